"""End-to-end tests of ``experiments.analysis``: synthetic trials with known effects in, report out.

The synthetic ``trials.jsonl`` files follow ``envs/records.py``; each test plants an
effect (or none) with a seeded numpy Generator and checks the report finds it with the right
sign and significance, and that degenerate data are skipped with a reason instead of crashing.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pandas")
pytest.importorskip("statsmodels")
pytest.importorskip("matplotlib")

from experiments.analysis import ResultsError, add_arguments, analyze, load_results, run
from experiments.analysis.frame import maze_frame
from experiments.analysis.hypotheses import compare_encodings

SHAPES = ("square", "cross", "C", "triangle", "Z", "spiral")
Prob = Callable[[str, str, str], float]


def _const(p: float) -> Prob:
    return lambda model, encoding, shape: p


def make_records(
    rng: np.random.Generator,
    models: tuple[str, ...] = ("qwen-turbo",),
    encodings: tuple[str, ...] = ("matrix", "coord_list"),
    shapes: tuple[str, ...] = SHAPES,
    mazes_per_shape: int = 10,
    p_solve: Prob | None = None,
    p_recognize: Prob | None = None,
    p_generate: Prob | None = None,
    run_id: str = "run-a",
    phases: tuple[str, ...] = ("solve", "recognize", "generate"),
) -> list[dict[str, Any]]:
    """Trial records with independent Bernoulli outcomes at the given probabilities.

    Defaults: solve 50%, recognize 50%, generate 30%, the same in every condition (null data).
    """
    p_solve = p_solve or _const(0.5)
    p_recognize = p_recognize or _const(0.5)
    p_generate = p_generate or _const(0.3)
    records = []
    for model in models:
        for encoding in encodings:
            for shape in shapes:
                for index in range(mazes_per_shape):
                    ok = {
                        "solve": bool(rng.random() < p_solve(model, encoding, shape)),
                        "recognize": bool(rng.random() < p_recognize(model, encoding, shape)),
                        "generate": bool(rng.random() < p_generate(model, encoding, shape)),
                    }
                    optimal = int(rng.integers(3, 9))
                    moves = optimal + int(rng.integers(0, 4)) if ok["solve"] else 16
                    invalid = not ok["solve"] and rng.random() < 0.5
                    failure = "invalid_move" if invalid else "max_steps"
                    valid_moves = moves - int(invalid)
                    record = {
                        "schema": 1, "task": "maze_nav", "run_id": run_id, "model": model,
                        "encoding": encoding, "size": 5, "shape": shape, "difficulty": None,
                        "maze_index": index, "maze_id": f"{shape}-{index}", "maze_file": None,
                        "trial": 0, "status": "ok", "error": None,
                        "solve": {
                            "success": ok["solve"],
                            "failure": None if ok["solve"] else failure,
                            "invalid_reason": "wall" if invalid else None,
                            "moves": moves, "optimal_moves": optimal,
                            "valid_moves": valid_moves, "validity_rate": valid_moves / moves,
                        },
                        "recognize": {
                            "success": ok["recognize"],
                            "predicted": shape if ok["recognize"] else "none",
                        },
                        "generate": {
                            "success": ok["generate"], "valid_format": True,
                            "shape_preserved": ok["generate"], "novel": True, "path_valid": True,
                            "reason": None,
                        },
                        "tokens_in": 100, "tokens_out": 10, "latency_s": 0.1, "retries": 0,
                        "prompt_hash": "abc", "package_version": "0.1.0",
                    }  # fmt: skip
                    for phase in ("solve", "recognize", "generate"):
                        if phase not in phases:
                            record[phase] = None
                    records.append(record)
    return records


def write_run(directory: Path, records: list[dict[str, Any]], manifest: dict | None = None) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    with (directory / "trials.jsonl").open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record) + "\n")
    if manifest is not None:
        (directory / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return directory


@pytest.fixture(autouse=True)
def fast_figures(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Skip rasterising PNGs (the slow part) except in tests marked ``slow``.

    Every figure is still built; only ``savefig`` is replaced by a stub file, so the report
    logic runs in full while the suite stays fast.
    """
    if request.node.get_closest_marker("slow"):
        return
    stub_figures(monkeypatch)


def stub_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace ``savefig`` by a stub PNG file (what :func:`fast_figures` does)."""
    from experiments.analysis import plots

    def stub_save(fig: Any, path: Path) -> Path:
        plots.pyplot().close(fig)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\x89PNG stub")
        return path

    monkeypatch.setattr(plots, "save_figure", stub_save)


def _analyze(tmp_path: Path, records: list[dict[str, Any]], **kwargs: Any):
    """``analyze`` of ``records``; with no figures unless ``figure_format`` says otherwise (the
    tests that check figures ask for them: drawing is most of an analysis' cost)."""
    run_dir = write_run(
        tmp_path / "run", records, {"package_version": "0.1.0", "git_commit": "abc"}
    )
    kwargs.setdefault("figure_format", "none")
    return analyze([run_dir], tmp_path / "report", **kwargs)


def _text(report) -> str:
    return report.path.read_text(encoding="utf-8")


def _internal_errors(report) -> list[tuple[str, str]]:
    return [item for item in report.skipped if "internal error" in item[1]]


# --- planted effects are found ------------------------------------------------------------------


@pytest.mark.slow
def test_report_finds_planted_encoding_shape_model_and_phase_effects(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every figure is built and referenced; rasterising them is what
    # test_same_inputs_give_same_bytes proves (real PNGs, byte for byte), at half the cost.
    stub_figures(monkeypatch)
    rng = np.random.default_rng(7)
    level = {"qwen-turbo": 0.0, "qwen-plus": 0.15, "qwen-max": 0.3}
    records = make_records(
        rng,
        models=("qwen-turbo", "qwen-plus", "qwen-max"),
        mazes_per_shape=10,
        p_solve=lambda m, e, s: 0.5 + level[m] + (0.15 if e == "matrix" else -0.15),
        p_recognize=lambda m, e, s: 0.9 - 0.15 * SHAPES.index(s),
        p_generate=_const(0.1),
    )
    report = _analyze(tmp_path, records, figure_format="png")
    text = _text(report)
    assert not _internal_errors(report)
    # H1: right sign, significant, paired, per model (never pooled).
    assert "all models" not in text
    assert "qwen-turbo: matrix beats coord_list on solving" in text
    assert "qwen-max: matrix beats coord_list on solving" in text
    assert "McNemar" in text
    # H2: recognition varies with shape and follows the predicted ranking.
    assert "qwen-plus's recognition success varies with shape" in text
    assert "qwen-plus's observed ranking agrees with the specification's prediction" in text
    assert "recognition success varies with shape, within models" in text  # the model term
    # H3: solving rises along the specification's model order.
    assert "solving success rises along qwen-turbo < qwen-plus < qwen-max" in text
    # H4: solve > recognize > generate on the same trials.
    assert "qwen-max: solving" in text and "— matches the predicted order" in text
    assert "Cochran's Q" in text
    # Structure: headline first, then the runs, then the sections; figures exist.
    assert text.index("```") < text.index("## Runs included") < text.index("## 1.")
    assert text.index("## 1.") < text.index("## 5. H1") < text.index("## 9.")
    assert "qwen-max" in report.headline and "matrix" in report.headline
    assert len(report.figures) >= 10
    assert all(p.is_file() and p.read_bytes()[:4] == b"\x89PNG" for p in report.figures)
    for figure in report.figures:
        assert f"figures/{figure.name}" in text


def test_planted_model_by_encoding_interaction_is_found(tmp_path: Path) -> None:
    rng = np.random.default_rng(21)
    effect = {("a", "matrix"): 0.8, ("a", "coord_list"): 0.3, ("b", "matrix"): 0.3,
              ("b", "coord_list"): 0.8}  # fmt: skip
    records = make_records(
        rng, models=("a", "b"), mazes_per_shape=15, p_solve=lambda m, e, s: effect[(m, e)]
    )
    text = _text(_analyze(tmp_path, records, model_order=["a", "b"]))
    assert "solving, two-way interactions among model, encoding, shape: significant" in text
    # The interaction test is clustered by maze (a maze's trials in both encodings and by
    # both models are not independent), not a likelihood-ratio test on independent trials.
    line = next(x for x in text.splitlines() if "solving, two-way interactions" in x)
    assert "GEE logistic" in line and "Wald test of two-way interactions" in line
    assert "trials in 90 mazes" in line
    assert "recognition, two-way interactions among model, encoding, shape: not significant" in text


def test_compare_encodings_sign_and_significance() -> None:
    rng = np.random.default_rng(11)
    records = make_records(
        rng, mazes_per_shape=15, p_solve=lambda m, e, s: 0.8 if e == "matrix" else 0.4
    )
    contrast = compare_encodings(maze_frame(records), "solve", "matrix", "coord_list")
    assert contrast.paired and contrast.test.unit == "pairs" and contrast.test.n == 90
    assert contrast.rate_a - contrast.rate_b > 0.2
    assert contrast.test.p_value < 0.01
    reverse = compare_encodings(maze_frame(records), "solve", "coord_list", "matrix")
    assert reverse.rate_a < reverse.rate_b
    assert reverse.test.p_value == pytest.approx(contrast.test.p_value)


def test_compare_encodings_unpaired_falls_back_to_two_proportions() -> None:
    rng = np.random.default_rng(12)
    records = make_records(
        rng, mazes_per_shape=15, p_solve=lambda m, e, s: 0.8 if e == "matrix" else 0.4
    )
    for r in records:
        r["maze_id"] = f"{r['encoding']}-{r['maze_id']}"  # different mazes per encoding
    contrast = compare_encodings(maze_frame(records), "solve", "matrix", "coord_list")
    assert not contrast.paired
    assert contrast.test.test == "two-proportion z-test" and contrast.test.n == 180
    assert contrast.test.statistic > 0 and contrast.test.p_value < 0.01


def test_trials_without_maze_ids_never_pair() -> None:
    records = make_records(np.random.default_rng(13), mazes_per_shape=10)
    for r in records:
        r["maze_id"] = None
    contrast = compare_encodings(maze_frame(records), "solve", "matrix", "coord_list")
    assert not contrast.paired and contrast.test.unit == "trials"


def test_null_data_are_rarely_significant() -> None:
    from experiments.analysis.stats import chi_square_independence

    hits_h1, hits_h2 = 0, 0
    for seed in range(20):
        rng = np.random.default_rng(1000 + seed)
        frame = maze_frame(make_records(rng, mazes_per_shape=8))
        contrast = compare_encodings(frame, "solve", "matrix", "coord_list")
        hits_h1 += contrast.test.p_value < 0.05
        table = [
            [int(frame.loc[frame["shape"] == s, "recognize"].sum()),
             int((frame.loc[frame["shape"] == s, "recognize"] == 0).sum())]
            for s in SHAPES
        ]  # fmt: skip
        hits_h2 += chi_square_independence(table).p_value < 0.05
    assert hits_h1 <= 3
    assert hits_h2 <= 3


# --- degenerate data never crash ----------------------------------------------------------------


def _rl_records(rng: np.random.Generator) -> list[dict[str, Any]]:
    records = make_records(
        rng, models=("ppo",), encodings=("grid",), mazes_per_shape=4, phases=("solve",)
    )
    return records


def _puzzle_records() -> list[dict[str, Any]]:
    records = []
    for i, difficulty in enumerate(["easy", "easy", "hard", "hard", "medium"]):
        records.append(
            {
                "schema": 1, "task": "rotation_puzzle", "run_id": "rl", "model": "ppo",
                "encoding": "grid", "size": 3, "shape": None, "difficulty": difficulty,
                "maze_index": i, "maze_id": f"p{i}", "trial": 0, "status": "ok",
                "solve": {"success": i % 2 == 0, "failure": None, "invalid_reason": None,
                          "moves": 3, "optimal_moves": 2, "valid_moves": 3, "validity_rate": 1.0},
                "recognize": None, "generate": None,
            }
        )  # fmt: skip
    return records


DEGENERATE: dict[str, Callable[[np.random.Generator], list[dict[str, Any]]]] = {
    "one model one encoding": lambda rng: make_records(
        rng, encodings=("matrix",), mazes_per_shape=3
    ),
    "all successes": lambda rng: make_records(
        rng, mazes_per_shape=3, p_solve=_const(1.0), p_recognize=_const(1.0), p_generate=_const(1.0)
    ),
    "no successes": lambda rng: make_records(
        rng, mazes_per_shape=3, p_solve=_const(0.0), p_recognize=_const(0.0), p_generate=_const(0.0)
    ),
    "shapes missing": lambda rng: make_records(rng, shapes=("spiral",), mazes_per_shape=5),
    "rl agents only": _rl_records,
    "rotation puzzles only": lambda rng: _puzzle_records(),
    "single record": lambda rng: make_records(
        rng, encodings=("matrix",), shapes=("C",), mazes_per_shape=1
    ),
    "llm plus rl plus puzzles": lambda rng: (
        make_records(rng, mazes_per_shape=3) + _rl_records(rng) + _puzzle_records()
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(DEGENERATE))
def test_degenerate_data_are_skipped_with_reasons(tmp_path: Path, case: str) -> None:
    records = DEGENERATE[case](np.random.default_rng(5))
    report = _analyze(tmp_path, records)
    text = _text(report)
    assert not _internal_errors(report), _internal_errors(report)
    assert report.path.is_file() and report.summary_csv.is_file()
    assert text.startswith("# ") and "## Runs included" in text and "## Skipped analyses" in text
    for what, reason in report.skipped:
        assert f"{what}: {reason}." in text
    if case != "llm plus rl plus puzzles":
        assert report.skipped, "degenerate data must skip something and say why"
    if case == "all successes":  # the reasons say why (one analysis, not a test of its own)
        reasons = " ".join(reason for _, reason in report.skipped)
        assert "no discordant pairs" in reasons
        assert "every trial" in reasons
    if case == "llm plus rl plus puzzles":  # RL agents only appear in the solve phase
        rows = report.summary_csv.read_text(encoding="utf-8").splitlines()
        ppo_rows = [r for r in rows if r.startswith("ppo,")]
        assert ppo_rows and all(",solve," in r for r in ppo_rows)
        assert "H1 for ppo on solving: ppo ran one encoding only (grid)" in text
        assert "10. Rotation puzzles" in text
        assert "left out ppo (did not run every encoding)" in text
        puzzles = text[text.index("10. Rotation puzzles") :]
        assert "| ppo |" in puzzles and "60.0% [23.1–88.2] (n=5) |" in puzzles  # 3 of 5 solved


def test_malformed_records_do_not_crash(tmp_path: Path) -> None:
    good = make_records(np.random.default_rng(3), mazes_per_shape=2)
    odd: list[dict[str, Any]] = [
        {"model": "m"},  # nearly empty
        {"task": "maze_nav", "model": "m", "encoding": "matrix", "shape": None, "solve": "yes"},
        {"task": "maze_nav", "model": 3, "encoding": ["x"], "shape": "square",
         "solve": {"success": True, "moves": "many", "optimal_moves": None},
         "recognize": {"success": False}, "generate": {"success": 1}},
        {"task": "unknown_task", "run_id": "u", "model": "m", "encoding": "x", "trial": 0,
         "status": "ok", "solve": {"success": True, "moves": 1, "optimal_moves": 1}},
        {"task": "rotation_puzzle", "model": "m", "difficulty": None, "solve": {}},
    ]  # fmt: skip
    report = _analyze(tmp_path, good + odd)
    assert not _internal_errors(report), _internal_errors(report)
    text = _text(report)
    assert "Records of unknown tasks ignored: 1 (unknown_task)." in text
    # The four that break the schema are excluded, listed by line, and move no number.
    assert "Records excluded for breaking the trial-record schema: 4" in text
    assert len(report.excluded) == 4
    first = len(good) + 1
    assert report.excluded[0].startswith(f"{tmp_path / 'run' / 'trials.jsonl'}:{first}: ")
    clean = _analyze(tmp_path / "clean", good)
    assert report.summary_csv.read_bytes() == clean.summary_csv.read_bytes()
    assert report.headline == clean.headline


def test_an_rl_run_trained_through_the_curriculum_names_the_level_it_reached(tmp_path):
    rng = np.random.default_rng(6)
    llm = write_run(tmp_path / "llm", make_records(rng, mazes_per_shape=3), {})
    curriculum = {"levels": [5, 6], "level_reached": 6, "label": "9x9 mid"}
    rl = write_run(tmp_path / "rl", _rl_records(rng), {"model_meta": {"curriculum": curriculum}})
    text = _text(analyze([llm, rl], tmp_path / "report", figure_format="none"))
    assert f"- RL curriculum: ppo (`{rl}`) was trained up to ladder level 6 (9x9 mid)" in text
    assert text.count("RL curriculum") == 1  # the LLM run trained nothing


# --- outputs ------------------------------------------------------------------------------------


def test_summary_csv_counts_and_intervals(tmp_path: Path) -> None:
    records = make_records(np.random.default_rng(2), mazes_per_shape=4)
    report = _analyze(tmp_path, records)
    import csv

    with report.summary_csv.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert list(rows[0]) == ["model", "encoding", "shape", "phase", "n", "successes", "rate",
                             "ci_low", "ci_high", "strict_n", "strict_successes", "strict_rate",
                             "strict_ci_low", "strict_ci_high", "format_followed",
                             "format_rate"]  # fmt: skip
    assert len(rows) == 1 * 2 * 6 * 3
    row = next(
        r for r in rows if (r["encoding"], r["shape"], r["phase"]) == ("matrix", "Z", "solve")
    )
    expected = sum(
        r["solve"]["success"] for r in records if r["encoding"] == "matrix" and r["shape"] == "Z"
    )
    assert int(row["n"]) == 4 and int(row["successes"]) == expected
    assert float(row["ci_low"]) <= float(row["rate"]) <= float(row["ci_high"])
    # Records without strict verdicts: the strict columns say so instead of showing 0%.
    assert row["strict_n"] == "0" and row["strict_rate"] == row["format_rate"] == ""


@pytest.mark.slow
def test_same_inputs_give_same_bytes_and_figures_none_draws_nothing_and_changes_no_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # One test, not two: the drawn report the `--figures none` run is compared against is the
    # first of the two identical runs (an analysis with real figures is this file's costliest
    # step; two tests drew three of them).
    records = make_records(np.random.default_rng(3), mazes_per_shape=3)
    run_dir = write_run(tmp_path / "run", records, {"package_version": "0.1.0"})
    out = tmp_path / "a"
    first = analyze([run_dir], out)
    second = analyze([run_dir], tmp_path / "b")
    assert first.path.read_bytes() == second.path.read_bytes()
    assert first.summary_csv.read_bytes() == second.summary_csv.read_bytes()
    assert [p.name for p in first.figures] == [p.name for p in second.figures]
    # real figures, rasterised as PNG (the other tests of this file stub the drawing)
    assert len(first.figures) >= 10
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in first.figures)
    for a, b in zip(first.figures, second.figures, strict=True):
        assert a.read_bytes() == b.read_bytes(), a.name

    # --figures none draws nothing and changes no number.
    drawn_text, drawn_csv = _text(first), first.summary_csv.read_bytes()
    # Into the same folder with --figures none: the figures of the first run do not linger.
    assert run(_parse([str(run_dir), "--out", str(out), "--figures", "none"])) == 0
    assert " 0 figures" in capsys.readouterr().out
    assert not list((out / "figures").iterdir())
    assert (out / "summary.csv").read_bytes() == drawn_csv
    text = (out / "report.md").read_text(encoding="utf-8")
    assert "![" not in text and text.count("Figures were not drawn (`--figures none`)") == 1
    # The report is the drawn one without its figure lines, plus the one note.
    kept = [line for line in drawn_text.splitlines() if line and not line.startswith("![")]
    assert [line for line in text.splitlines() if line and "were not drawn" not in line] == kept
    with pytest.raises(
        ValueError, match=r"figure_format='None' is not allowed; allowed: \[.*'none'\]"
    ):
        analyze([run_dir], tmp_path / "r", figure_format="None")


def test_merge_dedupes_and_counts_errors_and_hashes_manifests(tmp_path: Path) -> None:
    records = make_records(np.random.default_rng(4), mazes_per_shape=2)
    broken = dict(records[0], run_id="run-b", status="error", error="api gave up", solve=None,
                  recognize=None, generate=None)  # fmt: skip
    first = write_run(tmp_path / "one", records, {"package_version": "0.1.0", "models": ["q"]})
    second = write_run(tmp_path / "two", [*records[:5], broken])
    with (second / "trials.jsonl").open("a", encoding="utf-8") as handle:
        handle.write('{"torn": \n')
    dataset = load_results([first, second])
    assert len(dataset.records) == len(records)
    assert dataset.duplicates == 5
    assert len(dataset.errors) == 1
    assert dataset.runs[1].n_unreadable == 1 and dataset.runs[1].manifest_sha256 is None
    import hashlib

    digest = hashlib.sha256((first / "manifest.json").read_bytes()).hexdigest()
    assert dataset.runs[0].manifest_sha256 == digest
    report = analyze([first, second], tmp_path / "report", figure_format="none")
    text = _text(report)
    assert digest in text
    assert "Error records excluded from every rate: 1." in text
    assert "Duplicate records dropped: 5." in text


def test_the_runs_name_the_invalid_move_rule_their_producers_played_under(tmp_path: Path) -> None:
    records = make_records(np.random.default_rng(4), mazes_per_shape=1)
    people = [dict(r, model="human", run_id="people") for r in records[:6]]
    rules = {"settings": {"rules": {"invalid_move": "terminate"}}}
    models = write_run(tmp_path / "models", records, rules)
    humans = write_run(tmp_path / "humans", people, rules)
    older = write_run(tmp_path / "older", [dict(r, run_id="old") for r in records[:3]])
    text = _text(analyze([models, humans, older], tmp_path / "report", figure_format="none"))
    line = next(x for x in text.splitlines() if x.startswith("- Invalid-move rule"))
    assert "`terminate` for human, qwen-turbo" in line
    assert "not recorded for qwen-turbo." in line  # a run without the rules in its manifest


def test_ok_retry_replaces_an_error_record_of_the_same_trial(tmp_path: Path) -> None:
    records = make_records(np.random.default_rng(4), mazes_per_shape=1)
    failed = dict(records[0], status="error", error="api gave up", solve=None)
    first = write_run(tmp_path / "one", [failed, *records[1:]])
    second = write_run(tmp_path / "two", [records[0]])
    dataset = load_results([first, second])
    assert not dataset.errors and dataset.duplicates == 1
    assert records[0] in dataset.records and failed not in dataset.records


def test_bad_model_order_is_a_value_error(tmp_path: Path) -> None:
    run_dir = write_run(tmp_path / "run", make_records(np.random.default_rng(1), mazes_per_shape=1))
    with pytest.raises(ValueError, match="model_order"):
        analyze([run_dir], tmp_path / "r", model_order=["a", "a"])
    with pytest.raises(ValueError, match="model_order"):
        analyze([run_dir], tmp_path / "r", model_order="qwen-max")
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(ValueError, match="out_dir"):
        analyze([run_dir], tmp_path / "file")


def test_model_order_controls_the_trend_test(tmp_path: Path) -> None:
    rng = np.random.default_rng(8)
    strength = {"small": 0.2, "big": 0.8}
    records = make_records(
        rng, models=("big", "small"), mazes_per_shape=3, p_solve=lambda m, e, s: strength[m]
    )
    report = _analyze(tmp_path, records, model_order=["small", "big", "huge"])
    assert "solving success rises along small < big" in _text(report)
    assert "not in the maze data: huge" in _text(report)
    # Without an order, names the study does not know are not ordered (at any size: one maze a
    # shape, an analysis of 48 trials, not 288).
    few = make_records(rng, models=("big", "small"), mazes_per_shape=1)
    report = _analyze(tmp_path / "other", few)
    assert "trend test on solving: fewer than two ordered models ran it (none)" in _text(report)


# --- errors and CLI -----------------------------------------------------------------------------


@pytest.mark.parametrize("problem", ["missing", "empty dir", "empty file", "not a dir"])
def test_bad_results_dir_raises_results_error(tmp_path: Path, problem: str) -> None:
    target = tmp_path / "results"
    if problem == "empty dir":
        target.mkdir()
    elif problem == "empty file":
        target.mkdir()
        (target / "trials.jsonl").write_text("\n", encoding="utf-8")
    elif problem == "not a dir":
        target.write_text("x", encoding="utf-8")
    with pytest.raises(ResultsError, match="results"):
        load_results([target])


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(argv)


def test_cli_exit_codes_and_messages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(_parse([str(tmp_path / "nope"), "--out", str(tmp_path / "r")])) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "does not exist" in err
    (tmp_path / "empty").mkdir()
    assert run(_parse([str(tmp_path / "empty")])) == 2
    assert "no trials.jsonl" in capsys.readouterr().err
    records = make_records(np.random.default_rng(9), mazes_per_shape=2)
    run_dir = write_run(tmp_path / "ok", records)
    # No figure is read here: the numbers alone (--model-order's last value ends at the option).
    out = str(tmp_path / "r")
    args = _parse([str(run_dir), "--out", out, "--figures", "none", "--model-order", "a,b", "c"])
    assert args.model_order == ["a,b", "c"]
    assert run(args) == 0
    out = capsys.readouterr().out
    assert str(tmp_path / "r" / "report.md") in out and "qwen-turbo" in out
    assert (tmp_path / "r" / "report.md").is_file()


def test_missing_analysis_extra_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from gymnasium.error import DependencyNotInstalled

    from experiments.analysis import report as report_module
    from experiments.analysis.deps import require

    with pytest.raises(DependencyNotInstalled, match=r"spatial-reasoning-gym\[analysis\]"):
        require("no_such_module_for_analysis")

    def missing(*args: Any, **kwargs: Any) -> None:
        require("no_such_module_for_analysis")

    monkeypatch.setattr(report_module, "analyze", missing)
    run_dir = write_run(tmp_path / "run", make_records(np.random.default_rng(1), mazes_per_shape=1))
    assert run(_parse([str(run_dir), "--out", str(tmp_path / "r")])) == 1
    assert "pip install 'spatial-reasoning-gym[analysis]'" in capsys.readouterr().err


# That importing experiments.analysis loads none of pandas, matplotlib, scipy or statsmodels is
# tests/experiments/test_runner.py's test_importing_experiments_and_its_analysis_is_light (one
# fresh interpreter for both packages).


# --- two readings: flexible and strict ----------------------------------------------------------


def add_strict(
    records: list[dict[str, Any]], off_format: Callable[[dict[str, Any], str], bool]
) -> list[dict[str, Any]]:
    """Give every phase that ran a strict verdict, as the LLM runner writes it.

    A reply ``off_format(record, phase)`` answered in another format: strict fails with the
    reason ``"format"`` whatever the flexible verdict. Otherwise strict agrees with ``success``.
    """
    for record in records:
        for phase in ("solve", "recognize", "generate"):
            result = record[phase]
            if not result:
                continue
            off = off_format(record, phase)
            result["strict"] = bool(result["success"]) and not off
            result["strict_reason"] = (
                "format" if off else (None if result["success"] else "wrong answer")
            )
    return records


def _first_mazes_off_format(count: int, encoding: str | None = None):
    def off(record: dict[str, Any], phase: str) -> bool:
        return record["maze_index"] < count and encoding in (None, record["encoding"])

    return off


def _headline_rows(report) -> dict[tuple[str, str], dict[str, str]]:
    """The headline's cells by (model, encoding) and column (columns split on 2+ spaces)."""
    import re

    lines = report.headline.splitlines()
    split = [re.split(r"\s{2,}", line.strip()) for line in lines]
    headers = split[0]
    return {(row[0], row[1]): dict(zip(headers, row, strict=True)) for row in split[2:]}


def test_headline_shows_both_readings_and_format_compliance(tmp_path: Path) -> None:
    records = make_records(np.random.default_rng(31), mazes_per_shape=5)
    add_strict(records, _first_mazes_off_format(2))  # 2 of 5 mazes answered off-format
    report = _analyze(tmp_path, records)
    text = _text(report)
    rows = _headline_rows(report)
    assert list(next(iter(rows.values()))) == [
        "model", "encoding", "trials", "solve", "solve strict", "recognize", "recognize strict",
        "generate", "generate strict", "format followed", "unreadable", "mean moves",
        "efficiency",
    ]  # fmt: skip
    for encoding in ("matrix", "coord_list"):
        mine = [r for r in records if r["encoding"] == encoding]
        row = rows[("qwen-turbo", encoding)]
        for phase in ("solve", "recognize", "generate"):
            flexible = sum(r[phase]["success"] for r in mine) / len(mine)
            strict = sum(r[phase]["strict"] for r in mine) / len(mine)
            assert row[phase].startswith(f"{100 * flexible:.1f}% [")
            assert row[f"{phase} strict"] == f"{100 * strict:.1f}%"
        assert row["format followed"] == "60.0%"  # 3 of 5 mazes in every phase
        assert row["unreadable"] == "0.0%"  # no reader abstained
    assert (
        "**Hypothesis tests (sections 5–9 and the solve-mode comparison) use the flexible " in text
    )
    # Section 1 carries the strict rate with its interval and the compliance per phase.
    section = text[text.index("### Recognition") : text.index("### Generation")]
    matrix = [r for r in records if r["encoding"] == "matrix"]
    strict = sum(r["recognize"]["strict"] for r in matrix)
    assert f"| {100 * strict / 30:.1f}% [" in section and "| 60.0% |" in section
    assert "Strict reading by shape (recognition):" in section
    # summary.csv: strict counts per model × encoding × shape × phase.
    import csv

    with report.summary_csv.open(encoding="utf-8") as handle:
        csv_rows = list(csv.DictReader(handle))
    row = next(
        r for r in csv_rows if (r["encoding"], r["shape"], r["phase"]) == ("matrix", "C", "solve")
    )
    cell = [r for r in matrix if r["shape"] == "C"]
    assert int(row["strict_n"]) == 5 and int(row["format_followed"]) == 3
    assert int(row["strict_successes"]) == sum(r["solve"]["strict"] for r in cell)
    assert float(row["format_rate"]) == pytest.approx(0.6)


def test_verdict_strict_changes_what_the_tests_read(tmp_path: Path) -> None:
    # Every reply is right; coord_list answers 3 of 5 mazes outside the asked format.
    records = make_records(
        np.random.default_rng(32), mazes_per_shape=5, p_solve=_const(1.0), p_recognize=_const(1.0)
    )
    add_strict(records, _first_mazes_off_format(3, "coord_list"))
    flexible = _text(_analyze(tmp_path / "flexible", records))
    strict_report = _analyze(tmp_path / "strict", records, verdict="strict")
    assert strict_report.verdict == "strict"
    strict = _text(strict_report)
    assert "use the strict verdict** (`--verdict strict`): 60 of 60 maze trials have one" in strict
    h1_flexible = flexible[flexible.index("## 5. H1") : flexible.index("## 6. H2")]
    h1_strict = strict[strict.index("## 5. H1") : strict.index("## 6. H2")]
    # Flexible: 100% in both encodings, nothing to compare; strict: coord_list falls to 40%.
    assert "matrix beats coord_list on solving" not in h1_flexible
    assert "| qwen-turbo | solving | matrix vs coord_list | 100.0% | 40.0% | +60.0 [" in h1_strict
    assert "qwen-turbo: matrix beats coord_list on solving by 60 points" in h1_strict
    # The descriptive headline is the same either way: both readings side by side.
    assert strict_report.headline in flexible


def test_old_records_without_strict_load_without_warnings(tmp_path: Path) -> None:
    import warnings

    from experiments.analysis.report import headline_table, summary_rows

    records = make_records(np.random.default_rng(33), mazes_per_shape=2)
    assert all("strict" not in r["solve"] for r in records)  # written the old way
    run_dir = write_run(tmp_path / "old", records)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        dataset = load_results([run_dir])
        frame = maze_frame(dataset.records)
        headline = headline_table(frame, ["qwen-turbo"])
        rows = summary_rows(frame, ["qwen-turbo"])
    assert len(dataset.records) == len(records) and not dataset.invalid
    assert frame["solve_strict"].isna().all() and frame["generate_format_ok"].isna().all()
    assert frame["solve"].notna().all()
    cells = _headline_rows(argparse.Namespace(headline=headline))[("qwen-turbo", "matrix")]
    assert cells["solve strict"] == cells["format followed"] == "—"
    assert all(row[9] == 0 and row[10:] == [""] * 6 for row in rows)
    # A strict verdict that is not a boolean is no verdict, not a guess.
    frame = maze_frame([dict(records[0], solve=dict(records[0]["solve"], strict="yes"))])
    assert np.isnan(frame.loc[0, "solve_strict"]) and np.isnan(frame.loc[0, "solve_format_ok"])
    # ... and the strict tests have nothing to read: every test is skipped, none crashes.
    report = analyze([run_dir], tmp_path / "report", verdict="strict", figure_format="none")
    assert not _internal_errors(report)
    assert "0 of 24 maze trials have one" in _text(report)
    assert "H1 on solving: no trial has a strict solve verdict" in _text(report)


def test_producers_with_and_without_strict_verdicts_mix(tmp_path: Path) -> None:
    rng = np.random.default_rng(34)
    llm = add_strict(make_records(rng, mazes_per_shape=3), _first_mazes_off_format(1))
    # The same model's older run, written before strict verdicts existed, on other mazes.
    older = make_records(rng, encodings=("matrix",), mazes_per_shape=1, run_id="run-old")
    for r in older:
        r["maze_id"] += "-old"
    rl = _rl_records(rng)  # RL agents only solve and read no reply
    report = _analyze(tmp_path, llm + older + rl)
    assert not _internal_errors(report)
    rows = _headline_rows(report)
    ppo = rows[("ppo", "grid")]
    assert ppo["solve strict"] == ppo["format followed"] == "—"
    # The RL agent writes no replies, so none was unreadable *or* readable: "—", not "0.0%".
    assert ppo["unreadable"] == "—"
    assert rows[("qwen-turbo", "matrix")]["unreadable"] == "0.0%"
    assert ppo["recognize"] == ppo["recognize strict"] == "—"
    coord = rows[("qwen-turbo", "coord_list")]
    assert coord["format followed"] == "66.7%"  # 2 of 3 mazes, no partial-coverage note
    matrix = rows[("qwen-turbo", "matrix")]
    assert matrix["trials"] == "24"
    strict = sum(r["solve"]["strict"] for r in llm if r["encoding"] == "matrix")
    assert matrix["solve strict"] == f"{100 * strict / 18:.1f}% (n=18)"
    assert matrix["format followed"] == "66.7% (n=54)"  # 18 trials × 3 phases of 24 × 3


def test_verdict_is_checked_up_front(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(
        ValueError, match=r"verdict='lenient' is not allowed; allowed: \['flexible', 'strict'\]"
    ):
        analyze([tmp_path / "does-not-exist"], tmp_path / "r", verdict="lenient")
    assert _parse([str(tmp_path)]).verdict == "flexible"
    assert _parse([str(tmp_path), "--verdict", "strict"]).verdict == "strict"
    with pytest.raises(SystemExit) as exit_info:
        _parse([str(tmp_path), "--verdict", "lenient"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "--verdict" in err and "'lenient'" in err and "'flexible', 'strict'" in err


def test_solve_mode_comparison_reads_the_chosen_verdict(tmp_path: Path) -> None:
    # Every path is right; one-shot replies of the first 2 of 4 mazes are not on a PATH: line.
    records = make_records(
        np.random.default_rng(35), encodings=("matrix",), mazes_per_shape=4, p_solve=_const(1.0)
    )
    one_shot = [dict(r, solve_mode="one-shot", solve=dict(r["solve"])) for r in records]
    add_strict(records, lambda r, p: False)
    add_strict(one_shot, lambda r, p: p == "solve" and r["maze_index"] < 2)
    flexible = _text(_analyze(tmp_path / "f", records + one_shot))
    strict = _text(_analyze(tmp_path / "s", records + one_shot, verdict="strict"))
    flexible = flexible[flexible.index("## Solve modes") :]
    strict = strict[strict.index("## Solve modes") :]
    assert "One-shot failures" not in flexible and "(flexible verdict)" in flexible
    assert strict.startswith("## Solve modes: interactive vs one-shot\n\n*Tests and rates here")
    assert "One-shot failures by reason: format 12." in strict
    assert "| qwen-turbo | 100.0% | 50.0% |" in strict  # interactive vs one-shot, strict


def test_cli_verdict_reaches_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = add_strict(
        make_records(np.random.default_rng(36), mazes_per_shape=1), lambda r, p: False
    )
    run_dir = write_run(tmp_path / "run", records)
    argv = [str(run_dir), "--out", str(tmp_path / "r"), "--verdict", "strict", "--figures", "none"]
    assert run(_parse(argv)) == 0
    assert "format followed" in capsys.readouterr().out
    text = (tmp_path / "r" / "report.md").read_text(encoding="utf-8")
    assert "use the strict verdict** (`--verdict strict`): 12 of 12 maze trials have one" in text
    assert "*Tests and rates here read the strict verdict.*" in text[text.index("## 5. H1") :]
    # (the API's report says its verdict: test_verdict_strict_changes_what_the_tests_read)


def test_headline_shows_each_models_unreadable_rate(tmp_path: Path) -> None:
    records = make_records(np.random.default_rng(32), mazes_per_shape=5)
    # The readers abstained on the recognition reply of every matrix trial of the first two
    # mazes (cut off by max_tokens): never a success, counted beside the success rate.
    flagged = 0
    for record in records:
        if record["encoding"] == "matrix" and record["maze_index"] < 2:
            record["recognize"].update(
                success=False, predicted="unreadable", unreadable="truncated"
            )
            flagged += 1
    report = _analyze(tmp_path, records)
    rows = _headline_rows(report)
    matrix = [r for r in records if r["encoding"] == "matrix"]
    assert (
        rows[("qwen-turbo", "matrix")]["unreadable"] == f"{100 * flagged / (3 * len(matrix)):.1f}%"
    )
    assert rows[("qwen-turbo", "coord_list")]["unreadable"] == "0.0%"

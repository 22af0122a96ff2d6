"""One-shot solving and maze sizes, end to end.

The one-shot solve phase asks for the whole path in one reply and scores it with the
specification's backward trace (:func:`experiments.maze.scoring.check_solution`); both solve modes
share one results folder (the mode is part of each trial's key and transcript path). Remote runs
go through the real ``dashscope`` and ``openai`` SDKs against the loopback server.
"""

from __future__ import annotations

import json
import re
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from agents.llm import prompt_phases, prompts
from agents.llm.offline import OracleChatClient, RandomChatClient
from agents.testing import LoopbackServer, request_messages
from envs.io import read_jsonl
from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, SHAPE_NAMES
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import shortest_path
from envs.records import trial_record
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_OK, EXIT_TRIAL_ERRORS, main
from experiments.engine.log import latest_per_trial, read_log, record_problems, trial_key
from experiments.maze.study import run_experiments
from experiments.maze.trial import run_trial
from tests.experiments.study_helpers import draw_only, is_png, started_until, use_fake_keys

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-oneshot-DO-NOT-LEAK-5c1d9e7a"
MODES = ["interactive", "one-shot"]


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    use_fake_keys(monkeypatch, SECRET)


def _oracle(request: dict) -> str:
    return OracleChatClient().complete(request_messages(request)).text


def _records(out: Path) -> list[dict]:
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    return records


def _maze(shape: str, size: int = 7, seed: int = 1):
    return generate_maze(np.random.default_rng(seed), shape, size, DEFAULT_CONNECTIVITY[shape])


# -- the trial -------------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", SHAPE_NAMES)
@pytest.mark.parametrize("encoding", ["matrix", "coord_list"])
def test_the_oracle_answers_a_one_shot_prompt_with_a_shortest_path(shape, encoding):
    maze = _maze(shape)
    result = run_trial(OracleChatClient(), maze, encoding, solve_mode="one-shot")
    assert result.status == "ok" and result.calls == 3
    first = result.messages[0]["content"]
    assert prompt_phases.detect_phase(first) == "one_shot"
    assert prompts.MARKER_SOLVE_INTRO not in first  # not the move-by-move prompt
    best = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    assert result.solve["success"] is True
    assert result.solve["path"] == [list(c) for c in best]
    assert result.solve["moves"] == result.solve["optimal_moves"] == len(best) - 1
    assert result.recognize["success"] and result.generate["success"]


@pytest.mark.parametrize("seed", range(6))
def test_the_random_model_fails_one_shot_without_raising(seed):
    maze = _maze("spiral", 9, seed)
    result = run_trial(RandomChatClient(seed), maze, "matrix", solve_mode="one-shot")
    assert result.status == "ok"
    assert result.messages[1]["content"].startswith("PATH: ")
    solve = result.solve
    assert solve["success"] is False and solve["failure"] == "invalid_path"
    assert solve["invalid_reason"] in ("no_goal", "illegal_move", "start_not_reached")
    assert record_problems(_record(solve=solve)) == []


@pytest.mark.parametrize(
    ("reply", "success", "reason"),
    [
        ("", False, "no_goal"),
        ("I give up.", False, "no_goal"),
        ("PATH: (99, 99)", False, "no_goal"),
    ],
)
def test_one_shot_replies_that_name_no_path_are_failures(reply, success, reason):
    class Fixed:
        model = "fixed"

        def complete(self, messages):
            from agents.base import Completion

            return Completion(text=reply, model="fixed")

    result = run_trial(Fixed(), _maze("square", 5), "matrix", solve_mode="one-shot")
    assert result.solve["success"] is success and result.solve["invalid_reason"] == reason


def test_a_bad_solve_mode_is_refused_naming_it():
    with pytest.raises(
        ValueError, match=r"solve_mode='both'.*allowed: \['interactive', 'one-shot'\]"
    ):
        run_trial(OracleChatClient(), _maze("square", 5), "matrix", solve_mode="both")


def test_the_one_shot_template_has_its_own_hash():
    assert prompts.one_shot_template_hash() == prompts.ONE_SHOT_PROMPT_HASH
    before = prompts.template_hash()
    original = dict(prompts.ONE_SHOT_TEMPLATES)
    try:
        prompts.ONE_SHOT_TEMPLATES["maze_solve_one_shot"] += " Be brief."
        assert prompts.one_shot_template_hash() != prompts.ONE_SHOT_PROMPT_HASH
        assert prompts.template_hash() == before  # folders of interactive trials unaffected
    finally:
        prompts.ONE_SHOT_TEMPLATES.clear()
        prompts.ONE_SHOT_TEMPLATES.update(original)


# -- records and the log ---------------------------------------------------------------------------


def _record(**kw: Any) -> dict:
    fields: dict[str, Any] = dict(
        task="maze_nav", run_id="r", model="m", encoding="matrix", size=5, shape="square",
        maze_index=0, maze_id="x", maze_file="experiment_mazes/5x5/square/5x5_square_0.npy",
        trial=0, solve={"success": True, "moves": 2, "optimal_moves": 2, "valid_moves": 2},
    )  # fmt: skip
    fields.update(kw)
    return dict(trial_record(**fields))


def test_solve_mode_is_optional_in_records_and_part_of_the_trial_key():
    old = _record()
    assert "solve_mode" not in old and record_problems(old) == []
    one_shot = _record(solve_mode="one-shot")
    assert record_problems(one_shot) == []
    assert trial_key(old)[-1] == "interactive" == trial_key(_record(solve_mode="interactive"))[-1]
    assert trial_key(one_shot) != trial_key(old)
    bad = {**old, "solve_mode": "twice"}
    assert any("solve_mode='twice'" in p for p in record_problems(bad))
    with pytest.raises(ValueError, match="solve_mode='twice'"):
        _record(solve_mode="twice")


def test_a_one_shot_record_never_supersedes_the_interactive_one(tmp_path):
    path = tmp_path / "trials.jsonl"
    rows = [_record(), _record(solve_mode="one-shot"), _record(solve_mode="one-shot")]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    kept, superseded = latest_per_trial(read_log(path).lines)
    assert superseded == 1 and [k.line for k in kept] == [1, 3]


# -- the run, offline --------------------------------------------------------------------------------


def test_both_modes_share_one_folder_and_resume(tmp_path, capsys):
    argv = ["run", "--model", "oracle", "random", "--solve-mode", "one-shot", "--encoding",
            "matrix", "--shapes", "spiral", "Z", "--mazes-per-shape", "2", "--out",
            str(tmp_path), "--no-progress"]  # fmt: skip
    assert main(argv) == EXIT_OK
    records = _records(tmp_path)
    assert len(records) == 8 and {r["solve_mode"] for r in records} == {"one-shot"}
    oracle = [r for r in records if r["model"] == "oracle"]
    assert all(r["solve"]["success"] for r in oracle)
    transcript = tmp_path / "one-shot/matrix_oracle_results/5x5/Z/5x5_Z_1.npy/0.txt"
    assert "# solve_mode: one-shot" in transcript.read_text()
    assert not (tmp_path / "matrix_oracle_results").exists()
    # The interactive study joins the same folder and the same mazes; nothing is redone.
    mazes = {p: p.read_bytes() for p in (tmp_path / "experiment_mazes").rglob("*.npy")}
    assert main([*argv[:5], "interactive", "one-shot", *argv[6:]]) == EXIT_OK
    assert "16 trials planned, 8 already done, 8 run" in capsys.readouterr().out
    records = _records(tmp_path)
    assert Counter(r["solve_mode"] for r in records) == {"one-shot": 8, "interactive": 8}
    transcript = tmp_path / "matrix_oracle_results/5x5/Z/5x5_Z_1.npy/0.txt"
    assert "solve_mode" not in transcript.read_text()  # the specification's header, unchanged
    assert mazes == {p: p.read_bytes() for p in (tmp_path / "experiment_mazes").rglob("*.npy")}
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["arguments"]["solve_modes"] == ["one-shot", "interactive"]
    assert "one_shot_prompt_hash" in manifest["settings"]
    assert main(argv) == EXIT_OK
    assert "all already done" in capsys.readouterr().out


def test_the_random_model_is_deterministic_in_one_shot_mode(tmp_path):
    for out in ("a", "b"):
        run_experiments("random", out_dir=tmp_path / out, solve_modes=["one-shot"],
                        encodings=["matrix"], shapes=["C"], mazes_per_shape=3,
                        progress=False, concurrency=3)  # fmt: skip
    texts = [
        sorted(p.read_text() for p in (tmp_path / out / "one-shot").rglob("*.txt"))
        for out in ("a", "b")
    ]
    assert texts[0] == texts[1] and len(texts[0]) == 3


def test_an_unknown_solve_mode_is_a_usage_error(tmp_path, capsys):
    assert main(
        ["run", "--model", "oracle", "--solve-mode", "oneshot", "--out", str(tmp_path)]
    ) == (EXIT_BAD_ARGS)
    err = capsys.readouterr().err
    assert "--solve-mode" in err and "one-shot" in err and "Traceback" not in err
    assert not any(tmp_path.iterdir())


# -- sizes -------------------------------------------------------------------------------------------


def test_sizes_5_to_11_run_quickly_in_the_seed_layout_and_the_report_shows_them(
    tmp_path, monkeypatch
):
    out = tmp_path / "run"
    code = main(["run", "--model", "oracle", "random", "--solve-mode", "interactive", "one-shot",
                 "--sizes", "5x5", "7x7", "9x9", "11x11", "--shapes", *SHAPE_NAMES,
                 "--encoding", "matrix", "--mazes-per-shape", "1", "--out", str(out),
                 "--no-progress"])  # fmt: skip
    assert code == EXIT_OK  # how quickly: benchmarks/bench_runner.py, not a wall-time assert
    for n in (5, 7, 9, 11):
        for shape in SHAPE_NAMES:
            assert (out / f"experiment_mazes/{n}x{n}/{shape}/{n}x{n}_{shape}_0.npy").is_file()
    records = _records(out)
    assert len(records) == 4 * 6 * 2 * 2 and {r["size"] for r in records} == {5, 7, 9, 11}
    assert all(r["solve"]["success"] for r in records if r["model"] == "oracle")
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    from experiments.analysis import analyze

    draw_only(monkeypatch, "12_size_solve.png", "11_solve_modes.png")
    report = analyze([out], tmp_path / "report")
    text = report.path.read_text()
    assert "## Success against maze size" in text
    assert "| model | encoding | 5x5 | 7x7 | 9x9 | 11x11 |" in text
    assert "## Solve modes: interactive vs one-shot" in text
    assert "| model | solve mode | encoding |" in text
    assert "- Solve modes: interactive (48 trials), one-shot (48 trials)" in text
    # Sections 1-9 (and the headline) read the specification's 5x5 interactive trials only: one
    # maze per shape is 6 trials per model; the size section has every size.
    assert "sections 1–9 read the 5x5 trials (the specification's size)" in text
    assert re.search(r"^oracle\s+matrix\s+6\s+100\.0%", text, re.MULTILINE)
    drawn = [f for f in report.figures if f.name in ("12_size_solve.png", "11_solve_modes.png")]
    assert len(drawn) == 2 and all(is_png(f) for f in drawn)
    assert not [s for s in report.skipped if "internal error" in s[1]]


def test_a_shape_without_mazes_at_a_size_is_refused_up_front(tmp_path, monkeypatch, capsys):
    # Every registered shape has placements at 5..32 today; pretend spiral has none at 9x9.
    import envs.maze_nav.generator as generator

    real = generator.is_playable
    monkeypatch.setattr(
        generator,
        "is_playable",
        lambda shape, size, *a, **k: (
            not (shape == "spiral" and size == 9) and real(shape, size, *a, **k)
        ),
    )
    monkeypatch.setattr(generator, "check_playable", lambda *a, **k: None)
    code = main(["run", "--model", "oracle", "--sizes", "5x5", "9x9", "--shapes", "Z", "spiral",
                 "--out", str(tmp_path / "out"), "--no-progress"])  # fmt: skip
    assert code == EXIT_BAD_ARGS
    err = capsys.readouterr().err
    assert "spiral at 9x9 (no placement of the shape fits)" in err
    assert "Z at" not in err and "spiral at 5x5" not in err
    assert not (tmp_path / "out").exists()


# -- through the real SDKs ---------------------------------------------------------------------------

ROUTES = [("qwen-turbo", "dashscope"), ("openai:loop", "openai")]


def _sdk_argv(out: Path, model: str, url: str, *extra: str) -> list[str]:
    return ["run", "--model", model, "--base-url", url, "--solve-mode", "one-shot",
            "--encoding", "matrix", "coord_list", "--shapes", "square", "spiral",
            "--mazes-per-shape", "2", "--concurrency", "2", "--timeout", "5", "--out", str(out),
            "--no-progress", *extra]  # fmt: skip


@pytest.mark.parametrize(("model", "route"), ROUTES)
def test_one_shot_through_the_real_sdks_with_error_records_redone(tmp_path, capsys, model, route):
    pytest.importorskip("dashscope" if route == "dashscope" else "openai")
    # The first requests fail for good (400: no retry helps); their trials become error records.
    with LoopbackServer(_oracle, faults=[400, 400]) as server:
        code = main(
            _sdk_argv(tmp_path, model, server.sdk_base_url(route), "--max-consecutive-errors", "0")
        )
        first = [request_messages(r.json) for r in server.requests]
    assert code == EXIT_TRIAL_ERRORS, capsys.readouterr().err
    assert prompts.MARKER_SOLVE_ONE_SHOT in first[0][-1]["content"]
    records = _records(tmp_path)
    errors = [r for r in records if r["status"] == "error"]
    assert len(records) == 8 and 1 <= len(errors) <= 2
    assert all(r["solve_mode"] == "one-shot" for r in records)
    with LoopbackServer(_oracle) as server:
        assert main(_sdk_argv(tmp_path, model, server.sdk_base_url(route))) == EXIT_OK
        assert len(server.requests) == 3 * len(errors)  # only the error trials, three calls each
    out = capsys.readouterr().out
    assert f"8 trials planned, {8 - len(errors)} already done, {len(errors)} run" in out
    records = _records(tmp_path)
    assert len(records) == 8 and all(r["status"] == "ok" for r in records)
    assert all(r["solve"]["success"] and r["tokens_in"] > 0 for r in records)
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.suffix != ".npy":
            assert SECRET not in path.read_text(errors="replace"), path


@pytest.mark.parametrize(("model", "route"), ROUTES)
def test_sizes_through_the_real_sdks_with_error_records_redone(tmp_path, capsys, model, route):
    pytest.importorskip("dashscope" if route == "dashscope" else "openai")
    argv = ["run", "--model", model, "--encoding", "matrix", "--sizes", "7x7", "9x9",
            "--shapes", "spiral", "C", "--mazes-per-shape", "1", "--concurrency", "2",
            "--timeout", "5", "--out", str(tmp_path), "--no-progress"]  # fmt: skip
    with LoopbackServer(_oracle, faults=[400]) as server:
        code = main(
            [*argv, "--base-url", server.sdk_base_url(route), "--max-consecutive-errors", "0"]
        )
    assert code == EXIT_TRIAL_ERRORS, capsys.readouterr().err
    records = _records(tmp_path)
    assert len(records) == 4 and sum(r["status"] == "error" for r in records) == 1
    with LoopbackServer(_oracle) as server:
        assert main([*argv, "--base-url", server.sdk_base_url(route)]) == EXIT_OK
        # The redone trial's maze went out as text of its own size (7 or 9 rows).
        first = request_messages(server.requests[0].json)[-1]["content"]
    assert "4 trials planned, 3 already done, 1 run" in capsys.readouterr().out
    records = _records(tmp_path)
    assert Counter(r["size"] for r in records) == {7: 2, 9: 2}
    assert all(r["status"] == "ok" and r["solve"]["success"] for r in records)
    assert "of this 7x7 grid" in first or "of this 9x9 grid" in first, first


def test_one_shot_and_sizes_resume_after_a_kill(tmp_path, capsys, monkeypatch):
    out = tmp_path / "out"
    with LoopbackServer(_oracle, latency_s=0.05) as server:
        cmd = [sys.executable, "-m", "experiments", "run", "--model", "openai:slow",
               "--base-url", server.base_url_openai, "--solve-mode", "one-shot", "interactive",
               "--encoding", "matrix", "--shapes", "square", "Z", "--mazes-per-shape", "2",
               "--sizes", "5x5", "7x7", "--concurrency", "2", "--out", str(out),
               "--no-progress"]  # fmt: skip
        log = out / "trials.jsonl"
        proc = started_until(cmd, log, 3, SECRET)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        killed_at = len(read_jsonl(log)[0])
        assert 3 <= killed_at < 16
        assert main(cmd[3:]) == EXIT_OK
    assert f"{killed_at} already done" in capsys.readouterr().out
    records = _records(out)
    keys = Counter(trial_key(r) for r in records)
    assert len(records) == 16 and max(keys.values()) == 1
    assert Counter(r["solve_mode"] for r in records) == {"one-shot": 8, "interactive": 8}
    assert Counter(r["size"] for r in records) == {5: 8, 7: 8}
    assert all(r["status"] == "ok" and r["solve"]["success"] for r in records)


def test_record_problems_check_the_strict_reading_when_present():
    solve = {"success": True, "moves": 3, "optimal_moves": 3, "strict": False}
    assert record_problems(_record(solve={**solve, "strict_reason": "format"})) == []
    assert record_problems(_record(solve={k: v for k, v in solve.items() if k != "strict"})) == []
    problems = record_problems(_record(solve={**solve, "strict": "yes", "strict_reason": 3}))
    assert any("solve.strict=" in p for p in problems), problems
    assert any("solve.strict_reason=" in p for p in problems), problems

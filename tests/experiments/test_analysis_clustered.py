"""Repeated measures and agents kept apart: ``experiments.analysis.clustered`` and the report.

The simulation plants strong per-maze effects and no shape effect: the clustered test must hold
its size while the test that counts every trial as independent does not. The Simpson folder
is built so that pooling two agents reverses the shape ranking each agent shows on its own.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pandas")
pytest.importorskip("statsmodels")
pytest.importorskip("matplotlib")

import pandas as pd

from experiments.analysis import analyze
from experiments.analysis.clustered import (
    cluster_level_test,
    clustered_rate,
    clusters_needed,
    contrast_effects,
    gee_term_test,
)
from experiments.analysis.stats import NotComputable, chi_square_independence
from experiments.testing.null_studies import null_human_study, null_shape_study
from tests.experiments.test_analysis_report import fast_figures, write_run  # noqa: F401 (autouse)


@pytest.mark.slow
def test_clustered_shape_test_holds_its_size_where_the_independent_test_does_not() -> None:
    rng = np.random.default_rng(0)
    reps = 120
    gee_hits, chi_hits, fitted = 0, 0, 0
    for _ in range(reps):
        frame = null_shape_study(rng)
        table = pd.crosstab(frame["shape"], frame["y"]).to_numpy().tolist()
        chi_hits += chi_square_independence(table).p_value < 0.05
        try:
            test = gee_term_test(frame, "y ~ C(shape) + C(encoding)", "C(shape)", "cluster")
        except NotComputable:  # a shape whose mazes all failed: the report falls back
            test = cluster_level_test(frame, "y", "shape", "cluster")
        fitted += 1
        gee_hits += test.p_value < 0.05
    assert fitted == reps
    assert gee_hits / reps <= 0.06, f"clustered false-positive rate {gee_hits / reps:.3f}"
    assert chi_hits / reps >= 0.25, f"independent-trials false-positive rate {chi_hits / reps:.3f}"


@pytest.mark.slow
def test_the_human_shape_test_clusters_by_participant_and_maze_at_once() -> None:
    # Strong per-participant skill AND per-maze difficulty, crossed as the human study's
    # schedule crosses them, and no shape effect: the two-way test holds its size, the test
    # clustered by participant alone (shape is a property of the maze) is far above.
    rng = np.random.default_rng(1)
    reps = 120
    crossed_hits = participant_hits = 0
    for _ in range(reps):
        frame = null_human_study(rng)
        formula = "y ~ C(shape) + C(encoding)"
        try:
            test = gee_term_test(
                frame, formula, "C(shape)", "cluster", "shape", "participants",
                crossed="maze_cluster",
            )  # fmt: skip
        except NotComputable:  # a shape whose mazes all failed: the report falls back
            test = cluster_level_test(frame, "y", "shape", "maze_cluster", "mazes")
        assert test.test.startswith(
            "logistic, two-way cluster-robust (bias-reduced) (participants × mazes"
        ) or test.test.startswith("Kruskal")
        crossed_hits += test.p_value < 0.05
        alone = gee_term_test(frame, formula, "C(shape)", "cluster", "shape", "participants")
        participant_hits += alone.p_value < 0.05
    assert crossed_hits / reps <= 0.06, f"two-way false-positive rate {crossed_hits / reps:.3f}"
    assert participant_hits / reps >= 0.3, f"by participant {participant_hits / reps:.3f}"


def test_nested_groupings_cluster_by_the_coarser_one() -> None:
    # Each participant played mazes no one else played: the maze nests in the participant,
    # so the GEE clusters by participant and no two-way fit is needed.
    rng = np.random.default_rng(5)
    rows = [
        (f"s{k % 3}", f"participant {n}", f"maze {n}-{k}", int(rng.random() < 0.5))
        for n in range(10)
        for k in range(6)
    ]
    frame = pd.DataFrame(rows, columns=["shape", "cluster", "maze_cluster", "y"])
    test = gee_term_test(frame, "y ~ C(shape)", "C(shape)", "cluster", "shape", "participants",
                         crossed="maze_cluster")  # fmt: skip
    assert test.test.startswith("GEE") and test.unit == "trials in 10 participants"
    # Twelve mazes shared out in turn (as the human study's schedule does): crossed, so the
    # two-way fit, which names both groupings.
    shared = frame.assign(
        maze_cluster=[f"maze {(6 * n + k) % 12}" for n in range(10) for k in range(6)],
        shape=[f"s{(6 * n + k) % 12 % 3}" for n in range(10) for k in range(6)],
    )
    test = gee_term_test(shared, "y ~ C(shape)", "C(shape)", "cluster", "shape", "participants",
                         crossed="maze_cluster")  # fmt: skip
    assert test.test.startswith("logistic, two-way") and test.statistic_name == "F"
    assert test.unit == "trials in 10 participants × 12 mazes" and test.df == 2
    assert 0.0 <= test.p_value <= 1.0


def test_clustered_rate_counts_a_repeated_trial_once() -> None:
    outcomes = [1.0] * 12 + [0.0] * 8
    alone = clustered_rate(pd.Series(outcomes), pd.Series([f"m{i}" for i in range(20)]))
    assert alone.design_effect == 1.0 and alone.clusters == 20
    from envs.stats import wilson_interval

    assert (alone.low, alone.high) == pytest.approx(wilson_interval(12, 20))
    # Every trial played four times with the same outcome: no new information, same width.
    repeated = clustered_rate(
        pd.Series([y for y in outcomes for _ in range(4)]),
        pd.Series([f"m{i}" for i in range(20) for _ in range(4)]),
    )
    assert repeated.n == 80 and repeated.clusters == 20 and repeated.design_effect > 3.5
    naive = wilson_interval(48, 80)
    assert repeated.high - repeated.low > 1.5 * (naive[1] - naive[0])
    assert repeated.high - repeated.low == pytest.approx(alone.high - alone.low, abs=0.02)


def test_clustered_rate_without_variance_uses_the_cluster_count() -> None:
    rate = clustered_rate(pd.Series([1.0] * 12), pd.Series(["a", "b", "c"] * 4))
    from envs.stats import wilson_interval

    assert rate.rate == 1.0 and (rate.low, rate.high) == pytest.approx(wilson_interval(3, 3))


def test_contrast_effects_widen_with_repeats_and_keep_their_sign() -> None:
    a = [1.0] * 15 + [0.0] * 5
    b = [1.0] * 6 + [0.0] * 14
    keys_a = [f"a{i}" for i in range(20)]
    keys_b = [f"b{i}" for i in range(20)]
    one = contrast_effects(pd.Series(a), pd.Series(keys_a), pd.Series(b), pd.Series(keys_b))
    assert one.risk_difference == pytest.approx(0.45)
    assert 0 < one.rd_low < 0.45 < one.rd_high
    assert one.or_low > 1 and one.odds_ratio == pytest.approx((15.5 / 5.5) / (6.5 / 14.5))
    four = contrast_effects(
        pd.Series([y for y in a for _ in range(4)]),
        pd.Series([k for k in keys_a for _ in range(4)]),
        pd.Series([y for y in b for _ in range(4)]),
        pd.Series([k for k in keys_b for _ in range(4)]),
    )
    # Four plays per maze carry the information of about one: intervals do not shrink by half.
    assert (four.rd_high - four.rd_low) > 0.9 * (one.rd_high - one.rd_low)
    with pytest.raises(NotComputable, match="no trials"):
        contrast_effects(pd.Series([], dtype=float), pd.Series([], dtype=object), pd.Series(b),
                         pd.Series(keys_b))  # fmt: skip


def test_clusters_needed_matches_the_textbook_and_checks_its_arguments() -> None:
    # Fleiss without continuity correction: 0.5 vs 0.3 needs 93 trials per group.
    assert clusters_needed(0.5, 0.3, 1.0, 1.0) in (93, 94)
    assert clusters_needed(0.5, 0.3, 2.0, 4.0) == math.ceil(clusters_needed(0.5, 0.3, 1.0, 1.0) / 2)
    with pytest.raises(ValueError, match=r"p1=1\.5"):
        clusters_needed(1.5, 0.3, 1.0, 1.0)
    with pytest.raises(ValueError, match=r"design_effect=0\.5"):
        clusters_needed(0.5, 0.3, 0.5, 1.0)
    with pytest.raises(NotComputable, match="equal"):
        clusters_needed(0.4, 0.4, 1.0, 1.0)


def test_gee_states_why_it_cannot_fit() -> None:
    frame = pd.DataFrame(
        {"y": [1] * 20, "shape": ["a", "b"] * 10, "cluster": [f"m{i}" for i in range(20)]}
    )
    with pytest.raises(NotComputable, match="every trial succeeded"):
        gee_term_test(frame, "y ~ C(shape)", "C(shape)", "cluster")
    few = frame.assign(y=[0, 1] * 10, cluster=["m1", "m2"] * 10)
    with pytest.raises(NotComputable, match="2 clusters"):
        gee_term_test(few, "y ~ C(shape)", "C(shape)", "cluster")


# --- the report never pools agents ---------------------------------------------------------------


def _record(model: str, shape: str, index: int, success: bool) -> dict[str, Any]:
    return {
        "schema": 1, "task": "maze_nav", "run_id": f"run-{model}", "model": model,
        "encoding": "grid", "size": 5, "shape": shape, "difficulty": None, "maze_index": index,
        "maze_id": f"{shape}-{model}-{index}", "maze_file": None, "trial": 0, "status": "ok",
        "error": None,
        "solve": {"success": success, "failure": None if success else "max_steps",
                  "invalid_reason": None, "moves": 6 if success else 16, "optimal_moves": 6,
                  "valid_moves": 6 if success else 16, "validity_rate": 1.0},
        "recognize": None, "generate": None, "package_version": "0.1.0",
    }  # fmt: skip


def _simpson_records() -> list[dict[str, Any]]:
    """Within each agent spiral beats square; pooled, square (64%) beats spiral (36%)."""
    plan = {  # (agent, shape): (mazes, successes)
        ("strong", "square"): (20, 16), ("strong", "spiral"): (5, 5),
        ("weak", "square"): (5, 0), ("weak", "spiral"): (20, 4),
    }  # fmt: skip
    return [
        _record(agent, shape, i, i < wins)
        for (agent, shape), (mazes, wins) in plan.items()
        for i in range(mazes)
    ]


def test_a_folder_where_pooling_reverses_the_shape_effect_is_never_pooled(tmp_path: Path) -> None:
    records = _simpson_records()
    pooled = {
        s: sum(r["solve"]["success"] for r in records if r["shape"] == s) / 25
        for s in ("square", "spiral")
    }
    assert pooled["square"] > pooled["spiral"]  # the trap is set
    run_dir = write_run(tmp_path / "run", records, {"package_version": "0.1.0"})
    report = analyze(
        [run_dir], tmp_path / "report", model_order=["weak", "strong"], figure_format="none"
    )
    text = report.path.read_text(encoding="utf-8")
    assert not [s for s in report.skipped if "internal error" in s[1]]
    assert "all models" not in text
    assert "64.0%" not in text and "36.0%" not in text  # no pooled shape rate anywhere
    h2 = text[text.index("## 6. H2") : text.index("## 7. H3")]
    assert h2.count("- Observed easy→hard: spiral, square.") == 2  # each agent on its own
    assert "Observed easy→hard: square, spiral" not in text
    # The cross-model comparison is a regression with a model term (or names why it is not).
    assert "shape with a model term" in h2
    # Moves per successful solve, by shape: one row per agent and shape, never pooled.
    solving = text[text.index("## 2.") : text.index("## 3.")]
    assert "| strong | square |" in solving and "| weak | spiral |" in solving


def test_repeated_plays_of_a_maze_switch_h1_to_the_clustered_test() -> None:
    from experiments.analysis.frame import maze_frame
    from experiments.analysis.hypotheses import compare_encodings
    from tests.experiments.test_analysis_report import make_records

    records = make_records(
        np.random.default_rng(3),
        mazes_per_shape=6,
        p_solve=lambda m, e, s: 0.8 if e == "matrix" else 0.4,
    )
    once = compare_encodings(maze_frame(records), "solve", "matrix", "coord_list")
    assert once.test.test.startswith("McNemar") and once.test.unit == "pairs"
    again = [{**r, "trial": 1} for r in records]
    twice = compare_encodings(maze_frame(records + again), "solve", "matrix", "coord_list")
    assert twice.test.test.startswith("GEE") and twice.test.unit == "trials in 36 mazes"
    assert twice.rate_a > twice.rate_b and twice.test.n == 2 * len(records)


def test_people_cluster_by_participant_and_models_by_maze() -> None:
    from experiments.analysis.frame import HUMAN_MODEL, cluster_key
    from experiments.human import HUMAN_MODEL as STUDY_HUMAN_MODEL

    assert HUMAN_MODEL == STUDY_HUMAN_MODEL
    assert cluster_key({"model": "human", "trial": 7, "maze_id": "Z-1"}) == "participant 7"
    assert cluster_key({"model": "oracle", "trial": 0, "maze_id": "Z-1"}) == "maze Z-1"
    assert cluster_key({"model": "oracle", "trial": 0, "maze_id": None}) is None


def test_every_phase_table_and_figure_is_per_model(tmp_path: Path) -> None:
    from tests.experiments.test_analysis_report import make_records

    records = make_records(np.random.default_rng(4), models=("a", "b"), mazes_per_shape=3)
    run_dir = write_run(tmp_path / "run", records, {"package_version": "0.1.0"})
    report = analyze([run_dir], tmp_path / "report", model_order=["a", "b"])
    text = report.path.read_text(encoding="utf-8")
    assert "all models" not in text and "| all | all |" not in text
    for model in ("a", "b"):
        assert f"### Confusion matrix of {model} " in text
        assert f"figures/03_confusion_{model}.png" in text
    names = {p.name for p in report.figures}
    assert "03_confusion.png" not in names
    phi = text[text.index("### Phase correlations") : text.index("### Interaction effects")]
    assert {line.split(" | ")[0] for line in phi.splitlines() if line.startswith("| ")} <= {
        "| model",
        "| a",
        "| b",
        "|---|---|---|---|---|---|---|",
    }


def test_repeated_trials_get_cluster_robust_intervals_in_the_report(tmp_path: Path) -> None:
    from tests.experiments.test_analysis_report import make_records

    records = make_records(np.random.default_rng(8), encodings=("matrix",), mazes_per_shape=4)
    again = [{**r, "trial": 1} for r in records]  # every maze played twice, same outcome
    run_dir = write_run(tmp_path / "run", records + again, {"package_version": "0.1.0"})
    report = analyze([run_dir], tmp_path / "report", figure_format="none")
    text = report.path.read_text(encoding="utf-8")
    rates = text[text.index("## 1.") : text.index("## 2.")]
    assert "(n=48 in 24 clusters)" in rates  # all shapes: 48 trials, 24 mazes
    assert "(24 clusters)" in report.headline
    solved = sum(r["solve"]["success"] for r in records)
    from envs.stats import wilson_interval

    naive_low, _ = wilson_interval(2 * solved, 48)
    shown = re.search(r"\[(\d+\.\d)–(\d+\.\d)\] \(n=48 in 24 clusters\)", rates)
    assert shown is not None and float(shown.group(1)) < 100 * naive_low - 1
    # summary.csv carries the same cluster-robust intervals, not Wilson's on every trial.
    import csv

    with report.summary_csv.open(encoding="utf-8") as handle:
        rows = [r for r in csv.DictReader(handle) if r["phase"] == "solve"]
    assert len(rows) == 6 and all(r["n"] == "8" for r in rows)  # 4 mazes × 2 plays per shape
    for row in rows:
        plays = [r for r in records + again if r["shape"] == row["shape"]]
        wins = sum(r["solve"]["success"] for r in plays)
        robust = clustered_rate(
            pd.Series([float(r["solve"]["success"]) for r in plays]),
            pd.Series([r["maze_id"] for r in plays]),
        )
        assert (float(row["ci_low"]), float(row["ci_high"])) == pytest.approx(
            (robust.low, robust.high), abs=1e-6
        )
        naive = wilson_interval(wins, 8)
        assert float(row["ci_high"]) - float(row["ci_low"]) > naive[1] - naive[0] + 0.05


def test_a_rate_over_crossed_participants_and_mazes_is_widened_by_both() -> None:
    # Every maze's outcome is the same for everyone (all the variance is the maze's): the
    # participant-clustered interval is as narrow as independent trials; the crossed one
    # counts the mazes.
    outcomes, people, mazes = [], [], []
    for n in range(20):
        for k in range(10):
            j = (10 * n + k) % 40
            outcomes.append(float(j % 2))
            people.append(f"participant {n}")
            mazes.append(f"maze {j}")
    by_person = clustered_rate(pd.Series(outcomes), pd.Series(people))
    both = clustered_rate(pd.Series(outcomes), pd.Series(people), pd.Series(mazes))
    assert both.clusters == 20 and both.crossed_clusters == 40 and by_person.crossed_clusters == 0
    assert both.high - both.low > 2 * (by_person.high - by_person.low)
    assert both.high - both.low == pytest.approx(
        clustered_rate(pd.Series(outcomes), pd.Series(mazes)).high
        - clustered_rate(pd.Series(outcomes), pd.Series(mazes)).low,
        abs=0.01,
    )
    # A model's trials: the two groupings are the same, so the rate is the one-way one.
    same = clustered_rate(pd.Series(outcomes), pd.Series(mazes), pd.Series(mazes))
    assert same.crossed_clusters == 0 and same.clusters == 40


def test_probes_never_pool_agents_whose_shapes_differ(tmp_path: Path) -> None:
    # Agent "strong" played squares only, "weak" spirals only, and their hidden states sit
    # apart: pooled, a probe "reads the shape" perfectly (it reads the agent); within each
    # agent there is one shape, so nothing to probe.
    from experiments.analysis.inspection import probing_lines
    from experiments.maze.activations import save
    from experiments.maze.inspection import ActivationRows

    rng = np.random.default_rng(6)
    run_dir = tmp_path / "run"
    records = []
    for agent, shape, offset in (("strong", "square", 5.0), ("weak", "spiral", -5.0)):
        for i in range(6):
            rows = ActivationRows(layers=(0,))
            for step in range(4):
                rows.add("solve", step, (step % 5, i % 5), 1, offset + rng.normal(size=(1, 8)))
            record = _record(agent, shape, i, True)
            path = run_dir / "activations" / f"{agent}-{i}.npz"
            record["activations"] = save(path, rows, [agent, i], run_dir)
            records.append(record)
    write_run(run_dir, records, {"package_version": "0.1.0"})
    from experiments.analysis.inspection import collect, probe_accuracy

    buckets = [layers[0] for layers in collect([run_dir]).values()]
    pooled_x = np.concatenate([np.stack(b["x"]) for b in buckets])
    pooled_shapes = [s for b in buckets for s in b["shape"]]
    pooled_groups = [g for b in buckets for g in b["group"]]
    assert probe_accuracy(pooled_x, pooled_shapes, pooled_groups)[0] > 0.9  # the trap is set
    lines, figures = probing_lines([run_dir], tmp_path / "figures" / "15_probe_accuracy.png")
    text = "\n".join(lines)
    assert "**strong**" in text and "**weak**" in text
    tables = [line.split(" | ") for line in lines if line.startswith("| 0 |")]
    assert [cells[1] for cells in tables] == ["24", "24"]  # each agent's 6 mazes × 4 steps
    assert all(cells[2].startswith("one label only") for cells in tables)
    assert "| 0 | 48 |" not in text  # no table over both agents' 48 rows
    names = sorted(p.name for p, _ in figures)
    assert names == ["15_probe_accuracy_strong.png", "15_probe_accuracy_weak.png"]
    assert [c for _, c in figures] == [
        "linear probes of strong",
        "linear probes of weak",
    ]


def test_the_report_clusters_people_by_participant_and_maze(tmp_path: Path) -> None:
    # Ten participants, each playing six of twelve shared mazes in the schedule's order.
    rng = np.random.default_rng(9)
    records = []
    for n in range(10):
        skill = rng.normal(0.0, 1.0)
        for k in range(6):
            j = (6 * n + k) % 12
            shape = ("square", "spiral")[j % 2]
            record = _record("human", shape, j, bool(rng.random() < 1 / (1 + math.exp(-skill))))
            records.append({**record, "maze_id": f"{shape}-{j}", "trial": n})
    run_dir = write_run(tmp_path / "run", records, {"package_version": "0.1.0"})
    report = analyze([run_dir], tmp_path / "report", figure_format="none")
    text = report.path.read_text(encoding="utf-8")
    assert not [s for s in report.skipped if "internal error" in s[1]]
    h2 = text[text.index("## 6. H2") : text.index("## 7. H3")]
    assert "two-way cluster-robust (bias-reduced) (participants × mazes" in h2
    assert "n = 60 trials in 10 participants × 12 mazes" in h2
    # The power line counts mazes (a shape is a property of the maze), six a shape here.
    power = h2[h2.index("Power: to detect") :].splitlines()[0]
    assert (
        "mazes per shape are needed" in power and "5.0 trials per maze; the data have 6." in power
    )
    rates = text[text.index("## 1.") : text.index("## 2.")]
    assert "(n=60 in 10 × 12 clusters)" in rates


def test_effect_intervals_for_people_cluster_by_participant_and_maze() -> None:
    # No shape effect, strong per-maze and per-participant effects, as the human study's
    # schedule crosses them: the two-way interval for s0 - s1 holds the true 0 about as often as
    # a 95% interval should (93% over 400 studies, with six mazes a shape); the one clustered
    # by participant alone is too narrow (80%).
    rng = np.random.default_rng(7)
    reps, crossed_cover, alone_cover, wider = 200, 0, 0, 0
    for _ in range(reps):
        frame = null_human_study(rng)
        a, b = frame[frame["shape"] == "s0"], frame[frame["shape"] == "s1"]
        both = contrast_effects(
            a["y"], a["cluster"], b["y"], b["cluster"], a["maze_cluster"], b["maze_cluster"]
        )
        alone = contrast_effects(a["y"], a["cluster"], b["y"], b["cluster"])
        crossed_cover += both.rd_low <= 0.0 <= both.rd_high
        alone_cover += alone.rd_low <= 0.0 <= alone.rd_high
        wider += (both.rd_high - both.rd_low) >= (alone.rd_high - alone.rd_low) - 1e-12
    assert wider == reps  # never narrower than either one-way interval
    assert crossed_cover / reps >= 0.88, f"two-way coverage {crossed_cover / reps:.3f}"
    assert alone_cover / reps <= 0.86, f"by participant alone {alone_cover / reps:.3f}"


def test_effect_intervals_with_a_nested_second_grouping_are_the_one_way_ones() -> None:
    # A model's trials: the maze is the cluster, so the second key adds nothing.
    ys = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1]
    keys = [f"maze {k // 2}" for k in range(12)]
    plain = contrast_effects(ys[:6], keys[:6], ys[6:], keys[6:])
    nested = contrast_effects(ys[:6], keys[:6], ys[6:], keys[6:], keys[:6], keys[6:])
    assert nested == plain
    # Each maze in a cluster of its own pair: the mazes nest in the pairs, which cluster alone.
    pairs = [f"pair {k // 4}" for k in range(12)]
    coarse = contrast_effects(ys[:6], pairs[:6], ys[6:], pairs[6:])
    assert contrast_effects(ys[:6], keys[:6], ys[6:], keys[6:], pairs[:6], pairs[6:]) == coarse

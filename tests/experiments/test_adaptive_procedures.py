"""Adaptive procedures and threshold fits, against synthetic agents with known curves."""

from __future__ import annotations

import numpy as np
import pytest

from experiments.adaptive.procedures import (
    PROCEDURES,
    QuestPlus,
    Staircase,
    make_procedure,
    replay,
)
from experiments.adaptive.psychometric import (
    TARGET,
    fit_threshold,
    success_rate,
    threshold_of,
)
from experiments.adaptive.resample import resampler, staircase
from experiments.adaptive.simulate import SyntheticAgent, estimate, run_adaptive, run_fixed

LEVELS = 12
BOOT_SEEDS, BOOT = 100, 100


def test_staircase_is_one_up_two_down_after_a_quick_start():
    s = Staircase(LEVELS)
    seen = []
    for success in (True, True, True, False, True, True, True, False, False):
        level = s.next_level()
        seen.append(level)
        s.update(level, success)
    # climbs one per success until the first failure, then two in a row up, one failure down
    assert seen == [0, 1, 2, 3, 2, 2, 3, 3, 2]
    assert s.next_level() == 1 and s.reversals >= 2


def test_staircase_stays_on_the_ladder():
    s = Staircase(3)
    for _ in range(10):
        s.update(s.next_level(), True)
    assert s.next_level() == 2
    for _ in range(10):
        s.update(s.next_level(), False)
    assert s.next_level() == 0


def test_replay_restores_a_procedures_state():
    levels, outcomes = run_adaptive("staircase", SyntheticAgent(), 25, LEVELS, seed=4)
    fresh = replay(
        make_procedure("staircase", LEVELS), zip(levels[:-1], outcomes[:-1], strict=True)
    )
    assert fresh.next_level() == levels[-1]


def test_quest_replays_the_same_levels_and_moves_toward_threshold():
    agent = SyntheticAgent(midpoint=4.0, slope=1.5)
    levels, outcomes = run_adaptive("quest", agent, 20, LEVELS, seed=1)
    again = replay(QuestPlus(LEVELS), zip(levels[:10], outcomes[:10], strict=True))
    assert again.next_level() == levels[10]
    assert all(0 <= v < LEVELS for v in levels)
    assert abs(np.mean(levels[-8:]) - agent.threshold()) < 3


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: make_procedure("bisect", LEVELS), r"adaptive='bisect' is not a procedure"),
        (lambda: Staircase(1), r"num_levels=1 is not allowed; allowed: an integer >= 2"),
        (lambda: Staircase(4, start=4), r"start=4 is off the ladder; allowed: 0 to 3"),
        (lambda: fit_threshold([], [], LEVELS), r"levels=\[\] has no trials"),
        (lambda: fit_threshold([0, 12], [True, False], LEVELS), r"levels=\[0, 12\]"),
        (lambda: fit_threshold([0], [True, False], LEVELS), "differ in length"),
        (lambda: fit_threshold([0], [True], LEVELS, target=0.95), "target=0.95"),
        (lambda: fit_threshold([0], [True], LEVELS, n_boot=-1), r"n_boot=-1 is not allowed"),
        (lambda: fit_threshold([0], [True], LEVELS, bridge=0.5), r"bridge=0.5 is not allowed"),
        (lambda: resampler("bisect", 10, LEVELS), r"procedure='bisect' is not known"),
        (lambda: staircase(0, LEVELS), r"trials=0 is not allowed; allowed: an integer >= 1"),
    ],
)
def test_bad_arguments_are_named(call, match):
    with pytest.raises(ValueError, match=match):
        call()


def test_threshold_is_where_the_curve_crosses_the_target():
    t = float(threshold_of(5.0, 1.3, 0.05))
    assert success_rate(t, 5.0, 1.3, 0.05) == pytest.approx(TARGET)
    assert SyntheticAgent(5.0, 1.3, 0.05).threshold() == pytest.approx(t)
    assert np.isnan(threshold_of(5.0, 1.0, 0.5))  # the curve never reaches 70.7%


def test_fit_recovers_a_known_curve_from_many_trials():
    agent = SyntheticAgent(midpoint=6.0, slope=1.2, lapse=0.05)
    levels, outcomes = run_fixed(agent, per_level=150, num_levels=LEVELS, seed=0)
    fit = fit_threshold(levels, outcomes, LEVELS, n_boot=50, seed=3)
    assert fit.threshold == pytest.approx(agent.threshold(), abs=0.25)
    assert fit.covers(agent.threshold()) and fit.width < 1.0
    assert fit.boot_low < fit.threshold < fit.boot_high and fit.boot_width < 1.0
    assert fit.boot_covers(agent.threshold())
    again = fit_threshold(levels, outcomes, LEVELS, n_boot=50, seed=3)
    assert again == fit  # seeded: the same trials and seed, the same interval
    assert fit_threshold(levels, outcomes, LEVELS, n_boot=50, seed=4) != fit


def test_staircase_rerun_follows_the_staircase_rules():
    """The vectorised re-run takes the same levels as the Staircase class on the same draws."""
    rate = SyntheticAgent(5.5, 1.0, 0.02).rate(np.arange(LEVELS))
    n, k = staircase(30, LEVELS)(rate, 5, np.random.default_rng(7))
    draws = np.random.default_rng(7).random((30, 5))
    for b in range(5):
        s, seen, wins = Staircase(LEVELS), np.zeros(LEVELS), np.zeros(LEVELS)
        for t in range(30):
            level, ok = s.next_level(), bool(draws[t, b] < rate[s.next_level()])
            s.update(level, ok)
            seen[level] += 1
            wins[level] += ok
        assert n[b].tolist() == seen.tolist() and k[b].tolist() == wins.tolist()


def test_bootstrap_ci_is_seeded_and_bridging_only_widens_it():
    levels, outcomes = run_adaptive("staircase", SyntheticAgent(), 60, LEVELS, seed=5)
    draw = resampler("staircase", 60, LEVELS)
    fit = fit_threshold(levels, outcomes, LEVELS, n_boot=40, seed=1, resample=draw)
    assert fit == fit_threshold(levels, outcomes, LEVELS, n_boot=40, seed=1, resample=draw)
    plain = fit_threshold(levels, outcomes, LEVELS, n_boot=40, seed=1, resample=draw, bridge=None)
    # the first set is the same draw; the shallower curve's set can only push the ends out
    assert fit.boot_low <= plain.boot_low <= fit.threshold <= plain.boot_high <= fit.boot_high
    assert fit.boot_width > plain.boot_width
    assert resampler("quest", 60, LEVELS) is None  # QUEST+: outcomes redrawn at the levels run
    # a chain that never failed: censored, no bootstrap CI (it would be a point at the edge)
    solved = fit_threshold([0, 1, 2, 3], [True] * 4, LEVELS, n_boot=20, resample=draw)
    assert solved.censored == "above" and np.isnan(solved.boot_low) and not solved.boot_covers(3)


AGENTS = [SyntheticAgent(5.5, 1.0, 0.02), SyntheticAgent(3.5, 2.5, 0.05)]


@pytest.mark.slow  # 100 fits, each refitting 2 x 100 re-run staircases: ~2 s an agent
@pytest.mark.parametrize("agent", AGENTS)
def test_staircase_threshold_is_within_its_bootstrap_ci_in_95_percent_of_seeds(agent):
    """The Done-when check: BOOT_SEEDS seeded staircase runs of 60 trials against a known
    curve, each with the report's bootstrap CI (re-run staircases, bridging; fewer data sets
    than the report's 200 to keep it fast)."""
    truth = agent.threshold()
    fits = [
        estimate(*run_adaptive("staircase", agent, 60, LEVELS, s), LEVELS, s, BOOT, "staircase")
        for s in range(BOOT_SEEDS)
    ]
    coverage = np.mean([f.boot_covers(truth) for f in fits])
    assert coverage >= 0.95, coverage


def _own_threshold(trials: np.ndarray, wins: np.ndarray) -> float:
    """``fit_threshold`` of one data set given as per-level counts."""
    levels = np.repeat(np.arange(LEVELS), trials)
    outcomes = np.concatenate([np.arange(t) < w for t, w in zip(trials, wins, strict=True)])
    return fit_threshold(levels, outcomes, LEVELS).threshold


@pytest.mark.parametrize("separated", [False, True], ids=["drawn", "separated"])
def test_each_bootstrap_refit_is_the_data_sets_own_fit_ties_included(separated):
    """The bootstrap refits all its data sets at once; each must pick the grid point that
    ``fit_threshold`` picks for that data set alone, so the interval is the percentiles of the
    data sets' own thresholds. Separated outcomes (successes only below an untried gap,
    failures only above it) tie across the gap: there the median-threshold tied point must be
    picked."""
    rng = np.random.default_rng(7)
    n = rng.integers(1, 6, size=(40, LEVELS))
    if separated:  # successes at one level, failures at another: half low, half high
        rows = np.arange(40)
        easy, hard = np.where(rows < 20, 2, 4), np.where(rows < 20, 7, 10)
        n = np.zeros((40, LEVELS), dtype=np.int64)
        n[rows, easy], n[rows, hard] = rng.integers(1, 6, 40), rng.integers(1, 6, 40)
        k = np.where(np.arange(LEVELS) == easy[:, None], n, 0)
    else:
        k = rng.binomial(n, success_rate(np.arange(LEVELS), 5.0, 1.0, 0.02))

    def fixed(rate, n_boot, draw_rng):
        return n.astype(float), k.astype(float)

    levels, outcomes = run_adaptive("staircase", SyntheticAgent(), 60, LEVELS, seed=5)
    fit = fit_threshold(levels, outcomes, LEVELS, n_boot=40, resample=fixed, bridge=None)
    own = [_own_threshold(trials, wins) for trials, wins in zip(n, k, strict=True)]
    low, high = np.nanquantile(own, [0.025, 0.975])
    assert fit.boot_low == pytest.approx(min(low, fit.threshold), abs=1e-9)
    assert fit.boot_high == pytest.approx(max(high, fit.threshold), abs=1e-9)


@pytest.mark.parametrize("agent", AGENTS)
def test_staircase_threshold_is_within_its_credible_interval_in_95_percent_of_seeds(agent):
    """The same check for the credible interval beside it: 200 seeded runs."""
    truth = agent.threshold()
    hits = [
        estimate(*run_adaptive("staircase", agent, 60, LEVELS, seed), LEVELS).covers(truth)
        for seed in range(200)
    ]
    assert np.mean(hits) >= 0.95, np.mean(hits)


def test_procedures_are_registered_by_their_cli_names():
    assert set(PROCEDURES) == {"staircase", "quest"}
    assert all(make_procedure(name, LEVELS).name == name for name in PROCEDURES)


def _record(level: int, success: bool | None) -> dict:
    if success is None:
        return {"status": "error", "level": level, "solve": None}
    return {"status": "ok", "level": level, "solve": {"success": success}}


@pytest.mark.parametrize("retry_errors", [True, False])
def test_chain_planner_replays_records_and_waits_on_an_error(retry_errors):
    from experiments.adaptive.chains import ChainPlanner, Step, solve_outcome

    planner = ChainPlanner("staircase", LEVELS, 6, retry_errors, solve_outcome)
    assert planner.steps("c", {}) == [Step(0, 0)]
    records = {0: _record(0, True), 1: _record(1, True), 2: _record(2, None)}
    steps = planner.steps("c", records)
    if retry_errors:  # the error is planned again, at its level, and nothing after it
        assert steps == [Step(0, 0), Step(1, 1), Step(2, 2)]
    else:  # it keeps its place without an outcome; the chain goes on from level 2
        assert steps == [Step(0, 0), Step(1, 1), Step(2, 2), Step(3, 2)]
    records[2] = _record(2, False)
    assert planner.steps("c", records)[-1] == Step(3, 1)  # the failure steps down
    full = {i: _record(0, False) for i in range(6)}
    assert len(planner.steps("c", full)) == 6  # the budget is spent: nothing new

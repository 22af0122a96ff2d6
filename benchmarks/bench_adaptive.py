"""Trials the adaptive procedures need beside the fixed plan, for the same threshold precision.

Synthetic agents with known psychometric curves (:class:`experiments.adaptive.simulate.SyntheticAgent`)
on the 12-level ladder. For each agent and procedure (``staircase``, ``quest``) the procedure runs
``--trials`` trials per seed and the threshold is fitted (:func:`~experiments.adaptive.psychometric.fit_threshold`):
its median credible-interval width, its coverage of the true threshold (the share of seeds whose
interval holds it) and, beside it, the parametric bootstrap's coverage. Then the fixed plan (the
same number of trials at every level, as the maze study's fixed grid) is grown one trial per
level at a time until its median width is no wider than the adaptive one's: that plan's trial
count is printed next to the adaptive count, with their ratio.

    python benchmarks/bench_adaptive.py [--seeds 100] [--trials 60] [--quest-seeds 30]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from envs.maze_nav.ladder import NUM_MAZE_LEVELS
from experiments.adaptive.simulate import SyntheticAgent, estimate, run_adaptive, run_fixed

AGENTS = (
    SyntheticAgent(5.5, 1.0, 0.02),
    SyntheticAgent(3.5, 2.5, 0.05),
    SyntheticAgent(8.0, 0.6, 0.0),
)


def measure(runs, truth: float, n_boot: int) -> tuple[float, float, float]:
    """Median width, credible coverage, bootstrap coverage over ``runs`` (levels, outcomes)."""
    fits = [estimate(lv, ok, NUM_MAZE_LEVELS, seed, n_boot) for seed, (lv, ok) in enumerate(runs)]
    width = float(np.median([f.width for f in fits]))
    cover = float(np.mean([f.covers(truth) for f in fits]))
    boot = float(np.mean([f.boot_low <= truth <= f.boot_high for f in fits]))
    return width, cover, boot


def fixed_trials_for(agent: SyntheticAgent, width: float, seeds: int) -> tuple[int, float]:
    """The smallest fixed plan (trials per level x levels) whose median width <= ``width``."""
    truth = agent.threshold()
    for per_level in range(1, 200):
        runs = [run_fixed(agent, per_level, NUM_MAZE_LEVELS, s) for s in range(seeds)]
        w, _, _ = measure(runs, truth, 0)
        if w <= width:
            return per_level * NUM_MAZE_LEVELS, w
    return -1, float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--quest-seeds", type=int, default=30)
    parser.add_argument("--trials", type=int, default=60)
    parser.add_argument("--boot", type=int, default=200, help="parametric bootstrap data sets")
    args = parser.parse_args()
    print(
        f"{'agent (midpoint, slope, lapse)':31s} {'proc':9s} {'truth':>5s} {'trials':>6s} "
        f"{'width':>5s} {'cover':>5s} {'boot':>5s} {'fixed':>6s} {'f.width':>7s} {'x':>5s}"
    )
    for agent in AGENTS:
        truth = agent.threshold()
        for procedure, seeds in (("staircase", args.seeds), ("quest", args.quest_seeds)):
            started = time.monotonic()
            runs = [
                run_adaptive(procedure, agent, args.trials, NUM_MAZE_LEVELS, s)
                for s in range(seeds)
            ]
            width, cover, boot = measure(runs, truth, args.boot)
            fixed, fixed_width = fixed_trials_for(agent, width, seeds)
            name = f"({agent.midpoint}, {agent.slope}, {agent.lapse})"
            print(
                f"{name:31s} {procedure:9s} {truth:5.2f} {args.trials:6d} {width:5.2f} "
                f"{cover:5.0%} {boot:5.0%} {fixed:6d} {fixed_width:7.2f} "
                f"{fixed / args.trials:5.1f}  ({time.monotonic() - started:.1f} s, {seeds} seeds)"
            )


if __name__ == "__main__":
    main()

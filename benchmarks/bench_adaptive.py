"""Trials the adaptive procedures need beside the fixed plan, for the same threshold precision.

Synthetic agents with known psychometric curves (:class:`experiments.adaptive.simulate.SyntheticAgent`)
on the 12-level ladder. For each agent and procedure (``staircase``, ``quest``) the procedure runs
``--trials`` trials per seed and the threshold is fitted (:func:`~experiments.adaptive.psychometric.fit_threshold`):
the bootstrap CI's median width and coverage of the true threshold (the share of seeds whose
interval holds it; the report's interval: re-run procedures, bridging, ``--boot`` data sets per
set), the same for the credible interval, and the textbook parametric bootstrap's coverage
(outcomes redrawn at the levels run, percentile interval, no bridging) for comparison. Then the
fixed plan (the same number of trials at every level, as the maze study's fixed grid) is grown
one trial per level at a time until its median credible width is no wider than the adaptive
one's: that plan's trial count is printed next to the adaptive count, with their ratio.

    python benchmarks/bench_adaptive.py [--seeds 100] [--trials 60] [--quest-seeds 30]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from envs.maze_nav.ladder import NUM_MAZE_LEVELS
from experiments.adaptive.psychometric import fit_threshold
from experiments.adaptive.simulate import SyntheticAgent, estimate, run_adaptive, run_fixed

AGENTS = (
    SyntheticAgent(5.5, 1.0, 0.02),
    SyntheticAgent(3.5, 2.5, 0.05),
    SyntheticAgent(8.0, 0.6, 0.0),
)


def measure(runs, truth: float, n_boot: int, procedure: str | None = None) -> dict[str, float]:
    """Median widths and coverages over ``runs`` (levels, outcomes): ``boot`` the bootstrap CI,
    ``cred`` the credible interval, ``plain`` the textbook parametric bootstrap."""
    fits = [
        estimate(lv, ok, NUM_MAZE_LEVELS, seed, n_boot, procedure)
        for seed, (lv, ok) in enumerate(runs)
    ]
    out = {
        "width": float(np.median([f.width for f in fits])),
        "cred": float(np.mean([f.covers(truth) for f in fits])),
    }
    if n_boot:
        out["b.width"] = float(np.median([f.boot_width for f in fits]))
        out["boot"] = float(np.mean([f.boot_covers(truth) for f in fits]))
        plain = [  # no re-run, no bridging: the percentile interval of redrawn outcomes
            fit_threshold(lv, ok, NUM_MAZE_LEVELS, n_boot=n_boot, seed=s, bridge=None)
            for s, (lv, ok) in enumerate(runs)
        ]
        out["plain"] = float(np.mean([f.boot_covers(truth) for f in plain]))
    return out


def fixed_trials_for(agent: SyntheticAgent, width: float, seeds: int) -> tuple[int, float]:
    """The smallest fixed plan (trials per level x levels) whose median width <= ``width``."""
    truth = agent.threshold()
    for per_level in range(1, 200):
        runs = [run_fixed(agent, per_level, NUM_MAZE_LEVELS, s) for s in range(seeds)]
        w = measure(runs, truth, 0)["width"]
        if w <= width:
            return per_level * NUM_MAZE_LEVELS, w
    return -1, float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--quest-seeds", type=int, default=30)
    parser.add_argument("--trials", type=int, default=60)
    parser.add_argument("--boot", type=int, default=200, help="bootstrap data sets per set")
    args = parser.parse_args()
    print(
        f"{'agent (midpoint, slope, lapse)':31s} {'proc':9s} {'truth':>5s} {'trials':>6s} "
        f"{'b.width':>7s} {'boot':>5s} {'width':>5s} {'cred':>5s} {'plain':>5s} {'fixed':>6s} "
        f"{'f.width':>7s} {'x':>5s}"
    )
    for agent in AGENTS:
        truth = agent.threshold()
        for procedure, seeds in (("staircase", args.seeds), ("quest", args.quest_seeds)):
            started = time.monotonic()
            runs = [
                run_adaptive(procedure, agent, args.trials, NUM_MAZE_LEVELS, s)
                for s in range(seeds)
            ]
            m = measure(runs, truth, args.boot, procedure)
            fixed, fixed_width = fixed_trials_for(agent, m["width"], seeds)
            name = f"({agent.midpoint}, {agent.slope}, {agent.lapse})"
            print(
                f"{name:31s} {procedure:9s} {truth:5.2f} {args.trials:6d} {m['b.width']:7.2f} "
                f"{m['boot']:5.0%} {m['width']:5.2f} {m['cred']:5.0%} {m['plain']:5.0%} "
                f"{fixed:6d} {fixed_width:7.2f} "
                f"{fixed / args.trials:5.1f}  ({time.monotonic() - started:.1f} s, {seeds} seeds)"
            )


if __name__ == "__main__":
    main()

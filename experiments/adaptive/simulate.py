"""A synthetic agent with a known psychometric curve, and a procedure run against it.

What the Done-when test and ``benchmarks/bench_adaptive.py`` use to check that an adaptive
procedure plus :func:`~experiments.adaptive.psychometric.fit_threshold` finds a known threshold
within its CI, and how many trials that takes beside a fixed plan (the same trials at every
level, as the maze study's fixed grid). Pure numpy: no env, no model, no files.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from experiments.adaptive.procedures import make_procedure
from experiments.adaptive.psychometric import TARGET, Threshold, fit_threshold, success_rate
from experiments.adaptive.resample import resampler


@dataclass(frozen=True)
class SyntheticAgent:
    """Succeeds at level ``x`` with :func:`~experiments.adaptive.psychometric.success_rate`."""

    midpoint: float = 5.5
    slope: float = 1.0
    lapse: float = 0.02

    def rate(self, level: np.ndarray | float) -> np.ndarray:
        return success_rate(level, self.midpoint, self.slope, self.lapse)

    def threshold(self, target: float = TARGET) -> float:
        """The level at which this agent succeeds ``target`` of the time (the truth to find)."""
        f = target / (1 - self.lapse)
        return float(self.midpoint + np.log(1 / f - 1) / self.slope)


def run_adaptive(
    procedure: str, agent: SyntheticAgent, trials: int, num_levels: int, seed: int
) -> tuple[list[int], list[bool]]:
    """``trials`` trials of ``procedure`` against ``agent``: each trial's level and outcome."""
    rng = np.random.default_rng(seed)
    proc = make_procedure(procedure, num_levels)
    levels, outcomes = [], []
    for _ in range(trials):
        level = proc.next_level()
        success = bool(rng.random() < agent.rate(level))
        proc.update(level, success)
        levels.append(level)
        outcomes.append(success)
    return levels, outcomes


def run_fixed(
    agent: SyntheticAgent, per_level: int, num_levels: int, seed: int
) -> tuple[list[int], list[bool]]:
    """The fixed plan: ``per_level`` trials at every level."""
    rng = np.random.default_rng(seed)
    levels = np.repeat(np.arange(num_levels), per_level)
    outcomes = rng.random(levels.size) < agent.rate(levels)
    return levels.tolist(), outcomes.tolist()


def estimate(
    levels: list[int],
    outcomes: list[bool],
    num_levels: int,
    seed: int = 0,
    n_boot: int = 0,
    procedure: str | None = None,
) -> Threshold:
    """The threshold of one run, with a bootstrap CI of ``n_boot`` data sets per set.

    ``procedure`` names the run's procedure, whose re-run draws the data sets
    (:func:`~experiments.adaptive.resample.resampler`); None: a fixed plan (outcomes redrawn
    at the levels run).
    """
    draw = None if procedure is None else resampler(procedure, len(levels), num_levels)
    return fit_threshold(levels, outcomes, num_levels, seed=seed, n_boot=n_boot, resample=draw)

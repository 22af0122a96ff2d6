"""The psychometric function over a difficulty ladder, its maximum-likelihood fit and threshold.

The model: the chance of success at ladder level ``x`` is

    p(x) = guess + (1 - guess - lapse) / (1 + exp(slope * (x - midpoint)))

a logistic falling with difficulty. ``guess = 0``: a reply that is not a solution never counts,
and guessing (the random agent) gets rarer as mazes and puzzles grow, so success has no floor
above zero. ``lapse`` is the rate of failing however easy the item (a reply that does not
parse, a stray move): it is fitted from :data:`LAPSES` (0 to 10%; Wichmann & Hill 2001 show that
fixing it at 0 biases the slope and threshold when an observer lapses, and language models do).

The threshold is the level at which the fitted curve crosses the target rate (70.7%, the
rate a 1-up-2-down staircase converges on; the same target for QUEST+, so the two compare):
``midpoint + log(1 / F - 1) / slope`` with ``F = (target - guess) / (1 - guess - lapse)``. It is
in level units and may fall between levels (5.4 lies between levels 5 and 6) or outside the
ladder (an agent that solves every level has a threshold above the top).

The fit is maximum likelihood over a fixed grid of ``(midpoint, slope, lapse)`` (midpoints every
0.1 level from 2 below the ladder to 2 above, 30 slopes from 0.25 to 8 per level, the lapses
above): every trial at a level counts, and the likelihood of each grid point is one matrix
product of the per-level counts, so a fit takes milliseconds and its bootstrap (2 x 200 data
sets refitted by one product each) some 35 ms. The grid's step
(0.1 level) is far below any CI's width here.

Two intervals are given, both 95%:

- ``boot_low``, ``boot_high``: the **bootstrap CI** (``n_boot > 0``), the report's interval.
  Adaptive data defeat the textbook parametric bootstrap (outcomes redrawn at the levels
  actually run, refit, percentile interval): the levels themselves depend on the outcomes, and a
  60-trial run's maximum-likelihood curve is often steeper than the truth, so data drawn from it
  vary too little. Measured with ``benchmarks/bench_adaptive.py`` (three synthetic agents: a
  middle, a steep and a shallow curve; 60-trial staircases, 100 seeds; QUEST+ runs, 30 seeds),
  that interval held the true threshold in 86%, 90%, 86% of the staircase runs (93%, 97%, 93%
  of QUEST+'s). Two changes fix it:

  1. each data set re-runs the whole procedure under the fitted curve (a new staircase of the
     same length from the same start, so the levels are resampled too: the ``resample``
     argument, :mod:`experiments.adaptive.resample`), and each is refitted, lapse included;
  2. Wichmann & Hill's (2001b) bridging: a second set of data sets is drawn from a shallower
     curve through the same threshold and lapse (the slope at the 1st percentile of the first
     set's refitted slopes, :data:`BRIDGE_QUANTILE`), and the interval reaches as far below
     and as far above the threshold as the farther of the two sets' 2.5th and 97.5th
     percentiles.

  A censored fit (every trial a success, or every one a failure) gets none (NaN): its curve
  sits at the grid's edge and every re-run would be censored too, a zero-width interval.
  Coverage, 200 data sets per set: staircase 97%, 99%, 95% (100 seeds; 98%, 99%, 96.5% over
  200 seeds); QUEST+ 100%, 97%, 97% (its outcomes redrawn at the levels run, with bridging:
  a 60-trial QUEST+ run through ``questplus`` takes ~0.5 s, 400 per fit over 3 minutes). The
  price is width: median 2.15, 1.08, 3.15 levels against the credible interval's 2.03, 0.84,
  2.85 (staircase; QUEST+ 3.43, 1.35, 5.10 against 2.34, 1.03, 3.84). Tried on the way,
  staircase coverage over 100 seeds: the re-run alone with a percentile interval 88%, 93%,
  85%; its basic (pivotal) interval 76%, 90%, 77%; bias-corrected (BC) 83%, 81%, 83%;
  studentized (each data set's likelihood spread over the grid as its standard error) 87%,
  95%, 89%; bridging from the 5th percentile slope 95.5%, 98%, 92% and from the 2.5th 97%
  and 94.5% (middle and shallow; those two over 200 seeds, 100 data sets per set). Seeded:
  the same trials and seed, the same interval.
- ``low``, ``high``: the 95% **credible interval** of the threshold under the grid's flat prior
  (uniform midpoints, log-uniform slopes, uniform lapses over the grid above): each grid point
  weighted by its likelihood, the threshold's 2.5th and 97.5th weighted percentiles. It is exact
  over the grid (no random draws), and widened to hold the maximum-likelihood threshold when
  that sits at the grid's edge (every trial a success, say: the ladder did not reach the
  threshold, which the report then says lies above the ladder). This is psignifit 4's answer
  (Schütt et al. 2016) to the bootstrap's trouble with adaptive data; measured the same way it
  covers 99%, 95%, 96% (staircase) and 100%, 97%, 97% (QUEST+), and it is kept beside the
  bootstrap CI in the report. The shallow curve (slope 0.6 per level) is the hard case for
  both: 60 staircase trials then often give a confidently steep fit (even a step with 10%
  lapse) well off the true threshold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

TARGET = 1 / np.sqrt(2)
"""The success rate thresholds are read at: 70.7%, where 1-up-2-down converges (Levitt 1971)."""

GUESS = 0.0
LAPSES: tuple[float, ...] = (0.0, 0.02, 0.05, 0.1)
SLOPES = np.geomspace(0.25, 8.0, 30)
MIDPOINT_STEP = 0.1
MIDPOINT_MARGIN = 2.0
CI_LEVEL = 0.95
BRIDGE_QUANTILE = 0.01
"""The bridging curve's slope: this quantile of the first bootstrap set's refitted slopes."""

Resample = Callable[[np.ndarray, int, np.random.Generator], tuple[np.ndarray, np.ndarray]]
"""Draws bootstrap data sets from a curve: ``(rate, n_boot, rng)`` with ``rate`` the success
rate at each level, to ``(trials, successes)`` per level, each of shape ``(n_boot, levels)``."""


def success_rate(
    level: np.ndarray | float, midpoint: float, slope: float, lapse: float, guess: float = GUESS
) -> np.ndarray:
    """``p(level)`` of the module's model (vectorised over any argument)."""
    z = np.clip(np.asarray(slope) * (np.asarray(level, dtype=float) - midpoint), -50, 50)
    return guess + (1 - guess - lapse) / (1 + np.exp(z))


def threshold_of(
    midpoint: np.ndarray | float,
    slope: np.ndarray | float,
    lapse: np.ndarray | float,
    target: float = TARGET,
    guess: float = GUESS,
) -> np.ndarray:
    """The level where ``success_rate`` equals ``target`` (NaN where the curve never reaches it)."""
    f = (target - guess) / (1 - guess - np.asarray(lapse, dtype=float))
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.asarray(midpoint) + np.log(1 / f - 1) / np.asarray(slope)
    return np.where((f > 0) & (f < 1), out, np.nan)


@dataclass(frozen=True)
class Threshold:
    """A fitted curve and its threshold.

    Attributes:
        threshold: the level at ``target`` (level units; may lie outside the ladder).
        low, high: the credible interval's ends (``CI_LEVEL``; see the module docs).
        boot_low, boot_high: the bootstrap CI's ends (``CI_LEVEL``; see the module docs; NaN
            when not computed: ``n_boot=0``, or a censored fit).
        censored: ``"above"`` when every trial succeeded (the threshold lies above the
            hardest level tried, ``tried[1]``; the fitted number only says so), ``"below"``
            when every trial failed, else None.
        tried: the easiest and hardest levels tried.
        midpoint, slope, lapse: the maximum-likelihood curve.
        target: the success rate read.
        trials: how many trials the fit used.
        num_levels: the ladder's levels (0 to ``num_levels - 1``).
    """

    threshold: float
    low: float
    high: float
    midpoint: float
    slope: float
    lapse: float
    target: float
    trials: int
    num_levels: int
    boot_low: float = float("nan")
    boot_high: float = float("nan")
    censored: str | None = None
    tried: tuple[int, int] = (0, 0)

    @property
    def width(self) -> float:
        return self.high - self.low

    def covers(self, value: float) -> bool:
        """Whether the credible interval holds ``value``."""
        return bool(self.low <= value <= self.high)

    @property
    def boot_width(self) -> float:
        return self.boot_high - self.boot_low

    def boot_covers(self, value: float) -> bool:
        """Whether the bootstrap CI holds ``value`` (False when it was not computed)."""
        return bool(self.boot_low <= value <= self.boot_high)

    def curve(self, levels: np.ndarray) -> np.ndarray:
        """The fitted success rate at ``levels``."""
        return success_rate(levels, self.midpoint, self.slope, self.lapse)

    def as_dict(self) -> dict[str, float | int]:
        return {
            "threshold": round(self.threshold, 4),
            "ci_low": round(self.low, 4),
            "ci_high": round(self.high, 4),
            "midpoint": round(self.midpoint, 4),
            "slope": round(self.slope, 4),
            "lapse": self.lapse,
            "target": round(self.target, 4),
            "trials": self.trials,
            "censored": self.censored,
            "boot_low": None if np.isnan(self.boot_low) else round(self.boot_low, 4),
            "boot_high": None if np.isnan(self.boot_high) else round(self.boot_high, 4),
        }


@dataclass(frozen=True)
class _Grid:
    midpoint: np.ndarray  # (P,)
    slope: np.ndarray
    lapse: np.ndarray
    log_odds: np.ndarray  # (L, P): log p - log(1 - p)
    log_fail: np.ndarray  # (L, P): log(1 - p)
    rate: np.ndarray  # (L, P)
    stacked_t: np.ndarray  # (P, 2L): [log_odds; log_fail] transposed, to refit many data sets


@lru_cache(maxsize=16)
def _grid(num_levels: int) -> _Grid:
    mids = np.arange(
        -MIDPOINT_MARGIN, num_levels - 1 + MIDPOINT_MARGIN + 1e-9, MIDPOINT_STEP, dtype=float
    )
    m, s, lam = (a.ravel() for a in np.meshgrid(mids, SLOPES, np.array(LAPSES), indexing="ij"))
    levels = np.arange(num_levels, dtype=float)[:, None]
    p = np.clip(success_rate(levels, m[None], s[None], lam[None]), 1e-9, 1 - 1e-9)
    log_odds, log_fail = np.log(p) - np.log1p(-p), np.log1p(-p)
    stacked_t = np.ascontiguousarray(np.vstack([log_odds, log_fail]).T)
    return _Grid(m, s, lam, log_odds, log_fail, p, stacked_t)


def level_counts(
    levels: Sequence[int], successes: Sequence[bool], num_levels: int
) -> tuple[np.ndarray, np.ndarray]:
    """``(trials, successes)`` per level, each an int array of ``num_levels``."""
    lv = np.asarray(levels, dtype=np.int64)
    ok = np.asarray(successes, dtype=bool)
    if lv.shape != ok.shape:
        raise ValueError(
            f"levels and successes differ in length ({lv.size} and {ok.size}); allowed: one "
            "outcome per trial"
        )
    if lv.size and (lv.min() < 0 or lv.max() >= num_levels):
        raise ValueError(
            f"levels={sorted(set(lv.tolist()))!r} has levels off the ladder; allowed: 0 to "
            f"{num_levels - 1}"
        )
    n = np.bincount(lv, minlength=num_levels)
    k = np.bincount(lv, weights=ok, minlength=num_levels).astype(np.int64)
    return n, k


def _refit(grid: _Grid, thresholds: np.ndarray, n: np.ndarray, k: np.ndarray) -> np.ndarray:
    """The maximum-likelihood grid index per row of ``(n, k)`` (each ``(B, L)``), ties broken
    as :func:`fit_threshold` breaks them (the tied point whose threshold is the median)."""
    # (P, B), not (B, P): one product in this orientation runs ~3x faster through BLAS here
    ll = grid.stacked_t @ np.ascontiguousarray(np.hstack([k, n]).T)
    # The same (point, row) pairs in the same order as np.nonzero on the 2-D mask, ~20x cheaper:
    # the mask is C-contiguous, so a flat index is point * B + row.
    points, rows = np.divmod(np.flatnonzero(ll >= ll.max(axis=0) - 1e-9), ll.shape[1])
    order = np.lexsort((thresholds[points], rows))
    first = np.searchsorted(rows[order], np.arange(len(n)))
    tied = np.bincount(rows, minlength=len(n))
    return points[order][first + (tied - 1) // 2]


def redraw_at_levels(trials: np.ndarray) -> Resample:
    """Outcomes redrawn at the levels and trial counts actually run (``trials`` per level)."""
    n = np.asarray(trials, dtype=np.int64)

    def draw(rate: np.ndarray, n_boot: int, rng: np.random.Generator):
        k = rng.binomial(n[None, :], rate[None, :], size=(n_boot, n.size))
        return np.broadcast_to(n, k.shape).astype(float), k.astype(float)

    return draw


def _bootstrap(
    grid: _Grid,
    thresholds: np.ndarray,
    best: int,
    draw: Resample,
    n_boot: int,
    rng: np.random.Generator,
    target: float,
    bridge: float | None,
) -> tuple[float, float]:
    """The bootstrap CI with bridging (see the module docs)."""
    theta, lapse = float(thresholds[best]), float(grid.lapse[best])
    levels = np.arange(grid.rate.shape[0], dtype=float)
    tail = (1 - CI_LEVEL) / 2
    logit = np.log(1 / ((target - GUESS) / (1 - GUESS - lapse)) - 1)

    def reach(slope: float) -> tuple[float, float, np.ndarray]:
        # the curve through (theta, target) with this slope and the fitted lapse
        rate = success_rate(levels, theta - logit / slope, slope, lapse)
        idx = _refit(grid, thresholds, *draw(rate, n_boot, rng))
        lo, hi = np.nanquantile(thresholds[idx], [tail, 1 - tail])
        return theta - float(lo), float(hi) - theta, grid.slope[idx]

    below, above, slopes = reach(float(grid.slope[best]))
    shallow = float(np.quantile(slopes, bridge)) if bridge is not None else np.inf
    if shallow < grid.slope[best]:
        below2, above2, _ = reach(shallow)
        below, above = max(below, below2), max(above, above2)
    return theta - max(below, 0.0), theta + max(above, 0.0)


def credible_interval(
    log_lik: np.ndarray, thresholds: np.ndarray, level: float = CI_LEVEL
) -> tuple[float, float]:
    """The weighted ``(1 ± level) / 2`` percentiles of ``thresholds`` under ``exp(log_lik)``."""
    w = np.exp(log_lik - log_lik.max())
    ok = ~np.isnan(thresholds)
    order = np.argsort(thresholds[ok], kind="stable")
    values, cum = thresholds[ok][order], np.cumsum(w[ok][order])
    cum /= cum[-1]
    tail = (1 - level) / 2
    lo = values[min(np.searchsorted(cum, tail), len(values) - 1)]
    hi = values[min(np.searchsorted(cum, 1 - tail), len(values) - 1)]
    return float(lo), float(hi)


def fit_threshold(
    levels: Sequence[int],
    successes: Sequence[bool],
    num_levels: int,
    *,
    target: float = TARGET,
    n_boot: int = 0,
    seed: int = 0,
    resample: Resample | None = None,
    bridge: float | None = BRIDGE_QUANTILE,
) -> Threshold:
    """Fit the curve to every trial by maximum likelihood: threshold, credible interval and
    (``n_boot > 0``) bootstrap CI.

    Args:
        levels: each trial's ladder level.
        successes: each trial's outcome.
        num_levels: the ladder's length.
        target: the success rate the threshold is read at.
        n_boot: bootstrap data sets per set (0: none; ``boot_low``/``boot_high`` are NaN).
        seed: the bootstrap's random seed.
        resample: how a data set is drawn from a curve; None: outcomes redrawn at the levels
            run (:func:`redraw_at_levels`). For adaptive runs pass the procedure's re-run
            (:func:`experiments.adaptive.resample.resampler`).
        bridge: the bridging curve's slope quantile; None: no bridging (the textbook
            percentile interval, for comparison).

    Raises:
        ValueError: no trials, mismatched lengths, levels off the ladder or a bad ``target``.
    """
    if not 0 < target < 1 - max(LAPSES):
        raise ValueError(f"target={target!r} is not allowed; allowed: 0 < target < 0.9")
    if len(levels) == 0:
        raise ValueError("levels=[] has no trials; allowed: at least one trial")
    if isinstance(n_boot, bool) or not isinstance(n_boot, int) or n_boot < 0:
        raise ValueError(f"n_boot={n_boot!r} is not allowed; allowed: an integer >= 0")
    if bridge is not None and not 0 <= bridge < 0.5:
        raise ValueError(f"bridge={bridge!r} is not allowed; allowed: None or 0 <= bridge < 0.5")
    n, k = level_counts(levels, successes, num_levels)
    grid = _grid(num_levels)
    log_lik = k @ grid.log_odds + n @ grid.log_fail
    thresholds = threshold_of(grid.midpoint, grid.slope, grid.lapse, target)
    # Separated outcomes (every success below some level, every failure above) leave the
    # likelihood flat across the gap: take the tied grid point whose threshold is the median,
    # not the first in grid order (the lowest midpoint).
    tied = np.flatnonzero(log_lik >= log_lik.max() - 1e-9)
    order = tied[np.argsort(thresholds[tied], kind="stable")]
    best = int(order[(len(order) - 1) // 2])
    low, high = credible_interval(log_lik, thresholds)
    # With every trial a success (or a failure) the likelihood is flat past the ladder's end and
    # the maximum sits at the grid's edge, outside the weighted percentiles: widen to hold it.
    low, high = min(low, float(thresholds[best])), max(high, float(thresholds[best]))
    boot_low = boot_high = float("nan")
    tried = np.flatnonzero(n)
    censored = None
    if k.sum() == n.sum():
        censored = "above"  # no failure: the threshold lies above the hardest level tried
    elif k.sum() == 0:
        censored = "below"
    # A censored fit sits at the grid's edge, where every re-run is censored too: its
    # bootstrap CI would be a point, so it is not given.
    if n_boot > 0 and censored is None:
        rng = np.random.default_rng(np.random.SeedSequence([int(seed), int(n.sum())]))
        draw = resample if resample is not None else redraw_at_levels(n)
        boot_low, boot_high = _bootstrap(grid, thresholds, best, draw, n_boot, rng, target, bridge)
    return Threshold(
        censored=censored,
        tried=(int(tried.min()), int(tried.max())),
        threshold=float(thresholds[best]),
        low=low,
        high=high,
        midpoint=float(grid.midpoint[best]),
        slope=float(grid.slope[best]),
        lapse=float(grid.lapse[best]),
        target=float(target),
        trials=int(n.sum()),
        num_levels=num_levels,
        boot_low=boot_low,
        boot_high=boot_high,
    )

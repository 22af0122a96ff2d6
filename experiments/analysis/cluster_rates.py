"""Rates and contrasts that respect repeated measures, in closed form: trials of one maze (or one
person) are not independent.

A maze is played by several encodings, several trials and several solve modes; a participant of
the human study plays many mazes. Counting those trials as independent draws makes intervals too
narrow (a hard maze failed four times looks like four pieces of evidence about its shape). This
module holds the report's estimates that allow for it:

* :func:`clustered_rate`: a rate with a 95% Wilson interval on the effective sample size
  (Kish: ``n / design effect``, the design effect from the cluster-robust variance);
* :func:`contrast_effects`: a risk difference and an odds ratio with cluster-robust 95% intervals
  (linearisation; with one trial per cluster they are the usual Wald intervals);
* :func:`clusters_needed`: how many clusters (mazes) per group a two-sided test at alpha 0.05
  needs to detect a difference with 80% power, inflated by the observed design effect.

The model-based tests (GEE, two-way cluster-robust, cluster-level) are
:mod:`experiments.analysis.clustered`'s. Like :mod:`experiments.analysis.stats`, anything
undefined on the data raises :class:`~experiments.analysis.stats.NotComputable` with the reason
in plain words.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from envs.stats import wilson_interval
from experiments.analysis.deps import require
from experiments.analysis.stats import NotComputable

#: Power the sample-size line is computed for.
POWER = 0.8


Z95 = 1.959963984540054


@dataclass(frozen=True)
class Rate:
    """A rate with a cluster-robust 95% interval.

    Attributes:
        successes: trials that succeeded.
        n: trials.
        clusters: distinct clusters (mazes, participants) the trials came from.
        rate: ``successes / n`` (NaN without trials).
        low: lower 95% bound.
        high: upper 95% bound.
        design_effect: variance inflation over independent trials (1.0 when every cluster
            holds one trial).
        crossed_clusters: clusters of the second grouping when the two crossed (participants
            × mazes), else 0.
    """

    successes: int
    n: int
    clusters: int
    rate: float
    low: float
    high: float
    design_effect: float
    crossed_clusters: int = 0


@dataclass(frozen=True)
class Effects:
    """Group A against group B: risk difference and odds ratio with 95% intervals."""

    risk_difference: float
    rd_low: float
    rd_high: float
    odds_ratio: float
    or_low: float
    or_high: float

    def describe(self) -> str:
        """``"risk difference +12.0 points [3.1, 20.9], odds ratio 1.70 [1.10, 2.62]"``."""
        return (
            f"risk difference {100 * self.risk_difference:+.1f} points "
            f"[{100 * self.rd_low:+.1f}, {100 * self.rd_high:+.1f}], odds ratio "
            f"{_ratio(self.odds_ratio)} [{_ratio(self.or_low)}, {_ratio(self.or_high)}]"
        )


def _ratio(value: float) -> str:
    if math.isinf(value):
        return "inf"
    return f"{value:.2f}" if value < 100 else f"{value:.3g}"


def _outcomes_and_clusters(values: Any, clusters: Any) -> tuple[list[float], list[Any]]:
    """Finite 0/1 outcomes and their cluster keys (a missing key is a cluster of its own)."""
    ys, keys = [], []
    for index, (y, key) in enumerate(zip(list(values), list(clusters), strict=True)):
        if y is None or (isinstance(y, float) and math.isnan(y)):
            continue
        ys.append(float(y))
        missing = key is None or (isinstance(key, float) and math.isnan(key))
        keys.append(("(unkeyed)", index) if missing else key)
    return ys, keys


def _cluster_sums(ys: Sequence[float], keys: Sequence[Any]) -> dict[Any, list[float]]:
    sums: dict[Any, list[float]] = {}
    for y, key in zip(ys, keys, strict=True):
        cell = sums.setdefault(key, [0.0, 0.0])
        cell[0] += y
        cell[1] += 1
    return sums


def clustered_rate(values: Any, clusters: Any, crossed: Any = None) -> Rate:
    """The rate of 0/1 ``values`` with a 95% Wilson interval on the Kish effective sample size.

    The design effect is the cluster-robust variance of the mean over the binomial one (at least
    1). When every trial succeeded (or failed) the variance says nothing, so the effective sample
    size is the number of clusters: as if each cluster were one trial, the cautious reading.

    Args:
        values: outcomes, 1.0/0.0; NaN (the phase did not run) is left out.
        clusters: one key per value (maze id, participant); ``None`` is a cluster of its own.
        crossed: a second key per value (the maze, for a participant's trials), or None. When
            the two groupings cross, the variance is two-way (Cameron–Gelbach–Miller: by the
            first plus by the second minus by their intersection, never below either one-way
            variance); when one nests in the other, the coarser one clusters alone.
    """
    ys, keys = _outcomes_and_clusters(values, clusters)
    n = len(ys)
    if n == 0:
        return Rate(0, 0, 0, math.nan, 0.0, 1.0, 1.0)
    s = round(sum(ys))
    p = s / n
    second: list[Any] | None = None
    if crossed is not None:
        keys, second = _crossing(keys, _outcomes_and_clusters(values, crossed)[1])
    g = len(set(keys))
    g2 = len(set(second)) if second is not None else 0
    if g == n and second is None:
        lo, hi = wilson_interval(s, n)
        return Rate(s, n, g, p, lo, hi, 1.0)
    if s in (0, n):
        n_eff = float(min(g, g2) if second is not None else g)
        deff = n / n_eff
    else:
        robust = _robust_variance(ys, keys, p)
        if second is not None:
            both = list(zip(keys, second, strict=True))
            two_way = robust + _robust_variance(ys, second, p) - _robust_variance(ys, both, p)
            robust = max(two_way, robust, _robust_variance(ys, second, p))
        deff = max(1.0, robust / (p * (1 - p) / n))
        n_eff = n / deff
    lo, hi = _wilson(p, n_eff)
    return Rate(s, n, g, p, lo, hi, deff, g2)


def _crossing(keys: list[Any], other: list[Any]) -> tuple[list[Any], list[Any] | None]:
    """``(keys, other)`` when the two groupings cross; else the coarser one alone and None
    (one nests in the other, or they are the same grouping)."""
    pairs = len(set(zip(keys, other, strict=True)))
    if pairs > len(set(keys)) and pairs > len(set(other)):
        return keys, other
    if pairs == len(set(keys)) and len(set(other)) < len(set(keys)):
        return other, None  # the first grouping nests in the second
    return keys, None


def _share_variance(shares: Sequence[float], keys: Sequence[Any]) -> float:
    """Cluster-robust variance of a sum of per-trial ``shares`` (factor ``g / (g - 1)``)."""
    sums: dict[Any, float] = {}
    for u, key in zip(shares, keys, strict=True):
        sums[key] = sums.get(key, 0.0) + u
    g = len(sums)
    return (g / (g - 1) if g > 1 else 1.0) * sum(u * u for u in sums.values())


def _robust_variance(ys: Sequence[float], keys: Sequence[Any], p: float) -> float:
    """Cluster-robust variance of the mean of ``ys`` (small-sample factor ``g / (g - 1)``)."""
    sums = _cluster_sums(ys, keys)
    g, n = len(sums), len(ys)
    robust = sum((cs - p * cn) ** 2 for cs, cn in sums.values()) / n**2
    return robust * (g / (g - 1) if g > 1 else 1.0)


def _wilson(p: float, n: float) -> tuple[float, float]:
    """Wilson score interval for a proportion ``p`` on a (possibly fractional) sample size."""
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def contrast_effects(
    a_values: Any,
    a_clusters: Any,
    b_values: Any,
    b_clusters: Any,
    a_crossed: Any = None,
    b_crossed: Any = None,
) -> Effects:
    """Risk difference (A − B) and odds ratio (A over B) with cluster-robust 95% intervals.

    Wald intervals (Woolf's for the log odds ratio) on Haldane-corrected counts, their variance
    multiplied by the design effect of the difference: its cluster-robust (linearised) variance
    over the binomial one. The groups may share clusters (one maze played in both encodings):
    each cluster's contributions to both means are summed before squaring.

    ``a_crossed``/``b_crossed`` give each trial a second key (the maze, for a person's trials),
    as :func:`clustered_rate`'s ``crossed``: where the two groupings cross, the variance is
    two-way (by the first plus by the second minus by both, never below either one-way
    variance); where one nests in the other, the coarser one clusters alone.

    Raises:
        NotComputable: a group has no trials, or fewer than two clusters hold them all.
    """
    ya, ka = _outcomes_and_clusters(a_values, a_clusters)
    yb, kb = _outcomes_and_clusters(b_values, b_clusters)
    if not ya or not yb:
        raise NotComputable("one of the two groups has no trials")
    na, nb = len(ya), len(yb)
    pa, pb = sum(ya) / na, sum(yb) / nb
    # Each trial's share of the difference's linearised error, and its key(s).
    shares = [(y - pa) / na for y in ya] + [-(y - pb) / nb for y in yb]
    keys = ka + kb
    if len(set(keys)) < 2:
        raise NotComputable("every trial comes from one cluster; there is no spread to measure")
    second: list[Any] | None = None
    if a_crossed is not None and b_crossed is not None:
        second = _outcomes_and_clusters(a_values, a_crossed)[1]
        second += _outcomes_and_clusters(b_values, b_crossed)[1]
        keys, second = _crossing(keys, second)
    robust = _share_variance(shares, keys)
    if second is not None:
        by_second = _share_variance(shares, second)
        by_both = _share_variance(shares, list(zip(keys, second, strict=True)))
        robust = max(robust + by_second - by_both, robust, by_second)
    naive = pa * (1 - pa) / na + pb * (1 - pb) / nb
    # The design effect of the difference, never below 1: a pairing that shrinks the variance
    # is not credited (the cautious reading), and with no variance at all there is none.
    deff = max(1.0, robust / naive) if naive > 0 else 1.0
    # Haldane's correction (half a trial added to every cell) keeps both intervals finite and
    # honest when a group always or never succeeds.
    sa, sb = sum(ya), sum(yb)
    ha, hb = (sa + 0.5) / (na + 1), (sb + 0.5) / (nb + 1)
    rd_se = math.sqrt(deff * (ha * (1 - ha) / na + hb * (1 - hb) / nb))
    woolf = 1 / (sa + 0.5) + 1 / (na - sa + 0.5) + 1 / (sb + 0.5) + 1 / (nb - sb + 0.5)
    or_se = math.sqrt(deff * woolf)
    rd = pa - pb
    log_or = math.log((sa + 0.5) / (na - sa + 0.5)) - math.log((sb + 0.5) / (nb - sb + 0.5))
    return Effects(
        rd,
        max(-1.0, rd - Z95 * rd_se),
        min(1.0, rd + Z95 * rd_se),
        math.exp(log_or),
        math.exp(log_or - Z95 * or_se),
        math.exp(log_or + Z95 * or_se),
    )


def clusters_needed(p1: float, p2: float, design_effect: float, per_cluster: float) -> int:
    """Clusters per group a two-sided test at alpha 0.05 needs for 80% power to tell ``p1`` from ``p2``.

    The usual two-proportion sample size (Fleiss, without continuity correction) in trials per
    group, inflated by ``design_effect`` and divided by the trials each cluster contributes.

    Raises:
        NotComputable: the two rates are equal (no difference to detect).
        ValueError: a rate outside [0, 1], a design effect below 1 or ``per_cluster`` not positive.
    """
    for name, value in (("p1", p1), ("p2", p2)):
        if not 0.0 <= value <= 1.0:
            raise ValueError(f"{name}={value!r} must be a rate in [0, 1]")
    if design_effect < 1.0:
        raise ValueError(f"design_effect={design_effect!r} must be at least 1")
    if per_cluster <= 0:
        raise ValueError(f"per_cluster={per_cluster!r} must be positive")
    if p1 == p2:
        raise NotComputable("the two rates are equal; there is no difference to detect")
    z_power = float(require("scipy.stats").norm.ppf(POWER))
    bar = (p1 + p2) / 2
    root = Z95 * math.sqrt(2 * bar * (1 - bar)) + z_power * math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
    trials = root * root / (p1 - p2) ** 2
    return max(2, math.ceil(trials * design_effect / per_cluster))

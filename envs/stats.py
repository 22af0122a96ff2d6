"""The Wilson score interval, the one confidence interval every report in the package prints.

It lives at the bottom of the package stack so the RL evaluation (:mod:`agents.rl.evaluate`)
and the study analysis (:mod:`experiments.analysis`) print the same numbers for the same counts.
"""

from __future__ import annotations

import math
from statistics import NormalDist


def wilson_interval(successes: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion.

    Args:
        successes: number of successes, ``0 <= successes <= n``.
        n: number of trials; ``0`` gives ``(nan, nan)`` (no data, no interval).
        confidence: two-sided coverage in (0, 1).

    Returns:
        ``(low, high)`` bounds in [0, 1]; exactly 0 at no successes and exactly 1 at ``n``.

    Raises:
        ValueError: counts out of range or confidence not in (0, 1).
    """
    if not 0 < confidence < 1:
        raise ValueError(f"confidence={confidence!r} is not allowed; allowed: a number in (0, 1)")
    if n < 0 or not 0 <= successes <= n:
        raise ValueError(
            f"successes={successes!r}, n={n!r} is not allowed; allowed: 0 <= successes <= n"
        )
    if n == 0:
        return (math.nan, math.nan)
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # Clamp so rounding never puts the observed rate outside its own interval.
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))

"""Bootstrap data sets for adaptive runs: the whole procedure re-run under a fitted curve.

In an adaptive run the levels depend on the outcomes, so a bootstrap data set that redraws
outcomes at the levels actually run misses half the randomness. Here each data set is a new
run of the same procedure, of the same length and from the same start, against an agent that
succeeds at each level with the fitted curve's rate: the levels are resampled too.
:func:`experiments.adaptive.psychometric.fit_threshold` takes the result as ``resample``.

=============  ===================================================================================
``staircase``  re-run: all data sets at once, one numpy step per trial, the same rules as
               :class:`~experiments.adaptive.procedures.Staircase` (a test checks they agree)
``quest``      outcomes redrawn at the levels run (None): a 60-trial QUEST+ run through
               ``questplus`` takes ~0.5 s, so 400 re-runs per fit would take over 3 minutes
=============  ===================================================================================
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from experiments.adaptive.psychometric import Resample


def staircase(trials: int, num_levels: int, start: int = 0) -> Resample:
    """Re-runs of a ``trials``-trial 1-up-2-down staircase with its quick start from ``start``.

    Each data set ``b`` draws ``trials`` uniforms (``rng.random((trials, n_boot))[:, b]``) and
    succeeds at trial ``t`` when its uniform is below the rate at the level reached.
    """
    if isinstance(trials, bool) or not isinstance(trials, int) or trials < 1:
        raise ValueError(f"trials={trials!r} is not allowed; allowed: an integer >= 1")
    if not 0 <= start < num_levels:
        raise ValueError(f"start={start!r} is off the ladder; allowed: 0 to {num_levels - 1}")

    def draw(rate: np.ndarray, n_boot: int, rng: np.random.Generator):
        u = rng.random((trials, n_boot))
        rows = np.arange(n_boot)
        level = np.full(n_boot, start)
        streak = np.zeros(n_boot, dtype=np.int64)
        failed = np.zeros(n_boot, dtype=bool)
        n = np.zeros((n_boot, num_levels))
        k = np.zeros((n_boot, num_levels))
        for t in range(trials):
            ok = u[t] < rate[level]
            n[rows, level] += 1
            k[rows, level] += ok
            streak = np.where(ok, streak + 1, 0)
            up = ok & (~failed | (streak >= 2))
            streak[up] = 0
            failed |= ~ok
            level = np.clip(level + up - ~ok, 0, num_levels - 1)
        return n, k

    return draw


RESAMPLERS: dict[str, Callable[[int, int], Resample] | None] = {
    "staircase": staircase,
    "quest": None,
}
"""Each ``--adaptive`` procedure's re-run, ``(trials, num_levels) -> Resample``; None: the
outcomes are redrawn at the levels run (the default of ``fit_threshold``)."""


def resampler(procedure: str, trials: int, num_levels: int) -> Resample | None:
    """The ``resample`` for a run of ``procedure`` with ``trials`` trials on the ladder.

    Raises:
        ValueError: an unknown ``procedure``.
    """
    if procedure not in RESAMPLERS:
        raise ValueError(f"procedure={procedure!r} is not known; allowed: {list(RESAMPLERS)}")
    make = RESAMPLERS[procedure]
    return None if make is None else make(trials, num_levels)

"""Adaptive procedures: which ladder level to try next, from the outcomes so far.

Both are pure state machines over ladder levels ``0`` (easiest) to ``num_levels - 1``: call
:meth:`~Procedure.next_level`, run a trial there, :meth:`~Procedure.update` with its outcome.
The same outcomes in the same order give the same levels, so a run resumes by replaying its
recorded trials into a fresh procedure (:func:`replay`).

=============  ===================================================================================
``staircase``  transformed 1-up-2-down (Levitt 1971): two successes in a row -> one level
               harder, one failure -> one level easier; it oscillates around the level solved
               70.7% of the time. It starts at level 0 and, until the first failure, climbs one
               level per success (the usual quick start: no trials wasted far below threshold).
``quest``      QUEST+ (Watson 2017) through the ``questplus`` package: a Bayesian posterior over
               a cumulative-normal curve's midpoint and spread (lapse fixed at 2%, guess 0), and
               the next level is the one whose outcome is expected to shrink the posterior's
               entropy most. Deterministic (``min_entropy``).
=============  ===================================================================================

Whatever the procedure, the threshold is read the same way afterwards, from every trial, by
:func:`experiments.adaptive.psychometric.fit_threshold` at 70.7% (the staircase's target; QUEST+
places trials to learn the whole curve, so reading it at 70.7% too makes the two comparable).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

import numpy as np

from experiments.adaptive.psychometric import TARGET

QUEST_INSTALL = "pip install 'spatial-reasoning-gym[adaptive]'  (or: pip install questplus)"


class Procedure(Protocol):
    """Proposes the next level from the outcomes so far."""

    name: str
    target: float
    num_levels: int

    def next_level(self) -> int: ...

    def update(self, level: int, success: bool) -> None: ...


def _check_levels(num_levels: int) -> int:
    if isinstance(num_levels, bool) or not isinstance(num_levels, int) or num_levels < 2:
        raise ValueError(f"num_levels={num_levels!r} is not allowed; allowed: an integer >= 2")
    return num_levels


class Staircase:
    """Transformed 1-up-2-down staircase with a quick start (see the module docs)."""

    name = "staircase"
    target = TARGET

    def __init__(self, num_levels: int, start: int = 0) -> None:
        self.num_levels = _check_levels(num_levels)
        if not 0 <= start < num_levels:
            raise ValueError(f"start={start!r} is off the ladder; allowed: 0 to {num_levels - 1}")
        self.level = start
        self.streak = 0  # successes in a row at the current level
        self.failed = False  # the quick start ends at the first failure
        self.reversals = 0
        self._direction = 0

    def next_level(self) -> int:
        return self.level

    def update(self, level: int, success: bool) -> None:
        # The step is taken from the level actually run (a replay may pass any level).
        step = 0
        if success:
            self.streak += 1
            if not self.failed or self.streak >= 2:
                step, self.streak = 1, 0
        else:
            self.failed = True
            step, self.streak = -1, 0
        if step:
            if self._direction and step != self._direction:
                self.reversals += 1
            self._direction = step
        self.level = int(min(max(level + step, 0), self.num_levels - 1))


class QuestPlus:
    """QUEST+ over the ladder through ``questplus`` (see the module docs)."""

    name = "quest"
    target = TARGET
    LAPSE = 0.02

    def __init__(self, num_levels: int) -> None:
        self.num_levels = _check_levels(num_levels)
        try:
            import questplus
        except ImportError:  # pragma: no cover - the dev extra installs it
            raise ImportError(
                f"--adaptive quest needs the questplus package; install it with: {QUEST_INSTALL}"
            ) from None
        top = num_levels - 1
        # Intensity is ease (-level): questplus's curves rise with intensity.
        self._q = questplus.QuestPlus(
            stim_domain={"intensity": -np.arange(num_levels, dtype=float)[::-1]},
            param_domain={
                "mean": -np.arange(-1.0, top + 1.0 + 1e-9, 0.25)[::-1],
                "sd": np.geomspace(0.3, 6.0, 10),
                "lower_asymptote": np.array([0.0]),
                "lapse_rate": np.array([self.LAPSE]),
            },
            outcome_domain={"response": ["Correct", "Incorrect"]},
            func="norm_cdf",
            stim_scale="linear",
            stim_selection_method="min_entropy",
        )

    def next_level(self) -> int:
        return round(-float(self._q.next_stim["intensity"]))

    def update(self, level: int, success: bool) -> None:
        self._q.update(
            stim={"intensity": -float(level)},
            outcome={"response": "Correct" if success else "Incorrect"},
        )


PROCEDURES: dict[str, Callable[[int], Procedure]] = {"staircase": Staircase, "quest": QuestPlus}
"""Every procedure by its ``--adaptive`` name."""


def make_procedure(name: str, num_levels: int) -> Procedure:
    """A fresh procedure; ValueError naming the allowed names for an unknown ``name``."""
    if name not in PROCEDURES:
        raise ValueError(f"adaptive={name!r} is not a procedure; allowed: {list(PROCEDURES)}")
    return PROCEDURES[name](num_levels)


def replay(procedure: Procedure, outcomes: Iterable[tuple[int, bool]]) -> Procedure:
    """Feed recorded ``(level, success)`` pairs, in trial order, into ``procedure``."""
    for level, success in outcomes:
        procedure.update(int(level), bool(success))
    return procedure

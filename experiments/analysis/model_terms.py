"""Checks and words the hypothesis sections share: which cell of a model is empty or separates,
whether a fit has enough events per parameter, and what the trials cluster by."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations, product
from typing import Any

from experiments.analysis.context import EVENTS_PER_PARAMETER, Context
from experiments.analysis.stats import NotComputable


def min_events_check(frame: Any, outcome: str, parameters: int) -> None:
    """Raise NotComputable unless the rarer outcome has enough trials per parameter."""
    s = int(frame[outcome].sum())
    rarer = min(s, len(frame) - s)
    if rarer == 0:
        outcome = "succeeded" if s else "failed"
        raise NotComputable(f"every trial {outcome}; there is no variation to model")
    if rarer < EVENTS_PER_PARAMETER * parameters:
        raise NotComputable(
            f"{rarer} trials of the rarer outcome for {parameters} parameters "
            f"(need {EVENTS_PER_PARAMETER} per parameter)"
        )


def n_params(frame: Any, factors: Sequence[str], order: int) -> int:
    """Parameters of a full-factorial logistic model up to interactions of ``order``."""
    levels = [frame[f].nunique() - 1 for f in factors]
    total = 1
    for k in range(1, order + 1):
        for combo in combinations(levels, k):
            total += math.prod(combo)
    return total


def cluster_word(frame: Any) -> str:
    """What the trials of ``frame`` cluster by, as printed."""
    people = frame["cluster"].astype(str).str.startswith("participant").any()
    mazes = frame["cluster"].astype(str).str.startswith("maze").any()
    if people and mazes:
        return "mazes or participants"
    return "participants" if people else "mazes"


def present_models(ctx: Context, frame: Any) -> list[str]:
    """The context's models that have trials in ``frame``, in display order."""
    return [m for m in ctx.models if (frame["model"] == m).any()]


def no_constant_model(data: Any, models: Sequence[str]) -> None:
    """Raise NotComputable naming a model that always (or never) succeeded: its model term
    runs off to infinity (separation)."""
    for m in models:
        outcomes = data.loc[data["model"] == m, "y"]
        if outcomes.nunique() < 2:
            word = "succeeded" if int(outcomes.iloc[0]) == 1 else "failed"
            raise NotComputable(
                f"the cell model={m} {word} on every trial, so the model term is not "
                "estimable (separation)"
            )


def cells_present(frame: Any, factors: Sequence[str]) -> None:
    """Raise NotComputable naming the first level combination of ``factors`` with no trials."""
    present = set(map(tuple, frame[list(factors)].drop_duplicates().to_numpy().tolist()))
    levels = [sorted(frame[f].unique()) for f in factors]
    for combo in product(*levels):
        if tuple(combo) not in present:
            cell = ", ".join(f"{f}={v}" for f, v in zip(factors, combo, strict=True))
            raise NotComputable(f"the cell {cell} has no trials")

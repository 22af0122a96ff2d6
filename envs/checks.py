"""Argument checks shared by the environments: one message format for every bad argument.

Each raises ``ValueError("<name>=<value!r> is not allowed; allowed: <what is>")``.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable
from typing import Any

import numpy as np


def check_choice(name: str, value: Any, allowed: Iterable[Any]) -> None:
    """``value`` must equal one of ``allowed`` and have its type (so ``"4"`` is not ``4``)."""
    allowed = list(allowed)
    if isinstance(value, np.integer):
        ok = int(value) in [a for a in allowed if isinstance(a, int) and not isinstance(a, bool)]
    else:
        ok = any(value == a and type(value) is type(a) for a in allowed)
    if not ok:
        raise ValueError(f"{name}={value!r} is not allowed; allowed: {allowed}")


def check_int(
    name: str, value: Any, *, low: int = 1, high: int | None = None, optional: bool = False
) -> None:
    """``value`` must be an integer (not a bool) in ``[low, high]``, or None when ``optional``."""
    if value is None and optional:
        return
    is_int = isinstance(value, (int, np.integer)) and not isinstance(value, bool)
    if is_int and value >= low and (high is None or value <= high):
        return
    if high is not None:
        allowed = f"an integer from {low} to {high}"
    elif low == 1:
        allowed = "a positive integer"
    else:
        allowed = f"an integer >= {low}"
    raise ValueError(
        f"{name}={value!r} is not allowed; allowed: {allowed}{' or None' if optional else ''}"
    )


def renamed_keyword(old: str, old_value: Any, new: str, new_value: Any) -> Any:
    """Resolve a keyword that was renamed: the value to use, warning when the old name is used.

    ``None`` means "not given" for both. Giving both is a ``ValueError`` (which would win is
    not obvious); giving only the old one works, with a ``DeprecationWarning`` naming the new.
    """
    if old_value is None:
        return new_value
    if new_value is not None:
        raise ValueError(
            f"{old}={old_value!r} and {new}={new_value!r} are both given; allowed: only {new} "
            f"({old} is its deprecated alias)"
        )
    warnings.warn(
        f"{old}= is deprecated; use {new}= (same meaning)", DeprecationWarning, stacklevel=3
    )
    return old_value


class MaxStepsAlias:
    """``max_steps``, the deprecated name of an env's ``max_moves`` attribute."""

    max_moves: int | None

    @property
    def max_steps(self) -> int | None:
        """Deprecated alias of ``max_moves``."""
        warnings.warn("max_steps is deprecated; use max_moves", DeprecationWarning, stacklevel=2)
        return self.max_moves

"""Argument and action checks shared by the environments: one rule, one message format.

Integers are Python ``int`` or numpy integers (``np.int64(3)``; actions also as a 0-d integer
array, what ``model.predict`` returns and gymnasium's ``Discrete`` accepts); bools, floats
(``1.0``, ``nan``), strings (``"1"``), lists and arrays are not integers, whatever they convert
to. Each check raises ``ValueError("<name>=<value!r> is not allowed; allowed: <what is>")``.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable
from typing import Any

import numpy as np


def is_integer(value: Any) -> bool:
    """A Python or numpy integer, not a bool."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _same_kind(value: Any, allowed: Any) -> bool:
    if isinstance(allowed, bool) or allowed is None:
        return value is allowed
    if isinstance(allowed, int):
        return is_integer(value)
    if isinstance(allowed, str):
        return isinstance(value, str)
    return type(value) is type(allowed)


def check_choice(name: str, value: Any, allowed: Iterable[Any]) -> None:
    """``value`` must equal one of ``allowed`` and be of its kind (so ``"4"`` is not ``4``,
    ``True`` is not ``1``; ``np.int64(4)`` is ``4``)."""
    allowed = list(allowed)
    if not any(_same_kind(value, a) and value == a for a in allowed):
        raise ValueError(f"{name}={value!r} is not allowed; allowed: {allowed}")


def check_int(
    name: str, value: Any, *, low: int = 1, high: int | None = None, optional: bool = False
) -> None:
    """``value`` must be an integer (not a bool) in ``[low, high]``, or None when ``optional``."""
    if value is None and optional:
        return
    if is_integer(value) and value >= low and (high is None or value <= high):
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


def check_action(action: Any, n: int) -> int:
    """``action`` as an ``int`` when it is an integer from 0 to ``n - 1``, else ValueError.

    Accepts what gymnasium's ``Discrete(n).contains`` accepts but a bool: Python integers
    (``IntEnum`` members too), numpy integers and 0-d integer arrays.
    """
    if is_integer(action) or (
        isinstance(action, np.ndarray)
        and action.shape == ()
        and np.issubdtype(action.dtype, np.integer)
    ):
        value = int(action)
    else:
        value = -1  # not an integer at all
    if 0 <= value < n:
        return value
    raise ValueError(f"action={action!r} is not allowed; allowed: an integer from 0 to {n - 1}")


def check_seed(seed: Any) -> int | None:
    """A reset ``seed``: None or an integer >= 0 (numpy integers become ``int``, which
    gymnasium's seeding requires)."""
    if seed is None:
        return None
    check_int("seed", seed, low=0, optional=True)
    return int(seed)


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

    max_moves: int  # the limit in force (the env's default when none was given)

    @property
    def max_steps(self) -> int:
        """Deprecated alias of ``max_moves``."""
        warnings.warn("max_steps is deprecated; use max_moves", DeprecationWarning, stacklevel=2)
        return self.max_moves

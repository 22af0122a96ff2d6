"""Whether two squares traded places between two boards read at rest, or a square only turned.

The scorer (:mod:`datagen.score`) counts squares that changed between two boards at rest that
no read frame showed turning: two squares that each now show what the other showed traded
places (a swap, which ``squares_kept`` counts as moved) unless each is its old pipes turned.
"""

from __future__ import annotations

from typing import Any


def traded(before: Any, after: Any) -> set[int]:
    """Squares that traded pipes between two boards at rest (per-square tuples): the two
    squares that changed, when each now shows exactly what the other showed (one event; more
    squares changed are turns seen or not, several L pieces each turned 180° among them).
    Empty for other boards (the maze's)."""
    if not isinstance(before, tuple) or not isinstance(after, tuple) or len(before) != len(after):
        return set()
    if not all(isinstance(v, tuple) for v in (*before, *after)):
        return set()
    changed = [k for k in range(len(after)) if after[k] != before[k]]
    if len(changed) != 2:
        return set()
    return {
        j
        for j in changed
        for k in changed
        if j != k and after[j] == before[k] and after[k] == before[j]
    }


def turned_from(before: Any, after: Any) -> bool:
    """Whether a square's pipes ``after`` are ``before``'s turned by whole quarter-turns (a
    cyclic shift of its per-side tuple)."""
    n = len(before)
    return len(after) == n and any(tuple(before[k:]) + tuple(before[:k]) == tuple(after)
                                   for k in range(n))  # fmt: skip

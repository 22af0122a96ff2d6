"""Pipe pieces: sides, connection patterns and quarter-turn rotation.

A pattern is a 4-tuple of 0/1 connections ordered ``[top, right, bottom, left]``. Turning a
square 90° clockwise moves each connection one side on: top -> right -> bottom -> left -> top.
Pure data and arithmetic; no gymnasium, no pygame, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence

TOP, RIGHT, BOTTOM, LEFT = 0, 1, 2, 3
SIDES = (TOP, RIGHT, BOTTOM, LEFT)
SIDE_NAMES = ("top", "right", "bottom", "left")
OPPOSITE = (BOTTOM, LEFT, TOP, RIGHT)
# (row delta, column delta) of the neighbour across each side; row 0 is the top row.
SIDE_OFFSETS = ((-1, 0), (0, 1), (1, 0), (0, -1))

ANGLES = (0, 90, 180, 270)

Pattern = tuple[int, int, int, int]

# Canonical pieces at 0°; every other piece is a rotation of one of these.
PIECES: dict[str, Pattern] = {
    "end": (1, 0, 0, 0),
    "straight": (1, 0, 1, 0),
    "L": (1, 1, 0, 0),
    "T": (1, 1, 1, 0),
}

# The specification's four L-shaped patterns.
L_PATTERNS: dict[str, Pattern] = {
    "top_right": (1, 1, 0, 0),
    "right_bottom": (0, 1, 1, 0),
    "bottom_left": (0, 0, 1, 1),
    "left_top": (1, 0, 0, 1),
}


def as_pattern(values: Sequence[int | bool]) -> Pattern:
    """Normalise four truthy values to a ``(top, right, bottom, left)`` 0/1 tuple.

    Raises:
        ValueError: if ``values`` does not have exactly four entries.
    """
    if len(values) != 4:
        raise ValueError(f"pattern must have 4 entries [top, right, bottom, left], got {values!r}")
    t, r, b, left = (1 if v else 0 for v in values)
    return (t, r, b, left)


def rotate_pattern(pattern: Sequence[int], quarter_turns: int) -> Pattern:
    """The connections of ``pattern`` after ``quarter_turns`` clockwise quarter-turns."""
    k = quarter_turns % 4
    p = as_pattern(pattern)
    t, r, b, left = p[-k:] + p[:-k] if k else p
    return (t, r, b, left)


def to_mask(pattern: Sequence[int]) -> int:
    """A 4-bit mask with bit ``s`` set when side ``s`` is connected."""
    return sum(1 << s for s in SIDES if pattern[s])


def from_mask(mask: int) -> Pattern:
    """The pattern for a 4-bit mask (inverse of :func:`to_mask`)."""
    return as_pattern([(mask >> s) & 1 for s in SIDES])


def classify(pattern: Sequence[int]) -> str | None:
    """The piece kind (``"end"``, ``"straight"``, ``"L"``, ``"T"``) or None (empty, cross)."""
    p = as_pattern(pattern)
    for name, base in PIECES.items():
        if any(rotate_pattern(base, k) == p for k in range(4)):
            return name
    return None


def turn_distance(k_from: int, k_to: int) -> int:
    """Fewest quarter-turns (either direction) from ``k_from`` to ``k_to`` quarter-turns."""
    d = (k_to - k_from) % 4
    return min(d, 4 - d)


def describe(pattern: Sequence[int]) -> str:
    """The connected sides in words, e.g. ``"top and right"``; ``"none"`` when empty."""
    names = [SIDE_NAMES[s] for s in SIDES if pattern[s]]
    if not names:
        return "none"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]

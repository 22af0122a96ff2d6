"""Reading a model's reply as a move. Model output is untrusted: nothing here raises on it.

MazeNav replies name the cell the player moves to; the *last* ``(row, col)`` pair in the reply is
the answer (``envs.maze_nav.text.find_coordinates`` finds pairs written as ``(2, 3)``, ``[2,3]``,
``row 2, column 3``...). The result says what was wrong, checked in this order:

=================  ==============================================================
reason             meaning
=================  ==============================================================
``no_coordinate``  no ``(row, col)`` pair in the reply
``out_of_bounds``  the cell is off the grid (negative or >= size)
``not_adjacent``   the cell is not one allowed move away (same cell, two cells away,
                   or a diagonal in a 4-directional maze)
``wall``           the cell is a wall
=================  ==============================================================

RotationPuzzle replies name a square, by ``(row, col)`` or as ``square N`` / ``position N``
(0-based, row by row from the top left, as the env's text numbers them), and a direction
(``clockwise`` / ``counterclockwise`` and their common spellings); the last of each counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from envs.maze_nav.logic import Cell, action_for_target
from envs.maze_nav.text import (  # one coordinate syntax for both tasks
    COORDINATE_RE,
    coordinate_number,
    coordinate_of,
    find_coordinates,
)

NO_COORDINATE = "no_coordinate"
OUT_OF_BOUNDS = "out_of_bounds"
NOT_ADJACENT = "not_adjacent"
WALL = "wall"
MOVE_FAILURES = (NO_COORDINATE, OUT_OF_BOUNDS, WALL, NOT_ADJACENT)


@dataclass(frozen=True)
class MoveParse:
    """A reply read as a MazeNav move.

    Attributes:
        target: The cell the reply names (``None`` if it names none).
        action: The env action reaching ``target`` (``None`` unless the move is valid).
        reason: ``None`` for a valid move, else one of :data:`MOVE_FAILURES`.
    """

    target: Cell | None
    action: int | None
    reason: str | None

    @property
    def ok(self) -> bool:
        return self.reason is None

    def as_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "target": None if self.target is None else list(self.target),
            "action": self.action,
            "reason": self.reason,
        }


def last_coordinate(text: object) -> Cell | None:
    """The last ``(row, col)`` pair in ``text``, or None. Never raises."""
    if not isinstance(text, str):
        return None
    found = find_coordinates(text)
    return found[-1] if found else None


def parse_move(text: object, corridors: np.ndarray, position: Cell, connectivity: int) -> MoveParse:
    """Read ``text`` as a move from ``position`` in a maze (``corridors`` True on open cells).

    Never raises on ``text``; see the module docstring for the failure reasons and their order.
    """
    target = last_coordinate(text)
    if target is None:
        return MoveParse(None, None, NO_COORDINATE)
    rows, cols = corridors.shape
    r, c = target
    if not (0 <= r < rows and 0 <= c < cols):
        return MoveParse(target, None, OUT_OF_BOUNDS)
    action = action_for_target(position, target, connectivity)
    if action is None:
        return MoveParse(target, None, NOT_ADJACENT)
    if not corridors[r, c]:
        return MoveParse(target, None, WALL)
    return MoveParse(target, action, None)


# -- RotationPuzzle -------------------------------------------------------------------------------

CLOCKWISE = "clockwise"
COUNTERCLOCKWISE = "counterclockwise"
NO_SQUARE = "no_square"
NO_DIRECTION = "no_direction"
ROTATION_FAILURES = (NO_SQUARE, NO_DIRECTION, OUT_OF_BOUNDS)

_DIRECTION_RE = re.compile(
    r"(?<![a-z])(?:(counter[\s-]?clockwise|anti[\s-]?clockwise|ccw)|(clockwise|cw))(?![a-z])",
    re.IGNORECASE,
)
# "\s*(?:#\s*)?" (not "\s*#?\s*") so a long run of spaces has one parse: linear time on any reply.
_INDEX_RE = re.compile(
    r"\b(?:square|position|piece|tile|number|no\.?)\s*(?:#\s*)?(?<![\d.])(\d+)(?![\d.])|#(\d+)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class RotationParse:
    """A reply read as a RotationPuzzle move.

    Attributes:
        square: Index of the square in reading order (0-based), or None.
        direction: ``"clockwise"`` or ``"counterclockwise"``, or None.
        action: The env action (``2 * square`` clockwise, ``2 * square + 1`` counterclockwise),
            ``None`` unless both parts were read.
        reason: ``None`` when valid, else ``"no_square"``, ``"no_direction"`` or
            ``"out_of_bounds"``.
    """

    square: int | None
    direction: str | None
    action: int | None
    reason: str | None

    @property
    def ok(self) -> bool:
        return self.reason is None

    def as_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "square": self.square,
            "direction": self.direction,
            "action": self.action,
            "reason": self.reason,
        }


def parse_rotation(text: object, rows: int, cols: int) -> RotationParse:
    """Read ``text`` as "rotate this square this way" on a ``rows × cols`` board. Never raises."""
    if not isinstance(text, str):
        return RotationParse(None, None, None, NO_SQUARE)
    # Whichever way of naming a square comes last in the reply wins.
    candidates: list[tuple[int, int]] = []  # (position in text, 0-based index or -1 off board)
    for m in _INDEX_RE.finditer(text):
        number = coordinate_number(m.group(1) or m.group(2))
        index = number if 0 <= number < rows * cols else -1
        candidates.append((m.start(), index))
    for m in COORDINATE_RE.finditer(text):
        r, c = coordinate_of(m)
        index = r * cols + c if 0 <= r < rows and 0 <= c < cols else -1
        candidates.append((m.start(), index))
    directions = [
        (m.start(), COUNTERCLOCKWISE if m.group(1) else CLOCKWISE)
        for m in _DIRECTION_RE.finditer(text)
    ]
    if not candidates:
        return RotationParse(None, directions[-1][1] if directions else None, None, NO_SQUARE)
    square = max(candidates)[1]
    direction = directions[-1][1] if directions else None
    if square < 0:
        return RotationParse(None, direction, None, OUT_OF_BOUNDS)
    if direction is None:
        return RotationParse(square, None, None, NO_DIRECTION)
    action = 2 * square + (0 if direction == CLOCKWISE else 1)
    return RotationParse(square, direction, action, None)

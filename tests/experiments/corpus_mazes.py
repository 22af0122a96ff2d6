"""The mazes the reply corpus is written against, and the labelled case type.

Mazes (5x5, shape square, 4-directional moves):

* ``ORIGINAL`` — the maze the model was shown: a 4x4 ring, P at (1,0), G at (4,3);
* ``NEW`` — a valid answer: a 3x3 ring in the top-right corner, P at (0,3), G at (2,4);
* ``PLUS`` — a plus sign: no square template, so not the original's shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ORIGINAL_MATRIX = """\
1 1 1 1 1
P 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1"""

ORIGINAL_COORD = """\
Walls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,4), (2,1), (2,2), (2,4), (3,1), (3,2), (3,4), (4,4)
Empty: (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), (4,1), (4,2)
Player position: (1,0)
Goal: (4,3)"""

NEW_MATRIX = """\
1 1 0 P 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1
1 1 1 1 1"""

NEW_COORD = """\
Walls: (0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1), (3,2), (3,3), (3,4), (4,0), (4,1), (4,2), (4,3), (4,4)
Empty: (0,2), (0,4), (1,2), (1,4), (2,2), (2,3)
Player position: (0,3)
Goal: (2,4)"""

PLUS_MATRIX = """\
1 1 P 1 1
1 1 0 1 1
0 0 0 0 G
1 1 0 1 1
1 1 0 1 1"""

PLUS_COORD = """\
Walls: (0,0), (0,1), (0,3), (0,4), (1,0), (1,1), (1,3), (1,4), (3,0), (3,1), (3,3), (3,4), (4,0), (4,1), (4,3), (4,4)
Empty: (1,2), (2,0), (2,1), (2,2), (2,3), (3,2), (4,2)
Player position: (0,2)
Goal: (2,4)"""

MAZES = {
    "matrix": {"original": ORIGINAL_MATRIX, "new": NEW_MATRIX, "plus": PLUS_MATRIX},
    "coord_list": {"original": ORIGINAL_COORD, "new": NEW_COORD, "plus": PLUS_COORD},
}


@dataclass(frozen=True)
class Case:
    """One reply and the verdict the specification gives it.

    Attributes:
        id: a short name, unique in the corpus.
        phase: ``"solve"`` (one move read from a reply), ``"one_shot"`` (a whole path),
            ``"recognize"``, ``"generate"`` or ``"rotate"`` (a rotation-puzzle move).
        reply: the reply as the model wrote it.
        expected: ``solve`` — the ``(row, col)`` read, or None; ``one_shot``/``generate`` — the
            success verdict; ``recognize`` — ``(success, predicted)``; ``rotate`` —
            ``(square, direction)``.
        why: the rule that gives this verdict.
        encoding: the maze encoding asked for (generation only).
        shape: the true shape (recognition only).
        strict: the strict verdict (the asked format, read only there, and right); None where
            the phase has no strict reading (``rotate``) or the case is not labelled for it.
        strict_reason: why the strict verdict fails: ``"format"`` when the asked format was not
            followed, else the scorer's reason (None when it passes).
        habit: the reply habit the case stands for (the benchmark's agreement is per habit).
    """

    id: str
    phase: str
    reply: str
    expected: Any
    why: str
    encoding: str | None = None
    shape: str | None = None
    strict: bool | None = None
    strict_reason: str | None = None
    habit: str = ""

"""The seed's two text encodings of a maze, and parsers that read them back from model output.

``matrix`` (rows of ``1``/``0``/``P``/``G`` separated by spaces; ``1`` wall, ``0`` empty)::

    1 1 1 1 1
    P 0 0 0 1
    1 1 1 0 1
    1 0 0 0 1
    1 G 1 1 1

``coord_list`` (cells as ``(row,col)``, row 0 at the top; ``Empty`` lists the open cells other
than the player's and the goal's, exactly the cells the matrix shows as ``0``)::

    Walls: (0,0), (0,1), ...
    Empty: (1,1), (1,2), ...
    Player position: (1,0)
    Goal: (4,1)

Both encoders take the seed's code grid (0 wall, 1 corridor, 2 player, 3 goal). The parsers
accept what models write around a maze — code fences, prose, ``S``/``E`` for start/end,
brackets and commas, bold labels — and never raise: they return a :class:`ParsedMaze` whose
``error`` says what was missing. ``parse(encode(grid)) == grid`` for every code grid.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL, Cell, _unpack

MATRIX_SYMBOLS = {WALL: "1", CORRIDOR: "0", PLAYER: "P", GOAL: "G"}
_MATRIX_CODES = {"1": WALL, "0": CORRIDOR, "P": PLAYER, "G": GOAL, "S": PLAYER, "E": GOAL}

ENCODINGS = ("matrix", "coord_list")

# Every character either text encoding can produce (the gymnasium Text space's charset).
CHARSET = frozenset("0123456789 ,()\n:PG" + "WallsEmptyPlayerpositionGoal")


def text_max_length(size: int) -> int:
    """An upper bound on the length of either encoding of a ``size × size`` grid."""
    return 12 * size * size + 64


def encode_matrix(codes: np.ndarray) -> str:
    """The matrix encoding of a code grid (no trailing newline)."""
    return "\n".join(" ".join(MATRIX_SYMBOLS[int(v)] for v in row) for row in codes)


def _fmt(cells: np.ndarray) -> str:
    return ", ".join(f"({int(r)},{int(c)})" for r, c in cells)


def encode_coord_list(codes: np.ndarray) -> str:
    """The coordinate-list encoding of a code grid (no trailing newline)."""
    player = np.argwhere(codes == PLAYER)
    goal = np.argwhere(codes == GOAL)
    return "\n".join(
        (
            f"Walls: {_fmt(np.argwhere(codes == WALL))}",
            f"Empty: {_fmt(np.argwhere(codes == CORRIDOR))}",
            f"Player position: {_fmt(player)}",
            f"Goal: {_fmt(goal)}",
        )
    )


class TextView:
    """One maze's text observations, with everything that never moves formatted once.

    ``view(position)`` equals ``encode(maze.codes(position), encoding)`` for every position
    but the goal; standing on the goal, the matrix shows ``P`` there and the coordinate list
    still names the goal cell (``encode`` cannot: the code grid has no goal left to list).
    """

    def __init__(self, corridors: np.ndarray, goal: Cell, encoding: str) -> None:
        if encoding not in ENCODERS:
            raise ValueError(
                f"encoding={encoding!r} is not a text encoding; allowed: {list(ENCODERS)}"
            )
        self.encoding = encoding
        codes = corridors.astype(np.int8)
        codes[goal] = GOAL
        self._rows = [[MATRIX_SYMBOLS[int(v)] for v in row] for row in codes]
        self._walls = f"Walls: {_fmt(np.argwhere(codes == WALL))}"
        self._open = [((int(r), int(c)), f"({r},{c})") for r, c in np.argwhere(codes == CORRIDOR)]
        self._goal = f"Goal: ({goal[0]},{goal[1]})"
        self._lines = [" ".join(row) for row in self._rows]

    def __call__(self, position: Cell) -> str:
        r, c = position
        if self.encoding == "matrix":
            lines = list(self._lines)
            row = list(self._rows[r])
            row[c] = "P"
            lines[r] = " ".join(row)
            return "\n".join(lines)
        empty = ", ".join(s for cell, s in self._open if cell != position)
        return f"{self._walls}\nEmpty: {empty}\nPlayer position: ({r},{c})\n{self._goal}"


@lru_cache(maxsize=8192)
def text_view(key: bytes, size: int, goal: Cell, encoding: str) -> TextView:
    """A cached :class:`TextView` for a packed corridor key (see ``logic.corridor_key``)."""
    return TextView(_unpack(key, size), goal, encoding)


@dataclass(frozen=True)
class ParsedMaze:
    """What a parser found: a code grid, or None and why not.

    The grid is returned as written (it may hold no player or two goals); whether it is a
    playable maze is :func:`envs.maze_nav.logic.maze_problem`'s call.
    """

    codes: np.ndarray | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.codes is not None


# COORDINATE_RE is public: the move parser and the scorers find coordinates with it too.
# Coordinates: "(2, 3)", "[2,3]", "row 2, column 3", "r2 c3". Every separator is written so that
# a run of whitespace can be split one way only ("\s*(?:[,;]\s*)?", never "\s*[,;]?\s*"): the
# pattern runs in linear time on any text, a megabyte of spaces included.
_NUM = r"(?<![\d.])(-?\d+)(?![\d.])"
# Every alternative starts with a literal character ("r(?<!\wr)" is "\br" spelled so), which
# lets the engine skip ahead instead of trying each alternative at every position.
COORDINATE_RE = re.compile(
    rf"[(\[{{]\s*{_NUM}\s*[,;]\s*{_NUM}\s*[)\]}}]"
    rf"|r(?<!\wr)(?:ow\s*{_NUM}\s*(?:[,;]\s*)?(?:and\s+)?(?:col|column)\s*{_NUM}"
    rf"|\s*{_NUM}\s*(?:[,;]\s*)?c\s*{_NUM}\b)",
    re.IGNORECASE,
)
# Larger numbers are read as this (off any grid): int() of a 5,000-digit run is slow in CPython
# and refused past 4,300 digits, and no maze is a billion cells wide.
_HUGE = 10**9


def coordinate_number(digits: str) -> int:
    """A coordinate's integer value, saturated at +-1e9 so huge numbers stay cheap and off-grid."""
    negative = digits.startswith("-")
    body = digits.lstrip("-")
    value = int(body) if len(body) <= 9 else _HUGE
    return -value if negative else value


def coordinate_of(match: re.Match[str]) -> Cell:
    """The ``(row, col)`` a :data:`COORDINATE_RE` match names."""
    nums = [g for g in match.groups() if g is not None]
    return coordinate_number(nums[0]), coordinate_number(nums[1])


def find_coordinates(text: str) -> list[Cell]:
    """Every ``(row, col)`` pair in ``text``, in order of appearance. Never raises."""
    if not isinstance(text, str):
        return []
    return [coordinate_of(m) for m in COORDINATE_RE.finditer(text)]


_ROW_LABEL = re.compile(r"^\s*(?:row\s*)?\d+\s*[:|]\s*", re.IGNORECASE)
_ROW_JUNK = re.compile(r"[\[\]{}(),;|'\"`*]")


def _matrix_row(line: str) -> list[int] | None:
    line = _ROW_LABEL.sub("", line)
    line = _ROW_JUNK.sub(" ", line).upper().strip()
    if not line:
        return None
    tokens = line.split()
    if len(tokens) == 1 and len(tokens[0]) >= 2:
        tokens = list(tokens[0])
    if len(tokens) < 2 or any(t not in _MATRIX_CODES for t in tokens):
        return None
    return [_MATRIX_CODES[t] for t in tokens]


def parse_matrix(text: str, size: int | None = None) -> ParsedMaze:
    """Read the last matrix-encoded grid in ``text`` (of side ``size`` if given)."""
    if not isinstance(text, str):
        return ParsedMaze(None, "no_grid")
    blocks: list[list[list[int]]] = []
    current: list[list[int]] = []
    for line in text.splitlines():
        row = _matrix_row(line)
        if row is not None and (not current or len(row) == len(current[0])):
            current.append(row)
            continue
        if current:
            blocks.append(current)
        current = [row] if row is not None else []
    if current:
        blocks.append(current)
    square = [b for b in blocks if len(b) == len(b[0]) and len(b) >= 2]
    if size is not None:
        fitting = [b for b in square if len(b) == size]
        if not fitting:
            return ParsedMaze(None, "wrong_size" if square else "no_grid")
        square = fitting
    if not square:
        return ParsedMaze(None, "not_square" if blocks else "no_grid")
    return ParsedMaze(np.array(square[-1], dtype=np.int8))


_LABELS: dict[str, re.Pattern[str]] = {
    "walls": re.compile(r"\bwalls?\b[^:\n]{0,20}:", re.IGNORECASE),
    "empty": re.compile(r"\b(?:empty|open|path|corridors?|free)\b[^:\n]{0,20}:", re.IGNORECASE),
    "player": re.compile(r"\b(?:player|start)\b[^:\n]{0,20}:", re.IGNORECASE),
    "goal": re.compile(r"\b(?:goal|end|exit)\b[^:\n]{0,20}:", re.IGNORECASE),
}


def _labelled_cells(text: str) -> dict[str, list[Cell]]:
    """The coordinates after the last occurrence of each label (up to the next label)."""
    hits = []
    for name, pattern in _LABELS.items():
        for m in pattern.finditer(text):
            hits.append((m.start(), m.end(), name))
    hits.sort()
    found: dict[str, list[Cell]] = {}
    for i, (_, end, name) in enumerate(hits):
        stop = hits[i + 1][0] if i + 1 < len(hits) else len(text)
        segment = text[end:stop]
        # The last block wins, so a restated original maze does not mix into a new one.
        found[name] = find_coordinates(segment.split("\n\n")[0])
    return found


def parse_coord_list(text: str, size: int | None = None) -> ParsedMaze:
    """Read a coordinate-list maze from ``text``; unlisted cells are walls.

    Needs an ``Empty`` (or ``Path``/``Open``) line and player and goal lines; the grid side is
    ``size`` when given, else one more than the largest coordinate.
    """
    if not isinstance(text, str):
        return ParsedMaze(None, "no_grid")
    cells = _labelled_cells(text)
    if "empty" not in cells:
        return ParsedMaze(None, "no_grid")
    if "player" not in cells or "goal" not in cells:
        return ParsedMaze(None, "missing_player_or_goal")
    everything = [c for group in cells.values() for c in group]
    if not everything:
        return ParsedMaze(None, "no_grid")
    n = size if size is not None else max(max(r, c) for r, c in everything) + 1
    if n > 64:
        return ParsedMaze(None, "too_large")
    if any(not (0 <= r < n and 0 <= c < n) for r, c in everything):
        return ParsedMaze(None, "out_of_bounds" if size is not None else "negative_coordinate")
    codes = np.full((n, n), WALL, dtype=np.int8)
    for code, name in ((CORRIDOR, "empty"), (PLAYER, "player"), (GOAL, "goal")):
        for cell in cells[name]:
            codes[cell] = code
    walls = set(cells.get("walls", []))
    opened = {c for name in ("empty", "player", "goal") for c in cells[name]}
    if walls & opened:
        return ParsedMaze(None, "conflict")
    return ParsedMaze(codes)


ENCODERS: dict[str, Callable[[np.ndarray], str]] = {
    "matrix": encode_matrix,
    "coord_list": encode_coord_list,
}
PARSERS: dict[str, Callable[..., ParsedMaze]] = {
    "matrix": parse_matrix,
    "coord_list": parse_coord_list,
}


def encode(codes: np.ndarray, encoding: str) -> str:
    """Encode a code grid in ``encoding`` ("matrix" or "coord_list")."""
    if encoding not in ENCODERS:
        raise ValueError(f"encoding={encoding!r} is not a text encoding; allowed: {list(ENCODERS)}")
    return ENCODERS[encoding](codes)


def parse(text: str, encoding: str, size: int | None = None) -> ParsedMaze:
    """Parse model output written in ``encoding``. Never raises on ``text``."""
    if encoding not in PARSERS:
        raise ValueError(f"encoding={encoding!r} is not a text encoding; allowed: {list(PARSERS)}")
    return PARSERS[encoding](text, size)

"""The specification's two text encodings of a maze, and parsers that read them back from model output.

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

Both encoders take the specification's code grid (0 wall, 1 corridor, 2 player, 3 goal). The parsers
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

from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL, Cell, _unpack

MATRIX_SYMBOLS = {WALL: "1", CORRIDOR: "0", PLAYER: "P", GOAL: "G"}
_MATRIX_CODES = {"1": WALL, "0": CORRIDOR, "P": PLAYER, "G": GOAL, "S": PLAYER, "E": GOAL}

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
        rows, cols = codes.shape
        self._text: str | None = None
        if encoding == "matrix":
            # Every symbol is one character and every row 2 * cols long with its separator, so
            # the player's character sits at a fixed offset of one string.
            chars = np.full((rows, 2 * cols), ord(" "), dtype=np.uint8)
            chars[:, 0::2] = _SYMBOL_BYTES[codes]
            chars[:, -1] = ord("\n")
            self._text = chars.tobytes().decode("ascii")[:-1]
            self._width = 2 * cols
            return
        names = _cell_names(rows, cols)
        flat = codes.reshape(-1)
        walls = ", ".join([names[i] for i in np.flatnonzero(flat == WALL).tolist()])
        self._head = f"Walls: {walls}\nEmpty: "
        self._goal = f"\nGoal: ({goal[0]},{goal[1]})"
        open_cells = np.flatnonzero(flat == CORRIDOR).tolist()
        parts = [names[i] for i in open_cells]
        self._empty = ", ".join(parts)
        # What to cut out of the Empty line when the player stands on a cell: its entry and
        # one separator.
        self._cut: dict[Cell, tuple[int, int]] = {}
        offset = 0
        for i, (p, part) in enumerate(zip(open_cells, parts, strict=True)):
            end = offset + len(part)
            if len(parts) == 1:
                cut = (0, end)
            elif i == 0:
                cut = (0, end + 2)
            else:
                cut = (offset - 2, end)
            self._cut[divmod(p, cols)] = cut
            offset = end + 2

    def __call__(self, position: Cell) -> str:
        r, c = position
        if self._text is not None:
            at = r * self._width + 2 * c
            return self._text[:at] + "P" + self._text[at + 1 :]
        cut = self._cut.get(position)
        empty = self._empty if cut is None else self._empty[: cut[0]] + self._empty[cut[1] :]
        return f"{self._head}{empty}\nPlayer position: ({r},{c}){self._goal}"


_SYMBOL_BYTES = np.frombuffer("".join(MATRIX_SYMBOLS[v] for v in range(4)).encode(), np.uint8)


@lru_cache(maxsize=16)
def _cell_names(rows: int, cols: int) -> tuple[str, ...]:
    """``"(r,c)"`` of every cell, row-major."""
    return tuple(f"({r},{c})" for r in range(rows) for c in range(cols))


@lru_cache(maxsize=2048)
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


MAX_REPLY_CHARS = 200_000
"""Readers of model output look at no more than this many characters of one reply (about 50,000
tokens, beyond any reply length the package asks for): the parsers here and the scorers read its
start when they look for the first maze, its end when they look for the last answer. With every
pattern linear, this bounds what one hostile reply can cost."""

# COORDINATE_RE is public: the move parser and the scorers find coordinates with it too.
# Coordinates: "(2, 3)", "[2,3]", "row 2, column 3", "r2 c3". Every separator is written so that
# a run of whitespace can be split one way only ("\s*(?:[,;]\s*)?", never "\s*[,;]?\s*"): the
# pattern runs in linear time on any text, a megabyte of spaces included.
_NUM = r"(?<![\d.])(-?\d+)(?!\d|\.\d)"
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
    r, c = [g for g in match.groups() if g is not None]
    return coordinate_number(r), coordinate_number(c)


# The bracket form alone, for the fast path of find_coordinates (short numbers only).
# Without COORDINATE_RE's lookarounds: next to a bracket, comma or space they always hold, and
# with no 9-digit run in the text (the fast path's condition) \d{1,8} always takes a whole number.
_BRACKET_RE = re.compile(r"[(\[{]\s*(-?\d{1,8})\s*[,;]\s*(-?\d{1,8})\s*[)\]}]")
_ROW_FORMS_RE = re.compile(
    rf"r(?<!\wr)(?:ow\s*{_NUM}\s*(?:[,;]\s*)?(?:and\s+)?(?:col|column)\s*{_NUM}"
    rf"|\s*{_NUM}\s*(?:[,;]\s*)?c\s*{_NUM}\b)",
    re.IGNORECASE,
)
# Text that needs the general reader: a row/column form or a number of 9 digits or more.
_GENERAL_FORMS_RE = re.compile(f"{_ROW_FORMS_RE.pattern}|\\d{{9}}", re.IGNORECASE)
_MAX_LOOKUP = 1000


def find_coordinates(text: str) -> list[Cell]:
    """Every ``(row, col)`` pair in ``text``, in order of appearance. Never raises."""
    if not isinstance(text, str):
        return []
    return _coordinate_reader(text)(text)


def _coordinate_reader(text: str) -> Callable[[str], list[Cell]]:
    """The fastest exact way to read the coordinates of ``text`` and of any part of it."""
    if _GENERAL_FORMS_RE.search(text) is None:
        return _bracket_coordinates
    return _all_coordinates


# int() of a numeric string costs about half a microsecond; grid-sized numbers are looked up.
_SMALL_INTS = {str(i): i for i in range(-_MAX_LOOKUP, _MAX_LOOKUP)}


def _bracket_coordinates(text: str) -> list[Cell]:
    # Only the bracket form occurs and every number is short (the scorers' hot path; the result
    # is what _all_coordinates gives for such text).
    small = _SMALL_INTS
    return [
        (small[a] if a in small else int(a), small[b] if b in small else int(b))
        for a, b in _BRACKET_RE.findall(text)
    ]


def _all_coordinates(text: str) -> list[Cell]:
    out = []
    for a, b, c, d, e, f in COORDINATE_RE.findall(text):
        r, col = a or c or e, b or d or f
        out.append(
            (
                int(r) if len(r) < 10 else coordinate_number(r),
                int(col) if len(col) < 10 else coordinate_number(col),
            )
        )
    return out


_ROW_LABEL = re.compile(r"^\s*(?:row\s*)?\d+\s*[:|]\s*", re.IGNORECASE)
_ROW_JUNK = re.compile(r"[\[\]{}(),;|'\"`*]")
# A row is at most this many cells; a longer line is prose (or an attack), not a maze row.
_MAX_ROW = 64


def _matrix_row(line: str) -> list[int] | None:
    if len(line) > 8 * _MAX_ROW:
        return None
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


def matrix_blocks(text: str) -> list[list[list[int]]]:
    """Every run of consecutive matrix rows of one width in ``text``, in order.

    A block ends at the first line that is not a row of the same width (a blank line, prose, a
    fence, a row of another width). Never raises.
    """
    blocks: list[list[list[int]]] = []
    current: list[list[int]] = []
    for line in text.splitlines():
        row = _matrix_row(line) if line and not line.isspace() else None
        if row is not None and (not current or len(row) == len(current[0])):
            current.append(row)
            continue
        if current:
            blocks.append(current)
        current = [row] if row is not None else []
    if current:
        blocks.append(current)
    return blocks


def parse_matrix(text: str, size: int | None = None) -> ParsedMaze:
    """Read the first complete matrix-encoded grid in ``text`` (of side ``size`` if given).

    A grid is complete when its block (see :func:`matrix_blocks`) is square with at least two
    rows, and ``size`` rows when ``size`` is given; anything written after it cannot change it.
    """
    if not isinstance(text, str):
        return ParsedMaze(None, "no_grid")
    blocks = matrix_blocks(text[:MAX_REPLY_CHARS])
    square = [b for b in blocks if len(b) == len(b[0]) and len(b) >= 2]
    if size is not None:
        fitting = [b for b in square if len(b) == size]
        if not fitting:
            return ParsedMaze(None, "wrong_size" if square else "no_grid")
        square = fitting
    if not square:
        return ParsedMaze(None, "not_square" if blocks else "no_grid")
    return ParsedMaze(np.array(square[0], dtype=np.int8))


# -- coordinate lists -----------------------------------------------------------------------------
# A labelled line starts (after list bullets, numbering, quotes and markdown emphasis) with one
# of these words, optionally qualified ("Empty cells", "Player position", "Walls (1)"), then a
# colon. "Path from P to G:" or "The corridors:" are not labels: the qualifiers are a closed list.
COORD_LIST_LABELS: dict[str, str] = {
    "walls": r"walls?|obstacles?|blocked",
    "empty": r"empty|open|paths?|corridors?|free",
    "player": r"player|start",
    "goal": r"goal|end|exit|target|finish",
}
_QUALIFIER = (
    r"cells?|spaces?|squares?|tiles?|positions?|locations?|coordinates?|coords?|points?|pos"
    r"|list|path|paths|corridors?"
)
# List bullets, quotes, numbering, emphasis and JSON punctuation before a label.
_DECORATION = re.compile(r"\A[\s>*_`#+\-•{\"',]*(?:\d{1,3}[.)]\s+)?[\s*_`\"']*")
_LABEL = re.compile(
    r"(?:"
    + "|".join(f"(?P<{name}>{words})" for name, words in COORD_LIST_LABELS.items())
    + rf")(?:\s+(?:{_QUALIFIER}))*(?:\s*\([^)\n]{{0,16}}\))?[\s*_`\"']*[:=]",
    re.IGNORECASE,
)
_CELL_START = frozenset("([{rR")
_HEADER_TAIL = " \t*_`\"',:;.-[]{}()"
_CONTINUATION_JUNK = re.compile(r"\band\b|[\s,;.\[\]{}()*_`|]+", re.IGNORECASE)


@dataclass(frozen=True)
class CoordBlock:
    """One run of labelled coordinate-list lines: the cells listed under each label."""

    cells: dict[str, list[Cell]]

    @property
    def complete(self) -> bool:
        """An ``Empty`` label, and at least one player and one goal cell."""
        return (
            "empty" in self.cells
            and bool(self.cells.get("player"))
            and bool(self.cells.get("goal"))
        )


def coord_list_blocks(text: str) -> list[CoordBlock]:
    """Every run of labelled coordinate-list lines in ``text``, in order. Never raises.

    A block is a run of lines that each start with a label (``Walls:``, ``Empty:``,
    ``Player position:``, ``Goal:`` and the synonyms of :data:`COORD_LIST_LABELS`) or hold only
    coordinates (a list continued on the next line); blank lines inside it are allowed. It ends
    at a line of prose, or where a label it already has comes again (the next maze begins).
    """
    blocks: list[CoordBlock] = []
    current: dict[str, list[Cell]] = {}
    last: str | None = None
    read = _coordinate_reader(text)
    for raw in text.splitlines():
        if not raw or raw.isspace():
            continue
        line = raw[_DECORATION.match(raw).end() :]
        if not line:
            continue
        label = _LABEL.match(line)
        if label is not None:
            rest = line[label.end() :]
            cells = read(rest)
            # "Start: top row." is prose; "Walls:" alone heads a list on the next lines.
            if cells or not rest.strip(_HEADER_TAIL):
                name = label.lastgroup or ""
                if name in current:
                    blocks.append(CoordBlock(current))
                    current = {}
                current[name] = cells
                last = name
                continue
        # A list continued on the next line starts with a cell; anything else is prose.
        if last is not None and line[0] in _CELL_START:
            cells = read(line)
            if cells and not _CONTINUATION_JUNK.sub("", COORDINATE_RE.sub("", line)):
                current[last].extend(cells)
                continue
        if current:
            blocks.append(CoordBlock(current))
        current, last = {}, None
    if current:
        blocks.append(CoordBlock(current))
    return blocks


@lru_cache(maxsize=64)
def _grid_cells(n: int) -> frozenset[Cell]:
    return frozenset((r, c) for r in range(n) for c in range(n))


def parse_coord_list(text: str, size: int | None = None) -> ParsedMaze:
    """Read the first complete coordinate-list maze in ``text``; unlisted cells are walls.

    Blocks are found by :func:`coord_list_blocks`; the first complete one is the maze, and
    anything written after it (a path, notes, a second maze) cannot change it. The grid side is
    ``size`` when given, else one more than the largest coordinate.
    """
    if not isinstance(text, str):
        return ParsedMaze(None, "no_grid")
    blocks = coord_list_blocks(text[:MAX_REPLY_CHARS])
    found = next((b for b in blocks if b.complete), None)
    if found is None:
        if any("empty" in b.cells for b in blocks):
            return ParsedMaze(None, "missing_player_or_goal")
        return ParsedMaze(None, "no_grid")
    cells = found.cells
    everything = [c for group in cells.values() for c in group]
    n = size if size is not None else max(max(r, c) for r, c in everything) + 1
    if n > _MAX_ROW:
        return ParsedMaze(None, "too_large")
    if not _grid_cells(n).issuperset(everything):
        return ParsedMaze(None, "out_of_bounds" if size is not None else "negative_coordinate")
    flat = [WALL] * (n * n)
    for code, name in ((CORRIDOR, "empty"), (PLAYER, "player"), (GOAL, "goal")):
        for r, c in cells[name]:
            flat[r * n + c] = code
    opened = {c for name in ("empty", "player", "goal") for c in cells[name]}
    if not opened.isdisjoint(cells.get("walls", ())):
        return ParsedMaze(None, "conflict")
    return ParsedMaze(np.array(flat, dtype=np.int8).reshape(n, n))


ENCODERS: dict[str, Callable[[np.ndarray], str]] = {
    "matrix": encode_matrix,
    "coord_list": encode_coord_list,
}
PARSERS: dict[str, Callable[..., ParsedMaze]] = {
    "matrix": parse_matrix,
    "coord_list": parse_coord_list,
}
# The registries must cover exactly the encodings the rules name (constants.py).
assert tuple(ENCODERS) == tuple(PARSERS) == TEXT_ENCODINGS, "text.py vs constants.py"


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

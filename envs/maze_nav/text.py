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
accept what models write around a maze — code fences, prose, brackets and commas, JSON, bold
labels, tables with row numbers, row labels and notes, blank lines between rows, blockquotes,
bullets, headings, ``P:``/``G:`` and several labels on one line — and never raise (a matrix's
player and goal are ``P`` and ``G`` only: ``S``/``E`` is no maze the prompt asked for): they return a :class:`ParsedMaze` whose ``error`` says what was
missing. ``parse(encode(grid)) == grid`` for every code grid. :func:`maze_blocks` gives every
complete maze in a text with its span, for scorers that choose among several.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL, Cell, unpack_key

MATRIX_SYMBOLS = {WALL: "1", CORRIDOR: "0", PLAYER: "P", GOAL: "G"}
# P and G only: a maze whose player and goal are written with other letters (S and E, A and B)
# has no player or goal, which the generation requirements ask for by name (issue 35, the
# lead's v7 ruling; S/E read as P/G before).
_MATRIX_CODES = {"1": WALL, "0": CORRIDOR, "P": PLAYER, "G": GOAL}
_SYMBOLS = frozenset(_MATRIX_CODES)

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
    return TextView(unpack_key(key, size), goal, encoding)


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
# A cheap first look for the same forms: every match of _GENERAL_FORMS_RE contains a match of
# one of these two (each alone is scanned for faster than the alternation); most replies have
# none.
_ROW_HINT_RE = re.compile(r"[rR](?:[oO][wW]|\s*-?\d)")
_LONG_NUMBER_RE = re.compile(r"\d{9}")
_MAX_LOOKUP = 1000


def find_coordinates(text: str) -> list[Cell]:
    """Every ``(row, col)`` pair in ``text``, in order of appearance. Never raises."""
    if not isinstance(text, str):
        return []
    return _coordinate_reader(text)(text)


def _coordinate_reader(text: str) -> Callable[[str], list[Cell]]:
    """The fastest exact way to read the coordinates of ``text`` and of any part of it."""
    hinted = _ROW_HINT_RE.search(text) is not None or _LONG_NUMBER_RE.search(text) is not None
    if not hinted or _GENERAL_FORMS_RE.search(text) is None:
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


# -- matrix rows ----------------------------------------------------------------------------------
# What models write around a row, read through: blockquote marks, bullets and table pipes before
# it; a label ("Row 1:", "R0", "Line 2 |", "3:", "1.", "MAZE:", a JSON key); brackets, commas
# and quotes between the symbols; a comment after it ("# row 0", "<- start", "// top").
_ROW_LEAD = " \t>|*-\u2022+{[("
_ROW_LABEL = re.compile(
    r"(?:row|line|ln|r)[ \t]*\d{1,3}[ \t]*[:.)|=-]?"
    r"|\d{1,3}[ \t]*[:.)]"
    r"|[\"']?[A-Za-z_][A-Za-z_ ]{0,24}[\"']?[ \t]*[:=]",
    re.IGNORECASE,
)
_ROW_JUNK = re.compile(r"[\[\]{}(),;|'\"`*]")
# One-line JSON or Python rows: "[[1, 0, ...], [0, 1, ...]]" is read one row per bracket pair.
# The comma is required: "[1][1][0][P][0]" is one row with every cell in brackets.
_ROW_BREAK = re.compile(r"\][ \t]*,[ \t]*\[")
_PLAIN_ROW = re.compile(r"[01PGSEpgse](?:[ \t]+[01PGSEpgse])+")
# First letters of a line that is prose unless a "Label:" follows (no row word, no symbol).
_PROSE_START = frozenset(
    ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" if ch not in "PGSELRpgselr"
)
# A row is at most this many cells; a longer line is prose (or an attack), not a maze row.
_MAX_ROW = 64
# A row index written before the symbols (a table's first column): up to 3 digits.
_MAX_INDEX_DIGITS = 3


def _is_comment(token: str) -> bool:
    """Whether a token after a row's symbols starts a note ("#", "<-", "//", a word)."""
    return token[0] in "#/<=-~%\u2190\u2192" or (len(token) >= 2 and token[:2].isalpha())


def _matrix_tokens(line: str) -> list[str] | None:
    """A row's symbols (the first may be a row index), or None when the line is not a row."""
    if len(line) > 8 * _MAX_ROW:
        return None
    plain = line.strip()
    if _PLAIN_ROW.fullmatch(plain):  # the encoder's own form, the common case
        return plain.upper().split()
    line = line.lstrip(_ROW_LEAD)
    if line[:1] in _PROSE_START and ":" not in line and "=" not in line:
        return None  # prose: no label can start here (it would need a row word, a digit or ":")
    label = _ROW_LABEL.match(line)
    if label is not None:
        line = line[label.end() :]
    elif line[:1].isalpha() and line[0] not in "PGSEpgse":
        return None  # prose
    tokens = _ROW_JUNK.sub(" ", line).upper().split()
    if not tokens:
        return None
    codes = _MATRIX_CODES
    first = tokens[0]
    if len(first) >= 2 and all(ch in codes for ch in first):
        if len(tokens) == 1 or tokens[1] not in codes:  # a row written without spaces
            tokens = [*first, *tokens[1:]]
    elif first not in codes and not (first.isdigit() and len(first) <= _MAX_INDEX_DIGITS):
        return None
    n = 1
    while n < len(tokens) and tokens[n] in codes:
        n += 1
    if n < len(tokens) and not _is_comment(tokens[n]):
        return None
    return tokens[:n] if n >= 2 else None


_BLANK = " \t\r\n\f\v>"
"""What a blank line holds (a blockquote's empty line is blank too)."""


@dataclass(frozen=True)
class MatrixRun:
    """Consecutive matrix rows of one width: where they start and end in the text, and the rows."""

    start: int
    end: int
    rows: list[list[int]]


_Row = tuple[list[str], int, int]
"""A row's tokens and the span of its line."""


def _index_column(rows: list[list[str]]) -> bool:
    """Whether the first column numbers the rows (0, 1, 2, ... or 1, 2, 3, ...)."""
    if len(rows) < 3 or not all(r[0].isdigit() for r in rows):
        return False
    first = int(rows[0][0])
    return first in (0, 1) and all(int(r[0]) == first + i for i, r in enumerate(rows))


def matrix_runs(text: str) -> list[MatrixRun]:
    """Every run of matrix rows of one width in ``text``, in order, with its character span.

    A run ends at a line that is not a row of its width (prose, a fence, a row of another
    width) or at a blank line; rows written one per paragraph (a blank line after every row)
    are one run. Decoration around rows is read through (see :func:`_matrix_tokens`), and a
    first column numbering the rows is dropped. Never raises.
    """
    if not isinstance(text, str):
        return []
    # A group is a run of rows and whether a blank line (and nothing else) separates it from
    # the group before.
    groups: list[tuple[list[_Row], bool]] = []
    rows: list[_Row] = []
    after_blank = blank = False
    offset = 0
    # A maze repeats its rows and a reasoning reply its drafts: each distinct line is read once.
    seen: dict[str, list[str] | None] = {}
    for line in text.splitlines(True):
        line_start, offset = offset, offset + len(line)
        if not line.strip(_BLANK):
            blank = True
            continue
        parts = _ROW_BREAK.split(line) if "]" in line and "[" in line else (line,)
        for part in parts:
            if part in seen:
                tokens = seen[part]
            else:
                tokens = seen[part] = _matrix_tokens(part)
            if tokens is not None and rows and len(tokens) == len(rows[0][0]) and not blank:
                rows.append((tokens, line_start, offset))
                continue
            if rows:
                groups.append((rows, after_blank))
            after_blank = blank and bool(rows) and tokens is not None
            rows = [(tokens, line_start, offset)] if tokens is not None else []
            blank = False
        blank = False
    if rows:
        groups.append((rows, after_blank))
    merged: list[list[_Row]] = []
    singles = False  # the last merged group is rows written one per paragraph
    for g_rows, g_after_blank in groups:
        if (
            singles
            and g_after_blank
            and len(g_rows) == 1
            and len(g_rows[0][0]) == len(merged[-1][0][0])
        ):
            merged[-1].append(g_rows[0])
            continue
        merged.append(g_rows)
        singles = len(g_rows) == 1
    runs: list[MatrixRun] = []
    for g_rows in merged:
        if len(g_rows) >= 3 and _index_column([r[0] for r in g_rows]):
            g_rows = [(r[0][1:], r[1], r[2]) for r in g_rows]
        # Rows whose first token is a number but not a symbol split the run.
        chunk: list[_Row] = []
        for row in g_rows:
            if len(row[0]) >= 2 and _SYMBOLS.issuperset(row[0]):
                chunk.append(row)
                continue
            if chunk:
                runs.append(_run(chunk))
            chunk = []
        if chunk:
            runs.append(_run(chunk))
    return runs


def _run(rows: list[_Row]) -> MatrixRun:
    code = _MATRIX_CODES.__getitem__
    return MatrixRun(rows[0][1], rows[-1][2], [list(map(code, r[0])) for r in rows])


def matrix_blocks(text: str) -> list[list[list[int]]]:
    """Every run of consecutive matrix rows of one width in ``text``, in order.

    See :func:`matrix_runs` (this is its rows alone). Never raises, whatever ``text`` is.
    """
    return [run.rows for run in matrix_runs(text)]


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
# A labelled line starts (after list bullets, numbering, quotes, headings and markdown emphasis)
# with one of these words, optionally qualified ("Empty cells", "Player position", "Walls (1)"),
# then a colon, a cell, or nothing more (a heading whose list follows on the next lines).
# "Path from P to G:" or "The corridors:" are not labels: the qualifiers are a closed list.
COORD_LIST_LABELS: dict[str, str] = {
    "walls": r"walls?|obstacles?|blocked|w",
    "empty": r"empty|open|paths?|corridors?|free",
    "player": r"player|start|p",
    "goal": r"goal|end|exit|target|finish|g",
}
_QUALIFIER = (
    r"cells?|spaces?|squares?|tiles?|positions?|locations?|coordinates?|coords?|points?|pos"
    r"|list|path|paths|corridors?"
)
# List bullets, quotes, headings, table pipes, numbering, emphasis and JSON punctuation before a
# label.
_DECORATION = re.compile(r"\A[\s>*_`#+\-\u2022{\"',|]*(?:\d{1,3}[.)]\s+)?[\s*_`\"']*")
_LABEL_WORDS = "|".join(f"(?P<{name}>{words})" for name, words in COORD_LIST_LABELS.items())
_LABEL_BODY = rf"(?:\s+(?:{_QUALIFIER}))*(?:\s*\([^)\n]{{0,16}}\))?[\s*_`\"'|]*"
_CELL_AHEAD = r"(?=[(\[{][ \t]*-?\d)"
_LABEL = re.compile(rf"(?:{_LABEL_WORDS}){_LABEL_BODY}(?:[:=]|{_CELL_AHEAD}|\Z)", re.IGNORECASE)
# A second label on the same line ("Player: (0,3), Goal: (2,4)"; JSON on one line).
_INLINE_LABEL = re.compile(
    rf"(?<![A-Za-z0-9_])(?:{_LABEL_WORDS}){_LABEL_BODY}(?:[:=]|{_CELL_AHEAD})", re.IGNORECASE
)
_CELL_START = frozenset("([{rR")
_HEADER_TAIL = " \t*_`\"',:;.-[]{}()"
_CONTINUATION_JUNK = re.compile(r"\band\b|[\s,;.\[\]{}()*_`|]+", re.IGNORECASE)
# Lists a wrapped line may continue; the player and the goal are one cell each, so a line of
# cells after theirs is something else (a path, say), not more players or goals.
_LONG_LISTS = frozenset({"walls", "empty"})


@dataclass(frozen=True)
class CoordBlock:
    """One run of labelled coordinate-list lines: the cells listed under each label.

    ``start`` and ``end`` are the character offsets of its first line's start and its last
    line's end in the text it was read from.
    """

    cells: dict[str, list[Cell]]
    start: int = 0
    end: int = 0

    @property
    def complete(self) -> bool:
        """An ``Empty`` label, and at least one player and one goal cell."""
        return (
            "empty" in self.cells
            and bool(self.cells.get("player"))
            and bool(self.cells.get("goal"))
        )


def _labelled(line: str, read: Callable[[str], list[Cell]]) -> list[tuple[str, list[Cell]]] | None:
    """The labels of a line and the cells after each, or None when it does not start with one."""
    label = _LABEL.match(line)
    if label is None:
        return None
    rest = line[label.end() :]
    found = [(label.lastgroup or "", label.end())]
    if rest.upper() != rest.lower():  # letters after the label: maybe another label
        for m in _INLINE_LABEL.finditer(line, label.end()):
            found.append((m.lastgroup or "", m.end()))
    out = []
    for i, (name, at) in enumerate(found):
        stop = found[i + 1][1] if i + 1 < len(found) else len(line)
        segment = line[at:stop]
        cells = read(segment)
        if i == 0 and not cells and rest.strip(_HEADER_TAIL) and len(found) == 1:
            return None  # "Start: top row." is prose; "Walls:" alone heads a list
        if i == 0 or cells:
            out.append((name, cells))
    return out


def coord_list_blocks(text: str) -> list[CoordBlock]:
    """Every run of labelled coordinate-list lines in ``text``, in order. Never raises.

    A block is a run of lines that each start with a label (``Walls:``, ``Empty:``,
    ``Player position:``, ``Goal:``, ``P:``, a markdown heading ``### Walls`` and the synonyms of
    :data:`COORD_LIST_LABELS`; a line may hold several, "Player: (0,3), Goal: (2,4)") or hold
    only coordinates (a wall or empty list continued on the next line, or the list under a
    heading); blank lines between labelled lines are allowed. It ends at a line of prose, at a
    line of cells that continues nothing (a path written after the maze), or where a label it
    already has comes again (the next maze begins).
    """
    if not isinstance(text, str):
        return []
    blocks: list[CoordBlock] = []
    current: dict[str, list[Cell]] = {}
    last: str | None = None
    start = end = offset = 0
    blank = False
    read = _coordinate_reader(text)
    for raw in text.splitlines(True):
        line_start, offset = offset, offset + len(raw)
        if raw.isspace():
            blank = True
            continue
        line = raw[_DECORATION.match(raw).end() :].rstrip("\r\n")
        if not line:
            blank = True
            continue
        labels = _labelled(line, read)
        if labels is not None:
            for name, cells in labels:
                if name in current:  # the next maze begins (maybe on this line)
                    blocks.append(CoordBlock(current, start, end))
                    current = {}
                if not current:
                    start = line_start
                current[name] = cells
                last = name
                end = offset
            blank = False
            continue
        # A list continued on the next line starts with a cell; anything else is prose.
        if last is not None and line[0] in _CELL_START:
            cells = read(line)
            listed = current[last]
            continues = last in _LONG_LISTS and not (blank and listed)
            if (
                cells
                and (continues or not listed)
                and not _CONTINUATION_JUNK.sub("", COORDINATE_RE.sub("", line))
            ):
                listed.extend(cells)
                end, blank = offset, False
                continue
        if current:
            blocks.append(CoordBlock(current, start, end))
        current, last, blank = {}, None, False
    if current:
        blocks.append(CoordBlock(current, start, end))
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
    return coord_list_grid(found.cells, size)


def coord_list_grid(cells: dict[str, list[Cell]], size: int | None) -> ParsedMaze:
    """The code grid a complete block's cells describe (``cells`` maps ``"empty"``,
    ``"player"``, ``"goal"`` and optionally ``"walls"`` to cells); unlisted cells are walls."""
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


@dataclass(frozen=True)
class MazeBlock:
    """A complete maze found in a text: its code grid and the character span of its lines."""

    start: int
    end: int
    codes: np.ndarray


def maze_blocks(text: str, encoding: str, size: int) -> list[MazeBlock]:
    """Every complete ``size`` x ``size`` maze written in ``encoding`` in ``text``, in order.

    A matrix block is a run of ``size`` rows of ``size`` symbols (:func:`matrix_runs`); a
    coordinate-list block is a complete :class:`CoordBlock` whose cells lie on the grid and do
    not conflict. Reads the first :data:`MAX_REPLY_CHARS` characters. Never raises on ``text``.
    """
    return read_maze_blocks(text, encoding, size)[0]


def read_maze_blocks(text: str, encoding: str, size: int) -> tuple[list[MazeBlock], str | None]:
    """:func:`maze_blocks`, and when there is none, why not (the error :func:`parse` gives)."""
    if encoding not in PARSERS:
        raise ValueError(f"encoding={encoding!r} is not a text encoding; allowed: {list(PARSERS)}")
    if not isinstance(text, str):
        return [], "no_grid"
    text = text[:MAX_REPLY_CHARS]
    found = []
    if encoding == "matrix":
        square = False
        for run in matrix_runs(text):
            rows = run.rows
            if len(rows) == len(rows[0]):
                square = True
                if len(rows) == size:
                    found.append(MazeBlock(run.start, run.end, np.array(rows, dtype=np.int8)))
        return found, None if found else ("wrong_size" if square else "no_grid")
    first_error = None
    empty_listed = False
    for block in coord_list_blocks(text):
        empty_listed = empty_listed or "empty" in block.cells
        if block.complete:
            parsed = coord_list_grid(block.cells, size)
            if parsed.codes is not None:
                found.append(MazeBlock(block.start, block.end, parsed.codes))
            elif first_error is None:
                first_error = parsed.error
    if found:
        return found, None
    return found, first_error or ("missing_player_or_goal" if empty_listed else "no_grid")


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

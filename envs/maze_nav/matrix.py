"""The matrix encoding of a maze and its reader: rows of ``1``/``0``/``P``/``G`` separated by
spaces (``1`` wall, ``0`` empty), read back from whatever models write around the rows."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from envs.maze_nav.grammar import MAX_REPLY_CHARS, MAX_ROW, ParsedMaze
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL

MATRIX_SYMBOLS = {WALL: "1", CORRIDOR: "0", PLAYER: "P", GOAL: "G"}
# P and G only: a maze whose player and goal are written with other letters (S and E, A and B)
# has no player or goal, which the generation requirements ask for by name (issue 35, the
# lead's v7 ruling; S/E read as P/G before). The letters are the encoding's capitals: a row
# writing p or g in lower case is no row of the maze either (the lead's thirteenth-round
# ruling), so rows are not upper-cased before they are read.
_MATRIX_CODES = {"1": WALL, "0": CORRIDOR, "P": PLAYER, "G": GOAL}
_SYMBOLS = frozenset(_MATRIX_CODES)


def encode_matrix(codes: np.ndarray) -> str:
    """The matrix encoding of a code grid (no trailing newline)."""
    return "\n".join(" ".join(MATRIX_SYMBOLS[int(v)] for v in row) for row in codes)


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
# A row index written before the symbols (a table's first column): up to 3 digits.
_MAX_INDEX_DIGITS = 3


def _is_comment(token: str) -> bool:
    """Whether a token after a row's symbols starts a note ("#", "<-", "//", a word)."""
    return token[0] in "#/<=-~%\u2190\u2192" or (len(token) >= 2 and token[:2].isalpha())


def _matrix_tokens(line: str) -> list[str] | None:
    """A row's symbols (the first may be a row index), or None when the line is not a row."""
    if len(line) > 8 * MAX_ROW:
        return None
    plain = line.strip()
    if _PLAIN_ROW.fullmatch(plain):  # the encoder's own form, the common case
        return plain.split()
    line = line.lstrip(_ROW_LEAD)
    if line[:1] in _PROSE_START and ":" not in line and "=" not in line:
        return None  # prose: no label can start here (it would need a row word, a digit or ":")
    label = _ROW_LABEL.match(line)
    if label is not None:
        line = line[label.end() :]
    elif line[:1].isalpha() and line[0] not in "PGSEpgse":
        return None  # prose
    tokens = _ROW_JUNK.sub(" ", line).split()
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

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

Each encoding's writer and reader is its own module (:mod:`.matrix`, :mod:`.coord_list`), over
the coordinate syntax and reply bound every reader shares (:mod:`.grammar`); the env's
observations are :mod:`.text_views`. This module holds the encodings' registries and the
readers that work on either.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.coord_list import (
    coord_list_blocks,
    coord_list_grid,
    encode_coord_list,
    parse_coord_list,
)
from envs.maze_nav.grammar import (
    COORDINATE_RE,
    MAX_REPLY_CHARS,
    ParsedMaze,
    coordinate_number,
    coordinate_of,
    find_coordinates,
)
from envs.maze_nav.matrix import (
    MATRIX_SYMBOLS,
    encode_matrix,
    matrix_blocks,
    matrix_runs,
    parse_matrix,
)
from envs.maze_nav.text_views import text_view

__all__ = [  # the names readers import from here (each defined in its own module)
    "CHARSET",
    "COORDINATE_RE",
    "ENCODERS",
    "MATRIX_SYMBOLS",
    "MAX_REPLY_CHARS",
    "PARSERS",
    "MazeBlock",
    "ParsedMaze",
    "coord_list_blocks",
    "coord_list_grid",
    "coordinate_number",
    "coordinate_of",
    "encode",
    "encode_matrix",
    "find_coordinates",
    "matrix_blocks",
    "matrix_runs",
    "maze_blocks",
    "parse",
    "parse_coord_list",
    "parse_matrix",
    "read_maze_blocks",
    "text_max_length",
    "text_view",
]

# Every character either text encoding can produce (the gymnasium Text space's charset).
CHARSET = frozenset("0123456789 ,()\n:PG" + "WallsEmptyPlayerpositionGoal")


def text_max_length(size: int) -> int:
    """An upper bound on the length of either encoding of a ``size × size`` grid."""
    return 12 * size * size + 64


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

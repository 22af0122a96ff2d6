"""The "text" observation: each square's pipe openings in words, for language models.

One line per square, row-major, with its index (the number the actions use), row and column
(0-based, row 0 at the top) and the sides its pipe currently reaches. Example for the 2×2::

    Rotation puzzle: 2 rows x 2 columns of squares, numbered 0 to 3 row by row from the top left.
    Each line gives the pipe openings of one square at its current rotation.
    Square 0 (row 0, column 0): right and bottom
    ...

Pure string building; the same state always gives the same text.
"""

from __future__ import annotations

import string

from envs.rotation_puzzle.logic import PuzzleState, current_patterns
from envs.rotation_puzzle.pieces import describe

# Characters the text can contain (gymnasium's Text space checks observations against it).
CHARSET = frozenset(string.ascii_letters + string.digits + " .,:()-\n")
HEADER_CHARS = 200
LINE_CHARS = 64


def max_length(num_squares: int) -> int:
    """An upper bound on the length of :func:`encode_text` for ``num_squares`` squares."""
    return HEADER_CHARS + LINE_CHARS * num_squares


def encode_text(state: PuzzleState) -> str:
    """Describe every square's current pipe openings, one line each."""
    rows, cols = state.grid
    lines = [
        f"Rotation puzzle: {rows} rows x {cols} columns of squares, numbered 0 to "
        f"{state.num_squares - 1} row by row from the top left.",
        "Each line gives the pipe openings of one square at its current rotation.",
    ]
    for i, pattern in enumerate(current_patterns(state)):
        r, c = divmod(i, cols)
        lines.append(f"Square {i} (row {r}, column {c}): {describe(pattern)}")
    return "\n".join(lines)

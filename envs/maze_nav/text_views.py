"""The env's text observations: one maze's text in either encoding, formatted once, with only the
player's cell changing from step to step."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.logic import CORRIDOR, GOAL, WALL, Cell, unpack_key
from envs.maze_nav.matrix import MATRIX_SYMBOLS


class TextView:
    """One maze's text observations, with everything that never moves formatted once.

    ``view(position)`` equals ``encode(maze.codes(position), encoding)`` for every position
    but the goal; standing on the goal, the matrix shows ``P`` there and the coordinate list
    still names the goal cell (``encode`` cannot: the code grid has no goal left to list).
    """

    def __init__(self, corridors: np.ndarray, goal: Cell, encoding: str) -> None:
        if encoding not in TEXT_ENCODINGS:
            raise ValueError(
                f"encoding={encoding!r} is not a text encoding; allowed: {list(TEXT_ENCODINGS)}"
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

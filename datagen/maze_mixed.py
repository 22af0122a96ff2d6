"""Maze cells read changed whose pixels show more than one thing: not known, not changed.

The maze reader (:func:`envs.maze_nav.render.read_frame`) reads each cell from the colour at
its centre. A wall or corridor is drawn as one flat colour over the whole cell, so a cell that
really changed shows its new colour everywhere inside it. Something drawn over the maze does
not: set v18's v18_081 (a subtitle's dark box over a maze's bottom row) put a white letter's
stroke across a wall cell's centre, the cell read as a corridor, and a solved maze was read
"walls changed at 1 cells". :func:`mixed_cells` looks at four more points of each cell read
changed, halfway between its centre and its corners; when one of them shows another maze
colour than the centre, or none, the cell is two things at once, so what it is under the mark
is unknown. A point in the player's colour says nothing (the disc passing over the cell's
corner between two cells), nor in the goal's.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from envs.maze_nav.logic import CORRIDOR, WALL
from envs.maze_nav.render import layout

OFFSET = 0.3
"""Cells from a cell's centre, on each axis, to the four points looked at: well inside the cell
(its edges are 0.5 away) under the envelope's wobble and roll, outside a player disc at rest
in the cell (radius 0.32, so 0.42 at the diagonal)."""
MAX_DISTANCE = 80.0
"""RGB distance to the nearest maze colour beyond which a point shows none (the reader's own)."""


def mixed_cells(
    frame: np.ndarray, size: int, palette: np.ndarray, codes: np.ndarray, cells: Iterable[int]
) -> set[int]:
    """The cells of ``cells`` (row-major indices) whose four off-centre points do not all show
    the maze colour their centre was read as (``codes``, per cell); ``palette``: the wall,
    corridor, player and goal colours as ``frame`` (a canvas) shows them."""
    lay = layout(size)
    h, w = frame.shape[:2]
    found: set[int] = set()
    pal = np.asarray(palette, np.float32).reshape(4, 3)
    for i in cells:
        r, c = divmod(int(i), size)
        code = int(codes[r, c])
        if code not in (WALL, CORRIDOR):
            continue
        for dr in (-OFFSET, OFFSET):
            for dc in (-OFFSET, OFFSET):
                x, y = lay.cell_box(r + 0.5 + dr, c + 0.5 + dc)
                xi = min(max(int(x * w / lay.width), 0), w - 1)
                yi = min(max(int(y * h / lay.height), 0), h - 1)
                patch = frame[max(yi - 1, 0) : yi + 2, max(xi - 1, 0) : xi + 2, :3]
                colour = np.median(patch.reshape(-1, 3).astype(np.float32), axis=0)
                d = np.linalg.norm(pal - colour, axis=1)
                nearest = int(np.argmin(d))  # 0 wall, 1 corridor, 2 player, 3 goal
                if nearest >= 2 and d[nearest] <= MAX_DISTANCE:
                    continue  # the player's disc or the goal square: says nothing
                if d[nearest] > MAX_DISTANCE or (WALL, CORRIDOR)[nearest] != code:
                    found.add(int(i))
    return found

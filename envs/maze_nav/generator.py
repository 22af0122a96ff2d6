"""Draw MazeNav mazes: a shape's placement, then a start and a goal on its corridors.

Start and goal are two distinct corridor cells at Euclidean distance >= 2 (never neighbours)
whose shortest path, under the maze's connectivity, takes between 1 and ``max_steps`` moves.
All randomness comes from the ``rng`` passed in.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from envs.maze_nav.logic import Maze, bfs_distances
from envs.maze_nav.shapes import DEFAULT_CONNECTIVITY, SHAPES, placements

MIN_DISTANCE_SQ = 4  # Euclidean distance >= 2


def resolve_connectivity(shape: str, connectivity: int | str) -> int:
    """``"auto"`` becomes the seed's rule for ``shape``; 4 and 8 stay as they are."""
    return DEFAULT_CONNECTIVITY[shape] if connectivity == "auto" else int(connectivity)


@lru_cache(maxsize=20_000)
def start_goal_pairs(
    shape: str, size: int, index: int, connectivity: int, max_steps: int
) -> np.ndarray:
    """All allowed (start_r, start_c, goal_r, goal_c) rows for one placement, in a fixed order."""
    corridors = placements(shape, size)[index]
    cells = [tuple(int(v) for v in rc) for rc in np.argwhere(corridors)]
    rows = []
    for s in cells:
        dist = bfs_distances(corridors, s, connectivity)
        for g in cells:
            d2 = (s[0] - g[0]) ** 2 + (s[1] - g[1]) ** 2
            if d2 >= MIN_DISTANCE_SQ and 1 <= dist[g] <= max_steps:
                rows.append((*s, *g))
    out = np.array(rows, dtype=np.int16).reshape(-1, 4)
    out.setflags(write=False)
    return out


@lru_cache(maxsize=256)
def playable_placements(
    shape: str, size: int, connectivity: int, max_steps: int
) -> tuple[int, ...]:
    """Indices of the placements that have at least one allowed start/goal pair."""
    return tuple(
        i
        for i in range(len(placements(shape, size)))
        if len(start_goal_pairs(shape, size, i, connectivity, max_steps))
    )


def check_playable(shape: str, size: int, connectivity: int, max_steps: int) -> None:
    """Raise ValueError when no maze of ``shape`` can be played under these rules."""
    if not playable_placements(shape, size, connectivity, max_steps):
        raise ValueError(
            f"connectivity={connectivity!r} leaves shape={shape!r} (size {size}) with no start/goal "
            f"pair reachable within {max_steps} moves; allowed: 'auto' "
            f"(= {DEFAULT_CONNECTIVITY[shape]} for {shape}) or 8"
        )


def generate_maze(
    rng: np.random.Generator,
    shape: str,
    size: int = 5,
    connectivity: int | str = "auto",
    max_steps: int = 16,
) -> Maze:
    """Draw one maze of ``shape``: a placement uniformly, then a start/goal pair uniformly.

    Args:
        rng: the only source of randomness.
        shape: a key of :data:`envs.maze_nav.shapes.SHAPES`.
        size: grid side (>= 5).
        connectivity: ``"auto"``, 4 or 8.
        max_steps: the shortest path from start to goal is at most this many moves.
    """
    if shape not in SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPES)}")
    conn = resolve_connectivity(shape, connectivity)
    options = playable_placements(shape, size, conn, max_steps)
    if not options:
        check_playable(shape, size, conn, max_steps)
    index = options[int(rng.integers(len(options)))]
    pairs = _pair_list(shape, size, index, conn, max_steps)
    sr, sc, gr, gc = pairs[int(rng.integers(len(pairs)))]
    return Maze(placements(shape, size)[index], (sr, sc), (gr, gc), conn, shape)


@lru_cache(maxsize=20_000)
def _pair_list(
    shape: str, size: int, index: int, connectivity: int, max_steps: int
) -> list[tuple[int, int, int, int]]:
    """:func:`start_goal_pairs` as Python ints (indexing it is the hot path of ``reset``)."""
    return [
        tuple(row) for row in start_goal_pairs(shape, size, index, connectivity, max_steps).tolist()
    ]

"""Draw MazeNav mazes: a shape's placement, then a start and a goal on its corridors.

Start and goal are two distinct corridor cells at Euclidean distance >=
:data:`~envs.maze_nav.constants.MIN_START_GOAL_DISTANCE` (never neighbours) whose shortest path,
under the maze's connectivity, takes between 1 and ``max_moves`` moves. All randomness comes from
the ``rng`` passed in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, MAX_MOVES, MIN_START_GOAL_DISTANCE
from envs.maze_nav.logic import Maze, bfs_distances
from envs.maze_nav.shapes import SHAPES, classify_shape, place_templates, placements

MIN_DISTANCE_SQ = MIN_START_GOAL_DISTANCE**2  # compare squared distances: integers, no sqrt


def resolve_connectivity(shape: str, connectivity: int | str) -> int:
    """``"auto"`` becomes the specification's rule for ``shape``; 4 and 8 stay as they are."""
    return DEFAULT_CONNECTIVITY[shape] if connectivity == "auto" else int(connectivity)


@lru_cache(maxsize=20_000)
def start_goal_pairs(
    shape: str, size: int, index: int, connectivity: int, max_moves: int
) -> np.ndarray:
    """All allowed (start_r, start_c, goal_r, goal_c) rows for one placement, in a fixed order."""
    return _pairs(placements(shape, size)[index], connectivity, max_moves)


def _pairs(corridors: np.ndarray, connectivity: int, max_moves: int) -> np.ndarray:
    cells = [tuple(int(v) for v in rc) for rc in np.argwhere(corridors)]
    rows = []
    for s in cells:
        dist = bfs_distances(corridors, s, connectivity)
        for g in cells:
            d2 = (s[0] - g[0]) ** 2 + (s[1] - g[1]) ** 2
            if d2 >= MIN_DISTANCE_SQ and 1 <= dist[g] <= max_moves:
                rows.append((*s, *g))
    out = np.array(rows, dtype=np.int16).reshape(-1, 4)
    out.setflags(write=False)
    return out


@lru_cache(maxsize=256)
def playable_placements(
    shape: str, size: int, connectivity: int, max_moves: int
) -> tuple[int, ...]:
    """Indices of the placements that have at least one allowed start/goal pair."""
    return tuple(
        i
        for i in range(len(placements(shape, size)))
        if len(start_goal_pairs(shape, size, i, connectivity, max_moves))
    )


def check_playable(shape: str, size: int, connectivity: int, max_moves: int) -> None:
    """Raise ValueError when no maze of ``shape`` can be played under these rules.

    The message names the argument to change: ``connectivity`` when no start/goal pair is
    connected at all (a cross without diagonals), else ``max_moves`` and the smallest that works.
    """
    if playable_placements(shape, size, connectivity, max_moves):
        return
    longest = size * size  # no shortest path on the grid is longer
    if not playable_placements(shape, size, connectivity, longest):
        raise ValueError(
            f"connectivity={connectivity!r} leaves shape={shape!r} (size {size}) with no start/goal "
            f"pair reachable within {max_moves} moves; allowed: 'auto' "
            f"(= {DEFAULT_CONNECTIVITY[shape]} for {shape}) or 8"
        )
    fewest = next(
        m
        for m in range(max_moves + 1, longest + 1)
        if playable_placements(shape, size, connectivity, m)
    )
    raise ValueError(
        f"max_moves={max_moves!r} is too few for shape={shape!r} (size {size}): start and goal are "
        f"at least {MIN_START_GOAL_DISTANCE} cells apart; allowed: an integer >= {fewest}"
    )


def generate_maze(
    rng: np.random.Generator,
    shape: str,
    size: int = 5,
    connectivity: int | str = "auto",
    max_moves: int = MAX_MOVES,
) -> Maze:
    """Draw one maze of ``shape``: a placement uniformly, then a start/goal pair uniformly.

    Args:
        rng: the only source of randomness.
        shape: a key of :data:`envs.maze_nav.shapes.SHAPES`.
        size: grid side (>= 5).
        connectivity: ``"auto"``, 4 or 8.
        max_moves: the shortest path from start to goal is at most this many moves.
    """
    if shape not in SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPES)}")
    conn = resolve_connectivity(shape, connectivity)
    options = playable_placements(shape, size, conn, max_moves)
    if not options:
        check_playable(shape, size, conn, max_moves)
    index = options[int(rng.integers(len(options)))]
    pairs = _pair_list(shape, size, index, conn, max_moves)
    sr, sc, gr, gc = pairs[int(rng.integers(len(pairs)))]
    return Maze(placements(shape, size)[index], (sr, sc), (gr, gc), conn, shape)


@lru_cache(maxsize=20_000)
def _pair_list(
    shape: str, size: int, index: int, connectivity: int, max_moves: int
) -> list[tuple[int, int, int, int]]:
    """:func:`start_goal_pairs` as Python ints (indexing it is the hot path of ``reset``)."""
    return [
        tuple(row) for row in start_goal_pairs(shape, size, index, connectivity, max_moves).tolist()
    ]


def shape_problems(
    templates: Callable[[int], list[np.ndarray]],
    connectivity: int,
    *,
    name: str | None = None,
    sizes: Sequence[int] = (5, 7, 9, 11),
    max_moves: int = MAX_MOVES,
) -> list[str]:
    """What keeps a family of templates from being a MazeNav shape (empty when nothing does).

    The rules every registered shape meets at each size: it has at least one placement; every
    placement has a start and goal the generator may draw (:data:`MIN_START_GOAL_DISTANCE` apart,
    the goal within ``max_moves`` moves under ``connectivity``); and no placement is a picture of
    another shape, so :func:`classify_shape` can name any maze's shape from its corridors.

    Args:
        templates: ``templates(size)`` gives the boolean templates fitting a ``size × size`` box.
        connectivity: 4 or 8, the moves the shape is played with.
        name: the shape's own name when it is registered already (its pictures are its own).
        sizes: the grid sides to check.
        max_moves: the move limit.
    """
    problems = []
    for size in sizes:
        masks = place_templates(templates, size)
        if not masks:
            problems.append(f"size {size}: no template fits")
        for i, mask in enumerate(masks):
            owner = classify_shape(mask)
            if owner is not None and owner != name:
                problems.append(f"size {size}, placement {i}: the same picture is a {owner}")
            elif name is not None and name in SHAPES and owner is None:
                problems.append(f"size {size}, placement {i}: not recognised as a {name}")
            elif len(_pairs(mask, connectivity, max_moves)) == 0:
                problems.append(
                    f"size {size}, placement {i}: no start and goal within {max_moves} moves"
                )
    return problems

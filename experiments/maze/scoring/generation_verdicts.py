"""Generation's verdicts: the specification's four checks on a parsed maze, and their reasons.

Valid format (one player, one goal), shape preserved (the corridors are a template of the
original's shape in an orientation that counts, :func:`envs.maze_nav.shape_classify.shape_of_key`),
novel (not the original) and path valid (the goal reachable under the shape's connectivity).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import SHAPE_CONNECTIVITY
from envs.maze_nav.logic import GOAL, PLAYER, WALL, bfs_distances
from envs.maze_nav.shape_classify import shape_of_key


def not_found(size: int, encoding: str, error: str | None) -> str:
    """The reason of a reply where no ``size`` x ``size`` maze in ``encoding`` was read, and why."""
    return f"no {size}x{size} {encoding} maze found ({error})"


def four_verdicts(
    codes: np.ndarray, orig: np.ndarray, shape: str, active: tuple[str, ...]
) -> tuple[bool, bool, bool, bool, str | None]:
    """The four verdicts on a parsed grid, and the first failing one's reason (which names
    the shape the corridors form only when it is in the ``active`` set)."""
    size = codes.shape[0]
    flat = codes.ravel().tolist()
    n_players, n_goals = flat.count(PLAYER), flat.count(GOAL)
    valid_format = n_players == 1 and n_goals == 1
    key = np.packbits(codes != WALL).tobytes()
    found = shape_of_key(key, size)
    shape_preserved = found == shape
    if found not in active:
        found = None
    novel = codes.shape != orig.shape or codes.tobytes() != orig.astype(codes.dtype).tobytes()
    connectivity = SHAPE_CONNECTIVITY[shape]
    path_valid = False
    if valid_format:
        start, goal = divmod(flat.index(PLAYER), size), divmod(flat.index(GOAL), size)
        path_valid = _component(key, size, start, connectivity) == _component(
            key, size, goal, connectivity
        )
    reason = None
    if not valid_format:
        reason = (
            f"malformed maze: expected exactly one player (code {PLAYER}), found {n_players}"
            if n_players != 1
            else f"malformed maze: expected exactly one goal (code {GOAL}), found {n_goals}"
        )
    elif not shape_preserved:
        reason = f"corridors match no {shape} template" + (
            f" (they form a {found})" if found else ""
        )
    elif not novel:
        reason = "identical to the original maze"
    elif not path_valid:
        reason = f"goal unreachable from the player with {connectivity}-directional moves"
    return valid_format, shape_preserved, novel, path_valid, reason


@lru_cache(maxsize=65536)
def _components(key: bytes, size: int, connectivity: int) -> tuple[int, ...]:
    """A connected-component label per cell (row-major; -1 on walls) for a packed corridor grid.

    Cached: generated mazes that match a template share one entry, so most verdicts cost a lookup.
    """
    corridors = (
        np.unpackbits(np.frombuffer(key, dtype=np.uint8), count=size * size)
        .reshape(size, size)
        .astype(bool)
    )
    labels = np.full(size * size, -1, dtype=np.int64)
    for cell in zip(*np.nonzero(corridors), strict=True):
        r, c = int(cell[0]), int(cell[1])
        if labels[r * size + c] >= 0:
            continue
        reached = bfs_distances(corridors, (r, c), connectivity) >= 0
        labels[reached.ravel()] = r * size + c
    return tuple(int(v) for v in labels)


def _component(key: bytes, size: int, cell: tuple[int, int], connectivity: int) -> int:
    return _components(key, size, connectivity)[cell[0] * size + cell[1]]

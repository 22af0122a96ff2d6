"""What a MazeNav episode derives from its maze, computed once per drawn maze and shared.

:class:`Episode` holds a maze's moves, optimal length, id, observation pieces and the ``info``
keys that stay the same for the whole episode; :func:`shared_episodes` is the cache of them
every env with the same rules, encoding and action count shares, so a second env resets at full
speed at once. Pure: no gymnasium, no rendering.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from envs.maze_nav import logic
from envs.maze_nav.generator import MazeDraws
from envs.maze_nav.logic import GOAL, Cell, Maze
from envs.maze_nav.shape_registry import on_registry_change
from envs.maze_nav.text_views import TextView, text_view


class Episode:
    """Everything an episode derives from its maze, computed once per drawn maze (read-only by
    convention; a plain slotted class because a frozen dataclass costs microseconds to build and
    every cache miss of a reset builds one)."""

    __slots__ = ("base", "goal", "info", "maze", "maze_id", "moves", "optimal", "start", "text")

    def __init__(
        self,
        maze: Maze,
        start: Cell,  # maze.start and maze.goal, one lookup closer (reset and step read them)
        goal: Cell,
        moves: logic.CellMoves,
        optimal: int,
        maze_id: str,
        base: np.ndarray | None,  # the grid observation without the player ("grid" encoding)
        text: TextView | None,  # the text observation (text encodings)
        info: dict[str, Any],  # the keys of ``info`` that stay the same for the whole episode
    ) -> None:
        self.maze = maze
        self.start = start
        self.goal = goal
        self.moves = moves
        self.optimal = optimal
        self.maze_id = maze_id
        self.base = base
        self.text = text
        self.info = info


def build_episode(maze: Maze, n_actions: int, encoding: str, optimal: int | None = None) -> Episode:
    """The :class:`Episode` of ``maze`` for an env of ``n_actions`` actions and ``encoding``
    (``optimal``: the shortest path's length when the draw already knows it)."""
    key, size, conn = maze.key, maze.size, maze.connectivity
    moves = logic.cell_moves(key, size, conn, n_actions)
    if optimal is None:
        optimal = int(logic.distances_from(key, size, conn, maze.start)[maze.goal])
    base = text = None
    if encoding == "grid":
        base = maze.corridors.astype(np.int8)
        base[maze.goal] = GOAL
        base.setflags(write=False)
    else:
        text = text_view(key, size, maze.goal, encoding)
    maze_id = logic.maze_id_of(key, size, maze.start, maze.goal)
    info = {
        "shape": maze.shape,
        "connectivity": conn,
        "start": maze.start,
        "goal": maze.goal,
        "optimal_moves": optimal,
        "maze_id": maze_id,
    }
    return Episode(maze, maze.start, maze.goal, moves, optimal, maze_id, base, text, info)


class EpisodeCache(dict):
    """Episodes by draw ``(placement, pair)`` for one rule, encoding and action count.

    Shared by every env with those settings (so a second env resets at full speed at once);
    what episodes of one placement share (its corridors, key and moves) is kept per placement.
    Both are cleared when they reach :attr:`limit` entries (fewer for larger grids), which
    bounds memory. Pickles as a reference to the shared cache.
    """

    def __init__(self, key: tuple[Any, ...]) -> None:
        super().__init__()
        self.key = key
        size = key[1]
        self.limit = max(4096, (1 << 22) // (size * size))
        self._places: dict[int, tuple[np.ndarray, bytes]] = {}

    def add(self, drawn: tuple[int, int], draws: MazeDraws) -> Episode:
        if len(self) >= self.limit:
            self.clear()
        if len(self._places) >= self.limit:
            self._places.clear()
        i = drawn[0]
        place = self._places.get(i)
        if place is None:
            corridors = draws.table.mask(i)
            place = self._places[i] = (corridors, logic.corridor_key(corridors))
        corridors, key = place
        start, goal, moves = draws.pair(*drawn)
        maze = Maze.trusted(corridors, start, goal, draws.connectivity, draws.shape, key)
        episode = build_episode(maze, self.key[4], self.key[5], optimal=moves)
        self[drawn] = episode
        return episode

    def __reduce__(self) -> tuple[Any, ...]:
        return shared_episodes, self.key


@lru_cache(maxsize=256)
def shared_episodes(
    shape: str, size: int, connectivity: int, max_moves: int, n_actions: int, encoding: str
) -> EpisodeCache:
    """The one :class:`EpisodeCache` of these settings (cleared when a shape is registered)."""
    return EpisodeCache((shape, size, connectivity, max_moves, n_actions, encoding))


on_registry_change(shared_episodes.cache_clear)  # episodes are drawn from the shapes' templates

"""Pure MazeNav rules: the action table, moves, shortest paths and the specification's code grid.

No gymnasium, no pygame, no I/O: the env, the vector env, the text encoders, the LLM wrappers
and the experiment scorers all apply these same functions.
"""

from __future__ import annotations

import hashlib
from collections import deque
from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property, lru_cache
from typing import Any

import numpy as np

from envs.maze_nav.constants import (
    INTO_WALL,
    INVALID_ACTION,
    NOT_ADJACENT,
    NOT_ALLOWED,
    OUT_OF_BOUNDS,
)

Cell = tuple[int, int]

# The specification's integer codes, used in saved experiment mazes (.npy) and the "grid" observation.
WALL, CORRIDOR, PLAYER, GOAL = 0, 1, 2, 3
CODES = (WALL, CORRIDOR, PLAYER, GOAL)


class Action(IntEnum):
    """Moves in compass order; the 4-directional action space is the first four."""

    UP = 0
    RIGHT = 1
    DOWN = 2
    LEFT = 3
    UP_RIGHT = 4
    DOWN_RIGHT = 5
    DOWN_LEFT = 6
    UP_LEFT = 7


# (row delta, column delta) per action; row 0 is the top row.
DELTAS: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1), (-1, 1), (1, 1), (1, -1), (-1, -1))
_ACTION_OF_DELTA: dict[Cell, int] = {d: a for a, d in enumerate(DELTAS)}


@dataclass(frozen=True)
class Maze:
    """One maze: its corridors, start and goal, and how the player may move.

    Attributes:
        corridors: ``(size, size)`` bool array, True on corridor cells (read-only).
        start: the player's starting cell ``(row, col)``.
        goal: the goal cell.
        connectivity: 4 (no diagonals) or 8.
        shape: the shape family the corridors belong to, or None for a replayed maze that
            matches no template.
    """

    corridors: np.ndarray
    start: Cell
    goal: Cell
    connectivity: int
    shape: str | None = None

    @classmethod
    def trusted(
        cls,
        corridors: np.ndarray,
        start: Cell,
        goal: Cell,
        connectivity: int,
        shape: str | None,
        key: bytes,
    ) -> Maze:
        """The same maze as ``Maze(corridors, start, goal, connectivity, shape)`` with its
        :attr:`key` already known, built without the frozen dataclass's per-field
        ``object.__setattr__`` (a generator's hot path: the arguments are its own, not a user's)."""
        maze = cls.__new__(cls)
        maze.__dict__.update(
            corridors=corridors,
            start=start,
            goal=goal,
            connectivity=connectivity,
            shape=shape,
            key=key,  # Maze.key is a cached_property: the same bytes, packed once
        )
        return maze

    @property
    def size(self) -> int:
        return int(self.corridors.shape[0])

    @cached_property
    def key(self) -> bytes:
        """The corridors packed into bytes: a hashable key for per-placement caches."""
        return corridor_key(self.corridors)

    @property
    def maze_id(self) -> str:
        """A stable 12-hex-digit id from the corridors, start and goal."""
        return maze_id_of(self.key, self.size, self.start, self.goal)

    def codes(self, position: Cell | None = None) -> np.ndarray:
        """The specification's code grid (int8): 0 wall, 1 corridor, 2 player, 3 goal.

        The player is drawn last, so a player standing on the goal shows as 2.
        """
        return to_codes(self.corridors, self.start if position is None else position, self.goal)


def corridor_key(corridors: np.ndarray) -> bytes:
    return np.packbits(corridors).tobytes()


def unpack_key(key: bytes, size: int) -> np.ndarray:
    bits = np.unpackbits(np.frombuffer(key, dtype=np.uint8))[: size * size]
    return bits.reshape(size, size).astype(bool)


@lru_cache(maxsize=65_536)
def maze_id_of(key: bytes, size: int, start: Cell, goal: Cell) -> str:
    h = hashlib.sha256()
    h.update(str((size, size)).encode())
    h.update(key)
    h.update(f"{start}{goal}".encode())
    return h.hexdigest()[:12]


MOVE_REASONS: tuple[str | None, ...] = (None, INTO_WALL, OUT_OF_BOUNDS, NOT_ALLOWED)
"""Codes of :func:`batch_moves`: 0 means the move happens, else the index of the reason."""
_DIAGONAL_CODE = MOVE_REASONS.index(NOT_ALLOWED)
OFF_GRID = 2
"""The border value of :func:`padded` grids (0 wall, 1 corridor inside)."""
# What a move onto a padded grid's cell of value 0, 1 or 2 is: into a wall, fine, off the grid.
_REASON_OF_CELL = np.array(
    [MOVE_REASONS.index(INTO_WALL), 0, MOVE_REASONS.index(OUT_OF_BOUNDS)], dtype=np.int8
)


def padded(corridors: np.ndarray) -> np.ndarray:
    """``corridors`` (``size × size`` bool) as a flat int8 row of the grid framed by one cell
    of :data:`OFF_GRID` on every side: what :func:`batch_moves` reads. Cell ``(r, c)`` is at
    ``(r + 1) * (size + 2) + c + 1``."""
    out = np.pad(np.asarray(corridors, dtype=np.int8), 1, constant_values=OFF_GRID)
    return out.reshape(-1)


@lru_cache(maxsize=64)
def _steps(width: int) -> np.ndarray:
    out = np.array([dr * width + dc for dr, dc in DELTAS], dtype=np.int64)
    out.setflags(write=False)
    return out


def batch_moves(
    grids: np.ndarray,
    width: int,
    positions: np.ndarray,
    connectivity: np.ndarray | int,
    n_actions: int,
) -> tuple[np.ndarray, np.ndarray]:
    """:func:`move_problem` for every action from many positions at once (numpy).

    The same rule with the same reasons in the same order (a diagonal in a 4-directional maze
    first, then off the grid, then into a wall; an action always targets a neighbour, so
    ``not_adjacent`` never applies); a test compares it with :func:`move_problem` on every cell
    and action. On a :func:`padded` grid every move lands on a cell whose value says what it is,
    so the rule is one lookup per move.

    Args:
        grids: ``(N, width * width)`` int8 :func:`padded` grids, one per position (or
            ``(1, width * width)``, shared by all).
        width: the padded grid's side (``size + 2``).
        positions: ``(N,)`` padded flat cells.
        connectivity: 4 or 8, or an ``(N,)`` array of them.
        n_actions: 4 or 8.

    Returns:
        ``(target, reason)``, both ``(N, n_actions)``: the padded flat cell each action leads
        to (the position itself when refused, int64) and the index into :data:`MOVE_REASONS`
        (int8).
    """
    here = np.asarray(positions, dtype=np.int64)[:, None]
    target = here + _steps(width)[:n_actions]
    if grids.shape[0] == 1:
        values = grids[0][target]
    else:
        cells = grids.shape[1]
        values = grids.reshape(-1)[np.arange(0, cells * len(here), cells)[:, None] + target]
    reason = _REASON_OF_CELL[values]
    if n_actions > 4:
        four = np.asarray(connectivity) == 4
        if four.ndim:
            reason[four, 4:] = _DIAGONAL_CODE
        elif four:
            reason[:, 4:] = _DIAGONAL_CODE
    return np.where(reason == 0, target, here), reason


class CellMoves(dict):
    """``moves[cell]`` is ``(targets, mask)`` for a corridor cell, computed on first lookup.

    ``targets[a]`` is the cell action ``a`` leads to, or the reason :func:`move_problem` refuses
    it; ``mask`` is the read-only int8 action mask (1 where the move happens). A step is then a
    lookup, and a maze costs only the cells its episodes visit (a 32×32 maze has hundreds of
    corridor cells; a random agent visits one or two).
    """

    def __init__(self, corridors: np.ndarray, connectivity: int, n_actions: int) -> None:
        super().__init__()
        self.corridors = corridors
        self.connectivity = connectivity
        self.n_actions = n_actions

    def __missing__(self, cell: Cell) -> tuple[tuple[Cell | str, ...], np.ndarray]:
        targets = []
        for a in range(self.n_actions):
            problem = move_problem(self.corridors, cell, a, self.connectivity)
            if problem is None:
                dr, dc = DELTAS[a]
                targets.append((cell[0] + dr, cell[1] + dc))
            else:
                targets.append(problem)
        mask = np.array([t.__class__ is tuple for t in targets], dtype=np.int8)
        mask.setflags(write=False)
        self[cell] = found = (tuple(targets), mask)
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        return CellMoves, (self.corridors, self.connectivity, self.n_actions)


@lru_cache(maxsize=8192)
def cell_moves(key: bytes, size: int, connectivity: int, n_actions: int) -> CellMoves:
    """The cached :class:`CellMoves` of a packed corridor key (see :func:`corridor_key`)."""
    return CellMoves(unpack_key(key, size), connectivity, n_actions)


def move_table(
    key: bytes, size: int, connectivity: int, n_actions: int
) -> tuple[dict[Cell, tuple[Cell | str, ...]], dict[Cell, np.ndarray]]:
    """Every corridor cell's :class:`CellMoves` entry, as ``(moves, masks)`` dicts.

    ``moves[cell][a]`` is the new cell or the reason the move is refused; ``masks[cell]`` is
    the read-only int8 action mask.
    """
    table = cell_moves(key, size, connectivity, n_actions)
    cells = [(int(r), int(c)) for r, c in np.argwhere(table.corridors)]
    return {cell: table[cell][0] for cell in cells}, {cell: table[cell][1] for cell in cells}


@lru_cache(maxsize=65_536)
def distances_from(key: bytes, size: int, connectivity: int, source: Cell) -> np.ndarray:
    """Cached :func:`bfs_distances` for a packed corridor key (read-only result)."""
    dist = bfs_distances(unpack_key(key, size), source, connectivity)
    dist.setflags(write=False)
    return dist


def to_codes(corridors: np.ndarray, position: Cell, goal: Cell) -> np.ndarray:
    grid = corridors.astype(np.int8)
    grid[goal] = GOAL
    grid[position] = PLAYER
    return grid


def move_problem(
    corridors: np.ndarray, position: Cell, move: Cell | int, connectivity: int
) -> str | None:
    """Why ``move`` from ``position`` is not a legal move, or None when it is. Never raises.

    The one move-legality rule of MazeNav: the env's ``step`` (through :class:`CellMoves`), the
    LLM move parser (:func:`agents.llm.parsing.parse_move`) and, vectorised with the same
    reasons and the same order, the vector env all apply it.

    Args:
        corridors: ``(size, size)`` bool array, True on corridor cells.
        position: the player's cell ``(row, col)``.
        move: an action number (how agents move) or the target cell ``(row, col)`` (how language
            models answer).
        connectivity: 4 or 8.

    Returns:
        None, or the first reason that applies, in the order of the table in
        :mod:`envs.maze_nav.constants`: ``invalid_action`` (an action number outside 0-7),
        ``not_allowed`` (a diagonal in a 4-directional maze), ``out_of_bounds``, ``not_adjacent``
        (a target cell that is not one step away), ``wall``.
    """
    if isinstance(move, tuple):
        target = (int(move[0]), int(move[1]))
        action = _ACTION_OF_DELTA.get((target[0] - position[0], target[1] - position[1]))
    else:
        action = int(move)
        if not 0 <= action < len(DELTAS):
            return INVALID_ACTION
        dr, dc = DELTAS[action]
        target = (position[0] + dr, position[1] + dc)
    if action is not None and action >= 4 and connectivity == 4:
        return NOT_ALLOWED
    rows, cols = corridors.shape
    if not (0 <= target[0] < rows and 0 <= target[1] < cols):
        return OUT_OF_BOUNDS
    if action is None:
        return NOT_ADJACENT
    if not corridors[target]:
        return INTO_WALL
    return None


def step_position(
    corridors: np.ndarray, position: Cell, action: int, connectivity: int
) -> tuple[Cell, str | None]:
    """Apply one action: the new position and None, or the old position and why not.

    The reason is :func:`move_problem`'s.
    """
    reason = move_problem(corridors, position, int(action), connectivity)
    if reason is not None:
        return position, reason
    dr, dc = DELTAS[action]
    return (position[0] + dr, position[1] + dc), None


def action_mask(
    corridors: np.ndarray, position: Cell, connectivity: int, n_actions: int
) -> np.ndarray:
    """int8 array of length ``n_actions``: 1 where the action lands on a corridor cell."""
    mask = np.zeros(n_actions, dtype=np.int8)
    for a in range(n_actions):
        if step_position(corridors, position, a, connectivity)[1] is None:
            mask[a] = 1
    return mask


def action_for_target(position: Cell, target: Cell, connectivity: int) -> int | None:
    """The action that moves from ``position`` to the neighbouring ``target``, if any.

    LLM agents answer with the cell they move to; this turns that cell into an action. Returns
    None when ``target`` is not one move away under ``connectivity`` (walls are not checked;
    :func:`move_problem` says why a target is refused).
    """
    action = _ACTION_OF_DELTA.get((target[0] - position[0], target[1] - position[1]))
    if action is None or (action >= 4 and connectivity == 4):
        return None
    return action


def neighbours(corridors: np.ndarray, cell: Cell, connectivity: int) -> list[Cell]:
    rows, cols = corridors.shape
    out = []
    for dr, dc in DELTAS[: 4 if connectivity == 4 else 8]:
        r, c = cell[0] + dr, cell[1] + dc
        if 0 <= r < rows and 0 <= c < cols and corridors[r, c]:
            out.append((r, c))
    return out


def bfs_distances(corridors: np.ndarray, source: Cell, connectivity: int) -> np.ndarray:
    """Moves from ``source`` to every cell (-1 where unreachable or a wall)."""
    dist = np.full(corridors.shape, -1, dtype=np.int32)
    dist[source] = 0
    queue = deque([source])
    while queue:
        cell = queue.popleft()
        for nxt in neighbours(corridors, cell, connectivity):
            if dist[nxt] < 0:
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
    return dist


def shortest_path(
    corridors: np.ndarray, start: Cell, goal: Cell, connectivity: int
) -> list[Cell] | None:
    """The cells of one shortest path from ``start`` to ``goal`` (both included), or None.

    Ties are broken by action order, so the path is the same on every call.
    """
    dist = bfs_distances(corridors, goal, connectivity)
    if dist[start] < 0:
        return None
    path = [start]
    cell = start
    while cell != goal:
        cell = next(
            n for n in neighbours(corridors, cell, connectivity) if dist[n] == dist[cell] - 1
        )
        path.append(cell)
    return path


def optimal_action(maze: Maze, position: Cell) -> int | None:
    """The first action of a shortest path from ``position`` to the goal (None if none)."""
    path = shortest_path(maze.corridors, position, maze.goal, maze.connectivity)
    if path is None or len(path) < 2:
        return None
    return action_for_target(path[0], path[1], maze.connectivity)


def maze_from_codes(codes: np.ndarray, connectivity: int) -> Maze:
    """Build a :class:`Maze` from the specification's code grid, or raise ValueError saying why not.

    The grid must be square, contain only the codes 0-3, exactly one player (2) and one goal (3),
    and the goal must be reachable from the player under ``connectivity``.
    """
    from envs.maze_nav.constants import MIN_SIZE
    from envs.maze_nav.shape_classify import classify_shape

    arr = np.asarray(codes)
    problem = maze_problem(arr, connectivity)
    if problem is not None:
        raise ValueError(f"maze is malformed: {problem}")
    corridors = arr != WALL
    corridors.setflags(write=False)
    start = tuple(int(v) for v in np.argwhere(arr == PLAYER)[0])
    goal = tuple(int(v) for v in np.argwhere(arr == GOAL)[0])
    shape = classify_shape(corridors) if arr.shape[0] >= MIN_SIZE else None
    return Maze(corridors, start, goal, connectivity, shape)  # type: ignore[arg-type]


def maze_problem(arr: np.ndarray, connectivity: int) -> str | None:
    """Why ``arr`` is not a playable code grid, or None if it is. Never raises."""
    if arr.ndim != 2 or arr.shape[0] != arr.shape[1] or arr.shape[0] < 2:
        return f"expected a square 2-D grid, got shape {arr.shape}"
    whole_floats = np.issubdtype(arr.dtype, np.floating) and bool(np.all(np.mod(arr, 1) == 0))
    if not np.issubdtype(arr.dtype, np.integer) and not whole_floats:
        return f"expected integer codes, got dtype {arr.dtype}"
    bad = sorted({int(v) for v in np.unique(arr)} - set(CODES))
    if bad:
        return f"unknown codes {bad}; allowed: 0 wall, 1 corridor, 2 player, 3 goal"
    n_players, n_goals = int(np.sum(arr == PLAYER)), int(np.sum(arr == GOAL))
    if n_players != 1:
        return f"expected exactly one player (code 2), found {n_players}"
    if n_goals != 1:
        return f"expected exactly one goal (code 3), found {n_goals}"
    start = tuple(int(v) for v in np.argwhere(arr == PLAYER)[0])
    goal = tuple(int(v) for v in np.argwhere(arr == GOAL)[0])
    if bfs_distances(arr != WALL, start, connectivity)[goal] < 0:
        return (
            f"goal {goal} is unreachable from player {start} with {connectivity}-directional moves"
        )
    return None

"""MazeNav-v0: walk a shaped 5×5 maze from the player to the goal, one move at a time."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from envs.checks import MaxStepsAlias, check_choice, check_int, renamed_keyword
from envs.maze_nav import logic
from envs.maze_nav.constants import (
    CONNECTIVITY_OPTIONS,
    DEFAULT_CONNECTIVITY,
    ENCODINGS,
    INVALID_MOVE,
    INVALID_MOVE_RULES,
    MAX_MOVES,
    MAX_SIZE,
    MIN_SIZE,
    OUT_OF_MOVES,
    SHAPE_NAMES,
)
from envs.maze_nav.generator import (
    check_playable,
    generate_maze,
    playable_placements,
    resolve_connectivity,
)
from envs.maze_nav.logic import DELTAS, GOAL, PLAYER, Action, Cell, Maze
from envs.maze_nav.render import render_frame
from envs.maze_nav.shapes import classify_shape
from envs.maze_nav.text import CHARSET, ENCODERS, text_max_length, text_view
from envs.viewer import FrameWindow, render_output


class MazeNavEnv(MaxStepsAlias, gym.Env):
    """
    ## Description

    The maze of the specification's spatial-reasoning experiments: a ``size × size`` grid (5×5 by default)
    of walls whose corridors trace one of six shapes — ``square``, ``cross``, ``spiral``,
    ``triangle``, ``C`` or ``Z`` — with a player (P) and a goal (G) on two corridor cells. The
    agent moves the player one cell at a time until it stands on the goal. Language models read
    the maze as text (``matrix`` or ``coord_list``), RL agents as an integer grid, people as a
    picture (``python -m envs.play MazeNav-v0 --shape spiral``).

    Each shape is a family of corridor templates implanted at every position of the grid (see
    ``envs/maze_nav/shapes.py``); no corridor picture belongs to two shapes.

    ## Action Space

    ``Discrete(4)`` for 4-directional mazes, ``Discrete(8)`` for 8-directional ones. The first
    four actions are the same in both:

    | Num | Action     | Move (row, col) |
    |-----|------------|-----------------|
    | 0   | UP         | (-1, 0)         |
    | 1   | RIGHT      | (0, +1)         |
    | 2   | DOWN       | (+1, 0)         |
    | 3   | LEFT       | (0, -1)         |
    | 4   | UP_RIGHT   | (-1, +1)        |
    | 5   | DOWN_RIGHT | (+1, +1)        |
    | 6   | DOWN_LEFT  | (+1, -1)        |
    | 7   | UP_LEFT    | (-1, -1)        |

    With ``connectivity="auto"`` (the specification's rule) square, C and spiral mazes are 4-directional
    and cross, triangle and Z mazes 8-directional. With ``shape=None`` the space is
    ``Discrete(8)`` for every episode, and a diagonal in a 4-directional maze is an invalid move:
    an episode never changes the action space. A diagonal needs only its target cell to be a
    corridor (no corner-cutting rule). ``envs.maze_nav.logic.action_for_target(position,
    target, connectivity)`` maps a target cell (how language models answer) to its action.

    ## Observation Space

    Chosen by ``encoding``:

    - ``"matrix"`` (default): ``Text``; the specification's rows of ``1`` (wall), ``0`` (empty), ``P``
      (player) and ``G`` (goal) separated by spaces, one row per line, row 0 on top.
    - ``"coord_list"``: ``Text``; the specification's ``Walls: (r,c), ...`` / ``Empty: ...`` /
      ``Player position: (r,c)`` / ``Goal: (r,c)`` lines. ``Empty`` lists exactly the cells the
      matrix shows as ``0``.
    - ``"grid"``: ``Box(0, 3, (size, size), int8)`` of the specification's codes: 0 wall, 1 corridor,
      2 player, 3 goal (for RL).

    Coordinates are ``(row, col)`` with ``(0, 0)`` the top-left cell. When the player stands on
    the goal, the cell shows the player. ``envs.maze_nav.text.parse`` reads either text
    encoding back into the code grid.

    ## Starting State

    A shape (``shape``, or one of the six drawn uniformly when ``shape=None``), one of its
    placements uniformly, then a start and a goal uniformly among pairs of distinct corridor
    cells at Euclidean distance >= 2 whose shortest path takes at most ``max_moves`` moves. All draws
    use ``self.np_random``: the same seed gives the same maze, text and frames.
    ``reset(options={"maze": codes})`` replays a saved maze instead (a square array of the codes
    above with exactly one 2 and one 3, the goal reachable; ``.npy`` files of saved experiments
    load unchanged); a malformed array raises ``ValueError`` saying why.

    ## Rewards

    1 for the move that reaches the goal, 0 otherwise.

    ## Episode End

    - Termination: the player reaches the goal; or, with ``invalid_move="terminate"`` (default,
      the specification's rule: the trial fails), a move into a wall, off the grid, or diagonal in a
      4-directional maze.
    - Truncation: the move limit ``max_moves`` (16, the specification's, and the registered
      ``max_episode_steps``) is reached. Every move counts, invalid ones included.

    ## Information

    ``reset`` and ``step`` return an ``info`` dict with:

    - ``shape``: the maze's shape (None for a replayed maze that matches no template)
    - ``connectivity``: 4 or 8
    - ``start``, ``goal``, ``position``: ``(row, col)`` tuples
    - ``optimal_moves``: shortest-path length from start to goal (BFS)
    - ``moves_taken``: steps so far; ``valid_moves``: steps that moved the player
    - ``failure``: None, ``"invalid_move"`` or ``"max_moves"`` (the move limit ran out; records
      written before the rename say ``"max_steps"``)
    - ``invalid_reason``: why the last move was refused, else None: ``"not_allowed"`` (a
      diagonal in a 4-directional maze), ``"out_of_bounds"``, ``"wall"`` or ``"invalid_action"``
      (an action outside the action space); the vocabulary, shared with the LLM move parser, is
      the table in ``envs/maze_nav/constants.py`` and the rule is
      ``envs.maze_nav.logic.move_problem``
    - ``maze_id``: a stable 12-hex-digit hash of corridors, start and goal
    - ``action_mask``: int8 array, 1 for actions that land on a corridor cell

    ## Arguments

    ```python
    import gymnasium as gym
    import envs  # registers the environments

    env = gym.make("MazeNav-v0", shape="spiral", encoding="matrix", render_mode="rgb_array")
    ```

    - ``shape``: ``"square"``, ``"cross"``, ``"spiral"``, ``"triangle"``, ``"C"``, ``"Z"`` or
      None (default: one drawn per reset).
    - ``size``: grid side, an integer >= 5 (default 5; the specification plans 7, 9 and 11).
    - ``connectivity``: ``"auto"`` (default), 4 or 8.
    - ``encoding``: ``"matrix"`` (default), ``"coord_list"`` or ``"grid"``.
    - ``invalid_move``: ``"terminate"`` (default) or ``"stay"`` (the player stays put; for RL).
    - ``max_moves``: the move limit (None: 16, the specification's,
      ``envs.maze_nav.constants.MAX_MOVES``): start and goal are drawn so the shortest path fits
      it, and the env truncates when it is reached, with or without gymnasium's ``TimeLimit``.
      The registered ``max_episode_steps`` is the same 16; to change the limit give both,
      ``gym.make("MazeNav-v0", max_moves=30, max_episode_steps=30)`` (gymnasium does not tell an
      env about its ``TimeLimit``).
    - ``render_mode``: ``"rgb_array"`` (768×512 uint8 frames, headless), ``"human"`` (a pygame
      window) or ``"ansi"`` (the matrix text).
    - ``max_steps``: deprecated alias of ``max_moves`` (keyword only; a ``DeprecationWarning``;
      giving both is a ``ValueError``).

    ## Version History

    - v0: initial version. Later within v0: the move limit is ``max_moves`` (``max_steps`` still
      works, deprecated), running out of moves is ``failure="max_moves"`` (was ``"max_steps"``),
      and the LLM parser calls a refused diagonal ``not_allowed`` as the env does.
    """

    metadata = {"render_modes": ["human", "rgb_array", "ansi"], "render_fps": 4}

    def __init__(
        self,
        shape: str | None = None,
        size: int = 5,
        connectivity: int | str = "auto",
        encoding: str = "matrix",
        invalid_move: str = "terminate",
        max_moves: int | None = None,
        render_mode: str | None = None,
        *,
        max_steps: int | None = None,
    ) -> None:
        max_moves = renamed_keyword("max_steps", max_steps, "max_moves", max_moves)
        check_maze_arguments(shape, size, connectivity, invalid_move, max_moves)
        check_choice("encoding", encoding, ENCODINGS)
        check_choice("render_mode", render_mode, [*self.metadata["render_modes"], None])

        self.shape = shape
        self.size = int(size)
        self.connectivity = connectivity
        self.encoding = encoding
        self.invalid_move = invalid_move
        self.max_moves = None if max_moves is None else int(max_moves)
        self.render_mode = render_mode

        if shape is not None:
            check_playable(
                shape, self.size, resolve_connectivity(shape, connectivity), self._limit()
            )
            self._shapes: tuple[str, ...] = (shape,)
        else:
            # Mixed shapes draw only among those playable under the chosen moves (no X without
            # diagonals).
            self._shapes = tuple(
                name
                for name in SHAPE_NAMES
                if playable_placements(
                    name, self.size, resolve_connectivity(name, connectivity), self._limit()
                )
            )
            if not self._shapes:  # say which argument leaves nothing to draw
                name = SHAPE_NAMES[0]
                check_playable(
                    name, self.size, resolve_connectivity(name, connectivity), self._limit()
                )

        eight = connectivity == 8 or (
            connectivity == "auto" and (shape is None or DEFAULT_CONNECTIVITY[shape] == 8)
        )
        self.action_space = spaces.Discrete(8 if eight else 4)
        if encoding == "grid":
            self.observation_space = spaces.Box(0, GOAL, (self.size, self.size), dtype=np.int8)
        else:
            self.observation_space = spaces.Text(
                max_length=text_max_length(self.size), min_length=1, charset=CHARSET
            )

        self.maze: Maze | None = None
        self.position: Cell = (0, 0)
        self._moves = 0
        self._valid = 0
        self._failure: str | None = None
        self._invalid_reason: str | None = None
        self._optimal = 0
        self._viewer = FrameWindow("MazeNav-v0", self.metadata["render_fps"])

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray | str, dict[str, Any]]:
        super().reset(seed=seed)
        options = options or {}
        if options.get("maze") is not None:
            self.maze = self._replay(np.asarray(options["maze"]))
        else:
            shape = self.shape
            if shape is None:
                shape = self._shapes[int(self.np_random.integers(len(self._shapes)))]
            self.maze = generate_maze(
                self.np_random, shape, self.size, self.connectivity, self._limit()
            )
        self._prepare(self.maze)
        self.position = self.maze.start
        self._moves = self._valid = 0
        self._failure = self._invalid_reason = None
        if self.render_mode == "human":
            self.render()
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[np.ndarray | str, float, bool, bool, dict[str, Any]]:
        if self.maze is None:
            raise RuntimeError("call reset() before step()")
        a = int(action)
        if 0 <= a < self.action_space.n:
            target = self._moves_table[self.position][a]
        else:
            target = logic.INVALID_ACTION
        self._moves += 1
        if isinstance(target, tuple):
            self.position = target
            self._valid += 1
            self._invalid_reason = None
        else:
            self._invalid_reason = target
        terminated = self.position == self.maze.goal
        reward = 1.0 if terminated else 0.0
        if self._invalid_reason is not None and self.invalid_move == "terminate":
            terminated = True
            self._failure = INVALID_MOVE
        truncated = not terminated and self._moves >= self._limit()
        if truncated:
            self._failure = OUT_OF_MOVES
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info()

    def render(self) -> np.ndarray | str | None:
        return render_output(
            self.render_mode,
            ready=self.maze is not None,
            ansi=lambda: ENCODERS["matrix"](self.maze.codes(self.position)),
            frame=lambda: render_frame(self.maze.corridors, self.position, self.maze.goal),
            window=self._viewer,
        )

    def close(self) -> None:
        self._viewer.close()

    # -- helpers ---------------------------------------------------------------------------------

    def _limit(self) -> int:
        return MAX_MOVES if self.max_moves is None else self.max_moves

    def _replay(self, codes: np.ndarray) -> Maze:
        if codes.ndim != 2 or codes.shape != (self.size, self.size):
            raise ValueError(
                f"options['maze'] has shape {codes.shape}; this env plays {self.size}x{self.size} mazes"
            )
        shape = classify_shape(codes != logic.WALL)
        if self.connectivity != "auto":
            conn = int(self.connectivity)
        elif shape is not None:
            conn = DEFAULT_CONNECTIVITY[shape]
        else:
            conn = self.action_space.n
        return logic.maze_from_codes(codes, conn)

    def _prepare(self, maze: Maze) -> None:
        """Per-maze tables, so a step is a lookup (the env runs at RL speeds)."""
        episode = _episode_tables(
            maze.key,
            maze.size,
            maze.connectivity,
            int(self.action_space.n),
            maze.start,
            maze.goal,
            self.encoding,
        )
        self._moves_table, self._masks, self._optimal, self._base, self._maze_id, self._text = (
            episode
        )

    def _observation(self) -> np.ndarray | str:
        if self.encoding != "grid":
            return self._text(self.position)
        grid = self._base.copy()
        grid[self.position] = PLAYER
        return grid

    def _info(self) -> dict[str, Any]:
        maze = self.maze
        assert maze is not None
        return {
            "shape": maze.shape,
            "connectivity": maze.connectivity,
            "start": maze.start,
            "goal": maze.goal,
            "position": self.position,
            "optimal_moves": self._optimal,
            "moves_taken": self._moves,
            "valid_moves": self._valid,
            "failure": self._failure,
            "invalid_reason": self._invalid_reason,
            "maze_id": self._maze_id,
            "action_mask": self._masks[self.position].copy(),
        }


ACTION_NAMES: tuple[str, ...] = tuple(a.name for a in Action)
assert len(ACTION_NAMES) == len(DELTAS)


@lru_cache(maxsize=65_536)
def _episode_tables(
    key: bytes, size: int, connectivity: int, n_actions: int, start: Cell, goal: Cell, encoding: str
) -> tuple[Any, ...]:
    """Everything an episode derives from its maze, computed once per (placement, start, goal)."""
    moves, masks = logic.move_table(key, size, connectivity, n_actions)
    optimal = int(logic.distances_from(key, size, connectivity, start)[goal])
    base = logic._unpack(key, size).astype(np.int8)
    base[goal] = GOAL
    base.setflags(write=False)
    maze_id = logic._maze_id(key, size, start, goal)
    text = None if encoding == "grid" else text_view(key, size, goal, encoding)
    return moves, masks, optimal, base, maze_id, text


def check_maze_arguments(
    shape: Any, size: Any, connectivity: Any, invalid_move: Any, max_moves: Any
) -> None:
    """The checks every MazeNav env (single or vector) applies to the arguments they share."""
    check_choice("shape", shape, [*SHAPE_NAMES, None])
    check_int("size", size, low=MIN_SIZE, high=MAX_SIZE)
    check_choice("connectivity", connectivity, CONNECTIVITY_OPTIONS)
    check_choice("invalid_move", invalid_move, INVALID_MOVE_RULES)
    check_int("max_moves", max_moves, optional=True)

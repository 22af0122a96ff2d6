"""MazeNav-v0: walk a shaped 5×5 maze from the player to the goal, one move at a time."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from envs.checks import (
    MaxStepsAlias,
    check_action,
    check_choice,
    check_int,
    check_seed,
    renamed_keyword,
)
from envs.maze_nav import logic
from envs.maze_nav.constants import (
    ALL_SHAPE_NAMES,
    CONNECTIVITY_OPTIONS,
    DEFAULT_SIZE,
    ENCODINGS,
    INVALID_MOVE,
    INVALID_MOVE_RULES,
    MAX_MOVES,
    MAX_SIZE,
    MIN_SIZE,
    OUT_OF_MOVES,
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
)
from envs.maze_nav.generator import (
    MazeDraws,
    check_playable,
    integers_below,
    is_playable,
    maze_draws,
    resolve_connectivity,
)
from envs.maze_nav.logic import DELTAS, GOAL, PLAYER, Action, Cell, Maze
from envs.maze_nav.render import render_frame
from envs.maze_nav.shape_classify import classify_shape
from envs.maze_nav.shape_registry import on_registry_change
from envs.maze_nav.text import CHARSET, ENCODERS, text_max_length
from envs.maze_nav.text_views import TextView, text_view
from envs.viewer import FrameWindow, render_output


class MazeNavEnv(MaxStepsAlias, gym.Env):
    """
    ## Description

    The maze of the specification's spatial-reasoning experiments: a ``size × size`` grid (5×5 by default)
    of walls whose corridors trace one of six shapes — ``square``, ``cross``, ``spiral``,
    ``triangle``, ``C`` or ``Z`` — or, when named, one of seven extended shapes (``N``, ``L``,
    ``T``, ``plus``, ``H``, ``envelope``, ``house``), with a player (P) and a goal (G) on two
    corridor cells. The
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
    and cross, triangle and Z mazes 8-directional (of the extended shapes N, envelope and house
    are 8-directional, L, T, plus and H 4-directional). With ``shape=None`` the space is
    ``Discrete(8)`` for every episode, and a diagonal in a 4-directional maze is an invalid move:
    an episode never changes the action space. A diagonal needs only its target cell to be a
    corridor (no corner-cutting rule). ``envs.maze_nav.logic.action_for_target(position,
    target, connectivity)`` maps a target cell (how language models answer) to its action.

    An action is a Python or numpy integer (or a 0-d integer array, what ``model.predict``
    returns) from 0 to ``n - 1``. Anything else — a number outside the space, a bool, a float,
    a string, a list, None — raises ``ValueError`` naming the action and the allowed range, as
    RotationPuzzle-v0 does; it is not a move.

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
    use ``self.np_random``: the same seed gives the same maze, text and frames. A placement
    without such a pair (possible only with a non-default ``connectivity`` or a short
    ``max_moves``) is redrawn. Construction and reset cost the same at every size: mazes are
    drawn by number, never enumerated (``envs/maze_nav/generator.py``).
    ``reset(options={"maze": codes})`` replays a saved maze instead (a ``size × size`` array of
    the codes above with exactly one 2 and one 3, the goal reachable; ``.npy`` files of saved
    experiments load unchanged), played with ``connectivity``, or for ``"auto"`` its shape's
    rule as far as the action space reaches (a ``Discrete(4)`` env has no diagonals);
    anything else raises ``ValueError`` naming ``options['maze']`` and saying why. ``options`` is None or a dict with no key but ``"maze"``; ``seed`` is None
    or an integer >= 0.

    ## Rewards

    1 for the move that reaches the goal, 0 otherwise.

    ## Episode End

    - Termination: the player reaches the goal; or, with ``invalid_move="terminate"`` (default,
      the specification's rule: the trial fails), a move into a wall, off the grid, or diagonal in a
      4-directional maze.
    - Truncation: the move limit ``max_moves`` (16 by default, the specification's) is reached,
      with ``failure="max_moves"``. Every move counts, invalid ones included. The env owns this
      limit: MazeNav-v0 is registered without ``max_episode_steps``, so ``gym.make`` adds no
      ``TimeLimit`` of its own and ``gym.make("MazeNav-v0", max_moves=30)`` plays 30 moves.

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
      diagonal in a 4-directional maze), ``"out_of_bounds"`` or ``"wall"``; the vocabulary,
      shared with the LLM move parser, is the table in ``envs/maze_nav/constants.py`` and the
      rule is ``envs.maze_nav.logic.move_problem``
    - ``maze_id``: a stable 12-hex-digit hash of corridors, start and goal
    - ``action_mask``: int8 array, 1 for actions that land on a corridor cell

    ## Arguments

    ```python
    import gymnasium as gym
    import envs  # registers the environments

    env = gym.make("MazeNav-v0", shape="spiral", encoding="matrix", render_mode="rgb_array")
    ```

    - ``shape``: ``"square"``, ``"cross"``, ``"spiral"``, ``"triangle"``, ``"C"``, ``"Z"`` or
      None (default: one of these six drawn per reset); or one of the extended shapes
      ``"N"``, ``"L"``, ``"T"``, ``"plus"``, ``"H"``, ``"envelope"``, ``"house"``
      (``envs.maze_nav.constants.EXTENDED_SHAPE_NAMES``; played with their own rule of
      ``SHAPE_CONNECTIVITY``, never drawn by ``shape=None``).
    - ``size``: grid side, an integer from 5 to 32 (default 5; the specification plans 7, 9
      and 11).
    - ``connectivity``: ``"auto"`` (default), 4 or 8.
    - ``encoding``: ``"matrix"`` (default), ``"coord_list"`` or ``"grid"``.
    - ``invalid_move``: ``"terminate"`` (default) or ``"stay"`` (the player stays put; for RL).
    - ``max_moves``: the move limit (None: 16, the specification's,
      ``envs.maze_nav.constants.MAX_MOVES``): start and goal are drawn so the shortest path fits
      it, and the env truncates when it is reached. ``env.unwrapped.max_moves`` is the limit in
      force (16 when None was given). ``gym.make("MazeNav-v0", max_episode_steps=N)`` is
      gymnasium's own keyword: it wraps the env in ``TimeLimit(N)`` on top of ``max_moves``, so
      the episode ends at whichever comes first; it never raises the move limit, does not change
      which mazes are drawn, and a cut by ``TimeLimit`` alone leaves ``failure`` None. Give
      ``max_moves`` to change the limit.
    - ``render_mode``: ``"rgb_array"`` (768×512 uint8 frames, headless), ``"human"`` (a pygame
      window) or ``"ansi"`` (the matrix text).
    - ``max_steps``: deprecated alias of ``max_moves`` (keyword only; a ``DeprecationWarning``;
      giving both is a ``ValueError``).

    Integer arguments take Python or numpy integers, never bools, floats or strings. A bad
    argument raises ``ValueError`` at construction naming it, its value and what is allowed;
    so does a ``max_moves`` no maze fits (below 2: start and goal are 2 cells apart) and a
    ``connectivity`` that leaves the shape without a playable maze (a cross without diagonals).

    ## Version History

    - v0: initial version. Later within v0: the move limit is ``max_moves`` (``max_steps`` still
      works, deprecated), running out of moves is ``failure="max_moves"`` (was ``"max_steps"``),
      and the LLM parser calls a refused diagonal ``not_allowed`` as the env does. Then: an
      action outside the action space raises ``ValueError`` (it ended the episode with
      ``invalid_reason="invalid_action"``); construction and reset cost the same at every size from 5 to 32; and with
      a non-default ``connectivity`` or ``max_moves`` the same seed may draw another maze than
      before (unplayable placements are redrawn instead of skipped; the specification's rules
      draw the same mazes as before). Then: MazeNav-v0 is registered without
      ``max_episode_steps`` (it was 16): the env's ``max_moves`` is the only limit, so
      ``gym.make("MazeNav-v0", max_moves=30)`` plays 30 moves (a ``TimeLimit(16)`` cut it at
      16), ``env.spec.max_episode_steps`` is None, and ``env.unwrapped.max_moves`` is the limit
      in force (16, not None, when none is given). Default episodes play as before, except
      that a move reaching the goal (or invalid) on the 16th move is now only terminated
      (the ``TimeLimit`` also flagged it truncated). Then: ``shape`` also takes the extended
      shapes (N, L, T, plus, H, envelope, house); the six's mazes are unchanged.
    """

    metadata = {"render_modes": ["human", "rgb_array", "ansi"], "render_fps": 4}

    def __init__(
        self,
        shape: str | None = None,
        size: int = DEFAULT_SIZE,
        connectivity: int | str = "auto",
        encoding: str = "matrix",
        invalid_move: str = "terminate",
        max_moves: int | None = None,
        render_mode: str | None = None,
        *,
        max_steps: int | None = None,
    ) -> None:
        max_moves = renamed_keyword("max_steps", max_steps, "max_moves", max_moves)
        moves_name = "max_moves" if max_steps is None else "max_steps"
        check_maze_arguments(shape, size, connectivity, invalid_move, max_moves, moves_name)
        check_choice("encoding", encoding, ENCODINGS)
        check_choice("render_mode", render_mode, [*self.metadata["render_modes"], None])

        self.shape = shape
        self.size = int(size)
        self.connectivity = connectivity if connectivity == "auto" else int(connectivity)
        self.encoding = encoding
        self.invalid_move = invalid_move
        # The limit in force, never None: what wrappers and chat prompts read.
        self.max_moves: int = MAX_MOVES if max_moves is None else int(max_moves)
        self.render_mode = render_mode

        # Mixed shapes draw only among those playable under the chosen moves (no X without
        # diagonals); the first shape's error names the argument when none is.
        self._shapes = draw_shapes(shape, self.size, self.connectivity, self.max_moves, moves_name)
        eight = self.connectivity == 8 or (
            self.connectivity == "auto" and (shape is None or SHAPE_CONNECTIVITY[shape] == 8)
        )
        self.action_space = spaces.Discrete(8 if eight else 4)
        if encoding == "grid":
            self.observation_space = spaces.Box(0, GOAL, (self.size, self.size), dtype=np.int8)
        else:
            self.observation_space = spaces.Text(
                max_length=text_max_length(self.size), min_length=1, charset=CHARSET
            )
        self._n_actions = int(self.action_space.n)
        # Per shape: its maze draws and the episodes drawn so far (both shared by every env
        # with the same rules).
        sources = []
        for name in self._shapes:
            conn = resolve_connectivity(name, self.connectivity)
            sources.append(
                (
                    maze_draws(name, self.size, conn, self.max_moves),
                    _episodes(name, self.size, conn, self.max_moves, self._n_actions, encoding),
                )
            )
        self._sources: tuple[tuple[MazeDraws, _EpisodeCache], ...] = tuple(sources)

        self.maze: Maze | None = None
        self.position: Cell = (0, 0)
        self._episode: _Episode | None = None
        self._below: Callable[[int], int] | None = None  # integers_below(self.np_random)
        self._moves = 0
        self._valid = 0
        self._failure: str | None = None
        self._invalid_reason: str | None = None
        self._viewer = FrameWindow("MazeNav-v0", self.metadata["render_fps"])

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray | str, dict[str, Any]]:
        if seed is not None:
            seed = check_seed(seed)
        super().reset(seed=seed)
        episode = None
        if options is not None:
            episode = self._replay(options)
        if episode is None:
            below = self._below
            if below is None or below.rng is not self.np_random:  # seeded or replaced
                below = self._below = integers_below(self.np_random)
            if self.shape is None:
                draws, cache = self._sources[below(len(self._sources))]
            else:
                draws, cache = self._sources[0]
            drawn = draws.draw(below)
            episode = cache.get(drawn)
            if episode is None:
                episode = cache.add(drawn, draws)
        self._episode = episode
        self.maze = episode.maze
        self.position = episode.start
        self._moves = self._valid = 0
        self._failure = self._invalid_reason = None
        if self.render_mode == "human":
            self.render()
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[np.ndarray | str, float, bool, bool, dict[str, Any]]:
        episode = self._episode
        if episode is None:
            raise RuntimeError("call reset() before step()")
        if type(action) is not int or not 0 <= action < self._n_actions:
            action = check_action(action, self._n_actions)
        target = episode.moves[self.position][0][action]
        self._moves += 1
        if target.__class__ is tuple:  # a move
            self.position = target
            self._valid += 1
            self._invalid_reason = None
            terminated = target == episode.goal
            reward = 1.0 if terminated else 0.0
        else:  # refused: target is the reason
            self._invalid_reason = target
            terminated = self.invalid_move == "terminate"
            if terminated:
                self._failure = INVALID_MOVE
            reward = 0.0
        truncated = not terminated and self._moves >= self.max_moves
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

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state["_below"] = None  # a closure over ctypes pointers into the generator
        return state

    # -- helpers ---------------------------------------------------------------------------------

    def _replay(self, options: Any) -> _Episode | None:
        """The episode of ``options["maze"]``, None when there is none; ValueError naming the
        option when ``options`` or the maze is malformed."""
        if not isinstance(options, dict):
            raise ValueError(
                f"options={options!r} is not allowed; allowed: None or a dict such as "
                "{'maze': codes}"
            )
        unknown = sorted(map(repr, set(options) - {"maze"}))
        if unknown:
            raise ValueError(
                f"options has unknown keys {', '.join(unknown)}; allowed: 'maze' "
                "(a saved maze to replay)"
            )
        given = options.get("maze")
        if given is None:
            return None
        allowed = (
            f"allowed: a {self.size}x{self.size} integer array of the codes 0 wall, 1 corridor, "
            "2 player, 3 goal with one player and one goal it can reach"
        )
        try:
            codes = np.asarray(given)
        except (TypeError, ValueError) as err:  # ragged rows
            raise ValueError(f"options['maze'] is not a grid ({err}); {allowed}") from None
        if codes.shape != (self.size, self.size):
            raise ValueError(
                f"options['maze'] has shape {codes.shape}; this env plays {self.size}x{self.size} "
                f"mazes; {allowed}"
            )
        # The least restrictive rule first, so the corridors are numbers before they are read.
        problem = logic.maze_problem(codes, 8)
        if problem is None:
            shape = classify_shape(codes != logic.WALL)
            if self.connectivity != "auto":
                conn = self.connectivity
            elif shape is not None:
                # The shape's rule, as far as the action space reaches (no diagonals in a
                # Discrete(4) env, whatever the maze).
                conn = min(SHAPE_CONNECTIVITY[shape], self._n_actions)
            else:
                conn = self._n_actions
            problem = logic.maze_problem(codes, conn)
        if problem is not None:
            raise ValueError(f"options['maze'] is malformed: {problem}; {allowed}")
        return _episode(logic.maze_from_codes(codes, conn), self._n_actions, self.encoding)

    def _observation(self) -> np.ndarray | str:
        episode = self._episode
        assert episode is not None
        if episode.text is not None:
            return episode.text(self.position)
        grid = episode.base.copy()
        grid[self.position] = PLAYER
        return grid

    def _info(self) -> dict[str, Any]:
        episode = self._episode
        assert episode is not None
        position = self.position
        info = episode.info.copy()  # shape, connectivity, start, goal, optimal_moves, maze_id
        info["position"] = position
        info["moves_taken"] = self._moves
        info["valid_moves"] = self._valid
        info["failure"] = self._failure
        info["invalid_reason"] = self._invalid_reason
        info["action_mask"] = episode.moves[position][1].copy()
        return info


ACTION_NAMES: tuple[str, ...] = tuple(a.name for a in Action)
assert len(ACTION_NAMES) == len(DELTAS)


class _Episode:
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


def _episode(maze: Maze, n_actions: int, encoding: str, optimal: int | None = None) -> _Episode:
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
    return _Episode(maze, maze.start, maze.goal, moves, optimal, maze_id, base, text, info)


class _EpisodeCache(dict):
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

    def add(self, drawn: tuple[int, int], draws: MazeDraws) -> _Episode:
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
        episode = _episode(maze, self.key[4], self.key[5], optimal=moves)
        self[drawn] = episode
        return episode

    def __reduce__(self) -> tuple[Any, ...]:
        return _episodes, self.key


@lru_cache(maxsize=256)
def _episodes(
    shape: str, size: int, connectivity: int, max_moves: int, n_actions: int, encoding: str
) -> _EpisodeCache:
    return _EpisodeCache((shape, size, connectivity, max_moves, n_actions, encoding))


on_registry_change(_episodes.cache_clear)  # episodes are drawn from the shapes' templates


def draw_shapes(
    shape: str | None, size: int, connectivity: int | str, max_moves: int, moves_name: str
) -> tuple[str, ...]:
    """The shapes an env draws from: ``(shape,)``, or for ``shape=None`` every shape playable
    under these rules. ValueError naming the argument when there is none (for ``shape=None``,
    the first shape's reason)."""
    if shape is not None:
        _check_playable(shape, size, connectivity, max_moves, moves_name)
        return (shape,)
    found = tuple(
        s
        for s in SHAPE_NAMES
        if is_playable(s, size, resolve_connectivity(s, connectivity), max_moves)
    )
    if not found:
        _check_playable(SHAPE_NAMES[0], size, connectivity, max_moves, moves_name)
    return found


def _check_playable(
    shape: str, size: int, connectivity: int | str, max_moves: int, moves_name: str
) -> None:
    try:
        check_playable(
            shape, size, resolve_connectivity(shape, connectivity), max_moves, name=moves_name
        )
    except ValueError as err:
        raise ValueError(_with_alias(str(err), moves_name)) from None


def _with_alias(message: str, moves_name: str) -> str:
    if moves_name == "max_moves":
        return message
    return f"{message} ({moves_name} is the deprecated alias of max_moves)"


def check_maze_arguments(
    shape: Any,
    size: Any,
    connectivity: Any,
    invalid_move: Any,
    max_moves: Any,
    moves_name: str = "max_moves",
) -> None:
    """The checks every MazeNav env (single or vector) applies to the arguments they share."""
    check_choice("shape", shape, [*ALL_SHAPE_NAMES, None])
    check_int("size", size, low=MIN_SIZE, high=MAX_SIZE)
    check_choice("connectivity", connectivity, CONNECTIVITY_OPTIONS)
    check_choice("invalid_move", invalid_move, INVALID_MOVE_RULES)
    try:
        check_int(moves_name, max_moves, optional=True)
    except ValueError as err:
        raise ValueError(_with_alias(str(err), moves_name)) from None

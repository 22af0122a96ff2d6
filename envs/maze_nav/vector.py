"""MazeNav-v0 as a batch-native ``gymnasium.vector.VectorEnv``: N mazes stepped at once with numpy.

``gym.make_vec("MazeNav-v0", num_envs=N, vectorization_mode="vector_entry_point")`` builds this
class. Sub-env ``i`` follows exactly the rules and the random draws of
``gym.make("MazeNav-v0", encoding="grid", ...)``: reset with seed ``s``, it draws the same maze,
and then moves, rewards, terminates, truncates and reports (``info``) the same way, step for
step (a test compares trajectories; ``tests/test_episode_parity.py`` holds both envs to the
chat wrapper's and the human study's episodes too).

What differs from ``SyncVectorEnv`` over the single env is only how the batch is stored:

- ``info["start"]``, ``info["goal"]`` and ``info["position"]`` are int64 ``(N, 2)`` arrays
  (``SyncVectorEnv`` would hold object arrays of tuples); the other keys batch the same way:
  int64 arrays, ``(N, n_actions)`` int8 ``action_mask``, object arrays for ``shape``,
  ``maze_id``, ``failure`` and ``invalid_reason``. Every ``_key`` mask is all True.
- Only the ``"grid"`` encoding, no rendering and no ``options["maze"]`` replay (use the single
  env for those); ``options={"reset_mask": mask}`` resets a subset, as in gymnasium.
- ``step(actions)`` takes an integer array of shape ``(num_envs,)``; an action outside the
  action space raises ``ValueError`` naming the sub-env, as the single env does (the action of
  a sub-env being autoreset is ignored, so it is not checked).

Autoreset follows gymnasium's default ``AutoresetMode.NEXT_STEP``: the step after a sub-env ends
resets it (its action is ignored, reward 0, not terminated, not truncated). Pass
``autoreset_mode="SameStep"`` to reset in the same step instead, with ``info["final_obs"]`` and
``info["final_info"]`` holding the ended episodes (what SB3-style trainers want).

Each sub-env keeps its maze as a row of a ``(num_envs, (size + 2)²)`` array (the grid framed
by a border that marks "off the grid": :func:`envs.maze_nav.logic.padded`); a step applies
:func:`envs.maze_nav.logic.batch_moves` (the rule of
:func:`~envs.maze_nav.logic.move_problem`, vectorised with the same reasons in the same order,
tested against it on every cell and action) to all of them at once. Mazes are drawn by number
as :class:`~envs.maze_nav.generator.MazeDraws` draws them, so nothing is enumerated and the env
costs the same at every size: per template (a shape at one size and orientation) its
start/goal pairs and corridor cells are computed the first time it is drawn, and a placement
is that template translated (the templates and the episodes drawn so far:
:mod:`envs.maze_nav.catalogue`).

Random draws. Sub-env ``i`` has its own numpy ``Generator``, seeded as the single env seeds
itself (``reset(seed=s)`` gives it ``seeding.np_random(s + i)``), and reads it through the
generator's own vectorised method: ``Generator.integers(0, 2**32, size=128, dtype=np.uint32)``
fills a block of the 32-bit words the generator hands out, one call per 128 draws
(:class:`~envs.maze_nav.streams.Streams`). Each draw of a reset (the shape when mixed, a
placement, a start/goal pair) then takes the next word of every resetting sub-env at once and
maps it into ``[0, n)`` with the multiply-and-reject step of
:func:`envs.maze_nav.generator.integers_below`, the single env's own draw (itself tested draw
for draw against ``Generator.integers(n)``); like it, ``n == 1`` draws nothing. So sub-env
``i`` reads the same words and makes the same numbers as the single env seeded ``s + i``: the
same mazes, with no copy of numpy's bit generator (this module held one, PCG64 in numpy arrays,
before). A sub-env's mazes depend only on its own seed, never on
the other sub-envs, and the same seed gives the same bytes.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from envs.checks import MaxStepsAlias, check_int, check_seed, renamed_keyword
from envs.maze_nav import logic
from envs.maze_nav.arguments import check_maze_arguments, draw_shapes
from envs.maze_nav.catalogue import catalogue
from envs.maze_nav.constants import (
    DEFAULT_SIZE,
    INVALID_MOVE,
    MAX_MOVES,
    MAX_NUM_ENVS,
    OUT_OF_MOVES,
    SHAPE_CONNECTIVITY,
)
from envs.maze_nav.generator import resolve_connectivity
from envs.maze_nav.logic import GOAL, PLAYER
from envs.maze_nav.streams import Streams

# Refusal reasons by code (logic.batch_moves'); 0 means the move happened. Index with a code
# array to get the object array that ``info["invalid_reason"]`` holds.
REASONS: tuple[str | None, ...] = logic.MOVE_REASONS
FAILURES: tuple[str | None, ...] = (None, INVALID_MOVE, OUT_OF_MOVES)
_INVALID_MOVE, _OUT_OF_MOVES = FAILURES.index(INVALID_MOVE), FAILURES.index(OUT_OF_MOVES)
_REASON_ARRAY = np.array(REASONS, dtype=object)
_FAILURE_ARRAY = np.array(FAILURES, dtype=object)
_AUTORESET_MODES = (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP)


class MazeNavVectorEnv(MaxStepsAlias, VectorEnv):
    """N MazeNav-v0 mazes (``encoding="grid"``) stepped together; see the module docstring.

    Args:
        num_envs: number of mazes, 1 to 65536 (``envs.maze_nav.constants.MAX_NUM_ENVS``).
        shape: as ``MazeNavEnv``: a shape name or None (one drawn per reset).
        size: grid side, as ``MazeNavEnv``.
        connectivity: ``"auto"``, 4 or 8.
        encoding: only ``"grid"`` is supported.
        invalid_move: ``"terminate"`` (default) or ``"stay"``.
        max_moves: the move limit (pairs and truncation), as ``MazeNavEnv``'s; None: 16
            (``envs.maze_nav.constants.MAX_MOVES``). ``self.max_moves`` is the limit in force.
        max_episode_steps: None (default), or what ``gym.make("MazeNav-v0",
            max_episode_steps=N)`` adds: gymnasium's ``TimeLimit(N)`` on top of ``max_moves``
            (truncated at step N even on a terminating step, ``failure`` left as it is).
            ``gym.make_vec`` passes it only when given (MazeNav-v0 registers none). It never
            changes the move limit or the mazes drawn, as with the single env.
        render_mode: only None is supported.
        autoreset_mode: ``"NextStep"`` (default) or ``"SameStep"`` (an ``AutoresetMode`` works too).
        max_steps: deprecated alias of ``max_moves`` (keyword only; giving both is a ValueError).

    Arguments are checked as ``MazeNavEnv`` checks them: a bad one raises ``ValueError`` naming
    it, its value and what is allowed.
    """

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        num_envs: int = 1,
        shape: str | None = None,
        size: int = DEFAULT_SIZE,
        connectivity: int | str = "auto",
        encoding: str = "grid",
        invalid_move: str = "terminate",
        max_moves: int | None = None,
        max_episode_steps: int | None = None,
        render_mode: str | None = None,
        autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
        *,
        max_steps: int | None = None,
    ) -> None:
        max_moves = renamed_keyword("max_steps", max_steps, "max_moves", max_moves)
        moves_name = "max_moves" if max_steps is None else "max_steps"
        check_int("num_envs", num_envs, high=MAX_NUM_ENVS)
        check_maze_arguments(shape, size, connectivity, invalid_move, max_moves, moves_name)
        check_int("max_episode_steps", max_episode_steps, optional=True)
        if encoding != "grid":
            raise ValueError(
                f"encoding={encoding!r} is not supported by the vector env; allowed: ['grid'] "
                "(use gym.make for the text encodings)"
            )
        if render_mode is not None:
            raise ValueError(
                f"render_mode={render_mode!r} is not supported by the vector env; allowed: [None]"
            )
        modes = {m.value: m for m in _AUTORESET_MODES}
        mode = autoreset_mode.value if isinstance(autoreset_mode, AutoresetMode) else autoreset_mode
        if not isinstance(mode, str) or mode not in modes:
            raise ValueError(
                f"autoreset_mode={autoreset_mode!r} is not allowed; allowed: {list(modes)}"
            )

        self.num_envs = int(num_envs)
        self.shape = shape
        self.size = int(size)
        self.connectivity = connectivity if connectivity == "auto" else int(connectivity)
        self.encoding = encoding
        self.invalid_move = invalid_move
        self.max_moves: int = MAX_MOVES if max_moves is None else int(max_moves)
        self.max_episode_steps = None if max_episode_steps is None else int(max_episode_steps)
        self.render_mode = None
        self.autoreset_mode = modes[mode]
        self.metadata = {**type(self).metadata, "autoreset_mode": self.autoreset_mode}

        # The single env picks start/goal pairs within max_moves and truncates at it; a
        # TimeLimit around it changes neither.
        self._limit = self.max_moves
        # TimeLimit truncates at max_episode_steps even when the env terminates on that step.
        self._time_limit = self.max_episode_steps or 0
        self._shapes = draw_shapes(shape, self.size, self.connectivity, self._limit, moves_name)

        eight = self.connectivity == 8 or (
            self.connectivity == "auto" and (shape is None or SHAPE_CONNECTIVITY[shape] == 8)
        )
        self.n_actions = 8 if eight else 4
        self.single_action_space = spaces.Discrete(self.n_actions)
        self.single_observation_space = spaces.Box(0, GOAL, (self.size, self.size), dtype=np.int8)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)

        n = self.num_envs
        # Grids are logic.padded: a border of OFF_GRID around each, cells numbered row-major
        # over the (size + 2)² frame; positions, starts and goals are such numbers.
        self._width = width = self.size + 2
        self._rng = Streams(n)
        self._catalogue = catalogue(
            self.size,
            self._shapes,
            tuple(resolve_connectivity(s, self.connectivity) for s in self._shapes),
            self._limit,
        )
        self._shape_i = np.zeros(n, dtype=np.int64)
        self._grids = np.zeros((n, width * width), dtype=np.int8)
        self._pos = np.zeros(n, dtype=np.int64)
        self._start = np.zeros(n, dtype=np.int64)
        self._goal = np.zeros(n, dtype=np.int64)
        self._optimal = np.zeros(n, dtype=np.int64)
        self._moves = np.zeros(n, dtype=np.int64)
        self._valid = np.zeros(n, dtype=np.int64)
        self._reason = np.zeros(n, dtype=np.int64)
        self._failure = np.zeros(n, dtype=np.int64)
        self._maze_ids = np.full(n, None, dtype=object)
        self._autoreset = np.zeros(n, dtype=bool)
        self._arange = np.arange(n)
        # Where every action leads from each sub-env's position, and why not (batch_moves).
        self._targets = np.zeros((n, self.n_actions), dtype=np.int64)
        self._why = np.zeros((n, self.n_actions), dtype=np.int8)
        self._cell_rc = np.stack(np.divmod(np.arange(width * width), width), axis=1) - 1
        self._unpadded = self._cell_rc[:, 0] * self.size + self._cell_rc[:, 1]
        self._inner = np.flatnonzero(logic.padded(np.ones((self.size, self.size))) == 1)
        self._ready = False

    # -- gymnasium API ---------------------------------------------------------------------------

    def reset(
        self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Reset every sub-env (or those in ``options["reset_mask"]``).

        Args:
            seed: None (keep each sub-env's generator; fresh entropy the first time), an int
                ``s >= 0`` (sub-env ``i`` gets ``s + i``, as ``SyncVectorEnv``) or a list of
                ``num_envs`` such ints/None.
            options: None or ``{"reset_mask": bool array of shape (num_envs,)}``.
        """
        n = self.num_envs
        if seed is None:
            seeds: list[int | None] = [None] * n
        elif isinstance(seed, (list, tuple, np.ndarray)):
            seeds = [check_seed(s) for s in seed]
            if len(seeds) != n:
                raise ValueError(
                    f"seed has {len(seeds)} entries; allowed: an int, None or a list of "
                    f"num_envs={n} seeds"
                )
        else:
            first = check_seed(seed)
            assert first is not None
            seeds = [first + i for i in range(n)]
        if options is not None and not isinstance(options, dict):
            raise ValueError(
                f"options={options!r} is not allowed; allowed: None or {{'reset_mask': bool array}}"
            )
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        if options:
            raise ValueError(
                f"options keys {sorted(map(str, options))} are not supported by the vector env; "
                "allowed: ['reset_mask']"
            )
        if mask is None:
            mask = np.ones(n, dtype=bool)
        else:
            mask = np.asarray(mask)
            if mask.shape != (n,) or mask.dtype != np.bool_ or not mask.any():
                raise ValueError(
                    f"options['reset_mask'] must be a bool array of shape ({n},) with at least "
                    f"one True, got {mask!r}"
                )
        if not self._ready and not mask.all():
            raise ValueError("the first reset must reset every sub-env (no reset_mask)")
        chosen = np.flatnonzero(mask)
        for i in chosen:
            if seeds[i] is not None or not self._rng.seeded[i]:
                self._rng.seed(int(i), seeding.np_random(seeds[i])[0])
        self._reset_envs(chosen)
        self._look_around()
        self._autoreset[mask] = False
        self._ready = True
        return self._observations(), self._infos()

    def step(
        self, actions: Any
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Move every sub-env one step; sub-envs that ended last step reset (``NEXT_STEP``)."""
        if not self._ready:
            raise RuntimeError("call reset() before step()")
        n = self.num_envs
        acts = np.asarray(actions)
        if acts.dtype.kind not in "iu":
            raise ValueError(
                f"actions={actions!r} is not allowed; allowed: an integer array of shape ({n},)"
            )
        acts = acts.reshape(-1)
        if acts.shape != (n,):
            raise ValueError(f"actions has shape {np.shape(actions)}; expected ({n},)")
        resetting = (
            self._autoreset.copy() if self.autoreset_mode == AutoresetMode.NEXT_STEP else None
        )
        moving = ~resetting if resetting is not None else np.ones(n, dtype=bool)
        bad = moving & ((acts < 0) | (acts >= self.n_actions))
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise ValueError(
                f"actions[{i}]={int(acts[i])} is not allowed; allowed: integers from 0 to "
                f"{self.n_actions - 1}"
            )

        a = np.where(moving, acts, 0).astype(np.int64)
        target = self._targets[self._arange, a]
        reason = self._why[self._arange, a]
        self._pos = np.where(moving, target, self._pos)
        self._reason = np.where(moving, reason, self._reason)
        self._moves += moving
        self._valid += moving & (reason == 0)

        reached = self._pos == self._goal
        rewards = np.where(moving & reached, 1.0, 0.0)
        invalid = moving & (reason != 0)
        terminated = moving & reached
        failure = self._failure
        if self.invalid_move == "terminate":
            terminated = terminated | invalid
            failure = np.where(invalid & ~reached, _INVALID_MOVE, failure)
        own_trunc = moving & ~terminated & (self._moves >= self._limit)
        failure = np.where(own_trunc, _OUT_OF_MOVES, failure)
        self._failure = failure
        truncated = own_trunc
        if self._time_limit:
            truncated = truncated | (moving & (self._moves >= self._time_limit))

        if resetting is not None:
            self._reset_envs(np.flatnonzero(resetting))
            self._look_around()
            self._autoreset = terminated | truncated
            return self._observations(), rewards, terminated, truncated, self._infos()

        done = terminated | truncated
        self._look_around()
        infos = self._infos()
        if done.any():
            final_obs = np.full(n, None, dtype=object)
            obs = self._observations()
            for i in np.flatnonzero(done):
                final_obs[i] = obs[i]
            final_info = {k: v for k, v in infos.items() if not k.startswith("_")}
            for k in list(final_info):
                final_info[f"_{k}"] = done.copy()
            self._reset_envs(np.flatnonzero(done))
            self._look_around()
            infos = self._infos()
            infos["final_obs"], infos["_final_obs"] = final_obs, done.copy()
            infos["final_info"], infos["_final_info"] = final_info, done.copy()
        return self._observations(), rewards, terminated, truncated, infos

    def action_masks(self) -> np.ndarray:
        """``(num_envs, n_actions)`` bool: True for moves that land on a corridor cell."""
        return self._why == 0

    # -- helpers ---------------------------------------------------------------------------------

    def _look_around(self) -> None:
        """Every action's target and refusal reason from each sub-env's current cell."""
        conn = self._catalogue.conns[self._shape_i]
        self._targets, self._why = logic.batch_moves(
            self._grids, self._width, self._pos, conn, self.n_actions
        )

    def _reset_envs(self, idx: np.ndarray) -> None:
        """Draw the next maze of each sub-env in ``idx`` exactly as ``MazeNavEnv.reset`` does.

        ``MazeNavEnv.reset`` draws the shape (when mixed), then ``MazeDraws.draw`` a placement
        number (again while the placement's template has no start/goal pair) and a pair number:
        ``integers_below`` calls, in that order. Each sub-env's generator is independent, so
        all sub-envs make their first call together, then their second, and so on, with
        :class:`~envs.maze_nav.streams.Streams` making ``integers_below``'s draws on every
        generator at once.
        """
        if len(idx) == 0:
            return
        cat, rng = self._catalogue, self._rng
        n = len(idx)
        if self.shape is None:
            shape_i = rng.integers(idx, np.full(n, len(self._shapes), dtype=np.uint64))
        else:
            shape_i = np.zeros(n, dtype=np.int64)
        placement = rng.integers(idx, cat.totals[shape_i])
        template = cat.template_of(shape_i, placement)
        n_pairs = cat.pair_counts(template)
        empty = np.flatnonzero(n_pairs == 0)
        while len(empty):  # rejection, as MazeDraws.draw: only with non-default rules
            placement[empty] = rng.integers(idx[empty], cat.totals[shape_i[empty]])
            template[empty] = cat.template_of(shape_i[empty], placement[empty])
            n_pairs[empty] = cat.pair_counts(template[empty])
            empty = empty[n_pairs[empty] == 0]
        k = rng.integers(idx, n_pairs.astype(np.uint64))

        episode = cat.episodes(shape_i, placement, template, k)
        self._shape_i[idx] = shape_i
        self._grids[idx] = cat.grids[episode]
        start = cat.start[episode]
        self._start[idx] = start
        self._pos[idx] = start
        self._goal[idx] = cat.goal[episode]
        self._optimal[idx] = cat.optimal[episode]
        self._maze_ids[idx] = cat.maze_id[episode]
        self._moves[idx] = 0
        self._valid[idx] = 0
        self._reason[idx] = 0
        self._failure[idx] = 0

    def _observations(self) -> np.ndarray:
        obs = self._grids[:, self._inner]  # the cells without the border, row-major
        obs[self._arange, self._unpadded[self._goal]] = GOAL
        obs[self._arange, self._unpadded[self._pos]] = PLAYER
        return obs.reshape(self.num_envs, self.size, self.size)

    def _infos(self) -> dict[str, Any]:
        cat = self._catalogue
        infos: dict[str, Any] = {
            "shape": cat.names[self._shape_i],
            "connectivity": cat.conns[self._shape_i],
            "start": self._cell_rc[self._start],
            "goal": self._cell_rc[self._goal],
            "position": self._cell_rc[self._pos],
            "optimal_moves": self._optimal.copy(),
            "moves_taken": self._moves.copy(),
            "valid_moves": self._valid.copy(),
            "failure": _FAILURE_ARRAY[self._failure],
            "invalid_reason": _REASON_ARRAY[self._reason],
            "maze_id": self._maze_ids.copy(),
            "action_mask": (self._why == 0).astype(np.int8),
        }
        for key in list(infos):
            infos[f"_{key}"] = np.ones(self.num_envs, dtype=bool)
        return infos

"""MazeNav-v0 as a batch-native ``gymnasium.vector.VectorEnv``: N mazes stepped at once with numpy.

``gym.make_vec("MazeNav-v0", num_envs=N, vectorization_mode="vector_entry_point")`` builds this
class. Sub-env ``i`` follows exactly the rules and the random draws of
``gym.make("MazeNav-v0", encoding="grid", ...)``: reset with seed ``s``, it draws the same maze
(same ``np_random`` call sequence as ``MazeNavEnv.reset`` -> ``generate_maze``) and then moves,
rewards, terminates and truncates the same way, step for step (a test compares trajectories).

What differs from ``SyncVectorEnv`` over the single env is only how the batch is stored:

- ``info["start"]``, ``info["goal"]`` and ``info["position"]`` are int64 ``(N, 2)`` arrays
  (``SyncVectorEnv`` would hold object arrays of tuples); the other keys batch the same way:
  int64 arrays, ``(N, n_actions)`` int8 ``action_mask``, object arrays for ``shape``,
  ``maze_id``, ``failure`` and ``invalid_reason``. Every ``_key`` mask is all True.
- Only the ``"grid"`` encoding, no rendering and no ``options["maze"]`` replay (use the single
  env for those); ``options={"reset_mask": mask}`` resets a subset, as in gymnasium.

Autoreset follows gymnasium's default ``AutoresetMode.NEXT_STEP``: the step after a sub-env ends
resets it (its action is ignored, reward 0, not terminated, not truncated). Pass
``autoreset_mode="SameStep"`` to reset in the same step instead, with ``info["final_obs"]`` and
``info["final_info"]`` holding the ended episodes (what SB3-style trainers want).

Lookup tables hold, for every playable placement, the next cell and refusal reason of every
cell and action (the rule of :func:`envs.maze_nav.logic.move_problem`, vectorised with the same
reasons in the same order and tested against it on every cell and action; built once per
process), and per start/goal pair its BFS length and maze id (filled the first time the
placement is drawn); a step is a handful of fancy-indexing operations. Resets are batched too:
sub-env ``i``'s numpy ``PCG64`` generator lives in arrays, and :class:`_PCG64Batch` reproduces
``Generator.integers`` for all of them at once (tested draw for draw against numpy).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from envs.checks import MaxStepsAlias, check_int, renamed_keyword
from envs.maze_nav import logic
from envs.maze_nav.constants import (
    DEFAULT_CONNECTIVITY,
    INTO_WALL,
    INVALID_ACTION,
    INVALID_MOVE,
    MAX_MOVES,
    NOT_ALLOWED,
    OUT_OF_BOUNDS,
    OUT_OF_MOVES,
    SHAPE_NAMES,
)
from envs.maze_nav.env import check_maze_arguments
from envs.maze_nav.generator import (
    check_playable,
    playable_placements,
    resolve_connectivity,
    start_goal_pairs,
)
from envs.maze_nav.logic import DELTAS, GOAL, PLAYER, Maze
from envs.maze_nav.shapes import placements

# Refusal reasons by code; 0 means the move happened. Index with a code array to get the
# object array that ``info["invalid_reason"]`` holds.
REASONS: tuple[str | None, ...] = (None, INTO_WALL, OUT_OF_BOUNDS, NOT_ALLOWED, INVALID_ACTION)
_REASON_CODE = {r: i for i, r in enumerate(REASONS)}
_INVALID_ACTION = _REASON_CODE[INVALID_ACTION]
FAILURES: tuple[str | None, ...] = (None, INVALID_MOVE, OUT_OF_MOVES)
_INVALID_MOVE, _OUT_OF_MOVES = FAILURES.index(INVALID_MOVE), FAILURES.index(OUT_OF_MOVES)
_REASON_ARRAY = np.array(REASONS, dtype=object)
_FAILURE_ARRAY = np.array(FAILURES, dtype=object)
_AUTORESET_MODES = (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP)


class MazeNavVectorEnv(MaxStepsAlias, VectorEnv):
    """N MazeNav-v0 mazes (``encoding="grid"``) stepped together; see the module docstring.

    Args:
        num_envs: number of mazes, >= 1.
        shape: as ``MazeNavEnv``: a shape name or None (one drawn per reset).
        size: grid side, as ``MazeNavEnv``.
        connectivity: ``"auto"``, 4 or 8.
        encoding: only ``"grid"`` is supported.
        invalid_move: ``"terminate"`` (default) or ``"stay"``.
        max_moves: the env's own move limit (pairs and truncation); default:
            ``max_episode_steps``, else 16 (``envs.maze_nav.constants.MAX_MOVES``).
        max_episode_steps: the registered time limit, passed in by ``gym.make_vec`` (16).
        render_mode: only None is supported.
        autoreset_mode: ``"NextStep"`` (default) or ``"SameStep"`` (an ``AutoresetMode`` works too).
        max_steps: deprecated alias of ``max_moves`` (keyword only; giving both is a ValueError).
    """

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        num_envs: int = 1,
        shape: str | None = None,
        size: int = 5,
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
        check_int("num_envs", num_envs)
        check_maze_arguments(shape, size, connectivity, invalid_move, max_moves)
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
        if mode not in modes:
            raise ValueError(
                f"autoreset_mode={autoreset_mode!r} is not allowed; allowed: {list(modes)}"
            )

        self.num_envs = int(num_envs)
        self.shape = shape
        self.size = int(size)
        self.connectivity = connectivity
        self.encoding = encoding
        self.invalid_move = invalid_move
        self.max_moves = None if max_moves is None else int(max_moves)
        self.max_episode_steps = None if max_episode_steps is None else int(max_episode_steps)
        self.render_mode = None
        self.autoreset_mode = modes[mode]
        self.metadata = {**type(self).metadata, "autoreset_mode": self.autoreset_mode}

        # The single env picks start/goal pairs within this limit (MazeNavEnv._limit()).
        self._limit = self.max_moves or self.max_episode_steps or MAX_MOVES
        # TimeLimit truncates at max_episode_steps even when the env terminates on that step.
        self._time_limit = self.max_episode_steps or 0
        self._conn = {s: resolve_connectivity(s, connectivity) for s in SHAPE_NAMES}
        self._options = {
            s: playable_placements(s, self.size, self._conn[s], self._limit) for s in SHAPE_NAMES
        }
        if shape is not None:
            check_playable(shape, self.size, self._conn[shape], self._limit)
            self._shapes: tuple[str, ...] = (shape,)
        else:
            # As MazeNavEnv: mixed shapes draw only among those playable under these rules.
            self._shapes = tuple(s for s in SHAPE_NAMES if self._options[s])
            if not self._shapes:  # say which argument leaves nothing to draw
                first = SHAPE_NAMES[0]
                check_playable(first, self.size, self._conn[first], self._limit)

        eight = connectivity == 8 or (
            connectivity == "auto" and (shape is None or DEFAULT_CONNECTIVITY[shape] == 8)
        )
        self.n_actions = 8 if eight else 4
        self.single_action_space = spaces.Discrete(self.n_actions)
        self.single_observation_space = spaces.Box(0, GOAL, (self.size, self.size), dtype=np.int8)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)

        n = self.num_envs
        self._rng = _PCG64Batch(n)
        self._tables = _tables(
            self.size,
            self._shapes,
            tuple(self._conn[s] for s in self._shapes),
            tuple(self._options[s] for s in self._shapes),
            self.n_actions,
            self._limit,
        )
        self._row = np.zeros(n, dtype=np.int64)
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
        self._ready = False

    # -- gymnasium API ---------------------------------------------------------------------------

    def reset(
        self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Reset every sub-env (or those in ``options["reset_mask"]``).

        Args:
            seed: None (keep each sub-env's generator; fresh entropy the first time), an int
                ``s`` (sub-env ``i`` gets ``s + i``, as ``SyncVectorEnv``) or a list of
                ``num_envs`` ints/None.
            options: only ``{"reset_mask": bool array of shape (num_envs,)}`` is understood.
        """
        n = self.num_envs
        if seed is None:
            seeds: list[int | None] = [None] * n
        elif isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
            seeds = [int(seed) + i for i in range(n)]
        else:
            seeds = list(seed)
            if len(seeds) != n:
                raise ValueError(
                    f"seed has {len(seeds)} entries; allowed: an int, None or a list of "
                    f"num_envs={n} seeds"
                )
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        if options:
            raise ValueError(
                f"options keys {sorted(options)} are not supported by the vector env; "
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
        self._autoreset[mask] = False
        self._ready = True
        return self._observations(), self._infos()

    def step(
        self, actions: Any
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """Move every sub-env one step; sub-envs that ended last step reset (``NEXT_STEP``)."""
        if not self._ready:
            raise RuntimeError("call reset() before step()")
        acts = np.asarray(actions).reshape(-1)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"actions has shape {np.shape(actions)}; expected ({self.num_envs},)")
        n = self.num_envs
        resetting = (
            self._autoreset.copy() if self.autoreset_mode == AutoresetMode.NEXT_STEP else None
        )
        moving = ~resetting if resetting is not None else np.ones(n, dtype=bool)

        in_range = (acts >= 0) & (acts < self.n_actions)
        a = np.where(in_range, acts, 0).astype(np.int64)
        t = self._tables
        target = np.where(in_range, t.next[self._row, self._pos, a], self._pos)
        reason = np.where(in_range, t.why[self._row, self._pos, a], _INVALID_ACTION)
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
            self._autoreset = terminated | truncated
            return self._observations(), rewards, terminated, truncated, self._infos()

        done = terminated | truncated
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
            infos = self._infos()
            infos["final_obs"], infos["_final_obs"] = final_obs, done.copy()
            infos["final_info"], infos["_final_info"] = final_info, done.copy()
        return self._observations(), rewards, terminated, truncated, infos

    def action_masks(self) -> np.ndarray:
        """``(num_envs, n_actions)`` bool: True for moves that land on a corridor cell."""
        return self._tables.why[self._row, self._pos] == 0

    # -- helpers ---------------------------------------------------------------------------------

    def _reset_envs(self, idx: np.ndarray) -> None:
        """Draw the next maze of each sub-env in ``idx`` exactly as ``MazeNavEnv.reset`` does.

        ``MazeNavEnv.reset`` -> ``generate_maze`` makes three ``np_random.integers`` calls: the
        shape (when mixed), the placement among the playable ones, the start/goal pair. Each
        sub-env's generator is independent, so all sub-envs make their first call together,
        then their second, then their third, with :class:`_PCG64Batch` reproducing numpy's
        ``Generator.integers`` on every generator at once.
        """
        if len(idx) == 0:
            return
        t, rng = self._tables, self._rng
        n = len(idx)
        if self.shape is None:
            shape_i = rng.integers(idx, np.full(n, len(self._shapes), dtype=np.uint64))
        else:
            shape_i = np.zeros(n, dtype=np.int64)
        rows = t.shape_first_row[shape_i] + rng.integers(idx, t.shape_count[shape_i])
        k = rng.integers(idx, t.n_pairs[rows])
        missing = np.unique(rows[~t.filled[rows]])
        for row in missing.tolist():
            _fill_pair_info(t, row, self.size)
        pair = t.pair_offset[rows] + k
        self._row[idx] = rows
        self._pos[idx] = t.pair_start[pair]
        self._start[idx] = t.pair_start[pair]
        self._goal[idx] = t.pair_goal[pair]
        self._optimal[idx] = t.pair_optimal[pair]
        self._maze_ids[idx] = t.pair_id[pair]
        self._moves[idx] = 0
        self._valid[idx] = 0
        self._reason[idx] = 0
        self._failure[idx] = 0

    def _observations(self) -> np.ndarray:
        obs = self._tables.codes[self._row]
        obs[self._arange, self._goal] = GOAL
        obs[self._arange, self._pos] = PLAYER
        return obs.reshape(self.num_envs, self.size, self.size)

    def _infos(self) -> dict[str, Any]:
        t = self._tables
        infos: dict[str, Any] = {
            "shape": t.shape[self._row],
            "connectivity": t.conn[self._row],
            "start": t.cell_rc[self._start],
            "goal": t.cell_rc[self._goal],
            "position": t.cell_rc[self._pos],
            "optimal_moves": self._optimal.copy(),
            "moves_taken": self._moves.copy(),
            "valid_moves": self._valid.copy(),
            "failure": _FAILURE_ARRAY[self._failure],
            "invalid_reason": _REASON_ARRAY[self._reason],
            "maze_id": self._maze_ids.copy(),
            "action_mask": (t.why[self._row, self._pos] == 0).astype(np.int8),
        }
        for key in list(infos):
            infos[f"_{key}"] = np.ones(self.num_envs, dtype=bool)
        return infos


@dataclass(frozen=True)
class _Tables:
    """Every playable placement of the env's shapes as one row of lookup tables.

    Rows of one shape are contiguous and in ``playable_placements`` order, so drawing
    ``options[rng.integers(len(options))]`` is drawing row ``shape_first_row[s] + that integer``
    (``s`` the shape's position in the env's shape order).
    """

    shape: np.ndarray  # (R,) object: shape name
    index: np.ndarray  # (R,) int64: placement index within placements(shape, size)
    conn: np.ndarray  # (R,) int64: 4 or 8
    codes: np.ndarray  # (R, C) int8: 1 corridor, 0 wall (no player or goal)
    next: np.ndarray  # (R, C, A) int64: the flat cell an action leads to (itself if refused)
    why: np.ndarray  # (R, C, A) int8: refusal code (index into REASONS), 0 when the move happens
    cell_rc: np.ndarray  # (C, 2) int64: flat cell -> (row, col)
    pairs: tuple[np.ndarray, ...]  # per row: start_goal_pairs(...) rows (sr, sc, gr, gc)
    n_pairs: np.ndarray  # (R,) uint64: len(pairs[row])
    shape_first_row: np.ndarray  # (S,) int64: first row of each shape, in the env's shape order
    shape_count: np.ndarray  # (S,) uint64: rows (playable placements) of each shape
    # Pair k of row r is entry pair_offset[r] + k of the pair_* arrays, filled the first time
    # row r is drawn (filled[r]).
    pair_offset: np.ndarray
    filled: np.ndarray
    pair_start: np.ndarray  # flat start cell
    pair_goal: np.ndarray  # flat goal cell
    pair_optimal: np.ndarray  # BFS length start -> goal
    pair_id: np.ndarray  # object: maze id


@lru_cache(maxsize=32)
def _tables(
    size: int,
    shapes: tuple[str, ...],
    conns: tuple[int, ...],
    options: tuple[tuple[int, ...], ...],
    n_actions: int,
    max_moves: int,
) -> _Tables:
    """Build the move tables of all placements at once with the rule of ``logic.move_problem``.

    The refusal order is that rule's (an action always targets a neighbour, so ``not_adjacent``
    never applies): a diagonal in a 4-directional maze is ``not_allowed`` before anything else,
    then off the grid, then into a wall. A test compares every cell and action with the rule.
    """
    names, index, conn, first_row, count = [], [], [], {}, {}
    for s, c, opts in zip(shapes, conns, options, strict=True):
        first_row[s], count[s] = len(index), len(opts)
        names.extend([s] * len(opts))
        index.extend(opts)
        conn.extend([c] * len(opts))
    cells = size * size
    corridors = np.array(
        [placements(s, size)[i].reshape(-1) for s, i in zip(names, index, strict=True)],
        dtype=bool,
    ).reshape(-1, cells)
    conn_arr = np.array(conn, dtype=np.int64)
    rr, cc = np.divmod(np.arange(cells), size)
    here = np.arange(cells)
    nxt = np.empty((len(index), cells, n_actions), dtype=np.int64)
    why = np.empty((len(index), cells, n_actions), dtype=np.int8)
    for a, (dr, dc) in enumerate(DELTAS[:n_actions]):
        tr, tc = rr + dr, cc + dc
        inside = (tr >= 0) & (tr < size) & (tc >= 0) & (tc < size)
        target = np.where(inside, tr * size + tc, here)
        # Applied last-checked first, so each later np.where overrides with an earlier reason.
        reason = np.where(corridors[:, target], 0, _REASON_CODE[INTO_WALL])
        reason = np.where(inside[None, :], reason, _REASON_CODE[OUT_OF_BOUNDS])
        if a >= 4:
            reason = np.where((conn_arr == 4)[:, None], _REASON_CODE[NOT_ALLOWED], reason)
        why[:, :, a] = reason
        nxt[:, :, a] = np.where(reason == 0, target[None, :], here[None, :])
    pairs = tuple(
        start_goal_pairs(s, size, i, c, max_moves)
        for s, i, c in zip(names, index, conn, strict=True)
    )
    n_pairs = np.array([len(p) for p in pairs], dtype=np.uint64)
    offsets = np.concatenate([[0], np.cumsum(n_pairs.astype(np.int64))])
    total = int(offsets[-1])
    for arr in (corridors, nxt, why):
        arr.setflags(write=False)
    return _Tables(
        shape=np.array(names, dtype=object),
        index=np.array(index, dtype=np.int64),
        conn=conn_arr,
        codes=corridors.astype(np.int8),
        next=nxt,
        why=why,
        cell_rc=np.stack([rr, cc], axis=1).astype(np.int64),
        pairs=pairs,
        n_pairs=n_pairs,
        shape_first_row=np.array([first_row[s] for s in shapes], dtype=np.int64),
        shape_count=np.array([count[s] for s in shapes], dtype=np.uint64),
        pair_offset=offsets[:-1],
        filled=np.zeros(len(index), dtype=bool),
        pair_start=np.zeros(total, dtype=np.int64),
        pair_goal=np.zeros(total, dtype=np.int64),
        pair_optimal=np.zeros(total, dtype=np.int64),
        pair_id=np.full(total, None, dtype=object),
    )


def _fill_pair_info(t: _Tables, row: int, size: int) -> None:
    """Start, goal, shortest-path length and maze id of every start/goal pair of ``row``."""
    shape, conn = str(t.shape[row]), int(t.conn[row])
    corridors = placements(shape, size)[int(t.index[row])]
    dist: dict[tuple[int, int], np.ndarray] = {}
    at = int(t.pair_offset[row])
    for k, (sr, sc, gr, gc) in enumerate(t.pairs[row].tolist()):
        if (sr, sc) not in dist:
            dist[(sr, sc)] = logic.bfs_distances(corridors, (sr, sc), conn)
        t.pair_start[at + k] = sr * size + sc
        t.pair_goal[at + k] = gr * size + gc
        t.pair_optimal[at + k] = int(dist[(sr, sc)][gr, gc])
        t.pair_id[at + k] = Maze(corridors, (sr, sc), (gr, gc), conn, shape).maze_id
    t.filled[row] = True


_U32 = np.uint64(0xFFFFFFFF)
_PCG_MULT_HI = np.uint64(0x2360ED051FC65DA4)
_PCG_MULT_LO = np.uint64(0x4385DF649FCCF645)


class _PCG64Batch:
    """Many numpy ``PCG64`` generators as arrays, drawing ``Generator.integers(n)`` for all.

    ``Generator.integers(n)`` (int64, ``n <= 2**32``) is, in numpy: no draw when ``n == 1``;
    otherwise Lemire's multiply-and-reject on ``next_uint32``, and PCG64's ``next_uint32``
    hands out the low half of a 64-bit output and keeps the high half for the next call. The
    64-bit output is the XSL-RR of the 128-bit LCG state after one step. A test checks these
    draws against numpy's own, seed by seed; the vector env's trajectory tests check the mazes.
    """

    def __init__(self, n: int) -> None:
        self.state_hi = np.zeros(n, dtype=np.uint64)
        self.state_lo = np.zeros(n, dtype=np.uint64)
        self.inc_hi = np.zeros(n, dtype=np.uint64)
        self.inc_lo = np.zeros(n, dtype=np.uint64)
        self.has_uint32 = np.zeros(n, dtype=bool)
        self.uinteger = np.zeros(n, dtype=np.uint64)
        self.seeded = np.zeros(n, dtype=bool)

    def seed(self, i: int, generator: np.random.Generator) -> None:
        """Take over ``generator``'s state as generator ``i``."""
        st = generator.bit_generator.state
        if st.get("bit_generator") != "PCG64":
            raise ValueError(f"expected a PCG64 generator, got {st.get('bit_generator')!r}")
        state, inc = int(st["state"]["state"]), int(st["state"]["inc"])
        self.state_hi[i], self.state_lo[i] = state >> 64, state & 0xFFFFFFFFFFFFFFFF
        self.inc_hi[i], self.inc_lo[i] = inc >> 64, inc & 0xFFFFFFFFFFFFFFFF
        self.has_uint32[i] = bool(st["has_uint32"])
        self.uinteger[i] = int(st["uinteger"])
        self.seeded[i] = True

    def integers(self, idx: np.ndarray, n: np.ndarray) -> np.ndarray:
        """``generator[idx[j]].integers(n[j])`` for every ``j`` (``idx`` distinct), as int64."""
        n = np.asarray(n, dtype=np.uint64)
        out = np.zeros(len(idx), dtype=np.int64)
        draw = n > 1
        if not draw.any():
            return out
        who, bound = idx[draw], n[draw]
        m = self._next_uint32(who) * bound
        threshold = (np.uint64(1 << 32) - bound) % bound
        bad = (m & _U32) < threshold
        while bad.any():
            m[bad] = self._next_uint32(who[bad]) * bound[bad]
            bad = (m & _U32) < threshold
        out[draw] = (m >> np.uint64(32)).astype(np.int64)
        return out

    def _next_uint32(self, idx: np.ndarray) -> np.ndarray:
        out = np.empty(len(idx), dtype=np.uint64)
        buffered = self.has_uint32[idx]
        out[buffered] = self.uinteger[idx[buffered]]
        fresh = idx[~buffered]
        value = self._next_uint64(fresh)
        out[~buffered] = value & _U32
        self.uinteger[fresh] = value >> np.uint64(32)
        self.has_uint32[idx] = ~buffered
        return out

    def _next_uint64(self, idx: np.ndarray) -> np.ndarray:
        hi, lo = self.state_hi[idx], self.state_lo[idx]
        # state * MULT mod 2**128: the full 64x64 -> 128 product of the low words from 32-bit
        # halves, plus the cross terms (mod 2**64) in the high word; uint64 arrays wrap.
        a0, a1 = lo & _U32, lo >> np.uint64(32)
        b0, b1 = _PCG_MULT_LO & _U32, _PCG_MULT_LO >> np.uint64(32)
        p00, p01, p10, p11 = a0 * b0, a0 * b1, a1 * b0, a1 * b1
        mid = (p00 >> np.uint64(32)) + (p01 & _U32) + (p10 & _U32)
        new_lo = (p00 & _U32) | (mid << np.uint64(32))
        new_hi = p11 + (p01 >> np.uint64(32)) + (p10 >> np.uint64(32)) + (mid >> np.uint64(32))
        new_hi = new_hi + hi * _PCG_MULT_LO + lo * _PCG_MULT_HI
        inc_lo = self.inc_lo[idx]
        sum_lo = new_lo + inc_lo
        carry = (sum_lo < new_lo).astype(np.uint64)
        sum_hi = new_hi + self.inc_hi[idx] + carry
        self.state_hi[idx], self.state_lo[idx] = sum_hi, sum_lo
        x = sum_hi ^ sum_lo
        rot = sum_hi >> np.uint64(58)
        return (x >> rot) | (x << ((np.uint64(64) - rot) & np.uint64(63)))

"""One episode per game: every surface that plays a maze or a puzzle plays the env's episode.

A solve episode is run by the env (``MazeNavEnv.step``), the vector env (numpy, many at once),
the models' chat wrapper (``MazeChatEnv``: a reply is parsed, then the env is stepped) and the
human study's server (``experiments.human.trial.solve_state``: a person's cells). The same
move sequences go through all four, and every step's outcome (position, reward, terminated,
truncated, failure, invalid-move reason, move counts) and the final record (what the RL
evaluation, the model study and the human study write) must agree. The mazes are the vector
env's own draws, replayed in the others; the sequences cover valid moves, walls, the edge of
the grid, diagonals in 4- and 8-directional mazes, reaching the goal (also on the last move),
running out of moves and an invalid move on the last move, under the default move limit and a
shorter one. The rotation puzzle's episode is compared the same way (env, the human study's
``puzzle_state`` and the puzzle study's trial runner).
"""

from __future__ import annotations

from collections import deque
from typing import Any

import numpy as np
import pytest

import envs  # noqa: F401  (registers the envs)
from agents.llm.maze_chat import MazeChatEnv
from envs.maze_nav.constants import (
    INTO_WALL,
    INVALID_MOVE,
    MAX_MOVES,
    NOT_ALLOWED,
    OUT_OF_BOUNDS,
    OUT_OF_MOVES,
)
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.logic import DELTAS, Cell, Maze, maze_from_codes, move_problem
from envs.maze_nav.vector import MazeNavVectorEnv
from envs.records import solve_result
from experiments.human.trial import ReplayClient, move_reply, replay, solve_state
from experiments.maze.trial import run_trial

SCENARIOS = (
    "goal",  # the shortest path
    "wall",  # walk, then into a wall
    "out_of_bounds",  # walk to the edge, then off the grid
    "diagonal",  # a diagonal step (not_allowed in a 4-directional maze, a move in an 8-one)
    "out_of_moves",  # back and forth until the limit, with moves to spare after it
    "goal_on_the_last_move",  # back and forth, then the path, the goal on the limit's move
    "invalid_on_the_last_move",  # back and forth, then an invalid move on the limit's move
)
LIMITS = (MAX_MOVES, 6)  # the specification's limit and a shorter one (a non-default max_moves)
Step = tuple[Any, ...]


# -- move sequences --------------------------------------------------------------------------------


def _paths(maze: Maze) -> dict[Cell, list[Cell]]:
    """The cells walked to reach each corridor cell from the start without touching the goal."""
    found = {maze.start: []}
    queue = deque([maze.start])
    while queue:
        cell = queue.popleft()
        for a in range(8 if maze.connectivity == 8 else 4):
            nxt = (cell[0] + DELTAS[a][0], cell[1] + DELTAS[a][1])
            if nxt in found or nxt == maze.goal:
                continue
            if move_problem(maze.corridors, cell, nxt, maze.connectivity) is None:
                found[nxt] = [*found[cell], nxt]
                queue.append(nxt)
    return found


def _refused(maze: Maze, reason: str, limit: int, actions: range) -> list[Cell] | None:
    """A walk then one move refused for ``reason``, all within ``limit`` moves (or None)."""
    for cell, walk in sorted(_paths(maze).items(), key=lambda kv: len(kv[1])):
        if len(walk) + 1 > limit:
            break
        for a in actions:
            target = (cell[0] + DELTAS[a][0], cell[1] + DELTAS[a][1])
            if move_problem(maze.corridors, cell, target, maze.connectivity) == reason:
                return [*walk, target]
    return None


def _to_goal(maze: Maze, cell: Cell) -> list[Cell]:
    from envs.maze_nav.logic import shortest_path

    path = shortest_path(maze.corridors, cell, maze.goal, maze.connectivity)
    assert path is not None
    return path[1:]


def _back_and_forth(maze: Maze, n: int) -> list[Cell]:
    """``n`` valid moves between the start and a neighbour (never the goal: it is >= 2 away)."""
    step = next(c for c, walk in _paths(maze).items() if len(walk) == 1)
    return [step if i % 2 == 0 else maze.start for i in range(n)]


def scenario(maze: Maze, kind: str, limit: int) -> list[Cell] | None:
    """The cells of one scenario in ``maze`` (None when the maze has no such sequence)."""
    optimal = len(_to_goal(maze, maze.start))
    if kind == "goal":
        return _to_goal(maze, maze.start)
    if kind in ("wall", "out_of_bounds"):
        return _refused(maze, INTO_WALL if kind == "wall" else OUT_OF_BOUNDS, limit, range(4))
    if kind == "diagonal":
        if maze.connectivity == 4:
            return _refused(maze, NOT_ALLOWED, limit, range(4, 8))
        for cell, walk in sorted(_paths(maze).items(), key=lambda kv: len(kv[1])):
            for a in range(4, 8):  # a diagonal step onto a corridor, then on to the goal
                target = (cell[0] + DELTAS[a][0], cell[1] + DELTAS[a][1])
                if target == maze.goal:
                    return [*walk, target]
                if move_problem(maze.corridors, cell, target, 8) is None:
                    rest = _to_goal(maze, target)
                    if len(walk) + 1 + len(rest) <= limit:
                        return [*walk, target, *rest]
        return None
    if kind == "out_of_moves":
        return _back_and_forth(maze, limit + 3)
    if kind == "goal_on_the_last_move":
        spare = limit - optimal
        if spare < 2 or spare % 2:
            return None
        return [*_back_and_forth(maze, spare), *_to_goal(maze, maze.start)]
    if kind == "invalid_on_the_last_move":
        walk = _back_and_forth(maze, limit - 1)
        here = walk[-1] if walk else maze.start
        for a in range(8):
            target = (here[0] + DELTAS[a][0], here[1] + DELTAS[a][1])
            if move_problem(maze.corridors, here, target, maze.connectivity) is not None:
                return [*walk, target]
        return None
    raise AssertionError(kind)


def action_of(cell: Cell, target: Cell) -> int:
    return DELTAS.index((target[0] - cell[0], target[1] - cell[1]))


def env_record(info: dict[str, Any], terminated: bool) -> dict[str, Any]:
    """The record's solve part from an env's last ``info``, as the RL evaluation writes it."""
    failure = info["failure"]
    return dict(
        solve_result(
            success=bool(terminated and failure is None),
            failure=failure,
            invalid_reason=info["invalid_reason"] if failure == INVALID_MOVE else None,
            moves=int(info["moves_taken"]),
            optimal_moves=int(info["optimal_moves"]),
            valid_moves=int(info["valid_moves"]),
        )
    )


def _outcome(position, reward, terminated, truncated, info) -> Step:
    return (
        tuple(int(v) for v in position),
        float(reward),
        bool(terminated),
        bool(truncated),
        info["failure"],
        info["invalid_reason"],
        int(info["moves_taken"]),
        int(info["valid_moves"]),
    )


# -- the surfaces ----------------------------------------------------------------------------------


def play_env(maze: Maze, cells: list[Cell], limit: int) -> tuple[list[Step], dict[str, Any]]:
    """MazeNav-v0 itself: ``shape=None`` (so ``Discrete(8)``: a diagonal can be sent to any
    maze) replaying the maze with its shape's rule."""
    env = MazeNavEnv(encoding="grid", max_moves=limit)
    _, info = env.reset(options={"maze": maze.codes()})
    assert info["connectivity"] == maze.connectivity
    steps, here = [], maze.start
    for target in cells:
        _, reward, terminated, truncated, info = env.step(action_of(here, target))
        here = info["position"]
        steps.append(_outcome(here, reward, terminated, truncated, info))
        if terminated or truncated:
            return steps, env_record(info, terminated)
    raise AssertionError(f"the env did not end the episode of {cells}")


def play_chat(maze: Maze, cells: list[Cell], limit: int) -> tuple[list[Step], dict[str, Any]]:
    """The models' surface, built as the model study builds it (``experiments.maze.trial``)."""
    env = MazeChatEnv(
        MazeNavEnv(shape=maze.shape, encoding="matrix", invalid_move="terminate", max_moves=limit)
    )
    env.reset(options={"maze": maze.codes()})
    steps = []
    for target in cells:
        _, reward, terminated, truncated, info = env.step(move_reply(target))
        steps.append(_outcome(info["position"], reward, terminated, truncated, info))
        if terminated or truncated:
            break
    replies = [move_reply(c) for c in cells[: len(steps)]] + ["square", "no maze"]
    record = run_trial(ReplayClient(replies), maze, "matrix", max_moves=limit).solve
    assert record is not None
    return steps, {k: v for k, v in record.items() if not k.startswith("strict")}


def play_human(maze: Maze, cells: list[Cell], limit: int) -> tuple[list[Step], dict[str, Any]]:
    """The human study's server: the state after each of a person's cells, then the record."""
    steps = []
    for k in range(1, len(cells) + 1):
        state = solve_state(maze, cells[:k], limit)
        info = {
            "failure": state.failure,
            "invalid_reason": state.invalid_reason,
            "moves_taken": state.moves,
            "valid_moves": state.valid_moves,
        }
        terminated = state.success or state.failure == INVALID_MOVE
        truncated = state.failure == OUT_OF_MOVES
        reward = 1.0 if state.success else 0.0
        steps.append(_outcome(state.position, reward, terminated, truncated, info))
        if state.done:
            break
    # moves after the end change nothing
    assert solve_state(maze, cells, limit) == solve_state(maze, cells[: len(steps)], limit)
    record = replay(maze, "matrix", cells, "square", maze.codes(), limit).solve
    assert record is not None
    return steps, dict(record)


def play_vector(
    venv: MazeNavVectorEnv, plans: dict[int, list[Cell]], starts: dict[int, Cell]
) -> dict[int, tuple[list[Step], dict[str, Any]]]:
    """Step every planned sub-env of ``venv`` (just reset) through its cells at once."""
    n = venv.num_envs
    out: dict[int, tuple[list[Step], dict[str, Any]]] = {}
    steps: dict[int, list[Step]] = {i: [] for i in plans}
    here = dict(starts)
    for t in range(max(len(c) for c in plans.values())):
        actions = np.zeros(n, dtype=np.int64)
        for i, cells in plans.items():
            if i not in out and t < len(cells):
                actions[i] = action_of(here[i], cells[t])
        _, rewards, terminated, truncated, info = venv.step(actions)
        for i in plans:
            if i in out:
                continue
            one = {k: info[k][i] for k in ("failure", "invalid_reason", "optimal_moves")}
            one.update(moves_taken=info["moves_taken"][i], valid_moves=info["valid_moves"][i])
            here[i] = tuple(int(v) for v in info["position"][i])
            steps[i].append(_outcome(here[i], rewards[i], terminated[i], truncated[i], one))
            if terminated[i] or truncated[i]:
                out[i] = (steps[i], env_record(one, bool(terminated[i])))
    assert set(out) == set(plans), "a planned sub-env did not end its episode"
    return out


# -- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("limit", LIMITS)
def test_every_maze_surface_plays_the_envs_episode(limit):
    venv = MazeNavVectorEnv(num_envs=48, max_moves=limit)  # shape=None: every shape, Discrete(8)
    covered: set[tuple[str, int]] = set()
    for seed in (0, 1_000):
        obs, info = venv.reset(seed=seed)
        mazes = [maze_from_codes(obs[i], int(info["connectivity"][i])) for i in range(48)]
        plans: dict[int, list[Cell]] = {}
        kinds: dict[int, str] = {}
        for i, maze in enumerate(mazes):
            # each sub-env plays the first scenario its maze allows, starting at a rotating one
            for j in range(len(SCENARIOS)):
                kind = SCENARIOS[(i + j) % len(SCENARIOS)]
                cells = scenario(maze, kind, limit)
                if cells is not None:
                    plans[i], kinds[i] = cells, kind
                    break
        starts = {i: mazes[i].start for i in plans}
        by_vector = play_vector(venv, plans, starts)
        for i, cells in plans.items():
            maze = mazes[i]
            what = (kinds[i], maze.shape, maze.connectivity, limit, cells)
            env_steps, env_rec = play_env(maze, cells, limit)
            for name, (steps, record) in {
                "vector env": by_vector[i],
                "chat wrapper": play_chat(maze, cells, limit),
                "human server": play_human(maze, cells, limit),
            }.items():
                assert steps == env_steps, (name, what, steps, env_steps)
                assert record == env_rec, (name, what, record, env_rec)
            covered.add((kinds[i], maze.connectivity))
            last = env_steps[-1]
            if kinds[i] in ("goal", "goal_on_the_last_move"):
                assert env_rec["success"] and last[1] == 1.0, what
            if kinds[i] == "out_of_moves":
                assert last[3] and last[4] == OUT_OF_MOVES and last[6] == limit, what
            if kinds[i] in ("wall", "out_of_bounds") or (
                kinds[i] == "diagonal" and maze.connectivity == 4
            ):
                reason = {"wall": INTO_WALL, "out_of_bounds": OUT_OF_BOUNDS}.get(kinds[i])
                assert last[4] == INVALID_MOVE and last[5] == (reason or NOT_ALLOWED), what
            if kinds[i].endswith("on_the_last_move"):
                assert last[6] == limit and not last[3], what  # terminated, never truncated
    wanted = {(k, c) for k in SCENARIOS for c in (4, 8)}  # every scenario in both kinds of maze
    assert wanted <= covered, sorted(wanted - covered)


# -- the rotation puzzle ---------------------------------------------------------------------------


def _puzzle_entries(tmp_path) -> list[Any]:
    from experiments.human.puzzles import load_puzzles

    return load_puzzles(tmp_path, 3, "medium", seed=4)


def test_the_puzzle_surfaces_play_the_envs_episode(tmp_path):
    from envs.rotation_puzzle.env import RotationPuzzleEnv
    from envs.rotation_puzzle.logic import solve
    from experiments.human.puzzles import puzzle_state, replay_puzzle

    played = set()
    for entry in _puzzle_entries(tmp_path):
        optimal = [(a // 2, a % 2 == 0) for a in solve(entry.state)]
        wasted = [(0, False), (0, True)]
        for limit in (len(optimal), len(optimal) + 2, 3 * len(optimal), len(optimal) - 1):
            for kind, turns in (
                ("solve", optimal),
                ("waste then solve", [*wasted, *optimal]),
                ("never solve", [*wasted * (limit + 2)]),
            ):
                env = RotationPuzzleEnv(grid=entry.grid, observation="state", max_moves=limit)
                env.reset(options={"state": entry.state})
                by_env = []
                for square, clockwise in turns:
                    _, reward, terminated, truncated, info = env.step(
                        2 * square + (0 if clockwise else 1)
                    )
                    by_env.append((info["angles"], reward, terminated, truncated))
                    if terminated or truncated:
                        break
                by_human = []
                for k in range(1, len(turns) + 1):
                    play = puzzle_state(entry.state, turns[:k], limit)
                    by_human.append(
                        (
                            play.state.angles,
                            1.0 if play.success else 0.0,
                            play.success,
                            play.failure == OUT_OF_MOVES,
                        )
                    )
                    if play.done:
                        break
                assert by_human == by_env, (kind, limit)
                # turns after the end change nothing
                assert puzzle_state(entry.state, turns, limit).turns == len(by_env)
                record = replay_puzzle(entry, turns, limit).solve
                assert record["success"] == by_env[-1][2], (kind, limit)
                assert record["moves"] == len(by_env), (kind, limit)
                assert record["failure"] == (None if by_env[-1][2] else OUT_OF_MOVES)
                played.add((kind, by_env[-1][2]))
    # solved, solved after waste, out of turns (by waste and by a limit below the optimum)
    assert {("solve", True), ("waste then solve", True), ("never solve", False)} <= played
    assert ("solve", False) in played and ("waste then solve", False) in played

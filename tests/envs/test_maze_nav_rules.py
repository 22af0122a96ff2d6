"""The maze rules live once (envs/maze_nav/constants.py) and move legality is one function.

Env, vector env, LLM move parser and chat wrapper must give the same verdict, in the same
words, for the same move; the move limit has one value and one name.
"""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest

import envs
from agents.llm.maze_chat import MazeChatEnv
from agents.llm.parsing import MOVE_FAILURES, parse_move
from envs.maze_nav import constants, generator, logic, shapes, text
from envs.maze_nav.constants import (
    DEFAULT_CONNECTIVITY,
    INVALID_REASONS,
    MAX_MOVES,
    SHAPE_NAMES,
    canonical_failure,
)
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.vector import REASONS, MazeNavVectorEnv
from envs.rotation_puzzle.env import RotationPuzzleEnv


def test_registries_list_exactly_the_rules():
    assert tuple(shapes.SHAPES) == SHAPE_NAMES == tuple(DEFAULT_CONNECTIVITY)
    assert set(DEFAULT_CONNECTIVITY.values()) <= set(constants.CONNECTIVITIES)
    assert tuple(text.ENCODERS) == tuple(text.PARSERS) == constants.TEXT_ENCODINGS
    assert (*constants.TEXT_ENCODINGS, "grid") == constants.ENCODINGS
    assert generator.MIN_DISTANCE_SQ == constants.MIN_START_GOAL_DISTANCE**2


def test_one_move_limit_everywhere():
    import inspect

    from experiments.maze import mazes, trial

    assert MAX_MOVES == 16
    assert envs.MAZE_NAV_MAX_MOVES is MAX_MOVES
    assert gym.spec("MazeNav-v0").max_episode_steps is None  # the env owns its limit
    assert MazeNavEnv().max_moves == MAX_MOVES
    assert inspect.signature(generator.generate_maze).parameters["max_moves"].default == MAX_MOVES
    assert inspect.signature(trial.run_trial).parameters["max_moves"].default == MAX_MOVES
    assert inspect.signature(mazes.build_maze_set).parameters["max_moves"].default == MAX_MOVES
    assert MazeChatEnv(MazeNavEnv()).max_moves == MAX_MOVES


def test_every_vector_and_parser_reason_is_in_the_vocabulary():
    assert {r for r in REASONS if r is not None} <= set(INVALID_REASONS)
    assert set(MOVE_FAILURES) <= set(INVALID_REASONS)
    assert len(set(INVALID_REASONS)) == len(INVALID_REASONS)


@pytest.mark.parametrize(
    ("move", "connectivity", "reason"),
    [
        (0, 4, None),  # up onto the corridor
        (9, 8, "invalid_action"),
        (-1, 8, "invalid_action"),
        (7, 4, "not_allowed"),  # a diagonal without diagonals, onto an open cell
        ((1, 1), 4, "not_allowed"),  # the same move named by its target cell
        ((0, 0), 8, "not_adjacent"),
        ((2, 2), 8, "not_adjacent"),  # staying put
        ((2, 5), 8, "out_of_bounds"),  # off the grid and two cells away: off the grid first
        ((1, 3), 8, "wall"),
        ((1, 1), 8, None),
    ],
)
def test_move_problem_reasons_and_their_order(move, connectivity, reason):
    corridors = np.zeros((5, 5), dtype=bool)
    corridors[2, :] = corridors[:, 2] = corridors[1, 1] = True
    assert logic.move_problem(corridors, (2, 2), move, connectivity) == reason


def _corner_maze() -> np.ndarray:
    """A 4-directional square ring whose start sits in the top-left corner: every reason occurs."""
    codes = np.zeros((5, 5), dtype=np.int8)
    codes[0, :] = codes[4, :] = codes[:, 0] = codes[:, 4] = 1
    codes[0, 0], codes[4, 4] = 2, 3
    return codes


@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_env_and_parser_agree_on_every_cell_and_action(shape):
    """Each action of each placement: env table, parser on the target cell, one rule."""
    conn = DEFAULT_CONNECTIVITY[shape]
    for corridors in shapes.placements(shape, 5):
        moves, _ = logic.move_table(logic.corridor_key(corridors), 5, conn, 8)
        for r, c in np.argwhere(corridors):
            here = (int(r), int(c))
            for a, (dr, dc) in enumerate(logic.DELTAS):
                target = (here[0] + dr, here[1] + dc)
                verdict = moves[here][a]
                reason = None if isinstance(verdict, tuple) else verdict
                assert reason == logic.move_problem(corridors, here, a, conn)
                parsed = parse_move(f"MOVE: {target}", corridors, here, conn)
                assert parsed.reason == reason, (shape, here, a)
                assert parsed.action == (a if reason is None else None)


def test_env_step_and_chat_wrapper_report_the_same_reason():
    """Through the real ``step`` of both: the same move, the same ``invalid_reason``."""
    for action, reason in [
        (logic.Action.UP, "out_of_bounds"),
        (logic.Action.DOWN_RIGHT, "not_allowed"),
        (logic.Action.UP_LEFT, "not_allowed"),  # also off the grid: the diagonal rule first
        (logic.Action.RIGHT, None),
    ]:
        env = MazeNavEnv(shape=None)  # Discrete(8), so diagonals reach the rule
        env.reset(options={"maze": _corner_maze()})
        *_, info = env.step(int(action))
        chat = MazeChatEnv(MazeNavEnv(shape=None))
        chat.reset(options={"maze": _corner_maze()})
        dr, dc = logic.DELTAS[action]
        *_, chat_info = chat.step(f"I move to ({dr}, {dc})")
        assert info["invalid_reason"] == chat_info["invalid_reason"] == reason
        assert (
            info["failure"] == chat_info["failure"] == (None if reason is None else "invalid_move")
        )
    walled = MazeChatEnv(MazeNavEnv())
    walled.reset(options={"maze": _corner_maze()})
    assert walled.step("(0, 1)")[4]["invalid_reason"] is None
    assert walled.step("(1, 1)")[4]["invalid_reason"] == "wall"  # down, into the ring's inside


# -- the move limit's name -------------------------------------------------------------------------


def test_max_moves_is_the_name_and_failure_value():
    env = MazeNavEnv(invalid_move="stay", max_moves=2)
    env.reset(options={"maze": _corner_maze()})
    env.step(int(logic.Action.RIGHT))
    *_, truncated, info = env.step(int(logic.Action.LEFT))
    assert truncated and info["failure"] == "max_moves" and env.max_moves == 2


@pytest.mark.parametrize(
    "build",
    [
        lambda **kw: MazeNavEnv(**kw),
        lambda **kw: MazeNavVectorEnv(num_envs=2, **kw),
        lambda **kw: RotationPuzzleEnv(observation="state", **kw),
        lambda **kw: gym.make("MazeNav-v0", **kw).unwrapped,
    ],
    ids=["MazeNavEnv", "MazeNavVectorEnv", "RotationPuzzleEnv", "gym.make"],
)
def test_max_steps_is_a_deprecated_alias(build):
    with pytest.warns(DeprecationWarning, match="max_moves"):
        env = build(max_steps=7)
    assert env.max_moves == 7
    with pytest.warns(DeprecationWarning, match="max_moves"):
        assert env.max_steps == 7
    with pytest.raises(ValueError, match="max_steps=7 and max_moves=9") as err:
        build(max_steps=7, max_moves=9)
    assert "allowed" in str(err.value)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the new name warns about nothing
        assert build(max_moves=9).max_moves == 9


def test_too_small_move_limit_names_max_moves():
    with pytest.raises(ValueError, match=r"max_moves=1 is too few.*allowed: an integer >= 2"):
        MazeNavEnv(shape="spiral", max_moves=1)
    with pytest.raises(ValueError, match="max_moves=1"):
        MazeNavEnv(max_moves=1)


@pytest.mark.parametrize("limit", [2, 6, 10])
@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_drawn_mazes_fit_the_move_limit(shape, limit):
    env = MazeNavEnv(shape=shape, max_moves=limit)
    for seed in range(25):
        _, info = env.reset(seed=seed)
        assert 1 <= info["optimal_moves"] <= limit


def test_old_failure_names_read_as_new():
    assert canonical_failure("max_steps") == "max_moves"
    assert canonical_failure("max_moves") == "max_moves"
    assert canonical_failure("invalid_move") == "invalid_move"
    assert canonical_failure(None) is None
    assert canonical_failure(3) == 3

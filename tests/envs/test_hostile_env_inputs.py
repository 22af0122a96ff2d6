"""Hostile inputs to both envs: one validation style, one row per case.

Integers are Python or numpy integers; everything else — bools, floats (``nan``, ``1.5``),
strings (``"1"``), lists and arrays (``[1]``), None, numbers out of range — is refused with a
``ValueError`` that names the argument, shows the value and says what is allowed. Every row
below was a traceback from deep inside numpy or gymnasium, a silent coercion, or an
undocumented episode end before.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import envs  # noqa: F401  (registers the environments)
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.logic import Action
from envs.maze_nav.vector import MazeNavVectorEnv
from envs.rotation_puzzle.env import RotationPuzzleEnv
from envs.rotation_puzzle.logic import LOOP_2X2, PuzzleState

SPIRAL = np.array(
    [
        [2, 1, 1, 1, 1],
        [0, 0, 0, 0, 1],
        [1, 1, 3, 0, 1],
        [1, 0, 0, 0, 1],
        [1, 1, 1, 1, 1],
    ]
)

CROSS = np.array(
    [
        [2, 0, 0, 0, 1],
        [0, 1, 0, 1, 0],
        [0, 0, 1, 0, 0],
        [0, 1, 0, 1, 0],
        [1, 0, 0, 0, 3],
    ]
)


def _maze(**kwargs: Any) -> MazeNavEnv:
    env = MazeNavEnv(**kwargs)
    env.reset(seed=0)
    return env


def _puzzle(**kwargs: Any) -> RotationPuzzleEnv:
    env = RotationPuzzleEnv(observation="state", **kwargs)
    env.reset(seed=0)
    return env


def _vector() -> MazeNavVectorEnv:
    venv = MazeNavVectorEnv(num_envs=3)
    venv.reset(seed=0)
    return venv


def _quietly(build: Callable[[], Any]) -> Callable[[], Any]:
    """Run ``build`` with the ``max_steps`` DeprecationWarning silenced."""

    def run() -> Any:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return build()

    return run


ACTION = "allowed: an integer from 0 to"

# (case id, what to do, fragments the ValueError's message must contain)
CASES: list[tuple[str, Callable[[], Any], tuple[str, ...]]] = [
    # -- MazeNav actions: refused, not moves (out of range ended the episode before) ------------
    ("maze step(None)", lambda: _maze().step(None), ("action=None", ACTION + " 7")),
    ("maze step([1])", lambda: _maze().step([1]), ("action=[1]", ACTION)),
    ("maze step(nan)", lambda: _maze().step(float("nan")), ("action=nan", ACTION)),
    ("maze step(1.5)", lambda: _maze().step(1.5), ("action=1.5", ACTION)),
    ("maze step(1.0)", lambda: _maze().step(1.0), ("action=1.0", ACTION)),
    ("maze step('1')", lambda: _maze().step("1"), ("action='1'", ACTION)),
    ("maze step(True)", lambda: _maze().step(True), ("action=True", ACTION)),
    ("maze step(8)", lambda: _maze().step(8), ("action=8", ACTION + " 7")),
    ("maze step(-1)", lambda: _maze().step(-1), ("action=-1", ACTION)),
    ("maze step(4), 4 moves", lambda: _maze(shape="square").step(4), ("action=4", ACTION + " 3")),
    ("maze step(array([1]))", lambda: _maze().step(np.array([1])), ("action=array([1])",)),
    ("maze step(float64)", lambda: _maze().step(np.float64(2)), ("action=np.float64(2.0)",)),
    ("maze step(np.True_)", lambda: _maze().step(np.bool_(True)), ("action=np.True_",)),
    # -- MazeNav move limit: at construction, naming the argument (a reset traceback before) ---
    (
        "maze max_steps=1",
        _quietly(lambda: MazeNavEnv(max_steps=1)),
        ("max_steps=1 is too few", "allowed: an integer >= 2", "alias of max_moves"),
    ),
    ("maze max_moves=1", lambda: MazeNavEnv(max_moves=1), ("max_moves=1 is too few", ">= 2")),
    (
        "maze spiral max_moves=1",  # blamed connectivity before
        lambda: MazeNavEnv(shape="spiral", max_moves=1),
        ("max_moves=1 is too few", ">= 2"),
    ),
    (
        "maze spiral max_steps=1",
        _quietly(lambda: MazeNavEnv(shape="spiral", max_steps=1)),
        ("max_steps=1 is too few", "alias of max_moves"),
    ),
    ("maze max_moves=0", lambda: MazeNavEnv(max_moves=0), ("max_moves=0", "positive integer")),
    ("maze max_moves=-1", lambda: MazeNavEnv(max_moves=-1), ("max_moves=-1",)),
    ("maze max_moves=True", lambda: MazeNavEnv(max_moves=True), ("max_moves=True",)),
    ("maze max_moves=2.5", lambda: MazeNavEnv(max_moves=2.5), ("max_moves=2.5",)),
    ("maze max_moves='16'", lambda: MazeNavEnv(max_moves="16"), ("max_moves='16'",)),
    ("maze max_steps=0", _quietly(lambda: MazeNavEnv(max_steps=0)), ("max_steps=0", "max_moves")),
    # -- MazeNav constructor arguments of the wrong type ----------------------------------------
    ("maze size='7'", lambda: MazeNavEnv(size="7"), ("size='7'", "from 5 to 32")),
    ("maze size=7.0", lambda: MazeNavEnv(size=7.0), ("size=7.0", "from 5 to 32")),
    ("maze size=True", lambda: MazeNavEnv(size=True), ("size=True",)),
    ("maze size=33", lambda: MazeNavEnv(size=33), ("size=33", "from 5 to 32")),
    ("maze size=[7]", lambda: MazeNavEnv(size=[7]), ("size=[7]",)),
    ("maze connectivity='4'", lambda: MazeNavEnv(connectivity="4"), ("connectivity='4'",)),
    ("maze connectivity=4.0", lambda: MazeNavEnv(connectivity=4.0), ("connectivity=4.0",)),
    ("maze connectivity=True", lambda: MazeNavEnv(connectivity=True), ("connectivity=True",)),
    ("maze connectivity=6", lambda: MazeNavEnv(connectivity=6), ("connectivity=6",)),
    ("maze encoding=None", lambda: MazeNavEnv(encoding=None), ("encoding=None", "'matrix'")),
    ("maze encoding=['grid']", lambda: MazeNavEnv(encoding=["grid"]), ("encoding=['grid']",)),
    ("maze render_mode=1", lambda: MazeNavEnv(render_mode=1), ("render_mode=1", "'rgb_array'")),
    ("maze invalid_move=None", lambda: MazeNavEnv(invalid_move=None), ("invalid_move=None",)),
    (
        "maze invalid_move=['stay']",
        lambda: MazeNavEnv(invalid_move=["stay"]),
        ("invalid_move=['stay']",),
    ),
    ("maze shape=['spiral']", lambda: MazeNavEnv(shape=["spiral"]), ("shape=['spiral']",)),
    ("maze shape=1", lambda: MazeNavEnv(shape=1), ("shape=1", "'spiral'")),
    (
        "maze cross without diagonals",
        lambda: MazeNavEnv(shape="cross", connectivity=4),
        ("connectivity=4", "'auto'"),
    ),
    # -- MazeNav reset -------------------------------------------------------------------------
    ("maze reset(seed='x')", lambda: MazeNavEnv().reset(seed="x"), ("seed='x'", "integer >= 0")),
    ("maze reset(seed=-1)", lambda: MazeNavEnv().reset(seed=-1), ("seed=-1", "integer >= 0")),
    ("maze reset(seed=1.5)", lambda: MazeNavEnv().reset(seed=1.5), ("seed=1.5",)),
    ("maze reset(seed=True)", lambda: MazeNavEnv().reset(seed=True), ("seed=True",)),
    (
        "maze options=['maze']",
        lambda: MazeNavEnv().reset(options=["maze"]),
        ("options=['maze']", "a dict"),
    ),
    (
        "maze options unknown key",
        lambda: MazeNavEnv().reset(options={"mazes": SPIRAL}),
        ("'mazes'", "allowed: 'maze'"),
    ),
    (
        "maze ragged maze",
        lambda: MazeNavEnv().reset(options={"maze": [[0, 1], [1]]}),
        ("options['maze'] is not a grid", "5x5 integer array"),
    ),
    (
        "maze maze of strings",
        lambda: MazeNavEnv().reset(options={"maze": SPIRAL.astype(str)}),
        ("options['maze']", "integer codes"),
    ),
    (
        "maze maze of 1.5",
        lambda: MazeNavEnv().reset(options={"maze": np.where(SPIRAL == 1, 1.5, SPIRAL)}),
        ("options['maze']", "integer codes"),
    ),
    (
        "maze maze with nan",
        lambda: MazeNavEnv().reset(options={"maze": np.where(SPIRAL == 1, np.nan, SPIRAL)}),
        ("options['maze']", "integer codes"),
    ),
    (
        "maze maze of bools",
        lambda: MazeNavEnv().reset(options={"maze": SPIRAL.astype(bool)}),
        ("options['maze']", "integer codes"),
    ),
    (
        "maze maze code 7",
        lambda: MazeNavEnv().reset(options={"maze": np.where(SPIRAL == 0, 7, SPIRAL)}),
        ("options['maze']", "unknown codes [7]"),
    ),
    (
        "maze maze 4x4",
        lambda: MazeNavEnv().reset(options={"maze": np.ones((4, 4), dtype=int)}),
        ("options['maze'] has shape (4, 4)", "5x5"),
    ),
    (
        "maze cross in a Discrete(4) env",  # its diagonals were moves the actions could not name
        lambda: MazeNavEnv(shape="square").reset(options={"maze": CROSS}),
        ("options['maze'] is malformed", "unreachable", "4-directional"),
    ),
    (
        "maze maze as a path",
        lambda: MazeNavEnv().reset(options={"maze": "mazes/5x5_spiral_0.npy"}),
        ("options['maze'] has shape ()",),
    ),
    # -- MazeNav vector env --------------------------------------------------------------------
    (
        "vector float actions",
        lambda: _vector().step(np.array([0.0, 1.5, 2.0])),
        ("actions=", "integer array of shape (3,)"),
    ),
    ("vector action 8", lambda: _vector().step(np.array([0, 8, 0])), ("actions[1]=8",)),
    ("vector reset(seed='x')", lambda: _vector().reset(seed="x"), ("seed='x'",)),
    ("vector reset(seed=[0, 'x', 2])", lambda: _vector().reset(seed=[0, "x", 2]), ("seed='x'",)),
    ("vector options=['x']", lambda: _vector().reset(options=["x"]), ("options=['x']",)),
    ("vector size='7'", lambda: MazeNavVectorEnv(num_envs=2, size="7"), ("size='7'",)),
    ("vector num_envs=2.0", lambda: MazeNavVectorEnv(num_envs=2.0), ("num_envs=2.0",)),
    ("vector max_moves=1", lambda: MazeNavVectorEnv(num_envs=2, max_moves=1), ("max_moves=1",)),
    (
        "vector num_envs=10**8",  # a raw MemoryError before
        lambda: MazeNavVectorEnv(num_envs=10**8),
        ("num_envs=100000000", "from 1 to 65536"),
    ),
    # -- RotationPuzzle arguments (tracebacks and silent coercions before) ---------------------
    (
        "puzzle difficulty=['easy']",
        lambda: RotationPuzzleEnv(difficulty=["easy"]),
        ("difficulty=['easy']", "'medium'"),
    ),
    ("puzzle grid=('2','2')", lambda: RotationPuzzleEnv(grid=("2", "2")), ("grid=('2', '2')",)),
    ("puzzle grid='22'", lambda: RotationPuzzleEnv(grid="22"), ("grid='22'", "(rows, cols)")),
    ("puzzle grid=(2.5, 2)", lambda: RotationPuzzleEnv(grid=(2.5, 2)), ("grid=(2.5, 2)",)),
    ("puzzle grid=(True, 2)", lambda: RotationPuzzleEnv(grid=(True, 2)), ("grid=(True, 2)",)),
    ("puzzle grid=(2,)", lambda: RotationPuzzleEnv(grid=(2,)), ("grid=(2,)",)),
    ("puzzle grid=None", lambda: RotationPuzzleEnv(grid=None), ("grid=None",)),
    ("puzzle grid=(9, 1)", lambda: RotationPuzzleEnv(grid=(9, 1)), ("grid=(9, 1)", "1 to 8")),
    # a TypeError without the argument's name before
    ("puzzle grid=np.array(2)", lambda: RotationPuzzleEnv(grid=np.array(2)), ("grid=array(2)",)),
    (
        "PuzzleState patterns=None",
        lambda: PuzzleState(grid=(2, 2), patterns=None, angles=(0, 0, 0, 0)),
        ("patterns=None", "4 patterns"),
    ),
    (
        "PuzzleState a pattern of 3",
        lambda: PuzzleState(grid=(2, 2), patterns=[(1, 1, 0)] * 4, angles=(0, 0, 0, 0)),
        ("patterns=", "4 values each"),
    ),
    (
        "PuzzleState angles=None",
        lambda: PuzzleState(grid=(2, 2), patterns=[(1, 1, 0, 0)] * 4, angles=None),
        ("angles=None", "multiples of 90"),
    ),
    (
        "PuzzleState angle 'x'",
        lambda: PuzzleState(grid=(2, 2), patterns=[(1, 1, 0, 0)] * 4, angles=(0, 0, 0, "x")),
        ("angles=(0, 0, 0, 'x')",),
    ),
    (
        "puzzle observation=['text']",
        lambda: RotationPuzzleEnv(observation=["text"]),
        ("observation=['text']", "'state'"),
    ),
    ("puzzle render_mode=1", lambda: RotationPuzzleEnv(render_mode=1), ("render_mode=1",)),
    ("puzzle max_moves=True", lambda: RotationPuzzleEnv(max_moves=True), ("max_moves=True",)),
    ("puzzle max_moves=2.5", lambda: RotationPuzzleEnv(max_moves=2.5), ("max_moves=2.5",)),
    (
        "puzzle max_steps=0",
        _quietly(lambda: RotationPuzzleEnv(max_steps=0)),
        ("max_steps=0", "positive integer"),
    ),
    # -- RotationPuzzle actions and reset --------------------------------------------------------
    ("puzzle step(None)", lambda: _puzzle().step(None), ("action=None", ACTION + " 7")),
    ("puzzle step([1])", lambda: _puzzle().step([1]), ("action=[1]",)),
    ("puzzle step(nan)", lambda: _puzzle().step(float("nan")), ("action=nan",)),
    ("puzzle step(1.5)", lambda: _puzzle().step(1.5), ("action=1.5",)),
    ("puzzle step('1')", lambda: _puzzle().step("1"), ("action='1'",)),
    ("puzzle step(True)", lambda: _puzzle().step(True), ("action=True",)),  # accepted before
    ("puzzle step(8)", lambda: _puzzle().step(8), ("action=8", ACTION + " 7")),
    ("puzzle reset(seed='x')", lambda: RotationPuzzleEnv().reset(seed="x"), ("seed='x'",)),
    (
        "puzzle options=['state']",
        lambda: RotationPuzzleEnv().reset(options=["state"]),
        ("options=['state']", "a dict"),
    ),
    (
        "puzzle options unknown key",
        lambda: RotationPuzzleEnv().reset(options={"maze": 1}),
        ("'maze'", "allowed: 'state'"),
    ),
]


@pytest.mark.parametrize(("case", "do", "fragments"), CASES, ids=[c[0] for c in CASES])
def test_hostile_input_is_a_clear_value_error(case, do, fragments):
    with pytest.raises(ValueError) as err:
        do()
    message = str(err.value)
    assert "allowed" in message, message
    for fragment in fragments:
        assert fragment in message, (case, message)


# -- what is accepted: Python and numpy integers, alike in both envs ------------------------------


@pytest.mark.parametrize(
    "action",
    [1, np.int64(1), np.int32(1), np.uint8(1), np.array(1), Action.RIGHT],
    ids=["int", "int64", "int32", "uint8", "0-d array", "IntEnum"],
)
def test_integer_actions_are_accepted_by_both_envs(action):
    maze = MazeNavEnv()
    maze.reset(options={"maze": SPIRAL})
    *_, info = maze.step(action)
    assert info["position"] == (0, 1) and info["invalid_reason"] is None
    puzzle = RotationPuzzleEnv(observation="state")
    puzzle.reset(options={"state": PuzzleState((2, 2), LOOP_2X2, (0, 270, 0, 0))})
    *_, info = puzzle.step(action)
    assert info["angles"] == (270, 270, 0, 0)  # action 1: square 0 a quarter-turn back


def test_numpy_integer_arguments_are_accepted_by_both_envs():
    env = MazeNavEnv(size=np.int64(7), connectivity=np.int64(8), max_moves=np.int32(12))
    _, info = env.reset(seed=np.int64(3))
    assert env.size == 7 and type(env.size) is int and info["connectivity"] == 8
    assert env.max_moves == 12 and type(env.max_moves) is int
    puzzle = RotationPuzzleEnv(grid=(np.int64(2), np.int64(3)), max_moves=np.int64(5))
    puzzle.reset(seed=np.int64(3))
    assert puzzle.grid == (2, 3) and type(puzzle.grid[0]) is int and puzzle.max_moves == 5
    venv = MazeNavVectorEnv(num_envs=np.int64(2), size=np.int64(6))
    obs, _ = venv.reset(seed=np.int64(1))
    assert obs.shape == (2, 6, 6)
    obs, *_ = venv.step(np.array([0, 1], dtype=np.int32))
    assert obs.shape == (2, 6, 6)


def test_a_refused_action_changes_nothing():
    env = gym.make("MazeNav-v0")
    env.reset(options={"maze": SPIRAL})
    with pytest.raises(ValueError):
        env.step(9)
    *_, info = env.step(Action.RIGHT)  # the refused call was not a move
    assert info["moves_taken"] == 1 and info["position"] == (0, 1)

"""MazeNav-v0: registration, checkers, rules, seeding, rendering and bad arguments."""

from __future__ import annotations

import pickle
import subprocess
import sys

import gymnasium as gym
import numpy as np
import pytest

import envs
from agents.baselines import OracleAgent, RandomAgent, play_episode
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.logic import DELTAS, Action, action_for_target, maze_from_codes
from envs.maze_nav.render import read_frame
from envs.maze_nav.shapes import DEFAULT_CONNECTIVITY, SHAPES, placements
from envs.maze_nav.text import encode_matrix

SHAPE_OPTIONS = [None, *SHAPES]

# A 5×5 spiral with the player at one end and the goal in the middle.
SPIRAL = np.array(
    [
        [2, 1, 1, 1, 1],
        [0, 0, 0, 0, 1],
        [1, 1, 3, 0, 1],
        [1, 0, 0, 0, 1],
        [1, 1, 1, 1, 1],
    ],
    dtype=np.int8,
)


def make(**kwargs) -> gym.Env:
    return gym.make("MazeNav-v0", **kwargs)


def test_make_by_id_and_string_entry_point_without_import():
    code = (
        "import sys, gymnasium as gym\n"
        "env = gym.make('envs:MazeNav-v0', shape='spiral')\n"
        "obs, info = env.reset(seed=0)\n"
        "assert info['shape'] == 'spiral', info\n"
        "heavy = [m for m in ('torch', 'stable_baselines3', 'dashscope') if m in sys.modules]\n"
        "assert not heavy, heavy\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_the_env_owns_its_move_limit():
    env = make(shape="spiral")
    # No registered TimeLimit: the env's max_moves is the only limit.
    assert env.spec.max_episode_steps is None
    assert not any(isinstance(w, gym.wrappers.TimeLimit) for w in wrapper_chain(env))
    assert env.unwrapped.max_moves == envs.MAZE_NAV_MAX_MOVES == 16
    assert make(max_moves=30).unwrapped.max_moves == 30
    assert isinstance(env.unwrapped, MazeNavEnv)


def wrapper_chain(env: gym.Env) -> list[gym.Env]:
    chain = [env]
    while isinstance(chain[-1], gym.Wrapper):
        chain.append(chain[-1].env)
    return chain


def never_reaches_goal(env: gym.Env) -> tuple[int, bool, bool, dict]:
    """Steps back and forth next to the start of SPIRAL (the goal is 12 moves away) until the
    episode ends; returns the moves played and the last step's flags and info."""
    env.reset(options={"maze": SPIRAL})
    moves = 0
    while True:
        _, reward, terminated, truncated, info = env.step(
            Action.RIGHT if moves % 2 == 0 else Action.LEFT
        )
        moves += 1
        assert reward == 0.0 and info["position"] in ((0, 0), (0, 1))
        if terminated or truncated or moves > 1000:
            return moves, terminated, truncated, info


@pytest.mark.parametrize("limit", [None, 2, 16, 17, 30, 200])
def test_gym_make_plays_exactly_max_moves(limit):
    kwargs = {} if limit is None else {"max_moves": limit}
    moves, terminated, truncated, info = never_reaches_goal(make(**kwargs))
    assert moves == (limit or 16) and truncated and not terminated
    assert info["failure"] == "max_moves" and info["moves_taken"] == moves


def test_explicit_time_limit_caps_the_env_limit():
    # gym.make's own max_episode_steps is gymnasium's TimeLimit on top of max_moves: whichever
    # comes first ends the episode; it never raises the move limit.
    moves, _, truncated, info = never_reaches_goal(make(max_moves=30, max_episode_steps=20))
    assert (moves, truncated, info["failure"]) == (20, True, None)  # the env did not cut it
    moves, _, truncated, info = never_reaches_goal(make(max_episode_steps=30))
    assert (moves, truncated, info["failure"]) == (16, True, "max_moves")
    moves, _, truncated, info = never_reaches_goal(make(max_moves=30, max_episode_steps=-1))
    assert (moves, truncated, info["failure"]) == (30, True, "max_moves")


# gymnasium's and SB3's checkers and the same-seed rollout over every argument variant are in
# test_registered_envs.py, with every other registered env.


def test_action_spaces_follow_connectivity():
    assert make(shape="square").action_space.n == 4
    assert make(shape="spiral").action_space.n == 4
    assert make(shape="C").action_space.n == 4
    assert make(shape="cross").action_space.n == 8
    assert make(shape="triangle").action_space.n == 8
    assert make(shape="Z").action_space.n == 8
    assert make(shape=None).action_space.n == 8
    assert make(shape="square", connectivity=8).action_space.n == 8
    assert make(shape=None, connectivity=4).action_space.n == 4


def test_mixed_shapes_keep_discrete8_and_refuse_diagonals_in_4_connected_mazes():
    env = make(shape=None)
    seen = set()
    for seed in range(60):
        _, info = env.reset(seed=seed)
        seen.add(info["shape"])
        assert env.action_space.n == 8
        assert info["connectivity"] == DEFAULT_CONNECTIVITY[info["shape"]]
        if info["connectivity"] == 4:
            assert not info["action_mask"][4:].any()
    assert seen == set(SHAPES)
    env.reset(options={"maze": SPIRAL})
    _, _, terminated, _, info = env.step(Action.DOWN_RIGHT)
    assert (
        terminated and info["failure"] == "invalid_move" and info["invalid_reason"] == "not_allowed"
    )


@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_shape_meets_the_shape_rules(shape):
    # Every placement playable within the move limit, none shared with another shape, and each
    # recognised as its own: the rules of envs.maze_nav.generator.shape_problems.
    from envs.maze_nav.constants import DEFAULT_CONNECTIVITY
    from envs.maze_nav.generator import shape_problems

    problems = shape_problems(
        SHAPES[shape], DEFAULT_CONNECTIVITY[shape], name=shape, sizes=(5, 6, 7, 9, 11)
    )
    assert problems == []


def test_shape_problems_names_what_is_wrong():
    from envs.maze_nav.generator import shape_problems

    def u_shape(size):  # a C opened at the top: the C family already has it
        t = np.zeros((3, 3), dtype=bool)
        t[:, 0] = t[:, -1] = t[-1, :] = True
        return [t]

    def too_big(size):
        return [np.ones((size + 1, 2), dtype=bool)]

    def two_dots(size):  # start and goal can never be joined
        t = np.zeros((1, 3), dtype=bool)
        t[0, 0] = t[0, 2] = True
        return [t]

    def framed(size):  # an N with an empty column on its right
        t = np.zeros((4, 5), dtype=bool)
        t[:, 0] = t[:, 3] = True
        t[np.arange(4), np.arange(4)] = True
        return [t]

    assert "the same picture is a C" in shape_problems(u_shape, 4, sizes=(5,))[0]
    assert shape_problems(too_big, 4, sizes=(5,)) == ["size 5: no template fits"]
    assert "no start and goal within 16 moves" in shape_problems(two_dots, 4, sizes=(5,))[0]
    assert shape_problems(framed, 8, sizes=(5,)) == [
        "size 5, template 0: an empty border row or column (crop it)"
    ]


def test_shape_templates_look_like_their_names():
    spiral = placements("spiral", 5)[0].astype(int)
    assert spiral.sum() == 17  # one 4-connected path of 17 cells: 16 moves end to end
    cross = placements("cross", 5)[-1]
    assert cross[np.arange(5), np.arange(5)].all() and cross[np.arange(5), 4 - np.arange(5)].all()
    assert cross.sum() == 9
    square = placements("square", 5)[-1]
    assert square.sum() == 16 and not square[1:4, 1:4].any()
    z = placements("Z", 5)[-1]
    assert z[0].all() and z[4].all() and z[2, 2] and not z[2, 0] and not z[2, 4]


@pytest.mark.parametrize("shape", SHAPE_OPTIONS)
@pytest.mark.parametrize("encoding", ["matrix", "coord_list"])
def test_same_seed_same_maze_text_and_frames(shape, encoding):
    a = make(shape=shape, encoding=encoding, render_mode="rgb_array")
    b = make(shape=shape, encoding=encoding, render_mode="rgb_array")
    for seed in (0, 1, 123):
        oa, ia = a.reset(seed=seed)
        ob, ib = b.reset(seed=seed)
        assert oa == ob and ia["maze_id"] == ib["maze_id"]
        assert a.render().tobytes() == b.render().tobytes()
        for action in (0, 1, 2):
            sa = a.step(action)
            sb = b.step(action)
            assert sa[0] == sb[0] and sa[1:4] == sb[1:4]
            if sa[2] or sa[3]:
                break
    ids = {a.reset(seed=s)[1]["maze_id"] for s in range(30)}
    assert len(ids) > 20  # different seeds, different mazes


@pytest.mark.parametrize("shape", list(SHAPES))
def test_start_goal_rules(shape):
    env = make(shape=shape)
    for seed in range(100):
        _, info = env.reset(seed=seed)
        (sr, sc), (gr, gc) = info["start"], info["goal"]
        assert (sr - gr) ** 2 + (sc - gc) ** 2 >= 4
        assert 1 <= info["optimal_moves"] <= 16
        assert info["shape"] == shape


@pytest.mark.parametrize("shape", SHAPE_OPTIONS)
def test_oracle_reaches_goal_in_optimal_moves(shape):
    env = make(shape=shape)
    oracle = OracleAgent(env)
    for seed in range(50):
        result = play_episode(env, oracle, seed=seed)
        assert result["success"], result
        assert result["moves_taken"] == result["optimal_moves"] == result["valid_moves"]
        assert result["position"] == result["goal"] and result["failure"] is None


def test_golden_matrix_and_coord_list():
    env = make(encoding="matrix")
    obs, info = env.reset(options={"maze": SPIRAL})
    assert obs == "P 0 0 0 0\n1 1 1 1 0\n0 0 G 1 0\n0 1 1 1 0\n0 0 0 0 0"
    assert info["shape"] == "spiral" and info["connectivity"] == 4
    assert info["optimal_moves"] == 16
    env = make(encoding="coord_list")
    obs, _ = env.reset(options={"maze": SPIRAL})
    assert obs == (
        "Walls: (1,0), (1,1), (1,2), (1,3), (2,3), (3,1), (3,2), (3,3)\n"
        "Empty: (0,1), (0,2), (0,3), (0,4), (1,4), (2,0), (2,1), (2,4), (3,0), (3,4), (4,0), "
        "(4,1), (4,2), (4,3), (4,4)\n"
        "Player position: (0,0)\n"
        "Goal: (2,2)"
    )
    obs, *_ = env.step(Action.RIGHT)
    assert "Player position: (0,1)" in obs and "Empty: (0,0), (0,2)" in obs


def test_grid_observation_uses_the_specification_codes():
    env = make(encoding="grid")
    obs, _ = env.reset(options={"maze": SPIRAL})
    assert obs.dtype == np.int8 and np.array_equal(obs, SPIRAL)
    obs, *_ = env.step(Action.RIGHT)
    assert obs[0, 0] == 1 and obs[0, 1] == 2


def test_invalid_move_terminates_by_default():
    env = make()
    env.reset(options={"maze": SPIRAL})
    _, reward, terminated, truncated, info = env.step(Action.DOWN)  # (1,0) is a wall
    assert terminated and not truncated and reward == 0
    assert info["failure"] == "invalid_move" and info["invalid_reason"] == "wall"
    assert info["position"] == (0, 0) and info["moves_taken"] == 1 and info["valid_moves"] == 0
    env.reset(options={"maze": SPIRAL})
    *_, info = env.step(Action.UP)
    assert info["invalid_reason"] == "out_of_bounds"


def test_invalid_move_stay_keeps_playing():
    env = make(invalid_move="stay")
    env.reset(options={"maze": SPIRAL})
    _, _, terminated, truncated, info = env.step(Action.LEFT)
    assert not terminated and not truncated
    assert info["invalid_reason"] == "out_of_bounds" and info["failure"] is None
    _, _, _, _, info = env.step(Action.RIGHT)
    assert info["position"] == (0, 1) and info["invalid_reason"] is None
    assert info["moves_taken"] == 2 and info["valid_moves"] == 1


def test_truncation_after_16_moves_and_configurable_limit():
    env = make(invalid_move="stay")
    env.reset(options={"maze": SPIRAL})
    for i in range(16):
        _, _, terminated, truncated, info = env.step(Action.LEFT if i % 2 else Action.RIGHT)
        assert not terminated
        assert truncated == (i == 15)
    assert info["failure"] == "max_moves" and info["moves_taken"] == 16
    # max_moves alone sets the limit (no registered TimeLimit to raise with it).
    env = make(invalid_move="stay", max_moves=30)
    env.reset(options={"maze": SPIRAL})
    for _ in range(29):
        assert not env.step(Action.LEFT)[3]
    *_, truncated, info = env.step(Action.LEFT)
    assert truncated and info["failure"] == "max_moves" and info["moves_taken"] == 30
    # Without the outer wrapper the env still truncates by itself.
    bare = MazeNavEnv(invalid_move="stay", max_moves=3)
    bare.reset(options={"maze": SPIRAL})
    assert [bare.step(Action.LEFT)[3] for _ in range(3)] == [False, False, True]


def test_reaching_the_goal_rewards_and_terminates():
    env = make()
    env.reset(options={"maze": SPIRAL})
    path = (
        [Action.RIGHT] * 4
        + [Action.DOWN] * 4
        + [Action.LEFT] * 4
        + [Action.UP] * 2
        + [Action.RIGHT] * 2
    )
    for k, action in enumerate(path):
        obs, reward, terminated, truncated, info = env.step(action)
        assert not truncated  # reaching the goal on the last move is a termination only
        assert terminated == (k == len(path) - 1), k
    assert reward == 1.0 and info["failure"] is None and info["position"] == (2, 2)
    assert obs.splitlines()[2] == "0 0 P 1 0"


def test_replay_accepts_npy_roundtrip(tmp_path):
    path = tmp_path / "5x5_spiral_0.npy"
    np.save(path, SPIRAL.astype(np.int64))
    env = make(encoding="grid")
    obs, info = env.reset(options={"maze": np.load(path)})
    assert np.array_equal(obs, SPIRAL) and info["shape"] == "spiral"


@pytest.mark.parametrize(
    ("grid", "message"),
    [
        (np.where(SPIRAL == 3, 1, SPIRAL), "exactly one goal"),
        (np.where(SPIRAL == 2, 1, SPIRAL), "exactly one player"),
        (np.where(SPIRAL == 0, 2, SPIRAL), "exactly one player"),
        (np.where(SPIRAL == 0, 7, SPIRAL), "unknown codes [7]"),
        (np.array([[2, 0, 1, 1, 3], [0, 0, 1, 1, 1]] + [[1] * 5] * 3), "unreachable"),
        (np.ones((4, 4), dtype=int), "this env plays 5x5"),
    ],
)
def test_replay_rejects_malformed_mazes(grid, message):
    env = make()
    with pytest.raises(ValueError, match=None) as err:
        env.reset(options={"maze": grid})
    assert message in str(err.value)


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"shape": "hexagon"}, "shape='hexagon'"),
        ({"size": 4}, "size=4"),
        ({"size": "5"}, "size='5'"),
        ({"encoding": "json"}, "encoding='json'"),
        ({"connectivity": 6}, "connectivity=6"),
        ({"connectivity": "4"}, "connectivity='4'"),
        ({"invalid_move": "ignore"}, "invalid_move='ignore'"),
        ({"max_moves": 0}, "max_moves=0"),
        ({"max_moves": True}, "max_moves=True"),
        ({"render_mode": "svg"}, "render_mode='svg'"),
        ({"shape": "cross", "connectivity": 4}, "connectivity=4"),
    ],
)
def test_bad_arguments(kwargs, fragment):
    with pytest.raises(ValueError) as err:
        MazeNavEnv(**kwargs)
    assert fragment in str(err.value) and "allowed" in str(err.value)


def test_render_modes_headless():
    env = make(shape="Z", render_mode="rgb_array")
    env.reset(seed=3)
    frame = env.render()
    assert frame.shape == (512, 768, 3) and frame.dtype == np.uint8
    reading = read_frame(frame, 5)
    assert reading.readable and np.array_equal(reading.codes, env.unwrapped.maze.codes())
    ansi = make(shape="Z", render_mode="ansi")
    obs, _ = ansi.reset(seed=3)
    assert ansi.render() == obs
    human = make(shape="Z", render_mode="human")
    human.reset(seed=3)
    assert human.render() is None
    human.step(0)
    human.close()


def test_frames_track_the_player_and_decode_at_other_resolutions():
    from PIL import Image

    env = make(render_mode="rgb_array")
    env.reset(options={"maze": SPIRAL})
    first = env.render()
    env.step(Action.RIGHT)
    second = env.render()
    assert not np.array_equal(first, second)
    reading = read_frame(second, 5)
    assert reading.codes[0, 1] == 2 and reading.codes[0, 0] == 1
    for size in ((1280, 853), (512, 341)):
        small = np.asarray(Image.fromarray(second).resize(size, Image.BILINEAR))
        assert np.array_equal(read_frame(small, 5).codes, reading.codes)
    assert not read_frame(np.zeros((512, 768, 3), dtype=np.uint8), 5).readable


def test_pickle_roundtrip_keeps_state():
    env = make(shape="triangle", encoding="grid")
    obs, _ = env.reset(seed=11)
    clone = pickle.loads(pickle.dumps(env))
    assert np.array_equal(clone.unwrapped._observation(), obs)
    a = env.step(0)
    b = clone.step(0)
    assert np.array_equal(a[0], b[0]) and a[1:4] == b[1:4]


def test_info_keys_documented():
    _, info = make().reset(seed=0)
    assert set(info) == {
        "shape",
        "connectivity",
        "start",
        "goal",
        "position",
        "optimal_moves",
        "moves_taken",
        "valid_moves",
        "failure",
        "invalid_reason",
        "maze_id",
        "action_mask",
    }
    for key in info:
        assert f"``{key}``" in MazeNavEnv.__doc__


def test_action_for_target_and_mask():
    assert action_for_target((2, 2), (1, 2), 4) == Action.UP
    assert action_for_target((2, 2), (3, 3), 8) == Action.DOWN_RIGHT
    assert action_for_target((2, 2), (3, 3), 4) is None
    assert action_for_target((2, 2), (4, 2), 8) is None
    for a, (dr, dc) in enumerate(DELTAS):
        assert action_for_target((5, 5), (5 + dr, 5 + dc), 8) == a
    env = make(encoding="grid")
    _, info = env.reset(options={"maze": SPIRAL})
    assert info["action_mask"].tolist() == [0, 1, 0, 0, 0, 0, 0, 0]  # mixed shapes: Discrete(8)


def test_random_agent_is_seeded():
    env = make()
    a = [
        play_episode(env, RandomAgent(env.action_space, seed=5), seed=s)["moves_taken"]
        for s in range(20)
    ]
    b = [
        play_episode(env, RandomAgent(env.action_space, seed=5), seed=s)["moves_taken"]
        for s in range(20)
    ]
    assert a == b


def test_maze_from_codes_and_encode():
    maze = maze_from_codes(SPIRAL, 4)
    assert maze.start == (0, 0) and maze.goal == (2, 2) and maze.shape == "spiral"
    assert np.array_equal(maze.codes(), SPIRAL)
    assert encode_matrix(maze.codes()).count("P") == 1
    assert len(maze.maze_id) == 12 and maze.maze_id == maze_from_codes(SPIRAL.copy(), 4).maze_id

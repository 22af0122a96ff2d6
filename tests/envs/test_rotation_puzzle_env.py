"""RotationPuzzle-v0 through gymnasium: API checks, episodes, observations, rendering, play."""

from __future__ import annotations

import pickle
import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import envs  # noqa: F401  (registers the environments)
from envs.rotation_puzzle import logic, render, text
from envs.rotation_puzzle.decode import decode_frame
from envs.rotation_puzzle.env import RotationPuzzleEnv
from envs.rotation_puzzle.logic import LOOP_2X2, PuzzleState
from envs.rotation_puzzle.play import click_action, turn_angles

OBSERVATIONS = ["rgb", "state", "text"]
VARIANTS = [
    {"grid": (2, 2), "render_mode": "rgb_array"},
    {"grid": (3, 4), "difficulty": "hard", "render_mode": "ansi"},
]


@pytest.mark.parametrize("observation", OBSERVATIONS)
@pytest.mark.parametrize("variant", VARIANTS, ids=["2x2", "3x4"])
def test_gymnasium_check_env(observation, variant, unpaced_human_window):
    env = gym.make("RotationPuzzle-v0", observation=observation, **variant)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped, skip_render_check=False)
    env.close()


@pytest.mark.parametrize("observation", [pytest.param("rgb", marks=pytest.mark.slow), "state"])
def test_sb3_check_env_without_warnings(observation):
    sb3_checker = pytest.importorskip("stable_baselines3.common.env_checker")
    env = RotationPuzzleEnv(observation=observation)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sb3_checker.check_env(env, warn=True)
    assert [str(w.message) for w in caught] == []


def test_registration_and_spaces():
    env = gym.make("RotationPuzzle-v0")
    assert env.spec is not None and env.spec.max_episode_steps is None  # the env owns its limit
    assert env.unwrapped.max_moves == 200
    assert env.action_space == gym.spaces.Discrete(8)
    assert env.observation_space.shape == (512, 768, 3)
    obs, info = env.reset(seed=0)
    assert obs.shape == (512, 768, 3) and obs.dtype == np.uint8
    assert set(info) == {"angles", "patterns", "solved", "min_turns", "difficulty", "action_mask"}
    assert info["patterns"] == LOOP_2X2 and info["difficulty"] == "medium"
    assert info["action_mask"].shape == (8,) and (info["action_mask"] == 1).all()
    assert isinstance(env.unwrapped.state, PuzzleState)


@pytest.mark.parametrize("observation", OBSERVATIONS)
def test_same_seed_same_bytes(observation):
    runs = []
    for _ in range(2):
        env = RotationPuzzleEnv(grid=(3, 3), observation=observation, render_mode="rgb_array")
        obs, info = env.reset(seed=123)
        trace = [repr(info["angles"]), env.render().tobytes()]
        for action in [0, 5, 9, 2]:
            obs, reward, terminated, truncated, info = env.step(action)
            payload = (
                obs
                if observation == "text"
                else (obs.tobytes() if observation == "rgb" else obs["angles"].tobytes())
            )
            trace.append((payload, reward, terminated, truncated, info["min_turns"]))
        runs.append(trace)
    assert runs[0] == runs[1]
    env = RotationPuzzleEnv(grid=(3, 3), observation=observation)
    env.reset(seed=124)
    other = env.unwrapped.state
    env.reset(seed=123)
    assert env.unwrapped.state != other


@pytest.mark.parametrize("grid", [(2, 2), (4, 4)])
def test_oracle_solves_in_min_turns_and_terminates(grid):
    env = RotationPuzzleEnv(grid=grid, difficulty="hard", observation="state")
    for seed in range(10):
        _, info = env.reset(seed=seed)
        assert not info["solved"] and info["min_turns"] >= 1
        plan = logic.solve(env.state)
        assert len(plan) == info["min_turns"]
        total = 0.0
        for k, action in enumerate(plan):
            _, reward, terminated, truncated, info = env.step(action)
            total += reward
            assert info["min_turns"] == len(plan) - k - 1
            assert terminated == (k == len(plan) - 1) and not truncated
        assert total == 1.0 and info["solved"] and info["min_turns"] == 0


def test_state_observation_matches_the_state():
    env = RotationPuzzleEnv(observation="state")
    obs, info = env.reset(seed=4)
    state = env.unwrapped.state
    assert obs in env.observation_space
    assert tuple(obs["angles"] * 90) == state.angles == info["angles"]
    assert np.array_equal(obs["patterns"], np.array(LOOP_2X2))
    assert np.array_equal(obs["openings"].astype(bool), logic.openings(state))


def test_text_observation_golden():
    state = PuzzleState((2, 2), LOOP_2X2, (90, 0, 180, 0))
    env = RotationPuzzleEnv(observation="text", render_mode="ansi")
    obs, _ = env.reset(options={"state": state})
    assert obs == (
        "Rotation puzzle: 2 rows x 2 columns of squares, numbered 0 to 3 row by row from the "
        "top left.\n"
        "Each line gives the pipe openings of one square at its current rotation.\n"
        "Square 0 (row 0, column 0): bottom and left\n"
        "Square 1 (row 0, column 1): bottom and left\n"
        "Square 2 (row 1, column 0): bottom and left\n"
        "Square 3 (row 1, column 1): top and left"
    )
    assert env.render() == obs
    assert len(text.encode_text(PuzzleState((8, 8), ((1, 1, 1, 0),) * 64, (0,) * 64))) <= (
        text.max_length(64)
    )


def test_reset_replays_a_given_state_and_rejects_bad_ones():
    state = PuzzleState((2, 2), LOOP_2X2, (0, 270, 0, 0))
    env = RotationPuzzleEnv()
    obs, info = env.reset(seed=0, options={"state": state})
    assert env.unwrapped.state == state and info["difficulty"] is None
    assert info["min_turns"] == 1
    assert np.array_equal(obs, render.render_frame(state))
    reading = decode_frame(obs)
    assert reading.readable and np.array_equal(reading.openings, logic.openings(state))
    _, reward, terminated, _, _ = env.step(2)  # square 1 clockwise: 270° -> 0°
    assert reward == 1.0 and terminated
    with pytest.raises(ValueError, match="options"):
        env.reset(options={"state": PuzzleState((2, 3), ((0, 1, 0, 0),) * 6, (0,) * 6)})
    unsolvable = PuzzleState((2, 2), ((1, 1, 1, 0),) * 4, (0,) * 4)
    with pytest.raises(ValueError, match="no solution"):
        env.reset(options={"state": unsolvable})


@pytest.mark.parametrize(
    ("kwargs", "name"),
    [
        ({"grid": (0, 2)}, "grid"),
        ({"difficulty": "impossible"}, "difficulty"),
        ({"observation": "pixels"}, "observation"),
        ({"render_mode": "video"}, "render_mode"),
        ({"max_moves": 0}, "max_moves=0"),
    ],
)
def test_bad_arguments_raise_value_error(kwargs, name):
    with pytest.raises(ValueError, match=name):
        RotationPuzzleEnv(**kwargs)


def test_step_checks_and_truncation():
    env = RotationPuzzleEnv(observation="state", max_moves=2)
    with pytest.raises(RuntimeError):
        env.step(0)
    env.reset(options={"state": PuzzleState((2, 2), LOOP_2X2, (180, 180, 0, 0))})
    with pytest.raises(ValueError, match="action"):
        env.step(8)
    _, _, terminated, truncated, _ = env.step(0)
    assert not terminated and not truncated
    _, _, terminated, truncated, _ = env.step(1)
    assert not terminated and truncated


def test_explicit_time_limit_truncates():
    env = gym.make("RotationPuzzle-v0", observation="state", max_episode_steps=3)
    env.reset(seed=0, options={"state": PuzzleState((2, 2), LOOP_2X2, (180, 180, 180, 180))})
    results = [env.step(0)[2:4] for _ in range(3)]
    assert results == [(False, False), (False, False), (False, True)]


def turns_until_the_end(env: gym.Env) -> tuple[int, bool, bool]:
    """Turns square 0 clockwise from a puzzle it never solves (square 1 is off) until the end."""
    env.reset(seed=0, options={"state": PuzzleState((2, 2), LOOP_2X2, (0, 90, 0, 0))})
    turns = 0
    while True:
        _, reward, terminated, truncated, _ = env.step(0)
        turns += 1
        assert reward == 0.0
        if terminated or truncated or turns > 1000:
            return turns, terminated, truncated


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({}, 200),
        ({"max_moves": 300}, 300),
        ({"max_moves": 5}, 5),
        ({"max_moves": 300, "max_episode_steps": 250}, 250),
    ],
)
def test_the_env_owns_its_turn_limit(kwargs, expected):
    # max_moves above 200 is no longer cut at 200 by a registered TimeLimit.
    env = gym.make("RotationPuzzle-v0", observation="state", **kwargs)
    assert turns_until_the_end(env) == (expected, False, True)


def test_render_modes_and_pickling():
    env = RotationPuzzleEnv(render_mode="rgb_array")
    env.reset(seed=1)
    frame = env.render()
    assert isinstance(frame, np.ndarray) and frame.shape == (512, 768, 3)
    assert frame.dtype == np.uint8
    clone = pickle.loads(pickle.dumps(env))
    assert clone.state == env.state
    assert np.array_equal(clone.render(), frame)
    with pytest.warns(UserWarning, match="render_mode"):
        assert RotationPuzzleEnv().render() is None


def test_human_render_mode_headless():
    pytest.importorskip("pygame")
    env = RotationPuzzleEnv(render_mode="human", observation="state")
    env.reset(seed=0)
    assert env.render() is None
    assert env._viewer.is_open
    env.step(0)
    env.close()
    assert not env._viewer.is_open


def test_play_helpers_map_clicks_to_actions():
    state = PuzzleState((2, 2), LOOP_2X2, (0, 0, 0, 0))
    boxes = render.square_boxes((2, 2))
    x0, y0, x1, y1 = boxes[3]
    assert click_action(state, (x0 + 5, y0 + 5), 1) == 6
    assert click_action(state, (x1 - 1, y1 - 1), 3) == 7
    assert click_action(state, (x1, y1), 1) is None  # in the margin
    assert click_action(state, (384, 256), 1) is None  # in the spacing
    assert click_action(state, (x0 + 5, y0 + 5), 2) is None  # middle button
    frames = turn_angles(state, 7, frames=4)
    assert [a[3] for a in frames] == pytest.approx([-13.18, -45.0, -76.82], abs=0.01)
    assert all(a[:3] == [0.0, 0.0, 0.0] for a in frames)


def test_play_runs_headless_until_quit():
    pygame = pytest.importorskip("pygame")
    from envs.rotation_puzzle.play import play

    pygame.init()
    pygame.display.set_mode(render.CANVAS_SIZE)
    x0, y0, _, _ = render.square_boxes((2, 2))[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0 + 3, y0 + 3), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0 + 3, y0 + 3), button=3))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    play(grid=(2, 2), difficulty="easy", seed=3)  # returns once the QUIT event is handled
    assert not pygame.display.get_init()


@pytest.mark.parametrize(
    ("difficulty", "allowed"), [("easy", {1, 2}), ("medium", {2, 3}), ("hard", {3, 4})]
)
def test_difficulty_counts_over_many_resets(difficulty, allowed):
    env = RotationPuzzleEnv(difficulty=difficulty, observation="state")
    seen = set()
    env.reset(seed=99)
    for _ in range(300):
        _, info = env.reset()
        seen.add(sum(a != 0 for a in info["angles"]))
        assert not info["solved"] and info["difficulty"] == difficulty
        assert info["min_turns"] == sum(min(a // 90, 4 - a // 90) for a in info["angles"])
    assert seen == allowed

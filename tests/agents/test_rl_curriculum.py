"""The RL curriculum wrapper: it climbs the ladder's bands as success rises, reproducibly."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import envs  # noqa: F401  (registers the environments)
from agents.rl.config import TrainConfig
from agents.rl.curriculum import MazeCurriculum
from agents.rl.wrappers import make_env
from envs.maze_nav.ladder import maze_level
from envs.maze_nav.logic import optimal_action


def _play(env: MazeCurriculum, episodes: int, policy: str, seed: int = 0) -> list[int]:
    """The curriculum level of each episode under the oracle or a random policy."""
    rng = np.random.default_rng(seed)
    levels = []
    _, info = env.reset(seed=seed)
    for _ in range(episodes):
        levels.append(info["curriculum_level"])
        done = False
        while not done:
            u = env.unwrapped
            action = optimal_action(u.maze, u.position) if policy == "oracle" else rng.integers(8)
            _, _, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        _, info = env.reset()
    return levels


def test_the_oracle_climbs_every_band_and_a_random_walker_stays():
    env = MazeCurriculum(gym.make("MazeNav-v0", encoding="grid", size=7), window=4)
    levels = _play(env, 14, "oracle")
    assert levels == [1] * 4 + [5] * 4 + [9] * 6  # 7x7 near, mid, far
    assert env.level_reached == 9 and maze_level(9).label == "7x7 far"
    walker = MazeCurriculum(gym.make("MazeNav-v0", encoding="grid", size=5), window=4)
    assert set(_play(walker, 8, "random")) == {0}


def test_the_same_seed_plays_the_same_mazes_and_options_pass_through():
    def ids(seed: int) -> list[str]:
        env = MazeCurriculum(gym.make("MazeNav-v0", encoding="grid", shape="spiral"), window=3)
        out = []
        for i in range(4):
            env.reset(seed=seed if i == 0 else None)
            out.append(env.unwrapped.maze.maze_id)
        return out

    assert ids(3) == ids(3) and ids(3) != ids(4)
    env = MazeCurriculum(gym.make("MazeNav-v0", encoding="grid"))
    _, info = env.reset(seed=0)
    codes = env.unwrapped.maze.codes()
    _, again = env.reset(options={"maze": codes})
    assert "curriculum_level" not in again and env.unwrapped.maze.maze_id == info["maze_id"]


@pytest.mark.parametrize(
    "make, match",
    [
        (lambda: MazeCurriculum(gym.make("MazeNav-v0", size=6)), r"size=6 has no curriculum"),
        (lambda: MazeCurriculum(gym.make("MazeNav-v0"), window=0), r"window=0 is not allowed"),
        (lambda: MazeCurriculum(gym.make("MazeNav-v0"), promote_at=0), r"promote_at=0"),
        (
            lambda: TrainConfig(env_id="RotationPuzzle-v0", curriculum=True),
            r"curriculum=True is not allowed for RotationPuzzle-v0",
        ),
    ],
)
def test_bad_curriculum_arguments_are_named(make, match):
    with pytest.raises(ValueError, match=match):
        make()


def test_make_env_puts_the_curriculum_under_the_policy_observation():
    env = make_env("MazeNav-v0", {"size": 5}, history=True, curriculum=True)
    obs, info = env.reset(seed=0)
    assert info["curriculum_level"] == 0 and obs.shape == (4 * 25,)
    assert env.get_wrapper_attr("level_reached") == 0


def test_the_evaluation_summary_names_the_level_reached():
    from agents.rl.evaluate import format_summary

    row = {"episodes": 4, "success_rate": 0.5, "ci95": (0.1, 0.9), "mean_moves": 3.0,
           "mean_optimal_moves": 2.0, "efficiency": 0.7}  # fmt: skip
    summary = {"overall": row, "by": "shape", "groups": {},
               "curriculum": {"levels": [4, 5], "level_reached": 5, "label": "7x7 mid"}}  # fmt: skip
    text = format_summary(summary, "ppo on MazeNav-v0")
    assert "trained up to ladder level 5 (7x7 mid" in text
    # The columns carry the analysis report's words; moves over solves only where it says so.
    assert "mean moves (solves)" in text and "mean moves (all trials)" in text
    assert "efficiency" in text and "solved" in text and "trials" in text

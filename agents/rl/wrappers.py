"""Observation wrappers that suit an MLP policy, action-mask access, and the env factory.

MazeNav's grid codes (0 wall, 1 corridor, 2 player, 3 goal) become three binary planes —
open cell, player, goal — flattened to ``3 * size * size`` floats: a code's number means
nothing to a network, its position does. The puzzle's ``"state"`` dict becomes one-hot angles,
the patterns and the current openings, ``12 * squares`` floats. Both feature functions also
work on a batch (the leading axes are kept), which the batch-native training env uses.

No torch or stable-baselines3 here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import envs  # noqa: F401  (registers the environments)
from agents.rl.config import ENV_IDS

MAZE_PLANES = 3


def maze_planes(grid: np.ndarray) -> np.ndarray:
    """``(..., size, size)`` code grids -> ``(..., 3 * size * size)`` float32 planes.

    Planes, each ``size * size`` long and row-major: open cell (corridor, player or goal),
    player, goal.
    """
    grid = np.asarray(grid)
    lead = grid.shape[:-2]
    flat = grid.reshape(*lead, -1)
    planes = np.concatenate([flat != 0, flat == 2, flat == 3], axis=-1)
    return planes.astype(np.float32)


def puzzle_features(obs: Mapping[str, np.ndarray]) -> np.ndarray:
    """RotationPuzzle ``"state"`` observation(s) -> ``(..., 12 * squares)`` float32.

    One-hot quarter-turns (4 per square), then the patterns at 0° (4 per square), then the
    openings at the current angles (4 per square).
    """
    angles = np.asarray(obs["angles"])
    one_hot = (angles[..., None] == np.arange(4)).astype(np.float32)
    lead = angles.shape[:-1]
    parts = [
        one_hot.reshape(*lead, -1),
        np.asarray(obs["patterns"], dtype=np.float32).reshape(*lead, -1),
        np.asarray(obs["openings"], dtype=np.float32).reshape(*lead, -1),
    ]
    return np.concatenate(parts, axis=-1)


class MazeOneHot(gym.Wrapper):
    """MazeNav ``encoding="grid"`` observation -> :func:`maze_planes` (a flat ``Box(0, 1)``).

    With ``history=True`` a fourth plane marks the cells the player has stood on this episode
    (start included): one step of memory that lets a memoryless policy see where it has been,
    so it need not walk back and forth in a corridor.
    """

    def __init__(self, env: gym.Env, history: bool = False) -> None:
        super().__init__(env)
        space = env.observation_space
        if not isinstance(space, spaces.Box) or len(space.shape) != 2:
            raise ValueError(
                f"MazeOneHot needs MazeNav's grid observation (a 2-D Box), got {space}; "
                "make the env with encoding='grid'"
            )
        self.history = history
        size = space.shape[0] * space.shape[1]
        planes = MAZE_PLANES + int(history)
        self.observation_space = spaces.Box(0.0, 1.0, (planes * size,), dtype=np.float32)
        self._visited = np.zeros(size, dtype=bool)

    def reset(self, **kwargs: Any) -> tuple[np.ndarray, dict[str, Any]]:
        obs, info = self.env.reset(**kwargs)
        self._visited[:] = False
        return self._features(obs), info

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = self.env.step(action)
        return self._features(obs), float(reward), terminated, truncated, info

    def _features(self, grid: np.ndarray) -> np.ndarray:
        planes = maze_planes(grid)
        if not self.history:
            return planes
        self._visited |= np.asarray(grid).reshape(-1) == 2
        return np.concatenate([planes, self._visited.astype(np.float32)])


class PuzzleOneHot(gym.ObservationWrapper):
    """RotationPuzzle ``observation="state"`` dict -> :func:`puzzle_features`."""

    def __init__(self, env: gym.Env) -> None:
        super().__init__(env)
        space = env.observation_space
        if not isinstance(space, spaces.Dict) or "angles" not in space.spaces:
            raise ValueError(
                f"PuzzleOneHot needs the puzzle's state observation (a Dict), got {space}; "
                "make the env with observation='state'"
            )
        n = int(np.prod(space["angles"].shape))
        self.observation_space = spaces.Box(0.0, 1.0, (12 * n,), dtype=np.float32)

    def observation(self, observation: Mapping[str, np.ndarray]) -> np.ndarray:
        return puzzle_features(observation)


class ActionMasks(gym.Wrapper):
    """Keeps the last ``info["action_mask"]`` and exposes it as ``action_masks()``.

    ``action_masks`` is the method sb3-contrib's MaskablePPO looks for; an env whose info has
    no mask allows every action.
    """

    def __init__(self, env: gym.Env) -> None:
        super().__init__(env)
        self._mask = np.ones(int(env.action_space.n), dtype=bool)

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        obs, info = self.env.reset(**kwargs)
        self._remember(info)
        return obs, info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = self.env.step(action)
        self._remember(info)
        return obs, float(reward), terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self._mask.copy()

    def _remember(self, info: Mapping[str, Any]) -> None:
        mask = info.get("action_mask")
        if mask is None:
            self._mask = np.ones(int(self.env.action_space.n), dtype=bool)
        else:
            self._mask = np.asarray(mask).astype(bool)


def env_kwargs_for(env_id: str, env_kwargs: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """``env_kwargs`` with the RL observation forced.

    The move limit is the env's own ``max_moves`` (16 for the maze, 200 for the puzzle when
    not given); neither env is registered with a ``TimeLimit``.

    Raises:
        ValueError: for an unknown env id or a conflicting observation argument.
    """
    if env_id not in ENV_IDS:
        raise ValueError(f"env_id={env_id!r} is not allowed; allowed: {list(ENV_IDS)}")
    kwargs = dict(env_kwargs or {})
    key, value = ("encoding", "grid") if env_id == "MazeNav-v0" else ("observation", "state")
    if kwargs.get(key, value) != value:
        raise ValueError(
            f"{key}={kwargs[key]!r} is not allowed for RL training on {env_id}; allowed: {value!r}"
        )
    kwargs[key] = value
    return kwargs


def make_env(
    env_id: str,
    env_kwargs: Mapping[str, Any] | None = None,
    history: bool = False,
    curriculum: bool = False,
) -> gym.Env:
    """One env as the policy sees it: ``gym.make`` + one-hot observation + action masks.

    ``history`` adds MazeNav's visited-cells plane (see :class:`MazeOneHot`); ``curriculum``
    plays MazeNav's ladder through :class:`agents.rl.curriculum.MazeCurriculum`.
    """
    env = gym.make(env_id, **env_kwargs_for(env_id, env_kwargs))
    if curriculum:
        from agents.rl.curriculum import MazeCurriculum

        env = MazeCurriculum(env)
    env = MazeOneHot(env, history) if env_id == "MazeNav-v0" else PuzzleOneHot(env)
    return ActionMasks(env)

"""stable-baselines3 ``VecEnv`` over the batch-native :class:`MazeNavVectorEnv`.

SB3 trains on its own ``VecEnv`` interface (same-step autoreset, ``terminal_observation`` and
``TimeLimit.truncated`` in per-env info dicts). This adapter runs ``MazeNavVectorEnv`` in
``SameStep`` mode, turns its grids into :func:`~agents.rl.wrappers.maze_planes` and exposes
``action_masks`` for MaskablePPO, so N mazes step in one numpy call instead of N Python envs.
Episodes are those of ``gym.make("MazeNav-v0", encoding="grid")`` seeded ``seed + i``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from stable_baselines3.common.vec_env.base_vec_env import VecEnv, VecEnvIndices

from agents.rl.wrappers import MAZE_PLANES, env_kwargs_for, maze_planes
from envs.maze_nav.vector import MazeNavVectorEnv


class MazeNavSB3VecEnv(VecEnv):
    """``num_envs`` MazeNav mazes for SB3, stepped together.

    Args:
        num_envs: number of mazes.
        env_kwargs: MazeNav-v0 keyword arguments (as ``gym.make``): ``max_moves`` is the move
            limit; a ``max_episode_steps`` given here caps it as gymnasium's ``TimeLimit``
            does for ``gym.make``.
        history: add the visited-cells plane, as :class:`~agents.rl.wrappers.MazeOneHot`.
    """

    def __init__(
        self, num_envs: int, env_kwargs: Mapping[str, Any] | None = None, history: bool = False
    ) -> None:
        kwargs = env_kwargs_for("MazeNav-v0", env_kwargs)
        self.venv = MazeNavVectorEnv(num_envs=num_envs, autoreset_mode="SameStep", **kwargs)
        size = self.venv.size * self.venv.size
        self.history = history
        self._visited = np.zeros((num_envs, size), dtype=bool)
        planes = MAZE_PLANES + int(history)
        obs_space = spaces.Box(0.0, 1.0, (planes * size,), dtype=np.float32)
        self.render_mode = None
        super().__init__(num_envs, obs_space, self.venv.single_action_space)
        self._actions: np.ndarray | None = None

    def reset(self) -> np.ndarray:
        seeds = self._seeds if any(s is not None for s in self._seeds) else None
        obs, _ = self.venv.reset(seed=seeds)
        self._reset_seeds()
        self._reset_options()
        self._visited[:] = False
        return self._features(obs)

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = np.asarray(actions)

    def step_wait(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[dict[str, Any]]]:
        assert self._actions is not None, "step_async() must come before step_wait()"
        obs, rewards, terminated, truncated, info = self.venv.step(self._actions)
        dones = terminated | truncated
        infos: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]
        if dones.any():
            final = info["final_obs"]
            for i in np.flatnonzero(dones):
                last = maze_planes(final[i])
                if self.history:
                    seen = self._visited[i] | (final[i].reshape(-1) == 2)
                    last = np.concatenate([last, seen.astype(np.float32)])
                infos[i]["terminal_observation"] = last
                infos[i]["TimeLimit.truncated"] = bool(truncated[i] and not terminated[i])
            self._visited[dones] = False
        return self._features(obs), rewards.astype(np.float32), dones, infos

    def _features(self, grids: np.ndarray) -> np.ndarray:
        planes = maze_planes(grids)
        if not self.history:
            return planes
        self._visited |= grids.reshape(self.num_envs, -1) == 2
        return np.concatenate([planes, self._visited.astype(np.float32)], axis=1)

    def action_masks(self) -> np.ndarray:
        """``(num_envs, n_actions)`` bool masks of the current positions."""
        return self.venv.action_masks()

    def close(self) -> None:
        self.venv.close()

    def get_attr(self, attr_name: str, indices: VecEnvIndices = None) -> list[Any]:
        if attr_name == "render_mode":
            return [None] * len(self._indices(indices))
        if attr_name == "action_masks":
            return [self.action_masks] * len(self._indices(indices))
        raise AttributeError(f"MazeNavSB3VecEnv has no per-env attribute {attr_name!r}")

    def set_attr(self, attr_name: str, value: Any, indices: VecEnvIndices = None) -> None:
        raise AttributeError(f"MazeNavSB3VecEnv cannot set per-env attribute {attr_name!r}")

    def env_method(
        self, method_name: str, *method_args: Any, indices: VecEnvIndices = None, **kwargs: Any
    ) -> list[Any]:
        if method_name == "action_masks":
            masks = self.action_masks()
            return [masks[i] for i in self._indices(indices)]
        raise AttributeError(f"MazeNavSB3VecEnv has no per-env method {method_name!r}")

    def env_is_wrapped(
        self, wrapper_class: type[gym.Wrapper], indices: VecEnvIndices = None
    ) -> list[bool]:
        return [False] * len(self._indices(indices))

    def _indices(self, indices: VecEnvIndices) -> Sequence[int]:
        if indices is None:
            return range(self.num_envs)
        if isinstance(indices, int):
            return [indices]
        return list(indices)

"""Offline reference agents for environments: the optimal oracle and the random mover.

They bracket every learned or prompted agent: the oracle reaches the goal in the optimal number
of moves, the random mover shows what chance alone achieves under the same rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium as gym
import numpy as np

from envs.maze_nav.logic import Maze, optimal_action


class OracleAgent:
    """Follows a shortest path (BFS) to the goal; reads the maze from the env it plays."""

    name = "oracle"

    def __init__(self, env: gym.Env) -> None:
        self.env = env

    def reset(self, seed: int | None = None) -> None:
        """Nothing to forget: the oracle is deterministic."""

    def act(self, observation: Any, info: Mapping[str, Any]) -> int:
        unwrapped = self.env.unwrapped
        maze: Maze | None = getattr(unwrapped, "maze", None)
        if maze is not None:
            action = optimal_action(maze, tuple(info["position"]))
            if action is None:
                raise RuntimeError(f"no path from {info['position']} to the goal {maze.goal}")
            return action
        solver = getattr(unwrapped, "optimal_action", None)
        if solver is None:
            raise TypeError(f"OracleAgent does not know how to solve {type(unwrapped).__name__}")
        return int(solver())


class RandomAgent:
    """Picks uniformly among all actions (``masked=False``) or among the valid ones.

    Args:
        action_space: the env's ``Discrete`` action space.
        seed: seed for the agent's own generator.
        masked: draw only from ``info["action_mask"]`` when True.
    """

    name = "random"

    def __init__(
        self, action_space: gym.spaces.Discrete, seed: int | None = None, masked: bool = False
    ) -> None:
        self.n = int(action_space.n)
        self.masked = masked
        self.rng = np.random.default_rng(seed)

    def reset(self, seed: int | None = None) -> None:
        if seed is not None:
            self.rng = np.random.default_rng(seed)

    def act(self, observation: Any, info: Mapping[str, Any]) -> int:
        if self.masked and "action_mask" in info:
            valid = np.flatnonzero(np.asarray(info["action_mask"]))
            if len(valid):
                return int(valid[self.rng.integers(len(valid))])
        return int(self.rng.integers(self.n))


def play_episode(
    env: gym.Env, agent: Any, seed: int | None = None, options: dict | None = None
) -> dict[str, Any]:
    """Run one episode; return the final ``info`` plus ``reward`` and ``success``."""
    agent.reset(seed)
    obs, info = env.reset(seed=seed, options=options)
    total, terminated, truncated = 0.0, False, False
    while not (terminated or truncated):
        obs, reward, terminated, truncated, info = env.step(agent.act(obs, info))
        total += float(reward)
    return {
        **info,
        "reward": total,
        "success": bool(terminated and info.get("failure") is None and total > 0),
    }

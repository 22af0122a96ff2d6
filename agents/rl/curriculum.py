"""A curriculum for RL on MazeNav: the difficulty ladder's level rises as the agent succeeds.

:class:`MazeCurriculum` wraps a ``MazeNav-v0`` env and plays the ladder's mazes
(:mod:`envs.maze_nav.ladder`) at the env's grid size: the near, mid and far path-length bands
of that size, easiest first (an env's observation has one size, so the curriculum climbs the
bands, not the sizes). It starts at the near band; once the last ``window`` episodes at the
current level succeeded at least ``promote_at`` of the time it moves one level up and starts
counting again. It never moves down: a curriculum (Bengio et al. 2009), not a staircase.

Each episode's maze is drawn from the env's own ``np_random`` (so ``reset(seed=...)`` makes
the whole sequence reproducible) and replayed through ``reset(options={"maze": codes})``; a
reset that passes its own ``options`` plays that maze and leaves the curriculum alone.
``info["curriculum_level"]`` is the ladder level of the episode; :attr:`level_reached` the
highest level played.
"""

from __future__ import annotations

from collections import deque
from typing import Any

import gymnasium as gym
import numpy as np

from envs.maze_nav.constants import SHAPE_NAMES
from envs.maze_nav.ladder import LADDER_SIZES, MAZE_LEVELS, ladder_maze


class MazeCurriculum(gym.Wrapper):
    """Raises the ladder level as the success rate over ``window`` episodes reaches ``promote_at``.

    Args:
        env: a ``MazeNav-v0`` env (any wrappers; its ``size`` must be a ladder size).
        window: episodes at a level before it may be left.
        promote_at: the success rate over those episodes that moves the agent one level up.
    """

    def __init__(self, env: gym.Env, window: int = 20, promote_at: float = 0.8) -> None:
        super().__init__(env)
        size = getattr(env.unwrapped, "size", None)
        if size not in LADDER_SIZES:
            raise ValueError(
                f"size={size!r} has no curriculum; allowed: a MazeNav-v0 env of size "
                f"{', '.join(map(str, LADDER_SIZES))}"
            )
        if isinstance(window, bool) or not isinstance(window, int) or window < 1:
            raise ValueError(f"window={window!r} is not allowed; allowed: an integer >= 1")
        if not 0 < promote_at <= 1:
            raise ValueError(f"promote_at={promote_at!r} is not allowed; allowed: 0 < x <= 1")
        self.levels = tuple(m.level for m in MAZE_LEVELS if m.size == size)
        self.window = window
        self.promote_at = float(promote_at)
        self.stage = 0  # index into self.levels
        self._results: deque[bool] = deque(maxlen=window)
        shape = getattr(env.unwrapped, "shape", None)
        self._shapes = (shape,) if shape is not None else SHAPE_NAMES

    @property
    def level(self) -> int:
        """The ladder level episodes are drawn from now."""
        return self.levels[self.stage]

    @property
    def level_reached(self) -> int:
        """The highest ladder level played (levels never go down)."""
        return self.level

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        if kwargs.get("options") is not None:
            return self.env.reset(**kwargs)
        self.env.reset(**kwargs)  # seeds the env's np_random when a seed is given
        rng = self.env.unwrapped.np_random
        shape = self._shapes[int(rng.integers(len(self._shapes)))]
        seed = int(rng.integers(2**63))
        maze = ladder_maze(self.level, seed, shape, 0, self.env.unwrapped.max_moves)
        obs, info = self.env.reset(options={"maze": maze.codes()})
        info["curriculum_level"] = self.level
        return obs, info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = self.env.step(action)
        info["curriculum_level"] = self.level
        if terminated or truncated:
            self._results.append(bool(terminated and info.get("failure") is None))
            full = len(self._results) == self.window
            top = self.stage + 1 == len(self.levels)
            if full and not top and np.mean(self._results) >= self.promote_at:
                self.stage += 1
                self._results.clear()
        return obs, reward, terminated, truncated, info

"""Gymnasium environments for spatial reasoning.

Importing this package registers every environment below; nothing else here imports torch,
stable-baselines3 or dashscope. Entry points are strings so that ``gym.make`` imports an
environment's module only when it is made.
"""

from __future__ import annotations

from gymnasium.envs.registration import register

from envs.maze_nav.constants import MAX_MOVES

__version__ = "0.1.0"

# Each MazeNav move is one step. Kept as a public alias of the one constant
# (envs.maze_nav.constants.MAX_MOVES).
MAZE_NAV_MAX_MOVES = MAX_MOVES

register(
    id="MazeNav-v0",
    entry_point="envs.maze_nav.env:MazeNavEnv",
    max_episode_steps=MAZE_NAV_MAX_MOVES,
    vector_entry_point="envs.maze_nav.vector:MazeNavVectorEnv",
)

register(
    id="RotationPuzzle-v0",
    entry_point="envs.rotation_puzzle.env:RotationPuzzleEnv",
    # Each step is one quarter-turn; the 2×2 needs at most 8 and a hard 8×8 at most 128.
    max_episode_steps=200,
)

__all__ = ["MAZE_NAV_MAX_MOVES", "__version__"]

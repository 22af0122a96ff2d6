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

# No max_episode_steps here: each env owns its move limit (``max_moves``) and truncates itself,
# as Minigrid's envs do. A registered TimeLimit would cut ``gym.make(id, max_moves=30)`` at the
# registered number whatever the env was told. ``gym.make(id, max_episode_steps=N)`` still adds
# gymnasium's TimeLimit(N) on top: the episode then ends at whichever limit comes first.
register(
    id="MazeNav-v0",
    entry_point="envs.maze_nav.env:MazeNavEnv",
    vector_entry_point="envs.maze_nav.vector:MazeNavVectorEnv",
)

register(
    id="RotationPuzzle-v0",
    entry_point="envs.rotation_puzzle.env:RotationPuzzleEnv",
)

__all__ = ["MAZE_NAV_MAX_MOVES", "__version__"]

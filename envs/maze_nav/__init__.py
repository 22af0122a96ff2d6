"""MazeNav-v0: shaped mazes solved move by move (see :class:`envs.maze_nav.env.MazeNavEnv`).

The pure core (``shapes``, ``logic``, ``generator``) imports no gymnasium; ``text`` and
``render`` read its state; ``env`` is the gymnasium shell.
"""

from __future__ import annotations

from envs.maze_nav.logic import Action, Maze, action_for_target
from envs.maze_nav.shapes import DEFAULT_CONNECTIVITY, SHAPE_NAMES, SHAPES, classify_shape

__all__ = [
    "DEFAULT_CONNECTIVITY",
    "SHAPES",
    "SHAPE_NAMES",
    "Action",
    "Maze",
    "action_for_target",
    "classify_shape",
]

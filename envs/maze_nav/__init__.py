"""MazeNav-v0: shaped mazes solved move by move (see :class:`envs.maze_nav.env.MazeNavEnv`).

The rules live in ``constants``; the pure core (``shapes``, ``logic``, ``generator``) imports no
gymnasium; ``text`` and ``render`` read its state; ``env`` is the gymnasium shell.
"""

from __future__ import annotations

from envs.maze_nav.constants import (
    DEFAULT_CONNECTIVITY,
    EXTENDED_SHAPE_NAMES,
    MAX_MOVES,
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
)
from envs.maze_nav.logic import Action, Maze, action_for_target, move_problem

# Importing ``shapes`` registers the built-in shapes: every module of the package sees them.
from envs.maze_nav.shapes import EXTENDED_SHAPES, SHAPES, classify_shape

__all__ = [
    "DEFAULT_CONNECTIVITY",
    "EXTENDED_SHAPES",
    "EXTENDED_SHAPE_NAMES",
    "MAX_MOVES",
    "SHAPES",
    "SHAPE_CONNECTIVITY",
    "SHAPE_NAMES",
    "Action",
    "Maze",
    "action_for_target",
    "classify_shape",
    "move_problem",
]

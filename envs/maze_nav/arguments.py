"""The argument checks every MazeNav env (single or vector) shares, and the shapes it draws from.

A bad argument fails at construction with a ``ValueError`` naming it, its value and what is
allowed; ``max_steps``, the deprecated alias of ``max_moves``, is named as the caller wrote it.
"""

from __future__ import annotations

from typing import Any

from envs.checks import check_choice, check_int
from envs.maze_nav.constants import (
    ALL_SHAPE_NAMES,
    CONNECTIVITY_OPTIONS,
    INVALID_MOVE_RULES,
    MAX_SIZE,
    MIN_SIZE,
    SHAPE_NAMES,
)
from envs.maze_nav.generator import check_playable, is_playable, resolve_connectivity


def draw_shapes(
    shape: str | None, size: int, connectivity: int | str, max_moves: int, moves_name: str
) -> tuple[str, ...]:
    """The shapes an env draws from: ``(shape,)``, or for ``shape=None`` every shape playable
    under these rules. ValueError naming the argument when there is none (for ``shape=None``,
    the first shape's reason)."""
    if shape is not None:
        _check_playable(shape, size, connectivity, max_moves, moves_name)
        return (shape,)
    found = tuple(
        s
        for s in SHAPE_NAMES
        if is_playable(s, size, resolve_connectivity(s, connectivity), max_moves)
    )
    if not found:
        _check_playable(SHAPE_NAMES[0], size, connectivity, max_moves, moves_name)
    return found


def _check_playable(
    shape: str, size: int, connectivity: int | str, max_moves: int, moves_name: str
) -> None:
    try:
        check_playable(
            shape, size, resolve_connectivity(shape, connectivity), max_moves, name=moves_name
        )
    except ValueError as err:
        raise ValueError(_with_alias(str(err), moves_name)) from None


def _with_alias(message: str, moves_name: str) -> str:
    if moves_name == "max_moves":
        return message
    return f"{message} ({moves_name} is the deprecated alias of max_moves)"


def check_maze_arguments(
    shape: Any,
    size: Any,
    connectivity: Any,
    invalid_move: Any,
    max_moves: Any,
    moves_name: str = "max_moves",
) -> None:
    """The checks every MazeNav env (single or vector) applies to the arguments they share."""
    check_choice("shape", shape, [*ALL_SHAPE_NAMES, None])
    check_int("size", size, low=MIN_SIZE, high=MAX_SIZE)
    check_choice("connectivity", connectivity, CONNECTIVITY_OPTIONS)
    check_choice("invalid_move", invalid_move, INVALID_MOVE_RULES)
    try:
        check_int(moves_name, max_moves, optional=True)
    except ValueError as err:
        raise ValueError(_with_alias(str(err), moves_name)) from None

"""One-shot solution: a whole path written in one reply, checked move by move."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from envs.maze_nav.logic import Cell, Maze, move_problem
from envs.maze_nav.text import MAX_REPLY_CHARS, find_coordinates


@dataclass(frozen=True)
class SolutionCheck:
    """A whole path written at once, traced back from the goal.

    Attributes:
        success: the trace reached the start through legal moves.
        path: the traced cells from start to goal (empty when the goal is never mentioned).
        reason: ``"no_goal"``, ``"illegal_move"`` or ``"start_not_reached"``, or None.
    """

    success: bool
    path: tuple[Cell, ...]
    reason: str | None

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["path"] = [list(c) for c in self.path]
        return d


def check_solution(text: object, maze: Maze) -> SolutionCheck:
    """The specification's one-shot check: from the last mention of the goal, walk the coordinates back.

    Consecutive repeats of a cell are ignored; every other step back must be one legal move
    (adjacent under the maze's connectivity, onto a corridor cell). Success when the walk
    reaches the start. Never raises on ``text``.
    """
    coords = find_coordinates(text[-MAX_REPLY_CHARS:]) if isinstance(text, str) else []
    goal_at = [i for i, c in enumerate(coords) if c == maze.goal]
    if not goal_at:
        return SolutionCheck(False, (), "no_goal")
    trace = [maze.goal]
    for cell in reversed(coords[: goal_at[-1]]):
        if cell == trace[-1]:
            continue
        if not _legal(maze, cell, trace[-1]):
            return SolutionCheck(False, tuple(reversed(trace)), "illegal_move")
        trace.append(cell)
        if cell == maze.start:
            return SolutionCheck(True, tuple(reversed(trace)), None)
    if maze.goal == maze.start:
        return SolutionCheck(True, (maze.goal,), None)
    return SolutionCheck(False, tuple(reversed(trace)), "start_not_reached")


def _legal(maze: Maze, frm: Cell, to: Cell) -> bool:
    """``frm`` -> ``to`` is one legal move from a corridor cell (the env's own rule)."""
    n = maze.size
    if not (0 <= frm[0] < n and 0 <= frm[1] < n and maze.corridors[frm]):
        return False
    return move_problem(maze.corridors, frm, to, maze.connectivity) is None

"""A person's maze trial, judged by the model study's own code.

* :func:`solve_state` answers each move while the person plays, with the env's move rule
  (:func:`envs.maze_nav.logic.move_problem`), the goal and the move limit.
* :func:`replay` scores a finished trial: :func:`experiments.maze.trial.run_trial` plays it with
  :class:`agents.llm.offline.ReplayClient`, which answers the person's moves as ``MOVE: (r, c)``, the recognition
  answer as typed and the drawn grid in the condition's text format. The phase results and the
  conversation (the transcript) are exactly what the model study computes for the same answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from agents.llm import prompts
from agents.llm.offline import ReplayClient
from envs.maze_nav.constants import INVALID_MOVE, OUT_OF_MOVES
from envs.maze_nav.logic import Cell, Maze, bfs_distances, move_problem
from experiments.engine.trial import TrialResult
from experiments.human import HUMAN_MODEL
from experiments.maze.config import IMAGE_ENCODING
from experiments.maze.trial import run_trial


@dataclass(frozen=True)
class SolveState:
    """Where a solve phase stands after some moves.

    Attributes:
        position: the player's cell.
        moves: moves made (valid and invalid).
        valid_moves: moves that moved the player.
        done: the phase is over (goal, invalid move or move limit).
        success: the goal was reached.
        failure: ``None``, ``"invalid_move"`` or ``"max_moves"``.
        invalid_reason: why the last move was refused (the env's vocabulary), else None.
    """

    position: Cell
    moves: int
    valid_moves: int
    done: bool
    success: bool
    failure: str | None
    invalid_reason: str | None
    optimal_moves: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "position": list(self.position),
            "moves": self.moves,
            "valid_moves": self.valid_moves,
            "done": self.done,
            "success": self.success,
            "failure": self.failure,
            "invalid_reason": self.invalid_reason,
            "optimal_moves": self.optimal_moves,
        }


def solve_state(maze: Maze, moves: Sequence[Sequence[int]], max_moves: int) -> SolveState:
    """Play ``moves`` (target cells) from the start; moves after the phase ended are ignored."""
    position: Cell = maze.start
    made = valid = 0
    failure = reason = None
    success = False
    optimal = int(bfs_distances(maze.corridors, maze.start, maze.connectivity)[maze.goal])
    for move in moves:
        if success or failure:
            break
        target = (int(move[0]), int(move[1]))
        made += 1
        reason = move_problem(maze.corridors, position, target, maze.connectivity)
        if reason is not None:
            failure = INVALID_MOVE
            break
        position = target
        valid += 1
        if position == maze.goal:
            success = True
        elif made >= max_moves:
            failure = OUT_OF_MOVES
    done = success or failure is not None
    return SolveState(position, made, valid, done, success, failure, reason, optimal)


def move_reply(cell: Sequence[int]) -> str:
    """A person's move as the reply a model would give."""
    return f"MOVE: ({int(cell[0])}, {int(cell[1])})"


def generation_reply(grid: np.ndarray, condition: str) -> str:
    """A drawn grid as a generation reply in the format the condition's prompt asks for (the
    matrix for the picture, as the image study asks the models)."""
    encoding = "matrix" if condition == IMAGE_ENCODING else condition
    return f"{prompts.MAZE_ANSWER}\n{prompts.encode_maze(grid, encoding)}"


def replay(
    maze: Maze,
    condition: str,
    moves: Sequence[Sequence[int]],
    answer: str,
    grid: np.ndarray,
    max_moves: int,
) -> TrialResult:
    """Score a finished trial with the model study's :func:`~experiments.maze.trial.run_trial`."""
    state = solve_state(maze, moves, max_moves)
    if not state.done:
        raise ValueError(
            f"moves={list(moves)!r} do not finish the solve phase; allowed: a finished one"
        )
    replies = [move_reply(m) for m in list(moves)[: state.moves]]
    replies += [answer, generation_reply(grid, condition)]
    client = ReplayClient(replies, model=HUMAN_MODEL)
    result = run_trial(client, maze, condition, max_moves=max_moves)
    if client.remaining or result.status != "ok":  # the two rule paths disagree: a bug
        raise RuntimeError(
            f"replay used {len(replies) - client.remaining} of {len(replies)} replies "
            f"({result.error or 'no error'}); the live solve state and the trial runner disagree"
        )
    # People answer through the page's controls, not a prompt's answer line: the strict
    # (format-following) reading does not apply to them, so their records carry none.
    for phase in (result.solve, result.recognize, result.generate):
        if phase is not None:
            phase.pop("strict", None)
            phase.pop("strict_reason", None)
    return result


def frame_png(maze: Maze, position: Cell) -> bytes:
    """The picture the image condition shows (the model study's renderer and PNG writer)."""
    from agents.llm.chat_env import png_bytes
    from envs.maze_nav.render import render_frame

    return png_bytes(render_frame(maze.corridors, position, maze.goal))


def maze_text(maze: Maze, position: Cell, condition: str) -> str | None:
    """The text the text conditions show (``None`` for the picture)."""
    if condition == IMAGE_ENCODING:
        return None
    return prompts.encode_maze(maze.codes(position), condition)

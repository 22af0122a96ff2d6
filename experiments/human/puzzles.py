"""The optional rotation-puzzle block of the human study (``serve --puzzles N``).

After the maze trials a participant plays ``N`` rotation puzzles (the puzzle study's 2x2 grid,
``--puzzle-difficulty``), shown as the puzzle study's picture: a click turns a square 90°
clockwise, a shift-click counter-clockwise. The puzzles are the puzzle study's own set
(:func:`experiments.puzzle.trial.build_puzzle_set`, files under ``experiment_puzzles/``, drawn
from ``--seed``), and so is the turn limit (``3x`` the puzzle's optimal turns).

Verdicts are the server's: the browser sends only the square and the direction of each click;
:func:`puzzle_state` plays them in RotationPuzzle-v0 itself (its turns, its end: solved or out
of turns) and :func:`replay_puzzle` scores a finished puzzle with the model study's
:func:`experiments.puzzle.trial.run_puzzle_trial`, its turns answered as
``ROTATE: (row, col) clockwise``. The export writes them as puzzle-study records (task
``rotation_puzzle``, model ``human``, observation ``image``) and transcripts under
``puzzles/image_human_results/``, so ``experiments analyze`` adds people to its puzzle section.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from envs.rotation_puzzle.logic import PuzzleState, min_turns
from experiments.puzzle.puzzles import PuzzleEntry, build_puzzle_set

PUZZLE_GRID = (2, 2)
"""The specification's grid (the puzzle study's default)."""
DIFFICULTIES = ("easy", "medium", "hard")
OBSERVATION = "image"
"""People see the puzzle study's picture."""


def default_max_turns() -> str:
    """The puzzle study's default turn limit (``--max-turns`` of ``experiments puzzle``)."""
    from experiments.puzzle.config import PuzzleConfig

    return str(PuzzleConfig.__dataclass_fields__["max_turns"].default)


def load_puzzles(out: Path, count: int, difficulty: str, seed: int) -> list[PuzzleEntry]:
    """The study's puzzles (files written under ``out/experiment_puzzles`` when missing).

    Raises:
        ValueError: naming ``--puzzle-difficulty`` or the damaged puzzle file.
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(
            f"--puzzle-difficulty={difficulty!r} is not allowed; allowed: {list(DIFFICULTIES)}"
        )
    if count == 0:
        return []
    return build_puzzle_set(
        out, grids=[PUZZLE_GRID], difficulties=[difficulty], count=count, seed=seed, write=True
    )


def turn_limit_of(entry: PuzzleEntry, max_turns: str) -> int:
    from experiments.puzzle.config import turn_limit

    return turn_limit(max_turns, min_turns(entry.state))


@dataclass(frozen=True)
class PuzzlePlay:
    """Where a puzzle stands after some turns (``turns``: ``[square, clockwise]`` pairs)."""

    state: PuzzleState
    turns: int
    done: bool
    success: bool
    failure: str | None

    def as_dict(self, limit: int) -> dict[str, Any]:
        return {
            "angles": list(self.state.angles),
            "turns": self.turns,
            "turns_left": limit - self.turns,
            "done": self.done,
            "success": self.success,
            "failure": self.failure,
        }


def puzzle_state(start: PuzzleState, turns: Sequence[Sequence[int]], limit: int) -> PuzzlePlay:
    """Play ``turns`` from ``start`` in RotationPuzzle-v0 itself (the env owns the episode:
    solved ends it, ``limit`` turns truncate it); turns after the puzzle ended are ignored."""
    from envs.maze_nav.constants import OUT_OF_MOVES
    from envs.rotation_puzzle.env import RotationPuzzleEnv

    env = RotationPuzzleEnv(grid=start.grid, observation="state", max_moves=limit)
    _, info = env.reset(options={"state": start})
    made, terminated, truncated = 0, bool(info["solved"]), False
    for square, clockwise in turns:
        if terminated or truncated:
            break
        # The env's action numbering: 2i turns square i clockwise, 2i + 1 counter-clockwise.
        _, _, terminated, truncated, _ = env.step(2 * int(square) + (0 if clockwise else 1))
        made += 1
    assert env.state is not None
    failure = OUT_OF_MOVES if truncated else None
    return PuzzlePlay(env.state, made, terminated or truncated, terminated, failure)


def turn_reply(square: int, clockwise: bool, grid: tuple[int, int] = PUZZLE_GRID) -> str:
    """A person's click as the reply a model would give."""
    r, c = divmod(int(square), grid[1])
    return f"ROTATE: ({r}, {c}) {'clockwise' if clockwise else 'counterclockwise'}"


def replay_puzzle(entry: PuzzleEntry, turns: Sequence[Sequence[int]], limit: int) -> Any:
    """Score a finished puzzle with the puzzle study's own trial runner."""
    from agents.llm.offline import ReplayClient
    from experiments.human import HUMAN_MODEL
    from experiments.puzzle.trial import run_puzzle_trial

    play = puzzle_state(entry.state, turns, limit)
    if not play.done:
        raise ValueError(f"turns={list(turns)!r} do not finish the puzzle; allowed: a finished one")
    replies = [turn_reply(s, bool(cw), entry.grid) for s, cw in list(turns)[: play.turns]]
    client = ReplayClient(replies, model=HUMAN_MODEL)
    result = run_puzzle_trial(client, entry.state, OBSERVATION, max_moves=limit)
    if client.remaining or result.status != "ok" or bool(result.solve["success"]) != play.success:
        raise RuntimeError(
            f"replay used {len(replies) - client.remaining} of {len(replies)} replies "
            f"({result.error or 'no error'}); the live puzzle state and the puzzle trial runner "
            "disagree"
        )
    return result


def puzzle_png(state: PuzzleState) -> bytes:
    """The picture the block shows (the puzzle study's renderer and PNG writer)."""
    from agents.llm.chat_env import png_bytes
    from envs.rotation_puzzle.render import render_frame

    return png_bytes(render_frame(state))


def puzzle_layout(grid: tuple[int, int] = PUZZLE_GRID) -> dict[str, Any]:
    """The canvas size and each square's pixel box, for the page to map clicks to squares."""
    from envs.rotation_puzzle.render import HEIGHT, WIDTH, square_boxes

    return {"width": WIDTH, "height": HEIGHT, "boxes": [list(b) for b in square_boxes(grid)]}

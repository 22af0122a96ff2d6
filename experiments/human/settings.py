"""What a human study was started with (stored with the study; a restart with other values is
refused)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from envs.maze_nav.constants import MAX_MOVES
from experiments.maze.mazes import MazeEntry


@dataclass
class HumanStudySettings:
    """What a study was started with (stored; a restart with other values is refused)."""

    seed: int = 0
    trials: int = 0
    max_moves: int = MAX_MOVES
    practice: bool = True
    pages_hash: str = ""
    puzzles: int = 0
    puzzle_difficulty: str = "easy"
    max_turns: str = ""
    adaptive: str | None = None
    adaptive_trials: int = 0

    def as_dict(self, mazes: Sequence[MazeEntry]) -> dict[str, Any]:
        # The puzzle keys only when there is a puzzle block: a study started before the block
        # existed restarts with the same settings.
        block = {"puzzles": self.puzzles, "puzzle_difficulty": self.puzzle_difficulty,
                 "max_turns": self.max_turns} if self.puzzles else {}  # fmt: skip
        # Likewise the ladder's keys only in an adaptive study.
        ladder = {"adaptive": self.adaptive, "adaptive_trials": self.adaptive_trials}
        return {
            **block,
            **(ladder if self.adaptive else {}),
            "seed": self.seed,
            "trials": self.trials,
            "max_moves": self.max_moves,
            "practice": self.practice,
            "mazes": {e.relpath: e.maze_id for e in mazes},
            "pages_hash": self.pages_hash,
        }

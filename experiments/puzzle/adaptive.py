"""The rotation-puzzle study run adaptively: ``python -m experiments puzzle --adaptive ...``.

As the maze study's (:mod:`experiments.maze.adaptive`): each model × observation is a chain;
trial ``k`` plays the puzzle of ladder level ``L`` (:mod:`envs.rotation_puzzle.ladder`) drawn for
``(seed, L, k)``, ``L`` proposed by the procedure from the chain's trials ``0..k-1``. Puzzles are
saved as ``ladder_puzzles/<R>x<C>/level<L>/<R>x<C>_level<L>_<k>.json`` (the puzzle set's file
format, ``difficulty`` being ``level<L>``); each record is the puzzle study's record plus
``level`` and ``procedure``.
"""

from __future__ import annotations

from envs.io import atomic_write_text
from envs.rotation_puzzle.ladder import (
    PUZZLE_LEVELS,
    ladder_puzzle,
    puzzle_level,
)
from experiments.adaptive.chains import LadderChains, Step
from experiments.puzzle.config import PuzzleConfig, grid_name
from experiments.puzzle.puzzles import PuzzleEntry, puzzle_json

LADDER_DIR = "ladder_puzzles"


def level_name(level: int) -> str:
    """``level05``: the ``difficulty`` of a ladder puzzle's record and folders."""
    return f"level{level:02d}"


class PuzzleLadderPlan(LadderChains):
    """The adaptive run's part of :class:`~experiments.puzzle.study.PuzzleStudy`."""

    def __init__(self, config: PuzzleConfig, tasks: tuple[str | None, ...]) -> None:
        super().__init__(config, tasks, [p.label for p in PUZZLE_LEVELS])
        self._entries: dict[str, PuzzleEntry] = {}

    def steps(
        self, models: list[str], *, write: bool
    ) -> list[tuple[str, str, PuzzleEntry, Step]] | None:
        """``(model, observation, puzzle, step)`` of every planned trial; ``None`` when not
        ``write`` and a puzzle file is still to be written."""
        chains = self.recorded()
        out: list[tuple[str, str, PuzzleEntry, Step]] = []
        for model in models:
            for observation in self.config.observations:
                records = chains.get((model, "interactive", observation), {})
                for step in self.planner.steps((model, observation), records):
                    entry = self._entry(step, write=write)
                    if entry is None:
                        return None
                    out.append((model, observation, entry, step))
        return out

    def _entry(self, step: Step, *, write: bool) -> PuzzleEntry | None:
        rung = puzzle_level(step.level)
        name, grid = level_name(step.level), grid_name(rung.grid)
        rel = f"{LADDER_DIR}/{grid}/{name}/{grid}_{name}_{step.trial}.json"
        if rel in self._entries:
            return self._entries[rel]
        state = ladder_puzzle(step.level, self.config.seed, step.trial)
        entry = PuzzleEntry(rung.grid, name, step.trial, state, rel)
        path = self.config.out_dir / rel
        text = puzzle_json(entry)
        if path.exists():
            try:
                same = path.read_text(encoding="utf-8") == text
            except (OSError, ValueError):
                same = False
            if not same:
                raise ValueError(
                    f"puzzle file {str(path)!r} is damaged or holds another puzzle than seed "
                    f"{self.config.seed} draws for level {step.level}; allowed: the file the "
                    "folder's seed draws (delete it to have it written again)"
                )
        elif not write:
            return None
        else:
            atomic_write_text(path, text)
        self._entries[rel] = entry
        return entry

"""The human study on the difficulty ladder (``human serve --adaptive staircase|quest``).

Each participant is a chain, as each model × encoding is in the model study
(:mod:`experiments.maze.adaptive`): trial ``k`` plays the ladder maze of the level the procedure
proposes from the participant's trials ``0..k-1`` (:mod:`envs.maze_nav.ladder`, drawn for
``(seed, level, shape, k)``, the shapes of ``--mazes`` in turn), all in one condition
(``CONDITIONS[number % 3]``: participants alternate), until ``--adaptive-trials``. The next trial
is added when one finishes, from the outcomes in the database, so a restarted server goes on
where it was. The ladder's mazes are the same files the model study plays for the same seed,
shapes and trial numbers, so people and models get thresholds on the same ladder; the export
adds ``level`` and ``procedure`` to each record and ``experiments analyze`` fits them.
"""

from __future__ import annotations

from collections.abc import Sequence

from envs.maze_nav.ladder import NUM_MAZE_LEVELS, ladder_maze
from experiments.adaptive.procedures import make_procedure, replay
from experiments.maze.adaptive import ladder_relpath
from experiments.maze.mazes import MazeEntry


class HumanLadder:
    """Every ladder maze a participant may get, by file, and the next one for an outcome list.

    Args:
        procedure: a key of :data:`~experiments.adaptive.procedures.PROCEDURES`.
        budget: trials per participant.
        seed: the study's seed.
        shapes: the shapes taken in turn (trial ``k`` gets ``shapes[k % len(shapes)]``).
        max_moves: the move limit every maze fits.
    """

    def __init__(
        self, procedure: str, budget: int, seed: int, shapes: Sequence[str], max_moves: int
    ) -> None:
        if budget < 2:
            raise ValueError(
                f"adaptive_trials={budget!r} is not allowed with --adaptive; allowed: >= 2"
            )
        make_procedure(procedure, NUM_MAZE_LEVELS)  # an unknown name is refused up front
        self.procedure = procedure
        self.budget = budget
        self.shapes = tuple(shapes)
        self.entries: dict[str, MazeEntry] = {}
        self.levels: dict[str, int] = {}
        for k in range(budget):
            shape = self.shapes[k % len(self.shapes)]
            for level in range(NUM_MAZE_LEVELS):
                rel = ladder_relpath(level, shape, k)
                maze = ladder_maze(level, seed, shape, k, max_moves)
                self.entries[rel] = MazeEntry(shape, maze.size, k, rel, maze)
                self.levels[rel] = level

    def next_file(self, outcomes: Sequence[tuple[int, bool]]) -> str | None:
        """The maze file of the trial after ``outcomes`` (``(level, success)`` in trial order),
        None when the participant has had the budget."""
        k = len(outcomes)
        if k >= self.budget:
            return None
        level = replay(make_procedure(self.procedure, NUM_MAZE_LEVELS), outcomes).next_level()
        return ladder_relpath(level, self.shapes[k % len(self.shapes)], k)

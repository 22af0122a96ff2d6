"""The RotationPuzzle difficulty ladder: levels 0 (easiest) to 11 (hardest).

A level is a grid and how many of its squares start turned to a visibly wrong angle:

=====  ====  ==================  =========================
level  grid  scrambled squares   of
=====  ====  ==================  =========================
0-3    2×2   1, 2, 3, 4          4 (the specification's)
4-7    3×3   3, 5, 7, 9          9
8-11   4×4   4, 8, 12, 16        16
=====  ====  ==================  =========================

Within a grid the count is a quarter, half, three quarters and all of the squares (rounded up):
each wrong square is at least one turn to find and make. Across grids the order assumes that
reading and keeping a larger picture in mind costs more than one more wrong square on a smaller
one; the report's fitted curve shows whether a model's success falls along it. The 2×2 grid is
the specification's four-L loop; larger grids are the generator's uniquely solvable spanning
trees (:func:`~envs.rotation_puzzle.generator.solved_patterns`).

``ladder_puzzle(level, seed, index)`` is a pure function of its arguments (a generator seeded
with ``(seed, level, index)``): the solved picture, then the squares to turn and their angles.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from envs.rotation_puzzle.generator import scramble, solved_patterns
from envs.rotation_puzzle.logic import PuzzleState

LADDER_GRIDS: tuple[tuple[int, int], ...] = ((2, 2), (3, 3), (4, 4))
"""The grids of the ladder, smallest first."""

FRACTIONS: tuple[float, ...] = (0.25, 0.5, 0.75, 1.0)
"""The share of squares scrambled within a grid, fewest first."""


@dataclass(frozen=True)
class PuzzleLevel:
    """One rung: a ``grid`` puzzle with ``scrambled`` squares turned wrong."""

    level: int
    grid: tuple[int, int]
    scrambled: int

    @property
    def label(self) -> str:
        """``"3x3 x5"``: what figures and tables print for the level."""
        return f"{self.grid[0]}x{self.grid[1]} x{self.scrambled}"


PUZZLE_LEVELS: tuple[PuzzleLevel, ...] = tuple(
    PuzzleLevel(i * len(FRACTIONS) + j, grid, max(1, math.ceil(f * grid[0] * grid[1])))
    for i, grid in enumerate(LADDER_GRIDS)
    for j, f in enumerate(FRACTIONS)
)
"""Every level of the ladder, in order (``PUZZLE_LEVELS[k].level == k``)."""

NUM_PUZZLE_LEVELS = len(PUZZLE_LEVELS)


def puzzle_level(level: int) -> PuzzleLevel:
    """The definition of ``level``; ValueError naming the allowed range otherwise."""
    top = NUM_PUZZLE_LEVELS - 1
    if isinstance(level, bool) or not isinstance(level, (int, np.integer)):
        raise ValueError(f"level={level!r} is not an integer; allowed: 0 to {top}")
    if not 0 <= int(level) <= top:
        raise ValueError(f"level={level!r} is out of range; allowed: 0 to {top}")
    return PUZZLE_LEVELS[int(level)]


def ladder_puzzle(level: int, seed: int, index: int = 0) -> PuzzleState:
    """The puzzle of ``level`` for ``(seed, index)``: the same arguments, the same puzzle."""
    rung = puzzle_level(level)
    if isinstance(index, bool) or not isinstance(index, (int, np.integer)) or index < 0:
        raise ValueError(f"index={index!r} is not allowed; allowed: an integer >= 0")
    rng = np.random.default_rng(np.random.SeedSequence([int(seed), rung.level, int(index)]))
    patterns = solved_patterns(rng, rung.grid)
    return scramble(rng, rung.grid, patterns, rung.scrambled)

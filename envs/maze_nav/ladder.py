"""The MazeNav difficulty ladder: levels 0 (easiest) to 11 (hardest), each a maze draw rule.

A level is a path-length band and a grid side, the band first:

=====  =====  ===========  =========================================================
level  band   size         start/goal pairs drawn from (of the placement's template)
=====  =====  ===========  =========================================================
0-3    near   5, 7, 9, 11  the shortest third, by optimal path length
4-7    mid    5, 7, 9, 11  the middle third
8-11   far    5, 7, 9, 11  the longest third
=====  =====  ===========  =========================================================

(level 0 is 5×5 near, level 1 7×7 near, ..., level 11 11×11 far.)

Why these two axes, in this order: a maze's difficulty for a language model grows with the
number of moves it must get right in a row (the optimal path length: each move is a chance to
err) and, less, with the text it must read (the grid side: an 11×11 matrix is five times the
tokens of a 5×5 one). The sizes are the specification's future-work sizes (7×7, 9×9, 11×11
beside its 5×5). The band is relative to the template, not an absolute move count, so every
level exists for every shape (a 5×5 cross has no 8-move path; its "far" third is its longest
paths). Measured over 20 draws per level (seed 0), the mean optimal path rises from band to
band for every shape and, within a band, mostly with the size (spiral: 2.9-3.6 moves near,
6.0-7.5 mid, 10.8-12.7 far; square: 2.3-2.6, 3.4-4.7, 4.3-6.8; a cross stays near 2-3 moves).
That order is the ladder's assumption; the report's fitted curve shows whether a model's success
falls along it.

A band takes the template's pairs (:func:`~envs.maze_nav.generator.start_goal_pairs`, at most
``max_moves`` moves) sorted by path length (ties in the generator's fixed order) and cut into
three runs of equal count; a run is never empty (with fewer than three pairs the bands share).

Drawing: ``ladder_maze(level, seed, shape, index)`` is a pure function of its arguments: a
placement uniformly over the shape's placements that have a pair, then a pair uniformly within
the band. Different ``index`` values give the adaptive procedures fresh mazes at a level they
revisit. All randomness comes from a generator seeded with ``(seed, level, crc32(shape), index)``.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import numpy as np

from envs.maze_nav.constants import ALL_SHAPE_NAMES, MAX_MOVES, SHAPE_CONNECTIVITY
from envs.maze_nav.generator import integers_below, maze_draws
from envs.maze_nav.logic import Maze

LADDER_SIZES: tuple[int, ...] = (5, 7, 9, 11)
"""The grid sides of the ladder, smallest first (the inner axis)."""

BANDS: tuple[str, ...] = ("near", "mid", "far")
"""The path-length bands, shortest paths first (the outer axis)."""


@dataclass(frozen=True)
class MazeLevel:
    """One rung: ``size`` × ``size`` mazes with start/goal pairs from ``band``."""

    level: int
    size: int
    band: str

    @property
    def label(self) -> str:
        """``"7x7 far"``: what figures and tables print for the level."""
        return f"{self.size}x{self.size} {self.band}"


MAZE_LEVELS: tuple[MazeLevel, ...] = tuple(
    MazeLevel(j * len(LADDER_SIZES) + i, size, band)
    for j, band in enumerate(BANDS)
    for i, size in enumerate(LADDER_SIZES)
)
"""Every level of the ladder, in order (``MAZE_LEVELS[k].level == k``)."""

NUM_MAZE_LEVELS = len(MAZE_LEVELS)


def maze_level(level: int) -> MazeLevel:
    """The definition of ``level``; ValueError naming the allowed range otherwise."""
    if isinstance(level, bool) or not isinstance(level, (int, np.integer)):
        raise ValueError(f"level={level!r} is not an integer; allowed: 0 to {NUM_MAZE_LEVELS - 1}")
    if not 0 <= int(level) < NUM_MAZE_LEVELS:
        raise ValueError(f"level={level!r} is out of range; allowed: 0 to {NUM_MAZE_LEVELS - 1}")
    return MAZE_LEVELS[int(level)]


def band_rows(pairs: np.ndarray, band: str) -> np.ndarray:
    """The rows of ``pairs`` (``start_goal_pairs`` output) in ``band``: see the module docs."""
    if band not in BANDS:
        raise ValueError(f"band={band!r} is not a band; allowed: {list(BANDS)}")
    k, n, parts = BANDS.index(band), len(pairs), len(BANDS)
    order = np.argsort(pairs[:, 4], kind="stable")
    lo = (k * n) // parts
    hi = max(((k + 1) * n) // parts, lo + 1)
    lo = min(lo, max(n - 1, 0))
    return pairs[order[lo:hi]]


def _rng(seed: int, level: int, shape: str, index: int) -> np.random.Generator:
    entropy = [int(seed), int(level), zlib.crc32(shape.encode()), int(index)]
    return np.random.default_rng(np.random.SeedSequence(entropy))


def ladder_maze(
    level: int, seed: int, shape: str, index: int = 0, max_moves: int = MAX_MOVES
) -> Maze:
    """The maze of ``level`` for ``(seed, shape, index)``: the same arguments, the same maze.

    Args:
        level: a ladder level, 0 to ``NUM_MAZE_LEVELS - 1``.
        seed: the random seed.
        shape: a registered shape name; the maze uses its own movement rule.
        index: which draw at this level (0, 1, ...).
        max_moves: the move limit every pair's optimal path fits.
    """
    rung = maze_level(level)
    if shape not in ALL_SHAPE_NAMES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPE_NAMES)}")
    if isinstance(index, bool) or not isinstance(index, (int, np.integer)) or index < 0:
        raise ValueError(f"index={index!r} is not allowed; allowed: an integer >= 0")
    connectivity = SHAPE_CONNECTIVITY[shape]
    draws = maze_draws(shape, rung.size, connectivity, max_moves)
    below = integers_below(_rng(seed, rung.level, shape, index))
    placement, _ = draws.draw(below)
    template, r0, c0 = draws.table.locate(placement)
    rows = band_rows(draws.pairs(template), rung.band)
    sr, sc, gr, gc, _moves = (int(v) for v in rows[below(len(rows))])
    mask = draws.table.mask(placement)
    return Maze(mask, (sr + r0, sc + c0), (gr + r0, gc + c0), connectivity, shape)

"""Draw RotationPuzzle puzzles.

``grid=(2, 2)`` is the specification's puzzle: four L pieces whose 0° orientation closes one loop.
Other grids are Net-style: the pipes of a random spanning tree over the cells (every cell of
degree 1-3, so the pieces are ends, straights, L's and T's), re-drawn until the solver finds
exactly one solved picture. Difficulty sets how many squares start turned away from 0° (to an
angle that really changes the picture), so a puzzle never starts solved. All randomness comes
from the ``rng`` passed in.
"""

from __future__ import annotations

import math

import numpy as np

from envs.checks import check_choice
from envs.rotation_puzzle.logic import (
    LOOP_2X2,
    Grid,
    PuzzleState,
    check_grid,
    has_unique_solution,
    is_solved,
)
from envs.rotation_puzzle.pieces import OPPOSITE, Pattern, rotate_pattern

# Squares rotated away from 0° on the specification's 2×2 puzzle; larger grids scale these by n / 4.
DIFFICULTIES: dict[str, tuple[int, int]] = {"easy": (1, 2), "medium": (2, 3), "hard": (3, 4)}

MAX_DEGREE = 3  # no crosses: a cross looks the same at every angle
MAX_DRAWS = 10_000


def check_difficulty(difficulty: str) -> str:
    """Raise ValueError unless ``difficulty`` is a key of :data:`DIFFICULTIES`."""
    check_choice("difficulty", difficulty, DIFFICULTIES)
    return difficulty


def scramble_range(difficulty: str, num_squares: int) -> tuple[int, int]:
    """Inclusive (min, max) number of squares to scramble on a grid of ``num_squares``.

    The 2×2 table scaled to the grid: easy turns 1/4-1/2 of the squares, medium 1/2-3/4,
    hard 3/4-all, never fewer than one.
    """
    lo, hi = DIFFICULTIES[check_difficulty(difficulty)]
    low = max(1, math.ceil(lo * num_squares / 4))
    high = max(low, min(num_squares, (hi * num_squares) // 4))
    return low, high


def spanning_tree_patterns(rng: np.random.Generator, grid: Grid) -> tuple[Pattern, ...] | None:
    """Pipes of a random spanning tree with every degree <= 3, or None if this draw got stuck."""
    rows, cols = grid
    n = rows * cols
    edges = [(i, i + 1, 1) for i in range(n) if (i % cols) + 1 < cols]  # side 1 = right
    edges += [(i, i + cols, 2) for i in range(n - cols)]  # side 2 = bottom
    parent = list(range(n))

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    degree = [0] * n
    pats = [[0, 0, 0, 0] for _ in range(n)]
    used = 0
    for e in rng.permutation(len(edges)):
        a, b, side = edges[int(e)]
        ra, rb = find(a), find(b)
        if ra == rb or degree[a] >= MAX_DEGREE or degree[b] >= MAX_DEGREE:
            continue
        parent[ra] = rb
        degree[a] += 1
        degree[b] += 1
        pats[a][side] = 1
        pats[b][OPPOSITE[side]] = 1
        used += 1
    if used != n - 1:
        return None
    return tuple((p[0], p[1], p[2], p[3]) for p in pats)


def solved_patterns(rng: np.random.Generator, grid: Grid) -> tuple[Pattern, ...]:
    """The 0° patterns of a puzzle with one solved picture (the specification's loop on 2×2)."""
    if grid == (2, 2):
        return LOOP_2X2
    for _ in range(MAX_DRAWS):
        pats = spanning_tree_patterns(rng, grid)
        if pats is not None and has_unique_solution(pats, grid):
            return pats
    raise RuntimeError(f"no uniquely solvable puzzle found for grid {grid} in {MAX_DRAWS} draws")


def generate_puzzle(
    rng: np.random.Generator, grid: tuple[int, int] = (2, 2), difficulty: str = "medium"
) -> PuzzleState:
    """Draw a puzzle: solved patterns at 0°, then some squares turned to a visibly wrong angle.

    Args:
        rng: the only source of randomness.
        grid: ``(rows, cols)``; ``(2, 2)`` is the specification's four-L loop.
        difficulty: ``"easy"``, ``"medium"`` or ``"hard"`` (see :data:`DIFFICULTIES`).

    Returns:
        An unsolved :class:`PuzzleState` with exactly one solved picture.
    """
    g = check_grid(grid)
    check_difficulty(difficulty)
    patterns = solved_patterns(rng, g)
    n = g[0] * g[1]
    low, high = scramble_range(difficulty, n)
    count = int(rng.integers(low, high + 1))
    return scramble(rng, g, patterns, count)


def scramble(
    rng: np.random.Generator, grid: Grid, patterns: tuple[Pattern, ...], count: int
) -> PuzzleState:
    """Turn ``count`` squares, chosen uniformly, each to a uniformly chosen visibly wrong angle.

    Args:
        rng: the only source of randomness.
        grid: ``(rows, cols)`` of ``patterns``.
        patterns: the solved 0° patterns (:func:`solved_patterns`).
        count: how many squares start wrong, from 1 to the number of squares.
    """
    n = grid[0] * grid[1]
    if not 1 <= count <= n:
        raise ValueError(f"count={count!r} is not allowed; allowed: an integer from 1 to {n}")
    angles = [0] * n
    for i in sorted(int(v) for v in rng.choice(n, size=count, replace=False)):
        wrong = [k for k in (1, 2, 3) if rotate_pattern(patterns[i], k) != patterns[i]]
        angles[i] = 90 * int(wrong[int(rng.integers(len(wrong)))])
    state = PuzzleState(grid, patterns, tuple(angles))
    assert not is_solved(state)  # unique solution + at least one visibly wrong square
    return state


def scrambled_count(state: PuzzleState) -> int:
    """How many squares currently show a different picture from their 0° pattern."""
    pairs = zip(state.patterns, state.quarter_turns, strict=True)
    return sum(rotate_pattern(p, k) != p for p, k in pairs)

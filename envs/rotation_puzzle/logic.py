"""Pure RotationPuzzle rules: the state, quarter-turns, the solved test and an exact solver.

A puzzle is a ``rows × cols`` grid of squares, each carrying a pipe pattern (its connections at
0°, ordered ``[top, right, bottom, left]``) and a clockwise angle in {0, 90, 180, 270}. It is
solved when every pipe end meets a pipe end of the neighbouring square, none points off the
grid, and all squares form one connected network (for the specification's 2×2 puzzle: one closed loop).

Action numbering (shared with the env): action ``2 * i`` turns square ``i`` (row-major) 90°
clockwise, ``2 * i + 1`` turns it 90° counter-clockwise.

No gymnasium, no pygame, no I/O.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.checks import is_integer
from envs.rotation_puzzle.pieces import (
    L_PATTERNS,
    OPPOSITE,
    SIDE_OFFSETS,
    SIDES,
    Pattern,
    as_pattern,
    from_mask,
    rotate_pattern,
    to_mask,
    turn_distance,
)

Grid = tuple[int, int]

# The specification's puzzle at its target angles (all 0°): four L's closing one loop, row-major.
LOOP_2X2: tuple[Pattern, ...] = (
    L_PATTERNS["right_bottom"],
    L_PATTERNS["bottom_left"],
    L_PATTERNS["top_right"],
    L_PATTERNS["left_top"],
)

MAX_GRID_SIDE = 8
# Enough to find the optimum of any hand-made state; generated puzzles have exactly one.
SOLUTION_LIMIT = 4096


def check_grid(grid: Sequence[int]) -> Grid:
    """Validate ``grid`` as ``(rows, cols)`` with 1..MAX_GRID_SIDE each and at least 2 squares.

    Each side is a Python or numpy integer: ``("2", "2")``, ``"22"``, ``(2.5, 2)`` and
    ``(True, 2)`` are refused, not converted.

    Raises:
        ValueError: naming the argument, the bad value and the allowed values.
    """
    sides = _two_sides(grid)
    if sides is None or not all(1 <= v <= MAX_GRID_SIDE for v in sides) or sides[0] * sides[1] < 2:
        raise ValueError(
            f"grid={grid!r} is not allowed; allowed: (rows, cols), integers from 1 to "
            f"{MAX_GRID_SIDE} each, at least 2 squares"
        )
    return sides


def _two_sides(grid: object) -> Grid | None:
    if isinstance(grid, np.ndarray) and grid.ndim != 1:  # np.array(2) has no len()
        return None
    if not isinstance(grid, (tuple, list, np.ndarray)) or len(grid) != 2:
        return None
    rows, cols = grid
    if not (is_integer(rows) and is_integer(cols)):
        return None
    return int(rows), int(cols)


def _is_sequence(value: object) -> bool:
    if isinstance(value, np.ndarray):
        return value.ndim >= 1
    return isinstance(value, (tuple, list))


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


@dataclass(frozen=True)
class PuzzleState:
    """One puzzle position.

    Attributes:
        grid: ``(rows, cols)``.
        patterns: each square's ``(top, right, bottom, left)`` connections at 0°, row-major.
        angles: each square's current clockwise angle in degrees, one of 0, 90, 180, 270.
    """

    grid: Grid
    patterns: tuple[Pattern, ...]
    angles: tuple[int, ...]

    def __post_init__(self) -> None:
        grid = check_grid(self.grid)
        n = grid[0] * grid[1]
        pattern_text = f"a sequence of {n} patterns (top, right, bottom, left), 4 values each"
        if not _is_sequence(self.patterns) or len(self.patterns) != n:
            raise ValueError(
                f"patterns={_short(self.patterns)} is not allowed; allowed: {pattern_text}"
            )
        if not all(_is_sequence(p) and len(p) == 4 for p in self.patterns):
            raise ValueError(
                f"patterns={_short(self.patterns)} is not allowed; allowed: {pattern_text}"
            )
        angle_text = f"a sequence of {n} integers, multiples of 90 (degrees clockwise)"
        if not _is_sequence(self.angles) or len(self.angles) != n:
            raise ValueError(f"angles={_short(self.angles)} is not allowed; allowed: {angle_text}")
        angles = []
        for a in self.angles:
            whole = is_integer(a) or (
                isinstance(a, (float, np.floating)) and math.isfinite(a) and float(a).is_integer()
            )
            if not whole or int(a) % 90 != 0:
                raise ValueError(
                    f"angles={_short(self.angles)} is not allowed; allowed: {angle_text}"
                )
            angles.append(int(a) % 360)
        object.__setattr__(self, "grid", grid)
        object.__setattr__(self, "patterns", tuple(as_pattern(p) for p in self.patterns))
        object.__setattr__(self, "angles", tuple(angles))

    @property
    def num_squares(self) -> int:
        return self.grid[0] * self.grid[1]

    @property
    def quarter_turns(self) -> tuple[int, ...]:
        """Each square's angle as a number of clockwise quarter-turns (0..3)."""
        return tuple(a // 90 for a in self.angles)


def current_patterns(state: PuzzleState) -> tuple[Pattern, ...]:
    """Each square's connections at its current angle."""
    pairs = zip(state.patterns, state.quarter_turns, strict=True)
    return tuple(rotate_pattern(p, k) for p, k in pairs)


def openings(state: PuzzleState) -> np.ndarray:
    """``(n, 4)`` bool array: the sides each square connects to at its current angle."""
    return np.array(current_patterns(state), dtype=bool).reshape(-1, 4)


def neighbour(grid: Grid, index: int, side: int) -> int | None:
    """The row-major index of the square across ``side`` of square ``index``, or None."""
    rows, cols = grid
    r, c = divmod(index, cols)
    dr, dc = SIDE_OFFSETS[side]
    rr, cc = r + dr, c + dc
    if 0 <= rr < rows and 0 <= cc < cols:
        return rr * cols + cc
    return None


def open_ends(opens: np.ndarray | Sequence[Sequence[int]], grid: Grid) -> list[tuple[int, int]]:
    """Every ``(square, side)`` whose pipe end is not met by the neighbour (or leaves the grid)."""
    o = np.asarray(opens, dtype=bool).reshape(-1, 4)
    bad = []
    for i in range(o.shape[0]):
        for s in SIDES:
            if not o[i, s]:
                continue
            j = neighbour(grid, i, s)
            if j is None or not o[j, OPPOSITE[s]]:
                bad.append((i, s))
    return bad


def is_connected(opens: np.ndarray | Sequence[Sequence[int]], grid: Grid) -> bool:
    """True when the pipes join all squares into one network (ignoring open ends)."""
    o = np.asarray(opens, dtype=bool).reshape(-1, 4)
    n = o.shape[0]
    seen = {0}
    stack = [0]
    while stack:
        i = stack.pop()
        for s in SIDES:
            j = neighbour(grid, i, s)
            if o[i, s] and j is not None and o[j, OPPOSITE[s]] and j not in seen:
                seen.add(j)
                stack.append(j)
    return len(seen) == n


def is_solved_openings(opens: np.ndarray | Sequence[Sequence[int]], grid: Grid) -> bool:
    """The solved test on pictured or computed openings: no open ends, one connected network."""
    grid = check_grid(grid)
    o = np.asarray(opens, dtype=bool).reshape(-1, 4)
    if o.shape[0] != grid[0] * grid[1]:
        return False
    return not open_ends(o, grid) and is_connected(o, grid)


def is_solved(state: PuzzleState) -> bool:
    """True when every pipe end meets a neighbour's and the squares form one network."""
    return is_solved_openings(openings(state), state.grid)


def rotate(state: PuzzleState, index: int, clockwise: bool) -> PuzzleState:
    """The state after turning square ``index`` 90° clockwise (or counter-clockwise).

    Raises:
        ValueError: if ``index`` is not a square of the grid.
    """
    if not 0 <= int(index) < state.num_squares:
        raise ValueError(f"index must be in 0..{state.num_squares - 1}, got {index!r}")
    angles = list(state.angles)
    angles[index] = (angles[index] + (90 if clockwise else -90)) % 360
    return PuzzleState(state.grid, state.patterns, tuple(angles))


def apply_action(state: PuzzleState, action: int) -> PuzzleState:
    """Apply an env action: ``2i`` turns square ``i`` clockwise, ``2i + 1`` counter-clockwise."""
    if not 0 <= int(action) < 2 * state.num_squares:
        raise ValueError(f"action must be in 0..{2 * state.num_squares - 1}, got {action!r}")
    index, ccw = divmod(int(action), 2)
    return rotate(state, index, clockwise=not ccw)


@lru_cache(maxsize=4096)
def _solutions_cached(
    patterns: tuple[Pattern, ...], grid: Grid, limit: int
) -> tuple[tuple[int, ...], ...]:
    rows, cols = grid
    n = rows * cols
    # Domains: the distinct masks each square can show, minus those pointing off the grid.
    domains: list[set[int]] = []
    for i, p in enumerate(patterns):
        masks = {to_mask(rotate_pattern(p, k)) for k in range(4)}
        for s in SIDES:
            if neighbour(grid, i, s) is None:
                masks = {m for m in masks if not (m >> s) & 1}
        domains.append(masks)
    links = [
        [(s, neighbour(grid, i, s)) for s in SIDES if neighbour(grid, i, s) is not None]
        for i in range(n)
    ]

    def propagate(doms: list[set[int]], queue: list[int]) -> bool:
        while queue:
            i = queue.pop()
            for s, j in links[i]:
                o = OPPOSITE[s]
                here = {(m >> s) & 1 for m in doms[i]}
                keep = {m for m in doms[j] if (m >> o) & 1 in here}
                if len(keep) != len(doms[j]):
                    if not keep:
                        return False
                    doms[j] = keep
                    queue.append(j)
        return True

    found: list[tuple[int, ...]] = []

    def search(doms: list[set[int]]) -> None:
        if len(found) >= limit:
            return
        open_cells = [i for i in range(n) if len(doms[i]) > 1]
        if not open_cells:
            masks = tuple(next(iter(d)) for d in doms)
            if is_connected([from_mask(m) for m in masks], grid):
                found.append(masks)
            return
        i = min(open_cells, key=lambda c: len(doms[c]))
        for m in sorted(doms[i]):
            child = [set(d) for d in doms]
            child[i] = {m}
            if propagate(child, [i]):
                search(child)

    start = [set(d) for d in domains]
    if all(start) and propagate(start, list(range(n))):
        search(start)
    return tuple(found)


def solutions(
    patterns: Sequence[Sequence[int]], grid: Sequence[int], limit: int = SOLUTION_LIMIT
) -> list[np.ndarray]:
    """All solved pictures reachable by turning squares, as ``(n, 4)`` bool opening arrays.

    Two angle settings that show the same pipes (a straight piece at 0° and 180°) count as one
    solution. Stops after ``limit`` solutions; ``limit=2`` is the uniqueness check.
    """
    g = check_grid(grid)
    pats = tuple(as_pattern(p) for p in patterns)
    if len(pats) != g[0] * g[1]:
        raise ValueError(f"patterns must have {g[0] * g[1]} entries for grid {g}, got {len(pats)}")
    sols = _solutions_cached(pats, g, int(limit))
    return [np.array([from_mask(m) for m in sol], dtype=bool) for sol in sols]


def has_unique_solution(patterns: Sequence[Sequence[int]], grid: Sequence[int]) -> bool:
    """True when exactly one solved picture exists."""
    return len(solutions(patterns, grid, limit=2)) == 1


def _turns_to(pattern: Pattern, k_now: int, target: Pattern) -> tuple[int, int] | None:
    """(fewest quarter-turns, signed direction: +1 cw / -1 ccw) to show ``target``, or None."""
    best: tuple[int, int] | None = None
    for k in range(4):
        if rotate_pattern(pattern, k) != target:
            continue
        d = turn_distance(k_now, k)
        direction = 1 if (k - k_now) % 4 <= 2 else -1
        if best is None or d < best[0]:
            best = (d, direction)
    return best


def _best_plan(state: PuzzleState) -> list[tuple[int, int]]:
    sols = _solutions_cached(state.patterns, state.grid, SOLUTION_LIMIT)
    if not sols:
        raise ValueError("state has no solution: no angles connect all of its pipes")
    best_plan: list[tuple[int, int]] | None = None
    best_cost = -1
    for sol in sols:
        plan = []
        for p, k, m in zip(state.patterns, state.quarter_turns, sol, strict=True):
            step = _turns_to(p, k, from_mask(m))
            assert step is not None  # the solver only returns reachable masks
            plan.append(step)
        cost = sum(d for d, _ in plan)
        if best_plan is None or cost < best_cost:
            best_plan, best_cost = plan, cost
    assert best_plan is not None
    return best_plan


def min_turns(state: PuzzleState) -> int:
    """Fewest quarter-turns that solve ``state`` (0 when solved).

    For the specification's 2×2 loop this is ``sum(min(k, 4 - k))`` over the squares' quarter-turns ``k``.

    Raises:
        ValueError: if no angles solve the puzzle.
    """
    return sum(d for d, _ in _best_plan(state))


def solve(state: PuzzleState) -> list[int]:
    """An optimal action sequence (env numbering) that solves ``state``; ``[]`` when solved.

    Raises:
        ValueError: if no angles solve the puzzle.
    """
    actions: list[int] = []
    for i, (d, direction) in enumerate(_best_plan(state)):
        actions.extend([2 * i if direction > 0 else 2 * i + 1] * d)
    return actions

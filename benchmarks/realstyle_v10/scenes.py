"""What happens on the canvas: the question's puzzle or maze, moved as a scenario says, with the
labels a careful person gives it (the package's definitions; ``None`` where a person could not tell).

Pure logic on canvas frames (768x512 uint8, drawn by the package's own renderers); the delivery
(camera, bars, codec) is :mod:`looks`. ``solved`` per frame says whether that canvas frame shows the
question's own puzzle solved at rest, so :mod:`looks` can place ``first_solved_frame`` after its
timing changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import state_of
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, is_solved, solve
from envs.rotation_puzzle.render import BACKGROUND, square_boxes
from envs.rotation_puzzle.render import render_frame as puzzle_frame

ROTATION_KINDS = (
    "solved", "stopped", "wrong", "jump", "crossfade", "reverse", "leave_return", "half_turn",
    "slide", "swap", "flash", "another",
)  # fmt: skip
MAZE_KINDS = (
    "solved", "stopped", "wrong", "jump", "crossfade", "reverse", "leave_return", "glide2",
    "wall_change", "teleport_mid", "flash", "another",
)  # fmt: skip
WHITE = np.full((512, 768, 3), 255, np.uint8)


@dataclass
class Scene:
    """Canvas frames, whether each shows the question solved at rest, and the labels.

    ``labels`` holds ``solved``, ``first_frame_matches``, ``squares_kept`` and ``animated``
    (True/False/None); ``first_solved_frame`` and ``stayed_solved`` come from the delivered timing.
    ``puzzle`` marks frames that show a puzzle at all (a white flash does not).
    """

    frames: list[np.ndarray]
    solved: list[bool]
    labels: dict[str, Any]
    puzzle: list[bool] = field(default_factory=list)
    first_solved_known: bool = True

    def __post_init__(self) -> None:
        if not self.puzzle:
            self.puzzle = [True] * len(self.frames)


def _ease(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def _labels(solved: bool | None, kept: bool | None = True, animated: bool | None = True,
            matches: bool | None = True) -> dict[str, Any]:  # fmt: skip
    return {"solved": solved, "first_frame_matches": matches, "squares_kept": kept,
            "animated": animated}  # fmt: skip


# -- rotation puzzle -------------------------------------------------------------------------------


class _Turner:
    """Draws a puzzle whose squares turn, recording each frame and whether it is solved at rest."""

    def __init__(self, state: PuzzleState) -> None:
        self.state = state
        self.angles = [float(a) for a in state.angles]
        self.frames: list[np.ndarray] = []
        self.solved: list[bool] = []
        self.puzzle: list[bool] = []

    def _at_rest_solved(self) -> bool:
        if any(abs(a / 90.0 - round(a / 90.0)) > 1e-9 for a in self.angles):
            return False
        q = tuple(round(a) % 360 for a in self.angles)
        return is_solved(PuzzleState(self.state.grid, self.state.patterns, q))

    def snap(self, hold: int = 1) -> None:
        frame = puzzle_frame(self.state, self.angles)
        for _ in range(hold):
            self.frames.append(frame)
            self.solved.append(self._at_rest_solved())
            self.puzzle.append(True)

    def turn(self, index: int, delta: float, k: int) -> None:
        start = self.angles[index]
        for f in range(1, k + 1):
            self.angles[index] = start + delta * _ease(f / k)
            self.snap()
        self.angles[index] = float(round(start + delta) % 360)

    def jump(self, index: int, delta: float) -> None:
        self.angles[index] = float(round(self.angles[index] + delta) % 360)
        self.snap()

    def dissolve(self, index: int, delta: float, k: int) -> None:
        before = puzzle_frame(self.state, self.angles).astype(np.float32)
        self.angles[index] = float(round(self.angles[index] + delta) % 360)
        after = puzzle_frame(self.state, self.angles).astype(np.float32)
        for f in range(1, k + 1):
            a = f / k
            self.frames.append(np.rint(before * (1 - a) + after * a).astype(np.uint8))
            self.solved.append(f == k and self._at_rest_solved())
            self.puzzle.append(True)

    def flash(self, n: int) -> None:
        for _ in range(n):
            self.frames.append(WHITE)
            self.solved.append(False)
            self.puzzle.append(False)


def _moves(actions: list[int]) -> list[tuple[int, float]]:
    return [(a // 2, -90.0 if a % 2 else 90.0) for a in actions]


def _tiles_moved(frame: np.ndarray, boxes: list[tuple[int, int, int, int]],
                 moves: dict[int, tuple[float, float]]) -> np.ndarray:  # fmt: skip
    """``frame`` with the squares of ``moves`` lifted and redrawn shifted by (dx, dy) px."""
    out = frame.copy()
    tiles = {}
    for i in moves:
        x0, y0, x1, y1 = boxes[i]
        tiles[i] = frame[y0:y1, x0:x1].copy()
        out[y0:y1, x0:x1] = BACKGROUND
    for i, (dx, dy) in moves.items():
        x0, y0, x1, y1 = boxes[i]
        xs, ys = round(x0 + dx), round(y0 + dy)
        out[ys : ys + y1 - y0, xs : xs + x1 - x0] = tiles[i]
    return out


def rotation_scene(meta: dict[str, Any], kind: str, rng: np.random.Generator, k: int) -> Scene:
    """The question's puzzle doing ``kind`` (a name of :data:`ROTATION_KINDS`), ``k`` frames per turn.

    Raises:
        ValueError: for a kind not in :data:`ROTATION_KINDS`.
    """
    if kind not in ROTATION_KINDS:
        raise ValueError(f"kind={kind!r} is not allowed; allowed: {', '.join(ROTATION_KINDS)}")
    state = state_of(meta)
    moves = _moves(solve(state))
    t = _Turner(state)
    t.snap(int(rng.integers(3, 8)))
    end_hold = int(rng.integers(4, 10))
    labels = _labels(True)
    if kind == "another":  # a visibly different board: 3x3, its own solve
        other = generate_puzzle(rng, (3, 3), "easy")
        t = _Turner(other)
        t.snap(4)
        for i, d in _moves(solve(other)):
            t.turn(i, d, k)
        t.snap(end_hold)
        return Scene(t.frames, [False] * len(t.frames), _labels(False, None, None, False))
    if kind in ("solved", "leave_return", "flash", "reverse"):
        for n, (i, d) in enumerate(moves):
            if kind == "flash" and n:
                t.flash(int(rng.integers(1, 3)))
            t.turn(i, d, k)
        t.snap(end_hold)
        if kind == "leave_return":  # solved, one square turned away, then turned back
            i = int(rng.integers(0, state.num_squares))
            t.turn(i, 90.0, k)
            t.snap(3)
            t.turn(i, -90.0, k)
            t.snap(end_hold)
        if kind == "reverse":  # the answer, then every turn undone
            for i, d in reversed(moves):
                t.turn(i, -d, k)
            t.snap(end_hold)
            labels = _labels(t._at_rest_solved())
    elif kind == "stopped":  # one turn short: half the moves or all but the last
        keep = int(rng.integers(max(0, len(moves) // 2), len(moves)))
        for i, d in moves[:keep]:
            t.turn(i, d, k)
        t.snap(end_hold)
        labels = _labels(False, animated=True if keep else None)
    elif kind == "wrong":  # all but the last, then a turn of another square (or the wrong way)
        for i, d in moves[:-1]:
            t.turn(i, d, k)
        li, ld = moves[-1]
        if rng.random() < 0.5:
            others = [j for j in range(state.num_squares) if j != li]
            t.turn(others[int(rng.integers(0, len(others)))], ld, k)
        else:
            t.turn(li, -ld, k)
        t.snap(end_hold)
        labels = _labels(t._at_rest_solved())
    elif kind == "jump":  # first frame, then the answer from one frame to the next
        for i, d in moves:
            t.angles[i] = float(round(t.angles[i] + d) % 360)
        t.snap(end_hold + 4)
        labels = _labels(True, animated=False)
    elif kind == "crossfade":  # each turn shown as a dissolve: no square moves
        for i, d in moves:
            t.dissolve(i, d, k + 2)
            t.snap(2)
        t.snap(end_hold)
        labels = _labels(True, animated=None)
    elif kind == "half_turn":  # two quarter-turns of one square shown as one 180 turn at once
        merged: list[tuple[int, float]] = []
        for i, d in moves:
            if merged and merged[-1][0] == i and merged[-1][1] == d:
                merged[-1] = (i, 2 * d)
            else:
                merged.append((i, d))
        for i, d in merged:
            t.turn(i, d, k + (2 if abs(d) > 90 else 0))
        if len(merged) == len(moves):  # no half-turn in the answer: one more, of a square
            t.snap(2)
            t.turn(int(rng.integers(0, state.num_squares)), 180.0, k + 2)
        t.snap(end_hold)
        labels = _labels(t._at_rest_solved())
    elif kind in ("slide", "swap"):
        for i, d in moves:
            t.turn(i, d, k)
        t.snap(3)
        boxes = square_boxes(state.grid)
        base = t.frames[-1]
        steps = k + 2
        if kind == "slide":  # one square slides off its place, outwards, and stays there
            i = int(rng.integers(0, state.num_squares))
            col = i % state.grid[1]
            sx = -1.0 if col == 0 else 1.0
            dist = float(rng.uniform(30, 55))
            for f in range(1, steps + 1):
                t.frames.append(_tiles_moved(base, boxes, {i: (sx * dist * _ease(f / steps), 0.0)}))
                t.solved.append(False)
                t.puzzle.append(True)
        else:  # two squares of one row trade places, passing above and below each other
            row = int(rng.integers(0, state.grid[0]))
            a, b = row * state.grid[1], row * state.grid[1] + 1
            dx = boxes[b][0] - boxes[a][0]
            for f in range(1, steps + 1):
                e = _ease(f / steps)
                lift = 40.0 * math.sin(math.pi * f / steps)
                t.frames.append(_tiles_moved(base, boxes, {a: (dx * e, -lift), b: (-dx * e, lift)}))
                t.solved.append(False)
                t.puzzle.append(True)
        for _ in range(end_hold):
            t.frames.append(t.frames[-1])
            t.solved.append(False)
            t.puzzle.append(True)
        # Before the move the puzzle showed solved; after it a person cannot say "solved".
        return Scene(t.frames, t.solved, _labels(None, kept=False), t.puzzle, True)
    return Scene(t.frames, t.solved, labels, t.puzzle)


# -- maze ------------------------------------------------------------------------------------------


class _Walker:
    def __init__(
        self, corridors: np.ndarray, goal: tuple[int, int], start: tuple[int, int]
    ) -> None:
        self.corridors = corridors
        self.goal = goal
        self.pos = (float(start[0]), float(start[1]))
        self.frames: list[np.ndarray] = []
        self.solved: list[bool] = []
        self.puzzle: list[bool] = []
        self.walls_changed = False

    def snap(self, hold: int = 1) -> None:
        frame = maze_frame(self.corridors, self.pos, self.goal)
        on_goal = self.pos == (float(self.goal[0]), float(self.goal[1]))
        for _ in range(hold):
            self.frames.append(frame)
            self.solved.append(on_goal and not self.walls_changed)
            self.puzzle.append(True)

    def walk(self, cell: tuple[int, int], k: int) -> None:
        a = self.pos
        for f in range(1, k + 1):
            e = _ease(f / k)
            self.pos = (a[0] + (cell[0] - a[0]) * e, a[1] + (cell[1] - a[1]) * e)
            if f == k:
                self.pos = (float(cell[0]), float(cell[1]))
            self.snap()

    def jump(self, cell: tuple[int, int]) -> None:
        self.pos = (float(cell[0]), float(cell[1]))
        self.snap()

    def dissolve(self, cell: tuple[int, int], k: int) -> None:
        before = maze_frame(self.corridors, self.pos, self.goal).astype(np.float32)
        self.pos = (float(cell[0]), float(cell[1]))
        after = maze_frame(self.corridors, self.pos, self.goal).astype(np.float32)
        on_goal = tuple(cell) == tuple(self.goal)
        for f in range(1, k + 1):
            a = f / k
            self.frames.append(np.rint(before * (1 - a) + after * a).astype(np.uint8))
            self.solved.append(f == k and on_goal)
            self.puzzle.append(True)

    def flash(self, n: int) -> None:
        for _ in range(n):
            self.frames.append(WHITE)
            self.solved.append(False)
            self.puzzle.append(False)


def _neighbours(corridors: np.ndarray, cell: tuple[int, int]) -> list[tuple[int, int]]:
    n = corridors.shape[0]
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = cell[0] + dr, cell[1] + dc
        if 0 <= r < n and 0 <= c < n and corridors[r, c]:
            out.append((r, c))
    return out


def maze_scene(meta: dict[str, Any], kind: str, rng: np.random.Generator, k: int,
               other: dict[str, Any] | None = None) -> Scene:  # fmt: skip
    """The question's maze doing ``kind`` (a name of :data:`MAZE_KINDS`), ``k`` frames per step;
    ``other`` is another question's metadata (for ``another``).

    Raises:
        ValueError: for a kind not in :data:`MAZE_KINDS`, or ``another`` without ``other``.
    """
    if kind not in MAZE_KINDS:
        raise ValueError(f"kind={kind!r} is not allowed; allowed: {', '.join(MAZE_KINDS)}")
    if kind == "another" and other is None:
        raise ValueError("kind='another' needs other=<another question's metadata>")
    maze = maze_of(other if kind == "another" else meta)
    path = [
        tuple(int(v) for v in c) for c in (other if kind == "another" else meta)["optimal_path"]
    ]
    w = _Walker(maze.corridors.copy(), maze.goal, maze.start)
    w.snap(int(rng.integers(3, 8)))
    end_hold = int(rng.integers(4, 10))
    labels = _labels(True)
    if kind == "another":
        for c in path[1:]:
            w.walk(c, k)
        w.snap(end_hold)
        return Scene(w.frames, [False] * len(w.frames), _labels(False, None, None, False))
    if kind in ("solved", "reverse", "leave_return", "flash"):
        for n, c in enumerate(path[1:]):
            if kind == "flash" and n:
                w.flash(int(rng.integers(1, 3)))
            w.walk(c, k)
        w.snap(end_hold)
        if kind == "reverse":  # the goal reached, then walked back two cells
            for c in path[-2:-4:-1]:
                w.walk(c, k)
            w.snap(end_hold)
            labels = _labels(False)
        if kind == "leave_return":
            w.walk(path[-2], k)
            w.snap(2)
            w.walk(path[-1], k)
            w.snap(end_hold)
    elif kind == "stopped":
        stop = int(rng.integers(max(1, len(path) // 2), len(path) - 1))
        for c in path[1 : stop + 1]:
            w.walk(c, k)
        w.snap(end_hold)
        labels = _labels(False)
    elif kind == "wrong":  # one short of the goal, then a step off the path
        for c in path[1:-1]:
            w.walk(c, k)
        here = path[-2]
        offs = [c for c in _neighbours(maze.corridors, here) if c not in (path[-1], path[-3])]
        w.walk(offs[int(rng.integers(0, len(offs)))] if offs else path[-3], k)
        w.snap(end_hold)
        labels = _labels(False)
    elif kind == "jump":
        w.jump(path[-1])
        w.snap(end_hold + 4)
        labels = _labels(True, animated=False)
    elif kind == "crossfade":
        for c in path[1:]:
            w.dissolve(c, k + 1)
        w.snap(end_hold)
        labels = _labels(True, animated=None)
    elif kind == "glide2":  # the player slides two cells in one go where the path runs straight
        i = 1
        while i < len(path):
            a, b = path[i - 1], path[i]
            c = path[i + 1] if i + 1 < len(path) else None
            if c is not None and (b[0] - a[0], b[1] - a[1]) == (c[0] - b[0], c[1] - b[1]):
                w.walk(c, k + 2)
                i += 2
            else:
                w.walk(b, k)
                i += 1
        w.snap(end_hold)
    elif kind == "teleport_mid":  # walks half-way, then the player jumps to the goal
        half = max(1, len(path) // 2)
        for c in path[1 : half + 1]:
            w.walk(c, k)
        w.snap(2)
        w.jump(path[-1])
        w.snap(end_hold)
        labels = _labels(True)  # animated: the first half was walked
    elif kind == "wall_change":  # mid-way a wall off the path opens (or a dead end closes)
        half = max(1, len(path) // 2)
        for c in path[1 : half + 1]:
            w.walk(c, k)
        on_path = set(path)
        n = maze.corridors.shape[0]
        cands = [(r, c) for r in range(n) for c in range(n) if (r, c) not in on_path]
        r, c = cands[int(rng.integers(0, len(cands)))]
        w.corridors = w.corridors.copy()
        w.corridors[r, c] = not w.corridors[r, c]
        w.walls_changed = True
        for cell in path[half + 1 :]:
            w.walk(cell, k)
        w.snap(end_hold)
        labels = _labels(False, kept=False)
    return Scene(w.frames, w.solved, labels, w.puzzle)

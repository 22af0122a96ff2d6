"""What happens on the canvas in a set-v11 video, and what a careful person sees on each frame.

A scene is a list of :class:`Shot`: the 768×512 canvas the model drew and its truth, by the
package's definitions (docs/datasets.md, "Scoring videos"): whether the question's own puzzle
is shown solved, whether a move is caught part-way, whether a square or wall is off its place.
Drawn with the package's own renderers (``envs.*.render.render_frame``), the squares' and the
player's motion by this module.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import state_of
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.generator import solved_patterns
from envs.rotation_puzzle.logic import PuzzleState, is_solved, solve
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes


@dataclass(frozen=True)
class Shot:
    """One source frame.

    Attributes:
        canvas: ``512×768×3`` uint8.
        solved: the question's own puzzle shown solved; None when it is not the question's
            puzzle (another board) or a person could not tell.
        moving: a move caught part-way (a turn off a quarter, a player between cells).
        displaced: a square or wall off its place (slid, swapped, a wall changed).
        puzzle: shows the question's puzzle at all (False: a card, a blank, another picture).
        question: shows exactly the question's start.
        state: a key of the board at rest (None while moving), to tell blends of two states.
        mixed: a blend of two different boards (a dissolve, a blended frame-rate conversion).
    """

    canvas: np.ndarray
    solved: bool | None
    moving: bool = False
    displaced: bool = False
    puzzle: bool = True
    question: bool = False
    state: Any = None
    mixed: bool = False


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "cosine": lambda t: 0.5 - 0.5 * float(np.cos(np.pi * t)),
    "out_cubic": lambda t: 1.0 - (1.0 - t) ** 3,
    "in_quad": lambda t: t * t,
}
"""Easing name -> curve on 0..1 (a move's, or the camera's over the video)."""

ROTATION_KINDS = (
    "solved", "stopped", "wrong", "jump", "dissolve", "reverse", "half_turn", "slide", "swap",
    "wrong_start", "other_board",
)  # fmt: skip
MAZE_KINDS = (
    "solved", "stopped", "wrong", "jump", "dissolve", "reverse", "glide2", "teleport",
    "wall_change", "wrong_start", "other_maze",
)  # fmt: skip


def _blend(a: np.ndarray, b: np.ndarray, w: float) -> np.ndarray:
    return np.clip(a * (1.0 - w) + b * w + 0.5, 0, 255).astype(np.uint8)


class _Rotation:
    """The question's puzzle, drawn at any angles, with squares moved by pixels."""

    def __init__(self, meta: dict[str, Any], rng: np.random.Generator) -> None:
        self.state = state_of(meta)
        self.rng = rng
        self.frames_per_move = int(rng.integers(3, 7))
        self.easing = EASINGS[str(rng.choice(list(EASINGS)))]
        self.blur = bool(rng.random() < 0.3)  # motion blur on part-way frames
        self.shots: list[Shot] = []

    def solved(self, angles: tuple[int, ...]) -> bool:
        return is_solved(PuzzleState(self.state.grid, self.state.patterns, angles))

    def rest(self, angles: tuple[int, ...], hold: int = 1, **kw: Any) -> tuple[int, ...]:
        canvas = puzzle_frame(self.state, [float(a) for a in angles])
        question = tuple(a % 360 for a in angles) == tuple(self.state.angles)
        shot = Shot(canvas, self.solved(tuple(a % 360 for a in angles)), question=question,
                    state=("r", tuple(a % 360 for a in angles)), **kw)  # fmt: skip
        self.shots += [shot] * hold
        return angles

    def turn(self, angles: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
        k = self.frames_per_move
        for f in range(1, k):
            t = self.easing(f / k)
            cur = [float(a) for a in angles]
            cur[index] += delta * t
            canvas = puzzle_frame(self.state, cur)
            if self.blur:
                spread = abs(delta) * 0.35 / k
                sub = []
                for d in (-spread, spread):
                    c2 = list(cur)
                    c2[index] += d
                    sub.append(puzzle_frame(self.state, c2).astype(np.float32))
                canvas = np.clip((canvas + sub[0] + sub[1]) / 3.0 + 0.5, 0, 255).astype(np.uint8)
            self.shots.append(Shot(canvas, False, moving=True))
        out = list(angles)
        out[index] = (out[index] + delta) % 360
        return self.rest(tuple(out))

    def moves(self) -> list[tuple[int, int]]:
        return [(a // 2, -90 if a % 2 else 90) for a in solve(self.state)]


def rotation_scene(meta: dict[str, Any], kind: str, rng: np.random.Generator) -> list[Shot]:
    """The canvas frames of scenario ``kind`` (one of :data:`ROTATION_KINDS`) on question ``meta``."""
    if kind not in ROTATION_KINDS:
        raise ValueError(f"kind={kind!r} is not allowed; allowed: {', '.join(ROTATION_KINDS)}")
    p = _Rotation(meta, rng)
    angles = tuple(p.state.angles)
    moves = p.moves()
    start_hold = int(rng.integers(2, 5))
    end_hold = int(rng.integers(3, 7))
    if kind == "other_board":
        grid = (3, 3) if rng.random() < 0.5 else (2, 3)
        pats = solved_patterns(rng, grid)
        other = PuzzleState(grid, pats, tuple(int(v) * 90 for v in rng.integers(0, 4, len(pats))))
        sq = _Rotation.__new__(_Rotation)
        sq.__dict__.update(p.__dict__, state=other, shots=[])
        cur = sq.rest(tuple(other.angles), start_hold)
        for i in rng.choice(len(pats), 3, replace=False):
            cur = sq.turn(cur, int(i), 90)
        sq.rest(cur, end_hold)
        return [replace(s, solved=None, puzzle=False, question=False) for s in sq.shots]
    if kind == "wrong_start":
        i = int(rng.integers(len(angles)))
        angles = tuple((a + 90) % 360 if j == i else a for j, a in enumerate(angles))
        moves = [
            (a // 2, -90 if a % 2 else 90)
            for a in solve(PuzzleState(p.state.grid, p.state.patterns, angles))
        ]
    cur = p.rest(angles, start_hold)
    if kind == "jump":
        p.rest(tuple(0 for _ in angles), end_hold + 2)
        return p.shots
    if kind == "dissolve":
        a = p.shots[-1].canvas.astype(np.float32)
        b = puzzle_frame(p.state, [0.0] * len(angles)).astype(np.float32)
        n = int(rng.integers(4, 9))
        for f in range(1, n):
            p.shots.append(Shot(_blend(a, b, f / n), None, mixed=True))
        p.rest(tuple(0 for _ in angles), end_hold)
        return p.shots
    if kind == "half_turn":
        moves = []
        for i, a in enumerate(angles):
            need = (-a) % 360
            if need:
                moves.append((i, {90: 90, 180: 180, 270: -90}[need]))
        rng.shuffle(moves)
        if not any(abs(d) == 180 for _, d in moves):  # no square needs a half-turn: make one
            i = int(rng.integers(len(angles)))
            cur = p.turn(cur, i, 180)
            moves = [(i, 180), *moves]
    if kind in ("stopped", "wrong", "slide"):
        keep = (
            len(moves) - 1
            if kind != "stopped" or len(moves) < 3
            else int(rng.integers(1, len(moves)))
        )
        for i, d in moves[:keep]:
            cur = p.turn(cur, i, d)
        if kind == "wrong":
            i, d = moves[keep]
            cur = p.turn(cur, i, -d)
        if kind == "slide":
            _slide(p, cur, rng, end_hold)  # holds the slid board itself: no rest after it
        else:
            p.rest(cur, end_hold)
        return p.shots
    for i, d in moves:
        cur = p.turn(cur, i, d)
    if kind == "reverse":
        p.rest(cur, int(rng.integers(2, 6)))
        i, d = moves[-1]
        cur = p.turn(cur, i, -d)
    if kind == "swap":
        _swap(p, cur, rng, end_hold)  # holds the traded board itself: no rest after it
    else:
        p.rest(cur, end_hold)
    return p.shots


def _background(canvas: np.ndarray) -> np.ndarray:
    return canvas[2, 2].copy()


def _slide(p: _Rotation, angles: tuple[int, ...], rng: np.random.Generator, hold: int) -> None:
    """One square slides 20-40 px off its place and stays there."""
    boxes = square_boxes(p.state.grid)
    i = int(rng.integers(len(boxes)))
    x0, y0, x1, y1 = boxes[i]
    base = puzzle_frame(p.state, [float(a) for a in angles])
    tile = base[y0:y1, x0:x1].copy()
    dist = float(rng.uniform(20, 40))
    # Away from the board's centre, so the tile never covers a neighbour.
    cx, cy = (x0 + x1) / 2 - 384, (y0 + y1) / 2 - 256
    norm = max(1.0, float(np.hypot(cx, cy)))
    n = int(rng.integers(3, 6))
    for f in range(1, n + 1):
        dx, dy = round(cx / norm * dist * f / n), round(cy / norm * dist * f / n)
        canvas = base.copy()
        canvas[y0:y1, x0:x1] = _background(base)
        canvas[y0 + dy : y1 + dy, x0 + dx : x1 + dx] = tile
        p.shots.append(Shot(canvas, False, moving=f < n, displaced=True, state=("slid", dx, dy)))
    p.shots += [p.shots[-1]] * hold


def _swap(p: _Rotation, angles: tuple[int, ...], rng: np.random.Generator, hold: int) -> None:
    """Two squares of one row trade places, sliding past each other (one above the other)."""
    rows, cols = p.state.grid
    r = int(rng.integers(rows))
    i, j = r * cols, r * cols + 1
    boxes = square_boxes(p.state.grid)
    base = puzzle_frame(p.state, [float(a) for a in angles])
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = boxes[i], boxes[j]
    ta, tb = base[ay0:ay1, ax0:ax1].copy(), base[by0:by1, bx0:bx1].copy()
    n = int(rng.integers(4, 7))
    pats = list(p.state.patterns)
    pats[i], pats[j] = pats[j], pats[i]
    ang = list(angles)
    ang[i], ang[j] = ang[j], ang[i]
    after = is_solved(PuzzleState(p.state.grid, tuple(pats), tuple(ang)))
    for f in range(1, n + 1):
        t = 0.5 - 0.5 * np.cos(np.pi * f / n)
        dx = round((bx0 - ax0) * t)
        canvas = base.copy()
        canvas[ay0:ay1, ax0:ax1] = _background(base)
        canvas[by0:by1, bx0:bx1] = _background(base)
        lift = 0 if f == n else round(12 * np.sin(np.pi * f / n))
        canvas[ay0 - lift : ay1 - lift, ax0 + dx : ax1 + dx] = ta
        canvas[by0 + lift : by1 + lift, bx0 - dx : bx1 - dx] = tb
        # A board whose pipes still close after the trade would be ambiguous: no label then.
        solved = False if not after else None
        p.shots.append(Shot(canvas, solved, moving=f < n, displaced=True, state=("swap", f)))
    p.shots += [p.shots[-1]] * hold


class _Maze:
    """The question's maze, the player anywhere, walls changed on demand."""

    def __init__(self, meta: dict[str, Any], rng: np.random.Generator) -> None:
        self.maze = maze_of(meta)
        self.corridors = np.array(self.maze.corridors, dtype=bool)
        self.goal = tuple(self.maze.goal)
        self.path = [tuple(c) for c in meta["optimal_path"]]
        self.frames_per_move = int(rng.integers(3, 7))
        self.easing = EASINGS[str(rng.choice(list(EASINGS)))]
        self.shots: list[Shot] = []
        self.walls_changed = False
        self.blur = bool(rng.random() < 0.3)

    def draw(self, pos: tuple[float, float]) -> np.ndarray:
        return maze_frame(self.corridors, pos, self.goal)

    def rest(self, cell: tuple[int, int], hold: int = 1) -> tuple[int, int]:
        solved = cell == self.goal and not self.walls_changed
        shot = Shot(self.draw(cell), solved, displaced=self.walls_changed,
                    question=cell == tuple(self.maze.start) and not self.walls_changed,
                    state=("m", cell, self.walls_changed))  # fmt: skip
        self.shots += [shot] * hold
        return cell

    def move(
        self, a: tuple[int, int], b: tuple[int, int], frames: int | None = None
    ) -> tuple[int, int]:
        k = frames or self.frames_per_move
        for f in range(1, k):
            t = self.easing(f / k)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            canvas = self.draw(pos)
            if self.blur:
                d = 0.3 / k
                sub = [
                    self.draw((pos[0] + (b[0] - a[0]) * s, pos[1] + (b[1] - a[1]) * s))
                    for s in (-d, d)
                ]
                canvas = np.clip(
                    (canvas.astype(np.float32) + sub[0] + sub[1]) / 3 + 0.5, 0, 255
                ).astype(np.uint8)
            self.shots.append(Shot(canvas, False, moving=True, displaced=self.walls_changed))
        return self.rest(b)


def _neighbours(m: _Maze, cell: tuple[int, int]) -> list[tuple[int, int]]:
    size = m.corridors.shape[0]
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if m.maze.connectivity == 8:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    out = []
    for dr, dc in steps:
        r, c = cell[0] + dr, cell[1] + dc
        if 0 <= r < size and 0 <= c < size and m.corridors[r, c]:
            out.append((r, c))
    return out


def maze_scene(
    meta: dict[str, Any], kind: str, rng: np.random.Generator, other: dict[str, Any] | None = None
) -> list[Shot]:
    """The canvas frames of scenario ``kind`` (one of :data:`MAZE_KINDS`) on question ``meta``;
    ``other_maze`` draws question ``other`` instead (a different maze)."""
    if kind not in MAZE_KINDS:
        raise ValueError(f"kind={kind!r} is not allowed; allowed: {', '.join(MAZE_KINDS)}")
    if kind == "other_maze":
        if other is None:
            raise ValueError("other_maze needs other=, the metadata of a different maze")
        shots = maze_scene(other, "solved", rng)
        return [replace(s, solved=None, puzzle=False, question=False) for s in shots]
    m = _Maze(meta, rng)
    path = m.path
    start_hold = int(rng.integers(2, 5))
    end_hold = int(rng.integers(3, 7))
    cur = tuple(m.maze.start)
    if kind == "wrong_start":
        cur = m.rest(path[1], start_hold)  # the player drawn a cell ahead of the start
        path = path[1:]
    else:
        m.rest(cur, start_hold)
    if kind == "jump":
        m.rest(m.goal, end_hold + 2)
        return m.shots
    if kind == "dissolve":
        a = m.shots[-1].canvas.astype(np.float32)
        b = m.draw(m.goal).astype(np.float32)
        n = int(rng.integers(4, 9))
        for f in range(1, n):
            m.shots.append(Shot(_blend(a, b, f / n), None, mixed=True))
        m.rest(m.goal, end_hold)
        return m.shots
    steps = list(itertools.pairwise(path))
    if kind in ("stopped", "wrong"):
        cut = (
            len(steps) - 1
            if kind == "wrong" or len(steps) < 3
            else int(rng.integers(1, len(steps)))
        )
        for a, b in steps[:cut]:
            cur = m.move(a, b)
        if kind == "wrong":
            bad = [c for c in _neighbours(m, cur) if c != m.goal and c not in path]
            cur = m.move(
                cur,
                bad[int(rng.integers(len(bad)))] if bad else path[-3] if len(path) > 2 else path[0],
            )
        m.rest(cur, end_hold)
        return m.shots
    i = 0
    jumped = glided = False
    change_at = len(steps) // 2
    while i < len(steps):
        a, b = steps[i]
        if kind == "wall_change" and i == change_at and not m.walls_changed:
            walls = [
                c
                for c in map(tuple, np.argwhere(~m.corridors))
                if max(abs(c[0] - a[0]), abs(c[1] - a[1])) <= 2
            ]
            cell = walls[int(rng.integers(len(walls)))]
            m.corridors[cell] = True
            m.walls_changed = True
            m.rest(a, 2)
        if kind == "glide2" and not glided and i + 1 < len(steps):
            c = steps[i + 1][1]
            if (c[0] - b[0], c[1] - b[1]) == (b[0] - a[0], b[1] - a[1]):
                cur = m.move(a, c, m.frames_per_move + 2)  # two cells in one go
                glided = True
                i += 2
                continue
        if kind == "teleport" and not jumped and i == max(0, len(steps) - 2):
            cur = m.rest(b, 2)  # the player appears a cell on, never seen between
            jumped = True
            i += 1
            continue
        cur = m.move(a, b)
        i += 1
    if kind == "reverse":
        m.rest(cur, int(rng.integers(2, 6)))
        cur = m.move(cur, path[-2])
    m.rest(cur, end_hold)
    return m.shots

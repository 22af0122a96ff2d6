"""What the model drew: canvas frames (768x512, the package's own renderers) with each frame's
state, and the labels a careful person gives by the package's definitions."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import solved_state, state_of
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.logic import PuzzleState
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes

SCENARIOS = (
    "solved", "early", "wrong", "jump", "reverse", "slide", "swap", "walls", "teleport",
    "rot180", "slide2", "crossfade", "other", "blank",
)  # fmt: skip


@dataclass
class Scene:
    """Canvas frames and what they show.

    Attributes:
        frames: ``512x768x3`` uint8 canvas frames, in order.
        solved: per frame, True when it shows the question's own puzzle solved at rest.
        labels: the person's labels (None: a person could not tell).
    """

    frames: list[np.ndarray]
    solved: list[bool]
    labels: dict[str, Any] = field(default_factory=dict)


def _ease(t: float) -> float:
    return 0.5 - 0.5 * np.cos(np.pi * t)


def _turns(state: PuzzleState) -> list[tuple[int, float]]:
    """One quarter-turn per move, the short way round, toward the solved angles."""
    moves = []
    for i, a in enumerate(state.angles):
        a %= 360
        step = -90.0 if a <= 180 else 90.0
        moves += [(i, step)] * round(min(a, 360 - a) / 90)
    return moves


def puzzle_scene(meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator) -> Scene:
    """A rotation-puzzle video as the model drew it (see :data:`SCENARIOS`)."""
    state = state_of(meta)
    target = puzzle_frame(solved_state(state))
    angles = [float(a) for a in state.angles]
    frames = [puzzle_frame(state, angles)]
    moves = _turns(state)
    if scenario == "rot180":  # two quarter-turns of one square drawn as one 180-degree swing
        merged: list[tuple[int, float]] = []
        for i, step in moves:
            if merged and merged[-1][0] == i and abs(merged[-1][1]) == 90:
                merged[-1] = (i, 2 * step)
            else:
                merged.append((i, step))
        moves = merged
    if scenario == "early":
        moves = moves[: max(0, len(moves) - int(rng.integers(1, max(2, len(moves)))))]
    if scenario == "wrong":  # a square already right is turned away and left so
        done = [i for i, a in enumerate(state.angles) if a % 360 == 0] or [0]
        at = int(rng.integers(len(moves) + 1))
        moves = [*moves[:at], (int(rng.choice(done)), 90.0), *moves[at:]]
    jump = scenario == "jump"
    if scenario == "crossfade":  # the answer dissolves in over the question: nothing turns
        final = puzzle_frame(solved_state(state)).astype(np.float32)
        first = frames[0].astype(np.float32)
        n = 2 * fpm
        frames += [
            np.rint(first + (final - first) * (f / n)).astype(np.uint8) for f in range(1, n + 1)
        ]
        moves = []
    for i, step in moves:
        start = angles[i]
        for f in range(1, (1 if jump else fpm) + 1):
            angles[i] = start + step * (1.0 if jump else _ease(f / fpm))
            frames.append(puzzle_frame(state, angles))
    if jump:  # the whole answer at once, from one frame to the next
        frames = frames[:1] + frames[-1:]
    if scenario == "reverse":  # the answer, held, then turned back to the question
        back = frames[::-1]
        frames = frames + [frames[-1]] * 3 + back[1:]
    if scenario in ("slide", "swap"):
        frames = _move_squares(frames, state, scenario, fpm, rng)
    solved = [bool(np.abs(f.astype(np.int16) - target).max() <= 8) for f in frames]
    return Scene(frames, solved)


def _move_squares(frames, state, scenario, fpm, rng):
    """After the solve, one square slides toward its neighbour (and stays), or two swap."""
    boxes = square_boxes(state.grid)
    a, b = 0, 1 if len(boxes) > 1 else 0
    last = frames[-1]
    x0, y0, x1, y1 = boxes[a]
    bx0, by0, _, _ = boxes[b]
    tile_a = last[y0:y1, x0:x1].copy()
    tile_b = last[by0 : by0 + (y1 - y0), bx0 : bx0 + (x1 - x0)].copy()
    bg = last[2, 2].copy()
    out = list(frames) + [last] * 2
    swap = scenario == "swap" and not np.array_equal(tile_a, tile_b)  # else a swap shows nothing
    dist = bx0 - x0 if swap else int(rng.integers(18, 40))
    for f in range(1, fpm + 1):
        t = _ease(f / fpm)
        img = last.copy()
        d = round(dist * t)
        img[y0:y1, x0:x1] = bg
        if swap:
            img[by0 : by0 + (y1 - y0), bx0 : bx0 + (x1 - x0)] = bg
            img[by0 : by0 + (y1 - y0), bx0 - d : bx0 - d + (x1 - x0)] = tile_b
        img[y0:y1, x0 + d : x1 + d] = tile_a
        out.append(img)
    return out + [out[-1]] * 3


def maze_scene(meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator) -> Scene:
    """A maze video as the model drew it (see :data:`SCENARIOS`)."""
    maze = maze_of(meta)
    corridors = maze.corridors.copy()
    path = [tuple(p) for p in meta["optimal_path"]]
    if scenario == "early":
        path = path[: max(1, len(path) - int(rng.integers(1, max(2, len(path) - 1))))]
    if scenario == "wrong":  # into a side corridor, or back, and stop there
        k = int(rng.integers(1, len(path) - 1))
        r, c = path[k]
        side = [
            (r + dr, c + dc)
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < maze.size
            and 0 <= c + dc < maze.size
            and corridors[r + dr, c + dc]
            and (r + dr, c + dc) not in path
        ]
        path = [*path[: k + 1], side[0] if side else path[k - 1]]
    frames = [maze_frame(corridors, path[0], maze.goal)]
    hops = 2 if scenario == "slide2" else 1  # the player slides two cells in one go
    k = 0
    while k < len(path) - 1:
        nxt = min(
            k + (2 if scenario == "teleport" and k == len(path) // 2 else hops), len(path) - 1
        )
        a, b = path[k], path[nxt]
        if nxt - k == 2 and scenario == "teleport":  # a cell skipped in one frame
            frames.append(maze_frame(corridors, b, maze.goal))
        else:
            for f in range(1, fpm + 1):
                t = _ease(f / fpm)
                pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                frames.append(maze_frame(corridors, pos, maze.goal))
        k = nxt
    if scenario == "jump":
        frames = [frames[0], maze_frame(corridors, path[-1], maze.goal)]
    if scenario == "reverse":
        frames = frames + [frames[-1]] * 3 + frames[::-1][1:]
    if scenario == "walls":  # a wall opens on the way (a cell off the path becomes corridor)
        off = np.argwhere(~corridors)
        changed = corridors.copy()
        changed[tuple(off[int(rng.integers(len(off)))])] = True
        cut = len(frames) // 2
        frames = frames[:cut] + _redraw(frames[cut:], changed, maze, path, fpm, cut)
    solved = [False] * len(frames)
    goal_frame = maze_frame(corridors, maze.goal, maze.goal)
    for i, f in enumerate(frames):
        solved[i] = scenario != "walls" and bool(np.abs(f.astype(np.int16) - goal_frame).max() <= 8)
    return Scene(frames, solved)


def _redraw(frames, corridors, maze, path, fpm, cut):
    """The frames from ``cut`` on, drawn again over the changed walls (same player positions)."""
    positions = []
    for a, b in itertools.pairwise(path):
        for f in range(1, fpm + 1):
            t = _ease(f / fpm)
            positions.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    positions = [path[0], *positions]
    positions += [path[-1]] * max(0, cut + len(frames) - len(positions))
    return [maze_frame(corridors, positions[cut + i], maze.goal) for i in range(len(frames))]


def other_puzzle(rng: np.random.Generator) -> list[np.ndarray]:
    """A visibly different rotation board (3x3 or 2x3 pieces), turning one square."""
    grid = (3, 3) if rng.random() < 0.5 else (2, 3)
    n = grid[0] * grid[1]
    pats = tuple(tuple(int(v) for v in rng.permutation([1, 1, 0, 0])) for _ in range(n))
    angles = [float(rng.choice([0, 90, 180, 270])) for _ in range(n)]
    st = PuzzleState(grid, pats, tuple(int(a) for a in angles))
    frames = [puzzle_frame(st, angles)]
    for _f in range(1, 5):
        angles[0] += 90 / 4
        frames.append(puzzle_frame(st, angles))
    return frames

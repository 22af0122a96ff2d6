"""Canvas frames of one scenario and what a careful person would label it.

Each frame carries a :class:`Shot`: what the frame shows, so the labels follow from the frames
actually delivered (after frame-rate conversion, drops and cards), not from the plan.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import state_of
from envs.maze_nav.render import layout as maze_layout
from envs.maze_nav.render import render_frame as render_maze
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, apply_action, is_solved, solve
from envs.rotation_puzzle.render import BACKGROUND, render_frame, square_boxes

PUZZLE_SCENARIOS = ("solved", "stopped", "wrong", "slide", "swap", "jump", "crossfade")
MAZE_SCENARIOS = ("solved", "stopped", "wrong", "wall", "teleport", "jump", "crossfade")
OUTSIDE_SCENARIOS = ("camera beyond", "cut off", "blank", "another puzzle")


@dataclass(frozen=True)
class Shot:
    """What one canvas frame shows.

    Attributes:
        puzzle: the question's puzzle is in the picture (False: a card, black, another puzzle).
        question: it shows the question itself, at rest.
        solved: it shows the question's own puzzle solved, at rest.
        part_way: a move (a turn, a step) is caught part-way.
        weight: how much of the frame is this picture (under 1 in a dissolve).
    """

    puzzle: bool = True
    question: bool = False
    solved: bool = False
    part_way: bool = False
    weight: float = 1.0


Frames = list[tuple[np.ndarray, Shot]]

EASINGS: dict[str, Callable[[float], float]] = {
    "cosine": lambda t: 0.5 - 0.5 * math.cos(math.pi * t),
    "linear": lambda t: t,
    "smoothstep": lambda t: t * t * (3 - 2 * t),
    "ease out": lambda t: 1 - (1 - t) ** 2,
    "ease in": lambda t: t * t,
}
"""How a move (and the camera) is paced; each ends exactly at 1."""


def content_box(task: str, meta: dict[str, Any]) -> tuple[float, float, float, float]:
    """The puzzle's box on the canvas: ``(x0, y0, x1, y1)``."""
    if task == "maze_nav":
        lay = maze_layout(int(meta["size"]))
        return lay.x0, lay.y0, lay.x0 + lay.cell * lay.size, lay.y0 + lay.cell * lay.size
    boxes = square_boxes(state_of(meta).grid)
    return boxes[0][0], boxes[0][1], boxes[-1][2], boxes[-1][3]


def _hold(frame: np.ndarray, shot: Shot, n: int) -> Frames:
    return [(frame, shot)] * n


def _dissolve(a: np.ndarray, b: np.ndarray, n: int) -> list[np.ndarray]:
    """``n`` frames between ``a`` and ``b`` (neither end included)."""
    out = []
    for k in range(1, n + 1):
        w = k / (n + 1)
        out.append(np.clip(a * (1 - w) + b * w + 0.5, 0, 255).astype(np.uint8))
    return out


# ---------------------------------------------------------------- rotation puzzle


def _turns(
    state: PuzzleState,
    actions: list[int],
    fpm: int,
    ease: Callable[[float], float],
    start: PuzzleState,
) -> tuple[Frames, PuzzleState]:
    frames: Frames = []
    angles = [float(a) for a in state.angles]
    for action in actions:
        index, ccw = divmod(int(action), 2)
        a0 = angles[index]
        delta = -90.0 if ccw else 90.0
        for f in range(1, fpm + 1):
            angles[index] = a0 + delta * ease(f / fpm)
            if f < fpm:
                frames.append((render_frame(state, angles), Shot(part_way=True)))
        state = apply_action(state, action)
        angles = [float(a) for a in state.angles]
        frames.append((render_frame(state), _rest(state, start)))
    return frames, state


def _rest(state: PuzzleState, start: PuzzleState) -> Shot:
    return Shot(question=state.angles == start.angles, solved=is_solved(state))


def _moved_squares(frame: np.ndarray, grid, moves: dict[int, tuple[float, float]]) -> np.ndarray:
    """``frame`` with squares lifted from their place and put down ``(dx, dy)`` away."""
    out = frame.copy()
    boxes = square_boxes(grid)
    tiles = {i: frame[b[1] : b[3], b[0] : b[2]].copy() for i, b in enumerate(boxes) if i in moves}
    for i in moves:
        x0, y0, x1, y1 = boxes[i]
        out[y0:y1, x0:x1] = BACKGROUND
    for i, (dx, dy) in moves.items():
        x0, y0, x1, y1 = boxes[i]
        xa, ya = round(x0 + dx), round(y0 + dy)
        h, w = y1 - y0, x1 - x0
        ca, ra = max(0, -xa), max(0, -ya)
        cb = min(w, out.shape[1] - xa)
        rb = min(h, out.shape[0] - ya)
        out[ya + ra : ya + rb, xa + ca : xa + cb] = tiles[i][ra:rb, ca:cb]
    return out


def puzzle_scene(
    meta: dict[str, Any], scenario: str, rng: np.random.Generator, fpm: int, ease: str
) -> tuple[Frames, dict[str, Any], str]:
    """Canvas frames of ``scenario`` on the question ``meta``, its labels and a short note."""
    start = state_of(meta)
    plan = solve(start)
    ef = EASINGS[ease]
    q = render_frame(start)
    qshot = _rest(start, start)
    frames: Frames = _hold(q, qshot, int(rng.integers(2, 6)))
    labels: dict[str, Any] = {"first_frame_matches": True, "squares_kept": True}
    note = f"{len(plan)} turns"
    if scenario in ("solved", "slide", "swap"):
        moved, state = _turns(start, plan, fpm, ef, start)
        frames += moved
        frames += _hold(frames[-1][0], frames[-1][1], int(rng.integers(2, 5)))
        labels["animated"] = fpm > 1
        if scenario != "solved":
            grid = state.grid
            solved_frame = frames[-1][0]
            if scenario == "slide":
                i = int(rng.integers(0, 4))
                ang = rng.uniform(0, 2 * math.pi)
                dist = rng.uniform(30, 60)
                goal = (dist * math.cos(ang), dist * math.sin(ang))
                note += f"; square {i} slides {dist:.0f} px"
                pairs = {i: goal}
            else:
                i, j = (int(v) for v in rng.choice(4, size=2, replace=False))
                bi, bj = square_boxes(grid)[i], square_boxes(grid)[j]
                d = (bj[0] - bi[0], bj[1] - bi[1])
                note += f"; squares {i} and {j} swap"
                pairs = {i: d, j: (-d[0], -d[1])}
            for f in range(1, fpm + 1):
                t = ef(f / fpm)
                shifted = {k: (v[0] * t, v[1] * t) for k, v in pairs.items()}
                frames.append((_moved_squares(solved_frame, grid, shifted), Shot()))
            frames += _hold(frames[-1][0], Shot(), int(rng.integers(3, 6)))
            labels.update(solved=False, squares_kept=False)
            labels.pop("animated")
        else:
            labels["solved"] = True
    elif scenario == "stopped":
        k = int(rng.integers(1, len(plan))) if len(plan) >= 2 else 0
        moved, state = _turns(start, plan[:k], fpm, ef, start)
        frames += moved + _hold(
            frames[-1][0] if not moved else moved[-1][0], _rest(state, start), 4
        )
        labels["solved"] = False
        if k:
            labels["animated"] = fpm > 1
        note += f"; stops after {k}"
    elif scenario == "wrong":
        i = int(rng.integers(0, 4))
        wrong = 2 * i + int(rng.integers(0, 2))
        moved, state = _turns(start, [wrong, *plan], fpm, ef, start)
        frames += moved + _hold(moved[-1][0], _rest(state, start), 4)
        labels["solved"] = bool(is_solved(state))
        labels["animated"] = fpm > 1
        note += f"; extra turn of square {i} first"
    elif scenario in ("jump", "crossfade"):
        answer = PuzzleState(start.grid, start.patterns, (0,) * start.num_squares)
        a = render_frame(answer)
        if scenario == "crossfade":
            n = int(rng.integers(3, 7))
            frames += [(f, Shot(part_way=False, weight=0.5)) for f in _dissolve(q, a, n)]
            note += f"; dissolve over {n}"
        else:
            labels["animated"] = False
        frames += _hold(a, Shot(solved=True), int(rng.integers(4, 8)))
        labels["solved"] = True
    else:
        raise ValueError(
            f"scenario={scenario!r} is not a puzzle scenario; allowed: {PUZZLE_SCENARIOS}"
        )
    return frames, labels, note


def other_puzzle_frames(rng: np.random.Generator, fpm: int) -> list[np.ndarray]:
    """A 3x3 puzzle being solved: another puzzle, not the question's."""
    other = generate_puzzle(rng, (3, 3), "easy")
    frames, _ = _turns(other, solve(other), fpm, EASINGS["cosine"], other)
    return [render_frame(other)] + [f for f, _ in frames]


# ---------------------------------------------------------------- maze


def _neighbours(cell: tuple[int, int], connectivity: int) -> list[tuple[int, int]]:
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if connectivity == 8:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    return [(cell[0] + dr, cell[1] + dc) for dr, dc in steps]


def _walk(
    corridors: np.ndarray, cells: list, goal, fpm: int, ef, start, tele: bool = False
) -> Frames:
    frames: Frames = []
    for a, b in pairwise(cells):
        for f in range(1, fpm + 1):
            t = ef(f / fpm)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            end = f == fpm
            frames.append(
                (
                    render_maze(corridors, pos if not end else b, goal),
                    Shot(question=end and b == start, solved=end and b == goal, part_way=not end),
                )
            )
    return frames


def maze_scene(
    meta: dict[str, Any], scenario: str, rng: np.random.Generator, fpm: int, ease: str
) -> tuple[Frames, dict[str, Any], str]:
    """Canvas frames of ``scenario`` on the maze question ``meta``, its labels and a note."""
    maze = maze_of(meta)
    path = [tuple(c) for c in meta["optimal_path"]]
    cor, goal, start = maze.corridors, tuple(maze.goal), tuple(maze.start)
    ef = EASINGS[ease]
    q = render_maze(cor, start, goal)
    frames: Frames = _hold(q, Shot(question=True), int(rng.integers(2, 6)))
    labels: dict[str, Any] = {"first_frame_matches": True, "squares_kept": True}
    note = f"{len(path) - 1} steps"
    if scenario == "solved":
        frames += _walk(cor, path, goal, fpm, ef, start)
        labels.update(solved=True, animated=fpm > 1)
    elif scenario == "stopped":
        k = int(rng.integers(1, len(path) - 1)) if len(path) > 2 else 0
        frames += _walk(cor, path[: k + 1], goal, fpm, ef, start)
        labels["solved"] = False
        if k:
            labels["animated"] = fpm > 1
        note += f"; stops after {k}"
    elif scenario == "wrong":
        size = cor.shape[0]
        choices = []
        for k, cell in enumerate(path[:-1]):
            for n in _neighbours(cell, maze.connectivity):
                if 0 <= n[0] < size and 0 <= n[1] < size and cor[n] and n not in path:
                    choices.append((k, n))
        if choices:
            k, n = choices[int(rng.integers(0, len(choices)))]
            frames += _walk(cor, [*path[: k + 1], n], goal, fpm, ef, start)
            note += f"; off the path at step {k} to {n}"
        else:  # no side corridor: a step back and forth that ends off the goal
            frames += _walk(cor, [path[0], path[1], path[0]], goal, fpm, ef, start)
            note += "; there and back"
        labels.update(solved=False, animated=fpm > 1)
    elif scenario == "wall":
        walls = np.argwhere(~cor)
        cell = tuple(int(v) for v in walls[int(rng.integers(0, len(walls)))])
        changed = cor.copy()
        changed[cell] = True
        half = max(1, (len(path) - 1) // 2)
        frames += _walk(cor, path[: half + 1], goal, fpm, ef, start)
        rest = _walk(changed, path[half:], goal, fpm, ef, start)
        # The goal reached in a maze whose walls changed is not this maze solved.
        frames += [(f, Shot(part_way=s.part_way)) for f, s in rest]
        labels.update(solved=False, squares_kept=False, first_solved_frame=None)
        note += f"; wall {cell} opens after step {half}"
    elif scenario == "teleport":
        k = int(rng.integers(1, len(path) - 1)) if len(path) > 2 else 0
        frames += _walk(cor, path[: k + 1], goal, fpm, ef, start)
        frames += [(render_maze(cor, goal, goal), Shot(solved=True))]
        labels["solved"] = True
        if k == 0:
            labels["animated"] = False
        note += f"; jumps to the goal after {k}"
    elif scenario in ("jump", "crossfade"):
        a = render_maze(cor, goal, goal)
        if scenario == "crossfade":
            n = int(rng.integers(3, 7))
            frames += [(f, Shot(weight=0.5)) for f in _dissolve(q, a, n)]
            note += f"; dissolve over {n}"
        else:
            labels["animated"] = False
        frames += [(a, Shot(solved=True))]
        labels["solved"] = True
    else:
        raise ValueError(f"scenario={scenario!r} is not a maze scenario; allowed: {MAZE_SCENARIOS}")
    frames += _hold(frames[-1][0], frames[-1][1], int(rng.integers(3, 7)))
    return frames, labels, note


def other_maze_frames(meta: dict[str, Any], fpm: int) -> list[np.ndarray]:
    """Another question's maze being walked: another puzzle."""
    maze = maze_of(meta)
    path = [tuple(c) for c in meta["optimal_path"]]
    walked = _walk(maze.corridors, path, tuple(maze.goal), fpm, EASINGS["cosine"], path[0])
    return [render_maze(maze.corridors, path[0], tuple(maze.goal))] + [f for f, _ in walked]

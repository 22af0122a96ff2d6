"""What a video shows, frame by frame, on the 768×512 canvas, and what a person would label.

A :class:`Scene` is the content timeline before any camera, bars or codec: each frame with its
*solved weight* (1: the question's puzzle shown solved at rest, 0: not, between: a cross-fade
towards the answer) and the labels of the definitions in docs/datasets.md. Pure drawing from
the package's own renderers; every choice comes from the ``rng`` handed in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import state_of
from envs.maze_nav.logic import shortest_path
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.logic import PuzzleState, is_solved
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes


@dataclass
class Scene:
    """Canvas frames, each one's solved weight, and the labels (None: a person could not tell)."""

    frames: list[np.ndarray]
    weights: list[float]
    labels: dict[str, Any] = field(default_factory=dict)


def _ease(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


# ---------------------------------------------------------------- rotation puzzle


def _shortest_turns(angle: int) -> float:
    """Clockwise degrees (negative: anticlockwise) that bring ``angle`` to 0 the short way."""
    a = angle % 360
    return -float(a) if a <= 180 else float(360 - a)


def _turn(state: PuzzleState, angles: list[float], index: int, delta: float, k: int, jump: bool):
    start = angles[index]
    frames = []
    steps = [1.0] if jump else [_ease(f / k) for f in range(1, k + 1)]
    for t in steps:
        angles[index] = start + delta * t
        frames.append(puzzle_frame(state, angles))
    angles[index] = float(round(start + delta) % 360)
    weights = [0.0] * (len(frames) - 1) + [1.0 if _at_rest_solved(state, angles) else 0.0]
    return frames, weights


def _at_rest_solved(state: PuzzleState, angles: list[float]) -> bool:
    rest = PuzzleState(state.grid, state.patterns, tuple(round(a) % 360 for a in angles))
    return is_solved(rest)


def puzzle_scene(meta: dict[str, Any], scenario: str, k: int, rng: np.random.Generator) -> Scene:
    """The rotation puzzle of ``meta`` played as ``scenario`` with ``k`` frames per quarter-turn.

    Scenarios: ``solved``, ``stopped`` (one square left as it was), ``wrong`` (one square turned
    a quarter too far), ``half_jump`` (every square jumps to its answer at once, a 180° turn
    included: nothing caught part-way), ``slide`` (a square slides 40 px out of its place and
    stays), ``swap`` (two squares trade places), ``reverse`` (solved, then turned back).
    """
    state = state_of(meta)
    angles = [float(a) for a in state.angles]
    frames = [puzzle_frame(state)]
    weights = [1.0 if is_solved(state) else 0.0]
    turning = [i for i, a in enumerate(state.angles) if a % 360]
    order = [int(i) for i in rng.permutation(turning)] if turning else []
    labels: dict[str, Any] = {"first_frame_matches": True, "squares_kept": True}
    if scenario in ("solved", "reverse", "slide", "swap"):
        plan = [(i, _shortest_turns(state.angles[i])) for i in order]
    elif scenario == "stopped":
        plan = [(i, _shortest_turns(state.angles[i])) for i in order[:-1]]
    elif scenario == "wrong":
        plan = [(i, _shortest_turns(state.angles[i])) for i in order]
        last = order[-1] if order else 0
        plan.append((last, 90.0))
    elif scenario == "half_jump":
        plan = [(i, _shortest_turns(state.angles[i])) for i in order]
    else:
        raise ValueError(f"scenario={scenario!r} is not a puzzle scenario")
    moved_any = False
    for index, delta in plan:
        quarters = max(1, round(abs(delta) / 90))
        if scenario == "half_jump":
            angles[index] = float(round(angles[index] + delta) % 360)
            continue
        for _ in range(quarters):
            more, w = _turn(state, angles, index, math.copysign(90.0, delta), k, jump=False)
            frames += more
            weights += w
            moved_any = True
    if scenario == "half_jump":
        frames.append(puzzle_frame(state, angles))
        weights.append(1.0 if _at_rest_solved(state, angles) else 0.0)
    solved_end = _at_rest_solved(state, angles)
    hold = int(rng.integers(4, 9))
    frames += [frames[-1]] * hold
    weights += [weights[-1]] * hold
    labels["solved"] = solved_end
    # nothing moved at all: no answer appeared, so neither a caught move nor a jump to tell
    labels["animated"] = False if scenario == "half_jump" else (True if moved_any else None)
    if scenario == "slide":
        frames, weights = _slide(frames, weights, state, rng, k)
        labels.update(solved=False, squares_kept=False)
    elif scenario == "swap":
        frames, weights, swapped_solved = _swap(frames, weights, state, k)
        labels.update(solved=False if not swapped_solved else None, squares_kept=False)
    elif scenario == "reverse":
        back = list(reversed(frames[: len(frames) - hold]))
        wback = list(reversed(weights[: len(weights) - hold]))
        frames = frames + back[1:] + [back[-1]] * 3
        weights = weights + wback[1:] + [wback[-1]] * 3
        labels["solved"] = bool(weights[-1])
    return _finish(frames, weights, labels)


def _background(frame: np.ndarray) -> np.ndarray:
    return frame[2, 2].copy()


def _paste(base: np.ndarray, tile: np.ndarray, x: int, y: int) -> None:
    h, w = tile.shape[:2]
    H, W = base.shape[:2]
    xa, ya, xb, yb = max(x, 0), max(y, 0), min(x + w, W), min(y + h, H)
    if xb > xa and yb > ya:
        base[ya:yb, xa:xb] = tile[ya - y : yb - y, xa - x : xb - x]


def _slide(frames, weights, state, rng, k):
    """After the solve, square ``i`` slides 40 px away from the grid's centre and stays."""
    i = int(rng.integers(0, state.num_squares))
    x0, y0, x1, y1 = square_boxes(state.grid)[i]
    cx, cy = 384, 256
    sx = 40 if (x0 + x1) / 2 > cx else -40
    sy = 0 if rng.random() < 0.6 else (24 if (y0 + y1) / 2 > cy else -24)
    end = frames[-1]
    tile = end[y0:y1, x0:x1].copy()
    out = []
    for f in range(1, k + 3):
        t = _ease(min(1.0, f / (k + 2)))
        img = end.copy()
        img[y0:y1, x0:x1] = _background(end)
        _paste(img, tile, x0 + round(sx * t), y0 + round(sy * t))
        out.append(img)
    out += [out[-1]] * 4
    return frames + out, weights + [0.0] * len(out)


def _swap(frames, weights, state, k):
    """After the solve, squares 0 and 1 (top row) trade places along a straight line."""
    (a0, b0, a1, b1), (c0, d0, _, _) = square_boxes(state.grid)[:2]
    end = frames[-1]
    t0 = end[b0:b1, a0:a1].copy()
    t1 = end[d0 : d0 + (b1 - b0), c0 : c0 + (a1 - a0)].copy()
    out = []
    n = k + 4
    for f in range(1, n + 1):
        t = _ease(f / n)
        img = end.copy()
        img[b0:b1, a0:a1] = _background(end)
        img[d0 : d0 + (b1 - b0), c0 : c0 + (a1 - a0)] = _background(end)
        lift = round(40 * math.sin(math.pi * t))
        _paste(img, t0, round(a0 + (c0 - a0) * t), b0 - lift)
        _paste(img, t1, round(c0 + (a0 - c0) * t), d0 + lift)
        out.append(img)
    out += [out[-1]] * 4
    patterns = list(state.patterns)
    patterns[0], patterns[1] = patterns[1], patterns[0]
    swapped = PuzzleState(
        state.grid, tuple(patterns), (0, 0, *tuple([0] * (state.num_squares - 2)))
    )
    same_picture = bool(np.array_equal(out[-1], end))
    return frames + out, weights + [0.0] * len(out), is_solved(swapped) or same_picture


# ---------------------------------------------------------------- maze


def _walk(corridors, cells, goal, k, two_at_once=False, counts=True):
    """Frames of the player walking ``cells``; with each, 1.0 when it rests on the goal."""
    frames, weights = [], []
    step = 2 if two_at_once else 1
    i = 0
    while i < len(cells) - 1:
        a, b = cells[i], cells[min(i + step, len(cells) - 1)]
        n = k * (min(i + step, len(cells) - 1) - i)
        for f in range(1, n + 1):
            t = _ease(f / n)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            frames.append(maze_frame(corridors, pos, goal))
            weights.append(1.0 if counts and f == n and tuple(b) == tuple(goal) else 0.0)
        i += step
    return frames, weights


def _straight(a, b, c) -> bool:
    return (b[0] - a[0], b[1] - a[1]) == (c[0] - b[0], c[1] - b[1])


def maze_scene(meta: dict[str, Any], scenario: str, k: int, rng: np.random.Generator) -> Scene:
    """The maze of ``meta`` played as ``scenario`` with ``k`` frames per step.

    Scenarios: ``solved``, ``stopped`` (half-way along the path), ``wrong`` (a step off the
    path, then stops), ``glide2`` (the player slides two cells in one go where the path runs
    straight), ``teleport`` (the player jumps onto the goal), ``wall`` (a wall opens during the
    walk; the player reaches the goal of a changed maze), ``reverse`` (walks to the goal, then back).
    """
    maze = maze_of(meta)
    path = [
        tuple(c) for c in shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    ]
    goal, corr = maze.goal, maze.corridors
    frames = [maze_frame(corr, path[0], goal)]
    weights = [0.0]
    labels: dict[str, Any] = {"first_frame_matches": True, "squares_kept": True, "animated": True}

    def add(more: tuple[list[np.ndarray], list[float]]) -> None:
        frames.extend(more[0])
        weights.extend(more[1])

    if scenario in ("solved", "reverse"):
        add(_walk(corr, path, goal, k))
    elif scenario == "stopped":
        add(_walk(corr, path[: max(2, len(path) // 2)], goal, k))
    elif scenario == "wrong":
        stop = max(1, len(path) // 2)
        here = path[stop - 1]
        off = [
            (here[0] + dr, here[1] + dc)
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= here[0] + dr < corr.shape[0]
            and 0 <= here[1] + dc < corr.shape[1]
            and corr[here[0] + dr, here[1] + dc]
            and (here[0] + dr, here[1] + dc) not in path
        ]
        add(_walk(corr, path[:stop] + off[:1], goal, k))
    elif scenario == "glide2":
        add(_walk(corr, path, goal, k, two_at_once=True))
    elif scenario == "teleport":
        frames += [frames[0]] * 2 + [maze_frame(corr, goal, goal)]
        weights += [0.0, 0.0, 1.0]
        labels["animated"] = False
    elif scenario == "wall":
        walls = [tuple(int(v) for v in c) for c in np.argwhere(~corr)]
        cell = walls[int(rng.integers(0, len(walls)))]
        changed = corr.copy()
        changed[cell] = True
        half = max(1, len(path) // 2)
        add(_walk(corr, path[: half + 1], goal, k))
        # a maze whose walls changed is not the question's maze solved: never weight 1
        add(_walk(changed, path[half:], goal, k, counts=False))
        labels["squares_kept"] = False
    else:
        raise ValueError(f"scenario={scenario!r} is not a maze scenario")
    if len(frames) == 1:
        labels["animated"] = None
    hold = int(rng.integers(4, 9))
    frames += [frames[-1]] * hold
    weights += [weights[-1]] * hold
    if scenario == "reverse":
        back = list(reversed(frames[: len(frames) - hold]))
        wback = list(reversed(weights[: len(weights) - hold]))
        frames = frames + back[1:] + [back[-1]] * 3
        weights = weights + wback[1:] + [wback[-1]] * 3
    labels["solved"] = bool(weights[-1])
    return _finish(frames, weights, labels)


def crossfade_scene(
    first: np.ndarray, answer: np.ndarray, blend: int, rng: np.random.Generator
) -> Scene:
    """The question dissolving into its answer over ``blend`` frames: no square moves."""
    hold0 = int(rng.integers(3, 7))
    frames = [first] * hold0
    weights = [0.0] * hold0
    for f in range(1, blend + 1):
        t = f / (blend + 1)
        frames.append(np.clip(first * (1 - t) + answer * t + 0.5, 0, 255).astype(np.uint8))
        weights.append(t)
    frames += [answer] * int(rng.integers(5, 9))
    weights += [1.0] * (len(frames) - len(weights))
    labels = {"solved": True, "first_frame_matches": True, "squares_kept": True, "animated": None}
    return _finish(frames, weights, labels)


def cut_scene(first: np.ndarray, answer: np.ndarray, rng: np.random.Generator) -> Scene:
    """A two-picture video: the question, then at once its answer (never animated)."""
    n0 = int(rng.integers(3, 8))
    frames = [first] * n0 + [answer] * int(rng.integers(4, 9))
    weights = [0.0] * n0 + [1.0] * (len(frames) - n0)
    labels = {"solved": True, "first_frame_matches": True, "squares_kept": True, "animated": False}
    return _finish(frames, weights, labels)


def _finish(frames, weights, labels) -> Scene:
    return Scene(frames, weights, labels)

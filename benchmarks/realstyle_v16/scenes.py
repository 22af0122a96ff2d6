"""What the model drew: canvas frames (the package's own renderers) and what each one shows.

Each frame carries two facts a careful person reads off the drawing itself: whether it shows
the question's answer at rest (``solved``) and whether it catches a move part-way (``moving``:
a square at least 8° into a quarter turn, a player at least a tenth of a cell off a centre).
The labels are worked out from these in ``build``, after the frame rate is converted.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import solved_state, state_of
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.logic import PuzzleState
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes

FRAMES_PER_MOVE = 5
CANVAS = (768, 512)  # width, height of the package's frames

PUZZLE_SCENARIOS = (
    "solved", "early", "wrong_end", "wrong_mid", "long_hold", "reverse", "jump", "slide",
    "dissolve", "replaced",
)  # fmt: skip
MAZE_SCENARIOS = (
    "solved", "early", "wrong_end", "wrong_mid", "long_hold", "reverse", "jump", "walls",
    "dissolve", "replaced",
)  # fmt: skip
OTHER_SCENARIOS = ("other", "blank")


@dataclass
class Scene:
    """Canvas frames and what each one shows (lists of the same length)."""

    frames: list[np.ndarray]
    solved: list[bool]
    moving: list[bool]


def _smooth(t: float) -> float:
    return t * t * (3 - 2 * t)


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    return bool(np.abs(a.astype(np.int16) - b.astype(np.int16)).max() <= 8)


def _dissolve(a: np.ndarray, b: np.ndarray, n: int) -> list[np.ndarray]:
    """``n`` frames blending from ``a`` into ``b`` (the last one is ``b``)."""
    fa, fb = a.astype(np.float32), b.astype(np.float32)
    return [np.rint(fa + (fb - fa) * (k / n)).astype(np.uint8) for k in range(1, n + 1)]


def _quarter_turns(state: PuzzleState) -> list[tuple[int, float]]:
    """The solve as quarter turns, the short way round, square by square."""
    moves = []
    for i, a in enumerate(state.angles):
        a %= 360
        step = -90.0 if a <= 180 else 90.0
        moves += [(i, step)] * round(min(a, 360 - a) / 90)
    return moves


def _turn_frames(state: PuzzleState, angles: list[float], move: tuple[int, float]):
    """Frames of one quarter turn (angles updated in place) and their moving flags."""
    i, step = move
    start = angles[i]
    frames, moving = [], []
    for f in range(1, FRAMES_PER_MOVE + 1):
        angles[i] = start + step * _smooth(f / FRAMES_PER_MOVE)
        frames.append(puzzle_frame(state, angles))
        moving.append(f < FRAMES_PER_MOVE)
    return frames, moving


def puzzle_scene(meta: dict[str, Any], scenario: str, rng: np.random.Generator) -> Scene:
    """A rotation-puzzle video as the model drew it (one of :data:`PUZZLE_SCENARIOS`)."""
    state = state_of(meta)
    target = puzzle_frame(solved_state(state))
    angles = [float(a) for a in state.angles]
    moves = _quarter_turns(state)
    if scenario in ("early", "replaced"):
        moves = moves[: int(rng.integers(0, len(moves)))]
    if scenario == "wrong_mid":  # a square already right turned away on the way, left so
        right = [i for i, a in enumerate(state.angles) if a % 360 == 0] or [0]
        at = int(rng.integers(len(moves) + 1))
        moves = [*moves[:at], (int(rng.choice(right)), 90.0), *moves[at:]]
    frames = [puzzle_frame(state, angles)]
    moving = [False]
    dissolved = set()
    if scenario == "dissolve":  # some moves drawn as a cross-fade, at least one
        dissolved = {k for k in range(len(moves)) if rng.random() < 0.6} or {0}
    for k, move in enumerate(moves):
        if k in dissolved:
            before = frames[-1]
            angles[move[0]] += move[1]
            frames += _dissolve(before, puzzle_frame(state, angles), FRAMES_PER_MOVE)
            moving += [False] * FRAMES_PER_MOVE
        else:
            more, flags = _turn_frames(state, angles, move)
            frames += more
            moving += flags
    if scenario == "jump":  # the answer from one frame to the next
        frames, moving = [frames[0], target], [False, False]
    if scenario == "wrong_end":  # solved, held, then one square turned a quarter away
        frames += [frames[-1]] * int(rng.integers(2, 6))
        moving += [False] * (len(frames) - len(moving))
        more, flags = _turn_frames(state, angles, (int(rng.integers(len(angles))), 90.0))
        frames += more
        moving += flags
    if scenario == "reverse":  # the answer held, then turned back to the question
        hold = int(rng.integers(2, 6))
        frames, moving = (
            frames + [frames[-1]] * hold + frames[::-1][1:],
            moving + [False] * hold + moving[::-1][1:],
        )
    if scenario == "slide":  # the answer held a moment, then one square slides off its place
        hold = int(rng.integers(3, 7))
        frames += [frames[-1]] * hold
        moving += [False] * hold
        more = _slide(frames[-1], state, rng)
        frames += more
        moving += [True] * (len(more) - 1) + [False]
    scene = Scene(frames, [_same(f, target) for f in frames], moving)
    if scenario == "slide":  # once a square has left its place the board is not the answer
        first_slid = len(frames) - FRAMES_PER_MOVE
        scene.solved[first_slid:] = [False] * (len(frames) - first_slid)
    return scene


def _slide(last: np.ndarray, state: PuzzleState, rng: np.random.Generator) -> list[np.ndarray]:
    """One square sliding sideways by 20-40 px into the gap and staying there."""
    boxes = square_boxes(state.grid)
    x0, y0, x1, y1 = boxes[int(rng.integers(len(boxes)))]
    dist = int(rng.integers(20, 41)) * (1 if x0 < CANVAS[0] / 2 else -1)
    tile = last[y0:y1, x0:x1].copy()
    bg = last[3, 3].copy()
    out = []
    for f in range(1, FRAMES_PER_MOVE + 1):
        d = round(dist * _smooth(f / FRAMES_PER_MOVE))
        img = last.copy()
        img[y0:y1, x0:x1] = bg
        img[y0:y1, x0 + d : x1 + d] = tile
        out.append(img)
    return out


def _walk(maze, path, rng) -> tuple[list[np.ndarray], list[bool], list[tuple[float, float]]]:
    """The player walked cell by cell along ``path``: frames, moving flags, positions."""
    positions: list[tuple[float, float]] = [tuple(float(v) for v in path[0])]
    moving = [False]
    for a, b in itertools.pairwise(path):
        for f in range(1, FRAMES_PER_MOVE + 1):
            t = _smooth(f / FRAMES_PER_MOVE)
            positions.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            moving.append(f < FRAMES_PER_MOVE)
    frames = [maze_frame(maze.corridors, p, maze.goal) for p in positions]
    return frames, moving, positions


def _side_cell(maze, path: list[tuple[int, int]], k: int) -> tuple[int, int] | None:
    r, c = path[k]
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        cell = (r + dr, c + dc)
        inside = 0 <= cell[0] < maze.size and 0 <= cell[1] < maze.size
        if inside and maze.corridors[cell] and cell not in path:
            return cell
    return None


def maze_scene(meta: dict[str, Any], scenario: str, rng: np.random.Generator) -> Scene:
    """A maze video as the model drew it (one of :data:`MAZE_SCENARIOS`)."""
    maze = maze_of(meta)
    path = [tuple(int(v) for v in p) for p in meta["optimal_path"]]
    goal_frame = maze_frame(maze.corridors, maze.goal, maze.goal)
    if scenario in ("early", "replaced"):
        path = path[: int(rng.integers(1, len(path)))]
    if scenario == "wrong_mid":  # into a side corridor (or back a cell) and stop there
        k = int(rng.integers(1, len(path) - 1)) if len(path) > 2 else 0
        side = _side_cell(maze, path, k)
        path = [*path[: k + 1], side if side else path[max(0, k - 1)]]
    if scenario == "wrong_end":  # on the goal, then a step back
        path = [*path, path[-2]]
    frames, moving, positions = _walk(maze, path, rng)
    if scenario == "dissolve":  # some steps drawn as a cross-fade, at least one
        steps = len(path) - 1
        dissolved = {k for k in range(steps) if rng.random() < 0.6} or {0}
        for k in sorted(dissolved):
            lo, hi = 1 + k * FRAMES_PER_MOVE, 1 + (k + 1) * FRAMES_PER_MOVE
            frames[lo:hi] = _dissolve(frames[lo - 1], frames[hi - 1], FRAMES_PER_MOVE)
            moving[lo:hi] = [False] * FRAMES_PER_MOVE
    if scenario == "jump":
        frames, moving = [frames[0], goal_frame], [False, False]
    if scenario == "reverse":
        hold = int(rng.integers(2, 6))
        frames, moving = (
            frames + [frames[-1]] * hold + frames[::-1][1:],
            moving + [False] * hold + moving[::-1][1:],
        )
    if scenario == "walls":  # a wall cell off the path opens into corridor half-way through
        changed = maze.corridors.copy()
        walls = np.argwhere(~maze.corridors)
        changed[tuple(walls[int(rng.integers(len(walls)))])] = True
        cut = len(frames) // 2
        frames[cut:] = [maze_frame(changed, p, maze.goal) for p in positions[cut:]]
    return Scene(frames, [_same(f, goal_frame) for f in frames], moving)


def model_scene(
    task: str, meta: dict[str, Any], other: dict[str, Any], scenario: str, rng
) -> Scene:
    """The scene of ``scenario`` on question ``meta`` (``other``: another question of the task)."""
    if scenario == "blank":
        grey = np.full((CANVAS[1], CANVAS[0], 3), int(rng.integers(0, 30)), np.uint8)
        return Scene([grey] * 24, [False] * 24, [False] * 24)
    make = puzzle_scene if task == "rotation_puzzle" else maze_scene
    if scenario == "other":  # another question's board, solved from its own start
        scene = make(other, "solved", rng)
        n = len(scene.frames)
        return Scene(scene.frames, [False] * n, [False] * n)
    scene = make(meta, scenario, rng)
    lead = int(rng.integers(15, 31)) if scenario == "long_hold" else int(rng.integers(1, 5))
    tail = int(rng.integers(10, 20)) if scenario == "long_hold" else int(rng.integers(3, 9))
    frames = [scene.frames[0]] * lead + scene.frames + [scene.frames[-1]] * tail
    solved = [scene.solved[0]] * lead + scene.solved + [scene.solved[-1]] * tail
    moving = [False] * lead + scene.moving + [False] * tail
    if scenario == "replaced":  # the picture dissolves into another question's board, held
        into = make(other, "solved", rng).frames[0]
        more = _dissolve(frames[-1], into, FRAMES_PER_MOVE) + [into] * int(rng.integers(6, 12))
        frames += more
        solved += [False] * len(more)
        moving += [False] * len(more)
    return Scene(frames, solved, moving)

"""What the model shows, on the question's own canvas: frames and what a person says of each.

A scene is the frames a model would draw before any delivery artefact (camera, bars, codec),
each tagged ``solved`` (True/False at rest, None when caught part-way or ambiguous) and
``moving`` (a move caught part-way), plus the labels a careful person gives the whole video
by the package's definitions (docs/datasets.md, "Scoring videos"). Drawn with the package's own
renderers and rules only (``envs.*.render``, ``envs.*.logic``, ``datagen.*.state_of/maze_of``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import state_of
from envs.maze_nav.logic import neighbours, shortest_path
from envs.maze_nav.render import BACKGROUND as MAZE_BACKGROUND
from envs.maze_nav.render import render_frame as render_maze
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, is_solved, solve
from envs.rotation_puzzle.render import BACKGROUND as PUZZLE_BACKGROUND
from envs.rotation_puzzle.render import render_frame as render_puzzle
from envs.rotation_puzzle.render import square_boxes

ROTATION_KINDS = (
    "solved", "stopped", "wrong", "reverse", "teleport", "crossfade", "direct180", "slide",
    "swap", "other",
)  # fmt: skip
MAZE_KINDS = (
    "solved", "stopped", "wrong", "reverse", "teleport", "crossfade", "slide2", "walls", "other",
)  # fmt: skip


@dataclass
class Scene:
    """Canvas frames and their tags; ``labels`` hold the whole-video labels a person gives
    (``None``: a person could not tell); ``animated``/``first_solved_frame`` set to ``"auto"``
    are worked out from the delivered frames' tags."""

    frames: list[np.ndarray]
    solved: list[bool | None]
    moving: list[bool]
    labels: dict[str, Any] = field(default_factory=dict)
    background: tuple[int, int, int] = PUZZLE_BACKGROUND

    def add(self, frame: np.ndarray, solved: bool | None, moving: bool) -> None:
        self.frames.append(frame)
        self.solved.append(solved)
        self.moving.append(moving)


def _ease(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


# -- the rotation puzzle ----------------------------------------------------------------------
def _turn(scene: Scene, state: PuzzleState, angles: list[float], index: int, delta: float,
          fpm: int) -> None:  # fmt: skip
    start = angles[index]
    for f in range(1, fpm + 1):
        angles[index] = start + delta * _ease(f / fpm)
        at_rest = f == fpm
        if at_rest:
            angles[index] = float(round(start + delta) % 360)
        solved = None
        if at_rest:
            now = PuzzleState(state.grid, state.patterns, tuple(int(a) for a in angles))
            solved = is_solved(now)
        scene.add(render_puzzle(state, angles), solved, not at_rest)


def _moves(state: PuzzleState) -> list[tuple[int, float]]:
    return [(a // 2, -90.0 if a % 2 else 90.0) for a in solve(state)]


def _shifted(frame: np.ndarray, box: tuple[int, int, int, int], dx: int, dy: int,
             background: tuple[int, int, int]) -> np.ndarray:  # fmt: skip
    """``frame`` with the square in ``box`` moved by (dx, dy) canvas px over the background."""
    out = frame.copy()
    x0, y0, x1, y1 = box
    patch = frame[y0:y1, x0:x1].copy()
    out[y0:y1, x0:x1] = background
    out[y0 + dy : y1 + dy, x0 + dx : x1 + dx] = patch
    return out


def rotation_scene(meta: dict[str, Any], kind: str, rng: np.random.Generator, fpm: int) -> Scene:
    """The rotation question ``meta`` shown as scenario ``kind`` at ``fpm`` frames per move."""
    if kind not in ROTATION_KINDS:
        raise ValueError(f"kind={kind!r} is not known; allowed: {list(ROTATION_KINDS)}")
    state = state_of(meta)
    if kind == "other":
        # A visibly different board: another grid size, its own pieces.
        grid = ((2, 3), (3, 3), (3, 2))[int(rng.integers(3))]
        state = generate_puzzle(rng, grid, "easy")
    angles = [float(a) for a in state.angles]
    scene = Scene([], [], [])
    scene.add(render_puzzle(state), is_solved(state), False)
    moves = _moves(state)
    labels: dict[str, Any] = {
        "first_frame_matches": True, "squares_kept": True, "animated": "auto",
        "first_solved_frame": "auto",
    }  # fmt: skip
    if kind in ("solved", "other"):
        for index, delta in moves:
            _turn(scene, state, angles, index, delta, fpm)
        labels["solved"] = True
    elif kind == "stopped":
        keep = int(rng.integers(0, max(len(moves) - 1, 0) + 1)) if len(moves) > 1 else 0
        for index, delta in moves[:keep]:
            _turn(scene, state, angles, index, delta, fpm)
        labels["solved"] = False
        if keep == 0:
            labels["animated"] = None  # nothing moved: neither a turn nor a jump
    elif kind == "wrong":
        for index, delta in moves[:-1]:
            _turn(scene, state, angles, index, delta, fpm)
        last = moves[-1][0] if moves else 0
        other = (last + 1 + int(rng.integers(state.num_squares - 1))) % state.num_squares
        _turn(scene, state, angles, other, 90.0 if rng.random() < 0.5 else -90.0, fpm)
        labels["solved"] = bool(scene.solved[-1])
    elif kind == "reverse":
        for index, delta in moves:
            _turn(scene, state, angles, index, delta, fpm)
        for _ in range(int(rng.integers(2, 2 + fpm))):
            scene.add(scene.frames[-1], True, False)
        for index, delta in reversed(moves[-2:]):
            _turn(scene, state, angles, index, -delta, fpm)
        labels["solved"] = False
    elif kind == "teleport":
        for _ in range(int(rng.integers(3, 9))):
            scene.add(scene.frames[0], False, False)
        scene.add(
            render_puzzle(PuzzleState(state.grid, state.patterns, (0,) * state.num_squares)),
            True,
            False,
        )
        labels.update(solved=True, animated=False)
    elif kind == "crossfade":
        end = render_puzzle(PuzzleState(state.grid, state.patterns, (0,) * state.num_squares))
        steps = int(rng.integers(4, 9))
        for f in range(1, steps + 1):
            a = f / steps
            blend = (scene.frames[0] * (1 - a) + end * a + 0.5).astype(np.uint8)
            scene.add(blend, True if f == steps else None, False)
        # A dissolve's in-between frames are neither a turn caught part-way nor at rest.
        labels.update(solved=True, animated=None, first_solved_frame=None)
    elif kind == "direct180":
        # Each square straight to its solved angle, the short way: a 180 at once where needed.
        for i, a in enumerate(state.angles):
            d = (-a) % 360
            if d == 0:
                continue
            delta = {90: 90.0, 180: 180.0 if rng.random() < 0.5 else -180.0, 270: -90.0}[d]
            _turn(scene, state, angles, i, delta, fpm + (2 if abs(delta) > 90 else 0))
        labels["solved"] = True
    elif kind in ("slide", "swap"):
        for index, delta in moves[: max(len(moves) - 1, 1)]:
            _turn(scene, state, angles, index, delta, fpm)
        boxes = square_boxes(state.grid)
        base = scene.frames[-1]
        if kind == "slide":
            i = int(rng.integers(len(boxes)))
            x0, y0, _, _ = boxes[i]
            # Outward, into the background around the board: a square leaves its place.
            sx = -1 if x0 < 384 else 1
            sy = -1 if y0 < 256 else 1
            dist = int(rng.integers(28, 60))
            horizontal = rng.random() < 0.5
            for f in range(1, fpm + 2):
                t = _ease(f / (fpm + 1))
                dx = round(sx * dist * t) if horizontal else 0
                dy = 0 if horizontal else round(sy * dist * t)
                scene.add(_shifted(base, boxes[i], dx, dy, PUZZLE_BACKGROUND), None, f <= fpm)
        else:
            i, j = (0, 1) if rng.random() < 0.5 else (0, 2)
            a, b = boxes[i], boxes[j]
            for f in range(1, fpm + 3):
                t = _ease(f / (fpm + 2))
                frame = base.copy()
                pa, pb = (
                    base[a[1] : a[3], a[0] : a[2]].copy(),
                    base[b[1] : b[3], b[0] : b[2]].copy(),
                )
                frame[a[1] : a[3], a[0] : a[2]] = PUZZLE_BACKGROUND
                frame[b[1] : b[3], b[0] : b[2]] = PUZZLE_BACKGROUND
                ax = round(a[0] + (b[0] - a[0]) * t)
                ay = round(a[1] + (b[1] - a[1]) * t)
                bx = round(b[0] + (a[0] - b[0]) * t)
                by = round(b[1] + (a[1] - b[1]) * t)
                # Lifted off the board while crossing, as generators render a swap.
                lift = round(40 * math.sin(math.pi * t))
                frame[ay - lift : ay - lift + pa.shape[0], ax : ax + pa.shape[1]] = pa
                frame[by + lift : by + lift + pb.shape[0], bx : bx + pb.shape[1]] = pb
                scene.add(frame, None, f < fpm + 2)
        labels.update(solved=None, squares_kept=False, first_solved_frame=None)
    else:  # pragma: no cover - ROTATION_KINDS is checked above
        raise AssertionError(kind)
    if kind == "other":
        labels = {"first_frame_matches": False}
    scene.labels = labels
    return scene


# -- the maze -----------------------------------------------------------------------------------
def _walk(scene: Scene, corridors: np.ndarray, goal: tuple[int, int],
          cells: list[tuple[int, int]], fpm: int, per: int = 1) -> None:  # fmt: skip
    """The player walking ``cells`` (consecutive neighbours), ``per`` cells per eased move."""
    for k in range(0, len(cells) - 1, per):
        seg = cells[k : k + per + 1]
        n = len(seg) - 1
        for f in range(1, fpm + 1):
            s = _ease(f / fpm) * n
            j = min(int(s), n - 1)
            u = s - j
            a, b = seg[j], seg[j + 1]
            pos = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)
            rest = f == fpm
            if rest:
                pos = seg[-1]
            on_goal = tuple(int(v) for v in pos) == tuple(goal) if rest else None
            scene.add(render_maze(corridors, pos, goal), on_goal, not rest)


def maze_scene(meta: dict[str, Any], kind: str, rng: np.random.Generator, fpm: int,
               other_meta: dict[str, Any] | None = None) -> Scene:  # fmt: skip
    """The maze question ``meta`` shown as scenario ``kind``; ``other`` shows ``other_meta``."""
    if kind not in MAZE_KINDS:
        raise ValueError(f"kind={kind!r} is not known; allowed: {list(MAZE_KINDS)}")
    if kind == "other" and other_meta is None:
        raise ValueError("kind='other' needs other_meta (another maze)")
    maze = maze_of(other_meta if kind == "other" else meta)
    corridors, goal = maze.corridors.copy(), tuple(maze.goal)
    path = shortest_path(corridors, maze.start, maze.goal, maze.connectivity) or [maze.start]
    scene = Scene([], [], [], background=MAZE_BACKGROUND)
    scene.add(render_maze(corridors, maze.start, goal), False, False)
    labels: dict[str, Any] = {
        "first_frame_matches": True, "squares_kept": True, "animated": "auto",
        "first_solved_frame": "auto",
    }  # fmt: skip
    if kind in ("solved", "other"):
        _walk(scene, corridors, goal, path, fpm)
        labels["solved"] = True
    elif kind == "slide2":
        _walk(scene, corridors, goal, path, fpm + 1, per=2)
        labels["solved"] = True
    elif kind == "stopped":
        stop = int(rng.integers(1, len(path) - 1)) if len(path) > 2 else 1
        _walk(scene, corridors, goal, path[: stop + 1], fpm)
        labels["solved"] = False
    elif kind == "wrong":
        # Off the route: a step to a corridor cell that is not the next one on the path.
        k = int(rng.integers(0, len(path) - 1))
        options = [
            c for c in neighbours(corridors, path[k], maze.connectivity)
            if c not in path and tuple(c) != goal
        ]  # fmt: skip
        cells = path[: k + 1] + (
            [tuple(options[int(rng.integers(len(options)))])] if options else []
        )
        if len(cells) == k + 1:  # no branch: walk past the goal's neighbour and stop short
            cells = path[:-1]
        _walk(scene, corridors, goal, cells, fpm)
        labels["solved"] = False
    elif kind == "reverse":
        _walk(scene, corridors, goal, path, fpm)
        for _ in range(int(rng.integers(2, 6))):
            scene.add(scene.frames[-1], True, False)
        back = path[::-1][: int(rng.integers(2, min(3, len(path)) + 1))]
        _walk(scene, corridors, goal, back, fpm)
        labels["solved"] = False
    elif kind == "teleport":
        for _ in range(int(rng.integers(3, 9))):
            scene.add(scene.frames[0], False, False)
        scene.add(render_maze(corridors, goal, goal), True, False)
        labels.update(solved=True, animated=False)
    elif kind == "crossfade":
        end = render_maze(corridors, goal, goal)
        steps = int(rng.integers(4, 9))
        for f in range(1, steps + 1):
            a = f / steps
            blend = (scene.frames[0] * (1 - a) + end * a + 0.5).astype(np.uint8)
            scene.add(blend, True if f == steps else None, False)
        labels.update(solved=True, animated=None, first_solved_frame=None)
    elif kind == "walls":
        half = max(len(path) // 2, 1)
        _walk(scene, corridors, goal, path[: half + 1], fpm)
        # A wall opens or closes off the route, away from the player and the goal.
        size = corridors.shape[0]
        cells = [
            (r, c) for r in range(1, size - 1) for c in range(1, size - 1)
            if (r, c) not in path and abs(r - goal[0]) + abs(c - goal[1]) > 1
        ]  # fmt: skip
        r, c = cells[int(rng.integers(len(cells)))]
        changed = corridors.copy()
        changed[r, c] = not changed[r, c]
        scene.add(render_maze(changed, path[half], goal), False, False)
        _walk(scene, changed, goal, path[half:], fpm)
        for i in range(len(scene.solved)):
            if scene.solved[i]:
                scene.solved[i] = False  # the player on the goal of a changed maze: not solved
        labels.update(solved=False, squares_kept=False, first_solved_frame=None)
    else:  # pragma: no cover - MAZE_KINDS is checked above
        raise AssertionError(kind)
    if kind == "other":
        labels = {"first_frame_matches": False}
    scene.labels = labels
    return scene

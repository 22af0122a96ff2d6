"""Set v12's canvas videos: what the model drew, frame by frame, before any camera or codec.

Each scenario returns a :class:`Scene`: the 768x512 canvas frames and, per frame, whether it shows
the question's own puzzle solved at rest and whether it catches a move part-way. The labels of
the delivered video are worked out from these in :mod:`realstyle_v12.labels`, after the look has
said which canvas frame each delivered frame shows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import solved_state, state_of
from envs.maze_nav.logic import shortest_path
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, is_solved_openings, openings, solve
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes

EASINGS = {
    "cosine": lambda t: 0.5 - 0.5 * math.cos(math.pi * t),
    "linear": lambda t: t,
    "ease-out": lambda t: 1 - (1 - t) ** 2,
    "ease-in": lambda t: t**3,
}
"""How a move runs through its frames (generators rarely ease the way the ground truth does)."""


@dataclass
class Scene:
    """Canvas frames and what each shows.

    Attributes:
        frames: ``(512, 768, 3)`` uint8 canvas frames.
        solved: per frame, the question's own puzzle solved at rest.
        moving: per frame, a move caught part-way.
        squares_kept: no square or wall left its place in any frame.
        first_frame_matches: frame 0 shows the question.
        note: what happens, for the printout.
    """

    frames: list[np.ndarray] = field(default_factory=list)
    solved: list[bool] = field(default_factory=list)
    moving: list[bool] = field(default_factory=list)
    squares_kept: bool | None = True
    first_frame_matches: bool | None = True
    solved_label: bool | None = None  # None: read from the last frame's flag
    note: str = ""

    def add(self, frame: np.ndarray, solved: bool, moving: bool, hold: int = 1) -> None:
        for _ in range(hold):
            self.frames.append(frame)
            self.solved.append(solved)
            self.moving.append(moving)


# -- the rotation puzzle ---------------------------------------------------------------------


def _angles_solved(state: PuzzleState, angles: list[float]) -> bool:
    if any(abs(a / 90 - round(a / 90)) > 1e-6 for a in angles):
        return False
    turned = PuzzleState(state.grid, state.patterns, tuple(round(a) % 360 for a in angles))
    return bool(is_solved_openings(openings(turned), state.grid))


def _turns(
    scene: Scene,
    state: PuzzleState,
    angles: list[float],
    moves: list[tuple[int, float]],
    fpm: int,
    easing: str,
) -> None:
    """Append each move (square, degrees) in ``fpm`` eased frames; ``angles`` is updated."""
    ease = EASINGS[easing]
    for index, delta in moves:
        start = angles[index]
        for f in range(1, fpm + 1):
            angles[index] = start + delta * ease(f / fpm)
            done = f == fpm
            if done:
                angles[index] = float(round(start + delta))
            scene.add(puzzle_frame(state, angles), _angles_solved(state, angles), not done)


def _solution_moves(state: PuzzleState) -> list[tuple[int, float]]:
    return [(a // 2, -90.0 if a % 2 else 90.0) for a in solve(state)]


def _slid(frame: np.ndarray, box: tuple[int, int, int, int], dx: int, dy: int) -> np.ndarray:
    out = frame.copy()
    x0, y0, x1, y1 = box
    tile = frame[y0:y1, x0:x1].copy()
    out[y0:y1, x0:x1] = frame[0, 0]
    out[y0 + dy : y1 + dy, x0 + dx : x1 + dx] = tile
    return out


def puzzle_scene(
    meta: dict[str, Any], scenario: str, fpm: int, easing: str, rng: np.random.Generator
) -> Scene:
    """The rotation puzzle of ``meta`` played as ``scenario`` (a key of :data:`PUZZLE_SCENARIOS`)."""
    state = state_of(meta)
    angles = [float(a) for a in state.angles]
    scene = Scene(note=scenario)
    hold0, hold1 = int(rng.integers(2, 7)), int(rng.integers(3, 9))
    scene.add(puzzle_frame(state), _angles_solved(state, angles), False, hold0)
    moves = _solution_moves(state)
    boxes = square_boxes(state.grid)
    if scenario == "solved":
        _turns(scene, state, angles, moves, fpm, easing)
    elif scenario == "stopped early":
        _turns(
            scene, state, angles, moves[: max(0, len(moves) - int(rng.integers(1, 3)))], fpm, easing
        )
    elif scenario == "wrong move":
        _turns(scene, state, angles, moves[:-1], fpm, easing)
        index, delta = moves[-1]
        _turns(scene, state, angles, [(index, -delta)], fpm, easing)  # the other way round
    elif scenario == "long sweep":
        # one sweep of 180 degrees or more at once: a square's two quarter-turns merged, or
        # the last quarter-turn taken the long way round (270 the other way, the same end)
        merged = next((i for i, (m, n) in enumerate(pairwise(moves)) if m == n), None)
        if merged is not None:
            index, delta = moves[merged]
            moves = [*moves[:merged], (index, 2 * delta), *moves[merged + 2 :]]
        else:
            index, delta = moves[-1]
            moves = [*moves[:-1], (index, -3 * delta)]
        _turns(scene, state, angles, moves, fpm + 2, easing)
    elif scenario == "reverse":
        _turns(scene, state, angles, moves, fpm, easing)
        scene.add(scene.frames[-1], scene.solved[-1], False, int(rng.integers(2, 5)))
        index, delta = moves[-1]
        _turns(scene, state, angles, [(index, -delta)], fpm, easing)
    elif scenario == "one jump":
        # the answer appears from one frame to the next
        for index, delta in moves:
            angles[index] = float(round(angles[index] + delta))
        scene.add(puzzle_frame(state, angles), _angles_solved(state, angles), False)
    elif scenario == "square slides":
        _turns(scene, state, angles, moves[:-1], fpm, easing)
        side = boxes[0][2] - boxes[0][0]
        which = int(rng.integers(0, len(boxes)))
        last = puzzle_frame(state, angles)
        sign = 1 if boxes[which][0] < 384 else -1  # outward, away from the other squares
        for f in range(1, fpm + 1):
            dx = sign * round(side / 5 * f / fpm)
            scene.add(_slid(last, boxes[which], dx, 0), False, f < fpm)
        scene.squares_kept = False
        scene.note += f" (square {which} by {side // 5} px)"
    elif scenario == "squares swap":
        _turns(scene, state, angles, moves, fpm, easing)
        last = puzzle_frame(state, angles)
        a, b = 0, 1  # the top two trade places, sliding past each other
        ax, bx = boxes[a][0], boxes[b][0]
        steps = fpm + 3
        for f in range(1, steps + 1):
            t = EASINGS[easing](f / steps)
            frame = last.copy()
            for src in (a, b):
                x0, y0, x1, y1 = boxes[src]
                frame[y0:y1, x0:x1] = last[0, 0]
            for src, (dx, lift) in ((a, (bx - ax, -1)), (b, (ax - bx, 1))):
                x0, y0, x1, y1 = boxes[src]
                ox, oy = round(dx * t), round(lift * 40 * math.sin(math.pi * t))
                frame[y0 + oy : y1 + oy, x0 + ox : x1 + ox] = last[y0:y1, x0:x1]
            scene.add(frame, False, f < steps)
        scene.squares_kept = False
    elif scenario == "another puzzle":
        other = generate_puzzle(rng, (3, 3), "medium")
        scene.frames.clear(), scene.solved.clear(), scene.moving.clear()
        oang = [float(a) for a in other.angles]
        scene.add(puzzle_frame(other), False, False, hold0)
        _turns(scene, other, oang, _solution_moves(other)[:3], fpm, easing)
        scene.solved = [False] * len(scene.frames)
        scene.squares_kept, scene.first_frame_matches = False, False
    else:
        raise ValueError(
            f"scenario={scenario!r} is not allowed; allowed: {sorted(PUZZLE_SCENARIOS)}"
        )
    scene.add(scene.frames[-1], scene.solved[-1], False, hold1)
    return scene


# -- the maze --------------------------------------------------------------------------------


def _walk(
    scene: Scene,
    corridors: np.ndarray,
    goal: tuple[int, int],
    cells: list,
    fpm: int,
    easing: str,
    solved_cell: tuple[int, int] | None,
) -> None:
    ease = EASINGS[easing]
    for a, b in pairwise(cells):
        for f in range(1, fpm + 1):
            t = ease(f / fpm)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            done = f == fpm
            scene.add(
                maze_frame(corridors, b if done else pos, goal),
                done and tuple(b) == solved_cell,
                not done,
            )


def maze_scene(
    meta: dict[str, Any], scenario: str, fpm: int, easing: str, rng: np.random.Generator
) -> Scene:
    """The maze of ``meta`` played as ``scenario`` (a key of :data:`MAZE_SCENARIOS`)."""
    maze = maze_of(meta)
    cor, goal = maze.corridors, tuple(maze.goal)
    path = [tuple(c) for c in shortest_path(cor, maze.start, maze.goal, maze.connectivity)]
    scene = Scene(note=scenario)
    hold0, hold1 = int(rng.integers(2, 7)), int(rng.integers(3, 9))
    scene.add(maze_frame(cor, path[0], goal), False, False, hold0)
    if scenario == "solved":
        _walk(scene, cor, goal, path, fpm, easing, goal)
    elif scenario == "stopped early":
        _walk(scene, cor, goal, path[: -int(rng.integers(1, 3))], fpm, easing, goal)
    elif scenario == "wrong move":
        cut = path[:-1]
        here = cut[-1]
        side = [
            (here[0] + dr, here[1] + dc)
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= here[0] + dr < len(cor)
            and 0 <= here[1] + dc < len(cor)
            and cor[here[0] + dr, here[1] + dc]
            and (here[0] + dr, here[1] + dc) not in path
        ]
        wrong = side[0] if side else cut[-2]
        _walk(scene, cor, goal, [*cut, wrong], fpm, easing, goal)
        scene.note += f" (to {wrong})"
    elif scenario == "teleport":
        mid = len(path) // 2
        _walk(scene, cor, goal, path[: mid + 1], fpm, easing, goal)
        scene.add(maze_frame(cor, goal, goal), True, False)  # from mid-way onto the goal at once
    elif scenario == "two cells a move":
        _walk(
            scene,
            cor,
            goal,
            path[::2] + ([path[-1]] if len(path) % 2 == 0 else []),
            fpm + 1,
            easing,
            goal,
        )
    elif scenario == "reverse":
        _walk(scene, cor, goal, path, fpm, easing, goal)
        scene.add(scene.frames[-1], True, False, int(rng.integers(2, 5)))
        _walk(scene, cor, goal, [path[-1], path[-2]], fpm, easing, goal)
    elif scenario == "wall changes":
        _walk(scene, cor, goal, path, fpm, easing, goal)
        walls = [
            (r, c)
            for r, c in np.argwhere(~cor)
            if any(
                0 <= r + dr < len(cor) and 0 <= c + dc < len(cor) and cor[r + dr, c + dc]
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            )
        ]
        r, c = walls[int(rng.integers(0, len(walls)))]
        changed = cor.copy()
        changed[r, c] = True  # a wall opens into a corridor
        scene.add(maze_frame(changed, goal, goal), False, False)
        scene.squares_kept = False
        scene.note += f" (wall ({r},{c}) opens)"
    elif scenario == "another puzzle":
        from envs.maze_nav.generator import generate_maze

        other = generate_maze(rng, "spiral" if meta.get("shape") != "spiral" else "cross", 9)
        opath = [
            tuple(c)
            for c in shortest_path(other.corridors, other.start, other.goal, other.connectivity)
        ]
        scene.frames.clear(), scene.solved.clear(), scene.moving.clear()
        scene.add(maze_frame(other.corridors, opath[0], other.goal), False, False, hold0)
        _walk(scene, other.corridors, tuple(other.goal), opath[:4], fpm, easing, None)
        scene.squares_kept, scene.first_frame_matches = False, False
    else:
        raise ValueError(f"scenario={scenario!r} is not allowed; allowed: {sorted(MAZE_SCENARIOS)}")
    scene.add(scene.frames[-1], scene.solved[-1], False, hold1)
    return scene


PUZZLE_SCENARIOS = (
    "solved", "stopped early", "wrong move", "long sweep", "reverse", "one jump",
    "square slides", "squares swap", "another puzzle",
)  # fmt: skip
MAZE_SCENARIOS = (
    "solved", "stopped early", "wrong move", "teleport", "two cells a move", "reverse",
    "wall changes", "another puzzle",
)  # fmt: skip
SCENES = {"rotation_puzzle": puzzle_scene, "maze_nav": maze_scene}
"""Task -> the function that plays one of its scenarios."""

__all__ = ["EASINGS", "MAZE_SCENARIOS", "PUZZLE_SCENARIOS", "SCENES", "Scene", "solved_state"]

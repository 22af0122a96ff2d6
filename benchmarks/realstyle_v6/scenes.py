"""What a video shows, on the 768x512 canvas: the question's puzzle or maze played out as a
scenario, each frame tagged with what a person would see in it.

Frames come from the package's own renderers (the ones its ground-truth videos use), so a solved
scenario is the ground-truth video at the chosen frames per move.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from envs.maze_nav.render import layout as maze_layout
from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, apply_action, is_solved, solve
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes

PUZZLE_SCENARIOS = (
    "solved", "stopped", "wrong", "jump", "reverse", "crossfade", "slide", "swap", "turn180",
)  # fmt: skip
MAZE_SCENARIOS = (
    "solved", "stopped", "wrong", "jump", "reverse", "teleport", "wall", "slide2",
)  # fmt: skip


@dataclass
class Scene:
    """Canvas frames and, per frame, what it shows.

    Attributes:
        frames: uint8 (512, 768, 3) canvas frames.
        rest: per frame, True when nothing is part-way through a move (a dissolve's frame: None).
        solved: per frame, the question's own puzzle shown solved at rest (None: cannot tell).
        squares_kept: no square or wall left its place in any frame (None: cannot tell).
        first_frame_matches: the first frame shows the question.
        note: what happens, for the report.
    """

    frames: list[np.ndarray]
    rest: list[bool | None]
    solved: list[bool | None]
    squares_kept: bool | None
    first_frame_matches: bool | None
    note: str


def _ease(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


# -- rotation puzzle ---------------------------------------------------------------------------


def puzzle_state(meta: dict[str, Any]) -> PuzzleState:
    """The question's start state from its ``question_metadata.json``."""
    squares = meta["squares"]
    return PuzzleState(
        tuple(meta["grid"]),
        tuple(tuple(s["connections"]) for s in squares),
        tuple(int(s["initial_angle"]) for s in squares),
    )


class _PuzzleReel:
    """Appends puzzle frames while keeping the angles and the per-frame tags."""

    def __init__(self, state: PuzzleState, fpm: int) -> None:
        self.state = state
        self.fpm = fpm
        self.frames: list[np.ndarray] = []
        self.rest: list[bool | None] = []
        self.solved: list[bool | None] = []

    def hold(self, n: int) -> None:
        img = puzzle_frame(self.state)
        for _ in range(n):
            self._add(img, True, is_solved(self.state))

    def _add(self, img: np.ndarray, rest: bool | None, solved: bool | None) -> None:
        self.frames.append(img)
        self.rest.append(rest)
        self.solved.append(solved)

    def turn(self, index: int, quarters: int) -> None:
        """Turn square ``index`` by ``quarters`` (negative: counter-clockwise) in one motion."""
        start = [float(a) for a in self.state.angles]
        steps = self.fpm * max(1, abs(quarters))
        for f in range(1, steps + 1):
            angles = list(start)
            angles[index] = start[index] + 90.0 * quarters * _ease(f / steps)
            if f == steps:
                break
            self._add(puzzle_frame(self.state, angles), False, False)
        new = list(self.state.angles)
        new[index] = (new[index] + 90 * quarters) % 360
        self.state = PuzzleState(self.state.grid, self.state.patterns, tuple(new))
        self.hold(1)

    def action(self, action: int) -> None:
        index, ccw = divmod(int(action), 2)
        self.turn(index, -1 if ccw else 1)


def _wrong_action(state: PuzzleState, rng: np.random.Generator) -> int:
    """An action that leaves ``state`` unsolved (falls back to any action)."""
    order = rng.permutation(2 * state.num_squares)
    for a in order:
        if not is_solved(apply_action(state, int(a))):
            return int(a)
    return int(order[0])


def puzzle_scene(meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator) -> Scene:
    """The question's puzzle played out as ``scenario`` (one of :data:`PUZZLE_SCENARIOS`)."""
    if scenario not in PUZZLE_SCENARIOS:
        raise ValueError(f"scenario={scenario!r} is not known; allowed: {list(PUZZLE_SCENARIOS)}")
    start = puzzle_state(meta)
    actions = [int(a) for a in meta["solution_actions"]]
    reel = _PuzzleReel(start, fpm)
    reel.hold(int(rng.integers(3, 7)))
    kept: bool | None = True
    note = scenario
    if scenario in ("solved", "reverse", "turn180", "slide", "swap"):
        for a in actions:
            reel.action(a)
        reel.hold(int(rng.integers(3, 6)))
        if scenario == "reverse":
            for a in reversed(actions):
                index, ccw = divmod(a, 2)
                reel.turn(index, 1 if ccw else -1)
            note = "solved, then turned back to the question"
        elif scenario == "turn180":
            index = int(rng.integers(start.num_squares))
            reel.turn(index, 2 if rng.random() < 0.5 else -2)
            note = f"solved, then square {index} turned 180 degrees in one motion"
        elif scenario in ("slide", "swap"):
            kept = False
            _slide_or_swap(reel, scenario, rng)
            note = reel.note  # type: ignore[attr-defined]
    elif scenario == "stopped":
        k = int(rng.integers(0, len(actions)))
        for a in actions[:k]:
            reel.action(a)
        note = f"stopped after {k} of {len(actions)} turns"
    elif scenario == "wrong":
        k = int(rng.integers(0, len(actions)))
        for a in actions[:k]:
            reel.action(a)
        bad = _wrong_action(reel.state, rng)
        reel.action(bad)
        note = f"{k} right turns, then action {bad}"
    elif scenario == "jump":
        end = PuzzleState(start.grid, start.patterns, _solved_angles(start, actions))
        reel.state = end
        reel.hold(1)
        note = "the answer appears from one frame to the next"
    elif scenario == "crossfade":
        end = PuzzleState(start.grid, start.patterns, _solved_angles(start, actions))
        a, b = puzzle_frame(start), puzzle_frame(end)
        n = int(rng.integers(3, 7))
        for f in range(1, n):
            w = f / n
            reel._add(_mix(a, b, w), None, None)
        reel.state = end
        reel.hold(1)
        note = f"a {n}-frame cross-fade from the question to the answer"
    else:  # pragma: no cover - the check above lists every scenario
        raise AssertionError(scenario)
    reel.hold(int(rng.integers(4, 10)))
    solved = reel.solved
    if scenario in ("slide", "swap"):
        # Whether a moved board "shows the question's puzzle solved" is not a person's call.
        solved = [s if i < reel.moved_at else None for i, s in enumerate(solved)]  # type: ignore[attr-defined]
    return Scene(reel.frames, reel.rest, solved, kept, True, note)


def _solved_angles(start: PuzzleState, actions: list[int]) -> tuple[int, ...]:
    state = start
    for a in actions:
        state = apply_action(state, a)
    return state.angles


def _mix(a: np.ndarray, b: np.ndarray, w: float) -> np.ndarray:
    return np.clip(a * (1.0 - w) + b * w + 0.5, 0, 255).astype(np.uint8)


def _slide_or_swap(reel: _PuzzleReel, scenario: str, rng: np.random.Generator) -> None:
    """Move whole squares (pixels) after the solve: one slides off its place, or two trade."""
    base = puzzle_frame(reel.state)
    boxes = square_boxes(reel.state.grid)
    n = len(boxes)
    i = int(rng.integers(n))
    j = int((i + 1 + rng.integers(n - 1)) % n)
    steps = reel.fpm + 2
    reel.moved_at = len(reel.frames)  # type: ignore[attr-defined]
    bg = base[2, 2].copy()
    if scenario == "slide":
        # Toward the canvas centre, so the square never leaves the canvas.
        cx, cy = (boxes[i][0] + boxes[i][2]) / 2, (boxes[i][1] + boxes[i][3]) / 2
        dx = int(np.sign(384 - cx) or 1) * int(rng.integers(22, 40))
        dy = int(np.sign(256 - cy) or 1) * int(rng.integers(22, 40))
        if rng.random() < 0.5:
            dy = 0
        for f in range(1, steps + 1):
            t = _ease(f / steps)
            reel._add(_paste(base, boxes, {i: (dx * t, dy * t)}, bg), f == steps, None)
        reel.frames.extend([reel.frames[-1]] * 2)
        reel.rest.extend([True, True])
        reel.solved.extend([None, None])
        reel.note = f"solved, then square {i} slides ({dx:+d}, {dy:+d}) px and stays"  # type: ignore[attr-defined]
    else:
        (ax, ay, _, _), (bx, by, _, _) = boxes[i], boxes[j]
        for f in range(1, steps + 1):
            t = _ease(f / steps)
            moves = {i: ((bx - ax) * t, (by - ay) * t), j: ((ax - bx) * t, (ay - by) * t)}
            reel._add(_paste(base, boxes, moves, bg), f == steps, None)
        reel.frames.extend([reel.frames[-1]] * 2)
        reel.rest.extend([True, True])
        reel.solved.extend([None, None])
        reel.note = f"solved, then squares {i} and {j} slide into each other's places"  # type: ignore[attr-defined]
    reel.hold = _frozen_hold(reel)  # type: ignore[method-assign]


def _frozen_hold(reel: _PuzzleReel):
    def hold(n: int) -> None:
        for _ in range(n):
            reel._add(reel.frames[-1], True, None)

    return hold


def _paste(
    base: np.ndarray,
    boxes: list[tuple[int, int, int, int]],
    moves: dict[int, tuple[float, float]],
    bg: np.ndarray,
) -> np.ndarray:
    """``base`` with the squares in ``moves`` lifted and put down shifted by (dx, dy) px."""
    out = base.copy()
    tiles = {k: base[b[1] : b[3], b[0] : b[2]].copy() for k, b in enumerate(boxes)}
    for k in moves:
        x0, y0, x1, y1 = boxes[k]
        out[y0:y1, x0:x1] = bg
    for k, (dx, dy) in moves.items():
        x0, y0, x1, y1 = boxes[k]
        nx, ny = round(x0 + dx), round(y0 + dy)
        out[ny : ny + (y1 - y0), nx : nx + (x1 - x0)] = tiles[k]
    return out


# -- maze --------------------------------------------------------------------------------------


def maze_parts(meta: dict[str, Any]) -> tuple[np.ndarray, tuple[int, int], list[tuple[int, int]]]:
    """(corridors, goal, optimal path) from a maze question's metadata."""
    grid = np.asarray(meta["grid"])
    path = [(int(r), int(c)) for r, c in meta["optimal_path"]]
    return grid != 0, (int(meta["goal"][0]), int(meta["goal"][1])), path


class _MazeReel:
    def __init__(self, corridors: np.ndarray, goal: tuple[int, int], fpm: int) -> None:
        self.corridors = corridors
        self.goal = goal
        self.fpm = fpm
        self.walls_changed = False
        self.pos: tuple[float, float] = (0.0, 0.0)
        self.frames: list[np.ndarray] = []
        self.rest: list[bool | None] = []
        self.solved: list[bool | None] = []

    def _solved(self) -> bool:
        return not self.walls_changed and tuple(int(v) for v in self.pos) == self.goal

    def hold(self, n: int) -> None:
        img = maze_frame(self.corridors, self.pos, self.goal)
        for _ in range(n):
            self.frames.append(img)
            self.rest.append(True)
            self.solved.append(self._solved())

    def walk(self, to: tuple[int, int], cells: int = 1) -> None:
        a, steps = self.pos, self.fpm * cells
        for f in range(1, steps):
            t = _ease(f / steps)
            p = (a[0] + (to[0] - a[0]) * t, a[1] + (to[1] - a[1]) * t)
            self.frames.append(maze_frame(self.corridors, p, self.goal))
            self.rest.append(False)
            self.solved.append(False)
        self.pos = (float(to[0]), float(to[1]))
        self.hold(1)


def _off_path_neighbour(
    corridors: np.ndarray, cell: tuple[int, int], path: list[tuple[int, int]]
) -> tuple[int, int] | None:
    n = corridors.shape[0]
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        r, c = cell[0] + dr, cell[1] + dc
        if 0 <= r < n and 0 <= c < n and corridors[r, c] and (r, c) not in path:
            return (r, c)
    return None


def maze_scene(meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator) -> Scene:
    """The question's maze played out as ``scenario`` (one of :data:`MAZE_SCENARIOS`)."""
    if scenario not in MAZE_SCENARIOS:
        raise ValueError(f"scenario={scenario!r} is not known; allowed: {list(MAZE_SCENARIOS)}")
    corridors, goal, path = maze_parts(meta)
    reel = _MazeReel(corridors, goal, fpm)
    reel.pos = (float(path[0][0]), float(path[0][1]))
    reel.hold(int(rng.integers(3, 7)))
    kept: bool | None = True
    note = scenario
    steps = path[1:]
    if scenario in ("solved", "reverse"):
        for cell in steps:
            reel.walk(cell)
        if scenario == "reverse":
            reel.hold(int(rng.integers(3, 6)))
            for cell in reversed(path[:-1]):
                reel.walk(cell)
            note = "walks to the goal, then back to the start"
    elif scenario == "stopped":
        k = int(rng.integers(0, len(steps)))
        for cell in steps[:k]:
            reel.walk(cell)
        note = f"stopped after {k} of {len(steps)} steps"
    elif scenario == "wrong":
        k = int(rng.integers(0, len(steps)))
        for cell in steps[:k]:
            reel.walk(cell)
        here = path[k]
        off = _off_path_neighbour(corridors, here, path)
        if off is not None:
            note = f"{k} right steps, then into the side corridor {off}"
            reel.walk(off)
        elif k > 0:  # no side corridor here: the wrong move is a step back
            off = path[k - 1]
            note = f"{k} right steps, then a step back to {off}"
            reel.walk(off)
        else:  # a dead-end start has no wrong move: the player stays
            note = "no wrong move from a dead-end start: stays on the start"
    elif scenario == "jump":
        reel.pos = (float(goal[0]), float(goal[1]))
        reel.hold(1)
        note = "the player appears on the goal from one frame to the next"
    elif scenario == "teleport":
        k = int(rng.integers(1, max(2, len(steps))))
        k = min(k, len(steps) - 1) if len(steps) > 1 else 0
        for cell in steps[:k]:
            reel.walk(cell)
        hop = min(len(path) - 1, k + 2)
        reel.pos = (float(path[hop][0]), float(path[hop][1]))
        reel.hold(1)
        for cell in path[hop + 1 :]:
            reel.walk(cell)
        note = f"walks {k} steps, teleports to {path[hop]}, walks on to the goal"
    elif scenario == "slide2":
        i = 0
        slid = False
        while i < len(steps):
            a = path[i]
            if not slid and i + 1 < len(steps):
                b, c = steps[i], steps[i + 1]
                if (b[0] - a[0], b[1] - a[1]) == (c[0] - b[0], c[1] - b[1]):
                    reel.walk(c, cells=2)
                    slid = True
                    i += 2
                    continue
            reel.walk(steps[i])
            i += 1
        note = "walks to the goal" + (", sliding two cells in one go" if slid else "")
    elif scenario == "wall":
        kept = False
        k = int(rng.integers(0, max(1, len(steps) - 1)))
        for cell in steps[:k]:
            reel.walk(cell)
        walls = np.argwhere(~corridors)
        r, c = (int(v) for v in walls[int(rng.integers(len(walls)))])
        changed = corridors.copy()
        changed[r, c] = True
        old, new = maze_frame(corridors, reel.pos, goal), maze_frame(changed, reel.pos, goal)
        reel.corridors = changed
        reel.walls_changed = True
        n = int(rng.integers(1, 4))
        for f in range(1, n):
            reel.frames.append(_mix(old, new, f / n))
            reel.rest.append(True)
            reel.solved.append(False)
        reel.hold(1)
        for cell in steps[k:]:
            reel.walk(cell)
        note = f"wall ({r},{c}) turns to corridor after {k} steps, then walks to the goal"
    else:  # pragma: no cover - the check above lists every scenario
        raise AssertionError(scenario)
    reel.hold(int(rng.integers(4, 10)))
    return Scene(reel.frames, reel.rest, reel.solved, kept, True, note)


def other_puzzle(rng: np.random.Generator) -> dict[str, Any]:
    """Metadata of a puzzle that is not any question's: the questions are all 2x2 loops of the
    same four pieces (different start angles only), so another question's video would still
    show the question's own pieces solved."""
    grid = (3, 3) if rng.random() < 0.5 else (2, 3)
    state = generate_puzzle(rng, grid, "easy")
    return {
        "grid": list(grid),
        "squares": [
            {"connections": list(p), "initial_angle": a}
            for p, a in zip(state.patterns, state.angles, strict=True)
        ],
        "solution_actions": solve(state),
    }


def board_box(task: str, meta: dict[str, Any]) -> tuple[int, int, int, int]:
    """The canvas box (x0, y0, x1, y1) holding the squares or the maze board."""
    if task == "maze_nav":
        size = len(meta["grid"])
        lay = maze_layout(size)
        return lay.x0, lay.y0, lay.x0 + lay.cell * size, lay.y0 + lay.cell * size
    boxes = square_boxes(tuple(meta["grid"]))
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )

"""What a set-v7 video shows: the question played out by the envs' own renderers.

A :class:`Scene` is the source frames on the 768x512 canvas at 24 fps, with what each frame
shows (the question's own puzzle solved at rest, a move part-way, a dissolve between two
boards) and the labels that depend only on the content. Pure drawing: no I/O.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from envs.maze_nav.render import render_frame as maze_frame
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, apply_action, is_solved, solve
from envs.rotation_puzzle.render import render_frame as puzzle_frame
from envs.rotation_puzzle.render import square_boxes

PUZZLE_SCENARIOS = (
    "solved", "stopped_early", "wrong_move", "reverse", "turn_180", "teleport", "crossfade",
    "slide", "swap",
)  # fmt: skip
MAZE_SCENARIOS = (
    "solved", "stopped_early", "wrong_move", "reverse", "two_cell_slide", "teleport",
    "crossfade", "player_jump", "wall_change",
)  # fmt: skip


@dataclass
class Scene:
    """Source frames and what they show.

    Attributes:
        frames: canvas frames, ``uint8`` 512x768x3.
        solved_at: per frame, the question's own board solved and at rest.
        partway: per frame, a move caught part-way (a turn, a step between cells).
        dissolve: per frame, two boards blended (a cross-fade step).
        solved: the last frame shows the question's own puzzle solved (``None``: not decidable).
        squares_kept: no square or wall left its place in any frame.
        first_frame_matches: the first frame is the question's first frame.
    """

    frames: list[np.ndarray] = field(default_factory=list)
    solved_at: list[bool] = field(default_factory=list)
    partway: list[bool] = field(default_factory=list)
    dissolve: list[bool] = field(default_factory=list)
    solved: bool | None = None
    squares_kept: bool | None = True
    first_frame_matches: bool | None = True

    def add(self, frame: np.ndarray, solved: bool = False, partway: bool = False,
            dissolve: bool = False, times: int = 1) -> None:  # fmt: skip
        """Append ``frame`` ``times`` times with what it shows."""
        for _ in range(times):
            self.frames.append(frame)
            self.solved_at.append(solved)
            self.partway.append(partway)
            self.dissolve.append(dissolve)


def _ease(t: float) -> float:
    return 0.5 - 0.5 * np.cos(np.pi * t)


def _blend(a: np.ndarray, b: np.ndarray, w: float) -> np.ndarray:
    return np.clip(a * (1.0 - w) + b * w + 0.5, 0, 255).astype(np.uint8)


# -- the rotation puzzle -------------------------------------------------------------------


def puzzle_state(meta: dict) -> PuzzleState:
    """The question's first state from its ``question_metadata.json``."""
    return PuzzleState(
        tuple(meta["grid"]),
        tuple(tuple(q["connections"]) for q in meta["squares"]),
        tuple(q["initial_angle"] for q in meta["squares"]),
    )


def other_puzzle_meta(rng: np.random.Generator) -> dict:
    """Another puzzle in question-metadata terms: a 2x3 or 3x3 grid drawn by the envs'
    generator. Every exported question is the same 2x2 loop at other start angles, so another
    question's solve would show this question's own puzzle solved: not another puzzle."""
    grid = ((2, 3), (3, 3), (3, 2))[int(rng.integers(0, 3))]
    state = generate_puzzle(rng, grid, "medium")
    return {
        "grid": list(grid),
        "squares": [
            {"connections": list(p), "initial_angle": a}
            for p, a in zip(state.patterns, state.angles, strict=True)
        ],
        "solution_actions": solve(state),
    }


def _turn(scene: Scene, state: PuzzleState, index: int, delta: int, k: int) -> PuzzleState:
    """Animate square ``index`` turning ``delta`` degrees in ``k`` frames; the state after."""
    angles = [float(a) for a in state.angles]
    for f in range(1, k):
        a = list(angles)
        a[index] += delta * _ease(f / k)
        scene.add(puzzle_frame(state, tuple(a)), partway=True)
    new = list(state.angles)
    new[index] = (new[index] + delta) % 360
    after = PuzzleState(state.grid, state.patterns, tuple(new))
    scene.add(puzzle_frame(after), solved=is_solved(after))
    return after


def _fade_to(scene: Scene, a: np.ndarray, b: np.ndarray, k: int, solved_b: bool) -> None:
    for f in range(1, k):
        scene.add(_blend(a, b, f / k), dissolve=True)
    scene.add(b, solved=solved_b)


def _moved_squares(state: PuzzleState, offsets: dict[int, tuple[float, float]]) -> np.ndarray:
    """The board with squares drawn shifted by ``offsets`` (canvas px), the rest in place."""
    base = puzzle_frame(state)
    boxes = square_boxes(state.grid)
    tiles = {i: base[y0:y1, x0:x1].copy() for i, (x0, y0, x1, y1) in enumerate(boxes)}
    out = base.copy()
    background = base[2, 2].copy()
    for i in offsets:
        x0, y0, x1, y1 = boxes[i]
        out[y0:y1, x0:x1] = background
    for i, (dx, dy) in offsets.items():
        x0, y0, x1, y1 = boxes[i]
        x, y = round(x0 + dx), round(y0 + dy)
        out[y : y + y1 - y0, x : x + x1 - x0] = tiles[i]
    return out


def puzzle_scene(meta: dict, scenario: str, k: int, rng: np.random.Generator,
                 hold_start: int = 4, hold_end: int = 8) -> Scene:  # fmt: skip
    """The question played out as ``scenario`` with ``k`` frames per quarter-turn."""
    if scenario not in PUZZLE_SCENARIOS:
        raise ValueError(f"scenario={scenario!r} is not allowed; allowed: {PUZZLE_SCENARIOS}")
    state = puzzle_state(meta)
    actions = [int(a) for a in meta["solution_actions"]]
    scene = Scene()
    scene.add(puzzle_frame(state), times=hold_start)

    def play(s: PuzzleState, acts: Sequence[int]) -> PuzzleState:
        for a in acts:
            index, ccw = divmod(a, 2)
            s = _turn(scene, s, index, -90 if ccw else 90, k)
        return s

    if scenario == "solved":
        state = play(state, actions)
    elif scenario == "stopped_early":
        state = play(state, actions[: max(1, len(actions) - 1 - int(rng.integers(0, 2)))])
    elif scenario == "wrong_move":
        state = play(state, actions[:-1])
        last = actions[-1]
        wrong = [a for a in range(2 * state.num_squares) if a != last]
        state = play(state, [int(rng.choice(wrong))])
    elif scenario == "reverse":
        state = play(state, actions)
        scene.add(scene.frames[-1], solved=True, times=6)
        state = play(state, [a ^ 1 for a in reversed(actions)])
    elif scenario == "turn_180":
        # a square the solution does not touch turns 180 in one motion first
        touched = {a // 2 for a in actions}
        free = [i for i in range(state.num_squares) if i not in touched] or [actions[0] // 2]
        state = _turn(scene, state, int(rng.choice(free)), 180, 2 * k)
        state = play(state, actions)
    elif scenario == "teleport":
        for a in actions:
            state = apply_action(state, a)
        scene.add(puzzle_frame(state), solved=is_solved(state))
    elif scenario == "crossfade":
        for a in actions:
            after = apply_action(state, a)
            _fade_to(scene, puzzle_frame(state), puzzle_frame(after), k, is_solved(after))
            state = after
    elif scenario in ("slide", "swap"):
        state = play(state, actions)
        boxes = square_boxes(state.grid)
        i = int(rng.integers(0, state.num_squares))
        # the neighbour along the row (or the column on a one-column grid)
        j = i ^ 1 if state.grid[1] > 1 else (i + state.grid[1]) % state.num_squares
        dx, dy = boxes[j][0] - boxes[i][0], boxes[j][1] - boxes[i][1]
        frac = 1.0 if scenario == "swap" else float(rng.uniform(0.3, 0.5))
        for f in range(1, k + 1):
            e = _ease(f / k) * frac
            moves = {i: (dx * e, dy * e)}
            if scenario == "swap":
                moves[j] = (-dx * e, -dy * e)
            scene.add(_moved_squares(state, moves), partway=f < k)
        scene.squares_kept = False
        scene.add(scene.frames[-1], times=hold_end)
        scene.solved = None  # squares off their places: the question's own board is not there
        return scene
    else:  # pragma: no cover - the scenarios are checked above
        raise AssertionError(scenario)
    scene.add(scene.frames[-1], solved=scene.solved_at[-1], times=hold_end)
    scene.solved = is_solved(state)
    return scene


# -- the maze --------------------------------------------------------------------------------


def _maze_grid(meta: dict) -> tuple[np.ndarray, tuple[int, int], tuple[int, int], list]:
    grid = np.asarray(meta["grid"])
    path = [tuple(int(v) for v in p) for p in meta["optimal_path"]]
    return grid != 0, tuple(meta["start"]), tuple(meta["goal"]), path


def _step(scene: Scene, corridors: np.ndarray, a: tuple, b: tuple, goal: tuple, k: int,
          at_goal: bool) -> None:  # fmt: skip
    for f in range(1, k):
        e = _ease(f / k)
        pos = (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)
        scene.add(maze_frame(corridors, pos, goal), partway=True)
    scene.add(maze_frame(corridors, b, goal), solved=at_goal)


def maze_scene(meta: dict, scenario: str, k: int, rng: np.random.Generator,
               hold_start: int = 4, hold_end: int = 8) -> Scene:  # fmt: skip
    """The maze question played out as ``scenario`` with ``k`` frames per step."""
    if scenario not in MAZE_SCENARIOS:
        raise ValueError(f"scenario={scenario!r} is not allowed; allowed: {MAZE_SCENARIOS}")
    corridors, start, goal, path = _maze_grid(meta)
    scene = Scene()
    scene.add(maze_frame(corridors, start, goal), times=hold_start)
    walls_changed = False

    def walk(cells: Sequence[tuple]) -> tuple:
        for a, b in itertools.pairwise(cells):
            _step(scene, corridors, a, b, goal, k, b == goal and not walls_changed)
        return cells[-1]

    if scenario == "solved":
        end = walk(path)
    elif scenario == "stopped_early":
        end = walk(path[: max(2, len(path) - 1 - int(rng.integers(0, 2)))])
    elif scenario == "wrong_move":
        i = int(rng.integers(1, len(path) - 1))
        here = path[i]
        options = [
            (here[0] + dr, here[1] + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= here[0] + dr < corridors.shape[0] and 0 <= here[1] + dc < corridors.shape[1]
            and corridors[here[0] + dr, here[1] + dc] and (here[0] + dr, here[1] + dc) != goal
            and (here[0] + dr, here[1] + dc) != path[i + 1]
        ]  # fmt: skip
        # no side corridor: turn back one cell instead (still off the goal)
        end = walk([*path[: i + 1], options[0] if options else path[i - 1]])
    elif scenario == "reverse":
        walk(path)
        scene.add(scene.frames[-1], solved=True, times=6)
        end = walk(path[::-1])
    elif scenario == "two_cell_slide":
        i = int(rng.integers(0, len(path) - 2))
        walk(path[: i + 1])
        _step(scene, corridors, path[i], path[i + 2], goal, k + 2, path[i + 2] == goal)
        end = walk(path[i + 2 :])
    elif scenario == "teleport":
        end = goal
        scene.add(maze_frame(corridors, goal, goal), solved=True)
    elif scenario == "player_jump":
        i = int(rng.integers(0, len(path) - 2))
        walk(path[: i + 1])
        j = min(len(path) - 1, i + 2 + int(rng.integers(0, 2)))
        scene.add(maze_frame(corridors, path[j], goal), solved=path[j] == goal)
        end = walk(path[j:]) if j < len(path) - 1 else path[j]
    elif scenario == "crossfade":
        for a, b in itertools.pairwise(path):
            _fade_to(scene, maze_frame(corridors, a, goal), maze_frame(corridors, b, goal), k,
                     b == goal)  # fmt: skip
        end = goal
    elif scenario == "wall_change":
        half = len(path) // 2
        walk(path[: half + 1])
        walls = np.argwhere(~corridors)
        r, c = walls[int(rng.integers(0, len(walls)))]
        before = maze_frame(corridors, path[half], goal)
        corridors = corridors.copy()
        corridors[r, c] = True
        walls_changed = True
        del before  # the wall opens from one frame to the next
        scene.add(maze_frame(corridors, path[half], goal))
        end = walk(path[half:])
        scene.squares_kept = False
    else:  # pragma: no cover - the scenarios are checked above
        raise AssertionError(scenario)
    scene.add(scene.frames[-1], solved=scene.solved_at[-1], times=hold_end)
    scene.solved = end == goal and not walls_changed
    return scene

"""What a video shows, on the 768x512 canvas, and what a careful person would label it.

A scene is the model's picture sequence before any camera, bars or codec: the package's own
renderers draw every frame, so a square is exactly where the question puts it unless the
scenario moves it. Each frame carries whether it shows the question's puzzle solved and whether
something is part-way through a move; the labels follow the package's definitions (see
docs/datasets.md, "Scoring videos").
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

import numpy as np

from datagen.maze_nav import maze_of
from datagen.rotation_puzzle import state_of
from envs.maze_nav.logic import shortest_path
from envs.maze_nav.render import render_frame as render_maze
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, is_solved, solve
from envs.rotation_puzzle.render import render_frame as render_puzzle
from envs.rotation_puzzle.render import square_boxes

SCENARIOS: dict[str, tuple[str, ...]] = {
    "rotation_puzzle": (
        "solved", "stopped", "wrong", "slide", "swap", "turn180", "reverse", "jump",
        "changed_start", "other",
    ),
    "maze_nav": (
        "solved", "stopped", "wrong", "wall", "teleport", "two_cells", "reverse", "jump",
        "changed_start", "other",
    ),
}  # fmt: skip
"""Scenario names per task (``other``: another puzzle, for the outside group)."""


@dataclass
class Scene:
    """A model's picture sequence and the facts a person reads from it.

    Attributes:
        frames: canvas frames (512x768x3 uint8).
        solved: per frame, the question's own puzzle shown solved.
        moving: per frame, something caught part-way through a move.
        squares_kept: no square or wall left its place (scenario-wide).
        first_frame_matches: the first frame shows the question.
        dissolve: pairs of frame indices a delivery must cross-fade instead of cutting.
        note: what the scenario did, for the report.
    """

    frames: list[np.ndarray]
    solved: list[bool]
    moving: list[bool]
    squares_kept: bool | None
    first_frame_matches: bool | None
    note: str
    solved_final_override: bool | None = None
    dissolve: list[int] = field(default_factory=list)


def _ease(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


# --- rotation puzzle -------------------------------------------------------------------------


def _turn_frames(
    state: PuzzleState, angles: list[float], index: int, delta: float, steps: int
) -> tuple[list[np.ndarray], list[float]]:
    start = angles[index]
    out = []
    for f in range(1, steps + 1):
        angles[index] = start + delta * _ease(f / steps)
        out.append(render_puzzle(state, angles))
    angles[index] = float(round(start + delta) % 360)
    return out, angles


def _puzzle_solved(state: PuzzleState, angles: list[float]) -> bool:
    return is_solved(PuzzleState(state.grid, state.patterns, tuple(int(a) for a in angles)))


def _puzzle_play(
    state: PuzzleState, moves: list[tuple[int, float]], fpm: int
) -> tuple[list[np.ndarray], list[bool], list[bool]]:
    """Frames of ``moves`` (square, signed degrees), each eased over ``fpm`` frames per 90°."""
    angles = [float(a) for a in state.angles]
    frames, solved, moving = [render_puzzle(state)], [is_solved(state)], [False]
    for index, delta in moves:
        steps = max(1, round(fpm * abs(delta) / 90.0))
        new, angles = _turn_frames(state, angles, index, delta, steps)
        frames += new
        moving += [True] * (len(new) - 1) + [False]
        solved += [False] * (len(new) - 1) + [_puzzle_solved(state, angles)]
    return frames, solved, moving


def _plan_moves(state: PuzzleState) -> list[tuple[int, float]]:
    return [(a // 2, -90.0 if a % 2 else 90.0) for a in solve(state)]


def _slide_frames(
    base: np.ndarray, state: PuzzleState, angles: list[float], moves: dict[int, tuple[float, float]],
    steps: int,
) -> list[np.ndarray]:  # fmt: skip
    """Squares ``moves`` (index -> canvas dx, dy) sliding from their places, eased."""
    boxes = square_boxes(state.grid)
    bg = base[0, 0].copy()
    tiles = {i: base[b[1] : b[3], b[0] : b[2]].copy() for i, b in enumerate(boxes) if i in moves}
    out = []
    for f in range(1, steps + 1):
        t = _ease(f / steps)
        img = base.copy()
        for i in moves:
            x0, y0, x1, y1 = boxes[i]
            img[y0:y1, x0:x1] = bg
        for i, (dx, dy) in moves.items():
            x0, y0, x1, y1 = boxes[i]
            ox, oy = round(x0 + dx * t), round(y0 + dy * t)
            img[oy : oy + (y1 - y0), ox : ox + (x1 - x0)] = tiles[i]
        out.append(img)
    return out


def puzzle_scene(meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator) -> Scene:
    """The rotation-puzzle ``scenario`` for the question ``meta``."""
    state = state_of(meta)
    moves = _plan_moves(state)
    n = state.num_squares
    if scenario in ("solved", "reverse", "jump", "changed_start"):
        frames, solved, moving = _puzzle_play(state, moves, fpm)
        note = f"{len(moves)} turns"
        kept, matches = True, True
        if scenario == "reverse":
            hold = int(rng.integers(2, 6))
            frames += [frames[-1]] * hold
            solved += [solved[-1]] * hold
            moving += [False] * hold
            done = PuzzleState(state.grid, state.patterns, (0,) * n)
            back = [(i, -d) for i, d in reversed(moves)][: int(rng.integers(1, len(moves) + 1))]
            more, s2, m2 = _puzzle_play(done, back, fpm)
            frames, solved, moving = frames + more[1:], solved + s2[1:], moving + m2[1:]
            note += f", then {len(back)} back"
        elif scenario == "jump":
            frames, solved, moving = [frames[0], frames[-1]], [solved[0], True], [False, False]
            note = "question then answer, nothing between"
        elif scenario == "changed_start":
            # The model redrew the question with one square already turned: it starts elsewhere.
            i = int(rng.integers(n))
            angles = list(state.angles)
            angles[i] = (angles[i] + 90) % 360
            start = PuzzleState(state.grid, state.patterns, tuple(angles))
            frames, solved, moving = _puzzle_play(start, _plan_moves(start), fpm)
            matches = False
            note = f"square {i} turned before the video starts"
        return Scene(frames, solved, moving, kept, matches, note)
    if scenario == "stopped":
        k = int(rng.integers(0, len(moves))) if len(moves) > 1 else 0
        frames, solved, moving = _puzzle_play(state, moves[:k], fpm)
        if k == 0:  # a model that only half-turns a square and stops
            i, d = moves[0]
            part = float(rng.uniform(0.2, 0.45)) * d
            angles = [float(a) for a in state.angles]
            new, _ = _turn_frames(state, angles, i, part, max(2, fpm // 2))
            frames += new
            solved += [False] * len(new)
            moving += [True] * len(new)
            return Scene(
                frames, solved, moving, True, True, f"stopped part-way in turn 1 of {len(moves)}"
            )
        return Scene(frames, solved, moving, True, True, f"stopped after {k} of {len(moves)} turns")
    if scenario == "turn180":
        # Merge two quarter-turns of one square into one half-turn, or add a needless 360 one.
        merged: list[tuple[int, float]] = []
        for i, d in moves:
            if merged and merged[-1][0] == i:
                merged[-1] = (i, merged[-1][1] + d)
            else:
                merged.append((i, d))
        note = "a half-turn at once" if len(merged) < len(moves) else "a square turned 360"
        if len(merged) == len(moves):
            i = int(rng.integers(n))
            merged.insert(0, (i, 180.0))
            merged.insert(1, (i, 180.0))
        frames, solved, moving = _puzzle_play(state, merged, fpm)
        return Scene(frames, solved, moving, True, True, note)
    if scenario == "wrong":
        k = int(rng.integers(0, len(moves)))
        done = moves[:k]
        angles = [int(a) for a in state.angles]
        for i, d in done:
            angles[i] = int(angles[i] + d) % 360
        # A turn the answer does not need: the state after it is not solved.
        for _ in range(20):
            i = int(rng.integers(n))
            d = float(rng.choice([-90.0, 90.0]))
            trial = list(angles)
            trial[i] = int(trial[i] + d) % 360
            if not is_solved(PuzzleState(state.grid, state.patterns, tuple(trial))):
                break
        frames, solved, moving = _puzzle_play(state, [*done, (i, d)], fpm)
        return Scene(
            frames, solved, moving, True, True, f"{k} right turns then square {i} turned {d:+.0f}"
        )
    if scenario in ("slide", "swap"):
        frames, solved, moving = _puzzle_play(state, moves, fpm)
        last = frames[-1]
        boxes = square_boxes(state.grid)
        if scenario == "slide":
            i = int(rng.integers(n))
            dx = float(rng.choice([-1, 1])) * float(rng.uniform(28, 60))
            dy = float(rng.choice([-1, 1])) * float(rng.uniform(0, 30))
            slid = _slide_frames(last, state, [0.0] * n, {i: (dx, dy)}, max(3, fpm))
            note = f"after the solve square {i} slides ({dx:+.0f}, {dy:+.0f}) px"
        else:
            i, j = (int(v) for v in rng.choice(n, 2, replace=False))
            (a0, b0, _, _), (a1, b1, _, _) = boxes[i], boxes[j]
            slid = _slide_frames(
                last, state, [0.0] * n, {i: (a1 - a0, b1 - b0), j: (a0 - a1, b0 - b1)}, max(3, fpm)
            )
            note = f"after the solve squares {i} and {j} trade places"
        frames += slid
        moving += [True] * (len(slid) - 1) + [False]
        solved += [False] * len(slid)
        # A swap can leave a picture that looks solved; then a person cannot say from the last
        # frame alone, but the squares are not the question's in their places: not solved.
        return Scene(frames, solved, moving, False, True, note, solved_final_override=False)
    if scenario == "other":
        grid = (3, 3) if rng.random() < 0.5 else (2, 3)
        other = generate_puzzle(rng, grid, "easy")
        frames, _, moving = _puzzle_play(other, _plan_moves(other), fpm)
        return Scene(frames, [False] * len(frames), moving, False, False, f"another puzzle {grid}")
    raise ValueError(
        f"scenario={scenario!r} is not known; allowed: {list(SCENARIOS['rotation_puzzle'])}"
    )


# --- maze ------------------------------------------------------------------------------------


def _walk(
    corridors: np.ndarray, cells: list[tuple[int, int]], goal: tuple[int, int], fpm: int,
    jumps: frozenset[int] = frozenset(),
) -> tuple[list[np.ndarray], list[bool], list[bool]]:  # fmt: skip
    """Frames of the player walking ``cells``; a step whose index is in ``jumps`` is a cut."""
    frames = [render_maze(corridors, cells[0], goal)]
    solved, moving = [tuple(cells[0]) == tuple(goal)], [False]
    for k, (a, b) in enumerate(pairwise(cells)):
        span = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        steps = 1 if k in jumps else max(1, fpm * span)
        for f in range(1, steps + 1):
            t = _ease(f / steps)
            pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            frames.append(render_maze(corridors, pos, goal))
            moving.append(f < steps)
            solved.append(f == steps and tuple(b) == tuple(goal))
    return frames, solved, moving


def maze_scene(
    meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator,
    others: list[dict[str, Any]] | None = None,
) -> Scene:  # fmt: skip
    """The maze ``scenario`` for the question ``meta`` (``others``: other questions' metadata)."""
    maze = maze_of(meta)
    cor, start, goal = maze.corridors, tuple(maze.start), tuple(maze.goal)
    path = [tuple(c) for c in shortest_path(cor, start, goal, maze.connectivity)]
    if scenario in ("solved", "jump", "reverse"):
        frames, solved, moving = _walk(cor, path, goal, fpm)
        note = f"{len(path) - 1} steps"
        if scenario == "jump":
            frames, solved, moving = [frames[0], frames[-1]], [False, True], [False, False]
            note = "question then answer, nothing between"
        elif scenario == "reverse":
            back = path[::-1][: int(rng.integers(2, len(path)))]
            hold = int(rng.integers(2, 6))
            more, s2, m2 = _walk(cor, back, goal, fpm)
            frames += [frames[-1]] * hold + more[1:]
            solved += [True] * hold + s2[1:]
            moving += [False] * hold + m2[1:]
            note += f", then {len(back) - 1} back"
        return Scene(frames, solved, moving, True, True, note)
    if scenario == "stopped":
        k = int(rng.integers(1, len(path) - 1)) if len(path) > 2 else 0
        frames, solved, moving = _walk(cor, path[: k + 1], goal, fpm)
        return Scene(
            frames, solved, moving, True, True, f"stopped after {k} of {len(path) - 1} steps"
        )
    if scenario == "wrong":
        # Leave the path into a corridor cell off it and stop there.
        on = set(path)
        options = []
        for k, c in enumerate(path[:-1]):
            for d in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nb = (c[0] + d[0], c[1] + d[1])
                if (
                    0 <= nb[0] < cor.shape[0]
                    and 0 <= nb[1] < cor.shape[1]
                    and cor[nb]
                    and nb not in on
                ):
                    options.append((k, nb))
        if options:
            k, nb = options[int(rng.integers(len(options)))]
            cells = [*path[: k + 1], nb]
            note = f"{k} steps then off the path to {nb}"
        else:  # a corridor with no branch: walk back from part-way
            k = int(rng.integers(1, len(path) - 1))
            cells = [*path[: k + 1], path[k - 1]]
            note = f"{k} steps then one back"
        frames, solved, moving = _walk(cor, cells, goal, fpm)
        return Scene(frames, solved, moving, True, True, note)
    if scenario == "wall":
        # Half-way, a wall cell next to the path opens (or a corridor off the path closes).
        k = max(1, (len(path) - 1) // 2)
        first, s1, m1 = _walk(cor, path[: k + 1], goal, fpm)
        changed = cor.copy()
        off = [tuple(c) for c in np.argwhere(~cor)]
        cell = tuple(int(v) for v in off[int(rng.integers(len(off)))])
        changed[cell] = True
        second, s2, m2 = _walk(changed, path[k:], goal, fpm)
        frames = first + second
        # After the walls changed the maze is not the question's: never solved.
        return Scene(
            frames, s1 + [False] * len(s2), m1 + m2, False, True,
            f"wall at {cell} opens after step {k}", solved_final_override=False,
        )  # fmt: skip
    if scenario == "teleport":
        k = int(rng.integers(0, len(path) - 2)) if len(path) > 2 else 0
        cells = [*path[: k + 1], goal]
        frames, solved, moving = _walk(cor, cells, goal, fpm, jumps=frozenset({k}))
        return Scene(frames, solved, moving, True, True, f"{k} steps then a jump to the goal")
    if scenario == "two_cells":
        # The player slides two cells in one go where the path runs straight.
        cells = [path[0]]
        k = 1
        while k < len(path):
            a = cells[-1]
            if k + 1 < len(path):
                b, c = path[k], path[k + 1]
                if (c[0] - b[0], c[1] - b[1]) == (b[0] - a[0], b[1] - a[1]):
                    cells.append(c)
                    k += 2
                    continue
            cells.append(path[k])
            k += 1
        frames, solved, moving = _walk(cor, cells, goal, fpm)
        return Scene(
            frames, solved, moving, True, True, f"{len(cells) - 1} glides for {len(path) - 1} steps"
        )
    if scenario == "changed_start":
        nbs = [c for c in path[1:-1]] or [path[-1]]
        s0 = nbs[int(rng.integers(len(nbs)))]
        rest = path[path.index(s0) :]
        frames, solved, moving = _walk(cor, rest, goal, fpm)
        return Scene(
            frames, solved, moving, True, False, f"starts on {s0}, not the question's start"
        )
    if scenario == "other":
        pick = (others or [])[int(rng.integers(len(others)))] if others else None
        if pick is None:
            raise ValueError("others must hold another maze question for scenario 'other'")
        om = maze_of(pick)
        op = [
            tuple(c)
            for c in shortest_path(om.corridors, tuple(om.start), tuple(om.goal), om.connectivity)
        ]
        frames, _, moving = _walk(om.corridors, op, tuple(om.goal), fpm)
        return Scene(
            frames,
            [False] * len(frames),
            moving,
            False,
            False,
            f"another maze ({pick.get('shape')})",
        )
    raise ValueError(f"scenario={scenario!r} is not known; allowed: {list(SCENARIOS['maze_nav'])}")


def scene(
    task: str, meta: dict[str, Any], scenario: str, fpm: int, rng: np.random.Generator,
    others: list[dict[str, Any]] | None = None,
) -> Scene:  # fmt: skip
    """The scene of ``scenario`` for ``task``'s question ``meta``."""
    if task == "rotation_puzzle":
        return puzzle_scene(meta, scenario, fpm, rng)
    if task == "maze_nav":
        return maze_scene(meta, scenario, fpm, rng, others)
    raise ValueError(f"task={task!r} is not known; allowed: {list(SCENARIOS)}")

"""The maze-navigation question set for video models (MazeNav-v0's shaped mazes).

Each question is one maze: ``first_frame.png`` shows the player (red disc) on its start cell,
``final_frame.png`` shows it on the goal (green square), ``prompt.txt`` asks for a video of the
player walking along the corridors to the goal, and ``question_metadata.json`` holds the code
grid, shape, connectivity, start, goal and one optimal path. Frames come from
:mod:`envs.maze_nav.render` and are read back with its :func:`~envs.maze_nav.render.read_frame`.
The task is :class:`MazeNavTask` (registered as ``"maze_nav"``) with :class:`MazeNavOptions`;
:func:`create_dataset` is the entry point for evaluation kits. Mazes are drawn solvable within
the specification's move limit, :data:`envs.maze_nav.constants.MAX_MOVES`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from datagen import export
from datagen.base import CAMERA, FrameCheck, Seen, Task, TaskOptions, Verdict, as_drawn, choices
from datagen.envelope_style import REAL_STYLE_LIMITS
from datagen.io import ArgumentError
from datagen.maze_mixed import mixed_cells
from datagen.registry import register_task
from datagen.video import DEFAULT_FRAMES_PER_MOVE
from envs.config_fields import option
from envs.maze_nav.constants import ALL_SHAPE_NAMES, MAX_MOVES, MIN_SIZE, SHAPE_NAMES
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import GOAL, PLAYER, WALL, Maze, shortest_path
from envs.maze_nav.render import (
    BACKGROUND,
    CANVAS_SIZE,
    CORRIDOR_COLOUR,
    GOAL_COLOUR,
    GOAL_INSET,
    PLAYER_COLOUR,
    UNREAD,
    WALL_COLOUR,
    layout,
    player_discs,
    read_frame,
    render_frame,
)

DEFAULT_SIZE = 5
GOAL_TOLERANCE = 0.5 * math.sin(math.pi / (2 * DEFAULT_FRAMES_PER_MOVE)) ** 2
"""Cells (about 0.019) the player's centre may sit from the goal cell's centre and count as
arrived. Derived from the renderer: a move is eased as ``(1 - cos(pi t)) / 2`` of a cell, so the
last in-between frame at F frames per move stops ``sin²(pi / 2F)`` of a cell short (0.038 at
the default F = 8); half of that separates it from arrival. The disc's centre is measured to
well under a pixel on a calibrated frame."""
MOVING_CELLS = 0.05
"""Cells the player's centre sits from the nearest cell's centre while visibly between two cells
(an animated answer, not a jump). Well above the disc centre's error at rest (under 0.01
through blur, grain and VP9; ``GOAL_TOLERANCE`` is 0.019); at 0.15 a move of 3 frames under
blur read 0.14 off on each part-way frame, and one of 6 frames 0.067 off on its first and last,
and those answers were called jumps or left unknown (issue 36's seventh round)."""
PARTIAL_DISC = 0.5
"""A blob in the player's colour under this share of the player's area, beside one that is
whole, is a part: a mark's or app UI's dot in a like colour (set v7: a pink dot in a grey ring
over the board, 0.21-0.22 of the player's area, read as "player shown 2 times") or a player
mostly covered. Which one the frame cannot say: it is not read (unknown, never a second
player)."""
# The largest side the specification plans (7, 9, 11); the env itself allows up to
# envs.maze_nav.constants.MAX_SIZE.
MAX_QUESTION_SIZE = 11

PROMPT = (
    "This top-down picture shows a maze: dark cells are walls, white cells are corridors, the "
    "red disc is the player and the green square is the goal. Move the red disc along the white "
    "corridors, one cell at a time{diagonal}, until it stands on the green goal square, taking "
    "the shortest route. The disc must never cross or pass through a dark wall cell. Keep the "
    "camera fixed in the top-down view and leave the walls, the corridors and the goal exactly "
    "where they are. Stop the video when the red disc is on the goal."
)


def prompt_for(connectivity: int) -> str:
    """The maze prompt, saying whether diagonal steps are allowed."""
    diagonal = (
        " (diagonal steps between corridor cells are allowed)"
        if connectivity == 8
        else (" (up, down, left or right only, no diagonal steps)")
    )
    return PROMPT.format(diagonal=diagonal)


def difficulty_of(moves: int) -> str:
    """A coarse difficulty from the optimal path length: easy <= 3 moves, medium <= 6, hard."""
    return "easy" if moves <= 3 else "medium" if moves <= 6 else "hard"


@dataclass(frozen=True)
class MazeNavOptions(TaskOptions):
    """The maze question set's options."""

    shapes: tuple[str, ...] = option(
        SHAPE_NAMES,
        help="maze_nav: corridor shapes, taken in turn (the six by default; the extended "
        "N, L, T, plus, H, envelope, house when named)",
    )
    size: int = option(DEFAULT_SIZE, help=f"maze_nav: grid side, {MIN_SIZE}..{MAX_QUESTION_SIZE}")

    def validate(self) -> None:
        """``shapes``: one name or several of the six or the extended shapes (empty: the six);
        ``size``: 5..MAX_QUESTION_SIZE."""
        # Empty means the six; the extended shapes are taken only when named.
        self._set("shapes", choices(self.shapes or SHAPE_NAMES, ALL_SHAPE_NAMES, "shape"))
        size = self.size
        if (
            isinstance(size, bool)
            or not isinstance(size, int)
            or not MIN_SIZE <= size <= MAX_QUESTION_SIZE
        ):
            raise ArgumentError(
                f"size={size!r} is not allowed; allowed: an integer {MIN_SIZE}..{MAX_QUESTION_SIZE}"
            )


def maze_of(spec_or_metadata: dict[str, Any]) -> Maze:
    """The maze of a plan entry or of question metadata."""
    codes = np.asarray(spec_or_metadata["grid"], dtype=np.int8)
    corridors = codes != WALL
    start = tuple(int(v) for v in np.argwhere(codes == PLAYER)[0])
    goal = tuple(int(v) for v in np.argwhere(codes == GOAL)[0])
    return Maze(
        corridors, start, goal, int(spec_or_metadata["connectivity"]), spec_or_metadata.get("shape")
    )  # type: ignore[arg-type]


def _path(maze: Maze) -> list[tuple[int, int]]:
    path = shortest_path(maze.corridors, maze.start, maze.goal, maze.connectivity)
    if path is None:  # generate_maze only returns solvable mazes
        raise ValueError(f"maze {maze.maze_id} has no path from start to goal")
    return path


class MazeNavTask(Task[MazeNavOptions]):
    """MazeNav-v0's shaped mazes: walk the player along the corridors to the goal."""

    name = "maze_nav"
    title = "Maze Navigation"
    description = "Move the player along shaped corridors to the goal"
    task_category = "MazeNav"
    options_type = MazeNavOptions
    round_robin = "shapes"
    required_keys = {
        "task_id": str,
        "domain": str,
        "difficulty": str,
        "shape": str,
        "size": int,
        "connectivity": int,
        "grid": list,
        "start": list,
        "goal": list,
        "optimal_path": list,
        "min_moves": int,
        "canvas_size": dict,
        "camera": dict,
    }
    question_picture = "the metadata's maze with the player at start"
    solved_picture = "the player on the goal"
    answer_picture = "the player on the goal of this maze"

    background = BACKGROUND
    content_colours = (WALL_COLOUR, CORRIDOR_COLOUR, GOAL_COLOUR, PLAYER_COLOUR)

    def content_box(self, meta: dict[str, Any]) -> tuple[float, float, float, float] | None:
        lay = layout(int(meta["size"]))
        return lay.x0, lay.y0, lay.x0 + lay.cell * lay.size, lay.y0 + lay.cell * lay.size

    def shows_question(
        self, meta: dict[str, Any], frame: np.ndarray, seen: Seen = as_drawn
    ) -> bool | None:
        """The question's walls with one player at rest on the start cell (within the
        envelope's wobble, ``REAL_STYLE_LIMITS["wobble"]`` canvas px, of it); None: unreadable,
        or the player within a cell of the start yet not on it (leaving it, or read a little
        off it through a wobbling or moving camera: the frame cannot say which)."""
        verdict, player = self._read(meta, frame, seen)
        if not verdict["readable"]:
            return None
        if verdict["problems"] or player is None:
            return False
        start = maze_of(meta).start
        off = math.hypot(player[0] - start[0], player[1] - start[1])
        # The wobble the envelope allows moves the player that far against the maze: its
        # displacement turns within two cells (set v5: 1.7 px every 211 px), so no wall near
        # enough to measure it against moves alike (a first frame read 0.023-0.036 off).
        if off <= GOAL_TOLERANCE + REAL_STYLE_LIMITS["wobble"] / layout(maze_of(meta).size).cell:
            return True
        # At rest on another cell, or farther than a cell: the player is clearly elsewhere.
        at_rest_elsewhere = verdict.get("state") is not None and verdict["state"] != tuple(start)
        return None if off < 1.0 and not at_rest_elsewhere else False

    def draw(
        self, rng: np.random.Generator, variant: str, options: MazeNavOptions
    ) -> tuple[Hashable, dict[str, Any]]:
        """A maze of shape ``variant`` solvable within the move limit; same maze id = repeat."""
        maze = generate_maze(rng, variant, options.size, "auto", MAX_MOVES)
        fields = {
            "shape": variant,
            "grid": maze.codes().tolist(),
            "connectivity": maze.connectivity,
        }
        return maze.maze_id, fields

    def describe(self, variant: str, options: MazeNavOptions) -> str:
        return f"{variant!r} mazes of size {options.size}"

    def metadata(self, spec: dict[str, Any]) -> dict[str, Any]:
        maze = maze_of(spec)
        path = _path(maze)
        return {
            "task_id": spec["task_id"],
            "domain": self.name,
            "difficulty": difficulty_of(len(path) - 1),
            "maze_id": maze.maze_id,
            "shape": spec["shape"],
            "size": maze.size,
            "connectivity": maze.connectivity,
            "grid": maze.codes().tolist(),
            "grid_codes": {"0": "wall", "1": "corridor", "2": "player", "3": "goal"},
            "start": list(maze.start),
            "goal": list(maze.goal),
            "optimal_path": [list(c) for c in path],
            "min_moves": len(path) - 1,
            "canvas_size": {"width": CANVAS_SIZE[0], "height": CANVAS_SIZE[1]},
            "camera": dict(CAMERA),
        }

    def prompt(self, spec: dict[str, Any]) -> str:
        """The maze prompt, with or without diagonal steps."""
        return prompt_for(int(spec["connectivity"]))

    def frames(self, spec: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
        """``(first, final)`` frames: the player on the start cell, then on the goal."""
        maze = maze_of(spec)
        return (
            render_frame(maze.corridors, maze.start, maze.goal),
            render_frame(maze.corridors, maze.goal, maze.goal),
        )

    def iter_video_frames(self, spec: dict[str, Any], frames_per_move: int) -> Iterator[np.ndarray]:
        """The ground-truth solution: the player walking the optimal path, eased per move."""
        maze = maze_of(spec)
        path = _path(maze)
        yield render_frame(maze.corridors, path[0], maze.goal)
        for a, b in pairwise(path):
            for f in range(1, frames_per_move + 1):
                t = 0.5 - 0.5 * np.cos(np.pi * f / frames_per_move)
                pos = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                yield render_frame(maze.corridors, pos, maze.goal)

    def content_problems(self, meta: dict[str, Any], problems: list[str]) -> list[str]:
        """The grid must be a playable maze whose start, goal and shortest path match."""
        try:
            maze = maze_of(meta)
            path = _path(maze)
        except (ValueError, TypeError, IndexError, KeyError, OverflowError) as exc:
            return [f"grid is not a playable maze: {exc}"]
        found = []
        if [list(maze.start), list(maze.goal)] != [meta["start"], meta["goal"]]:
            found.append("start/goal do not match the grid's player and goal cells")
        if len(meta["optimal_path"]) != len(path) or meta["min_moves"] != len(path) - 1:
            found.append(
                f"optimal_path/min_moves do not match the shortest path ({len(path) - 1} moves)"
            )
        return found

    def read_back(self, meta: dict[str, Any], frame: np.ndarray) -> FrameCheck:
        """The frame read back against the metadata's maze (player at start, on the goal)."""
        maze = maze_of(meta)
        r = read_frame(frame, maze.size)
        if not r.readable:
            return FrameCheck(False, r.reason)
        return FrameCheck(
            True,
            "",
            shows_question=np.array_equal(r.codes, maze.codes()),
            solved=r.player_on_goal,
            shows_answer=r.player_on_goal and np.array_equal(r.codes != WALL, maze.corridors),
        )

    def score_frame(
        self, meta: dict[str, Any], frame: np.ndarray, seen: Seen = as_drawn
    ) -> Verdict:
        """Judge a canvas frame: readable, player on the goal, maze cells changed, and what is
        visibly wrong (walls changed, the player missing or shown twice).

        ``squares_moved`` lists the cells (row-major index) whose wall/corridor status differs
        from the question's maze. ``solved``: the same maze with one player whose centre is
        within :data:`GOAL_TOLERANCE` cells of the goal cell's centre. Never raises on the frame.
        """
        return self._read(meta, frame, seen)[0]

    def _read(
        self, meta: dict[str, Any], frame: np.ndarray, seen: Seen
    ) -> tuple[Verdict, tuple[float, float] | None]:
        maze = maze_of(meta)
        colours = [seen(c) for c in (WALL_COLOUR, CORRIDOR_COLOUR, PLAYER_COLOUR, GOAL_COLOUR)]
        tolerate = int(UNREAD_CELLS * maze.size * maze.size)
        r = read_frame(frame, maze.size, np.asarray(colours, np.float32), tolerate)
        verdict = Verdict(readable=False, solved=False, reason=r.reason or "", squares_moved=[],
                          wrong_squares=[], background_ok=True, problems=[])  # fmt: skip
        if r.codes is None:
            return verdict, None
        # A cell beside one with no maze colour is under the same mark's edge, its colour
        # pulled toward another of the maze's (set v4: a big mark's fringe read as walls
        # changed): unknown too. The others are compared.
        unknown = r.codes == UNREAD
        differs = (r.codes != WALL) != maze.corridors
        # A cell read changed from its centre alone, two things at once inside it (a letter
        # over a wall, datagen.maze_mixed): unknown as well, its neighbours with it.
        mixed = mixed_cells(frame, maze.size, np.asarray(colours, np.float32), r.codes,
                            np.flatnonzero(differs & ~unknown))  # fmt: skip
        for i in mixed:
            unknown[i // maze.size, i % maze.size] = True
        unread = np.pad(unknown, 1)
        near = np.zeros_like(unread)
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                near |= np.roll(np.roll(unread, dy, axis=0), dx, axis=1)
        seen_cells = ~near[1:-1, 1:-1]
        changed = [int(i) for i in np.flatnonzero(differs & seen_cells)]
        problems = []
        if changed:
            cells = ", ".join(f"({i // maze.size},{i % maze.size})" for i in changed[:6])
            more = f" and {len(changed) - 6} more" if len(changed) > 6 else ""
            problems.append(f"walls changed at {len(changed)} cells: {cells}{more}")
        discs = player_discs(frame, maze.size, colours[2], (colours[1], colours[3], colours[0]))
        covered = [*r.unread, *((i // maze.size, i % maze.size) for i in sorted(mixed))]
        if covered and _covers_what_decides(covered, maze.goal, discs):
            # A cell with no maze colour on the goal, or at a player (or where it may be
            # hidden): what decides the verdict is not seen, so the frame is not read.
            rr, cc = covered[0]
            what = "has no maze colour" if covered[0] in r.unread else "shows two colours at once"
            verdict.update(reason=f"cell ({rr},{cc}) {what}")
            return verdict, None
        whole = [d for d in discs if d[2] >= PARTIAL_DISC]
        if len(whole) == 1 and len(discs) > 1:
            verdict.update(reason="a blob in the player's colour too small to be the player "
                                  "beside it: a mark's, or the player covered")  # fmt: skip
            return verdict, None
        player = None
        if not discs:
            problems.append("player missing")
        elif len(discs) > 1:
            problems.append(f"player shown {len(discs)} times")
        else:
            player = discs[0][:2]
        gr, gc = maze.goal
        measured = False
        if player is not None and math.hypot(player[0] - gr, player[1] - gc) < 0.5:
            # The player is measured against the goal square as drawn in this frame: a wobble or
            # the registration's residual shifts both alike (the square never moves).
            found = _goal_found(frame, maze.size, maze.goal, colours)
            measured = found is not None
            gr, gc = found if found is not None else (gr, gc)
        to_goal = math.inf if player is None else math.hypot(player[0] - gr, player[1] - gc)
        on_goal = to_goal <= GOAL_TOLERANCE
        # The goal square's edges not found (the disc over it, a small picture's soft edges),
        # the player is measured against the layout, which the envelope's wobble moves that
        # far against it (set v9: a 9x9 maze under a 2 degree roll, 0.027 of a cell off at rest
        # on the goal): within it, whether it arrived is not known (the goal cell unknown).
        unsure_goal = (
            not on_goal
            and not measured
            and to_goal <= GOAL_TOLERANCE + REAL_STYLE_LIMITS["wobble"] / layout(maze.size).cell
        )
        cell = None if player is None else (round(player[0]), round(player[1]))
        centre = (gr, gc) if cell == tuple(maze.goal) else cell
        off = (
            0.0 if player is None or centre is None
            else math.hypot(player[0] - centre[0], player[1] - centre[1])
        )  # fmt: skip
        verdict.update(
            readable=True,
            reason="",
            solved=bool(on_goal and not problems),
            on_goal=bool(on_goal),  # the player on the goal, whatever else changed
            squares_moved=changed,
            problems=problems,
            state=cell if not problems and off <= GOAL_TOLERANCE else None,
            moving=off > MOVING_CELLS,
        )
        if unsure_goal and not problems:
            verdict["unknown_squares"] = [int(maze.goal[0]) * maze.size + int(maze.goal[1])]
        return verdict, player


def _covers_what_decides(
    unread: Sequence[tuple[int, int]],
    goal: Sequence[int],
    discs: Sequence[tuple[float, float, float]],
) -> bool:
    """Whether cells with no maze colour (``unread``) may hide what a maze frame's verdict
    rests on: the goal cell, a cell next to a blob in the player's colour that is less than a
    whole disc (:data:`WHOLE_DISC`: fading or partly covered), or the player itself when no
    disc of half its area is seen. A mark beside a whole disc hides none of it (set v18:
    v18_017, a logo over the wall cell beside a player at rest on the goal, read unreadable)."""
    if tuple(goal) in {tuple(c) for c in unread}:
        return True
    if not any(d[2] >= PARTIAL_DISC for d in discs):
        return True
    return any(
        abs(r - d[0]) <= 1.5 and abs(c - d[1]) <= 1.5 and d[2] < WHOLE_DISC
        for r, c in unread
        for d in discs
    )


WHOLE_DISC = 0.9
"""A blob in the player's colour of at least this share of the player's area is the player
whole: nothing beside it covers part of it."""


UNREAD_CELLS = 0.3
"""The largest share of a maze's cells with no maze colour (a mark along the bottom over a
9x9 maze's last row, or one crossing two of its rows, set v9) that a frame is read around,
those cells unknown: their walls are not compared, and a frame where they may hide the player
or the goal is not read. More, and the frame is unreadable as before."""

GOAL_SHIFT_CELLS = 0.1
"""The farthest (in cells, per axis) the goal square may be found from where the canvas's
layout puts it; farther, its edges were not found (a mark, a different picture) and the
layout's centre is used."""


def goal_seen(
    frame: np.ndarray, size: int, goal: tuple[int, int], colours: Sequence[Sequence[float]]
) -> tuple[float, float]:
    """The goal square's centre in cells as drawn on a canvas frame: the middle of the rows and
    columns where its colour spans at least a quarter of its side (its corners stay in sight
    around the player's disc, which never covers an edge whole), when they are a side apart. ``colours``: wall, corridor,
    player and goal as seen. The layout's centre when the edges are not found. Never raises."""
    found = _goal_found(frame, size, goal, colours)
    return (float(goal[0]), float(goal[1])) if found is None else found


def _goal_found(
    frame: np.ndarray, size: int, goal: tuple[int, int], colours: Sequence[Sequence[float]]
) -> tuple[float, float] | None:
    """:func:`goal_seen`'s centre, None when the goal square's edges are not found."""
    lay = layout(size)
    gr, gc = float(goal[0]), float(goal[1])
    arr = np.asarray(frame)
    if arr.ndim != 3 or arr.shape[2] < 3 or (arr.shape[1], arr.shape[0]) != CANVAS_SIZE:
        return None
    pad = GOAL_SHIFT_CELLS + 0.05
    x0, y0 = lay.cell_box(gr - pad, gc - pad)
    x0, y0 = max(0, int(x0)), max(0, int(y0))
    span = math.ceil(lay.cell * (1 + 2 * pad))
    patch = arr[y0 : y0 + span, x0 : x0 + span, :3].astype(np.float32)
    target = np.asarray(colours[3], np.float32)
    # Halfway to the nearest other colour, channel by channel (as the player's disc is found).
    half = 0.5 * min(float(np.abs(target - np.asarray(o, np.float32)).max()) for o in colours[:3])
    mask = np.all(np.abs(patch - target) <= half, axis=2)
    side = (1 - 2 * GOAL_INSET) * lay.cell
    cols = np.flatnonzero(mask.sum(axis=0) >= 0.25 * side)
    rows = np.flatnonzero(mask.sum(axis=1) >= 0.25 * side)
    if len(cols) < 2 or len(rows) < 2:
        return None
    if max(abs(cols[-1] - cols[0] + 1 - side), abs(rows[-1] - rows[0] + 1 - side)) > 0.1 * side:
        return None  # not the square's two edges (covered, or something else in its colour)
    cx = x0 + 0.5 * (cols[0] + cols[-1] + 1)
    cy = y0 + 0.5 * (rows[0] + rows[-1] + 1)
    r, c = (cy - lay.y0) / lay.cell - 0.5, (cx - lay.x0) / lay.cell - 0.5
    if abs(r - gr) > GOAL_SHIFT_CELLS or abs(c - gc) > GOAL_SHIFT_CELLS:
        return None
    return float(r), float(c)


def create_dataset(
    num_samples: int = 10,
    shapes: Sequence[str] | None = None,
    seed: int | None = None,
    out_dir: str | Path | None = None,
    *,
    size: int = DEFAULT_SIZE,
    **settings: Any,
) -> dict[str, Any]:
    """Write ``num_samples`` maze questions under ``out_dir/maze_nav_task`` and describe them.

    Same arguments and return value as :func:`datagen.rotation_puzzle.create_dataset`, with
    ``shapes`` (any of :data:`envs.maze_nav.constants.ALL_SHAPE_NAMES`, round-robin; the six by
    default) and ``size`` instead of difficulties; each pair carries ``maze_nav_data``.
    """
    return export.create_dataset(
        TASK, num_samples, seed, out_dir, shapes=shapes, size=size, **settings
    )


TASK = register_task(MazeNavTask())

"""The rotation-puzzle question set for video models (RotationPuzzle-v0's seed puzzle).

Each question is one 2×2 puzzle of four L-shaped pipe squares: ``first_frame.png`` shows the
squares at their initial angles, ``final_frame.png`` at their target angles (all 0°, one closed
loop), ``prompt.txt`` is the specification's prompt word for word and
``question_metadata.json`` describes the squares. Frames come from
:mod:`envs.rotation_puzzle.render` and are checked with :mod:`envs.rotation_puzzle.decode`; this
module draws nothing itself.

An evaluation kit registers the task with an entry such as::

    "rotation_puzzle": {
        "name": "Rotation Puzzle",
        "description": "Pipe puzzle with rotatable squares",
        "module": "datagen.rotation_puzzle",
        "create_function": "create_dataset",
        "process_dataset": lambda dataset, num_samples: dataset["pairs"],
    }
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from datagen.io import ArgumentError
from envs.rotation_puzzle.decode import decode_frame
from envs.rotation_puzzle.generator import DIFFICULTIES, generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, min_turns, openings, solve
from envs.rotation_puzzle.pieces import L_PATTERNS
from envs.rotation_puzzle.render import (
    BACKGROUND,
    CANVAS_SIZE,
    layout,
    render_frame,
    rotation_frames,
    square_boxes,
)

DOMAIN = "rotation_puzzle"
TASK_CATEGORY = "RotationPuzzle"
DATA_KEY = "rotation_puzzle_data"
NAME = "Rotation Puzzle"
DESCRIPTION = "Pipe puzzle with rotatable squares"
GRID = (2, 2)
DIFFICULTY_NAMES: tuple[str, ...] = ("easy", "medium", "hard")
MAX_DRAWS_PER_QUESTION = 2000
MOVED_PIXELS = 3.0  # a square's content this far (canvas px) from its place counts as moved
MIN_COVERAGE = 0.5  # less drawn area than this over a square's box counts as missing

# The specification's "Prompt Template", word for word.
PROMPT = (
    "Solve this rotation puzzle by rotating the four squares to connect the pipe paths. Each "
    "square can be rotated 90 degrees clockwise or counterclockwise. Rotate the squares so that "
    "all pipe paths connect to form a continuous path. Keep the camera view fixed in the top-down "
    "perspective and maintain all square positions unchanged. Stop the video when all pipes are "
    "connected and the puzzle is solved."
)

_PATTERN_NAMES = {pattern: name for name, pattern in L_PATTERNS.items()}


def normalize_options(options: dict[str, Any]) -> dict[str, Any]:
    """Check the task's options: ``difficulties`` (default all three, in order).

    Raises:
        ArgumentError: naming the option, the bad value and the allowed values.
    """
    unknown = sorted(set(options) - {"difficulties"})
    if unknown:
        raise ArgumentError(f"{DOMAIN} takes no option(s) {unknown}; allowed: ['difficulties']")
    diffs = options.get("difficulties") or list(DIFFICULTY_NAMES)
    if isinstance(diffs, str):
        diffs = [diffs]
    for d in diffs:
        if d not in DIFFICULTIES:
            raise ArgumentError(f"difficulty {d!r} is not known; allowed: {list(DIFFICULTY_NAMES)}")
    return {"difficulties": list(diffs)}


def task_id(i: int) -> str:
    return f"{DOMAIN}_{i:04d}"


def plan(count: int, seed_seq: np.random.SeedSequence, options: dict[str, Any]) -> list[dict]:
    """Draw ``count`` distinct puzzles, difficulties round-robin; one child seed per question.

    Planning is sequential and cheap, so the set does not depend on how rendering is spread
    over worker processes. A draw that repeats an earlier puzzle is redrawn from the same
    question's generator.

    Raises:
        ArgumentError: when there are not enough distinct puzzles of some difficulty.
    """
    diffs = options["difficulties"]
    seen: set[tuple[int, ...]] = set()
    specs = []
    for i, child in enumerate(seed_seq.spawn(count)):
        rng = np.random.default_rng(child)
        difficulty = diffs[i % len(diffs)]
        for _ in range(MAX_DRAWS_PER_QUESTION):
            state = generate_puzzle(rng, GRID, difficulty)
            if state.angles not in seen:
                break
        else:
            raise ArgumentError(
                f"pairs_per_domain={count} asks for more distinct {difficulty!r} puzzles than "
                f"could be found (question {i}); use a smaller count or more difficulties"
            )
        seen.add(state.angles)
        specs.append(
            {
                "task_id": task_id(i),
                "difficulty": difficulty,
                "patterns": [list(p) for p in state.patterns],
                "angles": list(state.angles),
            }
        )
    return specs


def state_of(spec_or_metadata: dict[str, Any]) -> PuzzleState:
    """The puzzle's start state from a plan entry or from question metadata."""
    if "squares" in spec_or_metadata:
        squares = spec_or_metadata["squares"]
        return PuzzleState(
            tuple(spec_or_metadata.get("grid", GRID)),
            tuple(tuple(s["connections"]) for s in squares),
            tuple(int(s["initial_angle"]) for s in squares),
        )
    return PuzzleState(
        GRID,
        tuple(tuple(p) for p in spec_or_metadata["patterns"]),
        tuple(spec_or_metadata["angles"]),
    )


def solved_state(state: PuzzleState) -> PuzzleState:
    return PuzzleState(state.grid, state.patterns, (0,) * state.num_squares)


def metadata(spec: dict[str, Any]) -> dict[str, Any]:
    """The ``question_metadata.json`` content for one planned question."""
    state = state_of(spec)
    cols = state.grid[1]
    squares = []
    for i, (box, pattern, angle) in enumerate(
        zip(square_boxes(state.grid), state.patterns, state.angles, strict=True)
    ):
        squares.append(
            {
                "index": i,
                "position": {"row": i // cols, "col": i % cols, "box": list(box)},
                "initial_angle": angle,
                "target_angle": 0,
                "pipe_pattern": _PATTERN_NAMES.get(pattern, "custom"),
                "connections": list(pattern),
            }
        )
    return {
        "task_id": spec["task_id"],
        "domain": DOMAIN,
        "difficulty": spec["difficulty"],
        "grid": list(state.grid),
        "num_squares": state.num_squares,
        "squares": squares,
        "min_turns": min_turns(state),
        "solution_actions": solve(state),
        "canvas_size": {"width": CANVAS_SIZE[0], "height": CANVAS_SIZE[1]},
        "camera": {"view": "top_down", "movement": "static"},
    }


def prompt(spec: dict[str, Any]) -> str:
    """The same specification prompt for every question."""
    return PROMPT


def frames(spec: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """``(first, final)`` frames: the start state and the solved state."""
    state = state_of(spec)
    return render_frame(state), render_frame(solved_state(state))


def video_frames(spec: dict[str, Any], frames_per_move: int) -> list[np.ndarray]:
    """The ground-truth solution: each quarter-turn of an optimal solution, eased."""
    state = state_of(spec)
    return rotation_frames(state, solve(state), frames_per_turn=frames_per_move)


REQUIRED_KEYS = {
    "task_id": str,
    "domain": str,
    "difficulty": str,
    "num_squares": int,
    "squares": list,
    "min_turns": int,
    "canvas_size": dict,
    "camera": dict,
}
SQUARE_KEYS = ("index", "position", "initial_angle", "target_angle", "pipe_pattern", "connections")


def metadata_problems(meta: dict[str, Any]) -> list[str]:
    """Schema problems of ``question_metadata.json`` (empty when it is well formed)."""
    problems = []
    for key, kind in REQUIRED_KEYS.items():
        if not isinstance(meta.get(key), kind) or isinstance(meta.get(key), bool):
            problems.append(f"key {key!r} missing or not {kind.__name__}")
    if problems:
        return problems
    if meta["domain"] != DOMAIN:
        problems.append(f"domain is {meta['domain']!r}, expected {DOMAIN!r}")
    if meta["difficulty"] not in DIFFICULTIES:
        problems.append(f"difficulty {meta['difficulty']!r} not in {list(DIFFICULTY_NAMES)}")
    if meta["camera"] != {"view": "top_down", "movement": "static"}:
        problems.append(f"camera is {meta['camera']!r}, expected top_down/static")
    if len(meta["squares"]) != meta["num_squares"]:
        problems.append(f"num_squares={meta['num_squares']} but {len(meta['squares'])} squares")
    for i, sq in enumerate(meta["squares"]):
        missing = [k for k in SQUARE_KEYS if not isinstance(sq, dict) or k not in sq]
        if missing:
            problems.append(f"squares[{i}] lacks {missing}")
    if not problems:
        try:
            state = state_of(meta)
            if min_turns(state) != meta["min_turns"]:
                problems.append(
                    f"min_turns={meta['min_turns']} but the puzzle needs {min_turns(state)}"
                )
        except (ValueError, TypeError, KeyError) as exc:
            problems.append(f"squares do not form a puzzle: {exc}")
    return problems


def frame_problems(meta: dict[str, Any], first: np.ndarray, final: np.ndarray) -> list[str]:
    """Problems found by decoding the two frames against the metadata's puzzle."""
    state = state_of(meta)
    problems = []
    r = decode_frame(first, state.grid)
    if not r.readable:
        problems.append(f"first_frame.png does not decode: {r.reason}")
    elif not np.array_equal(r.openings, openings(state)):
        problems.append("first_frame.png does not show the metadata's initial angles")
    elif r.solved:
        problems.append("first_frame.png shows a solved puzzle")
    r = decode_frame(final, state.grid)
    if not r.readable:
        problems.append(f"final_frame.png does not decode: {r.reason}")
    elif not r.solved or not np.array_equal(r.openings, openings(solved_state(state))):
        problems.append("final_frame.png does not show the solved puzzle")
    return problems


def square_offsets(
    frame: np.ndarray, grid: tuple[int, int] = GRID
) -> list[tuple[float, float, float]]:
    """Per square ``(dx, dy, coverage)``: where its drawn content sits against its place.

    Within each square's box widened by half the spacing, the non-background pixels' centroid
    is compared with the box centre (canvas pixels). A square turned by any angle about its
    centre keeps its centroid; a moved one does not; ``coverage`` (drawn pixels over the box
    area) falls towards 0 for a missing square. Never raises on the frame.
    """
    arr = np.asarray(frame)
    if arr.ndim != 3 or arr.shape[2] < 3 or arr.shape[0] < 8 or arr.shape[1] < 8:
        return [(0.0, 0.0, 0.0)] * (grid[0] * grid[1])
    arr = arr[..., :3]
    if (arr.shape[1], arr.shape[0]) != CANVAS_SIZE:
        from PIL import Image

        arr = np.asarray(Image.fromarray(arr.astype(np.uint8)).resize(CANVAS_SIZE, Image.BILINEAR))
    drawn = np.linalg.norm(arr.astype(np.float32) - np.asarray(BACKGROUND, np.float32), axis=2) > 12
    _, gap = layout(grid)
    pad = gap // 2
    out = []
    for x0, y0, x1, y1 in square_boxes(grid):
        xa, ya = max(x0 - pad, 0), max(y0 - pad, 0)
        window = drawn[ya : y1 + pad, xa : x1 + pad]
        ys, xs = np.nonzero(window)
        coverage = len(xs) / float((x1 - x0) * (y1 - y0))
        if len(xs) == 0:
            out.append((0.0, 0.0, 0.0))
            continue
        cx, cy = xs.mean() + xa + 0.5, ys.mean() + ya + 0.5
        out.append((float(cx - (x0 + x1) / 2), float(cy - (y0 + y1) / 2), float(coverage)))
    return out


def score_frame(meta: dict[str, Any], frame: np.ndarray) -> dict[str, Any]:
    """Judge a model video's last frame: readable, solved, squares off their place, wrong squares.

    ``squares_moved`` lists squares whose content is displaced from their place by
    :data:`MOVED_PIXELS` or more, or that are missing (see :func:`square_offsets`); a square
    merely caught part-way through a turn is not "moved". ``wrong_squares`` lists readable
    squares whose pipes differ from the solved picture. Never raises on the frame.
    """
    state = state_of(meta)
    r = decode_frame(frame, state.grid)
    moved = [
        i
        for i, (dx, dy, cover) in enumerate(square_offsets(frame, state.grid))
        if np.hypot(dx, dy) >= MOVED_PIXELS or cover < MIN_COVERAGE
    ]
    wrong: list[int] = []
    if r.readable and r.openings is not None:
        target = openings(solved_state(state))
        wrong = [
            i for i in range(state.num_squares) if not np.array_equal(r.openings[i], target[i])
        ]
    return {
        "readable": bool(r.readable),
        "solved": bool(r.readable and r.solved and not wrong and not moved),
        "reason": r.reason or "",
        "squares_moved": moved,
        "wrong_squares": wrong,
        "background_ok": r.background_ok is not False,
    }


def create_dataset(
    num_samples: int = 10,
    difficulties: Sequence[str] | None = None,
    seed: int | None = None,
    out_dir: str | Path = "data/questions",
    *,
    video: bool = False,
    fps: int = 24,
    frames_per_move: int = 8,
    overwrite: bool = False,
    workers: int | None = None,
    progress: bool = False,
) -> dict[str, Any]:
    """Write ``num_samples`` questions under ``out_dir/rotation_puzzle_task`` and describe them.

    Args:
        num_samples: number of questions (> 0).
        difficulties: any of ``"easy"``, ``"medium"``, ``"hard"``, used round-robin; default all.
        seed: dataset seed; None draws one from the OS (recorded in ``manifest.json``).
        out_dir: root folder of the question sets.
        video: also write ``ground_truth.mp4`` per question.
        fps: video frame rate.
        frames_per_move: frames per quarter-turn in the video.
        overwrite: replace a folder holding a different dataset.
        workers: processes to render with (default: the machine's cores).
        progress: show a progress bar.

    Returns:
        ``{"name", "description", "pairs", "metadata"}``; each pair has ``id``, ``prompt``,
        ``first_image_path``, ``final_image_path``, ``task_category``, ``difficulty``,
        ``rotation_puzzle_data`` (the question metadata) and ``created_at``.
    """
    from datagen.export import export

    return export(
        DOMAIN,
        num_samples,
        {"difficulties": list(difficulties) if difficulties else None},
        seed=seed,
        out=out_dir,
        video=video,
        fps=fps,
        frames_per_move=frames_per_move,
        overwrite=overwrite,
        workers=workers,
        progress=progress,
    ).dataset

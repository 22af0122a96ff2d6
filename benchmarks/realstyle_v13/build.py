"""One draw to one video file and its labels (the package's definitions, as a person reads them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v13.encode import encode
from benchmarks.realstyle_v13.look import deliver
from benchmarks.realstyle_v13.scenes import Scene, maze_scene, other_puzzle, puzzle_scene

LABELS = ("solved", "first_frame_matches", "squares_kept", "animated", "first_solved_frame",
          "stayed_solved")  # fmt: skip


def question_meta(questions: Path, task: str, k: int) -> dict[str, Any]:
    folder = questions / f"{task}_task" / f"{task}_{k:04d}"
    return json.loads((folder / "question_metadata.json").read_text())


def _scene(draw: dict[str, Any], meta: dict[str, Any], other: dict[str, Any], rng) -> Scene:
    task, scenario, fpm = draw["task"], draw["scenario"], draw["fpm"]
    if scenario == "blank":
        grey = np.full((512, 768, 3), int(rng.integers(0, 40)), np.uint8)
        return Scene([grey] * 20, [False] * 20)
    if scenario == "other":
        if task == "rotation_puzzle":
            frames = other_puzzle(rng)
        else:  # another question's maze, walked to its goal
            frames = maze_scene(other, "solved", fpm, rng).frames
        return Scene(frames + [frames[-1]] * 4, [False] * (len(frames) + 4))
    make = puzzle_scene if task == "rotation_puzzle" else maze_scene
    scene = make(meta, scenario, fpm, rng)
    hold_a, hold_b = int(rng.integers(1, 5)), int(rng.integers(3, 9))
    scene.frames = [scene.frames[0]] * hold_a + scene.frames + [scene.frames[-1]] * hold_b
    scene.solved = [scene.solved[0]] * hold_a + scene.solved + [scene.solved[-1]] * hold_b
    return scene


def _tight(frames: list[np.ndarray]) -> list[np.ndarray]:
    """Every frame cropped to the first frame's board (one pixel of margin)."""
    f0 = frames[0]
    ink = np.argwhere(np.abs(f0.astype(np.int16) - f0[3, 3]).max(axis=2) > 30)
    (y0, x0), (y1, x1) = ink.min(axis=0), ink.max(axis=0)
    return [
        np.ascontiguousarray(f[max(0, y0 - 1) : y1 + 2, max(0, x0 - 1) : x1 + 2]) for f in frames
    ]


def board_cut(frame0: np.ndarray, look: dict[str, Any]) -> bool:
    """Whether the camera or the placement pushes any of the board past the frame's edge."""
    h, w = frame0.shape[:2]
    ink = np.argwhere(np.abs(frame0.astype(np.int16) - frame0[3, 3]).max(axis=2) > 30)
    if not len(ink):  # a blank picture has no board to cut
        return False
    (y0, x0), (y1, x1) = ink.min(axis=0), ink.max(axis=0)
    corners = np.array([[x0, y0], [x1, y0], [x0, y1], [x1, y1]], np.float64)
    cam = look.get("camera", {})
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -cam.get("roll", 0.0), cam.get("zoom", 1.0))
    m[0, 2] += cam.get("pan", (0.0, 0.0))[0] * w
    m[1, 2] += cam.get("pan", (0.0, 0.0))[1] * h
    pts = corners @ m[:, :2].T + m[:, 2]
    margin = 1.5 * look.get("shake", 0.0) + look.get("wobble", 0.0)
    if (pts.min() - margin < 0) or (pts[:, 0].max() + margin > w) or (pts[:, 1].max() + margin > h):
        return True
    return look.get("cut", 0.0) * w > w - x1  # the placement's cut reaches the board


def labels_of(draw: dict[str, Any], solved: list[bool], puzzle: list[bool]) -> dict[str, Any]:
    """What a careful person labels (None where one could not tell)."""
    scenario = draw["scenario"]
    if scenario in ("blank", "other"):
        return dict.fromkeys(LABELS)
    seen = [s for s, p in zip(solved, puzzle, strict=False) if p]
    first = next((i for i, (s, p) in enumerate(zip(solved, puzzle, strict=False)) if s and p), None)
    kept = scenario not in ("slide", "swap", "walls")
    moved = scenario not in ("jump", "crossfade")
    return {
        "solved": bool(seen[-1]),
        "first_frame_matches": True,
        "squares_kept": kept,
        "animated": (True if moved else (False if scenario == "jump" else None)),
        "first_solved_frame": None if scenario == "walls" else first,
        "stayed_solved": None
        if first is None
        else all(s for s, p in zip(solved[first:], puzzle[first:], strict=False) if p),
    }


def render(draw: dict[str, Any], questions: Path, videos: Path, seed: int) -> dict[str, Any]:
    """Render draw ``draw`` into ``videos/<model>/<task>_task/<task_id>/video/video.mp4``;
    return its row: the draw, the region after the cut check, the labels."""
    rng = np.random.default_rng([seed, draw["render_seed"]])
    meta = question_meta(questions, draw["task"], draw["question"])
    other = question_meta(questions, draw["task"], (draw["question"] + 3) % 6)
    scene = _scene(draw, meta, other, rng)
    look = draw["look"]
    if look.get("tight"):
        scene.frames = _tight(scene.frames)
    frames, solved = deliver(scene.frames, scene.solved, look, rng)
    head = 4 if look.get("head") else 0
    tail = 6 if look.get("tail") else 0
    puzzle = [head <= i < len(frames) - tail for i in range(len(frames))]
    labels = labels_of(draw, solved, puzzle)
    if draw["scenario"] == "early" and len({f.tobytes() for f in scene.frames}) == 1:
        labels["animated"] = None  # nothing moved: neither caught part-way nor a jump
    region = draw["region"]
    cut = look.get("cut", 0.0) > 0 if look.get("tight") else board_cut(scene.frames[0], look)
    if region != "outside" and cut:
        region = "outside"
    task_id = meta["task_id"]
    path = (
        videos
        / f"v13_{draw['index']:03d}"
        / f"{draw['task']}_task"
        / task_id
        / "video"
        / "video.mp4"
    )
    pix = look.get("pix", "yuv420p")
    encode(path, frames, look["fps"], look["codec"], look["kbps"], pix)
    return {**draw, "region": region, "task_id": task_id, "model": f"v13_{draw['index']:03d}",
            "frames": len(frames), "labels": labels}  # fmt: skip

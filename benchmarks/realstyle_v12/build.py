"""Set v12's build: the questions, then each video from its draw (frames, labels, file)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np

from benchmarks.realstyle_export import run_export
from benchmarks.realstyle_v12.draws import Draw
from benchmarks.realstyle_v12.encode import encode
from benchmarks.realstyle_v12.labels import labels
from benchmarks.realstyle_v12.look import board_box, entries, render
from benchmarks.realstyle_v12.scenes import SCENES

QUESTIONS = {
    "rotation_puzzle": ["--pairs-per-domain", "6", "--difficulties", "easy", "medium", "hard"],
    "maze_nav": [
        "--pairs-per-domain", "6", "--shapes", "square", "cross", "spiral", "triangle", "C", "Z",
        "--size", "7",
    ],
}  # fmt: skip
"""Task -> its export options: two puzzles of each difficulty; one size-7 maze of each shape."""


def export_questions(root: Path, seed: int) -> dict[str, list[dict]]:
    """Export both tasks' questions with the public CLI into ``root``; task -> their metadata."""
    metas: dict[str, list[dict]] = {}
    for k, (task, options) in enumerate(QUESTIONS.items()):
        run_export(["--task", task, *options, "--out", str(root),
                    "--seed", str(seed * 1000 + 7 * k + 3)])  # fmt: skip
        folders = sorted((root / f"{task}_task").glob(f"{task}_*"))
        metas[task] = [json.loads((f / "question_metadata.json").read_text()) for f in folders]
    return metas


def board_boxes(metas: dict[str, list[dict]]) -> dict[str, tuple[int, int, int, int]]:
    """Task -> the board's box on the canvas (every question of a task has the same layout)."""
    rng = np.random.default_rng(0)
    return {
        task: board_box(SCENES[task](ms[0], "solved", 3, "linear", rng).frames[0])
        for task, ms in metas.items()
    }


def make_video(draw: Draw, meta: dict, seed: int, videos: Path) -> tuple[Path, dict]:
    """Render, label and encode one video under ``videos`` in VMEvalKit's layout, the model
    folder named after the video's number; returns its path and labels."""
    rng = np.random.default_rng([seed, 7919, draw.number])
    look = replace(draw.look, extras=dict(draw.look.extras))  # entries() notes a fade-in there
    scene = SCENES[draw.task](meta, draw.scenario, draw.fpm, draw.easing, rng)
    seq = entries(scene, look, rng)
    frames = render(scene, look, seq, rng)
    label = labels(scene, seq, blank=look.blank, jump=draw.jump)
    label["frames"] = len(frames)
    label["note"] = scene.note
    folder = videos / f"v12_{draw.number:03d}" / f"{draw.task}_task" / meta["task_id"] / "video"
    folder.mkdir(parents=True, exist_ok=True)
    path = encode(frames, folder / "video", look.codec, look.rate, look.fps, look.pix_fmt)
    return path, label

"""Set v8 on disk: questions exported by the public CLI, videos in VMEvalKit's layout, labels."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.realstyle_export import run_export

from .looks import Entry, encode, labels, render, timeline
from .plan import Draw
from .scenes import scene

TASKS = ("rotation_puzzle", "maze_nav")
MAZE_SHAPES = ("square", "cross", "spiral")


def export_questions(out: Path, seed: int) -> Path:
    """Three questions per task through ``python -m datagen`` (mazes: square, cross, spiral)."""
    root = out / "questions"
    base = [
        "--pairs-per-domain",
        "3",
        "--out",
        str(root),
        "--no-progress",
    ]
    for task, extra in (("rotation_puzzle", []), ("maze_nav", ["--shapes", *MAZE_SHAPES])):
        cmd = [*base, "--task", task, "--seed", str(800 + seed), *extra]
        run_export(cmd)
    return root


def question_metas(root: Path, task: str) -> list[dict[str, Any]]:
    """The exported questions' metadata, in task-id order."""
    folders = sorted(p for p in (root / f"{task}_task").iterdir() if p.is_dir())
    return [json.loads((p / "question_metadata.json").read_text()) for p in folders]


def video_path(out: Path, d: Draw, task_id: str) -> Path:
    return out / "videos" / d.name / f"{d.task}_task" / task_id / "video" / "video.mp4"


def make_video(out: Path, root: Path, d: Draw) -> dict[str, Any]:
    """Render and encode one draw; return its record (labels and the draw)."""
    rng = np.random.default_rng(d.seed)
    metas = question_metas(root, d.task)
    meta = metas[d.question]
    others = [m for m in metas if m.get("shape") != meta.get("shape")]
    sc = scene(d.task, meta, d.scenario, d.fpm, rng, others)
    blank = d.look.extra.get("blank")
    if blank:
        entries = [Entry([], 1.0, blank) for _ in range(int(rng.integers(20, 40)))]
    else:
        entries = timeline(sc, d.look, rng)
    frames = render(sc, entries, d.look, d.task, int(rng.integers(2**31)))
    path = video_path(out, d, meta["task_id"])
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(".video.tmp.mp4")
    encode(str(tmp), frames, d.look)
    tmp.replace(path)
    return {
        "name": d.name, "category": d.category, "group": d.group, "task": d.task,
        "task_id": meta["task_id"], "scenario": d.scenario, "note": sc.note, "frames": len(frames),
        "labels": labels(sc, entries), "look": d.look.describe(),
    }  # fmt: skip

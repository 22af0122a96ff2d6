"""Score video-model outputs against a question set, from each video's last frame.

For every question folder, the model's video is ``VIDEO_DIR/<task_id>.mp4`` (or a folder
``VIDEO_DIR/<task_id>/`` of frame images, the last in name order being the final frame). The last
frame is decoded with the task's own reader (the rotation-puzzle decoder, or the maze renderer's
inverse) and judged:

- ``readable``: the frame is a clean picture of the puzzle / maze;
- ``solved``: it shows the solved puzzle / the player on the goal of the same maze;
- ``squares_moved``: squares off their place (rotation) or maze cells whose wall/corridor status
  changed (maze) -- things the prompt said to leave where they are;
- ``camera_drift``: the background no longer matches, or the whole picture is shifted against
  the question's first frame (phase correlation, in 768×512 canvas pixels).

Results go to a CSV (one row per question) and a JSON summary, both written atomically
(:func:`envs.io.atomic_write_text`).
"""

from __future__ import annotations

import csv
import io
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from datagen.io import ArgumentError, DatasetError, check_input_dir, read_png
from datagen.registry import task_of_domain
from datagen.validate import find_dataset_folders
from datagen.video import last_frame
from envs.io import OutputPathError, atomic_write_text, check_output_file, remove_stale_temps

CANVAS = (768, 512)  # width, height
DRIFT_PIXELS = 2.0  # a global shift at least this large (canvas px) counts as camera drift
MAX_SHIFT = 48  # largest drift searched for (canvas px), below half the puzzle's 160 px period
MIN_PEAK = 0.05  # weaker phase-correlation peaks say nothing about a shift
VIDEO_SUFFIXES = (".mp4", ".webm", ".mov", ".avi", ".mkv", ".gif")
QUESTIONS_ALLOWED = "a dataset folder (<out>/<task>_task) or a root holding several"
VIDEOS_ALLOWED = "a folder of <task_id>.mp4 videos or <task_id>/ folders of frames"

COLUMNS = (
    "task_id",
    "domain",
    "difficulty",
    "video",
    "status",
    "readable",
    "solved",
    "squares_moved",
    "wrong_squares",
    "camera_drift",
    "shift_x",
    "shift_y",
    "reason",
)


@dataclass
class ScoreReport:
    """The rows written to the CSV, the summary, and one-line errors for unusable videos."""

    rows: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


def _gray(image: np.ndarray) -> np.ndarray:
    """Luma at canvas resolution (resized with Pillow when the frame has another size)."""
    arr = np.asarray(image)[..., :3]
    if (arr.shape[1], arr.shape[0]) != CANVAS:
        from PIL import Image

        arr = np.asarray(Image.fromarray(arr.astype(np.uint8)).resize(CANVAS, Image.BILINEAR))
    return arr.astype(np.float32) @ np.array([0.299, 0.587, 0.114], dtype=np.float32)


def estimate_shift(reference: np.ndarray, image: np.ndarray) -> tuple[float, float, float]:
    """``(dx, dy, peak)``: how far ``image``'s content sits from ``reference``'s, in canvas px.

    Phase correlation on luma; ``peak`` (0..1) is the correlation peak's height, small when the
    two pictures share no structure (a blank frame), in which case the shift means nothing.
    """
    a = _gray(reference)
    b = _gray(image)
    a -= a.mean()
    b -= b.mean()
    fa, fb = np.fft.rfft2(a), np.fft.rfft2(b)
    cross = fb * np.conj(fa)
    mag = np.abs(cross)
    if float(mag.max(initial=0.0)) < 1e-6:
        return 0.0, 0.0, 0.0
    corr = np.fft.irfft2(cross / np.maximum(mag, 1e-9 * mag.max()), s=a.shape)
    # Only small shifts: the puzzle's squares repeat every 160 px, so far peaks are aliases.
    m = MAX_SHIFT
    near = np.roll(np.roll(corr, m, axis=0), m, axis=1)[: 2 * m + 1, : 2 * m + 1]
    y, x = np.unravel_index(int(np.argmax(near)), near.shape)
    return float(x - m), float(y - m), float(near[y, x])


def find_video(video_dir: Path, task_id: str) -> Path | None:
    """``<task_id>.mp4`` (or another video suffix), else a ``<task_id>/`` frame folder."""
    for suffix in VIDEO_SUFFIXES:
        p = video_dir / f"{task_id}{suffix}"
        if p.exists():
            return p
    folder = video_dir / task_id
    return folder if folder.is_dir() else None


def _questions(root: Path) -> list[tuple[Path, dict[str, Any]]]:
    out = []
    for folder in find_dataset_folders(root):
        for qdir in sorted(
            p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")
        ):
            meta_path = qdir / "question_metadata.json"
            try:
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
            except FileNotFoundError:
                raise DatasetError(f"{meta_path}: missing") from None
            except (OSError, ValueError) as exc:
                raise DatasetError(
                    f"{meta_path}: not valid JSON ({exc.__class__.__name__})"
                ) from None
            task = task_of_domain(meta.get("domain")) if isinstance(meta, dict) else None
            if task is None:
                raise DatasetError(f"{meta_path}: unknown domain")
            # Scoring reads the metadata's fields; damaged ones are named here, not met later.
            problems = task.metadata_problems(meta)
            if problems:
                raise DatasetError(
                    f"{meta_path}: {problems[0]} (python -m datagen validate lists every problem)"
                )
            out.append((qdir, meta))
    return out


def score_question(qdir: Path, meta: dict[str, Any], video: Path | None) -> dict[str, Any]:
    """One CSV row for one question. Never raises on the video; ``status`` says what happened."""
    task = task_of_domain(meta["domain"])
    assert task is not None
    row: dict[str, Any] = {
        "task_id": meta.get("task_id", qdir.name),
        "domain": meta["domain"],
        "difficulty": meta.get("difficulty", ""),
        "video": "" if video is None else str(video),
        "status": "ok",
        "readable": False,
        "solved": False,
        "squares_moved": "",
        "wrong_squares": "",
        "camera_drift": False,
        "shift_x": 0.0,
        "shift_y": 0.0,
        "reason": "",
    }
    if video is None:
        row |= {"status": "missing", "reason": "no video or frame folder for this question"}
        return row
    try:
        frame = last_frame(video)
    except DatasetError as exc:
        row |= {"status": "corrupt", "reason": str(exc)}
        return row
    verdict = task.score_frame(meta, frame)
    drift = not verdict["background_ok"]
    try:
        dx, dy, peak = estimate_shift(read_png(qdir / "first_frame.png"), frame)
    except DatasetError:
        dx, dy, peak = 0.0, 0.0, 0.0
    if peak >= MIN_PEAK and np.hypot(dx, dy) >= DRIFT_PIXELS:
        drift = True
    row |= {
        "readable": verdict["readable"],
        "solved": verdict["solved"] and not drift,
        "squares_moved": ";".join(str(i) for i in verdict["squares_moved"]),
        "wrong_squares": ";".join(str(i) for i in verdict["wrong_squares"]),
        "camera_drift": drift,
        "shift_x": dx if peak >= MIN_PEAK else 0.0,
        "shift_y": dy if peak >= MIN_PEAK else 0.0,
        "reason": verdict["reason"],
    }
    return row


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Counts and rates overall and per domain/difficulty."""

    def block(rs: list[dict[str, Any]]) -> dict[str, Any]:
        n = len(rs)
        scored = [r for r in rs if r["status"] == "ok"]
        solved = sum(bool(r["solved"]) for r in rs)
        return {
            "questions": n,
            "videos_scored": len(scored),
            "missing": sum(r["status"] == "missing" for r in rs),
            "corrupt": sum(r["status"] == "corrupt" for r in rs),
            "unreadable": sum(not r["readable"] for r in scored),
            "solved": solved,
            "solve_rate": solved / n if n else 0.0,
            "squares_moved": sum(bool(r["squares_moved"]) for r in scored),
            "camera_drift": sum(bool(r["camera_drift"]) for r in scored),
        }

    groups: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        groups.setdefault(f"{r['domain']}/{r['difficulty']}", []).append(r)
    return {"overall": block(rows), "by_group": {k: block(v) for k, v in sorted(groups.items())}}


def check_score_output(videos: Path, out_csv: str | os.PathLike[str] | None) -> Path:
    """The CSV path (default ``<videos>/scores.csv``), checked writable with its summary.

    Raises:
        ArgumentError: the CSV or its ``.summary.json`` cannot be written.
    """
    argument = "out" if out_csv is not None else "out (default: <videos>/scores.csv)"
    try:
        csv_path = check_output_file(
            videos / "scores.csv" if out_csv is None else out_csv, argument
        )
        check_output_file(csv_path.with_suffix(".summary.json"), f"the summary next to {argument}")
    except OutputPathError as exc:
        raise ArgumentError(str(exc)) from None
    return csv_path


def score(
    questions: str | os.PathLike[str],
    videos: str | os.PathLike[str],
    out_csv: str | os.PathLike[str] | None = None,
    progress: bool = False,
) -> ScoreReport:
    """Score every question under ``questions`` against the videos in ``videos``.

    Writes ``out_csv`` (default ``<videos>/scores.csv``) and a ``.summary.json`` next to it.

    The paths are checked before any video is read: ``questions`` and ``videos`` must be
    folders, and the CSV and summary must be writable; temporaries that a killed run left next
    to the CSV are removed.

    Raises:
        ArgumentError: ``questions`` or ``videos`` is not a folder, or ``out_csv`` cannot be
            written (the message names the argument and the path).
        DatasetError: a question's metadata cannot be read.
    """
    qroot = check_input_dir(questions, "questions", QUESTIONS_ALLOWED)
    vroot = check_input_dir(videos, "videos", VIDEOS_ALLOWED)
    csv_path = check_score_output(vroot, out_csv)
    remove_stale_temps(csv_path.parent, recursive=False)
    items = _questions(qroot)
    if not items:
        raise DatasetError(f"{qroot}: holds no questions")
    report = ScoreReport()
    iterator: Any = items
    if progress:
        from tqdm import tqdm

        iterator = tqdm(items, desc="scoring", unit="video")
    for qdir, meta in iterator:
        row = score_question(qdir, meta, find_video(vroot, qdir.name))
        report.rows.append(row)
        if row["status"] == "missing":
            report.errors.append(f"{vroot / (qdir.name + '.mp4')}: video is missing")
        elif row["status"] == "corrupt":
            report.errors.append(row["reason"])
    report.summary = summarize(report.rows)
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(report.rows)
    atomic_write_text(csv_path, buf.getvalue())
    summary_path = csv_path.with_suffix(".summary.json")
    atomic_write_text(summary_path, json.dumps(report.summary, indent=2, sort_keys=True) + "\n")
    report.summary["csv"] = str(csv_path)
    report.summary["summary_json"] = str(summary_path)
    return report

"""A question's folder, written by a worker: one (:func:`write_question`, the local pool's
unit) or a batch, each atomically (:func:`write_questions`, the Ray engine's unit). Each
depends on nothing but its arguments, so the bytes do not depend on who writes them."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

from datagen.base import Task
from datagen.io import sha256_file, write_bytes
from datagen.questions import VIDEO_FILE, question_files, write_video
from envs.io import mkdtemp


def write_question(
    task: Task, spec: dict[str, Any], folder: str, video: bool, fps: int, frames_per_move: int
) -> tuple[dict[str, str], dict[str, Any]]:
    """Render and write one question folder; returns (file name -> sha256, metadata).

    Runs in a worker process; depends on nothing but its arguments (the task travels as a
    reference to its class, so tasks registered at run time work too).
    """
    qdir = Path(folder) / spec["task_id"]
    qdir.mkdir(parents=True, exist_ok=False)
    return write_files(task, spec, qdir, video, fps, frames_per_move)


def write_questions(
    task: Task,
    specs: list[dict[str, Any]],
    folder: str,
    video: bool,
    fps: int,
    frames_per_move: int,
) -> list[tuple[dict[str, str], dict[str, Any]]]:
    """Render and write a batch of question folders, each atomically; as :func:`write_question`.

    The unit of work of the Ray engine. Each question is written to a temporary folder renamed
    into place, so a retried attempt (its node died) never sees half a folder: a question
    already in place stays, and the attempt drops its own identical copy.
    """
    results = []
    for spec in specs:
        qdir = Path(folder) / spec["task_id"]
        tmp = mkdtemp(folder, qdir.name)
        try:
            results.append(write_files(task, spec, tmp, video, fps, frames_per_move))
            try:
                os.rename(tmp, qdir)
            except OSError:
                if not qdir.is_dir():
                    raise
                shutil.rmtree(tmp)  # an earlier attempt's complete folder, the same bytes
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
    return results


def write_files(
    task: Task, spec: dict[str, Any], qdir: Path, video: bool, fps: int, frames_per_move: int
) -> tuple[dict[str, str], dict[str, Any]]:
    """Render ``spec`` into the folder ``qdir``; returns (file name -> sha256, metadata)."""
    files, meta = question_files(task, spec)
    hashes = {name: write_bytes(qdir / name, data) for name, data in files.items()}
    if video:
        write_video(task, spec, qdir / VIDEO_FILE, fps, frames_per_move)
        hashes[VIDEO_FILE] = sha256_file(qdir / VIDEO_FILE)
    return hashes, meta

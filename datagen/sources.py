"""Where each model's videos are: a flat folder of ``<task_id>.mp4`` videos or ``<task_id>/``
frame folders, or VMEvalKit's output tree (its root, a model's folder, a ``<domain>_task``
folder), and which video answers which question. Used by :mod:`datagen.score`; reads no frame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

VIDEO_SUFFIXES = (".mp4", ".webm", ".mov", ".avi", ".mkv", ".gif")
RUN_SKIP = ("question",)  # VMEvalKit's copy of the question: never the model's video


def find_video(video_dir: Path, task_id: str) -> Path | None:
    """``<task_id>.mp4`` (or another video suffix), else a ``<task_id>/`` frame folder."""
    for suffix in VIDEO_SUFFIXES:
        p = video_dir / f"{task_id}{suffix}"
        if p.exists():
            return p
    folder = video_dir / task_id
    if folder.is_dir() and (folder / "video").is_dir():
        return vmevalkit_video(folder)
    return folder if folder.is_dir() else None


def _videos_in(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.suffix.lower() in VIDEO_SUFFIXES)
    except OSError:
        return []


def vmevalkit_video(task_folder: Path) -> Path | None:
    """The model's video in a VMEvalKit task folder, or None.

    ``video/video.mp4`` (current VMEvalKit), else any video in ``video/``, else the newest run
    ``<run_id>/video/*`` (older VMEvalKit keeps one folder per run, named with its time). The
    copied ``question/ground_truth.mp4`` is the answer, never the model's video.
    """
    if (task_folder / "video" / "video.mp4").is_file():
        return task_folder / "video" / "video.mp4"
    found = _videos_in(task_folder / "video")
    if found:
        return found[0]
    try:
        runs = sorted(
            (p for p in task_folder.iterdir() if p.is_dir() and p.name not in RUN_SKIP),
            reverse=True,
        )
    except OSError:
        return None
    for run in runs:
        found = _videos_in(run / "video")
        if found:
            return found[0]
    return None


def _task_dirs(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.is_dir() and p.name.endswith("_task"))
    except OSError:
        return []


def video_sources(videos: Path) -> list[tuple[str, Path, str]]:
    """``(model, folder, layout)`` for every model's videos under ``videos``.

    ``layout`` is ``"flat"`` (``<task_id>.mp4`` / ``<task_id>/`` frames; the model is the
    folder's name), ``"model"`` (a VMEvalKit model folder of ``<domain>_task/<task_id>/``) or
    ``"domain"`` (one ``<domain>_task`` folder; the model is its parent's name). A VMEvalKit
    output root gives one ``"model"`` source per model folder.
    """
    name = videos.resolve().name
    if name.endswith("_task"):
        return [(videos.resolve().parent.name, videos, "domain")]
    if _task_dirs(videos):
        return [(name, videos, "model")]
    try:
        children = sorted(p for p in videos.iterdir() if p.is_dir())
    except OSError:
        children = []
    models = [(c.name, c, "model") for c in children if _task_dirs(c)]
    return models or [(name, videos, "flat")]


def locate(source: tuple[str, Path, str], qdir: Path, meta: dict[str, Any]) -> Path | bool | None:
    """The video of question ``qdir`` in ``source``; None when missing; False when the source
    is another domain's folder (the question is not this source's to score)."""
    _, folder, layout = source
    task_id = meta.get("task_id", qdir.name)
    domains = (qdir.parent.name, f"{meta['domain']}_task")
    if layout == "flat":
        return find_video(folder, task_id)
    if layout == "domain":
        if folder.resolve().name not in domains:
            return False
        return vmevalkit_video(folder / task_id)
    for domain in domains:
        if (folder / domain / task_id).is_dir():
            return vmevalkit_video(folder / domain / task_id)
    return None

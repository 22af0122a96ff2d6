"""Export a task's questions to a dataset folder, spread over the machine's cores.

The questions are planned first, sequentially, from the dataset seed (one
``np.random.SeedSequence`` child per question, duplicates redrawn), then rendered and written in
worker processes. Each question's files depend only on its plan entry, so the bytes do not depend
on the number of workers or their scheduling. Everything is written to a temporary folder that
is renamed into place at the end (see :func:`datagen.io.atomic_folder`).

Re-running an export with the same arguments and seed over a complete folder is a no-op (the
manifest's hashes are checked); a folder holding a different dataset is refused unless
``overwrite`` is set.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

from datagen.io import (
    MANIFEST,
    ArgumentError,
    DatasetError,
    atomic_folder,
    json_bytes,
    manifest_matches,
    png_bytes,
    read_manifest,
    sha256_file,
    write_bytes,
)
from datagen.tasks import get_task
from datagen.video import check_video_options, with_holds, write_mp4

PACKAGE = "spatial-reasoning-gym"
FILES = ("first_frame.png", "final_frame.png", "prompt.txt", "question_metadata.json")
VIDEO_FILE = "ground_truth.mp4"
IN_PROCESS_BELOW = 8  # fewer questions than this are not worth starting worker processes
MAX_SEED = 2**128


@dataclass(frozen=True)
class ExportResult:
    """What an export produced.

    Attributes:
        folder: the dataset folder (``<out>/<domain>_task``).
        dataset: the dataset dict (``name``, ``description``, ``pairs``, ``metadata``).
        manifest: the manifest written (or found) in ``folder``.
        reused: True when an identical complete dataset was already there.
    """

    folder: Path
    dataset: dict[str, Any]
    manifest: dict[str, Any]
    reused: bool


def package_version() -> str:
    from envs import __version__

    return __version__


def check_positive_int(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 1:
        raise ArgumentError(f"{name} must be a positive integer, got {value!r}")
    return int(value)


def resolve_seed(seed: int | None) -> int:
    """``seed`` checked, or fresh OS entropy when None (recorded so the set can be rebuilt)."""
    if seed is None:
        return int(np.random.SeedSequence().entropy) % MAX_SEED  # type: ignore[arg-type]
    if (
        isinstance(seed, bool)
        or not isinstance(seed, (int, np.integer))
        or not 0 <= seed < MAX_SEED
    ):
        raise ArgumentError(f"seed must be a non-negative integer or None, got {seed!r}")
    return int(seed)


def write_question(
    task_name: str, spec: dict[str, Any], folder: str, video: bool, fps: int, frames_per_move: int
) -> tuple[dict[str, str], dict[str, Any]]:
    """Render and write one question folder; returns (file name -> sha256, metadata).

    Runs in a worker process; depends on nothing but its arguments.
    """
    task = get_task(task_name)
    qdir = Path(folder) / spec["task_id"]
    qdir.mkdir(parents=True, exist_ok=False)
    meta = task.metadata(spec)
    first, final = task.frames(spec)
    hashes = {
        "first_frame.png": write_bytes(qdir / "first_frame.png", png_bytes(first)),
        "final_frame.png": write_bytes(qdir / "final_frame.png", png_bytes(final)),
        "prompt.txt": write_bytes(qdir / "prompt.txt", (task.prompt(spec) + "\n").encode("utf-8")),
        "question_metadata.json": write_bytes(qdir / "question_metadata.json", json_bytes(meta)),
    }
    if video:
        write_mp4(qdir / VIDEO_FILE, with_holds(task.video_frames(spec, frames_per_move)), fps)
        hashes[VIDEO_FILE] = sha256_file(qdir / VIDEO_FILE)
    return hashes, meta


def _pair(task: Any, folder: Path, meta: dict[str, Any], prompt: str, created_at: str) -> dict:
    qdir = folder / meta["task_id"]
    return {
        "id": meta["task_id"],
        "prompt": prompt,
        "first_image_path": str(qdir / "first_frame.png"),
        "final_image_path": str(qdir / "final_frame.png"),
        "task_category": task.TASK_CATEGORY,
        "difficulty": meta.get("difficulty"),
        task.DATA_KEY: meta,
        "created_at": created_at,
    }


def _dataset(task: Any, folder: Path, manifest: dict[str, Any], pairs: list[dict]) -> dict:
    return {
        "name": f"{task.DOMAIN}_tasks",
        "description": f"{task.NAME}: {task.DESCRIPTION} ({len(pairs)} questions)",
        "pairs": pairs,
        "metadata": {k: v for k, v in manifest.items() if k != "files"} | {"folder": str(folder)},
    }


def _load_existing(task: Any, folder: Path, manifest: dict[str, Any]) -> list[dict]:
    pairs = []
    for qdir in sorted(p for p in folder.iterdir() if p.is_dir()):
        meta_path = qdir / "question_metadata.json"
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            prompt = (qdir / "prompt.txt").read_text(encoding="utf-8").rstrip("\n")
        except (OSError, ValueError) as exc:
            raise DatasetError(f"{meta_path}: cannot be read ({exc.__class__.__name__})") from None
        pairs.append(_pair(task, folder, meta, prompt, str(manifest.get("created_at", ""))))
    return pairs


def export(
    task_name: str,
    count: int,
    options: dict[str, Any],
    *,
    seed: int | None = 0,
    out: str | os.PathLike[str] = "data/questions",
    video: bool = False,
    fps: int = 24,
    frames_per_move: int = 8,
    overwrite: bool = False,
    workers: int | None = None,
    progress: bool = False,
) -> ExportResult:
    """Write ``count`` questions of ``task_name`` to ``out/<domain>_task``.

    Args:
        task_name: a key of :data:`datagen.tasks.TASKS`.
        count: number of questions (> 0).
        options: the task's options (``difficulties`` / ``shapes``, ``size``); None values
            take the defaults.
        seed: dataset seed; None draws one (recorded in the manifest).
        out: root folder of the question sets.
        video: also write ``ground_truth.mp4`` per question.
        fps: video frame rate.
        frames_per_move: video frames per move (quarter-turn or maze step).
        overwrite: replace a folder that holds a different dataset.
        workers: worker processes (default ``os.cpu_count()``); 1 renders in-process.
        progress: show a tqdm progress bar.

    Raises:
        ArgumentError: bad arguments, or ``out`` already holds a different dataset.
        DatasetError: a problem with existing data on disk.
    """
    task = get_task(task_name)
    count = check_positive_int("pairs_per_domain", count)
    opts = task.normalize_options({k: v for k, v in options.items()})
    if video:
        check_video_options(fps, frames_per_move)
    n_workers = (os.cpu_count() or 1) if workers is None else check_positive_int("workers", workers)
    seed = resolve_seed(seed)
    arguments: dict[str, Any] = {"pairs_per_domain": count, **opts, "video": bool(video)}
    if video:
        arguments |= {"fps": fps, "frames_per_move": frames_per_move}
    identity = {
        "package": PACKAGE,
        "version": package_version(),
        "task": task_name,
        "arguments": arguments,
        "seed": seed,
    }
    folder = Path(out) / f"{task.DOMAIN}_task"
    if folder.exists() and not overwrite:
        existing = read_manifest(folder)
        if existing is not None and manifest_matches(folder, identity):
            pairs = _load_existing(task, folder, existing)
            return ExportResult(folder, _dataset(task, folder, existing, pairs), existing, True)
        raise ArgumentError(
            f"{folder}: already holds a different dataset (or an incomplete one); "
            "pass --overwrite to replace it or choose another --out"
        )

    specs = task.plan(count, np.random.SeedSequence(seed), opts)
    created_at = datetime.now(timezone.utc).replace(microsecond=0).isoformat()
    results: list[tuple[dict[str, str], dict[str, Any]]] = []
    with atomic_folder(folder, overwrite) as tmp:
        args = [(task_name, s, str(tmp), bool(video), fps, frames_per_move) for s in specs]
        if n_workers == 1 or len(specs) < IN_PROCESS_BELOW:
            bar = _progress(len(specs), f"{task_name} questions", progress)
            try:
                for a in args:
                    results.append(write_question(*a))
                    bar.update(1)
            finally:
                bar.close()
        else:
            with ProcessPoolExecutor(max_workers=min(n_workers, len(specs))) as pool:
                # Start the workers before tqdm starts its monitor thread: fork after threads.
                pool.submit(int).result()
                bar = _progress(len(specs), f"{task_name} questions", progress)
                try:
                    chunk = max(1, len(specs) // (n_workers * 8))
                    for r in pool.map(write_question, *zip(*args, strict=True), chunksize=chunk):
                        results.append(r)
                        bar.update(1)
                finally:
                    bar.close()
        files = {}
        for spec, (hashes, _) in zip(specs, results, strict=True):
            for name, digest in hashes.items():
                files[f"{spec['task_id']}/{name}"] = digest
        manifest = identity | {"created_at": created_at, "files": dict(sorted(files.items()))}
        (tmp / MANIFEST).write_bytes(json_bytes(manifest))
    pairs = [
        _pair(task, folder, meta, task.prompt(spec), created_at)
        for spec, (_, meta) in zip(specs, results, strict=True)
    ]
    return ExportResult(folder, _dataset(task, folder, manifest, pairs), manifest, False)


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(total: int, desc: str, enabled: bool) -> Any:
    if not enabled:
        return _NoBar()
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="q")

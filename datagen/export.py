"""Export a task's questions to a dataset folder, spread over the machine's cores.

The questions are planned first, sequentially, from the dataset seed (one
``np.random.SeedSequence`` child per question, duplicates redrawn), then rendered and written in
worker processes. Each question's files depend only on its plan entry, so the bytes do not depend
on the number of workers or their scheduling. Everything is written to a temporary folder that
is renamed into place at the end (see :func:`datagen.io.atomic_folder`).

Re-running an export with the same arguments and seed over a complete folder is a no-op (the
manifest's hashes are checked); a folder holding a different dataset is refused unless
``overwrite`` is set.

The options and their checks are :mod:`datagen.export_config`; a question's folder is written
by :mod:`datagen.question_folders`, and the dataset dict returned is :mod:`datagen.dataset_dict`.

Everything here is the same for every task: the task (a :class:`~datagen.base.Task`) only plans,
renders and describes its questions. ``format="webdataset"`` writes the same questions as tar
shards instead (:mod:`datagen.shards`); both formats render through :mod:`datagen.questions`.
"""

from __future__ import annotations

import atexit
import os
import random
import re
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np

from datagen.base import Task, TaskOptions
from datagen.dataset_dict import dataset_dict, load_pairs, pair_entry
from datagen.export_config import MAX_PAIRS_PER_DOMAIN as MAX_PAIRS_PER_DOMAIN  # its old home
from datagen.export_config import ExportConfig, resolve_seed
from datagen.io import (
    MANIFEST,
    ArgumentError,
    atomic_folder,
    json_bytes,
    manifest_matches,
    read_manifest,
)
from datagen.question_folders import write_question, write_questions
from datagen.questions import map_in_order
from datagen.registry import TASKS, get_task
from datagen.shards import DEFAULT_SHARD_SIZE, ShardExportResult, write_shards
from datagen.video import (
    DEFAULT_FPS,
    DEFAULT_FRAMES_PER_MOVE,
    require_video_support,
)
from envs.io import (
    OutputPathError,
    check_output_dir,
    check_path_names,
    remove_stale_temps,
)
from envs.urls import redact_url

PACKAGE = "spatial-reasoning-gym"
RAY_BATCHES_PER_WORKER = 4
"""Folder layout on Ray: questions go to tasks in batches, about this many per worker (fewer,
bigger tasks cost less overhead; more, smaller ones balance better and lose less to a node
that dies)."""
IN_PROCESS_BELOW = 8  # fewer questions than this are not worth starting worker processes
QUESTIONS_PER_WORKER = 50
"""The default worker count gives each worker process at least this many questions: below it,
starting the pool costs more than the rendering it shares (30 questions took 1.5x longer
with one worker per core than in-process, issue 39; ``benchmarks/bench_datagen.py``)."""


def default_workers(count: int, cpus: int | None = None) -> int:
    """Worker processes for ``count`` questions when none were asked for: one per
    :data:`QUESTIONS_PER_WORKER` questions, at most one per core, at least one (in-process)."""
    cpus = cpus if cpus is not None else (os.cpu_count() or 1)
    return max(1, min(cpus, count // QUESTIONS_PER_WORKER))


EXPORT_SETTINGS = (
    "video",
    "fps",
    "frames_per_move",
    "overwrite",
    "workers",
    "progress",
    "engine",
    "ray_address",
)
"""The keywords of :func:`export` that :func:`create_dataset` passes through by name."""


@dataclass(frozen=True)
class ExportResult:
    """What an export produced.

    Attributes:
        folder: the dataset folder (``<out>/<task>_task``).
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


def export(
    task: Task | str,
    count: int,
    options: TaskOptions | Mapping[str, Any] | None = None,
    *,
    seed: int | None = 0,
    out: str | os.PathLike[str] = "data/questions",
    video: bool = False,
    fps: int = DEFAULT_FPS,
    frames_per_move: int = DEFAULT_FRAMES_PER_MOVE,
    overwrite: bool = False,
    workers: int | None = None,
    progress: bool = False,
    engine: str = "local",
    ray_address: str | None = None,
) -> ExportResult:
    """Write ``count`` questions of ``task`` to ``out/<task>_task``.

    Args:
        task: a registered task or its name (a key of :data:`datagen.registry.TASKS`).
        count: number of questions (> 0).
        options: the task's options: its :class:`~datagen.base.TaskOptions` object, or a dict
            of them (``difficulties`` / ``shapes``, ``size``); None values take the defaults.
        seed: dataset seed; None draws one (recorded in the manifest).
        out: root folder of the question sets.
        video: also write ``ground_truth.mp4`` per question.
        fps: video frame rate.
        frames_per_move: video frames per move (quarter-turn or maze step).
        overwrite: replace a folder that holds a different dataset.
        workers: worker processes (default :func:`default_workers`: one per 50 questions, at
            most one per core); 1 renders in-process.
        progress: show a tqdm progress bar.
        engine: ``"local"`` (worker processes) or ``"ray"`` (:mod:`datagen.ray_engine`).
        ray_address: ``engine="ray"``: ``"auto"``, ``host:port``, or None for a Ray started
            in this process.

    Raises:
        ArgumentError: bad arguments, or ``out`` already holds a different dataset.
        DatasetError: a problem with existing data on disk.
    """
    if isinstance(task, Task):
        if type(TASKS.get(task.name)) is not type(task):
            raise ArgumentError(
                f"task {task!r} is not registered; allowed: a task registered with "
                f"datagen.registry.register_task ({list(TASKS)})"
            )
        task = task.name
    config = ExportConfig(
        task=task,
        pairs_per_domain=count,
        out=os.fspath(out),
        seed=seed,
        video=video,
        fps=fps,
        frames_per_move=frames_per_move,
        overwrite=overwrite,
        workers=workers,
        progress=progress,
        engine=engine,
        ray_address=ray_address,
    )
    result = run_export(config, options)
    assert isinstance(result, ExportResult)  # format="folder", the default
    return result


def run_export(
    config: ExportConfig, options: TaskOptions | Mapping[str, Any] | None = None
) -> ExportResult | ShardExportResult:
    """Export the question set ``config`` describes, with the task's ``options``.

    Returns:
        An :class:`ExportResult` for ``format="folder"``, a
        :class:`~datagen.shards.ShardExportResult` for ``format="webdataset"``.

    Raises:
        ArgumentError: bad options, or ``config.out`` already holds a different dataset.
        DatasetError: a problem with existing data on disk.
    """
    task = get_task(config.task)
    opts = task.options(options)
    count, video = int(config.pairs_per_domain), bool(config.video)
    fps, frames_per_move = config.fps, config.frames_per_move
    n_workers = default_workers(count) if config.workers is None else int(config.workers)
    seed = resolve_seed(config.seed)
    arguments: dict[str, Any] = {"pairs_per_domain": count, **opts.arguments(), "video": video}
    if video:
        arguments |= {"fps": fps, "frames_per_move": frames_per_move}
    identity = {
        "package": PACKAGE,
        "version": package_version(),
        "task": task.name,
        "arguments": arguments,
        "seed": seed,
    }
    if not str(config.out).strip():
        raise ArgumentError(
            f"out={config.out!r} is not allowed; allowed: a folder path (an empty path would "
            "write into the current folder; pass '.' to mean that)"
        )
    try:  # a path too long for any file inside would fail only at the first write
        check_path_names(config.out, "out")
    except OutputPathError as exc:
        raise ArgumentError(str(exc)) from None
    if config.engine == "ray" and config.ray_address is not None:
        from envs.ray_tasks import check_answers

        try:  # before anything is planned or written: a dead address is a bad argument
            check_answers(config.ray_address)
        except ConnectionError as exc:
            raise ArgumentError(
                f"ray_address={redact_url(str(config.ray_address))!r} is not allowed: no Ray "
                "cluster answers "
                f"there ({exc}); allowed: 'auto' on a machine of a running cluster, the head "
                "node's host:port, or unset to start Ray here"
            ) from None
    if config.format == "webdataset":
        shard_size = config.shard_size or DEFAULT_SHARD_SIZE
        identity["arguments"] = arguments | {"format": "webdataset", "shard_size": shard_size}
        return write_shards(
            task,
            count,
            lambda: task.plan(count, np.random.SeedSequence(seed), opts),
            identity,
            Path(config.out),
            shard_size=shard_size,
            video=video,
            fps=fps,
            frames_per_move=frames_per_move,
            overwrite=config.overwrite,
            workers=config.workers if config.engine == "ray" else n_workers,
            in_process_below=IN_PROCESS_BELOW,
            progress=config.progress,
            check_out=lambda: check_output_dir_arg(config.out),
            engine=config.engine,
            ray_address=config.ray_address,
        )
    folder = Path(config.out) / f"{task.name}_task"
    # An identical finished set is reused without writing, even on a read-only disk.
    # A folder the caller made and left empty (VMEvalKit's builder does) holds no dataset.
    empty = folder.is_dir() and not any(folder.iterdir())
    if folder.is_dir() and not config.overwrite and not empty:
        existing = read_manifest(folder)
        if existing is not None and manifest_matches(folder, identity):
            pairs = load_pairs(task, folder, existing)
            return ExportResult(folder, dataset_dict(task, folder, existing, pairs), existing, True)
        raise ArgumentError(
            f"{folder}: already holds a different dataset (or an incomplete one); "
            "pass --overwrite to replace it or choose another --out"
        )
    check_export_folder(config.out, folder)
    if video:
        require_video_support()
    remove_stale_temps(config.out, recursive=False)

    specs = task.plan(count, np.random.SeedSequence(seed), opts)
    created_at = datetime.now(timezone.utc).replace(microsecond=0).isoformat()
    results: list[tuple[dict[str, str], dict[str, Any]]] = []
    with atomic_folder(folder, config.overwrite or empty) as tmp:
        desc = f"{task.name} questions"
        if config.engine == "ray":
            results.extend(_write_on_ray(task, specs, tmp, config))
        else:
            args = [(task, s, str(tmp), video, fps, frames_per_move) for s in specs]
            results.extend(
                map_in_order(
                    write_question, args, n_workers, IN_PROCESS_BELOW, desc, config.progress
                )
            )
        files = {}
        for spec, (hashes, _) in zip(specs, results, strict=True):
            for name, digest in hashes.items():
                files[f"{spec['task_id']}/{name}"] = digest
        manifest = identity | {"created_at": created_at, "files": dict(sorted(files.items()))}
        (tmp / MANIFEST).write_bytes(json_bytes(manifest))
    pairs = [
        pair_entry(task, folder, meta, task.prompt(spec), created_at)
        for spec, (_, meta) in zip(specs, results, strict=True)
    ]
    return ExportResult(folder, dataset_dict(task, folder, manifest, pairs), manifest, False)


def _write_on_ray(
    task: Task, specs: list[dict[str, Any]], folder: Path, config: ExportConfig
) -> list[tuple[dict[str, str], dict[str, Any]]]:
    """The question folders written by Ray tasks in batches; results in plan order."""
    from datagen.ray_engine import connected, remove_temps, run_tasks

    done: dict[int, list] = {}
    with connected(config.ray_address, config.workers) as ray:
        # Batches sized by the cluster's CPUs: a big cluster gets many small batches.
        workers = config.workers or max(1, int(ray.cluster_resources().get("CPU", 1)))
        size = max(1, -(-len(specs) // (workers * RAY_BATCHES_PER_WORKER)))
        batches = [specs[k : k + size] for k in range(0, len(specs), size)]
        args = [
            (task, batch, str(folder), bool(config.video), config.fps, config.frames_per_move)
            for batch in batches
        ]
        try:
            run_tasks(
                write_questions,
                args,
                [len(batch) for batch in batches],
                done.__setitem__,
                address=config.ray_address,
                workers=config.workers,
                desc=f"{task.name} questions",
                progress=config.progress,
            )
        finally:
            remove_temps(folder, re.compile(".+"))  # the folder holds question folders only
    return [result for k in range(len(batches)) for result in done[k]]


def check_output_dir_arg(out: str | os.PathLike[str]) -> None:
    """Check, before any work, that ``out`` is a folder this process can write (or create).

    Raises:
        ArgumentError: naming ``out``, the path and why it cannot be written.
    """
    try:
        check_output_dir(out, "out")
    except OutputPathError as exc:
        raise ArgumentError(str(exc)) from None


def check_export_folder(out: str | os.PathLike[str], folder: Path) -> None:
    """Check, before any work, that ``out`` can take the dataset folder ``folder``.

    Raises:
        ArgumentError: ``out`` is a file or cannot be written, or ``folder`` is a file.
    """
    check_output_dir_arg(out)
    if folder.exists() and not folder.is_dir():
        raise ArgumentError(
            f"out={os.fspath(out)!r} holds a file {folder.name!r} where the dataset folder goes; "
            "allowed: a folder without it (move the file or choose another --out)"
        )


def create_dataset(
    task: Task | str,
    num_samples: int = 10,
    seed: int | None = None,
    out_dir: str | os.PathLike[str] | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """Write ``num_samples`` questions of ``task`` and return the dataset dict.

    The one body behind every task's ``create_dataset`` (the entry point evaluation kits
    call). Called as VMEvalKit's dataset builder calls it (``create_dataset(num_samples=N)``,
    from any working folder, after it made ``data/questions/<task>_task/`` itself), it writes
    to a fresh folder of its own and returns absolute paths, which the kit copies into its
    folder; it never writes into the kit's tree.

    Args:
        task: a registered task or its name.
        num_samples: number of questions (> 0).
        seed: dataset seed (recorded in ``manifest.json``); ``random_seed=`` is taken as the
            same. None draws it from Python's :mod:`random` module, which VMEvalKit's builder
            seeds from its ``--random-seed`` before calling (so the same seed gives the same
            questions, provided ``PYTHONHASHSEED`` is fixed: the kit adds ``hash(domain)``, which
            Python salts per process) and which is otherwise seeded from the OS.
        out_dir: root folder of the question sets; None (the default) writes to a new
            ``spatial-reasoning-gym-questions-*`` folder in the system's temporary folder
            (``dataset["metadata"]["folder"]`` names it), for a caller that copies the files;
            it is removed when the process exits.
        **kwargs: the export settings of :func:`export` (``video``, ``fps``,
            ``frames_per_move``, ``overwrite``, ``workers``, ``progress``, ``engine``,
            ``ray_address``; progress is off by default) and the task's options by name (``difficulties=...``, ``shapes=...``).

    Returns:
        ``{"name", "description", "pairs", "metadata"}``; each pair has ``id``, ``prompt``,
        ``first_image_path``, ``final_image_path``, ``task_category``, ``difficulty``,
        ``<task>_data`` (the question metadata) and ``created_at``.

    Raises:
        ArgumentError: as :func:`export`; a keyword that is neither a setting nor an option of
            the task is named with the allowed options.
    """
    settings = {k: kwargs.pop(k) for k in EXPORT_SETTINGS if k in kwargs}
    random_seed = kwargs.pop("random_seed", None)
    if seed is not None and random_seed is not None and seed != random_seed:
        raise ArgumentError(
            f"seed={seed!r} and random_seed={random_seed!r} differ; allowed: one of them, or "
            "both the same"
        )
    if seed is None:
        seed = random_seed
    if seed is None:
        # VMEvalKit's builder seeds Python's random module (random.seed(random_seed +
        # hash(domain))) and calls create_dataset(num_samples=N) without a seed: follow it.
        # Unseeded, the module draws its state from the OS, so seed=None stays random.
        seed = random.getrandbits(63)
    if out_dir is not None:
        return export(task, num_samples, kwargs, seed=seed, out=out_dir, **settings).dataset
    staging = tempfile.mkdtemp(prefix="spatial-reasoning-gym-questions-")
    try:
        dataset = export(task, num_samples, kwargs, seed=seed, out=staging, **settings).dataset
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)  # a refused call leaves nothing behind
        raise
    # The caller copies the files before it exits (VMEvalKit does, in the same process); then
    # the folder goes, so no run leaves one behind in the system's temporary folder.
    atexit.register(shutil.rmtree, staging, ignore_errors=True)
    return dataset

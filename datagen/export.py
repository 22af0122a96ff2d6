"""Export a task's questions to a dataset folder, spread over the machine's cores.

The questions are planned first, sequentially, from the dataset seed (one
``np.random.SeedSequence`` child per question, duplicates redrawn), then rendered and written in
worker processes. Each question's files depend only on its plan entry, so the bytes do not depend
on the number of workers or their scheduling. Everything is written to a temporary folder that
is renamed into place at the end (see :func:`datagen.io.atomic_folder`).

Re-running an export with the same arguments and seed over a complete folder is a no-op (the
manifest's hashes are checked); a folder holding a different dataset is refused unless
``overwrite`` is set.

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
from datagen.io import (
    MANIFEST,
    ArgumentError,
    DatasetError,
    atomic_folder,
    json_bytes,
    manifest_matches,
    read_json,
    read_manifest,
    sha256_file,
    write_bytes,
)
from datagen.questions import VIDEO_FILE, map_in_order, question_files, write_video
from datagen.registry import TASKS, get_task
from datagen.shards import DEFAULT_SHARD_SIZE, ShardExportResult, write_shards
from datagen.video import (
    DEFAULT_FPS,
    DEFAULT_FRAMES_PER_MOVE,
    check_video_options,
    require_video_support,
)
from envs.cli import option
from envs.io import (
    OutputPathError,
    check_output_dir,
    check_path_names,
    mkdtemp,
    remove_stale_temps,
)
from envs.ray_tasks import ENGINES
from envs.urls import redact_url

PACKAGE = "spatial-reasoning-gym"
FORMATS = ("folder", "webdataset")
"""Export formats: ``folder`` (the VMEvalKit layout, one folder per question) and
``webdataset`` (tar shards of ``shard_size`` questions, :mod:`datagen.shards`)."""
# ENGINES: where the questions are rendered: ``local`` (worker processes on this machine) or
# ``ray`` (Ray tasks on a cluster, :mod:`datagen.ray_engine`); the bytes are the same.
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


SEED_LIMIT = 2**128
"""Export seeds are below this (exclusive): the 128 bits numpy's SeedSequence draws from entropy."""
MAX_PAIRS_PER_DOMAIN = 100_000
"""The largest question set: ~10 GB of PNGs, hours of rendering; a typo beyond it (an extra
digit or three) fails at once instead of filling the disk."""
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
class ExportConfig:
    """Export a question set (first/final frame, prompt, metadata per question).

    The single source of the export command's options: ``python -m datagen`` builds its flags
    from these fields (:mod:`envs.cli`), and :func:`run_export` takes the same object. The
    task's own options (difficulties, shapes, ...) are the task's :class:`TaskOptions`.
    """

    task: str = option(
        metavar="NAME", help="the task to export: a name registered in datagen.registry.TASKS"
    )
    pairs_per_domain: int = option(50, help=f"number of questions (1 to {MAX_PAIRS_PER_DOMAIN})")
    out: str = option(
        "data/questions",
        help="root folder; the set goes to <out>/<task>_task (webdataset: <out>/<task>-*.tar)",
    )
    format: str = option(
        "folder",
        choices=FORMATS,
        help="folder: one folder per question (VMEvalKit); webdataset: tar shards and .shards.json",
    )
    shard_size: int | None = option(
        None,
        help=f"questions per shard, 1 to {MAX_PAIRS_PER_DOMAIN} (--format webdataset only)",
        default_text=str(DEFAULT_SHARD_SIZE),
    )
    seed: int | None = option(0, help="dataset seed; None (Python only) draws one and records it")
    video: bool = option(False, help="also write ground_truth.mp4")
    fps: int = option(DEFAULT_FPS, help="video frame rate")
    frames_per_move: int = option(
        DEFAULT_FRAMES_PER_MOVE, help="video frames per quarter-turn / maze step"
    )
    overwrite: bool = option(False, help="replace a folder holding a different dataset")
    workers: int | None = option(
        None,
        help="worker processes; 1 renders in-process (--engine ray: the CPUs of a Ray started "
        "here; with --ray-address, tasks submitted at once, twice this)",
        default_text="one per 50 questions, at most one per core",
    )
    progress: bool = option(True, help="show a progress bar")
    engine: str = option(
        "local",
        choices=ENGINES,
        help="local: worker processes on this machine; ray: Ray tasks on a cluster (the "
        "scale extra), writing to --out, which every worker must see",
    )
    ray_address: str | None = option(
        None,
        metavar="ADDRESS",
        help="--engine ray only: 'auto' (the cluster this machine belongs to), host:port of a "
        "head node, or unset to start Ray in this process with --workers CPUs",
        default_text="Ray in this process",
    )

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        """Check every field.

        Raises:
            ArgumentError: naming the field, the bad value and what is allowed.
        """
        get_task(self.task)
        check_positive_int("pairs_per_domain", self.pairs_per_domain, MAX_PAIRS_PER_DOMAIN)
        if self.format not in FORMATS:
            raise ArgumentError(
                f"format={self.format!r} is not allowed; allowed: {', '.join(map(repr, FORMATS))}"
            )
        if self.shard_size is not None:
            if self.format != "webdataset":
                raise ArgumentError(
                    f"shard_size={self.shard_size!r} is not allowed with format={self.format!r}; "
                    "allowed: shard_size with format='webdataset' only"
                )
            check_positive_int("shard_size", self.shard_size, MAX_PAIRS_PER_DOMAIN)
        if self.video:
            check_video_options(self.fps, self.frames_per_move)
        if self.workers is not None:
            check_positive_int("workers", self.workers)
        if self.seed is not None:
            resolve_seed(self.seed)
        if self.engine not in ENGINES:
            raise ArgumentError(
                f"engine={self.engine!r} is not allowed; allowed: {', '.join(map(repr, ENGINES))}"
            )
        if self.ray_address is not None and (
            self.engine != "ray" or not isinstance(self.ray_address, str) or not self.ray_address
        ):
            raise ArgumentError(
                f"ray_address={redact_url(str(self.ray_address))!r} is not allowed with "
                f"engine={self.engine!r}; "
                "allowed: 'auto' or host:port, with engine='ray' only"
            )


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


def check_positive_int(name: str, value: object, maximum: int | None = None) -> int:
    """``value`` as an int when it is an integer from 1 to ``maximum`` (None: no maximum).

    Raises:
        ArgumentError: ``"<name>=<value> is not allowed; allowed: ..."``.
    """
    ok = not isinstance(value, bool) and isinstance(value, (int, np.integer))
    if ok and value >= 1 and (maximum is None or value <= maximum):  # type: ignore[operator]
        return int(value)  # type: ignore[arg-type]
    allowed = "a positive integer" if maximum is None else f"an integer from 1 to {maximum}"
    raise ArgumentError(f"{name}={value!r} is not allowed; allowed: {allowed}")


def resolve_seed(seed: int | None) -> int:
    """``seed`` checked, or fresh OS entropy when None (recorded so the set can be rebuilt)."""
    if seed is None:
        return int(np.random.SeedSequence().entropy) % SEED_LIMIT  # type: ignore[arg-type]
    if (
        isinstance(seed, bool)
        or not isinstance(seed, (int, np.integer))
        or not 0 <= seed < SEED_LIMIT
    ):
        raise ArgumentError(
            f"seed={seed!r} is not allowed; allowed: an integer from 0 to 2**128 - 1, or None "
            "(Python only: draws one)"
        )
    return int(seed)


def write_question(
    task: Task, spec: dict[str, Any], folder: str, video: bool, fps: int, frames_per_move: int
) -> tuple[dict[str, str], dict[str, Any]]:
    """Render and write one question folder; returns (file name -> sha256, metadata).

    Runs in a worker process; depends on nothing but its arguments (the task travels as a
    reference to its class, so tasks registered at run time work too).
    """
    qdir = Path(folder) / spec["task_id"]
    qdir.mkdir(parents=True, exist_ok=False)
    return _write_files(task, spec, qdir, video, fps, frames_per_move)


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
            results.append(_write_files(task, spec, tmp, video, fps, frames_per_move))
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


def _write_files(
    task: Task, spec: dict[str, Any], qdir: Path, video: bool, fps: int, frames_per_move: int
) -> tuple[dict[str, str], dict[str, Any]]:
    files, meta = question_files(task, spec)
    hashes = {name: write_bytes(qdir / name, data) for name, data in files.items()}
    if video:
        write_video(task, spec, qdir / VIDEO_FILE, fps, frames_per_move)
        hashes[VIDEO_FILE] = sha256_file(qdir / VIDEO_FILE)
    return hashes, meta


def _pair(task: Task, folder: Path, meta: dict[str, Any], prompt: str, created_at: str) -> dict:
    # Absolute: a kit resolves relative paths against its own root, not our working folder.
    qdir = folder.absolute() / meta["task_id"]
    return {
        "id": meta["task_id"],
        "prompt": prompt,
        "first_image_path": str(qdir / "first_frame.png"),
        "final_image_path": str(qdir / "final_frame.png"),
        "task_category": task.task_category,
        "difficulty": meta.get("difficulty"),
        task.data_key: meta,
        "created_at": created_at,
    }


def _dataset(task: Task, folder: Path, manifest: dict[str, Any], pairs: list[dict]) -> dict:
    return {
        "name": f"{task.name}_tasks",
        "description": f"{task.title}: {task.description} ({len(pairs)} questions)",
        "pairs": pairs,
        "metadata": {k: v for k, v in manifest.items() if k != "files"} | {"folder": str(folder)},
    }


def _load_existing(task: Task, folder: Path, manifest: dict[str, Any]) -> list[dict]:
    pairs = []
    for qdir in sorted(p for p in folder.iterdir() if p.is_dir()):
        meta_path = qdir / "question_metadata.json"
        try:
            meta = read_json(meta_path)
            prompt = (qdir / "prompt.txt").read_text(encoding="utf-8").rstrip("\n")
        except (OSError, ValueError) as exc:
            raise DatasetError(f"{meta_path}: cannot be read ({exc.__class__.__name__})") from None
        pairs.append(_pair(task, folder, meta, prompt, str(manifest.get("created_at", ""))))
    return pairs


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
            pairs = _load_existing(task, folder, existing)
            return ExportResult(folder, _dataset(task, folder, existing, pairs), existing, True)
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
        _pair(task, folder, meta, task.prompt(spec), created_at)
        for spec, (_, meta) in zip(specs, results, strict=True)
    ]
    return ExportResult(folder, _dataset(task, folder, manifest, pairs), manifest, False)


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

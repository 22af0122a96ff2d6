"""WebDataset shards: a question set as tar files of ``shard_size`` questions, and their index.

``python -m datagen --task T --format webdataset --shard-size N --out OUT`` writes
``OUT/T-000000.tar, OUT/T-000001.tar, ...``: one sample per question, keyed by its id
(``rotation_puzzle_0000.first_frame.png``, ``.final_frame.png``, ``.prompt.txt``,
``.question_metadata.json`` and, with ``--video``, ``.ground_truth.mp4``), the same bytes as the
folder export writes for the same seed (:func:`datagen.questions.question_files`). Questions go
into shards in plan order, N per shard; each sample's members are in name order.

The tars are written with the standard library, byte for byte the same on every run: fixed
mtime, owner, group and mode, no compression (PNG and H.264 are compressed already). Reading them
needs no code of ours (any tar reader, ``webdataset.WebDataset``, Hugging Face
``datasets.load_dataset("webdataset", ...)``); :func:`open_webdataset` is a shortcut that needs
the ``scale`` extra.

``OUT/.shards.json`` is the index (hidden: folder loaders, Hugging Face ``load_dataset(OUT)``
and ``load_dataset("webdataset", data_dir=OUT)``, Ray Data's readers, skip names starting with a
dot, so they see the shards only; a set written before it was hidden has ``shards.json``,
which is still read and is replaced by the next export into that folder): the package version, task, arguments (``shard_size``
included) and seed that define the set, the sample count and, per shard, its file, sample count
and sha256. Each shard is written to a temporary file and renamed into place, then the index is
rewritten (atomically) to list it, with ``"complete": false`` until the last shard is in. A
killed export therefore resumes shard by shard: shards the index lists whose sha256 still
matches are kept, the rest are written again. An identical finished set is left untouched
(nothing written). One sharded set lives in one ``OUT``; another set there is refused unless
``overwrite`` is set, which removes the old shards first.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import secrets
import tarfile
import tempfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from datagen.base import Task
from datagen.io import ArgumentError, DatasetError, json_bytes, read_json, sha256_file
from datagen.questions import VIDEO_FILE, map_in_order, question_files, write_video
from datagen.video import require_video_support
from envs.io import atomic_write_bytes, remove_stale_temps, temp_prefix

INDEX = ".shards.json"
LEGACY_INDEX = "shards.json"
"""The index's name before it was hidden; read when :data:`INDEX` is missing."""
DEFAULT_SHARD_SIZE = 1000
INSTALL_HINT = "pip install 'spatial-reasoning-gym[scale]'"
MEMBER_MODE = 0o444
"""Every tar member's mode; mtime 0, uid/gid 0 and empty owner names too, so bytes never
depend on who ran the export, or when."""


@dataclass(frozen=True)
class ShardExportResult:
    """What a sharded export produced.

    Attributes:
        folder: the folder holding the shards and ``.shards.json``.
        index: the index written (or found).
        reused: True when an identical finished set was already there (nothing written).
        written: the shards written by this run.
        kept: the finished shards of a killed run kept after their sha256 was checked.
    """

    folder: Path
    index: dict[str, Any]
    reused: bool
    written: tuple[str, ...]
    kept: tuple[str, ...]

    @property
    def questions(self) -> int:
        return int(self.index["samples"])


def shard_name(task: str, number: int) -> str:
    """``<task>-000042.tar``."""
    return f"{task}-{number:06d}.tar"


def render_sample(
    task: Task, spec: dict[str, Any], video: bool, fps: int, frames_per_move: int
) -> list[tuple[str, bytes]]:
    """One question as tar members ``(<task_id>.<file name>, bytes)``, in name order.

    Runs in a worker process; depends on nothing but its arguments.
    """
    files, _ = question_files(task, spec)
    if video:
        with tempfile.TemporaryDirectory(prefix="spatial-reasoning-gym-video-") as tmp:
            path = Path(tmp) / VIDEO_FILE
            write_video(task, spec, path, fps, frames_per_move)
            files[VIDEO_FILE] = path.read_bytes()
    key = spec["task_id"]
    return sorted((f"{key}.{name}", data) for name, data in files.items())


def write_shard(
    task: Task,
    specs: list[dict[str, Any]],
    path: str,
    video: bool,
    fps: int,
    frames_per_move: int,
) -> str:
    """Render ``specs`` into the shard ``path`` (temporary file, then renamed); its sha256.

    The unit of work of the Ray engine: it runs on any worker, depends on nothing but its
    arguments and writes the same bytes every time, so a retried attempt replaces the file
    with an identical one.
    """
    writer = _ShardWriter(Path(path))
    try:
        for spec in specs:
            for member, data in render_sample(task, spec, video, fps, frames_per_move):
                writer.add(member, data)
        return writer.finish()
    except BaseException:
        writer.abort()
        raise


class _ShardWriter:
    """A tar written to a temporary file beside ``path`` and renamed into place on finish."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tmp = path.parent / f"{temp_prefix(path.name)}{secrets.token_hex(4)}"
        # 0o666 less the umask, as open() gives (mkstemp would give 0o600).
        fd = os.open(self.tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        self.handle = os.fdopen(fd, "wb")
        self.tar = tarfile.open(fileobj=self.handle, mode="w", format=tarfile.PAX_FORMAT)  # noqa: SIM115 (closed by finish or abort)

    def add(self, name: str, data: bytes) -> None:
        info = tarfile.TarInfo(name)
        info.size, info.mtime, info.mode = len(data), 0, MEMBER_MODE
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        self.tar.addfile(info, io.BytesIO(data))

    def finish(self) -> str:
        """Close, fsync and rename into place; returns the shard's sha256."""
        self.tar.close()
        self.handle.flush()
        os.fsync(self.handle.fileno())
        self.handle.close()
        os.replace(self.tmp, self.path)
        return sha256_file(self.path)

    def abort(self) -> None:
        with contextlib.suppress(OSError):
            self.tar.close()
            self.handle.close()
        with contextlib.suppress(OSError):
            self.tmp.unlink()


def index_path(folder: Path) -> Path:
    """``folder``'s index: :data:`INDEX`, or :data:`LEGACY_INDEX` in a set written before."""
    if not (folder / INDEX).exists() and (folder / LEGACY_INDEX).is_file():
        return folder / LEGACY_INDEX
    return folder / INDEX


def read_index(folder: Path) -> dict[str, Any] | None:
    """The folder's index (:func:`index_path`), or None when there is none or it is not a
    JSON object."""
    try:
        data = read_json(index_path(folder))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _finished(folder: Path, index: Mapping[str, Any], expected: dict[str, int]) -> dict[str, dict]:
    """The shards ``index`` lists that are on disk with their recorded sha256 and sample count."""
    kept: dict[str, dict] = {}
    shards = index.get("shards")
    for entry in shards if isinstance(shards, list) else []:
        if not isinstance(entry, dict):
            continue
        name = entry.get("file")
        if not isinstance(name, str) or name not in expected:
            continue
        if entry.get("samples") != expected[name]:
            continue
        path = folder / name
        if path.is_file() and sha256_file(path) == entry.get("sha256"):
            kept[name] = entry
    return kept


def _own_shards(folder: Path, task: str) -> list[Path]:
    pattern = re.compile(rf"^{re.escape(task)}-\d{{6}}\.tar$")
    try:
        return sorted(p for p in folder.iterdir() if pattern.match(p.name))
    except OSError:
        return []


def _remove_set(folder: Path, index: Mapping[str, Any] | None, task: str) -> None:
    """Remove the sharded set in ``folder``: its listed shards, ``task``'s shards, the index."""
    doomed = set(_own_shards(folder, task))
    shards = (index or {}).get("shards")
    for entry in shards if isinstance(shards, list) else []:
        name = entry.get("file") if isinstance(entry, dict) else None
        # Only plain names in this folder: an index is data, not a list of paths to delete.
        if isinstance(name, str) and name.endswith(".tar") and Path(name).name == name:
            doomed.add(folder / name)
    doomed.update((folder / INDEX, folder / LEGACY_INDEX))
    for path in sorted(doomed):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def write_shards(
    task: Task,
    count: int,
    plan: Callable[[], list[dict[str, Any]]],
    identity: Mapping[str, Any],
    out: Path,
    *,
    shard_size: int,
    video: bool,
    fps: int,
    frames_per_move: int,
    overwrite: bool,
    workers: int | None,
    in_process_below: int,
    progress: bool,
    check_out: Callable[[], None],
    engine: str = "local",
    ray_address: str | None = None,
) -> ShardExportResult:
    """Write ``count`` questions of ``task`` as WebDataset shards into ``out``, or resume.

    Args:
        task: the task.
        count: number of questions.
        plan: returns the plan entries (called only when something is to be written).
        identity: what defines the set (package, version, task, arguments, seed), recorded in
            the index and compared with an index already there.
        out: the folder of the shards and the index.
        shard_size: questions per shard (the last shard may hold fewer).
        video: add ``ground_truth.mp4`` to each sample.
        fps: video frame rate.
        frames_per_move: video frames per move.
        overwrite: replace a different sharded set in ``out``.
        workers: worker processes (``engine="ray"``: tasks in flight, None for the cluster's
            CPUs).
        in_process_below: render in this process below this many questions.
        progress: show a progress bar.
        check_out: raises :class:`ArgumentError` when ``out`` cannot be written.
        engine: ``"local"`` (worker processes) or ``"ray"`` (one Ray task per shard,
            :mod:`datagen.ray_engine`).
        ray_address: the Ray cluster (``engine="ray"``); None starts Ray in this process.

    Raises:
        ArgumentError: ``out`` holds a different sharded set (and not ``overwrite``), or
            cannot be written.
    """
    n_shards = -(-count // shard_size)
    expected = {
        shard_name(task.name, k): min(shard_size, count - k * shard_size) for k in range(n_shards)
    }
    existing = read_index(out) if out.is_dir() else None
    same = existing is not None and all(existing.get(k) == v for k, v in identity.items())
    kept: dict[str, dict] = {}
    if same and not overwrite:
        assert existing is not None
        kept = _finished(out, existing, expected)
        if existing.get("complete") is True and len(kept) == n_shards:
            return ShardExportResult(out, existing, True, (), tuple(sorted(kept)))
    elif not overwrite and (existing is not None or _own_shards(out, task.name)):
        what = (
            f"{existing.get('task')!r} shards with other arguments or seed"
            if existing is not None
            else f"{task.name} shards without {INDEX}"
        )
        raise ArgumentError(
            f"out={str(out)!r} already holds a different sharded dataset ({what}); pass "
            "--overwrite to replace it or choose another --out"
        )
    check_out()
    if video:
        require_video_support()
    specs = plan()  # before anything is removed: a plan can be refused (too many questions)
    out.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(out, recursive=False)
    if overwrite:
        _remove_set(out, existing, task.name)
    created_at = (existing or {}).get("created_at") if same and not overwrite else None
    index: dict[str, Any] = dict(identity) | {
        "format": "webdataset",
        "created_at": created_at or datetime.now(timezone.utc).replace(microsecond=0).isoformat(),
        "complete": False,
        "samples": count,
        "shards": [kept[name] for name in sorted(kept)],
    }
    atomic_write_bytes(out / INDEX, json_bytes(index))
    with contextlib.suppress(FileNotFoundError):  # the old visible index: replaced by INDEX
        (out / LEGACY_INDEX).unlink()
    todo = [name for name in expected if name not in kept]
    todo_specs = [
        spec
        for k, name in enumerate(expected)
        if name not in kept
        for spec in specs[k * shard_size : (k + 1) * shard_size]
    ]

    def record(name: str, digest: str) -> None:
        entry = {"file": name, "samples": expected[name], "sha256": digest}
        index["shards"] = sorted([*index["shards"], entry], key=lambda e: e["file"])
        atomic_write_bytes(out / INDEX, json_bytes(index))

    if engine == "ray":
        _write_shards_on_ray(
            task, todo, todo_specs, expected, out, record, video, fps, frames_per_move,
            ray_address, workers, progress,
        )  # fmt: skip
        index["complete"] = True
        atomic_write_bytes(out / INDEX, json_bytes(index))
        return ShardExportResult(out, index, False, tuple(todo), tuple(sorted(kept)))
    args = [(task, spec, video, fps, frames_per_move) for spec in todo_specs]
    samples = map_in_order(
        render_sample, args, workers or 1, in_process_below, f"{task.name} questions", progress
    )
    try:
        for name in todo:
            with _named(out / name):
                writer = _ShardWriter(out / name)
                try:
                    for _ in range(expected[name]):
                        for member, data in next(samples):
                            writer.add(member, data)
                    digest = writer.finish()
                except BaseException:
                    writer.abort()
                    raise
            with _named(out / INDEX):
                record(name, digest)
    finally:
        samples.close()  # shuts the worker processes down
    index["complete"] = True
    atomic_write_bytes(out / INDEX, json_bytes(index))
    return ShardExportResult(out, index, False, tuple(todo), tuple(sorted(kept)))


@contextlib.contextmanager
def _named(path: Path) -> Iterator[None]:
    """An OSError raised inside names ``path`` when it names no file (a write on a full disk
    says only "No space left on device"), so the message says which file failed."""
    try:
        yield
    except OSError as exc:
        if exc.filename is None:
            exc.filename = str(path)
        raise


def _write_shards_on_ray(
    task: Task,
    todo: list[str],
    todo_specs: list[dict[str, Any]],
    expected: dict[str, int],
    out: Path,
    record: Callable[[str, str], None],
    video: bool,
    fps: int,
    frames_per_move: int,
    address: str | None,
    workers: int | None,
    progress: bool,
) -> None:
    """Write the shards ``todo`` as Ray tasks, one per shard; ``record`` each as it finishes."""
    from datagen.ray_engine import remove_temps, run_tasks

    args, start = [], 0
    for name in todo:
        specs = todo_specs[start : start + expected[name]]
        start += expected[name]
        args.append((task, specs, str(out / name), video, fps, frames_per_move))
    try:
        run_tasks(
            write_shard,
            args,
            [expected[name] for name in todo],
            lambda i, digest: record(todo[i], digest),
            address=address,
            workers=workers,
            desc=f"{task.name} questions",
            progress=progress,
        )
    finally:
        remove_temps(out, re.compile(rf"^{re.escape(task.name)}-\d{{6}}\.tar$"))


def shard_paths(folder: str | os.PathLike[str]) -> list[Path]:
    """The shards of the finished sharded set in ``folder``, in order (from its index).

    Raises:
        DatasetError: when ``folder`` has no readable index or the export did not finish.
    """
    folder = Path(folder)
    index = read_index(folder)
    shards = None if index is None else index.get("shards")
    if (
        index is None
        or not isinstance(shards, list)
        or not all(isinstance(e, dict) and isinstance(e.get("file"), str) for e in shards)
    ):
        raise DatasetError(f"{index_path(folder)}: missing or not a shard index")
    if index.get("complete") is not True:
        raise DatasetError(
            f"{index_path(folder)}: the export did not finish; run the same export again to resume it"
        )
    return [folder / entry["file"] for entry in shards]


def open_webdataset(folder: str | os.PathLike[str], **kwargs: Any) -> Any:
    """A ``webdataset.WebDataset`` over the finished sharded set in ``folder``, in shard order.

    Samples are dicts of raw bytes keyed by file name (``"first_frame.png"``, ...) plus
    ``"__key__"`` (the question id); ``kwargs`` go to ``WebDataset``.

    Raises:
        ImportError: when webdataset is not installed (with the pip command).
        DatasetError: as :func:`shard_paths`.
    """
    try:
        import webdataset
    except ImportError:
        raise ImportError(
            f"reading shards with webdataset needs webdataset: {INSTALL_HINT}"
        ) from None
    urls = [str(p) for p in shard_paths(folder)]
    return webdataset.WebDataset(urls, **{"shardshuffle": False, **kwargs})

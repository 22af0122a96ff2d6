"""Read RESULTS_DIRs: ``trials.jsonl`` records and ``manifest.json`` provenance (stdlib only).

Each record is checked against the trial-record schema (:func:`experiments.engine.log.record_problems`):
one that breaks it (``solve: null`` on an ``ok`` record, ``success: "yes"``, ``shape: null``...)
is listed by file and line and enters no table. Lines that are not JSON objects are skipped and
counted, because a run killed mid-write can leave a torn last line.

Within one directory the latest record of a trial wins, as it does for the engine's resume
(:func:`experiments.engine.log.latest_per_trial`). Several directories merge into one
:class:`Dataset`; a record seen twice (same ``(run_id, model, encoding, maze_id, trial)``)
counts once, an ``ok`` record winning over an ``error`` one. Records with ``status: "error"``
are kept apart: they are counted in the report header but never enter a rate.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from envs.records import DEFAULT_SOLVE_MODE
from experiments.engine.log import (
    TRIALS_FILE,
    BadRecord,
    latest_per_trial,
    read_log,
    record_problems,
    split_valid,
)

MANIFEST_FILE = "manifest.json"


class ResultsError(ValueError):
    """A RESULTS_DIR cannot be analysed (missing, not a directory, no or empty trials.jsonl)."""


@dataclass(frozen=True)
class RunInfo:
    """What one RESULTS_DIR contributed.

    Attributes:
        path: the directory as given.
        manifest_sha256: sha256 of ``manifest.json``'s bytes, ``None`` without a manifest.
        manifest: the parsed manifest (empty when missing or unreadable).
        n_records: readable records in ``trials.jsonl`` (duplicates included).
        n_errors: records with ``status: "error"`` in this directory.
        n_unreadable: lines that were not JSON objects.
        n_invalid: records excluded for breaking the schema.
        manifest_problem: why ``manifest.json`` could not be read (not UTF-8, not JSON, not an
            object, unreadable), else None; the report says it beside the run.
        models: models seen in the records, sorted.
        encodings: encodings seen in the records, sorted.
        by_task: ``(task, records, encodings)`` per task in the records, tasks sorted: the
            report names each task's trials in its own words (a maze's encoding, a puzzle's
            observation).
    """

    path: str
    manifest_sha256: str | None
    manifest: dict[str, Any]
    n_records: int
    n_errors: int
    n_unreadable: int
    models: tuple[str, ...]
    encodings: tuple[str, ...]
    n_invalid: int = 0
    manifest_problem: str | None = None
    by_task: tuple[tuple[str, int, tuple[str, ...]], ...] = ()


@dataclass
class Dataset:
    """Merged, de-duplicated records of one or more RESULTS_DIRs.

    Attributes:
        runs: one :class:`RunInfo` per directory, in the order given.
        records: usable records (``status`` not ``"error"``), first occurrence order.
        errors: records with ``status: "error"`` (excluded from every rate) whose trial has no
            ``ok`` record.
        duplicates: records dropped because a later record of the same trial in the same
            directory supersedes them, or their key was already seen in another directory (an
            ``ok`` record wins over an ``error`` record of the same trial).
        invalid: every line excluded for breaking the schema, by file and line.
    """

    runs: list[RunInfo] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    duplicates: int = 0
    invalid: list[BadRecord] = field(default_factory=list)

    def by_task(self, task: str) -> list[dict[str, Any]]:
        """Usable records of one task (``"maze_nav"`` or ``"rotation_puzzle"``)."""
        return [r for r in self.records if record_task(r) == task]


def record_task(record: dict[str, Any]) -> str:
    """The record's task; records written before the field existed are mazes."""
    task = record.get("task")
    return task if isinstance(task, str) and task else "maze_nav"


def _by_task(
    records: Sequence[dict[str, Any]],
) -> tuple[tuple[str, int, tuple[str, ...]], ...]:
    tasks: dict[str, list[dict[str, Any]]] = {}
    for record in records:
        tasks.setdefault(record_task(record), []).append(record)
    return tuple(
        (task, len(group), tuple(sorted({str(r.get("encoding")) for r in group})))
        for task, group in sorted(tasks.items())
    )


def _is_error(record: dict[str, Any]) -> bool:
    return record.get("status") == "error"


def record_key(record: dict[str, Any]) -> tuple[str, ...]:
    """The de-duplication key ``(run_id, model, encoding, maze_id, trial, solve_mode)`` as
    strings (a record without ``solve_mode`` is ``"interactive"``)."""
    names = ("run_id", "model", "encoding", "maze_id", "trial")
    mode = str(record.get("solve_mode") or DEFAULT_SOLVE_MODE)
    return (*(str(record.get(name)) for name in names), mode)


def _read_manifest(directory: Path) -> tuple[str | None, dict[str, Any], str | None]:
    """``(sha256 of the bytes, the manifest, why it could not be read)``."""
    path = directory / MANIFEST_FILE
    if not path.is_file():
        return None, {}, None
    try:
        data = path.read_bytes()
    except OSError as error:
        return None, {}, f"{MANIFEST_FILE} cannot be read ({error.strerror or error})"
    digest = hashlib.sha256(data).hexdigest()
    try:
        manifest = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return digest, {}, f"{MANIFEST_FILE} is not valid JSON; its settings are not shown"
    if not isinstance(manifest, dict):
        return digest, {}, f"{MANIFEST_FILE} holds a JSON {type(manifest).__name__}, not an object"
    return digest, manifest, None


def load_results(results_dirs: Sequence[str | Path]) -> Dataset:
    """Load and merge RESULTS_DIRs.

    Args:
        results_dirs: directories each holding ``trials.jsonl`` (and usually ``manifest.json``);
            a ``trials.jsonl`` file stands for its directory.

    Returns:
        The merged :class:`Dataset`.

    Raises:
        ResultsError: no directory given, or one is missing, not a directory, has no
            ``trials.jsonl``, cannot be read, or has no valid record in it.
    """
    if isinstance(results_dirs, (str, Path)):
        results_dirs = [results_dirs]
    if not results_dirs:
        raise ResultsError("no RESULTS_DIR given: pass at least one directory with trials.jsonl")
    dataset = Dataset()
    # key -> record; an "ok" record replaces an earlier "error" one for the same trial (a retry).
    merged: dict[tuple[str, ...], dict[str, Any]] = {}
    for given in results_dirs:
        directory = Path(given)
        if directory.is_file() and directory.name == TRIALS_FILE:
            directory = directory.parent  # the log itself: what its folder holds
        if not directory.exists():
            raise ResultsError(f"RESULTS_DIR {str(given)!r} does not exist")
        if not directory.is_dir():
            raise ResultsError(
                f"RESULTS_DIR {str(given)!r} is not a directory; allowed: a folder holding "
                f"{TRIALS_FILE}"
            )
        trials_path = directory / TRIALS_FILE
        if not trials_path.is_file():
            raise ResultsError(f"RESULTS_DIR {str(given)!r} has no {TRIALS_FILE}")
        try:
            log = read_log(trials_path)
        except OSError as exc:
            raise ResultsError(
                f"{str(trials_path)!r} cannot be read: {exc.strerror or exc}"
            ) from None
        valid, bad = split_valid(log)
        invalid = [b for b in bad if b.line not in {line for line, _ in log.unreadable}]
        dataset.invalid.extend(invalid)
        if not valid:
            detail = f"; the first: {bad[0]}" if bad else ""
            raise ResultsError(
                f"{str(trials_path)!r} holds no valid trial records ({len(log.lines)} records, "
                f"{len(invalid)} breaking the schema, {len(log.unreadable)} unreadable "
                f"lines{detail})"
            )
        kept, superseded = latest_per_trial(valid)
        dataset.duplicates += superseded
        records = [item.record for item in kept]
        digest, manifest, manifest_problem = _read_manifest(directory)
        for record in records:
            key = record_key(record)
            previous = merged.get(key)
            if previous is None:
                merged[key] = record
                continue
            dataset.duplicates += 1
            if _is_error(previous) and not _is_error(record):
                merged[key] = record
        dataset.runs.append(
            RunInfo(
                path=str(given),
                manifest_sha256=digest,
                manifest=manifest,
                n_records=len(log.lines),
                n_errors=sum(1 for r in records if _is_error(r)),
                n_unreadable=len(log.unreadable),
                models=tuple(sorted({str(r.get("model")) for r in records})),
                encodings=tuple(sorted({str(r.get("encoding")) for r in records})),
                n_invalid=len(invalid),
                manifest_problem=manifest_problem,
                by_task=_by_task(records),
            )
        )
    for record in merged.values():
        (dataset.errors if _is_error(record) else dataset.records).append(record)
    return dataset


def saved_arrays(
    results_dirs: Sequence[str | Path],
    name: str,
    load: Callable[[Path], dict[str, Any] | None],
) -> Iterator[tuple[Path, str, dict[str, Any], dict[str, Any]]]:
    """``(folder, file, record, arrays)`` for every trial (its latest record, valid against the
    schema and not an error) whose record names a file under ``name`` (``activations``, ``attention``) inside its
    folder and whose file ``load`` reads. Missing folders, names that leave the folder and
    missing or damaged files are skipped (never raises on content)."""
    for directory in map(Path, results_dirs):
        try:
            log = read_log(directory / TRIALS_FILE)
        except OSError:
            continue
        kept, _ = latest_per_trial(log.lines)
        for item in kept:
            record = item.record
            field_ = record.get(name)
            # An error record (a trial that crashed partway) may name the arrays it saved
            # before it stopped; like every rate, the sections leave it out.
            if record_problems(record) or _is_error(record) or not isinstance(field_, dict):
                continue
            relpath = field_.get("file")
            if not isinstance(relpath, str) or ".." in Path(relpath).parts:
                continue
            arrays = load(directory / relpath)
            if arrays is not None:
                yield directory, relpath, record, arrays

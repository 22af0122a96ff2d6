"""Read RESULTS_DIRs: ``trials.jsonl`` records and ``manifest.json`` provenance (stdlib only).

Several directories merge into one :class:`Dataset`; a record seen twice (same
``(run_id, model, encoding, maze_id, trial)``) counts once. Records with ``status: "error"`` are
kept apart: they are counted in the report header but never enter a rate. Lines that are not
JSON objects are skipped and counted (``envs.io.read_jsonl``), because a run killed
mid-write can leave a torn last line.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from envs.io import read_jsonl

TRIALS_FILE = "trials.jsonl"
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
        models: models seen in the records, sorted.
        encodings: encodings seen in the records, sorted.
    """

    path: str
    manifest_sha256: str | None
    manifest: dict[str, Any]
    n_records: int
    n_errors: int
    n_unreadable: int
    models: tuple[str, ...]
    encodings: tuple[str, ...]


@dataclass
class Dataset:
    """Merged, de-duplicated records of one or more RESULTS_DIRs.

    Attributes:
        runs: one :class:`RunInfo` per directory, in the order given.
        records: usable records (``status`` not ``"error"``), first occurrence order.
        errors: records with ``status: "error"`` (excluded from every rate) whose trial has no
            ``ok`` record.
        duplicates: records dropped because their key was already seen (an ``ok`` record
            always wins over an ``error`` record of the same trial).
    """

    runs: list[RunInfo] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    duplicates: int = 0

    def by_task(self, task: str) -> list[dict[str, Any]]:
        """Usable records of one task (``"maze_nav"`` or ``"rotation_puzzle"``)."""
        return [r for r in self.records if record_task(r) == task]


def record_task(record: dict[str, Any]) -> str:
    """The record's task; records written before the field existed are mazes."""
    task = record.get("task")
    return task if isinstance(task, str) and task else "maze_nav"


def _is_error(record: dict[str, Any]) -> bool:
    return record.get("status") == "error"


def record_key(record: dict[str, Any]) -> tuple[str, ...]:
    """The de-duplication key ``(run_id, model, encoding, maze_id, trial)`` as strings."""
    return tuple(
        str(record.get(name)) for name in ("run_id", "model", "encoding", "maze_id", "trial")
    )


def _read_manifest(directory: Path) -> tuple[str | None, dict[str, Any]]:
    path = directory / MANIFEST_FILE
    if not path.is_file():
        return None, {}
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    try:
        manifest = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return digest, {}
    return digest, manifest if isinstance(manifest, dict) else {}


def load_results(results_dirs: Sequence[str | Path]) -> Dataset:
    """Load and merge RESULTS_DIRs.

    Args:
        results_dirs: directories each holding ``trials.jsonl`` (and usually ``manifest.json``).

    Returns:
        The merged :class:`Dataset`.

    Raises:
        ResultsError: no directory given, or one is missing, not a directory, has no
            ``trials.jsonl`` or has no readable record in it.
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
        if not directory.exists():
            raise ResultsError(f"RESULTS_DIR {str(given)!r} does not exist")
        if not directory.is_dir():
            raise ResultsError(f"RESULTS_DIR {str(given)!r} is not a directory")
        trials_path = directory / TRIALS_FILE
        if not trials_path.is_file():
            raise ResultsError(f"RESULTS_DIR {str(given)!r} has no {TRIALS_FILE}")
        records, unreadable = read_jsonl(trials_path)
        if not records:
            raise ResultsError(f"{str(trials_path)!r} holds no trial records")
        digest, manifest = _read_manifest(directory)
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
                n_records=len(records),
                n_errors=sum(1 for r in records if _is_error(r)),
                n_unreadable=unreadable,
                models=tuple(sorted({str(r.get("model")) for r in records})),
                encodings=tuple(sorted({str(r.get("encoding")) for r in records})),
            )
        )
    for record in merged.values():
        (dataset.errors if _is_error(record) else dataset.records).append(record)
    return dataset

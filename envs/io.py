"""Crash-safe files for long runs: atomic writes and an append-only JSON-lines log.

A run can be killed at any instant (Ctrl-C, SIGKILL, a full disk). Two rules keep its output
usable:

* a file other than the log is written to a temporary file in the same folder and moved into
  place with :func:`os.replace`, so readers see the old content or the new, never half;
* the log (``trials.jsonl``) is only ever appended to, one complete line per record, flushed and
  ``fsync``'d before the next; the reader skips a torn last line (what a kill mid-write leaves).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import tempfile
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and :func:`os.replace`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


def dumps_line(record: Mapping[str, Any]) -> str:
    """One record as a single JSON line (keys in insertion order, no NaN, newline-terminated)."""
    return json.dumps(record, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n"


def read_jsonl(path: str | Path) -> tuple[list[dict[str, Any]], int]:
    """The JSON-object lines of ``path`` and how many lines were unreadable.

    A missing file gives ``([], 0)``. Blank lines are ignored; a line that is not a JSON object
    (typically the torn last line of a killed run) is counted and skipped.
    """
    path = Path(path)
    if not path.exists():
        return [], 0
    records: list[dict[str, Any]] = []
    bad = 0
    with path.open("r", encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError:
                bad += 1
                continue
            if isinstance(value, dict):
                records.append(value)
            else:
                bad += 1
    return records, bad


def iter_jsonl(path: str | Path) -> Iterator[dict[str, Any]]:
    """The readable records of ``path`` (see :func:`read_jsonl`)."""
    yield from read_jsonl(path)[0]


class JsonlWriter:
    """Append records to a JSON-lines file, one complete fsync'd line at a time (thread-safe).

    If the file does not end with a newline (a torn line left by a killed run), a newline is
    written first so the next record starts on a line of its own.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._handle = self.path.open("ab")
        if self._handle.tell() > 0 and not _ends_with_newline(self.path):
            self._write(b"\n")

    def append(self, record: Mapping[str, Any]) -> None:
        """Write ``record`` as one line and fsync it."""
        data = dumps_line(record).encode("utf-8")
        with self._lock:
            self._write(data)

    def _write(self, data: bytes) -> None:
        self._handle.write(data)
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self) -> None:
        with self._lock:
            if not self._handle.closed:
                self._handle.close()

    def __enter__(self) -> JsonlWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _ends_with_newline(path: Path) -> bool:
    with path.open("rb") as handle:
        handle.seek(-1, os.SEEK_END)
        return handle.read(1) == b"\n"


def rewrite_jsonl(path: str | Path, records: list[dict[str, Any]]) -> None:
    """Replace ``path`` atomically with exactly ``records``, one line each."""
    atomic_write_text(path, "".join(dumps_line(r) for r in records))


def git_commit() -> str | None:
    """The checkout's HEAD commit, for run manifests; None outside a git checkout."""
    root = Path(__file__).resolve().parent.parent
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    commit = out.stdout.strip()
    return commit if out.returncode == 0 and re.fullmatch(r"[0-9a-f]{40}", commit) else None

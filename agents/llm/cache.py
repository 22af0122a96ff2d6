"""An on-disk (SQLite) cache of model replies keyed by (model, messages, parameters).

An interrupted or repeated run does not pay twice for the same request, and a finished run can be
replayed offline by pointing a client at the same cache file. The key is a SHA-256 of a canonical
JSON of the request; images enter it as the SHA-256 of their bytes. API keys are never part of
the key or of the stored value (clients pass only sampling parameters).

Caching a reply sampled at temperature > 0 freezes one sample; clients therefore consult the
cache for such requests only when asked (``cache_sampled=True``).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from agents.base import Completion, Message


def _canonical(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {"sha256": hashlib.sha256(bytes(value)).hexdigest()}
    if isinstance(value, Mapping):
        return {str(k): _canonical(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return repr(value)


def cache_key(model: str, messages: Sequence[Message], params: Mapping[str, Any]) -> str:
    """SHA-256 hex digest identifying a request (``params``: sampling parameters only)."""
    payload = json.dumps(
        {"model": model, "messages": _canonical(list(messages)), "params": _canonical(params)},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _to_json(completion: Completion) -> str:
    data = asdict(completion)
    data["extra"] = _canonical(data.get("extra") or {})
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def _from_json(text: str) -> Completion:
    data = json.loads(text)
    fields = Completion.__dataclass_fields__
    return Completion(**{k: v for k, v in data.items() if k in fields})


SQLITE_HEADER = b"SQLite format 3\x00"
_COLUMNS = ("key", "model", "completion", "created")


class CacheError(ValueError):
    """A path that cannot serve as a response cache; the message names the argument and path."""


def check_cache_path(path: str | Path | None, argument: str = "cache") -> None:
    """Check, before any work, that ``path`` can be a response cache; nothing is created.

    Allowed: ``":memory:"``, an SQLite file (an empty file too), or a new file in a folder this
    process can write.

    Raises:
        CacheError: naming ``argument``, the path and what is wrong (a folder, a file that is not
            SQLite, a file or folder that cannot be written).
    """
    from envs.io import OutputPathError, check_output_dir

    if path is None or str(path) == ":memory:":
        return
    text = str(path)
    allowed = "allowed: an SQLite file made by --cache, or a new file path"
    if not text.strip():
        raise CacheError(f"{argument}={text!r} is not allowed; {allowed}")
    target = Path(text)
    if target.is_dir():
        raise CacheError(f"{argument}={text!r} is a folder; {allowed}")
    if target.exists():
        try:
            with target.open("rb") as handle:
                head = handle.read(len(SQLITE_HEADER))
        except OSError as exc:
            raise CacheError(
                f"{argument}={text!r} cannot be read: {exc.strerror or exc}; {allowed}"
            ) from None
        if head and head != SQLITE_HEADER:
            raise CacheError(f"{argument}={text!r} is not an SQLite database; {allowed}")
        if not os.access(target, os.W_OK):
            raise CacheError(f"{argument}={text!r} cannot be written; {allowed}")
    try:
        check_output_dir(target.parent, argument="its folder")
    except OutputPathError as exc:
        raise CacheError(f"{argument}={text!r} cannot be created there: {exc}") from None


class ResponseCache:
    """A thread-safe SQLite cache of :class:`~agents.base.Completion` values.

    Args:
        path: Database file (created with its parent folder), or ``":memory:"``.

    Raises:
        CacheError: ``path`` is a folder, not an SQLite database, an SQLite database with
            another ``responses`` table, or cannot be opened or written.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        try:
            if self.path != ":memory:":
                check_cache_path(self.path)
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._conn = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
            with self._lock, self._conn:
                if self.path != ":memory:":
                    self._conn.execute("PRAGMA journal_mode=WAL")
                self._conn.execute(
                    "CREATE TABLE IF NOT EXISTS responses ("
                    " key TEXT PRIMARY KEY, model TEXT NOT NULL, completion TEXT NOT NULL,"
                    " created REAL NOT NULL)"
                )
                columns = [row[1] for row in self._conn.execute("PRAGMA table_info(responses)")]
        except (sqlite3.Error, OSError) as exc:
            raise CacheError(
                f"cache={self.path!r} cannot be used as a response cache: {exc}; allowed: an "
                "SQLite file made by --cache, or a new file path"
            ) from None
        if tuple(columns) != _COLUMNS:
            self._conn.close()
            raise CacheError(
                f"cache={self.path!r} is an SQLite database whose responses table has the "
                f"columns {columns}, not {list(_COLUMNS)}; allowed: a cache file made by --cache"
            )
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> Completion | None:
        """The stored completion for ``key`` (marked ``cached=True``), or ``None``."""
        with self._lock:
            row = self._conn.execute(
                "SELECT completion FROM responses WHERE key = ?", (key,)
            ).fetchone()
            if row is None:
                self.misses += 1
                return None
            self.hits += 1
        completion = _from_json(row[0])
        completion.cached = True
        return completion

    def put(self, key: str, completion: Completion) -> None:
        """Store ``completion`` under ``key`` (replacing any previous value)."""
        stored = _to_json(completion)
        with self._lock, self._conn:
            self._conn.execute(
                "INSERT OR REPLACE INTO responses (key, model, completion, created)"
                " VALUES (?, ?, ?, ?)",
                (key, completion.model, stored, time.time()),
            )

    def __len__(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> ResponseCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

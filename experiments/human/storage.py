"""The study's database: SQLite in WAL mode through the stdlib ``sqlite3``.

Every request is one transaction (:meth:`Store.transaction`, ``BEGIN IMMEDIATE``: writers take
turns, readers never wait) committed with ``synchronous=FULL`` before the server replies, so an
acknowledged answer survives a crash or a restart. Each transaction opens its own connection:
requests run on many threads, and SQLite's busy timeout queues them.

``--db`` is a URL: ``sqlite:///relative/path.sqlite3`` or ``sqlite:////absolute/path``; a plain
path is taken as a SQLite file. Other databases (PostgreSQL) are not supported yet.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

DB_FILE = "human.sqlite3"
BUSY_TIMEOUT_MS = 30_000

SCHEMA = """
CREATE TABLE IF NOT EXISTS settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS participants (
    id TEXT PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE,
    session_sha256 TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    created_at REAL NOT NULL,
    consent_at REAL,
    completed_at REAL
);
CREATE TABLE IF NOT EXISTS trials (
    participant_id TEXT NOT NULL REFERENCES participants(id),
    position INTEGER NOT NULL,
    practice INTEGER NOT NULL,
    maze_file TEXT NOT NULL,
    condition TEXT NOT NULL,
    phase TEXT NOT NULL,
    moves TEXT NOT NULL DEFAULT '[]',
    answer TEXT,
    grid TEXT,
    result TEXT,
    started_at REAL,
    finished_at REAL,
    PRIMARY KEY (participant_id, position)
);
CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    participant_id TEXT NOT NULL,
    position INTEGER,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    client_ts REAL,
    server_ts REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS events_participant ON events(participant_id, id);
CREATE TABLE IF NOT EXISTS puzzle_trials (
    participant_id TEXT NOT NULL REFERENCES participants(id),
    position INTEGER NOT NULL,
    puzzle_file TEXT NOT NULL,
    phase TEXT NOT NULL,
    turns TEXT NOT NULL DEFAULT '[]',
    result TEXT,
    started_at REAL,
    finished_at REAL,
    PRIMARY KEY (participant_id, position)
);
"""


def sqlite_path(url: str | Path) -> Path:
    """The file of a ``sqlite:///PATH`` URL (or a plain path); ValueError naming ``--db``."""
    text = str(url)
    if "://" not in text:
        return Path(text)
    if text.startswith("sqlite:///") and len(text) > len("sqlite:///"):
        return Path(text[len("sqlite:///") :])
    scheme = text.split("://", 1)[0]
    raise ValueError(
        f"--db={scheme + '://...'!r} is not supported; allowed: sqlite:///PATH (PostgreSQL "
        "is not supported yet)"
    )


def _rows(cursor: sqlite3.Cursor) -> list[dict[str, Any]]:
    names = [d[0] for d in cursor.description or ()]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


class Tx:
    """One transaction's connection with a few helpers."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.now = time.time()

    def one(self, sql: str, *args: Any) -> dict[str, Any] | None:
        rows = _rows(self.conn.execute(sql, args))
        return rows[0] if rows else None

    def all(self, sql: str, *args: Any) -> list[dict[str, Any]]:
        return _rows(self.conn.execute(sql, args))

    def run(self, sql: str, *args: Any) -> int:
        return self.conn.execute(sql, args).rowcount

    def event(
        self,
        participant_id: str,
        position: int | None,
        kind: str,
        data: dict[str, Any] | None = None,
        client_ts: float | None = None,
    ) -> None:
        self.conn.execute(
            "INSERT INTO events (participant_id, position, kind, data, client_ts, server_ts) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (participant_id, position, kind, json.dumps(data or {}), client_ts, self.now),
        )


class Store:
    """The database of one study.

    Args:
        url: ``sqlite:///PATH`` or a path; the file and its folder are created.
    """

    def __init__(self, url: str | Path) -> None:
        self.path = sqlite_path(url)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with contextlib.closing(self._connect()) as conn:
                conn.execute("PRAGMA journal_mode=WAL")
                conn.executescript(SCHEMA)
        except sqlite3.Error as exc:
            raise ValueError(
                f"--db={str(url)!r} cannot be opened as a SQLite database ({exc}); allowed: a "
                "writable sqlite:///PATH"
            ) from None

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA foreign_keys=ON")
        return conn

    @contextlib.contextmanager
    def transaction(self, write: bool = True) -> Iterator[Tx]:
        """A transaction committed when the block ends (rolled back if it raises)."""
        conn = self._connect()
        try:
            conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield Tx(conn)
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        finally:
            conn.close()

    def journal_mode(self) -> str:
        with contextlib.closing(self._connect()) as conn:
            return str(conn.execute("PRAGMA journal_mode").fetchone()[0])

    def claim_settings(self, settings: dict[str, Any]) -> None:
        """Record the study's settings, or raise ValueError when the database holds others."""
        with self.transaction() as tx:
            rows = {r["key"]: json.loads(r["value"]) for r in tx.all("SELECT * FROM settings")}
            if not rows:
                for key, value in settings.items():
                    tx.run("INSERT INTO settings VALUES (?, ?)", key, json.dumps(value))
                return
        differ = sorted(k for k in set(rows) | set(settings) if rows.get(k) != settings.get(k))
        if differ:
            shown = ", ".join(f"{k}: {rows.get(k)!r} then, {settings.get(k)!r} now" for k in differ)
            raise ValueError(
                f"--out={str(self.path.parent)!r} holds a study started with other settings "
                f"({shown}); allowed: the same settings, or a new --out (or --db)"
            )

    def settings(self) -> dict[str, Any]:
        with self.transaction(write=False) as tx:
            return {r["key"]: json.loads(r["value"]) for r in tx.all("SELECT * FROM settings")}

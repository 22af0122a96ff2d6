"""A throwaway PostgreSQL server for the human study's tests (and for trying ``--db`` locally).

It runs the system's PostgreSQL binaries (Debian's ``postgresql`` package puts them in
``/usr/lib/postgresql/<version>/bin``; ``PG_BIN`` names another folder) on a free loopback port,
in a temporary folder, with password authentication (``scram-sha-256``) so the tests exercise a
URL that carries a password. PostgreSQL refuses to run as root: as root, the server runs as the
``postgres`` user (else ``nobody``) through ``runuser``. Nothing is downloaded.

Example::

    with TemporaryPostgres() as server:
        url = server.create_database()   # postgresql://srg:...@127.0.0.1:PORT/srg_1
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from types import TracebackType

USER = "srg"
PASSWORD = "srg-test-secret-7d1f"
"""The test server's password: tests assert it never reaches an output."""
RUN_AS = ("postgres", "nobody")


def find_postgres_bin() -> Path | str:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, or why there is none."""
    candidates = []
    if os.environ.get("PG_BIN"):
        candidates.append(Path(os.environ["PG_BIN"]))
    found = shutil.which("pg_ctl")
    if found:
        candidates.append(Path(found).resolve().parent)
    versions = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
        reverse=True,
    )
    candidates += versions
    for folder in candidates:
        if all((folder / name).exists() for name in ("initdb", "pg_ctl", "postgres")):
            return folder
    return (
        "no PostgreSQL server binaries (initdb, pg_ctl, postgres) on PATH, in PG_BIN or in "
        "/usr/lib/postgresql/*/bin; install the system package: apt-get install postgresql"
    )


def _run_as() -> pwd.struct_passwd | None:
    if os.geteuid() != 0:
        return None
    for name in RUN_AS:
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    raise RuntimeError(f"running as root and none of the users {list(RUN_AS)} exists")


def unavailable_reason() -> str | None:
    """Why no temporary server can be started here (None: it can)."""
    found = find_postgres_bin()
    if isinstance(found, str):
        return found
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed: pip install -e '.[human]'"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root and runuser (util-linux) is missing"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class TemporaryPostgres:
    """A PostgreSQL server in a temporary folder; :meth:`create_database` gives fresh URLs."""

    def __init__(self) -> None:
        found = find_postgres_bin()
        if isinstance(found, str):
            raise RuntimeError(found)
        self.bin = found
        self.port = 0
        self.folder: Path | None = None
        self._count = itertools.count(1)
        self._user = _run_as()

    def _cmd(self, *args: str) -> list[str]:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if self._user is not None:
            cmd = ["runuser", "-u", self._user.pw_name, "--", *cmd]
        return cmd

    def _run(self, *args: str) -> None:
        assert self.folder is not None
        result = subprocess.run(
            self._cmd(*args), cwd=self.folder, capture_output=True, text=True, timeout=120
        )
        if result.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(
                f"{args[0]} failed ({result.returncode}): {result.stderr.strip()} {tail}"
            )

    def start(self) -> TemporaryPostgres:
        self.folder = Path(tempfile.mkdtemp(prefix="srg-postgres-"))
        (self.folder / "pw").write_text(PASSWORD + "\n")
        if self._user is not None:
            for path in (self.folder, self.folder / "pw"):
                os.chown(path, self._user.pw_uid, self._user.pw_gid)
        self._run(
            "initdb", "-D", "data", "-U", USER, "--pwfile=pw", "--auth=scram-sha-256",
            "--no-locale", "-E", "UTF8", "--no-sync",
        )  # fmt: skip
        self.port = _free_port()
        options = (
            f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c full_page_writes=off -c max_connections=100"
        )
        self._run(
            "pg_ctl", "-D", "data", "-l", "server.log", "-w", "-t", "60", "-o", options, "start"
        )
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}:{PASSWORD}@127.0.0.1:{self.port}/{database}"

    def create_database(self) -> str:
        """A new empty database; returns its URL (with the password)."""
        import psycopg

        name = f"srg_{next(self._count)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        if self.folder is None:
            return
        if (self.folder / "data" / "postmaster.pid").exists():
            with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
                self._run("pg_ctl", "-D", "data", "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None

    def __enter__(self) -> TemporaryPostgres:
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

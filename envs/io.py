"""Crash-safe files for long runs: atomic writes and an append-only JSON-lines log.

A run can be killed at any instant (Ctrl-C, SIGKILL, a full disk). Two rules keep its output
usable:

* a file other than the log is written to a temporary file in the same folder and moved into
  place with :func:`os.replace`, so readers see the old content or the new, never half;
* the log (``trials.jsonl``) is only ever appended to, one complete line per record, flushed and
  ``fsync``'d before the next; the reader skips a torn last line (what a kill mid-write leaves).

Temporary files and folders carry the writing process's id in their names
(``.<name>.tmp-<pid>-<random>``), so the next run that touches the folder can remove what a killed
process left (:func:`remove_stale_temps`) without touching a live writer's. Output files get the
permissions the umask allows, as ``open()`` would give them.

Commands check each folder they will write before any work (:func:`check_output_dir`), so a
typo in ``--out`` costs a second, not a trained model.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

_TEMP_NAME = re.compile(r"^\..+\.tmp-(\d+)-[^/]*$")
"""Names of the temporary files and folders this package writes: ``.<name>.tmp-<pid>-<random>``."""
_LEGACY_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
"""``.<name>.<random>.tmp``: temporary files of earlier versions (no pid; always stale)."""


def temp_prefix(name: str) -> str:
    """The prefix of a temporary file or folder that will become ``name`` (see :func:`mkdtemp`)."""
    return f".{name}.tmp-{os.getpid()}-"


def mkdtemp(parent: str | Path, name: str) -> Path:
    """A new temporary folder in ``parent`` that will become ``parent/name`` (mode from umask)."""
    path = Path(tempfile.mkdtemp(prefix=temp_prefix(name), dir=parent))
    os.chmod(path, 0o777 & ~_umask())
    return path


def _umask() -> int:
    with _UMASK_LOCK:  # os.umask can only be read by setting it
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


_UMASK_LOCK = threading.Lock()


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and :func:`os.replace`.

    The file's permissions are ``0o666`` less the umask, as for ``open(path, "wb")``.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path.name), dir=path.parent)
    try:
        os.fchmod(fd, 0o666 & ~_umask())
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


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's live process (or a pid we cannot ask about): leave it
    return True


def remove_stale_temps(folder: str | Path, *, recursive: bool = True) -> list[Path]:
    """Delete the temporary files and folders that killed processes left under ``folder``.

    A temporary entry (``.<name>.tmp-<pid>-<random>``) is stale when its process no longer
    runs; entries of live processes (this one included) are kept. Files named the way earlier
    versions named them (``.<name>.<random>.tmp``) are always stale. A missing or unreadable
    folder is not an error.

    Returns:
        The paths removed.
    """
    folder = Path(folder)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.match(entry.name)
        stale = (match is not None and not _pid_alive(int(match.group(1)))) or (
            match is None and _LEGACY_TEMP_NAME.match(entry.name) is not None
        )
        path = Path(entry.path)
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
        except OSError:
            continue
        if stale:
            with contextlib.suppress(OSError):
                shutil.rmtree(path) if is_dir else path.unlink()
                removed.append(path)
        elif recursive and is_dir and match is None:
            removed.extend(remove_stale_temps(path))
    return removed


class OutputPathError(ValueError):
    """An output path a command cannot write; the message names the argument and the path."""


def _existing_parent(path: Path) -> Path:
    """The nearest folder of ``path`` that exists (the current folder at worst)."""
    for parent in [path, *path.parents]:
        try:
            if parent.is_dir():
                return parent
        except OSError:  # a name too long to look up
            continue
    return Path(".")


PATH_ROOM = 256
"""Bytes of a path kept for what a command writes below its output folder (a study's deepest
transcript, ``<condition>_<model>_results/<n>x<n>/<shape>/<file>.npy/<k>.json``, is well under)."""


def check_path_names(path: str | Path, argument: str = "--out") -> None:
    """Refuse a path with a name longer than its file system allows (255 bytes on most), or
    too long as a whole for a file to be written inside (the system's path limit, 4096 bytes
    on Linux, less :data:`PATH_ROOM`), which would otherwise pass the checks and fail when the
    first file is written.

    Raises:
        OutputPathError: naming ``argument``, the name's start and the limit.
    """
    path = Path(path)
    parent = _existing_parent(path)
    try:
        name_max = os.pathconf(parent, "PC_NAME_MAX")
    except (OSError, ValueError):
        name_max = 255
    try:
        path_max = os.pathconf(parent, "PC_PATH_MAX")
    except (OSError, ValueError):
        path_max = 4096
    full = len(os.fsencode(os.path.abspath(path)))
    if full > path_max - PATH_ROOM:  # no file inside could be written: say so before any work
        raise OutputPathError(
            f"{argument}: the path is {full} bytes long; allowed: at most "
            f"{path_max - PATH_ROOM} bytes (the system's limit, {path_max}, less "
            f"{PATH_ROOM} for the files written inside)"
        )
    for part in path.parts:
        if len(os.fsencode(part)) > name_max:  # the folder could not be made later
            shown = part if len(part) <= 40 else part[:37] + "..."
            raise OutputPathError(
                f"{argument}: the name {shown!r} is {len(os.fsencode(part))} bytes long; allowed: "
                f"folder names of at most {name_max} bytes"
            )


def check_output_dir(path: str | Path | None, argument: str = "--out") -> Path:
    """Check, before any work, that ``path`` is a folder this process can write (or create).

    Nothing is created: an existing folder gets a probe file written and removed; a missing one
    is probed in its nearest existing ancestor.

    Args:
        path: the folder a command will write into.
        argument: how the user gave it (``"--out"``, ``"out_dir"``), for the message.

    Returns:
        ``path`` as a :class:`~pathlib.Path`.

    Raises:
        OutputPathError: naming ``argument``, the path and why it cannot be written.
    """
    if path is None or str(path).strip() == "":
        raise OutputPathError(
            f"{argument}={str(path or '')!r} is not allowed; allowed: a folder path "
            "(an empty path would write into the current folder; pass '.' to mean that)"
        )
    path = Path(path)
    check_path_names(path, argument)
    ancestor = path
    while not _exists(ancestor):
        if ancestor.parent == ancestor:
            break
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        what = "is a file" if ancestor == path else f"is inside {str(ancestor)!r}, a file"
        raise OutputPathError(
            f"{argument}={str(path)!r} {what}; allowed: a folder (existing or new)"
        )
    try:
        probe = tempfile.mkdtemp(prefix=temp_prefix("write-check"), dir=ancestor)
        os.rmdir(probe)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        where = "" if ancestor == path else f" (its nearest existing folder {str(ancestor)!r})"
        raise OutputPathError(
            f"{argument}={str(path)!r} cannot be written{where}: {reason}; allowed: a folder "
            "you can write to"
        ) from None
    return path


def check_output_file(path: str | Path | None, argument: str = "--out") -> Path:
    """Check, before any work, that the file ``path`` can be written (created or replaced).

    Raises:
        OutputPathError: ``path`` is empty or a folder, or its folder cannot be written.
    """
    if path is None or str(path).strip() == "":
        raise OutputPathError(
            f"{argument}={str(path or '')!r} is not allowed; allowed: a file path"
        )
    path = Path(path)
    if path.is_dir():
        raise OutputPathError(f"{argument}={str(path)!r} is a folder; allowed: a file path")
    try:
        check_output_dir(path.parent, argument="folder")
    except OutputPathError as exc:
        reason = str(exc).split(f"folder={str(path.parent)!r} ", 1)[-1].split("; allowed:")[0]
        raise OutputPathError(
            f"{argument}={str(path)!r}: its folder {reason}; allowed: a file in a folder you "
            "can write to"
        ) from None
    return path


def _exists(path: Path) -> bool:
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):  # missing, or "missing" under a file
        return False
    except OSError:
        return True  # there, but not ours to look at: the probe will say why
    return True


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


def npz_bytes(arrays: Mapping[str, Any]) -> bytes:
    """``arrays`` as a compressed ``.npz`` (what ``np.load`` reads), the same bytes for the same
    arrays: ``np.savez_compressed`` stamps each member with the current time, this a fixed one."""
    import io
    import zipfile

    import numpy as np

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, array in arrays.items():
            member = io.BytesIO()
            np.lib.format.write_array(member, np.asarray(array), allow_pickle=False)
            info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, member.getvalue())
    return buffer.getvalue()


def read_npz(path: str | Path) -> dict[str, Any] | None:
    """Every array of the ``.npz`` at ``path``, or None when it is missing or damaged (never
    raises on the file's content; nothing is unpickled)."""
    import numpy as np

    try:
        with np.load(path, allow_pickle=False) as data:
            return {name: np.asarray(data[name]) for name in data.files}
    except Exception:  # OSError, ValueError, zipfile.BadZipFile, EOFError: a damaged file
        return None

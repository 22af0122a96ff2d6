"""envs.io: atomic writes respect the umask, stale temporaries are cleaned, output paths checked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from envs.io import (
    OutputPathError,
    atomic_write_text,
    check_output_dir,
    check_output_file,
    mkdtemp,
    remove_stale_temps,
)


@pytest.fixture
def umask_027():
    old = os.umask(0o027)
    yield
    os.umask(old)


def test_atomic_write_respects_umask(tmp_path, umask_027):
    path = tmp_path / "a.json"
    atomic_write_text(path, "{}")
    assert path.stat().st_mode & 0o777 == 0o640
    folder = mkdtemp(tmp_path, "x")
    assert folder.stat().st_mode & 0o777 == 0o750


def test_atomic_write_leaves_no_temporary(tmp_path):
    atomic_write_text(tmp_path / "a.txt", "hello")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_stale_temporaries_of_dead_processes_are_removed(tmp_path):
    dead = _dead_pid()
    sub = tmp_path / "results" / "deep"
    sub.mkdir(parents=True)
    stale_file = sub / f".trials.jsonl.tmp-{dead}-abc123"
    stale_file.write_text("half")
    stale_dir = tmp_path / f".maze_nav.tmp-{dead}-ffff"
    (stale_dir / "q0").mkdir(parents=True)
    legacy = tmp_path / ".manifest.json.k2j3h4g5.tmp"
    legacy.write_text("old")
    live = tmp_path / f".manifest.json.tmp-{os.getpid()}-zzz"
    live.write_text("being written")
    keep = [tmp_path / "manifest.json", sub / "trial.txt", tmp_path / ".hidden"]
    for path in keep:
        path.write_text("keep")

    removed = remove_stale_temps(tmp_path)

    assert set(removed) == {stale_file, stale_dir, legacy}
    assert all(p.exists() for p in [*keep, live])
    assert not stale_file.exists() and not stale_dir.exists() and not legacy.exists()


def test_remove_stale_temps_of_missing_folder(tmp_path):
    assert remove_stale_temps(tmp_path / "nope") == []


def test_check_output_dir_accepts_new_and_existing_folders(tmp_path):
    assert check_output_dir(tmp_path) == tmp_path
    assert check_output_dir(tmp_path / "a" / "b") == tmp_path / "a" / "b"
    assert not (tmp_path / "a").exists()  # nothing is created
    assert list(tmp_path.iterdir()) == []  # the probe is gone


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda tmp: "", "--out='' is not allowed"),
        (lambda tmp: "   ", "--out='   ' is not allowed"),
        (lambda tmp: None, "--out='' is not allowed"),
        (lambda tmp: _file(tmp / "f"), "is a file"),
        (lambda tmp: _file(tmp / "f") / "sub", "is inside '.*/f', a file"),
        (lambda tmp: _file(tmp / "f") / "a" / "b", "is inside '.*/f', a file"),
        (lambda tmp: "/proc/1/nope", "cannot be written"),
    ],
    ids=["empty", "blank", "none", "file", "under-file", "deep-under-file", "proc"],
)
def test_check_output_dir_refuses(tmp_path, make, expected):
    with pytest.raises(OutputPathError, match=expected) as info:
        check_output_dir(make(tmp_path), argument="--out")
    assert "allowed:" in str(info.value) and "--out" in str(info.value)


def test_check_output_file(tmp_path):
    assert check_output_file(tmp_path / "x.json") == tmp_path / "x.json"
    with pytest.raises(OutputPathError, match="is a folder"):
        check_output_file(tmp_path, argument="--out")
    with pytest.raises(OutputPathError, match="a file"):
        check_output_file(_file(tmp_path / "f") / "x.json", argument="--out")


def _file(path: Path) -> Path:
    path.write_text("")
    return path

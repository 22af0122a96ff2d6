"""Every bad input a user can type or a file a user can damage: exit 2, the culprit named, no
traceback. One row per case, driven through ``experiments.__main__.main([...])``; a few rows
also through a real ``python -m experiments`` process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from experiments.__main__ import EXIT_BAD_ARGS, main
from experiments.maze.mazes import build_maze_set

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-hostile-DO-NOT-LEAK-0123456789"

Setup = Callable[[Path], list[str]]


def _run_args(out: Path, *extra: str) -> list[str]:
    # A list option given twice keeps both lists: a row's own --model replaces the default.
    model = [] if "--model" in extra else ["--model", "oracle"]
    return [
        "run", *model, "--encoding", "matrix", "--shapes", "C",
        "--mazes-per-shape", "1", "--out", str(out), "--no-progress", *extra,
    ]  # fmt: skip


def _finished(tmp: Path) -> Path:
    out = tmp / "done"
    assert main(_run_args(out)) == 0
    return out


HAS_PROC = Path("/proc/self").is_dir()


def _long(tmp: Path) -> Path:
    """A folder path whose names are each short enough but whose whole is past the system's
    path limit (4096 bytes on Linux): no file could ever be written inside."""
    return tmp.joinpath(*["d" * 200] * 25)


def _file(tmp: Path, name: str = "file.txt", text: str = "x") -> Path:
    path = tmp / name
    path.write_text(text)
    return path


def _maze_folder(tmp: Path, write: Callable[[Path], None]) -> Path:
    """``tmp/mazes/5x5/C/5x5_C_0.npy`` written by ``write``."""
    target = tmp / "mazes" / "5x5" / "C" / "5x5_C_0.npy"
    target.parent.mkdir(parents=True)
    write(target)
    return tmp / "mazes"


def _square_maze(path: Path) -> None:
    (entry,) = build_maze_set(path.parent / "src", shapes=["square"], sizes=[5], mazes_per_shape=1)
    np.save(path, entry.codes)


def _ragged(path: Path) -> None:
    np.save(path, np.array([[0, 1, 1], [1, 2]], dtype=object), allow_pickle=True)


def _damage_maze(tmp: Path) -> list[str]:
    out = _finished(tmp)
    (out / "experiment_mazes" / "5x5" / "C" / "5x5_C_0.npy").write_bytes(b"\x93NUMPY broken")
    return _run_args(out)


def _other_seed(tmp: Path) -> list[str]:
    return _run_args(_finished(tmp), "--seed", "1")


def _other_seed_and_limit(tmp: Path) -> list[str]:
    return _run_args(_finished(tmp), "--seed", "2", "--max-moves", "20")


def _garbage_log(tmp: Path) -> list[str]:
    folder = tmp / "results"
    folder.mkdir()
    (folder / "trials.jsonl").write_bytes(b'\x00\xffgarbage\n[1, 2]\n{not json\n"text"\n')
    return ["analyze", str(folder), "--out", str(tmp / "report")]


def _invalid_log(tmp: Path) -> list[str]:
    folder = tmp / "results"
    folder.mkdir()
    record = {"status": "ok", "model": "m", "encoding": "matrix", "run_id": "r", "trial": 0,
              "shape": "C", "solve": None}  # fmt: skip
    (folder / "trials.jsonl").write_text(json.dumps(record) + "\n")
    return ["analyze", str(folder), "--out", str(tmp / "report")]


def _analyze_out_is_a_file(tmp: Path) -> list[str]:
    out = _finished(tmp)
    return ["analyze", str(out), "--out", str(_file(tmp, "report.md"))]


# (id, argv builder, words stderr must contain). Every row: exit code 2, no traceback.
CASES: list[tuple[str, Setup, tuple[str, ...]]] = [
    # -- where results go
    ("out empty", lambda t: ["run", "--model", "oracle", "--out", ""],
     ("argument --out", "out_dir=''")),
    ("out a file", lambda t: _run_args(_file(t)), ("argument --out", "file.txt", "is a file")),
    ("out under a file", lambda t: _run_args(_file(t) / "sub"), ("argument --out", "file.txt")),
    ("out in /proc", lambda t: _run_args(Path("/proc/srg-hostile-test")),
     ("argument --out", "/proc/srg-hostile-test", "cannot be written")),
    ("out a /proc file", lambda t: _run_args(Path("/proc/version")),
     ("argument --out", "/proc/version", "is a file")),
    # -- models
    ("model twice, other case", lambda t: _run_args(t / "o", "--model", "oracle", "ORACLE"),
     ("argument --model", "'oracle' and 'ORACLE'")),
    ("model twice, spaces", lambda t: _run_args(t / "o", "--model", "random", " random "),
     ("argument --model", "'random' and ' random '")),
    ("models share a folder", lambda t: _run_args(t / "o", "--model", "openai:a/b", "openai:a b"),
     ("argument --model", "'openai:a/b' and 'openai:a b'", "'openai-a-b'")),
    ("no API key", lambda t: _run_args(t / "o", "--model", "qwen-turbo"),
     ("DASHSCOPE_API_KEY",)),
    ("model empty", lambda t: _run_args(t / "o", "--model", ""), ("spec=''", "allowed")),
    ("text model shown pictures",
     lambda t: _run_args(t / "o", "--model", "qwen-turbo", "--encoding", "image"),
     ("argument --encoding", "'qwen-turbo' cannot see", "qwen-vl-plus")),
    ("puzzle: text model shown pictures",
     lambda t: ["puzzle", "--model", "qwen-max-2025-01-25", "--observation", "image",
                "--out", str(t / "o"), "--no-progress"],
     ("argument --observation", "'qwen-max-2025-01-25' cannot see")),
    ("model unknown", lambda t: _run_args(t / "o", "--model", "gpt-4o"),
     ("spec='gpt-4o'", "openai:<model>")),
    # -- the cache (a remote model: the key is a test value, no call is made)
    ("cache a folder", lambda t: _run_args(t / "o", "--model", "openai:x", "--cache", str(t)),
     ("argument --cache", "cache='", "is a folder")),
    ("cache not SQLite",
     lambda t: _run_args(t / "o", "--model", "openai:x", "--cache", str(_file(t, "c.db"))),
     ("argument --cache", "c.db", "is not an SQLite database")),
    ("cache under a file",
     lambda t: _run_args(t / "o", "--model", "openai:x", "--cache", str(_file(t) / "c.db")),
     ("argument --cache", "file.txt", "is a file")),
    # -- numbers
    ("seed negative", lambda t: _run_args(t / "o", "--seed", "-1"),
     ("argument --seed", "seed=-1", "an integer >= 0")),
    ("sizes 99", lambda t: _run_args(t / "o", "--sizes", "99"),
     ("argument --sizes", "'99'", "from 5x5 to 32x32")),
    ("sizes 33x33", lambda t: _run_args(t / "o", "--sizes", "33x33"),
     ("argument --sizes", "'33x33'", "from 5x5 to 32x32")),
    ("sizes 4x4", lambda t: _run_args(t / "o", "--sizes", "4x4"),
     ("argument --sizes", "'4x4'", "from 5x5 to 32x32")),
    ("sizes 7x9", lambda t: _run_args(t / "o", "--sizes", "7x9"),
     ("argument --sizes", "'7x9'", "not square")),
    ("sizes abc", lambda t: _run_args(t / "o", "--sizes", "abc"),
     ("argument --sizes", "'abc'", "not a size")),
    ("sizes huge number", lambda t: _run_args(t / "o", "--sizes", "9" * 40),
     ("argument --sizes", "not a size")),
    ("timeout zero", lambda t: _run_args(t / "o", "--model", "openai:x", "--timeout", "0"),
     ("argument --timeout", "timeout_s=0.0", "> 0")),
    ("timeout nan", lambda t: _run_args(t / "o", "--model", "openai:x", "--timeout", "nan"),
     ("argument --timeout", "timeout_s=nan")),
    ("timeout for oracle", lambda t: _run_args(t / "o", "--timeout", "5"),
     ("argument --timeout", "remote models only")),
    ("max consecutive errors negative",
     lambda t: _run_args(t / "o", "--max-consecutive-errors", "-1"),
     ("argument --max-consecutive-errors", "max_consecutive_errors=-1")),
    ("base url not a URL", lambda t: _run_args(t / "o", "--model", "openai:x", "--base-url",
                                              "notaurl"),
     ("argument --base-url", "'notaurl'", "http://")),
    ("base url without host", lambda t: _run_args(t / "o", "--model", "openai:x", "--base-url",
                                                 "http:///v1"),
     ("argument --base-url", "'http:///v1'")),
    # -- maze files
    ("mazes not a folder", lambda t: _run_args(t / "o", "--mazes", str(_file(t))),
     ("argument --mazes", "file.txt", "not a folder")),
    ("mazes missing", lambda t: _run_args(t / "o", "--mazes", str(t / "nowhere")),
     ("argument --mazes", "nowhere", "not a folder")),
    ("mazes folder lacks a maze", lambda t: _run_args(t / "o", "--mazes", str(t)),
     ("argument --mazes", "has no file 5x5_C_0.npy")),
    ("maze file broken",
     lambda t: _run_args(t / "o", "--mazes", str(_maze_folder(t, lambda p: p.write_bytes(b"no")))),
     ("5x5_C_0.npy", "cannot be read")),
    ("maze list ragged", lambda t: _run_args(t / "o", "--mazes", str(_maze_folder(t, _ragged))),
     ("5x5_C_0.npy", "cannot be read", "allow_pickle")),
    ("maze of another shape",
     lambda t: _run_args(t / "o", "--mazes", str(_maze_folder(t, _square_maze))),
     ("5x5_C_0.npy", "a square maze, not a C maze")),
    ("maze not a maze",
     lambda t: _run_args(t / "o", "--mazes", str(_maze_folder(
         t, lambda p: np.save(p, np.zeros((5, 5), dtype=np.int8))))),
     ("5x5_C_0.npy", "is not a maze", "player")),
    ("maze in the results damaged", _damage_maze, ("5x5_C_0.npy", "cannot be read")),
    # -- a folder made with other settings
    ("other seed", _other_seed, ("argument --out", "other settings", "seed 0 -> 1",
                                 "another --out")),
    ("other seed and limit", _other_seed_and_limit,
     ("seed 0 -> 2", "max_moves 16 -> 20", "another --out")),
    # -- analyze
    ("analyze missing folder", lambda t: ["analyze", str(t / "nope")], ("nope", "does not exist")),
    ("analyze a file", lambda t: ["analyze", str(_file(t))], ("file.txt", "not a directory")),
    ("analyze an empty folder", lambda t: ["analyze", str(t)], ("has no trials.jsonl",)),
    ("analyze a log that is a folder", lambda t: (t / "r" / "trials.jsonl").mkdir(parents=True)
     or ["analyze", str(t / "r")], ("has no trials.jsonl",)),
    ("analyze garbage", _garbage_log, ("trials.jsonl", "holds no valid trial records")),
    ("analyze invalid records", _invalid_log,
     ("trials.jsonl:1: solve=None is not allowed",)),
    ("analyze out a file", _analyze_out_is_a_file, ("--out", "report.md", "is a file")),
    # -- every typed count has an upper bound, checked before any work
    ("mazes per shape a million", lambda t: _run_args(t / "o", "--mazes-per-shape", "1000000"),
     ("argument --mazes-per-shape", "mazes_per_shape=1000000", "from 1 to 10000")),
    ("mazes per shape above the shape's count",  # known once drawn: the new folder is removed
     lambda t: _run_args(t / "fresh", "--mazes-per-shape", "10000"),
     ("argument --mazes-per-shape", "more than the distinct C mazes", "allowed: at most")),
    ("trials per maze a billion",
     lambda t: _run_args(t / "o", "--trials-per-maze", "1000000000"),
     ("argument --trials-per-maze", "from 1 to 1000")),
    ("puzzles a billion",
     lambda t: ["puzzle", "--model", "oracle", "--grid", "8x8", "--puzzles", "1000000000",
                "--out", str(t / "o"), "--no-progress"],
     ("argument --puzzles", "puzzles=1000000000", "from 1 to 1000")),
    ("human puzzles a billion",
     lambda t: ["human", "serve", "--mazes", str(t), "--out", str(t / "s"), "--puzzles", "10**9"],
     ("argument --puzzles",)),
    ("human puzzles too many",
     lambda t: ["human", "serve", "--mazes", str(t), "--out", str(t / "s"), "--puzzles", "5000"],
     ("puzzles=5000", "from 0 to 1000")),
    # -- names too long, the human server's options
    ("out name too long", lambda t: _run_args(t / ("a" * 300)),
     ("out_dir", "300 bytes long", "at most 255 bytes")),
    ("human serve out empty", lambda t: ["human", "serve", "--mazes", str(t), "--out", ""],
     ("argument --out", "--out=''", "'.'")),
    ("human serve out name too long",
     lambda t: ["human", "serve", "--mazes", str(t), "--out", str(t / ("b" * 300))],
     ("--out", "300 bytes long")),
    ("out path too long", lambda t: _run_args(_long(t)),
     ("out_dir", "bytes long", "the system's limit")),
    ("human serve out path too long",
     lambda t: ["human", "serve", "--mazes", str(t), "--out", str(_long(t))],
     ("--out", "bytes long", "the system's limit")),
    ("human serve mazes /proc",
     lambda t: ["human", "serve", "--mazes", "/proc" if HAS_PROC else str(t), "--out",
                str(t / "s")],
     ("--mazes=", "holds no maze file")),
    ("human serve host", lambda t: ["human", "serve", "--mazes", str(t), "--out", str(t / "s"),
                                    "--host", "no such host!"],
     ("--host='no such host!'", "cannot be resolved")),
    ("human export no study", lambda t: ["human", "export", "--out", str(t / "nostudy")],
     ("--out=", "nostudy", "holds no human study")),
    ("trials.jsonl a folder",
     lambda t: (t / "o" / "trials.jsonl").mkdir(parents=True) or _run_args(t / "o"),
     ("argument --out", "holds 'trials.jsonl' as a folder", "/o/trials.jsonl")),
    (".run.lock a folder",
     lambda t: (t / "o" / ".run.lock").mkdir(parents=True) or _run_args(t / "o"),
     ("argument --out", "holds '.run.lock' as a folder")),
]  # fmt: skip


@pytest.fixture(autouse=True)
def _keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.delenv("DASHSCOPE_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != ".run.lock"
    }


@pytest.mark.parametrize(("name", "setup", "words"), CASES, ids=[c[0] for c in CASES])
def test_bad_input_exits_2_naming_the_culprit(tmp_path, capsys, name, setup, words):
    argv = setup(tmp_path)
    capsys.readouterr()
    before = _snapshot(tmp_path)
    code = main(argv)
    err = capsys.readouterr().err
    assert code == EXIT_BAD_ARGS, err
    for word in words:
        assert word in err, (word, err)
    assert "Traceback" not in err and SECRET not in err
    if argv[0] in ("run", "puzzle", "human"):  # refused before any work: nothing written
        assert _snapshot(tmp_path) == before
        assert not any(
            p.name in ("s", "nostudy", "fresh") or len(p.name) > 255 for p in tmp_path.iterdir()
        )


SUBPROCESS_ROWS = ["out a file", "maze list ragged", "analyze garbage"]
"""The rows also run in a real ``python -m experiments`` process: one an argument check, one a
refusal from inside the run (a maze file numpy will not load), one of ``analyze``. Every row's
words and exit code are :func:`test_bad_input_exits_2_naming_the_culprit`'s, in this process;
a real process adds the exit through ``sys.exit`` and a stderr with nothing else on it, which
does not depend on which refusal it was (seven rows, one interpreter each, became three on 28
Nov 2026: ``sizes 99``, ``model twice, other case``, ``other seed`` and ``cache not SQLite`` are
argument checks of ``run`` like ``out a file``)."""


@pytest.mark.parametrize("name", SUBPROCESS_ROWS)
def test_bad_input_in_a_real_process(tmp_path, name):
    (setup, words) = next((s, w) for n, s, w in CASES if n == name)
    argv = setup(tmp_path)
    env = {**os.environ, "OPENAI_API_KEY": SECRET, "PYTHONWARNINGS": "ignore"}
    proc = subprocess.run(
        [sys.executable, "-m", "experiments", *argv],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == EXIT_BAD_ARGS, proc.stderr
    for word in words:
        assert word in proc.stderr, (word, proc.stderr)
    assert "Traceback" not in proc.stderr


def test_the_size_bounds_are_the_environments():
    from envs.maze_nav.constants import MAX_SIZE, MIN_SIZE
    from experiments.maze.config import parse_size

    assert parse_size(MIN_SIZE) == MIN_SIZE and parse_size(f"{MAX_SIZE}x{MAX_SIZE}") == MAX_SIZE
    for bad in (MIN_SIZE - 1, MAX_SIZE + 1):
        with pytest.raises(ValueError, match=f"from {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x"):
            parse_size(bad)


# -- options go to the models they concern; rates are finite -------------------------


def test_remote_options_beside_an_offline_model_apply_to_the_remote_one(tmp_path, capsys):
    from agents.testing import LoopbackServer
    from experiments.maze.config import RunConfig

    config = RunConfig(models=("openai:x", "oracle"), timeout_s=30.0, requests_per_minute=600)
    assert config.client_kwargs_for("openai:x")["timeout_s"] == 30.0
    assert "timeout_s" not in config.client_kwargs_for("oracle")
    assert "requests_per_minute" not in config.client_kwargs_for("oracle")
    with LoopbackServer() as server:
        argv = _run_args(
            tmp_path / "o", "--model", "openai:x", "oracle", "--timeout", "30",
            "--base-url", server.base_url_openai, "--max-consecutive-errors", "0",
        )  # fmt: skip
        code = main(argv)
    err = capsys.readouterr().err
    assert code in (0, 1), err  # ran (the loopback model answers "OK": its trials may fail)
    records = [json.loads(line) for line in (tmp_path / "o" / "trials.jsonl").open()]
    assert {r["model"] for r in records} == {"openai:x", "oracle"}


@pytest.mark.parametrize("value", ["nan", "inf", "0", "-5"])
def test_requests_per_minute_must_be_a_finite_positive_number(tmp_path, capsys, value):
    code = main(_run_args(tmp_path / "o", "--model", "openai:x", "--requests-per-minute", value))
    err = capsys.readouterr().err
    assert code == EXIT_BAD_ARGS and "requests_per_minute=" in err and "> 0" in err
    assert not (tmp_path / "o").exists()


def test_a_finished_run_rewrites_a_garbage_manifest(tmp_path, capsys):
    out = _finished(tmp_path)
    (out / "manifest.json").write_text("garbage")
    assert main(_run_args(out)) == 0
    assert "the damaged manifest was rewritten" in capsys.readouterr().out
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["run_id"] and manifest["runs"]
    assert main(_run_args(out)) == 0  # then a finished run writes nothing again
    assert "nothing to do" in capsys.readouterr().out


@pytest.mark.parametrize("garbage", ["garbage", "[1, 2]", "\xff\xfe"])
def test_analyze_says_when_a_manifest_cannot_be_read(tmp_path, capsys, garbage):
    pytest.importorskip("pandas")
    out = _finished(tmp_path)
    (out / "manifest.json").write_bytes(garbage.encode("latin-1"))
    assert main(["analyze", str(out), "--out", str(tmp_path / "report"), "--figures", "none"]) == 0
    err = capsys.readouterr().err
    assert f"warning: {out}: manifest.json" in err, err
    report = (tmp_path / "report" / "report.md").read_text(encoding="utf-8")
    assert "manifest.json" in report and ("not valid JSON" in report or "not an object" in report)

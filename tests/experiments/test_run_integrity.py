"""A results folder loses nothing and lies about nothing.

* one folder, one set of settings: a rerun with other settings is refused untouched, a grown plan
  keeps the manifest truthful;
* damaged transcripts are restored or their trials redone; the latest record of a trial wins,
  for the runner and the analysis alike;
* a finished run on a read-only folder reruns with nothing to do; killed runs' temporaries go;
* error records carry their real cost; a run stops early, cleanly and resumably, on an error no
  retry can fix (a refused key: the loopback server answers 401 to the real SDKs) or after too
  many failed trials in a row.
"""

from __future__ import annotations

import builtins
import errno
import io
import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from agents.base import Completion
from agents.llm.offline import OracleChatClient
from agents.llm.retry import ClientError, RetryPolicy
from agents.testing import LoopbackServer, request_messages
from envs.io import read_jsonl
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_OK, EXIT_STOPPED, EXIT_TRIAL_ERRORS, main
from experiments.analysis import load_results
from experiments.engine import RunSummary
from experiments.engine.log import trial_key as record_key
from experiments.maze import study as runner
from experiments.maze.config import OUTCOME_SETTINGS, RunConfig
from experiments.maze.study import run_experiments
from tests.experiments.study_helpers import use_fake_keys

ROOT = Path(__file__).resolve().parents[2]
SECRET = "sk-integrity-DO-NOT-LEAK-6a4f2e9d"
SHAPES = ["square", "cross"]
ALL_SHAPES = ["square", "cross", "spiral", "triangle", "C", "Z"]


def _run(out: Path, model: Any = "oracle", **kw: Any) -> RunSummary:
    kw.setdefault("encodings", ["matrix"])
    kw.setdefault("shapes", SHAPES)
    kw.setdefault("mazes_per_shape", 2)
    kw.setdefault("progress", False)
    return run_experiments(model, out_dir=out, **kw)


def _records(out: Path) -> list[dict]:
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    return records


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != ".run.lock"
    }


def _oracle(request: dict) -> str:
    return OracleChatClient().complete(request_messages(request)).text


def _fast(**kw: Any) -> dict[str, Any]:
    policy = {"max_retries": 3, "base_delay_s": 0.01, "max_delay_s": 0.02, "seed": 0, **kw}
    return {"retry": RetryPolicy(**policy), "timeout_s": 5.0}


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    use_fake_keys(monkeypatch, SECRET)


# -- one folder, one set of settings ---------------------------------------------------------------


def test_the_settings_are_written_down_once():
    settings = runner.folder_settings(RunConfig(models=("oracle",)))
    assert tuple(settings) == tuple(OUTCOME_SETTINGS)
    assert set(settings["rules"]) == {"connectivity", "invalid_move"}


def _set(module: Any, name: str, value: Any):
    return lambda mp: mp.setattr(module, name, value)


def _connectivity(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(runner, "DEFAULT_CONNECTIVITY", {**runner.DEFAULT_CONNECTIVITY, "square": 8})


SETTINGS_CASES = [
    # (what changes, run keywords, patch of the code, words the refusal holds)
    ("seed", {"seed": 1}, None, ["seed 0 -> 1"]),
    ("max_moves", {"max_moves": 20}, None, ["max_moves 16 -> 20"]),
    ("seed and max_moves", {"seed": 3, "max_moves": 18}, None,
     ["seed 0 -> 3", "max_moves 16 -> 18"]),
    ("prompts", {}, "prompts", ['prompt_hash "', '-> "f00dfeed"']),
    ("connectivity", {}, _connectivity, ["rules.connectivity.square 4 -> 8"]),
    ("invalid-move rule", {}, _set(runner, "INVALID_MOVE_RULE", "stay"),
     ['rules.invalid_move "terminate" -> "stay"']),
]  # fmt: skip


@pytest.mark.parametrize(
    ("what", "kwargs", "patch", "words"), SETTINGS_CASES, ids=[c[0] for c in SETTINGS_CASES]
)
def test_other_settings_are_refused_untouched(tmp_path, monkeypatch, what, kwargs, patch, words):
    _run(tmp_path)
    before = _snapshot(tmp_path)
    if patch == "prompts":
        import agents.llm.prompts as prompts

        monkeypatch.setattr(prompts, "PROMPT_TEMPLATE_HASH", "f00dfeed")
    elif patch is not None:
        patch(monkeypatch)
    with pytest.raises(ValueError) as info:
        _run(tmp_path, **kwargs)
    message = str(info.value)
    assert message.startswith(f"out_dir={str(tmp_path)!r} holds trials made with other settings")
    for word in words:
        assert word in message
    assert "another --out" in message
    assert _snapshot(tmp_path) == before  # the manifest still describes the trials in it


def test_a_model_keeps_its_sampling_settings_and_a_new_one_brings_its_own(tmp_path):
    with LoopbackServer(_oracle) as server:
        url = server.base_url_openai
        common = {"base_url": url, "client_params": _fast(), "shapes": ["C"], "mazes_per_shape": 1}
        _run(tmp_path, "openai:loop", temperature=0.5, **common)
        before = _snapshot(tmp_path)
        with pytest.raises(ValueError, match=r"openai:loop temperature 0.5 -> 0.2"):
            _run(tmp_path, "openai:loop", temperature=0.2, **common)
        with pytest.raises(ValueError, match=r"openai:loop max_tokens 2000 -> 99"):
            _run(tmp_path, "openai:loop", temperature=0.5, max_tokens=99, **common)
        assert _snapshot(tmp_path) == before
        # Where and how long to wait are not outcome settings.
        assert _run(tmp_path, "openai:loop", temperature=0.5, timeout_s=9, **{
            **common, "client_params": {"retry": _fast()["retry"]}}).nothing_to_do  # fmt: skip
        summary = _run(tmp_path, "openai:other", temperature=0.2, **common)
        assert summary.completed == 1
    clients = json.loads((tmp_path / "manifest.json").read_text())["clients"]
    assert clients["openai:loop"]["temperature"] == 0.5
    assert clients["openai:other"]["temperature"] == 0.2


def _in_plan(record: dict, plan: dict) -> bool:
    return (
        record["model"] in plan["models"]
        and record["encoding"] in plan["encodings"]
        and record["size"] in plan["sizes"]
        and record["shape"] in plan["shapes"]
        and record["maze_index"] < plan["mazes_per_shape"]
        and record["trial"] < plan["trials_per_maze"]
    )


def test_a_grown_plan_keeps_the_manifest_truthful(tmp_path):
    _run(tmp_path, "oracle", shapes=["square"])
    _run(tmp_path, "random", shapes=["cross"], mazes_per_shape=3)
    _run(tmp_path, "oracle", shapes=["square"], trials_per_maze=2, encodings=["coord_list"])
    _run(tmp_path, "oracle", shapes=["square"])  # the first plan again: listed once
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    records = _records(tmp_path)
    assert len(records) == 2 + 3 + 4
    assert {r["run_id"] for r in records} == {manifest["run_id"]}
    assert manifest["settings"] == runner.folder_settings(RunConfig(models=("oracle",)))
    union = manifest["arguments"]
    assert union["models"] == ["oracle", "random"] and union["shapes"] == ["square", "cross"]
    assert union["encodings"] == ["matrix", "coord_list"]
    assert (union["mazes_per_shape"], union["trials_per_maze"]) == (3, 2)
    plans = [run["plan"] for run in manifest["runs"]]
    assert len(plans) == 3
    for record in records:  # every trial in the folder is in a plan of the manifest...
        assert any(_in_plan(record, plan) for plan in plans), record
        assert _in_plan(record, union)
    planned = sum(  # ...and every plan's trials are in the folder
        len(p["models"]) * len(p["encodings"]) * len(p["sizes"]) * len(p["shapes"])
        * p["mazes_per_shape"] * p["trials_per_maze"]
        for p in plans
    )  # fmt: skip
    assert planned == len(records)


def test_a_manifest_written_before_settings_were_recorded_still_guards_the_folder(tmp_path):
    _run(tmp_path)
    path = tmp_path / "manifest.json"
    manifest = json.loads(path.read_text())
    del manifest["settings"], manifest["runs"]
    manifest["arguments"]["seed"] = 5
    path.write_text(json.dumps(manifest))
    with pytest.raises(ValueError, match="seed 5 -> 0"):
        _run(tmp_path)


@pytest.mark.parametrize("damage", ["garbage", "deleted", "a list"])
def test_a_damaged_manifest_is_written_again_from_the_run(tmp_path, damage):
    _run(tmp_path)
    path = tmp_path / "manifest.json"
    good = json.loads(path.read_text())
    if damage == "deleted":
        path.unlink()
    else:
        path.write_text("{not json" if damage == "garbage" else "[1, 2]")
    summary = _run(tmp_path, shapes=[*SHAPES, "C"])  # work left: the run rewrites it
    assert summary.completed == 2 and summary.skipped == 4
    manifest = json.loads(path.read_text())
    assert manifest["run_id"] == good["run_id"] and manifest["settings"] == good["settings"]
    assert manifest["arguments"]["shapes"] == [*SHAPES, "C"]


def _run_puzzles(out: Path) -> RunSummary:
    from experiments.puzzle.study import run_puzzle_study

    return run_puzzle_study(models=("oracle",), out_dir=out, puzzles=2, progress=False)


# Both studies go through one run body (experiments.engine.run_study): what it does, it does for each.
STUDIES = {"maze": (_run, "manifest.json"), "puzzle": (_run_puzzles, "puzzle_manifest.json")}


@pytest.mark.parametrize("study", sorted(STUDIES))
def test_a_manifest_nested_too_deep_to_read_is_written_again(tmp_path, study):
    run, name = STUDIES[study]
    first = run(tmp_path)
    path = tmp_path / name
    good = json.loads(path.read_text())
    path.write_text("[" * 200_000)  # json.loads raises RecursionError, not ValueError
    (tmp_path / "trials.jsonl").write_text("")  # work left: the run rewrites the manifest
    summary = run(tmp_path)
    assert summary.completed == first.completed > 0 and summary.skipped == 0
    assert json.loads(path.read_text())["settings"] == good["settings"]


@pytest.mark.parametrize("study", sorted(STUDIES))
def test_an_error_record_that_breaks_the_schema_counts_as_redone(tmp_path, study):
    run, _ = STUDIES[study]
    first = run(tmp_path)
    records = _records(tmp_path)
    records[0].update(status="error", error="boom", retries=-1)  # retries must be >= 0
    (tmp_path / "trials.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    summary = run(tmp_path)  # error records are retried by default; a broken one is "redone"
    assert (summary.redone, summary.completed, summary.skipped) == (1, 1, first.completed - 1)
    assert all(r["status"] == "ok" and r["retries"] == 0 for r in _records(tmp_path))


def test_records_of_other_settings_are_refused_without_a_manifest(tmp_path):
    _run(tmp_path, seed=1)
    (tmp_path / "manifest.json").unlink()
    with pytest.raises(ValueError, match=r"run_id \w+ -> \w+ \(4 records in trials.jsonl"):
        _run(tmp_path, seed=0)


# -- transcripts and records -----------------------------------------------------------------------


def _spec_of(out: Path, record: dict) -> Path:
    base = out / f"{record['encoding']}_{record['model']}_results" / "5x5" / record["shape"]
    return base / Path(record["maze_file"]).name / str(record["trial"])


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _other_trial(path: Path) -> None:
    payload = json.loads(path.read_text())
    payload["record"]["solve"]["moves"] += 1
    path.write_text(json.dumps(payload))


DAMAGE = [
    # (what, damage to transcript k of the first record, expected: "restored" or "redone")
    ("txt deleted", lambda b: b.with_suffix(".txt").unlink(), "restored"),
    ("txt truncated", lambda b: _truncate(b.with_suffix(".txt")), "restored"),
    ("txt edited", lambda b: b.with_suffix(".txt").write_text("SOLVE: SUCCESS\n"), "restored"),
    ("json deleted", lambda b: b.with_suffix(".json").unlink(), "redone"),
    ("json truncated", lambda b: _truncate(b.with_suffix(".json")), "redone"),
    ("json not an object", lambda b: b.with_suffix(".json").write_text("[1]"), "redone"),
    ("json of another trial", lambda b: _other_trial(b.with_suffix(".json")), "redone"),
    ("both deleted", lambda b: shutil.rmtree(b.parent), "redone"),
]


@pytest.mark.parametrize(("what", "damage", "expected"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_damaged_transcripts_are_restored_or_their_trials_redone(tmp_path, what, damage, expected):
    _run(tmp_path)
    first = _records(tmp_path)
    before = _snapshot(tmp_path)
    damage(_spec_of(tmp_path, first[0]))
    summary = _run(tmp_path)
    assert (summary.restored, summary.redone) == ((1, 0) if expected == "restored" else (0, 1))
    assert summary.completed == (1 if expected == "redone" else 0)
    records = _records(tmp_path)
    assert Counter(record_key(r) for r in records) == Counter(record_key(r) for r in first)
    after = _snapshot(tmp_path)
    # The oracle answers the same way twice: every transcript is back, byte for byte.
    changed = {k for k in before if before[k] != after.get(k)}
    assert changed <= {"trials.jsonl", "manifest.json", *(k for k in before if k.endswith(".json")
                                                          and expected == "redone")}  # fmt: skip
    for name in before:
        if name.endswith(".txt"):
            assert after[name] == before[name], name


def test_a_record_that_breaks_the_schema_is_redone(tmp_path):
    _run(tmp_path)
    path = tmp_path / "trials.jsonl"
    records = _records(tmp_path)
    records[1]["solve"] = None  # status "ok" without a solve result
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    summary = _run(tmp_path)
    assert (summary.redone, summary.completed) == (1, 1)
    again = _records(tmp_path)
    assert len(again) == 4 and all(r["solve"] is not None for r in again)


def test_the_latest_record_wins_for_resume_and_analysis_alike(tmp_path):
    _run(tmp_path)
    path = tmp_path / "trials.jsonl"
    records = _records(tmp_path)
    failed = dict(records[0], status="error", error="HTTP 500 InternalError: boom",
                  solve=None, recognize=None, generate=None)  # fmt: skip
    with path.open("a") as handle:
        handle.write(json.dumps(failed) + "\n")
    dataset = load_results([tmp_path])
    assert [record_key(r) for r in dataset.errors] == [record_key(failed)]
    assert len(dataset.records) == 3 and dataset.duplicates == 1
    summary = _run(tmp_path)
    assert (summary.completed, summary.skipped) == (1, 3)
    again = _records(tmp_path)  # compacted: one record per trial, the latest
    assert len(again) == 4 and all(r["status"] == "ok" for r in again)


def test_the_summary_line_says_what_was_restored_and_redone(tmp_path, capsys):
    argv = ["run", "--model", "oracle", "--encoding", "matrix", "--shapes", "C",
            "--mazes-per-shape", "2", "--out", str(tmp_path), "--no-progress"]  # fmt: skip
    assert main(argv) == EXIT_OK
    first, second = _records(tmp_path)
    _spec_of(tmp_path, first).with_suffix(".txt").unlink()
    _spec_of(tmp_path, second).with_suffix(".json").unlink()
    capsys.readouterr()
    assert main(argv) == EXIT_OK
    out = capsys.readouterr().out
    assert "2 trials planned, 1 already done, 1 run (1 redone" in out
    assert "1 transcripts restored" in out
    assert main(argv) == EXIT_OK
    assert "2 trials planned, all already done; nothing to do" in capsys.readouterr().out


# -- read-only folders and killed runs -------------------------------------------------------------


def _read_only(mp: pytest.MonkeyPatch) -> None:
    """Every write fails as on a read-only mount (root ignores chmod, so simulate EROFS)."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    real_os_open, real_io_open = os.open, io.open
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & writing:
            refuse()
        return real_os_open(path, flags, *args, **kwargs)

    def io_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(c in mode for c in "wax+"):
            refuse()
        return real_io_open(file, mode, *args, **kwargs)

    mp.setattr(os, "open", os_open)
    mp.setattr(io, "open", io_open)
    mp.setattr(builtins, "open", io_open)
    for name in ("mkdir", "makedirs", "rmdir", "unlink", "remove", "replace", "rename"):
        mp.setattr(os, name, refuse)


def _argv(out: Path, *shapes: str) -> list[str]:
    return ["run", "--model", "oracle", "random", "--encoding", "matrix", "--shapes",
            *(shapes or SHAPES), "--mazes-per-shape", "2", "--out", str(out),
            "--no-progress"]  # fmt: skip


def test_a_finished_run_on_a_read_only_folder_reruns_with_nothing_to_do(tmp_path, capsys):
    assert main(_argv(tmp_path)) == EXIT_OK
    before = _snapshot(tmp_path)
    capsys.readouterr()
    with pytest.MonkeyPatch.context() as mp:
        _read_only(mp)
        code = main(_argv(tmp_path))
        more = main(_argv(tmp_path, "square", "cross", "C"))  # work left: refused, named
    captured = capsys.readouterr()
    assert code == EXIT_OK
    assert "8 trials planned, all already done; nothing to do" in captured.out
    assert more == EXIT_BAD_ARGS
    assert "argument --out" in captured.err and "Read-only file system" in captured.err
    assert "Traceback" not in captured.err
    assert _snapshot(tmp_path) == before


def test_the_run_removes_the_temporaries_of_killed_runs(tmp_path):
    _run(tmp_path)
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    dead, alive = child.pid, os.getpid()
    deep = _spec_of(tmp_path, _records(tmp_path)[0]).parent
    stale = [
        tmp_path / f".trials.jsonl.tmp-{dead}-x",
        deep / f".0.json.tmp-{dead}-abc",
        tmp_path / "experiment_mazes" / f".maze_set.json.tmp-{dead}-q",
        tmp_path / ".manifest.json.a1b2c3d4.tmp",  # the name earlier versions used
    ]
    for path in stale:
        path.write_text("half")
    (tmp_path / f".export.tmp-{dead}-dir").mkdir()
    live = tmp_path / f".trials.jsonl.tmp-{alive}-y"  # a live writer's: kept
    live.write_text("in use")
    path = tmp_path / "trials.jsonl"  # the killed run's last trial never got its record
    path.write_text("".join(path.read_text().splitlines(keepends=True)[:-1]))
    assert _run(tmp_path).completed == 1
    assert not any(p.exists() for p in stale)
    assert not (tmp_path / f".export.tmp-{dead}-dir").exists()
    assert live.exists()


# -- what errors cost, and stopping early ----------------------------------------------------------


def test_error_records_carry_their_retries_time_and_last_error(tmp_path):
    policy = {"max_retries": 3, "base_delay_s": 0.05, "max_delay_s": 0.05, "jitter": 0.0}
    with LoopbackServer(_oracle, faults=lambda i: 503) as server:
        summary = _run(
            tmp_path, "openai:down", base_url=server.base_url_openai, concurrency=1,
            client_params=_fast(**policy), max_consecutive_errors=2,
        )  # fmt: skip
    records = _records(tmp_path)
    assert len(records) == summary.errors == 2
    for record in records:
        assert record["status"] == "error" and record["retries"] == 3
        assert record["latency_s"] >= 0.15  # three waits of 0.05 s, plus the attempts
        assert record["error"].startswith("HTTP 503 ServiceUnavailable:")
    assert summary.stopped.startswith("2 trials in a row ended in an error")


def test_a_hanging_server_costs_the_timeout_not_minutes(tmp_path):
    with LoopbackServer(_oracle, faults=lambda i: "timeout", timeout_hold_s=10) as server:
        summary = _run(
            tmp_path, "openai:hangs", base_url=server.base_url_openai, concurrency=1,
            timeout_s=0.2, client_params={"retry": _fast(max_retries=1)["retry"]},
            max_consecutive_errors=2,
        )  # fmt: skip
        requests = len(server.requests)
    records = _records(tmp_path)
    # two trials of two attempts each, then the stop: not minutes of hanging (no wall-time
    # bound, which a busy machine breaks; the attempts and the stop say it)
    assert len(records) == 2 and requests == 4
    assert all(r["retries"] == 1 and r["latency_s"] >= 0.4 for r in records)
    assert all("timeout" in r["error"] for r in records)
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["clients"]["openai:hangs"]["timeout_s"] == 0.2
    assert "2 trials in a row" in summary.stopped


KEY_CASES = [("qwen-turbo", "DASHSCOPE_API_KEY", "dashscope"),
             ("openai:loop", "OPENAI_API_KEY", "openai")]  # fmt: skip


def _key_argv(out: Path, model: str, url: str) -> list[str]:
    return ["run", "--model", model, "--base-url", url, "--encoding", "matrix", "coord_list",
            "--shapes", *ALL_SHAPES, "--mazes-per-shape", "2", "--concurrency", "4",
            "--out", str(out), "--no-progress"]  # fmt: skip


@pytest.mark.parametrize(("model", "variable", "route"), KEY_CASES)
def test_a_refused_key_stops_the_run_within_seconds(tmp_path, capsys, model, variable, route):
    with LoopbackServer(_oracle, faults=lambda i: 401) as server:
        url = server.sdk_base_url(route)
        code = main(_key_argv(tmp_path, model, url))
        requests = len(server.requests)
    captured = capsys.readouterr()
    assert code == EXIT_STOPPED
    assert requests <= 4  # the trials already in flight, one call each; no retry
    assert f"stopped early: {url} refused the API key in {variable}" in captured.err
    assert SECRET not in captured.err + captured.out
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.suffix != ".npy":
            assert SECRET not in path.read_text(errors="replace"), path
    assert 0 < len(_records(tmp_path)) <= 4
    # The key fixed, the same command resumes and finishes.
    with LoopbackServer(_oracle) as server:
        assert main(_key_argv(tmp_path, model, server.sdk_base_url(route))) == EXIT_OK
    records = _records(tmp_path)
    assert len(records) == 24 and all(r["status"] == "ok" for r in records)


@pytest.mark.parametrize(("model", "variable", "route"), KEY_CASES)
def test_credentials_in_the_base_url_are_never_written(tmp_path, capsys, model, variable, route):
    """A password in the user-info and a key in the query: the stop line, the manifest (its
    argv and arguments) and every other file show ``***`` in their place."""
    with LoopbackServer(_oracle, faults=lambda i: 401) as server:
        url = server.sdk_base_url(route).replace("://", "://user:PASS-url-9f3@", 1)
        url += "?api-key=KEY-url-4c1&region=x"
        code = main(_key_argv(tmp_path, model, url))
    captured = capsys.readouterr()
    assert code == EXIT_STOPPED, captured.err
    shown = url.replace("PASS-url-9f3", "***").replace("KEY-url-4c1", "***")
    # (the SDKs add their path after the query: the server says 404, which stops the run too)
    assert f"stopped early: {shown} " in captured.err
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["arguments"]["base_url"] == shown and shown in manifest["argv"]
    for text in [captured.err + captured.out] + [
        p.read_text(errors="replace") for p in tmp_path.rglob("*") if p.is_file()
    ]:
        assert "PASS-url-9f3" not in text and "KEY-url-4c1" not in text


def test_a_refused_key_stops_a_real_process(tmp_path):
    with LoopbackServer(_oracle, faults=lambda i: 401) as server:
        env = {**os.environ, "DASHSCOPE_API_KEY": SECRET, "NO_PROXY": "127.0.0.1,localhost"}
        proc = subprocess.run(
            [sys.executable, "-m", "experiments",
             *_key_argv(tmp_path, "qwen-turbo", server.base_url_dashscope)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        requests = len(server.requests)
    assert proc.returncode == EXIT_STOPPED, proc.stderr
    assert requests <= 4  # the trials in flight, one call each: stopped, not retried
    assert "DASHSCOPE_API_KEY" in proc.stderr and SECRET not in proc.stderr + proc.stdout
    assert "Traceback" not in proc.stderr


class Scripted:
    """Oracle answers, except for the trials ``fails(n)`` picks (n: the trial's number)."""

    def __init__(self, fails, error: ClientError | None = None) -> None:
        self.model = "scripted"
        self.fails = fails
        self.error = error or ClientError("boom", code="InternalError", status=500)
        self.oracle = OracleChatClient()
        self.trials = 0

    def complete(self, messages):
        if len(messages) == 1:
            self.trials += 1
        if self.fails(self.trials):
            raise self.error
        completion = self.oracle.complete(messages)
        return Completion(text=completion.text, model=self.model, input_tokens=1)


STOP_CASES = [
    # (what, client, limit, records written, words of the stop (None: no stop))
    ("errors in a row", lambda: Scripted(lambda n: True), 3, 3, "3 trials in a row"),
    ("content filter", lambda: Scripted(lambda n: True, ClientError(
        "Input data may contain inappropriate content.", code="DataInspectionFailed",
        status=400)), 3, 3, "content filter refused 3 trials in a row"),
    ("limit 0 never stops", lambda: Scripted(lambda n: True), 0, 8, None),
    ("errors not in a row", lambda: Scripted(lambda n: n % 2 == 0), 2, 8, None),
    ("fatal after two good trials", lambda: Scripted(lambda n: n > 2, ClientError(
        "no", code="InvalidApiKey", status=401, fatal="the service refused the key")),
     10, 3, "the service refused the key"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("what", "client", "limit", "written", "words"), STOP_CASES, ids=[c[0] for c in STOP_CASES]
)
def test_when_a_run_stops_early(tmp_path, what, client, limit, written, words):
    summary = _run(tmp_path, client(), concurrency=1, max_consecutive_errors=limit,
                   encodings=["matrix", "coord_list"])  # fmt: skip
    records = _records(tmp_path)
    assert len(records) == summary.completed + summary.errors == written
    if words is None:
        assert summary.stopped is None
    else:
        assert words in summary.stopped
    # Finished trials stay; a working client resumes and finishes the plan.
    ok = sum(r["status"] == "ok" for r in records)
    again = _run(tmp_path, Scripted(lambda n: False), encodings=["matrix", "coord_list"])
    assert again.skipped == ok and again.completed == 8 - ok and again.stopped is None
    assert len(_records(tmp_path)) == 8


@pytest.mark.parametrize(("limit", "exit_code"), [("2", EXIT_STOPPED), ("0", EXIT_TRIAL_ERRORS)])
def test_the_consecutive_error_limit_on_the_command_line(tmp_path, capsys, limit, exit_code):
    with LoopbackServer(_oracle, faults=lambda i: 400) as server:  # refused, not retried
        code = main(["run", "--model", "openai:picky", "--base-url", server.base_url_openai,
                     "--encoding", "matrix", "--shapes", "C", "--mazes-per-shape", "3",
                     "--concurrency", "1", "--max-consecutive-errors", limit, "--out",
                     str(tmp_path), "--no-progress"])  # fmt: skip
    err = capsys.readouterr().err
    assert code == exit_code
    assert ("stopped early: 2 trials in a row ended in an error" in err) == (limit == "2")
    assert len(_records(tmp_path)) == (2 if limit == "2" else 3)


def test_a_disk_that_fills_up_mid_run_stops_cleanly(tmp_path, capsys, monkeypatch):
    from envs.io import JsonlWriter

    real_append = JsonlWriter.append
    appended = {"n": 0}

    def append(self, record):
        if appended["n"] == 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        appended["n"] += 1
        real_append(self, record)

    argv = _argv(tmp_path)
    argv[argv.index("--model") + 1 : argv.index("--encoding")] = ["oracle"]
    monkeypatch.setattr(JsonlWriter, "append", append)
    assert main([*argv[:-1], "--concurrency", "1", "--no-progress"]) == EXIT_STOPPED
    err = capsys.readouterr().err
    assert "No space left on device" in err and str(tmp_path) in err
    assert "Traceback" not in err and "rerun the same command" in err.lower()
    assert len(_records(tmp_path)) == 2
    monkeypatch.setattr(JsonlWriter, "append", real_append)
    assert main(argv) == EXIT_OK
    assert len(_records(tmp_path)) == 4

"""Whole runs: layout, records, resume, concurrency, flaky APIs and the command line."""

from __future__ import annotations

import dataclasses
import itertools
import json
import os
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from agents.base import Completion
from agents.llm.offline import OracleChatClient
from agents.llm.retry import ClientError, RetryPolicy
from agents.testing import FaultMix, LoopbackServer, request_messages
from envs.cli import config_from_args, flag_of
from envs.io import read_jsonl
from envs.maze_nav.constants import MAX_MOVES
from envs.records import TrialRecord
from experiments import run_all_experiments
from experiments.__main__ import EXIT_BAD_ARGS, EXIT_INTERRUPTED, EXIT_OK, build_parser, main
from experiments.engine.log import trial_key as record_key
from experiments.engine.options import folder_name as model_dirname
from experiments.maze.config import RunConfig, parse_size
from experiments.maze.mazes import build_maze_set, maze_relpath
from experiments.maze.study import run_experiments
from tests.experiments.study_helpers import started_until, wait_for_lines

ROOT = Path(__file__).resolve().parents[2]
SHAPES2 = ["square", "cross"]
SECRET = "sk-test-DO-NOT-LEAK-1234567890"


def _records(out: Path) -> list[dict]:
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    return records


def _keys(records: list[dict]) -> Counter:
    return Counter(record_key(r) for r in records)


def _expected(models, encodings, shapes, n, trials=1, mode="interactive") -> set:
    return {
        (m, e, maze_relpath(5, s, i), k, mode)
        for m in models
        for e in encodings
        for s in shapes
        for i in range(n)
        for k in range(trials)
    }


def _run(out: Path, model, **kw) -> object:
    kw.setdefault("encodings", ["matrix", "coord_list"])
    kw.setdefault("shapes", SHAPES2)
    kw.setdefault("mazes_per_shape", 2)
    kw.setdefault("progress", False)
    return run_experiments(model, out_dir=out, **kw)


# -- offline end to end ---------------------------------------------------------------------------


def test_oracle_run_writes_the_specification_layout_and_perfect_records(tmp_path):
    summary = _run(tmp_path, "oracle", shapes=["square", "cross", "spiral", "triangle", "C", "Z"])
    records = _records(tmp_path)
    assert summary.planned == summary.completed == len(records) == 24
    assert set(_keys(records)) == _expected(["oracle"], ["matrix", "coord_list"], list(
        ["square", "cross", "spiral", "triangle", "C", "Z"]), 2)  # fmt: skip
    for r in records:
        assert set(r) == {*TrialRecord.__annotations__, "solve_mode"}
        assert r["solve_mode"] == "interactive"
        assert r["status"] == "ok" and r["task"] == "maze_nav"
        assert r["solve"]["success"] and r["solve"]["moves"] == r["solve"]["optimal_moves"]
        assert r["recognize"] == {
            "success": True,
            "predicted": r["shape"],
            "strict": True,
            "strict_reason": None,
        }
        assert r["solve"]["strict"] and r["generate"]["strict"]
        assert r["generate"]["success"]
        assert r["prompt_hash"] and r["tokens_in"] > 0
        folder = (
            tmp_path / f"{r['encoding']}_oracle_results" / "5x5" / r["shape"]
            / f"5x5_{r['shape']}_{r['maze_index']}.npy"
        )  # fmt: skip
        txt = (folder / "0.txt").read_text()
        assert txt.rstrip().splitlines()[-3:] == [
            "SOLVE: SUCCESS (strict: SUCCESS)",
            "RECOGNIZE: SUCCESS (strict: SUCCESS)",
            "GENERATE: SUCCESS (strict: SUCCESS)",
        ]
        data = json.loads((folder / "0.json").read_text())
        assert [m["role"] for m in data["messages"]][:2] == ["user", "assistant"]
        assert len(data["messages"]) == 2 * (r["solve"]["moves"] + 2)
        assert (tmp_path / r["maze_file"]).exists()
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest["package_version"] == "0.1.0"
    assert manifest["arguments"]["mazes_per_shape"] == 2
    assert manifest["seeds"]["maze_seed"] == 0
    assert "oracle" in manifest["clients"] and "created_at" in manifest and "git_commit" in manifest


def test_random_run_is_reproducible_whatever_the_thread_order(tmp_path):
    def content(out):
        rows = []
        for r in _records(out):
            rows.append(
                json.dumps({k: v for k, v in r.items() if k != "latency_s"}, sort_keys=True)
            )
        return sorted(rows)

    _run(tmp_path / "a", "random", concurrency=1)
    _run(tmp_path / "b", "random", concurrency=6)
    assert content(tmp_path / "a") == content(tmp_path / "b")
    txt_a = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*.txt"))
    assert len(txt_a) == 8
    for rel in txt_a:  # same seed, same transcripts, byte for byte
        assert (tmp_path / "a" / rel).read_bytes() == (tmp_path / "b" / rel).read_bytes()
    records = _records(tmp_path / "a")
    assert any(not r["solve"]["success"] for r in records)
    assert all(r["status"] == "ok" for r in records)


def test_run_all_experiments_mirrors_the_specifications_call(tmp_path):
    summary = run_all_experiments(
        OracleChatClient(),
        encoding_types=["matrix"],
        sizes=[(5, 5)],
        shapes=["C"],
        out_dir=tmp_path,
        mazes_per_shape=3,
        progress=False,
    )
    assert summary.completed == 3
    assert {r["model"] for r in _records(tmp_path)} == {"oracle"}


def test_several_trials_per_maze_get_their_own_transcripts(tmp_path):
    _run(tmp_path, "oracle", encodings=["coord_list"], shapes=["spiral"], trials_per_maze=3)
    keys = _keys(_records(tmp_path))
    assert set(keys) == _expected(["oracle"], ["coord_list"], ["spiral"], 2, trials=3)
    folder = tmp_path / "coord_list_oracle_results" / "5x5" / "spiral" / "5x5_spiral_1.npy"
    assert sorted(p.name for p in folder.iterdir()) == [
        "0.json", "0.txt", "1.json", "1.txt", "2.json", "2.txt",
    ]  # fmt: skip


def test_several_models_share_the_same_mazes(tmp_path):
    _run(tmp_path, ["oracle", "random"], encodings=["matrix"])
    by_model: dict[str, set] = {}
    for r in _records(tmp_path):
        by_model.setdefault(r["model"], set()).add((r["maze_file"], r["maze_id"]))
    assert by_model["oracle"] == by_model["random"] and len(by_model["oracle"]) == 4


def test_offline_agents_verdicts_are_the_same_under_both_readings(tmp_path):
    # The oracle and random agents answer in exactly the asked format, so the flexible reading
    # (the committed answer, read through decoration) gives them the verdicts the strict
    # reading does: the readings added for real models' habits change none of their numbers.
    _run(
        tmp_path,
        ["oracle", "random"],
        shapes=("spiral", "C", "Z"),
        solve_modes=["interactive", "one-shot"],
    )
    records = _records(tmp_path)
    assert {r["model"] for r in records} == {"oracle", "random"}
    assert {r.get("solve_mode") for r in records} == {"interactive", "one-shot"}
    for r in records:
        for phase in ("solve", "recognize", "generate"):
            result = r[phase]
            assert result["strict"] == result["success"], (r["model"], phase, result)
            if r["model"] == "oracle":
                assert result["strict_reason"] is None, (phase, result)
    by_model = Counter((r["model"], r["recognize"]["success"]) for r in records)
    assert by_model[("oracle", True)] == 24 and by_model[("random", False)] > 0
    # The report reads both verdicts off these records: the same rates either way, every
    # reply in the asked format for the oracle.
    pytest.importorskip("pandas")
    from experiments.analysis import analyze

    report = analyze([tmp_path], tmp_path / "report", verdict="strict", figure_format="none")
    assert report.verdict == "strict"
    oracle = next(line for line in report.headline.splitlines() if line.startswith("oracle"))
    assert oracle.count("100.0%") >= 7, oracle  # 3 phases x 2 readings + format followed


# -- the maze set ---------------------------------------------------------------------------------


def test_maze_set_same_seed_same_bytes_and_reused(tmp_path):
    a = build_maze_set(tmp_path / "a", shapes=SHAPES2, sizes=[5], mazes_per_shape=4, seed=3)
    b = build_maze_set(tmp_path / "b", shapes=SHAPES2, sizes=[5], mazes_per_shape=4, seed=3)
    c = build_maze_set(tmp_path / "c", shapes=SHAPES2, sizes=[5], mazes_per_shape=4, seed=4)
    for ea, eb in zip(a, b, strict=True):
        assert (tmp_path / "a" / ea.relpath).read_bytes() == (
            tmp_path / "b" / eb.relpath
        ).read_bytes()
    assert [e.maze_id for e in a] != [e.maze_id for e in c]
    assert len({e.maze_id for e in a}) == len(a)  # distinct within a shape
    codes = np.load(tmp_path / "a" / a[0].relpath)
    assert codes.dtype == np.int8 and set(np.unique(codes)) <= {0, 1, 2, 3}
    # Existing files win over the seed: a rerun with another seed keeps the saved set.
    again = build_maze_set(tmp_path / "a", shapes=SHAPES2, sizes=[5], mazes_per_shape=4, seed=9)
    assert [e.maze_id for e in again] == [e.maze_id for e in a]


def test_an_existing_maze_folder_can_be_used(tmp_path):
    src = build_maze_set(tmp_path / "src", shapes=["Z"], sizes=[5], mazes_per_shape=2, seed=7)
    _run(tmp_path / "out", "oracle", shapes=["Z"], mazes=tmp_path / "src" / "experiment_mazes")
    ids = {r["maze_id"] for r in _records(tmp_path / "out")}
    assert ids == {e.maze_id for e in src}


def test_missing_maze_in_given_folder_is_a_value_error(tmp_path):
    build_maze_set(tmp_path / "src", shapes=["Z"], sizes=[5], mazes_per_shape=1)
    with pytest.raises(ValueError, match="mazes="):
        _run(tmp_path / "out", "oracle", shapes=["Z"], mazes=tmp_path / "src")


# -- resume ---------------------------------------------------------------------------------------


def test_rerun_skips_finished_trials_and_never_duplicates(tmp_path):
    _run(tmp_path, "oracle")
    first = (tmp_path / "trials.jsonl").read_bytes()
    summary = _run(tmp_path, "oracle")
    assert summary.skipped == summary.planned == 8 and summary.completed == 0
    assert (tmp_path / "trials.jsonl").read_bytes() == first


def test_torn_last_line_and_error_records_are_redone(tmp_path):
    _run(tmp_path, "oracle")
    path = tmp_path / "trials.jsonl"
    lines = path.read_text().splitlines(keepends=True)
    error = json.loads(lines[1])
    error.update(status="error", error="HTTP 429 Throttling", solve=None, recognize=None,
                 generate=None)  # fmt: skip
    # drop record 1 (replaced by an error record) and tear the last line in half
    path.write_text(lines[0] + json.dumps(error) + "\n" + "".join(lines[2:-1]) + lines[-1][:40])
    summary = _run(tmp_path, "oracle")
    assert summary.completed == 2 and summary.skipped == 6
    records = _records(tmp_path)
    keys = _keys(records)
    assert set(keys) == _expected(["oracle"], ["matrix", "coord_list"], SHAPES2, 2)
    assert max(keys.values()) == 1
    assert all(r["status"] == "ok" for r in records)


def test_finished_trials_made_with_other_prompts_refuse_to_mix(tmp_path):
    _run(tmp_path, "oracle")
    path = tmp_path / "trials.jsonl"
    records = _records(tmp_path)
    records[0]["prompt_hash"] = "00000000"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    with pytest.raises(ValueError, match=r'other settings: prompt_hash "00000000" -> '):
        _run(tmp_path, "oracle")


def test_extending_a_run_keeps_its_mazes_and_run_id(tmp_path):
    _run(tmp_path, "oracle", mazes_per_shape=1)
    first = _records(tmp_path)
    summary = _run(tmp_path, "oracle", mazes_per_shape=2)
    assert summary.skipped == 4 and summary.completed == 4
    records = _records(tmp_path)
    assert records[:4] == first
    assert len({r["run_id"] for r in records}) == 1


class FailsOn:
    """Oracle answers, except a ClientError for mazes of one shape (the API gave up)."""

    def __init__(self, shape: str | None) -> None:
        self.model = "flaky-model"
        self.shape = shape
        self.oracle = OracleChatClient()

    def complete(self, messages):
        # Cross mazes are the 8-directional ones among square and cross.
        if self.shape == "cross" and "8 neighbouring cells" in messages[0]["content"]:
            raise ClientError("gave up after 5 retries", code="retry_budget_exhausted", status=500)
        completion = self.oracle.complete(messages)
        return Completion(text=completion.text, model=self.model, input_tokens=1)


def test_a_failing_trial_is_recorded_as_error_and_the_run_goes_on(tmp_path):
    summary = _run(tmp_path, FailsOn("cross"))
    records = _records(tmp_path)
    assert summary.errors == 4 and summary.completed == 4
    errors = [r for r in records if r["status"] == "error"]
    assert {r["shape"] for r in errors} == {"cross"}
    assert all("retry_budget_exhausted" in r["error"] for r in errors)
    assert all(r["generate"] is None for r in errors)
    # A rerun with a working API redoes exactly the error trials; the keys stay unique.
    summary = _run(tmp_path, FailsOn(None))
    assert summary.completed == 4 and summary.skipped == 4
    records = _records(tmp_path)
    assert max(_keys(records).values()) == 1 and len(records) == 8
    assert all(r["status"] == "ok" for r in records)


class LeaksKey:
    """A badly written client whose exception message contains the API key."""

    model = "leaky"

    def complete(self, messages):
        raise RuntimeError(f"auth failed for key {os.environ['MY_SERVICE_API_KEY']}")


def test_a_key_in_an_exception_never_reaches_the_files(tmp_path, monkeypatch):
    monkeypatch.setenv("MY_SERVICE_API_KEY", SECRET)
    summary = _run(tmp_path, LeaksKey(), encodings=["matrix"], shapes=["C"], mazes_per_shape=1)
    assert summary.errors == 1
    (record,) = _records(tmp_path)
    assert record["status"] == "error" and "RuntimeError: auth failed" in record["error"]
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.suffix != ".npy":
            assert SECRET not in path.read_text(errors="replace"), path


class InterruptAfter:
    """Raises KeyboardInterrupt (as Ctrl-C would) on the n-th call."""

    model = "interrupted"

    def __init__(self, n: int) -> None:
        self.n = n
        self.counter = itertools.count(1)  # atomic under threads, unlike += 1
        self.oracle = OracleChatClient()

    def complete(self, messages):
        if next(self.counter) == self.n:
            raise KeyboardInterrupt
        return self.oracle.complete(messages)


def test_ctrl_c_stops_cleanly_and_the_rerun_completes(tmp_path):
    with pytest.raises(KeyboardInterrupt):
        _run(tmp_path, InterruptAfter(12), concurrency=3)
    partial = _records(tmp_path)
    assert 0 < len(partial) < 8
    _run(tmp_path, InterruptAfter(10**9), concurrency=1)
    keys = _keys(_records(tmp_path))
    assert set(keys) == _expected(["interrupted"], ["matrix", "coord_list"], SHAPES2, 2)
    assert max(keys.values()) == 1


# -- loopback server: real HTTP clients -----------------------------------------------------------


def _oracle_responder(request):
    return OracleChatClient().complete(request_messages(request)).text


def _loop_params(timeout_s: float = 0.5):
    # 0.5 s is under the fault server's 0.7 s hold, so an injected timeout is one; a test with no
    # faults passes a long timeout, so a loaded machine's slow reply is not taken for one.
    return {
        "retry": RetryPolicy(max_retries=10, base_delay_s=0.01, max_delay_s=0.05, seed=0),
        "timeout_s": timeout_s,
    }


@pytest.mark.parametrize(
    ("responder", "expect_success"),
    [(_oracle_responder, True), (lambda request: "Bananas are yellow.", False)],
)
def test_loopback_models_correct_and_nonsense(tmp_path, monkeypatch, responder, expect_success):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    with LoopbackServer(responder) as server:
        summary = _run(
            tmp_path, "openai:loop", base_url=server.base_url_openai,
            client_params=_loop_params(timeout_s=30), concurrency=4,
        )  # fmt: skip
    records = _records(tmp_path)
    assert summary.completed == 8 and summary.errors == 0
    assert {r["model"] for r in records} == {"openai:loop"}
    assert (tmp_path / "matrix_openai-loop_results").is_dir()
    for r in records:
        assert r["solve"]["success"] is expect_success
        assert r["recognize"]["success"] is expect_success
        assert r["generate"]["success"] is expect_success
        if not expect_success:
            assert r["solve"]["invalid_reason"] == "no_coordinate"
            assert r["recognize"]["predicted"] == "none"


def test_flaky_api_loses_and_duplicates_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    faults = FaultMix({429: 0.07, 500: 0.07, "timeout": 0.06}, seed=5)
    with LoopbackServer(_oracle_responder, faults=faults, timeout_hold_s=0.7) as server:
        _run(
            tmp_path, "openai:flaky", base_url=server.base_url_openai,
            client_params=_loop_params(), concurrency=8,
        )  # fmt: skip
        injected = Counter(r.fault for r in server.requests)
    records = _records(tmp_path)
    keys = _keys(records)
    assert set(keys) == _expected(["openai:flaky"], ["matrix", "coord_list"], SHAPES2, 2)
    assert max(keys.values()) == 1
    assert all(r["status"] == "ok" and r["solve"]["success"] for r in records)
    assert sum(v for k, v in injected.items() if k is not None) > 0
    assert sum(r["retries"] for r in records) > 0
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.suffix != ".npy":
            assert SECRET not in path.read_text(errors="replace"), path


def _failure(printed: str, records: list[dict]) -> str:
    """What a failed rerun says: its summary line, then each trial not ``ok`` and its error (the
    runner scrubs keys from errors; the key is cut here again, so no assertion can show it)."""
    lines = [printed.strip()] + [
        f"{record_key(r)}: {r['status']}: {r.get('error')}" for r in records if r["status"] != "ok"
    ]
    return "\n".join(lines).replace(SECRET, "<key>")


@pytest.mark.slow
def test_sigkill_mid_run_then_rerun_gives_exactly_the_expected_trials(
    tmp_path, monkeypatch, capsys
):
    out = tmp_path / "out"
    with LoopbackServer(_oracle_responder, latency_s=0.02) as server:
        # --timeout 600: no fault is injected here, and a loaded machine once held this worker
        # for ~200 s (a 0.4 CPU s import on the other worker took 199 s at the same time), near
        # the 120 s default of one call; a real hang is ended by the test's 300 s limit
        # (pytest-timeout).
        cmd = [
            sys.executable, "-m", "experiments", "run", "--model", "openai:slow",
            "--base-url", server.base_url_openai, "--encoding", "matrix", "coord_list",
            "--shapes", "square", "Z", "--mazes-per-shape", "4", "--concurrency", "3",
            "--timeout", "600", "--out", str(out), "--no-progress",
        ]  # fmt: skip
        log = out / "trials.jsonl"
        proc = started_until(cmd, log, 3, SECRET)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        killed_at = len(read_jsonl(log)[0])
        assert 3 <= killed_at < 16
        # The rerun, in this process (same command line, same server).
        monkeypatch.setenv("OPENAI_API_KEY", SECRET)
        code = main(cmd[3:])
        printed = capsys.readouterr().out
        records, bad = read_jsonl(log)
        assert code == EXIT_OK, _failure(printed, records)
    assert bad == 0
    keys = _keys(records)
    assert set(keys) == _expected(["openai:slow"], ["matrix", "coord_list"], ["square", "Z"], 4)
    assert max(keys.values()) == 1 and len(records) == 16
    assert all(r["status"] == "ok" for r in records), _failure(printed, records)
    assert f"{killed_at} already done" in printed


# -- command line ---------------------------------------------------------------------------------


def test_cli_runs_the_specifications_command_line_offline(tmp_path, capsys):
    code = main([
        "run", "--model", "oracle", "--encoding", "matrix", "--sizes", "5x5", "--shapes", "C",
        "Z", "--mazes-per-shape", "2", "--out", str(tmp_path),
    ])  # fmt: skip
    assert code == EXIT_OK
    captured = capsys.readouterr()
    assert "4 trials planned" in captured.out
    assert "trials" in captured.err  # the progress bar
    assert len(_records(tmp_path)) == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sizes", "5x6"], "5x6"),
        (["--mazes-per-shape", "0"], "mazes_per_shape=0"),
        (["--concurrency", "0"], "concurrency=0"),
        (["--model", "gpt-nonsense"], "gpt-nonsense"),
        (["--temperature", "0.1"], "remote models only"),
    ],
)
def test_cli_bad_arguments_exit_2_with_a_message(tmp_path, capsys, args, message):
    base = ["run", "--model", "oracle", "--shapes", "C", "--out", str(tmp_path), "--no-progress"]
    code = main(base + args)
    assert code == EXIT_BAD_ARGS
    assert message in capsys.readouterr().err


def test_cli_missing_api_key_is_a_clear_error_and_writes_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DASHSCOPE_API_KEY", raising=False)
    out = tmp_path / "out"
    code = main(["run", "--model", "qwen-turbo", "--out", str(out), "--no-progress"])
    assert code == EXIT_BAD_ARGS
    assert "DASHSCOPE_API_KEY" in capsys.readouterr().err
    assert not out.exists()


def test_cli_defaults_match_the_specifications_design():
    args = build_parser().parse_args(["run"])
    assert args.models == ("qwen-turbo",)
    assert args.encodings == ("matrix", "coord_list")
    assert args.sizes == (5,) and args.mazes_per_shape == 30 and args.trials_per_maze == 1
    assert args.shapes == ("square", "cross", "spiral", "triangle", "C", "Z")
    assert args.concurrency == 8 and args.max_moves == MAX_MOVES == 16
    # 6 shapes x 30 mazes x 2 encodings = the specification's 360 trials per model
    assert len(args.shapes) * args.mazes_per_shape * len(args.encodings) == 360
    analyze = build_parser().parse_args(["analyze", "results/"])
    assert analyze.command == "analyze" and analyze.results_dirs == ["results/"]


def _run_parser():
    return build_parser().parse_args(["run"]).run_parser


def test_every_run_config_field_is_a_flag_with_the_dataclass_default():
    parser = _run_parser()
    by_dest = {a.dest: a for a in parser._actions}
    defaults = RunConfig()
    for f in dataclasses.fields(RunConfig):
        if not f.metadata["cli"]:
            assert f.name not in by_dest, f.name
            continue
        action = by_dest[f.name]
        assert action.option_strings == [flag_of(RunConfig, f.name)]
        assert f.metadata["help"] in action.help
        expected = getattr(defaults, f.name)
        if f.type == "bool":
            assert action.default is expected and action.const is (not expected), f.name
        else:
            assert action.default == expected, f.name
        if "choices" in f.metadata:
            assert list(action.choices) == list(f.metadata["choices"])
    # The flag spellings of the specification's command line and of earlier versions.
    flags = {s for a in parser._actions for s in a.option_strings}
    assert {"--model", "--encoding", "--sizes", "--shapes", "--out", "--mazes-per-shape",
            "--trials-per-maze", "--seed", "--mazes", "--concurrency", "--base-url",
            "--temperature", "--max-tokens", "--requests-per-minute", "--cache", "--max-moves",
            "--keep-errors", "--no-progress"} <= flags  # fmt: skip


def test_the_command_line_and_the_python_api_build_the_same_config():
    argv = [
        "run", "--model", "oracle", "random", "--encoding", "coord_list", "--sizes", "7x7", "5",
        "--shapes", "Z", "C", "--out", "res", "--mazes-per-shape", "3", "--trials-per-maze", "2",
        "--seed", "9", "--concurrency", "2", "--max-moves", "10", "--keep-errors",
        "--no-progress",
    ]  # fmt: skip
    args = build_parser().parse_args(argv)
    config = config_from_args(RunConfig, args, args.run_parser)
    assert config == RunConfig(
        models=["oracle", "random"], encodings=["coord_list"], sizes=["7x7", 5],
        shapes=["Z", "C"], out_dir="res", mazes_per_shape=3, trials_per_maze=2, seed=9,
        concurrency=2, max_moves=10, retry_errors=False, progress=False,
    )  # fmt: skip
    assert config.sizes == (7, 5) and config.out_dir == Path("res")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"models": []}, "models=()"),
        ({"encodings": ["grid"]}, "encodings='grid' is not allowed"),
        ({"shapes": ["hexagon"]}, "shapes='hexagon' is not allowed"),
        ({"shapes": []}, "shapes=() is not allowed"),
        ({"max_moves": 0}, "max_moves=0 is not allowed"),
        ({"trials_per_maze": 0}, "trials_per_maze=0"),
        ({"sizes": ["4x4"]}, "sizes entry '4x4'"),
        ({"models": [object()]}, "models entry"),
        ({"models": ["oracle"], "cache": "c.sqlite"}, "remote models only"),
    ],
)
def test_run_config_checks_the_python_api_once(tmp_path, kwargs, message):
    with pytest.raises(ValueError) as info:
        run_experiments(kwargs.pop("models", "oracle"), out_dir=tmp_path / "out", **kwargs)
    assert message in str(info.value)
    assert not (tmp_path / "out").exists()


def test_run_experiments_takes_the_config(tmp_path):
    config = RunConfig(models=("oracle",), encodings=("matrix",), shapes=("C",),
                       mazes_per_shape=2, out_dir=tmp_path, progress=False)  # fmt: skip
    summary = run_experiments(config)
    assert summary.completed == summary.planned == 2
    assert {r["model"] for r in _records(tmp_path)} == {"oracle"}
    with pytest.raises(ValueError, match="not allowed with a RunConfig"):
        run_experiments(config, seed=3)


def test_remote_client_options_reach_the_client_params():
    config = RunConfig(models=("openai:x",), temperature=0.2, cache="c.sqlite",
                       client_params={"timeout_s": 3})  # fmt: skip
    assert config.client_kwargs() == {"timeout_s": 3, "temperature": 0.2, "cache": "c.sqlite"}


def test_importing_experiments_and_its_analysis_is_light():
    # One fresh interpreter for both packages (test_analysis_report.py had its own for
    # experiments.analysis): neither the analysis' libraries nor the clients' load on import.
    code = (
        "import sys, experiments, experiments.analysis; "
        "heavy = [m for m in ('matplotlib', 'dashscope', 'openai', 'pandas', 'scipy', "
        "'statsmodels') if m in sys.modules]; print(heavy, experiments.__version__)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)  # fmt: skip
    assert out.stdout.strip() == "[] 0.1.0"


def test_a_folder_in_use_by_another_run_is_refused(tmp_path):
    fcntl = pytest.importorskip("fcntl")
    tmp_path.mkdir(exist_ok=True)
    with (tmp_path / ".run.lock").open("a") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        with pytest.raises(ValueError, match="in use by another run"):
            _run(tmp_path, "oracle")
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    assert _run(tmp_path, "oracle").completed == 8


@pytest.mark.parametrize(("value", "size"), [(5, 5), ("5", 5), ("5x5", 5), ((7, 7), 7)])
def test_sizes_accept_the_specifications_spellings(value, size):
    assert parse_size(value) == size


@pytest.mark.parametrize("value", ["5x6", (5, 6), "big", 3, True, None])
def test_bad_sizes_name_the_value(value):
    with pytest.raises(ValueError, match="sizes entry"):
        parse_size(value)


def test_model_names_become_safe_folder_names():
    assert model_dirname("openai:gpt-4o-mini") == "openai-gpt-4o-mini"
    assert model_dirname("meta/llama 3") == "meta-llama-3"
    assert model_dirname("qwen-turbo") == "qwen-turbo"


@pytest.mark.slow
def test_sigint_stops_cleanly_with_exit_130_and_the_rerun_completes(tmp_path, monkeypatch, capsys):
    out = tmp_path / "out"
    with LoopbackServer(_oracle_responder, latency_s=0.05) as server:
        cmd = [
            sys.executable, "-m", "experiments", "run", "--model", "openai:slow",
            "--base-url", server.base_url_openai, "--encoding", "matrix", "--shapes", "square",
            "spiral", "--mazes-per-shape", "6", "--concurrency", "2", "--timeout", "600",
            "--out", str(out), "--no-progress",
        ]  # fmt: skip
        env = {**os.environ, "OPENAI_API_KEY": SECRET, "NO_PROXY": "127.0.0.1,localhost"}
        # Ctrl-C as a terminal sends it, even when this test runs from a shell's background job
        # (which starts with SIGINT ignored, and Python then installs no KeyboardInterrupt).
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # fmt: skip
        log = out / "trials.jsonl"
        wait_for_lines(proc, log, 2)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == EXIT_INTERRUPTED, err
        assert "Rerun the same command to resume" in err
        partial, bad = read_jsonl(log)
        assert bad == 0 and 2 <= len(partial) < 12
        monkeypatch.setenv("OPENAI_API_KEY", SECRET)
        code = main(cmd[3:])
        assert code == EXIT_OK, _failure(capsys.readouterr().out, read_jsonl(log)[0])
    keys = _keys(_records(out))
    assert set(keys) == _expected(["openai:slow"], ["matrix"], ["square", "spiral"], 6)
    assert max(keys.values()) == 1

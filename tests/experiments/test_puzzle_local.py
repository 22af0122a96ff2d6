"""The rotation-puzzle study on a tiny random local model: ``puzzle --model hf:<folder>``."""

from __future__ import annotations

import json
from importlib.util import find_spec
from pathlib import Path

import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from experiments.__main__ import main


def _argv(model: Path, out: Path, *extra: str) -> list[str]:
    return ["puzzle", "--model", f"hf:{model}", "--observation", "text", "--grid", "2x2",
            "--difficulty", "easy", "--puzzles", "2", "--max-tokens", "8", "--concurrency", "2",
            "--out", str(out), "--no-progress", *extra]  # fmt: skip


def test_puzzle_study_runs_and_resumes_on_a_local_model_with_its_options(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from agents.testing.tiny_hf import build_tiny_model

    model = build_tiny_model(tmp_path / "tiny")
    out = tmp_path / "out"
    argv = _argv(model, out, "--dtype", "float32", "--device", "cpu")
    assert main(argv) == 0, capsys.readouterr().err
    records = [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]
    assert len(records) == 2
    for record in records:
        # A random model's garbage is an invalid move (a typed failure), never an error.
        assert record["status"] == "ok" and record["error"] is None
        assert record["model"] == f"hf:{model}" and record["task"] == "rotation_puzzle"
        assert record["tokens_out"] >= 1
    manifest = json.loads((out / "puzzle_manifest.json").read_text())
    client = manifest["clients"][f"hf:{model}"]
    # --dtype, --device and the run's seed reach the hf client, as in the maze study.
    assert client["class"] == "HFChatClient"
    assert client["dtype"] == "float32" and client["device"] == "cpu"
    assert client["seed"] == 0
    before = (out / "trials.jsonl").read_bytes()
    capsys.readouterr()
    assert main(argv) == 0
    assert "nothing to do" in capsys.readouterr().out
    assert (out / "trials.jsonl").read_bytes() == before


def test_hf_options_without_an_hf_model_are_refused_in_the_puzzle_study(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["puzzle", "--model", "oracle", "--dtype", "float16", "--out", str(tmp_path / "o"),
                 "--no-progress"])  # fmt: skip
    assert code == 2
    err = capsys.readouterr().err
    assert "dtype='float16'" in err and "hf: models only" in err and "Traceback" not in err
    assert not (tmp_path / "o").exists()

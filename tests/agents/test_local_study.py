"""The maze study end to end on a tiny random local model: ``--model hf:<folder>``."""

from __future__ import annotations

import hashlib
import json
from importlib.util import find_spec
from pathlib import Path

import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from experiments.__main__ import main
from experiments.engine.options import folder_name as model_dirname


def test_maze_study_runs_and_resumes_on_a_local_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from agents.testing.tiny_hf import build_tiny_model

    model = build_tiny_model(tmp_path / "tiny")
    out = tmp_path / "out"
    argv = [
        "run",
        "--model",
        f"hf:{model}",
        "--encoding",
        "matrix",
        "coord_list",
        "--sizes",
        "5x5",
        "--shapes",
        "square",
        "--mazes-per-shape",
        "1",
        "--max-tokens",
        "8",
        "--concurrency",
        "2",
        "--out",
        str(out),
        "--no-progress",
    ]
    assert main(argv) == 0
    records = [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]
    assert len(records) == 2
    assert {r["encoding"] for r in records} == {"matrix", "coord_list"}
    for record in records:
        # Garbage replies are parsed into typed failures, not errors.
        assert record["status"] == "ok" and record["error"] is None
        assert record["model"] == f"hf:{model}"
        assert record["solve"]["success"] is False and record["solve"]["failure"]
        assert record["tokens_out"] >= 1 and record["tokens_in"] > 100
    folder = model_dirname(f"hf:{model}")
    assert folder.startswith("hf-") and "/" not in folder and ":" not in folder
    assert (out / f"matrix_{folder}_results").is_dir()
    clients = json.loads((out / "manifest.json").read_text())["clients"][f"hf:{model}"]
    config = (model / "config.json").read_bytes()

    assert clients["class"] == "HFChatClient"
    assert clients["config_sha256"] == hashlib.sha256(config).hexdigest()
    assert clients["max_tokens"] == 8 and clients["temperature"] == 0.0
    before = (out / "trials.jsonl").read_bytes()
    capsys.readouterr()
    assert main(argv) == 0
    assert "nothing to do" in capsys.readouterr().out
    assert (out / "trials.jsonl").read_bytes() == before


def test_a_missing_model_folder_exits_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere"
    code = main(["run", "--model", f"hf:{missing}", "--out", str(tmp_path / "o"), "--no-progress"])
    assert code == 2
    err = capsys.readouterr().err
    assert "does not exist" in err and "Traceback" not in err

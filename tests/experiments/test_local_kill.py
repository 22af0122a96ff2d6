"""An hf: study killed with SIGKILL mid-run resumes to the records and activation files of a run
never killed (tiny offline model in a child process, no downloads)."""

from __future__ import annotations

import json
import os
import signal
import sys
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from experiments.__main__ import main
from experiments.maze import activations
from tests.experiments.study_helpers import started_until
from tests.experiments.test_local_concurrency import _close, _exact, _records


def _argv(model: Path, out: Path) -> list[str]:
    return [
        "run",
        *("--model", f"hf:{model}", "--encoding", "matrix", "--shapes", "square", "cross"),
        *("--mazes-per-shape", "3", "--max-tokens", "24", "--max-moves", "4"),
        *("--concurrency", "2", "--activations", "0,-1", "--out", str(out), "--no-progress"),
    ]


def test_a_killed_run_resumes_to_the_records_of_an_unbroken_one(
    tmp_path: Path, tiny: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = tiny  # the session's tiny model (conftest), built once a worker, not once more here
    unbroken, killed = tmp_path / "unbroken", tmp_path / "killed"
    assert main(_argv(model, unbroken)) == 0
    expected = _records(unbroken)
    assert len(expected) == 6 and all(r["status"] == "ok" for r in expected)

    cmd = [sys.executable, "-m", "experiments", *_argv(model, killed)]
    proc = started_until(cmd, killed / "trials.jsonl", 2, "sk-unused-by-hf-models")
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    done = len((killed / "trials.jsonl").read_text().splitlines())
    assert 2 <= done < 6  # killed mid-run

    capsys.readouterr()
    assert main(_argv(model, killed)) == 0
    assert f"{done} already done" in capsys.readouterr().out
    got = _records(killed)
    # The redone trials ran in other batches: verdicts and text equal, log-probabilities to 1e-3.
    assert _exact(got) == _exact(expected)
    for a, b in zip(got, expected, strict=True):
        assert _close(a["logits"], b["logits"])
    for record in got:
        path = killed / record["activations"]["file"]
        arrays = activations.load(path)
        assert arrays is not None
        assert activations.matches(path, record["activations"], json.loads(str(arrays["trial"])))
        reference = activations.load(unbroken / record["activations"]["file"])
        assert reference is not None
        assert np.allclose(arrays["hidden"], reference["hidden"], atol=1e-2, rtol=1e-2)
    assert not list(killed.rglob("*.tmp*"))  # the resumed run cleared the killed one's leftovers

"""A study on a local model gives the same records at --concurrency 1 and 8: batching changes
how calls share forward passes, not what a trial records (tiny offline model, no downloads).

Replies, verdicts and every count are equal; stored log-probabilities agree to 1e-3: a batched
matrix product sums in another order, and a value near a rounding boundary of the stored 4
decimals can land on the other side. At one --concurrency the batches follow the plan
(lockstep), so two runs give the same bytes however their threads are scheduled."""

from __future__ import annotations

import json
import random
import re
import time
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.testing.tiny_hf import build_tiny_model
from experiments.__main__ import main
from experiments.maze import activations


def _run(model: Path, out: Path, concurrency: int, *shapes: str) -> list[dict]:
    argv = [
        "run",
        *("--model", f"hf:{model}", "--encoding", "matrix", "coord_list"),
        *("--shapes", *(shapes or ("square", "cross"))),
        *("--mazes-per-shape", "2", "--max-tokens", "6"),
        *("--max-moves", "3", "--concurrency", str(concurrency), "--out", str(out)),
        *("--activations", "0,-1", "--no-progress"),
    ]
    assert main(argv) == 0
    return _records(out)


def _records(out: Path) -> list[dict]:
    """A run's records in a fixed order, their measured latencies zeroed."""
    lines = (out / "trials.jsonl").read_text().splitlines()
    return sorted(({**json.loads(line), "latency_s": 0} for line in lines), key=json.dumps)


def _exact(records: list[dict]) -> list[dict]:
    """Each record without what batching may round differently: the log-probabilities and the
    size of the compressed hidden-state file (float16 values that differ in the last bit
    compress to a byte more or less; the arrays are compared to tolerance below)."""
    return [
        {
            **{k: v for k, v in r.items() if k not in ("logits", "activations")},
            "activations": {k: v for k, v in (r.get("activations") or {}).items() if k != "bytes"},
        }
        for r in records
    ]


def _close(a: object, b: object) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and abs(a - b) <= 1e-3
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def test_records_at_concurrency_1_and_8_are_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = build_tiny_model(tmp_path / "tiny")
    one = _run(model, tmp_path / "one", 1)
    eight = _run(model, tmp_path / "eight", 8)
    assert len(one) == 8 and all(r["status"] == "ok" for r in one)
    assert all(r["logits"]["steps"] for r in one)  # candidate moves were scored
    assert _exact(one) == _exact(eight)
    for a, b in zip(one, eight, strict=True):
        assert _close(a["logits"], b["logits"])
    # Hidden states agree to float16 rounding (the .npz stores float16).
    for record in one:
        a = activations.load(tmp_path / "one" / record["activations"]["file"])
        b = activations.load(tmp_path / "eight" / record["activations"]["file"])
        assert a is not None and b is not None
        assert a["hidden"].shape == b["hidden"].shape and a["hidden"].shape[1] == 2
        assert np.allclose(a["hidden"], b["hidden"], atol=1e-2, rtol=1e-2)
        assert (a["row"] == b["row"]).all() and (a["phase"] == b["phase"]).all()


def _files(out: Path) -> dict[str, bytes]:
    """Every transcript (without its measured latencies) and activation file of a run."""
    files = {}
    for path in sorted(out.glob("*_results/**/*")):
        if path.suffix == ".json":
            files[str(path.relative_to(out))] = re.sub(
                rb'"latency_s": [0-9.e-]+', b"", path.read_bytes()
            )
        elif path.suffix == ".npz":
            files[str(path.relative_to(out))] = path.read_bytes()
    return files


def test_same_bytes_at_concurrency_3_however_the_threads_take_turns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agents.llm.local import HFChatClient

    model = build_tiny_model(tmp_path / "tiny")
    complete = HFChatClient.complete
    jitter = random.Random()  # not seeded: each run's threads arrive in another order

    def late(self: HFChatClient, messages: list) -> object:
        time.sleep(jitter.uniform(0, 0.03))
        return complete(self, messages)

    monkeypatch.setattr(HFChatClient, "complete", late)
    shapes = ("square", "cross", "spiral")
    first = _run(model, tmp_path / "first", 3, *shapes)
    second = _run(model, tmp_path / "second", 3, *shapes)
    assert len(first) == 12 and all(r["status"] == "ok" for r in first)
    assert first == second
    one, two = _files(tmp_path / "first"), _files(tmp_path / "second")
    assert len(one) == 24 and one == two

"""Logits and activations of hf: models on the tiny offline model: what the records and the
.npz files hold, that they agree with a plain forward pass, resume, and same bytes."""

from __future__ import annotations

import json
import math
from importlib.util import find_spec
from pathlib import Path

import numpy as np
import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.llm.local import HFChatClient
from experiments.__main__ import main
from experiments.maze import activations
from experiments.maze.inspection import LEGAL, OFF_GRID, WALL, cell_spans, reply_summary
from tests.experiments.study_helpers import draw_only, is_png

MESSAGES = [{"role": "user", "content": "The maze:\n1 0 P\n0 G 1\nWhere next? MOVE: (r, c)"}]


def _plain_logprobs(client: HFChatClient, prompt_ids: list[int], tokens: list[int]) -> list[float]:
    import torch

    ids = torch.tensor([prompt_ids + tokens])
    with torch.inference_mode():
        logits = client.hf_model(input_ids=ids).logits[0].float()
    logp = torch.log_softmax(logits, dim=-1)
    n = len(prompt_ids)
    return [float(logp[n - 1 + i, t]) for i, t in enumerate(tokens)]


def test_reply_token_logprobs_and_candidate_scores_match_a_plain_forward(tiny: Path) -> None:
    client = HFChatClient(str(tiny), max_tokens=10)
    completion = client.complete(MESSAGES)
    assert completion.logprobs is not None and len(completion.logprobs) == completion.output_tokens
    prompt = client._prompt([dict(m) for m in MESSAGES])
    prompt_ids = list(client.tokenizer(prompt, add_special_tokens=False)["input_ids"])
    generated = list(client.tokenizer(completion.text, add_special_tokens=False)["input_ids"])
    recorded = [entry["logprob"] for entry in completion.logprobs]
    assert all(v <= 0 for v in recorded)
    # Re-tokenizing garbage need not give the generated ids back; compare where it does.
    if len(generated) == len(recorded):
        assert np.allclose(_plain_logprobs(client, prompt_ids, generated), recorded, atol=1e-4)
    replies = ["MOVE: (0, 1)", "MOVE: (1, 1)", "MOVE: (10, -1)"]
    seen = client.inspect(MESSAGES, replies=replies)
    for reply, score in zip(replies, seen.reply_logprobs, strict=True):
        ids = list(client.tokenizer(reply, add_special_tokens=False)["input_ids"])
        assert math.isclose(sum(_plain_logprobs(client, prompt_ids, ids)), score, abs_tol=1e-3)
    # One reply alone scores as it does beside others (the cached prompt is shared right).
    alone = client.inspect(MESSAGES, replies=replies[2:]).reply_logprobs[0]
    assert math.isclose(alone, seen.reply_logprobs[2], abs_tol=1e-4)
    assert seen.prompt_tokens == len(prompt_ids)


def test_inspect_reads_layers_and_cell_tokens(tiny: Path) -> None:
    client = HFChatClient(str(tiny), max_tokens=4)
    content = MESSAGES[0]["content"]
    start = content.index("1 0 P")
    spans = [(start + a, start + b) for _, a, b in cell_spans("1 0 P\n0 G 1", "matrix", 3)[:6]]
    seen = client.inspect(MESSAGES, layers=[0, -1], spans=[*spans, (999, 1000)])
    assert seen.last.shape == (2, 32)
    assert seen.spans.shape == (7, 2, 32)
    assert seen.span_tokens[-1] == -1 and not seen.spans[-1].any()
    assert all(0 <= t < seen.prompt_tokens for t in seen.span_tokens[:-1])
    with client._tokenizer_lock:
        prompt = client._prompt([dict(m) for m in MESSAGES])
        encoded = client.tokenizer(prompt, add_special_tokens=False, return_offsets_mapping=True)
    for (a, b), token in zip(spans, seen.span_tokens, strict=False):
        s0, s1 = encoded["offset_mapping"][token]
        assert s0 < prompt.rindex(content) + b and s1 > prompt.rindex(content) + a
    with pytest.raises(ValueError, match="layers entry 9"):
        client.inspect(MESSAGES, layers=[9])


def test_reply_summary_never_raises_on_service_replies() -> None:
    assert reply_summary(None) is None and reply_summary([]) is None
    assert reply_summary([{"logprob": "x"}, 3, {"logprob": float("nan")}]) is None
    assert reply_summary([{"token": "a", "logprob": -1.0}, {"logprob": -0.5}]) == [2, -1.5, -1.0]


def _argv(model: Path, out: Path, *extra: str) -> list[str]:
    return [
        "run",
        *("--model", f"hf:{model}", "--encoding", "matrix", "coord_list"),
        *("--shapes", "square", "cross", "--mazes-per-shape", "1", "--max-tokens", "6"),
        *("--max-moves", "3", "--concurrency", "1", "--out", str(out), "--no-progress"),
        *extra,
    ]


def _records(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "trials.jsonl").read_text().splitlines()]


def _npz(out: Path) -> list[Path]:
    return sorted(out.rglob("*.npz"))


def test_study_records_logits_and_activations_with_their_index(tiny: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert main(_argv(tiny, out, "--activations", "0,1,-1")) == 0
    records = _records(out)
    assert len(records) == 4 and len(_npz(out)) == 4
    for record in records:
        logits = record["logits"]
        # 3 replies at least (solve, recognize, generate), each with its token summary.
        assert len(logits["replies"]) == record["solve"]["moves"] + 2
        assert all(r[0] >= 1 and r[1] <= 0 and r[2] <= 0 for r in logits["replies"])
        assert len(logits["steps"]) == record["solve"]["moves"]
        for step in logits["steps"]:
            connectivity = len(step["cells"])
            assert connectivity in (4, 8) and len(step["logp"]) == connectivity
            assert set(step["kind"]) <= {LEGAL, WALL, OFF_GRID}
            assert all(step["kind"][i] == LEGAL for i in step["best"]) and step["best"]
            assert all(math.isfinite(v) and v < 0 for v in step["logp"])
        field = record["activations"]
        folder = "matrix" if record["encoding"] == "matrix" else "coord_list"
        path = next(
            p
            for p in _npz(out)
            if p.parent.name == Path(record["maze_file"]).name and p.parts[-5].startswith(folder)
        )
        arrays = activations.load(path)
        assert arrays is not None and out / field["file"] == path
        assert field["bytes"] == path.stat().st_size and field["layers"] == [0, 1, -1]
        solve_rows = arrays["phase"] == 0
        size = record["size"]
        assert arrays["hidden"].shape == (field["rows"], 3, 32)
        assert arrays["hidden"].dtype == np.float16
        assert int(solve_rows.sum()) == record["solve"]["moves"]
        assert int((arrays["phase"] == 1).sum()) == size * size
        at = [s["at"] for s in logits["steps"]]
        assert [
            [int(r), int(c)]
            for r, c in zip(arrays["row"][solve_rows], arrays["col"][solve_rows], strict=True)
        ] == at
        cells = {
            (int(r), int(c))
            for r, c in zip(arrays["row"][~solve_rows], arrays["col"][~solve_rows], strict=True)
        }
        assert cells == {(r, c) for r in range(size) for c in range(size)}
        assert json.loads(str(arrays["trial"]))[0] == record["model"]
    payload = json.loads(next(out.rglob("0.json")).read_text())
    assert len(payload["token_logprobs"]) == len(records[0]["logits"]["replies"])


def test_same_seed_same_bytes_and_resume_keeps_files_and_records_in_step(
    tiny: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert main(_argv(tiny, a, "--activations", "-1")) == 0
    assert main(_argv(tiny, b, "--activations", "-1")) == 0
    for left, right in zip(_npz(a), _npz(b), strict=True):
        assert left.read_bytes() == right.read_bytes()
    for left, right in zip(sorted(a.rglob("*.txt")), sorted(b.rglob("*.txt")), strict=True):
        assert left.read_bytes() == right.read_bytes()

    def strip(records: list[dict]) -> list[dict]:
        return sorted(({**r, "latency_s": 0} for r in records), key=json.dumps)

    assert strip(_records(a)) == strip(_records(b))
    # A kill between a trial's .npz and its record: the file is there, the record is not.
    lines = (a / "trials.jsonl").read_text().splitlines(keepends=True)
    (a / "trials.jsonl").write_text("".join(lines[:-1]))
    # A damaged file and a missing one: their records name them, so those trials are redone.
    files = _npz(a)
    files[0].write_bytes(b"PK\x03\x04 torn")
    files[1].unlink()
    capsys.readouterr()
    assert main(_argv(tiny, a, "--activations", "-1")) == 0
    out = capsys.readouterr().out
    assert "1 run" not in out and "redone" in out
    records = _records(a)
    assert len(records) == 4
    for record in records:
        path = next(
            p
            for p in _npz(a)
            if json.loads(str(activations.load(p)["trial"]))[:4]
            == [record["model"], record["encoding"], record["maze_file"], record["trial"]]
        )
        assert activations.matches(
            path, record["activations"], json.loads(str(activations.load(path)["trial"]))
        )
    assert strip(records) == strip(_records(b))
    capsys.readouterr()
    assert main(_argv(tiny, a, "--activations", "-1")) == 0
    assert "nothing to do" in capsys.readouterr().out


def test_analyze_adds_the_logit_probing_and_attention_sections(
    tiny: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("matplotlib")
    from experiments.analysis.inspection import probe_accuracy

    draw_only(monkeypatch, "15_probe_accuracy.png", "16_attention_one_maze.png",
              "17_attention_heatmaps.png", "18_attention_around_player.png")  # fmt: skip

    out, report = tmp_path / "out", tmp_path / "report"
    argv = _argv(tiny, out, "--activations", "0,-1", "--attention")
    argv[argv.index("--mazes-per-shape") + 1] = "3"
    assert main(argv) == 0
    assert main(["analyze", str(out), "--out", str(report)]) == 0
    text = (report / "report.md").read_text()
    # The attention section: its region table and both heatmaps.
    looked = text.split("## Attention to maze regions", 1)[1].split("\n## ", 1)[0]
    assert "| model | encoding | solve | on the maze | player | goal |" in looked
    names = ("16_attention_one_maze.png", "17_attention_heatmaps.png")
    for name in (*names, "18_attention_around_player.png"):
        assert f"(figures/{name})" in looked and is_png(report / "figures" / name)
    assert "## Model probabilities on candidate moves" in text
    assert "Probability on an optimal move, by shape" in text
    probing = text.split("## Linear probes on hidden states", 1)[1]
    table = [line for line in probing.splitlines() if line.startswith("| ")]
    assert [line.split("|")[1].strip() for line in table[1:3]] == ["0", "-1"]
    assert "control" in table[1] and is_png(report / "figures" / "15_probe_accuracy.png")
    # The probe itself: a separable label is read, shuffled labels are not.
    rng = np.random.default_rng(1)
    labels = np.repeat(np.arange(3), 40)
    x = rng.normal(size=(120, 16)) + 4 * np.eye(16)[labels]
    groups = [str(i // 4) for i in range(120)]
    assert probe_accuracy(x, labels, groups)[0] > 0.95
    assert probe_accuracy(x, labels, groups, shuffle=True)[0] < 0.6

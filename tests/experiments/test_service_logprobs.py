"""``--logprobs`` with service models, through the real dashscope and openai SDKs against the
loopback server: the requests ask for log-probabilities, every record keeps a per-reply summary
(no candidate scores: a chat API scores no given continuation), the transcripts keep the tokens,
and the report adds its logit section."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents.llm.offline import OracleChatClient
from agents.testing import LoopbackServer, request_messages
from envs.io import read_jsonl
from experiments.__main__ import EXIT_OK, main
from tests.experiments.study_helpers import use_fake_keys

SECRET = "sk-logprobs-DO-NOT-LEAK-7f3e21"
ROUTES = [("qwen-turbo", "dashscope"), ("openai:loop", "openai")]


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    use_fake_keys(monkeypatch, SECRET)


def _oracle(request: dict) -> str:
    return OracleChatClient().complete(request_messages(request)).text


def _asked_for_logprobs(request: dict) -> bool:
    parameters = request.get("parameters") or {}  # dashscope's native body
    return bool(request.get("logprobs") or parameters.get("logprobs"))


@pytest.mark.parametrize(("model", "route"), ROUTES)
def test_logprobs_from_a_service_reach_records_transcripts_and_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], model: str, route: str
) -> None:
    pytest.importorskip("dashscope" if route == "dashscope" else "openai")
    out = tmp_path / "out"
    with LoopbackServer(_oracle) as server:
        url = server.sdk_base_url(route)
        code = main(["run", "--model", model, "--base-url", url, "--logprobs",
                     "--encoding", "matrix", "--shapes", "square", "--mazes-per-shape", "2",
                     "--out", str(out), "--no-progress"])  # fmt: skip
        requests = [r.json for r in server.requests]
    assert code == EXIT_OK, capsys.readouterr().err
    assert requests and all(_asked_for_logprobs(r) for r in requests)
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0 and len(records) == 2
    for record in records:
        replies = record["logits"]["replies"]
        # One summary per reply: [tokens, summed log-prob, lowest log-prob], all log-probs <= 0.
        assert len(replies) >= 3 and all(r is not None for r in replies)
        assert all(r[0] >= 1 and r[1] <= 0 and r[2] <= 0 for r in replies)
        assert record["logits"]["steps"] == []  # candidates are scored for hf: models only
    payloads = [json.loads(p.read_text()) for p in out.rglob("*.json") if p.parent.suffix == ".npy"]
    assert payloads and all(p["token_logprobs"][0][0]["token"] for p in payloads)
    for path in out.rglob("*"):
        if path.is_file() and path.suffix != ".npy":
            assert SECRET not in path.read_text(errors="replace"), path
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    from experiments.analysis import analyze

    report = analyze([out], tmp_path / "report", figure_format="none")
    assert "Model probabilities on candidate moves" in report.path.read_text()


def test_a_server_that_drops_logprobs_warns_once_and_the_manifest_and_report_say_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("openai")
    from agents.llm.received import MissingSignalWarning

    out = tmp_path / "out"
    with LoopbackServer(_oracle) as server:
        url = server.base_url_shaped("gemini")  # answers without a logprobs key, asked or not
        with pytest.warns(MissingSignalWarning) as caught:
            code = main(["run", "--model", "openai:loop", "--base-url", url, "--logprobs",
                         "--encoding", "matrix", "--shapes", "square", "--mazes-per-shape", "2",
                         "--out", str(out), "--no-progress"])  # fmt: skip
        requests = [r.json for r in server.requests]
    assert code == EXIT_OK, capsys.readouterr().err
    assert requests and all(_asked_for_logprobs(r) for r in requests)
    missing = [w for w in caught if issubclass(w.category, MissingSignalWarning)]
    assert len(missing) == 1, [str(w.message) for w in missing]
    assert url in str(missing[0].message) and "without logprobs" in str(missing[0].message)
    manifest = json.loads((out / "manifest.json").read_text())
    client = manifest["clients"]["openai:loop"]
    assert client["logprobs"] is True  # what was asked
    received = client["capabilities"]["received"]  # and what came back
    assert received["replies"] == len(requests) and received["logprobs"] == 0
    assert received["token_counts"] == received["finish_reason"] == len(requests)
    records, _ = read_jsonl(out / "trials.jsonl")
    assert records and all("logits" not in record for record in records)
    pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    from experiments.analysis import analyze

    text = analyze([out], tmp_path / "report", figure_format="none").path.read_text()
    assert f"openai:loop: received logprobs in 0 of {len(requests)} replies" in text

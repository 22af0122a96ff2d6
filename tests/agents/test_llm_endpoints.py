"""Several servers of one model: calls spread over them, a failing one rested, none lost.

The real ``openai`` client talks to two loopback servers answered by the offline oracle; one of
them stops or answers errors mid-run, and the study's records are those of a one-server run.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from agents.llm.offline import OracleChatClient
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.llm.remote import REST_FIRST_S, EndpointPool, split_base_urls
from agents.llm.retry import ClientError, RetryPolicy
from agents.testing import LoopbackServer, request_messages
from envs.io import read_jsonl
from experiments.maze.config import RunConfig
from experiments.maze.study import run_experiments

MODEL = "openai:fleet"
PLAN: dict[str, Any] = {
    "encodings": ["matrix"],
    "shapes": ["square", "spiral"],
    "mazes_per_shape": 2,
    "progress": False,
    "concurrency": 4,
}


def _oracle(request: dict[str, Any]) -> str:
    return OracleChatClient().complete(request_messages(request)).text


def _client_params() -> dict[str, Any]:
    # Fast backoff: a test of where calls go, not of waiting.
    return {
        "retry": RetryPolicy(max_retries=6, base_delay_s=0.01, max_delay_s=0.05, seed=0),
        "timeout_s": 2.0,
    }


def _run(out: Path, base_url: str) -> Any:
    return run_experiments(
        MODEL, out_dir=out, base_url=base_url, client_params=_client_params(), **PLAN
    )


def _outcomes(out: Path) -> dict[tuple, dict[str, Any]]:
    """Each record by trial, without what is measured (``latency_s``), and the transcripts."""
    records, bad = read_jsonl(out / "trials.jsonl")
    assert bad == 0
    by_key = {
        (r["maze_file"], r["trial"]): {k: v for k, v in r.items() if k != "latency_s"}
        for r in records
    }
    texts = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*.txt")}
    return {"records": by_key, "transcripts": texts}  # type: ignore[dict-item]


@pytest.fixture(scope="module")
def one_server(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The same plan run against one server: what every fleet run must reproduce."""
    out = tmp_path_factory.mktemp("one") / "results"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OPENAI_API_KEY", "sk-test")
        with LoopbackServer(_oracle) as server:
            summary = _run(out, server.base_url_openai)
    assert summary.completed == 4 and summary.errors == 0
    return out


def test_two_healthy_servers_share_the_calls_and_the_records_are_unchanged(
    one_server, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    with LoopbackServer(_oracle) as a, LoopbackServer(_oracle) as b:
        summary = _run(tmp_path, f"{a.base_url_openai},{b.base_url_openai}")
        calls = (len(a.requests), len(b.requests))
    assert summary.completed == 4 and summary.errors == 0
    assert min(calls) > 0, calls
    assert _outcomes(tmp_path) == _outcomes(one_server)


@pytest.mark.parametrize("failure", ["stopped", "errors"])
def test_a_server_that_fails_mid_run_is_rested_and_no_call_is_lost(
    failure, one_server, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    rested: list[str] = []
    failed = EndpointPool.failed

    def counted(pool: EndpointPool, endpoint: Any, *args: Any, **kwargs: Any) -> None:
        rested.append(endpoint.url)
        failed(pool, endpoint, *args, **kwargs)

    monkeypatch.setattr(EndpointPool, "failed", counted)
    served, stopped = threading.Event(), threading.Event()

    def sick(request: dict[str, Any]) -> str:
        served.set()
        return _oracle(request)

    def fault(index: int) -> Any:
        if failure == "errors":  # from its fourth request on: 503, or no answer at all
            return None if index < 3 else (503 if index % 2 else "drop")
        # A stopped server refuses new connections (its port is closed) and drops the ones
        # kept alive from before.
        return "drop" if stopped.is_set() else None

    def stop_after_first_answer() -> None:
        if served.wait(10):
            stopped.set()
            b.close()

    with LoopbackServer(_oracle) as a, LoopbackServer(sick, faults=fault) as b:
        if failure == "stopped":
            threading.Thread(target=stop_after_first_answer, daemon=True).start()
        sick_url = b.base_url_openai  # read before it stops
        summary = _run(tmp_path, f"{a.base_url_openai},{sick_url}")
        calls = (len(a.requests), len(b.requests))
    assert summary.completed == 4 and summary.errors == 0 and summary.stopped is None
    assert min(calls) > 0, calls
    assert rested and set(rested) == {sick_url}, rested  # the sick one, and only it
    outcomes = _outcomes(tmp_path)
    assert outcomes == _outcomes(one_server)  # a call moved to the other server is not a retry


def test_the_pool_rests_a_failing_endpoint_and_prefers_the_idle_one() -> None:
    now = [0.0]
    pool = EndpointPool(["http://a/v1", "http://b/v1"], clock=lambda: now[0])
    a, b = pool.endpoints
    with pool.use() as first, pool.use() as second:
        assert {first.url, second.url} == {"http://a/v1", "http://b/v1"}  # one call each
    pool.failed(a)
    pool.failed(a)
    assert a.rested_until == 2 * REST_FIRST_S  # doubled for the second failure in a row
    with pool.use() as chosen:
        assert chosen is b
    assert not pool.any_ready(exclude=[b])
    now[0] = 2 * REST_FIRST_S
    assert pool.any_ready(exclude=[b])
    pool.succeeded(a)
    assert a.failures == 0
    pool.failed(b, retry_after=30)
    assert b.rested_until == now[0] + 30  # at least what the server asked
    with pool.use(exclude=[a]) as chosen:
        assert chosen is b  # every other one excluded: the resting one still takes the call


def test_base_urls_are_checked_and_the_limits_hold_per_server(monkeypatch) -> None:
    assert split_base_urls(" http://a:1/v1 , http://b:2/v1") == ("http://a:1/v1", "http://b:2/v1")
    assert split_base_urls(["http://a:1/v1"]) == ("http://a:1/v1",)
    for bad in ("http://a/v1,", "http://a/v1,http://a/v1", "http://a/v1,ftp://b"):
        with pytest.raises(ValueError, match="base_url="):
            split_base_urls(bad)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    client = OpenAICompatibleClient(
        "m", base_url="http://a:1/v1,http://b:2/v1", requests_per_minute=60
    )
    assert client.endpoints is not None
    assert [e.limiter.requests_per_minute for e in client.endpoints.endpoints] == [60, 60]
    assert client.rate_limiter.requests_per_minute is None
    assert client.base_url == "http://a:1/v1,http://b:2/v1"  # what the manifest records
    with pytest.raises(ValueError, match=r"base_url=.*OpenAI-compatible models only \(openai:"):
        RunConfig(models=("qwen-turbo",), base_url="http://a:1/v1,http://b:2/v1")
    RunConfig(models=("openai:m",), base_url="http://a:1/v1,http://b:2/v1")
    RunConfig(models=("vllm:m",), base_url="http://a:1/v1,http://b:2/v1")  # any preset


def _closed_port_url() -> str:
    with LoopbackServer() as gone:
        url = gone.base_url_openai
    return url  # nothing listens there any more: connections are refused


def test_a_gone_server_beside_a_resting_one_is_not_fatal_until_all_are_gone(monkeypatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    hi = [{"role": "user", "content": "hi"}]
    gone = _closed_port_url()
    with LoopbackServer(faults=[503]) as busy:  # busy once, then answers
        client = OpenAICompatibleClient(
            "m", base_url=[gone, busy.base_url_openai], **_client_params()
        )
        # One server refuses and the other is resting after its 503: wait and retry, not stop.
        assert client.complete(hi).text == "OK"
    pool = client.endpoints
    assert pool is not None and [e.down for e in pool.endpoints] == [True, False]
    dead = OpenAICompatibleClient("m", base_url=[gone, _closed_port_url()], **_client_params())
    with pytest.raises(ClientError) as caught:
        dead.complete(hi)
    assert caught.value.code == "connection_refused" and caught.value.fatal is not None
    assert gone in str(caught.value) and "no other server answers" in str(caught.value)

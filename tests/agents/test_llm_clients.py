"""The real ``dashscope`` and ``openai`` SDKs against a scripted server on 127.0.0.1.

Every test here talks to :class:`agents.testing.LoopbackServer` only; nothing leaves the
machine.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import gymnasium as gym
import pytest

import envs  # noqa: F401  (registers MazeNav-v0)
from agents.base import ChatClient
from agents.llm import ClientError, RetryPolicy, make_client
from agents.llm.maze_chat import MazeChatEnv
from agents.llm.offline import OracleChatClient
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.llm.qwen import QwenClient
from agents.testing import FaultMix, LoopbackServer, converse, request_messages, scripted

KEY = "sk-loopback-SECRET-7f3a9c21"
HELLO = [{"role": "user", "content": "hello"}]
PROVIDERS = ("qwen", "openai")


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    monkeypatch.setenv("DASHSCOPE_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.delenv("DASHSCOPE_HTTP_BASE_URL", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


class Sleeps:
    def __init__(self) -> None:
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
        time.sleep(min(seconds, 0.01))


def fast_policy(sleeps: Sleeps | None = None, **kw: Any) -> RetryPolicy:
    return RetryPolicy(base_delay_s=0.01, max_delay_s=0.05, seed=0, sleep=sleeps or Sleeps(), **kw)


def make(provider: str, server: LoopbackServer, **kw: Any) -> QwenClient | OpenAICompatibleClient:
    kw.setdefault("retry", fast_policy())
    kw.setdefault("timeout_s", 5.0)
    if provider == "qwen":
        return QwenClient("qwen-turbo", base_url=server.base_url_dashscope, **kw)
    return OpenAICompatibleClient("qwen-turbo", base_url=server.base_url_openai, **kw)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_success_records_tokens_latency_and_request_id(provider: str) -> None:
    with LoopbackServer(lambda req: "MOVE: (1, 2)") as server:
        client = make(provider, server)
        assert isinstance(client, ChatClient)
        completion = client.complete(HELLO)
        body = server.requests[0].json
    assert completion.text == "MOVE: (1, 2)"
    assert completion.model == "qwen-turbo"
    assert completion.input_tokens == 1 and completion.output_tokens == 3
    assert completion.request_id == "loopback-000001"
    assert completion.latency_s > 0 and completion.retries == 0
    params = body["parameters"] if provider == "qwen" else body
    assert params["temperature"] == 0.7 and params["top_p"] == 0.9 and params["max_tokens"] == 2000
    if provider == "qwen":
        assert params["result_format"] == "message"
        assert body["input"]["messages"] == HELLO


@pytest.mark.parametrize("provider", PROVIDERS)
def test_recovers_from_429_then_500_honouring_retry_after(provider: str) -> None:
    sleeps = Sleeps()
    with LoopbackServer(lambda req: "ok", faults=[429, 500], retry_after=0.2) as server:
        client = make(provider, server, retry=fast_policy(sleeps))
        completion = client.complete(HELLO)
        faults = [r.fault for r in server.requests]
    assert completion.text == "ok"
    assert completion.retries == 2
    assert faults == [429, 500, None]
    assert sleeps.calls[0] >= 0.2  # Retry-After of the 429
    assert sleeps.calls[1] <= 0.05  # plain backoff after the 500


@pytest.mark.parametrize("provider", PROVIDERS)
def test_401_fails_fast_with_the_code_in_the_message(provider: str) -> None:
    sleeps = Sleeps()
    with LoopbackServer(lambda req: "ok", faults=[401]) as server:
        client = make(provider, server, retry=fast_policy(sleeps))
        with pytest.raises(ClientError) as info:
            client.complete(HELLO)
        assert len(server.requests) == 1
    error = info.value
    assert error.status == 401 and error.code == "InvalidApiKey" and not error.retryable
    assert "InvalidApiKey" in str(error) and "401" in str(error)
    assert sleeps.calls == []


@pytest.mark.parametrize("provider", PROVIDERS)
def test_quota_exhausted_fails_fast(provider: str) -> None:
    with LoopbackServer(lambda req: "ok", faults=["quota"]) as server:
        client = make(provider, server)
        with pytest.raises(ClientError) as info:
            client.complete(HELLO)
        assert len(server.requests) == 1
    assert info.value.status == 429 and not info.value.retryable
    assert info.value.code in ("Arrearage", "insufficient_quota")


@pytest.mark.parametrize("provider", PROVIDERS)
def test_timeout_is_honoured(provider: str) -> None:
    with LoopbackServer(lambda req: "ok", faults=["timeout"], timeout_hold_s=5.0) as server:
        client = make(provider, server, timeout_s=0.3, retry=fast_policy(max_retries=0))
        with pytest.raises(ClientError) as info:
            client.complete(HELLO)
    # "timeout", not the connection error the server's drop after 5 s would give
    assert info.value.code == "timeout" and info.value.retryable


@pytest.mark.parametrize("provider", PROVIDERS)
def test_timeout_then_success_is_retried(provider: str) -> None:
    with LoopbackServer(lambda req: "ok", faults=["timeout"], timeout_hold_s=5.0) as server:
        client = make(provider, server, timeout_s=0.3)
        completion = client.complete(HELLO)
    assert completion.text == "ok" and completion.retries == 1


@pytest.mark.parametrize("provider", PROVIDERS)
def test_dropped_connection_and_garbage_are_survived(provider: str) -> None:
    # The dashscope SDK itself resends once after a dropped connection; either way the caller
    # gets the answer.
    with LoopbackServer(lambda req: "ok", faults=["drop", "garbage", "drop"]) as server:
        client = make(provider, server)
        completion = client.complete(HELLO)
        seen = [r.fault for r in server.requests]
    assert completion.text == "ok"
    assert seen == ["drop", "garbage", "drop", None]
    assert completion.retries >= 1


@pytest.mark.parametrize("provider", PROVIDERS)
def test_gives_up_after_the_retry_budget(provider: str) -> None:
    with LoopbackServer(lambda req: "ok", faults=[500] * 10) as server:
        client = make(provider, server, retry=fast_policy(max_retries=2))
        with pytest.raises(ClientError) as info:
            client.complete(HELLO)
        assert len(server.requests) == 3
    assert info.value.status == 500 and info.value.retries == 2
    assert client.stats["errors"] == 1


@pytest.mark.parametrize("provider", PROVIDERS)
def test_logprobs_are_requested_and_kept(provider: str) -> None:
    with LoopbackServer(lambda req: "MOVE: (0, 1)") as server:
        client = make(provider, server, logprobs=True, top_logprobs=2)
        completion = client.complete(HELLO)
        body = server.requests[0].json
    params = body["parameters"] if provider == "qwen" else body
    assert params["logprobs"] is True and params["top_logprobs"] == 2
    assert completion.logprobs is not None and len(completion.logprobs) == 3
    assert completion.logprobs[0]["token"] == "MOVE:"
    assert len(completion.logprobs[0]["top_logprobs"]) == 2


@pytest.mark.parametrize("provider", PROVIDERS)
def test_cache_serves_repeats_only_when_allowed(provider: str, tmp_path) -> None:
    with LoopbackServer(lambda req: "cached answer") as server:
        greedy = make(provider, server, temperature=0.0, cache=tmp_path / "c.sqlite")
        first, second = greedy.complete(HELLO), greedy.complete(HELLO)
        assert len(server.requests) == 1
        assert not first.cached and second.cached and second.text == "cached answer"
        sampled = make(provider, server, cache=tmp_path / "c.sqlite")  # temperature 0.7
        sampled.complete(HELLO)
        sampled.complete(HELLO)
        assert len(server.requests) == 3
        opted_in = make(provider, server, cache=tmp_path / "c.sqlite", cache_sampled=True)
        opted_in.complete(HELLO)
        opted_in.complete(HELLO)
        assert len(server.requests) == 4


@pytest.mark.parametrize("provider", PROVIDERS)
def test_concurrent_calls_share_the_rate_limiter(provider: str) -> None:
    with LoopbackServer(lambda req: request_messages(req)[-1]["content"], latency_s=0.05) as server:
        client = make(provider, server, max_concurrent=3)
        with ThreadPoolExecutor(max_workers=16) as pool:
            results = list(
                pool.map(
                    lambda i: client.complete([{"role": "user", "content": f"n{i}"}]), range(24)
                )
            )
        assert server.max_in_flight <= 3
    assert [c.text for c in results] == [f"n{i}" for i in range(24)]
    assert len({c.request_id for c in results}) == 24
    assert client.stats["calls"] == 24


@pytest.mark.parametrize("provider", PROVIDERS)
def test_random_fault_mix_is_survived(provider: str) -> None:
    mix = {429: 0.2, 500: 0.2, "drop": 0.1}
    with LoopbackServer(lambda req: "fine", faults=mix, seed=3) as server:
        client = make(provider, server, retry=fast_policy(max_retries=10))
        texts = [client.complete(HELLO).text for _ in range(10)]
        seen = [r.fault for r in server.requests]
    assert texts == ["fine"] * 10
    assert len(seen) > 10 and {429, 500} <= set(seen)
    same = FaultMix(mix, seed=3)
    assert [same.next() for _ in range(len(seen))] == seen  # the seed fixes the sequence


@pytest.mark.parametrize("provider", PROVIDERS)
def test_vision_message_sends_inline_png(provider: str) -> None:
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(64))
    messages = [
        {
            "role": "user",
            "content": [{"type": "text", "text": "Where is P?"}, {"type": "image", "image": png}],
        }
    ]
    with LoopbackServer(lambda req: "MOVE: (0, 0)") as server:
        client = make(provider, server)
        completion = client.complete(messages)
        requests = server.requests
    assert completion.text == "MOVE: (0, 0)"
    assert len(requests) == 1  # no upload round trip
    body = requests[0].json
    if provider == "qwen":
        assert requests[0].route == "dashscope_vl"
        parts = body["input"]["messages"][0]["content"]
        assert parts[0] == {"text": "Where is P?"}
        assert parts[1]["image"].startswith("data:image/png;base64,")
    else:
        parts = body["messages"][0]["content"]
        assert parts[1]["type"] == "image_url"
        assert parts[1]["image_url"]["url"].startswith("data:image/png;base64,")


def test_missing_key_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DASHSCOPE_API_KEY")
    with pytest.raises(ClientError, match="DASHSCOPE_API_KEY") as info:
        QwenClient("qwen-plus")
    assert info.value.code == "missing_api_key"
    monkeypatch.delenv("OPENAI_API_KEY")
    with pytest.raises(ClientError, match="MY_KEY"):
        OpenAICompatibleClient("m", api_key_env="MY_KEY")


def test_base_url_from_the_sdk_environment_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    with LoopbackServer(lambda req: "via env") as server:
        monkeypatch.setenv("DASHSCOPE_HTTP_BASE_URL", server.base_url_dashscope)
        client = make_client("qwen-max", retry=fast_policy())
        assert client.complete(HELLO).text == "via env"
        assert server.requests[0].json["model"] == "qwen-max"


def test_bad_client_arguments_raise_value_error() -> None:
    with pytest.raises(ValueError, match="temperature"):
        QwenClient("qwen-turbo", temperature=5)
    with pytest.raises(ValueError, match="max_tokens"):
        QwenClient("qwen-turbo", max_tokens=0)
    client = QwenClient("qwen-turbo")
    with pytest.raises(ValueError, match="messages"):
        client.complete([])
    with pytest.raises(ValueError, match="role"):
        client.complete([{"role": "robot", "content": "hi"}])


# -- a whole episode, malformed replies, the key -------------------------------------------------


def oracle_responder() -> Callable[[dict[str, Any]], str]:
    oracle = OracleChatClient()
    return lambda req: oracle.complete(request_messages(req)).text


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize("encoding", ["matrix", "coord_list"])
def test_whole_maze_episode_played_by_a_scripted_model(provider: str, encoding: str) -> None:
    env = MazeChatEnv(gym.make("MazeNav-v0", shape="spiral", encoding=encoding))
    with LoopbackServer(oracle_responder()) as server:
        client = make(provider, server)
        reward, info, _ = converse(env, client, seed=4)
        n_requests = len(server.requests)
    assert reward == 1.0
    assert info["failure"] is None
    assert info["moves_taken"] == info["optimal_moves"] == n_requests


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("", "no_coordinate"),
        ("a" * 100_000, "no_coordinate"),
        ("I think I should move towards the goal.", "no_coordinate"),
        ("我向右走 → ✓ 🙂 ¿qué? ÅÄÖ", "no_coordinate"),
        ("MOVE: (-1, -2)", "out_of_bounds"),
        ("MOVE: (-3, 0)", "out_of_bounds"),
    ],
    ids=["empty", "100kB", "no-coordinates", "unicode", "negative", "negative-row"],
)
def test_malformed_replies_are_failed_moves(provider: str, reply: str, reason: str) -> None:
    env = MazeChatEnv(gym.make("MazeNav-v0", shape="square"))
    with LoopbackServer(lambda req: reply) as server:
        client = make(provider, server)
        prompt, _ = env.reset(seed=0)
        text = client.complete([{"role": "user", "content": prompt}]).text
    assert text == reply
    _, reward, terminated, truncated, info = env.step(text)
    assert terminated and not truncated and reward == 0.0
    assert info["failure"] == "invalid_move"
    assert info["invalid_reason"] == reason
    assert info["parse"]["reason"] == reason


@pytest.mark.parametrize("provider", PROVIDERS)
def test_key_appears_only_in_the_authorization_header(
    provider: str, tmp_path, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    outputs: list[str] = []
    cache_path = tmp_path / "cache.sqlite"
    faults = [429, None, 401, 500, 500, "timeout", "garbage", None]
    with LoopbackServer(
        lambda req: f"echo {len(request_messages(req))}", faults=faults, timeout_hold_s=2.0
    ) as server:
        client = make(
            provider,
            server,
            temperature=0.0,
            cache=cache_path,
            timeout_s=0.3,
            retry=fast_policy(max_retries=1),
        )
        outputs.append(repr(client))
        for i in range(5):
            try:
                outputs.append(repr(client.complete([{"role": "user", "content": f"q{i}"}])))
            except ClientError as error:
                outputs += [str(error), repr(error), repr(error.args), repr(vars(error))]
        requests = server.requests
        traffic = server.raw_traffic()
    assert any("401" in o for o in outputs)  # the faults really happened
    for record in requests:
        auth = {k.lower(): v for k, v in record.headers.items()}["authorization"]
        assert auth == f"Bearer {KEY}"
    assert KEY.encode() not in traffic
    captured = capsys.readouterr()
    logged = [r.getMessage() + (r.exc_text or "") for r in caplog.records]
    for text in [*outputs, *logged, captured.out, captured.err]:
        assert KEY not in text
    assert KEY.encode() not in cache_path.read_bytes()


@pytest.mark.parametrize("provider", PROVIDERS)
def test_cache_only_replays_a_run_offline(
    provider: str, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "run.sqlite"
    with LoopbackServer(lambda req: "recorded") as server:
        make(provider, server, temperature=0.0, cache=path).complete(HELLO)
        base_url = server.base_url_openai
    monkeypatch.delenv("DASHSCOPE_API_KEY")
    monkeypatch.delenv("OPENAI_API_KEY")
    if provider == "qwen":
        offline = QwenClient("qwen-turbo", temperature=0.0, cache=path, cache_only=True)
    else:
        offline = OpenAICompatibleClient(
            "qwen-turbo", base_url=base_url, temperature=0.0, cache=path, cache_only=True
        )
    replayed = offline.complete(HELLO)
    assert replayed.text == "recorded" and replayed.cached
    with pytest.raises(ClientError) as info:
        offline.complete([{"role": "user", "content": "never asked"}])
    assert info.value.code == "cache_miss"


@pytest.mark.parametrize("provider", PROVIDERS)
def test_vision_episode_played_from_the_rendered_frames(provider: str) -> None:
    oracle = OracleChatClient()

    def look(req: dict[str, Any]) -> str:
        return oracle.complete(request_messages(req, keep_images=True)).text

    env = MazeChatEnv(gym.make("MazeNav-v0", shape="C"), image=True)
    with LoopbackServer(look) as server:
        if provider == "qwen":
            client = QwenClient(
                "qwen-vl-plus", base_url=server.base_url_dashscope, retry=fast_policy()
            )
        else:
            client = make(provider, server)
        reward, info, _ = converse(env, client, seed=7)
        routes = {r.route for r in server.requests}
    assert reward == 1.0 and info["moves_taken"] == info["optimal_moves"]
    assert routes == ({"dashscope_vl"} if provider == "qwen" else {"openai"})


def test_loopback_server_lifecycle_and_validation() -> None:
    import json
    import urllib.error
    import urllib.request

    server = LoopbackServer()
    with pytest.raises(RuntimeError, match="not started"):
        _ = server.port
    with server:
        assert server.port > 0
        assert server.base_url_openai.startswith("http://127.0.0.1:")
        request = urllib.request.Request(server.base_url + "/nowhere", data=b"{}", method="POST")
        with pytest.raises(urllib.error.HTTPError) as info:
            urllib.request.urlopen(request, timeout=5)
        assert info.value.code == 404
        body = json.dumps({"model": "m", "messages": [{"role": "user", "content": "hi"}]})
        request = urllib.request.Request(
            server.base_url_openai + "/chat/completions",
            data=body.encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=5) as response:
            reply = json.loads(response.read())
        assert reply["choices"][0]["message"]["content"] == "OK"
        assert [r.route for r in server.requests] == ["unknown", "openai"]
    with pytest.raises(ValueError, match="fault"):
        LoopbackServer(faults=[418.5])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="probabilities"):
        FaultMix({429: 0.8, 500: 0.5})
    with pytest.raises(ValueError, match="latency_s"):
        LoopbackServer(latency_s=-1)
    answer = scripted(["a", "b"], default="z")
    assert [answer({}) for _ in range(3)] == ["a", "b", "z"]

"""The provider presets (``anthropic:``, ``gemini:``, ``vllm:``, ``dashscope-compat:``,
``openai:``) through the real ``openai`` SDK, each against the loopback server answering in
that service's reply shape. Nothing leaves the machine."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from agents.llm import CLIENT_SPECS, ClientError, RetryPolicy, make_client
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.llm.presets import PRESETS
from agents.llm.received import MissingSignalWarning
from agents.llm.remote import NO_KEY
from agents.testing import REPLY_SHAPES, LoopbackServer

KEY = "sk-preset-SECRET-5e1d2c"
HELLO = [{"role": "user", "content": "hello"}]

# preset -> (the name its limit on reply length is sent under, parameters never sent)
SENT: dict[str, tuple[str, tuple[str, ...]]] = {
    "openai": ("max_tokens", ()),
    "anthropic": ("max_completion_tokens", ("top_p",)),
    "gemini": ("max_completion_tokens", ()),
    "vllm": ("max_tokens", ()),
    "dashscope-compat": ("max_completion_tokens", ()),
}
# The documented default base URL of each preset (openai: the SDK's own).
DEFAULT_URLS: dict[str, str | None] = {
    "openai": None,
    "anthropic": "https://api.anthropic.com/v1/",
    "gemini": "https://generativelanguage.googleapis.com/v1beta/openai/",
    "vllm": "http://localhost:8000/v1",
    "dashscope-compat": "https://dashscope.aliyuncs.com/compatible-mode/v1",
}
# What the client keeps as the request id, by reply shape.
REQUEST_IDS: dict[str, str | None] = {
    "openai": "loopback-000001",
    "anthropic": "req_loopback000001",
    "gemini": None,
    "vllm": "chatcmpl-" + "0" * 31 + "1",
    "dashscope-compat": "loopback-000001",
}


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    for preset in PRESETS.values():
        monkeypatch.setenv(preset.api_key_env, KEY)


@pytest.fixture(scope="module")
def server():
    with LoopbackServer(lambda request: "MOVE: (0, 1)") as loopback:
        yield loopback


def fast() -> RetryPolicy:
    return RetryPolicy(base_delay_s=0.01, max_delay_s=0.02, max_retries=1, seed=0)


def test_every_preset_is_tested_and_listed() -> None:
    assert set(PRESETS) == set(SENT) == set(DEFAULT_URLS) == set(REPLY_SHAPES)
    for name in PRESETS:
        assert any(spec.startswith(f'"{name}:<model>"') for spec in CLIENT_SPECS)


@pytest.mark.parametrize("name", list(PRESETS))
def test_preset_defaults(name: str) -> None:
    client = make_client(f"{name}:some-model")
    assert isinstance(client, OpenAICompatibleClient)
    assert client.model == "some-model" and client.provider == name
    assert client.base_url == DEFAULT_URLS[name]
    assert client.api_key_env == PRESETS[name].api_key_env


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_against_its_reply_shape(name: str, server: LoopbackServer) -> None:
    base = server.base_url_shaped(name)
    before = len(server.requests)
    client = make_client(f"{name}:m-1", base_url=base, retry=fast(), timeout_s=5.0)
    completion = client.complete(HELLO)
    request = server.requests[before]
    assert completion.text == "MOVE: (0, 1)"
    assert completion.input_tokens == 1 and completion.output_tokens == 3
    thinking = {"reasoning_tokens": 7} if name == "gemini" else {}  # Gemini's total counts them
    assert completion.extra == {
        "finish_reason": "stop",
        "provider": name,
        "attempt_latency_s": completion.extra["attempt_latency_s"],
        **thinking,
    }
    expected = REQUEST_IDS[name]
    if expected is None:
        assert completion.request_id is None
    else:  # the server numbers its requests; the form is the service's
        assert completion.request_id is not None
        assert completion.request_id.rstrip("0123456789") == expected.rstrip("0123456789")
    # The request: the preset's path, the model as given, the key as a bearer token only.
    assert request.shape == name and request.path == f"/{name}/v1/chat/completions"
    body = request.json
    assert body["model"] == "m-1" and body["messages"] == HELLO
    headers = {k.lower(): v for k, v in request.headers.items()}
    assert headers["authorization"] == f"Bearer {KEY}"
    limit, omitted = SENT[name]
    assert body[limit] == 2000 and body["temperature"] == 0.7
    other = "max_completion_tokens" if limit == "max_tokens" else "max_tokens"
    assert other not in body
    for param in omitted:
        assert param not in body
    if "top_p" not in omitted:
        assert body["top_p"] == 0.9


def test_anthropic_refuses_temperature_with_top_p(server: LoopbackServer) -> None:
    """The loopback's anthropic shape answers a request with both as recent Claude models do, so
    the preset's omission of top_p is what lets the call through."""
    client = OpenAICompatibleClient(
        "claude-x", base_url=server.base_url_shaped("anthropic"), preset="openai", retry=fast()
    )
    with pytest.raises(ClientError) as info:
        client.complete(HELLO)
    assert info.value.status == 400 and "top_p" in str(info.value)


@pytest.mark.parametrize(
    ("spec", "params", "named"),
    [
        ("anthropic:claude-x", {"temperature": 1.5}, "temperature=1.5"),
        ("anthropic:claude-x", {"logprobs": True}, "logprobs=True"),
        ("anthropic:claude-x", {"seed": 3}, "seed=3"),
        ("anthropic:claude-x", {"top_p": 0.5}, "top_p=0.5"),
    ],
)
def test_parameters_a_service_ignores_are_refused(
    spec: str, params: dict[str, Any], named: str
) -> None:
    with pytest.raises(ValueError, match="allowed") as info:
        make_client(spec, **params)
    assert named in str(info.value) and "anthropic:" in str(info.value)


def test_logprobs_where_the_service_sends_none(server: LoopbackServer) -> None:
    client = make_client(
        "gemini:g", base_url=server.base_url_shaped("gemini"), logprobs=True, retry=fast()
    )
    with pytest.warns(MissingSignalWarning, match="gemini/v1 sent a reply without logprobs"):
        completion = client.complete(HELLO)
    assert completion.logprobs is None and completion.text == "MOVE: (0, 1)"
    assert client.received.summary() == {
        "replies": 1,
        "logprobs": 0,
        "token_counts": 1,
        "finish_reason": 1,
    }
    vllm = make_client("vllm:v", base_url=server.base_url_shaped("vllm"), logprobs=True)
    assert vllm.complete(HELLO).logprobs[0]["token"] == "MOVE:"


def test_reply_cut_at_the_limit_says_length(server: LoopbackServer) -> None:
    client = make_client("anthropic:c", base_url=server.base_url_shaped("anthropic"), max_tokens=2)
    assert client.complete(HELLO).extra["finish_reason"] == "length"


def test_vllm_key_is_optional(server: LoopbackServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VLLM_API_KEY")
    before = len(server.requests)
    client = make_client("vllm:llama", base_url=server.base_url_shaped("vllm"))
    client.complete(HELLO)
    auth = {k.lower(): v for k, v in server.requests[before].headers.items()}["authorization"]
    assert auth == f"Bearer {NO_KEY}"
    with LoopbackServer(faults=[401]) as keyed:  # a server started with --api-key
        refused = make_client("vllm:llama", base_url=keyed.base_url_shaped("vllm"))
        with pytest.raises(ClientError) as info:
            refused.complete(HELLO)
    assert "set VLLM_API_KEY" in info.value.fatal


@pytest.mark.parametrize("name", [n for n, p in PRESETS.items() if p.key_required])
def test_missing_key_names_the_variable(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(PRESETS[name].api_key_env)
    with pytest.raises(ClientError, match=PRESETS[name].api_key_env) as info:
        make_client(f"{name}:m")
    assert info.value.code == "missing_api_key"


def test_refused_key_names_the_variable_never_the_key(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    with LoopbackServer(faults=[401]) as loopback:
        client = make_client("gemini:g", base_url=loopback.base_url_shaped("gemini"))
        with pytest.raises(ClientError) as info:
            client.complete(HELLO)
        traffic = loopback.raw_traffic()
    assert "GEMINI_API_KEY" in info.value.fatal
    for text in (str(info.value), repr(vars(info.value)), caplog.text):
        assert KEY not in text
    assert KEY.encode() not in traffic


def test_openai_spec_keeps_its_base_url_variable(
    server: LoopbackServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
    client = make_client("openai:qwen2.5-7b-instruct", retry=fast())
    assert client.base_url == server.base_url_openai
    assert client.complete(HELLO).text == "MOVE: (0, 1)"
    assert server.requests[-1].shape == "openai" and "top_p" in server.requests[-1].json
    # The variable is openai:'s; another preset keeps its own URL.
    assert make_client("anthropic:c").base_url == DEFAULT_URLS["anthropic"]


def test_a_fleet_of_vllm_servers(server: LoopbackServer) -> None:
    url = server.base_url_shaped("vllm")
    urls = f"{url},{url.replace('127.0.0.1', 'localhost')}"
    client = make_client("vllm:llama", base_url=urls, retry=fast())
    assert client.endpoints is not None and len(client.endpoints) == 2
    for _ in range(4):
        assert client.complete(HELLO).text == "MOVE: (0, 1)"
    assert {e.calls for e in client.endpoints.endpoints} == {2}


def test_unknown_shape_and_preset_are_refused(server: LoopbackServer) -> None:
    with pytest.raises(ValueError, match="allowed: openai, anthropic"):
        server.base_url_shaped("bedrock")
    with pytest.raises(ValueError, match="preset='bedrock'"):
        OpenAICompatibleClient("m", preset="bedrock")
    with pytest.raises(ValueError, match="anthropic:<model>"):
        make_client("bedrock:claude")


def test_openai_reasoning_models_get_what_they_accept(server: LoopbackServer) -> None:
    """OpenAI's o-series and GPT-5 models refuse max_tokens, temperature and top_p (the
    loopback's openai shape answers as they do): the preset sends max_completion_tokens and
    leaves the other two out, while gpt-4o keeps the usual parameters."""
    base = server.base_url_shaped("openai")
    for model in ("o3-mini", "o4-mini", "gpt-5", "gpt-5-nano"):
        before = len(server.requests)
        client = make_client(f"openai:{model}", base_url=base, retry=fast())
        assert client.complete(HELLO).text == "MOVE: (0, 1)"
        body = server.requests[before].json
        assert body["max_completion_tokens"] == 2000, model
        assert not {"max_tokens", "temperature", "top_p"} & set(body), model
        assert client.sampling_params() == {"max_completion_tokens": 2000}
    for model in ("gpt-4o", "gpt-5-chat-latest"):
        before = len(server.requests)
        make_client(f"openai:{model}", base_url=base, retry=fast()).complete(HELLO)
        body = server.requests[before].json
        assert body["max_tokens"] == 2000 and body["temperature"] == 0.7, model
    # Without the preset's rules the service's refusal reaches the caller as a 400.
    plain = OpenAICompatibleClient("o3", base_url=base, preset=PRESETS["vllm"], retry=fast())
    with pytest.raises(ClientError) as info:
        plain.complete(HELLO)
    assert info.value.status == 400 and "max_completion_tokens" in str(info.value)


@pytest.mark.parametrize(
    ("params", "named"),
    [({"temperature": 0.0}, "temperature=0.0"), ({"logprobs": True}, "logprobs=True")],
)
def test_openai_reasoning_models_refuse_what_they_ignore(params: dict, named: str) -> None:
    with pytest.raises(ValueError, match="allowed: leave") as info:
        make_client("openai:o3", **params)
    assert named in str(info.value) and "openai:o3 (reasoning models)" in str(info.value)

"""Errors no retry can fix end a call at once and say what to fix; the rest carry their cost.

The real ``dashscope`` and ``openai`` SDKs talk to :class:`agents.testing.LoopbackServer` on
127.0.0.1 (or to a closed loopback port); host-name resolution is faked, so nothing leaves the
machine.
"""

from __future__ import annotations

import pickle
import socket
import sqlite3
import time
from typing import Any

import pytest

from agents.llm.cache import CacheError, ResponseCache, check_cache_path
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.llm.qwen import QwenClient
from agents.llm.retry import ClientError, RetryPolicy, call_with_retry
from agents.testing import LoopbackServer

KEY = "sk-loopback-FATAL-5e1b7c90"
HELLO = [{"role": "user", "content": "hello"}]
PROVIDERS = ("qwen", "openai")
KEY_ENV = {"qwen": "DASHSCOPE_API_KEY", "openai": "OPENAI_API_KEY"}


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DASHSCOPE_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.delenv("DASHSCOPE_HTTP_BASE_URL", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)


def _policy(**kw: Any) -> RetryPolicy:
    kw = {"max_retries": 3, "base_delay_s": 0.01, "max_delay_s": 0.02, "seed": 0, **kw}
    return RetryPolicy(**kw)


def _client(provider: str, base_url: str, **kw: Any) -> QwenClient | OpenAICompatibleClient:
    kw.setdefault("retry", _policy())
    kw.setdefault("timeout_s", 5.0)
    if provider == "qwen":
        return QwenClient("qwen-turbo", base_url=base_url, **kw)
    return OpenAICompatibleClient("qwen-turbo", base_url=base_url, **kw)


def _url(provider: str, server: LoopbackServer) -> str:
    return server.base_url_dashscope if provider == "qwen" else server.base_url_openai


def _fail(client: Any) -> ClientError:
    with pytest.raises(ClientError) as info:
        client.complete(HELLO)
    return info.value


# One row per server answer: is it fatal for the run, what the reason names, how many requests.
ANSWERS = [
    # (fault, fatal words (None: not fatal), requests made with max_retries=3)
    (401, ("refused the API key in {env}", "set {env} to a valid key"), 1),
    (403, ("refused the API key in {env}",), 1),
    (404, ("does not know the model 'qwen-turbo'",), 1),
    ("quota", ("out of quota", "{env}"), 1),
    (400, None, 1),
    (503, None, 4),
    # a static file server (501) or a chat path that takes no POST (405) is fatal, and
    # a dropped connection costs one request per attempt (the dashscope SDK re-sent it unseen)
    (501, ("does not serve the chat API (HTTP 501", "fix the base URL"), 1),
    (405, ("does not serve the chat API (HTTP 405",), 1),
    ("drop", None, 4),
]


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize(("fault", "words", "requests"), ANSWERS)
def test_server_answers_fatal_or_not(provider, fault, words, requests) -> None:
    with LoopbackServer(faults=lambda i: fault) as server:
        error = _fail(_client(provider, _url(provider, server)))
        made = len(server.requests)
    assert made == requests
    assert error.retries == requests - 1
    assert error.elapsed_s > 0
    if words is None:
        assert error.fatal is None
    else:
        assert error.fatal is not None
        for word in words:
            assert word.format(env=KEY_ENV[provider]) in error.fatal
    assert KEY not in str(error) and KEY not in (error.fatal or "")


@pytest.mark.parametrize("provider", PROVIDERS)
def test_invalid_parameter_about_the_model_is_fatal(provider, monkeypatch) -> None:
    from agents.testing import replies

    monkeypatch.setitem(
        replies.NATIVE_ERRORS, 400, ("InvalidParameter", "Model not exist: qwen-turbo.")
    )
    with LoopbackServer(faults=lambda i: 400) as server:
        error = _fail(_client(provider, _url(provider, server)))
    assert error.fatal and "does not know the model 'qwen-turbo'" in error.fatal


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_refused_connection_on_this_machine_is_not_retried(provider) -> None:
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    waits: list[float] = []
    policy = _policy(max_retries=5, base_delay_s=1.0, max_delay_s=1.0, sleep=waits.append)
    error = _fail(_client(provider, url, retry=policy))
    assert waits == []  # no backoff: retrying meets the same closed port
    assert error.code == "connection_refused" and error.retries == 0
    assert error.fatal and "nothing listens at" in error.fatal and url in error.fatal


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_host_that_does_not_resolve_is_not_retried(provider, monkeypatch) -> None:
    def no_such_host(host, *args, **kwargs):
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_such_host)
    error = _fail(_client(provider, "http://no-such-host.invalid/v1"))
    assert error.code == "unresolvable_host" and error.retries == 0
    assert error.fatal and "cannot be resolved" in error.fatal


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_dns_blip_is_retried(provider, monkeypatch) -> None:
    def blip(host, *args, **kwargs):
        raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")

    monkeypatch.setattr(socket, "getaddrinfo", blip)
    error = _fail(_client(provider, "http://flaky-dns.invalid/v1"))
    assert error.code == "connection_error" and error.retries == 3 and error.fatal is None


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize(
    "url", ["notaurl", "ftp://host/v1", "http://", "http://host:port/v1", "localhost:8000"]
)
def test_a_malformed_base_url_is_refused_when_the_client_is_built(provider, url) -> None:
    with pytest.raises(ValueError, match=r"base_url=.* is not allowed; allowed: an http://"):
        _client(provider, url)


@pytest.mark.parametrize(
    ("provider", "variable"), [("qwen", "DASHSCOPE_HTTP_BASE_URL"), ("openai", "OPENAI_BASE_URL")]
)
def test_a_malformed_base_url_variable_is_named(provider, variable, monkeypatch) -> None:
    monkeypatch.setenv(variable, "notaurl")
    with pytest.raises(ValueError, match=f"{variable}='notaurl' is not allowed"):
        _client(provider, "")


@pytest.mark.parametrize("provider", PROVIDERS)
def test_a_hanging_server_costs_the_timeout_times_the_attempts(provider) -> None:
    with LoopbackServer(faults=lambda i: "timeout", timeout_hold_s=10.0) as server:
        begun = time.monotonic()
        error = _fail(
            _client(provider, _url(provider, server), timeout_s=0.3, retry=_policy(max_retries=1))
        )
        took = time.monotonic() - begun
        attempts = len(server.requests)
    # Each attempt gave up at its timeout (a "timeout", not the drop the server makes after
    # holding 10 s); two attempts, each at least the timeout: no wall-time upper bound, which a
    # busy machine would break.
    assert error.code == "timeout" and error.retries == 1 and error.fatal is None
    assert attempts == 2 and 0.6 <= error.elapsed_s <= took


# -- the error object and the retry loop ----------------------------------------------------------


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def test_call_with_retry_carries_the_time_spent_and_stops_on_a_fatal_error() -> None:
    t = FakeTime()
    policy = RetryPolicy(max_retries=4, base_delay_s=1.0, jitter=0.0, sleep=t.sleep, clock=t.clock)
    attempts = {"n": 0}

    def flaky():
        attempts["n"] += 1
        raise ClientError("down", code="ServiceUnavailable", status=503, retryable=True)

    with pytest.raises(ClientError) as info:
        call_with_retry(flaky, policy)
    assert (info.value.retries, info.value.elapsed_s) == (4, 1 + 2 + 4 + 8)

    def fatal():
        attempts["n"] += 1
        raise ClientError("no", code="x", retryable=True, fatal="nothing listens")

    attempts["n"] = 0
    with pytest.raises(ClientError, match="no"):
        call_with_retry(fatal, policy)
    assert attempts["n"] == 1


def test_client_error_keeps_cost_and_fatal_through_pickling_and_redaction() -> None:
    error = ClientError(
        "key sk-abcdef123 rejected", code="InvalidApiKey", status=401, retries=2, elapsed_s=3.5
    )
    error.fatal = "the service refused sk-abcdef123"
    error.redact_secrets(["sk-abcdef123"])
    assert "sk-abcdef123" not in str(error) and "sk-abcdef123" not in error.fatal
    clone = pickle.loads(pickle.dumps(error))
    assert (clone.retries, clone.elapsed_s, clone.fatal) == (2, 3.5, error.fatal)
    assert ClientError("x", code="DataInspectionFailed").content_filtered
    assert not ClientError("x", code="InvalidParameter").content_filtered


# -- the response cache ---------------------------------------------------------------------------


def _sqlite_with_other_table(path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE responses (id INTEGER)")


CACHE_PATHS = [
    # (what the path is, make it, error words (None: accepted))
    ("a folder", lambda p: p.mkdir(), "is a folder"),
    ("a text file", lambda p: p.write_text("not a database"), "is not an SQLite database"),
    ("under a file", None, "a file"),
    ("an empty file", lambda p: p.write_bytes(b""), None),
    ("a new file", lambda p: None, None),
    ("a new file in a new folder", None, None),
]


@pytest.mark.parametrize(("what", "make", "words"), CACHE_PATHS, ids=[c[0] for c in CACHE_PATHS])
def test_cache_paths_are_checked_before_use(tmp_path, what, make, words) -> None:
    path = tmp_path / "cache.sqlite"
    if what == "under a file":
        (tmp_path / "file").write_text("x")
        path = tmp_path / "file" / "cache.sqlite"
    elif what == "a new file in a new folder":
        path = tmp_path / "new" / "deeper" / "cache.sqlite"
    else:
        make(path)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    if words is None:
        check_cache_path(path, "--cache")
        with ResponseCache(path) as cache:
            assert len(cache) == 0
        return
    with pytest.raises(CacheError) as info:
        check_cache_path(path, "--cache")
    assert words in str(info.value) and f"--cache='{path}'" in str(info.value)
    assert sorted(p.name for p in tmp_path.rglob("*")) == before  # the check created nothing
    with pytest.raises(CacheError, match="cache="):
        ResponseCache(path)


def test_an_sqlite_file_of_something_else_is_refused(tmp_path) -> None:
    path = tmp_path / "other.sqlite"
    _sqlite_with_other_table(path)
    with pytest.raises(CacheError, match=r"responses table has the columns \['id'\]"):
        ResponseCache(path)


def test_a_client_given_a_bad_cache_fails_when_built(tmp_path) -> None:
    (tmp_path / "notes.txt").write_text("my notes")
    with pytest.raises(ValueError, match="is not an SQLite database"):
        OpenAICompatibleClient("m", cache=tmp_path / "notes.txt")

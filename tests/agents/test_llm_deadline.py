"""``timeout_s`` bounds a whole attempt (connect, headers, body) against a server on 127.0.0.1
that sends its answer one byte every 0.2 s, through the real ``openai`` and ``dashscope`` SDKs."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from agents.llm import ClientError, RetryPolicy
from agents.llm.deadline import attempt_deadline, current
from agents.llm.openai_compat import OpenAICompatibleClient
from agents.llm.qwen import QwenClient

HELLO = [{"role": "user", "content": "hello"}]
BYTE_EVERY_S = 0.2
REPLY = {
    "openai": {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
               "choices": [{"index": 0, "finish_reason": "stop",
                            "message": {"role": "assistant", "content": "ok " * 40}}],
               "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}},
    "qwen": {"request_id": "x", "output": {"choices": [{"finish_reason": "stop",
             "message": {"role": "assistant", "content": "ok " * 40}}]},
             "usage": {"input_tokens": 1, "output_tokens": 1}},
}  # fmt: skip


class TrickleServer:
    """Answers every request with a valid reply, one byte every :data:`BYTE_EVERY_S` seconds:
    from the status line on (``phase="headers"``) or after the headers (``phase="body"``).
    Records, per connection, how many bytes went out before the client hung up."""

    def __init__(self, provider: str, phase: str) -> None:
        body = json.dumps(REPLY[provider]).encode()
        head = (
            f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode()
        self.head, self.slow = (b"", head + body) if phase == "headers" else (head, body)
        self.sent: list[int] = []
        self.hung_up = threading.Event()
        self._stop = threading.Event()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(65536)
            head, _, rest = data.partition(b"\r\n\r\n")
            length = next(
                (int(line.split(b":")[1]) for line in head.split(b"\r\n")
                 if line.lower().startswith(b"content-length:")), 0,
            )  # fmt: skip
            while len(rest) < length:
                rest += conn.recv(65536)
            sent = 0
            try:
                conn.sendall(self.head)
                for i in range(len(self.slow)):
                    if self._stop.wait(BYTE_EVERY_S):
                        return
                    conn.sendall(self.slow[i : i + 1])
                    sent += 1
                # keep sending nothing until the client leaves: a client that got it all
                while not self._stop.wait(BYTE_EVERY_S):
                    conn.sendall(b"")
                    if conn.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b"":
                        break
            except (BrokenPipeError, ConnectionResetError, BlockingIOError):
                pass
            self.sent.append(sent)
            self.hung_up.set()

    def close(self) -> None:
        self._stop.set()
        self._listener.close()


@pytest.fixture
def environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.setenv(name, "127.0.0.1,localhost")
    monkeypatch.setenv("DASHSCOPE_API_KEY", "sk-test")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")


def _client(provider: str, port: int) -> Any:
    policy = RetryPolicy(max_retries=0, seed=0)
    if provider == "qwen":
        url = f"http://127.0.0.1:{port}/api/v1"
        return QwenClient("qwen-turbo", base_url=url, timeout_s=1.0, retry=policy)
    url = f"http://127.0.0.1:{port}/v1"
    return OpenAICompatibleClient("m", base_url=url, timeout_s=1.0, retry=policy)


@pytest.fixture
def trickle(request: pytest.FixtureRequest) -> Iterator[TrickleServer]:
    provider, phase = request.param
    server = TrickleServer(provider, phase)
    yield server
    server.close()


@pytest.mark.parametrize(
    ("provider", "trickle"),
    [(p, (p, phase)) for p in ("openai", "qwen") for phase in ("headers", "body")],
    indirect=["trickle"],
    ids=["openai-headers", "openai-body", "qwen-headers", "qwen-body"],
)
def test_a_trickling_server_cannot_hold_an_attempt_past_its_timeout(
    environment: None, provider: str, trickle: TrickleServer
) -> None:
    client = _client(provider, trickle.port)
    with pytest.raises(ClientError) as info:
        client.complete(HELLO)
    assert info.value.code == "timeout" and info.value.retryable, info.value
    assert "no response within 1 s" in str(info.value)
    assert trickle.hung_up.wait(30), "the client never closed the trickled connection"
    # 1 s at a byte per 0.2 s is ~5 bytes; the whole answer would be hundreds (a minute or more)
    total = len(trickle.slow)
    assert trickle.sent and trickle.sent[0] < total // 4, (trickle.sent, total)


def test_the_deadline_is_the_attempts_own() -> None:
    assert current() is None
    with attempt_deadline(30) as outer:
        assert current() is outer and 0 < outer.remaining() <= 30
        with attempt_deadline(5) as inner:
            assert current() is inner
        assert current() is outer and not inner.expired
    assert current() is None
    seen: list[Any] = []
    with attempt_deadline(30):
        worker = threading.Thread(target=lambda: seen.append(current()))
        worker.start()
        worker.join()
    assert seen == [None]  # another thread's call is not bound by this attempt
    a, b = socket.socketpair()
    with a, b, attempt_deadline(0.05) as deadline:
        deadline.watch(a)
        assert a.recv(1) == b""  # the shut-down socket wakes the blocked read
        assert deadline.expired


class _BodyReadFails:
    """An ``openai`` client whose response body read (``parse``) raises ``error``, after waiting
    out the attempt's deadline when ``late``: how a read cut outside the SDK's own error mapping
    surfaces (httpx's bare ReadTimeout, a reset socket), whatever the load on the machine."""

    def __init__(self, error: Exception, late: bool) -> None:
        self.error, self.late = error, late
        self.chat = self.completions = self.with_raw_response = self

    def create(self, **_: Any) -> _BodyReadFails:
        return self

    def parse(self) -> None:
        deadline = current()
        assert deadline is not None, "the body was read outside the attempt's deadline"
        if self.late:
            assert not deadline.expired  # the timer has not cut anything yet: the read raises
            while deadline.remaining() > 0:
                time.sleep(0.01)
        raise self.error


@pytest.mark.parametrize(
    "error", [httpx.ReadTimeout("cut"), ConnectionResetError("reset")], ids=["read", "reset"]
)
def test_a_body_read_that_fails_past_the_deadline_is_a_timeout(
    environment: None, error: Exception
) -> None:
    client = OpenAICompatibleClient("m", base_url="http://127.0.0.1:9/v1", timeout_s=0.05)
    with pytest.raises(ClientError) as info:
        client._request(_BodyReadFails(error, late=True), None, HELLO, {})
    assert info.value.code == "timeout" and info.value.retryable, info.value
    # Before the deadline the same error is not a timeout: it goes on as the SDK raised it.
    client = OpenAICompatibleClient("m", base_url="http://127.0.0.1:9/v1", timeout_s=30.0)
    with pytest.raises(type(error)):
        client._request(_BodyReadFails(error, late=False), None, HELLO, {})

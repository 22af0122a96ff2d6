"""A scriptable chat-model server on 127.0.0.1: a test double for tests and benchmarks.

:class:`LoopbackServer` speaks the two wire protocols the clients use, so the real ``dashscope``
and ``openai`` SDKs can be exercised end to end without the network:

* DashScope native: ``POST {base}/services/aigc/text-generation/generation`` and
  ``POST {base}/services/aigc/multimodal-generation/generation`` (``base`` =
  :attr:`LoopbackServer.base_url_dashscope`);
* OpenAI compatible: ``POST .../chat/completions`` (``base`` =
  :attr:`LoopbackServer.base_url_openai`). The services that speak this protocol answer in
  shapes of their own (Anthropic's and Gemini's compatibility layers, vLLM, DashScope's
  compatible mode: ids, headers, ``usage``, ``logprobs``, extra fields); each has its own base
  URL, :meth:`LoopbackServer.base_url_shaped` (``{base}/<shape>/v1``), and the reply comes in
  that shape (:data:`REPLY_SHAPES`, :mod:`.replies`).

The "model" is a ``responder(request_json) -> str`` callable; :func:`.messages.request_messages`
turns either request shape into plain ``[{"role", "content"}]`` messages for it. A fault plan
(:mod:`.faults`) injects failures request by request: an HTTP status (``429``, ``500``, ``503``,
``400``, ``401``), ``"quota"`` (a quota-exhausted 429), ``"timeout"`` (hold the request without
answering), ``"drop"`` (close the connection without a response), ``"garbage"`` (a 200 whose
body is not JSON) or ``None`` (answer normally). Every request is recorded, headers included,
so tests can check where the key went.

Example::

    with LoopbackServer(lambda req: "(0, 1)", faults=[429, None]) as server:
        client = QwenClient("qwen-turbo", base_url=server.base_url_dashscope)
        client.complete([{"role": "user", "content": "hi"}]).text  # "(0, 1)" after one retry
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from agents.testing.faults import Fault, FaultPlan, FaultSpec
from agents.testing.messages import request_messages as request_messages  # its old home
from agents.testing.replies import (
    REPLY_SHAPES,
    error_reply,
    native_reply,
    service_refusal,
    shaped_reply,
)

Responder = Callable[[dict[str, Any]], str]

_NATIVE_TEXT = "/services/aigc/text-generation/generation"
_NATIVE_VL = "/services/aigc/multimodal-generation/generation"
_OPENAI = "/chat/completions"


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server received it."""

    method: str
    path: str
    route: str
    """``"dashscope"``, ``"dashscope_vl"``, ``"openai"`` or ``"unknown"``."""
    headers: dict[str, str]
    body: bytes
    json: Any
    fault: Fault
    shape: str = "openai"
    """The reply shape of the base URL the request came to (:data:`REPLY_SHAPES`)."""


class LoopbackServer:
    """A threaded HTTP server on 127.0.0.1 answering chat requests from a script.

    Args:
        responder: ``responder(request_json) -> str`` gives the model's reply text; it receives
            the parsed request body (use :func:`.messages.request_messages` for its messages). Defaults to
            always answering ``"OK"``. An exception in it becomes an HTTP 500.
        faults: A list of faults consumed one per request (``None`` once it runs out), a
            probability mix ``{fault: probability}`` (drawn with ``seed``), a
            :class:`FaultMix`, or a callable ``index -> fault``.
        seed: Seed of the probability mix.
        latency_s: Seconds to wait before answering each request (simulated model latency).
        timeout_hold_s: How long a ``"timeout"`` fault holds the request before closing it.
        retry_after: ``Retry-After`` header value (seconds) sent with injected 429/503 answers;
            ``None`` sends none.
        host: Interface to bind; only loopback addresses make sense.

    Use as a context manager (or call :meth:`start` and :meth:`close`). The port is chosen by the
    OS; read :attr:`base_url_dashscope` and :attr:`base_url_openai` once started.
    """

    def __init__(
        self,
        responder: Responder | None = None,
        *,
        faults: FaultSpec = None,
        seed: int = 0,
        latency_s: float = 0.0,
        timeout_hold_s: float = 5.0,
        retry_after: float | None = None,
        host: str = "127.0.0.1",
    ) -> None:
        if latency_s < 0:
            raise ValueError(f"latency_s must be >= 0, got {latency_s}")
        if timeout_hold_s < 0:
            raise ValueError(f"timeout_hold_s must be >= 0, got {timeout_hold_s}")
        self.responder: Responder = responder or (lambda _request: "OK")
        self.latency_s = latency_s
        self.timeout_hold_s = timeout_hold_s
        self.retry_after = retry_after
        self.host = host
        self._plan = FaultPlan(faults, seed)
        self._records: list[RecordedRequest] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._counter = 0
        self._in_flight = 0
        self.max_in_flight = 0
        """The most requests the server was handling at one moment."""
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------------------

    def start(self) -> LoopbackServer:
        """Bind an OS-chosen port and serve in a daemon thread."""
        if self._server is not None:
            return self
        server = ThreadingHTTPServer((self.host, 0), _make_handler(self))
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop serving, release held requests and the port."""
        self._stop.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> LoopbackServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- addresses and records -------------------------------------------------------------------

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("LoopbackServer is not started")
        return int(self._server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def base_url_dashscope(self) -> str:
        """Use as ``base_address=`` / ``DASHSCOPE_HTTP_BASE_URL``."""
        return f"{self.base_url}/api/v1"

    @property
    def base_url_openai(self) -> str:
        """Use as the OpenAI client's ``base_url``."""
        return f"{self.base_url}/v1"

    def base_url_shaped(self, shape: str) -> str:
        """The OpenAI-compatible base URL whose replies come in ``shape`` (one of
        :data:`REPLY_SHAPES`; ``"openai"`` is :attr:`base_url_openai`'s shape)."""
        if shape not in REPLY_SHAPES:
            raise ValueError(f"shape={shape!r} is not allowed; allowed: {', '.join(REPLY_SHAPES)}")
        return f"{self.base_url}/{shape}/v1"

    def sdk_base_url(self, route: str) -> str:
        """:attr:`base_url_dashscope` for ``route="dashscope"``, :attr:`base_url_openai` for
        ``"openai"`` (tests parametrised over both SDKs)."""
        if route not in ("dashscope", "openai"):
            raise ValueError(f"route={route!r} is not allowed; allowed: 'dashscope', 'openai'")
        return self.base_url_dashscope if route == "dashscope" else self.base_url_openai

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every request received so far, in arrival order (a copy)."""
        with self._lock:
            return list(self._records)

    def raw_traffic(self) -> bytes:
        """All recorded header values and bodies except ``Authorization``, concatenated.

        Tests assert that an API key occurs in the ``Authorization`` header only.
        """
        chunks: list[bytes] = []
        for record in self.requests:
            for name, value in record.headers.items():
                if name.lower() != "authorization":
                    chunks.append(f"{name}: {value}".encode())
            chunks.append(record.body)
            chunks.append(record.path.encode())
        return b"\n".join(chunks)

    # -- request handling (called from handler threads) ------------------------------------------

    def _next_request_id(self) -> str:
        with self._lock:
            self._counter += 1
            return f"loopback-{self._counter:06d}"

    def _record(self, record: RecordedRequest) -> None:
        with self._lock:
            self._records.append(record)

    def _enter(self) -> None:
        with self._lock:
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1


def _route_of(path: str) -> str:
    clean = path.split("?", 1)[0].rstrip("/")
    if clean.endswith(_NATIVE_TEXT):
        return "dashscope"
    if clean.endswith(_NATIVE_VL):
        return "dashscope_vl"
    if clean.endswith(_OPENAI):
        return "openai"
    return "unknown"


def _shape_of(path: str) -> str:
    first = path.split("?", 1)[0].lstrip("/").split("/", 1)[0]
    return first if first in REPLY_SHAPES else "openai"


def _make_handler(owner: LoopbackServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # answer small requests without the 40 ms ACK delay

        def log_message(self, format: str, *args: Any) -> None:
            """Silence the default stderr access log."""

        def do_GET(self) -> None:
            self._send_json(404, {"code": "NotFound", "message": "only POST is served"})

        def do_POST(self) -> None:
            owner._enter()
            try:
                self._post()
            finally:
                owner._leave()

        def _post(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length > 0 else b""
            try:
                parsed: Any = json.loads(body.decode("utf-8")) if body else None
            except (UnicodeDecodeError, json.JSONDecodeError):
                parsed = None
            route = _route_of(self.path)
            shape = _shape_of(self.path)
            fault = owner._plan.next() if route != "unknown" else None
            owner._record(
                RecordedRequest(
                    method="POST",
                    path=self.path,
                    route=route,
                    headers={k: v for k, v in self.headers.items()},
                    body=body,
                    json=parsed,
                    fault=fault,
                    shape=shape,
                )
            )
            if owner.latency_s and owner._stop.wait(owner.latency_s):
                return self._drop()
            if route == "unknown":
                return self._send_json(
                    404, {"code": "NotFound", "message": f"no route {self.path}"}
                )
            if fault == "timeout":
                owner._stop.wait(owner.timeout_hold_s)
                return self._drop()
            if fault == "drop":
                return self._drop()
            if fault == "garbage":
                return self._send_raw(200, b"<html>not json</html>", "text/html")
            if fault is not None:
                return self._send_error(route, fault)
            if not isinstance(parsed, dict):
                return self._send_error(route, 400, "request body is not a JSON object")
            refusal = service_refusal(shape, parsed)
            if refusal is not None:
                return self._send_error(route, 400, refusal)
            try:
                text = str(owner.responder(parsed))
            except Exception as exc:  # the scripted model failed: report it like a server would
                return self._send_error(route, 500, f"responder failed: {type(exc).__name__}")
            request_id = owner._next_request_id()
            if route == "openai":
                payload, headers = shaped_reply(shape, parsed, text, request_id)
                return self._send_json(200, payload, extra_headers=headers)
            payload = native_reply(parsed, text, request_id, vl=route == "dashscope_vl")
            self._send_json(200, payload, request_id=request_id)

        # -- senders -----------------------------------------------------------------------------

        def _send_error(self, route: str, fault: Fault, message: str | None = None) -> None:
            request_id = owner._next_request_id()
            status, body = error_reply(route, fault, message, request_id)
            extra: dict[str, str] = {}
            if status in (429, 503) and owner.retry_after is not None and fault != "quota":
                extra["Retry-After"] = f"{owner.retry_after:g}"
            self._send_json(status, body, request_id=request_id, extra_headers=extra)

        def _send_json(
            self,
            status: int,
            payload: Any,
            *,
            request_id: str | None = None,
            extra_headers: Mapping[str, str] | None = None,
        ) -> None:
            headers = dict(extra_headers or {})
            if request_id is not None:
                headers["x-request-id"] = request_id
            data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
            self._send_raw(status, data, "application/json", headers)

        def _send_raw(
            self,
            status: int,
            data: bytes,
            content_type: str,
            headers: Mapping[str, str] | None = None,
        ) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
                self.wfile.flush()
            except OSError:  # the client went away (it timed out): nothing left to do
                self.close_connection = True

        def _drop(self) -> None:
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)

    return Handler


def scripted(replies: Iterable[str], *, default: str = "") -> Responder:
    """A responder that returns ``replies`` in order (thread-safe), then ``default``."""
    iterator = iter(list(replies))
    lock = threading.Lock()

    def responder(_request: dict[str, Any]) -> str:
        with lock:
            return next(iterator, default)

    return responder

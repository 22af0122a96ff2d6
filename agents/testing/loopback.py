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
  that shape (:data:`REPLY_SHAPES`).

The "model" is a ``responder(request_json) -> str`` callable; :func:`request_messages` turns either
request shape into plain ``[{"role", "content"}]`` messages for it. A fault plan injects failures
request by request: an HTTP status (``429``, ``500``, ``503``, ``400``, ``401``), ``"quota"`` (a
quota-exhausted 429), ``"timeout"`` (hold the request without answering), ``"drop"`` (close the
connection without a response), ``"garbage"`` (a 200 whose body is not JSON) or ``None`` (answer
normally). Every request is recorded, headers included, so tests can check where the key went.

Example::

    with LoopbackServer(lambda req: "(0, 1)", faults=[429, None]) as server:
        client = QwenClient("qwen-turbo", base_url=server.base_url_dashscope)
        client.complete([{"role": "user", "content": "hi"}]).text  # "(0, 1)" after one retry
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import random
import re
import socket
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Fault = int | str | None
Responder = Callable[[dict[str, Any]], str]

FAULT_KINDS = ("timeout", "drop", "quota", "garbage")
"""Named faults besides plain HTTP status codes and ``None``."""

REPLY_SHAPES = ("openai", "anthropic", "gemini", "vllm", "dashscope-compat")
"""Reply shapes of the OpenAI-compatible route (see :func:`_shaped_reply`)."""

_NATIVE_TEXT = "/services/aigc/text-generation/generation"
_NATIVE_VL = "/services/aigc/multimodal-generation/generation"
_OPENAI = "/chat/completions"

# DashScope error codes (and the OpenAI error type) the server sends for each injected status.
_NATIVE_ERRORS: dict[int, tuple[str, str]] = {
    400: ("InvalidParameter", "The request is malformed."),
    401: ("InvalidApiKey", "Invalid API-key provided."),
    403: ("AccessDenied", "Access denied."),
    404: ("ModelNotFound", "The model does not exist."),
    408: ("RequestTimeOut", "Request timed out."),
    429: ("Throttling.RateQuota", "Requests rate limit exceeded, please try again later."),
    500: ("InternalError", "An internal error has occurred, please try again later."),
    502: ("BadGateway", "Bad gateway."),
    503: ("ServiceUnavailable", "The service is temporarily unavailable."),
}
_OPENAI_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "invalid_request_error",
    429: "rate_limit_error",
}


def request_messages(
    request_json: Mapping[str, Any], *, keep_images: bool = False
) -> list[dict[str, Any]]:
    """The chat messages of a request in either protocol, in ``agents.base`` shape.

    By default multimodal content is flattened to its text parts (images become ``"<image>"``),
    which is what a scripted text responder needs. With ``keep_images=True`` such content stays
    a list of ``{"type": "text"}`` / ``{"type": "image", "image": <bytes>}`` parts, decoded from
    inline ``data:`` URLs, so a scripted vision model can look at the picture.
    """
    if "messages" in request_json:
        raw = request_json.get("messages") or []
    else:
        raw = (request_json.get("input") or {}).get("messages") or []
    messages: list[dict[str, Any]] = []
    for message in raw:
        if not isinstance(message, Mapping):
            continue
        content = message.get("content", "")
        if isinstance(content, list):
            if keep_images:
                content = [_part(part) for part in content]
            else:
                content = "\n".join(_part_text(part) for part in content)
        else:
            content = str(content)
        messages.append({"role": str(message.get("role", "")), "content": content})
    return messages


def _part_text(part: Any) -> str:
    if isinstance(part, Mapping):
        if "text" in part and isinstance(part["text"], str):
            return part["text"]
        if "image" in part or "image_url" in part:
            return "<image>"
    return str(part)


def _part(part: Any) -> dict[str, Any]:
    url = None
    if isinstance(part, Mapping):
        if isinstance(part.get("image"), str):
            url = part["image"]
        elif isinstance(part.get("image_url"), Mapping):
            url = part["image_url"].get("url")
    if isinstance(url, str) and url.startswith("data:") and "," in url:
        try:
            return {"type": "image", "image": base64.b64decode(url.split(",", 1)[1])}
        except (ValueError, binascii.Error):
            return {"type": "text", "text": "<undecodable image>"}
    return {"type": "text", "text": _part_text(part)}


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


class FaultMix:
    """A seeded random fault plan: each request draws a fault with the given probabilities.

    Args:
        probabilities: Fault -> probability; the remainder (1 - sum) is ``None`` (answer normally).
        seed: Seed of the private RNG, so the same seed gives the same fault sequence.
    """

    def __init__(self, probabilities: Mapping[Fault, float], seed: int = 0) -> None:
        total = sum(probabilities.values())
        if any(p < 0 for p in probabilities.values()) or total > 1.0 + 1e-9:
            raise ValueError(
                "probabilities must be non-negative and sum to at most 1, "
                f"got {dict(probabilities)}"
            )
        for fault in probabilities:
            _check_fault(fault)
        self._items = list(probabilities.items())
        self._rng = random.Random(seed)
        self._lock = threading.Lock()

    def next(self) -> Fault:
        """Draw the fault for the next request."""
        with self._lock:
            x = self._rng.random()
        for fault, p in self._items:
            if x < p:
                return fault
            x -= p
        return None


def _check_fault(fault: Fault) -> None:
    if fault is None or fault in FAULT_KINDS:
        return
    if isinstance(fault, int) and not isinstance(fault, bool) and 400 <= fault <= 599:
        return
    raise ValueError(
        f"fault must be None, an HTTP error status 400-599 or one of {FAULT_KINDS}, got {fault!r}"
    )


class _FaultPlan:
    def __init__(self, faults: FaultSpec, seed: int) -> None:
        self._lock = threading.Lock()
        self._index = 0
        self._mix: FaultMix | None = None
        self._fn: Callable[[int], Fault] | None = None
        self._list: list[Fault] = []
        if faults is None:
            pass
        elif isinstance(faults, Mapping):
            self._mix = FaultMix(faults, seed=seed)
        elif isinstance(faults, FaultMix):
            self._mix = faults
        elif callable(faults):
            self._fn = faults
        else:
            self._list = list(faults)
            for fault in self._list:
                _check_fault(fault)

    def next(self) -> Fault:
        with self._lock:
            index = self._index
            self._index += 1
        if self._mix is not None:
            return self._mix.next()
        if self._fn is not None:
            return self._fn(index)
        return self._list[index] if index < len(self._list) else None


FaultSpec = Sequence[Fault] | Mapping[Fault, float] | FaultMix | Callable[[int], Fault] | None


class LoopbackServer:
    """A threaded HTTP server on 127.0.0.1 answering chat requests from a script.

    Args:
        responder: ``responder(request_json) -> str`` gives the model's reply text; it receives
            the parsed request body (use :func:`request_messages` for its messages). Defaults to
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
        self._plan = _FaultPlan(faults, seed)
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
            refusal = _openai_reasoning_refusal(parsed) if shape == "openai" else None
            if refusal is not None:  # what OpenAI's o-series and GPT-5 models answer
                return self._send_error(route, 400, refusal)
            if shape == "anthropic" and "temperature" in parsed and "top_p" in parsed:
                # what recent Claude models answer (Opus 4.1 and later)
                return self._send_error(
                    route,
                    400,
                    "`temperature` and `top_p` cannot both be specified for this "
                    "model. Please use only one.",
                )
            try:
                text = str(owner.responder(parsed))
            except Exception as exc:  # the scripted model failed: report it like a server would
                return self._send_error(route, 500, f"responder failed: {type(exc).__name__}")
            request_id = owner._next_request_id()
            if route == "openai":
                payload, headers = _shaped_reply(shape, parsed, text, request_id)
                return self._send_json(200, payload, extra_headers=headers)
            payload = _native_reply(parsed, text, request_id, vl=route == "dashscope_vl")
            self._send_json(200, payload, request_id=request_id)

        # -- senders -----------------------------------------------------------------------------

        def _send_error(self, route: str, fault: Fault, message: str | None = None) -> None:
            request_id = owner._next_request_id()
            if fault == "quota":
                status = 429
                code = "insufficient_quota" if route == "openai" else "Arrearage"
                message = message or "Quota exhausted: the account has no remaining balance."
            else:
                status = int(fault)  # type: ignore[arg-type]
                code, default = _NATIVE_ERRORS.get(status, ("Unknown", f"HTTP {status}"))
                message = message or default
            extra: dict[str, str] = {}
            if status in (429, 503) and owner.retry_after is not None and fault != "quota":
                extra["Retry-After"] = f"{owner.retry_after:g}"
            if route == "openai":
                body: dict[str, Any] = {
                    "error": {
                        "message": message,
                        "type": _OPENAI_TYPES.get(status, "server_error"),
                        "param": None,
                        "code": code,
                    },
                    "request_id": request_id,
                }
            else:
                body = {"request_id": request_id, "code": code, "message": message}
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


def _fake_tokens(text: str) -> list[str]:
    return text.split() or ([text] if text else [])


def _count_input_tokens(request_json: Mapping[str, Any]) -> int:
    return sum(len(_fake_tokens(m["content"])) for m in request_messages(request_json))


def _logprob_entries(text: str, top: int) -> list[dict[str, Any]]:
    entries = []
    for i, token in enumerate(_fake_tokens(text)):
        logprob = -0.01 * (i % 7 + 1)
        alternatives = [{"token": token, "logprob": logprob}]
        alternatives += [
            {"token": f"<alt{j}>", "logprob": logprob - 1.0 - j} for j in range(max(top - 1, 0))
        ]
        entries.append({"token": token, "logprob": logprob, "top_logprobs": alternatives[:top]})
    return entries


def _reply_logprobs(options: Mapping[str, Any], text: str) -> dict[str, Any] | None:
    """The reply's ``logprobs`` when the request's ``options`` ask for them (``logprobs``,
    ``top_logprobs``, as both wire protocols name them), else None."""
    if not options.get("logprobs"):
        return None
    return {"content": _logprob_entries(text, int(options.get("top_logprobs") or 0))}


def _token_counts(request_json: Mapping[str, Any], text: str) -> tuple[int, int]:
    """``(tokens in, tokens out)`` of a request and its reply ``text``, by the fake tokenizer."""
    return _count_input_tokens(request_json), len(_fake_tokens(text))


def _native_reply(
    request_json: Mapping[str, Any], text: str, request_id: str, *, vl: bool
) -> dict[str, Any]:
    content: Any = [{"text": text}] if vl else text
    choice: dict[str, Any] = {
        "finish_reason": "stop",
        "message": {"role": "assistant", "content": content},
    }
    logprobs = _reply_logprobs(request_json.get("parameters") or {}, text)
    if logprobs is not None:
        choice["logprobs"] = logprobs
    tokens_in, tokens_out = _token_counts(request_json, text)
    return {
        "request_id": request_id,
        "output": {"choices": [choice]},
        "usage": {
            "input_tokens": tokens_in,
            "output_tokens": tokens_out,
            "total_tokens": tokens_in + tokens_out,
        },
    }


def _openai_reply(request_json: Mapping[str, Any], text: str, request_id: str) -> dict[str, Any]:
    choice: dict[str, Any] = {
        "index": 0,
        "finish_reason": "stop",
        "message": {"role": "assistant", "content": text},
        "logprobs": _reply_logprobs(request_json, text),
    }
    tokens_in, tokens_out = _token_counts(request_json, text)
    return {
        "id": request_id,
        "object": "chat.completion",
        "created": 0,
        "model": str(request_json.get("model", "")),
        "choices": [choice],
        "usage": {
            "prompt_tokens": tokens_in,
            "completion_tokens": tokens_out,
            "total_tokens": tokens_in + tokens_out,
        },
    }


def _openai_reasoning_refusal(body: dict[str, Any]) -> str | None:
    """The 400 message OpenAI's reasoning models (o-series, GPT-5) give a request they refuse:
    ``max_tokens``, or a ``temperature`` / ``top_p`` other than the default; else None.

    The model names are written out here, apart from the client's preset
    (``agents.llm.presets.OPENAI_REASONING``), on purpose: this is the service the preset is
    tested against, and reading the client's rule would make that test agree with itself."""
    model = str(body.get("model", ""))
    if re.match(r"(o\d|gpt-5(?!-chat))", model) is None:
        return None
    if "max_tokens" in body:
        return (
            "Unsupported parameter: 'max_tokens' is not supported with this model. "
            "Use 'max_completion_tokens' instead."
        )
    for name in ("temperature", "top_p"):
        if name in body and body[name] != 1:
            return (
                f"Unsupported value: '{name}' does not support {body[name]} with this model. "
                "Only the default (1) value is supported."
            )
    return None


def _shaped_reply(
    shape: str, request_json: Mapping[str, Any], text: str, request_id: str
) -> tuple[dict[str, Any], dict[str, str]]:
    """The OpenAI-compatible reply and its headers as service ``shape`` sends them.

    * ``openai``: OpenAI's own (``x-request-id`` header, ``logprobs`` when asked).
    * ``anthropic``: an id ``msg_...``, the request id in a ``request-id`` header, ``logprobs``
      ignored (always null), ``usage`` with the three counts only, ``finish_reason`` ``"length"``
      when the reply reached the limit.
    * ``gemini``: no top-level ``id`` and no request-id header, ``model`` as
      ``models/<name>``, no ``logprobs`` key, and ``total_tokens`` larger than prompt plus
      completion (the thinking tokens are counted there only).
    * ``vllm``: an id ``chatcmpl-<hex>``, no request-id header, and vLLM's extra fields
      (``stop_reason``, ``reasoning_content``, ``prompt_logprobs``, ``kv_transfer_params``).
    * ``dashscope-compat``: an id ``chatcmpl-...``, ``system_fingerprint`` null,
      ``usage.prompt_tokens_details``, the request id in an ``x-request-id`` header.
    """
    reply = _openai_reply(request_json, text, request_id)
    choice = reply["choices"][0]
    usage = reply["usage"]
    limit = request_json.get("max_completion_tokens", request_json.get("max_tokens"))
    if isinstance(limit, int) and usage["completion_tokens"] >= limit:
        choice["finish_reason"] = "length"
    number = request_id.rsplit("-", 1)[-1]
    if shape == "openai":
        return reply, {"x-request-id": request_id}
    if shape == "anthropic":
        reply["id"] = f"msg_loopback{number}"
        choice["logprobs"] = None
        return reply, {"request-id": f"req_loopback{number}"}
    if shape == "gemini":
        del reply["id"]
        del choice["logprobs"]
        reply["model"] = f"models/{reply['model']}"
        usage["total_tokens"] += 7  # thinking tokens, counted in the total only
        return reply, {}
    if shape == "vllm":
        reply["id"] = f"chatcmpl-{int(number):032x}"
        choice["stop_reason"] = None
        choice["message"].update(reasoning_content=None, tool_calls=[])
        usage["prompt_tokens_details"] = None
        reply.update(prompt_logprobs=None, kv_transfer_params=None)
        return reply, {}
    if shape == "dashscope-compat":
        reply["id"] = f"chatcmpl-{request_id}"
        reply["system_fingerprint"] = None
        usage["prompt_tokens_details"] = {"cached_tokens": 0}
        return reply, {"x-request-id": request_id}
    raise ValueError(f"shape={shape!r} is not allowed; allowed: {', '.join(REPLY_SHAPES)}")


def scripted(replies: Iterable[str], *, default: str = "") -> Responder:
    """A responder that returns ``replies`` in order (thread-safe), then ``default``."""
    iterator = iter(list(replies))
    lock = threading.Lock()

    def responder(_request: dict[str, Any]) -> str:
        with lock:
            return next(iterator, default)

    return responder

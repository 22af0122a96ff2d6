"""What each imitated service answers: replies in its shape, its errors and its refusals.

The loopback server's replies carry a fake tokenizer's counts (words) and, when asked, fake
``logprobs``; the OpenAI-compatible route answers in the shape of the service its base URL
names (:data:`REPLY_SHAPES`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from agents.testing.faults import Fault
from agents.testing.messages import request_messages

REPLY_SHAPES = ("openai", "anthropic", "gemini", "vllm", "dashscope-compat")
"""Reply shapes of the OpenAI-compatible route (see :func:`shaped_reply`)."""

# DashScope error codes (and the OpenAI error type) the server sends for each injected status.
NATIVE_ERRORS: dict[int, tuple[str, str]] = {
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


def error_reply(
    route: str, fault: Fault, message: str | None, request_id: str
) -> tuple[int, dict[str, Any]]:
    """The status and body of an error (an injected ``fault``: a status or ``"quota"``) as the
    ``route``'s protocol sends it; ``message`` in place of the service's usual one."""
    if fault == "quota":
        status = 429
        code = "insufficient_quota" if route == "openai" else "Arrearage"
        message = message or "Quota exhausted: the account has no remaining balance."
    else:
        status = int(fault)  # type: ignore[arg-type]
        code, default = NATIVE_ERRORS.get(status, ("Unknown", f"HTTP {status}"))
        message = message or default
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
    return status, body


def service_refusal(shape: str, body: dict[str, Any]) -> str | None:
    """The 400 message the service of ``shape`` gives a request it refuses, else None."""
    refusal = _openai_reasoning_refusal(body) if shape == "openai" else None
    if refusal is not None:  # what OpenAI's o-series and GPT-5 models answer
        return refusal
    if shape == "anthropic" and "temperature" in body and "top_p" in body:
        # what recent Claude models answer (Opus 4.1 and later)
        return (
            "`temperature` and `top_p` cannot both be specified for this "
            "model. Please use only one."
        )
    return None


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


def native_reply(
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


def shaped_reply(
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

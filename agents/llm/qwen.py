"""QwenClient: Qwen models through the ``dashscope`` SDK's native protocol.

Text models go through ``dashscope.Generation.call(messages=..., result_format="message")``;
vision-language models (names containing ``-vl``, or any conversation carrying an image) through
``dashscope.MultiModalConversation.call``, with images sent inline as
``data:image/png;base64,...`` so the SDK uploads nothing. The base URL is passed per call
(``base_address=``); the SDK's global settings are left alone. ``dashscope`` is imported on the
first call, so importing this module stays cheap.

Each call goes through the client's own ``requests`` session (:func:`one_send_session`), which
sends once per attempt: the SDK re-sends a request at once when a connection drops, unseen by
the retry policy (12 requests for a record saying ``retries: 5``). That hidden re-send is turned
into the attempt's failure, so every request the server sees is an attempt the record counts.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from agents.base import Completion, Message
from agents.llm.connection import connection_error
from agents.llm.deadline import attempt_deadline, bound_requests_session
from agents.llm.messages import has_image, image_data_url
from agents.llm.remote import RemoteChatClient
from agents.llm.retry import ClientError, is_retryable, parse_retry_after

QWEN_MODELS = ("qwen-turbo", "qwen-plus", "qwen-max")
"""The specification's three text models (any other model name is accepted too)."""

API_KEY_ENV = "DASHSCOPE_API_KEY"
BASE_URL_ENV = "DASHSCOPE_HTTP_BASE_URL"


def is_text_only(model: str) -> bool:
    """Whether ``model`` is one of :data:`QWEN_MODELS` (also ``-latest`` or a dated snapshot such
    as ``qwen-plus-2025-01-25``): DashScope's text-only models, which cannot see a picture."""
    name = model.strip().lower()
    return any(
        name == base
        or name == f"{base}-latest"
        or re.fullmatch(rf"{base}-\d{{4}}-\d{{2}}-\d{{2}}", name)
        for base in QWEN_MODELS
    )


def one_send_session() -> Any:
    """A ``requests.Session`` that sends at most one request per attempt on each thread
    (:meth:`begin` starts an attempt): a second send within the attempt, the ``dashscope``
    SDK's hidden re-send after a dropped connection, raises the first send's error instead."""
    import requests

    class OneSendSession(requests.Session):
        def __init__(self) -> None:
            super().__init__()
            self._attempt = threading.local()

        def begin(self) -> None:
            self._attempt.sent = False
            self._attempt.error = None

        def request(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
            state = self._attempt
            if getattr(state, "sent", False):
                raise state.error or requests.exceptions.ConnectionError(
                    "a second request within one attempt"
                )
            state.sent = True
            try:
                return super().request(*args, **kwargs)
            except requests.exceptions.ConnectionError as exc:
                state.error = exc
                raise

    # requests' read timeout restarts with every byte: the deadline bounds the attempt.
    return bound_requests_session(OneSendSession())


def _is_vl_model(model: str) -> bool:
    name = model.lower()
    return "-vl" in name or name.startswith("qvq") or "omni" in name


def to_native_messages(messages: Sequence[Message], *, multimodal: bool) -> list[dict[str, Any]]:
    """Translate ``agents.base`` messages to DashScope's native shape.

    Text mode keeps string contents; multimodal mode turns every content into a list of
    ``{"text": ...}`` / ``{"image": "data:image/png;base64,..."}`` parts.
    """
    out: list[dict[str, Any]] = []
    for message in messages:
        content = message["content"]
        if not multimodal:
            if isinstance(content, list):
                content = "\n".join(
                    str(p.get("text", "")) for p in content if isinstance(p, Mapping)
                )
            out.append({"role": message["role"], "content": str(content)})
            continue
        parts: list[dict[str, Any]] = []
        items = content if isinstance(content, list) else [{"type": "text", "text": content}]
        for part in items:
            if isinstance(part, Mapping) and part.get("type") == "image":
                parts.append({"image": image_data_url(part["image"])})
            elif isinstance(part, Mapping):
                parts.append({"text": str(part.get("text", ""))})
            else:
                parts.append({"text": str(part)})
        out.append({"role": message["role"], "content": parts})
    return out


def _reply_text(content: Any) -> str:
    if isinstance(content, list):
        return "".join(
            str(p.get("text", "")) for p in content if isinstance(p, Mapping) and "text" in p
        )
    return "" if content is None else str(content)


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """Attribute or key access: the SDK's response objects are dicts with attribute access."""
    if obj is None:
        return default
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


class QwenClient(RemoteChatClient):
    """A :class:`~agents.base.ChatClient` for Qwen models on DashScope.

    Args:
        model: ``"qwen-turbo"``, ``"qwen-plus"``, ``"qwen-max"``, a VL model such as
            ``"qwen-vl-plus"``, or any other model name the service knows.
        base_url: Service base URL (``.../api/v1``); default: the ``DASHSCOPE_HTTP_BASE_URL``
            environment variable, else the SDK's default.
        api_key_env: Environment variable holding the key (default ``DASHSCOPE_API_KEY``).
        multimodal: Use the multimodal endpoint always (``True``), never (``False``), or when the
            model name says VL or a message carries an image (``None``).
        **kwargs: Sampling, timeout, retry, rate-limit, cache and logprob options of
            :class:`~agents.llm.remote.RemoteChatClient` (defaults: ``REMOTE_TEMPERATURE``,
            ``REMOTE_TOP_P``, ``REMOTE_MAX_TOKENS`` in :mod:`agents.llm.remote`), which also
            says what it raises.
    """

    provider = "dashscope"
    base_url_env = BASE_URL_ENV

    def __init__(
        self,
        model: str = "qwen-turbo",
        *,
        base_url: str | None = None,
        api_key_env: str = API_KEY_ENV,
        multimodal: bool | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(model, api_key_env=api_key_env, base_url=base_url, **kwargs)
        self.multimodal = multimodal

    def _open_transport(self) -> Any:
        return one_send_session()

    def _attempt(self, messages: Sequence[Message], params: dict[str, Any]) -> Completion:
        import dashscope
        import requests

        multimodal = (
            self.multimodal
            if self.multimodal is not None
            else (_is_vl_model(self.model) or has_image(messages))
        )
        call_kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": to_native_messages(messages, multimodal=multimodal),
            "api_key": self._api_key,
            "result_format": "message",
            "request_timeout": self.timeout_s,
            "session": self._shared_transport(),
            **params,
        }
        call_kwargs["session"].begin()
        if self.base_url:
            call_kwargs["base_address"] = self.base_url
        api = dashscope.MultiModalConversation if multimodal else dashscope.Generation
        try:
            with attempt_deadline(self.timeout_s) as deadline:
                try:
                    response = api.call(**call_kwargs)
                except Exception:
                    if deadline.expired:  # its sockets were shut down: whatever broke, too late
                        raise requests.exceptions.Timeout() from None
                    raise
        except requests.exceptions.Timeout:
            raise self._timeout_error() from None
        except requests.exceptions.ConnectionError as exc:
            raise connection_error(exc, self.base_url) from None
        except (requests.exceptions.JSONDecodeError, TypeError, KeyError, ValueError) as exc:
            raise self._unreadable_error(exc) from None
        except requests.exceptions.RequestException as exc:  # e.g. a body cut off mid-way
            raise ClientError(
                f"transfer failed ({type(exc).__name__})",
                code="connection_error",
                retryable=True,
            ) from None
        except dashscope.common.error.AuthenticationError as exc:
            raise ClientError(
                f"authentication failed: {exc}", code="authentication_error", retryable=False
            ) from None
        return self._read_response(response)

    def _read_response(self, response: Any) -> Completion:
        status = int(_get(response, "status_code", 0) or 0)
        request_id = _get(response, "request_id") or None
        if status != 200:
            code = str(_get(response, "code") or "Unknown")
            headers = _get(response, "headers") or {}
            retry_after = None
            for name, value in dict(headers).items():
                if str(name).lower() == "retry-after":
                    retry_after = parse_retry_after(value)
            raise ClientError(
                str(_get(response, "message") or "no message"),
                code=code,
                status=status,
                retryable=is_retryable(status, code),
                request_id=request_id,
                retry_after=retry_after,
            )
        choices = _get(_get(response, "output"), "choices") or []
        if not choices:
            raise self._no_choices_error(status, request_id)
        choice = choices[0]
        text = _reply_text(_get(_get(choice, "message"), "content"))
        usage = _get(response, "usage")
        logprobs = _get(_get(choice, "logprobs"), "content")
        return Completion(
            text=text,
            model=self.model,
            input_tokens=int(_get(usage, "input_tokens", 0) or 0),
            output_tokens=int(_get(usage, "output_tokens", 0) or 0),
            request_id=request_id,
            logprobs=[dict(entry) for entry in logprobs] if logprobs else None,
            extra={"finish_reason": _get(choice, "finish_reason"), "provider": self.provider},
        )

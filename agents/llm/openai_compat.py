"""OpenAICompatibleClient: any server speaking OpenAI's ``/chat/completions``.

OpenAI, Anthropic's and Google's compatibility endpoints, DashScope's compatible mode, vLLM,
Ollama and LM Studio all do. Which service, and what it does differently (its base URL, key
variable, and the parameters it renames, leaves out or refuses), is the client's ``preset``
(:data:`agents.llm.presets.PRESETS`; the spec ``anthropic:<model>`` builds one with
``preset="anthropic"``). The ``openai`` SDK's own retries are switched off
(``max_retries=0``) so that this package's policy (backoff, jitter, budget, rate limit) is the
only one in force; ``openai`` is imported on first use.

Several servers of one model (a vLLM fleet) are one client: ``base_url`` names them all, as a
comma-separated string or a sequence, and each call goes to one of them
(:class:`~agents.llm.endpoints.EndpointPool`: each with its own rate limit; one that fails is
rested and the call moves to another at once, which is not counted as a retry).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from typing import Any

from agents.base import Completion, Message
from agents.llm.connection import connection_error, split_base_urls
from agents.llm.deadline import attempt_deadline, bound_httpx_client
from agents.llm.endpoints import Endpoint, EndpointPool
from agents.llm.messages import image_data_url
from agents.llm.presets import PRESETS, Preset
from agents.llm.remote import NO_KEY, RemoteChatClient
from agents.llm.retry import ClientError, is_retryable, parse_retry_after
from envs.urls import redact_url

logger = logging.getLogger(__name__)

API_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENV = "OPENAI_BASE_URL"


def to_openai_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """Translate ``agents.base`` messages to OpenAI's shape (images as base64 data URLs)."""
    out: list[dict[str, Any]] = []
    for message in messages:
        content = message["content"]
        if isinstance(content, list):
            parts: list[dict[str, Any]] = []
            for part in content:
                if isinstance(part, Mapping) and part.get("type") == "image":
                    url = image_data_url(part["image"])
                    parts.append({"type": "image_url", "image_url": {"url": url}})
                elif isinstance(part, Mapping):
                    parts.append({"type": "text", "text": str(part.get("text", ""))})
                else:
                    parts.append({"type": "text", "text": str(part)})
            out.append({"role": message["role"], "content": parts})
        else:
            out.append({"role": message["role"], "content": str(content)})
    return out


class OpenAICompatibleClient(RemoteChatClient):
    """A :class:`~agents.base.ChatClient` for OpenAI-compatible chat servers.

    Args:
        model: Model name the server knows (``"qwen-plus"``, ``"llama3.1:8b"``, ...).
        base_url: Server base URL ending in ``/v1``; default: ``OPENAI_BASE_URL``, else the SDK's.
            Several servers of the model: their URLs, comma-separated or as a sequence; then
            ``requests_per_minute`` and ``max_concurrent`` hold for each of them, and
            :attr:`endpoints` is their :class:`~agents.llm.endpoints.EndpointPool`.
        api_key_env: Environment variable holding the key (default: the preset's,
            ``OPENAI_API_KEY`` for ``openai``); ``None`` for servers that need no key.
        preset: The service (:data:`agents.llm.presets.PRESETS`): its default base URL, key
            variable, and the parameters it renames, leaves out or refuses (default ``openai``:
            the base URL from ``OPENAI_BASE_URL``, else the SDK's).
        **kwargs: Sampling, timeout, retry, rate-limit, cache and logprob options of
            :class:`~agents.llm.remote.RemoteChatClient`, which also says what it raises.
    """

    provider = "openai"
    base_url_env = BASE_URL_ENV

    def __init__(
        self,
        model: str,
        *,
        base_url: str | Sequence[str] | None = None,
        api_key_env: str | None = API_KEY_ENV,
        preset: Preset | str = "openai",
        **kwargs: Any,
    ) -> None:
        self.preset = _preset(preset).for_model(model)  # a family's own rules (OpenAI's o3)
        self.provider = self.preset.name
        self.base_url_env = self.preset.base_url_env
        self.preset.check(kwargs)
        if api_key_env == API_KEY_ENV:
            api_key_env = self.preset.api_key_env
        if (
            api_key_env is not None
            and not self.preset.key_required
            and kwargs.get("api_key") is None
            and not os.environ.get(api_key_env, "").strip()
        ):
            # A server started without a key; the variable is still named if it asks for one.
            kwargs["api_key"] = NO_KEY
        # "" as None: the preset's variable (OPENAI_BASE_URL), else its URL, else the SDK's
        base_url = base_url or None
        if base_url is None and not (self.base_url_env and os.environ.get(self.base_url_env)):
            base_url = self.preset.base_url
        urls = split_base_urls(base_url)
        self.endpoints: EndpointPool | None = None
        if len(urls) <= 1:
            first = urls[0] if urls else None
            super().__init__(model, api_key_env=api_key_env, base_url=first, **kwargs)
            return
        # Each endpoint gets the limits; the client's own limiter holds only one given to it.
        rpm = kwargs.pop("requests_per_minute", None)
        concurrent = kwargs.pop("max_concurrent", None)
        super().__init__(model, api_key_env=api_key_env, base_url=urls[0], **kwargs)
        self.base_url = ",".join(urls)
        self.endpoints = EndpointPool(urls, rpm, concurrent)

    def _open_transport(self, url: str | None = None) -> Any:
        import openai

        return openai.OpenAI(
            api_key=self._api_key,
            base_url=url or self.base_url,
            max_retries=0,
            timeout=self.timeout_s,
            # httpx's read timeout restarts with every byte: the deadline bounds the attempt.
            http_client=bound_httpx_client(openai.DefaultHttpxClient(timeout=self.timeout_s)),
        )

    def _endpoint_transport(self, endpoint: Endpoint) -> Any:
        with self._transport_lock:
            if endpoint.transport is None:
                endpoint.transport = self._open_transport(endpoint.url)
            return endpoint.transport

    def _attempt(self, messages: Sequence[Message], params: dict[str, Any]) -> Completion:
        if self.endpoints is None:
            return self._request(self._shared_transport(), self.base_url, messages, params)
        pool, tried = self.endpoints, []
        while True:
            with pool.use(exclude=tried) as endpoint:
                try:
                    completion = self._request(
                        self._endpoint_transport(endpoint), endpoint.url, messages, params
                    )
                except ClientError as error:
                    if not _endpoint_failed(error):
                        raise  # about the request, the key or the model: the same everywhere
                    pool.failed(endpoint, error.retry_after, down=error.code in DOWN_CODES)
                    tried.append(endpoint)
                    if not pool.any_ready(exclude=tried):
                        raise _every_server_failed(error, pool) from None
                    logger.info(
                        "endpoint %s failed (%s); the call moves on",
                        redact_url(endpoint.url),
                        error,
                    )
                    continue
            pool.succeeded(endpoint)
            return completion

    def _request(
        self,
        client: Any,
        url: str | None,
        messages: Sequence[Message],
        params: dict[str, Any],
    ) -> Completion:
        import openai

        try:
            with attempt_deadline(self.timeout_s) as deadline:
                try:
                    raw = client.chat.completions.with_raw_response.create(
                        model=self.model,
                        messages=to_openai_messages(messages),
                        timeout=self.timeout_s,
                        **params,
                    )
                    response = raw.parse()
                except (openai.APIStatusError, openai.APITimeoutError):
                    raise
                except Exception:
                    # Past the attempt's deadline whatever broke broke because of it: a read cut
                    # outside the SDK's own error mapping (the body read by ``parse``) surfaces
                    # as httpx's bare ReadTimeout, or a socket error, not as APITimeoutError.
                    if deadline.remaining() <= 0:
                        raise self._timeout_error() from None
                    raise
        except openai.APITimeoutError:
            raise self._timeout_error() from None
        except openai.APIConnectionError as exc:
            raise connection_error(exc, url) from None
        except openai.APIStatusError as exc:
            raise self._status_error(exc) from None
        except (openai.APIResponseValidationError, ValueError, TypeError, KeyError) as exc:
            raise self._unreadable_error(exc) from None
        request_id = (
            raw.headers.get("x-request-id")
            or raw.headers.get("request-id")  # Anthropic's header
            or getattr(response, "id", None)
        )
        choices = getattr(response, "choices", None) or []
        if not choices:
            raise self._no_choices_error(200, request_id)
        choice = choices[0]
        usage = getattr(response, "usage", None)
        logprobs = None
        if getattr(choice, "logprobs", None) is not None and choice.logprobs.content:
            logprobs = [entry.model_dump() for entry in choice.logprobs.content]
        input_tokens = int(getattr(usage, "prompt_tokens", 0) or 0)
        output_tokens = int(getattr(usage, "completion_tokens", 0) or 0)
        extra: dict[str, Any] = {"finish_reason": choice.finish_reason, "provider": self.provider}
        thinking = _reasoning_tokens(usage, input_tokens + output_tokens)
        if thinking:
            extra["reasoning_tokens"] = thinking
        return Completion(
            text=choice.message.content or "",
            model=self.model,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            request_id=request_id,
            logprobs=logprobs,
            extra=extra,
        )

    def sampling_params(self) -> dict[str, Any]:
        """The parameters sent with every request, as the preset's service takes them."""
        return self.preset.shape_params(super().sampling_params())

    @staticmethod
    def _status_error(exc: Any) -> ClientError:
        status = int(getattr(exc, "status_code", 0) or 0)
        body = getattr(exc, "body", None)
        error = body.get("error", body) if isinstance(body, Mapping) else None
        code = getattr(exc, "code", None) or (
            error.get("code") if isinstance(error, Mapping) else None
        )
        message = error.get("message") if isinstance(error, Mapping) else None
        headers = getattr(getattr(exc, "response", None), "headers", None) or {}
        return ClientError(
            str(message or getattr(exc, "message", None) or f"HTTP {status}"),
            code=str(code or f"http_{status}"),
            status=status,
            retryable=is_retryable(status, str(code) if code else None),
            request_id=getattr(exc, "request_id", None) or headers.get("x-request-id"),
            retry_after=parse_retry_after(headers.get("retry-after")),
        )


def _reasoning_tokens(usage: Any, counted: int) -> int:
    """Tokens a thinking model spent before its reply: OpenAI's
    ``usage.completion_tokens_details.reasoning_tokens``, else what ``total_tokens`` holds beyond
    prompt and completion (Gemini counts its thinking there only); 0 when neither says."""
    details = getattr(usage, "completion_tokens_details", None)
    stated = getattr(details, "reasoning_tokens", None)
    if isinstance(stated, int) and stated > 0:
        return stated
    total = getattr(usage, "total_tokens", None)
    return max(int(total) - counted, 0) if isinstance(total, int) else 0


def _preset(preset: Preset | str) -> Preset:
    if isinstance(preset, Preset):
        return preset
    if preset not in PRESETS:
        raise ValueError(f"preset={preset!r} is not allowed; allowed: {', '.join(PRESETS)}")
    return PRESETS[preset]


DOWN_CODES = ("connection_refused", "unresolvable_host")
"""Errors that say nothing is there to answer (fatal with one server)."""


def _endpoint_failed(error: ClientError) -> bool:
    """Whether ``error`` says the endpoint, not the request, failed: no connection (refused,
    reset, a host that does not resolve), a timeout, an overloaded or broken server (429, 5xx,
    an unreadable answer)."""
    return error.retryable or error.code in DOWN_CODES


def _every_server_failed(error: ClientError, pool: EndpointPool) -> ClientError:
    """The error of a call no server could take now. The retry policy waits and tries again,
    except when nothing is there at any server: that stops the run, as with one server."""
    if error.code not in DOWN_CODES:
        return error
    if pool.all_down():
        others = ", ".join(e.url for e in pool.endpoints)
        return ClientError(
            f"{error.message}; no other server answers either ({others})",
            code=error.code,
            retryable=False,
        )
    # This server is gone, but another is only resting (busy, or briefly unreachable).
    return ClientError(error.message, code="connection_error", retryable=True)

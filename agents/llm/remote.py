"""What the Qwen and OpenAI-compatible clients share: key handling, the call loop, bookkeeping.

:class:`RemoteChatClient.complete` consults the response cache, waits for the shared rate
limiter, runs one attempt through :func:`~agents.llm.retry.call_with_retry`, and fills in the
:class:`~agents.base.Completion`'s latency, retries and request id. Subclasses implement only
:meth:`RemoteChatClient._attempt` (one request, SDK errors translated to
:class:`~agents.llm.retry.ClientError`).

The API key lives in one private attribute; it is passed to the SDK for the ``Authorization``
header and scrubbed from every message this module raises or logs. Reading the key, checking
the base URLs and telling connection failures apart is :mod:`agents.llm.connection`; the
messages' checks and images are :mod:`agents.llm.messages`.

A model served by several endpoints (a fleet of vLLM servers behind one model name) is one
client over an :class:`~agents.llm.endpoints.EndpointPool`: each call goes to the ready endpoint
with the fewest calls in flight, each endpoint has its own rate limit, and an endpoint that
fails (no connection, a timeout, a 5xx or 429) is rested while the others take its calls.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from agents.base import Completion, Message
from agents.llm.cache import ResponseCache, cache_key
from agents.llm.connection import check_base_url, read_api_key
from agents.llm.connection import split_base_urls as split_base_urls  # its old home
from agents.llm.endpoints import REST_FIRST_S as REST_FIRST_S  # its old home
from agents.llm.endpoints import EndpointPool as EndpointPool  # its old home
from agents.llm.messages import validate_messages
from agents.llm.ratelimit import RateLimiter
from agents.llm.received import ReceivedSignals
from agents.llm.retry import (
    AUTH_CODES,
    MODEL_CODES,
    QUOTA_CODES,
    ClientError,
    RetryPolicy,
    call_with_retry,
    redact,
)
from envs.urls import redact_url, url_secrets

logger = logging.getLogger(__name__)

REMOTE_TEMPERATURE = 0.7
"""The sampling temperature the remote clients (DashScope, OpenAI-compatible) send unless told
otherwise; they always send one, so the services' own defaults never apply."""
REMOTE_TOP_P = 0.9
"""The nucleus the remote clients send unless told otherwise."""
REMOTE_MAX_TOKENS = 2000
"""The reply length limit the remote clients send unless told otherwise."""
DEFAULT_TIMEOUT_S = 120.0
NO_KEY = "not-needed"
"""Sent as the key to servers that need none (``api_key_env=None``)."""


class RemoteChatClient:
    """Base class of the clients that call a model over HTTP.

    Args:
        model: Model name sent to the service.
        api_key: The key; ``None`` reads it from ``api_key_env`` (:func:`read_api_key`), or
            sends :data:`NO_KEY` when there is no such variable either.
        api_key_env: The environment variable holding the key (named in errors, never its
            value); ``None`` for servers that need no key.
        base_url: Service base URL; default: the variable :attr:`base_url_env` names, if set.
        temperature, top_p, max_tokens, seed: Sampling parameters (``seed=None`` sends none).
        timeout_s: Per-attempt timeout in seconds.
        retry: Backoff policy; default :class:`~agents.llm.retry.RetryPolicy()`.
        rate_limiter: A limiter to share with other clients; otherwise one is built from
            ``requests_per_minute`` and ``max_concurrent`` (shared by all threads using this
            client).
        cache: A :class:`~agents.llm.cache.ResponseCache`, a path to one, or ``None``.
        cache_sampled: Also cache replies sampled at temperature > 0 (off by default: a cached
            sample would be reused instead of drawing a new one).
        cache_only: Replay a finished run offline: answer from ``cache`` only and raise
            ClientError ``code="cache_miss"`` instead of calling the service (no key needed).
        logprobs: Ask for token log-probabilities (kept in ``Completion.logprobs``).
        top_logprobs: Alternatives per token when ``logprobs`` is on.
        extra_params: Further service parameters passed through unchanged.

    Raises:
        ClientError: ``code="missing_api_key"`` when the key is read from ``api_key_env`` and
            the variable is unset or empty (unless ``cache_only``).
    """

    provider = "remote"
    api_key_env: str | None = None
    """The environment variable the key came from (named in errors; its value never is)."""
    base_url: str | None = None
    base_url_env: str | None = None
    """The environment variable read for the base URL when the caller gives none."""

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        api_key_env: str | None = None,
        base_url: str | None = None,
        temperature: float = REMOTE_TEMPERATURE,
        top_p: float = REMOTE_TOP_P,
        max_tokens: int = REMOTE_MAX_TOKENS,
        seed: int | None = None,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        retry: RetryPolicy | None = None,
        rate_limiter: RateLimiter | None = None,
        requests_per_minute: float | None = None,
        max_concurrent: int | None = None,
        cache: ResponseCache | str | Path | None = None,
        cache_sampled: bool = False,
        cache_only: bool = False,
        logprobs: bool = False,
        top_logprobs: int | None = None,
        extra_params: Mapping[str, Any] | None = None,
    ) -> None:
        if api_key is None and api_key_env is not None:
            api_key = read_api_key(api_key_env, required=not cache_only)
        if not isinstance(model, str) or not model.strip():
            raise ValueError(f"model must be a non-empty string, got {model!r}")
        if not 0 <= temperature <= 2:
            raise ValueError(f"temperature must be in [0, 2], got {temperature}")
        if not 0 < top_p <= 1:
            raise ValueError(f"top_p must be in (0, 1], got {top_p}")
        if max_tokens < 1:
            raise ValueError(f"max_tokens must be >= 1, got {max_tokens}")
        if timeout_s <= 0:
            raise ValueError(f"timeout_s must be > 0, got {timeout_s}")
        if top_logprobs is not None and not 0 <= top_logprobs <= 20:
            raise ValueError(f"top_logprobs must be in [0, 20] or None, got {top_logprobs}")
        self.model = model
        self._api_key = NO_KEY if api_key is None else api_key
        self.temperature = float(temperature)
        self.top_p = float(top_p)
        self.max_tokens = int(max_tokens)
        self.seed = seed
        self.timeout_s = float(timeout_s)
        self.retry = retry if retry is not None else RetryPolicy()
        self.rate_limiter = rate_limiter or RateLimiter(requests_per_minute, max_concurrent)
        self.cache = ResponseCache(cache) if isinstance(cache, (str, Path)) else cache
        self.cache_sampled = cache_sampled
        self.cache_only = cache_only
        if cache_only and self.cache is None:
            raise ValueError("cache_only=True needs a cache (a ResponseCache or a path)")
        self.logprobs = logprobs
        self.top_logprobs = top_logprobs
        self.extra_params = dict(extra_params or {})
        self._transport: Any = None
        self._transport_lock = threading.Lock()
        self._stats_lock = threading.Lock()
        self.stats = {
            "calls": 0,
            "cached": 0,
            "errors": 0,
            "retries": 0,
            "tokens_in": 0,
            "tokens_out": 0,
        }
        if base_url:
            self.base_url = check_base_url(base_url)
        elif self.base_url_env is not None:
            env_url = os.environ.get(self.base_url_env) or None
            self.base_url = check_base_url(env_url, self.base_url_env)
        self.api_key_env = api_key_env
        self.received = ReceivedSignals(
            getattr(self, "base_url", None) or f"the {self.provider} service", logprobs=logprobs
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r})"

    # -- parameters ------------------------------------------------------------------------------

    def sampling_params(self) -> dict[str, Any]:
        """The parameters sent with every request (and part of the cache key); no key in here."""
        params: dict[str, Any] = {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": self.max_tokens,
        }
        if self.seed is not None:
            params["seed"] = int(self.seed)
        if self.logprobs:
            params["logprobs"] = True
            if self.top_logprobs is not None:
                params["top_logprobs"] = int(self.top_logprobs)
        params.update(self.extra_params)
        return params

    def capabilities(self) -> dict[str, Any]:
        """What the server sent back so far (the manifest records it after the run):
        ``received``, per signal the replies that carried it (:mod:`agents.llm.received`)."""
        return {"received": self.received.summary()}

    def _use_cache(self) -> bool:
        return self.cache is not None and (
            self.temperature == 0 or self.cache_sampled or self.cache_only
        )

    # -- the call --------------------------------------------------------------------------------

    def complete(self, messages: Sequence[Message]) -> Completion:
        """Send ``messages``; return the reply, or raise ClientError once retries are spent."""
        validate_messages(messages)
        params = self.sampling_params()
        key = None
        if self._use_cache():
            key = cache_key(f"{self.provider}:{self.model}", messages, params)
            hit = self.cache.get(key)  # type: ignore[union-attr]
            if hit is not None:
                self._count(hit, cached=True)
                return hit
        if self.cache_only:
            raise ClientError(
                "no cached reply for this request (cache_only=True)",
                code="cache_miss",
                retryable=False,
            )
        start = time.monotonic()

        def attempt() -> Completion:
            with self.rate_limiter.slot():
                begun = time.monotonic()
                try:
                    completion = self._attempt(messages, params)
                except ClientError as error:
                    error.redact_secrets(self._secrets())
                    if error.fatal is None:
                        error.fatal = self.fatal_reason(error)
                    logger.info("%s %s attempt failed: %s", self.provider, self.model, error)
                    raise
                except Exception as exc:  # an SDK surprise: report it without the key
                    raise ClientError(
                        self._scrub(f"{type(exc).__name__}: {exc}"),
                        code="client_exception",
                        retryable=False,
                    ) from None
                completion.extra["attempt_latency_s"] = time.monotonic() - begun
                return completion

        try:
            completion, retries = call_with_retry(attempt, self.retry)
        except ClientError as error:
            error.elapsed_s = time.monotonic() - start
            error.redact_secrets(self._secrets())
            with self._stats_lock:
                self.stats["errors"] += 1
                self.stats["retries"] += error.retries
            raise
        completion.latency_s = time.monotonic() - start
        completion.retries = retries
        logger.debug(
            "%s %s: %.3f s, %d+%d tokens, %d retries, request_id=%s",
            self.provider,
            self.model,
            completion.latency_s,
            completion.input_tokens,
            completion.output_tokens,
            retries,
            completion.request_id,
        )
        if key is not None:
            self.cache.put(key, completion)  # type: ignore[union-attr]
        self._count(completion, cached=False)
        self.received.note(completion)
        return completion

    def _attempt(self, messages: Sequence[Message], params: dict[str, Any]) -> Completion:
        """One request; raise ClientError (with ``retryable`` set) on failure."""
        raise NotImplementedError

    def _open_transport(self) -> Any:
        """The object the subclass sends through (an SDK client, a session); built once."""
        raise NotImplementedError

    def _shared_transport(self) -> Any:
        """:meth:`_open_transport`'s object, built on first use; one per client (one connection
        pool), shared by the threads that call it."""
        with self._transport_lock:
            if self._transport is None:
                self._transport = self._open_transport()
            return self._transport

    def fatal_reason(self, error: ClientError) -> str | None:
        """Why ``error`` means no call of this client can succeed, naming what to fix; else None.

        A refused key (401, 403, ``InvalidApiKey``), an unknown model (404, ``model_not_found``,
        ``InvalidParameter`` about the model), a base URL that serves no chat API (405, 501: a
        static file server answers so), an exhausted quota, a host that does not resolve
        and a refused connection on this machine: retrying, or calling again with the next
        trial, meets the same answer. The key's variable is named; its value never is.
        """
        code = (error.code or "").strip().lower()
        where = redact_url(self.base_url) if self.base_url else f"the {self.provider} service"
        key = f"the API key in {self.api_key_env}" if self.api_key_env else "the request"
        if error.status in (401, 403) or code in AUTH_CODES:
            fix = f"set {self.api_key_env} to a valid key" if self.api_key_env else "give a key"
            return f"{where} refused {key} ({error}); {fix} and rerun"
        if code in QUOTA_CODES:
            return f"the account of {key} is out of quota ({error}); top it up and rerun"
        model_words = "model" in (error.message or "").lower()
        if (
            error.status == 404
            or code in MODEL_CODES
            or (code == "invalidparameter" and model_words)
        ):
            return (
                f"{where} does not know the model {self.model!r} ({error}); use a model name "
                "the service offers, or fix the base URL"
            )
        if error.status in (405, 501):  # a static file server, or no chat API at this path
            return (
                f"{where} does not serve the chat API (HTTP {error.status}: {error}); fix the "
                "base URL"
            )
        if code == "unresolvable_host":
            return f"{error.message}; fix the base URL"
        if code == "connection_refused":
            return f"{error.message}; start the server or fix the base URL"
        return None

    # -- helpers ---------------------------------------------------------------------------------

    def _timeout_error(self) -> ClientError:
        """The retryable error for an attempt that got no response within ``timeout_s``."""
        return ClientError(
            f"no response within {self.timeout_s:g} s", code="timeout", retryable=True
        )

    @staticmethod
    def _unreadable_error(exc: BaseException) -> ClientError:
        """The retryable error for a response the SDK could not read (``exc`` named, not shown)."""
        return ClientError(
            f"unreadable response ({type(exc).__name__})",
            code="malformed_response",
            retryable=True,
        )

    @staticmethod
    def _no_choices_error(status: int, request_id: str | None) -> ClientError:
        """The retryable error for an answer that carries no reply."""
        return ClientError(
            "response has no choices",
            code="malformed_response",
            status=status,
            retryable=True,
            request_id=request_id,
        )

    def _scrub(self, text: str) -> str:
        return redact(str(text), self._secrets())

    def _secrets(self) -> list[str | None]:
        """What no message may show: the key and the base URLs' passwords and secret values."""
        return [self._api_key, *url_secrets(self.base_url)]

    def _count(self, completion: Completion, *, cached: bool) -> None:
        with self._stats_lock:
            self.stats["calls"] += 1
            self.stats["cached"] += int(cached)
            self.stats["retries"] += completion.retries if not cached else 0
            self.stats["tokens_in"] += completion.input_tokens if not cached else 0
            self.stats["tokens_out"] += completion.output_tokens if not cached else 0

"""Error classification and the retry policy shared by every remote client.

A call either succeeds, fails in a way worth retrying (rate limiting, server errors, timeouts,
dropped connections) or fails for good (bad request, bad key, exhausted quota). Clients turn
whatever their SDK reports into a :class:`ClientError` with that verdict in ``retryable``, and
:func:`call_with_retry` retries with exponential backoff and jitter, honouring ``Retry-After``.
The RNG and the sleep function are injectable so tests run in milliseconds and repeat exactly.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TypeVar

from envs.urls import redact_text

T = TypeVar("T")

REDACTED = "***"

RETRYABLE_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
"""HTTP statuses that mean "try again later"."""

QUOTA_CODES = frozenset(
    {
        "insufficient_quota",
        "arrearage",
        "allocationquota.freetieronly",
        "allocationquota",
        "quotaexhausted",
        "quota_exceeded",
        "billing_hard_limit_reached",
    }
)
"""Error codes (lower case) meaning the account is out of quota: waiting does not help."""

AUTH_CODES = frozenset(
    {"invalidapikey", "invalid_api_key", "authentication_error", "unauthorized", "accessdenied"}
)
"""Error codes (lower case) meaning the key was refused (HTTP 401/403 say the same)."""

MODEL_CODES = frozenset({"model_not_found", "modelnotfound", "invalidmodel", "model.notfound"})
"""Error codes (lower case) meaning the service does not know the model."""

CONTENT_FILTER_CODES = frozenset(
    {"datainspectionfailed", "data_inspection_failed", "content_filter", "content_policy_violation"}
)
"""Error codes (lower case) of a content filter refusing a request or a reply."""


def redact(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with every occurrence of each non-empty secret replaced by ``***``."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, REDACTED)
    return redact_text(text)  # and any URL's password or key the SDK's message repeats


class ClientError(Exception):
    """A chat client gave up on a call.

    Attributes:
        code: The service's error code (``"InvalidApiKey"``, ``"Throttling.RateQuota"``), or one
            of the client's own: ``"timeout"``, ``"connection_error"``, ``"malformed_response"``,
            ``"missing_api_key"``, ``"retry_budget_exhausted"``.
        status: The HTTP status, or ``None`` when no response arrived.
        retryable: Whether trying again later could succeed.
        request_id: The service's request id when one was returned.
        retry_after: Seconds the service asked to wait (``Retry-After``), if it said.
        retries: How many retries were made before giving up.
        elapsed_s: Seconds the call took, every attempt and backoff wait included.
        fatal: Why no later call can succeed either (a refused key, an unknown model, a base
            URL where nothing answers, an exhausted quota), naming what to fix; ``None`` for an
            error that concerns this call only. A run stops at the first fatal error.
        message: Human-readable explanation (never contains the API key).
    """

    def __init__(
        self,
        message: str,
        *,
        code: str,
        status: int | None = None,
        retryable: bool = False,
        request_id: str | None = None,
        retry_after: float | None = None,
        retries: int = 0,
        elapsed_s: float = 0.0,
        fatal: str | None = None,
    ) -> None:
        self.message = message
        self.code = code
        self.status = status
        self.retryable = retryable
        self.request_id = request_id
        self.retry_after = retry_after
        self.retries = retries
        self.elapsed_s = elapsed_s
        self.fatal = fatal
        super().__init__(self._render())

    def _render(self) -> str:
        status = f"HTTP {self.status} " if self.status is not None else ""
        tail = f" (request_id={self.request_id})" if self.request_id else ""
        return f"{status}{self.code}: {self.message}{tail}"

    def __str__(self) -> str:
        return self._render()

    def redact_secrets(self, secrets: Iterable[str | None]) -> ClientError:
        """Scrub ``secrets`` from the message (and ``args``); returns ``self``."""
        secrets = list(secrets)
        self.message = redact(self.message, secrets)
        if self.fatal is not None:
            self.fatal = redact(self.fatal, secrets)
        self.args = (self._render(),)
        return self

    @property
    def content_filtered(self) -> bool:
        """Whether the service's content filter refused the request or the reply."""
        return (self.code or "").strip().lower() in CONTENT_FILTER_CODES

    def __reduce__(self):  # keep keyword attributes through pickling (thread/process pools)
        return (
            _rebuild_client_error,
            (
                self.message,
                self.code,
                self.status,
                self.retryable,
                self.request_id,
                self.retry_after,
                self.retries,
                self.elapsed_s,
                self.fatal,
            ),
        )


def _rebuild_client_error(
    message: str,
    code: str,
    status: int | None,
    retryable: bool,
    request_id: str | None,
    retry_after: float | None,
    retries: int,
    elapsed_s: float = 0.0,
    fatal: str | None = None,
) -> ClientError:
    return ClientError(
        message,
        code=code,
        status=status,
        retryable=retryable,
        request_id=request_id,
        retry_after=retry_after,
        retries=retries,
        elapsed_s=elapsed_s,
        fatal=fatal,
    )


def is_retryable(status: int | None, code: str | None) -> bool:
    """Whether an HTTP error is worth retrying.

    429 and 5xx (and 408/409/425) are, unless the code says the quota is exhausted; 4xx such as
    400 and 401 are not. ``status=None`` (no response: timeout, dropped connection) is retryable.
    """
    if code and code.strip().lower() in QUOTA_CODES:
        return False
    if status is None:
        return True
    return status in RETRYABLE_STATUSES or status >= 500


def parse_retry_after(value: object) -> float | None:
    """Seconds from a ``Retry-After`` header given in seconds; ``None`` if absent or unreadable.

    (The HTTP-date form is ignored: chat APIs send seconds.)
    """
    if value is None:
        return None
    try:
        seconds = float(str(value).strip())
    except ValueError:
        return None
    if seconds != seconds or seconds < 0:  # NaN or negative
        return None
    return seconds


@dataclass
class RetryPolicy:
    """Exponential backoff with jitter.

    The n-th retry (n = 0, 1, ...) waits ``base_delay_s * multiplier**n`` capped at
    ``max_delay_s``, scaled by a random factor in ``[1 - jitter, 1]``; if the service sent
    ``Retry-After``, the wait is at least that. A call gives up after ``max_retries`` retries, when
    the next wait would push the total time past ``max_elapsed_s``, or when ``Retry-After``
    exceeds ``max_retry_after_s``.

    Args:
        max_retries: Retries after the first attempt (0 disables retrying).
        base_delay_s: First backoff.
        multiplier: Backoff growth factor.
        max_delay_s: Cap of one backoff (``Retry-After`` may exceed it up to ``max_retry_after_s``).
        jitter: Fraction of the backoff that is randomized, in [0, 1].
        max_elapsed_s: Budget for the whole call including waits; ``None`` for no budget.
        max_retry_after_s: Longest ``Retry-After`` honoured; a longer one fails the call.
        seed: Seed of the private jitter RNG (ignored when ``rng`` is given).
        rng: Jitter source, e.g. a seeded ``random.Random``.
        sleep: Function used to wait (inject a fake in tests).
        clock: Monotonic clock used for the budget.
    """

    max_retries: int = 5
    base_delay_s: float = 1.0
    multiplier: float = 2.0
    max_delay_s: float = 30.0
    jitter: float = 0.5
    max_elapsed_s: float | None = 300.0
    max_retry_after_s: float = 120.0
    seed: int | None = None
    rng: random.Random | None = None
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], float] = time.monotonic
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.max_retries < 0:
            raise ValueError(f"max_retries must be >= 0, got {self.max_retries}")
        if self.base_delay_s < 0 or self.max_delay_s < 0:
            raise ValueError(
                f"base_delay_s and max_delay_s must be >= 0, got {self.base_delay_s}, "
                f"{self.max_delay_s}"
            )
        if self.multiplier < 1:
            raise ValueError(f"multiplier must be >= 1, got {self.multiplier}")
        if not 0 <= self.jitter <= 1:
            raise ValueError(f"jitter must be in [0, 1], got {self.jitter}")
        if self.rng is None:
            self.rng = random.Random(self.seed)

    def backoff(self, retry_index: int, retry_after: float | None = None) -> float:
        """Seconds to wait before retry number ``retry_index`` (0-based)."""
        base = min(self.base_delay_s * self.multiplier**retry_index, self.max_delay_s)
        with self._lock:
            u = self.rng.random()  # type: ignore[union-attr]
        delay = base * (1.0 - self.jitter * u)
        if retry_after is not None:
            delay = max(delay, retry_after)
        return delay


def call_with_retry(fn: Callable[[], T], policy: RetryPolicy) -> tuple[T, int]:
    """Run ``fn`` until it succeeds or ``policy`` gives up; return ``(result, retries)``.

    ``fn`` signals failure by raising :class:`ClientError`; a non-retryable (or fatal) one
    propagates at once. The error finally raised carries the number of retries made in
    ``retries`` and the time spent, waits included, in ``elapsed_s`` (by ``policy.clock``).
    """
    retries = 0
    start = policy.clock()
    while True:
        try:
            return fn(), retries
        except ClientError as error:
            error.retries = retries
            error.elapsed_s = policy.clock() - start
            if error.fatal is not None or not error.retryable or retries >= policy.max_retries:
                raise
            if error.retry_after is not None and error.retry_after > policy.max_retry_after_s:
                raise
            delay = policy.backoff(retries, error.retry_after)
            elapsed = policy.clock() - start
            if policy.max_elapsed_s is not None and elapsed + delay > policy.max_elapsed_s:
                raise ClientError(
                    f"retry budget of {policy.max_elapsed_s:g} s exhausted after {retries} "
                    f"retries; last error: {error}",
                    code="retry_budget_exhausted",
                    status=error.status,
                    retryable=True,
                    request_id=error.request_id,
                    retries=retries,
                    elapsed_s=elapsed,
                    fatal=error.fatal,
                ) from error
            policy.sleep(delay)
            retries += 1

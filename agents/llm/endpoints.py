"""Several endpoints serving one model (a fleet of vLLM servers behind one model name): each
call goes to the ready endpoint with the fewest calls in flight, each endpoint has its own rate
limit, and one that fails is rested while the others take its calls."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from agents.llm.ratelimit import RateLimiter

REST_FIRST_S = 1.0
"""How long an endpoint that just failed is rested; each failure in a row doubles it."""
REST_MAX_S = 60.0
"""The longest rest: an endpoint that stays down is tried again at least this often."""


@dataclass
class Endpoint:
    """One server of an :class:`EndpointPool`: its URL, rate limit and health."""

    url: str
    limiter: RateLimiter
    transport: Any = None
    in_flight: int = 0
    calls: int = 0
    """Calls sent to it (successful or not)."""
    failures: int = 0
    """Failures in a row (0 after a success)."""
    rested_until: float = 0.0
    down: bool = False
    """Its last call found nothing there (a refused connection, a host that does not resolve)."""


@dataclass
class EndpointPool:
    """Several endpoints serving one model; a call goes to the ready one with the fewest calls
    in flight (then the fewest calls), waits for that endpoint's own rate limit, and reports back.

    An endpoint that fails is rested for :data:`REST_FIRST_S`, doubled for each failure in a
    row up to :data:`REST_MAX_S` (at least a ``Retry-After`` it was sent); the others take its
    calls, and it is tried again when its rest is over. When every endpoint is resting, the call
    goes to the one whose rest ends first.

    Args:
        urls: The endpoints' base URLs.
        requests_per_minute, max_concurrent: Each endpoint's own limits (as
            :class:`~agents.llm.ratelimit.RateLimiter`).
        clock: Monotonic clock in seconds.
    """

    urls: Sequence[str]
    requests_per_minute: float | None = None
    max_concurrent: int | None = None
    clock: Callable[[], float] = time.monotonic
    endpoints: list[Endpoint] = field(init=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def __post_init__(self) -> None:
        self.endpoints = [
            Endpoint(url, RateLimiter(self.requests_per_minute, self.max_concurrent))
            for url in self.urls
        ]

    def __len__(self) -> int:
        return len(self.endpoints)

    def _pick(self, exclude: Sequence[Endpoint]) -> Endpoint | None:
        now = self.clock()
        candidates = [e for e in self.endpoints if e not in exclude]
        ready = [e for e in candidates if e.rested_until <= now]
        if ready:
            return min(ready, key=lambda e: (e.in_flight, e.calls))
        return min(candidates, key=lambda e: e.rested_until) if candidates else None

    def any_ready(self, exclude: Sequence[Endpoint] = ()) -> bool:
        """Whether an endpoint besides ``exclude`` is not resting."""
        now = self.clock()
        with self._lock:
            return any(e not in exclude and e.rested_until <= now for e in self.endpoints)

    @contextmanager
    def use(self, exclude: Sequence[Endpoint] = ()) -> Iterator[Endpoint]:
        """Hold the endpoint chosen for one call (none of ``exclude`` when another exists),
        within its rate limit."""
        with self._lock:
            endpoint = self._pick(exclude) or self._pick(())
            assert endpoint is not None
            endpoint.in_flight += 1
            endpoint.calls += 1
        try:
            with endpoint.limiter.slot():
                yield endpoint
        finally:
            with self._lock:
                endpoint.in_flight -= 1

    def all_down(self) -> bool:
        """Whether the last call of every endpoint found nothing there."""
        with self._lock:
            return all(e.down for e in self.endpoints)

    def succeeded(self, endpoint: Endpoint) -> None:
        with self._lock:
            endpoint.failures = 0
            endpoint.rested_until = 0.0
            endpoint.down = False

    def failed(
        self, endpoint: Endpoint, retry_after: float | None = None, *, down: bool = False
    ) -> None:
        """Rest ``endpoint``: longer for each failure in a row, at least ``retry_after``
        (``down``: nothing was there to answer)."""
        with self._lock:
            endpoint.down = down
            endpoint.failures += 1
            rest = min(REST_FIRST_S * 2 ** (endpoint.failures - 1), REST_MAX_S)
            rest = max(rest, retry_after or 0.0)
            endpoint.rested_until = self.clock() + rest

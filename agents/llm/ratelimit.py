"""A client-side rate limiter shared by every thread that calls one client.

Two limits, either optional: requests per minute (a token bucket refilled continuously, so a burst
of ``burst`` requests may go at once and the rest are spaced ``60 / rpm`` seconds apart) and the
number of requests in flight at once (a semaphore). The clock and the sleep are injectable so the
spacing can be tested without waiting.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager


class RateLimiter:
    """Thread-safe limit on request rate and concurrency.

    Args:
        requests_per_minute: Sustained request rate; ``None`` for no rate limit.
        max_concurrent: Requests allowed in flight at once; ``None`` for no limit.
        burst: Requests that may start back to back before spacing applies (>= 1).
        clock: Monotonic clock in seconds.
        sleep: Function used to wait.

    Example::

        limiter = RateLimiter(requests_per_minute=60, max_concurrent=4)
        with limiter.slot():
            ...  # one request
    """

    def __init__(
        self,
        requests_per_minute: float | None = None,
        max_concurrent: int | None = None,
        *,
        burst: int = 1,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if requests_per_minute is not None and not 0 < requests_per_minute < float("inf"):
            raise ValueError(f"requests_per_minute must be > 0 or None, got {requests_per_minute}")
        if max_concurrent is not None and max_concurrent < 1:
            raise ValueError(f"max_concurrent must be >= 1 or None, got {max_concurrent}")
        if burst < 1:
            raise ValueError(f"burst must be >= 1, got {burst}")
        self.requests_per_minute = requests_per_minute
        self.max_concurrent = max_concurrent
        self.burst = burst
        self._clock = clock
        self._sleep = sleep
        self._lock = threading.Lock()
        self._tokens = float(burst)
        self._last = clock()
        self._semaphore = (
            threading.BoundedSemaphore(max_concurrent) if max_concurrent is not None else None
        )
        self.waited_s = 0.0
        """Total time callers spent waiting for the rate limit (for diagnostics)."""

    def _take_token(self) -> None:
        if self.requests_per_minute is None:
            return
        rate = self.requests_per_minute / 60.0
        while True:
            with self._lock:
                now = self._clock()
                self._tokens = min(float(self.burst), self._tokens + (now - self._last) * rate)
                self._last = now
                if self._tokens >= 1.0:
                    self._tokens -= 1.0
                    return
                wait = (1.0 - self._tokens) / rate
                self.waited_s += wait
            self._sleep(wait)

    @contextmanager
    def slot(self) -> Iterator[None]:
        """Wait for a concurrency slot and a rate token; release the slot on exit."""
        if self._semaphore is not None:
            self._semaphore.acquire()
        try:
            self._take_token()
            yield
        finally:
            if self._semaphore is not None:
                self._semaphore.release()

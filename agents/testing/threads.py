"""Calls started at once on threads, for the tests of batching clients (calls that arrive
together are the ones a batching client may join into one forward pass)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


def together(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run ``calls`` on threads that start at once; their results in order."""
    results: list[Any] = [None] * len(calls)
    barrier = threading.Barrier(len(calls))

    def run(i: int) -> None:
        barrier.wait()
        results[i] = calls[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r is not None for r in results), "a call on a thread raised (see the log)"
    return results

"""The faults the loopback server injects, request by request.

An HTTP status (``429``, ``500``, ``503``, ``400``, ``401``), ``"quota"`` (a quota-exhausted
429), ``"timeout"`` (hold the request without answering), ``"drop"`` (close the connection
without a response), ``"garbage"`` (a 200 whose body is not JSON) or ``None`` (answer normally),
planned as a list, a seeded probability mix (:class:`FaultMix`) or a callable.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping, Sequence

Fault = int | str | None

FAULT_KINDS = ("timeout", "drop", "quota", "garbage")
"""Named faults besides plain HTTP status codes and ``None``."""


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
            check_fault(fault)
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


def check_fault(fault: Fault) -> None:
    """ValueError unless ``fault`` is one the server can inject."""
    if fault is None or fault in FAULT_KINDS:
        return
    if isinstance(fault, int) and not isinstance(fault, bool) and 400 <= fault <= 599:
        return
    raise ValueError(
        f"fault must be None, an HTTP error status 400-599 or one of {FAULT_KINDS}, got {fault!r}"
    )


class FaultPlan:
    """The faults of :class:`~agents.testing.loopback.LoopbackServer`'s requests, one per request
    in arrival order, from any :data:`FaultSpec`."""

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
                check_fault(fault)

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

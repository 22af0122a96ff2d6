"""Batches that do not depend on thread timing: a batch starts when every trial in flight on a
client is waiting for it.

A batching client (:class:`agents.llm.local.HFChatClient`) that gathers the calls arriving within
a few milliseconds puts rows together by timing, and a batched matrix product can round a row
differently depending on what shares its batch: on a loaded machine two runs of the same study
can store different last digits. A study runner that knows its trials makes the batches a function
of the plan instead:

- :meth:`Lockstep.enter` when it starts a trial, with the trial's place in the plan;
- the trial runs inside :meth:`Lockstep.acting_for`, so each call knows whose it is;
- :meth:`Lockstep.done` when the trial has ended, and :meth:`Lockstep.settle` once the trials
  that replace ended ones have entered: an ended trial keeps its place until then, so no batch
  starts in the moment between one trial ending and the next one starting;
- :meth:`Lockstep.close` when the run stops or ends: batching goes back to timing.

The client's worker asks :meth:`Lockstep.ready` whether every trial in flight has a call waiting;
it then takes the waiting calls of one kind in plan order. Which trials are in flight at each
batch, and so every batch's rows, follow from the plan and the replies alone.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager


class Lockstep:
    """The trials in flight on one client, in plan order (see the module docstring).

    Args:
        condition: the client's condition variable (its worker waits on it); every change that
            can make a batch ready notifies it.
    """

    def __init__(self, condition: threading.Condition) -> None:
        self._condition = condition
        self._flight: set[int] = set()
        self._ended: set[int] = set()
        self._active = False
        self._local = threading.local()

    @property
    def governing(self) -> bool:
        """Whether batches wait for trials: some are in flight and the run has not closed."""
        return self._active and bool(self._flight)

    def enter(self, order: int) -> None:
        """A trial with place ``order`` in the plan starts."""
        with self._condition:
            self._flight.add(order)
            self._active = True

    def done(self, order: int) -> None:
        """The trial ``order`` has ended; it leaves at the next :meth:`settle`."""
        with self._condition:
            if order in self._flight:
                self._ended.add(order)

    def settle(self) -> None:
        """Ended trials leave (call it once their replacements have entered)."""
        with self._condition:
            self._flight -= self._ended
            self._ended.clear()
            self._condition.notify_all()

    def close(self) -> None:
        """The run stops or ends: no more waiting for trials."""
        with self._condition:
            self._flight.clear()
            self._ended.clear()
            self._active = False
            self._condition.notify_all()

    @contextmanager
    def acting_for(self, order: int) -> Iterator[None]:
        """Calls made in this block (on this thread) are the trial ``order``'s."""
        self._local.order = order
        try:
            yield
        finally:
            self._local.order = None

    def current(self) -> int | None:
        """The trial this thread acts for, or None."""
        return getattr(self._local, "order", None)

    def ready(self, waiting: Iterable[int | None]) -> bool:
        """Whether every trial in flight has a call among ``waiting`` (call under the condition)."""
        return self._flight <= set(waiting)

"""The batching worker: an inbox of calls and one thread that runs them in batches of one kind.

Each call leaves a :class:`Request` in the inbox (:meth:`Batcher.submit`) and waits; the worker
takes requests of one kind at a time, up to ``batch_size``, and hands the batch to the client's
``run``, which fills in every request's results. In lockstep (:mod:`agents.llm.lockstep`) a batch
starts when every trial in flight has a call waiting, rows in plan order; otherwise batches form
by timing, while calls keep arriving less than ``batch_wait_s`` apart.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from agents.llm.lockstep import Lockstep
from agents.llm.retry import ClientError

DEFAULT_BATCH_SIZE = 8
DEFAULT_BATCH_WAIT_S = 0.005
PATIENCE = 10
"""A batch waits up to PATIENCE x batch_wait_s for as many calls as the last batch of its kind."""
LOCKSTEP_PATIENCE_S = 30.0
"""In lockstep, a batch starts anyway after this long without every trial in flight waiting."""


@dataclass(kw_only=True)
class Request:
    """One call waiting for the worker thread (which fills in its results and sets ``done``).

    Each kind of call is a subclass naming its ``kind``; a batch holds one kind only.
    """

    kind: ClassVar[str] = ""
    input_ids: list[int]
    done: threading.Event = field(default_factory=threading.Event)
    batch: int = 0
    error: BaseException | None = None
    order: int | None = None  # the trial's place in the plan (lockstep), None for other calls
    seq: int = 0  # arrival number


class Batcher:
    """The inbox and its worker thread (started by the first call, again after :meth:`close`).

    Args:
        run: Runs one batch (requests of one kind), filling in each request's results; what it
            raises reaches every caller of the batch, and the worker lives on.
        kinds: The request kinds, for :attr:`batch_sizes`.
        name: The worker thread's name.
        batch_size: Most requests in one batch.
        batch_wait_s: Outside lockstep, how long a batch waits for the next call.
        timeout_s: Longest wait of one call for its batch (``None``: no limit).
        lockstep: Let a study runner make batches follow its plan (:attr:`lockstep`).
        count: Adds to the client's counters (here ``lockstep_timeouts``).

    Attributes:
        lockstep: The :class:`~agents.llm.lockstep.Lockstep` sharing the inbox's condition, or
            None (batches by timing only).
        batch_sizes: Requests per batch, by kind, in the order the worker ran them.
    """

    def __init__(
        self,
        run: Callable[[list[Any]], None],
        *,
        kinds: Sequence[str],
        name: str,
        batch_size: int,
        batch_wait_s: float,
        timeout_s: float | None,
        lockstep: bool,
        count: Callable[..., None],
    ) -> None:
        self._run = run
        self._name = name
        self.batch_size = batch_size
        self.batch_wait_s = batch_wait_s
        self.timeout_s = timeout_s
        self._count = count
        self._last_batch: dict[type, int] = {}
        # The inbox: calls waiting for a batch, guarded by one condition variable.
        self._condition = threading.Condition()
        self._pending: list[Request] = []
        self._arrivals = itertools.count()
        self._last_arrival = 0.0
        self._serving = False  # a worker thread is running (it clears this as it exits)
        self._closing = False
        self._worker: threading.Thread | None = None
        self.lockstep = Lockstep(self._condition) if lockstep else None
        self.batch_sizes: dict[str, list[int]] = {kind: [] for kind in kinds}

    def submit(self, request: Request) -> None:
        """Queue ``request`` and wait until its batch ran (its ``error`` says if it failed);
        ClientError if that takes longer than ``timeout_s``."""
        with self._condition:
            request.order = self.lockstep.current() if self.lockstep else None
            request.seq = next(self._arrivals)
            self._pending.append(request)
            self._last_arrival = time.monotonic()
            if not self._serving:
                self._serving, self._closing = True, False
                self._worker = threading.Thread(target=self._serve, name=self._name, daemon=True)
                self._worker.start()
            self._condition.notify_all()
        if not request.done.wait(self.timeout_s):
            raise ClientError(
                f"no reply within timeout_s={self.timeout_s} s", code="timeout", retryable=False
            )

    def close(self) -> None:
        """Stop the worker thread once the calls waiting are answered (later calls start a new
        one)."""
        with self._condition:
            worker = self._worker if self._serving else None
            self._closing = True
            self._condition.notify_all()
        if worker is not None:
            worker.join()

    def _serve(self) -> None:
        """The worker: batches of one kind, one after another."""
        while True:
            batch = self._gather()
            if batch is None:
                return
            try:
                self._run(batch)
            except BaseException as exc:  # every caller hears about it; the worker lives on
                for request in batch:
                    request.error = exc
            self.batch_sizes[batch[0].kind].append(len(batch))
            self._last_batch[type(batch[0])] = len(batch)
            for request in batch:
                request.batch = len(batch)
                request.done.set()

    def _gather(self) -> list[Request] | None:
        """The next batch, or None once the client is closing and nothing waits.

        In lockstep (a study runner entered its trials, :mod:`agents.llm.lockstep`) the batch
        starts when every trial in flight has a call waiting: the waiting calls of the kind of
        the first trial in plan order, in plan order (up to ``batch_size``). Otherwise by timing:
        the batch grows while calls keep arriving less than ``batch_wait_s`` apart (threads that
        just got their answers come back one after another, not at once), up to ``batch_size``;
        until it has as many calls as the last batch of its kind (the same threads, busy with
        their replies; a full batch for the first), it waits up to ``PATIENCE`` waits. A lone
        caller pays that wait once, then its batches are of one. Calls of the other kind wait
        for the next batch.
        """
        with self._condition:
            started: float | None = None
            while True:
                if not self._pending:
                    if self._closing:
                        self._serving = False
                        return None
                    started = None
                    self._condition.wait()
                    continue
                now = time.monotonic()
                started = now if started is None else started
                if self.lockstep and self.lockstep.governing and not self._closing:
                    if self.lockstep.ready(r.order for r in self._pending):
                        return self.take(by_plan=True)
                    if now - started < LOCKSTEP_PATIENCE_S:
                        self._condition.wait(started + LOCKSTEP_PATIENCE_S - now)
                        continue
                    self._count(lockstep_timeouts=1)  # a trial stuck outside the client: go on
                    return self.take(by_plan=True)
                kind = type(self._pending[0])
                count = sum(type(r) is kind for r in self._pending)
                expected = min(self._last_batch.get(kind, self.batch_size), self.batch_size)
                until = self._last_arrival + self.batch_wait_s
                if count < expected:
                    until = max(until, started + PATIENCE * self.batch_wait_s)
                if count >= self.batch_size or now >= until or self._closing:
                    return self.take(by_plan=False)
                self._condition.wait(until - now)

    def take(self, *, by_plan: bool) -> list[Request]:
        """Up to ``batch_size`` waiting calls of the first one's kind, removed from the inbox;
        first by plan order (calls of no trial last, by arrival) or by arrival."""
        waiting = self._pending
        if by_plan:
            waiting = sorted(waiting, key=lambda r: (r.order is None, r.order or 0, r.seq))
        kind = type(waiting[0])
        batch = [r for r in waiting if type(r) is kind][: self.batch_size]
        taken = {id(r) for r in batch}
        self._pending = [r for r in self._pending if id(r) not in taken]
        return batch

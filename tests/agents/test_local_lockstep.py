"""HFChatClient in lockstep (agents.llm.lockstep): a batch starts when every trial in flight is
waiting, whatever the threads' timing; an ended trial holds its place until ``settle``; ``close``
and a stuck trial fall back to timing (tiny offline Qwen2, no downloads)."""

from __future__ import annotations

import contextlib
import threading
import time
from importlib.util import find_spec
from pathlib import Path

import pytest

if find_spec("transformers") is None:  # not importorskip: its import costs every worker ~0.3 s
    pytest.skip("needs transformers: pip install -e '.[local]'", allow_module_level=True)

from agents.llm.local import HFChatClient, batching
from agents.llm.lockstep import Lockstep

PROMPT = [{"role": "user", "content": "Where do you move? MOVE: (r, c)"}]


def _trial(client: HFChatClient, order: int, delays: list[float]) -> threading.Thread:
    """Trial ``order`` on its own thread: before each call it works for ``delays[i]`` s."""

    def run() -> None:
        gate = client.lockstep
        with gate.acting_for(order) if gate is not None else contextlib.nullcontext():
            for delay in delays:
                time.sleep(delay)
                client.complete(PROMPT)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def _join(threads: list[threading.Thread]) -> None:
    for thread in threads:
        thread.join(timeout=60)
        assert not thread.is_alive()


def _gated(tiny: Path, *orders: int) -> tuple[HFChatClient, Lockstep]:
    """A client whose lockstep has trials ``orders`` in flight."""
    client = HFChatClient(tiny, max_tokens=2)
    assert client.lockstep is not None
    for order in orders:
        client.lockstep.enter(order)
    return client, client.lockstep


def test_batches_wait_for_every_trial_in_flight_whatever_the_timing(tiny: Path) -> None:
    # Trial 3 works 0.3 s before each call: far past the timing wait (PATIENCE x 5 ms).
    delays = {0: [0.0, 0.01, 0.0], 1: [0.02, 0.0, 0.0], 2: [0.0, 0.0, 0.05], 3: [0.3, 0.3, 0.3]}
    timed = HFChatClient(tiny, max_tokens=2, lockstep=False)
    _join([_trial(timed, order, d) for order, d in delays.items()])
    assert len(timed.batch_sizes["generate"]) > 3  # by timing, trial 3's calls miss the batches

    client, _ = _gated(tiny, *delays)
    _join([_trial(client, order, d) for order, d in delays.items()])
    assert client.batch_sizes["generate"] == [4, 4, 4]
    assert client.stats["lockstep_timeouts"] == 0


def test_an_ended_trial_holds_its_place_until_settle(tiny: Path) -> None:
    client, gate = _gated(tiny, 0, 1)
    waiting = _trial(client, 1, [0.0])
    gate.done(0)  # trial 0 ended without a call; its successor has not started yet
    time.sleep(0.3)
    assert client.batch_sizes["generate"] == []
    gate.enter(2)
    gate.settle()  # trial 0 leaves; trial 2 is in flight but not waiting
    time.sleep(0.3)
    assert client.batch_sizes["generate"] == []
    _join([_trial(client, 2, [0.0]), waiting])
    assert client.batch_sizes["generate"] == [2]


def test_close_goes_back_to_timing(tiny: Path) -> None:
    client, gate = _gated(tiny, 0, 1)
    waiting = _trial(client, 1, [0.0])
    time.sleep(0.3)
    assert client.batch_sizes["generate"] == []  # trial 0 is in flight and not waiting
    gate.close()
    _join([waiting])
    assert client.batch_sizes["generate"] == [1]
    # A call from no trial is batched by timing, as before any enter.
    assert client.complete(PROMPT).extra["batch_size"] == 1


def test_a_trial_that_never_calls_delays_a_batch_only_so_long(
    tiny: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(batching, "LOCKSTEP_PATIENCE_S", 0.3)
    client, _ = _gated(tiny, 0, 1)
    begun = time.monotonic()
    _join([_trial(client, 1, [0.0])])
    assert time.monotonic() - begun >= 0.3
    assert client.batch_sizes["generate"] == [1]
    assert client.stats["lockstep_timeouts"] == 1


def test_rows_follow_the_plan_not_the_arrival(tiny: Path) -> None:
    client, gate = _gated(tiny)
    seen: list[list[int | None]] = []
    take = client._batcher.take

    def spy(*, by_plan: bool) -> list:
        batch = take(by_plan=by_plan)
        seen.append([r.order for r in batch])
        return batch

    client._batcher.take = spy  # type: ignore[method-assign]
    for order in (5, 2, 9):
        gate.enter(order)
    # Arrival order 9, 5, 2; rows in plan order 2, 5, 9.
    _join([_trial(client, 9, [0.0]), _trial(client, 5, [0.1]), _trial(client, 2, [0.2])])
    assert seen == [[2, 5, 9]]

"""``benchmarks/asleep_per_test.py``: a waiting process tree counts as asleep, a busy one does
not, however loaded the machine (a starved thread is still runnable)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

asleep_per_test = pytest.importorskip("benchmarks.asleep_per_test")

if not os.path.isdir("/proc/self/task"):
    pytest.skip("no /proc (Linux only)", allow_module_level=True)

LOOKS = 5
WAIT_LIMIT_S = 120.0


def test_a_sleeping_child_is_found_below_its_parent_and_is_not_runnable() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])
    try:
        deadline = time.monotonic() + WAIT_LIMIT_S
        states: list[str] = []
        while time.monotonic() < deadline:  # until its interpreter has started and sleeps
            states = asleep_per_test._task_states(child.pid)
            if states and "R" not in states:
                break
            time.sleep(0.05)
        assert child.pid in asleep_per_test._descendants(os.getpid())
        assert states and "R" not in states, (
            f"the child's threads were not all asleep within {WAIT_LIMIT_S} s: {states}"
        )
    finally:
        child.kill()
        child.wait()


def _until_looked(looker, busy: bool) -> tuple[int, int]:
    """Sleep (or spin) until ``looker`` has looked :data:`LOOKS` times; its counts."""
    looker.take()
    deadline = time.monotonic() + WAIT_LIMIT_S
    while looker.looks < LOOKS:
        assert time.monotonic() < deadline, f"fewer than {LOOKS} looks in {WAIT_LIMIT_S} s"
        if not busy:
            time.sleep(0.05)
    return looker.take()


def test_the_looker_counts_a_wait_as_asleep_and_a_busy_loop_as_running() -> None:
    looker = asleep_per_test._Looker()
    try:
        looks, asleep = _until_looked(looker, busy=False)
        assert asleep >= looks - 1, (looks, asleep)  # one look may fall between two sleeps
        looks, asleep = _until_looked(looker, busy=True)
        assert asleep <= 1, (looks, asleep)
    finally:
        looker.stop()

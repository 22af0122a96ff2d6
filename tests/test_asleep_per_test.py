"""``benchmarks/asleep_per_test.py``: a waiting process tree counts as asleep, a busy one does
not, however loaded the machine (a starved thread is still runnable)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

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


LOOKER_RUN = """
import json, sys, time
from benchmarks.asleep_per_test import _Looker

def until_looked(looker, busy, looks, limit_s):
    looker.take()
    deadline = time.monotonic() + limit_s
    while looker.looks < looks:
        if time.monotonic() > deadline:
            sys.exit(f"fewer than {looks} looks in {limit_s} s")
        if not busy:
            time.sleep(0.05)
    return looker.take()

looker = _Looker()
waiting = until_looked(looker, False, int(sys.argv[1]), float(sys.argv[2]))
spinning = until_looked(looker, True, int(sys.argv[1]), float(sys.argv[2]))
print(json.dumps([waiting, spinning]))
"""


def test_the_looker_counts_a_wait_as_asleep_and_a_busy_loop_as_running() -> None:
    """In a fresh interpreter: a test worker's threads left by earlier tests (a BLAS pool still
    spinning) would count as running, which is what the plugin means to count, not this test."""
    run = subprocess.run(
        [sys.executable, "-c", LOOKER_RUN, str(LOOKS), str(WAIT_LIMIT_S)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
        timeout=2 * WAIT_LIMIT_S + 60,
    )
    assert run.returncode == 0, run.stderr
    (looks, asleep), (busy_looks, busy_asleep) = json.loads(run.stdout)
    assert asleep >= looks - 1, (looks, asleep)  # one look may fall between two sleeps
    assert busy_looks >= LOOKS and busy_asleep <= 1, (busy_looks, busy_asleep)

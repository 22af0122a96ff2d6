"""A pytest plugin: each test's CPU seconds beside its wall time, the 25 costliest last.

On a shared machine wall time measures the neighbours; CPU time (this process plus the child
processes it waited for) measures the test. Children that outlive a test (a session-wide
browser, Ray's daemons) are counted where they are reaped, or not at all. A module-scoped
fixture is counted in the first test that asks for it on its worker (so a fixture built on two
workers shows twice). Use::

    PYTHONPATH=.:benchmarks python -m pytest -n 0 -p cpu_per_test tests/experiments/test_demo.py

It works under pytest-xdist too (``-n 2``): each worker measures its tests and the numbers
travel to the controller with the test's report. ``SRG_CPU_ROWS=rows.tsv`` also writes every
row (CPU, own, children, wall, worker, test, start: seconds after the first test started,
system: the kernel's share of CPU, own plus children) to that file, for sums per file and for
each worker's timeline (when it ran out of work). The system column tells process spawns, page
faults and file I/O apart from Python's own work.
"""

from __future__ import annotations

import os
import time

import pytest

_ROWS: list[tuple[float, float, float, float, str, float, float, str]] = []
_KEY = "cpu_per_test"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    item.stash[_START] = (os.times(), time.monotonic(), time.time())
    yield


_START = pytest.StashKey[tuple]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if call.when != "teardown" or _START not in item.stash:
        return
    # The teardown report is made after the test's fixtures were torn down: setup, call and
    # teardown are all in.
    before, started, clock = item.stash[_START]
    after = os.times()
    own = (after.user - before.user) + (after.system - before.system)
    children = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    system = (after.system - before.system) + (after.children_system - before.children_system)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    report.user_properties.append(
        (_KEY, (own + children, own, children, time.monotonic() - started, worker, clock, system))
    )


def pytest_runtest_logreport(report) -> None:
    """Collect the numbers (in the controller under xdist, in the one process otherwise)."""
    if report.when != "teardown":
        return
    for name, value in report.user_properties:
        if name == _KEY:
            _ROWS.append((*value, report.nodeid))


def pytest_terminal_summary(terminalreporter) -> None:
    """Print the table (CPU = own + children, in seconds) and the sum over every test."""
    terminalreporter.write_line("CPU s   own s  child s  wall s  test")
    for total, own, children, wall, worker, _clock, _system, node in sorted(_ROWS, reverse=True)[
        :25
    ]:
        terminalreporter.write_line(
            f"{total:6.1f} {own:7.1f} {children:8.1f} {wall:7.1f}  {node} ({worker})"
        )
    terminalreporter.write_line(
        f"{len(_ROWS)} tests, {sum(r[0] for r in _ROWS):.1f} CPU s in tests"
        f" ({sum(r[6] for r in _ROWS):.1f} of them system;"
        " collection and worker start-up not included)"
    )
    path = os.environ.get("SRG_CPU_ROWS")
    if path:
        first = min((row[5] for row in _ROWS), default=0.0)
        with open(path, "w", encoding="utf-8") as out:
            for total, own, children, wall, worker, clock, system, node in _ROWS:
                out.write(
                    f"{total:.2f}\t{own:.2f}\t{children:.2f}\t{wall:.2f}\t{worker}\t{node}"
                    f"\t{clock - first:.2f}\t{system:.2f}\n"
                )

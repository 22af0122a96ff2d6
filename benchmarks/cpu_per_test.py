"""A pytest plugin: each test's CPU seconds beside its wall time, the 25 costliest last.

On a shared machine wall time measures the neighbours; CPU time (this process plus the child
processes it waited for) measures the test. Children that outlive a test (a session-wide
browser, Ray's daemons) are counted where they are reaped, or not at all. Use::

    PYTHONPATH=.:benchmarks python -m pytest -n 0 -p cpu_per_test tests/experiments/test_demo.py
"""

from __future__ import annotations

import os
import time

import pytest

_ROWS: list[tuple[float, float, float, float, str]] = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    before, started = os.times(), time.monotonic()
    yield
    after = os.times()
    own = (after.user - before.user) + (after.system - before.system)
    children = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    _ROWS.append((own + children, own, children, time.monotonic() - started, item.nodeid))


def pytest_terminal_summary(terminalreporter) -> None:
    """Print the table (CPU = own + children, in seconds)."""
    terminalreporter.write_line("CPU s   own s  child s  wall s  test")
    for total, own, children, wall, node in sorted(_ROWS, reverse=True)[:25]:
        terminalreporter.write_line(f"{total:6.1f} {own:7.1f} {children:8.1f} {wall:7.1f}  {node}")

"""A pytest plugin: how long each test left its core idle (waiting on a socket, a child, a timer).

Wall time minus CPU time cannot tell a test that waits from one starved by the neighbours on a
shared machine. A thread of each test process (each xdist worker) looks every 0.1 s at every
thread of that process (but its own) and of the processes below it (Linux ``/proc``): a look
where none is runnable (``R``) counts as asleep; a runnable thread starved by other work counts
as running. A test's asleep seconds are its share of asleep looks times its wall time: what
another test could have had of a core meanwhile (what ``-n 3`` on two cores could fill). Use
beside ``cpu_per_test``::

    PYTHONPATH=.:benchmarks SRG_ASLEEP_ROWS=asleep.tsv python -m pytest -n 2 -p asleep_per_test

Each row of ``SRG_ASLEEP_ROWS``: asleep s, wall s, looks, worker, test. The looks cost CPU (a
``/proc`` listing each): the whole suite at ``-n 2`` took 544 CPU s with them, 493 without
(28 Nov 2026, load 7-10), so read CPU seconds from a run without this plugin.
"""

from __future__ import annotations

import os
import threading
import time

import pytest

LOOK_EVERY_S = 0.1
_KEY = "asleep_per_test"
_ROWS: list[tuple[float, float, int, str, str]] = []


def _task_states(pid: int, skip: int | None = None) -> list[str]:
    """The state letter of each thread of ``pid`` (none if it is gone), but thread ``skip``."""
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    states = []
    for tid in tids:
        if skip is not None and int(tid) == skip:
            continue
        try:
            with open(f"/proc/{pid}/task/{tid}/stat", encoding="utf-8") as stat:
                text = stat.read()
        except OSError:
            continue  # ended since the listing
        states.append(text[text.rindex(")") + 2])
    return states


def _descendants(root: int) -> list[int]:
    """Every process below ``root`` (a child's child too)."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="utf-8") as stat:
                text = stat.read()
        except OSError:
            continue
        parent = int(text[text.rindex(")") + 2 :].split()[1])
        children.setdefault(parent, []).append(int(name))
    found, todo = [], [root]
    while todo:
        for pid in children.get(todo.pop(), []):
            found.append(pid)
            todo.append(pid)
    return found


class _Looker:
    """Counts looks and asleep looks since the last :meth:`take`, in a daemon thread."""

    def __init__(self) -> None:
        self.looks = 0
        self.asleep = 0
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        threading.Thread(target=self._run, name="asleep-looker", daemon=True).start()

    def _run(self) -> None:
        me, pid = threading.get_native_id(), os.getpid()
        while not self._stopped.is_set():
            states = _task_states(pid, skip=me)
            for child in _descendants(pid):
                states += _task_states(child)
            with self._lock:
                self.looks += 1
                self.asleep += "R" not in states
            self._stopped.wait(LOOK_EVERY_S)

    def stop(self) -> None:
        """No more looks (each costs a ``/proc`` listing)."""
        self._stopped.set()

    def take(self) -> tuple[int, int]:
        with self._lock:
            counts = (self.looks, self.asleep)
            self.looks = self.asleep = 0
        return counts


_LOOKER = pytest.StashKey[_Looker]()
_START = pytest.StashKey[float]()


def pytest_configure(config: pytest.Config) -> None:
    """Start looking in each process that runs tests (not in xdist's controller)."""
    if config.getoption("numprocesses", default=None) and not hasattr(config, "workerinput"):
        return
    config.stash[_LOOKER] = _Looker()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if _LOOKER in item.config.stash:
        item.config.stash[_LOOKER].take()
        item.stash[_START] = time.monotonic()
    yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if call.when != "teardown" or _START not in item.stash:
        return
    looks, asleep = item.config.stash[_LOOKER].take()
    wall = time.monotonic() - item.stash[_START]
    share = asleep / looks if looks else 0.0
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    report.user_properties.append((_KEY, (share * wall, wall, looks, worker)))


def pytest_runtest_logreport(report) -> None:
    if report.when != "teardown":
        return
    for name, value in report.user_properties:
        if name == _KEY:
            _ROWS.append((*value, report.nodeid))


def pytest_terminal_summary(terminalreporter) -> None:
    """Each worker's asleep and wall seconds in its tests, and the 15 tests most asleep."""
    terminalreporter.write_line("asleep s  wall s  test")
    for asleep, wall, _looks, worker, node in sorted(_ROWS, reverse=True)[:15]:
        terminalreporter.write_line(f"{asleep:8.1f} {wall:7.1f}  {node} ({worker})")
    for worker in sorted({row[3] for row in _ROWS}):
        mine = [row for row in _ROWS if row[3] == worker]
        asleep, wall = sum(row[0] for row in mine), sum(row[1] for row in mine)
        terminalreporter.write_line(
            f"{worker}: {asleep:.1f} s asleep of {wall:.1f} s in {len(mine)} tests"
        )
    path = os.environ.get("SRG_ASLEEP_ROWS")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            for asleep, wall, looks, worker, node in _ROWS:
                out.write(f"{asleep:.2f}\t{wall:.2f}\t{looks}\t{worker}\t{node}\n")

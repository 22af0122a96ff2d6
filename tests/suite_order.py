"""The order the suite's tests are handed out in: the longest test modules first.

Two workers (``make test``'s ``-n auto`` here) finish together only if the last tests handed
out are short: a module of half a minute handed out last keeps one worker busy while the other
has nothing left (longest-first is the classic rule for this, LPT). How long each module takes
is read from ``tests/durations.tsv`` (each module's wall seconds summed over its tests in a
measured run), written by ``python tests/suite_order.py ROWS.tsv`` from the rows
``benchmarks/cpu_per_test.py`` writes (``SRG_CPU_ROWS``).

The file only orders: a module it does not know (new since the file was written) weighs what
its ``slow`` tests say (:data:`UNKNOWN_SLOW_S` each, the rest nothing), a module it names that is
gone is ignored, and every collected test runs once whatever the file says. A module's tests
stay together, in collection order, so a module-scoped fixture is built once per worker that
runs them (sorting single tests split modules, and their fixtures were built again).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

DURATIONS = Path(__file__).with_name("durations.tsv")
UNKNOWN_SLOW_S = 5.0
"""What a ``slow`` test of a module missing from the durations file is taken to cost."""

T = TypeVar("T")


def module_of(nodeid: str) -> str:
    """The test module a node id belongs to (``tests/x/test_y.py``)."""
    return nodeid.split("::", 1)[0]


def read_durations(path: Path = DURATIONS) -> dict[str, float]:
    """``{module: seconds}`` from ``path``; a missing file or a malformed line gives nothing
    for it (the order falls back to the ``slow`` marks), never an error."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return {}
    durations: dict[str, float] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        seconds, _, module = line.partition("\t")
        try:
            value = float(seconds)
        except ValueError:
            continue
        if module and value >= 0:
            durations[module] = value
    return durations


def longest_modules_first(
    items: Sequence[T],
    nodeid: Callable[[T], str],
    is_slow: Callable[[T], bool],
    durations: dict[str, float],
) -> list[T]:
    """``items`` reordered: whole modules, the longest first (its seconds in ``durations``,
    else :data:`UNKNOWN_SLOW_S` per ``slow`` test), ties in collection order; within a module,
    collection order. The same input gives the same order (xdist's workers must agree)."""
    modules: dict[str, list[T]] = {}
    for item in items:
        modules.setdefault(module_of(nodeid(item)), []).append(item)

    def weight(module: str) -> float:
        if module in durations:
            return durations[module]
        return UNKNOWN_SLOW_S * sum(is_slow(item) for item in modules[module])

    order = sorted(enumerate(modules), key=lambda pair: (-weight(pair[1]), pair[0]))
    return [item for _, module in order for item in modules[module]]


def durations_from_rows(rows: Path) -> dict[str, float]:
    """Each module's wall seconds summed over its tests, from a ``cpu_per_test.py`` rows file
    (CPU, own, children, wall, worker, node id, ...)."""
    totals: dict[str, float] = {}
    for line in rows.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) < 6:
            continue
        module = module_of(fields[5])
        totals[module] = totals.get(module, 0.0) + float(fields[3])
    return totals


def write_durations(durations: dict[str, float], path: Path = DURATIONS) -> None:
    """Write ``durations`` to ``path``, the longest first."""
    lines = ["# seconds\tmodule: wall seconds per test module (tests/suite_order.py)"]
    for module, seconds in sorted(durations.items(), key=lambda pair: (-pair[1], pair[0])):
        lines.append(f"{seconds:.1f}\t{module}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python tests/suite_order.py ROWS.tsv (benchmarks/cpu_per_test.py rows)")
    write_durations(durations_from_rows(Path(sys.argv[1])))

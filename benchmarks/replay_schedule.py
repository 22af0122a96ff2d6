"""Replay a measured run's tests through ``make test``'s schedule: when would each worker finish?

On a shared machine one whole run takes an hour and the next one meets other neighbours, so two
orders of the suite are compared on the same measured seconds instead: each test's wall time
from a rows file of ``cpu_per_test.py`` (``SRG_CPU_ROWS``), handed out the way
``tests/conftest.py``'s scheduler does (xdist's ``loadscope``: a unit is a module of
``ONE_WORKER_MODULES`` or a single test; a worker gets the next unit when it has two tests or
fewer left), in the order of ``pytest --co -q``'s node ids. Prints each worker's finish and the
idle end (how long one worker ran alone). Checked against the run it replays: 3,676 s for
3,711 s measured (28 Nov 2026). Use::

    python -m pytest --co -q | grep :: > order.txt
    python benchmarks/replay_schedule.py rows.tsv order.txt [--reorder] [--workers 2]

``--reorder`` is loadscope's own order (the units with the most tests first), which the
scheduler used before the durations file.
"""

from __future__ import annotations

import argparse
import sys
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.conftest import one_worker_scope


def walls(rows: Path) -> dict[str, float]:
    """``{node id: wall seconds}`` from a ``cpu_per_test.py`` rows file."""
    out = {}
    for line in rows.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) >= 6:
            out[fields[5]] = float(fields[3])
    return out


def units(order: list[str], reorder: bool) -> list[list[str]]:
    """The units of work in the order they are handed out."""
    grouped: dict[str, list[str]] = {}
    for nodeid in order:
        grouped.setdefault(one_worker_scope(nodeid), []).append(nodeid)
    work = list(grouped.values())
    return sorted(work, key=len, reverse=True) if reorder else work


def replay(work: list[list[str]], seconds: dict[str, float], workers: int) -> list[float]:
    """Each worker's finish time when ``work`` is handed out as xdist's loadscope does."""
    clock = [0.0] * workers
    pending: list[deque[str]] = [deque() for _ in range(workers)]
    queue = deque(work)

    def top_up(worker: int) -> None:
        if queue and len(pending[worker]) <= 2:
            pending[worker].extend(queue.popleft())

    for worker in range(workers):
        if queue:
            pending[worker].extend(queue.popleft())
    for worker in range(workers):
        top_up(worker)
    while any(pending):
        busy = [w for w in range(workers) if pending[w]]
        worker = min(busy, key=lambda w: clock[w] + seconds.get(pending[w][0], 0.0))
        clock[worker] += seconds.get(pending[worker].popleft(), 0.0)
        top_up(worker)
    return clock


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rows", type=Path)
    parser.add_argument("order", type=Path)
    parser.add_argument("--reorder", action="store_true")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if args.workers < 1:
        parser.error(f"--workers must be at least 1, got {args.workers}")
    seconds = walls(args.rows)
    order = [line.strip() for line in args.order.read_text().splitlines() if "::" in line]
    finish = replay(units(order, args.reorder), seconds, args.workers)
    unknown = sum(nodeid not in seconds for nodeid in order)
    print(f"{len(order)} tests ({unknown} without a measured time, counted as 0 s)")
    print("workers finish at " + ", ".join(f"{t:.0f} s" for t in finish))
    print(f"the whole run {max(finish):.0f} s; idle end {max(finish) - min(finish):.0f} s")


if __name__ == "__main__":
    main()

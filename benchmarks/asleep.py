"""How long a command's processes all waited: time a core could have given to another test.

Runs the command and looks at its process tree every 0.1 s (Linux ``/proc``): a look where no
process of the tree is runnable counts as asleep (waiting on a socket, a child, a timer). A
process that is runnable but starved by other work counts as running, so a loaded machine does
not pass for waiting, unlike wall time minus CPU time. Looking costs time too, so fewer looks
than 0.1 s each are made; the share asleep is the figure to read. Use::

    python benchmarks/asleep.py python -m pytest -n 0 tests/experiments/test_run_integrity.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def states_below(root: int) -> list[str]:
    """The state letters (``R``, ``S``, ``D``, ...) of every process under ``root``."""
    children: dict[int, list[tuple[int, str]]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="utf-8") as stat:
                text = stat.read()
        except OSError:
            continue  # gone since the listing
        fields = text[text.rindex(")") + 2 :].split()
        children.setdefault(int(fields[1]), []).append((int(name), fields[0]))
    found, todo = [], [root]
    while todo:
        for pid, state in children.get(todo.pop(), []):
            found.append(state)
            todo.append(pid)
    return found


def main() -> int:
    if len(sys.argv) < 2:
        sys.exit("usage: python benchmarks/asleep.py COMMAND [ARGS...]")
    started = time.monotonic()
    process = subprocess.Popen(sys.argv[1:])
    looks = asleep = 0
    while process.poll() is None:
        try:
            with open(f"/proc/{process.pid}/stat", encoding="utf-8") as stat:
                text = stat.read()
        except OSError:
            break
        states = [text[text.rindex(")") + 2], *states_below(process.pid)]
        looks += 1
        asleep += "R" not in states
        time.sleep(0.1)
    code = process.wait()
    wall = time.monotonic() - started
    share = asleep / looks if looks else 0.0
    print(
        f"asleep in {asleep} of {looks} looks ({share:.0%}): ~{share * wall:.1f} s of {wall:.1f} s",
        file=sys.stderr,
    )
    return code


if __name__ == "__main__":
    sys.exit(main())

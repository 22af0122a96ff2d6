"""The linearity check of ``tests/experiments/test_pathological_replies.py`` at two lengths:
how far its bound sits from the slowest linear pattern and from a quadratic one.

For each length (7.5 kB, what the test screens at since the suite12 pass, 30 kB, the length
its verdict is about, and 50 kB, what it read before) it prints the CPU seconds of the whole check, of the slowest pattern-and-text pair, and of a
quadratic pattern (``\\s+x`` on spaces: a match attempt at every space scans every space after
it), with the quadratic's ratio to the slowest linear pair measured in the same run.

    PYTHONPATH=. python benchmarks/bench_pathological.py
"""

from __future__ import annotations

import re
import time

from tests.experiments import test_pathological_replies as hostile

QUADRATIC = re.compile(r"\s+x")


def check(chars: int) -> tuple[float, float, str]:
    """The linearity check at ``chars``: its CPU seconds, the slowest pair's and that pair."""
    patterns = hostile._patterns_reading_model_output()
    unique = {id(p): (name, p) for name, p in patterns.items()}
    start = time.process_time()
    slowest, which = 0.0, ""
    for pname, pattern in unique.values():
        for tname, text in hostile.PATTERNS.items():
            one = time.process_time()
            pattern.match(text[:chars])
            pattern.findall(text[:chars])
            elapsed = time.process_time() - one
            if elapsed > slowest:
                slowest, which = elapsed, f"{pname} on {tname}"
    return time.process_time() - start, slowest, which


def main() -> None:
    print(f"bound: {hostile.LINEAR_LIMIT_S} CPU s a pair")
    for chars in (hostile.SCREEN_CHARS, hostile.LINEAR_CHARS, 50_000):
        total, slowest, which = check(chars)
        start = time.process_time()
        QUADRATIC.findall(" " * chars)
        quadratic = time.process_time() - start
        print(
            f"{chars:>6} chars: check {total:.2f} s; slowest linear {slowest:.3f} s ({which}); "
            f"quadratic {quadratic:.2f} s = {quadratic / slowest:.0f}x the slowest linear"
        )


if __name__ == "__main__":
    main()

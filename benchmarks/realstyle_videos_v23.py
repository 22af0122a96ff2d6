"""Set v23 of real-style videos, scored by the public ``python -m datagen score`` CLI.

Usage: ``python benchmarks/realstyle_videos_v23.py [--quick] [--seed 23] [--out DIR]``.
The same steps and table as set v15's script (:mod:`benchmarks.realstyle_videos_v15`), with
set v23's own draws, looks and labels (:mod:`benchmarks.realstyle_v23`) and question seed.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

# Run as a script, Python puts benchmarks/ first on the path; the renderer is imported as
# benchmarks.realstyle_v23, so the checkout's root goes there too.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import realstyle_videos_v15 as v15
from benchmarks.realstyle_v23 import build, draws

QUESTION_SEED = 2000
"""The question folders' dataset seed is this plus the set's seed."""
report = v15.report


def export_questions(root: Path, seed: int, tasks: Sequence[str] = tuple(v15.TASK_OPTIONS)) -> None:
    """One question folder per task of ``tasks`` (default both), of this set's own seed."""
    v15.export_questions(root, seed, QUESTION_SEED, tasks)


def make_set(out: Path, seed: int, quick: bool) -> list[dict]:
    """Questions, videos and labels; returns one row per video (the draw, region, labels)."""
    return v15.make_set(out, seed, quick, (build, draws), QUESTION_SEED)


def main(argv: list[str] | None = None) -> None:
    """Make the set, score it with the public CLI and print the table."""
    v15.main(argv, name="v23", renderer=(build, draws), base=QUESTION_SEED,
             videos=len(draws.make_draws(23, quick=False)))  # fmt: skip


if __name__ == "__main__":
    main()

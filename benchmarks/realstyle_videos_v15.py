"""Set v15 of real-style videos, scored by the public ``python -m datagen score`` CLI.

Written blind to the scorer (from the column list, the envelope and ``REAL_STYLE_LIMITS``), so
its one scoring measures the scorer on videos it was never tuned on.
Usage: ``python benchmarks/realstyle_videos_v15.py [--quick] [--seed 15] [--out DIR]``.
Prints per category and region (inside / beyond / outside): videos, wrong definite verdicts,
labelled verdicts left unknown, ``solved`` unknown, first_solved_frame within +-1, then each
wrong or unknown video with its draw.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

# Run as a script, Python puts benchmarks/ first on the path; the renderer is imported as
# benchmarks.realstyle_v15, so the checkout's root goes there too.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.realstyle_export import run_export
from benchmarks.realstyle_v15 import build, draws, scenes
from benchmarks.realstyle_videos_v14 import TASK_OPTIONS, report

QUESTION_SEED = 1500
"""The question folders' dataset seed is this plus the set's seed."""


def export_questions(
    root: Path, seed: int, base: int = QUESTION_SEED, tasks: Sequence[str] = tuple(TASK_OPTIONS)
) -> None:
    """One question folder per task of ``tasks`` (default both), of this set's own seed (dataset
    seed ``base + seed``); each task's folder is the same exported alone or with the other."""
    common = [
        "--pairs-per-domain",
        "6",
        "--out",
        str(root),
        "--seed",
        str(base + seed),
        "--video",
        "--frames-per-move",
        str(scenes.FRAMES_PER_MOVE),
        "--workers",
        "1",
        "--no-progress",
    ]
    for task in tasks:
        run_export(["--task", task, *common, *TASK_OPTIONS[task]])


def make_set(
    out: Path, seed: int, quick: bool, renderer: tuple = (build, draws), base: int = QUESTION_SEED
) -> list[dict]:
    """Questions, videos and labels; returns one row per video (the draw, region, labels).

    ``renderer`` is the set's ``(build, draws)`` modules, so a later set that differs only in
    its draws and labels (set v16) runs through the same steps."""
    make, drawn = renderer
    questions = out / "questions"
    export_questions(questions, seed, base)
    rows = [make.render(d, questions, out / "videos", seed) for d in drawn.make_draws(seed, quick)]
    (out / "labels.json").write_text(json.dumps(rows, indent=1, default=str))
    return rows


def main(
    argv: list[str] | None = None,
    *,
    name: str = "v15",
    renderer: tuple = (build, draws),
    base: int = QUESTION_SEED,
    videos: int = 96,
) -> None:
    """Make the set, score it with the public CLI and print the table."""
    default_seed = int(name.lstrip("v"))
    p = argparse.ArgumentParser(
        description=f"Set {name} of real-style videos, scored by datagen score."
    )
    p.add_argument(
        "--quick",
        action="store_true",
        help=f"the first video of each category (17) instead of {videos}",
    )
    p.add_argument(
        "--seed", type=int, default=default_seed, help=f"the set's seed (default {default_seed})"
    )
    p.add_argument("--out", type=Path, default=Path(f"realstyle_{name}_out"), help="work folder")
    a = p.parse_args(argv)
    rows = make_set(a.out, a.seed, a.quick, renderer, base)
    scores = a.out / "scores.csv"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "datagen",
            "score",
            "--questions",
            str(a.out / "questions"),
            "--videos",
            str(a.out / "videos"),
            "--out",
            str(scores),
            "--no-progress",
        ],
        check=False,
        stdout=subprocess.DEVNULL,
    )
    if not scores.exists():  # exit code 2 (a video corrupt) still writes the CSV
        sys.exit("datagen score wrote no scores.csv")
    report(rows, scores)


if __name__ == "__main__":
    main()

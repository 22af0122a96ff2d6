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
import csv
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

# Run as a script, Python puts benchmarks/ first on the path; the renderer is imported as
# benchmarks.realstyle_v15, so the checkout's root goes there too.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.realstyle_v15 import build, draws, scenes

VERDICTS = ("solved", "squares_kept", "first_frame_matches", "animated")


QUESTION_SEED = 1500
"""The question folders' dataset seed is this plus the set's seed."""


def export_questions(root: Path, seed: int, base: int = QUESTION_SEED) -> None:
    """One question folder per task, of this set's own seed (dataset seed ``base + seed``)."""
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
    for task, extra in (
        ("rotation_puzzle", ["--difficulties", "easy", "medium", "hard"]),
        ("maze_nav", ["--size", "7"]),
    ):
        subprocess.run(
            [sys.executable, "-m", "datagen", "--task", task, *common, *extra],
            check=True,
            stdout=subprocess.DEVNULL,
        )


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


def _value(text: str) -> bool | int | None:
    if text in ("", "None", "null"):
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return int(float(text))
    except ValueError:
        return None


def report(rows: list[dict], scores: Path) -> None:
    """Print the agreement table and each wrong or unknown video."""
    got = {}
    with scores.open() as f:
        for r in csv.DictReader(f):
            got[(r["model"], r["task_id"])] = r
    table: dict = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    bad = []
    for d in rows:
        r = got.get((d["model"], d["task_id"]), {})
        key = (d["region"], d["category"])
        t = table[key]
        t[0] += 1
        wrong = unknown = 0
        for v in VERDICTS:
            want = d["labels"].get(v)
            if want is None:
                continue
            have = _value(r.get(v, ""))
            if have is None:
                unknown += 1
            elif have != want:
                wrong += 1
        t[1] += wrong
        t[2] += unknown
        t[3] += _value(r.get("solved", "")) is None
        want_f = d["labels"].get("first_solved_frame")
        have_f = _value(r.get("first_solved_frame", ""))
        if want_f is not None:
            t[5] += 1
            t[4] += have_f is not None and abs(have_f - want_f) <= 1
        if (
            wrong
            or unknown
            or (want_f is not None and have_f is not None and abs(have_f - want_f) > 1)
        ):
            bad.append((d, r))
    print(f"{'region':8} {'category':26} videos wrong unknown solved_unk fsf_within1")
    for (region, cat), t in sorted(table.items()):
        print(f"{region:8} {cat:26} {t[0]:6} {t[1]:5} {t[2]:7} {t[3]:10} {t[4]}/{t[5]}")
    for d, r in bad:
        print(f"\n{d['model']} {d['region']} {d['category']} {d['task_id']} {d['scenario']}")
        print("  want", {k: d["labels"][k] for k in (*VERDICTS, "first_solved_frame")})
        print("  got ", {k: r.get(k) for k in (*VERDICTS, "first_solved_frame", "reason")})
        print("  draw", {k: v for k, v in d.items() if k not in ("labels", "model")})


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

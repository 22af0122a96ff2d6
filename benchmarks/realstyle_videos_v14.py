"""Set v14 of real-style videos, scored by the public ``python -m datagen score`` CLI.

Usage: ``python benchmarks/realstyle_videos_v14.py [--quick] [--seed 14] [--out DIR]``.
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
from collections.abc import Sequence
from pathlib import Path

# Run as a script, Python puts benchmarks/ first on the path; the renderer is imported as
# benchmarks.realstyle_v14, so the checkout's root goes there too.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.realstyle_export import run_export
from benchmarks.realstyle_v14 import build, draws, scenes

VERDICTS = ("solved", "squares_kept", "first_frame_matches", "animated")


TASK_OPTIONS = {
    "rotation_puzzle": ["--difficulties", "easy", "medium", "hard"],
    "maze_nav": ["--size", "7"],
}
"""Task -> its export options (sets v15 to v20 export the same)."""


def export_questions(root: Path, seed: int, tasks: Sequence[str] = tuple(TASK_OPTIONS)) -> None:
    """One question folder per task of ``tasks`` (default both), of this set's own seed; each
    task's folder is the same whether exported alone or with the other."""
    common = [
        "--pairs-per-domain",
        "6",
        "--out",
        str(root),
        "--seed",
        str(1400 + seed),
        "--video",
        "--frames-per-move",
        str(scenes.FRAMES_PER_MOVE),
        "--workers",
        "1",
        "--no-progress",
    ]
    for task in tasks:
        run_export(["--task", task, *common, *TASK_OPTIONS[task]])


def make_set(out: Path, seed: int, quick: bool) -> list[dict]:
    """Questions, videos and labels; returns the draws with their labels."""
    questions = out / "questions"
    export_questions(questions, seed)
    rows = []
    for d in draws.make_draws(seed, quick):
        model = f"v14_{d['index']:03d}"
        path = out / "videos" / model / f"{d['task']}_task" / d["task_id"] / "video" / "video.mp4"
        d["labels"] = build.build(d, questions, path, seed)
        d["model"] = model
        rows.append(d)
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


def main(argv: list[str] | None = None) -> None:
    """Make the set, score it with the public CLI and print the table."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="~20 videos instead of ~90")
    p.add_argument("--seed", type=int, default=14, help="the set's seed (default 14)")
    p.add_argument("--out", type=Path, default=Path("realstyle_v14_out"), help="work folder")
    a = p.parse_args(argv)
    rows = make_set(a.out, a.seed, a.quick)
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

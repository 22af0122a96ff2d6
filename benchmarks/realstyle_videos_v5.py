"""Set v5: a fresh real-style video set for both tasks, scored by ``python -m datagen score``.

Made without reading the scorer or the earlier sets (``benchmarks/realstyle_v5/``): three
question seeds per task of its own (mazes of the square, cross and spiral shapes), 16
categories in three groups (inside the documented envelope, beyond it where issue 36 asks
more, outside it), one video per question and category. Prints per group and category the
videos, wrong definite verdicts, labelled verdicts left unknown, ``solved`` unknown and
``first_solved_frame`` within ±1, then every wrong or unknown video with its draw.

    python benchmarks/realstyle_videos_v5.py --quick      # one question per category and task
    python benchmarks/realstyle_videos_v5.py --out /tmp/v5 --seed 5
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.realstyle_v5 import cases, looks

TASKS = {"rotation_puzzle": [], "maze_nav": ["--shapes", "square", "cross", "spiral"]}
"""Task -> its extra export options."""
VERDICTS = ("solved", "first_frame_matches", "squares_kept", "animated")
QUESTIONS = 3


def _export(root: Path, seed: int) -> dict[str, list[dict]]:
    """The package's own question folders (ground-truth videos, 3-6 frames per move)."""
    out = {}
    for task, extra in TASKS.items():
        cmd = [sys.executable, "-m", "datagen", "--task", task, "--pairs-per-domain", str(QUESTIONS),
               "--seed", str(seed), "--out", str(root), "--video", "--frames-per-move", "4",
               "--workers", "1", "--no-progress", *extra]  # fmt: skip
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        folders = sorted(p for p in (root / f"{task}_task").iterdir() if p.is_dir())
        out[task] = [json.loads((p / "question_metadata.json").read_text()) for p in folders]
    return out


def case_seed(seed: int, task: str, category: str, index: int) -> int:
    """One seed per video, from the set's seed and the video's place in the set."""
    keys = [seed, list(TASKS).index(task), list(cases.CATEGORIES).index(category), index]
    return int(np.random.SeedSequence(keys).generate_state(1)[0])


def make_set(out: Path, seed: int, quick: bool) -> list[dict]:
    """Questions, videos and labels under ``out``; returns one row per video."""
    metas = _export(out / "questions", seed)
    rows = []
    for task, questions in metas.items():
        for category in cases.CATEGORIES:
            for i in range(1 if quick else len(questions)):
                other_task = next(t for t in metas if t != task)
                meta, other = questions[i], metas[other_task][i]
                s = case_seed(seed, task, category, i)
                frames, look, labels, draw = cases.render_case(task, meta, other, category, s)
                model = f"{category}-{task.split('_')[0]}-{i}"
                folder = out / "videos" / model / f"{task}_task" / meta["task_id"] / "video"
                folder.mkdir(parents=True, exist_ok=True)
                looks.encode(str(folder / "video"), frames, look)
                rows.append({"model": model, "task": task, "task_id": meta["task_id"], "category": category,
                             "group": cases.CATEGORIES[category].group, "labels": labels, "draw": draw})  # fmt: skip
    (out / "labels.json").write_text(json.dumps(rows, indent=1, default=str))
    return rows


def _verdict(value: str) -> bool | None:
    return {"true": True, "false": False}.get(value.strip().lower())


def compare(rows: list[dict], scores: Path) -> None:
    """Print the per-group and per-category table, then every wrong or unknown video."""
    with open(scores, newline="") as fh:
        got = {(r["model"], r["task_id"]): r for r in csv.DictReader(fh)}
    table: dict[tuple[str, str], list[int]] = {}
    notes = []
    for row in rows:
        score = got.get((row["model"], row["task_id"]), {})
        lab = row["labels"]
        wrong, left = [], []
        for name in VERDICTS:
            said = _verdict(score.get(name, ""))
            if said is not None and lab.get(name) is not None and said != lab[name]:
                wrong.append(f"{name}={said} (label {lab[name]})")
            if said is None and lab.get(name) is not None:
                left.append(name)
        first_ok = None
        if lab.get("first_solved") and _verdict(score.get("solved", "")) is True:
            lo, hi = lab["first_solved"]
            try:
                first_ok = lo - 1 <= int(float(score.get("first_solved_frame", ""))) <= hi + 1
            except ValueError:
                first_ok = False
        definite = sum(_verdict(score.get(n, "")) is not None for n in VERDICTS)
        solved_unknown = _verdict(score.get("solved", "")) is None
        for key in ((row["group"], "all"), (row["group"], row["category"])):
            t = table.setdefault(key, [0, 0, 0, 0, 0, 0, 0])
            t[0] += 1
            t[1] += bool(wrong)
            t[2] += bool(left)
            t[3] += solved_unknown
            t[4] += first_ok is True
            t[5] += first_ok is not None
            t[6] += definite
        if wrong or left or first_ok is False:
            why = score.get("reason") or score.get("problems") or score.get("status", "no row")
            first = f" first_solved_frame={score.get('first_solved_frame')} label {lab['first_solved']}" if first_ok is False else ""  # fmt: skip
            kind = "WRONG" if wrong else ("FIRST" if first_ok is False else "unknown")
            notes.append(f"{kind} {row['group']}/{row['category']} {row['model']} {row['task_id']}: "
                         f"{'; '.join(wrong) or 'left unknown ' + ','.join(left)}{first} -- {why} -- draw {json.dumps(row['draw'], default=str)}")  # fmt: skip
    print(
        f"{'group':8} {'category':26} {'videos':>6} {'wrong':>5} {'unknown':>7} {'solved?':>7} {'first±1':>8} {'definite':>8}"
    )
    for group in ("inside", "beyond", "outside"):
        for (g, cat), t in sorted(table.items(), key=lambda kv: kv[0][1] != "all"):
            if g == group:
                print(
                    f"{g:8} {cat:26} {t[0]:6} {t[1]:5} {t[2]:7} {t[3]:7} {t[4]:>4}/{t[5]:<3} {t[6]:8}"
                )
    print("(wrong: videos with a definite verdict against a label; unknown: videos with a labelled "
          "verdict left unknown; solved?: `solved` unknown; definite: definite verdicts of the four)")  # fmt: skip
    for note in notes:
        print(note)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one question per category and task")
    parser.add_argument("--seed", type=int, default=5, help="the set's seed (default 5)")
    parser.add_argument("--out", default=None, help="folder for questions, videos, labels and scores (default: a temporary one)")  # fmt: skip
    args = parser.parse_args(argv)
    if args.out is not None and Path(args.out).exists() and not Path(args.out).is_dir():
        parser.error(f"--out {args.out!r} is a file; give a folder")
    out = Path(args.out or tempfile.mkdtemp(prefix="realstyle_v5_"))
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.process_time()
    rows = make_set(out, args.seed, args.quick)
    made = time.process_time() - t0
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(Path(__file__).resolve().parents[1]), os.environ.get("PYTHONPATH")]))}  # fmt: skip
    t1 = time.monotonic()
    subprocess.run([sys.executable, "-m", "datagen", "score", "--questions", str(out / "questions"),
                    "--videos", str(out / "videos"), "--out", str(out / "scores.csv"), "--no-progress"],
                   check=True, env=env, stdout=subprocess.DEVNULL)  # fmt: skip
    print(
        f"set v5: {len(rows)} videos in {out} (render CPU {made:.0f} s, score wall {time.monotonic() - t1:.0f} s)"
    )
    compare(rows, out / "scores.csv")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

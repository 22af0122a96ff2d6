"""An independent real-style set for the video scorer (issue 36's "made by someone else").

Renders ~120 videos from the package's own ground-truth puzzle and maze videos the way today's
image-to-video models return them (bars of every colour on any side, portrait 720x1280 and
1080x1920, slow pans, rolls and zooms, end cards, fades, another picture, 2 px wobble, moving
semi-transparent logo watermarks, cross-fades, two-frame jumps, H.264/VP9 at several bitrates,
frame-rate changes) plus cases outside the envelope, with transforms and draws of its own
(:mod:`datagen.testing.realstyle`), scores them with ``python -m datagen score`` and prints per
category: wrong definite verdicts (must be 0), unknown videos, ``first_solved_frame`` within
±1 frame, then every failure with its parameters.

    python benchmarks/realstyle_videos.py            # ~120 videos, several minutes on 2 cores
    python benchmarks/realstyle_videos.py --quick    # 2 per category
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from datagen.registry import task_of_domain  # noqa: E402
from datagen.testing.realstyle import scenarios  # noqa: E402
from datagen.testing.realstyle_draws import CATEGORIES, SCENARIOS, draw_look  # noqa: E402
from datagen.testing.realstyle_stage import stage, two_move_questions  # noqa: E402
from datagen.testing.realstyle_truth import judge  # noqa: E402

COUNTS = {
    "bars": 12, "portrait": 8, "camera": 12, "ends": 12, "wobble": 8, "watermark": 8,
    "codec": 10, "frame rate": 8, "crossfade": 6, "jump": 6, "mixed": 12,
    "watermark across": 6, "watermark large": 6, "fade in": 4,
    "outside camera": 8, "outside blank": 2, "outside other": 2,
}  # fmt: skip
PER_MOVE = 4


def build(root: Path, counts: dict[str, int], seed: int) -> dict[str, dict]:
    """Render every case into ``root/videos`` and a question copy per case; the truth by id.
    Three puzzles and two mazes, each of two moves or more, taken in turn."""
    qs = two_move_questions(root / "source", "rotation_puzzle", 3, seed)
    qs += two_move_questions(root / "source", "maze_nav", 2, seed)
    rng = np.random.default_rng(seed)
    truth: dict[str, dict] = {}
    k = 0
    for category, count in counts.items():
        for c in range(count):
            folder, meta = qs[k % len(qs)]
            k += 1
            scenes = scenarios(task_of_domain(meta["domain"]), meta, PER_MOVE)
            names = SCENARIOS.get(category, ("solved", "stopped", "slid"))
            names = tuple(n for n in names if n in scenes)
            scene = scenes[names[c % len(names)]]
            look = draw_look(rng, category)
            task_id = f"{meta['task_id']}_rs{k:03d}"
            want = stage(root, folder, meta, task_id, scene, look, CATEGORIES[category])
            truth[task_id] = {"category": category, "scenario": scene.name,
                              "look": look.describe(), "want": want}  # fmt: skip
    return truth


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 videos per category")
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--keep", default="", help="keep the set in this folder")
    args = parser.parse_args()
    counts = {c: min(n, 2) for c, n in COUNTS.items()} if args.quick else COUNTS
    root = Path(args.keep or tempfile.mkdtemp(prefix="realstyle-"))
    truth = build(root, counts, args.seed)
    csv_path = root / "scores.csv"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "datagen", "score", "--questions", str(root / "q"),
                    "--videos", str(root / "videos"), "--out", str(csv_path), "--no-progress"],
                   check=True, env=env, stdout=subprocess.DEVNULL)  # fmt: skip
    with open(csv_path, newline="") as f:
        rows = {r["task_id"]: r for r in csv.DictReader(f)}
    table: dict[str, dict[str, int]] = {}
    failures = []
    for task_id, case in truth.items():
        row = rows[task_id]
        verdict = judge(row, case["want"])
        t = table.setdefault(case["category"], {"videos": 0, "wrong": 0, "unknown": 0,
                                                "first": 0, "first_ok": 0, "read": 0})  # fmt: skip
        t["videos"] += 1
        t["wrong"] += bool(verdict["wrong"])
        t["unknown"] += bool(verdict["unknown"])
        t["read"] += bool(verdict["read_outside"])
        if verdict["first_ok"] is not None:
            t["first"] += 1
            t["first_ok"] += verdict["first_ok"]
        if verdict["wrong"] or verdict["unknown"] or verdict["first_ok"] is False:
            failures.append((task_id, case, row, verdict))
    print(f"{'category':18} {'env':7} {'videos':>6} {'wrong':>5} {'unknown':>7} "
          f"{'first±1':>8} {'read':>4}")  # fmt: skip
    for category, t in table.items():
        print(f"{category:18} {CATEGORIES[category]:7} {t['videos']:6d} {t['wrong']:5d} "
              f"{t['unknown']:7d} {t['first_ok']:4d}/{t['first']:<3d} {t['read']:4d}")  # fmt: skip
    for envelope in ("docs", "issue", "outside"):
        ts = [t for c, t in table.items() if CATEGORIES[c] == envelope]
        n = sum(t["videos"] for t in ts)
        if n:
            unknown = sum(t["unknown"] for t in ts)
            print(f"{envelope:7}: {n} videos, wrong {sum(t['wrong'] for t in ts)}, unknown "
                  f"{unknown} ({100 * unknown / n:.1f}%), first±1 "
                  f"{sum(t['first_ok'] for t in ts)}/{sum(t['first'] for t in ts)}, "
                  f"read though outside {sum(t['read'] for t in ts)}")  # fmt: skip
    print(f"\nfailures ({len(failures)}):")
    for task_id, case, row, verdict in failures:
        want = case["want"]
        print(f"- {task_id} [{case['category']}/{case['scenario']}] {case['look']}")
        print(f"    wrong={verdict['wrong']} unknown={verdict['unknown']} "
              f"first={row['first_solved_frame']!r} want {want['first_solved_frame']} "
              f"reason={row['reason']!r} problems={row['problems'][:120]!r}")  # fmt: skip
    print(f"\nset kept in {root}" if args.keep else "")
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()

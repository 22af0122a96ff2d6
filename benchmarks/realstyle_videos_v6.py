"""Set v6: a fifth independent real-style video set, scored by ``python -m datagen score``.

The four earlier sets were tuned on. This one is written from the public API only (the
question export, the envs' renderers, the score command and its documented columns): three
questions per task from its own seed (mazes of the square, cross and spiral shapes), ~90
videos rendered by ``benchmarks/realstyle_v6/`` the way image-to-video models deliver them,
each labelled as a careful person would by the package's definitions. Per group (inside the
envelope, beyond it, outside) and category it prints the videos, wrong definite verdicts,
labelled verdicts left unknown, ``solved`` unknown and ``first_solved_frame`` within ±1, then
each wrong or unknown video with its draw.

    python benchmarks/realstyle_videos_v6.py            # the full set (~90 videos)
    python benchmarks/realstyle_videos_v6.py --quick    # one video of each category per task
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.realstyle_v6.draws import (
    CATEGORIES,
    GROUPS,
    load_questions,
    make_video,
    plan,
)

VERDICTS = ("solved", "squares_kept", "first_frame_matches", "animated")
QUESTIONS_PER_TASK = 3
MAZE_SHAPES = ("square", "cross", "spiral")
OTHER_SHAPES = ("H", "house", "envelope")


def export_questions(root: Path, seed: int) -> None:
    """The questions, through the public CLI (ground-truth videos included)."""
    base = [sys.executable, "-m", "datagen", "--pairs-per-domain", str(QUESTIONS_PER_TASK)]
    base += ["--seed", str(600 + seed), "--video", "--frames-per-move", "4", "--out", str(root)]
    base += ["--workers", "1", "--no-progress"]
    subprocess.run([*base, "--task", "rotation_puzzle"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(
        [*base, "--task", "maze_nav", "--shapes", *MAZE_SHAPES],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    # The "another maze" videos show mazes of shapes no question (and no earlier set) has.
    other = [sys.executable, "-m", "datagen", "--task", "maze_nav", "--pairs-per-domain", "3"]
    other += ["--shapes", *OTHER_SHAPES, "--seed", str(600 + seed), "--workers", "1"]
    subprocess.run(
        [*other, "--no-progress", "--out", str(root.parent / "others")],
        check=True,
        stdout=subprocess.DEVNULL,
    )


def _value(text: str) -> bool | int | None:
    if text in ("", "None", "null"):
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return int(float(text))
    except ValueError:
        return None


def score(questions: Path, videos: Path) -> dict[str, dict[str, str]]:
    """Rows of ``python -m datagen score`` by model (one video per model folder)."""
    out = videos.parent / "scores.csv"
    cmd = [sys.executable, "-m", "datagen", "score", "--questions", str(questions)]
    cmd += ["--videos", str(videos), "--out", str(out), "--no-progress"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    with out.open(newline="") as fh:
        return {r["model"]: r for r in csv.DictReader(fh) if r["status"] != "missing"}


def judge(record: dict, row: dict[str, str] | None) -> dict:
    """Wrong definite verdicts, labelled verdicts left unknown, and the first solved frame."""
    labels = record["labels"]
    got = {k: _value(row[k]) if row else None for k in (*VERDICTS, "first_solved_frame")}
    wrong = [
        k for k in VERDICTS if labels[k] is not None and got[k] is not None and got[k] != labels[k]
    ]
    left = [k for k in VERDICTS if labels[k] is not None and got[k] is None]
    first_ok = None
    if labels["first_solved_frame"] is not None:
        first = got["first_solved_frame"]
        first_ok = first is not None and abs(first - labels["first_solved_frame"]) <= 1
    return {
        "wrong": wrong,
        "left_unknown": left,
        "solved_unknown": got["solved"] is None,
        "first_ok": first_ok,
        "got": got,
        "reason": (row or {}).get("reason", "no row"),
        "problems": (row or {}).get("problems", ""),
    }


def report(records: list[dict], rows: dict[str, dict[str, str]]) -> str:
    lines = []
    judged = [(r, judge(r, rows.get(r["name"]))) for r in records]
    header = f"{'group / category':34} {'videos':>6} {'wrong':>5} {'left?':>5} {'solved?':>7} {'first±1':>8}"
    lines.append(header)

    def row(label: str, items: list) -> str:
        firsts = [j["first_ok"] for _, j in items if j["first_ok"] is not None]
        return (
            f"{label:34} {len(items):6d} {sum(bool(j['wrong']) for _, j in items):5d} "
            f"{sum(bool(j['left_unknown']) for _, j in items):5d} "
            f"{sum(j['solved_unknown'] for _, j in items):7d} "
            f"{sum(firsts):4d}/{len(firsts):<3d}"
        )

    for group in GROUPS:
        items = [x for x in judged if x[0]["group"] == group]
        if not items:
            continue
        lines.append(row(group.upper(), items))
        for name in CATEGORIES:
            sub = [x for x in items if x[0]["category"] == name]
            if sub:
                lines.append(row(f"  {name}", sub))
    lines.append("")
    lines.append("by scenario (inside and beyond)")
    scen = defaultdict(list)
    for x in judged:
        if x[0]["group"] != "outside":
            scen[f"  {x[0]['task'][:4]} {x[0]['scenario']}"].append(x)
    for key in sorted(scen):
        lines.append(row(key, scen[key]))
    inside = [x for x in judged if x[0]["group"] == "inside"]
    if inside:
        unk = sum(j["solved_unknown"] and r["labels"]["solved"] is not None for r, j in inside)
        wrong = sum(bool(j["wrong"]) for _, j in inside)
        lines.append("")
        lines.append(
            f"inside the envelope: {len(inside)} videos, {wrong} with a wrong definite verdict, "
            f"{unk} ({100 * unk / len(inside):.1f}%) with a labelled `solved` left unknown"
        )
    lines.append("")
    lines.append("wrong or unknown videos (label -> score):")
    for r, j in judged:
        if not (j["wrong"] or j["left_unknown"] or j["first_ok"] is False):
            continue
        diffs = ", ".join(
            f"{k} {r['labels'][k]}->{j['got'][k]}"
            for k in (*VERDICTS, "first_solved_frame")
            if r["labels"][k] is not None and j["got"][k] != r["labels"][k]
        )
        tag = "WRONG" if j["wrong"] else ("unknown" if j["left_unknown"] else "first")
        lines.append(f"- [{r['group']}] {tag} {r['name']} ({r['task_id']}): {diffs}")
        lines.append(f"    scenario: {r['note']} (fpm {r['fpm']}, {r['frames']} frames)")
        lines.append(f"    look: {r['look']}")
        if j["reason"] or j["problems"]:
            lines.append(f"    reason: {j['reason']} problems: {j['problems']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick",
        action="store_true",
        help="one video of each category per task (drawn apart from the full set's)",
    )
    parser.add_argument("--seed", type=int, default=6, help="the set's seed (default 6)")
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        help="folder for questions, videos, scores (default: a temporary folder)",
    )
    args = parser.parse_args(argv)
    if args.seed < 0:
        parser.error(f"--seed must be >= 0, got {args.seed}")
    out = args.out or Path(tempfile.mkdtemp(prefix="realstyle_v6_"))
    questions, videos = out / "questions", out / "videos"
    t0, c0 = time.perf_counter(), time.process_time()
    export_questions(questions, args.seed)
    metas = load_questions(questions, out / "others")
    records = [make_video(vp, metas, args.seed, videos) for vp in plan(args.quick)]
    (out / "labels.json").write_text(json.dumps(records, indent=1, sort_keys=True))
    made = time.process_time() - c0
    rows = score(questions, videos)
    print(report(records, rows))
    counts = defaultdict(int)
    for r in records:
        counts[r["group"]] += 1
    print(
        f"\n{len(records)} videos ({', '.join(f'{g} {counts[g]}' for g in GROUPS)}) in {out}; "
        f"rendering {made:.0f} CPU s, all {time.perf_counter() - t0:.0f} s wall"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Set v4 of real-style videos, scored by ``python -m datagen score``: does the video scorer
hold on videos rendered the way today's image-to-video models render?

The set is made by ``benchmarks/realstyle_v4/`` from the package's own questions (three per
task, mazes of the square, cross and spiral shapes) and its own renderers, with transforms and
draws written for this set only: bars of any colour on any side, portrait and square outputs, a
camera that pans, rolls and zooms with varied easing, handheld shake, non-rigid wobble, moving
translucent marks, subtitles, end cards, fades and other pictures first or last, cross-fades,
jumps, motion blur, grain, colour drift, frame-rate conversion with drops, H.264 and VP9 at
several qualities and 8-60 fps. Groups: ``inside`` the documented envelope, ``beyond`` it (a
mark of 4-10% of the frame crossing the puzzle) and ``outside`` (a camera beyond the limits,
the puzzle cut off, a blank video, another puzzle: unknown is right there, a wrong verdict
never is). Labels are what a careful person would say by the columns' definitions; a verdict a
person could not give is not labelled.

    python benchmarks/realstyle_videos_v4.py            # the full set (~90 videos)
    python benchmarks/realstyle_videos_v4.py --quick    # the first of each category per task

Prints per group and category: videos, wrong definite verdicts, labelled verdicts left unknown,
``solved`` unknown, ``first_solved_frame`` within ±1; then each wrong or unknown video with its
draw. The same ``--seed`` makes the same bytes.
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: the package and benchmarks/ importable
    sys.path.insert(0, str(ROOT))

from benchmarks.realstyle_v4.cases import TASKS, load_metas, make_case, plan  # noqa: E402

VERDICTS = ("solved", "first_frame_matches", "squares_kept", "animated")
MAZE_SHAPES = ("square", "cross", "spiral")


def make_questions(out: Path, seed: int) -> None:
    """Three questions per task through the public CLI (mazes of the shapes above)."""
    base = [sys.executable, "-m", "datagen", "--pairs-per-domain", "3", "--out", str(out)]
    env_note = {"cwd": ROOT}
    subprocess.run(
        [*base, "--task", "rotation_puzzle", "--seed", str(seed * 1000 + 104)],
        check=True, capture_output=True, **env_note,
    )  # fmt: skip
    subprocess.run(
        [*base, "--task", "maze_nav", "--shapes", *MAZE_SHAPES, "--seed", str(seed * 1000 + 204)],
        check=True, capture_output=True, **env_note,
    )  # fmt: skip


def build(out: Path, seed: int, quick: bool) -> list[dict[str, Any]]:
    """Questions, videos and ``labels.json`` under ``out``; the records."""
    questions, videos = out / "questions", out / "videos"
    make_questions(questions, seed)
    metas = load_metas(questions)
    ids = {t: sorted(k for k, m in metas.items() if m["domain"] == t) for t in TASKS}
    records = [make_case(case, metas, videos, seed) for case in plan(ids, quick)]
    (out / "labels.json").write_text(json.dumps(records, indent=1, sort_keys=True))
    return records


def _value(text: str | None) -> Any:
    if text is None or text == "":
        return None
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(text)
    except ValueError:
        return text


def score(out: Path) -> dict[str, dict[str, Any]]:
    """``python -m datagen score`` on the set; its rows by model (one video per model folder)."""
    csv_path = out / "scores.csv"
    done = subprocess.run(
        [sys.executable, "-m", "datagen", "score", "--questions", str(out / "questions"),
         "--videos", str(out / "videos"), "--out", str(csv_path), "--no-progress"],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    if not csv_path.exists():
        raise SystemExit(
            f"datagen score wrote no {csv_path} (exit {done.returncode}): {done.stderr}"
        )
    rows = {}
    with csv_path.open(newline="") as f:
        for row in csv.DictReader(f):
            if row.get("status") == "missing":
                continue
            rows[row["model"]] = {k: _value(v) for k, v in row.items()}
    return rows


def compare(record: dict[str, Any], row: dict[str, Any] | None) -> dict[str, Any]:
    """Wrong definite verdicts, labelled ones left unknown, and the first solved frame."""
    labels = record["labels"]
    wrong, unknown = [], []
    row = row or {}
    for key in VERDICTS:
        if key not in labels or labels[key] is None:
            continue
        got = row.get(key)
        if got is None:
            unknown.append(key)
        elif got != labels[key]:
            wrong.append(f"{key}={got} (label {labels[key]})")
    first = None
    if "first_solved_frame" in labels:
        want, got = labels["first_solved_frame"], row.get("first_solved_frame")
        if want is None:
            first = got is None
            if not first and got is not None:
                wrong.append(f"first_solved_frame={got} (label never)")
        elif got is not None:
            first = abs(int(got) - int(want)) <= 1
            if not first:
                wrong.append(f"first_solved_frame={got} (label {want})")
        else:
            first = False
    return {
        "wrong": wrong,
        "unknown": unknown,
        "first": first,
        "solved_unknown": "solved" in labels and row.get("solved") is None,
    }


def report(records: list[dict[str, Any]], rows: dict[str, dict[str, Any]]) -> str:
    """The per group and category table, then every wrong or unknown video with its draw."""
    table: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    details = []
    for rec in records:
        row = rows.get(rec["name"])
        res = compare(rec, row)
        for key in ((rec["group"], rec["task"], rec["scenario"]), (rec["group"], "all", "")):
            t = table[key]
            t[0] += 1
            t[1] += bool(res["wrong"])
            t[2] += bool(res["unknown"])
            t[3] += bool(res["solved_unknown"])
            t[4] += res["first"] is True
            t[5] += res["first"] is not None
        # Not counted as wrong (no label to be wrong against), but worth a look.
        blank_read = not rec["labels"] and row and any(row.get(k) is not None for k in VERDICTS)
        if blank_read:
            res["unknown"].append("none (no label, yet a definite verdict)")
        if res["wrong"] or res["unknown"] or row is None:
            why = (row or {}).get("reason") or ""
            details.append(
                f"{rec['name']} [{rec['task_id']}] wrong: {', '.join(res['wrong']) or '-'}; "
                f"unknown: {', '.join(res['unknown']) or '-'}; reason: {why or '-'}; "
                f"problems: {(row or {}).get('problems') or '-'}\n"
                f"    labels {json.dumps(rec['labels'], sort_keys=True)}; {rec['note']}; "
                f"fpm={rec['frames_per_move']} ease={rec['ease']}; {rec['look']}"
            )
    lines = [
        "(videos with a wrong definite verdict / a labelled verdict left unknown / `solved`"
        " left unknown; first±1: first_solved_frame within one frame of its label)",
        "group    task             category        videos  wrong  unknown  solved?  first±1",
    ]
    for (group, task, cat), t in sorted(
        table.items(),
        key=lambda kv: (("inside", "beyond", "outside").index(kv[0][0]), kv[0][1] == "all", kv[0]),
    ):
        first = f"{t[4]}/{t[5]}" if t[5] else "-"
        lines.append(f"{group:8} {task:16} {cat:15} {t[0]:6} {t[1]:6} {t[2]:8} {t[3]:8}  {first}")
    lines.append("")
    lines.append(
        "videos with a wrong or unknown labelled verdict:"
        if details
        else "no video with a wrong or unknown labelled verdict"
    )
    lines += details
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--quick", action="store_true", help="the first video of each category per task"
    )
    parser.add_argument("--seed", type=int, default=4, help="the set's seed (default 4)")
    parser.add_argument(
        "--out", type=Path, default=None, help="folder for the set (default: a temporary one)"
    )
    args = parser.parse_args(argv)
    if args.seed < 0:
        parser.error(f"--seed must be a non-negative integer, got {args.seed}")
    out = args.out or Path(tempfile.mkdtemp(prefix="realstyle_v4_"))
    if out.exists() and not out.is_dir():
        parser.error(f"--out {out} is a file; give a folder")
    out.mkdir(parents=True, exist_ok=True)
    records = build(out, args.seed, args.quick)
    counts = defaultdict(int)
    for rec in records:
        counts[rec["group"]] += 1
    print(
        f"set v4 (seed {args.seed}): {len(records)} videos in {out}; "
        + ", ".join(f"{g} {n}" for g, n in counts.items())
    )
    print(report(records, score(out)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Set v8 of real-style videos: made the way today's image-to-video models deliver, then scored.

Written as "someone else" from docs/datasets.md's columns and envelope and the public API only
(``benchmarks/realstyle_v8/``): three questions per task exported by ``python -m datagen``
(mazes of the square, cross and spiral shapes), scenes drawn with the package's renderers,
delivered with bars, cameras, overlays, grading, timing and codecs, labelled by the package's
definitions, and scored with ``python -m datagen score``.

    python benchmarks/realstyle_videos_v8.py            # 90 videos, ~5 min CPU
    python benchmarks/realstyle_videos_v8.py --quick    # one per category (18)

Prints per category and per group (inside / beyond / outside the envelope): videos, wrong
definite verdicts, labelled verdicts left unknown, ``solved`` unknown, ``first_solved_frame``
within ±1, then every wrong or unknown video with its draw.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.realstyle_v8.build import export_questions, make_video
from benchmarks.realstyle_v8.plan import CATEGORIES, plan

VERDICTS = ("solved", "squares_kept", "first_frame_matches", "animated")


def _value(text: str) -> bool | None:
    return {"True": True, "False": False, "true": True, "false": False}.get(text.strip())


def compare(record: dict[str, Any], row: dict[str, str] | None) -> dict[str, Any]:
    """Wrong definite verdicts, labelled verdicts left unknown, and the first-solved check."""
    wrong, unknown = [], []
    got: dict[str, Any] = {}
    for key in VERDICTS:
        want = record["labels"][key]
        value = _value(row.get(key, "")) if row else None
        got[key] = value
        if value is not None and want is None and record["group"] == "outside":
            # Outside the envelope a verdict must be unknown: a definite one with no label is
            # listed (a person could not tell, so the reader could not either).
            wrong.append(f"{key}: read {value} where a person could not tell")
        elif value is not None and want is not None and value != want:
            wrong.append(f"{key}: read {value}, is {want}")
        elif value is None and want is not None:
            unknown.append(key)
    fs_want = record["labels"]["first_solved_frame"]
    fs_got = row.get("first_solved_frame", "") if row else ""
    fs_ok = None
    if fs_want is not None and got["solved"] is True:
        fs_ok = fs_got.strip() != "" and abs(int(float(fs_got)) - fs_want) <= 1
        if not fs_ok:
            wrong.append(f"first_solved_frame: read {fs_got or 'none'}, is {fs_want}")
    return {
        "wrong": wrong,
        "unknown": unknown,
        "fs_ok": fs_ok,
        "reason": (row or {}).get("reason", ""),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="one video per category")
    parser.add_argument("--seed", type=int, default=8, help="set seed (default 8)")
    parser.add_argument("--out", type=Path, default=None, help="folder (default: a temporary one)")
    args = parser.parse_args(argv)
    if args.seed < 0:
        parser.error(f"--seed={args.seed} is not allowed; allowed: an integer >= 0")
    out = args.out or Path(tempfile.mkdtemp(prefix="realstyle_v8_"))
    if out.exists() and not out.is_dir():
        parser.error(f"--out={out} is a file; allowed: a folder")
    out.mkdir(parents=True, exist_ok=True)
    root = export_questions(out, args.seed)
    draws = plan(args.seed, quick=args.quick)
    records = [make_video(out, root, d) for d in draws]
    (out / "labels.json").write_text(json.dumps(records, indent=1, sort_keys=True))
    scores = out / "scores.csv"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    subprocess.run(
        [sys.executable, "-m", "datagen", "score", "--questions", str(root), "--videos",
         str(out / "videos"), "--out", str(scores), "--no-progress"],
        check=True, env=env, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    with scores.open(newline="") as fh:
        rows = {
            (r["model"], r["task_id"]): r for r in csv.DictReader(fh) if r["status"] != "missing"
        }
    results = [(r, compare(r, rows.get((r["name"], r["task_id"])))) for r in records]
    print(f"set v8, seed {args.seed}, {len(records)} videos, out {out}")
    print(
        "videos with: wrong = a definite verdict against its label (or outside, where a person"
        " could not tell), or first_solved_frame off by more than 1; unknown = a labelled"
        " verdict left unknown; solved? = solved left unknown; fs±1 = first_solved_frame"
        " within 1 frame / videos labelled and read solved"
    )
    header = f"{'':18} {'videos':>6} {'wrong':>6} {'unknown':>8} {'solved?':>8} {'fs±1':>7}"
    for title, key in (("category", "category"), ("group", "group")):
        print(f"\nper {title}\n{header}")
        groups: dict[str, list[Any]] = defaultdict(list)
        for r, c in results:
            groups[r[key]].append((r, c))
        order = list(CATEGORIES) if key == "category" else ["inside", "beyond", "outside"]
        for name in order:
            if name not in groups:
                continue
            rs = groups[name]
            fs = [c["fs_ok"] for _, c in rs if c["fs_ok"] is not None]
            print(
                f"{name:18} {len(rs):6d} {sum(bool(c['wrong']) for _, c in rs):6d} "
                f"{sum(bool(c['unknown']) for _, c in rs):8d} "
                f"{sum('solved' in c['unknown'] for _, c in rs):8d} {sum(fs):3d}/{len(fs):<3d}"
            )
    print("\nwrong or unknown")
    for r, c in results:
        if c["wrong"] or c["unknown"]:
            what = "; ".join(c["wrong"] + [f"{k} unknown" for k in c["unknown"]])
            print(f"{r['name']} {r['group']}/{r['category']} {r['task']} {r['scenario']} ({r['note']}): "
                  f"{what} [reason: {c['reason']}] draw: {r['look']}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

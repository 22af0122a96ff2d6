"""Real-style set v3: ~100 videos made the way image-to-video models render, scored by the
public CLI against what a careful person would say.

    python benchmarks/realstyle_videos_v3.py [--quick] [--seed 3] [--out DIR]

Exports three questions per task with ``python -m datagen`` (seeds of their own, maze shapes
triangle, C and Z), renders the set (``benchmarks/realstyle_v3/``: bars of twelve colours on
any side, landscape, portrait and square outputs, a camera that pans, rolls, zooms and shakes,
wobble of short and long wavelengths, translucent moving marks, end cards, fades and other
pictures, cross-fades, jumps, motion blur, grain, grading drift, frame-rate conversion, H.264,
VP9 and AV1, and scenarios that do not solve), scores them with ``python -m datagen score``
and prints per category and group (inside the envelope, beyond it, outside) the videos, the
wrong definite verdicts, the unknown ones and ``first_solved_frame`` within +-1, then every
wrong or unknown video with its draw. ``--quick`` renders each category's first video per task
(the same videos as the full set). Without ``--out`` the files go to a temporary folder.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
ROOT = Path(__file__).resolve().parents[1]
# The checkout's datagen for the in-process export (as the command's PYTHONPATH gave it).
sys.path.insert(1, str(ROOT))

from realstyle_export import run_export  # noqa: E402
from realstyle_v3 import cases  # noqa: E402

VERDICTS = ("solved", "first_frame_matches", "squares_kept", "animated")
GROUPS = ("inside", "beyond", "outside")


def export(out: Path, seed: int) -> dict[str, list[dict]]:
    """Three questions per task through the public CLI; their metadata, in task-id order."""
    extra = {"rotation_puzzle": [], "maze_nav": ["--shapes", "triangle", "C", "Z"]}
    metas = {}
    for offset, task in enumerate(cases.TASKS):
        run_export(["--task", task, "--pairs-per-domain", "3", "--seed",
                    str(7000 + 100 * offset + seed), "--out", str(out), "--no-progress",
                    "--workers", "1", *extra[task]])  # fmt: skip
        folders = sorted((out / f"{task}_task").glob(f"{task}_*"))
        metas[task] = [json.loads((f / "question_metadata.json").read_text()) for f in folders]
    return metas


def render(out: Path, seed: int, quick: bool, metas: dict[str, list[dict]]) -> list[dict]:
    """Every planned video under ``out/videos/v<number>/<task>_task/<task_id>/video/``."""
    records = []
    for number, category, task in cases.plan(seed, quick):
        dr = cases.draw(number, category, task, metas[task], seed)
        task_id = metas[task][dr.question]["task_id"]
        folder = out / "videos" / f"v{number:03d}" / f"{task}_task" / task_id / "video"
        folder.mkdir(parents=True, exist_ok=True)
        _, record = cases.build(dr, metas[task], folder / "video")
        record["model"], record["task_id"] = f"v{number:03d}", task_id
        records.append(record)
    with open(out / "labels.jsonl", "w") as fh:
        fh.writelines(json.dumps(r) + "\n" for r in records)
    return records


def _value(text: str) -> bool | int | None:
    if text in ("True", "False"):
        return text == "True"
    if text == "":
        return None
    try:
        return int(float(text))
    except ValueError:
        return None


def judge(record: dict, row: dict | None) -> dict:
    """Wrong definite verdicts, unknowns and the first solved frame of one video."""
    lab = record["labels"]
    got = {k: _value(row.get(k, "")) for k in (*VERDICTS, "first_solved_frame")} if row else {}
    wrong = [f"{k}: {got[k]} for {lab[k]}" for k in VERDICTS
             if lab[k] is not None and got.get(k) is not None and got[k] != lab[k]]  # fmt: skip
    unknown = [k for k in VERDICTS if lab[k] is not None and got.get(k) is None]
    first_ok = None
    if isinstance(lab["first_solved_frame"], int):
        f = got.get("first_solved_frame")
        first_ok = isinstance(f, int) and abs(f - lab["first_solved_frame"]) <= 1
    definite = lab["expect_unknown"] and got.get("solved") is not None
    return {"wrong": wrong, "unknown": unknown, "first_ok": first_ok, "definite": definite,
            "got": got, "reason": (row or {}).get("reason", "no row")}  # fmt: skip


def report(records: list[dict], rows: dict) -> None:
    table: dict = defaultdict(lambda: [0, 0, 0, 0, 0, 0, 0])
    bad = []
    for rec in records:
        j = judge(rec, rows.get((rec["model"], rec["task_id"])))
        rec["judged"] = j
        for key in ((rec["group"], rec["category"]), (rec["group"], "all")):
            t = table[key]
            t[0] += 1
            t[1] += bool(j["wrong"])
            t[2] += bool(j["unknown"])
            t[3] += "solved" in j["unknown"]
            t[4] += j["first_ok"] is not None
            t[5] += bool(j["first_ok"])
            t[6] += j["definite"]
        if j["wrong"] or j["unknown"] or j["first_ok"] is False or j["definite"]:
            bad.append(rec)
    print(f"{'group':8} {'category':20} {'videos':>6} {'wrong':>5} {'unknown':>7} "
          f"{'solved?':>7} {'first+-1':>9} {'definite':>8}")  # fmt: skip
    for group in GROUPS:
        keys = sorted(k for k in table if k[0] == group and k[1] != "all")
        for key in [*keys, (group, "all")]:
            if key not in table:
                continue
            n, w, u, us, fn, fk, dfn = table[key]
            pct = f"unknown {u / n:.1%}, solved? {us / n:.1%}" if key[1] == "all" else ""
            print(f"{group:8} {key[1]:20} {n:6d} {w:5d} {u:7d} {us:7d} {f'{fk}/{fn}':>9} "
                  f"{dfn if group == 'outside' else '':>8} {pct}")  # fmt: skip
    print(
        "\n(wrong: a definite verdict against the label; unknown: a labelled verdict left "
        "unknown; solved?: `solved` unknown; definite: outside, `solved` given though unknown "
        "is expected)"
    )
    for rec in bad:
        j = rec["judged"]
        what = []
        if j["wrong"]:
            what.append("WRONG " + ", ".join(j["wrong"]))
        if j["unknown"]:
            what.append("unknown " + ", ".join(j["unknown"]) + f" ({j['reason']})")
        if j["first_ok"] is False:
            what.append(f"first_solved_frame {j['got'].get('first_solved_frame')} for "
                        f"{rec['labels']['first_solved_frame']}")  # fmt: skip
        if j["definite"]:
            what.append(f"solved {j['got'].get('solved')} where unknown is expected")
        print(
            f"\n{rec['model']} [{rec['group']} / {rec['category']}] {'; '.join(what)}\n"
            f"    {rec['draw']}"
        )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="each category's first video per task")
    ap.add_argument("--seed", type=int, default=3, help="draws and question seeds (default 3)")
    ap.add_argument("--out", type=Path, help="keep the questions, videos and scores here")
    args = ap.parse_args(argv)
    if args.seed < 0:
        ap.error(f"--seed must be >= 0, got {args.seed}")
    tmp = None
    if args.out is None:
        tmp = tempfile.TemporaryDirectory(prefix="realstyle_v3_")
        out = Path(tmp.name)
    else:
        out = args.out
        if (out / "videos").exists():
            ap.error(f"--out {out} already holds videos/; choose an empty folder")
        out.mkdir(parents=True, exist_ok=True)
    t0, c0 = time.perf_counter(), time.process_time()
    metas = export(out / "questions", args.seed)
    records = render(out, args.seed, args.quick, metas)
    t1, c1 = time.perf_counter(), time.process_time()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    subprocess.run(
        [sys.executable, "-m", "datagen", "score", "--questions", str(out / "questions"),
         "--videos", str(out / "videos"), "--out", str(out / "scores.csv"), "--no-progress"],
        check=True, env=env, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    t2 = time.perf_counter()
    with open(out / "scores.csv", newline="") as fh:
        rows = {
            (r["model"], r["task_id"]): r for r in csv.DictReader(fh) if r["status"] != "missing"
        }
    counts = defaultdict(int)
    for r in records:
        counts[r["group"]] += 1
    print(
        f"realstyle v3, seed {args.seed}{' (--quick)' if args.quick else ''}: {len(records)} "
        f"videos ({', '.join(f'{g} {counts[g]}' for g in GROUPS)}); rendered in {t1 - t0:.0f} s "
        f"wall ({c1 - c0:.0f} s CPU here), scored in {t2 - t1:.0f} s wall "
        f"({after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime:.0f} s CPU)\n"
    )
    report(records, rows)
    if tmp is not None:
        tmp.cleanup()
    else:
        print(f"\nquestions, videos, labels.jsonl and scores.csv are in {out}")


if __name__ == "__main__":
    main()

"""A twelfth fresh real-style set: ~94 videos of both tasks, rendered from the public API only
(``benchmarks/realstyle_v12/``), scored with ``python -m datagen score``, compared with labels
a careful person gives by the package's definitions.

    python benchmarks/realstyle_videos_v12.py            # the full set (~94 videos)
    python benchmarks/realstyle_videos_v12.py --quick    # one video per category
    python benchmarks/realstyle_videos_v12.py --seed 12 --out /tmp/v12

Prints per category and per region (inside / beyond / outside): videos, wrong definite
verdicts, labelled verdicts left unknown, ``solved`` unknown, ``first_solved_frame`` within
±1, then each wrong or unknown video with its draw.
"""

from __future__ import annotations

import argparse
import csv
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.realstyle_v12.build import board_boxes, export_questions, make_video
from benchmarks.realstyle_v12.draws import draws
from benchmarks.realstyle_v12.labels import VERDICTS

REGIONS = ("inside", "beyond", "outside")


def _value(text: str) -> bool | int | None:
    if text in ("", None):
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return int(float(text))
    except ValueError:
        return None


def compare(label: dict, row: dict) -> dict:
    """Wrong definite verdicts, labelled verdicts left unknown, and the first solved frame."""
    wrong, unknown = [], []
    for key in VERDICTS:
        want, got = label.get(key), _value(row.get(key, ""))
        if want is None:
            continue
        if got is None:
            unknown.append(key)
        elif key == "first_solved_frame":
            if abs(int(got) - int(want)) > 1:
                wrong.append(f"{key} {got} (want {want})")
        elif got != want:
            wrong.append(f"{key} {got} (want {want})")
    fsf_ok = None
    if label.get("first_solved_frame") is not None:
        got = _value(row.get("first_solved_frame", ""))
        fsf_ok = got is not None and abs(int(got) - int(label["first_solved_frame"])) <= 1
    definite = [k for k in VERDICTS if _value(row.get(k, "")) is not None]
    return {
        "wrong": wrong,
        "unknown": unknown,
        "solved_unknown": label.get("solved") is not None and _value(row.get("solved", "")) is None,
        "fsf_ok": fsf_ok,
        "definite": definite,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one video per category")
    parser.add_argument("--seed", type=int, default=12, help="the set's seed (default 12)")
    parser.add_argument("--out", type=Path, default=None, help="folder (default: a temporary one)")
    args = parser.parse_args(argv)
    if args.seed < 0:
        parser.error(f"--seed={args.seed} is not allowed; allowed: an integer >= 0")
    out = args.out or Path(tempfile.mkdtemp(prefix="realstyle_v12_"))
    out.mkdir(parents=True, exist_ok=True)
    questions, videos = out / "questions", out / "videos"
    metas = export_questions(questions, args.seed)
    chosen = draws(args.seed, args.quick, {t: len(m) for t, m in metas.items()}, board_boxes(metas))
    labelled = {}
    start = time.process_time()
    for d in chosen:
        meta = metas[d.task][d.question]
        _, label = make_video(d, meta, args.seed, videos)
        labelled[f"v12_{d.number:03d}"] = label
    (out / "labels.json").write_text(json.dumps(labelled, indent=1, sort_keys=True))
    csv_path = out / "scores.csv"
    cmd = [sys.executable, "-m", "datagen", "score", "--questions", str(questions),
           "--videos", str(videos), "--out", str(csv_path), "--no-progress"]  # fmt: skip
    render_cpu = time.process_time() - start
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    score_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    with csv_path.open() as f:
        rows = {r["model"]: r for r in csv.DictReader(f) if r["status"] != "missing"}
    table: dict[tuple[str, str], dict] = defaultdict(lambda: defaultdict(int))
    findings = []
    for d in chosen:
        model = f"v12_{d.number:03d}"
        label, row = labelled[model], rows.get(model, {})
        res = compare(label, row)
        for key in (d.category, f"[{d.region}]"):
            t = table[(d.region, key)]
            t["videos"] += 1
            t["wrong"] += bool(res["wrong"])
            t["unknown"] += bool(res["unknown"])
            t["solved unknown"] += res["solved_unknown"]
            t["definite"] += bool(res["definite"])
            if res["fsf_ok"] is not None:
                t["fsf labelled"] += 1
                t["fsf ±1"] += res["fsf_ok"]
        if res["wrong"] or res["unknown"] or (d.region == "outside" and res["definite"]):
            findings.append((d, label, row, res))
    print(f"set v12: {len(chosen)} videos, seed {args.seed}, in {out}")
    print(
        f"CPU: rendering {render_cpu:.0f} s (ffmpeg's encoding not counted), scoring {score_cpu:.0f} s"
    )
    head = f"{'category':64} {'n':>3} {'wrong':>5} {'unkn':>5} {'s?':>3} {'fsf±1':>7} {'def':>4}"
    print(head)
    for region in REGIONS:
        for (reg, key), t in table.items():
            if reg != region or key.startswith("["):
                continue
            print(
                f"{key:64} {t['videos']:>3} {t['wrong']:>5} {t['unknown']:>5} {t['solved unknown']:>3} "
                f"{t['fsf ±1']:>3}/{t['fsf labelled']:<3} {t['definite']:>4}"
            )
        t = table.get((region, f"[{region}]"))
        if t:
            print(
                f"{'== ' + region:64} {t['videos']:>3} {t['wrong']:>5} {t['unknown']:>5} {t['solved unknown']:>3} "
                f"{t['fsf ±1']:>3}/{t['fsf labelled']:<3} {t['definite']:>4}"
            )
    print(
        "(wrong: videos with a wrong definite verdict; unkn: with a labelled verdict left unknown;"
        " s?: solved unknown; def: videos with any definite verdict)"
    )
    for d, label, row, res in findings:
        print(
            f"\nv12_{d.number:03d} [{d.region}] {d.category}: {d.task} q{d.question} "
            f"{d.scenario} ({label['note']}), fpm {d.fpm} {d.easing}"
        )
        print(f"  look: {d.look.describe()}")
        want = {k: label[k] for k in (*VERDICTS, "stayed_solved")}
        got = {k: row.get(k) for k in (*VERDICTS, "stayed_solved", "reason", "problems")}
        print(f"  labels: {want}\n  scored: {got}")
        if res["wrong"]:
            print(f"  WRONG: {'; '.join(res['wrong'])}")
        if res["unknown"]:
            print(f"  unknown: {', '.join(res['unknown'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

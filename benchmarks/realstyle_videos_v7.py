"""Set v7 of real-style videos: a fresh set, labelled by hand's rules, scored by the public CLI.

Written from docs/datasets.md's columns and envelope and the public API only (never the
scorer's code nor the earlier sets'): three questions per task are exported with
``python -m datagen`` (mazes of the square, cross and spiral shapes), played out with the envs'
renderers at 3-6 frames per move (``benchmarks/realstyle_v7/scenes.py``), delivered the way
image-to-video models and their exports render (``look.py``), labelled by the package's
definitions (``draws.py``; ``None`` where a person could not tell) and scored with
``python -m datagen score``. It prints per group (inside the envelope, beyond it, outside) and
category: videos, wrong definite verdicts, labelled verdicts left unknown, ``solved`` unknown,
``first_solved_frame`` within ±1; then each wrong or unknown video with its draw.

    python benchmarks/realstyle_videos_v7.py            # the full set (90 videos)
    python benchmarks/realstyle_videos_v7.py --quick    # one video of each category per task
    python benchmarks/realstyle_videos_v7.py --seed 7 --out /tmp/v7
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
from dataclasses import asdict
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.realstyle_v7.draws import CATEGORIES, GROUPS, LABELS, draw, labels  # noqa: E402
from benchmarks.realstyle_v7.look import deliver, encode  # noqa: E402
from benchmarks.realstyle_v7.scenes import maze_scene, other_puzzle_meta, puzzle_scene  # noqa: E402

TASKS = ("rotation_puzzle", "maze_nav")
SHAPES = ("square", "cross", "spiral")
OTHER_SHAPES = ("plus", "T")
"""The shapes of the mazes another maze is drawn from (exported apart, never scored against);
another rotation puzzle is a larger grid (``scenes.other_puzzle_meta``)."""


def _datagen(*args: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "datagen", *args], check=True, env=env,
                   stdout=subprocess.DEVNULL)  # fmt: skip


def export_questions(out: Path, seed: int) -> tuple[Path, Path]:
    """The questions (3 per task) and, apart, the other puzzles: their two roots."""
    questions, others = out / "questions", out / "others"
    for task in TASKS:
        shapes = ["--shapes", *SHAPES] if task == "maze_nav" else []
        _datagen("--task", task, "--pairs-per-domain", "3", "--out", str(questions),
                 "--seed", str(seed), "--no-progress", "--workers", "1", *shapes)  # fmt: skip
    _datagen("--task", "maze_nav", "--pairs-per-domain", "2", "--out", str(others),
             "--seed", str(seed + 1000), "--no-progress", "--workers", "1",
             "--shapes", *OTHER_SHAPES)  # fmt: skip
    return questions, others


def question_metas(root: Path, task: str) -> list[dict]:
    """Every question's metadata of ``task`` under the exported ``root``, in folder order."""
    folders = sorted((root / f"{task}_task").glob(f"{task}_*/question_metadata.json"))
    return [json.loads(p.read_text(encoding="utf-8")) for p in folders]


def plan(quick: bool) -> list[tuple[str, str, int]]:
    """``(task, category, n)`` of every video: one per category per task with ``quick``."""
    return [
        (task, name, n)
        for task in TASKS
        for name, cat in CATEGORIES.items()
        for n in range(1 if quick else cat.per_task)
    ]


def make_video(out_dir: Path, video_id: str, task: str, category: str, meta: dict,
               other: dict | None, rng: np.random.Generator) -> dict:  # fmt: skip
    """Render, encode and label one video; its record (draw and labels)."""
    look, scenario, k = draw(category, task, rng)
    source = meta
    if look.extra.get("other_question"):
        source = other_puzzle_meta(rng) if task == "rotation_puzzle" else other or meta
    make = puzzle_scene if task == "rotation_puzzle" else maze_scene
    holds = int(rng.integers(3, 9)), int(rng.integers(8, 15))
    scene = make(source, scenario, k, rng, hold_start=holds[0], hold_end=holds[1])
    delivered = deliver(scene, look, rng)
    folder = out_dir / video_id / f"{task}_task" / meta["task_id"] / "video"
    folder.mkdir(parents=True, exist_ok=True)
    path = encode(str(folder / "video"), delivered.frames, look)
    look_record = {
        key: value for key, value in asdict(look).items() if value != getattr(type(look)(), key)
    }
    return {
        "video": video_id, "task": task, "task_id": meta["task_id"], "category": category,
        "group": CATEGORIES[category].group, "scenario": scenario, "frames_per_move": k,
        "frames": len(delivered.frames), "path": path, "look": look_record,
        "labels": labels(scene, delivered, category),
    }  # fmt: skip


def render_set(out: Path, seed: int, quick: bool) -> list[dict]:
    """Every video of the set under ``out / 'videos'``; the records, also in ``labels.json``."""
    questions, others = export_questions(out, seed)
    records = []
    for i, (task, category, n) in enumerate(plan(quick)):
        metas = question_metas(questions, task)
        other_metas = question_metas(others, "maze_nav") if task == "maze_nav" else [None]
        # one generator per video, from the seed and the video's place: same seed, same bytes
        rng = np.random.default_rng([seed, int(quick), TASKS.index(task),
                                     list(CATEGORIES).index(category), n])  # fmt: skip
        meta = metas[int(rng.integers(0, len(metas)))]
        other = other_metas[int(rng.integers(0, len(other_metas)))]
        records.append(make_video(out / "videos", f"v7_{i:03d}", task, category, meta, other, rng))
    (out / "labels.json").write_text(json.dumps(records, indent=1, default=str), encoding="utf-8")
    return records


def _value(text: str) -> object:
    if text in ("", None):
        return None
    if text in ("True", "False"):
        return text == "True"
    try:
        return int(text)
    except ValueError:
        return text


def score(out: Path) -> dict[str, dict]:
    """``python -m datagen score`` on the set: row per video id."""
    csv_path = out / "scores.csv"
    _datagen("score", "--questions", str(out / "questions"), "--videos", str(out / "videos"),
             "--out", str(csv_path), "--no-progress")  # fmt: skip
    rows = {}
    with csv_path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            if row["status"] != "missing":
                rows[row["model"]] = {k: _value(v) for k, v in row.items()}
    return rows


def judge(record: dict, row: dict | None) -> dict:
    """Wrong definite verdicts, labelled verdicts left unknown, and the first-solved check."""
    wrong, unknown = [], []
    lab = record["labels"]
    for name in LABELS[:-1]:
        want = lab[name]
        got = None if row is None else row.get(name)
        if want is None:
            continue
        if got is None:
            unknown.append(name)
        elif got != want:
            wrong.append(f"{name}={got} (label {want})")
    first = lab["first_solved_frame"]
    got_first = None if row is None else row.get("first_solved_frame")
    first_ok = None
    if first is not None and row is not None and row.get("solved") is True:
        first_ok = got_first is not None and abs(int(got_first) - first) <= 1
        if not first_ok:
            wrong.append(f"first_solved_frame={got_first} (label {first})")
    return {"wrong": wrong, "unknown": unknown, "first_ok": first_ok,
            "solved_unknown": lab["solved"] is not None and (row is None or row.get("solved") is None)}  # fmt: skip


def report(records: list[dict], rows: dict[str, dict]) -> None:
    """Print the per-group and per-category table, then each failure with its draw."""
    results = [(r, judge(r, rows.get(r["video"]))) for r in records]
    print(
        f"{'group / category':34} {'videos':>6} {'wrong':>6} {'unknown':>8} {'solved?':>8} {'first±1':>8}"
    )
    for group in GROUPS:
        mine = [(r, j) for r, j in results if r["group"] == group]
        if not mine:
            continue
        for name in [c for c in CATEGORIES if CATEGORIES[c].group == group] + [None]:
            part = [(r, j) for r, j in mine if name is None or r["category"] == name]
            if not part:
                continue
            firsts = [j["first_ok"] for _, j in part if j["first_ok"] is not None]
            label = f"{group}: all" if name is None else f"  {name}"
            print(f"{label:34} {len(part):6d} {sum(bool(j['wrong']) for _, j in part):6d} "
                  f"{sum(bool(j['unknown']) for _, j in part):8d} "
                  f"{sum(j['solved_unknown'] for _, j in part):8d} "
                  f"{sum(firsts):4d}/{len(firsts):<3d}")  # fmt: skip
    print()
    for r, j in results:
        if j["wrong"] or j["unknown"]:
            row = rows.get(r["video"]) or {}
            print(f"{r['video']} [{r['group']}/{r['category']}] {r['task']} {r['scenario']} "
                  f"k={r['frames_per_move']} frames={r['frames']}: wrong {j['wrong']} "
                  f"unknown {j['unknown']}; reason {row.get('reason')!r} problems "
                  f"{row.get('problems')!r}\n    draw {json.dumps(r['look'], default=str)}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one video per category per task")
    parser.add_argument("--seed", type=int, default=7, help="the set's seed (default 7)")
    parser.add_argument("--out", type=Path, default=None, help="folder (default: a temporary one)")
    args = parser.parse_args(argv)
    out = args.out or Path(tempfile.mkdtemp(prefix="realstyle_v7_"))
    if out.exists() and any(out.iterdir()):
        parser.error(f"--out {out} is not empty; give an empty or new folder")
    out.mkdir(parents=True, exist_ok=True)
    start, cpu = time.perf_counter(), time.process_time()
    records = render_set(out, args.seed, args.quick)
    rendered = time.perf_counter() - start
    rows = score(out)
    counts = {g: sum(r["group"] == g for r in records) for g in GROUPS}
    print(f"set v7 (seed {args.seed}{', quick' if args.quick else ''}): {len(records)} videos "
          f"({', '.join(f'{g} {n}' for g, n in counts.items())}) in {out}; render "
          f"{rendered:.0f} s wall ({time.process_time() - cpu:.0f} CPU s here), all "
          f"{time.perf_counter() - start:.0f} s wall")  # fmt: skip
    report(records, rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

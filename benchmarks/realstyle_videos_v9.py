"""Set v9 of real-style videos, scored by the public CLI (``python -m datagen score``).

Makes ~90 videos from the package's own ground-truth questions (3 rotation puzzles, 3 mazes of
the square, cross and spiral shapes) the way today's image-to-video models deliver them
(``benchmarks/realstyle_v9``), labels each as a careful person would by docs/datasets.md's
definitions, scores them and prints, per group and category: videos, wrong definite verdicts,
labelled verdicts left unknown, ``solved`` unknown, ``first_solved_frame`` within +-1, then each
wrong or unknown video with its draw.

    python benchmarks/realstyle_videos_v9.py            # the full set, ~90 videos
    python benchmarks/realstyle_videos_v9.py --quick    # the first video of each category
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.realstyle_v9.looks import Look, deliver, encode
from benchmarks.realstyle_v9.plan import CATEGORIES, held_then_card, video_rng
from benchmarks.realstyle_v9.scenes import maze_scene, rotation_scene

VERDICTS = ("solved", "first_frame_matches", "squares_kept", "animated")
TASK_SCENARIO = {  # the category's scenario name -> each task's own
    ("rotation_puzzle", "big_step"): "direct180", ("maze_nav", "big_step"): "slide2",
    ("maze_nav", "slide"): "walls", ("maze_nav", "swap"): "walls",
    ("rotation_puzzle", "walls"): "swap",
}  # fmt: skip


def export_questions(out: Path, seed: int) -> dict[str, list[dict[str, Any]]]:
    """Three questions per task through the public CLI; one more maze for "another puzzle"."""
    runs = [
        ("questions", ["--task", "rotation_puzzle", "--difficulties", "medium", "hard"], seed),
        (
            "questions",
            ["--task", "maze_nav", "--shapes", "square", "cross", "spiral", "--size", "9"],
            seed,
        ),
        ("others", ["--task", "maze_nav", "--shapes", "spiral", "--size", "7"], seed + 1000),
    ]
    for folder, args, s in runs:
        subprocess.run(
            [sys.executable, "-m", "datagen", *args, "--pairs-per-domain", "3", "--seed", str(s),
             "--out", str(out / folder), "--no-progress"],
            check=True, stdout=subprocess.DEVNULL,
        )  # fmt: skip
    metas: dict[str, list[dict[str, Any]]] = {}
    for task in ("rotation_puzzle", "maze_nav"):
        root = out / "questions" / f"{task}_task"
        metas[task] = [
            json.loads((d / "question_metadata.json").read_text())
            for d in sorted(root.iterdir())
            if d.is_dir()
        ]
    root = out / "others" / "maze_nav_task"
    metas["other_maze"] = [
        json.loads((d / "question_metadata.json").read_text())
        for d in sorted(root.iterdir())
        if d.is_dir()
    ]
    return metas


def make_video(
    out: Path, metas: dict[str, list[dict[str, Any]]], seed: int, category: str, n: int
) -> dict[str, Any]:
    """One video of ``category``: its file, its labels and its draw."""
    cat = CATEGORIES[category]
    rng = video_rng(seed, category, n)
    task = cat.tasks[n % len(cat.tasks)]
    scenario = cat.scenarios[n % len(cat.scenarios)]
    scenario = TASK_SCENARIO.get((task, scenario), scenario)
    meta = metas[task][int(rng.integers(len(metas[task])))]
    fpm = int(rng.integers(3, 7))
    look: Look = cat.draw(rng)
    if category == "held_then_card":
        look = held_then_card(look)
    if task == "rotation_puzzle":
        scene = rotation_scene(meta, scenario, rng, fpm)
    else:
        scene = maze_scene(meta, scenario, rng, fpm, other_meta=metas["other_maze"][0])
    frames, tags = deliver(scene, look, rng)
    labels = dict(scene.labels)
    puzzle = [t for t in tags if t["puzzle"]]
    if labels.get("animated") == "auto":
        labels["animated"] = True if any(t["moving"] for t in puzzle) else None
    if labels.get("first_solved_frame") == "auto":
        first = next((k for k, t in enumerate(tags) if t["puzzle"] and t["solved"]), None)
        labels["first_solved_frame"] = first
    if category in ("cut_off", "blank"):
        labels = {}  # a person cannot read a board cut by the frame, nor a blank video
    name = f"{category}_{n:02d}"
    stem = out / "videos" / name / f"{task}_task" / meta["task_id"] / "video" / "video"
    stem.parent.mkdir(parents=True, exist_ok=True)
    path = encode(str(stem), frames, look)
    draw = {k: v for k, v in asdict(look).items() if v not in ("", 0.0, {}, [], False)}
    draw.update(scenario=scenario, fpm=fpm, question=meta["task_id"], frames=len(frames))
    return {"name": name, "category": category, "group": cat.group, "task": task,
            "task_id": meta["task_id"], "path": path, "labels": labels, "draw": draw}  # fmt: skip


def _value(text: str) -> Any:
    if text in ("", "None", "null"):
        return None
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    try:
        return int(float(text))
    except ValueError:
        return text


def compare(videos: list[dict[str, Any]], rows: dict[str, dict[str, str]]) -> list[dict[str, Any]]:
    """Per video: wrong definite verdicts, labelled verdicts left unknown, solved unknown, fsf."""
    results = []
    for v in videos:
        row = rows.get(v["name"], {})
        wrong, unknown = [], []
        for key in VERDICTS:
            want = v["labels"].get(key)
            got = _value(row.get(key, ""))
            if got is not None and want is not None and got != want:
                wrong.append(f"{key}={got} (label {want})")
            elif got is None and want is not None:
                unknown.append(key)
        fsf_want = v["labels"].get("first_solved_frame")
        fsf_got = _value(row.get("first_solved_frame", ""))
        fsf_ok = None
        if fsf_want is not None:
            fsf_ok = fsf_got is not None and abs(fsf_got - fsf_want) <= 1
            if fsf_got is None:
                unknown.append("first_solved_frame")
            elif not fsf_ok:
                wrong.append(f"first_solved_frame={fsf_got} (label {fsf_want})")
        results.append({**v, "wrong": wrong, "unknown": unknown, "fsf_ok": fsf_ok,
                        "solved_unknown": _value(row.get("solved", "")) is None,
                        "row": {k: row.get(k) for k in ("status", "readable", "reason", "problems")}})  # fmt: skip
    return results


def report(results: list[dict[str, Any]]) -> None:
    print(f"{'group/category':32} videos wrong unknown solved? fsf±1")
    for group in ("inside", "beyond", "outside"):
        rs = [r for r in results if r["group"] == group]
        if not rs:
            continue
        for cat in dict.fromkeys(r["category"] for r in rs):
            _line(f"  {cat}", [r for r in rs if r["category"] == cat])
        _line(f"{group} (all)", rs)
        unknown_videos = sum(1 for r in rs if r["unknown"])
        print(f"    {group}: videos with a labelled verdict unknown: {unknown_videos}/{len(rs)}")
    print("\nwrong or unknown:")
    for r in results:
        if r["wrong"] or r["unknown"] or r["fsf_ok"] is False:
            print(f"  {r['group']:7} {r['name']} {r['task_id']} wrong={r['wrong']} unknown={r['unknown']} "
                  f"row={r['row']}\n      labels={r['labels']}\n      draw={r['draw']}")  # fmt: skip


def _line(title: str, rs: list[dict[str, Any]]) -> None:
    wrong = sum(len(r["wrong"]) for r in rs)
    unknown = sum(len(r["unknown"]) for r in rs)
    sunk = sum(1 for r in rs if r["solved_unknown"])
    fsf = [r["fsf_ok"] for r in rs if r["fsf_ok"] is not None]
    print(f"{title:32} {len(rs):6} {wrong:5} {unknown:7} {sunk:7} {sum(fsf):3}/{len(fsf)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the first video of each category")
    parser.add_argument("--seed", type=int, default=9, help="the set's seed (default 9)")
    parser.add_argument("--out", type=Path, default=Path("data/realstyle_v9"), help="output folder")
    args = parser.parse_args(argv)
    if args.seed < 0:
        parser.error(f"--seed must be >= 0, got {args.seed}")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    out: Path = args.out
    if (out / "videos").exists():
        import shutil

        shutil.rmtree(out / "videos")
    metas = export_questions(out, args.seed)
    videos = []
    for category, cat in CATEGORIES.items():
        for n in range(1 if args.quick else cat.count):
            videos.append(make_video(out, metas, args.seed, category, n))
    (out / "labels.json").write_text(json.dumps(videos, indent=1, default=str))
    scores = out / "scores.csv"
    done = subprocess.run(
        [sys.executable, "-m", "datagen", "score", "--questions", str(out / "questions"),
         "--videos", str(out / "videos"), "--out", str(scores), "--no-progress"],
        check=False, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    # Exit 2 with the CSV written: some video was corrupt (its row says so; stderr lists it).
    if done.returncode not in (0, 2) or not scores.exists():
        raise SystemExit(f"datagen score failed with exit code {done.returncode}")
    # Each video is its own "model"; rows for questions a model was not given are "missing".
    with open(scores, newline="") as fh:
        rows = {}
        for row in csv.DictReader(fh):
            if row.get("status") != "missing":
                rows[row["model"]] = row
    report(compare(videos, rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Set v11: a fresh real-style video set, scored by ``python -m datagen score``.

About 90 videos made from the package's own rotation-puzzle and maze questions (three seeds of
our own per task; mazes of the triangle, C and Z shapes at sizes 5 and 9) the way today's
image-to-video models and web pipelines deliver them (``benchmarks/realstyle_v11/``): mostly
16:9 and 9:16 H.264 web videos with solved, stopped-early and wrong-move scenarios, then a
minority of hard cases beyond the envelope and outside it. Each is labelled by the package's
definitions; the script prints, per group and category, the videos, wrong definite verdicts,
labelled verdicts left unknown, ``solved`` unknown and ``first_solved_frame`` within ±1, then
each wrong or unknown video with its draw. Run from the repository root::

    python benchmarks/realstyle_videos_v11.py --quick        # 32 videos, two per category
    python benchmarks/realstyle_videos_v11.py --out /tmp/v11 # the whole set
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.realstyle_v11.labels import VERDICTS, labels_of  # noqa: E402
from benchmarks.realstyle_v11.looks import deliver, encode, render  # noqa: E402
from benchmarks.realstyle_v11.plan import CATEGORIES, Draw, plan, video_rng  # noqa: E402
from benchmarks.realstyle_v11.scenes import Shot, maze_scene, rotation_scene  # noqa: E402
from datagen.registry import TASKS  # noqa: E402

ROOTS = {("rotation_puzzle", 5): "a", ("maze_nav", 5): "a", ("maze_nav", 9): "b"}
"""Each exported set's question root: the 9x9 mazes share task ids with the 5x5 ones, so they
are scored from a root of their own."""


def _datagen(*args: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "datagen", *args], check=True, cwd=ROOT, stdout=subprocess.DEVNULL
    )


def make_questions(out: Path, seed: int) -> dict[tuple[str, int], tuple[str, dict[str, Any]]]:
    """Export three rotation puzzles and six mazes; ``(task, question) -> (root, metadata)``."""
    qa, qb = out / "questions_a", out / "questions_b"
    common = ["--pairs-per-domain", "3", "--no-progress", "--workers", "1"]
    _datagen("--task", "rotation_puzzle", "--out", str(qa), "--seed", str(seed), *common)
    _datagen(
        "--task",
        "maze_nav",
        "--shapes",
        "triangle",
        "C",
        "Z",
        "--size",
        "5",
        "--out",
        str(qa),
        "--seed",
        str(seed),
        *common,
    )
    _datagen(
        "--task",
        "maze_nav",
        "--shapes",
        "Z",
        "C",
        "triangle",
        "--size",
        "9",
        "--out",
        str(qb),
        "--seed",
        str(seed + 1),
        *common,
    )
    metas: dict[tuple[str, int], tuple[str, dict[str, Any]]] = {}
    for task, root, first in (
        ("rotation_puzzle", "a", 0),
        ("maze_nav", "a", 0),
        ("maze_nav", "b", 3),
    ):
        folder = out / f"questions_{root}" / f"{task}_task"
        for k, q in enumerate(sorted(p for p in folder.iterdir() if p.is_dir())):
            metas[(task, first + k)] = (
                root,
                json.loads((q / "question_metadata.json").read_text()),
            )
    return metas


def boards_of(
    metas: dict[tuple[str, int], tuple[str, dict[str, Any]]],
) -> dict[tuple[str, int], tuple[float, float, float, float]]:
    """Each question's board box in canvas px (the task's own ``content_box``)."""
    return {
        key: tuple(float(v) for v in TASKS[key[0]].content_box(meta))
        for key, (_, meta) in metas.items()
    }


def scene_of(
    d: Draw, metas: dict[tuple[str, int], tuple[str, dict[str, Any]]], rng: np.random.Generator
) -> list[Shot]:
    """The canvas frames of draw ``d``."""
    _, meta = metas[(d.task, d.question)]
    if d.kind == "blank":
        value = int(rng.choice([0, 16, 128, 235]))
        img = np.full((512, 768, 3), value, np.uint8)
        return [Shot(img, None, puzzle=False, state=("blank",))] * int(rng.integers(18, 30))
    if d.task == "rotation_puzzle":
        return rotation_scene(meta, d.kind, rng)
    other = metas[("maze_nav", (d.question + 3) % 6)][1] if d.kind == "other_maze" else None
    return maze_scene(meta, d.kind, rng, other)


def make_video(
    d: Draw, metas: dict[tuple[str, int], tuple[str, dict[str, Any]]], seed: int, videos: Path
) -> tuple[str, dict[str, Any]]:
    """Render and encode draw ``d`` under ``videos/<root>/<name>/<task>_task/<task_id>/video/``
    (VMEvalKit's layout, the video's name as the model's); returns the path and its labels."""
    rng = video_rng(seed, d.category, int(d.name.rsplit("_", 1)[1]))
    rng = np.random.default_rng(rng.integers(2**63))  # the scene's draws apart from the plan's
    root, meta = metas[(d.task, d.question)]
    shots = deliver(scene_of(d, metas, rng), d.look, rng)
    frames = render(shots, d.look, rng)
    folder = videos / root / d.name / f"{d.task}_task" / meta["task_id"] / "video"
    folder.mkdir(parents=True, exist_ok=True)
    path = encode(str(folder / "video"), frames, d.look)
    return path, labels_of(shots)


def _same(expected: Any, got: Any, column: str) -> bool | None:
    """True / False whether a definite verdict agrees; None when the scorer left it unknown."""
    if column == "first_solved_frame":
        if got in ("", None):
            return None if expected != -1 else True
        if expected == -1:
            return False
        return abs(int(float(got)) - int(expected)) <= 1
    if got in ("", None):
        return None
    return str(got).lower() == str(expected).lower()


def compare(row: dict[str, str], expected: dict[str, Any], group: str) -> dict[str, Any]:
    """Wrong definite verdicts, labelled verdicts left unknown, and for ``outside`` videos the
    verdicts given at all (unknown expected)."""
    wrong, unknown, definite = [], [], []
    for column in VERDICTS:
        want = expected.get(column)
        got = row.get(column, "")
        if want is None:
            if group == "outside" and column == "solved" and got not in ("", None):
                definite.append(f"{column}={got}")
            continue
        same = _same(want, got, column)
        if same is False:
            wrong.append(f"{column}={got or 'none'} (want {want})")
        elif same is None:
            unknown.append(column)
        if group == "outside" and column == "solved" and got not in ("", None):
            definite.append(f"{column}={got}")
    return {
        "wrong": wrong,
        "unknown": unknown,
        "definite": definite,
        "solved_unknown": row.get("solved", "") in ("", None),
    }


def score(questions: Path, videos: Path, out_csv: Path) -> list[dict[str, str]]:
    """``python -m datagen score`` on one root; the rows."""
    import csv

    subprocess.run(
        [sys.executable, "-m", "datagen", "score", "--questions", str(questions), "--videos", str(videos),
         "--out", str(out_csv), "--no-progress"],
        check=True, cwd=ROOT, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    with open(out_csv, newline="") as f:
        return list(csv.DictReader(f))


def report(
    labels: dict[str, dict[str, Any]],
    rows: dict[tuple[str, str], dict[str, str]],
    task_ids: dict[tuple[str, int], str],
) -> None:
    """Print the table per group and category, then each wrong or unknown video with its draw."""
    table: dict[tuple[str, str], dict[str, int]] = defaultdict(lambda: defaultdict(int))
    failures = []
    for name, info in labels.items():
        row = rows.get((name, task_ids[(info["task"], info["question"])]))
        key = (info["group"], info["category"])
        t = table[key]
        t["videos"] += 1
        if row is None:
            t["missing"] += 1
            failures.append((name, info, {"wrong": ["no row"], "unknown": [], "definite": []}))
            continue
        c = compare(row, info["labels"], info["group"])
        t["wrong"] += bool(c["wrong"])
        t["unknown"] += bool(c["unknown"])
        t["solved_unknown"] += c["solved_unknown"]
        want = info["labels"].get("first_solved_frame")
        if want is not None and want >= 0:
            t["first_labelled"] += 1
            t["first_ok"] += (
                _same(want, row.get("first_solved_frame"), "first_solved_frame") is True
            )
        if info["group"] == "outside":
            t["definite"] += bool(c["definite"])
        if c["wrong"] or c["unknown"] or c["definite"]:
            failures.append((name, info, c | {"row": row}))
    print(
        f"{'group':8} {'category':22} {'videos':>6} {'wrong':>5} {'unknown':>7} {'solved?':>7} {'first±1':>8} {'definite':>8}"
    )
    for group in ("inside", "beyond", "outside"):
        total: dict[str, int] = defaultdict(int)
        for (g, category), t in sorted(
            table.items(), key=lambda kv: list(CATEGORIES).index(kv[0][1])
        ):
            if g != group:
                continue
            for k, v in t.items():
                total[k] += v
            print(f"{g:8} {category:22} {t['videos']:6} {t['wrong']:5} {t['unknown']:7} {t['solved_unknown']:7} "
                  f"{t['first_ok']:>4}/{t['first_labelled']:<3} {t['definite'] if g == 'outside' else '':>8}")  # fmt: skip
        if total:
            share = 100 * total["unknown"] / max(1, total["videos"])
            print(f"{group:8} {'all':22} {total['videos']:6} {total['wrong']:5} {total['unknown']:7} {total['solved_unknown']:7} "
                  f"{total['first_ok']:>4}/{total['first_labelled']:<3} {total['definite'] if group == 'outside' else '':>8}"
                  f"   ({share:.1f}% with a labelled verdict unknown)")  # fmt: skip
    print("\nwrong / unknown videos (outside: any definite `solved`), with their draws:")
    for name, info, c in failures:
        row = c.get("row", {})
        why = "; ".join(filter(None, [
            "WRONG " + ", ".join(c["wrong"]) if c["wrong"] else "",
            "unknown " + ", ".join(c["unknown"]) if c["unknown"] else "",
            "definite " + ", ".join(c["definite"]) if c["definite"] else "",
        ]))  # fmt: skip
        reason = (row.get("reason") or "")[:90]
        print(f"  {info['group']:7} {name:24} {info['task']:15} {info['kind']:11} {why}")
        print(f"           {info['look']}")
        if reason or row.get("problems"):
            print(f"           reason: {reason}  problems: {(row.get('problems') or '')[:90]}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--quick", action="store_true", help="two videos of each category (one per task)"
    )
    ap.add_argument("--seed", type=int, default=11, help="the set's seed (default 11)")
    ap.add_argument(
        "--out",
        type=Path,
        default=None,
        help="folder for the questions, videos and scores (default: a temporary one)",
    )
    args = ap.parse_args(argv)
    if args.seed < 0:
        ap.error(f"--seed {args.seed} is not allowed; allowed: a non-negative integer")
    out = args.out or Path(tempfile.mkdtemp(prefix="realstyle_v11_"))
    out.mkdir(parents=True, exist_ok=True)
    metas = make_questions(out, args.seed)
    draws = plan(args.seed, boards_of(metas), quick=args.quick)
    t0 = time.process_time()
    labels: dict[str, dict[str, Any]] = {}
    for d in draws:
        path, lab = make_video(d, metas, args.seed, out / "videos")
        labels[d.name] = {"labels": lab, "group": d.group, "category": d.category, "task": d.task, "kind": d.kind,
                          "question": d.question, "path": os.path.relpath(path, out), "look": d.look.brief()}  # fmt: skip
    (out / "labels.json").write_text(json.dumps(labels, indent=1, sort_keys=True))
    made = time.process_time() - t0
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # Every video folder is a "model" that answered one question; the scorer lists the others
    # of its root as missing, so a row is found by model and question.
    rows: dict[tuple[str, str], dict[str, str]] = {}
    for root in sorted({r for r, _ in metas.values()}):
        if (out / "videos" / root).is_dir():
            for row in score(
                out / f"questions_{root}", out / "videos" / root, out / f"scores_{root}.csv"
            ):
                rows[(row["model"], row["task_id"])] = row
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    print(f"set v11 (seed {args.seed}{', quick' if args.quick else ''}): {len(draws)} videos in {out}; "
          f"rendering {made:.0f} CPU s, scoring {cpu:.0f} CPU s")  # fmt: skip
    report(labels, rows, {key: meta["task_id"] for key, (_, meta) in metas.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Robustness of ``python -m datagen score`` on real-looking model output, and its speed.

Our ground-truth solution videos for both tasks, put through each row of the robustness table
(:data:`datagen.robustness.CASES`: every transformation a video model applies -- sizes, aspect,
letterbox, crop, blur, drift, a blurred last frame, a drifting camera -- as H.264 at 24 fps, and
one of them at 8 fps and as VP9 webm), are scored; ``tests/datagen/test_score_robustness.py``
runs the same table. Every video ends solved, so a readable last frame that is not read as
solved is a wrong reading: the ``wrong`` column must be 0. ``unreadable`` is the scorer saying so (with a reason)
where it could not read; ``videos/s`` counts decoding and reading every frame.

    python benchmarks/bench_score.py [--questions 2]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from datagen import maze_nav, rotation_puzzle
from datagen.robustness import CASES, write_case
from datagen.score import score


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--questions", type=int, default=2, help="questions per task")
    args = p.parse_args()
    print(f"{'task':16s} {'transformation':24s} {'encoding':16s} {'correct':>8s} {'wrong':>6s} "
          f"{'unread':>7s} {'videos/s':>9s}")  # fmt: skip
    wrong_total = 0
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for module in (rotation_puzzle, maze_nav):
            data = module.create_dataset(
                num_samples=args.questions, seed=0, out_dir=root / "q", workers=1
            )
            task = module.TASK
            folder = Path(data["metadata"]["folder"])
            clips = {
                pair["id"]: task.video_frames(pair[task.data_key], 4) for pair in data["pairs"]
            }
            for name, encoding in CASES:
                videos = root / f"v-{task.name}-{len(list(root.iterdir()))}"
                videos.mkdir()
                for task_id, frames in clips.items():
                    write_case(str(videos / task_id), frames, name, encoding)
                start = time.perf_counter()
                report = score(folder, videos, root / "scores.csv")
                elapsed = time.perf_counter() - start
                n = len(report.rows)
                correct = sum(bool(r["solved"]) for r in report.rows)
                wrong = sum(bool(r["readable"] and not r["solved"]) for r in report.rows)
                unread = n - correct - wrong
                wrong_total += wrong
                print(f"{task.name:16s} {name:24s} {encoding:16s} {correct / n:8.0%} "
                      f"{wrong / n:6.0%} {unread / n:7.0%} {n / elapsed:9.2f}")  # fmt: skip
    print(f"wrong readings in total: {wrong_total} (must be 0)")


if __name__ == "__main__":
    main()

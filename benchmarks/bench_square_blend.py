"""The labelled set behind ``datagen.rotation_puzzle.BLEND_LIMIT`` (a square is unknown when its
half-way fill/pipe pixels, or its misfit against its own pose, exceed it), split in two halves.

Six hard puzzles (seeds 100-105), each through what leaves a square readable (blur r=1.5 with
noise 4, blur r=2, a 150 kbit/s H.264 round trip) -- label *clean* -- and through what lays a
picture over it (dissolves at 30/50/70%, a 25-40% white box at three places) -- label
*overlaid*; the frame's largest square score is printed per half (even seeds tune, odd seeds
hold out). An overlaid frame whose box misses every pipe scores near 0: that is right, nothing
covers a square there.

    python benchmarks/bench_square_blend.py
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from datagen import rotation_puzzle as rp
from datagen.robustness import _noisy, blurred, write_envelope_video
from datagen.video import iter_frames
from envs.rotation_puzzle.decode import square_poses
from envs.rotation_puzzle.render import PIPE, SQUARE_FILL


def score(frame: np.ndarray) -> float:
    return max(max(p.blend, p.misfit) for p in square_poses(frame, (2, 2), SQUARE_FILL, PIPE))


def main() -> None:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(6):
            out = Path(tmp) / str(seed)
            data = rp.create_dataset(num_samples=1, seed=100 + seed, out_dir=out, workers=1,
                                     difficulties="hard")  # fmt: skip
            meta = data["pairs"][0][rp.TASK.data_key]
            gt = rp.TASK.video_frames(meta, 3)
            a, b = gt[0], gt[-1]
            rng = np.random.default_rng(seed)
            clean = [g for f in gt for g in (_noisy(1.5, 4.0)(f, rng), blurred(2.0)(f))]
            clean += list(iter_frames(Path(write_envelope_video(str(out / "v"), gt, "h264 150k"))))
            over = [np.clip(a * (1 - t) + b * t, 0, 255).astype(np.uint8) for t in (0.3, 0.5, 0.7)]
            for alpha in (0.25, 0.4):
                for x in (60, 300, 500):
                    g = b.copy()
                    patch = g[150:330, x : x + 200].astype(np.float32)
                    g[150:330, x : x + 200] = np.clip(patch * (1 - alpha) + 255 * alpha, 0, 255)
                    over.append(g)
            rows += [(seed, "clean", score(f)) for f in clean]
            rows += [(seed, "overlaid", score(f)) for f in over]
    limit = rp.BLEND_LIMIT
    for half, name in ((0, "tuning"), (1, "held out")):
        part = [r for r in rows if r[0] % 2 == half]
        c = [r[2] for r in part if r[1] == "clean"]
        o = sorted(r[2] for r in part if r[1] == "overlaid")
        print(f"{name:8s}: clean frames {len(c)}, max {max(c):.3f}, above {limit}: "
              f"{sum(v > limit for v in c)}; overlaid frames {len(o)}, above {limit}: "
              f"{sum(v > limit for v in o)} (scores {', '.join(f'{v:.2f}' for v in o[-6:])})")  # fmt: skip


if __name__ == "__main__":
    main()

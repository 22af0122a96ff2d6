"""What the shape registry's Chinese names and orientations cost the scorers, in one run.

Recognition builds its vocabulary from the registry; the Chinese keywords are one pattern run
only on replies with non-ASCII text. This prints microseconds per call for the same reply
written in English and in Chinese (typical, and padded to 200,000 characters of reasoning),
extended shapes on, and the ratio Chinese / English measured side by side; then the generation
scorer on a triangle as drawn and turned apex down (the orientation lookup), and their ratio.

Run: ``python benchmarks/bench_shape_names.py`` (a few seconds; ``--quick`` for fewer repeats).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np

from envs.maze_nav.constants import ALL_SHAPE_NAMES
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL
from envs.maze_nav.shape_registry import orient
from envs.maze_nav.shapes import place, templates
from envs.maze_nav.text import encode
from experiments.maze.scoring import score_generation, score_recognition

EN = "Looking at the open cells, the path turns inward at every corner.\nSHAPE: spiral\n"
ZH = "观察通道：路径在每个拐角处向内转。\nSHAPE: 螺旋形\n"
EN_LONG = "Let me trace the corridors row by row. " * 5200 + EN
ZH_LONG = "我们逐行分析这个迷宫的通道，然后向下走。" * 10000 + ZH


def _per_call(fn: Callable[[], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeats):
            fn()
        best = min(best, (time.perf_counter() - start) / repeats)
    return best * 1e6


def _triangle_reply(orientation: str) -> str:
    t = np.ascontiguousarray(orient(templates("triangle", 5)[0], orientation))
    codes = np.where(place(t, 5, 1, 0), CORRIDOR, WALL).astype(np.int8)
    cells = np.argwhere(codes != WALL)
    codes[tuple(cells[0])], codes[tuple(cells[-1])] = PLAYER, GOAL
    return "MAZE:\n" + encode(codes, "matrix")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats")
    args = parser.parse_args(argv)
    n, n_long = (200, 2) if args.quick else (2000, 5)
    shapes = tuple(ALL_SHAPE_NAMES)
    print(f"recognition, extended shapes on ({len(shapes)} shapes):")
    for label, en, zh, repeats in (
        ("typical", EN, ZH, n),
        (f"{len(ZH_LONG) // 1000}K chars", EN_LONG, ZH_LONG, n_long),
    ):
        assert score_recognition(en, "spiral", shapes=shapes).success
        assert score_recognition(zh, "spiral", shapes=shapes).success
        t_en = _per_call(lambda en=en: score_recognition(en, "spiral", shapes=shapes), repeats)
        t_zh = _per_call(lambda zh=zh: score_recognition(zh, "spiral", shapes=shapes), repeats)
        print(
            f"  {label:>10}: English {t_en:10.1f} us  Chinese {t_zh:10.1f} us  "
            f"ratio {t_zh / t_en:.2f}"
        )
    original = generate_maze(np.random.default_rng(0), "triangle", 5)
    drawn, turned = _triangle_reply("as drawn"), _triangle_reply("rotated 180")
    assert score_generation(turned, original, "matrix", "triangle").orientation == "rotated 180"
    t_drawn = _per_call(lambda: score_generation(drawn, original, "matrix", "triangle"), n)
    t_turned = _per_call(lambda: score_generation(turned, original, "matrix", "triangle"), n)
    print(
        f"generation: triangle as drawn {t_drawn:.1f} us  apex down {t_turned:.1f} us  "
        f"ratio {t_turned / t_drawn:.2f}"
    )


if __name__ == "__main__":
    main()

"""Frames per second for a 768×512 RotationPuzzle frame: ours next to matplotlib, same run.

The baseline is the approach other task kits use: draw the scene with matplotlib patches
(squares, pipe strokes, round joints) on a 768×512 figure and save it as PNG. Both renderers
draw the same puzzle and are timed twice:

- "array": the frame as a uint8 array (ours: ``render_frame``; matplotlib: draw the figure and
  read its RGBA buffer);
- "png": the frame saved as PNG bytes, each the way its pipeline saves frames: matplotlib with
  ``savefig(format="png")`` (what task kits call), ours with ``datagen.io.png_bytes``, the
  package's own deterministic PNG writer that every exported dataset frame goes through;
- "png (Pillow)": ours encoded by Pillow with default settings instead, for reference.

Ground-truth videos are made of frames caught part-way through a turn, so those are timed too:

- "mid-turn, video": the frames of solution videos (8 frames per turn) of a run of different
  puzzles, drawn one at a time as a dataset export streams them into its video writer
  (``iter_rotation_frames``; each frame is dropped once taken, so its memory is reused): one
  square turning at a time, each part-way square one OpenCV ``warpAffine`` of its tile, kept
  for the next turn at the same eased angle. This is the cost a dataset export pays per frame.
- "mid-turn, new angle": the same, one square turning, but at an angle never drawn before in
  every frame (nothing is cached by angle: a model-style video whose angles never repeat).
- "4 turning, new angles": every square at a new angle in every frame, the worst case.

Prints frames per second and the ratio ours / matplotlib. Times are this process's CPU time
(``time.process_time``), and each row is measured in rounds, ours then matplotlib in every round;
the ratio printed is the median over rounds of that round's ratio (frames per second are medians
too), so a burst of load on a shared machine tilts one round, not the result. Run:
``python benchmarks/bench_render.py`` (``--rounds``, ``--seconds`` per measurement).
"""

from __future__ import annotations

import argparse
import io
import time
from collections.abc import Callable

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.patches import Circle, Rectangle
from PIL import Image

from datagen.io import png_bytes
from envs.rotation_puzzle.generator import generate_puzzle
from envs.rotation_puzzle.logic import PuzzleState, current_patterns, solve
from envs.rotation_puzzle.render import (
    BACKGROUND,
    CANVAS_SIZE,
    JOINT_RADIUS_FRACTION,
    PIPE,
    PIPE_WIDTH_FRACTION,
    SQUARE_FILL,
    _sprite,
    iter_rotation_frames,
    render_frame,
    square_boxes,
)

DPI = 100


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{v:02x}" for v in rgb)


def matplotlib_figure(state: PuzzleState) -> plt.Figure:
    """The same scene drawn the straightforward matplotlib way (a fresh figure per frame)."""
    width, height = CANVAS_SIZE
    fig = plt.figure(figsize=(width / DPI, height / DPI), dpi=DPI, facecolor=_hex(BACKGROUND))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.set_axis_off()
    ax.set_facecolor(_hex(BACKGROUND))
    for (x0, y0, x1, y1), pattern in zip(
        square_boxes(state.grid), current_patterns(state), strict=True
    ):
        size = x1 - x0
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        ax.add_patch(Rectangle((x0, y0), size, size, facecolor=_hex(SQUARE_FILL), lw=0))
        line_width_pt = size * PIPE_WIDTH_FRACTION * 72 / DPI
        ends = ((cx, y0), (x1, cy), (cx, y1), (x0, cy))
        for on, (ex, ey) in zip(pattern, ends, strict=True):
            if on:
                ax.plot([cx, ex], [cy, ey], color=_hex(PIPE), lw=line_width_pt,
                        solid_capstyle="butt")  # fmt: skip
        ax.add_patch(Circle((cx, cy), size * JOINT_RADIUS_FRACTION, color=_hex(PIPE), lw=0))
    return fig


def mpl_array(state: PuzzleState) -> np.ndarray:
    fig = matplotlib_figure(state)
    fig.canvas.draw()
    frame = np.asarray(fig.canvas.buffer_rgba())[..., :3].copy()
    plt.close(fig)
    return frame


def mpl_png(state: PuzzleState) -> bytes:
    fig = matplotlib_figure(state)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=DPI, facecolor=fig.get_facecolor())
    plt.close(fig)
    return buf.getvalue()


def ours_png(state: PuzzleState, angles: list[float] | None = None) -> bytes:
    return png_bytes(render_frame(state, angles))


def ours_png_pillow(state: PuzzleState, angles: list[float] | None = None) -> bytes:
    buf = io.BytesIO()
    Image.fromarray(render_frame(state, angles)).save(buf, format="png")
    return buf.getvalue()


def fps(fn: Callable[[], object], seconds: float) -> float:
    """Calls per second of ``fn`` over at least ``seconds`` (after one warm-up call)."""
    fn()
    calls, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds or calls < 3:
        fn()
        calls += 1
    return calls / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.4, help="CPU time per measurement")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per row (median taken)")
    args = parser.parse_args()
    state = generate_puzzle(np.random.default_rng(0), (2, 2), "hard")
    assert mpl_array(state).shape == render_frame(state).shape == (512, 768, 3)
    rows = [
        ("array", lambda s: fps(lambda: render_frame(state), s), lambda: mpl_array(state)),
        ("png", lambda s: fps(lambda: ours_png(state), s), lambda: mpl_png(state)),
        ("png (Pillow)", lambda s: fps(lambda: ours_png_pillow(state), s), lambda: mpl_png(state)),
        ("array, mid-turn, video", video_fps, lambda: mpl_array(state)),
        ("array, mid-turn, new angle", new_angle_fps, lambda: mpl_array(state)),
        ("array, 4 turning, new angles", cold_fps, lambda: mpl_array(state)),
    ]
    print(f"{'output':<26}{'ours fps':>12}{'matplotlib fps':>16}{'ratio':>9}"
          f"   (median of {args.rounds} rounds)")  # fmt: skip
    for name, ours, baseline in rows:
        a, b = [], []
        for _ in range(args.rounds):
            a.append(ours(args.seconds))
            b.append(fps(baseline, args.seconds))
        ratio = float(np.median(np.divide(a, b)))
        print(f"{name:<26}{np.median(a):>12.1f}{np.median(b):>16.1f}{ratio:>8.1f}x")


def video_fps(seconds: float) -> float:
    """Frames per second of solution videos of successive puzzles, from empty caches."""
    _sprite.cache_clear()
    frames, seed, start = 0, 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds or seed < 3:
        state = generate_puzzle(np.random.default_rng(seed), (2, 2), "hard")
        for _ in iter_rotation_frames(state, solve(state), frames_per_turn=8):
            frames += 1
        seed += 1
    return frames / elapsed


def new_angle_fps(seconds: float) -> float:
    """Frames per second with one square at a new angle in every frame."""
    state = generate_puzzle(np.random.default_rng(0), (2, 2), "hard")
    rng = np.random.default_rng(1)
    angles = [float(a) for a in state.angles]
    frames, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds or frames < 3:
        turning = angles.copy()
        turning[frames % state.num_squares] += float(rng.uniform(1.0, 89.0))
        render_frame(state, turning)
        frames += 1
    return frames / elapsed


def cold_fps(seconds: float) -> float:
    """Frames per second with every square at a new angle in every frame."""
    state = generate_puzzle(np.random.default_rng(0), (2, 2), "hard")
    rng = np.random.default_rng(1)
    frames, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds or frames < 3:
        render_frame(state, list(rng.uniform(1.0, 89.0, state.num_squares)))
        frames += 1
    return frames / elapsed


if __name__ == "__main__":
    main()

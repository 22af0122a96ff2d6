"""The test renderers' wobble (``datagen.testing.realstyle_render.wobble``,
``datagen.envelope_style.wobbled``) against the whole-grid form they had before 28 Nov 2026,
measured side by side in one run: the same bytes (checked here on every frame), the CPU ratio
printed.

Each factor of the displacement varies along one axis only, so the sines are computed on one
row and one column and broadcast instead of on every pixel.

    python benchmarks/bench_wobble.py
"""

from __future__ import annotations

import math
import time

import numpy as np

from datagen.envelope_style import wobbled
from datagen.testing.realstyle_render import wobble


def whole_grid_wobble(frame, t, px, wave, waves):
    """The realstyle wobble as it was: every sine on the whole H x W grid."""
    import cv2

    h, w = frame.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    phase = 2 * math.pi * 1.5 * t
    dx = (px * np.sin(2 * math.pi * ys / (wave * h) + phase + waves[0])
          * np.cos(2 * math.pi * xs / (1.5 * wave * w) + waves[1]))  # fmt: skip
    dy = (px * np.sin(2 * math.pi * xs / (wave * w) + phase + waves[2])
          * np.cos(2 * math.pi * ys / (1.5 * wave * h) + waves[3]))  # fmt: skip
    return cv2.remap(frame, xs + dx.astype(np.float32), ys + dy.astype(np.float32),
                     cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)  # fmt: skip


def whole_grid_wobbled(frame, t, px):
    """The robustness wobble as it was."""
    import cv2

    h, w = frame.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    k = 2 * np.pi / max(w, h)
    mx = xx + px * np.sin(yy * k * 1.3 + 6.0 * t).astype(np.float32)
    my = yy + px * np.sin(xx * k * 1.1 + 4.0 * t + 1.0).astype(np.float32)
    return cv2.remap(frame, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _cpu(fn, calls) -> tuple[float, list[np.ndarray]]:
    start = time.process_time()
    out = [fn(*args) for args in calls]
    return time.process_time() - start, out


def main() -> None:
    rng = np.random.default_rng(28)
    frame = rng.integers(0, 256, (512, 768, 3), dtype=np.uint8)  # the canvas size
    waves = rng.uniform(0, 2 * math.pi, 4)
    times = [float(t) for t in np.linspace(0, 1, 25)]
    pairs = {
        "realstyle_render.wobble": (
            whole_grid_wobble,
            wobble,
            [(frame, t, 2.0, 0.55, waves) for t in times],
        ),
        "envelope_style.wobbled": (whole_grid_wobbled, wobbled, [(frame, t, 2.0) for t in times]),
    }
    print(f"{'function':22s} {'before s':>9s} {'after s':>8s}  ratio  same bytes")
    for name, (before, after, calls) in pairs.items():
        old_s, old = _cpu(before, calls)
        new_s, new = _cpu(after, calls)
        same = all(np.array_equal(a, b) for a, b in zip(old, new, strict=True))
        print(f"{name:22s} {old_s:9.3f} {new_s:8.3f}  {old_s / new_s:4.1f}x  {same}")
        assert same, name


if __name__ == "__main__":
    main()

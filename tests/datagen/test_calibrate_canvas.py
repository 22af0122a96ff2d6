"""The per-frame shortcuts of ``Calibration.canvas`` and ``Calibration.track``: a region's canvas
is the whole frame's warp there (only its sampled pixels converted) and the background elsewhere;
the quarter-size grey picture reduced block by block is the whole canvas's reduction."""

from __future__ import annotations

import numpy as np
import pytest

from datagen.calibrate import Calibration
from envs.frames import CANVAS_SIZE

cv2 = pytest.importorskip("cv2")

# (video size, scale, offset, region): inside the frame, hanging off each side, and cut by it.
CASES = [
    ((1280, 720), 1.4, (40.0, 3.0), (30.5, 40.2, 700.7, 480.0)),
    ((1280, 720), 1.1, (-90.0, -60.0), (-32.0, -32.0, 800.0, 544.0)),
    ((854, 480), 0.9, (500.0, 300.0), (3.0, 1.0, 767.9, 511.2)),
    ((720, 1280), 0.94, (0.0, 400.0), (100.0, 10.0, 402.0, 300.0)),
]


def _calibration(size: tuple[int, int], k: float, offset: tuple[float, float]) -> Calibration:
    warp = np.array([[k, 0.01, offset[0]], [-0.01, k * 1.01, offset[1]]], np.float64)
    return Calibration(
        warp=warp,
        gain=np.array([0.9, 1.0, 1.1]),
        offset=np.array([5.0, 0.0, -5.0]),
        size=size,
        correlation=1.0,
        reference=np.zeros((CANVAS_SIZE[1] // 4, CANVAS_SIZE[0] // 4), np.float32),
        background=(30, 120, 200),
    )


@pytest.mark.parametrize(("size", "k", "offset", "region"), CASES)
def test_region_canvas_is_the_whole_frames_warp_there_and_background_elsewhere(
    size, k, offset, region
) -> None:
    frame = np.random.default_rng(0).integers(0, 256, (size[1], size[0], 3), np.uint8)
    cal = _calibration(size, k, offset)
    whole = cal.canvas(frame, cal.warp)
    part = cal.canvas(frame, cal.warp, region)
    assert whole is not None and part is not None and part.shape == whole.shape
    x0, y0 = max(0, int(region[0])), max(0, int(region[1]))
    x1, y1 = (
        min(CANVAS_SIZE[0], int(np.ceil(region[2]))),
        min(CANVAS_SIZE[1], int(np.ceil(region[3]))),
    )
    inside = np.abs(part[y0:y1, x0:x1, :3].astype(int) - whole[y0:y1, x0:x1, :3].astype(int))
    # The map moved by whole pixels onto the crop rounds OpenCV's fixed-point coordinates
    # once in a while: at most one grey level, on under 1% of the pixels (of a noise frame).
    assert inside.max() <= 1 and np.count_nonzero(inside) <= 0.01 * inside.size
    outside = np.ones(part.shape[:2], bool)
    outside[y0:y1, x0:x1] = False
    assert np.all(part[outside][:, :3] == cal.seen(cal.background))


@pytest.mark.parametrize(("size", "k", "offset", "region"), CASES)
def test_quarter_size_grey_reduced_by_blocks_is_the_whole_reduction(
    size, k, offset, region
) -> None:
    frame = np.random.default_rng(1).integers(0, 256, (size[1], size[0], 3), np.uint8)
    cal = _calibration(size, k, offset)
    canvas = cal.canvas(frame, cal.warp, region)
    assert canvas is not None
    quarter = (CANVAS_SIZE[0] // 4, CANVAS_SIZE[1] // 4)
    whole = cv2.cvtColor(cv2.resize(canvas, quarter, interpolation=cv2.INTER_AREA),
                         cv2.COLOR_RGBA2GRAY)  # fmt: skip
    assert np.array_equal(cal._small(canvas, region), whole)
    assert np.array_equal(cal._small(canvas, None), whole)

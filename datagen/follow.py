"""Following the camera more firmly than one frame's fit over the puzzle's region: the fits a
read frame is given again when its own leaves the reading unsure or fails.

**Over the whole picture** (:func:`fit_whole`). The scorer (:mod:`datagen.score`) registers
each read frame over the puzzle's region only (:data:`datagen.score.REGION_MARGIN` around the
drawn content): the rest of the canvas is flat background, and the region's fit costs a
fraction of the whole canvas's. On a small board whose squares have turned, little in the
region pins the zoom, and a fit followed over many frames of a slow zoom and roll can settle a
few px off at the board's corners (set v14: a 1080p VP9 wrong move at 400 kbit/s, zoom 0.969
and roll 2.3° at its end, fitted at 0.991 and 2.4°, correlation 0.962; one square read 4.7 px
off its place on its last two read frames). The picture's own edges, against the bars or the
fill around it, pin the zoom: a fit over the whole canvas from the same map lands on 0.968 and
2.3° (0.9989).

**By roll and shift alone** (:func:`fit_rigid`, :mod:`datagen.rigid_fit`), once a frame's
affine fits have failed: a wobble bending a small board looks like a skew to the affine fit.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from datagen.calibrate import Calibration, Track


def fit_whole(
    calibration: Calibration,
    frame: np.ndarray,
    track: Track,
    region: Sequence[float] | None,
) -> Track | None:
    """``frame`` registered over the whole canvas from ``track``'s map, warped onto the canvas
    over ``region`` as ``track`` is (what the readers see); None unless that fit is the puzzle
    and correlates better than ``track``'s (over its own pixels, which include the region's)."""
    whole = calibration.track(frame, track.warp, None)
    if whole is None or not whole.is_puzzle or whole.correlation <= track.correlation:
        return None
    canvas = calibration.canvas(frame, whole.warp, region)
    if canvas is None:
        return None
    canvas.setflags(write=False)
    return Track(whole.warp, whole.correlation, whole.contrast, whole.motion, canvas, whole.level)


def fit_rigid(
    calibration: Calibration,
    frame: np.ndarray,
    start: np.ndarray,
    region: Sequence[float] | None,
) -> Track | None:
    """``frame`` registered by the camera's roll and shift alone from ``start``
    (:mod:`datagen.rigid_fit`), asked for once its affine fits failed; None unless that
    registers it as the puzzle."""
    found = calibration.track(frame, start, region, rigid=True)
    return found if found is not None and found.is_puzzle else None

"""The camera's roll and shift alone, fitted where the full affine fit comes out uneven.

A read frame is registered by an affine correction from the previous frame's map
(:meth:`datagen.calibrate.Calibration.track`), refused when uneven (unequal scales or a skew
beyond :data:`datagen.calibrate.TRACK_ANISOTROPY`): a camera pans, zooms and rolls, it does not
squash. But a non-rigid wobble within the envelope (±2 px) bends a small board locally, and
over the few pixels a 2×2 board's region offers, an affine fit takes the bend for a skew (set
v14: a portrait answer over a blurred fill, 1.8 px of wobble, a fit of 0.990 with a skew of
0.05 on three frames of a flickering picture). Refused, such a frame was read through an
older frame's map, a square a few px off there, and ``squares_kept`` was unknown. Between two
read frames the camera's zoom changes by well under 1%, so a rotation and shift from the
previous map (ECC's Euclidean model) is a camera motion that needs no evenness test.
"""

from __future__ import annotations

import numpy as np


def rigid_fit(
    reference: np.ndarray,
    small: np.ndarray,
    mask: np.ndarray,
    iterations: int,
    blur: int,
    eps: float,
) -> tuple[float, np.ndarray] | None:
    """ECC's Euclidean correction (roll and shift) of ``small`` onto ``reference`` over
    ``mask`` from the identity, ``(correlation, 2×3)``, or None when it does not converge."""
    import cv2  # the caller (datagen.calibrate) has checked that OpenCV is installed

    criteria = (cv2.TERM_CRITERIA_EPS | cv2.TERM_CRITERIA_COUNT, iterations, eps)
    try:
        cc, a = cv2.findTransformECCWithMask(
            reference, small, mask, np.ones(small.shape[:2], np.uint8),
            np.eye(2, 3, dtype=np.float32), cv2.MOTION_EUCLIDEAN, criteria, blur,
        )  # fmt: skip
    except cv2.error:
        return None
    if not np.isfinite(cc) or not np.all(np.isfinite(a)):
        return None
    return float(cc), a.astype(np.float64)

"""How far the camera may move before a video is not read: the limits and the test.

Apart from :mod:`datagen.score` (same code) so that the scorer's file does not grow.
"""

from __future__ import annotations

from envs.frames import CANVAS_SIZE

CAMERA_LIMITS = (0.06 * CANVAS_SIZE[0], (0.88, 1.12), 3.5)
"""Beyond these (largest shift in canvas px, zoom range, roll in degrees) the camera has left
the envelope (pan ±5%, zoom 0.9-1.1, roll ±3°, with a margin for the measurement) and the video
is unreadable, never read: a picture moved that far is no longer the question's framing."""


def camera_outside(shift: float, scale: float, angle: float) -> str:
    """Why a camera motion (largest shift in canvas px, zoom, roll in degrees, against the
    first puzzle frame) lies beyond :data:`CAMERA_LIMITS`, or ``""`` when it does not."""
    limit_shift, (lo, hi), limit_angle = CAMERA_LIMITS
    if shift > limit_shift:
        return f"shift {shift:.0f} canvas px > {limit_shift:.0f}"
    if not lo <= scale <= hi:
        return f"zoom {scale:.3f} outside {lo}..{hi}"
    if abs(angle) > limit_angle:
        return f"roll {angle:.1f} degrees, more than {limit_angle}"
    return ""

"""Set v18's delivery looks that no earlier set drew, each as video-model clips re-posted on the
web show them, applied to the delivered frame (after the camera, grading, the bars and set v15's
marks, before set v17's web looks), so they stay still while the camera moves.

``new`` is the draw's dict (``draws``); a look left out is not drawn. How each sits against the
envelope and ``REAL_STYLE_LIMITS`` (the region ``draws`` gives it):

- ``sharpen``: a platform's over-sharpening (an unsharp mask of amount 0.3-0.6 over a 1 px
  Gaussian), which rings a little on every edge: a contrast change on edges well within the
  envelope's ±15% contrast across the board's flat areas, so ``inside``.
- ``rounded``: the picture's corners rounded off into the bar colour (black where the bars are
  a blurred copy or the picture is stretched), the radius 4-8% of the picture's short side. The
  cut reaches at most 0.08 x 512 = 41 canvas px from a corner along an edge, and even the
  largest board's corner sits 161 canvas px from the left edge with a still camera (more than
  100 px with the envelope's pan and zoom), so no board pixel is cut: ``inside``.
- ``frame_line``: a thin line (2-4 output px) of one colour along the picture's edge, a
  "polaroid" or sticker frame: bars of a flat colour with a line between bars and picture;
  ``draws`` keeps the board at least 6 canvas px from the picture's edge, more than the line
  covers at any size, so ``inside``.
- ``chroma``: a "retro" filter's colour fringes, red moved 1 output px right and blue 1 px left.
  A sub-limit shift of two colour planes (the ``wobble`` limit is 2 px), ``inside``.

A clip played forwards then backwards (``boomerang``, as a "boomerang" repost does) is drawn
by ``draws`` and ``build``, not here; ``build`` labels it.
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from benchmarks.realstyle_v15.look import picture_box

NO_NEW: dict[str, Any] = {"sharpen": 0.0, "rounded": 0.0, "frame_line": None, "chroma": 0}
FRAME_LINE_COLOURS = ((245, 245, 245), (230, 200, 40), (200, 40, 120), (20, 20, 20))


def _sharpen(frame: np.ndarray, amount: float) -> np.ndarray:
    """An unsharp mask: the frame plus ``amount`` times its difference from a 1 px blur."""
    f = frame.astype(np.float32)
    soft = cv2.GaussianBlur(f, (0, 0), 1.0)
    return np.clip(np.rint(f + amount * (f - soft)), 0, 255).astype(np.uint8)


def _bar_colour(look: dict[str, Any]) -> tuple[int, int, int]:
    """The flat colour the corners are cut to: the bars', else black."""
    fill = look["fill"]
    return tuple(int(c) for c in fill) if isinstance(fill, list) else (0, 0, 0)


def _rounded(frame: np.ndarray, look: dict[str, Any], share: float) -> None:
    """Cut the picture's four corners, in place, to quarter circles of ``share`` of its short
    side, filled with the bar colour."""
    x0, y0, bw, bh = picture_box(look)
    r = max(2, round(share * min(bw, bh)))
    colour = np.array(_bar_colour(look), np.uint8)
    ys, xs = np.mgrid[0:r, 0:r]
    outside = (xs + 0.5 - r) ** 2 + (ys + 0.5 - r) ** 2 > r * r  # the top-left corner's cut
    H, W = frame.shape[:2]
    for flip_x, flip_y in ((False, False), (True, False), (False, True), (True, True)):
        cut = outside[:, ::-1] if flip_x else outside
        cut = cut[::-1] if flip_y else cut
        cx = x0 + bw - r if flip_x else x0
        cy = y0 + bh - r if flip_y else y0
        if cx < 0 or cy < 0 or cx + r > W or cy + r > H:
            continue
        frame[cy : cy + r, cx : cx + r][cut] = colour


def _frame_line(frame: np.ndarray, look: dict[str, Any], line: dict[str, Any]) -> None:
    """A line of ``line["width"]`` px and ``line["colour"]`` along the picture's edge, in place."""
    x0, y0, bw, bh = picture_box(look)
    t = int(line["width"])
    colour = tuple(int(c) for c in line["colour"])
    H, W = frame.shape[:2]
    x1, y1 = min(W, x0 + bw), min(H, y0 + bh)
    frame[y0 : y0 + t, x0:x1] = colour
    frame[y1 - t : y1, x0:x1] = colour
    frame[y0:y1, x0 : x0 + t] = colour
    frame[y0:y1, x1 - t : x1] = colour


def _chroma(frame: np.ndarray, shift: int) -> np.ndarray:
    """Red moved ``shift`` px right and blue ``shift`` px left, the edge columns repeated."""
    out = frame.copy()
    out[:, shift:, 0] = frame[:, :-shift, 0]
    out[:, :-shift, 2] = frame[:, shift:, 2]
    return out


def apply(frame: np.ndarray, look: dict[str, Any], new: dict[str, Any]) -> np.ndarray:
    """``frame`` (delivered at ``look["size"]``) with the draw's new looks."""
    out = frame
    if new["sharpen"]:
        out = _sharpen(out, new["sharpen"])
    if new["chroma"]:
        out = _chroma(out, int(new["chroma"]))
    if new["rounded"] or new["frame_line"]:
        out = out.copy() if out is frame else out
    if new["rounded"]:
        _rounded(out, look, new["rounded"])
    if new["frame_line"]:
        _frame_line(out, look, new["frame_line"])
    return out

"""Put a model's frame back on the question's 768×512 canvas before it is read.

Video models return other sizes and aspect ratios than they were shown: resized, stretched,
letterboxed or pillarboxed, slightly zoomed and cropped, or drifting. :func:`fit_canvas` finds
where the canvas sits in the frame and resamples it to the canvas, so the tasks' own readers
(:mod:`envs.rotation_puzzle.decode`, :func:`envs.maze_nav.render.read_frame`) see the picture
they were written for:

1. Uniform bars at the edges (letterbox / pillarbox) are cut; the rest is the canvas, stretched
   if need be (a 3:2 picture stretched to 16:9 is still readable).
2. The drawn content (pixels of the task's colours, e.g. the four squares) is located. When it
   sits where step 1 puts it, step 1's mapping is used; otherwise the frame was zoomed or the
   camera moved, and the mapping is refitted to the content -- only when the content keeps the
   question's proportions and a plausible size. Anything else (a square caught turning, a
   missing or moved square, a cut-off picture) is "unreadable" with the reason: the readers
   never see a guess.

Pure numpy and Pillow; never raises on the frame.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

CANVAS = (768, 512)  # width, height: every task's frame size
CONTENT_DISTANCE = 40.0  # RGB distance within which a pixel counts as one of the content colours
ROW_FRACTION = 0.3  # a row / column belongs to the content when this much of the busiest one is
BAR_STD = 6.0  # a letterbox bar is this uniform ...
BAR_DISTANCE = 30.0  # ... and this far from the background colour
FIT_TOLERANCE = (
    0.005  # content within 0.5% of the frame (+ 2 scan steps) of where the bars put it: no refit
)
ASPECT_TOLERANCE = 0.04  # a refit keeps the proportions within 4%
ZOOM_RANGE = (0.8, 1.3)  # a refit's scale against the bars' scale ("slightly cropped")
MAX_SIDE = 480  # frames are scanned at about this width (the fit, not the reading)


@dataclass(frozen=True)
class Fit:
    """Where the canvas sits in a frame.

    Attributes:
        canvas: the frame resampled to the canvas, ``512×768×3`` uint8 (None when unreadable).
        reason: why the frame cannot be read (empty when it can).
        refit: True when the mapping was refitted to the content (zoom or camera movement).
        shift: the content's offset from where the bars put it, in canvas pixels ``(dx, dy)``.
        plain: with a refit, the canvas as the bars alone put it (a single moved square also
            shifts the content's bounds; the scorer keeps the reading that moves fewer
            squares).
        mapping: ``(ox, oy, sx, sy)``: canvas pixel (x, y) is the frame's
            (ox + x * sx, oy + y * sy); :func:`apply_mapping` reuses it on the video's other
            frames (None when unreadable).
    """

    canvas: np.ndarray | None
    reason: str = ""
    refit: bool = False
    shift: tuple[float, float] = (0.0, 0.0)
    plain: np.ndarray | None = None
    mapping: tuple[float, float, float, float] | None = None


def _span(counts: np.ndarray) -> tuple[int, int] | None:
    if counts.size == 0 or counts.max(initial=0) <= 0:
        return None
    busy = np.flatnonzero(counts >= ROW_FRACTION * counts.max())
    return int(busy[0]), int(busy[-1]) + 1


def _content_mask(
    small: np.ndarray, colours: Sequence[Sequence[int]], background: Sequence[int]
) -> np.ndarray:
    """Pixels nearer a content colour than ``CONTENT_DISTANCE`` and than the background (the
    puzzle's fill is close to it). Squared integer distances: the same pixels as comparing
    Euclidean norms, a few times faster."""
    px = small.astype(np.int32)

    def dist2(colour: Sequence[int]) -> np.ndarray:
        d = px - np.asarray(colour, np.int32)
        return np.einsum("ijk,ijk->ij", d, d)

    near = np.min([dist2(c) for c in colours], axis=0)
    return (near < CONTENT_DISTANCE**2) & (near < dist2(background))


def _bars(small: np.ndarray, background: np.ndarray) -> tuple[int, int, int, int]:
    """``(top, bottom, left, right)`` rows / columns of uniform bars at the edges."""

    def bars(axis: int) -> np.ndarray:  # per row (axis=1) or column (axis=0): a bar?
        uniform = small.std(axis=axis).max(axis=1) < BAR_STD
        far = np.linalg.norm(small.mean(axis=axis) - background, axis=1) > BAR_DISTANCE
        return uniform & far

    def run(flags: np.ndarray) -> int:  # leading bars, at most half
        half = len(flags) // 2
        off = np.flatnonzero(~flags[:half])
        return int(off[0]) if off.size else half

    rows, cols = bars(1), bars(0)
    return run(rows), run(rows[::-1]), run(cols), run(cols[::-1])


def fit_canvas(
    frame: object,
    box: Sequence[float],
    colours: Sequence[Sequence[int]],
    background: Sequence[int],
) -> Fit:
    """The frame resampled to the canvas, or why it cannot be.

    Args:
        frame: an ``H×W×3`` (or ``×4``) uint8 image of any size.
        box: ``(x0, y0, x1, y1)``: where the task's drawn content sits on the canvas.
        colours: the content's colours (pipe and fill, walls and corridors...).
        background: the canvas background colour.
    """
    arr = np.asarray(frame) if isinstance(frame, np.ndarray) else None
    if arr is None or arr.ndim != 3 or arr.shape[2] not in (3, 4) or arr.dtype != np.uint8:
        shape = getattr(arr, "shape", None)
        return Fit(None, f"not an H×W×3 uint8 image (shape {shape})")
    h, w = arr.shape[:2]
    if h < 32 or w < 48:
        return Fit(None, f"image too small to read ({w}×{h})")
    arr = arr[..., :3]
    step = max(1, math.ceil(w / MAX_SIDE))
    small = arr[::step, ::step].astype(np.float32)
    bg = np.asarray(background, np.float32)
    top, bottom, left, right = _bars(small, bg)
    sh, sw = small.shape[:2]
    # The canvas under mapping (a): the frame between the bars, in full-resolution pixels.
    ax0, ay0 = left * step, top * step
    ax1, ay1 = min(w, (sw - right) * step), min(h, (sh - bottom) * step)
    if ax1 - ax0 < 48 or ay1 - ay0 < 32:
        return Fit(None, "the frame is one uniform colour (no picture)")
    asx, asy = (ax1 - ax0) / CANVAS[0], (ay1 - ay0) / CANVAS[1]

    mask = _content_mask(arr[::step, ::step], colours, background)
    rows, cols = _span(mask.sum(axis=1)), _span(mask.sum(axis=0))
    if rows is None or cols is None:
        return Fit(None, "no part of the picture has the task's colours")
    fx0, fx1 = cols[0] * step, min(w, cols[1] * step)
    fy0, fy1 = rows[0] * step, min(h, rows[1] * step)
    bx0, by0, bx1, by1 = (float(v) for v in box)
    # Where mapping (a) puts the content.
    px0, px1 = ax0 + bx0 * asx, ax0 + bx1 * asx
    py0, py1 = ay0 + by0 * asy, ay0 + by1 * asy
    tol_x, tol_y = FIT_TOLERANCE * w + 2 * step, FIT_TOLERANCE * h + 2 * step
    if (
        abs(fx0 - px0) <= tol_x
        and abs(fx1 - px1) <= tol_x
        and abs(fy0 - py0) <= tol_y
        and abs(fy1 - py1) <= tol_y
    ):
        return Fit(_resample(arr, ax0, ay0, asx, asy, background), mapping=(ax0, ay0, asx, asy))

    # Mapping (b): refit to the content, when it keeps the question's proportions.
    if fx0 <= step or fy0 <= step or fx1 >= w - step or fy1 >= h - step:
        return Fit(None, "the picture is cut off at the frame's edge (zoomed in too far)")
    sx, sy = (fx1 - fx0) / (bx1 - bx0), (fy1 - fy0) / (by1 - by0)
    # Stretched like the whole frame, or kept square by a model that cropped to fill.
    aspect = math.log(sx / sy)
    if min(abs(aspect - math.log(asx / asy)), abs(aspect)) > ASPECT_TOLERANCE:
        return Fit(
            None,
            "the drawn content does not keep the question's proportions "
            "(a square turning, moved or missing, or a wall added)",
        )
    zoom = math.sqrt((sx * sy) / (asx * asy))
    if not ZOOM_RANGE[0] <= zoom <= ZOOM_RANGE[1]:
        return Fit(None, f"the picture is zoomed {zoom:.2f}x against the question (allowed: "
                   f"{ZOOM_RANGE[0]}-{ZOOM_RANGE[1]})")  # fmt: skip
    ox, oy = fx0 - bx0 * sx, fy0 - by0 * sy
    shift = ((fx0 - px0) / asx, (fy0 - py0) / asy)
    return Fit(
        _resample(arr, ox, oy, sx, sy, background),
        refit=True,
        shift=shift,
        plain=_resample(arr, ax0, ay0, asx, asy, background),
        mapping=(ox, oy, sx, sy),
    )


def apply_mapping(
    frame: np.ndarray,
    mapping: tuple[float, float, float, float],
    size: tuple[int, int],
    background: Sequence[int],
) -> np.ndarray | None:
    """The canvas of ``frame`` under a mapping that :func:`fit_canvas` found on another frame of
    the same video (``size``: that frame's ``(width, height)``); None when the frame differs in
    size or type. Nothing is checked: the caller judges the result and falls back to
    :func:`fit_canvas` when it is not a clean picture."""
    arr = np.asarray(frame)
    if arr.ndim != 3 or arr.dtype != np.uint8 or (arr.shape[1], arr.shape[0]) != size:
        return None
    return _resample(arr[..., :3], *mapping, background)


def _resample(
    arr: np.ndarray, ox: float, oy: float, sx: float, sy: float, background: Sequence[int]
) -> np.ndarray:
    """The canvas whose pixel (x, y) is the frame's (ox + x * sx, oy + y * sy)."""
    if ox == 0 and oy == 0 and (arr.shape[1], arr.shape[0]) == CANVAS:
        return np.ascontiguousarray(arr)
    from PIL import Image

    extent = (ox, oy, ox + CANVAS[0] * sx, oy + CANVAS[1] * sy)
    src = Image.fromarray(np.ascontiguousarray(arr))
    if sx > 1.5 or sy > 1.5:  # shrinking a lot: average first, so thin strokes are not skipped
        factor = max(1, int(min(sx, sy)))
        src = src.reduce(factor)
        extent = tuple(v / factor for v in extent)  # type: ignore[assignment]
    out = src.transform(
        CANVAS,
        Image.Transform.EXTENT,
        extent,
        resample=Image.Resampling.BILINEAR,
        fillcolor=tuple(int(v) for v in background),
    )
    return np.asarray(out, dtype=np.uint8)

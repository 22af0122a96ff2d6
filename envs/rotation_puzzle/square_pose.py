"""Where each square of a RotationPuzzle frame sits and how far it is turned, from its pipes alone.

Used by the video scorer on frames it has calibrated (:mod:`datagen.calibrate`). Only the pipes
are read: under strong brightening the squares' fill and the background both clip to white, and
the pipes stay. Each L-shaped pipe (two perpendicular arms and a round joint) is summarised by
its moments: the second moments give its turn modulo 90° (a symmetric blur adds the same
variance along every axis, so it leaves the angle alone), the third moments which two arms it
has, the centroid where its joint is. Needs OpenCV; never raises on image content.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.rotation_puzzle.decode import as_rgb
from envs.rotation_puzzle.logic import check_grid
from envs.rotation_puzzle.render import CANVAS_SIZE, PIPE, SQUARE_FILL, layout, square_boxes

MISFIT_GATE = (0.015, 0.1, 4.0)
"""Area off an L's, blend, and joint px off the square's centre: below all three a pipe is not
fitted. The third: a pipe read off its place is fitted too, since two pictures blended (a
dissolve's step past the blend band: one L at 0.86, the other at 0.14 of the pipe weight) give
an L's area and no blend, yet moments that put the joint 30 px off and the L turned 10 degrees;
a square that slid still fits its own pose there, the blend does not."""
MISFIT_SCALE = 1.0  # a misfit share counts as this much blend (see SquarePose.blend)
BLEND_LOW, BLEND_HIGH = 64, 191  # pipe weight (x255) of a colour a third to two thirds of the way


@dataclass(frozen=True)
class SquarePose:
    """One square as its pipes show it.

    Attributes:
        dx, dy: the joint's offset from the square's place (canvas px).
        turn: degrees clockwise from the nearest quarter-turn, in (-45, 45].
        openings: the arms at that quarter-turn, ``(top, right, bottom, left)``.
        mass: pipe area seen, as a fraction of an L-shaped pipe's area (about 1 for a square;
            far from 1 for a missing square, a merged one or another kind of picture).
        blend: pixels half-way between fill and pipe, as a fraction of an L's area: a pipe's
            soft edges give a little (under 0.25 through blur and re-encoding); far more is a
            picture laid over the square (a dissolve, a watermark, a fade) that the pose cannot
            be trusted on.
        misfit: the share of a pipe's area (in blobs) where the pipe differs from the
            renderer's at the pose read (:func:`_misfit`): a pipe partly covered by a solid
            mark, or cut off by the edge of its place after sliding away.
    """

    dx: float
    dy: float
    turn: float
    openings: tuple[bool, bool, bool, bool]
    mass: float
    blend: float = 0.0
    misfit: float = 0.0


def pipe_weight(
    image: np.ndarray, fill: Sequence[float] = SQUARE_FILL, pipe: Sequence[float] = PIPE
) -> np.ndarray:
    """Per pixel, how far its colour lies from ``fill`` towards ``pipe`` (0..1, float32).

    Ramped from 0.2 to 0.8 of the way, symmetric about halfway, so a symmetric blur keeps each
    pipe's centroid and principal axes, and a fill or background a little off its calibrated
    colour (a flickering frame) weighs nothing. Needs OpenCV.
    """
    return pipe_weight_u8(image, fill, pipe).astype(np.float32) / 255.0


def pipe_weight_u8(image: np.ndarray, fill: Sequence[float], pipe: Sequence[float]) -> np.ndarray:
    """:func:`pipe_weight` times 255 as uint8: one OpenCV matrix transform per pixel, its
    saturation doing the clipping (an ``H×W×3`` or ``×4`` image; a fourth channel is ignored)."""
    import cv2

    arr = np.asarray(image)
    f = np.asarray(fill, np.float64)
    axis = np.asarray(pipe, np.float64) - f
    k = 255.0 * axis / float(axis @ axis) / 0.6
    row = [k[0], k[1], k[2]] + ([0.0] if arr.shape[2] == 4 else [])
    m = np.array([[*row, -float(k @ f) - 255.0 * 0.2 / 0.6]], np.float64)
    return cv2.transform(np.ascontiguousarray(arr), m)


@lru_cache(maxsize=16)
def l_reference(size: int) -> tuple[float, float]:
    """``(area, a)`` of the renderer's L pipe at ``size``: pipe area, and its centroid's offset
    from the joint along each arm (the same for every L by symmetry)."""
    from envs.rotation_puzzle.render import pipe_tile

    w = pipe_weight(pipe_tile(size, (False, True, True, False)))
    _, xs = np.mgrid[0:size, 0:size].astype(np.float64) + 0.5 - size / 2.0
    m = float(w.sum())
    return m, float((w * xs).sum() / m)


def square_poses(
    image: np.ndarray,
    grid: Sequence[int] = (2, 2),
    fill: Sequence[float] = SQUARE_FILL,
    pipe: Sequence[float] = PIPE,
) -> list[SquarePose]:
    """The pose of each square's L-shaped pipe on a canvas-sized frame (see :class:`SquarePose`).

    ``fill`` and ``pipe``: the two colours as they appear in ``image`` (a calibrated frame's
    colours after its correction). Pure numpy; never raises on the image.
    """
    g = check_grid(grid)
    rgb = as_rgb(image)
    size, gap = layout(g)
    boxes = square_boxes(g)
    if isinstance(rgb, str) or (rgb.shape[1], rgb.shape[0]) != CANVAS_SIZE:
        return [SquarePose(0.0, 0.0, 0.0, (False,) * 4, 0.0) for _ in boxes]  # type: ignore[arg-type]
    import cv2

    area, a = l_reference(size)
    pad = gap // 2  # a turning neighbour's pipes reach 160 - 71 = 89 px from this centre
    x_lo, y_lo = max(boxes[0][0] - pad, 0), max(boxes[0][1] - pad, 0)
    x_hi = min(boxes[-1][2] + pad, CANVAS_SIZE[0])
    y_hi = min(boxes[-1][3] + pad, CANVAS_SIZE[1])
    weight = pipe_weight_u8(np.asarray(image)[y_lo:y_hi, x_lo:x_hi], fill, pipe)
    out = []
    for x0, y0, x1, y1 in boxes:
        xa, ya = max(x0 - pad, 0), max(y0 - pad, 0)
        xb, yb = min(x1 + pad, CANVAS_SIZE[0]), min(y1 + pad, CANVAS_SIZE[1])
        window = weight[ya - y_lo : yb - y_lo, xa - x_lo : xb - x_lo]
        mo = cv2.moments(window)
        m = mo["m00"] / 255.0
        blend = cv2.countNonZero(cv2.inRange(window, BLEND_LOW, BLEND_HIGH)) / area
        if m < 0.05 * area:
            out.append(SquarePose(0.0, 0.0, 0.0, (False,) * 4, m / area, blend))  # type: ignore[arg-type]
            continue
        mx, my = mo["m10"] / mo["m00"] + xa + 0.5, mo["m01"] / mo["m00"] + ya + 0.5
        # The major axis of an L runs across its bisector, 45° from its arms.
        major = 0.5 * math.degrees(math.atan2(2 * mo["mu11"], mo["mu20"] - mo["mu02"]))
        turn = (major + 90.0) % 90.0 - 45.0
        if turn <= -45.0:
            turn += 90.0
        t = math.radians(turn)
        c, s = math.cos(t), math.sin(t)
        # Third moments along the square's own axes (turned back by its turn): which arms.
        mu30, mu21, mu12, mu03 = mo["mu30"], mo["mu21"], mo["mu12"], mo["mu03"]
        sx = (
            1.0
            if c**3 * mu30 + 3 * c * c * s * mu21 + 3 * c * s * s * mu12 + s**3 * mu03 > 0
            else -1.0
        )
        sy = (
            1.0
            if -(s**3) * mu30 + 3 * s * s * c * mu21 - 3 * s * c * c * mu12 + c**3 * mu03 > 0
            else -1.0
        )
        # The joint sits a from the centroid along each arm, against the arms' direction.
        jx = mx - (sx * a * c - sy * a * s)
        jy = my - (sx * a * s + sy * a * c)
        opens = (sy < 0, sx > 0, sy > 0, sx < 0)
        # Only a pipe already off an L's area or soft needs fitting (clean ones are within
        # 0.7% and 0.14): the fit is the costliest part of reading a square.
        misfit = (
            _misfit(window, size, opens, turn, jx - xa - 0.5, jy - ya - 0.5)
            if abs(m / area - 1.0) > MISFIT_GATE[0]
            or blend > MISFIT_GATE[1]
            or math.hypot(jx - (x0 + x1) / 2, jy - (y0 + y1) / 2) > MISFIT_GATE[2]
            else 0.0
        )
        pose = SquarePose(jx - (x0 + x1) / 2, jy - (y0 + y1) / 2, turn, opens,  # type: ignore[arg-type]
                          m / area, blend, misfit)  # fmt: skip
        out.append(pose)
    return out


@lru_cache(maxsize=64)
def _l_weight(size: int, opens: tuple[bool, bool, bool, bool]) -> np.ndarray:
    """The renderer's pipe weight (0..255 float32) of a square of ``size`` with ``opens``."""
    from envs.rotation_puzzle.render import pipe_tile

    return pipe_weight(pipe_tile(size, opens)) * np.float32(255.0)


def _misfit(
    window: np.ndarray,
    size: int,
    opens: tuple[bool, bool, bool, bool],
    turn: float,
    jx: float,
    jy: float,
) -> float:
    """How far a square's pipe weights (``window``) are from the renderer's pipe at the pose
    read (joint at ``(jx, jy)`` in the window, ``turn`` degrees), as pipe areas: a pipe partly
    covered (a watermark's solid mark), bent or torn does not fit its own pose. Under
    :data:`MISFIT_SCALE` for clean squares through blur and re-encoding."""
    import cv2

    tile = _l_weight(size, opens)
    c = (size - 1) / 2.0
    m = cv2.getRotationMatrix2D((c, c), -turn, 1.0)
    m[0, 2] += jx - c
    m[1, 2] += jy - c
    h, w = window.shape[:2]
    expected = cv2.warpAffine(tile, m, (w, h), flags=cv2.INTER_LINEAR,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=0.0)  # fmt: skip
    diff = cv2.absdiff(window.astype(np.float32), expected)
    # Differences of a blurred edge are thin; a covered part of a pipe is a blob.
    _, big = cv2.threshold(diff, 128.0, 1.0, cv2.THRESH_BINARY)
    big = cv2.morphologyEx(big, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    return MISFIT_SCALE * float(big.sum()) / float(tile.sum() / 255.0)

"""Read a RotationPuzzle state back out of a frame.

This is how a video model's last frame is scored without a human or an MLLM judge: the squares
sit at known places (:func:`envs.rotation_puzzle.render.square_boxes`), so the decoder samples
small patches in canvas coordinates, scaled to the image's size, and compares each patch's median
colour with the three colours of the specification:

- the canvas margin (and the spacing between squares) must be background -> ``background_ok``;
- each square must be filled right up to its four corners and show a pipe joint at its centre
  -> ``squares_ok`` (fails for a moved square, a square caught part-way through a turn, or a
  drifting camera);
- each side carries a pipe when the patch between the joint and the middle of that side is
  pipe-coloured, and carries none when it is fill-coloured.

Anything else (a patch matching no colour, another picture, a blank frame) makes the frame
"unreadable" with the reason; the decoder never guesses. Medians over patches make it robust to
resizing, JPEG/H.264 re-encoding and mild noise. Pure numpy; never raises on image content.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.rotation_puzzle.logic import check_grid, is_solved_openings
from envs.rotation_puzzle.pieces import SIDE_NAMES, as_pattern, rotate_pattern
from envs.rotation_puzzle.render import (
    BACKGROUND,
    CANVAS_SIZE,
    PIPE,
    PIPE_WIDTH_FRACTION,
    SQUARE_FILL,
    layout,
    square_boxes,
)

# Sample places, as fractions of the square size from its centre (see render.py's geometry:
# pipe half-width 0.10, joint radius 0.13, square half-size 0.50).
SIDE_SAMPLE = 0.33
SIDE_HALF = 0.05
CENTRE_HALF = 0.05
CORNER_SAMPLE = 0.42
CORNER_HALF = 0.035
EDGE_SAMPLE = 0.4
EDGE_OUT = 0.35  # fraction of the spacing outside the edge
# Largest Euclidean RGB distance at which a patch still counts as a colour of the spec.
TOLERANCE = 48.0
ASPECT_TOLERANCE = 0.04
MARGIN_MISSES_ALLOWED = 2  # of the 8 margin probes
PIECE_STROKE = 0.35  # of a pipe's width: thinner strokes (text) are not pipe pieces
PIECE_AREA = 0.1  # of a pipe's area: smaller blobs are not pipe pieces
STRAY_AREA = 8.0  # half-resolution px of stray pipe colour that cover a square

_REFS = {"background": BACKGROUND, "fill": SQUARE_FILL, "pipe": PIPE}


@dataclass(frozen=True, eq=False)
class FrameReading:
    """What a frame shows.

    Attributes:
        readable: True when every check passed and every side was read.
        reason: why the frame is unreadable (None when readable).
        openings: ``(n, 4)`` bool array of pictured connections ``[top, right, bottom, left]``
            per square, row-major; None when unreadable.
        solved: whether the pictured pipes form the solved network; None when unreadable.
        background_ok: the margin and spacing look like the background (None if not checked).
        squares_ok: per square, filled to its corners with a centre joint (None if not checked).
    """

    readable: bool
    reason: str | None = None
    openings: np.ndarray | None = None
    solved: bool | None = None
    background_ok: bool | None = None
    squares_ok: tuple[bool, ...] | None = None

    def angles_for(self, patterns: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        """Clockwise angles (smallest, degrees) giving ``patterns`` the pictured openings.

        None when unreadable, when the counts differ or when some square's picture cannot come
        from its pattern.
        """
        if self.openings is None or len(patterns) != self.openings.shape[0]:
            return None
        angles = []
        for p, seen in zip(patterns, self.openings, strict=True):
            target = as_pattern(seen)
            ks = [k for k in range(4) if rotate_pattern(p, k) == target]
            if not ks:
                return None
            angles.append(90 * ks[0])
        return tuple(angles)


def _unreadable(reason: str, **diagnostics: object) -> FrameReading:
    return FrameReading(readable=False, reason=reason, **diagnostics)  # type: ignore[arg-type]


class _Sampler:
    """Median colours of patches given in canvas coordinates, on an image of any size."""

    def __init__(self, image: np.ndarray) -> None:
        self.image = image
        h, w = image.shape[:2]
        self.sx = w / CANVAS_SIZE[0]
        self.sy = h / CANVAS_SIZE[1]

    def median(self, cx: float, cy: float, half: float) -> np.ndarray:
        h, w = self.image.shape[:2]
        x, y = cx * self.sx - 0.5, cy * self.sy - 0.5
        hx, hy = max(half * self.sx, 0.5), max(half * self.sy, 0.5)
        xa, xb = min(max(math.ceil(x - hx), 0), w - 1), min(max(math.floor(x + hx), 0), w - 1)
        ya, yb = min(max(math.ceil(y - hy), 0), h - 1), min(max(math.floor(y + hy), 0), h - 1)
        patch = self.image[ya : yb + 1, xa : xb + 1].reshape(-1, 3)
        k = patch.shape[0] // 2
        return np.partition(patch, k, axis=0)[k]  # the (upper) median, per channel

    def nearest(self, cx: float, cy: float, half: float) -> tuple[str, float]:
        r, g, b = (float(v) for v in self.median(cx, cy, half))
        best, best_dist = "", math.inf
        for name, (rr, gg, bb) in _REFS.items():
            dist = math.sqrt((r - rr) ** 2 + (g - gg) ** 2 + (b - bb) ** 2)
            if dist < best_dist:
                best, best_dist = name, dist
        return best, best_dist

    def is_colour(self, cx: float, cy: float, half: float, wanted: str) -> bool:
        name, dist = self.nearest(cx, cy, half)
        return name == wanted and dist <= TOLERANCE


def _as_rgb(image: object) -> np.ndarray | str:
    """The image as an (H, W, 3) uint8 array (a view), or the reason it is not one."""
    try:
        arr = np.asarray(image)
    except Exception:  # untrusted input: report, never raise
        return "not an array"
    if arr.ndim != 3 or arr.shape[2] not in (3, 4):
        return f"expected an H×W×3 or H×W×4 image, got shape {arr.shape}"
    if arr.dtype != np.uint8:
        return f"expected a uint8 image, got dtype {arr.dtype}"
    if arr.shape[0] < 32 or arr.shape[1] < 48:
        return f"image too small to read ({arr.shape[1]}×{arr.shape[0]})"
    return arr[..., :3]


def _background_points(
    grid: tuple[int, int],
) -> tuple[list[tuple[float, float, float]], list[tuple[float, float, float]]]:
    """(x, y, half) background probes: on the canvas margin, and at the spacing's crossings."""
    w, h = CANVAS_SIZE
    edge = 10.0
    margin = [
        (edge, edge, 6.0), (w - edge, edge, 6.0), (edge, h - edge, 6.0), (w - edge, h - edge, 6.0),
        (w / 2, edge, 6.0), (w / 2, h - edge, 6.0), (edge, h / 2, 6.0), (w - edge, h / 2, 6.0),
    ]  # fmt: skip
    rows, cols = grid
    gap = layout(grid)[1]
    spacing = []
    if gap >= 6:
        boxes = square_boxes(grid)
        for r in range(rows - 1):
            for c in range(cols - 1):
                _, _, x1, y1 = boxes[r * cols + c]
                spacing.append((x1 + gap / 2, y1 + gap / 2, gap / 4))
    return margin, spacing


def decode_frame(image: np.ndarray, grid: Sequence[int] = (2, 2)) -> FrameReading:
    """Recover each square's pictured pipe connections from a frame.

    Args:
        image: ``H×W×3`` (or ``×4``) uint8 array of any size with roughly the canvas's 3:2
            aspect; it is read at the scale ``W / 768``, ``H / 512``.
        grid: ``(rows, cols)`` of the pictured puzzle.

    Returns:
        A :class:`FrameReading`; ``readable=False`` with a reason when the frame is not a
        clean picture of the puzzle.

    Raises:
        ValueError: only for a bad ``grid`` argument, never for the image.
    """
    g = check_grid(grid)
    rgb = _as_rgb(image)
    if isinstance(rgb, str):
        return _unreadable(rgb)
    h, w = rgb.shape[:2]
    aspect = (w / h) / (CANVAS_SIZE[0] / CANVAS_SIZE[1])
    if abs(aspect - 1.0) > ASPECT_TOLERANCE:
        return _unreadable(f"aspect ratio {w}×{h} does not match the {CANVAS_SIZE} canvas")
    sampler = _Sampler(rgb)

    margin, spacing = _background_points(g)
    # A watermark or logo may cover a corner or two of the margin; the spacing must be clean.
    margin_misses = sum(not sampler.is_colour(x, y, r, "background") for x, y, r in margin)
    background_ok = margin_misses <= MARGIN_MISSES_ALLOWED and all(
        sampler.is_colour(x, y, r, "background") for x, y, r in spacing
    )

    size, gap = layout(g)
    boxes = square_boxes(g)
    squares_ok = []
    bad_square: str | None = None
    for i, (x0, y0, x1, y1) in enumerate(boxes):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        d, half = CORNER_SAMPLE * size, CORNER_HALF * size
        corners = all(
            sampler.is_colour(cx + sx * d, cy + sy * d, half, "fill")
            for sx in (-1, 1)
            for sy in (-1, 1)
        )
        joint = sampler.is_colour(cx, cy, CENTRE_HALF * size, "pipe")
        # Just outside each side, near its ends: where a turned square's corners would poke out.
        out, along = size / 2 + EDGE_OUT * gap, EDGE_SAMPLE * size
        edges = gap < 6 or all(
            sampler.is_colour(cx + nx * out + tx * along * k, cy + ny * out + ty * along * k,
                              gap / 5, "background")
            for (nx, ny), (tx, ty) in (((0, -1), (1, 0)), ((1, 0), (0, 1)),
                                       ((0, 1), (1, 0)), ((-1, 0), (0, 1)))
            for k in (-1, 1)
        )  # fmt: skip
        squares_ok.append(corners and joint and edges)
        if bad_square is None and not corners:
            bad_square = f"square {i} is not filled to its corners (moved, turning or missing)"
        elif bad_square is None and not edges:
            bad_square = f"square {i} reaches past its place (turned part-way or moved)"
        elif bad_square is None and not joint:
            bad_square = f"square {i} shows no pipe joint at its centre"
    if not background_ok:
        return _unreadable(
            "background does not match the puzzle's background colour",
            background_ok=False,
            squares_ok=tuple(squares_ok),
        )
    if bad_square is not None:
        return _unreadable(bad_square, background_ok=True, squares_ok=tuple(squares_ok))

    directions = ((0, -1), (1, 0), (0, 1), (-1, 0))  # top, right, bottom, left
    opens = np.zeros((len(boxes), 4), dtype=bool)
    for i, (x0, y0, x1, y1) in enumerate(boxes):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        for side, (dx, dy) in enumerate(directions):
            d = SIDE_SAMPLE * size
            name, dist = sampler.nearest(cx + dx * d, cy + dy * d, SIDE_HALF * size)
            if dist > TOLERANCE or name == "background":
                return _unreadable(
                    f"square {i}, {SIDE_NAMES[side]} side: colour matches neither pipe nor fill",
                    background_ok=True,
                    squares_ok=tuple(squares_ok),
                )
            opens[i, side] = name == "pipe"
    opens.setflags(write=False)
    return FrameReading(
        readable=True,
        openings=opens,
        solved=is_solved_openings(opens, g),
        background_ok=True,
        squares_ok=tuple(squares_ok),
    )


# -- poses: where each square sits and how far it is turned, from its pipes alone -------------
# Used by the video scorer on frames it has calibrated (datagen.calibrate). Only the pipes are
# read: under strong brightening the squares' fill and the background both clip to white, and
# the pipes stay. Each L-shaped pipe (two perpendicular arms and a round joint) is summarised by
# its moments: the second moments give its turn modulo 90° (a symmetric blur adds the same
# variance along every axis, so it leaves the angle alone), the third moments which two arms it
# has, the centroid where its joint is.


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
    return _pipe_weight_u8(image, fill, pipe).astype(np.float32) / 255.0


def _pipe_weight_u8(image: np.ndarray, fill: Sequence[float], pipe: Sequence[float]) -> np.ndarray:
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
def _l_reference(size: int) -> tuple[float, float]:
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
    rgb = _as_rgb(image)
    size, gap = layout(g)
    boxes = square_boxes(g)
    if isinstance(rgb, str) or (rgb.shape[1], rgb.shape[0]) != CANVAS_SIZE:
        return [SquarePose(0.0, 0.0, 0.0, (False,) * 4, 0.0) for _ in boxes]  # type: ignore[arg-type]
    import cv2

    area, a = _l_reference(size)
    pad = gap // 2  # a turning neighbour's pipes reach 160 - 71 = 89 px from this centre
    x_lo, y_lo = max(boxes[0][0] - pad, 0), max(boxes[0][1] - pad, 0)
    x_hi = min(boxes[-1][2] + pad, CANVAS_SIZE[0])
    y_hi = min(boxes[-1][3] + pad, CANVAS_SIZE[1])
    weight = _pipe_weight_u8(np.asarray(image)[y_lo:y_hi, x_lo:x_hi], fill, pipe)
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


def count_pieces(
    image: np.ndarray,
    fill: Sequence[float] = SQUARE_FILL,
    pipe: Sequence[float] = PIPE,
    grid: Sequence[int] | None = None,
) -> int:
    """How many separate pipe pieces of a plausible size a canvas-sized frame shows (four in a
    2×2 puzzle: pipes end at their square's edge). Needs OpenCV. Never raises on the image.

    With ``grid`` (the question's), only pieces as thick as a pipe count (see
    :func:`read_pieces`).
    """
    if grid is None:
        mask = _piece_mask(image, fill, pipe)
        if mask is None:
            return 0
        return len(_blobs(mask, 8.0))
    return read_pieces(image, fill, pipe, grid)[0]


def read_pieces(
    image: np.ndarray,
    fill: Sequence[float],
    pipe: Sequence[float],
    grid: Sequence[int],
) -> tuple[int, list[bool]]:
    """``(pieces, covered)`` on a canvas-sized frame read against the question's ``grid``.

    ``pieces``: pipe pieces as thick as a pipe. Strokes thinner than :data:`PIECE_STROKE` of
    the grid's pipe width (caption or subtitle letters, a logo's outline: dark strokes read as
    pipe colour) are opened away, and blobs under :data:`PIECE_AREA` of one of its pipes are
    left out, so text near or over the puzzle is not counted as another puzzle's pieces.
    (Another puzzle's pipes stay: the smallest grid's pipes are about half a 2×2's wide.)
    ``covered``: per square, whether such pipe-coloured strokes or specks lie in its box
    (padded by half the spacing): something not the puzzle's is drawn over it, so its pipe is
    not read. Needs OpenCV; never raises on the image.
    """
    import cv2

    g = check_grid(grid)
    boxes = square_boxes(g)
    mask = _piece_mask(image, fill, pipe)
    if mask is None:
        return 0, [False] * len(boxes)
    size, gap = layout(g)
    width = PIPE_WIDTH_FRACTION * size / 2.0  # at half resolution
    k = max(1, round(PIECE_STROKE * width))
    thick = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((k, k), np.uint8))
    pieces = _blobs(thick, max(8.0, PIECE_AREA * _l_reference(size)[0] / 4.0))
    kept = np.zeros_like(mask)
    cv2.drawContours(kept, pieces, -1, 1, thickness=cv2.FILLED)
    # What the opening or the size took away, less a pipe's own rim: strokes, specks.
    rim = cv2.dilate(kept, np.ones((3, 3), np.uint8))
    stray = mask & (1 - rim)
    pad = gap // 2
    covered = []
    for x0, y0, x1, y1 in boxes:
        xa, ya = max(x0 - pad, 0) // 2, max(y0 - pad, 0) // 2
        window = np.ascontiguousarray(stray[ya : (y1 + pad) // 2, xa : (x1 + pad) // 2])
        covered.append(bool(_blobs(window, STRAY_AREA)))
    return len(pieces), covered


def _piece_mask(
    image: np.ndarray, fill: Sequence[float], pipe: Sequence[float]
) -> np.ndarray | None:
    """Pipe-coloured pixels of ``image`` at half resolution (uint8 0/1); None if unreadable."""
    import cv2

    rgb = _as_rgb(image)
    if isinstance(rgb, str):
        return None
    # At half resolution: pieces are counted, not measured.
    arr = np.ascontiguousarray(np.asarray(image))
    half = cv2.resize(arr, (arr.shape[1] // 2, arr.shape[0] // 2), interpolation=cv2.INTER_NEAREST)
    _, mask = cv2.threshold(_pipe_weight_u8(half, fill, pipe), 127, 1, cv2.THRESH_BINARY)
    return mask


def _blobs(mask: np.ndarray, least: float) -> list[np.ndarray]:
    """Outer contours of ``mask`` enclosing ``least`` px or more (specks of noise left out)."""
    import cv2

    # Outer contours: far cheaper than labelling every pixel, and pieces have no holes to miss.
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    return [c for c in contours if cv2.contourArea(c) >= least]

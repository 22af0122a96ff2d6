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

The video scorer reads more from a frame than this: each square's pose from its pipes
(:mod:`envs.rotation_puzzle.square_pose`) and the pipe pieces drawn
(:mod:`envs.rotation_puzzle.piece_count`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from envs.rotation_puzzle.logic import check_grid, is_solved_openings
from envs.rotation_puzzle.pieces import SIDE_NAMES, as_pattern, rotate_pattern
from envs.rotation_puzzle.render import (
    BACKGROUND,
    CANVAS_SIZE,
    PIPE,
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


def as_rgb(image: object) -> np.ndarray | str:
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
    rgb = as_rgb(image)
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

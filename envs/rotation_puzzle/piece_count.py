"""Count the pipe pieces a RotationPuzzle frame shows, and find what is drawn over its squares.

Another puzzle's pieces, caption letters and logos over the puzzle are told apart by thickness
and size against the question's grid (:func:`read_pieces`). Needs OpenCV; never raises on the
image.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from envs.rotation_puzzle.decode import as_rgb
from envs.rotation_puzzle.logic import check_grid
from envs.rotation_puzzle.render import PIPE, PIPE_WIDTH_FRACTION, SQUARE_FILL, layout, square_boxes
from envs.rotation_puzzle.square_pose import l_reference, pipe_weight_u8

PIECE_STROKE = 0.35  # of a pipe's width: thinner strokes (text) are not pipe pieces
PIECE_AREA = 0.1  # of a pipe's area: smaller blobs are not pipe pieces
STRAY_AREA = 8.0  # half-resolution px of stray pipe colour that cover a square


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
    pieces = _blobs(thick, max(8.0, PIECE_AREA * l_reference(size)[0] / 4.0))
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

    rgb = as_rgb(image)
    if isinstance(rgb, str):
        return None
    # At half resolution: pieces are counted, not measured.
    arr = np.ascontiguousarray(np.asarray(image))
    half = cv2.resize(arr, (arr.shape[1] // 2, arr.shape[0] // 2), interpolation=cv2.INTER_NEAREST)
    _, mask = cv2.threshold(pipe_weight_u8(half, fill, pipe), 127, 1, cv2.THRESH_BINARY)
    return mask


def _blobs(mask: np.ndarray, least: float) -> list[np.ndarray]:
    """Outer contours of ``mask`` enclosing ``least`` px or more (specks of noise left out)."""
    import cv2

    # Outer contours: far cheaper than labelling every pixel, and pieces have no holes to miss.
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    return [c for c in contours if cv2.contourArea(c) >= least]

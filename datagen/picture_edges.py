"""Where a video's picture ends inside its frame: the frame's edges, or the inner edges of bars
of another colour than the puzzle's background.

A picture placed in bars is the model's whole frame: a board cut off by the picture's edge is
cut off as one past the frame's edge is (set v12: a maze cropped by 27% of its picture in
white bars registered on the rest of it, and the cells where the bar began read "walls
changed"). A flat run of the puzzle's own background colour next to the bar is no bar (the
picture's margin around the board), so only a side whose bar differs from the background as
the video shows it counts.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from datagen.calibrate import ContentArea

BAR_CONTRAST = 3.0
"""Grey levels between a bar and the puzzle's background (as seen) that tell them apart: what
:func:`datagen.calibrate.content_area` takes to end a bar."""


def picture_edges(
    frame: np.ndarray, area: ContentArea, background: Sequence[int]
) -> tuple[float, float, float, float]:
    """``(left, top, right, bottom)`` in frame pixels where the picture ends: an edge of
    ``area.box`` on a side with a bar whose colour differs from ``background`` (RGB as the video
    shows it) by :data:`BAR_CONTRAST` grey levels or more, else the frame's edge."""
    arr = np.asarray(frame)
    h, w = arr.shape[:2]
    edges = [0.0, 0.0, float(w), float(h)]
    if not area.found:
        return (edges[0], edges[1], edges[2], edges[3])
    grey = float(np.mean(np.asarray(background, np.float64)[:3]))
    outer = (arr[:, :1], arr[:1, :], arr[:, -1:], arr[-1:, :])  # each side's outermost line
    for side in range(4):
        if not area.bars[side]:
            continue
        line = np.asarray(outer[side], np.float64)
        bar = float(np.median(line[..., :3].mean(axis=-1) if line.ndim == 3 else line))
        if abs(bar - grey) >= BAR_CONTRAST:
            edges[side] = float(area.box[side])
    return (edges[0], edges[1], edges[2], edges[3])

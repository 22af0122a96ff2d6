"""Whether a registered frame's contrast says it shows the puzzle, or a fade away from it.

A read frame's contrast is measured against the calibrated first frame's, over the pixels no
answer changes (:meth:`datagen.calibrate.Calibration.track`). Outside :data:`FRAME_CONTRAST` the
frame is fading to or from a flat colour and its colours are not the calibrated ones, so it is
not read as the puzzle (:attr:`datagen.calibrate.Track.is_puzzle`).

A video's grade can drift further than a fade's first step, though: set v20's answers held under
a late zoom over black bars and a 6% grade drift (v20_001), or reached by cross-fades under a
zoom to 1.06 over grey bars (v20_043), registered at a correlation of 0.90-0.96, their level at
0.98-1.0, and a contrast falling to 0.855-0.88, then 0.82; skipped as trailing frames, their
answer was never read. What tells them from the frames the low end keeps out is the fit: the
frames of older sets that a lower end alone would have let in (v5's roll_zoom_pan-rotation-1,
v12_053) were fitted by roll and shift alone at a correlation of 0.73-0.83. So under the low end,
down to :data:`GRADED_CONTRAST`, a frame still counts when its fit correlates
:data:`GRADED_FIT` or more.
"""

from __future__ import annotations

FRAME_CONTRAST = (0.88, 1.14)
"""A read frame's contrast against the calibrated first frame's must lie within these, unless
its fit is close (:func:`contrast_is_puzzle`)."""
GRADED_CONTRAST = 0.85
"""The envelope's -15% contrast: the lowest a frame fitted closely may show and still count."""
GRADED_FIT = 0.9
"""A fit correlating this well (or better) is the puzzle dimmed by a grade, not a poor fit."""


def contrast_is_puzzle(correlation: float, contrast: float) -> bool:
    """Whether ``contrast`` (against the calibrated first frame) lets a frame fitted at
    ``correlation`` count as the puzzle (see the module's docstring)."""
    lo, hi = FRAME_CONTRAST
    if contrast > hi:
        return False
    if contrast >= lo:
        return True
    return contrast >= GRADED_CONTRAST and correlation >= GRADED_FIT

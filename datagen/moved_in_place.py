"""Whether a frame that does not register is the puzzle changed in place, not the video's end.

The scorer (:mod:`datagen.score`) skips a read frame that neither registers as the puzzle nor
is drawn in the question's colours (as the first puzzle frame shows them) as one of the
video's trailing non-puzzle frames: a card, a fade, another picture. A grade that drifted
through the video, a vignette and a punch-in can leave a puzzle frame itself off those colours:
set v20's v20_023 (inside: a square that slides after the answer, under a reaction-video layout
and a zoom punch-in) had 0.82-0.85 of its pixels near a colour on every frame from the punch-in
on, registered or not. Its slid frames did not register (the slide pulls the fit), so they were
skipped, and ``squares_kept`` read True from the answer before them (labelled False).

the last frame read as the puzzle instead of the first: as near the colours as it was, each
content colour that covers :data:`COUNTS` of that frame still covering half its share there (a
card, a fade or a picture fading to white lacks a wall's or a pipe's colour: a maze fading to
white read its walls gone, "changed"), and read through its map as the board with squares
moved. Nothing placed those squares, so this makes ``squares_kept`` unknown, never False.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

NEAR_SLACK = 0.03
"""How much less of a frame may be near the puzzle's colours than of the last frame read as the
puzzle (both through a map onto the puzzle's region, every 4th pixel): grain and a codec move
it by about 0.01 between neighbouring frames (v20_023: 0.820 then 0.821)."""
COUNTS = 0.02
"""Share of the last frame read from which a content colour counts (as the scorer's own test
asks of the first puzzle frame)."""
KEPT_SHARE = 0.5
"""Of a counted content colour's share on the last frame read, the part a frame must still
show: v20_023's square fill fell from 0.64 to 0.51 as the square slid (background and fill are
near colours, and the grade moves pixels between them), its pipes' 0.036 stayed."""

Shares = Callable[[np.ndarray], tuple[float, np.ndarray]]


def changed_in_own_colours(
    last: np.ndarray,
    canvas: np.ndarray,
    shares: Shares,
    squares_moved: Callable[[np.ndarray], bool],
) -> bool:
    """Whether ``canvas`` (a frame that does not register, warped through the last puzzle
    frame's map) is the puzzle changed in place. ``shares`` gives a canvas's share of pixels
    near one of the puzzle's colours and its share per colour (background first): ``canvas``'s
    within :data:`NEAR_SLACK` of ``last``'s (the last canvas read as the puzzle), each content
    colour covering :data:`COUNTS` of ``last`` keeping :data:`KEPT_SHARE` of it; and read as a
    board with squares moved (``squares_moved``)."""
    near_last, share_last = shares(last)
    near, share = shares(canvas)
    if near < near_last - NEAR_SLACK:
        return False
    counted = [k for k in range(1, len(share_last)) if share_last[k] >= COUNTS]
    if any(share[k] < KEPT_SHARE * share_last[k] for k in counted):
        return False
    return squares_moved(canvas)

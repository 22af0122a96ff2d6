"""Whether a frame is drawn in the puzzle's colours, judged away from its edges.

The scorer (:mod:`datagen.score`) reads a frame that does not register as the puzzle yet is
drawn in the question's colours as the model changing the puzzle (another board, squares
rearranged), never as the video's own end card. Its test counts the pixels near one of the
colours as the video shows them, and asks for nearly all (``PALETTE_SHARE``). A soft picture
under a codec spreads every boundary between two colours over a few pixels that are near
neither: set v19's v19_032, a maze dissolved into another question's maze with more walls
(so more boundaries), under a roll and a 1.1 px blur at 1580 kbit/s H.265, had 0.897 of its
pixels near a colour, under the 0.9 asked, and its replaced board was skipped as a trailing
non-puzzle frame; ``squares_kept`` read True from the board before it (labelled False).

:func:`flat_near_share` asks the same question of the pixels that are not on a boundary (no
neighbour two pixels away differs by more than :data:`FLAT_STEP` in any channel): 0.98 of
them there. A fade, a title card or a photograph is off the colours where it is flat too, so
it still fails; a frame blended half-way between two boards too (0.74 on v19_032's). The
content colours are asked to be there each, and together as much as a third of the first
puzzle frame's, not each a third of its own share: another question's board may be mostly
one of them (set v20: v20_049).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

FLAT_STEP = 24
"""Largest channel difference to a neighbour two pixels away on a flat pixel: above a codec's
ripple and grain on a flat colour, under a quarter of any two of the puzzle's colours' gap."""
FLAT_LEAST = 0.5
"""Under this share of flat pixels (noise or grain over the whole picture) the test says
nothing: such a frame is judged on all its pixels alone."""
SAMPLE = 4  # every 4th pixel each way, as the scorer's own colour shares
COUNTS = 0.02
"""Share of a canvas from which a content colour counts (as the scorer's own test asks)."""


def flat_near_share(canvas: np.ndarray, seen: np.ndarray, distance: float) -> tuple[float, float]:
    """Of ``canvas``'s pixels (every :data:`SAMPLE`-th each way) that are flat, the share within
    ``distance`` (RGB) of one of ``seen`` (the colours as the video shows them, one a row),
    and the share of sampled pixels that are flat. (0.0, 0.0) for a canvas too small."""
    rgb = np.asarray(canvas)[..., :3].astype(np.int32)
    h, w = rgb.shape[:2]
    if h < 5 or w < 5:
        return 0.0, 0.0
    centre = rgb[2 : h - 2 : SAMPLE, 2 : w - 2 : SAMPLE]
    rows, cols = centre.shape[:2]
    step = np.zeros((rows, cols), np.int32)
    for dy, dx in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        other = rgb[2 + dy : h - 2 + dy : SAMPLE, 2 + dx : w - 2 + dx : SAMPLE][:rows, :cols]
        step = np.maximum(step, np.abs(centre - other).max(axis=2))
    flat = step <= FLAT_STEP
    if not flat.any():
        return 0.0, 0.0
    pixels = centre[flat]
    colours = np.asarray(seen, np.int32).reshape(-1, 3)
    squared = np.full(len(pixels), np.iinfo(np.int32).max, np.int64)
    for colour in colours:
        d = pixels - colour
        squared = np.minimum(squared, np.einsum("ij,ij->i", d, d))
    near = squared <= distance * distance
    return float(near.mean()), float(flat.mean())


def in_colours_where_flat(
    canvas: np.ndarray,
    seen: np.ndarray,
    limits: tuple[float, float],
    palette: np.ndarray,
    shares: Callable[[], np.ndarray],
) -> bool:
    """Whether ``canvas`` is drawn in the puzzle's colours (``seen``, background first) away
    from its edges: of its flat pixels (at least :data:`FLAT_LEAST` of them), the share
    within ``limits[0]`` of a colour at least ``limits[1]``; and each content colour covering
    :data:`COUNTS` or more of the first puzzle frame (``palette``, its share per colour) still
    covering that much here, those colours together a third of their share there or more
    (``shares()``, the same shares of this canvas, computed only when the rest holds). Another
    board mixes the colours otherwise (set v20: v20_049, a maze replaced by one mostly walls,
    its open floor 0.037 of the canvas against 0.343, under the third of each colour the
    scorer asks of a frame it reads); a card, a fade or a flat frame lacks a colour of them."""
    distance, least = limits
    near, flat = flat_near_share(canvas, seen, distance)
    if flat < FLAT_LEAST or near < least:
        return False
    share = shares()
    counted = [k for k in range(1, len(share)) if palette[k] >= COUNTS]
    together = sum(share[k] for k in counted) >= sum(palette[k] for k in counted) / 3
    return together and all(share[k] >= COUNTS for k in counted)

"""Whether a square seen off its place slid, or only looked so for a frame or two (or cannot say).

A square that slides (every real-style set draws it so) stays off its place, mostly by 20 px
or more. A pipe's centroid is shifted a few px for a frame by other things: a picture
dissolving into another, a fit pulled by motion blur during a turn, a wobble bending the board
as a neighbour turns (set v15: a 21:9 wrong move under 1.4 px of wobble, square 1 read 4.7 px
off as its turn began and 5.3 px the other way four frames on, then at its place on every frame
read at rest), a frame registered poorly mid-blend (set v21: a dissolve between two plays of
a clip, fitted at 0.927, a pipe's joint pulled 9.8 px for that frame alone). :func:`forgiven`
and :func:`blended` say which sightings are such, for :meth:`datagen.score._Reader.kept_moved`.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping


def forgiven(
    sightings: Mapping[int, float], last: int, at_rest: Collection[int], slid: float
) -> bool:
    """Whether a square's ``sightings`` (read frame -> px off its place; 0.0 where the distance
    is not known) do not make it moved: each under ``slid`` px and none on the ``last`` frame
    read, and either seen once, or seen again and then read at its place on a later frame whose
    whole board was at rest (``at_rest``: those frames' indices)."""
    if not sightings or any(not 0.0 < d < slid or j >= last for j, d in sightings.items()):
        return False
    if len(sightings) == 1:
        return True
    latest = max(sightings)
    return any(j > latest for j in at_rest)


def doubtful(sightings: Mapping[int, float], last: int, slid: float) -> bool:
    """Whether a square's ``sightings`` cannot say it slid, though not :func:`forgiven`: each
    under ``slid`` px and none on the ``last`` frame read, the square never read at its place
    on a board at rest after them (set v15: an answer turned back under 2.8 px of wobble,
    beyond the envelope, a square read 4.7-7.6 px off on four frames while its neighbours
    turned). ``squares_kept`` is then unknown, never False."""
    return bool(sightings) and all(0.0 < d < slid and j < last for j, d in sightings.items())


def blended(
    sightings: Mapping[int, float],
    fits: Mapping[int, float],
    at_rest: Collection[int],
    last: int,
    slid: float,
    poor_fit: float,
) -> bool:
    """Whether a square's ``sightings`` (read frame -> px off its place) are one frame's blend,
    not a slide: seen on one read frame only, not the ``last`` one read, under twice ``slid``
    px off, on a frame fitted under ``poor_fit`` (``fits``: every read frame's correlation,
    NaN for a frame with no fit of its own), and the next read frame read the whole board at
    rest (``at_rest``: such frames whose every square changed since the board at rest before
    was seen turning), every square at its place. Two pictures superposed (a dissolve
    between two plays) fit poorly and pull a pipe's joint off for that frame (set v21:
    v21_004, 9.84 px at 0.927 between a turn and the answer at rest); a square that slid is
    still off its place on the read frame after, and two squares that trade places end at
    rest in each other's places, changed unseen turning (set v6: v6_rota_13_handheld, square
    3 caught 11.5 px off at 0.969 mid-trade)."""
    if len(sightings) != 1:
        return False
    ((j, d),) = sightings.items()
    fit = fits.get(j, math.nan)
    if j >= last or not 0.0 < d < 2 * slid or not fit < poor_fit:
        return False
    after = [k for k in fits if k > j]
    return bool(after) and min(after) in at_rest

"""Whether a square seen off its place slid, or only looked so for a frame or two (or cannot say).

A square that slides (every real-style set draws it so) stays off its place, mostly by 20 px
or more. A pipe's centroid is shifted a few px for a frame by other things: a picture
dissolving into another, a fit pulled by motion blur during a turn, a wobble bending the board
as a neighbour turns (set v15: a 21:9 wrong move under 1.4 px of wobble, square 1 read 4.7 px
off as its turn began and 5.3 px the other way four frames on, then at its place on every frame
read at rest). :func:`forgiven` says which sightings are such, for
:meth:`datagen.score._Reader.kept_moved`.
"""

from __future__ import annotations

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

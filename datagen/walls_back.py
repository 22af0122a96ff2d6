"""Whether maze cells read changed for a while, then read as the question's again, changed at all.

A mark crossing the maze in the maze's own dark or light colours (set v22: v22_079, a burst of
floating hearts of 5-7% of the frame, beyond the envelope) is read as walls changed on the read
frames it crosses, where no cell's colour is out of the maze's; once it has passed, every cell
reads as the question's again. A wall that opens and closes again reads the same way. The
frames cannot tell the two apart, so such cells leave ``squares_kept`` unknown, never False
(:meth:`datagen.score._Reader.kept_moved`); a wall still changed on the last frame read, or
with no whole maze at rest read after it, is still changed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping


def walls_back(sightings: Mapping[int, float], last: int, at_rest: Collection[int]) -> bool:
    """Whether a maze cell's ``sightings`` (read frame -> 0.0: a cell's wall or corridor read
    changed, no distance) are all before the ``last`` frame read and a later read frame showed
    the whole maze at rest (``at_rest``: such frames, whose every cell read was the question's)."""
    if not sightings or any(d != 0.0 or j >= last for j, d in sightings.items()):
        return False
    latest = max(sightings)
    return any(j > latest for j in at_rest)

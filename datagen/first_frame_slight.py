"""Whether a first frame read as "not the question" differs only by squares a few px off.

``first_frame_matches`` False says the model changed the question's picture from its first
frame on. The rotation puzzle's reader says so on any problem, a square a few px off its place
included. A wobble past the envelope's 2 px bends a board by that much: set v20's v20_068
(beyond: 2.96 px of wobble) read square 2 "moved 5 px" on its first frame, fitted at 0.996, and
``first_frame_matches`` False (labelled True); every later frame read that square at its place.
A square that slides stays off its place by far more (the scorer's ``SLID_PIXELS``, 9 px, is
the distance under which a square off its place on a frame fitted beyond the envelope is not
counted as slid). So a first frame whose only problems are squares off their places by less
than that says neither yes nor no: unknown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def only_slightly_moved(verdict: Mapping[str, Any], slid: float) -> bool:
    """Whether ``verdict`` (a readable frame's) has problems, each a square moved, each of
    those under ``slid`` px off its place (the distance known: over 0)."""
    moved = list(verdict.get("squares_moved") or [])
    far = list(verdict.get("moved_px") or [])
    problems = list(verdict.get("problems") or [])
    if not verdict.get("readable") or not moved or len(far) != len(moved):
        return False
    if not all(0.0 < d < slid for d in far):
        return False
    return all(any(p.startswith(f"square {k} moved") for k in moved) for p in problems)

"""The puzzle seen again inside what looked like the video's trailing non-puzzle frames.

The scorer (:mod:`datagen.score`) reads every few frames. When a read frame does not register
as the puzzle, the trailing run of non-puzzle frames is taken to start there (found to the
frame among the frames before it); a later read frame that registers again ends that run (a
glitch, not the end). But when the next read frame does not register either (the video's own
end card or fade), the frames between the two were dropped unread, though they may show the
puzzle: set v18's v18_000, a wrong last move at 12 fps, had one read frame that a flicker
pushed past the contrast limit, then three frames of the wrong board, then a white fade; the
wrong board was never read and the answer shown before it gave ``solved`` True.

:func:`puzzle_frames_back` finds such frames: the last one waiting is registered first (one fit
per read frame in a real trail, where it fails); only when it shows the puzzle are the others
registered too, each from the map of the one before it that registered. A frame whose map puts
part of the puzzle past the frame's edge is not the puzzle back (a camera cutting the board).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from datagen.calibrate import Calibration, Track


def puzzle_frames_back(
    calibration: Calibration,
    waiting: Sequence[tuple[int, np.ndarray]],
    warp: np.ndarray,
    region: Sequence[float] | None,
    shown: Callable[[np.ndarray, Track | None], Track | None],
) -> list[tuple[int, np.ndarray, Track]]:
    """The frames of ``waiting`` (index, frame; in order) that register as the puzzle, each
    with its track, in order; empty unless the last of them does. ``warp`` is the last puzzle
    frame's map, where the fits start; ``shown`` takes a frame and its track and gives the
    track back, unregistered when its map puts part of the puzzle past the frame's edge (the
    scorer's ``shown_whole``: a camera cutting the board, set v18's v18_083, is not the puzzle
    back)."""
    if not waiting:
        return []
    last_index, last_frame = waiting[-1]
    last = shown(last_frame, calibration.track(last_frame, warp, region))
    if last is None or not last.is_puzzle:
        return []
    found: list[tuple[int, np.ndarray, Track]] = []
    start = warp
    for j, frame in waiting[:-1]:
        track = shown(frame, calibration.track(frame, start, region))
        if track is not None and track.is_puzzle:
            found.append((j, frame, track))
            start = track.warp
    found.append((last_index, last_frame, last))
    return found

"""A video whose camera cut the puzzle at the frame's edge after its last puzzle frame.

The scorer (:mod:`datagen.score`) ends a video's reading on its last puzzle frame and skips the
frames after it as trailing non-puzzle frames (a card, a fade, another picture). A frame that
registers as the puzzle yet whose map puts part of it past the frame's edge is not read (what
is cut off cannot be): the camera zoomed or panned past what is read. Such a frame is still
the puzzle, and the video may have gone on solving it there. Set v21's v21_081 (outside: a
late zoom to 1.35 cutting a maze from its twelfth frame, the player reaching the goal at frame
14) read its last whole frame, the player mid-way, as the video's end and gave ``solved`` False
(labelled True); one of its cut frames, read through its own fit, showed the player on the
goal. When a cut frame among the trailing ones reads that way, solved where the last puzzle
frame read is not (or the other way round), the two disagree and where the puzzle ended is not
known: ``solved`` and ``stayed_solved`` are unknown, and so are the trailing frames' count and
``ended_on_non_puzzle``. A cut frame is not trusted for a verdict of its own (its cut rows are
the frame's edge replicated), only to doubt one. Cut frames that agree with the last puzzle
frame, or read nothing, leave it standing: set v18's v18_083 and v18_086 (outside: a zoom past
the envelope cutting an unsolved maze) read unsolved on every cut frame, and stay unsolved
(labelled so). What the read frames saw (a square moved, the first solved frame, the first
frame matching) still stands.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CUT_END_REASON = (
    "the camera cut the puzzle at the frame's edge after the last puzzle frame read:"
    " where the puzzle ended is not known"
)


def contradicts(cut: Mapping[str, Any], last: Mapping[str, Any]) -> bool:
    """Whether a cut frame's reading ``cut`` (through its own fit) and the last puzzle frame's
    ``last`` are both readable and disagree on whether the puzzle is solved."""
    if not (cut.get("readable") and last.get("readable")):
        return False
    return bool(cut.get("solved")) != bool(last.get("solved"))


def cut_after_last_puzzle(trail_start: int | None, last_cut: int | None) -> bool:
    """Whether a cut frame that disagrees with the last puzzle frame (index ``last_cut``, the
    last read frame that had one) lies among the trailing frames, which start at
    ``trail_start`` (None: there are none)."""
    return trail_start is not None and last_cut is not None and last_cut >= trail_start


def unknown_end(row: dict[str, Any]) -> dict[str, Any]:
    """The columns of ``row`` that the puzzle's unread end leaves unknown, with the reason
    (added to any ``row`` already gives)."""
    reason = "; ".join(r for r in (row.get("reason") or "", CUT_END_REASON) if r)
    return {
        "solved": None,
        "stayed_solved": None,
        "frames_skipped_end": None,
        "ended_on_non_puzzle": None,
        "reason": reason,
    }

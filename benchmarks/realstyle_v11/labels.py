"""The verdicts a careful person gives a set-v11 video, read off its delivered shots.

By the package's definitions (docs/datasets.md, "Scoring videos"); None where a person could
not tell (a dissolve's solve frame, a board that is not the question's, a blank video).
"""

from __future__ import annotations

from typing import Any

from benchmarks.realstyle_v11.scenes import Shot

VERDICTS = (
    "solved",
    "first_frame_matches",
    "squares_kept",
    "animated",
    "stayed_solved",
    "first_solved_frame",
)
"""The scorer's columns this set labels."""


def labels_of(shots: list[Shot]) -> dict[str, Any]:
    """The expected verdicts of the delivered ``shots``; ``first_solved_frame`` is -1 when the
    puzzle is never shown solved (the scorer should then give none)."""
    seen = [i for i, s in enumerate(shots) if s.puzzle]
    if not seen:
        return dict.fromkeys(VERDICTS)
    last = shots[seen[-1]]
    first = shots[seen[0]]
    solved_at = [i for i in seen if shots[i].solved]
    unsure = [i for i in seen if shots[i].solved is None]
    out: dict[str, Any] = {
        "solved": last.solved,
        # A first frame caught in a blend or part-way is not something a person can compare.
        "first_frame_matches": None if first.mixed or first.moving else first.question,
        "squares_kept": not any(shots[i].displaced for i in seen),
    }
    if any(shots[i].moving for i in seen):
        out["animated"] = True
    elif any(shots[i].mixed for i in seen):
        out["animated"] = None  # blends of two boards: no move caught, nor a clean jump
    else:
        out["animated"] = False
    if unsure and (not solved_at or unsure[0] < solved_at[0]):
        # The solve lies inside a stretch a person cannot read (a dissolve).
        out["first_solved_frame"] = None
        out["stayed_solved"] = (
            None
            if not solved_at
            else all(shots[i].solved is not False for i in seen if i > solved_at[0])
        )
    elif solved_at:
        out["first_solved_frame"] = solved_at[0]
        out["stayed_solved"] = all(shots[i].solved for i in seen if i > solved_at[0])
    else:
        out["first_solved_frame"] = -1
        out["stayed_solved"] = None
    return out

"""Whether a video's first puzzle frame shows another board than the question's.

A model that changed the question before its video starts (a square turned, set v8) still
answers the question: its last frame solved is a solve. A video of another question's board
(set v15: a 2x2 rotation puzzle with the same four pipe pieces, most of them turned
otherwise) ends on the same solved picture, since every such board shares it, yet it never
showed this question. The labelled changed starts (sets v8 and v11) turn one square; set v16's
v16_092 is another question's board two of whose four squares differ from the question's, and
with every 2x2 question made of the same four pieces the frames cannot tell a board with two or
more squares turned before the start from another question's board. Past one square (two or
more squares read at rest with other pipes than the question's) ``solved`` and
``squares_kept`` are unknown, never a definite True (:func:`datagen.score.score_question`).
The changed starts are told by a first frame that registered and showed the change
(``first_frame_matches`` False); where the first frame's fit failed and it is not even known to
show this question (``first_frame_matches`` unknown), one square off is enough (set v22's
v22_088: another question's board one square off the question's, :func:`may_show_another_board`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from datagen.rotation_puzzle import solved_state, state_of
from envs.rotation_puzzle.logic import openings


def squares_off_question(meta: dict[str, Any], square_states: Sequence[Any] | None) -> int:
    """How many squares read at rest on a frame (``square_states``, from the rotation reader's
    verdict; None where a square was not read) show other pipes than the question's; 0 for a
    task without squares or a frame whose squares were not read."""
    if meta.get("domain") != "rotation_puzzle" or not square_states:
        return 0
    question = openings(state_of(meta)).tolist()
    return sum(
        seen is not None and list(seen) != list(asked)
        for seen, asked in zip(square_states, question, strict=False)
    )


MOST_TURNED_BEFORE_START = 1
"""Squares a video may show turned at its start and still be this question's (sets v8, v11)."""


def shows_another_board(meta: dict[str, Any], square_states: Sequence[Any] | None) -> bool:
    """More than :data:`MOST_TURNED_BEFORE_START` squares at rest with other pipes than the
    question's, and not the question's answer: a video that opens on the answer (a one-frame
    video of the solved picture) answers this question."""
    if not square_states or squares_off_question(meta, square_states) <= MOST_TURNED_BEFORE_START:
        return False
    answer = openings(solved_state(state_of(meta))).tolist()
    return [None if s is None else list(s) for s in square_states] != answer


def may_show_another_board(
    meta: dict[str, Any], first_frame_matches: bool | None, square_states: Sequence[Any] | None
) -> bool:
    """Whether a True ``solved`` or ``squares_kept`` must be doubted for the first puzzle
    frame's reading: ``first_frame_matches`` False past :data:`MOST_TURNED_BEFORE_START`
    squares off (:func:`shows_another_board`), or unknown with any square off; never the answer."""
    if first_frame_matches is False:
        return shows_another_board(meta, square_states)
    if first_frame_matches is not None or squares_off_question(meta, square_states) == 0:
        return False
    assert square_states is not None
    answer = openings(solved_state(state_of(meta))).tolist()
    return [None if s is None else list(s) for s in square_states] != answer


def another_board(row: dict[str, Any]) -> dict[str, Any]:
    """The columns of a scored ``row`` whose first puzzle frame showed another board: a True
    ``solved`` or ``squares_kept`` unknown (it may be that board's), and so the first solved
    frame and ``stayed_solved``; a False stays, as no board read there was this one solved or
    kept whole."""
    changed: dict[str, Any] = {"first_solved_frame": None, "stayed_solved": None}
    for column in ("solved", "squares_kept"):
        if row.get(column) is True:
            changed[column] = None
            changed["reason"] = (
                "the first puzzle frame may show another board: squares differ from the question"
            )
    return changed

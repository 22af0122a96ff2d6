"""Whether a rotation board changed at once on the last puzzle frame read, the video then leaving.

A board dissolving into another question's board, held to the end (set v22: v22_041, under a
colour drift of 0.055), may leave what is read as the puzzle: the frames after the dissolve
neither register nor pass the palette test, so they are trailing non-puzzle frames, and the
last puzzle frame read is one caught at the dissolve's end, showing that other board's pipes
at rest. Every 2x2 question is made of the same four L pieces, so that board reads as squares
turned, and with squares caught at different points of the dissolve, each one's change looked
apart from the others' (:func:`datagen.changed_at_once.apart`); nothing read after it shows it
held. Several squares
changed there with none seen turning, into a board that is neither the answer (a one-jump
answer) nor the question (a clip starting over), and then no puzzle frame: turns at once, or
another board put in place -- ``squares_kept`` is unknown, never True
(:func:`datagen.score.score_question`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from datagen.changed_at_once import MOST_UNSEEN_AT_ONCE, answer_pipes, question_pipes


def changed_at_end(
    last_change: tuple[int, set[int], Any],
    last_read: int,
    trail_start: int | None,
    answer: Sequence[Any] | None,
    question: Sequence[Any] | None,
) -> bool:
    """Whether the last board at rest read (``last_change``: its frame, the squares changed
    since the board before with none seen turning, its pipes) is the ``last_read`` frame, the
    video's puzzle ended before its end (``trail_start`` not None), more than
    :data:`MOST_UNSEEN_AT_ONCE` squares changed so, and it is neither ``answer`` nor
    ``question`` (per-square pipes; None for a task without squares)."""
    frame, unseen, board = last_change
    if trail_start is None or frame != last_read or len(unseen) <= MOST_UNSEEN_AT_ONCE:
        return False
    if answer is None or not isinstance(board, (tuple, list)):
        return False
    return list(board) != list(answer) and (question is None or list(board) != list(question))


def unknown_kept(row: dict[str, Any]) -> dict[str, Any]:
    """The columns of a scored ``row`` so changed at its end: a True ``squares_kept`` unknown,
    with the reason; a False stays (a square was seen moved)."""
    if row.get("squares_kept") is not True:
        return {}
    reason = (
        "the last puzzle frame read shows several squares changed at once, then the puzzle left"
    )
    return {"squares_kept": None, "reason": row.get("reason") or reason}


def kept_at_end(
    row: dict[str, Any],
    last_change: tuple[int, set[int], Any],
    last_read: int,
    trail_start: int | None,
    meta: dict[str, Any],
) -> dict[str, Any]:
    """The columns of a scored ``row`` to change (:func:`unknown_kept`) when the question's
    board (``meta``) :func:`changed_at_end`; none otherwise."""
    answer, question = answer_pipes(meta), question_pipes(meta)
    if not changed_at_end(last_change, last_read, trail_start, answer, question):
        return {}
    return unknown_kept(row)

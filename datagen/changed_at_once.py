"""Whether a puzzle board changed in several squares at once, none of them seen turning.

Every 2x2 rotation question is made of the same four L pieces, so any board is every other
board's squares turned: a video whose board dissolves or cuts into another question's board
(set v16: v16_020, v16_026, v16_040) shows squares that "turned" without a frame catching a
turn. One square changing so is a move drawn as a cross-fade (kept, as the column definition
says); two or more changing together into a board that is not the answer may be the same
squares turned at once, or another board put in their place, and the frames cannot tell which.
``squares_kept`` is then unknown, never True (:meth:`datagen.score._Reader.note`). Into the
answer it stays kept: a one-jump answer (question, then answer) reads exactly so. Into the
question's own board it stays kept too: a clip looped (set v17: v17_023, the answer then the
question again) starts over; no other question's board is the question's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from datagen.rotation_puzzle import solved_state, state_of
from envs.rotation_puzzle.logic import openings

MOST_UNSEEN_AT_ONCE = 1
"""Squares a board may change between two readings with no turn seen (one dissolved move)."""


def _per_square(board: Any) -> bool:
    return isinstance(board, (tuple, list)) and all(isinstance(v, tuple) for v in board)


def unseen_changes(before: Any, after: Sequence[Any] | None, turning: set[int]) -> set[int]:
    """Squares whose pipes differ between the board ``before`` (at rest, per-square tuples) and
    ``after`` (per-square tuples, None where a square was not read), less those in ``turning``
    (seen turning between the two). Empty for boards that are not per-square (the maze's)."""
    if not _per_square(before) or after is None or not isinstance(after, (tuple, list)):
        return set()
    if len(after) != len(before) or not all(v is None or isinstance(v, tuple) for v in after):
        return set()
    return {k for k, v in enumerate(after) if v is not None and v != before[k]} - turning


def changed_at_once(
    before: Any,
    after: Sequence[Any] | None,
    turning: set[int],
    into_answer: bool,
    into_question: bool = False,
) -> bool:
    """Whether more than :data:`MOST_UNSEEN_AT_ONCE` squares changed between ``before`` and
    ``after`` with none seen turning (:func:`unseen_changes`), not into the answer nor back
    into the question's own board (a restart)."""
    if into_answer or into_question:
        return False
    return len(unseen_changes(before, after, turning)) > MOST_UNSEEN_AT_ONCE


def apart(changed: set[int], covered: list[set[int]]) -> bool:
    """Whether the squares ``changed`` were seen changing at different times: a frame read
    between the two boards covered (a dissolve under way) one of them while another was read
    clear (set v8: two moves each drawn as a cross-fade, the board at rest between them not
    read). Changed together, they are covered together, or on no frame between (a cut)."""
    return any(changed & frame and changed - frame for frame in covered)


def question_pipes(meta: dict[str, Any]) -> list[tuple[bool, ...]] | None:
    """The question's own board as per-square pipes (as the rotation reader gives a board at
    rest); None for a task without squares."""
    if meta.get("domain") != "rotation_puzzle":
        return None
    return [tuple(bool(x) for x in o) for o in openings(state_of(meta)).tolist()]


def answer_pipes(meta: dict[str, Any]) -> list[tuple[bool, ...]] | None:
    """The question's answer as per-square pipes (as the rotation reader gives a board at
    rest); None for a task without squares."""
    if meta.get("domain") != "rotation_puzzle":
        return None
    return [tuple(bool(x) for x in o) for o in openings(solved_state(state_of(meta))).tolist()]

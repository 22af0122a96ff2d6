"""Tuning cases for the habits v24 found misread (issue 35, twenty-third round).

v24 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v24's wording. Each habit has its near variants and controls that must stay as they are:

* ``check_other_turn``: a one-square answer, then a later sentence naming the OTHER turn
  without a square ("Counterclockwise is the turn that connects it", "the other way works",
  "it should go anticlockwise"): a second answer for the same square, so conflicting.
  Controls: the other turn refused ("clockwise is right, not counterclockwise") or described
  as failing ("counterclockwise would point it off the board").
* ``check_prefers_other``: a correction cue ("actually", "wait", "hmm", "on second thought")
  followed by a preference ("is better", "the better choice", "is best", "is shorter"): a check
  preferring another answer, not a replacement, so conflicting. Controls: a stated replacement
  ("Actually, I meant (2, 0)", "Correction: MOVE: (2, 0)", "let me change my answer to
  (2, 0)", a new answer line after it): the new answer.
* ``check_names_other``: inside a check section (after "check", "verify", "double-check",
  "wait", "let me re-check", "on reflection", "hmm"), a sentence naming another answer of the
  same kind with no verdict word: conflicting. Controls: the other answer rejected or
  described (a wall, the player's own cell, the route the answer starts).
(Strictly, the maze cases ending on prose after the answer line follow the earlier sets: the
answer line is read; the puzzle cases are format misses as in t21.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1), (0,0) a
wall); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import (
    CW,
    case_maker,
    print_counts,
    set_functions,
)
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_TURN = "a later sentence names the other turn for the square without saying it replaces it"
_PREFER = "a check after the answer prefers another cell without saying it replaces it"
_NAMES = "a check after the answer names another answer without a verdict"

STYLES: list[Reply] = [
    # -- the other turn named without a square ----------------------------------------------
    _c("t24p_ccw_connects", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nWait, let me check again: clockwise points it down, off the "
       "board. Counterclockwise is the turn that connects it.", U, False, "check_other_turn",
       why=_TURN),
    _c("t24p_other_way_works", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCheck: that leaves the gap open. The other way works.", U,
       False, "check_other_turn", why=_TURN),
    _c("t24p_should_go_anticlockwise", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nHmm, looking at the pipe again, it should go "
       "anticlockwise.", U, False, "check_other_turn", why=_TURN),
    _c("t24p_cw_is_what_it_needs", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nOn reflection, clockwise is what it needs.", U,
       False, "check_other_turn", why=_TURN),
    # Controls: the other turn refused or described as failing.
    _c("t24p_control_cw_not_ccw", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nCheck: clockwise is right, not counterclockwise.",
       (2, CW), False, "check_other_turn"),
    _c("t24p_control_ccw_off_board", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nCheck: counterclockwise would point it off the board.",
       (2, CW), False, "check_other_turn"),
    # -- a check that prefers another answer ------------------------------------------------
    _c("t24s_actually_better_choice", "solve",
       "MOVE: (1, 1)\n\nLet me double-check: going right, the top corridor... actually (2, 0) "
       "is the better choice since the bottom row is all open.", U, None,
       "check_prefers_other", why=_PREFER),
    _c("t24s_wait_is_better", "solve",
       "MOVE: (2, 0)\n\nWait, (1, 1) is better since the top row reaches G sooner.", U, None,
       "check_prefers_other", why=_PREFER),
    _c("t24s_hmm_is_shorter", "solve",
       "MOVE: (1, 1)\n\nHmm, the route through (2, 0) is shorter.", U, None,
       "check_prefers_other", why=_PREFER),
    _c("t24s_second_thought_best", "solve",
       "MOVE: (2, 0)\n\nOn second thought, (1, 1) is best: it heads straight for the goal "
       "column.", U, None, "check_prefers_other", why=_PREFER),
    # Controls: a stated replacement takes the new answer.
    _c("t24s_control_actually_i_meant", "solve",
       "MOVE: (1, 1)\n\nActually, I meant (2, 0).", (2, 0), None, "check_prefers_other"),
    _c("t24s_control_correction_line", "solve",
       "MOVE: (1, 1)\n\nCorrection, my answer is: MOVE: (2, 0)", (2, 0), None, "check_prefers_other"),
    _c("t24s_control_change_my_answer", "solve",
       "MOVE: (1, 1)\n\nWait, the bottom row is open; let me change my answer to (2, 0).",
       (2, 0), None, "check_prefers_other"),
    _c("t24s_control_new_answer_line", "solve",
       "MOVE: (1, 1)\n\nActually (2, 0) is the better choice.\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "check_prefers_other"),
    # -- a check naming another answer without a verdict -------------------------------------
    _c("t24s_verify_names_other", "solve",
       "MOVE: (1, 1)\n\nVerify: the player goes to (2, 0) and follows the bottom row to G.", U,
       None, "check_names_other", why=_NAMES),
    _c("t24s_recheck_names_other", "solve",
       "MOVE: (2, 0)\n\nLet me re-check: from (1, 0), step to (1, 1), then along the top.", U,
       None, "check_names_other", why=_NAMES),
    # Controls: the other cell rejected or merely described.
    _c("t24s_control_check_wall", "solve",
       "MOVE: (1, 1)\n\nCheck: (0, 0) is a wall, and (1, 1) is open.", (1, 1), None,
       "check_names_other"),
    _c("t24s_control_check_route", "solve",
       "MOVE: (1, 1)\n\nVerify: from (1, 1) the path continues to (1, 2), then down to G.",
       (1, 1), None, "check_names_other"),
]  # fmt: skip


_set = set_functions("t24", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune24.py: counts, no reader
    print_counts(all_cases(), problems())

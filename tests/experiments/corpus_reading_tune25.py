"""Tuning cases for the habits v25 found misread (issue 35, twenty-fourth round).

v25 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v25's wording. Each habit has its near variants and controls that must stay as they are:

* ``two_moves_offered``: two (square, turn) moves offered with "or", "either ... or",
  "alternatively" or "another option" and no pick: conflicting, as the solve reader does for
  cells. Controls: a pick after them ("I'll do the first"), one refused ("not (0, 0) but
  (1, 1)").
* ``check_doubts_answer``: a check after the answer saying the answer's own outcome is bad
  (off the board, does not connect, leaves a gap; in the solve phase, walks into a wall) or
  the other move's is good (connects, works, fits): conflicting, unless the reply then states
  the same answer again. Controls: a check saying the answer connects; a check rejecting the
  other move (another cell is the wall).
* ``not_a_quarter``: a turn by an angle other than a quarter ("270° clockwise", "180°", "by
  360 degrees", "-90°" with no sign convention): unreadable. Controls: "90° clockwise", "a
  quarter turn clockwise".
(Strictly, the puzzle cases ending on prose after the answer line are format misses as in t21.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1), (0,0) a
wall); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
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

_TWO = "two moves offered as alternatives, no pick"
_DOUBT = "a check after the answer says the answer fails or the other move works, no replacement"
_ANGLE = "a turn by an angle other than a quarter: one move of 90 degrees is not sure"

STYLES: list[Reply] = [
    # -- two moves offered, no pick -----------------------------------------------------------
    _c("t25p_or_rotate", "puzzle",
       "Rotate (0, 1) clockwise or rotate (1, 0) clockwise.", U, False, "two_moves_offered",
       why=_TWO),
    _c("t25p_either_or", "puzzle",
       "Either rotate (0, 1) counterclockwise or rotate (1, 0) clockwise.", U, False,
       "two_moves_offered", why=_TWO),
    _c("t25p_alternatively", "puzzle",
       "Rotate (0, 0) clockwise. Alternatively, rotate (1, 1) counterclockwise.", U, False,
       "two_moves_offered", why=_TWO),
    _c("t25p_another_option", "puzzle",
       "Turn square 1 clockwise. Another option is to turn square 2 counterclockwise.", U,
       False, "two_moves_offered", why=_TWO),
    # Controls: a pick, or one refused.
    _c("t25p_control_pick_first", "puzzle",
       "Rotate (0, 0) clockwise or rotate (1, 1) clockwise. I'll do the first.", (0, CW), False,
       "two_moves_offered"),
    _c("t25p_control_not_but", "puzzle",
       "Rotate not (0, 0) but (1, 1) clockwise.", (3, CW), False, "two_moves_offered"),
    # -- a check doubting the answer ----------------------------------------------------------
    _c("t25p_check_off_board_other_into", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nChecking: after a counterclockwise turn its opening "
       "faces up, off the board; a clockwise turn would face it right, into (0, 1).", U, False,
       "check_doubts_answer", why=_DOUBT),
    _c("t25p_check_does_not_connect", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nCheck: after that turn the pipe does not connect to "
       "(0, 0).", U, False, "check_doubts_answer", why=_DOUBT),
    _c("t25p_check_leaves_gap", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nVerify: turning it clockwise leaves a gap at the top.", U,
       False, "check_doubts_answer", why=_DOUBT),
    _c("t25p_check_other_works", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nDouble-check: a counterclockwise turn connects it to (0, 1).",
       U, False, "check_doubts_answer", why=_DOUBT),
    # Controls: the answer connects; the other move rejected; the answer restated.
    _c("t25p_control_check_connects", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nChecking: after a clockwise turn its opening faces left, "
       "into (1, 0): connected.", (3, CW), False, "check_doubts_answer"),
    _c("t25p_control_other_off_board", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nChecking: a counterclockwise turn would face it down, off "
       "the board.", (3, CW), False, "check_doubts_answer"),
    _c("t25p_control_restated", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nCheck: hmm, that seems to leave a gap. No, the gap is closed "
       "by the next turn.\n\nROTATE: (1, 0) clockwise", (2, CW), True, "check_doubts_answer"),
    # The same habit in the solve phase: a check saying the answer walks into a wall.
    _c("t25s_check_walks_into_wall", "solve",
       "MOVE: (1, 1)\n\nCheck: moving to (1, 1) walks into a wall.", U, None,
       "check_doubts_answer", why=_DOUBT),
    _c("t25s_check_that_step_hits_wall", "solve",
       "MOVE: (2, 0)\n\nDouble-check: that step hits a wall below the player.", U, None,
       "check_doubts_answer", why=_DOUBT),
    # Controls: another cell is the wall.
    _c("t25s_control_other_is_wall", "solve",
       "MOVE: (1, 1)\n\nCheck: moving to (0, 0) would walk into a wall; (1, 1) is open.", (1, 1),
       None, "check_doubts_answer"),
    # -- an angle other than a quarter --------------------------------------------------------
    _c("t25p_270_clockwise", "puzzle",
       "Rotate square 0 by 270° counterclockwise.", U, False, "not_a_quarter", why=_ANGLE),
    _c("t25p_180", "puzzle",
       "ROTATE: (0, 1) 180°", U, False, "not_a_quarter", why=_ANGLE),
    _c("t25p_360_degrees", "puzzle",
       "Rotate (1, 0) clockwise by 360 degrees.", U, False, "not_a_quarter", why=_ANGLE),
    _c("t25p_minus_90", "puzzle",
       "Rotate square 2 by -90°.", U, False, "not_a_quarter", why=_ANGLE),
    # Controls: a quarter turn stays read.
    _c("t25p_control_90_clockwise", "puzzle",
       "Rotate square 3 by 90° clockwise.", (3, CW), False, "not_a_quarter"),
    _c("t25p_control_quarter_turn", "puzzle",
       "Rotate (0, 1) a quarter turn counterclockwise.", (1, CCW), False, "not_a_quarter"),
]  # fmt: skip


_set = set_functions("t25", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune25.py: counts, no reader
    print_counts(all_cases(), problems())

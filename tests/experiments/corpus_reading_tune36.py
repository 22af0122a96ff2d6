"""Tuning cases for the classes v36 found misread (issue 35, thirty-fifth round).

v36 was measured once and is tuning data now. Its five misses share one structure: text after
(or around) the committed answer that withdraws it, doubts it or the premise it rests on, puts
its check off, or makes it conditional, and that nothing later resolves. The cases are built
from that MECHANISM, not from v36's words. These are NEW replies, written and labelled *before*
the readers were changed, each class in several phrasings and phases, with at least as many
clear controls as unclear cases:

* ``unpicked_headings``: two answer lines, each under its own heading ("Plan 1", "**Option A
  - go right**", "Candidate 2:", "Second reading:"), different values, no pick: unreadable.
  Controls: a pick in words after them, a heading that marks one rejected and one final, a
  single headed answer.
* ``bare_withdrawal``: after the answer, a withdrawal or an admission of error about it ("Never
  mind, I got the rows mixed up.", "Ignore that - I miscounted", "Please discard this maze")
  naming no new value: unreadable. Controls: the withdrawal followed by a new answer line; a
  withdrawal of an earlier note before the answer; an error admitted and said not to change
  the answer; an earlier draft discarded and the given answer kept.
* ``premise_doubt``: after the answer, a doubt about the premise it rests on (a question about
  the grid, an assumption stated with the case where it fails, "I wonder whether ...", "not
  certain ...") that nothing after settles: unreadable. Controls: the same doubt settled ("Yes:
  the grid shows 0 there", "the picture confirms it", "it is only shading"), a premise stated as
  fact, and a question to the user about something else (an offer of more help).
* ``pending_check``: after the answer, a check announced and not done ("I'd still have to
  verify", "needs a second look before this is final", "I will want to confirm", "I should
  validate"): unreadable. Controls: the check done right after with a result, a check told in
  the past tense, and a check put off to a later move.
* ``conditional_plan``: two values offered under conditions ("Should (2, 0) be open, go down;
  if not, take (1, 1).", "That is if square 1 is an elbow; if it is straight, turn square 3
  instead.") before or after one answer line, the condition left open: unreadable (strict
  too: the answer line hangs on a condition the reply states and leaves open). Controls: the
  condition settled before the answer line, a counterfactual about a move not taken, two
  outcomes both valid with one taken.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G); the generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2
board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_DOWN = "PATH: " + path_text(DOWN)
_RIGHT = "PATH: " + path_text(RIGHT)
_MAZE = "MAZE:\n" + RING_TL3

_HEADED = "two answer lines under their own headings, different values, no pick"
_HEADED_PICKED = "hard: headed answers with the pick said in words or in the headings"
UNPICKED_HEADINGS: list[Reply] = [
    _c("t36o_plan_one_two", "one_shot", "Plan 1\n" + _RIGHT + "\n\nPlan 2\n" + _DOWN, U,
       False, "unpicked_headings", why=_HEADED),
    _c("t36s_option_headings", "solve",
       "**Option A - go right**\nMOVE: (1, 1)\n\n**Option B - go down**\nMOVE: (2, 0)", U,
       None, "unpicked_headings", why=_HEADED),
    _c("t36p_candidate_headings", "puzzle",
       "Candidate 1:\nROTATE: (0, 1) clockwise\n\nCandidate 2:\nROTATE: (1, 0) "
       "counterclockwise", U, False, "unpicked_headings", why=_HEADED),
    _c("t36r_reading_headings", "recognize",
       "First reading:\nSHAPE: square\n\nSecond reading:\nSHAPE: C", U, False,
       "unpicked_headings", why=_HEADED),
    _c("t36o_control_plans_picked", "one_shot",
       "Plan 1\n" + path_text(RIGHT) + "\n\nPlan 2\n" + path_text(DOWN) + "\n\nPlan 1 is "
       "the one I am sure of, so that is my answer.\n\n" + _RIGHT, S, True,
       "unpicked_headings", why=_HEADED_PICKED),
    _c("t36s_control_option_chosen", "solve",
       "**Option A - go right**\nMOVE: (1, 1)\n\n**Option B - go down**\nMOVE: (2, 0)\n\nI "
       "choose option B.", (2, 0), None, "unpicked_headings", why=_HEADED_PICKED),
    _c("t36r_control_heading_rejected", "recognize",
       "First reading (rejected):\nSHAPE: C\n\nSecond reading (final):\nSHAPE: square",
       "square", True, "unpicked_headings", why=_HEADED_PICKED),
    _c("t36o_control_heading_one_route", "one_shot", "Route:\n" + _DOWN, S, True,
       "unpicked_headings"),
]  # fmt: skip

_WITHDRAWN = "after the answer, a withdrawal or admitted error naming no new value"
_REPLACED = "hard: the withdrawal is followed by the value that replaces the answer"
_OTHER_WITHDRAWN = "hard: what is withdrawn or admitted is not the answer, which stands"
BARE_WITHDRAWAL: list[Reply] = [
    _c("t36p_never_mind_mixed", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nNever mind, I got the rows mixed up.", U, False,
       "bare_withdrawal", why=_WITHDRAWN),
    _c("t36s_ignore_miscounted", "solve", "MOVE: (1, 1)\n\nIgnore that - I miscounted the "
       "columns.", U, None, "bare_withdrawal", why=_WITHDRAWN),
    _c("t36r_forget_wrong_picture", "recognize",
       "SHAPE: square\n\nForget what I said; I was looking at the wrong picture.", U, False,
       "bare_withdrawal", why=_WITHDRAWN),
    _c("t36o_take_back_confused", "one_shot",
       _RIGHT + "\n\nI take back that route, I confused row 2 with row 3.", U, False,
       "bare_withdrawal", why=_WITHDRAWN),
    _c("t36g_discard_mistake", "generate",
       _MAZE + "\n\nPlease discard this maze, I made a mistake in it.", U, False,
       "bare_withdrawal", why=_WITHDRAWN),
    _c("t36p_control_never_mind_replaced", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nNever mind, I got the rows mixed up. Corrected:"
       "\n\nROTATE: (1, 0) counterclockwise", (2, CCW), True, "bare_withdrawal",
       why=_REPLACED),
    _c("t36s_control_ignore_earlier_note", "solve",
       "My first note said right; ignore that, row 1 ends in a wall at (1, 4).\n\nMOVE: "
       "(2, 0)", (2, 0), (2, 0), "bare_withdrawal", why=_OTHER_WITHDRAWN),
    _c("t36r_control_misread_not_affecting", "recognize",
       "SHAPE: square\n\nI misread one cell at first, but the corrected reading is still a "
       "closed square.", "square", False, "bare_withdrawal", why=_OTHER_WITHDRAWN),
    _c("t36o_control_took_back_other", "one_shot",
       "I took back my first route through (2, 1) because it hits a wall.\n\n" + _DOWN, S,
       True, "bare_withdrawal", why=_OTHER_WITHDRAWN),
    _c("t36g_control_discard_draft_kept", "generate",
       _MAZE + "\n\nI discarded an earlier draft with a gap; this one is closed.", S, False,
       "bare_withdrawal", why=_OTHER_WITHDRAWN),
]  # fmt: skip

_DOUBTED = "after the answer, a doubt about the premise it rests on, never settled"
_SETTLED = "hard: the doubt about the premise is settled after it, or stated as fact"
_OTHER_QUESTION = "hard: a question after the answer about something else (more help)"
PREMISE_DOUBT: list[Reply] = [
    _c("t36s_row_really_open", "solve",
       "MOVE: (2, 0)\n\nThough is row 2 actually open at column 0? I may have read the grid "
       "upside down.", U, None, "premise_doubt", why=_DOUBTED),
    _c("t36p_piece_really_elbow", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nI'm assuming square 0 is an elbow; if it is a straight "
       "piece, this turn does nothing useful.", U, False, "premise_doubt", why=_DOUBTED),
    _c("t36r_gap_or_shading", "recognize",
       "SHAPE: square\n\nI wonder whether that break on the right is a real gap or just "
       "shading.", U, False, "premise_doubt", why=_DOUBTED),
    _c("t36o_counted_from_zero", "one_shot",
       _DOWN + "\n\nDid the maze's rows start at 0 or at 1? If at 1, every cell above is off "
       "by one.", U, False, "premise_doubt", why=_DOUBTED),
    _c("t36g_goal_reachable_doubt", "generate",
       _MAZE + "\n\nNot certain the goal is reachable from P here; I may have put a wall in "
       "the way.", U, False, "premise_doubt", why=_DOUBTED),
    _c("t36s_control_row_open_yes", "solve",
       "MOVE: (2, 0)\n\nIs row 2 actually open at column 0? Yes: the grid shows 0 there.",
       (2, 0), None, "premise_doubt", why=_SETTLED),
    _c("t36p_control_assuming_confirmed", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nI assumed square 0 is an elbow, and the picture confirms "
       "it: two openings at a right angle.", (0, CW), False, "premise_doubt", why=_SETTLED),
    _c("t36r_control_gap_resolved", "recognize",
       "SHAPE: square\n\nI wondered whether the break on the right was a gap, but it is only "
       "shading; the side is closed.", "square", False, "premise_doubt", why=_SETTLED),
    _c("t36o_control_counted_stated", "one_shot",
       _DOWN + "\n\nRows and columns count from 0, as the prompt says.", S, False,
       "premise_doubt", why=_SETTLED),
    _c("t36g_control_reachable_checked", "generate",
       _MAZE + "\n\nIs the goal reachable from P? I traced it: yes, along the ring.", S,
       False, "premise_doubt", why=_SETTLED),
    _c("t36s_control_question_other", "solve",
       "MOVE: (1, 1)\n\nWould you like the whole route as well?", (1, 1), None,
       "premise_doubt", why=_OTHER_QUESTION),
]  # fmt: skip

_PENDING = "after the answer, a check of it announced and not done"
_DONE = "hard: the check is done (a result, or told in the past tense)"
_LATER_MOVE = "hard: the check announced is of a later move, not of this answer"
PENDING_CHECK: list[Reply] = [
    _c("t36o_still_have_to_verify", "one_shot",
       _DOWN + "\n\nI'd still have to verify that (3, 0) is free.", U, False,
       "pending_check", why=_PENDING),
    _c("t36s_needs_second_look", "solve",
       "MOVE: (1, 1)\n\nColumn 1 needs a second look before this is final.", U, None,
       "pending_check", why=_PENDING),
    _c("t36p_still_to_confirm", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nI still have to confirm which way square 2's opening "
       "faces.", U, False, "pending_check", why=_PENDING),
    _c("t36r_will_want_to_confirm", "recognize",
       "SHAPE: square\n\nI will want to confirm the bottom edge is unbroken.", U, False,
       "pending_check", why=_PENDING),
    _c("t36g_should_validate", "generate",
       _MAZE + "\n\nI should validate that every ring cell connects before you use it.", U,
       False, "pending_check", why=_PENDING),
    _c("t36o_control_verify_done", "one_shot",
       _DOWN + "\n\nI'd have to verify that (3, 0) is free: row 3 starts with 0, so it is.",
       S, False, "pending_check", why=_DONE),
    _c("t36s_control_second_look_done", "solve",
       "MOVE: (2, 0)\n\nA second look at column 0: rows 2 to 4 are open. The move holds.",
       (2, 0), None, "pending_check", why=_DONE),
    _c("t36p_control_confirmed_past", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nI confirmed which way square 2's opening faces: left and "
       "up before the turn.", (2, CW), False, "pending_check", why=_DONE),
    _c("t36r_control_checked_edge", "recognize",
       "SHAPE: square\n\nI checked the bottom edge too; it is unbroken.", "square", False,
       "pending_check", why=_DONE),
    _c("t36g_control_validated", "generate",
       _MAZE + "\n\nValidated: every ring cell connects to its two neighbours.", S, False,
       "pending_check", why=_DONE),
    _c("t36s_control_next_move_check", "solve",
       "MOVE: (2, 0)\n\nFor the move after this one, I'll have to check (3, 0).", (2, 0), None,
       "pending_check", why=_LATER_MOVE),
]  # fmt: skip

_CONDITIONAL = "two values offered under a condition the reply states and leaves open"
_CONDITION_SETTLED = "hard: the condition is settled before the answer line"
_COUNTERFACTUAL = "hard: a condition about a move not taken, or two outcomes with one taken"
CONDITIONAL_PLAN: list[Reply] = [
    _c("t36s_should_open_else", "solve",
       "Should (2, 0) be open, go down to it; if not, take (1, 1).\n\nMOVE: (2, 0)", U, None,
       "conditional_plan", why=_CONDITIONAL),
    _c("t36p_that_is_if_elbow", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nThat is if square 1 is an elbow; if it is straight, turn "
       "square 3 instead.", U, False, "conditional_plan", why=_CONDITIONAL),
    _c("t36r_if_gap_c_else_square", "recognize",
       "If the right side has a real gap, the answer is C; if not, square.\n\nSHAPE: square",
       U, False, "conditional_plan", why=_CONDITIONAL),
    _c("t36o_when_rows_from_top", "one_shot",
       "When rows count from the top, take the right-hand route; otherwise the left-hand "
       "one.\n\n" + _RIGHT, U, False, "conditional_plan", why=_CONDITIONAL),
    _c("t36s_control_condition_settled", "solve",
       "Should (2, 0) be open, go down to it; if not, take (1, 1). Row 2 starts with 0, so it "
       "is open.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "conditional_plan", why=_CONDITION_SETTLED),
    _c("t36p_control_if_counterfactual", "puzzle",
       "If I turned square 1 clockwise its opening would face off the board, so the other "
       "way.\n\nROTATE: (0, 1) counterclockwise", (1, CCW), True, "conditional_plan",
       why=_COUNTERFACTUAL),
    _c("t36r_control_gap_otherwise_none", "recognize",
       "A gap on the right would make it a C, otherwise it is a square. There is no gap.\n\n"
       "SHAPE: square", "square", True, "conditional_plan", why=_CONDITION_SETTLED),
    _c("t36o_control_both_valid_one_taken", "one_shot",
       "If I went right first I would still reach G, and down works too; both are valid and "
       "I take down.\n\n" + _DOWN, S, True, "conditional_plan", why=_COUNTERFACTUAL),
    _c("t36s_control_if_only_open", "solve",
       "MOVE: (2, 0)\n\nIf (1, 1) were the only open cell I would have gone right, but (2, 0) "
       "is open.", (2, 0), None, "conditional_plan", why=_COUNTERFACTUAL),
]  # fmt: skip


_set = set_functions(
    "t36",
    WHY,
    MAZES,
    [UNPICKED_HEADINGS, BARE_WITHDRAWAL, PREMISE_DOUBT, PENDING_CHECK, CONDITIONAL_PLAN],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune36.py: counts, no reader
    print_counts(all_cases(), problems())

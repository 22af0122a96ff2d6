"""Tuning cases for the classes v34 found misread (issue 35, thirty-third round).

v34 was measured once and is tuning data now. Its misses were everyday habits in words no rule
listed, so the cases are built from MECHANISMS, not from v34's words. These are NEW replies,
written and labelled *before* the readers were changed, each class in several phrasings and
phases, with at least as many clear controls:

* ``question``: a question to the user that the answer waits on (second person, or "tell me /
  let me know / confirm"), or a stated wait for the user ("before I commit", "once you ..."),
  with no answer line after it: unreadable, a cell named before it or not. Controls: a question
  the reply answers itself; a question about another matter, or an offer of further help,
  after a committed answer line.
* ``offers_and``: offers joined by "and" as well as "or", with no pick: unreadable. Controls:
  the offers followed by a pick.
* ``reexamine``: after the answer, a re-examination announced and not done (a verb of
  re-examination in the future, the imperative or "let me"; "if X, this changes everything";
  "I'd rather not commit until ..."): unreadable. Controls: the same verbs followed by a result
  that confirms the answer.
* ``bold_heads``: bold-only lines ("**Route A**") are headings: two headed sections each with
  an answer and no pick: unreadable. Controls: one headed answer; a second section without one.
* ``verdict``: a check ending on a one-word verdict ("Valid.", "Correct.", "Confirmed.") keeps
  the answer; "X would <bad outcome>, so <answer> it is" keeps the answer. Unclear: a check
  ending on a negative verdict ("Invalid.", "Wrong.").

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
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

_ASKS = "the answer waits on the user's reply to a question; no answer line follows it"
_OFFERS = "two answers offered side by side (joined by 'and'), no pick"
_PENDING = "a re-examination announced after the answer and never done"
_HEADS = "two bold-headed sections each with an answer and no pick"
_NEGATIVE = "the check after the answer ends on a negative verdict; no other answer is given"
_KEPT = "hard: the check after the answer keeps it; strict: not the final line"
_AFTER = "hard: the answer line is committed; strict: not the final line"
_DOWN = "PATH: " + path_text(DOWN)
_RIGHT = "PATH: " + path_text(RIGHT)

QUESTION: list[Reply] = [
    _c("t34s_lean_asks_confirm", "solve",
       "My pick would be (1, 1), but could you confirm whether the goal counts as an open "
       "cell? Let me know and I'll commit.", U, None, "question", why=_ASKS),
    _c("t34s_asks_numbering_only", "solve",
       "Do you number the columns from zero here? Which of (2, 0) or (1, 1) is down depends on "
       "it.", U, None, "question", why=_ASKS),
    _c("t34r_wants_to_be_sure", "recognize",
       "It looks like a square, but I want to be sure the gap on the right is drawn as a wall "
       "before I answer. Can you tell me?", U, False, "question", why=_ASKS),
    _c("t34p_final_once_you", "puzzle",
       "Probably (0, 1) clockwise. I'll give the final ROTATE line once you tell me whether "
       "the board wraps around.", U, False, "question", why=_ASKS),
    _c("t34o_confirm_before_commit", "one_shot",
       "Down the left column looks shortest: " + path_text(DOWN) + ". Please confirm that "
       "diagonal steps are not allowed before I commit to it.", U, False, "question",
       why=_ASKS),
    # Controls: a question the reply answers; another matter or an offer after the answer.
    _c("t34s_control_self_answered", "solve",
       "Is (1, 1) a way through? No, it only reaches a dead end. Is (2, 0) open? Yes.\n\n"
       "MOVE: (2, 0)", (2, 0), (2, 0), "question"),
    _c("t34s_control_offer_after", "solve",
       "MOVE: (2, 0)\n\nWould you like me to explain the route?", (2, 0), None, "question",
       why=_AFTER),
    _c("t34r_control_self_answered", "recognize",
       "Does the loop close? Yes, all four sides meet.\n\nSHAPE: square", "square", True,
       "question"),
    _c("t34p_control_offer_after", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nWant me to walk through why?", (2, CW), False, "question",
       why=_AFTER),
    _c("t34o_control_other_matter", "one_shot",
       _DOWN + "\n\nShall I also draw the maze with the path marked on it?", S, False,
       "question", why=_AFTER),
    _c("t34g_control_other_matter", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nDo you want a bigger one next time?", S,
       False, "question", why="hard: a question about another matter after the maze; strict: "
       "not the encoder's text alone"),
]  # fmt: skip

OFFERS_AND: list[Reply] = [
    _c("t34s_open_moves_and", "solve", "The open moves are (1, 1) and (2, 0).", U, None,
       "offers_and", why=_OFFERS),
    _c("t34s_could_step_and", "solve",
       "From here you could step right to (1, 1) and down to (2, 0).", U, None, "offers_and",
       why=_OFFERS),
    _c("t34p_could_turn_and", "puzzle",
       "You could turn (0, 0) clockwise and (1, 1) counterclockwise.", U, False, "offers_and",
       why=_OFFERS),
    # Controls: the offers and then a pick.
    _c("t34s_control_and_then_pick", "solve",
       "You can move to (1, 1) and to (2, 0); (2, 0) is shorter, so I take it.\n\nMOVE: (2, 0)",
       (2, 0), (2, 0), "offers_and"),
    _c("t34s_control_and_pick_inline", "solve",
       "Right (1, 1) and down (2, 0) are both open. I'll go down to (2, 0).", (2, 0), None,
       "offers_and", why="hard: the pick is in the prose; strict: no MOVE: line"),
    _c("t34p_control_and_then_pick", "puzzle",
       "Turning (0, 0) and (0, 1) would both help, but (0, 1) comes first.\n\n"
       "ROTATE: (0, 1) counterclockwise", (1, CCW), True, "offers_and"),
]  # fmt: skip

REEXAMINE: list[Reply] = [
    _c("t34s_should_recheck", "solve",
       "MOVE: (1, 1)\n\nI should recheck row 1 before trusting this.", U, None, "reexamine",
       why=_PENDING),
    _c("t34s_double_check_if", "solve",
       "MOVE: (2, 0)\n\nDouble-check row 3 though: if (3, 0) is a wall, the right move is the "
       "one.", U, None, "reexamine", why=_PENDING),
    _c("t34r_let_me_look_again", "recognize",
       "SHAPE: C\n\nLet me look again at the right side; if it is closed, the other shape is "
       "the one.", U, False, "reexamine", why=_PENDING),
    _c("t34p_will_revisit", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nI'll revisit this once I've traced the path from (0, 0).",
       U, False, "reexamine", why=_PENDING),
    _c("t34o_not_commit_until", "one_shot",
       _DOWN + "\n\nI'd rather not commit until I've re-verified the bottom row.", U, False,
       "reexamine", why=_PENDING),
    # Controls: the same verbs followed by a result that confirms.
    _c("t34s_control_rechecked", "solve",
       "MOVE: (2, 0)\n\nRechecked row 3: (3, 0) is 0, so down is fine.", (2, 0), None,
       "reexamine", why=_KEPT),
    _c("t34r_control_recount_result", "recognize",
       "SHAPE: square\n\nLet me recount the sides: one, two, three, four, all closed. Square.",
       "square", False, "reexamine", why=_KEPT),
    _c("t34p_control_reconsidered", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nI reconsidered counterclockwise: it points the opening off "
       "the board, so clockwise stays.", (2, CW), False, "reexamine", why=_KEPT),
    _c("t34o_control_double_checked", "one_shot",
       _DOWN + "\n\nDouble-checked: every step lands on a 0 or on G.", S, False, "reexamine",
       why=_KEPT),
    _c("t34s_control_looked_again", "solve",
       "MOVE: (2, 0)\n\nLooked again at (1, 1): it leads to a dead end, so (2, 0) stands.",
       (2, 0), None, "reexamine", why=_KEPT),
]  # fmt: skip

BOLD_HEADS: list[Reply] = [
    _c("t34o_bold_two_routes", "one_shot",
       "**Option one**\n\n" + _RIGHT + "\n\n**Option two**\n\n" + _DOWN, U, False, "bold_heads",
       why=_HEADS),
    _c("t34s_bold_two_moves", "solve",
       "**Going right**\nMOVE: (1, 1)\n\n**Going down**\nMOVE: (2, 0)", U, None, "bold_heads",
       why=_HEADS),
    _c("t34r_underscore_bold_two_shapes", "recognize",
       "__Reading 1__\nSHAPE: square\n\n__Reading 2__\nSHAPE: C", U, False, "bold_heads",
       why=_HEADS),
    # Controls: one headed answer; a second section with no answer.
    _c("t34s_control_bold_answer", "solve", "**Answer**\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "bold_heads"),
    _c("t34r_control_bold_sections", "recognize",
       "**Analysis**\nThe loop is closed on all four sides.\n\n**Answer**\nSHAPE: square",
       "square", True, "bold_heads"),
    _c("t34o_control_second_no_path", "one_shot",
       "**Route A**\n\n" + _DOWN + "\n\n**Route B**\n\nThe top corridor is longer; no need.", S,
       False, "bold_heads", why="hard: only one section holds a route; strict: not the last "
       "line"),
]  # fmt: skip

VERDICT: list[Reply] = [
    _c("t34s_verdict_invalid", "solve",
       "MOVE: (1, 1)\n\nCheck: (1, 1) only leads into a dead end. Invalid.", U, None,
       "verdict", why=_NEGATIVE),
    _c("t34r_verdict_wrong", "recognize",
       "SHAPE: square\n\nCheck: the right side has a gap. Wrong.", U, False, "verdict",
       why=_NEGATIVE),
    # Controls: a one-word positive verdict; another value ruled out and the answer restated.
    _c("t34s_control_correct", "solve",
       "MOVE: (2, 0)\n\nCheck: (2, 0) is a 0 in row 2. Correct.", (2, 0), None, "verdict",
       why=_KEPT),
    _c("t34r_control_confirmed", "recognize",
       "SHAPE: square\n\nCheck: four closed sides. Confirmed.", "square", False, "verdict",
       why=_KEPT),
    _c("t34p_control_valid", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nVerification: the opening now faces (0, 0). Valid.",
       (2, CW), False, "verdict", why=_KEPT),
    _c("t34o_control_valid", "one_shot",
       _DOWN + "\n\nCheck: no step crosses a wall. Valid.", S, False, "verdict", why=_KEPT),
    _c("t34s_control_would_dead_end", "solve",
       "MOVE: (2, 0)\n\nRight would run into a dead end, so down it is.", (2, 0), None,
       "verdict", why=_KEPT),
    _c("t34r_control_c_would_need_gap", "recognize",
       "SHAPE: square\n\nA C would need a gap in one side, so square it is.", "square", False,
       "verdict", why=_KEPT),
    _c("t34p_control_other_would_block", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nClockwise would leave the opening facing the edge, "
       "so counterclockwise it is.", (1, CCW), False, "verdict", why=_KEPT),
]  # fmt: skip


_set = set_functions("t34", WHY, MAZES, [QUESTION, OFFERS_AND, REEXAMINE, BOLD_HEADS, VERDICT])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune34.py: counts, no reader
    print_counts(all_cases(), problems())

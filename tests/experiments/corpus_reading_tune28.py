"""Tuning cases for the habits v28 found misread (issue 35, twenty-seventh round).

v28 was measured once and is tuning data now. These are NEW replies for what the text after (or
around) a committed answer *does*, written and labelled *before* the readers were changed, in
several phrasings per phase, each with clear controls that must stay as they are:

* ``withdrawn``: a retraction after the answer ("that's wrong", "scratch that", "should
  instead", "Correction:") with no complete new answer after it: unreadable. Control: the
  retraction followed by a new complete answer (taken); a retraction of an alternative.
* ``leans_elsewhere``: after the answer, another candidate named or pointed to with a
  comparative or modal judgement in its favour ("would likely be the better choice", "may be
  the wiser step") and no dismissal: unreadable. Controls: the other candidate dismissed; the
  judgement about the answer itself.
* ``conditions``: two answers each under an "if / otherwise / if you would rather" clause the
  reply does not settle: unreadable. Control: one conditional the reply settles.
* ``conclusion_other``: a summary or conclusion naming another answer than the answer line,
  neither said to replace the other: unreadable. Control: the summary names the same answer.
* ``question_back``: a question offering two readings, or a doubt after a generated maze
  asking for it to be changed: unreadable. Control: a maze said to be fine as it is.
* ``clear_misses``: Italian "verso il basso / verso l'alto", HTML tags around a labelled answer.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
"""

from __future__ import annotations

from corpus_form import CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_WITHDRAWN = "the answer is withdrawn after it and no complete new answer is given"
_LEANS = "another candidate is favoured after the answer, neither dismissed nor said to replace"
_CONDITIONS = "two answers under two conditions the reply does not settle"
_CONCLUSION = "a conclusion names another answer than the answer line; neither replaces the other"
_QUESTION = "a question back offering two readings; no answer chosen"
_CHANGE = "a doubt after the maze asks for it to be changed, no replacement given"
_PROSE = "strict: prose after the answer line is a format miss, as in t21"
_MAZE = "MAZE:\n" + RING_TL3

STYLES: list[Reply] = [
    # -- A: withdrawn, never replaced ----------------------------------------------------------
    _c("t28s_thats_wrong_unfinished", "solve",
       "MOVE: (1, 1)\n\nHmm, that's wrong. The move should instead be", U, None, "withdrawn",
       why=_WITHDRAWN),
    _c("t28s_scratch_that_look_again", "solve",
       "MOVE: (2, 0)\n\nScratch that, I need to look again at the walls first.", U, None,
       "withdrawn", why=_WITHDRAWN),
    _c("t28o_second_thought_unfinished", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nOn second thought, that's not right; the path should "
       "instead run along", U, False, "withdrawn", why=_WITHDRAWN),
    _c("t28r_wait_no_unfinished", "recognize",
       "SHAPE: square\n\nWait, no, that's not right. The shape is actually", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t28p_correction_unfinished", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCorrection: the piece to turn should instead be", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t28g_wait_no_unfinished", "generate",
       _MAZE + "\n\nWait, no, that's wrong, G should instead sit", U, False, "withdrawn",
       why=_WITHDRAWN),
    # Controls: a new complete answer after the retraction; a retraction of an alternative.
    _c("t28s_control_withdrawn_replaced", "solve",
       "MOVE: (1, 1)\n\nWait, no, that's not right. I should instead move to (2, 0).", (2, 0),
       None, "withdrawn"),
    _c("t28s_control_alternative_retracted", "solve",
       "MOVE: (2, 0)\n\nCheck: is (1, 1) shorter? No, both take six moves, so (2, 0) stands.",
       (2, 0), None, "withdrawn"),
    _c("t28p_control_correction_replaced", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCorrection: ROTATE: (1, 1) clockwise", (3, CW), False,
       "withdrawn", why="strict: two answer lines, a format miss"),
    # -- B: leaning to another candidate -------------------------------------------------------
    _c("t28s_right_likely_better", "solve",
       "MOVE: (2, 0)\n\nLooking again, going right along the top row would likely be the better "
       "choice.", U, None, "leans_elsewhere", why=_LEANS),
    _c("t28s_cell_may_be_wiser", "solve",
       "MOVE: (1, 1)\n\nStill, (2, 0) may be the wiser step here.", U, None, "leans_elsewhere",
       why=_LEANS),
    _c("t28o_top_route_safer_bet", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nOn reflection, the top route could well be the safer "
       "bet.", U, False, "leans_elsewhere", why=_LEANS),
    _c("t28r_better_described_l", "recognize",
       "SHAPE: square\n\nHonestly, it might be better described as an L.", U, False,
       "leans_elsewhere", why=_LEANS),
    _c("t28p_other_square_less_risk", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nTurning (1, 1) would probably do the job too, with less "
       "risk.", U, False, "leans_elsewhere", why=_LEANS),
    _c("t28p_other_turn_may_be_better", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\nThat said, a clockwise turn might be the better fit "
       "there.", U, False, "leans_elsewhere", why=_LEANS),
    # Controls: the other candidate dismissed; the judgement is about the answer.
    _c("t28s_control_other_dismissed", "solve",
       "MOVE: (2, 0)\n\nGoing right might look just as good, but (1, 1) is no shorter, so going "
       "down stands.", (2, 0), None, "leans_elsewhere"),
    _c("t28r_control_not_an_l", "recognize",
       "SHAPE: square\n\nIt might look like an L at first glance, but all four sides are there, "
       "so it is not an L.", "square", False, "leans_elsewhere", why=_PROSE),
    _c("t28p_control_other_turn_off_board", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nA counterclockwise turn might seem simpler, but it points "
       "off the board, so clockwise it is.", (1, CW), False, "leans_elsewhere", why=_PROSE),
    _c("t28o_control_same_route_safer", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nThe top route is probably the safer one anyway.", S,
       False, "leans_elsewhere", why=_PROSE),
    # -- C: two answers under unsettled conditions ---------------------------------------------
    _c("t28s_if_otherwise", "solve",
       "If the top row is the quicker way, MOVE: (1, 1). Otherwise MOVE: (2, 0).", U, None,
       "conditions", why=_CONDITIONS),
    _c("t28o_if_if_not", "one_shot",
       "If you want the top route: PATH: " + path_text(RIGHT) + "\nIf not: PATH: "
       + path_text(DOWN), U, False, "conditions", why=_CONDITIONS),
    _c("t28r_if_otherwise", "recognize",
       "If P and G count as open cells, SHAPE: square. Otherwise SHAPE: C.", U, False,
       "conditions", why=_CONDITIONS),
    _c("t28p_if_would_rather", "puzzle",
       "If you want the shortest fix, ROTATE: (0, 0) clockwise. If you would rather keep the top "
       "row, ROTATE: (1, 1) counterclockwise.", U, False, "conditions", why=_CONDITIONS),
    # Control: one conditional the reply settles.
    _c("t28s_control_if_settled", "solve",
       "If (1, 1) were a wall I would go down, but it is open and the top row leads to G.\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "conditions"),
    _c("t28r_control_if_settled", "recognize",
       "If P and G did not count it would be an L, but the prompt says they count.\n\n"
       "SHAPE: square", "square", True, "conditions"),
    # -- D: a conclusion naming another answer -------------------------------------------------
    _c("t28s_sensible_is_really", "solve",
       "MOVE: (1, 1)\n\nChecking the walls again, the sensible first step is really (2, 0).", U,
       None, "conclusion_other", why=_CONCLUSION),
    _c("t28r_summary_other_shape", "recognize",
       "SHAPE: square\n\nSummary: the open cells form a C.", U, False, "conclusion_other",
       why=_CONCLUSION),
    _c("t28p_conclusion_other_square", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\nConclusion: the square to turn is (1, 1), clockwise.",
       U, False, "conclusion_other", why=_CONCLUSION),
    # Control: the summary names the same answer.
    _c("t28s_control_summary_same", "solve",
       "MOVE: (2, 0)\n\nSummary: the best first step is (2, 0), down the left column.", (2, 0),
       None, "conclusion_other"),
    # -- E: questions back, a maze to be changed -----------------------------------------------
    _c("t28r_question_two_readings", "recognize",
       "Counting P and G it is a square; leaving them out it is an L. Which reading do you "
       "want?", U, False, "question_back", why=_QUESTION),
    _c("t28g_might_want_to_fix", "generate",
       _MAZE + "\n\nI'm not sure the ring is closed at that corner; you might want to fix it "
       "before using this.", U, False, "question_back", why=_CHANGE),
    _c("t28g_may_wish_to_move", "generate",
       _MAZE + "\n\nYou may wish to move G further from P before you use it.", U, False,
       "question_back", why=_CHANGE),
    # Control: the maze said to be usable as it is.
    _c("t28g_control_use_as_is", "generate",
       _MAZE + "\n\nYou can use this maze as it is: the ring is closed.", S, False,
       "question_back", why=_PROSE),
    # -- clear misses: Italian phrasings, HTML tags around a labelled answer -------------------
    _c("t28s_italian_verso_il_basso", "solve",
       "Il giocatore è in (1, 0). Vado verso il basso.", (2, 0), None, "clear_misses",
       why="hard: 'verso il basso' is down in Italian, a language read"),
    _c("t28s_italian_verso_destra", "solve",
       "Il giocatore è in (1, 0). Mi sposto verso destra.", (1, 1), None, "clear_misses",
       why="hard: 'verso destra' is right in Italian, a language read"),
    _c("t28s_html_move", "solve",
       "<p>The player is at (1, 0).</p>\n<p>MOVE: <b>(2, 0)</b></p>", (2, 0), None,
       "clear_misses", why="hard: the move is (2, 0); strict: inside HTML tags"),
    _c("t28r_html_strong", "recognize",
       "<div>The cells make a closed ring.</div>\n<div>SHAPE: <strong>square</strong></div>",
       "square", False, "clear_misses", why="hard: the name is square; strict: inside HTML tags"),
]  # fmt: skip


_set = set_functions("t28", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune28.py: counts, no reader
    print_counts(all_cases(), problems())

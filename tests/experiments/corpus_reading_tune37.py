"""Tuning cases for the classes v37 found misread (issue 35, thirty-sixth round).

v37 was measured once and is tuning data now. Its nine misses fall in three mechanisms, and
the cases are built from the MECHANISM, not from v37's words. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings and phases, with at
least as many clear controls as unclear cases:

* ``notations_disagree``: the answer named a second time in another form the pipeline can read
  (a route's cells then its directions or a summary of it, a cell then "row R, column C", a
  square's (row, col) then its number or its corner, a shape's name in two languages, a maze's
  rows then a summary naming P's cell), the two values DIFFERENT and nothing saying which
  stands: unreadable. Controls: the same restatements agreeing, a shape named only as
  rejected ("not a C"), a walk through the route's own cells.
* ``alternative_offered``: after the answer, another value of the answer's kind offered as an
  alternative ("would be equally fine", "would also do the job", "also fits", "Another maze
  that is also valid:", "Or you could take ... instead", "Or would you prefer ...?"), no pick:
  unreadable. Controls: the alternative named and the answer kept ("but I stay with"), another
  value named only as rejected, values of another kind after "also" (the goal, the next move,
  a square the turn lines up with), "also" about the answer itself.
* ``caveat_open``: after the answer, a caveat naming the case in which the answer fails ("if
  it is a wall, the route fails", "I assumed ...; if it is straight, this turn is wrong"), the
  case never settled: unreadable. Controls: the caveat settled in the reply, a counterfactual
  ("were a wall"), a condition on what the user wants, a caveat about another route.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G); the generated rings of :mod:`corpus_reading_v28` (3x3 top-left, P (0, 0)) and
:mod:`corpus_reading_v37` (3x3 at the top, P (2, 3)); the puzzle is the 2 x 2 board, squares
0-3 row by row from the top left. The strict reading reads the answer line only when it is the
reply's last line and holds nothing after the answer (docs/analysis.md, "Nothing after the
answer on a strict line"): every restatement on the answer line is a strict format miss.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3
from corpus_reading_v37 import RING_TOP3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_DOWN = "PATH: " + path_text(DOWN)
_RIGHT = "PATH: " + path_text(RIGHT)
_MAZE = "MAZE:\n" + RING_TL3

_DISAGREE = "the answer named twice in two forms that name different values, no pick"
_AGREE = "hard: the second form names the same value (or names another only as rejected)"
NOTATIONS_DISAGREE: list[Reply] = [
    _c("t37o_moves_other_way", "one_shot",
       _DOWN + "\n\nAs moves: right, right, right, down, down, down.", U, False,
       "notations_disagree", why=_DISAGREE),
    _c("t37o_in_short_other_route", "one_shot",
       _RIGHT + "\n\nIn short: down the left side, then right along the bottom to G.", U,
       False, "notations_disagree", why=_DISAGREE),
    _c("t37s_row_column_disagree", "solve", "MOVE: (2, 0), i.e. row 2, column 1.", U, None,
       "notations_disagree", why=_DISAGREE),
    _c("t37p_square_number_disagree", "puzzle", "ROTATE: (0, 1) clockwise (square 2)", U,
       False, "notations_disagree", why=_DISAGREE),
    _c("t37p_corner_disagree", "puzzle",
       "ROTATE: (1, 1) counterclockwise - the bottom-left piece.", U, False,
       "notations_disagree", why=_DISAGREE),
    _c("t37r_chinese_gloss_disagree", "recognize", "SHAPE: C (正方形)", U, False,
       "notations_disagree", why=_DISAGREE),
    _c("t37g_summary_start_disagree", "generate",
       "MAZE:\n" + RING_TOP3 + "\n\nSummary: a 3x3 ring at the top, with P at (0, 1).", U,
       False, "notations_disagree", why=_DISAGREE),
    _c("t37o_control_moves_agree", "one_shot",
       _RIGHT + "\n\nIn directions: right, right, right, down, down, down.", S, False,
       "notations_disagree", why=_AGREE),
    _c("t37o_control_in_short_same", "one_shot",
       _RIGHT + "\n\nIn short: right along the top row, then down the right column to G.", S,
       False, "notations_disagree", why=_AGREE),
    _c("t37o_control_walk_through", "one_shot",
       _DOWN + "\n\nFrom (1, 0) I go down through (2, 0) and (3, 0) to (4, 0), then right to "
       "G.", S, False, "notations_disagree", why=_AGREE),
    _c("t37s_control_row_column_agree", "solve", "MOVE: (2, 0), i.e. row 2, column 0.",
       (2, 0), None, "notations_disagree", why=_AGREE),
    _c("t37p_control_square_number_agree", "puzzle", "ROTATE: (0, 1) clockwise (square 1)",
       (1, CW), False, "notations_disagree", why=_AGREE),
    _c("t37p_control_corner_agree", "puzzle",
       "ROTATE: (1, 1) counterclockwise - the bottom-right piece.", (3, CCW), False,
       "notations_disagree", why=_AGREE),
    _c("t37r_control_chinese_gloss_agree", "recognize", "SHAPE: square (正方形)", "square",
       False, "notations_disagree", why=_AGREE),
    _c("t37r_control_not_c", "recognize",
       "SHAPE: square - a closed ring, not a C.", "square", False, "notations_disagree",
       why=_AGREE),
    _c("t37g_control_summary_start_agree", "generate",
       "MAZE:\n" + RING_TOP3 + "\n\nSummary: a 3x3 ring at the top, with P at (2, 3).", S,
       False, "notations_disagree", why=_AGREE),
]  # fmt: skip

_OFFERED = "after the answer, another value of its kind offered as an alternative, no pick"
_KEPT = "hard: the alternative is named and the answer kept, or named only as rejected"
_OTHER_KIND = "hard: 'also' with a value of another kind (goal, next move, a neighbour square)"
ALTERNATIVE_OFFERED: list[Reply] = [
    _c("t37s_instead_equally_fine", "solve",
       "MOVE: (1, 1)\n\nGoing to (2, 0) instead would be equally fine.", U, None,
       "alternative_offered", why=_OFFERED),
    _c("t37p_also_does_the_job", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nTurning (0, 0) clockwise would also do the job.", U, False,
       "alternative_offered", why=_OFFERED),
    _c("t37r_c_also_fits", "recognize", "SHAPE: square\n\nC also fits this picture.", U,
       False, "alternative_offered", why=_OFFERED),
    _c("t37g_another_also_valid", "generate",
       _MAZE + "\n\nAnother maze that is also valid:\n\n" + RING_TOP3, U, False,
       "alternative_offered", why=_OFFERED),
    _c("t37o_or_you_could_instead", "one_shot",
       _RIGHT + "\n\nOr you could take " + path_text(DOWN) + " instead.", U, False,
       "alternative_offered", why=_OFFERED),
    _c("t37s_or_would_you_prefer", "solve",
       "MOVE: (2, 0)\n\nOr would you prefer I go to (1, 1)?", U, None, "alternative_offered",
       why=_OFFERED),
    _c("t37s_control_also_but_kept", "solve",
       "MOVE: (2, 0)\n\n(1, 1) would also work, but I stay with (2, 0).", (2, 0), None,
       "alternative_offered", why=_KEPT),
    _c("t37p_control_other_rejected", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nTurning (0, 0) would not help: it is already in place.",
       (3, CW), False, "alternative_offered", why=_KEPT),
    _c("t37o_control_other_route_not_chosen", "one_shot",
       _DOWN + "\n\nThe top route would also work, but I chose this one.", S, False,
       "alternative_offered", why=_KEPT),
    _c("t37s_control_next_move", "solve",
       "MOVE: (2, 0)\n\nAfter that, the next move would be (3, 0).", (2, 0), None,
       "alternative_offered", why=_OTHER_KIND),
    _c("t37s_control_goal_also", "solve",
       "MOVE: (1, 1)\n\nThe goal is at (4, 3), and this move also brings it closer.", (1, 1),
       None, "alternative_offered", why=_OTHER_KIND),
    _c("t37p_control_also_lines_up", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nThis also lines its opening up with square 3.",
       (1, CCW), False, "alternative_offered", why=_OTHER_KIND),
    _c("t37g_control_also_closed", "generate",
       _MAZE + "\n\nThis one is also closed on every side, so P can reach G.", S, False,
       "alternative_offered", why=_OTHER_KIND),
    _c("t37r_control_also_a_ring", "recognize",
       "SHAPE: square\n\nIt is also a closed ring, so no C.", "square", False,
       "alternative_offered", why=_KEPT),
]  # fmt: skip

_CAVEAT = "after the answer, a caveat naming the case where the answer fails, never settled"
_CAVEAT_SETTLED = "hard: the caveat is settled, counterfactual, or about something else"
CAVEAT_OPEN: list[Reply] = [
    _c("t37o_relies_on_open", "one_shot",
       _DOWN + "\n\nNote: this relies on (4, 1) being open; if it is a wall, the route fails.",
       U, False, "caveat_open", why=_CAVEAT),
    _c("t37s_if_wall_illegal", "solve",
       "MOVE: (2, 0)\n\nWarning: if (2, 0) turns out to be a wall, this move is illegal.", U,
       None, "caveat_open", why=_CAVEAT),
    _c("t37p_assumed_elbow_wrong", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nCaveat: I assumed square 0 is an elbow; if it is "
       "straight, this turn is wrong.", U, False, "caveat_open", why=_CAVEAT),
    _c("t37g_if_gap_not_ring", "generate",
       _MAZE + "\n\nCaveat: if I left a gap in the top row, this is not a ring.", U, False,
       "caveat_open", why=_CAVEAT),
    _c("t37r_assumed_corner_closed", "recognize",
       "SHAPE: square\n\nI've assumed the top-right corner is closed; if not, the answer does "
       "not hold.", U, False, "caveat_open", why=_CAVEAT),
    _c("t37o_control_relies_shown", "one_shot",
       _DOWN + "\n\nNote: this relies on (4, 1) being open, and row 4 shows 0 there.", S,
       False, "caveat_open", why=_CAVEAT_SETTLED),
    _c("t37s_control_were_wall", "solve",
       "MOVE: (2, 0)\n\nIf (2, 0) were a wall this move would be illegal, but row 2 starts "
       "with 0.", (2, 0), None, "caveat_open", why=_CAVEAT_SETTLED),
    _c("t37p_control_assumed_confirmed", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nCaveat: I assumed square 0 is an elbow, and the legend "
       "confirms it.", (0, CW), False, "caveat_open", why=_CAVEAT_SETTLED),
    _c("t37g_control_if_you_want", "generate",
       _MAZE + "\n\nNote: if you want a bigger ring, make the block 4x4.", S, False,
       "caveat_open", why=_CAVEAT_SETTLED),
    _c("t37r_control_caveat_small", "recognize",
       "SHAPE: square\n\nCaveat: the picture is small, but every side of the ring is closed.",
       "square", False, "caveat_open", why=_CAVEAT_SETTLED),
    _c("t37o_control_other_route_fails", "one_shot",
       _DOWN + "\n\nNote: a route through (2, 1) fails, since it is a wall; this one avoids "
       "it.", S, False, "caveat_open", why=_CAVEAT_SETTLED),
]  # fmt: skip


_set = set_functions("t37", WHY, MAZES, [NOTATIONS_DISAGREE, ALTERNATIVE_OFFERED, CAVEAT_OPEN])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune37.py: counts, no reader
    print_counts(all_cases(), problems())

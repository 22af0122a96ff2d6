"""Tuning cases for the habits v18 found misread (issue 35, seventeenth round).

v18 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v18's wording. Each habit has its near variants and controls that must stay as they are:

* ``negated_direction``: a direction word under a negation ("not X", "rather than X", "instead of
  X", "nicht", "pas", "no", "不是/不要") is never the committed one; the other direction stays,
  in the puzzle ("clockwise, not counterclockwise") and in solve ("go down, not right").
  Controls: only a negated direction (nothing committed); no negation.
* ``several_moves``: two moves where one was asked ("the top-left square clockwise and the
  bottom-right square counterclockwise", "the first square clockwise, then the third square
  counterclockwise"): conflicting, unless the reply picks one. Solve: two cells that are both
  first steps from P conflict, and a plan of cells after one label without P stays unreadable
  (v10's ruling); a whole route that starts at P is its first step (twelfth round's, kept).
* ``numbered_route_no_label``: a numbered route of arrow steps from P with no label: its first
  step (as the fifteenth round's numbered routes). Control: a numbered route not from P.
* ``route_table``: a several-row ``| step | from | to |`` table whose first row starts at P: the
  first row's ``to`` cell (a whole route from P is its first step). Control: a table not
  starting at P (unreadable).
(Strictly, every case here is a format miss: none ends on the prompt's answer line alone.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1); its open
cells are a square); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, form_problems, halves, print_counts, unique_cases
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

STYLES: list[Reply] = [
    # -- a negated direction is never the committed one ---------------------------------------
    _c("t18p_negated_not_ccw", "puzzle", "Rotate square 2 clockwise, not counterclockwise.",
       (2, CW), False, "negated_direction",
       why="hard: counterclockwise is ruled out ('not'); clockwise is the turn"),
    _c("t18p_negated_rather_than", "puzzle",
       "ROTATE: (1, 1) counterclockwise rather than clockwise", (3, CCW), False,
       "negated_direction", why="hard: clockwise is ruled out ('rather than')"),
    _c("t18p_negated_instead_of", "puzzle",
       "Turn square 1 clockwise instead of counterclockwise.", (1, CW), False,
       "negated_direction", why="hard: counterclockwise is ruled out ('instead of')"),
    _c("t18p_negated_not_first", "puzzle",
       "Not counterclockwise: rotate square 0 clockwise.", (0, CW), False, "negated_direction",
       why="hard: the negated direction comes first; clockwise is the turn"),
    _c("t18p_negated_french_pas", "puzzle",
       "Tourne la case 3 dans le sens horaire, pas dans le sens antihoraire.", (3, CW), False,
       "negated_direction", why="hard: antihoraire is ruled out ('pas')"),
    _c("t18p_negated_german_nicht", "puzzle",
       "Drehe Quadrat 2 gegen den Uhrzeigersinn, nicht im Uhrzeigersinn.", (2, CCW), False,
       "negated_direction", why="hard: im Uhrzeigersinn is ruled out ('nicht')"),
    _c("t18p_negated_chinese_bushi", "puzzle", "把方块1顺时针旋转，不是逆时针。", (1, CW), False,
       "negated_direction", why="hard: 逆时针 is ruled out (不是)"),
    _c("t18p_negated_french_pair", "puzzle",
       "Tourne (1, 1) dans le sens horaire, pas dans le sens antihoraire.", (3, CW), False,
       "negated_direction", why="hard: antihoraire is ruled out ('pas')"),
    _c("t18p_negated_german_pair", "puzzle",
       "Drehe (1, 0) gegen den Uhrzeigersinn, nicht im Uhrzeigersinn.", (2, CCW), False,
       "negated_direction", why="hard: im Uhrzeigersinn is ruled out ('nicht')"),
    _c("t18p_negated_chinese_pair", "puzzle", "把(0, 1)顺时针旋转，不是逆时针。", (1, CW), False,
       "negated_direction", why="hard: 逆时针 is ruled out (不是)"),
    _c("t18p_control_only_negated", "puzzle", "Square 2 should not be turned clockwise.", U,
       False, "negated_direction", why="only a negated turn: no turn committed"),
    _c("t18p_control_no_negation", "puzzle", "Rotate square 2 clockwise.", (2, CW), False,
       "negated_direction"),
    _c("t18s_negated_go_down_not_right", "solve", "Go down, not right.", (2, 0), None,
       "negated_direction", why="hard: right is ruled out ('not')"),
    _c("t18s_negated_rather_than", "solve", "I'll move right rather than down.", (1, 1), None,
       "negated_direction", why="hard: down is ruled out ('rather than')"),
    _c("t18s_negated_instead_of_first", "solve", "Instead of down, go right.", (1, 1), None,
       "negated_direction", why="hard: down is ruled out ('instead of'), right is the move"),
    _c("t18s_negated_spanish_no", "solve", "Voy a la derecha, no abajo.", (1, 1), None,
       "negated_direction", why="hard: abajo is ruled out ('no')"),
    _c("t18s_negated_chinese_buyao", "solve", "向下走，不要向右。", (2, 0), None,
       "negated_direction", why="hard: 右 is ruled out (不要)"),
    _c("t18s_negated_label_not", "solve", "MOVE: down, not right", (2, 0), None,
       "negated_direction", why="hard: right is ruled out ('not') on the answer line"),
    _c("t18s_negated_label_instead", "solve", "Answer: right instead of down", (1, 1), None,
       "negated_direction", why="hard: down is ruled out ('instead of') on the answer line"),
    _c("t18s_negated_label_chinese", "solve", "答案：向右，不是向下", (1, 1), None,
       "negated_direction", why="hard: 下 is ruled out (不是) on the answer line"),
    _c("t18s_negated_closing_not", "solve", "Up is a wall. I'll go right, not down.", (1, 1),
       None, "negated_direction", why="hard: a closing pick; down is ruled out ('not')"),
    _c("t18s_control_label_both", "solve", "MOVE: down, right", U, None, "negated_direction",
       why="two directions on the answer line, none ruled out"),
    _c("t18s_control_only_negated", "solve", "Not right.", U, None, "negated_direction",
       why="only a negated direction: no move committed"),
    # -- several moves where one was asked ----------------------------------------------------
    _c("t18p_two_moves_and", "puzzle",
       "Turn the top-left square clockwise and the bottom-right square counterclockwise.", U,
       False, "several_moves", why="two moves for one asked, none picked"),
    _c("t18p_two_moves_then_label", "puzzle",
       "ROTATE: the first square clockwise, then the third square counterclockwise", U, False,
       "several_moves", why="two moves for one asked, none picked"),
    _c("t18p_two_moves_pairs", "puzzle",
       "Rotate (0, 1) counterclockwise and (1, 0) clockwise.", U, False, "several_moves",
       why="two moves for one asked, none picked"),
    _c("t18p_control_two_then_pick", "puzzle",
       "Both (0, 0) clockwise and (1, 1) counterclockwise would help. I'll start with (1, 1) "
       "counterclockwise.", (3, CCW), False, "several_moves",
       why="hard: two moves offered, then one picked"),
    _c("t18s_two_first_steps", "solve", "MOVE: (1, 1) then (2, 0)", U, None, "several_moves",
       why="two cells that are both first steps from P: no move chosen"),
    _c("t18s_control_plan_after_label", "solve", "MOVE: (1, 1) then (1, 2)", U, None,
       "several_moves", why="a plan of cells after one MOVE label, P not among them: one move "
       "was asked and none is marked (v10's ruling, kept)"),
    # -- a numbered route of arrow steps, no label -------------------------------------------
    _c("t18s_numbered_arrows_from_p", "solve",
       "1. (1, 0) → (1, 1)\n2. (1, 1) → (1, 2)\n3. (1, 2) → (1, 3)", (1, 1), None,
       "numbered_route_no_label", why="hard: a numbered route from P: its first step"),
    _c("t18s_numbered_ascii_arrows_down", "solve",
       "Route:\n1) (1, 0) -> (2, 0)\n2) (2, 0) -> (3, 0)\n3) (3, 0) -> (4, 0)", (2, 0), None,
       "numbered_route_no_label", why="hard: a numbered route from P: its first step"),
    _c("t18s_numbered_steps_words", "solve",
       "Step 1: (1, 0) → (1, 1)\nStep 2: (1, 1) → (1, 2)", (1, 1), None,
       "numbered_route_no_label", why="hard: a numbered route from P: its first step"),
    _c("t18s_control_numbered_not_from_p", "solve",
       "1. (2, 0) → (3, 0)\n2. (3, 0) → (4, 0)", U, None, "numbered_route_no_label",
       why="a route that does not start at P names no move from P"),
    # -- a several-row route table ----------------------------------------------------------
    _c("t18s_table_route_from_p", "solve",
       "| step | from | to |\n|---|---|---|\n| 1 | (1, 0) | (1, 1) |\n| 2 | (1, 1) | (1, 2) |\n"
       "| 3 | (1, 2) | (1, 3) |", (1, 1), None, "route_table",
       why="hard: a whole route from P is its first step: the first row's 'to'"),
    _c("t18s_table_route_down_no_step", "solve",
       "| from | to |\n|---|---|\n| (1, 0) | (2, 0) |\n| (2, 0) | (3, 0) |", (2, 0), None,
       "route_table", why="hard: a whole route from P is its first step: the first row's 'to'"),
    _c("t18s_control_table_not_from_p", "solve",
       "| step | from | to |\n|---|---|---|\n| 1 | (2, 0) | (3, 0) |\n| 2 | (3, 0) | (4, 0) |", U,
       None, "route_table", why="a table that does not start at P names no move from P"),
]  # fmt: skip


def all_cases() -> list[Reply]:
    """Every tuning case (written styles only)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The cases by :func:`corpus_reading.half` (all tuning data, split as the other sets)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: all); empty when all is well (no reader runs)."""
    return form_problems(all_cases() if cases is None else cases, "t18", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune18.py: counts, no reader
    print_counts(all_cases(), problems())

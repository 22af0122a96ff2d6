"""Tuning cases for the habits v17 found misread (issue 35, sixteenth round).

v17 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v17's wording. Each habit has its near variants and controls that must stay as they are:

* ``answer_first_rederived``: an answer stated, then a check after it that ends on a different
  answer of the same kind with a concluding or endorsing cue ("so (1, 1) is the better first
  step", "therefore the shape looks more like a C", "so square 1 should be turned", "this route
  reaches G via ...") without saying it replaces the answer: two answers, none chosen, in every
  phase. Controls: a check ending on the same answer; a later mention with no concluding cue
  ("(0, 0) is a wall", "square 1 is already right"); an explicit replacement ("Correction:").
* ``cells_offered``: several cells offered as possible moves with no choice ("Possible moves:
  (1, 1), (2, 0)"). Control: "(1, 1) or (2, 0); I'll take (2, 0)" picks (2, 0).
* ``both_directions``: both turn directions for one square in one answer. Control: one
  direction, the other ruled out.
* ``digit_ordinal``: "the 2nd square" is the ordinal word ("the second square").
* ``unclosed_pair``: "MOVE: (1, 1" at the end of a reply that ended by itself (strict: a format
  miss). Control: the same cut off by ``max_tokens``.
(Strictly, every case with words after its answer line is a format miss: the strict reading
asks the reply to end with the answer line.)

* ``ten_languages_closing``: a closing pick by direction in a full sentence ("mi sposto di una
  casella a destra", "Иду вниз на одну клетку", a verb last in Korean and Japanese) in the ten
  languages, after a reason and a comma too. Controls: two directions offered; a negated one;
  Dutch (not read).
* ``table_row``, ``tool_call``: a one-row table's ``to`` cell; a puzzle tool call whose square
  is its ``[row, col]``.
* ``pipe_and_place``: a square named by its pipe and its place ("the bottom-right bend"): the
  place alone decides. Control: a pipe with no place.
* ``backticks``: a label's value in backticks is inline code, strictly a format miss (the strict
  policy tolerates bold and italic only). Control: bold.

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1); its open
cells are a square); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    form_problems,
    halves,
    path_text,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)
RIGHT = path_text("1,0 1,1 1,2 1,3 2,3 3,3 4,3")
DOWN = path_text("1,0 2,0 3,0 4,0 4,1 4,2 4,3")

STYLES: list[Reply] = [
    # -- an answer, then a check concluding on another ------------------------------------------
    _c("t17s_rederive_so_other", "solve",
       "MOVE: (2, 0)\n\nChecking: the right cell (1, 1) is open and row 1 leads on to (1, 3), so "
       "(1, 1) is the better first step.", U, None, "answer_first_rederived",
       why="the check after the answer line concludes on (1, 1) without replacing (2, 0)"),
    _c("t17s_rederive_route_reaches", "solve",
       "MOVE: (1, 1)\n\nThis route reaches G via (2, 0), (3, 0), (4, 0) and the bottom row.", U,
       None, "answer_first_rederived",
       why="the answer line says (1, 1); the route after it starts at (2, 0)"),
    _c("t17s_control_check_same", "solve",
       "MOVE: (2, 0)\n\nChecking: (2, 0) is open and the left column leads down, so (2, 0) is a "
       "good first step.", (2, 0), None, "answer_first_rederived"),
    _c("t17s_control_mention_wall", "solve", "MOVE: (1, 1)\n\nNote that (0, 0) is a wall.",
       (1, 1), None, "answer_first_rederived"),
    _c("t17s_control_replaced", "solve", "MOVE: (1, 1)\n\nActually, my answer is (2, 0).", (2, 0),
       None, "answer_first_rederived", why="hard: an explicit replacement (the correction rule)"),
    _c("t17o_rederive_other", "one_shot",
       "PATH: " + RIGHT + "\n\nSo the route that reaches G is (1, 0), (2, 0), (3, 0), (4, 0), "
       "(4, 1), (4, 2), (4, 3).", U, False, "answer_first_rederived",
       why="the PATH line goes right; the conclusion after it spells out the route down"),
    _c("t17o_control_same", "one_shot",
       "PATH: " + DOWN + "\n\nSo the route that reaches G is (1, 0), (2, 0), (3, 0), (4, 0), "
       "(4, 1), (4, 2), (4, 3).", S, False, "answer_first_rederived"),
    _c("t17r_therefore_other", "recognize",
       "SHAPE: square\n\nChecking the corners again, the left side has a gap, therefore the "
       "shape looks more like a C.", U, False, "answer_first_rederived",
       why="the check after the answer line concludes on a C without replacing the square"),
    _c("t17r_control_same", "recognize",
       "SHAPE: square\n\nChecking the corners again, all four sides are closed, so the shape is "
       "a square.", "square", False, "answer_first_rederived"),
    _c("t17r_control_mention", "recognize", "SHAPE: square\n\nA C would have a gap on one side.",
       "square", False, "answer_first_rederived"),
    _c("t17p_so_other_square", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nLooking at it again, the end of (0, 1) points off the board, "
       "so (0, 1) should be turned.", U, False, "answer_first_rederived",
       why="the check after the answer line concludes on another square without replacing it"),
    _c("t17p_control_same", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nChecking: the top end of (0, 0) points off the board, so "
       "(0, 0) should be turned clockwise.", (0, CW), False, "answer_first_rederived"),
    _c("t17p_control_already_right", "puzzle",
       "ROTATE: (0, 0) clockwise\n\n(1, 1) is already right.", (0, CW), False,
       "answer_first_rederived"),
    _c("t17p_control_correction", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nCorrection: (0, 1) counterclockwise.", (1, CCW), False,
       "answer_first_rederived", why="hard: an explicit replacement (the correction rule)"),
    # -- several cells offered, none chosen --------------------------------------------------
    _c("t17s_possible_moves_list", "solve", "Possible moves: (1, 1), (2, 0).", U, None,
       "cells_offered", why="two cells offered, no choice between them"),
    _c("t17s_can_move_and_can_move", "solve",
       "You can move to (2, 0) and you can move to (1, 1).", U, None, "cells_offered",
       why="two cells offered, no choice between them"),
    _c("t17s_control_offer_then_pick", "solve",
       "You can move to (1, 1) or (2, 0); I'll take (2, 0).", (2, 0), None, "cells_offered"),
    # -- both turn directions -----------------------------------------------------------------
    _c("t17p_both_directions_label", "puzzle", "ROTATE: (1, 1) clockwise and counterclockwise",
       U, False, "both_directions", why="both directions for one square: no turn committed"),
    _c("t17p_both_directions_sentence", "puzzle",
       "Rotate square 2 counterclockwise and clockwise.", U, False, "both_directions",
       why="both directions for one square: no turn committed"),
    _c("t17p_control_one_direction", "puzzle", "ROTATE: (1, 0) counterclockwise, once", (2, CCW),
       False, "both_directions", why="hard: strictly ', once' is a note after the answer"),
    # -- digits with an ordinal suffix ---------------------------------------------------------
    _c("t17p_digit_ordinal_second", "puzzle", "Turn the 2nd square clockwise.", (1, CW), False,
       "digit_ordinal", why="hard: the 2nd square row by row from the top left is square 1"),
    _c("t17p_digit_ordinal_label", "puzzle", "ROTATE: the 3rd tile counterclockwise", (2, CCW),
       False, "digit_ordinal", why="hard: the 3rd tile row by row from the top left"),
    # -- a pair left unclosed at the end ------------------------------------------------------
    _c("t17s_unclosed_right", "solve", "Right is open.\nMOVE: (1, 1", (1, 1), None,
       "unclosed_pair", why="hard: the bracket is missing but the reply ended by itself"),
    _c("t17s_control_unclosed_cut_off", "solve", "Right is open.\nMOVE: (1, 1", U, None,
       "unclosed_pair", why="cut off by max_tokens: no final answer", finish_reason=LENGTH),
    # -- a closing pick by direction in a full sentence, in the ten languages -----------------
    _c("t17s_italian_sposto", "solve", "C'è un muro in alto, quindi mi sposto di una casella a "
       "destra.", (1, 1), None, "ten_languages_closing",
       why="hard: a closing pick by direction (mi sposto: I move over), one cell"),
    _c("t17s_russian_one_cell", "solve", "Сверху стена. Иду вниз на одну клетку.", (2, 0), None,
       "ten_languages_closing", why="hard: a closing pick by direction (иду: I'm going)"),
    _c("t17s_portuguese_after_comma", "solve",
       "Em cima há uma parede, então vou uma casa para a direita.", (1, 1), None,
       "ten_languages_closing", why="hard: a closing pick by direction after a reason"),
    _c("t17s_spanish_one_cell", "solve", "Arriba hay una pared. Voy una casilla a la derecha.",
       (1, 1), None, "ten_languages_closing", why="hard: a closing pick by direction (voy)"),
    _c("t17s_french_one_cell", "solve", "Il y a un mur en haut. Je vais d'une case vers le bas.",
       (2, 0), None, "ten_languages_closing", why="hard: a closing pick by direction (je vais)"),
    _c("t17s_korean_verb_last", "solve", "위쪽은 벽입니다. 아래로 이동합니다.", (2, 0), None,
       "ten_languages_closing", why="hard: a closing pick by direction, the verb last (Korean)"),
    _c("t17s_japanese_verb_last", "solve", "上は壁です。右に一マス進みます。", (1, 1), None,
       "ten_languages_closing",
       why="hard: a closing pick by direction, the verb last (Japanese)"),
    _c("t17s_english_after_comma", "solve", "Up is a wall, so I'll go down, not right.", (2, 0),
       None, "ten_languages_closing", why="hard: a closing pick after a reason and a comma"),
    _c("t17s_control_korean_two", "solve", "아래로 이동하거나 오른쪽으로 이동합니다.", U, None,
       "ten_languages_closing", why="two directions offered (down or right), none picked"),
    _c("t17s_control_italian_negated", "solve", "Non mi sposto a destra.", U, None,
       "ten_languages_closing", why="a direction ruled out, no move picked"),
    _c("t17s_control_dutch_closing", "solve", "Boven is een muur, dus ik ga naar rechts.", U,
       None, "ten_languages_closing", why="Dutch is not among the ten languages read"),
    # -- a one-row table of the move; a tool call for the puzzle ---------------------------
    _c("t17s_table_from_to", "solve", "| from | to |\n|---|---|\n| (1, 0) | (1, 1) |", (1, 1),
       None, "table_row", why="hard: the 'from' column restates P; the move is the 'to' cell"),
    _c("t17p_tool_call_pair", "puzzle",
       '{"name": "rotate", "arguments": {"square": [1, 0], "direction": "clockwise"}}',
       (2, CW), False, "tool_call"),
    # -- a square named by its pipe and place ------------------------------------------------
    _c("t17p_pipe_bottom_right_bend", "puzzle", "Rotate the bottom-right bend clockwise.",
       (3, CW), False, "pipe_and_place", why="hard: the place alone decides: bottom-right is 3"),
    _c("t17p_control_pipe_no_place", "puzzle", "The elbow points up-left; rotate it clockwise.",
       U, False, "pipe_and_place", why="a pipe without its place names no square"),
    # -- backticks around the value ----------------------------------------------------------
    _c("t17r_backticks_after_reasoning", "recognize",
       "All four sides are closed.\nSHAPE: `square`", "square", False, "backticks",
       why="hard: inline code around the name: strictly a format miss"),
    _c("t17r_control_bold", "recognize", "All four sides are closed.\nSHAPE: **square**",
       "square", True, "backticks"),
]  # fmt: skip


def all_cases() -> list[Reply]:
    """Every tuning case (written styles only)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The cases by :func:`corpus_reading.half` (all tuning data, split as the other sets)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: all); empty when all is well (no reader runs)."""
    return form_problems(all_cases() if cases is None else cases, "t17", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune17.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the classes v51, v52 and v53 found misread (issue 35, forty-fifth round).

v51, v52 and v53 were measured once and are tuning data now. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings, phases and
languages, with at least as many clear controls as unclear cases:

* ``branch_pair``: two answers under an if/otherwise pair (如果/否则, si/sinon, si/si no) on
  one line or in one sentence, or an "unless ..., in which case <another answer>" after the
  answer, the condition left open: unreadable. Controls: the same forms with the condition
  settled before the answer ("... but (1, 1) IS the T, so:"), and "unless ..., in which case"
  naming no other answer.
* ``either_one``: two answers in a list followed by "Either one ..." (任选其一, l'une ou
  l'autre): equal alternatives, none picked, unreadable. Controls: the same lists with a pick
  ("I'll take the first").
* ``hedge_other``: a doubt after the answer leaning to another value (the opposite turn,
  another cell, another shape) and left open: unreadable. Controls: the same doubt settled.
* ``summary_other``: a summary after the answer naming another result in forms the forty-fourth
  round did not read: a Chinese summary walking another route in prose, a Chinese summary of a
  maze calling it another size or another corner, and "In short, the player walks <cells>"
  naming other cells than the PATH line: unreadable. Controls: the same summaries naming the
  answer's own result.
* ``picked_by_number``: candidates in a numbered list, one picked by its number or ordinal
  ("my answer is route 2", "我的答案是第二条"): the pick decides. Unclear: no pick.
* ``cell_no_comma``: a small model's cell written without its comma ("MOVE: (2 0)"): the two
  numbers are the cell in the flexible reading; strict is a format miss. Three numbers are no
  cell.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall, (2, 1) and (2, 2) are walls); the puzzle is the 2 x 2
board, squares 0-3 row by row from the top left, (0, 1) clockwise its solution.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column, then along the bottom row to G."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: along row 1, then down column 3 to G."""
THROUGH_WALL = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Invalid: steps into the wall at (2, 1)."""
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

_BRANCHES = "two answers under a condition and its other case; the reply never settles it"
_BRANCH_SETTLED = (
    "hard: the condition is settled before the answer, or its other case names no answer"
)
BRANCH_PAIR: list[Reply] = [
    _c("t46s_zh_if_else_one_line", "solve",
       "如果 (1, 2) 是通的，就向右：MOVE: (1, 1)；否则向下：MOVE: (2, 0)。", U, None,
       "branch_pair", why=_BRANCHES),
    _c("t46p_en_if_otherwise_prose", "puzzle",
       "If the piece at (0, 1) is the elbow, rotate it clockwise; otherwise rotate (1, 0) "
       "counterclockwise.", U, False, "branch_pair", why=_BRANCHES),
    _c("t46s_fr_si_sinon_line", "solve",
       "Si (1, 2) est libre, MOVE: (1, 1) ; sinon MOVE: (2, 0).", U, None, "branch_pair",
       why=_BRANCHES),
    _c("t46o_es_si_si_no_line", "one_shot",
       "Si (3, 3) está libre, PATH: " + path_text(RIGHT_COL) + "; si no, PATH: "
       + path_text(LEFT_COL) + ".", U, False, "branch_pair", why=_BRANCHES),
    _c("t46r_unless_in_which_case", "recognize",
       "SHAPE: square\n\nUnless the gap at (2, 4) is really open, in which case it would be a "
       "cross.", U, False, "branch_pair", why=_BRANCHES),
    _c("t46p_unless_in_which_case_turn", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nUnless (0, 0) already faces right, in which case "
       "counterclockwise would be the one.", U, False, "branch_pair", why=_BRANCHES),
    _c("t46s_zh_unless_then", "solve",
       "MOVE: (1, 1)\n\n除非 (1, 2) 其实是墙，那样的话就应该走 (2, 0)。", U, None, "branch_pair",
       why=_BRANCHES),
    _c("t46p_control_otherwise_settled", "puzzle",
       "If the piece at (1, 1) is the T, rotate it clockwise; otherwise rotate (0, 1) "
       "clockwise — but (1, 1) IS the T, so:\n\nROTATE: (1, 1) clockwise", (3, CW), True,
       "branch_pair", why=_BRANCH_SETTLED),
    _c("t46s_control_zh_else_settled", "solve",
       "如果 (1, 2) 是通的，就向右；否则向下。第 1 行是 P 0 0 0 1，(1, 2) 是通的，所以：\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "branch_pair", why=_BRANCH_SETTLED),
    _c("t46s_control_fr_sinon_settled", "solve",
       "Si (1, 2) est libre, on va à droite ; sinon on descend. Or (1, 2) est libre.\n\n"
       "MOVE: (1, 1)", (1, 1), (1, 1), "branch_pair", why=_BRANCH_SETTLED),
    _c("t46r_control_unless_checked", "recognize",
       "SHAPE: square\n\nUnless I missed a wall in column 3, in which case it would be a C — "
       "but I checked column 3 twice and it has no gap, so square it is.", "square", False,
       "branch_pair", why=_BRANCH_SETTLED),
    _c("t46p_control_unless_no_other", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nUnless you would like the steps, in which case I can list "
       "them.", (1, CW), False, "branch_pair", why=_BRANCH_SETTLED),
    _c("t46o_control_if_else_reasoning_final", "one_shot",
       "If (3, 3) is free the right column works; otherwise the left one. The left column is "
       "free either way, so I take it.\n\nPATH: " + path_text(LEFT_COL), S, True,
       "branch_pair", why=_BRANCH_SETTLED),
    _c("t46s_control_zh_unless_settled", "solve",
       "MOVE: (1, 1)\n\n除非 (1, 2) 是墙——但第 1 行是 P 0 0 0 1，它是通的，所以就是 (1, 1)。",
       (1, 1), None, "branch_pair", why=_BRANCH_SETTLED),
]  # fmt: skip

_EITHER = "two answers offered as equal alternatives in a list; none is picked"
_EITHER_PICKED = "hard: the list's alternatives are equal, but the reply picks one"
EITHER_ONE: list[Reply] = [
    _c("t46p_either_one_list", "puzzle",
       "- ROTATE: (0, 0) clockwise\n- ROTATE: (1, 0) counterclockwise\n\nEither one closes "
       "the loop.", U, False, "either_one", why=_EITHER),
    _c("t46s_either_works_list", "solve",
       "Two moves get closer:\n\n- MOVE: (1, 1)\n- MOVE: (2, 0)\n\nEither works.", U, None,
       "either_one", why=_EITHER),
    _c("t46o_zh_either_list", "one_shot",
       "两条路都可以：\n\n1. PATH: " + path_text(RIGHT_COL) + "\n2. PATH: "
       + path_text(LEFT_COL) + "\n\n任选其一即可。", U, False, "either_one", why=_EITHER),
    _c("t46r_fr_lune_ou_lautre", "recognize",
       "- SHAPE: square\n- SHAPE: cross\n\nL'une ou l'autre convient.", U, False,
       "either_one", why=_EITHER),
    _c("t46p_control_either_first", "puzzle",
       "- ROTATE: (0, 0) clockwise\n- ROTATE: (1, 0) counterclockwise\n\nEither one closes "
       "the loop; I'll take the first.", (0, CW), False, "either_one", why=_EITHER_PICKED),
    _c("t46s_control_either_second", "solve",
       "- MOVE: (1, 1)\n- MOVE: (2, 0)\n\nEither works, but I'll go with the second.", (2, 0),
       None, "either_one", why=_EITHER_PICKED),
    _c("t46o_control_zh_either_pick", "one_shot",
       "两条路都可以：\n\n1. PATH: " + path_text(RIGHT_COL) + "\n2. PATH: "
       + path_text(LEFT_COL) + "\n\n任选其一即可，我选第二条。", S, False, "either_one",
       why=_EITHER_PICKED),
    _c("t46r_control_fr_la_premiere", "recognize",
       "- SHAPE: square\n- SHAPE: cross\n\nL'une ou l'autre convient ; je retiens la "
       "première.", "square", False, "either_one", why=_EITHER_PICKED),
]  # fmt: skip

_HEDGE = "a doubt after the answer leaning to another value, left open"
_HEDGE_SETTLED = "hard: the doubt leaning to another value is settled in the same reply"
HEDGE_OTHER: list[Reply] = [
    _c("t46p_hedge_other_turn", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nThat said, I'm not fully certain — clockwise may be "
       "the right way.", U, False, "hedge_other", why=_HEDGE),
    _c("t46s_hedge_other_cell", "solve",
       "MOVE: (2, 0)\n\nThough I'm unsure — (1, 1) might be the better move.", U, None,
       "hedge_other", why=_HEDGE),
    _c("t46r_hedge_other_shape", "recognize",
       "SHAPE: square\n\nI'm not completely sure, though; it could be a C.", U, False,
       "hedge_other", why=_HEDGE),
    _c("t46p_zh_hedge_other_turn", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n不过我不太确定，也许逆时针才对。", U, False, "hedge_other",
       why=_HEDGE),
    _c("t46p_control_hedge_settled", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nI wasn't sure at first — clockwise might have "
       "worked — but tracing the pipe, counterclockwise is the one.", (3, CCW), False,
       "hedge_other", why=_HEDGE_SETTLED),
    _c("t46s_control_hedge_cell_settled", "solve",
       "MOVE: (2, 0)\n\nI briefly thought (1, 1) might be better, but both reach G in 6 moves, "
       "so (2, 0) stands.", (2, 0), None, "hedge_other", why=_HEDGE_SETTLED),
    _c("t46r_control_hedge_ruled_out", "recognize",
       "SHAPE: square\n\nI wondered whether it could be a C, but the ring is closed on every "
       "side, so: square.", "square", False, "hedge_other", why=_HEDGE_SETTLED),
    _c("t46p_control_zh_hedge_settled", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n一开始我不太确定，也许逆时针才对，但检查之后顺时针是对的。",
       (1, CW), False, "hedge_other", why=_HEDGE_SETTLED),
]  # fmt: skip

_SUMMARY_OTHER = "the summary after the answer names another result; nothing picks"
_SUMMARY_SAME = "hard: the summary after the answer names the answer's own result"
SUMMARY_OTHER: list[Reply] = [
    _c("t46o_zh_summary_route_other", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\n总结：先向下走到底，再沿底行向右到终点。", U,
       False, "summary_other", why=_SUMMARY_OTHER),
    _c("t46g_zh_summary_size_other", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n总结：这是一个 4x4 的方形环，位于左上角。", U, False,
       "summary_other", why=_SUMMARY_OTHER),
    _c("t46g_zh_summary_corner_other", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n总结：一个 3x3 的方形环，位于右下角。", U, False,
       "summary_other", why=_SUMMARY_OTHER),
    _c("t46o_in_short_cells_other", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nIn short, the player walks "
       + path_text(RIGHT_COL) + ".", U, False, "summary_other", why=_SUMMARY_OTHER),
    _c("t46o_control_zh_summary_route_same", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\n总结：先沿第 1 行向右，再沿第 3 列向下到终点。", S,
       False, "summary_other", why=_SUMMARY_SAME),
    _c("t46g_control_zh_summary_same", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n总结：我给出的是一个 3x3 的方形环，位于左上角。", S, False,
       "summary_other", why=_SUMMARY_SAME),
    _c("t46o_control_in_short_cells_same", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nIn short, the player walks "
       + path_text(LEFT_COL) + ".", S, False, "summary_other", why=_SUMMARY_SAME),
    _c("t46o_control_in_short_words_same", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nIn short: down the left column, then right along "
       "the bottom row.", S, False, "summary_other", why=_SUMMARY_SAME),
]  # fmt: skip

_PICKED = "hard: candidates in a numbered list, one picked by its number"
_NO_PICK = "two numbered candidates and no pick"
PICKED_BY_NUMBER: list[Reply] = [
    _c("t46o_route_2_picked", "one_shot",
       "Two candidates:\n\n1. PATH: " + path_text(THROUGH_WALL) + "\n2. PATH: "
       + path_text(LEFT_COL) + "\n\nRoute 1 steps into the wall at (2, 1), so my answer is "
       "route 2.", S, False, "picked_by_number", why=_PICKED),
    _c("t46o_zh_second_picked", "one_shot",
       "1. PATH: " + path_text(THROUGH_WALL) + "\n2. PATH: " + path_text(LEFT_COL)
       + "\n\n第一条会撞到 (2, 1) 的墙，所以我的答案是第二条。", S, False, "picked_by_number",
       why=_PICKED),
    _c("t46o_route_1_picked", "one_shot",
       "1. PATH: " + path_text(LEFT_COL) + "\n2. PATH: " + path_text(THROUGH_WALL)
       + "\n\nRoute 2 hits the wall at (2, 1), so my answer is route 1.", S, False,
       "picked_by_number", why=_PICKED),
    _c("t46o_two_routes_no_pick", "one_shot",
       "1. PATH: " + path_text(THROUGH_WALL) + "\n2. PATH: " + path_text(LEFT_COL)
       + "\n\nI can't decide between route 1 and route 2.", U, False, "picked_by_number",
       why=_NO_PICK),
]  # fmt: skip

_NO_COMMA = "hard: two numbers in the label's brackets name one cell (strict: not the asked form)"
_THREE = "three numbers in the brackets name no cell"
CELL_NO_COMMA: list[Reply] = [
    _c("t46s_cell_no_comma", "solve",
       "Down is open.\nMOVE: (2 0)", (2, 0), None, "cell_no_comma", why=_NO_COMMA),
    _c("t46p_cell_no_comma_rotate", "puzzle",
       "ROTATE: (0 1) clockwise", (1, CW), False, "cell_no_comma", why=_NO_COMMA),
    _c("t46s_zh_cell_no_comma", "solve",
       "向右走。\nMOVE: (1 1)", (1, 1), None, "cell_no_comma", why=_NO_COMMA),
    _c("t46s_three_numbers", "solve",
       "the player go down\nMOVE: (2 0 1)", U, None, "cell_no_comma", why=_THREE),
]  # fmt: skip


_set = set_functions(
    "t46",
    WHY,
    MAZES,
    [BRANCH_PAIR, EITHER_ONE, HEDGE_OTHER, SUMMARY_OTHER, PICKED_BY_NUMBER, CELL_NO_COMMA],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune46.py: counts, no reader
    print_counts(all_cases(), problems())

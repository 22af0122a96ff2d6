"""Tuning cases for the classes v69, v70 and v71 found misread (issue 35, fifty-first round).

v69-v71 were measured once and are tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, in several phrasings, phases and languages, each class with
at least as many controls as unclear cases:

* ``premise_remark``: a remark after the answer stating the premise it rests on ("This
  assumes", "That assumes", "前提是", "假设", "Cela suppose que") and the other case as a
  second condition naming another value, a direction word included ("if it is a wall, move
  right instead.", v69c_s_gemini25_if_left_open), nothing settling it. Controls: the premise
  then checked ("It is: ..."), the other case naming the answer's own value, or no value.
* ``doubt_consequence``: a check after the answer doubting it ("may not", "might not",
  "可能不") with a consequence naming another value ("in which case", "then it would be",
  "那就是"; v69c_r_opus_check_wavers), left unsettled. Controls: the check then settles it
  ("... but it is open, so square.").
* ``pair_before_answer``: a Chinese if/otherwise pair before the answer line whose second case
  has no 如果, only a negated predicate and 的话 ("如果 ... 的话，就是正方形；不通的话就是 C。",
  v70c_r_qwen3_ruguo_open), and its English and French kin ("if it isn't, ..."), nothing
  saying which case holds. Controls: the reply settles the case before the answer.
* ``route_travel``: a line after the path summarising a route by its direction of travel with
  no heading ("So the route goes east along the top first, then down.",
  v71c_o_llama31_so_top_first; "It heads south down the left column first", "路线先向右沿上边
  走"), naming the other route. Controls: the same words naming the path's own route.
* ``cells_no_commas`` (clear): a ``PATH:`` line whose cells have no commas ("PATH: (1 0) (2 0)
  ...", v71o_granite_cells_no_commas), read as the cells they are (flexible; strict a format
  miss), a wrong route so a fail. Controls (unclear): two such lines offered, or one doubted.
* ``unrelated_cutoff`` (clear): a base model's continuation after one clear answer, about
  something else and cut off ("The weather today is sunny with a high of",
  v71s_small_gemma270_then_weather): the cut-off holds no answer, so it does not cut the
  answer. Controls (unclear): a cut-off continuation about the answer ("Wait, actually the
  better move is", "等等，其实更好的一步是").

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G; the recognition maze is a square); the puzzle is the 2 x 2 board, squares 0-3
row by row from the top left, (0, 1) clockwise its solution.
"""

from __future__ import annotations

from corpus_form import CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply
from corpus_reading_tune50 import LEFT_COL, RIGHT_COL, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

LEFT = path_text(LEFT_COL)
RIGHT = path_text(RIGHT_COL)

_PREMISE_OPEN = "a premise remark after the answer names another value for its other case"
_PREMISE_SETTLED = "hard: the premise is checked after it, or its other case names no other value"
PREMISE_REMARK: list[Reply] = [
    _c("t52s_this_assumes_if_wall_right", "solve",
       "MOVE: (2, 0)\n\nThis assumes (2, 0) is open; if it's a wall, go right instead.", U,
       None, "premise_remark", why=_PREMISE_OPEN),
    _c("t52s_that_assumes_if_blocked_down", "solve",
       "MOVE: (1, 1)\n\nThat assumes (1, 1) is a 0; if it is blocked, move down instead.", U,
       None, "premise_remark", why=_PREMISE_OPEN),
    _c("t52s_zh_qiantishi_ruguo_qiang", "solve",
       "MOVE: (1, 1)\n\n前提是 (1, 1) 是通路；如果是墙，就往下走。", U, None, "premise_remark",
       why=_PREMISE_OPEN),
    _c("t52s_zh_jiashe_butong", "solve",
       "MOVE: (2, 0)\n\n假设 (2, 0) 是空格；要是不通，就向右走到 (1, 1)。", U, None,
       "premise_remark", why=_PREMISE_OPEN),
    _c("t52r_this_assumes_corner_c", "recognize",
       "SHAPE: square\n\nThis assumes the bottom-left corner is closed; if it is open, call it "
       "a C instead.", U, False, "premise_remark", why=_PREMISE_OPEN),
    _c("t52p_fr_cela_suppose_sinon_ccw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCela suppose que (0, 1) est le coude ; si ce n'est pas le "
       "cas, tourne-le dans le sens antihoraire.", U, False, "premise_remark",
       why=_PREMISE_OPEN),
    _c("t52o_assumes_if_wall_top", "one_shot",
       "PATH: " + LEFT + "\n\nThis assumes (3, 0) is open; if it is a wall, go right along the "
       "top instead.", U, False, "premise_remark", why=_PREMISE_OPEN),
    _c("t52g_assumes_if_not_need", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis assumes a 3x3 ring is allowed; if it isn't, I'd need "
       "the full 5x5 border.", U, False, "premise_remark", why=_PREMISE_OPEN),
    # Controls: the premise checked, or an other case naming the same value or none.
    _c("t52o_control_assumes_checked", "one_shot",
       "PATH: " + LEFT + "\n\nThis assumes (3, 0) is open; if it is a wall, go right along the "
       "top instead. It is: column 0 reads 0 in rows 2, 3 and 4.", S, False, "premise_remark",
       why=_PREMISE_SETTLED),
    _c("t52g_control_assumes_allowed", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis assumes a 3x3 ring is allowed; if it isn't, I'd need "
       "the full 5x5 border. The task allows any size, so it is.", S, False, "premise_remark",
       why=_PREMISE_SETTLED),
    _c("t52s_control_assumes_checked", "solve",
       "MOVE: (2, 0)\n\nThis assumes (2, 0) is open; if it's a wall, go right instead. It is: "
       "row 2 reads 0 in column 0.", (2, 0), None, "premise_remark", why=_PREMISE_SETTLED),
    _c("t52s_control_zh_qiantishi_checked", "solve",
       "MOVE: (1, 1)\n\n前提是 (1, 1) 是通路；如果是墙，就往下走。而它确实是通路：第 1 行是 P 0 0 0 1。",
       (1, 1), None, "premise_remark", why=_PREMISE_SETTLED),
    _c("t52s_control_assumes_same_cell", "solve",
       "MOVE: (2, 0)\n\nThis assumes (2, 0) is open; if it isn't, the answer is still (2, 0), "
       "since every other neighbour is a wall.", (2, 0), None, "premise_remark",
       why=_PREMISE_SETTLED),
    _c("t52s_control_assumes_no_value", "solve",
       "MOVE: (1, 1)\n\nThat assumes (1, 1) is a 0; if it is a wall, the move simply fails.",
       (1, 1), None, "premise_remark", why=_PREMISE_SETTLED),
    _c("t52r_control_assumes_corner_checked", "recognize",
       "SHAPE: square\n\nThis assumes the bottom-left corner is closed; if it is open, call it "
       "a C instead. But it is closed: row 4 reads 1 1 1 1 1.", "square", False,
       "premise_remark", why=_PREMISE_SETTLED),
    _c("t52p_control_fr_suppose_verifie", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCela suppose que (0, 1) est le coude ; si ce n'est pas le "
       "cas, tourne-le dans le sens antihoraire. Vérifié : c'est bien le coude.", (1, CW),
       False, "premise_remark", why=_PREMISE_SETTLED),
]  # fmt: skip

_DOUBT_OPEN = "a check after the answer doubts it and names another value as the consequence"
_DOUBT_SETTLED = "hard: the check's doubt is settled after it, on the answer"
DOUBT_CONSEQUENCE: list[Reply] = [
    _c("t52r_might_not_in_which_case_c", "recognize",
       "SHAPE: square\n\nCheck: the bottom row might not be fully open, in which case it would "
       "be a C.", U, False, "doubt_consequence", why=_DOUBT_OPEN),
    _c("t52s_may_not_in_which_case_cell", "solve",
       "MOVE: (1, 1)\n\nCheck: (1, 1) may not be open after all, in which case the move would "
       "be (2, 0).", U, None, "doubt_consequence", why=_DOUBT_OPEN),
    _c("t52r_zh_keneng_bu_najiushi", "recognize",
       "SHAPE: square\n\n检查：底边可能不是完整的，那就是 C 形。", U, False, "doubt_consequence",
       why=_DOUBT_OPEN),
    _c("t52p_might_not_then_it_would_be", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nDouble-check: (0, 1) might not be the elbow; then it would "
       "be (1, 0) clockwise.", U, False, "doubt_consequence", why=_DOUBT_OPEN),
    _c("t52s_zh_keneng_butong_najiushi", "solve",
       "MOVE: (2, 0)\n\n检查一下：(2, 0) 可能不通，那就是 (1, 1)。", U, None,
       "doubt_consequence", why=_DOUBT_OPEN),
    _c("t52o_might_not_in_which_case_left", "one_shot",
       "PATH: " + RIGHT + "\n\nCheck: (1, 3) might not be open, in which case the path would "
       "go down the left column.", U, False, "doubt_consequence", why=_DOUBT_OPEN),
    _c("t52g_might_not_in_which_case_need", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nCheck: a ring this small might not count as a square, in "
       "which case I'd need the full border.", U, False, "doubt_consequence", why=_DOUBT_OPEN),
    # Controls: the doubt settled on the answer.
    _c("t52o_control_might_not_but_open", "one_shot",
       "PATH: " + RIGHT + "\n\nCheck: (1, 3) might not be open, in which case the path would "
       "go down the left column. But row 1 reads P 0 0 0 1, so it is open.", S, False,
       "doubt_consequence", why=_DOUBT_SETTLED),
    _c("t52g_control_might_not_but_counts", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nCheck: a ring this small might not count as a square, in "
       "which case I'd need the full border. But any size is allowed, so it stands.", S, False,
       "doubt_consequence", why=_DOUBT_SETTLED),
    _c("t52r_control_might_not_but_open", "recognize",
       "SHAPE: square\n\nCheck: the bottom row might not be fully open, in which case it would "
       "be a C. But it is open, so square.", "square", False, "doubt_consequence",
       why=_DOUBT_SETTLED),
    _c("t52s_control_may_not_but_open", "solve",
       "MOVE: (1, 1)\n\nCheck: (1, 1) may not be open after all, in which case the move would "
       "be (2, 0). But row 1 reads P 0 0 0 1, so it is open.", (1, 1), None,
       "doubt_consequence", why=_DOUBT_SETTLED),
    _c("t52r_control_zh_keneng_dan_wanzheng", "recognize",
       "SHAPE: square\n\n检查：底边可能不是完整的，那就是 C 形。但底边是完整的，所以是正方形。", "square",
       False, "doubt_consequence", why=_DOUBT_SETTLED),
    _c("t52p_control_then_but_elbow", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nDouble-check: (0, 1) might not be the elbow; then it would "
       "be (1, 0) clockwise. But it is the elbow, so (0, 1) clockwise stands.", (1, CW), False,
       "doubt_consequence", why=_DOUBT_SETTLED),
    _c("t52s_control_zh_keneng_dan_tong", "solve",
       "MOVE: (2, 0)\n\n检查一下：(2, 0) 可能不通，那就是 (1, 1)。但第 2 行第 0 列是 0，所以能走通。",
       (2, 0), None, "doubt_consequence", why=_DOUBT_SETTLED),
]  # fmt: skip

_PAIR_OPEN = "a condition pair before the answer, its second case a negated predicate, left open"
_PAIR_SETTLED = "hard: a condition pair before the answer, the case settled before the answer"
PAIR_BEFORE_ANSWER: list[Reply] = [
    _c("t52r_zh_butong_dehua_pair", "recognize",
       "如果底边是通的话，就是正方形；不通的话就是 C。\n\nSHAPE: square", U, False,
       "pair_before_answer", why=_PAIR_OPEN),
    _c("t52s_zh_bushi_dehua_pair", "solve",
       "如果 (1, 1) 是通路的话，就走 (1, 1)；不是的话就走 (2, 0)。\n\nMOVE: (1, 1)", U, None,
       "pair_before_answer", why=_PAIR_OPEN),
    _c("t52r_zh_meiyou_dehua_pair", "recognize",
       "要是四个角都连上的话就是正方形，没连上的话就是 C。\n\nSHAPE: square", U, False,
       "pair_before_answer", why=_PAIR_OPEN),
    _c("t52s_if_it_isnt_pair", "solve",
       "If (1, 1) is open, the move is (1, 1); if it isn't, (2, 0).\n\nMOVE: (1, 1)", U,
       None, "pair_before_answer", why=_PAIR_OPEN),
    _c("t52p_zh_butong_dehua_turn", "puzzle",
       "如果 (0, 1) 是弯头的话，就顺时针转 (0, 1)；不是的话就转 (1, 0)。\n\nROTATE: (0, 1) "
       "clockwise", U, False, "pair_before_answer", why=_PAIR_OPEN),
    _c("t52r_fr_pas_le_cas_pair", "recognize",
       "Si le bas est ouvert, c'est un carré ; si ce n'est pas le cas, un C.\n\nSHAPE: square",
       U, False, "pair_before_answer", why=_PAIR_OPEN),
    # Controls: the case settled before the answer.
    _c("t52r_control_fr_verifie_bas", "recognize",
       "Si le bas est ouvert, c'est un carré ; si ce n'est pas le cas, un C. Vérifié : le bas "
       "est bien ouvert.\n\nSHAPE: square", "square", True, "pair_before_answer",
       why=_PAIR_SETTLED),
    _c("t52r_control_zh_butong_settled", "recognize",
       "如果底边是通的话，就是正方形；不通的话就是 C。底边确实是通的。\n\nSHAPE: square", "square",
       True, "pair_before_answer", why=_PAIR_SETTLED),
    _c("t52s_control_zh_bushi_settled", "solve",
       "如果 (1, 1) 是通路的话，就走 (1, 1)；不是的话就走 (2, 0)。(1, 1) 确实是通路。\n\nMOVE: (1, 1)",
       (1, 1), (1, 1), "pair_before_answer", why=_PAIR_SETTLED),
    _c("t52r_control_zh_meiyou_settled", "recognize",
       "要是四个角都连上的话就是正方形，没连上的话就是 C。四个角确实都连上了。\n\nSHAPE: square", "square",
       True, "pair_before_answer", why=_PAIR_SETTLED),
    _c("t52s_control_if_it_isnt_settled", "solve",
       "If (1, 1) is open, the move is (1, 1); if it isn't, (2, 0). Checked: row 1 reads P 0 0 "
       "0 1, so it is open.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "pair_before_answer",
       why=_PAIR_SETTLED),
    _c("t52p_control_zh_turn_settled", "puzzle",
       "如果 (0, 1) 是弯头的话，就顺时针转 (0, 1)；不是的话就转 (1, 0)。(0, 1) 确实是弯头。\n\nROTATE: "
       "(0, 1) clockwise", (1, CW), True, "pair_before_answer", why=_PAIR_SETTLED),
]  # fmt: skip


_TRAVEL_OTHER = "the summary after the path travels along the other route: conflicting"
_TRAVEL_SAME = "hard: the summary after the path travels along the path's own route"
ROUTE_TRAVEL: list[Reply] = [
    _c("t52o_so_goes_east_along_top", "one_shot",
       "PATH: " + LEFT + "\n\nSo the route goes east along the top first, then south.", U,
       False, "route_travel", why=_TRAVEL_OTHER),
    _c("t52o_heads_south_down_left", "one_shot",
       "PATH: " + RIGHT + "\n\nThe route heads south down the left column first, then east "
       "along the bottom.", U, False, "route_travel", why=_TRAVEL_OTHER),
    _c("t52o_it_goes_right_along_top", "one_shot",
       "PATH: " + LEFT + "\n\nIt goes right along the top, then down to G.", U, False,
       "route_travel", why=_TRAVEL_OTHER),
    _c("t52o_zh_luxian_xian_xiangyou", "one_shot",
       "PATH: " + LEFT + "\n\n路线先向右沿上边走，再往下走到终点。", U, False, "route_travel",
       why=_TRAVEL_OTHER),
    _c("t52o_path_runs_down_first", "one_shot",
       "PATH: " + RIGHT + "\n\nThe path runs down first, then right along row 4.", U, False,
       "route_travel", why=_TRAVEL_OTHER),
    # Controls: the same words naming the path's own route.
    _c("t52o_control_so_goes_east_along_top", "one_shot",
       "PATH: " + RIGHT + "\n\nSo the route goes east along the top first, then south.", S,
       False, "route_travel", why=_TRAVEL_SAME),
    _c("t52o_control_heads_south_down_left", "one_shot",
       "PATH: " + LEFT + "\n\nThe route heads south down the left column first, then east "
       "along the bottom.", S, False, "route_travel", why=_TRAVEL_SAME),
    _c("t52o_control_it_goes_right_along_top", "one_shot",
       "PATH: " + RIGHT + "\n\nIt goes right along the top, then down to G.", S, False,
       "route_travel", why=_TRAVEL_SAME),
    _c("t52o_control_zh_luxian_xian_xiangxia", "one_shot",
       "PATH: " + LEFT + "\n\n路线先向下沿左边走，再向右走到终点。", S, False, "route_travel",
       why=_TRAVEL_SAME),
    _c("t52o_control_path_runs_down_first", "one_shot",
       "PATH: " + LEFT + "\n\nThe path runs down first, then right along row 4.", S, False,
       "route_travel", why=_TRAVEL_SAME),
]  # fmt: skip


_NO_COMMAS = "hard: a path's cells without their commas are those cells (strict: a format miss)"
_NO_COMMAS_OPEN = "two comma-less paths offered, or one doubted, nothing picked"
CELLS_NO_COMMAS: list[Reply] = [
    _c("t52o_no_commas_left", "one_shot",
       "PATH: " + LEFT.replace(", ", " "), S, False, "cells_no_commas", why=_NO_COMMAS),
    _c("t52o_no_commas_right_prose", "one_shot",
       "Along the top row, then down the right column.\nPATH: " + RIGHT.replace(", ", " "), S,
       False, "cells_no_commas", why=_NO_COMMAS),
    _c("t52o_no_commas_fullwidth", "one_shot",
       "路径：\nPATH: （1 0） （2 0） （3 0） （4 0） （4 1） （4 2） （4 3）", S, False,
       "cells_no_commas", why=_NO_COMMAS),
    _c("t52o_no_commas_wall_step", "one_shot",
       "PATH: (1 0) (2 1) (3 1) (4 1) (4 2) (4 3)", FAIL, False, "cells_no_commas",
       why="hard: comma-less cells read as cells; the route steps diagonally, a fail"),
    # Controls (unclear): two offered, or one doubted, nothing picked.
    _c("t52o_control_no_commas_two_offered", "one_shot",
       "PATH: " + LEFT.replace(", ", " ") + "\n\nOr:\n\nPATH: " + RIGHT.replace(", ", " "), U,
       False, "cells_no_commas", why=_NO_COMMAS_OPEN),
    _c("t52o_control_no_commas_doubted", "one_shot",
       "PATH: " + LEFT.replace(", ", " ") + "\n\nI'm not sure this is right; the top route "
       "might be the one.", U, False, "cells_no_commas", why=_NO_COMMAS_OPEN),
]  # fmt: skip


_CUT_UNRELATED = "hard: a cut-off continuation about something else holds no answer; it stands"
_CUT_ABOUT = "a cut-off continuation about the answer: what it was going to say is unknown"
UNRELATED_CUTOFF: list[Reply] = [
    _c("t52s_cutoff_weather", "solve",
       "MOVE: (2, 0)\n\nThe weather today is cloudy with a chance of", (2, 0), None,
       "unrelated_cutoff", why=_CUT_UNRELATED),
    _c("t52r_cutoff_stock_market", "recognize",
       "SHAPE: square\n\nIn other news, the stock market closed higher on", "square", False,
       "unrelated_cutoff", why=_CUT_UNRELATED),
    _c("t52p_cutoff_pancakes", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nMy favourite recipe for pancakes needs two cups of", (1, CW),
       False, "unrelated_cutoff", why=_CUT_UNRELATED),
    _c("t52s_zh_cutoff_tianqi", "solve",
       "MOVE: (1, 1)\n\n今天天气很好，最高气温是", (1, 1), None, "unrelated_cutoff",
       why=_CUT_UNRELATED),
    _c("t52g_cutoff_weather", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThe weather today is sunny with a light breeze from the",
       S, False, "unrelated_cutoff", why=_CUT_UNRELATED),
    # Controls (unclear): the cut-off continuation is about the answer.
    _c("t52s_control_cutoff_better_move", "solve",
       "MOVE: (2, 0)\n\nWait, actually the better move is", U, None, "unrelated_cutoff",
       why=_CUT_ABOUT),
    _c("t52s_control_cutoff_cell_below", "solve",
       "MOVE: (2, 0)\n\nOn second thought the cell below might be", U, None,
       "unrelated_cutoff", why=_CUT_ABOUT),
    _c("t52r_control_cutoff_bottom_row", "recognize",
       "SHAPE: square\n\nLooking again, the bottom row seems to be", U, False,
       "unrelated_cutoff", why=_CUT_ABOUT),
    _c("t52p_control_cutoff_piece", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nActually, the piece to turn is", U, False,
       "unrelated_cutoff", why=_CUT_ABOUT),
    _c("t52s_control_zh_cutoff_yibu", "solve",
       "MOVE: (1, 1)\n\n等等，其实更好的一步是", U, None, "unrelated_cutoff", why=_CUT_ABOUT),
    _c("t52g_control_cutoff_ring_moved", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nOne more fix: the ring should be moved to", U, False,
       "unrelated_cutoff", why=_CUT_ABOUT),
]  # fmt: skip


_set = set_functions(
    "t52",
    WHY,
    MAZES,
    [PREMISE_REMARK, DOUBT_CONSEQUENCE, PAIR_BEFORE_ANSWER, ROUTE_TRAVEL, CELLS_NO_COMMAS,
     UNRELATED_CUTOFF],
)  # fmt: skip
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_form.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune52.py: counts, no reader
    print_counts(all_cases(), problems())

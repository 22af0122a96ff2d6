"""Tuning cases for the classes v42 found misread (issue 35, fortieth round).

v42 was measured once and is tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, each class in several phrasings and phases, with at least as
many clear controls as unclear cases, about half of them Chinese:

* ``zh_doubt``: after the answer, a doubt the writer leaves open in Chinese (a question about a
  premise, "好像", "是不是", "不确定"): unreadable, as its English twin already is. Controls: the
  question answered ("是墙吗？不是，路径没问题。"), a check that settles ("确认无误").
* ``zh_ask``: the answer handed back to the user in Chinese ("你希望我走哪一条？", "要我选
  ... 吗？", "你觉得是哪一个？"): unreadable. Controls: a question that is an offer of help
  after one answer ("还需要我解释吗？"), or a pick after the question.
* ``zh_condition``: the answer under a condition the reply leaves open ("如果 ... 的话"):
  unreadable. Controls: the condition settled in a later sentence ("题目里 (2, 0) 是空的").
* ``zh_withdrawal``: the answer withdrawn ("不对", "算了") and no new value named:
  unreadable. Controls: the withdrawal followed by a new answer line.
* ``figure_offer`` (labelled after the classes above were tuned, before the recognition reader
  changed; t40's "看起来像正方形，也可以说是圆形，都可以。" is its first case): a shape and a figure
  that is none of the shapes offered as equal ("or you could say an oval; both work",
  "也像椭圆形，两个都行"): unreadable. Controls: the figure ruled out, a pick, an answer line.
* ``direction_prose``: a solve move given as a prose direction with no label ("The best move
  is down.", "应该向下走一格。"): the neighbouring cell. Unclear twins: two directions named
  and none picked.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left; the
recognized shape is a square; the generated maze is a 3x3 ring in the top-left corner.
"""

from __future__ import annotations

from corpus_form import CW, case_maker, path_text, print_counts, set_functions
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
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

_DOUBT = "a doubt after the answer in Chinese, nothing settles it"
_SETTLED = "hard: the doubt or check after the answer is answered in the same reply"
ZH_DOUBT: list[Reply] = [
    _c("t41s_zh_doubt_wall", "solve",
       "MOVE: (2, 0)\n等等，(2, 0) 是不是墙？我不确定。", U, None, "zh_doubt", why=_DOUBT),
    _c("t41o_zh_doubt_seems", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n不过 (4, 1) 好像不通，这条路可能不对。", U, False,
       "zh_doubt", why=_DOUBT),
    _c("t41r_zh_doubt_corner", "recognize",
       "SHAPE: square\n嗯，右下角是不是缺了一格？", U, False, "zh_doubt", why=_DOUBT),
    _c("t41p_zh_doubt_turn", "puzzle",
       "ROTATE: (0, 0) clockwise\n等一下，(0, 0) 好像应该逆时针转？", U, False, "zh_doubt",
       why=_DOUBT),
    _c("t41g_zh_doubt_goal", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n等等，G 好像没有连到环上？", U, False, "zh_doubt", why=_DOUBT),
    _c("t41s_control_zh_doubt_answered", "solve",
       "MOVE: (2, 0)\n等等，(2, 0) 是墙吗？不是，没问题。", (2, 0), None, "zh_doubt",
       why=_SETTLED),
    _c("t41o_control_zh_wall_answered", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n等等，(3, 0) 是墙吗？不是，路径没问题。", S, False,
       "zh_doubt", why=_SETTLED),
    _c("t41r_control_zh_confirmed", "recognize",
       "SHAPE: square\n确认一下：四条边一样长，没问题。", "square", False, "zh_doubt",
       why=_SETTLED),
    _c("t41p_control_zh_checked", "puzzle",
       "ROTATE: (0, 0) clockwise\n检查一下：转完以后管道连上了，确认无误。", (0, CW), False,
       "zh_doubt", why=_SETTLED),
    _c("t41g_control_zh_checked", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n检查：P 和 G 都在环上，没问题。", S, False, "zh_doubt",
       why=_SETTLED),
    _c("t41s_control_doubt_answered_mixed", "solve",
       "MOVE: (2, 0)\nWait, is (2, 0) a wall? 不是，它是空的。", (2, 0), None, "zh_doubt",
       why=_SETTLED),
]  # fmt: skip

_ASK = "the choice is handed back to the user, no pick"
_NOT_ASKED = "hard: the question offers help after one answer, or a pick follows it"
ZH_ASK: list[Reply] = [
    _c("t41s_zh_ask_which", "solve",
       "向右 (1, 1) 或向下 (2, 0)，你想走哪一个？", U, None, "zh_ask", why=_ASK),
    _c("t41s_zh_ask_shall_i", "solve",
       "两条路都能到终点，要我选 (1, 1) 吗？", U, None, "zh_ask", why=_ASK),
    _c("t41r_zh_ask_think", "recognize",
       "可能是正方形，也可能是十字形，你觉得是哪一个？", U, False, "zh_ask", why=_ASK),
    _c("t41p_zh_ask_prefer", "puzzle",
       "旋转 (0, 0) 顺时针或者旋转 (1, 1) 逆时针都行，您希望用哪一种？", U, False, "zh_ask",
       why=_ASK),
    _c("t41s_control_zh_help_offer", "solve",
       "向下走到 (2, 0)。\nMOVE: (2, 0)\n还需要我解释吗？", (2, 0), None, "zh_ask",
       why=_NOT_ASKED),
    _c("t41s_control_zh_asked_then_picked", "solve",
       "你想知道走哪一条吗？两条都行，我选 (2, 0)。", (2, 0), None, "zh_ask", why=_NOT_ASKED),
    _c("t41r_control_zh_help_offer", "recognize",
       "SHAPE: square\n需要我详细说明吗？", "square", False, "zh_ask", why=_NOT_ASKED),
    _c("t41p_control_zh_asked_answer_line", "puzzle",
       "你可能会问转哪一块？答案是 (0, 0)。\nROTATE: (0, 0) clockwise", (0, CW), True, "zh_ask",
       why=_NOT_ASKED),
]  # fmt: skip

_CONDITION = "the answer holds on a condition the reply does not settle"
_MET = "hard: the condition is settled in a later sentence"
ZH_CONDITION: list[Reply] = [
    _c("t41s_zh_if_not_wall", "solve",
       "如果 (2, 0) 不是墙的话，走 (2, 0)。", U, None, "zh_condition", why=_CONDITION),
    _c("t41o_zh_if_after_path", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n如果 (3, 0) 是墙的话，就要走上面那条路。", U, False,
       "zh_condition", why=_CONDITION),
    _c("t41p_zh_if_after_line", "puzzle",
       "ROTATE: (0, 0) clockwise\n假如 (0, 0) 是直管，那就转 (1, 1)。", U, False, "zh_condition",
       why=_CONDITION),
    _c("t41s_control_zh_if_settled", "solve",
       "如果 (2, 0) 不是墙的话，走 (2, 0)。题目里 (2, 0) 是空的，所以走 (2, 0)。", (2, 0), None,
       "zh_condition", why=_MET),
    _c("t41o_control_zh_if_settled", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n如果 (3, 0) 是墙，这条路就不行；但 (3, 0) 是空的，"
       "所以路径正确。", S, False, "zh_condition", why=_MET),
    _c("t41p_control_zh_if_settled", "puzzle",
       "ROTATE: (0, 0) clockwise\n假如 (0, 0) 是直管就不行，不过它是弯管，所以没问题。", (0, CW),
       False, "zh_condition", why=_MET),
]  # fmt: skip

_WITHDRAWN = "the answer is withdrawn and no new value is named"
_REPLACED = "hard: the withdrawal is followed by a new answer line"
ZH_WITHDRAWAL: list[Reply] = [
    _c("t41s_zh_withdrawn", "solve",
       "MOVE: (1, 1)\n不对，这一步不行。", U, None, "zh_withdrawal", why=_WITHDRAWN),
    _c("t41p_zh_never_mind", "puzzle",
       "ROTATE: (0, 0) clockwise\n算了，这样转不对。", U, False, "zh_withdrawal", why=_WITHDRAWN),
    _c("t41g_zh_wrong", "generate",
       "MAZE:\n" + RING_TL3 + "\n\n错了，这个迷宫不对，我再想想。", U, False, "zh_withdrawal",
       why=_WITHDRAWN),
    _c("t41s_control_zh_replaced", "solve",
       "MOVE: (1, 1)\n不对，应该向下。\nMOVE: (2, 0)", (2, 0), (2, 0), "zh_withdrawal",
       why=_REPLACED),
    _c("t41r_control_zh_replaced", "recognize",
       "SHAPE: cross\n不对，四条边围成一圈，是正方形。\nSHAPE: square", "square", True,
       "zh_withdrawal", why=_REPLACED),
    _c("t41g_control_zh_replaced", "generate",
       "MAZE:\n" + RING_TL3.replace("G", "0", 1).replace("P 0 0", "P 0 G", 1) + "\n\n错了，G 放错了"
       "位置。\nMAZE:\n" + RING_TL3, S, True, "zh_withdrawal", why=_REPLACED),
    _c("t41p_control_zh_replaced", "puzzle",
       "ROTATE: (1, 1) clockwise\n算了，换一块。\nROTATE: (0, 0) clockwise", (0, CW), True,
       "zh_withdrawal", why=_REPLACED),
]  # fmt: skip

_TWO_WAYS = "two directions named, none picked"
_ONE_WAY = "hard: one direction given as the move in the answer's sentence: the neighbouring cell"
DIRECTION_PROSE: list[Reply] = [
    _c("t41s_direction_best_right", "solve",
       "The best move is right, along the top corridor.", (1, 1), None, "direction_prose",
       why=_ONE_WAY),
    _c("t41s_direction_should_go_down", "solve",
       "Up is a wall, so we should go down.", (2, 0), None, "direction_prose", why=_ONE_WAY),
    _c("t41s_direction_zh_right", "solve",
       "上面是墙，应该向右走一步。", (1, 1), None, "direction_prose", why=_ONE_WAY),
    _c("t41s_direction_zh_best", "solve",
       "最好的一步是向下。", (2, 0), None, "direction_prose", why=_ONE_WAY),
    _c("t41s_direction_two", "solve",
       "The best move is down or right; both reach the goal.", U, None, "direction_prose",
       why=_TWO_WAYS),
    _c("t41s_direction_zh_two", "solve",
       "应该向下或者向右走。", U, None, "direction_prose", why=_TWO_WAYS),
]  # fmt: skip

_FIGURE_OFFER = "a shape and a figure that is none of the shapes offered as equal, none picked"
_FIGURE_SETTLED = "hard: the figure is ruled out, or a pick or an answer line follows the offer"
FIGURE_OFFER: list[Reply] = [
    _c("t41r_figure_offer_en", "recognize",
       "It looks like a square, or you could say an oval; both work.", U, False, "figure_offer",
       why=_FIGURE_OFFER),
    _c("t41r_zh_figure_offer", "recognize",
       "像正方形，也像椭圆形，两个都行。", U, False, "figure_offer", why=_FIGURE_OFFER),
    _c("t41r_control_figure_ruled_out", "recognize",
       "It looks like a square, not an oval; the corners are sharp.", "square", False,
       "figure_offer", why=_FIGURE_SETTLED),
    _c("t41r_control_zh_figure_picked", "recognize",
       "像正方形，也有点像圆形，但四个角是直角，我选正方形。", "square", False, "figure_offer",
       why=_FIGURE_SETTLED),
    _c("t41r_control_figure_offer_line", "recognize",
       "Square or oval, both describe it loosely.\nSHAPE: square", "square", True,
       "figure_offer", why=_FIGURE_SETTLED),
]  # fmt: skip


_set = set_functions(
    "t41",
    WHY,
    MAZES,
    [ZH_DOUBT, ZH_ASK, ZH_CONDITION, ZH_WITHDRAWAL, DIRECTION_PROSE, FIGURE_OFFER],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune41.py: counts, no reader
    print_counts(all_cases(), problems())

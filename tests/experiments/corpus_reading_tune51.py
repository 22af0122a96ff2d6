"""Tuning cases for the classes v66, v67 and v68 found misread (issue 35, fiftieth round).

v66-v68 were measured once and are tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, in several phrasings, phases and languages, each class with
at least as many controls as unclear cases (a class of clear misses has unclear controls):

* ``condition_remark``: a sentence after the answer that states a condition on it and an
  "otherwise" naming another value, or a need the answer does not meet ("This is if the right
  side is actually open; otherwise go down to (2, 0).", v66c_s_gemini_if_unsure; "This only
  counts if a smaller square is allowed; otherwise I'd need the full border.",
  v66c_g_gemini_if_open; "这是在 ... 的情况下；否则 ..."), nothing settling it. Controls: the
  condition then settled ("And it is: ..."), or an "otherwise" naming no other value.
* ``condition_pair``: two values, each under its own condition, and no answer line
  ("如果想走上面那条路的话就走 (1, 1)，想走下面那条的话就走 (2, 0)。", v67c_s_qwen3_ruguo_open;
  "If you want the top route, (1, 1); for the bottom one, (2, 0)."). Controls: the reply then
  picks one.
* ``alternatives``: two answer lines with a phrase offering the second as an alternative
  between them ("Either that or:", "或者也可以：", "Or else:", "Another option would be:",
  v68c_o_qwenplus_either_route), none picked, even where both would score the same. Controls:
  the reply then picks one ("I'd go with the first.").
* ``recap_heading``: a summary after the answer headed "Recap:", "To sum up:", "简而言之：",
  "概括一下：" naming another route or turn (v68c_o_gpt4omini_recap_other). Controls: the
  same headings naming the answer's own route or turn.
* ``correction_sentence`` (clear): a correction after the answer naming its new answer in a
  sentence ("Wait, (0, 0) is a wall. Let me move down instead: (2, 0).",
  v66c_s_llama33_wait_instead), in every phase and several languages: the new answer stands.
  Controls (unclear): the answer withdrawn with no new one, or with two.
* ``echo_example`` (clear): a small model's echo of the prompt's format line with its example
  ("MOVE: (row, col), for example MOVE: (2, 3).", v68s_small_smol135_echo_example) before its
  own answer line: the example is no answer, flexible or strict. Controls (unclear): the echo
  alone.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G; the recognition maze is a square); the puzzle is the 2 x 2 board, squares 0-3
row by row from the top left, (0, 1) clockwise its solution.
"""

from __future__ import annotations

from corpus_form import CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_tune50 import LEFT_COL, RIGHT_COL, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

LEFT = path_text(LEFT_COL)
RIGHT = path_text(RIGHT_COL)

_REMARK_OPEN = "a remark after the answer puts a condition on it and names another case, unsettled"
_REMARK_SETTLED = "hard: the condition is settled after it, or its otherwise names no other answer"
CONDITION_REMARK: list[Reply] = [
    _c("t51s_this_is_if_otherwise", "solve",
       "MOVE: (2, 0)\n\nThis is if the left column is really open; otherwise go right to "
       "(1, 1).", U, None, "condition_remark", why=_REMARK_OPEN),
    _c("t51s_thats_only_if_otherwise", "solve",
       "MOVE: (1, 1)\n\nThat's only if (1, 1) is a 0; otherwise move down to (2, 0).", U, None,
       "condition_remark", why=_REMARK_OPEN),
    _c("t51s_zh_qingkuang_fouze", "solve",
       "MOVE: (1, 1)\n\n这是在 (1, 1) 确实是通路的情况下；否则就往下走 (2, 0)。", U, None,
       "condition_remark", why=_REMARK_OPEN),
    _c("t51p_only_counts_if", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nThis only counts if (0, 1) is the elbow piece; otherwise "
       "rotate (1, 0) clockwise.", U, False, "condition_remark", why=_REMARK_OPEN),
    _c("t51r_fr_seulement_si_sinon", "recognize",
       "SHAPE: square\n\nC'est seulement si le coin en bas à gauche est fermé ; sinon ce serait "
       "un C.", U, False, "condition_remark", why=_REMARK_OPEN),
    _c("t51g_only_works_need", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis only works if a 3x3 ring is allowed; otherwise I'd "
       "need to draw the full 5x5 border.", U, False, "condition_remark", why=_REMARK_OPEN),
    # Controls: the condition settled, or an otherwise naming no other answer.
    _c("t51s_control_this_is_if_settled", "solve",
       "MOVE: (2, 0)\n\nThis is if the left column is really open; otherwise go right to "
       "(1, 1). And it is: column 0 reads 0 in rows 2, 3 and 4.", (2, 0), None,
       "condition_remark", why=_REMARK_SETTLED),
    _c("t51s_control_only_if_no_value", "solve",
       "MOVE: (1, 1)\n\nThat's only if (1, 1) is a 0; otherwise the move would bump into a "
       "wall.", (1, 1), None, "condition_remark", why=_REMARK_SETTLED),
    _c("t51s_control_zh_qingkuang_settled", "solve",
       "MOVE: (1, 1)\n\n这是在 (1, 1) 确实是通路的情况下；否则就往下走 (2, 0)。而它确实是通路：第 1 行是 "
       "P 0 0 0 1。", (1, 1), None, "condition_remark", why=_REMARK_SETTLED),
    _c("t51p_control_only_counts_settled", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nThis only counts if (0, 1) is the elbow piece; otherwise "
       "rotate (1, 0) clockwise. And it is the elbow: the board shows it so.", (1, CW), False,
       "condition_remark", why=_REMARK_SETTLED),
    _c("t51r_control_fr_no_other", "recognize",
       "SHAPE: square\n\nC'est seulement si les quatre coins se rejoignent ; sinon la forme ne "
       "serait pas fermée. Et ils se rejoignent tous.", "square", False, "condition_remark",
       why=_REMARK_SETTLED),
    _c("t51g_control_need_met", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis only works if a 3x3 ring is allowed; otherwise I'd "
       "need the full border. The task allows any size, so it is.", S, False,
       "condition_remark", why=_REMARK_SETTLED),
]  # fmt: skip

_PAIR_OPEN = "two answers, each under its own condition, and none chosen"
_PAIR_PICKED = "hard: two answers under conditions, then one picked"
CONDITION_PAIR: list[Reply] = [
    _c("t51s_zh_yaoshi_pair", "solve",
       "要是走上面那条路就走 (1, 1)，要是走下面那条就走 (2, 0)。", U, None, "condition_pair",
       why=_PAIR_OPEN),
    _c("t51s_want_top_bottom_pair", "solve",
       "If you want the top route, (1, 1); for the bottom one, (2, 0).", U, None,
       "condition_pair", why=_PAIR_OPEN),
    _c("t51s_es_si_quieres_pair", "solve",
       "Si quieres ir por arriba, (1, 1); si prefieres ir por abajo, (2, 0).", U, None,
       "condition_pair", why=_PAIR_OPEN),
    _c("t51p_fr_si_tu_veux_pair", "puzzle",
       "Si tu veux garder le coin du haut, tourne (0, 1) dans le sens horaire ; pour le bas, "
       "tourne (1, 0) dans le sens horaire.", U, False, "condition_pair", why=_PAIR_OPEN),
    _c("t51s_zh_dehua_pair", "solve",
       "想走近路的话走 (2, 0)，想走上面的话走 (1, 1)。", U, None, "condition_pair",
       why=_PAIR_OPEN),
    # Controls: one of the two then picked.
    _c("t51s_control_zh_yaoshi_pick", "solve",
       "要是走上面那条路就走 (1, 1)，要是走下面那条就走 (2, 0)。我选下面那条。\n\nMOVE: (2, 0)",
       (2, 0), (2, 0), "condition_pair", why=_PAIR_PICKED),
    _c("t51s_control_want_pick", "solve",
       "If you want the top route, (1, 1); for the bottom one, (2, 0). I'll take the bottom "
       "one.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "condition_pair", why=_PAIR_PICKED),
    _c("t51s_control_es_pick", "solve",
       "Si quieres ir por arriba, (1, 1); si prefieres ir por abajo, (2, 0). Prefiero ir por "
       "arriba.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "condition_pair", why=_PAIR_PICKED),
    _c("t51p_control_fr_pick", "puzzle",
       "Si tu veux garder le coin du haut, tourne (0, 1) dans le sens horaire ; pour le bas, "
       "tourne (1, 0) dans le sens horaire. Je garde le coin du haut.\n\nROTATE: (0, 1) "
       "clockwise", (1, CW), True, "condition_pair", why=_PAIR_PICKED),
    _c("t51s_control_zh_dehua_pick", "solve",
       "想走近路的话走 (2, 0)，想走上面的话走 (1, 1)。我走近路。\n\nMOVE: (2, 0)", (2, 0),
       (2, 0), "condition_pair", why=_PAIR_PICKED),
]  # fmt: skip

_ALT_OPEN = "two answers offered as alternatives, none picked"
_ALT_PICKED = "hard: two answers offered as alternatives, then one picked"
ALTERNATIVES: list[Reply] = [
    _c("t51o_either_that_or_this", "one_shot",
       "PATH: " + RIGHT + "\n\nEither that or this one:\n\nPATH: " + LEFT, U, False,
       "alternatives", why=_ALT_OPEN),
    _c("t51o_zh_huozhe_yekeyi", "one_shot",
       "PATH: " + LEFT + "\n\n或者也可以：\n\nPATH: " + RIGHT, U, False, "alternatives",
       why=_ALT_OPEN),
    _c("t51s_or_else", "solve",
       "MOVE: (2, 0)\n\nOr else:\n\nMOVE: (1, 1)", U, None, "alternatives", why=_ALT_OPEN),
    _c("t51r_alternatively_shape", "recognize",
       "SHAPE: square\n\nAlternatively:\n\nSHAPE: C", U, False, "alternatives", why=_ALT_OPEN),
    _c("t51o_another_option_would_be", "one_shot",
       "PATH: " + RIGHT + "\n\nAnother option would be:\n\nPATH: " + LEFT, U, False,
       "alternatives", why=_ALT_OPEN),
    # Controls: one picked after them.
    _c("t51o_control_either_pick_first", "one_shot",
       "PATH: " + RIGHT + "\n\nEither that or this one:\n\nPATH: " + LEFT + "\n\nI'd go with "
       "the first.", S, False, "alternatives", why=_ALT_PICKED),
    _c("t51o_control_zh_huozhe_pick", "one_shot",
       "PATH: " + LEFT + "\n\n或者也可以：\n\nPATH: " + RIGHT + "\n\n我选第二条。", S, False,
       "alternatives", why=_ALT_PICKED),
    _c("t51s_control_or_else_pick", "solve",
       "MOVE: (2, 0)\n\nOr else:\n\nMOVE: (1, 1)\n\nI'll go with the second one.", (1, 1), None,
       "alternatives", why=_ALT_PICKED),
    _c("t51r_control_alternatively_pick", "recognize",
       "SHAPE: square\n\nAlternatively:\n\nSHAPE: C\n\nBut all four corners join, so I'll stay "
       "with the first: square.", "square", False, "alternatives", why=_ALT_PICKED),
    _c("t51o_control_another_option_pick", "one_shot",
       "PATH: " + RIGHT + "\n\nAnother option would be:\n\nPATH: " + LEFT + "\n\nMy answer is "
       "the first one.", S, False, "alternatives", why=_ALT_PICKED),
]  # fmt: skip

_RECAP_OTHER = "the summary after the answer names another route or turn: conflicting"
_RECAP_SAME = "hard: the summary after the answer names the answer's own route or turn"
RECAP_HEADING: list[Reply] = [
    _c("t51o_recap_top_right", "one_shot",
       "PATH: " + LEFT + "\n\nRecap: along the top row, then down the right column.", U, False,
       "recap_heading", why=_RECAP_OTHER),
    _c("t51o_to_sum_up_left_bottom", "one_shot",
       "PATH: " + RIGHT + "\n\nTo sum up: down the left side, then across the bottom.", U,
       False, "recap_heading", why=_RECAP_OTHER),
    _c("t51o_zh_jianeryanzhi_other", "one_shot",
       "PATH: " + LEFT + "\n\n简而言之：沿上边走，再沿右侧走到终点。", U, False, "recap_heading",
       why=_RECAP_OTHER),
    _c("t51p_recap_ccw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nRecap: the top-right square turns counterclockwise.", U,
       False, "recap_heading", why=_RECAP_OTHER),
    _c("t51o_zh_gaikuo_other", "one_shot",
       "PATH: " + RIGHT + "\n\n概括一下：沿左边走，再沿下边走。", U, False, "recap_heading",
       why=_RECAP_OTHER),
    # Controls: the same headings naming the answer's own route or turn.
    _c("t51o_control_recap_left_bottom", "one_shot",
       "PATH: " + LEFT + "\n\nRecap: down the left column, then along the bottom row.", S,
       False, "recap_heading", why=_RECAP_SAME),
    _c("t51o_control_to_sum_up_top_right", "one_shot",
       "PATH: " + RIGHT + "\n\nTo sum up: along the top, then down the right side.", S, False,
       "recap_heading", why=_RECAP_SAME),
    _c("t51o_control_zh_jianeryanzhi_same", "one_shot",
       "PATH: " + LEFT + "\n\n简而言之：沿左边走，再沿下边走到终点。", S, False, "recap_heading",
       why=_RECAP_SAME),
    _c("t51p_control_recap_cw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nRecap: the top-right square turns clockwise.", (1, CW),
       False, "recap_heading", why=_RECAP_SAME),
    _c("t51o_control_zh_gaikuo_same", "one_shot",
       "PATH: " + RIGHT + "\n\n概括一下：沿上边走，再沿右侧走。", S, False, "recap_heading",
       why=_RECAP_SAME),
]  # fmt: skip

_NEW_STANDS = "hard: a correction after the answer names its new answer in a sentence; it stands"
_WITHDRAWN = "the answer is withdrawn and no single new one is named"
CORRECTION_SENTENCE: list[Reply] = [
    _c("t51s_wait_go_down_instead", "solve",
       "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. I'll go down instead, to (2, 0).", (2, 0), None,
       "correction_sentence", why=_NEW_STANDS),
    _c("t51s_hold_on_moving_down", "solve",
       "MOVE: (0, 0)\n\nHold on, (0, 0) is a wall. Moving down instead: (2, 0).", (2, 0), None,
       "correction_sentence", why=_NEW_STANDS),
    _c("t51s_zh_dengdeng_gaiwei", "solve",
       "MOVE: (0, 0)\n\n等等，(0, 0) 是墙。改为往下走：(2, 0)。", (2, 0), None,
       "correction_sentence", why=_NEW_STANDS),
    _c("t51s_fr_attends_plutot", "solve",
       "MOVE: (0, 0)\n\nAttends, (0, 0) est un mur. Je descends plutôt : (2, 0).", (2, 0), None,
       "correction_sentence", why=_NEW_STANDS),
    _c("t51p_wait_turn_instead", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nWait, (0, 0) is already in place. Let me turn (0, 1) "
       "instead: clockwise.", (1, CW), False, "correction_sentence", why=_NEW_STANDS),
    _c("t51r_wait_call_it_square", "recognize",
       "SHAPE: C\n\nWait, the bottom-left corner is closed. Let me call it a square instead.",
       "square", False, "correction_sentence", why=_NEW_STANDS),
    _c("t51s_next_step_wall_instead", "solve",
       "MOVE: (1, 1)\n\nBut from there the next step hits a wall, so go to (2, 0) instead.",
       (2, 0), None, "correction_sentence", why=_NEW_STANDS),
    # Controls: withdrawn with no new answer, or with two.
    _c("t51s_control_hold_on_no_new", "solve",
       "MOVE: (0, 0)\n\nHold on, (0, 0) is a wall. That won't do.", U, None,
       "correction_sentence", why=_WITHDRAWN),
    _c("t51s_control_zh_dengdeng_no_new", "solve",
       "MOVE: (1, 1)\n\n等等，这一步不对，我得重新想想。", U, None, "correction_sentence",
       why=_WITHDRAWN),
    _c("t51p_control_wait_no_new", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nWait, (0, 0) is already in place. That turn is wrong.", U,
       False, "correction_sentence", why=_WITHDRAWN),
    _c("t51r_control_wait_not_c_no_new", "recognize",
       "SHAPE: C\n\nWait, the bottom-left corner is closed, so it's not a C after all.", U,
       False, "correction_sentence", why=_WITHDRAWN),
    _c("t51s_control_fr_no_new", "solve",
       "MOVE: (1, 1)\n\nAttends, je ne suis plus sûr de ce coup. Je dois revérifier.", U, None,
       "correction_sentence", why=_WITHDRAWN),
    _c("t51s_control_wait_two_new", "solve",
       "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. Let me go down or right instead: (2, 0) or "
       "(1, 1).", U, None, "correction_sentence", why=_WITHDRAWN),
    _c("t51p_control_wait_ccw", "puzzle",
       "ROTATE: (0, 0) clockwise\n\nWait, (0, 0) is already in place. Let me turn (0, 1) "
       "instead, counterclockwise or clockwise, I'm not sure.", U, False,
       "correction_sentence", why=_WITHDRAWN),
]  # fmt: skip

_ECHO_THEN_ANSWER = "hard: the prompt's format line echoed with its example, then the answer line"
_ECHO_ONLY = "only the prompt's format line and its example echoed: no answer"
ECHO_EXAMPLE: list[Reply] = [
    _c("t51s_echo_eg_then_right", "solve",
       "MOVE: (row, col), e.g. MOVE: (2, 3)\nMOVE: (1, 1)", (1, 1), (1, 1), "echo_example",
       why=_ECHO_THEN_ANSWER),
    _c("t51s_echo_format_then_down", "solve",
       "Format: MOVE: (row, col), for example MOVE: (2, 3).\nMOVE: (2, 0)", (2, 0), (2, 0),
       "echo_example", why=_ECHO_THEN_ANSWER),
    _c("t51s_zh_echo_liru_then_right", "solve",
       "格式：MOVE: (row, col)，例如 MOVE: (2, 3)。\nMOVE: (1, 1)", (1, 1), (1, 1),
       "echo_example", why=_ECHO_THEN_ANSWER),
    _c("t51p_echo_example_then_turn", "puzzle",
       "ROTATE: (row, col) clockwise, for example ROTATE: (1, 1) counterclockwise.\nROTATE: "
       "(0, 1) clockwise", (1, CW), True, "echo_example", why=_ECHO_THEN_ANSWER),
    _c("t51r_echo_example_then_shape", "recognize",
       "SHAPE: <name>, for example SHAPE: C.\nSHAPE: square", "square", True, "echo_example",
       why=_ECHO_THEN_ANSWER),
    # Controls: the echo alone.
    _c("t51s_control_echo_eg_only", "solve",
       "MOVE: (row, col), e.g. MOVE: (2, 3)", U, None, "echo_example", why=_ECHO_ONLY),
    _c("t51s_control_echo_answer_with_only", "solve",
       "Answer with MOVE: (row, col), for example MOVE: (2, 3).", U, None, "echo_example",
       why=_ECHO_ONLY),
    _c("t51s_control_zh_echo_only", "solve",
       "格式：MOVE: (row, col)，例如 MOVE: (2, 3)。", U, None, "echo_example", why=_ECHO_ONLY),
    _c("t51p_control_echo_only", "puzzle",
       "ROTATE: (row, col) clockwise, for example ROTATE: (1, 1) counterclockwise.", U, False,
       "echo_example", why=_ECHO_ONLY),
    _c("t51r_control_echo_only", "recognize",
       "SHAPE: <name>, for example SHAPE: C.", U, False, "echo_example", why=_ECHO_ONLY),
]  # fmt: skip


_set = set_functions(
    "t51",
    WHY,
    MAZES,
    [CONDITION_REMARK, CONDITION_PAIR, ALTERNATIVES, RECAP_HEADING, CORRECTION_SENTENCE,
     ECHO_EXAMPLE],
)  # fmt: skip
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_form.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune51.py: counts, no reader
    print_counts(all_cases(), problems())

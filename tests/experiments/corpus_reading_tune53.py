"""Tuning cases for the classes v72, v73 and v74 found misread (issue 35, fifty-second round).

v72-v74 were measured once and are tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, in several phrasings, phases and languages, each class with
at least as many controls as unclear cases:

* ``labelled_options``: two answer lines each headed by an option label ("方案一：" /
  "方案二：", "Option 1:" / "Option 2:", "Version A:" / "Version B:", "Variante 1 :"), with no
  pick after them (v73c_o_qwenmax_options_no_pick): answers offered, none committed to.
  Controls: a pick after them by label or number ("我选方案二。", "I'll go with the second.",
  "I'll take option 1."; v70c_g_qwenplus_fangan_pick).
* ``offer_phrase``: a phrase between two answers offering the second beside the first ("This
  one works too:", "Another one that works:", "也可以这样：", "Esto también funciona:";
  v74c_g_mistral_both_fine), no pick after. Controls: a pick after them.
* ``again_restatement``: a line after the answer headed "Again:", "Once more:", "Repeat:",
  "再说一遍：", "重复：" restating the answer with another value (v74c_s_qwenmax_again_other):
  conflicting. Controls: the same heads restating the answer's own value.
* ``format_condition``: a sentence before the answer putting a condition on its format with an
  instruction that changes it ("If the start cell is not part of the path, drop the first
  cell.", v74c_o_gpt4omini_if_start_counts; "如果起点不算，就去掉第一个格子。"), left open:
  another answer implied. Controls: the format stated, or the condition settled.
* ``echoed_example_value`` (clear): the prompt's own example answer ("PATH: (0, 0) (0, 1) (1,
  1)", "MOVE: (2, 3)") echoed alone on a line before the model's own answer line
  (v73o_small_smol135_echo_example): an echo, not an answer. Controls (unclear): a line that
  is not the example exactly, or the example after the model's own line.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G; the recognition maze is a square); the puzzle is the 2 x 2 board, squares 0-3
row by row from the top left, (0, 1) clockwise its solution.
"""

from __future__ import annotations

from corpus_form import CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_tune50 import LEFT_COL, RIGHT_COL, RING_BR3, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

LEFT = path_text(LEFT_COL)
RIGHT = path_text(RIGHT_COL)

_OPTIONS_OPEN = "two answers under option labels, none picked"
_OPTIONS_PICKED = "hard: two answers under option labels, then one picked by label or number"
LABELLED_OPTIONS: list[Reply] = [
    _c("t53o_zh_fangan_no_pick", "one_shot",
       "方案一：PATH: " + RIGHT + "\n方案二：PATH: " + LEFT, U, False, "labelled_options",
       why=_OPTIONS_OPEN),
    _c("t53o_option_12_no_pick", "one_shot",
       "Option 1: PATH: " + LEFT + "\nOption 2: PATH: " + RIGHT, U, False, "labelled_options",
       why=_OPTIONS_OPEN),
    _c("t53s_version_ab_no_pick", "solve",
       "Version A: MOVE: (2, 0)\nVersion B: MOVE: (1, 1)", U, None, "labelled_options",
       why=_OPTIONS_OPEN),
    _c("t53r_zh_fangan_shapes", "recognize",
       "方案一：SHAPE: square\n方案二：SHAPE: C", U, False, "labelled_options",
       why=_OPTIONS_OPEN),
    _c("t53p_fr_variante_no_pick", "puzzle",
       "Variante 1 : ROTATE: (0, 1) clockwise\nVariante 2 : ROTATE: (0, 1) counterclockwise",
       U, False, "labelled_options", why=_OPTIONS_OPEN),
    # Controls: a pick after them.
    _c("t53o_control_zh_fangan_pick_second", "one_shot",
       "方案一：PATH: " + RIGHT + "\n方案二：PATH: " + LEFT + "\n\n我选方案二。", S, False,
       "labelled_options", why=_OPTIONS_PICKED),
    _c("t53o_control_option_pick_second", "one_shot",
       "Option 1: PATH: " + LEFT + "\nOption 2: PATH: " + RIGHT + "\n\nI'll go with the "
       "second.", S, False, "labelled_options", why=_OPTIONS_PICKED),
    _c("t53s_control_version_pick_a", "solve",
       "Version A: MOVE: (2, 0)\nVersion B: MOVE: (1, 1)\n\nI'll take the first.", (2, 0),
       None, "labelled_options", why=_OPTIONS_PICKED),
    _c("t53r_control_zh_fangan_pick_first", "recognize",
       "方案一：SHAPE: square\n方案二：SHAPE: C\n\n四个角都连着，我选方案一。", "square", False,
       "labelled_options", why=_OPTIONS_PICKED),
    _c("t53p_control_fr_variante_pick", "puzzle",
       "Variante 1 : ROTATE: (0, 1) clockwise\nVariante 2 : ROTATE: (0, 1) counterclockwise"
       "\n\nJe choisis la première.", (1, CW), False, "labelled_options", why=_OPTIONS_PICKED),
]  # fmt: skip

_OFFER_OPEN = "a second answer offered beside the first ('works too'), none picked"
_OFFER_PICKED = "hard: a second answer offered beside the first, then one picked"
OFFER_PHRASE: list[Reply] = [
    _c("t53o_this_one_works_too", "one_shot",
       "PATH: " + LEFT + "\n\nThis one works too:\n\nPATH: " + RIGHT, U, False, "offer_phrase",
       why=_OFFER_OPEN),
    _c("t53s_another_one_that_works", "solve",
       "MOVE: (2, 0)\n\nAnother one that works:\n\nMOVE: (1, 1)", U, None, "offer_phrase",
       why=_OFFER_OPEN),
    _c("t53p_zh_yekeyi_zheyang", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n也可以这样：\n\nROTATE: (0, 1) counterclockwise", U, False,
       "offer_phrase", why=_OFFER_OPEN),
    _c("t53g_this_one_works_too", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis one works too:\n\nMAZE:\n" + RING_BR3, U, False,
       "offer_phrase", why=_OFFER_OPEN),
    _c("t53r_es_tambien_funciona", "recognize",
       "SHAPE: square\n\nEsto también funciona:\n\nSHAPE: C", U, False, "offer_phrase",
       why=_OFFER_OPEN),
    # Controls: one picked after them.
    _c("t53o_control_works_too_pick_first", "one_shot",
       "PATH: " + LEFT + "\n\nThis one works too:\n\nPATH: " + RIGHT + "\n\nI'd go with the "
       "first.", S, False, "offer_phrase", why=_OFFER_PICKED),
    _c("t53s_control_another_works_pick", "solve",
       "MOVE: (2, 0)\n\nAnother one that works:\n\nMOVE: (1, 1)\n\nI'll go with the second.",
       (1, 1), None, "offer_phrase", why=_OFFER_PICKED),
    _c("t53p_control_zh_yekeyi_pick", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n也可以这样：\n\nROTATE: (0, 1) counterclockwise\n\n我选第一个。",
       (1, CW), False, "offer_phrase", why=_OFFER_PICKED),
    _c("t53g_control_works_too_pick", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nThis one works too:\n\nMAZE:\n" + RING_BR3 + "\n\nI'll go "
       "with the second.", S, False, "offer_phrase", why=_OFFER_PICKED),
    _c("t53r_control_es_tambien_pick", "recognize",
       "SHAPE: square\n\nEsto también funciona:\n\nSHAPE: C\n\nElijo la primera: las cuatro "
       "esquinas se unen.", "square", False, "offer_phrase", why=_OFFER_PICKED),
]  # fmt: skip

_AGAIN_OTHER = "a restatement headed 'Again:' names another value than the answer: conflicting"
_AGAIN_SAME = "hard: a restatement headed 'Again:' names the answer's own value"
AGAIN_RESTATEMENT: list[Reply] = [
    _c("t53s_once_more_other", "solve",
       "MOVE: (1, 1)\n\nOnce more: the player moves down to (2, 0).", U, None,
       "again_restatement", why=_AGAIN_OTHER),
    _c("t53s_zh_zaishuo_other", "solve",
       "MOVE: (2, 0)\n\n再说一遍：向右走到 (1, 1)。", U, None, "again_restatement",
       why=_AGAIN_OTHER),
    _c("t53r_repeat_other_shape", "recognize",
       "SHAPE: square\n\nRepeat: the shape is a C.", U, False, "again_restatement",
       why=_AGAIN_OTHER),
    _c("t53p_zh_chongfu_other", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n重复：把 (0, 1) 逆时针转。", U, False, "again_restatement",
       why=_AGAIN_OTHER),
    # Controls: the same heads restating the answer's own value.
    _c("t53s_control_again_same", "solve",
       "MOVE: (2, 0)\n\nAgain: one step down, to (2, 0).", (2, 0), None,
       "again_restatement", why=_AGAIN_SAME),
    _c("t53s_control_zh_zaishuo_same", "solve",
       "MOVE: (1, 1)\n\n再说一遍：向右走到 (1, 1)。", (1, 1), None, "again_restatement",
       why=_AGAIN_SAME),
    _c("t53r_control_repeat_same", "recognize",
       "SHAPE: square\n\nRepeat: the shape is a square.", "square", False, "again_restatement",
       why=_AGAIN_SAME),
    _c("t53p_control_zh_chongfu_same", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n重复：把 (0, 1) 顺时针转。", (1, CW), False,
       "again_restatement", why=_AGAIN_SAME),
]  # fmt: skip


_FORMAT_OPEN = "a condition on the answer's format before it, with an edit, left open"
_FORMAT_SETTLED = "hard: the format stated plainly, or the condition settled, before the answer"
FORMAT_CONDITION: list[Reply] = [
    _c("t53o_if_start_not_listed_drop", "one_shot",
       "If the start cell should not be listed, drop the first cell.\n\nPATH: " + LEFT, U,
       False, "format_condition", why=_FORMAT_OPEN),
    _c("t53o_zh_ruguo_qidian_qudiao", "one_shot",
       "如果起点不算在路径里，就去掉第一个格子。\n\nPATH: " + RIGHT, U, False,
       "format_condition", why=_FORMAT_OPEN),
    _c("t53s_if_one_indexed_add_one", "solve",
       "If the grid is 1-indexed, add one to each number.\n\nMOVE: (2, 0)", U, None,
       "format_condition", why=_FORMAT_OPEN),
    _c("t53o_fr_si_depart_enlever", "one_shot",
       "Si la case de départ ne compte pas, enlève la première case.\n\nPATH: " + LEFT, U,
       False, "format_condition", why=_FORMAT_OPEN),
    # Controls: the format stated plainly, or the condition settled before the answer.
    _c("t53o_control_path_includes_start", "one_shot",
       "The path includes the start cell.\n\nPATH: " + LEFT, S, True, "format_condition",
       why=_FORMAT_SETTLED),
    _c("t53o_control_zh_baohan_qidian", "one_shot",
       "路径包含起点。\n\nPATH: " + RIGHT, S, True, "format_condition", why=_FORMAT_SETTLED),
    _c("t53s_control_zero_indexed_stated", "solve",
       "Coordinates are 0-indexed, as the prompt says.\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "format_condition", why=_FORMAT_SETTLED),
    _c("t53o_control_if_settled_included", "one_shot",
       "If the start cell were not part of the path I would drop it, but the prompt says to "
       "include it.\n\nPATH: " + LEFT, S, True, "format_condition", why=_FORMAT_SETTLED),
    _c("t53o_control_fr_inclut_depart", "one_shot",
       "Le chemin inclut la case de départ.\n\nPATH: " + LEFT, S, True, "format_condition",
       why=_FORMAT_SETTLED),
]  # fmt: skip

_ECHO = "hard: the prompt's example answer echoed alone before the model's own line is no answer"
_NOT_ECHO = "two different answer lines, the first not the prompt's example exactly: conflicting"
EXAMPLE = "PATH: (0, 0) (0, 1) (1, 1)"
ECHOED_EXAMPLE_VALUE: list[Reply] = [
    _c("t53o_echo_example_then_left", "one_shot", EXAMPLE + "\nPATH: " + LEFT, S, True,
       "echoed_example_value", why=_ECHO),
    _c("t53o_echo_example_stop_then_right", "one_shot", EXAMPLE + ".\n\nPATH: " + RIGHT, S,
       True, "echoed_example_value", why=_ECHO),
    _c("t53s_echo_move_example_then_down", "solve", "MOVE: (2, 3)\nMOVE: (2, 0)", (2, 0),
       (2, 0), "echoed_example_value", why=_ECHO),
    _c("t53s_echo_move_example_prose_right", "solve",
       "MOVE: (2, 3)\nThe cell to the right is open.\nMOVE: (1, 1)", (1, 1), (1, 1),
       "echoed_example_value", why=_ECHO),
    # Controls (unclear): not the example exactly, or the example after the model's own line.
    _c("t53o_control_near_example_then_left", "one_shot",
       "PATH: (0, 0) (0, 1) (1, 2)\nPATH: " + LEFT, U, False, "echoed_example_value",
       why=_NOT_ECHO),
    _c("t53s_control_own_then_example", "solve", "MOVE: (2, 0)\nMOVE: (2, 3)", U, None,
       "echoed_example_value", why=_NOT_ECHO),
    _c("t53s_control_near_move_example", "solve", "MOVE: (2, 2)\nMOVE: (2, 0)", U, None,
       "echoed_example_value", why=_NOT_ECHO),
    _c("t53o_control_example_then_two_routes", "one_shot",
       EXAMPLE + "\nPATH: " + LEFT + "\nPATH: " + RIGHT, U, False, "echoed_example_value",
       why=_NOT_ECHO),
]  # fmt: skip

_set = set_functions(
    "t53",
    WHY,
    MAZES,
    [LABELLED_OPTIONS, OFFER_PHRASE, AGAIN_RESTATEMENT, FORMAT_CONDITION, ECHOED_EXAMPLE_VALUE],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_form.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune53.py: counts, no reader
    print_counts(all_cases(), problems())

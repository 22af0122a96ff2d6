"""Tuning cases for the largest class v54, v55 and v56 found misread (issue 35, forty-sixth round).

v54, v55 and v56 were measured once and are tuning data now. These are NEW replies, written and
labelled *before* the readers were changed, in several phrasings, phases and languages, with at
least as many clear controls as unclear cases:

* ``several_lines``: two or more answer lines of one label naming different values, in parallel
  (one after the other, each under the same filler line, each under the same "Final Answer"
  heading, or under option headings 方案一/方案二, 选项 A/选项 B), and nothing saying which one
  stands: conflicting, in every phase; the strict reading abstains too (the prompt asks for one
  answer line). Controls: identical repeats (one answer), a correction word before the last
  line, and a pick naming one option.
* ``side_on_line``: a turn written as a side on the answer line ("ROTATE: (1, 1) left") is the
  turn the reply's own sentence says with a turning verb and the same side ("Turn the ...
  square to the left", "Giro la pieza hacia la derecha"): left counterclockwise, right
  clockwise (flexible; strict: not the prompt's word). Unclear: the line alone, a side the
  piece should face ("so it faces left"), or the sentence turning to the other side.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall, (2, 1) and (2, 2) are walls; the recognition maze is a
square); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left, (0, 1)
clockwise its solution.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS

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
RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 0 G"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,2), G at (4,4)."""

_SEVERAL = "answer lines of one label naming different values, nothing saying which stands"
_ONE = "hard: the answer lines repeat one value, or a correction or pick says which stands"
SEVERAL_LINES: list[Reply] = [
    _c("t47s_two_final_headings", "solve",
       "**Final Answer**\n\nMOVE: (1, 1)\n\n**Final Answer**\n\nMOVE: (2, 0)", U, None,
       "several_lines", why=_SEVERAL),
    _c("t47p_opposite_turns_repeated", "puzzle",
       "ROTATE: (0, 1) counterclockwise\nROTATE: (0, 1) clockwise", U, False,
       "several_lines", why=_SEVERAL),
    _c("t47o_two_paths_in_a_row", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nPATH: " + path_text(LEFT_COL), U, False,
       "several_lines", why=_SEVERAL),
    _c("t47o_zh_plan_one_two", "one_shot",
       "方案一：\nPATH: " + path_text(RIGHT_COL) + "\n\n方案二：\nPATH: " + path_text(LEFT_COL),
       U, False, "several_lines", why=_SEVERAL),
    _c("t47r_zh_two_final_headings", "recognize",
       "**最终答案**\n\nSHAPE: square\n\n**最终答案**\n\nSHAPE: cross", U, False,
       "several_lines", why=_SEVERAL),
    _c("t47p_es_two_final_headings", "puzzle",
       "**Respuesta final**\n\nROTATE: (0, 1) clockwise\n\n**Respuesta final**\n\n"
       "ROTATE: (1, 0) clockwise", U, False, "several_lines", why=_SEVERAL),
    _c("t47s_same_filler_each_line", "solve",
       "I move.\nMOVE: (2, 0)\nI move.\nMOVE: (1, 1)", U, None, "several_lines",
       why=_SEVERAL),
    _c("t47p_zh_option_a_b", "puzzle",
       "选项 A：\nROTATE: (0, 1) clockwise\n选项 B：\nROTATE: (0, 0) clockwise", U, False,
       "several_lines", why=_SEVERAL),
    _c("t47s_control_same_line_twice", "solve",
       "Right is open.\nMOVE: (1, 1)\nMOVE: (1, 1)", (1, 1), (1, 1), "several_lines", why=_ONE),
    _c("t47p_control_same_final_twice", "puzzle",
       "**Final Answer**\n\nROTATE: (0, 1) clockwise\n\n**Final Answer**\n\n"
       "ROTATE: (0, 1) clockwise", (1, CW), True, "several_lines", why=_ONE),
    _c("t47o_control_corrected", "one_shot",
       "PATH: " + path_text(THROUGH_WALL) + "\nWait, (2, 1) is a wall. Correction:\nPATH: "
       + path_text(LEFT_COL), S, True, "several_lines", why=_ONE),
    _c("t47o_control_zh_plan_two_picked", "one_shot",
       "方案一：\nPATH: " + path_text(THROUGH_WALL) + "\n\n方案二：\nPATH: " + path_text(LEFT_COL)
       + "\n\n我选方案二。", S, False, "several_lines", why=_ONE),
    _c("t47r_control_zh_same_final_twice", "recognize",
       "**最终答案**\n\nSHAPE: square\n\n**最终答案**\n\nSHAPE: square", "square", True,
       "several_lines", why=_ONE),
    _c("t47p_control_actually_final", "puzzle",
       "ROTATE: (0, 0) clockwise\nActually no, (0, 0) already fits. Final:\n"
       "ROTATE: (0, 1) clockwise", (1, CW), True, "several_lines", why=_ONE),
    _c("t47s_control_same_filler_same_move", "solve",
       "The player moves.\nMOVE: (2, 0)\nThe player moves.\nMOVE: (2, 0)", (2, 0), (2, 0),
       "several_lines", why=_ONE),
    _c("t47r_control_es_same_final_twice", "recognize",
       "**Respuesta final**\n\nSHAPE: square\n\n**Respuesta final**\n\nSHAPE: square",
       "square", True, "several_lines", why=_ONE),
    _c("t47p_control_zh_option_b_picked", "puzzle",
       "选项 A：\nROTATE: (0, 0) clockwise\n选项 B：\nROTATE: (0, 1) clockwise\n\n选 B。",
       (1, CW), False, "several_lines", why=_ONE),
    _c("t47g_zh_plan_one_two_mazes", "generate",
       "方案一：\nMAZE:\n" + RING_TL3 + "\n\n方案二：\nMAZE:\n" + RING_BR3, U, False,
       "several_lines", why=_SEVERAL),
    _c("t47g_two_final_headings_mazes", "generate",
       "**Final Answer**\n\nMAZE:\n" + RING_TL3 + "\n\n**Final Answer**\n\nMAZE:\n" + RING_BR3,
       U, False, "several_lines", why=_SEVERAL),
    _c("t47g_control_zh_plan_one_picked", "generate",
       "方案一：\nMAZE:\n" + RING_TL3 + "\n\n方案二：\nMAZE:\n" + RING_BR3 + "\n\n我选方案一。",
       S, False, "several_lines", why=_ONE),
    _c("t47g_control_same_final_twice", "generate",
       "**Final Answer**\n\nMAZE:\n" + RING_TL3 + "\n\n**Final Answer**\n\nMAZE:\n" + RING_TL3,
       S, True, "several_lines", why=_ONE),
]  # fmt: skip

_SIDE_SAID = "hard: the reply's own sentence turns the square to that side (strict: not the word)"
_SIDE_OPEN = "a side on the answer line with no turn said: the side to face, or the other turn"
SIDE_ON_LINE: list[Reply] = [
    _c("t47p_control_turn_to_the_left", "puzzle",
       "Turn the bottom-right square to the left once.\n\nROTATE: (1, 1) left", (3, CCW), False,
       "side_on_line", why=_SIDE_SAID),
    _c("t47p_control_rotating_right", "puzzle",
       "Rotating the top-right piece right lines it up with its neighbours.\n\n"
       "ROTATE: (0, 1) right", (1, CW), False, "side_on_line", why=_SIDE_SAID),
    _c("t47p_control_es_hacia_la_derecha", "puzzle",
       "Giro la pieza de arriba a la derecha hacia la derecha.\n\nROTATE: (0, 1) right",
       (1, CW), False, "side_on_line", why=_SIDE_SAID),
    _c("t47p_side_to_face", "puzzle",
       "The open end should point left.\n\nROTATE: (1, 0) left", U, False, "side_on_line",
       why=_SIDE_OPEN),
    _c("t47p_sentence_other_side", "puzzle",
       "Turn the top-left square to the left.\n\nROTATE: (0, 0) right", U, False,
       "side_on_line", why=_SIDE_OPEN),
    _c("t47p_faces_after", "puzzle",
       "ROTATE: (1, 1) right\n\nNow it faces right, toward nothing.", U, False,
       "side_on_line", why=_SIDE_OPEN),
]  # fmt: skip


_set = set_functions("t47", WHY, MAZES, [SEVERAL_LINES, SIDE_ON_LINE])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune47.py: counts, no reader
    print_counts(all_cases(), problems())

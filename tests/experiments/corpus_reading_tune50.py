"""Tuning cases for the classes v63, v64 and v65 found misread (issue 35, forty-ninth round).

v63-v65 were measured once and are tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, in several phrasings, phases and languages, each class with
at least as many clear controls as unclear cases:

* ``route_sides``: a summary after a ``PATH:`` line naming the route by the sides it goes
  along ("across the top and down the right side", 沿上边 ... 右侧, "por arriba ... el lado
  derecho") while the path goes along the other sides (v63c_o_gpt4o_summary_other). The sides
  are those of the ground the path covers: the left route runs down the left side and along
  the bottom; the right route along the top (row 1) and down the right side (column 3).
  Controls: the same forms naming the sides the path does go along.
* ``turn_place``: a summary after a ``ROTATE:`` line naming the square by its place ("the
  top-right piece", 右上角那块, "la pièce en haut à droite") and another turn or another place
  (v63c_p_gpt4o_summary_other). Controls: the same place and turn as the line.
* ``maze_words``: a line describing a maze by place, size and shape, after the maze
  (总结：左上角一个 4x4 的方环, v64c_g_qwenplus_described_other) or introducing it before the
  ``MAZE:`` line ("Here's a maze whose open cells form a cross:", v63c_g_gpt4o_described_other),
  naming another shape, size or corner than the rows draw. Controls: the drawn shape, size and
  corner. Strict labels follow the set form (strict True only where the label is a success),
  as v63c_g_gpt4o_described_other's.
* ``condition_after``: a condition after the move naming what to do in the other case
  ("assuming (1, 1) is open — if not, then (2, 0)", v63c_s_gemini_if_open), nothing settling
  it. Controls: the condition settled right after it ("— and it is: row 1 reads ...").
* ``zh_resembles``: a doubt after ``SHAPE:`` whose possibility word is one of resemblance
  (有点像, 像是, 好像, 似乎, "looks a bit like", "could pass for"), left open
  (v65c_r_qwenplus_zh_maybe_c). Controls: the resemblance denied in the same sentence or the
  next ("有点像 C 形，但左下角是通的，所以是正方形。").
* ``correction_after`` (clear only): a sentence after the answer that corrects it and names the
  new answer ("But then its opening faces (1, 1), so rotate (1, 0) clockwise instead."): the
  new answer stands. And checks after the answer that agree with it ("After this turn its
  opening faces the top-left piece, which is what we need."): the answer stands.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G; the recognition maze is a square); the puzzle is the 2 x 2 board, squares 0-3
row by row from the top left, (0, 1) clockwise its solution.
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
"""Valid: down the left side (column 0), then along the bottom (row 4) to G."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: along the top (row 1), then down the right side (column 3) to G."""
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

_SIDES_OTHER = "the summary after the path names the sides of the other route: conflicting"
_SIDES_SAME = "hard: the summary after the path names the sides the path goes along"
ROUTE_SIDES: list[Reply] = [
    _c("t50o_sides_top_right", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nIn short: along the top row, then down the right "
       "column.", U, False, "route_sides", why=_SIDES_OTHER),
    _c("t50o_sides_top_right_hand", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nSummary: across the top, then down the right-hand "
       "side to G.", U, False, "route_sides", why=_SIDES_OTHER),
    _c("t50o_zh_sides_top_right", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n总结：沿上边走，再沿右侧走到终点。", U, False,
       "route_sides", why=_SIDES_OTHER),
    _c("t50o_es_sides_top_right", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nResumen: por el borde de arriba y luego por el "
       "borde derecho.", U, False, "route_sides", why=_SIDES_OTHER),
    _c("t50o_right_route_left_bottom", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nSo: along the left side and across the bottom.",
       U, False, "route_sides", why=_SIDES_OTHER),
    # Controls: the sides the path does go along.
    _c("t50o_control_sides_left_bottom", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nIn short: along the left column, then across the "
       "bottom row.", S, False, "route_sides", why=_SIDES_SAME),
    _c("t50o_control_left_edge_bottom", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nSummary: down the left-hand side, then along the "
       "bottom to G.", S, False, "route_sides", why=_SIDES_SAME),
    _c("t50o_control_zh_left_bottom", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n总结：沿左边走，再沿下边走到终点。", S, False,
       "route_sides", why=_SIDES_SAME),
    _c("t50o_control_es_left_bottom", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\nResumen: por el borde izquierdo y luego por el "
       "borde de abajo.", S, False, "route_sides", why=_SIDES_SAME),
    _c("t50o_control_right_route_top_right", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nSo: across the top and down the right side.", S,
       False, "route_sides", why=_SIDES_SAME),
]  # fmt: skip

_PLACE_OTHER = "the summary after the turn names its square by place with another turn or place"
_PLACE_SAME = "hard: the summary after the turn names the same square by place and the same turn"
TURN_PLACE: list[Reply] = [
    _c("t50p_top_right_ccw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nIn short: the top-right square turns counterclockwise.", U,
       False, "turn_place", why=_PLACE_OTHER),
    _c("t50p_zh_top_right_ccw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n总结：把右上角那块逆时针转。", U, False, "turn_place",
       why=_PLACE_OTHER),
    _c("t50p_bottom_left_cw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nSo: turn the bottom-left piece clockwise.", U, False,
       "turn_place", why=_PLACE_OTHER),
    _c("t50p_fr_top_right_ccw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nEn bref : tourner la pièce en haut à droite dans le sens "
       "antihoraire.", U, False, "turn_place", why=_PLACE_OTHER),
    # Controls: the same square by place, the same turn.
    _c("t50p_control_top_right_cw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nIn short: the top-right square turns clockwise.", (1, CW),
       False, "turn_place", why=_PLACE_SAME),
    _c("t50p_control_zh_top_right_cw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n总结：把右上角那块顺时针转。", (1, CW), False, "turn_place",
       why=_PLACE_SAME),
    _c("t50p_control_ccw_bottom_left", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\nSo: turn the bottom-left piece counterclockwise.",
       (2, CCW), False, "turn_place", why=_PLACE_SAME),
    _c("t50p_control_fr_top_right_cw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nEn bref : tourner la pièce en haut à droite dans le sens "
       "horaire.", (1, CW), False, "turn_place", why=_PLACE_SAME),
]  # fmt: skip

_MAZE_OTHER = "the words about the maze name another shape, size or corner than the rows draw"
_MAZE_SAME = "hard: the words about the maze name the shape, size and corner the rows draw"
MAZE_WORDS: list[Reply] = [
    _c("t50g_intro_plus", "generate",
       "Here's a maze whose open cells make a plus sign:\n\nMAZE:\n" + RING_TL3, U, False,
       "maze_words", why=_MAZE_OTHER),
    _c("t50g_intro_spiral", "generate",
       "Below is a maze shaped like a spiral.\n\nMAZE:\n" + RING_TL3, U, False, "maze_words",
       why=_MAZE_OTHER),
    _c("t50g_zh_intro_cross", "generate",
       "下面这个迷宫的通路组成一个十字形：\n\nMAZE:\n" + RING_TL3, U, False, "maze_words",
       why=_MAZE_OTHER),
    _c("t50g_zh_summary_corner", "generate",
       "MAZE:\n" + RING_BR3 + "\n\n总结：左上角一个 3x3 的方环。", U, False, "maze_words",
       why=_MAZE_OTHER),
    _c("t50g_summary_size", "generate",
       "MAZE:\n" + RING_BR3 + "\n\nSummary: a 4x4 ring in the bottom-right corner.", U, False,
       "maze_words", why=_MAZE_OTHER),
    # Controls: the drawn shape, size and corner.
    _c("t50g_control_intro_ring", "generate",
       "Here's a maze whose open cells make a 3x3 ring in the top-left corner:\n\nMAZE:\n"
       + RING_TL3, S, True, "maze_words", why=_MAZE_SAME),
    _c("t50g_control_zh_intro_ring", "generate",
       "下面这个迷宫的通路组成左上角一个 3x3 的方环：\n\nMAZE:\n" + RING_TL3, S, True,
       "maze_words", why=_MAZE_SAME),
    _c("t50g_control_zh_summary_corner", "generate",
       "MAZE:\n" + RING_BR3 + "\n\n总结：右下角一个 3x3 的方环。", S, False, "maze_words",
       why=_MAZE_SAME),
    _c("t50g_control_summary_size", "generate",
       "MAZE:\n" + RING_BR3 + "\n\nSummary: a 3x3 ring in the bottom-right corner.", S, False,
       "maze_words", why=_MAZE_SAME),
    _c("t50g_control_intro_square", "generate",
       "Below is a maze shaped like a small square.\n\nMAZE:\n" + RING_TL3, S, True,
       "maze_words", why=_MAZE_SAME),
]  # fmt: skip

_COND_OPEN = "a condition after the move names what to do in the other case, left unsettled"
_COND_SETTLED = "hard: the condition after the move is settled right after it"
CONDITION_AFTER: list[Reply] = [
    _c("t50s_assuming_if_not", "solve",
       "MOVE: (1, 1), assuming (1, 1) is open — if not, then (2, 0).", U, None,
       "condition_after", why=_COND_OPEN),
    _c("t50s_provided_otherwise", "solve",
       "MOVE: (1, 1)\n\nThis is provided (1, 1) isn't a wall; otherwise go to (2, 0).", U, None,
       "condition_after", why=_COND_OPEN),
    _c("t50s_zh_premise_if_wall", "solve",
       "MOVE: (1, 1)\n\n前提是 (1, 1) 不是墙；如果是墙，就走 (2, 0)。", U, None,
       "condition_after", why=_COND_OPEN),
    # Controls: the condition settled.
    _c("t50s_control_assuming_it_is", "solve",
       "MOVE: (1, 1), assuming (1, 1) is open — and it is: row 1 reads P 0 0 0 1.", (1, 1),
       None, "condition_after", why=_COND_SETTLED),
    _c("t50s_control_provided_it_isnt", "solve",
       "MOVE: (1, 1)\n\nThis is provided (1, 1) isn't a wall, which it isn't: row 1 reads "
       "P 0 0 0 1.", (1, 1), None, "condition_after", why=_COND_SETTLED),
    _c("t50s_control_zh_premise_checked", "solve",
       "MOVE: (1, 1)\n\n前提是 (1, 1) 不是墙——确实不是，第 1 行是 P 0 0 0 1。", (1, 1), None,
       "condition_after", why=_COND_SETTLED),
]  # fmt: skip

_RESEMBLES = "a doubt after the shape in words of resemblance naming another shape, left open"
_RESEMBLES_DENIED = "hard: the resemblance is denied, the shape kept"
ZH_RESEMBLES: list[Reply] = [
    _c("t50r_zh_xiangshi_c", "recognize",
       "SHAPE: square\n\n不过左下角像是断开的，好像也可以算 C 形。我不确定。", U, False,
       "zh_resembles", why=_RESEMBLES),
    _c("t50r_zh_youdianxiang_spiral", "recognize",
       "SHAPE: square\n\n但它也有点像螺旋形，说不好。", U, False, "zh_resembles",
       why=_RESEMBLES),
    _c("t50r_looks_a_bit_like_c", "recognize",
       "SHAPE: square\n\nThough it looks a bit like a C too. Hard to say.", U, False,
       "zh_resembles", why=_RESEMBLES),
    _c("t50r_could_pass_for_spiral", "recognize",
       "SHAPE: square\n\nIt could pass for a spiral as well; I can't tell which.", U, False,
       "zh_resembles", why=_RESEMBLES),
    # Controls: the resemblance denied.
    _c("t50r_control_zh_youdianxiang_denied", "recognize",
       "SHAPE: square\n\n有点像 C 形，但左下角是通的，所以是正方形。", "square", False,
       "zh_resembles", why=_RESEMBLES_DENIED),
    _c("t50r_control_zh_haoxiang_denied", "recognize",
       "SHAPE: square\n\n乍一看好像是螺旋形，其实四个角都连着，是正方形。", "square", False,
       "zh_resembles", why=_RESEMBLES_DENIED),
    _c("t50r_control_looks_a_bit_like_denied", "recognize",
       "SHAPE: square\n\nIt looks a bit like a C at first, but the bottom-left corner is open, "
       "so it's a square.", "square", False, "zh_resembles", why=_RESEMBLES_DENIED),
    _c("t50r_control_could_pass_denied", "recognize",
       "SHAPE: square\n\nIt could pass for a spiral at a glance, but every corner joins: a "
       "square.", "square", False, "zh_resembles", why=_RESEMBLES_DENIED),
]  # fmt: skip

_NEW_ANSWER = "hard: a correction after the answer names its new answer, which stands"
_CHECK_AGREES = "hard: a check after the answer agrees with it"
CORRECTION_AFTER: list[Reply] = [
    _c("t50p_then_faces_instead", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nBut then its opening faces (1, 1), so rotate (1, 0) "
       "clockwise instead.", (2, CW), False, "correction_after", why=_NEW_ANSWER),
    _c("t50p_zh_then_faces_instead", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n不过这样它的开口就朝向 (1, 1) 了，所以改成把 (1, 0) 顺时针转。",
       (2, CW), False, "correction_after", why=_NEW_ANSWER),
    _c("t50s_then_wall_instead", "solve",
       "MOVE: (1, 1)\n\nBut then the next step hits a wall, so move to (2, 0) instead.",
       (2, 0), None, "correction_after", why=_NEW_ANSWER),
    _c("t50p_check_faces_needed", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nAfter this turn its opening faces the top-left piece, "
       "which is what we need.", (1, CW), False, "correction_after", why=_CHECK_AGREES),
    _c("t50s_check_reaches_goal", "solve",
       "MOVE: (1, 1)\n\nFrom there the row leads to (1, 3), which is what we need.", (1, 1),
       None, "correction_after", why=_CHECK_AGREES),
]  # fmt: skip


_set = set_functions(
    "t50",
    WHY,
    MAZES,
    [ROUTE_SIDES, TURN_PLACE, MAZE_WORDS, CONDITION_AFTER, ZH_RESEMBLES, CORRECTION_AFTER],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_form.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune50.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the classes v49 and v50 found misread (issue 35, forty-fourth round).

v49 and v50 were measured once and are tuning data now. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings, phases and
languages, with at least as many clear controls as unclear cases:

* ``condition_before_answer``: an answer offered under a condition that comes BEFORE it ("If
  (3, 3) is free, then: PATH: ...", "假如 ... 的话：", "Si ... :", "Assuming ...,") and that the
  reply never settles, often with an "Otherwise" branch: unreadable. Controls: a condition the
  reply settles before the answer ("... but it's a wall, so:"), an "if you want" invitation
  after the answer, conditions inside the reasoning before a committed "Final answer", and
  "if we go down first, we reach G in 6 moves" as reasoning.
* ``summary_other``: a summary heading after the answer ("总结：", "En résumé :", "In short:")
  whose result names another shape, turn, square or cell than the answer: two answers and
  nothing picks, unreadable. Controls: the same summaries naming the answer's own result.
* ``doubt_after``: a doubt after the answer in words the earlier rounds' tables lacked
  ("second-guessing", "not 100% sure", "拿不准", "no estoy seguro", "I may be wrong about"):
  unreadable. Controls: the doubt settled in the same reply, or a doubt about something other
  than the answer.
* ``ordinal_governed``: a turn of a square named by an ordinal ("Turn the second square ...")
  followed by a later mention of another ordinal ("... the first square's pipe"): the square
  turned is the one the turn verb governs (squares counted row by row, first = (0, 0)).
  Unclear: two squares offered for the turn.
* ``location_noun``: a prose move whose sentence also names a place by a position word
  ("沿着上面的通道", "along the upper corridor", "le long du couloir du haut"): the place is
  no move; the direction the move verb takes is. Controls include a plain "往上走" (up, the
  wall (0, 0)), still a move.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall, (2, 1) and (2, 2) are walls); the puzzle is the 2 x 2
board, squares 0-3 row by row from the top left.
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
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

_OPEN_CONDITION = "the answer is offered under a condition before it that the reply never settles"
_SETTLED_CONDITION = (
    "hard: the condition is settled before the answer, is an invitation after it, or is "
    "reasoning before a committed answer"
)
CONDITION_BEFORE_ANSWER: list[Reply] = [
    _c("t45o_if_free_otherwise", "one_shot",
       "If (3, 3) is free, then the route is:\n\nPATH: " + path_text(RIGHT_COL)
       + "\n\nOtherwise we would have to take the left column.", U, False,
       "condition_before_answer", why=_OPEN_CONDITION),
    _c("t45s_assuming_move", "solve",
       "Assuming (1, 2) is not a wall, MOVE: (1, 1)", U, None, "condition_before_answer",
       why=_OPEN_CONDITION),
    _c("t45p_zh_if_otherwise", "puzzle",
       "假如 (0, 1) 现在朝右的话：\n\nROTATE: (0, 0) clockwise\n\n否则就应该转 (1, 1)。", U,
       False, "condition_before_answer", why=_OPEN_CONDITION),
    _c("t45r_fr_si_sinon", "recognize",
       "Si la case (2, 3) est bien ouverte :\n\nSHAPE: square\n\nSinon ce serait une autre "
       "forme.", U, False, "condition_before_answer", why=_OPEN_CONDITION),
    _c("t45g_if_corners", "generate",
       "If the corners are allowed to stay walls, then:\n\nMAZE:\n" + RING_TL3
       + "\n\nOtherwise I would need a different layout.", U, False,
       "condition_before_answer", why=_OPEN_CONDITION),
    _c("t45o_es_si_no", "one_shot",
       "Si (3, 0) está libre, el camino es:\n\nPATH: " + path_text(LEFT_COL)
       + "\n\nSi no, hay que ir por la derecha.", U, False, "condition_before_answer",
       why=_OPEN_CONDITION),
    _c("t45s_zh_if_no_else", "solve",
       "如果 (1, 2) 是空的话，MOVE: (1, 1)", U, None, "condition_before_answer",
       why=_OPEN_CONDITION),
    _c("t45o_control_if_wall_so", "one_shot",
       "If (2, 2) were open we could cut through the middle, but it's a wall, so:\n\nPATH: "
       + path_text(LEFT_COL), S, True, "condition_before_answer", why=_SETTLED_CONDITION),
    _c("t45o_control_invitation", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nIf you want, I can explain each step.", S,
       False, "condition_before_answer", why=_SETTLED_CONDITION),
    _c("t45o_control_if_reasoning_final", "one_shot",
       "If we go down first, we reach G in 6 moves; if we go right first, also 6. I'll go "
       "down.\n\nFinal answer:\nPATH: " + path_text(LEFT_COL), S, True,
       "condition_before_answer", why=_SETTLED_CONDITION),
    _c("t45s_control_if_reasoning", "solve",
       "If I go down to (2, 0), I reach G in 6 moves.\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "condition_before_answer", why=_SETTLED_CONDITION),
    _c("t45p_control_zh_if_settled", "puzzle",
       "假如 (0, 1) 朝右的话就该转它，不过它朝下，所以转 (0, 0)：\n\nROTATE: (0, 0) clockwise",
       (0, CW), True, "condition_before_answer", why=_SETTLED_CONDITION),
    _c("t45o_control_fr_si_settled", "one_shot",
       "Si (2, 2) était libre on pourrait couper par le milieu, mais c'est un mur, donc :\n\n"
       "PATH: " + path_text(LEFT_COL), S, True, "condition_before_answer",
       why=_SETTLED_CONDITION),
    _c("t45r_control_if_trace", "recognize",
       "If we trace the open cells, they form a closed ring with four equal sides.\n\n"
       "SHAPE: square", "square", True, "condition_before_answer", why=_SETTLED_CONDITION),
    _c("t45g_control_if_checked", "generate",
       "If G had to sit on the ring, would this work? It does: G at (2, 2) is on it.\n\nMAZE:\n"
       + RING_TL3, S, True, "condition_before_answer", why=_SETTLED_CONDITION),
]  # fmt: skip

_SUMMARY_OTHER = "the summary after the answer names another result; nothing picks"
_SUMMARY_SAME = "hard: the summary after the answer names the answer's own result"
SUMMARY_OTHER: list[Reply] = [
    _c("t45r_zh_summary_cross", "recognize",
       "SHAPE: square\n\n总结：这些空格连成的是一个十字形。", U, False, "summary_other",
       why=_SUMMARY_OTHER),
    _c("t45p_zh_summary_turn", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n总结：把右上角逆时针转一下就行。", U, False,
       "summary_other", why=_SUMMARY_OTHER),
    _c("t45p_zh_summary_square", "puzzle",
       "ROTATE: (0, 0) clockwise\n\n总结：只要把右下角顺时针转一次。", U, False,
       "summary_other", why=_SUMMARY_OTHER),
    _c("t45p_en_summary_square", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\nIn short: turn the top-left piece counterclockwise "
       "once.", U, False, "summary_other", why=_SUMMARY_OTHER),
    _c("t45r_fr_summary_triangle", "recognize",
       "SHAPE: square\n\nEn résumé : les cases ouvertes forment un triangle.", U, False,
       "summary_other", why=_SUMMARY_OTHER),
    _c("t45s_zh_summary_cell", "solve",
       "MOVE: (2, 0)\n\n总结：下一步走到 (1, 1)。", U, None, "summary_other",
       why=_SUMMARY_OTHER),
    _c("t45r_control_zh_summary_square", "recognize",
       "SHAPE: square\n\n总结：这些空格组成的是一个正方形的环。", "square", False,
       "summary_other", why=_SUMMARY_SAME),
    _c("t45p_control_zh_summary_same", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\n总结：只要把左下角逆时针转一次即可。", (2, CCW),
       False, "summary_other", why=_SUMMARY_SAME),
    _c("t45p_control_zh_summary_cw", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n总结：把右上角顺时针转一下就连通了。", (1, CW), False,
       "summary_other", why=_SUMMARY_SAME),
    _c("t45r_control_fr_summary_carre", "recognize",
       "SHAPE: square\n\nEn résumé : les cases ouvertes forment un carré.", "square", False,
       "summary_other", why=_SUMMARY_SAME),
    _c("t45p_control_en_summary_same", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\nIn short: turn the bottom-left piece "
       "counterclockwise once.", (2, CCW), False, "summary_other", why=_SUMMARY_SAME),
    _c("t45s_control_zh_summary_cell", "solve",
       "MOVE: (2, 0)\n\n总结：下一步走到 (2, 0)，然后一直向下。", (2, 0), None,
       "summary_other", why=_SUMMARY_SAME),
]  # fmt: skip

_DOUBT = "a doubt after the answer about the answer itself, left open"
_DOUBT_SETTLED = "hard: the doubt is settled in the same reply, or is about something else"
DOUBT_AFTER: list[Reply] = [
    _c("t45p_second_guessing", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nI'm second-guessing whether (0, 1) should go the "
       "other way, though.", U, False, "doubt_after", why=_DOUBT),
    _c("t45s_not_100_sure", "solve",
       "MOVE: (1, 1)\n\nI'm not 100% sure this is the better first step.", U, None,
       "doubt_after", why=_DOUBT),
    _c("t45o_zh_nazhun", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n这条路我还是拿不准。", U, False, "doubt_after",
       why=_DOUBT),
    _c("t45p_es_no_estoy_seguro", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nNo estoy seguro de que ese sea el sentido correcto.", U,
       False, "doubt_after", why=_DOUBT),
    _c("t45g_may_be_wrong", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nI may be wrong about G being on the ring.", U, False,
       "doubt_after", why=_DOUBT),
    _c("t45p_control_second_guess_settled", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\nI was second-guessing the direction, but checking "
       "its openings confirms counterclockwise.", (1, CCW), False, "doubt_after",
       why=_DOUBT_SETTLED),
    _c("t45s_control_not_100_settled", "solve",
       "MOVE: (1, 1)\n\nI was not 100% sure (1, 2) was open, but row 1 is `P 0 0 0 1`, so it "
       "is.", (1, 1), None, "doubt_after", why=_DOUBT_SETTLED),
    _c("t45o_control_zh_nazhun_settled", "one_shot",
       "PATH: " + path_text(LEFT_COL) + "\n\n一开始我拿不准 (4, 1)，但第 4 行是 0 0 0 G 1，所以"
       "没问题。", S, False, "doubt_after", why=_DOUBT_SETTLED),
    _c("t45p_control_es_settled", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nAl principio no estaba seguro, pero la comprobación lo "
       "confirma.", (3, CW), False, "doubt_after", why=_DOUBT_SETTLED),
    _c("t45g_control_second_guessed_checked", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nI second-guessed where G sits, then checked: G at (2, 2) "
       "is on the ring.", S, False, "doubt_after", why=_DOUBT_SETTLED),
    _c("t45o_control_doubt_other", "one_shot",
       "PATH: " + path_text(RIGHT_COL) + "\n\nNot sure whether you also want the number of "
       "moves: it is 6.", S, False, "doubt_after", why=_DOUBT_SETTLED),
]  # fmt: skip

_ORDINAL_GOVERNED = "hard: the square turned is the one the turn verb governs, not a later mention"
_TWO_SQUARES = "two squares are offered for the turn and nothing picks"
ORDINAL_GOVERNED: list[Reply] = [
    _c("t45p_third_then_first", "puzzle",
       "Turn the third square clockwise once; it then meets the first square's pipe.", (2, CW),
       False, "ordinal_governed", why=_ORDINAL_GOVERNED),
    _c("t45p_first_then_second", "puzzle",
       "Rotate the first square counterclockwise; its opening then faces the second "
       "square's.", (0, CCW), False, "ordinal_governed", why=_ORDINAL_GOVERNED),
    _c("t45p_zh_second_then_first", "puzzle",
       "把第二个方块逆时针转一下，这样它就和第一个方块的管道接上了。", (1, CCW), False,
       "ordinal_governed", why=_ORDINAL_GOVERNED),
    _c("t45p_fr_fourth_then_second", "puzzle",
       "Tourne la quatrième case dans le sens horaire ; elle rejoint alors la deuxième case.",
       (3, CW), False, "ordinal_governed", why=_ORDINAL_GOVERNED),
    _c("t45p_two_ordinals_offered", "puzzle",
       "Turn the second square clockwise, or maybe the fourth square; I can't tell which.", U,
       False, "ordinal_governed", why=_TWO_SQUARES),
]  # fmt: skip

_PLACE_NOT_MOVE = "hard: a position word naming a place (a corridor, a wall) is no move"
_TWO_WAYS = "two directions are offered for the move and nothing picks"
LOCATION_NOUN: list[Reply] = [
    _c("t45s_zh_down_left_corridor", "solve",
       "玩家应该向下走一步，沿着左边的通道前进。", (2, 0), None, "location_noun",
       why=_PLACE_NOT_MOVE),
    _c("t45s_zh_right_lower_corridor", "solve",
       "向右走一步，然后沿着下面的走廊一直走到终点。", (1, 1), None, "location_noun",
       why=_PLACE_NOT_MOVE),
    _c("t45s_en_right_upper_corridor", "solve",
       "Move right one step, along the upper corridor.", (1, 1), None, "location_noun",
       why=_PLACE_NOT_MOVE),
    _c("t45s_en_down_left_wall", "solve",
       "Go down one cell, keeping to the left wall.", (2, 0), None, "location_noun",
       why=_PLACE_NOT_MOVE),
    _c("t45s_fr_right_top_corridor", "solve",
       "Je vais à droite, le long du couloir du haut.", (1, 1), None, "location_noun",
       why=_PLACE_NOT_MOVE),
    _c("t45s_zh_plain_up", "solve",
       "往上走一步。", (0, 0), None, "location_noun", why=_PLACE_NOT_MOVE),
    _c("t45s_zh_two_ways_offered", "solve",
       "向右走或者向下走都可以，都能沿着通道到终点。", U, None, "location_noun", why=_TWO_WAYS),
]  # fmt: skip


_set = set_functions(
    "t45",
    WHY,
    MAZES,
    [CONDITION_BEFORE_ANSWER, SUMMARY_OTHER, DOUBT_AFTER, ORDINAL_GOVERNED, LOCATION_NOUN],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune45.py: counts, no reader
    print_counts(all_cases(), problems())

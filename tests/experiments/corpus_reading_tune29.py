"""Tuning cases for the habits v29 found misread (issue 35, twenty-eighth round).

v29 was measured once and is tuning data now. The twenty-seventh round's rules were built from
v28's words and held on none of v29's. These are NEW replies, written and labelled *before* the
readers were changed, built from general sources rather than v29's words: a lexicon of
retraction and self-doubt markers in the ten languages read, preference verbs, a last sentence
left unfinished, answer-shaped parts after the answer, two readings of the task, each with clear
controls that must stay as they are:

* ``withdrawn``: a retraction or self-doubt after the answer ("hold on", "disregard that",
  "I take that back", "Pensándolo mejor", "En fait non", "Moment mal", "等等，不对") with no
  complete new answer after it, or a last sentence left unfinished ("... needs to", "is:"):
  unreadable. Controls: the doubt settled on the answer; a doubt about an alternative; a
  sentence ending on "to." that is finished.
* ``leans_elsewhere``: a preference for another side in any language read ("prefiero",
  "je préfère", "lieber", "更好"), or a doubt about the side taken while another is named:
  unreadable. Controls: the preference is the answer's own side.
* ``other_part``: a plan list or table after ``MOVE`` starting elsewhere; a bold or headed
  Result / Conclusion / Final naming another value: unreadable. Controls: the same value.
* ``two_readings``: an answer under one reading of the task and another promised under the
  other: unreadable. Control: a condition under which the answer still holds.
* ``repeated_move``: a direction word repeated on a ``MOVE`` line: unreadable. Control: one word.
* ``clear_misses``: an HTML ``<ol>`` of cells after a path label.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_WITHDRAWN = "the answer is withdrawn or doubted after it and no complete new answer is given"
_UNFINISHED = "the last sentence after the answer breaks off; what it would say is unknown"
_LEANS = "another side is preferred after the answer, neither dismissed nor said to replace"
_OTHER = "another answer-shaped part after the answer disagrees; neither is said to win"
_READINGS = "one answer under one reading of the task, another promised under the other"
_REPEATED = "a repeated direction word on the MOVE line may be several moves where one was asked"
_PROSE = "strict: prose after the answer line is a format miss, as in t21"
_MAZE = "MAZE:\n" + RING_TL3


def _ol(cells: str) -> str:
    return "\n".join(f"<li>({c.replace(',', ', ')})</li>" for c in cells.split())


STYLES: list[Reply] = [
    # -- 1: withdrawn or doubted, never replaced -------------------------------------------------
    _c("t29s_hold_on_fix", "solve",
       "MOVE: (1, 1)\n\nHold on, let me fix that.", U, None, "withdrawn", why=_WITHDRAWN),
    _c("t29s_spanish_pensandolo", "solve",
       "MOVE: (2, 0)\n\nPensándolo mejor, no estoy seguro de esto.", U, None, "withdrawn",
       why=_WITHDRAWN),
    _c("t29s_french_en_fait_non", "solve",
       "MOVE: (1, 1)\n\nEn fait non, il faut que je revérifie les murs.", U, None, "withdrawn",
       why=_WITHDRAWN),
    _c("t29s_german_moment_mal", "solve",
       "MOVE: (2, 0)\n\nMoment mal, das stimmt so nicht.", U, None, "withdrawn", why=_WITHDRAWN),
    _c("t29s_chinese_dengdeng", "solve",
       "MOVE: (1, 1)\n\n等等，不对，我需要重新检查一下。", U, None, "withdrawn", why=_WITHDRAWN),
    _c("t29o_disregard_recount", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nDisregard that path; I need to recount the steps.", U,
       False, "withdrawn", why=_WITHDRAWN),
    _c("t29o_not_entirely_sure_recheck", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nI'm not entirely sure this holds; let me recheck the "
       "walls.", U, False, "withdrawn", why=_WITHDRAWN),
    _c("t29r_take_that_back", "recognize",
       "SHAPE: square\n\nI take that back, I may have read the grid wrong.", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t29r_italian_anzi_no", "recognize",
       "SHAPE: square\n\nAnzi no, devo ricontare le celle.", U, False, "withdrawn",
       why=_WITHDRAWN),
    _c("t29p_japanese_matte", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nちょっと待って、やっぱり違う。", U, False, "withdrawn",
       why=_WITHDRAWN),
    _c("t29p_russian_podozhdite", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nПодождите, это неверно, надо пересчитать.", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t29g_portuguese_pensando_bem", "generate",
       _MAZE + "\n\nPensando bem, não tenho certeza de que o anel está fechado.", U, False,
       "withdrawn", why=_WITHDRAWN),
    _c("t29g_korean_jamkkan", "generate",
       _MAZE + "\n\n잠깐, 이건 틀렸어요.", U, False, "withdrawn", why=_WITHDRAWN),
    _c("t29s_unfinished_needs_to", "solve",
       "MOVE: (2, 0)\n\nLooking at the walls again, the first step needs to", U, None,
       "withdrawn", why=_UNFINISHED),
    _c("t29r_unfinished_colon", "recognize",
       "SHAPE: square\n\nCounting the corners once more, the shape is:", U, False, "withdrawn",
       why=_UNFINISHED),
    _c("t29o_unfinished_dash", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nThe route I should have given is —", U, False,
       "withdrawn", why=_UNFINISHED),
    # Controls: the doubt settled on the answer; a doubt about an alternative; finished "to."
    _c("t29s_control_hold_on_settled", "solve",
       "MOVE: (1, 1)\n\nHold on, let me check the wall: (1, 1) is open, so the move stands.",
       (1, 1), None, "withdrawn"),
    _c("t29s_control_unsure_alternative", "solve",
       "MOVE: (2, 0)\n\nI was not sure about (1, 1) at first, but it leads nowhere shorter.",
       (2, 0), None, "withdrawn"),
    _c("t29s_control_spanish_seguro", "solve",
       "MOVE: (2, 0)\n\nEstoy seguro: (2, 0) está abierto.", (2, 0), None, "withdrawn"),
    _c("t29s_control_french_en_fait", "solve",
       "MOVE: (1, 1)\n\nEn fait, (1, 1) est libre, donc c'est bon.", (1, 1), None, "withdrawn"),
    _c("t29s_control_stick_to", "solve",
       "MOVE: (2, 0)\n\nThis is the move I'd stick to.", (2, 0), None, "withdrawn"),
    _c("t29r_control_colon_then_reason", "recognize",
       "SHAPE: square\n\nWhy: all four sides of the ring are open.", "square", False,
       "withdrawn", why=_PROSE),
    # -- 2: leaning to another side --------------------------------------------------------------
    _c("t29s_spanish_prefiero", "solve",
       "MOVE: (1, 1)\n\nAunque prefiero ir hacia abajo.", U, None, "leans_elsewhere", why=_LEANS),
    _c("t29s_french_prefere", "solve",
       "MOVE: (2, 0)\n\nCela dit, je préfère aller à droite.", U, None, "leans_elsewhere",
       why=_LEANS),
    _c("t29s_german_lieber", "solve",
       "MOVE: (2, 0)\n\nIch würde aber lieber nach rechts gehen.", U, None, "leans_elsewhere",
       why=_LEANS),
    _c("t29p_chinese_genghao", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n不过逆时针转可能更好。", U, False, "leans_elsewhere",
       why=_LEANS),
    _c("t29o_no_longer_sure_side", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nI'm no longer sure the left column is the right side "
       "to take; the top row is open too.", U, False, "leans_elsewhere", why=_LEANS),
    _c("t29r_not_so_sure_other", "recognize",
       "SHAPE: square\n\nI'm not so sure it is a square any more; it could be a C.", U, False,
       "leans_elsewhere", why=_LEANS),
    # Controls: the preference is the answer's own side.
    _c("t29s_control_prefiero_same", "solve",
       "MOVE: (2, 0)\n\nPrefiero ir hacia abajo: (2, 0) está abierto.", (2, 0), None,
       "leans_elsewhere"),
    _c("t29s_control_lieber_same", "solve",
       "MOVE: (1, 1)\n\nIch gehe lieber nach rechts.", (1, 1), None, "leans_elsewhere"),
    _c("t29o_control_now_sure", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nI was unsure at first, but the top row is clearly "
       "the right side.", S, False, "leans_elsewhere", why=_PROSE),
    # -- 3: another answer-shaped part after the answer -------------------------------------------
    _c("t29s_plan_list_other_first", "solve",
       "MOVE: (1, 1)\n\nPlan:\n1. (2, 0)\n2. (3, 0)\n3. (4, 0)", U, None, "other_part",
       why=_OTHER),
    _c("t29s_plan_table_other_first", "solve",
       "MOVE: (2, 0)\n\n| # | Square |\n|---|---|\n| 1 | (1, 1) |\n| 2 | (1, 2) |", U, None,
       "other_part", why=_OTHER),
    _c("t29r_bold_result_other", "recognize",
       "SHAPE: square\n\n**Result:** C", U, False, "other_part", why=_OTHER),
    _c("t29r_heading_conclusion_other", "recognize",
       "SHAPE: L\n\n### Conclusion\nThe open cells form a square.", U, False, "other_part",
       why=_OTHER),
    _c("t29p_bold_final_other", "puzzle",
       "ROTATE: (0, 1) clockwise\n\n**Final:** (1, 1) counterclockwise", U, False,
       "other_part", why=_OTHER),
    # Controls: the other part agrees.
    _c("t29s_control_plan_same_first", "solve",
       "MOVE: (1, 1)\n\nPlan:\n1. (1, 1)\n2. (1, 2)\n3. (1, 3)", (1, 1), None, "other_part"),
    _c("t29s_control_plan_from_start", "solve",
       "MOVE: (2, 0)\n\n| # | Square |\n|---|---|\n| 0 | (1, 0) |\n| 1 | (2, 0) |", (2, 0),
       None, "other_part"),
    _c("t29r_control_bold_result_same", "recognize",
       "SHAPE: square\n\n**Result:** square", "square", False, "other_part", why=_PROSE),
    _c("t29p_control_final_same", "puzzle",
       "ROTATE: (1, 0) counterclockwise\n\n**Final:** (1, 0) counterclockwise", (2, CCW), False,
       "other_part", why=_PROSE),
    # -- 4: two readings of the task --------------------------------------------------------------
    _c("t29g_if_means_filled", "generate",
       _MAZE + "\n\nShould 'square' mean a filled block, I'd open the middle cells instead.", U,
       False, "two_readings", why=_READINGS),
    _c("t29r_under_other_reading", "recognize",
       "SHAPE: square\n\nUnder the other reading, without P and G, it would be an L instead.", U,
       False, "two_readings", why=_READINGS),
    # Control: the answer holds under the condition.
    _c("t29g_control_holds_either_way", "generate",
       _MAZE + "\n\nIf you count P and G as open cells, the ring is still closed.", S, False,
       "two_readings", why=_PROSE),
    # -- 5: a repeated direction word on the MOVE line --------------------------------------------
    _c("t29s_down_down", "solve", "MOVE: down down", U, None, "repeated_move", why=_REPEATED),
    _c("t29s_right_comma_right", "solve", "MOVE: right, right", U, None, "repeated_move",
       why=_REPEATED),
    _c("t29s_spanish_abajo_abajo", "solve", "MOVE: abajo abajo", U, None, "repeated_move",
       why=_REPEATED),
    # Controls: one word; the word and its cell.
    _c("t29s_control_one_word", "solve", "MOVE: down\n\nOne move, as asked.", (2, 0), None,
       "repeated_move",
       why="strict: a direction word where a cell is asked is a format miss"),
    _c("t29s_control_word_and_cell", "solve", "MOVE: right (to (1, 1))", (1, 1), None,
       "repeated_move", why="strict: the cell in brackets after the word is a format miss"),
    # -- 6: clear misses -------------------------------------------------------------------------
    _c("t29o_html_ol_down", "one_shot",
       "<p>Path:</p>\n<ol>\n" + _ol(DOWN) + "\n</ol>", S, False, "clear_misses",
       why="hard: the route is the list; strict: inside HTML tags"),
    _c("t29o_html_ul_right", "one_shot",
       "<p><b>Route:</b></p>\n<ul>" + _ol(RIGHT).replace("\n", "") + "</ul>", S, False,
       "clear_misses", why="hard: the route is the list; strict: inside HTML tags"),
]  # fmt: skip


_set = set_functions("t29", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune29.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the classes v47 and v48 found misread (issue 35, forty-third round).

v47 and v48 were measured once and are tuning data now. These are NEW replies, written and
labelled *before* the readers were changed, each class in several phrasings and languages,
with at least as many clear controls as unclear cases:

* ``turn_restated``: a rotation whose turn is said again in other words on the answer's own
  line or the next ("i.e. a quarter turn to the left", "也就是逆时针", "donc vers la
  droite"): left is counterclockwise and right clockwise, as the puzzle turns a square. A
  restatement that agrees keeps the answer; one that disagrees leaves the reply conflicting.
* ``square_restated_by_position``: a rotation whose square is said again by position words
  ("the top-right piece", "右上角的方块", "la pièce en bas à gauche"): on the 2 x 2 board
  top-left is (0, 0), top-right (0, 1), bottom-left (1, 0), bottom-right (1, 1). Agreeing
  keeps the answer, naming another square is conflicting.
* ``direction_beside_label``: a move whose direction is said in prose on the answer's own
  line, before the label or after the cell ("Je vais à droite : MOVE: (2, 0)", "向下走：MOVE:
  (2, 0)", "MOVE: (1, 1) — going down"). Agreeing keeps the cell, disagreeing is conflicting.
* ``withdrawal_no_new_value``: an answer withdrawn after it ("算了，这个不对。", "Scratch
  that, it's wrong.") followed only by a look at the same square or cell again, no new
  value: unreadable. Controls: the withdrawal followed by a new answer (the new one stands),
  and a check of the same square that keeps the answer.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G, up (0, 0) is a wall); the puzzle is the 2 x 2 board, squares 0-3 row by row
from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_TURN_AGREES = "hard: the turn said again in other words that mean the same turn"
_TURN_CLASHES = "the turn said again as the other turn; nothing says which stands"
TURN_RESTATED: list[Reply] = [
    _c("t44p_turn_ie_right", "puzzle",
       "ROTATE: (1, 1) clockwise, that is a quarter turn to the right.", (3, CW), False,
       "turn_restated", why=_TURN_AGREES),
    _c("t44p_turn_ie_left", "puzzle",
       "ROTATE: (0, 0) counterclockwise, i.e. one quarter turn left.", (0, CCW), False,
       "turn_restated", why=_TURN_AGREES),
    _c("t44p_turn_zh_agrees", "puzzle",
       "ROTATE: (1, 0) clockwise\n也就是顺时针转一下。", (2, CW), False, "turn_restated",
       why=_TURN_AGREES),
    _c("t44p_turn_fr_agrees", "puzzle",
       "ROTATE: (0, 1) counterclockwise, donc un quart de tour vers la gauche.", (1, CCW),
       False, "turn_restated", why=_TURN_AGREES),
    _c("t44p_turn_ie_clash", "puzzle",
       "ROTATE: (1, 1) clockwise, that is a quarter turn to the left.", U, False,
       "turn_restated", why=_TURN_CLASHES),
    _c("t44p_turn_zh_clash", "puzzle",
       "ROTATE: (1, 0) clockwise\n也就是逆时针转一下。", U, False, "turn_restated",
       why=_TURN_CLASHES),
    _c("t44p_turn_fr_clash", "puzzle",
       "ROTATE: (0, 1) counterclockwise, donc un quart de tour vers la droite.", U, False,
       "turn_restated", why=_TURN_CLASHES),
]  # fmt: skip

_PLACE_AGREES = "hard: the square said again by position words that name the same square"
_PLACE_CLASHES = "the square said again by position words naming another square"
SQUARE_RESTATED_BY_POSITION: list[Reply] = [
    _c("t44p_place_en_agrees", "puzzle",
       "ROTATE: (0, 1) clockwise, i.e. the top-right piece.", (1, CW), False,
       "square_restated_by_position", why=_PLACE_AGREES),
    _c("t44p_place_zh_agrees", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n也就是把右下角的方块逆时针转一下。", (3, CCW), False,
       "square_restated_by_position", why=_PLACE_AGREES),
    _c("t44p_place_fr_agrees", "puzzle",
       "ROTATE: (1, 0) clockwise, c'est-à-dire la pièce en bas à gauche.", (2, CW), False,
       "square_restated_by_position", why=_PLACE_AGREES),
    _c("t44p_place_en_clash", "puzzle",
       "ROTATE: (0, 1) clockwise, i.e. the bottom-left piece.", U, False,
       "square_restated_by_position", why=_PLACE_CLASHES),
    _c("t44p_place_zh_clash", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n也就是把左上角的方块逆时针转一下。", U, False,
       "square_restated_by_position", why=_PLACE_CLASHES),
    _c("t44p_place_fr_clash", "puzzle",
       "ROTATE: (1, 0) clockwise, c'est-à-dire la pièce en haut à droite.", U, False,
       "square_restated_by_position", why=_PLACE_CLASHES),
]  # fmt: skip

_SIDE_AGREES = "hard: a direction on the answer's line that is the cell's own direction"
_SIDE_CLASHES = "a direction on the answer's line that points at another cell than the label's"
DIRECTION_BESIDE_LABEL: list[Reply] = [
    _c("t44s_fr_before_agrees", "solve",
       "Je descends : MOVE: (2, 0)", (2, 0), None, "direction_beside_label",
       why=_SIDE_AGREES),
    _c("t44s_zh_before_agrees", "solve",
       "向右走：MOVE: (1, 1)", (1, 1), None, "direction_beside_label", why=_SIDE_AGREES),
    _c("t44s_en_after_agrees", "solve",
       "MOVE: (2, 0) - going down one row.", (2, 0), None, "direction_beside_label",
       why=_SIDE_AGREES),
    _c("t44s_es_before_agrees", "solve",
       "Voy hacia abajo: MOVE: (2, 0)", (2, 0), None, "direction_beside_label",
       why=_SIDE_AGREES),
    _c("t44s_fr_before_clash", "solve",
       "Je monte : MOVE: (1, 1)", U, None, "direction_beside_label", why=_SIDE_CLASHES),
    _c("t44s_zh_before_clash", "solve",
       "向下走：MOVE: (1, 1)", U, None, "direction_beside_label", why=_SIDE_CLASHES),
    _c("t44s_en_after_clash", "solve",
       "MOVE: (2, 0) - going right one column.", U, None, "direction_beside_label",
       why=_SIDE_CLASHES),
]  # fmt: skip

_NO_NEW_VALUE = "the answer withdrawn and only the same square or cell looked at again"
_NEW_VALUE = "hard: the answer withdrawn and a new one given, or a check that keeps it"
WITHDRAWAL_NO_NEW_VALUE: list[Reply] = [
    _c("t44p_zh_withdrawn_same", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\n算了，这个不对。我再检查一下 (0, 1) 的管道。", U,
       False, "withdrawal_no_new_value", why=_NO_NEW_VALUE),
    _c("t44p_en_withdrawn_same", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nScratch that, it's wrong. I need to look at (1, 0) "
       "again first.", U, False, "withdrawal_no_new_value", why=_NO_NEW_VALUE),
    _c("t44s_zh_withdrawn_same", "solve",
       "MOVE: (2, 0)\n\n算了，这个不对。我得重新看看 (2, 0) 旁边的墙。", U, None,
       "withdrawal_no_new_value", why=_NO_NEW_VALUE),
    _c("t44p_zh_withdrawn_new", "puzzle",
       "ROTATE: (0, 1) counterclockwise\n\n算了，这个不对。\n\nROTATE: (1, 1) clockwise",
       (3, CW), True, "withdrawal_no_new_value", why=_NEW_VALUE),
    _c("t44s_zh_withdrawn_new", "solve",
       "MOVE: (2, 0)\n\n算了，这个不对。\n\nMOVE: (1, 1)", (1, 1), (1, 1),
       "withdrawal_no_new_value", why=_NEW_VALUE),
    _c("t44p_zh_checked_kept", "puzzle",
       "ROTATE: (1, 0) clockwise\n\n我再检查了一下 (1, 0) 的管道，没问题。", (2, CW), False,
       "withdrawal_no_new_value", why=_NEW_VALUE),
    _c("t44p_en_checked_kept", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nI checked (0, 0) again and it is right.",
       (0, CCW), False, "withdrawal_no_new_value", why=_NEW_VALUE),
]  # fmt: skip


_set = set_functions(
    "t44",
    WHY,
    MAZES,
    [TURN_RESTATED, SQUARE_RESTATED_BY_POSITION, DIRECTION_BESIDE_LABEL, WITHDRAWAL_NO_NEW_VALUE],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune44.py: counts, no reader
    print_counts(all_cases(), problems())

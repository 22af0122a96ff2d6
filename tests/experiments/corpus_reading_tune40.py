"""Tuning cases for the classes v40 found misread (issue 35, thirty-ninth round).

v40 was measured once and is tuning data now. These are NEW replies, written and labelled
*before* the readers were changed, each class in several phrasings and phases, with at least as
many clear controls as unclear cases:

* ``zh_offer``: a Chinese reply naming two moves (or shapes) and calling them equal or both
  possible ("都可以", "也可以", "都行", "一样", "均可", "随便哪个") with no pick: unreadable, as
  its English twin ("both work", "you can ... or ...") already is. Controls: the same offer
  followed by a Chinese pick ("我选 (2, 0)", "所以走 (2, 0)", "最后选择 ..."), or an answer line.
* ``target_cell``: the answer's own explanation names a cell the piece turns TO ("its opening
  faces (0, 0)", "points towards (1, 1)", "so it connects to (0, 0)"): that cell is where the
  piece points, no second answer; the answer line stands. Unclear twins: two moves given as
  moves, each with such an explanation, no pick.
* ``affirmed_condition`` (labelled after the two classes above were tuned, before the condition
  rule changed; t39's "as the prompt says" control is its first case): an answer inside its own
  condition that the same sentence settles ("as the prompt says", "as given", "as the drawing
  shows") is given; one the sentence leaves open ("which you haven't confirmed", "as I
  suspect") waits on it: unreadable.
* ``wondering_which`` (labelled after the three classes above were tuned, before the rule
  changed; v39's explorer story is its first case): two answers named, then the reply wonders
  which ("I keep wondering which", "wondered which the map meant") and picks none: unreadable.
  Controls: the wondering is answered ("... and chose (2, 0)", an answer line after it).

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left; the
recognized shape is a square.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_OFFER = "two answers called equal or both possible in Chinese, none picked"
_PICKED = "hard: the Chinese offer is followed by a pick or an answer line"
ZH_OFFER: list[Reply] = [
    _c("t40s_zh_both_fine", "solve",
       "(1, 1) 和 (2, 0) 都行，距离一样。", U, None, "zh_offer", why=_OFFER),
    _c("t40s_zh_either_can", "solve",
       "可以走到 (1, 1)，也可以走到 (2, 0)。", U, None, "zh_offer", why=_OFFER),
    _c("t40p_zh_both_ok", "puzzle",
       "旋转 (0, 1) 顺时针或者旋转 (1, 0) 逆时针，均可。", U, False, "zh_offer", why=_OFFER),
    _c("t40r_zh_shapes_same", "recognize",
       "看起来像正方形，也可以说是圆形，都可以。", U, False, "zh_offer", why=_OFFER),
    _c("t40s_control_zh_pick", "solve",
       "(1, 1) 和 (2, 0) 都可以到达终点。我选 (2, 0)。", (2, 0), None, "zh_offer",
       why=_PICKED),
    _c("t40s_control_zh_so_go", "solve",
       "向右 (1, 1) 和向下 (2, 0) 步数一样，所以走 (2, 0)。", (2, 0), None, "zh_offer",
       why=_PICKED),
    _c("t40p_control_zh_answer_line", "puzzle",
       "可以旋转 (0, 1) 顺时针，也可以旋转 (1, 0) 逆时针，效果一样。\nROTATE: (1, 0) "
       "counterclockwise", (2, CCW), True, "zh_offer", why=_PICKED),
    _c("t40r_control_zh_shape_line", "recognize",
       "正方形和圆形都有可能，但四个角都是直角。\nSHAPE: square", "square", True, "zh_offer",
       why=_PICKED),
    _c("t40s_control_zh_final_choice", "solve",
       "两个方向都可以。最后选择 (1, 1)。", (1, 1), None, "zh_offer", why=_PICKED),
]  # fmt: skip

_TWO = "two moves, each explained, no pick"
_TARGET = "hard: the other cell is where the piece points, not a second answer"
TARGET_CELL: list[Reply] = [
    _c("t40p_target_points_towards", "puzzle",
       "Turn (1, 1) clockwise so it points towards (1, 0).\nROTATE: (1, 1) clockwise",
       (3, CW), True, "target_cell", why=_TARGET),
    _c("t40p_target_connects", "puzzle",
       "- Piece: (1, 0)\n- Turn: counterclockwise, so it connects to (0, 0)\n\n"
       "ROTATE: (1, 0) counterclockwise", (2, CCW), True, "target_cell", why=_TARGET),
    _c("t40p_target_faces_bold", "puzzle",
       "**Piece:** (0, 0)\n**Turn:** clockwise, so its opening faces (0, 1)\n\n"
       "ROTATE: (0, 0) clockwise", (0, CW), True, "target_cell", why=_TARGET),
    _c("t40p_two_moves_each_facing", "puzzle",
       "Turning (0, 1) clockwise makes it face (1, 1); turning (1, 0) counterclockwise makes it "
       "face (0, 0). Both would close the loop.", U, False, "target_cell", why=_TWO),
]  # fmt: skip


_OPEN_CONDITION = "the answer holds on a condition the reply does not settle"
_SETTLED = "hard: the condition is affirmed in the same sentence (as the prompt or drawing says)"
AFFIRMED_CONDITION: list[Reply] = [
    _c("t40s_condition_unconfirmed", "solve",
       "If the rows count from the top, which you haven't confirmed, MOVE: (2, 0).", U, None,
       "affirmed_condition", why=_OPEN_CONDITION),
    _c("t40r_condition_suspected", "recognize",
       "If the gap is part of the outline, as I suspect, SHAPE: square", U, False,
       "affirmed_condition", why=_OPEN_CONDITION),
    _c("t40s_control_condition_as_stated", "solve",
       "If the rows count from the top, as the prompt states, MOVE: (2, 0).", (2, 0), None,
       "affirmed_condition", why=_SETTLED),
    _c("t40r_control_condition_as_drawn", "recognize",
       "If the gap is part of the outline, as the drawing shows, SHAPE: square", "square",
       False, "affirmed_condition", why=_SETTLED),
    _c("t40p_control_condition_as_given", "puzzle",
       "If (0, 0) is the top-left, as given, ROTATE: (0, 1) clockwise.", (1, CW), False,
       "affirmed_condition", why=_SETTLED),
]  # fmt: skip


_WONDER = "two answers named, the reply wonders which and picks none"
_ANSWERED = "hard: the wondering is answered by a pick or an answer line"
WONDERING_WHICH: list[Reply] = [
    _c("t40s_wonder_which_shorter", "solve",
       "Two ways lead on, (1, 1) and (2, 0). I keep wondering which is shorter.", U, None,
       "wondering_which", why=_WONDER),
    _c("t40p_wonder_which_wanted", "puzzle",
       "(0, 0) clockwise fits, (1, 1) counterclockwise fits too. I wonder which the puzzle "
       "wants.", U, False, "wondering_which", why=_WONDER),
    _c("t40s_control_wondered_then_chose", "solve",
       "Two ways lead on, (1, 1) and (2, 0). I wondered which, and chose (2, 0).", (2, 0), None,
       "wondering_which", why=_ANSWERED),
    _c("t40s_control_wonder_answered_line", "solve",
       "I wonder which is shorter: (1, 1) or (2, 0)? Counting steps, (2, 0) is.\nMOVE: (2, 0)",
       (2, 0), (2, 0), "wondering_which", why=_ANSWERED),
    _c("t40p_control_wonder_answered_line", "puzzle",
       "(0, 0) clockwise fits, (1, 1) counterclockwise fits too. I wondered which is simpler, "
       "and (0, 0) is.\nROTATE: (0, 0) clockwise", (0, CW), True, "wondering_which",
       why=_ANSWERED),
]  # fmt: skip


_set = set_functions(
    "t40", WHY, MAZES, [ZH_OFFER, TARGET_CELL, AFFIRMED_CONDITION, WONDERING_WHICH]
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune40.py: counts, no reader
    print_counts(all_cases(), problems())

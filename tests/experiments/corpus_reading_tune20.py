"""Tuning cases for the habits v20 found misread (issue 35, nineteenth round).

v20 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v20's wording. Each habit has its near variants and controls that must stay as they are:

* ``check_concludes_letter``: "SHAPE: square" then a check after it that concludes on another
  shape by its letter ("more of a C", "closer to a Z", "really a C-shape", "looks like the letter
  Z") or by its name ("more of a spiral"): two answers, none marked as standing, so conflicting
  (the eighteenth round's rule for a check preferring another answer). Controls: a letter that
  is no shape's letter ("more of a U"), "not a C", the same shape's letter, a letter inside a
  word, an option's, a row's or a unit's letter ("Option C", "(C)", "row C", "25 °C").
* ``numbered_pairs_plan``: a numbered plan of moves written as cell pairs ("1. (1, 0) → (2, 0)")
  where one move was asked, closed by a statement of its first step ("So the first step is
  down.", "The first move is (1, 1)."): the plan from P is read as its first step (the tenth
  round's ruling) and the statement agrees with it. Controls: a statement contradicting the
  plan, a plan that does not start at P.
* ``cjk_spacing``: Korean, Japanese and Chinese turn words written with a space or without one
  ("반시계 방향으로", "시계방향으로", "시계 반대 방향", "時計 回り", "逆 时针"), a particle after the
  Korean word. Controls: both turns named, a Korean word holding a direction word's letters
  ("위치", position).
(Strictly, every case here is a format miss: none ends on the prompt's answer line alone.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1); its open
cells are a square); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    case_maker,
    print_counts,
    set_functions,
)
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_TWO = "a check after the answer concludes on another shape without saying it replaces it"
_PLAN = "hard: a numbered plan from P where one move was asked: its first step, said again"

STYLES: list[Reply] = [
    # -- a check after the answer concludes on another shape by its letter ----------------------
    _c("t20r_more_of_a_c", "recognize",
       "SHAPE: square\n\nOn reflection the open right side makes it more of a C.", U, False,
       "check_concludes_letter", why=_TWO),
    _c("t20r_closer_to_a_z", "recognize",
       "SHAPE: square\n\nLooking again, the diagonal through the middle makes it closer to a Z.",
       U, False, "check_concludes_letter", why=_TWO),
    _c("t20r_really_a_c_shape", "recognize",
       "SHAPE: square\n\nOn second look, with the right side missing it is really a C-shape.", U,
       False, "check_concludes_letter", why=_TWO),
    _c("t20r_looks_like_the_letter_z", "recognize",
       "SHAPE: square\n\nCheck: the run from the top left to the bottom right looks like the "
       "letter Z.", U, False, "check_concludes_letter", why=_TWO),
    _c("t20r_more_of_a_spiral", "recognize",
       "SHAPE: square\n\nOn reflection the inner turn makes it more of a spiral.", U, False,
       "check_concludes_letter", why=_TWO),
    # Controls: no shape's letter, negated, the same shape, a letter in a word, option, row, unit.
    _c("t20r_control_no_shapes_letter", "recognize",
       "SHAPE: square\n\nOn reflection the gap at the bottom makes it more of a U.", "square",
       False, "check_concludes_letter",
       why="hard: U is no shape's letter, so no other answer is named"),
    _c("t20r_control_not_a_c", "recognize",
       "SHAPE: square\n\nCheck: the top-right corner is closed, so it is not a C.", "square",
       False, "check_concludes_letter"),
    _c("t20r_control_same_letter", "recognize",
       "SHAPE: C\n\nOn reflection the gap on the right makes it more of a C.", "C", False,
       "check_concludes_letter"),
    _c("t20r_control_letter_in_word", "recognize",
       "SHAPE: square\n\nOn reflection the Corners make it more of a Closed loop.", "square",
       False, "check_concludes_letter"),
    _c("t20r_control_option_c", "recognize",
       "SHAPE: square\n\nCheck: Option C would be the cross; the loop here is closed.", "square",
       False, "check_concludes_letter"),
    _c("t20r_control_bracket_c", "recognize",
       "SHAPE: square\n\nCheck: (C) was the other choice, and all four sides are closed.",
       "square", False, "check_concludes_letter"),
    _c("t20r_control_row_c", "recognize",
       "SHAPE: square\n\nOn reflection the corner at row C closes it, so it is really a loop.",
       "square", False, "check_concludes_letter"),
    _c("t20r_control_celsius", "recognize",
       "SHAPE: square\n\nCheck: the sketch was made at 25 °C; the four sides are closed.",
       "square", False, "check_concludes_letter"),
    # -- a numbered plan of cell pairs, its first step stated -----------------------------------
    _c("t20s_pairs_first_step_down", "solve",
       "Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n\nSo the first step "
       "is down.", (2, 0), None, "numbered_pairs_plan", why=_PLAN),
    _c("t20s_pairs_first_move_cell", "solve",
       "Steps:\n1. (1, 0) -> (1, 1)\n2. (1, 1) -> (1, 2)\n3. (1, 2) -> (1, 3)\n\nThe first move "
       "is (1, 1).", (1, 1), None, "numbered_pairs_plan", why=_PLAN),
    _c("t20s_pairs_first_move_right", "solve",
       "Route to G:\n1) (1, 0) → (1, 1)\n2) (1, 1) → (1, 2)\n\nSo my first move is to the right.",
       (1, 1), None, "numbered_pairs_plan", why=_PLAN),
    _c("t20s_pairs_next_move_cell", "solve",
       "1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n4. (4, 0) → (4, 1)\n\n"
       "Therefore the next move is (2, 0).", (2, 0), None, "numbered_pairs_plan", why=_PLAN),
    _c("t20s_control_pairs_contradict_direction", "solve",
       "Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n\nSo the first step is right.", U, None,
       "numbered_pairs_plan", why="the plan's first step is down, the closing says right"),
    _c("t20s_control_pairs_contradict_cell", "solve",
       "Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n\nThe first move is "
       "(1, 1).", U, None, "numbered_pairs_plan",
       why="the plan's first step is (2, 0), the closing says (1, 1)"),
    _c("t20s_control_pairs_not_from_p", "solve",
       "Plan:\n1. (2, 0) → (3, 0)\n2. (3, 0) → (4, 0)\n\nSo the first step is down.", U, None,
       "numbered_pairs_plan", why="the plan does not start at P: several moves, none this one"),
    # -- Korean, Japanese and Chinese turn words with a space or without one --------------------
    _c("t20p_korean_spaced_ccw", "puzzle", "(1, 0) 칸을 반시계 방향으로 돌립니다.", (2, CCW),
       False, "cjk_spacing"),
    _c("t20p_korean_joined_cw", "puzzle", "(1, 1) 칸을 시계방향으로 회전합니다.", (3, CW), False,
       "cjk_spacing"),
    _c("t20p_korean_reverse_ccw", "puzzle", "(0, 0) 칸을 시계 반대 방향으로 돌립니다.", (0, CCW),
       False, "cjk_spacing"),
    _c("t20p_korean_joined_reverse", "puzzle", "(0, 1) 칸을 시계반대방향으로 돌립니다.", (1, CCW),
       False, "cjk_spacing"),
    _c("t20p_japanese_spaced_cw", "puzzle", "(0, 1) のマスを時計 回りに回転します。", (1, CW),
       False, "cjk_spacing"),
    _c("t20p_japanese_spaced_ccw", "puzzle", "(1, 0) のマスを反時計 回りに回します。", (2, CCW),
       False, "cjk_spacing"),
    _c("t20p_chinese_spaced_ccw", "puzzle", "把 (1, 1) 逆 时针 旋转。", (3, CCW), False,
       "cjk_spacing"),
    _c("t20p_control_korean_both", "puzzle",
       "(1, 0) 칸을 시계 방향 또는 반시계 방향으로 돌립니다.", U, False, "cjk_spacing",
       why="both turns named, none picked"),
    _c("t20p_control_korean_no_turn", "puzzle", "(0, 1) 칸의 위치를 확인합니다.", U, False,
       "cjk_spacing", why="no turn named"),
    _c("t20s_control_korean_position", "solve", "플레이어 위치는 (1, 0)입니다.", U, None,
       "cjk_spacing", why="only P's own cell; 위치 (position) holds no direction"),
]  # fmt: skip


_set = set_functions("t20", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune20.py: counts, no reader
    print_counts(all_cases(), problems())

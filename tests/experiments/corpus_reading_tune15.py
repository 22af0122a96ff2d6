"""Tuning cases for the habits v15 found misread (issue 35, fourteenth round).

v15 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v15's wording. Each habit has its near variants and controls that must stay as they are:

* ``cell_word_conflict``: the answer line's cell and its own direction word name different
  neighbours of P ("MOVE: (2, 0) — one step to the right"): ``unreadable`` (conflicting).
  Controls: the direction agreeing with the cell stays the cell; a direction word elsewhere in
  the reply (not on the answer line) does not trigger.
* ``col_row_said``: a reply that says its pairs are (column, row) / (col, row): its pairs are
  swapped, as the thirteenth round's "(x, y) with x the column". Control: (row, column) said,
  unchanged.
* ``chinese_direction``: a Chinese closing sentence that picks one move by its direction
  ("我决定向下走一步，去左下角。"), as the twelfth round's "I'll go right.": the neighbour that
  way. Controls: two directions with no pick, a direction said to be a wall.

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)).
"""

from __future__ import annotations

from corpus_form import case_maker, form_problems, halves, print_counts, unique_cases
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

STYLES: list[Reply] = [
    # -- the answer line's cell and its direction word disagree -----------------------------
    _c(
        "t15s_cell_right_word_down",
        "solve",
        "MOVE: (1, 1) — one step down.",
        U,
        None,
        "cell_word_conflict",
        why="(1, 1) is right of P, the line calls it a step down, which is (2, 0)",
    ),
    _c(
        "t15s_cell_down_word_right_paren",
        "solve",
        "The bottom corridor looks longer.\nMOVE: (2, 0) (to the right)",
        U,
        None,
        "cell_word_conflict",
        why="(2, 0) is below P, the line calls it right, which is (1, 1)",
    ),
    _c(
        "t15s_cell_right_word_east_comma",
        "solve",
        "MOVE: (1, 1), heading south",
        U,
        None,
        "cell_word_conflict",
        why="(1, 1) is east of P, the line says south, which is (2, 0)",
    ),
    _c(
        "t15s_control_cell_word_agree",
        "solve",
        "MOVE: (2, 0) — one step down.",
        (2, 0),
        None,
        "cell_word_conflict",
    ),
    _c(
        "t15s_control_cell_word_agree_right",
        "solve",
        "MOVE: (1, 1) (to the right)",
        (1, 1),
        None,
        "cell_word_conflict",
    ),
    _c(
        "t15s_control_word_elsewhere",
        "solve",
        "Going right leads into a dead end, so I stay in the left column.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "cell_word_conflict",
        why="hard: the direction is named in the reasoning, not on the answer line",
    ),
    # -- (column, row) said ---------------------------------------------------------------
    _c(
        "t15s_column_row_said",
        "solve",
        "Positions below are written (column, row). P is (0, 1); I move to (0, 2).",
        (2, 0),
        None,
        "col_row_said",
        why="hard: the reply says its pairs are (column, row): (0, 2) is row 2, column 0",
    ),
    _c(
        "t15s_col_row_said_label",
        "solve",
        "I write cells as (col, row).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "col_row_said",
    ),
    _c(
        "t15s_col_row_said_swapped",
        "solve",
        "Cells are given as (col, row): the player is at (0, 1).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "col_row_said",
    ),
    _c(
        "t15s_col_row_said_down",
        "solve",
        "Using (col, row) pairs, the open cell below the player is (0, 2); I move there.",
        (2, 0),
        None,
        "col_row_said",
        why="hard: (col, row) said, so (0, 2) is row 2, column 0",
    ),
    _c(
        "t15s_control_row_column_said",
        "solve",
        "Positions below are written (row, column). P is (1, 0); I move to (2, 0).",
        (2, 0),
        None,
        "col_row_said",
    ),
    # -- a Chinese pick by direction ----------------------------------------------------------
    _c(
        "t15s_chinese_decide_down",
        "solve",
        "我决定向下走一步，去左下角。",
        (2, 0),
        None,
        "chinese_direction",
        why="hard: one move given only as a direction (down) is the neighbouring cell",
    ),
    _c(
        "t15s_chinese_after_sentence",
        "solve",
        "右边不是墙。我选择向右走，朝着出口。",
        (1, 1),
        None,
        "chinese_direction",
        why="hard: the pick after a sentence, given as a direction (right)",
    ),
    _c(
        "t15s_chinese_will_down",
        "solve",
        "我要往下移动一格",
        (2, 0),
        None,
        "chinese_direction",
    ),
    _c(
        "t15s_control_chinese_two_ways",
        "solve",
        "我觉得向右走也可以，向下也可以。",
        U,
        None,
        "chinese_direction",
        why="two directions called possible, neither picked",
    ),
    _c(
        "t15s_control_chinese_wall",
        "solve",
        "上面是墙，不能走。",
        U,
        None,
        "chinese_direction",
        why="only a wall named, no move",
    ),
]


def all_cases() -> list[Reply]:
    """Every tuning case (written styles only)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The cases by :func:`corpus_reading.half` (all tuning data, split as the other sets)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: all); empty when all is well (no reader runs)."""
    return form_problems(all_cases() if cases is None else cases, "t15", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune15.py: counts, no reader
    print_counts(all_cases(), problems())

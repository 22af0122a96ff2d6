"""Tuning cases for the false successes the v10 set found (issue 35, tenth round).

v10 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the
habit, not for v10's wording (a blind set written by someone else measures it). Each habit has
its near variants and controls:

* ``zero_step``: a written path (a ``PATH:`` line) that writes one cell twice in a row, a step
  of length zero: the path is read and it is wrong (``fail``, strict too). Controls: a valid
  path that goes back and forth, and prose with no ``PATH:`` label that names a cell twice
  (the specification's whole-reply walk skips repeats).
* ``broken_candidate``: two ``MAZE:`` blocks offered with no pick where one does not parse as a
  5x5 maze: a labelled answer block is a candidate even when broken, so two candidates and no
  pick are ``unreadable``, never a success. Control: a broken block taken back in words
  ("that has six columns; corrected:") before a good one.
* ``several_moves``: several cells or rotations on the one answer line where one move was
  asked (``MOVE: (2, 0), (1, 1)``, ``MOVE: (1, 1) -> (1, 2)``, ``ROTATE: (0, 0) clockwise, then
  (1, 1) clockwise``): no answer. Controls: one cell named twice on the line, and a note after
  the one move.

No earlier set labels these habits otherwise (``MOVE: (2, 0), (1, 1)`` and ``(2, 0) and (1,
1)`` on an answer line appear in none of v1-v9 or t5-t10; v4/v5/v6/v7's several ``MOVE:``
*lines* are already ``unreadable``), so no older case is relabelled. Mazes: ``corpus_mazes``'s
ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle replies are for a 2x2 board
(square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    case_maker,
    form_problems,
    halves,
    path_text,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)
_p = path_text

LEFT = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid on ORIGINAL: down the left column, along the bottom row."""

CENTRE3 = "1 1 1 1 1\n1 0 0 P 1\n1 0 1 0 1\n1 G 0 0 1\n1 1 1 1 1"
"""A valid 3x3 square ring in the centre."""
SIX_WIDE = "1 1 1 1 1 1\n1 0 0 P 1 1\n1 0 1 0 1 1\n1 G 0 0 1 1\n1 1 1 1 1 1"
"""Not 5x5: six columns."""
FOUR_ROWS = "1 1 1 1 1\n1 0 0 P 1\n1 0 1 0 1\n1 G 0 0 1"
"""Not 5x5: four rows."""

STYLES: list[Reply] = [
    # -- a written path with a zero-length step ----------------------------------------------
    _c(
        "t11o_repeat_middle",
        "one_shot",
        f"PATH: {_p('1,0 2,0 3,0 3,0 4,0 4,1 4,2 4,3')}",
        F,
        False,
        "zero_step",
        why="hard: (3, 0) twice in a row is no step to a neighbour",
    ),
    _c(
        "t11o_repeat_start",
        "one_shot",
        f"PATH: {_p('1,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3')}",
        F,
        False,
        "zero_step",
    ),
    _c(
        "t11o_repeat_goal",
        "one_shot",
        f"PATH: {_p(LEFT + ' 4,3')}",
        F,
        False,
        "zero_step",
    ),
    _c(
        "t11o_repeat_arrows",
        "one_shot",
        "Route:\nPATH: (1,0) -> (1,1) -> (1,2) -> (1,2) -> (1,3) -> (2,3) -> (3,3) -> (4,3)",
        F,
        False,
        "zero_step",
    ),
    _c(
        "t11o_control_back_and_forth",
        "one_shot",
        f"PATH: {_p('1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3')}",
        S,
        True,
        "zero_step",
    ),
    _c(
        "t11o_control_prose_repeats",
        "one_shot",
        "I start at (1, 0). From (1, 0) I go down to (2, 0), then (3, 0) and (4, 0); from (4, 0) "
        "right to (4, 1), (4, 2) and (4, 3).",
        S,
        False,
        "zero_step",
        why="hard: no PATH line; the whole reply is walked and a cell named again is no step",
    ),
    # -- a broken maze block is still a candidate ------------------------------------------
    _c(
        "t11g_second_four_rows",
        "generate",
        f"Two versions:\n\nMAZE:\n{CENTRE3}\n\nMAZE:\n{FOUR_ROWS}",
        U,
        False,
        "broken_candidate",
        why="two MAZE blocks, no pick; the second is broken but offered all the same",
    ),
    _c(
        "t11g_first_six_wide",
        "generate",
        f"MAZE:\n{SIX_WIDE}\n\nMAZE:\n{CENTRE3}",
        U,
        False,
        "broken_candidate",
        why="two MAZE blocks, no word taking either back",
    ),
    _c(
        "t11g_control_taken_back",
        "generate",
        f"MAZE:\n{SIX_WIDE}\n\nThat has six columns. Corrected:\n\nMAZE:\n{CENTRE3}",
        S,
        True,
        "broken_candidate",
        why="hard: the broken block is taken back in words; the block after it is the answer",
    ),
    # -- several moves on one answer line ----------------------------------------------------
    _c(
        "t11s_two_cells_comma",
        "solve",
        "MOVE: (2, 0), (1, 1)",
        U,
        None,
        "several_moves",
        why="both legal cells on the answer line, none marked",
    ),
    _c(
        "t11s_two_cells_and",
        "solve",
        "Both are open.\nMOVE: (2, 0) and (1, 1)",
        U,
        None,
        "several_moves",
        why="both legal cells on the answer line, none marked",
    ),
    _c(
        "t11s_plan_arrows",
        "solve",
        "MOVE: (2, 0) -> (3, 0) -> (4, 0)",
        U,
        None,
        "several_moves",
        why="a plan of three cells where one move was asked",
    ),
    _c(
        "t11s_plan_spaces",
        "solve",
        "MOVE: (1, 1) (1, 2) (1, 3)",
        U,
        None,
        "several_moves",
        why="a plan of three cells where one move was asked",
    ),
    _c(
        "t11s_control_same_cell_twice",
        "solve",
        "MOVE: (2, 0), i.e. (2, 0)",
        (2, 0),
        None,
        "several_moves",
        why="hard: one cell named twice is one move; the note makes it a format miss",
    ),
    _c(
        "t11p_two_rotations_comma",
        "puzzle",
        "ROTATE: (0, 0) clockwise, (1, 1) clockwise",
        U,
        False,
        "several_moves",
        why="two rotations on the answer line, none marked",
    ),
    _c(
        "t11p_and_then",
        "puzzle",
        "ROTATE: (1, 1) counterclockwise and then (0, 0) clockwise",
        U,
        False,
        "several_moves",
        why="two rotations on the answer line, none marked",
    ),
    _c(
        "t11p_square_numbers",
        "puzzle",
        "ROTATE: square 1 clockwise, square 2 counterclockwise",
        U,
        False,
        "several_moves",
        why="two rotations on the answer line, none marked",
    ),
    _c(
        "t11p_control_one_rotation",
        "puzzle",
        "Turning the top-right piece.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "several_moves",
    ),
    _c(
        "t11p_control_ccw",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "several_moves",
    ),
    # -- strict lines (added after the strict readers changed: the labels are v10's rulings) --
    _c(
        "t11r_box_slash_cube",
        "recognize",
        "SHAPE: box / cube",
        "square",
        False,
        "two_names",
        why="hard: both names are the square's, so flexible is clear; two names are no strict line",
    ),
    _c(
        "t11r_square_and_rectangle",
        "recognize",
        "SHAPE: square and rectangle",
        "square",
        False,
        "two_names",
    ),
    _c(
        "t11r_control_one_name",
        "recognize",
        "SHAPE: quadrilateral",
        "square",
        True,
        "two_names",
    ),
    _c(
        "t11g_italic_label",
        "generate",
        f"*MAZE:*\n{CENTRE3}",
        S,
        True,
        "emphasis_label",
        why="hard: italic around the label is tolerated inline markdown",
    ),
    _c(
        "t11g_control_bold_label_colon_outside",
        "generate",
        f"**MAZE**:\n{CENTRE3}",
        S,
        False,
        "emphasis_label",
        why="hard: the label with its colon outside the bold is not the line as printed",
    ),
    # -- flexible misses: a square by its place, a pick by letter, a direction alone --------
    _c("t11p_place_top_right", "puzzle", "ROTATE: top-right clockwise", (1, CW), False, "place"),
    _c(
        "t11p_place_bottom_left",
        "puzzle",
        "ROTATE: bottom-left counterclockwise",
        (2, CCW),
        False,
        "place",
    ),
    _c("t11p_place_upper_left", "puzzle", "ROTATE: upper left clockwise", (0, CW), False, "place"),
    _c(
        "t11p_place_lower_right",
        "puzzle",
        "ROTATE: lower right counterclockwise",
        (3, CCW),
        False,
        "place",
    ),
    _c(
        "t11p_control_place_row_only",
        "puzzle",
        "ROTATE: top clockwise",
        U,
        False,
        "place",
        why="'top' is a row of two squares on a 2x2 board, not one square",
    ),
    _c(
        "t11p_option_letter_pick",
        "puzzle",
        "Option A: (0, 0) clockwise.\nOption B: (1, 1) counterclockwise.\nB lines up more "
        "ends, so B.",
        (3, CCW),
        False,
        "option_pick",
        why="hard: the closing sentence picks Option B by its letter",
    ),
    _c(
        "t11p_option_going_with",
        "puzzle",
        "Option A: (0, 1) counterclockwise\nOption B: (1, 0) clockwise\nGoing with A.",
        (1, CCW),
        False,
        "option_pick",
    ),
    _c(
        "t11p_control_options_no_pick",
        "puzzle",
        "Option A: (0, 0) clockwise.\nOption B: (1, 1) counterclockwise.\nBoth look fine.",
        U,
        False,
        "option_pick",
        why="two options, none chosen",
    ),
    _c(
        "t11s_zh_direction_after_cell",
        "solve",
        "我现在在 (1, 0)，下方是通路。\n向下",
        (2, 0),
        None,
        "direction_alone",
        why="hard: the ruling reads a single direction as the neighbouring cell; (1, 0) is where "
        "the player stands",
    ),
    _c(
        "t11s_zh_right_after_cell",
        "solve",
        "从 (1, 0) 出发，右边可以走。\n向右",
        (1, 1),
        None,
        "direction_alone",
    ),
    _c(
        "t11s_en_direction_after_cell",
        "solve",
        "I'm at (1, 0) and the cell below is open.\nDown",
        (2, 0),
        None,
        "direction_alone",
        why="hard: the last line is a single direction; (1, 0) is where the player stands",
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
    return form_problems(all_cases() if cases is None else cases, "t11", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune11.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits the v5 set found misread (issue 35, fifth round).

v5 was measured once by the lead and is tuning data now. These are the same habits in several
variants each, written and labelled *before* the readers were changed, so the fix is a rule for
the habit, not for v5's wording (a blind v6 set, written by someone else, measures it):

* ``ordinal_choice``: a choice in words naming an option by its place ("the first one", "the
  second", "the former", "the latter") among inline candidates; no choice is no answer.
* ``chosen_column``: a table with a "Chosen"/"Pick" column where one row alone is ticked and the
  others are blank.
* ``next_then_future``: the committed next move, then the moves planned after it: the first is
  the answer.
* ``xy_convention``: x/y coordinates with a stated convention (x = column, y = row); without
  one, or with ``x = row``, the reading follows what is stated, and no convention is no answer.
* ``letter_choice``: a choice of a lettered/numbered inline option ("(a) ... or (b) ..., I'll
  make move (b)").
* ``route_chosen``: several routes and a choice naming one of them ("I commit to Route 1").
* ``json_maze``: generation as a JSON object of walls, player and goal (every other cell empty).
* ``two_mazes``: two mazes and no choice: no answer.
* ``path_separators``: arrows or commas between a path's cells: read by the flexible verdict,
  a strict format miss (lead's ruling: the prompt's form separates cells by spaces).
* ``spec_variant``: a name the specification lists as the shape's variant ("cube",
  "quadrilateral", "pyramid"; square shapes are "Rectangular/quadrilateral path patterns", so
  "rectangle" too) is that shape (the lead's first ruling, that they are not, went against the
  specification's Target Shapes list and was withdrawn).
* ``inline_emphasis``: markdown emphasis around a label or value is the same line, strict too
  (lead's ruling); ``square_number``: "ROTATE: square N clockwise" is the prompt's own form.

Labels follow ``corpus_reading``'s conventions (``corpus_form``); the strict labels follow
issue 35's strict policy (``experiments/maze/scoring/__init__.py``) with the lead's rulings.
Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)) and NEW;
puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    case_maker,
    form_problems,
    halves,
    json_maze,
    print_counts,
    spaced_cells,
    unique_cases,
)
from corpus_mazes import MAZES, NEW_MATRIX, PLUS_MATRIX
from corpus_reading import BAD_PATH, FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""
_c = case_maker(WHY)


STYLES: list[Reply] = [
    # -- a choice naming an option by its place ---------------------------------------------
    _c(
        "t6s_first_of_two_inline",
        "solve",
        "I could go to (2, 0) or to (1, 1). The first one leads straight down the left "
        "corridor, so that's my move.",
        (2, 0),
        None,
        "ordinal_choice",
    ),
    _c(
        "t6s_second_of_two_inline",
        "solve",
        "Options are (1, 1) and (2, 0); I'll take the second one.",
        (2, 0),
        None,
        "ordinal_choice",
    ),
    _c(
        "t6s_former",
        "solve",
        "Both (1, 1) and (2, 0) are open. I prefer the former because it heads toward the goal "
        "along the top.",
        (1, 1),
        None,
        "ordinal_choice",
    ),
    _c(
        "t6s_latter",
        "solve",
        "Between (1, 1) and (2, 0), the latter is my choice.",
        (2, 0),
        None,
        "ordinal_choice",
    ),
    _c(
        "t6s_first_one_no_choice",
        "solve",
        "The candidates are (1, 1) and (2, 0). The first one is longer, the second one shorter; "
        "hard to say which is better.",
        U,
        None,
        "ordinal_choice",
        why="two candidates described by place, none chosen",
    ),
    _c(
        "t6s_third_of_two",
        "solve",
        "The candidates are (1, 1) and (2, 0). I'll go with the third one.",
        U,
        None,
        "ordinal_choice",
        why="the choice names a third option the reply does not have",
    ),
    _c(
        "t6p_first_of_two_inline",
        "puzzle",
        "Candidates: (0, 1) clockwise and (1, 0) counterclockwise. The first one connects the "
        "top row, so I'll do that.",
        (1, CW),
        False,
        "ordinal_choice",
    ),
    # -- a chosen column with one tick -------------------------------------------------------
    _c(
        "t6s_chosen_column_first_row",
        "solve",
        "| Direction | Cell | Chosen |\n|---|---|---|\n| Down | (2, 0) | ✓ |\n| Right | (1, 1) | |",
        (2, 0),
        None,
        "chosen_column",
    ),
    _c(
        "t6s_pick_column_x_mark",
        "solve",
        "| Move | Target | Open | Pick |\n|---|---|---|---|\n| Up | (0, 0) | no | |\n"
        "| Right | (1, 1) | yes | |\n| Down | (2, 0) | yes | ✅ |",
        (2, 0),
        None,
        "chosen_column",
    ),
    _c(
        "t6s_chosen_column_two_ticks",
        "solve",
        "| Move | Cell | Chosen |\n|---|---|---|\n| Down | (2, 0) | ✓ |\n| Right | (1, 1) | ✓ |",
        U,
        None,
        "chosen_column",
        why="two rows ticked in the chosen column: no single move",
    ),
    # -- the next move, then the moves after it ----------------------------------------------
    _c(
        "t6s_next_then_plan",
        "solve",
        "Right is best: (1, 1). From there I'll continue to (1, 2) and (1, 3).",
        (1, 1),
        None,
        "next_then_future",
    ),
    _c(
        "t6s_next_move_then_later",
        "solve",
        "My next move is (2, 0); later moves will be (3, 0), (4, 0) and (4, 1).",
        (2, 0),
        None,
        "next_then_future",
    ),
    _c(
        "t6s_move_now_then_after",
        "solve",
        "Move now to (1, 1), and after that to (1, 2), then (1, 3).",
        (1, 1),
        None,
        "next_then_future",
    ),
    # -- x/y with a stated convention ---------------------------------------------------------
    _c(
        "t6s_xy_col_row_right",
        "solve",
        "Taking x as the column and y as the row, I move to x = 1, y = 1.",
        (1, 1),
        None,
        "xy_convention",
    ),
    _c(
        "t6s_xy_pair_defined",
        "solve",
        "With (x, y) = (column, row), the cell below me is (x, y) = (0, 2).",
        (2, 0),
        None,
        "xy_convention",
    ),
    _c(
        "t6s_xy_no_convention",
        "solve",
        "I move to x = 0, y = 2.",
        U,
        None,
        "xy_convention",
        why="x and y without saying which is the row: a guess either way",
    ),
    # -- a lettered inline option chosen ------------------------------------------------------
    _c(
        "t6p_letter_a_chosen",
        "puzzle",
        "Either (a) turn (1, 1) clockwise or (b) turn (0, 0) counterclockwise. I'll go with (a).",
        (3, CW),
        False,
        "letter_choice",
    ),
    _c(
        "t6p_option_2_chosen",
        "puzzle",
        "Option 1: (0, 0) clockwise. Option 2: (0, 1) counterclockwise. I choose option 2.",
        (1, CCW),
        False,
        "letter_choice",
    ),
    _c(
        "t6p_letters_no_choice",
        "puzzle",
        "(a) (0, 1) clockwise, or (b) (1, 0) counterclockwise: both would help.",
        U,
        False,
        "letter_choice",
        why="two lettered moves and no choice",
    ),
    # -- several routes and a choice ----------------------------------------------------------
    _c(
        "t6o_route_a_chosen",
        "one_shot",
        f"Route A: {spaced_cells(PATH_B)}\nRoute B: {spaced_cells(BAD_PATH)}\n\n"
        "Route B runs into a wall, so I go with Route A.",
        SUCCESS,
        False,
        "route_chosen",
    ),
    _c(
        "t6o_path_1_chosen_bad",
        "one_shot",
        f"Path 1: {spaced_cells(BAD_PATH)}\nPath 2: {spaced_cells(PATH_A)}\n\nI commit to Path 1.",
        FAIL,
        False,
        "route_chosen",
        why="hard: the chosen path is the first, which goes through a wall",
    ),
    _c(
        "t6o_routes_no_choice",
        "one_shot",
        f"Route 1: {spaced_cells(PATH_A)}\nRoute 2: {spaced_cells(BAD_PATH)}\n\nBoth are worth trying.",
        U,
        False,
        "route_chosen",
        why="two routes, one through a wall, and no choice",
    ),
    # -- arrows or commas between a path's cells ----------------------------------------------
    _c(
        "t6o_path_arrows_ascii",
        "one_shot",
        "PATH: " + spaced_cells(PATH_A, " -> "),
        SUCCESS,
        False,
        "path_separators",
        why="hard: lead's ruling: arrows between the cells are a strict format miss",
    ),
    _c(
        "t6o_path_commas_compact",
        "one_shot",
        "PATH: " + PATH_B.replace(" ", ", "),
        SUCCESS,
        False,
        "path_separators",
        why="hard: lead's ruling: commas between the cells are a strict format miss",
    ),
    _c(
        "t6o_path_spaces_strict",
        "one_shot",
        "The route below.\n\nPATH: " + spaced_cells(PATH_B),
        SUCCESS,
        True,
        "path_separators",
    ),
    # -- the specification's variants ---------------------------------------------------------
    _c(
        "t6r_rectangle_prose",
        "recognize",
        "The open cells trace a rectangle around the walls.",
        "square",
        False,
        "spec_variant",
        why="a variant the specification lists for the shape: read as it",
    ),
    _c(
        "t6r_pyramid_line",
        "recognize",
        "SHAPE: pyramid",
        "triangle",
        False,
        "spec_variant",
        why="a variant the specification lists for the shape: read as it",
    ),
    _c(
        "t6r_cube",
        "recognize",
        "The empty cells make a cube.",
        "square",
        False,
        "spec_variant",
        why="a variant the specification lists for the shape: read as it",
    ),
    _c(
        "t6r_quadrilateral",
        "recognize",
        "SHAPE: quadrilateral",
        "square",
        True,
        "spec_variant",
        why="a variant the specification lists for the shape: read as it",
    ),
    _c(
        "t6r_square_still_read",
        "recognize",
        "The empty cells form a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "spec_variant",
    ),
    # -- inline emphasis in strict ------------------------------------------------------------
    _c(
        "t6s_bold_label",
        "solve",
        "**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "inline_emphasis",
        why="hard: lead's ruling: bold around the label renders as the same line",
    ),
    _c(
        "t6s_bold_value",
        "solve",
        "Going right.\n\nMOVE: **(2, 0)**",
        (2, 0),
        (2, 0),
        "inline_emphasis",
        why="hard: lead's ruling: bold around the value renders as the same line",
    ),
    _c(
        "t6r_bold_shape_line",
        "recognize",
        "**SHAPE: square**",
        "square",
        True,
        "inline_emphasis",
        why="hard: lead's ruling: bold around the line renders as the same line",
    ),
    _c(
        "t6p_square_number_ccw",
        "puzzle",
        "ROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "square_number",
        why="hard: lead's ruling: 'square N' is the prompt's own way to name a square",
    ),
    # -- generation as JSON, and two mazes without a choice ----------------------------------
    _c(
        "t6g_json_walls_player_goal",
        "generate",
        "```json\n" + json_maze(NEW_MATRIX) + "\n```",
        SUCCESS,
        False,
        "json_maze",
        why="hard: walls, player and goal; every other cell is empty",
    ),
    _c(
        "t6g_json_walls_plus",
        "generate",
        json_maze(PLUS_MATRIX),
        FAIL,
        False,
        "json_maze",
    ),
    _c(
        "t6g_two_mazes_no_choice",
        "generate",
        "Option one:\n\n" + NEW_MATRIX + "\n\nOption two:\n\n" + PLUS_MATRIX + "\n\nBoth fit.",
        U,
        False,
        "two_mazes",
        why="two mazes, one not a square, and no choice",
    ),
    _c(
        "t6g_two_mazes_second_chosen",
        "generate",
        "First try:\n\n"
        + PLUS_MATRIX
        + "\n\nSecond try:\n\n"
        + NEW_MATRIX
        + "\n\nThe first is a plus, so my answer is the second.",
        SUCCESS,
        False,
        "two_mazes",
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
    return form_problems(all_cases() if cases is None else cases, "t6", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune6.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits v13 and v14 found misread (issue 35, thirteenth round).

v13 and v14 were measured once and are tuning data now. These are the same habits in several
variants each, written and labelled *before* the readers were changed, so the fix is a rule for
the habit, not for v13's or v14's wording (a blind set written by someone else measures it).
Each habit has its near variants and controls that must stay as they are:

* ``offered_squares``: two puzzle squares offered as possible turns with no pick ("You can
  rotate square 0 clockwise and you can rotate square 3 clockwise."): ``unreadable``, never a
  move, as two cells offered in the solve phase are (the twelfth round's rule, now the same in
  every phase). Controls: one square offered, a pick after the offer.
* ``past_goal``: a one-shot route that reaches G and walks on: a success, strict and flexible
  (the lead's ruling: the specification's check finds the last G in the reply and walks back to
  the start). Control: a route that stops before G stays a fail.
* ``label_after_prose``: an answer label after a sentence on the same line ("...。答案：向下",
  "... open. Answer: right") is read as a label at a line's start is. Control: two directions
  after the label stay unclear.
* ``from_start``: a route in prose whose start is "the start" / "P" in words, then its cells
  from the cell next to P to G: a success. Controls: no word for the start; the first cell not
  next to P.
* ``lowercase``: a generated matrix maze writing p or g in lower case: a fail (the encoding's
  letters are capitals, as S/E is a fail). Control: the same maze in capitals.
* ``degrees``: "90 degrees to the right" / "a quarter turn to the right" is clockwise, "to the
  left" counterclockwise. Control: bare signed degrees ("-90 degrees") stay unclear.
* ``axes``: cells written (x, y) after the reply says x is the column ("(x, y) with x the
  column", "x across") are swapped to (row, col). Control: x said to be the row, unchanged.
* ``index``: ``grid[2][0]`` / ``maze[1][1]`` (a list of rows indexed) is the cell (row, col).
  Control: two such cells called open, no pick (and its plain form, "Both (2, 0) and (1, 1)
  are open.", unclear unless a pick follows).
* ``head_noun``: a square word before another shape's noun ("square coil", "rectangular
  spiral") is that shape. Control: "square" alone.
* ``half_label``: a half-formed answer line ("MOVE (2 0", "ROTATE (1 0) clockwise": the label
  without its colon, the numbers without a comma) is the label's answer; a strict miss.

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle
replies are for a 2x2 board (square index ``2 * row + col``).
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

# Routes on ORIGINAL (P (1,0), G (4,3)).
_LEFT_BOTTOM = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
_TOP_RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"

# A generated 5x5 maze: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2).
_TOP_LEFT3 = "P 0 0 1 1\n0 1 0 1 1\n0 0 G 1 1\n1 1 1 1 1\n1 1 1 1 1"

STYLES: list[Reply] = [
    # -- two puzzle squares offered, none picked -----------------------------------------
    _c(
        "t14p_could_two_squares",
        "puzzle",
        "You could rotate square 1 counterclockwise and you could rotate square 2 "
        "counterclockwise.",
        U,
        False,
        "offered_squares",
        why="two squares offered as possible turns, neither picked",
    ),
    _c(
        "t14p_can_two_squares_one_verb",
        "puzzle",
        "You can rotate square 0 clockwise and square 2 clockwise.",
        U,
        False,
        "offered_squares",
        why="two squares offered under one 'you can', neither picked",
    ),
    _c(
        "t14p_can_two_cells_turns_differ",
        "puzzle",
        "We can turn (0, 1) clockwise, and we can turn (1, 1) counterclockwise.",
        U,
        False,
        "offered_squares",
        why="two turns offered, neither picked",
    ),
    _c(
        "t14s_can_two_cells_solve",
        "solve",
        "You can go to (2, 0) and you can go to (1, 1).",
        U,
        None,
        "offered_squares",
        why="the solve phase's form of the same habit: two cells offered, neither picked",
    ),
    _c(
        "t14p_control_one_square_offered",
        "puzzle",
        "You can rotate square 2 clockwise.",
        (2, CW),
        False,
        "offered_squares",
    ),
    _c(
        "t14p_control_offer_then_pick",
        "puzzle",
        "You could rotate square 0 clockwise or square 3 clockwise. I will rotate square 3 "
        "clockwise.",
        (3, CW),
        False,
        "offered_squares",
        why="hard: two offered, then one picked in words",
    ),
    # -- a one-shot route past G (the lead's ruling) -------------------------------------
    _c(
        "t14o_past_goal_back_up",
        "one_shot",
        "PATH: " + path_text(_TOP_RIGHT + " 3,3"),
        S,
        True,
        "past_goal",
        why="hard: reaches G, then steps back up to (3, 3); the specification's check walks "
        "back from the last G to the start (the lead's ruling)",
    ),
    _c(
        "t14o_past_goal_prose_note",
        "one_shot",
        "The left column then the bottom row.\nPATH: " + path_text(_LEFT_BOTTOM + " 3,3 2,3"),
        S,
        True,
        "past_goal",
        why="hard: reaches G and walks on up the right column (the lead's ruling)",
    ),
    _c(
        "t14o_control_never_reaches_goal",
        "one_shot",
        "PATH: " + path_text("1,0 2,0 3,0 4,0 4,1 4,2"),
        F,
        False,
        "past_goal",
    ),
    # -- a labelled direction after prose on the same line ---------------------------------
    _c(
        "t14s_zh_place_then_label_down",
        "solve",
        "我现在在第1行第0列。下面是空的。答案：向下",
        (2, 0),
        None,
        "label_after_prose",
        why="hard: the label follows the prose on its line; a single direction is the "
        "neighbouring cell (kept ruling)",
    ),
    _c(
        "t14s_en_place_then_label_right",
        "solve",
        "I am at (1, 0) and the cell to my right is open. Answer: right",
        (1, 1),
        None,
        "label_after_prose",
        why="hard: the player's place, then the label and one direction on the same line",
    ),
    _c(
        "t14s_control_label_two_directions",
        "solve",
        "我在第1行第0列。答案：向下或向右",
        U,
        None,
        "label_after_prose",
        why="two directions offered on the answer label",
    ),
    # -- a route in prose from "the start" ------------------------------------------------
    _c(
        "t14o_prose_from_p",
        "one_shot",
        "From P, I go down through (2, 0), (3, 0) and (4, 0), then right along (4, 1), (4, 2) "
        "to (4, 3).",
        S,
        False,
        "from_start",
        why="hard: 'from P' is the start, and every cell after it is named in order",
    ),
    _c(
        "t14o_prose_starting_at_start",
        "one_shot",
        "Starting at the start, the route is (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).",
        S,
        False,
        "from_start",
        why="hard: the start named in words, the cells after it in order",
    ),
    _c(
        "t14o_control_no_start_word",
        "one_shot",
        "The route: (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).",
        F,
        False,
        "from_start",
        why="hard: the route never names the start, so it does not begin at P",
    ),
    _c(
        "t14o_control_from_start_jump",
        "one_shot",
        "From the start: (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).",
        F,
        False,
        "from_start",
        why="hard: from P (1, 0) to (1, 2) is a jump over (1, 1)",
    ),
    # -- a generated maze with p/g in lower case -----------------------------------------
    _c(
        "t14g_lowercase_p_only",
        "generate",
        "MAZE:\n" + _TOP_LEFT3.replace("P", "p"),
        F,
        False,
        "lowercase",
        why="hard: p in lower case is not the encoding's P (the lead's ruling, as S/E)",
    ),
    _c(
        "t14g_lowercase_g_only_prose",
        "generate",
        "Here is a new square maze in the top-left corner.\n\nMAZE:\n"
        + _TOP_LEFT3.replace("G", "g"),
        F,
        False,
        "lowercase",
        why="hard: g in lower case is not the encoding's G (the lead's ruling)",
    ),
    _c(
        "t14g_control_capitals",
        "generate",
        "A small ring in the top-left corner, P and G in capitals.\n\nMAZE:\n" + _TOP_LEFT3,
        S,
        True,
        "lowercase",
    ),
    # -- a turn in degrees to a side -----------------------------------------------------
    _c(
        "t14p_ninety_to_the_right",
        "puzzle",
        "Turn the square at (1, 0) 90 degrees to the right.",
        (2, CW),
        False,
        "degrees",
        why="hard: a turn to the right is clockwise",
    ),
    _c(
        "t14p_quarter_turn_left",
        "puzzle",
        "Square 1 needs a quarter turn to the left.",
        (1, CCW),
        False,
        "degrees",
        why="hard: a turn to the left is counterclockwise",
    ),
    _c(
        "t14p_control_signed_degrees",
        "puzzle",
        "Rotate square 1 by -90 degrees.",
        U,
        False,
        "degrees",
        why="a signed angle names no turn the prompt's words fix (kept: unclear)",
    ),
    # -- axes the reply defines ---------------------------------------------------------
    _c(
        "t14s_xy_form_x_column",
        "solve",
        "Cells are (x, y) with x the column. I am at (0, 1) and go to (0, 2).",
        (2, 0),
        None,
        "axes",
        why="hard: the reply says x is the column, so (0, 2) is row 2, column 0",
    ),
    _c(
        "t14o_xy_form_across",
        "one_shot",
        "Positions as (x, y), x across and y down.\nPATH: (0, 1) (0, 2) (0, 3) (0, 4) (1, 4) "
        "(2, 4) (3, 4)",
        S,
        False,
        "axes",
        why="hard: x across is the column; swapped, the route is the left column then the bottom "
        "row",
    ),
    _c(
        "t14s_control_xy_form_x_row",
        "solve",
        "Writing (x, y) where x is the row: from (1, 0) I step to (2, 0).",
        (2, 0),
        None,
        "axes",
    ),
    # -- index notation ----------------------------------------------------------------
    _c(
        "t14s_index_maze_notation",
        "solve",
        "maze[1][1] is 0, so I move to maze[1][1].",
        (1, 1),
        None,
        "index",
        why="hard: maze[r][c] is the row, then the column, as Python indexes a list of rows",
    ),
    _c(
        "t14s_index_grid_answer_line",
        "solve",
        "Checking grid[0][0]: a wall. grid[2][0]: open.\nMOVE: grid[2][0]",
        (2, 0),
        None,
        "index",
        why="hard: the answer line names grid[2][0], row 2, column 0",
    ),
    _c(
        "t14s_control_index_two_open",
        "solve",
        "board[2][0] and board[1][1] are both open.",
        U,
        None,
        "index",
        why="two cells named open, neither picked",
    ),
    _c(
        "t14s_both_open_plain",
        "solve",
        "Both (2, 0) and (1, 1) are open.",
        U,
        None,
        "index",
        why="the index control's plain form: two cells called open, neither picked",
    ),
    _c(
        "t14s_control_both_open_then_pick",
        "solve",
        "Both (2, 0) and (1, 1) are open. I will move to (2, 0).",
        (2, 0),
        None,
        "index",
    ),
    # -- a shape word before another shape's noun -------------------------------------
    _c(
        "t14r_square_coil_line",
        "recognize",
        "The corridor winds in towards the middle.\nSHAPE: square coil",
        "spiral",
        False,
        "head_noun",
        why="hard: the head noun decides: a square coil is a coil, the spiral's variant",
    ),
    _c(
        "t14r_rectangular_spiral_prose",
        "recognize",
        "It is a rectangular spiral, turning right at every corner.",
        "spiral",
        False,
        "head_noun",
        why="hard: a rectangular spiral is a spiral",
    ),
    _c(
        "t14r_control_square_alone",
        "recognize",
        "Four equal sides around a hollow middle.\nSHAPE: square",
        "square",
        True,
        "head_noun",
    ),
    # -- half-formed answer labels -------------------------------------------------------
    _c(
        "t14s_half_label_move",
        "solve",
        "The cell below is open.\nMOVE (2 0",
        (2, 0),
        None,
        "half_label",
        why="hard: the label without a colon and the numbers without a comma still name one cell",
    ),
    _c(
        "t14p_half_label_rotate",
        "puzzle",
        "ROTATE (1 1) counterclockwise",
        (3, CCW),
        False,
        "half_label",
        why="hard: the label without a colon, the numbers without a comma",
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
    return form_problems(all_cases() if cases is None else cases, "t14", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune14.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits the v7 set found misread (issue 35, seventh round).

v7 was measured once by the lead and is tuning data now. These are the same habits in several
variants each, written and labelled *before* the readers were changed, so the fix is a rule for
the habit, not for v7's wording (a blind set written by someone else measures it). Each habit
also has its near variants a model would write (other languages, other separators, other
wrappers) and a control that must keep reading as it did:

* ``mazes_no_pick``: two candidate mazes (labelled Option/Version/Design, or two ``MAZE:``
  lines) and no choice between them: no answer; with a choice, the chosen one.
* ``choice_left_to_user``: two cells on the answer line itself ("MOVE: (2, 0) or (1, 1),
  whichever you prefer", "(2, 0) / (1, 1)", "(2, 0) 或 (1, 1)"): no answer.
* ``path_lines_no_pick``: two ``PATH:`` lines offered as equal ("both take six moves", "or",
  "Alternatively:"): no answer; a rejection of one, or a correction, picks the other.
* ``wrong_maze_letters``: a matrix maze whose player and goal are written with other letters
  than the prompt's P and G (S/E, S/G, A/B): the maze the requirements ask for has no P or G,
  so it fails (the lead's v7 ruling). The coordinate list's ``Start:``/``End:`` *labels* are
  words naming the same lists and still read (a control).
* ``both_directions``: both turn directions on the one answer line ("clockwise
  counterclockwise", "clockwise/counterclockwise", "顺时针或逆时针"): no answer; a direction
  taken back by a later line, or negated in the line ("counterclockwise (not clockwise)"),
  is the other.
* ``direction_word``: a solve answer line (``MOVE:``, ``Answer:``, ``答案：``, a final-answer
  heading, or a one-word reply) whose value is a direction word alone, in English (also
  compass words) or another language (Chinese, Spanish, German): the neighbouring cell in that
  direction; two directions there are no answer.
* ``latex_spacing``: LaTeX spacing commands inside a boxed or math cell (``\\ ``, ``\\,``,
  ``~``, ``\\quad``, ``\\left(``): the cell.
* ``square_in_words``: a puzzle square named by a number word ("square two", "square number
  three", "position one", "square zero"): that square; strict is a format miss.
* ``fullwidth_digits``: full-width digits or brackets in an answer line: read flexibly, a
  format miss strictly (the prompt's cell form is ASCII ``(row, col)``).
* ``answer_lines_no_pick``: two answer lines offered as alternatives: no answer, and the strict
  reading does not credit the last one (it is one of two offered); a correction is a control.

Labels follow ``corpus_reading``'s conventions (``corpus_form``); the strict labels follow issue
35's strict policy (``experiments/maze/scoring/__init__.py``) with the lead's rulings. Mazes:
``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle replies are
for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    case_maker,
    coord_list,
    form_problems,
    halves,
    print_counts,
    spaced_cells,
    unique_cases,
)
from corpus_mazes import MAZES, NEW_MATRIX, PLUS_MATRIX
from corpus_reading import BAD_PATH, FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

NEW2_MATRIX = """\
1 1 1 1 1
1 1 1 1 1
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1"""
"""Another valid answer: a 3x3 ring in the bottom-left corner, P at (2,0), G at (4,2)."""


def _letters(matrix: str, player: str, goal: str) -> str:
    """``matrix`` with its P and G written as ``player`` and ``goal``."""
    return matrix.replace("P", player).replace("G", goal)


_FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")

STYLES: list[Reply] = [
    # -- two mazes, no pick -----------------------------------------------------------------
    _c(
        "t8g_option_maze_lines_both",
        "generate",
        f"Option 1:\nMAZE:\n{NEW_MATRIX}\n\nOption 2:\nMAZE:\n{NEW2_MATRIX}\n\n"
        "Both keep the square ring.",
        U,
        False,
        "mazes_no_pick",
        why="two different mazes offered as options, none chosen",
    ),
    _c(
        "t8g_version_a_b_either",
        "generate",
        f"Version A:\n{NEW2_MATRIX}\n\nVersion B:\n{PLUS_MATRIX}\n\nEither would do.",
        U,
        False,
        "mazes_no_pick",
        why="two different mazes, none chosen",
    ),
    _c(
        "t8g_two_maze_lines_whichever",
        "generate",
        f"Here are two square mazes.\n\nMAZE:\n{NEW_MATRIX}\n\nMAZE:\n{NEW2_MATRIX}\n\n"
        "Pick whichever you like.",
        U,
        False,
        "mazes_no_pick",
        why="two different mazes, the choice left to the reader",
    ),
    _c(
        "t8g_design_1_2_pick_2",
        "generate",
        f"Design 1:\n{PLUS_MATRIX}\n\nDesign 2:\n{NEW_MATRIX}\n\nDesign 1 is a plus, not a "
        "square, so I'll go with design 2.",
        S,
        False,
        "mazes_no_pick",
    ),
    _c(
        "t8g_option_maze_lines_pick_1",
        "generate",
        f"Option 1:\nMAZE:\n{NEW2_MATRIX}\n\nOption 2:\nMAZE:\n{PLUS_MATRIX}\n\n"
        "My final answer is option 1.",
        S,
        False,
        "mazes_no_pick",
    ),
    # -- the choice left to the user on the answer line -------------------------------------
    _c(
        "t8s_move_or_your_call",
        "solve",
        "Both neighbours are open.\n\nMOVE: (1, 1) or (2, 0) — your call.",
        U,
        None,
        "choice_left_to_user",
        why="two cells on the answer line, the choice left to the user",
    ),
    _c(
        "t8s_move_slash",
        "solve",
        "MOVE: (2, 0) / (1, 1)",
        U,
        None,
        "choice_left_to_user",
        why="two cells on the answer line separated by a slash",
    ),
    _c(
        "t8s_zh_answer_or",
        "solve",
        "两个方向都可以。\n答案：(2, 0) 或 (1, 1)",
        U,
        None,
        "choice_left_to_user",
        why="two cells joined by 或 (or), none chosen",
    ),
    _c(
        "t8s_either_you_prefer_prose",
        "solve",
        "You can go to (2, 0) or to (1, 1), whichever you prefer.",
        U,
        None,
        "choice_left_to_user",
        why="two cells offered, the choice left to the user",
    ),
    _c(
        "t8p_rotate_two_squares_or",
        "puzzle",
        "ROTATE: (0, 1) or (1, 1), clockwise",
        U,
        False,
        "choice_left_to_user",
        why="two squares on the answer line, none chosen",
    ),
    _c(
        "t8s_or_then_decided_line",
        "solve",
        "(2, 0) or (1, 1)? I'll take (2, 0), the straight column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "choice_left_to_user",
    ),
    # -- two PATH lines, no pick ------------------------------------------------------------
    _c(
        "t8o_two_path_lines_equal",
        "one_shot",
        f"PATH: {spaced_cells(PATH_A)}\n\nPATH: {spaced_cells(PATH_B)}\n\nEach is six moves.",
        U,
        False,
        "path_lines_no_pick",
        why="two valid paths given as equal, none chosen",
    ),
    _c(
        "t8o_path_or_path",
        "one_shot",
        f"PATH: {spaced_cells(PATH_B)}\nor\nPATH: {spaced_cells(PATH_A)}",
        U,
        False,
        "path_lines_no_pick",
        why="two paths joined by 'or', none chosen",
    ),
    _c(
        "t8o_path_alternatively",
        "one_shot",
        f"PATH: {spaced_cells(PATH_A)}\n\nAlternatively:\nPATH: {spaced_cells(PATH_B)}",
        U,
        False,
        "path_lines_no_pick",
        why="a second path offered as an alternative, none chosen",
    ),
    _c(
        "t8o_two_path_lines_second_picked",
        "one_shot",
        f"PATH: {spaced_cells(BAD_PATH)}\n\nPATH: {spaced_cells(PATH_A)}\n\nThe first crosses (2, 1), a "
        "wall, so the second is my answer.",
        S,
        False,
        "path_lines_no_pick",
    ),
    _c(
        "t8o_path_corrected",
        "one_shot",
        f"PATH: {spaced_cells(BAD_PATH)}\n\nWait, (2, 1) is a wall. Corrected:\n\nPATH: "
        f"{spaced_cells(PATH_A)}",
        S,
        True,
        "path_lines_no_pick",
    ),
    # -- other letters for P and G ----------------------------------------------------------
    _c(
        "t8g_s_e_letters_new",
        "generate",
        f"MAZE:\n{_letters(NEW_MATRIX, 'S', 'E')}",
        F,
        False,
        "wrong_maze_letters",
        why="hard: S and E stand for start and end, but the requirements ask for P and G",
    ),
    _c(
        "t8g_s_g_letters_fenced",
        "generate",
        f"Start is S, goal is G.\n\n```\n{_letters(NEW2_MATRIX, 'S', 'G')}\n```",
        F,
        False,
        "wrong_maze_letters",
        why="hard: the maze has no P, which the requirements ask for by name",
    ),
    _c(
        "t8g_a_b_letters",
        "generate",
        f"A is where you begin, B where you finish.\nMAZE:\n{_letters(NEW_MATRIX, 'A', 'B')}",
        F,
        False,
        "wrong_maze_letters",
    ),
    _c(
        "t8g_coord_start_end_labels",
        "generate",
        "MAZE:\n"
        + coord_list(NEW_MATRIX).replace("Player position:", "Start:").replace("Goal:", "End:"),
        S,
        False,
        "wrong_maze_letters",
        encoding="coord_list",
    ),
    # -- both directions on one line --------------------------------------------------------
    _c(
        "t8p_cw_slash_ccw",
        "puzzle",
        "ROTATE: (1, 0) clockwise/counterclockwise",
        U,
        False,
        "both_directions",
        why="both directions on the answer line",
    ),
    _c(
        "t8p_cw_or_ccw",
        "puzzle",
        "The link needs (0, 1) turned.\nROTATE: (0, 1) clockwise or counterclockwise",
        U,
        False,
        "both_directions",
        why="both directions offered, none chosen",
    ),
    _c(
        "t8p_zh_both_directions",
        "puzzle",
        "ROTATE: (1, 1) 顺时针或逆时针",
        U,
        False,
        "both_directions",
        why="both directions (顺时针 or 逆时针) on the answer line",
    ),
    _c(
        "t8p_square_ccw_cw",
        "puzzle",
        "ROTATE: square 3 counterclockwise clockwise",
        U,
        False,
        "both_directions",
        why="both directions on the answer line",
    ),
    _c(
        "t8p_direction_corrected",
        "puzzle",
        "ROTATE: (1, 0) clockwise\n\nNo wait, that breaks the link to (0, 0).\n\n"
        "ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "both_directions",
    ),
    _c(
        "t8p_ccw_not_cw",
        "puzzle",
        "ROTATE: (0, 0) counterclockwise (not clockwise)",
        (0, CCW),
        False,
        "both_directions",
        why="hard: the parenthesis negates the other direction",
    ),
    # -- a direction word as the solve answer -----------------------------------------------
    _c(
        "t8s_move_right_word",
        "solve",
        "The top corridor is open.\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        why="hard: 'right' from (1, 0) is (1, 1); the asked form is a cell",
    ),
    _c(
        "t8s_zh_answer_right",
        "solve",
        "右边是空的，可以一直走到最右边。\n答案：向右",
        (1, 1),
        None,
        "direction_word",
        why="hard: 向右 (right) from (1, 0) is (1, 1)",
    ),
    _c(
        "t8s_zh_answer_down_bare",
        "solve",
        "答案：下",
        (2, 0),
        None,
        "direction_word",
        why="hard: 下 (down) from (1, 0) is (2, 0)",
    ),
    _c(
        "t8s_move_south",
        "solve",
        "MOVE: south",
        (2, 0),
        None,
        "direction_word",
        why="hard: south is down on a grid with row 0 at the top",
    ),
    _c(
        "t8s_final_answer_heading_down",
        "solve",
        "Going right reaches G in six moves, and so does going down the left column; down "
        "keeps to the edge.\n\n**Final answer:** Down",
        (2, 0),
        None,
        "direction_word",
    ),
    _c(
        "t8s_one_word_down",
        "solve",
        "Down.",
        (2, 0),
        None,
        "direction_word",
    ),
    _c(
        "t8s_move_up_into_wall",
        "solve",
        "MOVE: up",
        (0, 0),
        None,
        "direction_word",
        why="hard: 'up' names (0, 0), a wall: the move read is the wall",
    ),
    _c(
        "t8s_move_spanish_abajo",
        "solve",
        "La columna izquierda está libre.\nMOVE: abajo",
        (2, 0),
        None,
        "direction_word",
        why="hard: 'abajo' (Spanish: down) from (1, 0) is (2, 0)",
    ),
    _c(
        "t8s_move_german_rechts",
        "solve",
        "MOVE: rechts",
        (1, 1),
        None,
        "direction_word",
        why="hard: 'rechts' (German: right) from (1, 0) is (1, 1)",
    ),
    _c(
        "t8s_move_down_or_right_words",
        "solve",
        "MOVE: down or right",
        U,
        None,
        "direction_word",
        why="two directions on the answer line, none chosen",
    ),
    _c(
        "t8s_zh_down_slash_right",
        "solve",
        "答案：向下/向右",
        U,
        None,
        "direction_word",
        why="two directions on the answer line, none chosen",
    ),
    # -- LaTeX spacing inside a cell --------------------------------------------------------
    _c(
        "t8s_boxed_backslash_space",
        "solve",
        "<think>\nRight is open. Wait, is (1,1) open? Row 1 is P 0 0 0 1, so yes.\n</think>\n\n"
        "\\[ \\boxed{(1,\\ 1)} \\]",
        (1, 1),
        None,
        "latex_spacing",
    ),
    _c(
        "t8s_boxed_thin_space",
        "solve",
        "The answer is $\\boxed{(2,\\,0)}$.",
        (2, 0),
        None,
        "latex_spacing",
    ),
    _c(
        "t8s_boxed_left_right",
        "solve",
        "**Final Answer**\n\\[\\boxed{\\left(1, 1\\right)}\\]",
        (1, 1),
        None,
        "latex_spacing",
    ),
    _c(
        "t8s_boxed_tilde",
        "solve",
        "Down is open: $\\boxed{(2,~0)}$",
        (2, 0),
        None,
        "latex_spacing",
    ),
    _c(
        "t8s_boxed_quad",
        "solve",
        "\\boxed{(2,\\quad 0)}",
        (2, 0),
        None,
        "latex_spacing",
    ),
    _c(
        "t8p_math_thin_space_rotate",
        "puzzle",
        "ROTATE: $(0,\\,1)$ clockwise",
        (1, CW),
        False,
        "latex_spacing",
    ),
    # -- a square named in words ------------------------------------------------------------
    _c(
        "t8p_square_two_words",
        "puzzle",
        "Rotate square two counterclockwise.",
        (2, CCW),
        False,
        "square_in_words",
    ),
    _c(
        "t8p_square_zero_line",
        "puzzle",
        "ROTATE: square zero clockwise",
        (0, CW),
        False,
        "square_in_words",
        why="hard: 'square zero' is square 0 spelled out; the prompt's form has digits",
    ),
    _c(
        "t8p_square_number_three",
        "puzzle",
        "I'd turn square number three clockwise.",
        (3, CW),
        False,
        "square_in_words",
    ),
    _c(
        "t8p_position_one",
        "puzzle",
        "Turn position one counterclockwise.",
        (1, CCW),
        False,
        "square_in_words",
    ),
    _c(
        "t8p_square_digit_control",
        "puzzle",
        "ROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_in_words",
    ),
    # -- full-width digits and brackets -----------------------------------------------------
    _c(
        "t8s_fullwidth_digits_move",
        "solve",
        "Down is open.\nMOVE: (２, ０)",
        (2, 0),
        None,
        "fullwidth_digits",
        why="hard: full-width digits are the cell (2, 0), but not the prompt's ASCII form",
    ),
    _c(
        "t8s_fullwidth_brackets_move",
        "solve",
        "MOVE: （1, 1）",
        (1, 1),
        None,
        "fullwidth_digits",
    ),
    _c(
        "t8p_fullwidth_digits_rotate",
        "puzzle",
        "ROTATE: (０, １) clockwise",
        (1, CW),
        False,
        "fullwidth_digits",
    ),
    _c(
        "t8o_fullwidth_digits_path",
        "one_shot",
        f"PATH: {spaced_cells(PATH_A).translate(_FULLWIDTH)}",
        S,
        False,
        "fullwidth_digits",
    ),
    # -- two answer lines, no pick ----------------------------------------------------------
    _c(
        "t8s_two_move_lines_alternatively",
        "solve",
        "MOVE: (1, 1)\n\nAlternatively:\nMOVE: (2, 0)",
        U,
        None,
        "answer_lines_no_pick",
        why="a second move offered as an alternative, none chosen",
    ),
    _c(
        "t8p_two_rotate_lines_or",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nor\nROTATE: (1, 1) clockwise",
        U,
        False,
        "answer_lines_no_pick",
        why="two moves joined by 'or', none chosen",
    ),
    _c(
        "t8s_two_move_lines_either_fine",
        "solve",
        "Either is fine:\nMOVE: (2, 0)\nMOVE: (1, 1)",
        U,
        None,
        "answer_lines_no_pick",
        why="two moves called fine, none chosen",
    ),
    _c(
        "t8s_two_move_lines_corrected",
        "solve",
        "MOVE: (1, 1)\nHmm, no: down is the shorter way along the edge.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "answer_lines_no_pick",
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
    return form_problems(all_cases() if cases is None else cases, "t8", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune8.py: counts, no reader
    print_counts(all_cases(), problems())

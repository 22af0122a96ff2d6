"""Tuning cases for the habits the v6 set found misread (issue 35, sixth round).

v6 was measured once by the lead and is tuning data now. These are the same habits in several
variants each, written and labelled *before* the readers were changed, so the fix is a rule for
the habit, not for v6's wording (a blind set written by someone else measures it):

* ``prose_alternatives``: two moves called equally good in prose ("X works, and so does Y",
  "either is fine") and no commitment: no answer; with a commitment, the committed one.
* ``routes_no_pick``: two whole routes labelled Route/Path 1 and 2 (or A and B) and no choice:
  no answer, even when both are valid; with a choice, the chosen one.
* ``numbered_pick``: a numbered or lettered list of moves and a choice naming an item by its
  number or letter ("I'll go with 1", "my pick is (b)"): that item, not the last.
* ``path_off_start``: a ``PATH:`` line whose first cells lie before the start (a wall, or off
  the board) and step onto it: the written path crosses a wall, so it fails (strict too).
* ``options_lettered_prose``: "Option A: ... Option B: ..." and a pick of the letter in prose.
* ``label_bare_pair``: ``MOVE: 2, 0`` — a label followed by a bare pair: the cell (flexible).
* ``angle_brackets_kept``: ``SHAPE: <square>``: the name is read flexibly; strict format miss.
* ``boxed_value``: ``\\boxed{...}`` around the value on a label line: flexible only.
* ``json_maze_other_encoding``: a JSON maze of walls, player and goal where the matrix was
  asked: JSON is neither encoding, so the maze is read (flexible); strict is a format miss.
* ``maze_picked_by_place``: two mazes and "my answer is the second" / "I'll go with the first":
  the maze at that place; no pick is no answer.

(The last two habits were added in the same round after the first readers changed, from t6's
two held-out misses, and labelled before the generation reader changed.)

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
    form_problems,
    halves,
    json_maze,
    print_counts,
    spaced_cells,
    unique_cases,
)
from corpus_mazes import MAZES, NEW_MATRIX, PLUS_MATRIX
from corpus_reading import FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""
_c = case_maker(WHY)


STYLES: list[Reply] = [
    # -- two moves called equally good, no commitment ----------------------------------------
    _c(
        "t7s_both_work_no_pick",
        "solve",
        "Right to (1, 1) is open, and so is down to (2, 0). Both are fine.",
        U,
        None,
        "prose_alternatives",
        why="two moves called fine, none chosen",
    ),
    _c(
        "t7s_either_works",
        "solve",
        "(2, 0) is a valid move. (1, 1) would also work. Either one gets me closer.",
        U,
        None,
        "prose_alternatives",
        why="two moves called valid, none chosen",
    ),
    _c(
        "t7s_could_go_either",
        "solve",
        "From (1, 0) I could step to (1, 1) or just as well to (2, 0); both lead to the goal.",
        U,
        None,
        "prose_alternatives",
        why="two moves offered as equal, none chosen",
    ),
    _c(
        "t7s_both_work_then_pick",
        "solve",
        "Down to (2, 0) works, and so does right to (1, 1). I'll go down: (2, 0).",
        (2, 0),
        None,
        "prose_alternatives",
    ),
    _c(
        "t7s_either_then_move_line",
        "solve",
        "Either (1, 1) or (2, 0) is fine.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "prose_alternatives",
    ),
    # -- two routes, no pick ----------------------------------------------------------------
    _c(
        "t7o_path_1_path_2_no_pick",
        "one_shot",
        f"Path 1: {spaced_cells(PATH_A)}\nPath 2: {spaced_cells(PATH_B)}\n\nEither one works.",
        U,
        False,
        "routes_no_pick",
        why="two valid paths offered, none chosen",
    ),
    _c(
        "t7o_route_a_route_b_no_pick",
        "one_shot",
        f"Route A: {PATH_B}\nRoute B: {PATH_A}\n\nBoth are six moves long.",
        U,
        False,
        "routes_no_pick",
        why="two valid routes offered, none chosen",
    ),
    _c(
        "t7o_two_routes_bulleted_no_pick",
        "one_shot",
        f"Two shortest routes:\n- {spaced_cells(PATH_A)}\n- {spaced_cells(PATH_B)}",
        U,
        False,
        "routes_no_pick",
        why="two valid routes listed, none chosen",
    ),
    _c(
        "t7o_route_1_2_pick_1",
        "one_shot",
        f"Route 1: {spaced_cells(PATH_A)}\nRoute 2: {spaced_cells(PATH_B)}\n\nI'll take Route 1.",
        SUCCESS,
        False,
        "routes_no_pick",
    ),
    _c(
        "t7o_routes_then_path_line",
        "one_shot",
        f"Route 1: {spaced_cells(PATH_A)}\nRoute 2: {spaced_cells(PATH_B)}\n\nPATH: {spaced_cells(PATH_B)}",
        SUCCESS,
        True,
        "routes_no_pick",
    ),
    # -- a numbered or lettered list and a pick by its number or letter ---------------------
    _c(
        "t7p_numbered_pick_2",
        "puzzle",
        "1. Turn (1, 1) clockwise.\n2. Turn (0, 1) counterclockwise.\n\nI'll go with 2.",
        (1, CCW),
        False,
        "numbered_pick",
    ),
    _c(
        "t7p_numbered_pick_first_of_three",
        "puzzle",
        "1. Rotate (1, 0) counterclockwise.\n2. Rotate (0, 0) clockwise.\n"
        "3. Rotate (1, 1) clockwise.\n\nMy choice: 1.",
        (2, CCW),
        False,
        "numbered_pick",
    ),
    _c(
        "t7s_numbered_pick_1",
        "solve",
        "1. Move to (2, 0).\n2. Move to (1, 1).\n\nI'll go with 1.",
        (2, 0),
        None,
        "numbered_pick",
    ),
    _c(
        "t7s_lettered_pick_b",
        "solve",
        "a) (1, 1)\nb) (2, 0)\n\nMy pick is b.",
        (2, 0),
        None,
        "numbered_pick",
    ),
    _c(
        "t7p_numbered_no_pick",
        "puzzle",
        "1. Turn (0, 0) clockwise.\n2. Turn (1, 0) counterclockwise.\n\nEither could help.",
        U,
        False,
        "numbered_pick",
        why="two moves listed, none chosen",
    ),
    # -- a path whose first cells lie before the start --------------------------------------
    _c(
        "t7o_path_from_wall_above",
        "one_shot",
        "PATH: (0, 1) (1, 1) (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        FAIL,
        False,
        "path_off_start",
    ),
    _c(
        "t7o_path_from_off_board",
        "one_shot",
        "PATH: (1, -1) (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        FAIL,
        False,
        "path_off_start",
    ),
    _c(
        "t7o_path_through_wall_to_start",
        "one_shot",
        "PATH: (0, 0) (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)",
        FAIL,
        False,
        "path_off_start",
    ),
    _c(
        "t7o_prose_cells_then_path",
        "one_shot",
        f"The player is at (1, 0) and (0, 0) above it is a wall.\n\nPATH: {spaced_cells(PATH_A)}",
        SUCCESS,
        True,
        "path_off_start",
    ),
    # -- lettered options picked in prose ---------------------------------------------------
    _c(
        "t7s_option_a_b_pick_a",
        "solve",
        "Option A: step right to (1, 1).\nOption B: step down to (2, 0).\n\n"
        "A heads along the top corridor, so I'll go with A.",
        (1, 1),
        None,
        "options_lettered_prose",
    ),
    _c(
        "t7s_option_1_2_choose_2",
        "solve",
        "Option 1: (1, 1)\nOption 2: (2, 0)\n\nI choose option 2.",
        (2, 0),
        None,
        "options_lettered_prose",
    ),
    # -- a label and a bare pair ------------------------------------------------------------
    _c(
        "t7s_move_bare_pair",
        "solve",
        "Right is open.\nMOVE: 1, 1",
        (1, 1),
        None,
        "label_bare_pair",
        why="hard: the pair after the label is the cell, without the asked parentheses",
    ),
    # -- angle brackets kept, boxed value ---------------------------------------------------
    _c(
        "t7r_angle_brackets_triangle",
        "recognize",
        "SHAPE: <triangle>",
        "triangle",
        False,
        "angle_brackets_kept",
    ),
    _c(
        "t7r_angle_brackets_spiral",
        "recognize",
        "It winds inward.\nSHAPE: <spiral>",
        "spiral",
        False,
        "angle_brackets_kept",
    ),
    _c(
        "t7r_boxed_cross",
        "recognize",
        "SHAPE: \\boxed{cross}",
        "cross",
        False,
        "boxed_value",
    ),
    _c(
        "t7r_boxed_text_spiral",
        "recognize",
        "SHAPE: $\\boxed{\\textbf{spiral}}$",
        "spiral",
        False,
        "boxed_value",
    ),
    _c(
        "t7p_boxed_rotate",
        "puzzle",
        "ROTATE: $\\boxed{(0, 1) \\text{ clockwise}}$",
        (1, CW),
        False,
        "boxed_value",
    ),
    # -- JSON mazes where the matrix was asked ----------------------------------------------
    _c(
        "t7g_json_walls_plain",
        "generate",
        "Here is my maze:\n" + json_maze(NEW_MATRIX),
        SUCCESS,
        False,
        "json_maze_other_encoding",
    ),
    _c(
        "t7g_json_walls_plus_fenced",
        "generate",
        "MAZE:\n```json\n" + json_maze(PLUS_MATRIX) + "\n```",
        FAIL,
        False,
        "json_maze_other_encoding",
    ),
    # -- two mazes and a pick by place ------------------------------------------------------
    _c(
        "t7g_pick_the_first",
        "generate",
        "Maze one:\n\n"
        + NEW_MATRIX
        + "\n\nMaze two:\n\n"
        + PLUS_MATRIX
        + "\n\nThe second breaks the square, so I'll go with the first.",
        SUCCESS,
        False,
        "maze_picked_by_place",
    ),
    _c(
        "t7g_answer_is_the_second_plus",
        "generate",
        "Draft:\n\n"
        + NEW_MATRIX
        + "\n\nAnother:\n\n"
        + PLUS_MATRIX
        + "\n\nMy answer is the second.",
        FAIL,
        False,
        "maze_picked_by_place",
    ),
    _c(
        "t7g_two_mazes_either",
        "generate",
        "One way:\n\n"
        + NEW_MATRIX
        + "\n\nAnother way:\n\n"
        + PLUS_MATRIX
        + "\n\nEither could be the answer.",
        U,
        False,
        "maze_picked_by_place",
        why="two different mazes and no pick",
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
    return form_problems(all_cases() if cases is None else cases, "t7", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune7.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits the v8 set found misread (issue 35, eighth round).

v8 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the
habit, not for v8's wording (a blind set written by someone else measures it). Each habit has
its near variants and controls that must still abstain:

* ``choice_by_description``: a solve reply lists its options each with a direction ("down to
  (2, 0) or right to (1, 1)") and then picks one by description ("the right-hand one", "the
  lower one", "the first one", "the second option"): that option. A description that matches
  two options or none, or two descriptions joined by "or", is no answer.
* ``lettered_choice``: lettered or numbered candidates ("(a) square, (b) C", "A. spiral\\nB.
  square", "(a) (2, 0), (b) (1, 1)") and a pick by letter ("so (a)", "option B", "choice B",
  "选 B"): the candidate so lettered. A letter no candidate has, or "(a) or (b)", is no answer.
* ``direction_steps``: a direction with a step count of one as the whole reply or the answer
  ("Go right one step.", "向右走一步", "一步向下", "Move 1 down.", "MOVE: one step right"): the
  neighbouring cell. A count above one ("Move 2 down.", "向右走两步") is not one move: no answer.
* ``coord_not_encoder_text``: a coordinate-list maze read strictly must be the encoder's text
  (modulo trailing whitespace): spaces inside the cells, no space after the commas between
  cells, P's and G's cells listed on the ``Empty:`` line, or the cells out of the encoder's order
  are format misses the flexible reading still reads. The encoder's own text is the control.
* ``trailing_symbol``: a symbol or emoji after the answer on a strict answer line ("SHAPE:
  square ✅", "MOVE: (2, 0) ✓", "ROTATE: (1, 0) clockwise 🎉"): flexible reads it, strict is a
  format miss; bold around the name alone stays in format (a control).

Labels follow ``corpus_reading``'s conventions (``corpus_form``); the strict labels follow issue
35's strict policy (``experiments/maze/scoring/__init__.py``). Mazes: ``corpus_mazes``'s
ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle replies are for a 2x2 board
(square index ``2 * row + col``).
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
    unique_cases,
)
from corpus_mazes import MAZES, NEW_MATRIX
from corpus_reading import SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

NEW_COORD = coord_list(NEW_MATRIX)
"""A valid square answer in the encoder's own coordinate-list text."""


def _reordered(coord: str) -> str:
    """``coord`` with each list's cells in reverse order (the encoder writes them row-major)."""
    out = []
    for line in coord.splitlines():
        label, _, cells = line.partition(": ")
        out.append(f"{label}: {', '.join(reversed(cells.split(', ')))}" if cells else line)
    return "\n".join(out)


def _with_pg_in_empty(coord: str) -> str:
    """``coord`` with the player's and goal's cells added to the ``Empty:`` line."""
    lines = coord.splitlines()
    player = lines[2].partition(": ")[2]
    goal = lines[3].partition(": ")[2]
    lines[1] = f"{lines[1]}, {player}, {goal}"
    return "\n".join(lines)


STYLES: list[Reply] = [
    # -- a pick among listed options by description ------------------------------------------
    _c(
        "t9s_take_right_one",
        "solve",
        "Two ways are open: down to (2, 0) or right to (1, 1). I'll take the right one.",
        (1, 1),
        None,
        "choice_by_description",
        why="hard: 'the right one' picks the option to the right",
    ),
    _c(
        "t9s_lower_one",
        "solve",
        "The open cells are (2, 0) below me and (1, 1) to my right. I'll go with the lower one.",
        (2, 0),
        None,
        "choice_by_description",
        why="hard: 'the lower one' is the option below",
    ),
    _c(
        "t9s_first_one",
        "solve",
        "Options: going down to (2, 0), or going right to (1, 1). I choose the first one.",
        (2, 0),
        None,
        "choice_by_description",
    ),
    _c(
        "t9s_second_option",
        "solve",
        "I could move right to (1, 1) or down to (2, 0). I'll pick the second option.",
        (2, 0),
        None,
        "choice_by_description",
    ),
    _c(
        "t9s_left_hand_none",
        "solve",
        "Two ways are open: down to (2, 0) or right to (1, 1). I'll commit to the left-hand one.",
        U,
        None,
        "choice_by_description",
        why="no listed option is to the left: the description matches none",
    ),
    _c(
        "t9s_lower_two_match",
        "solve",
        "Open: down to (2, 0), right to (1, 1), and further down to (3, 0). I'll take the lower "
        "one.",
        U,
        None,
        "choice_by_description",
        why="two options lie down: the description matches two",
    ),
    _c(
        "t9s_first_or_second",
        "solve",
        "Options: down to (2, 0) or right to (1, 1). The first one or the second one, both work.",
        U,
        None,
        "choice_by_description",
        why="two descriptions joined by 'or': no pick",
    ),
    # -- lettered candidates picked by letter ------------------------------------------------
    _c(
        "t9r_candidates_so_b",
        "recognize",
        "Candidates: (a) C, (b) square, (c) plus. Only the ring closes all four sides, so (b).",
        "square",
        False,
        "lettered_choice",
    ),
    _c(
        "t9r_option_b_lines",
        "recognize",
        "Options:\nA. spiral\nB. square\nC. Z\n\nThe loop is closed, so the answer is option B.",
        "square",
        False,
        "lettered_choice",
    ),
    _c(
        "t9r_choice_b_inline",
        "recognize",
        "A) plus, B) square, C) L. Every side of the ring is closed: choice B.",
        "square",
        False,
        "lettered_choice",
    ),
    _c(
        "t9r_zh_xuan_b",
        "recognize",
        "选项：(A) Z，(B) square，(C) spiral。四条边都封闭，选 B。",
        "square",
        False,
        "lettered_choice",
    ),
    _c(
        "t9r_a_or_b",
        "recognize",
        "Candidates: (a) square, (b) C, (c) spiral. It is (a) or (b), I can't tell.",
        U,
        False,
        "lettered_choice",
        why="two letters joined by 'or': no pick",
    ),
    _c(
        "t9r_letter_unlisted",
        "recognize",
        "Candidates: (a) square, (b) C, (c) spiral. So (d).",
        U,
        False,
        "lettered_choice",
        why="the letter picked names no listed candidate",
    ),
    _c(
        "t9s_lettered_cells_pick_b",
        "solve",
        "Options: (a) (2, 0), (b) (1, 1). Both are open; I choose (b).",
        (1, 1),
        None,
        "lettered_choice",
    ),
    # -- a direction with a step count -------------------------------------------------------
    _c(
        "t9s_go_right_one_step",
        "solve",
        "Go right one step.",
        (1, 1),
        None,
        "direction_steps",
    ),
    _c(
        "t9s_zh_one_step_down",
        "solve",
        "一步向下。",
        (2, 0),
        None,
        "direction_steps",
    ),
    _c(
        "t9s_zh_right_walk_one_step",
        "solve",
        "向右走一步",
        (1, 1),
        None,
        "direction_steps",
    ),
    _c(
        "t9s_move_1_down",
        "solve",
        "Move 1 down.",
        (2, 0),
        None,
        "direction_steps",
    ),
    _c(
        "t9s_move_label_one_step_right",
        "solve",
        "Down leads into a dead end, I think.\n\nMOVE: one step right",
        (1, 1),
        None,
        "direction_steps",
    ),
    _c(
        "t9s_move_2_down",
        "solve",
        "Move 2 down.",
        U,
        None,
        "direction_steps",
        why="two steps are not one move",
    ),
    _c(
        "t9s_zh_two_steps",
        "solve",
        "向右走两步。",
        U,
        None,
        "direction_steps",
        why="两步 (two steps) is not one move",
    ),
    _c(
        "t9s_one_step_either",
        "solve",
        "Right one step or down one step.",
        U,
        None,
        "direction_steps",
        why="two directions offered, none chosen",
    ),
    # -- coordinate lists not in the encoder's text ------------------------------------------
    _c(
        "t9g_coord_encoder_text",
        "generate",
        f"A square ring in the top-right corner.\n\nMAZE:\n{NEW_COORD}",
        S,
        True,
        "coord_not_encoder_text",
        encoding="coord_list",
    ),
    _c(
        "t9g_coord_trailing_spaces",
        "generate",
        "MAZE:\n" + "\n".join(line + "  " for line in NEW_COORD.splitlines()),
        S,
        True,
        "coord_not_encoder_text",
        encoding="coord_list",
    ),
    _c(
        "t9g_coord_spaces_in_cells",
        "generate",
        "MAZE:\n" + NEW_COORD.replace(",", ", ").replace(",  ", ", "),
        S,
        False,
        "coord_not_encoder_text",
        why="hard: '(0, 2)' instead of the encoder's '(0,2)'",
        encoding="coord_list",
    ),
    _c(
        "t9g_coord_no_space_between",
        "generate",
        "MAZE:\n" + NEW_COORD.replace(", ", ","),
        S,
        False,
        "coord_not_encoder_text",
        why="hard: no space after the commas between cells",
        encoding="coord_list",
    ),
    _c(
        "t9g_coord_pg_in_empty",
        "generate",
        "MAZE:\n" + _with_pg_in_empty(NEW_COORD),
        S,
        False,
        "coord_not_encoder_text",
        why="hard: the Empty line lists P's and G's cells, which the encoder leaves out",
        encoding="coord_list",
    ),
    _c(
        "t9g_coord_reordered",
        "generate",
        "MAZE:\n" + _reordered(NEW_COORD),
        S,
        False,
        "coord_not_encoder_text",
        why="hard: the cells out of the encoder's row-major order",
        encoding="coord_list",
    ),
    # -- a symbol after the answer on the strict line ----------------------------------------
    _c(
        "t9r_shape_check_emoji",
        "recognize",
        "The empty cells form a closed ring.\n\nSHAPE: square ✅",
        "square",
        False,
        "trailing_symbol",
    ),
    _c(
        "t9r_shape_bold_party",
        "recognize",
        "SHAPE: **square** 🎉",
        "square",
        False,
        "trailing_symbol",
    ),
    _c(
        "t9r_shape_check_mark",
        "recognize",
        "SHAPE: Square ✓",
        "square",
        False,
        "trailing_symbol",
    ),
    _c(
        "t9r_shape_bold_control",
        "recognize",
        "The ring is closed.\n\nSHAPE: **Square**",
        "square",
        True,
        "trailing_symbol",
    ),
    _c(
        "t9s_move_check_mark",
        "solve",
        "Down stays on the open column.\n\nMOVE: (2, 0) ✓",
        (2, 0),
        None,
        "trailing_symbol",
    ),
    _c(
        "t9p_rotate_party",
        "puzzle",
        "Turning the bottom-left pipe connects it upward.\n\nROTATE: (1, 0) clockwise 🎉",
        (2, CW),
        False,
        "trailing_symbol",
    ),
    _c(
        "t9p_rotate_control",
        "puzzle",
        "ROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "trailing_symbol",
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
    return form_problems(all_cases() if cases is None else cases, "t9", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune9.py: counts, no reader
    print_counts(all_cases(), problems())

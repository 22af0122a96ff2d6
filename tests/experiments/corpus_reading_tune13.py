"""Tuning cases for the habits the v12 set found misread (issue 35, twelfth round).

v12 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the
habit, not for v12's wording (a blind set written by someone else measures it). Each habit has
its near variants and controls that must stay as they are:

* ``offered``: two (or more) moves offered with no pick: a list (numbered, bulleted) of the
  directions with two marked open (✓, "open", "free"), or "you can move to A and (to) B":
  ``unreadable``, never a success. Controls: one item marked open, a route written "I can move
  to A and then to B", and a pick after the list ("I'll go right.").
* ``direction_pick``: a direction word in a closing first-person pick after a table or list of
  the options ("I'll go right.", "I will move down.") is that option's cell. Control: a
  direction named in the table only, with no pick after it.
* ``ordinal``: cells named by ordinal words ("the second cell of the second row", "third row,
  first column") count from 1 by meaning. Control: an ordinal with no row and column ("the
  second option").
* ``clock``: "the way a clock's hands move" / "like a clock's hands" is clockwise; "against the
  clock", "opposite to a clock's hands" counterclockwise. Control: a clock named with no turn.
* ``same_cell``: two conventions given for one move, and the reply saying both name the same
  cell ("either way, the cell below P"): the prompt's (0-indexed) form is the answer. Control:
  the same two forms with no such sentence stays ``unreadable``.

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle
replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, form_problems, halves, print_counts, unique_cases
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_TABLE = (
    "| Move | Cell | Open |\n|---|---|---|\n| Down | (2, 0) | yes |\n| Right | (1, 1) | yes |\n"
)

STYLES: list[Reply] = [
    # -- two moves offered, none picked ---------------------------------------------------
    _c(
        "t13s_bullets_two_open",
        "solve",
        "- Up (0, 0): wall\n- Down (2, 0): open\n- Right (1, 1): open\n- Left: off the grid",
        U,
        None,
        "offered",
        why="two open cells listed, neither picked",
    ),
    _c(
        "t13s_numbered_two_checks_last_wall",
        "solve",
        "1) Down -> (2, 0) ✔\n2) Right -> (1, 1) ✔\n3) Up -> (0, 0) ✘",
        U,
        None,
        "offered",
        why="two open cells ticked, neither picked (the last item is a wall)",
    ),
    _c(
        "t13s_numbered_free",
        "solve",
        "1. (2, 0) is free\n2. (1, 1) is free",
        U,
        None,
        "offered",
        why="two free cells listed, neither picked",
    ),
    _c(
        "t13s_can_move_to_both",
        "solve",
        "I can move to (2, 0) or to (1, 1) from here, and I can move to (1, 1) and (2, 0).",
        U,
        None,
        "offered",
        why="two cells offered as possible, neither picked",
    ),
    _c(
        "t13s_you_can_go_and",
        "solve",
        "From P you can go down to (2, 0) and you can go right to (1, 1).",
        U,
        None,
        "offered",
        why="two cells offered as possible, neither picked",
    ),
    _c(
        "t13s_player_could_step_comma",
        "solve",
        "The player could step to (1, 1), (2, 0).",
        U,
        None,
        "offered",
        why="two cells offered as possible, neither picked",
    ),
    _c(
        "t13s_control_one_open",
        "solve",
        "- Up (0, 0): wall\n- Down (2, 0): open",
        (2, 0),
        None,
        "offered",
        why="hard: one open cell listed: the only move the list offers",
    ),
    _c(
        "t13s_control_can_move_then",
        "solve",
        "I can move to (1, 1) and then to (1, 2) along the top corridor.",
        (1, 1),
        None,
        "offered",
        why="hard: a route, its first step this move (the cells follow one another)",
    ),
    _c(
        "t13s_control_list_then_pick",
        "solve",
        "1. Down (2, 0): open ✓\n2. Right (1, 1): open ✓\n\nI'll go right.",
        (1, 1),
        None,
        "offered",
        why="hard: the list offers two; the closing sentence picks right",
    ),
    _c(
        "t13s_control_can_move_then_label",
        "solve",
        "You can move to (2, 0) and (1, 1). The top corridor is shorter.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "offered",
    ),
    # -- a direction in a closing pick after the options ----------------------------------
    _c(
        "t13s_table_then_move_down",
        "solve",
        _TABLE + "\nI will move down.",
        (2, 0),
        None,
        "direction_pick",
        why="hard: the table lists both open cells; 'I will move down' picks (2, 0)",
    ),
    _c(
        "t13s_bullets_then_going_right",
        "solve",
        "- Down: (2, 0), open\n- Right: (1, 1), open\n\nI'm going right.",
        (1, 1),
        None,
        "direction_pick",
        why="hard: the list offers two; 'I'm going right' picks (1, 1)",
    ),
    _c(
        "t13s_table_then_choose_down",
        "solve",
        _TABLE + "\nI choose down, toward the bottom row.",
        (2, 0),
        None,
        "direction_pick",
        why="hard: the table lists both open cells; 'I choose down' picks (2, 0)",
    ),
    _c(
        "t13s_control_table_no_pick",
        "solve",
        _TABLE + "\nBoth moves lead somewhere.",
        U,
        None,
        "direction_pick",
        why="two open cells in the table, neither picked",
    ),
    _c(
        "t13s_control_table_two_words",
        "solve",
        _TABLE + "\nI'll go right or down.",
        U,
        None,
        "direction_pick",
        why="two directions in the closing sentence, neither picked",
    ),
    # -- ordinal words --------------------------------------------------------------------
    _c(
        "t13s_ordinal_row_column",
        "solve",
        "I step down to the third row, first column.",
        (2, 0),
        None,
        "ordinal",
        why="hard: 'third row, first column' counts from one by meaning: (2, 0)",
    ),
    _c(
        "t13s_ordinal_cell_of_row",
        "solve",
        "Next I take the second cell of the second row.",
        (1, 1),
        None,
        "ordinal",
        why="hard: 'the second cell of the second row' counts from one: (1, 1)",
    ),
    _c(
        "t13s_ordinal_column_in_row",
        "solve",
        "Down one: I go to the first column of the third row.",
        (2, 0),
        None,
        "ordinal",
        why="hard: 'the first column of the third row' counts from one: (2, 0)",
    ),
    _c(
        "t13s_control_ordinal_option",
        "solve",
        "There are two options and the second option is better.",
        U,
        None,
        "ordinal",
        why="an ordinal with no options named: no cell",
    ),
    # -- a clock's hands ------------------------------------------------------------------
    _c(
        "t13p_like_clock_hands",
        "puzzle",
        "Turn (0, 1) like a clock's hands.",
        (1, CW),
        False,
        "clock",
        why="hard: like a clock's hands is clockwise",
    ),
    _c(
        "t13p_against_the_clock",
        "puzzle",
        "Rotate (1, 1) against the clock.",
        (3, CCW),
        False,
        "clock",
        why="hard: against the clock is counterclockwise",
    ),
    _c(
        "t13p_opposite_clock_hands",
        "puzzle",
        "Rotate (0, 0) opposite to a clock's hands.",
        (0, CCW),
        False,
        "clock",
        why="hard: opposite to a clock's hands is counterclockwise",
    ),
    _c(
        "t13p_direction_clock_hands_turn",
        "puzzle",
        "Square (1, 0) should turn in the direction the hands of a clock turn.",
        (2, CW),
        False,
        "clock",
        why="hard: the direction a clock's hands turn is clockwise",
    ),
    _c(
        "t13p_control_clock_no_turn",
        "puzzle",
        "Rotate (1, 0); the clock is ticking on this puzzle.",
        U,
        False,
        "clock",
        why="a square with no direction (the clock says none)",
    ),
    # -- two conventions, one cell --------------------------------------------------------
    _c(
        "t13s_conventions_same_cell",
        "solve",
        "0-indexed: MOVE: (1, 1). 1-indexed: MOVE: (2, 2). Both are the cell to the right of P.",
        (1, 1),
        None,
        "same_cell",
        why="hard: the two forms name one cell, right of P; the prompt counts from 0",
    ),
    _c(
        "t13s_conventions_same_square",
        "solve",
        "Counting from zero, (2, 0); counting from one, (3, 1). Same square either way: the one "
        "below P.",
        (2, 0),
        None,
        "same_cell",
        why="hard: the two forms name one cell, below P; the prompt counts from 0",
    ),
    _c(
        "t13s_control_conventions_unsaid",
        "solve",
        "If from 0: MOVE: (1, 1). If from 1: MOVE: (2, 2).",
        U,
        None,
        "same_cell",
        why="two forms and no word that they are one cell",
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
    return form_problems(all_cases() if cases is None else cases, "t13", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune13.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits the v9 set found misread (issue 35, ninth round).

v9 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the
habit, not for v9's wording (a blind set written by someone else measures it). Each habit has
its near variants and controls that must still abstain:

* ``purpose_clause``: a move names its own cell (the verb's object) and then, in a purpose or
  result clause, another cell it should reach, meet or face ("rotate (1, 0) clockwise so its end
  meets (1, 1)", "so that it connects to", "to meet", "towards", "facing", "pointing at", "next
  to"; in solve moves "move to (2, 0) so I can reach (3, 0) next", "in order to reach (4, 3), I
  move to (2, 0)"): the verb's object is the move. Where no cell is the verb's object ("rotate
  clockwise so that (1, 0) meets (1, 1)", "move so that I end up next to (1, 1)"), no answer.
* ``number_words``: a cell with its numbers spelled out, 0-9 ("(two, zero)", "row two, column
  zero", "(二, 零)"): flexible reads the cell, strict is a format miss. A pair that is not two
  such numbers ("(two or one, zero)") is no answer.
* ``note_on_line``: any note after the answer on a strict answer line (in parentheses, after a
  dash, after a comma, a ``//`` comment): flexible reads the answer, strict is a format miss;
  a trailing full stop and a two-word name stay in format (controls).

Labels follow ``corpus_reading``'s conventions (``corpus_form``); the strict labels follow issue
35's strict policy (``experiments/maze/scoring/__init__.py``). Mazes: ``corpus_mazes``'s
ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle replies are for a 2x2 board
(square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, form_problems, halves, print_counts, unique_cases
from corpus_mazes import MAZES
from corpus_reading import UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

STYLES: list[Reply] = [
    # -- the verb's object, another cell in a purpose clause ---------------------------------
    _c(
        "t10p_so_its_end_meets",
        "puzzle",
        "Rotate (0, 1) counterclockwise so its end meets (1, 1).",
        (1, CCW),
        False,
        "purpose_clause",
        why="hard: (1, 1) is the neighbour the end should meet, not the square turned",
    ),
    _c(
        "t10p_so_that_connects",
        "puzzle",
        "I'll turn (1, 0) clockwise so that it connects to (0, 0).",
        (2, CW),
        False,
        "purpose_clause",
    ),
    _c(
        "t10p_to_meet",
        "puzzle",
        "Best move: turn square 3 clockwise to meet (0, 1).",
        (3, CW),
        False,
        "purpose_clause",
    ),
    _c(
        "t10p_facing",
        "puzzle",
        "Rotate (0, 0) counterclockwise, leaving its opening facing (0, 1).",
        (0, CCW),
        False,
        "purpose_clause",
    ),
    _c(
        "t10p_pointing_at",
        "puzzle",
        "**Next move:** rotate (1, 1) clockwise so it ends up pointing at (1, 0).",
        (3, CW),
        False,
        "purpose_clause",
    ),
    _c(
        "t10p_towards",
        "puzzle",
        "Turn (1, 0) counterclockwise towards (1, 1).",
        (2, CCW),
        False,
        "purpose_clause",
    ),
    _c(
        "t10p_next_to",
        "puzzle",
        "Rotate (0, 1) clockwise, so the pipe lines up next to (0, 0).",
        (1, CW),
        False,
        "purpose_clause",
    ),
    _c(
        "t10p_no_object_control",
        "puzzle",
        "Rotate clockwise so that (1, 0) meets (1, 1).",
        U,
        False,
        "purpose_clause",
        why="both cells are in the purpose clause: no cell is the verb's object",
    ),
    _c(
        "t10p_leading_purpose_control",
        "puzzle",
        "To connect (0, 0) with (1, 1), rotate clockwise.",
        U,
        False,
        "purpose_clause",
        why="the two cells are the ones to connect; which square turns is not said",
    ),
    _c(
        "t10s_so_i_can_reach",
        "solve",
        "Move to (2, 0) so I can reach (3, 0) next.",
        (2, 0),
        None,
        "purpose_clause",
    ),
    _c(
        "t10s_so_that_connects",
        "solve",
        "I'll step right to (1, 1) so that it connects to (1, 2) later.",
        (1, 1),
        None,
        "purpose_clause",
    ),
    _c(
        "t10s_to_reach",
        "solve",
        "Going down to (2, 0) to reach (3, 0) afterwards.",
        (2, 0),
        None,
        "purpose_clause",
    ),
    _c(
        "t10s_in_order_to",
        "solve",
        "In order to reach (4, 3), I move to (2, 0).",
        (2, 0),
        None,
        "purpose_clause",
    ),
    _c(
        "t10s_towards",
        "solve",
        "Move right to (1, 1), towards (1, 2).",
        (1, 1),
        None,
        "purpose_clause",
    ),
    _c(
        "t10s_no_object_control",
        "solve",
        "Move so that I end up next to (1, 1).",
        U,
        None,
        "purpose_clause",
        why="the cell is what the move ends next to, not the move",
    ),
    # -- numbers spelled out in a cell --------------------------------------------------------
    _c(
        "t10s_words_two_zero",
        "solve",
        "Down is open.\nMOVE: (two, zero)",
        (2, 0),
        None,
        "number_words",
        why="hard: '(two, zero)' is the cell (2, 0) to a reader; strict, a format miss",
    ),
    _c(
        "t10s_words_one_one",
        "solve",
        "MOVE: (One, One)",
        (1, 1),
        None,
        "number_words",
    ),
    _c(
        "t10s_words_row_column",
        "solve",
        "I move to row two, column zero.",
        (2, 0),
        None,
        "number_words",
    ),
    _c(
        "t10s_words_zh",
        "solve",
        "向下走。\nMOVE: (二, 零)",
        (2, 0),
        None,
        "number_words",
    ),
    _c(
        "t10p_words_rotate",
        "puzzle",
        "ROTATE: (one, zero) clockwise",
        (2, CW),
        False,
        "number_words",
    ),
    _c(
        "t10s_words_or_control",
        "solve",
        "MOVE: (two or one, zero)",
        U,
        None,
        "number_words",
        why="two row numbers offered: no cell",
    ),
    # -- a note after the answer on the strict answer line -----------------------------------
    _c(
        "t10r_note_parenthesis",
        "recognize",
        "The open cells go round the edge.\n\nSHAPE: square (hollow)",
        "square",
        False,
        "note_on_line",
    ),
    _c(
        "t10r_note_dash",
        "recognize",
        "SHAPE: square - final",
        "square",
        False,
        "note_on_line",
    ),
    _c(
        "t10r_note_comment",
        "recognize",
        "SHAPE: square // the outline",
        "square",
        False,
        "note_on_line",
    ),
    _c(
        "t10r_note_comma",
        "recognize",
        "SHAPE: square, a ring of open cells",
        "square",
        False,
        "note_on_line",
    ),
    _c(
        "t10r_full_stop_control",
        "recognize",
        "SHAPE: Square.",
        "square",
        True,
        "note_on_line",
    ),
    _c(
        "t10r_two_words_control",
        "recognize",
        "The ring is closed.\nSHAPE: hollow square",
        "square",
        True,
        "note_on_line",
    ),
    _c(
        "t10s_move_note",
        "solve",
        "MOVE: (2, 0) (down)",
        (2, 0),
        None,
        "note_on_line",
    ),
    _c(
        "t10p_rotate_note",
        "puzzle",
        "ROTATE: (0, 1) clockwise (final)",
        (1, CW),
        False,
        "note_on_line",
    ),
    _c(
        "t10p_rotate_dash",
        "puzzle",
        "ROTATE: (1, 1) counterclockwise - done",
        (3, CCW),
        False,
        "note_on_line",
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
    return form_problems(all_cases() if cases is None else cases, "t10", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune10.py: counts, no reader
    print_counts(all_cases(), problems())

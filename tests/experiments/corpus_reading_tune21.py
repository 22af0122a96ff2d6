"""Tuning cases for the habits v21 found misread (issue 35, twentieth round).

v21 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v21's wording. Each habit has its near variants and controls that must stay as they are:

* ``check_settles_other``: an answer, then a later sentence that settles on another answer of
  the same kind in words no cue list had ("so (2, 0) is the better next move", "(1, 1) is
  where the player needs to go", "Turning (0, 1) counterclockwise ... is what it needs"): two
  answers, none marked as standing, so conflicting. Controls: the other answer rejected ("a
  wall", "longer", "a dead end", "rather than") or merely described (the player's own cell, the
  route the answer starts, a square the answer's turn points into).
* ``both_turns_bare_square``: prose offering both turns for a square ("clockwise or
  counterclockwise both connect it"), then the answer line naming the square alone: no turn
  picked, never the last one named. Controls: prose naming one turn, or rejecting the other.
* ``circling_ordinals``: a small model's ordinals that name the same axis twice ("the 2nd row
  of the 2nd column of the 2nd row"): not a cell. Controls: a plain ordinal cell.
* ``verb_then_direction``: a direction word of a language read after its verb in a sentence,
  the verb after a "so" word ("also gehe ich nach rechts", "así que voy a la derecha",
  "donc je vais à droite"). Controls: two directions named, a negated one.
(Strictly, every case here is a format miss: none ends on the prompt's answer line alone.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1), (0,0) a
wall); the puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
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

_TWO = "a later sentence settles on another answer without saying it replaces the first"
_BOTH = "both turns offered for the square, none picked"

STYLES: list[Reply] = [
    # -- a later sentence settles on another answer of the same kind ----------------------------
    _c("t21s_next_move_is_other", "solve",
       "MOVE: (1, 1)\n\nVerification: (1, 1) is open. The left column runs down to the bottom "
       "row, so (2, 0) is the next move.", U, None, "check_settles_other", why=_TWO),
    _c("t21s_right_step_other", "solve",
       "MOVE: (1, 1)\n\nCheck: the bottom row leads straight to G, so (2, 0) would be the "
       "right step.", U, None, "check_settles_other", why=_TWO),
    _c("t21s_needs_to_go_other", "solve",
       "MOVE: (2, 0)\n\nLooking again, the top corridor reaches G; (1, 1) is where the player "
       "needs to go.", U, None, "check_settles_other", why=_TWO),
    _c("t21s_should_move_other", "solve",
       "MOVE: (1, 1)\n\nCheck: going down is the shorter way round, and the player should move "
       "to (2, 0).", U, None, "check_settles_other", why=_TWO),
    _c("t21p_other_turn_needed", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCheck: after that turn its opening points off the board. "
       "Turning (0, 1) counterclockwise would point it at (0, 0), which is what it needs.", U,
       False, "check_settles_other", why=_TWO),
    _c("t21p_other_square_needed", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nCheck: the gap is at the right; (1, 1) counterclockwise is "
       "the turn that closes it.", U, False, "check_settles_other", why=_TWO),
    _c("t21p_other_turn_connects", "puzzle",
       "ROTATE: (0, 0) counterclockwise\n\nOn reflection, turning (0, 0) clockwise is what "
       "connects it to (0, 1).", U, False, "check_settles_other", why=_TWO),
    # Controls: the other answer rejected or merely described.
    _c("t21s_control_other_longer", "solve",
       "MOVE: (1, 1)\n\nCheck: (1, 1) is open; (2, 0) is open too but the longer way.", (1, 1),
       None, "check_settles_other"),
    _c("t21s_control_wall_and_own_cell", "solve",
       "MOVE: (1, 1)\n\nCheck: (0, 0) is a wall and (1, 0) is where the player stands.", (1, 1),
       None, "check_settles_other"),
    _c("t21s_control_route_it_starts", "solve",
       "MOVE: (1, 1)\n\nCheck: from (1, 1) the path continues to (1, 2) and (1, 3), then down "
       "to G.", (1, 1), None, "check_settles_other"),
    _c("t21s_control_dead_end", "solve",
       "MOVE: (1, 1)\n\nCheck: (2, 0) would be a dead end.", (1, 1), None,
       "check_settles_other"),
    _c("t21s_control_rather_than", "solve",
       "MOVE: (1, 1)\n\nCheck: moving to (1, 1) rather than (2, 0) is what the route needs.",
       (1, 1), None, "check_settles_other"),
    _c("t21p_control_other_turn_rejected", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCheck: turning (0, 1) counterclockwise would point it off "
       "the board, so clockwise it is.", (1, CW), False, "check_settles_other"),
    _c("t21p_control_other_square_described", "puzzle",
       "ROTATE: (1, 1) clockwise\n\nCheck: (0, 0) is already connected and needs no turn.",
       (3, CW), False, "check_settles_other"),
    _c("t21p_control_points_into", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nCheck: after the turn (0, 1) points into (0, 0), which is "
       "what it needs.", (1, CW), False, "check_settles_other"),
    # -- both turns offered in prose, the answer line names the square alone ----------------
    _c("t21p_both_connect_bare", "puzzle",
       "Square (1, 0) needs a quarter turn; clockwise or counterclockwise both connect it.\n\n"
       "ROTATE: (1, 0)", U, False, "both_turns_bare_square", why=_BOTH),
    _c("t21p_either_turn_bare", "puzzle",
       "Either turn works for (1, 1): clockwise or counterclockwise.\n\nROTATE: (1, 1)", U,
       False, "both_turns_bare_square", why=_BOTH),
    _c("t21p_cw_and_ccw_bare", "puzzle",
       "Turning (0, 0) clockwise and counterclockwise both close the loop.\n\nROTATE: (0, 0)", U,
       False, "both_turns_bare_square", why=_BOTH),
    _c("t21p_control_one_turn_bare", "puzzle",
       "Square (1, 0) needs a quarter turn clockwise to connect.\n\nROTATE: (1, 0)", (2, CW),
       False, "both_turns_bare_square"),
    _c("t21p_control_other_turn_ruled_out", "puzzle",
       "Square (0, 1) should turn counterclockwise, not clockwise.\n\nROTATE: (0, 1)", (1, CCW),
       False, "both_turns_bare_square"),
    # -- circling ordinals ------------------------------------------------------------------
    _c("t21s_circling_row_twice", "solve",
       "The next move is the 2nd row of the 2nd column of the 2nd row.", U, None,
       "circling_ordinals", why="an ordinal phrase naming the row twice is no cell"),
    _c("t21s_circling_column_twice", "solve",
       "Move to the second column of the second row of the first column.", U, None,
       "circling_ordinals", why="an ordinal phrase naming the column twice is no cell"),
    _c("t21s_control_plain_ordinal_cell", "solve",
       "The next move is the 2nd row of the 2nd column.", (1, 1), None, "circling_ordinals"),
    _c("t21s_control_ordinal_of_maze", "solve",
       "Move to the third row, first column of the maze.", (2, 0), None, "circling_ordinals"),
    # -- a direction word after a verb, after a "so" word --------------------------------------
    _c("t21s_german_also_gehe_unten", "solve",
       "Unten ist frei, also gehe ich nach unten.", (2, 0), None, "verb_then_direction"),
    _c("t21s_german_deshalb_ziehe", "solve",
       "Der Weg nach rechts ist offen, deshalb ziehe ich nach rechts.", (1, 1), None,
       "verb_then_direction"),
    _c("t21s_spanish_asi_que", "solve",
       "La derecha está libre, así que voy a la derecha.", (1, 1), None,
       "verb_then_direction"),
    _c("t21s_french_donc", "solve", "Le bas est libre, donc je vais en bas.", (2, 0), None,
       "verb_then_direction"),
    _c("t21s_control_german_two_directions", "solve",
       "Also gehe ich nach rechts oder nach unten.", U, None, "verb_then_direction",
       why="two moves offered, none picked"),
    _c("t21s_control_german_negated", "solve",
       "Also gehe ich nicht nach unten.", U, None, "verb_then_direction",
       why="only a move ruled out, none picked"),
]  # fmt: skip


_set = set_functions("t21", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune21.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits v23 found misread (issue 35, twenty-second round).

v23 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v23's wording. Each habit has its near variants and controls that must stay as they are:

* ``cells_offered_possible``: two cells offered as possibilities ("could go to", "can", "may",
  "might", "is possible", "is open", "the options are", "either") with no pick, a direction or
  place said after a cell ("(2, 0) below"): conflicting. Controls: a pick after the offer ("I'll
  go to (1, 1)"), a preference ("(2, 0) is possible but (1, 1) is better"), one offer ruled out
  as a wall (the other).
* ``one_direction_only``: a reply whose only move content is one direction, as a statement or a
  command, once or repeated ("The player can move down." x3, "Go down.", "Down."): that
  direction's neighbour (the ruling: a single direction is the neighbouring cell). Controls: two
  directions offered ("down or right"), the direction refused ("cannot move down"), said of a
  wall ("Down is a wall."), a remark about the maze ("the corridor goes down to G") or about the
  past ("I moved down last turn"), another direction named too: no move.
(Strictly, every case here is a format miss: none ends on an answer line.)

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1), (0,0) a
wall).
"""

from __future__ import annotations

from corpus_form import (
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

_OFFER = "two cells offered as possibilities, none picked"
_NONE = "no move said: the direction is a remark, refused, or one of two"

STYLES: list[Reply] = [
    # -- two cells offered as possibilities, no pick ------------------------------------------
    _c("t23s_could_go_below_right", "solve",
       "The agent could go to (2, 0) below, and the agent could go to (1, 1) to its right.", U,
       None, "cells_offered_possible", why=_OFFER),
    _c("t23s_can_step_down_right", "solve",
       "You can step to (2, 0) going down, and you can step to (1, 1) going right.", U, None,
       "cells_offered_possible", why=_OFFER),
    _c("t23s_may_might", "solve",
       "P may move to (2, 0) underneath, or it might move to (1, 1) on the right.", U, None,
       "cells_offered_possible", why=_OFFER),
    _c("t23s_is_possible_twice", "solve",
       "Moving to (2, 0) is possible, and moving to (1, 1) is possible as well.", U, None,
       "cells_offered_possible", why=_OFFER),
    _c("t23s_is_open_twice", "solve",
       "(2, 0) below is open, and (1, 1) to the right is open too.", U, None,
       "cells_offered_possible", why=_OFFER),
    _c("t23s_options_are", "solve",
       "From (1, 0) my options are (2, 0) below and (1, 1) to the right.", U, None,
       "cells_offered_possible", why=_OFFER),
    _c("t23s_either_cell", "solve",
       "Either (2, 0) downward or (1, 1) to the right would be a legal step.", U, None,
       "cells_offered_possible", why=_OFFER),
    # Controls: a pick after the offer, a preference, one offer ruled out as a wall.
    _c("t23s_control_offer_then_pick", "solve",
       "I could go to (2, 0) or (1, 1); I'll go to (1, 1).", (1, 1), None,
       "cells_offered_possible"),
    _c("t23s_control_possible_but_better", "solve",
       "(2, 0) is possible but (1, 1) is better.", (1, 1), None, "cells_offered_possible"),
    _c("t23s_control_offer_a_wall", "solve",
       "I could go to (0, 0), but it is a wall, so I could go to (1, 1) instead.", (1, 1),
       None, "cells_offered_possible"),
    # -- one direction, no cell -----------------------------------------------------------
    _c("t23s_can_move_right_repeated", "solve",
       "The agent can move right. The agent can move right. The agent can move right.", (1, 1),
       None, "one_direction_only"),
    _c("t23s_go_down", "solve", "Go down.", (2, 0), None, "one_direction_only"),
    _c("t23s_move_right", "solve", "Move right.", (1, 1), None, "one_direction_only"),
    _c("t23s_bare_down", "solve", "Down, down, down.", (2, 0), None, "one_direction_only"),
    _c("t23s_i_will_move_down", "solve", "I will move down.", (2, 0), None,
       "one_direction_only"),
    _c("t23s_moving_right_twice", "solve", "Moving right. Moving right.", (1, 1), None,
       "one_direction_only"),
    # Controls: two directions, refused, a wall, a remark about the maze or the past.
    _c("t23s_control_down_or_right", "solve", "The player can move down or right.", U, None,
       "one_direction_only", why=_NONE),
    _c("t23s_control_cannot_move_down", "solve", "The player cannot move down.", U, None,
       "one_direction_only", why=_NONE),
    _c("t23s_control_down_is_wall", "solve", "Down is a wall.", U, None, "one_direction_only",
       why=_NONE),
    _c("t23s_control_corridor_goes_down", "solve", "The corridor goes down to G.", U, None,
       "one_direction_only", why=_NONE),
    _c("t23s_control_moved_last_turn", "solve", "I moved down last turn.", U, None,
       "one_direction_only", why=_NONE),
    _c("t23s_control_down_and_right_open", "solve", "Down and right are both open.", U, None,
       "one_direction_only", why=_NONE),
]  # fmt: skip


_set = set_functions("t23", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune23.py: counts, no reader
    print_counts(all_cases(), problems())

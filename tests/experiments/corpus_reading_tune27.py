"""Tuning cases for the habits v27 found misread (issue 35, twenty-sixth round).

v27 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v27's wording. Each habit has its near variants and controls that must stay as they are:

* ``offers_placed``: "you can go to the cell A on the right side and to the cell B at the
  bottom": two moves offered, none picked (conflicting), with "the cell" before each pair and a
  place phrase after it. Controls: one cell picked; a route ("and then to").
* ``prefers_another_route``: a one-shot path, then another full route named with a preference
  ("looks more natural", "I prefer", "nicer", "cleaner", "simpler"): two answers, none said to
  stand (conflicting). Controls: the preference names the answer's own route; another route
  rejected.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3)); solve steps from P.
"""

from __future__ import annotations

from corpus_form import (
    case_maker,
    path_text,
    print_counts,
    set_functions,
)
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v26 import DOWN, RIGHT

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_OFFERS = "two cells offered as possible, none picked"
_PREFERS = "another full route preferred after the answer, none said to stand"
_LEFT = " ".join(f"({p.replace(',', ', ')})" for p in DOWN.split())

STYLES: list[Reply] = [
    # -- two cells offered, each with "the cell" and a place phrase ---------------------------
    _c("t27s_cells_right_bottom", "solve",
       "You can go to the cell (1, 1) on the right side and to the cell (2, 0) at the bottom "
       "side.", U, None, "offers_placed", why=_OFFERS),
    _c("t27s_cells_below_right", "solve",
       "The player can move to the cell (2, 0) below and to the cell (1, 1) on its right.", U,
       None, "offers_placed", why=_OFFERS),
    _c("t27s_square_right_square_down", "solve",
       "I could go to the square (1, 1) to the right side, and to the square (2, 0) going "
       "down.", U, None, "offers_placed", why=_OFFERS),
    _c("t27s_position_at_bottom", "solve",
       "You can step to the position (2, 0) at the bottom and to the position (1, 1) at the "
       "right side.", U, None, "offers_placed", why=_OFFERS),
    # Controls: a pick; a route.
    _c("t27s_control_picked", "solve",
       "You can go to the cell (1, 1) on the right side or to the cell (2, 0) at the bottom. "
       "I choose (2, 0).\nMOVE: (2, 0)", (2, 0), (2, 0), "offers_placed"),
    _c("t27s_control_route_then", "solve",
       "You can go to the cell (2, 0) at the bottom and then to the cell (3, 0).\nMOVE: (2, 0)",
       (2, 0), (2, 0), "offers_placed"),
    # -- another route preferred after the one-shot path --------------------------------------
    _c("t27o_left_looks_natural", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nDouble-check: every cell is open. The left route "
       + _LEFT + " looks more natural, though.", U, False, "prefers_another_route",
       why=_PREFERS),
    _c("t27o_i_prefer_other", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nCheck: it reaches G. I prefer " + _LEFT + " though.",
       U, False, "prefers_another_route", why=_PREFERS),
    _c("t27o_other_is_nicer", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nVerify: all cells open. Going " + path_text(RIGHT)
       + " is nicer.", U, False, "prefers_another_route", why=_PREFERS),
    _c("t27o_other_looks_cleaner", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nHmm, the route " + path_text(RIGHT)
       + " looks cleaner.", U, False, "prefers_another_route", why=_PREFERS),
    _c("t27o_other_simpler", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nCheck: fine. But " + _LEFT + " seems simpler.", U,
       False, "prefers_another_route", why=_PREFERS),
    # Another full route stated after the answer with a verdict, no preference word (added
    # after the rule, as the move reader's inverted default); control: a part of the route.
    _c("t27o_other_route_is_it", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nVerify: each step is open. The route " + _LEFT
       + " is the one to take.", U, False, "prefers_another_route", why=_PREFERS),
    _c("t27o_control_part_of_route", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nVerify: the route goes (1, 1) (1, 2) (1, 3) and then "
       "down the right column.", S, False, "prefers_another_route",
       why="strict: prose after the answer line is a format miss, as in t21"),
    # Controls: the preference is for the answer itself; the other route is rejected.
    _c("t27o_control_prefers_same", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nCheck: every step is open. The route " + path_text(RIGHT)
       + " looks more natural than the left one.", S, False, "prefers_another_route",
       why="strict: prose after the answer line is a format miss, as in t21"),
    _c("t27o_control_other_walled", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nCheck: the route " + _LEFT + " would be nicer, but "
       "I keep the top row: the left route is blocked.", S, False, "prefers_another_route",
       why="strict: prose after the answer line is a format miss, as in t21"),
]  # fmt: skip


_set = set_functions("t27", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune27.py: counts, no reader
    print_counts(all_cases(), problems())

"""Tuning cases for the habits v22 found misread (issue 35, twenty-first round).

v22 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v22's wording. Each habit has its near variants and controls that must stay as they are:

* ``check_settles_figure``: a labelled shape, then a later sentence settling with a verdict word
  ("closer to", "more like", "really", "actually", "is") on a figure that is none of the shapes
  ("closer to a circle", "really an oval", "is a hexagon"): two answers, none marked as
  standing, so conflicting. Controls: the figure negated ("not a circle", "unlike a circle"), a
  hypothetical with no verdict ("a circle would have no corners"), the answered shape's own
  synonyms ("a box", "a rectangle" for the square).
* ``negated_cell_direction``: prose refusing a cell ("I won't step into (1, 1)"), then an answer
  line giving a direction ("MOVE: down"): the direction is the move. Controls: a cell answer
  line after the refusal; prose recommending the other cell (conflicting, the existing ruling).
* ``opening_faces``: a turn given by where one of the piece's openings should face ("Turn
  (1, 0) so that its top opening faces east"): top -> right is a quarter turn clockwise (north =
  up = top, the prompt's screen directions). Controls: a half turn (top -> bottom) and no turn
  (top -> north) are unreadable.
(Strictly, every case here is a format miss but the control ending on a cell answer line.)

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

_FIG = "a later sentence settles on another figure without saying it replaces the answer"
_HALF = "a half turn (or none) is no quarter turn: the prompt's two turns do not give it"

STYLES: list[Reply] = [
    # -- a later sentence settles on a figure that is none of the shapes ------------------------
    _c("t22r_closer_to_circle", "recognize",
       "SHAPE: square\n\nOn reflection, the path bends smoothly with no sharp corners, so it is "
       "closer to a circle.", U, False, "check_settles_figure", why=_FIG),
    _c("t22r_really_an_oval", "recognize",
       "SHAPE: square\n\nLooking again, the rounded ends mean it is really an oval.", U, False,
       "check_settles_figure", why=_FIG),
    _c("t22r_more_like_a_diamond", "recognize",
       "SHAPE: cross\n\nCheck: tilted like that, the outline is more like a diamond.", U,
       False, "check_settles_figure", why=_FIG),
    _c("t22r_actually_a_hexagon", "recognize",
       "SHAPE: triangle\n\nCounting the sides again, it is actually a hexagon.", U, False,
       "check_settles_figure", why=_FIG),
    _c("t22r_is_a_u", "recognize",
       "SHAPE: C\n\nCheck: the opening faces up, so the figure is a U.", U, False,
       "check_settles_figure", why=_FIG),
    _c("t22r_closer_to_a_ring", "recognize",
       "SHAPE: spiral\n\nOn second thought, the path closes on itself; it is closer to a ring.",
       U, False, "check_settles_figure", why=_FIG),
    # Controls: negated, unlike, a hypothetical, the same shape's synonyms, a description.
    _c("t22r_control_not_a_circle", "recognize",
       "SHAPE: square\n\nCheck: it has four sharp corners, so it is not a circle.", "square",
       False, "check_settles_figure"),
    _c("t22r_control_unlike_a_circle", "recognize",
       "SHAPE: square\n\nCheck: unlike a circle, the outline has four corners.", "square",
       False, "check_settles_figure"),
    _c("t22r_control_circle_hypothetical", "recognize",
       "SHAPE: square\n\nCheck: a circle would have no corners, and this has four.", "square",
       False, "check_settles_figure"),
    _c("t22r_control_is_a_box", "recognize",
       "SHAPE: square\n\nCheck: the outline is a box with four equal sides.", "square", False,
       "check_settles_figure"),
    _c("t22r_control_really_a_rectangle", "recognize",
       "SHAPE: square\n\nOn reflection it is really a rectangle with equal sides.", "square",
       False, "check_settles_figure"),
    _c("t22r_control_not_a_rectangles_sides", "recognize",
       "SHAPE: square\n\nCheck: the sides are equal, a square, not a rectangle's long sides.",
       "square", False, "check_settles_figure"),
    # -- a refused cell in prose, a direction on the answer line ----------------------------
    _c("t22s_wont_step_then_down", "solve",
       "I won't step into (1, 1); the bottom corridor is the one I want.\n\nMOVE: down",
       (2, 0), None, "negated_cell_direction"),
    _c("t22s_not_going_then_right", "solve",
       "I am not going to (2, 0), it leads away from G.\n\nMOVE: right", (1, 1), None,
       "negated_cell_direction"),
    _c("t22s_never_enter_then_down", "solve",
       "Never enter (1, 1) here: it only loops back.\n\nMOVE: down", (2, 0), None,
       "negated_cell_direction"),
    _c("t22s_avoid_then_right", "solve",
       "Best to avoid (2, 0) for now.\n\nMOVE: right", (1, 1), None, "negated_cell_direction"),
    # Controls: a cell answer line after the refusal; the other cell recommended.
    _c("t22s_control_refused_then_cell", "solve",
       "I won't step into (1, 1); the bottom corridor is the one I want.\n\nMOVE: (2, 0)",
       (2, 0), (2, 0), "negated_cell_direction"),
    _c("t22s_control_recommended_then_down", "solve",
       "(1, 1) is the best next cell.\n\nMOVE: down", U, None, "negated_cell_direction",
       why="the prose settles on (1, 1), the answer line on (2, 0): two answers"),
    # -- a turn given by where an opening should face -----------------------------------------
    _c("t22p_top_faces_east", "puzzle",
       "Turn square (1, 0) so that its top opening faces east.", (2, CW), False, "opening_faces"),
    _c("t22p_right_points_up", "puzzle",
       "Rotate (0, 1) so its right opening points up.", (1, CCW), False, "opening_faces"),
    _c("t22p_bottom_faces_west", "puzzle",
       "Turn square (1, 1) so that the bottom opening faces west.", (3, CW), False,
       "opening_faces"),
    _c("t22p_left_opens_to_north", "puzzle",
       "Rotate (0, 0) until its left opening opens to the north.", (0, CW), False,
       "opening_faces"),
    _c("t22p_north_points_towards_west", "puzzle",
       "Turn (1, 0) so its north opening points towards the west.", (2, CCW), False,
       "opening_faces"),
    # Controls: a half turn, no turn.
    _c("t22p_control_half_turn", "puzzle",
       "Turn (1, 0) so that its top opening faces down.", U, False, "opening_faces", why=_HALF),
    _c("t22p_control_no_turn", "puzzle",
       "Turn (0, 1) so that its top opening faces north.", U, False, "opening_faces", why=_HALF),
]  # fmt: skip


_set = set_functions("t22", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune22.py: counts, no reader
    print_counts(all_cases(), problems())

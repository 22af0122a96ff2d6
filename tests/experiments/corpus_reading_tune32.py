"""Tuning cases for the classes v32 found misread (issue 35, thirty-first round).

v32 was measured once and is tuning data now. As in the last rounds, the cases are built from
CLASSES a linguist would name, not from v32's words. These are NEW replies, written and labelled
*before* the readers were changed, each class in several phrasings and phases, with at least as
many clear controls:

* ``offers``: two or more cells offered as possibilities ("can/could/may ... or ..."), with or
  without a place word or a direction before each cell, and no pick: unreadable. Controls: the
  offer followed by a pick and the answer line; one cell described.
* ``deferral``: after the answer, a retraction-like doubt plus a deferral ("or maybe not ... next
  turn", "to be revisited", "I'll decide properly later") and no new answer: unreadable.
  Controls: a plan for LATER moves deferred ("next turn I'll check whether the route is open").
* ``counterfactual``: after the answer, a counterfactual naming another answer plus a doubt about
  one's own reading of the maze: unreadable. Controls: the counterfactual with the cell said
  checked; a counterfactual with no doubt.
* ``condition_headings``: answers under unsettled conditions as headings, each with its own
  answer line, no pick: unreadable in every phase; strict reads None too (two answer lines of
  the asked label with different values under distinct headings are not the prompt's format).
  Controls: the condition settled and one answer picked; both headings give the same answer.
* ``unmade_move``: a puzzle turn (or a step) for the board after an action the reply says it has
  not decided: unreadable. Controls: the earlier action said made; doubt about a later turn.
* ``confirmed``: a check after the answer that ends confirming it ("The move stands.", "My
  answer holds.", "So it stays (2, 0)."): the answer. Controls: the confirmation itself doubted.
* ``spacing``: the strict reader is literal (the lead's ruling, 28 Nov): ``MOVE:(2,0)``,
  ``MOVE: (2,0)``, ``MOVE:(2, 0)`` and a ``PATH:`` with tight cells are format misses; the
  flexible reading still reads the cell. Controls: the prompt's spacing.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open); the
generated ring of :mod:`corpus_reading_v28`; the puzzle is the 2 x 2 board, squares 0-3 row by
row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES, NEW_MATRIX
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_OFFERS = "two cells offered as possibilities and none picked"
_DEFERRED = "the answer is doubted right after and the decision put off to later"
_COUNTER = "a counterfactual names another answer and the reply doubts its own reading"
_CONDITIONS = "two answers under unsettled conditions as headings, neither picked"
_UNMADE = "the answer is for the board after an action the reply has not decided"
_PROSE = "strict: prose after the answer line is a format miss, as in t21"
_TIGHT = "hard: the cells without the prompt's spaces are the cells; strict: a format miss"
_MAZE = "MAZE:\n" + RING_TL3
_NEW = "MAZE:\n" + NEW_MATRIX


def _tight(cells: str) -> str:
    return " ".join(f"({c})" for c in cells.split())


OFFERS: list[Reply] = [
    _c("t32s_could_cell_on_right_or_below", "solve",
       "You could step to the cell on the right, (1, 1), or to the cell below, (2, 0).", U,
       None, "offers", why=_OFFERS),
    _c("t32s_may_go_directions", "solve",
       "From (1, 0) I may go right to (1, 1) or down to (2, 0).", U, None, "offers",
       why=_OFFERS),
    _c("t32s_can_east_or_south_cell", "solve",
       "Possible moves: we can go to the east cell (1, 1) or the south cell (2, 0).", U, None,
       "offers", why=_OFFERS),
    _c("t32p_could_turn_either_square", "puzzle",
       "I could turn the top-left square (0, 0) clockwise or the bottom-right square (1, 1) "
       "counterclockwise.", U, False, "offers", why=_OFFERS),
    _c("t32s_can_move_to_the_cell_or_the_cell", "solve",
       "You can move to the upper-right cell (1, 1) or to the lower-left cell (2, 0).", U, None,
       "offers", why=_OFFERS),
    # Controls: the offer followed by a pick; one cell described.
    _c("t32s_control_offer_then_pick", "solve",
       "You could go right to (1, 1) or down to (2, 0); I'll go down. MOVE: (2, 0)", (2, 0),
       None, "offers", why="hard: the offer is followed by a pick; strict: not its own line"),
    _c("t32s_control_offer_pick_line", "solve",
       "I can go right to (1, 1) or down to (2, 0). Down keeps to the wall.\n\nMOVE: (2, 0)",
       (2, 0), (2, 0), "offers"),
    _c("t32s_control_one_cell_described", "solve",
       "I can move to the right cell (1, 1), which opens onto the top corridor.\n\nMOVE: (1, 1)",
       (1, 1), (1, 1), "offers"),
    _c("t32p_control_offer_then_line", "puzzle",
       "I could turn (0, 0) clockwise or (1, 1) counterclockwise; the first connects the path."
       "\n\nROTATE: (0, 0) clockwise", (0, CW), True, "offers"),
]  # fmt: skip

DEFERRAL: list[Reply] = [
    _c("t32s_maybe_not_decide_later", "solve",
       "MOVE: (1, 1)\n\n...or maybe not. I'll decide properly later.", U, None, "deferral",
       why=_DEFERRED),
    _c("t32o_perhaps_not_revisited", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nPerhaps not the best route; to be revisited.", U, False,
       "deferral", why=_DEFERRED),
    _c("t32r_or_not_next_time", "recognize",
       "SHAPE: cross\n\nOr maybe not. I'll look at it more carefully next time.", U, False,
       "deferral", why=_DEFERRED),
    _c("t32p_might_be_wrong_come_back", "puzzle",
       "ROTATE: (1, 0) clockwise\n\nThis might be wrong; I'll come back to it later.", U, False,
       "deferral", why=_DEFERRED),
    # Controls: a plan for later moves is deferred, not this answer.
    _c("t32s_control_check_route_next_turn", "solve",
       "MOVE: (2, 0)\n\nLet me double-check next turn whether the goal route is still open.",
       (2, 0), None, "deferral",
       why="hard: the check put off is about the route for later moves; " + _PROSE),
    _c("t32s_control_later_moves_later", "solve",
       "MOVE: (1, 1)\n\nI'll decide the moves after this one later, once I see the next row.",
       (1, 1), None, "deferral", why="hard: the deferral is about later moves; " + _PROSE),
    _c("t32p_control_next_square_next_turn", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nI'll think about square 3 next turn.", (1, CW), False,
       "deferral", why=_PROSE),
    _c("t32o_control_plan_said", "one_shot",
       "Down the left column, then along the bottom.\n\nPATH: " + path_text(DOWN), S, True,
       "deferral"),
]  # fmt: skip

COUNTERFACTUAL: list[Reply] = [
    _c("t32r_if_open_square_misread", "recognize",
       "SHAPE: cross\n\nIf (2, 2) were open it would be a square instead, and I may have misread "
       "that cell.", U, False, "counterfactual", why=_COUNTER),
    _c("t32s_if_open_better_not_certain", "solve",
       "MOVE: (2, 0)\n\nThough if (1, 2) were open, (1, 1) would be better, and I'm not certain I "
       "read that cell right.", U, None, "counterfactual", why=_COUNTER),
    _c("t32r_were_it_wall_could_have_misread", "recognize",
       "SHAPE: spiral\n\nWere (3, 1) a wall it would be a Z; I could have misread that row.", U,
       False, "counterfactual", why=_COUNTER),
    # Controls: the cell said checked; no doubt about the reading.
    _c("t32r_control_if_wall_checked", "recognize",
       "SHAPE: square\n\nIf (2, 3) were a wall it would be a C, but I checked it: it is open.",
       "square", False, "counterfactual", why=_PROSE),
    _c("t32s_control_if_wall_no_doubt", "solve",
       "MOVE: (2, 0)\n\nIf (2, 0) were a wall I would go right instead, but it is open.", (2, 0),
       None, "counterfactual", why=_PROSE),
    _c("t32r_control_rows_checked", "recognize",
       "Every row checked twice.\n\nSHAPE: square", "square", True, "counterfactual"),
]  # fmt: skip

CONDITION_HEADINGS: list[Reply] = [
    _c("t32g_if_diagonal_two_mazes", "generate",
       "If diagonal steps are allowed:\n" + _NEW + "\n\nIf only straight steps are allowed:\n"
       + _MAZE, U, False, "condition_headings", why=_CONDITIONS + "; strict: two answers"),
    _c("t32s_if_diagonal_two_moves", "solve",
       "If the goal may be reached diagonally:\nMOVE: (1, 1)\n\nIf only straight moves are "
       "allowed:\nMOVE: (2, 0)", U, None, "condition_headings", why=_CONDITIONS),
    _c("t32o_if_edges_two_paths", "one_shot",
       "If the outer walls count as blocked:\nPATH: " + path_text(DOWN) + "\n\nIf they don't:\n"
       "PATH: " + path_text(RIGHT), U, False, "condition_headings", why=_CONDITIONS),
    _c("t32r_assuming_two_shapes", "recognize",
       "Assuming (2, 3) is open:\nSHAPE: square\n\nAssuming it is a wall:\nSHAPE: C", U, False,
       "condition_headings", why=_CONDITIONS),
    _c("t32p_if_in_place_two_turns", "puzzle",
       "If squares turn in place:\nROTATE: (0, 0) clockwise\n\nIf the whole row turns:\n"
       "ROTATE: (0, 1) counterclockwise", U, False, "condition_headings", why=_CONDITIONS),
    # Controls: the condition settled and one answer picked; both headings agree.
    _c("t32s_control_condition_settled", "solve",
       "If the goal may be reached diagonally:\nMOVE: (1, 1)\n\nIf only straight moves are "
       "allowed:\nMOVE: (2, 0)\n\nThe rules allow only straight moves, so:\nMOVE: (2, 0)",
       (2, 0), (2, 0), "condition_headings",
       why="hard: the condition is settled and its answer repeated last"),
    _c("t32s_control_conditions_agree", "solve",
       "If diagonal moves count:\nMOVE: (2, 0)\n\nIf they don't:\nMOVE: (2, 0)", (2, 0), (2, 0),
       "condition_headings", why="hard: both conditions give the same move"),
    _c("t32g_control_one_condition_said", "generate",
       "With straight steps only, as the rules say:\n" + _MAZE, S, True, "condition_headings"),
    _c("t32r_control_assumption_settled", "recognize",
       "Assuming (2, 3) is open, which it is:\nSHAPE: square", "square", True,
       "condition_headings"),
    _c("t32p_control_one_heading", "puzzle",
       "If squares turn in place (they do):\nROTATE: (0, 0) clockwise", (0, CW), True,
       "condition_headings"),
]  # fmt: skip

UNMADE: list[Reply] = [
    _c("t32p_after_undecided_turn", "puzzle",
       "After I turn square 2, which I'm not sure in which direction yet, the next move is "
       "ROTATE: (0, 0) clockwise", U, False, "unmade_move", why=_UNMADE),
    _c("t32p_once_decided_first", "puzzle",
       "Once I've decided how square 1 should turn, the next step will be (1, 1) "
       "counterclockwise; I haven't settled that first turn.", U, False, "unmade_move",
       why=_UNMADE),
    _c("t32p_when_undecided_turn_done", "puzzle",
       "When square 3 has been turned (I haven't decided which way), turn (1, 0) clockwise.", U,
       False, "unmade_move", why=_UNMADE),
    # Controls: the earlier action made; doubt about a later turn only.
    _c("t32p_control_after_made_turn", "puzzle",
       "Square 2 was turned clockwise last turn, so now:\n\nROTATE: (0, 0) clockwise", (0, CW),
       True, "unmade_move"),
    _c("t32p_control_next_unsure", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nAfter this turn I'm not sure yet which square comes "
       "next.", (3, CCW), False, "unmade_move",
       why="hard: the doubt is about the turn after this one; " + _PROSE),
    _c("t32s_control_after_made_move", "solve",
       "After moving to (1, 0) last turn, I now go down.\n\nMOVE: (2, 0)", (2, 0), (2, 0),
       "unmade_move"),
]  # fmt: skip

CONFIRMED: list[Reply] = [
    _c("t32s_answer_stands", "solve",
       "MOVE: (1, 1)\n\nChecking row 1 again: it reads 0 0 0 0 1, so (1, 1) is open. The answer "
       "stands.", (1, 1), None, "confirmed", why="hard: the check confirms the answer; " + _PROSE),
    _c("t32r_my_answer_holds", "recognize",
       "SHAPE: square\n\nLooking at the corners once more: all four turn. My answer holds.",
       "square", False, "confirmed", why=_PROSE),
    _c("t32s_so_it_stays", "solve",
       "MOVE: (2, 0)\n\nIs (1, 1) any closer to the goal? It is not. So it stays (2, 0).",
       (2, 0), None, "confirmed", why="hard: the question is answered and the move kept; "
       + _PROSE),
    _c("t32p_the_move_stands", "puzzle",
       "ROTATE: (0, 1) clockwise\n\nRe-checking square 1's open edge: it faces down after the "
       "turn. The move stands.", (1, CW), False, "confirmed", why=_PROSE),
    _c("t32o_path_remains", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nI traced it again from the goal back. The path stands.",
       S, False, "confirmed", why=_PROSE),
    _c("t32s_check_names_cells_move_stands", "solve",
       "MOVE: (1, 1)\n\nRe-checking: (1, 2) and (1, 3) are open, and (2, 3) leads down to the "
       "goal. The move stands.", (1, 1), None, "confirmed",
       why="hard: the check names the route's later cells and ends confirming; " + _PROSE),
    _c("t32s_verify_so_it_stays", "solve",
       "MOVE: (2, 0)\n\nVerifying: (3, 0) is open and so is (4, 0). So it stays (2, 0).", (2, 0),
       None, "confirmed", why="hard: the check ends keeping the move; " + _PROSE),
    _c("t32s_check_my_answer_holds", "solve",
       "MOVE: (2, 0)\n\nLet me check (3, 0) again: the row below reads 0 1 1 0 1, so (3, 0) is "
       "open. My answer holds.", (2, 0), None, "confirmed",
       why="hard: the check ends confirming; " + _PROSE),
    _c("t32o_check_path_holds", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nChecking: (2, 0), (3, 0) and (4, 0) are all open. The "
       "answer holds.", S, False, "confirmed", why=_PROSE),
    # Controls: the confirmation is doubted or conditional.
    _c("t32s_control_stands_then_other", "solve",
       "MOVE: (2, 0)\n\nChecking: (3, 0) is open. The move stands, or maybe (1, 1) is better.",
       U, None, "confirmed", why="another cell is offered after the confirmation, none picked"),
    _c("t32s_control_stands_unless_unchecked", "solve",
       "MOVE: (2, 0)\n\nThe move stands, unless (3, 0) is a wall, which I haven't checked yet; "
       "then it would be (1, 1).", U, None, "confirmed",
       why="a fallback answer hangs on a check the reply never makes"),
    _c("t32r_control_not_sure_holds", "recognize",
       "SHAPE: square\n\nI'm not sure my answer holds; it could be a C.", U, False, "confirmed",
       why="the answer is doubted after it and another shape named, nothing settles it"),
]  # fmt: skip

SPACING: list[Reply] = [
    _c("t32s_tight_move", "solve", "MOVE:(1,1)", (1, 1), None, "spacing", why=_TIGHT),
    _c("t32s_no_space_after_comma", "solve", "Down the left column.\n\nMOVE: (2,0)", (2, 0), None,
       "spacing", why=_TIGHT),
    _c("t32s_no_space_after_label", "solve", "MOVE:(2, 0)", (2, 0), None, "spacing", why=_TIGHT),
    _c("t32o_tight_path_cells", "one_shot", "Left column, then the bottom row:\nPATH: " + _tight(DOWN), S,
       False, "spacing",
       why=_TIGHT),
    _c("t32o_path_label_tight", "one_shot", "PATH:" + path_text(DOWN), S, False, "spacing",
       why=_TIGHT),
    # Controls: the prompt's spacing.
    _c("t32s_control_spaced_move", "solve", "The left column is open.\n\nMOVE: (2, 0)", (2, 0),
       (2, 0), "spacing"),
    _c("t32o_control_spaced_path", "one_shot", "Top row, then the right column:\nPATH: " + path_text(RIGHT), S,
       True, "spacing"),
    _c("t32s_control_spaced_bold", "solve", "MOVE: **(1, 1)**", (1, 1), (1, 1), "spacing"),
]  # fmt: skip


_set = set_functions(
    "t32",
    WHY,
    MAZES,
    [OFFERS, DEFERRAL, COUNTERFACTUAL, CONDITION_HEADINGS, UNMADE, CONFIRMED, SPACING],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune32.py: counts, no reader
    print_counts(all_cases(), problems())

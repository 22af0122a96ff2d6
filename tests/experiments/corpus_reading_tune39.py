"""Tuning cases for the classes v39 found misread (issue 35, thirty-eighth round).

v39 was measured once and is tuning data now. Its false successes share one mechanism: two or
more values of the answer's kind laid out in PARALLEL (table rows, ticked lines, numbered
"answers") with no marker that singles one out. These are NEW replies, written and labelled
*before* the readers were changed, each class in several phrasings and phases, with at least as
many clear controls as unclear cases:

* ``parallel_rows``: a markdown table whose rows give two different answers, no row marked:
  unreadable. Controls: one row marked (an arrow the reply explains, "← chosen", bold, a tick
  in a "Pick" column), a one-row table, a route table whose rows are steps.
* ``ticked_lines``: lines each naming a value and a tick or cross. Two values ticked and
  nothing more: unreadable. Controls: one value ticked and the rest crossed, or one ticked
  line saying "going here" / "my move" that the other ticked lines lack.
* ``numbered_answers``: a numbered list under "Final answers" (or "Answers") whose items name
  two different values of the answer's kind: unreadable. Controls: items answering different
  sub-questions with one move among them, the same value under two headings, one item marked
  as the one given.
* ``other_owner`` (labelled after the three classes above were tuned, before any reader of it
  existed): the only answer is given in a sentence that makes it another player's ("your
  opponent's best move would be ...", "the rival would take ..."): not this turn's answer,
  unreadable. Controls: another player named in a sentence apart from the answer line, or
  denied ("no opponent", "unlike an opponent's move").
* ``condition_other_case`` (labelled after the four classes above were tuned, before the
  condition rule changed): "If X, <answer>; if <the other case>, I'd need to ..." states the
  other case and leaves it open: unreadable. Controls: the condition's other case
  counterfactual ("if (1, 1) were open too, it would not matter") or no other case at all.

Mazes: the original 5x5 maze (P (1, 0), G (4, 3); (1, 1) right and (2, 0) down are open, both
routes reach G); the generated ring of :mod:`corpus_reading_v28` (3x3 top-left, P (0, 0)); the
puzzle is the 2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, path_text, print_counts, set_functions
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v28 import DOWN, RIGHT, RING_TL3
from corpus_reading_v37 import RING_TOP3

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_ROWS = "a table of two different answers, no row marked or picked"
_MARKED = "hard: one row carries a mark the others lack, or the table holds one answer"
PARALLEL_ROWS: list[Reply] = [
    _c("t39s_rows_option_cell", "solve",
       "| Option | Cell | Risk |\n|---|---|---|\n| A | (1, 1) | low |\n| B | (2, 0) | low |",
       U, None, "parallel_rows", why=_ROWS),
    _c("t39p_rows_square_turn", "puzzle",
       "| Square | Direction |\n|---|---|\n| (0, 1) | clockwise |\n| (1, 0) | counterclockwise |",
       U, False, "parallel_rows", why=_ROWS),
    _c("t39o_rows_two_routes", "one_shot",
       "| Name | Path |\n|---|---|\n| Across | " + path_text(RIGHT) + " |\n| Under | "
       + path_text(DOWN) + " |", U, False, "parallel_rows", why=_ROWS),
    _c("t39s_control_row_chosen", "solve",
       "| Option | Cell |\n|---|---|\n| A | (1, 1) |\n| B | (2, 0) | ← chosen",
       (2, 0), None, "parallel_rows", why=_MARKED),
    _c("t39p_control_row_bold", "puzzle",
       "| Square | Direction |\n|---|---|\n| (0, 1) | clockwise |\n"
       "| **(1, 0)** | **counterclockwise** | ← my answer", (2, CCW), False, "parallel_rows",
       why=_MARKED),
    _c("t39o_control_arrow_explained", "one_shot",
       "| Name | Path |\n|---|---|\n| Across | " + path_text(RIGHT) + " | ←\n| Under | "
       + path_text(DOWN) + " |\n\n← is the route I submit.", S, False, "parallel_rows",
       why=_MARKED),
    _c("t39s_control_one_row", "solve", "| Move | Cell |\n|---|---|\n| Down | (2, 0) |",
       (2, 0), None, "parallel_rows", why=_MARKED),
]  # fmt: skip

_TICKS = "two values ticked, nothing singles one out"
_ONE_TICK = "hard: one value ticked or marked as the move, the others crossed or unmarked"
TICKED_LINES: list[Reply] = [
    _c("t39s_ticks_two_open", "solve", "(1, 1) ✓ open\n(2, 0) ✓ open\n(0, 0) ✗ wall", U,
       None, "ticked_lines", why=_TICKS),
    _c("t39p_ticks_two_moves", "puzzle",
       "(1, 1) counterclockwise ✅\n(0, 1) clockwise ✅", U, False, "ticked_lines",
       why=_TICKS),
    _c("t39r_ticks_two_shapes", "recognize", "square ✔\ncircle ✔\ntriangle ✘", U, False,
       "ticked_lines", why=_TICKS),
    _c("t39s_control_one_ticked", "solve", "(1, 1) ✗ wall\n(2, 0) ✓ open\n(0, 0) ✗ wall",
       (2, 0), None, "ticked_lines", why=_ONE_TICK),
    _c("t39s_control_my_move", "solve", "(1, 1) ✅ open\n(2, 0) ✅ open — my move", (2, 0),
       None, "ticked_lines", why=_ONE_TICK),
    _c("t39p_control_taking_this", "puzzle",
       "(0, 1) clockwise ✔ — taking this one\n(1, 0) counterclockwise ✔", (1, CW), False,
       "ticked_lines", why=_ONE_TICK),
    _c("t39r_control_one_shape", "recognize", "square ✔\ncircle ✘\ntriangle ✘", "square",
       False, "ticked_lines", why=_ONE_TICK),
]  # fmt: skip

_NUMBERED = "numbered 'answers' name two different values, none said to be the one"
_ONE_GIVEN = "hard: one value of the answer's kind, or the same value twice, or one marked"
NUMBERED_ANSWERS: list[Reply] = [
    _c("t39s_numbered_fast_sure", "solve",
       "Answers:\n1. Quickest: (2, 0)\n2. Most cautious: (1, 1)", U, None, "numbered_answers",
       why=_NUMBERED),
    _c("t39p_numbered_two_turns", "puzzle",
       "Final answers:\n1) Fewest turns: ROTATE: (0, 0) clockwise\n"
       "2) Keeps the edge: ROTATE: (1, 1) counterclockwise", U, False, "numbered_answers",
       why=_NUMBERED),
    _c("t39r_numbered_two_shapes", "recognize",
       "Final answers:\n1. If the gap is a corner: square\n2. If it is a curve: circle", U,
       False, "numbered_answers", why=_NUMBERED),
    _c("t39s_control_sub_questions", "solve",
       "Answers:\n1. Open neighbours: 2\n2. Move: (2, 0)", (2, 0), None, "numbered_answers",
       why=_ONE_GIVEN),
    _c("t39p_control_same_twice", "puzzle",
       "Final answers:\n1. Shortest: ROTATE: (1, 0) clockwise\n"
       "2. Safest: ROTATE: (1, 0) clockwise", (2, CW), False, "numbered_answers",
       why=_ONE_GIVEN),
    _c("t39r_control_count_then_shape", "recognize",
       "Final answers:\n1. Walls counted: 12\n2. Shape: square", "square", False,
       "numbered_answers", why=_ONE_GIVEN),
    _c("t39g_numbered_two_mazes", "generate",
       "Final answers:\n1. First version:\nMAZE:\n" + RING_TL3 + "\n2. Second version:\nMAZE:\n"
       + RING_TOP3, U, False, "numbered_answers", why=_NUMBERED),
    _c("t39g_control_size_then_maze", "generate",
       "Final answers:\n1. Size: 3x3 ring\n2. The maze:\nMAZE:\n" + RING_TL3, S, True,
       "numbered_answers", why=_ONE_GIVEN),
]  # fmt: skip


_OTHER = "the only answer is given as another player's move, not this turn's"
_MINE = "hard: another player is named apart from the answer line, or denied"
OTHER_OWNER: list[Reply] = [
    _c("t39s_other_player_move", "solve",
       "The other player's best move here is MOVE: (2, 0), so block it if you can.", U, None,
       "other_owner", why=_OTHER),
    _c("t39o_rival_route", "one_shot",
       "Your rival would take PATH: " + path_text(DOWN) + ", so watch that column.", U, False,
       "other_owner", why=_OTHER),
    _c("t39p_opponent_turn", "puzzle",
       "Expect your opponent to play ROTATE: (0, 1) clockwise next.", U, False, "other_owner",
       why=_OTHER),
    _c("t39s_control_no_opponent", "solve", "No opponent can block this.\nMOVE: (2, 0)",
       (2, 0), (2, 0), "other_owner", why=_MINE),
    _c("t39p_control_unlike_opponent", "puzzle",
       "ROTATE: (1, 1) counterclockwise\n\nThere is no opponent here, so nothing to watch for.",
       (3, CCW), False, "other_owner", why=_MINE),
    _c("t39o_control_rival_apart", "one_shot",
       "A rival might go the other way round.\n\nPATH: " + path_text(RIGHT), S, True,
       "other_owner", why=_MINE),
]  # fmt: skip


_OTHER_CASE = "the answer holds in one case; the other case is stated and left open"
_ONE_CASE = "hard: the other case is counterfactual, or no other case is stated"
CONDITION_OTHER_CASE: list[Reply] = [
    _c("t39s_case_rows_from_bottom", "solve",
       "If the grid counts rows from the top, MOVE: (2, 0); if the rows count from the bottom, "
       "I'll need to rethink.", U, None, "condition_other_case", why=_OTHER_CASE),
    _c("t39p_case_row_zero", "puzzle",
       "Does row 0 mean the top row for you? If yes, ROTATE: (0, 1) clockwise; if row 0 is the "
       "bottom one, I have to redo this.", U, False, "condition_other_case", why=_OTHER_CASE),
    _c("t39r_case_gap_mark", "recognize",
       "If the gap belongs to the outline, SHAPE: square; if the gap is a separate mark, I "
       "can't tell yet.", U, False, "condition_other_case", why=_OTHER_CASE),
    _c("t39s_control_case_counterfactual", "solve",
       "If P is at (1, 0), as drawn, the move down is open; if (1, 1) were open too, it would "
       "not matter.\nMOVE: (2, 0)", (2, 0), (2, 0), "condition_other_case", why=_ONE_CASE),
    _c("t39p_control_case_as_prompted", "puzzle",
       "If the top-left is (0, 0), as the prompt says, ROTATE: (0, 0) clockwise.", (0, CW),
       False, "condition_other_case", why=_ONE_CASE),
    _c("t39r_control_case_either_way", "recognize",
       "Whether or not the gap is part of it, the outline has four straight sides.\n"
       "SHAPE: square", "square", True, "condition_other_case", why=_ONE_CASE),
]  # fmt: skip


_set = set_functions(
    "t39",
    WHY,
    MAZES,
    [PARALLEL_ROWS, TICKED_LINES, NUMBERED_ANSWERS, OTHER_OWNER, CONDITION_OTHER_CASE],
)
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune39.py: counts, no reader
    print_counts(all_cases(), problems())

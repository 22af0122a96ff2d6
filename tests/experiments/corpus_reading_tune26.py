"""Tuning cases for the habits v26 found misread (issue 35, twenty-fifth round).

v26 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the habit,
not for v26's wording. Each habit has its near variants and controls that must stay as they are:

* ``check_doubts_maze``: after the committed maze, a check saying it fails (a gap, not closed,
  not a <shape>, wrong, broken, invalid) or offering "a better maze" / another maze with no
  stated replacement: conflicting (the twenty-fourth round's check that doubts the answer, in
  the generation phase). A stated replacement ("Corrected maze:", "Here is the fixed version",
  "Use this one instead:", a new ``MAZE:`` line) takes the last maze. Controls: a check saying
  the maze is closed and valid; a check rejecting an alternative.
* ``json_turn_keys``: a tool call or JSON naming the puzzle move with a ``turn``, ``rotation``,
  ``dir`` or ``way`` key, the square as ``{"row", "col"}``: read. Controls: no turn named; a
  turn that is no direction.

Mazes: the generated 5x5 rings of :mod:`corpus_reading_v26` (each valid); the puzzle is the
2 x 2 board, squares 0-3 row by row from the top left.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    case_maker,
    path_text,
    print_counts,
    set_functions,
)
from corpus_mazes import MAZES
from corpus_reading import SUCCESS, UNREADABLE, Reply
from corpus_reading_v26 import DOWN, RIGHT, RING_B3, RING_R3, RING_TL3, RING_TL4

U = UNREADABLE
S = SUCCESS

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)

_DOUBT = "a check after the maze says it fails or offers another, no replacement stated"
_NO_TURN = "the JSON names the square but no turn"

STYLES: list[Reply] = [
    # -- a check doubting the generated maze, no replacement ----------------------------------
    _c("t26g_check_gap_better_is", "generate",
       "MAZE:\n" + RING_R3 + "\n\nLet me verify: the ring has a gap at (2,3), so this is not a "
       "closed ring. A better maze is\n" + RING_TL3, U, False, "check_doubts_maze", why=_DOUBT),
    _c("t26g_check_not_a_square_alone", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nCheck: the walls leave a gap on the left, so this is not a "
       "square.", U, False, "check_doubts_maze", why=_DOUBT),
    _c("t26g_check_invalid_alone", "generate",
       "MAZE:\n" + RING_B3 + "\n\nVerification: G is walled in, so this maze is invalid.", U,
       False, "check_doubts_maze", why=_DOUBT),
    _c("t26g_check_broken_another", "generate",
       "MAZE:\n" + RING_TL4 + "\n\nHmm, checking it: the loop is broken at (2,3). Another "
       "option:\n" + RING_R3, U, False, "check_doubts_maze", why=_DOUBT),
    _c("t26g_check_wrong_alone", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nDouble-check: this is wrong, the ring is not closed at the "
       "top.", U, False, "check_doubts_maze", why=_DOUBT),
    _c("t26g_check_better_one", "generate",
       "MAZE:\n" + RING_B3 + "\n\nRe-checking: a better one would put the ring higher up:\n"
       + RING_TL3, U, False, "check_doubts_maze", why=_DOUBT),
    # A stated replacement: the last maze is the answer.
    _c("t26g_check_corrected_maze", "generate",
       "MAZE:\n" + RING_R3 + "\n\nDouble-check: there is a gap at (2,3), so the ring is not "
       "closed.\n\nCorrected maze:\n" + RING_TL3, S, False, "check_doubts_maze"),
    _c("t26g_check_fixed_version", "generate",
       "MAZE:\n" + RING_TL4 + "\n\nChecking: the loop is broken at (1,0). Here is the fixed "
       "version\n" + RING_B3, S, False, "check_doubts_maze"),
    _c("t26g_check_use_instead", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nVerify: this is not a closed square. Use this one instead:\n"
       + RING_R3, S, False, "check_doubts_maze"),
    _c("t26g_check_new_maze_line", "generate",
       "MAZE:\n" + RING_B3 + "\n\nCheck: G is walled in, so this maze is invalid.\n\nMAZE:\n"
       + RING_TL4, S, True, "check_doubts_maze",
       why="hard: strict takes the last MAZE: line, the asked format (relabelled after a run)"),
    # Controls: the check says the maze holds; the check rejects an alternative.
    _c("t26g_control_check_closed", "generate",
       "MAZE:\n" + RING_TL3 + "\n\nDouble-check: the ring is closed, with no gap, and the maze "
       "is valid.", S, False, "check_doubts_maze"),
    _c("t26g_control_check_rejects_alternative", "generate",
       "MAZE:\n" + RING_R3 + "\n\nCheck: a ring with G outside it would be invalid; this one "
       "keeps G on the ring, so it is fine.", S, False, "check_doubts_maze"),
    # The same habit for a one-shot path (ORIGINAL: P (1,0), G (4,3)): a check saying the path
    # goes through a wall doubts it; controls: the check says it is clear, or rejects another.
    _c("t26o_check_through_wall", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nCheck: this path goes through a wall at (1,1).", U,
       False, "check_doubts_maze", why=_DOUBT),
    _c("t26o_check_path_is_wrong", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nDouble-check: hmm, the path is wrong, (3,0) is a wall.",
       U, False, "check_doubts_maze", why=_DOUBT),
    _c("t26o_control_check_clear", "one_shot",
       "PATH: " + path_text(DOWN) + "\n\nCheck: every step is open and it ends at G.", S, False,
       "check_doubts_maze", why="strict: prose after the answer line is a format miss, as in t21 (relabelled after a run)"),
    _c("t26o_control_other_route_walled", "one_shot",
       "PATH: " + path_text(RIGHT) + "\n\nVerify: going down column 2 would go through a wall, "
       "so the top row is the way.", S, False, "check_doubts_maze",
       why="strict: prose after the answer line is a format miss, as in t21 (relabelled after a run)"),
    # -- JSON turn keys, the square as {"row", "col"} -----------------------------------------
    _c("t26p_tool_turn_row_col", "puzzle",
       '{"name": "rotate", "arguments": {"square": {"row": 1, "col": 0}, "turn": "clockwise"}}',
       (2, CW), False, "json_turn_keys"),
    _c("t26p_json_rotation_row_col", "puzzle",
       '{"square": {"row": 1, "col": 1}, "rotation": "counterclockwise"}', (3, CCW), False,
       "json_turn_keys"),
    _c("t26p_json_dir_tile", "puzzle",
       '{"tile": {"row": 0, "col": 0}, "dir": "clockwise"}', (0, CW), False, "json_turn_keys"),
    _c("t26p_json_way_index", "puzzle",
       '{"square": 2, "way": "counterclockwise"}', (2, CCW), False, "json_turn_keys"),
    _c("t26p_tool_way_row_col", "puzzle",
       '{"name": "rotate_piece", "arguments": {"piece": {"row": 0, "col": 1}, "way": '
       '"counterclockwise"}}', (1, CCW), False, "json_turn_keys"),
    # Controls: no turn named; a turn that is no direction.
    _c("t26p_control_no_turn", "puzzle",
       '{"square": {"row": 0, "col": 1}}', U, False, "json_turn_keys", why=_NO_TURN),
    _c("t26p_control_turn_not_a_direction", "puzzle",
       '{"square": {"row": 0, "col": 1}, "turn": "sideways"}', U, False, "json_turn_keys",
       why="the turn named is no direction"),
]  # fmt: skip


_set = set_functions("t26", WHY, MAZES, [STYLES])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune26.py: counts, no reader
    print_counts(all_cases(), problems())

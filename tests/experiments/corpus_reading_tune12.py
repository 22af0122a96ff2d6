"""Tuning cases for the habits the v11 set found misread (issue 35, eleventh round).

v11 was measured once and is tuning data now. These are the same habits in several variants
each, written and labelled *before* the readers were changed, so the fix is a rule for the
habit, not for v11's wording (a blind set written by someone else measures it). Each habit has
its near variants and controls that must stay as they are:

* ``hedge``: two moves offered as "maybe X, maybe Y" / "perhaps X, perhaps Y", or followed by
  "I'm not sure which", with no pick: ``unreadable`` in every phase, never a success.
  Controls: the same opening followed by a pick, and one move named twice.
* ``one_indexed``: a reply that says its coordinates are 1-indexed ("1-indexed", "1-based",
  "counting from 1", "numbered from 1") is converted to the envs' 0-indexed cells (solve, the
  one-shot path, puzzle squares); strictly its cells are not the prompt's 0-indexed format, a
  miss. Controls: "1" in other senses ("Step 1", "option 1", "1 move"), a reply that says it is
  0-indexed, and a generated maze (a grid, no cells to convert). A reply that does not say so
  is read as written (strictly too).
* ``structured``: YAML fields (``move:\\n  row: 1\\n  col: 1``, ``direction: clockwise``), named
  fields in prose (``row: 2, col: 0``, ``r=1, c=1``), tool-call JSON (``{"name": "move",
  "arguments": {...}}``, its arguments a JSON string as OpenAI sends them; a direction is the
  neighbouring cell, the kept ruling; a maze's rows as an argument list) and an HTML table maze
  read as the plain forms. Controls: YAML and JSON that hold no answer before a plain answer
  line, and a tool call with a direction that is none.
* ``route``: a whole route from the player's cell where one move was asked: the next move is
  the route's first step. Controls: a route that does not start at the player's cell, and
  several moves on a ``MOVE:`` line, stay ``unreadable`` (the tenth round's rule).

Mazes: ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle
replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

import json

from corpus_form import (
    CCW,
    CW,
    case_maker,
    form_problems,
    halves,
    path_text,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""

_c = case_maker(WHY)
_p = path_text

LEFT = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid on ORIGINAL: down the left column, along the bottom row."""
TOP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid on ORIGINAL: along the top corridor, down the right column."""
LEFT_1 = "(2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)"
""":data:`LEFT` written 1-indexed."""
TOP_1 = "(2, 1) -> (2, 2) -> (2, 3) -> (2, 4) -> (3, 4) -> (4, 4) -> (5, 4)"
""":data:`TOP` written 1-indexed, with arrows."""

CENTRE3 = "1 1 1 1 1\n1 0 0 P 1\n1 0 1 0 1\n1 G 0 0 1\n1 1 1 1 1"
"""A valid 3x3 square ring in the centre."""
LOWER3 = "1 1 1 1 1\n1 1 1 1 1\n1 P 0 0 1\n1 0 1 0 1\n1 0 0 G 1"
"""A valid 3x3 square ring at the bottom middle."""


def _html(maze: str, upper: bool = False) -> str:
    rows = "\n".join(
        "  <tr>" + "".join(f"<td>{ch}</td>" for ch in row.split()) + "</tr>"
        for row in maze.splitlines()
    )
    table = f"<table>\n{rows}\n</table>"
    return table.upper() if upper else table


def _rows_call(maze: str, key: str = "rows", as_lists: bool = False) -> str:
    rows = [
        [int(ch) if ch.isdigit() else ch for ch in row.split()] if as_lists else row
        for row in maze.splitlines()
    ]
    return json.dumps({"name": "submit_maze", "arguments": {key: rows}})


STYLES: list[Reply] = [
    # -- hedged alternatives with no pick ---------------------------------------------------
    _c(
        "t12p_perhaps_perhaps",
        "puzzle",
        "Perhaps (0, 1) clockwise, perhaps (1, 0) counterclockwise. Hard to say which.",
        U,
        False,
        "hedge",
        why="two moves offered, neither chosen",
    ),
    _c(
        "t12p_maybe_not_sure",
        "puzzle",
        "Maybe square 3 counterclockwise, or square 0 clockwise. Not sure which one is right.",
        U,
        False,
        "hedge",
        why="two moves offered, neither chosen",
    ),
    _c(
        "t12s_maybe_maybe",
        "solve",
        "Maybe (2, 0), maybe (1, 1); I can't decide.",
        U,
        None,
        "hedge",
        why="two cells offered, neither chosen",
    ),
    _c(
        "t12s_two_good_not_sure",
        "solve",
        "Perhaps down to (2, 0); perhaps right to (1, 1). I'm not sure which is better.",
        U,
        None,
        "hedge",
        why="two cells offered, neither chosen",
    ),
    _c(
        "t12r_maybe_maybe",
        "recognize",
        "Maybe a square, maybe a spiral; I'm not sure which.",
        U,
        False,
        "hedge",
        why="two shapes offered, neither chosen",
    ),
    _c(
        "t12o_maybe_two_paths",
        "one_shot",
        f"Maybe {_p(LEFT)}, maybe {_p(TOP)}; I'm not sure which is better.",
        U,
        False,
        "hedge",
        why="two routes offered, neither chosen",
    ),
    _c(
        "t12p_control_maybe_then_pick",
        "puzzle",
        "Maybe (0, 1) clockwise, maybe (1, 0) counterclockwise. The second lines up both ends, so "
        "I'll do that.\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "hedge",
        why="hard: two moves weighed, then one picked in words and on the ROTATE line",
    ),
    _c(
        "t12s_control_maybe_then_pick",
        "solve",
        "Maybe (2, 0), maybe (1, 1). Down is shorter, so I take (2, 0).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedge",
    ),
    _c(
        "t12p_control_maybe_same_move",
        "puzzle",
        "Maybe (1, 1) clockwise; yes, (1, 1) clockwise it is.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "hedge",
    ),
    # -- 1-indexed coordinates, said as such ------------------------------------------------
    _c(
        "t12s_one_based_said",
        "solve",
        "Coordinates are 1-based here, so the player is at (2, 1).\nMOVE: (2, 2)",
        (1, 1),
        None,
        "one_indexed",
        why="hard: 1-based (2, 2) is (1, 1); strictly not the prompt's 0-indexed cell",
    ),
    _c(
        "t12s_counting_from_one",
        "solve",
        "Counting rows and columns from 1, I step down to (3, 1).\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_indexed",
        why="hard: counted from 1, (3, 1) is (2, 0)",
    ),
    _c(
        "t12s_numbered_from_one_after",
        "solve",
        "MOVE: (2, 2)\n\n(rows and columns numbered from 1)",
        (1, 1),
        None,
        "one_indexed",
        why="hard: the note after the line says the numbering starts at 1",
    ),
    _c(
        "t12s_one_indexed_paren",
        "solve",
        "Right is open: MOVE: (2, 2) (1-indexed)",
        (1, 1),
        None,
        "one_indexed",
    ),
    _c(
        "t12s_control_zero_indexed_said",
        "solve",
        "Using 0-indexed coordinates as the prompt does.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "one_indexed",
    ),
    _c(
        "t12s_control_one_other_senses",
        "solve",
        "Step 1: the cell below is open. That leaves 1 move worth making, and option 1 is "
        "down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "one_indexed",
    ),
    _c(
        "t12s_control_index_one_word",
        "solve",
        "Row 1 holds the player; index 1 in that row is open.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "one_indexed",
        why="hard: 'row 1' and 'index 1' name cells 0-indexed, no numbering is declared",
    ),
    _c(
        "t12s_control_unsaid",
        "solve",
        "The player is at (1, 0).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "one_indexed",
    ),
    _c(
        "t12o_one_based_said",
        "one_shot",
        "Using 1-based (row, col) coordinates:\nPATH: " + LEFT_1,
        S,
        False,
        "one_indexed",
        why="hard: converted as it says, it is the left-and-bottom route",
    ),
    _c(
        "t12o_counting_from_one_arrows",
        "one_shot",
        "PATH: " + TOP_1 + "\n\nNote: I count rows and columns from 1.",
        S,
        False,
        "one_indexed",
        why="hard: the note after the path says the numbering starts at 1",
    ),
    _c(
        "t12o_control_zero_based_said",
        "one_shot",
        "0-based coordinates, as asked.\nPATH: " + _p(TOP),
        S,
        True,
        "one_indexed",
    ),
    _c(
        "t12p_one_based_said",
        "puzzle",
        "Positions are 1-based.\nROTATE: (1, 2) clockwise",
        (1, CW),
        False,
        "one_indexed",
        why="hard: 1-based (1, 2) is (0, 1), square 1",
    ),
    _c(
        "t12p_square_numbered_from_one",
        "puzzle",
        "Numbering the squares from 1 in reading order: ROTATE: square 4 counterclockwise",
        (3, CCW),
        False,
        "one_indexed",
        why="hard: square 4 counted from 1 is the last square, index 3",
    ),
    _c(
        "t12p_control_zero_indexed",
        "puzzle",
        "Indices are 0-indexed.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "one_indexed",
    ),
    _c(
        "t12g_control_one_indexed_grid",
        "generate",
        "Rows are numbered from 1 in my notes, but the grid is what counts:\nMAZE:\n" + CENTRE3,
        S,
        True,
        "one_indexed",
        why="hard: a maze is a grid, no cells to convert",
    ),
    # -- structured answers -------------------------------------------------------------------
    _c(
        "t12s_yaml_down",
        "solve",
        "thoughts: down leads straight to the bottom row\nmove:\n  row: 2\n  col: 0",
        (2, 0),
        None,
        "structured",
    ),
    _c(
        "t12s_yaml_column_key",
        "solve",
        "next_move:\n  row: 1\n  column: 1",
        (1, 1),
        None,
        "structured",
    ),
    _c(
        "t12s_named_fields_colon",
        "solve",
        "MOVE: row: 2, col: 0",
        (2, 0),
        None,
        "structured",
    ),
    _c(
        "t12s_named_fields_prose",
        "solve",
        "The open neighbour to the right is at row: 1, col: 1, so that is where I go.",
        (1, 1),
        None,
        "structured",
    ),
    _c(
        "t12s_named_fields_short",
        "solve",
        "MOVE: (r=1, c=1)",
        (1, 1),
        None,
        "structured",
    ),
    _c(
        "t12s_tool_call_down",
        "solve",
        '{"name": "move", "arguments": {"direction": "down"}}',
        (2, 0),
        None,
        "structured",
        why="hard: a single move as a direction is the neighbouring cell (the kept ruling)",
    ),
    _c(
        "t12s_tool_call_string_arguments",
        "solve",
        json.dumps({"name": "move", "arguments": json.dumps({"row": 1, "col": 1})}),
        (1, 1),
        None,
        "structured",
        why="hard: OpenAI sends a tool call's arguments as a JSON string",
    ),
    _c(
        "t12s_control_yaml_no_answer",
        "solve",
        "analysis:\n  up: wall\n  down: open\n  right: open\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "structured",
    ),
    _c(
        "t12s_control_json_no_answer",
        "solve",
        '{"player": [1, 0], "goal": [4, 3]}\nMOVE: (1, 1)',
        (1, 1),
        (1, 1),
        "structured",
    ),
    _c(
        "t12s_control_tool_call_bad_direction",
        "solve",
        '{"name": "move", "arguments": {"direction": "sideways"}}',
        U,
        None,
        "structured",
        why="'sideways' names no direction",
    ),
    _c(
        "t12p_yaml_row_col",
        "puzzle",
        "rotate:\n  row: 1\n  col: 0\n  direction: clockwise",
        (2, CW),
        False,
        "structured",
    ),
    _c(
        "t12p_yaml_flat",
        "puzzle",
        "square: 3\ndirection: counterclockwise",
        (3, CCW),
        False,
        "structured",
    ),
    _c(
        "t12p_tool_call_square",
        "puzzle",
        json.dumps(
            {"name": "rotate", "arguments": json.dumps({"square": 1, "direction": "clockwise"})}
        ),
        (1, CW),
        False,
        "structured",
    ),
    _c(
        "t12g_tool_call_rows",
        "generate",
        _rows_call(CENTRE3),
        S,
        False,
        "structured",
        why="hard: each row string is a matrix row; the format is not the asked one",
    ),
    _c(
        "t12g_tool_call_grid_lists",
        "generate",
        _rows_call(LOWER3, key="grid", as_lists=True),
        S,
        False,
        "structured",
        why="hard: each inner list is a matrix row",
    ),
    _c(
        "t12g_html_table",
        "generate",
        "Here is the maze:\n\n" + _html(LOWER3),
        S,
        False,
        "structured",
        why="hard: one <tr> per row, one <td> per cell",
    ),
    _c(
        "t12g_html_table_upper_label",
        "generate",
        "MAZE:\n" + _html(CENTRE3, upper=True),
        S,
        False,
        "structured",
    ),
    _c(
        "t12g_control_html_table_original",
        "generate",
        "MAZE:\n" + _html(MAZES["matrix"]["original"]),
        F,
        False,
        "structured",
        why="hard: the table is read, and it is the original maze unchanged",
    ),
    # -- a whole route where one move was asked -------------------------------------------
    _c(
        "t12s_route_from_p_top",
        "solve",
        "Route: " + _p(TOP, " -> "),
        (1, 1),
        None,
        "route",
        why="hard: a whole route from P; the next move is its first step",
    ),
    _c(
        "t12s_route_from_p_commas",
        "solve",
        "My plan: " + _p(LEFT, ", ") + ".",
        (2, 0),
        None,
        "route",
        why="hard: a whole route from P; the next move is its first step",
    ),
    _c(
        "t12s_route_path_label",
        "solve",
        "Full route to the goal:\nPATH: " + _p(LEFT),
        (2, 0),
        None,
        "route",
        why="hard: a whole route from P; the next move is its first step",
    ),
    _c(
        "t12s_control_route_not_from_p",
        "solve",
        "Route: (2, 0) -> (3, 0) -> (4, 0) -> (4, 1) -> (4, 2) -> (4, 3)",
        U,
        None,
        "route",
        why="a route that does not start at P: several moves, none marked as this one",
    ),
    _c(
        "t12s_control_route_on_move_line",
        "solve",
        "MOVE: (1, 0) -> (1, 1) -> (1, 2)",
        U,
        None,
        "route",
        why="several moves on the MOVE line where one was asked (the tenth round's rule)",
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
    return form_problems(all_cases() if cases is None else cases, "t12", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune12.py: counts, no reader
    print_counts(all_cases(), problems())

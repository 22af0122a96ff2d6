"""A fourteenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v12`` were read for the
data format and the labelling conventions only; the replies, mazes, routes and wordings here are
new, and no model was run: every reply is written.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, drafts inside ``<think>`` are reasoning, checks after the answer are
not the answer, an answer written twice identically is one answer), else :data:`UNREADABLE`
(cut off by ``max_tokens`` before its answer line, alternatives with no pick, a hedge, a
refusal, only thinking, the prompt's template echoed). Coordinates are the prompt's (0-indexed,
row first); a reply that *says* it counts from 1 is converted, one whose counting is unsaid
where it matters is unclear. Rulings kept: a maze in the encoding not asked is a fail; a
one-shot route given only in direction words is a fail; a single solve move given only as a
direction is the neighbouring cell; a matrix maze must write P and G; a whole route from P's
cell where one move was asked is read as its first step (a route not starting at P, or several
cells on the ``MOVE:`` line, is unclear); hedged alternatives with no pick are unclear.

Strict label: the reply's own final line is the asked line with the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` then
the maze exactly as the encoder writes it, nothing after); not inside a fence, LaTeX, JSON,
YAML, HTML or tags, nor after a heading mark or emoji (inline bold/italic tolerated); any
English name of the right shape; ``clockwise``/``counterclockwise`` only; a puzzle square as
``(row, col)`` or ``square N``; a path's cells separated by spaces only; 0-indexed cells.

Styles, leaning on what v1-v12 have least: the one-shot path and about thirty replies in the
habits of large reasoning models answering at length (habit names starting ``long_``: o3/GPT-5
thinking summaries, DeepSeek-R1, Qwen3 thinking, Claude extended thinking, Gemini 2.5 thinking
that weigh options, revise and verify), answers restating the question, prose-only answers,
numbered step lists, spelled-out coordinate conventions, 1-indexed cells said or not, answers
twice, headings, emoji, HTML, YAML, tool-call JSON, self-verification after the answer,
refusals, hedges, Chinese and full-width forms, and small models echoing, rambling and cut off.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); routes and generated mazes are this module's; puzzle replies are for a 2x2
board (square index ``2 * row + col``). The split is :func:`corpus_reading.half`; the whole set
is held out.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    coord_list,
    form_problems,
    halves,
    one_based,
    path_text,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES, ORIGINAL_MATRIX
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
L = LENGTH
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did (those start with ``hard:``)."""

_c = case_maker(WHY)
_coord = coord_list
_path = path_text


def _arrows(cells: str) -> str:
    """``"1,0 2,0"`` as ``(1,0) → (2,0)`` (the compact arrow form reasoning models write)."""
    return " → ".join(f"({c})" for c in cells.split())


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
CORNER_BOUNCE = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left-and-bottom route, stepping back up once from the corner (4,0) (eight
moves)."""
TOP_WIGGLE = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top-and-right route with one step back and forth at the top-right corner (eight
moves)."""
COLUMN_WIGGLE = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top-and-right route with one step back and forth in column 3 (eight moves)."""
DOWN_ROUTE = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column then the bottom row (six moves; one of the two shortest)."""
RIGHT_ROUTE = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top corridor then the right column (six moves; the other shortest)."""
CORNER_CUT = "1,0 1,1 1,2 1,3 2,3 3,3 4,2 4,3"
"""Broken: a diagonal step from (3,3) to (4,2) (the square maze moves in four directions)."""
PAST_THE_GOAL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,4"
"""Broken: reaches G, then steps on into the wall (4,4)."""
DOWN_THE_MIDDLE = "1,0 1,1 1,2 2,2 3,2 3,3 4,3"
"""Broken: down column 2 through the walls (2,2) and (3,2)."""
HALFWAY = "1,0 1,1 1,2 1,3"
"""Broken: stops at (1,3), the top-right corner, three steps before G."""

# == generated mazes (5x5) =================================================================
TOP_MID3 = """\
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring at the top, columns 1-3, P at (0,1), G at (2,3)."""

BOTTOM_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 G 0 1"""
"""Valid: a 3x3 square ring at the bottom, columns 1-3, P at (2,2), G at (4,2)."""

CENTRE3 = """\
1 1 1 1 1
1 0 0 0 1
1 P 1 G 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the middle, P at (2,1), G at (2,3), either side of the hole."""

LOW_RIGHT4 = """\
1 1 1 1 1
1 G 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 P 0"""
"""Valid: a 4x4 square ring in the bottom-right corner, P at (4,3), G at (1,1)."""

RIGHT_MID3 = """\
1 1 1 1 1
1 1 0 0 P
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1"""
"""Valid: a 3x3 square ring on the right, rows 1-3, P at (1,4), G at (3,2)."""

CENTRE_OPEN_SIDE = """\
1 1 1 1 1
1 0 1 0 1
1 P 1 G 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: :data:`CENTRE3` with (1,2) walled: the ring is cut open into a U (a C turned)."""

PLUS_CENTRE = """\
1 1 0 1 1
1 1 0 1 1
P 0 0 0 G
1 1 0 1 1
1 1 0 1 1"""
"""Broken: a plus sign through the middle: not the original's square shape."""

NO_GOAL = """\
1 1 1 1 1
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 0 0 1"""
"""Broken: :data:`BOTTOM_MID3` without its goal."""

SIX_WIDE = """\
1 P 0 0 1 1
1 0 1 0 1 1
1 0 0 G 1 1
1 1 1 1 1 1
1 1 1 1 1 1"""
"""Broken: :data:`TOP_MID3` with a sixth column: not 5x5."""

TWO_GOALS = """\
1 1 1 1 1
1 G 0 0 0
1 0 1 1 0
1 0 1 1 0
1 G 0 P 0"""
"""Broken: :data:`LOW_RIGHT4` with a second goal at (4,1)."""

RING_WITH_TAIL = """\
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 0
1 1 1 P 1"""
"""Broken: :data:`RIGHT_MID3`'s ring with P moved out of it to (4,3), below (3,3): reachable,
but the open cells are the ring plus a tail, not a square."""

EMOJI_GRID = """\
⬛⬛⬛⬛⬛
⬛⬜⬜⬜⬛
⬛🟦⬛🟩⬛
⬛⬜⬜⬜⬛
⬛⬛⬛⬛⬛"""
"""Broken: :data:`CENTRE3`'s ring (🟦 P, 🟩 G) drawn in emoji squares, not in the matrix
encoding."""


def _commas(maze: str) -> str:
    """``maze`` with its cells separated by commas instead of spaces."""
    return "\n".join(",".join(row.split()) for row in maze.splitlines())


def _rows_json(maze: str) -> str:
    """``maze`` as ``{"maze": [[1, 0, "P", ...], ...]}`` (walls and empties as numbers)."""
    rows = [
        "[" + ",".join(ch if ch in "01" else f'"{ch}"' for ch in row.split()) + "]"
        for row in maze.splitlines()
    ]
    return '{"maze": [' + ",".join(rows) + "]}"


def _spaced_coords(maze: str) -> str:
    """``maze``'s coordinate list with a space after each comma inside the tuples."""
    return coord_list(maze).replace(",", ", ").replace(",  ", ", ")


# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v14s_plain_down",
        "solve",
        "The cell below the player is open.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c(
        "v14s_bold_value",
        "solve",
        "Row 1 is open to the right of P all the way to column 3.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "bold_value",
        why="hard: bold around the value only is the inline markdown the strict reading allows",
    ),
    _c(
        "v14s_lowercase_label",
        "solve",
        "Going down the left edge.\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        why="hard: flexibly the cell; strictly the label is not the prompt's uppercase MOVE:",
    ),
    _c(
        "v14s_restate_then_prose",
        "solve",
        "You gave me this grid:\n\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\n"
        "The player is on the second row at the far left. My next step is to the cell "
        "directly to its right, (1, 1).",
        (1, 1),
        None,
        "restates_maze",
    ),
    _c(
        "v14s_restate_coords_then_line",
        "solve",
        "Player position: (1,0)\nGoal: (4,3)\nNeighbours of (1,0): (0,0) wall, (2,0) empty, "
        "(1,1) empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_question",
        why="hard: the restated player, goal and neighbour cells are the question's; the last "
        "line is the move",
    ),
    _c(
        "v14s_prose_going_down",
        "solve",
        "I'll head down one square, into row 2 of column 0, since going up would hit the wall.",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v14s_prose_direction_only",
        "solve",
        "Moving one step to the right seems best.",
        (1, 1),
        None,
        "prose_only",
        why="hard: a single move given only as a direction is the neighbouring cell (ruling)",
    ),
    _c(
        "v14s_numbered_pick_last",
        "solve",
        "Step 1 — locate P: row 1, col 0.\nStep 2 — list exits: down (2,0) and right (1,1).\n"
        "Step 3 — both lead to G in six moves; choose down.\nStep 4 — answer:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _c(
        "v14s_numbered_no_pick",
        "solve",
        "1) (2, 0) is free\n2) (1, 1) is free\n3) (0, 0) is blocked",
        U,
        None,
        "numbered_steps",
        why="a list of cells checked, two free, neither chosen",
    ),
    _c(
        "v14s_convention_zero",
        "solve",
        "Using (row, column), both counted from zero with (0, 0) in the top-left corner, I "
        "move to row 1, column 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "convention_spelled",
    ),
    _c(
        "v14s_x_y_convention",
        "solve",
        "I'll write positions as (x, y) with x the column and y the row. P is at (0, 1); I "
        "step to (0, 2).",
        (2, 0),
        None,
        "convention_spelled",
        why="hard: the reply names its own axes (x column, y row), so its (0, 2) is row 2, "
        "column 0",
    ),
    _c(
        "v14s_one_based_said_line",
        "solve",
        "Note: I number rows and columns starting at 1. The player is at (2, 1), and the "
        "open neighbour to the right is (2, 2).\nMOVE: (2, 2)",
        (1, 1),
        None,
        "one_based_said",
        why="hard: the reply says it counts from 1, so its (2, 2) is the prompt's (1, 1); "
        "strictly not the prompt's coordinates",
    ),
    _c(
        "v14s_one_based_unsaid_matters",
        "solve",
        "P = (2,1). Going right: (2,2).\nMOVE: (2, 2)",
        U,
        None,
        "one_based_unsaid",
        why="the reply counts from 1 without saying so (P written as (2,1)): as written (2, 2) "
        "is a wall, counted from 1 it is (1, 1): the counting matters and is not said",
    ),
    _c(
        "v14s_twice_identical",
        "solve",
        "MOVE: (2, 0)\n\nTo be clear, my move is:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeated_answer",
    ),
    _c(
        "v14s_twice_different",
        "solve",
        "MOVE: (2, 0)\nMOVE: (1, 1)",
        U,
        None,
        "repeated_answer",
        why="two different answer lines one after the other, no word choosing either: "
        "conflicting answers with no commitment",
    ),
    _c(
        "v14s_heading_final",
        "solve",
        "### Reasoning\nUp is blocked by a wall; down is open.\n\n### Final Answer\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "heading_answer",
        why="hard: the heading is a line of its own; the last line is the plain answer line",
    ),
    _c(
        "v14s_emoji_arrow",
        "solve",
        "➡️ (1, 1)",
        (1, 1),
        None,
        "emoji",
    ),
    _c(
        "v14s_html_answer_tag",
        "solve",
        "<answer>MOVE: (1, 1)</answer>",
        (1, 1),
        None,
        "html",
    ),
    _c(
        "v14s_yaml_block",
        "solve",
        "```yaml\nposition: [1, 0]\nnext_move: [2, 0]\n```",
        (2, 0),
        None,
        "yaml",
        why="hard: the YAML names P's cell as position and the move as next_move",
    ),
    _c(
        "v14s_tool_call_target",
        "solve",
        'I will call the move tool.\n{"name": "move", "arguments": {"target": [1, 1]}}',
        (1, 1),
        None,
        "tool_call",
    ),
    _c(
        "v14s_tool_call_two",
        "solve",
        '[{"name": "move", "arguments": {"row": 2, "col": 0}}, {"name": "move", "arguments": '
        '{"row": 3, "col": 0}}]',
        U,
        None,
        "tool_call",
        why="two move calls where one move was asked, the first not P's own cell: like several "
        "cells on the MOVE: line (ruling: unclear)",
    ),
    _c(
        "v14s_verify_after",
        "solve",
        "MOVE: (1, 1)\n\nCheck: (1, 1) is '0' in row 1, adjacent to P at (1, 0), not a wall, "
        "inside the grid. Valid.",
        (1, 1),
        None,
        "self_check_after",
        why="hard: the check after the answer is not the answer; strictly the answer is not "
        "the last line",
    ),
    _c(
        "v14s_route_from_p_prose",
        "solve",
        "My plan: (1,0) → (2,0) → (3,0) → (4,0) → (4,1) → (4,2) → (4,3). Taking the first "
        "step of it now.",
        (2, 0),
        None,
        "route_for_move",
        why="hard: a whole route from P's own cell where one move was asked is read as its "
        "first step (ruling)",
    ),
    _c(
        "v14s_route_on_move_line",
        "solve",
        "MOVE: (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        None,
        "route_for_move",
        why="several cells on the MOVE: line (ruling: unclear)",
    ),
    _c(
        "v14s_route_not_from_p",
        "solve",
        "Path to the goal: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3).",
        U,
        None,
        "route_for_move",
        why="a route that does not start at P's cell where one move was asked (ruling: unclear)",
    ),
    _c(
        "v14s_wall_answer",
        "solve",
        "Going up toward the top edge looks shortest to me.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
        why="hard: the committed cell is a wall; the reading is the cell, the env judges it",
    ),
    _c(
        "v14s_refusal",
        "solve",
        "I'd rather not guess here — I can't be sure the maze I see is rendered correctly, so "
        "I won't make a move.",
        U,
        None,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v14s_hedge_maybe",
        "solve",
        "Maybe (2, 0), maybe (1, 1) — both look fine to me.",
        U,
        None,
        "hedge",
        why="hedged alternatives with no pick (ruling)",
    ),
    _c(
        "v14s_hedge_then_pick",
        "solve",
        "Either (2, 0) or (1, 1) would work. If I must choose, I'd go with (1, 1).",
        (1, 1),
        None,
        "hedge",
        why="hard: two options offered, then one chosen in words",
    ),
    _c(
        "v14s_chinese_fullwidth",
        "solve",
        "玩家在（1，0）。上方是墙，右边（1，1）可以走。\n移动：（1，1）",
        (1, 1),
        None,
        "fullwidth",
    ),
    _c(
        "v14s_chinese_label_english_cell",
        "solve",
        "向下走一步比较安全。\nMOVE：(2, 0)",
        (2, 0),
        None,
        "fullwidth",
        why="hard: a full-width colon after the label: flexibly the cell, strictly not the "
        "prompt's line",
    ),
    _c(
        "v14s_think_then_line_qwen3",
        "solve",
        "<think>\n好的，玩家在(1,0)。向右是(1,1)，是0。向下是(2,0)，也是0。两条路一样长。我选向下。"
        "\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _c(
        "v14s_unclosed_think_cut",
        "solve",
        "<think>\nOkay, P is at (1,0). Let me look at each neighbour. (0,0) is 1, so a wall. "
        "(2,0) is 0. (1,1) is 0. Which reaches G faster? Going down: (2,0), (3,0), (4,0), "
        "then right along row 4 to",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _c(
        "v14s_small_echo_example",
        "solve",
        "a line of the form MOVE: (row, col), for example MOVE: (2, 3).\nMOVE: (row, col)",
        U,
        None,
        "small_echo",
        why="the prompt's instruction and example echoed: (2, 3) is the example, not a move",
    ),
    _c(
        "v14s_small_ramble_cut",
        "solve",
        "The maze is a maze. The player is P. The goal is G. The player wants to reach the goal. "
        "The player is P. The goal is G. The player wants to reach the goal. The player is P.",
        U,
        None,
        "small_repeat",
        why="rambling with no move until max_tokens cut it off",
        finish_reason=L,
    ),
    _c(
        "v14s_small_bare_cell",
        "solve",
        "(2,0)",
        (2, 0),
        None,
        "small_terse",
    ),
    _c(
        "v14s_small_half_label",
        "solve",
        "MOVE (1 1)",
        (1, 1),
        None,
        "small_half_label",
        why="hard: the label without its colon and the cell without its comma: the one cell "
        "written is still clear",
    ),
    _c(
        "v14s_long_o3_summary",
        "solve",
        "**Assessing the neighbours**\n\nI'm checking the four cells around P. Up is (0,0), a "
        "wall; left is off the grid; right (1,1) and down (2,0) are open.\n\n**Comparing the "
        "two routes**\n\nThe top corridor runs (1,1)-(1,3) and then down column 3; the left "
        "column runs (2,0)-(4,0) and then along row 4. Each is six moves, so there's no "
        "difference in length. I initially leaned toward the top, but column 3 passes right "
        "next to the wall block, and I want to double-check it's open: rows 2 and 3 have 0 at "
        "column 3, so it is. Still equal.\n\n**Deciding**\n\nWith a tie I'll take the route "
        "that ends by moving right along the bottom, since G is on row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_o3_summary",
    ),
    _c(
        "v14s_long_r1_reverses",
        "solve",
        "<think>\nAlright, the maze. Row 0 is all walls. Row 1: P 0 0 0 1. So P at (1,0). "
        "Down: row 2 col 0 = 0. Right: (1,1) = 0. Let me trace right first: (1,1), (1,2), "
        "(1,3), then (2,3)=0, (3,3)=0, (4,3)=G. Six moves. Down: (2,0), (3,0), (4,0), (4,1), "
        "(4,2), (4,3). Also six. So I'll go right. Hmm wait, is (1,3) really 0? Row 1 is "
        "'P 0 0 0 1': indices 0..4 are P,0,0,0,1 — yes (1,3)=0. OK right it is. Actually, "
        "hold on: let me reconsider down — no, there's no reason to. Right.\n</think>\n\nThe "
        "two routes are equally short; I'll take the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_r1_thinking",
    ),
    _c(
        "v14s_long_claude_weighs_then_corrects",
        "solve",
        "Let me think through the options carefully.\n\nFrom (1, 0), moving up to (0, 0) isn't "
        "possible — that's a wall. Moving left would leave the grid. That leaves two choices:\n"
        "- **Down to (2, 0)**: opens onto the left column, which runs to the bottom-left corner.\n"
        "- **Right to (1, 1)**: opens onto the top corridor.\n\nMy first instinct was (1, 1), "
        "but looking again, the goal sits at the bottom of the maze, so heading down keeps me "
        "moving toward its row from the start. Both are six moves, so this is a tie-break, not "
        "a correction of an error.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_claude_thinking",
        why="hard: the first instinct (1, 1) is revised in the reply's own words before the line",
    ),
    _c(
        "v14s_long_gemini_verify_after",
        "solve",
        "**Thinking through the grid**\n\nI'll map the open cells: row 1 has columns 0-3 "
        "open, rows 2-3 have columns 0 and 3, row 4 has columns 0-3. This is a ring.\n\n"
        "**Choosing the step**\n\nP at (1,0) can go right or down. I'm going right.\n\n"
        "MOVE: (1, 1)\n\n**Verification**\n\n- (1, 1) is in bounds ✓\n- (1, 1) is a 0 ✓\n- "
        "It is adjacent to (1, 0) ✓\n- The alternative (2, 0) would also have worked, but "
        "I've committed to (1, 1).",
        (1, 1),
        None,
        "long_gemini_thinking",
        why="hard: the verification after the line names the other open cell only as the "
        "alternative not taken; strictly the answer is not the last line",
    ),
    _c(
        "v14s_long_qwen3_mind_changes_in_think",
        "solve",
        "<think>\nP (1,0). Try up: (0,0) is 1. No. Right (1,1): 0. Down (2,0): 0. I'll say "
        "MOVE: (1, 1). Wait — the instructions say I get feedback after each move, so it "
        "doesn't matter much. But the bottom route ends with G directly to the right, which "
        "feels safer. Final: down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_qwen3_thinking",
        why="hard: a MOVE: line drafted inside the thinking is overridden by the answer after it",
    ),
    _c(
        "v14s_long_gpt5_no_final",
        "solve",
        "Reasoning summary:\n- P at (1,0); up is wall, left is boundary.\n- (2,0) and (1,1) "
        "both open; each gives a 6-move shortest route.\n- Considered parity of remaining moves "
        "(16 available) — ample either way.\n- No tie-breaker in the rules.\n\nEither choice "
        "is optimal.",
        U,
        None,
        "long_gpt5_summary",
        why="a long weighing that ends 'either choice is optimal': no pick",
    ),
    _c(
        "v14s_long_r1_cut_before_answer",
        "solve",
        "<think>\nLet me carefully index the grid. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. Row 2: "
        "0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. P is (1,0), G is (4,3). Neighbours "
        "of P: (0,0)=1 wall, (2,0)=0, (1,1)=0. Going down seems natural. Let me verify the "
        "whole path down: (2,0) ok, (3,0) ok, (4,0) ok, (4,1) ok, (4,2) ok, (4,3) G. Good. "
        "So the answer is down. Let me also double check right just in case: (1,1) ok,",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking, before the answer line",
        finish_reason=L,
    ),
    _c(
        "v14s_long_phi4_solution_block",
        "solve",
        "Solution:\nWe want to reach G at (4, 3). The Manhattan distance is 3 + 3 = 6, and both "
        "open neighbours reduce it by one: (2, 0) gives 2 + 3 = 5 and (1, 1) gives 3 + 2 = 5. "
        "The walls in the middle force the path around the ring either way. Let's take the "
        "downward direction first.\n\nTherefore, the next move is (2, 0).",
        (2, 0),
        None,
        "long_phi4_solution",
    ),
    _c(
        "v14s_llama4_answer_is",
        "solve",
        "The answer is: MOVE: (1, 1)",
        (1, 1),
        None,
        "answer_is",
        why="hard: the line starts 'The answer is:', not the label",
    ),
    _c(
        "v14s_mistral_fenced",
        "solve",
        "Here is my move:\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_line",
    ),
    _c(
        "v14s_gemma_table",
        "solve",
        "| Direction | Cell | Open? |\n|---|---|---|\n| Up | (0, 0) | ❌ |\n| Down | (2, 0) | "
        "✅ |\n| Right | (1, 1) | ✅ |\n\nI'll go **down**.",
        (2, 0),
        None,
        "table",
        why="hard: the table ticks two cells; the sentence after it picks down",
    ),
]

# == one-shot: the whole path on ORIGINAL =================================================
ONE_SHOT: list[Reply] = [
    _c(
        "v14o_bounce_strict",
        "one_shot",
        "I went to the bottom corner, back up one, down again and along the bottom.\nPATH: "
        + _path(CORNER_BOUNCE),
        S,
        True,
        "revisits",
        why="hard: the route steps back over a cell it visited, but every step is legal and it "
        "ends at G",
    ),
    _c(
        "v14o_wiggle_top_strict",
        "one_shot",
        "PATH: " + _path(TOP_WIGGLE),
        S,
        True,
        "revisits",
    ),
    _c(
        "v14o_arrows_line",
        "one_shot",
        "Shortest route via the left column.\nPATH: " + _path(DOWN_ROUTE, " -> "),
        S,
        False,
        "arrows",
        why="hard: arrows between the cells: flexibly the route, strictly a format miss",
    ),
    _c(
        "v14o_commas_line",
        "one_shot",
        "Going clockwise round the ring.\nPATH: " + _path(RIGHT_ROUTE, ", "),
        S,
        False,
        "commas",
        why="hard: commas between the cells are a strict format miss; the route is clear",
    ),
    _c(
        "v14o_numbered_steps",
        "one_shot",
        "1. Start at (1, 0)\n2. Down to (2, 0)\n3. Down to (3, 0)\n4. Down to (4, 0)\n5. "
        "Right to (4, 1)\n6. Right to (4, 2)\n7. Right to (4, 3) — goal!",
        S,
        False,
        "numbered_steps",
    ),
    _c(
        "v14o_numbered_then_line",
        "one_shot",
        "Steps:\n1. (1,0) start\n2. (1,1)\n3. (1,2)\n4. (1,3)\n5. (2,3)\n6. (3,3)\n7. (4,3) "
        "goal\n\nPATH: " + _path(RIGHT_ROUTE),
        S,
        True,
        "numbered_steps",
    ),
    _c(
        "v14o_directions_only",
        "one_shot",
        "Starting at P: right ×3, then down ×3 to reach G.",
        F,
        False,
        "direction_words",
        why="hard: a one-shot route given only in direction words is a fail (ruling)",
    ),
    _c(
        "v14o_one_based_said",
        "one_shot",
        "I'm using 1-indexed (row, column) coordinates, so P is (2, 1) and G is (5, 4).\n"
        "PATH: " + one_based(TOP_WIGGLE),
        S,
        False,
        "one_based_said",
        why="hard: the reply says it counts from 1; converted, the route is legal and ends at G",
    ),
    _c(
        "v14o_one_based_unsaid",
        "one_shot",
        "PATH: " + one_based(RIGHT_ROUTE),
        U,
        False,
        "one_based_unsaid",
        why="the cells are counted from 1 without saying so ((5, 4) is off the 5x5 grid): read "
        "as written the route is broken, read from 1 it is good: the counting matters",
    ),
    _c(
        "v14o_corner_cut",
        "one_shot",
        "Round the top, then cut the last corner.\nPATH: " + _path(CORNER_CUT),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v14o_past_goal",
        "one_shot",
        "PATH: " + _path(PAST_THE_GOAL),
        S,
        True,
        "past_goal_relabelled",
        why="hard: relabelled success, strict and flexible, lead's ruling (issue 35's thirteenth "
        "round): the specification's solution check finds the last occurrence of the goal in the "
        "response and walks backwards to the start, so the steps written after G are not scored",
    ),
    _c(
        "v14o_through_walls",
        "one_shot",
        "The straight way down the middle is shortest.\nPATH: " + _path(DOWN_THE_MIDDLE),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v14o_stops_short",
        "one_shot",
        "PATH: " + _path(HALFWAY),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v14o_two_routes_pick",
        "one_shot",
        "Option A: "
        + _path(DOWN_ROUTE)
        + "\nOption B: "
        + _path(CORNER_CUT)
        + "\n\nOption B uses a diagonal, which isn't allowed here, so I go with Option A.",
        S,
        False,
        "pick_in_words",
        why="hard: two routes offered; the reply rejects B and picks A in words",
    ),
    _c(
        "v14o_two_routes_no_pick",
        "one_shot",
        "Two equally short paths exist:\n" + _path(DOWN_ROUTE) + "\n" + _path(RIGHT_ROUTE),
        U,
        False,
        "alternatives",
        why="two routes offered, neither chosen",
    ),
    _c(
        "v14o_json_path",
        "one_shot",
        '{"path": [[1,0],[1,1],[1,2],[1,3],[2,3],[3,3],[2,3],[3,3],[4,3]]}',
        S,
        False,
        "json",
    ),
    _c(
        "v14o_fullwidth",
        "one_shot",
        "路径：（1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
    ),
    _c(
        "v14o_cut_mid_path",
        "one_shot",
        "The route goes down the left column and along the bottom.\nPATH: (1, 0) (2, 0) (3, 0) "
        "(4, 0) (4, 1)",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the path line",
        finish_reason=L,
    ),
    _c(
        "v14o_long_r1_revises_route",
        "one_shot",
        "<think>\nP at (1,0), G at (4,3). Let me try the middle: (1,1), (2,1)... (2,1) is 1. "
        "No. So the middle is solid wall; the open cells form a ring. Route A: down column 0, "
        "then row 4. Route B: row 1, then column 3. Let me write A: (1,0) (2,0) (3,0) (4,0) "
        "(4,1) (4,2) (4,3). Check each: all 0 except the last, which is G. Good.\n</think>\n\n"
        "The open cells form a ring around a block of walls, so the path goes around it.\n\n"
        "PATH: " + _path(DOWN_ROUTE),
        S,
        True,
        "long_r1_thinking",
    ),
    _c(
        "v14o_long_o3_verify_table",
        "one_shot",
        "**Mapping the ring**\n\nThe open cells are the border of the 4x4 block from (1,0) to "
        "(4,3).\n\n**Picking a direction**\n\nClockwise (right first) and counterclockwise "
        "(down first) are both six moves. I'll go clockwise.\n\nPATH: "
        + _path(RIGHT_ROUTE)
        + "\n\n| step | cell | open |\n|---|---|---|\n| 1 | (1, 1) | ✓ |\n| 2 | (1, 2) | ✓ |\n"
        "| 3 | (1, 3) | ✓ |\n| 4 | (2, 3) | ✓ |\n| 5 | (3, 3) | ✓ |\n| 6 | (4, 3) | G |",
        S,
        False,
        "long_o3_summary",
        why="hard: a verification table after the path line restates its cells; strictly the "
        "answer is not the last line",
    ),
    _c(
        "v14o_long_claude_catches_error",
        "one_shot",
        "Let me trace a route. Going down the left: (1, 0), (2, 0), (3, 0), (4, 0), then "
        "diagonally to (4, 1)... wait, (4, 0) to (4, 1) is a plain step right, not a diagonal. "
        "And earlier I considered jumping from (3, 0) straight to (4, 1), which would be a "
        "diagonal and isn't allowed in this maze — I've avoided it.\n\nPATH: " + _path(DOWN_ROUTE),
        S,
        True,
        "long_claude_thinking",
        why="hard: the broken diagonal is discussed and rejected; the path line is the legal route",
    ),
    _c(
        "v14o_long_gemini_two_then_final",
        "one_shot",
        "**Evaluating routes**\n\nRoute 1: " + _path(COLUMN_WIGGLE) + " — valid but has a "
        "wasted back-and-forth.\nRoute 2: " + _path(RIGHT_ROUTE) + " — the same without the "
        "detour.\n\n**Final answer**\n\nRoute 2 is strictly better.\n\nPATH: " + _path(RIGHT_ROUTE),
        S,
        True,
        "long_gemini_thinking",
    ),
    _c(
        "v14o_long_qwen3_think_path_then_different",
        "one_shot",
        "<think>\nPATH: " + _path(DOWN_THE_MIDDLE) + "? No — (2,2) is a wall. The ring only. "
        "Go right along row 1 then down column 3.\n</think>\n\nPATH: " + _path(RIGHT_ROUTE),
        S,
        True,
        "long_qwen3_thinking",
        why="hard: the broken path drafted in the thinking is rejected there; the answer is "
        "the route after it",
    ),
    _c(
        "v14o_long_gpt5_hedged_final",
        "one_shot",
        "Reasoning summary: the free cells form a loop; both directions around it take six "
        "steps. I couldn't settle which the grader prefers, so here are both:\n\n- "
        + _path(RIGHT_ROUTE)
        + "\n- "
        + _path(DOWN_ROUTE),
        U,
        False,
        "long_gpt5_summary",
        why="two routes offered at the end, explicitly not choosing",
    ),
]

# == recognize: the true shape is the square ===============================================
RECOGNIZE: list[Reply] = [
    _c(
        "v14r_plain_square",
        "recognize",
        "The empty cells run around the edge of a 4x4 block and close up.\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v14r_rectangle_like",
        "recognize",
        "Four straight sides at right angles.\nSHAPE: rectangle-like loop",
        "square",
        True,
        "variant",
        why="hard: 'rectangle-like' is a variant listed for the square",
    ),
    _c(
        "v14r_square_ring",
        "recognize",
        "SHAPE: **square ring**",
        "square",
        True,
        "qualified_name",
        why="hard: 'square ring' names the square; bold around the value is tolerated",
    ),
    _c(
        "v14r_prose_only",
        "recognize",
        "Looking at every 0 together with P and G, they trace the outline of a box: a closed "
        "loop with four corners and a solid block of walls in the middle.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v14r_heading_name",
        "recognize",
        "# 🟦 Square\n\nThe corridor forms a closed four-sided loop.",
        "square",
        False,
        "heading_answer",
    ),
    _c(
        "v14r_not_a_triangle",
        "recognize",
        "At first glance the top-left might suggest a triangle, but it is not a triangle: all "
        "four sides are equal and straight.\nSHAPE: square",
        "square",
        True,
        "negated_name",
        why="hard: 'triangle' is named only to be ruled out",
    ),
    _c(
        "v14r_spiral_wrong",
        "recognize",
        "The path winds around the central walls, curling in toward the goal.\nSHAPE: coil",
        "spiral",
        False,
        "variant_wrong",
        why="hard: 'coil' is a spiral variant: a clear answer, wrong shape",
    ),
    _c(
        "v14r_z_lightning",
        "recognize",
        "The corridor zigs right and zags down like a lightning bolt.\nSHAPE: lightning bolt",
        "Z",
        False,
        "variant_wrong",
    ),
    _c(
        "v14r_crescent",
        "recognize",
        "It curves around one side, open on the other.\nSHAPE: crescent",
        "C",
        False,
        "variant_wrong",
    ),
    _c(
        "v14r_unlisted_donut",
        "recognize",
        "A loop with a hole in the middle.\nSHAPE: donut",
        "none",
        False,
        "unlisted_name",
        why="hard: 'donut' is neither a shape nor a variant the specification lists",
    ),
    _c(
        "v14r_hedge_two",
        "recognize",
        "It could be read as a square or as a C with its opening closed — I'm not sure which "
        "is intended.",
        U,
        False,
        "hedge",
        why="two shapes weighed, neither chosen",
    ),
    _c(
        "v14r_chinese_name",
        "recognize",
        "空白格子围成一个闭合的环，四条边一样长。\n形状：正方形",
        "square",
        False,
        "chinese",
    ),
    _c(
        "v14r_chinese_label_english_value",
        "recognize",
        "这些空格组成一个正方形的外框。\nSHAPE: 正方形",
        "square",
        False,
        "chinese_label",
        why="hard: a Chinese shape name after the English label: flexibly the square, strictly "
        "not an English name",
    ),
    _c(
        "v14r_json_answer",
        "recognize",
        '{"shape": "square", "reasoning": "closed loop with four equal sides"}',
        "square",
        False,
        "json",
    ),
    _c(
        "v14r_yaml_answer",
        "recognize",
        "reasoning: the open cells trace a closed four-cornered loop\nshape: square",
        "square",
        False,
        "yaml",
        why="hard: the last line is a YAML field 'shape:', not the prompt's uppercase label",
    ),
    _c(
        "v14r_verify_after",
        "recognize",
        "SHAPE: square\n\nDouble-check: corners at (1,0), (1,3), (4,0), (4,3) — four corners, "
        "equal sides of four cells. Not a cross, not a spiral.",
        "square",
        False,
        "self_check_after",
        why="hard: the check after the line names other shapes only to rule them out; strictly "
        "the answer is not the last line",
    ),
    _c(
        "v14r_refusal",
        "recognize",
        "The empty cells don't really form any recognizable geometric shape; it's just a "
        "maze, so I can't name one.",
        U,
        False,
        "refusal",
        why="declines to name a shape",
    ),
    _c(
        "v14r_cut_in_reasoning",
        "recognize",
        "Let me list the empty cells: (1,0), (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), "
        "(4,0), (4,1), (4,2), (4,3). Plotting these, the top row and bottom row are full and "
        "the sides connect them, which makes a",
        U,
        False,
        "truncated",
        why="cut off by max_tokens just before the shape",
        finish_reason=L,
    ),
    _c(
        "v14r_small_template_echo",
        "recognize",
        "SHAPE: <name>\nSHAPE: <name>",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no name",
    ),
    _c(
        "v14r_small_lists_all",
        "recognize",
        "The shape can be square, cross, spiral, triangle, C or Z.",
        U,
        False,
        "small_echo",
        why="every shape listed, none chosen",
    ),
    _c(
        "v14r_small_angle_brackets",
        "recognize",
        "It is a box.\nSHAPE: <square>",
        "square",
        False,
        "small_half_label",
        why="hard: the template's angle brackets kept around a real name: flexibly square, "
        "strictly a format miss",
    ),
    _c(
        "v14r_long_r1_changes_mind",
        "recognize",
        "<think>\nThe empty cells... row 1 columns 0-3, row 4 columns 0-3, column 0 rows 1-4, "
        "column 3 rows 1-4. Is it a spiral? A spiral would go inward; this doesn't — it closes "
        "on itself. A C? A C has one side open; here all four sides are present. So a square "
        "outline.\n</think>\n\nThe open cells form a closed loop with four equal sides.\n\n"
        "SHAPE: square",
        "square",
        True,
        "long_r1_thinking",
    ),
    _c(
        "v14r_long_claude_weighs",
        "recognize",
        "I want to be careful not to be misled by the path I walked. Looking at all the empty "
        "cells:\n\n- Row 1: four open cells in a line\n- Row 4: four open cells in a line\n- "
        "Columns 0 and 3 connect them on rows 2-3\n\nThis could be described as a 'ring' or a "
        "'frame', but in geometric terms the outline is a square: four sides of equal length "
        "meeting at right angles. I considered whether 'rectangle' fits better, but the sides "
        "are all four cells long.\n\nSHAPE: square",
        "square",
        True,
        "long_claude_thinking",
    ),
    _c(
        "v14r_long_gemini_ends_hedged",
        "recognize",
        "**Analyzing the layout**\n\nThe open cells form a closed perimeter. It resembles a "
        "square, though with the player and goal at opposite corners one could also see two "
        "L-shapes or a C facing a reversed C.\n\n**Conclusion**\n\nSquare or a pair of C "
        "shapes — the pattern supports both readings.",
        U,
        False,
        "long_gemini_thinking",
        why="the conclusion keeps two readings with no pick",
    ),
    _c(
        "v14r_long_qwen3_think_spiral_final_square",
        "recognize",
        "<think>\n嗯，看起来像螺旋？不对，螺旋会向内卷。这里是闭合的。SHAPE: spiral 不对。应该是正方形。\n"
        "</think>\n\n空白格子组成一个闭合的正方形框。\n\nSHAPE: square",
        "square",
        True,
        "long_qwen3_thinking",
        why="hard: 'SHAPE: spiral' drafted and rejected inside the thinking",
    ),
    _c(
        "v14r_long_o3_answer_in_heading",
        "recognize",
        "**Counting the corridor cells**\n\nTwelve open cells, all on the border of the 4x4 "
        "region from (1,0) to (4,3). No open cell inside.\n\n**Matching to a shape**\n\nA "
        "closed border with four right-angled corners is a square outline.\n\n## Answer: "
        "Square",
        "square",
        False,
        "long_o3_summary",
    ),
    _c(
        "v14r_long_gpt5_final_cross",
        "recognize",
        "Reasoning summary:\n- I first read the layout as a square ring.\n- Re-examining, I "
        "treated the two corridors through P and G as crossing lines.\n- Settling on the "
        "second reading.\n\nSHAPE: cross",
        "cross",
        False,
        "long_gpt5_summary",
        why="hard: the reply revises from square to cross and commits to cross (wrong but clear)",
    ),
    _c(
        "v14r_long_r1_cut_after_draft",
        "recognize",
        "<think>\nOpen cells make a loop. SHAPE: square seems right. But wait, should I check "
        "if it could be a spiral with the goal in the",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking; the draft there is not an answer",
        finish_reason=L,
    ),
]

# == generate: a new 5x5 square maze (matrix asked unless the case says coord_list) ========
GENERATE: list[Reply] = [
    _c(
        "v14g_top_mid_strict",
        "generate",
        "A smaller ring at the top this time.\n\nMAZE:\n" + TOP_MID3,
        S,
        True,
        "plain",
    ),
    _c(
        "v14g_centre_strict",
        "generate",
        "MAZE:\n" + CENTRE3,
        S,
        True,
        "plain",
    ),
    _c(
        "v14g_low_right4_restates_original",
        "generate",
        "The original was:\n\n" + ORIGINAL_MATRIX + "\n\nI'll shift the 4x4 ring one column to "
        "the right, with G at its top-left corner and P on its bottom side.\n\nMAZE:\n"
        + LOW_RIGHT4,
        S,
        True,
        "restates_maze",
        why="hard: the original restated first is the question's; the maze after MAZE: is "
        "the answer",
    ),
    _c(
        "v14g_fenced_after_label",
        "generate",
        "MAZE:\n```\n" + BOTTOM_MID3 + "\n```",
        S,
        False,
        "fenced_line",
    ),
    _c(
        "v14g_note_after",
        "generate",
        "MAZE:\n" + RIGHT_MID3 + "\n\nThe ring is 3x3 on the right side; P and G are on it.",
        S,
        False,
        "note_after",
        why="hard: a note after the maze: flexibly the maze, strictly 'nothing after it' fails",
    ),
    _c(
        "v14g_commas",
        "generate",
        "MAZE:\n" + _commas(TOP_MID3),
        S,
        False,
        "commas",
        why="hard: the matrix with commas between the cells is still the matrix grid, cell for "
        "cell; strictly not as the encoder writes it",
    ),
    _c(
        "v14g_json_rows",
        "generate",
        _rows_json(CENTRE3),
        S,
        False,
        "json",
    ),
    _c(
        "v14g_copy",
        "generate",
        "Here's a maze with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _c(
        "v14g_cut_open",
        "generate",
        "A 3x3 square in the centre.\nMAZE:\n" + CENTRE_OPEN_SIDE,
        F,
        False,
        "broken_maze",
        why="hard: the reply calls it a square, but (1,2) is walled: the cells form a U",
    ),
    _c(
        "v14g_plus",
        "generate",
        "MAZE:\n" + PLUS_CENTRE,
        F,
        False,
        "wrong_shape",
    ),
    _c(
        "v14g_no_goal",
        "generate",
        "MAZE:\n" + NO_GOAL,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v14g_six_wide",
        "generate",
        "MAZE:\n" + SIX_WIDE,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v14g_two_goals",
        "generate",
        "Two goals make it more interesting.\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v14g_tail",
        "generate",
        "MAZE:\n" + RING_WITH_TAIL,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v14g_emoji",
        "generate",
        "Here it is drawn with squares (⬛ wall, ⬜ path, 🟦 start, 🟩 goal):\n\nMAZE:\n"
        + EMOJI_GRID,
        F,
        False,
        "wrong_encoding",
        why="hard: the ring is right, but drawn in emoji, not in the matrix encoding asked",
    ),
    _c(
        "v14g_coord_given_matrix_asked",
        "generate",
        "MAZE:\n" + _coord(CENTRE3),
        F,
        False,
        "wrong_encoding",
    ),
    _c(
        "v14g_two_mazes_pick",
        "generate",
        "Draft 1:\n"
        + NO_GOAL
        + "\n\nDraft 1 is missing G. Corrected version:\n\nMAZE:\n"
        + BOTTOM_MID3,
        S,
        True,
        "self_correction",
        why="hard: the first draft is broken and named as such; the corrected maze is the answer",
    ),
    _c(
        "v14g_two_mazes_no_pick",
        "generate",
        "Option 1:\n" + TOP_MID3 + "\n\nOption 2:\n" + CENTRE3,
        U,
        False,
        "alternatives",
        why="two mazes offered, neither chosen",
    ),
    _c(
        "v14g_cut_mid_maze",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 G 0 0 0\n1 0 1 1 0\n1 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _c(
        "v14g_small_echo_rules",
        "generate",
        "- exactly one player P and one goal G, both on empty cells;\n- the goal must be "
        "reachable from P through empty cells;\n- it must not be an identical copy of the "
        "original maze.",
        U,
        False,
        "small_echo",
        why="the prompt's requirements echoed: no maze",
    ),
    _c(
        "v14g_refusal",
        "generate",
        "I can't guarantee a new layout keeps exactly the same shape, so I'd rather not "
        "produce one.",
        U,
        False,
        "refusal",
        why="a refusal: no maze",
    ),
    _c(
        "v14g_long_r1_revises",
        "generate",
        "<think>\nThe original is a 4x4 ring. I could make a 3x3 ring. Let me put it at the "
        "top: rows 0-2, columns 1-3.\n1 P 0 0 1\n1 0 1 0 1\n1 0 0 G 1\n1 1 1 1 1\n1 1 1 1 1\n"
        "Check: ring cells (0,1),(0,2),(0,3),(1,1),(1,3),(2,1),(2,2),(2,3). Centre (1,2) wall. "
        "Good. But maybe the grader wants the same size ring? 'same geometric shape' — a "
        "square is a square regardless of size. Keep it.\n</think>\n\nMAZE:\n" + TOP_MID3,
        S,
        True,
        "long_r1_thinking",
    ),
    _c(
        "v14g_long_claude_checks_after",
        "generate",
        "I'll design a 3x3 square ring in the bottom middle, which is clearly different from "
        "the original 4x4 ring.\n\nMAZE:\n" + BOTTOM_MID3 + "\n\nLet me verify:\n- One P at "
        "(2,2), one G at (4,2) ✓\n- Open cells form a closed square loop ✓\n- G reachable: "
        "(2,2)→(2,1)→(3,1)→(4,1)→(4,2) ✓",
        S,
        False,
        "long_claude_thinking",
        why="hard: the verification after the maze is notes; strictly 'nothing after it' fails",
    ),
    _c(
        "v14g_long_gemini_final_broken",
        "generate",
        "**Designing the maze**\n\nI first sketched a 4x4 ring on the right, but then decided "
        "to close it down to a 3x3 one in the centre so it fits without touching the edge.\n\n"
        "**Final maze**\n\nMAZE:\n" + CENTRE_OPEN_SIDE,
        F,
        False,
        "long_gemini_thinking",
        why="hard: the committed maze has one side cut, a U (a turned C), not a square",
    ),
    _c(
        "v14g_long_qwen3_think_good_answer_broken",
        "generate",
        "<think>\nMAZE:\n" + CENTRE3 + "\nHmm, let me put the goal somewhere else... and "
        "add a second goal for fun? No, exactly one goal. Actually I'll just write it.\n"
        "</think>\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "long_qwen3_thinking",
        why="hard: the good maze is only drafted in the thinking; the answer after it has two "
        "goals",
    ),
    _c(
        "v14g_long_o3_cut_before_maze",
        "generate",
        "**Choosing a new placement**\n\nThe original ring occupies rows 1-4 and columns 0-3. "
        "A 3x3 ring in the top middle would be distinct. I'll place P on its top-left corner "
        "and G diagonally opposite, then write the grid row by row, checking that the centre "
        "cell stays a wall and every border cell is open before writing the final",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the maze",
        finish_reason=L,
    ),
    _c(
        "v14g_coord_strict",
        "generate",
        "MAZE:\n" + _coord(LOW_RIGHT4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v14g_coord_spaced",
        "generate",
        "Here is the new maze as a coordinate list.\n\nMAZE:\n" + _spaced_coords(RIGHT_MID3),
        S,
        False,
        "spacing",
        why="hard: spaces after the commas inside the cells: flexibly the same list, strictly "
        "not as the encoder writes it",
        encoding="coord_list",
    ),
    _c(
        "v14g_matrix_given_coord_asked",
        "generate",
        "MAZE:\n" + TOP_MID3,
        F,
        False,
        "wrong_encoding",
        encoding="coord_list",
    ),
    _c(
        "v14g_coord_copy",
        "generate",
        "Same shape, as asked:\nMAZE:\n" + _coord(ORIGINAL_MATRIX),
        F,
        False,
        "copy",
        encoding="coord_list",
    ),
    _c(
        "v14g_coord_long_r1",
        "generate",
        "<think>\nNeed coordinate list format. A 3x3 ring in the middle: rows 1-3, cols 1-3. "
        "Walls are everything else plus the centre (2,2). P (2,1), G (2,3).\n</think>\n\n"
        "MAZE:\n" + _coord(CENTRE3),
        S,
        True,
        "long_r1_thinking",
        encoding="coord_list",
    ),
    _c(
        "v14g_coord_plus",
        "generate",
        "A cross-shaped corridor is a kind of square, so:\nMAZE:\n" + _coord(PLUS_CENTRE),
        F,
        False,
        "wrong_shape",
        encoding="coord_list",
    ),
]

# == puzzle: one move on a 2x2 board (square index 2 * row + col) ==========================
PUZZLE: list[Reply] = [
    _c(
        "v14p_plain",
        "puzzle",
        "The bottom-left pipe points off the board on its left side.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _c(
        "v14p_square_number_ccw",
        "puzzle",
        "Square 1's opening faces up, off the board. A counterclockwise turn moves it to the "
        "left, toward square 0.\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "square_number",
    ),
    _c(
        "v14p_anticlockwise",
        "puzzle",
        "The top-left pipe should turn the other way.\nROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "direction_spelling",
        why="hard: 'anticlockwise' means counterclockwise; strictly only the prompt's two words",
    ),
    _c(
        "v14p_prose_only",
        "puzzle",
        "I'll turn the top-right square a quarter turn clockwise so its open end faces down "
        "into the square below it.",
        (1, CW),
        False,
        "prose_only",
    ),
    _c(
        "v14p_one_based_said",
        "puzzle",
        "Using 1-based (row, col): turn (1, 1) counterclockwise.\nROTATE: (1, 1) counterclockwise",
        (0, CCW),
        False,
        "one_based_said",
        why="hard: the reply says it counts from 1, so (1, 1) is the top-left square (0, 0)",
    ),
    _c(
        "v14p_one_based_unsaid",
        "puzzle",
        "ROTATE: (2, 2) counterclockwise",
        U,
        False,
        "one_based_unsaid",
        why="(2, 2) is off the 2x2 board as the prompt counts; counted from 1 it is (1, 1): "
        "the counting is not said",
    ),
    _c(
        "v14p_degrees",
        "puzzle",
        "Rotate square (1, 1) by 90° clockwise.",
        (3, CW),
        False,
        "degrees",
    ),
    _c(
        "v14p_minus_ninety",
        "puzzle",
        "ROTATE: (0, 1) -90°",
        U,
        False,
        "degrees",
        why="a signed angle without a direction word: whether -90° is clockwise depends on a "
        "convention the reply does not say",
    ),
    _c(
        "v14p_tool_call",
        "puzzle",
        '{"name": "rotate", "arguments": {"row": 1, "col": 1, "direction": "counterclockwise"}}',
        (3, CCW),
        False,
        "tool_call",
    ),
    _c(
        "v14p_html",
        "puzzle",
        "<p>Turn the bottom-right square.</p>\n<p><strong>ROTATE: (1, 1) clockwise</strong></p>",
        (3, CW),
        False,
        "html",
    ),
    _c(
        "v14p_yaml",
        "puzzle",
        "square: [0, 1]\ndirection: clockwise",
        (1, CW),
        False,
        "yaml",
    ),
    _c(
        "v14p_two_moves_pick",
        "puzzle",
        "Both (0, 0) clockwise and (1, 0) counterclockwise would connect the left column. I'll "
        "go with the second.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "pick_in_words",
    ),
    _c(
        "v14p_two_moves_no_pick",
        "puzzle",
        "Either rotate (0, 0) clockwise or rotate (1, 0) counterclockwise; both fix the left side.",
        U,
        False,
        "alternatives",
        why="two moves offered, neither chosen",
    ),
    _c(
        "v14p_fullwidth",
        "puzzle",
        "把右下角的方块顺时针旋转。\nROTATE：（1，1）顺时针",
        (3, CW),
        False,
        "fullwidth",
        why="hard: full-width punctuation and 顺时针 (clockwise) in Chinese: flexibly clear, "
        "strictly only the English words",
    ),
    _c(
        "v14p_verify_after",
        "puzzle",
        "ROTATE: square 2 clockwise\n\nAfter this turn, square 2's left opening moves to the "
        "top and meets square 0's bottom opening. ✓",
        (2, CW),
        False,
        "self_check_after",
        why="hard: a check after the line; strictly the answer is not the last line",
    ),
    _c(
        "v14p_twice",
        "puzzle",
        "ROTATE: (0, 1) counterclockwise\n\nFinal: ROTATE: (0, 1) counterclockwise",
        (1, CCW),
        False,
        "repeated_answer",
        why="hard: the same move twice is one move; strictly the last line starts 'Final:'",
    ),
    _c(
        "v14p_cut",
        "puzzle",
        "Square (0, 0) has ends at the bottom and the right. Square (0, 1) has an end at the "
        "top, pointing off the board, so it must turn. A clockwise turn sends the top end to "
        "the right, still off the board; a counterclockwise turn sends it",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the move",
        finish_reason=L,
    ),
    _c(
        "v14p_small_ramble",
        "puzzle",
        "The pipe is a pipe. You can rotate the pipe. The pipe can be rotated clockwise. The "
        "pipe is a pipe.",
        U,
        False,
        "small_repeat",
        why="no square named",
    ),
    _c(
        "v14p_small_bare",
        "puzzle",
        "(1,0) clockwise",
        (2, CW),
        False,
        "small_terse",
    ),
    _c(
        "v14p_long_r1_flip_flop",
        "puzzle",
        "<think>\nBoard: (0,0) ends right and bottom. (0,1) ends left and top. (1,0) ends top "
        "and right. (1,1) ends left and bottom. (0,1)'s top points off the board; (1,1)'s "
        "bottom points off the board. Turn (1,1) clockwise: bottom→left, left→top. Then (1,1) "
        "has left and top: meets (1,0)'s right and (0,1)'s... (0,1) has no bottom. Hmm. Turn "
        "(0,1) counterclockwise instead: top→left, left→bottom. Then (0,1) has left and "
        "bottom: meets (0,0)'s right and (1,1)... (1,1) has no top yet. One move can't solve "
        "it all; pick (0,1) counterclockwise first.\n</think>\n\nROTATE: (0, 1) "
        "counterclockwise",
        (1, CCW),
        True,
        "long_r1_thinking",
    ),
    _c(
        "v14p_long_claude_reconsiders",
        "puzzle",
        "Looking at the board, the bottom-right square's open end points down, off the board. "
        "My first thought is to turn it clockwise, which moves the bottom end to the left. "
        "Wait — clockwise moves a bottom opening to the left, yes, and a top opening to the "
        "right, matching the prompt's rule. That connects it to the bottom-left square. So "
        "the first thought holds.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "long_claude_thinking",
    ),
    _c(
        "v14p_long_gemini_two_final_heading",
        "puzzle",
        "**Candidate moves**\n\n- (0, 0) clockwise: fixes the top edge but breaks the left.\n"
        "- (1, 0) counterclockwise: fixes the left edge without breaking anything.\n\n"
        "### Final move\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "long_gemini_thinking",
        why="hard: two candidates weighed, the better chosen under a heading; the last line "
        "is the plain answer line",
    ),
    _c(
        "v14p_long_gpt5_summary_square_n",
        "puzzle",
        "Reasoning summary:\n- Checked each square's openings against its neighbours.\n- "
        "Square 3 is the only one whose end points off the board.\n- A clockwise turn brings "
        "that end inward.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "long_gpt5_summary",
    ),
    _c(
        "v14p_long_qwen3_think_only",
        "puzzle",
        "<think>\n左上角(0,0)需要转一下。顺时针？还是逆时针？顺时针的话，上面的口会转到右边，和(0,1)连上。"
        "那就是ROTATE: (0, 0) clockwise。\n</think>",
        U,
        False,
        "long_qwen3_thinking",
        why="the move is only inside the thinking; no answer follows it",
    ),
    _c(
        "v14p_long_o3_hedge",
        "puzzle",
        "**Inspecting the pipes**\n\nSquares 0 and 3 each have one end pointing off the "
        "board.\n\n**Choosing**\n\nTurning either one fixes one dangling end; neither is "
        "clearly better, so I'd be comfortable with square 0 clockwise or square 3 "
        "counterclockwise.",
        U,
        False,
        "long_o3_summary",
        why="two moves kept at the end with no pick",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The fourteenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads the earlier sets.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v14", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v14.py: counts, no reader
    print_counts(all_cases(), problems())

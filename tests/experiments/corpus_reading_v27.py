"""A twenty-seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules and
strict policy given in the round's brief and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v26`` were read for the data format only.

This round: a natural mix (about two thirds) and a chosen third of hard-but-clear or unclear
replies (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start
``hard:``): tool calls that give a direction, YAML answers with row/col keys, a placeholder line
before the real answer, routes that walk past G, routes that step back onto P, a draft maze
replaced by a stated fix, two mazes with no pick, Dutch direction words, half turns, openings
that should face a side, shape variants (cube, helix, crescent, lightning bolt), shape names in
French and Spanish, and new rings and broken mazes.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

import json

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    coord_list,
    one_based,
    path_text,
    phase_makers,
    print_counts,
    set_functions,
)
from corpus_mazes import MAZES, ORIGINAL_MATRIX
from corpus_reading import FAIL, SUCCESS, UNREADABLE

U = UNREADABLE
L = LENGTH
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did (those start with ``hard:``)."""

_s, _o, _r, _g, _p = phase_makers(WHY)


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row."""
WALKS_ON = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2"
"""Valid up to G, then one step on: the last G walked back to P is :data:`RIGHT` (a success)."""
BACK_ON_P = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: one step right, back onto P, then :data:`DOWN` (every step is valid)."""
THROUGH_21 = "1,0 2,0 2,1 3,1 4,1 4,2 4,3"
"""Broken: through the walls (2,1) and (3,1)."""
STOPS_SHORT = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: ends at (4,2), one short of G."""
FROM_NEIGHBOUR = "1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: :data:`RIGHT` without P's own cell (it never starts at P)."""

# == generated mazes (5x5) =================================================================
RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 0 G"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,2), G at (4,4)."""

RING_TM3 = """\
1 0 P 0 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top middle, P at (0,2), G at (2,1)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (4,1), G at (1,4)."""

RING_C3 = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 0 0 P 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (3,3), G at (1,1)."""

BLOCK_BR3 = RING_BR3.replace("1 1 0 1 0", "1 1 0 0 0")
""":data:`RING_BR3` with its centre opened: a block, not a ring."""

SIX_ROWS = RING_C3 + "\n1 1 1 1 1"
""":data:`RING_C3` with a sixth row: 6x5."""

S_AND_E = RING_TM3.replace("P", "S").replace("G", "E")
""":data:`RING_TM3` with S and E for the player and the goal (a fail)."""

LOWER_G = RING_BR4.replace("G", "g")
""":data:`RING_BR4` with a lowercase g (a fail)."""

NO_P = RING_C3.replace("P", "0")
""":data:`RING_C3` with no player (a fail)."""

ALL_WALLS = "\n".join(["1 1 1 1 1"] * 5)
"""Every cell a wall: no P, no G (a fail)."""

G_IN_WALL = RING_TM3.replace("1 G 0 0 1", "1 0 0 0 1").replace(
    "1 1 1 1 1\n1 1", "G 1 1 1 1\n1 1", 1
)
""":data:`RING_TM3` with its goal moved to (3,0), a cell cut off from the ring."""

HASH_DOTS = RING_BR3.replace("1", "#").replace("0", ".")
""":data:`RING_BR3` drawn with # and . (an encoding not asked: a fail)."""


def _fence(text: str) -> str:
    return f"```\n{text}\n```"


def _json_rows(matrix: str) -> str:
    return json.dumps([row.split() for row in matrix.splitlines()])


def _yaml_rows(matrix: str) -> str:
    return "maze:\n" + "\n".join(f"  - {row}" for row in matrix.splitlines())


SOLVE = [
    _s(
        "v27s_gpt4o_top_corridor",
        "P is at (1, 0). To the right, (1, 1) opens a corridor along row 1 that meets column 3, which runs down to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v27s_gpt41mini_below_open",
        "The cell below the player is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v27s_o4mini_terse",
        "Down it is, the left column is clear.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v27s_gpt5_tie_right",
        "Both open neighbours reach G in six steps. I'll take the right-hand corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v27s_haiku4_options",
        "I'm at (1, 0). My options:\n\n1. Up to (0, 0): wall\n2. Right to (1, 1): open\n3. Down to (2, 0): open\n\nI'll head down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "list_then_answer",
    ),
    _s(
        "v27s_sonnet4_answer_first",
        "MOVE: (1, 1)\n\nGoing right puts me on the upper corridor; from (1, 3) the right column drops straight to the goal at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v27s_opus4_restates_fenced",
        "Here is the maze as I read it:\n\n```\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n```\n\nFrom row 1, column 0 I can go right or down. The left column is a straight run, so down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_question",
    ),
    _s(
        "v27s_flash_analysis_block",
        "**Analysis**\n* Current position: (1, 0)\n* Goal: (4, 3)\n* Open neighbours: (1, 1), (2, 0)\n\n**Decision:** follow the left column down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown",
    ),
    _s(
        "v27s_pro_bold_value",
        "The top corridor is open for three cells, so I start along it.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown",
    ),
    _s(
        "v27s_qwen25_zh_down",
        "当前位置是 (1, 0)。下方的 (2, 0) 是空格，沿左侧一直向下可以到达最后一行。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_prose",
    ),
    _s(
        "v27s_qwen3_think_pick_right",
        "<think>\nOkay, the player is at (1,0). Up is (0,0), a wall. Left is off the grid. Right (1,1) is 0, down (2,0) is 0. Both routes are six moves long. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v27s_qwen3_nothink_word",
        "Next move: right, into the open row.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v27s_v3_left_column",
        "From (1, 0), stepping down to (2, 0) follows the open left column toward row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v27s_llama3_after_note",
        "The best move is to the right.\n\nMOVE: (1, 1)\n\nThis brings the player closer to the goal.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v27s_llama4_down_short",
        "Heading down the open left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v27s_mistral_goal_mention",
        "To reach the goal at (4, 3), I'll use the left side first and then the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v27s_phi4_steps_reasoning",
        "### Step-by-step\n1. The player is at (1, 0).\n2. The cell below, (2, 0), is empty.\n3. Column 0 stays open down to row 4, where the bottom row leads to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_reasoning",
    ),
    _s(
        "v27s_gemma3_cheer",
        "Okay, let's go right! 🚀\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "emoji",
    ),
    _s(
        "v27s_r1distill_bold_line",
        "<think>\nP at (1,0). Down is free: (2,0). Right is free: (1,1). Going down is fine.\n</think>\nThe player should move down.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v27s_gpt4o_into_wall",
        "Moving up toward the top row looks shortest.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
    ),
    _s(
        "v27s_small_echo_maze",
        "You are at (1, 0). The maze is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nWhat is your next move? Finish with MOVE: (row, col).",
        U,
        None,
        "small_echo",
        "the prompt echoed back: the only cell named is the player's own, the MOVE line is the placeholder",
    ),
    _s(
        "v27s_small_repeat_right",
        "You can move to the right of the player. You can move to the right of the player. You can move to the right of the player. You can move to the right of the",
        U,
        None,
        "small_repeat",
        "cut off by max_tokens before any answer line",
        finish_reason=L,
    ),
    _s(
        "v27s_small_two_cells",
        "You can go to the cell (1, 1) on the right side and to the cell (2, 0) at the bottom side of the player.",
        U,
        None,
        "small_two_cells",
        "two cells offered with no pick",
    ),
    _s(
        "v27s_small_grid_then_label",
        "1 1 1 1 1\n1 0 0 0 1\n1 1 1 0 1\nMOVE:",
        U,
        None,
        "small_echo",
        "rows of digits and an empty MOVE label: no cell",
    ),
    _s(
        "v27s_small_ordinal_row",
        "You are on the 2nd row. You can move to the 3rd row.",
        U,
        None,
        "small_half_label",
        "a row without a column, counted from 1 or 0 unsaid: no cell",
    ),
    _s(
        "v27s_mistral_lowercase_label",
        "Down is open, so I take it.\n\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
    ),
    _s(
        "v27s_r1_long_cut",
        "<think>\nThe player is at (1,0). Let me map every row first. Row 0: all walls. Row 1: P 0 0 0 1, so (1,1), (1,2), (1,3) are open. Row 2: 0 1 1 0 1, so (2,0) and (2,3) are open. Row 3: the same as row 2. Row 4: 0 0 0 G 1. So there are two ways round: the top and right, or the left and bottom. Let me count the steps of each carefully before deciding",
        U,
        None,
        "long_cut_off",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v27s_korean_prose",
        "플레이어는 (1, 0)에 있습니다. 아래쪽 (2, 0)이 비어 있으므로 아래로 이동합니다.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "foreign_prose",
    ),
    _s(
        "v27s_small_placeholder_then_cell",
        "MOVE: (row, col)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_template",
        "hard: the placeholder line is echoed first, but the final line is a real cell in the format",
    ),
    _s(
        "v27s_small_no_parens",
        "The right cell is empty.\nMOVE: 1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: the pair without brackets is still row 1, column 1; strict: not the (row, col) form",
    ),
    _s(
        "v27s_refuses_needs_maze",
        "I can't tell the next move without a clearer view of the maze. Could you send it again?",
        U,
        None,
        "refusal",
        "a refusal: no move",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v27s_one_based_said_prose",
        "Using 1-indexed coordinates, the player is at row 2, column 1 and the open cell below is row 3, column 1.\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says its cells count from 1, so (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v27s_one_based_unsaid",
        "The player stands at (2, 1) and the empty cell to the right is (2, 2).\n\nMOVE: (2, 2)",
        U,
        None,
        "one_based_unsaid",
        "1-indexed cells not said as such; read as written (2, 2) is a wall, read from 1 it is (1, 1)",
    ),
    _s(
        "v27s_prose_only_down",
        "I'll step down into the cell at row 2, column 0.",
        (2, 0),
        None,
        "prose_only",
        "hard: the cell is named in a sentence only; strict: no MOVE line",
    ),
    _s(
        "v27s_convention_after_value",
        "MOVE: (2, 0)  (row 2, column 0, counted from 0)",
        (2, 0),
        None,
        "convention_spelled",
        "hard: the words after the value restate the same cell; strict: words after the value",
    ),
    _s(
        "v27s_same_line_twice",
        "Right is open; the corridor leads on to column 3.\n\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repeated_answer",
        "hard: the same answer line repeated at the end",
    ),
    _s(
        "v27s_h2_answer",
        "## MOVE: (2, 0)",
        (2, 0),
        None,
        "heading",
        "hard: a heading's answer is read; strict: a heading is not inline markdown",
    ),
    _s(
        "v27s_html_paragraphs",
        "<p>The next move is down the left column.</p>\n<p><b>MOVE: (2, 0)</b></p>",
        (2, 0),
        None,
        "html",
        "hard: the answer inside HTML tags is read; strict: tags",
    ),
    _s(
        "v27s_yaml_row_col",
        "position: [1, 0]\nnext_move:\n  row: 2\n  col: 0",
        (2, 0),
        None,
        "yaml",
        "hard: the YAML's row and col keys name the cell; strict: no MOVE line",
    ),
    _s(
        "v27s_tool_call_direction",
        'I will call the move tool.\n\n{"name": "move", "arguments": {"direction": "down", "steps": 1}}',
        (2, 0),
        None,
        "tool_call_json",
        "hard: a single move given as a direction is the neighbouring cell; strict: JSON",
    ),
    _s(
        "v27s_hedge_or_line",
        "Either neighbour works equally well.\n\nMOVE: (1, 1) or (2, 0)",
        U,
        None,
        "hedge",
        "two cells on the answer line with no pick",
    ),
    _s(
        "v27s_check_prefers_down",
        "MOVE: (1, 1)\n\nCheck: (1, 1) is open, but going down to (2, 0) gives a straighter run, so (2, 0) is the better step.",
        U,
        None,
        "verification_after",
        "a check after the answer concludes on another cell without saying it replaces it",
    ),
    _s(
        "v27s_stated_correction",
        "MOVE: (1, 1)\n\nWait, I meant to go down. Correction:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verification_after",
        "hard: a stated replacement with a new answer line as the final line",
    ),
    _s(
        "v27s_numbered_route_from_p",
        "Plan from P to G:\n1. (1, 0) (P)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3) (G)",
        (2, 0),
        None,
        "route_for_move",
        "hard: a numbered whole route from P where one move was asked is read as its first step",
    ),
    _s(
        "v27s_route_from_neighbour",
        "Route: (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)",
        U,
        None,
        "route_for_move",
        "a route starting at P's neighbour where one move was asked, the next move not said",
    ),
    _s(
        "v27s_russian_word",
        "Идём вниз по левому столбцу.\n\nMOVE: вниз",
        (2, 0),
        None,
        "foreign_direction",
        "hard: Russian 'вниз' is down, a single move read as the neighbouring cell; strict: a format miss",
    ),
    _s(
        "v27s_dutch_word",
        "De speler gaat omlaag.\n\nMOVE: omlaag",
        U,
        None,
        "foreign_direction",
        "a direction word in Dutch, not one of the languages read",
    ),
    _s(
        "v27s_xy_said",
        "I'll write (x, y) coordinates, x being the column and y the row.\n\nMOVE: (0, 2)",
        (2, 0),
        None,
        "xy_said",
        "hard: the pair is said to be (x, y), so (0, 2) is row 2, column 0; strict: a format miss",
    ),
    _s(
        "v27s_off_board_left",
        "Going left to get around the wall.\n\nMOVE: (1, -1)",
        (1, -1),
        (1, -1),
        "wrong_move",
        "hard: a cell off the board is still the cell named (an invalid move, not unclear)",
    ),
]

ONE_SHOT = [
    _o(
        "v27o_gpt4o_top_then_right",
        "Following the top corridor and then the right column:\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v27o_gpt41mini_bare_down",
        "Left column, bottom row.\nPATH: " + path_text(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v27o_o3_counted",
        "Both ways round take six moves; I take the one down the left.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v27o_gpt5_six_moves",
        "Shortest route (6 moves):\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v27o_sonnet4_arrows",
        "1. Start at P (1, 0).\n2. Walk right to column 3.\n3. Walk down to the goal.\n\nPATH: "
        + path_text(RIGHT, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v27o_opus4_note_after",
        "PATH: " + path_text(RIGHT) + "\n\nSix moves, and no step touches a wall.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v27o_flash_commas",
        "Down the left edge, then along the bottom.\n\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
    ),
    _o(
        "v27o_pro_table",
        "Route table:\n\n| Step | Cell |\n|---|---|\n| 0 | (1, 0) |\n| 1 | (2, 0) |\n| 2 | (3, 0) |\n| 3 | (4, 0) |\n| 4 | (4, 1) |\n| 5 | (4, 2) |\n| 6 | (4, 3) |\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "table",
    ),
    _o(
        "v27o_qwen25_zh_path",
        "从 (1, 0) 向下走到底，再向右走到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v27o_qwen3_think_through_wall",
        "<think>\nGo down one, then right along row 2... (2,1), (3,1), then the bottom row.\n</think>\n\nPATH: "
        + path_text(THROUGH_21),
        F,
        False,
        "think_block",
    ),
    _o(
        "v27o_v3_stops_short",
        "The path along the left and bottom edges:\n\nPATH: " + path_text(STOPS_SHORT),
        F,
        False,
        "wrong_route",
    ),
    _o(
        "v27o_llama3_no_start",
        "Here is the path to the goal:\n\nPATH: " + path_text(FROM_NEIGHBOUR),
        F,
        False,
        "wrong_route",
    ),
    _o(
        "v27o_mistral_fenced",
        "Final answer:\n\n```\nPATH: " + path_text(RIGHT) + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _o(
        "v27o_phi4_plain",
        "The goal is reached by going right three times, then down three times.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v27o_gemma3_heres",
        "Here's the path! 😊\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "emoji",
    ),
    _o(
        "v27o_small_echo_example",
        "Give the whole path. Finish with PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).",
        U,
        False,
        "small_echo",
        "an echoed instruction with the prompt's example quoted inside it",
    ),
    _o(
        "v27o_small_repeat_cell",
        "PATH: (1, 0) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1)",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating one cell",
        finish_reason=L,
    ),
    _o(
        "v27o_small_placeholder_only",
        "I will find the path.\nPATH: (row, col) (row, col) ...\nThe path is the path.",
        U,
        False,
        "small_template",
        "only the placeholder: no route",
    ),
    _o(
        "v27o_small_endpoints",
        "The player goes from the start (1, 0) to the goal (4, 3) in the maze.",
        U,
        False,
        "small_half_label",
        "only the two ends are named, not a route",
    ),
    _o(
        "v27o_think_cut",
        "<think>\nLet me trace it. From (1,0) right: (1,1) open, (1,2) open, (1,3) open, (1,4) wall. Down from (1,3): (2,3) open, (3,3) open, (4,3) is G. So the route is",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before the answer line",
        finish_reason=L,
    ),
    _o(
        "v27o_refusal",
        "I'm not able to work out a full path for this maze.",
        U,
        False,
        "refusal",
        "a refusal: no route",
    ),
    _o(
        "v27o_words_only",
        "Move right, right, right, then down, down, down to reach G.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route in direction words only is a fail by the standing ruling",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v27o_one_based_said",
        "Coordinates below are 1-indexed (row 1 is the top row).\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: said to count from 1, converted it is the left-and-bottom route; strict: a format miss",
    ),
    _o(
        "v27o_one_based_unsaid",
        "Top row first, then the right column.\n\nPATH: " + one_based(RIGHT),
        U,
        False,
        "one_based_unsaid",
        "cells counted from 1 without saying so: as written it crosses walls, from 1 it is valid",
    ),
    _o(
        "v27o_walks_past_goal",
        "Along the top and down the right side.\n\nPATH: " + path_text(WALKS_ON),
        S,
        True,
        "past_goal",
        "hard: the route reaches G and steps on; the last G walked back to P is valid (the specification's check)",
    ),
    _o(
        "v27o_steps_back_onto_p",
        "I first tried the top corridor, then turned back.\n\nPATH: " + path_text(BACK_ON_P),
        S,
        True,
        "back_onto_p",
        "hard: the route steps back onto P and goes on; every step is valid",
    ),
    _o(
        "v27o_yaml_pairs",
        "start: [1, 0]\ngoal: [4, 3]\npath:\n"
        + "\n".join(f"  - [{c.replace(',', ', ')}]" for c in DOWN.split()),
        S,
        False,
        "yaml",
        "hard: a YAML list of cells is the path; strict: a format miss",
    ),
    _o(
        "v27o_tool_call_path",
        json.dumps(
            {
                "name": "submit_path",
                "arguments": {"path": [[int(v) for v in c.split(",")] for c in RIGHT.split()]},
            }
        ),
        S,
        False,
        "tool_call_json",
        "hard: the tool call's list of pairs is the route; strict: JSON",
    ),
    _o(
        "v27o_two_paths_no_pick",
        "PATH: " + path_text(RIGHT) + "\n\nor equally well\n\nPATH: " + path_text(DOWN),
        U,
        False,
        "hedge",
        "two routes offered with no pick",
    ),
    _o(
        "v27o_stated_replacement",
        "PATH: "
        + path_text(THROUGH_21)
        + "\n\n(2, 1) is a wall, so that is wrong. Corrected:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "verification_after",
        "hard: the first route is said to be wrong and a corrected answer line ends the reply",
    ),
    _o(
        "v27o_check_prefers_left",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nDouble-check: every step is open. The left route (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3) looks more natural, though.",
        U,
        False,
        "verification_after",
        "a check after the answer prefers another route without saying it replaces it",
    ),
    _o(
        "v27o_prose_cells",
        "Start at (1, 0), walk right through (1, 1), (1, 2) and (1, 3), then down through (2, 3) and (3, 3) to the goal at (4, 3).",
        S,
        False,
        "prose_only",
        "hard: the sentence names every cell of the route in order; strict: no PATH line",
    ),
    _o(
        "v27o_xy_said",
        "Cells are (x, y), x the column.\n\nPATH: (0, 1) (0, 2) (0, 3) (0, 4) (1, 4) (2, 4) (3, 4)",
        S,
        False,
        "xy_said",
        "hard: said to be (x, y), converted it is the left-and-bottom route; strict: a format miss",
    ),
    _o(
        "v27o_flag_after",
        "PATH: " + path_text(DOWN) + " 🏁",
        S,
        False,
        "emoji",
        "hard: an emoji after the route; strict: something after the value",
    ),
    _o(
        "v27o_h3_answer",
        "### PATH: " + path_text(RIGHT),
        S,
        False,
        "heading",
        "hard: a heading's answer is read; strict: a heading",
    ),
]

RECOGNIZE = [
    _r(
        "v27r_gpt4o_hollow",
        "The open cells trace the border of a 4x4 block, leaving a 2x2 wall in the middle: a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v27r_gpt41mini_capital",
        "Closed loop with four straight sides.\nSHAPE: Square",
        "square",
        True,
        "plain",
    ),
    _r(
        "v27r_o3_quadrilateral",
        "Four sides of equal length enclosing walls.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v27r_gpt5_outline",
        "A ring of empty cells round a 2x2 wall block: a square outline.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v27r_haiku4_first",
        "SHAPE: square\n\nThe empty cells run along the perimeter of a 4x4 region, forming a closed square loop.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v27r_sonnet4_bold_value",
        "The open cells form a closed loop with four equal sides.\n\nSHAPE: **square**",
        "square",
        True,
        "markdown",
    ),
    _r(
        "v27r_flash_box",
        "The corridor goes all the way round.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v27r_qwen25_zh_name",
        "空格沿着一个 4x4 区域的边缘围成一圈，是一个正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_prose",
    ),
    _r(
        "v27r_r1_c_wrong",
        "<think>\nThe right column has G at the bottom... the left column is open. It curves like a C.\n</think>\n\nSHAPE: C",
        "C",
        False,
        "think_block",
    ),
    _r(
        "v27r_v3_cross",
        "The empty cells cross the grid.\n\nSHAPE: cross",
        "cross",
        False,
        "wrong_shape",
    ),
    _r(
        "v27r_llama3_sentence",
        "The shape formed by the empty cells is a square.",
        "square",
        False,
        "prose_only",
    ),
    _r(
        "v27r_mistral_spiral",
        "The path winds round the walls.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _r(
        "v27r_phi4_triangle",
        "Looking at the corners, the cells form three sides.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v27r_gemma3_emoji_after",
        "It's a loop! \n\nSHAPE: Square 🟩",
        "square",
        False,
        "emoji",
    ),
    _r(
        "v27r_small_echo_question",
        "Which shape do the empty cells form? End your reply with a line of the form SHAPE: <name>.",
        U,
        False,
        "small_echo",
        "the question echoed with the placeholder: no shape",
    ),
    _r(
        "v27r_small_triangle_base",
        "The empty cells form a triangle. The triangle has three corners at the top, the left and the bottom.",
        "triangle",
        False,
        "small_triangle",
    ),
    _r(
        "v27r_small_repeat_cut",
        "The empty cells form a square. The empty cells form a square. The empty cells form a square. The empty",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating",
        finish_reason=L,
    ),
    _r(
        "v27r_qwen3_think_flip",
        "<think>\nAt first it looks like a C, open on the right... no, (2,3) and (3,3) are open, so the right side is closed too. It is a closed square loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_changes_mind",
        "hard: the thinking names C and rejects it; the answer line decides",
    ),
    _r(
        "v27r_think_cut",
        "<think>\nLet me list the open cells: (1,0), (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), (4,1), (4,2), (4,3). That is twelve cells around",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before the answer",
        finish_reason=L,
    ),
    _r(
        "v27r_small_square_pyramid",
        "The empty cells form a square pyramid with a height of 2.",
        "triangle",
        False,
        "small_triangle",
        "hard: a solid named for a shape ('square pyramid') is the pyramid, the triangle's variant",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v27r_square_loop",
        "SHAPE: square loop",
        "square",
        False,
        "word_after_name",
        "hard: 'square loop' is the square with a word after the name (strict miss)",
    ),
    _r(
        "v27r_hedge_or",
        "It could be read as a square or as a C.\n\nSHAPE: square or C",
        U,
        False,
        "hedge",
        "two shapes with no pick",
    ),
    _r(
        "v27r_french_name",
        "Les cellules vides forment un carré.\n\nSHAPE: carré",
        U,
        False,
        "foreign_shape",
        "a shape named in French, not English or Chinese",
    ),
    _r(
        "v27r_spanish_name",
        "Las celdas vacías forman el borde de un bloque.\n\nSHAPE: cuadrado",
        U,
        False,
        "foreign_shape",
        "a shape named in Spanish, not English or Chinese",
    ),
    _r(
        "v27r_cube",
        "The outline is a cube seen from above.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: cube is one of the square's variants in the specification",
    ),
    _r(
        "v27r_helix",
        "It winds round its own centre.\n\nSHAPE: helix",
        "spiral",
        False,
        "variant_name",
        "hard: helix is the spiral's variant",
    ),
    _r(
        "v27r_lightning",
        "The corridor zigs one way, then zags back.\n\nSHAPE: lightning bolt",
        "Z",
        False,
        "variant_name",
        "hard: lightning bolt is the Z's variant",
    ),
    _r(
        "v27r_crescent",
        "It bends round like a moon.\n\nSHAPE: crescent",
        "C",
        False,
        "variant_name",
        "hard: crescent is the C's variant",
    ),
    _r(
        "v27r_check_prefers_c",
        "SHAPE: square\n\nOn reflection, the goal cell breaks the loop at the bottom right, which makes it more of a C.",
        U,
        False,
        "verification_after",
        "a check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v27r_stated_replacement",
        "SHAPE: C\n\nCorrection: the right column is open all the way down, so the loop is closed.\nSHAPE: square",
        "square",
        True,
        "verification_after",
        "hard: a stated correction with a new answer line as the final line",
    ),
    _r(
        "v27r_h1_answer",
        "Answer\n\n# SHAPE: Square",
        "square",
        False,
        "heading",
        "hard: a heading's answer is read; strict: a heading",
    ),
    _r(
        "v27r_tool_call",
        '{"name": "answer_shape", "arguments": {"shape": "square"}}',
        "square",
        False,
        "tool_call_json",
        "hard: the tool call's shape argument names the square; strict: JSON",
    ),
    _r(
        "v27r_none",
        "The cells do not form any regular figure.\n\nSHAPE: none",
        "none",
        False,
        "no_shape",
        "hard: 'none' names no shape (a definite answer, not unclear)",
    ),
    _r(
        "v27r_x_shape",
        "Two diagonals meeting in the middle.\n\nSHAPE: X-shape",
        "cross",
        False,
        "variant_name",
        "hard: X-shape is the cross's variant",
    ),
]

GENERATE = [
    _g(
        "v27g_gpt4o_br3",
        "A smaller square ring in the bottom-right corner:\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v27g_gpt41mini_tm3",
        "MAZE:\n" + RING_TM3,
        S,
        True,
        "plain",
    ),
    _g(
        "v27g_o3_br4",
        "Same 4x4 ring, moved one cell right and down, with P and G swapped to other corners.\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v27g_gpt5_c3",
        "Centred 3x3 ring.\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v27g_sonnet4_fenced",
        "MAZE:\n" + _fence(RING_BR3),
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v27g_opus4_note_after",
        "MAZE:\n"
        + RING_TM3
        + "\n\nThe empty cells keep the square ring shape, just smaller and at the top.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v27g_flash_block",
        "A compact square of open cells:\n\nMAZE:\n" + BLOCK_BR3,
        F,
        False,
        "wrong_maze",
    ),
    _g(
        "v27g_pro_br4",
        "**New maze** (ring shifted to the bottom right):\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "markdown",
    ),
    _g(
        "v27g_qwen25_zh",
        "这是一个新的迷宫，空格仍然组成一个正方形环：\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v27g_qwen3_think_six_rows",
        "<think>\nI'll put the ring in the middle and add a wall row.\n</think>\n\nMAZE:\n"
        + SIX_ROWS,
        F,
        False,
        "think_block",
    ),
    _g(
        "v27g_r1_copy",
        "<think>\nKeep the same shape... I'll just keep it.\n</think>\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "think_block",
    ),
    _g(
        "v27g_v3_s_e",
        "MAZE:\n" + S_AND_E,
        F,
        False,
        "wrong_symbols",
    ),
    _g(
        "v27g_llama3_no_player",
        "Here is the new maze:\n\nMAZE:\n" + NO_P,
        F,
        False,
        "wrong_maze",
    ),
    _g(
        "v27g_small_echo_instruction",
        "Now create a new maze of the same size (5x5). Write the line MAZE: and then the maze, with nothing after it. Write the line MAZE: and then the maze.",
        U,
        False,
        "small_echo",
        "the instruction echoed: no maze",
    ),
    _g(
        "v27g_small_all_walls",
        "Here is the maze:\nMAZE:\n" + ALL_WALLS,
        F,
        False,
        "small_template",
        "hard: a 5x5 grid of walls is a maze (not the empty answer), with no P or G: a fail",
    ),
    _g(
        "v27g_small_repeat_cut",
        "MAZE:\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating rows",
        finish_reason=L,
    ),
    _g(
        "v27g_coord_br4",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v27g_coord_c3_reasoned",
        "A 3x3 ring in the middle.\n\nMAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v27g_coord_note_after",
        "MAZE:\n" + coord_list(RING_TM3) + "\n\nThe goal is reachable both ways round the ring.",
        S,
        False,
        "answer_then_explanation",
        encoding="coord_list",
    ),
    _g(
        "v27g_cut_mid_maze",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 G\n1 0 1",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
    _g(
        "v27g_refusal",
        "I'd rather not invent a maze that might not be solvable. Could you give more constraints?",
        U,
        False,
        "refusal",
        "a refusal: no maze",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v27g_json_rows",
        "MAZE:\n" + _json_rows(RING_BR4),
        S,
        False,
        "json",
        "hard: a JSON array of the rows is the asked matrix wrapped; strict: a format miss",
    ),
    _g(
        "v27g_yaml_rows",
        _yaml_rows(RING_C3),
        S,
        False,
        "yaml",
        "hard: a YAML maze key with the rows as items is the matrix wrapped; strict: a format miss",
    ),
    _g(
        "v27g_lower_g",
        "MAZE:\n" + LOWER_G,
        F,
        False,
        "wrong_symbols",
        "hard: a lowercase g is not the goal (a fail, like S/E)",
    ),
    _g(
        "v27g_draft_then_fixed",
        "Draft:\n\nMAZE:\n"
        + BLOCK_BR3
        + "\n\nThat fills the centre, so it is a block, not a ring. Fixed version:\n\nMAZE:\n"
        + RING_BR3,
        S,
        True,
        "verification_after",
        "hard: the draft is said to be wrong and a fixed maze after a MAZE: line ends the reply",
    ),
    _g(
        "v27g_two_options",
        "Option A:\nMAZE:\n" + RING_TM3 + "\n\nOption B:\nMAZE:\n" + RING_C3,
        U,
        False,
        "hedge",
        "two mazes offered with no pick",
    ),
    _g(
        "v27g_goal_cut_off",
        "MAZE:\n" + G_IN_WALL,
        F,
        False,
        "wrong_maze",
        "hard: the goal sits on a cell no empty cell touches, so it is unreachable (a fail)",
    ),
    _g(
        "v27g_hash_dots",
        "MAZE:\n" + HASH_DOTS,
        F,
        False,
        "wrong_encoding",
        "hard: # and . are not the asked encoding (a fail)",
    ),
    _g(
        "v27g_coord_asked_matrix_given",
        "MAZE:\n" + RING_BR3,
        F,
        False,
        "wrong_encoding",
        "hard: the matrix where the coordinate list was asked is the encoding not asked (a fail)",
        encoding="coord_list",
    ),
]

PUZZLE = [
    _p(
        "v27p_gpt4o_tr_cw",
        "The top-right elbow opens up and right, both off the board. One clockwise turn points it right and down; that is the best single move.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v27p_gpt41mini_bl",
        "The bottom-left piece faces the wrong way.\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "plain",
    ),
    _p(
        "v27p_o3_square_three",
        "Square 3 (bottom right) is the one leaking off the board.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v27p_gpt5_tl_ccw",
        "Only the top-left straight is misaligned.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v27p_sonnet4_after",
        "ROTATE: (1, 1) clockwise\n\nAfter this turn the bottom-right elbow meets both of its neighbours.",
        (3, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v27p_opus4_pieces",
        "Pieces:\n- (0, 0): elbow, right and down, fine\n- (0, 1): elbow, left and down, fine\n- (1, 0): elbow, up and right, fine\n- (1, 1): elbow, down and left, leaks down\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "list_then_answer",
    ),
    _p(
        "v27p_pro_bold_line",
        "The top-right elbow should face left and down.\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "markdown",
    ),
    _p(
        "v27p_qwen25_zh_word",
        "左下角的管道需要顺时针旋转一次。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_direction",
    ),
    _p(
        "v27p_qwen3_think",
        "<think>\n(0,0) opens up and left, both off the board. Two turns would be needed... (1,1) clockwise fixes it in one.\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v27p_v3_anticlockwise",
        "Turn the top-left piece back a quarter.\n\nROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "direction_synonym",
    ),
    _p(
        "v27p_mistral_hyphen",
        "The top-right piece should turn back one step.\n\nROTATE: (0, 1) counter-clockwise",
        (1, CCW),
        False,
        "direction_synonym",
    ),
    _p(
        "v27p_phi4_bl_cw",
        "The bottom-left pipe needs one quarter turn to meet the top-left pipe.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v27p_gemma3_exclaim",
        "Let's rotate the top right square clockwise!\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _p(
        "v27p_small_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise or ROTATE: (row, col) counterclockwise.",
        U,
        False,
        "small_echo",
        "the instruction echoed with both placeholders: no move",
    ),
    _p(
        "v27p_small_repeat_cut",
        "Rotate the square. Rotate the square. Rotate the square. Rotate the square. Rotate the",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating",
        finish_reason=L,
    ),
    _p(
        "v27p_small_no_colon",
        "ROTATE (0, 1) clockwise",
        (1, CW),
        False,
        "small_half_label",
    ),
    _p(
        "v27p_small_two_squares",
        "Rotate (0, 0) and (1, 1) clockwise.",
        U,
        False,
        "small_two_cells",
        "two squares with no pick",
    ),
    _p(
        "v27p_llama_both_kept",
        "I will rotate the bottom right square.\nROTATE: (1, 1) clockwise (or counterclockwise)",
        U,
        False,
        "small_template",
        "the placeholder kept with both directions",
    ),
    _p(
        "v27p_think_cut",
        "<think>\nLet me go through the squares. (0,0) is an elbow opening up and left. If I turn it clockwise it opens up and right, still off the board. Counterclockwise: left and down. Hmm, then (1,0)",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before the answer",
        finish_reason=L,
    ),
    _p(
        "v27p_already_solved",
        "The pipes already form a closed loop; no rotation is needed.",
        U,
        False,
        "refusal",
        "no move given",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v27p_one_based_squares",
        "Numbering the squares 1 to 4 row by row, square 2 is the top-right one.\n\nROTATE: square 2 clockwise",
        (1, CW),
        False,
        "one_based_said",
        "hard: the reply says it numbers squares from 1, so square 2 is square 1; strict: a format miss",
    ),
    _p(
        "v27p_third_square",
        "Turn the third square counterclockwise.",
        (2, CCW),
        False,
        "prose_only",
        "hard: 'the third square' is square 2 (row by row from the top left)",
    ),
    _p(
        "v27p_bottom_left_elbow",
        "Rotate the bottom-left elbow clockwise so it meets the pipe above.",
        (2, CW),
        False,
        "prose_only",
        "hard: a square named by its pipe and place is the square at that place",
    ),
    _p(
        "v27p_german_word",
        "ROTATE: (0, 1) im Uhrzeigersinn",
        (1, CW),
        False,
        "foreign_direction",
        "hard: German 'im Uhrzeigersinn' is clockwise; strict: a format miss",
    ),
    _p(
        "v27p_dutch_word",
        "ROTATE: (1, 1) met de klok mee",
        U,
        False,
        "foreign_direction",
        "a turn word in Dutch, not one of the languages read",
    ),
    _p(
        "v27p_half_turn",
        "ROTATE: (0, 0) 180°",
        U,
        False,
        "degrees",
        "a half turn is not a quarter turn: no direction",
    ),
    _p(
        "v27p_ninety_cw",
        "ROTATE: (1, 0) 90° clockwise",
        (2, CW),
        False,
        "degrees",
        "hard: a quarter turn clockwise is clockwise; strict: words in the value",
    ),
    _p(
        "v27p_opening_faces_down",
        "Turn (0, 1) so that its opening faces down instead of left.",
        (1, CCW),
        False,
        "opening_faces",
        "hard: left to down is a counterclockwise quarter turn, by the prompt's directions",
    ),
    _p(
        "v27p_check_prefers_other",
        "ROTATE: (0, 1) clockwise\n\nCheck: that connects the top row, but turning (1, 0) counterclockwise would close the loop in one move instead.",
        U,
        False,
        "verification_after",
        "a check after the answer prefers another move without saying it replaces it",
    ),
    _p(
        "v27p_tool_call",
        '{"name": "rotate", "arguments": {"row": 1, "col": 1, "direction": "clockwise"}}',
        (3, CW),
        False,
        "tool_call_json",
        "hard: the tool call's row, col and direction name the move; strict: JSON",
    ),
    _p(
        "v27p_yaml",
        "rotate:\n  square: [1, 1]\n  direction: counterclockwise",
        (3, CCW),
        False,
        "yaml",
        "hard: the YAML's square and direction name the move; strict: no ROTATE line",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v27",
    WHY,
    MAZES,
    [
        SOLVE,
        SOLVE_CHOSEN,
        ONE_SHOT,
        ONE_SHOT_CHOSEN,
        RECOGNIZE,
        RECOGNIZE_CHOSEN,
        GENERATE,
        GENERATE_CHOSEN,
        PUZZLE,
        PUZZLE_CHOSEN,
    ],
    [SOLVE_CHOSEN, ONE_SHOT_CHOSEN, RECOGNIZE_CHOSEN, GENERATE_CHOSEN, PUZZLE_CHOSEN],
)
"""The set's ``all_cases()``, ``chosen()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v27.py: counts, no reader
    print_counts(all_cases(), problems())

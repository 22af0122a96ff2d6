"""A nineteenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules of
``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v18`` were read for the data format only.

This round: a natural mix (today's models' common replies) with about a third of hard-but-clear
or unclear replies (the reasons are in :data:`WHY`; hard calls start ``hard:``). The rulings
are those of ``corpus_reading_v18``'s docstring plus: a check after the answer that concludes on
a different answer without saying it replaces it is unclear; several cells with no pick are
unclear; both turn directions for one square are unclear; "the 4th square" is square 3; a square
named by its pipe and place is the square at that place; backticks around the value are a strict
format miss.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
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
_path = path_text

# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row."""
DOWN_BACK_AT_30 = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column with one step back from (3,0) to (2,0)."""
RIGHT_STOPS_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: the right route one cell short of G."""
THROUGH_21 = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down column 1 through the walls (2,1) and (3,1)."""
PAST_G_UP = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Reaches G along the bottom, then walks up the right column: legal up to the last G."""

# == generated mazes (5x5) =================================================================
RING_TR4 = """\
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (0,4), G at (3,1)."""

RING_MID3_G13 = """\
1 1 1 1 1
1 0 0 G 1
1 P 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (2,1), G at (1,3)."""

GAP_RING = """\
1 0 0 0 P
1 0 1 1 0
1 0 1 1 1
1 G 0 0 0
1 1 1 1 1"""
""":data:`RING_TR4` with (2,4) walled: a C, not a ring."""

LOWER_PG = RING_MID3_G13.replace("P", "p").replace("G", "g")
""":data:`RING_MID3_G13` with lowercase p/g (a fail, like S/E)."""


RING_BR4_P41 = """\
1 1 1 1 1
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (4,1), G at (1,4)."""

RING_BL3_P20 = """\
1 1 1 1 1
1 1 1 1 1
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (2,0), G at (4,2)."""

TWO_P = RING_BR4_P41.replace("1 0 1 1 0\n1 P", "1 P 1 1 0\n1 P")
""":data:`RING_BR4_P41` with a second P at (3,1): two players, a fail."""

SE_RING = RING_BL3_P20.replace("P", "S").replace("G", "E")
""":data:`RING_BL3_P20` with S/E for P/G (a fail)."""

FOUR_ROWS = "\n".join(RING_BR4_P41.splitlines()[1:])
""":data:`RING_BR4_P41` without its top row: a 4x5 grid, the wrong size."""

SKIPS_30 = "1,0 2,0 4,0 4,1 4,2 4,3"
"""Broken: the left route jumping from (2,0) to (4,0)."""

SOLVE = [
    _c(
        "v19s_plain_down",
        "solve",
        "From (1, 0) I can only go down or right. Going down toward the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _c(
        "v19s_plain_right",
        "solve",
        "The corridor along row 1 leads to the right side, which then goes down to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _c(
        "v19s_gpt4o_neighbours",
        "solve",
        "Current position: (1, 0)\n\nNeighbours:\n- Up (0, 0): wall\n- Down (2, 0): open\n- Left: outside the grid\n- Right (1, 1): open\n\nBoth paths reach the goal in 6 moves. I'll take the right one.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "neighbour_check",
    ),
    _c(
        "v19s_bold_line",
        "solve",
        "Moving down the left column keeps the goal reachable.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown",
    ),
    _c(
        "v19s_heading",
        "solve",
        "### Analysis\nThe player is at (1, 0); the goal is at (4, 3).\n\n### Answer\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown",
    ),
    _c(
        "v19s_think_qwen3",
        "solve",
        "<think>\nP is at row 1 col 0. Up is wall. Right is (1,1), open. Down is (2,0), open. Hmm, which is shorter? Right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3) = 6. Down: 6 too. Pick down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _c(
        "v19s_think_changes_mind",
        "solve",
        "<think>\nGo right to (1,1)... wait, actually let me check the bottom route. (2,0),(3,0),(4,0) all 0. Fine, either works. Actually I'll go down after all.\n</think>\nI'll move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        why="hard: the draft in <think> changes its mind; only the final line counts",
    ),
    _c(
        "v19s_wrong_wall",
        "solve",
        "Going up gets me closer to the open area.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_in_format",
    ),
    _c(
        "v19s_wrong_diag",
        "solve",
        "Diagonal shortcut toward the goal.\nMOVE: (2, 1)",
        (2, 1),
        (2, 1),
        "wrong_in_format",
    ),
    _c(
        "v19s_lower_label",
        "solve",
        "I will step right.\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        why="hard: lowercase label is a strict format miss but the cell is clear",
    ),
    _c(
        "v19s_no_parens",
        "solve",
        "Next step is down.\nMOVE: 2, 0",
        (2, 0),
        None,
        "no_parens",
        why="hard: the cell without parentheses is clear to a grader, not the prompt's form",
    ),
    _c(
        "v19s_direction_word",
        "solve",
        "Right is open, up is a wall.\nMOVE: right",
        (1, 1),
        None,
        "direction_only",
    ),
    _c(
        "v19s_spanish_dir",
        "solve",
        "El jugador está en (1, 0). La mejor opción es ir hacia abajo.\n\nMOVIMIENTO: abajo",
        (2, 0),
        None,
        "other_language",
        why="hard: Spanish 'abajo' is a direction word read as the neighbouring cell",
    ),
    _c(
        "v19s_dutch_dir",
        "solve",
        "De speler staat op (1, 0). Ik ga naar beneden.\n\nZET: naar beneden",
        U,
        None,
        "other_language",
        why="Dutch direction words are not among the languages read",
    ),
    _c(
        "v19s_cut",
        "solve",
        "Let me reason step by step. The maze is 5x5. Row 0 is all walls. Row 1 has P at column 0, then open cells at columns 1, 2 and 3, and a wall at column 4. Row 2 has an open cell at column 0, walls at",
        U,
        None,
        "long_cut_off",
        why="cut off before any answer",
        finish_reason=L,
    ),
    _c(
        "v19s_hedge",
        "solve",
        "Both (2, 0) and (1, 1) are equally good; you could pick either one.\n\nMOVE: (2, 0) or (1, 1)",
        U,
        None,
        "hedge",
        why="two cells on the MOVE line with no pick",
    ),
    _c(
        "v19s_route_on_move",
        "solve",
        "Plan: (1, 0) → (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_then_move",
        why="hard: a restated plan before the single MOVE line; the line is the answer",
    ),
    _c(
        "v19s_whole_route_only",
        "solve",
        "The shortest path is (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3).",
        (2, 0),
        None,
        "whole_route",
        why="hard: a whole route from P's own cell where one move was asked is its first step",
    ),
    _c(
        "v19s_numbered",
        "solve",
        "Steps to the goal:\n1. (1, 1)\n2. (1, 2)\n3. (1, 3)\n4. (2, 3)\n5. (3, 3)\n6. (4, 3)\n\nSo my next move is the first of these.",
        (1, 1),
        None,
        "numbered_steps",
        why="hard: a numbered route from P's neighbour, with the reply saying the next move is the first",
    ),
    _c(
        "v19s_one_based_said",
        "solve",
        "Using 1-indexed coordinates (row 1 is the top row), the player is at (2, 1). Moving down takes it to (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
    ),
    _c(
        "v19s_one_based_unsaid",
        "solve",
        "The goal is at (5, 4) and I am at (2, 1). Go to (3, 1).\n\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        why="counts from 1 without saying so (P written as (2, 1)); (3, 1) would be a wall 0-indexed but the down move 1-indexed",
    ),
    _c(
        "v19s_repeat_twice",
        "solve",
        "MOVE: (2, 0)\n\nThe down move opens the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeated_answer",
    ),
    _c(
        "v19s_tool_json",
        "solve",
        'Calling the move tool.\n{"name": "move", "arguments": {"row": 1, "col": 1}}',
        (1, 1),
        None,
        "tool_call_json",
        why="hard: a tool call with named row/col arguments states the cell clearly; not the asked line",
    ),
    _c(
        "v19s_check_changes",
        "solve",
        "MOVE: (1, 1)\n\nCheck: (1, 1) is in row 1... actually the maze row 1 is `P 0 0 0 1`, and moving down to (2, 0) is shorter because the bottom row is closer.",
        U,
        None,
        "verification_after",
        why="a check after the answer concludes on a different move without saying it replaces it",
    ),
    _c(
        "v19s_check_confirms",
        "solve",
        "MOVE: (2, 0)\n\nVerification: (2, 0) holds 0 in the grid, so the move is legal.",
        (2, 0),
        None,
        "verification_after",
    ),
    _c(
        "v19s_backticks",
        "solve",
        "I'll head right.\n\nMOVE: `(1, 1)`",
        (1, 1),
        None,
        "backtick_value",
        why="hard: backticks around the value are a strict format miss",
    ),
    _c(
        "v19s_fence",
        "solve",
        "Final answer:\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
    ),
    _c(
        "v19s_refusal",
        "solve",
        "I'm sorry, but I can't see an image of the maze. Could you describe it?",
        U,
        None,
        "refusal",
        why="a refusal, no move",
    ),
    _c(
        "v19s_prose_only",
        "solve",
        "I would step to the cell directly below the player, which is row 2, column 0 (0-indexed).",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v19s_emoji",
        "solve",
        "🧭 Heading down ⬇️\n\nMOVE: (2, 0) ✅",
        (2, 0),
        None,
        "emoji",
        why="hard: an emoji after the cell on the line; strict rejects the extra text",
    ),
    _c(
        "v19s_chinese",
        "solve",
        "玩家在 (1, 0)。向右走可以沿着第一行到达右侧。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_prose",
    ),
    _c(
        "v19s_fullwidth",
        "solve",
        "下一步：向下。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        why="hard: full-width colon and brackets; a grader reads (2, 0)",
    ),
    _c(
        "v19s_xy_said",
        "solve",
        "Using (x, y) with x as the column: the player is at (0, 1). I'll go to (1, 1) in (x, y), i.e. one to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "xy_said",
        why="hard: the MOVE line's (1, 1) is the same cell read either way (right of P)",
    ),
    _c(
        "v19s_html",
        "solve",
        "<p>The best move is down.</p>\n<p><b>MOVE: (2, 0)</b></p>",
        (2, 0),
        None,
        "html",
    ),
    _c(
        "v19s_yaml",
        "solve",
        "reasoning: down leads along the left wall\nmove:\n  row: 2\n  col: 0",
        (2, 0),
        None,
        "yaml",
        why="hard: a YAML mapping with row and col keys names the cell",
    ),
    _c(
        "v19s_small_echo",
        "solve",
        "You are at P. The goal is G. Walls are 1. Open cells are 0. What is your next move? Finish with MOVE: (row, col).",
        U,
        None,
        "small_echo",
        why="the prompt echoed, no move",
    ),
    _c(
        "v19s_small_repeat",
        "solve",
        "MOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _c(
        "v19s_small_half_label",
        "solve",
        "The next move is MOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        why="hard: a half-formed label with a cell that is still clear",
    ),
    _c(
        "v19s_small_template",
        "solve",
        "The player P moves.\nMOVE: (row, col)",
        U,
        None,
        "small_template",
        why="the template echoed, no cell",
    ),
    _c(
        "v19s_small_loop_cut",
        "solve",
        "The player moves to the right. The player moves to the right. The player moves to the right. The player moves to the right. The player moves to",
        U,
        None,
        "small_repeat",
        why="cut off before an answer line",
        finish_reason=L,
    ),
    _c(
        "v19s_gemini_bold_fields",
        "solve",
        "**Current position:** (1, 0)\n**Goal:** (4, 3)\n**Open neighbours:** (2, 0) below, (1, 1) to the right\n\n**Next move:** down to (2, 0)\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown",
    ),
    _c("v19s_terse", "solve", "MOVE: (1, 1)\n", (1, 1), (1, 1), "terse"),
    _c(
        "v19s_claude_sentence",
        "solve",
        "Looking at the maze, the player can go right along row 1 or down column 0. I'll go right, since that corridor turns down toward G at column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _c(
        "v19s_restated_maze",
        "solve",
        "The maze as given:\n```\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n```\nP is at (1, 0) and the cell below it is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_question",
    ),
    _c(
        "v19s_label_midline",
        "solve",
        "The next move is: MOVE: (2, 0)",
        (2, 0),
        None,
        "label_midline",
        why="hard: text before the label on the answer line is a strict miss; the cell is clear",
    ),
    _c("v19s_answer_prefix", "solve", "Answer: MOVE: (1, 1)", (1, 1), None, "label_midline"),
    _c(
        "v19s_jump_goal",
        "solve",
        "The goal is at (4, 3), so I go there.\n\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "wrong_in_format",
    ),
    _c(
        "v19s_row_col_words",
        "solve",
        "I'll go down one.\n\nMOVE: row 2, column 0",
        (2, 0),
        None,
        "spelled_cell",
    ),
    _c(
        "v19s_one_based_words",
        "solve",
        "In 1-based terms the player is in row 2, column 1; the next cell is row 3, column 1.",
        (2, 0),
        None,
        "one_based_said",
    ),
    _c(
        "v19s_zero_based_diag",
        "solve",
        "Player at (1, 0) (0-indexed). Moving to (2, 1).\n\nMOVE: (2, 1)",
        (2, 1),
        (2, 1),
        "wrong_in_format",
        why="hard: the reply states P 0-indexed, so (2, 1) is read as written (a wall), not as a 1-indexed down move",
    ),
    _c(
        "v19s_korean",
        "solve",
        "플레이어는 (1, 0)에 있습니다. 아래로 이동합니다.\n\nMOVE: 아래",
        (2, 0),
        None,
        "other_language",
    ),
    _c(
        "v19s_russian",
        "solve",
        "Игрок находится в (1, 0). Лучше идти вправо.\n\nХод: вправо",
        (1, 1),
        None,
        "other_language",
    ),
    _c(
        "v19s_hindi",
        "solve",
        "खिलाड़ी (1, 0) पर है। मैं नीचे जाऊँगा।",
        U,
        None,
        "other_language",
        why="Hindi direction word, a language not read",
    ),
    _c(
        "v19s_japanese",
        "solve",
        "プレイヤーは(1, 0)にいます。右へ移動します。",
        (1, 1),
        None,
        "other_language",
    ),
    _c(
        "v19s_r1_long_think",
        "solve",
        "<think>\nOkay, so the player is at (1,0). Let me list the grid. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. From (1,0) I can go to (2,0) or (1,1). Path via right: 6 moves. Path via down: 6 moves. Hmm, they're equal. Wait, is (4,3) really G? Yes. So either. I'll go right.\n</think>\n\nThe player can move right along the top corridor.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _c(
        "v19s_small_two_cells",
        "solve",
        "You can move to the cell below (2, 0) or move to the cell on the right (1, 1) of the player.",
        U,
        None,
        "small_two_cells",
        why="two cells offered with no pick",
    ),
    _c(
        "v19s_small_row_only",
        "solve",
        "You are on the 2nd row of the 1st column of the 2nd row of the maze.",
        U,
        None,
        "small_no_cell",
        why="no cell named",
    ),
    _c(
        "v19s_small_rows_back",
        "solve",
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe maze:",
        U,
        None,
        "small_echo",
        why="the maze restated, no move",
    ),
]

ONE_SHOT = [
    _c(
        "v19o_plain_right",
        "one_shot",
        "Follow row 1 to the right edge, then go down column 3.\n\nPATH: " + _path(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v19o_plain_down",
        "one_shot",
        "Down the left side then along the bottom.\n\nPATH: " + _path(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v19o_arrows",
        "one_shot",
        "Route: down the left wall, then along the floor.\n\nPATH: " + _path(DOWN, " → "),
        S,
        False,
        "arrows",
    ),
    _c(
        "v19o_backstep",
        "one_shot",
        "I step back once but still get there.\nPATH: " + _path(DOWN_BACK_AT_30),
        S,
        True,
        "backstep",
    ),
    _c(
        "v19o_short",
        "one_shot",
        "Right along the top, then down the right side.\n\nPATH: " + _path(RIGHT_STOPS_33),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v19o_through_wall",
        "one_shot",
        "Going straight down column 1 is shortest.\n\nPATH: " + _path(THROUGH_21),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v19o_past_g",
        "one_shot",
        "I walk down, along the bottom to G, and up the right column to be safe.\n\nPATH: "
        + _path(PAST_G_UP),
        S,
        True,
        "past_goal",
        why="hard: walks past G; the part up to the last G is legal",
    ),
    _c(
        "v19o_words_only",
        "one_shot",
        "Head down until you hit the bottom row (three steps), then go right three steps to reach G.",
        F,
        False,
        "direction_words",
    ),
    _c(
        "v19o_numbered",
        "one_shot",
        "The cells in order:\n\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_steps",
    ),
    _c(
        "v19o_think",
        "one_shot",
        "<think>\nTry right: (1,1) (1,2) (1,3) then down (2,3) (3,3) (4,3). All zeros. Good.\n</think>\n\nPATH: "
        + _path(RIGHT),
        S,
        True,
        "think_block",
    ),
    _c(
        "v19o_two_routes",
        "one_shot",
        "There are two shortest routes:\n\nPATH: "
        + _path(RIGHT)
        + "\n\nPATH: "
        + _path(DOWN)
        + "\n\nEither one is fine.",
        U,
        False,
        "hedge",
        why="two routes offered with no pick",
    ),
    _c(
        "v19o_one_based_said",
        "one_shot",
        "Coordinates below are 1-indexed.\n\nPATH: (2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)",
        S,
        False,
        "one_based_said",
    ),
    _c(
        "v19o_cut",
        "one_shot",
        "To find the path I'll run a breadth-first search from (1, 0). Queue: (1, 0). Pop (1, 0); neighbours (2, 0) and (1, 1). Pop (2, 0); neighbour (3, 0). Pop (1, 1); neighbour (1, 2). Pop (3, 0)",
        U,
        False,
        "long_cut_off",
        why="cut off before the path",
        finish_reason=L,
    ),
    _c(
        "v19o_verify_after",
        "one_shot",
        "PATH: "
        + _path(DOWN)
        + "\n\nCheck: every step moves one cell and lands on a 0; the last cell is G.",
        S,
        False,
        "verification_after",
    ),
    _c(
        "v19o_commas",
        "one_shot",
        "Top row then right column.\nPATH: " + _path(RIGHT, ", "),
        S,
        False,
        "commas",
    ),
    _c(
        "v19o_small_echo",
        "one_shot",
        "The answer is PATH: (row, col) (row, col) ...",
        U,
        False,
        "small_template",
        why="the template echoed",
    ),
    _c(
        "v19o_small_repeat_cell",
        "one_shot",
        "PATH: (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0)",
        F,
        False,
        "small_repeat",
    ),
    _c(
        "v19o_json",
        "one_shot",
        '```json\n{"path": [[1,0],[2,0],[3,0],[4,0],[4,1],[4,2],[4,3]]}\n```',
        S,
        False,
        "json_answer",
        why="hard: a JSON list of [row, col] pairs is a clear route",
    ),
    _c(
        "v19o_claude",
        "one_shot",
        "Starting at P (1, 0), I go right along row 1 to (1, 3), then down column 3 to G at (4, 3).\n\nPATH: "
        + _path(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v19o_table",
        "one_shot",
        "| Step | Cell |\n|---|---|\n| 0 | (1, 0) |\n| 1 | (2, 0) |\n| 2 | (3, 0) |\n| 3 | (4, 0) |\n| 4 | (4, 1) |\n| 5 | (4, 2) |\n| 6 | (4, 3) |\n\nPATH: "
        + _path(DOWN),
        S,
        True,
        "markdown",
    ),
    _c(
        "v19o_skip",
        "one_shot",
        "Down the left column and across.\n\nPATH: " + _path(SKIPS_30),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v19o_one_based_unsaid",
        "one_shot",
        "Here is my route from P to G.\n\nPATH: (2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)",
        U,
        False,
        "one_based_unsaid",
        why="counts from 1 without saying so: read as written it is broken, converted it is the left route",
    ),
    _c(
        "v19o_xy_said",
        "one_shot",
        "I write cells as (x, y), x being the column.\n\nPATH: (0, 1) (1, 1) (2, 1) (3, 1) (3, 2) (3, 3) (3, 4)",
        S,
        False,
        "xy_said",
    ),
    _c(
        "v19o_latex",
        "one_shot",
        "$$\\text{PATH: } (1,0)\\,(1,1)\\,(1,2)\\,(1,3)\\,(2,3)\\,(3,3)\\,(4,3)$$",
        S,
        False,
        "latex",
    ),
    _c(
        "v19o_fence_text",
        "one_shot",
        "```text\nPATH: " + _path(DOWN) + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _c("v19o_lower_label", "one_shot", "Path: " + _path(RIGHT), S, False, "label_case"),
    _c(
        "v19o_think_differs",
        "one_shot",
        "<think>\nMaybe (1,0) (1,1) (2,1)... no, (2,1) is a wall. Use the left column instead.\n</think>\nPATH: "
        + _path(DOWN),
        S,
        True,
        "think_block",
    ),
    _c(
        "v19o_dir_after_label",
        "one_shot",
        "PATH: down, down, down, right, right, right (six moves)",
        F,
        False,
        "direction_words",
    ),
    _c(
        "v19o_twice",
        "one_shot",
        "PATH: " + _path(RIGHT) + "\n\nSo the final answer is:\n\nPATH: " + _path(RIGHT),
        S,
        True,
        "repeated_answer",
    ),
    _c(
        "v19o_check_other",
        "one_shot",
        "PATH: "
        + _path(RIGHT)
        + "\n\nDouble-checking: the bottom route "
        + _path(DOWN)
        + " is also six moves and avoids the corner, so that is the path.",
        U,
        False,
        "verification_after",
        why="a check after the answer concludes on a different path without saying it replaces it",
    ),
    _c(
        "v19o_correction",
        "one_shot",
        "PATH: "
        + _path(THROUGH_21)
        + "\n\nCorrection: (2, 1) is a wall, so replace that with the left column:\n\nPATH: "
        + _path(DOWN),
        S,
        True,
        "self_correction",
        why="hard: the second PATH says it replaces the first; the first was broken",
    ),
    _c(
        "v19o_refusal",
        "one_shot",
        "I can't solve mazes reliably without seeing the picture, sorry.",
        U,
        False,
        "refusal",
        why="a refusal, no path",
    ),
    _c(
        "v19o_small_into_wall",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (1, 4)",
        F,
        False,
        "small_plain",
    ),
    _c(
        "v19o_small_echo_intro",
        "one_shot",
        "You are solving a maze in a single reply. Find a path from the player P to the goal G.",
        U,
        False,
        "small_echo",
        why="the prompt echoed",
    ),
    _c(
        "v19o_small_cut",
        "one_shot",
        "The path is (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0)",
        U,
        False,
        "small_repeat",
        why="cut off while repeating P's cell",
        finish_reason=L,
    ),
]

RECOGNIZE = [
    _c(
        "v19r_plain",
        "recognize",
        "The open cells form a closed loop with four straight sides.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _c(
        "v19r_rectangle_like",
        "recognize",
        "SHAPE: rectangle",
        "square",
        True,
        "variant_name",
        why="hard: rectangle is the specification's rectangle-like variant of square",
    ),
    _c(
        "v19r_box",
        "recognize",
        "It looks like the outline of a box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v19r_weighs",
        "recognize",
        "It could be a C, but the right side is closed too, so it is a full loop rather than a C.\n\nSHAPE: square",
        "square",
        True,
        "several_considered",
    ),
    _c(
        "v19r_wrong",
        "recognize",
        "The path bends like the letter.\n\nSHAPE: C",
        "C",
        False,
        "wrong_in_format",
    ),
    _c(
        "v19r_chinese",
        "recognize",
        "空格组成一个方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_name",
    ),
    _c(
        "v19r_german",
        "recognize",
        "Die freien Zellen bilden ein Quadrat.\n\nSHAPE: Quadrat",
        U,
        False,
        "other_language",
        why="a shape named in German, not read",
    ),
    _c(
        "v19r_hedge",
        "recognize",
        "Either one fits what I see.\n\nSHAPE: square or C",
        U,
        False,
        "hedge",
        why="two shapes with no pick",
    ),
    _c(
        "v19r_cut",
        "recognize",
        "Let me map every open cell. Row 1: columns 0, 1, 2, 3. Row 2: column 0 and column 3. Row 3: column 0 and",
        U,
        False,
        "long_cut_off",
        why="cut off",
        finish_reason=L,
    ),
    _c(
        "v19r_angle",
        "recognize",
        "The loop has four equal sides.\n\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
    ),
    _c(
        "v19r_think",
        "recognize",
        "<think>\nLooks like a spiral? No, it closes on itself, so it is a loop - a square.\n</think>\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _c(
        "v19r_small_echo",
        "recognize",
        "The shape is SHAPE: <name>",
        U,
        False,
        "small_template",
        why="the template echoed",
    ),
    _c(
        "v19r_small_quadrilateral",
        "recognize",
        "quadrilateral quadrilateral",
        "square",
        False,
        "small_repeat",
        why="hard: a variant name repeated, no label",
    ),
    _c(
        "v19r_capital",
        "recognize",
        "The empty cells trace the border of a 4x4 block.\n\nSHAPE: Square",
        "square",
        True,
        "short_reasoned",
    ),
    _c(
        "v19r_hollow",
        "recognize",
        "Four sides around a block of walls.\n\nSHAPE: hollow square",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v19r_cube",
        "recognize",
        "A closed four-sided loop, like the outline of a cube seen from the front.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v19r_square_pyramid",
        "recognize",
        "The cells narrow like a solid with a square base.\n\nSHAPE: square pyramid",
        "triangle",
        False,
        "variant_name",
        why="hard: a solid named for a shape is the pyramid, the triangle's variant",
    ),
    _c(
        "v19r_helix",
        "recognize",
        "The cells wind around the centre.\n\nSHAPE: helix",
        "spiral",
        False,
        "wrong_in_format",
    ),
    _c(
        "v19r_x",
        "recognize",
        "Two lines cross in the middle.\n\nSHAPE: X-shape",
        "cross",
        False,
        "wrong_in_format",
    ),
    _c(
        "v19r_bolt",
        "recognize",
        "It zigs one way and zags back.\n\nSHAPE: lightning bolt",
        "Z",
        False,
        "wrong_in_format",
    ),
    _c(
        "v19r_korean",
        "recognize",
        "SHAPE: 정사각형",
        U,
        False,
        "other_language",
        why="a shape named in Korean, not read",
    ),
    _c(
        "v19r_heading",
        "recognize",
        "The open cells make a closed four-sided loop.\n\n## SHAPE: square",
        "square",
        False,
        "markdown",
    ),
    _c(
        "v19r_prose",
        "recognize",
        "Taken together, the empty cells form a square outline.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v19r_check_other",
        "recognize",
        "SHAPE: square\n\nOn reflection, the left column and the bottom row meet in a corner and the top row bends down, so it's really a C.",
        U,
        False,
        "verification_after",
        why="a check after the answer concludes on another shape without saying it replaces it",
    ),
    _c(
        "v19r_small_triangle",
        "recognize",
        "The empty cells form a triangle with sides of length 2.",
        "triangle",
        False,
        "small_plain",
    ),
    _c(
        "v19r_small_none",
        "recognize",
        "The maze has walls and empty cells and a player and a goal.",
        "none",
        False,
        "small_no_shape",
    ),
    _c(
        "v19r_small_cut",
        "recognize",
        "SHAPE: square\nSHAPE: square\nSHAPE: square\nSHAPE: sq",
        U,
        False,
        "small_repeat",
        why="cut off by max_tokens",
        finish_reason=L,
    ),
]

GENERATE = [
    _c(
        "v19g_plain",
        "generate",
        "Here is a maze whose open cells form a square ring.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v19g_mid",
        "generate",
        "A smaller ring this time, in the middle of the grid.\n\nMAZE:\n" + RING_MID3_G13,
        S,
        True,
        "plain",
    ),
    _c("v19g_gap", "generate", "MAZE:\n" + GAP_RING, F, False, "wrong_in_format"),
    _c("v19g_lower", "generate", "MAZE:\n" + LOWER_PG, F, False, "lowercase_pg"),
    _c("v19g_fence", "generate", "MAZE:\n```\n" + RING_TR4 + "\n```", S, False, "fenced_answer"),
    _c(
        "v19g_note_after",
        "generate",
        "MAZE:\n" + RING_MID3_G13 + "\n\nThe ring runs around the wall at the centre.",
        S,
        False,
        "answer_then_explanation",
    ),
    _c(
        "v19g_coord_ok",
        "generate",
        "Same shape, smaller and moved to the top right.\n\nMAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v19g_coord_matrix",
        "generate",
        "MAZE:\n" + RING_TR4,
        F,
        False,
        "wrong_encoding",
        encoding="coord_list",
    ),
    _c(
        "v19g_cut",
        "generate",
        "MAZE:\n1 0 0 0 P\n1 0 1 1 0\n1 0",
        U,
        False,
        "long_cut_off",
        why="cut off inside the maze",
        finish_reason=L,
    ),
    _c(
        "v19g_two_mazes",
        "generate",
        "Option A:\nMAZE:\n"
        + RING_TR4
        + "\n\nOption B:\nMAZE:\n"
        + RING_MID3_G13
        + "\n\nUse whichever you prefer.",
        U,
        False,
        "hedge",
        why="two mazes offered with no pick",
    ),
    _c(
        "v19g_small_echo",
        "generate",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Requirements:",
        U,
        False,
        "small_echo",
        why="the prompt echoed",
    ),
    _c(
        "v19g_claude",
        "generate",
        "I'll keep the square ring but move it to the bottom-right corner and swap where P and G sit.\n\nMAZE:\n"
        + RING_BR4_P41,
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v19g_corner3",
        "generate",
        "A 3x3 ring in the lower-left corner.\nMAZE:\n" + RING_BL3_P20,
        S,
        True,
        "plain",
    ),
    _c(
        "v19g_copy",
        "generate",
        "Here is a new maze with the same shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy_of_original",
    ),
    _c("v19g_two_p", "generate", "MAZE:\n" + TWO_P, F, False, "wrong_in_format"),
    _c("v19g_se", "generate", "MAZE:\n" + SE_RING, F, False, "s_e_markers"),
    _c("v19g_four_rows", "generate", "MAZE:\n" + FOUR_ROWS, F, False, "wrong_size"),
    _c(
        "v19g_think",
        "generate",
        "<think>\nA square ring again. Put it in the lower right. P bottom-left of the ring, G top-right.\n</think>\nMAZE:\n"
        + RING_BR4_P41,
        S,
        True,
        "think_block",
    ),
    _c(
        "v19g_same_line",
        "generate",
        "MAZE: " + RING_BL3_P20,
        S,
        False,
        "label_same_line",
        why="hard: the first row on the MAZE: line; the maze is whole and valid, strict wants MAZE: alone",
    ),
    _c(
        "v19g_coord_note",
        "generate",
        "MAZE:\n" + coord_list(RING_BR4_P41) + "\n\nP and G are at opposite corners of the ring.",
        S,
        False,
        "answer_then_explanation",
        encoding="coord_list",
    ),
    _c(
        "v19g_coord_gap",
        "generate",
        "MAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "wrong_in_format",
        encoding="coord_list",
    ),
    _c(
        "v19g_coord_heading",
        "generate",
        "## New maze\n\nMAZE:\n" + coord_list(RING_MID3_G13),
        S,
        True,
        "markdown",
        encoding="coord_list",
    ),
    _c(
        "v19g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (1,0), (2,0), (3,0), (4,0), (4,1), (4,2), (4,3), (4,4), (1,2), (1,3), (2,2)",
        U,
        False,
        "long_cut_off",
        why="cut off inside the maze",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v19g_small_copy",
        "generate",
        "MAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nMAZE:\n1 1 1 1 1",
        U,
        False,
        "small_repeat",
        why="the original copied, then a second MAZE: started and cut off by max_tokens",
        finish_reason=L,
    ),
]

PUZZLE = [
    _c(
        "v19p_plain",
        "puzzle",
        "The top-left piece is misaligned by a quarter turn.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "short_reasoned",
    ),
    _c(
        "v19p_square_n",
        "puzzle",
        "Only the bottom-right piece is out of place.\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "plain",
    ),
    _c(
        "v19p_fourth",
        "puzzle",
        "Turn the 4th square anticlockwise.",
        (3, CCW),
        False,
        "prose_only",
        why="hard: 'the 4th square' is square 3; anticlockwise is counterclockwise",
    ),
    _c(
        "v19p_pipe_place",
        "puzzle",
        "The bottom-left elbow points the wrong way; rotate it clockwise.",
        (2, CW),
        False,
        "pipe_place",
    ),
    _c(
        "v19p_both_dirs",
        "puzzle",
        "ROTATE: (0, 1) clockwise or counterclockwise",
        U,
        False,
        "hedge",
        why="both turn directions for one square",
    ),
    _c(
        "v19p_cw_short",
        "puzzle",
        "Bottom-right needs a quarter turn.\nROTATE: (1, 1) CW",
        (3, CW),
        False,
        "abbrev",
        why="hard: CW is the usual abbreviation of clockwise; strict asks for the word",
    ),
    _c(
        "v19p_french",
        "puzzle",
        "Il faut tourner la case (1, 0) dans le sens inverse des aiguilles d'une montre.",
        (2, CCW),
        False,
        "other_language",
    ),
    _c(
        "v19p_cut",
        "puzzle",
        "Square (0, 0): the pipe opens up and right; it should open right and down. Square (0, 1):",
        U,
        False,
        "long_cut_off",
        why="cut off",
        finish_reason=L,
    ),
    _c(
        "v19p_think",
        "puzzle",
        "<think>\n(0,1) needs clockwise... no, counterclockwise gets it there in one turn.\n</think>\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _c("v19p_backticks", "puzzle", "ROTATE: `(1, 0) clockwise`", (2, CW), False, "backtick_value"),
    _c(
        "v19p_small_template",
        "puzzle",
        "ROTATE: (row, col) clockwise (or counterclockwise)",
        U,
        False,
        "small_template",
        why="the template echoed",
    ),
    _c(
        "v19p_walk_squares",
        "puzzle",
        "Square (0, 0) connects right and down: fine.\nSquare (0, 1) opens up, off the board: it needs a turn.\nSquare (1, 0) and (1, 1) already meet.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "square_by_square",
    ),
    _c("v19p_square0", "puzzle", "ROTATE: square 0 clockwise", (0, CW), True, "plain"),
    _c("v19p_degrees", "puzzle", "Rotate (1, 0) 90° clockwise.", (2, CW), False, "prose_only"),
    _c(
        "v19p_anti", "puzzle", "ROTATE: (0, 1) anti-clockwise", (1, CCW), False, "variant_direction"
    ),
    _c(
        "v19p_second",
        "puzzle",
        "ROTATE: the second square clockwise",
        (1, CW),
        False,
        "ordinal_square",
    ),
    _c(
        "v19p_one_to_four_said",
        "puzzle",
        "Numbering the squares 1 to 4 row by row, I turn square 4 clockwise.",
        (3, CW),
        False,
        "one_based_said",
    ),
    _c(
        "v19p_square4_unsaid",
        "puzzle",
        "The last square is the wrong way round.\n\nROTATE: square 4 clockwise",
        U,
        False,
        "one_based_unsaid",
        why="square 4 is not on a 2x2 board (0 to 3); counted from 1 without saying so",
    ),
    _c(
        "v19p_no_direction",
        "puzzle",
        "ROTATE: (1, 1) 180 degrees",
        U,
        False,
        "no_direction",
        why="a half turn names no single clockwise/counterclockwise move",
    ),
    _c(
        "v19p_german",
        "puzzle",
        "Ich drehe das Feld (1, 1) im Uhrzeigersinn.",
        (3, CW),
        False,
        "other_language",
    ),
    _c(
        "v19p_italian",
        "puzzle",
        "Ruoto la casella (0, 0) in senso antiorario.",
        (0, CCW),
        False,
        "other_language",
    ),
    _c(
        "v19p_turkish",
        "puzzle",
        "(0, 1) karesini saat yönünde döndür.",
        U,
        False,
        "other_language",
        why="a Turkish direction word, a language not read",
    ),
    _c(
        "v19p_japanese",
        "puzzle",
        "(1, 0)のマスを時計回りに回転します。",
        (2, CW),
        False,
        "other_language",
    ),
    _c(
        "v19p_check_other",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nChecking: after that turn (0, 0) would point off the top edge, so turning (1, 1) counterclockwise is better.",
        U,
        False,
        "verification_after",
        why="a check after the answer concludes on another move without saying it replaces it",
    ),
    _c(
        "v19p_tool_json",
        "puzzle",
        '{"name": "rotate", "arguments": {"row": 0, "col": 1, "direction": "clockwise"}}\n',
        (1, CW),
        False,
        "tool_call_json",
    ),
    _c("v19p_heading", "puzzle", "## ROTATE: (1, 0) clockwise", (2, CW), False, "markdown"),
    _c(
        "v19p_small_echo",
        "puzzle",
        "The board is a 2x2 grid of squares. Each square holds a piece of pipe.",
        U,
        False,
        "small_echo",
        why="the prompt echoed",
    ),
    _c(
        "v19p_small_repeat",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nROTATE: (0, 0) clockwise\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_repeat",
    ),
    _c(
        "v19p_small_no_dir",
        "puzzle",
        "ROTATE: (0, 0)",
        U,
        False,
        "small_half_label",
        why="no turn direction",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The nineteenth corpus by :func:`corpus_reading.half` (the whole set is held out)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well."""
    return form_problems(all_cases() if cases is None else cases, "v19", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v19.py: counts, no reader
    print_counts(all_cases(), problems())

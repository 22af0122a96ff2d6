"""A seventy-first, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(a full stop right after the answer stays in format; two spaces after the label, a missing comma
in a cell, words after the value and a label on its own line are format misses; markdown bold
around the answer line, its label or its value is tolerated by strict too; ``square N`` is in
format in the puzzle; a bare side on the turn line is read as the turn, left counterclockwise
and right clockwise, unless the reply makes it the side to face, and is a strict format miss;
the last committed answer is read; a restatement naming another answer is a conflict; a Chinese
registry name is read) and the specification's shape variants (a square ring of any side
k >= 3) and path check (cells after the last G are not scored). ``corpus_form``,
``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``, ``corpus_reading_v68`` and its test
file were read for the data format and the rulings as applied; the earlier sets' replies were
searched only to keep this set's mazes and routes new.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral Small/Nemo, Gemma 2/3, Phi-3.5/4, OLMo 2, Falcon 3, Granite 3), a few
API models (GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M,
Gemma 3 270M base: echoes of the prompt's format line, repeats, half-formed labels, cut-offs, an
answer followed by a continuation of something else, no answer). Mostly plain compliant answers
with a little reasoning, and the asked formats slightly off: extra spaces after the label,
square brackets, a 1-indexed slip (said and unsaid), lower or title case labels, a full stop
after the answer, bold answer lines, the label on its own line, a fenced maze. The chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs
clear and unclear look-alikes from those transcripts: a reply restating its answer the same or
differently, a plan of several moves with this turn's marked or several move lines, a maze with
an extra row, an answer then a chat-template or quiz continuation or a retraction, a check or a
doubt after the answer, a condition settled or open, a question answered or handed back, a pick
between options or none, a bare side read as a turn or as the facing side, a cut-off and its
finished twin.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right; up is the wall (0,0)); puzzle replies are for a 2x2 board (square index
``2 * row + col``).
"""

from __future__ import annotations

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
from corpus_mazes import MAZES
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
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
RIGHT_THEN_DOWN_BOUNCE = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3"
"""Valid: a step right and back to P, the left column, a step east and back to the corner,
then the bottom row to G."""
DOWN_THEN_TOP_BOUNCE = "1,0 2,0 1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: a step down and back to P, the top row with a step back from (1,3), then down
column 3 to G."""
PAST_UP_COLUMN = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3 3,3 2,3 1,3"
"""Valid up to G: the left column, the bottom row with one step back, then three cells north
up column 3 (not scored)."""
PAST_BACK_WEST = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3 4,2 4,1 4,2"
"""Valid up to G: the top route with a bounce on column 3, then two cells west and one back
east along the bottom row (not scored)."""
INTO_32 = "1,0 2,0 3,0 4,0 4,1 3,2 4,2 4,3"
"""Broken: down the left column, one cell east, then a diagonal step into the wall (3,2)
before the bottom row."""
BELOW_G_AND_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 5,3 4,3"
"""Broken: the plain route to G, off the grid to (5,3) and back onto G; the off-grid step comes
before the route's last G, so it is walked."""
EAST_LOOP_ON_G = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,4 3,4 4,4 4,3"
"""Broken: the top route to G, then east into the walls (4,4) and (3,4) and back onto G; the
wall steps come before the route's last G, so they are walked."""

# == generated mazes (5x5) =================================================================
RING_MID3_WEST = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at its top-left corner (1,1), G at its bottom-left
corner (3,1)."""

RING_TR4_EAST = """\
1 0 0 0 0
1 0 1 1 0
1 0 1 1 P
1 0 0 0 G
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P (2,4) and G (3,4) next to each other on its right
side."""

RING_BL4_WEST = """\
1 1 1 1 1
0 0 0 0 1
G 1 1 0 1
0 1 1 0 1
P 0 0 0 1"""
"""Valid: a 4x4 ring in the bottom-left, P at its bottom-left corner (4,0), G on its left side
(2,0)."""

RING_OUTER_TOP = """\
0 0 0 G P
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the top-right corner (0,4), G beside it on the top side
(0,3)."""

RING_RIGHT3_MID = """\
1 1 1 1 1
1 1 0 G 0
1 1 P 1 0
1 1 0 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right of the middle rows, P on its left side (2,2), G on its top
side (1,3)."""

NO_GOAL = """\
1 0 0 0 0
1 0 1 1 0
1 0 1 1 P
1 0 0 0 0
1 1 1 1 1"""
"""Broken: the top-right 4x4 ring without a goal."""

TWO_PLAYERS = """\
1 1 1 1 1
1 P 0 P 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1"""
"""Broken: the middle 3x3 ring with a second player at (1,3)."""

RIGHT_SIDE_WALLED = """\
1 1 1 1 1
0 0 0 0 1
G 1 1 1 1
0 1 1 0 1
P 0 0 0 1"""
"""Broken: the bottom-left 4x4 ring with (2,3) walled: its open cells no longer close."""

SIX_WIDE_MID = """\
1 1 1 1 1 1
1 1 0 G 0 1
1 1 P 1 0 1
1 1 0 0 0 1
1 1 1 1 1 1"""
"""Broken: the 3x3 ring of RING_RIGHT3_MID in five rows of six cells, not 5x5."""

STRAY_X = """\
0 0 0 G P
0 1 1 1 0
0 1 x 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with a stray ``x`` in the middle of its walls."""

TAIL_BELOW = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 G 0 0 1
1 0 1 1 1"""
"""Broken: the middle 3x3 ring with (4,1) open below G: a tail, not a ring."""

FOUR_ROWS_BL4 = "\n".join(RING_BL4_WEST.splitlines()[:4])
"""Broken: the bottom-left 4x4 ring with its last row (and P) left off: four rows, not 5x5."""

EXTRA_ROW_RIGHT3 = RING_RIGHT3_MID + "\n1 1 1 1 1"
"""Broken: RING_RIGHT3_MID over an extra row of walls: six rows, not 5x5."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v71s_qwenturbo_below_free",
        "The cell below the player is a 0, and the left column leads down to row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v71s_qwenturbo_zh_you_kong",
        "P 右边的格子是 0，可以往右走一步。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v71s_qwenplus_top_row_free",
        "Row 1 is open from column 0 to column 3, so I step east.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v71s_qwenplus_zh_xiang_xia",
        "上方是墙，所以向下走，沿左列到底。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v71s_qwenplus_bold_value_right",
        "Heading along the top corridor.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the cell on the move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v71s_qwenmax_period_east",
        "East is free; I take the top route.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v71s_qwenmax_fullwidth_xia",
        "往下一格。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v71s_qwen3_think_wall_above",
        "<think>\nP at (1,0). Above (0,0) is wall. Right (1,1) open. Below (2,0) open. Bottom route: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v71s_qwen3_think_zh_shang_lu",
        "<think>\n走上面这条路：(1,1)、(1,2)、(1,3)，再往下到 G。第一步是 (1,1)。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v71s_qwen25_one_based_unsaid_right",
        "My position is (2, 1), and the square east of me, (2, 2), is a 0.\n\nMOVE: (2, 2)",
        U,
        (2, 2),
        "one_based_unsaid",
        "P named as (2, 1) shows counting from 1, never said; as written (2, 2) is a wall, counted from 1 it is (1, 1): it matters which was meant",
    ),
    _s(
        "v71s_qwen25_square_brackets",
        "The right neighbour is open.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v71s_llama33_top_corridor",
        "The player can move right into the top corridor, which leads toward the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v71s_llama33_bold_label_down",
        "Moving down the left side.\n\n**MOVE:** (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: a bold label before one clear cell; strict tolerates it (the ruling)",
    ),
    _s(
        "v71s_llama31_label_above",
        "I will move down.\n\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v71s_mistral_small_south_open",
        "South of P is open and leads to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v71s_mistral_nemo_two_spaces",
        "Moving right.\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v71s_gemma_down_word",
        "The open path goes down the left edge.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v71s_phi_move_first_then_reason",
        "MOVE: (2, 0)\n\nReasoning: the cell above is a wall, and going down follows the open left column.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v71s_olmo_title_case_label",
        "The right side is open.\nMove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label not in the asked capitals before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v71s_falcon_left_column",
        "I'll take the left column down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v71s_granite_cell_no_comma",
        "Down one cell.\nMOVE: (2 0)",
        (2, 0),
        None,
        "missing_comma",
        "hard: a cell without its comma is a format miss; the cell is clear",
    ),
    _s(
        "v71s_gpt4omini_shortest_tie",
        "Both routes to G take six moves, so either first step is fine. I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v71s_haiku_wall_above_down",
        "Up is blocked by the wall at (0, 0). Down leads straight along the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v71s_flash_period_down",
        "Down.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v71s_small_smol135_echo_then_right",
        "Finish with MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v71s_small_smol360_repeat_twice_down",
        "go down one\nMOVE: (2, 0)\ngo down one\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v71s_small_gemma270_cut_walls",
        "1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1",
        U,
        None,
        "small_cut",
        "cut off by max_tokens while repeating wall rows, before any move",
        finish_reason=L,
    ),
    _s(
        "v71s_small_smol135_you_are_player",
        "You are the player. The player moves in the maze. The maze has walls.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
    _s(
        "v71s_small_smol360_half_down",
        "the player go down\nMOVE (2,",
        (2, 0),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, down, before a half-written label and cell (strict: no label)",
    ),
    _s(
        "v71s_small_gemma270_then_weather",
        "MOVE: (1, 1)\n\nThe weather today is sunny with a high of",
        (1, 1),
        None,
        "small_continuation",
        "hard: a base model's unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v71c_s_qwenplus_in_short_same",
        "MOVE: (1, 1)\n\nIn short: one cell to the right.",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v71c_s_qwenplus_in_short_other",
        "MOVE: (1, 1)\n\nIn short: one cell down.",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different move, one cell down (2, 0): conflicting",
    ),
    _s(
        "v71c_s_llama33_route_first_step",
        "Route: down, down, down, then right three times. First step:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_of_moves",
        "hard: a plan of six moves, this turn's marked as the first step on the MOVE line",
    ),
    _s(
        "v71c_s_llama33_four_lines",
        "Left column plan:\nMOVE: (2, 0)\nMOVE: (3, 0)\nMOVE: (4, 0)\nMOVE: (4, 1)",
        U,
        None,
        "plan_lines",
        "four MOVE lines where one was asked, none marked as this turn's",
    ),
    _s(
        "v71c_s_small_smol360_then_poem",
        "MOVE: (2, 0)\n\nRoses are red, violets are blue,",
        (2, 0),
        None,
        "unrelated_after",
        "hard: an unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
    _s(
        "v71c_s_gemma_scratch_that",
        "MOVE: (1, 1)\n\nScratch that, I'm not sure about this move.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v71c_s_mistral_meant_one_one",
        "MOVE: (1, 2)\nWait, (1, 2) is not next to P. I meant (1, 1).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: the correction names its new move, (1, 1); the last committed answer is read",
    ),
    _s(
        "v71c_s_qwen3_maybe_right",
        "MOVE: (2, 0)\n\nThough maybe (1, 1) is the better move; I'm not sure.",
        U,
        None,
        "second_thought",
        "a doubt after the move that prefers another move, (1, 1), and is left unsettled",
    ),
    _s(
        "v71c_s_phi_cut_two",
        "Going down the left side.\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v71c_s_phi_finished_two",
        "Going down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v71o_qwenturbo_east_then_south",
        "East along row 1 to column 3, then south down column 3 to G.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v71o_qwenturbo_zh_xia_you",
        "从 P 往下走到第 4 行，再往右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v71o_qwenplus_right_back_bounce",
        "A roundabout walk: a step right and back, down the left column, a step east and back, "
        "then along the bottom.\n\nPATH: " + path_text(RIGHT_THEN_DOWN_BOUNCE),
        S,
        True,
        "asked_format",
        "hard: back-steps at P and at the bottom-left corner; every step legal, ending on G",
    ),
    _o(
        "v71o_qwenplus_fullwidth_path",
        "先向下再向右。\nPATH：（1，0） （2，0） （3，0） （4，0） （4，1） （4，2） （4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas around one valid route (strict: not the prompt's form)",
    ),
    _o(
        "v71o_qwenmax_past_up_column",
        "Down, along the bottom with one step back, to G; then I keep going up the right column.\n\nPATH: "
        + path_text(PAST_UP_COLUMN),
        S,
        True,
        "asked_format",
        "hard: valid to G; the three cells after it are not scored (the specification's check)",
    ),
    _o(
        "v71o_qwen3_think_right_col",
        "<think>\nRow 1: (1,1),(1,2),(1,3) are 0. Column 3: (2,3),(3,3) are 0, (4,3) is G. Six moves.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v71o_qwen3_think_zh_past_west",
        "<think>\n上面一行走到头，再往下，中间来回一次，到 G 以后又往左走了两格再回来一格。\n</think>\n\nPATH: "
        + path_text(PAST_BACK_WEST),
        S,
        True,
        "think_block",
        "hard: valid to G; the three cells after it are not scored (the specification's check)",
    ),
    _o(
        "v71o_qwen25_one_based_said_down",
        "Note: I count rows and columns from 1.\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the left-and-bottom route; strict: a format miss",
    ),
    _o(
        "v71o_llama33_diagonal_into_wall",
        "Down the left side, then cut across to the bottom row.\n\nPATH: " + path_text(INTO_32),
        F,
        False,
        "asked_format",
        "hard: the step from (4, 1) to (3, 2) is diagonal and (3, 2) is a wall",
    ),
    _o(
        "v71o_llama33_period_top",
        "Top row, then the right column.\nPATH: " + path_text(RIGHT_COL) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v71o_llama31_down_back_top",
        "I step down and come back, then take the top row (with one step back) and the right column.\n\nPATH: "
        + path_text(DOWN_THEN_TOP_BOUNCE),
        S,
        True,
        "asked_format",
        "hard: back-steps at P and on the top row, every step legal, ending on G",
    ),
    _o(
        "v71o_mistral_small_below_and_back",
        "The bottom route to G, then one more step down and back up.\n\nPATH: "
        + path_text(BELOW_G_AND_BACK),
        F,
        False,
        "asked_format",
        "hard: the step to (5, 3) leaves the grid before the route's last G, so the walk to the last G fails",
    ),
    _o(
        "v71o_gemma_bold_path_line",
        "Here is my path.\n\n**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "markdown_label",
        "hard: bold around the whole path line is how it renders; strict tolerates it (the ruling)",
    ),
    _o(
        "v71o_phi_path_then_moves",
        "PATH: " + path_text(DOWN) + "\n\nThis uses three moves down and three moves right.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v71o_olmo_two_spaces",
        "Route along the top.\nPATH:  " + path_text(RIGHT_COL),
        S,
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the route is valid",
    ),
    _o(
        "v71o_granite_cells_no_commas",
        "Left column, then bottom row.\nPATH: (1 0) (2 0) (3 0) (4 0) (4 1) (4 2) (4 3)",
        S,
        False,
        "missing_comma",
        "hard: cells without their commas are a format miss; the route is valid",
    ),
    _o(
        "v71o_gpt4omini_loop_east_of_g",
        "Along the top and down the right column to G, then a small loop east and back onto G.\n\nPATH: "
        + path_text(EAST_LOOP_ON_G),
        F,
        False,
        "asked_format",
        "hard: the loop after G steps into the walls (4, 4) and (3, 4) before the route's last G, so the walk to the last G fails",
    ),
    _o(
        "v71o_haiku_label_above_path",
        "The route down and along the bottom:\n\nPATH:\n" + path_text(DOWN),
        S,
        False,
        "label_own_line",
        "hard: the path on the line under its label is read (strict: not on the label line)",
    ),
    _o(
        "v71o_small_smol135_echo_format",
        "PATH: (row, col) (row, col) ...\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v71o_small_smol360_repeat_top",
        "the path is\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)\nthe path is\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v71o_small_gemma270_cut_right",
        "top then down\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v71o_small_smol135_find_path",
        "To find a path you must go from the start to the end without hitting walls.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v71c_o_qwenmax_option_a",
        "Option A:\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nOption B:\nPATH: "
        + path_text(INTO_32)
        + "\n\nOption B walks into a wall, so I'll go with Option A.",
        S,
        False,
        "rejected_alternative",
        "hard: two paths and an explicit pick of the first, a valid route (strict: the last path line is the rejected one)",
    ),
    _o(
        "v71c_o_qwenmax_alternatively",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nAlternatively, going down first:\nPATH: "
        + path_text(DOWN),
        U,
        False,
        "two_options",
        "two paths offered as alternatives with no pick",
    ),
    _o(
        "v71c_o_llama31_so_down_first",
        "PATH: "
        + path_text(DOWN)
        + "\n\nSo the route goes down first, then east along the bottom.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v71c_o_llama31_so_top_first",
        "PATH: " + path_text(DOWN) + "\n\nSo the route goes east along the top first, then down.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v71c_o_haiku_no_diagonals_settled",
        "If diagonal moves were allowed this could be shorter; the rules say they are not, so:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "conditional",
        "hard: the condition is settled in the reply itself before the one path",
    ),
    _o(
        "v71c_o_haiku_start_cell_open",
        "If the path should include the start cell:\nPATH: "
        + path_text(RIGHT_COL)
        + "\nOtherwise drop the first cell.",
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open, with another path otherwise",
    ),
    _o(
        "v71c_o_flash_cut_bottom",
        "Down the left column, then along row 4.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v71c_o_flash_finished_bottom",
        "Down the left column, then along row 4.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v71r_qwenturbo_closed_loop",
        "The open cells go all the way around and close into a loop with four straight sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v71r_qwenturbo_zh_si_bian",
        "空格围成一圈，四条边一样长，中间是墙。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v71r_qwenplus_zh_zhengfangxing",
        "通路是一个闭合的方形环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v71r_qwenmax_zh_luoxuan",
        "通路一圈一圈向里绕。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese; read, and wrong",
    ),
    _r(
        "v71r_qwenmax_period_ring",
        "A one-cell-wide ring around a block of walls.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v71r_qwen3_think_four_sides",
        "<think>\nRow 1 cols 0-3 open, row 4 cols 0-3 open, col 0 rows 1-4 open, col 3 rows 1-4 open. Inside (2,1),(2,2),(3,1),(3,2) walls. A square outline.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v71r_qwen3_think_zh_fangkuang",
        "<think>\n空格组成一个方框，没有缺口。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v71r_qwen25_title_case_label",
        "It is a hollow square.\nShape: square",
        "square",
        False,
        "label_case",
        "hard: the label not in the asked capitals before the right name (strict: not the asked label)",
    ),
    _r(
        "v71r_llama33_outline_walls_inside",
        "The empty cells trace the outline of a 4x4 block, with walls filling the inside.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v71r_llama31_three_corners",
        "I can see three corners joined by open cells.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v71r_mistral_nemo_name_below",
        "My answer:\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v71r_gemma_bold_label",
        "The open cells form a closed square path.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label before the right name; strict tolerates it (the ruling)",
    ),
    _r(
        "v71r_phi_name_then_detail",
        "SHAPE: square\n\nDetail: the open cells run around the edge of a 4x4 area and meet at all four corners.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v71r_olmo_words_after_name",
        "SHAPE: square, one cell wide",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v71r_falcon_opening_c",
        "It looks like the path bends round with one side open, like a C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v71r_granite_two_spaces",
        "The corridor forms a square.\nSHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v71r_flash_equal_sides",
        "Four equal sides of open cells, joined at the corners.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v71r_small_smol135_echo_line",
        "a line of the form SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v71r_small_smol360_repeat_three",
        "square loop\nSHAPE: square\nsquare loop\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v71r_small_gemma270_cut_sha",
        "The maze is a maze. The maze is a\nSHA",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
    _r(
        "v71r_small_smol135_numbers",
        "The numbers are 1 and 0. There are many 1s and many 0s in the grid.",
        U,
        False,
        "small_no_answer",
        "no shape named",
    ),
    _r(
        "v71r_small_smol360_half_no_colon",
        "it is square\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the name said in prose and on a label line without its colon (strict: not the asked label)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v71c_r_haiku_check_corners",
        "SHAPE: square\n\nCheck: the four corners (1, 0), (1, 3), (4, 0) and (4, 3) are open and joined by open sides.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v71c_r_haiku_maybe_c",
        "SHAPE: square\n\nOr maybe it's more of a C. Hard to tell.",
        U,
        False,
        "second_thought",
        "a doubt after the name that names another shape and is left unsettled",
    ),
    _r(
        "v71c_r_qwenturbo_assume_open_cells",
        "Does 'shape' mean the open cells? I'll assume so.\n\nSHAPE: square",
        "square",
        True,
        "question_back",
        "hard: the reply asks itself a question, settles it, then names one shape",
    ),
    _r(
        "v71c_r_qwenturbo_walls_or_cells",
        "Do you mean the shape of the walls or of the open cells?",
        U,
        False,
        "question_back",
        "a question handed back instead of a shape",
    ),
    _r(
        "v71c_r_small_smol360_user_turn",
        "SHAPE: square\n\nUser: Thanks! Now tell me a joke.",
        "square",
        False,
        "unrelated_after",
        "hard: a small model running on into an invented next chat turn after one clear name; the name stands (strict: not the last line)",
    ),
    _r(
        "v71c_r_qwenplus_zh_ji_shizi",
        "SHAPE: square\n\n即十字形。",
        U,
        False,
        "repeat_conflict",
        "the Chinese restatement after the name says another shape, 十字形 (cross): conflicting",
    ),
    _r(
        "v71c_r_granite_cut_squ",
        "The open cells make a closed loop.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v71c_r_granite_finished_square",
        "The open cells make a closed loop.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v71g_qwenturbo_zh_zhongjian",
        "在中间放一个 3x3 的环，P 在左上角，G 在左下角。\n\nMAZE:\n" + RING_MID3_WEST,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v71g_qwenturbo_coord_tr4",
        "A 4x4 ring in the top-right, in the coordinate form.\n\nMAZE:\n"
        + coord_list(RING_TR4_EAST),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v71g_qwenplus_bl4_west",
        "A 4x4 loop in the lower-left, with P in its corner and G two cells above.\n\nMAZE:\n"
        + RING_BL4_WEST,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v71g_qwenplus_fenced_outer",
        "MAZE:\n```\n" + RING_OUTER_TOP + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v71g_qwenmax_two_players",
        "A small ring in the middle.\n\nMAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v71g_qwenmax_zh_no_goal",
        "右上角画一个 4x4 的环，P 在右边。\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v71g_qwen3_think_right3",
        "<think>\n3x3 ring at rows 1-3, cols 2-4. P on the left side, G on the top side.\n</think>\n\nMAZE:\n"
        + RING_RIGHT3_MID,
        S,
        True,
        "think_block",
    ),
    _g(
        "v71g_qwen25_coord_walled",
        "The lower-left ring, listed by coordinates.\n\nMAZE:\n" + coord_list(RIGHT_SIDE_WALLED),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v71g_llama33_six_wide",
        "Here is a new maze with a square loop:\n\nMAZE:\n" + SIX_WIDE_MID,
        F,
        False,
        "asked_format",
        "hard: five rows of six cells, not the asked 5x5",
    ),
    _g(
        "v71g_llama31_bold_label_bl4",
        "**MAZE:**\n" + RING_BL4_WEST,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v71g_mistral_small_stray_x",
        "The border of the grid is the loop.\n\nMAZE:\n" + STRAY_X,
        F,
        False,
        "asked_format",
        "hard: a stray 'x' is not a cell of the maze's alphabet; the grid is not a valid maze",
    ),
    _g(
        "v71g_phi_coord_outer",
        "Same encoding as the input:\n\nMAZE:\n" + coord_list(RING_OUTER_TOP),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v71g_phi_coord_no_goal",
        "The top-right ring, as coordinates.\n\nMAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "asked_format",
        "hard: the goal line is left empty: a maze without a goal",
        encoding="coord_list",
    ),
    _g(
        "v71g_olmo_tail_below",
        "A 3x3 ring in the middle of the grid.\n\nMAZE:\n" + TAIL_BELOW,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v71g_falcon_four_rows",
        "A 4x4 ring in the lower-left.\n\nMAZE:\n" + FOUR_ROWS_BL4,
        F,
        False,
        "asked_format",
        "hard: four rows of five cells and no player, not the asked 5x5",
    ),
    _g(
        "v71g_granite_right3_then_note",
        "MAZE:\n"
        + RING_RIGHT3_MID
        + "\n\nP is on the left side of the ring and G on its top side.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v71g_small_smol135_echo_write_line",
        "Write the line MAZE: and then the maze.\nMAZE:\n1 P 1\n1 G 1",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v71g_small_smol360_repeat_zeros",
        "MAZE:\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v71g_small_gemma270_cut_second",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 P 0 0\n1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v71g_small_smol135_labyrinth",
        "A labyrinth is an old kind of maze with one long path to the centre.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v71c_g_mistral_extra_row_right3",
        "MAZE:\n" + EXTRA_ROW_RIGHT3,
        F,
        False,
        "extra_row",
        "hard: an extra row makes the grid 6x5, not the asked 5x5; a failure, not a reading doubt",
    ),
    _g(
        "v71c_g_gemma_another_option",
        "MAZE:\n" + RING_TR4_EAST + "\n\nAnother option:\n\nMAZE:\n" + RING_RIGHT3_MID,
        U,
        False,
        "two_options",
        "two mazes offered as alternatives with no pick",
    ),
    _g(
        "v71c_g_gpt4omini_mid3_described",
        "MAZE:\n"
        + RING_MID3_WEST
        + "\n\nA 3x3 ring in the middle, P at its top-left corner, G at its bottom-left corner.",
        S,
        False,
        "summary_agrees",
        "hard: the description after the maze agrees with it (strict: something after the maze)",
    ),
    _g(
        "v71c_g_gpt4omini_mid3_misdescribed",
        "MAZE:\n" + RING_MID3_WEST + "\n\nA 4x4 ring along the top, P on its right side.",
        U,
        False,
        "repeat_conflict",
        "the description after the maze is of a different maze: conflicting",
    ),
    _g(
        "v71c_g_small_gemma270_quiz_after",
        "MAZE:\n" + RING_BL4_WEST + "\n\nQ: What is the capital of France?\nA: Paris",
        S,
        False,
        "unrelated_after",
        "hard: a base model's unrelated quiz after one whole valid ring; the maze stands (strict: something after it)",
    ),
    _g(
        "v71c_g_qwenplus_not_right",
        "MAZE:\n" + RING_OUTER_TOP + "\n\nNo wait, that is not right. Let me think again.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v71c_g_olmo_cut_tr4",
        "A 4x4 ring on the top right.\n\nMAZE:\n1 0 0 0 0\n1 0 1 1 0\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v71c_g_olmo_finished_tr4",
        "A 4x4 ring on the top right.\n\nMAZE:\n" + RING_TR4_EAST,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v71p_qwenturbo_tr_faces_up",
        "The top-right piece points up, off the board. Clockwise would point it right, still off; counterclockwise points it left, toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v71p_qwenturbo_zh_zuoxia_ni",
        "左下角的管子朝左出界，顺时针转一下让它朝上，接到左上角。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v71p_qwenplus_square_two_ccw",
        "Square 2 (bottom-left) points off the left edge.\n\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v71p_qwenplus_zh_youxia_shun",
        "右下角的开口朝下，出界了，顺时针转一次就朝左，接到左下角。\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v71p_qwenmax_fullwidth_tr",
        "把右上角的管子逆时针转一下。\nROTATE：（0，1）counterclockwise",
        (1, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v71p_qwenmax_tl_toward_tr",
        "The top-left piece should reach right toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v71p_qwen3_think_br",
        "<think>\nBottom-right opens right, off the board. Counterclockwise: right becomes up, toward (0,1). Good.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v71p_qwen3_think_zh_tl",
        "<think>\n左上角朝上出界。逆时针转后朝左，还是出界；先转一次再看。\n</think>\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "think_block",
    ),
    _p(
        "v71p_qwen25_period_tr",
        "Top-right first.\nROTATE: (0, 1) clockwise.",
        (1, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v71p_llama33_right_side_bl",
        "The bottom-left piece needs a quarter turn.\nROTATE: (1, 0) right",
        (2, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, right = clockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v71p_llama31_br_to_bl",
        "The bottom-right piece should point left to connect with (1, 0).\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v71p_mistral_nemo_brackets_br",
        "Bottom-right.\nROTATE: [1, 1] counterclockwise",
        (3, CCW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v71p_gemma_bold_value_tl",
        "Top-left piece.\n\nROTATE: **(0, 0) clockwise**",
        (0, CW),
        True,
        "markdown_label",
        "hard: bold around the move on the turn line; strict tolerates it (the ruling)",
    ),
    _p(
        "v71p_phi_move_then_effect",
        "ROTATE: (1, 0) clockwise\n\nEffect: the bottom-left opening turns from the left edge to the top, meeting (0, 0).",
        (2, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v71p_olmo_cw_abbrev",
        "Top-right.\nROTATE: (0, 1) cw",
        (1, CW),
        False,
        "vocabulary",
        "hard: 'cw' is a common short form of clockwise (strict: not the asked word)",
    ),
    _p(
        "v71p_falcon_bl_off_bottom",
        "The bottom-left opening faces down, off the board.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v71p_granite_title_case_label",
        "Bottom-right.\nRotate: (1, 1) clockwise",
        (3, CW),
        False,
        "label_case",
        "hard: the label not in the asked capitals before one clear move (strict: not the asked label)",
    ),
    _p(
        "v71p_flash_label_above_move",
        "The bottom-left piece.\nROTATE:\n(1, 0) counterclockwise",
        (2, CCW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v71p_small_smol135_echo_or",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
    ),
    _p(
        "v71p_small_smol360_repeat_tr",
        "top right\nROTATE: (0, 1) counterclockwise\ntop right\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v71p_small_gemma270_cut_squares",
        "Square 0 square 1 square 2 square 3 square 0 square 1 squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v71p_small_smol135_water",
        "Water flows through pipes. The pipes must be connected.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v71c_p_llama33_this_turn",
        "Two turns will do it: first (0, 1) counterclockwise, then (1, 0) clockwise. This turn:\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, this turn's marked on the ROTATE line",
    ),
    _p(
        "v71c_p_llama33_three_lines",
        "ROTATE: (0, 1) counterclockwise\nROTATE: (1, 0) clockwise\nROTATE: (1, 1) clockwise",
        U,
        False,
        "plan_lines",
        "three ROTATE lines where one was asked, none marked as this turn's",
    ),
    _p(
        "v71c_p_qwenmax_paren_left_same",
        "ROTATE: (1, 0) counterclockwise, i.e. a quarter turn to the left",
        (2, CCW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn (strict: words after the value)",
    ),
    _p(
        "v71c_p_qwenmax_paren_right_other",
        "ROTATE: (1, 0) counterclockwise, i.e. a quarter turn to the right",
        U,
        False,
        "direction_clash",
        "the words after the move say the other turn: conflicting",
    ),
    _p(
        "v71c_p_gemma_left_side_turn",
        "The top-right piece needs one quarter turn.\nROTATE: (0, 1) left",
        (1, CCW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, left = counterclockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v71c_p_gemma_left_side_facing",
        "The top-right opening has to face left, toward (0, 0).\nROTATE: (0, 1) left",
        U,
        False,
        "side_facing",
        "the reply's own words make 'left' the side the opening should face, not a turn; which turn gets there is not said",
    ),
    _p(
        "v71c_p_phi_cut_clock",
        "The bottom-right piece points off the board.\n\nROTATE: (1, 1) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v71c_p_phi_finished_clockwise",
        "The bottom-right piece points off the board.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v71",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v71.py: counts, no reader
    print_counts(all_cases(), problems())

"""A seventy-second, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands, a withdrawal
without one does not; a check or summary after the answer that names another answer is a
conflict, one that agrees keeps it; a doubt left open, a condition left open, a question handed
back and a cut-off answer are unreadable; a full stop after the answer and markdown bold around
the answer line, its label or its value stay in format for strict, a heading above it changes
nothing; words after the value are a strict format miss; a registry name, English or Chinese, is
that shape; a bare side on the turn line is the turn unless the reply makes it the facing side)
and the specification's shape variants (a square ring of any side k >= 3) and path check (cells
after the last G are not scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``,
``corpus_mazes``, ``corpus_reading_v71`` and its test file were read for the data format and
the rulings as applied; the earlier sets' replies were searched only to keep this set's mazes,
routes and replies new.

This round's emphasis is the everyday transcript, western families first: each reply is written
the way its family usually answers the five prompts in a study run, not a hunt for hard cases.
About a sixth Qwen (some in Chinese, some in thinking mode); then GPT-4o/4.1/5, o3 and o4-mini
(terse), Claude Sonnet/Opus (a short reasoning paragraph, the label, often a check after it),
Gemini 2.5 (markdown headings, bold answers, bullet reasoning), Llama 3.x/4, Mistral/Mixtral,
DeepSeek-V3 and R1 (``<think>``), Phi-4, Gemma 3 instruct, and the small models (SmolLM2, Gemma 3
270M: echoes of the format line, repeats, half-formed labels, cut-offs, no answer). The chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear
and unclear look-alikes from what such transcripts hold most often: reasoning then a committed
answer or none, a check or summary after the answer that agrees or disagrees, a hedge or a
condition before or after the answer settled or open, a correction or a withdrawal, two options
with a pick or none, an invitation to ask more or a question handed back, a cut-off and its
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
BACK_TO_P_TWICE = "1,0 1,1 1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: a step right and back to P, a step down and back to P, the left column, the bottom
row with one step back at (4,2), then G."""
TOP_DOUBLE_BACK = "1,0 1,1 1,2 1,3 2,3 1,3 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top row, one step down and back up to row 1, a step west and back, then down
column 3 with a step back at (3,3), then G."""
PAST_UP_TO_13 = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3"
"""Valid up to G: a step right and back, the bottom route, then up column 3 to (1,3) (not
scored)."""
PAST_WEST_AND_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1 4,2"
"""Valid up to G: the bottom route, then two cells west and one back east (not scored)."""
UP_INTO_01 = "1,0 1,1 0,1 1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: a step up from (1,1) into the wall (0,1) and back before the top route."""
BACK_THEN_BELOW = "1,0 2,0 3,0 2,0 3,0 4,0 5,0 4,0 4,1 4,2 4,3"
"""Broken: the left column with a step back, then off the grid to (5,0) and back before the
bottom row."""
INTO_21 = "1,0 2,0 2,1 2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: a step east from (2,0) into the wall (2,1) and back before the bottom route."""

# == generated mazes (5x5) =================================================================
RING_MID3_EAST = """\
1 1 1 1 1
1 0 0 P 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at its top-right corner (1,3), G at its bottom-right
corner (3,3)."""

RING_TL4_LEFT_TOP = """\
0 0 G 0 1
P 1 1 0 1
0 1 1 0 1
0 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P on its left side (1,0), G on its top side (0,2)."""

RING_BR3_SIDES = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 0 1 P
1 1 0 G 0"""
"""Valid: a 3x3 ring in the bottom-right, P on its right side (3,4), G on its bottom side
(4,3)."""

RING_OUTER_LEFT = """\
0 0 0 0 0
0 1 1 1 0
P 1 1 1 0
0 1 1 1 0
0 0 G 0 0"""
"""Valid: the 5x5 outer ring, P on its left side (2,0), G on its bottom side (4,2)."""

RING_TL3_CORNER_MID = """\
0 0 P 1 1
0 1 0 1 1
0 G 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left, P at its top-right corner (0,2), G in the middle of its
bottom side (2,1)."""

HOLE_OPEN_MID3 = """\
1 1 1 1 1
1 0 0 P 1
1 0 0 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: the middle 3x3 ring with its centre (2,2) open: a filled block, not a ring."""

GAP_TL4 = """\
P 0 0 0 1
0 1 1 0 1
0 1 1 1 1
0 0 0 G 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with (2,3) walled: its right side no longer closes."""

NO_PLAYER_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 0 1 0
1 1 0 G 0"""
"""Broken: the bottom-right 3x3 ring of RING_BR3_SIDES without a player."""

TWO_GOALS_OUTER = """\
0 0 0 0 0
0 1 1 1 0
P 1 1 1 G
0 1 1 1 0
0 0 G 0 0"""
"""Broken: the outer ring with a second goal at (2,4)."""

FOUR_WIDE_TL3 = """\
0 P 0 1
0 1 0 1
0 G 0 1
1 1 1 1
1 1 1 1"""
"""Broken: the top-left 3x3 ring in five rows of four cells, not 5x5."""

SPUR_MID3 = """\
1 1 1 1 1
1 0 0 P 0
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: the middle 3x3 ring with (1,4) open east of P: a spur, not a ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v72s_gpt4o_left_column_open",
        "The player is at (1, 0). The cell above, (0, 0), is a wall, while (2, 0) below is open "
        "and the left column runs down to the bottom row, which leads to the goal.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v72s_gpt41_row_one_east",
        "Row 1 is open from (1, 1) to (1, 3), and column 3 then drops to G at (4, 3).\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v72s_gpt5_two_routes_equal",
        "Both routes around the ring are six steps. I'll take the top one.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s("v72s_o3_terse_south", "South.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "asked_format"),
    _s(
        "v72s_o4mini_one_line_reason",
        "Shortest path starts east.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v72s_sonnet_paragraph_then_check",
        "Looking at the maze, P sits at (1, 0) on the left edge. The cell above it is a wall, "
        "so my options are right to (1, 1) or down to (2, 0). Both lead around the ring to G at "
        "(4, 3) in six moves, so I'll go down the left side.\n\nMOVE: (2, 0)\n\nChecking: "
        "(2, 0) is a 0 in the grid, so the move is legal.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the answer that agrees with it (strict: the move line is not last)",
    ),
    _s(
        "v72s_opus_weighs_then_commits",
        "There are two open neighbours: (1, 1) to the east and (2, 0) to the south. The ring "
        "is symmetric around P and G, so neither is shorter. I'll head east along the top "
        "corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v72s_gemini_headings_bullets",
        "### Analysis\n* **Current position:** (1, 0)\n* **Up (0, 0):** wall\n"
        "* **Right (1, 1):** open\n* **Down (2, 0):** open\n\nThe right-hand route follows "
        "row 1 and then column 3 to the goal.\n\n### Final Answer\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "heading_answer",
        "hard: a markdown heading above the move line changes nothing (the ruling)",
    ),
    _s(
        "v72s_gemini_bold_line_down",
        "**Reasoning**\n- Upward is blocked by the outer wall.\n- The left column is open to "
        "row 4.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the whole move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v72s_llama33_plain_right",
        "To reach the goal, the player should move right along the top passage.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v72s_llama4_scout_down",
        "Moving down keeps the player on the left corridor toward the bottom row.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v72s_llama31_period_right",
        "The cell to the right is empty.\n\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v72s_mistral_large_south",
        "The player can go south into the left column and follow it to the bottom.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v72s_mixtral_explained_after",
        "MOVE: (1, 1)\n\nExplanation: moving right enters the upper corridor, which connects "
        "to the goal through column 3.",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the move line first, an explanation after it that names no other cell (strict: "
        "not the last line)",
    ),
    _s(
        "v72s_deepseek_v3_short",
        "From (1, 0), the reachable neighbours are (1, 1) and (2, 0). Going down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v72s_r1_think_then_right",
        "<think>\nOkay, P is at row 1, column 0. Up is (0,0), that's a 1, wall. Left is off the "
        "grid. Right is (1,1), a 0. Down is (2,0), a 0. Goal at (4,3). Top route: (1,1), (1,2), "
        "(1,3), (2,3), (3,3), (4,3). That works. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v72s_r1_think_down_draft",
        "<think>\nHmm, maybe right first? MOVE: (1, 1) would work. But down is just as short "
        "and I said I'd follow the left wall. Let me go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: a move drafted inside the thinking is set aside; the final answer after it is read",
    ),
    _s(
        "v72s_phi4_structured",
        "Step 1: Locate P at (1, 0).\nStep 2: Check neighbours: (0, 0) wall, (1, 1) open, "
        "(2, 0) open.\nStep 3: Choose the downward route.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v72s_gemma3_bold_value",
        "The path to the right is clear.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the cell on the move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v72s_gemma3_down_word",
        "Go down the left side.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v72s_qwenplus_right_plain",
        "P 在 (1, 0)，右边 (1, 1) 是空的，沿第一行走到 (1, 3) 再往下就到 G。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v72s_qwen25_down_english",
        "The upper cell is a wall, so I'll move down to continue along the left edge.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v72s_qwen3_think_zh_down",
        "<think>\nP 在 (1,0)。上面是墙，下面 (2,0) 是 0，往下走，再沿最后一行到 G。\n</think>\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v72s_qwenturbo_zh_fullwidth_right",
        "右边是空格，向右走。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the "
        "prompt's form)",
    ),
    _s(
        "v72s_qwenmax_mixed_down",
        "The cell below P is free. 往下走，沿左边到最后一行。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v72s_small_smol135_echo_format",
        "MOVE: (row, col)\nthe player go to the down\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line echoed with its placeholders, then one move",
    ),
    _s(
        "v72s_small_smol360_repeat_same",
        "the player go right\nMOVE: (1, 1)\nthe player go right\nMOVE: (1, 1)\nthe player go right",
        (1, 1),
        None,
        "small_repeat",
        "hard: the same move line twice between repeated words is one answer (strict: the last "
        "line is not the move line)",
    ),
    _s(
        "v72s_small_gemma270_repeat_mixed",
        "I move.\nMOVE: (2, 0)\nI move.\nMOVE: (1, 1)\nI move.\nMOVE: (2, 0)\nI move.\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat",
        "move lines alternating between two different cells, none committed to",
    ),
    _s(
        "v72s_small_smol135_cut_mid_cell",
        "The player moves to the right. MOVE: (1,",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v72s_small_gemma270_no_answer",
        "The maze is a grid of walls and empty cells. The player is P and the goal is G. "
        "The player must reach the goal.",
        U,
        None,
        "small_no_answer",
        "the prompt restated, no move given",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v72c_s_sonnet_check_agrees",
        "P is at (1, 0). Moving right to (1, 1) starts the top route to G.\n\nMOVE: (1, 1)\n\n"
        "Double-checking: (1, 1) is a 0 and is directly right of P, so this move is valid.",
        (1, 1),
        None,
        "verification_after",
        "hard: the check after the answer names the same cell (strict: not the last line)",
    ),
    _s(
        "v72c_s_sonnet_check_flips",
        "P is at (1, 0). Moving right to (1, 1) starts the top route to G.\n\nMOVE: (1, 1)\n\n"
        "Double-checking: actually the left column looks more direct, so (2, 0) might be the "
        "better choice.",
        U,
        None,
        "second_thought",
        "a doubt after the answer that floats another cell and is never settled",
    ),
    _s(
        "v72c_s_gpt4o_summary_same",
        "Down is open and leads along the left wall.\n\nMOVE: (2, 0)\n\nIn summary, I move "
        "down to (2, 0).",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the summary names the same cell (strict: the move line is not last)",
    ),
    _s(
        "v72c_s_gpt4o_summary_other",
        "Down is open and leads along the left wall.\n\nMOVE: (2, 0)\n\nIn summary, I move "
        "right to (1, 1).",
        U,
        None,
        "repeat_conflict",
        "the summary names a different cell from the move line: conflicting",
    ),
    _s(
        "v72c_s_llama33_correction_named",
        "I'll move up.\nMOVE: (0, 0)\n\nWait, (0, 0) is a wall. Moving right instead.\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: a correction that names its new cell stands; the last committed move is read",
    ),
    _s(
        "v72c_s_llama33_withdrawn",
        "I'll move right.\nMOVE: (1, 1)\n\nWait, I'm not sure that's right. Let me reconsider "
        "the maze before committing.",
        U,
        None,
        "withdrawn",
        "the move is taken back and no new one is given",
    ),
    _s(
        "v72c_s_gemini_pick_option",
        "**Option A:** right to (1, 1)\n**Option B:** down to (2, 0)\n\nBoth are six moves "
        "from G. I'll go with Option B.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: two options weighed, one picked and given on the move line",
    ),
    _s(
        "v72c_s_gemini_two_options_open",
        "**Option A:** right to (1, 1)\n**Option B:** down to (2, 0)\n\nBoth are six moves "
        "from G, so either works equally well.",
        U,
        None,
        "two_options",
        "two candidate moves, no choice made",
    ),
    _s(
        "v72c_s_mistral_if_settled",
        "If (2, 0) is open, I'll go down. Looking at row 2, its first cell is a 0, so it is "
        "open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is settled in the reply before the move",
    ),
    _s(
        "v72c_s_mistral_if_open",
        "If the top corridor leads to the goal, move right to (1, 1); otherwise move down to "
        "(2, 0).",
        U,
        None,
        "conditional",
        "two moves each under a condition the reply leaves open",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v72o_gpt4o_bottom_route",
        "The player goes down the left column to the bottom row, then right to the goal.\n\n"
        "PATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v72o_gpt41_top_route",
        "Following the top corridor, then the right-hand column down to G:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v72o_o3_terse_top",
        "Top, then down.\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v72o_o4mini_peek_north",
        "Peek north, then the top row.\nPATH: " + path_text(UP_INTO_01),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v72o_gpt5_bounces",
        "A valid but indirect walk: two false starts from P, then the left column and the "
        "bottom row with one step back.\n\nPATH: " + path_text(BACK_TO_P_TWICE),
        S,
        True,
        "asked_format",
        "hard: two back-steps; every step legal and the walk ends on G",
    ),
    _o(
        "v72o_sonnet_paragraph_check_after",
        "P starts at (1, 0) and G is at (4, 3). The open cells form a loop, so I can go either "
        "way; I'll take the top row and come down column 3.\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nEach step moves to an adjacent open cell, and the path ends on G.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that agrees with it (strict: the path line is not last)",
    ),
    _o(
        "v72o_opus_below_grid",
        "Down the left side, with one step back to be safe, and round the bottom-left "
        "corner.\n\nPATH: " + path_text(BACK_THEN_BELOW),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v72o_gemini_heading_path",
        "### Path Analysis\n* Start: **(1, 0)**\n* Goal: **(4, 3)**\n* Route: left column, "
        "then bottom row\n\n### Final Answer\nPATH: " + path_text(DOWN),
        S,
        True,
        "heading_answer",
        "hard: a markdown heading above the path line changes nothing (the ruling)",
    ),
    _o(
        "v72o_gemini_bold_path",
        "Over the top and down the right edge.\n\n**PATH: " + path_text(RIGHT_COL) + "**",
        S,
        True,
        "markdown_label",
        "hard: bold around the whole path line; strict tolerates it (the ruling)",
    ),
    _o(
        "v72o_llama33_into_wall_21",
        "The player tries the cell east of (2, 0), steps back, then goes down and along the "
        "bottom.\n\nPATH: " + path_text(INTO_21),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v72o_llama4_past_goal_up",
        "A false start east, the bottom route to G, then up the right side.\n\nPATH: "
        + path_text(PAST_UP_TO_13),
        S,
        True,
        "asked_format",
        "hard: the walk reaches G legally; the cells after it are not scored (the ruling)",
    ),
    _o(
        "v72o_mistral_bounce_top",
        "Along the top and down the right, with a few back-steps:\n\nPATH: "
        + path_text(TOP_DOUBLE_BACK),
        S,
        True,
        "asked_format",
        "hard: back-steps on row 1 and column 3; every step legal, ending on G",
    ),
    _o(
        "v72o_mixtral_period_down",
        "PATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v72o_deepseek_v3_past_goal_row4",
        "Bottom route to G, then a little back and forth along row 4.\n\nPATH: "
        + path_text(PAST_WEST_AND_BACK),
        S,
        True,
        "asked_format",
        "hard: the walk reaches G legally; the cells after it are not scored (the ruling)",
    ),
    _o(
        "v72o_r1_think_then_path",
        "<think>\nStart (1,0). Down to (2,0), (3,0), (4,0). Right to (4,1), (4,2), (4,3) = G. "
        "All zeros. Good.\n</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v72o_phi4_numbered_then_line",
        "1. (1, 0) start\n2. right to (1, 1)\n3. right to (1, 2)\n4. right to (1, 3)\n"
        "5. down to (2, 3)\n6. down to (3, 3)\n7. down to (4, 3), the goal\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v72o_gemma3_bottom_plain",
        "Here is the path from P to G:\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v72o_qwenmax_zh_top",
        "沿第一行向右走到 (1, 3)，再沿第 3 列向下到 G。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v72o_qwen3_think_bottom",
        "<think>\n左列往下，再沿底行往右。(1,0)→(2,0)→(3,0)→(4,0)→(4,1)→(4,2)→(4,3)。\n</think>"
        "\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v72o_qwenplus_arrows_then_line",
        "(1, 0) → (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3)\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v72o_small_smol360_echo_path",
        "PATH: (row, col) (row, col) ...\nthe path is\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_echo",
        "hard: the format line echoed, then a path that stops at (3, 0), short of G",
    ),
    _o(
        "v72o_small_smol135_cut_path",
        "the path go down\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path, before it reaches G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v72c_o_opus_check_agrees",
        "I'll go around the bottom of the ring.\n\nPATH: " + path_text(DOWN) + "\n\nThat is "
        "six moves, the shortest possible here.",
        S,
        False,
        "verification_after",
        "hard: a remark after the path that agrees with it (strict: the path line is not last)",
    ),
    _o(
        "v72c_o_opus_check_doubts",
        "I'll go around the bottom of the ring.\n\nPATH: " + path_text(DOWN) + "\n\nHmm, I'm "
        "not certain (4, 1) is open; if it isn't, the top route would be needed instead.",
        U,
        False,
        "second_thought",
        "a doubt after the path about one of its cells, left unsettled",
    ),
    _o(
        "v72c_o_gpt41_pick_second",
        "Route 1: PATH: "
        + path_text(DOWN)
        + "\nRoute 2: PATH: "
        + path_text(RIGHT_COL)
        + "\n\nBoth reach G in six moves; my answer is Route 2.",
        S,
        False,
        "rejected_alternative",
        "hard: two routes, the reply commits to Route 2 in words (strict: the last line is not a "
        "path line)",
    ),
    _o(
        "v72c_o_gpt41_no_pick",
        "Route 1: PATH: "
        + path_text(DOWN)
        + "\nRoute 2: PATH: "
        + path_text(UP_INTO_01)
        + "\n\nEither of these should get the player to the goal.",
        U,
        False,
        "two_options",
        "two routes, one legal and one not, and no choice between them",
    ),
    _o(
        "v72c_o_llama33_invite_more",
        "PATH: " + path_text(RIGHT_COL) + "\n\nLet me know if you'd like a different route!",
        S,
        False,
        "question_back",
        "hard: an invitation to ask more after a committed path is no doubt (strict: the path "
        "line is not last)",
    ),
    _o(
        "v72c_o_llama33_which_way",
        "There are two ways around the loop, over the top or along the bottom. Which one would "
        "you like me to write out?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v72c_o_deepseek_cut_before_g",
        "Down the left side and along the bottom row.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) "
        "(4, 2)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path's last cell",
        finish_reason=L,
    ),
    _o(
        "v72c_o_deepseek_finished_to_g",
        "Down the left side and along the bottom row.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the shape the empty cells form (ORIGINAL: a square ring) ===================
RECOGNIZE = [
    _r(
        "v72r_gpt4o_hollow_square",
        "The empty cells form a closed loop around a 2x2 block of walls, with four equal "
        "sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_gpt41_loop_four_sides",
        "The open cells trace the border of a 4x4 area.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_o3_terse_outline",
        "Hollow 4x4 outline.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_o4mini_c_guess",
        "Open on the left, closed on the right.\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v72r_gpt5_rectangle_name",
        "The empty cells outline a rectangle whose sides are all four cells long.\n\n"
        "SHAPE: rectangle",
        "square",
        True,
        "vocabulary",
        "hard: 'rectangle' is a name the shape registry lists for the square (the ruling), in "
        "strict too",
    ),
    _r(
        "v72r_sonnet_paragraph_check",
        "The empty cells run along row 1, down column 3, back along row 4 and up column 0, "
        "closing into a loop. The middle 2x2 is all walls, so this is a hollow square.\n\n"
        "SHAPE: square\n\nThis matches: four sides of equal length meeting at right angles.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that agrees with it (strict: the shape line is not last)",
    ),
    _r(
        "v72r_opus_ring_reason",
        "Tracing the open cells from P, they go around the edge of a 4x4 block and return to "
        "P, enclosing walls. That is a square outline.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_gemini_headings",
        "### Observations\n* Open cells: 12\n* They form a closed perimeter\n* The interior is "
        "walls\n\n### Conclusion\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label before the name under a heading; strict tolerates it (the ruling)",
    ),
    _r(
        "v72r_llama33_cross_wrong",
        "The empty cells meet in the middle like a plus sign.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v72r_llama4_square_words_after",
        "SHAPE: square (a hollow ring of open cells)",
        "square",
        False,
        "words_after",
        "hard: words after the name on the shape line; the name is clear (strict: a format miss)",
    ),
    _r(
        "v72r_mistral_small_square",
        "The path loops around the walls in the centre.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_mixtral_spiral_wrong",
        "The corridor winds around the maze.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v72r_deepseek_v3_period",
        "A closed loop with equal sides.\n\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v72r_r1_think_square",
        "<think>\nOpen cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). That's the "
        "perimeter of rows 1-4, cols 0-3. A square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v72r_phi4_triangle_wrong",
        "The open cells slope from the top-left toward the bottom-right.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v72r_gemma3_square_plain",
        "The empty cells make a square shape.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_qwenturbo_zh_fang",
        "空格沿着四条边围成一个闭合的环，中间是墙。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v72r_qwenmax_zh_zhengfangxing",
        "空格组成一个空心的方框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v72r_qwen25_four_equal_sides",
        "The empty cells go around the centre walls in a loop with four equal sides of four "
        "cells.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v72r_qwen3_think_zh_huan",
        "<think>\n空格：第 1 行、第 4 行、第 0 列、第 3 列，围成一圈，中间 2x2 是墙。是正方形环。\n"
        "</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v72r_small_smol135_echo_name",
        "SHAPE: <name>\nSHAPE: square\nSHAPE: <name>",
        "square",
        False,
        "small_echo",
        "hard: the format line's placeholder echoed around one real name; the placeholder is "
        "no answer, so square is read (strict: the last shape line is the placeholder)",
    ),
    _r(
        "v72r_small_gemma270_repeat_two",
        "the shape is\nSHAPE: square\nthe shape is\nSHAPE: cross\nthe shape is\nSHAPE: square\nthe shape is\nSHAPE: cross",
        U,
        False,
        "small_repeat",
        "shape lines alternating between two names, none committed to",
    ),
    _r(
        "v72r_small_smol360_cut",
        "the empty cells make the shape of a squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name, with no shape line",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v72c_r_sonnet_hedge_settled",
        "At first glance this could be a C, but the right column is open all the way down, so "
        "the loop closes.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: a hedge before the answer that the reply settles",
    ),
    _r(
        "v72c_r_sonnet_hedge_open",
        "This is either a square or a C, depending on whether the right column closes; it's "
        "hard to be sure from the grid.",
        U,
        False,
        "two_options",
        "two names and no choice between them",
    ),
    _r(
        "v72c_r_gemini_summary_same",
        "**SHAPE: square**\n\n**Summary:** the open cells form a square loop.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary names the same shape (strict: the shape line is not last)",
    ),
    _r(
        "v72c_r_gemini_summary_other",
        "**SHAPE: square**\n\n**Summary:** the open cells form a C shape.",
        U,
        False,
        "repeat_conflict",
        "the summary names a different shape from the shape line: conflicting",
    ),
    _r(
        "v72c_r_qwenplus_zh_correction",
        "一开始我以为是十字。\nSHAPE: cross\n不对，中间是墙，应该是正方形环。\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction that names its new shape stands; the last committed line is read",
    ),
    _r(
        "v72c_r_qwenplus_zh_withdrawn",
        "SHAPE: square\n不对，我再想想，这个可能不是正方形。",
        U,
        False,
        "withdrawn",
        "the name is taken back ('not right, let me think again') and no new one is given",
    ),
    _r(
        "v72c_r_mistral_cut_label",
        "The open cells enclose the centre walls.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v72c_r_mistral_finished_name",
        "The open cells enclose the centre walls.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring of any side k >= 3) ==========
GENERATE = [
    _g(
        "v72g_gpt4o_mid3_east",
        "Here is a new maze with a smaller square loop in the centre; P and G sit on its right "
        "side.\n\nMAZE:\n" + RING_MID3_EAST,
        S,
        True,
        "asked_format",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v72g_gpt41_tl4",
        "A 4x4 ring moved to the top-left corner, P on its left side and G on its top.\n\nMAZE:\n"
        + RING_TL4_LEFT_TOP,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v72g_o3_terse_br3",
        "Bottom-right 3x3 ring.\nMAZE:\n" + RING_BR3_SIDES,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v72g_o4mini_gap",
        "Top-left ring.\nMAZE:\n" + GAP_TL4,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v72g_gpt5_outer_left",
        "The largest square ring that fits, along the outer border.\n\nMAZE:\n" + RING_OUTER_LEFT,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v72g_sonnet_tl3_sides",
        "I'll place a 3x3 ring in the top-left, with P at its top-right corner and G in the "
        "middle of its bottom side.\n\nMAZE:\n" + RING_TL3_CORNER_MID,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v72g_opus_filled_block",
        "A compact square in the centre of the grid, P and G on its right edge.\n\nMAZE:\n"
        + HOLE_OPEN_MID3,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v72g_gemini_heading_fenced",
        "### New Maze\n* Shape: square ring (4x4)\n* P: left side\n* G: top side"
        "\n\nMAZE:\n```\n" + RING_TL4_LEFT_TOP + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v72g_llama33_no_player",
        "Here is a new maze with the same shape:\n\nMAZE:\n" + NO_PLAYER_BR3,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v72g_llama4_coord_mid3",
        "A 3x3 ring in the middle, in coordinate lists.\n\nMAZE:\n" + coord_list(RING_MID3_EAST),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v72g_mistral_two_goals",
        "The outer border as the loop.\n\nMAZE:\n" + TWO_GOALS_OUTER,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v72g_mixtral_four_wide",
        "MAZE:\n" + FOUR_WIDE_TL3,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v72g_deepseek_v3_coord_outer",
        "The outer ring, listed by cell type.\n\nMAZE:\n" + coord_list(RING_OUTER_LEFT),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v72g_r1_think_br3",
        "<think>\nNeed a square ring, 5x5 grid. Put a 3x3 ring in the bottom-right: rows 2-4, "
        "cols 2-4, centre (3,3) wall. P at (3,4), G at (4,3). Everything else walls.\n</think>"
        "\n\nMAZE:\n" + RING_BR3_SIDES,
        S,
        True,
        "think_block",
    ),
    _g(
        "v72g_phi4_coord_spur",
        "A middle ring in coordinate form.\n\nMAZE:\n" + coord_list(SPUR_MID3),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v72g_gemma3_spur",
        "Here's a new maze:\n\nMAZE:\n" + SPUR_MID3,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v72g_qwenplus_zh_outer",
        "用最外圈做环，P 在左边，G 在下边。\n\nMAZE:\n" + RING_OUTER_LEFT,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v72g_qwen25_coord_gap",
        "A ring in the top-left.\n\nMAZE:\n" + coord_list(GAP_TL4),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v72g_qwenmax_zh_tl3",
        "左上角放一个 3x3 的环，P 在右上角，G 在下边中间。\n\nMAZE:\n" + RING_TL3_CORNER_MID,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v72g_small_smol135_echo_original",
        "Now create a new maze\nMAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        F,
        False,
        "small_echo",
        "hard: the prompt's line echoed, then the original maze copied; not a new maze",
    ),
    _g(
        "v72g_small_gemma270_cut_rows",
        "MAZE:\n1 1 1 1 1\n1 0 0 P 1\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the maze's third row",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v72c_g_sonnet_check_after",
        "A 3x3 ring in the centre.\n\nMAZE:\n" + RING_MID3_EAST + "\n\nChecking: every open "
        "cell has exactly two open neighbours, and the centre is a wall, so it is a ring.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that agrees with it (strict: the prompt asks for nothing "
        "after the maze)",
    ),
    _g(
        "v72c_g_sonnet_check_breaks",
        "A 3x3 ring in the centre.\n\nMAZE:\n" + RING_MID3_EAST + "\n\nChecking: hmm, I'm "
        "not sure the centre should be a wall. It might need to be open, in which case this "
        "isn't right.",
        U,
        False,
        "second_thought",
        "a doubt after the maze about its centre cell, left unsettled",
    ),
    _g(
        "v72c_g_gpt4o_pick_second",
        "Option 1:\nMAZE:\n"
        + HOLE_OPEN_MID3
        + "\n\nOption 2:\nMAZE:\n"
        + RING_TL3_CORNER_MID
        + "\n\nI'll go with Option 2, since Option 1 has an open centre.",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes and an explicit choice of the second, a valid ring (strict: text after "
        "the maze)",
    ),
    _g(
        "v72c_g_gpt4o_two_no_pick",
        "Option 1:\nMAZE:\n"
        + HOLE_OPEN_MID3
        + "\n\nOption 2:\nMAZE:\n"
        + RING_TL3_CORNER_MID
        + "\n\nEither of these should satisfy the requirements.",
        U,
        False,
        "two_options",
        "two mazes, one broken and one valid, no choice between them",
    ),
    _g(
        "v72c_g_llama33_cut_maze",
        "Here is the new maze:\n\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 0 0 0\n1 1 0 1 P\n1 1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the maze's last row",
        finish_reason=L,
    ),
    _g(
        "v72c_g_llama33_finished_maze",
        "Here is the new maze:\n\nMAZE:\n" + RING_BR3_SIDES,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one turn on a 2x2 board (square index 2 * row + col) ===========================
PUZZLE = [
    _p(
        "v72p_gpt4o_tl_points_up",
        "The top-left piece points up, off the board. Turning it clockwise makes it point "
        "right, toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_gpt41_br_ccw",
        "The bottom-right piece's opening faces right, off the board; one counterclockwise "
        "turn points it up.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_o3_terse_bl",
        "(1, 0) faces out.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_o4mini_square_one",
        "Top-right points off the edge.\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "square_number",
        "hard: 'square 1' is the prompt's own numbering, (0, 1), which the intro allows",
    ),
    _p(
        "v72p_gpt5_short_reason",
        "Only (1, 0) has a pipe end off the board; a clockwise quarter turn fixes it.\n\n"
        "ROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_sonnet_paragraph_check",
        "The top-right piece currently points up, which leaves the board. Rotating it "
        "counterclockwise turns that end to the left, connecting it to the top-left piece.\n\n"
        "ROTATE: (0, 1) counterclockwise\n\nAfter this turn, no pipe on the top row points off "
        "the board.",
        (1, CCW),
        False,
        "verification_after",
        "hard: a check after the move that agrees with it (strict: the move line is not last)",
    ),
    _p(
        "v72p_opus_tl_ccw",
        "The top-left elbow connects up and right; the up end is off the board. A "
        "counterclockwise turn would make it left and up, worse, so clockwise is the turn: "
        "right and down.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_gemini_heading_bold",
        "### Board Analysis\n* **(0, 0):** connected\n* **(0, 1):** connected\n* **(1, 0):** "
        "connected\n* **(1, 1):** points down, off the board\n\n### Move\n"
        "**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "markdown_label",
        "hard: bold around the whole move line under a heading; strict tolerates it (the ruling)",
    ),
    _p(
        "v72p_llama33_plain_tr",
        "To connect the network, rotate the top-right square clockwise.\n\n"
        "ROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_llama4_right_side",
        "The bottom-left piece needs one quarter turn.\nROTATE: (1, 0) right",
        (2, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, right = clockwise (the ruling); strict: "
        "a format miss",
    ),
    _p(
        "v72p_mistral_period",
        "The top-left piece points off the left edge.\n\nROTATE: (0, 0) counterclockwise.",
        (0, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v72p_mixtral_words_after",
        "ROTATE: (1, 1) clockwise to connect it to (1, 0)",
        (3, CW),
        False,
        "words_after",
        "hard: words after the direction on the move line; the move is clear (strict: a format "
        "miss)",
    ),
    _p(
        "v72p_deepseek_v3_bl_ccw",
        "Square (1, 0) has an end pointing down, off the board. A counterclockwise turn points "
        "it right, into (1, 1).\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_r1_think_tr",
        "<think>\nBoard 2x2. (0,1) has its end pointing right, off the edge. Clockwise: right "
        "-> down, connects to (1,1). Counterclockwise: right -> up, off. So clockwise.\n"
        "</think>\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v72p_phi4_steps",
        "Step 1: Find the piece pointing off the board: (1, 1).\nStep 2: A counterclockwise "
        "turn brings it inward.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_gemma3_plain_tl",
        "Rotate the top-left piece so it connects to its neighbours.\n\n"
        "ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v72p_qwenturbo_zh_youshang",
        "右上角的开口朝上出界，逆时针转一次就朝左，接到左上角。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v72p_qwen3_think_bl",
        "<think>\n左下角 (1,0) 朝左出界。顺时针转：左→上，接到 (0,0)。\n</think>\n\n"
        "ROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v72p_qwenplus_fullwidth_br",
        "右下角朝下出界，顺时针转一次。\nROTATE：（1，1） clockwise",
        (3, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the "
        "prompt's form)",
    ),
    _p(
        "v72p_small_smol360_echo_rotate",
        "ROTATE: (row, col) clockwise (or counterclockwise)\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholders, then one move",
    ),
    _p(
        "v72p_small_smol135_half_label",
        "rotate the piece\nROTATE (1, 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in a half-formed move line, no direction",
        finish_reason=L,
    ),
    _p(
        "v72p_small_gemma270_no_move",
        "The board has four squares. Each square has a pipe. The pipes must connect.",
        U,
        False,
        "small_no_answer",
        "the prompt restated, no move given",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v72c_p_sonnet_check_agrees",
        "The bottom-left piece points off the left edge.\n\nROTATE: (1, 0) clockwise\n\n"
        "Checking: after a clockwise turn its end points up, into (0, 0). Good.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the move that agrees with it (strict: the move line is not last)",
    ),
    _p(
        "v72c_p_sonnet_check_other_turn",
        "The bottom-left piece points off the left edge.\n\nROTATE: (1, 0) clockwise\n\n"
        "Checking: I'm not sure which way its end points after a clockwise turn; it may "
        "need to be counterclockwise instead.",
        U,
        False,
        "second_thought",
        "a doubt after the move that floats the other turn and is never settled",
    ),
    _p(
        "v72c_p_gpt4o_correction_named",
        "ROTATE: (0, 0) clockwise\n\nWait — that would point it up, off the board. Corrected:\n"
        "ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: a correction that names its new move stands; the last committed move is read",
    ),
    _p(
        "v72c_p_gpt4o_withdrawn",
        "ROTATE: (0, 0) clockwise\n\nWait — that would point it up, off the board. Scratch "
        "that; I need to look at the board again.",
        U,
        False,
        "withdrawn",
        "the move is taken back and no new one is given",
    ),
    _p(
        "v72c_p_qwenmax_left_as_facing",
        "右下角的开口应该朝左，对着 (1, 0)。\nROTATE: (1, 1) left",
        U,
        False,
        "side_facing",
        "the reply's own words make 'left' the side the opening should face (朝左), not a "
        "turn; which turn gets there is not said",
    ),
    _p(
        "v72c_p_qwenmax_left_as_turn",
        "右下角需要向左转一次（逆时针）。\nROTATE: (1, 1) left",
        (3, CCW),
        False,
        "direction_agrees",
        "hard: a bare side on the turn line, the reply's words make it the counterclockwise "
        "turn (strict: a format miss)",
    ),
    _p(
        "v72c_p_mistral_cut_direction",
        "The top-right piece points off the board.\n\nROTATE: (0, 1) counterclock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v72c_p_mistral_finished_direction",
        "The top-right piece points off the board.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v72",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v72.py: counts, no reader
    print_counts(all_cases(), problems())

"""A forty-sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form``,
``corpus_reading_v44`` and ``test_corpus_reading_v44`` were read for the data format and the
rulings as applied.

This round weighs the rotation puzzle and the maze phases about equally (solve still the
largest), written as the specification's two domains' models reply: Qwen (turbo/plus/max house
style, in Chinese and in English) and the open-weight instruct families (Llama, Mistral/Mixtral,
Gemma, Phi, Qwen, DeepSeek, OLMo, Falcon), with the small models' habits (SmolLM2, Gemma 3 270M:
echoes of the prompt, repeated lines, half-formed labels, full-width or wrong encodings, trailing
junk, cut-offs) in every phase. The chosen quarter (the ``*_CHOSEN`` lists; reasons in
:data:`WHY`, hard calls start ``hard:``) pairs unclear everyday replies with clear look-alikes:
puzzle squares named by position words ("top-right", "右上角", "the second square"), turns said
as "90 degrees to the right", "顺时针90度" or "rotate left", several rotations described and one
committed (or none); one-shot paths with a detour and then a corrected path (or two paths left
standing); generated mazes shown as a draft and a final (or two finals), or with commentary rows;
recognitions naming a shape and its variant, or a shape and a letter. New rings, broken mazes and
routes, new against every set before.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``, so
"top-right" is square 1 and "the second square" is square 1, row by row).
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
TOP_BACKSTEP = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: a step down and back to P, along the top, a step back up at (2,3), then down to G."""
LEFT_BACKSTEP = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3"
"""Valid: down the left column and along the bottom, with a step back at (3,0) and at (4,1)."""
PAST_G_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 4,3 4,2"
"""Valid up to its last G (G, up to (3,3), G again), then one step west (not scored)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
DIAG_33_42 = "1,0 1,1 1,2 1,3 2,3 3,3 4,2 4,3"
"""Broken: a diagonal step from (3,3) to (4,2)."""
THROUGH_22 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down the walls (2,2) and (3,2)."""
SHORT_42 = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: stops at (4,2), one cell short of G."""

# == generated mazes (5x5) =================================================================
RING_MID3_PLOW = """\
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 0 P 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, G at (1,2) above P at (3,2)."""

RING_BR4_PCORNER = """\
1 1 1 1 1
1 0 0 P 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G"""
"""Valid: a 4x4 ring in the bottom-right, P at (1,3), G at (4,4)."""

RING_TL3_GCORNER = """\
0 0 P 1 1
0 1 0 1 1
G 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left, P at (0,2), G at (2,0)."""

RING_BR3_SIDE = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 G
1 1 0 1 0
1 1 0 P 0"""
"""Valid: a 3x3 ring in the bottom-right, G at (2,4), P at (4,3)."""

WALL_IN_RING = """\
1 1 1 1 1
1 0 0 P 0
1 0 1 1 0
1 1 1 1 0
1 G 0 0 0"""
"""Broken: a 4x4 ring with its left side walled at (3,1)."""

S_AND_E = """\
1 1 1 1 1
1 1 S 0 0
1 1 0 1 0
1 1 0 E 0
1 1 1 1 1"""
"""Broken: a 3x3 ring marked S and E, not P and G."""

NO_GOAL = """\
1 1 1 1 1
1 1 0 0 0
1 1 0 1 P
1 1 0 0 0
1 1 1 1 1"""
"""Broken: a 3x3 ring with a player and no goal."""

SIX_COLS = """\
1 1 1 1 1 1
1 1 G 0 0 1
1 1 0 1 0 1
1 1 0 0 P 1
1 1 1 1 1 1"""
"""Broken: six columns, not five."""

PLUS_SIGN = """\
1 1 P 1 1
1 1 0 1 1
G 0 0 0 0
1 1 0 1 1
1 1 0 1 1"""
"""Broken: a plus sign (a cross), not the original's square."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v46s_qwenplus_plain",
        "玩家位于 (1, 0)。上方 (0, 0) 是墙，下方 (2, 0) 和右侧 (1, 1) 都是空格。沿左侧向下走到底再向右即可到达终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v46s_qwenturbo_terse",
        "向右走，沿上边一路到右侧。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v46s_qwenmax_markdown",
        "### Analysis\n- **Up** (0, 0): wall\n- **Down** (2, 0): open\n- **Right** (1, 1): open\n\nBoth routes reach G in six moves; I take the right-hand one.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v46s_qwen25_fullwidth",
        "下一步向下。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma read as the cell (strict: not the prompt's form)",
    ),
    _s(
        "v46s_qwen3_think",
        "<think>\nP at (1,0). Up is wall. Right (1,1) open, down (2,0) open. Either works. Let me pick down... actually right is also fine. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v46s_qwen3_zh_word",
        "从 (1, 0) 出发，右边是空的。\n\n答案：向右",
        (1, 1),
        None,
        "direction_word",
        "hard: a Chinese direction word as the answer, the neighbouring cell (1, 1) (strict: no MOVE line)",
    ),
    _s(
        "v46s_llama3_plain",
        "Looking at the maze, the player can move down to (2, 0) or right to (1, 1). I'll move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v46s_llama4_bold",
        "Going right keeps us along the top corridor.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v46s_mistral_first",
        "MOVE: (2, 0)\n\nThe cell below the player is open and leads down the left column to the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the labelled move first, an explanation after it (strict: not the last line)",
    ),
    _s(
        "v46s_mixtral_spacing",
        "The player should go down.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _s(
        "v46s_gemma3_plain",
        "Okay, let's go right to (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v46s_gemma2_wall",
        "Up looks like the shortest way to the edge.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v46s_phi4_verify",
        "MOVE: (2, 0)\n\nLet me double-check: (2, 0) is a 0 in the grid, directly below P, so the move is legal. Confirmed.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v46s_r1_think",
        "<think>\nThe player is at row 1 col 0. Moving down gives (2,0), moving right gives (1,1). Hmm, maybe (2, 0)? The goal is at (4,3). Down the left and along the bottom is 6 moves. Right then down the right column is also 6. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v46s_v3_plain",
        "Next step: the open cell to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v46s_olmo_plain",
        "The player is at (1, 0). Moving down to (2, 0) is valid.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v46s_falcon_label_case",
        "I will move right.\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label in lower case (strict: not the prompt's label)",
    ),
    _s(
        "v46s_gpt4o_plain",
        "From (1, 0), moving down starts the left-hand route.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v46s_sonnet_plain",
        "Both open neighbours lead to G in six moves. I'll go right along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v46s_flash_correction",
        "MOVE: (0, 0)\n\nCorrection: (0, 0) is a wall. The right move is down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
    ),
    _s(
        "v46s_small_echo",
        "What is your next move? Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v46s_small_repeat",
        "Right.\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same move repeated, one answer (strict: the last line is the move)",
    ),
    _s(
        "v46s_small_half_label",
        "Next move is\nMOVE (2,",
        U,
        None,
        "small_half_label",
        "the label and the cell half formed (no colon, no column): no move a grader can be sure of",
    ),
    _s(
        "v46s_small_junk",
        "MOVE: (1, 1)<|im_end|><|im_end|>\n<|endoftext|>",
        (1, 1),
        None,
        "small_trailing_junk",
        "hard: special tokens after a complete move, read past (strict: the last line is not the answer)",
    ),
    _s(
        "v46s_small_cut",
        "Let's think step by step. The player is at (1, 0). The cells around the player are (0, 0) which is a wall, (2, 0) which is",
        U,
        None,
        "small_cut_off",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v46s_small_grid_echo",
        "Maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nP 0 0 0 1\nP 0 0 0 1",
        U,
        None,
        "small_echo",
        "the maze echoed (and its rows repeated) with no move named",
    ),
    _s(
        "v46s_qwenplus_question",
        "我建议向下走。\n\nMOVE: (2, 0)\n\n需要我把完整路径也列出来吗？",
        (2, 0),
        None,
        "question_back",
        "hard: an offer after a committed move (strict: not the last line)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v46c_s_qwenmax_weigh_pick",
        "Option A: down to (2, 0), then along the bottom.\nOption B: right to (1, 1), then down the right side.\n\nBoth take six moves. I'll go with Option A.",
        (2, 0),
        None,
        "rejected_alternative",
        "hard: two options weighed and one picked in words (strict: no MOVE line)",
    ),
    _s(
        "v46c_s_qwenmax_weigh_open",
        "Option A: down to (2, 0), then along the bottom.\nOption B: right to (1, 1), then down the right side.\n\nBoth take six moves, so either is fine.",
        U,
        None,
        "two_options",
        "two moves offered as equally good, none picked",
    ),
    _s(
        "v46c_s_qwen3_zh_mixed_pick",
        "往下 (2, 0) 或往右 (1, 1) 都可以。综合考虑，我选择往右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_pick",
        "hard: two moves weighed in Chinese, then one chosen and given on the last line",
    ),
    _s(
        "v46c_s_qwen3_zh_mixed_open",
        "往下 (2, 0) 或往右 (1, 1) 都可以，路径长度一样。你想走哪一边？",
        U,
        None,
        "question_back",
        "two moves left to the user with a question, none committed",
    ),
    _s(
        "v46c_s_r1_unclosed",
        "<think>\nP is at (1,0). Down is (2,0), right is (1,1). Going down... then (3,0), (4,0), then right along row 4 to G at (4,3). That works. But the right route also works. Let me compare",
        U,
        None,
        "think_unclosed",
        "a thinking block never closed, with no answer after it",
    ),
    _s(
        "v46c_s_llama4_hedged",
        "The best next move is probably down.\n\nMOVE: (2, 0)?  I'm not fully sure (1, 1) isn't better.",
        U,
        None,
        "second_thought",
        "a doubt left open on the answer line itself, naming another cell",
    ),
    _s(
        "v46c_s_gpt41_check_ok",
        "MOVE: (1, 1)\n\nWait, let me double-check that (1, 1) is open: row 1 reads P 0 0 0 1, so column 1 is 0. Yes, the move stands.",
        (1, 1),
        None,
        "verification_after",
        "hard: 'wait, let me double-check' followed by a check that confirms (strict: not the last line)",
    ),
    _s(
        "v46c_s_mistral_withdraw",
        "MOVE: (2, 0)\n\nActually, scratch that, I need to look at the maze again before committing.",
        U,
        None,
        "withdrawn",
        "the move withdrawn with no new value named",
    ),
    _s(
        "v46c_s_gemini_cut_answer",
        "Both routes are six moves long; I'll take the bottom one.\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v46c_s_phi4_cond_settled",
        "If (1, 1) were a wall I would go down, but row 1 shows it open, so I go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: a condition the reply resolves itself before the move",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v46o_qwenplus_plain",
        "沿左列向下，再沿底行向右。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v46o_qwenmax_top",
        "**Route:** along the top row, then down the right column.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v46o_qwenturbo_backstep",
        "路线：\n\nPATH: " + path_text(TOP_BACKSTEP),
        S,
        True,
        "asked_format",
        "hard: two steps back and forward again on the way; every step is legal and it ends at G",
    ),
    _o(
        "v46o_qwen25_arrows",
        "路径如下：\n\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: the right route joined by arrows (strict: not spaces)",
    ),
    _o(
        "v46o_qwen3_think",
        "<think>\nTry the top: (1,0) (1,1) (1,2) (2,2)? No, (2,2) is a wall. Go on to (1,3), then down.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v46o_llama3_left_back",
        "Here is the path:\n\nPATH: " + path_text(LEFT_BACKSTEP),
        S,
        True,
        "asked_format",
        "hard: steps back at (3,0) and (4,1) and on again; legal all the way to G",
    ),
    _o(
        "v46o_llama4_past_g",
        "Down the left, along the bottom.\n\nPATH: " + path_text(PAST_G_BACK),
        S,
        True,
        "past_goal",
        "hard: on past G and back to it, then one step west; the last G walked back to P is checked, so a success",
    ),
    _o(
        "v46o_mistral_diag",
        "Along the top and down the right side, cutting the corner at the end.\n\nPATH: "
        + path_text(DIAG_33_42),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v46o_mixtral_walls",
        "Cutting straight down through the middle is shortest.\n\nPATH: " + path_text(THROUGH_22),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v46o_gemma3_short",
        "Path to the goal:\nPATH: " + path_text(SHORT_42),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v46o_phi4_commas",
        "Here is my path.\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
        "hard: the left route with commas between the cells (strict: not spaces)",
    ),
    _o(
        "v46o_r1_think",
        "<think>\nLeft column: (2,0),(3,0),(4,0) all 0. Bottom row (4,1),(4,2) 0, then G. Good.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v46o_v3_fence",
        "Path:\n\n```\nPATH: " + path_text(RIGHT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the path in a code fence (strict: fenced)",
    ),
    _o(
        "v46o_olmo_plain",
        "The player goes right three times, then down three times.\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v46o_falcon_bold",
        "The route follows the left wall down and then the bottom wall.\n\n**PATH:** "
        + path_text(LEFT_COL),
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v46o_gpt4o_plain",
        "The top row and the right column are open all the way.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v46o_sonnet_after",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nThis goes down the left column and along the bottom row.",
        S,
        False,
        "answer_then_explanation",
        "hard: the path first, an explanation after it (strict: not the last line)",
    ),
    _o(
        "v46o_small_echo",
        "End your reply with PATH: (row, col) (row, col) ...\nPATH: (row, col) (row, col) ...",
        U,
        False,
        "small_echo",
        "the prompt's template echoed, no cells",
    ),
    _o(
        "v46o_small_repeat",
        "PATH: "
        + path_text(LEFT_COL)
        + "\nPATH: "
        + path_text(LEFT_COL)
        + "\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "small_repeat",
        "hard: the same path twice, one answer",
    ),
    _o(
        "v46o_small_cut",
        "The path is\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "small_cut_off",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v46o_small_junk",
        "PATH: " + path_text(RIGHT_COL) + " </s> </s>",
        S,
        False,
        "small_trailing_junk",
        "hard: end-of-sequence tokens after a complete path (strict: junk on the answer line)",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v46c_o_qwenmax_detour_fixed",
        "First draft: "
        + path_text("1,0 1,1 2,1 3,1 4,1 4,2 4,3")
        + "\n\nThat goes through (2, 1), a wall. Corrected path:\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "correction",
        "hard: a draft through a wall, then a corrected path given last",
    ),
    _o(
        "v46c_o_qwenmax_two_paths",
        "Path 1: "
        + path_text(LEFT_COL)
        + "\nPath 2: "
        + path_text(RIGHT_COL)
        + "\n\nBoth are six moves; either one solves the maze.",
        U,
        False,
        "two_options",
        "two paths offered as equally good, none picked",
    ),
    _o(
        "v46c_o_qwen3_zh_detour",
        "先试 (1, 0) (1, 1) (1, 2) (2, 2)……(2, 2) 是墙，不行。改为沿上边走到底再向下：\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: an abandoned try in Chinese, then the corrected path on the last line",
    ),
    _o(
        "v46c_o_llama3_detour_withdrawn",
        "PATH: "
        + path_text(DIAG_33_42)
        + "\n\nHmm, the step from (3, 3) to (4, 2) is diagonal. Let me redo this.",
        U,
        False,
        "withdrawn",
        "the path withdrawn (rightly) with no new path given",
    ),
    _o(
        "v46c_o_gemma3_pick_words",
        "Two routes work:\n1. "
        + path_text(RIGHT_COL)
        + "\n2. "
        + path_text(LEFT_COL)
        + "\n\nI'll go with route 2.",
        S,
        False,
        "rejected_alternative",
        "hard: two routes listed and one picked in words (strict: no PATH line)",
    ),
    _o(
        "v46c_o_r1_check_open",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nWait, is (2, 3) really open? I can't tell from the grid as I copied it.",
        U,
        False,
        "second_thought",
        "a doubt about a cell of the path left open",
    ),
    _o(
        "v46c_o_mistral_cut_answer",
        "Final path:\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the final path",
        finish_reason=L,
    ),
    _o(
        "v46c_o_phi4_cond_open",
        "If diagonal steps are allowed, PATH: "
        + path_text(DIAG_33_42)
        + "; otherwise PATH: "
        + path_text(RIGHT_COL),
        U,
        False,
        "conditional",
        "two paths (one broken, one valid) conditional on a rule the reply leaves unresolved",
    ),
]

# == recognize: the true shape is a square ==================================================
RECOGNIZE = [
    _r(
        "v46r_qwenplus_zh",
        "空格围成一个 4×4 的环，四条边都是直线。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v46r_qwenmax_md",
        "**Observation:** the empty cells trace the border of a 4x4 block.\n\n**SHAPE:** square",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v46r_qwenturbo_zh_name",
        "这些空格构成一个正方形的边框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name for square (strict: not an English name)",
    ),
    _r(
        "v46r_qwen25_rect",
        "The open cells form a closed rectangular loop.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is one of the square's variants and any English name is strict-right",
    ),
    _r(
        "v46r_qwen3_think",
        "<think>\nOpen cells: row 1 cols 0-3, col 0 rows 1-4, row 4 cols 0-3, col 3 rows 1-4. That's a ring. Could it be a C? No, all four sides are there.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v46r_llama3_plain",
        "The empty cells form a square outline.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v46r_llama4_cross",
        "There is a horizontal and a vertical bar of open cells, so a cross.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v46r_mistral_c",
        "The path bends around like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v46r_gemma3_first",
        "SHAPE: square\n\nThe open cells make the four sides of a square.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the labelled shape first, an explanation after it (strict: not the last line)",
    ),
    _r(
        "v46r_phi4_quad",
        "Four straight sides meeting at right angles: a quadrilateral.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: 'quadrilateral' is one of the square's variants and any English name is strict-right",
    ),
    _r(
        "v46r_r1_think_spiral",
        "<think>\nThe corridor goes right, down, left... does it wind inward? It looks like it turns repeatedly.\n</think>\n\nSHAPE: spiral",
        "spiral",
        False,
        "think_block",
    ),
    _r(
        "v46r_v3_fence",
        "Answer:\n\n```\nSHAPE: square\n```",
        "square",
        False,
        "fenced_answer",
        "hard: the shape in a code fence (strict: fenced)",
    ),
    _r(
        "v46r_olmo_triangle",
        "The open cells look like a triangle.\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v46r_falcon_box",
        "It is a box.\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is one of the square's variants (strict: any English name on the SHAPE line)",
    ),
    _r(
        "v46r_gpt4o_plain",
        "The open cells run around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v46r_small_echo",
        "SHAPE: <name>\nSHAPE: <name>\nSHAPE: <name>\nSHAPE:",
        U,
        False,
        "small_echo",
        "the prompt's template echoed, no shape named",
    ),
    _r(
        "v46r_small_half",
        "the shape of the empty cells is\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the label without its colon, the name still plain (strict: not the prompt's label)",
    ),
    _r(
        "v46r_small_repeat",
        "The shape:\nSHAPE: square\nSHAPE: square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the same shape repeated, one answer",
    ),
    _r(
        "v46r_small_cut",
        "The maze has walls and empty cells. The empty cells are at (1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 3), (3,",
        U,
        False,
        "small_cut_off",
        "cut off by max_tokens while listing cells, before any shape",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v46c_r_qwenmax_variant",
        "It is a square — more precisely a hollow square, a square frame one cell wide.\n\nSHAPE: square",
        "square",
        True,
        "shape_and_variant",
        "hard: the shape and its variant in one breath, one shape",
    ),
    _r(
        "v46c_r_qwen3_zh_variant_open",
        "空格的形状像一个正方形，也可能是螺旋形的一部分，我无法确定。\n\nSHAPE: 正方形或螺旋",
        U,
        False,
        "two_options",
        "two shapes (square or spiral) named in Chinese, none picked",
    ),
    _r(
        "v46c_r_llama4_letter_pick",
        "At first glance it looks like the letter C, but the right side is closed as well, so it is not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: a letter weighed and rejected, the square given last",
    ),
    _r(
        "v46c_r_mistral_letter_open",
        "This could be read as a square or as the letter C, depending on whether (2, 3) counts as open.\n\nSHAPE: square or C",
        U,
        False,
        "conditional",
        "a shape and a letter, conditional on a cell the reply leaves unresolved",
    ),
    _r(
        "v46c_r_gemma3_pyramid",
        "Looking at it as a solid, the outline suggests a square pyramid.\n\nSHAPE: square pyramid",
        "triangle",
        False,
        "shape_and_variant",
        "hard: 'a square pyramid' is a pyramid, so triangle (the ruling)",
    ),
    _r(
        "v46c_r_phi4_ask_user",
        "If you mean the empty cells, SHAPE: square; if you mean the walls, SHAPE: cross. Which one are you asking about?",
        U,
        False,
        "question_back",
        "two shapes conditional on what the user meant, left to the user with a question",
    ),
    _r(
        "v46c_r_gpt41_cut_answer",
        "Final answer:\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) =============================
GENERATE = [
    _g(
        "v46g_qwenplus_mid",
        "新迷宫：中间一个 3×3 的环，起点在下边，终点在上边。\n\nMAZE:\n" + RING_MID3_PLOW,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v46g_qwenmax_br4",
        "Here is a new 5x5 maze whose open cells form a 4x4 square ring in the bottom-right.\n\nMAZE:\n"
        + RING_BR4_PCORNER,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v46g_qwenturbo_tl3",
        "MAZE:\n" + RING_TL3_GCORNER,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v46g_qwen25_se",
        "I used S for start and E for end.\n\nMAZE:\n" + S_AND_E,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v46g_qwen3_think",
        "<think>\nA 3x3 ring in the bottom-right corner: rows 2-4, cols 2-4, centre (3,3) a wall. P at (4,3), G at (2,4).\n</think>\n\nMAZE:\n"
        + RING_BR3_SIDE,
        S,
        True,
        "think_block",
    ),
    _g(
        "v46g_llama3_wall",
        "Another square ring, shifted right.\n\nMAZE:\n" + WALL_IN_RING,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v46g_llama4_fence",
        "MAZE:\n```\n" + RING_BR3_SIDE + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze rows in a code fence (strict: fenced)",
    ),
    _g(
        "v46g_mistral_nogoal",
        "MAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v46g_mixtral_after",
        "MAZE:\n" + RING_MID3_PLOW + "\n\nThe ring is 3x3 and sits in the centre of the grid.",
        S,
        False,
        "answer_then_explanation",
        "hard: a sentence after the maze, which the prompt forbids (strict: text after it)",
    ),
    _g(
        "v46g_gemma3_sixcols",
        "MAZE:\n" + SIX_COLS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v46g_phi4_plus",
        "Something different: a plus sign.\n\nMAZE:\n" + PLUS_SIGN,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v46g_r1_think",
        "<think>\nOriginal is a 4x4 ring top-left-ish. Make a 4x4 ring shifted right: rows 1-4, cols 1-4, P on the top side, G in the bottom-right corner.\n</think>\n\nMAZE:\n"
        + RING_BR4_PCORNER,
        S,
        True,
        "think_block",
    ),
    _g(
        "v46g_v3_coord",
        "Walls, empty cells, player and goal of the new maze:\n\nMAZE:\n"
        + coord_list(RING_TL3_GCORNER),
        S,
        True,
        "coord_answer",
        encoding="coord_list",
    ),
    _g(
        "v46g_olmo_coord_nogoal",
        "MAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "coord_answer",
        encoding="coord_list",
    ),
    _g(
        "v46g_falcon_plain",
        "MAZE:\n" + RING_BR3_SIDE,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v46g_gpt4o_plain",
        "A 3x3 ring in the middle of the grid, with the goal directly above the player.\n\nMAZE:\n"
        + RING_MID3_PLOW,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v46g_small_echo",
        "Write the line MAZE: and then the maze.\nMAZE:\nMAZE:",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed with an empty maze",
    ),
    _g(
        "v46g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 0 G 0 1\n1 0 1",
        U,
        False,
        "small_cut_off",
        "cut off by max_tokens inside the maze's rows",
        finish_reason=L,
    ),
    _g(
        "v46g_small_junk",
        "MAZE:\n" + RING_TL3_GCORNER + "\n<|eot_id|>",
        S,
        False,
        "small_trailing_junk",
        "hard: an end-of-turn token after a complete maze (strict: something after it)",
    ),
    _g(
        "v46g_small_repeat_rows",
        "Here is the maze.\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
        "hard: a wall row repeated seven times: a maze with no open cell, no P, no G (fail, not unreadable)",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v46c_g_qwenmax_draft_final",
        "Draft:\n\n"
        + WALL_IN_RING
        + "\n\nThe ring's left side is blocked at (3, 1); fixing it.\n\nFinal:\n\nMAZE:\n"
        + RING_MID3_PLOW,
        S,
        True,
        "correction",
        "hard: a broken draft, then a corrected final maze last",
    ),
    _g(
        "v46c_g_qwenmax_two_finals",
        "Version A:\n\nMAZE:\n"
        + RING_BR3_SIDE
        + "\n\nVersion B:\n\nMAZE:\n"
        + WALL_IN_RING
        + "\n\nEither version works.",
        U,
        False,
        "two_options",
        "two mazes (one valid, one broken) offered as equally good, none picked",
    ),
    _g(
        "v46c_g_qwen3_zh_pick",
        "方案一：\n"
        + S_AND_E
        + "\n\n方案二：\n"
        + RING_BR4_PCORNER
        + "\n\n方案一用了 S/E 标记，不符合要求，所以选方案二。",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes, one rejected in Chinese and the other chosen in words (strict: no MAZE line)",
    ),
    _g(
        "v46c_g_llama4_commentary_rows",
        "MAZE:\nRow 0: 1 1 1 1 1\nRow 1: 1 0 0 P 0\nRow 2: 1 0 1 1 0\nRow 3: 1 0 1 1 0\nRow 4: 1 0 0 0 G",
        S,
        False,
        "commentary_rows",
        "hard: each row prefixed with its name, the maze itself the 4x4 ring (strict: not the bare rows)",
    ),
    _g(
        "v46c_g_mistral_commentary_open",
        "MAZE:\n1 1 1 1 1\n1 1 0 G 0\n1 1 0 1 ?\n1 1 0 P 0\n1 1 1 1 1\n\n(put a 0 or a 1 at the ?, whichever you prefer)",
        U,
        False,
        "conditional",
        "a cell left for the user to fill, ring or not depending on it",
    ),
    _g(
        "v46c_g_gemma3_check_ok",
        "MAZE:\n"
        + RING_TL3_GCORNER
        + "\n\nLet me verify: the open cells form a 3x3 ring, one P, one G. Verified.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: text after the maze)",
    ),
    _g(
        "v46c_g_r1_doubt_open",
        "MAZE:\n"
        + RING_BR3_SIDE
        + "\n\nHmm, but maybe the ring should be the same size as the original's. I'm not sure this counts.",
        U,
        False,
        "second_thought",
        "a doubt about the answer's validity left open",
    ),
    _g(
        "v46c_g_gemma3_cut_final",
        "The draft had two players; here is the final version.\n\nMAZE:\n1 1 1 1 1\n1 0 0 P 0\n1 0 1 1 0\n1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the final maze's rows",
        finish_reason=L,
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ======================
PUZZLE = [
    _p(
        "v46p_qwenplus_plain",
        "右上角的方块开口朝上，顺时针转一次后朝右，与路径相连。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v46p_qwenmax_md",
        "### Board check\n- (0, 0): connected\n- (0, 1): connected\n- (1, 0): **facing away**\n- (1, 1): connected\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v46p_qwenturbo_zh_dir",
        "旋转右下角：\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (逆时针, counterclockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v46p_qwen25_fullwidth",
        "ROTATE：（0，0）clockwise",
        (0, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _p(
        "v46p_qwen3_think",
        "<think>\nSquare (0,1) faces up; turning it clockwise makes it face right, toward nothing. Counterclockwise makes it face left, toward (0,0). So counterclockwise.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v46p_llama3_plain",
        "Rotating the bottom-right piece clockwise lines it up with the piece above it.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v46p_llama4_bold",
        "**ROTATE: (0, 0) counterclockwise**",
        (0, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v46p_mistral_first",
        "ROTATE: (1, 0) clockwise\n\nThis turns the bottom-left corner piece so it opens upward.",
        (2, CW),
        False,
        "answer_then_explanation",
        "hard: the move first, an explanation after it (strict: not the last line)",
    ),
    _p(
        "v46p_mixtral_spacing",
        "ROTATE: (0,1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _p(
        "v46p_gemma3_plain",
        "The top-left tile should turn once clockwise.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v46p_gemma2_cw_abbr",
        "Bottom-right.\nROTATE: (1, 1) CW",
        (3, CW),
        False,
        "abbreviation",
        "hard: 'CW' for clockwise (strict: not the prompt's word)",
    ),
    _p(
        "v46p_phi4_verify",
        "ROTATE: (1, 0) counterclockwise\n\nDouble-checking: after the turn, (1, 0) opens to the right toward (1, 1), which opens left. They connect. Confirmed.",
        (2, CCW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v46p_r1_think",
        "<think>\nOnly (1,1) is misaligned. Clockwise would point it down, off the board. Counterclockwise points it up to (0,1). Counterclockwise it is.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v46p_v3_fence",
        "```\nROTATE: (0, 1) counterclockwise\n```",
        (1, CCW),
        False,
        "fenced_answer",
        "hard: the move in a code fence (strict: fenced)",
    ),
    _p(
        "v46p_olmo_plain",
        "I will rotate the piece at row 1, column 1.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v46p_falcon_anti",
        "Turn the first piece.\nROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "abbreviation",
        "hard: 'anticlockwise' is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v46p_gpt4o_plain",
        "The bottom-left piece is the one pointing away from its neighbours.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v46p_sonnet_correction",
        "ROTATE: (0, 1) clockwise\n\nCorrection: clockwise turns it away from (0, 0); it has to go the other way.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "correction",
    ),
    _p(
        "v46p_small_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise\nROTATE: (row, col) clockwise",
        U,
        False,
        "small_echo",
        "the prompt's template echoed, no square named",
    ),
    _p(
        "v46p_small_repeat",
        "Answer:\nROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
        "hard: the same move repeated, one answer",
    ),
    _p(
        "v46p_small_half",
        "ROTATE (0, 1) clock",
        U,
        False,
        "small_half_label",
        "the label without its colon and the direction cut to 'clock': no direction a grader can be sure of",
    ),
    _p(
        "v46p_small_cut",
        "The board has four pieces. The piece at (0, 0) is a corner. The piece at (0, 1) is",
        U,
        False,
        "small_cut_off",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v46p_small_junk",
        "ROTATE: (1, 1) counterclockwise<end_of_turn>\n<end_of_turn>",
        (3, CCW),
        False,
        "small_trailing_junk",
        "hard: end-of-turn tokens after a complete move (strict: junk on and after the answer line)",
    ),
    _p(
        "v46p_small_digits",
        "ROTATE: 1 1 clockwise",
        (3, CW),
        False,
        "small_wrong_encoding",
        "hard: the square as two bare numbers, row then column, read as (1, 1) (strict: not the prompt's form)",
    ),
    _p(
        "v46p_qwenplus_question",
        "ROTATE: (0, 0) clockwise\n\n要我继续给出后面几步吗？",
        (0, CW),
        False,
        "question_back",
        "hard: an offer after a committed move (strict: not the last line)",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v46c_p_qwenmax_position_words",
        "The top-right piece is the one to turn, a quarter turn clockwise.\n\nFinal answer: rotate the top-right square clockwise.",
        (1, CW),
        False,
        "position_words",
        "hard: the square named by position ('top-right' is (0, 1), square 1) (strict: no ROTATE line)",
    ),
    _p(
        "v46c_p_qwen3_zh_corner_deg",
        "右上角的方块需要旋转。把它顺时针旋转90度即可连通。\n\n答案：右上角，顺时针90度",
        (1, CW),
        False,
        "position_words",
        "hard: '右上角' (top-right) and '顺时针90度' (clockwise 90 degrees) (strict: no ROTATE line)",
    ),
    _p(
        "v46c_p_qwen3_zh_corner_open",
        "右上角或者左下角的方块都可以旋转，顺时针90度都能连通。",
        U,
        False,
        "two_options",
        "two squares (top-right or bottom-left) offered as equally good, none picked",
    ),
    _p(
        "v46c_p_llama4_ordinal_right",
        "Rotate the second square 90 degrees to the right.",
        (1, CW),
        False,
        "ordinal",
        "hard: 'the second square' is square 1 row by row, '90 degrees to the right' is clockwise (strict: no ROTATE line)",
    ),
    _p(
        "v46c_p_mistral_rotate_left",
        "Option 1: rotate (0, 0) right.\nOption 2: rotate (1, 1) left.\n\nOption 1 leaves (0, 0) facing the edge, so I'll take Option 2: rotate (1, 1) left.",
        (3, CCW),
        False,
        "rejected_alternative",
        "hard: two rotations weighed and one picked in words; 'rotate left' is counterclockwise (strict: no ROTATE line)",
    ),
    _p(
        "v46c_p_gemma3_several_open",
        "Rotating (0, 1) clockwise would connect it to (1, 1). Rotating (1, 0) counterclockwise would connect it to (0, 0). Rotating (1, 1) clockwise might also work.",
        U,
        False,
        "two_options",
        "several rotations described, none committed",
    ),
    _p(
        "v46c_p_phi4_withdrawn",
        "ROTATE: (1, 0) clockwise\n\nOn second thought, that breaks the link to (0, 0). Let me reconsider.",
        U,
        False,
        "withdrawn",
        "the move withdrawn with no new move named",
    ),
    _p(
        "v46c_p_r1_check_prefers",
        "<think>\n(0,0) clockwise? or (0,0) counterclockwise?\n</think>\n\nROTATE: (0, 0) clockwise\n\nChecking again, counterclockwise seems to line up better with (1, 0).",
        U,
        False,
        "second_thought",
        "a check after the move that prefers the other direction without committing to it",
    ),
    _p(
        "v46c_p_v3_cut_answer",
        "Final answer:\n\nROTATE: (1, 0) clockw",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v46",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v46.py: counts, no reader
    print_counts(all_cases(), problems())

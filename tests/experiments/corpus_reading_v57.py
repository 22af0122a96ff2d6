"""A fifty-seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording, by the lead's rulings and strict policy given in the round's brief
(the last committed answer is read; a summary naming another answer makes the reply conflicting;
a full stop right after the answer stays in format; ``square N`` is in format in the puzzle,
whose intro allows it; ``left``/``right`` on the ``ROTATE:`` line is a format miss) and the
specification's shape variants and path check (the last G walked back to P; cells after it are
not scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v54``-``_v56`` and their test files were read for the data format and the
rulings as applied.

This round's emphasis is the everyday transcript, western families first: each reply is written
the way that family usually answers the five prompts in a study run, not a hunt for hard cases.
About 15% are Qwen's (some in Chinese); then GPT-4o, GPT-4.1 and GPT-5, o3 and o4-mini (terse),
Claude Sonnet and Opus (a short reasoning paragraph, the label, often a check after it), Gemini
2.5 (markdown headings, bold answers, bullet reasoning), Llama 3.x and 4, Mistral and Mixtral,
DeepSeek-V3 and R1 (``<think>``), Phi-4, Gemma 3 and the small models (prompt echoes, repeats,
half-formed labels, cut-offs). The chosen quarter (the ``*_CHOSEN`` lists; reasons in
:data:`WHY`, hard calls start ``hard:``) pairs clear and unclear look-alikes from what such
transcripts hold most often: reasoning then a committed answer or none; a check or summary after
the answer that agrees or names another; a hedge or condition, settled or open; a correction or a
withdrawal; an invitation to ask more; a cut-off and its finished twin.

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
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
BOTTOM_BACK = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3"
"""Valid: the left column with one step back up it, the bottom row with one step back west,
then on to G."""
COLUMN_BACK = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: the top route with two steps back up column 3, ending on G."""
TOP_PAST_WEST = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,2"
"""Valid up to G: the top route with one step back on row 1, then two steps west past G and one
back east (not scored)."""
LEFT_PAST_ONE = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3 4,2 4,1 4,0"
"""Valid up to G: the left column, the bottom row with one step back west, then three steps
west past G (not scored)."""
THROUGH_21 = "1,0 1,1 1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: a step right and back, then from (1,1) straight down through the walls (2,1) and
(3,1)."""
SKIP_23 = "1,0 1,1 1,2 1,3 1,2 1,3 3,3 4,3"
"""Broken: the top row with one step back, then (1,3) to (3,3) jumps over (2,3)."""
SHORT_OF_G = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2"
"""Broken: a step right and back, the left-and-bottom route with one step back, stopping one
cell short of G."""
DIAG_33_42 = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,2 4,3"
"""Broken: a step right and back, the top route, then a diagonal step (3,3) to (4,2) in a
4-directional maze."""

# == generated mazes (5x5) =================================================================
RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 P
1 0 1 1 0
1 0 G 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P on its right side at (2,4), G on its bottom side at
(4,2)."""

RING_ML3 = """\
1 1 1 1 1
0 P 0 1 1
0 1 0 1 1
0 G 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left, rows 1-3, P top-middle (1,1), G bottom-middle (3,1)."""

RING_C3 = """\
1 1 1 1 1
1 0 0 0 1
1 P 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Valid: the centred 3x3 ring, P left-middle (2,1), G bottom-right (3,3)."""

RING_5_CORNERS = """\
0 0 0 0 G
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
P 0 0 0 0"""
"""Valid: the 5x5 outer ring, P bottom-left (4,0), G top-right (0,4)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 0 G 1 1
P 1 0 1 1
0 0 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, G at (2,2), P at (3,0)."""

FILLED_C3 = """\
1 1 1 1 1
1 G 0 0 1
1 0 P 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: the centred 3x3 block with its centre open (P on it): a filled square, not a
ring."""

NO_PLAYER_BR = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 G 0"""
"""Broken: the bottom-right 4x4 ring with a goal and no player."""

SIX_WIDE = """\
1 1 1 1 1
0 0 G 1 1 1
0 1 0 1 1
P 0 0 1 1
1 1 1 1 1"""
"""Broken: the left 3x3 ring whose second row has six cells, not the asked 5x5."""

OPEN_CORNER = """\
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 0 P 1 1
1 1 1 1 1"""
"""Broken: the centred ring with (3,3) walled: the open cells are a C, not a ring."""

TWO_PLAYERS = """\
P 0 0 0 G
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
P 0 0 0 0"""
"""Broken: the outer ring with two players."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v57s_gpt4o_plain_down",
        "The player is at (1, 0). The cell below, (2, 0), is empty, and the left column leads down to the bottom row, which reaches the goal.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v57s_gpt4o_bold_right",
        "I'll head along the top corridor toward column 3.\n\n**MOVE: (1, 1)**",
        (1, 1),
        None,
        "bold_answer",
        "hard: the MOVE line in bold; a person reads (1, 1) (strict: markup around the label)",
    ),
    _s(
        "v57s_gpt41_short_right",
        "Moving right along row 1, toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v57s_gpt41_period",
        "Down is open, so I go down.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _s(
        "v57s_gpt5_terse",
        "Right is open; the top row runs to (1, 3).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s("v57s_o3_bare_line", "(2,0) open.\nMOVE: (2, 0)", (2, 0), (2, 0), "short_reply"),
    _s(
        "v57s_o4mini_one_line",
        "Down; left column is clear.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reply",
    ),
    _s(
        "v57s_sonnet_check_after",
        "From (1, 0) I can go right to (1, 1) or down to (2, 0). Both corridors reach the goal in six moves, so I'll take the top corridor.\n\nMOVE: (1, 1)\n\nChecking: (1, 1) is a 0 in row 1, so the move is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that agrees with it (strict: the MOVE line is not last)",
    ),
    _s(
        "v57s_sonnet_plain",
        "Looking at the maze, the player at (1, 0) has open cells to the right and below. Going down the left side and along the bottom is a clean route to G at (4, 3).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v57s_opus_invalid_retry",
        "You're right, (0, 0) is a wall — row 0 is all 1s. I'm still at (1, 0), so I'll go right instead.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v57s_gemini_headings",
        "### Analysis\n- **Current position:** (1, 0)\n- **Up (0, 0):** wall\n- **Down (2, 0):** open\n- **Right (1, 1):** open\n\n### Decision\nThe left column leads straight to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_reasoning",
    ),
    _s(
        "v57s_gemini_bold_final",
        "### Next Move\n- Right leads along row 1 to column 3, which runs down to G.\n\n**Final answer:** MOVE: (1, 1)",
        (1, 1),
        None,
        "final_answer_heading",
        "hard: a bold 'Final answer:' before the MOVE line; the move is (1, 1) (strict: words before the label)",
    ),
    _s(
        "v57s_llama33_plain",
        "To reach the goal, I will move down from the current position.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v57s_llama4_prose_right",
        "Let's move one step to the right, onto (1, 1).",
        (1, 1),
        None,
        "direction_prose",
        "hard: a move said in prose with one direction and its cell (strict: no MOVE line)",
    ),
    _s(
        "v57s_llama31_up",
        "I will move up to get closer to the top.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v57s_mistral_plain",
        "The path down the left column is clear.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v57s_mixtral_explain_after",
        "MOVE: (1, 1)\n\nThis moves the player one cell to the right, along the top corridor.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v57s_deepseek_think",
        "<think>\nP is at (1,0). Row 0 is wall. (2,0) is 0, (1,1) is 0. Bottom route: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Six moves. Go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v57s_deepseek_v3_plain",
        "Current cell (1, 0). Right (1, 1) is free and continues the top row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v57s_phi_spacing",
        "Moving down the left column.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _s(
        "v57s_gemma_plain",
        "Okay! The player can move down to (2, 0), which is an empty cell.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v57s_gemma_dir_word",
        "I'll go right.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: the direction word right means the neighbour (1, 1) (strict: not a cell)",
    ),
    _s(
        "v57s_qwenplus_zh",
        "玩家在 (1, 0)，下方 (2, 0) 是空格，沿左列向下可以到达底行。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v57s_qwenmax_right",
        "The top corridor is open from (1, 1) to (1, 3).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v57s_qwen3_think",
        "<think>\n上面是墙，右边 (1,1) 可以走，下面 (2,0) 也可以。走右边。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v57s_qwen25_fullwidth",
        "往下走一格，沿左列前进。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma; a person reads (2, 0) (strict: format miss)",
    ),
    _s("v57s_qwenturbo_zh_short", "向右走。\n\nMOVE: (1, 1)", (1, 1), (1, 1), "short_reply"),
    _s(
        "v57s_qwenplus_invalid_zh",
        "抱歉，(0, 0) 是墙。我仍在 (1, 0)，这次向右。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v57s_qwen25_plain",
        "The player P is at (1, 0). Moving down to (2, 0) keeps to the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v57s_small_echo",
        "End your reply with a line of the form MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v57s_small_repeat_same",
        "the player moves down\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same move three times; one answer",
    ),
    _s(
        "v57s_small_half_label",
        "player go right\nMOVE (1, 1)",
        (1, 1),
        None,
        "small_half_label",
        "hard: the label without its colon; the one cell is the move (strict: format miss)",
    ),
    _s(
        "v57s_small_no_answer",
        "The maze has walls and empty cells. The player is P and the goal is G.",
        U,
        None,
        "small_no_answer",
        "the maze described back, no move given",
    ),
    _s(
        "v57s_small_cut",
        "I think the player should move to\nMOVE: (2,",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v57s_small_repeat_diff",
        "the player moves\nMOVE: (1, 1)\nMOVE: (2, 0)",
        U,
        None,
        "small_repeat_diff",
        "two different MOVE lines, one after the other, with no pick",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v57c_s_sonnet_check_agrees",
        "Down to (2, 0) starts the route along the left wall.\n\nMOVE: (2, 0)\n\nQuick check: (2, 0) is 0 in row 2, and it is adjacent to (1, 0). Good.",
        (2, 0),
        None,
        "verification_after",
        "hard: the check after the move agrees with it (strict: MOVE not last)",
    ),
    _s(
        "v57c_s_sonnet_check_doubt",
        "Down to (2, 0) starts the route along the left wall.\n\nMOVE: (2, 0)\n\nHmm, actually the top corridor may be shorter; I'm not sure down is the better move.",
        U,
        None,
        "second_thought",
        "a doubt after the move about whether it is the right one, never settled",
    ),
    _s(
        "v57c_s_gpt4o_summary_agrees",
        "MOVE: (1, 1)\n\nSummary: I moved right, to (1, 1).",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: MOVE not last)",
    ),
    _s(
        "v57c_s_gpt4o_summary_other",
        "MOVE: (1, 1)\n\nSummary: I moved down, to (2, 0).",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell; the two conflict",
    ),
    _s(
        "v57c_s_llama33_correction",
        "MOVE: (0, 0)\n\nWait — (0, 0) is a wall. I'll go down instead: MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: the correction names its new move on the last line; that one stands",
    ),
    _s(
        "v57c_s_llama33_withdrawn",
        "MOVE: (0, 0)\n\nWait — (0, 0) is a wall, so that move doesn't work.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v57c_s_geminipro_conditional_settled",
        "If (1, 1) is open I'll go right, and it is: row 1 reads P 0 0 0.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is settled in the reply itself before the move",
    ),
    _s(
        "v57c_s_geminipro_conditional_open",
        "If the corridor to the right doesn't lead anywhere, go down instead; otherwise MOVE: (1, 1)",
        U,
        None,
        "conditional",
        "the move hangs on a condition the reply leaves open, with another move offered if it fails",
    ),
    _s(
        "v57c_s_mistral_rejected",
        "I considered going up, but (0, 0) is a wall. So down it is.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the rejected move is named only to be ruled out",
    ),
    _s(
        "v57c_s_mistral_two_options",
        "Either (2, 0) or (1, 1) would work from here.\n\nMOVE: (2, 0) or (1, 1)",
        U,
        None,
        "two_options",
        "two moves on the MOVE line joined by 'or', with no pick",
    ),
]

# == one-shot: the whole path on ORIGINAL ===================================================
ONE_SHOT = [
    _o(
        "v57o_gpt4o_left",
        "Going down the left column to the bottom row, then right to the goal.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v57o_gpt41_right",
        "The top row is open to column 3, and column 3 leads down to G.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v57o_gpt5_back",
        "Down the left side and along the bottom, with a step back on each.\n\nPATH: "
        + path_text(BOTTOM_BACK),
        S,
        True,
        "asked_format",
        "hard: a step back up the left column and one back west; every step legal, ends on G",
    ),
    _o("v57o_o3_terse", "PATH: " + path_text(SKIP_23), F, False, "asked_format"),
    _o(
        "v57o_o4mini_arrows",
        "Top row, then column 3.\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: the cells joined by arrows; the path is plain (strict: not spaces)",
    ),
    _o(
        "v57o_sonnet_check",
        "The open cells form a ring, so either side works. I'll take the top and right sides.\n\nPATH: "
        + path_text(COLUMN_BACK)
        + "\n\nEach step moves one cell, and the path ends on G at (4, 3).",
        S,
        False,
        "verification_after",
        "hard: two steps back up column 3, every step legal; the check after agrees (strict: PATH not last)",
    ),
    _o(
        "v57o_opus_plain",
        "P starts at (1, 0). The left column is open down to row 4, and row 4 is open to G.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v57o_gemini_md",
        "### Route\n- Down the left column\n- Right along the bottom row\n\n**PATH:** "
        + path_text(SHORT_OF_G),
        F,
        False,
        "bold_answer",
    ),
    _o(
        "v57o_gemini_steps",
        "### Plan\n1. Right along row 1 to (1, 3)\n2. Down column 3 to G\n\nPATH: "
        + path_text(TOP_PAST_WEST),
        S,
        True,
        "markdown_reasoning",
        "hard: a step back on row 1, the top route to G, then three cells past it along the bottom row (not scored)",
    ),
    _o(
        "v57o_llama33_through",
        "Right one step and back, then right again and straight down to the bottom row.\n\nPATH: "
        + path_text(THROUGH_21),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v57o_llama4_left",
        "Here's the path from P to G:\n\nPATH: " + path_text(LEFT_COL) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v57o_llama31_short",
        "I will go down and then to the right to reach the goal.\n\nPATH: " + path_text(SHORT_OF_G),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v57o_mistral_diag",
        "A step right and back, then along the top row and down column 3, cutting the last corner.\n\nPATH: "
        + path_text(DIAG_33_42),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v57o_mixtral_explain_after",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThis goes right three times and then down three times.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v57o_deepseek_think",
        "<think>\nLeft column down to (4,0), then east; I stepped back to (4,1) once, then (4,2),(4,3) G, and wrote three more cells west. G is reached.\n</think>\n\nPATH: "
        + path_text(LEFT_PAST_ONE),
        S,
        True,
        "think_block",
        "hard: a step back west on the bottom row, then three cells west past G (not scored)",
    ),
    _o(
        "v57o_phi_commas",
        "Down the left column to row 4, then right to G.\n\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas (strict: not the prompt's spaces)",
    ),
    _o(
        "v57o_gemma_plain",
        "Okay, here is a path from P to G:\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v57o_qwenplus_zh",
        "沿第一行向右走到第 3 列，再向下到 G。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v57o_qwen3_think",
        "<think>\n左列向下，底行向右。\n</think>\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v57o_qwenmax_back",
        "Right along row 1 and down column 3, going back up twice on the way.\n\nPATH: "
        + path_text(COLUMN_BACK),
        S,
        True,
        "asked_format",
        "hard: two steps back up column 3; every step legal, ends on G",
    ),
    _o(
        "v57o_qwen25_skip",
        "先向右到 (1, 3)（中间退了一步），再向下到 G。\n\nPATH: " + path_text(SKIP_23),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v57o_small_echo",
        "PATH: (row, col) (row, col) ...\nthe path is\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the format line echoed, then the real path last",
    ),
    _o(
        "v57o_small_cut",
        "The path is\nPATH: (1, 0) (2, 0) (3, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v57o_small_no_answer",
        "Find a path from the player P to the goal G.\nPATH: (row, col) (row, col) ...",
        U,
        False,
        "small_no_answer",
        "only the prompt's template echoed; no cells of this maze",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v57c_o_opus_question_clear",
        "PATH: " + path_text(LEFT_COL) + "\n\nWould you like me to show the other route as well?",
        S,
        False,
        "question_back",
        "hard: an offer after a committed path; the answer stands (strict: PATH not last)",
    ),
    _o(
        "v57c_o_opus_question_open",
        "There are two equal routes, one along the top and one along the bottom. Which one would you like me to write out?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v57c_o_gpt41_summary_agrees",
        "PATH: " + path_text(RIGHT_COL) + "\n\nIn short: right along row 1, then down column 3.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path agrees with it (strict: PATH not last)",
    ),
    _o(
        "v57c_o_gpt41_summary_other",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nIn short: down the left column, then right along row 4.",
        U,
        False,
        "repeat_conflict",
        "the summary describes the other route; the path and the summary conflict",
    ),
    _o(
        "v57c_o_mistral_finished",
        "Down the left side and along the bottom.\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of the cut-off reply below",
    ),
    _o(
        "v57c_o_mistral_cut",
        "Down the left side and along the bottom.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
    _o(
        "v57c_o_deepseek_withdrawn",
        "PATH: " + path_text(THROUGH_21) + "\n\nNo wait, (2, 1) is a wall, so that path is wrong.",
        U,
        False,
        "withdrawn",
        "the path is withdrawn and no new one is given",
    ),
]

# == recognize: the shape of ORIGINAL's empty cells (a square ring) ========================
RECOGNIZE = [
    _r(
        "v57r_gpt4o_plain",
        "The empty cells run along row 1, row 4, column 0 and column 3, enclosing a 2x2 block of walls. Together they form the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v57r_gpt41_bold",
        "The open cells trace a closed loop with four equal sides.\n\n**SHAPE: square**",
        "square",
        False,
        "bold_answer",
        "hard: the SHAPE line in bold; a person reads square (strict: markup)",
    ),
    _r("v57r_gpt5_terse", "Closed 4x4 loop.\n\nSHAPE: square", "square", True, "short_reply"),
    _r(
        "v57r_o3_ring",
        "Border of a 4x4 block.\nSHAPE: square ring",
        "square",
        False,
        "variant_name",
        "hard: 'square ring' names the square (strict: words after the value)",
    ),
    _r(
        "v57r_o4mini_period",
        "SHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v57r_sonnet_check",
        "Going through the empty cells: row 1 from column 0 to 3, column 3 down to row 4, row 4 back to column 0, and column 0 up to row 1. That closes a loop with equal sides.\n\nSHAPE: square\n\nThe P and G cells both sit on this loop, so counting them doesn't change the shape.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that agrees (strict: SHAPE not last)",
    ),
    _r(
        "v57r_opus_plain",
        "The empty cells outline a square: four sides of four cells each, with walls inside.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v57r_gemini_md",
        "### Shape Analysis\n- **Top side:** row 1\n- **Bottom side:** row 4\n- **Left and right sides:** columns 0 and 3\n\nThe empty cells form a **square**.\n\nSHAPE: square",
        "square",
        True,
        "markdown_reasoning",
    ),
    _r(
        "v57r_llama33_plain",
        "After examining the maze, the empty cells form a square shape around the inner walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v57r_llama4_c",
        "The path goes around three sides and looks like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v57r_mistral_lower",
        "The cells make a closed square loop.\n\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case; the name is square (strict: not the asked label)",
    ),
    _r(
        "v57r_mixtral_explain_after",
        "SHAPE: square\n\nThe open cells form the perimeter of a 4x4 area.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v57r_deepseek_think",
        "<think>\nEmpty: (1,0)-(1,3), (2,0),(3,0), (2,3),(3,3), (4,0)-(4,3). That's a 4x4 perimeter. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v57r_phi_spiral",
        "The path turns inward at each corner, like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v57r_gemma_plain",
        "Okay, the empty cells make a square outline!\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v57r_qwenplus_zh_name",
        "空格围成一个闭合的方框，四条边一样长。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v57r_qwen3_think",
        "<think>\n第 1 行、第 4 行、第 0 列、第 3 列都是空的，围成一圈。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v57r_qwen25_triangle",
        "The cells form three sides going down and right.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v57r_qwenmax_plain",
        "All the empty cells together make a closed square frame around the walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v57r_qwenturbo_zh_spiral",
        "空格一圈一圈往里绕，像螺旋。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese; read, and wrong (strict: not an English name)",
    ),
    _r(
        "v57r_small_echo",
        "SHAPE: <name>\nthe shape is a square\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the template echoed first, the named shape last",
    ),
    _r(
        "v57r_small_repeat_diff",
        "the shape is\nSHAPE: cross\nSHAPE: square\nSHAPE: cross\nSHAPE: square",
        U,
        False,
        "small_repeat_diff",
        "two shapes repeated in turn, no pick",
    ),
    _r(
        "v57r_small_cut",
        "The empty cells together form a\nSHAPE: squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v57c_r_sonnet_doubt_settled",
        "It could be read as a C at first, but the bottom row closes the loop, so it is not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: the doubt comes before the answer and is settled there",
    ),
    _r(
        "v57c_r_sonnet_doubt_open",
        "SHAPE: square\n\nThough if the corner cells don't count, it might be a C instead; I can't tell.",
        U,
        False,
        "second_thought",
        "a doubt after the name between two shapes, never settled",
    ),
    _r(
        "v57c_r_gpt4o_pick",
        "It's either a square or a ring, and a ring of equal sides is a square, so I'll go with square.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: two names weighed and one picked explicitly",
    ),
    _r(
        "v57c_r_gpt4o_or",
        "The cells go around the walls.\n\nSHAPE: square or spiral",
        U,
        False,
        "two_options",
        "two shapes on the SHAPE line joined by 'or', with no pick",
    ),
    _r(
        "v57c_r_geminipro_finished",
        "### Result\nThe empty cells trace a closed loop.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of the cut-off reply below",
    ),
    _r(
        "v57c_r_geminipro_cut",
        "### Result\nThe empty cells trace a closed loop.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v57c_r_llama4_summary_other",
        "SHAPE: square\n\nTo summarise, the empty cells form a cross.",
        U,
        False,
        "repeat_conflict",
        "the summary after the answer names another shape; the two conflict",
    ),
]

# == generate: a new 5x5 maze whose empty cells form the same shape (a square ring) ========
GENERATE = [
    _g("v57g_gpt4o_br4", "MAZE:\n" + RING_BR4, S, True, "asked_format"),
    _g(
        "v57g_gpt41_ml3",
        "A smaller square ring on the left side:\n\nMAZE:\n" + RING_ML3,
        S,
        True,
        "asked_format",
        "hard: a 3x3 ring is a square ring of another size that fits, so a square",
    ),
    _g("v57g_gpt5_c3", "MAZE:\n" + RING_C3, S, True, "asked_format"),
    _g("v57g_o3_filled", "MAZE:\n" + FILLED_C3, F, False, "asked_format"),
    _g(
        "v57g_o4mini_coord",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v57g_sonnet_check",
        "I'll move the ring to the bottom-right corner so it isn't a copy.\n\nMAZE:\n"
        + RING_BR4
        + "\n\nThe open cells form a 4x4 square loop, and G is reachable from P around the loop.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that agrees (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v57g_opus_outer",
        "Using the full 5x5 border as the square:\n\nMAZE:\n" + RING_5_CORNERS,
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v57g_gemini_fence",
        "### New Maze\n- Shape: **square ring** (3x3), bottom-left\n\nMAZE:\n```\n"
        + RING_BL3
        + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v57g_llama33_no_p",
        "Here is a new maze with the same shape:\n\nMAZE:\n" + NO_PLAYER_BR,
        F,
        False,
        "asked_format",
    ),
    _g("v57g_llama4_six", "MAZE:\n" + SIX_WIDE, F, False, "asked_format"),
    _g(
        "v57g_mistral_open_corner",
        "A 3x3 square in the middle:\n\nMAZE:\n" + OPEN_CORNER,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v57g_mixtral_coord_bad",
        "MAZE:\n" + coord_list(FILLED_C3),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v57g_deepseek_think",
        "<think>\nMove the ring: use the centre 3x3, P on its left side, G in the bottom-right corner.\n</think>\n\nMAZE:\n"
        + RING_C3,
        S,
        True,
        "think_block",
    ),
    _g("v57g_phi_two_p", "MAZE:\n" + TWO_PLAYERS, F, False, "asked_format"),
    _g(
        "v57g_gemma_original",
        "Sure! Here is a new maze whose empty cells form the same square:\n\nMAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        F,
        False,
        "asked_format",
    ),
    _g(
        "v57g_qwenplus_zh",
        "把方形环移到右下角。\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v57g_qwen3_coord",
        "<think>\n中间 3x3 的环。\n</think>\n\nMAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v57g_qwenmax_outer",
        "用最外一圈作为方形环。\n\nMAZE:\n" + RING_5_CORNERS,
        S,
        True,
        "chinese_reasoning",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v57g_qwen25_coord_bad",
        "MAZE:\n" + coord_list(OPEN_CORNER),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v57g_small_echo",
        "MAZE: and then the maze\nMAZE:\n" + RING_ML3,
        S,
        True,
        "small_echo",
        "hard: the prompt's words echoed first; the maze after the last MAZE: line is a ring",
    ),
    _g(
        "v57g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 P 0 0 0\n1 0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v57g_small_no_maze",
        "Here is the new maze with the same shape.",
        U,
        False,
        "small_no_answer",
        "says a maze follows and gives none",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v57c_g_sonnet_pick",
        "Option 1 puts the ring in the centre; option 2 fills the centre, which breaks the shape. I'll go with option 1.\n\nMAZE:\n"
        + RING_C3,
        S,
        True,
        "rejected_alternative",
        "hard: the rejected option is only described, and the one maze given is the chosen ring",
    ),
    _g(
        "v57c_g_sonnet_two_mazes",
        "Option 1:\n" + RING_C3 + "\n\nOption 2:\n" + RING_BL3 + "\n\nEither works.",
        U,
        False,
        "two_options",
        "two mazes offered and neither chosen",
    ),
    _g(
        "v57c_g_gpt4o_correction",
        "MAZE:\n"
        + FILLED_C3
        + "\n\nOops, the centre should be a wall. Corrected:\n\nMAZE:\n"
        + RING_C3,
        S,
        True,
        "correction",
        "hard: the correction names its new maze last; the last MAZE stands",
    ),
    _g(
        "v57c_g_gpt4o_withdrawn",
        "MAZE:\n" + FILLED_C3 + "\n\nOops, the centre should be a wall, so this one is not right.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v57c_g_mistral_cut",
        "MAZE:\n1 1 1 1 1\n0 0 G 1 1\n0 1 0 1 1\nP 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v57c_g_llama33_conditional_open",
        "If the ring may be smaller than the original, use this:\n\nMAZE:\n" + RING_ML3,
        U,
        False,
        "conditional",
        "the maze is offered under a condition (a smaller ring allowed) the reply leaves open",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ======================
PUZZLE = [
    _p(
        "v57p_gpt4o_plain",
        "The top-left piece's opening points left, off the board. A counterclockwise turn points it down, toward (1, 0).\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v57p_gpt41_plain",
        "The bottom-right pipe needs to connect up to (0, 1).\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v57p_gpt5_terse",
        "(0, 1) faces off the top edge.\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "short_reply",
    ),
    _p(
        "v57p_o3_square_n",
        "Square 2 points off the bottom edge.\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square N' is in format, the prompt allows it",
    ),
    _p(
        "v57p_o4mini_period",
        "ROTATE: (1, 0) counterclockwise.",
        (2, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v57p_sonnet_check",
        "The top-right piece's opening points off the right edge; a clockwise turn brings it to the bottom, toward (1, 1).\n\nROTATE: (0, 1) clockwise\n\nAfter this turn, (0, 1) and (1, 1) should connect.",
        (1, CW),
        False,
        "verification_after",
        "hard: a check after the move that agrees (strict: ROTATE not last)",
    ),
    _p(
        "v57p_opus_plain",
        "Only (1, 0) is out of place now: its opening points left, off the board. One counterclockwise turn points it down... that is still off the board, so clockwise, which points it up toward (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
        "hard: the reasoning weighs both turns and settles on one before the ROTATE line",
    ),
    _p(
        "v57p_gemini_md",
        "### Board Analysis\n- **(0, 0):** connected\n- **(0, 1):** points off the top edge\n\n### Move\nTurn **(0, 1)** clockwise.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "markdown_reasoning",
    ),
    _p(
        "v57p_llama33_plain",
        "To connect the pipes, I will rotate the bottom-left square.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v57p_llama4_left",
        "Turn the top-left piece to the left.\n\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "direction_word",
        "hard: a turn to the left is counterclockwise (strict: left is a format miss on the ROTATE line)",
    ),
    _p(
        "v57p_mistral_plain",
        "The bottom-right square is the one blocking the loop.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v57p_mixtral_explain_after",
        "ROTATE: (0, 0) clockwise\n\nThis turns the top opening to the right, toward (0, 1).",
        (0, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v57p_deepseek_think",
        "<think>\n(1,1) opens right, off the board. Clockwise: right -> bottom, still off. Counterclockwise: right -> top, toward (0,1). Counterclockwise.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v57p_phi_hyphen",
        "Turn the bottom-left square.\n\nROTATE: (1, 0) counter-clockwise",
        (2, CCW),
        False,
        "vocabulary",
        "hard: counter-clockwise with a hyphen is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v57p_gemma_plain",
        "Okay! Let's turn the top-right square.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v57p_qwenplus_zh",
        "右下角的管道朝外，顺时针转一次。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v57p_qwen3_think",
        "<think>\n左上角朝左，逆时针转一下朝下，连到 (1,0)。\n</think>\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "think_block",
    ),
    _p(
        "v57p_qwenmax_square_n",
        "Square 3 still points off the board.\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
        "hard: 'square N' is in format, the prompt allows it",
    ),
    _p(
        "v57p_qwen25_fullwidth",
        "左下角顺时针转。\nROTATE：（1，0）clockwise",
        (2, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma; a person reads (1, 0) (strict: format miss)",
    ),
    _p(
        "v57p_small_echo",
        "ROTATE: (row, col) clockwise\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_echo",
        "hard: the template echoed first; the real move is last",
    ),
    _p(
        "v57p_small_repeat_diff",
        "ROTATE: (0, 0) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (0, 0) clockwise\nROTATE: (0, 1) clockwise",
        U,
        False,
        "small_repeat_diff",
        "two different moves repeated in turn, no pick",
    ),
    _p(
        "v57p_small_cut",
        "I will rotate\nROTATE: (1, 1) cl",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v57p_small_no_move",
        "The board has pipes. Pipes connect squares.",
        U,
        False,
        "small_no_answer",
        "the board described back, no move given",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v57c_p_sonnet_question_clear",
        "ROTATE: (0, 1) counterclockwise\n\nLet me know if you want me to explain the remaining moves.",
        (1, CCW),
        False,
        "question_back",
        "hard: an invitation to ask more after a committed move; the move stands (strict: ROTATE not last)",
    ),
    _p(
        "v57c_p_sonnet_question_open",
        "Should I turn (0, 1) or (1, 1) first? Both seem to point off the board.",
        U,
        False,
        "question_back",
        "a question handed back instead of a move",
    ),
    _p(
        "v57c_p_gpt4o_correction",
        "ROTATE: (1, 0) clockwise\n\nWait — clockwise points it off the board. Counterclockwise instead:\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "correction",
        "hard: the correction names its new move on the last line; that one stands",
    ),
    _p(
        "v57c_p_gpt4o_withdrawn",
        "ROTATE: (1, 0) clockwise\n\nWait — clockwise points it off the board, so scratch that.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v57c_p_geminipro_summary_agrees",
        "ROTATE: (1, 1) clockwise\n\n**Summary:** turned the bottom-right square clockwise.",
        (3, CW),
        False,
        "summary_agrees",
        "hard: the summary after the move names the same move (strict: ROTATE not last)",
    ),
    _p(
        "v57c_p_geminipro_summary_other",
        "ROTATE: (1, 1) clockwise\n\n**Summary:** turned the bottom-left square clockwise.",
        U,
        False,
        "repeat_conflict",
        "the summary names another square; the move and the summary conflict",
    ),
    _p(
        "v57c_p_llama33_cut",
        "The top-left square needs one turn.\n\nROTATE: (0, 0) counterclo",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v57",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v57.py: counts, no reader
    print_counts(all_cases(), problems())

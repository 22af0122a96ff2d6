"""A fifty-ninth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(a full stop right after the answer stays in format; two spaces after the label, a cell without
its space, words after the value and a label on its own line are format misses; ``square N`` is
in format in the puzzle; a ``left``/``right`` turn is a format miss; the last committed answer
is read; a summary naming another answer is a conflict) and the specification's shape variants
and path check (cells after the last G are not scored). ``corpus_form``, ``blind_set_form``,
``blind_set_mazes``, ``corpus_mazes``, ``corpus_reading_v54``-``_v56`` and their test files were
read for the data format and the rulings as applied.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral, Gemma, Phi, OLMo 2, Falcon 3, Granite 3), a few API models
(GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M, Gemma 3
270M base: echoes of the format line, repeats, half-formed labels, cut-offs, an answer followed
by an unrelated continuation). Mostly plain compliant answers with a little reasoning, and the
asked formats slightly off in the ways such a run shows: extra spaces, brackets, lower-case
labels, a full stop after the answer, the label on its own line, a markdown fence. The chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear
and unclear look-alikes from those transcripts: an answer repeated the same or differently, a
plan of several moves with the first one marked or not, a check after the answer or a doubt left
open, a condition settled or open, a correction or a withdrawal, a pick between options or none,
a maze described as it is or as another, a cut-off and its finished twin.

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
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
RIGHT_BACK = "1,0 1,1 1,2 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top route with two steps back on row 1, every step legal, ending on G."""
BOTTOM_BACK = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: the left-and-bottom route with a step back up to P and one back west on row 4."""
PAST_UP = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3 3,3"
"""Valid up to G: the top route with one step back up column 3, then one cell past G (not
scored)."""
PAST_ONE_UP = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3 4,2"
"""Valid up to G: the left-and-bottom route with one step back on row 4, then one cell back
west past G (not scored)."""
WALL_21 = "1,0 1,1 1,2 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: a step back on row 1, then from (1,1) straight down through the walls (2,1) and (3,1)."""
SKIP_33 = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 4,3"
"""Broken: a step down and back, then (2,3) to (4,3) jumps over (3,3)."""
DIAG_12 = "1,0 2,0 3,0 4,0 3,1 4,2 4,3"
"""Broken: diagonal steps (4,0) to (3,1), a wall, and (3,1) to (4,2)."""

# == generated mazes (5x5) =================================================================
RING_L3 = """\
1 1 1 1 1
0 G 0 1 1
0 1 0 1 1
0 0 P 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, rows 1-3, G at (1,1), P at (3,2)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 P
1 0 1 1 0
1 0 G 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P on its right side at (2,4), G on its bottom side
at (4,2)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 G 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,2), G at (4,3)."""

RING_5_SIDES = """\
0 0 0 0 0
G 1 1 1 0
0 1 1 1 0
0 1 1 1 P
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P low on the right side at (3,4), G high on the left at (1,0)."""

RING_TR4 = """\
1 0 0 0 0
1 0 1 1 0
1 0 1 1 P
1 G 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P on its right side at (2,4), G at its bottom-left
corner (3,1)."""

TWO_PLAYERS = """\
1 1 1 1 1
0 G 0 1 1
P 1 0 1 1
0 0 P 1 1
1 1 1 1 1"""
"""Broken: the left 3x3 ring with two players and one goal."""

SIX_ROWS = RING_L3 + "\n1 1 1 1 1"
"""Broken: the left 3x3 ring with a sixth row of walls: not the asked 5x5."""

STRAY_X = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 x P
1 0 1 1 0
1 0 G 0 0"""
"""Broken: the bottom-right 4x4 ring with a stray ``x`` inside it."""

FILLED_MID = """\
1 1 1 1 1
1 0 0 P 1
1 0 0 0 1
1 G 0 0 1
1 1 1 1 1"""
"""Broken: a filled 3x3 block in the middle, its centre open: not a ring."""

CORNER_GAP = """\
1 0 0 0 0
1 0 1 1 0
1 0 1 1 P
1 G 0 0 1
1 1 1 1 1"""
"""Broken: the top-right 4x4 ring with its corner (3,4) walled: the open cells are a C."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v59s_qwenturbo_zh_down",
        "向下走，沿左边一列到底。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v59s_qwenplus_right_open",
        "P is at (1, 0). The cell to its right, (1, 1), is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v59s_qwenmax_left_column",
        "I'll take the left column down toward the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v59s_qwen3_think_either",
        "<think>\nP at (1,0). Above is wall. (2,0) open, (1,1) open. Either works; the bottom route, then.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v59s_qwen3_think_zh_right",
        "<think>\n玩家在 (1,0)。右边 (1,1) 是 0，可以走，然后沿第 1 行一直向右。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v59s_qwen25_lower",
        "Right is open, so right.\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: a lower-case label around one clear cell (strict: not the asked label)",
    ),
    _s(
        "v59s_qwenplus_zh_fullwidth",
        "向右一步。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v59s_qwenturbo_period_down",
        "Down first.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v59s_llama33_row_one",
        "Looking at the maze, the player can move right along row 1 toward column 3, then down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v59s_llama31_two_spaces",
        "Moving down.\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss; the cell is clear",
    ),
    _s(
        "v59s_mistral_no_space",
        "The cell below P is empty.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _s(
        "v59s_gemma_bold",
        "I'll step right.\n\n**MOVE: (1, 1)**",
        (1, 1),
        None,
        "markdown_label",
        "hard: bold markers around the move line; a person reads (1, 1) (strict: not the asked form)",
    ),
    _s(
        "v59s_phi_explained_after",
        "Let's move down.\n\nMOVE: (2, 0)\n\nThis keeps us on the left path toward the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s("v59s_olmo_will_right", "I will move right.\nMOVE: (1, 1)", (1, 1), (1, 1), "asked_format"),
    _s(
        "v59s_falcon_next",
        "Next move, one step down the open column:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v59s_granite_corridor",
        "Move right along the top corridor.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v59s_gpt4omini_neighbours",
        "From (1, 0), the open neighbours are (2, 0) and (1, 1). I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v59s_haiku_toward_col3",
        "Heading right toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v59s_flash_left_side",
        "The path down the left side is clear.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v59s_llama33_own_line",
        "Going down.\n\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v59s_mistral_brackets",
        "Step right.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v59s_gemma_down_word",
        "The way down is open.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v59s_qwenmax_zh_choose",
        "我选择向下移动到 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v59s_olmo_period_right",
        "MOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v59s_small_smol135_echo",
        "Moves left: 29. What is your next move? Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v59s_small_smol360_repeat",
        "Right.\nMOVE: (1, 1)\nRight.\nMOVE: (1, 1)\nRight.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v59s_small_gemma270_half",
        "the player move right (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, right, with its cell half written (strict: no label)",
    ),
    _s(
        "v59s_small_smol135_cut",
        "The maze is a grid. The player is P. The goal is G. The player is P. The goal is G. The player",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v59s_small_gemma270_continues",
        "MOVE: (2, 0)\n\nQuestion 2: You are in a maze with",
        (2, 0),
        None,
        "small_continuation",
        "hard: a base model's unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
    _s(
        "v59s_small_smol360_no_answer",
        "I am an AI assistant. I can help you with the maze.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v59c_s_qwenplus_plan_first",
        "Plan: down, down, down, right, right, right. First move:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_of_moves",
        "hard: a plan of six moves, the first one on the MOVE line; that is this turn's move",
    ),
    _s(
        "v59c_s_qwenplus_plan_lines",
        "Moves:\nMOVE: (2, 0)\nMOVE: (3, 0)\nMOVE: (4, 0)\nMOVE: (4, 1)",
        U,
        None,
        "plan_lines",
        "four MOVE lines where one was asked, none marked as this turn's",
    ),
    _s(
        "v59c_s_qwen3_repeat_same",
        "MOVE: (1, 1)\n\nSo my move is (1, 1), one step right.",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v59c_s_qwen3_repeat_other",
        "MOVE: (1, 1)\n\nSo I move down to (2, 0).",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell, (2, 0): conflicting",
    ),
    _s(
        "v59c_s_llama33_checked",
        "MOVE: (2, 0)\n\n(2, 0) is a 0 in the grid, so this step is legal.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v59c_s_llama33_doubt",
        "MOVE: (2, 0)\n\nHmm, or maybe right is better? Not sure.",
        U,
        None,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _s(
        "v59c_s_qwenturbo_corrected",
        "MOVE: (0, 0)\nWait, (0, 0) is a wall. Correct move:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: the correction names its new move, (1, 1); the last committed answer is read",
    ),
    _s(
        "v59c_s_qwenturbo_withdrawn",
        "MOVE: (1, 1)\nActually, scratch that, I need to look at the grid again.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v59c_s_mistral_cut",
        "I'll head down the left column.\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v59c_s_mistral_finished",
        "I'll head down the left column toward row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v59o_qwenturbo_zh_top",
        "沿着第 1 行向右，再沿第 3 列向下到 G。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v59o_qwenplus_left_bottom",
        "Left column, then the bottom row, six steps in all.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v59o_qwenmax_fenced",
        "Down, then along the bottom:\n```\nPATH: " + path_text(DOWN) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fence around a valid path; a person reads it (strict: fenced)",
    ),
    _o(
        "v59o_qwen3_think_back",
        "<think>\nTop row to (1,3), down column 3. I backtracked twice on row 1 but each step is legal.\n</think>\n\nPATH: "
        + path_text(RIGHT_BACK),
        S,
        True,
        "think_block",
        "hard: two steps back on row 1, every step legal, ending on G",
    ),
    _o(
        "v59o_qwen25_middle",
        "One step back, then straight down the middle column from (1, 1).\n\nPATH: "
        + path_text(WALL_21),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v59o_llama33_bottom_back",
        "I step down and back to P, go down to the bottom row, step back once on it, and then along to G.\n\nPATH: "
        + path_text(BOTTOM_BACK),
        S,
        True,
        "asked_format",
        "hard: a step back up to P and one back west on row 4, every step legal, ending on G",
    ),
    _o(
        "v59o_llama31_past_up",
        "Top row, right column with one step back up, reach G, and then one more cell up.\n\nPATH: "
        + path_text(PAST_UP),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cell after it is not scored (the specification's check)",
    ),
    _o(
        "v59o_mistral_skip",
        "Down and back, right along row 1, then down column 3 to the goal.\n\nPATH: "
        + path_text(SKIP_33),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v59o_gemma_diagonal",
        "Down the left column, then cut across diagonally to the bottom row.\n\nPATH: "
        + path_text(DIAG_12),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v59o_phi_past_one",
        "Down, along the bottom with one step back, to G, then one more west.\n\nPATH: "
        + path_text(PAST_ONE_UP),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cell after it is not scored (the specification's check)",
    ),
    _o(
        "v59o_olmo_commas",
        "The bottom route:\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas; the route is plain (strict: the cells are separated by spaces)",
    ),
    _o(
        "v59o_falcon_arrows",
        "Top row and right column:\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of a valid route (strict: not the asked separator)",
    ),
    _o(
        "v59o_granite_lower",
        "path: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid route (strict: not the asked label)",
    ),
    _o(
        "v59o_gpt4omini_top",
        "Row 1 is open to column 3, and column 3 is open down to G.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v59o_haiku_then_count",
        "PATH: " + path_text(DOWN) + "\n\nThis takes 6 moves.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v59o_flash_period",
        "PATH: " + path_text(RIGHT_COL) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v59o_qwenplus_own_line",
        "The bottom route:\nPATH:\n" + path_text(DOWN),
        S,
        False,
        "label_own_line",
        "hard: the route on the line under its label is read (strict: not on the label line)",
    ),
    _o(
        "v59o_small_smol135_echo",
        "PATH: (row, col) (row, col) ...\nPATH: (1, 0) (2, 0)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v59o_small_smol360_repeat",
        "PATH: (1, 0) (1, 1)\nPATH: (1, 0) (1, 1)\nPATH: (1, 0) (1, 1)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v59o_small_gemma270_cut",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v59o_small_smol135_no_path",
        "To solve the maze you must find a path from P to G. Good luck!",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
    _o(
        "v59o_qwen3_think_zh_down",
        "<think>\n从 (1,0) 向下到 (4,0)，再向右到 (4,3)。\n</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v59c_o_qwenplus_option_b",
        "Option A: "
        + path_text(RIGHT_COL)
        + "\nOption B: "
        + path_text(DOWN)
        + "\nI'll go with option B.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: two options, an explicit pick of B, and B on the PATH line",
    ),
    _o(
        "v59c_o_qwenplus_or",
        "Two routes:\nPATH: " + path_text(RIGHT_COL) + "\nor\nPATH: " + path_text(SKIP_33),
        U,
        False,
        "two_options",
        "two paths joined by 'or' with no pick",
    ),
    _o(
        "v59c_o_llama31_summary_same",
        "PATH: " + path_text(DOWN) + "\n\nIn short: down the left column, then right along row 4.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v59c_o_llama31_summary_other",
        "PATH: " + path_text(DOWN) + "\n\nIn short: right along row 1, then down column 3.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v59c_o_gemma_finished",
        "Down and along the bottom.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
    _o(
        "v59c_o_gemma_cut",
        "Down and along the bottom.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v59c_o_qwen3_asks",
        "Should the path include the starting cell P or begin with the first step?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v59c_o_haiku_asks_answers",
        "Should the path include P? The prompt's example starts at a cell, so I'll include it.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "question_back",
        "hard: the question is answered by the reply itself and the path follows",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v59r_qwenturbo_zh_box",
        "空格组成一个闭合的方框。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v59r_qwenplus_zh_value",
        "四条边都是通路。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v59r_qwenmax_zh_spiral",
        "看起来像螺旋。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese; read, and wrong",
    ),
    _r(
        "v59r_qwen3_think_border",
        "<think>\nOpen cells: row 1 cols 0-3, column 3 rows 1-4, row 4 cols 0-3, column 0 rows 1-4. That is a closed border.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v59r_qwen25_lower",
        "The open cells go all the way round.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before the right name (strict: not the asked label)",
    ),
    _r(
        "v59r_llama33_outline",
        "The open cells form the outline of a box with walls inside.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v59r_llama31_cross",
        "The paths meet in the middle.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v59r_mistral_period",
        "SHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v59r_gemma_bold",
        "**SHAPE:** square",
        "square",
        False,
        "markdown_label",
        "hard: a bold label before the right name (strict: not the asked form)",
    ),
    _r(
        "v59r_phi_then_why",
        "SHAPE: square\n\nThe corridor runs around the border of the grid.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r("v59r_olmo_c", "The path bends like a C.\n\nSHAPE: C", "C", False, "asked_format"),
    _r(
        "v59r_falcon_two_spaces",
        "SHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label are a format miss; the name is clear",
    ),
    _r(
        "v59r_granite_loop",
        "Every open cell lies on one closed loop with four straight sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v59r_gpt4omini_four_sides",
        "Four open sides meeting at four corners.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v59r_haiku_none",
        "I don't see a recognisable figure in the open cells.\n\nSHAPE: none",
        "none",
        False,
        "asked_format",
    ),
    _r(
        "v59r_flash_triangle",
        "Three sides seem to connect.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v59r_qwenplus_own_line",
        "Closed on all four sides.\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v59r_small_smol135_echo",
        "Write SHAPE: <name>.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v59r_small_smol360_repeat",
        "SHAPE: cross\nSHAPE: cross\nSHAPE: cross",
        "cross",
        False,
        "small_repeat",
    ),
    _r(
        "v59r_small_gemma270_cut",
        "The open cells close up.\nSHAPE: squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v59r_small_smol135_no_answer",
        "The shape is a shape. The shape is a shape.",
        U,
        False,
        "small_no_answer",
        "no shape named",
    ),
    _r(
        "v59r_qwenmax_zh_triangle",
        "三条边连在一起。\n\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: 三角形 is the triangle in Chinese; read, and wrong",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v59c_r_qwenturbo_if_settled",
        "If the corners join up it is a square; they do (row 1 meets column 3 at (1, 3)).\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled in the reply itself",
    ),
    _r(
        "v59c_r_qwenturbo_if_open",
        "If the bottom row is fully open, it's a square; otherwise it's a C.\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open",
    ),
    _r(
        "v59c_r_phi_checked",
        "SHAPE: square\n\nCheck: four sides, all open, corners connected. Yes.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v59c_r_phi_doubt",
        "SHAPE: square\n\nThough it could also be a C if one corner is closed - I'm not certain.",
        U,
        False,
        "second_thought",
        "a doubt after the name, left unsettled",
    ),
    _r(
        "v59c_r_qwenmax_corrected",
        "SHAPE: C\nCorrection: the right column is open too, so it closes.\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: the correction names its new shape; the last committed answer is read",
    ),
    _r(
        "v59c_r_qwenmax_withdrawn",
        "SHAPE: square\nOn second look I can't tell the shape from this grid.",
        U,
        False,
        "withdrawn",
        "the name is withdrawn and no new one is given",
    ),
    _r(
        "v59c_r_granite_cut",
        "All four sides are open.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v59c_r_granite_finished",
        "All four sides are open, the corners included.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v59g_qwenturbo_zh_left3",
        "新迷宫：左边 3x3 的方形环，P 在 (3, 2)，G 在 (1, 1)。\n\nMAZE:\n" + RING_L3,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v59g_qwenplus_zh_coord",
        "右下角 4x4 的环，用坐标列表：\n\nMAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v59g_qwenmax_fence",
        "A 3x3 corner ring:\nMAZE:\n```\n" + RING_BR3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v59g_qwen3_think_outer",
        "<think>\nUse the outer border, walls inside. P low on the right side, G high on the left.\n</think>\n\nMAZE:\n"
        + RING_5_SIDES,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v59g_qwen25_two_p",
        "A small ring on the left:\n\nMAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v59g_llama33_tr4",
        "Here is a 4x4 square loop in the top-right corner.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v59g_llama31_six_rows",
        "A square ring on the left side:\n\nMAZE:\n" + SIX_ROWS,
        F,
        False,
        "asked_format",
        "hard: six rows, not the asked 5x5",
    ),
    _g(
        "v59g_mistral_stray",
        "A 4x4 ring, bottom-right:\n\nMAZE:\n" + STRAY_X,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v59g_gemma_fence_label",
        "```\nMAZE:\n" + RING_BR4 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around the label and a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v59g_phi_filled",
        "A 3x3 square in the centre:\n\nMAZE:\n" + FILLED_MID,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v59g_olmo_coord",
        "MAZE:\n" + coord_list(RING_BR3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v59g_falcon_coord_filled",
        "MAZE:\n" + coord_list(FILLED_MID),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v59g_granite_original",
        "Same shape, same size, new walls:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is not a new maze",
    ),
    _g(
        "v59g_gpt4omini_outer",
        "The outer border as the loop, start on the right side, goal on the left.\n\nMAZE:\n"
        + RING_5_SIDES,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v59g_haiku_gap",
        "A 4x4 ring in the top-right:\n\nMAZE:\n" + CORNER_GAP,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v59g_flash_after",
        "MAZE:\n" + RING_TR4 + "\n\nThe ring is 4x4 in the top-right.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v59g_qwenplus_lower",
        "maze:\n" + RING_BR3,
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid ring (strict: not the asked label)",
    ),
    _g(
        "v59g_small_smol135_echo",
        "Write the line MAZE: and then the maze.\nMAZE:\n1 1 1\n1 P 1",
        F,
        False,
        "small_echo",
    ),
    _g("v59g_small_smol360_repeat", "MAZE:\nP 0 G\nMAZE:\nP 0 G", F, False, "small_repeat"),
    _g(
        "v59g_small_gemma270_cut",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 P 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v59g_qwen3_zh_coord",
        "<think>\n右上角 4x4 的环。\n</think>\n\nMAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v59c_g_llama33_described_same",
        "MAZE:\n"
        + RING_L3
        + "\n\nA 3x3 ring on the left edge, the player at its bottom-right corner.",
        S,
        False,
        "summary_agrees",
        "hard: the description after the maze agrees with it (strict: something after the maze)",
    ),
    _g(
        "v59c_g_llama33_described_other",
        "MAZE:\n"
        + RING_L3
        + "\n\nA 4x4 ring in the bottom-right, the player at its bottom-left corner.",
        U,
        False,
        "repeat_conflict",
        "the description after the maze is of a different maze: conflicting",
    ),
    _g(
        "v59c_g_qwenplus_two",
        "MAZE:\n" + RING_BR4 + "\n\nor\n\nMAZE:\n" + TWO_PLAYERS,
        U,
        False,
        "two_options",
        "two mazes joined by 'or' with no pick",
    ),
    _g(
        "v59c_g_qwenplus_final",
        "Draft:\nMAZE:\n" + FILLED_MID + "\nThat's filled, not a ring. Final:\nMAZE:\n" + RING_BR3,
        S,
        True,
        "rejected_alternative",
        "hard: the draft is rejected in words and the final maze is a valid ring",
    ),
    _g(
        "v59c_g_mistral_cut",
        "A 4x4 loop, top-right.\n\nMAZE:\n1 0 0 0 0\n1 0 1 1 0\n1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v59c_g_mistral_finished",
        "A 4x4 loop in the top-right.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
    _g(
        "v59c_g_phi_extra_row",
        "Square ring, left side.\n\nMAZE:\n" + SIX_ROWS,
        F,
        False,
        "extra_row",
        "hard: a sixth row makes the grid 6x5, not the asked 5x5; a failure, not a reading doubt",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v59p_qwenturbo_zh_tl",
        "转左上角。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v59p_qwenplus_zh_br",
        "右下角需要逆时针转。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v59p_qwenmax_square_one",
        "The top-right piece points away from its neighbour.\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "square_number",
        "hard: 'square 1' is the prompt's own numbering, (0, 1), which the intro allows",
    ),
    _p(
        "v59p_qwen3_think_bl",
        "<think>\nBottom-left opens down, off the board. A counterclockwise turn points it right, to (1,1).\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v59p_qwen25_fullwidth",
        "左下角逆时针。\nROTATE：（1，0）counterclockwise",
        (2, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v59p_llama33_tr",
        "The top-right piece should connect to the top-left one.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v59p_llama31_right_turn",
        "Turn the bottom-right one.\nROTATE: (1, 1) right",
        (3, CW),
        False,
        "direction_word",
        "hard: a turn to the right is clockwise (the prompt: clockwise moves a top opening to the right side); strict: left/right is a format miss",
    ),
    _p(
        "v59p_mistral_period",
        "ROTATE: (0, 0) clockwise.",
        (0, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v59p_gemma_lower",
        "Bottom-left next.\nrotate: (1, 0) clockwise",
        (2, CW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v59p_phi_no_space",
        "The top-right elbow faces up.\nROTATE: (0,1) counterclockwise",
        (1, CCW),
        False,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _p(
        "v59p_olmo_br",
        "The bottom-right piece needs to face left.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v59p_falcon_then_why",
        "ROTATE: (1, 0) clockwise\n\nThis connects the left column.",
        (2, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v59p_granite_tl_ccw",
        "Turn the top-left piece back.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v59p_gpt4omini_tr_ccw",
        "The top-right elbow should open downward.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v59p_haiku_anti",
        "Bottom-right, a quarter turn back.\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "vocabulary",
        "hard: anticlockwise is counterclockwise (strict: not the asked word)",
    ),
    _p(
        "v59p_flash_brackets",
        "ROTATE: [0, 1] clockwise",
        (1, CW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v59p_qwenplus_own_line",
        "Next:\nROTATE:\n(1, 0) counterclockwise",
        (2, CCW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v59p_small_smol135_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
    ),
    _p(
        "v59p_small_smol360_repeat",
        "The board:\nROTATE: (1, 1) clockwise\nThe board:\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v59p_small_gemma270_cut",
        "The top right square is\nROTATE: (0, 1) clockw",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v59p_small_smol135_no_answer",
        "The board has four squares. Each square has a pipe.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
    _p(
        "v59p_qwenmax_zh_apology",
        "抱歉，上一步格式不对。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "apology_new",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v59c_p_qwen3_plan_first",
        "Plan: (0, 0) clockwise, then (1, 1) clockwise. First:\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, the first one on the ROTATE line; that is this turn's move",
    ),
    _p(
        "v59c_p_qwen3_plan_lines",
        "Two moves:\nROTATE: (0, 0) clockwise\nROTATE: (1, 1) clockwise",
        U,
        False,
        "plan_lines",
        "two ROTATE lines where one was asked, neither marked as this turn's",
    ),
    _p(
        "v59c_p_flash_words_agree",
        "ROTATE: (1, 0) counterclockwise, i.e. turning it left once",
        (2, CCW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn (strict: words after the value)",
    ),
    _p(
        "v59c_p_flash_words_clash",
        "ROTATE: (1, 0) counterclockwise (a quarter turn to the right)",
        U,
        False,
        "direction_clash",
        "the words after the move say the other turn: conflicting",
    ),
    _p(
        "v59c_p_qwenturbo_checked",
        "ROTATE: (0, 1) clockwise\n\nCheck: its opening now faces the bottom-right piece, as needed.",
        (1, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v59c_p_qwenturbo_doubt",
        "ROTATE: (0, 1) clockwise\n\nUnless counterclockwise is what's needed - I can't tell from the board.",
        U,
        False,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _p(
        "v59c_p_haiku_cut",
        "Turning the top-left piece.\n\nROTATE: (0, 0) cl",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v59c_p_haiku_finished",
        "Turning the top-left piece once.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v59",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v59.py: counts, no reader
    print_counts(all_cases(), problems())

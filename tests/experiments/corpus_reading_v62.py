"""A sixty-second, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(a full stop right after the answer stays in format; two spaces after the label, a cell without
its space, words after the value and a label on its own line are format misses; markdown bold
around the answer line or its label is tolerated by strict too; ``square N`` is in format in
the puzzle; a bare side on the turn line is read as the turn, left counterclockwise and right
clockwise, and is a strict format miss; the last committed answer is read; a summary naming
another answer is a conflict) and the specification's shape variants and path check (cells
after the last G are not scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``,
``corpus_mazes``, ``corpus_reading_v57``-``_v59`` and their test files were read for the data
format and the rulings as applied; the earlier sets' replies were searched only to keep this
set's mazes and routes new.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral Small/Nemo, Gemma, Phi, OLMo 2, Falcon 3, Granite 3), a few API models
(GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M, Gemma 3 270M
base: echoes of the format line, repeats, half-formed labels, cut-offs, an answer followed by an
unrelated continuation). Mostly plain compliant answers with a little reasoning, and the asked
formats slightly off as such a run shows them: extra spaces, brackets, a 1-indexed slip (said
and unsaid), lower-case labels, a full stop after the answer, bold answer lines, the label on its
own line, a markdown fence. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`,
hard calls start ``hard:``) pairs clear and unclear look-alikes from those transcripts: an answer
repeated the same or differently, a plan of several moves with this turn's marked or several
answer lines, a check or a doubt after the answer, a condition settled or open, a correction or a
withdrawal, a pick between options or none, a question answered or handed back, a maze described
as it is or as another, a maze with an extra row, a cut-off and its finished twin.

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
BACK_TO_P = "1,0 1,1 1,2 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: two cells along row 1, back to P, then the top route to G; every step legal."""
BACK_ROW4 = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: down the left column, then two single steps back west on row 4 before G."""
PAST_RETURN = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3"
"""Valid up to G: a step right and back to P, the top route to G, then one cell back up
column 3 (not scored)."""
PAST_TWO_UP = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G: a step down and back to P, the left-and-bottom route to G, then two cells up
column 3 (not scored)."""
WALL_32 = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 3,2 3,3 4,3"
"""Broken: a step right and back, down and along row 4, then up into the wall (3,2)."""
WALL_22 = "1,0 1,1 1,2 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: a step back on row 1, then from (1,2) straight down through the walls (2,2), (3,2)."""
EDGE_34 = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 3,4 4,4 4,3"
"""Broken: down and back, the top route to (3,3), then out through the walls (3,4) and (4,4)."""

# == generated mazes (5x5) =================================================================
RING_R3 = """\
1 1 1 1 1
1 1 G 0 P
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right edge, rows 1-3, G at (1,2), P at its top-right corner (1,4)."""

RING_TL3 = """\
0 0 0 1 1
0 1 P 1 1
G 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P on its right side at (1,2), G at its
bottom-left corner (2,0)."""

RING_TC4 = """\
1 P 0 0 0
1 G 1 1 0
1 0 1 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at its top-left corner (0,1), G just below it (1,1)."""

RING_MID4 = """\
1 1 1 1 1
1 0 0 G 0
1 0 1 1 0
1 0 1 1 0
1 0 0 P 0"""
"""Valid: a 4x4 ring in the bottom-right, G on its top side at (1,3), P on its bottom side at
(4,3)."""

RING_OUTER = """\
G 0 0 P 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, G in the top-left corner, P three cells along the top at (0,3)."""

TWO_GOALS = """\
G 0 0 1 1
0 1 P 1 1
G 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the top-left 3x3 ring with two goals."""

EXTRA_ROW = "1 1 1 1 1\n" + RING_MID4
"""Broken: the bottom-right 4x4 ring under an extra first row of walls: six rows, not 5x5."""

STRAY_DOT = """\
1 1 1 1 1
1 1 G 0 P
1 1 0 . 0
1 1 0 0 0
1 1 1 1 1"""
"""Broken: the right 3x3 ring with a stray ``.`` in its centre."""

SHORT_ROW = """\
G 0 0 P 0
0 1 1 1 0
0 1 1 1 0
0 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with a fourth row of four cells."""

INNER_OPEN = """\
1 P 0 0 0
1 G 1 1 0
1 0 0 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Broken: the top-right 4x4 ring with an inner cell (2,2) open: not a ring."""

CORNER_WALLED = """\
G 0 0 P 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 1"""
"""Broken: the outer ring with its corner (4,4) walled: the open cells do not close."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v62s_qwenturbo_below_open",
        "The cell below P is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v62s_qwenplus_zh_right",
        "右边的格子 (1, 1) 是空的，往右走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v62s_qwenmax_zh_column",
        "左边一列是通的，一直往下可以到最下面一行。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v62s_qwen3_think_top",
        "<think>\nP is (1,0). (0,0) is 1, a wall. (1,1) is 0 and (2,0) is 0. Go right along the top.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v62s_qwen3_think_zh_below",
        "<think>\n上面是墙，下面 (2,0) 是空的，往下。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v62s_qwen25_lower_free",
        "Down is free.\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: a lower-case label around one clear cell (strict: not the asked label)",
    ),
    _s(
        "v62s_qwenplus_period_row",
        "Going right along row 1.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v62s_qwenturbo_fullwidth_below",
        "往下。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v62s_qwen25_one_based_unsaid",
        "The player is at (2, 1). The cell below it, (3, 1), is open.\n\nMOVE: (3, 1)",
        U,
        (3, 1),
        "one_based_unsaid",
        "P named as (2, 1) shows counting from 1, never said; as written (3, 1) is a wall, "
        "counted from 1 it is (2, 0): it matters which was meant",
    ),
    _s(
        "v62s_llama33_corridor_choice",
        "The player can go right or down. Going right keeps to the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v62s_llama31_down_spaces",
        "Down.\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss; the cell is clear",
    ),
    _s(
        "v62s_mistral_small_brackets",
        "Moving right one cell.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v62s_mistral_nemo_empty_below",
        "I'll go down, since (2, 0) is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v62s_gemma_bold_line",
        "Down the left side.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v62s_gemma_bold_label",
        "The top row is open.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: a bold label before one clear cell; strict tolerates it (the ruling)",
    ),
    _s(
        "v62s_phi_then_reason",
        "MOVE: (1, 1)\n\nMoving right starts the route along the top row.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v62s_phi_own_line",
        "My move:\nMOVE:\n(1, 1)",
        (1, 1),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v62s_olmo_two_open",
        "From (1, 0) the only open cells are (2, 0) and (1, 1). I choose (2, 0).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v62s_falcon_empty_right",
        "(1, 1) is an empty cell next to P.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v62s_granite_period_down",
        "Down is open.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v62s_gpt4omini_right_neighbour",
        "The right neighbour (1, 1) is empty, so I'll move there.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v62s_haiku_left_column",
        "Moving down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v62s_flash_right_word",
        "Right is open.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell to the right, (1, 1) (strict: no cell)",
    ),
    _s(
        "v62s_qwenmax_zh_one_step",
        "向下移动一格，到 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v62s_small_smol135_echo",
        "What is your next move? Finish with MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v62s_small_smol360_repeat",
        "Down.\nMOVE: (2, 0)\nDown.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v62s_small_gemma270_half",
        "P goes to the right\nMOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, right, and its cell half written (strict: no label)",
    ),
    _s(
        "v62s_small_smol135_cut",
        "You are solving a maze one move at a time. You are solving a maze one move at a time. You are",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v62s_small_gemma270_continues",
        "MOVE: (1, 1)\n\nUser: What is the capital of France?",
        (1, 1),
        None,
        "small_continuation",
        "hard: a base model's unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
    _s(
        "v62s_small_smol360_no_answer",
        "Sure! I'd be happy to help you solve the maze.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v62c_s_qwenplus_repeat_same",
        "MOVE: (1, 1)\n\nSo I'm moving right, to (1, 1).",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v62c_s_qwenplus_repeat_other",
        "MOVE: (1, 1)\n\nSo I'm moving down, to (2, 0).",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell, (2, 0): conflicting",
    ),
    _s(
        "v62c_s_llama31_plan_first",
        "Plan: right, right, right, down, down, down. This turn:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_of_moves",
        "hard: a plan of six moves, this turn's marked on the MOVE line",
    ),
    _s(
        "v62c_s_llama31_plan_lines",
        "Route:\nMOVE: (1, 1)\nMOVE: (1, 2)\nMOVE: (1, 3)",
        U,
        None,
        "plan_lines",
        "three MOVE lines where one was asked, none marked as this turn's",
    ),
    _s(
        "v62c_s_gemma_checked",
        "MOVE: (1, 1)\n\nChecking: (1, 1) is a 0 and next to P, so the move is valid.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v62c_s_gemma_doubt",
        "MOVE: (1, 1)\n\nThough going down might be shorter, I'm not sure.",
        U,
        None,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _s(
        "v62c_s_qwenmax_corrected",
        "MOVE: (1, 0)\nWait, that's where P already is. I'll go down instead:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: the correction names its new move, (2, 0); the last committed answer is read",
    ),
    _s(
        "v62c_s_qwenmax_withdrawn",
        "MOVE: (2, 0)\nHold on, I'm not sure that's right. Let me re-check the maze.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v62c_s_phi_cut",
        "Down is open, so I'll take it.\n\nMOVE: (2",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v62c_s_phi_finished",
        "Down is open, so I'll take it.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v62o_qwenturbo_zh_bottom",
        "先沿第 0 列向下到第 4 行，再向右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v62o_qwenplus_top_route",
        "Right along row 1 to (1, 3), then down column 3 to the goal.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v62o_qwenmax_back_to_p",
        "Along the top row, I stepped back to P once before committing to the route.\n\nPATH: "
        + path_text(BACK_TO_P),
        S,
        True,
        "asked_format",
        "hard: two cells out and back to P, then the top route; every step legal, ending on G",
    ),
    _o(
        "v62o_qwen3_think_zh_top",
        "<think>\n第 1 行向右，第 3 列向下。\n</think>\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v62o_qwen3_think_row4",
        "<think>\nDown to row 4. I wobble on the bottom row, but each step is one cell onto a 0.\n</think>\n\nPATH: "
        + path_text(BACK_ROW4),
        S,
        True,
        "think_block",
        "hard: two single steps back on row 4, every step legal, ending on G",
    ),
    _o(
        "v62o_qwen25_past_return",
        "Right, back to P, then the top route to G and one more step up.\n\nPATH: "
        + path_text(PAST_RETURN),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cell after it is not scored (the specification's check)",
    ),
    _o(
        "v62o_llama33_wall32",
        "Along the bottom, then up through the middle to the right column.\n\nPATH: "
        + path_text(WALL_32),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v62o_llama31_wall22",
        "Along the top row, then straight down the middle.\n\nPATH: " + path_text(WALL_22),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v62o_mistral_small_edge",
        "Down and back, then the top row and down the right edge.\n\nPATH: " + path_text(EDGE_34),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v62o_mistral_nemo_past_two",
        "Down and back to P once, the left-and-bottom route to G, then up two.\n\nPATH: "
        + path_text(PAST_TWO_UP),
        S,
        True,
        "asked_format",
        "hard: valid to G; the two cells after it are not scored (the specification's check)",
    ),
    _o(
        "v62o_gemma_fenced",
        "My path:\n```\nPATH: " + path_text(DOWN) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fence around a valid path; a person reads it (strict: fenced)",
    ),
    _o(
        "v62o_phi_arrows",
        "The top route:\nPATH: " + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of a valid route (strict: not the asked separator)",
    ),
    _o(
        "v62o_olmo_commas",
        "The left column, then the bottom row.\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas; the route is plain (strict: the cells are separated by spaces)",
    ),
    _o(
        "v62o_falcon_period",
        "Down the left and along the bottom.\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v62o_granite_lower",
        "The top route.\npath: " + path_text(RIGHT_COL),
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid route (strict: not the asked label)",
    ),
    _o(
        "v62o_gpt4omini_then_count",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThat is six moves along the top and right side.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v62o_haiku_bold",
        "Down, then along the bottom.\n\n**PATH:** " + path_text(DOWN),
        S,
        True,
        "markdown_label",
        "hard: a bold label before a valid route; strict tolerates it (the ruling)",
    ),
    _o(
        "v62o_flash_one_based_said",
        "Using 1-indexed rows and columns:\n\nPATH: " + one_based(RIGHT_COL),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the top-and-right route; strict: a format miss",
    ),
    _o(
        "v62o_small_smol135_echo",
        "End your reply with a line of the form PATH: (row, col) (row, col) ...\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v62o_small_smol360_repeat",
        "PATH: (1, 0) (2, 0)\nPATH: (1, 0) (2, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v62o_small_gemma270_cut",
        "The path is\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v62o_small_smol135_no_path",
        "A path is a way from P to G. A path is a way from P to G.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v62c_o_qwenturbo_route_one",
        "Route 1: "
        + path_text(RIGHT_COL)
        + "\nRoute 2: "
        + path_text(DOWN)
        + "\nI'll go with route 1.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two routes, an explicit pick of route 1, and route 1 on the PATH line",
    ),
    _o(
        "v62c_o_qwenturbo_or",
        "PATH: " + path_text(DOWN) + "\nor\nPATH: " + path_text(WALL_32),
        U,
        False,
        "two_options",
        "two paths joined by 'or' with no pick",
    ),
    _o(
        "v62c_o_granite_summary_same",
        "PATH: " + path_text(RIGHT_COL) + "\n\nSummary: right along row 1, then down column 3.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v62c_o_granite_summary_other",
        "PATH: " + path_text(RIGHT_COL) + "\n\nSummary: down column 0, then right along row 4.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v62c_o_llama33_cut",
        "Top route.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v62c_o_llama33_finished",
        "Top route.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
    _o(
        "v62c_o_qwen3_asks",
        "Do you want the shortest path, or is any valid path fine?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v62c_o_phi_asks_answers",
        "Does the path need to be the shortest? The prompt only asks for a valid one, so any route will do.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "question_back",
        "hard: the question is answered by the reply itself and the path follows",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v62r_qwenturbo_zh_ring",
        "空的格子围成一个正方形的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v62r_qwenplus_zh_value_square",
        "四周一圈都是空格，中间是墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v62r_qwenmax_zh_cross",
        "中间的通道交叉在一起。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the cross in Chinese; read, and wrong",
    ),
    _r(
        "v62r_qwen3_think_perimeter",
        "<think>\nEmpty cells: (1,0)-(1,3), (2,0), (3,0), (4,0)-(4,3), (2,3), (3,3). A closed loop, 4 by 4.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v62r_qwen3_think_zh_sides",
        "<think>\n空格连成一圈，四条边一样长。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v62r_qwen25_lower",
        "A closed loop of empty cells.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before the right name (strict: not the asked label)",
    ),
    _r(
        "v62r_llama33_perimeter",
        "The empty cells trace the perimeter of a 4x4 square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v62r_llama31_c_right",
        "The empty cells form a C shape opening to the right.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v62r_mistral_small_period",
        "A hollow square.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v62r_mistral_nemo_spiral",
        "It winds around like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v62r_gemma_bold_line",
        "Four sides, all open.\n\n**SHAPE: square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the shape line is how it renders; strict tolerates it (the ruling)",
    ),
    _r(
        "v62r_phi_then_reason",
        "SHAPE: square\n\nAll four sides of the border are open and meet at the corners.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v62r_olmo_own_line",
        "The open cells make a loop.\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v62r_falcon_two_spaces",
        "The corridor goes all the way round.\nSHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label are a format miss; the name is clear",
    ),
    _r(
        "v62r_granite_outline",
        "A square outline of open cells with a block of walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v62r_gpt4omini_loop",
        "The empty cells form a square loop.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v62r_haiku_three_sides",
        "The empty cells seem to form three sides.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v62r_flash_outline",
        "Looking at all the empty cells, they outline a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v62r_small_smol135_echo",
        "What geometric shape do the empty cells form together? SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v62r_small_smol360_repeat",
        "A square.\nSHAPE: square\nA square.\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v62r_small_gemma270_cut",
        "The empty cells go round the edge.\nSHAPE: squa",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v62r_small_smol360_no_answer",
        "I like mazes. Mazes are fun to solve.",
        U,
        False,
        "small_no_answer",
        "no shape named",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v62c_r_llama33_if_settled",
        "If row 4 is open all the way to column 3, it's a square; it is.\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled in the reply itself",
    ),
    _r(
        "v62c_r_llama33_if_open",
        "If row 4 connects to column 3, this is a square; if not, a C.\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open",
    ),
    _r(
        "v62c_r_qwenplus_checked",
        "SHAPE: square\n\nVerified: each side has four open cells and the corners join.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v62c_r_qwenplus_doubt",
        "SHAPE: square\n\nBut it might be a spiral, depending on how you read it.",
        U,
        False,
        "second_thought",
        "a doubt after the name, left unsettled",
    ),
    _r(
        "v62c_r_gemma_summary_same",
        "SHAPE: square\n\nIn summary, the shape is a square.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary after the name names the same shape (strict: not the last line)",
    ),
    _r(
        "v62c_r_gemma_summary_other",
        "SHAPE: square\n\nIn summary, the shape is a cross.",
        U,
        False,
        "repeat_conflict",
        "the summary after the name names a different shape, cross: conflicting",
    ),
    _r(
        "v62c_r_flash_cut",
        "Every side of the loop is open.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v62c_r_flash_finished",
        "Every side of the loop is open.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v62g_qwenturbo_zh_right3",
        "右边中间放一个 3x3 的方形环，P 在 (1, 4)，G 在 (1, 2)。\n\nMAZE:\n" + RING_R3,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v62g_qwenplus_zh_coord_mid4",
        "用坐标列表写一个 4x4 的环：\n\nMAZE:\n" + coord_list(RING_MID4),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v62g_qwenmax_fence_tl3",
        "A 3x3 ring in the top-left corner:\n\nMAZE:\n```\n" + RING_TL3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v62g_qwen3_think_outer",
        "<think>\nThe whole border as the ring; G in a corner, P three cells along the top.\n</think>\n\nMAZE:\n"
        + RING_OUTER,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v62g_qwen3_think_zh_coord_tc4",
        "<think>\n4x4 的环，放在右上。\n</think>\n\nMAZE:\n" + coord_list(RING_TC4),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v62g_qwen25_two_goals",
        "A 3x3 ring, top-left.\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v62g_llama33_mid4",
        "A 4x4 square loop occupying rows 1-4 and columns 1-4.\n\nMAZE:\n" + RING_MID4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v62g_llama31_extra_row",
        "Here is the new maze:\n\nMAZE:\n" + EXTRA_ROW,
        F,
        False,
        "asked_format",
        "hard: six rows, not the asked 5x5",
    ),
    _g(
        "v62g_mistral_small_stray",
        "A small ring on the right:\n\nMAZE:\n" + STRAY_DOT,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v62g_mistral_nemo_short_row",
        "The outer ring:\n\nMAZE:\n" + SHORT_ROW,
        F,
        False,
        "asked_format",
        "hard: a row of four cells, not the asked 5x5",
    ),
    _g(
        "v62g_gemma_inner_open",
        "A 4x4 ring, top-right.\n\nMAZE:\n" + INNER_OPEN,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v62g_phi_tc4",
        "A square ring of side 4 in the top-right.\n\nMAZE:\n" + RING_TC4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v62g_olmo_coord_corner",
        "MAZE:\n" + coord_list(CORNER_WALLED),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v62g_falcon_original",
        "New maze, same shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is not a new maze",
    ),
    _g(
        "v62g_granite_outer_after",
        "MAZE:\n" + RING_OUTER + "\n\nThe empty cells form the 5x5 border.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v62g_gpt4omini_right3",
        "A 3x3 square ring on the right side of the grid.\n\nMAZE:\n" + RING_R3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v62g_haiku_lower",
        "maze:\n" + RING_TC4,
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid ring (strict: not the asked label)",
    ),
    _g(
        "v62g_flash_bold",
        "**MAZE:**\n" + RING_MID4,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v62g_small_smol135_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\nP 0 0 G",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v62g_small_smol360_repeat",
        "MAZE:\n1 P 1\n1 G 1\nMAZE:\n1 P 1\n1 G 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v62g_small_gemma270_cut",
        "MAZE:\n0 0 P 0 0\n0 1 1 1 0\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v62c_g_qwenplus_option_two",
        "Option 1:\nMAZE:\n"
        + INNER_OPEN
        + "\n\nOption 2:\nMAZE:\n"
        + RING_TL3
        + "\n\nI'll go with option 2.",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes and an explicit pick of option 2, a valid ring (strict: the pick is the last line)",
    ),
    _g(
        "v62c_g_qwenplus_alternatively",
        "MAZE:\n" + RING_TL3 + "\n\nAlternatively:\n\nMAZE:\n" + TWO_GOALS,
        U,
        False,
        "two_options",
        "two mazes offered as alternatives with no pick",
    ),
    _g(
        "v62c_g_llama33_described_same",
        "MAZE:\n"
        + RING_MID4
        + "\n\nA 4x4 ring in the bottom-right, P on its bottom side and G on its top side.",
        S,
        False,
        "summary_agrees",
        "hard: the description after the maze agrees with it (strict: something after the maze)",
    ),
    _g(
        "v62c_g_llama33_described_other",
        "MAZE:\n" + RING_MID4 + "\n\nA 3x3 ring in the top-left, P on its left side.",
        U,
        False,
        "repeat_conflict",
        "the description after the maze is of a different maze: conflicting",
    ),
    _g(
        "v62c_g_gemma_cut",
        "A ring around the whole border.\n\nMAZE:\nG 0 0 P 0\n0 1 1 1 0\n0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v62c_g_gemma_finished",
        "A ring around the whole border.\n\nMAZE:\n" + RING_OUTER,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
    _g(
        "v62c_g_phi_extra_row",
        "Square ring, rows 1-4.\n\nMAZE:\n" + EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: an extra row makes the grid 6x5, not the asked 5x5; a failure, not a reading doubt",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v62p_qwenturbo_zh_tr",
        "右上角的管子朝上，顺时针转一下。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v62p_qwenplus_zh_bl",
        "左下角逆时针转一次。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v62p_qwenmax_square_two",
        "The bottom-left piece points off the board.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v62p_qwen3_think_tl",
        "<think>\nTop-left opens up, off the board. Clockwise turns top to right, toward (0,1).\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v62p_qwen3_think_zh_br",
        "<think>\n右下角朝下，出界了。逆时针转一次朝右，还是出界，那就顺时针。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v62p_qwen25_fullwidth",
        "右上角顺时针。\nROTATE：（0，1）clockwise",
        (1, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v62p_llama33_bl",
        "The bottom-left piece should connect up to the top-left one.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v62p_llama31_left",
        "Turn the top-left piece.\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, left = counterclockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v62p_mistral_small_period",
        "The top-right piece needs one turn.\nROTATE: (0, 1) counterclockwise.",
        (1, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v62p_mistral_nemo_br",
        "Rotate the bottom-right piece so it meets the bottom-left.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v62p_gemma_bold",
        "Bottom-left piece.\n\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _p(
        "v62p_phi_lower",
        "Bottom-right next.\nrotate: (1, 1) clockwise",
        (3, CW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v62p_olmo_tl_ccw",
        "The top-left elbow should open to the right and down.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v62p_falcon_spaces",
        "Top-right.\nROTATE:  (0, 1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: two spaces after the label are a format miss; the move is clear",
    ),
    _p(
        "v62p_granite_then_why",
        "ROTATE: (1, 1) counterclockwise\n\nThat joins the bottom row.",
        (3, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v62p_gpt4omini_tr",
        "Turning the top-right piece will connect it to the piece below.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v62p_haiku_brackets",
        "Bottom-left.\nROTATE: [1, 0] clockwise",
        (2, CW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v62p_flash_own_line",
        "Next move:\nROTATE:\n(0, 0) clockwise",
        (0, CW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v62p_small_smol135_echo",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_echo",
    ),
    _p(
        "v62p_small_smol360_repeat",
        "ROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v62p_small_gemma270_cut",
        "The pipe on the bottom left\nROTATE: (1, 0) counter",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v62p_small_smol135_no_answer",
        "A pipe is a tube. Water flows through pipes.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v62c_p_qwenplus_plan_first",
        "Plan: (1, 0) counterclockwise, then (0, 1) clockwise. Now:\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, this turn's marked on the ROTATE line",
    ),
    _p(
        "v62c_p_qwenplus_plan_lines",
        "Moves:\nROTATE: (1, 0) counterclockwise\nROTATE: (0, 1) clockwise",
        U,
        False,
        "plan_lines",
        "two ROTATE lines where one was asked, neither marked as this turn's",
    ),
    _p(
        "v62c_p_haiku_words_agree",
        "ROTATE: (0, 1) clockwise, i.e. a quarter turn to the right",
        (1, CW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn (strict: words after the value)",
    ),
    _p(
        "v62c_p_haiku_words_clash",
        "ROTATE: (0, 1) clockwise (one turn to the left)",
        U,
        False,
        "direction_clash",
        "the words after the move say the other turn: conflicting",
    ),
    _p(
        "v62c_p_llama33_checked",
        "ROTATE: (1, 1) counterclockwise\n\nAfter this turn its opening faces the bottom-left piece, which is what we need.",
        (3, CCW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v62c_p_llama33_doubt",
        "ROTATE: (1, 1) counterclockwise\n\nOr maybe (1, 0) is the one to turn; hard to say.",
        U,
        False,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _p(
        "v62c_p_gemma_cut",
        "One turn on the bottom-right piece.\n\nROTATE: (1, 1) counterc",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v62c_p_gemma_finished",
        "One turn on the bottom-right piece.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v62",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v62.py: counts, no reader
    print_counts(all_cases(), problems())

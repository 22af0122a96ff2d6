"""A sixty-fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(a full stop right after the answer stays in format; two spaces after the label, a missing comma
in a cell, words after the value and a label on its own line are format misses; markdown bold
around the answer line or its label is tolerated by strict too; ``square N`` is in format in the
puzzle; a bare side on the turn line is read as the turn, left counterclockwise and right
clockwise, and is a strict format miss; the last committed answer is read; a summary naming
another answer is a conflict; a Chinese registry name is read) and the specification's shape
variants (a square ring of any side k >= 3) and path check (cells after the last G are not
scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v60``-``_v62`` and their test files were read for the data format and the
rulings as applied; the earlier sets' replies were searched only to keep this set's mazes and
routes new.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral Small/Nemo, Gemma, Phi, OLMo 2, Falcon 3, Granite 3), a few API models
(GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M, Gemma 3 270M
base: echoes of the prompt's format line, repeats, half-formed labels, cut-offs, an answer
followed by an unrelated continuation, no answer). Mostly plain compliant answers with a little
reasoning, and the asked formats slightly off as such a run shows them: a cell without its comma,
a space before the colon, brackets, a 1-indexed slip (said and unsaid), lower-case and
capitalised labels, a full stop after the answer, bold answer lines, the label on its own line, a
fenced maze. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from those transcripts: a summary that repeats the
answer the same or differently, a plan of several moves with this turn's marked or several move
lines, a check or a doubt after the answer, a condition settled or open, a correction or a
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
TOP_ROW_BACK = "1,0 1,1 1,2 1,3 1,2 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the whole top row, all the way back to P, then the top route to G."""
LEFT_COL_BACK = "1,0 2,0 3,0 4,0 3,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the whole left column, back up to P, then the left-and-bottom route to G."""
PAST_WEST_THREE = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0"
"""Valid up to G: one step back on row 1, the top route to G, then three cells west along
row 4 (not scored)."""
PAST_BACK_TWO = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1"
"""Valid up to G: one step back on column 0, the left-and-bottom route to G, then two cells
back west (not scored)."""
DIAGONAL = "1,0 2,1 3,1 4,2 4,3"
"""Broken: diagonal steps (the maze allows four directions) through the walls (2,1), (3,1)."""
INTO_44 = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,4 4,3"
"""Broken: the plain route to G, a step into the wall (4,4) and back onto G; the last G closes
the route, so the wall step is walked."""
INTO_14 = "1,0 1,1 1,2 1,3 1,4 1,3 2,3 3,3 4,3"
"""Broken: the top row out to the wall (1,4), back, then down column 3."""

# == generated mazes (5x5) =================================================================
RING_CENTRE3 = """\
1 1 1 1 1
1 0 P 0 1
1 0 1 G 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P on its top side (1,2), G on its right side (2,3)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 0 G 1 1
0 1 0 1 1
0 P 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P on its bottom side (4,1), G at its top-right
corner (2,2)."""

RING_TR3 = """\
1 1 0 0 0
1 1 P 1 G
1 1 0 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P on its left side (1,2), G on its right side
(1,4)."""

RING_BR4 = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 G
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P at its top-left corner (1,1), G on its right side
(3,4)."""

RING_OUTER_SW = """\
0 0 0 0 0
0 1 1 1 G
0 1 1 1 0
0 1 1 1 0
P 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the bottom-left corner (4,0), G on the right side (1,4)."""

NO_GOAL = """\
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: the centre 3x3 ring without a goal."""

CENTRE_OPEN = """\
0 0 G 0 1
0 1 0 0 1
0 1 1 0 1
0 0 0 P 1
1 1 1 1 1"""
"""Broken: a top-left 4x4 ring with an inner cell (1,2) open: not a ring."""

EXTRA_COL = """\
1 1 1 1 1 1
1 0 P 0 1 1
1 0 1 G 1 1
1 0 0 0 1 1
1 1 1 1 1 1"""
"""Broken: the centre 3x3 ring in five rows of six cells, not 5x5."""

STRAY_X = """\
1 0 0 G 1
1 0 x 0 1
1 P 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a top 3x3 ring with a stray ``x`` in its centre."""

SIDE_GAP = """\
0 0 0 0 0
0 1 1 1 G
0 1 1 1 1
0 1 1 1 0
P 0 0 0 0"""
"""Broken: the outer ring with (2,4) walled: its open cells no longer close."""

TWO_PLAYERS = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 G
1 P 0 0 0"""
"""Broken: the bottom-right 4x4 ring with two players."""

EXTRA_ROW = RING_CENTRE3 + "\n1 1 1 1 1"
"""Broken: the centre 3x3 ring over an extra last row of walls: six rows, not 5x5."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v65s_qwenturbo_wall_above",
        "P is at (1, 0) with a wall above it. I'll step down to the open cell.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v65s_qwenturbo_zh_right_zero",
        "玩家在 (1, 0)，右边 (1, 1) 是 0，可以走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v65s_qwenplus_zh_below_first",
        "从 P 出发，下方格子 (2, 0) 是空地，先往下走。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v65s_qwenplus_period_corridor",
        "The corridor to the right is open.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v65s_qwenmax_goal_below",
        "Both (2, 0) and (1, 1) are open; the goal is in the bottom row, so going down gets closer.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v65s_qwenmax_zh_pick_right",
        "下面和右边都能走，我选右边。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v65s_qwenmax_fullwidth_right",
        "向右走一步。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v65s_qwen3_think_neighbours",
        "<think>\nNeighbours of (1,0): up (0,0)=1 wall, down (2,0)=0, right (1,1)=0. Goal (4,3). Down first.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v65s_qwen3_think_zh_around",
        "<think>\n目标在右下角。往右走也可以绕过去。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v65s_qwen25_one_based_unsaid",
        "I'm at (2, 1). Moving right to (2, 2).\n\nMOVE: (2, 2)",
        U,
        (2, 2),
        "one_based_unsaid",
        "P named as (2, 1) shows counting from 1, never said; as written (2, 2) is a wall, counted from 1 it is (1, 1): it matters which was meant",
    ),
    _s(
        "v65s_qwen25_capital_label",
        "Right is free.\nMove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label not in the asked capitals around one clear cell (strict: not the asked label)",
    ),
    _s(
        "v65s_llama33_can_move_down",
        "Looking at the maze, the player can move down into (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v65s_llama33_bold_label_down",
        "Heading down the left side toward row 4.\n\n**MOVE:** (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: a bold label before one clear cell; strict tolerates it (the ruling)",
    ),
    _s(
        "v65s_llama31_right_empty",
        "The cell to my right is empty.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v65s_llama31_no_comma",
        "Down one.\nMOVE: (2 0)",
        (2, 0),
        None,
        "missing_comma",
        "hard: a cell without its comma is a format miss; the cell is clear",
    ),
    _s(
        "v65s_mistral_small_square_brackets",
        "Taking the open cell below.\nMOVE: [2, 0]",
        (2, 0),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v65s_mistral_nemo_top_row",
        "Going right along the top row toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v65s_gemma_bold_head_down",
        "I'll head down.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v65s_gemma_label_alone",
        "Next move:\n\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v65s_phi_then_why_left",
        "MOVE: (2, 0)\n\nThis heads down the left column toward the bottom row, where the goal is.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v65s_phi_options_right",
        "Option analysis: up is a wall, left is outside the grid. Down and right are open. I pick right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v65s_olmo_open_neighbour",
        "The open neighbour below P is (2, 0).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v65s_falcon_period_left_side",
        "Down the left side.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v65s_granite_empty_cell",
        "Moving right to (1, 1), an empty cell.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v65s_gpt4omini_toward_goal",
        "From (1, 0), moving down to (2, 0) keeps me on a path toward the goal at (4, 3).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v65s_haiku_down_word",
        "The way down is clear.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v65s_flash_column_three",
        "The top corridor leads to column 3, which runs down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v65s_small_smol135_echo_moves_left",
        "Moves left: 30. What is your next move? Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v65s_small_smol360_repeat_pair",
        "I move right.\nMOVE: (1, 1)\nI move right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v65s_small_gemma270_cut_grid",
        "The maze is a grid of 0 and 1. The maze is a grid of 0 and 1. The maze is a gri",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v65s_small_smol360_half_moves",
        "the player moves down\nMOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, down, and its cell half written (strict: no label)",
    ),
    _s(
        "v65s_small_gemma270_train",
        "MOVE: (2, 0)\n\nQuestion 2: A train leaves the station at 9 am and",
        (2, 0),
        None,
        "small_continuation",
        "hard: a base model's unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
    _s(
        "v65s_small_smol135_walls_talk",
        "The maze has walls and empty cells. Walls are 1 and empty cells are 0.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v65c_s_qwenplus_zongjie_same",
        "MOVE: (2, 0)\n\n总结：向下走一格到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v65c_s_qwenplus_zongjie_other",
        "MOVE: (2, 0)\n\n总结：向右走一格到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell, (1, 1): conflicting",
    ),
    _s(
        "v65c_s_llama31_plan_first_step",
        "My plan is down, down, down, then right three times. First step:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_of_moves",
        "hard: a plan of six moves, this turn's marked on the MOVE line",
    ),
    _s(
        "v65c_s_llama31_four_lines",
        "Route down the left:\nMOVE: (2, 0)\nMOVE: (3, 0)\nMOVE: (4, 0)\nMOVE: (4, 1)",
        U,
        None,
        "plan_lines",
        "four MOVE lines where one was asked, none marked as this turn's",
    ),
    _s(
        "v65c_s_gemma_double_check",
        "MOVE: (2, 0)\n\nDouble-check: (2, 0) is 0 and directly below P, so it is a legal step.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v65c_s_gemma_not_certain",
        "MOVE: (2, 0)\n\nHmm, the top route might be better, though. Not certain.",
        U,
        None,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _s(
        "v65c_s_mistral_wall_corrected",
        "MOVE: (0, 0)\nNo, (0, 0) is a wall. Correcting that:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: the correction names its new move, (1, 1); the last committed answer is read",
    ),
    _s(
        "v65c_s_mistral_scratch_that",
        "MOVE: (1, 1)\nActually, scratch that; I need to look at the grid again before I commit.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v65c_s_falcon_cut_top",
        "Going right along the top.\n\nMOVE: (1,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v65c_s_falcon_finished_top",
        "Going right along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v65o_qwenturbo_zh_row_then_col",
        "沿第 1 行向右走到第 3 列，然后一直向下到 G。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v65o_qwenplus_top_row_back",
        "I first walked the whole top row, came back to P, then took the top route.\n\nPATH: "
        + path_text(TOP_ROW_BACK),
        S,
        True,
        "asked_format",
        "hard: out to (1, 3) and back to P, then the top route; every step legal, ending on G",
    ),
    _o(
        "v65o_qwenmax_past_back_two",
        "Down with one step back, on to G, then two cells west.\n\nPATH: "
        + path_text(PAST_BACK_TWO),
        S,
        True,
        "asked_format",
        "hard: valid to G; the two cells after it are not scored (the specification's check)",
    ),
    _o(
        "v65o_qwen3_think_left_bottom",
        "<think>\nLeft column (2,0),(3,0),(4,0) open; bottom row (4,1),(4,2) open; G at (4,3).\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v65o_qwen3_think_zh_col_back",
        "<think>\n先下到第 4 行又回到 P，再下去沿底行到 G。每一步都是一格。\n</think>\n\nPATH: "
        + path_text(LEFT_COL_BACK),
        S,
        True,
        "think_block",
        "hard: down to row 4, back up to P, then the plain route; every step legal, ending on G",
    ),
    _o(
        "v65o_qwen25_one_based_said",
        "Counting rows and columns from 1:\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the left-and-bottom route; strict: a format miss",
    ),
    _o(
        "v65o_qwen25_six_moves_top",
        "Six moves: three right along row 1, three down column 3.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v65o_llama33_diagonal",
        "Cutting diagonally through the middle is shortest.\n\nPATH: " + path_text(DIAGONAL),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v65o_llama31_into_44",
        "Down, along the bottom, a step past G and back onto it.\n\nPATH: " + path_text(INTO_44),
        F,
        False,
        "asked_format",
        "hard: the step past G goes into the wall (4, 4) before the route's last G, so the walk to the last G fails",
    ),
    _o(
        "v65o_mistral_small_into_14",
        "Along the top to the edge, back one, then down column 3.\n\nPATH: " + path_text(INTO_14),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v65o_mistral_nemo_past_west",
        "A step back on row 1, the top route to G, then west along the bottom.\n\nPATH: "
        + path_text(PAST_WEST_THREE),
        S,
        True,
        "asked_format",
        "hard: valid to G; the three cells after it are not scored (the specification's check)",
    ),
    _o(
        "v65o_gemma_fenced_top",
        "Here is the path:\n```\nPATH: " + path_text(RIGHT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fence around a valid path; a person reads it (strict: fenced)",
    ),
    _o(
        "v65o_phi_commas_top",
        "Route along the top:\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas; the route is plain (strict: the cells are separated by spaces)",
    ),
    _o(
        "v65o_olmo_period_top",
        "The top route.\nPATH: " + path_text(RIGHT_COL) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v65o_falcon_capital_label",
        "Left then bottom.\nPath: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: the label not in the asked capitals before a valid route (strict: not the asked label)",
    ),
    _o(
        "v65o_granite_then_six",
        "PATH: "
        + path_text(DOWN)
        + "\n\nThe path uses the left column and then the bottom row, six moves in total.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v65o_gpt4omini_down_three",
        "The shortest route is six moves: down three, then right three.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v65o_haiku_bold_line",
        "The route along the top and down the right side:\n\n**PATH: "
        + path_text(RIGHT_COL)
        + "**",
        S,
        True,
        "markdown_label",
        "hard: bold around the path line is how it renders; strict tolerates it (the ruling)",
    ),
    _o(
        "v65o_flash_ascii_arrows",
        "My route:\nPATH: " + path_text(DOWN, " -> "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of a valid route (strict: not the asked separator)",
    ),
    _o(
        "v65o_small_smol135_echo_three",
        "PATH: (row, col) (row, col) ...\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v65o_small_smol360_repeat_right",
        "The path:\nPATH: (1, 0) (1, 1) (1, 2)\nThe path:\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v65o_small_gemma270_cut_col",
        "Top, then the right column.\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v65o_small_smol135_start_end",
        "To solve a maze you must find the path. The path goes from the start to the end.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v65c_o_qwenturbo_option_a",
        "Option A: "
        + path_text(DOWN)
        + "\nOption B: "
        + path_text(RIGHT_COL)
        + "\nBoth work; I'll take option A.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: two routes, an explicit pick of option A, and option A on the PATH line",
    ),
    _o(
        "v65c_o_qwenturbo_another",
        "PATH: " + path_text(RIGHT_COL) + "\n\nAnother possibility:\nPATH: " + path_text(DOWN),
        U,
        False,
        "two_options",
        "two paths offered, the second as another possibility, with no pick",
    ),
    _o(
        "v65c_o_llama33_asks_answers",
        "Should I give the shortest path? I'll give the shortest one.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "question_back",
        "hard: the question is answered by the reply itself and the path follows",
    ),
    _o(
        "v65c_o_llama33_asks_origin",
        "Which cell is (0, 0) here, the top-left? Let me know and I'll write out the path.",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v65c_o_phi_in_short_same",
        "PATH: " + path_text(DOWN) + "\n\nIn short: down to the bottom row, then right to G.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v65c_o_phi_in_short_other",
        "PATH: " + path_text(DOWN) + "\n\nIn short: right along the top row, then down to G.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v65c_o_gemma_cut_bottom",
        "Left column, then the bottom row.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v65c_o_gemma_finished_bottom",
        "Left column, then the bottom row.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v65r_qwenturbo_zh_four_edges",
        "空格沿着四条边围成一圈，是一个正方形。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v65r_qwenturbo_closed_border",
        "The open cells make a closed border around the walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v65r_qwenplus_zh_value_ring",
        "这些空格组成一个方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v65r_qwenmax_zh_value_spiral",
        "空格像一个螺旋一样绕进去。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese; read, and wrong",
    ),
    _r(
        "v65r_qwen3_think_four_runs",
        "<think>\nOpen: row 1 cols 0-3, col 0 rows 1-4, row 4 cols 0-3, col 3 rows 1-4. That is a closed 4x4 loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v65r_qwen3_think_zh_inner_walls",
        "<think>\n外圈是空的，里面 2x2 是墙。正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v65r_qwen25_period_ring",
        "A square ring.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v65r_llama33_four_by_four",
        "The empty cells form a hollow square: four sides of four cells each around a block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v65r_llama31_c_open_right",
        "The open cells look like a C, open on the right side.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v65r_mistral_small_lower",
        "It's a closed loop of 0s.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before the right name (strict: not the asked label)",
    ),
    _r(
        "v65r_mistral_nemo_border",
        "Walls fill the middle, and the empty cells make the square's border.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v65r_gemma_bold_label",
        "The open cells make a square outline.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label before the right name; strict tolerates it (the ruling)",
    ),
    _r(
        "v65r_phi_then_reasoning",
        "SHAPE: square\n\nReasoning: the empty cells run around all four sides of a 4x4 area.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v65r_olmo_space_before_colon",
        "The corridor closes on itself.\nSHAPE : square",
        "square",
        False,
        "spacing",
        "hard: a space before the colon is a format miss; the name is clear",
    ),
    _r(
        "v65r_falcon_perimeter",
        "The empty cells form a square perimeter.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v65r_granite_label_alone",
        "Answer:\nSHAPE:\nSquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v65r_gpt4omini_side_four",
        "The empty cells trace a square loop of side 4.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v65r_haiku_four_edges",
        "The open cells run along the top, left, bottom, and right edges of a 4x4 block, which is a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v65r_flash_z_bend",
        "The empty cells bend like a Z.\n\nSHAPE: Z",
        "Z",
        False,
        "asked_format",
    ),
    _r(
        "v65r_small_smol135_echo_explain",
        "Name the shape and explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v65r_small_smol360_repeat_sentence",
        "SHAPE: square\nThe shape is a square.\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v65r_small_gemma270_cut_sq",
        "Open cells make a\nSHAPE: sq",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v65r_small_smol360_geometry",
        "Shapes are everywhere. Geometry is the study of shapes.",
        U,
        False,
        "small_no_answer",
        "no shape named",
    ),
    _r(
        "v65r_small_gemma270_half_label",
        "The shape is square\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the name said in prose and on a label line without its colon (strict: not the asked label)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v65c_r_llama33_if_closes",
        "If the bottom row joins the right column, the loop closes, and it does, at (4, 3).\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled in the reply itself",
    ),
    _r(
        "v65c_r_llama33_if_23",
        "If (2, 3) is open it's a square; if it is a wall it's a C.\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open",
    ),
    _r(
        "v65c_r_qwenplus_zh_verified",
        "SHAPE: square\n\n验证：四条边各有 4 个空格，角上相连。",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v65c_r_qwenplus_zh_maybe_c",
        "SHAPE: square\n\n不过看起来也有点像 C 形，说不准。",
        U,
        False,
        "second_thought",
        "a doubt after the name, left unsettled",
    ),
    _r(
        "v65c_r_gemma_sum_up_same",
        "SHAPE: square\n\nTo sum up: a square ring of empty cells.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary after the name says the same shape (strict: not the last line)",
    ),
    _r(
        "v65c_r_gemma_sum_up_other",
        "SHAPE: square\n\nTo sum up: the empty cells make a spiral.",
        U,
        False,
        "repeat_conflict",
        "the summary after the name says another shape, spiral: conflicting",
    ),
    _r(
        "v65c_r_granite_cut_squ",
        "The loop goes all the way round, so\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v65c_r_granite_finished_square",
        "The loop goes all the way round, so\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v65g_qwenturbo_zh_centre3",
        "中间放一个 3x3 的环，P 在上边，G 在右边。\n\nMAZE:\n" + RING_CENTRE3,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v65g_qwenplus_zh_coord_tr3",
        "右上角 3x3 的环。\n\nMAZE:\n" + coord_list(RING_TR3),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v65g_qwenmax_br4",
        "A 4x4 ring in the bottom-right corner.\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v65g_qwen3_think_outer_sw",
        "<think>\nUse the full border as the ring; P bottom-left, G on the right side.\n</think>\n\nMAZE:\n"
        + RING_OUTER_SW,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v65g_qwen3_think_zh_bl3",
        "<think>\n左下角 3x3 的环。\n</think>\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v65g_qwen25_two_players",
        "A 4x4 loop on the right with the goal on its right side.\n\nMAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v65g_llama33_no_goal",
        "A small square loop in the middle.\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v65g_llama31_extra_col",
        "Here's a new maze:\n\nMAZE:\n" + EXTRA_COL,
        F,
        False,
        "asked_format",
        "hard: five rows of six cells, not the asked 5x5",
    ),
    _g(
        "v65g_mistral_small_stray_x",
        "A 3x3 ring at the top.\n\nMAZE:\n" + STRAY_X,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v65g_mistral_nemo_fenced_bl3",
        "MAZE:\n```\n" + RING_BL3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v65g_gemma_centre_open",
        "A 4x4 ring in the top-left.\n\nMAZE:\n" + CENTRE_OPEN,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v65g_gemma_bold_centre3",
        "**MAZE:**\n" + RING_CENTRE3,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v65g_phi_coord_side_gap",
        "Same encoding as above.\n\nMAZE:\n" + coord_list(SIDE_GAP),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v65g_phi_coord_br4",
        "A 4x4 ring, bottom-right.\n\nMAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v65g_olmo_side_gap",
        "The outer border as a ring.\n\nMAZE:\n" + SIDE_GAP,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v65g_falcon_lower_tr3",
        "maze:\n" + RING_TR3,
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid ring (strict: not the asked label)",
    ),
    _g(
        "v65g_granite_br4_after",
        "MAZE:\n" + RING_BR4 + "\n\nP is at (1, 1) and G at (3, 4), both on the ring.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v65g_gpt4omini_tr3",
        "A 3x3 square ring in the top-right corner.\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v65g_haiku_coord_centre3",
        "MAZE:\n" + coord_list(RING_CENTRE3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v65g_flash_original_back",
        "Here you go, a maze whose empty cells form the same shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is not a new maze",
    ),
    _g(
        "v65g_small_smol135_echo_line",
        "Write the line MAZE: and then the maze.\nMAZE:\n1 P 0 G 1",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v65g_small_smol360_repeat_three",
        "MAZE:\nP 0 0\n0 1 G\nMAZE:\nP 0 0\n0 1 G",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v65g_small_gemma270_cut_rows",
        "MAZE:\n1 1 0 0 0\n1 1 P 1 G\n1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v65c_g_qwenplus_zh_fangan_two",
        "方案一：\nMAZE:\n" + NO_GOAL + "\n\n方案二：\nMAZE:\n" + RING_CENTRE3 + "\n\n我选方案二。",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes and an explicit pick of the second, a valid ring (strict: the pick is the last line)",
    ),
    _g(
        "v65c_g_qwenplus_or_this_one",
        "MAZE:\n" + RING_BR4 + "\n\nOr this one:\n\nMAZE:\n" + RING_TR3,
        U,
        False,
        "two_options",
        "two mazes offered as alternatives with no pick",
    ),
    _g(
        "v65c_g_llama33_bl3_described",
        "MAZE:\n"
        + RING_BL3
        + "\n\nA 3x3 ring in the bottom-left, P on its bottom side, G at its top-right corner.",
        S,
        False,
        "summary_agrees",
        "hard: the description after the maze agrees with it (strict: something after the maze)",
    ),
    _g(
        "v65c_g_llama33_bl3_misdescribed",
        "MAZE:\n" + RING_BL3 + "\n\nA 4x4 ring in the top-right, P at its bottom-left corner.",
        U,
        False,
        "repeat_conflict",
        "the description after the maze is of a different maze: conflicting",
    ),
    _g(
        "v65c_g_phi_cut_centre",
        "Square ring in the centre.\n\nMAZE:\n1 1 1 1 1\n1 0 P 0 1\n1 0 1 G 1\n1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v65c_g_phi_finished_centre",
        "Square ring in the centre.\n\nMAZE:\n" + RING_CENTRE3,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
    _g(
        "v65c_g_gemma_extra_row",
        "MAZE:\n" + EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: an extra row makes the grid 6x5, not the asked 5x5; a failure, not a reading doubt",
    ),
    _g(
        "v65c_g_gemma_reconsider",
        "MAZE:\n"
        + RING_OUTER_SW
        + "\n\nWait, I'm not sure this keeps the same shape. Let me reconsider.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v65p_qwenturbo_zh_tl_off",
        "左上角的管子朝左出界了，顺时针转一下。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v65p_qwenplus_zh_br_ccw",
        "右下角逆时针转。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v65p_qwenmax_square_one",
        "Square 1 points off the top edge.\n\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "square_number",
        "hard: 'square 1' is the prompt's own numbering, (0, 1), which the intro allows",
    ),
    _p(
        "v65p_qwen3_think_br_up",
        "<think>\nBottom-right opens right, off the board. Clockwise: right -> bottom, still off. Counterclockwise: right -> top, toward (0,1). Good.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v65p_qwen3_think_zh_bl_up",
        "<think>\n左下角朝左，出界。顺时针转后朝上，连到 (0, 0)。\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v65p_qwen25_fullwidth_tr",
        "右上角逆时针。\nROTATE：（0，1）counterclockwise",
        (1, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v65p_qwen25_bl_meets_tl",
        "The bottom-left pipe should reach up to the top-left one.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v65p_llama33_tr_points_up",
        "The top-right piece's opening points up, off the board.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v65p_llama31_right_side",
        "Turn the bottom-right piece.\nROTATE: (1, 1) right",
        (3, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, right = clockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v65p_mistral_small_period_tl",
        "Top-left needs one turn.\nROTATE: (0, 0) clockwise.",
        (0, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v65p_mistral_nemo_bl_connect",
        "Rotate the bottom-left piece so it connects to the top-left piece.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v65p_gemma_bold_label_tr",
        "The top-right piece is next.\n\n**ROTATE:** (0, 1) counterclockwise",
        (1, CCW),
        True,
        "markdown_label",
        "hard: a bold label before one clear move; strict tolerates it (the ruling)",
    ),
    _p(
        "v65p_phi_lower_bl",
        "Bottom-left.\nrotate: (1, 0) clockwise",
        (2, CW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v65p_olmo_brackets_tl",
        "The top-left piece.\nROTATE: [0, 0] counterclockwise",
        (0, CCW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v65p_falcon_bl_left_edge",
        "(1, 0) opens to the left, off the board.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v65p_granite_then_points",
        "ROTATE: (0, 0) counterclockwise\n\nThis points the top-left pipe toward the bottom-left one.",
        (0, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v65p_gpt4omini_br_meets_tr",
        "Turning (1, 1) counterclockwise moves its right opening to the top, meeting (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v65p_haiku_label_alone",
        "The bottom-right piece.\nROTATE:\n(1, 1) clockwise",
        (3, CW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v65p_flash_tl_left_edge",
        "The top-left piece faces off the board on the left.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v65p_small_smol135_echo_form",
        "End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
    ),
    _p(
        "v65p_small_smol360_repeat_tl",
        "Top-left, counterclockwise.\nROTATE: (0, 0) counterclockwise\nTop-left, counterclockwise.\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v65p_small_gemma270_cut_board",
        "The board has four squares. The board has four squares. The bo",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v65p_small_smol135_water",
        "Pipes carry water from one place to another place.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v65c_p_llama33_plan_this_move",
        "Plan: (0, 1) clockwise, then (1, 1) counterclockwise. This move:\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, this turn's marked on the ROTATE line",
    ),
    _p(
        "v65c_p_llama33_two_lines",
        "Two turns:\nROTATE: (0, 1) clockwise\nROTATE: (1, 1) counterclockwise",
        U,
        False,
        "plan_lines",
        "two ROTATE lines where one was asked, neither marked as this turn's",
    ),
    _p(
        "v65c_p_haiku_quarter_left",
        "ROTATE: (1, 0) counterclockwise (one quarter turn to the left)",
        (2, CCW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn (strict: words after the value)",
    ),
    _p(
        "v65c_p_haiku_quarter_right",
        "ROTATE: (1, 0) counterclockwise (one quarter turn to the right)",
        U,
        False,
        "direction_clash",
        "the words after the move say the other turn: conflicting",
    ),
    _p(
        "v65c_p_qwenmax_check_tl",
        "ROTATE: (0, 0) clockwise\n\nCheck: after the turn the top-left pipe opens toward (0, 1), as needed.",
        (0, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v65c_p_qwenmax_cant_tell",
        "ROTATE: (0, 0) clockwise\n\nBut counterclockwise might work too; I can't tell which.",
        U,
        False,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _p(
        "v65c_p_mistral_cut_clock",
        "Turn the top-right piece.\n\nROTATE: (0, 1) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v65c_p_mistral_finished_clock",
        "Turn the top-right piece.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v65",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v65.py: counts, no reader
    print_counts(all_cases(), problems())

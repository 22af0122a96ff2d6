"""A seventy-seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

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
registry name is read; every registry name of a shape is that shape) and the specification's
shape variants (a square ring of any side k >= 3) and path check (cells after the last G are not
scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes`` and
``corpus_reading_v74`` with its test file were read for the data format and the rulings as
applied; no earlier set's reply was copied, and the new mazes and routes were checked against
the earlier sets' replies (text only, no reader) before they were used.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral Small/Nemo, Gemma 2/3, Phi-3.5/4, OLMo 2, Falcon 3, Granite 3), a few
API models (GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M,
Gemma 3 270M base: echoes of the prompt's format line, repeats, half-formed labels, cut-offs, no
answer). Mostly plain compliant answers with a little reasoning, and the asked formats slightly
off: two spaces after the label, square brackets, a 1-indexed slip (said and unsaid), lower case
labels, a full stop after the answer, bold answer lines, the label on its own line, a fenced
maze. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from those transcripts: a reply repeating its
answer the same or differently, a plan of several moves with this turn's marked or several move
lines, a maze with an extra row or a stray character, an answer then an unrelated continuation
or a withdrawal, a check or a doubt after the answer, a condition settled or open, a question
answered or handed back, a pick between options or none, a cut-off and its finished twin.

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
DOWN_THREE_FALSE_STARTS = "1,0 2,0 1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down to (2,0) and back to P twice, then the left column and the bottom row."""
TOP_SHUFFLE = "1,0 1,1 1,0 1,1 1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: right to (1,1) and back to P twice, the top row, a step back up to the corner (1,3),
then the right column."""
PAST_BACK_INTO_WALL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 2,3 2,2"
"""Valid up to G: the top route, then back up column 3 and west into the wall (2,2) (not
scored)."""
PAST_EAST_EDGE = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,4 3,4"
"""Valid up to G: the bottom route, then east into the wall column (4,4) and (3,4) (not
scored)."""
SKIP_THEN_BOUNCE = "1,0 2,0 3,0 4,0 4,2 4,3 3,3 4,3"
"""Broken: the left column, then a two-cell jump from (4,0) to (4,2); it comes before the last
G, so it is walked."""
WALL_POKE_WEST = "1,0 1,1 1,2 1,3 2,3 2,2 2,3 3,3 4,3 3,3"
"""Broken: the top row, then a step west from (2,3) into the wall (2,2) and back, before G."""
THROUGH_COL1 = "1,0 1,1 2,1 3,1 4,1 4,2 4,3 4,2"
"""Broken: right to (1,1), then straight down column 1 through the walls (2,1) and (3,1)."""

# == generated mazes (5x5) =================================================================
RING_LEFT4_P_TOP = """\
1 1 1 1 1
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1"""
"""Valid: the original's 4x4 ring with P moved to the middle of its top side (1,2), G at the
bottom-right corner (4,3)."""

RING_OUTER_DIAG = """\
0 P 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 G"""
"""Valid: the 5x5 outer ring, P on the top side (0,1), G in the bottom-right corner (4,4)."""

RING_TL4_RIGHT_BOTTOM = """\
0 0 0 0 1
0 1 1 G 1
0 1 1 0 1
0 0 P 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P on its bottom side (3,2), G on its right side (1,3)."""

RING_MID3_RIGHT_P = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 P 1
1 G 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P in the middle of its right side (2,3), G at its
bottom-left corner (3,1)."""

RING_TR3_INNER = """\
1 1 0 0 0
1 1 P 1 0
1 1 0 G 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right, P on its left side (1,2), G in the middle of its bottom
side (2,3)."""

TL4_NO_GOAL = """\
0 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring without a goal."""

OUTER_TWO_PLAYERS = """\
0 P 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
P 0 0 0 G"""
"""Broken: the outer ring with a second player in the bottom-left corner (4,0)."""

LEFT4_STRAY_X = """\
1 1 x 1 1
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1"""
"""Broken: RING_LEFT4_P_TOP with a stray ``x`` in its top row."""

MID3_EXTRA_ROW = RING_MID3_RIGHT_P + "\n1 1 1 1 1"
"""Broken: RING_MID3_RIGHT_P over an extra row of walls: six rows, not 5x5."""

TR3_CORNER_WALLED = """\
1 1 0 0 1
1 1 P 1 0
1 1 0 G 0
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the top-right 3x3 ring with its corner (0,4) walled: the ring no longer closes."""

TL4_FILLED = """\
0 0 0 0 1
0 0 0 G 1
0 0 0 0 1
0 0 P 0 1
1 1 1 1 1"""
"""Broken: a 4x4 open block in the top-left: filled, not a ring."""

LEFT4_FOUR_ROWS = """\
1 1 1 1 1
0 0 P 0 1
0 1 1 0 1
0 0 0 G 1"""
"""Broken: a ring squeezed into four rows, not 5x5 (and 4 wide by 3 high, not square)."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v77s_qwenturbo_below_free",
        "(0, 0) is a wall; (2, 0) below the player is free.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v77s_qwenturbo_zh_xiangxia",
        "玩家上方是墙，下方 (2, 0) 可以走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v77s_qwenplus_row_one_open",
        "Row 1 is open from the player to column 3, so stepping east is safe.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v77s_qwenplus_zh_dongbian",
        "东边的格子 (1, 1) 是 0，沿着上面一行走。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v77s_qwenplus_bold_value_down",
        "Heading down the west side.\n\nMOVE: **(2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the cell only; strict tolerates it (the ruling)",
    ),
    _s(
        "v77s_qwenmax_period_down",
        "The west column is open to the bottom.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v77s_qwenmax_fullwidth_xia",
        "向下走一步。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v77s_qwen3_think_count_both",
        "<think>\nUp (0,0) is 1. Down (2,0) is 0. Right (1,1) is 0. Down route: 6 moves. Right route: 6 moves. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v77s_qwen3_think_zh_xia",
        "<think>\n(2,0) 是 0，往下，然后沿最下面一行往右。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v77s_qwen25_one_based_unsaid_right",
        "The player is at (2, 1) and the cell to its right, (2, 2), is empty.\n\nMOVE: (2, 2)",
        U,
        (2, 2),
        "one_based_unsaid",
        "P named as (2, 1) shows counting from 1, never said; as written (2, 2) is not next to P, counted from 1 it is (1, 1): it matters which was meant",
    ),
    _s(
        "v77s_qwen25_brackets_right",
        "Right is open.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v77s_llama33_down_then_east",
        "Going down leads to the bottom row, which runs straight to the goal.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v77s_llama33_lower_label_right",
        "Going right.\n\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label in lower case before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v77s_llama31_label_above_down",
        "I'll move down one cell.\n\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v77s_llama31_plain_right",
        "The player can move right along the top corridor toward the right column.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v77s_mistral_small_west_column",
        "The west column is clear down to row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v77s_mistral_nemo_two_spaces_right",
        "Right it is.\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v77s_gemma_down_word",
        "The cell below is open.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v77s_phi_move_first_down",
        "MOVE: (2, 0)\n\nReason: the cell above is a wall and the cell below starts the open left column.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the move comes first and the explanation agrees; strict reads only the last line",
    ),
    _s(
        "v77s_olmo_no_comma_down",
        "The cell under P is open.\nMOVE: (2 0)",
        (2, 0),
        None,
        "missing_comma",
        "hard: a cell without its comma is still one clear cell (strict: a format miss, the ruling)",
    ),
    _s(
        "v77s_falcon_plain_right",
        "Moving right keeps the player on the open top row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v77s_granite_plain_down",
        "The player steps down into the open left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v77s_gpt4omini_short_right",
        "Above is a wall; to the right is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v77s_haiku_equal_routes_down",
        "Either neighbour reaches G in six moves around the loop; I'll go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v77s_flash_fenced_right",
        "Right.\n\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
        "hard: the move line inside a code fence is read; strict: the last line is the fence",
    ),
    _s(
        "v77s_small_smol135_echo_format",
        "End with MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the prompt's format line is echoed, then the model's own last move line",
    ),
    _s(
        "v77s_small_smol360_repeat_down",
        "down one\nMOVE: (2, 0)\ndown one\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same move repeated twice is one answer",
    ),
    _s(
        "v77s_small_gemma270_cut_rows",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0",
        U,
        None,
        "small_cut",
        "cut off by max_tokens while copying the maze; no move given",
        finish_reason=L,
    ),
    _s(
        "v77s_small_smol135_about_goal",
        "The goal of the game is to reach G. Good luck!",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v77c_s_qwenplus_restated_same",
        "MOVE: (1, 1)\n\nIn short: one step right, to (1, 1).",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the restatement after the move names the same cell; strict reads the last line",
    ),
    _s(
        "v77c_s_qwenplus_restated_other",
        "MOVE: (1, 1)\n\nIn short: one step down, to (2, 0).",
        U,
        None,
        "repeat_conflict",
        "the restatement names a different cell from the move line (the ruling: conflicting)",
    ),
    _s(
        "v77c_s_mistral_plan_now_first",
        "Full route: (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3). Only the first step is taken now.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_of_moves",
        "hard: a plan is laid out, but the move line names this turn's single move",
    ),
    _s(
        "v77c_s_mistral_plan_three_lines",
        "Along the top:\nMOVE: (1, 1)\nMOVE: (1, 2)\nMOVE: (1, 3)",
        U,
        None,
        "plan_lines",
        "three move lines for one turn; which one is this turn's answer is not said",
    ),
    _s(
        "v77c_s_small_smol360_then_weather",
        "MOVE: (1, 1)\n\nTomorrow will be sunny with a high of 22 degrees and light",
        (1, 1),
        None,
        "unrelated_after",
        "hard: an unrelated continuation after a complete move line does not touch the answer",
    ),
    _s(
        "v77c_s_gemma_take_back",
        "MOVE: (1, 1)\n\nHmm, no. Disregard that move.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v77c_s_olmo_verified_right",
        "MOVE: (1, 1)\n\nVerification: (1, 1) holds a 0 and shares an edge with P. OK.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move confirms it; strict reads only the last line",
    ),
    _s(
        "v77c_s_qwen3_unsure_right",
        "<think>\nDown works.\n</think>\n\nMOVE: (2, 0)\n\nThough right may turn out shorter; I can't tell for sure.",
        U,
        None,
        "second_thought",
        "an unsettled doubt after the move, naming the other move",
    ),
    _s(
        "v77c_s_phi_fix_to_down",
        "MOVE: (3, 0)\nWait, (3, 0) is two rows down. The cell directly below is (2, 0).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction that names its new move stands (the ruling); the last move line is it",
    ),
    _s(
        "v77c_s_granite_cut_move",
        "Taking the west column down.\n\nMOVE: (2",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v77c_s_granite_whole_move",
        "Taking the west column down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the cell is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v77o_qwenturbo_left_bottom",
        "Straight down the west side, then east along row 4.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v77o_qwenturbo_zh_xiazou",
        "先往下走到第 4 行，再往右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v77o_qwenplus_false_starts",
        "I hesitate twice at the start, then take the left side and the bottom.\n\nPATH: "
        + path_text(DOWN_THREE_FALSE_STARTS),
        S,
        True,
        "asked_format",
        "hard: two back-steps to P; every step legal, ending on G",
    ),
    _o(
        "v77o_qwenplus_fullwidth_top",
        "沿上面一行再往下。\nPATH：（1，0） （1，1） （1，2） （1，3） （2，3） （3，3） （4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width brackets and commas around one clear legal path (strict: not the prompt's form)",
    ),
    _o(
        "v77o_qwenmax_top_shuffle",
        "Right and back twice, the top row, a step back up at the corner, then the right column.\n\nPATH: "
        + path_text(TOP_SHUFFLE),
        S,
        True,
        "asked_format",
        "hard: several back-steps; every step legal, ending on G",
    ),
    _o(
        "v77o_qwenmax_period_down",
        "Left side, then the bottom.\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v77o_qwen3_think_past_east",
        "<think>\nBottom route to (4,3), then I'll keep going east.\n</think>\n\nPATH: "
        + path_text(PAST_EAST_EDGE),
        S,
        True,
        "think_block",
        "hard: the cells after G are not scored (the specification's check walks to the last G)",
    ),
    _o(
        "v77o_qwen3_think_zh_you",
        "<think>\n先向右走到 (1,3)，再向下三格。\n</think>\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v77o_qwen25_one_based_said_down",
        "Note: I number rows and columns starting at 1.\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; shifted back it is the legal bottom route (strict: as written it is not the maze's cells)",
    ),
    _o(
        "v77o_llama33_skip_bounce",
        "Down the left, then along the bottom.\n\nPATH: " + path_text(SKIP_THEN_BOUNCE),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v77o_llama33_bold_label_top",
        "Along the top edge.\n\n**PATH:** " + path_text(RIGHT_COL),
        S,
        True,
        "markdown_label",
        "hard: a bold label before a legal path; strict tolerates it (the ruling)",
    ),
    _o(
        "v77o_llama31_col1_down",
        "Right one, then straight down to the bottom row.\n\nPATH: " + path_text(THROUGH_COL1),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v77o_mistral_small_past_wall",
        "Top route.\n\nPATH: " + path_text(PAST_BACK_INTO_WALL),
        S,
        True,
        "asked_format",
        "hard: the wall cell comes after the last G and is not scored (the ruling)",
    ),
    _o(
        "v77o_mistral_nemo_commas_top",
        "Top row, then the right column.\nPATH: " + path_text(RIGHT_COL, sep=", "),
        S,
        False,
        "path_commas",
        "hard: cells separated by commas are one clear legal path (strict: the ruling asks spaces)",
    ),
    _o(
        "v77o_gemma_lower_label_top",
        "right then down\n\npath: " + path_text(RIGHT_COL),
        S,
        False,
        "label_case",
        "hard: the label in lower case before a clear legal path (strict: not the asked label)",
    ),
    _o(
        "v77o_phi_wall_poke",
        "Top row, a quick look west at row 2, then down.\n\nPATH: " + path_text(WALL_POKE_WEST),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v77o_olmo_label_alone_down",
        "Here it is:\n\nPATH:\n" + path_text(DOWN),
        S,
        False,
        "label_own_line",
        "hard: the cells on the line under the label are read (strict: not on the label line)",
    ),
    _o(
        "v77o_falcon_brackets_top",
        "PATH: [1, 0] [1, 1] [1, 2] [1, 3] [2, 3] [3, 3] [4, 3]",
        S,
        False,
        "brackets",
        "hard: square brackets around each cell of a legal path (strict: not the prompt's form)",
    ),
    _o(
        "v77o_granite_plain_down",
        "The path goes down the left column and then right along the bottom row.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v77o_gpt4omini_plain_top",
        "Right along the top, then down the right side to G.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v77o_haiku_shuffle_top",
        "Not the shortest, but every step is legal:\n\nPATH: " + path_text(TOP_SHUFFLE),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v77o_flash_plain_down",
        "Left edge, bottom edge.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v77o_small_smol135_echo_format",
        "End with PATH: followed by the cells.\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_echo",
        "hard: the prompt's format line echoed, then the model's own last path, which stops short of G",
    ),
    _o(
        "v77o_small_smol360_repeat_top",
        "go right\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)\ngo right\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)",
        F,
        False,
        "small_repeat",
        "hard: the same short path twice; it stops at the top-right corner, never reaching G",
    ),
    _o(
        "v77o_small_gemma270_cut_down",
        "path\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v77o_small_smol135_legend",
        "P is the player. G is the goal. 0 is a path and 1 is a wall.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v77c_o_gemma_pick_first",
        "First try:\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nSecond try:\nPATH: "
        + path_text(THROUGH_COL1)
        + "\n\nThe second goes through walls, so I'll go with the first.",
        S,
        False,
        "rejected_alternative",
        "hard: an explicit choice among candidates decides (the ruling); strict takes the last path line, the rejected one",
    ),
    _o(
        "v77c_o_gemma_either_works",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThis also works:\nPATH: " + path_text(DOWN),
        U,
        False,
        "two_options",
        "two paths offered, no choice between them",
    ),
    _o(
        "v77c_o_qwenturbo_summary_same",
        "PATH: "
        + path_text(DOWN)
        + "\n\nSummary: down the left column, then right along the bottom.",
        S,
        False,
        "summary_agrees",
        "hard: the summary agrees with the path; strict reads only the last line",
    ),
    _o(
        "v77c_o_qwenturbo_summary_other",
        "PATH: "
        + path_text(DOWN)
        + "\n\nSummary: right along the top, then down the right column.",
        U,
        False,
        "repeat_conflict",
        "the summary describes a different route from the path line (the ruling: conflicting)",
    ),
    _o(
        "v77c_o_haiku_if_goal_excluded",
        "If G itself should not be listed, leave off the last cell.\n\nPATH: "
        + path_text(RIGHT_COL),
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open (with or without the goal cell)",
    ),
    _o(
        "v77c_o_haiku_goal_included",
        "The prompt asks for every cell up to G's cell, so G is listed.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "conditional",
        "hard: the question about the goal cell is settled by the reply itself",
    ),
    _o(
        "v77c_o_olmo_cut_top",
        "Along the top, then down.\n\nPATH: " + path_text(RIGHT_COL)[:-16],
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v77c_o_olmo_whole_top",
        "Along the top, then down.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the shape of ORIGINAL (a square ring) ======================================
RECOGNIZE = [
    _r(
        "v77r_qwenturbo_closed_loop",
        "The empty cells run around a 4x4 border and close into a loop with equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v77r_qwenturbo_zh_sibian",
        "空格沿着一个 4x4 区域的四条边围成一圈。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v77r_qwenplus_zh_name_fang",
        "空格围成一个正方形的框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese registry name 正方形 is read as square (the ruling; strict: not an English name)",
    ),
    _r(
        "v77r_qwenplus_hollow_border",
        "Every empty cell lies on the border of the 4x4 block in rows 1-4, columns 0-3.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v77r_qwenmax_zh_shizi",
        "中间的墙像一个十字。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the cross in Chinese; read, and wrong",
    ),
    _r(
        "v77r_qwenmax_period_square",
        "A hollow square of open cells.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v77r_qwen3_think_border",
        "<think>\nRow 1: P 0 0 0. Row 4: 0 0 0 G. Columns 0 and 3 open in rows 2-3. Border of a 4x4 block, hollow inside.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v77r_qwen3_think_zh_kuang",
        "<think>\n空的格子是一个空心的方框。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v77r_qwen25_lower_square",
        "A loop with four sides.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case before a clear name (strict: not the asked label)",
    ),
    _r(
        "v77r_llama33_z_guess",
        "The path zigzags from the top-left to the bottom-right.\n\nSHAPE: Z",
        "Z",
        False,
        "asked_format",
    ),
    _r(
        "v77r_llama33_bold_whole",
        "The open cells outline a square.\n\n**SHAPE: square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the whole shape line; strict tolerates it (the ruling)",
    ),
    _r(
        "v77r_llama31_rectangle_outline",
        "The corridor traces the outline of a four-cornered figure.\n\nSHAPE: rectangle",
        "square",
        True,
        "registry_synonym",
        "hard: 'rectangle' is a registry name of the square (the ruling: in flexible and strict)",
    ),
    _r(
        "v77r_mistral_small_two_spaces",
        "The zeros make a loop.\nSHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v77r_mistral_nemo_triangle",
        "The path seems to have a diagonal.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v77r_gemma_name_below",
        "Shape of the empty cells:\n\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v77r_phi_name_then_note",
        "The empty cells form the border of a 4x4 area.\n\nSHAPE: square (outline only)",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is square",
    ),
    _r(
        "v77r_olmo_plain_square",
        "The open cells go around in a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v77r_falcon_box_outline",
        "The walkable cells form the outline of a box.\n\nSHAPE: box",
        "square",
        True,
        "registry_synonym",
        "hard: 'box' is a registry name of the square (the ruling: in flexible and strict)",
    ),
    _r(
        "v77r_granite_spiral",
        "The path turns the same way at every corner, like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v77r_gpt4omini_plain",
        "The empty cells form a square ring around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v77r_haiku_plain",
        "Tracing the open cells: along row 1, down column 3, back along row 4 and up column 0 - a closed square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r("v77r_flash_plain", "Hollow square.\n\nSHAPE: square", "square", True, "asked_format"),
    _r(
        "v77r_small_smol135_echo_line",
        "then end your reply with a line of the form SHAPE: <name>.\nthe empty cells\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then the model's own last shape line",
    ),
    _r(
        "v77r_small_smol360_repeat_cross",
        "cross\nSHAPE: cross\ncross\nSHAPE: cross",
        "cross",
        False,
        "small_repeat",
        "hard: the same wrong name twice, each under its word, is one answer",
    ),
    _r(
        "v77r_small_gemma270_cut_name",
        "Together the empty cells make up a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any name",
        finish_reason=L,
    ),
    _r(
        "v77r_small_smol135_counts_cells",
        "The maze has five rows and five columns.",
        U,
        False,
        "small_no_answer",
        "no shape named at all",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v77c_r_llama31_restated_same",
        "SHAPE: square\n\nTo repeat: a square.",
        "square",
        False,
        "summary_agrees",
        "hard: the restatement names the same shape; strict reads only the last line",
    ),
    _r(
        "v77c_r_llama31_restated_other",
        "SHAPE: square\n\nTo repeat: a spiral.",
        U,
        False,
        "repeat_conflict",
        "the restatement names a different shape (the ruling: conflicting)",
    ),
    _r(
        "v77c_r_small_smol360_then_quiz",
        "SHAPE: square\n\nQuestion 2: What is the capital of France?",
        "square",
        False,
        "unrelated_after",
        "hard: an unrelated continuation after a complete answer line does not change it",
    ),
    _r(
        "v77c_r_mistral_retract",
        "SHAPE: square\n\nI retract that answer.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new one is given",
    ),
    _r(
        "v77c_r_granite_sides_checked",
        "SHAPE: square\n\nChecked: each side spans four cells.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer confirms it; strict reads only the last line",
    ),
    _r(
        "v77c_r_qwenmax_maybe_c",
        "SHAPE: square\n\nBut maybe it is closer to a C; I'm not sure.",
        U,
        False,
        "second_thought",
        "an unsettled doubt after the answer naming another shape",
    ),
    _r(
        "v77c_r_phi_cut_sq",
        "The empty cells close into a loop.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v77c_r_phi_whole_square",
        "The empty cells close into a loop.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring, any side k >= 3) ===========
GENERATE = [
    _g(
        "v77g_qwenturbo_outer_diag",
        "The full 5x5 border, P near the top-left, G in the bottom-right corner.\n\nMAZE:\n"
        + RING_OUTER_DIAG,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v77g_qwenturbo_zh_zhongjian",
        "在中间放一个 3x3 的环，P 在右边，G 在左下角。\n\nMAZE:\n" + RING_MID3_RIGHT_P,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v77g_qwenplus_coord_tl4",
        "The same shape in coordinate form, moved to the top-left.\n\nMAZE:\n"
        + coord_list(RING_TL4_RIGHT_BOTTOM),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v77g_qwenplus_fenced_tr3",
        "MAZE:\n```\n" + RING_TR3_INNER + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v77g_qwenmax_no_goal",
        "A 4x4 loop in the top-left.\n\nMAZE:\n" + TL4_NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v77g_qwenmax_zh_youshang",
        "在右上角放一个 3x3 的环。\n\nMAZE:\n" + RING_TR3_INNER,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v77g_qwen3_think_left4",
        "<think>\nKeep the 4x4 ring but move P to the middle of the top side.\n</think>\n\nMAZE:\n"
        + RING_LEFT4_P_TOP,
        S,
        True,
        "think_block",
        "hard: the same ring with P moved is not an identical copy; valid",
    ),
    _g(
        "v77g_qwen25_coord_corner_walled",
        "MAZE:\n" + coord_list(TR3_CORNER_WALLED),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v77g_llama33_tl4_plain",
        "A new maze with a 4x4 loop in the upper-left.\n\nMAZE:\n" + RING_TL4_RIGHT_BOTTOM,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v77g_llama31_two_players",
        "The outer border as a loop.\n\nMAZE:\n" + OUTER_TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v77g_mistral_small_mid3",
        "A smaller ring in the middle.\n\nMAZE:\n" + RING_MID3_RIGHT_P,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v77g_mistral_nemo_filled",
        "A 4x4 area in the top-left.\n\nMAZE:\n" + TL4_FILLED,
        F,
        False,
        "asked_format",
    ),
    _g("v77g_gemma_four_rows", "MAZE:\n" + LEFT4_FOUR_ROWS, F, False, "asked_format"),
    _g(
        "v77g_phi_same_as_before",
        "A maze with the same shape:\n\nMAZE:\n" + MAZES["matrix"]["original"],
        F,
        False,
        "asked_format",
        "hard: the original maze copied is not a new maze",
    ),
    _g("v77g_olmo_corner_walled", "MAZE:\n" + TR3_CORNER_WALLED, F, False, "asked_format"),
    _g(
        "v77g_falcon_coord_outer",
        "MAZE:\n" + coord_list(RING_OUTER_DIAG),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v77g_granite_bold_maze_label",
        "**MAZE:**\n" + RING_TR3_INNER,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v77g_gpt4omini_coord_no_goal",
        "MAZE:\n" + coord_list(TL4_NO_GOAL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v77g_haiku_outer",
        "The full outer ring, P on the top edge, G in the far corner.\n\nMAZE:\n" + RING_OUTER_DIAG,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v77g_flash_lower_label",
        "maze:\n" + RING_TL4_RIGHT_BOTTOM,
        S,
        False,
        "label_case",
        "hard: the label in lower case above a valid ring (strict: not the asked label)",
    ),
    _g(
        "v77g_small_smol135_echo_two_rows",
        "Write the line MAZE: and then the maze.\nMAZE:\nP 0 G\n1 1 1",
        F,
        False,
        "small_echo",
        "hard: the prompt's wording echoed, then a two-by-three grid: not 5x5, not a ring",
    ),
    _g(
        "v77g_small_smol360_repeat_walls",
        "MAZE:\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1",
        F,
        False,
        "small_repeat",
        "hard: one row repeated seven times; no P, no G, not 5x5",
    ),
    _g(
        "v77g_small_gemma270_cut_third",
        "MAZE:\n0 P 0 0 0\n0 1 1 1 0\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the third row",
        finish_reason=L,
    ),
    _g(
        "v77g_small_smol135_about_mazes",
        "A maze is a network of paths. People like to solve them.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v77c_g_granite_extra_row",
        "MAZE:\n" + MID3_EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: six rows are not the 5x5 the specification asks; a clear maze, and wrong",
    ),
    _g(
        "v77c_g_olmo_stray_x",
        "MAZE:\n" + LEFT4_STRAY_X,
        F,
        False,
        "stray_char",
        "hard: a stray 'x' is not a cell of the encoding; the maze is clear, and invalid",
    ),
    _g(
        "v77c_g_qwenplus_asks_and_answers",
        "Does the ring have to be the same size? The prompt asks only for the same shape and size of maze, so a 3x3 ring will do.\n\nMAZE:\n"
        + RING_TR3_INNER,
        S,
        True,
        "question_back",
        "hard: the reply asks itself a question and answers it; the maze is given",
    ),
    _g(
        "v77c_g_qwenplus_asks_only",
        "Should the player and goal stay in the same places as in the original maze?",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v77c_g_llama33_picked_first",
        "Draft 1:\nMAZE:\n"
        + RING_TL4_RIGHT_BOTTOM
        + "\n\nDraft 2:\nMAZE:\n"
        + TL4_FILLED
        + "\n\nDraft 2 is filled in, not a ring; my answer is draft 1.",
        S,
        False,
        "rejected_alternative",
        "hard: an explicit choice decides (the ruling); strict takes the last maze, the rejected one",
    ),
    _g(
        "v77c_g_llama33_both_ok",
        "MAZE:\n" + RING_OUTER_DIAG + "\n\nOr this one:\n\nMAZE:\n" + RING_MID3_RIGHT_P,
        U,
        False,
        "two_options",
        "two mazes offered, no choice between them",
    ),
    _g(
        "v77c_g_haiku_cut_maze",
        "MAZE:\n0 0 0 0 1\n0 1 1 G 1\n0 1 1 0 1\n0 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the fourth row",
        finish_reason=L,
    ),
    _g(
        "v77c_g_haiku_whole_maze",
        "MAZE:\n" + RING_TL4_RIGHT_BOTTOM,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ======================
PUZZLE = [
    _p(
        "v77p_qwenturbo_tl_clockwise",
        "The top-left pipe opens upward, off the board; a clockwise turn points it right, toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v77p_qwenturbo_zh_youxia",
        "右下角的开口朝下，出界了；逆时针转一次就朝右……不对，顺时针转一次朝左，接到左下角。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v77p_qwenplus_square_two",
        "Square 2 (bottom-left) faces off the left edge.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v77p_qwenplus_zh_youshang",
        "右上角的开口朝上，逆时针转一次就朝左，接到左上角。\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v77p_qwenmax_period_tl",
        "The top-left pipe points off the left edge.\nROTATE: (0, 0) counterclockwise.",
        (0, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the turn stays in format (the ruling)",
    ),
    _p(
        "v77p_qwenmax_zh_turn_word",
        "左下角的管子顺时针转一次。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: the Chinese turn word 顺时针 is clockwise, as the sentence before says (strict: not the asked word)",
    ),
    _p(
        "v77p_qwen3_think_br",
        "<think>\n(1,1) opens down, off the board. Counterclockwise: down goes to right, still off. Clockwise: down goes to left, toward (1,0). Clockwise.\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v77p_qwen3_think_zh_zuoshang",
        "<think>\n左上角朝上，逆时针转一下朝左……还是出界。顺时针转一下朝右。\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v77p_qwen25_brackets_br",
        "Turn the bottom-right piece.\nROTATE: [1, 1] counterclockwise",
        (3, CCW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v77p_llama33_tr_off_edge",
        "The top-right piece points off the right edge of the board, so it needs a turn.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v77p_llama31_lower_label",
        "bottom left needs turning\n\nrotate: (1, 0) clockwise",
        (2, CW),
        False,
        "label_case",
        "hard: the label in lower case before one clear move (strict: not the asked label)",
    ),
    _p(
        "v77p_mistral_small_bare_left",
        "Turn the bottom-right piece a quarter to the left.\n\nROTATE: (1, 1) left",
        (3, CCW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as a turn, left = counterclockwise, as the sentence before says (strict: a format miss)",
    ),
    _p(
        "v77p_mistral_nemo_two_spaces",
        "Rotate the top-left.\nROTATE:  (0, 0) clockwise",
        (0, CW),
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the move is clear",
    ),
    _p(
        "v77p_gemma_bold_label_only",
        "The bottom-left piece faces away from the others.\n\n**ROTATE:** (1, 0) counterclockwise",
        (2, CCW),
        True,
        "markdown_label",
        "hard: a bold label before the move; strict tolerates it (the ruling)",
    ),
    _p(
        "v77p_phi_cw_short",
        "The top-right one.\nROTATE: (0, 1) cw",
        (1, CW),
        False,
        "vocabulary",
        "hard: 'cw' is a common short form of clockwise (strict: not the asked word)",
    ),
    _p(
        "v77p_olmo_bl_up",
        "The bottom-left piece opens to the left, off the board; a clockwise turn points it up, toward (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v77p_falcon_move_below_label",
        "My move:\n\nROTATE:\n(0, 0) counterclockwise",
        (0, CCW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v77p_granite_br_ccw",
        "The bottom-right piece should connect to the top-right one.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v77p_gpt4omini_tr_ccw",
        "A counterclockwise quarter turn makes the top-right piece open toward the top-left one.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v77p_haiku_bl_cw",
        "The bottom-left piece points off the board; one clockwise turn brings it in line with its neighbour.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v77p_flash_square_zero",
        "Top-left is the one to turn.\nROTATE: square 0 counterclockwise",
        (0, CCW),
        True,
        "square_number",
        "hard: 'square 0' is the prompt's own numbering, (0, 0), which the intro allows",
    ),
    _p(
        "v77p_small_smol135_echo_line",
        "End your reply with a line of the form ROTATE: (row, col) clockwise.\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then the model's own last move line",
    ),
    _p(
        "v77p_small_smol360_repeat_tl",
        "turn top left\nROTATE: (0, 0) counterclockwise\nturn top left\nROTATE: (0, 0) counterclockwise\nturn top left\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "small_repeat",
        "hard: the same move three times is one answer",
    ),
    _p(
        "v77p_small_gemma270_cut_dir",
        "turn it\nROTATE: (1, 1) counterc",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v77p_small_smol135_pipes_talk",
        "Pipes carry water. The board has pipes on it.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v77c_p_flash_plan_this_turn",
        "Plan: (1, 0) clockwise now, then (0, 1) counterclockwise next turn. This turn:\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, but the move line names this turn's single move",
    ),
    _p(
        "v77c_p_flash_two_lines",
        "ROTATE: (1, 0) clockwise\nROTATE: (0, 1) counterclockwise\n\nThese two together fix the board.",
        U,
        False,
        "plan_lines",
        "two different move lines for one turn; which one is this turn's answer is not said",
    ),
    _p(
        "v77c_p_qwenturbo_that_is_same",
        "ROTATE: (0, 1) clockwise\n\nThat is, turn the top-right piece clockwise.",
        (1, CW),
        False,
        "summary_agrees",
        "hard: the restatement names the same move; strict reads only the last line",
    ),
    _p(
        "v77c_p_qwenturbo_that_is_other",
        "ROTATE: (0, 1) clockwise\n\nThat is, turn the top-right piece counterclockwise.",
        U,
        False,
        "repeat_conflict",
        "the restatement names the other turn (the ruling: conflicting)",
    ),
    _p(
        "v77c_p_small_gemma270_then_code",
        'ROTATE: (1, 1) clockwise\n\ndef main():\n    print("hello world")\n    for i in range(',
        (3, CW),
        False,
        "unrelated_after",
        "hard: an unrelated continuation after a complete move line does not touch the answer",
    ),
    _p(
        "v77c_p_llama31_cancel",
        "ROTATE: (1, 1) clockwise\n\nCancel that move, I misread the board.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v77c_p_olmo_cut_square",
        "The top-right piece faces off the board.\n\nROTATE: (0,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the square",
        finish_reason=L,
    ),
    _p(
        "v77c_p_olmo_whole_square",
        "The top-right piece faces off the board.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v77",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v77.py: counts, no reader
    print_counts(all_cases(), problems())

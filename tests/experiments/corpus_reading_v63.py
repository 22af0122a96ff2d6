"""A sixty-third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(a full stop right after the answer stays in format; two spaces after the label, a cell without
its space and words after the value are format misses; markdown bold around the answer line or
its label is tolerated by strict too, and a "Final answer" heading above it changes nothing;
``square N`` is in format in the puzzle; a bare side on the turn line is read as the turn, left
counterclockwise and right clockwise, unless the reply's words make it the side the opening
should face, and is a strict format miss; the last committed answer is read; a summary naming
another answer is a conflict) and the specification's shape variants and path check (cells
after the last G are not scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``,
``corpus_mazes``, ``corpus_reading_v60``-``_v62`` and their test files were read for the data
format and the rulings as applied; the earlier sets' replies were searched only through this
set's novelty tests, to keep its replies, mazes and routes new.

This round's emphasis is the everyday transcript, western families first: each reply is written
the way that family usually answers the five prompts in a study run, not as a hunt for hard
cases. About a sixth Qwen (Qwen2.5, Qwen3 thinking, qwen-max; some in Chinese), then GPT-4o,
GPT-4.1 and GPT-5, o3 and o4-mini (terse), Claude Sonnet and Opus (a short reasoning paragraph,
the label, often a check after it), Gemini 2.5 (markdown headings, bullets, bold answers), Llama
3.3 and 4, Mistral and Mixtral, DeepSeek-V3 and R1 (``<think>``), Phi-4, Gemma 3 instruct, and
the small models' habits (an echoed format line, repeats, half-formed labels, cut-offs, no
answer). The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from what such transcripts hold most often: a
check or summary after the answer that agrees or names another answer, a doubt settled or left
open, a condition settled or left open, a correction or a withdrawal, two options with a pick or
none, a question answered or handed back, a maze described as it is or as another shape, a
bare side meant as a turn or as the side to face.

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
WOBBLE_ROW1 = "1,0 1,1 1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row with a step back to P and a step back from (1,3), then down column 3."""
WOBBLE_COL0 = "1,0 2,0 1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column with a step back to P and a step back from (4,0), then row 4."""
PAST_TOP_BACK = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 2,3 1,3 1,2 1,1"
"""Valid up to G: the top route, then back up column 3 and along row 1 (not scored)."""
PAST_ROW4_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1 4,0 3,0 2,0"
"""Valid up to G: the left-and-bottom route, then back along row 4 and up column 0 (not
scored)."""
WALL_32 = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 3,2 4,2 4,3"
"""Broken: the top route with a back-step, then from (3,3) west into the wall (3,2)."""
WALL_31 = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 3,1 4,1 4,2 4,3"
"""Broken: the left column with a back-step, then from (4,1) up into the wall (3,1)."""
EDGE_24 = "1,0 1,1 1,2 1,3 2,3 2,4 3,4 3,3 4,3"
"""Broken: the top row, then out through the walls (2,4) and (3,4) on the right edge."""

# == generated mazes (5x5) =================================================================
RING_L3 = """\
1 1 1 1 1
P 0 0 1 1
0 1 G 1 1
0 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, rows 1-3, P at its top-left corner (1,0), G on its
right side (2,2)."""

RING_BC3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 G 1
1 0 1 0 1
1 0 0 P 1"""
"""Valid: a 3x3 ring at the bottom, columns 1-3, G at its top-right corner (2,3), P at its
bottom-right corner (4,3)."""

RING_TR4 = """\
1 0 0 0 0
1 0 1 1 P
1 0 1 1 0
1 G 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P on its right side (1,4), G at its bottom-left
corner (3,1)."""

RING_BL4 = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 G P 1"""
"""Valid: a 4x4 ring in the bottom-left corner, G and P side by side on its bottom side, (4,2)
and (4,3)."""

RING_OUT5 = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
G 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the middle of the right side (2,4), G in the bottom-left
corner (4,0)."""

NO_GOAL = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 0 1 0 1
1 0 0 P 1"""
"""Broken: the bottom 3x3 ring with no goal."""

GAP_RING = """\
1 0 0 0 0
1 0 1 1 P
1 0 1 1 0
1 G 0 1 0
1 1 1 1 1"""
"""Broken: the top-right 4x4 ring with (3,3) walled: the loop does not close."""

WIDE_ROW = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 G 1 1
1 0 1 0 1
1 0 0 P 1"""
"""Broken: the bottom 3x3 ring with a sixth cell on its third row."""

CROSS_MAZE = """\
1 1 0 1 1
1 1 G 1 1
0 0 0 0 0
1 1 0 1 1
1 1 P 1 1"""
"""Broken: a plus-shaped corridor, G one cell below its top end and P at its bottom end: not
a ring."""

TWO_P = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
G 0 0 0 P"""
"""Broken: the outer ring with two players."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v63s_gpt4o_wall_above",
        "P is at (1, 0). The cell above, (0, 0), is a wall; the cell below, (2, 0), is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v63s_gpt41_top_corridor",
        "Moving right along the open top corridor toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v63s_gpt5_either_route",
        "Both neighbours are open and both routes are six moves; I take the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v63s_o3_column_open",
        "Left column is open to row 4.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v63s_o4mini_up_is_wall",
        "Right is open; up is wall.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v63s_sonnet_paragraph",
        "Looking at the maze, P sits at (1, 0) on the left edge. Above it is a wall, while (1, 1) to the right and (2, 0) below are both open. Either leads around the ring to G at (4, 3) in six moves, so I'll head down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v63s_opus_check_after",
        "The top row is walled, so the choice is between right and down. Going right keeps me on the corridor that meets column 3, which runs straight down to G.\n\nMOVE: (1, 1)\n\nCheck: (1, 1) is a 0 in row 1, so the move is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that agrees with it (strict: not the last line)",
    ),
    _s(
        "v63s_gemini_bold_line",
        "### Analysis\n- **Player:** (1, 0)\n- **Up (0, 0):** wall\n- **Right (1, 1):** open\n\n### Move\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
    ),
    _s(
        "v63s_gemini_bold_label",
        "**Reasoning:**\n* Down, (2, 0), is open and leads straight to row 4.\n* From row 4 the goal is three steps right.\n\n**MOVE:** (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_label",
    ),
    _s(
        "v63s_llama33_empty_cell",
        "I will move down to (2, 0) since it's an empty cell.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v63s_llama4_period",
        "The right cell is free, so I go right.\n\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
    ),
    _s(
        "v63s_mistral_lower_label",
        "Going down the open column.\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
    ),
    _s(
        "v63s_mixtral_two_spaces",
        "Right is empty, up is a wall.\n\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
    ),
    _s(
        "v63s_dsv3_direction",
        "From (1, 0) the only two open neighbours are (1, 1) and (2, 0). The first step I pick is to the right.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: a direction word on the MOVE line is the neighbouring cell, (1, 1) (strict: not a cell)",
    ),
    _s(
        "v63s_r1_think_down",
        "<think>\nP at row 1 col 0. Row 0 is all walls. (2,0) is 0 and (1,1) is 0. Both are fine; down it is.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v63s_phi4_square_brackets",
        "Right is open, so I step right.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
    ),
    _s(
        "v63s_gemma3_bold_intro",
        "**Move:** down to the open cell below the player.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v63s_qwen25_zh_below",
        "P 在 (1, 0)，上面是墙，下面 (2, 0) 是空的。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v63s_qwen3_think_zh_right",
        "<think>\n右边 (1, 1) 是 0，可以走，上面是墙。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v63s_qwenmax_fullwidth",
        "向右走一步，沿着第一行。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
    ),
    _s("v63s_small_echo_down", "MOVE: (row, col)\nMOVE: (2, 0)", (2, 0), (2, 0), "small_echo"),
    _s(
        "v63s_small_repeat_right",
        "go right\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v63s_small_half_label",
        "player go down one\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label without its colon, but one cell after it: (2, 0) (strict: a format miss)",
    ),
    _s(
        "v63s_small_cut_open",
        "The player is at (1, 0). I will move to (",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before the cell",
        finish_reason=L,
    ),
    _s(
        "v63s_gpt4o_cut_in_answer",
        "Down is open, so:\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v63s_small_no_answer",
        "The maze is a grid of walls and open cells. The player must reach the goal.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
    _s(
        "v63s_qwen25_right_plain",
        "The cell to the right of P, (1, 1), is empty, so moving right is allowed.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v63s_qwenmax_zh_bold",
        "向下走，左边一列都是空的。\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v63c_s_sonnet_check_agrees",
        "Going right along row 1.\n\nMOVE: (1, 1)\n\nDouble-check: (1, 1) is a 0 in the matrix, so this is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: the check after the move agrees with it (strict: not the last line)",
    ),
    _s(
        "v63c_s_sonnet_doubt_open",
        "Going right along row 1.\n\nMOVE: (1, 1)\n\nThough I'm not certain (2, 0) isn't the better first step here.",
        U,
        None,
        "second_thought",
        "a doubt after the move naming another cell, (2, 0), never settled",
    ),
    _s(
        "v63c_s_gpt4o_summary_same",
        "MOVE: (2, 0)\n\nIn short: step down to (2, 0).",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v63c_s_gpt4o_summary_other",
        "MOVE: (2, 0)\n\nIn short: step right to (1, 1).",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names another cell, (1, 1): conflicting",
    ),
    _s(
        "v63c_s_llama33_correction",
        "MOVE: (1, 1)\n\nWait — the bottom route is just as short and I prefer it. (2, 0) instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction that names its new cell; the last committed move is read",
    ),
    _s(
        "v63c_s_llama33_withdrawn",
        "MOVE: (1, 1)\n\nActually, scratch that — I need to look at the maze again.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v63c_s_gemini_if_open",
        "**MOVE: (1, 1)**, assuming (1, 1) is not a wall — if it is, then (2, 0).",
        U,
        None,
        "conditional",
        "the move is offered under a condition the reply leaves open, with another move for the other case",
    ),
    _s(
        "v63c_s_gemini_if_settled",
        "If (1, 1) is open, go right. Row 1 reads P 0 0 0 1, so (1, 1) is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is settled by the reply's own reading of row 1",
    ),
    _s(
        "v63c_s_mistral_two_options",
        "Two options: down to (2, 0) or right to (1, 1). Both are fine.\n\nMOVE: (2, 0) or MOVE: (1, 1)",
        U,
        None,
        "two_options",
        "two moves offered, no choice between them",
    ),
    _s(
        "v63c_s_mistral_pick",
        "Two options: down to (2, 0) or right to (1, 1). I'll go with down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: an explicit choice among the two candidates",
    ),
    _s(
        "v63c_s_gpt41_question_back",
        "Do you want the shortest route or just any route? Let me know and I'll pick the move.",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v63c_s_gpt41_question_answered",
        "Shortest route or any? Both routes are six moves, so it doesn't matter here.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "question_back",
        "hard: the reply answers its own question, then commits to a move",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =====================================
ONE_SHOT = [
    _o(
        "v63o_gpt4o_left_bottom",
        "Go down the left column to row 4, then right along the bottom to G.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v63o_gpt41_top_then_down",
        "Along the top corridor to column 3, then straight down to the goal.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v63o_o3_wobble_row1",
        "Top row with two back-steps, then column 3.\nPATH: " + path_text(WOBBLE_ROW1),
        S,
        True,
        "asked_format",
        "hard: two back-steps on row 1, every step legal, ending on G",
    ),
    _o(
        "v63o_o4mini_wobble_col0",
        "Left column with two back-steps, then row 4.\nPATH: " + path_text(WOBBLE_COL0),
        S,
        True,
        "asked_format",
        "hard: two back-steps on column 0, every step legal, ending on G",
    ),
    _o(
        "v63o_sonnet_check_after",
        "The open cells form a loop, so either side works. I'll take the left column and the bottom row.\n\nPATH: "
        + path_text(DOWN)
        + "\n\nThat's seven cells, each adjacent to the last and all open, ending on G.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that agrees with it (strict: not the last line)",
    ),
    _o(
        "v63o_opus_paragraph",
        "P is on the left edge of a square loop of open cells and G is at its bottom-right corner. The top corridor leads to column 3, which runs down to G, for six moves in all.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v63o_gemini_bold_line",
        "### Route\n- Down column 0 to row 4\n- Right along row 4 to G\n\n**PATH: "
        + path_text(DOWN)
        + "**",
        S,
        True,
        "markdown_label",
    ),
    _o(
        "v63o_llama33_past_row4_back",
        "Down the left, across the bottom, and back the way I came.\n\nPATH: "
        + path_text(PAST_ROW4_BACK),
        S,
        True,
        "asked_format",
        "hard: valid to G; the five cells after it are not scored (the specification's check)",
    ),
    _o(
        "v63o_llama4_wall_31",
        "Down the left column with a back-step, then along the bottom to the goal.\n\nPATH: "
        + path_text(WALL_31),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v63o_mistral_commas",
        "Left column, then bottom row.\n\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: the cells are separated by commas; a person reads the path (strict: a format miss)",
    ),
    _o(
        "v63o_mixtral_arrows",
        "Route along the top then down:\n\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells; a person reads the path (strict: a format miss)",
    ),
    _o(
        "v63o_dsv3_past_top_back",
        "The top route reaches G; I list a few cells beyond it as well.\n\nPATH: "
        + path_text(PAST_TOP_BACK),
        S,
        True,
        "asked_format",
        "hard: valid to G; the five cells after it are not scored (the specification's check)",
    ),
    _o(
        "v63o_r1_think_bottom",
        "<think>\nColumn 0 rows 1-4 are open, row 4 cols 0-3 open. Seven cells.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v63o_phi4_edge_24",
        "Right along row 1, then down the right side.\n\nPATH: " + path_text(EDGE_24),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v63o_gemma3_one_based_said",
        "(Rows and columns counted from 1.)\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; the cells are the left-and-bottom route (strict: as written, a failure)",
    ),
    _o(
        "v63o_llama33_wall_32",
        "Along row 1, down column 3, then across to the bottom row.\n\nPATH: " + path_text(WALL_32),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v63o_qwen25_zh_bottom",
        "沿左边一列往下，再沿最下面一行往右。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v63o_qwen3_think_top",
        "<think>\nRow 1 open to col 3, col 3 open down to row 4.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v63o_qwenmax_fullwidth",
        "先往右，再往下。\nPATH："
        + "".join(f"（{c.replace(',', '，')}）" for c in RIGHT_COL.split()),
        S,
        False,
        "fullwidth",
    ),
    _o(
        "v63o_small_echo_path",
        "the path:\nPATH: (row, col) (row, col) ...\nPATH: " + path_text(DOWN),
        S,
        True,
        "small_echo",
    ),
    _o(
        "v63o_small_repeat_two",
        "go down\nPATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v63o_small_half_label",
        "the path is\nPATH " + path_text(DOWN),
        S,
        False,
        "small_half_label",
        "hard: the label without its colon, then a whole route (strict: a format miss)",
    ),
    _o(
        "v63o_small_cut_path",
        "the path go right\nPATH: (1, 0) (1, 1) (1, 2) (1, ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v63o_gpt5_cut_in_answer",
        "Top row, then the right column.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v63o_qwen25_top_plain",
        "Move right along row 1 to column 3, then down to row 4.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v63o_qwenmax_zh_wobble",
        "沿第 0 列往下，中间退了两次，再沿第 4 行往右。\n\nPATH: " + path_text(WOBBLE_COL0),
        S,
        True,
        "chinese_reasoning",
        "hard: two back-steps on column 0, every step legal, ending on G",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v63c_o_gpt4o_summary_same",
        "PATH: " + path_text(DOWN) + "\n\nSo: down the left side, then right along the bottom.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v63c_o_gpt4o_summary_other",
        "PATH: " + path_text(DOWN) + "\n\nSo: across the top and down the right side.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v63c_o_gemini_two_options",
        "**Option A:** PATH: "
        + path_text(DOWN)
        + "\n**Option B:** PATH: "
        + path_text(RIGHT_COL)
        + "\n\nBoth take six moves.",
        U,
        False,
        "two_options",
        "two paths offered, no choice between them",
    ),
    _o(
        "v63c_o_gemini_pick",
        "**Option A:** PATH: "
        + path_text(DOWN)
        + "\n**Option B:** PATH: "
        + path_text(RIGHT_COL)
        + "\n\nI'll go with Option B.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: an explicit choice of Option B, restated as the last line",
    ),
    _o(
        "v63c_o_llama33_withdrawn",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nHmm, no — I'm not sure that's right, so I won't commit to it.",
        U,
        False,
        "withdrawn",
        "the path is withdrawn and no new one is given",
    ),
    _o(
        "v63c_o_llama33_corrected",
        "PATH: (1, 0) (1, 1) (2, 1)\n\nWait, (2, 1) is a wall. Corrected:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: a correction that names its new path; the last committed path is read",
    ),
    _o(
        "v63c_o_opus_doubt_open",
        "PATH: "
        + path_text(DOWN)
        + "\n\nThough I may have misread row 3; if (3, 0) is a wall this path fails.",
        U,
        False,
        "second_thought",
        "a doubt after the path, left open",
    ),
    _o(
        "v63c_o_opus_doubt_settled",
        "PATH: "
        + path_text(DOWN)
        + "\n\nI re-read row 3: it is 0 1 1 0 1, so (3, 0) is open and the path holds.",
        S,
        False,
        "verification_after",
        "hard: the doubt after the path is settled by the reply (strict: not the last line)",
    ),
    _o(
        "v63c_o_mistral_condition_open",
        "Assuming (1, 3) is open — I can't tell from the grid as given:\n\nPATH: "
        + path_text(RIGHT_COL),
        U,
        False,
        "conditional",
        "the path is offered under a condition the reply leaves open",
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a 4x4 square ring) ======================
RECOGNIZE = [
    _r(
        "v63r_gpt4o_closed_loop",
        "The open cells form a closed loop around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v63r_gpt41_hollow_outline",
        "The empty cells trace a hollow 4x4 outline with equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v63r_o3_four_sides",
        "Loop of open cells, four equal sides.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v63r_o4mini_period",
        "Closed 4x4 perimeter.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
    ),
    _r(
        "v63r_sonnet_check_after",
        "The open cells run along row 1, column 3, row 4 and column 0, enclosing the walls at (2, 1)-(3, 2).\n\nSHAPE: square\n\nEach side has four open cells, which confirms a square rather than a rectangle.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer that agrees with it (strict: not the last line)",
    ),
    _r(
        "v63r_gemini_bold_label",
        "## Shape Analysis\n- Open cells trace a perimeter\n- All four sides are 4 cells\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
    ),
    _r(
        "v63r_gemini_final_heading",
        "**Final answer**\n\nSHAPE: **square**",
        "square",
        True,
        "markdown_label",
        "hard: a heading above the answer line and bold around the value change nothing (the ruling)",
    ),
    _r(
        "v63r_llama33_cross",
        "The paths meet and cross around the middle walls.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v63r_llama4_lower_label",
        "A square loop of empty cells.\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v63r_mistral_two_spaces",
        "The open cells make a loop.\n\nSHAPE:  square",
        "square",
        False,
        "spacing",
    ),
    _r(
        "v63r_dsv3_letter_c",
        "Open along the top, left and bottom, which looks like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v63r_r1_think_loop",
        "<think>\nOpen: row 1 cols 0-3, col 3 rows 1-4, row 4 cols 0-3, col 0 rows 1-4. A closed loop, 4 by 4.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v63r_phi4_explain_after",
        "SHAPE: square\n\nThe empty cells make the border of a 4x4 box.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v63r_gemma3_spiral",
        "The path winds around the inner walls.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v63r_qwen25_zh_loop",
        "空格围成一圈，四条边一样长。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v63r_qwenmax_zh_value",
        "外围一圈都是空格，中间是墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not the asked English name)",
    ),
    _r(
        "v63r_qwen3_think_zh",
        "<think>\n四条边都是 4 格，连成一圈。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v63r_small_echo",
        "the shape\nSHAPE: <shape name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v63r_small_repeat",
        "square\nsquare\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v63r_small_cut",
        "The shape of the open cells is a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before the shape",
        finish_reason=L,
    ),
    _r(
        "v63r_small_empty_label",
        "the maze shape\nSHAPE:",
        U,
        False,
        "small_half_label",
        "the label with no name after it",
    ),
    _r(
        "v63r_sonnet_cut_in_answer",
        "The open cells form a closed loop with equal sides.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v63r_qwen25_closed_plain",
        "The empty cells go all the way around the inner walls and close up.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v63r_qwen3_think_zh_walls",
        "<think>\n中间是一块 2x2 的墙，空格在四周。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v63c_r_opus_if_open",
        "If the walls at (2, 1)-(3, 2) are meant as the inside, this is a square; otherwise it could be read as a C.\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the answer is offered under a condition the reply leaves open, with another shape for the other case",
    ),
    _r(
        "v63c_r_opus_if_settled",
        "If the inner block is all walls, the loop is a square. Rows 2 and 3 read 1 1 in the middle, so it is.\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled by the reply's own reading of rows 2 and 3",
    ),
    _r(
        "v63c_r_gpt4o_summary_other",
        "SHAPE: square\n\nSummary: the open cells form a cross.",
        U,
        False,
        "repeat_conflict",
        "the summary after the answer names another shape, cross: conflicting",
    ),
    _r(
        "v63c_r_gpt4o_summary_same",
        "SHAPE: square\n\nSummary: the open cells form a square loop.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary after the answer names the same shape (strict: not the last line)",
    ),
    _r(
        "v63c_r_llama33_withdrawn",
        "SHAPE: square\n\nActually, I take that back; I can't tell the shape from this grid.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new one is given",
    ),
    _r(
        "v63c_r_llama33_corrected",
        "SHAPE: C\n\nCorrection: the right side is closed too, so it's a square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction that names its new shape; the last committed answer is read",
    ),
    _r(
        "v63c_r_gemini_question_back",
        "Do you mean the shape of the open cells or the shape of the walls?",
        U,
        False,
        "question_back",
        "a question handed back instead of a shape",
    ),
    _r(
        "v63c_r_gemini_question_answered",
        "Open cells or walls? The prompt asks about the open cells, and they form a square loop.\n\nSHAPE: square",
        "square",
        True,
        "question_back",
        "hard: the reply answers its own question from the prompt, then commits",
    ),
]

# == generate: a new maze of the same size (5x5) and shape (a square ring) ==================
GENERATE = [
    _g(
        "v63g_gpt4o_left3",
        "A 3x3 ring on the left edge, P in a corner and G on the right side.\n\nMAZE:\n" + RING_L3,
        S,
        True,
        "asked_format",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v63g_gpt41_outer5",
        "The whole border as the loop, with P on the right and G in the bottom-left corner.\n\nMAZE:\n"
        + RING_OUT5,
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v63g_o3_bottom_left4",
        "4x4 ring, bottom-left.\nMAZE:\n" + RING_BL4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v63g_o4mini_coord_tr4",
        "MAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v63g_sonnet_check_after",
        "I'll place a smaller square loop at the bottom of the grid, with P and G on it.\n\nMAZE:\n"
        + RING_BC3
        + "\n\nThe open cells form a closed 3x3 loop, so the shape matches.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that agrees with it; the prompt asked for nothing after it (strict: a miss)",
    ),
    _g(
        "v63g_opus_coord_bl4",
        "A 4x4 square loop in the bottom-left, in the coordinate-list form:\n\nMAZE:\n"
        + coord_list(RING_BL4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v63g_gemini_fenced",
        "### Maze\n\nMAZE:\n```\n" + RING_TR4 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v63g_llama33_cross",
        "Here is a new maze in the same style:\n\nMAZE:\n" + CROSS_MAZE,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v63g_llama4_no_goal",
        "A smaller loop at the bottom.\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v63g_mistral_gap",
        "A 4x4 loop in the top-right corner:\n\nMAZE:\n" + GAP_RING,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v63g_dsv3_coord_no_goal",
        "MAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v63g_r1_think_bottom3",
        "<think>\nA 3x3 loop at the bottom: rows 2-4, cols 1-3, centre (3,2) a wall. G top-right, P bottom-right.\n</think>\n\nMAZE:\n"
        + RING_BC3,
        S,
        True,
        "think_block",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v63g_phi4_wide_row",
        "A square loop at the bottom:\n\nMAZE:\n" + WIDE_ROW,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v63g_gemma3_copy",
        "A new maze with the same size and shape as the one above:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: a copy of the given maze is not a new one",
    ),
    _g(
        "v63g_qwen25_zh_outer",
        "用整个边框做一个方形环，P 在右边中间，G 在左下角。\n\nMAZE:\n" + RING_OUT5,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v63g_qwen3_think_coord_bc3",
        "<think>\n下面放一个 3x3 的环。\n</think>\n\nMAZE:\n" + coord_list(RING_BC3),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v63g_qwenmax_two_players",
        "A 5x5 border loop:\n\nMAZE:\n" + TWO_P,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v63g_small_echo",
        "MAZE:\n<maze>\nMAZE:\n" + RING_BL4,
        S,
        True,
        "small_echo",
        "hard: the format line echoed with its placeholder, then one whole ring",
    ),
    _g(
        "v63g_small_repeat",
        "MAZE:\n" + RING_L3 + "\nMAZE:\n" + RING_L3,
        S,
        True,
        "small_repeat",
        "hard: the same ring given twice",
    ),
    _g(
        "v63g_small_cut",
        "the maze\nMAZE:\n1 1 1 1 1\n1 1 0 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v63g_gpt5_cut_in_answer",
        "The outer border as the ring.\n\nMAZE:\n0 0 0 0 0\n0 1 1 1 0\n0 1 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens after three rows",
        finish_reason=L,
    ),
    _g(
        "v63g_qwen25_coord_outer",
        "Using the whole border as the loop:\n\nMAZE:\n" + coord_list(RING_OUT5),
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
        encoding="coord_list",
    ),
    _g(
        "v63g_gemini_bold_label",
        "## New maze\n- 4x4 loop, bottom-left\n- G and P side by side\n\n**MAZE:**\n" + RING_BL4,
        S,
        True,
        "markdown_label",
        "hard: bold around the label is tolerated, as for the other phases (the ruling)",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v63c_g_sonnet_two_options",
        "Option 1:\nMAZE:\n" + RING_L3 + "\n\nOption 2:\nMAZE:\n" + RING_TR4,
        U,
        False,
        "two_options",
        "two mazes offered, no choice between them",
    ),
    _g(
        "v63c_g_sonnet_pick",
        "Option 1:\nMAZE:\n"
        + RING_L3
        + "\n\nOption 2:\nMAZE:\n"
        + RING_TR4
        + "\n\nI'll go with Option 2.",
        S,
        False,
        "option_pick",
        "hard: an explicit choice of Option 2, a valid ring (strict: the pick closes the reply)",
    ),
    _g(
        "v63c_g_gpt4o_described_other",
        "Here's a maze whose open cells form a cross:\n\nMAZE:\n" + RING_OUT5,
        U,
        False,
        "description_clash",
        "the reply calls its maze a cross while the maze is a ring: conflicting",
    ),
    _g(
        "v63c_g_gpt4o_described_same",
        "Here's a maze whose open cells form a 5x5 square loop:\n\nMAZE:\n" + RING_OUT5,
        S,
        True,
        "description_agrees",
        "hard: the description before the maze agrees with it",
    ),
    _g(
        "v63c_g_llama33_withdrawn",
        "MAZE:\n" + RING_BL4 + "\n\nWait, that's not right. Let me redo it.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v63c_g_llama33_corrected",
        "MAZE:\n"
        + GAP_RING
        + "\n\nWait, (3, 3) should be open to close the loop. Fixed:\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "correction",
        "hard: a correction that gives its new maze; the last committed maze is read",
    ),
    _g(
        "v63c_g_mistral_condition_open",
        "If a 3x3 ring counts as the same shape, this works; otherwise a 4x4 one would be needed.\n\nMAZE:\n"
        + RING_BC3,
        U,
        False,
        "conditional",
        "the maze is offered under a condition the reply leaves open",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v63p_gpt4o_top_right",
        "The top-right pipe points off the board; one clockwise turn fixes it.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v63p_gpt41_bottom_left",
        "Turning the bottom-left piece counterclockwise connects it to its neighbour.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v63p_o3_bottom_right",
        "Bottom-right faces out.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v63p_o4mini_square_three",
        "Piece 3 is misaligned.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
        "hard: 'square 3' is the prompt's own numbering, (1, 1), which the prompt allows",
    ),
    _p(
        "v63p_sonnet_check_after",
        "The top-left piece opens upward, off the board. A clockwise turn points it right, toward (0, 1).\n\nROTATE: (0, 0) clockwise\n\nAfter this turn the top-left opening faces (0, 1), connecting the pair.",
        (0, CW),
        False,
        "verification_after",
        "hard: a check after the move that agrees with it (strict: not the last line)",
    ),
    _p(
        "v63p_opus_paragraph",
        "The bottom-right piece is the only one whose opening leads off the board. Turning it counterclockwise brings the opening round to face its neighbour.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v63p_gemini_bold_line",
        "### Analysis\n- Top-right opening faces up\n- Needs to face left\n\n### Move\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "markdown_label",
    ),
    _p(
        "v63p_llama33_bare_left",
        "Turn the bottom-left piece.\n\nROTATE: (1, 0) left",
        (2, CCW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is the turn, left counterclockwise (the ruling; strict: a format miss)",
    ),
    _p(
        "v63p_llama4_period",
        "The top-left piece needs one turn.\n\nROTATE: (0, 0) counterclockwise.",
        (0, CCW),
        True,
        "trailing_period",
    ),
    _p(
        "v63p_mistral_cw",
        "Rotate the bottom-right piece.\n\nROTATE: (1, 1) cw",
        (3, CW),
        False,
        "vocabulary",
        "hard: 'cw' is the usual short form of clockwise (strict: not the asked word)",
    ),
    _p(
        "v63p_dsv3_no_space",
        "The top-right piece is off by one turn.\n\nROTATE: (0,1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: the cell without its space is read (strict: a format miss)",
    ),
    _p(
        "v63p_r1_think_bl",
        "<think>\nBottom-left opens down, off the board. Clockwise turns down to left: still off. Counterclockwise turns down to right, toward (1,1). Hmm, that's right then... no wait, I'll just go clockwise twice? Only one move. Clockwise it is, checking again: down -> left. No. Counterclockwise: down -> right. Good.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v63p_phi4_explain_after",
        "ROTATE: (0, 0) counterclockwise\n\nThis turns its opening toward the bottom piece.",
        (0, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v63p_gemma3_bare_right",
        "The top-right piece is wrong.\n\nROTATE: (0, 1) right",
        (1, CW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is the turn, right clockwise (the ruling; strict: a format miss)",
    ),
    _p(
        "v63p_qwen25_zh_br",
        "右下角的管子朝外，逆时针转一次。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v63p_qwen3_think_zh_tl",
        "<think>\n左上角朝上，出界了。顺时针转一次朝右。\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v63p_qwenmax_fullwidth",
        "左下角逆时针转。\nROTATE：（1，0）counterclockwise",
        (2, CCW),
        False,
        "fullwidth",
    ),
    _p(
        "v63p_small_echo",
        "rotate the piece\nROTATE: (row, col) clockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
    ),
    _p(
        "v63p_small_repeat",
        "turn it\nROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v63p_small_half_label",
        "the piece turn\nROTATE (0, 0) clockwise",
        (0, CW),
        False,
        "small_half_label",
        "hard: the label without its colon, then one whole move (strict: a format miss)",
    ),
    _p(
        "v63p_small_cut",
        "ROTATE: (1, ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _p(
        "v63p_sonnet_cut_in_answer",
        "The bottom-left piece is the one to turn.\n\nROTATE: (1, 0) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the turn word",
        finish_reason=L,
    ),
    _p(
        "v63p_qwen25_tr_plain",
        "The top-right piece faces away from the others; rotate it counterclockwise.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v63p_qwenmax_zh_square",
        "第 2 个格子顺时针转一次。\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the prompt allows",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v63c_p_gpt4o_summary_same",
        "ROTATE: (0, 1) clockwise\n\nSo: turn the top-right piece clockwise.",
        (1, CW),
        False,
        "summary_agrees",
        "hard: the summary after the move names the same move (strict: not the last line)",
    ),
    _p(
        "v63c_p_gpt4o_summary_other",
        "ROTATE: (0, 1) clockwise\n\nSo: turn the top-right piece counterclockwise.",
        U,
        False,
        "repeat_conflict",
        "the summary after the move names the other turn: conflicting",
    ),
    _p(
        "v63c_p_sonnet_doubt_open",
        "ROTATE: (1, 1) clockwise\n\nI'm not fully sure counterclockwise isn't needed instead.",
        U,
        False,
        "second_thought",
        "a doubt after the move naming the other turn, never settled",
    ),
    _p(
        "v63c_p_sonnet_check_agrees",
        "ROTATE: (1, 1) clockwise\n\nChecking: clockwise turns its downward opening to face left, toward (1, 0). Good.",
        (3, CW),
        False,
        "verification_after",
        "hard: the check after the move agrees with it (strict: not the last line)",
    ),
    _p(
        "v63c_p_llama33_side_to_face",
        "Its opening should face left.\n\nROTATE: (1, 1) left",
        U,
        False,
        "side_word",
        "the reply's words make 'left' the side the opening should face, not a turn; which turn gets it there is not said",
    ),
    _p(
        "v63c_p_llama33_turn_left",
        "Rotate it left by 90°.\n\nROTATE: (1, 1) left",
        (3, CCW),
        False,
        "bare_side",
        "hard: the reply's words make 'left' a turn, counterclockwise (the ruling; strict: a format miss)",
    ),
    _p(
        "v63c_p_gemini_question_back",
        "Which piece is fixed in place? I need that before I can choose a rotation.",
        U,
        False,
        "question_back",
        "a question handed back instead of a move",
    ),
    _p(
        "v63c_p_gemini_pick",
        "Options: (0, 0) clockwise or (1, 0) counterclockwise. I'll go with the first.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "rejected_alternative",
        "hard: an explicit choice among the two candidates, restated as the last line",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v63",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v63.py: counts, no reader
    print_counts(all_cases(), problems())

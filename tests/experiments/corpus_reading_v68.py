"""A sixty-eighth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

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
``corpus_reading_v65`` and its test file were read for the data format and the rulings as
applied; the earlier sets' replies were searched only to keep this set's mazes and routes new.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral Small/Nemo, Gemma, Phi, OLMo 2, Falcon 3, Granite 3), a few API models
(GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M, Gemma 3 270M
base: echoes of the prompt's format line, repeats, half-formed labels, cut-offs, an answer
followed by an unrelated continuation, no answer). Mostly plain compliant answers with a little
reasoning, and the asked formats slightly off: extra spaces, brackets, a 1-indexed slip (said
and unsaid), lower case, a full stop after the answer, bold answer lines, the label on its own
line, a fenced maze. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard
calls start ``hard:``) pairs clear and unclear look-alikes from those transcripts: a reply
repeating its answer the same or differently, a plan of several moves with this turn's marked or
several move lines, a maze with an extra row or a stray character, an answer then an unrelated
continuation or a retraction, an answer with a caveat settled or open, a question answered or
handed back, a pick between options or none, a cut-off and its finished twin.

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
ZIGZAG_TOP = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: a step right and back, the top row, a step down and back to (1,2), then the top
route down column 3 to G."""
LEFT_BOUNCE = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,0 4,1 4,2 4,3"
"""Valid: a step down and back, the left column, two cells east, back to the corner, then the
bottom row to G."""
PAST_NORTH_TWO = "1,0 1,1 1,2 1,3 2,3 1,3 1,2 1,3 2,3 3,3 4,3 3,3 2,3"
"""Valid up to G: the top route with a detour, then two cells back north up column 3 (not
scored)."""
PAST_LEFT_NORTH = "1,0 2,0 3,0 4,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G: the left column with a bounce, the bottom row to G, then two cells north
(not scored)."""
INTO_44_ON = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,4 4,3 4,2"
"""Broken: the plain route to G, into the wall (4,4), back onto G and one cell west; the wall
step comes before the last G, so it is walked."""
OUT_BELOW = "1,0 2,0 3,0 4,0 5,0 4,0 4,1 4,2 4,3"
"""Broken: down the left column and off the grid to (5,0), then back and along the bottom."""
SKIP_ONE = "1,0 1,1 1,3 1,2 1,3 2,3 3,3 4,3"
"""Broken: a jump of two cells from (1,1) to (1,3), a step back and forth, then down
column 3."""

# == generated mazes (5x5) =================================================================
RING_TR3_LOW = """\
1 1 0 0 G
1 1 0 1 0
1 1 0 P 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P on its bottom side (2,3), G at its top-right
corner (0,4)."""

RING_MID4_EAST = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 G
1 0 1 1 0
1 0 0 P 0"""
"""Valid: a 4x4 ring in the bottom-right, P on its bottom side (4,3), G on its right side
(2,4)."""

RING_OUTER_NW = """\
G 0 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 P 0"""
"""Valid: the 5x5 outer ring, G in the top-left corner (0,0), P on the bottom side (4,3)."""

RING_WEST4 = """\
1 1 1 1 1
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
0 0 G 0 1"""
"""Valid: a 4x4 ring in the bottom-left, P on its top side (1,2), G on its bottom side
(4,2)."""

RING_BL3_RIGHT = """\
1 1 1 1 1
1 1 1 1 1
0 0 P 1 1
0 1 G 1 1
0 0 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at its top-right corner (2,2), G on its right
side (3,2)."""

NO_PLAYER = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 G
1 0 1 1 0
1 0 0 0 0"""
"""Broken: the bottom-right 4x4 ring without a player."""

TWO_GOALS = """\
G 0 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
G 0 0 P 0"""
"""Broken: the outer ring with a second goal at (4,0)."""

INNER_OPEN = """\
1 1 1 1 1
0 0 P 0 1
0 0 1 0 1
0 1 1 0 1
0 0 G 0 1"""
"""Broken: the bottom-left 4x4 ring with the inner cell (2,1) open: not a ring."""

SIX_WIDE = """\
1 1 1 0 0 G
1 1 1 0 1 0
1 1 1 0 P 0
1 1 1 1 1 1
1 1 1 1 1 1"""
"""Broken: the top-right 3x3 ring in five rows of six cells, not 5x5."""

STRAY_DOT = """\
. 1 1 1 1
1 1 1 1 1
0 0 P 1 1
0 1 G 1 1
0 0 0 1 1"""
"""Broken: the bottom-left 3x3 ring with a stray ``.`` in the top-left corner."""

WALLED_SIDE = """\
G 0 0 0 0
0 1 1 1 0
1 1 1 1 0
0 1 1 1 0
0 0 0 P 0"""
"""Broken: the outer ring with (2,0) walled: its open cells no longer close."""

FOUR_ROWS = "\n".join(RING_TR3_LOW.splitlines()[:4])
"""Broken: the top-right 3x3 ring with its last row left off: four rows, not 5x5."""

EXTRA_ROW = RING_WEST4 + "\n1 1 1 1 1"
"""Broken: the bottom-left 4x4 ring over an extra row of walls: six rows, not 5x5."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v68s_qwenturbo_left_col_open",
        "The left column below P is open all the way to row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v68s_qwenturbo_zh_xiang_you",
        "右边 (1, 1) 没有墙，向右移动一格。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v68s_qwenplus_zh_zuo_lie",
        "沿着左边这一列往下走，(2, 0) 是通路。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v68s_qwenplus_east_step",
        "One step east along row 1 is free.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v68s_qwenmax_period_south",
        "South is open, so I go south.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v68s_qwenmax_zh_jiejin",
        "往下走离终点 (4, 3) 更近一些。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v68s_qwenmax_fullwidth_down",
        "向下移动。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v68s_qwen3_think_two_open",
        "<think>\nP=(1,0). (0,0) is 1. (1,1) is 0, (2,0) is 0. Either works; the right column reaches G too. Take (1,1).\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v68s_qwen3_think_zh_xia",
        "<think>\n上面是墙，左边出界。下面 (2, 0) 可以走。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v68s_qwen25_one_based_unsaid_down",
        "I am at (2, 1). The cell below, (3, 1), is free.\n\nMOVE: (3, 1)",
        U,
        (3, 1),
        "one_based_unsaid",
        "P named as (2, 1) shows counting from 1, never said; as written (3, 1) is a wall, counted from 1 it is (2, 0): it matters which was meant",
    ),
    _s(
        "v68s_qwen25_double_space",
        "Right is clear.\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v68s_llama33_down_corridor",
        "There is a corridor going down from the player's position.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v68s_llama33_bold_whole_right",
        "Moving along the top corridor.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v68s_llama31_lower_label",
        "I'll go down.\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: a lower-case label before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v68s_llama31_east_free",
        "The space to the east is free, so I take it.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v68s_mistral_small_label_under",
        "My move is\nMOVE:\n(1, 1)",
        (1, 1),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v68s_mistral_nemo_down_first",
        "Down first, then along the bottom.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v68s_gemma_bold_value_down",
        "Going down the left edge.\n\nMOVE: **(2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the cell on the move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v68s_gemma_right_word",
        "The path continues to the right.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell to the right, (1, 1) (strict: no cell)",
    ),
    _s(
        "v68s_phi_move_then_because",
        "MOVE: (1, 1)\n\nBecause the wall above blocks going up, I move right along row 1.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v68s_phi_curly_brackets",
        "Down is open.\nMOVE: {2, 0}",
        (2, 0),
        None,
        "brackets",
        "hard: curly brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v68s_falcon_top_route",
        "I'll follow the top route.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v68s_granite_no_comma_right",
        "Right one cell.\nMOVE: (1 1)",
        (1, 1),
        None,
        "missing_comma",
        "hard: a cell without its comma is a format miss; the cell is clear",
    ),
    _s(
        "v68s_gpt4omini_both_open",
        "Both neighbours (2, 0) and (1, 1) are open. I'll go down toward row 4 where G is.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v68s_flash_period_right",
        "Right.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v68s_small_smol135_echo_example",
        "MOVE: (row, col), for example MOVE: (2, 3).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v68s_small_smol360_repeat_down",
        "i go down\nMOVE: (2, 0)\ni go down\nMOVE: (2, 0)\ni go down\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v68s_small_gemma270_cut_player",
        "The player is P. The player is P. The player is P. The pla",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v68s_small_smol360_half_right",
        "go right\nMOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, right, and its cell half written (strict: no label)",
    ),
    _s(
        "v68s_small_gemma270_recipe",
        "MOVE: (1, 1)\n\nIngredients: 2 cups of flour, 1 egg,",
        (1, 1),
        None,
        "small_continuation",
        "hard: a base model's unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
    _s(
        "v68s_small_smol135_grid_words",
        "A maze is a puzzle with paths. You need to find the exit of the maze.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v68c_s_qwenturbo_so_down_same",
        "MOVE: (2, 0)\n\nSo: one step down, to (2, 0).",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v68c_s_qwenturbo_so_right_other",
        "MOVE: (2, 0)\n\nSo: one step right, to (1, 1).",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell, (1, 1): conflicting",
    ),
    _s(
        "v68c_s_llama33_plan_now",
        "Plan: right, right, right, down, down, down. Now:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_of_moves",
        "hard: a plan of six moves, this turn's marked on the MOVE line",
    ),
    _s(
        "v68c_s_llama33_three_lines",
        "Top route:\nMOVE: (1, 1)\nMOVE: (1, 2)\nMOVE: (1, 3)",
        U,
        None,
        "plan_lines",
        "three MOVE lines where one was asked, none marked as this turn's",
    ),
    _s(
        "v68c_s_qwen3_zh_jiancha",
        "MOVE: (1, 1)\n\n检查：(1, 1) 是 0，在 P 的右边，可以走。",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v68c_s_qwen3_zh_buqueding",
        "MOVE: (1, 1)\n\n不过往下走可能更好，我不确定。",
        U,
        None,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _s(
        "v68c_s_granite_oops_down",
        "MOVE: (0, 0)\nOops, that's the wall above. Going down instead:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: the correction names its new move, (2, 0); the last committed answer is read",
    ),
    _s(
        "v68c_s_granite_ignore_that",
        "MOVE: (2, 0)\nPlease ignore that move; I misread the grid.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v68c_s_olmo_cut_down",
        "The cell under P is open.\n\nMOVE: (2",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v68c_s_olmo_finished_down",
        "The cell under P is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v68o_qwenturbo_top_then_down",
        "Go right along row 1 to column 3, then down column 3 to G.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v68o_qwenturbo_zh_zuo_di",
        "先沿左列向下到底，再沿最下面一行向右到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v68o_qwenplus_zigzag_top",
        "A longer walk with two detours on the top row, still ending at G.\n\nPATH: "
        + path_text(ZIGZAG_TOP),
        S,
        True,
        "asked_format",
        "hard: two back-steps on the top row, then the top route; every step legal, ending on G",
    ),
    _o(
        "v68o_qwenmax_past_north_two",
        "The top route with a detour; after G I continue two cells up.\n\nPATH: "
        + path_text(PAST_NORTH_TWO),
        S,
        True,
        "asked_format",
        "hard: valid to G; the two cells after it are not scored (the specification's check)",
    ),
    _o(
        "v68o_qwen3_think_top_route",
        "<think>\nTop row (1,1),(1,2),(1,3) open. Column 3 rows 2-4 open. G=(4,3).\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v68o_qwen3_think_zh_past_left",
        "<think>\n左列往下，中途回头一次，再沿底行到 G，之后再往上两格。\n</think>\n\nPATH: "
        + path_text(PAST_LEFT_NORTH),
        S,
        True,
        "think_block",
        "hard: valid to G; the two cells after it are not scored (the specification's check)",
    ),
    _o(
        "v68o_qwen25_one_based_said_top",
        "I number rows and columns starting at 1.\n\nPATH: " + one_based(RIGHT_COL),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the top route; strict: a format miss",
    ),
    _o(
        "v68o_llama33_off_grid",
        "Down the left side, along the bottom to G.\n\nPATH: " + path_text(OUT_BELOW),
        F,
        False,
        "asked_format",
        "hard: the route steps off the grid to (5, 0) before G",
    ),
    _o(
        "v68o_llama31_left_bounce",
        "I go down, come back once, then follow the left column and the bottom row.\n\nPATH: "
        + path_text(LEFT_BOUNCE),
        S,
        True,
        "asked_format",
        "hard: back-steps on column 0 and row 4, every step legal, ending on G",
    ),
    _o(
        "v68o_llama31_into_44_on",
        "Left column, bottom row, one step beyond G and back.\n\nPATH: " + path_text(INTO_44_ON),
        F,
        False,
        "asked_format",
        "hard: the step beyond G goes into the wall (4, 4) before the route's last G, so the walk to the last G fails",
    ),
    _o(
        "v68o_mistral_small_skip",
        "Jump along the top, then down the right column.\n\nPATH: " + path_text(SKIP_ONE),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v68o_mistral_nemo_commas",
        "The route:\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: commas between the cells of a valid route (strict: cells are separated by spaces)",
    ),
    _o(
        "v68o_gemma_fenced_path",
        "Path found.\n```\nPATH: " + path_text(RIGHT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fence around one valid path line (strict: not the last line as asked)",
    ),
    _o(
        "v68o_phi_path_then_count",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThat is six moves: three right and three down.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v68o_olmo_lower_label",
        "route found\npath: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: the label not in the asked capitals before a valid route (strict: not the asked label)",
    ),
    _o(
        "v68o_falcon_period_down",
        "Down then right.\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v68o_granite_right_col",
        "Following the top row and the right column:\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v68o_gpt4omini_six_moves",
        "Six moves: down three, right three.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v68o_haiku_bold_label",
        "Here is the path.\n\n**PATH:** " + path_text(DOWN),
        S,
        True,
        "markdown_label",
        "hard: a bold label before a valid route; strict tolerates it (the ruling)",
    ),
    _o(
        "v68o_flash_unicode_arrows",
        "Route:\nPATH: " + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of a valid route (strict: not the asked separator)",
    ),
    _o(
        "v68o_small_smol135_echo_example",
        "PATH: (0, 0) (0, 1) (1, 1)\nPATH: (1, 0) (1, 1)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v68o_small_smol360_repeat_down",
        "the path\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)\nthe path\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v68o_small_gemma270_cut_bottom",
        "bottom row\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v68o_small_smol135_goal_talk",
        "The goal is G. The player is P. The player wants to reach the goal.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v68c_o_qwenplus_choose_second",
        "Route 1:\nPATH: "
        + path_text(SKIP_ONE)
        + "\n\nRoute 2:\nPATH: "
        + path_text(DOWN)
        + "\n\nRoute 1 skips a cell, so my answer is Route 2.",
        S,
        False,
        "rejected_alternative",
        "hard: two paths and an explicit pick of the second, a valid route (strict: the pick is the last line)",
    ),
    _o(
        "v68c_o_qwenplus_either_route",
        "PATH: " + path_text(DOWN) + "\n\nEither that or:\n\nPATH: " + path_text(RIGHT_COL),
        U,
        False,
        "two_options",
        "two paths offered as alternatives with no pick",
    ),
    _o(
        "v68c_o_llama33_asks_then_gives",
        "Should the path include the start cell? The prompt's example does, so yes.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "question_back",
        "hard: the reply asks itself a question and answers it, then gives one path",
    ),
    _o(
        "v68c_o_llama33_asks_diagonal",
        "Are diagonal moves allowed here? Let me know and I'll write the path.",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v68c_o_gpt4omini_recap_same",
        "PATH: " + path_text(RIGHT_COL) + "\n\nRecap: along the top row, then down column 3.",
        S,
        False,
        "summary_agrees",
        "hard: the recap after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v68c_o_gpt4omini_recap_other",
        "PATH: " + path_text(RIGHT_COL) + "\n\nRecap: down the left column, then along the bottom.",
        U,
        False,
        "repeat_conflict",
        "the recap after the path describes the other route: conflicting",
    ),
    _o(
        "v68c_o_falcon_cut_top",
        "Along row 1 first, then down column 3 to the goal.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v68c_o_falcon_finished_top",
        "Along row 1 first, then down column 3 to the goal.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v68r_qwenturbo_hollow_box",
        "The empty cells outline a hollow box with walls inside.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v68r_qwenturbo_zh_fang_kuang",
        "空格连成一个方框，四个角都连着。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v68r_qwenplus_zh_value_square",
        "空的格子绕成一个方形的圈。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v68r_qwenplus_loop_four_sides",
        "A loop with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v68r_qwenmax_zh_value_cross",
        "空格排成十字形，中间交叉。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the cross in Chinese; read, and wrong",
    ),
    _r(
        "v68r_qwenmax_period_square",
        "The open cells close into a ring.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v68r_qwen3_think_corners",
        "<think>\nCorners (1,0),(1,3),(4,0),(4,3) all open, edges between them open, inside walls. Square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v68r_qwen3_think_zh_huan",
        "<think>\n空格是一个 4x4 的环。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v68r_qwen25_capital_name",
        "It forms a closed square path, one cell wide.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v68r_llama33_frame",
        "The open cells form a square frame around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v68r_llama31_triangle_guess",
        "The open cells form three sides that meet at a point.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v68r_mistral_small_label_under",
        "Final shape:\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v68r_gemma_bold_whole",
        "The empty cells trace a square.\n\n**SHAPE: square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the shape line is how it renders; strict tolerates it (the ruling)",
    ),
    _r(
        "v68r_phi_name_then_why",
        "SHAPE: square\n\nWhy: each side of the loop has four open cells and the corners connect.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v68r_olmo_double_space",
        "A square loop.\nSHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v68r_falcon_c_guess",
        "The open cells curve around like a letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v68r_gpt4omini_square_outline",
        "The 0 cells form the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v68r_haiku_lower_label",
        "This is a square loop.\n\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before the right name (strict: not the asked label)",
    ),
    _r(
        "v68r_flash_words_after",
        "SHAPE: square (a hollow one)",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v68r_small_smol135_echo_name",
        "end your reply with a line of the form SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v68r_small_smol360_repeat_twice",
        "square square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v68r_small_gemma270_cut_name",
        "The shape is a\nSHAPE: squa",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v68r_small_smol135_colours",
        "The maze has two colours. One colour is for walls and one is for paths.",
        U,
        False,
        "small_no_answer",
        "no shape named",
    ),
    _r(
        "v68r_small_gemma270_half_colon",
        "square\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the name said alone and on a label line without its colon (strict: not the asked label)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v68c_r_qwenmax_if_corner_open",
        "If the corner (4, 3) is open the loop closes; it is open, so\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled in the reply itself",
    ),
    _r(
        "v68c_r_qwenmax_if_corner_unknown",
        "If the corner (4, 3) is open it is a square, otherwise a C.\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open",
    ),
    _r(
        "v68c_r_qwenturbo_zh_zongzhi_same",
        "SHAPE: square\n\n总之，是正方形。",
        "square",
        False,
        "summary_agrees",
        "hard: the Chinese summary after the name says the same shape, 正方形 (strict: not the last line)",
    ),
    _r(
        "v68c_r_qwenturbo_zh_zongzhi_other",
        "SHAPE: square\n\n总之，是三角形。",
        U,
        False,
        "repeat_conflict",
        "the Chinese summary after the name says another shape, 三角形 (triangle): conflicting",
    ),
    _r(
        "v68c_r_llama31_then_quiz",
        "SHAPE: square\n\nQuiz time! Which planet is closest to the sun?",
        "square",
        False,
        "unrelated_after",
        "hard: an unrelated continuation after one clear name; the name stands (strict: not the last line)",
    ),
    _r(
        "v68c_r_llama31_then_retract",
        "SHAPE: square\n\nActually, I take that back; I shouldn't guess.",
        U,
        False,
        "withdrawn",
        "the name is withdrawn and no new one is given",
    ),
    _r(
        "v68c_r_phi_cut_sq",
        "All four sides are open, so\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v68c_r_phi_finished_square",
        "All four sides are open, so\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v68g_qwenturbo_zh_youshang",
        "右上角放一个 3x3 的环，P 在下边，G 在右上角。\n\nMAZE:\n" + RING_TR3_LOW,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v68g_qwenturbo_coord_mid4",
        "A 4x4 ring in the lower right.\n\nMAZE:\n" + coord_list(RING_MID4_EAST),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v68g_qwenplus_zh_coord_no_player",
        "右下角 4x4 的环，终点在右边。\n\nMAZE:\n" + coord_list(NO_PLAYER),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v68g_qwenplus_outer_nw",
        "The whole border as the ring, goal in the top-left corner.\n\nMAZE:\n" + RING_OUTER_NW,
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v68g_qwenmax_west4",
        "A 4x4 ring on the left with P on top and G on the bottom.\n\nMAZE:\n" + RING_WEST4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v68g_qwen3_think_bl3",
        "<think>\nSmall 3x3 ring bottom-left. P at its top-right corner, G on its right side.\n</think>\n\nMAZE:\n"
        + RING_BL3_RIGHT,
        S,
        True,
        "think_block",
    ),
    _g(
        "v68g_qwen3_think_zh_mid4",
        "<think>\n右下 4x4 的环，P 在下边，G 在右边。\n</think>\n\nMAZE:\n" + RING_MID4_EAST,
        S,
        True,
        "think_block",
    ),
    _g(
        "v68g_qwen25_two_goals",
        "The border as a loop, with goals in two corners.\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v68g_llama33_six_wide",
        "Here is a new maze with the same shape:\n\nMAZE:\n" + SIX_WIDE,
        F,
        False,
        "asked_format",
        "hard: five rows of six cells, not the asked 5x5",
    ),
    _g(
        "v68g_llama31_inner_open",
        "A 4x4 ring in the lower left.\n\nMAZE:\n" + INNER_OPEN,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v68g_mistral_small_fenced_tr3",
        "MAZE:\n```\n" + RING_TR3_LOW + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v68g_mistral_nemo_stray_dot",
        "A small ring in the bottom-left.\n\nMAZE:\n" + STRAY_DOT,
        F,
        False,
        "asked_format",
        "hard: a stray '.' is not a cell of the maze's alphabet; the grid is not a valid maze",
    ),
    _g(
        "v68g_gemma_bold_label_west4",
        "**MAZE:**\n" + RING_WEST4,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v68g_phi_coord_outer_nw",
        "Using the same encoding as the input:\n\nMAZE:\n" + coord_list(RING_OUTER_NW),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v68g_phi_coord_walled_side",
        "The outer ring again.\n\nMAZE:\n" + coord_list(WALLED_SIDE),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v68g_olmo_walled_side",
        "The outside border is the path.\n\nMAZE:\n" + WALLED_SIDE,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v68g_falcon_lower_bl3",
        "maze:\n" + RING_BL3_RIGHT,
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid ring (strict: not the asked label)",
    ),
    _g(
        "v68g_granite_four_rows",
        "A compact 3x3 ring in the top-right.\n\nMAZE:\n" + FOUR_ROWS,
        F,
        False,
        "asked_format",
        "hard: four rows of five cells, not the asked 5x5",
    ),
    _g(
        "v68g_gpt4omini_original_again",
        "Here's a maze with the same shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is not a new maze",
    ),
    _g(
        "v68g_haiku_mid4_then_note",
        "MAZE:\n"
        + RING_MID4_EAST
        + "\n\nP sits on the bottom of the ring and G on its right side.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v68g_small_smol135_echo_nothing_after",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\nP 0 G",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v68g_small_smol360_repeat_rows",
        "MAZE:\n1 0 1\n1 0 1\n1 0 1\n1 0 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v68g_small_gemma270_cut_third",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 0\n1 0 1 1 G\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v68g_small_smol135_about_mazes",
        "Mazes are fun. You can draw a maze on paper with a pencil.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v68c_g_gemma_extra_row_west4",
        "MAZE:\n" + EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: an extra row makes the grid 6x5, not the asked 5x5; a failure, not a reading doubt",
    ),
    _g(
        "v68c_g_gemma_or_smaller",
        "MAZE:\n" + RING_OUTER_NW + "\n\nor, if you prefer a smaller ring:\n\nMAZE:\n" + RING_WEST4,
        U,
        False,
        "two_options",
        "two mazes offered as alternatives with no pick",
    ),
    _g(
        "v68c_g_llama33_tr3_described",
        "MAZE:\n"
        + RING_TR3_LOW
        + "\n\nA 3x3 ring in the top-right corner, P on its bottom side, G at its top-right corner.",
        S,
        False,
        "summary_agrees",
        "hard: the description after the maze agrees with it (strict: something after the maze)",
    ),
    _g(
        "v68c_g_llama33_tr3_misdescribed",
        "MAZE:\n" + RING_TR3_LOW + "\n\nA 4x4 ring in the bottom-left, P on its top side.",
        U,
        False,
        "repeat_conflict",
        "the description after the maze is of a different maze: conflicting",
    ),
    _g(
        "v68c_g_small_gemma270_story_after",
        "MAZE:\n" + RING_MID4_EAST + "\n\nOnce upon a time there was a little mouse who",
        S,
        False,
        "unrelated_after",
        "hard: a base model's unrelated continuation after one whole valid ring; the maze stands (strict: something after it)",
    ),
    _g(
        "v68c_g_qwenmax_redo",
        "MAZE:\n" + RING_BL3_RIGHT + "\n\nHmm, let me redo this one, it may not match.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v68c_g_haiku_cut_outer",
        "The full border as a ring.\n\nMAZE:\nG 0 0 0 0\n0 1 1 1 0\n0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v68c_g_haiku_finished_outer",
        "The full border as a ring.\n\nMAZE:\n" + RING_OUTER_NW,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v68p_qwenturbo_tr_off_top",
        "The top-right pipe opens upward, off the board.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_qwenturbo_zh_zuoxia",
        "左下角的管子朝下出界了，逆时针转一下。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v68p_qwenplus_zh_youshang",
        "右上角顺时针转，接到右下角。\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v68p_qwenplus_square_three",
        "Square 3 needs to face up.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "square_number",
        "hard: 'square 3' is the prompt's own numbering, (1, 1), which the intro allows",
    ),
    _p(
        "v68p_qwenmax_fullwidth_bl",
        "左下角顺时针。\nROTATE：（1，0）clockwise",
        (2, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v68p_qwenmax_tl_faces_down",
        "Top-left should face down toward (1, 0).\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_qwen3_think_tl",
        "<think>\nTop-left opens up, off the board. Counterclockwise turns up to left, still off; clockwise turns up to right, toward (0,1).\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v68p_qwen3_think_zh_br",
        "<think>\n右下角朝下，出界。逆时针转后朝右，还是出界。顺时针转后朝左，连到 (1, 0)。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v68p_qwen25_period_br",
        "Bottom-right, one quarter turn.\nROTATE: (1, 1) counterclockwise.",
        (3, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v68p_llama33_left_side",
        "The top-left piece needs a turn.\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, left = counterclockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v68p_llama31_bl_meets_br",
        "The bottom-left piece should point right to meet (1, 1).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_mistral_small_brackets_tr",
        "Top-right.\nROTATE: [0, 1] clockwise",
        (1, CW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v68p_mistral_nemo_br_points_right",
        "The bottom-right piece points off the right edge.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_gemma_bold_line_bl",
        "Bottom-left next.\n\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _p(
        "v68p_phi_move_then_reason",
        "ROTATE: (0, 1) counterclockwise\n\nReason: this points the top-right pipe toward the top-left one.",
        (1, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v68p_olmo_ccw_abbrev",
        "Top-left.\nROTATE: (0, 0) ccw",
        (0, CCW),
        False,
        "vocabulary",
        "hard: 'ccw' is a common short form of counterclockwise (strict: not the asked word)",
    ),
    _p(
        "v68p_falcon_tl_edge",
        "The top-left opening faces the left edge.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_granite_lower_label",
        "Bottom-right.\nrotate: (1, 1) clockwise",
        (3, CW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v68p_gpt4omini_tr_meets_tl",
        "Turning (0, 1) counterclockwise brings its opening round to the left, meeting (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_haiku_bl_to_tl",
        "The bottom-left pipe should open upward to reach the top-left.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v68p_flash_label_alone",
        "The top-right piece.\nROTATE:\n(0, 1) clockwise",
        (1, CW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v68p_small_smol135_echo_moves_left",
        "Moves left: 5. Finish with ROTATE: (row, col) clockwise.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
    ),
    _p(
        "v68p_small_smol360_repeat_bl",
        "bottom left\nROTATE: (1, 0) clockwise\nbottom left\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v68p_small_gemma270_cut_pipes",
        "Pipes and pipes and pipes and pipes and pi",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v68p_small_smol135_plumber",
        "A plumber fixes pipes in houses. Pipes can leak.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v68c_p_gpt4omini_plan_first",
        "Two turns are needed: (1, 0) clockwise first, then (1, 1) clockwise. First:\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, this turn's marked on the ROTATE line",
    ),
    _p(
        "v68c_p_gpt4omini_two_lines",
        "Needed turns:\nROTATE: (1, 0) clockwise\nROTATE: (1, 1) clockwise",
        U,
        False,
        "plan_lines",
        "two ROTATE lines where one was asked, neither marked as this turn's",
    ),
    _p(
        "v68c_p_qwenplus_ie_same",
        "ROTATE: (0, 1) clockwise, that is, a quarter turn to the right",
        (1, CW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn (strict: words after the value)",
    ),
    _p(
        "v68c_p_qwenplus_ie_other",
        "ROTATE: (0, 1) clockwise, that is, a quarter turn to the left",
        U,
        False,
        "direction_clash",
        "the words after the move say the other turn: conflicting",
    ),
    _p(
        "v68c_p_mistral_small_side_turn",
        "Give the bottom-right piece a quarter turn.\nROTATE: (1, 1) right",
        (3, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, right = clockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v68c_p_mistral_small_side_facing",
        "The bottom-right opening should end up facing right.\nROTATE: (1, 1) right",
        U,
        False,
        "side_facing",
        "the reply's own words make 'right' the side the opening should face, not a turn; which turn gets there is not said",
    ),
    _p(
        "v68c_p_falcon_cut_counter",
        "Turn the bottom-left piece.\n\nROTATE: (1, 0) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v68c_p_falcon_finished_counter",
        "Turn the bottom-left piece.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v68",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v68.py: counts, no reader
    print_counts(all_cases(), problems())

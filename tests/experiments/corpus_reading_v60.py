"""A sixtieth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(a full stop right after the answer stays in format; two spaces after the label, a cell without
its space, words after the value on the label line are format misses; markdown bold around the
answer line or its label, and a heading line above it, are tolerated by strict too; ``square N``
is in format in the puzzle; a bare ``left``/``right`` on the turn line is read as a turn and is
a strict format miss; the last committed answer is read; a summary naming another answer is a
conflict) and the specification's shape variants and path check (cells after the last G are not
scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v57``-``_v59`` and their test files were read for the data format and the
rulings as applied.

This round's emphasis is the everyday transcript, western families first: each reply written
the way that family usually answers the five prompts in a study run, not a hunt for hard cases.
GPT-4o/4.1/5 (a sentence of reasoning, then the label; a "**Final answer**" line now and then),
o3/o4-mini (terse), Claude Sonnet/Opus (a short reasoning paragraph, the label, often a check
after it), Gemini 2.5 (markdown headings, bullet reasoning, bold answers), Llama 3.3/4,
Mistral/Mixtral, DeepSeek-V3/R1 (``<think>``), Phi-4, Gemma 3 instruct, about an eighth Qwen
(some in Chinese, Qwen3 thinking) and the small models (SmolLM2, Gemma 3 270M: prompt echoes,
repeats, half-formed labels, cut-offs, no answer). The chosen quarter (the ``*_CHOSEN`` lists;
reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear look-alikes from what
such transcripts hold most often: a check after the answer that confirms it or a doubt left
open, a summary that agrees or names another answer, a correction or a withdrawal, a condition
settled or open, an invitation to ask more or a question handed back, a pick between options or
none, a cut-off and its finished twin.

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
LEFT_TRY_RIGHT = "1,0 1,1 1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step right and back to P, down the left column with one step back up from the
corner, then the bottom row to G; every step legal."""
TOP_TRY_DOWN = "1,0 2,0 1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: a step down and back to P, the top row with one step back west, then the right
column to G; every step legal."""
TOP_PAST_TWO = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3 3,3 2,3"
"""Valid up to G: the top route with one step back up column 3, then two cells back up the
column past G (not scored)."""
LEFT_PAST_WEST = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3 4,2"
"""Valid up to G: the left route with one step back up from the corner, then one cell back west
past G (not scored)."""
WALL_31 = "1,0 2,0 3,0 3,1 3,0 4,0 4,1 4,2 4,3"
"""Broken: from (3,0) a step east into the wall (3,1), then back and on to G."""
WALL_03 = "1,0 1,1 1,2 1,3 0,3 1,3 2,3 3,3 4,3"
"""Broken: from (1,3) a step up into the wall (0,3), then back and down to G."""
SKIP_41 = "1,0 2,0 3,0 4,0 4,1 4,0 4,2 4,3"
"""Broken: a step east and back on row 4, then (4,0) to (4,2) jumps over (4,1)."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 0 0 1
0 1 1 G 1
0 1 1 0 1
0 0 0 P 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P at its bottom-right corner (3,3), G on its right side
at (1,3)."""

RING_C3 = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 P 1
1 0 0 G 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P on its right side at (2,3), G at its bottom-right corner
(3,3)."""

RING_5_BOTTOM = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
G 0 P 0 0"""
"""Valid: the 5x5 outer ring, P in the middle of the bottom row (4,2), G at the bottom-left
corner (4,0)."""

RING_BL4 = """\
1 1 1 1 1
0 0 G 0 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1"""
"""Valid: the original's 4x4 ring in the bottom-left, P and G moved to the middle of its bottom
and top sides, (4,2) and (1,2): not an identical copy."""

RING_T3 = """\
1 1 P G 0
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right, P and G side by side on its top side, (0,2) and (0,3)."""

TL4_GAP = """\
0 0 0 1 1
0 1 1 G 1
0 1 1 0 1
0 0 0 P 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with its corner (0,3) walled: the open cells are a C (G is still
reachable from P, but the shape is not the original's)."""

NO_GOAL = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 P 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: the centre 3x3 ring with a player and no goal."""

SHORT_ROW = RING_T3.rsplit("\n", 1)[0] + "\n1 1 1 1"
"""Broken: the top-right 3x3 ring with a last row of four cells: not the asked 5x5."""

FULL_BL4 = """\
1 1 1 1 1
0 0 0 0 1
0 P 0 0 1
0 0 0 0 1
G 0 0 0 1"""
"""Broken: a filled 4x4 block in the bottom-left, its inside open: not a ring."""

TWO_GOALS = """\
0 0 0 0 G
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
G 0 P 0 0"""
"""Broken: the 5x5 outer ring with two goals, (0,4) and (4,0)."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v60s_gpt4o_down_left_side",
        "P is at (1, 0). The cell above is a wall, so the options are down to (2, 0) or right to (1, 1). I'll go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v60s_gpt41_toward_right_col",
        "Moving right along row 1 toward the right-hand column.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v60s_gpt5_down_open",
        "Down is open and leads along the left edge.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v60s_o3_taking_it",
        "(1, 1) is open; taking it.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reply",
    ),
    _s(
        "v60s_o4mini_period",
        "Going down the first column.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v60s_sonnet_check_after",
        "Looking at the grid, P sits at the left end of row 1. The cell above it is a wall, and both (2, 0) below and (1, 1) to the right are open. Either leads around the ring to G; I'll take the top edge.\n\nMOVE: (1, 1)\n\nChecking: (1, 1) is a 0 in the grid, so the move is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v60s_opus_equal_routes",
        "The empty cells form a loop, and G sits at the far corner (4, 3), so both directions are equally long. I'll go down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v60s_gemini_bullets",
        "### Analysis\n* **Current position:** (1, 0)\n* **Up:** wall\n* **Down:** (2, 0), open\n* **Right:** (1, 1), open\n\n### Move\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_reasoning",
    ),
    _s(
        "v60s_gemini_bold_line",
        "Heading right along the top corridor.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v60s_llama33_right_first",
        "To reach the goal at (4, 3), I will move right first.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v60s_llama4_because_after",
        "MOVE: (2, 0)\n\nI moved down because the cell below the player is open.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v60s_qwenturbo_zh_below",
        "下方 (2, 0) 是空格，往下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v60s_mixtral_two_spaces",
        "I go right.\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss; the cell is clear",
    ),
    _s(
        "v60s_deepseek_r1_think_right",
        "<think>\nP is at (1,0). Row 0 is all walls. (1,1) is 0 and (2,0) is 0. Going right follows row 1, then column 3 down to G. Fine.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v60s_deepseekv3_left_column",
        "Moving down to (2, 0), along the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v60s_phi4_no_space",
        "The next open cell is to the right.\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _s(
        "v60s_gemma_dir_right",
        "The corridor continues to the right.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell to the right, (1, 1) (strict: no cell)",
    ),
    _s(
        "v60s_gemma_up_wall",
        "I'll move up toward the top of the grid.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
        "hard: a clear move into the wall (0, 0); read as written, and the env refuses it",
    ),
    _s(
        "v60s_qwenplus_zh_wall_above",
        "玩家在 (1, 0)，上方是墙。向下走到 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v60s_qwen3_think_zh_right",
        "<think>\n上面是墙，右边 (1, 1) 可以走。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v60s_qwenmax_step_right",
        "Step right onto the open cell (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v60s_small_smol135_echo",
        "Answer with the cell you move to next. End your reply with a line of the form MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v60s_small_gemma270_repeat",
        "I will go down the maze.\nMOVE: (2, 0)\nI will go down the maze.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v60s_small_smol360_cut",
        "The maze has walls. The player P is at row 1. The player P is at row 1. The player P is at",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v60s_small_smol135_no_answer",
        "Sure! I can help you solve mazes. Mazes are fun puzzles for all ages.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
    _s(
        "v60s_small_gemma270_half",
        "I go down to\nMOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: one clear direction, down, with its cell half written under a label without its colon (strict: no label)",
    ),
    _s(
        "v60s_llama33_invite",
        "MOVE: (2, 0)\n\nLet me know if you'd like me to plan the rest of the route!",
        (2, 0),
        None,
        "invitation",
        "hard: an offer of more help after the move does not touch it (strict: not the last line)",
    ),
    _s(
        "v60s_gpt4o_final_heading",
        "Both neighbours are open; I'll go along the top.\n\n**Final answer**\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
        "hard: a heading line above the move does not change it (the ruling)",
    ),
    _s(
        "v60s_o3_prose_down",
        "Up is blocked. I'll step down one cell.",
        (2, 0),
        None,
        "direction_prose",
        "hard: a move said in prose with one clear direction, down, is read (strict: no label)",
    ),
    _s(
        "v60s_qwen25_lower_label",
        "Right is free.\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: a lower-case label around one clear cell (strict: not the asked label)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v60c_s_sonnet_check_agrees",
        "Both (2, 0) and (1, 1) are open. I'll take the left column.\n\nMOVE: (2, 0)\n\nDouble-checking: (2, 0) is directly below P and is a 0, so this is valid.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v60c_s_sonnet_check_doubt",
        "Both (2, 0) and (1, 1) are open. I'll take the left column.\n\nMOVE: (2, 0)\n\nThough, on reflection, the right side might be shorter - I'm not sure which is better.",
        U,
        None,
        "second_thought",
        "a doubt after the move, left unsettled",
    ),
    _s(
        "v60c_s_gpt4o_summary_agrees",
        "MOVE: (1, 1)\n\nSummary: one step right, onto (1, 1).",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v60c_s_gpt4o_summary_other",
        "MOVE: (1, 1)\n\nSummary: one step down, onto (2, 0).",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell, (2, 0): conflicting",
    ),
    _s(
        "v60c_s_llama33_correction",
        "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. I'll go down instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: the correction names its new move, (2, 0); the last committed answer is read",
    ),
    _s(
        "v60c_s_llama33_withdrawn",
        "MOVE: (0, 0)\n\nWait, (0, 0) is a wall, so that move is not valid.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v60c_s_gemini_if_settled",
        "If (1, 1) is open I'll go right. Row 1 reads P 0 0 0 1, so it is.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is settled in the reply itself",
    ),
    _s(
        "v60c_s_gemini_if_open",
        "If the right side connects to G, go right; otherwise go down.\n\nMOVE: (1, 1)",
        U,
        None,
        "conditional",
        "the move hangs on a condition the reply leaves open",
    ),
    _s(
        "v60c_s_mixtral_cut",
        "I'll head right along row 1.\n\nMOVE: (1,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v60c_s_mixtral_finished",
        "I'll head right along row 1 to the corner.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v60o_gpt4o_left_then_bottom",
        "Go down the left column to the bottom row, then right to G.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v60o_gpt41_row_then_column",
        "Right along row 1, then down column 3.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v60o_o3_try_right",
        "Route found.\n\nPATH: " + path_text(LEFT_TRY_RIGHT),
        S,
        True,
        "asked_format",
        "hard: a step right and back, one step back up the left column, every step legal, ending on G",
    ),
    _o(
        "v60o_o4mini_period",
        "Shortest route:\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v60o_sonnet_check_after",
        "The open cells form a ring, so there are two routes of equal length. Taking the top edge and then the right side:\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nEach step moves to an adjacent open cell, and the path ends at G.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it (strict: not the last line)",
    ),
    _o(
        "v60o_opus_try_down",
        "I first step down and come back, then take the top row with one step back and go down the right side; every step is to an open neighbour.\n\nPATH: "
        + path_text(TOP_TRY_DOWN),
        S,
        True,
        "asked_format",
        "hard: a step down and back and one back west on row 1, every step legal, ending on G",
    ),
    _o(
        "v60o_gemini_bullets",
        "### Route\n* Start at P (1, 0)\n* Down column 0 to (4, 0)\n* Right along row 4 to G (4, 3)\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "markdown_reasoning",
    ),
    _o(
        "v60o_gemini_bold_label",
        "**PATH:** " + path_text(RIGHT_COL),
        S,
        True,
        "bold_answer",
        "hard: a bold label is how the line renders; strict tolerates it (the ruling)",
    ),
    _o(
        "v60o_llama33_wall31",
        "Down the left column, then across the bottom.\n\nPATH: " + path_text(WALL_31),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v60o_llama4_past_two",
        "Across the top, down the right side with one step back, to G, then two more cells.\n\nPATH: "
        + path_text(TOP_PAST_TWO),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cells after it are not scored (the specification's check)",
    ),
    _o(
        "v60o_mistral_wall03",
        "Along the top row and down the right side.\n\nPATH: " + path_text(WALL_03),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v60o_mixtral_commas",
        "Here is the path:\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas; the route is plain (strict: the cells are separated by spaces)",
    ),
    _o(
        "v60o_deepseek_r1_think_bottom",
        "<think>\nTwo routes around the ring, both 6 steps. Take the bottom one.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v60o_deepseekv3_skip41",
        "Down to the bottom row, then east to the goal.\n\nPATH: " + path_text(SKIP_41),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v60o_phi4_past_west",
        "Down, one step back up, down again, then east to G and one more step.\n\nPATH: "
        + path_text(LEFT_PAST_WEST),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cell after it is not scored (the specification's check)",
    ),
    _o(
        "v60o_qwenmax_arrows",
        "Route:\nPATH: " + path_text(DOWN, " → "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of a valid route (strict: not the asked separator)",
    ),
    _o(
        "v60o_qwenplus_zh_top",
        "先向右走到 (1, 3)，再向下到终点。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v60o_qwen25_clockwise",
        "Following the ring clockwise from P:\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v60o_small_smol135_echo",
        "End your reply with a line of the form PATH: (row, col) (row, col) ...\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v60o_small_gemma270_repeat",
        "PATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v60o_small_smol360_cut",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v60o_small_gemma270_no_path",
        "The maze is a 5 by 5 grid. It has P and G and walls and empty cells.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v60c_o_opus_asks_answered",
        "Does the path need to include P's own cell? The prompt says every cell from P's cell, so yes.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "question_back",
        "hard: the question is answered by the reply itself and the path follows",
    ),
    _o(
        "v60c_o_opus_asks_open",
        "Before I answer: should the path include P's starting cell, or only the cells I move to?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v60c_o_gpt41_summary_agrees",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThat is: right along row 1 to (1, 3), then down column 3 to G.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v60c_o_gpt41_summary_other",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThat is: down column 0 to (4, 0), then right along row 4 to G.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v60c_o_deepseek_picks_two",
        "Option 1: "
        + path_text(DOWN)
        + "\nOption 2: "
        + path_text(RIGHT_COL)
        + "\nBoth reach G in six steps. I'll go with option 2.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two options, an explicit pick of option 2, and option 2 on the PATH line",
    ),
    _o(
        "v60c_o_deepseek_no_pick",
        "Option 1:\nPATH: "
        + path_text(DOWN)
        + "\nOption 2:\nPATH: "
        + path_text(RIGHT_COL)
        + "\nBoth reach G in six steps.",
        U,
        False,
        "two_options",
        "two paths offered as options with no pick between them",
    ),
    _o(
        "v60c_o_gemma_cut",
        "Along the top and down the right side.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v60c_o_gemma_finished",
        "Along the top and down the right side to G.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v60r_gpt4o_outline",
        "The empty cells run along row 1, column 3, row 4 and column 0, enclosing a block of walls. That outline is a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v60r_gpt41_border_4x4",
        "They trace the border of a 4x4 region.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v60r_gpt5_closed_loop",
        "A closed square loop of empty cells.\nSHAPE: square",
        "square",
        True,
        "short_reply",
    ),
    _r(
        "v60r_o3_period",
        "Closed 4x4 loop.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v60r_o4mini_open_side",
        "Open on one side.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v60r_sonnet_check_after",
        "Looking at all of the empty cells, including P and G: row 1 from column 0 to 3, row 4 from column 0 to 3, and columns 0 and 3 between them. Together they form the perimeter of a 4x4 square.\n\nSHAPE: square\n\nTo confirm: the four corners (1, 0), (1, 3), (4, 0) and (4, 3) are all empty, so the loop is closed.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v60r_opus_hollow",
        "The empty cells outline a square with a solid block of walls in its centre.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v60r_gemini_headings",
        "### Observations\n* Top side: (1, 0) to (1, 3)\n* Bottom side: (4, 0) to (4, 3)\n* Left and right sides connect them\n\n### Conclusion\nThe empty cells form a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "markdown_reasoning",
    ),
    _r(
        "v60r_gemini_bold_value",
        "The empty cells form a hollow square.\n\nSHAPE: **square**",
        "square",
        True,
        "bold_answer",
        "hard: bold around the name is how the line renders; strict tolerates it (the ruling)",
    ),
    _r(
        "v60r_llama33_cross",
        "The paths intersect in the middle of the maze.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v60r_llama4_edges_after",
        "SHAPE: square\n\nThe empty cells make up the four edges of a square.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v60r_mistral_winds",
        "The corridor winds around the walls.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v60r_qwen25_lower_label",
        "The cells form a square outline.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before the right name (strict: not the asked label)",
    ),
    _r(
        "v60r_deepseek_r1_think",
        "<think>\nEmpty: (1,0)-(1,3), (2,0), (3,0), (2,3), (3,3), (4,0)-(4,3). A 4x4 ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v60r_phi4_square_ring",
        "The empty cells form a square ring around the walls.\n\nSHAPE: square ring",
        "square",
        False,
        "variant_name",
        "hard: 'square ring' is an English name for the square (the ruling: any English name); strict: words after the value",
    ),
    _r(
        "v60r_gemma_three_sides",
        "Three of the sides look connected.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v60r_qwenturbo_zh_value",
        "空白格围成一个方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v60r_qwen3_think_zh",
        "<think>\n空格在第 1 行、第 4 行、第 0 列和第 3 列，围成一圈。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v60r_small_smol135_echo",
        "The empty cells form together a shape. Name the shape.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v60r_small_gemma270_repeat",
        "The shape is C.\nSHAPE: C\nThe shape is C.\nSHAPE: C",
        "C",
        False,
        "small_repeat",
    ),
    _r(
        "v60r_small_smol360_cut",
        "The empty cells go around and around and around and around the",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
    _r(
        "v60r_small_smol135_half",
        "the empty cells are square\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: one name, square, said twice, the label without its colon (strict: no label)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v60c_r_sonnet_confirmed",
        "SHAPE: square\n\nLet me double-check: all four sides are open and the corners connect. Yes, a square.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v60c_r_sonnet_unsure",
        "SHAPE: square\n\nAlthough, looking again, the left side might not connect at the bottom, which would make it a C. I can't be sure.",
        U,
        False,
        "second_thought",
        "a doubt after the name, left unsettled",
    ),
    _r(
        "v60c_r_gpt4o_corrected",
        "SHAPE: C\n\nCorrection: column 3 is open all the way down, so the loop is closed.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: the correction names its new shape; the last committed answer is read",
    ),
    _r(
        "v60c_r_gpt4o_withdrawn",
        "SHAPE: C\n\nCorrection: column 3 is open all the way down, so it isn't a C after all.",
        U,
        False,
        "withdrawn",
        "the name is withdrawn and no new one is given",
    ),
    _r(
        "v60c_r_llama4_invite",
        "SHAPE: square\n\nWould you like me to walk through how I identified it?",
        "square",
        False,
        "invitation",
        "hard: an offer to explain after the name does not touch it (strict: not the last line)",
    ),
    _r(
        "v60c_r_llama4_asks",
        "Do you want the shape of the path I took or of all the empty cells?",
        U,
        False,
        "question_back",
        "a question handed back instead of a shape",
    ),
    _r(
        "v60c_r_qwenplus_zh_cut",
        "空格围成一个闭合的环。\n\nSHAPE: squa",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v60c_r_qwenplus_zh_finished",
        "空格围成一个闭合的环，四个角都连着。\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v60g_gpt4o_top_left",
        "Here is a new 5x5 maze whose empty cells form a square:\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v60g_gpt41_centre3",
        "A 3x3 square ring in the centre:\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "asked_format",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v60g_gpt5_outer_bare",
        "MAZE:\n" + RING_5_BOTTOM,
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v60g_qwenmax_coord",
        "Using the coordinate format, as in the original:\n\nMAZE:\n" + coord_list(RING_BL4),
        S,
        True,
        "asked_format",
        "hard: the original's ring with P and G moved is a new maze, not an identical copy",
        encoding="coord_list",
    ),
    _g(
        "v60g_o4mini_gap",
        "MAZE:\n" + TL4_GAP,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v60g_sonnet_after",
        "I'll place the square ring in the upper-left corner this time, with the goal on its right side.\n\nMAZE:\n"
        + RING_TL4
        + "\n\nThis keeps the same 4x4 ring shape while differing from the original.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v60g_opus_top_right3",
        "A smaller ring at the top-right, with P and G next to each other on its top edge.\n\nMAZE:\n"
        + RING_T3,
        S,
        True,
        "asked_format",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v60g_gemini_fence",
        "### New Maze\n\nMAZE:\n```\n" + RING_BL4 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v60g_gemini_bold_label",
        "**MAZE:**\n" + RING_C3,
        S,
        True,
        "bold_answer",
        "hard: a bold label is how the line renders; strict tolerates it (the ruling)",
    ),
    _g(
        "v60g_llama33_no_goal",
        "A square loop in the middle:\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v60g_llama4_original",
        "Same square ring shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is an identical copy, which the prompt forbids",
    ),
    _g(
        "v60g_mistral_short_row",
        "MAZE:\n" + SHORT_ROW,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v60g_mixtral_filled",
        "A filled square block in the bottom-left:\n\nMAZE:\n" + FULL_BL4,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v60g_deepseek_r1_think",
        "<think>\nMove the ring to the outer border; P in the middle of the bottom row, G at the bottom-left corner.\n</think>\n\nMAZE:\n"
        + RING_5_BOTTOM,
        S,
        True,
        "think_block",
    ),
    _g(
        "v60g_phi4_coord_gap",
        "MAZE:\n" + coord_list(TL4_GAP),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v60g_gemma_lower_label",
        "maze:\n" + RING_T3,
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid ring (strict: not the asked label)",
    ),
    _g(
        "v60g_qwenplus_zh_top_left",
        "新迷宫：左上角 4x4 方形环。\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v60g_qwen3_think_zh_coord",
        "<think>\n中间 3x3 的环。\n</think>\n\nMAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v60g_small_smol135_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n1 1 1 1 1\nP 0 0 0 G",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v60g_small_gemma270_repeat",
        "MAZE:\n0 0 0\nP 1 G\nMAZE:\n0 0 0\nP 1 G",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v60g_small_smol360_cut",
        "MAZE:\n1 1 1 1 1\n0 0 G 0 1\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v60c_g_gpt4o_corrected",
        "MAZE:\n"
        + TL4_GAP
        + "\n\nOops, (0, 3) should be open to close the ring. Corrected:\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "correction",
        "hard: the correction names its new maze, a valid ring; the last committed answer is read",
    ),
    _g(
        "v60c_g_gpt4o_withdrawn",
        "MAZE:\n"
        + TL4_GAP
        + "\n\nOops, that ring has a gap at (0, 3), so it isn't a valid square.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v60c_g_sonnet_described_same",
        "MAZE:\n"
        + RING_C3
        + "\n\nThe ring is 3x3 in the centre, with P on its right side and G at its bottom-right corner.",
        S,
        False,
        "summary_agrees",
        "hard: the description after the maze agrees with it (strict: something after the maze)",
    ),
    _g(
        "v60c_g_sonnet_described_other",
        "MAZE:\n"
        + RING_C3
        + "\n\nThe ring is 4x4 in the top-left, with P at its bottom-right corner.",
        U,
        False,
        "repeat_conflict",
        "the description after the maze is of a different maze: conflicting",
    ),
    _g(
        "v60c_g_opus_if_open",
        "If a 3x3 ring counts as the same shape, here it is; otherwise I'd need to keep the 4x4 size.\n\nMAZE:\n"
        + RING_T3,
        U,
        False,
        "conditional",
        "the maze is offered under a condition the reply leaves open",
    ),
    _g(
        "v60c_g_mistral_cut",
        "A 4x4 ring in the top-left.\n\nMAZE:\n0 0 0 0 1\n0 1 1 G 1\n0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v60c_g_mistral_finished",
        "A 4x4 ring in the top-left, the goal on its right side.\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v60p_gpt4o_top_left",
        "The top-left piece opens upward, off the board. Turning it clockwise points that opening right, toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v60p_gpt41_bottom_right",
        "The bottom-right elbow should face up and left.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v60p_o3_square_two",
        "Bottom-left first.\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v60p_o4mini_period",
        "Top-right next.\nROTATE: (0, 1) clockwise.",
        (1, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v60p_sonnet_check_after",
        "The bottom-left piece currently points off the left edge. A clockwise turn moves that opening to the top, where it meets (0, 0).\n\nROTATE: (1, 0) clockwise\n\nAfter this turn, (1, 0) connects upward to (0, 0) as needed.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v60p_opus_only_loose_end",
        "The top-right piece is the only one with an end pointing off the board, so I'll turn it.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v60p_gemini_headings",
        "### Board analysis\n* (0, 0): connected\n* (0, 1): opening faces up, off the board\n\n### Move\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "markdown_reasoning",
    ),
    _p(
        "v60p_gemini_bold_line",
        "Turning the bottom-right piece.\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "bold_answer",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _p(
        "v60p_llama33_bare_right",
        "Turn the top-left square.\nROTATE: (0, 0) right",
        (0, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is a turn, right = clockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v60p_llama4_after",
        "ROTATE: (1, 0) counterclockwise\n\nThis points the bottom-left opening toward (1, 1).",
        (2, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v60p_mistral_quarter",
        "The bottom-left piece needs a quarter turn.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v60p_mixtral_anti",
        "Top-left, back a quarter.\nROTATE: (0, 0) anti-clockwise",
        (0, CCW),
        False,
        "vocabulary",
        "hard: anti-clockwise is counterclockwise (strict: not the asked word)",
    ),
    _p(
        "v60p_deepseek_r1_think",
        "<think>\n(1,1) opens right, off the board. Counterclockwise moves a right opening to the top, toward (0,1).\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v60p_qwenplus_zh_back",
        "把左上角逆时针转一次。\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v60p_phi4_no_space",
        "Bottom-right.\nROTATE: (1,1) clockwise",
        (3, CW),
        False,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _p(
        "v60p_gemma_bare_left",
        "Turn the bottom-right one to the left.\nROTATE: (1, 1) left",
        (3, CCW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is a turn, left = counterclockwise, and the reply's words agree (the ruling); strict: a format miss",
    ),
    _p(
        "v60p_qwenturbo_zh_top_right",
        "右上角的管道朝上，顺时针转一次。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v60p_qwen25_fullwidth",
        "右下角。\nROTATE：（1，1）clockwise",
        (3, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v60p_small_smol135_echo",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "small_echo",
    ),
    _p(
        "v60p_small_gemma270_repeat",
        "Turn it.\nROTATE: (0, 1) clockwise\nTurn it.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v60p_small_smol360_cut",
        "The pipe in the square is turned and the pipe in the square is",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v60p_small_gemma270_no_answer",
        "Rotation puzzles are a type of puzzle where you rotate the pieces.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v60c_p_gpt4o_corrected",
        "ROTATE: (0, 0) clockwise\n\nWait, that would point the opening off the top edge. Instead:\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: the correction names its new move; the last committed answer is read",
    ),
    _p(
        "v60c_p_gpt4o_withdrawn",
        "ROTATE: (0, 0) clockwise\n\nWait, that would point the opening off the top edge, so that move doesn't work.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v60c_p_gemini_words_agree",
        "ROTATE: (1, 1) clockwise (one quarter turn to the right)",
        (3, CW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn (strict: words after the value)",
    ),
    _p(
        "v60c_p_gemini_words_clash",
        "ROTATE: (1, 1) clockwise (one quarter turn to the left)",
        U,
        False,
        "direction_clash",
        "the words after the move say the other turn: conflicting",
    ),
    _p(
        "v60c_p_sonnet_if_settled",
        "If the top-right piece points off the board, it needs turning. Its opening faces up, off the top edge, so it does.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "conditional",
        "hard: the condition is settled in the reply itself",
    ),
    _p(
        "v60c_p_llama4_two",
        "ROTATE: (1, 0) clockwise\nor\nROTATE: (0, 1) counterclockwise",
        U,
        False,
        "two_options",
        "two moves joined by 'or' with no pick",
    ),
    _p(
        "v60c_p_o3_cut",
        "Bottom-left piece.\n\nROTATE: (1, 0) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v60c_p_o3_finished",
        "Bottom-left piece, one turn.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v60",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v60.py: counts, no reader
    print_counts(all_cases(), problems())

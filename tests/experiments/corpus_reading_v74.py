"""A seventy-fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

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
``corpus_reading_v71`` with its test file were read for the data format and the rulings as
applied; no earlier set's reply was copied.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
on the three-phase study and the puzzle: about a third Qwen (qwen-turbo/plus/max, Qwen2.5, Qwen3
thinking, some in Chinese), open-weight instruct models behind an OpenAI-compatible server
(Llama 3.1/3.3, Mistral Small/Nemo, Gemma 2/3, Phi-3.5/4, OLMo 2, Falcon 3, Granite 3), a few
API models (GPT-4o-mini, Claude Haiku, Gemini Flash) and the small models (SmolLM2-135M/360M,
Gemma 3 270M base: echoes of the prompt's format line, repeats, half-formed labels, cut-offs, an
answer followed by a continuation of something else, no answer). Mostly plain compliant answers
with a little reasoning, and the asked formats slightly off: two spaces after the label, square
brackets, a 1-indexed slip (said and unsaid), lower case labels, a full stop after the answer,
bold answer lines, the label on its own line, a fenced maze. The chosen quarter (the
``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear
look-alikes from those transcripts: a reply repeating its answer the same or differently, a plan
of several moves with this turn's marked or several move lines, a maze with an extra row or a
stray character, an answer then an unrelated continuation or a withdrawal, a check or a doubt
after the answer, a condition settled or open, a question answered or handed back, a pick
between options or none, a cut-off and its finished twin.

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
LEFT_STUTTER_TWICE = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: a step down and back to P, the left column, then the bottom row with a step back to
the corner (4,0) and another from (4,2)."""
TOP_STUTTER_TWICE = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: the top row with a step back from the corner (1,3), then column 3 with a climb from
(3,3) back to the corner and down again."""
PAST_ROUND_TO_TOP = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,3 3,3 2,3 1,3 1,2 1,1"
"""Valid up to its last G: the bottom route with a step back from G, then on up column 3 and
two cells west along row 1 (not scored)."""
PAST_INTO_EAST_WALLS = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 3,2 2,2"
"""Valid up to G: the top route, then back north and west into the walls (3,2) and (2,2) (not
scored)."""
THROUGH_MIDDLE = "1,0 2,0 2,1 3,1 3,2 4,2 4,3"
"""Broken: a staircase from (2,0) down and right through the walls (2,1), (3,1) and (3,2)."""
JUMP_BEFORE_LAST_G = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,0 4,1 4,2 4,3"
"""Broken: the top route to G, west to (4,2), a two-cell jump to the corner (4,0), then east
back onto G; the jump comes before the route's last G, so it is walked."""
WALL_STEP_NORTH = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 3,2 4,2 4,3"
"""Broken: a step down and back to P, the left column, then the bottom row with a step north
into the wall (3,2) and back; the wall step comes before G, so it is walked."""

# == generated mazes (5x5) =================================================================
RING_BR3_CORNERS = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 G 1 P
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right, P (3,4) and G (3,2) in the middle of its right and
left sides."""

RING_LOW_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 G 1
1 P 1 0 1
1 0 0 0 1"""
"""Valid: a 3x3 ring in the middle of the bottom rows, P on its left side (3,1), G at its
top-right corner (2,3)."""

RING_TL4_SIDES = """\
0 0 0 0 1
0 1 1 0 1
P 1 1 0 1
0 0 G 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P on its left side (2,0), G on its bottom side (3,2)."""

RING_OUTER_LEFT = """\
0 0 0 0 0
G 1 1 1 0
0 1 1 1 0
P 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P (3,0) and G (1,0) on its left side, two cells apart."""

RING_TOP_MID3 = """\
1 0 0 P 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top middle, P at its top-right corner (0,3), G at its bottom-left
corner (2,1)."""

BR3_NO_PLAYER = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 G 1 0
1 1 0 0 0"""
"""Broken: the bottom-right 3x3 ring without a player."""

TL4_LEFT_GAP = """\
0 0 0 0 1
1 1 1 0 1
P 1 1 0 1
0 0 G 0 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with (1,0) walled: its left side no longer closes."""

LOW_MID3_STRAY_HASH = """\
1 1 1 1 1
1 1 # 1 1
1 0 0 G 1
1 P 1 0 1
1 0 0 0 1"""
"""Broken: the bottom-middle 3x3 ring with a stray ``#`` above it."""

TOP_MID3_FOUR_WIDE = """\
1 0 0 P
1 0 1 0
1 G 0 0
1 1 1 1
1 1 1 1"""
"""Broken: the top-middle 3x3 ring with its last column left off: four cells wide, not 5x5."""

BR3_EXTRA_ROW = RING_BR3_CORNERS + "\n1 1 1 1 1"
"""Broken: RING_BR3_CORNERS over an extra row of walls: six rows, not 5x5."""

OUTER_TWO_GOALS = """\
0 0 0 0 G
G 1 1 1 0
0 1 1 1 0
P 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with a second goal in the top-right corner (0,4)."""

LOW_MID3_OPEN_CENTRE = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 P 0 G 1
1 0 0 0 1"""
"""Broken: a 3x3 block in the bottom rows with its centre (3,2) open, P and G on its middle row:
filled, not a ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v74s_qwenturbo_open_south",
        "Above the player is wall, and the square underneath is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v74s_qwenturbo_zh_youce",
        "玩家右侧 (1, 1) 是空地，走上面那一行。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v74s_qwenplus_east_corridor",
        "Going east keeps me on row 1, which is clear until column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v74s_qwenplus_zh_zuolie",
        "左边这一列全是 0，一直通到最下面一行。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v74s_qwenplus_bold_whole_down",
        "The left column is the shorter-looking way.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the whole move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v74s_qwenmax_stop_after_right",
        "I'll follow the upper corridor.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v74s_qwenmax_fullwidth_you",
        "向右一格。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v74s_qwen3_think_two_options",
        "<think>\nNeighbours of (1,0): (0,0) wall, (2,0) open, (1,1) open. Both reach G in six steps. Pick down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v74s_qwen3_think_zh_wang_you",
        "<think>\n上面是墙。右边 (1,1) 是 0。往右走。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v74s_qwen25_one_based_unsaid_down",
        "P sits at (2, 1); directly beneath it, (3, 1), there is no wall.\n\nMOVE: (3, 1)",
        U,
        (3, 1),
        "one_based_unsaid",
        "P named as (2, 1) shows counting from 1, never said; as written (3, 1) is a wall, counted from 1 it is (2, 0): it matters which was meant",
    ),
    _s(
        "v74s_qwen25_brackets_down",
        "Down is open.\nMOVE: [2, 0]",
        (2, 0),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v74s_llama33_right_toward_goal",
        "Moving right puts the player on the top path, which bends down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v74s_llama33_lower_label",
        "I'll go down.\n\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: the label in lower case before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v74s_llama31_label_then_cell",
        "Next move is to the right.\n\nMOVE:\n(1, 1)",
        (1, 1),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v74s_llama31_plain_down",
        "The player should go down the left side of the maze.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v74s_mistral_small_top_row",
        "The top row is open all the way to the right column.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v74s_mistral_nemo_two_spaces_down",
        "Down it is.\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v74s_gemma_right_word",
        "The corridor along the top is free.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell to the right, (1, 1) (strict: no cell)",
    ),
    _s(
        "v74s_phi_answer_then_why",
        "MOVE: (1, 1)\n\nExplanation: (0, 0) above is a wall, and the cell to the right continues along the open top row.",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the move comes first and the explanation agrees; strict reads only the last line",
    ),
    _s(
        "v74s_olmo_no_comma_right",
        "Right is open.\nMOVE: (1 1)",
        (1, 1),
        None,
        "missing_comma",
        "hard: a cell without its comma is still one clear cell (strict: a format miss, the ruling)",
    ),
    _s(
        "v74s_falcon_plain_down",
        "The open cells below lead to the bottom row and then to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v74s_granite_plain_right",
        "The player moves one cell to the right, staying in the open corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v74s_gpt4omini_short_down",
        "Up is blocked, down is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v74s_haiku_either_way_right",
        "Both neighbours lead around the ring to G in the same number of moves; I'll take the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v74s_flash_fenced_line",
        "Moving down.\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
        "hard: the move line inside a code fence is read; strict: the last line is the fence",
    ),
    _s(
        "v74s_small_smol135_echo_example",
        "Finish with MOVE: (row, col), for example MOVE: (2, 3).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line and example are echoed, then the model's own last move line",
    ),
    _s(
        "v74s_small_smol360_repeat_right",
        "right one\nMOVE: (1, 1)\nright one\nMOVE: (1, 1)\nright one\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same move repeated three times is one answer",
    ),
    _s(
        "v74s_small_gemma270_cut_grid",
        "P 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nP 0 0 0 1\n0 1",
        U,
        None,
        "small_cut",
        "cut off by max_tokens while copying the grid; no move given",
        finish_reason=L,
    ),
    _s(
        "v74s_small_smol135_what_is_maze",
        "A maze is a puzzle with paths. The player must find the goal.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v74c_s_qwenmax_again_same",
        "MOVE: (2, 0)\n\nAgain: the player steps down to (2, 0).",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the restatement after the move names the same cell; strict reads the last line",
    ),
    _s(
        "v74c_s_qwenmax_again_other",
        "MOVE: (2, 0)\n\nAgain: the player steps right to (1, 1).",
        U,
        None,
        "repeat_conflict",
        "the restatement names a different cell from the move line (the ruling: conflicting)",
    ),
    _s(
        "v74c_s_llama33_plan_first_marked",
        "Plan: (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3). This turn I take the first step.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_of_moves",
        "hard: a plan is laid out, but the move line names this turn's single move",
    ),
    _s(
        "v74c_s_llama33_plan_move_lines",
        "Moves down the left edge:\nMOVE: (2, 0)\nMOVE: (3, 0)\nMOVE: (4, 0)",
        U,
        None,
        "plan_lines",
        "four move lines for one turn; which one is this turn's answer is not said",
    ),
    _s(
        "v74c_s_small_gemma270_then_recipe",
        "MOVE: (2, 0)\n\nIngredients: two cups of flour, one egg, a pinch of",
        (2, 0),
        None,
        "unrelated_after",
        "hard: an unrelated continuation after a complete move line does not touch the answer",
    ),
    _s(
        "v74c_s_phi_never_mind",
        "MOVE: (2, 0)\n\nNever mind, I take that back.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v74c_s_granite_checked_down",
        "MOVE: (2, 0)\n\nCheck: (2, 0) is a 0 and adjacent to P. Correct.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move confirms it; strict reads only the last line",
    ),
    _s(
        "v74c_s_qwen3_might_be_down",
        "<think>\nRight looks fine.\n</think>\n\nMOVE: (1, 1)\n\nAlthough going down might be safer, I'm not certain.",
        U,
        None,
        "second_thought",
        "an unsettled doubt after the move, naming the other move",
    ),
    _s(
        "v74c_s_mistral_correct_to_right",
        "MOVE: (1, 2)\nOops, (1, 2) is two cells away. The right neighbour is (1, 1).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: a correction that names its new move stands (the ruling); the last move line is it",
    ),
    _s(
        "v74c_s_olmo_cut_move",
        "The cell to the right is open.\n\nMOVE: (1,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v74c_s_olmo_finished_move",
        "The cell to the right is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the cell is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v74o_qwenturbo_down_then_east",
        "Go down the left column to row 4, then east along the bottom to G.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v74o_qwenturbo_zh_shang_hang",
        "先沿第 1 行往右走到第 3 列，再往下走到 G。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v74o_qwenplus_left_stutter",
        "A step down and back, the left side, then the bottom row with two steps back.\n\nPATH: "
        + path_text(LEFT_STUTTER_TWICE),
        S,
        True,
        "asked_format",
        "hard: two back-steps; every step legal, ending on G",
    ),
    _o(
        "v74o_qwenplus_fullwidth_down",
        "向下再向右。\nPATH：（1，0） （2，0） （3，0） （4，0） （4，1） （4，2） （4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width brackets and commas around one clear legal path (strict: not the prompt's form)",
    ),
    _o(
        "v74o_qwenmax_top_stutter",
        "Along the top with a step back, then down the right column, back up to the corner and down again.\n\nPATH: "
        + path_text(TOP_STUTTER_TWICE),
        S,
        True,
        "asked_format",
        "hard: two back-steps; every step legal, ending on G",
    ),
    _o(
        "v74o_qwenmax_period_right",
        "Top then right column.\nPATH: " + path_text(RIGHT_COL) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v74o_qwen3_think_past_round",
        "<think>\nBottom route to (4,3), one step back and forth, then I keep going around the ring.\n</think>\n\nPATH: "
        + path_text(PAST_ROUND_TO_TOP),
        S,
        True,
        "think_block",
        "hard: the cells after G are not scored (the specification's check walks to the last G)",
    ),
    _o(
        "v74o_qwen3_think_zh_xia",
        "<think>\n往下走到底，再往右三格。\n</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v74o_qwen25_one_based_said_top",
        "(Rows and columns below are numbered from 1, not 0.)\n\nPATH: " + one_based(RIGHT_COL),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; shifted back it is the legal top route (strict: as written it starts on a wall)",
    ),
    _o(
        "v74o_llama33_through_middle",
        "The shortest way zigzags through the middle.\n\nPATH: " + path_text(THROUGH_MIDDLE),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v74o_llama33_bold_path",
        "Following the left wall.\n\n**PATH:** " + path_text(DOWN),
        S,
        True,
        "markdown_label",
        "hard: a bold label before a legal path; strict tolerates it (the ruling)",
    ),
    _o(
        "v74o_llama31_jump_before_last_g",
        "Top route to G, then a little loop along the bottom back to it.\n\nPATH: "
        + path_text(JUMP_BEFORE_LAST_G),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v74o_mistral_small_past_walls",
        "Top route.\n\nPATH: " + path_text(PAST_INTO_EAST_WALLS),
        S,
        True,
        "asked_format",
        "hard: the wall cells come after the last G and are not scored (the ruling)",
    ),
    _o(
        "v74o_mistral_nemo_commas_between",
        "Left column, then bottom row.\nPATH: " + path_text(DOWN, sep=", "),
        S,
        False,
        "path_commas",
        "hard: cells separated by commas are one clear legal path (strict: the ruling asks spaces)",
    ),
    _o(
        "v74o_gemma_lower_label",
        "down then right\n\npath: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: the label in lower case before a clear legal path (strict: not the asked label)",
    ),
    _o(
        "v74o_phi_wall_step_north",
        "A false start, then the bottom route with a peek upward from (4,2).\n\nPATH: "
        + path_text(WALL_STEP_NORTH),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v74o_olmo_label_above",
        "The path:\n\nPATH:\n" + path_text(RIGHT_COL),
        S,
        False,
        "label_own_line",
        "hard: the cells on the line under the label are read (strict: not on the label line)",
    ),
    _o(
        "v74o_falcon_brackets",
        "PATH: [1, 0] [2, 0] [3, 0] [4, 0] [4, 1] [4, 2] [4, 3]",
        S,
        False,
        "brackets",
        "hard: square brackets around each cell of a legal path (strict: not the prompt's form)",
    ),
    _o(
        "v74o_granite_plain_top",
        "The route follows the top row and then the right column.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v74o_gpt4omini_plain_down",
        "Down to the bottom-left corner, then right to G.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v74o_haiku_stutter_left",
        "A valid (if not shortest) route:\n\nPATH: " + path_text(LEFT_STUTTER_TWICE),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v74o_flash_plain_top",
        "Top edge, right edge.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v74o_small_smol135_echo_example",
        "for example PATH: (0, 0) (0, 1) (1, 1)\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_echo",
        "hard: the prompt's example echoed, then the model's own last path, which stops short of G",
    ),
    _o(
        "v74o_small_smol360_repeat_down",
        "go down\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)\ngo down\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)\ngo down",
        F,
        False,
        "small_repeat",
        "hard: the same short path twice; it stops at the bottom-left corner, never reaching G",
    ),
    _o(
        "v74o_small_gemma270_cut_path",
        "the path\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v74o_small_smol135_goal_is",
        "The goal is G. The player is P. Walls are 1.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v74c_o_llama31_pick_second",
        "Option 1:\nPATH: "
        + path_text(DOWN)
        + "\n\nOption 2:\nPATH: "
        + path_text(THROUGH_MIDDLE)
        + "\n\nOption 2 crosses walls, so my answer is option 1.",
        S,
        False,
        "rejected_alternative",
        "hard: an explicit choice among candidates decides (the ruling); strict takes the last path line, the rejected one",
    ),
    _o(
        "v74c_o_llama31_or_else",
        "PATH: " + path_text(DOWN) + "\n\nOr else:\nPATH: " + path_text(RIGHT_COL),
        U,
        False,
        "two_options",
        "two paths offered, no choice between them",
    ),
    _o(
        "v74c_o_qwenplus_recap_same",
        "PATH: " + path_text(RIGHT_COL) + "\n\nRecap: right along the top, then down to G.",
        S,
        False,
        "summary_agrees",
        "hard: the recap agrees with the path; strict reads only the last line",
    ),
    _o(
        "v74c_o_qwenplus_recap_other",
        "PATH: " + path_text(RIGHT_COL) + "\n\nRecap: down the left side, then along the bottom.",
        U,
        False,
        "repeat_conflict",
        "the recap describes a different route from the path line (the ruling: conflicting)",
    ),
    _o(
        "v74c_o_gpt4omini_if_start_counts",
        "If the start cell is not part of the path, drop the first cell.\n\nPATH: "
        + path_text(DOWN),
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open (with or without the start cell)",
    ),
    _o(
        "v74c_o_gpt4omini_start_included",
        "The prompt asks for every cell from P's cell, so the start is included.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "conditional",
        "hard: the question about the start cell is settled by the reply itself",
    ),
    _o(
        "v74c_o_falcon_cut_path",
        "Top row, then the right column.\n\nPATH: " + path_text(RIGHT_COL)[:-9],
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v74c_o_falcon_finished_path",
        "Top row, then the right column.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the shape of ORIGINAL (a square ring) ======================================
RECOGNIZE = [
    _r(
        "v74r_qwenturbo_four_sides",
        "The open cells form a hollow loop with four equal sides around a block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v74r_qwenturbo_zh_huanxing",
        "0 组成一个封闭的环，四条边等长。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v74r_qwenplus_zh_fangkuang",
        "通道围成一个方框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese registry name 正方形 is read as square (the ruling; strict: not an English name)",
    ),
    _r(
        "v74r_qwenplus_plain_loop",
        "The path runs around the edge of a 4x4 area and closes on itself.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v74r_qwenmax_zh_sanjiao",
        "通路看起来有一个斜边。\n\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: 三角形 is the triangle in Chinese; read, and wrong",
    ),
    _r(
        "v74r_qwenmax_period",
        "A closed ring with straight sides.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v74r_qwen3_think_ring",
        "<think>\nOpen cells: row 1 cols 0-3, row 4 cols 0-3, col 0 and col 3 between. That's a 4x4 ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v74r_qwen3_think_zh_huan",
        "<think>\n空格是一个 4x4 的环，中间是墙。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v74r_qwen25_lower_label",
        "It is a loop.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case before a clear name (strict: not the asked label)",
    ),
    _r(
        "v74r_llama33_c_opening",
        "The corridor wraps around three sides, leaving the right side open like a letter.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v74r_llama33_bold_name",
        "The empty cells trace a square outline.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label before a clear name; strict tolerates it (the ruling)",
    ),
    _r(
        "v74r_llama31_rectangle",
        "The open path outlines a four-sided figure.\n\nSHAPE: rectangle",
        "square",
        True,
        "registry_synonym",
        "hard: 'rectangle' is a registry name of the square (the ruling: in flexible and strict)",
    ),
    _r(
        "v74r_mistral_small_two_spaces",
        "A ring of open cells.\nSHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v74r_mistral_nemo_spiral",
        "The path seems to wind inward.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v74r_gemma_label_above",
        "Looking at the zeros:\n\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v74r_phi_words_after",
        "The zeros outline the border of a 4x4 block.\n\nSHAPE: square (a hollow one)",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is square",
    ),
    _r(
        "v74r_olmo_plain",
        "The walkable cells make a square loop.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v74r_falcon_box",
        "The open cells trace the outline of a four-by-four box.\n\nSHAPE: box",
        "square",
        True,
        "registry_synonym",
        "hard: 'box' is a registry name of the square (the ruling: in flexible and strict)",
    ),
    _r(
        "v74r_granite_cross",
        "The walls in the middle form a plus-like block.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v74r_gpt4omini_plain",
        "The open cells form the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v74r_haiku_plain",
        "The corridor runs along all four sides of a 4x4 region, closing into a loop.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v74r_flash_plain",
        "Square ring.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v74r_small_smol135_echo_name",
        "Explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>.\nthe maze\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then the model's own last shape line",
    ),
    _r(
        "v74r_small_smol360_repeat_c",
        "SHAPE: C\nSHAPE: C",
        "C",
        False,
        "small_repeat",
        "hard: the same wrong name twice is one answer",
    ),
    _r(
        "v74r_small_gemma270_cut",
        "The shape of the maze is the shape of the",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any name",
        finish_reason=L,
    ),
    _r(
        "v74r_small_smol135_walls_count",
        "There are thirteen walls and ten empty cells in the maze.",
        U,
        False,
        "small_no_answer",
        "no shape named at all",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v74c_r_qwenplus_said_twice_same",
        "SHAPE: square\n\nSo the answer is square.",
        "square",
        False,
        "summary_agrees",
        "hard: the restatement names the same shape; strict reads only the last line",
    ),
    _r(
        "v74c_r_qwenplus_said_twice_other",
        "SHAPE: square\n\nSo the answer is C.",
        U,
        False,
        "repeat_conflict",
        "the restatement names a different shape (the ruling: conflicting)",
    ),
    _r(
        "v74c_r_gemma_then_dialogue",
        "SHAPE: square\n\nUser: Thanks! Now can you draw a triangle?",
        "square",
        False,
        "unrelated_after",
        "hard: a chat-template continuation after a complete answer line does not change it",
    ),
    _r(
        "v74c_r_gemma_scrap_that",
        "SHAPE: square\n\nActually, scrap that answer.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new one is given",
    ),
    _r(
        "v74c_r_flash_confirmed",
        "SHAPE: square\n\nDouble-checked: all four sides are the same length.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer confirms it; strict reads only the last line",
    ),
    _r(
        "v74c_r_flash_or_spiral",
        "SHAPE: square\n\nIt could also be a spiral, though; hard to say.",
        U,
        False,
        "second_thought",
        "an unsettled doubt after the answer naming another shape",
    ),
    _r(
        "v74c_r_phi_cut_squ",
        "The path is a closed loop.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v74c_r_phi_finished_square",
        "The path is a closed loop.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring, any side k >= 3) ===========
GENERATE = [
    _g(
        "v74g_qwenturbo_br3",
        "A small 3x3 ring in the bottom-right corner, P and G on opposite sides.\n\nMAZE:\n"
        + RING_BR3_CORNERS,
        S,
        True,
        "asked_format",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v74g_qwenturbo_zh_zuoshang",
        "左上角放一个 4x4 的环，P 在左边，G 在下边。\n\nMAZE:\n" + RING_TL4_SIDES,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v74g_qwenplus_coord_low_mid",
        "The same shape, smaller, in coordinate form.\n\nMAZE:\n" + coord_list(RING_LOW_MID3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v74g_qwenplus_fenced_outer_left",
        "MAZE:\n```\n" + RING_OUTER_LEFT + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v74g_qwenmax_no_player",
        "A ring in the bottom-right.\n\nMAZE:\n" + BR3_NO_PLAYER,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v74g_qwenmax_zh_dingbu",
        "在上方中间放一个 3x3 的环。\n\nMAZE:\n" + RING_TOP_MID3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v74g_qwen3_think_low_mid",
        "<think>\nMake a 3x3 ring at rows 2-4, cols 1-3. P on the left side, G top-right corner.\n</think>\n\nMAZE:\n"
        + RING_LOW_MID3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v74g_qwen25_coord_gap",
        "MAZE:\n" + coord_list(TL4_LEFT_GAP),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v74g_llama33_tl4",
        "Here is a new maze with a 4x4 loop in the top-left.\n\nMAZE:\n" + RING_TL4_SIDES,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v74g_llama31_left_gap",
        "A loop in the top-left.\n\nMAZE:\n" + TL4_LEFT_GAP,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v74g_mistral_small_outer",
        "The outer ring, with P and G on the left side.\n\nMAZE:\n" + RING_OUTER_LEFT,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v74g_mistral_nemo_open_centre",
        "A 3x3 block at the bottom.\n\nMAZE:\n" + LOW_MID3_OPEN_CENTRE,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v74g_gemma_four_wide",
        "MAZE:\n" + TOP_MID3_FOUR_WIDE,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v74g_phi_copy_original",
        "Here is a maze of the same shape.\n\nMAZE:\n" + MAZES["matrix"]["original"],
        F,
        False,
        "asked_format",
        "hard: the original maze copied is not a new maze",
    ),
    _g(
        "v74g_olmo_two_goals",
        "MAZE:\n" + OUTER_TWO_GOALS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v74g_falcon_coord_top_mid",
        "MAZE:\n" + coord_list(RING_TOP_MID3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v74g_granite_bold_label",
        "**MAZE:**\n" + RING_BR3_CORNERS,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v74g_gpt4omini_coord_no_player",
        "MAZE:\n" + coord_list(BR3_NO_PLAYER),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v74g_haiku_top_mid",
        "A 3x3 ring near the top, P and G on opposite corners.\n\nMAZE:\n" + RING_TOP_MID3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v74g_flash_lower_label",
        "maze:\n" + RING_LOW_MID3,
        S,
        False,
        "label_case",
        "hard: the label in lower case above a valid ring (strict: not the asked label)",
    ),
    _g(
        "v74g_small_smol135_echo_nothing_after",
        "with nothing after it.\nMAZE:\nP G\n1 1",
        F,
        False,
        "small_echo",
        "hard: the prompt's wording echoed, then a two-by-two grid: not 5x5, not a ring",
    ),
    _g(
        "v74g_small_smol360_repeat_row",
        "MAZE:\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0",
        F,
        False,
        "small_repeat",
        "hard: one row of open cells repeated six times; no P, no G, not 5x5",
    ),
    _g(
        "v74g_small_gemma270_cut_rows",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 0 0 0\n1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the fourth row",
        finish_reason=L,
    ),
    _g(
        "v74g_small_smol135_about_mazes",
        "Mazes can be big or small. Some mazes are in gardens.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v74c_g_llama33_extra_row",
        "MAZE:\n" + BR3_EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: six rows are not the 5x5 the specification asks; a clear maze, and wrong",
    ),
    _g(
        "v74c_g_llama33_stray_hash",
        "MAZE:\n" + LOW_MID3_STRAY_HASH,
        F,
        False,
        "stray_char",
        "hard: a stray '#' is not a cell of the encoding; the maze is clear, and invalid",
    ),
    _g(
        "v74c_g_qwenplus_assume_same_size",
        "Should the new ring be the same size? The prompt only asks for the same shape, so I'll use a 3x3 one.\n\nMAZE:\n"
        + RING_TOP_MID3,
        S,
        True,
        "question_back",
        "hard: the reply asks itself a question and answers it; the maze is given",
    ),
    _g(
        "v74c_g_qwenplus_which_size",
        "Do you want the new ring the same size as the original, or smaller?",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v74c_g_mistral_picked_first",
        "Version A:\nMAZE:\n"
        + RING_OUTER_LEFT
        + "\n\nVersion B:\nMAZE:\n"
        + OUTER_TWO_GOALS
        + "\n\nVersion B has two goals; I'll go with version A.",
        S,
        False,
        "rejected_alternative",
        "hard: an explicit choice decides (the ruling); strict takes the last maze, the rejected one",
    ),
    _g(
        "v74c_g_mistral_both_fine",
        "MAZE:\n" + RING_TL4_SIDES + "\n\nThis one works too:\n\nMAZE:\n" + RING_LOW_MID3,
        U,
        False,
        "two_options",
        "two mazes offered, no choice between them",
    ),
    _g(
        "v74c_g_gpt4omini_cut_maze",
        "MAZE:\n1 0 0 P 1\n1 0 1 0 1\n1 G 0 0 1\n1 1 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the fourth row",
        finish_reason=L,
    ),
    _g(
        "v74c_g_gpt4omini_finished_maze",
        "MAZE:\n" + RING_TOP_MID3,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ======================
PUZZLE = [
    _p(
        "v74p_qwenturbo_tl_faces_left",
        "The top-left pipe opens to the left, off the board; a clockwise turn points it up, a counterclockwise turn points it down toward (1, 0).\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v74p_qwenturbo_zh_youshang_shun",
        "右上角的开口朝右，出界了；顺时针转一次就朝下，接到右下角。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v74p_qwenplus_square_one",
        "Square 1 (top-right) points off the top edge.\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "square_number",
        "hard: 'square 1' is the prompt's own numbering, (0, 1), which the intro allows",
    ),
    _p(
        "v74p_qwenplus_zh_zuoxia_ni",
        "左下角的开口朝下，逆时针转一次就朝右，接到右下角。\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v74p_qwenmax_period_br",
        "The bottom-right pipe faces right, off the board.\nROTATE: (1, 1) clockwise.",
        (3, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the turn stays in format (the ruling)",
    ),
    _p(
        "v74p_qwenmax_zh_value_ni",
        "右下角的管子逆时针转一次。\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
        "hard: the Chinese turn word 逆时针 is counterclockwise, as the sentence before says (strict: not the asked word)",
    ),
    _p(
        "v74p_qwen3_think_tr",
        "<think>\n(0,1) opens up, off the board. Clockwise makes it open right: still off. Counterclockwise makes it open left toward (0,0). Go counterclockwise.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v74p_qwen3_think_zh_bl",
        "<think>\n左下角朝左，顺时针转一下朝上。\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v74p_qwen25_brackets",
        "Turn the top-left piece.\nROTATE: [0, 0] clockwise",
        (0, CW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v74p_llama33_plain_bl",
        "The bottom-left piece is facing away from its neighbours, so it should be turned.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v74p_llama31_lower_label",
        "top right needs a turn\n\nrotate: (0, 1) counterclockwise",
        (1, CCW),
        False,
        "label_case",
        "hard: the label in lower case before one clear move (strict: not the asked label)",
    ),
    _p(
        "v74p_mistral_small_bare_right",
        "Turn the top-left piece a quarter to the right.\n\nROTATE: (0, 0) right",
        (0, CW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as a turn, right = clockwise, as the sentence before says (strict: a format miss)",
    ),
    _p(
        "v74p_mistral_nemo_two_spaces",
        "Rotate the bottom-right.\nROTATE:  (1, 1) counterclockwise",
        (3, CCW),
        False,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the move is clear",
    ),
    _p(
        "v74p_gemma_bold_line",
        "The top-right piece is the odd one out.\n\n**ROTATE: (0, 1) clockwise**",
        (1, CW),
        True,
        "markdown_label",
        "hard: bold around the whole move line; strict tolerates it (the ruling)",
    ),
    _p(
        "v74p_phi_cw_short",
        "Bottom-left.\nROTATE: (1, 0) ccw",
        (2, CCW),
        False,
        "vocabulary",
        "hard: 'ccw' is a common short form of counterclockwise (strict: not the asked word)",
    ),
    _p(
        "v74p_olmo_plain_tl",
        "The top-left piece points down and its neighbour below does not open upward; a counterclockwise turn points it right, toward (0, 1).\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v74p_falcon_label_above",
        "Rotation:\n\nROTATE:\n(1, 1) clockwise",
        (3, CW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v74p_granite_plain_br",
        "The bottom-right piece must connect to the bottom-left.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v74p_gpt4omini_plain_tr",
        "After a clockwise quarter turn, the top-right piece opens toward the piece beneath it.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v74p_haiku_plain_bl",
        "The bottom-left piece faces off the board; one counterclockwise turn aligns it.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v74p_flash_square_three",
        "Bottom-right is the one to turn.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
        "hard: 'square 3' is the prompt's own numbering, (1, 1), which the intro allows",
    ),
    _p(
        "v74p_small_smol135_echo_finish",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then the model's own last move line",
    ),
    _p(
        "v74p_small_smol360_repeat_bl",
        "lower left turn\nROTATE: (1, 0) clockwise\nlower left turn\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
        "hard: the same move twice is one answer",
    ),
    _p(
        "v74p_small_gemma270_cut_rotate",
        "the pipe turns\nROTATE: (0, 0) clockw",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v74p_small_smol135_pieces",
        "The pieces are on the board. There are four pieces.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v74c_p_llama33_next_turn_marked",
        "Plan: first (0, 0) clockwise, then (1, 1) clockwise. For this turn:\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves, but the move line names this turn's single move",
    ),
    _p(
        "v74c_p_llama33_two_move_lines",
        "ROTATE: (0, 0) clockwise\nROTATE: (1, 1) clockwise\n\nBoth of these should help.",
        U,
        False,
        "plan_lines",
        "two different move lines for one turn; which one is this turn's answer is not said",
    ),
    _p(
        "v74c_p_qwenmax_summary_same",
        "ROTATE: (1, 0) counterclockwise\n\nThat is, turn the bottom-left piece counterclockwise.",
        (2, CCW),
        False,
        "summary_agrees",
        "hard: the restatement names the same move; strict reads only the last line",
    ),
    _p(
        "v74c_p_qwenmax_summary_other",
        "ROTATE: (1, 0) counterclockwise\n\nThat is, turn the bottom-left piece clockwise.",
        U,
        False,
        "repeat_conflict",
        "the restatement names the other turn (the ruling: conflicting)",
    ),
    _p(
        "v74c_p_small_smol360_then_story",
        "ROTATE: (0, 1) clockwise\n\nOnce upon a time there was a little pipe who wanted to",
        (1, CW),
        False,
        "unrelated_after",
        "hard: an unrelated continuation after a complete move line does not touch the answer",
    ),
    _p(
        "v74c_p_gemma_ignore_that",
        "ROTATE: (0, 1) clockwise\n\nPlease ignore that move; I need to look again.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v74c_p_phi_cut_counter",
        "The top-left piece faces off the board.\n\nROTATE: (0, 0) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v74c_p_phi_finished_counter",
        "The top-left piece faces off the board.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v74",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v74.py: counts, no reader
    print_counts(all_cases(), problems())

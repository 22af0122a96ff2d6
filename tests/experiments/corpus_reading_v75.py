"""A seventy-fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands; an explicit
choice among candidates decides; a restatement or check naming another answer is a conflict; a
doubt, a condition or a question left open, a withdrawal with no new answer and a cut-off answer
are unreadable; a full stop right after the answer stays in format; two spaces after the label,
a missing comma, words after the value and a label on its own line are format misses; markdown
bold around the answer line, its label or its value, and a heading above it, are tolerated by
strict too; ``square N`` is in format in the puzzle; a bare side on the turn line is read as the
turn and is a strict format miss; a Chinese registry name is read; every registry name of a
shape is that shape) and the specification's shape variants (a square ring of any side k >= 3)
and path check (cells after the last G are not scored). ``corpus_form``, ``blind_set_form``,
``blind_set_mazes``, ``corpus_mazes`` and ``corpus_reading_v74`` with its test file were read
for the data format and the rulings as applied; no earlier set's reply was copied.

This round's emphasis is the everyday transcript, western families first: each reply is written
the way that family usually answers the five prompts in a study run, not a hunt for hard cases.
About a seventh Qwen (Qwen2.5, Qwen3 thinking, qwen-plus, qwen-max, some in Chinese); then
GPT-4o, GPT-4.1 and GPT-5 (a sentence or two, then the label), o3 and o4-mini (terse: a few
words, then the label), Claude Sonnet and Opus (a short reasoning paragraph, the label, often a
check after it), Gemini 2.5 (markdown headings, bullet reasoning, bold answers), Llama 3.3 and
4, Mistral and Mixtral, DeepSeek-V3 and R1 (``<think>``), Phi-4, Gemma 3 instruct, and the
small models (SmolLM2, Gemma 3 270M: prompt echoes, repeats, half-formed labels, cut-offs, no
answer). The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from what such transcripts hold most often: a
check or a summary after the answer that agrees or disagrees, a hedge or a condition settled or
left open, a correction or a withdrawal, an invitation to ask more or a question handed back, a
pick between options or none, a cut-off and its finished twin. Everyday replies are short and
alike, so a few first drafts matched replies of earlier sets word for word (the novelty test
found them); those were reworded before any reader saw them.

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
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
DOWN_BOTTOM_DITHER = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row going back and forth between (4,1) and (4,2)
twice before G."""
DOWN_THREE_FALSE_STARTS = "1,0 2,0 1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down to (2,0) and back to P twice, then the left column and the bottom row."""
PAST_BOTTOM_INTO_EAST_WALLS = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 3,4 2,4"
"""Valid up to G: the bottom route, then north to (3,3) and east into the walls (3,4) and
(2,4) (not scored)."""
PAST_TOP_WEST_INTO_WALLS = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 3,2 2,2 1,2"
"""Valid up to G: the top route, then west to (4,2) and north through the walls (3,2) and
(2,2) back to row 1 (not scored)."""
DIAGONAL_STAIRS = "1,0 2,1 3,2 4,3"
"""Broken: three diagonal steps straight through the middle walls."""
JUMP_BACK_BEFORE_LAST_G = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,0 4,1 4,2 4,3"
"""Broken: the bottom route to G, back to (4,2), a two-cell jump to (4,0), then east onto G
again; the jump comes before the route's last G, so it is walked."""
WALL_STEP_BEFORE_LAST_G = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 3,2 3,3 4,3"
"""Broken: the top route to G, back north to (3,3), a step west into the wall (3,2) and back,
then G again; the wall step comes before the route's last G, so it is walked."""

# == generated mazes (5x5) =================================================================
RING_CENTRE3_SIDE_CORNER = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 P 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P (2,3) in the middle of its right side, G at its top-left
corner (1,1)."""

RING_RIGHT3_BOTTOM_CORNER = """\
1 1 1 1 1
1 1 0 0 G
1 1 0 1 0
1 1 0 P 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right of the middle rows, P (3,3) in the middle of its bottom side,
G at its top-right corner (1,4)."""

RING_BL4_BOTTOM_TOP = """\
1 1 1 1 1
0 G 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1"""
"""Valid: a 4x4 ring in the bottom-left, P (4,2) on its bottom side, G (1,1) on its top side."""

RING_TL4_CORNER_SIDE = """\
0 0 0 P 1
0 1 1 0 1
G 1 1 0 1
0 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P at its top-right corner (0,3), G on its left side
(2,0)."""

RING_OUTER_RIGHT_TOP = """\
0 G 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P (2,4) in the middle of its right side, G (0,1) on its top."""

RING_BR3_MIDDLES = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 P 1 G
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right, P (3,2) and G (3,4) in the middle of its left and
right sides."""

BL4_TWO_PLAYERS = """\
1 1 1 1 1
0 G P 0 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1"""
"""Broken: the bottom-left 4x4 ring with a second player at (1,2)."""

CENTRE3_TWO_GOALS = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 P 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: the centre 3x3 ring with a second goal at its bottom-right corner (3,3)."""

TL4_BOTTOM_GAP = """\
0 0 0 P 1
0 1 1 0 1
G 1 1 0 1
0 1 0 0 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with (3,1) walled: its bottom side no longer closes."""

TL4_FOUR_ROWS = """\
0 0 0 P 1
0 1 1 0 1
G 1 1 0 1
0 0 0 0 1"""
"""Broken: the top-left 4x4 ring with the last row of walls left off: four rows, not 5x5."""

RIGHT3_OPEN_CENTRE = """\
1 1 1 1 1
1 1 0 0 G
1 1 0 0 0
1 1 0 P 0
1 1 1 1 1"""
"""Broken: the right 3x3 ring with its centre (2,3) open: a filled block, not a ring."""

BR3_LETTER_O = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 O 0
1 1 P 1 G
1 1 0 0 0"""
"""Broken: the bottom-right 3x3 ring with the letter ``O`` at (2,3) where a 0 belongs."""

TL4_SIX_WIDE = """\
0 0 0 P 1 1
0 1 1 0 1 1
G 1 1 0 1 1
0 0 0 0 1 1
1 1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with an extra column of walls: six cells wide, not 5x5."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v75s_gpt4o_right_top_row",
        "The cell above P is a wall. Moving right keeps me on the open top corridor, which leads around to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v75s_gpt4o_down_left_column",
        "From (1, 0) I can go down to (2, 0) or right to (1, 1). Both are open; I'll take the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v75s_gpt41_short_right",
        "Right is open and heads toward the right-hand column.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v75s_gpt5_plain_down",
        "Go down the left side; the bottom row then runs straight to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s("v75s_o3_wall_then_down", "Up is a wall.\nMOVE: (2, 0)", (2, 0), (2, 0), "asked_format"),
    _s("v75s_o4mini_one_line", "Down is open.\nMOVE: (2, 0)", (2, 0), (2, 0), "asked_format"),
    _s(
        "v75s_o4mini_period",
        "Right neighbour is open.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v75s_sonnet_paragraph_right",
        "P is at (1, 0). The cell above, (0, 0), is a wall, so the options are down to (2, 0) or right to (1, 1). Both routes are the same length around the ring, so either works; I'll go right along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v75s_sonnet_answer_then_note",
        "MOVE: (2, 0)\n\nThe left column is open all the way down, and the bottom row then leads to G.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the move comes first and the note after agrees; strict reads only the last line",
    ),
    _s(
        "v75s_opus_paragraph_down",
        "Looking at P's neighbours: up is a wall, down and right are open. Going down follows the left column to the bottom-left corner and then the bottom row to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v75s_gemini25_heading_bold",
        "### Analysis\n* **Up (0, 0):** wall\n* **Down (2, 0):** open\n* **Right (1, 1):** open\n\n### Move\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bullet reasoning, a heading above and bold around the move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v75s_gemini25_bold_value",
        "**Reasoning:** the left column is clear down to row 4.\n\nMOVE: **(2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the cell; strict tolerates it (the ruling)",
    ),
    _s(
        "v75s_llama33_plain_right",
        "The player can move right into the open corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v75s_llama4_lower_label",
        "Going down the left side.\n\nMove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: the label not in capitals before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v75s_llama4_direction_word",
        "The open cell below the player leads down the left column.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v75s_qwenmax_plain_down",
        "I will move down to (2, 0), which is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v75s_mixtral_two_spaces",
        "Move to the right.\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v75s_deepseekv3_plain_right",
        "The player at (1, 0) can step right onto (1, 1), an empty cell on the path to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v75s_deepseekr1_think_down",
        "<think>\nOkay, P is at row 1, column 0. Row 0 is all walls, so up is out. (2,0) is 0, (1,1) is 0. Both lead to G in six moves. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v75s_deepseekr1_think_right",
        "<think>\nLet me check the neighbours. Up (0,0): 1. Right (1,1): 0. Down (2,0): 0. The top row then column 3 reaches G. Right it is.\n</think>\n\nThe player moves right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v75s_phi4_brackets",
        "Moving down is valid.\n\nMOVE: [2, 0]",
        (2, 0),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v75s_gemma3_label_below",
        "Next step:\n\nMOVE:\n(1, 1)",
        (1, 1),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v75s_qwen25_zh_right",
        "玩家上方是墙，右边 (1, 1) 可以走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v75s_qwenmax_fullwidth_down",
        "往下走，左边一列是通的。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v75s_qwen3_think_zh_down",
        "<think>\n上面 (0,0) 是墙，下面 (2,0) 是空的，往下。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v75s_small_smol135_echo_format",
        "End your reply with a line of the form MOVE: (row, col)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the prompt's format line echoed (with its placeholder, not a cell), then the model's own move line",
    ),
    _s(
        "v75s_small_smol360_repeat_down",
        "go down\nMOVE: (2, 0)\ngo down\nMOVE: (2, 0)\ngo down\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same move repeated three times, each after the same words, is one answer",
    ),
    _s(
        "v75s_small_gemma270_half_label",
        "The player go down\nMOVE (2",
        U,
        None,
        "small_cut",
        "cut off by max_tokens in a half-formed move line; no whole cell",
        finish_reason=L,
    ),
    _s(
        "v75s_small_smol135_rules_again",
        "You may only move onto empty cells. An invalid move ends the game.",
        U,
        None,
        "small_no_answer",
        "the rules repeated back; no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v75c_s_sonnet_check_agrees",
        "Up is a wall; right leads along the top row.\n\nMOVE: (1, 1)\n\nCheck: (1, 1) is a 0 and directly right of P, so the move is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move confirms it; strict reads only the last line",
    ),
    _s(
        "v75c_s_sonnet_check_doubts",
        "Up is a wall; right leads along the top row.\n\nMOVE: (1, 1)\n\nCheck: hmm, down to (2, 0) may be the better start; I'm not sure which to prefer.",
        U,
        None,
        "second_thought",
        "the check after the move raises the other move and leaves the doubt open",
    ),
    _s(
        "v75c_s_qwenplus_summary_same",
        "MOVE: (2, 0)\n\nIn short: one step down, along the left wall.",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same step; strict reads only the last line",
    ),
    _s(
        "v75c_s_qwenplus_summary_other",
        "MOVE: (2, 0)\n\nIn short: one step to the right, along the top.",
        U,
        None,
        "repeat_conflict",
        "the summary names a different move from the move line (the ruling: conflicting)",
    ),
    _s(
        "v75c_s_llama33_correction",
        "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. Correcting: the open neighbour below is the move.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction that names its new move stands (the ruling); the last move line is it",
    ),
    _s(
        "v75c_s_llama33_withdrawn",
        "MOVE: (1, 1)\n\nActually, disregard that; I need to re-read the maze first.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v75c_s_gemini25_invite_more",
        "**MOVE: (1, 1)**\n\nLet me know if you'd like me to plan the remaining moves too!",
        (1, 1),
        None,
        "invitation_after",
        "hard: an invitation to ask more after the move does not touch the answer; strict reads only the last line",
    ),
    _s(
        "v75c_s_gemini25_asks_back",
        "Both (2, 0) and (1, 1) are open and equally short. Would you like me to go down or right?",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v75c_s_deepseekv3_cut_cell",
        "Moving down along the left column.\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v75c_s_deepseekv3_finished_cell",
        "Moving down along the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the cell is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v75o_gpt4o_down_route",
        "Go down the left column to the bottom row, then right to the goal.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v75o_gpt41_top_route",
        "Follow the top corridor to column 3, then go down to G.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v75o_gpt5_bottom_dither",
        "A valid route that goes back and forth along the bottom row twice (not the shortest, but every step is legal):\n\nPATH: "
        + path_text(DOWN_BOTTOM_DITHER),
        S,
        True,
        "asked_format",
        "hard: two back-steps; every step legal, ending on G",
    ),
    _o(
        "v75o_o3_top_then_col3",
        "Row 1 east to the corner, then column 3 south to G.\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v75o_o4mini_jump_back",
        "PATH: " + path_text(JUMP_BACK_BEFORE_LAST_G),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v75o_o4mini_period",
        "Down, then right.\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v75o_sonnet_paragraph_top",
        "The open cells form a ring. From P at (1, 0) I can go right along row 1 to (1, 3), then down column 3 to the goal at (4, 3). Each step moves to an adjacent empty cell.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v75o_sonnet_false_starts",
        "Two false starts down and back to P, then the left column and the bottom row; every step is to an adjacent open cell:\n\nPATH: "
        + path_text(DOWN_THREE_FALSE_STARTS),
        S,
        True,
        "asked_format",
        "hard: two back-steps; every step legal, ending on G",
    ),
    _o(
        "v75o_opus_past_east_walls",
        "Bottom route to G; I kept listing a few cells past it by mistake.\n\nPATH: "
        + path_text(PAST_BOTTOM_INTO_EAST_WALLS),
        S,
        True,
        "asked_format",
        "hard: the cells after G are not scored (the specification's check walks to the last G)",
    ),
    _o(
        "v75o_gemini25_heading_bold",
        "### Path\n* Down column 0 to row 4\n* Right along row 4 to G\n\n**PATH: "
        + path_text(DOWN)
        + "**",
        S,
        True,
        "markdown_label",
        "hard: a heading above and bold around the path line; strict tolerates it (the ruling)",
    ),
    _o(
        "v75o_gemini25_diagonal_stairs",
        "**Reasoning:** the straight diagonal from P to G is the shortest way.\n\nPATH: "
        + path_text(DIAGONAL_STAIRS),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v75o_llama33_wall_step",
        "Top route to G, a look around near the goal, then back onto it.\n\nPATH: "
        + path_text(WALL_STEP_BEFORE_LAST_G),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v75o_llama4_lower_label",
        "left side, then bottom\n\nPath: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: the label not in capitals before a clear legal path (strict: not the asked label)",
    ),
    _o(
        "v75o_mistral_past_west",
        "Top route.\n\nPATH: " + path_text(PAST_TOP_WEST_INTO_WALLS),
        S,
        True,
        "asked_format",
        "hard: the wall cell comes after the last G and is not scored (the ruling)",
    ),
    _o(
        "v75o_mixtral_commas_between",
        "Top row, then down the right side of the ring.\nPATH: " + path_text(RIGHT_COL, sep=", "),
        S,
        False,
        "path_commas",
        "hard: cells separated by commas are one clear legal path (strict: the ruling asks spaces)",
    ),
    _o(
        "v75o_qwen25_plain_down",
        "The player goes down the left column and then right along the bottom row.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v75o_deepseekr1_think_top",
        "<think>\nRing maze. Top row (1,0)-(1,3), then (2,3), (3,3), (4,3). Seven cells including start.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v75o_phi4_label_below",
        "The complete path is:\n\nPATH:\n" + path_text(DOWN),
        S,
        False,
        "label_own_line",
        "hard: the cells on the line under the label are read (strict: not on the label line)",
    ),
    _o(
        "v75o_gemma3_plain_top",
        "Move right along the top and then down the right side.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v75o_qwenplus_zh_down",
        "沿左边一列往下走到最后一行，再往右走到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v75o_small_smol135_echo_example",
        "Answer with the whole path at once.\nPATH: (row, col) (row, col) ...\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholders, then the model's own legal path",
    ),
    _o(
        "v75o_small_smol360_repeat_short",
        "down\nPATH: (1, 0) (2, 0) (3, 0)\ndown\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_repeat",
        "hard: the same three-cell path twice; it never reaches G",
    ),
    _o(
        "v75o_small_gemma270_cut_path",
        "the way\nPATH: (1, 0) (1, 1) (1, 2) (1,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v75o_small_smol135_no_path",
        "To solve the maze you must find the path from P to G.",
        U,
        False,
        "small_no_answer",
        "the task restated; no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v75c_o_opus_check_agrees",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nVerification: each cell is adjacent to the one before and none is a wall; the last is G.",
        S,
        False,
        "verification_after",
        "hard: a check after the path confirms it; strict reads only the last line",
    ),
    _o(
        "v75c_o_opus_check_unsure",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nVerification: I'm not certain (2, 3) is open; if it isn't, the left-column route is the answer instead.",
        U,
        False,
        "second_thought",
        "a doubt after the path about one of its cells, left open, with another route named for that case",
    ),
    _o(
        "v75c_o_gpt41_start_settled",
        "The prompt says every cell from P's cell, so I include the start.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "conditional",
        "hard: the question about the start cell is settled by the reply itself",
    ),
    _o(
        "v75c_o_gpt41_start_open",
        "If the start cell should not be listed, remove (1, 0).\n\nPATH: " + path_text(DOWN),
        U,
        False,
        "conditional",
        "the answer hangs on a condition the reply leaves open (with or without the start cell)",
    ),
    _o(
        "v75c_o_mixtral_pick_first",
        "Candidate A:\nPATH: "
        + path_text(DOWN)
        + "\n\nCandidate B:\nPATH: "
        + path_text(WALL_STEP_BEFORE_LAST_G)
        + "\n\nB steps into a wall, so I'll go with candidate A.",
        S,
        False,
        "rejected_alternative",
        "hard: an explicit choice among candidates decides (the ruling); strict takes the last path line, the rejected one",
    ),
    _o(
        "v75c_o_mixtral_both",
        "Either of these works:\n\nPATH: " + path_text(DOWN) + "\n\nPATH: " + path_text(RIGHT_COL),
        U,
        False,
        "two_options",
        "two paths offered, no choice between them",
    ),
    _o(
        "v75c_o_qwenplus_cut_path",
        "I'll walk down the left edge and then along the bottom.\n\nPATH: " + path_text(DOWN)[:-8],
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v75c_o_qwenplus_finished_path",
        "I'll walk down the left edge and then along the bottom.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the shape of ORIGINAL (a square ring) ======================================
RECOGNIZE = [
    _r(
        "v75r_gpt4o_hollow_loop",
        "The empty cells run along the top, bottom, left and right edges of a 4x4 area, forming a closed hollow outline with walls inside.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_gpt41_four_sides",
        "Four straight sides of equal length joined at the corners.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_gpt5_ring_words",
        "The open cells trace a ring around a 2x2 block of walls.\n\nSHAPE: square ring",
        "square",
        True,
        "registry_synonym",
        "hard: 'square ring' is a registry name of the square (the ruling: in flexible and strict)",
    ),
    _r(
        "v75r_o3_perimeter",
        "Empty cells = perimeter of rows 1-4, cols 0-3.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_o4mini_period",
        "Closed four-sided loop.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v75r_sonnet_paragraph",
        "Taking every empty cell together (including P and G): row 1 columns 0-3, row 4 columns 0-3, and columns 0 and 3 in rows 2-3. That is the border of a 4x4 square, hollow in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_sonnet_hollow_square",
        "The empty cells outline a 4x4 block.\n\nSHAPE: hollow square",
        "square",
        True,
        "registry_synonym",
        "hard: 'hollow square' is a registry name of the square (the ruling: in flexible and strict)",
    ),
    _r(
        "v75r_opus_c_wrong",
        "The path wraps around three sides and the right column of walls leaves it open on that side.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v75r_gemini25_heading_bold",
        "### Shape analysis\n* The empty cells form a closed loop.\n* All four sides are 4 cells long.\n\n**SHAPE: square**",
        "square",
        True,
        "markdown_label",
        "hard: a heading above and bold around the shape line; strict tolerates it (the ruling)",
    ),
    _r(
        "v75r_gemini25_bold_label",
        "* Closed loop of open cells\n* Equal sides\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label before a clear name; strict tolerates it (the ruling)",
    ),
    _r(
        "v75r_qwenmax_plain",
        "The empty cells form a square loop around the inner walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_llama4_lower_label",
        "It's a loop with four equal sides.\n\nShape: square",
        "square",
        False,
        "label_case",
        "hard: the label not in capitals before a clear name (strict: not the asked label)",
    ),
    _r(
        "v75r_mistral_spiral_wrong",
        "The path turns the same way at every corner, like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v75r_mixtral_words_after",
        "The open cells are the outline of a square.\n\nSHAPE: square (outline)",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is square",
    ),
    _r(
        "v75r_deepseekv3_plain",
        "All the empty cells lie on the perimeter of a 4x4 region, forming a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_deepseekr1_think",
        "<think>\nEmpty: (1,0)-(1,3), (4,0)-(4,3), (2,0),(3,0),(2,3),(3,3). Perimeter of rows 1-4, cols 0-3. Square ring.\n</think>\n\nThe empty cells form the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v75r_phi4_label_below",
        "Final shape:\n\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v75r_gemma3_plain",
        "The empty cells make a square path around the walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v75r_qwen25_zh_value",
        "空格围成一个方框，中间是墙。\n\nSHAPE: 方框",
        "square",
        False,
        "chinese_value",
        "hard: 方框 is a Chinese registry name of the square (the ruling; strict: not an English name)",
    ),
    _r(
        "v75r_qwenplus_zh_huizi",
        "空的格子沿着一个 4x4 区域的四条边排成一圈，像“回”字的外框。\n\nSHAPE: 回字形",
        "square",
        False,
        "chinese_value",
        "hard: 回字形 is a Chinese registry name of the square (the ruling; strict: not an English name)",
    ),
    _r(
        "v75r_qwen3_think_zh",
        "<think>\n空的格子在第 1 行、第 4 行、第 0 列和第 3 列，围成一圈。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v75r_small_smol135_echo_name",
        "SHAPE: <name>\nthe shape\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholder, then the model's own shape line",
    ),
    _r(
        "v75r_small_smol360_repeat_cross",
        "cross\nSHAPE: cross\ncross\nSHAPE: cross",
        "cross",
        False,
        "small_repeat",
        "hard: the same wrong name three times is one answer",
    ),
    _r(
        "v75r_small_gemma270_cut",
        "The empty cells are in rows 1 and 4 and in",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any name",
        finish_reason=L,
    ),
    _r(
        "v75r_small_smol135_no_name",
        "The maze has five rows and five columns of cells.",
        U,
        False,
        "small_no_answer",
        "no shape named at all",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v75c_r_sonnet_check_agrees",
        "SHAPE: square\n\nTo confirm: the four sides are each four cells long and meet at the corners.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer confirms it; strict reads only the last line",
    ),
    _r(
        "v75c_r_sonnet_check_disagrees",
        "SHAPE: square\n\nTo confirm: the right side is missing, so it might really be a C.",
        U,
        False,
        "second_thought",
        "the check after the answer raises another shape and does not settle it",
    ),
    _r(
        "v75c_r_gpt4o_summary_same",
        "SHAPE: square\n\nSummary: a square ring of empty cells.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary names the same shape; strict reads only the last line",
    ),
    _r(
        "v75c_r_gpt4o_summary_other",
        "SHAPE: square\n\nSummary: the empty cells form a spiral.",
        U,
        False,
        "repeat_conflict",
        "the summary names a different shape (the ruling: conflicting)",
    ),
    _r(
        "v75c_r_llama33_correction",
        "SHAPE: C\n\nCorrection: the right side is closed too, so it is a full loop.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction that names its new answer stands (the ruling); the last shape line is it",
    ),
    _r(
        "v75c_r_llama33_withdrawn",
        "SHAPE: square\n\nI take that back; I can't tell the shape from this.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new one is given",
    ),
    _r(
        "v75c_r_qwenmax_cut_name",
        "The empty cells form a closed loop with four equal sides.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v75c_r_qwenmax_finished_name",
        "The empty cells form a closed loop with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring, any side k >= 3) ===========
GENERATE = [
    _g(
        "v75g_gpt4o_centre3",
        "MAZE:\n" + RING_CENTRE3_SIDE_CORNER,
        S,
        True,
        "asked_format",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g("v75g_gpt41_right3", "MAZE:\n" + RING_RIGHT3_BOTTOM_CORNER, S, True, "asked_format"),
    _g(
        "v75g_gpt5_coord_bl4",
        "MAZE:\n" + coord_list(RING_BL4_BOTTOM_TOP),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g("v75g_o3_label_only_outer", "MAZE:\n" + RING_OUTER_RIGHT_TOP, S, True, "asked_format"),
    _g("v75g_o4mini_two_players", "MAZE:\n" + BL4_TWO_PLAYERS, F, False, "asked_format"),
    _g(
        "v75g_sonnet_tl4",
        "Here is a new maze with the same square-ring shape, moved to the top-left with P and G in new places:\n\nMAZE:\n"
        + RING_TL4_CORNER_SIDE,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v75g_sonnet_coord_bottom_gap",
        "MAZE:\n" + coord_list(TL4_BOTTOM_GAP),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v75g_opus_br3",
        "A smaller 3x3 ring in the bottom-right, still a square.\n\nMAZE:\n" + RING_BR3_MIDDLES,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v75g_gemini25_bold_label",
        "### New maze\n\n**MAZE:**\n" + RING_BL4_BOTTOM_TOP,
        S,
        True,
        "markdown_label",
        "hard: a heading and a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v75g_gemini25_fenced",
        "MAZE:\n```\n" + RING_RIGHT3_BOTTOM_CORNER + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g("v75g_llama33_two_goals", "MAZE:\n" + CENTRE3_TWO_GOALS, F, False, "asked_format"),
    _g("v75g_llama4_four_rows", "MAZE:\n" + TL4_FOUR_ROWS, F, False, "asked_format"),
    _g("v75g_mistral_open_middle", "MAZE:\n" + RIGHT3_OPEN_CENTRE, F, False, "asked_format"),
    _g(
        "v75g_qwenmax_coord_centre3",
        "MAZE:\n" + coord_list(RING_CENTRE3_SIDE_CORNER),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g("v75g_deepseekv3_letter_o", "MAZE:\n" + BR3_LETTER_O, F, False, "asked_format"),
    _g(
        "v75g_deepseekr1_think_outer",
        "<think>\nThe original is a 4x4 ring. A 5x5 ring on the border is the same shape. P on the right side, G on the top.\n</think>\n\nMAZE:\n"
        + RING_OUTER_RIGHT_TOP,
        S,
        True,
        "think_block",
    ),
    _g(
        "v75g_phi4_copy_original",
        "Here is a maze whose empty cells form the same square ring.\n\nMAZE:\n"
        + MAZES["matrix"]["original"],
        F,
        False,
        "asked_format",
        "hard: the original maze copied is not a new maze",
    ),
    _g(
        "v75g_gemma3_lower_label",
        "maze:\n" + RING_TL4_CORNER_SIDE,
        S,
        False,
        "label_case",
        "hard: the label in lower case above a valid ring (strict: not the asked label)",
    ),
    _g(
        "v75g_qwenplus_zh_right3",
        "在右边放一个 3x3 的环，P 在下边，G 在右上角。\n\nMAZE:\n" + RING_RIGHT3_BOTTOM_CORNER,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v75g_qwen3_think_six_wide",
        "<think>\n左上角放一个 4x4 的环。\n</think>\n\nMAZE:\n" + TL4_SIX_WIDE,
        F,
        False,
        "think_block",
    ),
    _g(
        "v75g_small_smol135_echo_grid",
        "Write the line MAZE: and then the maze\nMAZE:\nP 0\n0 G",
        F,
        False,
        "small_echo",
        "hard: the prompt's wording echoed, then a two-by-two grid: not 5x5, not a ring",
    ),
    _g(
        "v75g_small_smol360_repeat_row",
        "MAZE:\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1",
        F,
        False,
        "small_repeat",
        "hard: one row repeated five times; no P, no G, not a ring",
    ),
    _g(
        "v75g_small_gemma270_cut_rows",
        "MAZE:\n1 1 1 1 1\n0 G 0 0 1\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the third row",
        finish_reason=L,
    ),
    _g(
        "v75g_small_smol135_no_maze",
        "A new maze needs a player and a goal.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v75c_g_opus_asks_itself",
        "Does the ring have to be the same size? The prompt asks only for the same shape, so a 3x3 ring is fine.\n\nMAZE:\n"
        + RING_CENTRE3_SIDE_CORNER,
        S,
        True,
        "question_back",
        "hard: the reply asks itself a question and answers it; the maze is given",
    ),
    _g(
        "v75c_g_opus_asks_user",
        "Should the new ring be 4x4 like the original, or may it be smaller? Tell me and I'll write the maze.",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v75c_g_gpt4o_pick_first",
        "Option 1:\nMAZE:\n"
        + RING_RIGHT3_BOTTOM_CORNER
        + "\n\nOption 2:\nMAZE:\n"
        + CENTRE3_TWO_GOALS
        + "\n\nOption 2 has two goals; my answer is option 1.",
        S,
        False,
        "rejected_alternative",
        "hard: an explicit choice decides (the ruling); strict takes the last maze, the rejected one",
    ),
    _g(
        "v75c_g_gpt4o_two_offered",
        "MAZE:\n" + RING_OUTER_RIGHT_TOP + "\n\nAnother option:\n\nMAZE:\n" + RING_TL4_CORNER_SIDE,
        U,
        False,
        "two_options",
        "two mazes offered, no choice between them",
    ),
    _g(
        "v75c_g_mistral_correction",
        "MAZE:\n"
        + TL4_FOUR_ROWS
        + "\n\nOops, that is only four rows. Corrected:\n\nMAZE:\n"
        + RING_TL4_CORNER_SIDE,
        S,
        True,
        "correction",
        "hard: a correction that names its new maze stands (the ruling); the last maze is it",
    ),
    _g(
        "v75c_g_mistral_cut_maze",
        "The border ring, P on the right side and G along the top.\n\nMAZE:\n0 G 0 0 0\n0 1 1 1 0\n0 1 1 1 P\n0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the fourth row",
        finish_reason=L,
    ),
    _g(
        "v75c_g_mistral_finished_maze",
        "The border ring, P on the right side and G along the top.\n\nMAZE:\n"
        + RING_OUTER_RIGHT_TOP,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ======================
PUZZLE = [
    _p(
        "v75p_gpt4o_tl_cw",
        "The top-left pipe's opening faces up, off the board; one clockwise turn moves it to the right side, facing (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_gpt41_br_ccw",
        "The bottom-right pipe faces right, off the edge; counterclockwise turns it to face up, toward (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_gpt5_square_two",
        "Square 2 (bottom-left) points off the left edge.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v75p_o3_turn_tr",
        "Turn (0, 1).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_o4mini_period",
        "Fix the top-right.\nROTATE: (0, 1) clockwise.",
        (1, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the turn stays in format (the ruling)",
    ),
    _p(
        "v75p_sonnet_paragraph_bl",
        "The bottom-left piece currently opens to the left, which points off the board. A clockwise turn moves a left opening to the top, where it would meet the top-left piece's bottom opening.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_sonnet_answer_then_note",
        "ROTATE: (1, 1) clockwise\n\nThis turns the bottom-right piece's bottom opening, which points off the board, to the left, toward (1, 0).",
        (3, CW),
        False,
        "answer_then_explanation",
        "hard: the move comes first and the note after agrees; strict reads only the last line",
    ),
    _p(
        "v75p_opus_paragraph_tr",
        "Of the four pieces, only the top-right one has an end pointing off the board (to the right). Counterclockwise moves a right opening to the top, which is also off the board, so clockwise is the turn: it moves the right opening to the bottom, toward (1, 1).\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_gemini25_heading_bold",
        "### Board check\n* (0, 0): connected\n* (1, 0): opens off the bottom edge\n\n### Move\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "markdown_label",
        "hard: a heading above and bold around the move line; strict tolerates it (the ruling)",
    ),
    _p(
        "v75p_gemini25_bold_label",
        "* The top-left piece is the only loose end.\n\n**ROTATE:** (0, 0) counterclockwise",
        (0, CCW),
        True,
        "markdown_label",
        "hard: a bold label before a clear move; strict tolerates it (the ruling)",
    ),
    _p(
        "v75p_llama33_plain_br",
        "The bottom-right piece needs to be turned to connect with the others.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_llama4_bare_left",
        "Rotate the top-right piece to the left by 90 degrees.\n\nROTATE: (0, 1) left",
        (1, CCW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as a turn, left = counterclockwise, as the sentence before says (strict: a format miss)",
    ),
    _p(
        "v75p_qwenplus_plain_tl",
        "I will rotate the top-left square clockwise.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_mixtral_cw_short",
        "Turn the bottom-right one.\nROTATE: (1, 1) cw",
        (3, CW),
        False,
        "vocabulary",
        "hard: 'cw' is a common short form of clockwise (strict: not the asked word)",
    ),
    _p(
        "v75p_deepseekv3_plain_bl",
        "The bottom-left piece points down off the board; rotating it counterclockwise points it right toward (1, 1).\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v75p_deepseekr1_think_tr",
        "<think>\n(0,1) opens left and up. Up is off the board. Clockwise: up->right, left->up. Still off. Counterclockwise: up->left, left->down. Left meets (0,0), down meets (1,1). Good.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v75p_phi4_brackets",
        "Turn the bottom-right square.\n\nROTATE: [1, 1] counterclockwise",
        (3, CCW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v75p_gemma3_label_below",
        "My move:\n\nROTATE:\n(0, 0) clockwise",
        (0, CW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v75p_qwen25_zh_value",
        "左上角的管子朝上，出界了，顺时针转一次。\n\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese_value",
        "hard: the Chinese turn word 顺时针 is clockwise, as the sentence before says (strict: not the asked word)",
    ),
    _p(
        "v75p_qwen3_think_zh_br",
        "<think>\n右下角开口朝下，出界。逆时针转一下就朝右……还是出界。顺时针转一下朝左，接到左下角。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v75p_small_smol135_echo_finish",
        "ROTATE: (row, col) clockwise (or counterclockwise)\nthe move\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholders, then the model's own move line",
    ),
    _p(
        "v75p_small_smol360_repeat_br",
        "turn it\nROTATE: (1, 1) counterclockwise\nturn it\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_repeat",
        "hard: the same move three times is one answer",
    ),
    _p(
        "v75p_small_gemma270_cut_square",
        "the pipe\nROTATE: (1,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the square",
        finish_reason=L,
    ),
    _p(
        "v75p_small_smol135_no_move",
        "Each square holds a piece of pipe. The puzzle is solved when all pipes connect.",
        U,
        False,
        "small_no_answer",
        "the rules repeated back; no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v75c_p_sonnet_check_agrees",
        "ROTATE: (1, 0) clockwise\n\nChecking: after the turn, the left opening points up and meets (0, 0)'s bottom opening. Good.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the move confirms it; strict reads only the last line",
    ),
    _p(
        "v75c_p_sonnet_hedge_open",
        "ROTATE: (1, 0) clockwise\n\nThough counterclockwise might work as well; I can't tell without seeing the next board.",
        U,
        False,
        "second_thought",
        "a doubt after the move naming the other turn, left open",
    ),
    _p(
        "v75c_p_qwen25_summary_same",
        "ROTATE: (0, 1) counterclockwise\n\nSo: the top-right piece turns counterclockwise.",
        (1, CCW),
        False,
        "summary_agrees",
        "hard: the restatement names the same move; strict reads only the last line",
    ),
    _p(
        "v75c_p_qwen25_summary_other",
        "ROTATE: (0, 1) counterclockwise\n\nSo: the bottom-right piece turns counterclockwise.",
        U,
        False,
        "repeat_conflict",
        "the restatement names another square (the ruling: conflicting)",
    ),
    _p(
        "v75c_p_llama4_correction",
        "ROTATE: (1, 1) clockwise\n\nWait, clockwise sends it off the board. Counterclockwise instead:\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "correction",
        "hard: a correction that names its new move stands (the ruling); the last move line is it",
    ),
    _p(
        "v75c_p_llama4_withdrawn",
        "ROTATE: (1, 1) clockwise\n\nHmm, no, scratch that move.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v75c_p_gemma3_cut_direction",
        "The top-left pipe is the one pointing off the edge.\n\nROTATE: (0, 0) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v75c_p_gemma3_finished_direction",
        "The top-left pipe is the one pointing off the edge.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v75",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v75.py: counts, no reader
    print_counts(all_cases(), problems())

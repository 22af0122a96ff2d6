"""A sixty-sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands; a summary or
check after the answer naming another answer is a conflict, one that agrees keeps it; a doubt,
a condition or a question left open is unreadable; a cut-off before the answer finishes is
unreadable; a Chinese registry name is read; a full stop after the answer and markdown bold
around the answer line stay in format for strict; words after the value, a label on its own
line or a bare side on the turn line are strict format misses; a bare side is read as the turn,
left counterclockwise and right clockwise) and the specification's shape variants (a square
ring of any side k >= 3) and path check (cells after the last G are not scored).
``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v63``-``_v65`` and their test files were read for the data format and the
rulings as applied; the earlier sets' replies were searched only to keep this set's mazes and
routes new.

This round's emphasis is the everyday transcript, western families first: each reply is
written the way that family usually answers the five prompts in a real study run, not a hunt
for hard cases. About 15% Qwen (Qwen2.5, Qwen3, qwen-max, some in Chinese); then GPT-4o, GPT-4.1
and GPT-5, o3 and o4-mini (terse), Claude Sonnet and Opus (a short reasoning paragraph, the
label, often a check after it), Gemini 2.5 (markdown headings, bold answers, bullet
reasoning), Llama 3.3 and 4, Mistral and Mixtral, DeepSeek-V3 and R1 (``<think>``), Phi-4,
Gemma 3 instruct, and the small models (SmolLM2, Gemma 3 270M: echoes of the prompt, repeats,
half-formed labels, cut-offs, no answer). The chosen quarter (the ``*_CHOSEN`` lists; reasons
in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear look-alikes from what such
transcripts hold most often: reasoning then a committed answer or none, a check or summary
after the answer that agrees or disagrees, a hedge or a condition settled or open, a
correction or a withdrawal, a pick between options or none, a question answered or handed
back, an invitation to ask more, a cut-off and its finished twin.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right; up is the wall (0,0), left is off the grid); puzzle replies are for a 2x2 board
(square index ``2 * row + col``).
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
RIGHT_THEN_AROUND = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 1,3 1,2 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the right column to (3,3), all the way back to P, then the left-and-bottom
route to G."""
PAST_ROUND_FOUR = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0 3,0"
"""Valid up to G: a step right and back, the top route to G, then four cells on round the ring
(not scored)."""
INTO_22_BACK = "1,0 1,1 1,2 1,3 2,3 2,2 2,3 3,3 4,3"
"""Broken: the top route with a step from (2,3) left into the wall (2,2) and back."""
INTO_31_BACK = "1,0 2,0 3,0 4,0 4,1 3,1 4,1 4,2 4,3 3,3"
"""Broken: the left-and-bottom route with a step from (4,1) up into the wall (3,1) and back;
the wall comes before G, so the step after G does not save it."""

# == generated mazes (5x5) =================================================================
RING_MID_LEFT3 = """\
1 1 1 1 1
0 P 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, P on its top side (1,1), G at its bottom-right corner
(3,2)."""

RING_TOP_MID3 = """\
1 0 G 0 1
1 0 1 0 1
1 0 P 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top centre, G on its top side (0,2), P on its bottom side
(2,2)."""

RING_OUTER_NE = """\
0 0 0 0 P
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
G 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the top-right corner (0,4), G in the bottom-left (4,0)."""

CORNER_CUT = """\
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 G 0 1 1
1 1 1 1 1"""
"""Broken: the centre 3x3 ring with its bottom-right corner (3,3) walled: not closed."""

NO_PLAYER = """\
1 1 1 1 1
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 0"""
"""Broken: a bottom-right 3x3 ring with a goal and no player."""

INNER_OPEN4 = """\
0 0 0 G 1
0 1 1 0 1
0 1 0 0 1
P 0 0 0 1
1 1 1 1 1"""
"""Broken: a top-left 4x4 ring with an inner cell (2,2) open: not a ring."""

TWO_GOALS = """\
1 0 G 0 1
1 0 1 0 1
1 0 P G 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the top-centre 3x3 ring with two goals."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v66s_gpt4o_open_below",
        "P is at (1, 0). The cell above is a wall and (2, 0) below is open, so I'll head down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v66s_gpt4o_top_row_open",
        "From (1, 0) I can go right along row 1, which is open up to (1, 3).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v66s_gpt41_terse_right",
        "Right, onto the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v66s_gpt5_both_lead_there",
        "Both open neighbours lead to G, and the left column is as short as the top row. Going down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v66s_o3_terse",
        "Open below, so down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v66s_o4mini_one_line",
        "Open below; up is wall.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v66s_sonnet_paragraph_check",
        "Looking at the grid, P sits at (1, 0) on the left edge. Up is a wall at (0, 0) and there is nothing to the left, so the options are (2, 0) or (1, 1). Either reaches G in six moves; I'll take the bottom route.\n\nMOVE: (2, 0)\n\nThat keeps me on empty cells: (2, 0) is a 0.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v66s_sonnet_short",
        "The player can move down to (2, 0) or right to (1, 1). Both paths are the same length, so I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v66s_opus_plan_then_move",
        "The open cells make a loop around the edge, and G is at the bottom of the right column. I'll go along the top and down the right side.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v66s_gemini_heading_bullets",
        "### Analysis\n* **Current position:** (1, 0)\n* **Up (0, 0):** wall\n* **Down (2, 0):** empty\n* **Right (1, 1):** empty\n\n### Move\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
    ),
    _s(
        "v66s_gemini_bold_value",
        "**Reasoning:** the path along row 1 is open to the right.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
    ),
    _s(
        "v66s_llama33_lets_move",
        "Let's analyze the maze. The player is at (1, 0). The cell to the right, (1, 1), is empty. Let's move there.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v66s_llama4_period",
        "I will move down to the empty cell below me.\n\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
    ),
    _s(
        "v66s_mistral_lower_label",
        "The cell below is free.\n\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
    ),
    _s(
        "v66s_mixtral_then_explains",
        "MOVE: (1, 1)\n\nThis moves the player one step right, onto the top corridor that leads toward the goal.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v66s_dsv3_direction_word",
        "Going down is open, and it is the start of the bottom route to G.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
    ),
    _s(
        "v66s_dsr1_think",
        "<think>\nP is at row 1, column 0. Row 0 is all walls. Row 1: P 0 0 0 1, so (1,1) is open. Row 2: 0 1 1 0 1, so (2,0) is open. G is at (4,3). Both ways work. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v66s_dsr1_think_right",
        "<think>\nNeighbours of (1,0): (0,0) is 1, (2,0) is 0, (1,1) is 0. The top row then the right column reaches (4,3). Go right.\n</think>\n\nThe top corridor is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v66s_phi4_brackets",
        "The player moves right into the open corridor.\n\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
    ),
    _s(
        "v66s_gemma3_bold_line",
        "Okay, let's find the next move! The cell below the player is empty.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
    ),
    _s(
        "v66s_qwen25_plain",
        "玩家在 (1, 0)，下方 (2, 0) 是空格。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v66s_qwen3_think_zh",
        "<think>\n玩家在 (1,0)。右边 (1,1) 是 0，可以走。沿着第一行向右，再沿第三列向下到 G。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v66s_qwenmax_fullwidth",
        "下方是空格，往下走。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _s(
        "v66s_small_smol135_echo",
        "End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v66s_small_smol360_repeat",
        "The player goes down.\nMOVE: (2, 0)\nThe player goes down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v66s_small_gemma270_half",
        "the player moves to the right\nMOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: the half-formed label still names one cell, the one the words say (strict: not the asked form)",
    ),
    _s(
        "v66s_small_smol135_cut",
        "The maze is a maze. The player is the player. The maze is a ma",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v66s_small_gemma270_story",
        "Once upon a time there was a maze with many walls.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE += [
    _s(
        "v66s_qwen25_en_right",
        "The player is at (1, 0). Moving right to (1, 1) follows the open top row toward the right column and the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v66s_qwenmax_zh_xiangxia",
        "当前位置 (1, 0)，上方是墙，左边是边界。向下走到 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v66s_qwen3_think_en",
        "<think>\nOkay, P is at (1,0). Up (0,0) is a wall. Down (2,0) is 0. Right (1,1) is 0. The goal is at (4,3). Going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Six moves. Fine.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v66c_s_sonnet_check_agrees",
        "I'll move right to (1, 1).\n\nMOVE: (1, 1)\n\nDouble-checking: row 1 is P 0 0 0 1, so (1, 1) is indeed empty.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v66c_s_sonnet_doubt_open",
        "MOVE: (1, 1)\n\nActually, I'm not sure the top route is open all the way; going down might be safer.",
        U,
        None,
        "second_thought",
        "a doubt after the move that points elsewhere and is not settled",
    ),
    _s(
        "v66c_s_gpt4o_summary_same",
        "The only sensible first step is down the left column.\n\nMOVE: (2, 0)\n\nIn short: I moved down one cell.",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same move (strict: not the last line)",
    ),
    _s(
        "v66c_s_gpt4o_summary_other",
        "The only sensible first step is down the left column.\n\nMOVE: (2, 0)\n\nIn short: I moved one cell to the right.",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names the other move: conflicting",
    ),
    _s(
        "v66c_s_llama33_wait_instead",
        "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. Let me move down instead: (2, 0).",
        (2, 0),
        None,
        "correction",
        "hard: a correction that names its new move, (2, 0); strict reads no asked line",
    ),
    _s(
        "v66c_s_llama33_wait_none",
        "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. That move won't work.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is named",
    ),
    _s(
        "v66c_s_gemini_if_open",
        "If (1, 1) is open, I'd go right; looking at row 1 it is a 0, so it is.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is settled in the reply before the move",
    ),
    _s(
        "v66c_s_gemini_if_unsure",
        "MOVE: (1, 1)\n\nThis is if the right side is actually open; otherwise go down to (2, 0).",
        U,
        None,
        "conditional",
        "an answer under a condition the reply leaves open, with the other case named",
    ),
    _s(
        "v66c_s_mistral_two_choose",
        "Option 1: down to (2, 0). Option 2: right to (1, 1). I'll go with option 1.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: two options weighed and one chosen in words, its move the last line",
    ),
    _s(
        "v66c_s_mistral_two_open",
        "Option 1: down to (2, 0). Option 2: right to (1, 1). Both work equally well.",
        U,
        None,
        "two_options",
        "two candidate moves and no choice between them",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v66o_gpt4o_down_route",
        "Go down the left column, then right along the bottom row.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v66o_gpt41_right_route",
        "The top corridor and then the right column.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v66o_gpt5_around_back",
        "I first tried the right column, backed out, and took the other side.\n\nPATH: "
        + path_text(RIGHT_THEN_AROUND),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v66o_o3_terse",
        "Left side, then the bottom edge.\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v66o_o4mini_past_goal",
        "PATH: " + path_text(PAST_ROUND_FOUR),
        S,
        True,
        "asked_format",
        "hard: the cells after G are not scored; the route up to G is legal",
    ),
    _o(
        "v66o_sonnet_check_after",
        "Starting at P (1, 0), I go right along row 1 to (1, 3), then down column 3 to G at (4, 3).\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nEach step moves one cell onto a 0, and the path ends on G.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it (strict: not the last line)",
    ),
    _o(
        "v66o_opus_paragraph",
        "The open cells form a ring, so there are two ways round. The left-and-bottom way is six steps, the same as the top-and-right way.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v66o_gemini_bold_path",
        "### Path found\n* Down the left column\n* Right along row 4\n\n**PATH: "
        + path_text(DOWN)
        + "**",
        S,
        True,
        "markdown_label",
    ),
    _o(
        "v66o_llama33_through_wall",
        "Along the top, a quick look into (2, 2), then down the right column.\n\nPATH: "
        + path_text(INTO_22_BACK),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v66o_llama4_commas",
        "Here is the full path from P to G:\n\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
    ),
    _o(
        "v66o_mistral_through_31",
        "Down the left side, a step up into (3, 1) and back, then along the bottom to G and one more.\n\nPATH: "
        + path_text(INTO_31_BACK),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v66o_mixtral_arrows",
        "Down, then right.\n\nPATH: (1, 0) -> (2, 0) -> (3, 0) -> (4, 0) -> (4, 1) -> (4, 2) -> (4, 3)",
        S,
        False,
        "arrows",
    ),
    _o(
        "v66o_dsr1_think",
        "<think>\nFrom (1,0): down (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3) = G. All zeros.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v66o_dsv3_explained_after",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThis follows the open top row and then the right-hand column to the goal.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v66o_phi4_period",
        "The path goes around the left and bottom.\n\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
    ),
    _o(
        "v66o_gemma3_friendly",
        "Here's the path from P to G! 😊\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v66o_qwen25_zh",
        "从 P 向下走到底，再向右到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v66o_qwen3_think_zh",
        "<think>\n先向右走到 (1,3)，再向下到 (4,3)。\n</think>\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v66o_small_smol135_echo",
        "PATH: (row, col) (row, col) ...\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v66o_small_smol360_repeat",
        "The path is\nPATH: " + path_text(DOWN) + "\nThe path is\nPATH: " + path_text(DOWN),
        S,
        True,
        "small_repeat",
    ),
    _o(
        "v66o_small_gemma270_cut",
        "The path is (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
]

ONE_SHOT += [
    _o(
        "v66o_qwenmax_zh_through_wall",
        "沿第一行走，在 (2, 3) 向左看一下 (2, 2)，再向下到 G。\n\nPATH: " + path_text(INTO_22_BACK),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v66o_qwen25_en_around",
        "I start along the top, turn back at (3, 3), and go round by the left side.\n\nPATH: "
        + path_text(RIGHT_THEN_AROUND),
        S,
        True,
        "asked_format",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v66c_o_sonnet_check_fixes",
        "PATH: (1, 0) (1, 1) (1, 2) (2, 2) (3, 2) (4, 2) (4, 3)\n\nChecking: (2, 2) is a wall, so that path fails. Corrected:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: a check finds the wall and the corrected path is the last committed answer",
    ),
    _o(
        "v66c_o_sonnet_check_leaves",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nChecking: I may have misread row 2; (2, 3) could be a wall, in which case this path would not work.",
        U,
        False,
        "second_thought",
        "a doubt after the path that is not settled",
    ),
    _o(
        "v66c_o_gpt4o_ask_more",
        "PATH: " + path_text(DOWN) + "\n\nLet me know if you'd like the other route as well!",
        S,
        False,
        "invitation",
        "hard: an invitation to ask more after a committed path (strict: not the last line)",
    ),
    _o(
        "v66c_o_gpt4o_asks_back",
        "There are two routes of equal length. Would you like the one along the top or the one along the bottom?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v66c_o_gemini_asked_answered",
        "Should the path include P's own cell? The prompt says every cell from P's cell, so yes.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "question_back",
        "hard: the question is answered in the reply before the path",
    ),
    _o(
        "v66c_o_llama4_cut_path",
        "Going down and along the bottom.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v66c_o_llama4_finished_path",
        "Going down and along the bottom.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the empty cells of ORIGINAL form a square (a 4x4 ring) ======================
RECOGNIZE = [
    _r(
        "v66r_gpt4o_border",
        "The empty cells run along row 1, column 3, row 4 and column 0, tracing the border of a 4x4 block.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v66r_gpt41_outline",
        "They outline a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v66r_gpt5_loop",
        "The open cells form a closed loop with four equal sides of four cells.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r("v66r_o3_terse", "Hollow 4x4 border.\nSHAPE: square", "square", True, "asked_format"),
    _r(
        "v66r_o4mini_period", "Four equal sides.\nSHAPE: square.", "square", True, "trailing_period"
    ),
    _r(
        "v66r_sonnet_check_after",
        "Taking all the empty cells together, including P and G, they form the perimeter of a 4x4 region: the top edge is row 1, the right edge column 3, the bottom edge row 4 and the left edge column 0.\n\nSHAPE: square\n\nThe inner 2x2 block of walls confirms it is a hollow square, not a filled one.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v66r_opus_hollow",
        "The empty cells trace a hollow square around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v66r_gemini_heading",
        "### Shape Analysis\n* **Top side:** row 1, columns 0–3\n* **Right side:** column 3, rows 1–4\n* **Bottom side:** row 4, columns 0–3\n* **Left side:** column 0, rows 1–4\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
    ),
    _r(
        "v66r_llama33_c_shape",
        "The empty cells form a C shape, open on the right side.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v66r_llama4_words_after",
        "SHAPE: square (a hollow one)",
        "square",
        False,
        "words_after_value",
        "hard: the words after the name describe the same square (strict: words after the value)",
    ),
    _r(
        "v66r_mistral_spiral",
        "The path winds around the walls like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v66r_mixtral_cap_label",
        "It is a square ring.\n\nShape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v66r_dsr1_think",
        "<think>\nEmpty: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). That's the border of a 4x4 square. Could it be a C? No, the right side is closed by column 3.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v66r_dsv3_explained_after",
        "SHAPE: square\n\nThe empty cells form the outline of a square around the four inner walls.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v66r_phi4_cross",
        "The open cells cross the grid in two directions.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v66r_gemma3_enthusiastic",
        "What a fun maze! The empty cells make a square border.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v66r_qwen25_zh_name",
        "空格沿着四条边排列，形成一个正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
    ),
    _r(
        "v66r_qwenmax_zh_square",
        "空白格子围成一个 4x4 的方框。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v66r_small_smol135_echo", "SHAPE: <name>\nSHAPE: triangle", "triangle", False, "small_echo"
    ),
    _r(
        "v66r_small_smol360_repeat",
        "The empty cells are a square.\nSHAPE: square\nThe empty cells are a square.\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v66r_small_smol360_walls",
        "Walls are walls. Empty cells are empty. Walls are walls.",
        U,
        False,
        "small_no_answer",
        "no shape at all",
    ),
    _r(
        "v66r_small_gemma270_cut",
        "The shape is a shape that is a shape that is a sh",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
]

RECOGNIZE += [
    _r(
        "v66r_qwen3_think_zh",
        "<think>\n空格：第1行 (1,0)-(1,3)，第4行 (4,0)-(4,3)，第0列和第3列。四条边，围成一个方框。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v66r_qwenmax_zh_spiral",
        "这些空格像螺旋一样绕着墙。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
    ),
    _r(
        "v66r_qwen25_en_frame",
        "The empty cells form a frame around the 2x2 block of walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v66c_r_sonnet_summary_same",
        "The empty cells form a closed border.\n\nSHAPE: square\n\nSo, to sum up: a square.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary after the name names the same shape (strict: not the last line)",
    ),
    _r(
        "v66c_r_sonnet_summary_other",
        "The empty cells form a closed border.\n\nSHAPE: square\n\nSo, to sum up: a C shape.",
        U,
        False,
        "repeat_conflict",
        "the summary after the name names another shape: conflicting",
    ),
    _r(
        "v66c_r_gpt4o_rejects_c",
        "It could look like a C, but column 3 closes the right side, so it is not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: another shape weighed and rejected before the committed one",
    ),
    _r(
        "v66c_r_gpt4o_square_or_c",
        "It is either a square or a C, depending on how you read column 3.",
        U,
        False,
        "two_options",
        "two shapes and no choice between them",
    ),
    _r(
        "v66c_r_gemini_withdraws",
        "SHAPE: square\n\nOn reflection, I'm not confident in that; I withdraw the answer.",
        U,
        False,
        "withdrawn",
        "the shape is withdrawn and no new one is named",
    ),
    _r(
        "v66c_r_gemini_corrects",
        "SHAPE: C\n\nOn reflection, column 3 closes the right side, so it is a square instead.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction that names its new shape, the last line",
    ),
    _r(
        "v66c_r_llama33_cut_label",
        "The cells form a closed loop around the walls.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
]
RECOGNIZE_CHOSEN += [
    _r(
        "v66c_r_llama33_finished_label",
        "The cells form a closed loop around the walls.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze whose empty cells form a square ================================
GENERATE = [
    _g("v66g_gpt4o_mid_left", "MAZE:\n" + RING_MID_LEFT3, S, True, "asked_format"),
    _g("v66g_gpt41_top_mid", "MAZE:\n" + RING_TOP_MID3, S, True, "asked_format"),
    _g(
        "v66g_gpt5_outer",
        "A larger square, the whole border.\n\nMAZE:\n" + RING_OUTER_NE,
        S,
        True,
        "asked_format",
    ),
    _g("v66g_o3_corner_cut", "MAZE:\n" + CORNER_CUT, F, False, "asked_format"),
    _g("v66g_o4mini_fenced", "MAZE:\n```\n" + RING_TOP_MID3 + "\n```", S, False, "fenced_maze"),
    _g(
        "v66g_sonnet_note_after",
        "A smaller square ring works: the same shape at a different size and position.\n\nMAZE:\n"
        + RING_MID_LEFT3
        + "\n\nP and G are both on the ring, so G is reachable.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: something after the maze)",
    ),
    _g(
        "v66g_opus_outer",
        "I'll use the full outer border as the square, with P and G at opposite corners.\n\nMAZE:\n"
        + RING_OUTER_NE,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v66g_gemini_heading",
        "### New Maze\n* **Shape:** square ring\n* **Size:** 5x5\n\nMAZE:\n" + RING_TOP_MID3,
        S,
        True,
        "asked_format",
    ),
    _g("v66g_llama33_no_player", "MAZE:\n" + NO_PLAYER, F, False, "asked_format"),
    _g(
        "v66g_llama4_inner_open",
        "Here is a new maze with a square path.\n\nMAZE:\n" + INNER_OPEN4,
        F,
        False,
        "asked_format",
    ),
    _g("v66g_mistral_two_goals", "MAZE:\n" + TWO_GOALS, F, False, "asked_format"),
    _g(
        "v66g_mixtral_copy",
        "Here is a square maze.\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v66g_dsr1_think",
        "<think>\nA 3x3 ring at rows 1-3, columns 0-2: border open, centre (2,1) wall. P at (1,1), G at (3,2).\n</think>\n\nMAZE:\n"
        + RING_MID_LEFT3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v66g_dsv3_coord",
        "MAZE:\n" + coord_list(RING_OUTER_NE),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v66g_phi4_coord_broken",
        "MAZE:\n" + coord_list(CORNER_CUT),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v66g_gemma3_coord",
        "Here's a new one!\n\nMAZE:\n" + coord_list(RING_TOP_MID3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v66g_qwen25_zh",
        "左侧的 3x3 方环。\n\nMAZE:\n" + RING_MID_LEFT3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v66g_small_smol135_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_echo",
    ),
    _g(
        "v66g_small_gemma270_cut",
        "MAZE:\n1 1 1 1 1\n0 P 0 1 1\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v66g_small_smol360_no_maze",
        "A maze is a puzzle with walls and paths.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE += [
    _g(
        "v66g_qwen3_think_outer",
        "<think>\n用最外圈的 5x5 方环，P 在右上角，G 在左下角。\n</think>\n\nMAZE:\n"
        + RING_OUTER_NE,
        S,
        True,
        "think_block",
    ),
    _g(
        "v66g_qwenmax_zh_two_goals",
        "上方的 3x3 方环。\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "chinese_reasoning",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v66c_g_sonnet_two_picks",
        "Two candidates: a ring on the left edge or the outer border. I'll go with the left-edge one.\n\nMAZE:\n"
        + RING_MID_LEFT3,
        S,
        True,
        "rejected_alternative",
        "hard: two candidates named in words, one chosen and written",
    ),
    _g(
        "v66c_g_sonnet_two_mazes",
        "Either of these works:\n\nMAZE:\n" + RING_MID_LEFT3 + "\n\nMAZE:\n" + CORNER_CUT,
        U,
        False,
        "two_options",
        "two mazes and no choice between them",
    ),
    _g(
        "v66c_g_gpt4o_ask_more",
        "MAZE:\n" + RING_TOP_MID3 + "\n\nWould you like a bigger or smaller version?",
        S,
        False,
        "invitation",
        "hard: an invitation after a committed maze (strict: something after the maze)",
    ),
    _g(
        "v66c_g_gpt4o_asks_first",
        "Should the new square be the same size as the original, or may it be smaller?",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v66c_g_gemini_if_smaller",
        "If a smaller square counts as the same shape (it does: the prompt asks for the same shape, not the same size), here it is:\n\nMAZE:\n"
        + RING_TOP_MID3,
        S,
        True,
        "conditional",
        "hard: the condition is settled in the reply before the maze",
    ),
    _g(
        "v66c_g_gemini_if_open",
        "MAZE:\n"
        + RING_TOP_MID3
        + "\n\nThis only counts if a smaller square is allowed; otherwise I'd need the full border.",
        U,
        False,
        "conditional",
        "an answer under a condition the reply leaves open",
    ),
    _g(
        "v66c_g_llama33_cut_row",
        "Here is a smaller square ring.\n\nMAZE:\n1 1 1 1 1\n0 P 0 1 1\n0 1 0 1 1\n0 0 G",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v66c_g_llama33_finished_row",
        "Here is a smaller square ring.\n\nMAZE:\n" + RING_MID_LEFT3,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one turn on a 2x2 board (square index 2 * row + col) ===========================
PUZZLE = [
    _p(
        "v66p_gpt4o_tr_faces_up",
        "The top-right pipe points up, off the board. Turning it clockwise makes it face right... that's also off the board, so counterclockwise, to face left toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v66p_gpt41_bl",
        "The bottom-left elbow should open up toward (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v66p_gpt5_square_n",
        "Square 3 is the only piece pointing off the board.\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _p("v66p_o3_terse", "Top-left first.\nROTATE: (0, 0) clockwise", (0, CW), True, "asked_format"),
    _p("v66p_o4mini_period", "ROTATE: (1, 1) clockwise.", (3, CW), True, "trailing_period"),
    _p(
        "v66p_sonnet_check_after",
        "The top-left piece currently opens to the top and right; the top opening points off the board. A clockwise turn moves those openings to the right and bottom, which meet (0, 1) and (1, 0).\n\nROTATE: (0, 0) clockwise\n\nAfter this turn no pipe end at (0, 0) points off the board.",
        (0, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v66p_opus_short",
        "Only (1, 0) has an end pointing off the board on the left; a counterclockwise turn brings it to the bottom... no, clockwise brings the left end to the top, facing (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
        "hard: the reasoning corrects itself before the committed move line",
    ),
    _p(
        "v66p_gemini_heading",
        "### Analysis\n* **(0, 1):** opening points up, off the board\n* **Fix:** turn it clockwise\n\n**ROTATE: (0, 1) clockwise**",
        (1, CW),
        True,
        "markdown_label",
    ),
    _p(
        "v66p_llama33_label_alone",
        "Let's rotate the bottom-right piece.\n\nROTATE:\n(1, 1) counterclockwise",
        (3, CCW),
        False,
        "label_own_line",
        "hard: the move on the line under its label is read (strict: not on the label line)",
    ),
    _p(
        "v66p_llama4_left_side",
        "The bottom-left piece needs a quarter turn.\n\nROTATE: (1, 0) left",
        (2, CCW),
        False,
        "side_for_turn",
        "hard: a bare side on the turn line is read as the turn, left counterclockwise (strict: a format miss)",
    ),
    _p(
        "v66p_mistral_cw_short",
        "Bottom-right piece.\n\nROTATE: (1, 1) cw",
        (3, CW),
        False,
        "vocabulary",
        "hard: cw is the usual short form of clockwise (strict: not the asked word)",
    ),
    _p(
        "v66p_mixtral_then_explains",
        "ROTATE: (0, 1) clockwise\n\nThis connects the top-right pipe with the bottom-right one.",
        (1, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v66p_dsr1_think",
        "<think>\n(0,0) opens top and right. Top is off the board. Clockwise: top->right, right->bottom. Then it meets (0,1) and (1,0). Good.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v66p_dsv3_plain",
        "Turning the top-right square counterclockwise points its opening at the top-left square.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p("v66p_phi4_brackets", "ROTATE: [1, 0] counterclockwise", (2, CCW), False, "brackets"),
    _p(
        "v66p_gemma3_friendly",
        "Let's fix the top-left piece!\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v66p_qwen3_think_zh",
        "<think>\n右下角的管道朝右，指向棋盘外。顺时针转一次朝下，还是在外面；逆时针转一次朝上，连接 (0,1)。\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v66p_qwenmax_fullwidth",
        "左下角顺时针。\n\nROTATE：（1，0）clockwise",
        (2, CW),
        False,
        "fullwidth",
    ),
    _p(
        "v66p_small_smol135_echo",
        "ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
    ),
    _p(
        "v66p_small_smol360_repeat",
        "Turn the top right.\nROTATE: (0, 1) counterclockwise\nTurn the top right.\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v66p_small_gemma270_cut",
        "The pipes are pipes and the pipes are pi",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

PUZZLE += [
    _p(
        "v66p_qwen25_square_two",
        "Square 2 (bottom-left) points off the board on the left.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
    ),
    _p(
        "v66p_qwenmax_zh_tl",
        "左上角的管道朝上，指向外面，逆时针转一次就朝左……也不对，应该顺时针。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v66c_p_sonnet_recheck_same",
        "ROTATE: (1, 0) counterclockwise\n\nLet me recheck: counterclockwise moves the top opening to the left... that points off the board. Clockwise is right after all.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "correction",
        "hard: the recheck corrects the turn and commits the new move on the last line",
    ),
    _p(
        "v66c_p_sonnet_recheck_open",
        "ROTATE: (1, 0) counterclockwise\n\nLet me recheck: counterclockwise moves the top opening to the left, which may point off the board. I'm not certain which turn is right.",
        U,
        False,
        "second_thought",
        "a doubt after the move that is not settled",
    ),
    _p(
        "v66c_p_gpt4o_summary_same",
        "ROTATE: (0, 1) clockwise\n\nSummary: turn the top-right piece clockwise.",
        (1, CW),
        False,
        "summary_agrees",
        "hard: the summary after the move names the same move (strict: not the last line)",
    ),
    _p(
        "v66c_p_gpt4o_summary_other",
        "ROTATE: (0, 1) clockwise\n\nSummary: turn the bottom-right piece clockwise.",
        U,
        False,
        "repeat_conflict",
        "the summary after the move names another square: conflicting",
    ),
    _p(
        "v66c_p_gemini_ask_more",
        "ROTATE: (1, 1) clockwise\n\nWant me to plan the remaining moves too?",
        (3, CW),
        False,
        "invitation",
        "hard: an invitation after a committed move (strict: not the last line)",
    ),
    _p(
        "v66c_p_gemini_asks_back",
        "Which do you prefer: should I fix the top row first or the bottom row?",
        U,
        False,
        "question_back",
        "a question handed back instead of a move",
    ),
    _p(
        "v66c_p_llama33_cut_dir",
        "The top-left piece points off the board.\n\nROTATE: (0, 0) counterclock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v66c_p_llama33_finished_dir",
        "The top-left piece points off the board.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v66",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v66.py: counts, no reader
    print_counts(all_cases(), problems())

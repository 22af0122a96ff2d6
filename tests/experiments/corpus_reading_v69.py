"""A sixty-ninth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read and a correction naming its new answer stands; a summary or
check after the answer naming another answer is a conflict, one that agrees keeps it; an answer
under a condition the reply leaves open, a doubt left unsettled, a question handed back, a
withdrawal with no new answer and a cut-off are unreadable; a full stop right after the answer
stays in format; two spaces after the label, a missing comma, words after the value and a label
on its own line are format misses; markdown bold around the answer line or its label and a
heading above it are tolerated by strict; ``square N`` is in format in the puzzle; a bare side
on the turn line is the turn, left counterclockwise and right clockwise, a strict format miss; a
Chinese registry name is read) and the specification's shape variants (a square ring of any side
k >= 3) and path check (cells after the last G are not scored). ``corpus_form``,
``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``, ``corpus_reading``'s ``Reply``,
``corpus_reading_v66``, ``_v67``, ``_v68`` and their test files were read for the data format
and the rulings as applied; the earlier sets' replies were searched only to keep this set's
replies, mazes and routes new.

This round's emphasis is the everyday transcript, western families first: each reply is written
the way that family usually answers the five prompts in a study run, not a hunt for hard cases.
GPT-4o/4.1/5 (a sentence or two, then the label), o3/o4-mini (terse), Claude Sonnet/Opus (a short
reasoning paragraph, the label, often a check after it), Gemini 2.5 (markdown headings, bullet
reasoning, bold answers), Llama 3.1/3.3/4, Mistral/Mixtral, DeepSeek-V3/R1 (``<think>``), Phi-4,
Gemma 3 instruct; about a seventh Qwen (Qwen2.5, Qwen3 thinking, qwen-plus/max, some in
Chinese); and the small models' habits (prompt echoes, repeats, half-formed labels, cut-offs, no
answer). The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from what such transcripts hold most often: a check
or summary after the answer that agrees or disagrees, a hedge or condition settled or left open,
a correction or a withdrawal, two options with a pick or none, an invitation to ask more or a
question handed back, a cut-off and its finished twin.

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
BOTTOM_DITHER = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,0 4,1 4,2 4,3"
"""Valid: the left column, then back and forth twice between (4,0) and (4,1) before the bottom
row to G."""
DOWN_TWICE_TOP = "1,0 2,0 1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: down and back twice, then the top row and the right column to G."""
PAST_NORTH_THREE = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3"
"""Valid up to G: a step down and back, the left column and the bottom row to G, then three
cells north up column 3 (not scored)."""
PAST_WEST_BACK = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3 4,2 4,1 4,2"
"""Valid up to G: the top route with a step back at (2,3), then west along the bottom and one
cell back east (not scored)."""
PAST_INTO_31 = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 3,1"
"""Valid up to G: the top route to G, then two cells west and into the wall (3,1); the wall
step comes after the last G, so it is not scored."""
DIAG_BOTTOM = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 3,3 4,3"
"""Broken: a step right and back, the left column and the bottom row to (4,2), then a diagonal
to (3,3) before G."""
WALL_EAST_24 = "1,0 1,1 1,2 1,3 2,3 2,4 2,3 3,3 4,3"
"""Broken: the top route, with a step east into the wall (2,4) and back before G."""
WALL_34 = "1,0 1,1 1,2 1,3 2,3 3,3 3,4 3,3 4,3"
"""Broken: the top route, with a step east into the wall (3,4) and back before G."""

# == generated mazes (5x5) =================================================================
RING_CENTRE3 = """\
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P on its top side (1,2), G at its bottom-right corner
(3,3)."""

RING_OUTER_EAST = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
0 G 0 0 0"""
"""Valid: the 5x5 outer ring, P on its right side (2,4), G on its bottom side (4,1)."""

RING_MID4_SE = """\
1 1 1 1 1
1 0 G 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 P"""
"""Valid: a 4x4 ring in the bottom-right, P at its bottom-right corner (4,4), G on its top side
(1,2)."""

RING_TL3_TOP = """\
0 P 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P on its top side (0,1), G at its bottom-right
corner (2,2)."""

RING_TR4_LOW = """\
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 0 G 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at its top-right corner (0,4), G on its bottom side
(3,2)."""

CENTRE_FILLED = """\
1 1 1 1 1
1 0 P 0 1
1 0 0 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: the middle 3x3 ring with its centre (2,2) open: a filled block, not a ring."""

OUTER_NO_GOAL = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with a player and no goal."""

RECT_THREE_BY_FOUR = """\
1 1 1 1 1
0 0 0 P 1
0 1 1 0 1
0 0 G 0 1
1 1 1 1 1"""
"""Broken: a ring three rows by four columns: a rectangle, not a square."""

GAP_MID4 = """\
1 1 1 1 1
1 0 G 0 0
1 0 1 1 0
1 1 1 1 0
1 0 0 0 P"""
"""Broken: the bottom-right 4x4 ring with (3,1) walled: its open cells no longer close."""

TWO_PLAYERS = """\
P 0 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
0 G 0 0 0"""
"""Broken: the outer ring with a second player at (0,0)."""

FOUR_COLS = "\n".join(row[:-2] for row in RING_TL3_TOP.splitlines())
"""Broken: the top-left 3x3 ring with the last column left off: five rows of four cells."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v69s_gpt4o_left_column_open",
        "Looking at the maze, P is at (1, 0). The cell above, (0, 0), is a wall, and the cell below, (2, 0), is open. Going down leads along the left column toward the bottom row, where G is.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v69s_gpt41_top_corridor",
        "I'll head right along the top corridor; (1, 1) is an empty cell next to P.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v69s_gpt5_toward_g",
        "(2, 0) is open and starts the shorter-looking side toward G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v69s_gpt4o_nospace_down",
        "Down is free, so I'll take it.\nMOVE:(2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: no space after the label is off the asked form (strict: a format miss); the cell is clear",
    ),
    _s(
        "v69s_o3_right_short",
        "(1, 1) is open. Taking it.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v69s_o4mini_down_free",
        "Go down: (2, 0) is free.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v69s_sonnet_both_lead_round",
        "P is at (1, 0). Up is the wall at (0, 0) and left is outside the grid, so the options are down to (2, 0) or right to (1, 1). Both go around the ring to G at (4, 3) in six moves; I'll take the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v69s_opus_right_then_checks",
        "The player starts at (1, 0) in the top-left corner of the loop. Moving right keeps me on the top edge, which leads to the right column and down to G.\n\nMOVE: (1, 1)\n\nChecking: (1, 1) is a 0 in row 1, directly right of P, so the move is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v69s_gemini25_heading_bold_line",
        "### Analysis\n* **Current position:** (1, 0)\n* **Up (0, 0):** wall\n* **Down (2, 0):** open\n* **Right (1, 1):** open\n\n### Decision\nHeading down the left column.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the move line under headings and bullets; strict tolerates it (the ruling)",
    ),
    _s(
        "v69s_gemini25_bold_cell_right",
        "### Next Move\nThe top corridor is open to the right of the player.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the cell on the move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v69s_llama33_can_go_two_ways",
        "The player can move either down or right. I will move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v69s_qwenturbo_zh_mixed_down",
        "往下走，(2, 0) is open and leads to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v69s_llama31_move_then_why",
        "MOVE: (2, 0)\n\nI chose down because the cell above the player is a wall.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v69s_mistral_follow_top_row",
        "The best move is to go right to (1, 1), following the top row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v69s_mixtral_title_case",
        "next move is down\nMove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: the label not in the asked capitals before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v69s_deepseekr1_think_either",
        "<think>\nOkay, P is at row 1, column 0. Row 0 is all walls, so up is out. (2,0) is 0 and (1,1) is 0. Both work. The bottom row leads to G at (4,3). I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v69s_deepseekv3_answer_heading",
        "From (1, 0) the cell to the right, (1, 1), is empty and on the loop.\n\n**Answer:**\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_heading",
        "hard: a bold heading line above the move line does not change it (the ruling)",
    ),
    _s(
        "v69s_phi4_down_word",
        "I will move down one cell.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v69s_gemma3_lets_go_right",
        "Okay, let's move right!\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v69s_sonnet_prose_only_down",
        "The wall above rules out going up, so I'll step down one cell into the open square at (2, 0).",
        (2, 0),
        None,
        "no_label",
        "hard: one clear move said in prose, no MOVE line (strict: no label)",
    ),
    _s(
        "v69s_qwen25_zh_xiamian",
        "P 在 (1, 0)，上面是墙，下面 (2, 0) 是空的，可以走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v69s_qwen3_think_zh_youbian",
        "<think>\n好的，P 在 (1,0)。右边 (1,1) 是 0，上边是墙。往右走。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v69s_qwenmax_period_row_one",
        "Moving right along row 1.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v69s_qwenplus_fullwidth_you",
        "向右走一格，(1, 1) 是通路。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v69s_small_smol135_echo_row_col",
        "MOVE: (row, col)\nMOVE: (row, col)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v69s_small_smol360_repeat_down_down",
        "down down\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v69s_small_gemma270_cut_you_are",
        "You are at P. You are at P. You are at P. You",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v69s_small_smol135_walls_are_one",
        "The maze has walls and paths. The walls are 1 and the paths are 0.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
    _s(
        "v69s_small_smol360_no_colon_down",
        "move down\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, down, and the cell on a label line without its colon (strict: not the asked label)",
    ),
    _s(
        "v69s_small_gemma270_quiz_after",
        "MOVE: (1, 1)\n\nQuestion 2: What is the capital of France?",
        (1, 1),
        None,
        "small_continuation",
        "hard: a base model's unrelated continuation after one clear move; the move stands (strict: not the last line)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v69c_s_sonnet_check_agrees",
        "P is at (1, 0); the open neighbours are (2, 0) and (1, 1). I'll go down the left side.\n\nMOVE: (2, 0)\n\nDouble-checking: (2, 0) is a 0 directly below P, so this is a legal move.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v69c_s_sonnet_check_doubts",
        "P is at (1, 0); the open neighbours are (2, 0) and (1, 1). I'll go down the left side.\n\nMOVE: (2, 0)\n\nDouble-checking: going right to (1, 1) might be the better route, though.",
        U,
        None,
        "second_thought",
        "a check after the move raises the other move and leaves the doubt unsettled",
    ),
    _s(
        "v69c_s_gpt4o_wait_corrects",
        "MOVE: (1, 2)\n\nWait — (1, 2) is two cells away from P. Correcting that:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: the correction names its new move, (1, 1); the last committed answer is read",
    ),
    _s(
        "v69c_s_gpt4o_wait_withdraws",
        "MOVE: (1, 2)\n\nWait — (1, 2) is two cells away from P, so that move doesn't work. Let me look at the maze again.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v69c_s_gemini25_if_settled",
        "If (2, 0) is open, going down is best. Row 2 reads `0 1 1 0 1`, so (2, 0) is open.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is settled in the reply itself; bold around the move line is tolerated",
    ),
    _s(
        "v69c_s_gemini25_if_left_open",
        "**MOVE: (2, 0)**\n\n*This assumes (2, 0) is an empty cell; if it is a wall, move right instead.*",
        U,
        None,
        "conditional",
        "the move hangs on a condition after it that the reply leaves open",
    ),
    _s(
        "v69c_s_llama33_invites_more",
        "The top row is open, so I'll move right.\n\nMOVE: (1, 1)\n\nLet me know if you'd like me to plan out the rest of the route!",
        (1, 1),
        None,
        "invitation",
        "hard: an invitation to ask more after one clear move; the move stands (strict: not the last line)",
    ),
    _s(
        "v69c_s_llama33_asks_which",
        "Should I go down or right? Both (2, 0) and (1, 1) are open. Let me know which you prefer.",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v69c_s_mistral_cut_two",
        "Going down the left column toward the bottom row.\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v69c_s_mistral_finished_two",
        "Going down the left column toward the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v69o_gpt4o_row_then_column",
        "From P at (1, 0) I'll walk right along row 1 to (1, 3), then down column 3 to G at (4, 3).\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v69o_gpt41_left_and_bottom",
        "The left column and the bottom row are open all the way, so the path runs down and then right.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v69o_gpt5_roundabout_bottom",
        "A valid, if roundabout, route along the bottom.\n\nPATH: " + path_text(BOTTOM_DITHER),
        S,
        True,
        "asked_format",
        "hard: back-steps between (4, 0) and (4, 1), every step legal, ending on G",
    ),
    _o(
        "v69o_qwenmax_column_row",
        "Left column down, then the bottom row to G.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v69o_o4mini_down_twice_top",
        "Route:\nPATH: " + path_text(DOWN_TWICE_TOP),
        S,
        True,
        "asked_format",
        "hard: down and back twice before the top route; every step legal, ending on G",
    ),
    _o(
        "v69o_sonnet_checks_steps",
        "The open cells form a loop, so either side reaches G. I'll take the top edge and then the right column.\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nCheck: each step moves one cell, and every cell on the route is a 0 or G.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it (strict: not the last line)",
    ),
    _o(
        "v69o_opus_six_steps_down",
        "P sits at the top-left corner of a square loop and G at its bottom-right corner, so any route is six steps along one of the two sides. Going down the left side first:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v69o_gemini25_bullets_bold_label",
        "### Route\n* Down the left column to (4, 0)\n* Right along row 4 to G\n\n**PATH:** "
        + path_text(DOWN),
        S,
        True,
        "markdown_label",
        "hard: a bold label before a valid route; strict tolerates it (the ruling)",
    ),
    _o(
        "v69o_gemini25_wall_east",
        "### Path\n* Along the top row\n* Down column 3\n\nPATH: " + path_text(WALL_EAST_24),
        F,
        False,
        "asked_format",
        "hard: the route steps east into the wall (2, 4) before G",
    ),
    _o(
        "v69o_llama33_past_north_three",
        "Here is the path from P to G:\n\nPATH: " + path_text(PAST_NORTH_THREE),
        S,
        True,
        "asked_format",
        "hard: valid to G; the three cells after it are not scored (the specification's check)",
    ),
    _o(
        "v69o_llama4_past_west_back",
        "The path goes along the top, down the right side, and on along the bottom.\n\nPATH: "
        + path_text(PAST_WEST_BACK),
        S,
        True,
        "asked_format",
        "hard: valid to G; the three cells after it are not scored (the specification's check)",
    ),
    _o(
        "v69o_llama31_past_into_wall",
        "Path:\n\nPATH: " + path_text(PAST_INTO_31),
        S,
        True,
        "asked_format",
        "hard: valid to G; the wall step (3, 1) comes after the route's last G, so it is not scored",
    ),
    _o(
        "v69o_mistral_commas_top",
        "The path along the top row and down the right column:\nPATH: "
        + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
        "hard: commas between the cells of a valid route (strict: cells are separated by spaces)",
    ),
    _o(
        "v69o_mixtral_ascii_arrows",
        "Path found:\nPATH: " + path_text(DOWN, " -> "),
        S,
        False,
        "arrows",
        "hard: ASCII arrows between the cells of a valid route (strict: not the asked separator)",
    ),
    _o(
        "v69o_deepseekr1_think_wall_34",
        "<think>\nStart (1,0). Right to (1,3), then down. (2,3) ok, (3,3) ok... then (4,3).\n</think>\n\nPATH: "
        + path_text(WALL_34),
        F,
        False,
        "think_block",
        "hard: the final path steps east into the wall (3, 4) before G",
    ),
    _o(
        "v69o_phi4_path_then_summary",
        "PATH: " + path_text(DOWN) + "\n\nThis path goes down three cells, then right three cells.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v69o_gemma3_bold_path_line",
        "Here's the path!\n\n**PATH: " + path_text(RIGHT_COL) + "**",
        S,
        True,
        "markdown_label",
        "hard: bold around the whole path line; strict tolerates it (the ruling)",
    ),
    _o(
        "v69o_qwen25_zh_xian_you",
        "从 P 出发，先向右走到 (1, 3)，再向下走到 G。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v69o_qwen3_think_zh_diag",
        "<think>\n先往右一步再回来，然后左列往下，底行往右到 G。\n</think>\n\nPATH: "
        + path_text(DIAG_BOTTOM),
        F,
        False,
        "think_block",
        "hard: the final path steps diagonally from (4, 2) to (3, 3)",
    ),
    _o(
        "v69o_qwenplus_period_down",
        "Down the left, then along the bottom.\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v69o_small_smol135_echo_row_col",
        "PATH: (row, col) ...\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v69o_small_smol360_repeat_path_path",
        "path path\nPATH: (1, 0) (2, 0) (3, 0)\npath path\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v69o_small_gemma270_cut_column_three",
        "The path is:\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v69o_small_smol135_hand_on_wall",
        "To solve a maze, always keep one hand on the wall.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v69c_o_sonnet_in_short_same",
        "PATH: " + path_text(RIGHT_COL) + "\n\nIn short: right three cells, then down three.",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v69c_o_sonnet_in_short_other",
        "PATH: " + path_text(RIGHT_COL) + "\n\nIn short: down three cells, then right three.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route: conflicting",
    ),
    _o(
        "v69c_o_gpt4o_goes_with_one",
        "Option 1:\nPATH: "
        + path_text(DOWN)
        + "\n\nOption 2:\nPATH: "
        + path_text(WALL_EAST_24)
        + "\n\nOption 2 runs into a wall at (2, 4), so I'll go with option 1.",
        S,
        False,
        "rejected_alternative",
        "hard: two paths and an explicit pick of the first, a valid route (strict: the pick is not the last line)",
    ),
    _o(
        "v69c_o_gpt4o_both_no_pick",
        "Option 1:\nPATH: "
        + path_text(DOWN)
        + "\n\nOption 2:\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nBoth reach G in six moves.",
        U,
        False,
        "two_options",
        "two paths offered as alternatives with no pick",
    ),
    _o(
        "v69c_o_deepseekr1_cut_bottom",
        "<think>\nLeft column then the bottom row.\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v69c_o_deepseekr1_finished_bottom",
        "<think>\nLeft column then the bottom row.\n</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
    _o(
        "v69c_o_gemini25_note_settled",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n*Note: this assumes column 3 is open in rows 2 and 3, and it is (both are 0).*",
        S,
        False,
        "conditional",
        "hard: the assumption after the path is checked and holds in the reply itself (strict: not the last line)",
    ),
    _o(
        "v69c_o_gemini25_note_open",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n*Note: this assumes (2, 3) is open; if not, take the left column instead.*",
        U,
        False,
        "conditional",
        "the path hangs on a condition after it that the reply leaves open, with another route for the other case",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v69r_gpt4o_loop_around_block",
        "The empty cells form a closed loop around a 2x2 block of walls, which is the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v69r_gpt41_perimeter_four",
        "They trace the perimeter of a 4x4 square: the top row, the left and right columns, and the bottom row of that block.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v69r_qwenplus_hollow_one_wide",
        "The empty cells are a hollow square, one cell wide.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v69r_o4mini_period_loop",
        "Square loop.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v69r_sonnet_corners_check",
        "Taking all the empty cells together, including P and G, they run along row 1, down column 0, along row 4 and up column 3, meeting at four corners. That is a hollow square.\n\nSHAPE: square\n\nTo double-check: all four corners, (1, 0), (1, 3), (4, 0) and (4, 3), are empty, so the loop is closed.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v69r_opus_hollow_outline",
        "Every empty cell lies on the border of the 4x4 block from (1, 0) to (4, 3), and every border cell is empty, while the four inner cells are walls. The empty cells are the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v69r_gemini25_edges_bold_label",
        "### Shape Analysis\n* **Top edge:** (1, 0) to (1, 3)\n* **Left edge:** (1, 0) to (4, 0)\n* **Bottom edge:** (4, 0) to (4, 3)\n* **Right edge:** (1, 3) to (4, 3)\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label after the bullet reasoning; strict tolerates it (the ruling)",
    ),
    _r(
        "v69r_gemini25_final_answer_heading",
        "* The empty cells enclose a 2x2 block of walls.\n* All four sides have the same length.\n\n## Final Answer\n\nSHAPE: square",
        "square",
        True,
        "final_heading",
        "hard: a heading above the shape line does not change it (the ruling)",
    ),
    _r(
        "v69r_llama33_three_sides_triangle",
        "The empty cells form three connected sides, like a triangle.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v69r_llama4_rectangle_name",
        "The empty cells form a rectangle around the walls in the middle.\n\nSHAPE: rectangle",
        "none",
        False,
        "asked_format",
        "hard: 'rectangle' names no shape of the registry; the reply does not say square, so no square is read",
    ),
    _r(
        "v69r_llama31_name_then_loop",
        "SHAPE: square\n\nThe empty cells make a loop with four equal sides.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v69r_mistral_cross_in_middle",
        "The open cells seem to cross in the middle of the grid.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v69r_mixtral_lower_label",
        "The empty cells make a square border.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before the right name (strict: not the asked label)",
    ),
    _r(
        "v69r_deepseekr1_think_rows",
        "<think>\nRow 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3 same. Row 4: 0 0 0 G 1. So the zeros run around the edge of a 4x4 block. Hollow square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v69r_deepseekv3_bold_name",
        "The empty cells outline a square with walls inside.\n\nSHAPE: **square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the name on the shape line; strict tolerates it (the ruling)",
    ),
    _r(
        "v69r_phi4_square_outline_words",
        "The open cells are the border of a square.\n\nSHAPE: square outline",
        "square",
        False,
        "words_after",
        "hard: a word after the name on the label line is a format miss (the ruling); the shape is clear",
    ),
    _r(
        "v69r_gemma3_square_shape",
        "Okay, looking at the maze, the empty cells make a square shape!\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v69r_qwen25_zh_value_kuang",
        "空格围成一个正方形的框，中间是墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v69r_qwen3_think_zh_huan_square",
        "<think>\n空格从 (1,0) 到 (4,3) 绕成一个环，四条边一样长。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v69r_qwenmax_zh_sibian",
        "空格组成四条边，长度相同，首尾相连。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v69r_small_smol135_echo_shape_word",
        "SHAPE: <shape>\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v69r_small_smol360_repeat_square_lines",
        "the shape is square\nSHAPE: square\nthe shape is square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v69r_small_gemma270_cut_shape_is",
        "The shape is the shape is the shape is the sh",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
    _r(
        "v69r_small_smol135_circles",
        "I like shapes. Circles are round and have no corners.",
        U,
        False,
        "small_no_answer",
        "no shape named for the maze",
    ),
    _r(
        "v69r_small_smol360_it_is_square",
        "it is square\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the name said in a sentence and on a label line without its colon (strict: not the asked label)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v69c_r_opus_check_consistent",
        "The empty cells run around the edge of a 4x4 block.\n\nSHAPE: square\n\nCheck: four sides of four cells each, corners joined — consistent with a square.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name that confirms it (strict: not the last line)",
    ),
    _r(
        "v69c_r_opus_check_wavers",
        "The empty cells run around the edge of a 4x4 block.\n\nSHAPE: square\n\nCheck: on a second look the bottom row may not be fully open, in which case it would be a C shape.",
        U,
        False,
        "second_thought",
        "a check after the name raises another shape and leaves the doubt unsettled",
    ),
    _r(
        "v69c_r_gpt41_correction_loop",
        "SHAPE: cross\n\nCorrection — the cells form a closed loop, not a cross:\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: the correction names its new shape, square; the last committed answer is read",
    ),
    _r(
        "v69c_r_gpt41_correction_none",
        "SHAPE: cross\n\nCorrection — that's not right; the cells do not cross anywhere.",
        U,
        False,
        "withdrawn",
        "the shape is withdrawn and no new one is given",
    ),
    _r(
        "v69c_r_qwenplus_zh_zongjie_same",
        "SHAPE: square\n\n总结：这些空格组成一个正方形。",
        "square",
        False,
        "summary_agrees",
        "hard: the Chinese summary after the name says the same shape, 正方形 (strict: not the last line)",
    ),
    _r(
        "v69c_r_qwenplus_zh_zongjie_other",
        "SHAPE: square\n\n总结：空格组成一个螺旋。",
        U,
        False,
        "repeat_conflict",
        "the Chinese summary after the name says another shape, 螺旋 (spiral): conflicting",
    ),
    _r(
        "v69c_r_llama4_cut_squ",
        "The empty cells form a loop with four equal sides.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v69c_r_llama4_finished_square",
        "The empty cells form a loop with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v69g_gpt4o_centre_ring",
        "Here's a new maze where the empty cells form a smaller square ring in the centre:\n\nMAZE:\n"
        + RING_CENTRE3,
        S,
        True,
        "asked_format",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v69g_gpt41_outer_border",
        "This one uses the outer border of the grid as the loop, with P on the right side and G on the bottom.\n\nMAZE:\n"
        + RING_OUTER_EAST,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v69g_gpt5_coord_mid4",
        "Same shape, shifted to the bottom-right, in the same list format.\n\nMAZE:\n"
        + coord_list(RING_MID4_SE),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v69g_o3_tl3_only",
        "MAZE:\n" + RING_TL3_TOP,
        S,
        True,
        "asked_format",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v69g_o4mini_rectangle",
        "Loop, 3 by 4.\n\nMAZE:\n" + RECT_THREE_BY_FOUR,
        F,
        False,
        "asked_format",
        "hard: a ring of three rows by four columns is a rectangle, not the square asked",
    ),
    _g(
        "v69g_sonnet_describes_after",
        "I'll keep the square-ring shape but make it 3x3 and centre it.\n\nMAZE:\n"
        + RING_CENTRE3
        + "\n\nThe ring is 3x3, with P on its top edge and G at its bottom-right corner.",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v69g_opus_outer_no_goal",
        "The outer border of the grid forms the square loop here.\n\nMAZE:\n" + OUTER_NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v69g_gemini25_fenced_tr4",
        "### New Maze\n\nMAZE:\n```\n" + RING_TR4_LOW + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v69g_gemini25_coord_filled",
        "### New Maze\n* A 3x3 block in the centre\n* P at the top, G at the bottom-right\n\nMAZE:\n"
        + coord_list(CENTRE_FILLED),
        F,
        False,
        "asked_format",
        "hard: the centre cell is open too, so the empty cells fill a block instead of a ring",
        encoding="coord_list",
    ),
    _g(
        "v69g_llama33_two_players",
        "Here is a new maze with the same shape:\n\nMAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v69g_llama4_four_columns",
        "A small square loop in the corner.\n\nMAZE:\n" + FOUR_COLS,
        F,
        False,
        "asked_format",
        "hard: five rows of four cells, not the asked 5x5",
    ),
    _g(
        "v69g_qwenplus_tr4",
        "A 4x4 ring in the top-right corner.\n\nMAZE:\n" + RING_TR4_LOW,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v69g_mistral_gap_mid4",
        "The loop moved to the lower right.\n\nMAZE:\n" + GAP_MID4,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v69g_mixtral_lower_label",
        "maze:\n" + RING_OUTER_EAST,
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid ring (strict: not the asked label)",
    ),
    _g(
        "v69g_deepseekr1_think_mid4",
        "<think>\nKeep a 4x4 ring but move it down and right: rows 1-4, columns 1-4. P at (4,4), G at (1,2).\n</think>\n\nMAZE:\n"
        + RING_MID4_SE,
        S,
        True,
        "think_block",
    ),
    _g(
        "v69g_phi4_coord_outer",
        "Using the coordinate-list format:\n\nMAZE:\n" + coord_list(RING_OUTER_EAST),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v69g_gemma3_bold_label_tl3",
        "**MAZE:**\n" + RING_TL3_TOP,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v69g_qwen25_zh_zhongjian",
        "在中间放一个 3x3 的环，P 在上边，G 在右下角。\n\nMAZE:\n" + RING_CENTRE3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v69g_qwen3_think_zh_rect",
        "<think>\n做一个三行四列的环，P 在右上，G 在下边。\n</think>\n\nMAZE:\n"
        + RECT_THREE_BY_FOUR,
        F,
        False,
        "think_block",
        "hard: three rows by four columns is a rectangle ring, not a square",
    ),
    _g(
        "v69g_qwenmax_coord_no_goal",
        "The outer border as the loop.\n\nMAZE:\n" + coord_list(OUTER_NO_GOAL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v69g_small_smol135_echo_write_line",
        "Write the line MAZE: and then the maze.\nMAZE:\n0 0 0\n0 P G",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v69g_small_smol360_repeat_stripes",
        "MAZE:\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1\n1 0 1 0 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v69g_small_gemma270_cut_outer",
        "MAZE:\n0 0 0 0 0\n0 1 1 1 0\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v69g_small_smol135_old_mazes",
        "A maze is a network of paths. Some mazes are very old.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v69c_g_opus_check_holds",
        "MAZE:\n"
        + RING_MID4_SE
        + "\n\nCheck: the open cells are the border of a 4x4 square, P and G are on it, and G is reachable.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: something after the maze)",
    ),
    _g(
        "v69c_g_opus_check_unsure",
        "MAZE:\n"
        + RING_MID4_SE
        + "\n\nCheck: hmm, I'm not sure G is reachable here; the ring may need fixing.",
        U,
        False,
        "second_thought",
        "a check after the maze doubts it and leaves the doubt unsettled",
    ),
    _g(
        "v69c_g_gpt4o_option_b",
        "Option A:\nMAZE:\n"
        + RECT_THREE_BY_FOUR
        + "\n\nOption B:\nMAZE:\n"
        + RING_OUTER_EAST
        + "\n\nOption A is a rectangle, not a square, so my answer is Option B.",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes and an explicit pick of the second, a valid ring (strict: not one maze last)",
    ),
    _g(
        "v69c_g_gpt4o_either_option",
        "Option A:\nMAZE:\n"
        + RING_CENTRE3
        + "\n\nOption B:\nMAZE:\n"
        + RING_OUTER_EAST
        + "\n\nEither one works.",
        U,
        False,
        "two_options",
        "two mazes offered as alternatives with no pick",
    ),
    _g(
        "v69c_g_gemini25_cut_centre",
        "### New Maze\n\nMAZE:\n1 1 1 1 1\n1 0 P 0 1\n1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v69c_g_gemini25_finished_centre",
        "### New Maze\n\nMAZE:\n" + RING_CENTRE3,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
    _g(
        "v69c_g_llama33_asks_answers",
        "Should P go on the top edge like in the original? Yes, that keeps it simple.\n\nMAZE:\n"
        + RING_TR4_LOW,
        S,
        True,
        "question_back",
        "hard: the reply asks itself a question and answers it, then gives one maze",
    ),
    _g(
        "v69c_g_llama33_asks_format",
        "Do you want the new maze in the same matrix format, or as a list of coordinates? Let me know and I'll draw it.",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v69p_gpt4o_tl_points_up",
        "The top-left pipe points up, off the board. Turning it clockwise makes it point right, toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_gpt41_br_faces_left",
        "The bottom-right piece opens downward, off the board, and should face left toward (1, 0). A clockwise quarter turn moves the bottom opening to the left side.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_gpt5_bl_first",
        "Bottom-left first: it should open upward.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_o3_fix_tr",
        "Fix (0, 1).\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_o4mini_square_two",
        "Turn the bottom-left square.\n\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v69p_sonnet_check_meets",
        "The bottom-left pipe opens to the left, off the board, and it needs to reach (0, 0) above it.\n\nROTATE: (1, 0) clockwise\n\nCheck: a clockwise turn moves the left opening to the top, so the pipe now meets (0, 0) from below.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v69p_opus_tr_to_bottom",
        "The top-right piece has a single opening on its right side, pointing off the board. It should point down to connect with (1, 1). A clockwise quarter turn moves right to bottom.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_gemini25_bullets_bold_line",
        "### Move\n* **Piece:** (1, 1)\n* **Turn:** clockwise\n* **Reason:** its opening should face left, toward (1, 0)\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "markdown_label",
        "hard: bold around the move line after bullets; strict tolerates it (the ruling)",
    ),
    _p(
        "v69p_gemini25_bold_label_tl",
        "### Next Move\nThe top-left pipe should face down.\n\n**ROTATE:** (0, 0) counterclockwise",
        (0, CCW),
        True,
        "markdown_label",
        "hard: a bold label before the move; strict tolerates it (the ruling)",
    ),
    _p(
        "v69p_llama33_right_side_tr",
        "Rotate the top-right piece.\nROTATE: (0, 1) right",
        (1, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, right = clockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v69p_llama4_bl_connect",
        "The bottom-left piece needs to connect to the bottom-right one.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_llama31_move_then_why",
        "ROTATE: (1, 0) counterclockwise\n\nThis connects the bottom-left pipe to its neighbour.",
        (2, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v69p_mistral_cw_short",
        "Bottom-right piece.\nROTATE: (1, 1) cw",
        (3, CW),
        False,
        "vocabulary",
        "hard: 'cw' is a common short form of clockwise (strict: not the asked word)",
    ),
    _p(
        "v69p_mixtral_lower_label",
        "turning the top-left one\nrotate: (0, 0) clockwise",
        (0, CW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v69p_deepseekr1_think_tr",
        "<think>\nTop-right opens up, off the board. Clockwise: up -> right, still off. Counterclockwise: up -> left, meets (0,0). So counterclockwise.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v69p_phi4_square_brackets",
        "I will rotate the bottom-left square.\nROTATE: [1, 0] counterclockwise",
        (2, CCW),
        False,
        "brackets",
        "hard: square brackets around one clear square (strict: not the prompt's form)",
    ),
    _p(
        "v69p_qwenturbo_br_points_left",
        "The bottom-right piece should point left toward (1, 0).\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v69p_qwen25_zh_zuoshang",
        "左上角的管子朝上，出界了。顺时针转一下就朝右，接到 (0, 1)。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v69p_qwen3_think_zh_youxia",
        "<think>\n右下角朝右出界。顺时针转后朝下，还是出界；逆时针转后朝上，接到 (0, 1)。\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v69p_qwenplus_fullwidth_br",
        "右下角逆时针转。\nROTATE：（1，1）counterclockwise",
        (3, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v69p_small_smol135_echo_or_ccw",
        "ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
    ),
    _p(
        "v69p_small_smol360_repeat_turn_it",
        "turn it\nROTATE: (1, 0) counterclockwise\nturn it\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v69p_small_gemma270_cut_board_pipes",
        "The board has pipes. The board has pipes. The board has pip",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v69p_small_smol135_turns_around",
        "Rotation is when something turns around a point.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
    _p(
        "v69p_small_smol360_turn_no_colon",
        "turn (1, 1) clockwise\nROTATE (1, 1) clockwise",
        (3, CW),
        False,
        "small_half_label",
        "hard: the move said in a sentence and on a label line without its colon (strict: not the asked label)",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v69c_p_qwenmax_zongjie_same",
        "ROTATE: (0, 1) counterclockwise\n\n总结：把右上角逆时针转 90 度。",
        (1, CCW),
        False,
        "summary_agrees",
        "hard: the Chinese summary after the move says the same turn, 逆时针 (strict: not the last line)",
    ),
    _p(
        "v69c_p_qwenmax_zongjie_other",
        "ROTATE: (0, 1) counterclockwise\n\n总结：把右上角顺时针转 90 度。",
        U,
        False,
        "repeat_conflict",
        "the Chinese summary after the move says the other turn, 顺时针 (clockwise): conflicting",
    ),
    _p(
        "v69c_p_sonnet_revised_turn",
        "ROTATE: (0, 0) clockwise\n\nOn reflection, counterclockwise is the turn that connects it. Revised:\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: the correction names its new move; the last committed answer is read",
    ),
    _p(
        "v69c_p_sonnet_not_confident",
        "ROTATE: (0, 0) clockwise\n\nOn reflection, I don't think that turn connects anything, so please disregard it.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v69c_p_mistral_cut_clock",
        "Turning the bottom-right piece toward its neighbour.\n\nROTATE: (1, 1) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v69c_p_mistral_finished_clock",
        "Turning the bottom-right piece toward its neighbour.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
    _p(
        "v69c_p_llama4_invites_sequence",
        "ROTATE: (1, 0) clockwise\n\nFeel free to ask if you'd like the full sequence of moves to solve the puzzle.",
        (2, CW),
        False,
        "invitation",
        "hard: an invitation to ask more after one clear move; the move stands (strict: not the last line)",
    ),
    _p(
        "v69c_p_llama4_if_elbow",
        "If the bottom-left pipe is an elbow, ROTATE: (1, 0) clockwise; if it is a straight piece, turn (1, 1) instead.",
        U,
        False,
        "conditional",
        "the move hangs on a condition about the piece that the reply leaves open, with another move for the other case",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v69",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v69.py: counts, no reader
    print_counts(all_cases(), problems())

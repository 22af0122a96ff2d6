"""A fifty-fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording, by the lead's rulings and strict policy given in the round's brief
(``square N`` is the puzzle prompt's own form, so strict-right on the ROTATE line) and the
specification's shape variants and path check (the last G walked back to P).
``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_reading_v51``-``_v53`` and
their test files were read for the data format and the rulings as applied.

This round's emphasis is the everyday transcript of the rotation puzzle, recognition and
generation, as each family answers them most often (about a third Qwen, much of it in Chinese;
then GPT-4o, Claude, Gemini, Llama, Mistral, DeepSeek, Gemma, Phi and the small models): puzzle
squares named by ``(row, col)``, by ``square N`` or by position words in the reply's language,
turns as clockwise/counterclockwise, left/right, degrees or 顺时针/逆时针; shapes named plainly,
in Chinese or with a description; mazes in both encodings, in fences, with an explanation before
or after. The solve step stays the largest phase (the shared form check asks it), tied with the
puzzle. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from those phases' habits: a restatement of the
square or turn that agrees or not, two squares proposed with or without a pick, a shape with a
second shape "or maybe", a maze then a corrected maze or a second maze offered as an
alternative, a description of the maze after it that agrees or not.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
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
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
TOP_DOUBLE_BACK = "1,0 1,1 1,2 1,1 1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: back to P once on the top row and one step back up the right column, ending on G."""
TOP_BOUNCE_PAST = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3 4,2 4,1 4,0"
"""Valid up to G: one step back up at the top-right corner, down to G, then three steps west
along the bottom row (not scored)."""
LEFT_BOUNCE_PAST = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 4,3 3,3"
"""Valid up to the last G: the left route to G, up one and back to G, then up again (the last
step not scored)."""
LEFT_ROUND_PAST = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1 4,0 3,0"
"""Valid up to G: the left route to G, then four steps back the way it came (not scored)."""
TOP_ROUND_PAST = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 2,3 1,3 1,2"
"""Valid up to G: the top route to G, then four steps back the way it came (not scored)."""
THROUGH_44 = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,4 4,3"
"""Broken: the top route reaches G, steps into the wall (4,4) and back to G; the last G is
walked back through the wall."""
BOTTOM_WALL_32 = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 3,2 3,3 4,3"
"""Broken: the left route to G, then up and into the wall (3,2) before ending on G again."""

# == generated mazes (5x5) =================================================================
RING_BL4 = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 0 1
0 1 1 G 1
P 0 0 0 1"""
"""Valid: a 4x4 ring in the bottom-left, P at (4,0), G at (3,3)."""

RING_OUTER_TB = """\
0 0 0 0 G
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 P 0 0"""
"""Valid: the 5x5 outer ring, P in the middle of the bottom side, G in the top-right corner."""

RING_TR3 = """\
1 1 G 0 P
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P at (0,4), G at (0,2)."""

RING_BR4_G31 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 G 1 1 0
1 0 0 P 0"""
"""Valid: a 4x4 ring in the bottom-right, G at (3,1), P at (4,3)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 0 0 1 1
0 1 G 1 1
0 P 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (4,1), G at (3,2)."""

RING_BR4_G42 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 G 0 P"""
"""Valid: a 4x4 ring in the bottom-right, G at (4,2), P at (4,4) on the same side."""

NO_GOAL = """\
1 1 1 1 1
1 0 0 0 1
1 P 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring with a player and no goal."""

RECT_4X5 = """\
1 1 1 1 1
0 0 0 0 G
0 1 1 1 0
0 1 1 1 0
0 0 P 0 0"""
"""Broken: the open cells are the border of a 4-row, 5-column rectangle: not a square ring."""

GAP_C = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 1
1 0 1 1 0
1 P 0 0 G"""
"""Broken: a bottom-right 4x4 ring with (2,4) walled: the open cells are a C, not a ring."""

FOUR_ROWS = """\
0 0 0 0 1
0 1 1 0 1
0 1 1 G 1
P 0 0 0 1"""
"""Broken: the bottom-left ring without its top row of walls: 4x5, not the asked 5x5."""

TAIL = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 0 1
1 P 0 G 1
1 0 1 1 1"""
"""Broken: a centred 3x3 ring with an extra open cell (4,1) hanging below it."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v55s_qwenplus_zh_down_first",
        "P 的下方 (2, 0) 是 0，可以走；沿左列一直往下，再沿最后一行向右就到 G。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v55s_qwenturbo_zh_top_row",
        "第一行 (1, 1)、(1, 2)、(1, 3) 都是空的，先向右走一步。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v55s_qwenmax_zh_table",
        "| 方向 | 格子 | 状态 |\n|---|---|---|\n| 上 | (0, 0) | 墙 |\n| 下 | (2, 0) | 空 |\n| 右 | (1, 1) | 空 |\n\n选择向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v55s_qwen3_think_zh_down",
        "<think>\n玩家在 (1,0)。上面是墙，下面 (2,0) 空，右边 (1,1) 空。两条路一样长，我走下面。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v55s_qwen3_think_en_right",
        "<think>\nRow 1 is P 0 0 0 1, so right is open. Column 3 goes 0, 0, G below (1,3). Right it is.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v55s_qwen25_fullwidth_zh",
        "向右移动到 (1, 1)。\n\nMOVE：(1, 1)",
        (1, 1),
        None,
        "fullwidth",
        "hard: a full-width colon after the label and one clear cell (strict: not the asked form)",
    ),
    _s(
        "v55s_qwenplus_en_left_side",
        "The left column is open from (2, 0) to (4, 0), so I'll head down first.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v55s_gpt4o_right_corridor",
        "From (1, 0), moving right to (1, 1) starts along the open top corridor toward the right column.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v55s_gpt4o_bold_down",
        "**Reasoning:** (0, 0) above is a wall; (2, 0) below is empty.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v55s_claude_right",
        "There are two open neighbours. I'll go right, since the top row and right column reach G without any turns back.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v55s_claude_explain_after",
        "MOVE: (2, 0)\n\nThat's the first step down the left column; from (4, 0) the bottom row leads straight to G.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v55s_gemini_heading",
        "### Next step\nThe cell to the right of P is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v55s_gemini_fence",
        "I'll step down.\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
    ),
    _s(
        "v55s_llama_lower_label",
        "The player moves right into the empty cell.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "label_case",
    ),
    _s(
        "v55s_llama_direction_up",
        "I think the player should go up toward the top of the maze.\n\nMOVE: up",
        (0, 0),
        None,
        "direction_word",
        "hard: 'up' is the neighbouring cell above P, (0, 0), a wall; the reply names it clearly",
    ),
    _s(
        "v55s_mistral_no_space",
        "Down is free.\nMOVE:(2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: no space after the label; one clear cell (strict: not the asked form)",
    ),
    _s(
        "v55s_mistral_right",
        "Moving right keeps the player on the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v55s_deepseek_think_down",
        "<think>\nOkay, P at (1,0). Up (0,0) = 1, wall. Down (2,0) = 0. Right (1,1) = 0. Both work. Shortest to G (4,3) either way is 6. Choose down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v55s_deepseek_prose_right",
        "So the move is one cell to the right, which puts the player at (1, 1).",
        (1, 1),
        None,
        "prose_move",
        "hard: no MOVE line, but the prose names one move with one direction and its cell",
    ),
    _s(
        "v55s_gemma_brackets_right",
        "Right is open.\n\nMOVE: [1, 1]",
        (1, 1),
        None,
        "square_brackets",
        "hard: square brackets instead of parentheses; one clear cell (strict: not the asked form)",
    ),
    _s(
        "v55s_phi_period_down",
        "The best move is down.\n\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the round's ruling)",
    ),
    _s(
        "v55s_qwen25_zh_direction",
        "下方的格子是空的，往下走。\n\nMOVE: 向下",
        (2, 0),
        None,
        "direction_word",
        "hard: 向下 (down) is the neighbouring cell below P, (2, 0) (strict: not a cell)",
    ),
    _s(
        "v55s_small_echo",
        "End your reply with a line of the form MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v55s_small_repeat",
        "go right\nMOVE: (1, 1)\ngo right\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v55s_small_repeat_diff",
        "The player moves.\nMOVE: (1, 1)\nThe player moves.\nMOVE: (2, 0)\nThe player moves.\nMOVE: (0, 0)",
        U,
        None,
        "small_repeat_diff",
        "three different moves in a row with no pick between them",
    ),
    _s(
        "v55s_small_cut",
        "To move the player, we look at the cells next to the",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move is named",
        finish_reason=L,
    ),
    _s(
        "v55s_small_no_answer",
        "A maze is a puzzle with walls and paths. The player must find the goal.",
        U,
        None,
        "small_no_answer",
        "a general remark about mazes and no move",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v55c_s_qwenmax_restate_same",
        "MOVE: (1, 1)\n\n也就是向右走一格，到 (1, 1)。",
        (1, 1),
        None,
        "repeat_same",
        "hard: a restatement after the move that names the same cell (strict: not the last line)",
    ),
    _s(
        "v55c_s_qwenmax_restate_other",
        "MOVE: (1, 1)\n\n也就是向下走一格，到 (2, 0)。",
        U,
        None,
        "repeat_conflict",
        "the restatement after the move names another cell (down, (2, 0)); the two conflict",
    ),
    _s(
        "v55c_s_gpt4o_two_options",
        "Both (2, 0) and (1, 1) are open and equally short, so either works as the next move.",
        U,
        None,
        "two_options",
        "two moves offered as equal with no pick",
    ),
    _s(
        "v55c_s_gpt4o_pick",
        "Both (2, 0) and (1, 1) are open and equally short. I'll go with (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: two candidates and an explicit pick; the MOVE line agrees",
    ),
    _s(
        "v55c_s_llama_correction",
        "MOVE: (0, 0)\n\nWait — (0, 0) is a wall. (2, 0) instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction naming its new cell; the last committed move stands",
    ),
    _s(
        "v55c_s_llama_withdrawn",
        "MOVE: (2, 0)\n\nHmm, scratch that, I'm not sure that's open.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _s(
        "v55c_s_claude_verified",
        "MOVE: (1, 1)\n\nChecking: row 1 reads P 0 0 0 1, so (1, 1) is empty. The move is legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v55c_s_claude_doubt",
        "MOVE: (1, 1)\n\nI should double-check whether (1, 1) is really empty; I may be misreading row 1.",
        U,
        None,
        "second_thought",
        "a doubt after the move about whether it is legal, left open",
    ),
    _s(
        "v55c_s_deepseek_cut",
        "<think>\nDown is open. Right is open. I'll go down.\n</think>\n\nMOVE: (2",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the MOVE line",
        finish_reason=L,
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v55o_qwenplus_zh_left",
        "沿第 0 列向下走到 (4, 0)，再沿第 4 行向右走到 G。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v55o_qwenturbo_zh_bounce",
        "先沿第一行向右，到 (2, 3) 时退回 (1, 3) 看了一下，再往下到 G，之后又沿底行往左写了几格。\n\nPATH: "
        + path_text(TOP_BOUNCE_PAST),
        S,
        True,
        "chinese_reasoning",
        "hard: one step back at the corner, then G; the three cells after G are not scored",
    ),
    _o(
        "v55o_qwen3_think_round",
        "<think>\n左列向下，底行向右到 G (4,3)。然后我顺手把回去的路也写上了。\n</think>\n\nPATH: "
        + path_text(LEFT_ROUND_PAST),
        S,
        True,
        "think_block",
        "hard: the left route to G, then four cells back the way it came (not scored)",
    ),
    _o(
        "v55o_qwenmax_double_back",
        "**路径**：第一行来回走了一次，再沿右列向下，中间退了一步，最后到 G。\n\nPATH: "
        + path_text(TOP_DOUBLE_BACK),
        S,
        True,
        "markdown_heavy",
        "hard: every step is to a neighbouring open cell and the path ends on G; the back "
        "steps are legal",
    ),
    _o(
        "v55o_qwen25_through_44",
        "Along the top row, down the right column to G, then I checked (4, 4) and came back.\n\nPATH: "
        + path_text(THROUGH_44),
        F,
        False,
        "asked_format",
        "hard: the path ends on G after stepping into the wall (4, 4); walked back from the last "
        "G it crosses a wall",
    ),
    _o(
        "v55o_gpt4o_top",
        "Move right three times along row 1, then down three times along column 3.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v55o_gpt4o_round_top",
        "Here's the route to G (and back up the right column, which you can ignore).\n\nPATH: "
        + path_text(TOP_ROUND_PAST),
        S,
        True,
        "asked_format",
        "hard: the top route to G, then four cells back (not scored)",
    ),
    _o(
        "v55o_claude_left_bounce",
        "The left column and bottom row reach G; I then noted the cell above G as well.\n\nPATH: "
        + path_text(LEFT_BOUNCE_PAST),
        S,
        True,
        "asked_format",
        "hard: G, one step up, G again, then up once more; up to the last G every step is legal",
    ),
    _o(
        "v55o_gemini_wall_32",
        "Down the left side to G, then a short loop through the middle.\n\nPATH: "
        + path_text(BOTTOM_WALL_32),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v55o_llama_arrows",
        "Path: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells and 'Path:' in mixed case; one clear valid route",
    ),
    _o(
        "v55o_mistral_no_spaces",
        "Here is the path.\n\nPATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)",
        S,
        False,
        "spacing",
    ),
    _o(
        "v55o_deepseek_explain_after",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nSix moves: three right along row 1, then three down column 3.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v55o_small_echo",
        "PATH: (row, col) (row, col) ...\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)",
        F,
        False,
        "small_echo",
        "hard: the echoed format line holds no cells; the path stops at (1, 3), short of G",
    ),
    _o(
        "v55o_small_half_label",
        "path\n" + path_text(LEFT_COL),
        S,
        False,
        "small_half_label",
        "hard: a bare 'path' line and one clear valid route under it (strict: no PATH: line)",
    ),
    _o(
        "v55o_small_repeat_diff",
        "PATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (1, 1) (1, 2)\nPATH: (1, 0) (2, 0) (3, 0)",
        U,
        False,
        "small_repeat_diff",
        "different partial paths repeated with no pick between them",
    ),
    _o(
        "v55o_small_cut",
        "The path is\nPATH: (1, 0) (1, 1) (1, 2) (1,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v55c_o_qwenplus_restate_same",
        "PATH: " + path_text(LEFT_COL) + "\n\n即：向下三步，再向右三步。",
        S,
        False,
        "repeat_same",
        "hard: the summary after the path (down three, right three) is the same route (strict: "
        "not the last line)",
    ),
    _o(
        "v55c_o_qwenplus_restate_other",
        "PATH: " + path_text(LEFT_COL) + "\n\n即：向右三步，再向下三步。",
        U,
        False,
        "repeat_conflict",
        "the summary after the path (right three, down three) is the other route; the two conflict",
    ),
    _o(
        "v55c_o_claude_offer_more",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nWant me to show the other route along the left side too?",
        S,
        False,
        "question_back",
        "hard: the path is given; the question after it only offers more (strict: not the last "
        "line)",
    ),
    _o(
        "v55c_o_claude_ask_instead",
        "Before I give the path: should I count rows from 0 or from 1 in the answer?",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v55c_o_llama_condition_met",
        "If diagonal moves are not allowed — and the prompt says they aren't — this is the path:\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "conditional",
        "hard: the condition is settled by the prompt in the reply itself; one valid path",
    ),
    _o(
        "v55c_o_gemini_cut",
        "Right along the top, then down.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a square ring) =========================
RECOGNIZE = [
    _r(
        "v55r_qwenplus_zh_square_name",
        "空格沿外圈排成一个闭合的框，四条边一样长。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: 正方形 is the Chinese name of the square (strict: not an English name)",
    ),
    _r(
        "v55r_qwenturbo_zh_en_name",
        "空格围成一圈，中间是 2x2 的墙，是正方形。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v55r_qwenmax_zh_cross",
        "空格在中间交叉，像一个十字。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the Chinese name of the cross; the reply names it plainly",
    ),
    _r(
        "v55r_qwenmax_zh_spiral",
        "从 P 出发沿着空格一圈圈向里绕，像螺旋。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
    ),
    _r(
        "v55r_qwen3_think_zh",
        "<think>\n空格：第 1 行 (1,0)-(1,3)，第 4 行 (4,0)-(4,3)，第 0 列和第 3 列。四边都有，闭合。正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v55r_qwen3_think_en_triangle",
        "<think>\nHmm, the open cells along the top and left, and the bottom... maybe it tapers? I'll say triangle.\n</think>\n\nSHAPE: triangle",
        "triangle",
        False,
        "think_block",
    ),
    _r(
        "v55r_qwen25_description",
        "The open cells run around a 2x2 block of walls, forming the outline of a square.\n\nSHAPE: hollow square",
        "square",
        True,
        "described_name",
        "hard: 'hollow square' is an English name of the square ring",
    ),
    _r(
        "v55r_qwenplus_period",
        "The empty cells make a closed four-sided loop.\n\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the round's ruling)",
    ),
    _r(
        "v55r_gpt4o_plain",
        "The empty cells trace the perimeter of a 4x4 region in the lower left, enclosing walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v55r_gpt4o_bold",
        "**Shape:** a square outline.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v55r_claude_ring",
        "All the empty cells lie on the border of a 4x4 square and connect in a closed loop, so they form a square ring.\n\nSHAPE: square ring",
        "square",
        True,
        "described_name",
        "hard: 'square ring' is an English name of the square",
    ),
    _r(
        "v55r_claude_explain_after",
        "SHAPE: square\n\nThe open cells form the four sides of a 4x4 block with walls inside.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v55r_gemini_c",
        "The open cells wrap around three sides and leave an opening, like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v55r_gemini_fence",
        "The empty cells form a closed square loop.\n\n```\nSHAPE: square\n```",
        "square",
        False,
        "fenced_answer",
    ),
    _r(
        "v55r_llama_lower",
        "It's a square made of the empty cells.\n\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v55r_llama_z",
        "The path zigzags from the top to the bottom, like a Z.\n\nSHAPE: Z",
        "Z",
        False,
        "asked_format",
    ),
    _r(
        "v55r_mistral_own_line",
        "A closed loop with equal sides.\n\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the label alone on a line and the name on the next; one clear name (strict: the "
        "label line carries no name)",
    ),
    _r(
        "v55r_deepseek_think_square",
        "<think>\nCount the open cells: 4 on top, 4 on the bottom, 2 on each side. Border of a 4x4. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v55r_gemma_two_spaces",
        "It is a square loop.\n\nSHAPE:  square",
        "square",
        False,
        "spacing",
        "hard: two spaces after the label; one clear name (strict: a format miss)",
    ),
    _r(
        "v55r_phi_words_after",
        "The open cells form a loop.\n\nSHAPE: square (hollow)",
        "square",
        False,
        "words_after_value",
        "hard: words after the name on the label line; the name is square (strict: a format miss)",
    ),
    _r(
        "v55r_small_echo",
        "SHAPE: <name>\nSHAPE: circle",
        "none",
        False,
        "small_echo",
        "hard: the echoed format line names nothing; 'circle' is not one of the shapes",
    ),
    _r(
        "v55r_small_repeat",
        "square\nSHAPE: square\nsquare\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v55r_small_repeat_diff",
        "SHAPE: cross\nSHAPE: square\nSHAPE: cross",
        U,
        False,
        "small_repeat_diff",
        "two different shapes repeated in turn with no pick between them",
    ),
    _r(
        "v55r_small_cut",
        "The shape of the empty cells is",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
    _r(
        "v55r_small_no_answer",
        "The empty cells are 0. The walls are 1. P is the player.",
        U,
        False,
        "small_no_answer",
        "the legend restated and no shape",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v55c_r_qwenplus_restate_same",
        "SHAPE: square\n\n总结：空格组成一个正方形。",
        "square",
        False,
        "repeat_same",
        "hard: the summary after the answer names the same shape (strict: not the last line)",
    ),
    _r(
        "v55c_r_qwenplus_restate_other",
        "SHAPE: square\n\n总结：空格组成一个十字形。",
        U,
        False,
        "repeat_conflict",
        "the summary after the answer names another shape (十字, a cross); the two conflict",
    ),
    _r(
        "v55c_r_llama_or_maybe",
        "SHAPE: square, or maybe a C",
        U,
        False,
        "or_maybe",
        "a second shape offered with 'or maybe' and no pick between them",
    ),
    _r(
        "v55c_r_llama_not_c",
        "It is not a C, because column 3 closes the right side.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: another shape named and ruled out in words; one SHAPE line",
    ),
    _r(
        "v55c_r_gpt4o_correction",
        "SHAPE: C\n\nCorrection — the right side is open from (1, 3) to (4, 3), so it closes: square instead.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction naming its new shape; the last committed answer stands",
    ),
    _r(
        "v55c_r_gpt4o_withdrawn",
        "SHAPE: square\n\nOn reflection I can't say that with confidence; please disregard the answer above.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new one is given",
    ),
    _r(
        "v55c_r_gemini_two_options",
        "The empty cells could be read as a square or as a spiral, depending on where you start.",
        U,
        False,
        "two_options",
        "two shapes offered as readings with no pick",
    ),
    _r(
        "v55c_r_gemini_caveat",
        "SHAPE: square\n\nNote that it's the outline of a square, not a filled square.",
        "square",
        False,
        "caveat",
        "hard: a caveat after the answer that refines it and names no other shape (strict: not "
        "the last line)",
    ),
    _r(
        "v55c_r_qwen3_cut",
        "<think>\n四条边都是空格。\n</think>\n\nSHAPE: 正方",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape's name (正方 is the start of 正方形)",
        finish_reason=L,
    ),
]

# == generate: a new 5x5 maze whose open cells form a square (matrix unless said) ==========
GENERATE = [
    _g(
        "v55g_qwenplus_zh_bl4",
        "新迷宫：左下方 4x4 的正方形环，P 在 (4, 0)，G 在 (3, 3)。\n\nMAZE:\n" + RING_BL4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v55g_qwenturbo_zh_outer",
        "用最外面一圈作为正方形环，中间 3x3 都是墙。\n\nMAZE:\n" + RING_OUTER_TB,
        S,
        True,
        "chinese_reasoning",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v55g_qwenmax_zh_fence",
        "右上角放一个 3x3 的小正方形环：\n\nMAZE:\n```\n" + RING_TR3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around one valid ring; a person reads the maze (strict: the fence lines "
        "are not the asked format)",
    ),
    _g(
        "v55g_qwenmax_zh_coord",
        "新迷宫（坐标列表格式），右下方 4x4 的环：\n\nMAZE:\n" + coord_list(RING_BR4_G31),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v55g_qwen3_think_zh_rect",
        "<think>\n把环拉宽一点，从第 1 行到第 4 行，占满五列。P 在底边中间，G 在右上。\n</think>\n\nMAZE:\n"
        + RECT_4X5,
        F,
        False,
        "think_block",
        "hard: the open cells are a 4-row, 5-column rectangle's border, not a square ring",
    ),
    _g(
        "v55g_qwen3_think_en_bl3",
        "<think>\nA 3x3 ring in the bottom-left: rows 2-4, columns 0-2, centre (3,1) a wall. P at (4,1), G at (3,2).\n</think>\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v55g_qwen25_coord_no_goal",
        "MAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v55g_qwenplus_en_explain_after",
        "MAZE:\n"
        + RING_BR4_G42
        + "\n\nThe open cells form a 4x4 square ring in the bottom-right; G sits two cells left of P.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v55g_gpt4o_bl4",
        "Here's a new 5x5 maze with a square ring of open cells in the bottom-left corner:\n\nMAZE:\n"
        + RING_BL4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v55g_gpt4o_coord_tr3",
        "MAZE:\n" + coord_list(RING_TR3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v55g_claude_br4",
        "I'll shift the ring to the bottom-right and put P and G on different sides.\n\nMAZE:\n"
        + RING_BR4_G31,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v55g_claude_gap",
        "A square ring in the bottom-right with the player at the bottom-left corner of the ring.\n\nMAZE:\n"
        + GAP_C,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v55g_gemini_fence_tail",
        "```\nMAZE:\n" + TAIL + "\n```",
        F,
        False,
        "fenced_answer",
    ),
    _g(
        "v55g_gemini_outer",
        "The outer border of the grid forms the square this time.\n\nMAZE:\n" + RING_OUTER_TB,
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring that fits",
    ),
    _g(
        "v55g_llama_four_rows",
        "MAZE:\n" + FOUR_ROWS,
        F,
        False,
        "asked_format",
        "hard: four rows of five, not the asked 5x5",
    ),
    _g(
        "v55g_llama_copy",
        "Here's a new maze with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _g(
        "v55g_mistral_bl3",
        "MAZE:\n" + RING_BL3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v55g_deepseek_think_tr3",
        "<think>\nTop-right 3x3: rows 0-2, columns 2-4, centre (1,3) wall. P (0,4), G (0,2).\n</think>\n\nMAZE:\n"
        + RING_TR3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v55g_gemma_lower",
        "maze:\n" + RING_BR4_G42,
        S,
        False,
        "label_case",
    ),
    _g(
        "v55g_phi_coord_gap",
        "New maze in the same list format:\n\nMAZE:\n" + coord_list(GAP_C),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v55g_small_echo",
        "Now create a new maze.\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_echo",
        "hard: an echo of the instruction, then the original maze copied: an identical copy",
    ),
    _g(
        "v55g_small_repeat",
        "MAZE:\n" + RING_BL3 + "\nMAZE:\n" + RING_BL3,
        S,
        True,
        "small_repeat",
        "hard: the same maze twice; the two agree",
    ),
    _g(
        "v55g_small_repeat_diff",
        "MAZE:\n" + RING_BL4 + "\nMAZE:\n" + NO_GOAL,
        U,
        False,
        "small_repeat_diff",
        "two different mazes one after the other with no pick between them",
    ),
    _g(
        "v55g_small_cut",
        "MAZE:\n1 1 1 1 1\n0 0 0 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the second row of the maze",
        finish_reason=L,
    ),
    _g(
        "v55g_small_half_label",
        "MAZE\n" + RING_TR3,
        S,
        False,
        "small_half_label",
        "hard: the label has no colon but one clear maze follows it (strict: not the asked form)",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v55c_g_qwenmax_corrected",
        "MAZE:\n" + NO_GOAL + "\n\n抱歉，上面的迷宫没有 G。改正如下：\n\nMAZE:\n" + RING_BR4_G31,
        S,
        True,
        "correction",
        "hard: a maze, then a correction naming a new maze; the corrected one stands",
    ),
    _g(
        "v55c_g_qwenmax_alternative",
        "MAZE:\n" + RING_BR4_G31 + "\n\n或者也可以用这个：\n\nMAZE:\n" + RING_BL3,
        U,
        False,
        "two_options",
        "a second maze offered as an alternative with no pick",
    ),
    _g(
        "v55c_g_gpt4o_describe_same",
        "MAZE:\n"
        + RING_BL4
        + "\n\nThe open cells form a 4x4 square ring in the bottom-left, with P at (4, 0) and G at (3, 3).",
        S,
        False,
        "description_agrees",
        "hard: a description of the maze after it that agrees with it (strict: text after the "
        "maze)",
    ),
    _g(
        "v55c_g_gpt4o_describe_other",
        "MAZE:\n"
        + RING_BL4
        + "\n\nThe open cells form a 3x3 square ring in the top-right, with P at (0, 4) and G at (0, 2).",
        U,
        False,
        "description_conflict",
        "the description after the maze describes another maze (a 3x3 ring in the top-right); "
        "the two conflict",
    ),
    _g(
        "v55c_g_claude_pick_second",
        "Option 1 would be the outer border; option 2 a small ring in the bottom-left. I'll go with option 2.\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "rejected_alternative",
        "hard: two options described and an explicit pick; one maze follows",
    ),
    _g(
        "v55c_g_llama_condition_open",
        "If the ring may be smaller than the original, here's one:\n\nMAZE:\n" + RING_TR3,
        U,
        False,
        "conditional",
        "the maze is offered under a condition the reply leaves open",
    ),
    _g(
        "v55c_g_mistral_checked",
        "MAZE:\n"
        + RING_BR4_G42
        + "\n\nCheck: 5x5, one P, one G, the open cells are a closed ring and G is reachable.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: text after the maze)",
    ),
    _g(
        "v55c_g_mistral_unsure",
        "MAZE:\n"
        + RING_BR4_G42
        + "\n\nI'm not sure the ring shape is kept here — it may need another look before it counts.",
        U,
        False,
        "second_thought",
        "a doubt after the maze about whether it keeps the shape, left open",
    ),
    _g(
        "v55c_g_gemma_cut",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 0\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v55p_qwenplus_zh_cw_word",
        "右下角的管道开口朝右，指向棋盘外，需要转一下。\n\nROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_value",
        "hard: 顺时针 is clockwise in Chinese (strict: not the prompt's word)",
    ),
    _p(
        "v55p_qwenplus_zh_ccw_word",
        "左上角 (0, 0) 开口朝上，出界了；逆时针转一次。\n\nROTATE: (0, 0) 逆时针",
        (0, CCW),
        False,
        "chinese_value",
        "hard: 逆时针 is counterclockwise in Chinese (strict: not the prompt's word)",
    ),
    _p(
        "v55p_qwenturbo_zh_plain",
        "(1, 0) 的开口朝下，顺时针转一次后朝左……不对，逆时针转一次后朝右，连上 (1, 1)。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v55p_qwenturbo_zh_square_n",
        "需要转动 2 号方块（左下角）。\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), and the prompt allows it on the "
        "ROTATE line",
    ),
    _p(
        "v55p_qwenmax_zh_position_words",
        "应该把右上角的方块逆时针旋转 90 度，这样它的开口朝左，正好接上左上角。",
        (1, CCW),
        False,
        "position_words",
        "hard: 右上角 (top-right) is square 1 and 逆时针 90 度 one counterclockwise turn; no "
        "ROTATE line (strict)",
    ),
    _p(
        "v55p_qwenmax_md",
        "**分析**\n- (0, 0)：已连通\n- (0, 1)：开口朝上，出界\n- (1, 0)、(1, 1)：已连通\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v55p_qwen3_think_zh",
        "<think>\n(1,1) 是直管，竖着放，上面接 (0,1)，下面出界。转 90 度变成横的，左边接 (1,0)。顺时针和逆时针都一样，选顺时针。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v55p_qwen3_think_en_square_n",
        "<think>\nSquare 3 points right, off the board. Counterclockwise: right -> up, meets square 1. Good.\n</think>\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
        "hard: 'square 3' is the prompt's own form on the ROTATE line, (1, 1)",
    ),
    _p(
        "v55p_qwen25_fullwidth",
        "转动左上角。\n\nROTATE：（0，0）clockwise",
        (0, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the "
        "asked form)",
    ),
    _p(
        "v55p_qwen25_degrees",
        "The top-right piece needs a 90-degree turn.\n\nROTATE: (0, 1) 90 degrees clockwise",
        (1, CW),
        False,
        "degrees",
        "hard: 90 degrees clockwise is one clockwise turn; the degrees are words the ROTATE "
        "line's form does not hold (strict)",
    ),
    _p(
        "v55p_gpt4o_plain",
        "The bottom-left piece's opening points off the left edge. One clockwise turn points it up, toward (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v55p_gpt4o_period",
        "Rotating the top-left piece fixes the open end.\n\nROTATE: (0, 0) counterclockwise.",
        (0, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the round's ruling)",
    ),
    _p(
        "v55p_claude_plain",
        "Only the piece at (1, 1) has an end pointing off the board. Turning it counterclockwise brings that end up to meet (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v55p_claude_explain_after",
        "ROTATE: (0, 1) counterclockwise\n\nThis points the top-right piece's open end left, into (0, 0).",
        (1, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v55p_gemini_left",
        "Turn the top-left square to the left once.\n\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "left_right",
        "hard: a turn to the left is counterclockwise; one clear move (strict: not the prompt's "
        "word)",
    ),
    _p(
        "v55p_gemini_bold",
        "**Move:** the bottom-right square, one turn clockwise.\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v55p_llama_right",
        "I'll rotate the bottom-left square right.\n\nROTATE: (1, 0) right",
        (2, CW),
        False,
        "left_right",
        "hard: a turn to the right is clockwise; one clear move (strict: not the prompt's word)",
    ),
    _p(
        "v55p_llama_fence",
        "Top-right piece, one turn.\n\n```\nROTATE: (0, 1) clockwise\n```",
        (1, CW),
        False,
        "fenced_answer",
    ),
    _p(
        "v55p_mistral_square_n_prose",
        "Square 1 should be turned counterclockwise.",
        (1, CCW),
        False,
        "square_number",
        "hard: 'square 1' in prose with one direction; no ROTATE line (strict)",
    ),
    _p(
        "v55p_mistral_anticlockwise",
        "The bottom-right square points down, off the board.\n\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "vocabulary",
    ),
    _p(
        "v55p_deepseek_think",
        "<think>\nSquare (0,0) is an elbow up-right. Up is off the board. Clockwise: right-down. That connects to (0,1) and (1,0). Good.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v55p_gemma_lower",
        "The top-right square faces the wrong way.\n\nrotate: (0, 1) clockwise",
        (1, CW),
        False,
        "label_case",
    ),
    _p(
        "v55p_phi_no_comma",
        "Turn the bottom-left piece.\n\nROTATE: (1 0) counterclockwise",
        (2, CCW),
        False,
        "missing_comma",
        "hard: the comma is missing but the two numbers name one square, (1, 0) (strict: a "
        "format miss)",
    ),
    _p(
        "v55p_small_echo",
        "ROTATE: (row, col) clockwise\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
        "hard: the echoed format line names no square; the last line is one clear move",
    ),
    _p(
        "v55p_small_repeat_diff",
        "ROTATE: (1, 1) clockwise\nROTATE: (1, 1) counterclockwise\nROTATE: (1, 1) clockwise\nROTATE: (1, 1) counterclockwise",
        U,
        False,
        "small_repeat_diff",
        "both directions for one square repeated in turn with no pick between them",
    ),
    _p(
        "v55p_small_cut",
        "ROTATE: (0, 1) counterclo",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v55p_small_no_answer",
        "The board has pipes. The pipes must connect.",
        U,
        False,
        "small_no_answer",
        "a remark about the board and no move",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v55c_p_qwenplus_restate_same",
        "ROTATE: (1, 0) clockwise\n\n也就是把左下角顺时针转 90 度。",
        (2, CW),
        False,
        "repeat_same",
        "hard: the restatement after the move (bottom-left, 顺时针 90 度) agrees (strict: not "
        "the last line)",
    ),
    _p(
        "v55c_p_qwenplus_restate_other",
        "ROTATE: (1, 0) clockwise\n\n也就是把左下角逆时针转 90 度。",
        U,
        False,
        "repeat_conflict",
        "the restatement after the move turns the other way (逆时针, counterclockwise); the two "
        "conflict",
    ),
    _p(
        "v55c_p_gpt4o_two_squares_pick",
        "Either square 1 or square 3 could close the open end; square 3 also straightens the bottom row, so I'll go with square 3.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "rejected_alternative",
        "hard: two squares proposed and an explicit pick; the ROTATE line agrees",
    ),
    _p(
        "v55c_p_gpt4o_two_squares",
        "Either square 1 or square 3 could close the open end with one clockwise turn.",
        U,
        False,
        "two_options",
        "two squares proposed with no pick",
    ),
    _p(
        "v55c_p_llama_correction",
        "ROTATE: (0, 1) clockwise\n\nActually, counterclockwise — clockwise would point it off the board.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "correction",
        "hard: a correction naming its new direction; the last committed move stands",
    ),
    _p(
        "v55c_p_llama_withdrawn",
        "ROTATE: (0, 1) clockwise\n\nActually, never mind that move — I need to look at the board again.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v55c_p_claude_offer_more",
        "ROTATE: (1, 1) clockwise\n\nShall I walk through the remaining moves after this one?",
        (3, CW),
        False,
        "question_back",
        "hard: the move is given; the question after it only offers more (strict: not the last "
        "line)",
    ),
    _p(
        "v55c_p_claude_condition_open",
        "If the bottom-right piece is a straight pipe, rotate (1, 1) clockwise; if it's an elbow, rotate (1, 0) instead.",
        U,
        False,
        "conditional",
        "two moves under a condition about the board the reply leaves open",
    ),
    _p(
        "v55c_p_qwen3_cut",
        "<think>\n(0,0) 开口朝上，出界，顺时针转一次。\n</think>\n\nROTATE: (0, 0) clockw",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v55",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v55.py: counts, no reader
    print_counts(all_cases(), problems())

"""A sixty-first, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round:
the last committed answer is read and a correction naming its new answer stands; a summary or
restatement naming another answer is a conflict, one that agrees keeps the answer; a doubt left
open, a condition left open, a question handed back, a withdrawal without a new answer and a
cut-off are unreadable; a direction word is the neighbouring cell; Chinese registry names
(正方形, 十字, 螺旋, 三角形) are read; a ring of any side k >= 3 is a square; cells after the
last G are not scored. Strict reads the reply's last line in the asked form only: a full stop
right after the answer and markdown bold around the line, its label or its value stay in
format (a heading line above it changes nothing); full-width punctuation, two spaces, a missing
space or comma in a cell, a lower-case label, words after the value, a Chinese value, a turn
written ``left``/``right`` and anything after the answer line are misses; ``square N`` is in
format in the puzzle (the intro allows it). ``corpus_form``, ``blind_set_form``,
``blind_set_mazes``, ``corpus_mazes``, ``corpus_reading``'s ``Reply``, ``corpus_reading_v57``-
``_v59`` and their test files were read for the data format and the rulings as applied.

This round's emphasis is the everyday transcript with Qwen first, the specification's own model
family: about half the replies are Qwen2.5 (qwen-turbo/plus/max), Qwen3 (thinking mode with
``<think>`` and non-thinking) and QwQ answering the five prompts as a real study collects them,
many in Chinese or mixing Chinese and English (full-width punctuation, Chinese direction and
position words, 总结/答案/最终答案 headings); the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM,
Baichuan, Llama and the small models (SmolLM2-135M, Gemma 3 270M base: prompt echoes, repeats,
half-formed labels, cut-offs). Not a hunt for hard cases: mostly what a transcript holds most
often. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from everyday habits: a 总结 or restatement after
the answer that agrees or names another, a hedge (可能/也许/不确定) settled or left open, a
如果…的话 condition settled or open, 不对/改成 with or without a new answer, a question back
answered or not, a pick between 方案 or none, a cut-off and its finished twin.

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
TOP_TWO_BACKS = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top route with two steps back up column 3, every step legal, ending on G."""
LEFT_BACK_TWICE = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3"
"""Valid: the left-and-bottom route with a step back up to P and one back west on row 4."""
PAST_TWO_UP = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G: the left-and-bottom route with a step back up the left column, then two
cells on up column 3 past G (not scored)."""
PAST_AFTER_BACK = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G: the left-and-bottom route with a step back up to P, then two cells on up
column 3 past G (not scored)."""
JUMP_BACK_40 = "1,0 1,1 1,0 2,0 3,0 4,0 4,2 4,3"
"""Broken: a step right and back, then (4,0) to (4,2) jumps over (4,1)."""
WALL_32 = "1,0 1,1 1,2 1,3 2,3 3,3 3,2 3,3 4,3"
"""Broken: the top route steps from (3,3) into the wall (3,2) and back."""
DIAG_31 = "1,0 2,0 3,1 4,2 4,3"
"""Broken: two diagonal steps, (2,0) to the wall (3,1) and on to (4,2)."""

# == generated mazes (5x5) =================================================================
RING_TL3 = """\
0 0 0 1 1
P 1 G 1 1
0 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P in the middle of its left side (1,0), G in the
middle of its right side (1,2)."""

RING_MID3 = """\
1 1 1 1 1
1 0 0 P 1
1 0 1 0 1
1 0 G 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at its top-right corner (1,3), G in the middle of its
bottom side (3,2)."""

RING_BL4_MOVED = """\
1 1 1 1 1
0 0 G 0 1
0 1 1 0 1
P 1 1 0 1
0 0 0 0 1"""
"""Valid: the original's 4x4 ring with P moved to (3,0) on its left side and G to (1,2) on its
top side: same shape, same size, not an identical copy."""

RING_BR4 = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 0
1 0 G 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P on its top side at (1,2), G below it on its bottom
side at (4,2)."""

RING_5_OFFSET = """\
0 P 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 G 0"""
"""Valid: the 5x5 outer ring, P on the top row at (0,1), G on the bottom row at (4,3)."""

RING_MR3 = """\
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 G 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right edge, rows 1-3, P at its top-left corner (1,2), G in the
middle of its bottom side (3,3)."""

RECT_3X4 = """\
1 1 1 1 1
P 0 0 0 1
0 1 1 0 1
0 0 0 G 1
1 1 1 1 1"""
"""Broken: the border of a 3x4 rectangle (rows 1-3, columns 0-3): not a square."""

MR3_NO_GOAL = """\
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1"""
"""Broken: the right-edge 3x3 ring with no goal."""

PLUS_MID_P = """\
1 1 0 1 1
1 1 0 1 1
0 0 P 0 0
1 1 0 1 1
1 1 G 1 1"""
"""Broken: a plus sign, P at its centre, G at the foot of its stem."""

TL3_FOUR_COLS = """\
0 0 0 1
P 1 G 1
0 0 0 1
1 1 1 1
1 1 1 1"""
"""Broken: the top-left 3x3 ring written four cells wide: 5x4, not the asked 5x5."""

BL4_TOP_GAP = """\
1 1 1 1 1
0 1 G 0 1
0 1 1 0 1
P 1 1 0 1
0 0 0 0 1"""
"""Broken: the original's ring with P at (3,0) and G at (1,2), and (1,1) walled: the open
cells are a C, G still reachable the long way."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v61s_qwenturbo_zh_left_col",
        "P 在 (1, 0)，上面是墙，下面 (2, 0) 是空格。沿左边一列往下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v61s_qwenplus_top_row_open",
        "The top row from P is open all the way to column 3, so I'll start along it.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v61s_qwenmax_heading_down",
        "P 的下方是空格，可以向下移动。\n\n**最终答案**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "heading_answer",
        "hard: a 最终答案 heading above the move line changes nothing, for strict too (the ruling)",
    ),
    _s(
        "v61s_qwen3_think_zh_right",
        "<think>\n好的，先看迷宫。P 在第 1 行第 0 列。右边 (1, 1) 是 0，下边 (2, 0) 也是 0。两条路都能到 G，"
        "选右边，沿第 1 行走到 (1, 3) 再往下。\n</think>\n\n向右走一步。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v61s_qwen3_nothink_down",
        "The cell directly below the player, (2, 0), is empty, and the left column leads to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v61s_qwq_think_long",
        "<think>\nLet me figure out where P is. Row 1: P 0 0 0 1, so P is at (1, 0). Up is (0, 0), a wall. "
        "Left would be outside the grid. Right is (1, 1) = 0. Down is (2, 0) = 0. Wait, let me double-check "
        "row 2: 0 1 1 0 1, yes (2, 0) is 0. Both are fine. Which one is shorter? Down: (2,0),(3,0),(4,0),"
        "(4,1),(4,2),(4,3) is six moves. Right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3) is also six. Same. "
        "I'll go down.\n</think>\n\nBoth routes take six moves; I'll go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v61s_qwen25_fullwidth_down",
        "下方是空格，向下移动一格。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v61s_qwenturbo_period_right",
        "右边是通的。\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v61s_qwenplus_bold_line",
        "往下走，去最下面一行。\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_bold",
        "hard: bold around the move line is how the line renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v61s_qwenmax_zh_direction",
        "右边 (1, 1) 是空的，所以向右。\n\nMOVE: 向右",
        (1, 1),
        None,
        "direction_word_zh",
        "hard: 向右 (to the right) names the neighbouring cell (1, 1), which the reply also names (strict: no cell)",
    ),
    _s(
        "v61s_qwen25_then_reason",
        "MOVE: (2, 0)\n\n原因：(2, 0) 是空格，而且沿这一列可以走到底部。",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v61s_qwen3_bold_value",
        "Moving right along row 1.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_bold",
        "hard: bold around the cell is how it renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v61s_qwenplus_mixed_down",
        "下一步 go down，(2, 0) 是 empty 的。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v61s_deepseekv3_right_first",
        "To reach G at (4, 3), I can go along the top row and then down column 3. First step:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v61s_deepseekr1_think_down",
        "<think>\nOkay, the player is at (1,0). Moving up hits the wall at (0,0). (2,0) is open. (1,1) is open. "
        "Going down the left edge, then right along the bottom, reaches the goal. So down.\n</think>\n\n"
        "I'll move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v61s_glm4_no_space",
        "玩家向下移动。\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _s(
        "v61s_glm4_zh_right",
        "根据迷宫，玩家右侧的格子是空的，向右移动。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v61s_yi_right_plain",
        "The player can step right onto (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v61s_yi_lower_label",
        "Go down.\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: a lower-case label around one clear cell (strict: not the asked label)",
    ),
    _s(
        "v61s_internlm_down_word",
        "The only open cells next to P are below and to the right. Going below.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v61s_internlm_boxed_then_label",
        "The next cell is $\\boxed{(1, 1)}$.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v61s_baichuan_zh_down",
        "我会向下走到 (2, 0)。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v61s_llama_right_row",
        "P is on row 1 and the cells to its right are open up to column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v61s_llama_then_note",
        "MOVE: (2, 0)\n\nThis puts the player on the left column, which leads straight to the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v61s_small_smol135_echo",
        "You are solving a maze one move at a time.\nMOVE: (row, col)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v61s_small_gemma270_repeat",
        "MOVE: (2, 0)\n\nMOVE: (2, 0)\n\nMOVE: (2, 0)\n\nMOVE: (2, 0)\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v61s_small_smol135_half",
        "the player go down\nMOVE: (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: one clear direction, down, and its cell with the closing bracket missing (strict: not the asked form)",
    ),
    _s(
        "v61s_small_gemma270_cut",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n1 1 1 1 1\nP 0 0",
        U,
        None,
        "small_cut",
        "cut off by max_tokens while echoing the maze, before any move",
        finish_reason=L,
    ),
    _s(
        "v61s_small_smol135_no_answer",
        "Maze is a game. In the maze you walk to the goal. The goal is G.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v61c_s_qwenplus_summary_same",
        "MOVE: (2, 0)\n\n总结：向下走一步，到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the 总结 after the move names the same cell, down to (2, 0) (strict: not the last line)",
    ),
    _s(
        "v61c_s_qwenplus_summary_other",
        "MOVE: (2, 0)\n\n总结：向右走一步，到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "the 总结 after the move names a different cell, (1, 1): conflicting",
    ),
    _s(
        "v61c_s_qwen3_hedge_settled",
        "MOVE: (1, 1)\n\n也许向下也可以？不过向右这条路一样短，(1, 1) 是空格，就选 (1, 1)。",
        (1, 1),
        None,
        "verification_after",
        "hard: the hedge after the move is settled in the reply, on the same cell (strict: not the last line)",
    ),
    _s(
        "v61c_s_qwen3_hedge_open",
        "MOVE: (1, 1)\n\n不过也许向下走更好，我不确定。",
        U,
        None,
        "second_thought",
        "a doubt after the move (也许…我不确定), left unsettled",
    ),
    _s(
        "v61c_s_qwenturbo_if_settled",
        "如果 (2, 0) 是空格的话就向下走。看第 2 行：0 1 1 0 1，(2, 0) 是 0，是空格。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the 如果…的话 condition is checked and settled in the reply itself",
    ),
    _s(
        "v61c_s_qwenturbo_if_open",
        "如果右边那条路能走通的话就向右，否则向下。\n\nMOVE: (1, 1)",
        U,
        None,
        "conditional",
        "the move hangs on a 如果…的话 condition the reply leaves open, with another move offered otherwise",
    ),
    _s(
        "v61c_s_glm4_corrected",
        "MOVE: (0, 0)\n不对，上面 (0, 0) 是墙，不能走。改成向下：\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对…改成 names its new move, (2, 0); the last committed answer is read",
    ),
    _s(
        "v61c_s_glm4_withdrawn",
        "MOVE: (1, 1)\n不对，我要再看一下迷宫。",
        U,
        None,
        "withdrawn",
        "不对 withdraws the move and no new one is given",
    ),
    _s(
        "v61c_s_qwenmax_asks",
        "请问坐标是从 0 开始数的吗？如果是的话，P 在 (1, 0)。你能确认一下吗？",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v61c_s_deepseekv3_cut",
        "向下走，沿左边一列到底部。\n\nMOVE: (2",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v61c_s_deepseekv3_finished",
        "向下走，沿左边一列到底部再向右。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v61o_qwenturbo_zh_top",
        "先沿第 1 行向右走到 (1, 3)，再沿第 3 列向下走到 G (4, 3)。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v61o_qwenplus_two_backs",
        "Along row 1, then down column 3, stepping back up twice on the way.\n\nPATH: "
        + path_text(TOP_TWO_BACKS),
        S,
        True,
        "asked_format",
        "hard: two steps back up column 3, every step legal, ending on G",
    ),
    _o(
        "v61o_qwenmax_heading_down",
        "路线：左边一列向下，然后最下面一行向右。\n\n**最终答案**\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "heading_answer",
        "hard: a 最终答案 heading above the path line changes nothing, for strict too (the ruling)",
    ),
    _o(
        "v61o_qwen3_think_two_backs",
        "<think>\n从 (1,0) 向下到 (2,0)，退回 (1,0)，再向下到 (4,0)；向右到 (4,1) 时又退回 (4,0) 一次，然后向右到 (4,3)。每一步都合法。\n</think>\n\nPATH: "
        + path_text(LEFT_BACK_TWICE),
        S,
        True,
        "think_block",
        "hard: a step back up to P and one back west on row 4, every step legal, ending on G",
    ),
    _o(
        "v61o_qwq_think_past_up",
        "<think>\nStart (1,0). Down to (3,0), one step back to (2,0), down to (4,0), right to (4,3), that's G. "
        "Hmm, then I kept going up column 3 to (3,3) and (2,3). The check stops at G anyway.\n</think>\n\nPATH: "
        + path_text(PAST_TWO_UP),
        S,
        True,
        "think_block",
        "hard: valid to G; the two cells after it are not scored (the specification's check)",
    ),
    _o(
        "v61o_qwen25_into_wall",
        "沿第 1 行向右，再沿第 3 列向下，中间到 (3, 2) 看了一下又回来。\n\nPATH: "
        + path_text(WALL_32),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v61o_qwenturbo_fullwidth",
        "路径如下：\nPATH：（1，0） （2，0） （3，0） （4，0） （4，1） （4，2） （4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas around a valid route (strict: not the prompt's form)",
    ),
    _o(
        "v61o_qwenplus_zh_arrows",
        "沿顶行再沿右列：\nPATH: " + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of a valid route (strict: the cells are separated by spaces)",
    ),
    _o(
        "v61o_qwen3_nothink_commas",
        "Left column then bottom row:\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas; the route is plain (strict: the cells are separated by spaces)",
    ),
    _o(
        "v61o_qwenmax_past_after_back",
        "Down and back up to the start, then the left column and the bottom row to G, and two more cells up.\n\nPATH: "
        + path_text(PAST_AFTER_BACK),
        S,
        True,
        "asked_format",
        "hard: valid to G; the two cells after it are not scored (the specification's check)",
    ),
    _o(
        "v61o_qwen25_jump",
        "先向右一步再回来，然后向下到底，再向右。\n\nPATH: " + path_text(JUMP_BACK_40),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v61o_deepseekv3_down",
        "The left column and the bottom row are both open.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v61o_deepseekr1_think_diag",
        "<think>\nDown to (2,0), then cut diagonally through (3,1) to (4,2), then right to G.\n</think>\n\n"
        "PATH: " + path_text(DIAG_31),
        F,
        False,
        "think_block",
    ),
    _o(
        "v61o_glm4_then_steps",
        "PATH: " + path_text(RIGHT_COL) + "\n\n共 6 步。",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v61o_yi_back_period",
        "Down with a step back, then along the bottom with another.\n\nPATH: "
        + path_text(LEFT_BACK_TWICE)
        + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v61o_internlm_top",
        "Path found by following the open cells along the top and right.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v61o_baichuan_fenced",
        "路径：\n```\nPATH: " + path_text(DOWN) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fence around a valid path; a person reads it (strict: fenced)",
    ),
    _o(
        "v61o_llama_lower_backs",
        "path: " + path_text(TOP_TWO_BACKS),
        S,
        False,
        "label_case",
        "hard: a lower-case label before a valid route (strict: not the asked label)",
    ),
    _o(
        "v61o_small_smol135_echo",
        "Find a path from the player P to the goal G.\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_echo",
    ),
    _o(
        "v61o_small_gemma270_repeat",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v61o_small_gemma270_cut",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v61o_small_smol135_no_path",
        "The path is the way from P to G. The path is important.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v61c_o_qwenplus_summary_same",
        "PATH: " + path_text(DOWN) + "\n\n总结：先沿左边一列向下，再沿最下面一行向右。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v61c_o_qwenplus_summary_other",
        "PATH: " + path_text(DOWN) + "\n\n总结：先沿第 1 行向右，再沿第 3 列向下。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the path describes the other route: conflicting",
    ),
    _o(
        "v61c_o_qwen3_pick_two",
        "方案一："
        + path_text(WALL_32)
        + "\n方案二："
        + path_text(RIGHT_COL)
        + "\n方案一走进了墙 (3, 2)，我选方案二。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two 方案, the first rejected in words, an explicit pick of the second, which is on the PATH line",
    ),
    _o(
        "v61c_o_qwen3_two_no_pick",
        "方案一：\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\n方案二：\nPATH: "
        + path_text(DIAG_31)
        + "\n\n两个都可以。",
        U,
        False,
        "two_options",
        "two PATH lines offered as 方案, one valid and one not, with no pick (两个都可以)",
    ),
    _o(
        "v61c_o_deepseekr1_cut",
        "<think>\nDown the left column, then along row 4.\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v61c_o_deepseekr1_finished",
        "<think>\nDown the left column, then along row 4 to G.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
    _o(
        "v61c_o_qwenturbo_asks_answers",
        "路径要包含 P 所在的格子吗？题目说 every cell from P's cell，所以要包含。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "question_back",
        "hard: the question is answered by the reply itself from the prompt's wording, and the path follows",
    ),
    _o(
        "v61c_o_qwenturbo_withdrawn",
        "PATH: " + path_text(RIGHT_COL) + "\n\n不对，这条路好像有问题，我需要重新检查一下。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the path and no new one is given",
    ),
]

# == recognize: the true shape is square =====================================================
RECOGNIZE = [
    _r(
        "v61r_qwenturbo_zh_value",
        "空格沿着四条边围成一个闭合的框，中间是墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: 正方形 is the square in Chinese, a registry name; read (strict: not the asked English name)",
    ),
    _r(
        "v61r_qwenplus_zh_border",
        "所有空格（包括 P 和 G）构成一个 4x4 方框的边：第 1 行、第 4 行、第 0 列和第 3 列。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v61r_qwenmax_bold_label",
        "The empty cells trace the four sides of a 4x4 block.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_bold",
        "hard: a bold label before the right name is how the line renders; strict tolerates it (the ruling)",
    ),
    _r(
        "v61r_qwen3_think_zh",
        "<think>\n空格：(1,0)-(1,3)，(2,0),(3,0)，(2,3),(3,3)，(4,0)-(4,3)。四条边连起来，是一个方框。\n</think>\n\n"
        "空格形成一个正方形的边框。\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v61r_qwq_think_long",
        "<think>\nList the zeros. Row 1: columns 0 to 3 (P at 0). Row 2: columns 0 and 3. Row 3: columns 0 and 3. "
        "Row 4: columns 0 to 3 (G at 3). So the top side is row 1, the bottom side row 4, the left side column 0, "
        "the right side column 3. Each side has four cells. Wait, is it a square or a rectangle? Rows 1-4 is four "
        "rows, columns 0-3 is four columns. Square.\n</think>\n\nThe open cells are the border of a 4x4 square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v61r_qwen25_zh_cross",
        "中间有交叉的通道。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the cross in Chinese, a registry name; read, and wrong",
    ),
    _r(
        "v61r_qwenturbo_period",
        "四边都是空格。\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v61r_qwenplus_zh_spiral",
        "路径从外向里绕，像螺旋一样。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese, a registry name; read, and wrong",
    ),
    _r(
        "v61r_qwen3_nothink_after",
        "SHAPE: square\n\nThe empty cells run along all four sides of a 4x4 area, with walls in the middle.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v61r_qwenmax_fullwidth",
        "空格围成一圈。\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after the label before the right name (strict: not the prompt's form)",
    ),
    _r(
        "v61r_qwen25_c",
        "The open cells curve around like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v61r_deepseekv3_square",
        "The empty cells form a closed loop around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v61r_deepseekr1_think",
        "<think>\nThe zeros go around the edge of rows 1-4, columns 0-3. Closed loop, equal sides.\n</think>\n\n"
        "The empty cells outline a square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v61r_glm4_triangle",
        "空格连成三条边。\n\nSHAPE: triangle",
        "triangle",
        False,
        "chinese_reasoning",
    ),
    _r(
        "v61r_yi_mixed_square",
        "空格形成一个 square outline，四个角都连通。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v61r_internlm_outline",
        "The open cells make the outline of a square with side length 4.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v61r_baichuan_then_summary",
        "SHAPE: square\n\n总结：空格组成正方形的四条边。",
        "square",
        False,
        "summary_agrees",
        "hard: the 总结 after the name agrees with it (strict: not the last line)",
    ),
    _r(
        "v61r_llama_none",
        "The empty cells do not seem to form any standard geometric shape.\n\nSHAPE: none",
        "none",
        False,
        "asked_format",
    ),
    _r(
        "v61r_small_smol135_echo",
        "What geometric shape do the empty cells form together? Name the shape.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v61r_small_gemma270_repeat",
        "SHAPE: C\nSHAPE: C\nSHAPE: C\nSHAPE: C",
        "C",
        False,
        "small_repeat",
    ),
    _r(
        "v61r_small_gemma270_cut",
        "The empty cells form a\nSHAPE: sq",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v61r_small_smol135_no_answer",
        "A maze has walls and empty cells. Walls are 1. Empty cells are 0.",
        U,
        False,
        "small_no_answer",
        "no shape named",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v61c_r_qwen3_hedge_settled",
        "SHAPE: square\n\n可能是 C？不是，四个角都连着，没有缺口，确定是正方形。",
        "square",
        False,
        "verification_after",
        "hard: the hedge after the name is settled in the reply on the same shape (strict: not the last line)",
    ),
    _r(
        "v61c_r_qwen3_hedge_open",
        "SHAPE: square\n\n不过也可能是 C 形，我不太确定。",
        U,
        False,
        "second_thought",
        "a doubt after the name (也可能…我不确定), left unsettled",
    ),
    _r(
        "v61c_r_qwenplus_if_settled",
        "如果右边一列也是通的话，就是正方形。第 3 列 (1,3) 到 (4,3) 都是空格，所以是。\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the 如果…的话 condition is checked and settled in the reply itself",
    ),
    _r(
        "v61c_r_qwenplus_if_open",
        "如果四个角都连通的话就是正方形，否则是 C。\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the name hangs on a 如果…的话 condition the reply leaves open, with another shape offered otherwise",
    ),
    _r(
        "v61c_r_yi_corrected",
        "SHAPE: C\n不对，右边一列也是空的，是闭合的。改成：\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: 不对…改成 names its new shape; the last committed answer is read",
    ),
    _r(
        "v61c_r_yi_withdrawn",
        "SHAPE: square\n不对，我再仔细看看。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the name and no new one is given",
    ),
    _r(
        "v61c_r_qwenmax_cut",
        "空格组成一个闭合的方框，四条边都是通路。\n\nSHAPE: squa",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v61c_r_qwenmax_finished",
        "空格组成一个闭合的方框，四条边都是通路，四个角相连。\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v61g_qwenturbo_zh_tl3",
        "新迷宫：左上角 3x3 的方形环，P 在左边中间 (1, 0)，G 在右边中间 (1, 2)。\n\nMAZE:\n"
        + RING_TL3,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v61g_qwenplus_zh_coord_mid",
        "中间 3x3 的环，用同样的坐标列表格式：\n\nMAZE:\n" + coord_list(RING_MID3),
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
        encoding="coord_list",
    ),
    _g(
        "v61g_qwenmax_heading",
        "右下角放一个 4x4 的方形环。\n\n**最终答案**\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "heading_answer",
        "hard: a 最终答案 heading above the maze changes nothing, for strict too (the ruling)",
    ),
    _g(
        "v61g_qwen3_think_outer",
        "<think>\n用整个 5x5 的外圈，里面全是墙。P 放在上边 (0, 1)，G 放在下边 (4, 3)。\n</think>\n\nMAZE:\n"
        + RING_5_OFFSET,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring that fits, so a square",
    ),
    _g(
        "v61g_qwq_think_moved",
        "<think>\nSame 4x4 ring as the original, but the maze must not be an identical copy. I could just move P and "
        "G: put P on the left side at (3,0) and G on the top side at (1,2). Then it is different and "
        "G is reachable both ways round.\n</think>\n\nMAZE:\n" + RING_BL4_MOVED,
        S,
        True,
        "think_block",
        "hard: the original's ring with P and G moved is the same shape and not an identical copy",
    ),
    _g(
        "v61g_qwen25_rect",
        "一个方形环，P 在左上，G 在右下：\n\nMAZE:\n" + RECT_3X4,
        F,
        False,
        "chinese_reasoning",
        "hard: the ring is 3 rows by 4 columns, a rectangle, not a square",
    ),
    _g(
        "v61g_qwenturbo_no_goal",
        "右边一个小方环：\n\nMAZE:\n" + MR3_NO_GOAL,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v61g_qwenplus_fenced_mr3",
        "右边中间的 3x3 方环：\nMAZE:\n```\n" + RING_MR3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v61g_qwen3_coord_plus",
        "MAZE:\n" + coord_list(PLUS_MID_P),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v61g_qwenmax_zh_after",
        "MAZE:\n" + RING_MID3 + "\n\n这是中间的 3x3 方形环，P 在右上角，G 在下边中间。",
        S,
        False,
        "answer_then_explanation",
        "hard: a description after the maze that agrees with it (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v61g_deepseekv3_mid3",
        "A smaller square ring in the centre of the grid:\n\nMAZE:\n" + RING_MID3,
        S,
        True,
        "asked_format",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v61g_deepseekr1_think_outer",
        "<think>\nThe whole outer border as the ring. P on the top row, second cell; G on the bottom row, fourth cell.\n</think>\n\nMAZE:\n"
        + RING_5_OFFSET,
        S,
        True,
        "think_block",
    ),
    _g(
        "v61g_glm4_plus",
        "新迷宫的空格组成相同的形状：\n\nMAZE:\n" + PLUS_MID_P,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v61g_yi_four_cols",
        "A 3x3 ring in the top-left corner:\n\nMAZE:\n" + TL3_FOUR_COLS,
        F,
        False,
        "asked_format",
        "hard: four cells per row, not the asked 5x5",
    ),
    _g(
        "v61g_internlm_coord_br4",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v61g_baichuan_top_gap",
        "还是原来的环，P 和 G 换个位置：\n\nMAZE:\n" + BL4_TOP_GAP,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v61g_llama_original",
        "Here is a new maze whose empty cells form the same square shape:\n\nMAZE:\n"
        + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is an identical copy, which the prompt forbids",
    ),
    _g(
        "v61g_small_smol135_echo",
        "Now create a new maze of the same size.\nMAZE:\nP 0 G",
        F,
        False,
        "small_echo",
    ),
    _g(
        "v61g_small_gemma270_repeat",
        "MAZE:\n1 1 1\n1 P 1\nMAZE:\n1 1 1\n1 P 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v61g_small_gemma270_cut",
        "MAZE:\n1 1 1 1 1\n1 0 P 0 1\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v61g_small_smol135_no_answer",
        "A maze is a puzzle. The new maze has the same shape.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v61c_g_qwenplus_summary_same",
        "MAZE:\n" + RING_TL3 + "\n\n总结：左上角 3x3 的方形环，P 在 (1, 0)，G 在 (1, 2)。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the maze describes it as it is (strict: something after the maze)",
    ),
    _g(
        "v61c_g_qwenplus_summary_other",
        "MAZE:\n" + RING_TL3 + "\n\n总结：右下角 3x3 的方形环，P 在 (2, 2)，G 在 (4, 4)。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the maze describes a different maze: conflicting",
    ),
    _g(
        "v61c_g_qwen3_pick_second",
        "方案一：\nMAZE:\n"
        + RECT_3X4
        + "\n\n方案一是长方形，不对。我选方案二：\n\nMAZE:\n"
        + RING_MR3,
        S,
        True,
        "rejected_alternative",
        "hard: the first 方案 is rejected in words and the second, the last maze, is picked explicitly",
    ),
    _g(
        "v61c_g_qwen3_two_no_pick",
        "方案一：\nMAZE:\n"
        + RING_MID3
        + "\n\n方案二：\nMAZE:\n"
        + RECT_3X4
        + "\n\n两个都符合要求。",
        U,
        False,
        "two_options",
        "two mazes offered as 方案, a ring and a rectangle, with no pick (两个都符合要求)",
    ),
    _g(
        "v61c_g_glm4_cut",
        "右边换成 3x3 的方环。\n\nMAZE:\n1 1 1 1 1\n1 1 P 0 0\n1 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v61c_g_glm4_finished",
        "右边中间换成 3x3 的方环，P 在左上角。\n\nMAZE:\n" + RING_MR3,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
    _g(
        "v61c_g_qwenturbo_asks",
        "新迷宫的 P 和 G 要放在和原来一样的位置吗？还是可以随便放？请告诉我。",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) ========================
PUZZLE = [
    _p(
        "v61p_qwenturbo_zh_tr",
        "右上角的管子开口朝上，指向棋盘外面，顺时针转一次就朝右……不对，朝右也在外面。逆时针转一次开口朝左，"
        "正好接到左上角。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v61p_qwenplus_zh_turn_word",
        "左下角需要转一下。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: 顺时针 is clockwise in Chinese; one clear move (strict: not the asked word)",
    ),
    _p(
        "v61p_qwenmax_square_two",
        "The bottom-left piece opens to the left, off the board.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows",
    ),
    _p(
        "v61p_qwen3_think_br",
        "<think>\n右下角 (1,1) 开口朝下，出界了。顺时针转一次朝左，接到 (1,0)。\n</think>\n\n转右下角。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v61p_qwq_think_tl",
        "<think>\nThe top-left square has an elbow reaching top and left, both off the board. Turning clockwise "
        "once: top goes to right, left goes to top. Still one end off. Twice would fix it but I only get one move "
        "now. Counterclockwise once: top goes to left, left goes to bottom. Still off on the left. Hmm, clockwise "
        "first, then again next turn.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v61p_qwen25_fullwidth",
        "右上角逆时针转。\nROTATE：（0，1）counterclockwise",
        (1, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v61p_qwenturbo_period",
        "转左下角。\nROTATE: (1, 0) counterclockwise.",
        (2, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v61p_qwenplus_bold_line",
        "右下角顺时针转一次。\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "markdown_bold",
        "hard: bold around the move line is how the line renders; strict tolerates it (the ruling)",
    ),
    _p(
        "v61p_qwen3_nothink_left",
        "The top-left piece needs a quarter turn.\n\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "direction_word",
        "hard: a bare side on the turn line reads as a turn, left = counterclockwise (the ruling); strict: format miss",
    ),
    _p(
        "v61p_qwenmax_heading",
        "左下角的开口应该朝右。\n\n最终答案：\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "heading_answer",
        "hard: a 最终答案 heading above the move line changes nothing, for strict too (the ruling)",
    ),
    _p(
        "v61p_qwen25_then_reason",
        "ROTATE: (0, 1) clockwise\n\n这样右上角就能和右下角连起来。",
        (1, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v61p_deepseekv3_tr",
        "The top-right pipe should point down to connect with the bottom-right one.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v61p_deepseekr1_think_bl",
        "<think>\nBottom-left opens down, off the board. Counterclockwise turns a bottom opening to the right, "
        "toward (1,1).\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v61p_glm4_zh_ccw",
        "右下角逆时针旋转。\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
        "hard: 逆时针 is counterclockwise in Chinese; one clear move (strict: not the asked word)",
    ),
    _p(
        "v61p_yi_anticlockwise",
        "Turn the top-left piece anticlockwise.\nROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "vocabulary",
        "hard: anticlockwise is counterclockwise (strict: not the asked word)",
    ),
    _p(
        "v61p_internlm_bl",
        "The bottom-left piece should connect upward to the top-left one.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v61p_baichuan_lower",
        "转右上角。\nrotate: (0, 1) counterclockwise",
        (1, CCW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v61p_llama_right_side",
        "Rotate the bottom-right piece.\nROTATE: (1, 1) right",
        (3, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line reads as a turn, right = clockwise (the ruling); strict: format miss",
    ),
    _p(
        "v61p_small_smol135_echo",
        "You are solving a rotation puzzle.\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_echo",
    ),
    _p(
        "v61p_small_gemma270_repeat",
        "ROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v61p_small_gemma270_cut",
        "The board is 2x2. The top left square is\nROTATE: (0, 0) counter",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v61p_small_smol135_no_answer",
        "A pipe is a tube. The puzzle has pipes and squares.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v61c_p_qwenplus_summary_same",
        "ROTATE: (0, 1) clockwise\n\n总结：把右上角顺时针转 90 度。",
        (1, CW),
        False,
        "summary_agrees",
        "hard: the 总结 after the move names the same square and turn (strict: not the last line)",
    ),
    _p(
        "v61c_p_qwenplus_summary_other",
        "ROTATE: (0, 1) clockwise\n\n总结：把右上角逆时针转 90 度。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the move names the other turn, counterclockwise: conflicting",
    ),
    _p(
        "v61c_p_qwen3_corrected",
        "ROTATE: (1, 0) clockwise\n不对，顺时针会让开口朝外。改成：\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "correction",
        "hard: 不对…改成 names its new move; the last committed answer is read",
    ),
    _p(
        "v61c_p_qwen3_withdrawn",
        "ROTATE: (1, 0) clockwise\n不对……让我再想想。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the move and no new one is given",
    ),
    _p(
        "v61c_p_qwenturbo_checked",
        "ROTATE: (1, 1) counterclockwise\n\n检查：转完以后开口朝上，正好接到右上角。没问题。",
        (3, CCW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v61c_p_qwenturbo_if_open",
        "如果左下角的开口朝下的话，就顺时针转它；否则转右下角。\n\nROTATE: (1, 0) clockwise",
        U,
        False,
        "conditional",
        "the move hangs on a 如果…的话 condition the reply leaves open, with another move offered otherwise",
    ),
    _p(
        "v61c_p_deepseekv3_cut",
        "右下角需要转。\n\nROTATE: (1, 1) clockw",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v61c_p_deepseekv3_finished",
        "右下角需要转一次。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v61",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v61.py: counts, no reader
    print_counts(all_cases(), problems())

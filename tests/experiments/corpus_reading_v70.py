"""A seventieth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands; a summary or
restatement naming another answer is a conflict, one that agrees keeps the answer; an answer
under a condition the reply leaves open, a doubt left unsettled, a question handed back, a
withdrawal with no new answer and a cut-off are unreadable; a direction word means the
neighbouring cell; a Chinese registry name is read; a full stop right after the answer and
markdown bold around the answer line or its label stay in format for strict; two spaces after
the label, a full-width colon, words after the value and a label on its own line are format
misses; ``square N`` is in format in the puzzle; a bare side on the turn line is the turn, left
counterclockwise and right clockwise, and a strict format miss) and the specification's shape
variants (a square ring of any side k >= 3) and path check (cells after the last G are not
scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading``'s ``Reply``, ``corpus_reading_v66``/``_v67``/``_v68`` and their test files
were read for the data format and the rulings as applied; the earlier sets' replies were
searched only to keep this set's mazes, routes and replies new.

This round's emphasis is the everyday transcript with Qwen first, the specification's own
family: about half the replies are Qwen2.5 (qwen-turbo/plus/max and the open Qwen2.5), Qwen3
(thinking mode with ``<think>`` and non-thinking) and QwQ, many in Chinese or mixing Chinese
and English (full-width punctuation, Chinese direction and position words, 答案/最终答案
headings, a Chinese shape or turn word on the label line); the rest DeepSeek-V3/R1, GLM-4, Yi,
InternLM, Baichuan, Llama and the small models (SmolLM2-135M/360M, Gemma 3 270M base: prompt
echoes, repeats, a half-formed label, cut-offs, no answer). It is not a hunt for hard cases:
mostly plain compliant answers with a line or two of reasoning. The chosen quarter (the
``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear
look-alikes from everyday habits: a 总结 after the answer that agrees or names another answer,
a hedge 可能/也许/不确定 settled or left open, a 如果…的话 condition settled or open, 不对 with
改成 and a new answer or a bare withdrawal, two 方案 with a pick or none, a question answered or
handed back, a cut-off and its finished twin.

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
STUTTER_DOWN = "1,0 2,0 3,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down column 0 with a step back up twice on the way, then the bottom row to G."""
PEEK_RIGHT_DOWN = "1,0 1,1 1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: a step right and back, down column 0 with one step back, then the bottom row with
one step back."""
PAST_WEST_TWO = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3 4,2 4,1"
"""Valid up to G: down column 0, along the bottom row with one step back, then two cells back
west (not scored)."""
PAST_UP_AND_BACK = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3 3,3 2,3 3,3"
"""Valid up to G: the top route with one step back, then up column 3 two cells and one down
again (not scored)."""
INTO_22_EARLY = "1,0 1,1 1,2 2,2 1,2 1,3 2,3 1,3 2,3 3,3 4,3"
"""Broken: a step down into the wall (2,2) and back, then the top route with a step back."""
INTO_14_EARLY = "1,0 1,1 1,2 1,3 1,4 1,3 2,3 3,3 2,3 3,3 2,3 3,3 4,3"
"""Broken: along row 1 into the wall (1,4) and back, then down column 3 with two steps back."""
UP_THROUGH_COL1 = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 3,1 2,1 1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: right and back, down to the bottom row, then up column 1 through the walls (3,1)
and (2,1), and the top route to G."""

# == generated mazes (5x5) =================================================================
RING_LEFT4_LOW = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 P 1
0 1 1 0 1
0 G 0 0 1"""
"""Valid: a 4x4 ring in the bottom-left, P on its right side (2,3), G on its bottom side
(4,1)."""

RING_OUTER_EAST = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 P
0 1 1 1 0
0 G 0 0 0"""
"""Valid: the 5x5 outer ring, P on its right side (2,4), G on its bottom side (4,1)."""

RING_RIGHT4_LOW = """\
1 1 1 1 1
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 0 G 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P at its top-right corner (1,4), G on its bottom side
(4,2)."""

RING_TR3_WEST = """\
1 1 0 0 0
1 1 G 1 0
1 1 0 P 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G on its left side (1,2), P on its bottom side
(2,3)."""

RING_MID_RIGHT3 = """\
1 1 1 1 1
1 1 0 0 0
1 1 0 1 G
1 1 0 P 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right edge, rows 1-3, P on its bottom side (3,3), G on its right
side (2,4)."""

RING_BOTTOM3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 P 1
1 0 1 0 1
1 0 G 0 1"""
"""Valid: a 3x3 ring on the bottom edge, columns 1-3, P at its top-right corner (2,3), G on its
bottom side (4,2)."""

RING_OUTER_TOP = """\
0 0 0 P 0
0 1 1 1 0
0 1 1 1 0
G 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P on its top side (0,3), G on its left side (3,0)."""

NO_GOAL = """\
1 1 1 1 1
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 0 0 0 0"""
"""Broken: the bottom-right 4x4 ring without a goal."""

INNER_OPEN = """\
1 1 1 1 1
1 0 0 0 P
1 0 0 1 0
1 0 1 1 0
1 0 G 0 0"""
"""Broken: the bottom-right 4x4 ring with the inner cell (2,2) open: not a ring."""

GAP_RING = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 P 1
1 1 1 0 1
1 0 G 0 1"""
"""Broken: the bottom-edge 3x3 ring with (3,1) walled: its open cells no longer close."""

FOUR_COLS = """\
1 0 0 0
1 G 1 0
1 0 P 0
1 1 1 1
1 1 1 1"""
"""Broken: the top-right 3x3 ring in five rows of four cells, not 5x5."""

LETTER_X = """\
0 0 0 0 0
0 1 1 1 0
0 1 X 1 P
0 1 1 1 0
0 G 0 0 0"""
"""Broken: the outer ring with an ``X`` in the middle cell."""

TWO_PLAYERS = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 P 1
0 1 1 0 1
P G 0 0 1"""
"""Broken: the bottom-left 4x4 ring with a second player at (4,0)."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v70s_qwenturbo_zh_xia",
        "P 在 (1, 0)，上面 (0, 0) 是墙，下面 (2, 0) 是空的。往下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v70s_qwenturbo_row_one",
        "Row 1 is open from column 1 to column 3, so I move right first.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v70s_qwenplus_zh_daan",
        "右边的格子 (1, 1) 是 0，可以走，顺着第 1 行往右就能到右边那一列。\n\n答案：\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v70s_qwenplus_fullwidth_xia",
        "向下一格。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v70s_qwenplus_zh_mixed",
        "先往 down 走，left column 一直通到底。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v70s_qwenmax_zuizhong_bold",
        "### 分析\n- 上：(0, 0) 墙\n- 下：(2, 0) 空\n- 右：(1, 1) 空\n\n**最终答案**\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the move line under a 最终答案 heading; strict tolerates it (the ruling)",
    ),
    _s(
        "v70s_qwenmax_period",
        "Down leads straight to the bottom row.\n\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v70s_qwen3_think_zh_you",
        "<think>\n我在 (1, 0)。看四个方向：上 (0,0) 是 1；左边出界；下 (2,0) 是 0；右 (1,1) 是 0。两条路都能到 G，走右边。\n</think>\n\n向右走一格。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v70s_qwen3_think_draft",
        "<think>\nMaybe MOVE: (1, 1)? Right works, but down then along row 4 is the same length. Go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: a move drafted inside the thinking is not the answer; the final line after it is",
    ),
    _s(
        "v70s_qwen3_nothink_plain",
        "Moving down the first column.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v70s_qwq_think_long",
        "<think>\n好的，先看迷宫。第 0 行全是墙。第 1 行：P 0 0 0 1，所以右边 (1,1) 可以走。第 2 行：0 1 1 0 1，(2,0) 也可以走。G 在 (4,3)。往下走：(2,0)->(3,0)->(4,0)->(4,1)->(4,2)->(4,3)，六步。往右：(1,1)->(1,2)->(1,3)->(2,3)->(3,3)->(4,3)，也是六步。一样长，选向下吧。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v70s_qwen25_label_case",
        "The cell to the right is empty.\nMove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label in mixed case before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v70s_qwen25_zh_word",
        "往下。\n\nMOVE: 向下",
        (2, 0),
        None,
        "direction_word",
        "hard: the Chinese direction word 向下 names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v70s_qwen25_rejected",
        "I could go right to (1, 1), but I'll take the left column down instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
    ),
    _s(
        "v70s_deepseekv3_headings",
        "**Current position:** (1, 0)\n**Open neighbours:** (2, 0), (1, 1)\n\nI'll head right along the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v70s_deepseekv3_bold_value",
        "Going down.\n\nMOVE: **(2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the cell on the move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v70s_deepseekr1_think",
        "<think>\nOkay, P is at row 1, column 0. Up is a wall. Down (2,0) is 0. Right (1,1) is 0. Either reaches G. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v70s_deepseekr1_then_why",
        "MOVE: (2, 0)\n\nThe left column is open down to row 4, and row 4 leads east to G.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v70s_glm4_zh_you",
        "从 P 出发，右边是空格，可以沿第一行走到最右边的通道。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v70s_glm4_two_spaces",
        "向下走。\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v70s_yi_plain_down",
        "The player can move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v70s_yi_words_after",
        "MOVE: (1, 1) — one step to the right",
        (1, 1),
        None,
        "words_after",
        "hard: words after the cell on the label line are a format miss; they agree with the cell",
    ),
    _s(
        "v70s_internlm_own_line",
        "下一步：\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v70s_baichuan_zh_period",
        "向右走一步。\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v70s_llama33_check_after",
        "MOVE: (1, 1)\n\nCheck: row 1, column 1 is a 0 in the grid, so the move is legal.",
        (1, 1),
        None,
        "verification_after",
    ),
    _s(
        "v70s_llama31_corridor",
        "I'll move right into the open corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v70s_small_smol135_echo",
        "Answer with the cell you move to next.\nMOVE: (row, col)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line echoed with its placeholder, then one cell",
    ),
    _s(
        "v70s_small_smol360_repeat",
        "MOVE: (1, 1)\nThe player moves right.\nMOVE: (1, 1)\nThe player moves right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v70s_small_gemma270_cut",
        "The maze has walls. The maze has walls. The maze has walls. The maze has wa",
        U,
        None,
        "small_cut",
        "cut off by max_tokens in a repeated sentence, before any move",
        finish_reason=L,
    ),
    _s(
        "v70s_small_smol135_no_move",
        "The player P is in the maze. The goal G is in the maze. The player wants to reach the goal.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
    _s(
        "v70s_small_gemma270_half",
        "player go down down\nMOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: a half-formed label line, but one cell and one direction that agree (strict: not the asked form)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v70c_s_qwenplus_zongjie_same",
        "往下走，左边一列是通的。\n\nMOVE: (2, 0)\n\n总结：这一步向下，到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the 总结 after the move names the same cell (strict: the move line is not last)",
    ),
    _s(
        "v70c_s_qwenplus_zongjie_other",
        "往下走，左边一列是通的。\n\nMOVE: (2, 0)\n\n总结：这一步向右，到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "the 总结 after the move names another cell, (1, 1): two answers and no choice",
    ),
    _s(
        "v70c_s_qwenmax_buqueding_settled",
        "MOVE: (1, 1)\n\n我不太确定，再核对一下：(1, 1) 在第 1 行第 1 列，是 0，可以走。就这样。",
        (1, 1),
        None,
        "verification_after",
        "hard: the doubt after the move is settled by the check and the move kept (strict: not the last line)",
    ),
    _s(
        "v70c_s_qwenmax_buqueding_open",
        "MOVE: (1, 1)\n\n不过我不太确定这一步对不对，也许向下更好。",
        U,
        None,
        "second_thought",
        "a doubt after the move, with the other move named as maybe better, never settled",
    ),
    _s(
        "v70c_s_qwen3_ruguo_settled",
        "如果 (1, 1) 是空格的话就往右走。第 1 行是 P 0 0 0 1，(1, 1) 是 0，是空格。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is checked in the reply and holds; the move stands",
    ),
    _s(
        "v70c_s_qwen3_ruguo_open",
        "如果右边没有墙的话，就走右边：\n\nMOVE: (1, 1)",
        U,
        None,
        "conditional",
        "the move is offered under a condition (no wall to the right) the reply leaves open",
    ),
    _s(
        "v70c_s_glm4_budui_gaicheng",
        "MOVE: (0, 0)\n\n不对，(0, 0) 是墙。改成向下：\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对 withdraws the wall move and 改成 names the new one, which is the last committed move",
    ),
    _s(
        "v70c_s_glm4_budui_only",
        "MOVE: (1, 1)\n\n不对，这一步有问题，我撤回。",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new move is given",
    ),
    _s(
        "v70c_s_deepseekv3_asks_answers",
        "Should I go down or right? Both are open; down reaches the bottom row that leads to G, so down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "question_back",
        "hard: the reply asks itself a question and answers it; one move follows",
    ),
    _s(
        "v70c_s_deepseekv3_asks_only",
        "Both (2, 0) and (1, 1) are open. Would you like me to take the top route or the bottom one?",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v70c_s_qwenturbo_cut",
        "左边一列是通的，往下走。\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v70c_s_qwenturbo_finished",
        "左边一列是通的，往下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the cell is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v70o_qwenturbo_zh_down",
        "先沿第 0 列往下走到第 4 行，再往右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v70o_qwenturbo_top",
        "Top row east, then down the right-hand corridor to G.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v70o_qwenplus_zh_stutter",
        "路线中我在第 0 列上下来回了两次，每一步都只走一格。\n\nPATH: " + path_text(STUTTER_DOWN),
        S,
        True,
        "chinese_reasoning",
        "hard: steps back and forth on column 0 are legal steps; the route still ends on G",
    ),
    _o(
        "v70o_qwenplus_fullwidth",
        "路径：\n\nPATH：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas; a person reads the left-and-bottom route "
        "(strict: format miss)",
    ),
    _o(
        "v70o_qwenmax_zuizhong_bold",
        "沿上边走，再沿右边往下。\n\n**最终答案**\n\n**PATH: " + path_text(RIGHT_COL) + "**",
        S,
        True,
        "markdown_label",
        "hard: bold around the path line under a 最终答案 heading; strict tolerates it (the ruling)",
    ),
    _o(
        "v70o_qwenmax_zh_past_west",
        "到 G 以后我又往回多写了两格。\n\nPATH: " + path_text(PAST_WEST_TWO),
        S,
        True,
        "chinese_reasoning",
        "hard: the route reaches G legally; the two cells written after the last G are not scored",
    ),
    _o(
        "v70o_qwen3_think_down",
        "<think>\n从 (1,0) 往下：(2,0) (3,0) (4,0) 都是 0。然后第 4 行往右：(4,1) (4,2)，(4,3) 就是 G。\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v70o_qwen3_think_into_22",
        "<think>\nGo right, then maybe down through (2,2)? I'll write it and come back up.\n</think>\n\nPATH: "
        + path_text(INTO_22_EARLY),
        F,
        False,
        "think_block",
    ),
    _o(
        "v70o_qwq_think_peek",
        "<think>\n嗯，先试右边，再回来往下走……到 (4,0) 又回 (3,0)？没关系，都是一步。最后沿第 4 行走到 G。\n</think>\n\nPATH: "
        + path_text(PEEK_RIGHT_DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v70o_qwen25_arrows",
        "先右后下。\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells of the top route (strict: the cells are to be separated by spaces)",
    ),
    _o(
        "v70o_qwen25_zh_past_up",
        "沿上面走，到 G 后又往上多写了几格。\n\nPATH: " + path_text(PAST_UP_AND_BACK),
        S,
        True,
        "chinese_reasoning",
        "hard: the route reaches G legally; the cells after the last G are not scored",
    ),
    _o(
        "v70o_deepseekv3_into_14",
        "**Route:** along row 1 to the right edge, then down column 3.\n\nPATH: "
        + path_text(INTO_14_EARLY),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v70o_deepseekr1_think_top",
        "<think>\nP (1,0), G (4,3). Top row: (1,1) (1,2) (1,3) open. Column 3: (2,3) (3,3) open. Then G.\n</think>\n\nThe path goes right, then down.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v70o_glm4_zh_through_col1",
        "先往右再回来，往下走到底，然后从第 1 列往上穿过去，再沿上面走。\n\nPATH: "
        + path_text(UP_THROUGH_COL1),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v70o_glm4_commas",
        "Path below.\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: commas between the cells of the left-and-bottom route (strict: not space-separated)",
    ),
    _o(
        "v70o_yi_period",
        "Left column, then bottom row.\n\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the path stays in format (the ruling)",
    ),
    _o(
        "v70o_internlm_corridor",
        "Following the open corridor around the top and the right side.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v70o_baichuan_zh_right",
        "路径如下，先向右再向下。\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v70o_llama33_then_explain",
        "PATH: "
        + path_text(DOWN)
        + "\n\nThis goes down the left edge and then right along the bottom.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v70o_small_smol135_echo",
        "Find a path.\nPATH: (row, col) (row, col) ...\nPATH: " + path_text(DOWN),
        S,
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholders, then one whole route",
    ),
    _o(
        "v70o_small_smol360_repeat",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)",
        F,
        False,
        "small_repeat",
        "hard: the same short route three times; it stops at (1, 3), short of G",
    ),
    _o(
        "v70o_small_gemma270_cut",
        "The path is the path. The path is the path. The path is the pa",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in a repeated sentence, before any path",
        finish_reason=L,
    ),
    _o(
        "v70o_small_smol135_no_path",
        "To solve the maze, find a path from P to G. The path should avoid walls.",
        U,
        False,
        "small_no_answer",
        "no path at all, only the task restated",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v70c_o_qwen3_fangan_pick",
        "方案一：PATH: "
        + path_text(INTO_22_EARLY)
        + "\n方案二：PATH: "
        + path_text(RIGHT_COL)
        + "\n\n方案一走进了墙，我选方案二。",
        S,
        False,
        "option_picked",
        "hard: two routes, and the reply picks the second, which walks to G (strict: the pick closes the reply)",
    ),
    _o(
        "v70c_o_qwen3_fangan_none",
        "方案一：PATH: "
        + path_text(DOWN)
        + "\n方案二：PATH: "
        + path_text(INTO_22_EARLY)
        + "\n\n两个方案都行。",
        U,
        False,
        "two_options",
        "two routes offered, one into a wall, and no choice between them",
    ),
    _o(
        "v70c_o_qwenplus_zongjie_same",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向下走到底，再向右走到 G。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the path describes the same route (strict: the path line is not last)",
    ),
    _o(
        "v70c_o_qwenplus_zongjie_other",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向右走到头，再向下走到 G。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the path describes the top route, not the route given: two answers",
    ),
    _o(
        "v70c_o_qwq_keneng_settled",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n可能有更短的路？检查了一下，两条路都是六步，这条就可以。",
        S,
        False,
        "verification_after",
        "hard: the hedge after the path is checked and settled; the route stands (strict: not last)",
    ),
    _o(
        "v70c_o_qwq_keneng_open",
        "PATH: " + path_text(RIGHT_COL) + "\n\n可能不对，(2, 3) 那里也许是墙，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the path about one of its cells, never settled",
    ),
    _o(
        "v70c_o_deepseekr1_cut",
        "Down, then right.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before it reaches G",
        finish_reason=L,
    ),
    _o(
        "v70c_o_deepseekr1_finished",
        "Down, then right.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the route is whole",
    ),
]

# == recognize: the true shape is a square (the ring of ORIGINAL) ===========================
RECOGNIZE = [
    _r(
        "v70r_qwenturbo_zh_square",
        "空的格子沿着一个 4x4 方框的四条边排列，中间是墙。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v70r_qwenturbo_zh_value",
        "空格围成一个方框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: a registry shape named in Chinese is read (strict: not the English name)",
    ),
    _r(
        "v70r_qwenplus_zh_daan",
        "第 1 行、第 4 行、第 0 列和第 3 列都是空的，组成一个正方形的边。\n\n答案：\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v70r_qwenplus_fullwidth",
        "这些空格组成正方形。\n\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after the label; the name is clear (strict: not the asked form)",
    ),
    _r(
        "v70r_qwenmax_zuizhong_bold",
        "## 分析\n空格形成一个闭合的方环。\n\n**最终答案**\n\n**SHAPE: square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the shape line under a 最终答案 heading; strict tolerates it (the ruling)",
    ),
    _r(
        "v70r_qwenmax_zh_c",
        "空格在上面、左边和下面，右边那一列我看成墙了，像字母 C。\n\nSHAPE: C",
        "C",
        False,
        "chinese_reasoning",
    ),
    _r(
        "v70r_qwen3_think_outline",
        "<think>\nEmpty cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). That is the border of a 4x4 block.\n</think>\n\nThe empty cells form the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v70r_qwen3_think_zh_cross",
        "<think>\n空格……中间好像有一条横的和一条竖的？\n</think>\n\n十字形。\n\nSHAPE: cross",
        "cross",
        False,
        "think_block",
    ),
    _r(
        "v70r_qwq_think_zh_frame",
        "<think>\n好，看所有空格：第 1 行 P 0 0 0，第 4 行 0 0 0 G，第 0 列和第 3 列中间也都是 0。这是一个 4x4 的正方形框，里面 2x2 是墙。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v70r_qwen25_lower",
        "The open cells outline a square.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before one clear name (strict: not the asked label)",
    ),
    _r(
        "v70r_qwen25_zh_period",
        "空格组成正方形的四条边。\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v70r_deepseekv3_bold_label",
        "The empty cells run around the edge of a 4x4 block.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: bold around the label; strict tolerates it (the ruling)",
    ),
    _r(
        "v70r_deepseekr1_think_hollow",
        "<think>\nLet me list the zeros. Rows 1 and 4 are open in columns 0 to 3, and columns 0 and 3 are open in rows 2 and 3. A hollow square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v70r_glm4_zh_shizi",
        "中间有横竖两条通道。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: the Chinese registry name 十字 is read as cross (wrong; strict: not the English name)",
    ),
    _r(
        "v70r_glm4_zh_yiquan",
        "四周一圈是空的，是正方形。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v70r_yi_words_after",
        "The empty cells make a closed loop.\n\nSHAPE: square, hollow in the middle",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss; the name is square",
    ),
    _r(
        "v70r_internlm_own_line",
        "SHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the name on the line under its label is read (strict: not on the label line)",
    ),
    _r(
        "v70r_baichuan_then_explain",
        "SHAPE: square\n\n因为空格刚好围成一个正方形的四条边。",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v70r_llama33_perimeter",
        "The open cells form the perimeter of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v70r_small_smol135_echo",
        "SHAPE: <name>\nThe shape is a square.\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholder, then one name",
    ),
    _r(
        "v70r_small_smol360_repeat",
        "The shape is square.\nSHAPE: square\nThe shape is square.\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v70r_small_gemma270_cut",
        "The shape of the maze is the shape of the maze is the shape of the",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in a repeated phrase, before any shape",
        finish_reason=L,
    ),
    _r(
        "v70r_small_smol135_no_shape",
        "The maze has 1 and 0 and P and G. The maze has 1 and 0 and P and G.",
        U,
        False,
        "small_no_answer",
        "no shape named at all",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v70c_r_qwenplus_zongjie_same",
        "空格围成一个正方形。\n\nSHAPE: square\n\n总结：形状是正方形。",
        "square",
        False,
        "summary_agrees",
        "hard: the 总结 after the answer names the same shape (strict: the shape line is not last)",
    ),
    _r(
        "v70c_r_qwenplus_zongjie_other",
        "空格围成一个正方形。\n\nSHAPE: square\n\n总结：形状是字母 C。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the answer names another shape, C: two answers and no choice",
    ),
    _r(
        "v70c_r_qwen3_ruguo_settled",
        "如果把 P 和 G 也算作空格的话，就是一个完整的方框——题目说了它们算空格。\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled by the reply (the prompt counts P and G as empty)",
    ),
    _r(
        "v70c_r_qwen3_ruguo_open",
        "如果第 3 列中间是通的话，就是正方形；不通的话就是 C。\n\nSHAPE: square",
        U,
        False,
        "conditional",
        "the answer hangs on a condition (whether column 3 is open) the reply leaves open, with "
        "another shape for the other case",
    ),
    _r(
        "v70c_r_yi_gaicheng",
        "SHAPE: C\n\n不对，右边那一列也是空的，改成正方形。\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: 不对 withdraws C and 改成 names the new shape, which is the last committed answer",
    ),
    _r(
        "v70c_r_yi_withdrawn",
        "SHAPE: square\n\n等一下，我数错了，这个答案不算。",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new shape is given",
    ),
    _r(
        "v70c_r_qwenturbo_cut",
        "这些空格围成一个方框。\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v70c_r_qwenturbo_finished",
        "这些空格围成一个方框。\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze whose empty cells form a square (a ring) ======================
GENERATE = [
    _g(
        "v70g_qwenturbo_zh_left4",
        "左边放一个 4x4 的方环，P 在右边，G 在下边。\n\nMAZE:\n" + RING_LEFT4_LOW,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v70g_qwenturbo_coord_outer",
        "The whole border as one ring.\n\nMAZE:\n" + coord_list(RING_OUTER_TOP),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v70g_qwenplus_zh_tr3",
        "右上角放一个 3x3 的小方环。\n\nMAZE:\n" + RING_TR3_WEST,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v70g_qwenplus_zh_no_goal",
        "右下 4x4 方环，P 在右上角。\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v70g_qwenmax_zuizhong_bold",
        "**最终答案**\n\nMAZE:\n" + RING_OUTER_EAST,
        S,
        True,
        "markdown_label",
        "hard: a bold 最终答案 heading above the MAZE: line does not change it (the ruling)",
    ),
    _g(
        "v70g_qwenmax_zh_coord_gap",
        "用坐标列表表示。\n\nMAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v70g_qwen3_think_mid_right",
        "<think>\nA 3x3 ring at rows 1-3, columns 2-4. P on the bottom side, G on the right side.\n</think>\n\nMAZE:\n"
        + RING_MID_RIGHT3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v70g_qwen3_think_zh_inner",
        "<think>\n右下角放 4x4 的环，P 在右上角，G 在下边。\n</think>\n\nMAZE:\n" + INNER_OPEN,
        F,
        False,
        "think_block",
    ),
    _g(
        "v70g_qwq_think_zh_bottom",
        "<think>\n下边中间放一个 3x3 的环，P 在右上角，G 在下边中间。检查一下：环上每个格子都连着。\n</think>\n\nMAZE:\n"
        + RING_BOTTOM3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v70g_qwen25_copy",
        "Here is my new maze.\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: an identical copy of the original maze fails the prompt's requirement",
    ),
    _g(
        "v70g_qwen25_zh_fence",
        "右下角 4x4 的方环：\n\nMAZE:\n```\n" + RING_RIGHT4_LOW + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: the maze in a code fence is read (strict: the fence lines are not the maze)",
    ),
    _g(
        "v70g_deepseekv3_right4",
        "A 4x4 ring on the right, P at its top-right corner, G on its bottom side.\n\nMAZE:\n"
        + RING_RIGHT4_LOW,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v70g_deepseekr1_think_four_cols",
        "<think>\nSmall ring at the top right.\n</think>\n\nMAZE:\n" + FOUR_COLS,
        F,
        False,
        "think_block",
    ),
    _g(
        "v70g_glm4_zh_gap",
        "底部 3x3 的方环。\n\nMAZE:\n" + GAP_RING,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v70g_glm4_coord_left4",
        "MAZE:\n" + coord_list(RING_LEFT4_LOW),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v70g_yi_then_note",
        "MAZE:\n" + RING_TR3_WEST + "\n\nThe ring sits in the top-right corner.",
        S,
        False,
        "answer_then_explanation",
        "hard: a note after the maze breaks 'nothing after it' (strict); the maze itself is a ring",
    ),
    _g(
        "v70g_internlm_outer",
        "I place the 5x5 border ring with P on the right side.\n\nMAZE:\n" + RING_OUTER_EAST,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v70g_baichuan_zh_x",
        "外圈方环。\n\nMAZE:\n" + LETTER_X,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v70g_llama33_two_players",
        "A 4x4 ring in the lower left.\n\nMAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v70g_small_smol135_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + RING_BOTTOM3,
        S,
        True,
        "small_echo",
        "hard: the prompt's last line echoed, then one maze after the MAZE: line",
    ),
    _g(
        "v70g_small_smol360_repeat",
        "MAZE:\n" + RING_LEFT4_LOW + "\nMAZE:\n" + RING_LEFT4_LOW,
        S,
        True,
        "small_repeat",
        "hard: the same maze twice; one answer",
    ),
    _g(
        "v70g_small_gemma270_cut",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 1\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v70g_small_smol135_no_maze",
        "The maze is 5x5. The maze has a player and a goal. The maze is a square.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v70c_g_qwenplus_fangan_pick",
        "方案一：\nMAZE:\n"
        + RING_MID_RIGHT3
        + "\n\n方案二：\nMAZE:\n"
        + INNER_OPEN
        + "\n\n方案二中间多了一个空格，不是方环。我选方案一。",
        S,
        False,
        "option_picked",
        "hard: two mazes, and the reply picks the first, a ring (strict: the pick closes the reply)",
    ),
    _g(
        "v70c_g_qwenplus_fangan_none",
        "方案一：\nMAZE:\n"
        + RING_MID_RIGHT3
        + "\n\n方案二：\nMAZE:\n"
        + RING_RIGHT4_LOW
        + "\n\n两个都可以，你选一个。",
        U,
        False,
        "two_options",
        "two mazes offered and the choice handed back",
    ),
    _g(
        "v70c_g_qwen3_asks_gives",
        "要不要把 P 放在环的左上角？不用，P 还是放在环的右上角吧。\n\nMAZE:\n" + RING_BOTTOM3,
        S,
        True,
        "question_back",
        "hard: the reply asks a question, then settles it itself and gives one maze",
    ),
    _g(
        "v70c_g_qwen3_asks_only",
        "方环要多大？3x3 还是 4x4？P 和 G 放在哪里？你定了我再画。",
        U,
        False,
        "question_back",
        "questions handed back instead of a maze",
    ),
    _g(
        "v70c_g_glm4_zongjie_same",
        "MAZE:\n" + RING_LEFT4_LOW + "\n\n总结：左边 4x4 的方环，P 在右边，G 在下边。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the maze describes the same maze (strict: text after the maze)",
    ),
    _g(
        "v70c_g_glm4_zongjie_other",
        "MAZE:\n" + RING_LEFT4_LOW + "\n\n总结：右上角 3x3 的方环，P 在左边，G 在上边。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the maze restates a different maze (another corner, size and places)",
    ),
    _g(
        "v70c_g_deepseekv3_cut",
        "A 3x3 ring in the top-right corner.\n\nMAZE:\n1 1 0 0 0\n1 1 G 1 0\n1 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v70c_g_deepseekv3_finished",
        "A 3x3 ring in the top-right corner.\n\nMAZE:\n" + RING_TR3_WEST,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one turn on a 2x2 board (square index 2 * row + col) ===========================
PUZZLE = [
    _p(
        "v70p_qwenturbo_zh_tl_ccw",
        "左上角的弯管有一端朝左，指向棋盘外。逆时针转一次，这一端就朝下，能接上下面的方块。\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v70p_qwenturbo_tr_first",
        "The top-right elbow opens up and right, both off the board. Two turns are needed; the first is clockwise.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v70p_qwenplus_zh_square_n",
        "右下角是 square 3，顺时针转一下。\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "square_number",
        "hard: 'square N' is allowed by the prompt (strict: in format)",
    ),
    _p(
        "v70p_qwenplus_fullwidth",
        "左下角逆时针转。\n\nROTATE：（1，0）counterclockwise",
        (2, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: format miss)",
    ),
    _p(
        "v70p_qwenmax_zuizhong_bold",
        "### 分析\n右上角的直管是横的，需要竖起来连到下面。\n\n**最终答案**\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "markdown_label",
        "hard: bold around the move line under a 最终答案 heading; strict tolerates it (the ruling)",
    ),
    _p(
        "v70p_qwenmax_zh_value",
        "左下角顺时针转一次。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: the Chinese turn word 顺时针 on the move line is clockwise, as the words before say "
        "(strict: not the asked word)",
    ),
    _p(
        "v70p_qwen3_think_br",
        "<think>\n2x2 board. (1,1) opens right and down, both off the board. One clockwise turn: right->bottom, down->left. One counterclockwise turn: right->top, down->right. Either is one move now; take clockwise.\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v70p_qwen3_think_zh_tl",
        "<think>\n左上角开口朝上和朝左，都朝外。要转两次。先顺时针。\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v70p_qwq_think_zh_br",
        "<think>\n嗯，看一下右下角。它开口朝下，出界了。逆时针转一次，朝下变成朝右，还是出界。顺时针转一次，朝下变成朝左，就能和左下角接上。好，顺时针。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v70p_qwen25_bare_side",
        "Turn the bottom-left piece a quarter to the right.\n\nROTATE: (1, 0) right",
        (2, CW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as a turn, right = clockwise, as the words say "
        "(strict: format miss)",
    ),
    _p(
        "v70p_qwen25_zh_period",
        "右上角逆时针转一次。\nROTATE: (0, 1) counterclockwise.",
        (1, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v70p_deepseekv3_tl",
        "**Move:** the top-left corner piece points off the board.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v70p_deepseekr1_think_bl",
        "<think>\nThe bottom-left piece has an end facing left, off the board. Clockwise: left->top. That meets (0,0) if it opens down. It does.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v70p_glm4_zh_br_ccw",
        "右下角的管子朝右，出界了；逆时针转一次朝上，可以接到右上角。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v70p_glm4_lower",
        "rotate: (0, 1) clockwise",
        (1, CW),
        False,
        "label_case",
        "hard: a lower-case label before one clear move (strict: not the asked label)",
    ),
    _p(
        "v70p_yi_square_n",
        "Square 0 needs a turn.\nROTATE: square 0 counterclockwise",
        (0, CCW),
        True,
        "square_number",
        "hard: 'square N' is allowed by the prompt (strict: in format)",
    ),
    _p(
        "v70p_internlm_then_why",
        "ROTATE: (1, 0) counterclockwise\n\n左下角原来朝下的一端会转到右边，和右下角接上。",
        (2, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v70p_baichuan_zh_tl",
        "左上角逆时针转一次就和右边接上了。\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v70p_llama31_faces_down",
        "The top-right piece should turn so its open end faces down.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v70p_small_smol135_echo",
        "ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed with its placeholder, then one move",
    ),
    _p(
        "v70p_small_smol360_repeat",
        "turn it\nROTATE: (0, 1) clockwise\nturn it\nROTATE: (0, 1) clockwise\nturn it\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v70p_small_gemma270_cut",
        "The board is a board. The board is a board. The board is a bo",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in a repeated sentence, before any move",
        finish_reason=L,
    ),
    _p(
        "v70p_small_smol135_no_move",
        "The pipes are on the board. The pipes need to connect. The pipes are pipes.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v70c_p_qwenplus_zongjie_same",
        "ROTATE: (0, 0) clockwise\n\n总结：把左上角顺时针转 90 度。",
        (0, CW),
        False,
        "summary_agrees",
        "hard: the 总结 after the move names the same turn (strict: the move line is not last)",
    ),
    _p(
        "v70c_p_qwenplus_zongjie_other",
        "ROTATE: (0, 0) clockwise\n\n总结：把左上角逆时针转 90 度。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the move names the other turn: two answers and no choice",
    ),
    _p(
        "v70c_p_qwen3_yexu_settled",
        "也许应该转右下角？不，右下角已经接好了。转左下角。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "hedge_settled",
        "hard: the hedge comes before the answer and is settled in the reply; one move follows",
    ),
    _p(
        "v70c_p_qwen3_yexu_open",
        "ROTATE: (1, 0) counterclockwise\n\n也许应该转右下角，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the move, with another square named as maybe right, never settled",
    ),
    _p(
        "v70c_p_qwenmax_ruguo_settled",
        "如果右上角的开口朝下的话，就只需要转左下角。看了棋盘，它确实朝下。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "conditional",
        "hard: the condition is checked against the board in the reply and holds",
    ),
    _p(
        "v70c_p_qwenmax_ruguo_open",
        "如果右上角的开口朝下的话，就转左下角：\n\nROTATE: (1, 0) clockwise",
        U,
        False,
        "conditional",
        "the move is offered under a condition (the top-right opening faces down) the reply leaves open",
    ),
    _p(
        "v70c_p_internlm_cut",
        "转右下角。\n\nROTATE: (1, 1) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v70c_p_internlm_finished",
        "转右下角。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v70",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v70.py: counts, no reader
    print_counts(all_cases(), problems())

"""A fifty-eighth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording, by the lead's rulings and strict policy given in the round's brief
(a full stop right after the answer stays in format; ``square N`` is in format in the puzzle,
whose intro allows it; ``left``/``right`` on the ``ROTATE:`` line is a format miss; a Chinese
registry shape name is read) and the specification's shape variants and path check (the last G
walked back to P). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v54``-``_v56`` and their test files were read for the data format and the
rulings as applied.

This round's emphasis is the everyday transcript with Qwen first, the specification's own model
family: about half the replies are written as qwen-turbo/plus/max, Qwen2.5, Qwen3 (thinking mode
with ``<think>`` and non-thinking) and QwQ answer the five prompts in a real study, many in
Chinese or mixing Chinese and English (full-width punctuation, 向下/向右 and 左上/右下 for
directions and positions, 总结/答案/最终答案 headings, ``**Final Answer**`` after a long
reasoning). The rest are DeepSeek-V3 and R1, GLM-4, Yi, InternLM, Baichuan, Llama 3.1 and 3.3 and
the small models (SmolLM2-135M, Gemma 3 270M base: prompt echoes, repeats, half-formed labels,
cut-offs). It is not a hunt for hard cases: most replies are what a transcript holds most often.
The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``)
pairs clear and unclear look-alikes from everyday habits: a summary after the answer that agrees
or names another; a hedge (可能/也许/不确定) settled or left open; a condition (如果……的话)
settled or open; a 不对/改成 correction with a new answer or without one; a question back, alone
or after an answer; two options with a pick or without; a cut-off and its finished twin.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right; up is the wall (0,0)); puzzle replies are for a 2x2 board (square index
``2 * row + col``: 左上 0, 右上 1, 左下 2, 右下 3).
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
DOWN_BACKS_TOP = "1,0 2,0 3,0 2,0 1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: two steps down and back to P, one down and back again, then the top route to G."""
TOP_SHUFFLE = "1,0 1,1 1,2 1,3 1,2 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row to (1,3), back and forth twice, then down column 3 to G."""
TOP_BACK_PAST = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3 4,2 4,1 4,0"
"""Valid up to G: the top route with a step back up column 3, G, then three steps west along
the bottom row (not scored)."""
LEFT_G_TWICE_PAST = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 4,3 4,2 4,1"
"""Valid up to the last G: the left route to G, up to (3,3) and back to G, then two steps west
(not scored)."""
THROUGH_22_32 = "1,0 1,1 1,2 1,3 2,3 2,2 3,2 3,3 4,3"
"""Broken: from (2,3) west into the wall (2,2), down the wall (3,2), then back to the route."""
COLUMN_4 = "1,0 1,1 1,2 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""Broken: after a step back on row 1, down the wall column 4 to (4,4), then to G."""
DIAG_TO_33 = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 3,3 4,3"
"""Broken: the bottom row with a step back, then a diagonal step (4,2) to (3,3) in a
4-directional maze, then down to G."""
SHORT_OF_G = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 1,3 1,2"
"""Broken: the top route down to (3,3), then back up and west to (1,2): it never reaches G."""

# == generated mazes (5x5) =================================================================
RING_ML3 = """\
1 1 1 1 1
0 0 0 1 1
0 1 P 1 1
0 G 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left, rows 1-3, P at (2,2), G at (3,1)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 P 1 1 0
1 0 0 G 0"""
"""Valid: a 4x4 ring in the bottom-right, P at (3,1), G at (4,3)."""

RING_TL3 = """\
0 0 G 1 1
0 1 0 1 1
0 P 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (2,1), G at (0,2)."""

RING_MR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 G 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,2), G at (4,3)."""

RING_5_SIDES = """\
0 0 0 0 0
0 1 1 1 P
0 1 1 1 0
0 1 1 1 0
0 G 0 0 0"""
"""Valid: the 5x5 outer ring, P on the right side at (1,4), G on the bottom at (4,1)."""

MISSING_CORNER = """\
1 1 1 1 1
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 1"""
"""Broken: the bottom-right 4x4 ring with its corner (4,4) walled: a ring with a gap."""

NO_PLAYER = """\
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1"""
"""Broken: a 3x3 ring on the right edge with a goal and no player."""

CROSS_OPEN = """\
1 1 G 1 1
1 1 0 1 1
P 0 0 0 0
1 1 0 1 1
1 1 0 1 1"""
"""Broken: the open cells form a cross, not a ring."""

SIX_CELL_ROW = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring whose middle row has six cells, not the asked 5x5."""

INNER_OPEN = """\
P 0 0 0 1
0 0 1 0 1
0 1 1 0 1
0 0 0 G 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with the inner cell (1,1) open too: not a ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v58s_qwenplus_zh_down",
        "P 在 (1, 0)，下面 (2, 0) 是空格，向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v58s_qwenturbo_zh_right",
        "右边 (1, 1) 是 0，可以走，往右一步。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v58s_qwenmax_zh_heading",
        "分析：第 1 行的 (1, 1)、(1, 2)、(1, 3) 都是空格，第 3 列一路向下通到 G。\n\n最终答案：\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_heading",
    ),
    _s(
        "v58s_qwen3_think_zh",
        "<think>\n好的，P 在 (1,0)。上面 (0,0) 是 1，是墙。左边出界了。下面 (2,0) 是 0，右边 (1,1) 也是 0。走左边一列再沿底行到 G，一共六步。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v58s_qwen3_think_en",
        "<think>\nOkay, the player is at (1, 0). Row 0 is all walls. (1, 1) is open and row 1 continues to (1, 3), then column 3 goes down to G at (4, 3). Let me go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v58s_qwen3_nothink_short",
        "往下走一格就行。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reply",
    ),
    _s(
        "v58s_qwq_final_answer",
        "Okay, let me see. The player P is at row 1, column 0, and I need to reach G at (4, 3). Looking at the neighbours: above is (0, 0), which is a wall. Below is (2, 0), which is 0. To the right is (1, 1), also 0. Both work. Wait, let me double-check the column 0 path: (2, 0), (3, 0), (4, 0) are all 0, and row 4 leads to G. Yes.\n\n**Final Answer**\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_heading",
    ),
    _s(
        "v58s_qwq_boxed",
        "Hmm, so P is at (1,0). The top row is blocked. Going right along row 1 reaches (1,3), then down the right column to G. So the first move is to (1,1).\n\n**Final Answer**\n\\boxed{(1, 1)}",
        (1, 1),
        None,
        "boxed",
        "hard: the boxed cell under Final Answer is the move (strict: no MOVE line)",
    ),
    _s(
        "v58s_qwen25_fullwidth",
        "向下移动一格。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma hold the cell (2, 0) (strict: not the asked "
        "form)",
    ),
    _s(
        "v58s_qwenplus_zh_direction",
        "最终答案：向右走一步。",
        (1, 1),
        None,
        "direction_prose",
        "hard: 向右 (right) from (1, 0) is the neighbouring cell (1, 1) (strict: no MOVE line)",
    ),
    _s(
        "v58s_qwenturbo_zh_invalid_retry",
        "抱歉，(0, 0) 是墙，刚才那步无效。仍在 (1, 0)，这次向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v58s_qwenmax_mixed",
        "The cell below, (2, 0)，是空的。Going down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v58s_qwen25_explain_after",
        "MOVE: (1, 1)\n\n理由：沿第一行向右走，然后沿第三列向下。",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v58s_qwen3_think_draft",
        "<think>\n先试 MOVE: (1, 1)？嗯，两条路一样长，向下那条拐弯少一点。那就向下。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: the draft inside the thinking is set aside; the answer after it is (2, 0)",
    ),
    _s(
        "v58s_deepseek_v3_down",
        "The player at (1, 0) can move down to (2, 0) or right to (1, 1). Taking the left column route.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v58s_deepseek_r1_think",
        "<think>\nAlright, P is at (1,0) and G at (4,3). Up is a wall, left is outside the grid. Down (2,0) is open. Right (1,1) is open. Either works; I'll go right along the top corridor.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v58s_deepseek_zh_bold",
        "从 (1, 0) 向下，沿左侧通道前进。\n\n**MOVE: (2, 0)**",
        (2, 0),
        None,
        "markdown_bold",
        "hard: bold markup around the answer line (strict: not the asked form)",
    ),
    _s(
        "v58s_glm4_zh_choice",
        "当前位置 (1, 0)。可选：下 (2, 0)、右 (1, 1)。选择向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v58s_glm4_period",
        "Moving down into the left column.\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _s(
        "v58s_yi_right",
        "Right is open, so I move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v58s_yi_down_word",
        "Column 0 is open below me.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: down from (1, 0) is the neighbouring cell (2, 0) (strict: not a cell)",
    ),
    _s(
        "v58s_internlm_zh_down",
        "向下走到 (2, 0)，然后继续向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v58s_baichuan_zh_short",
        "好的，我向右走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reply",
    ),
    _s(
        "v58s_llama31_down",
        "I'll head down the left side of the maze.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v58s_llama33_up_wall",
        "Moving up toward the top row first.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
        "hard: the move into the wall (0, 0) is read as given; the env judges it",
    ),
    _s(
        "v58s_small_smol_echo",
        "the player is at P\nFinish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v58s_small_gemma_repeat",
        "the player is at (1, 0)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v58s_small_gemma_half",
        "the player move right\nMOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: a label without its colon and an unclosed cell, one cell only (strict: format miss)",
    ),
    _s(
        "v58s_small_smol_cut",
        "The player is at (1, 0). The next move is\nMOVE: (",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before the cell",
        finish_reason=L,
    ),
    _s(
        "v58s_small_gemma_repeat_diff",
        "next move\nMOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat_diff",
        "two different moves repeated in turn with no pick",
    ),
    _s(
        "v58s_small_smol_echo_only",
        "Moves left: 20. What is your next move? Finish with MOVE: (row, col).",
        U,
        None,
        "small_echo_only",
        "only the prompt's line echoed; no move is given",
    ),
]
SOLVE += [
    _s(
        "v58s_qwenplus_zh_answer_inline",
        "我们从 (1, 0) 出发，目标是 (4, 3)，下面一格是空的。\n\n答案：MOVE: (2, 0)",
        (2, 0),
        None,
        "answer_heading_inline",
        "hard: 答案： before the MOVE label on the same line; the move is read (strict: the "
        "line does not start with the label)",
    ),
    _s(
        "v58s_qwen25_zh_prose_cell",
        "向下移动到 (2, 0)。",
        (2, 0),
        None,
        "prose_move",
        "hard: one move in prose, its direction and cell agreeing (strict: no MOVE line)",
    ),
    _s(
        "v58s_internlm_en_free",
        "Down is free and leads along the left wall.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v58s_baichuan_zh_explain_after",
        "MOVE: (1, 1)\n向右移动一格，沿第一行前进。",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v58c_s_qwenplus_summary_agrees",
        "MOVE: (1, 1)\n\n总结：向右一步到 (1, 1)，之后沿第一行继续向右。",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary after the move names the same cell (strict: the answer is not last)",
    ),
    _s(
        "v58c_s_qwenplus_summary_other",
        "MOVE: (1, 1)\n\n总结：先向下走到 (2, 0)，再沿左边一列到底。",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different first move, (2, 0) down, and the reply "
        "does not say which stands",
    ),
    _s(
        "v58c_s_qwenmax_hedge_open",
        "MOVE: (2, 0)\n\n不过我不确定 (2, 0) 是不是空格，也可能是墙。",
        U,
        None,
        "second_thought",
        "a doubt after the move (不确定, 也可能是墙) that the reply leaves open",
    ),
    _s(
        "v58c_s_qwenmax_hedge_settled",
        "MOVE: (2, 0)\n\n可能有人担心 (2, 0) 是墙——再看一遍：第 2 行第 0 列是 0，可以走。",
        (2, 0),
        None,
        "verification_after",
        "hard: the hedge (可能) is settled by the check after the move (strict: the answer is "
        "not last)",
    ),
    _s(
        "v58c_s_qwen3_condition_open",
        "如果 (1, 1) 可以走的话，MOVE: (1, 1)。",
        U,
        None,
        "conditional",
        "the move is offered under a condition (如果……的话) the reply never settles",
    ),
    _s(
        "v58c_s_qwen3_condition_settled",
        "如果 (1, 1) 可以走的话就向右——看了一下，(1, 1) 是 0，可以走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is checked and met in the reply, then one MOVE line",
    ),
    _s(
        "v58c_s_glm4_correction",
        "MOVE: (0, 0)\n不对，(0, 0) 是墙。改成：\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对 withdraws (0, 0) and 改成 names the new move, the last line",
    ),
    _s(
        "v58c_s_glm4_withdrawn",
        "MOVE: (0, 0)\n\n不对，(0, 0) 是墙，这一步不能走。",
        U,
        None,
        "withdrawn",
        "the move is withdrawn (不对) and no new move is named",
    ),
    _s(
        "v58c_s_deepseek_cut",
        "向下走一格，沿左边一列前进。\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v58c_s_deepseek_finished",
        "向下走一格，沿左边一列前进。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the cut-off reply's twin, finished: the move is whole",
    ),
    _s(
        "v58c_s_yi_either",
        "向下或者向右都行，两条路一样长。",
        U,
        None,
        "two_options",
        "two moves offered as equals (都行) and neither is picked",
    ),
    _s(
        "v58c_s_yi_picked",
        "向右也可以，但向下那条路拐弯少，我选向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: right is named and set aside (我选向下), then one MOVE line",
    ),
]

# == one-shot: the whole path from P to G ==================================================
ONE_SHOT = [
    _o(
        "v58o_qwenplus_zh_left",
        "先沿第 0 列一直向下到底，再沿最后一行向右走到 G。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v58o_qwenturbo_zh_detour",
        "先向下试了两次又退回 (1, 0)，最后沿第一行向右，再沿第 3 列向下到 G。\n\nPATH: "
        + path_text(DOWN_BACKS_TOP),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v58o_qwenmax_zh_heading",
        "思路：第一行向右走到第 3 列，再沿第 3 列向下。\n\n**最终答案**\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "final_heading",
    ),
    _o(
        "v58o_qwen3_think_past",
        "<think>\n第一行向右到 (1,3)，向下到 (3,3)，退回一步再向下到 G。后面沿底行往回多写了三格。\n</think>\n\nPATH: "
        + path_text(TOP_BACK_PAST),
        S,
        True,
        "think_block",
    ),
    _o(
        "v58o_qwen3_think_walls",
        "<think>\nRight along row 1, down to (2,3), then cut through the middle and back to column 3 for G.\n</think>\n\nPATH: "
        + path_text(THROUGH_22_32),
        F,
        False,
        "think_block",
    ),
    _o(
        "v58o_qwq_final_answer",
        "Okay, so the maze has P at (1,0) and G at (4,3). Row 1 is open to column 3, and column 3 is open down to G. I went back and forth on row 1 while checking, and every step is still one cell.\n\n**Final Answer**\nPATH: "
        + path_text(TOP_SHUFFLE),
        S,
        True,
        "final_heading",
    ),
    _o(
        "v58o_qwen25_fullwidth",
        "向下再向右：\nPATH：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width brackets and commas hold the plain left route (strict: not the asked "
        "form)",
    ),
    _o(
        "v58o_qwenplus_explain_after",
        "PATH: " + path_text(RIGHT_COL) + "\n\n说明：一共六步，先向右三步，再向下三步。",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v58o_qwenturbo_zh_jump",
        "沿第一行向右，然后沿最右边一列向下到 G。\n\nPATH: " + path_text(COLUMN_4),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v58o_deepseek_r1_think",
        "<think>\nDown twice and back, down once and back: I was checking column 0. Then the top row and column 3 to G. Every step is one cell.\n</think>\n\nPATH: "
        + path_text(DOWN_BACKS_TOP),
        S,
        True,
        "think_block",
    ),
    _o(
        "v58o_deepseek_v3_diag",
        "Down the left column, along the bottom row with a step back, then up and over to G.\n\nPATH: "
        + path_text(DIAG_TO_33),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v58o_glm4_zh_past",
        "沿左边一列向下，再沿底行向右到 G，又上去 (3, 3) 再回到 G，后面多写了两格。\n\nPATH: "
        + path_text(LEFT_G_TWICE_PAST),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v58o_yi_right",
        "Along row 1 to the right wall, then down column 3 to the goal.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v58o_internlm_short",
        "路线如下：\nPATH: " + path_text(SHORT_OF_G),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v58o_baichuan_arrows",
        "路线：\nPATH: " + path_text(LEFT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: the left route with arrows between the cells (strict: not the prompt's spaces)",
    ),
    _o(
        "v58o_llama33_left",
        "Column 0 and row 4 are both clear, so go down and then right.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v58o_small_smol_echo",
        "the path is\nPATH: (row, col) (row, col) ...\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "small_echo",
    ),
    _o(
        "v58o_small_gemma_repeat",
        "PATH: (1, 0) (2, 0)\nPATH: (1, 0) (2, 0)\nPATH: (1, 0) (2, 0)",
        F,
        False,
        "small_repeat",
        "hard: the same one-step path three times; it stops at (2, 0), short of G",
    ),
    _o(
        "v58o_small_smol_cut",
        "PATH: (1, 0) (1, 1) (1, 2) (1, ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v58o_small_gemma_half",
        "path\nPATH (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        S,
        False,
        "small_half_label",
        "hard: a label without its colon before the whole left route (strict: format miss)",
    ),
    _o(
        "v58o_small_gemma_repeat_diff",
        "path\nPATH: (1, 0) (2, 0)\nPATH: (1, 0) (1, 1)\nPATH: (1, 0) (2, 0)",
        U,
        False,
        "small_repeat_diff",
        "two different first steps in turn, neither reaching G, and no pick",
    ),
]
ONE_SHOT += [
    _o(
        "v58o_qwenmax_zh_count",
        "总共 6 步：向下 3 步，向右 3 步。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v58o_llama31_route",
        "Route: across the top corridor, then down the right-hand column.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v58c_o_qwenplus_two_paths",
        "两条路都可以：\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n\n任选一条即可。",
        U,
        False,
        "two_options",
        "two PATH lines offered as equals (任选一条) and neither is picked",
    ),
    _o(
        "v58c_o_qwenplus_picked",
        "方案一：沿第一行向右再向下。方案二：沿左边一列向下再向右。两者一样长，我选方案二。\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two routes weighed in prose, 我选方案二 picks one, and one PATH line gives it",
    ),
    _o(
        "v58c_o_deepseek_question",
        "你是想要最短路径，还是任意一条能到 G 的路径都可以？",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v58c_o_deepseek_offer_after",
        "PATH: " + path_text(RIGHT_COL) + "\n\n需要我再给出另一条路线吗？",
        S,
        False,
        "question_back",
        "hard: the offer after the path asks nothing about it; the path stands (strict: not last)",
    ),
    _o(
        "v58c_o_qwen3_cut",
        "<think>\n向下再向右。\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
    _o(
        "v58c_o_glm4_summary_agrees",
        "PATH: " + path_text(LEFT_COL) + "\n\n总结：向下三步，再向右三步，到达 G。",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the path walks the same route (strict: the answer is not last)",
    ),
    _o(
        "v58c_o_glm4_summary_other",
        "PATH: " + path_text(LEFT_COL) + "\n\n总结：沿第一行向右三步，再向下三步到达 G。",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route (right, then down); the reply "
        "gives two different answers and commits to neither",
    ),
]

# == recognize: the shape of ORIGINAL's empty cells (a 4x4 square ring) ====================
RECOGNIZE = [
    _r(
        "v58r_qwenplus_zh_square",
        "所有空格（包括 P 和 G）：第 1 行、第 4 行、第 0 列、第 3 列，围成一个闭合的框。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v58r_qwenturbo_zh_name",
        "空格首尾相连，围成一圈。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: 正方形 is the registry's square in Chinese (strict: not an English name)",
    ),
    _r(
        "v58r_qwenmax_zh_spiral",
        "空格绕着中间的墙转，像螺旋一样。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese; read, and wrong (strict: not an English name)",
    ),
    _r(
        "v58r_qwen3_think_zh",
        "<think>\n空格：(1,0) 到 (1,3)，(2,0)，(3,0)，(4,0) 到 (4,3)，还有 (2,3)，(3,3)。这是一个 4x4 的边框。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v58r_qwen3_think_not_c",
        "<think>\nIs it a C? No, column 3 closes the right side, so the open cells make a closed loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: the C weighed inside the thinking is set aside; the answer after it is square",
    ),
    _r(
        "v58r_qwq_final_answer",
        "Okay, let me list the empty cells. Row 1: columns 0 to 3. Row 4: columns 0 to 3. Column 0 has rows 2 and 3, and column 3 has rows 2 and 3. So they form the outline of a square, four cells on a side.\n\n**Final Answer**\nSHAPE: square",
        "square",
        True,
        "final_heading",
    ),
    _r(
        "v58r_qwen25_fullwidth",
        "空格连成一个框。\nSHAPE：正方形",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon and the Chinese 正方形, read as square (strict: not the asked "
        "form)",
    ),
    _r(
        "v58r_qwen25_period",
        "空格围成一个方框。\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v58r_qwenplus_ring_name",
        "这是一个 square ring（方环）。\n\nSHAPE: square ring",
        "square",
        True,
        "variant_name",
        "hard: a square ring is a square; a SHAPE line may carry any English name",
    ),
    _r(
        "v58r_deepseek_r1_think",
        "<think>\nThe empty cells including P and G: the whole of rows 1 and 4 up to column 3, and columns 0 and 3 between them. That is a hollow 4x4 box.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v58r_deepseek_v3_explain_after",
        "SHAPE: square\n\nThe open cells trace the border of a 4x4 block, with the walls inside.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v58r_glm4_zh_bold",
        "空格构成一个闭合的方形环路。\n\n**SHAPE: square**",
        "square",
        False,
        "markdown_bold",
        "hard: bold markup around the answer line (strict: not the asked form)",
    ),
    _r(
        "v58r_yi_c",
        "The path bends around the block of walls like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v58r_internlm_zh_triangle",
        "空格形成一个三角形。\n\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: 三角形 is the triangle in Chinese; read, and wrong (strict: not an English name)",
    ),
    _r(
        "v58r_baichuan_zh_square",
        "空格组成了正方形的四条边。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v58r_llama31_loop",
        "The empty squares form a loop all the way around the walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v58r_small_smol_echo",
        "end your reply with a line of the form SHAPE: <name>.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v58r_small_gemma_repeat_diff",
        "SHAPE: square\nSHAPE: circle\nSHAPE: square\nSHAPE: circle",
        U,
        False,
        "small_repeat_diff",
        "two different names repeated in turn with no pick",
    ),
    _r(
        "v58r_small_smol_cut",
        "The empty cells make the shape of a sq",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the word, with no SHAPE line",
        finish_reason=L,
    ),
    _r(
        "v58r_small_gemma_half",
        "the maze shape\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: a label without its colon, one name only (strict: format miss)",
    ),
    _r(
        "v58r_small_smol_repeat",
        "the shape is square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
]
RECOGNIZE += [
    _r(
        "v58r_qwen3_nothink_frame",
        "空格围成一个正方形的框，中间是墙。\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v58r_yi_four_sides",
        "Rows 1 and 4 and columns 0 and 3 are open, four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v58c_r_qwenplus_hedge_open",
        "SHAPE: square\n\n不过也可能是 C，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the answer (也可能是 C, 不确定) that the reply leaves open",
    ),
    _r(
        "v58c_r_qwenplus_hedge_settled",
        "也许像 C？不对，右边第 3 列也是空的，四边都闭合了，所以是正方形。\n\nSHAPE: square",
        "square",
        True,
        "verification_after",
        "hard: the hedge (也许像 C) is settled before the answer, then one SHAPE line",
    ),
    _r(
        "v58c_r_qwenmax_condition_open",
        "如果把 P 和 G 也算作空格的话，SHAPE: square",
        U,
        False,
        "conditional",
        "the answer is offered under a condition (如果……的话) the reply leaves open",
    ),
    _r(
        "v58c_r_qwenmax_condition_settled",
        "如果把 P 和 G 算进去的话——题目说要算——空格就是一个闭合的方框。\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled by the prompt's wording, quoted in the reply",
    ),
    _r(
        "v58c_r_qwen3_withdrawn",
        "SHAPE: spiral\n\n不对，不是螺旋。",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn (不对) and no new shape is named",
    ),
    _r(
        "v58c_r_qwen3_correction",
        "SHAPE: C\n不对，右边是封闭的，改成正方形。\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: 不对 withdraws C and 改成 names the new shape, the last line",
    ),
    _r(
        "v58c_r_deepseek_cut",
        "<think>\n空格围成一个闭合的环，四条边",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
]

# == generate: a new 5x5 maze whose empty cells form the same shape (a square ring) =========
GENERATE = [
    _g(
        "v58g_qwenplus_zh_ring",
        "在左侧中部放一个 3x3 的环，P 在右边中间，G 在下边。\n\nMAZE:\n" + RING_ML3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v58g_qwenturbo_zh_coord",
        "右下角一个 4x4 的环，用坐标列表：\n\nMAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v58g_qwenmax_fence",
        "MAZE:\n```\n" + RING_TL3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: the ring inside a code fence (strict: not the asked form)",
    ),
    _g(
        "v58g_qwen3_think",
        "<think>\n要一个新的方环。放在右下角，3x3，P 在左上角 (2,2)，G 在底边 (4,3)。中间 (3,3) 是墙。\n</think>\n\nMAZE:\n"
        + RING_MR3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v58g_qwen3_think_gap",
        "<think>\nA 4x4 ring in the bottom-right. P bottom-left, G top-right. Done.\n</think>\n\nMAZE:\n"
        + MISSING_CORNER,
        F,
        False,
        "think_block",
    ),
    _g(
        "v58g_qwq_final_answer",
        "Okay, the original is a square ring, so I need another square ring of empty cells in a 5x5 grid. The outer border works: P on the right side, G on the bottom.\n\n**Final Answer**\nMAZE:\n"
        + RING_5_SIDES,
        S,
        True,
        "final_heading",
    ),
    _g(
        "v58g_qwen25_explain_after",
        "MAZE:\n" + RING_ML3 + "\n\n这是一个 3x3 的方环，P 和 G 都在环上。",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v58g_qwenplus_coord_no_player",
        "MAZE:\n" + coord_list(NO_PLAYER),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v58g_deepseek_v3_cross",
        "A different layout with the same open area:\n\nMAZE:\n" + CROSS_OPEN,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v58g_deepseek_r1_think",
        "<think>\nSquare ring, 4x4, in the bottom-right this time. P at (3,1), G at (4,3). Inside (2,2), (2,3), (3,2), (3,3) are walls.\n</think>\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v58g_glm4_copy",
        "新的迷宫如下：\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is an identical copy, which the prompt forbids",
    ),
    _g(
        "v58g_yi_six_cells",
        "MAZE:\n" + SIX_CELL_ROW,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v58g_internlm_inner_open",
        "左上角 4x4 的环：\n\nMAZE:\n" + INNER_OPEN,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v58g_baichuan_coord_ring",
        "MAZE:\n" + coord_list(RING_MR3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v58g_llama33_corner",
        "A 3x3 ring tucked into the top-left corner.\n\nMAZE:\n" + RING_TL3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v58g_small_smol_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + RING_ML3,
        S,
        True,
        "small_echo",
    ),
    _g(
        "v58g_small_gemma_cut",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 0\n1 0 1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v58g_small_smol_repeat_diff",
        "MAZE:\n" + RING_TL3 + "\nMAZE:\n" + RING_BR4,
        U,
        False,
        "small_repeat_diff",
        "two different mazes one after the other with no pick",
    ),
    _g(
        "v58g_small_gemma_half",
        "MAZE\n" + RING_MR3,
        S,
        False,
        "small_half_label",
        "hard: a label without its colon before a valid ring (strict: format miss)",
    ),
]
GENERATE += [
    _g(
        "v58g_qwenmax_coord_inner_open",
        "左上角 4x4 的环，坐标列表：\n\nMAZE:\n" + coord_list(INNER_OPEN),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v58c_g_qwenplus_picked",
        "方案一：左上角 3x3 的环。方案二：右下角 4x4 的环。方案二离原来的位置更远，用方案二。\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "rejected_alternative",
        "hard: two plans weighed in prose, 用方案二 picks one, and one maze gives it",
    ),
    _g(
        "v58c_g_qwenmax_two_mazes",
        "两个都可以：\n\nMAZE:\n" + RING_ML3 + "\n\n或者\n\nMAZE:\n" + RING_TL3,
        U,
        False,
        "two_options",
        "two mazes joined by 或者 and neither is picked",
    ),
    _g(
        "v58c_g_qwen3_question",
        "你希望新的环是 3x3 还是 4x4？P 和 G 要放在哪里？",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v58c_g_deepseek_summary_agrees",
        "MAZE:\n" + RING_MR3 + "\n\n总结：右下角一个 3x3 的方环，P 在 (2, 2)，G 在 (4, 3)。",
        S,
        False,
        "summary_agrees",
        "hard: the summary after the maze says the same ring and cells (strict: text after the "
        "maze)",
    ),
    _g(
        "v58c_g_deepseek_hedge_open",
        "MAZE:\n" + RING_ML3 + "\n\n不过我不确定这个是否符合要求，可能需要再改一下。",
        U,
        False,
        "second_thought",
        "a doubt after the maze (不确定, 可能需要再改) that the reply leaves open",
    ),
    _g(
        "v58c_g_glm4_checked",
        "MAZE:\n" + RING_TL3 + "\n\n检查：空格正好是 3x3 的边框，P 和 G 都在上面，可以到达。",
        S,
        False,
        "verification_after",
        "hard: the check after the maze confirms it (strict: text after the maze)",
    ),
    _g(
        "v58c_g_glm4_cut",
        "右上角 3x3 的环：\n\nMAZE:\n1 1 0 0 G\n1 1 0 1 0\n1 1 P",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
]

# == puzzle: one move on the 2x2 board (square 2 * row + col) ===============================
PUZZLE = [
    _p(
        "v58p_qwenplus_zh_br",
        "右下角的管道朝外，顺时针转一次就接上了。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v58p_qwenturbo_zh_word",
        "左上角转一下。\n\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese_value",
        "hard: 顺时针 is clockwise in Chinese (strict: not the prompt's word)",
    ),
    _p(
        "v58p_qwenmax_square_n",
        "把 2 号方块逆时针转。\n\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_number",
        "hard: square N is in format, the puzzle's intro allows it; square 2 is (1, 0)",
    ),
    _p(
        "v58p_qwen3_think_zh",
        "<think>\n左上角 (0,0) 的开口朝上，出界了。逆时针转 90 度后朝左，还是出界。顺时针转朝右，连到 (0,1)。\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v58p_qwen3_think_en",
        "<think>\nThe piece at (1, 0) points down, off the board. Turning it counterclockwise makes it point right, toward (1, 1).\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v58p_qwq_final_answer",
        "Okay, let's look at the board. The top-right piece reaches up, which is off the board. A counterclockwise quarter turn makes it reach left, to the top-left piece. Let me double-check: yes, that connects.\n\n**Final Answer**\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "final_heading",
    ),
    _p(
        "v58p_qwen25_fullwidth",
        "ROTATE：（1，1）counterclockwise",
        (3, CCW),
        False,
        "fullwidth",
        "hard: a full-width colon, brackets and comma hold the cell (1, 1) (strict: not the "
        "asked form)",
    ),
    _p(
        "v58p_qwen25_zh_position",
        "把右上角的方块顺时针旋转一次。",
        (1, CW),
        False,
        "position_words",
        "hard: 右上角 (top-right) is (0, 1) and 顺时针 clockwise (strict: no ROTATE line)",
    ),
    _p(
        "v58p_deepseek_r1_think",
        "<think>\nBottom-left piece opens to the left, off the board. Clockwise turns left into up, toward (0, 0).\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v58p_deepseek_v3_explain_after",
        "ROTATE: (0, 1) clockwise\n\nThis connects the top-right piece to the one below it.",
        (1, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v58p_glm4_zh_number",
        "第 3 号方块（右下角）需要逆时针转。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v58p_yi_left",
        "The top-left piece should turn the other way.\n\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "turn_word",
        "hard: left for a turn is counterclockwise (strict: the ruling makes it a format miss)",
    ),
    _p(
        "v58p_internlm_period",
        "左下角逆时针。\nROTATE: (1, 0) counterclockwise.",
        (2, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v58p_baichuan_zh_bl",
        "左下角的管子转一下就能连上。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v58p_llama31_tl",
        "The top-left piece points up, off the board.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v58p_small_smol_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
    ),
    _p(
        "v58p_small_gemma_cut",
        "ROTATE: (0, 1) count",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v58p_small_smol_repeat_diff",
        "the move\nROTATE: (0, 0) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (1, 0) clockwise",
        U,
        False,
        "small_repeat_diff",
        "three different squares one after the other with no pick",
    ),
    _p(
        "v58p_small_gemma_half",
        "turn the piece\nROTATE (1, 1) clockwise",
        (3, CW),
        False,
        "small_half_label",
        "hard: a label without its colon, one move only (strict: format miss)",
    ),
]
PUZZLE += [
    _p(
        "v58p_qwenturbo_zh_square_n",
        "1 号方块（右上角）朝外，顺时针转一下。\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "square_number",
        "hard: square N is in format, the puzzle's intro allows it; square 1 is (0, 1)",
    ),
    _p(
        "v58p_llama33_br",
        "The bottom-right piece is the only one still facing the edge.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v58c_p_qwenplus_summary_agrees",
        "ROTATE: (1, 1) clockwise\n\n总结：把右下角顺时针转一次。",
        (3, CW),
        False,
        "summary_agrees",
        "hard: the summary after the move says the same square and turn (strict: the answer is "
        "not last)",
    ),
    _p(
        "v58c_p_qwenplus_summary_other",
        "ROTATE: (1, 1) clockwise\n\n总结：把右下角逆时针转一次。",
        U,
        False,
        "repeat_conflict",
        "the summary after the move turns the same square the other way (逆时针); the reply "
        "does not say which stands",
    ),
    _p(
        "v58c_p_qwen3_hedge_open",
        "ROTATE: (0, 1) clockwise\n\n不过也许应该逆时针转，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the move (也许应该逆时针, 不确定) that the reply leaves open",
    ),
    _p(
        "v58c_p_qwenmax_checked",
        "ROTATE: (1, 1) counterclockwise\n\n检查：转完后右下角朝左，连到 (1, 0)，没有朝外的开口。",
        (3, CCW),
        False,
        "verification_after",
        "hard: the check after the move confirms it (strict: the answer is not last)",
    ),
    _p(
        "v58c_p_deepseek_correction",
        "ROTATE: (0, 1) clockwise\n不对，顺时针会朝外。改成：\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "correction",
        "hard: 不对 withdraws the clockwise turn and 改成 names the new move, the last line",
    ),
    _p(
        "v58c_p_glm4_condition_open",
        "如果 (1, 0) 的开口现在朝下的话，ROTATE: (1, 0) counterclockwise",
        U,
        False,
        "conditional",
        "the move is offered under a condition (如果……的话) the reply leaves open",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v58",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v58.py: counts, no reader
    print_counts(all_cases(), problems())

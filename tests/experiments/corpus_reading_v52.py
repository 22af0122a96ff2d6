"""A fifty-second, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's rulings
and strict policy given in the round's brief, and the specification's shape variants and path
check (the last G walked back to P). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``,
``corpus_reading_v48``, ``_v49``, ``_v50`` and their test files were read for the data format and
the rulings as applied; each label was written down before any check of this file was run.

This round's emphasis is the everyday transcript of a real study with Qwen first, the
specification's own model family: about half the replies are written as Qwen2.5 (Turbo, Plus,
Max), Qwen3 (thinking mode with ``<think>`` and non-thinking) and QwQ answer the five prompts,
most of them in Chinese or mixing Chinese and English (full-width punctuation, Chinese direction,
position and shape words, 总结/答案/最终答案 headings); the rest are DeepSeek-V3/R1, GLM-4, Yi,
InternLM, Baichuan, Llama and the real small models' habits (SmolLM2-135M and Gemma 3 270M base:
echoes of the prompt, repeats, half-formed labels, cut-offs). It is not a hunt for hard cases.
The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``)
pairs unclear replies with clear look-alikes from everyday habits: a summary after the answer
that agrees or names another answer; a hedge (可能/也许/不确定) settled or left open; a
如果…的话 condition settled or left open; 不对/改成 with a new answer or a withdrawal without
one; a question after the answer or instead of it; a cut-off inside the answer. New rings,
broken mazes and routes, new against every set before.

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
TOP_JIGGLE = "1,0 1,1 1,2 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: back and forth twice between (1,1) and (1,2), then the top route to G."""
COL3_JIGGLE = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top route, back and forth twice between (2,3) and (3,3), then G."""
DOWN_BACK_ON_OFF = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 4,3"
"""Valid: one step down and back to P, the top route to G, one step off G and back onto it."""
LOOP_HOME = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3 1,2 1,1 1,0"
"""Valid up to G: the left route to G, then on round the ring back to P (not scored)."""
BOTTOM_STEP_PAST = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3 4,2"
"""Valid up to G: a step back on the bottom row, G, then one step west (not scored)."""
DIAG_13_24 = "1,0 1,1 1,2 1,3 2,4 3,3 4,3"
"""Broken: a diagonal step from (1,3) into the wall (2,4) and another out of it."""
DIAG_CUT = "1,0 1,1 2,2 3,3 4,3"
"""Broken: diagonal steps through the walled centre."""
WALL_22_BACK = "1,0 1,1 1,2 2,2 1,2 1,3 2,3 3,3 4,3"
"""Broken: a step down into the wall (2,2) and back."""
UP_WALL = "1,0 0,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: a step up into the wall (0,0) and back."""

# == generated mazes (5x5) =================================================================
RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 P
1 1 G 1 0
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,4), G at (3,2)."""

RING_5S = """\
0 0 G 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 P 0 0"""
"""Valid: the 5x5 outer ring, P in the middle of the bottom row, G in the middle of the top."""

RING_BR4 = """\
1 1 1 1 1
1 P 0 G 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in rows 1-4 and columns 1-4, P at (1,1), G at (1,3)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 G 0 1 1
0 1 0 1 1
0 P 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (4,1), G at (2,1)."""

CORNER_CUT = """\
1 1 1 1 1
1 P 0 1 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with its top-right corner (1,3) walled: not a closed square."""

FILLED = """\
1 1 1 1 1
1 1 1 1 1
P 0 0 1 1
0 0 0 1 1
0 0 G 1 1"""
"""Broken: a filled 3x3 block of open cells, no wall inside: not a ring."""

ISOLATED_P = """\
P 1 1 1 1
1 1 0 0 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Broken: a 3x3 ring with G on it but P walled in alone at (0,0): G unreachable."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v52s_qwenplus_zh_down",
        "玩家在 (1, 0)，上面是墙，左边是边界。下方 (2, 0) 是空格，沿第 0 列一直往下可以到第 4 行，再往右三格就是终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v52s_qwenplus_mixed_right",
        "P 的右边 (1, 1) 是 0，是通路。The top corridor 一直通到 (1, 3)，然后往下三格就到 G。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v52s_qwenturbo_zh_short",
        "下一步：向右走一步，进入上方的走廊。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v52s_qwenturbo_fullwidth",
        "下一步向下，沿左边一列走。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: a full-width colon, brackets and comma around the cell (2, 0) (strict: not the prompt's form)",
    ),
    _s(
        "v52s_qwenmax_md",
        "### 分析\n- 当前位置：(1, 0)\n- 终点：(4, 3)\n- 上：墙　下：通路　右：通路\n\n### 结论\n两条路线长度相同，选择向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v52s_qwenmax_final_heading",
        "左边一列全是 0，向下走最直接。\n\n**最终答案：**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_heading",
    ),
    _s(
        "v52s_qwen3think_zh",
        "<think>\n玩家 P 在第 1 行第 0 列。看邻居：(0,0) 是 1，墙；(2,0) 是 0；(1,1) 是 0。终点 G 在 (4,3)。往下：(2,0)(3,0)(4,0)(4,1)(4,2)(4,3)，六步。往右：(1,1)(1,2)(1,3)(2,3)(3,3)(4,3)，也是六步。随便选一个，就往下吧。\n</think>\n\n向下移动。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v52s_qwen3think_draft",
        "<think>\n先想 MOVE: (2, 0)？左边那列是 0 0 0，可以。不过右边那条是直线下到 G，更好数。改走右边。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
        "hard: a MOVE drafted inside the closed thinking, (2, 0), is set apart; the answer after it is (1, 1)",
    ),
    _s(
        "v52s_qwen3think_en",
        "<think>\nOkay, P at (1,0). Up is a wall. Down (2,0) is 0. Right (1,1) is 0. Both reach G in six moves. I'll go right.\n</think>\n\nMoving right along row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v52s_qwen3_nothink_zh",
        "根据迷宫，P 下方是空格，向下走可以沿左侧到达底部，再向右就是终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v52s_qwen3_zh_word",
        "答案：向下走一格。",
        (2, 0),
        None,
        "direction_word",
        "hard: the Chinese 向下 (down) is the neighbouring cell (2, 0) (strict: no MOVE line)",
    ),
    _s(
        "v52s_qwq_long",
        "Let me think about this. P is at (1, 0), on the left edge of row 1. The top row is all walls, so up is out. Below P, column 0 has 0s in rows 2, 3 and 4. To the right, row 1 reads P 0 0 0 1. Hmm, wait, is (1, 1) really open? Yes, it's a 0. From (1, 3), column 3 goes 0, 0, G downward. So right works. And down works too. Both are six moves. I'll go right then.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_reasoning",
    ),
    _s(
        "v52s_qwq_zh_long",
        "好，我来分析一下。P 在 (1, 0)，G 在 (4, 3)。嗯……往上是墙。往下 (2, 0) 是 0。往右 (1, 1) 也是 0。等一下，我要确认第 2 行：0 1 1 0 1，对，(2, 0) 是 0。那么往下走，然后 (3, 0)、(4, 0)，再往右。好，决定往下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_reasoning",
    ),
    _s(
        "v52s_qwenplus_answer_first",
        "MOVE: (1, 1)\n\n理由：右边是一条直通第 3 列的走廊，第 3 列往下就是终点。",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the move first, a reason naming no other move after it (strict: not the last line)",
    ),
    _s(
        "v52s_qwen3think_cut",
        "<think>\n嗯，P 在 (1,0)，先看下面 (2,0)……是 0。再看右边 (1,1) 也是 0。两条路都要看一下哪条能到 G，先沿右边走：(1,2)、(1,3)、然后第 3 列",
        U,
        None,
        "cut_in_think",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v52s_r1_think",
        "<think>\nThe player P sits at (1,0). The row above is all walls. Column 0 has 0s at rows 2, 3 and 4, and the bottom row runs to G at (4,3). So going down works.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v52s_r1_zh_heading",
        "<think>\n右边 (1,1)、(1,2)、(1,3) 都是 0，第 3 列往下 (2,3)、(3,3) 也是 0，到 G。\n</think>\n\n### 最终答案\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_heading",
    ),
    _s(
        "v52s_v3_zh_list",
        "可选方向：\n- 上 (0, 0)：墙\n- 下 (2, 0)：空\n- 右 (1, 1)：空\n\n选择向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v52s_v3_en",
        "The open neighbours of P are (2, 0) and (1, 1). Going right leads along the top corridor toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v52s_glm4_zh",
        "当前玩家位于第二行最左边。可以向右移动，沿着上方通道前进。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v52s_glm4_spacing",
        "玩家向下移动一格。\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _s(
        "v52s_yi_en",
        "I will move the player down, since the left column is clear all the way to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v52s_internlm_zh",
        "分析：P(1,0) 的右侧 (1,1) 为通路，下侧 (2,0) 为通路。选择向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v52s_baichuan_zh_word",
        "玩家应该向右移动一格。",
        (1, 1),
        None,
        "direction_word",
        "hard: the Chinese 向右 (right) said once as the move is the neighbouring cell (1, 1) (strict: no MOVE line)",
    ),
    _s(
        "v52s_llama_plain",
        "The player can move down to (2, 0), which is an empty cell on the way to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v52s_llama_wall_up",
        "I'll move up toward the top of the maze.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
        "hard: the move named is the wall (0, 0); the reading is that cell, the env judges it",
    ),
    _s(
        "v52s_small_smol_echo",
        "Answer with the cell you move to next.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's instruction echoed first; the last line is the move",
    ),
    _s(
        "v52s_small_smol_repeat",
        "The player moves right. The player moves right. The player moves right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v52s_small_gemma_continue",
        "Moves left: 12. What is your next move? Finish with MOVE: (row, col).\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        U,
        None,
        "small_garble",
        "the prompt and the maze continued; only the placeholder (row, col), no cell",
    ),
    _s(
        "v52s_small_gemma_cut",
        "The player is at P.\nMOVE: (1,",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v52s_small_smol_half",
        "the player go down\nMOVE: (2 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the cell written without its comma, (2 0), still names row 2, column 0 (strict: format miss)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v52c_s_qwen3_zh_summary_agrees",
        "MOVE: (2, 0)\n\n总结：向下一格到 (2, 0)，然后沿左边一列走到底行，再向右到终点。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: a Chinese summary after the move naming the same first step (strict: not the last line)",
    ),
    _s(
        "v52c_s_qwen3_zh_summary_other",
        "MOVE: (2, 0)\n\n总结：第一步向右走到 (1, 1)，然后沿第 3 列向下到终点。",
        U,
        None,
        "summary_other",
        "the MOVE line says (2, 0) but the summary's first step is (1, 1); nothing picks",
    ),
    _s(
        "v52c_s_qwenplus_zh_hedge_settled",
        "向右可能也行，但第 3 列我没仔细核对；左边一列我确认过全是 0，所以确定向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedged",
        "hard: a hedge (可能) about the other move, settled in words before the MOVE line",
    ),
    _s(
        "v52c_s_qwenplus_zh_hedge_open",
        "MOVE: (1, 1)\n\n不过我不确定，也许向下 (2, 0) 更好。",
        U,
        None,
        "hedged",
        "a doubt after the move (不确定, 也许) leaning to the other move, left open",
    ),
    _s(
        "v52c_s_qwenmax_zh_conditional_met",
        "如果 (1, 1) 是空格的话就向右走。第 1 行是 P 0 0 0 1，(1, 1) 是 0，条件成立。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: a 如果…的话 condition the reply checks against the maze and finds met, then the move",
    ),
    _s(
        "v52c_s_qwenmax_zh_conditional_open",
        "如果第 3 列能一直走到底的话，就向右：MOVE: (1, 1)；否则向下：MOVE: (2, 0)。",
        U,
        None,
        "conditional",
        "two moves, each on a 如果…的话 condition the reply never settles",
    ),
    _s(
        "v52c_s_r1_zh_correction",
        "MOVE: (1, 1)\n\n不对，改成向下，左边那列更直接。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对 then 改成 with the new move, restated on the last MOVE line; the last stands",
    ),
    _s(
        "v52c_s_r1_zh_withdrawn",
        "MOVE: (1, 1)\n\n不对，这一步先不算，我还要再看一下迷宫。",
        U,
        None,
        "withdrawn",
        "the move withdrawn (不对, 先不算) with no new move named",
    ),
    _s(
        "v52c_s_glm4_question_after",
        "MOVE: (2, 0)\n\n需要我把后面的每一步也列出来吗？",
        (2, 0),
        None,
        "question_back",
        "hard: the move is given; the question after it only offers more (strict: not the last line)",
    ),
    _s(
        "v52c_s_yi_question_open",
        "向下和向右都可以走到终点，你希望我走哪一条？",
        U,
        None,
        "question_back",
        "the choice between two moves handed back to the user",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v52o_qwenplus_zh_top",
        "路线：先沿第 1 行向右到 (1, 3)，再沿第 3 列向下到终点 (4, 3)。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v52o_qwenturbo_zh_left",
        "先向下走到 (4, 0)，再向右走到 G。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v52o_qwenmax_md_jiggle",
        "## 路径\n沿上方走廊前进（中间在 (1, 1) 和 (1, 2) 之间来回走了两次），然后沿右侧一列向下。\n\n## 答案\nPATH: "
        + path_text(TOP_JIGGLE),
        S,
        True,
        "markdown_heavy",
        "hard: back and forth twice on the top row, every step legal, then the top route to G",
    ),
    _o(
        "v52o_qwen3think_zh_col3",
        "<think>\n右边那列 (2,3)、(3,3) 是 0。我写的时候在 (2,3) 和 (3,3) 之间多来回了两次，每一步都合法，最后到 (4,3)。\n</think>\n\nPATH: "
        + path_text(COL3_JIGGLE),
        S,
        True,
        "think_block",
        "hard: back and forth twice in column 3, every step legal, and the path ends on G",
    ),
    _o(
        "v52o_qwen3think_en_left",
        "<think>\nDown the left side: (2,0), (3,0), (4,0). Then right: (4,1), (4,2), (4,3) = G. All open.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v52o_qwen3_zh_fullwidth",
        "沿上边和右边走。\n\nPATH：（1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas around the top route (strict: not the prompt's form)",
    ),
    _o(
        "v52o_qwq_loop_home",
        "Let me trace a route. From P go down the left column to (4, 0), then right along the bottom to G at (4, 3). Hmm, and then I kept going up column 3 and back along the top to the start — but the path does reach G at (4, 3).\n\nPATH: "
        + path_text(LOOP_HOME),
        S,
        True,
        "long_reasoning",
        "hard: the path reaches G and runs on round the ring back to P; cells after the last G are not scored",
    ),
    _o(
        "v52o_qwenplus_zh_diag",
        "沿上方走到 (1, 3)，再斜着走到 (2, 4)，然后到 (3, 3)，最后到终点。\n\nPATH: "
        + path_text(DIAG_13_24),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v52o_qwenturbo_zh_wall22",
        "路径如下（中间试了一下 (2, 2)）：\n\nPATH: " + path_text(WALL_22_BACK),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v52o_qwen3_zh_answer_first",
        "PATH: " + path_text(LEFT_COL) + "\n\n说明：先向下三格，再向右三格。",
        S,
        False,
        "answer_then_explanation",
        "hard: the path first, an explanation of the same route after it (strict: not the last line)",
    ),
    _o(
        "v52o_qwq_zh_downback",
        "嗯，我先往下走了一步，又回到 P，然后走上面那条路。到了 G 以后我又往上退了一格再回到 G。最后还是停在 G。\n\nPATH: "
        + path_text(DOWN_BACK_ON_OFF),
        S,
        True,
        "long_reasoning",
        "hard: a step down and back, the top route to G, off G and back onto it; every step legal",
    ),
    _o(
        "v52o_r1_think_bottom_past",
        "<think>\n底行走到 (4,2) 时退了一步再前进，到 G 之后又往左写了一格。G 之后的格子不算。\n</think>\n\nPATH: "
        + path_text(BOTTOM_STEP_PAST),
        S,
        True,
        "think_block",
        "hard: a step back on the bottom row, G, then one step past it (not scored)",
    ),
    _o(
        "v52o_v3_zh_plain",
        "从起点出发沿上边和右边走：\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v52o_glm4_zh_diagcut",
        "最短路线是沿对角线斜着走：\n\nPATH: " + path_text(DIAG_CUT),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v52o_yi_en_left",
        "The route runs down the left column and then along the bottom row to the goal.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v52o_internlm_arrows",
        "路径：" + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: the route joined by arrows after a Chinese label (strict: no PATH line)",
    ),
    _o(
        "v52o_baichuan_upwall",
        "先向上一步看看，再回来往下走。\n\nPATH: " + path_text(UP_WALL),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v52o_llama_commas",
        "Here is the path from P to G:\n\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas (strict: the prompt separates them by spaces)",
    ),
    _o(
        "v52o_small_smol_echo",
        "every cell from P's cell to G's cell in order\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: a line of the prompt echoed first; the last line is the path",
    ),
    _o(
        "v52o_small_gemma_example",
        "for example PATH: (0, 0) (0, 1) (1, 1).\nPATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_echo",
        "hard: the prompt's example path given as the answer: it starts on a wall and never reaches G (a fail)",
    ),
    _o(
        "v52o_small_smol_repeat",
        "PATH: (1, 0) (2, 0) (2, 0) (2, 0) (2, 0) (2, 0) (2, 0) (2, 0) (2, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v52o_small_gemma_cut",
        "The path from P to G:\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the last cell, before G is written",
        finish_reason=L,
    ),
    _o(
        "v52o_small_smol_noans",
        "The path is from P to G. The path is from P to G.",
        U,
        False,
        "small_garble",
        "no cell named, only the task repeated",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v52c_o_qwen3_zh_summary_agrees",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n总结：沿上边走到 (1, 3)，再沿右边走到终点，共 6 步。",
        S,
        False,
        "summary_agrees",
        "hard: a Chinese summary of the same route after the path (strict: not the last line)",
    ),
    _o(
        "v52c_o_qwen3_zh_summary_other",
        "PATH: " + path_text(RIGHT_COL) + "\n\n总结：先沿左边一列向下，再沿底行向右到终点。",
        U,
        False,
        "summary_other",
        "the PATH line is the top route but the summary describes the left route; nothing picks",
    ),
    _o(
        "v52c_o_qwenmax_zh_correction",
        "PATH: "
        + path_text(DIAG_13_24)
        + "\n\n不对，(1, 3) 到 (2, 4) 是斜着走，而且 (2, 4) 是墙。改成：\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: 不对 with the reason, then 改成 and the new path; the last stands",
    ),
    _o(
        "v52c_o_qwenmax_zh_withdrawn",
        "PATH: " + path_text(LEFT_COL) + "\n\n不对，这条路径我收回，等我重新检查一遍再给。",
        U,
        False,
        "withdrawn",
        "the path withdrawn (不对, 收回) with no new path named",
    ),
    _o(
        "v52c_o_r1_rejected",
        "<think>\n两条路线都是六步。上面那条和左边那条都只拐一次弯。选左边。\n</think>\n\n我选左边那条，不走上面。\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: the top route set aside in words and the left one picked, then its PATH line",
    ),
    _o(
        "v52c_o_glm4_two_options",
        "可以走以下任意一条路径：\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n或\nPATH: "
        + path_text(RIGHT_COL),
        U,
        False,
        "two_options",
        "two paths offered as alternatives (任意一条), none picked",
    ),
    _o(
        "v52c_o_qwenplus_zh_verification",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\n验证：(2, 0)、(3, 0)、(4, 0)、(4, 1)、(4, 2) 都是 0，最后一格是 G，路径有效。",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms every cell (strict: not the last line)",
    ),
    _o(
        "v52c_o_qwen3think_cut_answer",
        "<think>\n走上面那条。\n</think>\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a square ring) =========================
RECOGNIZE = [
    _r(
        "v52r_qwenplus_zh",
        "空格沿着第 1 行、第 3 列、第 4 行和第 0 列围成一圈，中间是 2x2 的墙，四条边一样长。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v52r_qwenturbo_zh_name",
        "空格组成一个闭合的方框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese 正方形 names the square (strict: not an English name)",
    ),
    _r(
        "v52r_qwenmax_md",
        "### 观察\n- 空格数：12\n- 排列：4x4 方框的四条边\n\n### 答案\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v52r_qwen3think_zh",
        "<think>\n空格：第 1 行 4 个，第 4 行 4 个，第 0 列和第 3 列中间各 2 个。一共 12 个，是 4x4 的边框。会不会是螺旋？没有向内转，不是。\n</think>\n\n空格构成一个正方形的环。\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: spiral weighed and ruled out inside the closed thinking; the answer after it is square",
    ),
    _r(
        "v52r_qwen3think_en",
        "<think>\nThe empty cells: row 1 cols 0-3, row 4 cols 0-3, plus (2,0), (3,0), (2,3), (3,3). That's a closed border around four walls. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v52r_qwen3_zh_fullwidth",
        "这些空格围成了一个正方形。\n\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after SHAPE; the name is square (strict: not the prompt's label)",
    ),
    _r(
        "v52r_qwq_long",
        "Let me look carefully at where the zeros are. Row 1: P 0 0 0, so four open cells. Rows 2 and 3: open at column 0 and column 3 only. Row 4: 0 0 0 G. Hmm, so the open cells go all the way around a 2x2 block of walls. Is it maybe a C? No — column 3 is open in rows 2 and 3, so the right side is closed. It's a square outline.\n\nSHAPE: square",
        "square",
        True,
        "long_reasoning",
    ),
    _r(
        "v52r_qwq_zh_cross",
        "嗯……中间有墙，空格在四周向外伸出去……看起来像一个十字？\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the cross in Chinese; the question mark in the reasoning is settled by the SHAPE line (wrong; strict wants English)",
    ),
    _r(
        "v52r_qwenplus_square_ring",
        "The open cells form a hollow square around the walls.\n\nSHAPE: square ring",
        "square",
        True,
        "variant_name",
        "hard: 'square ring' is an English name of the square; a SHAPE line may carry any English name",
    ),
    _r(
        "v52r_qwenturbo_zh_spiral",
        "空格绕着中间的墙转了一圈，像螺旋。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese (wrong; strict wants English)",
    ),
    _r(
        "v52r_qwen3_answer_first",
        "SHAPE: square\n\n空格沿外围围成一个闭合的四边形，四边长度相同。",
        "square",
        False,
        "answer_then_explanation",
        "hard: the shape first, a Chinese reason naming no other shape after it (strict: not the last line)",
    ),
    _r(
        "v52r_r1_think_heading",
        "<think>\n外圈都是空格，四边各 4 格。不是 C，因为右边那列是通的。\n</think>\n\n**答案：**\n\nSHAPE: square",
        "square",
        True,
        "final_heading",
        "hard: C ruled out inside the closed thinking; the answer under the heading is square",
    ),
    _r(
        "v52r_v3_zh",
        "空格构成一个中空的正方形，中间四格是墙。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v52r_glm4_c",
        "空格从左上开始向右、向下、再向左，看起来像字母 C。\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v52r_yi_en",
        "The empty cells surround a block of walls, forming a square frame.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v52r_internlm_zh_triangle",
        "空格排列成三角形。\n\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: 三角形 is the triangle in Chinese (wrong; strict wants English)",
    ),
    _r(
        "v52r_baichuan_sentence",
        "这些空格组成的形状是正方形。",
        "square",
        False,
        "no_label",
        "hard: the shape named in one Chinese sentence, 正方形, with no SHAPE line (strict: no label)",
    ),
    _r(
        "v52r_llama_rectangle",
        "The empty cells form a rectangle around the inner walls.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: rectangle is one of the square's variants; a SHAPE line may carry any English name",
    ),
    _r(
        "v52r_small_smol_echo",
        "Name the shape and explain your reasoning briefly.\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's instruction echoed first; the last line names square",
    ),
    _r(
        "v52r_small_gemma_repeat",
        "SHAPE: square\nSHAPE: square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v52r_small_smol_garble",
        "The shape is the shape of the maze.\nSHAPE:",
        U,
        False,
        "small_garble",
        "the label with no shape after it",
    ),
    _r(
        "v52r_small_gemma_cut",
        "The empty cells form a\nSHAPE: squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
    _r(
        "v52r_small_gemma_half",
        "shape: the square the square",
        "square",
        False,
        "small_half_label",
        "hard: a half-formed lower-case label, then 'the square' twice, names square (strict: not the asked format)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v52c_r_qwen3_zh_hedge_settled",
        "可能有人会把它看成 C 形，但右边第 3 列是连通的，所以我确定是正方形。\n\nSHAPE: square",
        "square",
        True,
        "hedged",
        "hard: a hedge (可能) about C, settled in words before the SHAPE line",
    ),
    _r(
        "v52c_r_qwen3_zh_hedge_open",
        "SHAPE: square\n\n不过我不太确定，也许是 C 形。",
        U,
        False,
        "hedged",
        "a doubt after the shape (不太确定, 也许) naming C, left open",
    ),
    _r(
        "v52c_r_qwenplus_zh_conditional_met",
        "如果 (2, 3) 和 (3, 3) 都是空格的话，这就是闭合的正方形环。第 2、3 行的第 3 列都是 0，所以成立。\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: a 如果…的话 condition checked against the maze and found met, then the shape",
    ),
    _r(
        "v52c_r_qwenplus_zh_conditional_open",
        "如果右边那一列是连通的话，就是正方形；如果不连通的话，就是 C 形。\n\nSHAPE: square 或 C",
        U,
        False,
        "conditional",
        "two shapes on the answer line, each on a 如果…的话 condition the reply never settles",
    ),
    _r(
        "v52c_r_glm4_question_after",
        "SHAPE: square\n\n还需要我画出这个正方形的边界吗？",
        "square",
        False,
        "question_back",
        "hard: the shape is given; the question after it only offers more (strict: not the last line)",
    ),
    _r(
        "v52c_r_yi_question_open",
        "它看起来既像正方形也像 C 形，要看右下角算不算连通。你希望按哪种方式判断？",
        U,
        False,
        "question_back",
        "two shapes left open and the choice handed back to the user",
    ),
    _r(
        "v52c_r_qwenmax_zh_verification",
        "SHAPE: square\n\n核对：四条边各 4 格，四个角都是空格，中间 2x2 是墙，确认是正方形。",
        "square",
        False,
        "verification_after",
        "hard: a check after the shape that confirms it (strict: not the last line)",
    ),
    _r(
        "v52c_r_r1_second_thought",
        "<think>\n四边都通。\n</think>\n\nSHAPE: square\n\n等等，我是不是把第 3 列看错了？如果 (3, 3) 是墙，那就不是正方形了。我再想想。",
        U,
        False,
        "second_thought",
        "a doubt after the shape about a cell of the ring, left open (我再想想)",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ============================
GENERATE = [
    _g(
        "v52g_qwenplus_zh_br3",
        "新迷宫：3x3 的方形环放在右下角，玩家在 (2, 4)，终点在 (3, 2)。\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v52g_qwenturbo_zh_5s",
        "用最外面一圈做环，边长为 5。\n\nMAZE:\n" + RING_5S,
        S,
        True,
        "chinese_reasoning",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v52g_qwenmax_md_br4",
        "## 设计\n- 4x4 方形环，位于右下\n- P (1, 1)，G (1, 3)\n\n## 迷宫\nMAZE:\n" + RING_BR4,
        S,
        True,
        "markdown_heavy",
    ),
    _g(
        "v52g_qwen3think_bl3",
        "<think>\n左下角放一个 3x3 的环：第 2 行 0 G 0，第 3 行 0 1 0，第 4 行 0 P 0。中间 (3,1) 是墙。P 到 G 可以绕过去。\n</think>\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v52g_qwen3think_coord",
        "<think>\n右下角 3x3 环，用坐标列表写。\n</think>\n\nMAZE:\n" + coord_list(RING_BR3),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v52g_qwen3_zh_corner",
        "我把环缩小到 3x3，放在中间偏左上。\n\nMAZE:\n" + CORNER_CUT,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v52g_qwq_filled",
        "Okay, I want the same kind of shape but smaller... let me put a block of open cells in the bottom-left, with P and G inside it.\n\nMAZE:\n"
        + FILLED,
        F,
        False,
        "long_reasoning",
    ),
    _g(
        "v52g_qwenplus_coord_corner",
        "坐标列表格式：\n\nMAZE:\n" + coord_list(CORNER_CUT),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v52g_qwenmax_fence",
        "新的迷宫：\n\n```\nMAZE:\n" + RING_BR4 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v52g_qwen3_after",
        "MAZE:\n" + RING_5S + "\n\n说明：最外圈是环，中间 3x3 都是墙。",
        S,
        False,
        "answer_then_explanation",
        "hard: a side-5 ring, then a note naming no other maze (strict: text after the maze)",
    ),
    _g(
        "v52g_qwq_zh_isolated",
        "我把 P 放在左上角，环放在右边。\n\nMAZE:\n" + ISOLATED_P,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v52g_r1_think_5s",
        "<think>\nOuter ring, P bottom middle, G top middle. The inner 3x3 is all walls.\n</think>\n\nMAZE:\n"
        + RING_5S,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v52g_v3_coord_5s",
        "新的迷宫（坐标列表）：\n\nMAZE:\n" + coord_list(RING_5S),
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
        encoding="coord_list",
    ),
    _g(
        "v52g_glm4_bl3",
        "以下是新的迷宫：\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v52g_yi_filled",
        "Here is a new maze with the open area moved to the lower left:\n\nMAZE:\n" + FILLED,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v52g_internlm_br3",
        "MAZE:\n" + RING_BR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v52g_baichuan_isolated",
        "生成的迷宫：\n\nMAZE:\n" + ISOLATED_P,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v52g_llama_br4",
        "Here's a new 5x5 maze with a 4x4 square loop in the bottom-right:\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v52g_small_smol_original",
        "Now create a new maze of the same size.\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_echo",
        "hard: the prompt's first line echoed, then the original maze copied: not a new maze",
    ),
    _g(
        "v52g_small_gemma_rows",
        "MAZE:\n" + "\n".join(["1 1 1 1 1"] * 9),
        F,
        False,
        "small_repeat",
        "hard: a wall row repeated nine times: a maze given, with no P, no G and nine rows",
    ),
    _g(
        "v52g_small_smol_cut",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 0 0 P\n1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the fourth row of the maze",
        finish_reason=L,
    ),
    _g(
        "v52g_small_gemma_garble",
        "MAZE: the maze is a maze with P and G",
        U,
        False,
        "small_garble",
        "no maze rows after the label, only words",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v52c_g_qwen3_zh_correction",
        "MAZE:\n"
        + CORNER_CUT
        + "\n\n不对，右上角 (1, 3) 是墙，环断了。改成：\n\nMAZE:\n"
        + RING_BR3,
        S,
        True,
        "correction",
        "hard: 不对 with the reason, then 改成 and a new maze; the last stands",
    ),
    _g(
        "v52c_g_qwen3_zh_withdrawn",
        "MAZE:\n" + RING_BL3 + "\n\n不对，这个我先撤回，还没检查好。",
        U,
        False,
        "withdrawn",
        "the maze withdrawn (不对, 撤回) with no new maze given",
    ),
    _g(
        "v52c_g_qwenmax_zh_summary_agrees",
        "MAZE:\n" + RING_BR4 + "\n\n总结：4x4 方形环在右下部，P 在 (1, 1)，G 在 (1, 3)。",
        S,
        False,
        "summary_agrees",
        "hard: a Chinese summary describing the maze given (strict: text after the maze)",
    ),
    _g(
        "v52c_g_qwenmax_zh_summary_other",
        "MAZE:\n" + RING_BR4 + "\n\n总结：我给出的是一个 3x3 的方形环，位于左下角。",
        U,
        False,
        "summary_other",
        "the maze given is a 4x4 ring but the summary calls the answer a 3x3 ring in the bottom-left; nothing picks",
    ),
    _g(
        "v52c_g_glm4_coord_question_after",
        "MAZE:\n" + coord_list(RING_BL3) + "\n\n需要我再用矩阵格式写一遍吗？",
        S,
        False,
        "question_back",
        "hard: the maze is given; the question after it only offers another format (strict: text after the maze)",
        encoding="coord_list",
    ),
    _g(
        "v52c_g_r1_cut_answer",
        "<think>\n右下角 3x3 环。\n</think>\n\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 0 0 P\n1 1 G 1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens after the fourth row of the maze",
        finish_reason=L,
    ),
    _g(
        "v52c_g_v3_rejected",
        "方案 A：\nMAZE:\n"
        + FILLED
        + "\n\n方案 A 中间没有墙，不是环形，舍弃。最终选方案 B：\n\nMAZE:\n"
        + RING_5S,
        S,
        True,
        "rejected_alternative",
        "hard: two mazes, the filled block rejected in Chinese and the side-5 ring picked and last",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) =======================
PUZZLE = [
    _p(
        "v52p_qwenplus_zh",
        "右上角 (0, 1) 的管道开口朝上，对着边界。顺时针转一次开口朝右，也对着边界。逆时针转一次开口朝左，正好接上 (0, 0)。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v52p_qwenturbo_zh_position",
        "请把左下角那个方块按顺时针方向转一下。",
        (2, CW),
        False,
        "position_words",
        "hard: 左下角 (bottom-left) is square 2 and 顺时针 is clockwise (strict: no ROTATE line)",
    ),
    _p(
        "v52p_qwenmax_md",
        "### 状态\n- (0, 0)：已连接\n- (0, 1)：已连接\n- (1, 0)：开口朝外\n- (1, 1)：已连接\n\n### 操作\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v52p_qwen3think_zh",
        "<think>\n左上角开口朝上和朝左，都对着边界。要朝右和朝下。顺时针转一次：上→右，左→上，不行。逆时针转一次：上→左，左→下，也不行。要转两次，先顺时针转一次。\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v52p_qwen3think_en",
        "<think>\nThe bottom-right piece opens right and down, both off the board. Turning it counterclockwise once: right→up, down→right. Still off. Clockwise once: right→down, down→left. Hmm. Two turns needed; start clockwise.\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v52p_qwen3_zh_dir",
        "右上角需要转。\n\nROTATE: (0, 1) 顺时针",
        (1, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese, 顺时针 (clockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v52p_qwen3_fullwidth",
        "旋转右下角。\n\nROTATE：（1，1）counterclockwise",
        (3, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around (1, 1) (strict: not the prompt's form)",
    ),
    _p(
        "v52p_qwq_long",
        "Let me think. Four squares. The top-left one connects right to the top-right one... wait, actually the top-right one is the problem. Its pipe points right, off the board. Clockwise would make it point down toward (1, 1). Yes, that closes it.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "long_reasoning",
    ),
    _p(
        "v52p_qwq_zh_long",
        "嗯，先看左上角，和右边接上了。右上角和右下角也接上了。左下角……开口朝下，对着边界。逆时针转一次，朝下变成朝右，能接上右下角。等等，还要确认右下角朝左有开口……有的。好。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "long_reasoning",
    ),
    _p(
        "v52p_qwenplus_square_n",
        "转动 square 2（左下角），顺时针。\n\nROTATE: square 2 clockwise",
        (2, CW),
        False,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0) (strict: not the (row, col) form)",
    ),
    _p(
        "v52p_qwenmax_answer_first",
        "ROTATE: (0, 0) counterclockwise\n\n原因：左上角逆时针转一次后开口朝下，和 (1, 0) 接上。",
        (0, CCW),
        False,
        "answer_then_explanation",
        "hard: the move first, a reason naming the same move after it (strict: not the last line)",
    ),
    _p(
        "v52p_r1_think_heading",
        "<think>\n右下角开口朝右，逆时针一次朝上，接 (0,1)。\n</think>\n\n**最终答案**\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "final_heading",
    ),
    _p(
        "v52p_v3_zh_anticlockwise",
        "左下角的方块需要调整。\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "vocabulary",
        "hard: anticlockwise is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v52p_glm4_zh_position",
        "将右上角的方块逆时针旋转 90 度。",
        (1, CCW),
        False,
        "position_words",
        "hard: 右上角 (top-right) is square 1; 90 degrees 逆时针 is one counterclockwise turn (strict: no ROTATE line)",
    ),
    _p(
        "v52p_yi_en",
        "The top-left square's pipe faces the edge. Rotating it clockwise connects it to the square on its right.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v52p_internlm_spacing",
        "旋转右下角方块。\nROTATE: (1,1) clockwise",
        (3, CW),
        False,
        "spacing",
        "hard: the square without the prompt's space (strict: format miss)",
    ),
    _p(
        "v52p_baichuan_zh",
        "分析后，应旋转 (1, 0) 处的方块。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v52p_llama_plain",
        "Rotating the bottom-right square counterclockwise will connect it to the square above.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v52p_small_smol_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_echo",
        "hard: the prompt's format sentence echoed first; the last line is the move",
    ),
    _p(
        "v52p_small_gemma_repeat",
        "ROTATE: (0, 0) counterclockwise\nROTATE: (0, 0) counterclockwise\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v52p_small_smol_both",
        "ROTATE: (1, 0) clockwise (or counterclockwise)\nROTATE: (1, 0) clockwise (or counterclockwise)",
        U,
        False,
        "small_two_dirs",
        "the prompt's '(or counterclockwise)' copied onto the answer twice: both directions, none picked",
    ),
    _p(
        "v52p_small_gemma_cut",
        "The square (1, 1) is turned.\nROTATE: (1, 1) clock",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v52p_small_smol_noans",
        "You turned the square. Here is the board after your move:",
        U,
        False,
        "small_garble",
        "the prompt's words echoed; no square and no direction",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v52c_p_qwen3_zh_hedge_settled",
        "也许逆时针也能接上，但我核对过开口方向，顺时针一次就能连通，确定顺时针。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "hedged",
        "hard: a hedge (也许) about the other direction, settled in words before the ROTATE line",
    ),
    _p(
        "v52c_p_qwen3_zh_hedge_open",
        "ROTATE: (1, 1) clockwise\n\n不过方向我不确定，可能应该是逆时针。",
        U,
        False,
        "hedged",
        "a doubt after the move (不确定, 可能) leaning to the other direction, left open",
    ),
    _p(
        "v52c_p_qwenmax_zh_conditional_met",
        "如果左上角的开口现在朝上的话，顺时针转一次就会朝右，接上 (0, 1)。棋盘上它确实朝上，条件成立。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "conditional",
        "hard: a 如果…的话 condition checked against the board and found met, then the move",
    ),
    _p(
        "v52c_p_qwenmax_zh_conditional_open",
        "如果右下角开口朝右的话，就逆时针转：ROTATE: (1, 1) counterclockwise；如果朝下的话，就顺时针转：ROTATE: (1, 1) clockwise。",
        U,
        False,
        "conditional",
        "two moves, each on a 如果…的话 condition the reply never settles",
    ),
    _p(
        "v52c_p_r1_zh_correction",
        "ROTATE: (1, 0) clockwise\n\n不对，改成逆时针，这样开口才朝右。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "correction",
        "hard: 不对 then 改成 with the new direction, restated on the last ROTATE line; the last stands",
    ),
    _p(
        "v52c_p_r1_zh_withdrawn",
        "ROTATE: (0, 1) counterclockwise\n\n不对，这一步不算，我得重新看一下棋盘。",
        U,
        False,
        "withdrawn",
        "the move withdrawn (不对, 不算) with no new move named",
    ),
    _p(
        "v52c_p_qwenplus_zh_summary_agrees",
        "ROTATE: (0, 1) clockwise\n\n总结：右上角顺时针转一次，整个棋盘就连通了。",
        (1, CW),
        False,
        "summary_agrees",
        "hard: a Chinese summary naming the same square and direction (strict: not the last line)",
    ),
    _p(
        "v52c_p_yi_question_open",
        "可以转左上角，也可以转右下角。你想让我转哪一个？",
        U,
        False,
        "question_back",
        "two squares offered and the choice handed back to the user",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v52",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v52.py: counts, no reader
    print_counts(all_cases(), problems())

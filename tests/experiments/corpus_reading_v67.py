"""A sixty-seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read and a correction naming its new answer stands; a summary or
restatement naming another answer is a conflict; a doubt, a condition or a withdrawal left open,
a question handed back and a cut-off are unreadable; a Chinese registry name is read; a full
stop after the answer and markdown bold around the answer line or its label stay in format for
strict, a heading above it changes nothing; a full-width colon or bracket, a label in another
case and words after the value are strict format misses; ``square N`` is in format in the
puzzle; a bare side on the turn line is a turn, left counterclockwise and right clockwise, and a
strict miss) and the specification's shape variants (a square ring of any side k >= 3) and path
check (cells after the last G are not scored). ``corpus_form``, ``blind_set_form``,
``blind_set_mazes``, ``corpus_mazes``, ``corpus_reading_v63``-``_v65`` and their test files were
read for the data format and the rulings as applied; the earlier sets' replies were searched only
to keep this set's mazes and routes new.

This round's emphasis is the everyday transcript with Qwen first, the specification's own
family: about half the replies as Qwen2.5 (turbo/plus/max), Qwen3 (thinking mode with
``<think>`` and non-thinking) and QwQ answer the five prompts, many in Chinese or mixing Chinese
and English (full-width punctuation, Chinese direction and position words, 总结/答案/最终答案
headings); the rest DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models
(SmolLM2-135M, Gemma 3 270M base: prompt echoes, repeats, half-formed labels, cut-offs, no
answer). Not a hunt for hard cases: mostly what a transcript holds most often. The chosen quarter
(the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and
unclear look-alikes from everyday habits: a 总结 or restatement after the answer that agrees or
names another, a hedge (可能/也许/不确定) settled or left open, a 如果…的话 condition settled or
open, 不对/改成 with or without a new answer, two 方案 with a pick or none, a question answered
or handed back, a cut-off and its finished twin.

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
SHUFFLE_DOWN = "1,0 2,0 3,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: back and forth twice between (2,0) and (3,0), then the left-and-bottom route to G."""
WANDER_TOP = "1,0 1,1 1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: right and back, down and back, then the top route with one step back up column 3."""
PAST_UP_THREE = "1,0 2,0 3,0 4,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3"
"""Valid up to G: down column 0 and back up two, down again and along the bottom row to G, then
three cells up the right column (not scored)."""
PAST_TOP_UP_TWO = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 1,3 2,3 3,3 4,3 3,3 2,3"
"""Valid up to G: the top route with two steps back, then two cells back up column 3 (not
scored)."""
INTO_22 = "1,0 1,1 1,2 1,3 2,3 2,2 2,3 3,3 4,3"
"""Broken: the top route with a step west into the wall (2,2) and back."""
BACK_THROUGH_COL2 = "1,0 1,1 1,2 1,3 1,2 2,2 3,2 4,2 4,3"
"""Broken: out to (1,3), back to (1,2), then down column 2 through the walls (2,2) and
(3,2)."""
BACK_SKIP_30 = "1,0 1,1 1,0 2,0 4,0 4,1 4,2 4,3"
"""Broken: right and back, then (2,0) to (4,0), which skips (3,0): not one step."""

# == generated mazes (5x5) =================================================================
RING_MID_LEFT3 = """\
1 1 1 1 1
P 0 G 1 1
0 1 0 1 1
0 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, rows 1-3, P at its top-left corner (1,0), G at its
top-right corner (1,2)."""

RING_TOP_MID3 = """\
1 P G 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the top edge, columns 1-3, P at its top-left corner (0,1), G on its
top side (0,2)."""

RING_BOTTOM_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 G 1
1 0 1 0 1
1 0 0 0 1"""
"""Valid: a 3x3 ring on the bottom edge, columns 1-3, P at its top-left corner (2,1), G at
its top-right corner (3,3)."""

RING_TL4 = """\
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
0 G 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P on its top side (0,2), G on its bottom side
(3,1)."""

RING_OUTER_N = """\
P 0 G 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the top-left corner (0,0), G in the middle of the top
side (0,2)."""

RING_RIGHT_MID3 = """\
1 1 1 1 1
1 1 0 0 0
1 1 0 1 P
1 1 G 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right edge, rows 1-3, P on its right side (2,4), G at its
bottom-left corner (3,2)."""

NO_PLAYER = """\
1 0 G 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the top 3x3 ring without a player."""

INNER_OPEN = """\
0 0 P 0 1
0 0 1 0 1
0 1 1 0 1
0 G 0 0 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with its inner cell (1,1) open: not a ring."""

SIX_ROWS = RING_BOTTOM_MID3 + "\n1 1 1 1 1"
"""Broken: the bottom 3x3 ring over a sixth row of walls: not 5x5."""

FOUR_COLS = """\
1 1 1 1
P 0 G 1
0 1 0 1
0 0 0 1
1 1 1 1"""
"""Broken: the left 3x3 ring in five rows of four cells, not 5x5."""

TWO_GOALS = """\
1 1 1 1 1
1 1 0 0 G
1 1 0 1 P
1 1 G 0 0
1 1 1 1 1"""
"""Broken: the right 3x3 ring with two goals."""

GAP_OUTER = """\
P 0 G 0 0
0 1 1 1 0
1 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with (2,0) walled: its open cells no longer close."""

LETTER_O = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 G 1
1 0 1 O 1
1 0 0 0 1"""
"""Broken: the bottom 3x3 ring with the letter ``O`` for a zero at (3,3)."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v67s_qwenturbo_zh_xia",
        "P 在 (1, 0)，上面 (0, 0) 是墙，下面 (2, 0) 是空格。向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v67s_qwenturbo_right_open",
        "The cell to the right of P, (1, 1), is open, and the top row leads toward column 3.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v67s_qwenplus_zh_you",
        "当前位置 (1, 0)。右边的格子 (1, 1) 是 0，可以通行，沿着第一行往右走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v67s_qwenplus_fullwidth_colon",
        "向下移动一格。\n\nMOVE：(2, 0)",
        (2, 0),
        None,
        "fullwidth",
        "hard: a full-width colon after the label; a person reads the cell (strict: format miss)",
    ),
    _s(
        "v67s_qwenplus_zuizhong_bold",
        "分析：P 的右边和下边都是空格，两条路都能到 G。选下面这条。\n\n**最终答案**\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_label",
    ),
    _s(
        "v67s_qwenmax_fullwidth_all",
        "往右走到 (1, 1)。\n\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
    ),
    _s(
        "v67s_qwenmax_both_routes",
        "Both (2, 0) and (1, 1) are open. Going down the left column and along the bottom row "
        "reaches G at (4, 3) in six moves, so I start down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v67s_qwen3_think_zh_down",
        "<think>\n玩家在第1行第0列。上面是墙。下面 (2,0) 是0。右边 (1,1) 也是0。"
        "都可以，走下面。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v67s_qwen3_think_en_right",
        "<think>\nP at (1,0). Up is (0,0), a wall. Right is (1,1), empty. Down is (2,0), empty. "
        "Take the top row: (1,1), (1,2), (1,3), then down column 3.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v67s_qwen3_nothink_period",
        "Moving down into the empty cell below the player.\n\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
    ),
    _s(
        "v67s_qwen3_think_drafts_then_final",
        "<think>\nMaybe MOVE: (0, 0)? No, (0,0) is 1, a wall. Down then.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: a move drafted and refused inside the thinking; the final line is the answer",
    ),
    _s(
        "v67s_qwq_zh_long",
        "嗯，先看迷宫。第0行全是墙。第1行是 P 0 0 0 1，所以 P 在 (1, 0)。"
        "能走的方向：右 (1, 1)、下 (2, 0)。往下的话沿第0列到 (4, 0)，再往右到 (4, 3)。好，往下。"
        "\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v67s_qwq_answer_zh_heading",
        "答案：\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v67s_qwen25_lower_label",
        "Step right along the open top row.\n\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
    ),
    _s(
        "v67s_qwen25_zh_direction_only",
        "P 的下方是空格，所以往下走一步。",
        (2, 0),
        None,
        "direction_word",
        "hard: no MOVE line, but one clear direction in prose (the ruling reads it as the cell "
        "below, (2, 0))",
    ),
    _s(
        "v67s_qwen25_then_explains",
        "MOVE: (2, 0)\n\n这一步沿左边一列往下走，之后再沿最下面一行往右走到 G。",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v67s_deepseekv3_right",
        "From (1, 0) the open neighbours are (1, 1) and (2, 0). I'll follow the top corridor.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v67s_deepseekv3_bold_line",
        "Going down the left side.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
    ),
    _s(
        "v67s_deepseekr1_think_right",
        "<think>\nOkay, the player is at row 1, column 0. Above is a wall. The cell to its right "
        "is 0. Going right then down the third column gets to G.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v67s_glm4_zh_space_label",
        "向右走。\n\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label; a person reads the cell (strict: format miss)",
    ),
    _s(
        "v67s_glm4_zh_down",
        "下一步：向下，到达 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v67s_yi_own_line",
        "My move is down.\n\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
    ),
    _s(
        "v67s_internlm_right_words_after",
        "MOVE: (1, 1) 向右",
        (1, 1),
        None,
        "words_after",
        "hard: a Chinese direction word after the cell on the label line, agreeing with it "
        "(strict: words after the value)",
    ),
    _s(
        "v67s_baichuan_zh_down",
        "根据迷宫，玩家应向下移动。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v67s_llama_down",
        "The only open cells next to P are to the right and below. I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v67s_small_smol135_echo",
        "Answer: MOVE: (row, col)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the format line echoed with its placeholders, then one move (the last line)",
    ),
    _s(
        "v67s_small_gemma270_repeat",
        "The player goes to the right one cell.\nMOVE: (1, 1)\nThe player goes to the right one cell.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v67s_small_smol135_cut",
        "The player is at (1, 0). The player can move to the right or to the",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v67s_small_gemma270_no_move",
        "The maze is a 5x5 grid. The player is P. The goal is G. The walls are 1.",
        U,
        None,
        "small_no_answer",
        "no move at all: the prompt's facts restated",
    ),
    _s(
        "v67s_small_smol135_half",
        "the player go right\nMOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: a half-formed label line, but one cell and one direction that agree",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v67c_s_qwenplus_zongjie_same",
        "MOVE: (2, 0)\n\n总结：向下走到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: a 总结 after the answer that names the same cell (strict: not the last line)",
    ),
    _s(
        "v67c_s_qwenplus_zongjie_other",
        "MOVE: (2, 0)\n\n总结：向右走到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "a 总结 after the answer names another move; no choice between them",
    ),
    _s(
        "v67c_s_qwenmax_hedge_settled",
        "MOVE: (1, 1)\n\n可能有人会担心 (1, 1) 是墙，我核对了一下：第1行是 P 0 0 0 1，(1, 1) 是 0，"
        "可以走。",
        (1, 1),
        None,
        "verification_after",
        "hard: a doubt raised after the answer and settled by a check (strict: not the last line)",
    ),
    _s(
        "v67c_s_qwenmax_hedge_open",
        "MOVE: (1, 1)\n\n不过也许往下 (2, 0) 更好，我不太确定。",
        U,
        None,
        "second_thought",
        "a doubt after the answer that prefers another move and is not settled",
    ),
    _s(
        "v67c_s_qwen3_ruguo_settled",
        "如果 (2, 0) 是空格的话就往下走。看第2行：0 1 1 0 1，(2, 0) 是 0，是空格。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: a condition the reply checks and settles before its move line",
    ),
    _s(
        "v67c_s_qwen3_ruguo_open",
        "如果想走上面那条路的话就走 (1, 1)，想走下面那条的话就走 (2, 0)。",
        U,
        None,
        "conditional",
        "two moves under a condition the reply leaves open (which route is wanted)",
    ),
    _s(
        "v67c_s_glm4_budui_gaicheng",
        "MOVE: (0, 0)\n\n不对，(0, 0) 是墙。改成：\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对 with a new move named after it; the last committed move is read",
    ),
    _s(
        "v67c_s_glm4_budui_no_new",
        "MOVE: (1, 1)\n\n不对，这一步好像有问题，我再想想。",
        U,
        None,
        "withdrawn",
        "the move is withdrawn (不对) and no new move is given",
    ),
    _s(
        "v67c_s_deepseekv3_cut_in_move",
        "P 下面的 (2, 0) 是空格，往下走一步。\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the move line",
        finish_reason=L,
    ),
    _s(
        "v67c_s_deepseekv3_finished_move",
        "P 下面的 (2, 0) 是空格，往下走一步。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =====================================
ONE_SHOT = [
    _o(
        "v67o_qwenturbo_zh_down",
        "沿左边一列向下，再沿最下面一行向右。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v67o_qwenturbo_top_route",
        "Go along the top corridor, then down the fourth column.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v67o_qwenplus_zh_shuffle",
        "路线（中间来回走了几步，但每一步都合法）：\n\nPATH: " + path_text(SHUFFLE_DOWN),
        S,
        True,
        "chinese_reasoning",
        "hard: steps back and forth on column 0 are legal steps; the route still ends on G",
    ),
    _o(
        "v67o_qwenplus_fullwidth_path",
        "路径如下。\n\nPATH：（1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas; a person reads the top route "
        "(strict: format miss)",
    ),
    _o(
        "v67o_qwenmax_wander_top",
        "I wander near the start before committing, but each step is to a neighbour.\n\nPATH: "
        + path_text(WANDER_TOP),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v67o_qwenmax_past_goal",
        "中间来回走了几步，到达 G 后又多写了三格。\n\nPATH: " + path_text(PAST_UP_THREE),
        S,
        True,
        "chinese_reasoning",
        "hard: three cells after G; the specification's check does not score cells after "
        "the last G",
    ),
    _o(
        "v67o_qwen3_think_right_col",
        "<think>\nTop row to (1,3), then (2,3), (3,3), (4,3). All zeros. Good.\n</think>\n\n"
        "PATH: " + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v67o_qwen3_think_zh_past_back",
        "<think>\n先走上面一行，再沿第3列往下到 G，之后多写了两格。\n</think>\n\nPATH: "
        + path_text(PAST_TOP_UP_TWO),
        S,
        True,
        "think_block",
        "hard: two cells written after G; only the route up to the last G is scored",
    ),
    _o(
        "v67o_qwq_zh_through_col2",
        "先到 (1, 3)，再退回 (1, 2)，第2列好像可以直接往下。\n\nPATH: "
        + path_text(BACK_THROUGH_COL2),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v67o_qwen25_bold_line",
        "路径：\n\n**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "markdown_label",
    ),
    _o(
        "v67o_qwen25_commas",
        "Path below.\n\nPATH: " + path_text(RIGHT_COL, sep=", "),
        S,
        False,
        "commas",
        "hard: the cells separated by commas; a person reads the route (strict: format miss)",
    ),
    _o(
        "v67o_deepseekv3_into_22",
        "The top route, with a quick look to the west on row 2.\n\nPATH: " + path_text(INTO_22),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v67o_deepseekr1_think_skip",
        "<think>\nRight, back, then down to (4,0) and right to (4,3).\n</think>\n\nPATH: "
        + path_text(BACK_SKIP_30),
        F,
        False,
        "think_block",
    ),
    _o(
        "v67o_glm4_zh_then_explains",
        "PATH: " + path_text(DOWN) + "\n\n说明：先向下三步，再向右三步。",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v67o_yi_period",
        "Here is the path.\n\nPATH: " + path_text(RIGHT_COL) + ".",
        S,
        True,
        "trailing_period",
    ),
    _o(
        "v67o_internlm_arrows",
        "路径：(1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3)",
        S,
        False,
        "arrows",
        "hard: an arrow route under a Chinese label; a person reads it (strict: no PATH line)",
    ),
    _o(
        "v67o_baichuan_zh_top",
        "先向右走到 (1, 3)，再向下走到 (4, 3)。\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v67o_llama_down",
        "Follow the left wall down and the bottom row across.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v67o_small_smol135_echo",
        "The path is\nPATH: (row, col) (row, col) ...\nPATH: " + path_text(DOWN),
        S,
        True,
        "small_echo",
        "hard: the format line echoed with placeholders, then the full route (the last line)",
    ),
    _o(
        "v67o_small_gemma270_repeat",
        "The path goes down.\nPATH: (1, 0) (2, 0)\nThe path goes down.\nPATH: (1, 0) (2, 0)",
        F,
        False,
        "small_repeat",
        "hard: one two-cell route repeated; it never reaches G",
    ),
    _o(
        "v67o_small_smol135_half",
        "the path\nPATH (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        S,
        False,
        "small_half_label",
        "hard: the label without its colon, then the whole left-and-bottom route",
    ),
    _o(
        "v67o_small_smol135_cut",
        "The path is:\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the route",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v67c_o_qwenplus_asks_answers",
        "你是想要最短路径吗？我就按最短的给：\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "question_back",
        "hard: a question asked and answered by the reply itself before the path",
    ),
    _o(
        "v67c_o_qwenplus_asks_only",
        "请问坐标是从 0 开始还是从 1 开始？确认之后我再给出路径。",
        U,
        False,
        "question_back",
        "a question handed back instead of a path",
    ),
    _o(
        "v67c_o_qwen3_fangan_pick",
        "方案一：PATH: "
        + path_text(DOWN)
        + "\n方案二：PATH: "
        + path_text(RIGHT_COL)
        + "\n\n两个都行，我选方案二。",
        S,
        False,
        "rejected_alternative",
        "hard: two routes, then an explicit pick of the second (strict: the pick closes the reply)",
    ),
    _o(
        "v67c_o_qwen3_fangan_none",
        "方案一：PATH: "
        + path_text(DOWN)
        + "\n方案二：PATH: "
        + path_text(INTO_22)
        + "\n\n两个方案都可以。",
        U,
        False,
        "two_options",
        "two routes, one of them broken, and no choice between them",
    ),
    _o(
        "v67c_o_qwq_maybe_open",
        "PATH: " + path_text(RIGHT_COL) + "\n\n也许 (2, 3) 是墙？不确定，那样这条路就走不通了。",
        U,
        False,
        "second_thought",
        "a doubt after the path about one of its cells, not settled",
    ),
    _o(
        "v67c_o_glm4_cut_in_path",
        "沿上面一行再往下。\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the route reaches G",
        finish_reason=L,
    ),
    _o(
        "v67c_o_glm4_finished_path",
        "沿上面一行再往下。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the route is whole",
    ),
]

# == recognize: the empty cells of ORIGINAL form a square ring =============================
RECOGNIZE = [
    _r(
        "v67r_qwenturbo_zh_ring",
        "空格子围成一圈：第1行、第4行、第0列和第3列，中间是墙，是一个正方形的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v67r_qwenturbo_zh_value",
        "空格沿着一个 4x4 的边框排列。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: a registry shape named in Chinese is read (strict: not the English name)",
    ),
    _r(
        "v67r_qwenplus_border",
        "The open cells trace the border of a 4x4 block with the middle filled by walls.\n\n"
        "SHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v67r_qwenplus_zuizhong_bold",
        "四条边都是空格，围成一个方框。\n\n**最终答案**\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
    ),
    _r(
        "v67r_qwenmax_fullwidth",
        "这些空格组成一个正方形的轮廓。\n\nSHAPE：square",
        "square",
        False,
        "fullwidth",
    ),
    _r(
        "v67r_qwenmax_c_shape",
        "The open cells run along the top, the left and the bottom, like a letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
        "hard: a wrong shape named plainly is read as that shape",
    ),
    _r(
        "v67r_qwen3_think_square",
        "<think>\nRow 1: cols 0-3 open. Row 4: cols 0-3 open. Col 0 and col 3 open in rows 2-3. "
        "That's a hollow 4x4 square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v67r_qwen3_think_zh_spiral_weighed",
        "<think>\n会不会是螺旋？不是，空格没有往里绕，只是一个闭合的方框。\n</think>\n\n"
        "空格围成一个方形的环。\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: a spiral weighed and refused inside the thinking; the final line names the square",
    ),
    _r(
        "v67r_qwq_zh_long",
        "嗯，我数一下。第0行全是墙。第1行 P 0 0 0 是空的。第2行和第3行只有第0列和第3列是空的。"
        "第4行 0 0 0 G 是空的。所以是一个空心的方块。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v67r_qwen25_period",
        "A closed square loop of empty cells.\n\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
    ),
    _r(
        "v67r_qwen25_label_case",
        "The empty cells make a square ring.\n\nShape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v67r_deepseekv3_then_explains",
        "SHAPE: square\n\nThe empty cells form the outline of a 4x4 square around a 2x2 block of "
        "walls.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v67r_deepseekr1_think",
        "<think>\nThe zeros plus P and G: a frame. Four sides, equal length 4. Square.\n</think>\n\n"
        "SHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v67r_glm4_zh_square",
        "空白格子构成一个正方形边框。\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v67r_yi_own_line",
        "The shape is a square outline.\n\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
    ),
    _r(
        "v67r_internlm_zh_spiral",
        "空格从左上绕到右下，像一个螺旋。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: a wrong registry shape named in Chinese is read as that shape",
    ),
    _r(
        "v67r_baichuan_words_after",
        "SHAPE: square（空心正方形）",
        "square",
        False,
        "words_after",
        "hard: a Chinese gloss after the name on the label line, agreeing with it "
        "(strict: words after the value)",
    ),
    _r(
        "v67r_llama_square",
        "The empty cells form a square ring around the walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v67r_small_smol135_echo",
        "SHAPE: <name>\nThe shape is square.\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the format line echoed with its placeholder, then the name (the last line)",
    ),
    _r(
        "v67r_small_gemma270_repeat",
        "The shape is a square. The shape is a square. The shape is a square.\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v67r_small_smol135_no_name",
        "What geometric shape do the empty cells form together? Name the shape and explain your "
        "reasoning briefly.\nThe maze:",
        U,
        False,
        "small_no_answer",
        "the prompt's question echoed, no shape named",
    ),
    _r(
        "v67r_small_gemma270_cut",
        "The empty cells form a shape that looks like a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v67c_r_qwenplus_zongjie_same",
        "SHAPE: square\n\n总结：空格围成一个正方形。",
        "square",
        False,
        "summary_agrees",
        "hard: a 总结 after the answer that names the same shape (strict: not the last line)",
    ),
    _r(
        "v67c_r_qwenplus_zongjie_other",
        "SHAPE: square\n\n总结：这些空格排成一个C形。",
        U,
        False,
        "repeat_conflict",
        "a 总结 after the answer names another shape (C); no choice between them",
    ),
    _r(
        "v67c_r_qwen3_ruguo_settled",
        "如果把 P 和 G 也算空格的话，它就是一个完整的方框；题目说它们算空格，所以是正方形。\n\n"
        "SHAPE: square",
        "square",
        True,
        "conditional",
        "hard: a condition the prompt settles and the reply says so before the label",
    ),
    _r(
        "v67c_r_qwen3_ruguo_open",
        "如果我没数错的话是正方形，要是数错了也可能是 C 形。\n\nSHAPE: square 或 C",
        U,
        False,
        "conditional",
        "two shapes under a condition the reply leaves open (whether it counted right), both on the "
        "label line",
    ),
    _r(
        "v67c_r_yi_withdrawn",
        "SHAPE: square\n\nWait, that's not right. Let me look at the grid again.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new shape is given",
    ),
    _r(
        "v67c_r_qwenmax_cut_in_name",
        "空格围成一个方框。\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
    _r(
        "v67c_r_qwenmax_finished_name",
        "空格围成一个方框。\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze whose empty cells form a square ==============================
GENERATE = [
    _g(
        "v67g_qwenturbo_zh_mid_left",
        "在左边放一个 3x3 的环，P 在左上角，G 在右上角。\n\nMAZE:\n" + RING_MID_LEFT3,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v67g_qwenturbo_coord_outer",
        "Use the whole border as the ring.\n\nMAZE:\n" + coord_list(RING_OUTER_N),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v67g_qwenplus_zh_top_mid",
        "上方中间放一个小方环。\n\nMAZE:\n" + RING_TOP_MID3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v67g_qwenplus_no_player",
        "顶部一个 3x3 的方环，终点在上边中间。\n\nMAZE:\n" + NO_PLAYER,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v67g_qwenmax_tl4",
        "A 4x4 ring in the top-left corner, P on its top side and G on its bottom side.\n\n"
        "MAZE:\n" + RING_TL4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v67g_qwenmax_zh_coord_gap",
        "外圈方环（坐标列表）。\n\nMAZE:\n" + coord_list(GAP_OUTER),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v67g_qwen3_think_bottom_mid",
        "<think>\nA 3x3 ring at the bottom, columns 1 to 3. P top-left of the ring, G top-right."
        "\n</think>\n\nMAZE:\n" + RING_BOTTOM_MID3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v67g_qwen3_think_zh_inner_open",
        "<think>\n左上角 4x4 的环，P 在上边，G 在下边。\n</think>\n\nMAZE:\n" + INNER_OPEN,
        F,
        False,
        "think_block",
    ),
    _g(
        "v67g_qwq_zh_right_mid",
        "好，我在右边放一个 3x3 的方环，P 在右边中间，G 在左下角。\n\nMAZE:\n" + RING_RIGHT_MID3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v67g_qwen25_copy",
        "New maze below (same shape).\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: an identical copy of the original maze, which the prompt forbids",
    ),
    _g(
        "v67g_deepseekv3_six_rows",
        "A 3x3 ring at the bottom.\n\nMAZE:\n" + SIX_ROWS,
        F,
        False,
        "asked_format",
        "hard: six rows, not the asked 5x5",
    ),
    _g(
        "v67g_deepseekr1_think_two_goals",
        "<think>\nRight-hand 3x3 ring; put G at both ends to be safe.\n</think>\n\nMAZE:\n"
        + TWO_GOALS,
        F,
        False,
        "think_block",
    ),
    _g(
        "v67g_glm4_zh_coord_mid_left",
        "左侧的 3x3 方环，用坐标列表表示。\n\nMAZE:\n" + coord_list(RING_MID_LEFT3),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v67g_yi_four_cols",
        "A small square ring on the left.\n\nMAZE:\n" + FOUR_COLS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v67g_internlm_letter_o",
        "底部的方环。\n\nMAZE:\n" + LETTER_O,
        F,
        False,
        "chinese_reasoning",
        "hard: a letter O where a 0 belongs is not a cell of the format",
    ),
    _g(
        "v67g_baichuan_fenced_top_mid",
        "MAZE:\n```\n" + RING_TOP_MID3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v67g_llama_outer",
        "The new maze uses the outer border as the square.\n\nMAZE:\n" + RING_OUTER_N,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v67g_qwen3_nothink_bold_label",
        "A 3x3 ring on the right edge, P on its right side.\n\n**MAZE:**\n" + RING_RIGHT_MID3,
        S,
        True,
        "markdown_label",
        "hard: bold around the MAZE label is tolerated by strict too",
    ),
    _g(
        "v67g_small_smol135_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n"
        + RING_BOTTOM_MID3,
        S,
        True,
        "small_echo",
        "hard: the prompt's last instruction echoed, then the MAZE: line and a valid ring",
    ),
    _g(
        "v67g_small_gemma270_repeat",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
        "hard: three rows of walls written twice: no maze of the asked size, no P or G",
    ),
    _g(
        "v67g_small_smol135_cut",
        "MAZE:\n1 1 1 1 1\n1 P 0 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the second row of the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v67c_g_qwenplus_fangan_pick",
        "方案一：\nMAZE:\n"
        + TWO_GOALS
        + "\n\n方案二：\nMAZE:\n"
        + RING_RIGHT_MID3
        + "\n\n方案一有两个 G，不符合要求，所以最终选方案二。",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes, the first refused by the reply, the second chosen (strict: the pick "
        "closes the reply)",
    ),
    _g(
        "v67c_g_qwenplus_fangan_none",
        "方案一：\nMAZE:\n"
        + RING_TL4
        + "\n\n方案二：\nMAZE:\n"
        + INNER_OPEN
        + "\n\n这两个方案你可以任选一个。",
        U,
        False,
        "two_options",
        "two mazes, one broken, and the choice handed to the reader",
    ),
    _g(
        "v67c_g_qwen3_asks_answers",
        "要用矩阵格式吗？是的，和上面一样。\n\nMAZE:\n" + RING_BOTTOM_MID3,
        S,
        True,
        "question_back",
        "hard: a question the reply answers itself before the maze",
    ),
    _g(
        "v67c_g_qwen3_asks_only",
        "你希望方环放在哪个角？告诉我之后我再生成迷宫。",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v67c_g_glm4_cut_in_maze",
        "左上角 4x4 的方环。\n\nMAZE:\n0 0 P 0 1\n0 1 1 0 1\n0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v67c_g_glm4_finished_maze",
        "左上角 4x4 的方环。\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one turn on a 2x2 board (square index 2 * row + col) ==========================
PUZZLE = [
    _p(
        "v67p_qwenturbo_zh_tl_cw",
        "左上角的管子开口朝上，指向棋盘外面，顺时针转一下就朝右了。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v67p_qwenturbo_br_ccw",
        "The bottom-right elbow points off the board; one counterclockwise turn brings it in.\n\n"
        "ROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v67p_qwenplus_zh_square_n",
        "右上角就是 square 1，逆时针转。\n\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "square_number",
        "hard: 'square N' is allowed by the prompt (strict: in format)",
    ),
    _p(
        "v67p_qwenplus_fullwidth",
        "左下角顺时针转一次。\n\nROTATE：（1，0）clockwise",
        (2, CW),
        False,
        "fullwidth",
    ),
    _p(
        "v67p_qwenmax_zuizhong_bold",
        "右下角的直管是竖的，需要横过来。\n\n**最终答案**\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "markdown_label",
    ),
    _p(
        "v67p_qwenmax_left_side_word",
        "Turn the top-right piece a quarter to the left.\n\nROTATE: (0, 1) left",
        (1, CCW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as a turn, left = counterclockwise "
        "(strict: format miss)",
    ),
    _p(
        "v67p_qwen3_think_zh",
        "<think>\n左上角是一个弯管，开口朝上和朝左，都指向外面。转两次才行，先顺时针转一次。\n</think>"
        "\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v67p_qwen3_think_en",
        "<think>\nThe bottom-left piece opens downward, off the board. Counterclockwise moves a "
        "bottom opening to the right side.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v67p_qwq_zh_long",
        "嗯，我一块一块看。左上角连着右边，没问题。右上角开口朝上，指到棋盘外了。"
        "顺时针转的话朝上的口会转到右边，还是出界；逆时针转的话会转到左边，正好连上左上角。\n\n"
        "ROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v67p_qwen25_period",
        "Rotate the top-left square clockwise.\n\nROTATE: (0, 0) clockwise.",
        (0, CW),
        True,
        "trailing_period",
    ),
    _p(
        "v67p_qwen25_then_explains",
        "ROTATE: (1, 0) clockwise\n\n这样左下角的开口就会朝向右下角。",
        (2, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v67p_deepseekv3_tr_cw",
        "The top-right piece should face left and down; one clockwise turn does it.\n\n"
        "ROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v67p_deepseekr1_think",
        "<think>\nCheck each square... bottom-right points right, off the board. Turn it "
        "counterclockwise so it points up.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v67p_glm4_zh_direction_words",
        "把左下角的方块逆时针旋转90度。",
        (2, CCW),
        False,
        "direction_prose",
        "hard: the move said in Chinese prose with one square and one turn; no ROTATE line "
        "(strict: no label line)",
    ),
    _p(
        "v67p_yi_lower_label",
        "Turn the bottom-left piece.\n\nrotate: (1, 0) clockwise",
        (2, CW),
        False,
        "label_case",
    ),
    _p(
        "v67p_internlm_cw_abbrev",
        "右上角顺时针。\n\nROTATE: (0, 1) CW",
        (1, CW),
        False,
        "vocabulary",
        "hard: CW for clockwise, read by a person (strict: not the asked word)",
    ),
    _p(
        "v67p_baichuan_zh_tl",
        "应该旋转左上角的方块。\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v67p_llama_br",
        "The bottom-right square is the only one with an opening off the board.\n\n"
        "ROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v67p_small_smol135_echo",
        "The answer is\nROTATE: (row, col) clockwise (or counterclockwise)\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
        "hard: the format line echoed with placeholders, then one move (the last line)",
    ),
    _p(
        "v67p_small_gemma270_repeat",
        "Rotate the bottom left.\nROTATE: (1, 0) clockwise\nRotate the bottom left.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v67p_small_gemma270_no_move",
        "The puzzle is solved when every pipe end meets a pipe end. The puzzle is solved when",
        U,
        False,
        "small_no_answer",
        "no move at all: the prompt's rule repeated",
    ),
    _p(
        "v67p_small_smol135_cut",
        "The board is a 2x2 grid. The top-left square",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v67c_p_qwenplus_gaicheng",
        "ROTATE: (0, 0) clockwise\n\n不对，应该是逆时针。改成：\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: 不对 with the new turn named after it; the last committed move is read",
    ),
    _p(
        "v67c_p_qwenplus_budui_only",
        "ROTATE: (0, 0) clockwise\n\n不对，这样好像会让管子指到外面。",
        U,
        False,
        "withdrawn",
        "the move is withdrawn (不对) and no new move is given",
    ),
    _p(
        "v67c_p_qwen3_buqueding_settled",
        "ROTATE: (1, 1) clockwise\n\n我不确定顺时针对不对，验证一下：顺时针会把朝左的口转到上面，"
        "正好连上右上角。没问题，就是顺时针。",
        (3, CW),
        False,
        "verification_after",
        "hard: a doubt after the move, settled by a check that keeps it (strict: not the last line)",
    ),
    _p(
        "v67c_p_qwen3_buqueding_open",
        "ROTATE: (1, 1) clockwise\n\n不过也可能应该逆时针，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the move about the other turn, left unsettled",
    ),
    _p(
        "v67c_p_deepseekr1_cut_in_turn",
        "<think>\nBottom-left must turn.\n</think>\n\nROTATE: (1, 0) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the turn word",
        finish_reason=L,
    ),
    _p(
        "v67c_p_deepseekr1_finished_turn",
        "<think>\nBottom-left must turn.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v67",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v67.py: counts, no reader
    print_counts(all_cases(), problems())

"""A seventy-sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands; a summary or
restatement naming another answer is a conflict; a doubt left open, a condition left open, a
question handed back, a withdrawal with no new answer and a cut-off are unreadable; a direction
word is the neighbouring cell; a Chinese registry name of a shape is read; every registry name
of the square is the square, in strict too; a full stop after the answer and markdown bold stay
in format, a heading above the answer changes nothing; two spaces after the label, a missing
comma, words after the value, a label on its own line, full-width punctuation and a bare side on
the turn line are strict format misses; a bare side is read as the turn) and the specification's
shape variants (a square ring of any side k >= 3) and path check (cells after the last G are not
scored). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes`` and
``corpus_reading_v74`` with its test file were read for the data format and the rulings as
applied; no earlier set's reply was copied.

This round's emphasis is the everyday transcript, Qwen first (the specification's own family):
about four in ten replies are Qwen2.5 (qwen-turbo/plus/max), Qwen3 (thinking mode with
``<think>`` and non-thinking) and QwQ, many in Chinese or mixing Chinese and English (full-width
punctuation, Chinese direction and position words, 总结/答案/最终答案 headings); the rest are
DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models (SmolLM2-135M,
Gemma 3 270M base: prompt echoes, repeats, a half-formed label, cut-offs, no answer). Not a hunt
for hard cases: mostly plain compliant answers. The chosen quarter (the ``*_CHOSEN`` lists;
reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear look-alikes from
everyday habits: a 总结 after the answer agreeing or not, a hedge (可能/也许/不确定) settled or
left open, a 如果…的话 condition settled or open, a 不对/改成 correction with or without a new
answer, a question answered or handed back, a cut-off and its finished twin.

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
DOWN_BACK_RIGHT_BACK = "1,0 2,0 1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: a step down and back to P, a step right and back, then the top row and the right
column."""
LEFT_WITH_TWO_RETURNS = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step down and back to P, the left column, a step east and back along to (3,0), then
down again and the bottom row."""
PAST_WEST_NORTH_WALLS = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 3,2 2,2"
"""Valid up to G: the top route, then a step west and north into the walls (3,2) and (2,2) (not
scored)."""
PAST_EAST_WALL_COLUMN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,4 3,4"
"""Valid up to G: the bottom route, then east into the wall column 4 and up it (not scored)."""
THROUGH_CENTRE_WALLS = "1,0 2,0 1,0 1,1 1,2 2,2 3,2 3,3 4,3"
"""Broken: a step down and back, then from (1,2) south through the walls (2,2) and (3,2)."""
DIAGONAL_ZIGZAG = "1,0 2,0 3,0 2,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: down to (3,0), then diagonally back up through the wall (2,1) to (1,2)."""
JUMP_ALONG_TOP = "1,0 2,0 1,0 1,1 1,3 2,3 3,3 4,3"
"""Broken: a step down and back, then a two-cell jump from (1,1) to (1,3)."""

# == generated mazes (5x5) =================================================================
RING_CENTRE3_SIDE_P = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 P 1
1 G 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P in the middle of its right side (2,3), G at its
bottom-left corner (3,1)."""

RING_BR4_TOP_P = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 G
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P on its top side (1,2), G on its right side (3,4)."""

RING_TL3_CORNER_P = """\
P 0 0 1 1
0 1 G 1 1
0 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left, P at its corner (0,0), G on its right side (1,2)."""

RING_OUTER_CORNER_P = """\
P 0 0 0 0
0 1 1 1 0
0 1 1 1 G
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P at its top-left corner (0,0), G in the middle of its right side
(2,4)."""

RING_BL3_RIGHT_SIDE = """\
1 1 1 1 1
1 1 1 1 1
0 0 P 1 1
0 1 0 1 1
0 0 G 1 1"""
"""Valid: a 3x3 ring in the bottom-left, P at its top-right corner (2,2), G at its bottom-right
corner (4,2)."""

CENTRE3_NO_PLAYER = RING_CENTRE3_SIDE_P.replace("P", "0")
"""Broken: the centre 3x3 ring without a player."""

BR4_OPEN_INSIDE = """\
1 1 1 1 1
1 0 P 0 0
1 0 0 1 0
1 0 1 1 G
1 0 0 0 0"""
"""Broken: the bottom-right 4x4 ring with the inner cell (2,2) open."""

TL3_TWO_PLAYERS = """\
P 0 0 1 1
0 1 G 1 1
0 0 P 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the top-left 3x3 ring with a second player at (2,2)."""

OUTER_WALLED_SIDE = """\
P 0 0 0 0
0 1 1 1 0
1 1 1 1 G
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with (2,0) walled: its left side no longer closes."""

BL3_SHORT_ROW = """\
1 1 1 1 1
1 1 1 1 1
0 0 P 1 1
0 1 0 1 1
0 0 G 1"""
"""Broken: the bottom-left 3x3 ring with its last row one cell short."""

CENTRE3_EXTRA_ROW = RING_CENTRE3_SIDE_P + "\n1 1 1 1 1"
"""Broken: RING_CENTRE3_SIDE_P over an extra row of walls: six rows, not 5x5."""

OUTER_STRAY_X = """\
P 0 0 0 0
0 1 1 1 0
0 1 x 1 G
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring with a stray ``x`` in place of the centre wall."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v76s_qwenturbo_zh_xiangxia",
        "玩家上方 (0, 0) 是墙，下方 (2, 0) 是通道。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v76s_qwenturbo_plain_east",
        "Row 1 is open to the right of the player, so step east.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v76s_qwenturbo_zh_lower_label",
        "下一步向下。\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        "hard: the label in lower case before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v76s_qwenplus_zh_daan_heading",
        "分析：右边的格子 (1, 1) 是 0，可以走。\n\n**答案**\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "answer_heading",
        "hard: a bold 答案 heading above the answer line does not change it (the ruling)",
    ),
    _s(
        "v76s_qwenplus_fullwidth_down",
        "往下走。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v76s_qwenplus_zh_xiangyou_value",
        "右边是空的。\nMOVE: 向右",
        (1, 1),
        None,
        "chinese_value",
        "hard: 向右 is 'to the right', one clear direction: the neighbouring cell (1, 1) (strict: no cell)",
    ),
    _s(
        "v76s_qwenmax_zh_zuizhong_bold",
        "往下可以沿着左边一直走到底。\n\n最终答案：\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: a 最终答案 heading, then the whole move line in bold; strict tolerates the bold (the ruling)",
    ),
    _s(
        "v76s_qwenmax_left_column",
        "The left column is all zeros down to the bottom row, which runs to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v76s_qwenmax_brackets_right",
        "Right.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v76s_qwen3_think_zh_down",
        "<think>\n好的，P 在 (1,0)。上面 (0,0) 是 1，是墙。下面 (2,0) 是 0，右边 (1,1) 也是 0。两条路一样长，选下面。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v76s_qwen3_think_en_right",
        "<think>\nOkay, the player is at (1,0). Up is a wall. Right, (1,1), is open and row 1 leads to column 3, then down to G. Let me go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v76s_qwen3_nothink_zh_right",
        "向右移动一格到 (1, 1)。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v76s_qwq_think_double_check_down",
        "<think>\nLet me look at the grid. Row 1 is P 0 0 0 1. Column 0 below P is 0, 0, 0. Hmm, the top route and the left route both take six moves. Wait, let me double-check (2,0): row 2 is 0 1 1 0 1, so (2,0) is 0. Yes. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v76s_qwq_period_right",
        "Going right along row 1.\n\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v76s_deepseekv3_wall_above",
        "From (1, 0), moving up hits the wall at (0, 0). Moving down to (2, 0) follows the open left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v76s_deepseekv3_bold_value",
        "I'll take the top corridor.\n\nMOVE: **(1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the cell only; strict tolerates it (the ruling)",
    ),
    _s(
        "v76s_deepseekr1_think_right",
        "<think>\nThe player is at row 1, column 0. Neighbours: (0,0) is 1, (2,0) is 0, (1,1) is 0. Either works; the top row then column 3 reaches G at (4,3). I'll go right.\n</think>\n\nThe cell to the right is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v76s_deepseekr1_answer_then_reason",
        "MOVE: (2, 0)\n\nReason: (2, 0) is empty and the left column leads down to the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the reason after the move names the same cell (strict: the move line is not last)",
    ),
    _s(
        "v76s_glm4_zh_xiafang",
        "根据迷宫，玩家下方是空地。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v76s_glm4_two_spaces_right",
        "向右。\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v76s_yi_word_down",
        "The way down is free.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word names the neighbouring cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v76s_yi_zero_cell_right",
        "(1, 1) is a 0, so the player can step there.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v76s_internlm_no_comma_down",
        "I move down.\nMOVE: (2 0)",
        (2, 0),
        None,
        "missing_comma",
        "hard: a missing comma in the cell is a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v76s_internlm_plain_right",
        "Moving right keeps the player on the open first row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v76s_baichuan_zh_label_own_line",
        "向下走一格。\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v76s_llama_wall_up_so_down",
        "The player can't go up because of the wall, so it goes down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v76s_small_smol135_echo",
        "the player is at (1, 0)\nFinish with MOVE: (row, col)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line echoed, then one complete move line last",
    ),
    _s(
        "v76s_small_smol135_repeat",
        "the player moves right\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: one move line repeated; every copy agrees",
    ),
    _s(
        "v76s_small_smol135_half_label",
        "the player go right\nMOVE (1, 1)",
        (1, 1),
        None,
        "small_half_label",
        "hard: the label without its colon, then one clear cell (strict: not the asked label)",
    ),
    _s(
        "v76s_small_gemma270_cut",
        "The maze has walls and the player P is at the top left. The player must go to the goal G. To go to the goal the player must first go",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v76s_small_gemma270_no_answer",
        "Maze solving is a classic problem in computer science. There are many algorithms, such as depth-first search and breadth-first search.",
        U,
        None,
        "small_no_answer",
        "no move at all: a continuation about maze algorithms",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v76c_s_qwenplus_zongjie_same",
        "往下走比较稳妥。\n\nMOVE: (2, 0)\n\n总结：向下移动到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the 总结 after the answer names the same move, down to (2, 0) (strict: the move line is not last)",
    ),
    _s(
        "v76c_s_qwenplus_zongjie_other",
        "往下走比较稳妥。\n\nMOVE: (2, 0)\n\n总结：向右移动到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "the 总结 after the answer names the other move, right to (1, 1) (the ruling: conflicting)",
    ),
    _s(
        "v76c_s_qwen3_hedge_settled",
        "MOVE: (1, 1)\n\n可能要再确认一下 (1, 1) 是不是墙……第 1 行是 P 0 0 0 1，(1, 1) 是 0，没问题。",
        (1, 1),
        None,
        "verification_after",
        "hard: the 可能 doubt after the answer is checked against the row and settled (strict: the move line is not last)",
    ),
    _s(
        "v76c_s_qwen3_hedge_open",
        "MOVE: (1, 1)\n\n不过我不确定 (1, 1) 是不是墙，也许应该往下走。",
        U,
        None,
        "second_thought",
        "a doubt after the answer (不确定, 也许 down) that the reply never settles",
    ),
    _s(
        "v76c_s_glm4_ruguo_settled",
        "如果上面 (0, 0) 是墙的话，就只能往下或往右。第 0 行全是 1，所以上面确实是墙。往下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the 如果…的话 condition is settled in the reply (row 0 is all walls) before the move line",
    ),
    _s(
        "v76c_s_glm4_ruguo_open",
        "MOVE: (1, 1)\n\n如果 (1, 1) 能走的话；不能走的话就往下 (2, 0)。",
        U,
        None,
        "conditional",
        "the move is offered under a 如果 condition the reply leaves open, with down (2, 0) as the fallback",
    ),
    _s(
        "v76c_s_deepseekv3_budui_gaicheng",
        "MOVE: (1, 1)\n\n不对，改成向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对 takes back the first line and 改成 names the new move, whose line is last",
    ),
    _s(
        "v76c_s_deepseekv3_budui_no_new",
        "MOVE: (1, 1)\n\n不对，这一步有问题，我再看看。",
        U,
        None,
        "withdrawn",
        "不对 withdraws the move and no new one is given",
    ),
    _s(
        "v76c_s_yi_cut_in_answer",
        "Below the player is open, so:\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v76c_s_yi_finished_twin",
        "Below the player is open, so:\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =======================================
ONE_SHOT = [
    _o(
        "v76o_qwenturbo_zh_zuobian",
        "从起点沿左边这一列往下走到底，然后沿底行往右到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v76o_qwenturbo_row_then_side",
        "Along row 1 to column 3, then down the right side.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v76o_qwenplus_zh_back_twice",
        "先往下走一步又回到起点，沿左边一列往下，到底后往右一步又退回来、往上退了一格，再走最下面一行到 G。\n\nPATH: "
        + path_text(LEFT_WITH_TWO_RETURNS),
        S,
        True,
        "chinese_reasoning",
        "hard: two back-steps; every step legal, ending on G",
    ),
    _o(
        "v76o_qwenplus_fullwidth_top",
        "路径如下。\nPATH：（1，0） （1，1） （1，2） （1，3） （2，3） （3，3） （4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width brackets and commas around one clear legal path (strict: not the prompt's form)",
    ),
    _o(
        "v76o_qwenmax_zh_zuizhong_heading",
        "左边一列和最下面一行都是通的。\n\n**最终答案**\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "answer_heading",
        "hard: a bold 最终答案 heading above the path line does not change it (the ruling)",
    ),
    _o(
        "v76o_qwenmax_past_west",
        "The top route; I listed a few cells after reaching G.\n\nPATH: "
        + path_text(PAST_WEST_NORTH_WALLS),
        S,
        True,
        "asked_format",
        "hard: cells after the last G are not scored (the specification's check), even the wall (3, 1)",
    ),
    _o(
        "v76o_qwen3_think_zh_detour",
        "<think>\n从 (1,0) 往下一步又回来，往右一步又回来，然后沿第 1 行往右，再往下到 G。\n</think>\n\nPATH: "
        + path_text(DOWN_BACK_RIGHT_BACK),
        S,
        True,
        "think_block",
        "hard: two back-steps in the route; every step legal, ending on G",
    ),
    _o(
        "v76o_qwen3_think_diagonal",
        "<think>\nDown to (3,0), then cut back up diagonally to (1,2) and finish along the top and the right side.\n</think>\n\nPATH: "
        + path_text(DIAGONAL_ZIGZAG),
        F,
        False,
        "think_block",
    ),
    _o(
        "v76o_qwq_think_trace_down",
        "<think>\nLet me trace: (1,0) down to (4,0), then right to (4,3). Each step goes to an adjacent open cell. Wait, is (4,3) the G? Row 4 is 0 0 0 G 1. Yes.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v76o_qwq_think_past_up",
        "<think>\nDown, across to G, and then I kept going east and up.\n</think>\n\nPATH: "
        + path_text(PAST_EAST_WALL_COLUMN),
        S,
        True,
        "think_block",
        "hard: the route reaches G legally; the cells after it, into the wall (2, 2), are not scored",
    ),
    _o(
        "v76o_deepseekv3_three_and_three",
        "Go right three times, then down three times.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v76o_deepseekv3_jump_top",
        "Down and back, then along the top and down the right side.\n\nPATH: "
        + path_text(JUMP_ALONG_TOP),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v76o_deepseekr1_think_middle",
        "<think>\nDown and back, then across and straight down the middle to row 3.\n</think>\n\nPATH: "
        + path_text(THROUGH_CENTRE_WALLS),
        F,
        False,
        "think_block",
    ),
    _o(
        "v76o_glm4_commas_between",
        "按左边和底边走：\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "path_commas",
        "hard: commas between the cells, where the ruling says spaces (strict miss); the legal path is clear",
    ),
    _o(
        "v76o_glm4_zh_xianyou",
        "先往右走到头，再往下。\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v76o_yi_bold_path",
        "The left-and-bottom route.\n\n**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "markdown_label",
        "hard: the whole path line in bold; strict tolerates it (the ruling)",
    ),
    _o(
        "v76o_internlm_note_after",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThis path has six moves.",
        S,
        False,
        "answer_then_explanation",
        "hard: a note after the path does not change it (strict: the path line is not last)",
    ),
    _o(
        "v76o_baichuan_lower_label",
        "向下然后向右。\npath: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: the label in lower case (strict: not the asked label); the path is clear",
    ),
    _o(
        "v76o_llama_back_and_back",
        "Down and back to the start, down the left side, a step east and back, then the bottom row.\n\nPATH: "
        + path_text(LEFT_WITH_TWO_RETURNS),
        S,
        True,
        "asked_format",
        "hard: two back-steps; every step legal, ending on G",
    ),
    _o(
        "v76o_small_smol135_echo",
        "for example PATH: (0, 0) (0, 1) (1, 1).\nPATH: " + path_text(DOWN),
        S,
        True,
        "small_echo",
        "hard: the prompt's example echoed, then one complete path line last",
    ),
    _o(
        "v76o_small_smol135_repeat_short",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)",
        F,
        False,
        "small_repeat",
        "hard: one short path repeated; it stops at (1, 3), short of G",
    ),
    _o(
        "v76o_small_gemma270_cut",
        "PATH: (1, 0) (2, 0) (3, 0) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v76o_small_smol135_no_answer",
        "The maze is 5 by 5. P is the player. G is the goal. 1 is a wall. 0 is empty.",
        U,
        False,
        "small_no_answer",
        "the legend restated, no path",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v76c_o_qwenplus_zongjie_same",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向下走三格，再向右走三格到 G。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the path describes the same route (strict: the path line is not last)",
    ),
    _o(
        "v76c_o_qwenplus_zongjie_other",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向右走三格，再向下走三格到 G。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the path describes the other route (the ruling: conflicting)",
    ),
    _o(
        "v76c_o_qwenmax_budui_gaicheng",
        "PATH: "
        + path_text(JUMP_ALONG_TOP)
        + "\n\n不对，(1, 1) 到 (1, 3) 跳了一格，改成：\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "correction",
        "hard: 不对 names the jump and 改成 gives the new path, whose line is last",
    ),
    _o(
        "v76c_o_qwenmax_budui_no_new",
        "PATH: " + path_text(RIGHT_COL) + "\n\n不对，这条路好像有问题。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the path and no new one is given",
    ),
    _o(
        "v76c_o_deepseekr1_asks_and_answers",
        "Should the start cell be listed? The prompt's example starts at its first cell, so yes.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "question_back",
        "hard: the reply asks its own question and answers it; the path line is last",
    ),
    _o(
        "v76c_o_deepseekr1_hands_back",
        "Do you want the path to include the start cell (1, 0), or only the moves after it?",
        U,
        False,
        "question_back",
        "a question handed back instead of an answer",
    ),
    _o(
        "v76c_o_llama_cut_in_answer",
        "Down first, then to the right.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v76c_o_llama_finished_twin",
        "Down first, then to the right.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognition: the maze's shape (true shape: square) ======================================
RECOGNIZE = [
    _r(
        "v76r_qwenturbo_zh_zhengfangxing",
        "空格沿着四条边围成一圈。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese registry name 正方形 is read as square (the ruling; strict: not an English name)",
    ),
    _r(
        "v76r_qwenturbo_outline",
        "The open cells trace the outline of the grid, all four sides equal.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v76r_qwenplus_zh_reason_en_label",
        "通道是一个空心的方框，四边一样长。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v76r_qwenplus_zh_shizi",
        "中间一横一竖交叉。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the registry's Chinese name for the cross; it is read (and wrong)",
    ),
    _r(
        "v76r_qwenmax_bold_label",
        "The path is a closed loop with four corners.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: bold around the label; strict tolerates it (the ruling)",
    ),
    _r(
        "v76r_qwenmax_zh_daan_heading",
        "路径是一个闭合的方形环。\n\n### 答案\nSHAPE: square",
        "square",
        True,
        "answer_heading",
        "hard: a 答案 heading above the shape line does not change it (the ruling)",
    ),
    _r(
        "v76r_qwen3_think_border",
        "<think>\nThe 0s are on the border: the top and bottom rows and the two side columns. That is a square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v76r_qwen3_think_zh_luoxuan",
        "<think>\n通道好像往里绕……应该是螺旋。\n</think>\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the registry's Chinese name for the spiral; it is read (and wrong)",
    ),
    _r(
        "v76r_qwq_think_square_or_c",
        "<think>\nHmm, is it a square or a C? A C would have one side open. Let me check the right side... it's closed. So a square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v76r_qwq_period",
        "A closed square loop.\n\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v76r_deepseekv3_rectangle",
        "The corridor forms a closed four-sided figure.\n\nSHAPE: rectangle",
        "square",
        True,
        "registry_synonym",
        "hard: rectangle is a registry name of the square, read in flexible and strict (the ruling)",
    ),
    _r(
        "v76r_deepseekv3_zh_fullwidth_colon",
        "四条边围成一个框。\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after the label (strict: not the prompt's form); the name is clear",
    ),
    _r(
        "v76r_deepseekr1_think_triangle",
        "<think>\nThe open cells make a diagonal edge on one side... a triangle.\n</think>\n\nSHAPE: triangle",
        "triangle",
        False,
        "think_block",
    ),
    _r(
        "v76r_glm4_zh_box",
        "这是一个方框形状。\n\nSHAPE: box",
        "square",
        True,
        "registry_synonym",
        "hard: box is a registry name of the square, read in flexible and strict (the ruling)",
    ),
    _r(
        "v76r_yi_words_after",
        "Four sides, hollow middle.\n\nSHAPE: square (hollow)",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v76r_internlm_lower_label",
        "The path goes around all four edges.\n\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case (strict: not the asked label); the name is clear",
    ),
    _r(
        "v76r_baichuan_zh_sanjiaoxing",
        "通道有三条边。\n\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: 三角形 is the registry's Chinese name for the triangle; it is read (and wrong)",
    ),
    _r(
        "v76r_llama_border_of_square",
        "The empty cells form the border of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v76r_small_smol135_echo",
        "Describe the shape. end your reply with a line of the form SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then one complete shape line last",
    ),
    _r(
        "v76r_small_gemma270_repeat",
        "SHAPE: square\nSHAPE: square\nSHAPE: square\nSHAPE: square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: one shape line repeated; every copy agrees",
    ),
    _r(
        "v76r_small_smol135_cut",
        "The empty cells in the maze make the shape of a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
    _r(
        "v76r_small_gemma270_no_answer",
        "Shapes are everywhere in nature, from the hexagons of a honeycomb to the spirals of a shell.",
        U,
        False,
        "small_no_answer",
        "no shape named for the maze: a continuation about shapes in nature",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v76c_r_qwenplus_yexu_settled",
        "SHAPE: square\n\n也许是 C 形？检查了一下右边，是封闭的，所以确实是正方形。",
        "square",
        False,
        "verification_after",
        "hard: the 也许 doubt after the answer is checked and settled on the square (strict: the shape line is not last)",
    ),
    _r(
        "v76c_r_qwenplus_yexu_open",
        "SHAPE: square\n\n也许是 C 形，右边可能有缺口，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the answer (也许 C, 不确定) that the reply never settles",
    ),
    _r(
        "v76c_r_glm4_rules_out_c",
        "可能是 square，也可能是 C。右边没有缺口，所以排除 C。\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: two candidates weighed, C ruled out, the square committed on the last line",
    ),
    _r(
        "v76c_r_glm4_square_or_c",
        "可能是 square，也可能是 C。\n\nSHAPE: square 或 C",
        U,
        False,
        "two_options",
        "two shapes on the answer line (square 或 C) with no choice between them",
    ),
    _r(
        "v76c_r_yi_in_short_same",
        "SHAPE: square\n\nIn short: a square ring.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary after the answer names the same shape (strict: the shape line is not last)",
    ),
    _r(
        "v76c_r_internlm_cut_in_answer",
        "The loop closes on all four sides.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
    _r(
        "v76c_r_internlm_finished_twin",
        "The loop closes on all four sides.\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generation: a new 5x5 maze of the same shape (a square ring) ===========================
GENERATE = [
    _g(
        "v76g_qwenturbo_zh_zhongjian",
        "在中间放一个 3x3 的环，P 在右边中间，G 在左下角。\n\nMAZE:\n" + RING_CENTRE3_SIDE_P,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v76g_qwenturbo_no_player",
        "A 3x3 ring in the centre.\n\nMAZE:\n" + CENTRE3_NO_PLAYER,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v76g_qwenplus_coord_br4",
        "Coordinate form as asked.\n\nMAZE:\n" + coord_list(RING_BR4_TOP_P),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v76g_qwenplus_zh_coord_open_inside",
        "坐标形式如下。\n\nMAZE:\n" + coord_list(BR4_OPEN_INSIDE),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v76g_qwenmax_zh_zuizhong_heading",
        "左上角一个 3x3 的环。\n\n**最终答案**\n\nMAZE:\n" + RING_TL3_CORNER_P,
        S,
        True,
        "answer_heading",
        "hard: a bold 最终答案 heading above the maze does not change it (the ruling)",
    ),
    _g(
        "v76g_qwenmax_fenced_br4",
        "MAZE:\n```\n" + RING_BR4_TOP_P + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v76g_qwen3_think_zh_waiquan",
        "<think>\n用最外面一圈，P 放在左上角，G 放在右边中间。\n</think>\n\nMAZE:\n"
        + RING_OUTER_CORNER_P,
        S,
        True,
        "think_block",
    ),
    _g(
        "v76g_qwen3_think_two_players",
        "<think>\nA top-left 3x3 ring.\n</think>\n\nMAZE:\n" + TL3_TWO_PLAYERS,
        F,
        False,
        "think_block",
    ),
    _g(
        "v76g_qwq_think_bl3",
        "<think>\nA 3x3 ring in the bottom-left: rows 2-4, columns 0-2. The centre (3,1) is a wall. P at (2,2), G at (4,2). Check: five columns in every row. Good.\n</think>\n\nMAZE:\n"
        + RING_BL3_RIGHT_SIDE,
        S,
        True,
        "think_block",
    ),
    _g(
        "v76g_deepseekv3_walled_side",
        "The outer ring.\n\nMAZE:\n" + OUTER_WALLED_SIDE,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v76g_deepseekv3_coord_outer",
        "Here it is in the coordinate form.\n\nMAZE:\n" + coord_list(RING_OUTER_CORNER_P),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v76g_deepseekr1_think_short_row",
        "<think>\nBottom-left ring, P and G on its right side.\n</think>\n\nMAZE:\n"
        + BL3_SHORT_ROW,
        F,
        False,
        "think_block",
    ),
    _g(
        "v76g_glm4_zh_youxia",
        "右下角一个 4x4 的环。\n\nMAZE:\n" + RING_BR4_TOP_P,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v76g_glm4_zh_coord_no_player",
        "坐标表示：\n\nMAZE:\n" + coord_list(CENTRE3_NO_PLAYER),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v76g_yi_copy_original",
        "Same shape as the example.\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze copied is not a new maze",
    ),
    _g(
        "v76g_internlm_note_after",
        "MAZE:\n" + RING_TL3_CORNER_P + "\n\nThis is a 3x3 square ring.",
        S,
        False,
        "answer_then_explanation",
        "hard: a note after the maze, where the prompt asks for nothing after it (strict miss); the ring is clear",
    ),
    _g(
        "v76g_internlm_extra_row",
        "A ring in the middle.\n\nMAZE:\n" + CENTRE3_EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: six rows, not 5x5: a clear failure, not unreadable",
    ),
    _g(
        "v76g_baichuan_stray_x",
        "外圈。\n\nMAZE:\n" + OUTER_STRAY_X,
        F,
        False,
        "stray_char",
        "hard: a stray x in the grid: a clear failure, not unreadable",
    ),
    _g(
        "v76g_llama_centre",
        "A small square ring in the middle of the grid.\n\nMAZE:\n" + RING_CENTRE3_SIDE_P,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v76g_small_smol135_echo",
        "Write the line MAZE: and then the maze\nMAZE:\n" + RING_OUTER_CORNER_P,
        S,
        True,
        "small_echo",
        "hard: the prompt's instruction echoed, then one complete maze last",
    ),
    _g(
        "v76g_small_gemma270_repeat_walls",
        "MAZE:\n1 1 1 1 1\n" + "\n".join(["1 0 1 0 1"] * 8),
        F,
        False,
        "small_repeat",
        "hard: a wall row, then one row repeated eight times: no P, no G, not 5x5",
    ),
    _g(
        "v76g_small_smol135_cut",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 1\n1 0 1 P",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v76g_small_gemma270_no_answer",
        "A maze is a path or collection of paths, typically from an entrance to a goal.",
        U,
        False,
        "small_no_answer",
        "no maze: a dictionary-style continuation",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v76c_g_qwenplus_ruguo_settled",
        "如果要和原来一样是 5x5 的话，就用左下角的小环。题目说了相同尺寸，所以就是 5x5。\n\nMAZE:\n"
        + RING_BL3_RIGHT_SIDE,
        S,
        True,
        "conditional",
        "hard: the 如果…的话 condition is settled by the reply itself (the prompt says the same size) before the maze",
    ),
    _g(
        "v76c_g_qwenplus_ruguo_open",
        "如果允许 3x3 的环的话，可以用下面这个；不然我再改。\n\nMAZE:\n" + RING_BL3_RIGHT_SIDE,
        U,
        False,
        "conditional",
        "the maze is offered under a 如果 condition the reply leaves open, another promised otherwise",
    ),
    _g(
        "v76c_g_deepseekv3_budui_gaicheng",
        "MAZE:\n"
        + BL3_SHORT_ROW
        + "\n\n不对，最后一行少了一格，改成：\n\nMAZE:\n"
        + RING_BL3_RIGHT_SIDE,
        S,
        True,
        "correction",
        "hard: 不对 names the short row and 改成 gives the new maze, which is last",
    ),
    _g(
        "v76c_g_deepseekv3_budui_no_new",
        "MAZE:\n" + RING_CENTRE3_SIDE_P + "\n\n不对，这个好像不行。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the maze and no new one is given",
    ),
    _g(
        "v76c_g_glm4_hands_back",
        "你希望 P 和 G 放在环的哪两个位置？告诉我之后我再生成迷宫。",
        U,
        False,
        "question_back",
        "a question handed back instead of a maze",
    ),
    _g(
        "v76c_g_yi_cut_in_answer",
        "MAZE:\n1 1 1 1 1\n1 0 P 0 0\n1 0 1 1 0\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v76c_g_yi_finished_twin",
        "MAZE:\n" + RING_BR4_TOP_P,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one turn on the 2x2 board (square index 2 * row + col) =========================
PUZZLE = [
    _p(
        "v76p_qwenturbo_zh_zuoshang_shun",
        "左上角的开口朝上，出界了；顺时针转一下就朝右，连上右上角。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v76p_qwenturbo_br_faces_right",
        "The bottom-right piece faces right, off the board; a counterclockwise turn points it up to (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v76p_qwenplus_square_two",
        "Square 2 (bottom-left) points down off the board.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the prompt allows",
    ),
    _p(
        "v76p_qwenplus_zh_nishizhen_value",
        "转右下角。\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
        "hard: 逆时针 is counterclockwise in Chinese; one clear move (strict: not the asked word)",
    ),
    _p(
        "v76p_qwenmax_bold_line",
        "The top-right elbow is the one off the loop.\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "markdown_label",
        "hard: the whole move line in bold; strict tolerates it (the ruling)",
    ),
    _p(
        "v76p_qwenmax_zh_fullwidth",
        "把左下角那块顺时针转。\nROTATE：（1，0）clockwise",
        (2, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v76p_qwen3_think_zh_youshang",
        "<think>\n右上角 (0,1) 的管道朝上，要朝下才能连到 (1,1)。转两次？不对，它另一头朝左，连着 (0,0)。顺时针转一次就是朝右和朝下……嗯，顺时针一次。\n</think>\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v76p_qwen3_nothink_bl_ccw",
        "Turning the bottom-left piece counterclockwise closes the loop.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v76p_qwq_think_tl",
        "<think>\nLet me check each piece. (0,0) opens up and right; it should open right and down. Rotating clockwise: up becomes right, right becomes down. Yes.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v76p_qwq_period_br",
        "One turn of the bottom-right piece.\n\nROTATE: (1, 1) clockwise.",
        (3, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the turn stays in format (the ruling)",
    ),
    _p(
        "v76p_deepseekv3_bare_left",
        "The top-left piece should turn.\n\nROTATE: (0, 0) left",
        (0, CCW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as the turn, left counterclockwise (the ruling; strict: a format miss)",
    ),
    _p(
        "v76p_deepseekv3_answer_then_why",
        "ROTATE: (0, 1) counterclockwise\n\nThis points the opening at (0, 0).",
        (1, CCW),
        False,
        "answer_then_explanation",
        "hard: a reason after the move does not change it (strict: the move line is not last)",
    ),
    _p(
        "v76p_deepseekr1_think_bl",
        "<think>\n(1,0) faces down, off the board. Counterclockwise turns down into right, which joins (1,1).\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v76p_glm4_zh_lower_label",
        "右下角顺时针转。\nrotate: (1, 1) clockwise",
        (3, CW),
        False,
        "label_case",
        "hard: the label in lower case (strict: not the asked label); the move is clear",
    ),
    _p(
        "v76p_yi_words_after",
        "Bottom-left.\n\nROTATE: (1, 0) clockwise (once)",
        (2, CW),
        False,
        "words_after",
        "hard: words after the direction on the label line are a format miss (the ruling); the move is clear",
    ),
    _p(
        "v76p_internlm_misaligned_tr",
        "Only the top-right piece is misaligned.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v76p_baichuan_zh_bare_right",
        "右上角往右转。\nROTATE: (0, 1) right",
        (1, CW),
        False,
        "bare_side",
        "hard: a bare side read as the turn, right clockwise, as the reply's 往右转 says too (the ruling; strict: a format miss)",
    ),
    _p(
        "v76p_llama_tl_ccw",
        "Rotate the top-left corner piece counterclockwise so it meets the bottom-left one.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v76p_small_smol135_echo",
        "ROTATE: (row, col) clockwise (or counterclockwise)\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then one complete move line last",
    ),
    _p(
        "v76p_small_gemma270_repeat",
        "rotate the pipe\nROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
        "hard: one move line repeated; every copy agrees",
    ),
    _p(
        "v76p_small_smol135_cut",
        "ROTATE: (1, 1) counterclock",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v76p_small_gemma270_no_answer",
        "Pipe puzzles are a popular type of game where the player connects pipes to let water flow.",
        U,
        False,
        "small_no_answer",
        "no move: a continuation about pipe games",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v76c_p_qwenplus_zongjie_same",
        "ROTATE: (1, 0) clockwise\n\n总结：左下角 (1, 0) 顺时针旋转 90 度。",
        (2, CW),
        False,
        "summary_agrees",
        "hard: the 总结 after the move names the same piece and turn (strict: the move line is not last)",
    ),
    _p(
        "v76c_p_qwenplus_zongjie_other",
        "ROTATE: (1, 0) clockwise\n\n总结：左下角 (1, 0) 逆时针旋转 90 度。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the move names the other turn (the ruling: conflicting)",
    ),
    _p(
        "v76c_p_qwenmax_keneng_settled",
        "ROTATE: (0, 0) counterclockwise\n\n可能要顺时针？验证一下：逆时针后开口朝下，正好连到 (1, 0)。没错。",
        (0, CCW),
        False,
        "verification_after",
        "hard: the 可能 doubt after the move is checked and settled on counterclockwise (strict: the move line is not last)",
    ),
    _p(
        "v76c_p_qwenmax_keneng_open",
        "ROTATE: (0, 0) counterclockwise\n\n也可能应该顺时针，我不太确定。",
        U,
        False,
        "second_thought",
        "a doubt after the move (也可能 clockwise, 不太确定) that the reply never settles",
    ),
    _p(
        "v76c_p_deepseekr1_offers_more",
        "ROTATE: (1, 1) clockwise\n\n需要我解释每一块的方向吗？",
        (3, CW),
        False,
        "question_back",
        "hard: a question after a complete move offers more help; it does not hand the answer back (strict: the move line is not last)",
    ),
    _p(
        "v76c_p_glm4_cut_in_answer",
        "左下角需要转。\n\nROTATE: (1, 0) counterclo",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v76c_p_glm4_finished_twin",
        "左下角需要转。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v76",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v76.py: counts, no reader
    print_counts(all_cases(), problems())

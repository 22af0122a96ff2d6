"""A sixty-fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands, a withdrawal
without one does not; a summary naming another answer is a conflict, one naming the same keeps
the answer; a condition left open, a doubt left unsettled and a question handed back are
unreadable; a full stop right after the answer and markdown bold around the answer line stay in
format for strict; ``square N`` is in format in the puzzle; a bare side on the turn line is read
as the turn and is a strict format miss; Chinese registry shape names are read) and the
specification's shape variants and path check (cells after the last G are not scored).
``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v62`` and its test file were read for the data format and the rulings as
applied; the earlier sets' replies were only compared by the novelty checks, and where those
found a maze, a route or a short reply already written, it was reworded or moved (new
positions, longer detours) and its label checked again by hand.

This round's emphasis is the everyday transcript, Qwen first (the specification's own family):
about half the replies are Qwen2.5 (qwen-turbo/plus/max), Qwen3 (thinking mode with
``<think>`` and non-thinking) and QwQ, many in Chinese or mixing Chinese and English
(full-width punctuation, Chinese direction and position words, 总结/答案/最终答案 headings); the
rest DeepSeek-V3/R1, GLM-4, Yi, InternLM, Baichuan, Llama and the small models (SmolLM2-135M,
Gemma 3 270M base: prompt echoes, repeats, half-formed labels, cut-offs). It is not a hunt for
hard cases: most replies are what a study's transcript holds most often. The chosen quarter
(the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and
unclear look-alikes from those everyday habits: a 总结 after the answer agreeing or not, a hedge
(可能/也许/不确定) settled or not, a 如果…的话 condition settled or open, a 不对/改成 correction
with or without a new answer, a question back answered or not, a cut-off and its finished twin.

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
DOWN_TWO_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,0 3,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: down the left column and along row 4 to (4,2), all the way back to P, then the top
route to G."""
COL3_WOBBLE = "1,0 1,1 1,2 1,1 1,2 1,3 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top route with two steps back on row 1 and one back up column 3."""
PAST_ROUND_CORNER = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0 3,0"
"""Valid up to G: a step down and back to P, the top route to G, then west along row 4 and
round the corner up column 0 (not scored)."""
PAST_AFTER_WOBBLE = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1 4,0"
"""Valid up to G: down to (4,0), one step back up and down again, the bottom row to G, then
three cells back west (not scored)."""
SKIP_23 = "1,0 1,1 1,2 1,3 2,3 1,3 3,3 4,3"
"""Broken: the top row, a step down to (2,3) and back, then a jump of two from (1,3) to
(3,3)."""
DIAG_41 = "1,0 1,1 1,0 2,0 3,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a step right and back, down to (3,0) with a step back, then a diagonal step to
(4,1)."""
WALL_31 = "1,0 2,0 3,0 4,0 4,1 3,1 2,1 1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: the left column and one cell of row 4, then up column 1 through the walls (3,1)
and (2,1) to the top row and the right column."""
SHORT_OF_G = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,1"
"""Broken: the bottom row to (4,2), back and forth, and the path stops at (4,1), short of G."""

# == generated mazes (5x5) =================================================================
RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 G 0
1 1 P 1 0
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P on its left side at (3,2), G on its top
side at (2,3)."""

RING_TR3 = """\
1 1 G 0 0
1 1 0 1 0
1 1 0 P 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G at its top-left corner (0,2), P on its bottom
side at (2,3)."""

RING_C3 = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 0 P 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P on its bottom side at (3,2), G at its top-left corner
(1,1)."""

RING_TL4 = """\
0 0 0 G 1
0 1 1 0 1
0 1 1 0 1
0 P 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, G at its top-right corner (0,3), P on its bottom side at
(3,1)."""

RING_OUTER_SIDES = """\
0 0 0 0 0
0 1 1 1 G
0 1 1 1 0
P 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P on the left side at (3,0), G on the right side at (1,4)."""

NO_PLAYER = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 G
1 1 0 1 0
1 1 0 0 0"""
"""Broken: the bottom-right 3x3 ring with no P."""

TWO_PLAYERS = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 P 1
1 0 P 0 1
1 1 1 1 1"""
"""Broken: the centre 3x3 ring with two players."""

GAP_02 = """\
0 0 1 G 1
0 1 1 0 1
0 1 1 0 1
0 P 0 0 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with a wall at (0,2) cutting its top side."""

FOUR_CELL_ROW = """\
1 1 G 0 0
1 1 0 1 0
1 1 0 P
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the top-right 3x3 ring with a third row of four cells."""

PLUS_LANES = """\
1 1 0 1 1
1 1 0 1 1
0 0 0 0 P
1 1 0 1 1
1 1 G 1 1"""
"""Broken: two crossing lanes (a cross), not a ring."""

RECT_3X4 = """\
1 1 1 1 1
0 0 0 P 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Broken: a 3-row by 4-column ring: a rectangle, not the square the specification asks for."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v64s_qwenturbo_zh_down_open",
        "P 在 (1, 0)，下面的 (2, 0) 是 0，可以走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v64s_qwenturbo_plain_right",
        "Moving right to the open cell.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v64s_qwenplus_zh_heading",
        "往右走，沿着第一行前进。\n\n**最终答案**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "heading_above",
        "hard: a 最终答案 heading above one clear move line does not change it (the ruling)",
    ),
    _s(
        "v64s_qwenplus_mixed_down",
        "上方 (0, 0) 是墙 (wall)，所以 go down。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v64s_qwenplus_fullwidth_right",
        "向右。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v64s_qwenmax_zh_answer_heading",
        "分析：P 的右边和下边都是空格。选择向下。\n\n答案：\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "heading_above",
        "hard: an 答案 heading on the line above the move line does not change it",
    ),
    _s(
        "v64s_qwenmax_period_right",
        "The corridor along the top is open.\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v64s_qwen3_think_zh_right",
        "<think>\n玩家在 (1,0)。上面 (0,0) 是 1。右边 (1,1) 是 0，下边 (2,0) 是 0。两条路都能到 G，先往右。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v64s_qwen3_think_down",
        "<think>\nNeighbours of (1,0): (0,0) wall, (2,0) open, (1,1) open. The left column leads straight to row 4. Down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v64s_qwen3_nothink_zh_down",
        "向下走一步。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v64s_qwen3_bold_line_right",
        "右边是通路。\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _s(
        "v64s_qwq_think_long_down",
        "<think>\nOkay, the player is at (1,0). Let me look at the grid. Row 0 is all walls. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. So (2,0) is open and (1,1) is open. Hmm, either works. The goal is at (4,3). Going down: (2,0), (3,0), (4,0), then right. That's 6 moves. Going right: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3): also 6. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v64s_qwq_zh_summary_heading",
        "<think>\n两边一样长，选右边。\n</think>\n\n总结：向右移动一格。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v64s_qwen25_lower_label",
        "The top corridor is open to the right.\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: a lower-case label around one clear cell (strict: not the asked label)",
    ),
    _s(
        "v64s_qwen25_zh_word_down",
        "下面可以走。\n\nMOVE: 下",
        (2, 0),
        None,
        "direction_word",
        "hard: 下 (down) is one clear direction: the cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v64s_deepseekv3_plain_down",
        "The cell directly below the player, (2, 0), is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v64s_deepseekv3_bold_label",
        "Going right.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: a bold label before one clear cell; strict tolerates it (the ruling)",
    ),
    _s(
        "v64s_deepseekr1_think_right",
        "<think>\nFrom (1,0) I can move to (1,1) or (2,0). Both reach G in six moves. Right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v64s_glm4_spaces",
        "向下移动。\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss; the cell is clear",
    ),
    _s(
        "v64s_glm4_zh_plain_right",
        "右侧格子为空，向右移动。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v64s_yi_no_comma",
        "Down.\nMOVE: (2 0)",
        (2, 0),
        None,
        "commas",
        "hard: a missing comma in one clear cell is a format miss; the cell is clear",
    ),
    _s(
        "v64s_internlm_then_reason",
        "MOVE: (2, 0)\n\n向下走可以沿左边一列到达最后一行。",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v64s_baichuan_zh_plain_down",
        "玩家下方是空地。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v64s_llama_brackets_right",
        "I'll move right.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "brackets",
        "hard: square brackets around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v64s_small_smol135_echo",
        "Moves left: 9. Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v64s_small_smol135_repeat",
        "go right\nMOVE: (1, 1)\ngo right\nMOVE: (1, 1)\ngo right\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v64s_small_gemma270_half",
        "The player moves down\nMOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, down, and its cell half written (strict: no label)",
    ),
    _s(
        "v64s_small_gemma270_cut",
        "Moves left: 12. What is your next move? Moves left: 12. What is your next",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _s(
        "v64s_small_smol135_no_answer",
        "The maze is a grid. The player is P. The goal is G.",
        U,
        None,
        "small_no_answer",
        "no move at all",
    ),
    _s(
        "v64s_small_gemma270_two_lines",
        "P moves\nMOVE: (2, 0)\nP moves\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat_other",
        "two different move lines with nothing choosing between them",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v64c_s_qwenplus_summary_same",
        "MOVE: (2, 0)\n\n总结：向下走一格，到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the 总结 after the move names the same cell (strict: not the last line)",
    ),
    _s(
        "v64c_s_qwenplus_summary_other",
        "MOVE: (2, 0)\n\n总结：向右走一格，到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "the 总结 after the move names the other cell: conflicting answers",
    ),
    _s(
        "v64c_s_qwenmax_hedge_settled",
        "可能向右更好？检查一下：(1, 1) 是 0，可以走。确定向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "hedge_settled",
        "hard: a hedge 可能 settled by a check before the move line",
    ),
    _s(
        "v64c_s_qwenmax_hedge_open",
        "MOVE: (1, 1)\n\n不过也许向下更好，我不确定。",
        U,
        None,
        "second_thought",
        "a doubt (也许/不确定) after the move, left unsettled",
    ),
    _s(
        "v64c_s_qwenturbo_if_settled",
        "如果 (2, 0) 是空的话就往下走。它是 0，所以往下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the 如果…的话 condition is checked and settled before the move",
    ),
    _s(
        "v64c_s_qwenturbo_if_open",
        "如果右边不是墙的话：\nMOVE: (1, 1)",
        U,
        None,
        "conditional",
        "the move is offered under a condition the reply leaves open",
    ),
    _s(
        "v64c_s_qwen3_corrected",
        "MOVE: (0, 0)\n\n不对，(0, 0) 是墙，改成 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对…改成 names the new cell and it is the last move line",
    ),
    _s(
        "v64c_s_qwen3_withdrawn",
        "MOVE: (0, 0)\n\n不对，(0, 0) 是墙。",
        U,
        None,
        "withdrawn",
        "the move is withdrawn (不对) and no new one is given",
    ),
    _s(
        "v64c_s_deepseekv3_question_answered",
        "Should I go down or right? Down: the left column is open all the way.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "question_back",
        "hard: the reply asks itself and answers before the move line",
    ),
    _s(
        "v64c_s_deepseekv3_question_back",
        "I could go down to (2, 0) or right to (1, 1). Which would you prefer?",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =====================================
ONE_SHOT = [
    _o(
        "v64o_qwenturbo_zh_left_bottom",
        "沿左边一列往下，再沿最下面一行往右到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v64o_qwenturbo_top_plain",
        "Top row, then the right column.\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v64o_qwenplus_zh_back_to_p",
        "先往下再往右走到 (4, 2)，又全部退回起点，再走上面那条路。\n\nPATH: "
        + path_text(DOWN_TWO_BACK),
        S,
        True,
        "chinese_reasoning",
        "hard: out to (4,2) and all the way back to P, then the top route; every step legal, ending on G",
    ),
    _o(
        "v64o_qwenplus_fullwidth",
        "路径如下：\nPATH：（1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width label, brackets and commas around one clear valid path (strict: not the prompt's form)",
    ),
    _o(
        "v64o_qwenmax_zh_heading_wobble",
        "第 1 行回头了两次，第 3 列回头了一次。\n\n**最终答案**\nPATH: " + path_text(COL3_WOBBLE),
        S,
        True,
        "heading_above",
        "hard: steps back on row 1 and column 3, every step legal, ending on G; the heading does not change it",
    ),
    _o(
        "v64o_qwenmax_past_west",
        "A step down and back, the top route to G, then I kept going along the bottom and up the left side.\n\nPATH: "
        + path_text(PAST_ROUND_CORNER),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cells after it are not scored (the specification's check)",
    ),
    _o(
        "v64o_qwen3_think_zh_down",
        "<think>\n(1,0) 往下 (2,0)、(3,0)、(4,0)，再往右 (4,1)、(4,2)、(4,3)。\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v64o_qwen3_think_skip",
        "<think>\nTop row to (1,3), a peek down at (2,3), back, then on down to (3,3) and (4,3).\n</think>\n\nPATH: "
        + path_text(SKIP_23),
        F,
        False,
        "think_block",
        "hard: the path jumps from (1,3) to (3,3), two cells at once: read, and not a legal walk",
    ),
    _o(
        "v64o_qwq_think_past_wobble",
        "<think>\nDown to the bottom, I stepped up once by mistake, fine, then along to G and a bit back.\n</think>\n\nPATH: "
        + path_text(PAST_AFTER_WOBBLE),
        S,
        True,
        "think_block",
        "hard: valid up to G; the three cells after it are not scored",
    ),
    _o(
        "v64o_qwq_diagonal",
        "A step right and back, down with one step back, then cutting the corner at the bottom.\n\nPATH: "
        + path_text(DIAG_41),
        F,
        False,
        "asked_format",
        "hard: a diagonal step (3,0) to (4,1): read, and not a legal walk",
    ),
    _o(
        "v64o_qwen25_commas",
        "Down, then along the bottom:\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas instead of spaces; one clear path (strict: format miss)",
    ),
    _o(
        "v64o_deepseekv3_wall",
        "Down the left column, then a shortcut up column 1 to the top row and round to the goal.\n\nPATH: "
        + path_text(WALL_31),
        F,
        False,
        "asked_format",
        "hard: the path steps into the walls (3,1) and (2,1): read, and a failure",
    ),
    _o(
        "v64o_deepseekr1_think_top",
        "<think>\nThe ring: go along the top, then down the right column.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v64o_glm4_zh_short",
        "向下再向右，来回走了几步，差一点到终点。\n\nPATH: " + path_text(SHORT_OF_G),
        F,
        False,
        "chinese_reasoning",
        "hard: the path stops at (4,1), short of G: read, and a failure",
    ),
    _o(
        "v64o_yi_then_reason",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThis follows the top row and the right column.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v64o_internlm_arrows",
        "路径：\nPATH: (1, 0) -> (1, 1) -> (1, 2) -> (1, 3) -> (2, 3) -> (3, 3) -> (4, 3)",
        S,
        False,
        "arrows",
        "hard: arrows between the cells of one clear valid path (strict: not space-separated)",
    ),
    _o(
        "v64o_baichuan_zh_top",
        "先向右三格，再向下三格。\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v64o_llama_bold_line",
        "The left-and-bottom route:\n\n**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "markdown_label",
        "hard: bold around the path line is how it renders; strict tolerates it (the ruling)",
    ),
    _o(
        "v64o_small_smol135_echo",
        "PATH: (row, col) (row, col) ...\nPATH: (row, col)\nPATH: " + path_text(DOWN),
        S,
        True,
        "small_echo",
    ),
    _o(
        "v64o_small_gemma270_repeat",
        "PATH: (1, 0) (1, 1) (1, 2)\nPATH: (1, 0) (1, 1) (1, 2)\nPATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_repeat",
        "hard: the same three-cell path three times: read, and it never reaches G",
    ),
    _o(
        "v64o_small_smol135_cut",
        "The path is\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v64o_small_gemma270_no_answer",
        "Find the path. Find the path. Find the path.",
        U,
        False,
        "small_no_answer",
        "no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v64c_o_qwenplus_summary_same",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向下到第 4 行，再向右到 G。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the path describes the same route (strict: not the last line)",
    ),
    _o(
        "v64c_o_qwenplus_summary_other",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向右走第一行，再沿第 3 列向下到 G。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the path describes the other route: conflicting",
    ),
    _o(
        "v64c_o_qwenmax_pick_second",
        "路线一："
        + path_text(DOWN)
        + "\n路线二："
        + path_text(RIGHT_COL)
        + "\n\n我选路线二。\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two routes listed, the second explicitly chosen and given on the PATH line",
    ),
    _o(
        "v64c_o_qwenmax_two_routes",
        "两条路都可以：\nPATH: " + path_text(DOWN) + "\n或者\nPATH: " + path_text(RIGHT_COL),
        U,
        False,
        "two_options",
        "two PATH lines offered as alternatives (或者), none chosen",
    ),
    _o(
        "v64c_o_qwen3_corrected",
        "PATH: (1, 0) (1, 1) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3)\n\n不对，(2, 1) 是墙。改成：\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "correction",
        "hard: 不对…改成 with the new path, the last PATH line",
    ),
    _o(
        "v64c_o_qwen3_withdrawn",
        "PATH: (1, 0) (1, 1) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3)\n\n不对，(2, 1) 是墙，这条路走不通。",
        U,
        False,
        "withdrawn",
        "the path is withdrawn (不对) and no new one is given",
    ),
    _o(
        "v64c_o_deepseekr1_cut",
        "<think>\nLeft column then bottom row.\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
    _o(
        "v64c_o_deepseekr1_finished",
        "<think>\nLeft column then bottom row.\n</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the path is whole",
    ),
]

# == recognize: the true shape is a square (ring) ==========================================
RECOGNIZE = [
    _r(
        "v64r_qwenturbo_zh_ring",
        "空格围成一圈，中间是墙，是一个方形的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v64r_qwenturbo_zh_value",
        "外面一圈是通路。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (the ruling; strict: not an English name)",
    ),
    _r(
        "v64r_qwenplus_zh_heading",
        "四条边长度相同。\n\n**答案**\nSHAPE: square",
        "square",
        True,
        "heading_above",
        "hard: an 答案 heading above one clear shape line does not change it",
    ),
    _r(
        "v64r_qwenplus_fullwidth",
        "是正方形。\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after the label; the name is clear (strict: not the prompt's form)",
    ),
    _r(
        "v64r_qwenmax_zh_spiral",
        "通道一圈一圈往里绕。\n\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the spiral in Chinese; read, and wrong",
    ),
    _r(
        "v64r_qwenmax_period",
        "The open cells form a closed square loop.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v64r_qwen3_think_zh_loop",
        "<think>\n空格：第 1 行 (1,0)-(1,3)，第 4 行 (4,0)-(4,3)，第 0 列和第 3 列连起来。4x4 的环。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v64r_qwen3_think_cross",
        "<think>\nThe paths seem to meet in the middle like a plus.\n</think>\n\nSHAPE: cross",
        "cross",
        False,
        "think_block",
        "hard: one clear shape name, wrong",
    ),
    _r(
        "v64r_qwen3_bold_line",
        "一个封闭的方环。\n\n**SHAPE: square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the shape line is how it renders; strict tolerates it (the ruling)",
    ),
    _r(
        "v64r_qwq_think_long",
        "<think>\nLet me map the open cells. Row 1: P 0 0 0, row 4: 0 0 0 G, column 0 rows 1-4, column 3 rows 1-4. Inside: walls. That is the border of a 4x4 block. Could it be a C? No, all four sides are open. A square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v64r_qwen25_lower",
        "A square ring.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: a lower-case label before one clear name (strict: not the asked label)",
    ),
    _r(
        "v64r_deepseekv3_plain",
        "The empty cells trace the four sides of a square around a 2x2 block of walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v64r_deepseekr1_think_c",
        "<think>\nThree sides open, one side closed? Looks like a C.\n</think>\n\nSHAPE: C",
        "C",
        False,
        "think_block",
        "hard: one clear shape name, wrong",
    ),
    _r(
        "v64r_glm4_zh_plain",
        "迷宫的通道是一个正方形。\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v64r_yi_then_reason",
        "SHAPE: square\n\nThe corridor runs round all four sides.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v64r_internlm_bold_label",
        "Closed loop.\n\n**SHAPE:** square",
        "square",
        True,
        "markdown_label",
        "hard: a bold label before one clear name; strict tolerates it (the ruling)",
    ),
    _r(
        "v64r_baichuan_zh_triangle",
        "看起来像三角形。\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: 三角形 is the triangle in Chinese; read, and wrong",
    ),
    _r(
        "v64r_llama_words_after",
        "SHAPE: square ring",
        "square",
        False,
        "words_after",
        "hard: 'square ring' names the square; the word after the value is a format miss",
    ),
    _r(
        "v64r_small_smol135_echo",
        "End your reply with a line of the form SHAPE: <name>.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v64r_small_gemma270_repeat",
        "The shape\nSHAPE: square\nThe shape\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v64r_small_smol135_cut",
        "The maze has walls and paths and the paths go around and the",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
    _r(
        "v64r_small_gemma270_half",
        "The shape is\nSHAPE",
        U,
        False,
        "small_half_label",
        "a bare label with no shape name",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v64c_r_qwenplus_summary_same",
        "SHAPE: square\n\n总结：这是一个正方形的环。",
        "square",
        False,
        "summary_agrees",
        "hard: the 总结 after the shape names the same shape (strict: not the last line)",
    ),
    _r(
        "v64c_r_qwenplus_summary_other",
        "SHAPE: square\n\n总结：这是一个螺旋形。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the shape names another shape (spiral): conflicting",
    ),
    _r(
        "v64c_r_qwenmax_hedge_settled",
        "可能是 C 形？不对，右边那一列也是通的，四边都连着，是正方形。\n\nSHAPE: square",
        "square",
        True,
        "hedge_settled",
        "hard: the hedge 可能 is settled before the shape line",
    ),
    _r(
        "v64c_r_qwenmax_hedge_open",
        "SHAPE: square\n\n也可能是 C 形，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt (也可能/不确定) after the shape, naming another, left unsettled",
    ),
    _r(
        "v64c_r_qwen3_if_settled",
        "如果四条边都是通的话就是正方形。检查了，四条边都通。\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the 如果…的话 condition is checked and settled",
    ),
    _r(
        "v64c_r_qwen3_if_open",
        "如果右边那一列是通的话，SHAPE: square；否则 SHAPE: C",
        U,
        False,
        "conditional",
        "two shapes each under a condition the reply leaves open",
    ),
    _r(
        "v64c_r_glm4_cut",
        "四条边围成一圈。\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
    _r(
        "v64c_r_glm4_finished",
        "四条边围成一圈。\n\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring of any side k >= 3) ==========
GENERATE = [
    _g(
        "v64g_qwenturbo_zh_br3",
        "右下角放一个 3x3 的环，P 在左边，G 在上边。\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g("v64g_qwenturbo_plain_tl4", "MAZE:\n" + RING_TL4, S, True, "asked_format"),
    _g(
        "v64g_qwenplus_zh_coord_c3",
        "用坐标列表表示，中间一个 3x3 的环：\n\nMAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v64g_qwenplus_zh_no_player",
        "右下角的小方环。\n\nMAZE:\n" + NO_PLAYER,
        F,
        False,
        "chinese_reasoning",
        "hard: a ring with no P: read, and not a valid maze",
    ),
    _g(
        "v64g_qwenmax_zh_heading_outer",
        "外圈做成环，P 在左边，G 在右边。\n\n**最终答案**\n\nMAZE:\n" + RING_OUTER_SIDES,
        S,
        True,
        "heading_above",
        "hard: a 最终答案 heading above the MAZE line does not change it",
    ),
    _g(
        "v64g_qwenmax_fence_tr3",
        "A 3x3 ring in the top-right corner:\n\nMAZE:\n```\n" + RING_TR3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v64g_qwen3_think_zh_c3",
        "<think>\n中间 3x3 的一圈空格，P 放下边，G 放左上角。\n</think>\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v64g_qwen3_think_two_p",
        "<think>\nCentre ring, player at the bottom, goal top-left, and another P on the right.\n</think>\n\nMAZE:\n"
        + TWO_PLAYERS,
        F,
        False,
        "think_block",
        "hard: two players in one maze: read, and not valid",
    ),
    _g(
        "v64g_qwq_think_gap",
        "<think>\nTop-left 4x4 ring. I'll put a wall on the top edge for variety.\n</think>\n\nMAZE:\n"
        + GAP_02,
        F,
        False,
        "think_block",
        "hard: the wall at (0,2) cuts the ring: read, and not the same shape",
    ),
    _g(
        "v64g_qwq_coord_tl4",
        "<think>\nA 4x4 ring in the top-left, written as coordinates.\n</think>\n\nMAZE:\n"
        + coord_list(RING_TL4),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v64g_qwen25_zh_original",
        "保持原来的迷宫就是同样的形状。\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "chinese_reasoning",
        "hard: the original maze handed back is not a new maze",
    ),
    _g(
        "v64g_deepseekv3_plus",
        "Here is a new maze:\n\nMAZE:\n" + PLUS_LANES,
        F,
        False,
        "asked_format",
        "hard: two crossing lanes are a cross, not the square ring asked for",
    ),
    _g(
        "v64g_deepseekr1_think_br3",
        "<think>\nSmaller ring, bottom-right, 3x3.\n</think>\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "think_block",
        "hard: a 3x3 ring is a square ring of another size (the ruling)",
    ),
    _g(
        "v64g_glm4_rect",
        "一个长方形的环。\n\nMAZE:\n" + RECT_3X4,
        F,
        False,
        "chinese_reasoning",
        "hard: a 3 by 4 ring is a rectangle, not the square the specification asks for",
    ),
    _g(
        "v64g_yi_row_short",
        "MAZE:\n" + FOUR_CELL_ROW,
        F,
        False,
        "asked_format",
        "hard: one row of four cells: not a 5x5 maze",
    ),
    _g(
        "v64g_internlm_coord_two_p",
        "MAZE:\n"
        + coord_list(TWO_PLAYERS).replace(
            "Player position: (3,2)", "Player position: (2,3), (3,2)"
        ),
        F,
        False,
        "asked_format",
        "hard: two player positions listed: read, and not valid",
        encoding="coord_list",
    ),
    _g(
        "v64g_baichuan_then_note",
        "MAZE:\n" + RING_TL4 + "\n\n这个迷宫和原来的形状一样。",
        S,
        False,
        "answer_then_explanation",
        "hard: a note after the maze agreeing with it (strict: something after the maze)",
    ),
    _g(
        "v64g_llama_outer",
        "The outer border as a corridor:\n\nMAZE:\n" + RING_OUTER_SIDES,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v64g_small_smol135_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + RING_C3,
        S,
        True,
        "small_echo",
    ),
    _g(
        "v64g_small_gemma270_repeat",
        "MAZE:\nP 0 G\n0 0 0\nMAZE:\nP 0 G\n0 0 0",
        F,
        False,
        "small_repeat",
        "hard: the same 2x3 grid twice: read, and not a 5x5 ring",
    ),
    _g(
        "v64g_small_gemma270_cut",
        "MAZE:\n1 1 1 1 1\n1 G 0 0 1\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v64g_small_smol135_no_answer",
        "A maze is a puzzle with paths. You can make many mazes.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v64c_g_qwenplus_described_same",
        "MAZE:\n" + RING_BR3 + "\n\n总结：右下角一个 3x3 的方环。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the maze describes that maze (strict: something after the maze)",
    ),
    _g(
        "v64c_g_qwenplus_described_other",
        "MAZE:\n" + RING_BR3 + "\n\n总结：左上角一个 4x4 的方环。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the maze describes another maze: conflicting",
    ),
    _g(
        "v64c_g_qwenmax_pick_first",
        "方案一：\nMAZE:\n"
        + RING_C3
        + "\n\n方案二：\nMAZE:\n"
        + RING_TR3
        + "\n\n选方案一。\n\nMAZE:\n"
        + RING_C3,
        S,
        True,
        "rejected_alternative",
        "hard: two candidates, the first explicitly chosen and given again last",
    ),
    _g(
        "v64c_g_qwenmax_two_options",
        "方案一：\nMAZE:\n" + RING_C3 + "\n\n方案二：\nMAZE:\n" + RING_TR3 + "\n\n两个都可以。",
        U,
        False,
        "two_options",
        "two candidate mazes, both offered, none chosen",
    ),
    _g(
        "v64c_g_qwen3_corrected",
        "MAZE:\n" + GAP_02 + "\n\n不对，(0, 2) 应该是 0，改成：\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "correction",
        "hard: 不对…改成 with the corrected maze, the last MAZE block",
    ),
    _g(
        "v64c_g_deepseekv3_cut",
        "A 3x3 ring in the top-right.\n\nMAZE:\n1 1 G 0 0\n1 1 0 1 0\n1 1 0 P",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v64c_g_deepseekv3_finished",
        "A 3x3 ring in the top-right.\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) ====================
PUZZLE = [
    _p(
        "v64p_qwenturbo_zh_tl",
        "左上角的管子开口朝左，顺时针转一下。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v64p_qwenturbo_plain_br",
        "右下角。\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v64p_qwenplus_zh_heading",
        "右下角需要转向左边。\n\n**答案**\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "heading_above",
        "hard: an 答案 heading above one clear move line does not change it",
    ),
    _p(
        "v64p_qwenplus_fullwidth",
        "右上角逆时针。\nROTATE：（0，1）counterclockwise",
        (1, CCW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v64p_qwenmax_square_number",
        "The top-right piece points off the board.\n\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "square_number",
        "hard: 'square 1' is the prompt's own numbering, (0, 1), which the intro allows",
    ),
    _p(
        "v64p_qwenmax_zh_left_side",
        "左下角的管子往左转。\n\nROTATE: (1, 0) left",
        (2, CCW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as the turn, left counterclockwise (the ruling; strict: format miss)",
    ),
    _p(
        "v64p_qwen3_think_zh_bl",
        "<think>\n左下角 (1,0) 的开口朝下，要朝右，逆时针转一次。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v64p_qwen3_think_tr",
        "<think>\nThe top-right pipe opens upward; one clockwise turn makes it face right... no, it should face down. Clockwise from up is right, twice is down. One turn now.\n</think>\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v64p_qwen3_period",
        "Turn the top-left piece.\nROTATE: (0, 0) counterclockwise.",
        (0, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the direction stays in format (the ruling)",
    ),
    _p(
        "v64p_qwq_think_long_br",
        "<think>\nLet me see. The board is 2x2. Top-left (0,0) connects right already. Top-right (0,1) connects left and down. Bottom-right (1,1) opens right, it should open up. Counterclockwise from right is up. So rotate (1,1) counterclockwise.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v64p_qwen25_lower",
        "Bottom-left, clockwise.\nrotate: (1, 0) clockwise",
        (2, CW),
        False,
        "label_case",
        "hard: a lower-case label around one clear move (strict: not the asked label)",
    ),
    _p(
        "v64p_deepseekv3_plain_tr",
        "The top-right piece needs one quarter turn.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v64p_deepseekr1_think_tl",
        "<think>\n(0,0) faces up; it should face right. Clockwise.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v64p_glm4_zh_chinese_dir",
        "左下角的管子需要转。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: 顺时针 is clockwise in Chinese; one clear move (strict: not the asked word)",
    ),
    _p(
        "v64p_yi_then_reason",
        "ROTATE: (1, 1) clockwise\n\nThis lines its opening up with the bottom-left pipe.",
        (3, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v64p_internlm_bold_line",
        "右上角。\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "markdown_label",
        "hard: bold around the move line is how it renders; strict tolerates it (the ruling)",
    ),
    _p(
        "v64p_baichuan_right_side",
        "ROTATE: (0, 0) right",
        (0, CW),
        False,
        "bare_side",
        "hard: a bare side on the turn line is read as the turn, right clockwise (the ruling; strict: format miss)",
    ),
    _p(
        "v64p_llama_spaces",
        "Bottom-right.\nROTATE:  (1, 1) clockwise",
        (3, CW),
        False,
        "spacing",
        "hard: two spaces after the label are a format miss; the move is clear",
    ),
    _p(
        "v64p_small_smol135_echo",
        "ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
    ),
    _p(
        "v64p_small_gemma270_repeat",
        "the pipe\nROTATE: (1, 1) clockwise\nthe pipe\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v64p_small_smol135_cut",
        "Moves left: 4. Finish with ROTATE: (row, col) clockwise (or counterclockwise). Moves left: 4. Finish with",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v64p_small_gemma270_half",
        "The top right pipe\nROTATE (0, 1",
        U,
        False,
        "small_half_label",
        "a half-written label and square with no direction",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v64c_p_qwenplus_summary_same",
        "ROTATE: (1, 0) clockwise\n\n总结：把左下角顺时针转一次。",
        (2, CW),
        False,
        "summary_agrees",
        "hard: the 总结 after the move says the same move (strict: not the last line)",
    ),
    _p(
        "v64c_p_qwenplus_summary_other",
        "ROTATE: (1, 0) clockwise\n\n总结：把左下角逆时针转一次。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the move says the other turn: conflicting",
    ),
    _p(
        "v64c_p_qwenmax_checked",
        "ROTATE: (1, 0) counterclockwise\n\n检查：转完以后左下角的开口朝右，和右下角连上了。确定。",
        (2, CCW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v64c_p_qwenmax_hedge_open",
        "ROTATE: (1, 0) counterclockwise\n\n也许应该转右上角，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt (也许/不确定) after the move naming another square, left unsettled",
    ),
    _p(
        "v64c_p_qwen3_question_answered",
        "转哪一个？右下角的开口朝外，所以转它。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "question_back",
        "hard: the reply asks itself which piece and answers before the move line",
    ),
    _p(
        "v64c_p_qwen3_question_back",
        "可以转 (1, 1) 顺时针，也可以转 (0, 1) 逆时针。你想先转哪个？",
        U,
        False,
        "question_back",
        "a question handed back instead of a move",
    ),
    _p(
        "v64c_p_glm4_cut",
        "右下角转一下。\n\nROTATE: (1, 1) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v64c_p_glm4_finished",
        "右下角转一下。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v64",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v64.py: counts, no reader
    print_counts(all_cases(), problems())

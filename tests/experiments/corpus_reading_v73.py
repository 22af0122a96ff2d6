"""A seventy-third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording in ``agents/llm/prompts.py``, by the lead's rulings for this round
(the last committed answer is read; a correction naming its new answer stands; a restatement
naming another answer is a conflict; an answer under an open condition, an unsettled doubt, a
question handed back, a withdrawal without a new answer and a cut-off answer are unreadable; a
Chinese registry name is read; a full stop after the answer and markdown bold around the answer
line stay in format for strict; a missing comma, two spaces after the label, full-width
punctuation and words after the value are strict format misses; a bare side on the turn line is
the turn) and the specification's shape variants (a square ring of any side k >= 3) and path
check (cells after the last G are not scored). ``corpus_form``, ``blind_set_form``,
``blind_set_mazes``, ``corpus_mazes``, ``corpus_reading_v71`` and its test file were read for
the data format and the rulings as applied.

This round's emphasis is the everyday transcript, Qwen first (the specification's own family):
about half the replies are Qwen2.5 (turbo/plus/max), Qwen3 (thinking with ``<think>`` and not)
and QwQ, many in Chinese or mixing Chinese and English (full-width punctuation, Chinese direction
and position words, 总结/答案/最终答案 headings); the rest are DeepSeek-V3/R1, GLM-4, Yi,
InternLM, Baichuan, Llama and the small models (SmolLM2-135M, Gemma 3 270M base: prompt echoes,
repeats, half-formed labels, cut-offs). It is not a hunt for hard cases. The chosen quarter (the
``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear
look-alikes from everyday habits: a 总结 after the answer agreeing or not, a hedge (可能/也许/
不确定) settled or not, a 如果…的话 condition settled or open, a 不对/改成 correction with or
without a new answer, a question back, a cut-off and its finished twin.

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
LEFT_TRIPLE_BOUNCE = "1,0 2,0 3,0 4,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, stepping back up from the corner twice, then the bottom row to G."""
RIGHT_BACK_DOUBLE_BOTTOM = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: a step right and back to P, the left column, then the bottom row with a step back from
(4,2), to G."""
PAST_WEST_TWICE = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3 4,2 4,1 4,2 4,1"
"""Valid up to G: the top route with a step back from (2,3), then west and back and west along
the bottom row (not scored)."""
PAST_UP_AND_DOWN = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3 3,3 2,3 3,3"
"""Valid up to G: the top route with a bounce on column 3, then two cells up column 3 and one
back down (not scored)."""
THROUGH_MIDDLE = "1,0 1,1 1,2 1,3 1,2 2,2 3,2 3,3 4,3"
"""Broken: the top row, a step back to (1,2), then down through the walls (2,2) and (3,2)."""
UP_INTO_31 = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 3,1 4,1 4,2 4,3"
"""Broken: the bottom route with a step up into the wall (3,1) and back before G."""
BACK_UP_WALL = "1,0 2,0 1,0 0,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: a step down and back, then up into the wall (0,0), then the top route to G."""

# == generated mazes (5x5) =================================================================
RING3_BOTTOM_LEFT = """\
1 1 1 1 1
1 1 1 1 1
0 0 P 1 1
0 1 0 1 1
0 G 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left, P at its top-right corner (2,2), G in the middle of
its bottom side (4,1)."""

RING4_TOP_LEFT = """\
0 G 0 0 1
P 1 1 0 1
0 1 1 0 1
0 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P on its left side (1,0), G on its top side (0,1)."""

RING3_BOTTOM_MID = """\
1 1 1 1 1
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 0 G 1"""
"""Valid: a 3x3 ring in the middle of the bottom rows, P in the middle of its top side (2,2),
G at its bottom-right corner (4,3)."""

RING5_SIDES = """\
0 G 0 0 0
0 1 1 1 0
P 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the middle of the left side (2,0), G on the top side (0,1)."""

RING4_BOTTOM_RIGHT = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P at its top-left corner (1,1), G at its bottom-left
corner (4,1)."""

GAP_TOP_BR4 = """\
1 1 1 1 1
1 P 0 1 0
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0"""
"""Broken: RING4_BOTTOM_RIGHT with (1,3) walled: its open cells no longer close."""

TWO_GOALS_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 P G 1
1 0 1 0 1
1 0 0 G 1"""
"""Broken: RING3_BOTTOM_MID with a second goal at (2,3)."""

NO_PLAYER_SIDES = """\
0 G 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the outer ring of RING5_SIDES without a player."""

FOUR_WIDE_BL3 = "\n".join(" ".join(line.split()[:4]) for line in RING3_BOTTOM_LEFT.splitlines())
"""Broken: RING3_BOTTOM_LEFT with its last column left off: five rows of four, not 5x5."""

OPEN_CENTRE_TL4 = """\
0 G 0 0 1
P 1 0 0 1
0 1 1 0 1
0 0 0 0 1
1 1 1 1 1"""
"""Broken: RING4_TOP_LEFT with (1,2) open inside the ring: not a ring."""

DIGIT_TWO_SIDES = """\
0 G 0 0 0
0 1 1 1 0
P 1 2 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Broken: RING5_SIDES with a ``2`` in the middle of its walls."""

SIX_ROWS_BR4 = RING4_BOTTOM_RIGHT + "\n1 1 1 1 1"
"""Broken: RING4_BOTTOM_RIGHT over an extra row of walls: six rows, not 5x5."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v73s_qwenturbo_zh_xia_kongge",
        "P 下面 (2,0) 是空格，上面是墙。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v73s_qwenturbo_right_open_row",
        "The cell to the right of the player is open, and row 1 runs to column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v73s_qwenturbo_zh_daan_heading",
        "向右走，沿着第一行走到最右边的通道。\n\n答案：\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
        "hard: a 答案 heading above the move line does not change it",
    ),
    _s(
        "v73s_qwenplus_zh_zuolie",
        "沿左边一列往下走，再沿最下面一行往右，就能到终点 G。第一步往下。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v73s_qwenplus_fullwidth_you",
        "右边是通路。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v73s_qwenplus_bold_whole_line",
        "Both neighbours are open; I take the lower one.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown_label",
        "hard: bold around the whole move line; strict tolerates it (the ruling)",
    ),
    _s(
        "v73s_qwenplus_zh_period",
        "往右一步。\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling)",
    ),
    _s(
        "v73s_qwenmax_zh_en_mix",
        "Player 在 (1,0)，上方 (0,0) 是 wall，所以往 down 走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v73s_qwenmax_zuizhong_bold",
        "两条路一样长，选上面那条。\n\n**最终答案**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_label",
        "hard: a bold 最终答案 heading above the move line does not change it (the ruling)",
    ),
    _s(
        "v73s_qwenmax_zh_xiangxia_word",
        "最短路线是先往下。\nMOVE: 向下",
        (2, 0),
        None,
        "direction_word",
        "hard: the Chinese direction word 向下 names the cell below, (2, 0) (strict: no cell)",
    ),
    _s(
        "v73s_qwen3_think_zh_two_routes",
        "<think>\n玩家在 (1,0)。右边 (1,1) 是 0，下面 (2,0) 是 0。两条路都是六步。选右边。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v73s_qwen3_think_en_down",
        "<think>\nOkay, P is at row 1, column 0. The wall is above. Going down the left column reaches row 4, then east to G at (4,3). First step (2,0).\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v73s_qwen3_nothink_plain",
        "<think>\n\n</think>\n\nRight of P is a 0, go there.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v73s_qwen3_think_draft_other",
        "<think>\n先试试往右：MOVE: (1, 1)。不过往下也可以，下面那条路更直。那就往下。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: a move drafted inside the thinking is not the answer; the final line after it is",
    ),
    _s(
        "v73s_qwq_think_long_down",
        "<think>\nLet me look at the grid. Row 0 is all walls. Row 1: P 0 0 0 1. So right is free. Row 2: 0 1 1 0 1, so (2,0) below is free too. Hmm, both work. I'll pick down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v73s_qwen25_lowercase_label",
        "Going right along the top row.\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label in lower case before one clear cell (strict: not the asked label)",
    ),
    _s(
        "v73s_qwen25_label_then_cell_below",
        "往下走。\nMOVE:\n(2, 0)",
        (2, 0),
        None,
        "label_own_line",
        "hard: the cell on the line under its label is read (strict: not on the label line)",
    ),
    _s(
        "v73s_dsv3_plain_right",
        "The player can step right to (1, 1), which begins the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v73s_dsr1_think_down",
        "<think>\nWe need one move. From (1,0), options are (2,0) and (1,1). Both reach G in 6. Choose (2,0).\n</think>\nThe player moves down into the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v73s_glm4_zh_you_then_move",
        "从 P 向右移动一格到 (1,1)。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v73s_glm4_move_then_note",
        "MOVE: (2, 0)\n\n说明：上方是墙，向下可以沿左侧通道到达底部。",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v73s_yi_no_comma",
        "Move down.\nMOVE: (2 0)",
        (2, 0),
        None,
        "missing_comma",
        "hard: a cell without its comma is a format miss; the cell is clear",
    ),
    _s(
        "v73s_internlm_plain_down",
        "The cell (2, 0) is empty, so I go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v73s_baichuan_zh_quanjiao_kuohao",
        "向右移动。\nMOVE: (1，1)",
        (1, 1),
        None,
        "fullwidth",
        "hard: a full-width comma inside one clear cell (strict: not the prompt's form)",
    ),
    _s(
        "v73s_llama_two_spaces",
        "Moving down the left side.\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label are a format miss (the ruling); the cell is clear",
    ),
    _s(
        "v73s_llama_east_plain",
        "East is open and leads along the top row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v73s_small_smol135_echo_down",
        "Moves left: 12. What is your next move? Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v73s_small_smol135_repeat_right",
        "MOVE: (1, 1)\n\nMOVE: (1, 1)\n\nMOVE: (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v73s_small_gemma270_maze_echo_cut",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n1 1 1 1 1\nP 0 0 0",
        U,
        None,
        "small_cut",
        "cut off by max_tokens while echoing the maze, before any move",
        finish_reason=L,
    ),
    _s(
        "v73s_small_gemma270_no_move",
        "The maze is a grid of walls and empty cells. The player is P and the goal is G.",
        U,
        None,
        "small_no_answer",
        "no move at all, only the prompt's description restated",
    ),
    _s(
        "v73s_small_smol135_half_label_right",
        "go right\nMOVE (1",
        (1, 1),
        None,
        "small_half_label",
        "hard: one clear direction said in prose, right, before a half-written label (strict: no label)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v73c_s_qwenplus_zongjie_same",
        "MOVE: (2, 0)\n\n**总结**：上面是墙，所以第一步向下，到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: the 总结 after the move names the same cell, so the move stands (strict: not last)",
    ),
    _s(
        "v73c_s_qwenplus_zongjie_other",
        "MOVE: (2, 0)\n\n**总结**：上面是墙，所以第一步向右，到 (1, 1)。",
        U,
        None,
        "repeat_conflict",
        "the 总结 after the move names a different cell, (1, 1); two answers and no choice",
    ),
    _s(
        "v73c_s_qwenmax_keneng_settled",
        "可能往右更好？检查一下：(1,1) 是 0，右边整行都通。确定往右。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "hedge_settled",
        "hard: the 可能 doubt comes before the answer and is settled by the check",
    ),
    _s(
        "v73c_s_qwenmax_keneng_open",
        "MOVE: (1, 1)\n\n不过也许往下更好，我不确定。",
        U,
        None,
        "second_thought",
        "a doubt after the move (也许往下更好，不确定) that is never settled",
    ),
    _s(
        "v73c_s_qwen3_ruguo_settled",
        "如果右边不是墙的话就往右。看了一下，(1,1) 是 0，不是墙。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the 如果…的话 condition is checked and holds before the move",
    ),
    _s(
        "v73c_s_qwen3_ruguo_open",
        "如果你想走上面那条路的话，MOVE: (1, 1)；如果想走下面那条，MOVE: (2, 0)。",
        U,
        None,
        "conditional",
        "two moves, each under a condition the reply leaves open (which route the user prefers)",
    ),
    _s(
        "v73c_s_dsv3_budui_new",
        "MOVE: (1, 1)\n不对，改成往下：\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: 不对 withdraws (1, 1) and the correction names its new move, the last line",
    ),
    _s(
        "v73c_s_dsv3_budui_none",
        "MOVE: (1, 1)\n不对，这一步好像有问题。",
        U,
        None,
        "withdrawn",
        "不对 withdraws the only move and names no new one",
    ),
    _s(
        "v73c_s_glm4_which_way_back",
        "往右和往下都能到 G，你希望我走哪一条？",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v73c_s_glm4_which_way_then_pick",
        "往右和往下都能到 G，走哪条呢？那就走下面那条。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "question_back",
        "hard: the question is the model's own and answered in the next sentence",
    ),
    _s(
        "v73c_s_qwenturbo_cut_cell",
        "往右走。\nMOVE: (1,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v73c_s_qwenturbo_finished_cell",
        "往右走。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the cell is whole",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =======================================
ONE_SHOT = [
    _o(
        "v73o_qwenturbo_zh_xian_xia",
        "先沿左边一列向下走到底，再沿最下面一行向右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v73o_qwenturbo_top_then_column",
        "Along the top row to column 3, then down the right-hand column to G.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v73o_qwenplus_zh_two_bounces",
        "沿左边一列往下，到底以后又往上退了两次，再沿最下面一行往右到 G。\n\nPATH: "
        + path_text(LEFT_TRIPLE_BOUNCE),
        S,
        True,
        "chinese_reasoning",
        "hard: two back-steps on the way; every step legal, ending on G",
    ),
    _o(
        "v73o_qwenplus_fullwidth_right",
        "向右再向下。\nPATH：（1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas around one valid route (strict: not the prompt's form)",
    ),
    _o(
        "v73o_qwenplus_past_west_twice",
        "走到 G 之后我又往回走了几步。\n\nPATH: " + path_text(PAST_WEST_TWICE),
        S,
        True,
        "asked_format",
        "hard: valid to G; the cells after it are not scored (the specification's check)",
    ),
    _o(
        "v73o_qwenmax_left_two_bounces",
        "A step right and back, down the left column, then along the bottom with one step back.\n\nPATH: "
        + path_text(RIGHT_BACK_DOUBLE_BOTTOM),
        S,
        True,
        "asked_format",
        "hard: two back-steps on the way; every step legal, ending on G",
    ),
    _o(
        "v73o_qwenmax_zh_through_wall",
        "沿第一行往右，退回一步，然后直接往下穿过中间，再到 G。\n\nPATH: "
        + path_text(THROUGH_MIDDLE),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v73o_qwen3_think_down_route",
        "<think>\n左列 (2,0)(3,0)(4,0) 都是 0，底行 (4,1)(4,2) 是 0，(4,3) 是 G。六步。\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v73o_qwen3_think_skip",
        "<think>\nLeft column, bottom row, with a small detour.\n</think>\n\nPATH: "
        + path_text(UP_INTO_31),
        F,
        False,
        "think_block",
    ),
    _o(
        "v73o_qwq_think_round_back",
        "<think>\nTop row, down column 3 with one bounce; after G I wander back up.\n</think>\n\nPATH: "
        + path_text(PAST_UP_AND_DOWN),
        S,
        True,
        "think_block",
        "hard: valid to G; the cells after it are not scored (the specification's check)",
    ),
    _o(
        "v73o_qwen25_lower_label",
        "Down then right.\npath: " + path_text(DOWN),
        S,
        False,
        "label_case",
        "hard: the label in lower case before one valid route (strict: not the asked label)",
    ),
    _o(
        "v73o_qwen25_bold_label",
        "最短路线如下。\n\n**PATH:** " + path_text(RIGHT_COL),
        S,
        True,
        "markdown_label",
        "hard: a bold label before one valid route; strict tolerates it (the ruling)",
    ),
    _o(
        "v73o_dsv3_up_first",
        "A step down and back, then up, then the top row and the right column.\n\nPATH: "
        + path_text(BACK_UP_WALL),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v73o_dsr1_think_top",
        "<think>\nRow 1 open to column 3, then (2,3),(3,3),(4,3).\n</think>\nThe route takes the top row and the right column.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v73o_glm4_zh_period",
        "路径如下：\nPATH: " + path_text(DOWN) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the route stays in format (the ruling)",
    ),
    _o(
        "v73o_yi_commas_between",
        "Down, then right.\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "separator",
        "hard: cells separated by commas instead of spaces; the route is clear (strict: not the asked separator)",
    ),
    _o(
        "v73o_internlm_path_then_note",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThis path has 6 moves.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v73o_baichuan_zh_xia_you",
        "向下三步，向右三步。\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v73o_llama_bottom_route",
        "The bottom route is open all the way.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v73o_small_smol135_echo_example",
        "PATH: (0, 0) (0, 1) (1, 1)\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's example path echoed, then the model's own route on the last line",
    ),
    _o(
        "v73o_small_gemma270_no_path",
        "The player must reach the goal. The player must reach the goal. The player must",
        U,
        False,
        "small_cut",
        "cut off by max_tokens repeating a sentence, before any path",
        finish_reason=L,
    ),
    _o(
        "v73o_small_smol135_no_path",
        "Find the shortest path from P to G.",
        U,
        False,
        "small_no_answer",
        "the task echoed back, no path at all",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v73c_o_qwenplus_zongjie_same",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向下，再向右，共 6 步。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the path describes the same route, down then right (strict: not last)",
    ),
    _o(
        "v73c_o_qwenplus_zongjie_other",
        "PATH: " + path_text(DOWN) + "\n\n总结：先向右走到第 3 列，再向下到 G。",
        U,
        False,
        "repeat_conflict",
        "the 总结 describes the other route (right then down), not the path given; two answers",
    ),
    _o(
        "v73c_o_qwenmax_option_two",
        "方案一：PATH: "
        + path_text(DOWN)
        + "\n方案二：PATH: "
        + path_text(RIGHT_COL)
        + "\n\n我选方案二。",
        S,
        False,
        "option_pick",
        "hard: two valid candidate routes and an explicit choice of the second (strict: not last)",
    ),
    _o(
        "v73c_o_qwenmax_options_no_pick",
        "方案一：PATH: " + path_text(THROUGH_MIDDLE) + "\n方案二：PATH: " + path_text(RIGHT_COL),
        U,
        False,
        "options_no_pick",
        "two candidate routes, one broken and one valid, and no choice between them",
    ),
    _o(
        "v73c_o_dsr1_gaicheng_new",
        "PATH: "
        + path_text(UP_INTO_31)
        + "\n不对，(3, 1) 是墙，改成：\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: 不对 withdraws the first route and the correction names its new one, the last line",
    ),
    _o(
        "v73c_o_dsr1_budui_none",
        "PATH: " + path_text(UP_INTO_31) + "\n不对，这条路好像撞墙了。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the only route and names no new one",
    ),
    _o(
        "v73c_o_qwen3_cut_path",
        "沿左列下到底，再往右到 G。\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
    _o(
        "v73c_o_qwen3_finished_path",
        "沿左列下到底，再往右到 G。\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the route is whole",
    ),
]

# == recognize: the shape of the maze shown (a square ring) =================================
RECOGNIZE = [
    _r(
        "v73r_qwenturbo_zh_huan",
        "空的格子围成一个环，四条边一样长。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v73r_qwenturbo_zh_value",
        "这是一个方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the registry's Chinese name for the square is read (the ruling); strict: not the English name",
    ),
    _r(
        "v73r_qwenplus_four_sides",
        "Every open cell sits on the border of the grid and they join into one closed loop with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v73r_qwenplus_zh_shizi_value",
        "中间有横竖两条通道交叉。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the registry's Chinese name for the cross; it is read (and wrong)",
    ),
    _r(
        "v73r_qwenplus_fullwidth_colon",
        "四边都是通道。\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after the label; the name is clear (strict: not the prompt's form)",
    ),
    _r(
        "v73r_qwenmax_zuizhong_heading",
        "通路沿着边框走了一圈。\n\n### 最终答案\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
        "hard: a 最终答案 heading above the shape line does not change it",
    ),
    _r(
        "v73r_qwenmax_rectangle",
        "The path outlines a rectangle.\n\nSHAPE: rectangle",
        "square",
        False,
        "vocabulary",
        "hard: 'rectangle' is a registry name for the square (the ruling); strict: not the asked name",
    ),
    _r(
        "v73r_qwenmax_bold_value",
        "A ring of open cells.\n\nSHAPE: **square**",
        "square",
        True,
        "markdown_label",
        "hard: bold around the name on the shape line; strict tolerates it (the ruling)",
    ),
    _r(
        "v73r_qwen3_think_square",
        "<think>\n外圈都是 0，里面都是 1。这是方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v73r_qwen3_think_weighed_spiral",
        "<think>\nCould it be a spiral? No, it doesn't turn inward, it closes on itself. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: a shape weighed and dropped in the thinking is not the answer",
    ),
    _r(
        "v73r_qwq_think_zh_triangle",
        "<think>\n看起来上面窄下面宽……是三角形。\n</think>\n\nSHAPE: triangle",
        "triangle",
        False,
        "think_block",
    ),
    _r(
        "v73r_qwen25_title_case",
        "Loop shape.\nShape: square",
        "square",
        False,
        "label_case",
        "hard: the label not in the asked capitals before one clear name (strict: not the asked label)",
    ),
    _r(
        "v73r_dsv3_plain",
        "The open cells trace the border of a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v73r_dsr1_think_c",
        "<think>\nThe loop looks open on the right side... C shape.\n</think>\nThe path has an opening.\n\nSHAPE: C",
        "C",
        False,
        "think_block",
    ),
    _r(
        "v73r_glm4_words_after",
        "SHAPE: square（空心的）",
        "square",
        False,
        "words_after",
        "hard: words after the name on the label line are a format miss (the ruling); the name is clear",
    ),
    _r(
        "v73r_yi_period",
        "It's a ring.\nSHAPE: square.",
        "square",
        True,
        "trailing_period",
        "hard: a full stop right after the name stays in format (the ruling)",
    ),
    _r(
        "v73r_internlm_zh_box",
        "这个迷宫像一个盒子。\nSHAPE: box",
        "square",
        False,
        "vocabulary",
        "hard: 'box' is a registry name for the square (the ruling); strict: not the asked name",
    ),
    _r(
        "v73r_baichuan_zh_luoxuan",
        "通道一圈一圈往里绕。\nSHAPE: 螺旋",
        "spiral",
        False,
        "chinese_value",
        "hard: 螺旋 is the registry's Chinese name for the spiral; it is read (and wrong)",
    ),
    _r(
        "v73r_llama_square_plain",
        "The walkable cells go around the edge.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v73r_small_smol135_echo_name",
        "Explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>.\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v73r_small_gemma270_cut_rows",
        "1 1 1 1 1\n1 0 0 0 1\n1 0 1 0 1\n1 0 0 0 1\n1 1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens while copying the maze, before any shape",
        finish_reason=L,
    ),
    _r(
        "v73r_small_smol135_no_shape",
        "The maze has walls and empty cells and a player.",
        U,
        False,
        "small_no_answer",
        "no shape named at all",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v73c_r_qwenplus_zongjie_same",
        "SHAPE: square\n\n**总结**：空格沿四边围成一圈，是正方形的环。",
        "square",
        False,
        "summary_agrees",
        "hard: the 总结 after the answer names the same shape, 正方形 (strict: not last)",
    ),
    _r(
        "v73c_r_qwenplus_zongjie_other",
        "SHAPE: square\n\n**总结**：空格沿四边往里绕，是螺旋形。",
        U,
        False,
        "repeat_conflict",
        "the 总结 after the answer names another shape, a spiral; two answers and no choice",
    ),
    _r(
        "v73c_r_qwenmax_yexu_settled",
        "也许是 C 形？数了一下，右边没有缺口，四边都闭合。\nSHAPE: square",
        "square",
        True,
        "hedge_settled",
        "hard: the 也许 doubt comes before the answer and the count settles it",
    ),
    _r(
        "v73c_r_qwenmax_buqueding_open",
        "SHAPE: square\n\n不确定，也可能是 C 形。",
        U,
        False,
        "second_thought",
        "a doubt after the answer (不确定, maybe a C) that is never settled",
    ),
    _r(
        "v73c_r_glm4_ruguo_open",
        "如果最下面一行是通的话，这是 square；如果不通，就是 C。",
        U,
        False,
        "conditional",
        "two shapes, each under a condition about the maze the reply leaves open",
    ),
    _r(
        "v73c_r_glm4_ruguo_settled",
        "如果最下面一行是通的话，这是 square。最下面一行都是 0，是通的。\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the 如果…的话 condition is checked and holds before the answer",
    ),
    _r(
        "v73c_r_qwen3_cut_name",
        "四条边都是通道。\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
    _r(
        "v73c_r_qwen3_finished_name",
        "四条边都是通道。\nSHAPE: square",
        "square",
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the name is whole",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) =============================
GENERATE = [
    _g(
        "v73g_qwenturbo_zh_zuoxia3",
        "在左下角放一个 3x3 的环，P 在右上角，G 在下边中间。\n\nMAZE:\n" + RING3_BOTTOM_LEFT,
        S,
        True,
        "chinese_reasoning",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v73g_qwenturbo_coord_tl4",
        "左上角一个 4x4 的环，用坐标列表表示。\n\nMAZE:\n" + coord_list(RING4_TOP_LEFT),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v73g_qwenplus_bottom_mid3",
        "A 3x3 ring at the bottom, P in the middle of its top side and G at its bottom-right corner.\n\nMAZE:\n"
        + RING3_BOTTOM_MID,
        S,
        True,
        "asked_format",
        "hard: a 3x3 square ring is a square (the ruling on any side k >= 3)",
    ),
    _g(
        "v73g_qwenplus_zh_two_goals",
        "底部中间一个小环。\n\nMAZE:\n" + TWO_GOALS_MID3,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v73g_qwenplus_fenced_sides",
        "MAZE:\n```\n" + RING5_SIDES + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v73g_qwenmax_zh_youxia4",
        "右下角 4x4 的方环，P 在左上角，G 在左下角。\n\nMAZE:\n" + RING4_BOTTOM_RIGHT,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v73g_qwenmax_gap_br4",
        "A 4x4 square loop in the lower right.\n\nMAZE:\n" + GAP_TOP_BR4,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v73g_qwen3_think_outer",
        "<think>\n用最外圈。P 放左边中间，G 放上边。\n</think>\n\nMAZE:\n" + RING5_SIDES,
        S,
        True,
        "think_block",
    ),
    _g(
        "v73g_qwen3_think_four_wide",
        "<think>\nA 3x3 ring bottom-left.\n</think>\n\nMAZE:\n" + FOUR_WIDE_BL3,
        F,
        False,
        "think_block",
    ),
    _g(
        "v73g_qwq_think_open_centre",
        "<think>\nTop-left 4x4 ring, P on the left side, G on the top side.\n</think>\n\nMAZE:\n"
        + OPEN_CENTRE_TL4,
        F,
        False,
        "think_block",
    ),
    _g(
        "v73g_qwen25_coord_bl3",
        "A small ring in the bottom-left corner.\n\nMAZE:\n" + coord_list(RING3_BOTTOM_LEFT),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v73g_dsv3_tl4",
        "Here is a 4x4 square ring in the top-left corner.\n\nMAZE:\n" + RING4_TOP_LEFT,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v73g_dsr1_think_no_player",
        "<think>\nOuter ring, goal on the top.\n</think>\n\nMAZE:\n" + NO_PLAYER_SIDES,
        F,
        False,
        "think_block",
    ),
    _g(
        "v73g_glm4_digit_two",
        "最外圈是通道。\n\nMAZE:\n" + DIGIT_TWO_SIDES,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v73g_yi_original_back",
        "Here is a new maze with the same square loop.\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the original maze given back is not a new maze",
    ),
    _g(
        "v73g_internlm_six_rows",
        "A 4x4 ring at the bottom right.\n\nMAZE:\n" + SIX_ROWS_BR4,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v73g_baichuan_bold_label",
        "新的迷宫：\n\n**MAZE:**\n" + RING3_BOTTOM_MID,
        S,
        True,
        "markdown_label",
        "hard: a bold label above a valid ring; strict tolerates it (the ruling)",
    ),
    _g(
        "v73g_llama_coord_no_player",
        "The outer ring, in the coordinate form.\n\nMAZE:\n" + coord_list(NO_PLAYER_SIDES),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v73g_small_smol135_echo_then_maze",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n"
        + RING4_BOTTOM_RIGHT,
        S,
        True,
        "small_echo",
    ),
    _g(
        "v73g_small_gemma270_cut_rows",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n0 0 P 1 1\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the second row of the maze",
        finish_reason=L,
    ),
    _g(
        "v73g_small_smol135_no_maze",
        "A maze is a puzzle with walls. The player must find the goal.",
        U,
        False,
        "small_no_answer",
        "no maze at all",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v73c_g_qwenplus_zongjie_same",
        "MAZE:\n" + RING4_TOP_LEFT + "\n\n总结：左上角 4x4 的方环，P 在左边，G 在上边。",
        S,
        False,
        "summary_agrees",
        "hard: the 总结 after the maze describes the same maze (strict: text after the maze)",
    ),
    _g(
        "v73c_g_qwenplus_zongjie_other",
        "MAZE:\n" + RING4_TOP_LEFT + "\n\n总结：右下角 3x3 的方环，P 在右上角。",
        U,
        False,
        "repeat_conflict",
        "the 总结 describes a different maze (a 3x3 ring bottom-right) from the one given",
    ),
    _g(
        "v73c_g_dsv3_gaicheng_new",
        "MAZE:\n"
        + OPEN_CENTRE_TL4
        + "\n\n不对，(1,2) 应该是墙，改成：\n\nMAZE:\n"
        + RING4_TOP_LEFT,
        S,
        True,
        "correction",
        "hard: 不对 withdraws the first maze and the correction gives its new one, last",
    ),
    _g(
        "v73c_g_dsv3_budui_none",
        "MAZE:\n" + RING4_TOP_LEFT + "\n\n不对，这个好像不是同一个形状。",
        U,
        False,
        "withdrawn",
        "不对 withdraws the only maze and gives no new one",
    ),
    _g(
        "v73c_g_qwen3_cut_maze",
        "底部中间的 3x3 环。\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 0 P 0 1\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze, two rows short",
        finish_reason=L,
    ),
    _g(
        "v73c_g_qwen3_finished_maze",
        "底部中间的 3x3 环。\nMAZE:\n" + RING3_BOTTOM_MID,
        S,
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the maze is whole",
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v73p_qwenturbo_zh_youshang_ni",
        "右上角的管子朝上，出界了。顺时针转一下让它朝右……也不对，逆时针转让它朝左，接到左上角。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v73p_qwenturbo_tl_clockwise",
        "The top-left piece points left, off the board; a clockwise turn points it up... no, it needs to point right. Two turns either way; I start clockwise.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v73p_qwenplus_zh_zuoxia",
        "左下角的弯管开口朝下，逆时针转一下。\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v73p_qwenplus_square_three",
        "Square 3 (bottom-right) faces off the right edge.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "square_number",
        "hard: 'square N' is in format where the prompt allows it (the ruling)",
    ),
    _p(
        "v73p_qwenplus_fullwidth",
        "右下角顺时针。\nROTATE：（1，1）clockwise",
        (3, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear move (strict: not the prompt's form)",
    ),
    _p(
        "v73p_qwenmax_zh_direction_value",
        "转左上角。\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese_value",
        "hard: 顺时针 is clockwise in Chinese; one clear move (strict: not the asked word)",
    ),
    _p(
        "v73p_qwenmax_bold_line",
        "The bottom-left elbow is the only piece off the path.\n\n**ROTATE: (1, 0) clockwise**",
        (2, CW),
        True,
        "markdown_label",
        "hard: bold around the whole turn line; strict tolerates it (the ruling)",
    ),
    _p(
        "v73p_qwen3_think_tr",
        "<think>\n(0,1) 现在朝上，需要朝左。逆时针一次。\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v73p_qwen3_think_draft_other",
        "<think>\nMaybe ROTATE: (0, 0) clockwise? No — (0,0) is already connected. (1,1) is the broken one.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
        "hard: a move drafted inside the thinking is not the answer; the final line after it is",
    ),
    _p(
        "v73p_qwq_think_bl",
        "<think>\nLet me check each piece. (0,0) connects right and down. (0,1) connects left and down. (1,0) points left, wrong. Rotate (1,0) clockwise so it points up.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v73p_qwen25_bare_right",
        "Turn the top-left piece.\nROTATE: (0, 0) right",
        (0, CW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, right = clockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v73p_dsv3_plain_br",
        "The bottom-right piece needs to connect upward.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v73p_dsr1_think_tl",
        "<think>\nOnly (0,0) is misaligned.\n</think>\nRotate the top-left square.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "think_block",
    ),
    _p(
        "v73p_glm4_zh_period",
        "旋转右上角。\nROTATE: (0, 1) clockwise.",
        (1, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the turn stays in format (the ruling)",
    ),
    _p(
        "v73p_yi_title_case",
        "Rotate the bottom-left.\nRotate: (1, 0) counterclockwise",
        (2, CCW),
        False,
        "label_case",
        "hard: the label not in the asked capitals before one clear move (strict: not the asked label)",
    ),
    _p(
        "v73p_internlm_then_reason",
        "ROTATE: (1, 1) clockwise\n\nThis connects the bottom-right piece to the one above it.",
        (3, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v73p_baichuan_no_comma",
        "右下角逆时针转。\nROTATE: (1 1) counterclockwise",
        (3, CCW),
        False,
        "missing_comma",
        "hard: a cell without its comma is a format miss; the move is clear",
    ),
    _p(
        "v73p_llama_plain_tr",
        "The top-right piece is the one out of place.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v73p_small_smol135_echo",
        "Moves left: 3. Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
    ),
    _p(
        "v73p_small_smol135_repeat",
        "rotate it\nROTATE: (1, 0) clockwise\nrotate it\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v73p_small_gemma270_cut_sides",
        "Square 0: top, right. Square 1: left, bottom. Square 2: top, right. Square 3: left,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens while listing the pieces, before any move",
        finish_reason=L,
    ),
    _p(
        "v73p_small_gemma270_no_move",
        "The pipes are connected. The pipes are connected.",
        U,
        False,
        "small_no_answer",
        "no move at all",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v73c_p_qwenplus_zongjie_same",
        "ROTATE: (0, 1) counterclockwise\n\n**总结**：右上角的管子逆时针转 90 度，朝左接上左上角。",
        (1, CCW),
        False,
        "summary_agrees",
        "hard: the 总结 after the move names the same square and turn (strict: not last)",
    ),
    _p(
        "v73c_p_qwenplus_zongjie_other",
        "ROTATE: (0, 1) counterclockwise\n\n**总结**：右上角的管子顺时针转 90 度，朝左接上左上角。",
        U,
        False,
        "repeat_conflict",
        "the 总结 names the other turn (顺时针, clockwise) for the same square; two answers",
    ),
    _p(
        "v73c_p_qwenmax_keneng_settled",
        "可能要转两次？检查一下：逆时针一次就朝左了，够了。\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "hedge_settled",
        "hard: the 可能 doubt comes before the move and the check settles it",
    ),
    _p(
        "v73c_p_qwenmax_buqueding_open",
        "ROTATE: (1, 1) counterclockwise\n\n也可能应该顺时针，我不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the move (maybe clockwise instead, 不确定) that is never settled",
    ),
    _p(
        "v73c_p_glm4_bare_left_turn",
        "右下角需要转一下。\nROTATE: (1, 1) left",
        (3, CCW),
        False,
        "direction_word",
        "hard: a bare side on the turn line is the turn, left = counterclockwise (the ruling); strict: a format miss",
    ),
    _p(
        "v73c_p_glm4_bare_left_facing",
        "右下角的开口应该朝左，对着左下角。\nROTATE: (1, 1) left",
        U,
        False,
        "side_facing",
        "the reply's own words make 'left' the side the opening should face (朝左), not a turn; which turn is not said",
    ),
    _p(
        "v73c_p_qwen3_which_square_back",
        "左上角和右下角都可以转，你想先转哪一个？",
        U,
        False,
        "question_back",
        "a question handed back instead of a move",
    ),
    _p(
        "v73c_p_qwen3_cut_turn",
        "左下角转一下。\nROTATE: (1, 0) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v73c_p_qwen3_finished_turn",
        "左下角转一下。\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "finished_twin",
        "hard: the finished twin of a cut-off reply; the move is whole",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v73",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v73.py: counts, no reader
    print_counts(all_cases(), problems())

"""A fiftieth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form``,
``corpus_reading_v48`` and ``test_corpus_reading_v48`` were read for the data format and the
rulings as applied.

This round's emphasis is the rotation puzzle and recognition as Qwen (plus/max, Qwen2.5/3 with
and without thinking, Chinese and English) and the open-weight families answer them: squares
named by coordinates, ordinals or position words; turns by clockwise words, degrees, left/right
or Chinese; shapes by name, variant, letter, Chinese name or a description; summaries after the
answer that agree or name another answer; withdrawals and corrections; picks among options. The
other phases keep their usual share (solve the largest). The everyday mix (about three quarters)
holds GPT-4o/4.1/5, Claude, Gemini, Qwen, Llama 3/4, DeepSeek-R1/V3, Mistral, Phi and the real
small models' habits (echoes of the prompt, repeats, half-formed labels, cut-offs). The chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs
unclear replies with clear look-alikes: drafts in a thinking block closed or never closed, a
check after the answer that confirms or is left open, two answers weighed with or without a
pick, a withdrawal with or without a new value, a question back or a condition both ways, a
summary that agrees or names another answer. New rings, broken mazes and routes.

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
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
START_BOUNCE = "1,0 1,1 1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: right and back to P twice, then the top row and the right column."""
BOTTOM_BOUNCE = "1,0 2,0 3,0 4,0 4,1 4,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column, one step east, back west and up to (3,0), then down and along the bottom row to G."""
PAST_G_WEST = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 4,3 4,2 4,1 4,0"
"""Valid up to its last G: G, a step up to (3,3), G again, then three steps west (not scored)."""
WALL_31 = "1,0 2,0 3,0 3,1 4,1 4,2 4,3"
"""Broken: steps into the wall (3,1)."""
WALL_COL2 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down column 2 through the walls (2,2) and (3,2)."""
SKIP_42 = "1,0 2,0 3,0 4,0 4,1 4,3"
"""Broken: jumps from (4,1) to (4,3), skipping (4,2)."""

# == generated mazes (5x5) =================================================================
RING_TL3 = """\
1 P 0 0 1
1 0 1 G 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top centre, P at (0,1) in a corner, G at (1,3) on the right side."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 0 P 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P at (4,2), G at (1,4)."""

RING_MR3 = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 0 1
1 0 1 G 1
1 0 0 0 1"""
"""Valid: a 3x3 ring at the bottom centre, P at (2,1), G at (3,3)."""

RING_5B = """\
0 0 0 0 0
0 1 1 1 P
0 1 1 1 0
G 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P at (1,4), G at (3,0)."""

GAP_BOTTOM = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 0
1 0 1 G 0"""
"""Broken: a 4x4 ring whose bottom side is walled at (4,2)."""

S_E_RING = """\
1 1 1 1 1
1 1 1 1 1
1 1 S 0 0
1 1 0 1 0
1 1 0 E 0"""
"""Broken: a 3x3 ring marked with S and E instead of P and G."""

SIX_COLS = """\
P 0 0 0 1 1
0 1 1 0 1 1
0 0 0 G 1 1
1 1 1 1 1 1
1 1 1 1 1 1"""
"""Broken: six columns, not five."""

TWO_P = """\
1 1 1 1 1
1 1 1 1 1
P 0 P 1 1
0 1 0 1 1
0 G 0 1 1"""
"""Broken: a 3x3 ring with two P and one G."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v50s_qwenplus_zh_plain",
        "P 在 (1, 0)，上方 (0, 0) 是墙，左边出界。往下 (2, 0) 是 0，沿第 0 列下到第 4 行，再往右三格到 G (4, 3)，一共六步。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v50s_qwenmax_table",
        "| 方向 | 格子 | 内容 |\n|---|---|---|\n| 上 | (0, 0) | 墙 |\n| 下 | (2, 0) | 空 |\n| 右 | (1, 1) | 空 |\n\n两条路都是六步，走第 1 行再顺第 3 列往下。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v50s_qwen25_fullwidth",
        "下一步向下移动一格，进入左侧通道。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: a full-width colon, brackets and comma around the cell (2, 0); a format miss for strict",
    ),
    _s(
        "v50s_qwen3_think",
        "<think>\nP at (1,0). Up (0,0) = 1, wall. Right (1,1) = 0. Down (2,0) = 0. Route via right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). Is (2,3) open? Row 2 is 0 1 1 0 1, index 3 is 0. Yes. Good, go right.\n</think>\n\nThe top corridor connects to column 3, which runs down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v50s_qwen3_nothink_zh_summary",
        "MOVE: (2, 0)\n\n说明：向下进入第 0 列，这一列从第 1 行到第 4 行都是空的，到底行后向右就是终点 G。",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the move first, a Chinese explanation naming no other move after it (strict: not the last line)",
    ),
    _s(
        "v50s_qwq_long",
        "Alright, let me carefully look at this maze. Row 0 is all walls. Row 1: P 0 0 0 1, so the player is at (1, 0). Row 4: 0 0 0 G 1, so the goal is at (4, 3).\n\nFrom (1, 0), I could go down to (2, 0) or right to (1, 1). Let me trace going down: (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3). That's six moves. Going right: (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3). Also six moves.\n\nHmm, so they're tied. I'll go right because I checked that column 3 is open in rows 2 and 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_reasoning",
    ),
    _s(
        "v50s_r1_zh_final_heading",
        "<think>\n玩家 (1,0)，终点 (4,3)。往下：(2,0) 空，(3,0) 空，(4,0) 空，然后 (4,1)、(4,2) 都是空的，到 (4,3)。可以。往右也行。我选往下。\n</think>\n\n**最终答案**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_heading",
    ),
    _s(
        "v50s_v3_bold",
        "右侧 (1, 1) 是通路，沿第一行走到 (1, 3) 后向下即可到达终点。\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v50s_gpt4o_first",
        "MOVE: (2, 0)\n\nMoving down from (1, 0) puts the player in the left column, which is open all the way to row 4; from there the bottom row leads east to G at (4, 3).",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v50s_gpt41_md",
        "### Next move\n- Current position: (1, 0)\n- Chosen direction: right, into the top corridor\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v50s_gpt5_short",
        "Down opens onto column 0, which runs clear to the bottom row; from (4, 0) it is three steps east to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v50s_claude_para",
        "Looking at the neighbours of (1, 0): the cell above is a wall and there is nothing to the left, so the options are (2, 0) and (1, 1). Both start a six-move shortest path. I'll take the route along row 1 and down column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v50s_gemini_steps",
        "**Step 1: Locate P and G.** P = (1, 0), G = (4, 3).\n**Step 2: Check neighbours.** (0, 0) wall; (2, 0) open; (1, 1) open.\n**Step 3: Pick.** Column 0 down, then row 4 east.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v50s_llama3_word",
        "The best next move is to go down, since the left column leads straight to the bottom row.",
        (2, 0),
        None,
        "direction_word",
        "hard: the direction word 'down' is the neighbouring cell (2, 0); no MOVE line",
    ),
    _s(
        "v50s_llama4_spacing",
        "Go right into the open corridor.\n\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: the cell (1,1) without the prompt's space is read flexibly, a format miss for strict",
    ),
    _s(
        "v50s_mistral_fence",
        "The cell below the player is free and leads to the goal along the left and bottom edges.\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
        "hard: the MOVE line inside a code fence is the answer; strict wants it outside a fence",
    ),
    _s(
        "v50s_phi4_wall",
        "The goal is below and to the right, so I will move up first to get around the walls.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v50s_qwenplus_en",
        "The player is on the left edge of row 1. The right neighbour (1, 1) is empty and begins the corridor along the top of the loop.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v50s_qwen25_zh_word",
        "玩家应该向右走一步，沿着上面的通道前进。",
        (1, 1),
        None,
        "direction_word",
        "hard: the Chinese direction word 向右 (right) is the neighbouring cell (1, 1); no MOVE line",
    ),
    _s(
        "v50s_r1_think_en",
        "<think>\nLet me consider each option. Option A: down to (2,0). Option B: right to (1,1). Both reach G in 6. Is there any trap? Column 0 rows 2-4 are 0, 0, 0. Row 4 cols 1-2 are 0, 0. No trap. Option B: (1,2), (1,3) are 0; (2,3), (3,3) are 0. Also fine. I'll commit to A.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v50s_gemini_json",
        'Answer as JSON:\n\n```json\n{"move": {"row": 2, "col": 0}}\n```',
        (2, 0),
        None,
        "json_answer",
        "hard: a JSON object naming row 2, col 0 is the cell (2, 0); no MOVE line for strict",
    ),
    _s(
        "v50s_mistral_zh_mixed",
        "The player should 向下 move one cell — the left column is fully open down to row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v50s_llama3_plain",
        "From (1, 0) the top row is open to the east until column 3, where a path drops to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v50s_v3_zh_plain",
        "第 0 列在 P 下面一直是空的，向下走最直接。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v50s_small_echo",
        "Moves left: 11. What is your next move? Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v50s_small_repeat",
        "MOVE: (1, 1) MOVE: (1, 1)\nMOVE: (1, 1) MOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v50s_small_half_label",
        "the player is going right to the empty\nMOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: a half-formed label whose ')' is missing at the end is read as the cell (1, 1)",
    ),
    _s(
        "v50s_small_cut",
        "The player P is at (1, 0) and the goal G is at (4, 3). The player can move to the",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move is named",
        finish_reason=L,
    ),
    _s(
        "v50s_small_stay",
        "The player is P and P is here.\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "small_echo",
    ),
    _s(
        "v50s_small_format_only",
        "MOVE: (row, col)\nMOVE: (row, col)\nMOVE: (row,",
        U,
        None,
        "small_echo",
        "only the prompt's format line echoed; no cell is named",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v50c_s_qwen3_think_unclosed",
        "<think>\nP 在 (1,0)。下面 (2,0) 空，右边 (1,1) 空。先试 MOVE: (2, 0)，这样沿左边走……不对，我再看看右边那条，(2,3) 是不是通的？第 2 行是 0 1 1 0 1……",
        U,
        None,
        "think_unclosed",
        "the thinking is never closed and no answer follows it; the MOVE inside is a draft",
    ),
    _s(
        "v50c_s_qwen3_think_closed",
        "<think>\nP 在 (1,0)。先试 MOVE: (2, 0)，这样沿左边走……再看看右边那条，(2,3) 是 0，也通。两条都六步，选右边。\n</think>\n\n向右进入上方通道。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
        "hard: a MOVE drafted in the closed thinking is set apart; the answer after it is (1, 1)",
    ),
    _s(
        "v50c_s_claude_verification_after",
        "MOVE: (2, 0)\n\nLet me double-check: row 2 reads 0 1 1 0 1, so (2, 0) is open, and rows 3 and 4 are open in column 0 too. Confirmed — down is a good move.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it keeps the answer (strict: not the last line)",
    ),
    _s(
        "v50c_s_gpt4o_second_thought",
        "MOVE: (1, 1)\n\nHmm, wait — I'm not certain the right column actually connects down to row 4; I'd need to look at rows 2 and 3 again.",
        U,
        None,
        "second_thought",
        "a doubt after the move left open; nothing confirms or replaces it",
    ),
    _s(
        "v50c_s_qwenmax_zh_two_options",
        "向下 (2, 0) 和向右 (1, 1) 都是最短路径的第一步，走哪一个都能在六步内到达终点。",
        U,
        None,
        "two_options",
        "two moves offered as equal alternatives, none picked",
    ),
    _s(
        "v50c_s_qwenmax_zh_rejected",
        "向下 (2, 0) 和向右 (1, 1) 都是六步。向下之后底行要拐一次弯，向右之后第 3 列是一条直线，我选向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: two moves weighed in Chinese and one picked in words, then the MOVE line",
    ),
    _s(
        "v50c_s_r1_withdrawn",
        "<think>\nDown looks fine.\n</think>\n\nMOVE: (2, 0)\n\nActually, scratch that — I'm not sure this is the right call after all.",
        U,
        None,
        "withdrawn",
        "the move withdrawn after the answer with no new move named",
    ),
    _s(
        "v50c_s_gemini_correction",
        "MOVE: (2, 0)\n\nCorrection — I traced the wrong corridor in my head; the route I actually checked cell by cell is the top one:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: a correction naming a new move; the last MOVE line stands",
    ),
    _s(
        "v50c_s_llama4_question_open",
        "You can go down to (2, 0) or right to (1, 1) — both reach the goal in six moves. Which would you prefer I take?",
        U,
        None,
        "question_back",
        "two moves offered and the choice left to the user",
    ),
    _s(
        "v50c_s_gpt5_question_after",
        "MOVE: (2, 0)\n\nWould you like me to list the remaining five moves as well?",
        (2, 0),
        None,
        "question_back",
        "hard: a committed move, then an offer to say more; the question does not open the answer (strict: not the last line)",
    ),
]

# == one-shot: a whole path on ORIGINAL =====================================================
ONE_SHOT = [
    _o(
        "v50o_qwenplus_zh",
        "从 P (1, 0) 往下走到底行，再沿底行向右到 G。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v50o_qwenmax_md",
        "## 路线\n先沿第 1 行向右，再沿第 3 列向下。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v50o_qwen25_arrows",
        "路径如下：\n\nPATH: " + path_text(LEFT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: cells joined by arrows are the path; strict wants them separated by spaces",
    ),
    _o(
        "v50o_qwen3_think",
        "<think>\nI'll write a path that probes right and returns twice: (1,0) (1,1) (1,0) (1,1) (1,0), then right along the top row to (1,3), down to (4,3). Every step is to a 0 cell and adjacent. Fine.\n</think>\n\nPATH: "
        + path_text(START_BOUNCE),
        S,
        True,
        "think_block",
        "hard: right and back to P twice before the top route; every step is legal and G is reached",
    ),
    _o(
        "v50o_qwq_long",
        "Let me trace carefully. Starting at (1, 0), go down (2, 0), (3, 0), (4, 0), east to (4, 1). Hmm, wait, let me go back west to (4, 0) and up to (3, 0) to re-check the column. Fine. Down again to (4, 0), then east (4, 1), (4, 2), (4, 3). That reaches G.\n\nPATH: "
        + path_text(BOTTOM_BOUNCE),
        S,
        True,
        "long_reasoning",
        "hard: the path doubles back at the bottom-left corner; every step is legal and it ends on G",
    ),
    _o(
        "v50o_r1_final_past_g",
        "<think>\n上面那条：(1,1) (1,2) (1,3) (2,3) (3,3) (4,3)，到终点。到终点后往上一格再回来，然后往左走三格也没关系。\n</think>\n\n**Final Answer**\n\nPATH: "
        + path_text(PAST_G_WEST),
        S,
        True,
        "final_heading",
        "hard: the path reaches G and steps off and back onto it, then walks three cells west; the check stops at the last G",
    ),
    _o(
        "v50o_v3_zh_wall",
        "沿左边往下两格，然后从第 3 行斜穿到底行再向右。\n\nPATH: " + path_text(WALL_31),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v50o_gpt4o_first",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThis follows the top corridor to column 3 and then goes straight down to the goal.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v50o_gpt41_commas",
        "Shortest path (6 moves):\n\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
        "hard: the cells separated by commas are the path; strict wants spaces",
    ),
    _o(
        "v50o_gpt5_skip",
        "Down the left side, then east along the bottom.\n\nPATH: " + path_text(SKIP_42),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v50o_claude_plain",
        "The left column and the bottom row are both fully open, so the path hugs the lower-left corner of the loop.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v50o_gemini_list",
        "1. Start at (1, 0).\n2. Head right two cells.\n3. Cut down through column 2 to the bottom row.\n4. Step right onto G.\n\nPATH: "
        + path_text(WALL_COL2),
        F,
        False,
        "markdown_heavy",
    ),
    _o(
        "v50o_llama3_spacing",
        "Here is the path:\n\nPATH: " + " ".join(f"({c})" for c in LEFT_COL.split()),
        S,
        False,
        "spacing",
        "hard: cells written (2,0) without the prompt's space are read; a format miss for strict",
    ),
    _o(
        "v50o_llama4_fence",
        "```\nPATH: " + path_text(BOTTOM_BOUNCE) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the PATH line inside a code fence is the answer; it steps back once and reaches G",
    ),
    _o(
        "v50o_mistral_past_g",
        "Go along the top, down the right side to G, one step back up and down onto G again, and the path then continues west.\n\nPATH: "
        + path_text(PAST_G_WEST),
        S,
        True,
        "asked_format",
        "hard: walking on past G is fine; the route up to its last G is legal",
    ),
    _o(
        "v50o_phi4_wall",
        "Move down to row 3 and then cut right to the bottom.\n\nPATH: " + path_text(WALL_31),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v50o_qwen3_zh_summary_agrees",
        "PATH: " + path_text(LEFT_COL) + "\n\n总结：沿第 0 列向下到底行，再向右三格到 G，共六步。",
        S,
        False,
        "summary_agrees",
        "hard: the path, then a Chinese summary of the same route (strict: not the last line)",
    ),
    _o(
        "v50o_small_echo",
        "PATH: (row, col) (row, col) ...\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "small_echo",
    ),
    _o(
        "v50o_small_repeat",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0)\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v50o_small_cut",
        "The route goes right along row 1 and then down column 3.\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before the path reaches its end",
        finish_reason=L,
    ),
    _o(
        "v50o_small_half",
        "path (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3",
        S,
        False,
        "small_half_label",
        "hard: a half-formed label and a last cell whose ')' is missing at the end; read as the path",
    ),
    _o(
        "v50o_qwenplus_en",
        "The player can reach the goal by going down column 0 and then right along row 4.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v50o_gpt41_table",
        "| Step | Cell |\n|---|---|\n| 0 | (1, 0) |\n| 1 | (1, 1) |\n| 2 | (1, 2) |\n| 3 | (1, 3) |\n| 4 | (2, 3) |\n| 5 | (3, 3) |\n| 6 | (4, 3) |\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "markdown_heavy",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v50c_o_r1_attempt2",
        "Attempt 1:\nPATH: "
        + path_text(WALL_COL2)
        + "\n\nNo — (2, 2) is a wall.\n\nAttempt 2:\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "correction",
        "hard: a first attempt rejected for a wall, then a second attempt; the last stands",
    ),
    _o(
        "v50c_o_qwq_withdrawn",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nHmm, no — I take that back. I'm not sure column 3 is open the whole way down.",
        U,
        False,
        "withdrawn",
        "the path withdrawn with no new path named",
    ),
    _o(
        "v50c_o_claude_two_options",
        "There are two shortest routes:\n\n1. PATH: "
        + path_text(LEFT_COL)
        + "\n2. PATH: "
        + path_text(RIGHT_COL)
        + "\n\nBoth are six moves long.",
        U,
        False,
        "two_options",
        "two paths offered as alternatives, none picked",
    ),
    _o(
        "v50c_o_qwenmax_zh_rejected",
        "左边那条和上面那条都是六步。上面那条的每一格我都核对过是 0，选上面那条。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two routes weighed in Chinese and one picked in words, then the PATH line",
    ),
    _o(
        "v50c_o_gpt4o_conditional_open",
        "If (3, 3) turns out to be open, then:\n\nPATH: " + path_text(RIGHT_COL),
        U,
        False,
        "conditional",
        "the path is offered on a condition the reply never resolves",
    ),
    _o(
        "v50c_o_gemini_conditional_met",
        "The top route works only if (2, 3) is open — row 2 is `0 1 1 0 1`, so (2, 3) is open.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "conditional",
        "hard: a condition stated and resolved in the reply, then the PATH line",
    ),
    _o(
        "v50c_o_qwen3_think_unclosed",
        "<think>\n路线草稿：PATH: "
        + path_text(LEFT_COL)
        + "\n不过还要确认一下 (4,1) 和 (4,2)，第 4 行是 0 0 0 G 1……",
        U,
        False,
        "think_unclosed",
        "the thinking is never closed and no answer follows it; the PATH inside is a draft",
    ),
]

# == recognize: the true shape is a square (the ORIGINAL's 4x4 ring) =========================
RECOGNIZE = [
    _r(
        "v50r_qwenplus_zh",
        "空格从 (1, 0) 到 (1, 3)、再到 (4, 3)、(4, 0)，围成四边等长的闭合环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v50r_qwenmax_zh_name",
        "空格沿四条边围成一圈，每边四格。\n\nSHAPE: 正方形环",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形环 (square ring) is a square; strict wants an English name",
    ),
    _r(
        "v50r_qwen25_fullwidth",
        "这些空格构成一个方框。\n\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        "hard: a full-width colon after SHAPE; the name is square, a format miss for strict",
    ),
    _r(
        "v50r_qwen3_think",
        "<think>\nCould this be a C? A C would be open on one side. Column 3 has 0s in rows 1-4, so the right side is closed into the loop. Not a spiral either. Square.\n</think>\n\nThe empty cells form a closed four-sided loop.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: C and spiral weighed in the closed thinking; the answer after it is square",
    ),
    _r(
        "v50r_qwq_cube",
        "Okay, let me list the open cells. Row 1: columns 0 to 3. Row 4: columns 0 to 3. Columns 0 and 3 in rows 2 and 3. So it's a hollow 4 by 4 outline, like the outline of a cube's face.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: cube is one of the square's variants; a SHAPE line may carry any English name",
    ),
    _r(
        "v50r_r1_zh_bold",
        "<think>\n四条边，每边 4 格，首尾相接。正方形。\n</think>\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v50r_v3_zh_fangxing",
        "这是一个“回”字形的外框，中间是 2x2 的墙。\n\nSHAPE: 方形",
        "square",
        False,
        "chinese_value",
        "hard: 方形 is the Chinese for a square shape; strict wants an English name",
    ),
    _r(
        "v50r_gpt4o_first",
        "SHAPE: square\n\nThe open cells outline a 4x4 block, with a 2x2 wall in the middle.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v50r_gpt41_quad",
        "All four sides of the loop are open and equally long.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: quadrilateral is a square variant and any English name may stand on the SHAPE line",
    ),
    _r(
        "v50r_gpt5_box",
        "A hollow outline with four straight sides meeting at right angles.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: box is a square variant and any English name may stand on the SHAPE line",
    ),
    _r(
        "v50r_claude_plain",
        "Tracing the empty cells: they run along row 1, down column 3, back along row 4 and up column 0, enclosing four wall cells.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v50r_gemini_sentence",
        "The empty cells form a **square** loop around the central walls.",
        "square",
        False,
        "no_label",
        "hard: the shape named in a sentence without a SHAPE line is square",
    ),
    _r(
        "v50r_llama3_triangle",
        "The path turns three times around the walls.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v50r_llama4_c",
        "It opens toward the right like a letter.\n\nSHAPE: C",
        "C",
        False,
        "letter_name",
    ),
    _r(
        "v50r_mistral_spiral",
        "The open cells wind around the central block.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v50r_phi4_sq_pyramid",
        "Four equal sides on the base, so it looks like a square pyramid seen from above.\n\nSHAPE: square pyramid",
        "triangle",
        False,
        "variant_name",
        "hard: a square pyramid is a pyramid, so the ruling reads triangle (wrong)",
    ),
    _r(
        "v50r_qwen3_zh_sanjiao",
        "空格沿着三条边排列。\n\nSHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: the Chinese 三角形 names a triangle (wrong; strict wants English)",
    ),
    _r(
        "v50r_qwenplus_en_prism",
        "The empty region is a four-sided hollow frame, like a square prism's outline.\n\nSHAPE: square prism",
        "none",
        False,
        "variant_name",
        "hard: a square prism is no shape in the specification's list, so it names none",
    ),
    _r(
        "v50r_small_echo",
        "End your reply with a line of the form SHAPE: <name>.\nSHAPE: Square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v50r_small_cut",
        "SHAPE: square SHAPE: square SHAPE: squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside a repeated answer line",
        finish_reason=L,
    ),
    _r(
        "v50r_small_repeat",
        "square\nsquare\nsquare\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v50r_small_half",
        "the shape is square shape",
        "square",
        False,
        "small_half_label",
        "hard: a half-formed 'the shape is square shape' names square; not the asked format",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v50c_r_qwen3_zh_summary_agrees",
        "SHAPE: square\n\n总结：空格围成四边相等的闭合方环，所以是正方形。",
        "square",
        False,
        "summary_agrees",
        "hard: a Chinese summary naming the same shape after the answer (strict: not the last line)",
    ),
    _r(
        "v50c_r_qwen3_zh_summary_other",
        "SHAPE: square\n\n总结：这些空格其实组成的是一个 C 形。",
        U,
        False,
        "summary_other",
        "the SHAPE line says square and the summary's result says C; nothing picks",
    ),
    _r(
        "v50c_r_qwenmax_zh_withdrawn",
        "SHAPE: spiral\n\n不对，我收回这个答案，我现在不确定它是什么形状。",
        U,
        False,
        "withdrawn",
        "the shape withdrawn in Chinese with no new shape named",
    ),
    _r(
        "v50c_r_qwenmax_zh_correction",
        "SHAPE: spiral\n\n更正：它没有向内拐，所以不是螺旋，而是正方形。\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a Chinese correction naming the new shape, then the SHAPE line; the last stands",
    ),
    _r(
        "v50c_r_llama4_two_options",
        "It could be a square or a C shape, depending on whether you count the right column as closing the loop.",
        U,
        False,
        "two_options",
        "two shapes offered as alternatives, none picked",
    ),
    _r(
        "v50c_r_gemini_rejected",
        "At first glance this looks like a C, but column 3 is open from row 1 down to row 4, so the loop closes and it is a square rather than a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: C weighed and rejected in words, then the SHAPE line",
    ),
    _r(
        "v50c_r_claude_question",
        "Depending on whether (3, 3) counts as part of the loop, this is either a square or a C. Which convention are you using?",
        U,
        False,
        "question_back",
        "two shapes conditional on a question left to the user",
    ),
    _r(
        "v50c_r_gpt5_verification_after",
        "SHAPE: square\n\nDouble-check: rows 1 and 4 are open from column 0 to 3, and columns 0 and 3 are open from row 1 to 4 — a closed loop with equal sides. Confirmed.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer that confirms it (strict: not the last line)",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ==============================
GENERATE = [
    _g(
        "v50g_qwenplus_zh",
        "在上方中间放一个 3x3 的方环，P 在左上角 (0, 1)，G 在右边中间 (1, 3)。\n\nMAZE:\n"
        + RING_TL3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v50g_qwenmax_md",
        "### 新迷宫\n右下角 4x4 的方环，P 在底边，G 在右上角。\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "markdown_heavy",
    ),
    _g(
        "v50g_qwen25_fence",
        "MAZE:\n```\n" + RING_MR3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze in a code fence after the MAZE line is read; strict wants no fence",
    ),
    _g(
        "v50g_qwen3_think_side5",
        "<think>\nSame shape means a square ring. I could use the whole 5x5 border: all outer cells 0, inner 3x3 walls. P on the right side, G on the left.\n</think>\n\nMAZE:\n"
        + RING_5B,
        S,
        True,
        "think_block",
        "hard: a ring of side 5 is a square that fits; another size is not a fail",
    ),
    _g(
        "v50g_qwq_gap",
        "Let me build a 4x4 ring in the lower right, P on the top side and G on the bottom side. I'll put a wall at the bottom middle for some variety.\n\nMAZE:\n"
        + GAP_BOTTOM,
        F,
        False,
        "long_reasoning",
    ),
    _g(
        "v50g_r1_final",
        "<think>\n3x3 环放在底部中间：行 2-4，列 1-3。P (2,1)，G (3,3)。\n</think>\n\n**Final Answer**\n\nMAZE:\n"
        + RING_MR3,
        S,
        True,
        "final_heading",
    ),
    _g(
        "v50g_v3_s_e",
        "用 S 表示起点，E 表示终点。\n\nMAZE:\n" + S_E_RING,
        F,
        False,
        "asked_format",
        "hard: S and E instead of the capital P and G the format uses are a fail",
    ),
    _g(
        "v50g_gpt4o_after",
        "MAZE:\n"
        + RING_TL3
        + "\n\nThis is a 3x3 square loop at the top centre with P in its top-left corner and G on its right side.",
        S,
        False,
        "answer_then_explanation",
        "hard: a valid maze followed by an explanation; strict wants nothing after it",
    ),
    _g(
        "v50g_gpt41_coord",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v50g_gpt5_coord_gap",
        "A 4x4 ring in the lower right with one extra wall on the bottom side.\n\nMAZE:\n"
        + coord_list(GAP_BOTTOM),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v50g_claude_side5",
        "I'll use the full outer border as the loop, with the player on the right edge and the goal on the left edge.\n\nMAZE:\n"
        + RING_5B,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v50g_gemini_six_cols",
        "Here is a new maze with a small square loop:\n\nMAZE:\n" + SIX_COLS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v50g_llama3_two_p",
        "A 3x3 ring in the lower left.\n\nMAZE:\n" + TWO_P,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v50g_llama4_bold",
        "A smaller ring at the bottom centre.\n\n**MAZE:**\n" + RING_MR3,
        S,
        True,
        "bold_answer",
        "hard: inline bold around the MAZE label is tolerated",
    ),
    _g(
        "v50g_mistral",
        "The new maze places a 4x4 loop against the bottom-right corner.\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v50g_small_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + RING_TL3,
        S,
        True,
        "small_echo",
    ),
    _g(
        "v50g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 G\n1 0 1 1 0\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the fourth row of the maze",
        finish_reason=L,
    ),
    _g(
        "v50g_small_repeat",
        "MAZE:\n0 P 0 1 1\n0 P 0 1 1\n0 P 0 1 1\n0 P 0 1 1\n0 P 0 1 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v50g_small_half",
        "maze\n" + RING_BR4,
        S,
        False,
        "small_half_label",
        "hard: a half-formed label 'maze' then a valid ring; read as the maze, not the format",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v50c_g_qwen3_zh_pick",
        "方案一：\n\nMAZE:\n"
        + GAP_BOTTOM
        + "\n\n方案一底边 (4, 2) 是墙，环断了，不符合要求。我选方案二：\n\nMAZE:\n"
        + RING_5B,
        S,
        True,
        "rejected_alternative",
        "hard: two mazes, the first rejected in Chinese and the second picked; the picked one is a side-5 ring",
    ),
    _g(
        "v50c_g_gemini_two_options",
        "Here are two options — use whichever you prefer:\n\nOption A\nMAZE:\n"
        + RING_TL3
        + "\n\nOption B\nMAZE:\n"
        + RING_MR3,
        U,
        False,
        "two_options",
        "two mazes offered as alternatives, the choice left to the user",
    ),
    _g(
        "v50c_g_claude_withdrawn",
        "MAZE:\n"
        + RING_MR3
        + "\n\nOn reflection, I'd retract this one — I'm not confident it meets the rules.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn with no new maze named",
    ),
    _g(
        "v50c_g_r1_correction",
        "MAZE:\n" + SIX_COLS + "\n\nCorrection: that has six columns. Fixed:\n\nMAZE:\n" + RING_TL3,
        S,
        True,
        "correction",
        "hard: a correction naming a new maze; the last maze stands",
    ),
    _g(
        "v50c_g_qwen3_think_unclosed",
        "<think>\n先试一个：\nMAZE:\n" + RING_BR4 + "\n嗯，再检查一下 P 是不是在环上，(4,2)……",
        U,
        False,
        "think_unclosed",
        "the thinking is never closed and no answer follows it; the maze inside is a draft",
    ),
    _g(
        "v50c_g_gpt41_verification_after",
        "MAZE:\n"
        + RING_5B
        + "\n\nCheck: 5x5, one P, one G, every open cell on the outer border. ✓",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: something after the maze)",
    ),
]

# == puzzle: one move on a 2x2 board (square index 2 * row + col) ============================
PUZZLE = [
    _p(
        "v50p_qwenplus_zh",
        "右上角的管道开口朝上和朝右，都对着棋盘外。顺时针转一次：上→右，右→下，变成朝右和朝下，下面就和右下角接上了。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v50p_qwenmax_zh_position",
        "应当把右下角的方块顺时针旋转一次。",
        (3, CW),
        False,
        "position_words",
        "hard: 右下角 (bottom-right) is square 3 and 顺时针 is clockwise; no ROTATE line",
    ),
    _p(
        "v50p_qwen25_fullwidth",
        "ROTATE：（1，0）逆时针",
        (2, CCW),
        False,
        "fullwidth",
        "hard: full-width punctuation and the Chinese 逆时针 (counterclockwise); a format miss for strict",
    ),
    _p(
        "v50p_qwen3_think",
        "<think>\nBoard: (0,0) connects right and down; (0,1) connects left and down; (1,0) connects up and right; (1,1) faces up and right. It should face up and left. Counterclockwise from up-right gives left-up. Yes.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v50p_qwen3_degrees",
        "Rotate the top-left square by 90° clockwise so its opening faces the square to its right.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "degrees",
    ),
    _p(
        "v50p_qwq_long",
        "Let me think about each square. Top-left already connects to its neighbours. Top-right too. Bottom-right connects up. Bottom-left faces down and left, away from everything. If I rotate it clockwise once, it faces left and up — still not right. Hmm, counterclockwise once gives right and down? No wait. Let me redo: down-left rotated clockwise becomes left-up; rotated twice becomes up-right. Counterclockwise once from down-left gives right-down. Hmm, I need up and right, which is two turns either way... Actually re-reading the board, the piece is an elbow facing down-right, and one clockwise turn makes it down-left... I'll trust the simplest reading: one clockwise turn.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "long_reasoning",
        "hard: long reasoning that wavers, then commits on its own final ROTATE line",
    ),
    _p(
        "v50p_r1_zh_final",
        "<think>\n左上角开口朝下和朝左，需要朝右和朝下。逆时针转一次：下→右，左→下。对。\n</think>\n\n**最终答案**\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "final_heading",
    ),
    _p(
        "v50p_v3_anticlockwise",
        "右上角那块需要转向左边。\n\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "vocabulary",
        "hard: anticlockwise is counterclockwise; strict wants the prompt's word",
    ),
    _p(
        "v50p_gpt4o_first",
        "ROTATE: (1, 1) clockwise\n\nThis turns the bottom-right elbow so it links with both the top-right and bottom-left pieces.",
        (3, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v50p_gpt41_ccw",
        "Only the bottom-left piece is misaligned.\n\nROTATE: (1, 0) CCW",
        (2, CCW),
        False,
        "abbreviation",
        "hard: CCW is counterclockwise; strict wants the prompt's word",
    ),
    _p(
        "v50p_gpt5_ordinal",
        "Turn the second square counterclockwise once; that joins its pipe to the first square's.",
        (1, CCW),
        False,
        "ordinal",
        "hard: the second square row by row is square 1 (0, 1); no ROTATE line",
    ),
    _p(
        "v50p_claude_plain",
        "The top-left elbow opens left and up, both toward the board's edges. A quarter turn clockwise makes it open up and right; it needs a second turn after that, and this is the first of the two.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v50p_gemini_degrees",
        "Rotate (1, 1) by 90 degrees counterclockwise.",
        (3, CCW),
        False,
        "degrees",
        "hard: 90 degrees counterclockwise is one counterclockwise turn of (1, 1); no ROTATE line",
    ),
    _p(
        "v50p_llama3_right",
        "Turn the bottom-left piece a quarter turn to the right.",
        (2, CW),
        False,
        "left_right",
        "hard: a quarter turn to the right is clockwise; the bottom-left is square 2",
    ),
    _p(
        "v50p_llama4_spacing",
        "The top-right piece faces away from the bottom-right.\n\nROTATE: (0,1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: (0,1) without the prompt's space is read; a format miss for strict",
    ),
    _p(
        "v50p_mistral_bold",
        "The bottom-left elbow needs one turn to face the rest of the loop.\n\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v50p_phi4_fence",
        "```\nROTATE: (1, 1) clockwise\n```",
        (3, CW),
        False,
        "fenced_answer",
        "hard: the ROTATE line inside a code fence is the answer; strict wants it outside",
    ),
    _p(
        "v50p_qwenmax_one_based_said",
        "Counting rows and columns from 1, the piece to turn is at (2, 2); rotate it clockwise.",
        (3, CW),
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so (2, 2) is (1, 1), square 3",
    ),
    _p(
        "v50p_qwen25_zh_dir",
        "把右下角转一下就能连通。\n\nROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_value",
        "hard: the Chinese 顺时针 is clockwise; strict wants the prompt's English word",
    ),
    _p(
        "v50p_small_echo",
        "ROTATE: (row, col) clockwise (or counterclockwise)\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
    ),
    _p(
        "v50p_small_repeat",
        "ROTATE: (1, 0) clockwise ROTATE: (1, 0) clockwise ROTATE: (1, 0) clockwise",
        (2, CW),
        False,
        "small_repeat",
        "hard: one move repeated on one line is that move; the line is not the asked form",
    ),
    _p(
        "v50p_small_cut",
        "ROTATE: (0, 0) clock",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v50p_small_half",
        "rotate (1, 1) counter",
        U,
        False,
        "small_half_label",
        "the direction stops at 'counter'; neither clockwise nor counterclockwise is written",
    ),
    _p(
        "v50p_gemini_zh_mixed",
        "我们把 top-right 的方块 rotate 一下，顺时针 90 度，它就会和 bottom-right 接上。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v50c_p_qwen3_zh_summary_agrees",
        "ROTATE: (1, 0) counterclockwise\n\n总结：左下角逆时针转一次，就和右下角接上了。",
        (2, CCW),
        False,
        "summary_agrees",
        "hard: a Chinese summary naming the same move (strict: not the last line)",
    ),
    _p(
        "v50c_p_qwen3_zh_summary_other",
        "ROTATE: (1, 0) counterclockwise\n\n总结：只要把右上角顺时针转一次即可完成。",
        U,
        False,
        "summary_other",
        "the ROTATE line and the Chinese summary's result are two different moves; nothing picks",
    ),
    _p(
        "v50c_p_qwenmax_withdrawn",
        "ROTATE: (0, 0) clockwise\n\nWait, no. Ignore that move; I need to re-examine the board first.",
        U,
        False,
        "withdrawn",
        "the move withdrawn with no new move named",
    ),
    _p(
        "v50c_p_qwenmax_correction",
        "ROTATE: (0, 0) clockwise\n\nWait, no — (0, 0) already faces right. The piece to turn is (0, 1).\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "correction",
        "hard: a correction naming a new square, then the ROTATE line; the last stands",
    ),
    _p(
        "v50c_p_qwq_zh_two_options",
        "顺时针转左上角，或者逆时针转右下角，两种都能让整个板连通。",
        U,
        False,
        "two_options",
        "two moves offered as alternatives in Chinese, none picked",
    ),
    _p(
        "v50c_p_r1_zh_rejected",
        "<think>\n左上角顺时针或右下角逆时针都能连通吗？右下角转完开口朝外，不行。\n</think>\n\n左上角顺时针和右下角逆时针比较之后，选左上角。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "rejected_alternative",
        "hard: two moves weighed, one picked in Chinese words, then the ROTATE line",
    ),
    _p(
        "v50c_p_claude_second_thought",
        "ROTATE: (1, 1) clockwise\n\nThough I'm second-guessing whether (1, 1) should turn the other way — it depends on which side its opening faces now.",
        U,
        False,
        "second_thought",
        "a doubt after the move about its direction, left open",
    ),
    _p(
        "v50c_p_gpt5_verification_after",
        "ROTATE: (1, 1) counterclockwise\n\nVerify: after the turn (1, 1) opens up and left, meeting (0, 1) and (1, 0). ✓ Connected.",
        (3, CCW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v50",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v50.py: counts, no reader
    print_counts(all_cases(), problems())

"""A forty-ninth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording, the lead's cumulative rulings and strict policy
given in the round's brief, and the specification's shape variants and path check (the last G
walked back to P). ``corpus_form``, ``blind_set_form``, ``corpus_reading_v48`` and its test file
were read for the data format and the rulings as applied.

This round's emphasis is the everyday transcript of a real study rather than a hunt for hard
cases: each family answers the five prompts the way it usually does (about a third Qwen,
including Chinese replies and Qwen3's thinking mode; then GPT-4o/4.1/5 and o4-mini, Claude,
Gemini, Llama 3/4, Mistral, Phi-4, DeepSeek-R1/V3 and the real small models' habits: echoes of
the prompt, repeats, half-formed labels, cut-offs). The chosen quarter (the ``*_CHOSEN`` lists;
reasons in :data:`WHY`, hard calls start ``hard:``) pairs unclear replies with clear look-alikes
drawn from what transcripts hold most often: reasoning then a committed answer or none, a short
justification or check after the answer, a correction mid-answer or a withdrawal, a hedged final
line, a question back, a cut-off. New rings, broken mazes and routes, new against every set
before.

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
DOWN_BACK_TOP_PAST = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1"
"""Valid up to G: one step down and back, the top route to G, then two steps west (not scored)."""
TOP_SHUFFLE_PAST = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3 4,2"
"""Valid up to G: a step back along the top row, down the right column, one step on."""
BOTTOM_SHUFFLE_PAST = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G: a step back along the bottom row, then two steps up past G (not scored)."""
WALL_34 = "1,0 1,1 1,2 1,3 2,3 3,3 3,4 4,4 4,3"
"""Broken: from (3,3) into the wall column at (3,4) and (4,4)."""
WALL_31 = "1,0 2,0 3,0 4,0 4,1 3,1 4,1 4,2 4,3"
"""Broken: a step up into the wall (3,1) and back."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
G 0 0 0 1
0 1 1 0 1
0 1 1 0 1
P 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P at (3,0), G at (0,0)."""

RING_ML3 = """\
1 1 1 1 1
0 0 0 1 1
P 1 0 1 1
0 0 G 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, rows 1-3, P at (2,0), G at (3,2)."""

RING_5_EAST = """\
G 0 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 P
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P on the right side at (3,4), G in the top-left corner."""

TWO_GOALS = """\
1 1 1 1 1
1 P 0 G 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with two goals."""

START_END = """\
1 1 1 1 1
1 1 S 0 0
1 1 0 1 0
1 1 0 0 E
1 1 1 1 1"""
"""Broken: a 3x3 ring marked S and E, not the P and G the matrix asks for."""

C_OPEN = """\
1 1 1 1 1
P 0 0 0 1
0 1 1 1 1
0 1 1 1 1
0 0 0 G 1"""
"""Broken: the original's ring with its right side walled twice: a C, not a square."""

NO_PLAYER = """\
1 1 1 1 1
1 0 0 G 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with no player."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v49s_qwenplus_zh_route",
        "玩家 P 位于 (1, 0)。上方 (0, 0) 是墙，左边超出边界；右边 (1, 1) 和下方 (2, 0) 都是 0。沿第 1 行往右走到 (1, 3)，再顺着第 3 列往下三格就是 G。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v49s_qwenplus_zh_short",
        "向下一格到 (2, 0)，之后一路向下到第 4 行，再向右三格。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v49s_qwenmax_md_table",
        "| 方向 | 坐标 | 状态 |\n|---|---|---|\n| 上 | (0, 0) | 墙 |\n| 下 | (2, 0) | 通路 |\n| 右 | (1, 1) | 通路 |\n\n两条路都是 6 步，我选择向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v49s_qwen25_en_plain",
        "The player at (1, 0) can move right into the corridor on row 1, which connects to column 3 and down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v49s_qwen25_zh_plain",
        "根据迷宫，玩家应当向右移动，进入第一行的通道。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v49s_qwen3_think_en",
        "<think>\nAlright. P is at row 1, col 0. G at row 4, col 3. Neighbours: (0,0) is 1, wall. (2,0) is 0. (1,1) is 0. Going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3) - that's the goal. Six moves. Going right is also six. I'll pick down since I already traced it.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v49s_qwen3_think_zh",
        "<think>\n好的，P 在 (1,0)。看看四个方向：上是墙，左出界，右 (1,1) 是 0，下 (2,0) 是 0。往右走的话 (1,1)→(1,2)→(1,3)→(2,3)→(3,3)→(4,3)，能到 G。就往右。\n</think>\n\n往右走进入第一行的通道。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v49s_qwen3_think_mixed",
        "<think>\nP (1,0), G (4,3). 下面 (2,0) 是空的，左侧一列直通底部。Bottom row 0 0 0 G, so going down works.\n</think>\n\n沿左侧向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v49s_qwq_ramble",
        "Let me see. The maze has P in the second row at the far left. Hmm, the first row is all walls, so I can't go up. Column 0 below P: rows 2, 3, 4 are all 0. And row 4 goes 0 0 0 G. So going down then right reaches G. Wait, what about going right? Row 1 is P 0 0 0 1, so I can go right three times, then column 3 is 0, 0, G going down. Also works. Both six steps. Okay, I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_reasoning",
    ),
    _s(
        "v49s_r1_think_then_answer",
        "<think>\nOkay, so the player is at (1,0). Let me check the cells. Row 0 is all 1s. Row 1: P 0 0 0 1. So (1,1) is open. Row 2: 0 1 1 0 1, so (2,0) is open. The goal is at (4,3). From (1,1) I'd go to (1,3) then down. That's fine. So move right.\n</think>\n\nThe player should move right into the open corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v49s_r1_zh_think",
        "<think>\n嗯，玩家在 (1,0)。下面的 (2,0)、(3,0)、(4,0) 都是 0，底行 (4,1)、(4,2) 也是 0，然后就是 G。向下走没问题。\n</think>\n\n**答案**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_heading",
    ),
    _s(
        "v49s_v3_zh_steps",
        "分析步骤：\n1. 玩家位置：(1, 0)\n2. 目标位置：(4, 3)\n3. 可行方向：右 (1, 1)、下 (2, 0)\n4. 选择：右\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v49s_gpt4o_steps",
        "Let's look at the player's surroundings:\n\n- **Up (0, 0):** wall\n- **Down (2, 0):** open\n- **Right (1, 1):** open\n\nMoving down follows the left edge to the bottom row, which leads straight to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v49s_gpt4o_short",
        "The best next move is to the right, along the open top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v49s_gpt41_reason_after",
        "MOVE: (1, 1)\n\nThe top corridor (row 1) leads to column 3, which runs straight down to G at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the labelled move first, a one-line reason after it (strict: not the last line)",
    ),
    _s(
        "v49s_gpt5_brief",
        "Open neighbours: right and down; both reach G in six moves. Taking the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v49s_o4mini_plain",
        "Moving down keeps the player on the open left column toward the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v49s_claude_prose",
        "Looking at the maze, the player is on the left edge of row 1. The cell above is a wall, but both the cell below and the cell to the right are open. The top corridor leads across to column 3, which descends directly to the goal, so I'll head right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_reasoning",
    ),
    _s(
        "v49s_claude_bold_down",
        "Both open neighbours lead to the goal in six moves. I'll take the left column.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v49s_gemini_md",
        "**Analysis**\n\n* Player: (1, 0)\n* Goal: (4, 3)\n* Open moves: (1, 1), (2, 0)\n\nThe path down the left column and along the bottom row is the most direct.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v49s_gemini_fenced_right",
        "Here is the next move:\n\n```text\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
        "hard: the move inside a code fence (strict: fenced)",
    ),
    _s(
        "v49s_llama3_nospace",
        "The player should move to the right, into the corridor.\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _s(
        "v49s_llama4_md",
        "## Next Move\n\nThe player moves **down** to the open cell below.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v49s_mistral_down",
        "The cell below P is open and leads along the left side to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v49s_phi4_explain",
        "To reach the goal, the player needs to go down and right. Going down first is a safe start because the left column is fully open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v49s_small_echo_prompt",
        "Reply with MOVE: (row, col) for the next cell.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the move",
    ),
    _s(
        "v49s_small_repeat_down",
        "Go down one.\nMOVE: (2, 0)\nGo down one.\nMOVE: (2, 0)\nGo down one.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v49s_small_half_paren",
        "the P move right\nMOVE: (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: the ')' missing at the reply's end, read as the cell as earlier sets label it (strict: format miss)",
    ),
    _s(
        "v49s_small_word_label",
        "The player goes down the left side.\nMOVE: down",
        (2, 0),
        None,
        "small_half_label",
        "hard: the direction word after the label is the neighbouring cell (2, 0) (strict: no cell)",
    ),
    _s(
        "v49s_small_maze_echo",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\nthe player is P the goal is G MOVE: (row, col)",
        U,
        None,
        "small_garble",
        "the maze echoed and the prompt's placeholder, no cell",
    ),
    _s(
        "v49s_small_cut_label",
        "The player is at (1, 0). The next move is\nMOVE:",
        U,
        None,
        "small_cut",
        "cut off by max_tokens after the label, before the cell",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v49c_s_qwen3_zh_two_options",
        "玩家可以向右到 (1, 1)，也可以向下到 (2, 0)，两条路都是六步到达终点，都是最优的。\n\nMOVE: (1, 1) 或 MOVE: (2, 0)",
        U,
        None,
        "two_options",
        "two moves offered as equal alternatives on the answer line, none picked",
    ),
    _s(
        "v49c_s_gpt4o_rejected",
        "Both (1, 1) and (2, 0) are open. Going down works too, but I'll go with the top corridor since it reaches column 3 directly.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: both moves weighed and one picked in words, then the MOVE line",
    ),
    _s(
        "v49c_s_claude_check_open",
        "MOVE: (2, 0)\n\nLet me double-check that the left column is actually open all the way down... row 3 starts with 0, and row 4 — hmm, I'm not sure I'm reading row 4 correctly.",
        U,
        None,
        "second_thought",
        "a double-check after the move left open, not confirmed",
    ),
    _s(
        "v49c_s_qwen3_check_confirms",
        "MOVE: (2, 0)\n\n让我再确认一下：第 2、3、4 行的第一列分别是 0、0、0，底行 0 0 0 G，确实可以走通。答案不变。",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it keeps the answer (strict: not the last line)",
    ),
    _s(
        "v49c_s_r1_withdrawn",
        "<think>\nP at (1,0). Right looks open.\n</think>\n\nMOVE: (1, 1)\n\nActually, no — I shouldn't commit to that move yet; I need to re-read the maze first.",
        U,
        None,
        "withdrawn",
        "the move withdrawn with no new move named",
    ),
    _s(
        "v49c_s_qwenmax_correction",
        "向右走：MOVE: (1, 1)。\n\n更正：我看错了方向，我本来想走的是左边那一列，应该是向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction naming one new move; the last stands",
    ),
    _s(
        "v49c_s_gpt4o_question_open",
        "Both (1, 1) and (2, 0) lead to the goal in the same number of moves. Would you like me to take the top corridor or the left column?",
        U,
        None,
        "question_back",
        "the choice between two moves handed back to the user",
    ),
    _s(
        "v49c_s_llama4_question_after",
        "MOVE: (2, 0)\n\nDo you want me to continue and give the rest of the path?",
        (2, 0),
        None,
        "question_back",
        "hard: the move is given; the question after it only offers more (strict: not the last line)",
    ),
    _s(
        "v49c_s_gemini_hedge_open",
        "MOVE: (1, 1)\n\nThat said, I'm not fully confident — (2, 0) might be the better move here.",
        U,
        None,
        "hedged",
        "a hedge after the move that leans to another move and is left open",
    ),
    _s(
        "v49c_s_phi4_hedge_settled",
        "I'm fairly sure going down is at least as good as going right, so I'll commit to it.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedged",
        "hard: a hedge in words that ends in a commitment, then the MOVE line",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v49o_qwenplus_zh_top",
        "从 (1, 0) 出发，沿第 1 行向右走到 (1, 3)，然后沿第 3 列向下走到 G。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v49o_qwenmax_md",
        "## 路线\n1. 向下三格到 (4, 0)\n2. 向右三格到 (4, 3)\n\n## 答案\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v49o_qwen25_zh_wall",
        "沿右侧墙边走到终点。\n\nPATH: " + path_text(WALL_34),
        F,
        False,
        "chinese_reasoning",
    ),
    _o(
        "v49o_qwen3_think_shuffle",
        "<think>\n从 P 开始向右，(1,1)、(1,2)，嗯我好像多走了一步，先退回 (1,1) 再走也行，反正路径里有回头也不算错。然后 (1,3)、(2,3)、(3,3)、(4,3)。最后多写一格 (4,2) 也无所谓。\n</think>\n\nPATH: "
        + path_text(TOP_SHUFFLE_PAST),
        S,
        True,
        "think_block",
        "hard: a step back along the top row, then one step past G; the last G walks back to P",
    ),
    _o(
        "v49o_qwen3_think_en",
        "<think>\nLeft column: (2,0) (3,0) (4,0), all 0. Bottom row: (4,1) (4,2) then G (4,3). Good.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v49o_qwq_long",
        "Let me trace it. Starting at P (1, 0). I'll try going down first... oh wait, I wrote down then came back up. That's allowed, just wasteful. Then right along row 1 to (1, 3), down column 3 to G at (4, 3). I overshot by two cells along the bottom, but the path reaches G.\n\nPATH: "
        + path_text(DOWN_BACK_TOP_PAST),
        S,
        True,
        "long_reasoning",
        "hard: a step down and back, the top route to G, then two steps past G (not scored)",
    ),
    _o(
        "v49o_r1_think",
        "<think>\n底行从 (4,0) 到 (4,3)。我在 (4,2) 退了一步又前进，然后到 G 之后又往上走了两格，没关系。\n</think>\n\nPATH: "
        + path_text(BOTTOM_SHUFFLE_PAST),
        S,
        True,
        "think_block",
        "hard: a step back along the bottom row, G, then two steps up past it (not scored)",
    ),
    _o(
        "v49o_v3_plain",
        "路径如下：\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v49o_gpt4o_md",
        "**Route:** down the left column, then right along the bottom row.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v49o_gpt41_wall31",
        "Here is the path from P to G:\n\nPATH: " + path_text(WALL_31),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v49o_gpt5_arrows",
        "Route: " + path_text(RIGHT_COL, " -> ") + "\n\nThat's six moves.",
        S,
        False,
        "arrows",
        "hard: the route written with arrows and no PATH label, a sentence after (strict: format miss)",
    ),
    _o(
        "v49o_o4mini_plain",
        "Shortest route, six moves:\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v49o_claude_explained",
        "The player can follow the top corridor to column 3 and then descend to the goal. Every cell along this route is open.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "long_reasoning",
    ),
    _o(
        "v49o_gemini_commas",
        "**Path:**\n\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas (strict: not the prompt's spaces)",
    ),
    _o(
        "v49o_llama3_bold",
        "The path from P to G is:\n\n**PATH: " + path_text(RIGHT_COL) + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v49o_llama4_wall",
        "Following the right side of the maze:\n\nPATH: " + path_text(WALL_34),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v49o_mistral_plain",
        "PATH: " + path_text(BOTTOM_SHUFFLE_PAST),
        S,
        True,
        "asked_format",
        "hard: a step back along the bottom, G, then two steps on (not scored)",
    ),
    _o(
        "v49o_phi4_plain",
        "To reach G, go down the left side and then right.\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v49o_small_echo_path",
        "Give the path as PATH: (row, col) (row, col) ... from P to G\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's placeholder echoed first; the last line is the path",
    ),
    _o(
        "v49o_small_repeat_cells",
        "PATH: (1, 0) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v49o_small_garble",
        "The path is P to G the path is the path PATH:",
        U,
        False,
        "small_garble",
        "the label with no cells after it",
    ),
    _o(
        "v49o_small_cut",
        "The path goes down then right.\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v49c_o_qwen3_zh_two_paths",
        "有两条最短路径：\n\n路径一：PATH: "
        + path_text(RIGHT_COL)
        + "\n路径二：PATH: "
        + path_text(LEFT_COL)
        + "\n\n两条都可以。",
        U,
        False,
        "two_options",
        "two paths offered as equal alternatives, none picked",
    ),
    _o(
        "v49c_o_claude_pick_second",
        "Option A: PATH: "
        + path_text(WALL_34)
        + "\nOption B: PATH: "
        + path_text(RIGHT_COL)
        + "\n\nOption A runs into the wall at (3, 4), so I'll go with Option B.",
        S,
        False,
        "rejected_alternative",
        "hard: two paths, one rejected and the other picked in words (strict: the last line is a sentence)",
    ),
    _o(
        "v49c_o_gpt41_check_open",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nWait, I should verify whether (3, 0) is open — I'm not sure I read row 3 right.",
        U,
        False,
        "second_thought",
        "a doubt after the path about one of its cells, left open",
    ),
    _o(
        "v49c_o_qwenplus_check_ok",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n检查：(1, 1)、(1, 2)、(1, 3)、(2, 3)、(3, 3) 都是 0，最后到达 G (4, 3)。路径正确。",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms every cell (strict: not the last line)",
    ),
    _o(
        "v49c_o_r1_cut_answer",
        "<think>\n左边一列然后底行。\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
    _o(
        "v49c_o_r1_short_done",
        "<think>\n上边一行然后右边一列，六步。\n</think>\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\n共 6 步。",
        S,
        False,
        "answer_then_explanation",
        "hard: the path whole and finished, a step count after it (strict: not the last line)",
    ),
    _o(
        "v49c_o_mistral_conditional",
        "If (2, 3) is open, the path is:\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nOtherwise we'd need to go down the left side instead.",
        U,
        False,
        "conditional",
        "the path given on a condition the reply leaves unresolved, another offered otherwise",
    ),
    _o(
        "v49c_o_gpt4o_conditional_met",
        "The route on the right works only if (2, 3) and (3, 3) are open. Row 2 is `0 1 1 0 1` and row 3 is `0 1 1 0 1`, so both are open.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "conditional",
        "hard: a condition the reply checks and finds met, then the path",
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a square ring) =========================
RECOGNIZE = [
    _r(
        "v49r_qwenplus_zh_loop",
        "空格从 (1, 0) 向右到 (1, 3)，向下到 (4, 3)，再向左到 (4, 0)，最后回到 (1, 0)，围成一个闭合的方形。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v49r_qwenmax_md",
        "### 分析\n- 四条边：第 1 行、第 4 行、第 0 列、第 3 列\n- 每条边 4 格\n- 中间 2x2 是墙\n\n### 答案\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v49r_qwen25_zh_name",
        "通路构成一个四边相等的环形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v49r_qwen25_en",
        "The empty cells trace the border of a 4x4 block, forming a closed loop.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v49r_qwen3_think",
        "<think>\nOpen cells: row 1 cols 0-3, row 4 cols 0-3, col 0 rows 1-4, col 3 rows 1-4. That's a ring. Four sides, each four cells. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v49r_qwen3_think_zh",
        "<think>\n会不会是 C 形？C 形右边是断开的，但这里第 3 列是通的，所以是闭合的。是正方形。\n</think>\n\n空格围成一个闭合的正方形环。\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: C weighed inside the thinking and set apart; the answer after it is square",
    ),
    _r(
        "v49r_qwq_long",
        "Hmm, let me figure out the shape. The open cells... row 1 has P then three 0s. Rows 2 and 3 have 0 at columns 0 and 3. Row 4 has three 0s and G. So the open cells are the outline of a box. Could it be a spiral? No, nothing turns inward. A square, then.\n\nSHAPE: square",
        "square",
        True,
        "long_reasoning",
    ),
    _r(
        "v49r_r1_think",
        "<think>\n外圈一圈空格，中间四个墙。四条边一样长。\n</think>\n\n**最终答案**\n\nSHAPE: square",
        "square",
        True,
        "final_heading",
    ),
    _r(
        "v49r_v3_zh_quad",
        "空格构成一个四边形的环。\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: quadrilateral is one of the square's variants; a SHAPE line may carry any English name",
    ),
    _r(
        "v49r_gpt4o_md",
        "The open cells form a closed loop around a 2x2 block of walls:\n\n- Top: row 1\n- Bottom: row 4\n- Left: column 0\n- Right: column 3\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v49r_gpt41_first",
        "SHAPE: square\n\nThe open cells outline a 4x4 square with walls in its centre.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the labelled shape first, a reason after it (strict: not the last line)",
    ),
    _r(
        "v49r_gpt5_terse",
        "A closed ring with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v49r_o4mini_box",
        "The empty cells outline a box shape.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: box is one of the square's variants; a SHAPE line may carry any English name",
    ),
    _r(
        "v49r_claude_prose",
        "Tracing the open cells, they run along row 1, down column 3, back along row 4 and up column 0, enclosing a 2x2 block of walls. That's a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "long_reasoning",
    ),
    _r(
        "v49r_gemini_c",
        "**Shape analysis**\n\nThe open cells wrap around the centre but leave one side open, like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v49r_llama3_lower",
        "The empty spaces form a square.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case (strict: not the prompt's SHAPE:)",
    ),
    _r(
        "v49r_llama4_pyramid",
        "The open cells look like a pyramid pointing up.\n\nSHAPE: pyramid",
        "triangle",
        False,
        "variant_name",
        "hard: pyramid is one of the triangle's variants, so a triangle (wrong; strict false)",
    ),
    _r(
        "v49r_mistral_plain",
        "The empty cells form a square ring around the walls.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v49r_phi4_spiral",
        "The open path winds around the inner walls like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v49r_small_echo_name",
        "SHAPE: <shape name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's placeholder echoed first; the last line is the shape",
    ),
    _r(
        "v49r_small_repeat_words",
        "The shape is square square square square square square square square",
        "square",
        False,
        "small_repeat",
        "hard: one shape name repeated, no label (strict: no SHAPE line)",
    ),
    _r(
        "v49r_small_garble",
        "The shape of the maze is the maze SHAPE: the shape",
        U,
        False,
        "small_garble",
        "no shape named after the label",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v49c_r_qwen3_zh_two",
        "看起来像正方形，也可能是 C 形，取决于右侧那一列算不算连通。\n\nSHAPE: square / C",
        U,
        False,
        "two_options",
        "two shapes on the answer line, the choice left on an unresolved condition",
    ),
    _r(
        "v49c_r_gpt4o_rejected",
        "At first glance it could be a C, but column 3 is open from row 1 to row 4, so the loop is closed. I'll go with square.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: C weighed and rejected in words, then the SHAPE line",
    ),
    _r(
        "v49c_r_claude_doubt_open",
        "SHAPE: square\n\nHmm, although — if I've misread column 3, this could be a C instead. I'd want to look again.",
        U,
        False,
        "second_thought",
        "a doubt after the shape naming another shape, left open",
    ),
    _r(
        "v49c_r_qwenmax_check_ok",
        "SHAPE: square\n\n再核对一下：第 3 列的 (2, 3)、(3, 3) 都是 0，环是闭合的，确实是正方形。",
        "square",
        False,
        "verification_after",
        "hard: a check after the shape that confirms it (strict: not the last line)",
    ),
    _r(
        "v49c_r_r1_withdrawn",
        "<think>\n四条边都通。\n</think>\n\nSHAPE: square\n\nWait, that's not right. Let me not give a shape until I recheck the grid.",
        U,
        False,
        "withdrawn",
        "the shape withdrawn with no new shape named",
    ),
    _r(
        "v49c_r_gemini_correction",
        "SHAPE: C\n\nCorrection: column 3 is open all the way down, so the loop closes. It's a square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction naming one new shape; the last stands",
    ),
    _r(
        "v49c_r_llama3_question",
        "The open cells form either a square or a C depending on how you count the right column. Which one did you have in mind?",
        U,
        False,
        "question_back",
        "the choice between two shapes handed back to the user",
    ),
    _r(
        "v49c_r_qwen25_cut_think",
        "<think>\n我来看一下空格的分布。第 1 行是 P 0 0 0，第 2 行第 0 列和第 3 列是 0，所以",
        U,
        False,
        "cut_in_think",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ============================
GENERATE = [
    _g(
        "v49g_qwenplus_zh_tl4",
        "新迷宫：把 4x4 的方形环移到左上角，玩家在左下角 (3, 0)，终点在左上角 (0, 0)。\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v49g_qwenmax_md_ml3",
        "## 设计思路\n- 形状：3x3 方形环\n- 位置：左侧，第 1-3 行\n- 玩家 (2, 0)，终点 (3, 2)\n\n## 迷宫\nMAZE:\n"
        + RING_ML3,
        S,
        True,
        "markdown_heavy",
    ),
    _g(
        "v49g_qwen25_zh_two_goals",
        "我设计了一个中间的小环，并放了两个终点，增加选择。\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v49g_qwen3_think_outer",
        "<think>\n用最外圈做一个 5x5 的环，中间 3x3 全是墙。P 放在右边 (3,4)，G 放在左上角 (0,0)。边长 5 也是正方形。\n</think>\n\nMAZE:\n"
        + RING_5_EAST,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v49g_qwen3_think_coord",
        "<think>\n左上角 4x4 的环，P (3,0)，G (0,0)。用坐标列表格式写出来。\n</think>\n\nMAZE:\n"
        + coord_list(RING_TL4),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v49g_qwq_c",
        "Okay, I want something similar but different. Let me keep the left column, top corridor and bottom row, and wall off the right column so the player has to go around the left. That's still a loop-ish shape.\n\nMAZE:\n"
        + C_OPEN,
        F,
        False,
        "long_reasoning",
    ),
    _g(
        "v49g_r1_think_ml3",
        "<think>\n3x3 的环放在左边中间。检查：第 1 行 0 0 0，第 2 行 P 1 0，第 3 行 0 0 G。中心是墙。好。\n</think>\n\nMAZE:\n"
        + RING_ML3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v49g_v3_se",
        "新迷宫（S 为起点，E 为终点）：\n\nMAZE:\n" + START_END,
        F,
        False,
        "asked_format",
        "hard: start and end marked S and E, not the P and G the matrix asks for",
    ),
    _g(
        "v49g_gpt4o_tl4",
        "Here's a new 5x5 maze with the same square-loop shape, moved to the top-left corner:\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v49g_gpt41_coord_ml3",
        "A smaller square ring on the left edge:\n\nMAZE:\n" + coord_list(RING_ML3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v49g_gpt5_no_player",
        "A compact ring in the centre.\n\nMAZE:\n" + NO_PLAYER,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v49g_o4mini_coord_c",
        "New maze, same corridors as the original with the right side closed:\n\nMAZE:\n"
        + coord_list(C_OPEN),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v49g_claude_outer",
        "I'll use the full outer border as the loop, which keeps the square shape at a larger size. The player starts on the right edge and the goal sits in the top-left corner.\n\nMAZE:\n"
        + RING_5_EAST,
        S,
        True,
        "long_reasoning",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v49g_gemini_fence_tl4",
        "**New Maze**\n\n```\nMAZE:\n" + RING_TL4 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v49g_llama3_two_goals",
        "Here is a new maze:\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v49g_llama4_ml3",
        "## New Maze\n\nMAZE:\n" + RING_ML3,
        S,
        True,
        "markdown_heavy",
    ),
    _g(
        "v49g_mistral_coord_outer",
        "MAZE:\n" + coord_list(RING_5_EAST),
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
        encoding="coord_list",
    ),
    _g(
        "v49g_phi4_se",
        "Here S marks the start and E marks the exit.\n\nMAZE:\n" + START_END,
        F,
        False,
        "asked_format",
        "hard: S and E in place of P and G (a fail, as the ruling says)",
    ),
    _g(
        "v49g_small_echo_original",
        "Here is a new maze with the same shape.\nMAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nHere is a new maze with the same shape.\nMAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        F,
        False,
        "small_echo",
        "hard: the original maze echoed twice, not a new maze",
    ),
    _g(
        "v49g_small_garble",
        "MAZE:\n1 1 P\n0 0 G 0 1 1\nthe maze",
        F,
        False,
        "small_garble",
        "hard: rows of different lengths with no 5x5 grid: a maze given, and broken",
    ),
    _g(
        "v49g_small_cut",
        "MAZE:\nG 0 0 0 1\n0 1 1 0 1\n0 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v49c_g_qwen3_zh_two",
        "方案一：\nMAZE:\n"
        + RING_TL4
        + "\n\n方案二：\nMAZE:\n"
        + RING_ML3
        + "\n\n两个都符合要求，任选其一。",
        U,
        False,
        "two_options",
        "two mazes offered as alternatives, the pick left to the user",
    ),
    _g(
        "v49c_g_gpt4o_pick",
        "Option 1:\nMAZE:\n"
        + C_OPEN
        + "\n\nOption 2:\nMAZE:\n"
        + RING_ML3
        + "\n\nOption 1 breaks the loop on the right, so I'll go with Option 2.",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes, the broken one rejected and the ring picked in words (strict: the last line is a sentence)",
    ),
    _g(
        "v49c_g_claude_check_open",
        "MAZE:\n"
        + RING_5_EAST
        + "\n\nI should double-check whether a ring this large still counts as the same shape — I'm not certain it does.",
        U,
        False,
        "second_thought",
        "a doubt after the maze about whether it fits the task, left open",
    ),
    _g(
        "v49c_g_qwenplus_check_ok",
        "MAZE:\n"
        + RING_TL4
        + "\n\n检查：5 行 5 列，只有一个 P 和一个 G，空格围成 4x4 的方形环，P 能走到 G。",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: not the last line)",
    ),
    _g(
        "v49c_g_r1_correction",
        "<think>\n先放一个两个终点的版本……不对，只能有一个 G。\n</think>\n\nMAZE:\n"
        + TWO_GOALS
        + "\n\n更正：终点只能有一个，改成下面这个。\n\nMAZE:\n"
        + RING_ML3,
        S,
        True,
        "correction",
        "hard: a correction naming one new maze; the last stands",
    ),
    _g(
        "v49c_g_llama4_withdrawn",
        "MAZE:\n"
        + RING_ML3
        + "\n\nActually, scratch that — I don't think this one is right. Let me know if you want me to try again.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn with no new maze named",
    ),
    _g(
        "v49c_g_gpt41_coord_question_after",
        "MAZE:\n"
        + coord_list(RING_ML3)
        + "\n\nWould you like a version with the ring in a different corner too?",
        S,
        False,
        "question_back",
        "hard: the maze is given; the question after it only offers more (strict: not the last line)",
        encoding="coord_list",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) =======================
PUZZLE = [
    _p(
        "v49p_qwenplus_zh_plain",
        "左下角 (1, 0) 的管道开口朝左，对着边界；逆时针转一次开口朝下……不，是顺时针转一次开口朝上，正好接上 (0, 0)。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "chinese_reasoning",
        "hard: a slip corrected inside the reasoning, then one ROTATE line",
    ),
    _p(
        "v49p_qwenmax_md",
        "## 检查\n| 方块 | 状态 |\n|---|---|\n| (0, 0) | 已连通 |\n| (0, 1) | 开口朝外 |\n| (1, 0) | 已连通 |\n| (1, 1) | 已连通 |\n\n## 操作\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v49p_qwen25_zh_word",
        "把右下角的方块逆时针转一次。\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (逆时针, counterclockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v49p_qwen3_think",
        "<think>\nThe top-left piece faces right, connecting to (0,1). (0,1) faces down, toward (1,1). (1,1) faces left to (1,0). (1,0) faces down, off the board. Rotating (1,0) counterclockwise turns down into right... no, that points at (1,1) which already connects. I need it facing up: clockwise from down goes to left, then up. Counterclockwise from down goes to right. Hmm, so two turns either way? Let me just take one clockwise turn... no. Facing down, a half turn gives up. Okay, one counterclockwise turn faces right to (1,1), closing the loop that way.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
        "hard: several rotations weighed inside the thinking and set apart; the answer after it is one move",
    ),
    _p(
        "v49p_qwen3_think_zh",
        "<think>\n右上角的块开口朝上，应该朝下才能连 (1,1)。顺时针转一次朝右，不对。还是先转一次，看整体。\n</think>\n\n先把右上角顺时针转一次。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v49p_qwq_long",
        "Alright, looking at the four pieces. The bottom-right one is the odd one out; its opening faces the outer edge. If I rotate it clockwise once, it should face the bottom-left piece. Let me double check: facing right, clockwise gives facing down... hmm, that's the edge too. Counterclockwise from right gives up, toward (0, 1). Yes, counterclockwise.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "long_reasoning",
        "hard: clockwise tried and replaced in the reasoning by counterclockwise; one ROTATE line",
    ),
    _p(
        "v49p_r1_think",
        "<think>\n左上角那块开口朝左，对着边界，要转。顺时针一次朝上，还是边界。逆时针一次朝下，连 (1,0)。\n</think>\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "think_block",
    ),
    _p(
        "v49p_v3_anticlockwise",
        "右上角的块需要转一下。\n\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "vocabulary",
        "hard: anticlockwise is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v49p_gpt4o_md",
        "**Observation:** the bottom-left piece is the only one not connected.\n\n**Move:** rotate it clockwise once.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v49p_gpt41_first",
        "ROTATE: (1, 1) clockwise\n\nThis turns the bottom-right piece to face (1, 0), completing the loop.",
        (3, CW),
        False,
        "answer_then_explanation",
        "hard: the ROTATE line first, a reason after it (strict: not the last line)",
    ),
    _p(
        "v49p_gpt5_terse",
        "Top-right piece faces away; one clockwise turn fixes it.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v49p_o4mini_ccw",
        "One turn of the top-left piece closes the loop.\n\nROTATE: (0, 0) CCW",
        (0, CCW),
        False,
        "abbreviation",
        "hard: CCW is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v49p_claude_prose",
        "Three of the four pieces already connect to their neighbours. The bottom-right piece opens toward the board's edge; a single counterclockwise turn points it at the top-right piece and closes the loop.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "long_reasoning",
    ),
    _p(
        "v49p_gemini_fence",
        "**Next rotation**\n\n```\nROTATE: (1, 0) counterclockwise\n```",
        (2, CCW),
        False,
        "fenced_answer",
        "hard: the move inside a code fence (strict: fenced)",
    ),
    _p(
        "v49p_llama3_nospace",
        "The top-left piece should be rotated.\nROTATE: (0,0) clockwise",
        (0, CW),
        False,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _p(
        "v49p_llama4_position",
        "Rotate the bottom-right square clockwise.",
        (3, CW),
        False,
        "position_words",
        "hard: the square named by its position, bottom-right is (1, 1) (strict: no ROTATE line)",
    ),
    _p(
        "v49p_mistral_plain",
        "The bottom-left piece needs one clockwise turn.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v49p_phi4_ordinal",
        "Rotate the third square counterclockwise so it connects to the first.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
        "hard: 'the third square' is square 2, (1, 0), the same as the ROTATE line",
    ),
    _p(
        "v49p_small_echo",
        "ROTATE: (row, col) clockwise or counterclockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the move",
    ),
    _p(
        "v49p_small_repeat",
        "The square (1, 1) rotate.\nROTATE: (1, 1) counterclockwise\nThe square (1, 1) rotate.\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v49p_small_two_dirs",
        "The top-left square turn.\nROTATE: (0, 0) clockwise counterclockwise clockwise",
        U,
        False,
        "small_two_dirs",
        "both directions on the one line, none picked",
    ),
    _p(
        "v49p_small_cut",
        "The square at the bottom left is turned.\nROTATE: (1, 0) counter",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v49c_p_qwen3_zh_two",
        "可以转 (0, 0) 顺时针，也可以转 (1, 1) 逆时针，效果一样。\n\nROTATE: (0, 0) clockwise 或 ROTATE: (1, 1) counterclockwise",
        U,
        False,
        "two_options",
        "two moves offered as equal alternatives, none picked",
    ),
    _p(
        "v49c_p_claude_rejected",
        "Rotating (0, 0) clockwise would also work, but it leaves (1, 1) unconnected, so I'll rotate the bottom-right piece instead.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "rejected_alternative",
        "hard: two moves weighed and one picked in words, then the ROTATE line",
    ),
    _p(
        "v49c_p_gpt4o_check_open",
        "ROTATE: (0, 1) clockwise\n\nHmm, let me double-check the direction — I may have clockwise and counterclockwise mixed up for this piece.",
        U,
        False,
        "second_thought",
        "a doubt after the move about its direction, left open",
    ),
    _p(
        "v49c_p_qwenmax_hedge_other",
        "ROTATE: (0, 1) clockwise\n\n不过我不太确定方向，也许逆时针才是对的。",
        U,
        False,
        "hedged",
        "a hedge after the move that leans to the other direction and is left open",
    ),
    _p(
        "v49c_p_r1_correction",
        "<think>\n转 (1, 0)。\n</think>\n\nROTATE: (1, 0) clockwise\n\nCorrection: it should be counterclockwise, so the opening faces (1, 1).\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "correction",
        "hard: a correction naming one new direction; the last stands",
    ),
    _p(
        "v49c_p_gemini_verify_ok",
        "ROTATE: (1, 1) clockwise\n\nVerification: after the turn, (1, 1) opens toward (1, 0), and every piece connects. The move is correct.",
        (3, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v49c_p_llama4_question_after",
        "ROTATE: (0, 0) counterclockwise\n\nShall I show the board after this rotation?",
        (0, CCW),
        False,
        "question_back",
        "hard: the move is given; the question after it only offers more (strict: not the last line)",
    ),
    _p(
        "v49c_p_mistral_conditional_met",
        "If the top-left piece currently faces left, one clockwise turn points it up — but its opening is toward the edge on the left, as the board shows, so the condition holds.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "conditional",
        "hard: a condition the reply checks against the board and finds met, then the move",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v49",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v49.py: counts, no reader
    print_counts(all_cases(), problems())

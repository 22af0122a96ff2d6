"""A forty-eighth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form``,
``corpus_reading_v46`` and ``test_corpus_reading_v46`` were read for the data format and the
rulings as applied.

This round's emphasis is the long reasoning models as a study's transcripts hold them
(DeepSeek-R1, QwQ and Qwen3 in thinking mode, o3/o4-mini summaries, Claude extended thinking,
Gemini thinking): long visible reasoning before the answer, answers revised several times, final
sections under headings, a summary after the answer, and cut-offs inside the thinking, between
the thinking and the answer, and inside the answer; about a third of the replies are Chinese or
mixed. The everyday mix (about three quarters) also holds GPT-4o/4.1/5, Llama 3/4, Mistral, Phi
and the real small models' habits (echoes of the prompt, repeats, half-formed labels, cut-offs).
The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``)
pairs unclear replies with clear look-alikes: a last revision that stands vs one withdrawn with
no new value; a summary after the answer that agrees vs one that names another answer as the
result; a final answer then a "but actually" left open vs one that names the new value; two
answers weighed and one picked (or none); a question back or a condition, both ways. New rings,
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
PAST_G_UP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,3 3,3"
"""Valid up to its last G (G, west to (4,2), G again), then one step up (not scored)."""
LEFT_BOUNCE_PAST = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3 3,3"
"""Valid up to G: a step back up at (4,0), then along the bottom to G and one step on to (3,3)."""
TOP_BOUNCE_TWICE = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3 4,2 4,3"
"""Valid: a step back at (2,3), down to G, a step west and back to G."""
WALL_14 = "1,0 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""Broken: along the top into the wall column (1,4)..(4,4)."""
DIAG_30_41 = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
SHORT_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell short of G."""

# == generated mazes (5x5) =================================================================
RING_TR4 = """\
1 P 0 G 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (0,1), G at (0,3) on the same side."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
P 0 G 1 1
0 1 0 1 1
0 0 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left, P at (2,0), G at (2,2)."""

RING_C3 = """\
1 1 1 1 1
1 P 0 G 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (1,1), G at (1,3)."""

RING_5 = """\
0 0 0 P 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
G 0 0 0 0"""
"""Valid: the 5x5 outer ring (a square of side 5 fits), P at (0,3), G at (4,0)."""

SIDE_WALLED = """\
1 1 1 1 1
P 0 0 0 1
0 1 1 1 1
0 1 1 0 1
0 0 0 G 1"""
"""Broken: the original's 4x4 ring with its right side walled at (2,3)."""

LOWER_PG = """\
1 1 1 1 1
1 1 0 0 g
1 1 0 1 0
1 1 p 0 0
1 1 1 1 1"""
"""Broken: a 3x3 ring marked with lower-case p and g."""

FOUR_ROWS = """\
1 0 P 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: four rows, not five."""

CROSS_LOW = """\
1 1 0 1 1
1 1 0 1 1
P 0 0 0 0
1 1 G 1 1
1 1 1 1 1"""
"""Broken: a cross, not the original's square."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v48s_qwenplus_zh_plain",
        "当前玩家在第 1 行第 0 列。上面 (0, 0) 是墙；下面 (2, 0) 是通路，沿左边一直往下可以走到底行，再向右到 G (4, 3)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v48s_qwenmax_zh_headings",
        "## 分析\n- 上 (0, 0)：墙\n- 下 (2, 0)：空\n- 右 (1, 1)：空\n\n## 结论\n走上面这一行再沿右侧下去，和走左侧一样是六步。选右边。\n\n## 最终答案\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v48s_qwen3_think_revisions",
        "<think>\nOkay, the player P is at (1,0) and the goal G is at (4,3). Let me list the neighbours. Up is (0,0), that's a 1, a wall. Left would be (1,-1), off the grid. Right is (1,1), a 0. Down is (2,0), a 0.\n\nSo right or down. If I go right: (1,1) (1,2) (1,3) then down (2,3) (3,3) (4,3). Six moves. If I go down: (2,0) (3,0) (4,0) then (4,1) (4,2) (4,3). Also six.\n\nHmm, maybe right, since the top row is open. Wait, actually both are equal. I'll just go down, it's the first one I traced fully... no, I traced right first. Fine, either is optimal; I'll commit to down.\n</think>\n\nBoth neighbours lead to the goal in six moves; I go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v48s_qwen3_think_zh_draft",
        "<think>\n玩家在 (1,0)，终点在 (4,3)。先试试 MOVE: (1, 1)？向右之后要走 (1,2)、(1,3)，再往下三格。嗯，向下也是六步。等一下，我再看一下 (2,3) 是不是墙……第三行是 0 1 1 0 1，(2,3) 是 0，所以右边那条路是通的。两条都行，那就选向下吧。\n</think>\n\n向下走，沿左侧到底行再向右。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: a MOVE drafted inside the thinking, (1, 1), set apart; the answer after it is (2, 0)",
    ),
    _s(
        "v48s_qwq_long_commit",
        "Okay, so I need to figure out the next move. The maze is\n\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nP is at row 1, column 0. Hmm, let me think about which directions are open. Up is row 0, all walls. Down is (2, 0), which is 0. Right is (1, 1), also 0.\n\nAlternatively I could consider going right along row 1 to (1, 3), then down column 3 to G. That works too. Let me count: right route 6 moves, down route 6 moves. Same length.\n\nSo either is fine. I think going down is cleaner because the bottom row leads straight to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_reasoning",
    ),
    _s(
        "v48s_r1_final_heading",
        "<think>\n嗯，P 在 (1,0)。邻居：(0,0) 是墙，(2,0) 空，(1,1) 空。终点 (4,3)。上面的路线：(1,1),(1,2),(1,3),(2,3),(3,3),(4,3)。检查 (2,3)：第 2 行是 0 1 1 0 1，第 3 列是 0，可以。(3,3) 也是 0。所以上面这条路能走通。\n</think>\n\n**Final Answer**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_heading",
    ),
    _s(
        "v48s_r1_summary_same",
        "<think>\n向下 (2,0)，然后 (3,0)、(4,0)，再沿底行到 (4,3)。就是这条路。\n</think>\n\nMOVE: (2, 0)\n\n**总结：** 玩家从 (1, 0) 向下走到 (2, 0)，沿左侧一列走到底行，再向右走到终点。",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the move, then a summary that names only the same move (strict: not the last line)",
    ),
    _s(
        "v48s_v3_plain",
        "玩家在第 1 行的最左边。右边的 (1, 1) 是空格，从这里沿上方通道走到第 3 列，再顺着第 3 列往下就是终点。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v48s_gpt4o_md",
        "**Open neighbours:** (2, 0) below and (1, 1) to the right.\n**Plan:** take the top corridor, then drop down column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v48s_gpt41_first",
        "MOVE: (2, 0)\n\nReason: (0, 0) is a wall, and moving down starts the left-column route, which reaches G at (4, 3) in six moves.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the labelled move first, a reason after it (strict: not the last line)",
    ),
    _s(
        "v48s_o4mini_summary_first",
        "Summary of my reasoning:\n- Above P is a wall.\n- Below P, (2, 0), opens onto the left column.\n- The left column meets the bottom row, which ends at G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reasoning_summary",
    ),
    _s(
        "v48s_gpt5_terse",
        "Down the left column; five more steps after this one.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v48s_claude_ext",
        "I'll trace both options before committing.\n\nGoing right: (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3). Every cell is a 0, so this reaches G.\n\nGoing down also reaches G in the same number of moves. I'll take the right-hand corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_reasoning",
    ),
    _s(
        "v48s_claude_bold",
        "The cell directly below the player is open, and the left column leads to the bottom row.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v48s_gemini_thinking",
        "**Checking the neighbours**\n\nI'm looking at the four cells around P. Up is a wall, left is outside the grid, and both right and down are open.\n\n**Choosing a route**\n\nThe top corridor reaches column 3, which runs down to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "thinking_summary",
    ),
    _s(
        "v48s_gemini_fence",
        "Next move, going right along the top row:\n\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
        "hard: the move inside a code fence (strict: fenced)",
    ),
    _s(
        "v48s_llama3_spacing",
        "From (1,0) I will go down toward the bottom-left corner.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _s(
        "v48s_llama4_word",
        "The player should go down, toward the open bottom row that leads to G.",
        (2, 0),
        None,
        "direction_word",
        "hard: 'go down' as the answer is the neighbouring cell (2, 0) (strict: no MOVE line)",
    ),
    _s(
        "v48s_mistral_plain",
        "Right is open and the top row is clear up to column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v48s_phi4_wall",
        "The goal is below and to the right, but moving up first gets the player off the edge.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v48s_qwen25_fullwidth",
        "往右走一格，进入上方通道。\n\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma read as the cell (strict: not the prompt's form)",
    ),
    _s(
        "v48s_qwen3_zh_word",
        "左侧一列全是通路，一直通到最下面一行。\n\n下一步：向下",
        (2, 0),
        None,
        "direction_word",
        "hard: the Chinese direction word 向下 as the answer, the neighbouring cell (2, 0) (strict: no MOVE line)",
    ),
    _s(
        "v48s_qwenplus_verify",
        "MOVE: (2, 0)\n\n验证一下：(2, 0) 在迷宫第三行第一个位置，是 0，不是墙，而且紧挨着玩家，所以这一步合法。",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it keeps the answer (strict: not the last line)",
    ),
    _s(
        "v48s_r1_cut_think",
        "<think>\nOkay, let me look at the maze carefully. The player P is at (1,0). The goal G is at (4,3). Let me check each neighbour. Up is (0,0), which is a wall. Down is (2,0), which is",
        U,
        None,
        "cut_in_think",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v48s_mistral_question_after",
        "MOVE: (1, 1)\n\nWould you like me to plan the remaining five moves as well?",
        (1, 1),
        None,
        "question_back",
        "hard: the move is given; the question after it offers more help and leaves nothing open (strict: not the last line)",
    ),
    _s(
        "v48s_small_echo",
        "Finish with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the move",
    ),
    _s(
        "v48s_small_repeat",
        "The player moves right to the top row.\nMOVE: (1, 1)\nThe player moves right to the top row.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v48s_small_half_label",
        "the player go down\nMOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: no colon and the ')' missing at the end, read as the cell as earlier sets label it (strict: format miss)",
    ),
    _s(
        "v48s_small_garble",
        "The player is the maze the maze is (row, col) the move is MOVE:",
        U,
        None,
        "small_garble",
        "no cell after the label, only the prompt's placeholder",
    ),
    _s(
        "v48s_small_cut",
        "Next move:\nMOVE: (1,",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v48c_s_r1_revision_stands",
        "<think>\n先向右？(1,1)……然后 (1,2)、(1,3)，再往下。好。\n</think>\n\nMOVE: (1, 1)\n\n嗯，其实我要改一下：我仔细核对过的是左边那一列的路线。修改后：\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a revision naming one new move after the first answer; the last stands",
    ),
    _s(
        "v48c_s_qwq_withdrawn",
        "So the next move should be down.\n\nMOVE: (2, 0)\n\nWait, no. That's not right either; I think I misread which row the player is in. Let me start over from the grid.",
        U,
        None,
        "withdrawn",
        "the move withdrawn ('that's not right') with no new move named",
    ),
    _s(
        "v48c_s_o3_summary_agrees",
        "MOVE: (1, 1)\n\n### Summary\nI compared going down to (2, 0) with going right to (1, 1). Both reach G in six moves; I chose right, (1, 1), because the top corridor has no dead ends.",
        (1, 1),
        None,
        "summary_agrees",
        "hard: the summary names another cell, (2, 0), only as the option weighed; its result is the same move (strict: not the last line)",
    ),
    _s(
        "v48c_s_r1_summary_other",
        "MOVE: (1, 1)\n\n**总结：** 玩家应该向下走到 (2, 0)，沿左侧一列到底行，再向右到 G。",
        U,
        None,
        "summary_other",
        "the answer line says (1, 1) but the summary after it gives (2, 0) as the move; nothing picks",
    ),
    _s(
        "v48c_s_claude_but_open",
        "MOVE: (2, 0)\n\nBut actually, I'm not certain about this — I may have misread which cells in the first column are walls.",
        U,
        None,
        "second_thought",
        "a 'but actually' doubt after the move, left open with no value and no check",
    ),
    _s(
        "v48c_s_gemini_but_value",
        "MOVE: (2, 0)\n\nBut actually, going right to (1, 1) keeps the player in the open top corridor, which is the route I checked cell by cell.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: 'but actually' naming the new move and restating it; the last stands",
    ),
    _s(
        "v48c_s_qwen3_zh_two_open",
        "<think>\n下面和右边都是空的。\n</think>\n\n向下到 (2, 0) 或者向右到 (1, 1) 都可以到达终点，两条路长度一样。",
        U,
        None,
        "two_options",
        "two moves offered as equally good, none picked",
    ),
    _s(
        "v48c_s_qwen3_zh_pick",
        "<think>\n下面和右边都能走。\n</think>\n\n向下到 (2, 0) 和向右到 (1, 1) 都能到终点，长度相同。我选择向右，因为上面一行没有死路。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: two moves weighed in Chinese and one picked in words, then the MOVE line",
    ),
    _s(
        "v48c_s_qwenmax_cut_between",
        "<think>\n玩家在 (1,0)，下面 (2,0) 是空格，左边一列能一直走到底。所以 MOVE: (2, 0) 应该没问题。\n</think>\n\n",
        U,
        None,
        "cut_between",
        "cut off by max_tokens between the thinking and the answer; the move drafted inside the thinking is not an answer",
        finish_reason=L,
    ),
    _s(
        "v48c_s_gpt5_conditional_met",
        "If the cell below the player is open — and the grid shows a 0 at (2, 0) — the left column is the way down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is settled in the same sentence (the grid shows a 0), and the move is committed",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) ========================================
ONE_SHOT = [
    _o(
        "v48o_qwenplus_zh_plain",
        "先沿第一行向右走到 (1, 3)，再沿第 3 列向下走到终点 (4, 3)。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v48o_qwenmax_zh_headings",
        "## 思路\n左边一列全是 0，底行也是通的。\n\n## 路径\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v48o_qwen3_think_bounce",
        "<think>\n从 (1,0) 向右到 (1,3)，往下 (2,3)，嗯，刚才好像多走了一步回 (1,3)，没关系，路径仍然合法。然后 (3,3)、(4,3)。\n</think>\n\nPATH: "
        + path_text(TOP_BOUNCE_TWICE),
        S,
        True,
        "think_block",
        "hard: steps back along open cells are still a walk; the last G is reached from P",
    ),
    _o(
        "v48o_qwq_past_goal",
        "Okay, let me trace a path. Start (1,0). Down to (2,0), (3,0), (4,0). Hmm, I went back up to (3,0) by mistake in my head, then down again. Then right along the bottom: (4,1), (4,2), (4,3). That's G. I also wrote one more step up to (3,3) — that's after the goal, so it doesn't matter.\n\nPATH: "
        + path_text(LEFT_BOUNCE_PAST),
        S,
        True,
        "long_reasoning",
        "hard: the walk reaches G and steps on to (3, 3); the specification checks up to the last G",
    ),
    _o(
        "v48o_r1_final_heading",
        "<think>\n先走上面一行，再走右边一列。(1,3) 到 (2,3) 可以，(3,3) 可以，(4,3) 是 G。最后往左一步再回来，也没问题。\n</think>\n\n## Final Answer\n\nPATH: "
        + path_text(PAST_G_UP),
        S,
        True,
        "final_heading",
        "hard: the last G is (4, 3) at the ninth cell; the step up to (3, 3) after it is not scored",
    ),
    _o(
        "v48o_v3_arrows",
        "沿上方一行走，再顺着第 3 列往下：\n\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: cells joined by arrows (strict: the prompt separates them by spaces)",
    ),
    _o(
        "v48o_gpt4o_plain",
        "Take the top corridor to column 3, then go straight down to the goal.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v48o_gpt41_first",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nThis goes down the left column and along the bottom row: six moves, no walls.",
        S,
        False,
        "answer_then_explanation",
        "hard: the path first, an explanation after it (strict: not the last line)",
    ),
    _o(
        "v48o_o4mini_wall",
        "Reasoning summary: follow row 1 all the way right, then drop down the last column.\n\nPATH: "
        + path_text(WALL_14),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v48o_claude_diag",
        "I'll go down the left side and cut across the bottom.\n\nPATH: " + path_text(DIAG_30_41),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v48o_gemini_short",
        "**Route**\n\nAlong the top corridor and down column 3.\n\nPATH: " + path_text(SHORT_33),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v48o_llama3_commas",
        "Here is the path from P to G:\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas (strict: format miss)",
    ),
    _o(
        "v48o_llama4_fence",
        "The path down the left side:\n\n```\nPATH: " + path_text(LEFT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the path inside a code fence (strict: fenced)",
    ),
    _o(
        "v48o_mistral_plain",
        "The left column is open from (2, 0) to (4, 0), and the bottom row is open to G.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v48o_phi4_spacing",
        "Path through the top corridor:\nPATH: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3)",
        S,
        False,
        "spacing",
        "hard: cells without the prompt's space (strict: format miss)",
    ),
    _o(
        "v48o_qwen25_fullwidth",
        "路径如下：\nPATH：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas, the left route (strict: not the prompt's form)",
    ),
    _o(
        "v48o_qwen3_cut_answer",
        "<think>\n走上面一行再往下。\n</think>\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v48o_gemini_zh_mixed",
        "路线 (route)：先 down 到底行，再 right 到 G。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "mixed_language",
    ),
    _o(
        "v48o_claude_after",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThis follows the top row to (1, 3) and the right column down to the goal: seven cells, six moves.",
        S,
        False,
        "answer_then_explanation",
        "hard: the path first, a description of the same path after it (strict: not the last line)",
    ),
    _o(
        "v48o_small_echo",
        "The path from P to G.\nPATH: (row, col) (row, col) ...\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the path",
    ),
    _o(
        "v48o_small_repeat_short",
        "PATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v48o_small_garble",
        "PATH: the path is the path from the player (row",
        U,
        False,
        "small_garble",
        "no cell in the path, only words",
    ),
    _o(
        "v48o_small_cut",
        "The path is down and then right.\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the sixth cell, before the path reaches G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v48c_o_r1_attempt2_stands",
        "<think>\n先左边一列，再走底行。\n</think>\n\n第一次尝试：\nPATH: "
        + path_text(DIAG_30_41)
        + "\n\n这里从 (3, 0) 斜着跳到了 (4, 1)，不合法。第二次尝试（已修正）：\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "correction",
        "hard: a broken first attempt, then a second that names the fixed path; the last stands",
    ),
    _o(
        "v48c_o_qwq_withdrawn",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nHmm, wait — I don't think that's valid. I need to re-trace column 3 before I trust it.",
        U,
        False,
        "withdrawn",
        "the path withdrawn ('I don't think that's valid') with no new path named",
    ),
    _o(
        "v48c_o_o3_summary_other",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n**Summary:** the route found is "
        + path_text(LEFT_COL)
        + ", down the left side and along the bottom.",
        U,
        False,
        "summary_other",
        "the PATH line and the summary's 'route found' are two different paths; nothing picks",
    ),
    _o(
        "v48c_o_claude_summary_agrees",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nSummary: down the left column from (1, 0) to (4, 0), then right along the bottom to G at (4, 3). The top route through (1, 3) was possible too, but I used the left one.",
        S,
        False,
        "summary_agrees",
        "hard: the summary names the top route only as the one not used; its result is the same path (strict: not the last line)",
    ),
    _o(
        "v48c_o_qwen3_zh_but_open",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n不过其实……我不太确定 (2, 3) 是不是墙，可能要再看一下。",
        U,
        False,
        "second_thought",
        "a 'but actually' doubt after the path, left open with no new path",
    ),
    _o(
        "v48c_o_gemini_but_value",
        "PATH: "
        + path_text(DIAG_30_41)
        + "\n\nBut actually, (3, 0) to (4, 1) is a diagonal step. Corrected:\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "correction",
        "hard: 'but actually' naming the corrected path; the last stands",
    ),
    _o(
        "v48c_o_gpt4o_conditional_open",
        "If (2, 3) is open, the path is PATH: "
        + path_text(RIGHT_COL)
        + "; otherwise go down the left side instead.",
        U,
        False,
        "conditional",
        "the path depends on a cell the reply never settles, with the other route as the fallback",
    ),
]

# == recognize: the shape of ORIGINAL's empty cells (a square) =============================
RECOGNIZE = [
    _r(
        "v48r_qwenplus_zh_plain",
        "空格沿着第 1 行、第 0 列、第 4 行和第 3 列围成一个闭合的环，中间是四格墙。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v48r_qwenmax_zh_headings",
        "### 观察\n- 空格首尾相连，形成一个环\n- 环的四条边长度相同（4 格）\n\n### 结论\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v48r_qwen3_think",
        "<think>\nThe empty cells: row 1 cols 0-3, col 0 rows 1-4, row 4 cols 0-3, col 3 rows 1-4. Is it a C? No, the right side (col 3) is open too, so it closes. Spiral? No inner turn. So it's a square loop.\n</think>\n\nThe open cells form a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: C and spiral weighed inside the thinking, set apart; the answer after it is square",
    ),
    _r(
        "v48r_qwen25_zh_name",
        "这些空格组成的是一个方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v48r_qwq_rectangle",
        "Okay, let me look at the open cells. They go along the top of the loop, down both sides and along the bottom. Hmm, is it a spiral? No — a spiral would turn inward. Is it a C? No — the right side is open too. So it's a closed four-sided loop, four cells on each side.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: rectangle is one of the square's variants; a SHAPE line may carry any English name",
    ),
    _r(
        "v48r_r1_final",
        "<think>\n空格连成一个闭合的环，四条边一样长，是正方形。\n</think>\n\n**Final Answer**\n\nSHAPE: square",
        "square",
        True,
        "final_heading",
    ),
    _r(
        "v48r_v3_plain",
        "空格围着左下方一块 2x2 的墙形成一个环。\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v48r_gpt4o_first",
        "SHAPE: square\n\nThe open cells trace the four sides of a 4x4 loop, closed on every side.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the labelled shape first, an explanation after it (strict: not the last line)",
    ),
    _r(
        "v48r_gpt41_quad",
        "Four straight sides meeting at four corners, forming a closed loop.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: quadrilateral is one of the square's variants; any English name on the SHAPE line",
    ),
    _r(
        "v48r_o4mini_box",
        "Reasoning summary: the path of open cells encloses a block of walls on all four sides.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: box is one of the square's variants; any English name on the SHAPE line",
    ),
    _r(
        "v48r_claude_ring",
        "Tracing the open cells: they run across row 1, down column 3, back along row 4 and up column 0, enclosing the walls at (2, 1) to (3, 2).\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v48r_gemini_c",
        "**Identifying the pattern**\n\nThe open cells wrap around three sides, opening to the right.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v48r_llama3_cross",
        "The open cells meet in the middle like a plus sign.\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v48r_llama4_fence",
        "The shape of the empty cells:\n\n```\nSHAPE: square\n```",
        "square",
        False,
        "fenced_answer",
        "hard: the shape inside a code fence (strict: fenced)",
    ),
    _r(
        "v48r_mistral_lower",
        "The empty cells make a loop with four equal sides.\n\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case (strict: not the prompt's label)",
    ),
    _r(
        "v48r_phi4_pyramid",
        "The open cells narrow toward the top like the face of a pyramid.\n\nSHAPE: pyramid",
        "triangle",
        False,
        "variant_name",
        "hard: pyramid is the triangle's variant, so a triangle (wrong, hence strict False)",
    ),
    _r(
        "v48r_qwen3_cut_think",
        "<think>\n空格：第 1 行 0 到 3 列，第 0 列 1 到 4 行，第 4 行……等一下，第 3 列是不是也全是空格？第 2 行第 3 列是 0，第 3 行第 3 列",
        U,
        False,
        "cut_in_think",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _r(
        "v48r_small_echo",
        "SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's placeholder line echoed first; the last line names square",
    ),
    _r(
        "v48r_small_repeat",
        "The shape is a square.\nSHAPE: square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v48r_small_garble",
        "SHAPE: The shape of the shape is the",
        U,
        False,
        "small_garble",
        "no shape name after the label",
    ),
    _r(
        "v48r_small_cut",
        "The shape is\nSHAPE: sq",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v48c_r_r1_revision_stands",
        "<think>\n也许是螺旋形？\n</think>\n\nSHAPE: spiral\n\n更正：这条路首尾相连，没有向内转，所以是四边相等的环，不是螺旋。\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction naming one new shape after the first answer; the last stands",
    ),
    _r(
        "v48c_r_qwq_withdrawn",
        "SHAPE: square\n\nWait, that's not right. Let me look at the corners of the loop again before I answer.",
        U,
        False,
        "withdrawn",
        "the shape withdrawn ('that's not right') with no new shape named",
    ),
    _r(
        "v48c_r_o3_summary_other",
        "SHAPE: square\n\n**Summary:** The empty cells trace a C shape that opens on the right, so the result is C.",
        U,
        False,
        "summary_other",
        "the SHAPE line says square but the summary after it gives C as the result; nothing picks",
    ),
    _r(
        "v48c_r_gemini_summary_agrees",
        "SHAPE: square\n\n**Summary:** I ruled out C and spiral because the loop closes on all four sides; the shape is a square.",
        "square",
        False,
        "summary_agrees",
        "hard: the summary names C and spiral only as ruled out; its result is square (strict: not the last line)",
    ),
    _r(
        "v48c_r_qwen3_zh_but_value",
        "SHAPE: C\n\n但其实右边那一列也是连通的，环是闭合的，应该是正方形。\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: 'but actually' in Chinese naming the new shape, then the SHAPE line; the last stands",
    ),
    _r(
        "v48c_r_claude_but_open",
        "SHAPE: square\n\nBut actually, I'm second-guessing this — I can't tell whether the loop really closes on the right.",
        U,
        False,
        "second_thought",
        "a 'but actually' doubt after the shape, left open with no value",
    ),
    _r(
        "v48c_r_qwenmax_question",
        "这些空格可能是正方形，也可能是 C 形。你能确认一下右边那一列是不是连通的吗？",
        U,
        False,
        "question_back",
        "two shapes left open and the choice handed back to the user",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ============================
GENERATE = [
    _g(
        "v48g_qwenplus_zh_plain",
        "新迷宫：一个 4x4 的方形环，放在右上角，玩家和终点都在上边。\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v48g_qwenmax_zh_headings",
        "## 设计\n- 形状：方形环（3x3）\n- 位置：左下角\n- 玩家 (2, 0)，终点 (2, 2)\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "markdown_heavy",
    ),
    _g(
        "v48g_qwen3_think",
        "<think>\n中间放一个 3x3 的环：第 1-3 行、第 1-3 列，中心 (2,2) 是墙。P 在 (1,1)，G 在 (1,3)。草稿：\n1 1 1 1 1\n1 P 0 G 1\n1 0 1 0 1\n1 0 0 0 1\n1 1 1 1 1\n看起来没问题。\n</think>\n\nMAZE:\n"
        + RING_C3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v48g_qwq_outer_ring",
        "Okay, I need a new 5x5 maze whose empty cells form a square. The original uses a 4x4 ring. I could use the whole border as a 5x5 ring — that's still a square, just bigger. Put P on the top edge at (0, 3) and G in the bottom-left corner.\n\nMAZE:\n"
        + RING_5,
        S,
        True,
        "long_reasoning",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v48g_r1_lower",
        "<think>\n在右边放一个 3x3 的环。\n</think>\n\nMAZE:\n" + LOWER_PG,
        F,
        False,
        "asked_format",
        "hard: player and goal in lower case, p and g, not the P and G the matrix asks for",
    ),
    _g(
        "v48g_v3_side",
        "和原来的环一样，只是把右边堵上了一格，让它更难一点。\n\nMAZE:\n" + SIDE_WALLED,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v48g_gpt4o_four_rows",
        "Here's a compact new maze with a loop:\n\nMAZE:\n" + FOUR_ROWS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v48g_gpt41_cross",
        "A new layout with a central junction:\n\nMAZE:\n" + CROSS_LOW,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v48g_o4mini_coord",
        "Reasoning summary: a 4x4 ring in the top-right corner with both endpoints on the top side.\n\nMAZE:\n"
        + coord_list(RING_TR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v48g_claude_coord_side",
        "I kept the original ring but walled one cell on its right side.\n\nMAZE:\n"
        + coord_list(SIDE_WALLED),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v48g_gemini_fence",
        "**New maze**\n\n```\nMAZE:\n" + RING_BL3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v48g_llama3_after",
        "MAZE:\n"
        + RING_C3
        + "\n\nThis keeps a 3x3 square ring, centred, with P and G on the top side.",
        S,
        False,
        "answer_then_explanation",
        "hard: a sentence after the maze (strict: the prompt asks for nothing after it)",
    ),
    _g(
        "v48g_llama4_plain",
        "New maze with a 4x4 square ring shifted one column to the right:\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v48g_mistral_plain",
        "A smaller square ring in the bottom-left corner.\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v48g_phi4_cut",
        "New maze:\n\nMAZE:\n1 1 1 1 1\n1 P 0 G 1\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v48g_qwen25_zh_coord",
        "新迷宫是左下角的 3x3 方形环。\n\nMAZE:\n" + coord_list(RING_BL3),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v48g_qwen3_zh_mixed",
        "新的 maze：把 square ring 挪到右上角，P 和 G 都放在 top side。\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "mixed_language",
    ),
    _g(
        "v48g_small_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + RING_C3,
        S,
        True,
        "small_echo",
        "hard: the prompt's instruction echoed first; the MAZE line and the maze are last",
    ),
    _g(
        "v48g_small_repeat_rows",
        "MAZE:\n1 1 1 1 1\n1 P 0 G 1\n1 0 1 0 1\n1 0 0 0 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
        "hard: the wall row repeated until the maze has eight rows, not five",
    ),
    _g(
        "v48g_small_garble",
        "MAZE: the maze is a maze of the maze",
        U,
        False,
        "small_garble",
        "no maze rows, only words",
    ),
    _g(
        "v48g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 P 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the second row",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v48c_g_r1_revision_stands",
        "<think>\n先写一个草稿，再检查。\n</think>\n\nMAZE:\n"
        + SIDE_WALLED
        + "\n\n修改：草稿在 (2, 3) 有一堵墙，把环断开了。修改后的迷宫：\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "correction",
        "hard: a broken draft, then a revision naming one new maze; the last stands",
    ),
    _g(
        "v48c_g_qwq_withdrawn",
        "MAZE:\n"
        + RING_C3
        + "\n\nHmm, no — scrap that, I'm not sure this is what was asked. Let me start over.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn ('scrap that') with no new maze given",
    ),
    _g(
        "v48c_g_o3_summary_agrees",
        "MAZE:\n"
        + RING_TR4
        + "\n\nSummary: a 4x4 square ring in columns 1-4, P at (0, 1), G at (0, 3); same size and shape as the original, unlike the 3x3 ring I first considered.",
        S,
        False,
        "summary_agrees",
        "hard: the summary mentions a 3x3 ring only as the one first considered; it describes the maze given (strict: text after the maze)",
    ),
    _g(
        "v48c_g_gemini_summary_other",
        "MAZE:\n"
        + RING_BL3
        + "\n\n**Summary:** the final maze is the 5x5 outer ring, with P on the top edge and G in the bottom-left corner.",
        U,
        False,
        "summary_other",
        "the maze given is a 3x3 ring but the summary calls the final maze the 5x5 outer ring; nothing picks",
    ),
    _g(
        "v48c_g_qwen3_zh_but_value",
        "MAZE:\n"
        + FOUR_ROWS
        + "\n\n但其实这个只有四行，要五行才对。修正如下：\n\nMAZE:\n"
        + RING_C3,
        S,
        True,
        "correction",
        "hard: 'but actually' in Chinese naming the corrected maze; the last stands",
    ),
    _g(
        "v48c_g_claude_but_open",
        "MAZE:\n"
        + RING_5
        + "\n\nBut actually, I'm not sure this is right — let me reconsider whether it should look different.",
        U,
        False,
        "second_thought",
        "a 'but actually' doubt after the maze, left open with no new maze",
    ),
    _g(
        "v48c_g_qwenmax_question_after",
        "新迷宫是居中的 3x3 方形环。\n\nMAZE:\n"
        + RING_C3
        + "\n\n需要我再生成一个放在其他位置的版本吗？",
        S,
        False,
        "question_back",
        "hard: the maze is given; the question after it offers another and leaves nothing open (strict: text after the maze)",
    ),
]

# == puzzle: one rotation on a 2x2 board (square 2 * row + col) ============================
PUZZLE = [
    _p(
        "v48p_qwenplus_zh_plain",
        "右上角 (0, 1) 的管道开口朝下，和左边不连通；顺时针转一次后开口朝左，就能接上 (0, 0)。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v48p_qwenmax_zh_headings",
        "## 棋盘检查\n- (0, 0)：已连通\n- (0, 1)：已连通\n- (1, 0)：已连通\n- (1, 1)：**开口朝外**\n\n## 操作\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v48p_qwen3_think_draft",
        "<think>\n先试 ROTATE: (0, 0) clockwise？不对，(0, 0) 已经和 (0, 1) 连上了。问题在左下角 (1, 0)，它的开口朝下，顺时针转一次就朝左……不对，朝下顺时针转是朝左，逆时针转是朝右。要朝右连 (1, 1)，那就是逆时针？再想想：朝上要连 (0, 0)。朝下顺时针转两次才朝上。还是只转一次，让它朝右连 (1, 1) 吧。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
        "hard: a ROTATE drafted inside the thinking, (0, 0) clockwise, set apart; the answer after it is (1, 0) counterclockwise",
    ),
    _p(
        "v48p_qwen3_zh_dir",
        "把左上角的方块转一下。\n\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (顺时针, clockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v48p_qwq_long",
        "好的，我逐个看一下。(0, 0) 向右连到 (0, 1)。(0, 1) 向下连 (1, 1)？嗯，等一下，它的开口朝上，所以没有。再看 (1, 1)：开口朝左，朝向 (1, 0)。所以断开的是 (0, 1) 和 (1, 1) 之间。如果把 (1, 1) 顺时针转，左变上，接上 (0, 1)……但这样就和 (1, 0) 断开了。或者转 (0, 1)：顺时针转，上变右，朝棋盘外；逆时针转，上变左，朝 (0, 0)，本来就连着。嗯。所以还是转 (1, 1) 能多连一条边。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "long_reasoning",
    ),
    _p(
        "v48p_r1_final_heading",
        "<think>\n(0,1) 开口朝上，朝着棋盘外。逆时针转：上变左，接上 (0,0)。可以。\n</think>\n\n### Final Answer\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "final_heading",
    ),
    _p(
        "v48p_v3_anti",
        "The bottom-left piece points away from its neighbours; one turn fixes it.\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "vocabulary",
        "hard: anticlockwise is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v48p_gpt4o_first",
        "ROTATE: (1, 1) clockwise\n\nThis turns the bottom-right piece so its opening faces (0, 1) above it.",
        (3, CW),
        False,
        "answer_then_explanation",
        "hard: the move first, an explanation after it (strict: not the last line)",
    ),
    _p(
        "v48p_gpt41_ccw",
        "Turn the top-left square once.\n\nROTATE: (0, 0) CCW",
        (0, CCW),
        False,
        "abbreviation",
        "hard: CCW is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v48p_o4mini_summary_first",
        "Reasoning summary:\n- Three squares already connect.\n- (1, 1) faces the board edge.\n- One counterclockwise turn points it at (1, 0).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "reasoning_summary",
    ),
    _p(
        "v48p_claude_bold",
        "The piece at (1, 0) is the only one not connected; turning it counterclockwise points it at (1, 1).\n\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v48p_gemini_fence",
        "**Move**\n\n```\nROTATE: (0, 1) clockwise\n```",
        (1, CW),
        False,
        "fenced_answer",
        "hard: the move inside a code fence (strict: fenced)",
    ),
    _p(
        "v48p_llama3_spacing",
        "Rotate the top-right square so it lines up.\nROTATE: (0,1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _p(
        "v48p_llama4_position",
        "Rotate the bottom-left square clockwise so it meets the square above it.",
        (2, CW),
        False,
        "position_words",
        "hard: 'the bottom-left square' is square 2 on a 2x2 board (strict: no ROTATE line)",
    ),
    _p(
        "v48p_mistral_plain",
        "The top-left piece faces the edge. One clockwise turn connects it to (1, 0).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v48p_phi4_cut",
        "The bottom-right piece needs turning.\n\nROTATE: (1, 1) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
    _p(
        "v48p_qwen25_fullwidth",
        "旋转右下角。\nROTATE：（1，1）clockwise",
        (3, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _p(
        "v48p_gpt5_verify",
        "ROTATE: (0, 1) clockwise\n\nCheck: after the turn, (0, 1) opens toward (0, 0) and (1, 1), and both of those open back toward it. Confirmed.",
        (1, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it keeps the answer (strict: not the last line)",
    ),
    _p(
        "v48p_small_echo",
        "ROTATE: (row, col) clockwise (or counterclockwise)\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the move",
    ),
    _p(
        "v48p_small_repeat",
        "Rotate top right.\nROTATE: (0, 1) clockwise\nRotate top right.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v48p_small_garble",
        "ROTATE: (row, col) the rotate the square the",
        U,
        False,
        "small_garble",
        "no square and no direction, only the placeholder and words",
    ),
    _p(
        "v48p_small_both_dirs",
        "ROTATE: (0, 0) clockwise counterclockwise",
        U,
        False,
        "small_two_dirs",
        "both directions on the answer line, neither picked",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v48c_p_r1_revision_stands",
        "<think>\n(0,0) 开口朝左，朝着棋盘外。\n</think>\n\nROTATE: (0, 0) clockwise\n\n修改：顺时针转后开口朝上，还是朝外；它要朝下才能接上 (1, 0)。修改后的答案：\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: a revision naming one new direction after the first answer; the last stands",
    ),
    _p(
        "v48c_p_qwq_withdrawn",
        "ROTATE: (1, 1) clockwise\n\n算了，这个不对。我得先重新看看 (1, 1) 上的管道朝哪个方向。",
        U,
        False,
        "withdrawn",
        "the move withdrawn ('scratch that') with no new move named",
    ),
    _p(
        "v48c_p_o4mini_summary_agrees",
        "ROTATE: (1, 0) clockwise\n\n**Summary:** (1, 0) was the only square facing away; (0, 1) and (1, 1) were already connected, so one clockwise turn of (1, 0) completes the board.",
        (2, CW),
        False,
        "summary_agrees",
        "hard: the summary names other squares only as already connected; its result is the same move (strict: not the last line)",
    ),
    _p(
        "v48c_p_gemini_summary_other",
        "ROTATE: (1, 0) clockwise\n\n**Summary:** rotating (0, 1) counterclockwise is what completes the loop.",
        U,
        False,
        "summary_other",
        "the ROTATE line and the summary's result are two different moves; nothing picks",
    ),
    _p(
        "v48c_p_qwen3_zh_but_value",
        "ROTATE: (0, 1) clockwise\n\n不过其实逆时针更好，因为开口会朝向 (0, 0)。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "correction",
        "hard: 'but actually' in Chinese naming the new direction, then the ROTATE line; the last stands",
    ),
    _p(
        "v48c_p_claude_but_open",
        "ROTATE: (1, 1) counterclockwise\n\nBut actually, hmm — I may have the orientation of that piece backwards.",
        U,
        False,
        "second_thought",
        "a 'but actually' doubt after the move, left open with no value",
    ),
    _p(
        "v48c_p_llama4_two_options",
        "Either ROTATE: (0, 0) clockwise or ROTATE: (1, 1) counterclockwise would connect the whole board.",
        U,
        False,
        "two_options",
        "two moves offered as alternatives, none picked",
    ),
    _p(
        "v48c_p_mistral_rejected",
        "Rotating (0, 0) clockwise would also connect it, but it leaves (1, 1) facing the edge, so I'll go with the other one:\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "rejected_alternative",
        "hard: two moves weighed and one picked in words, then the ROTATE line",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v48",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v48.py: counts, no reader
    print_counts(all_cases(), problems())

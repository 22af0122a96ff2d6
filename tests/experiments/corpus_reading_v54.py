"""A fifty-fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording, by the lead's rulings and strict policy given in the round's brief
and the specification's shape variants and path check (the last G walked back to P).
``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v51``-``_v53`` and their test files were read for the data format and the
rulings as applied.

This round's emphasis is the everyday transcript of today's reasoning models answering the five
prompts in a study run: DeepSeek-R1 and its Qwen and Llama distills, QwQ and Qwen3 in thinking
mode (``<think>`` blocks, often in Chinese, sometimes never closed), o3, o4-mini and GPT-5 (a
short visible reasoning), Claude with extended thinking (a summary of its reasoning, then the
answer), Gemini 2.5 thinking (bold section headings), Phi-4-reasoning, and the small distills'
habits (the same sentence repeated inside the thinking, the answer drafted several times, a
cut-off inside the thinking or right after it). Most replies are plain: the thinking weighs the
options, then one committed answer in the asked form. The chosen quarter (the ``*_CHOSEN``
lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear look-alikes
from those transcripts: a draft inside the thinking that differs from the final answer, or an
answer given only inside a thinking block that is never closed; a final answer then a "wait"
that changes it, only checks it, or leaves a doubt open; two finals, or the same final twice; a
summary after the answer that agrees or names another; a condition or hedge in the final part,
settled or left open; a choice among options made or not; a question back.

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
DITHER_TWICE = "1,0 1,1 1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: right and back twice, then the left column and the bottom row to G (every step
legal, so the walk passes)."""
DOWN_BACK_PAST = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3"
"""Valid up to G: a step down and back, the left column and bottom row to G, then one step up
the right column (not scored)."""
LEFT_BOUNCE_PAST = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G: down to (4,0), back up one and down again, the bottom row to G, then two
steps up the right column (not scored)."""
OFF_GRID = "1,0 2,0 3,0 4,0 5,0 5,1 5,2 5,3 4,3"
"""Broken: down the left column and on into row 5, outside the 5x5 grid."""
BACK_SKIP = "1,0 2,0 1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: a step down and back, the top row, then a jump from (1,3) to (3,3) over (2,3)."""
ROW3_DETOUR = "1,0 1,1 1,2 1,3 2,3 3,3 3,2 3,1 3,0 4,0 4,1 4,2 4,3"
"""Broken: down the right column to (3,3), then west along row 3 through the walls (3,2) and
(3,1)."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
0 0 G 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (0,2), G at (3,2)."""

RING_TL4_SIDES = """\
0 0 0 0 1
P 1 1 0 1
0 1 1 G 1
0 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P on the left side at (1,0), G on the right at
(2,3)."""

RING_OUTER_CORNERS = """\
0 0 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 P
G 0 0 0 0"""
"""Valid: the 5x5 outer ring, P at (3,4) on the right side, G at the bottom-left corner."""

RING_LEFT3 = """\
1 1 1 1 1
G 0 0 1 1
0 1 0 1 1
0 0 P 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, rows 1-3, G at (1,0), P at (3,2)."""

RING_BR3_MID = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 G
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,2), G in the middle of its right
side (3,4)."""

RING_TR3_MID = """\
1 1 0 0 0
1 1 G 1 0
1 1 0 0 P
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G in the middle of its left side (1,2), P at
(2,4)."""

RECT_3X4 = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 0 0 G
1 1 1 1 1"""
"""Broken: a ring three rows high and four columns wide: a rectangle, not a square."""

GAP_RING = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 1
1 0 1 1 0
1 0 0 G 0"""
"""Broken: a 4x4 ring in the bottom-right with (2,4) walled: the open cells are a hook, not a
closed ring."""

SPUR_RING = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 0
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring with one extra open cell (2,4) sticking out of its right side."""

NO_GOAL = """\
0 0 0 1 1
0 1 0 1 1
0 0 P 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a 3x3 ring in the top-left corner with a player and no goal."""

FOUR_WIDE = """\
1 1 1 1
1 P 0 0
1 0 1 0
1 0 0 G
1 1 1 1"""
"""Broken: five rows of four cells: a 5x4 maze, not the asked 5x5."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v54s_r1_think_down",
        "<think>\nOkay, so the player is at (1,0) and the goal is at (4,3). Let me look at the neighbours. Up is (0,0), row 0 is all 1s, so that's a wall. Left would be column -1, outside the grid. Down is (2,0): row 2 is 0 1 1 0 1, so (2,0) is 0, empty. Right is (1,1): row 1 is P 0 0 0 1, so also empty.\n\nWhich one is better? Going down: (2,0), (3,0), (4,0), then (4,1), (4,2), (4,3). That's 6 moves. Going right: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3). Also 6. They're equal, so either is fine. I'll go down.\n</think>\n\nThe player can go down or right, and both routes reach G in six moves. I'll go down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v54s_r1_think_right",
        "<think>\nPlayer at (1,0). Right neighbour (1,1) is 0. Then (1,2) and (1,3) are 0, (1,4) is a wall, so turn down at column 3: (2,3) is 0, (3,3) is 0, (4,3) is G. That works. Down also works but I'll take the top row.\n</think>\n\nMoving right along row 1 toward column 3, then down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v54s_distill_qwen7b_think",
        "<think>\nFirst, I need to find where the player is. P is in row 1, column 0. The goal G is in row 4, column 3.\n\nWait, let me check the cell to the right. Row 1 is P 0 0 0 1, so (1,1) is 0. Okay.\n\nWait, what about down? Row 2 is 0 1 1 0 1, so (2,0) is 0. Also okay.\n\nHmm, both are fine. Let me go right because the top row is longer and open.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v54s_distill_llama8b_boxed",
        "<think>\nThe player is at (1, 0). The empty neighbours are (2, 0) below and (1, 1) to the right. Going down the first column leads to the bottom row, which ends at G. So down.\n</think>\n\nThe player should step down into the left column.\n\n**Final Answer**\nMOVE: \\boxed{(2, 0)}",
        (2, 0),
        None,
        "boxed",
        "hard: the cell wrapped in LaTeX \\boxed{} on the MOVE line; one clear cell (strict: "
        "not the asked form)",
    ),
    _s(
        "v54s_qwq_long_wait",
        "<think>\nAlright, let's see. The maze is 5x5. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. So P is at (1,0).\n\nPossible moves: up to (0,0) — wall. Down to (2,0) — row 2 starts with 0, so open. Right to (1,1) — open. Left is off the grid.\n\nWait, I should make sure which way actually reaches G. G is at (4,3). From (1,1) I can go to (1,3) and then down column 3: (2,3)=0, (3,3)=0, (4,3)=G. Yes.\n\nWait, but also from (2,0) down to (4,0) then right along row 4: (4,1)=0, (4,2)=0, (4,3)=G. Also yes.\n\nSo both work. Hmm, I'll pick right. Let me just double-check (1,1) once more... row 1, column 1 is 0. Okay.\n</think>\n\nBoth open neighbours lead to the goal; I move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v54s_qwq_final_heading",
        "From (1, 0) the only open neighbours are (2, 0) and (1, 1). Going down reaches the bottom row in three steps and then G in three more.\n\n**Final Answer**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_answer_heading",
    ),
    _s(
        "v54s_qwen3_think_zh_down",
        "<think>\n好的，我先看一下迷宫。P 在第 1 行第 0 列，也就是 (1,0)。G 在 (4,3)。\n上面 (0,0) 是 1，墙。左边出界。下面 (2,0) 是 0，可以走。右边 (1,1) 也是 0。\n往下走的话：(2,0)→(3,0)→(4,0)→(4,1)→(4,2)→(4,3)，六步。往右也是六步。那就往下吧。\n</think>\n\n向下移动到 (2, 0)，沿左边一列走到底，再向右到 G。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_zh",
    ),
    _s(
        "v54s_qwen3_think_zh_right",
        "<think>\n嗯，用户让我走迷宫。P 在 (1,0)。右边 (1,1) 是 0，(1,2)、(1,3) 也是 0，然后第 3 列往下 (2,3)、(3,3) 都是 0，最后 (4,3) 是 G。这条路可以。下面那条也可以，不过我选右边。\n</think>\n\n向右走一格，进入第一行的通道。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_zh",
    ),
    _s(
        "v54s_qwen3_think_en",
        "<think>\nOkay, the player P is at row 1, column 0. Let me check the cells around it. Above is (0,0) = 1. Below is (2,0) = 0. To the right is (1,1) = 0. So I can go down or right. The goal is at the bottom, so going down seems natural.\n</think>\n\nI'll move down toward the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v54s_qwen3_empty_think",
        "<think>\n\n</think>\n\nThe cell to the right of the player, (1, 1), is empty and starts the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v54s_o3_short",
        "Up is a wall and left is off the grid; down and right are open and both reach G in six. Taking down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoning",
    ),
    _s(
        "v54s_o3_period",
        "Right opens the top corridor to column 3, then straight down to G.\n\nMOVE: (1, 1).",
        (1, 1),
        (1, 1),
        "trailing_period",
        "hard: a full stop right after the cell; by the ruling it stays in format",
    ),
    _s(
        "v54s_o4mini_short",
        "Open neighbours of (1, 0): (2, 0) and (1, 1). Shortest path length is 6 either way. Going right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoning",
    ),
    _s(
        "v54s_o4mini_arrows",
        "From P: ↓ (2, 0) open, → (1, 1) open, ↑ wall. Choosing ↓, then along row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoning",
    ),
    _s(
        "v54s_gpt5_short",
        "Two legal moves from (1, 0); both lead to G in 6 steps. I'll take the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoning",
    ),
    _s(
        "v54s_gpt5_bullets",
        "- Up (0, 0): wall\n- Left: outside the grid\n- Down (2, 0): empty\n- Right (1, 1): empty\n\nGoing down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoning",
    ),
    _s(
        "v54s_claude_summary_down",
        "I checked the four neighbours of P at (1, 0): above is a wall, left is outside the grid, and both (2, 0) below and (1, 1) to the right are empty. Either leads around the ring to G at (4, 3) in six moves, so I'll head down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reasoning_summary",
    ),
    _s(
        "v54s_claude_summary_right",
        "I traced both open directions from P. Right goes along row 1 to (1, 3), then down column 3 to G; down goes along column 0 and then row 4. They are the same length. I'll start along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reasoning_summary",
    ),
    _s(
        "v54s_gemini_headed_right",
        "**Analyzing the Grid**\n\nI'm mapping the open cells around P at (1, 0). The cell above is a wall and there is nothing to the left, so the choice is between (2, 0) and (1, 1).\n\n**Choosing a Direction**\n\nBoth lead to G in six moves. I'm going with the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "headed_sections",
    ),
    _s(
        "v54s_gemini_headed_down",
        "**Locating the Player**\n\nP sits at the left end of row 1, with G at the bottom, (4, 3).\n\n**Planning the First Step**\n\nThe left column is open all the way down to row 4, and row 4 runs to G. I've settled on stepping down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "headed_sections",
    ),
    _s(
        "v54s_phi4r_think",
        "<think>\nWe need to move the player from (1,0). Check adjacent cells: (0,0) wall, (2,0) empty, (1,1) empty. Either is valid. Let's choose (2,0) because it leads directly down to row 4, which connects to G.\n</think>\n\nThe player moves down into the empty cell below it.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v54s_phi4r_explain_after",
        "MOVE: (1, 1)\n\nExplanation: (1, 1) is empty, and the top row leads to column 3, which is open down to the goal at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v54s_r1_zh_then_en",
        "<think>\n玩家在 (1,0)。往下 (2,0) 是空的，往右 (1,1) 也是空的。两条路都是六步到 G。选往下。\n</think>\n\nThe player moves down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_zh",
    ),
    _s(
        "v54s_claude_plain",
        "The goal is at the bottom of the right-hand column. Heading right along row 1 gets the player to that column quickly.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v54s_distill_qwen32b_think",
        "<think>\nLet me parse the maze. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. The player can go right to (1,1) or down to (2,0). I'll go down; the left column and bottom row are a clean L to the goal.\n</think>\n\n**Answer:** the player steps down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v54s_qwen3_unclosed",
        "<think>\n玩家在 (1,0)，右边 (1,1) 是 0，下面 (2,0) 也是 0。我想走右边，MOVE: (1, 1)。不对，再看一下第 3 列是不是都通……(2,3) 是 0，(3,3) 是 0",
        U,
        None,
        "think_unclosed",
        "the thinking block is never closed; the only move named is a draft inside it, and no "
        "answer follows",
    ),
    _s(
        "v54s_small_think_repeat",
        "<think>\nThe player is at (1, 0). The player can move down. The player can move down. The player can move down to (2, 0).\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_think_repeat",
    ),
    _s(
        "v54s_small_drafts",
        "<think>\nP is at (1, 0). Right is (1, 1).\n</think>\n\nMOVE: (1, 1)\n\nMOVE: (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_drafts",
        "hard: the same move drafted three times; the drafts agree, so one move",
    ),
    _s(
        "v54s_small_drafts_diff",
        "<think>\nP is at (1, 0). Down is open. Right is open.\n</think>\n\nMOVE: (2, 0)\n\nMOVE: (1, 1)\n\nMOVE: (2, 0)\n\nMOVE: (1, 1)",
        U,
        None,
        "small_drafts_diff",
        "the answer drafted four times, two different moves in turn, with no pick between them",
    ),
    _s(
        "v54s_small_cut",
        "<think>\nThe player is at (1, 0). The goal is at (4, 3). The player is at (1, 0). The goal is at (4, 3). The player is at (1, 0). The goal is at",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the thinking, before any move",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v54c_s_r1_think_draft",
        "<think>\nP at (1,0). MOVE: (1, 1) would start the top route. Hmm, but (2,0) starts the left column, and the bottom row ends right at G. Let me go with down instead.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
        "hard: a MOVE drafted inside the closed thinking names (1, 1); the answer after the "
        "thinking is (2, 0)",
    ),
    _s(
        "v54c_s_r1_think_unclosed",
        "<think>\nP at (1,0). (1,1) starts the top route; (2,0) starts the left column, and the bottom row ends right at G. Let me go with down.\n\nMOVE: (2, 0)",
        U,
        None,
        "think_unclosed",
        "the move is given only inside a thinking block that is never closed; no answer after it",
    ),
    _s(
        "v54c_s_o3_wait_check",
        "MOVE: (1, 1)\n\nWait — let me double-check that cell: row 1 is P 0 0 0 1, so (1, 1) is 0. Legal.",
        (1, 1),
        None,
        "verification_after",
        "hard: a 'wait' after the move that only checks it and confirms it (strict: not the "
        "last line)",
    ),
    _s(
        "v54c_s_o3_wait_open",
        "MOVE: (1, 1)\n\nWait — is (1, 1) really open? I may be misreading row 1; I'd need to recount the columns before relying on this.",
        U,
        None,
        "second_thought",
        "a 'wait' after the move raises a doubt about it and does not settle it",
    ),
    _s(
        "v54c_s_gpt5_wait_change",
        "MOVE: (1, 1)\n\nWait — the left column is a straighter line to the bottom row. Changing my answer to down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a 'wait' that changes the answer and names the new move; the last stands",
    ),
    _s(
        "v54c_s_qwq_two_finals",
        "<think>\nBoth (2,0) and (1,1) are open and equally short.\n</think>\n\n**Final Answer**\n\nMOVE: (2, 0)\n\n**Final Answer**\n\nMOVE: (1, 1)",
        U,
        None,
        "two_finals",
        "two 'Final Answer' sections naming different moves, with no word on which stands",
    ),
    _s(
        "v54c_s_claude_summary_agrees",
        "MOVE: (2, 0)\n\nIn short: I step down into the left column and will follow it to the bottom row.",
        (2, 0),
        None,
        "summary_agrees",
        "hard: a summary after the move that restates the same move (strict: not the last line)",
    ),
    _s(
        "v54c_s_claude_summary_other",
        "MOVE: (2, 0)\n\nIn short: I step right into the top corridor and will follow it to column 3.",
        U,
        None,
        "summary_conflict",
        "the summary after the move names another one (right, (1, 1)); the two answers conflict",
    ),
    _s(
        "v54c_s_gemini_condition_met",
        "**Checking the Cell Below**\n\nIf (2, 0) is open I'll go down — and row 2 starts with 0, so it is.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is settled in the reply itself (row 2 starts with 0); one move",
    ),
    _s(
        "v54c_s_gemini_condition_open",
        "**Deciding the Step**\n\nIf column 0 is open all the way to row 4, MOVE: (2, 0); if not, MOVE: (1, 1). I haven't confirmed which holds.",
        U,
        None,
        "conditional",
        "two moves under a condition about the maze that the reply leaves open",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v54o_r1_think_left",
        "<think>\nOkay, I need a path from P (1,0) to G (4,3). Column 0 below P: (2,0)=0, (3,0)=0, (4,0)=0. Then row 4: (4,1)=0, (4,2)=0, (4,3)=G. Each step is one cell. That's the path.\n</think>\n\nDown the left column, then right along the bottom row.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v54o_r1_think_right",
        "<think>\nAlternatively the top: (1,1), (1,2), (1,3), then down (2,3), (3,3), (4,3). Let me verify (2,3): row 2 is 0 1 1 0 1, index 3 is 0. Good. (3,3): row 3 is 0 1 1 0 1, index 3 is 0. Good.\n</think>\n\nAlong the top row, then down the right column.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v54o_distill_qwen7b_dither",
        "<think>\nStart at (1,0). Go right to (1,1). Wait, go back to (1,0). Go right to (1,1) again. Wait, the right way is long. Go back to (1,0). Go down (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3).\n</think>\n\nPATH: "
        + path_text(DITHER_TWICE),
        S,
        True,
        "think_block",
        "hard: right and back twice before the left route; every step is legal and the walk "
        "ends at G, so the check passes",
    ),
    _o(
        "v54o_distill_llama8b_back_past",
        "<think>\nDown to (2,0), hmm, back to (1,0), then down again through (2,0), (3,0), (4,0), right to (4,3). I'll also add (3,3).\n</think>\n\nHere is the path I found:\n\nPATH: "
        + path_text(DOWN_BACK_PAST),
        S,
        True,
        "think_block",
        "hard: a step down and back, the left route to G, then one cell past G (not scored)",
    ),
    _o(
        "v54o_qwq_long",
        "<think>\nLet me write out the grid.\nRow 0: 1 1 1 1 1\nRow 1: P 0 0 0 1\nRow 2: 0 1 1 0 1\nRow 3: 0 1 1 0 1\nRow 4: 0 0 0 G 1\n\nThe open cells form a loop. From P I can go clockwise (right first) or counterclockwise (down first). Wait, let me count both. Clockwise: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3) — six steps. Counterclockwise: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3) — six steps. Same. I'll write the clockwise one.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v54o_qwq_bounce_past",
        "The route goes down the left column (I stepped back once at the bottom), along row 4 to G, and I kept writing two cells up the right column.\n\n**Final Answer**\n\nPATH: "
        + path_text(LEFT_BOUNCE_PAST),
        S,
        True,
        "final_answer_heading",
        "hard: a step back at (3,0), the bottom row to G, then two cells past G (not scored)",
    ),
    _o(
        "v54o_qwen3_think_zh",
        "<think>\n好，从 P (1,0) 出发。往右：(1,1)、(1,2)、(1,3) 都是 0，(1,4) 是墙，所以在第 3 列往下：(2,3)、(3,3) 是 0，(4,3) 是 G。路径找到了。\n</think>\n\n先沿第一行向右，再沿第 3 列向下。\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_zh",
    ),
    _o(
        "v54o_qwen3_think_zh_offgrid",
        "<think>\n往下走：(2,0)、(3,0)、(4,0)，再往下到第 5 行，然后往右走到第 3 列，再往上到 G。\n</think>\n\n沿左边往下，再从底部绕到 G。\n\nPATH: "
        + path_text(OFF_GRID),
        F,
        False,
        "think_zh",
    ),
    _o(
        "v54o_o3_short",
        "Counterclockwise around the ring: down column 0, then along row 4.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "short_reasoning",
    ),
    _o(
        "v54o_o4mini_skip",
        "Top row to column 3, then down to G.\n\nPATH: " + path_text(BACK_SKIP),
        F,
        False,
        "short_reasoning",
    ),
    _o(
        "v54o_gpt5_short",
        "Six moves: right ×3, down ×3.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "short_reasoning",
    ),
    _o(
        "v54o_gpt5_detour",
        "Going around via row 3 to reach the bottom row.\n\nPATH: " + path_text(ROW3_DETOUR),
        F,
        False,
        "short_reasoning",
    ),
    _o(
        "v54o_claude_summary",
        "I traced the open cells from P: the left column is empty down to row 4, and row 4 is empty up to the goal. So the path goes straight down and then straight right.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "reasoning_summary",
    ),
    _o(
        "v54o_claude_arrows",
        "I followed the top corridor and then the right-hand column.\n\nPATH: "
        + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v54o_gemini_headed",
        "**Mapping the Open Cells**\n\nThe empty cells run around a 2x2 block of walls.\n\n**Tracing the Route**\n\nI'm going down the left side and along the bottom.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "headed_sections",
    ),
    _o(
        "v54o_phi4r_think",
        "<think>\nWe need a sequence of adjacent empty cells from (1,0) to (4,3). Path: (1,0), (1,1), (1,2), (1,3), (2,3), (3,3), (4,3). Check each: all 0 except the end which is G.\n</think>\n\nThe path follows row 1 and then column 3.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v54o_phi4r_explain_after",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nExplanation: three moves down along column 0 and three moves right along row 4; every cell is empty.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v54o_small_think_repeat",
        "<think>\nGo down. Go down. Go down. Go right. Go right. Go right.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "small_think_repeat",
    ),
    _o(
        "v54o_small_drafts",
        "<think>\nRight then down.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "small_drafts",
        "hard: the same path drafted twice; the drafts agree",
    ),
    _o(
        "v54o_small_drafts_diff",
        "<think>\nDown or right.\n</think>\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nPATH: "
        + path_text(LEFT_COL),
        U,
        False,
        "small_drafts_diff",
        "the path drafted three times, two different routes, with no pick between them",
    ),
    _o(
        "v54o_small_cut_after_think",
        "<think>\nThe path goes down the left and along the bottom. The path goes down the left and along the bottom.\n</think>\n\nPATH: (1, 0) (2, 0)",
        U,
        False,
        "small_cut",
        "cut off by max_tokens right after the thinking, two cells into the path",
        finish_reason=L,
    ),
    _o(
        "v54o_distill_qwen14b_heading",
        "<think>\nLeft column then bottom row, six moves.\n</think>\n\n### Final Answer\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "final_answer_heading",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v54c_o_r1_think_draft",
        "<think>\nFirst try: PATH: (1, 0) (1, 1) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3). No — (2,1) is a wall. Use the left column instead.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_draft",
        "hard: a broken path drafted inside the closed thinking, rejected there; the path after "
        "the thinking is the left route",
    ),
    _o(
        "v54c_o_r1_think_unclosed",
        "<think>\nFirst try through the middle fails, (2,1) is a wall. Use the left column:\nPATH: "
        + path_text(LEFT_COL)
        + "\nLet me also check the top route once more before answering",
        U,
        False,
        "think_unclosed",
        "the path is given only inside a thinking block that is never closed; no answer after it",
    ),
    _o(
        "v54c_o_gemini_two_options",
        "**Route A** (clockwise)\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\n**Route B** (counterclockwise)\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n\nBoth routes take six moves.",
        U,
        False,
        "two_options",
        "two routes offered side by side as equal, with no pick",
    ),
    _o(
        "v54c_o_gemini_rejected",
        "**Comparing Routes**\n\nClockwise and counterclockwise are both six moves. I'm going with the counterclockwise one, down the left side.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: another route weighed and set aside in words; one PATH line",
    ),
    _o(
        "v54c_o_claude_summary_agrees",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nTo summarise: right along row 1 to column 3, then down column 3 to the goal.",
        S,
        False,
        "summary_agrees",
        "hard: a summary after the path that describes the same route (strict: not the last line)",
    ),
    _o(
        "v54c_o_claude_summary_other",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nTo summarise: down column 0 to the bottom row, then right along row 4 to the goal.",
        U,
        False,
        "summary_conflict",
        "the summary after the path describes the other route; the two answers conflict",
    ),
    _o(
        "v54c_o_o4mini_question_after",
        "PATH: " + path_text(LEFT_COL) + "\n\nWant the clockwise route as well?",
        S,
        False,
        "question_back",
        "hard: the path is given; the question after it only offers more (strict: not the last "
        "line)",
    ),
    _o(
        "v54c_o_o4mini_withdrawn",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nActually, disregard that path — I don't trust my reading of the grid, so I won't commit to a route.",
        U,
        False,
        "withdrawn",
        "the path is withdrawn and no new one is given",
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a square ring) =========================
RECOGNIZE = [
    _r(
        "v54r_r1_think",
        "<think>\nLet me list the empty cells, counting P and G. Row 1: (1,0) P, (1,1), (1,2), (1,3). Row 2: (2,0), (2,3). Row 3: (3,0), (3,3). Row 4: (4,0), (4,1), (4,2), (4,3) G. So the empty cells are the border of the 4x4 block from (1,0) to (4,3). Four sides of equal length, closed. That's a square outline.\n</think>\n\nThe empty cells, P and G included, run around the edge of a 4x4 block with walls in its middle: a square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v54r_r1_zh_think",
        "<think>\n空格有：第 1 行 (1,0)-(1,3)，第 4 行 (4,0)-(4,3)，第 0 列和第 3 列的 (2,0)、(3,0)、(2,3)、(3,3)。围成一圈，四条边都是 4 格，是正方形。\n</think>\n\nThe open cells form a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "think_zh",
    ),
    _r(
        "v54r_distill_qwen7b_think",
        "<think>\nThe empty cells... wait, do I count P and G? The prompt says yes. So the empty cells go around. Wait, is it a C? No, column 3 is open in rows 2 and 3, so the right side is closed. It's a square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v54r_distill_llama8b_boxed",
        "<think>\nThe empty cells outline a 4 by 4 square with the center filled by walls.\n</think>\n\nThe shape is a square.\n\n**Final Answer**\nSHAPE: \\boxed{\\text{square}}",
        "square",
        False,
        "boxed",
        "hard: the name wrapped in LaTeX \\boxed{\\text{}} on the SHAPE line; one clear name "
        "(strict: not the asked form)",
    ),
    _r(
        "v54r_qwq_long",
        "<think>\nAlright, the question is about all empty cells, not just the path. Let me mark them.\n\nRow 1: P 0 0 0 → four cells.\nRow 2: 0 _ _ 0 → two cells at the ends.\nRow 3: 0 _ _ 0 → two cells.\nRow 4: 0 0 0 G → four cells.\n\nSo it's a hollow 4x4 frame. Wait, could it be a spiral? A spiral would turn inward; this doesn't, it just closes on itself. So it's a square ring.\n</think>\n\nThe empty cells make a hollow 4x4 frame.\n\n**Final Answer**\n\nSHAPE: square",
        "square",
        True,
        "final_answer_heading",
    ),
    _r(
        "v54r_qwen3_think_zh",
        "<think>\n嗯，我要把所有空格都看一遍，包括 P 和 G。第 1 行前四格、第 4 行前四格、第 0 列和第 3 列中间两格。这是一个空心的正方形框，中间 2x2 是墙。\n</think>\n\n空格沿四条边围成一个空心正方形。\n\nSHAPE: square",
        "square",
        True,
        "think_zh",
    ),
    _r(
        "v54r_qwen3_zh_name",
        "<think>\n四条边一样长，首尾相连。\n</think>\n\n空格组成一个正方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the registry shape named in Chinese (正方形, square) is read by the ruling "
        "(strict: not the asked word)",
    ),
    _r(
        "v54r_o3_short",
        "Open cells trace the perimeter of the 4x4 block rows 1–4, cols 0–3; interior 2x2 is walls.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoning",
    ),
    _r(
        "v54r_o4mini_c",
        "The open cells wrap around three sides of the wall block and leave the right side open.\n\nSHAPE: C",
        "C",
        False,
        "short_reasoning",
    ),
    _r(
        "v54r_gpt5_short",
        "All 12 empty cells (P and G included) lie on the border of a 4x4 square; the 2x2 centre is walls.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoning",
    ),
    _r(
        "v54r_gpt5_explain_after",
        "SHAPE: square\n\nWhy: rows 1 and 4 are open from column 0 to 3, and columns 0 and 3 are open between them, which closes a square ring.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v54r_claude_summary",
        "I looked at every empty cell rather than just the route. They sit on rows 1 and 4 and on columns 0 and 3, from (1, 0) to (4, 3), and they connect into one closed loop with four equal sides around a block of walls. That is the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "reasoning_summary",
    ),
    _r(
        "v54r_claude_spiral",
        "I followed the open cells from P: they go right, down, left and up again, winding around the walls in the middle. That winding reads as a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "reasoning_summary",
    ),
    _r(
        "v54r_gemini_headed",
        "**Identifying the Empty Cells**\n\nI've marked the twelve empty cells, counting P and G.\n\n**Recognizing the Shape**\n\nThey outline a 4x4 square with a solid 2x2 core of walls.\n\nSHAPE: square",
        "square",
        True,
        "headed_sections",
    ),
    _r(
        "v54r_gemini_lower",
        "**Assessing the Pattern**\n\nThe open cells form a closed loop with four equal sides.\n\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v54r_phi4r_think",
        "<think>\nEmpty cells: (1,0),(1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2),(4,3). These are the boundary cells of a 4x4 square. So the shape is a square.\n</think>\n\nThe empty cells form the boundary of a 4x4 square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v54r_distill_qwen32b_capital",
        "<think>\nHollow square, 4 cells a side.\n</think>\n\nSHAPE: Square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v54r_qwen3_empty_think",
        "<think>\n\n</think>\n\nThe empty cells surround a 2x2 block of walls on all four sides, forming a square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v54r_small_think_repeat",
        "<think>\nThe shape is a square. The shape is a square. The shape is a square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "small_think_repeat",
    ),
    _r(
        "v54r_small_drafts",
        "<think>\nsquare\n</think>\n\nSHAPE: square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_drafts",
        "hard: the same name drafted three times; the drafts agree",
    ),
    _r(
        "v54r_small_drafts_diff",
        "<think>\nsquare or C\n</think>\n\nSHAPE: square\nSHAPE: C\nSHAPE: square\nSHAPE: C",
        U,
        False,
        "small_drafts_diff",
        "two different names drafted in turn with no pick between them",
    ),
    _r(
        "v54r_small_cut",
        "<think>\nThe empty cells are the cells with 0. The empty cells are the cells with 0. The empty cells are",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the thinking, before any shape is named",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v54c_r_qwen3_think_draft",
        "<think>\n先写 SHAPE: C？右边第 3 列 (2,3)、(3,3) 是 0，右边是通的，不是 C。是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
        "hard: a C drafted inside the closed thinking and rejected there; the answer after it "
        "is square",
    ),
    _r(
        "v54c_r_qwen3_think_unclosed",
        "<think>\n右边第 3 列 (2,3)、(3,3) 是 0，右边是通的，不是 C。四条边都在，所以答案是\nSHAPE: square\n不过我再确认一下第 0 列",
        U,
        False,
        "think_unclosed",
        "the name is given only inside a thinking block that is never closed; no answer after it",
    ),
    _r(
        "v54c_r_o3_wait_change",
        "SHAPE: C\n\nWait — (2, 3) and (3, 3) are open, so the right side is closed. It's a square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a 'wait' that changes the answer and names the new shape; the last stands",
    ),
    _r(
        "v54c_r_o3_wait_open",
        "SHAPE: square\n\nWait — if (2, 3) were a wall this would be a C. I haven't double-checked that cell.",
        U,
        False,
        "second_thought",
        "a 'wait' after the answer raises a doubt that would make it another shape, left open",
    ),
    _r(
        "v54c_r_gemini_two_finals",
        "**Final Answer**\n\nSHAPE: square\n\n**Reconsidering**\n\nThe loop could also be read as a C open at the top-right.\n\n**Final Answer**\n\nSHAPE: C",
        U,
        False,
        "two_finals",
        "two 'Final Answer' sections naming different shapes; the second is not said to "
        "replace the first",
    ),
    _r(
        "v54c_r_gemini_repeat_same",
        "**Final Answer**\n\nSHAPE: square\n\n**Double-Checking**\n\nAll four sides are present.\n\n**Final Answer**\n\nSHAPE: square",
        "square",
        True,
        "repeat_same",
        "hard: two 'Final Answer' sections that name the same shape; they agree",
    ),
    _r(
        "v54c_r_claude_question_open",
        "I can read this either as a square outline or as a C shape, depending on whether (2, 3) counts as open. Which did you intend?",
        U,
        False,
        "question_back",
        "two shapes left open and a question handed back instead of an answer",
    ),
    _r(
        "v54c_r_claude_check_after",
        "SHAPE: square\n\nChecking: rows 1 and 4 are open from column 0 to column 3, and columns 0 and 3 are open between them — the loop is closed, so square holds.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer that confirms it (strict: not the last line)",
    ),
]

# == generate: a new 5x5 maze whose open cells form a square (matrix unless said) ==========
GENERATE = [
    _g(
        "v54g_r1_think_tl4",
        "<think>\nThe original's empty cells are a 4x4 square ring in rows 1-4, columns 0-3. For a new maze I can move the ring to the top-left: rows 0-3, columns 0-3, and walls on row 4 and column 4. Put P at the top middle (0,2) and G at the bottom middle (3,2). Both on the ring, connected. Not a copy.\n</think>\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v54g_r1_think_rect",
        "<think>\nMake a smaller loop in the middle-right: rows 1-3, columns 1-4. P at (1,1), G at (3,4). The inside (2,2), (2,3) walls.\n</think>\n\nMAZE:\n"
        + RECT_3X4,
        F,
        False,
        "think_block",
        "hard: the loop is three rows by four columns, a rectangle: not the original's square",
    ),
    _g(
        "v54g_distill_qwen7b_think",
        "<think>\nThe shape is a square. I need a square ring. Wait, it can be a different size? The prompt says same shape, not same size of shape. A 3x3 ring on the left then: rows 1-3, columns 0-2. G at (1,0), P at (3,2).\n</think>\n\nMAZE:\n"
        + RING_LEFT3,
        S,
        True,
        "think_block",
        "hard: a 3x3 ring is a square ring of another size that fits, so the same shape",
    ),
    _g(
        "v54g_distill_llama8b_gap",
        "<think>\nI will make a square in the bottom right. Rows 1-4, columns 1-4. P at (1,1), G at (4,3).\n</think>\n\nMAZE:\n"
        + GAP_RING,
        F,
        False,
        "think_block",
        "hard: the ring is broken at (2,4), so the open cells are a hook, not a square",
    ),
    _g(
        "v54g_qwq_long",
        "<think>\nAlright, the original is a square ring. Let me make the full outer ring of the 5x5 grid instead — that's also a square. Wait, then every border cell is open and the middle 3x3 is walls. P at (3,4), G at (4,0). Can G be reached? Yes, along the bottom row from (4,4). Okay.\n</think>\n\nMAZE:\n"
        + RING_OUTER_CORNERS,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so the same shape",
    ),
    _g(
        "v54g_qwq_coord",
        "<think>\nSame format as above, the coordinate list. A 3x3 ring in the bottom-right corner: rows 2-4, columns 2-4, centre (3,3) a wall.\n</think>\n\nMAZE:\n"
        + coord_list(RING_BR3_MID),
        S,
        True,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v54g_qwen3_think_zh",
        "<think>\n原来的空格是一个 4x4 的方形环。我把它放到左上角：第 0-3 行、第 0-3 列，P 放在左边 (1,0)，G 放在右边 (2,3)。\n</think>\n\n新的迷宫如下：\n\nMAZE:\n"
        + RING_TL4_SIDES,
        S,
        True,
        "think_zh",
    ),
    _g(
        "v54g_qwen3_think_zh_spur",
        "<think>\n中间做一个 3x3 的环，再在右边开一个口通到 (2,4)，这样看起来不一样。\n</think>\n\nMAZE:\n"
        + SPUR_RING,
        F,
        False,
        "think_zh",
        "hard: the ring has an extra open cell sticking out at (2,4): not a square ring",
    ),
    _g(
        "v54g_o3_short",
        "3x3 ring in the top-right, G mid-left of the ring, P at its bottom-right corner.\n\nMAZE:\n"
        + RING_TR3_MID,
        S,
        True,
        "short_reasoning",
    ),
    _g(
        "v54g_o4mini_no_goal",
        "Small square ring, top-left, coordinate list as above.\n\nMAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "short_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v54g_gpt5_short",
        "Square ring moved to the top-left 4x4; P top, G bottom.\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "short_reasoning",
    ),
    _g(
        "v54g_gpt5_coord_gap",
        "4x4 ring in the bottom-right, coordinate list as above.\n\nMAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "short_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v54g_claude_summary",
        "I kept the shape — a square ring — and changed its size and place: a 3x3 ring against the left edge, with G at its top-left corner and P at its bottom-right, so the two are joined both ways around.\n\nMAZE:\n"
        + RING_LEFT3,
        S,
        True,
        "reasoning_summary",
    ),
    _g(
        "v54g_claude_four_wide",
        "I placed a 3x3 square ring in the middle of the right side, leaving a wall border.\n\nMAZE:\n"
        + FOUR_WIDE,
        F,
        False,
        "reasoning_summary",
        "hard: each row has four cells: a 5x4 maze, not the asked 5x5 (same size)",
    ),
    _g(
        "v54g_gemini_headed",
        "**Reusing the Shape**\n\nThe original's empty cells form a square ring. I'm moving it to the bottom-right corner at a smaller size.\n\n**Placing P and G**\n\nP goes at the ring's top-left corner, G in the middle of its right side.\n\nMAZE:\n"
        + RING_BR3_MID,
        S,
        True,
        "headed_sections",
    ),
    _g(
        "v54g_phi4r_explain_after",
        "MAZE:\n"
        + RING_TR3_MID
        + "\n\nExplanation: the empty cells are the border of a 3x3 square in the top-right corner; P and G lie on it.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v54g_small_think_repeat",
        "<think>\nMake a square. Make a square. Make a square on the outside.\n</think>\n\nMAZE:\n"
        + RING_OUTER_CORNERS,
        S,
        True,
        "small_think_repeat",
    ),
    _g(
        "v54g_small_drafts",
        "<think>\nsquare top left\n</think>\n\nMAZE:\n"
        + RING_TL4_SIDES
        + "\n\nMAZE:\n"
        + RING_TL4_SIDES,
        S,
        True,
        "small_drafts",
        "hard: the same maze drafted twice; the drafts agree, and the last MAZE: block ends the "
        "reply in the asked form",
    ),
    _g(
        "v54g_small_drafts_diff",
        "<think>\nsquare\n</think>\n\nMAZE:\n" + RING_TL4 + "\n\nMAZE:\n" + NO_GOAL,
        U,
        False,
        "small_drafts_diff",
        "two different mazes drafted one after the other with no pick between them",
    ),
    _g(
        "v54g_small_cut",
        "<think>\nThe maze is 5x5. The maze is 5x5. The new maze is",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the thinking, before any maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v54c_g_r1_think_draft",
        "<think>\nDraft:\n1 1 1 1 1\n1 P 0 0 1\n1 0 0 0 1\n1 0 0 G 1\n1 1 1 1 1\nNo — the centre (2,2) is open, that's a filled block, not a ring. Wall the centre and move the ring to the top-right instead.\n</think>\n\nMAZE:\n"
        + RING_TR3_MID,
        S,
        True,
        "think_draft",
        "hard: a filled block drafted inside the closed thinking and rejected there; the maze "
        "after it is a valid ring",
    ),
    _g(
        "v54c_g_r1_think_unclosed",
        "<think>\nA 3x3 ring in the bottom-right corner, centre walled:\nMAZE:\n"
        + RING_BR3_MID
        + "\nNow check that G is reachable from P",
        U,
        False,
        "think_unclosed",
        "the maze is given only inside a thinking block that is never closed; no answer after it",
    ),
    _g(
        "v54c_g_claude_condition_met",
        "If P and G may sit anywhere on the ring — the prompt only asks that both are on empty cells and joined — this works:\n\nMAZE:\n"
        + RING_LEFT3,
        S,
        True,
        "conditional",
        "hard: the condition is settled in the reply by the prompt's own wording; one ring",
    ),
    _g(
        "v54c_g_claude_condition_open",
        "This works provided a 3x3 ring still counts as the same shape as the original 4x4 one — I'm not certain it does.\n\nMAZE:\n"
        + RING_LEFT3,
        U,
        False,
        "conditional",
        "the maze is offered under a condition the reply leaves open (whether the size matters)",
    ),
    _g(
        "v54c_g_gpt5_summary_agrees",
        "MAZE:\n"
        + RING_TL4
        + "\n\nSummary: a 4x4 square ring in the top-left, P at (0, 2), G at (3, 2).",
        S,
        False,
        "summary_agrees",
        "hard: a summary after the maze that describes the same maze (strict: text after the maze)",
    ),
    _g(
        "v54c_g_gpt5_summary_other",
        "MAZE:\n"
        + RING_TL4
        + "\n\nSummary: a 3x3 square ring in the bottom-right corner, P at (2, 2), G at (3, 4).",
        U,
        False,
        "summary_conflict",
        "the summary after the maze describes a different maze; the two answers conflict",
    ),
    _g(
        "v54c_g_qwq_wait_change",
        "MAZE:\n"
        + NO_GOAL
        + "\n\nWait — that maze has no G. Fixed version:\n\nMAZE:\n"
        + RING_TL4_SIDES,
        S,
        True,
        "correction",
        "hard: a 'wait' that replaces a broken maze with a named new one; the last stands",
    ),
    _g(
        "v54c_g_qwq_two_options",
        "**Option 1**\n\nMAZE:\n"
        + RING_TR3_MID
        + "\n\n**Option 2**\n\nMAZE:\n"
        + RING_OUTER_CORNERS
        + "\n\nEither keeps the square shape.",
        U,
        False,
        "two_options",
        "two mazes offered as options with no pick",
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v54p_r1_think",
        "<think>\nOkay, the board is 2x2. The top-left piece is an elbow opening up and right. Up points off the board, which isn't allowed. If I turn it clockwise, up goes to right and right goes to down, so it opens right and down — toward (0,1) and (1,0). That connects. Counterclockwise would give left and up, both off the board. So clockwise.\n</think>\n\nTurning the top-left elbow clockwise points it at its two neighbours.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v54p_r1_think_zh",
        "<think>\n右下角 (1,1) 的管道开口朝右和朝下，都指向棋盘外。逆时针转一次：右变成上，下变成右……还是有一个朝外。顺时针转一次：右变成下，下变成左，还是朝外。那转两次？一次只能转 90 度，先逆时针。\n</think>\n\nRotate the bottom-right piece counterclockwise first.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_zh",
    ),
    _p(
        "v54p_distill_qwen7b_think",
        "<think>\nThe piece at (0,1) opens to the right, off the board. Wait, turning clockwise makes the right opening point down. Down from (0,1) is (1,1). Wait, does (1,1) open up? Yes. Okay, clockwise.\n</think>\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v54p_distill_llama8b_boxed",
        "<think>\nThe bottom-left piece points down, off the board. One counterclockwise turn makes it point right, to (1,1).\n</think>\n\n**Final Answer**\nROTATE: \\boxed{(1, 0)} counterclockwise",
        (2, CCW),
        False,
        "boxed",
        "hard: the square wrapped in LaTeX \\boxed{} on the ROTATE line; one clear move "
        "(strict: not the asked form)",
    ),
    _p(
        "v54p_qwq_long",
        "<think>\nLet me go through each piece. (0,0): connects right and down — fine. (0,1): connects left and down — fine. (1,0): connects up and right — fine. (1,1): opens up and right. Right is off the board. So (1,1) is the problem. Turning it counterclockwise: up becomes left, right becomes up. Left and up: left goes to (1,0), which opens right — match. Up goes to (0,1), which opens down — match. So counterclockwise solves it.\n\nWait, let me double-check the rotation direction. Clockwise moves a top opening to the right side, per the prompt. So counterclockwise moves a right opening to the top. Yes, right→up, up→left. Good.\n</think>\n\n**Final Answer**\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "final_answer_heading",
    ),
    _p(
        "v54p_qwen3_think_zh",
        "<think>\n看一下每个方块。左上 (0,0) 开口朝左，指向外面。顺时针转一次，左变成上，还是外面。逆时针转一次，左变成下，连到 (1,0)。所以逆时针。\n</think>\n\n把左上角的方块逆时针旋转一次。\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "think_zh",
    ),
    _p(
        "v54p_qwen3_think_en",
        "<think>\nThe top-right piece is a straight pipe running top to bottom. Its top end points off the board. Turning it clockwise makes it run left to right: left connects to (0,0), right points off the board. Hmm. Either way one end is off. But (0,0) opens right, so a horizontal piece connects there. I'll turn it clockwise and fix the rest next.\n</think>\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v54p_qwen3_zh_word",
        "<think>\n左下角需要转。\n</think>\n\n左下角的方块顺时针转一次。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (顺时针, clockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v54p_o3_short",
        "(1, 0) opens left, off the board; one clockwise turn points it up to (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "short_reasoning",
    ),
    _p(
        "v54p_o4mini_short",
        "Only (0, 1) has a dangling end (top). CCW turn → opens left, meeting (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "short_reasoning",
    ),
    _p(
        "v54p_gpt5_short",
        "Bottom-right elbow faces away from the board; a clockwise quarter turn brings both ends inward.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "short_reasoning",
    ),
    _p(
        "v54p_gpt5_period",
        "Top-left piece: one counterclockwise turn closes the loop.\n\nROTATE: (0, 0) counterclockwise.",
        (0, CCW),
        True,
        "trailing_period",
        "hard: a full stop right after the direction; by the ruling it stays in format",
    ),
    _p(
        "v54p_claude_summary",
        "I checked each square's pipe ends against its neighbours. Everything meets except the top-right square, whose top opening points off the board; a clockwise turn moves that opening to the right... which is also off the board, so instead a counterclockwise turn moves it to the left, meeting (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "reasoning_summary",
    ),
    _p(
        "v54p_claude_summary_check",
        "I went square by square. The bottom-left piece opens downward, off the board, while (1, 1) has an opening on its left waiting for it. Turning (1, 0) counterclockwise sends down to right... I'll verify the direction: clockwise moves top to right, so counterclockwise moves bottom to right. Yes.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "reasoning_summary",
    ),
    _p(
        "v54p_gemini_headed",
        "**Examining the Pipes**\n\nI'm checking where each square's pipe ends point. The bottom-right square has an end pointing off the right edge.\n\n**Selecting the Rotation**\n\nA clockwise turn moves that end downward — still off the board — so I'm choosing counterclockwise, which points it up toward (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "headed_sections",
    ),
    _p(
        "v54p_gemini_own_line",
        "**Final Decision**\n\nTurn the top-left square clockwise.\n\nROTATE:\n(0, 0) clockwise",
        (0, CW),
        False,
        "label_own_line",
        "hard: the label alone on a line and the move on the next; one clear move (strict: the "
        "label line carries no move)",
    ),
    _p(
        "v54p_phi4r_think",
        "<think>\nWe analyze the board. Square (0,1) has an opening at top, pointing outside. Rotating clockwise maps top to right (still outside). Rotating counterclockwise maps top to left, connecting with (0,0). Choose counterclockwise.\n</think>\n\nRotate the top-right square counterclockwise.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v54p_phi4r_explain_after",
        "ROTATE: (1, 0) clockwise\n\nExplanation: the bottom-left square's left opening moves to the top, where it meets the bottom opening of (0, 0).",
        (2, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v54p_small_think_repeat",
        "<think>\nRotate the top left. Rotate the top left. Rotate the top left clockwise.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_think_repeat",
    ),
    _p(
        "v54p_small_drafts",
        "<think>\nbottom right\n</think>\n\nROTATE: (1, 1) counterclockwise\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_drafts",
        "hard: the same move drafted twice; the drafts agree, so one move",
    ),
    _p(
        "v54p_small_drafts_diff",
        "<think>\nrotate\n</think>\n\nROTATE: (0, 1) clockwise\nROTATE: (1, 0) counterclockwise\nROTATE: (0, 1) clockwise",
        U,
        False,
        "small_drafts_diff",
        "two different moves drafted in turn with no pick between them",
    ),
    _p(
        "v54p_small_cut_after_think",
        "<think>\nThe top right piece. The top right piece. The top right piece is wrong.\n</think>\n\nROTATE: (0,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens right after the thinking, inside the ROTATE line",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v54c_p_r1_think_draft",
        "<think>\nMaybe ROTATE: (0, 1) clockwise? No — that sends its top end to the right, still off the board. The real culprit is (1, 0): its left end should face up. Counterclockwise would send left to down, wrong. Clockwise sends left to up. Hmm, so (1, 0) clockwise.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_draft",
        "hard: a ROTATE drafted inside the closed thinking and rejected there; the move after "
        "it is (1, 0) clockwise",
    ),
    _p(
        "v54c_p_r1_think_unclosed",
        "<think>\nThe culprit is (1, 0): its left end should face up, and clockwise sends left to up. So the answer is ROTATE: (1, 0) clockwise. Let me make sure (0, 0) really opens downward",
        U,
        False,
        "think_unclosed",
        "the move is given only inside a thinking block that is never closed; no answer after it",
    ),
    _p(
        "v54c_p_o3_rejected",
        "(0, 0) clockwise would also close that end but opens a new one on the left edge, so not that. Going with the bottom-right square.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "rejected_alternative",
        "hard: another move weighed and set aside in words; one ROTATE line",
    ),
    _p(
        "v54c_p_qwq_two_finals",
        "<think>\nEither (0,0) clockwise or counterclockwise might work depending on the elbow.\n</think>\n\n**Final Answer**\n\nROTATE: (0, 0) clockwise\n\n**Final Answer**\n\nROTATE: (0, 0) counterclockwise",
        U,
        False,
        "two_finals",
        "two 'Final Answer' sections naming opposite turns of the same square; neither is said "
        "to replace the other",
    ),
    _p(
        "v54c_p_claude_check_after",
        "ROTATE: (1, 0) clockwise\n\nLet me double-check the direction: clockwise moves a top opening to the right, so a left opening moves to the top — toward (0, 0). That's the turn I want.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms its direction (strict: not the last line)",
    ),
    _p(
        "v54c_p_claude_wait_open",
        "ROTATE: (1, 0) clockwise\n\nWait — or should it be counterclockwise? I keep mixing up which way the left opening goes, and I haven't resolved it.",
        U,
        False,
        "second_thought",
        "a 'wait' after the move doubts its direction and does not settle it",
    ),
    _p(
        "v54c_p_gemini_summary_agrees",
        "ROTATE: (0, 1) counterclockwise\n\n**Summary**\n\nA quarter turn counterclockwise of the top-right square points its loose end at (0, 0).",
        (1, CCW),
        False,
        "summary_agrees",
        "hard: a summary after the move that restates the same move (strict: not the last line)",
    ),
    _p(
        "v54c_p_gemini_question_open",
        "**Weighing the Options**\n\nI could turn the top-right square or the bottom-right one first; it depends on which pipe you want to keep fixed. Which would you prefer?",
        U,
        False,
        "question_back",
        "a question handed back instead of a move; two squares left open",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v54",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v54.py: counts, no reader
    print_counts(all_cases(), problems())

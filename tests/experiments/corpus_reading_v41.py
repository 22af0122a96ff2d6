"""A forty-first, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v40`` were read for the data format and the rulings as applied.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes of the prompt, repeats, half-formed labels, cut-offs), and a chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``), unclear
replies and clear look-alikes about even, more Chinese and Qwen-style replies than before. The
chosen quarter is the hard cases of everyday replies, each in a clear and an unclear form: the
answer first and a justification after it that keeps it (or ends preferring another); a
self-correction mid-reasoning naming the new value (or a withdrawal naming none); a Qwen3
thinking block closed with an answer after it (or never closed); a markdown summary table
with one row marked chosen (or two rows marked); a Chinese reply whose last sentence commits
(or asks the user to choose); a move conditional on a convention the prompt settles (or
one the reply leaves open). New rings, broken mazes and routes, new against every set before.

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
DETOUR_LEFT = "1,0 2,0 1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step down and back, a step right and back, then the left column and bottom row."""
DETOUR_RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: the top row, two steps down the right column and back up, then down to G."""
PAST_BACK_LEFT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 4,3 4,2"
"""Valid up to its last G (G, a step back up, G again), then one cell on to (4,2)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
THROUGH_21 = "1,0 2,0 2,1 3,1 4,1 4,2 4,3"
"""Broken: onto the walls (2,1) and (3,1)."""
JUMP_12 = "1,0 1,2 1,3 2,3 3,3 4,3"
"""Broken: a jump from P over (1,1) to (1,2)."""
SHORT_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell short of G."""

# == generated mazes (5x5) =================================================================
RING_TOP3 = """\
1 0 0 0 1
1 G 1 0 1
1 0 0 P 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top middle, P at (2,3), G at (1,1)."""

RING_TR4 = """\
1 0 0 0 0
1 0 1 1 G
1 0 1 1 0
1 0 P 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (3,2), G at (1,4)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 P 0 1 1
0 1 0 1 1
0 0 G 1 1"""
"""Valid: a 3x3 ring in the bottom-left, P at (2,1), G at (4,2)."""

RING_BL4 = """\
1 1 1 1 1
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
0 G 0 0 1"""
"""Valid: a 4x4 ring on the bottom-left (ORIGINAL's ring), P at (1,2), G at (4,1)."""

TWO_PLAYERS = """\
1 1 1 1 1
1 P 0 P 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 centre ring with two players."""

U_SHAPE = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 1 G 1
1 1 1 1 1"""
"""Broken: a 3x3 centre ring with its bottom middle (3,2) walled, a U not a ring."""

LOWER_LETTERS = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 p 0
1 1 0 1 0
1 1 g 0 0"""
"""Broken: a 3x3 ring in the bottom-right with lower-case p and g."""

FOUR_ROWS = """\
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 0 P 0 1"""
"""Broken: four rows, not five."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v41s_gpt4o_plain",
        "The player is at (1, 0). Moving down to (2, 0) is open and starts the left column toward the goal.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v41s_gpt4o_bold",
        "Looking at the grid, (1, 1) to the right is an open cell on the top row.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v41s_gpt41_terse",
        "Right is open and on a shortest path.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v41s_gpt41_heading",
        "### Analysis\n- Current position: (1, 0)\n- Open neighbours: (2, 0), (1, 1)\n- Both lead around the ring to G at (4, 3) in 6 steps.\n\n### Answer\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v41s_gpt5_brief",
        "Either neighbour works; I'll take the top row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
        "hard: says either works, then picks in words and labels one",
    ),
    _s(
        "v41s_gpt5_answer_first",
        "MOVE: (2, 0)\n\nWhy: (2, 0) is open, and the left column plus the bottom row reach G in six moves.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the answer comes first; the explanation after it (strict: not the last line)",
    ),
    _s(
        "v41s_gpt41_rejected",
        "I considered (0, 0), but row 0 is all walls, so that one is out. The open choice toward G is to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: a wall cell named and rejected, then one move labelled last",
    ),
    _s(
        "v41s_sonnet4_prose",
        "I'll move down along the left side of the maze. The cell below the player, (2, 0), is a path cell.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v41s_sonnet4_fence",
        "I'll step onto the top corridor.\n\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
        "hard: the label inside a code fence (strict: fenced)",
    ),
    _s(
        "v41s_haiku4_short",
        "Moving right along the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v41s_opus4_check",
        "Let me check the neighbours of (1, 0): up (0, 0) is a wall, right (1, 1) is open, down (2, 0) is open, left is off the grid. Both open moves are on a shortest path.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v41s_flash_list",
        "*   **Up:** wall\n*   **Right:** (1, 1) open\n*   **Down:** (2, 0) open\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v41s_pro_spacing",
        "The best next step is down.\n\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: no space after the comma (strict: format miss), the cell is clear",
    ),
    _s(
        "v41s_qwen25_zh",
        "玩家在 (1, 0)，下方 (2, 0) 是通路，可以沿左列走到底再向右到终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v41s_qwen25_fullwidth",
        "下一步：MOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _s(
        "v41s_qwen3_think",
        "<think>\n好的，玩家在(1,0)。上面是墙，右边(1,1)是0，下面(2,0)是0。两条路一样长，选向右。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v41s_qwen3_direction_zh",
        "向下走一步。",
        (2, 0),
        None,
        "direction_word",
        "hard: a Chinese direction word ('向下', down) for the neighbouring cell (2, 0)",
    ),
    _s(
        "v41s_llama33_sure",
        "Sure! The next move is to go down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v41s_llama33_wall",
        "MOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_answer",
        "hard: a move into the wall above P, read as written (a wrong move, not unreadable)",
    ),
    _s("v41s_llama4_emoji", "🧭 Next step: right!\n\nMOVE: (1, 1)", (1, 1), (1, 1), "asked_format"),
    _s(
        "v41s_mistral_plain",
        "The player can move down or right. I choose down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v41s_phi4_steps",
        "Step 1: P is at (1, 0).\nStep 2: (2, 0) is 0, so it is open.\nStep 3: move there.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v41s_v3_latex",
        "The move is $\\boxed{(1, 1)}$.",
        (1, 1),
        None,
        "latex_boxed",
        "hard: the cell in LaTeX \\boxed{} with no label (strict: no MOVE: line)",
    ),
    _s(
        "v41s_r1_think",
        "<think>\nP at row 1 col 0. Row 2 col 0 is 0. Row 1 col 1 is 0. Going down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Six steps. Fine.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v41s_r1_cut",
        "<think>\nOkay, the player is at (1, 0). Let me look at the cells around it. Above is row 0, all walls. To the right is (1, 1), which is",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any move",
        finish_reason=L,
    ),
]

SOLVE += [
    _s(
        "v41s_small_echo",
        "Reply with MOVE: (row, col).",
        U,
        None,
        "small_echo",
        "the prompt's instruction echoed; no move",
    ),
    _s(
        "v41s_small_repeat",
        "Go down one.\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v41s_small_half_label",
        "The player moves right. MOVE (1, 1)",
        (1, 1),
        None,
        "small_half_label",
        "hard: a half-formed label without its colon, one cell",
    ),
    _s(
        "v41s_small_grid_echo",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\nMOVE:",
        U,
        None,
        "small_echo",
        "the maze echoed and an empty label; no move",
    ),
    _s(
        "v41s_small_cut",
        "The next cell is MOVE: (2,",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v41s_small_two_cells",
        "MOVE: (1, 1) or (2, 0)",
        U,
        None,
        "small_two_options",
        "two cells offered as alternatives on the label line, no pick",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v41c_s_conditional_resolved",
        "If (0, 0) is the top-left corner — and the prompt says rows count from the top — then the cell below the player is (2, 0), and it is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is settled in the same sentence by the prompt's own convention; one move labelled last",
    ),
    _s(
        "v41c_s_conditional_open",
        "If rows are counted from the top, the move is MOVE: (2, 0). If they're counted from the bottom, it would be (1, 1) instead. I'm not sure which convention this grid uses.",
        U,
        None,
        "conditional",
        "the move depends on a convention the reply leaves unresolved, each case naming a different cell",
    ),
    _s(
        "v41c_s_answer_first_kept",
        "MOVE: (1, 1)\n\nLet me double-check: (1, 1) is a 0 in row 1, and from there the top row leads to (1, 3) and down to G. Yes, (1, 1) is right.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the answer confirms it (strict: not the last line)",
    ),
    _s(
        "v41c_s_answer_first_turned",
        "MOVE: (1, 1)\n\nHmm, on reflection, going down the left column might be the safer way since the bottom row leads straight to G.",
        U,
        None,
        "second_thought",
        "the check after the answer leans to another move and commits to neither",
    ),
    _s(
        "v41c_s_correction",
        "Right looks good: (1, 1). Actually no — I misread row 1; I'll go down instead, to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction mid-reasoning naming the new cell, labelled last",
    ),
    _s(
        "v41c_s_withdrawn",
        "MOVE: (1, 1)\n\nActually, scratch that — I'm not sure that's an open cell. Let me re-read the grid.",
        U,
        None,
        "withdrawn",
        "the answer withdrawn with no new move named",
    ),
    _s(
        "v41c_s_qwen3_closed",
        "<think>\n我先看看右边 (1,1)，是 0。再看下边 (2,0)，也是 0。嗯，都可以。还是向下吧。\n</think>\n\n向下移动。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
        "hard: both weighed in the thinking, the answer after it labelled last",
    ),
    _s(
        "v41c_s_qwen3_unclosed",
        "<think>\n玩家在 (1,0)。右边 (1,1) 是 0，下边 (2,0) 也是 0。我倾向于 MOVE: (2, 0)，不过再检查一下第二行……",
        U,
        None,
        "think_unclosed",
        "a thinking block never closed, no answer after it (a draft label inside it)",
    ),
    _s(
        "v41c_s_table_one",
        "| Move | Cell | Open? | Choice |\n|---|---|---|---|\n| Right | (1, 1) | ✅ | |\n| Down | (2, 0) | ✅ | ⭐ chosen |\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table_pick",
        "hard: a table of both moves with one row marked chosen, labelled last",
    ),
    _s(
        "v41c_s_table_two",
        "| Move | Cell | Open? | Recommended |\n|---|---|---|---|\n| Right | (1, 1) | ✅ | ✅ |\n| Down | (2, 0) | ✅ | ✅ |\n\nBoth are equally good.",
        U,
        None,
        "table_tie",
        "two rows marked recommended, both said equal, no pick",
    ),
    _s(
        "v41c_s_zh_commit",
        "向右 (1, 1) 或向下 (2, 0) 都可以到终点，路程一样。最终选择：向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "zh_pick",
        "hard: two moves weighed in Chinese, the final choice said ('最终选择：向下') and labelled last",
    ),
    _s(
        "v41c_s_zh_ask",
        "向右 (1, 1) 或向下 (2, 0) 都可以到终点，路程一样。你想走哪一边？",
        U,
        None,
        "question_back",
        "two moves, the choice left to the user ('你想走哪一边？')",
    ),
]

# == one_shot: the whole path from P to G ===================================================
ONE_SHOT = [
    _o(
        "v41o_gpt4o_plain",
        "Going right along the top row and then down the right column:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v41o_gpt41_left",
        "Down the left column, then along the bottom row.\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v41o_gpt5_back_down",
        "A short detour first, then the left side.\n\nPATH: " + path_text(DETOUR_LEFT),
        S,
        True,
        "detour",
        "hard: a step down and back and a step right and back onto P are legal; the route still reaches G",
    ),
    _o(
        "v41o_sonnet4_top_back",
        "Here's a path that reaches the goal:\n\nPATH: " + path_text(DETOUR_RIGHT),
        S,
        True,
        "detour",
        "hard: two steps down the right column and back up, then down to G; every step legal",
    ),
    _o(
        "v41o_haiku4_arrows",
        "The route, step by step:\n\nPATH: " + path_text(LEFT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: cells joined by arrows (strict: the prompt separates them by spaces)",
    ),
    _o(
        "v41o_opus4_past",
        "I'll go along the top and down the right side; I overshoot a little at the end.\n\nPATH: "
        + path_text(PAST_BACK_LEFT),
        S,
        True,
        "past_goal",
        "hard: the walk reaches G, steps back and returns, then goes on to (4,2); the specification checks up to the last G",
    ),
    _o("v41o_flash_wall", "PATH: " + path_text(THROUGH_21), F, False, "wrong_answer"),
    _o(
        "v41o_pro_jump",
        "The shortest route skips along the top:\n\nPATH: " + path_text(JUMP_12),
        F,
        False,
        "wrong_answer",
    ),
    _o(
        "v41o_qwen25_zh",
        "从 (1, 0) 出发，先向下走到底，再向右走到终点。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o("v41o_qwen25_short", "路径如下：\n\nPATH: " + path_text(SHORT_33), F, False, "wrong_answer"),
    _o(
        "v41o_qwen3_think",
        "<think>\n右边一排都是0，然后右列往下到(4,3)。\n</think>\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v41o_llama33_commas",
        "Here is the path you asked for:\n\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "spacing",
        "hard: cells separated by commas (strict: the prompt separates them by spaces)",
    ),
    _o(
        "v41o_llama4_list",
        "The path:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_list",
        "hard: the route as a numbered list without a PATH: label",
    ),
    _o("v41o_mistral_plain", "PATH: " + path_text(DETOUR_RIGHT), S, True, "asked_format"),
    _o(
        "v41o_phi4_steps",
        "Starting at P (1, 0), I move right three times and down three times.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v41o_v3_json",
        '```json\n{"path": [[1, 0], [2, 0], [2, 1], [3, 1], [4, 1], [4, 2], [4, 3]]}\n```',
        F,
        False,
        "json_answer",
        "hard: a JSON path through the walls (2,1) and (3,1): read, and wrong",
    ),
    _o(
        "v41o_r1_think",
        "<think>\nLeft column: (2,0) (3,0) (4,0) all 0. Bottom row (4,1) (4,2) 0, then G. Good.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v41o_r1_cut",
        "<think>\nThe player starts at (1, 0). Going right: (1, 1), (1, 2), (1, 3). Then down: (2, 3), (3, 3)",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, no path given",
        finish_reason=L,
    ),
]

ONE_SHOT += [
    _o(
        "v41o_small_echo",
        "Give the path as PATH: (row, col) (row, col) ... PATH:",
        U,
        False,
        "small_echo",
        "the prompt's template echoed; no path",
    ),
    _o(
        "v41o_small_repeat",
        "Path:\nPATH: " + path_text(LEFT_COL) + "\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_repeat",
    ),
    _o(
        "v41o_small_half_label",
        "PATH " + path_text(RIGHT_COL),
        S,
        False,
        "small_half_label",
        "hard: a half-formed label without its colon, one route",
    ),
    _o(
        "v41o_small_cut",
        "PATH: (1, 0) (2, 0) (3, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v41c_o_answer_first_kept",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nVerifying: every cell is a 0 and each step moves one cell. The path ends at G (4, 3). ✓",
        S,
        False,
        "verification_after",
        "hard: a check after the path confirms it (strict: not the last line)",
    ),
    _o(
        "v41c_o_answer_first_turned",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nWait, I should double-check whether (3, 0) is open; row 3 might start with a 1. If it does, the top route would be needed instead.",
        U,
        False,
        "second_thought",
        "the check is left open and another route is offered if it fails",
    ),
    _o(
        "v41c_o_correction",
        "PATH: "
        + path_text(SHORT_33)
        + "\n\nCorrection: I stopped one cell early. The full path is:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: a correction naming the full route, labelled last",
    ),
    _o(
        "v41c_o_withdrawn",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nHmm, I don't think this is right after all. I need to recheck the walls.",
        U,
        False,
        "withdrawn",
        "the path withdrawn with no new route named",
    ),
    _o(
        "v41c_o_qwen3_closed",
        "<think>\n草稿：PATH: (1, 0) (1, 2) (1, 3)... 不对，跳过了 (1,1)。重新来。\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_draft",
        "hard: a broken draft inside the thinking, the answer after it labelled last",
    ),
    _o(
        "v41c_o_qwen3_unclosed",
        "<think>\n从 (1,0) 开始。向右：(1,1) (1,2) (1,3)，然后向下 (2,3) (3,3) (4,3)。所以 PATH: "
        + path_text(RIGHT_COL)
        + "。等等，我再确认一下第三行……",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _o(
        "v41c_o_zh_commit",
        "有两条路：上边再右边，或者左边再下边。两条一样长，我选左边那条。\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "zh_pick",
        "hard: two routes weighed in Chinese, one picked in words ('我选左边那条') and labelled last",
    ),
    _o(
        "v41c_o_zh_ask",
        "有两条路：上边再右边，或者左边再下边，长度一样。需要我写出哪一条？",
        U,
        False,
        "question_back",
        "two routes named, which to write left to the user",
    ),
]

# == recognize: the maze's open cells form a square (ring) ==================================
RECOGNIZE = [
    _r(
        "v41r_gpt4o_plain",
        "The open cells form a closed loop with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v41r_gpt4o_bold",
        "The loop has four equal sides.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r("v41r_gpt41_terse", "A closed 4x4 loop.\nSHAPE: square", "square", True, "asked_format"),
    _r(
        "v41r_gpt5_rectangle",
        "The path traces the outline of a rectangle (4 by 4 cells).\n\nSHAPE: rectangle",
        "square",
        False,
        "synonym",
        "hard: 'rectangle' is one of the square's variants (strict: not the prompt's name)",
    ),
    _r(
        "v41r_sonnet4_plain",
        "Tracing the 0s, the path runs along the top, down the right, along the bottom and up the left — a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v41r_haiku4_cross",
        "The open cells meet at the centre like a plus sign.\n\nSHAPE: cross",
        "cross",
        False,
        "wrong_answer",
    ),
    _r(
        "v41r_opus4_heading",
        "## Shape identification\n\nThe open cells outline a ring around a 2x2 block of walls.\n\n**Answer:** square",
        "square",
        False,
        "answer_heading",
        "hard: the answer under an 'Answer:' heading, no SHAPE: label",
    ),
    _r(
        "v41r_flash_list",
        "*   Top edge: open\n*   Right edge: open\n*   Bottom edge: open\n*   Left edge: open\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v41r_pro_spiral",
        "The corridor seems to wind inward toward the walls in the middle.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_answer",
    ),
    _r(
        "v41r_qwen25_zh_name",
        "这些通路围成一个正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 (square) on the label (strict: not an English name)",
    ),
    _r(
        "v41r_qwen25_zh_en",
        "通路形成一个方形环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v41r_qwen3_think",
        "<think>\n第一行到第四行，外圈都是0，中间是墙。是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v41r_qwen3_triangle_zh",
        "SHAPE: 三角形",
        "triangle",
        False,
        "chinese_value",
        "hard: the Chinese name 三角形 (triangle): read, and wrong",
    ),
    _r(
        "v41r_llama33_sure",
        "Sure! The shape formed by the path is a square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v41r_llama4_lower",
        "Four sides, all the same length.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case (strict: not the prompt's label)",
    ),
    _r("v41r_mistral_z", "SHAPE: Z", "Z", False, "wrong_answer"),
    _r(
        "v41r_phi4_quadrilateral",
        "The open cells outline a quadrilateral.\n\nSHAPE: quadrilateral",
        "square",
        False,
        "synonym",
        "hard: 'quadrilateral' is one of the square's variants (strict: not the prompt's name)",
    ),
    _r(
        "v41r_v3_boxed",
        "The open cells form a ring, so the answer is $\\boxed{\\text{square}}$",
        "square",
        False,
        "latex_boxed",
        "hard: the name in \\boxed{\\text{}} with no label",
    ),
    _r(
        "v41r_r1_think",
        "<think>\nRing of 0s: rows 1-4, columns 0-3. Equal sides. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v41r_r1_cut",
        "<think>\nLet me trace the open cells. Row 1: (1,0) (1,1) (1,2) (1,3). Row 2: (2,0) and (2,3). So far this looks like",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, no shape named",
        finish_reason=L,
    ),
]

RECOGNIZE += [
    _r(
        "v41r_small_echo",
        "What shape do the open cells form? SHAPE:",
        U,
        False,
        "small_echo",
        "the question echoed and an empty label; no shape",
    ),
    _r(
        "v41r_small_repeat",
        "SHAPE: square SHAPE: square SHAPE: square",
        "square",
        False,
        "small_repeat",
        "hard: one name repeated on one line (strict: not one label)",
    ),
    _r(
        "v41r_small_half_label",
        "It is a SHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: a half-formed label without its colon, one name",
    ),
    _r(
        "v41r_small_cut",
        "The shape is SHAPE: squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v41c_r_answer_first_kept",
        "SHAPE: square\n\nTo confirm: four straight sides of equal length meeting at right angles, enclosing walls. Definitely a square.",
        "square",
        False,
        "verification_after",
        "hard: a check after the name confirms it (strict: not the last line)",
    ),
    _r(
        "v41c_r_answer_first_turned",
        "SHAPE: square\n\nAlthough, looking at how the path turns at each corner, it could also be read as a spiral. I'm not fully sure.",
        U,
        False,
        "second_thought",
        "a doubt after the name raises another shape and is left open",
    ),
    _r(
        "v41c_r_correction",
        "At first glance it looks like a C, since the left side... no, the left column is open all the way. It's closed, so it's a square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a first guess corrected mid-reasoning to a named shape, labelled last",
    ),
    _r(
        "v41c_r_withdrawn",
        "SHAPE: square\n\nActually, I take that back — I may have misread the grid.",
        U,
        False,
        "withdrawn",
        "the name withdrawn with no new shape named",
    ),
    _r(
        "v41c_r_qwen3_closed",
        "<think>\n一开始以为是 C 形，但左边是通的，闭合的。所以是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
        "hard: C weighed in the thinking, the answer after it labelled last",
    ),
    _r(
        "v41c_r_qwen3_unclosed",
        "<think>\n外圈都是 0……可能是正方形，也可能是 C 形，要看左下角 (4,0)。让我再看看",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _r(
        "v41c_r_zh_commit",
        "看起来像 C 形，也像正方形。仔细看左边是闭合的，所以答案是正方形。\n\nSHAPE: square",
        "square",
        True,
        "zh_pick",
        "hard: two shapes weighed in Chinese, one picked in words ('所以答案是正方形') and labelled last",
    ),
    _r(
        "v41c_r_zh_ask",
        "看起来像正方形，也可能是 C 形。你觉得是哪一个？",
        U,
        False,
        "question_back",
        "two shapes named, the choice left to the user ('你觉得是哪一个？')",
    ),
]

# == generate: a new 5x5 ring maze in the asked encoding ====================================
GENERATE = [
    _g(
        "v41g_gpt4o_plain",
        "Here is a new maze with a 3x3 loop at the top:\n\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "asked_format",
    ),
    _g("v41g_gpt41_terse", "MAZE:\n" + RING_TR4, S, True, "asked_format"),
    _g(
        "v41g_gpt5_fenced",
        "MAZE:\n```\n" + RING_BL3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v41g_sonnet4_plain",
        "I'll place a 4x4 ring in the upper right, with the player on the bottom side and the goal on the right.\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v41g_sonnet4_copy",
        "Here is a maze:\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copied_example",
        "hard: the example maze copied back, not a new one",
    ),
    _g("v41g_haiku4_two_p", "MAZE:\n" + TWO_PLAYERS, F, False, "broken_maze"),
    _g(
        "v41g_opus4_coord",
        "MAZE:\n" + coord_list(RING_TOP3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g("v41g_flash_u", "Here's a compact maze:\n\nMAZE:\n" + U_SHAPE, F, False, "broken_maze"),
    _g(
        "v41g_pro_coord",
        "The maze in coordinate-list form:\n\nMAZE:\n" + coord_list(RING_BL4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v41g_qwen25_zh",
        "下面是一个新的迷宫，通路在左下角形成一个 3x3 的环：\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v41g_qwen25_lower",
        "MAZE:\n" + LOWER_LETTERS,
        F,
        False,
        "broken_maze",
        "hard: lower-case p and g (the generated format has capital P and G): a fail",
    ),
    _g(
        "v41g_qwen3_think",
        "<think>\n放一个 4x4 的环在左下，P 在 (1,2)，G 在 (4,1)。\n</think>\n\nMAZE:\n" + RING_BL4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v41g_llama33_sure",
        "Sure! Here's a new maze:\n\nMAZE:\n"
        + RING_TOP3
        + "\n\nThe player starts at (2, 3) and the goal is at (1, 1).",
        S,
        False,
        "answer_then_explanation",
        "hard: a sentence after the maze (strict: not the last line)",
    ),
    _g("v41g_llama4_four_rows", "MAZE:\n" + FOUR_ROWS, F, False, "broken_maze"),
    _g("v41g_mistral_plain", "MAZE:\n" + RING_BL3, S, True, "asked_format"),
    _g(
        "v41g_phi4_two_p",
        "Here is the generated maze.\n\nMAZE:\n" + TWO_PLAYERS + "\n\nEach P marks a start.",
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v41g_v3_coord_u",
        "MAZE:\n" + coord_list(U_SHAPE),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _g(
        "v41g_r1_think",
        "<think>\nA 3x3 ring at rows 0-2, columns 1-3. G at (1,1), P at (2,3). Check: ring closed, centre (1,2) wall.\n</think>\n\nMAZE:\n"
        + RING_TOP3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v41g_r1_cut",
        "<think>\nI need a 5x5 grid. Let me put the ring in the top right. Row 0: 1 0 0 0 0. Row 1: 1 0 1 1 G. Row 2:",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, no maze given",
        finish_reason=L,
    ),
]

GENERATE += [
    _g(
        "v41g_small_echo",
        "MAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nMAZE:\n1 1 1 1 1\nP 0 0 0 1",
        F,
        False,
        "small_echo",
        "hard: the example maze echoed back, then a second copy broken off after two rows; the last maze given is not a maze",
    ),
    _g(
        "v41g_small_repeat",
        "MAZE:\n" + RING_TR4 + "\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "small_repeat",
    ),
    _g(
        "v41g_small_half_label",
        "MAZE\n" + RING_BL4,
        S,
        False,
        "small_half_label",
        "hard: a half-formed label without its colon, one maze",
    ),
    _g(
        "v41g_small_cut",
        "MAZE:\n1 0 0 0 1\n1 G 1 0 1\n1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v41c_g_answer_first_kept",
        "MAZE:\n"
        + RING_BL3
        + "\n\nChecking: the open cells form a closed 3x3 loop, one P, one G. ✓",
        S,
        False,
        "verification_after",
        "hard: a check after the maze confirms it (strict: not the last line)",
    ),
    _g(
        "v41c_g_answer_first_turned",
        "MAZE:\n"
        + RING_TR4
        + "\n\nHmm, I'm not sure the loop is closed on the right side — (2, 4) and (3, 4) might need to be checked again.",
        U,
        False,
        "second_thought",
        "a doubt about the maze left open",
    ),
    _g(
        "v41c_g_correction",
        "MAZE:\n"
        + U_SHAPE
        + "\n\nOops, (3, 2) should be open to close the loop. Corrected:\n\nMAZE:\n"
        + RING_TOP3,
        S,
        True,
        "correction",
        "hard: a broken draft corrected to a new named maze, labelled last",
    ),
    _g(
        "v41c_g_withdrawn",
        "MAZE:\n"
        + RING_TOP3
        + "\n\nWait, this might not satisfy the constraints. Let me reconsider.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn with no new maze given",
    ),
    _g(
        "v41c_g_qwen3_closed",
        "<think>\n草稿：\n"
        + U_SHAPE
        + "\n不对，(3,2) 是墙，环没闭合。换一个。\n</think>\n\nMAZE:\n"
        + RING_BL4,
        S,
        True,
        "think_draft",
        "hard: a broken draft inside the thinking, the maze after it labelled last",
    ),
    _g(
        "v41c_g_qwen3_unclosed",
        "<think>\n我来设计一个迷宫：\n" + RING_TR4 + "\n检查一下右边这一列是不是都通",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _g(
        "v41c_g_zh_commit",
        "方案一：\n"
        + RING_TOP3
        + "\n\n方案二：\n"
        + RING_BL3
        + "\n\n我选方案二。\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "zh_pick",
        "hard: two mazes offered in Chinese, the second picked in words ('我选方案二') and labelled last",
    ),
    _g(
        "v41c_g_zh_ask",
        "方案一：\n" + RING_TOP3 + "\n\n方案二：\n" + RING_BL3 + "\n\n你想要哪一个方案？",
        U,
        False,
        "question_back",
        "two mazes offered, the choice left to the user",
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v41p_gpt4o_plain",
        "Rotating the top-right piece clockwise points its opening down toward (1, 1).\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v41p_gpt41_terse",
        "Bottom-left needs to face right.\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v41p_gpt5_ccw",
        "ROTATE: (1, 1) CCW",
        (3, CCW),
        False,
        "abbreviation",
        "hard: 'CCW' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v41p_sonnet4_plain",
        "The bottom-right piece currently opens to the right, away from the rest. One clockwise turn makes it open downward... no, I need it to open left: that's two turns clockwise, or I can turn (0, 0) instead, which needs just one.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v41p_haiku4_anticlockwise",
        "Turn the top-right tile one step.\n\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "synonym",
        "hard: 'anticlockwise' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v41p_opus4_bold",
        "One turn fixes the bottom-right corner.\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v41p_flash_list",
        "*   (0, 0): connected\n*   (0, 1): opens up — needs a turn\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v41p_pro_degrees",
        "Rotate the bottom-left square by 90° clockwise.\n\nROTATE: (1, 0) 90° clockwise",
        (2, CW),
        False,
        "degrees",
        "hard: '90°' inside the label line (strict: not the prompt's form)",
    ),
    _p(
        "v41p_qwen25_zh",
        "把右下角的方块顺时针旋转。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v41p_qwen25_zh_value",
        "ROTATE: (0, 0) 逆时针",
        (0, CCW),
        False,
        "chinese_value",
        "hard: the direction in Chinese ('逆时针', counterclockwise) on the label line",
    ),
    _p(
        "v41p_qwen3_think",
        "<think>\n左下角开口朝下，需要朝上。顺时针转两次或逆时针两次……其实只需要让它朝右，逆时针一次。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v41p_qwen3_fullwidth",
        "ROTATE：（0，1）clockwise",
        (1, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _p(
        "v41p_llama33_sure",
        "Sure! Rotate the top-left piece clockwise.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v41p_llama4_spacing",
        "ROTATE: (1,1) counterclockwise",
        (3, CCW),
        False,
        "spacing",
        "hard: no space after the comma (strict: format miss)",
    ),
    _p(
        "v41p_mistral_plain",
        "The piece at (0, 1) is misaligned.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v41p_phi4_ordinal",
        "To connect the top row, rotate the second square counterclockwise.",
        (1, CCW),
        False,
        "ordinal",
        "hard: 'the second square' is square 1 row by row; no label",
    ),
    _p(
        "v41p_v3_json",
        '{"row": 0, "col": 0, "direction": "clockwise"}',
        (0, CW),
        False,
        "json_answer",
        "hard: the move as a JSON object",
    ),
    _p(
        "v41p_r1_think",
        "<think>\nTop-right opens up, needs to open left to meet (0,0). Up to left is counterclockwise.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v41p_r1_cut",
        "<think>\nLet me see which pieces connect. (0,0) opens right and down. (0,1) opens",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any move",
        finish_reason=L,
    ),
]

PUZZLE += [
    _p(
        "v41p_small_echo",
        "ROTATE: (row, col) direction",
        U,
        False,
        "small_echo",
        "the prompt's template echoed; no move",
    ),
    _p(
        "v41p_small_repeat",
        "ROTATE: (0, 0) clockwise ROTATE: (0, 0) clockwise",
        (0, CW),
        False,
        "small_repeat",
        "hard: one move repeated on one line (strict: not one label)",
    ),
    _p(
        "v41p_small_half_label",
        "Answer ROTATE (1, 0) clockwise",
        (2, CW),
        False,
        "small_half_label",
        "hard: a half-formed label without its colon, one move",
    ),
    _p(
        "v41p_small_cut",
        "I rotate ROTATE: (1, 1) clock",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v41c_p_answer_first_kept",
        "ROTATE: (1, 0) clockwise\n\nDouble-checking: after the turn, (1, 0) opens up and meets (0, 0)'s downward opening. Confirmed.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the move confirms it (strict: not the last line)",
    ),
    _p(
        "v41c_p_answer_first_turned",
        "ROTATE: (1, 0) clockwise\n\nOn second thought, turning (0, 0) counterclockwise might connect more pieces. Hard to say which is better.",
        U,
        False,
        "second_thought",
        "a second thought raises another move and leaves the choice open",
    ),
    _p(
        "v41c_p_correction",
        "ROTATE: (0, 1) clockwise — no wait, clockwise points it away. It should be counterclockwise.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "correction",
        "hard: a correction naming the new direction, labelled last",
    ),
    _p(
        "v41c_p_qwen3_closed",
        "<think>\n草稿：ROTATE: (0, 0) clockwise。不对，应该转 (1, 1)。\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_draft",
        "hard: a draft move inside the thinking, the answer after it labelled last",
    ),
    _p(
        "v41c_p_qwen3_unclosed",
        "<think>\n(0,0) 开口向右，(0,1) 开口向上。如果 ROTATE: (0, 1) counterclockwise 的话，就朝左了。不过还要检查下面一行",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _p(
        "v41c_p_zh_ask",
        "可以顺时针旋转 (0, 0)，也可以逆时针旋转 (1, 1)。你更想先修哪一边？",
        U,
        False,
        "question_back",
        "two moves, the choice left to the user",
    ),
    _p(
        "v41c_p_question_end",
        "ROTATE: (0, 0) counterclockwise\n\n需要我继续给出下一步吗？",
        (0, CCW),
        False,
        "question_back",
        "hard: a question after the move offers more help; the move stands (strict: not the last line)",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v41",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v41.py: counts, no reader
    print_counts(all_cases(), problems())

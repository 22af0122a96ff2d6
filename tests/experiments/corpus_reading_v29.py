"""A twenty-ninth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants. ``corpus_form`` and
``corpus_reading_v28`` were read for the data format only.

This round: a natural mix (about two thirds) and a chosen third (the ``*_CHOSEN`` lists,
:func:`chosen`; reasons in :data:`WHY`, hard calls start ``hard:``) that pairs genuinely unclear
replies a program may take as definite (a doubt raised and left open, a preference voiced in
another language, a reply asking which convention to use, an answer for a hypothetical board,
a summary table that disagrees with the answer line) with clear look-alikes (a recount that
lands on the same cell, an alternative ruled out by name, a replacement said as one, a
convention spelled out), so that abstaining on everything odd is not free. New rings in new
places, new broken mazes (a P outside the ring, a six-row grid, a corner walled, lowercase
names), a route that passes G and comes back to it, and a route through the middle wall.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    coord_list,
    one_based,
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
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row."""
PAST_AND_BACK = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,3"
"""Valid: reaches G, steps off it to (4,2) and back onto it (every step is valid)."""
THROUGH_MIDDLE = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down column 1 through the wall block (2,1) and (3,1)."""
SKIP_TWO = "1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: jumps from (1,3) to (3,3), over (2,3)."""
ENDS_BESIDE_G = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: stops at (4,2), next to G."""
BACKWARDS = "4,3 4,2 4,1 4,0 3,0 2,0 1,0"
"""Broken: :data:`DOWN` written from G back to P."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 0 G 1
0 1 1 0 1
0 1 1 0 1
P 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (3,0), G at (0,3)."""

RING_MID3 = """\
1 1 1 1 1
1 0 0 G 1
1 P 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (2,1), G at (1,3)."""

RING_BR4 = """\
1 1 1 1 1
1 0 G 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 P 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (4,3), G at (1,2)."""

RING_TM3 = """\
1 0 P 0 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top middle, P at (0,2), G at (2,1)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
G 0 0 1 1
0 1 0 1 1
0 0 P 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (4,2), G at (2,0)."""

P_OUTSIDE = RING_MID3.replace("1 P 1 0 1", "1 0 1 0 1").replace(
    "1 1 1 1 1\n1 0", "P 1 1 1 1\n1 0", 1
)
""":data:`RING_MID3` with P moved onto the corner wall (0,0): P cut off from the ring (a fail)."""

SIX_ROWS = RING_TM3 + "\n1 1 1 1 1"
""":data:`RING_TM3` with a sixth row: 6x5, not the asked size (a fail)."""

CORNER_WALLED = RING_BR4.replace("1 0 0 P 0", "1 1 0 P 0")
""":data:`RING_BR4` with its corner (4,1) walled: a C-like path, not a ring (a fail)."""

LOWER_NAMES = RING_BL3.replace("P", "p").replace("G", "g")
""":data:`RING_BL3` with lowercase p and g (a fail)."""

NO_GOAL = RING_TL4.replace("G", "0")
""":data:`RING_TL4` with no G at all (a fail)."""


def _fence(text: str) -> str:
    return f"```\n{text}\n```"


R1_SOLVE = (
    "<think>\nOkay, so P is at (1, 0). Let me list what's around it. Up is (0, 0), which is a 1, "
    "a wall. Left would be column -1, outside. Right is (1, 1), a 0. Down is (2, 0), a 0.\n\n"
    "Now which one gets to G at (4, 3) faster? If I go right, I follow row 1 to (1, 3), then "
    "down (2, 3), (3, 3), (4, 3). That's 6 moves total. If I go down, (2, 0), (3, 0), (4, 0), "
    "then (4, 1), (4, 2), (4, 3). Also 6.\n\nHmm, they're equal. Wait, is (1, 3) open? Row 1 is "
    "P 0 0 0 1, so (1, 3) is 0, yes. And (2, 3)? Row 2 is 0 1 1 0 1, so index 3 is 0. Good.\n\n"
    "Both fine. I'll go right since it reaches the goal's column first.\n</think>\n\n"
)

SOLVE = [
    _s(
        "v29s_gpt4o_below_open",
        "From (1, 0) the open neighbours are (1, 1) to the right and (2, 0) below. Heading down the left column brings me to the bottom row, which runs straight to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v29s_gpt41mini_terse_right",
        "Right is free; the top corridor leads to column 3.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v29s_o3_count_tie",
        "Shortest distance to G via (1, 1): 6. Via (2, 0): 6. Tie broken toward the bottom edge.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v29s_o4mini_one_liner",
        "Step right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v29s_gpt5_compact_plan",
        "Plan: right ×3, down ×3. First step:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v29s_haiku4_quick",
        "I'll move down into the left column, which is open all the way to row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v29s_sonnet4_table",
        "| Direction | Cell | Contents |\n|---|---|---|\n| Up | (0, 0) | wall |\n| Right | (1, 1) | empty |\n| Down | (2, 0) | empty |\n\nBoth empty cells are on a shortest route. I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table",
    ),
    _s(
        "v29s_opus4_prose_then_line",
        "The empty cells form a loop around the 2x2 wall block in the middle, and G sits at the far corner of that loop from P, so the two directions are equally long. I'll go clockwise around the loop, starting to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v29s_flash_bullets_down",
        "*   **Current position:** (1, 0)\n*   **Goal:** (4, 3)\n*   **Open moves:** down to (2, 0), right to (1, 1)\n\nI'll go down first.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "list_then_answer",
    ),
    _s(
        "v29s_pro_step_by_step",
        "Let's break this down step by step.\n\n1.  **Locate the player:** P is in row 1, column 0.\n2.  **Locate the goal:** G is in row 4, column 3.\n3.  **Check neighbours:** (0, 0) is a wall; (1, 1) and (2, 0) are empty.\n4.  **Pick a direction:** both routes take six moves; I choose to go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "list_then_answer",
    ),
    _s(
        "v29s_qwen25_plain_right",
        "The player can move right to (1, 1). This is an empty cell and leads towards the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v29s_qwen3_think_right",
        "<think>\nP at (1,0). Neighbours: (0,0)=1 wall, (2,0)=0, (1,1)=0. Either way six steps. Going right.\n</think>\n\nI move right along the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v29s_qwen3_chinese_down",
        "玩家位于 (1, 0)，目标在 (4, 3)。下方的 (2, 0) 是空格，可以一直走到第 4 行再向右。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_prose",
    ),
    _s(
        "v29s_deepseek_v3_reason",
        "To reach G at (4, 3), I can travel along row 1 and then down column 3. The first step of that route is one cell to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v29s_r1_long_think",
        R1_SOLVE + "Moving right toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v29s_r1_distill_rambling",
        "<think>\nAlright, I need to figure out the maze. The grid is 5x5. Row 0 is all 1s. Row 1: P 0 0 0 1. So P is at (1,0). Hmm, the goal G is in row 4... row 4 is 0 0 0 G 1 so G is at (4,3). Now, I can go down to (2,0) because row 2 starts with 0. Then (3,0), (4,0), and right along row 4. That seems to work. Let me make sure I'm not missing a wall... (4,1) is 0, (4,2) is 0. Yes.\n</think>\n\nThe next move is down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v29s_llama33_sure",
        "Sure! Looking at the maze, the cell directly below the player at (2, 0) is empty, so I'll move there.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v29s_llama4_bold_label",
        "The path to the right is clear.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v29s_mistral_answer_first",
        "MOVE: (2, 0)\n\nThe player moves down; the left column is open to the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v29s_mixtral_wall_up",
        "The goal is below and to the right. I'll go up first to get around the walls.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "short_reasoned",
        "hard: a committed move into the wall above P is that move (an invalid one)",
    ),
    _s(
        "v29s_phi4_fenced_line",
        "Next move:\n\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
    ),
    _s(
        "v29s_gemma3_short",
        "Moving down to the empty cell.\n\nMOVE: (2, 0)\n",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v29s_gpt4o_goal_jump",
        "The goal is at (4, 3), so I will head straight for it.\n\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "short_reasoned",
        "hard: the goal named as the next move is that move (not adjacent to P)",
    ),
    _s(
        "v29s_small_echo_intro",
        "You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G. Cells are named (row, col): row 0 is the top row and column 0 the leftmost column, so (0,0) is the top-left cell and",
        U,
        None,
        "small_echo",
        "the prompt's opening echoed until cut off; no move of its own",
        finish_reason=L,
    ),
    _s(
        "v29s_small_two_offers",
        "You can move to the cell on the right (1, 1) and you can move to the cell below (2, 0).",
        U,
        None,
        "small_two_cells",
        "two cells offered, no choice between them",
    ),
    _s(
        "v29s_small_restates_rows",
        "The maze is\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe player is P and the goal is G.",
        U,
        None,
        "small_restate",
        "the maze restated with no cell named as a move",
    ),
    _s(
        "v29s_small_label_no_colon",
        "Move (1, 1)",
        (1, 1),
        None,
        "small_half_label",
        "hard: the label without its colon still names one cell; strict: not the asked form",
    ),
    _s(
        "v29s_small_ordinal_ramble",
        "You are in the 2nd row and the 1st column of the maze. You are in the 2nd row and the 1st column of the maze. You are in the 2nd row",
        U,
        None,
        "small_repeat",
        "its position repeated in ordinals until cut off; no move",
        finish_reason=L,
    ),
    _s(
        "v29s_small_single_pair",
        "The player goes to (2, 0) .",
        (2, 0),
        None,
        "small_single_pair",
    ),
    _s(
        "v29s_small_moves_word",
        "MOVE: right right",
        U,
        None,
        "small_half_label",
        "'right right' on the MOVE line may be two moves right where one was asked",
    ),
    _s(
        "v29s_sonnet_long_cut",
        "Let me work through this carefully. First I'll map every cell:\n\n- Row 0: all walls.\n- Row 1: P at (1, 0), then empty (1, 1), (1, 2), (1, 3), wall (1, 4).\n- Row 2: empty (2, 0), walls (2, 1), (2, 2), empty (2, 3), wall",
        U,
        None,
        "long_cut_off",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v29s_doubt_left_open",
        "MOVE: (2, 0)\n\nThough I'm no longer sure the bottom row is the better side; the top corridor might have been the safer pick.",
        U,
        None,
        "second_thought",
        "after the answer the reply leans to the other side without settling or replacing it",
    ),
    _s(
        "v29s_spanish_afterthought",
        "I'll head down the left side.\n\nMOVE: (2, 0)\n\nPensándolo mejor, prefiero ir a la derecha.",
        U,
        None,
        "second_thought",
        "a Spanish afterthought ('on second thought I prefer going right') after the answer, with no new answer line",
    ),
    _s(
        "v29s_asks_convention",
        "Do you count rows from 0 or from 1? If from 0, my move is (2, 0); if from 1, it would be (3, 1). Please confirm and I'll commit.",
        U,
        None,
        "question_back",
        "a question back with two answers under a convention the reply leaves open",
    ),
    _s(
        "v29s_hypothetical_board",
        "If P were at (3, 0) instead, I'd go to (4, 0) next. As it stands I'd rather wait for the updated maze.",
        U,
        None,
        "conditional",
        "a move only for a hypothetical player cell; no move from the real one",
    ),
    _s(
        "v29s_summary_table_disagrees",
        "MOVE: (1, 1)\n\n| Step | Cell |\n|---|---|\n| 1 | (2, 0) |\n| 2 | (3, 0) |\n| 3 | (4, 0) |",
        U,
        None,
        "two_sections",
        "the answer line goes right but the plan table after it starts down; neither is said to win",
    ),
    _s(
        "v29s_pick_one_yourself",
        "Both (1, 1) and (2, 0) are six moves from G, so it honestly doesn't matter. Your call.",
        U,
        None,
        "hedge",
        "two cells and the choice handed back to the user",
    ),
    _s(
        "v29s_correction_unfinished",
        "MOVE: (1, 1)\n\nHold on, I should correct that to",
        U,
        None,
        "unfinished_correction",
        "the answer is withdrawn for a correction the reply never gives",
    ),
    _s(
        "v29s_one_based_unsaid_conflict",
        "Going down one cell.\n\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        "(3, 1) is a wall as written but the cell below P counted from 1; the reply does not say which",
    ),
    _s(
        "v29s_recount_same_cell",
        "MOVE: (2, 0)\n\nRecounting from the top: row 0 walls, row 1 has P in column 0, row 2 starts with 0, so one step down is open. Same answer.",
        (2, 0),
        None,
        "verification_after",
        "hard: the recount after the answer lands on the same cell and says so; strict: not the last line",
    ),
    _s(
        "v29s_alternative_ruled_out",
        "Going right is also six moves, but I'm ruling it out only to keep the route along the edge; not that one.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other cell is mentioned and plainly ruled out before the answer line",
    ),
    _s(
        "v29s_replacement_said",
        "MOVE: (1, 1)\n\nCorrection, replacing the line above: I want to go down instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "stated_replacement",
        "hard: the reply says its new line replaces the first; the last line is exact",
    ),
    _s(
        "v29s_convention_spelled_out",
        "The next cell is row 2, column 0 (0-indexed, counting from the top-left), directly below P.",
        (2, 0),
        None,
        "prose_only",
        "hard: a cell spelled out in words with its 0-based convention; strict: no MOVE line",
    ),
    _s(
        "v29s_one_based_said_move",
        "I number rows and columns starting at 1, so the player stands at (2, 1). Stepping down puts me at (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v29s_tool_call_cell_array",
        'Calling the tool:\n\n{"name": "move", "arguments": {"cell": [2, 0]}}',
        (2, 0),
        None,
        "tool_call_json",
        "hard: the tool call's cell array names (2, 0); strict: no MOVE line",
    ),
    _s(
        "v29s_think_flip_final",
        "<think>\nRight looks good... but actually the top corridor ends in a turn down column 3, same as the bottom. No, wait, I prefer the left column because I checked it already. Final: down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        "hard: the thinking changes its mind but ends on down, and the answer line after it agrees",
    ),
    _s(
        "v29s_route_from_p_numbered",
        "My route from P:\n1. (1, 0)\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n7. (4, 3)\n\nSo the first step is the second cell.",
        (1, 1),
        None,
        "numbered_route",
        "hard: a numbered route from P's cell, and the reply says the move is its second cell",
    ),
]


ONE_SHOT = [
    _o(
        "v29o_gpt4o_top_route",
        "Follow row 1 to the right until column 3, then go down column 3 to the goal.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v29o_gpt41mini_bottom_route",
        "Down the left column, then right along the bottom row.\nPATH: " + path_text(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v29o_o3_counted",
        "Length 6 either way; using the left/bottom edge.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v29o_gpt5_arrows",
        "Route: " + path_text(RIGHT, " → ") + "\n\nPATH: " + path_text(RIGHT, " → "),
        S,
        False,
        "arrow_path",
        "hard: the cells joined by arrows are the route; strict: arrows are a format miss",
    ),
    _o(
        "v29o_sonnet4_walkthrough",
        "I'll trace the route around the top and right side of the loop:\n\n- Start at P (1, 0)\n- Move right through (1, 1) and (1, 2) to (1, 3)\n- Turn down through (2, 3) and (3, 3)\n- Arrive at G (4, 3)\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "list_then_answer",
    ),
    _o(
        "v29o_opus4_commas",
        "The shortest routes are six steps long. Taking the lower one:\n\nPATH: "
        + path_text(DOWN, ", "),
        S,
        False,
        "comma_path",
        "hard: a comma between the cells still lists the route; strict: not spaces",
    ),
    _o(
        "v29o_flash_through_wall",
        "The most direct route goes straight down column 1 and then right.\n\nPATH: "
        + path_text(THROUGH_MIDDLE),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v29o_pro_skip",
        "Go right along row 1, then drop down column 3.\n\nPATH: " + path_text(SKIP_TWO),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v29o_qwen25_short_of_goal",
        "The player walks down and then to the right.\n\nPATH: " + path_text(ENDS_BESIDE_G),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v29o_qwen3_think",
        "<think>\nTop: (1,0)(1,1)(1,2)(1,3)(2,3)(3,3)(4,3). All zeros? (1,3)=0, (2,3)=0, (3,3)=0. Yes.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v29o_qwen_chinese",
        "从 P 出发，先向下走到最后一行，再向右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v29o_deepseek_v3_answer_first",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nThis goes along the top corridor and down the right side.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v29o_r1_think_then_path",
        "<think>\nP (1,0), G (4,3). Left column is 0,0,0 below P. Bottom row 0,0,0,G. So down three, right three.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v29o_llama_backwards",
        "Working backwards from the goal, the path is:\n\nPATH: " + path_text(BACKWARDS),
        F,
        False,
        "short_reasoned",
        "hard: a valid route written from G back to P is a fail",
    ),
    _o(
        "v29o_mistral_directions_only",
        "Move down three times, then right three times.\n\nPATH: down, down, down, right, right, right",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail by the ruling",
    ),
    _o(
        "v29o_phi4_fenced",
        "My answer, in a code block as usual:\n\n```\nPATH: " + path_text(DOWN) + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _o(
        "v29o_small_echo_example",
        "Answer with the whole path at once. End your reply with a line of the form PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).",
        U,
        False,
        "small_echo",
        "the instruction echoed with the prompt's example quoted inside it",
    ),
    _o(
        "v29o_small_three_cells",
        "PATH: (1, 0) (1, 1) (1, 2)",
        F,
        False,
        "small_half_path",
        "hard: a committed path of three cells that stops far from G is a fail",
    ),
    _o(
        "v29o_small_repeat_cut",
        "PATH: (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0)",
        U,
        False,
        "small_repeat",
        "two cells repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _o(
        "v29o_small_rows_restated",
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe path is from P to G.",
        U,
        False,
        "small_restate",
        "the maze restated; no route given",
    ),
    _o(
        "v29o_gemini_long_cut",
        "Okay, let's map out the maze first.\n\n**Row 1:** P (1,0), 0 (1,1), 0 (1,2), 0 (1,3), 1 (1,4)\n**Row 2:** 0 (2,0), 1 (2,1), 1 (2,2), 0 (2,3), 1 (2,4)\n**Row 3:** 0 (3,0), 1 (3,1)",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any path",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v29o_past_goal_and_back",
        "I walk to G, overshoot by one to check the corner, and come back.\n\nPATH: "
        + path_text(PAST_AND_BACK),
        S,
        True,
        "past_goal",
        "hard: every step is valid and the route ends on G; by the specification's check a success",
    ),
    _o(
        "v29o_yaml_cells",
        "route:\n" + "\n".join(f"- [{c.replace(',', ', ')}]" for c in DOWN.split()),
        S,
        False,
        "yaml",
        "hard: a YAML list of [row, col] cells is the route; strict: no PATH line",
    ),
    _o(
        "v29o_one_based_said",
        "(Coordinates below are 1-indexed: the top-left cell is (1, 1).)\n\nPATH: "
        + one_based(RIGHT),
        S,
        False,
        "one_based_said",
        "hard: the reply says its cells count from 1; converted they are the valid top route",
    ),
    _o(
        "v29o_one_based_unsaid",
        "Here is my path.\n\nPATH: " + one_based(DOWN),
        U,
        False,
        "one_based_unsaid",
        "every cell is off by one in both axes, unsaid; read as written it starts on a wall",
    ),
    _o(
        "v29o_check_finds_fault",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nChecking each step... (1, 3) to (2, 3): is (2, 3) open? Row 2 reads 0 1 1 0 1, hmm, I may have the column wrong, so don't use this path yet; I'll redo it.",
        U,
        False,
        "second_thought",
        "the check after the path doubts a step and withdraws the path without giving another",
    ),
    _o(
        "v29o_check_confirms",
        "PATH: "
        + path_text(DOWN)
        + "\n\nVerification: (2, 0), (3, 0), (4, 0) are zeros in column 0; (4, 1), (4, 2) are zeros in row 4; the last cell is G. Every step is one cell. Valid.",
        S,
        False,
        "verification_after",
        "hard: the check after the path confirms it step by step; strict: not the last line",
    ),
    _o(
        "v29o_two_routes_no_pick",
        "Option A: "
        + path_text(RIGHT)
        + "\nOption B: "
        + path_text(DOWN)
        + "\n\nBoth are shortest.",
        U,
        False,
        "hedge",
        "two routes offered with no pick",
    ),
    _o(
        "v29o_draft_then_final",
        "Draft (discarded, it goes through a wall): "
        + path_text(THROUGH_MIDDLE)
        + "\n\nFinal answer:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "stated_replacement",
        "hard: the draft through the wall is plainly discarded; the final PATH line is valid",
    ),
    _o(
        "v29o_html_ol",
        "<p>Path:</p>\n<ol>\n"
        + "\n".join(f"<li>({c.replace(',', ', ')})</li>" for c in RIGHT.split())
        + "\n</ol>",
        S,
        False,
        "html",
        "hard: an HTML ordered list of the cells is the route; strict: no PATH line",
    ),
    _o(
        "v29o_other_maze_answer",
        "For the maze where the goal is at (4, 0), the route would be (1, 0) (2, 0) (3, 0) (4, 0). For this one I need to look again.",
        U,
        False,
        "conditional",
        "a route for another maze, and the reply says it has not answered this one",
    ),
]


RECOGNIZE = [
    _r(
        "v29r_gpt4o_frame",
        "The empty cells run along all four sides of a 4x4 block around a 2x2 wall in the middle, which makes a square outline.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v29r_gpt41mini_capital",
        "Twelve empty cells around a central block: a square.\n\nSHAPE: Square",
        "square",
        True,
        "plain",
    ),
    _r(
        "v29r_o3_perimeter",
        "Open cells = perimeter of rows 1–4 × cols 0–3. Square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v29r_gpt5_box",
        "They trace the edge of a 4-by-4 box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is one of the square's variant names in the specification",
    ),
    _r(
        "v29r_sonnet4_list",
        "Looking at all the empty cells (including P and G):\n\n- Row 1: columns 0–3\n- Rows 2 and 3: columns 0 and 3\n- Row 4: columns 0–3\n\nThese form the outline of a square, four cells on a side.\n\nSHAPE: square",
        "square",
        True,
        "list_then_answer",
    ),
    _r(
        "v29r_opus4_bold_value",
        "The open cells enclose the 2x2 block of walls on every side, so the figure is a square.\n\nSHAPE: **square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v29r_haiku4_rectangle_like",
        "The empty cells form a closed four-sided figure with equal sides.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: 'quadrilateral' is one of the square's variant names in the specification",
    ),
    _r(
        "v29r_flash_c_shape",
        "The empty cells curve around the left, top and bottom, like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "short_reasoned",
    ),
    _r(
        "v29r_pro_reasoned",
        "**Reasoning**\n\n1. The empty cells are (1,0)–(1,3), (2,0), (2,3), (3,0), (3,3) and (4,0)–(4,3).\n2. They form a closed loop of four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "list_then_answer",
    ),
    _r(
        "v29r_qwen25_chinese_name",
        "空白格沿着一个 4×4 区域的四条边排列，中间是墙，所以是正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_prose",
        "hard: 正方形 is the square in Chinese, a language read for shape names; strict: not English",
    ),
    _r(
        "v29r_qwen3_think",
        "<think>\nEmpty cells: border of a 4x4 block. Middle 2x2 walls. Square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v29r_deepseek_v3_answer_first",
        "SHAPE: square\n\nThe empty cells trace the border of a 4x4 area with walls inside.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v29r_r1_bold_line",
        "<think>\nLet me list the zeros. Row 1: P 0 0 0. Row 2: 0 _ _ 0. Row 3: 0 _ _ 0. Row 4: 0 0 0 G. That's the boundary of a 4x4 square.\n</think>\n\n**SHAPE: square**",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v29r_llama_rectangle",
        "The empty cells form a rectangle around the wall block.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is read as the square (a variant name, strict right)",
    ),
    _r(
        "v29r_mistral_circle",
        "The cells loop all the way around, so the shape is a circle.\n\nSHAPE: circle",
        "none",
        False,
        "short_reasoned",
    ),
    _r(
        "v29r_phi4_spiral",
        "The open cells wind around the middle walls like a coil.\n\nSHAPE: spiral",
        "spiral",
        False,
        "short_reasoned",
    ),
    _r(
        "v29r_gemma3_square_ring",
        "The empty cells make a ring with four straight sides.\n\nSHAPE: square ring",
        "square",
        False,
        "extra_word",
        "hard: 'square ring' names the square; strict: a word after the name",
    ),
    _r(
        "v29r_small_triangle_sides",
        "The empty cells form a triangle with three sides of length 4.",
        "triangle",
        False,
        "small_ramble",
    ),
    _r(
        "v29r_small_echo_question",
        "What geometric shape do the empty cells form together? Name the shape and explain your reasoning briefly, then end your reply with a line of the form SHAPE:",
        U,
        False,
        "small_echo",
        "the question echoed until cut off; no shape named",
        finish_reason=L,
    ),
    _r(
        "v29r_small_pyramid_solid",
        "The empty cells form a pyramid with four faces and the goal at the top.",
        "triangle",
        False,
        "small_ramble",
        "hard: a pyramid is the triangle's variant name",
    ),
    _r(
        "v29r_small_repeat_line",
        "SHAPE: square SHAPE: square SHAPE: square SHAPE: square",
        "square",
        False,
        "small_repeat",
        "hard: the same name repeated on one line is still the square; strict: not the asked line",
    ),
    _r(
        "v29r_pro_long_cut",
        "To identify the shape, I'll first enumerate every empty cell in the grid, including the player and goal cells, and then look at how they connect.\n\n* (1, 0) – player\n* (1, 1) – empty\n* (1, 2) – empty\n* (1, 3)",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v29r_lean_to_cross",
        "SHAPE: square\n\nThat said, if you squint at the open row and column through the middle, it reads more like a cross to me.",
        U,
        False,
        "second_thought",
        "after the answer the reply prefers another shape without replacing the answer",
    ),
    _r(
        "v29r_french_name",
        "Les cases vides dessinent un carré autour des murs.\n\nSHAPE: carré",
        U,
        False,
        "foreign_name",
        "a shape named in French, a language not read for shape names",
    ),
    _r(
        "v29r_which_cells_count",
        "Does P's cell count as empty here? If it does, the empty cells close into a square; if not, they make a C. Tell me which you mean.",
        U,
        False,
        "question_back",
        "a question back with two shapes under a condition the reply leaves open (the prompt settles it, the reply does not answer)",
    ),
    _r(
        "v29r_withdrawn_no_new",
        "SHAPE: square\n\nActually, no, strike that. I need to recount the cells before naming it.",
        U,
        False,
        "unfinished_correction",
        "the answer is withdrawn and no new shape given",
    ),
    _r(
        "v29r_two_sections_disagree",
        "**Answer:** square\n\n**Final classification:** spiral, since the path winds from P round to G.",
        U,
        False,
        "two_sections",
        "two sections name different shapes; neither is said to replace the other",
    ),
    _r(
        "v29r_restated_other_words",
        "SHAPE: square\n\nPut differently: four equal straight sides enclosing walls, i.e. a square once more.",
        "square",
        False,
        "verification_after",
        "hard: the restatement after the answer names the same shape; strict: not the last line",
    ),
    _r(
        "v29r_l_ruled_out",
        "The left column and bottom row alone would make an L, but the top row and right column are open too, so it is not an L.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: the L is named only to be ruled out; the answer line is exact",
    ),
    _r(
        "v29r_think_c_then_square",
        "<think>\nA C? The right side... column 3 is open from row 1 to row 4. So it closes. Not a C. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: the thinking considers and rejects the C; the answer line is exact",
    ),
    _r(
        "v29r_heading_answer",
        "# SHAPE: Square\n\nThe open cells frame a 2x2 block of walls.",
        "square",
        False,
        "heading",
        "hard: the answer in a heading is the square; strict: a heading, and not the last line",
    ),
    _r(
        "v29r_chinese_fangxing",
        "这些空格围成一个方形的环。\n\nSHAPE: 方形",
        "square",
        False,
        "chinese_prose",
        "hard: 方形 ('square shape') is the square in Chinese; strict: not English",
    ),
]


GENERATE = [
    _g(
        "v29g_gpt4o_tl4",
        "A 4x4 square ring moved up to the top-left corner, with P and G on opposite corners.\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v29g_gpt41mini_mid3",
        "Smaller square ring in the centre.\n\nMAZE:\n" + RING_MID3,
        S,
        True,
        "plain",
    ),
    _g(
        "v29g_o3_br4",
        "Shifted the ring one column right; P and G placed anew.\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v29g_gpt5_tm3",
        "New maze:\n\nMAZE:\n" + RING_TM3,
        S,
        True,
        "plain",
    ),
    _g(
        "v29g_sonnet4_bl3",
        "Here's a new maze with a 3x3 square ring in the bottom-left corner. The player starts at the bottom of the ring and the goal is at its top-left corner, reachable either way around.\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v29g_opus4_fenced",
        "MAZE:\n" + _fence(RING_MID3),
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v29g_flash_corner_walled",
        "A 4x4 square path in the bottom-right area:\n\nMAZE:\n" + CORNER_WALLED,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v29g_pro_note_after",
        "MAZE:\n" + RING_TL4 + "\n\nThe player goes around the ring to reach G.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v29g_qwen3_think_tm3",
        "<think>\nSame shape: a square ring. Make it 3x3 at the top middle. P at (0,2), G at (2,1). Reachable.\n</think>\n\nMAZE:\n"
        + RING_TM3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v29g_deepseek_copy",
        "Here's a maze whose empty cells form a square ring:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "short_reasoned",
        "hard: an identical copy of the original is a fail",
    ),
    _g(
        "v29g_llama_six_rows",
        "MAZE:\n" + SIX_ROWS,
        F,
        False,
        "plain",
    ),
    _g(
        "v29g_mistral_lower_names",
        "New maze with the player and goal marked:\n\nMAZE:\n" + LOWER_NAMES,
        F,
        False,
        "short_reasoned",
        "hard: lowercase p and g are a fail by the ruling",
    ),
    _g(
        "v29g_gpt4o_coord_br4",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v29g_sonnet4_coord_tl4",
        "A 4x4 square ring in the top-left corner, written in the same coordinate format:\n\nMAZE:\n"
        + coord_list(RING_TL4),
        S,
        True,
        "short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v29g_phi4_matrix_for_coord",
        "Here is the new maze.\nMAZE:\n" + RING_BL3,
        F,
        False,
        "wrong_encoding",
        "hard: a matrix where the coordinate list was asked is a fail",
        encoding="coord_list",
    ),
    _g(
        "v29g_small_echo_requirements",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Requirements:\n- exactly one player P and one goal G",
        U,
        False,
        "small_echo",
        "the instructions echoed until cut off; no maze",
        finish_reason=L,
    ),
    _g(
        "v29g_small_label_alone",
        "MAZE:\nMAZE:\nMAZE:\nMAZE:\nMAZE: MAZE:",
        U,
        False,
        "small_half_label",
        "the label repeated with no maze after it",
    ),
    _g(
        "v29g_small_ones_and_twos",
        "MAZE:\n1 2 1 2 1\n2 1 2 1 2\n1 2 1 2 1\n2 1 2 1 2\n1 2 1 2 1",
        F,
        False,
        "small_ramble",
        "hard: a committed grid of 1s and 2s with no P, G or empty cells is a fail",
    ),
    _g(
        "v29g_gemini_long_cut",
        "MAZE:\n1 1 1 1 1\n1 0 G 0 0\n1 0 1 1",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens in the third row",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v29g_two_mazes_no_pick",
        "Version 1:\n\nMAZE:\n" + RING_MID3 + "\n\nVersion 2:\n\nMAZE:\n" + RING_TM3,
        U,
        False,
        "hedge",
        "two mazes offered with no pick",
    ),
    _g(
        "v29g_doubt_after",
        "MAZE:\n"
        + RING_BR4
        + "\n\nHmm, I'm not sure this keeps the original's shape. I'd rather build a different one, but I'll leave it here for now.",
        U,
        False,
        "second_thought",
        "after the maze the reply says it would rather give another, neither standing by nor replacing it",
    ),
    _g(
        "v29g_asks_size",
        "Should the new maze be 5x5 like the original, or may I use 6x6? I'll draw it once you confirm.",
        U,
        False,
        "question_back",
        "a question back; no maze",
    ),
    _g(
        "v29g_p_outside_ring",
        "A 3x3 square ring in the middle with the player in the corner:\n\nMAZE:\n" + P_OUTSIDE,
        F,
        False,
        "short_reasoned",
        "hard: P sits on a wall cell outside the ring, cut off from G (a fail)",
    ),
    _g(
        "v29g_draft_replaced",
        "First attempt (wrong: no goal):\n\n"
        + NO_GOAL
        + "\n\nFixed version, use this one:\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "stated_replacement",
        "hard: the draft without G is said to be wrong and replaced; the MAZE block at the end is valid",
    ),
    _g(
        "v29g_check_confirms",
        "MAZE:\n"
        + RING_BL3
        + "\n\nCheck: 8 empty cells forming a 3x3 square outline; one P, one G; G is four steps from P either way around. OK.",
        S,
        False,
        "verification_after",
        "hard: the check after the maze confirms it; strict: text after the maze",
    ),
    _g(
        "v29g_coord_spaced_pairs",
        "MAZE:\n" + coord_list(RING_MID3).replace(",", ", ").replace(",  ", ", "),
        S,
        False,
        "spaced_coords",
        "hard: the encoder's coordinate list with a space inside each pair is the same maze; strict: not the encoder's spelling",
        encoding="coord_list",
    ),
    _g(
        "v29g_conditional_shape",
        "If 'same shape' means a ring, then:\n\nMAZE:\n"
        + RING_TM3
        + "\n\nIf it means a solid square, I would fill the middle instead.",
        U,
        False,
        "conditional",
        "a maze under one reading of the task and another promised under the other; the reply does not choose",
    ),
]


PUZZLE = [
    _p(
        "v29p_gpt4o_top_right",
        "The pipe in the top-right square points up, off the board. Turning it clockwise points that end right... also off the board, so counterclockwise is the fix: the top opening moves to the left and meets (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v29p_gpt41mini_square_n",
        "Square 2 is misaligned.\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _p(
        "v29p_o3_terse",
        "(1, 1) opens right → off-board. One CW turn sends it down, still off; CCW sends it up into (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v29p_gpt5_plain",
        "Top-left first.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plain",
    ),
    _p(
        "v29p_sonnet4_reasoned",
        "Looking at the board, the bottom-left square (1, 0) has an opening on its left side, which points off the board. A clockwise turn moves that left opening to the top, where it can meet the pipe coming down from (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v29p_opus4_bold",
        "Only one square has an end pointing off the board, and a single turn fixes it.\n\n**ROTATE: (0, 1) clockwise**",
        (1, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v29p_flash_anticlockwise",
        "The bottom-right piece needs to face up and left.\n\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "synonym_direction",
    ),
    _p(
        "v29p_pro_bullets",
        "*   (0, 0): connected\n*   (0, 1): connected\n*   (1, 0): connected\n*   (1, 1): opening points down, off the board\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "list_then_answer",
    ),
    _p(
        "v29p_qwen25_chinese_word",
        "左下角的方块需要逆时针旋转。\n\nROTATE: (1, 0) 逆时针",
        (2, CCW),
        False,
        "chinese_prose",
        "hard: 逆时针 is counterclockwise in Chinese, a language read; strict: not the English word",
    ),
    _p(
        "v29p_qwen3_think",
        "<think>\n(0,0) opens up: off board. Clockwise → right, meets (0,1). Good.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v29p_deepseek_answer_first",
        "ROTATE: (1, 0) counterclockwise\n\nThis points the bottom-left pipe toward its neighbour on the right.",
        (2, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v29p_r1_think_square",
        "<think>\nSquare 3's pipe faces left and down. Down is off the board. If I turn it counterclockwise, left goes to bottom, no. Clockwise: left goes to top, down goes to left. Top meets square 1, left meets square 2. Yes.\n</think>\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v29p_llama_cw_abbrev",
        "The top-left square should turn.\n\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "synonym_direction",
        "hard: 'CW' is clockwise by the ruling; strict: not the word",
    ),
    _p(
        "v29p_mistral_sentence",
        "I will rotate the square at (0, 1) counterclockwise so that it connects with (1, 1).",
        (1, CCW),
        False,
        "prose_only",
    ),
    _p(
        "v29p_small_echo",
        "Each move turns one square by 90 degrees, clockwise or counterclockwise; turning clockwise moves a top opening to the right side. Each move turns one square by 90",
        U,
        False,
        "small_echo",
        "the prompt's rules echoed until cut off; no move",
        finish_reason=L,
    ),
    _p(
        "v29p_small_square_only",
        "ROTATE: square 3",
        U,
        False,
        "small_half_label",
        "a square with no direction",
    ),
    _p(
        "v29p_small_both_ways",
        "Rotate square 1 clockwise and counterclockwise.",
        U,
        False,
        "small_ramble",
        "both turn directions for one square",
    ),
    _p(
        "v29p_small_lowercase_label",
        "rotate: (0, 1) counterclockwise",
        (1, CCW),
        False,
        "small_half_label",
        "hard: a lowercase label still names the square and the turn; strict: not the printed label",
    ),
    _p(
        "v29p_gemini_long_cut",
        "Let me go through each square's pipe and check which sides it reaches.\n\n- **(0, 0)**: reaches top and right. The top end points off the board.\n- **(0, 1)**: reaches left and",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v29p_second_thought_other_square",
        "ROTATE: (0, 0) clockwise\n\nOn reflection, turning (1, 1) might be the more useful first move here.",
        U,
        False,
        "second_thought",
        "after the answer another square is preferred, without replacing the move",
    ),
    _p(
        "v29p_german_direction",
        "Das Quadrat oben rechts muss gedreht werden.\n\nROTATE: (0, 1) gegen den Uhrzeigersinn",
        (1, CCW),
        False,
        "foreign_direction",
        "hard: 'gegen den Uhrzeigersinn' is counterclockwise in German, a language read",
    ),
    _p(
        "v29p_dutch_direction",
        "Het vierkant linksonder draaien.\n\nROTATE: (1, 0) met de klok mee",
        U,
        False,
        "foreign_direction",
        "Dutch turn words ('met de klok mee'), a language not read",
    ),
    _p(
        "v29p_one_based_said",
        "I'm numbering squares 1–4 here (row by row from the top left).\n\nROTATE: square 2 clockwise",
        (1, CW),
        False,
        "one_based_said",
        "hard: the reply numbers squares from 1, so its square 2 is square 1; strict: a format miss",
    ),
    _p(
        "v29p_question_back",
        "Before I turn anything: does a pipe end on the board's edge count as pointing off the board? That decides between (0, 0) and (1, 1).",
        U,
        False,
        "question_back",
        "a question back with two squares under a condition it leaves open",
    ),
    _p(
        "v29p_recheck_same",
        "ROTATE: (1, 1) counterclockwise\n\nDouble-checking: one quarter turn to the left brings the right-hand opening to the top, where it meets (0, 1). Still the move I want.",
        (3, CCW),
        False,
        "verification_after",
        "hard: the check describes the same turn and keeps it; strict: not the last line",
    ),
    _p(
        "v29p_tool_call_row_col",
        '{"name": "rotate", "arguments": {"direction": "clockwise", "row": 1, "col": 0}}',
        (2, CW),
        False,
        "tool_call_json",
        "hard: the tool call names (1, 0) and the turn; strict: no ROTATE line",
    ),
    _p(
        "v29p_ordinal_third",
        "The third square (bottom-left) is the one to turn, counterclockwise.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "repeated_answer",
        "hard: the third square is square 2, i.e. (1, 0); the prose and the line agree",
    ),
    _p(
        "v29p_turn_then_undecided",
        "ROTATE: (0, 1) clockwise\n\n...or counterclockwise, both seem to line up.",
        U,
        False,
        "hedge",
        "both turn directions for one square after the line, with no pick",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v29",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v29.py: counts, no reader
    print_counts(all_cases(), problems())

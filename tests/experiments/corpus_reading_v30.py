"""A thirtieth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants. ``corpus_form`` and
``corpus_reading_v29`` were read for the data format only.

This round: a natural mix (about two thirds) and a chosen third (the ``*_CHOSEN`` lists,
:func:`chosen`; reasons in :data:`WHY`, hard calls start ``hard:``) that pairs genuinely unclear
replies a program may take as definite (a doubt about a cell left open with a fallback, a
condition the reply cannot settle, a question back offering two moves, options A and B, a
second thought in Polish or Turkish, a turn "twice", a withdrawn maze never redrawn) with clear
look-alikes (an aside about a different board, a replacement said as one, a rejected draft, a
check that keeps the answer, a committed answer on a misread position), so that abstaining on
everything odd is not free. Also refusals (solve, recognize, generate), a numbered route
from P's neighbour with and without saying its first cell is the move now, answers said twice,
emoji, headings, restated boards and mazes, and Korean and Russian direction words. New rings
in new places (top-right 4x4; 3x3 top-left, middle-right, bottom-right, middle-left), new
broken mazes (a ring with a gap, two goals, four rows, a goal cut off, S/E names, walls written
as 2, a 6x6 grid) and new routes (a diagonal zigzag onto a wall, a route round the outside over
the walls, one that starts below P, one that walks past G and on, a detour back through P).

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
WALKS_ON = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,3 3,3"
"""Reaches G, steps off and back onto it, then walks on to (3,3); the specification's check
(the last G walked back to P) finds a valid route."""
ZIGZAG = "1,0 2,1 3,0 4,0 4,1 4,2 4,3"
"""Broken: a diagonal step onto the wall (2,1) and a diagonal step back to (3,0)."""
THROUGH_WALLS = "1,0 1,1 1,2 1,3 0,3 0,4 1,4 2,4 3,4 4,4 4,3"
"""Broken: round the outside, over the walls of row 0 and column 4."""
NO_START = "3,0 4,0 4,1 4,2 4,3"
"""Broken: starts at (3,0), two cells below P."""
STOPS_SHORT = "1,0 1,1 1,2 1,3 2,3 3,3 4,2"
"""Broken: ends on (4,2), beside G, after a diagonal step from (3,3)."""
DETOUR = "1,0 2,0 3,0 4,0 3,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: down to the bottom-left corner, back up onto P, then the top row and the right
column (every step valid)."""

# == generated mazes (5x5) =================================================================
RING_TR4 = """\
1 0 0 G 0
1 0 1 1 0
1 0 1 1 0
1 P 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,1), G at (0,3)."""

RING_TL3 = """\
0 0 G 1 1
P 1 0 1 1
0 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (1,0), G at (0,2)."""

RING_MR3 = """\
1 1 1 1 1
1 1 0 0 0
1 1 P 1 0
1 1 0 G 0
1 1 1 1 1"""
"""Valid: a 3x3 ring at the middle right, P at (2,2), G at (3,3)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 G
1 1 0 1 0
1 1 0 0 P"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (4,4), G at (2,4)."""

RING_ML3 = """\
1 1 1 1 1
0 P 0 1 1
0 1 0 1 1
G 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the middle left, P at (1,1), G at (3,0)."""

GAP_RING = RING_TR4.replace("1 0 1 1 0\n1 P", "1 0 1 1 1\n1 P")
""":data:`RING_TR4` with (2,4) walled: the ring is cut, a C (a fail)."""

TWO_GOALS = RING_MR3.replace("1 1 0 0 0", "1 1 G 0 0")
""":data:`RING_MR3` with a second G at (1,2) (a fail)."""

FOUR_ROWS = RING_TL3.rsplit("\n", 1)[0]
""":data:`RING_TL3` without its last row: 4x5, not the asked size (a fail)."""

GOAL_CUT_OFF = RING_BR3.replace("1 1 0 0 G", "1 1 0 0 0").replace("1 1 1 1 1", "G 1 1 1 1", 1)
""":data:`RING_BR3` with G moved onto (0,0), cut off from P (a fail)."""

S_AND_E = RING_ML3.replace("P", "S").replace("G", "E")
""":data:`RING_ML3` with S and E for the player and the goal (a fail)."""

TWOS = RING_TR4.replace("1", "2")
""":data:`RING_TR4` with its walls written as 2 (a fail: not the legend's symbols)."""

SIX_BY_SIX = """\
1 1 1 1 1 1
1 P 0 0 0 1
1 0 1 1 0 1
1 0 1 1 0 1
1 0 0 0 G 1
1 1 1 1 1 1"""
"""A 4x4 ring in a 6x6 grid: not the asked size (a fail)."""


def _fence(text: str) -> str:
    return f"```\n{text}\n```"


def _rows_json(matrix: str) -> str:
    rows = [", ".join(f'"{v}"' for v in row.split()) for row in matrix.splitlines()]
    return "[\n" + ",\n".join(f"  [{r}]" for r in rows) + "\n]"


ECHO_SOLVE = (
    "You are solving a maze one move at a time. Your goal is to walk from the player P to the "
    "goal G. The maze is written as a matrix: one line per row, cells separated by spaces. 1 is "
    "a wall, 0 is an empty cell, P is you (the player) and G is the goal. You are solving a maze "
    "one move at a time. Your goal is to walk from the player P to the goal G. The maze is "
    "written as a matrix: one line per row, cells separated by spaces. 1 is a"
)


SOLVE = [
    _s(
        "v30s_gpt4o_right_corridor",
        "You're at (1, 0). Above is a wall and there's nothing to the left. The corridor to the right runs along row 1 to (1, 3), and from there the right column leads down to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s("v30s_gpt41mini_bare", "Down the left column.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "plain"),
    _s(
        "v30s_o3_arrows",
        "P(1,0): ↑ wall, ← edge, → (1,1) open, ↓ (2,0) open. Both 6 to G. Taking ↓.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v30s_gpt5_one_line",
        "Right along the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v30s_sonnet4_bold_line",
        "Let me look at the cells next to the player at (1, 0):\n\n- Up (0, 0): wall\n- Down (2, 0): open\n- Right (1, 1): open\n\nBoth open directions reach G in six moves. I'll take the left column down.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v30s_opus4_tie_broken",
        "Two routes of equal length lead to G: along the top and down the right side, or down the left side and along the bottom. Neither has a dead end, so I'll simply go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v30s_haiku4_short",
        "Moving down the open left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v30s_flash_markdown",
        "### Analysis\n* **Position:** (1, 0)\n* **Goal:** (4, 3)\n* **Open neighbours:** (1, 1), (2, 0)\n\n### Decision\nThe bottom row is fully open from (4, 0) to G, so going down is safe.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_sections",
    ),
    _s(
        "v30s_pro_long",
        "The empty cells form a loop around a 2x2 block of walls. The player stands on the left side of the loop at its top-left corner area, and the goal sits at the bottom-right of the loop. Going clockwise (right first) or counterclockwise (down first) both take 6 moves. I'll go clockwise.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v30s_qwen25_chinese",
        "玩家在 (1, 0)。上方 (0, 0) 是墙，右边 (1, 1) 是空格，下方 (2, 0) 也是空格。向右走可以沿着第一行到达右侧的通道。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese",
    ),
    _s(
        "v30s_qwen3_think",
        "<think>\nP is at row 1, col 0. Neighbours: (0,0) is 1, wall. (2,0) is 0. (1,1) is 0. G at (4,3). Down path: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Fine.\n</think>\n\nI'll go down first.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v30s_r1_think_changes_mind",
        "<think>\nLet me find P. Row 1: P 0 0 0 1, so P is (1,0). G is at row 4, col 3.\n\nMaybe go right: (1,1), (1,2), (1,3), then down (2,3), (3,3), (4,3). Six moves.\n\nOr down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Also six.\n\nI was going to go right, but hmm, actually down looks cleaner because the bottom row has no walls. Okay, down.\n</think>\n\nThe player moves down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v30s_v3_numbered",
        "1. Player position: (1, 0)\n2. Valid moves: right to (1, 1), down to (2, 0)\n3. Both lead to G in 6 moves\n4. Choose right\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _s(
        "v30s_llama3_sentence_then_line",
        "The best next move is to (2, 0), the open cell right under the player.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v30s_llama4_fenced",
        "I will move to the right.\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
    ),
    _s(
        "v30s_mistral_line_then_why",
        "MOVE: (1, 1)\n\nThis starts along the top corridor, which leads to the right-hand column and down to the goal.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v30s_phi4_steps",
        "Step 1: Locate P at (1, 0).\nStep 2: Check neighbours. (0, 0) = 1 (wall); (1, 1) = 0; (2, 0) = 0.\nStep 3: Pick the neighbour on a shortest route: (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _s("v30s_gemma3_plain", "Okay, I'll move right.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "plain"),
    _s(
        "v30s_gpt4omini_restates_maze",
        "The maze is:\n\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nI am at (1, 0). I'll step down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_question",
    ),
    _s("v30s_o4mini_terse", "Down: (2, 0) open.\nMOVE: (2, 0)", (2, 0), (2, 0), "plain"),
    _s(
        "v30s_sonnet4_restates_rules",
        "Rules recap: one step up, down, left or right, onto 0 or G only. From (1, 0) that leaves (1, 1) and (2, 0). I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "restates_question",
    ),
    _s(
        "v30s_mixtral_italic",
        "Going down the left side.\n\n*MOVE: (2, 0)*",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v30s_small_ordinal_ramble",
        "You are on the 2nd row of the 1st column. You are on the 2nd row of the 1st column. You can go to the 2nd row",
        U,
        None,
        "small_echo",
        "the ordinals ramble without a move or a cell and repeat",
    ),
    _s(
        "v30s_small_two_cells",
        "You can move to the cell (1, 1) or you can move to the cell (2, 0). You can move to the cell",
        U,
        None,
        "small_two_cells",
        "two cells offered, no choice between them, no MOVE: label",
    ),
    _s(
        "v30s_small_rows_restated",
        "The maze is 1 1 1 1 1, P 0 0 0 1, 0 1 1 0 1, 0 1 1 0 1, 0 0 0 G 1. The player is P.",
        U,
        None,
        "small_echo",
        "the maze's rows restated, no cell and no move",
    ),
    _s(
        "v30s_small_base_echo",
        ECHO_SOLVE,
        U,
        None,
        "small_echo",
        "the prompt's opening repeated until the token limit: no move",
        finish_reason=L,
    ),
    _s(
        "v30s_small_repeat_line",
        "I move down.\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same line four times is one answer; the last line is in the format",
    ),
    _s(
        "v30s_small_lower_label",
        "Move: 1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: a lowercase label with a bare pair reads as (1, 1); strict wants MOVE: (row, col)",
    ),
    _s(
        "v30s_small_direction_only",
        "The player moves down.\nMOVE: down",
        (2, 0),
        None,
        "small_direction",
        "hard: a single move given as a direction is the neighbouring cell (2, 0); strict: a format miss",
    ),
    _s(
        "v30s_small_cut_off",
        "To solve the maze, first we need to find P. P is in the second row. Then we look at the cells around P. The cell above P is",
        U,
        None,
        "small_ramble",
        "cut off by the token limit before any move",
        finish_reason=L,
    ),
    _s(
        "v30s_r1_long_cut_off",
        "<think>\nOkay, the maze is 5x5. Row 0 is all walls. Row 1: P 0 0 0 1. So P at (1,0). Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. The goal is at (4,3).\n\nFrom (1,0), I can go to (1,1) or (2,0). Let me count the path going right: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3), that's 6. Going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3), also 6. Hmm, so both are equal, so maybe I should think about which",
        U,
        None,
        "long_cut_off",
        "cut off inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v30s_flash_emoji",
        "🧭 You're at (1, 0). ⬆️ is a wall, ➡️ and ⬇️ are open. ⬇️ leads straight to the open bottom row 🏁.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "emoji",
    ),
    _s(
        "v30s_gpt41_said_twice",
        "Going right.\n\nMOVE: (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repeated_answer",
        "hard: the same answer line twice, the second last: one answer, strict-right",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v30s_aside_other_board",
        "MOVE: (2, 0)\n\n(Had the goal been in the top-right corner, (1, 1) would have been my pick instead.)",
        (2, 0),
        None,
        "conditional",
        "hard: the aside is about a board that is not this one; the answer stands (strict: not the last line)",
    ),
    _s(
        "v30s_doubt_leans_other",
        "MOVE: (1, 1)\n\nOn reflection the left column might be the safer way in; I'm not fully convinced the top corridor is the better start.",
        U,
        None,
        "second_thought",
        "a doubt after the answer leaning to the other move, neither kept nor replaced",
    ),
    _s(
        "v30s_asks_convention",
        "Before I commit, which would you like: the top corridor or the left column? If the top corridor, MOVE: (1, 1); if the left column, MOVE: (2, 0).",
        U,
        None,
        "question_back",
        "a question back with two answers under conditions only the user can settle",
    ),
    _s(
        "v30s_misread_position",
        "You're at (4, 0) on this board, with the goal three steps to the right along the bottom row.\n\nMOVE: (4, 1)",
        (4, 1),
        (4, 1),
        "misread_position",
        "hard: a committed answer on a misread position is that answer, an illegal move here",
    ),
    _s(
        "v30s_correction_trails_off",
        "MOVE: (2, 0)\n\nCorrection: the better first step is actually",
        U,
        None,
        "unfinished_correction",
        "a correction announced and never given",
    ),
    _s(
        "v30s_either_works",
        "Either (1, 1) or (2, 0) is fine here: the loop is symmetric, so pick whichever you prefer.",
        U,
        None,
        "hedge",
        "two cells offered with no pick",
    ),
    _s(
        "v30s_options_a_b",
        "**Option A (clockwise):** MOVE: (1, 1)\n\n**Option B (counterclockwise):** MOVE: (2, 0)\n\nBoth need six moves.",
        U,
        None,
        "two_sections",
        "two answer lines presented as options, no pick",
    ),
    _s(
        "v30s_one_based_unsaid",
        "P is at (2, 1). The cell to its right, (2, 2), is open.\n\nMOVE: (2, 2)",
        U,
        None,
        "one_based_unsaid",
        "P named as (2, 1) shows 1-based counting, never said; as written (2, 2) is a wall, converted it is (1, 1): it matters",
    ),
    _s(
        "v30s_check_other_cell",
        "MOVE: (1, 1)\n\nDouble-checking the distances: right is 6 moves; down through (2, 0), (3, 0), (4, 0) and along the bottom is 6 as well... no, counting again the bottom route is only 5, so (2, 0) gets there sooner.",
        U,
        None,
        "second_thought",
        "a check after the answer concluding on the other cell without saying it replaces the answer",
    ),
    _s(
        "v30s_polish_down",
        "Gracz idzie w dół.\n\nMOVE: w dół",
        U,
        None,
        "direction_other_language",
        "a direction in Polish, a language the readers do not read",
    ),
    _s(
        "v30s_russian_down",
        "Игрок идёт вниз, там свободная клетка.\n\nMOVE: вниз",
        (2, 0),
        None,
        "direction_word",
        "hard: Russian 'вниз' is down, a language read; a single direction is the neighbouring cell (strict: a format miss)",
    ),
    _s(
        "v30s_check_confirms",
        "MOVE: (2, 0)\n\nCheck: that is the cell straight below the player, row 2 column 0, and it is a 0 in the matrix, so the move is legal.",
        (2, 0),
        None,
        "verification_after",
        "hard: the check after the line confirms the same cell in other words (strict: not the last line)",
    ),
    _s(
        "v30s_rejected_by_name",
        "(1, 1) is open too, but I'm ruling it out: the top corridor ends in a bend right next to a wall and I prefer the straight column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other cell is named and rejected before the line",
    ),
    _s(
        "v30s_replaced_said",
        "MOVE: (1, 1)\n\nScratch that, I'm changing my answer to go down instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "stated_replacement",
        "hard: a replacement said as one, with a new answer line last",
    ),
    _s(
        "v30s_one_based_said",
        "Counting rows and columns from 1 (row 1 = the top row), the player is at (2, 1) and I step down to (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v30s_tool_call",
        '{"name": "make_move", "arguments": {"target": {"row": 2, "col": 0}}}',
        (2, 0),
        None,
        "tool_call_json",
        "hard: a tool call naming row 2 and column 0 is (2, 0); strict: not the format",
    ),
    _s(
        "v30s_prose_convention",
        "I will step to row 2, column 0 (0-indexed), the cell right below where I stand.",
        (2, 0),
        None,
        "prose_only",
        "hard: the answer in a sentence only, with the convention spelled out",
    ),
    _s(
        "v30s_route_in_plan",
        "Plan from P: (1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3). I'll follow it one move at a time.",
        (2, 0),
        None,
        "route_from_p",
        "hard: a whole route from P's cell where one move was asked is its first step",
    ),
    _s(
        "v30s_refusal",
        "I'm sorry, but I can't reliably work out moves from a text grid like this, so I'd rather not guess.",
        U,
        None,
        "refusal",
        "a refusal: no move",
    ),
    _s(
        "v30s_list_from_neighbour",
        "Moves:\n1. (2, 0)\n2. (3, 0)\n3. (4, 0)\n4. (4, 1)\n5. (4, 2)\n6. (4, 3)",
        U,
        None,
        "numbered_route",
        "a numbered route starting at P's neighbour where one move was asked, never saying the first is the move now",
    ),
    _s(
        "v30s_list_first_is_now",
        "The moves I will make, the first of them now:\n1. (2, 0)\n2. (3, 0)\n3. (4, 0)\n4. (4, 1)\n5. (4, 2)\n6. (4, 3)",
        (2, 0),
        None,
        "numbered_route",
        "hard: a route from P's neighbour, said to start with the move made now, is that first move",
    ),
    _s(
        "v30s_korean_down",
        "플레이어는 아래로 이동합니다.\n\nMOVE: 아래로",
        (2, 0),
        None,
        "direction_word",
        "hard: Korean '아래로' is down, a language read; a single direction is the neighbouring cell (strict: a format miss)",
    ),
    _s(
        "v30s_heading_line",
        "The top corridor is open all the way to column 3.\n\n## MOVE: (1, 1)",
        (1, 1),
        None,
        "heading",
        "hard: the line inside a heading is (1, 1); strict: a heading is not the format",
    ),
]

ONE_SHOT = [
    _o(
        "v30o_gpt4o_right",
        "Right along row 1 to the wall, then straight down column 3 to G.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v30o_gpt41_down",
        "Down the left edge, then across the bottom.\nPATH: " + path_text(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v30o_o3_arrows",
        "Left column, then bottom row.\n\nPATH: " + path_text(DOWN, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v30o_gpt5_commas",
        "Clockwise around the loop.\n\nPATH: " + path_text(RIGHT, ", "),
        S,
        False,
        "commas",
    ),
    _o(
        "v30o_sonnet4_numbered",
        "I'll trace the route around the loop clockwise:\n\n1. Start at P (1, 0)\n2. Right along row 1 to (1, 3)\n3. Down column 3 to G at (4, 3)\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "numbered_steps",
    ),
    _o(
        "v30o_opus4_bold",
        "The shortest route goes down the left side and along the bottom.\n\n**PATH: "
        + path_text(DOWN)
        + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v30o_flash_wall_column",
        "Around the outside: up at column 3, along the top edge, then down the right side.\n\nPATH: "
        + path_text(THROUGH_WALLS),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v30o_pro_diagonal",
        "Down the left side in a zigzag, then along the bottom.\n\nPATH: " + path_text(ZIGZAG),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v30o_qwen25_chinese",
        "路径：从 P 向下走到最底行，再向右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese",
    ),
    _o(
        "v30o_qwen3_think",
        "<think>\nP (1,0), G (4,3). Right: (1,1) (1,2) (1,3) then (2,3) (3,3) (4,3). Check (2,3)=0, (3,3)=0. OK.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v30o_v3_skips_p",
        "Down the left and along the bottom:\n\nPATH: " + path_text(NO_START),
        F,
        False,
        "short_reasoned",
        "hard: the route starts two cells below P, so the backward trace from G never reaches P",
    ),
    _o(
        "v30o_llama3_fenced",
        "The path, clockwise:\n\n```\nPATH: " + path_text(RIGHT) + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _o(
        "v30o_llama4_words",
        "Move right, right, right, then down, down, down.\n\nPATH: right right right down down down",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail",
    ),
    _o(
        "v30o_mistral_then_note",
        "PATH: " + path_text(DOWN) + "\n\nThis route has 6 moves.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v30o_phi4_stops_short",
        "Step 1: from P go right.\nStep 2: at (1, 3) turn down.\n\nPATH: " + path_text(STOPS_SHORT),
        F,
        False,
        "numbered_steps",
    ),
    _o("v30o_gemma3_plain", "Okay! Here is my path.\n\nPATH: " + path_text(DOWN), S, True, "plain"),
    _o(
        "v30o_small_echo",
        "You are solving a maze in a single reply. Find a path from the player P to the goal G. You are solving a maze in a single reply. Find a path from the player P to the goal G.",
        U,
        False,
        "small_echo",
        "the prompt's opening repeated: no path",
    ),
    _o(
        "v30o_small_two_cells",
        "PATH: (1, 0) (1, 1)",
        F,
        False,
        "small_short",
        "hard: a path line that stops after one step, far from G, is a committed path that fails",
    ),
    _o(
        "v30o_small_example_copied",
        "The path is below.\nPATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_echo",
        "hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v30o_small_steps_repeat",
        "Step 1: go right. Step 2: go right. Step 3: go right. Step 4: go right. Step 5: go right. Step 6: go right. Step 7: go",
        U,
        False,
        "small_repeat",
        "repeated steps cut off by the token limit",
        finish_reason=L,
    ),
    _o(
        "v30o_r1_long_cut_off",
        "<think>\nAlright, P is at (1,0) and G at (4,3). I need the whole path. Let me check each cell on the top route: (1,1) is 0, (1,2) is 0, (1,3) is 0. Then column 3: (2,3) is 0, (3,3) is 0, and (4,3) is G. So the top route works. Let me also double check the bottom route in case it's shorter: (2,0) is 0, (3,0)",
        U,
        False,
        "long_cut_off",
        "cut off inside the thinking, before the path",
        finish_reason=L,
    ),
    _o(
        "v30o_mistral_numbered_cells",
        "Here is every cell in order:\n1. (1, 0)\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n7. (4, 3)",
        S,
        False,
        "numbered_steps",
        "hard: a numbered list of cells from P to G is the path (strict: no PATH line)",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v30o_walks_past_goal",
        "<think>\nCounterclockwise: down, along the bottom to G, one step back and onto G again, then up one so the loop is clear... fine.\n</think>\n\nPATH: "
        + path_text(WALKS_ON),
        S,
        True,
        "walks_past_goal",
        "hard: the path reaches G and walks on; the specification's check from the last G back to P is valid",
    ),
    _o(
        "v30o_one_based_said",
        "Using 1-based coordinates (the top-left cell is (1, 1)):\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the valid left-column route; strict: a format miss",
    ),
    _o(
        "v30o_route_a_or_b",
        "Route A (clockwise): "
        + path_text(RIGHT)
        + "\nRoute B (counterclockwise): "
        + path_text(DOWN)
        + "\n\nBoth are six steps long.",
        U,
        False,
        "two_sections",
        "two routes offered, no pick",
    ),
    _o(
        "v30o_route_b_rejected",
        "Route B would go down column 1, but (2, 1) is a wall, so I discard it. Route A it is.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "rejected_alternative",
        "hard: the other route is named and rejected; the answer line follows",
    ),
    _o(
        "v30o_doubt_open",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nI'm not certain (2, 3) is open; if it turns out to be a wall, use the left column and the bottom row instead.",
        U,
        False,
        "conditional",
        "a doubt about the path's own cell left open, with a fallback route",
    ),
    _o(
        "v30o_walkthrough_after",
        "PATH: "
        + path_text(DOWN)
        + "\n\nWalking it through: (2, 0) open, (3, 0) open, (4, 0) open, (4, 1) open, (4, 2) open, (4, 3) is G. Every step is one cell, so the path holds.",
        S,
        False,
        "verification_after",
        "hard: a step-by-step check after the line that confirms it (strict: not the last line)",
    ),
    _o(
        "v30o_withdrawn",
        "PATH: " + path_text(RIGHT) + "\n\nHmm, no, wait. That isn't right.",
        U,
        False,
        "unfinished_correction",
        "the path withdrawn and never replaced",
    ),
    _o(
        "v30o_detour_back_through_p",
        "PATH: " + path_text(DETOUR),
        S,
        True,
        "detour",
        "hard: the route steps back onto P and goes on; every step is valid",
    ),
    _o(
        "v30o_misread_start",
        "Taking P to be at (4, 0), the bottom-left corner:\n\nPATH: (4, 0) (4, 1) (4, 2) (4, 3)",
        F,
        False,
        "misread_position",
        "hard: a committed path from a misread start does not start at P (a fail)",
    ),
    _o(
        "v30o_said_again",
        "PATH: " + path_text(DOWN) + "\n\nTo be clear, my final path is:\nPATH: " + path_text(DOWN),
        S,
        True,
        "repeated_answer",
        "hard: the same path line twice with a sentence between, the second last: one answer",
    ),
]

RECOGNIZE = [
    _r(
        "v30r_gpt4o_square",
        "The empty cells run along row 1, column 3, row 4 and column 0 between rows 1 and 4, closing into a loop with four equal sides of four cells around a 2x2 wall block.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v30r_gpt41mini_plain", "A closed square outline.\n\nSHAPE: square", "square", True, "plain"
    ),
    _r(
        "v30r_o3_capital",
        "Perimeter of a 4x4 block: 12 cells, 4 corners, equal sides.\n\nSHAPE: Square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v30r_gpt5_rectangle",
        "The open cells outline a four-sided figure with right-angled corners.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is one of the square's variant names (strict right)",
    ),
    _r(
        "v30r_sonnet4_reasoned",
        "Looking at all the empty cells, including P at (1, 0) and G at (4, 3):\n\n- Row 1: columns 0 to 3\n- Row 4: columns 0 to 3\n- Column 0: rows 1 to 4\n- Column 3: rows 1 to 4\n\nThese form the border of a 4x4 square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v30r_opus4_bold_value",
        "The empty cells trace the outline of a square.\n\nSHAPE: **square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v30r_flash_quadrilateral",
        "**Reasoning:** the empty cells make a closed four-sided loop.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v30r_pro_box",
        "Four straight runs of open cells meet at right angles and close on themselves, like the outline of a box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v30r_qwen25_chinese_value",
        "空格组成一个正方形的边框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        "hard: 正方形 is the square; strict wants an English name",
    ),
    _r(
        "v30r_qwen3_think",
        "<think>\nEmpty: row 1 cols 0-3, rows 2-3 cols 0 and 3, row 4 cols 0-3. A ring, 4 by 4. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v30r_r1_think",
        "<think>\nLet me list the zeros. (1,0) is P, (1,1), (1,2), (1,3). (2,0), (2,3). (3,0), (3,3). (4,0), (4,1), (4,2), (4,3) is G. So it's a hollow 4x4. That's a square.\n</think>\n\nThe empty cells form a square outline.\n\nSHAPE: Square",
        "square",
        True,
        "think_block",
    ),
    _r("v30r_v3_plain", "A square.\nSHAPE: square", "square", True, "plain"),
    _r(
        "v30r_llama3_brackets",
        "The empty cells form a square.\n\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
    ),
    _r(
        "v30r_llama4_spiral",
        "The path winds around the walls in the middle.\n\nSHAPE: spiral",
        "spiral",
        False,
        "short_reasoned",
    ),
    _r(
        "v30r_mistral_c_shape",
        "The open cells curve around the wall block, like a letter C opening to the right.\n\nSHAPE: C",
        "C",
        False,
        "short_reasoned",
    ),
    _r(
        "v30r_phi4_triangle",
        "Step 1: list the empty cells. Step 2: they narrow toward the goal.\n\nSHAPE: triangle",
        "triangle",
        False,
        "numbered_steps",
    ),
    _r("v30r_gemma3_square", "It's a square.\n\nSHAPE: Square", "square", True, "plain"),
    _r(
        "v30r_small_triangle_prose",
        "The empty cells are a triangle. The triangle has 3 sides. The empty cells are a triangle with",
        "triangle",
        False,
        "small_prose",
        "hard: a shape named in prose only is that shape (strict: no line)",
    ),
    _r(
        "v30r_small_square_pyramid",
        "The shape of the empty cells is a square pyramid. It has a base and a top.",
        "triangle",
        False,
        "small_prose",
        "hard: a solid named for a shape ('square pyramid') is the pyramid, the triangle's variant",
    ),
    _r(
        "v30r_small_placeholder",
        "SHAPE: <name>\n\nSHAPE: <name>\n\nSHAPE:",
        U,
        False,
        "small_echo",
        "the prompt's placeholder copied: no shape named",
    ),
    _r(
        "v30r_small_echo_cut_off",
        "The navigation part is over. Look at the whole maze again, at all of its empty cells. The navigation part is over. Look at the whole maze again, at all of its",
        U,
        False,
        "small_echo",
        "the prompt repeated until the token limit: no shape",
        finish_reason=L,
    ),
    _r(
        "v30r_pro_long_cut_off",
        "Let me carefully consider every empty cell. Starting with row 0: all five cells are walls. Row 1 has P at column 0 and empty cells at columns 1, 2 and 3, with a wall at column 4. Row 2 has empty cells at columns 0 and 3. Row 3 is the same. Row 4 has empty cells at columns 0, 1 and 2 and the goal at column 3. Putting these together, the figure has",
        U,
        False,
        "long_cut_off",
        "cut off before any shape is named",
        finish_reason=L,
    ),
    _r(
        "v30r_gemma3_emoji",
        "🟦 The empty cells go all the way round, like a picture frame! 🖼️\n\nSHAPE: square",
        "square",
        True,
        "emoji",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v30r_hedge_after_c",
        "SHAPE: square\n\nThough honestly, if you look past the top-left corner, it reads just as well as a C.",
        U,
        False,
        "second_thought",
        "a second thought after the line that leans to another shape, neither kept nor replaced",
    ),
    _r(
        "v30r_c_ruled_out",
        "SHAPE: square\n\nAt first glance it might look like a C, but column 3 closes the right side, so no, a C it is not: a square.",
        "square",
        False,
        "verification_after",
        "hard: the other shape is raised and ruled out; the answer stays (strict: not the last line)",
    ),
    _r(
        "v30r_square_or_spiral",
        "Depending on where you start tracing, it's either a square or a spiral.\n\nSHAPE: square/spiral",
        U,
        False,
        "hedge",
        "two shapes offered with no pick",
    ),
    _r(
        "v30r_spanish_name",
        "Las casillas vacías dibujan el contorno de un cuadrado de 4x4.\n\nSHAPE: cuadrado",
        U,
        False,
        "name_other_language",
        "a shape named in Spanish; names are read only in English and Chinese",
    ),
    _r(
        "v30r_chinese_quadrilateral",
        "这些空格围成一个四边形。\n\nSHAPE: 四边形",
        "square",
        False,
        "chinese",
        "hard: 四边形 is 'quadrilateral', a square variant, in Chinese (strict: not English)",
    ),
    _r(
        "v30r_heading",
        "The loop has four equal sides.\n\n## SHAPE: Square",
        "square",
        False,
        "heading",
        "hard: the line in a heading names the square; strict: a heading is not the format",
    ),
    _r(
        "v30r_asks_corner_rule",
        "Should cells that only touch at a corner count as connected? If yes, the empty cells make a square; if not, I would rather call it a spiral. Let me know which you mean.",
        U,
        False,
        "question_back",
        "a question back with two answers under a condition the reply leaves open",
    ),
    _r(
        "v30r_html",
        "<p>The empty cells outline a square.</p>\n<p>SHAPE: square</p>",
        "square",
        False,
        "html",
        "hard: the line inside HTML tags names the square; strict: tags are not the format",
    ),
    _r(
        "v30r_unfinished",
        "SHAPE: square\n\nActually, looking at row 4 again, I think it is more of a",
        U,
        False,
        "unfinished_correction",
        "a correction started after the line and never finished",
    ),
    _r(
        "v30r_table_disagrees",
        "| Feature | Value |\n|---|---|\n| Empty cells | 12 |\n| Shape | Triangle |\n\nSHAPE: square",
        U,
        False,
        "two_sections",
        "the summary table names a triangle, the line a square: two answers, no pick",
    ),
    _r(
        "v30r_count_check_agrees",
        "SHAPE: square\n\n(Check: twelve empty cells, four on each side with shared corners: that is a square's outline.)",
        "square",
        False,
        "verification_after",
        "hard: a count after the line that confirms the same shape",
    ),
    _r(
        "v30r_refusal",
        "I'm not able to judge shapes from a grid of numbers with confidence, so I'll leave the answer open.",
        U,
        False,
        "refusal",
        "a refusal: no shape named",
    ),
]

GENERATE = [
    _g(
        "v30g_gpt4o_tr4",
        "A 4x4 square ring moved to the top-right corner, with P and G on different sides.\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "short_reasoned",
    ),
    _g("v30g_gpt41mini_tl3", "Square ring, top-left, 3x3.\n\nMAZE:\n" + RING_TL3, S, True, "plain"),
    _g(
        "v30g_o3_mr3",
        "3x3 ring, middle right. P on its left side, G on its bottom edge.\n\nMAZE:\n" + RING_MR3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v30g_gpt5_br3",
        "Smaller ring in the bottom-right corner.\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "plain",
    ),
    _g(
        "v30g_sonnet4_ml3",
        "Here's a new maze whose empty cells form a smaller square ring on the left side. P sits on the top edge of the ring and G at its bottom-left corner, reachable either way around.\n\nMAZE:\n"
        + RING_ML3,
        S,
        True,
        "short_reasoned",
    ),
    _g("v30g_opus4_fenced", "MAZE:\n" + _fence(RING_TR4), S, False, "fenced_answer"),
    _g(
        "v30g_flash_gap",
        "A square ring in the top-right corner.\n\nMAZE:\n" + GAP_RING,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v30g_pro_note_after",
        "MAZE:\n" + RING_MR3 + "\n\nThe ring is 3x3 and G can be reached both ways round.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v30g_qwen25_coord_exact",
        "新的迷宫（坐标列表格式）：\n\nMAZE:\n" + coord_list(RING_BR3),
        S,
        True,
        "chinese",
        encoding="coord_list",
    ),
    _g(
        "v30g_qwen3_matrix_not_asked",
        "<think>\nSame format... I'll write the grid.\n</think>\n\nMAZE:\n" + RING_TL3,
        F,
        False,
        "wrong_encoding",
        "hard: a matrix where coordinate lists were asked is a fail",
        encoding="coord_list",
    ),
    _g(
        "v30g_r1_think_br3",
        "<think>\nThe original's empty cells are a 4x4 ring. A 3x3 ring is also a square. Put it bottom-right: rows 2-4, cols 2-4. P at (4,4), G at (2,4). Path: (4,4)->(3,4)->(2,4). Good.\n</think>\n\nMAZE:\n"
        + RING_BR3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v30g_v3_two_goals",
        "A ring on the right with the goal at the top-left of the ring.\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v30g_llama3_copy",
        "Here is the new maze:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copied_original",
    ),
    _g("v30g_llama4_four_rows", "MAZE:\n" + FOUR_ROWS, F, False, "plain"),
    _g(
        "v30g_mistral_s_e",
        "I used S for the start and E for the end.\n\nMAZE:\n" + S_AND_E,
        F,
        False,
        "short_reasoned",
        "hard: S and E in place of P and G is a fail",
    ),
    _g(
        "v30g_phi4_goal_cut_off",
        "Step 1: draw a 3x3 ring in the bottom right.\nStep 2: place P and G.\n\nMAZE:\n"
        + GOAL_CUT_OFF,
        F,
        False,
        "numbered_steps",
    ),
    _g("v30g_gemma3_tl3", "Here's a new one.\n\nMAZE:\n" + RING_TL3, S, True, "plain"),
    _g(
        "v30g_gpt4omini_coord_exact",
        "MAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v30g_small_label_alone",
        "Here is a new maze:\n\nMAZE:\n",
        U,
        False,
        "small_echo",
        "the MAZE: line alone: no maze",
    ),
    _g(
        "v30g_small_twos",
        "MAZE:\n" + TWOS,
        F,
        False,
        "small_symbols",
        "hard: walls written as 2 are not the legend's symbols (a fail)",
    ),
    _g(
        "v30g_small_rows_cut_off",
        "MAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n1 1 1 1 1\nP 0 0",
        U,
        False,
        "small_repeat",
        "rows repeated until the token limit cut the maze off",
        finish_reason=L,
    ),
    _g(
        "v30g_o3_long_cut_off",
        "I'll keep the ring's size but move it. The original ring occupies rows 1-4 and columns 0-3, so the only other 4x4 position inside a 5x5 grid that differs is one column over or one row up. Let me take rows 0-3 and columns 1-4:\n\nMAZE:\n1 0 0 G 0\n1 0 1",
        U,
        False,
        "long_cut_off",
        "cut off in the middle of the maze",
        finish_reason=L,
    ),
    _g(
        "v30g_gpt4o_heading",
        "### New maze\nA 3x3 ring at the middle left; P on the top edge, G at the bottom-left corner.\n\nMAZE:\n"
        + RING_ML3,
        S,
        True,
        "markdown_sections",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v30g_options",
        "Option 1:\n" + RING_TL3 + "\n\nOption 2:\n" + RING_BR3 + "\n\nEither works.",
        U,
        False,
        "two_sections",
        "two mazes offered with no pick and no MAZE: line",
    ),
    _g(
        "v30g_draft_discarded",
        "Draft (discarded: G is walled off here):\n"
        + GOAL_CUT_OFF
        + "\n\nFixed version:\n\nMAZE:\n"
        + RING_BR3,
        S,
        True,
        "rejected_alternative",
        "hard: the first draft is said to be discarded; the maze after MAZE: is the answer, last",
    ),
    _g(
        "v30g_withdrawn",
        "MAZE:\n"
        + RING_MR3
        + "\n\nHmm, actually I don't think this keeps the shape. Let me redo it.",
        U,
        False,
        "unfinished_correction",
        "the maze withdrawn and never redrawn",
    ),
    _g(
        "v30g_json_rows",
        "MAZE:\n" + _rows_json(RING_ML3),
        S,
        False,
        "json_rows",
        "hard: a JSON array of the rows is the asked matrix wrapped (success; strict miss)",
    ),
    _g(
        "v30g_yaml_rows",
        "maze:\n" + "\n".join(f"  - {row}" for row in RING_TR4.splitlines()),
        S,
        False,
        "yaml",
        "hard: a YAML maze key with the rows as list items is the matrix wrapped (success; strict miss)",
    ),
    _g(
        "v30g_coord_spaced",
        "MAZE:\n" + coord_list(RING_MR3).replace(",", ", ").replace(",  (", ", ("),
        S,
        False,
        "spaced_coords",
        "hard: the coordinate lists with '(0, 1)' spacing are the lists (strict miss)",
        encoding="coord_list",
    ),
    _g(
        "v30g_six_by_six",
        "Here's a 6x6 version with the same ring.\n\nMAZE:\n" + SIX_BY_SIX,
        F,
        False,
        "wrong_size",
        "hard: a committed maze of the wrong size is a fail, not unclear",
    ),
    _g(
        "v30g_html_pre",
        "<pre>\nMAZE:\n" + RING_ML3 + "\n</pre>",
        S,
        False,
        "html",
        "hard: the maze inside <pre> tags is right; strict: tags are not the format",
    ),
    _g(
        "v30g_check_keeps",
        "MAZE:\n"
        + RING_TR4
        + "\n\nShould (2, 4) be a wall? No: that would cut the ring, so it stays open.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that keeps it as it is (strict: text after the maze)",
    ),
    _g(
        "v30g_maybe_swap",
        "MAZE:\n"
        + RING_BR3
        + "\n\nOr maybe the goal would be better up in the corner at (0, 0) instead; I can't decide.",
        U,
        False,
        "hedge",
        "an undecided second version (G moved to a cut-off corner, a fail) offered after the maze, no pick",
    ),
    _g(
        "v30g_refusal",
        "Sorry, I can't design a new maze that keeps the shape; I'd only be copying the original.",
        U,
        False,
        "refusal",
        "a refusal: no maze",
    ),
]

PUZZLE = [
    _p(
        "v30p_gpt4o_top_right",
        "The top-right square's pipe points up, off the board. A clockwise turn moves that opening to the right side, still off the board; wait, the other end points left, so clockwise sends it up. Counterclockwise is wrong too... Let me simply turn it clockwise once and look again.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v30p_gpt41mini_square_n",
        "Square 3 points off the board.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "plain",
    ),
    _p(
        "v30p_o3_terse",
        "(1,0) opens left → off-board. CCW: left → bottom, still off. CW: left → top, meets (0,0). But the board says (0,0) points down already; good.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "short_reasoned",
    ),
    _p("v30p_gpt5_plain", "Bottom-right.\n\nROTATE: (1, 1) clockwise", (3, CW), True, "plain"),
    _p(
        "v30p_sonnet4_reasoned",
        "The top-left square (0, 0) has its opening on the top side, pointing off the board. Turning it counterclockwise moves that opening to the left, still off the board, but its other end moves from the right to the top... Actually, a counterclockwise turn takes a top-and-right elbow to a top-and-left one; I need right-and-bottom, which is a clockwise turn.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v30p_opus4_bold",
        "One quarter turn on the bottom-right square connects it to both neighbours.\n\n**ROTATE: (1, 1) counterclockwise**",
        (3, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v30p_flash_anticlockwise",
        "Turning the top-right piece anticlockwise points its end at the top-left piece.\n\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "direction_synonym",
        "hard: 'anticlockwise' is counterclockwise; strict wants the prompt's word",
    ),
    _p(
        "v30p_pro_cw_abbrev",
        "**Move:** bottom-left square, one clockwise turn.\n\nROTATE: (1, 0) CW",
        (2, CW),
        False,
        "direction_synonym",
    ),
    _p(
        "v30p_qwen25_chinese_direction",
        "左上角的管道需要顺时针旋转。\n\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese",
    ),
    _p(
        "v30p_qwen3_think",
        "<think>\nSquare 1 is (0,1). Its opening faces up; clockwise moves it right... off board. Hmm, its other opening is left, clockwise moves left to top. Need left and bottom: from top+left, counterclockwise gives left+bottom. So counterclockwise.\n</think>\n\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v30p_r1_think",
        "<think>\nLet me check each square. (1,1) reaches right and bottom: both off the board. It needs top and left. That's two turns away. Either direction twice. Take counterclockwise first.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v30p_v3_then_note",
        "ROTATE: (1, 0) clockwise\n\nThis lines the bottom-left pipe up with the one above it.",
        (2, CW),
        False,
        "answer_then_explanation",
    ),
    _p("v30p_llama3_sentence", "Rotate (0, 1) clockwise.", (1, CW), False, "prose_only"),
    _p(
        "v30p_llama4_hyphen",
        "The top-left pipe faces the wrong way.\n\nROTATE: (0, 0) counter-clockwise",
        (0, CCW),
        False,
        "direction_synonym",
    ),
    _p(
        "v30p_mistral_plain",
        "The bottom-right pipe is the only one pointing off the board.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "plain",
    ),
    _p(
        "v30p_phi4_place_name",
        "The top-right elbow faces away from its neighbours.\n\nROTATE: the top-right elbow clockwise",
        (1, CW),
        False,
        "square_by_place",
        "hard: a square named by its pipe and place is the square there, (0, 1)",
    ),
    _p(
        "v30p_gemma3_plain",
        "I think the top-right one.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _p(
        "v30p_small_template_echo",
        "You are solving a rotation puzzle. End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise). The board:",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed, with its placeholder: no square",
    ),
    _p(
        "v30p_small_turn_repeat",
        "Turn the pipe. Turn the pipe. Turn the pipe. Turn the pipe. Turn the pipe. Turn the",
        U,
        False,
        "small_repeat",
        "repeated until the token limit, no square and no direction",
        finish_reason=L,
    ),
    _p(
        "v30p_small_no_direction",
        "I turn the pipe.\nROTATE: (0, 0)",
        U,
        False,
        "small_half_label",
        "a square with no direction",
    ),
    _p(
        "v30p_pro_long_cut_off",
        "Let me go through the board square by square. Square 0 at (0, 0) reaches the right and the bottom, which is fine for a top-left corner. Square 1 at (0, 1) reaches the top and the left; the top points off the board, so it needs a turn. Square 2 at (1, 0) reaches the top and the right. Square 3 at (1, 1) reaches the right",
        U,
        False,
        "long_cut_off",
        "cut off before any move",
        finish_reason=L,
    ),
    _p(
        "v30p_llama33_restates_board",
        "The board now:\n- Square 0 (0, 0): right, bottom\n- Square 1 (0, 1): top, left\n- Square 2 (1, 0): top, right\n- Square 3 (1, 1): left, top\n\nSquare 1 points off the top of the board, so I turn it.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "restates_question",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v30p_conditional_flip",
        "ROTATE: (1, 0) clockwise\n\nIf that leaves its left end dangling, though, turn it counterclockwise instead.",
        U,
        False,
        "conditional",
        "a condition after the line, left unsettled, that would flip the direction",
    ),
    _p(
        "v30p_other_way_ruled_out",
        "ROTATE: (1, 0) clockwise\n\nCounterclockwise would point it off the board, so clockwise it stays.",
        (2, CW),
        False,
        "verification_after",
        "hard: the other direction is raised and ruled out; the answer stays (strict: not the last line)",
    ),
    _p(
        "v30p_french_direction",
        "Il faut tourner la case en haut à droite.\n\nROTATE: (0, 1) dans le sens inverse des aiguilles d'une montre",
        (1, CCW),
        False,
        "direction_word",
        "hard: the French phrase is counterclockwise, a language read; strict wants the English word",
    ),
    _p(
        "v30p_turkish_direction",
        "Sağ üstteki kareyi döndür.\n\nROTATE: (0, 1) saat yönünde",
        U,
        False,
        "direction_other_language",
        "a direction in Turkish, a language the readers do not read",
    ),
    _p(
        "v30p_second_square",
        "Turn the second square clockwise: its open end then meets the first square.",
        (1, CW),
        False,
        "square_by_ordinal",
        "hard: 'the second square' is square 1, counted as the prompt numbers them",
    ),
    _p(
        "v30p_out_of_board",
        "The bottom pipe is stuck.\n\nROTATE: (2, 2) clockwise",
        U,
        False,
        "one_based_unsaid",
        "(2, 2) is off a 2x2 board numbered from 0, and no 1-based counting is said",
    ),
    _p(
        "v30p_one_based_said",
        "Using 1-based (row, col), where (1, 1) is the top-left square:\n\nROTATE: (2, 1) counterclockwise",
        (2, CCW),
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so (2, 1) is (1, 0); strict: a format miss",
    ),
    _p(
        "v30p_which_do_you_prefer",
        "Two moves would help: turning (0, 1) clockwise or turning (1, 1) counterclockwise. Which would you like me to make?",
        U,
        False,
        "question_back",
        "a question back with two moves and no pick",
    ),
    _p(
        "v30p_tool_call",
        '{"name": "rotate", "arguments": {"square": 3, "direction": "clockwise"}}',
        (3, CW),
        False,
        "tool_call_json",
        "hard: a tool call naming square 3 and clockwise",
    ),
    _p(
        "v30p_turn_twice",
        "ROTATE: (0, 0) clockwise twice",
        U,
        False,
        "half_turn",
        "two quarter turns in one line: a half turn, not one move",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v30",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v30.py: counts, no reader
    print_counts(all_cases(), problems())

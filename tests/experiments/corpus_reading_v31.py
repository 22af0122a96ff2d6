"""A thirty-first, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants. ``corpus_form`` and
``corpus_reading_v30`` were read for the data format only.

This round: a natural mix (about two thirds: everyday replies of each model family, and the
real small models' habits) and a chosen third (the ``*_CHOSEN`` lists, :func:`chosen`; reasons
in :data:`WHY`, hard calls start ``hard:``) that pairs genuinely unclear replies a program may
take as definite (a conditional on something the reply cannot know, an answer for another
player position, a "final" answer followed by "or rather" and a trailing-off, a vote between
two drafts left tied, a PATH for a maze the reply redrew wrongly then disowned, an answer kept
"for now" pending a check never made) with clear look-alikes (a check in other words that lands
on the same cell, an alternative argued down and dropped, the answer said once in prose and once
on the line, an (x, y) route said as such). New rings (4x4 top-left, 3x3 centre, 3x3 top-middle,
4x4 bottom-right, 3x3 bottom-middle), new broken mazes (a filled block, a plus, no player, a
short row, '#' and '.' walls, P on the ring's centre, two players and no goal) and new routes
(a wobble back and forth on the bottom row, a two-cell jump down the right column, a step into
the wall at (3,1), a last step onto the wall (3,2) instead of G, a walk past G up the whole
right column, the left-and-bottom route written as (x, y) pairs).

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
WOBBLE = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: one step back and forth on the bottom row, then on to G (every step valid)."""
JUMP = "1,0 1,1 1,2 1,3 2,3 4,3"
"""Broken: jumps two cells down the right column, from (2,3) to G."""
INTO_31 = "1,0 2,0 3,0 3,1 4,1 4,2 4,3"
"""Broken: steps onto the wall (3,1)."""
END_32 = "1,0 2,0 3,0 4,0 4,1 4,2 3,2"
"""Broken: the last step goes up onto the wall (3,2) instead of right to G."""
PAST_UP = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3"
"""Walks past G up the whole right column to (1,3); the part up to the last G is a valid route."""
XY_DOWN = "0,1 0,2 0,3 0,4 1,4 2,4 3,4"
""":data:`DOWN` with each pair written (x, y): as (row, col) it starts off P and hits walls."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 0 0 1
0 1 1 0 1
0 1 1 G 1
0 0 0 P 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (3,3), G at (2,3)."""

RING_C3 = """\
1 1 1 1 1
1 0 0 G 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (3,1), G at (1,3)."""

RING_TM3 = """\
1 0 P 0 1
1 0 1 0 1
1 0 G 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top middle, P at (0,2), G at (2,2)."""

RING_BR4 = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 G 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,1), G at (3,1)."""

RING_BM3 = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 G 0 0 1"""
"""Valid: a 3x3 ring at the bottom middle, P at (2,1), G at (4,1)."""

FILLED = RING_TM3.replace("1 0 1 0 1", "1 0 0 0 1")
""":data:`RING_TM3` with its centre open: a filled 3x3 block, not a ring (a fail)."""

PLUS = """\
1 1 P 1 1
1 1 0 1 1
1 0 0 0 1
1 1 0 1 1
1 1 G 1 1"""
"""A plus (the cross), not the square's ring (a fail)."""

NO_PLAYER = RING_TM3.replace("P", "0")
""":data:`RING_TM3` without a player (a fail)."""

SHORT_ROW = RING_BR4.replace("1 G 1 1 0", "1 G 1 0")
""":data:`RING_BR4` with its fourth row one cell short (a fail)."""

HASH_DOT = RING_TL4.replace("1", "#").replace("0", ".")
""":data:`RING_TL4` with walls as '#' and empty cells as '.' (a fail: not the legend)."""

P_IN_MIDDLE = RING_BM3.replace("1 0 1 0 1", "1 0 P 0 1").replace("1 P 0 0 1", "1 0 0 0 1")
""":data:`RING_BM3` with P moved onto the ring's centre (3,2): the open cells are a filled
block (a fail)."""


TWO_PLAYERS = RING_C3.replace("G", "P")
""":data:`RING_C3` with its goal written P: two players and no goal (a fail)."""


def _fence(text: str, lang: str = "") -> str:
    return f"```{lang}\n{text}\n```"


def _one_line(matrix: str) -> str:
    return " / ".join(matrix.splitlines())


ECHO_SHAPE = (
    "The navigation part is over. Look at the whole maze again, at all of its empty cells (the "
    "cells of P and G count as empty), not only at the path you took. The maze: The navigation "
    "part is over. Look at the whole maze again, at all of its"
)


SOLVE = [
    _s(
        "v31s_gpt4o_both_open",
        "Looking at the maze, the player P is at (1, 0). The cell below, (2, 0), is open, and so is (1, 1) to the right. Both routes reach G in six moves, so I'll head right along row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v31s_gpt41_bare",
        "Stepping into the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v31s_gpt41mini_next",
        "Next move: one step down, to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v31s_o3_six_either_way",
        "Shortest paths from (1,0) to (4,3) are 6 steps either way; taking the column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v31s_gpt5_bold_label_word",
        "**Move:** one cell to the right, into the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v31s_sonnet4_neighbour_list",
        "I need to see where P can go from (1, 0).\n\n- (0, 0) above: wall (1)\n- (1, 1) to the right: open (0)\n- (2, 0) below: open (0)\n- Left: outside the grid\n\nThe goal at (4, 3) is six steps away through either open cell. I'll go right, toward the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_list",
    ),
    _s(
        "v31s_opus4_prose",
        "The open cells make a loop around a block of walls in the middle, and P sits on its left edge near the top. Going down the left edge and then along the bottom reaches G without any turns back, so I'll start downward.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s("v31s_haiku4_bold", "Going right.\n\n**MOVE: (1, 1)**", (1, 1), (1, 1), "bold_answer"),
    _s(
        "v31s_flash_fields",
        "**Current position:** (1, 0)\n**Goal:** (4, 3)\n\nThe first column and then the bottom row are clear all the way.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_sections",
    ),
    _s(
        "v31s_pro_ring_view",
        "Treating the empty cells as a ring: P is on the ring's left side and G on its bottom side, near the right corner. Clockwise around the ring (right, then down the right column) is 6 moves; counterclockwise (down, then right along the bottom) is also 6. I'll go clockwise.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v31s_qwen25_chinese_down",
        "当前位置是 (1, 0)，目标在 (4, 3)。往下走到 (2, 0)，然后沿着最左列走到底，再向右走到目标。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese",
    ),
    _s(
        "v31s_qwen3_think_right",
        "<think>\nOkay, P is at row 1, column 0. Above it (0,0) is a wall. Right is (1,1), which is 0. Below is (2,0), also 0. The goal G is at (4,3). Right route: (1,1) (1,2) (1,3) (2,3) (3,3) (4,3). That's 6. I'll just go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v31s_qwen3_fullwidth",
        "我选择向右移动一格。\n\nMOVE：（1，1）",
        (1, 1),
        None,
        "chinese",
        "hard: full-width colon and brackets are (1, 1) (v26 call); strict: a format miss",
    ),
    _s(
        "v31s_r1_think_settles_down",
        "<think>\nThe maze rows: 1 1 1 1 1 / P 0 0 0 1 / 0 1 1 0 1 / 0 1 1 0 1 / 0 0 0 G 1. P at (1,0), G at (4,3).\n\nFirst idea: go right. (1,1), (1,2), (1,3), then down the right side.\n\nWait, let me compare with going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Same count, 6.\n\nHmm, no real difference. I'll go down; it's the first open cell I checked properly.\n</think>\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v31s_v3_sections",
        "### Step-by-step\n1. P is at (1, 0).\n2. Open neighbours: (1, 1) and (2, 0).\n3. Both lie on a 6-move path to G.\n\n### Answer\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_sections",
    ),
    _s(
        "v31s_llama31_sentence",
        "Based on the maze, I will move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v31s_llama4_best_move",
        "The best move right now is (1, 1), along the open top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v31s_mistral_line_first",
        "MOVE: (2, 0)\n\nExplanation: the cell under the player is open, and the left column leads straight to the bottom row, which runs to the goal.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v31s_mixtral_no_blank",
        "I'll move down to cell (2, 0), which is open.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v31s_phi4_therefore",
        "To determine the next move, I look at the cells adjacent to P at (1, 0). The cell above is a wall; the cells to the right and below are empty. Both lead to the goal, so I choose the right one.\n\nTherefore, the next move is:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v31s_gemma3_bullets",
        "Okay, let's analyze the maze.\n\n*   P is at (1, 0).\n*   G is at (4, 3).\n*   The cell below P, (2, 0), is a 0.\n\nI'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_list",
    ),
    _s(
        "v31s_4omini_convention_said",
        "Using (row, col) with row 0 at the top and column 0 at the left: P is at row 1, column 0. The open neighbour below it is row 2, column 0.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled_out",
    ),
    _s(
        "v31s_o4mini_terse",
        "(2, 0) open, on a shortest path.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v31s_r1distill_boxed",
        "The player should step down into the left column.\n\n$\\boxed{(2, 0)}$",
        (2, 0),
        None,
        "latex_boxed",
        "hard: the boxed pair is the answer; strict: no MOVE: line",
    ),
    _s(
        "v31s_r1distill_think_plain",
        "<think>\nP is (1,0). Neighbors (1,1) and (2,0) are open. Goal (4,3). Either works. Down.\n</think>\n\nThe player should move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v31s_small_echo_cut",
        "You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G. The maze is written as a matrix: one line per row. You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G. The maze is",
        U,
        None,
        "small_echo",
        "the task's opening repeated until the token limit, no cell",
        finish_reason=L,
    ),
    _s(
        "v31s_small_second_row",
        "You are on the 2nd row. The 2nd row is P 0 0 0 1. You are on the 2nd row.",
        U,
        None,
        "small_ordinal",
        "a row named, no column, no cell and no move",
    ),
    _s(
        "v31s_small_both_cells",
        "You can move to the cell to the right (1, 1) and you can move to the cell below (2, 0). You can move",
        U,
        None,
        "small_two_cells",
        "two cells offered, no choice between them",
    ),
    _s(
        "v31s_small_half_label",
        "MOVE: (",
        U,
        None,
        "small_half_label",
        "the label opens a pair and stops: no cell",
    ),
    _s(
        "v31s_small_goal_cell",
        "You can move to the bottom-right cell (4, 3).",
        (4, 3),
        None,
        "small_far_cell",
        "hard: the only cell named is the move, an illegal jump to G; strict: no MOVE: line",
    ),
    _s(
        "v31s_small_repeated_line",
        "MOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: one answer line repeated identically (v22 call: strict-right)",
    ),
    _s(
        "v31s_small_third_move",
        "You are on the 3rd move. The maze is: 1 1 1 1 1 P 0 0 0 1 0 1 1 0 1",
        U,
        None,
        "small_echo",
        "a move count and the maze restated, no cell",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v31s_which_row_is_p",
        "If I'm reading the second line (P 0 0 0 1) as row 1, the move is right to (1, 1). If the rows are meant to be counted from 1, P is on row 2 and the right-hand cell is (2, 2).",
        U,
        None,
        "conditional",
        "two answers under a counting convention the reply leaves open",
    ),
    _s(
        "v31s_misread_position",
        "The player is at (2, 0), with the wall (2, 1) to its right. The only way on is down.\n\nMOVE: (3, 0)",
        (3, 0),
        (3, 0),
        "misread_position",
        "hard: a committed answer on a misread position is that answer (v28 call), here illegal",
    ),
    _s(
        "v31s_or_rather_trails",
        "MOVE: (2, 0)\n\nor rather, thinking about which corridor has fewer",
        U,
        None,
        "unfinished_correction",
        "'or rather' starts a correction that breaks off before naming anything",
    ),
    _s(
        "v31s_for_now_unless",
        "For now I'd say MOVE: (1, 1), but I haven't traced the right column yet; if it turns out blocked, the move should be (2, 0) instead.",
        U,
        None,
        "conditional",
        "the answer is kept only pending a check the reply never makes, with a fallback cell",
    ),
    _s(
        "v31s_asks_which_route",
        "Should I take the top corridor via (1, 1), or play it safe down the side via (2, 0)? Let me know which you prefer and I'll commit to it.",
        U,
        None,
        "question_back",
        "a question back offering two moves, no pick",
    ),
    _s(
        "v31s_drafts_tied",
        "Draft A: (1, 1), entering the top corridor.\nDraft B: (2, 0), entering the left column.\n\nBoth are six moves from G, so they're equally good.",
        U,
        None,
        "two_drafts",
        "two drafts judged equally good, neither chosen",
    ),
    _s(
        "v31s_reflection_prefers_other",
        "MOVE: (1, 1)\n\nOn reflection, the bottom row looks like the less risky stretch compared with the right column, so (2, 0) might serve better.",
        U,
        None,
        "second_thought",
        "a second thought after the answer leans to another cell without replacing the line",
    ),
    _s(
        "v31s_dutch_direction",
        "Ik ga naar beneden.\n\nMOVE: omlaag",
        U,
        None,
        "other_language",
        "a direction word in Dutch, not one of the languages read",
    ),
    _s(
        "v31s_sanity_check_same",
        "MOVE: (2, 0)\n\nSanity check: the cell straight beneath the player holds a 0, so stepping there is allowed and still leaves six moves to G. Confirmed.",
        (2, 0),
        None,
        "verification_after",
        "hard: the check restates the same cell in other words and confirms it",
    ),
    _s(
        "v31s_right_argued_down",
        "Going right to (1, 1) is tempting, but I'd rather not: the top corridor forces a turn at (1, 3), and I prefer the straight column. So: down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other cell is named and argued down before the answer line",
    ),
    _s(
        "v31s_words_and_cell",
        "Answer in words: one step to the right. Answer as a cell: (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "said_twice",
        "hard: the same move said three ways",
    ),
    _s(
        "v31s_counted_from_one",
        "Counting rows and columns from 1, the player is at (2, 1) and should move to (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v31s_german_down",
        "Ich gehe nach unten.\n\nMOVE: nach unten",
        (2, 0),
        None,
        "direction_word",
        "hard: 'nach unten' is down, read as the neighbouring cell (2, 0); strict: a format miss",
    ),
    _s(
        "v31s_keeps_after_doubt",
        "MOVE: (1, 1)\n\nCould (2, 0) be better? No: it is the same length, and I'll keep my answer.",
        (1, 1),
        None,
        "verification_after",
        "hard: a question after the answer, answered by keeping it",
    ),
    _s(
        "v31s_tool_call",
        '{"name": "make_move", "arguments": {"target_row": 2, "target_col": 0}}',
        (2, 0),
        None,
        "tool_call_json",
        "hard: a tool call naming row 2 and column 0; strict: no MOVE: line",
    ),
    _s(
        "v31s_numbered_route_from_p",
        "1. (1, 0) start\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n7. (4, 3) goal",
        (1, 1),
        None,
        "numbered_route",
        "hard: a numbered whole route from P where one move was asked is its first step",
    ),
    _s(
        "v31s_heading_answer",
        "The left column is open below the player.\n\n## MOVE: (2, 0)",
        (2, 0),
        None,
        "heading",
        "hard: the answer line as a heading is (2, 0); strict: a heading is not the format",
    ),
]


ONE_SHOT = [
    _o(
        "v31o_gpt4o_top_then_down",
        "To get from P at (1, 0) to G at (4, 3), I'll go along the top corridor and then down the right side.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v31o_gpt41_bare",
        "Left column, then bottom row.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v31o_o3_shortest",
        "Shortest (6 moves), via the left column:\nPATH: " + path_text(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v31o_sonnet4_reasoned",
        "The open cells form a loop. From P at (1, 0) I can go right along row 1 to (1, 3), then down column 3 to G at (4, 3). That's 6 moves, as short as going the other way.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v31o_flash_arrows",
        "**Route:** down the left side, then along the bottom.\n\nPATH: " + path_text(DOWN, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v31o_qwen25_chinese",
        "路径如下：先向下走到底，再向右走到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese",
    ),
    _o(
        "v31o_qwen3_think",
        "<think>\nStart (1,0), goal (4,3). Row 1 is open to (1,3). Column 3 is open from (1,3) down to (4,3). So right three, down three.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v31o_r1_think_bold",
        "<think>\nLet me list open cells: (1,0) P, (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), (4,1), (4,2), (4,3) G. Going down: (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3). Valid.\n</think>\n\n**PATH: "
        + path_text(DOWN)
        + "**",
        S,
        True,
        "think_block",
    ),
    _o(
        "v31o_v3_numbered_cells",
        "Route, cell by cell:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_route",
        "hard: a numbered list of cells is the route; strict: no PATH: line",
    ),
    _o(
        "v31o_llama3_commas",
        "The path is as follows.\n\nPATH: " + path_text(RIGHT, ", "),
        S,
        False,
        "commas",
    ),
    _o(
        "v31o_llama4_jump",
        "Along the top, then straight down to the goal:\n\nPATH: " + path_text(JUMP),
        F,
        False,
        "plain",
    ),
    _o(
        "v31o_mistral_into_wall",
        "I go down two cells, then cut across toward the goal.\n\nPATH: " + path_text(INTO_31),
        F,
        False,
        "plain",
    ),
    _o(
        "v31o_phi4_ends_on_wall",
        "Therefore, the path is:\n\nPATH: " + path_text(END_32),
        F,
        False,
        "plain",
    ),
    _o(
        "v31o_gpt5_note_after",
        "PATH: " + path_text(DOWN) + "\n\n(6 moves.)",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v31o_small_echo_cut",
        "You are solving a maze in one go. Write the whole path from P to G. You are solving a maze in one go. Write the whole path from P to G. You are",
        U,
        False,
        "small_echo",
        "the task repeated until the token limit, no path",
        finish_reason=L,
    ),
    _o(
        "v31o_small_stays_put",
        "PATH: (1, 0) (1, 0) (1, 0) (1, 0)",
        F,
        False,
        "small_repeat",
        "hard: the route never leaves P and never reaches G",
    ),
    _o(
        "v31o_small_row_and_column",
        "The path is the 2nd row and the 4th column.",
        U,
        False,
        "small_ordinal",
        "a row and a column named, no cells of a route",
    ),
    _o(
        "v31o_small_direction_words",
        "Go down, down, down, right, right, right.",
        F,
        False,
        "small_direction_words",
        "hard: a one-shot route given only in direction words is a fail (standing ruling)",
    ),
    _o(
        "v31o_4omini_restates_then_path",
        "The maze is:\n\n"
        + ORIGINAL_MATRIX
        + "\n\nP is at (1, 0) and G at (4, 3). Following the open cells along the bottom:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "restates_question",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v31o_trace_confirms",
        "PATH: "
        + path_text(DOWN)
        + "\n\nTracing it again: three steps down the first column, three steps right along the bottom, ending on G. Every cell on the way is a 0 or G. It holds.",
        S,
        False,
        "verification_after",
        "hard: the check retraces the same route in words and keeps it",
    ),
    _o(
        "v31o_redrawn_then_disowned",
        "Reading the maze as\n1 1 1 1 1\nP 0 0 0 1\n0 0 1 0 1\n0 0 1 0 1\n0 0 0 G 1\n\nPATH: (1, 0) (2, 0) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3)\n\nWait, I copied the third and fourth rows wrong, so that path is for a maze that isn't the one given. I'd have to redo it.",
        U,
        False,
        "withdrawn",
        "the path is disowned (made for a miscopied maze) and never redone",
    ),
    _o(
        "v31o_two_sections",
        "## Route A (top)\nPATH: "
        + path_text(RIGHT)
        + "\n\n## Route B (bottom)\nPATH: "
        + path_text(DOWN),
        U,
        False,
        "two_sections",
        "two routes in two sections, neither picked",
    ),
    _o(
        "v31o_unsure_right_column",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nI'm not fully sure the right column is open all the way down; if it isn't, take the left column and the bottom row instead.",
        U,
        False,
        "conditional",
        "the path is kept under a doubt the reply leaves unsettled, with a fallback route",
    ),
    _o(
        "v31o_asks_shortest_or_any",
        "Do you want the shortest path or just any valid one? The shortest takes 6 moves; tell me and I'll write it out.",
        U,
        False,
        "question_back",
        "a question back, no route written",
    ),
    _o(
        "v31o_xy_said",
        "Coordinates below are (x, y), with x the column and y the row.\n\nPATH: "
        + path_text(XY_DOWN),
        S,
        False,
        "xy_said",
        "hard: pairs said to be (x, y) are converted: the left-and-bottom route; strict reads them as (row, col), a fail",
    ),
    _o(
        "v31o_walks_past_up",
        "Down the left side, along the bottom to G, and on up the right column to see the rest of the loop.\n\nPATH: "
        + path_text(PAST_UP),
        S,
        True,
        "walks_past_goal",
        "hard: the route reaches G and walks on; the part up to the last G is valid (spec check)",
    ),
    _o(
        "v31o_wobble_owned",
        "I stepped back once on the bottom row to double-check a cell, but every step is a legal single move.\n\nPATH: "
        + path_text(WOBBLE),
        S,
        True,
        "detour",
        "hard: a back-and-forth step on the bottom row, every step valid: a success",
    ),
    _o(
        "v31o_wall_route_dropped",
        "A route through (2, 1)? No: that's a wall, so I discard it. The real path:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: the route through a wall is named and dropped before the answer line",
    ),
    _o(
        "v31o_one_based_said",
        "Rows and columns counted from 1 (row 1 is the top row):\n\nPATH: " + one_based(RIGHT),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the right-hand route; strict: a format miss",
    ),
]


RECOGNIZE = [
    _r(
        "v31r_gpt4o_loop",
        "The empty cells form a closed loop around a 2x2 block of walls: the top corridor, the right column, the bottom row and the left column meet at four corners.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v31r_gpt41_bare",
        "Closed loop of 12 cells.\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _r(
        "v31r_o3_perimeter",
        "12 open cells on the perimeter of a 4x4 block (rows 1-4, cols 0-3).\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _r(
        "v31r_sonnet4_outline",
        "Looking at all the empty cells together, including P and G, they trace the outline of a 4x4 block in the lower left of the grid, with walls filling its middle. That outline is a square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r("v31r_flash_bold", "A 4x4 outline.\n\n**SHAPE: square**", "square", True, "bold_answer"),
    _r(
        "v31r_qwen25_chinese_name",
        "空单元格组成一个正方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        "hard: the Chinese name of the square is read; strict: not an English name",
    ),
    _r(
        "v31r_qwen3_think",
        "<think>\nEmpty cells: row 1 cols 0-3, rows 2-3 cols 0 and 3, row 4 cols 0-3. That's the border of a 4x4 block. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v31r_r1_think_rules_out_c",
        "<think>\nCould it be a C? A C would have one side open. Here the left column (2,0), (3,0) is open and joins the top and bottom rows, and the right column (2,3), (3,3) does too. No side is missing. So it's closed: a square loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v31r_v3_rectangle",
        "The cells outline a four-sided figure.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v31r_llama3_sentence",
        "The shape is a square.\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _r("v31r_llama4_box", "It looks like a box.\n\nSHAPE: box", "square", True, "variant_name"),
    _r(
        "v31r_mistral_line_first",
        "SHAPE: square\n\nThe walls in the middle are enclosed on all four sides by the empty cells.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v31r_phi4_quadrilateral",
        "The empty cells enclose a region with four straight sides and four right-angle corners.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v31r_gemma3_spiral",
        "Okay, the empty cells seem to wind around the walls in the middle, like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "plain",
    ),
    _r(
        "v31r_mixtral_c",
        "The path curves around the central walls and opens on the left where the player is.\n\nSHAPE: C",
        "C",
        False,
        "plain",
    ),
    _r(
        "v31r_gpt5_hollow_described",
        "The open cells are the border of a 4x4 block whose 2x2 middle is all walls.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v31r_small_echo_cut",
        ECHO_SHAPE,
        U,
        False,
        "small_echo",
        "the prompt repeated until the token limit, no shape",
        finish_reason=L,
    ),
    _r(
        "v31r_small_triangle_base",
        "The empty cells form a triangle with a base of 4 cells.",
        "triangle",
        False,
        "small_triangle",
    ),
    _r(
        "v31r_small_pyramid",
        "The empty cells form a square pyramid with a height of 3 and a base of 4.",
        "triangle",
        False,
        "small_pyramid",
        "hard: a square pyramid is the pyramid, the triangle's variant (standing call)",
    ),
    _r(
        "v31r_small_form_a",
        "The empty cells form a. The empty cells form a. The empty cells form a",
        U,
        False,
        "small_repeat",
        "the sentence never reaches a shape name",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v31r_if_corner_breaks",
        "SHAPE: square\n\nThough if the player's cell at (1, 0) counts as a break in the loop, it is closer to a C.",
        U,
        False,
        "conditional",
        "an after-thought offers C under a condition the reply does not settle",
    ),
    _r(
        "v31r_short_and_long",
        "**Short answer:** square\n\n**Long answer:** looked at as corridors meeting, it's really a cross of two paths.",
        U,
        False,
        "two_sections",
        "two sections naming two shapes, no pick",
    ),
    _r(
        "v31r_italian_name",
        "Le celle vuote formano un anello chiuso.\n\nSHAPE: quadrato",
        U,
        False,
        "other_language",
        "a shape named in Italian; names are read only in English and Chinese",
    ),
    _r(
        "v31r_square_or_c_line",
        "It's hard to tell whether (1, 0) closes the left side, since P sits there.\n\nSHAPE: square or C",
        U,
        False,
        "hedge",
        "two shapes on the answer line, no pick",
    ),
    _r(
        "v31r_looks_again_c",
        "SHAPE: square\n\nLooking once more at the left side, where P is, I think the shape is really a C.",
        U,
        False,
        "second_thought",
        "a second look concludes on C without saying it replaces the answer line",
    ),
    _r(
        "v31r_walk_confirms",
        "SHAPE: square\n\nDouble-checking by walking the loop: right, down, left, up, and back to the start. Four straight sides, four corners. Still a square.",
        "square",
        False,
        "verification_after",
        "hard: the check walks the loop and lands on the same shape",
    ),
    _r(
        "v31r_c_dropped",
        "At first glance a C, but the left column closes the gap, so not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: C is named and ruled out before the answer line",
    ),
    _r(
        "v31r_chinese_quadrilateral",
        "这些空格围成一个四边形的边框。\n\nSHAPE: 四边形",
        "square",
        False,
        "chinese",
        "hard: 四边形 (quadrilateral) is a square variant named in Chinese; strict: not English",
    ),
    _r(
        "v31r_cube",
        "A closed four-sided loop; I'll call it a cube.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: cube is one of the specification's square variants",
    ),
    _r(
        "v31r_heading",
        "The four corridors meet at four corners.\n\n# SHAPE: square",
        "square",
        False,
        "heading",
        "hard: the answer as a heading is the square; strict: a heading is not the format",
    ),
]


def _rows_json(matrix: str) -> str:
    rows = ", ".join(
        "[" + ", ".join(f'"{v}"' for v in row.split()) + "]" for row in matrix.splitlines()
    )
    return "[" + rows + "]"


GENERATE = [
    _g(
        "v31g_gpt4o_centre",
        "Here's a new maze with a smaller square loop in the centre:\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "short_reasoned",
    ),
    _g("v31g_gpt41_bare", "MAZE:\n" + RING_TL4, S, True, "bare"),
    _g(
        "v31g_o3_fenced",
        "Square loop moved to the bottom right.\n\nMAZE:\n" + _fence(RING_BR4),
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v31g_sonnet4_explained_first",
        "I'll keep the shape (a hollow square of empty cells) but make it 3x3 and move it to the top middle, with P at the top and G at the bottom of the loop.\n\nMAZE:\n"
        + RING_TM3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v31g_flash_note_after",
        "MAZE:\n"
        + RING_BM3
        + "\n\nThis maze has a 3x3 square loop at the bottom, with P and G on its left side.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v31g_qwen25_chinese",
        "这是一个新的迷宫，空格组成一个正方形：\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "chinese",
    ),
    _g(
        "v31g_qwen3_filled",
        "<think>\nA square... I'll put a 3x3 block of empty cells at the top middle.\n</think>\n\nMAZE:\n"
        + FILLED,
        F,
        False,
        "think_block",
    ),
    _g(
        "v31g_r1_plus",
        "<think>\nThe same shape... the corridors cross in the middle? I'll draw the lines through the centre.\n</think>\n\nMAZE:\n"
        + PLUS,
        F,
        False,
        "think_block",
    ),
    _g(
        "v31g_v3_copy",
        "Here is the new maze, following all the requirements:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
        "hard: an identical copy of the original is a fail (the prompt forbids it)",
    ),
    _g("v31g_llama3_no_player", "MAZE:\n" + NO_PLAYER, F, False, "plain"),
    _g(
        "v31g_llama4_short_row",
        "Here is the new maze:\n\nMAZE:\n" + SHORT_ROW,
        F,
        False,
        "plain",
    ),
    _g(
        "v31g_mistral_hash_dot",
        "MAZE:\n" + HASH_DOT,
        F,
        False,
        "plain",
        "hard: '#' and '.' are not the legend's symbols: a fail",
    ),
    _g(
        "v31g_phi4_p_in_middle",
        "Therefore, the new maze is:\n\nMAZE:\n" + P_IN_MIDDLE,
        F,
        False,
        "plain",
    ),
    _g("v31g_gemma3_bold_label", "**MAZE:**\n" + RING_C3, S, True, "bold_answer"),
    _g(
        "v31g_small_echo_cut",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Now create a new maze of the same size",
        U,
        False,
        "small_echo",
        "the request repeated until the token limit, no maze",
        finish_reason=L,
    ),
    _g(
        "v31g_small_label_only",
        "MAZE:\nMAZE:\nMAZE:\nMAZE:",
        U,
        False,
        "small_half_label",
        "the label alone, no maze (v20 call)",
    ),
    _g(
        "v31g_small_ones_twos",
        "MAZE:\n2 1 2 1 2\n1 1 1 1 1\n2 1 2 1 2\n1 1 1 1 1\n2 1 2 1 2",
        F,
        False,
        "small_ones_twos",
    ),
    _g(
        "v31g_gpt4o_coord",
        "MAZE:\n" + coord_list(RING_TL4),
        S,
        True,
        "bare",
        encoding="coord_list",
    ),
    _g(
        "v31g_llama3_coord_as_matrix",
        "MAZE:\n" + RING_C3,
        F,
        False,
        "wrong_encoding",
        "hard: a matrix where the coordinate list was asked is a fail (standing ruling)",
        encoding="coord_list",
    ),
]

GENERATE += [
    _g(
        "v31g_gpt5_lead_line",
        "A 3x3 square loop along the bottom, P and G on its left side.\n\nMAZE:\n" + RING_BM3,
        S,
        True,
        "plain",
    ),
    _g(
        "v31g_haiku4_coord",
        "Here is a smaller square loop in the centre.\n\nMAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v31g_mistral_coord_spaced",
        "MAZE:\n" + coord_list(RING_TM3).replace(",", ", ").replace(",  ", ", "),
        S,
        False,
        "spaced_coords",
        "hard: the coordinate list with '(0, 2)' spacing is the list (v26 call); strict: a format miss",
        encoding="coord_list",
    ),
    _g(
        "v31g_pro_two_players",
        "I'll keep the loop but put it in the centre, with the player and the goal on opposite corners.\n\nMAZE:\n"
        + TWO_PLAYERS,
        F,
        False,
        "short_reasoned",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v31g_scratch_that",
        "MAZE:\n"
        + RING_C3
        + "\n\nHmm, scratch that, I'm not sure this keeps the same shape. Let me think about it differently.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and never redrawn",
    ),
    _g(
        "v31g_two_options",
        "Option 1:\nMAZE:\n" + RING_TL4 + "\n\nOption 2:\nMAZE:\n" + RING_BM3,
        U,
        False,
        "two_drafts",
        "two mazes offered, no pick",
    ),
    _g(
        "v31g_asks_size_draft",
        "Should the new loop keep the 4x4 size, or may it be smaller? Here's a draft in case smaller is fine:\n\n"
        + RING_C3
        + "\n\nTell me if you need the bigger one.",
        U,
        False,
        "question_back",
        "a draft under a question back the reply leaves open, no MAZE: line",
    ),
    _g(
        "v31g_coord_doubt",
        "MAZE:\n"
        + coord_list(RING_BR4)
        + "\n\nOn second look the goal might not be reachable; I may need to move it.",
        U,
        False,
        "second_thought",
        "a doubt after the maze, left open",
        encoding="coord_list",
    ),
    _g(
        "v31g_copy_rejected_first",
        "First draft (rejected: it's the same as the original):\n"
        + _fence(ORIGINAL_MATRIX)
        + "\n\nFinal:\n\nMAZE:\n"
        + RING_TM3,
        S,
        True,
        "rejected_alternative",
        "hard: a rejected draft said as such, then the final maze as the last lines",
    ),
    _g(
        "v31g_check_confirms",
        "MAZE:\n"
        + RING_BM3
        + "\n\nCheck: one P, one G, and the eight cells of the loop connect them. Valid.",
        S,
        False,
        "verification_after",
        "hard: the check confirms the same maze",
    ),
    _g(
        "v31g_json_rows",
        "MAZE:\n" + _fence(_rows_json(RING_BR4), "json"),
        S,
        False,
        "json_rows",
        "hard: a JSON array of the rows is the matrix wrapped (v23 call); strict: a format miss",
    ),
    _g(
        "v31g_lowercase_pg",
        "MAZE:\n" + RING_TL4.replace("P", "p").replace("G", "g"),
        F,
        False,
        "lowercase_names",
        "hard: lowercase p and g are a fail (standing ruling), though the ring is right",
    ),
    _g(
        "v31g_pre_tags",
        "MAZE:\n<pre>\n" + RING_TL4 + "\n</pre>",
        S,
        False,
        "html",
        "hard: the right matrix inside <pre> tags is read; strict: tags are not the format",
    ),
]


PUZZLE = [
    _p(
        "v31p_gpt4o_reasoned",
        "Square (0, 1) is an elbow reaching its top and left sides, and the top one points off the board. A quarter turn counterclockwise moves its openings to the left and bottom, joining (0, 0) and (1, 1).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v31p_gpt41_bare",
        "Bottom-left piece.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "plain",
    ),
    _p(
        "v31p_o3_square_n",
        "Square 3 points off the board.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "plain",
    ),
    _p(
        "v31p_sonnet4_reasoned",
        "The piece at (0, 0) is an elbow reaching its top and right sides, and the top side faces off the board. One quarter turn clockwise moves those openings to the right and bottom, joining (0, 1) and (1, 0).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "short_reasoned",
    ),
    _p("v31p_flash_bold", "**ROTATE: (1, 1) clockwise**", (3, CW), True, "bold_answer"),
    _p(
        "v31p_qwen25_chinese",
        "将 (0, 1) 顺时针旋转九十度，使它和下面的方块连接。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese",
    ),
    _p(
        "v31p_qwen3_think",
        "<think>\nBoard 2x2. (1,0) reaches left and top; left is off the board. Turn it clockwise: left->top, top->right. Then it reaches top (0,0) and right (1,1). Good.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v31p_r1_square_one",
        "<think>\nSquare 1 is (0,1). Its pipe faces right, off the board. Counterclockwise: right -> top. Hmm, also off. Clockwise: right -> bottom, toward square 3. But square 0 needs it to face left... it's an elbow: right and bottom. Counterclockwise turns right->top and bottom->right. Clockwise turns right->bottom and bottom->left. So clockwise gives bottom and left, both on the board.\n\nWait, I wrote counterclockwise at first; the analysis says clockwise... no, let me recheck. Elbow at (0,1) reaches right and bottom now. I need left and bottom. From {right, bottom}, counterclockwise gives {top, right}; clockwise gives {bottom, left}. Clockwise it is.\n</think>\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v31p_v3_cw",
        "The top-left elbow faces off the board.\n\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "abbreviation",
        "hard: CW is clockwise (v20 call); strict: a format miss",
    ),
    _p(
        "v31p_llama3_top_right",
        "I will rotate the top-right square clockwise.\n\nROTATE: top-right clockwise",
        (1, CW),
        False,
        "square_by_place",
        "hard: the top-right square is (0, 1), square 1; strict: not (row, col) or square N",
    ),
    _p(
        "v31p_llama4_note_after",
        "ROTATE: (1, 1) clockwise\n\nThis connects the bottom-right square to the square above it.",
        (3, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v31p_mistral_hyphen",
        "I'll turn the top-right piece.\n\nROTATE: (0, 1) counter-clockwise",
        (1, CCW),
        False,
        "hyphenated",
    ),
    _p(
        "v31p_phi4_degrees",
        "ROTATE: (1, 0) 90 degrees clockwise",
        (2, CW),
        False,
        "words_on_line",
        "hard: a quarter turn clockwise said in degrees; strict: words besides the format",
    ),
    _p(
        "v31p_gemma3_backticks",
        "Let's turn the top-left square.\n\nROTATE: `(0, 0)` clockwise",
        (0, CW),
        False,
        "backticks",
        "hard: backticks around the square are a strict miss (v18 call)",
    ),
    _p(
        "v31p_gpt5_said_twice",
        "Turn square 2 counterclockwise.\n\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "said_twice",
    ),
    _p(
        "v31p_small_echo_cut",
        "You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square holds a piece of pipe that reaches some of its four sides. You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square holds a piece of pipe that",
        U,
        False,
        "small_echo",
        "the task repeated until the token limit, no move",
        finish_reason=L,
    ),
    _p(
        "v31p_small_placeholder",
        "Answer: ROTATE: (row, col) clockwise (or counterclockwise)\nAnswer: ROTATE: (row, col) clockwise (or counterclockwise)",
        U,
        False,
        "small_placeholder",
        "the prompt's placeholder copied with both directions (v21 call)",
    ),
    _p(
        "v31p_small_first_square",
        "Rotate the 1st square. Rotate the 1st square. Rotate the",
        U,
        False,
        "small_repeat",
        "a square but no direction, repeated and broken off",
    ),
    _p(
        "v31p_small_repeated_line",
        "ROTATE: (1, 1) counterclockwise\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_repeat",
        "hard: one answer line repeated identically (v22 call: strict-right)",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v31p_or_if_straight",
        "ROTATE: (0, 1) clockwise\n\nOr rather, if the pipe at (0, 1) is a straight piece and not an elbow, the other way round.",
        U,
        False,
        "conditional",
        "'or rather' with a condition the reply never settles offers the other turn",
    ),
    _p(
        "v31p_dutch_direction",
        "Het vierkant linksonder moet een kwartslag draaien.\n\nROTATE: (1, 0) rechtsom",
        U,
        False,
        "other_language",
        "the turn in Dutch ('rechtsom'), not one of the languages read",
    ),
    _p(
        "v31p_options_either",
        "**Option A:** ROTATE: (0, 0) clockwise\n**Option B:** ROTATE: (1, 1) counterclockwise\n\nEither one works.",
        U,
        False,
        "two_sections",
        "two moves offered as equal options, no pick",
    ),
    _p(
        "v31p_top_or_bottom_first",
        "Do you want me to fix the top row first or the bottom row? Top: (0, 0) clockwise; bottom: (1, 0) clockwise.",
        U,
        False,
        "question_back",
        "a question back with two moves, no pick",
    ),
    _p(
        "v31p_undo_later",
        "ROTATE: (1, 1) clockwise. If the next board shows it still doesn't connect, I'll undo it with a counterclockwise turn then.",
        (3, CW),
        False,
        "plan_after",
        "hard: the counterclockwise turn is a later move under a later condition; this move is clockwise",
    ),
    _p(
        "v31p_fourth_square",
        "The bottom-right piece faces the wrong way. I'll turn the fourth square counterclockwise.",
        (3, CCW),
        False,
        "ordinal_square",
        "hard: the fourth square is square 3 (v22 call); strict: no ROTATE: line",
    ),
    _p(
        "v31p_00_ruled_out",
        "Turning (0, 0) would break its link to (1, 0), so not that one.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "rejected_alternative",
        "hard: the other square is named and ruled out before the answer line",
    ),
    _p(
        "v31p_numbered_from_one",
        "Numbering the squares 1 to 4, row by row from the top left:\n\nROTATE: square 2 clockwise",
        (1, CW),
        False,
        "one_based_said",
        "hard: squares said to be numbered 1 to 4 are converted, square 2 is square 1; strict: a format miss",
    ),
    _p(
        "v31p_verify_left_turn",
        "ROTATE: (1, 0) counterclockwise\n\nVerifying: after a quarter turn to the left, the opening at (1, 0) faces up and meets the downward opening of (0, 0). Good.",
        (2, CCW),
        False,
        "verification_after",
        "hard: the check restates the same turn as 'a quarter turn to the left' and confirms it",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v31",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v31.py: counts, no reader
    print_counts(all_cases(), problems())

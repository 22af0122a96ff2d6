"""An eighteenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. What a
reply commits to is judged as a careful grader would, by the prompts' own wording
(``agents/llm/prompts.py``, the puzzle prompt included), the answer rules of ``docs/studies.md``
and ``docs/analysis.md`` and the specification's shape variants (square: box, cube,
quadrilateral, rectangle-like; triangle: pyramid, trilateral; cross: X-shape; spiral: helix,
coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning bolt). ``corpus_form``,
``test_blind_reading_sets``, ``corpus_reading_v17`` and ``benchmarks/bench_real_model_labels.json``
were read for the data format, the labelling conventions and the real small models' habits
only; the replies, mazes, routes and wordings here are new.

This round's brief: the COMMON replies today's models write to these exact prompts, in their
natural variety (GPT-4o/4o-mini/4.1, Claude Sonnet/Haiku 4, Gemini 2.5 Flash, Qwen2.5-7B and
Qwen3-8B with and without thinking, Llama-3.1-8B, Mistral-7B, Phi-4-mini, DeepSeek-R1
distills): a sentence of reasoning and the asked line, neighbour-by-neighbour checks, markdown
headings and bold, ``<think>`` blocks, wrong answers in the asked format, cut-offs, verbose
recognitions that weigh several shapes and conclude one, mazes in fences or with notes before
and after, rotation answers that walk the board square by square; about twenty replies in the
habits the real small models (SmolLM2, Gemma 3 270M) showed (habit names starting ``small_``);
and about a fifth hard-but-clear or unclear cases.

Flexible label: the answer the reply commits to when a person would decide it (drafts inside
``<think>`` are reasoning, a restated question is not the answer, checks after the answer are
not the answer, an answer written twice identically is one answer), else :data:`UNREADABLE`
(cut off by ``max_tokens``, alternatives or hedges with no pick, a refusal, the prompt echoed,
a shape named in a language other than English or Chinese). Coordinates are the prompt's
(0-indexed, row first); a reply that *says* it counts from 1 (or says its pairs are (x, y) with
x the column) is converted; one that counts from 1 without saying so is unclear where it
matters. Rulings kept: a maze in the encoding not asked is a fail; a one-shot route given only
in direction words is a fail; a single solve move given only as a direction is the neighbouring
cell; a matrix maze must write P and G; a whole route from P's cell where one move was asked is
read as its first step; a one-shot path that reaches G and walks on is scored by the
specification's check (the last G walked back to P); "the first/second ... square" is square
0/1/...; a solid named for a shape ("square pyramid") is the pyramid, the triangle's variant.

Strict label: the reply's own final line is the asked line with the label exactly as the
prompt prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``, upper case; for generation the
line ``MAZE:`` then the maze exactly as the encoder writes it, nothing after); nothing else on
that line before the label, not inside a fence, backticks, LaTeX, JSON or tags (inline
bold/italic tolerated); any English name of the right shape (no Chinese, no angle brackets
kept); ``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or
``square N``; a path's cells separated by spaces only; 0-indexed cells.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); routes and generated mazes are this module's; puzzle replies are for a 2x2
board (square index ``2 * row + col``). The split is :func:`corpus_reading.half`; the whole set
is held out.
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    coord_list,
    form_problems,
    halves,
    path_text,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES, ORIGINAL_MATRIX
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
L = LENGTH
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did (those start with ``hard:``)."""

_c = case_maker(WHY)
_path = path_text


def _fence(text: str, lang: str = "") -> str:
    """``text`` in a markdown code fence (with ``lang`` after the opening ticks)."""
    return f"```{lang}\n{text}\n```"


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (six moves)."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (six moves)."""
TOP_TWO_BACKSTEPS = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top row with one step back from (1,2) to (1,1), then the right column with one
step back from (3,3) to (2,3) (ten moves)."""
PAST_G_TWO_LEFT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1"
"""Reaches G down the right column, then walks two cells left along the bottom row: the part
up to the last G is legal, a success by the specification's check."""
DIAG_INTO_COL1 = "1,0 2,1 3,1 4,1 4,2 4,3"
"""Broken: a diagonal step from P onto the wall (2,1), then down through the wall (3,1)."""
CUTS_32 = "1,0 1,1 1,2 1,3 2,3 3,2 4,3"
"""Broken: from (2,3) diagonally onto the wall (3,2), then diagonally to G."""
ENDS_IN_32 = "1,0 1,1 1,2 1,3 2,3 3,3 3,2"
"""Broken: the right route turning left at (3,3) into the wall (3,2), never reaching G."""
FROM_12 = "1,2 1,3 2,3 3,3 4,3"
"""Broken: starts at (1,2), two cells from P's cell (1,0)."""
SKIPS_42 = "1,0 2,0 3,0 4,0 4,1 4,3"
"""Broken: the bottom route jumping from (4,1) to G (4,3), over (4,2)."""
ONE_BASED_DOWN = "2,1 3,1 4,1 5,1 5,2 5,3 5,4"
""":data:`DOWN` counted from 1 (a success only where the reply says so)."""
XY_RIGHT = "0,1 1,1 2,1 3,1 3,2 3,3 3,4"
""":data:`RIGHT` written as (x, y) = (column, row) (a success only where the reply says so)."""

# == generated mazes (5x5) =================================================================
RING_B3_MID = """\
1 1 1 1 1
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 0 P 0 1"""
"""Valid: a 3x3 ring in rows 2-4, columns 1-3, P at (4,2), G at (2,1)."""

RING_BR4_P14 = """\
1 1 1 1 1
1 0 0 0 P
1 G 1 1 0
1 0 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,4), G at (2,1)."""

RING_TR3_G02 = """\
1 1 G 0 0
1 1 0 1 0
1 1 P 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G at (0,2), P at (2,2)."""

RING_TL4_P33 = """\
0 0 0 0 1
0 1 1 0 1
0 1 1 0 1
G 0 0 P 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, G at (3,0), P at (3,3)."""

RING_BR3_P23 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 P 0
1 1 0 1 0
1 1 0 0 G"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,3), G at (4,4)."""

SAME_RING_MOVED = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 0 1
P 1 1 G 1
0 0 0 0 1"""
"""Valid: the original's ring with P at (3,0) and G at (3,3): same cells, not an identical copy."""

CROSS_NEW = """\
1 1 P 1 1
1 1 0 1 1
0 0 0 0 0
1 1 0 1 1
1 1 G 1 1"""
"""Broken: a plus (the cross), not a square outline."""

RING_SPUR = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 0
1 1 1 1 1"""
"""Broken: a 3x3 ring with a dead-end spur at (3,4): not the square template."""

OPEN_SIDE_C = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 1 0
1 1 0 1 0
1 1 0 0 G"""
"""Broken: a bottom-right 3x3 ring with (2,3) walled: a C, not a closed square."""

NO_GOAL_RING = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 0 1 0 1
1 0 P 0 1"""
"""Broken: :data:`RING_B3_MID` without its G."""

SIX_ROWS = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a middle 3x3 ring drawn with six rows (6x5, not 5x5)."""

WALL_ON_RING = """\
1 P 0 0 0
1 0 1 1 0
1 0 1 1 1
1 0 0 0 G
1 1 1 1 1"""
"""Broken: a top-right 4x4 ring (P at (0,1), G at (3,4)) with (2,4) walled: G is reached the
long way, but the open cells are a hook, not a closed square."""

# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v18s_mini_one_sentence_down",
        "solve",
        "To head toward the goal at (4, 3), I'll step down into the open cell below me.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _c(
        "v18s_mini_one_sentence_right",
        "solve",
        "The cell to my right is empty and the top corridor leads toward G.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _c(
        "v18s_sonnet_neighbour_list",
        "solve",
        "I'm at (1, 0). Checking the neighbours:\n"
        "- Up (0, 0): wall\n"
        "- Down (2, 0): empty\n"
        "- Left (1, -1): outside the grid\n"
        "- Right (1, 1): empty\n\n"
        "Both open moves lead around to G at (4, 3) in six moves. I'll follow the left column "
        "down.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "neighbour_check",
    ),
    _c(
        "v18s_haiku_neighbour_prose",
        "solve",
        "From (1, 0), the cell above is a wall and there is nothing to the left. Moving right "
        "to (1, 1) starts along the open top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "neighbour_check",
    ),
    _c(
        "v18s_gemini_bold_sections",
        "solve",
        "**Current position:** (1, 0)\n**Goal:** (4, 3)\n\n"
        "**Options:**\n* (2, 0) — open\n* (1, 1) — open\n\n"
        "Going down keeps me on the outer edge of the loop, which reaches the bottom row "
        "directly.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "markdown",
        why="hard: the options list names both cells; the text then picks down and the final "
        "line, in tolerated bold, is (2, 0)",
    ),
    _c(
        "v18s_gpt4o_heading_answer",
        "solve",
        "### Analysis\nThe player P is at row 1, column 0. The only open neighbours are (1, 1) "
        "and (2, 0). Either is fine; I'll go right.\n\n### Answer\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown",
    ),
    _c(
        "v18s_qwen3_think_changes_mind",
        "solve",
        "<think>\nOkay, the player is at (1,0). Let me look at the neighbours. Up is (0,0), which "
        "is 1, a wall. Down is (2,0), which is 0. Right is (1,1), which is 0. So I could go "
        "right. The top row goes (1,1), (1,2), (1,3), then down column 3 to G. That's six "
        "moves. Hmm, but going down: (2,0), (3,0), (4,0), then (4,1), (4,2), (4,3). Also six. "
        "Wait, let me just pick down, since the bottom row ends right at G.\n</think>\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
        why="hard: the thinking leans right first, then settles on down; the answer after "
        "</think> is (2, 0)",
    ),
    _c(
        "v18s_qwen3_think_short",
        "solve",
        "<think>\nP at (1,0). (1,1) is 0, so moving right works.\n</think>\n\n"
        "I'll move right along the first open row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _c(
        "v18s_r1_answer_bolded_label",
        "solve",
        "<think>\nThe maze:\nRow 0: 1 1 1 1 1\nRow 1: P 0 0 0 1\nRow 2: 0 1 1 0 1\n"
        "Row 3: 0 1 1 0 1\nRow 4: 0 0 0 G 1\nSo P is (1,0) and G is (4,3). I need to go "
        "around. Down first: (2,0).\n</think>\n\n"
        "**Answer:** MOVE: (2, 0)",
        (2, 0),
        None,
        "think_block",
        why="hard: '**Answer:**' stands before the label on the final line: strictly a miss",
    ),
    _c(
        "v18s_llama_no_space",
        "solve",
        "The next move is to the right, to (1,1).\n\nMOVE: (1,1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _c(
        "v18s_mistral_answer_then_why",
        "solve",
        "MOVE: (2, 0)\n\nExplanation: moving down from (1, 0) to (2, 0) is a valid move because "
        "(2, 0) is an empty cell, and it leads down the left side toward the goal.",
        (2, 0),
        None,
        "answer_then_explanation",
        why="hard: the answer comes first and an explanation follows, so the reply's final line "
        "is not the MOVE: line (strict miss)",
    ),
    _c(
        "v18s_phi_steps",
        "solve",
        "Step 1: Find the player. P is at (1, 0).\n"
        "Step 2: Find the goal. G is at (4, 3).\n"
        "Step 3: Look at the adjacent cells. (0, 0) is a wall, (2, 0) is open, (1, 1) is open.\n"
        "Step 4: Choose the move that gets closer to G. Moving down reduces the row distance.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _c(
        "v18s_wrong_into_wall",
        "solve",
        "The goal is below and to the right, so I'll move diagonally... actually diagonal moves "
        "aren't allowed, so I'll move up first to get around.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_in_format",
    ),
    _c(
        "v18s_wrong_two_steps",
        "solve",
        "Moving right along the open row gets me closer to column 3.\n\nMOVE: (1, 2)",
        (1, 2),
        (1, 2),
        "wrong_in_format",
    ),
    _c(
        "v18s_wrong_goal_direct",
        "solve",
        "The goal is at (4, 3). Let me go there.\n\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "wrong_in_format",
    ),
    _c(
        "v18s_wrong_own_cell",
        "solve",
        "The player can move right along the open row.\n\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "wrong_in_format",
        why="hard: the prose says right, but the committed line names P's own cell; the line "
        "is the answer (the env judges it)",
    ),
    _c(
        "v18s_restates_maze_first",
        "solve",
        "The maze is:\n```\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n```\n"
        "P is at (1, 0). The square below it, (2, 0), is open, so I'll go down.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_maze",
    ),
    _c(
        "v18s_grid_with_indices",
        "solve",
        "Labelling rows and columns:\n\n"
        "```\n    0 1 2 3 4\n0:  1 1 1 1 1\n1:  P 0 0 0 1\n2:  0 1 1 0 1\n"
        "3:  0 1 1 0 1\n4:  0 0 0 G 1\n```\n\n"
        "From (1, 0) I can go to (1, 1) or (2, 0). I'll take (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "restates_maze",
    ),
    _c(
        "v18s_emoji_prefix_prose",
        "solve",
        "🧭 Heading right along the top corridor!\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "emoji",
    ),
    _c(
        "v18s_plan_then_move",
        "solve",
        "Plan: (1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3).\n"
        "First step of the plan:\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_then_move",
    ),
    _c(
        "v18s_numbered_route_no_label",
        "solve",
        "Here's the path I'll follow:\n1. (1, 0) → (1, 1)\n2. (1, 1) → (1, 2)\n"
        "3. (1, 2) → (1, 3)\n4. (1, 3) → (2, 3)\n5. (2, 3) → (3, 3)\n6. (3, 3) → (4, 3)",
        (1, 1),
        None,
        "numbered_route",
        why="hard: a numbered whole route from P where one move was asked: its first step (ruling)",
    ),
    _c(
        "v18s_direction_only_right",
        "solve",
        "Right.",
        (1, 1),
        None,
        "direction_only",
        why="hard: a single move given only as a direction is the neighbouring cell (ruling)",
    ),
    _c(
        "v18s_label_direction",
        "solve",
        "The cell below is open.\nMOVE: down",
        (2, 0),
        None,
        "direction_only",
        why="hard: 'MOVE: down' is the cell below P (ruling); strictly a format miss",
    ),
    _c(
        "v18s_one_based_said",
        "solve",
        "Counting rows and columns from 1, P is at (2, 1) and the open cell to its right is "
        "(2, 2).\n\nMOVE: (2, 2)",
        (1, 1),
        None,
        "one_based_said",
        why="hard: the reply says it counts from 1: (2, 2) is (1, 1); strictly a format miss",
    ),
    _c(
        "v18s_one_based_unsaid",
        "solve",
        "P is at (2, 1). I'll move down to (3, 1).\n\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        why="P written as (2, 1) implies counting from 1, but the reply does not say so: as "
        "written (3, 1) is a wall, counted from 1 it is (2, 0); the counting matters",
    ),
    _c(
        "v18s_convention_spelled",
        "solve",
        "Using (row, column) with 0-indexing as the prompt does: the player is at row 1, column "
        "0. Row 2, column 0 is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled",
    ),
    _c(
        "v18s_prose_only_cell",
        "solve",
        "I will move to the cell at row 2, column 0, directly below the player.",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v18s_tool_call",
        "solve",
        '{"name": "make_move", "arguments": {"row": 1, "col": 1}}',
        (1, 1),
        None,
        "tool_call",
        why="hard: a tool call with row and col as named arguments: the cell (1, 1); "
        "strictly JSON, a format miss",
    ),
    _c(
        "v18s_verification_after",
        "solve",
        "MOVE: (1, 1)\n\nVerification: (1, 1) is row 1, column 1 of the maze, which is 0 "
        "(empty), and it is adjacent to P. ✓",
        (1, 1),
        None,
        "verification_after",
    ),
    _c(
        "v18s_repeated_twice",
        "solve",
        "Down is open.\nMOVE: (2, 0)\n\nFinal answer:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeated_answer",
    ),
    _c(
        "v18s_hedge_no_pick",
        "solve",
        "Both (1, 1) and (2, 0) are valid and equally short, so either move works.",
        U,
        None,
        "hedge",
        why="two moves offered as equal, no pick",
    ),
    _c(
        "v18s_refusal_visual",
        "solve",
        "I'm sorry, but I can't determine a move without seeing the maze image.",
        U,
        None,
        "refusal",
        why="a refusal: no cell",
    ),
    _c(
        "v18s_several_cells_on_line",
        "solve",
        "MOVE: (2, 0) (3, 0) (4, 0)",
        U,
        None,
        "several_cells",
        why="three cells on the MOVE: line, not starting at P: which one is the move is not "
        "said (ruling)",
    ),
    _c(
        "v18s_r1_cut_thinking",
        "solve",
        "<think>\nAlright, so I'm trying to figure out the next move in this maze. Let me "
        "visualize it first. The maze is 5x5. Row 0 is all walls. Row 1 starts with P, then "
        "three 0s and a wall. Row 2 starts with 0, then two walls, a 0 and a wall. Hmm, so from "
        "P, I can go right or down. If I go right, I go along row 1 to (1,3), then down to "
        "(2,3), (3,3) and then",
        U,
        None,
        "long_cut_off",
        why="cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _c(
        "v18s_verbose_cut_before_label",
        "solve",
        "Let me carefully analyse this maze. First, I'll identify all the positions:\n\n"
        "- Row 0: all walls\n- Row 1: P at (1, 0), open (1, 1), (1, 2), (1, 3), wall (1, 4)\n"
        "- Row 2: open (2, 0), walls (2, 1), (2, 2), open (2, 3), wall (2, 4)\n- Row 3:",
        U,
        None,
        "long_cut_off",
        why="cut off by max_tokens while restating the maze, before the answer",
        finish_reason=L,
    ),
    _c(
        "v18s_reasoned_right_bold_cell",
        "solve",
        "Moving to **(1, 1)** keeps me in the upper corridor, which connects to the right "
        "column and then down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _c(
        "v18s_distance_reasoning",
        "solve",
        "The Manhattan distance from (1, 0) to (4, 3) is 6. Moving to (2, 0) makes it 5; moving "
        "to (1, 1) also makes it 5. I'll pick (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _c(
        "v18s_label_lowercase_final",
        "solve",
        "Going right, along the top.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        why="hard: 'Move:' in title case is clear flexibly; strictly not the prompt's MOVE:",
    ),
    _c(
        "v18s_code_fenced_line",
        "solve",
        "The open neighbour below leads along the outside of the loop.\n\n"
        + _fence("MOVE: (2, 0)"),
        (2, 0),
        None,
        "fenced_answer",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v18s_small_echo_rules",
        "solve",
        "You are solving a maze one move at a time. Your goal is to walk from the player P to "
        "the goal G. You are solving a maze one move at a time. Your goal is to walk from the "
        "player P to the goal G. You are solving a maze",
        U,
        None,
        "small_echo",
        why="the prompt's opening repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18s_small_two_cells_offered",
        "solve",
        "You can move to the cell below (2, 0) or you can move to the cell on the right (1, 1).",
        U,
        None,
        "small_two_cells",
        why="two cells offered, no choice between them",
    ),
    _c(
        "v18s_small_rows_restated",
        "solve",
        "The maze is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe maze is:\n"
        "1 1 1 1 1\nP 0 0 0 1",
        U,
        None,
        "small_echo",
        why="the maze restated twice, no cell; cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18s_small_template_echo",
        "solve",
        "The next move is MOVE: (row, col)",
        U,
        None,
        "small_template",
        why="the answer template echoed with no numbers",
    ),
    _c(
        "v18s_small_example_copied",
        "solve",
        "MOVE: (2, 3)",
        (2, 3),
        (2, 3),
        "small_template",
        why="hard: the prompt's own example cell, but written as the whole answer it is a "
        "committed move (a wall; the env judges it)",
    ),
    _c(
        "v18s_small_row_no_col",
        "solve",
        "You move to the 2nd row of the maze.",
        U,
        None,
        "small_no_cell",
        why="a row without a column: no cell",
    ),
    _c(
        "v18s_small_half_label",
        "solve",
        "MOVE: (1,",
        U,
        None,
        "small_half_label",
        why="the label with half a cell, cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18s_small_move_count",
        "solve",
        "You are on the 1st move. You have 12 moves left.",
        U,
        None,
        "small_no_cell",
        why="a move count, no cell",
    ),
    _c(
        "v18s_small_single_pair",
        "solve",
        "The player moves to (2, 0).",
        (2, 0),
        None,
        "small_single_pair",
    ),
]

# == one-shot: a whole path on ORIGINAL ======================================================
ONE_SHOT: list[Reply] = [
    _c(
        "v18o_mini_short_down",
        "one_shot",
        "Go down the left column and then right along the bottom row.\n\nPATH: " + _path(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v18o_sonnet_explained_right",
        "one_shot",
        "Looking at the maze, P is at (1, 0) and G is at (4, 3). The open cells form a loop. "
        "Taking the top route: right along row 1 to (1, 3), then down column 3 to the goal.\n\n"
        "PATH: " + _path(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v18o_gemini_numbered_then_line",
        "one_shot",
        "**Path found:**\n1. Start at (1, 0)\n2. Down to (2, 0)\n3. Down to (3, 0)\n"
        "4. Down to (4, 0)\n5. Right to (4, 1)\n6. Right to (4, 2)\n"
        "7. Right to (4, 3) — goal!\n\n"
        "PATH: " + _path(DOWN),
        S,
        True,
        "numbered_steps",
    ),
    _c(
        "v18o_gpt_bold_line",
        "one_shot",
        "The shortest route follows the top corridor and the right column.\n\n**PATH: "
        + _path(RIGHT)
        + "**",
        S,
        True,
        "markdown",
    ),
    _c(
        "v18o_arrows",
        "one_shot",
        "Route along the bottom:\n\nPATH: " + _path(DOWN, " -> "),
        S,
        False,
        "arrows",
        why="hard: arrows between cells: the route is clear, strictly a format miss",
    ),
    _c(
        "v18o_commas",
        "one_shot",
        "The top route works best.\nPATH: " + _path(RIGHT, ", "),
        S,
        False,
        "commas",
    ),
    _c(
        "v18o_qwen_think_then_line",
        "one_shot",
        "<think>\nStart (1,0). Right: (1,1),(1,2),(1,3). Then (2,3),(3,3),(4,3) which is G. "
        "Check walls: (2,3) is 0, (3,3) is 0. Good.\n</think>\n\nPATH: " + _path(RIGHT),
        S,
        True,
        "think_block",
    ),
    _c(
        "v18o_detour_back_to_p",
        "one_shot",
        "I stepped back once on the top row and once on the right column to double-check the "
        "walls, then went on.\n\n"
        "PATH: " + _path(TOP_TWO_BACKSTEPS),
        S,
        True,
        "detour",
        why="hard: each step back is onto an open cell, so the route is legal and reaches G",
    ),
    _c(
        "v18o_past_g",
        "one_shot",
        "PATH: " + _path(PAST_G_TWO_LEFT),
        S,
        True,
        "past_goal",
        why="hard: the route reaches G and walks on two cells; by the specification's check "
        "(the last G walked back to P) the part up to G is legal, a success",
    ),
    _c(
        "v18o_wrong_through_walls",
        "one_shot",
        "Step diagonally to (2, 1), then straight down and along the bottom.\n\nPATH: "
        + _path(DIAG_INTO_COL1),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18o_wrong_diagonal",
        "one_shot",
        "Along the top, down one, then cut across to the goal.\nPATH: " + _path(CUTS_32),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18o_wrong_stops_short",
        "one_shot",
        "Right along the top, down the right side, then left to the goal.\n\nPATH: "
        + _path(ENDS_IN_32),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18o_wrong_no_start",
        "one_shot",
        "Follow the top corridor to the corner, then go down.\n\nPATH: " + _path(FROM_12),
        F,
        False,
        "wrong_in_format",
        why="hard: the path starts at (1, 2), so the walk back from G ends there, not at P",
    ),
    _c(
        "v18o_wrong_skip",
        "one_shot",
        "Down to the bottom, then along to G.\nPATH: " + _path(SKIPS_42),
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18o_one_based_said",
        "one_shot",
        "Using 1-based (row, col) indices: down the first column, then along the last row.\n\n"
        "PATH: " + _path(ONE_BASED_DOWN),
        S,
        False,
        "one_based_said",
        why="hard: said to count from 1: converted, the bottom route; strictly a format miss",
    ),
    _c(
        "v18o_xy_said",
        "one_shot",
        "Coordinates as (x, y), x being the column and y the row:\n\nPATH: " + _path(XY_RIGHT),
        S,
        False,
        "convention_spelled",
        why="hard: said to be (column, row): converted, the top route; strictly a format miss",
    ),
    _c(
        "v18o_words_only",
        "one_shot",
        "Move right three times, then down three times to reach the goal.",
        F,
        False,
        "words_only",
        why="hard: a route given only in direction words is a fail (ruling)",
    ),
    _c(
        "v18o_verification_after",
        "one_shot",
        "PATH: " + _path(DOWN) + "\n\nCheck: every step moves one cell, and all cells are 0 "
        "except the start P and the end G. ✓",
        S,
        False,
        "verification_after",
    ),
    _c(
        "v18o_two_routes_no_pick",
        "one_shot",
        "There are two equally short paths:\n\nTop: " + _path(RIGHT) + "\nBottom: " + _path(DOWN),
        U,
        False,
        "hedge",
        why="two routes offered as equal, no pick and no PATH: line",
    ),
    _c(
        "v18o_cut_off_mid_path",
        "one_shot",
        "Let me trace it: from (1, 0) I go down to (2, 0), (3, 0), (4, 0), then right.\n\n"
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens in the middle of the PATH: line",
        finish_reason=L,
    ),
    _c(
        "v18o_fenced_line",
        "one_shot",
        "Here is the path:\n\n" + _fence("PATH: " + _path(RIGHT)),
        S,
        False,
        "fenced_answer",
    ),
    _c(
        "v18o_llama_compact_cells",
        "one_shot",
        "The path from P to G is to go right along the top and then down the right side.\n\n"
        "PATH: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3)",
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v18o_r1_think_wall_then_fixed",
        "one_shot",
        "<think>\nStart (1,0). Could I go (1,1) then (2,1)? No, (2,1) is a wall. Row 2 is "
        "0 1 1 0 1. So the middle is blocked. I have to go around: down column 0 to (4,0), "
        "then along row 4 to (4,3).\n</think>\n\nPATH: " + _path(DOWN),
        S,
        True,
        "think_block",
    ),
    _c(
        "v18o_heading_final_answer",
        "one_shot",
        "### Reasoning\nThe inner 2x2 block is walls, so the path must go around it.\n\n"
        "### Final Answer\nPATH: " + _path(RIGHT),
        S,
        True,
        "markdown",
    ),
    _c(
        "v18o_python_list",
        "one_shot",
        "Path: [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)]",
        S,
        False,
        "list_literal",
        why="hard: the label in title case and the cells in a Python list: the route is clear, "
        "strictly a format miss",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v18o_small_echo_example",
        "one_shot",
        "The path is PATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_template",
        why="hard: the prompt's example path as the answer: a committed path that does not start "
        "at P, a fail",
    ),
    _c(
        "v18o_small_repeat_cut",
        "one_shot",
        "The path is (1, 0) (2, 0). The path is (1, 0) (2, 0). The path is (1, 0) (2, 0). The "
        "path is",
        U,
        False,
        "small_echo",
        why="one step repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18o_small_rules_echo",
        "one_shot",
        "Answer with the whole path at once: every cell from P's cell to G's cell in order, each "
        "one step from the one before.",
        U,
        False,
        "small_echo",
        why="the prompt's instruction echoed, no path",
    ),
    _c(
        "v18o_small_start_and_goal",
        "one_shot",
        "The player starts at (1, 0) and the goal is at (4, 3).",
        U,
        False,
        "small_start_goal",
        why="the question's own facts restated (P's cell and G's cell): a restated question is "
        "not an answer, and no route is given",
    ),
]

# == recognize: the true shape is the square ===============================================
RECOGNIZE: list[Reply] = [
    _c(
        "v18r_mini_plain",
        "recognize",
        "The empty cells run around the edge of a 4x4 area, forming the outline of a square.\n\n"
        "SHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _c(
        "v18r_sonnet_considers_c",
        "recognize",
        "Let me list the empty cells: row 1 columns 0-3, column 0 rows 1-4, row 4 columns 0-3, "
        "and column 3 rows 1-4. At first this might look like a C, but the right side "
        "(column 3) is also open, so the loop is closed on all four sides. That is a square "
        "outline.\n\nSHAPE: square",
        "square",
        True,
        "several_considered",
    ),
    _c(
        "v18r_gemini_weighs_three",
        "recognize",
        "**Candidates:**\n* **Spiral?** No — there's no inward turn.\n"
        "* **C?** No — all four sides are present.\n"
        "* **Square?** Yes — the cells trace a closed 4x4 perimeter.\n\n**SHAPE: Square**",
        "square",
        True,
        "several_considered",
    ),
    _c(
        "v18r_hollow_square",
        "recognize",
        "The open cells surround a 2x2 block of walls.\nSHAPE: hollow square",
        "square",
        True,
        "short_reasoned",
    ),
    _c(
        "v18r_rectangle",
        "recognize",
        "The empty cells form the border of a rectangle around the inner walls.\n\n"
        "SHAPE: rectangle",
        "square",
        True,
        "variant_name",
        why="hard: a rectangle is the square's rectangle-like variant in the specification",
    ),
    _c(
        "v18r_square_or_rectangle",
        "recognize",
        "It's a closed loop with four equal sides.\n\nSHAPE: square (or rectangle)",
        "square",
        False,
        "variant_name",
        why="hard: two names, but both are the square's (rectangle-like is its variant): clear; "
        "strictly not one name",
    ),
    _c(
        "v18r_quadrilateral",
        "recognize",
        "Four straight corridors meet at four corners.\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v18r_box",
        "recognize",
        "The cells make a box around the middle walls.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v18r_square_ring",
        "recognize",
        "The corridor goes all the way round, like a ring with square corners.\n\n"
        "SHAPE: square ring",
        "square",
        True,
        "short_reasoned",
        why="hard: 'ring' qualifies 'square': the name is a square outline",
    ),
    _c(
        "v18r_ring_only",
        "recognize",
        "The empty cells form a continuous loop with a hole in the middle.\n\nSHAPE: ring",
        "none",
        False,
        "unlisted_name",
        why="hard: 'ring' is neither one of the six shapes nor a variant the specification lists",
    ),
    _c(
        "v18r_circle",
        "recognize",
        "It is a closed loop.\nSHAPE: circle",
        "none",
        False,
        "unlisted_name",
        why="hard: a circle is not one of the six shapes nor a listed variant",
    ),
    _c(
        "v18r_wrong_c",
        "recognize",
        "The empty cells go along the top, down the left and along the bottom, like the letter "
        "C.\n\nSHAPE: C",
        "C",
        False,
        "wrong_in_format",
    ),
    _c(
        "v18r_wrong_spiral",
        "recognize",
        "The path winds from P around the outside to G, like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_in_format",
    ),
    _c(
        "v18r_wrong_z",
        "recognize",
        "Top row right, then down, then the bottom row: a zigzag.\nSHAPE: Z",
        "Z",
        False,
        "wrong_in_format",
    ),
    _c(
        "v18r_qwen_think",
        "recognize",
        "<think>\nEmpty cells: (1,0) P, (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), "
        "(4,1), (4,2), (4,3) G. That's the perimeter of rows 1-4, columns 0-3. A square.\n"
        "</think>\n\nThe empty cells form the perimeter of a 4x4 square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _c(
        "v18r_think_changes_mind",
        "recognize",
        "<think>\nThe open cells... top row, left column, bottom row. That's a C shape? Wait, "
        "column 3 is open too: (2,3) and (3,3). So it's closed. Not C. Square.\n</think>\n\n"
        "SHAPE: square",
        "square",
        True,
        "think_block",
        why="hard: the thinking names C first and rejects it; the answer is square",
    ),
    _c(
        "v18r_chinese_name",
        "recognize",
        "空白格子沿着一个4x4区域的边缘排列，形成一个正方形的轮廓。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
    ),
    _c(
        "v18r_angle_brackets",
        "recognize",
        "The cells form a closed square loop.\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
    ),
    _c(
        "v18r_prose_only",
        "recognize",
        "Taken together, the empty cells trace the outline of a square around a block of walls.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v18r_hedge_c_or_square",
        "recognize",
        "It's either a square or a C, depending on whether you count the right column as part "
        "of the shape.",
        U,
        False,
        "hedge",
        why="two different shapes offered, no pick",
    ),
    _c(
        "v18r_cut_off",
        "recognize",
        "To identify the shape, let me map out every empty cell in the grid. Row 1 has empty "
        "cells at columns 0 through 3. Column 0 has empty cells from row 1 down to row 4. Row 4 "
        "has",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
    _c(
        "v18r_square_pyramid",
        "recognize",
        "Looking at it from above, it resembles a square pyramid.\nSHAPE: square pyramid",
        "triangle",
        False,
        "solid_name",
        why="hard: a solid named for a shape is the pyramid, the triangle's variant (ruling)",
    ),
    _c(
        "v18r_llama_capital",
        "recognize",
        "The empty cells form a square shape, with the walls in the middle.\n\nSHAPE: Square",
        "square",
        True,
        "short_reasoned",
    ),
    _c(
        "v18r_mistral_answer_first",
        "recognize",
        "SHAPE: square\n\nExplanation: the empty cells form the four sides of a square around a "
        "2x2 block of walls.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _c(
        "v18r_bold_value",
        "recognize",
        "All the open cells lie on the border of a 4x4 region.\n\nSHAPE: **square**",
        "square",
        True,
        "markdown",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v18r_small_triangle",
        "recognize",
        "The empty cells form a triangle with sides of length 3.",
        "triangle",
        False,
        "small_wrong_shape",
    ),
    _c(
        "v18r_small_template",
        "recognize",
        "The shape is:\nSHAPE: <name>",
        U,
        False,
        "small_template",
        why="the answer template echoed with no name",
    ),
    _c(
        "v18r_small_echo",
        "recognize",
        "The navigation part is over. Look at the whole maze again, at all of its empty cells. "
        "The navigation part is over. Look at the whole maze again",
        U,
        False,
        "small_echo",
        why="the prompt echoed until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18r_small_number_grid",
        "recognize",
        "1 1 1 1 1\n2 2 2 2 1\n2 1 1 2 1\n2 1 1 2 1\n2 2 2 2 1",
        U,
        False,
        "small_grid",
        why="a grid of numbers, no shape named",
    ),
    _c(
        "v18r_small_square_line",
        "recognize",
        "The shape is a square.\nSHAPE: square",
        "square",
        True,
        "small_plain",
    ),
]

# == generate: a new 5x5 maze of the square shape ==========================================
GENERATE: list[Reply] = [
    _c(
        "v18g_plain_b3",
        "generate",
        "Here is a new maze with a smaller square loop at the bottom:\n\nMAZE:\n" + RING_B3_MID,
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v18g_sonnet_explained_tr4",
        "generate",
        "I'll shift the 4x4 square loop one column to the right, with P on its top-right corner "
        "and G on its left side. P at (1, 4) reaches G at (2, 1) around either side.\n\nMAZE:\n"
        + RING_BR4_P14,
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v18g_fenced",
        "generate",
        "MAZE:\n" + _fence(RING_TR3_G02),
        S,
        False,
        "fenced_answer",
        why="hard: the maze is valid, but inside a code fence: strictly a format miss",
    ),
    _c(
        "v18g_fenced_with_intro",
        "generate",
        "Sure! Here's a new 5x5 maze whose empty cells form a square:\n\n"
        "MAZE:\n" + _fence(RING_BR3_P23, "text"),
        S,
        False,
        "fenced_answer",
    ),
    _c(
        "v18g_notes_after",
        "generate",
        "MAZE:\n" + RING_TL4_P33 + "\n\nThe empty cells form a 4x4 square outline; P at (3, 3) "
        "can reach G at (3, 0) in either direction around the loop.",
        S,
        False,
        "notes_after",
    ),
    _c(
        "v18g_moved_pg",
        "generate",
        "Same square loop, but with the player and goal in new places so it isn't a copy.\n\n"
        "MAZE:\n" + SAME_RING_MOVED,
        S,
        True,
        "moved_pg",
        why="hard: the same open cells as the original with P and G moved: the same shape and "
        "not an identical copy",
    ),
    _c(
        "v18g_markdown_heading",
        "generate",
        "## New maze\n\nThe square now sits in the bottom-right corner.\n\nMAZE:\n" + RING_BR3_P23,
        S,
        True,
        "markdown",
    ),
    _c(
        "v18g_qwen_think",
        "generate",
        "<think>\nI need a square of empty cells. A 3x3 ring: rows 2-4, cols 1-3. Put P at the "
        "bottom middle and G at the top left of the ring. Check: 5x5, one P, one G, connected.\n"
        "</think>\n\nMAZE:\n" + RING_B3_MID,
        S,
        True,
        "think_block",
    ),
    _c(
        "v18g_identical_copy",
        "generate",
        "Here is a new maze with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "wrong_in_format",
        why="hard: an identical copy of the original, which the prompt forbids",
    ),
    _c(
        "v18g_wrong_cross",
        "generate",
        "I made a new maze with a plus-shaped path.\n\nMAZE:\n" + CROSS_NEW,
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18g_wrong_spur",
        "generate",
        "A smaller square with an extra corridor to the right.\nMAZE:\n" + RING_SPUR,
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18g_wrong_open_side",
        "generate",
        "MAZE:\n" + OPEN_SIDE_C,
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18g_wrong_no_goal",
        "generate",
        "A 3x3 square loop with the player at the bottom.\n\nMAZE:\n" + NO_GOAL_RING,
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18g_wrong_six_rows",
        "generate",
        "MAZE:\n" + SIX_ROWS,
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18g_wrong_wall_on_ring",
        "generate",
        "The loop is shifted right and the goal sits on its lower edge.\n\nMAZE:\n" + WALL_ON_RING,
        F,
        False,
        "wrong_in_format",
    ),
    _c(
        "v18g_draft_then_final",
        "generate",
        "Draft:\n" + OPEN_SIDE_C + "\n\nOops, the top edge is broken at (2, 3). Final maze, with "
        "the edge closed and P moved onto it:\n\nMAZE:\n" + RING_BR3_P23,
        S,
        True,
        "self_correction",
        why="hard: a broken draft first, then 'Final maze' and the MAZE: block, which is valid",
    ),
    _c(
        "v18g_cut_off",
        "generate",
        "To create a new maze, I'll keep the square outline but make it 3x3 and move it to the "
        "bottom.\n\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 G 0",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
    _c(
        "v18g_coord_valid",
        "generate",
        "MAZE:\n" + coord_list(RING_BR4_P14),
        S,
        True,
        "coord_list",
        encoding="coord_list",
    ),
    _c(
        "v18g_coord_explained",
        "generate",
        "Here's a smaller square of empty cells in the top-right corner, in the same coordinate "
        "format:\n\nMAZE:\n" + coord_list(RING_TR3_G02),
        S,
        True,
        "coord_list",
        encoding="coord_list",
    ),
    _c(
        "v18g_coord_asked_matrix_given",
        "generate",
        "MAZE:\n" + RING_TL4_P33,
        F,
        False,
        "wrong_encoding",
        why="hard: the coordinate list was asked and a matrix given: a fail (ruling)",
        encoding="coord_list",
    ),
    _c(
        "v18g_coord_fenced",
        "generate",
        "MAZE:\n" + _fence(coord_list(RING_B3_MID)),
        S,
        False,
        "fenced_answer",
        encoding="coord_list",
    ),
    _c(
        "v18g_two_mazes_no_pick",
        "generate",
        "Here are two options:\n\nOption A:\n" + RING_B3_MID + "\n\nOption B:\n" + RING_BR3_P23,
        U,
        False,
        "hedge",
        why="two mazes offered as options with no MAZE: line and no pick",
    ),
    _c(
        "v18g_design_bullets_first",
        "generate",
        "Design:\n- a 3x3 square loop in rows 2-4, columns 2-4\n- P at (2, 3), G at (4, 4)\n"
        "- everything else is wall\n\nMAZE:\n" + RING_BR3_P23,
        S,
        True,
        "short_reasoned",
    ),
    _c(
        "v18g_checklist_after",
        "generate",
        "MAZE:\n" + RING_BR4_P14 + "\n\n✅ 5x5\n✅ one P, one G\n✅ G reachable\n"
        "✅ not a copy of the original",
        S,
        False,
        "notes_after",
    ),
    _c(
        "v18g_s_and_e",
        "generate",
        "New maze with start S and end E:\n\nMAZE:\n"
        + RING_BR3_P23.replace("P", "S").replace("G", "E"),
        F,
        False,
        "wrong_in_format",
        why="hard: S and E in place of P and G: a fail (ruling)",
    ),
    _c(
        "v18g_coord_cross",
        "generate",
        "Here is a new maze in the coordinate format:\n\nMAZE:\n" + coord_list(CROSS_NEW),
        F,
        False,
        "coord_list",
        encoding="coord_list",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v18g_small_echo_requirements",
        "generate",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric "
        "shape as the maze above. Requirements: use the same format as above",
        U,
        False,
        "small_echo",
        why="the prompt's request echoed until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18g_small_original_restated",
        "generate",
        "The maze is:\n" + ORIGINAL_MATRIX,
        U,
        False,
        "small_echo",
        why="the original restated as 'The maze is:', with no answer cue and no new maze: an "
        "echo of the question, not an answer (compare v18g_identical_copy, offered as new)",
    ),
    _c(
        "v18g_small_ones_and_twos",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 2 2 2 1\n1 2 1 2 1\n1 2 2 2 1\n1 1 1 1 1",
        F,
        False,
        "small_grid",
        why="hard: a committed grid of 1s and 2s with no P or G: not a maze, a fail",
    ),
]

# == puzzle: a move on a 2x2 board (square 2*row+col) ======================================
PUZZLE: list[Reply] = [
    _c(
        "v18p_mini_short",
        "puzzle",
        "The top-left pipe points up off the board; turning it clockwise points it right, "
        "toward its neighbour.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "short_reasoned",
    ),
    _c(
        "v18p_sonnet_square_by_square",
        "puzzle",
        "Let me go through the board square by square:\n"
        "- (0, 0): reaches right and bottom — connected to both neighbours ✓\n"
        "- (0, 1): reaches left and top — the top end points off the board ✗\n"
        "- (1, 0): reaches top and right ✓\n"
        "- (1, 1): reaches left and right — the right end points off the board ✗\n\n"
        "Turning (0, 1) counterclockwise moves its openings from left/top to bottom/left, "
        "which connects it down to (1, 1).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "square_by_square",
    ),
    _c(
        "v18p_gemini_table_then_line",
        "puzzle",
        "**Board state:**\n\n| square | openings | problem |\n|---|---|---|\n"
        "| (0,0) | right, bottom | none |\n| (0,1) | left, bottom | none |\n"
        "| (1,0) | top, left | left points off the board |\n| (1,1) | top, left | none |\n\n"
        "Rotating (1, 0) clockwise turns top/left into right/top.\n\n"
        "**ROTATE: (1, 0) clockwise**",
        (2, CW),
        True,
        "square_by_square",
    ),
    _c(
        "v18p_square_n",
        "puzzle",
        "Square 3's pipe points down, off the board. A counterclockwise turn makes it point "
        "right... no, that's also off. Clockwise makes it point left, into square 2.\n\n"
        "ROTATE: square 3 clockwise",
        (3, CW),
        True,
        "short_reasoned",
        why="hard: counterclockwise is weighed and rejected in the text; the line says clockwise",
    ),
    _c(
        "v18p_qwen_think",
        "puzzle",
        "<think>\nSquare (1,1) has an end pointing right, off the board. Turning clockwise "
        "sends right to bottom, still off. Counterclockwise sends right to top, toward (0,1). "
        "So counterclockwise.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _c(
        "v18p_anticlockwise",
        "puzzle",
        "Top-right square.\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "direction_synonym",
        why="hard: 'anticlockwise' is counterclockwise; strictly not the prompt's word",
    ),
    _c(
        "v18p_hyphenated",
        "puzzle",
        "The bottom-right pipe needs to face up.\nROTATE: (1, 1) counter-clockwise",
        (3, CCW),
        False,
        "direction_synonym",
        why="hard: 'counter-clockwise' with a hyphen is counterclockwise; strictly not the "
        "prompt's word",
    ),
    _c(
        "v18p_prose_position",
        "puzzle",
        "I would turn the bottom-left square clockwise so its opening faces its right-hand "
        "neighbour.",
        (2, CW),
        False,
        "prose_only",
    ),
    _c(
        "v18p_second_square",
        "puzzle",
        "I'd turn the second square counterclockwise.",
        (1, CCW),
        False,
        "ordinal",
        why="hard: the second square, row by row from the top left, is square 1 (ruling)",
    ),
    _c(
        "v18p_one_to_four_said",
        "puzzle",
        "Numbering the squares 1 to 4 row by row, square 4 should be turned clockwise.",
        (3, CW),
        False,
        "one_based_said",
        why="hard: the reply says it numbers 1 to 4: its square 4 is square 3",
    ),
    _c(
        "v18p_one_based_unsaid",
        "puzzle",
        "This square is the one pointing off the board.\nROTATE: (2, 1) clockwise",
        U,
        False,
        "one_based_unsaid",
        why="(2, 1) is off the 2x2 board as the prompt counts; counted from 1 it is (1, 0), but "
        "the reply does not say so",
    ),
    _c(
        "v18p_wrong_but_format",
        "puzzle",
        "All pipes look connected except the top row. I'll turn (0, 0).\n\n"
        "ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "wrong_in_format",
    ),
    _c(
        "v18p_verification_after",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise\n\nAfter this move, (1, 0) reaches top and right, "
        "which matches (0, 0) above and (1, 1) beside it.",
        (2, CCW),
        False,
        "verification_after",
    ),
    _c(
        "v18p_hedge",
        "puzzle",
        "Either turning (0, 1) clockwise or turning (1, 1) counterclockwise would fix the open "
        "end on the right.",
        U,
        False,
        "hedge",
        why="two moves offered, no pick",
    ),
    _c(
        "v18p_no_direction",
        "puzzle",
        "The square at (1, 1) is the one that needs turning.\n\nROTATE: (1, 1)",
        U,
        False,
        "half_label",
        why="a square with no direction",
    ),
    _c(
        "v18p_cut_off",
        "puzzle",
        "Let me describe each square first.\n\n(0, 0): the pipe reaches the right and bottom "
        "sides.\n(0, 1): the pipe reaches the left side and",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens while describing the board",
        finish_reason=L,
    ),
    _c(
        "v18p_fenced_line",
        "puzzle",
        "My move:\n\n" + _fence("ROTATE: (0, 1) clockwise"),
        (1, CW),
        False,
        "fenced_answer",
    ),
    _c(
        "v18p_haiku_explains_both_turns",
        "puzzle",
        "Looking at the board, square (1, 0) has an opening on its bottom side that points off "
        "the board. Rotating it clockwise moves that opening to the left, still off the board. "
        "Rotating it counterclockwise moves it to the right, toward (1, 1).\n\n"
        "ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "short_reasoned",
    ),
    _c(
        "v18p_phi_steps_square_n",
        "puzzle",
        "Step 1: Find pipe ends that point off the board. Square 1 has one on its top side.\n"
        "Step 2: A counterclockwise turn moves the top opening to the left side, toward square "
        "0.\nStep 3: Make the move.\n\nROTATE: square 1 counterclockwise",
        (1, CCW),
        True,
        "numbered_steps",
    ),
    _c(
        "v18p_llama_no_space",
        "puzzle",
        "The bottom-right square should be turned so it connects to the square above it.\n\n"
        "ROTATE: (1,1) clockwise",
        (3, CW),
        True,
        "short_reasoned",
    ),
    _c(
        "v18p_mistral_answer_first",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nThis turns the top-left pipe so that its open end faces "
        "the square to its right.",
        (0, CW),
        False,
        "answer_then_explanation",
    ),
    _c(
        "v18p_r1_think_changes_mind",
        "puzzle",
        "<think>\nLet me see. If I rotate (0,0) clockwise, its bottom opening goes to the left, "
        "off the board. That breaks the link with (1,0). So not that. What about (1,1)? Its "
        "right end points off the board; counterclockwise sends right to top, which meets "
        "(0,1)'s bottom end. Yes.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
        why="hard: (0, 0) clockwise is tried and rejected in the thinking; the answer is (1, 1)",
    ),
    _c(
        "v18p_gemini_move_sentence",
        "puzzle",
        "**Analysis:** the top-left pipe reaches the top and left edges, both off the board.\n\n"
        "**Move:** Rotate square (0, 0) clockwise.",
        (0, CW),
        False,
        "markdown",
    ),
    _c(
        "v18p_chinese_direction",
        "puzzle",
        "左下角的方块开口朝下，需要旋转。\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese",
        why="hard: '顺时针' is Chinese for clockwise, read; strictly not the word clockwise",
    ),
    _c(
        "v18p_wrong_plain_line",
        "puzzle",
        "Square 2 looks disconnected from the rest.\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "wrong_in_format",
    ),
    _c(
        "v18p_refusal",
        "puzzle",
        "I'm unable to see the board clearly enough to choose a rotation. Could you describe "
        "the pipes in each square?",
        U,
        False,
        "refusal",
        why="a refusal and a question back: no move",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v18p_small_echo",
        "puzzle",
        "You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square "
        "holds a piece of pipe. You are solving a rotation puzzle. The board is",
        U,
        False,
        "small_echo",
        why="the prompt echoed until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v18p_small_template",
        "puzzle",
        "ROTATE: (row, col) clockwise",
        U,
        False,
        "small_template",
        why="the answer template echoed with no square",
    ),
    _c(
        "v18p_small_plain_line",
        "puzzle",
        "You turn the square.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_plain",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The eighteenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads the earlier sets.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v18", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v18.py: counts, no reader
    print_counts(all_cases(), problems())

"""A thirteenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v12`` were read for the
data format and the labelling conventions only; the replies, mazes, routes and wordings here are
new, and no model was run: every reply is written. About thirty replies (habit names starting
``small_``) are written in the habits the real SmolLM2-135M and Gemma 3 270M replies of
``benchmarks/bench_real_model_labels.json`` show (the task's opening echoed to the token limit,
"You are on the Nth row ..." with no cell, two cells offered with no choice, the maze's rows
restated, grids of 1s and 2s, "a square pyramid", half-formed labels), for other questions;
none is copied.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, drafts inside ``<think>`` are reasoning, notes and checks after the
answer are not the answer, an answer written twice identically is one answer), else
:data:`UNREADABLE` (cut off by ``max_tokens`` before its answer line, alternatives with no
choice, a hedge, a refusal, only thinking, the prompt's template or example echoed). Coordinates
are the prompt's (0-indexed, row first); a reply that *says* it counts from 1 (or names its own
axes) is converted, one whose counting is unsaid where it matters is unclear. A name that is
neither a shape nor a variant the specification lists for it reads as ``"none"``; a name whose
head noun is another shape ("a square pyramid", "a square spiral") reads as that shape. Rulings
kept from the earlier sets: a maze in the encoding not asked is a fail; a one-shot route given
only in direction words is a fail; a single solve move given only as a direction is the
neighbouring cell in that direction; a matrix maze must write P and G; a whole route from P
where one move was asked is read as its first step (a route not starting at P, or several cells
on the ``MOVE:`` line, is unclear); hedged alternatives with no pick are unclear.

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, LaTeX,
JSON, YAML, HTML or tags, nor after a heading mark, a quote mark or an emoji, while inline
markdown bold or italic around the label or the value is tolerated; ``SHAPE: <name>`` with any
English name of the right shape; ``clockwise``/``counterclockwise`` only; a puzzle square as
``(row, col)`` or ``square N``; a path's cells separated by spaces only; the prompt's
0-indexed coordinates (cells a reply says are 1-indexed are a format miss; unsaid ones are read
as written); and the answer right (``solve``: the cell read there; ``puzzle``: the line well
formed, since these replies have no board to be right against).

Styles (leaning on the habits the earlier sets have least): reasoning models' long thinking
that changes its mind (DeepSeek-R1, Qwen3, o3-style summaries), replies that restate the
question's maze or cells before answering, answers in prose sentences only, numbered step
lists, coordinate conventions spelled out (axes named, ``grid[r][c]``, "x is the column"),
1-indexed coordinates said or not, answers written twice, markdown headings, blockquotes,
emoji, HTML, YAML, TOML-ish key lines, tool-call JSON in several shapes, self-verification
after the answer, refusals and hedges, GPT-5/o3 "Final answer" lines, Claude 4 offers after
an answer, Gemini 2.5 bold fields, Llama 4 "The answer is", Mistral fences, Phi-4 "Solution:",
Gemma 3 tables, Qwen Chinese and full-width forms, numbers spelled as words, and small models.
Unclear cases and hard calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v12 (solve most, then generation and recognition, the puzzle, the
one-shot path least). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3),
legal moves (2,0) down and (1,1) right); the routes are this module's (:data:`DOWN_BACK_TOP`,
:data:`RIGHT_BACK_DOWN`, :data:`LEFT_COLUMN_BOTTOM`, :data:`TOP_RIGHT_COLUMN` valid;
:data:`DIAGONAL_CORNER`, :data:`THROUGH_WALL`, :data:`PAST_GOAL`, :data:`STOPS_AT_41` broken);
the generated mazes are this module's square rings (:data:`MID_RIGHT3`, :data:`LOW_RIGHT4`,
:data:`TOP_MID3`, :data:`LOW_MID3`) and broken mazes; puzzle replies are for a 2x2 board
(square index ``2 * row + col``). The split is :func:`corpus_reading.half`; the whole set is
held out.
"""

from __future__ import annotations

import json

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    coord_list,
    form_problems,
    halves,
    one_based,
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
_coord = coord_list
_path = path_text


def _xy(cells: str) -> str:
    """``"1,0 2,0"`` as ``(x, y)`` pairs, column first: ``(0, 1) (0, 2)``."""
    return " ".join(f"({c.split(',')[1]}, {c.split(',')[0]})" for c in cells.split())


def _steps(cells: str) -> str:
    """``"1,0 2,0"`` as a numbered list, ``1. (1, 0)`` per line."""
    return "\n".join(f"{i}. ({c.replace(',', ', ')})" for i, c in enumerate(cells.split(), 1))


def _yaml_rows(maze: str) -> str:
    """``maze`` as a YAML list of its rows (each row a quoted string)."""
    return "\n".join(f'  - "{row}"' for row in maze.splitlines())


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
LEFT_COLUMN_BOTTOM = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (six moves; one of the two shortest)."""
TOP_RIGHT_COLUMN = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top corridor, then the right column (six moves; the other shortest)."""
DOWN_BACK_TOP = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top-and-right route with one step back up the right column (eight moves)."""
RIGHT_BACK_DOWN = "1,0 1,1 1,2 1,3 1,2 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the whole top corridor, back to P, then the left-and-bottom route (twelve
moves)."""
DIAGONAL_CORNER = "1,0 1,1 1,2 1,3 2,3 3,3 4,2 4,3"
"""Broken: steps diagonally from (3,3) to (4,2), then to G."""
THROUGH_WALL = "1,0 1,1 1,2 1,3 2,3 3,3 3,2 4,2 4,3"
"""Broken: steps from (3,3) into the wall (3,2)."""
PAST_GOAL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,4"
"""Broken: reaches G and walks on into the wall (4,4)."""
STOPS_AT_41 = "1,0 2,0 3,0 4,0 4,1 4,2 4,1"
"""Broken: reaches (4,2), steps back and ends at (4,1), two steps before G."""

# == generated mazes (5x5) =================================================================
MID_RIGHT3 = """\
1 1 1 1 1
1 1 0 0 P
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1"""
"""Valid: a 3x3 square ring on the right, rows 1-3, P at (1,4), G at (3,2)."""

LOW_RIGHT4 = """\
1 1 1 1 1
1 0 0 0 G
1 0 1 1 0
1 P 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 square ring in the bottom-right corner, P at (3,1), G at (1,4)."""

TOP_MID3 = """\
1 0 0 G 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring at the top, columns 1-3, P at (2,1), G at (0,3)."""

LOW_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 0 0 P 1"""
"""Valid: a 3x3 square ring at the bottom, columns 1-3, P at (4,3), G at (2,2)."""

GAP_RING = """\
1 1 1 1 1
1 1 0 0 P
1 1 1 1 0
1 1 G 0 0
1 1 1 1 1"""
"""Broken: :data:`MID_RIGHT3` with (2,2) walled, so the ring is cut open (a U)."""

NO_GOAL = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 P 1 1 0
1 0 0 0 0"""
"""Broken: :data:`LOW_RIGHT4` with no G."""

SIX_WIDE = """\
1 0 0 G 1 1
1 0 1 0 1 1
1 P 0 0 1 1
1 1 1 1 1 1
1 1 1 1 1 1"""
"""Broken: :data:`TOP_MID3` with a sixth column: not 5x5."""

LOWER_PG = """\
1 1 1 1 1
1 1 1 1 1
1 0 g 0 1
1 0 1 0 1
1 0 0 p 1"""
"""Broken: :data:`LOW_MID3` with p and g in lower case (not the encoder's letters)."""

FILLED_CENTRE = """\
1 1 1 1 1
1 1 0 0 P
1 1 0 0 0
1 1 G 0 0
1 1 1 1 1"""
"""Broken: :data:`MID_RIGHT3` with its hole (2,3) open: a solid block, not a ring."""

ONES_TWOS = """\
2 2 2 2 2
2 1 1 1 2
2 1 2 1 2
2 1 1 1 2
2 2 2 2 2"""
"""Broken: a ring drawn in 2s around 1s, no P and no G (a small model's habit)."""

TWO_GOALS = """\
1 0 0 G 1
1 0 1 0 1
1 P 0 G 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: :data:`TOP_MID3` with a second goal at (2,3)."""

# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v13s_restates_maze_then_moves",
        "solve",
        "The maze is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nI am at "
        "(1, 0) and the goal is at (4, 3). Heading right along row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "restates_maze",
        why="hard: the restated maze and the cells P and G named before the answer are the "
        "question's; the answer line is the move",
    ),
    _c(
        "v13s_restates_cells_prose_only",
        "solve",
        "You have placed me at (1, 0) with the goal at (4, 3). The cell above, (0, 0), is a "
        "wall, so I will move down to (2, 0).",
        (2, 0),
        None,
        "prose_only",
        why="hard: three cells named in prose; 'move down to (2, 0)' is the choice",
    ),
    _c(
        "v13s_axes_named_x_col",
        "solve",
        "Using (x, y) with x the column and y the row, I'm at (0, 1). I'll step to (1, 1), "
        "i.e. one column to the right.",
        (1, 1),
        None,
        "convention_spelled",
        why="hard: the reply names its axes (x the column): its (1, 1) is column 1, row 1, "
        "which 'one column to the right' confirms",
    ),
    _c(
        "v13s_axes_named_x_col_down",
        "solve",
        "Coordinates as (x, y), x = column, y = row. Player: (0, 1). Next: (0, 2) — straight down.",
        (2, 0),
        None,
        "convention_spelled",
        why="hard: the reply says its pairs are (column, row), so (0, 2) is row 2, column 0",
    ),
    _c(
        "v13s_grid_index_notation",
        "solve",
        "grid[2][0] == 0 and grid[0][0] == 1, so the move is to grid[2][0].",
        (2, 0),
        None,
        "convention_spelled",
        why="hard: grid[r][c] indexes row first from 0, as the prompt's cells do",
    ),
    _c(
        "v13s_numbers_as_words",
        "solve",
        "The open neighbour below me is at row two, column zero. I move there.",
        (2, 0),
        None,
        "numbers_in_words",
    ),
    _c(
        "v13s_one_based_said_in_parens",
        "solve",
        "P is in row 2, col 1 (1-indexed). Right of it, row 2, col 2 (1-indexed) is free.\n"
        "MOVE: (2, 2)",
        (1, 1),
        None,
        "one_based_said",
        why="hard: the reply says its cells are 1-indexed; (2, 2) is the prompt's (1, 1); "
        "strictly a format miss",
    ),
    _c(
        "v13s_one_based_unsaid_matters",
        "solve",
        "Starting square is (2,1). The square under it, (3,1), is open.\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        why="P is written (2,1) without saying the count starts at 1; as the prompt's cells "
        "(3, 1) is a wall, from 1 it is (2, 0): the counting matters and is unsaid",
    ),
    _c(
        "v13s_zero_indexed_said",
        "solve",
        "(0-indexed, row first) P = (1, 0). Down = (2, 0): open.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled",
    ),
    _c(
        "v13s_numbered_steps_last_is_move",
        "solve",
        "1. Find P: row 1, column 0.\n2. Check up: (0, 0) is a wall.\n3. Check right: (1, 1) "
        "is open.\n4. Check down: (2, 0) is open.\n5. Both reach G in six; choose right.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _c(
        "v13s_numbered_steps_no_label",
        "solve",
        "Step 1: locate the player at (1, 0).\nStep 2: the wall at (0, 0) rules out up.\n"
        "Step 3: go down to (2, 0).",
        (2, 0),
        None,
        "numbered_steps",
        why="hard: the last step says where to go; the cells of steps 1 and 2 are observations",
    ),
    _c(
        "v13s_twice_identical_bold",
        "solve",
        "**MOVE: (2, 0)**\n\nDown is open, so once more:\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "repeated_answer",
        why="hard: the same move twice is one answer; bold around the whole line is tolerated",
    ),
    _c(
        "v13s_twice_different",
        "solve",
        "MOVE: (1, 1)\nMOVE: (2, 0)",
        U,
        None,
        "two_answers",
        why="two answer lines naming different cells with no word choosing between them",
    ),
    _c(
        "v13s_heading_final_answer",
        "solve",
        "The left column is clear all the way down.\n\n# Final answer\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "heading_answer",
        why="hard: the heading is its own line; the final line is the plain answer line",
    ),
    _c(
        "v13s_blockquote_line",
        "solve",
        "Right is open and starts the top corridor.\n\n> MOVE: (1, 1)",
        (1, 1),
        None,
        "blockquote",
        why="hard: a quote mark before the label is not bold or italic, so strictly not the "
        "asked line",
    ),
    _c(
        "v13s_emoji_arrow_right",
        "solve",
        "🧭 Moving ➡️ to (1, 1)! 🚀",
        (1, 1),
        None,
        "emoji",
    ),
    _c(
        "v13s_html_list",
        "solve",
        "<ul>\n<li>Up (0, 0): wall</li>\n<li>Down (2, 0): open</li>\n<li>Right (1, 1): "
        "open</li>\n</ul>\n<p>I choose <strong>(2, 0)</strong>.</p>",
        (2, 0),
        None,
        "html",
        why="hard: the list is the survey of neighbours; 'I choose (2, 0)' is the pick",
    ),
    _c(
        "v13s_yaml_answer_key",
        "solve",
        "analysis: |\n  up is blocked, right and down are open\nanswer: MOVE: (1, 1)",
        (1, 1),
        None,
        "yaml",
    ),
    _c(
        "v13s_tool_call_target_list",
        "solve",
        '{"name": "move", "arguments": {"target": [2, 0]}}',
        (2, 0),
        None,
        "tool_call",
    ),
    _c(
        "v13s_tool_call_openai_wrapper",
        "solve",
        '{"tool_calls": [{"type": "function", "function": {"name": "move", "arguments": '
        '"{\\"row\\": 1, \\"col\\": 1}"}}]}',
        (1, 1),
        None,
        "tool_call",
        why="hard: the arguments are a JSON string inside the call, as the OpenAI wire format "
        "writes them; they still name row 1, column 1",
    ),
    _c(
        "v13s_tool_call_direction_right",
        "solve",
        'Calling the move tool.\n{"name": "move", "arguments": {"direction": "right"}}',
        (1, 1),
        None,
        "tool_call",
        why="hard: a single move given only as a direction is the neighbouring cell (kept ruling)",
    ),
    _c(
        "v13s_verify_after_answer",
        "solve",
        "MOVE: (1, 1)\n\nSelf-check: (1, 1) is adjacent to (1, 0) (same row, next column) and "
        "the matrix has 0 there, not 1 as at (0, 1). Valid.",
        (1, 1),
        None,
        "self_check_after",
        why="hard: the check after the answer names other cells but only confirms; strictly "
        "the answer line is not last",
    ),
    _c(
        "v13s_refusal",
        "solve",
        "I'm not able to see a maze in your message, so I can't pick a move. Could you paste "
        "the grid again?",
        U,
        None,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v13s_hedge_two_cells",
        "solve",
        "Probably (2, 0), though (1, 1) would be just as short. Either could be right.",
        U,
        None,
        "hedge",
        why="hedged alternatives with no pick ('either could be right')",
    ),
    _c(
        "v13s_hedge_then_pick",
        "solve",
        "(2, 0) and (1, 1) are both open and equally short. I'll take (1, 1).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "alternatives_then_pick",
    ),
    _c(
        "v13s_r1_long_flip_to_right",
        "solve",
        "<think>\nOkay, so the player is at (1,0). Let me look at the matrix rows: row 0 is all "
        "1s. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. So down is (2,0)=0, open. Right is (1,1)=0, "
        "open. Going down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3) — that's G. Six. Going right: "
        "(1,1),(1,2),(1,3),(2,3),(3,3),(4,3). Also six. Hmm. I said down first... but wait, is "
        "(3,0) open? Row 3: 0 1 1 0 1, yes. So both work. Let me just pick right since the "
        "corridor is longer in a straight line. Yes, right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_thinking_changes_mind",
    ),
    _c(
        "v13s_think_unclosed_cut",
        "solve",
        "<think>\nThe player is at (1,0). Checking each neighbour. Up: (0,0) is 1. Left: out "
        "of bounds. Down: (2,0) is 0. Right: (1,1) is 0. Now which one is closer to (4,3)? "
        "Manhattan distance from (2,0) is 2+3=5, from (1,1) is 3+2=5. Tie. Let me consider "
        "the walls in between",
        U,
        None,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _c(
        "v13s_qwen3_think_then_chinese",
        "solve",
        "<think>\n向右走是 (1,1)，向下走是 (2,0)。两条路一样长。选向下。\n</think>\n\n"
        "我的下一步：MOVE: (2, 0)",
        (2, 0),
        None,
        "chinese",
        why="hard: the answer line starts with Chinese words before the label, so strictly "
        "not the asked line",
    ),
    _c(
        "v13s_fullwidth_line",
        "solve",
        "ＭＯＶＥ：（２，０）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _c(
        "v13s_chinese_direction_only",
        "solve",
        "玩家在第1行第0列。右边是空的。答案：向右",
        (1, 1),
        None,
        "direction_word",
        why="hard: a single move given only as a direction (向右, right) is the neighbouring "
        "cell (kept ruling)",
    ),
    _c(
        "v13s_whole_route_from_p",
        "solve",
        "The full route is (1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3). "
        "I'll follow it.",
        (2, 0),
        None,
        "route_given",
        why="hard: a whole route from P's own cell where one move was asked is read as its "
        "first step (ruling since v10)",
    ),
    _c(
        "v13s_route_on_move_line",
        "solve",
        "MOVE: (2, 0) (3, 0)",
        U,
        None,
        "route_given",
        why="several cells on the MOVE: line (ruling: unclear)",
    ),
    _c(
        "v13s_gpt5_final_line",
        "solve",
        "Down and right are open; both tie at six moves. Taking down.\n\nFinal answer: MOVE: "
        "(2, 0)",
        (2, 0),
        None,
        "final_answer_prefix",
        why="hard: 'Final answer:' before the label means the line is not the label the "
        "prompt prints",
    ),
    _c(
        "v13s_claude_offer_after",
        "solve",
        "MOVE: (2, 0)\n\nIf you'd prefer I go along the top instead, I can take (1, 1) next "
        "time — just let me know.",
        (2, 0),
        None,
        "offer_after",
        why="hard: the offer after the answer is not an answer; strictly not the last line",
    ),
    _c(
        "v13s_gemini_bold_fields",
        "solve",
        "**Current position:** (1, 0)\n**Goal:** (4, 3)\n**Chosen move:** (1, 1)\n**Reason:** "
        "starts the top corridor.",
        (1, 1),
        None,
        "bold_fields",
    ),
    _c(
        "v13s_llama_answer_is",
        "solve",
        "The answer is: (2, 0).",
        (2, 0),
        None,
        "answer_is",
    ),
    _c(
        "v13s_mistral_fence",
        "solve",
        "Here you go:\n```text\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "code_fence",
    ),
    _c(
        "v13s_phi_solution_wall",
        "solve",
        "Solution: The player moves up to reach the top row first.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
        why="hard: the move is into a wall; it is still the cell the reply commits to",
    ),
    _c(
        "v13s_gemma_table",
        "solve",
        "| Direction | Cell | Open? |\n|---|---|---|\n| Up | (0, 0) | no |\n| Right | (1, 1) "
        "| yes |\n| Down | (2, 0) | yes |\n\nNo preference between the open ones.",
        U,
        None,
        "table",
        why="a table of two open neighbours and 'no preference': no move chosen",
    ),
    _c(
        "v13s_latex_boxed_cell",
        "solve",
        "The next move is $\\boxed{(2, 0)}$.",
        (2, 0),
        None,
        "latex",
    ),
    _c(
        "v13s_lowercase_label",
        "solve",
        "Right is open.\nmove: (1, 1)",
        (1, 1),
        None,
        "lowercase_label",
        why="hard: a lowercase label is not the label as the prompt prints it",
    ),
    _c(
        "v13s_example_echoed",
        "solve",
        "Finish with MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "template_echo",
        why="the prompt's instruction and example echoed: no move of its own",
    ),
    _c(
        "v13s_small_nth_row_no_cell",
        "solve",
        "You are on the 2nd row of the 1st column. You can move to the 3rd row of the 1st "
        "column of the 2nd row of the",
        U,
        None,
        "small_nth_row",
        why="ordinal rows and columns run together with no (row, col) pair, cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v13s_small_two_cells",
        "solve",
        "You can move to the cell below (2, 0) and you can move to the cell on the right (1, 1).",
        U,
        None,
        "small_two_options",
        why="two cells offered, no choice between them",
    ),
    _c(
        "v13s_small_maze_restated",
        "solve",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n1 1 1 1 1\nP 0 0 0 1",
        U,
        None,
        "small_maze_restated",
        why="the maze's rows restated and repeated: no cell",
    ),
    _c(
        "v13s_small_half_label",
        "solve",
        "MOVE (2 0",
        (2, 0),
        None,
        "small_half_label",
        why="hard: a half-formed line (no colon, no comma, no closing bracket) after the "
        "label, in the prompt's row-first order: it commits to (2, 0); strictly a format miss",
    ),
    _c(
        "v13s_small_opening_echo_cut",
        "solve",
        "You are solving a maze one move at a time. The maze is a grid where 1 is a wall and "
        "0 is an empty cell. You are solving a maze one move at a time. The maze is a grid "
        "where 1 is a",
        U,
        None,
        "small_echo",
        why="the task's opening echoed until max_tokens cut it off",
        finish_reason=L,
    ),
    _c(
        "v13s_small_single_cell_no_label",
        "solve",
        "The next move is (2, 0). The next move is (2, 0). The next move is (2, 0).",
        (2, 0),
        None,
        "small_repeat",
        why="hard: one sentence repeated three times names one cell, and the reply ended on "
        "its own (not cut off)",
    ),
    _c(
        "v13s_small_ones_twos",
        "solve",
        "1 1 1 1 1\n2 1 1 1 1\n1 2 2 1 1\n1 1 1 1 1",
        U,
        None,
        "small_ones_twos",
        why="a grid of 1s and 2s: no cell",
    ),
    _c(
        "v13s_small_goal_cell",
        "solve",
        "You can move to the goal (4, 3).",
        (4, 3),
        None,
        "small_one_cell",
        why="hard: one cell named as where to move (the goal, not a neighbour): the reply "
        "commits to it, an illegal move",
    ),
    _c(
        "v13s_small_row_no_column",
        "solve",
        "You can move to the 3rd row.",
        U,
        None,
        "small_nth_row",
        why="a row without a column: no cell",
    ),
    _c(
        "v13s_small_player_echo_cut",
        "solve",
        "The player is at (1, 0). The player is at (1, 0). The player is at (1, 0). The player",
        U,
        None,
        "small_repeat",
        why="P's own cell repeated until max_tokens cut it off: no move",
        finish_reason=L,
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) =========================================
ONE_SHOT: list[Reply] = [
    _c(
        "v13o_back_and_forth_strict",
        "one_shot",
        "A detour: down the right column, one step back up, then on to G.\nPATH: "
        + _path(DOWN_BACK_TOP),
        S,
        True,
        "revisits",
        why="hard: the route revisits P, but every step is one cell onto an open cell and it "
        "ends at G",
    ),
    _c(
        "v13o_right_back_down_strict",
        "one_shot",
        "PATH: " + _path(RIGHT_BACK_DOWN),
        S,
        True,
        "revisits",
    ),
    _c(
        "v13o_numbered_list_only",
        "one_shot",
        "Here is the route, one cell per step:\n" + _steps(LEFT_COLUMN_BOTTOM),
        S,
        False,
        "numbered_steps",
    ),
    _c(
        "v13o_numbered_list_broken",
        "one_shot",
        "Route:\n" + _steps(DIAGONAL_CORNER),
        F,
        False,
        "numbered_steps",
        why="hard: the list steps diagonally from (3, 3) to (4, 2)",
    ),
    _c(
        "v13o_xy_said",
        "one_shot",
        "Writing cells as (x, y), x across, y down:\nPATH: " + _xy(TOP_RIGHT_COLUMN),
        S,
        False,
        "convention_spelled",
        why="hard: the reply says its pairs are (column, row); swapped back they are the "
        "top-and-right route; strictly not the prompt's (row, col)",
    ),
    _c(
        "v13o_one_based_said_arrows",
        "one_shot",
        "(1-indexed cells)\nPATH: " + one_based(TOP_RIGHT_COLUMN, " → "),
        S,
        False,
        "one_based_said",
        why="hard: the reply says it counts from 1; converted, the top-and-right route; "
        "arrows are a format miss strictly",
    ),
    _c(
        "v13o_one_based_unsaid",
        "one_shot",
        "Top corridor first.\nPATH: " + one_based(TOP_RIGHT_COLUMN),
        U,
        False,
        "one_based_unsaid",
        why="the cells start at (2, 1) and reach (5, 4), off the 5x5 grid: counted from 1 it "
        "is a good route, read as written it is not; the reply never says how it counts",
    ),
    _c(
        "v13o_restates_then_path",
        "one_shot",
        "Start (1, 0), goal (4, 3), walls at (2, 1), (2, 2), (3, 1), (3, 2) in the middle.\n"
        "PATH: " + _path(TOP_RIGHT_COLUMN),
        S,
        True,
        "restates_question",
        why="hard: the cells restated before the path are the question's, not the route",
    ),
    _c(
        "v13o_through_wall_strict_form",
        "one_shot",
        "Cutting across near the bottom right.\nPATH: " + _path(THROUGH_WALL),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v13o_past_goal",
        "one_shot",
        "PATH: " + _path(PAST_GOAL),
        S,
        True,
        "past_goal_relabelled",
        why="hard: relabelled success, strict and flexible, lead's ruling (issue 35's thirteenth "
        "round): the specification's solution check finds the last occurrence of the goal in the "
        "response and walks backwards to the start, so the steps written after G are not scored",
    ),
    _c(
        "v13o_stops_short",
        "one_shot",
        "PATH: " + _path(STOPS_AT_41),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v13o_directions_only",
        "one_shot",
        "down, down, down, right, right, right",
        F,
        False,
        "direction_words",
        why="hard: a route in direction words only is a fail (kept ruling), though it would "
        "walk the left-and-bottom route",
    ),
    _c(
        "v13o_prose_only_cells",
        "one_shot",
        "From the start I go right through (1, 1), (1, 2) and (1, 3), then down through "
        "(2, 3) and (3, 3), arriving at the goal (4, 3).",
        S,
        False,
        "prose_only",
        why="hard: the start is not written as a cell but 'from the start' is P, and every "
        "cell after it is named in order",
    ),
    _c(
        "v13o_yaml_path",
        "one_shot",
        "path:\n  - [1, 0]\n  - [2, 0]\n  - [3, 0]\n  - [4, 0]\n  - [4, 1]\n  - [4, 2]\n  - [4, 3]",
        S,
        False,
        "yaml",
    ),
    _c(
        "v13o_tool_call_path",
        "one_shot",
        json.dumps(
            {
                "name": "submit_path",
                "arguments": {
                    "cells": [[int(v) for v in c.split(",")] for c in TOP_RIGHT_COLUMN.split()]
                },
            }
        ),
        S,
        False,
        "tool_call",
    ),
    _c(
        "v13o_two_routes_no_pick",
        "one_shot",
        "Two shortest routes exist:\nA) "
        + _path(LEFT_COLUMN_BOTTOM)
        + "\nB) "
        + _path(TOP_RIGHT_COLUMN),
        U,
        False,
        "alternatives",
        why="two routes offered with no pick (both would be right, but none is the answer)",
    ),
    _c(
        "v13o_two_routes_then_pick",
        "one_shot",
        "Route A goes down then right; route B goes right then down. Both are six moves; I'll "
        "give B.\n\nPATH: " + _path(TOP_RIGHT_COLUMN),
        S,
        True,
        "alternatives_then_pick",
    ),
    _c(
        "v13o_verify_after",
        "one_shot",
        "PATH: " + _path(LEFT_COLUMN_BOTTOM) + "\n\nCheck: 6 moves, each to an adjacent 0, "
        "ending on G. ✓",
        S,
        False,
        "self_check_after",
        why="hard: a check after the path is not the answer; strictly the path is not last",
    ),
    _c(
        "v13o_o3_changes_mind",
        "one_shot",
        "Initial idea: (1, 0) (1, 1) (2, 1) ... no — (2, 1) is a wall. Revised: go around the "
        "ring.\n\nPATH: " + _path(TOP_RIGHT_COLUMN),
        S,
        True,
        "self_correction",
        why="hard: the abandoned draft steps into a wall; the revised path is the answer",
    ),
    _c(
        "v13o_html_ordered_list",
        "one_shot",
        "<ol>"
        + "".join(f"<li>({c.replace(',', ', ')})</li>" for c in TOP_RIGHT_COLUMN.split())
        + "</ol>",
        S,
        False,
        "html",
    ),
    _c(
        "v13o_chinese_path_broken",
        "one_shot",
        "路径：(1,0) (2,0) (3,0) (4,1) (4,2) (4,3)",
        F,
        False,
        "chinese",
        why="hard: the route moves diagonally from (3,0) to (4,1)",
    ),
    _c(
        "v13o_refuse_unsolvable",
        "one_shot",
        "This maze has no route from P to G, because the walls in the middle block every path.",
        F,
        False,
        "wrong_claim",
        why="hard: claiming the maze unsolvable is a committed (wrong) answer, not a hedge",
    ),
    _c(
        "v13o_truncated_mid_path",
        "one_shot",
        "Let me trace it carefully. From (1, 0), down to (2, 0), then (3, 0), then (4, 0). "
        "Now along the bottom: (4, 1), (4,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the answer line",
        finish_reason=L,
    ),
    _c(
        "v13o_small_echo_example",
        "one_shot",
        "PATH: (0, 0) (0, 1) (1, 1)",
        U,
        False,
        "small_echo",
        why="the prompt's example path echoed (it starts at a wall, not at P): an echo, "
        "not an answer",
    ),
    _c(
        "v13o_small_rows_restated",
        "one_shot",
        "The path is:\nP 0 0 0 1\n0 1 1 0 1\n0 0 0 G 1",
        U,
        False,
        "small_maze_restated",
        why="rows of the maze restated: no cells of a route",
    ),
    _c(
        "v13o_small_repeat_cut",
        "one_shot",
        "PATH: (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) "
        "(2, 0) (1, 0)",
        U,
        False,
        "small_repeat",
        why="two cells repeated until max_tokens cut the line off",
        finish_reason=L,
    ),
    _c(
        "v13o_small_half_label",
        "one_shot",
        "PATH (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        S,
        False,
        "small_half_label",
        why="hard: the label lacks its colon, but the cells are a whole valid route",
    ),
]

# == recognize: the empty cells of ORIGINAL form a square ===================================
RECOGNIZE: list[Reply] = [
    _c(
        "v13r_rectangle_like_strict",
        "recognize",
        "The open cells go around the edge of a block of walls.\nSHAPE: rectangle-like",
        "square",
        True,
        "variant",
    ),
    _c(
        "v13r_hollow_square_strict",
        "recognize",
        "Four sides of four cells each, sharing corners, around a 2x2 block.\nSHAPE: hollow square",
        "square",
        True,
        "qualified_name",
        why="hard: 'hollow' qualifies the name; the head noun is square",
    ),
    _c(
        "v13r_ring_not_listed",
        "recognize",
        "The empty cells make a closed loop.\nSHAPE: ring",
        "none",
        False,
        "unlisted_name",
        why="hard: 'ring' is neither a shape nor a variant the specification lists: none",
    ),
    _c(
        "v13r_square_spiral",
        "recognize",
        "The corridor turns right four times as it goes round.\nSHAPE: square spiral",
        "spiral",
        False,
        "qualified_name",
        why="hard: the head noun is spiral ('square' describes its turns), as 'a square "
        "pyramid' is a pyramid",
    ),
    _c(
        "v13r_prose_only_square",
        "recognize",
        "Looking at where the 0s, P and G sit, they outline a square with a solid centre of walls.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v13r_restates_then_answers",
        "recognize",
        "Grid:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nOpen cells: row 1 "
        "cols 0-3, row 4 cols 0-3, and columns 0 and 3 between them.\n\nSHAPE: Square",
        "square",
        True,
        "restates_maze",
        why="hard: a capital S on the name is still the English name of the shape",
    ),
    _c(
        "v13r_r1_changes_to_square",
        "recognize",
        "<think>\nTop row of open cells, bottom row, two sides... At first glance a C, because "
        "the left side has P in it. No, P counts as an open cell, so the left side is closed. "
        "All four sides: that's a square.\n</think>\nSHAPE: square",
        "square",
        True,
        "long_thinking_changes_mind",
        why="hard: the draft 'C' inside the thinking is replaced by the answer",
    ),
    _c(
        "v13r_think_says_square_answer_c",
        "recognize",
        "<think>\nIt's a square loop.\n</think>\nOn reflection the left side is where the "
        "player stands, so it is open on that side.\nSHAPE: C",
        "C",
        False,
        "long_thinking_changes_mind",
        why="hard: the answer after the thinking changed to C; the draft is not the answer",
    ),
    _c(
        "v13r_numbered_observations",
        "recognize",
        "1. Row 1 is open from column 0 to 3.\n2. Row 4 is open from column 0 to 3.\n"
        "3. Columns 0 and 3 are open from row 1 to 4.\n4. Conclusion: a box.",
        "square",
        False,
        "numbered_steps",
    ),
    _c(
        "v13r_heading_shape",
        "recognize",
        "### Shape: Square\n\nThe loop has four equal sides.",
        "square",
        False,
        "heading_answer",
    ),
    _c(
        "v13r_emoji_square",
        "recognize",
        "🟦 The empty cells form a ⬜ square outline! 🎯",
        "square",
        False,
        "emoji",
    ),
    _c(
        "v13r_html_strong",
        "recognize",
        "<p>The shape is a <strong>quadrilateral</strong> loop.</p>",
        "square",
        False,
        "html",
    ),
    _c(
        "v13r_yaml_shape",
        "recognize",
        "shape: square\nconfidence: high",
        "square",
        False,
        "yaml",
        why="hard: a lowercase 'shape:' key in YAML is not the prompt's SHAPE: line, and the "
        "reply's last line is the confidence",
    ),
    _c(
        "v13r_tool_call_shape",
        "recognize",
        '{"name": "answer_shape", "arguments": {"shape": "cube"}}',
        "square",
        False,
        "tool_call",
    ),
    _c(
        "v13r_hedge_square_or_c",
        "recognize",
        "It's either a square or a C, depending on whether you count the player's cell as open.",
        U,
        False,
        "hedge",
        why="two shapes offered with no pick",
    ),
    _c(
        "v13r_refusal",
        "recognize",
        "I can't determine a shape from a grid of numbers alone.",
        U,
        False,
        "refusal",
        why="a refusal: no shape",
    ),
    _c(
        "v13r_twice_same",
        "recognize",
        "SHAPE: quadrilateral\n\nSHAPE: quadrilateral",
        "square",
        True,
        "repeated_answer",
        why="hard: the same answer line twice is one answer",
    ),
    _c(
        "v13r_verify_after",
        "recognize",
        "SHAPE: square\n\nDouble-check: not a Z (no diagonal run), not a cross (no centre "
        "cell), not a spiral (it closes). Square it is.",
        "square",
        False,
        "self_check_after",
        why="hard: the shapes ruled out after the answer are not answers; strictly the "
        "answer is not last",
    ),
    _c(
        "v13r_chinese_name",
        "recognize",
        "空白格子组成一个正方形。\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        why="hard: 正方形 is square; strictly the name must be English",
    ),
    _c(
        "v13r_fullwidth_label_english",
        "recognize",
        "ＳＨＡＰＥ：ｓｑｕａｒｅ",
        "square",
        False,
        "fullwidth",
    ),
    _c(
        "v13r_trilateral_wrong",
        "recognize",
        "Three runs of open cells meet at the corners.\nSHAPE: trilateral",
        "triangle",
        False,
        "variant_wrong",
    ),
    _c(
        "v13r_lightning_bolt_wrong",
        "recognize",
        "The corridor zigzags from P down to G.\nSHAPE: lightning bolt",
        "Z",
        False,
        "variant_wrong",
    ),
    _c(
        "v13r_truncated",
        "recognize",
        "Let me map the empty cells: (1,0), (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), "
        "(4,0), (4,1), (4,2), (4,3). These form the perimeter of a",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the shape is named",
        finish_reason=L,
    ),
    _c(
        "v13r_small_square_pyramid",
        "recognize",
        "The empty cells form a square pyramid with a base of 4.",
        "triangle",
        False,
        "small_head_noun",
        why="hard: 'a square pyramid' is a pyramid, the triangle's listed variant",
    ),
    _c(
        "v13r_small_template_echo",
        "recognize",
        "Explain your reasoning briefly. SHAPE: <name>",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no name",
    ),
    _c(
        "v13r_small_repeat_cut",
        "recognize",
        "The empty cells form a square. The empty cells form a square. The empty cells form "
        "a square. The empty cells form a",
        U,
        False,
        "small_repeat",
        why="cut off by max_tokens (a cut reply is unreadable even if it named a shape)",
        finish_reason=L,
    ),
    _c(
        "v13r_small_half_label",
        "recognize",
        "SHAPE square",
        "square",
        False,
        "small_half_label",
        why="hard: the label without its colon still names one shape",
    ),
    _c(
        "v13r_small_two_shapes",
        "recognize",
        "The empty cells form a triangle and a square.",
        U,
        False,
        "small_two_options",
        why="two shapes named, no choice between them",
    ),
    _c(
        "v13r_small_triangle",
        "recognize",
        "The empty cells form a triangle with the player at the top.",
        "triangle",
        False,
        "small_wrong_shape",
    ),
]

# == generate: a new 5x5 maze whose empty cells form a square ================================
GENERATE: list[Reply] = [
    _c(
        "v13g_mid_right_strict",
        "generate",
        "MAZE:\n" + MID_RIGHT3,
        S,
        True,
        "plain",
    ),
    _c(
        "v13g_low_right4_after_prose",
        "generate",
        "A 4x4 loop in the bottom-right, with the player on the left side and the goal in "
        "the top-right corner.\n\nMAZE:\n" + LOW_RIGHT4,
        S,
        True,
        "plain",
    ),
    _c(
        "v13g_restates_original_then_new",
        "generate",
        "Your maze was:\n" + ORIGINAL_MATRIX + "\n\nMy new one moves the loop to the top:\n\n"
        "MAZE:\n" + TOP_MID3,
        S,
        True,
        "restates_maze",
        why="hard: the question's maze restated before the answer is not the answer; the "
        "maze after MAZE: is",
    ),
    _c(
        "v13g_identical_copy_restated",
        "generate",
        "Here is a square maze:\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _c(
        "v13g_check_after_maze",
        "generate",
        "MAZE:\n" + LOW_MID3 + "\n\nCheck: 5 rows of 5, one P, one G, open cells form a 3x3 ring.",
        S,
        False,
        "self_check_after",
        why="hard: a check after the maze is not part of it; strictly something follows the maze",
    ),
    _c(
        "v13g_fenced",
        "generate",
        "MAZE:\n```\n" + LOW_MID3 + "\n```",
        S,
        False,
        "code_fence",
    ),
    _c(
        "v13g_yaml_rows",
        "generate",
        "maze:\n" + _yaml_rows(MID_RIGHT3),
        S,
        False,
        "yaml",
        why="hard: the rows are quoted in a YAML list but each is the matrix row as written",
    ),
    _c(
        "v13g_tool_call_rows",
        "generate",
        json.dumps({"name": "submit_maze", "arguments": {"rows": TOP_MID3.splitlines()}}),
        S,
        False,
        "tool_call",
    ),
    _c(
        "v13g_html_pre",
        "generate",
        "<p>Here is the maze:</p>\n<pre>MAZE:\n" + LOW_RIGHT4 + "</pre>",
        S,
        False,
        "html",
    ),
    _c(
        "v13g_gap_ring",
        "generate",
        "MAZE:\n" + GAP_RING,
        F,
        False,
        "broken_maze",
        why="hard: one cell of the ring's left side is a wall, so the open cells are a U, "
        "not a square",
    ),
    _c(
        "v13g_no_goal",
        "generate",
        "A 4x4 square loop.\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v13g_six_wide",
        "generate",
        "MAZE:\n" + SIX_WIDE,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v13g_lowercase_pg",
        "generate",
        "MAZE:\n" + LOWER_PG,
        F,
        False,
        "broken_maze",
        why="hard: p and g in lower case are not the encoding's P and G (as S/E is a fail)",
    ),
    _c(
        "v13g_filled_centre",
        "generate",
        "Solid 3x3 open block on the right.\nMAZE:\n" + FILLED_CENTRE,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v13g_two_goals",
        "generate",
        "MAZE:\n" + TWO_GOALS,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v13g_two_mazes_no_pick",
        "generate",
        "Option 1:\n" + MID_RIGHT3 + "\n\nOption 2:\n" + LOW_MID3,
        U,
        False,
        "alternatives",
        why="two mazes offered with no pick",
    ),
    _c(
        "v13g_draft_then_fixed",
        "generate",
        "Draft:\n" + GAP_RING + "\nOops — (2,2) should be open or the loop breaks. Fixed:\n\n"
        "MAZE:\n" + MID_RIGHT3,
        S,
        True,
        "self_correction",
        why="hard: the broken draft is replaced by the fixed maze after MAZE:",
    ),
    _c(
        "v13g_refusal",
        "generate",
        "Sorry, I can only solve mazes, not design them.",
        U,
        False,
        "refusal",
        why="a refusal: no maze",
    ),
    _c(
        "v13g_truncated_matrix",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 G\n1 0 1 1 0\n1 P 1",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _c(
        "v13g_coord_strict",
        "generate",
        "MAZE:\n" + _coord(TOP_MID3),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v13g_coord_after_prose",
        "generate",
        "A small loop in the middle-right.\n\nMAZE:\n" + _coord(MID_RIGHT3),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v13g_coord_asked_matrix_given",
        "generate",
        "MAZE:\n" + LOW_RIGHT4,
        F,
        False,
        "wrong_encoding",
        encoding="coord_list",
    ),
    _c(
        "v13g_coord_broken",
        "generate",
        "MAZE:\n" + _coord(GAP_RING),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v13g_coord_truncated",
        "generate",
        "MAZE:\n" + _coord(LOW_MID3)[:60],
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the Walls line",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v13g_small_ones_twos",
        "generate",
        "MAZE:\n" + ONES_TWOS,
        F,
        False,
        "small_ones_twos",
        why="hard: a grid of 1s and 2s with no P or G is a committed maze, and broken",
    ),
    _c(
        "v13g_small_instruction_echo_cut",
        "generate",
        "Write the line MAZE: and then the maze, with nothing after it. Write the line MAZE: "
        "and then the maze, with nothing after it. Write the line MAZE: and then",
        U,
        False,
        "small_echo",
        why="the instruction echoed until max_tokens cut it off",
        finish_reason=L,
    ),
    _c(
        "v13g_small_rows_of_ones",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_rows_of_ones",
        why="hard: six rows of walls (no open cell, no P, no G, not 5x5) is a committed, "
        "broken maze",
    ),
    _c(
        "v13g_small_coord_player_only",
        "generate",
        "Player position: (2,1)\nGoal: (0,3)\nPlayer position: (2,1)\nGoal: (0,3)",
        F,
        False,
        "small_repeat",
        why="hard: P and G placed twice with no walls or empty cells listed: not a maze in "
        "the encoding",
        encoding="coord_list",
    ),
    _c(
        "v13g_small_one_row",
        "generate",
        "MAZE:\n1 0 P G 1",
        F,
        False,
        "small_one_row",
        why="hard: one row is a committed maze, and not 5x5",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) =======================
PUZZLE: list[Reply] = [
    _c(
        "v13p_plain_strict",
        "puzzle",
        "The top-left piece points its open end off the board; a clockwise turn aims it at "
        "its neighbour.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plain",
    ),
    _c(
        "v13p_square_number_ccw_strict",
        "puzzle",
        "ROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_number",
    ),
    _c(
        "v13p_anticlockwise",
        "puzzle",
        "Turn (1, 1) anticlockwise.\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "british_spelling",
        why="hard: 'anticlockwise' is counterclockwise; strictly only the prompt's two words",
    ),
    _c(
        "v13p_counter_clockwise_hyphen",
        "puzzle",
        "ROTATE: (0, 1) counter-clockwise",
        (1, CCW),
        False,
        "hyphenated_direction",
        why="hard: 'counter-clockwise' is counterclockwise; strictly not the prompt's word",
    ),
    _c(
        "v13p_degrees_right",
        "puzzle",
        "Rotate the square at row 1, column 0 by 90° to the right.",
        (2, CW),
        False,
        "degrees",
        why="hard: a 90° turn to the right is clockwise",
    ),
    _c(
        "v13p_negative_degrees",
        "puzzle",
        "Apply a rotation of -90 degrees to square (0, 1).",
        U,
        False,
        "degrees",
        why="-90° is clockwise in the maths convention but many write it for a left turn; "
        "the reply does not say which",
    ),
    _c(
        "v13p_half_turn",
        "puzzle",
        "Square (1, 0) needs a half turn (180°).",
        U,
        False,
        "not_a_move",
        why="a half turn is neither of the puzzle's moves, and no direction is chosen",
    ),
    _c(
        "v13p_one_based_said",
        "puzzle",
        "Using 1-based (row, col): rotate (2, 2) clockwise.",
        (3, CW),
        False,
        "one_based_said",
        why="hard: the reply says 1-based, so (2, 2) is the prompt's (1, 1), square 3",
    ),
    _c(
        "v13p_bottom_right_named",
        "puzzle",
        "The last piece, bottom right, is the one facing the wrong way.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "plain",
    ),
    _c(
        "v13p_one_based_unsaid_off_board",
        "puzzle",
        "The bottom row's second piece is the broken one.\nROTATE: (2, 2) clockwise",
        U,
        False,
        "one_based_unsaid",
        why="(2, 2) is off the 2x2 board as written; counted from 1 it is (1, 1), but the "
        "reply does not say so",
    ),
    _c(
        "v13p_prose_only",
        "puzzle",
        "I'd turn the upper-right square a quarter turn clockwise so its pipe meets the one "
        "below it.",
        (1, CW),
        False,
        "prose_only",
    ),
    _c(
        "v13p_numbered_steps",
        "puzzle",
        "1. Square 0 connects right and down: fine.\n2. Square 1 connects up: wrong.\n"
        "3. Rotating square 1 clockwise makes it connect right... no, counterclockwise makes "
        "it connect left.\n4. So: ROTATE: square 1 counterclockwise",
        (1, CCW),
        False,
        "numbered_steps",
        why="hard: step 3 corrects itself to counterclockwise; the answer in step 4 follows a "
        "list number, so strictly not the bare line",
    ),
    _c(
        "v13p_twice_identical",
        "puzzle",
        "ROTATE: (1, 0) clockwise\n\nAgain, my move: ROTATE: (1, 0) clockwise",
        (2, CW),
        False,
        "repeated_answer",
        why="hard: the same move twice is one answer; the last line has words before the label",
    ),
    _c(
        "v13p_heading",
        "puzzle",
        "## Move\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "heading_answer",
        why="hard: the heading is its own line; the final line is the plain answer line",
    ),
    _c(
        "v13p_emoji",
        "puzzle",
        "🔄 ROTATE: (1, 1) counterclockwise",
        (3, CCW),
        False,
        "emoji",
    ),
    _c(
        "v13p_tool_call",
        "puzzle",
        '{"name": "rotate", "arguments": {"row": 0, "col": 0, "direction": "counterclockwise"}}',
        (0, CCW),
        False,
        "tool_call",
    ),
    _c(
        "v13p_yaml",
        "puzzle",
        "rotate:\n  square: 3\n  direction: clockwise",
        (3, CW),
        False,
        "yaml",
    ),
    _c(
        "v13p_hedge_direction",
        "puzzle",
        "Square (0, 0) is the problem; it could go either clockwise or counterclockwise, both "
        "seem to work.",
        U,
        False,
        "hedge",
        why="the square is chosen but the direction is not",
    ),
    _c(
        "v13p_r1_think_flip",
        "puzzle",
        "<think>\nSquare 0 has a pipe going up. Clockwise → right, which meets square 1's left "
        "end? Square 1 is open on the bottom and right only. So no. Counterclockwise → left, "
        "off the board. Hmm. Maybe square 1 instead: clockwise makes bottom→left, meeting "
        "square 0. Yes.\n</think>\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "long_thinking_changes_mind",
        why="hard: the thinking drops square 0 for square 1; the answer line is the move",
    ),
    _c(
        "v13p_chinese",
        "puzzle",
        "把第1行第0列的方块顺时针旋转。\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese",
        why="hard: 顺时针 is clockwise; strictly the direction must be the English word",
    ),
    _c(
        "v13p_refusal",
        "puzzle",
        "Without a picture of the pipes I can't tell which square to turn.",
        U,
        False,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v13p_truncated",
        "puzzle",
        "Let me go square by square. Square 0 (top-left) has openings on the right and the "
        "bottom. Square 1 (top-right) has openings on the top and",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v13p_small_template_echo",
        "puzzle",
        "ROTATE: (row, col) clockwise (or counterclockwise).",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no square, no direction chosen",
    ),
    _c(
        "v13p_small_nth_square",
        "puzzle",
        "You are on the 1st square of the 2nd row of the 1st square of the 2nd row of the 1st",
        U,
        False,
        "small_nth_row",
        why="ordinals run together with no direction, cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v13p_small_two_squares",
        "puzzle",
        "You can rotate square 0 clockwise and you can rotate square 3 clockwise.",
        U,
        False,
        "small_two_options",
        why="two squares offered, no choice between them",
    ),
    _c(
        "v13p_small_half_label",
        "puzzle",
        "ROTATE (0, 1 clockwise",
        (1, CW),
        False,
        "small_half_label",
        why="hard: a half-formed line (no colon, no closing bracket) that still names one "
        "square and one direction",
    ),
    _c(
        "v13p_small_square_no_direction",
        "puzzle",
        "Rotate square 2. Rotate square 2. Rotate square 2.",
        U,
        False,
        "small_repeat",
        why="a square named but no direction",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The thirteenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads the earlier sets.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v13", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v13.py: counts, no reader
    print_counts(all_cases(), problems())

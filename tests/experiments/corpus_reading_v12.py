"""A twelfth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v10`` were read for the
data format and the labelling conventions only; the replies, mazes, routes and wordings here are
new, and no model was run: every reply is written. About thirty replies (habit names starting
``small_``) are written in the habits the real SmolLM2-135M and Gemma 3 270M replies of
``benchmarks/bench_real_model_labels.json`` show (the prompt echoed, a sentence repeated to the
token limit, half-formed labels, two cells offered, the maze restated, grids of 1s and 2s), for
other questions; none is copied.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, drafts inside ``<think>`` are reasoning, notes and checks after the
answer are not the answer, an answer written twice identically is one answer), else
:data:`UNREADABLE` (cut off by ``max_tokens`` before its answer line, alternatives with no
choice, a hedge, a refusal, only thinking, the prompt's template or example echoed). Coordinates
are the prompt's (0-indexed, row first); a reply that *says* it counts from 1 (or names its own
axes) is converted, one whose counting is unsaid where it matters is unclear. A name that is
neither a shape nor a variant the specification lists for it reads as ``"none"``. Rulings kept
from the earlier sets: a maze in the encoding not asked is a fail; a one-shot route given only
in direction words is a fail; a single solve move given only as a direction (``MOVE: down``,
向下) is the neighbouring cell in that direction; a matrix maze must write P and G (S/E is a
fail).

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, LaTeX,
JSON, YAML, HTML or tags, nor after a heading mark or an emoji, while inline markdown bold or
italic around the label or the value is tolerated; ``SHAPE: <name>`` with any English name of
the right shape (no angle brackets kept, no Chinese); ``clockwise``/``counterclockwise`` only;
a puzzle square as ``(row, col)`` or ``square N``; a path's cells separated by spaces only; the
prompt's 0-indexed coordinates; and the answer right (``solve``: the cell read there;
``puzzle``: the line well formed, since these replies have no board to be right against).

Styles (leaning on the habits the earlier sets have least): reasoning models' long thinking that
changes its mind (DeepSeek-R1, Qwen3, o3-style), replies that restate the question's maze before
answering, answers in prose sentences only, numbered step lists, coordinate conventions spelled
out ("row 2, column 0 (0-indexed)", "x is the column"), 1-indexed coordinates stated as such or
not, answers written twice, answers in markdown headings, emoji, HTML, YAML and tool-call JSON
(``{"name": "move", "arguments": {...}}``), self-verification after the answer, refusals and
hedges, GPT-4.1/GPT-5 "Reasoning/Answer" sections, Claude 4 alternatives offered after an
answer, Gemini 2.5 bold fields, Llama 4 "The answer is:", Mistral fences, Phi-4 "Solution:",
Gemma 3 tables, Qwen Chinese and full-width forms, and small models. Unclear cases and hard
calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v10 (solve most, then recognition, generation and the puzzle, the
one-shot path least). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3),
legal moves (2,0) down and (1,1) right); the routes are this module's (:data:`SHORT_DOWN`,
:data:`SHORT_TOP`, :data:`UP_AND_OVER`, :data:`BOTTOM_SHUFFLE` valid; :data:`HOP`,
:data:`MIDDLE`, :data:`TOP_EDGE`, :data:`SHORT_OF_G` broken); the generated mazes are this
module's square rings (:data:`LOW_LEFT3`, :data:`LOW_RIGHT3`, :data:`HIGH_RIGHT4`,
:data:`MID_LEFT3`, :data:`RING_MOVED`, :data:`RING_SHIFTED`) and broken mazes; puzzle replies
are for a 2x2 board (square index ``2 * row + col``). The split is
:func:`corpus_reading.half`; the whole set is held out.
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


def _rows_json(maze: str) -> str:
    """``maze`` as a JSON list of rows of one-character strings (a tool call's argument)."""
    return json.dumps([row.split() for row in maze.splitlines()])


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
SHORT_DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (six moves; one of the two shortest)."""
SHORT_TOP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top corridor, then the right column (six moves; the other shortest)."""
UP_AND_OVER = "1,0 2,0 3,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: two steps down, back up to P, then the top-and-right route (ten moves)."""
BOTTOM_SHUFFLE = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: the left-and-bottom route with one step back and forth on the bottom row (eight
moves)."""
HOP = "1,0 2,0 3,0 4,0 4,2 4,3"
"""Broken: jumps from (4,0) to (4,2), over (4,1)."""
MIDDLE = "1,0 1,1 2,1 2,2 2,3 3,3 4,3"
"""Broken: along row 2 through the walls (2,1) and (2,2)."""
TOP_EDGE = "1,0 0,0 0,1 0,2 0,3 1,3 2,3 3,3 4,3"
"""Broken: up into row 0 and along it, all walls."""
SHORT_OF_G = "1,0 1,1 1,2 1,3 2,3"
"""Broken: ends at (2,3), two steps before G."""

# == generated mazes (5x5) =================================================================
LOW_LEFT3 = """\
1 1 1 1 1
1 1 1 1 1
G 0 0 1 1
0 1 0 1 1
0 P 0 1 1"""
"""Valid: a 3x3 square ring in the bottom-left corner, P at (4,1), G at (2,0)."""

LOW_RIGHT3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 G 0
1 1 0 1 0
1 1 0 0 P"""
"""Valid: a 3x3 square ring in the bottom-right corner, P at (4,4), G at (2,3)."""

HIGH_RIGHT4 = """\
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-right corner, P at (0,4), G at (3,1)."""

MID_LEFT3 = """\
1 1 1 1 1
0 G 0 1 1
0 1 0 1 1
P 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring on the left, rows 1-3, P at (3,0), G at (1,1)."""

RING_MOVED = """\
1 1 1 1 1
0 0 0 G 1
0 1 1 0 1
0 1 1 0 1
0 P 0 0 1"""
"""ORIGINAL's ring with P at (4,1) and G at (1,3): the same cells, not an identical copy."""

RING_SHIFTED = """\
1 1 1 1 1
0 G 0 0 1
0 1 1 0 1
0 1 1 P 1
0 0 0 0 1"""
"""ORIGINAL's ring with P at (3,3) and G at (1,1): the same cells, not an identical copy."""

SOLID3 = """\
1 1 1 1 1
1 P 0 0 1
1 0 0 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a solid 3x3 block of open cells, no hole: not a ring of corridor."""

HOLE_PLAYER = """\
1 1 1 1 1
1 1 1 1 1
G 0 0 1 1
0 P 0 1 1
0 0 0 1 1"""
"""Broken: :data:`LOW_LEFT3` with the player in the ring's hole, so the open cells are solid."""

CORNER_SHUT = """\
1 1 1 1 1
1 1 1 1 1
G 0 0 1 1
0 1 0 1 1
1 P 0 1 1"""
"""Broken: :data:`LOW_LEFT3` with its corner (4,0) walled, so the ring is cut open."""

FOUR_ROWS = """\
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0"""
"""Broken: :data:`HIGH_RIGHT4` without its last row: not 5x5."""

TWOS = """\
1 1 1 1 1
1 2 2 2 1
1 2 1 2 1
1 2 2 2 1
1 1 1 1 1"""
"""Broken: a ring written in 1s and 2s, with no P and no G (a small model's habit)."""

START_END = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 E 0
1 1 0 1 0
1 1 0 0 S"""
"""Broken: :data:`LOW_RIGHT3` with S and E written for P and G."""

TWO_PLAYERS = """\
1 1 1 1 1
0 G 0 1 1
0 1 0 1 1
P 0 P 1 1
1 1 1 1 1"""
"""Broken: :data:`MID_LEFT3` with a second player at (3,2)."""

HASH_ART = """\
#####
##...
##.#G
##..P
#####"""
"""Broken: a 3x3 ring drawn in # and . characters, not in the matrix encoding."""

# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v12s_convention_spelled_out",
        "solve",
        "I'm at row 1, column 0 (0-indexed, row 0 at the top). Above me, row 0, column 0 is a "
        "wall; below me, row 2, column 0 (0-indexed) is a 0.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled",
    ),
    _c(
        "v12s_one_based_prose_said",
        "solve",
        "Counting rows and columns from 1 (1-indexed, so the top-left cell is row 1, column 1), "
        "P is at row 2, column 1. The cell at row 2, column 2 is open, so I'll step there.",
        (1, 1),
        None,
        "one_based_said",
        why="hard: the reply says it counts from 1, so row 2, column 2 is the prompt's (1, 1)",
    ),
    _c(
        "v12s_one_based_on_move_line",
        "solve",
        "(I'll use 1-based indices: P = (2, 1), the goal = (5, 4).)\nGoing down the left "
        "column first.\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        why="hard: the reply declares 1-based indices, so its (3, 1) is the prompt's (2, 0), "
        "which 'down the left column' confirms; strictly the line is not in the prompt's "
        "0-indexed coordinates",
    ),
    _c(
        "v12s_one_based_unsaid",
        "solve",
        "P sits in row 2, column 1 of the grid. Directly beneath it, row 3, column 1 is free, "
        "so that is where I go.\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        why="the reply counts from 1 without saying so (P 'in row 2, column 1'); read as the "
        "prompt's coordinates (3, 1) is a wall, read from 1 it is (2, 0): the counting matters "
        "and is not said",
    ),
    _c(
        "v12s_written_twice",
        "solve",
        "MOVE: (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repeated_answer",
        why="hard: the same line twice is one answer, and the last line is the asked line",
    ),
    _c(
        "v12s_move_under_heading",
        "solve",
        "## Analysis\nFrom (1, 0) the open neighbours are (2, 0) and (1, 1). The top corridor "
        "reaches the right column as fast as the left column reaches the bottom row.\n\n"
        "## Move\n(1, 1)",
        (1, 1),
        None,
        "heading_answer",
        why="hard: the two cells listed under Analysis are observations; the cell under the "
        "'Move' heading is the choice",
    ),
    _c(
        "v12s_heading_mark_on_line",
        "solve",
        "Down is open and leads straight toward the bottom row.\n\n### MOVE: (2, 0)",
        (2, 0),
        None,
        "heading_answer",
        why="hard: a heading mark before the label is not the bold or italic the strict "
        "reading tolerates",
    ),
    _c(
        "v12s_emoji_line",
        "solve",
        "⬆️ wall, ⬅️ edge of the grid, ➡️ open, ⬇️ open.\nI'll take the stairs down 🪜\n\n"
        "👉 MOVE: (2, 0) ✅",
        (2, 0),
        None,
        "emoji",
        why="hard: emoji around the answer line: flexibly the cell, strictly not the asked line",
    ),
    _c(
        "v12s_html_paragraphs",
        "solve",
        "<p>The cell to the right of P, (1, 1), is empty.</p>\n<p><b>MOVE: (1, 1)</b></p>",
        (1, 1),
        None,
        "html",
    ),
    _c(
        "v12s_yaml_fields",
        "solve",
        "reasoning: up is a wall and left is off the grid; down is open\nmove:\n  row: 2\n  col: 0",
        (2, 0),
        None,
        "yaml",
    ),
    _c(
        "v12s_tool_call_cell",
        "solve",
        '{"name": "move", "arguments": {"row": 1, "col": 1}}',
        (1, 1),
        None,
        "tool_call",
    ),
    _c(
        "v12s_tool_call_direction",
        "solve",
        '{"name":"move","arguments":{"direction":"down"}}',
        (2, 0),
        None,
        "tool_call",
        why="hard: a move given only as a direction is the neighbouring cell (the kept ruling)",
    ),
    _c(
        "v12s_check_after_answer",
        "solve",
        "MOVE: (2, 0)\n\nVerification: (2, 0) is row 2, column 0 of the matrix, whose value "
        "is 0, and it is directly below (1, 0). ✔",
        (2, 0),
        None,
        "self_check_after",
        why="hard: the check after the answer names P's cell last but is not the answer; "
        "strictly the answer is not the last line",
    ),
    _c(
        "v12s_r1_changes_mind_twice",
        "solve",
        "<think>\nI'm at (1,0). Right is (1,1), open. From there along row 1 to (1,3), then down "
        "column 3 to G at (4,3): six moves. Down is also six: (2,0), (3,0), (4,0), (4,1), "
        "(4,2), (4,3). Equal. I'll go right... wait, let me double-check (1,1): row 1 is "
        "'P 0 0 0 1', so (1,1) = 0. Fine. Hmm, but the left column keeps me on the edge where "
        "I can't get lost. Okay, down instead. Actually no — either is fine, keep it simple: "
        "down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_thinking_changes_mind",
    ),
    _c(
        "v12s_answer_overrides_thinking",
        "solve",
        "<think>\nDown to (2, 0) looks good; the left column is clear to the bottom.\n</think>\n"
        "Going along the top corridor instead.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_thinking_changes_mind",
        why="hard: the thinking's pick is a draft; the answer after it chose the other cell",
    ),
    _c(
        "v12s_thinking_only_closed",
        "solve",
        "<think>\nP at (1,0). Up is a wall. Right (1,1) is open, down (2,0) is open. Both reach "
        "G in six. I'll go down to (2, 0).\n</think>",
        U,
        None,
        "thinking_only",
        why="the decision is made only inside the thinking; no answer follows it",
    ),
    _c(
        "v12s_prose_sentence_only",
        "solve",
        "Since the wall blocks the way up, I will step down into the cell at row 2 and column 0.",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v12s_numbered_checks_then_line",
        "solve",
        "1. Find P: (1, 0).\n2. Check up, (0, 0): wall.\n3. Check right, (1, 1): empty.\n"
        "4. Check down, (2, 0): empty.\n5. Both open cells reach G in six moves; I pick right."
        "\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _c(
        "v12s_numbered_two_ticks",
        "solve",
        "1. Up: (0, 0) — wall ✗\n2. Down: (2, 0) — open ✓\n3. Right: (1, 1) — open ✓\n"
        "4. Left: off the grid ✗",
        U,
        None,
        "numbered_steps",
        why="two open cells ticked, neither picked",
    ),
    _c(
        "v12s_restates_maze_first",
        "solve",
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nI go right, "
        "along the top corridor.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "restates_maze",
    ),
    _c(
        "v12s_refuses_no_picture",
        "solve",
        "I'm sorry, but I can't see the maze clearly enough to choose a safe move. Could you "
        "describe it again?",
        U,
        None,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v12s_hedge_no_pick",
        "solve",
        "Honestly, (2, 0) and (1, 1) look equally good to me and I'm not sure which one "
        "is better here.",
        U,
        None,
        "hedge",
        why="two cells weighed as equal, none chosen",
    ),
    _c(
        "v12s_hedge_then_label",
        "solve",
        "I'm not completely certain, but I'll commit: MOVE: (2, 0)",
        (2, 0),
        None,
        "hedge",
        why="hard: an uncertain tone with a committed move is the move; strictly the line "
        "does not start with the label",
    ),
    _c(
        "v12s_move_label_direction",
        "solve",
        "Right looks clear all the way to column 3.\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
    ),
    _c(
        "v12s_fullwidth_chinese_direction",
        "solve",
        "上方是墙，右边是空格。向右移动一格。\nMOVE：向右",
        (1, 1),
        None,
        "chinese_direction",
        why="hard: 向右 (to the right) is the neighbouring cell (1, 1) by the kept ruling",
    ),
    _c(
        "v12s_qwen3_think_chinese",
        "solve",
        "<think>\n玩家在(1,0)。上面(0,0)是墙，右边(1,1)是空的，下面(2,0)也是空的。两条路一样长。"
        "我选择往下走。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "qwen_think_chinese",
    ),
    _c(
        "v12s_gemini_bold_fields",
        "solve",
        "**Current position:** (1, 0)\n**Open neighbours:** below and to the right\n"
        "**Next move:** down to (2, 0)\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "gemini_bold",
    ),
    _c(
        "v12s_claude_offer_after",
        "solve",
        "MOVE: (1, 1)\n\n(If you'd prefer I take the left column instead, the alternative "
        "first step would be (2, 0).)",
        (1, 1),
        None,
        "offer_after",
        why="hard: an alternative offered after the answer is not a choice of it",
    ),
    _c(
        "v12s_into_the_wall",
        "solve",
        "Going up toward row 0.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
    ),
    _c(
        "v12s_negative_column",
        "solve",
        "Left it is.\nMOVE: (1, -1)",
        (1, -1),
        (1, -1),
        "wrong_move",
        why="hard: the minus sign belongs to the cell: (1, -1) is off the grid, not (1, 1)",
    ),
    _c(
        "v12s_axes_named_xy",
        "solve",
        "Using x for the column and y for the row, I'll move to x = 0, y = 2.",
        (2, 0),
        None,
        "axes_named",
        why="hard: the reply names its axes, so x = 0, y = 2 is row 2, column 0",
    ),
    _c(
        "v12s_gpt41_sections",
        "solve",
        "**Reasoning**\n- Up: wall.\n- Right: open, starts the top corridor.\n- Down: open."
        "\n\n**Answer**\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "gpt_sections",
    ),
    _c(
        "v12s_v3_boxed_sentence",
        "solve",
        "Moving down keeps us on the left column toward the bottom row.\n\nThe final answer "
        "is $\\boxed{(2, 0)}$.",
        (2, 0),
        None,
        "boxed",
    ),
    _c(
        "v12s_llama4_answer_is",
        "solve",
        "Looking at the maze, the player can go right into the top corridor.\n\nThe answer "
        "is: MOVE: (1, 1).",
        (1, 1),
        None,
        "answer_is",
    ),
    _c(
        "v12s_phi4_solution",
        "solve",
        "Solution:\nThe possible moves from (1, 0) are down and right. Down brings the player to "
        "(2, 0), on the shortest route along the left side.\nTherefore, my move is (2, 0).",
        (2, 0),
        None,
        "phi_solution",
    ),
    _c(
        "v12s_gemma3_table_then_word",
        "solve",
        "| Direction | Cell | Open? |\n|---|---|---|\n| Up | (0, 0) | No |\n"
        "| Right | (1, 1) | Yes |\n| Down | (2, 0) | Yes |\n\nI'll go right.",
        (1, 1),
        None,
        "table_then_direction",
        why="hard: the table lists both open cells; 'I'll go right' picks (1, 1)",
    ),
    _c(
        "v12s_ordinal_words",
        "solve",
        "I move one step to the right, onto the second cell of the second row.",
        (1, 1),
        None,
        "ordinal_words",
        why="hard: 'second cell of the second row' counts as people do, from one: (1, 1), "
        "which 'one step to the right' of P confirms",
    ),
    _c(
        "v12s_both_conventions_same_cell",
        "solve",
        "Not sure whether you index from 0 or 1. If from 0: MOVE: (2, 0). If from 1: "
        "MOVE: (3, 1). Either way, the cell directly below P.",
        (2, 0),
        None,
        "conventions_both",
        why="hard: the two forms name the same cell, the one below P, and the prompt says it "
        "counts from 0; strictly the last line is no answer line",
    ),
    _c(
        "v12s_cut_in_neighbours",
        "solve",
        "Let me look at the neighbours of (1, 0): above is (0, 0), a wall; to the right is",
        U,
        None,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v12s_cut_in_thinking",
        "solve",
        "<think>\nOkay, the player P is at row 1 column 0. Hmm, wait, let me re-read the matrix."
        " Row 0 is all ones. Row 1 is",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v12s_correction_next_line",
        "solve",
        "MOVE: (1, 1)\nHmm, on second thought the left column is the straighter way.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "self_correction",
    ),
    _c(
        "v12s_small_you_are_at_repeated",
        "solve",
        "You are at (1, 0). You are at (1, 0). You are at (1, 0). You are at (1, 0). You are at"
        " (1, 0). You are at",
        U,
        None,
        "small_repeat",
        why="a sentence repeated until max_tokens cut it off; no move",
        finish_reason=L,
    ),
    _c(
        "v12s_small_template_echo",
        "solve",
        "End your reply with a line of the form\nMOVE: (row, col)",
        U,
        None,
        "small_echo",
        why="the prompt's template echoed: no cell",
    ),
    _c(
        "v12s_small_half_label",
        "solve",
        "MOVE: (2,",
        U,
        None,
        "small_half_label",
        why="a half-formed label: a row without a column",
    ),
    _c(
        "v12s_small_two_cells",
        "solve",
        "You can move to the bottom cell (2, 0) and move to the right cell (1, 1).",
        U,
        None,
        "small_two_cells",
        why="two cells offered, no choice between them",
    ),
    _c(
        "v12s_small_can_move_down",
        "solve",
        "You are on the 2nd row of the 1st column. You can move down.",
        (2, 0),
        None,
        "small_possibility",
        why="hard: 'you can move down' is the only move the reply names, read as the move the "
        "way 'you can move to (1, 3)' is; a move given as a direction is the neighbouring cell",
    ),
    _c(
        "v12s_small_maze_restated",
        "solve",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        U,
        None,
        "small_restate",
        why="the maze restated with no move",
    ),
    _c(
        "v12s_small_example_echo",
        "solve",
        "Answer with the cell you move to next. MOVE: (2, 3)",
        U,
        None,
        "small_echo",
        why="the prompt's own example line (2, 3) echoed with its sentence: not a move chosen",
    ),
    _c(
        "v12s_small_stays_on_p",
        "solve",
        "The player is P.\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "small_wrong_move",
    ),
    _c(
        "v12s_small_jumps_to_goal",
        "solve",
        "The player moves to the goal G.\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "small_wrong_move",
    ),
    _c(
        "v12s_small_ordinal_loop",
        "solve",
        "You are in the 2nd column of the 2nd row of the 2nd column of the 2nd row of the 2nd "
        "column of the 2nd row of the",
        U,
        None,
        "small_repeat",
        why="an ordinal phrase looping until max_tokens cut it off; no move",
        finish_reason=L,
    ),
    _c(
        "v12s_small_twos_grid",
        "solve",
        "You are on the 3rd move.\n1 1 1 1 1\n2 2 2 2 1\n2 1 1 2 1\n2 1 1 2 1\n2 2 2 2 1",
        U,
        None,
        "small_restate",
        why="a move count and a grid of 1s and 2s: no cell named",
    ),
    _c(
        "v12s_small_single_cell_named",
        "solve",
        "You can move to the top-right cell (1, 3).",
        (1, 3),
        None,
        "small_wrong_move",
        why="hard: one cell named, no other offered: the move, though not a neighbour of P",
    ),
    _c(
        "v12s_small_label_doubled",
        "solve",
        "MOVE: MOVE: (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        why="hard: the label written twice before one cell still names that cell; strictly "
        "the line is not the asked form",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =========================================
ONE_SHOT: list[Reply] = [
    _c(
        "v12o_top_then_right_strict",
        "one_shot",
        "Along the top corridor, then down the right column.\n\nPATH: " + _path(SHORT_TOP),
        S,
        True,
        "plain",
    ),
    _c(
        "v12o_up_and_over",
        "one_shot",
        "I first tried the left column, came back, and took the top instead.\n\nPATH: "
        + _path(UP_AND_OVER),
        S,
        True,
        "revisits",
        why="hard: the route walks back over cells it has visited, but every step is one "
        "cell onto an open cell and it ends at G",
    ),
    _c(
        "v12o_one_based_said",
        "one_shot",
        "Coordinates below are 1-indexed (row 1 is the top row, column 1 the leftmost).\n"
        "PATH: " + one_based(SHORT_DOWN),
        S,
        False,
        "one_based_said",
        why="hard: the reply says it counts from 1; converted, it is the left-and-bottom route",
    ),
    _c(
        "v12o_one_based_unsaid",
        "one_shot",
        "Down the left side and along the bottom.\nPATH: " + one_based(SHORT_DOWN),
        U,
        False,
        "one_based_unsaid",
        why="the cells are counted from 1 without saying so ((5, 1) is off the 5x5 grid): read "
        "as written the path fails, read from 1 it succeeds",
    ),
    _c(
        "v12o_numbered_cells",
        "one_shot",
        "1. (1, 0) — start\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n"
        "7. (4, 3) — goal",
        S,
        False,
        "numbered_steps",
    ),
    _c(
        "v12o_arrows_on_line",
        "one_shot",
        "Here is my route.\nPATH: " + _path(SHORT_DOWN, " → "),
        S,
        False,
        "arrows",
    ),
    _c(
        "v12o_commas_on_line",
        "one_shot",
        "Route found.\nPATH: " + _path(BOTTOM_SHUFFLE, ", "),
        S,
        False,
        "commas",
    ),
    _c(
        "v12o_directions_only",
        "one_shot",
        "From P: down, down, down, right, right, right. That reaches G.",
        F,
        False,
        "direction_words",
        why="hard: a route in direction words only is a fail (the kept ruling)",
    ),
    _c(
        "v12o_directions_then_line",
        "one_shot",
        "Route in words: down ×3, then right ×3.\n\nPATH: " + _path(SHORT_DOWN),
        S,
        True,
        "direction_words",
    ),
    _c(
        "v12o_hop",
        "one_shot",
        "PATH: " + _path(HOP),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v12o_o3_through_middle",
        "one_shot",
        "Cutting through the middle is shortest.\nPATH: " + _path(MIDDLE),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v12o_stops_short",
        "one_shot",
        "PATH: " + _path(SHORT_OF_G),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v12o_top_edge",
        "one_shot",
        "Go along the top edge of the grid.\nPATH: " + _path(TOP_EDGE),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v12o_think_changes_route",
        "one_shot",
        "<think>\nTop route: (1,0) (1,1) (1,2) (1,3) then (1,4)? No — (1,4) is a wall. So down "
        "column 3 from (1,3): (2,3) (3,3) (4,3). Good.\n</think>\nPATH: " + _path(SHORT_TOP),
        S,
        True,
        "long_thinking_changes_mind",
    ),
    _c(
        "v12o_two_routes_no_pick",
        "one_shot",
        "Route 1: " + _path(SHORT_DOWN) + "\nRoute 2: " + _path(SHORT_TOP) + "\n\nBoth are "
        "six moves long.",
        U,
        False,
        "alternatives",
        why="two routes offered, none chosen",
    ),
    _c(
        "v12o_two_routes_second_picked",
        "one_shot",
        "Route 1: " + _path(SHORT_DOWN) + "\nRoute 2: " + _path(HOP) + "\n\nI'd go with the "
        "second one.",
        F,
        False,
        "choice_in_words",
        why="hard: the choice in words picks route 2, which jumps over (4, 1)",
    ),
    _c(
        "v12o_check_after_path",
        "one_shot",
        "PATH: " + _path(SHORT_DOWN) + "\n\nCheck: every step changes one coordinate by one, "
        "every cell is a 0 in the matrix, and it ends on G (4, 3). ✓",
        S,
        False,
        "self_check_after",
    ),
    _c(
        "v12o_yaml_list",
        "one_shot",
        "path:\n" + "".join(f"  - [{c}]\n" for c in SHORT_TOP.split()).rstrip("\n"),
        S,
        False,
        "yaml",
    ),
    _c(
        "v12o_tool_call",
        "one_shot",
        json.dumps(
            {
                "name": "submit_path",
                "arguments": {
                    "path": [[int(v) for v in c.split(",")] for c in BOTTOM_SHUFFLE.split()]
                },
            }
        ),
        S,
        False,
        "tool_call",
    ),
    _c(
        "v12o_html_ordered_list",
        "one_shot",
        "<ol>\n" + "".join(f"<li>({c})</li>\n" for c in SHORT_DOWN.split()) + "</ol>",
        S,
        False,
        "html",
    ),
    _c(
        "v12o_prose_every_cell",
        "one_shot",
        "I'd start at (1, 0), go down through (2, 0) and (3, 0) to (4, 0), then right via "
        "(4, 1) and (4, 2) to the goal at (4, 3).",
        S,
        False,
        "prose_only",
    ),
    _c(
        "v12o_restates_maze_first",
        "one_shot",
        "Given maze:\n" + ORIGINAL_MATRIX + "\n\nPATH: " + _path(SHORT_TOP),
        S,
        True,
        "restates_maze",
    ),
    _c(
        "v12o_claims_no_path",
        "one_shot",
        "After checking every branch, I don't think there is any path from P to G in this "
        "maze: the walls in the middle block it.",
        U,
        False,
        "refusal",
        why="no path given (a wrong claim of no route): nothing to score",
    ),
    _c(
        "v12o_cut_mid_path",
        "one_shot",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the path line",
        finish_reason=L,
    ),
    _c(
        "v12o_small_template_echo",
        "one_shot",
        "PATH: (row, col) (row, col) (row, col) (row, col)",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no cells",
    ),
    _c(
        "v12o_small_example_echo",
        "one_shot",
        "Find a path from the player P to the goal G. PATH: (0, 0) (0, 1) (1, 1)",
        U,
        False,
        "small_echo",
        why="the prompt's own example path echoed after its sentence: not a route chosen",
    ),
    _c(
        "v12o_small_two_cells_repeated",
        "one_shot",
        "(1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2,",
        U,
        False,
        "small_repeat",
        why="two cells repeated until max_tokens cut it off",
        finish_reason=L,
    ),
    _c(
        "v12o_small_stays_put",
        "one_shot",
        "PATH: (1, 0) (1, 0) (1, 0)",
        F,
        False,
        "small_repeat",
    ),
]

# == recognize: the empty cells of ORIGINAL form a square ====================================
RECOGNIZE: list[Reply] = [
    _c(
        "v12r_heading_then_word",
        "recognize",
        "## Shape\nSquare\n\n## Reasoning\nThe open cells run along row 1, row 4, column 0 and "
        "column 3, closing into a four-sided loop.",
        "square",
        False,
        "heading_answer",
    ),
    _c(
        "v12r_box_strict",
        "recognize",
        "The open cells trace the outline of a box around a 2x2 block of walls.\nSHAPE: box",
        "square",
        True,
        "variant",
    ),
    _c(
        "v12r_quadrilateral_strict",
        "recognize",
        "Four straight runs of corridor meeting at four corners.\nSHAPE: quadrilateral",
        "square",
        True,
        "variant",
    ),
    _c(
        "v12r_cube_strict",
        "recognize",
        "SHAPE: cube",
        "square",
        True,
        "variant",
        why="hard: 'cube' is a variant the specification lists for the square",
    ),
    _c(
        "v12r_pyramid",
        "recognize",
        "The corridor narrows toward the top like a stepped pyramid.\nSHAPE: pyramid",
        "triangle",
        False,
        "variant_wrong",
    ),
    _c(
        "v12r_crescent",
        "recognize",
        "It curves around the wall block and opens on one side, like a crescent.\nSHAPE: crescent",
        "C",
        False,
        "variant_wrong",
    ),
    _c(
        "v12r_ring_only",
        "recognize",
        "The empty cells go all the way around a block of walls and join up again.\nSHAPE: ring",
        "none",
        False,
        "unlisted_name",
        why="hard: 'ring' is neither a shape nor a listed variant, so it names none",
    ),
    _c(
        "v12r_hollow_square",
        "recognize",
        "SHAPE: Hollow Square",
        "square",
        True,
        "qualified_name",
    ),
    _c(
        "v12r_think_c_then_square",
        "recognize",
        "<think>\nRow 1 open from column 0 to 3, row 4 open from 0 to 3, column 0 open. Looks "
        "like a C... no wait, column 3 is open from row 1 to row 4 too, so the right side is "
        "closed. Four sides: a square.\n</think>\nSHAPE: square",
        "square",
        True,
        "long_thinking_changes_mind",
    ),
    _c(
        "v12r_answer_overrides_thinking",
        "recognize",
        "<think>\nFour sides, closed loop: square.\n</think>\nLooking again, it opens toward the "
        "right like a letter C.\nSHAPE: C",
        "C",
        False,
        "long_thinking_changes_mind",
        why="hard: the thinking's square is a draft; the answer after it names C",
    ),
    _c(
        "v12r_emoji_line",
        "recognize",
        "🟦 The empty cells make a neat little loop! 🟦\n\nSHAPE: square ✅",
        "square",
        False,
        "emoji",
        why="hard: an emoji after the name: flexibly the square, strictly not the asked line",
    ),
    _c(
        "v12r_html_bold_label",
        "recognize",
        "<p>The corridor closes on all four sides.</p>\n<b>SHAPE:</b> square",
        "square",
        False,
        "html",
    ),
    _c(
        "v12r_yaml",
        "recognize",
        "shape: square\nreason: the 12 empty cells form the border of a 4x4 block",
        "square",
        False,
        "yaml",
    ),
    _c(
        "v12r_tool_call",
        "recognize",
        '{"name": "answer_shape", "arguments": {"shape": "square", "confidence": 0.9}}',
        "square",
        False,
        "tool_call",
    ),
    _c(
        "v12r_prose_sentence_only",
        "recognize",
        "Taken together, the twelve empty cells outline a square.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v12r_hedge_two",
        "recognize",
        "It could be read as a square or as a C opening to the right; it's hard to say which "
        "was intended.",
        U,
        False,
        "hedge",
        why="two shapes offered, none chosen",
    ),
    _c(
        "v12r_refusal",
        "recognize",
        "I can't determine a geometric shape from this grid with confidence, so I'd rather "
        "not guess.",
        U,
        False,
        "refusal",
        why="a refusal: no shape named",
    ),
    _c(
        "v12r_negated_then_diamond",
        "recognize",
        "It isn't a square, since it is tilted in my reading; I'd call it a diamond.\n"
        "SHAPE: diamond",
        "none",
        False,
        "negation",
        why="hard: 'square' is negated and 'diamond' is not a listed shape or variant",
    ),
    _c(
        "v12r_written_twice",
        "recognize",
        "SHAPE: square\nSHAPE: square",
        "square",
        True,
        "repeated_answer",
    ),
    _c(
        "v12r_check_after",
        "recognize",
        "SHAPE: square\n\nDouble-check: four sides of four cells each, corners shared, gives "
        "12 empty cells — matches the maze ✔",
        "square",
        False,
        "self_check_after",
    ),
    _c(
        "v12r_qwen_chinese_label_value",
        "recognize",
        "空白格子沿着四条边围成一个闭合的图形。\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
    ),
    _c(
        "v12r_chinese_think_english_line",
        "recognize",
        "<think>\n空格组成一个方框，四条边都是通的。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "qwen_think_chinese",
    ),
    _c(
        "v12r_angle_brackets_kept",
        "recognize",
        "The loop has four equal sides.\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
    ),
    _c(
        "v12r_numbered_reasoning",
        "recognize",
        "1. Row 1 is open from (1,0) to (1,3).\n2. Row 4 is open from (4,0) to (4,3).\n"
        "3. Columns 0 and 3 join them.\n4. Conclusion: a closed four-sided loop — a square.",
        "square",
        False,
        "numbered_steps",
    ),
    _c(
        "v12r_cut_in_reasoning",
        "recognize",
        "The empty cells run along row 1 and row 4 and down columns 0 and",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any shape",
        finish_reason=L,
    ),
    _c(
        "v12r_small_triangle_sides",
        "recognize",
        "The empty cells form a triangle with sides of length 4.",
        "triangle",
        False,
        "small_wrong_shape",
    ),
    _c(
        "v12r_small_template_echo",
        "recognize",
        "end your reply with a line of the form SHAPE: <name>.",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no shape named",
    ),
    _c(
        "v12r_small_echo_cut",
        "recognize",
        "The navigation part is over. Look at the whole maze again, at all of its empty cells "
        "(the cells of P and G count as empty), not only at the path you took. The navigation "
        "part is over. Look at the whole maze again, at all of",
        U,
        False,
        "small_echo",
        why="the prompt echoed until max_tokens cut it off",
        finish_reason=L,
    ),
    _c(
        "v12r_small_sentence_repeated",
        "recognize",
        "The shape is a square. The shape is a square. The shape is a square. The shape is a "
        "square.",
        "square",
        False,
        "small_repeat",
        why="hard: one sentence repeated (not cut off) names one shape",
    ),
    _c(
        "v12r_small_box_with_lid",
        "recognize",
        "The empty cells form a rectangular box with a lid on top.",
        "square",
        False,
        "small_wrong_shape",
        why="hard: 'box' is a listed variant of the square; 'rectangular' and 'lid' add no "
        "other shape",
    ),
    _c(
        "v12r_small_label_repeated",
        "recognize",
        "SHAPE: SHAPE: SHAPE:",
        U,
        False,
        "small_half_label",
        why="the label repeated with no name after it",
    ),
    _c(
        "v12r_small_grid_sentence_cut",
        "recognize",
        "The maze is a 5x5 grid. The maze is a 5x5 grid. The maze is a 5x5 grid. The maze is",
        U,
        False,
        "small_repeat",
        why="a sentence repeated until max_tokens cut it off; no shape named",
        finish_reason=L,
    ),
]


def _walls_reversed(matrix: str) -> str:
    """``matrix`` in the coordinate lists with its Walls line in reverse order (not as the
    encoder writes it)."""
    lines = coord_list(matrix).splitlines()
    cells = lines[0].removeprefix("Walls: ").split(", ")
    lines[0] = "Walls: " + ", ".join(reversed(cells))
    return "\n".join(lines)


def _html_table(matrix: str) -> str:
    """``matrix`` as an HTML table, one row per line."""
    rows = "".join(
        "<tr>" + "".join(f"<td>{ch}</td>" for ch in row.split()) + "</tr>\n"
        for row in matrix.splitlines()
    )
    return "<table>\n" + rows + "</table>"


# == generate: a new 5x5 maze whose empty cells form a square ================================
GENERATE: list[Reply] = [
    _c(
        "v12g_low_left_strict",
        "generate",
        "MAZE:\n" + LOW_LEFT3,
        S,
        True,
        "plain",
    ),
    _c(
        "v12g_high_right_after_prose",
        "generate",
        "Here is a 4x4 ring in the top-right corner instead of the bottom-left.\n\nMAZE:\n"
        + HIGH_RIGHT4,
        S,
        True,
        "plain",
    ),
    _c(
        "v12g_same_cells_moved",
        "generate",
        "Same ring, with the player and the goal in new places.\nMAZE:\n" + RING_MOVED,
        S,
        True,
        "same_cells",
        why="hard: the same open cells with P and G moved is not an identical copy",
    ),
    _c(
        "v12g_same_cells_shifted",
        "generate",
        "I kept the ring and moved both the start and the goal one corner along.\nMAZE:\n"
        + RING_SHIFTED,
        S,
        True,
        "same_cells",
        why="hard: the same open cells with P and G elsewhere is not an identical copy",
    ),
    _c(
        "v12g_identical_copy",
        "generate",
        "Here is a new maze:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _c(
        "v12g_solid_block",
        "generate",
        "A compact square this time.\nMAZE:\n" + SOLID3,
        F,
        False,
        "broken_maze",
        why="hard: a solid block of open cells is no ring of corridor, so not the square shape",
    ),
    _c(
        "v12g_player_in_hole",
        "generate",
        "MAZE:\n" + HOLE_PLAYER,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v12g_corner_shut",
        "generate",
        "MAZE:\n" + CORNER_SHUT,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v12g_four_rows",
        "generate",
        "MAZE:\n" + FOUR_ROWS,
        F,
        False,
        "wrong_size",
    ),
    _c(
        "v12g_small_ones_and_twos",
        "generate",
        TWOS,
        F,
        False,
        "small_grid_of_twos",
        why="hard: a clear grid, but with no P and no G: it fails the requirements",
    ),
    _c(
        "v12g_hash_art",
        "generate",
        "New maze (# = wall, . = open):\n" + HASH_ART,
        F,
        False,
        "wrong_encoding",
        why="hard: drawn in # and . characters, not the matrix encoding asked (the kept "
        "ruling for a maze in another encoding)",
    ),
    _c(
        "v12g_start_end_letters",
        "generate",
        "MAZE:\n" + START_END,
        F,
        False,
        "s_e_letters",
    ),
    _c(
        "v12g_two_players",
        "generate",
        "MAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v12g_think_then_maze",
        "generate",
        "<think>\nA 3x3 ring in the bottom-right: rows 2-4, columns 2-4. P at (4,4), G at "
        "(2,3). Centre (3,3) stays a wall.\n</think>\nMAZE:\n" + LOW_RIGHT3,
        S,
        True,
        "thinking_draft",
    ),
    _c(
        "v12g_draft_fixed",
        "generate",
        "MAZE:\n" + CORNER_SHUT + "\n\nOops — the corner (4, 0) should be open, otherwise the "
        "ring is cut. Fixed:\n\nMAZE:\n" + LOW_LEFT3,
        S,
        True,
        "self_correction",
    ),
    _c(
        "v12g_good_then_broken",
        "generate",
        "MAZE:\n" + MID_LEFT3 + "\n\nActually, let me add a second start so it's more "
        "interesting:\n\nMAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "self_correction",
        why="hard: the correction replaces the good maze with one that has two players",
    ),
    _c(
        "v12g_mistral_fenced",
        "generate",
        "```\nMAZE:\n" + MID_LEFT3 + "\n```",
        S,
        False,
        "code_fence",
    ),
    _c(
        "v12g_check_after",
        "generate",
        "MAZE:\n" + MID_LEFT3 + "\n\nCheck: the open cells form a 3x3 ring, P at (3, 0) "
        "reaches G at (1, 1) ✓",
        S,
        False,
        "self_check_after",
    ),
    _c(
        "v12g_yaml_rows",
        "generate",
        "maze:\n" + "".join(f"  - [{', '.join(row.split())}]\n" for row in LOW_RIGHT3.splitlines()),
        S,
        False,
        "yaml",
        why="hard: YAML rows of the same cells are the matrix read through its wrapper",
    ),
    _c(
        "v12g_html_table",
        "generate",
        "New maze:\n" + _html_table(HIGH_RIGHT4),
        S,
        False,
        "html",
        why="hard: an HTML table of the matrix's cells is the matrix read through its markup",
    ),
    _c(
        "v12g_tool_call",
        "generate",
        json.dumps({"name": "submit_maze", "arguments": {"maze": LOW_LEFT3}}),
        S,
        False,
        "tool_call",
    ),
    _c(
        "v12g_tool_call_rows",
        "generate",
        '{"name": "submit_maze", "arguments": {"rows": ' + _rows_json(SOLID3) + "}}",
        F,
        False,
        "tool_call",
    ),
    _c(
        "v12g_two_options_no_pick",
        "generate",
        "Option 1:\n" + LOW_LEFT3 + "\n\nOption 2:\n" + LOW_RIGHT3 + "\n\nEither works.",
        U,
        False,
        "alternatives",
        why="two mazes offered, none chosen",
    ),
    _c(
        "v12g_qwen_chinese_cue",
        "generate",
        "新的迷宫如下（空格组成一个3x3的正方形环）：\n" + MID_LEFT3,
        S,
        False,
        "chinese",
        why="hard: the Chinese cue 'the new maze is as follows' introduces a maze in the asked "
        "encoding",
    ),
    _c(
        "v12g_coord_strict",
        "generate",
        "MAZE:\n" + _coord(HIGH_RIGHT4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v12g_coord_walls_reversed",
        "generate",
        "MAZE:\n" + _walls_reversed(LOW_RIGHT3),
        S,
        False,
        "reordered",
        why="hard: the same cells listed in another order: the maze, but not as the encoder "
        "writes it",
        encoding="coord_list",
    ),
    _c(
        "v12g_coord_asked_matrix_given",
        "generate",
        "MAZE:\n" + LOW_LEFT3,
        F,
        False,
        "wrong_encoding",
        encoding="coord_list",
    ),
    _c(
        "v12g_matrix_asked_coord_given",
        "generate",
        "MAZE:\n" + _coord(LOW_RIGHT3),
        F,
        False,
        "wrong_encoding",
    ),
    _c(
        "v12g_coord_player_in_hole",
        "generate",
        "Same ring shape, smaller.\nMAZE:\n" + _coord(HOLE_PLAYER),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v12g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (1,2)",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the Walls line",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v12g_cut_mid_matrix",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 0 G 0\n1 1 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the fourth row of the maze",
        finish_reason=L,
    ),
    _c(
        "v12g_small_prompt_echo",
        "generate",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric "
        "shape as the maze above. Requirements:\n- use the same format as above",
        U,
        False,
        "small_echo",
        why="the prompt echoed: no maze",
    ),
    _c(
        "v12g_refusal",
        "generate",
        "I'm not able to design a new maze reliably, so I'll leave this one out.",
        U,
        False,
        "refusal",
        why="a refusal: no maze",
    ),
    _c(
        "v12g_small_all_walls",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_rows_of_ones",
    ),
    _c(
        "v12g_small_original_restated",
        "generate",
        "The maze:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_restate",
        why="hard: the only maze in the reply is the original restated, so the answer is an "
        "identical copy",
    ),
    _c(
        "v12g_small_walls_line_repeated",
        "generate",
        "Walls: (0,0), (0,1), (0,2), (0,3), (0,4)\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4)\n"
        "Walls: (0,0), (0,1), (0,2), (0,3), (0,4)\nWalls: (0,0), (0,1)",
        U,
        False,
        "small_repeat",
        why="one Walls line repeated until max_tokens cut it off",
        finish_reason=L,
        encoding="coord_list",
    ),
]

# == puzzle: one rotation on a 2x2 board (square N = 2 * row + col) ==========================
PUZZLE: list[Reply] = [
    _c(
        "v12p_row_col_strict",
        "puzzle",
        "Square (0, 1) reaches up and left; its up end points off the board. A quarter turn "
        "clockwise moves that end to the right — still off the board. Counterclockwise moves "
        "it to the left and the left end down, meeting (0, 0) and (1, 1). Hmm, wait: I had "
        "the sides backwards; the clockwise turn is the one that meets both.\n\n"
        "ROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "reasoning_then_line",
        why="hard: the reasoning wavers between the two turns; the answer line is the move chosen",
    ),
    _c(
        "v12p_square_number_strict",
        "puzzle",
        "Square 3 points off the board on its right side.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _c(
        "v12p_one_based_numbers_said",
        "puzzle",
        "Numbering the squares 1 to 4 (1-indexed) from the top left, row by row, I'll turn "
        "square 2 clockwise.",
        (1, CW),
        False,
        "one_based_said",
        why="hard: the reply says it numbers from 1, so its square 2 is the top-right square",
    ),
    _c(
        "v12p_square_four_unsaid",
        "puzzle",
        "The last square is the one that is wrong.\nROTATE: square 4 clockwise",
        U,
        False,
        "one_based_unsaid",
        why="the prompt counts squares 0 to 3, so 'square 4' does not exist; if the reply "
        "counts from 1 it is square 3, but it does not say so",
    ),
    _c(
        "v12p_corner_words",
        "puzzle",
        "Turn the bottom-right piece a quarter turn counterclockwise.",
        (3, CCW),
        False,
        "corner_words",
    ),
    _c(
        "v12p_clock_hands",
        "puzzle",
        "Rotate (1, 0) the way a clock's hands move.",
        (2, CW),
        False,
        "direction_described",
        why="hard: 'the way a clock's hands move' is clockwise",
    ),
    _c(
        "v12p_cw_abbreviation",
        "puzzle",
        "Top-left needs to face down.\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "direction_spelling",
    ),
    _c(
        "v12p_tool_call",
        "puzzle",
        '{"name": "rotate", "arguments": {"row": 1, "col": 0, "direction": "clockwise"}}',
        (2, CW),
        False,
        "tool_call",
    ),
    _c(
        "v12p_yaml",
        "puzzle",
        "rotate:\n  square: [0, 1]\n  direction: counterclockwise",
        (1, CCW),
        False,
        "yaml",
    ),
    _c(
        "v12p_html_strong",
        "puzzle",
        "<p>The bottom-right pipe points off the board.</p>\n"
        "<strong>ROTATE: (1, 1) clockwise</strong>",
        (3, CW),
        False,
        "html",
    ),
    _c(
        "v12p_emoji_line",
        "puzzle",
        "🔄 ROTATE: (0, 0) clockwise",
        (0, CW),
        False,
        "emoji",
        why="hard: an emoji before the label: flexibly the move, strictly not the asked line",
    ),
    _c(
        "v12p_heading_line",
        "puzzle",
        "### ROTATE: square 2 counterclockwise",
        (2, CCW),
        False,
        "heading_answer",
    ),
    _c(
        "v12p_written_twice",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "repeated_answer",
    ),
    _c(
        "v12p_check_after",
        "puzzle",
        "ROTATE: (0, 1) clockwise\n\nCheck: after the turn its left end points down and meets "
        "the top end of (1, 1) ✓",
        (1, CW),
        False,
        "self_check_after",
    ),
    _c(
        "v12p_think_changes_direction",
        "puzzle",
        "<think>\n(0,0) clockwise? Its end would then point off the top. Counterclockwise "
        "instead: the end faces right and meets (0,1).\n</think>\nROTATE: (0, 0) "
        "counterclockwise",
        (0, CCW),
        True,
        "long_thinking_changes_mind",
    ),
    _c(
        "v12p_numbered_plan_last_step",
        "puzzle",
        "1. (0, 0) and (0, 1) already connect.\n2. (1, 0) meets (0, 0).\n3. Only (1, 1) points "
        "off the board.\n4. So: turn (1, 1) counterclockwise.",
        (3, CCW),
        False,
        "numbered_steps",
    ),
    _c(
        "v12p_prose_only",
        "puzzle",
        "My move is to rotate the top-left square clockwise.",
        (0, CW),
        False,
        "prose_only",
    ),
    _c(
        "v12p_hedge_two",
        "puzzle",
        "Either the top-right square clockwise or the bottom-left one counterclockwise would "
        "fix it; both seem fine.",
        U,
        False,
        "hedge",
        why="two moves offered, none chosen",
    ),
    _c(
        "v12p_two_lines_two_squares",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nROTATE: (1, 1) clockwise",
        U,
        False,
        "several_moves",
        why="two different moves, one per line, with nothing saying which one is this turn's",
    ),
    _c(
        "v12p_half_turn",
        "puzzle",
        "Rotate (1, 0) by 180 degrees.",
        U,
        False,
        "no_direction",
        why="a half turn is two moves and names no direction",
    ),
    _c(
        "v12p_no_direction",
        "puzzle",
        "ROTATE: (0, 1)",
        U,
        False,
        "no_direction",
        why="a square but no direction",
    ),
    _c(
        "v12p_chinese_direction",
        "puzzle",
        "右上角的管子朝外，顺时针旋转它。\nROTATE: (0, 1) 顺时针",
        (1, CW),
        False,
        "chinese_direction",
        why="hard: 顺时针 is clockwise, said twice (in the sentence and on the line); strictly "
        "not the prompt's word",
    ),
    _c(
        "v12p_one_based_cell_said",
        "puzzle",
        "(Rows and columns counted from 1 here.)\nROTATE: (2, 2) clockwise",
        (3, CW),
        False,
        "one_based_said",
        why="hard: the reply says it counts from 1, so (2, 2) is the bottom-right square "
        "(1, 1); strictly not the prompt's coordinates",
    ),
    _c(
        "v12p_refusal",
        "puzzle",
        "I can't see which sides the pipes reach, so I can't pick a rotation.",
        U,
        False,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v12p_cut_in_reasoning",
        "puzzle",
        "Square (1, 0) reaches up and right. Square (1, 1) reaches left and down, and its down "
        "end is off the board, so turning it",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the move",
        finish_reason=L,
    ),
    _c(
        "v12p_small_template_echo",
        "puzzle",
        "end your reply with a line of the form ROTATE: (row, col) clockwise (or "
        "counterclockwise). end your reply with a line of the form",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no square, both directions",
    ),
    _c(
        "v12p_small_repeat_cut",
        "puzzle",
        "ROTATE: (0, 0) clockwise ROTATE: (0, 0) clockwise ROTATE: (0, 0) clockwise ROTATE: "
        "(0, 0) clockwise ROTATE: (0, 0)",
        U,
        False,
        "small_repeat",
        why="one line repeated until max_tokens cut it off (a cut reply is unreadable)",
        finish_reason=L,
    ),
    _c(
        "v12p_small_both_directions",
        "puzzle",
        "You can rotate the square clockwise and you can rotate the square counterclockwise.",
        U,
        False,
        "small_two_options",
        why="no square named and both directions offered",
    ),
    _c(
        "v12p_small_template_with_cell",
        "puzzle",
        "ROTATE: (0, 0) clockwise (or counterclockwise).",
        U,
        False,
        "small_echo",
        why="the template's '(or counterclockwise)' copied after a cell: both directions, "
        "none chosen",
    ),
    _c(
        "v12p_small_intro_echo_cut",
        "puzzle",
        "You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square "
        "holds a piece of pipe that reaches some of its four sides (top, right, bottom, left). "
        "You are solving a rotation puzzle. The board is",
        U,
        False,
        "small_echo",
        why="the prompt echoed until max_tokens cut it off",
        finish_reason=L,
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The twelfth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v10.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v12", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v12.py: counts, no reader
    print_counts(all_cases(), problems())

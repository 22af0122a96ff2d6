"""A fifteenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. What a
reply commits to is judged as a careful grader would, by the prompts' own wording
(``agents/llm/prompts.py``, the puzzle prompt included), the answer rules of ``docs/studies.md``
and ``docs/analysis.md`` and the specification's shape variants (square: box, cube,
quadrilateral, rectangle-like; triangle: pyramid, trilateral; cross: X-shape; spiral: helix,
coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning bolt). ``corpus_form``,
``test_blind_reading_sets`` and ``corpus_reading_v14`` were read for the data format and the
labelling conventions only; the replies, mazes, routes and wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, drafts inside ``<think>`` are reasoning, checks after the answer are
not the answer, an answer written twice identically is one answer), else :data:`UNREADABLE`
(cut off by ``max_tokens``, alternatives or hedges with no pick, a refusal, only thinking, the
prompt's template echoed). Coordinates are the prompt's (0-indexed, row first); a reply that
*says* it counts from 1 (or says its pairs are (column, row)) is converted, one whose counting
is unsaid where it matters is unclear. Rulings kept: a maze in the encoding not asked is a fail;
a one-shot route given only in direction words is a fail; a single solve move given only as a
direction is the neighbouring cell; a matrix maze must write P and G (S/E or lowercase p/g is a
fail); a whole route from P's cell where one move was asked is read as its first step (a route
not starting at P, or several cells on the ``MOVE:`` line, is unclear); a one-shot path that
reaches G and walks on is scored by the specification's check (the last G walked back to P).

Strict label: the reply's own final line is the asked line with the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` then
the maze exactly as the encoder writes it, nothing after); not inside a fence, LaTeX, JSON,
YAML, HTML or tags, nor after a heading mark or emoji (inline bold/italic tolerated); any
English name of the right shape; ``clockwise``/``counterclockwise`` only; a puzzle square as
``(row, col)`` or ``square N``; a path's cells separated by spaces only; 0-indexed cells.

Styles, leaning on what v1-v14 have least: tool-call JSON, YAML and HTML answers, emoji and
heading lines, Markdown tables, answers repeated identically or differently, reasoning that
changes its mind after its first answer line, conflicts between a cell and its direction word,
(column, row) conventions said, 1-indexed cells said or not, template tails echoed, and about
twenty replies in the habits the real small models (SmolLM2, Gemma 3 270M) showed in
``benchmarks/bench_real_model_labels.json`` (habit names starting ``small_``): positions in
ordinal words, two cells offered, the prompt echoed, lines repeated until cut off.

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
_path = path_text


def _col_row(cells: str) -> str:
    """``"1,0 2,0"`` written (column, row), as ``(0, 1) (0, 2)``."""
    return " ".join("({1}, {0})".format(*cell.split(",")) for cell in cells.split())


def _numbered(cells: str) -> str:
    """``"1,0 2,0"`` as a numbered list, ``1. (1, 0)`` one cell per line."""
    return "\n".join(f"{i}. {_path(cell)}" for i, cell in enumerate(cells.split(), 1))


def _yaml_cells(cells: str) -> str:
    """``"1,0 2,0"`` as a YAML list of ``[row, col]`` pairs under ``path:``."""
    return "path:\n" + "\n".join(f"  - [{c.replace(',', ', ')}]" for c in cells.split())


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
BACKSTEP_START = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: one step down and back to P, then the left column and the bottom row (eight
moves)."""
BOTTOM_WIGGLE = "1,0 2,0 3,0 4,0 4,1 4,2 4,1 4,0 4,1 4,2 4,3"
"""Valid: the left column and the bottom row, going back once from (4,2) to the corner (4,0)
(ten moves)."""
RIGHT_WIGGLE = "1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column with one step back up from (2,3) to (1,3)."""
LOOP_ROUND = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0 3,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Reaches G, goes on round the whole ring back to P and down to G again: its last G walked
back reaches P in single legal steps, so the specification's check scores it a success."""
PAST_G_UP = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3"
"""Reaches G, then walks on one open cell up to (3,3): the specification's check (the last G
walked back to P) scores it a success."""
WALL_COLUMN1 = "1,0 1,1 1,2 2,2 2,3 3,3 4,3"
"""Broken: down from (1,2) through the wall (2,2)."""
SKIP_ONE = "1,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: jumps from (1,0) to (3,0), over (2,0)."""
ONE_SHORT = "1,0 1,1 1,2 1,3 2,3 3,3 2,3"
"""Broken: gets to (3,3), next to G, then steps back up to (2,3) and stops."""
FROM_BELOW_P = "2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: starts at (2,0), below P, so no part of it walks back to P."""
TOP_THEN_JUMP = "1,0 1,1 1,2 1,3 2,3 4,3"
"""Broken: skips (3,3) on the way down column 3."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 0 G 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, G at (0,3), P at (3,2)."""

RING_MID3_DIAG = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 0 0 P 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, G top-left and P bottom-right of it."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 0 0 1 1
P 1 G 1 1
0 0 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (3,0), G at (3,2)."""

RING_BR4 = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,2), G at (4,4)."""

RING_TR3 = """\
1 1 0 G 0
1 1 0 1 0
1 1 P 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G at (0,3), P at (2,2)."""

LOWER_PG = """\
1 1 1 1 1
1 g 0 0 1
1 0 1 0 1
1 0 0 p 1
1 1 1 1 1"""
"""Broken: :data:`RING_MID3_DIAG` with lowercase p and g."""

S_E = """\
0 0 0 E 1
0 1 1 0 1
0 1 1 0 1
0 0 S 0 1
1 1 1 1 1"""
"""Broken: :data:`RING_TL4` with S and E for P and G."""

SOLID_BLOCK = """\
1 1 1 1 1
1 0 0 G 1
1 0 0 0 1
1 P 0 0 1
1 1 1 1 1"""
"""Broken: the 3x3 in the middle all open (a filled square, no hole)."""

FOUR_ROWS = """\
1 1 0 G 0
1 1 0 1 0
1 1 P 0 0
1 1 1 1 1"""
"""Broken: :data:`RING_TR3` without its last row: 5x4, not 5x5."""

G_CUT_OFF = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 G 0
1 0 0 0 0"""
"""Broken: :data:`RING_BR4`'s ring with G moved into the hole at (3,3), walled off."""

WIDE_RING = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 0 1
P 0 0 G 1
1 1 1 1 1"""
"""Broken: a 3x4 ring (three rows, four columns): a rectangle, not the original's square."""

GAP_RING = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 1
1 0 0 0 G"""
"""Broken: :data:`RING_BR4` with (3,4) walled: G is reachable only the long way, the open cells
a C, not a square ring."""


# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v15s_gpt41_terse",
        "solve",
        "Down is open; up is wall.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c(
        "v15s_heading_line",
        "solve",
        "Right leads along the top corridor.\n\n## MOVE: (1, 1)",
        (1, 1),
        None,
        "heading",
        why="hard: flexibly the cell; strictly a heading mark before the label is a format miss",
    ),
    _c(
        "v15s_heading_above",
        "solve",
        "### Final answer\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "heading",
        why="hard: the heading is its own line; the final line is the plain MOVE line",
    ),
    _c(
        "v15s_emoji_prefix",
        "solve",
        "Going down the left edge 👇\n\n➡️ MOVE: (2, 0)",
        (2, 0),
        None,
        "emoji",
    ),
    _c(
        "v15s_html_para",
        "solve",
        "<p>The square to the right of P is free.</p>\n<p><b>MOVE:</b> (1, 1)</p>",
        (1, 1),
        None,
        "html",
    ),
    _c(
        "v15s_yaml_fields",
        "solve",
        "analysis: up is a wall, down and right are open\nmove:\n  row: 2\n  col: 0",
        (2, 0),
        None,
        "yaml",
    ),
    _c(
        "v15s_tool_call_cell",
        "solve",
        '{"name": "make_move", "arguments": {"target": {"row": 1, "col": 1}}}',
        (1, 1),
        None,
        "tool_call",
    ),
    _c(
        "v15s_tool_call_direction",
        "solve",
        '{"name": "step", "arguments": {"direction": "DOWN", "count": 1}}',
        (2, 0),
        None,
        "tool_call",
        why="hard: a single move given only as a direction is the neighbouring cell (ruling)",
    ),
    _c(
        "v15s_r1_think_flip",
        "solve",
        "<think>\nP sits at (1,0). Going right I'd follow row 1 to (1,3) and then column 3 down "
        "to G: six moves. Going down: (2,0), (3,0), (4,0) then right to (4,3): also six. I'll "
        "go right. Hmm, actually the bottom row ends right at G, so down is just as good and "
        "I'd rather commit to it.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_r1_thinking",
    ),
    _c(
        "v15s_answer_then_second_thought",
        "solve",
        "MOVE: (1, 1)\n\nOn second thought, going down avoids the dead-end feeling of the top "
        "row, so I change my answer.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "changes_mind",
        why="hard: the later line corrects the first, which it says it replaces",
    ),
    _c(
        "v15s_verify_after",
        "solve",
        "MOVE: (2, 0)\n\nCheck: (2, 0) holds a 0, shares an edge with P, and starts a six-move "
        "route to G. ✓",
        (2, 0),
        None,
        "verify_after",
        why="hard: the check after the line is not the answer; strictly the final line is not "
        "the MOVE line",
    ),
    _c(
        "v15s_same_twice",
        "solve",
        "Right along the corridor.\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repeated",
        why="hard: the same answer written twice is one answer; the final line is exact",
    ),
    _c(
        "v15s_two_lines_differ",
        "solve",
        "Answer:\nMOVE: (1, 1)\nMOVE: (2, 0)",
        U,
        None,
        "repeated",
        why="two different MOVE lines, neither said to replace the other",
    ),
    _c(
        "v15s_prose_sentence",
        "solve",
        "Because the wall is directly above me, I will step down into (2, 0).",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v15s_one_based_said",
        "solve",
        "Coordinates below are 1-indexed (row 1 is the top row). P is at row 2, column 1, so I "
        "go to row 3, column 1.\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        why="hard: said to count from 1: (3, 1) is the prompt's (2, 0); strictly not 0-indexed",
    ),
    _c(
        "v15s_one_based_unsaid",
        "solve",
        "P(2,1) → (3,1)\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        why="P written as (2,1) means counting from 1, unsaid: as written (3, 1) is a wall, from "
        "1 it is (2, 0)",
    ),
    _c(
        "v15s_into_wall_up",
        "solve",
        "The top looks closest to the exit.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
    ),
    _c(
        "v15s_col_row_said",
        "solve",
        "I'll give positions as (x, y), x being the column and y the row. P is (0, 1); I move "
        "to (0, 2).",
        (2, 0),
        None,
        "convention_spelled",
        why="hard: the reply says its pairs are (column, row): (0, 2) is row 2, column 0",
    ),
    _c(
        "v15s_refusal",
        "solve",
        "I'm sorry, but I can't reliably pick a move here without seeing the maze rendered.",
        U,
        None,
        "refusal",
        why="a refusal names no move",
    ),
    _c(
        "v15s_hedge_equal",
        "solve",
        "Both down and right are fine: each reaches G in six moves, so it doesn't matter.",
        U,
        None,
        "hedge",
        why="two moves called equally good, no pick",
    ),
    _c(
        "v15s_hedge_then_pick",
        "solve",
        "Down and right are both shortest. I'll take right to stay near the top.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "hedge",
    ),
    _c(
        "v15s_route_from_p",
        "solve",
        "Plan: (1,0) → (1,1) → (1,2) → (1,3) → (2,3) → (3,3) → (4,3)",
        (1, 1),
        None,
        "whole_route",
        why="hard: a whole route from P's cell where one move was asked is its first step",
    ),
    _c(
        "v15s_cells_on_move_line",
        "solve",
        "Heading east.\nMOVE: (1, 1) (1, 2) (1, 3) (2, 3)",
        U,
        None,
        "whole_route",
        why="several cells on the MOVE line (ruling: unclear)",
    ),
    _c(
        "v15s_route_not_from_p",
        "solve",
        "Route to the goal: (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)",
        U,
        None,
        "whole_route",
        why="a route not starting at P's cell (ruling: unclear)",
    ),
    _c(
        "v15s_cut_mid_analysis",
        "solve",
        "Let me analyse this carefully. The player P is in row 1, column 0. Above it is row 0, "
        "which is all walls; to the left is the edge of the grid; below it is (2, 0), which",
        U,
        None,
        "long_cut_off",
        why="cut off by max_tokens before any answer",
        finish_reason=L,
    ),
    _c(
        "v15s_qwen_chinese_prose",
        "solve",
        "玩家位于 (1, 0)，上方是墙，下方 (2, 0) 是空格，可以走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese",
    ),
    _c(
        "v15s_fullwidth_line",
        "solve",
        "答案：MOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
    ),
    _c(
        "v15s_chinese_direction",
        "solve",
        "我选择往右移动一格，沿着第一行走。",
        (1, 1),
        None,
        "chinese",
        why="hard: a single move given only as a direction (right) is the neighbouring cell",
    ),
    _c(
        "v15s_gemini_table_bold",
        "solve",
        "| Direction | Cell | Open? |\n|---|---|---|\n| Up | (0,0) | No |\n| Down | (2,0) | Yes |"
        "\n| Right | (1,1) | Yes |\n\nBoth open ones work; I'm going **down**.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "table",
        why="hard: bold around the whole answer line is the inline markdown strict tolerates",
    ),
    _c("v15s_latex_line", "solve", "$\\text{MOVE: } (2, 0)$", (2, 0), None, "latex"),
    _c(
        "v15s_fenced_line",
        "solve",
        "Right is open.\n```text\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_line",
    ),
    _c(
        "v15s_o3_summary",
        "solve",
        "**Evaluating the exits**\n\nThe tile above is solid and the left edge is the border, "
        "so two moves remain, and I'm settling on the lower one.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_o3_summary",
    ),
    _c(
        "v15s_phi4_numbered",
        "solve",
        "1. P is at (1, 0).\n2. G is at (4, 3).\n3. Move: down, to (2, 0).",
        (2, 0),
        None,
        "numbered_steps",
    ),
    _c(
        "v15s_llama_goal_cell",
        "solve",
        "The goal is at (4, 3), so that is where I'm heading.\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "wrong_move",
        why="hard: the MOVE line names G itself (not a neighbour): read as written, an invalid "
        "move",
    ),
    _c(
        "v15s_cell_word_conflict",
        "solve",
        "MOVE: (2, 0) — one step to the right.",
        U,
        None,
        "conflict",
        why="the cell (2, 0) is below P but the reply calls it a step right, which is (1, 1)",
    ),
    _c(
        "v15s_claude_zero_based",
        "solve",
        "Counting rows and columns from 0 as the prompt does, the open neighbour below P is "
        "row 2, column 0.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled",
    ),
    _c(
        "v15s_mistral_bracket_list",
        "solve",
        "Next position: [1, 1]",
        (1, 1),
        None,
        "bracket_cell",
    ),
    # -- the real small models' habits (SmolLM2, Gemma 3 270M), new wordings -----------------
    _c(
        "v15s_small_ordinal_position",
        "solve",
        "You are on the 2nd row of the 1st column. The goal is on the 5th row of the 4th column.",
        U,
        None,
        "small_ordinals",
        why="says where P and G are in ordinal words and names no move",
    ),
    _c(
        "v15s_small_two_cells",
        "solve",
        "You can move to the bottom cell (3, 0) and move to the right cell (1, 3).",
        U,
        None,
        "small_two_cells",
        why="two cells offered (neither adjacent to P), no choice between them",
    ),
    _c(
        "v15s_small_repeats_position",
        "solve",
        "You are at (1, 0). You are at (1, 0). You are at (1, 0). You are at (1, 0).",
        U,
        None,
        "small_repeating",
        why="repeats P's position; says no move",
    ),
    _c(
        "v15s_small_answer_then_echo",
        "solve",
        "MOVE: (2, 0)\n\nYou are in a maze. P is the player and G is the goal.",
        (2, 0),
        None,
        "small_echo",
        why="hard: the prompt's opening echoed after the answer is not an answer; strictly the "
        "final line is not the MOVE line",
    ),
    _c(
        "v15s_small_same_line_stops",
        "solve",
        "MOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeating",
        why="hard: one answer repeated identically; the reply ended on its own (stop)",
    ),
    _c(
        "v15s_small_echo_template",
        "solve",
        "What is your next move? Finish with MOVE: (row, col).",
        U,
        None,
        "small_echo",
        why="the prompt's template echoed: (row, col) is no cell",
    ),
    _c(
        "v15s_small_half_pair",
        "solve",
        "The player moves. MOVE: (1,",
        U,
        None,
        "small_half_label",
        why="the pair is not finished: no column",
    ),
    _c(
        "v15s_small_restate_grid_own_cell",
        "solve",
        ORIGINAL_MATRIX + "\n\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "small_restates_maze",
        why="hard: the restated grid is the question's; the MOVE line names P's own cell, read "
        "as written (an invalid move)",
    ),
]

# == one-shot path on ORIGINAL ==============================================================
ONE_SHOT: list[Reply] = [
    _c(
        "v15o_plain_backstep",
        "one_shot",
        "A false start down, then the long way round the left side.\n\nPATH: "
        + _path(BACKSTEP_START),
        S,
        True,
        "plain",
    ),
    _c(
        "v15o_arrows",
        "one_shot",
        "Top row, then straight down the right side.\n\nPATH: " + _path(RIGHT_WIGGLE, " → "),
        S,
        False,
        "arrows",
    ),
    _c(
        "v15o_commas",
        "one_shot",
        "PATH: " + _path(BOTTOM_WIGGLE, ", "),
        S,
        False,
        "commas",
    ),
    _c(
        "v15o_numbered_cells",
        "one_shot",
        "The route, one cell per step:\n" + _numbered(BOTTOM_WIGGLE),
        S,
        False,
        "numbered_steps",
        why="hard: a numbered list of every cell from P to G is the path; no PATH line",
    ),
    _c(
        "v15o_direction_words",
        "one_shot",
        "Route: down, down, down, right, right, right.",
        F,
        False,
        "directions_only",
        why="hard: a one-shot route given only in direction words is a fail (ruling)",
    ),
    _c("v15o_wall_column", "one_shot", "PATH: " + _path(WALL_COLUMN1), F, False, "broken_route"),
    _c("v15o_skip_one", "one_shot", "PATH: " + _path(SKIP_ONE), F, False, "broken_route"),
    _c(
        "v15o_one_short",
        "one_shot",
        "Nearly there at the end.\nPATH: " + _path(ONE_SHORT),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v15o_from_below_p",
        "one_shot",
        "PATH: " + _path(FROM_BELOW_P),
        F,
        False,
        "broken_route",
        why="hard: the route starts below P; walked back from G it never reaches P",
    ),
    _c(
        "v15o_past_goal_up",
        "one_shot",
        "PATH: " + _path(PAST_G_UP),
        S,
        True,
        "past_goal",
        why="hard: it reaches G and walks on to (3,3); the specification's check (last G walked "
        "back to P) scores it a success",
    ),
    _c(
        "v15o_loop_round",
        "one_shot",
        "I'll take the scenic route round the ring once.\nPATH: " + _path(LOOP_ROUND),
        S,
        True,
        "long_route",
        why="hard: G is passed once and reached again at the end; every step is legal",
    ),
    _c(
        "v15o_one_based_said",
        "one_shot",
        "Note: rows and columns are numbered from 1 here, so P is (2, 1) and G is (5, 4).\n"
        "PATH: " + one_based(BOTTOM_WIGGLE),
        S,
        False,
        "one_based_said",
        why="hard: said to count from 1; converted, every step is legal and ends at G",
    ),
    _c(
        "v15o_one_based_unsaid",
        "one_shot",
        "PATH: " + one_based(RIGHT_WIGGLE),
        U,
        False,
        "one_based_unsaid",
        why="counted from 1 without saying so: as written it starts on a wall, from 1 it is legal",
    ),
    _c(
        "v15o_col_row_said",
        "one_shot",
        "Coordinates are (x, y) = (column, row).\nPATH: " + _col_row(BACKSTEP_START),
        S,
        False,
        "convention_spelled",
        why="hard: said to be (column, row): swapped back, the route is legal and ends at G",
    ),
    _c(
        "v15o_r1_think_fix",
        "one_shot",
        "<think>\nTry going down column 1: (1,1), (2,1)... no, (2,1) is a 1, a wall. Column 3 "
        "is open all the way, so go along the top first and then down. Let me also double back "
        "once at (1,2) — no harm, it's still legal.\n</think>\n\nPATH: " + _path(RIGHT_WIGGLE),
        S,
        True,
        "long_r1_thinking",
    ),
    _c(
        "v15o_think_cut",
        "one_shot",
        "<think>\nOkay, the maze. Row 0: all walls. Row 1: P then three zeros then a wall. Row 2:"
        " zero, wall, wall, zero, wall. So from P I can go right along row 1 or down column 0. "
        "Let me count both: down gives (2,0), (3,0), (4,0), then",
        U,
        False,
        "long_cut_off",
        why="cut off inside the thinking, before any path",
        finish_reason=L,
    ),
    _c(
        "v15o_two_paths_no_pick",
        "one_shot",
        "Option A:\nPATH: " + _path(BOTTOM_WIGGLE) + "\n\nOption B:\nPATH: " + _path(RIGHT_WIGGLE),
        U,
        False,
        "alternatives",
        why="two paths offered as options, no pick",
    ),
    _c(
        "v15o_verify_after",
        "one_shot",
        "PATH: " + _path(BACKSTEP_START) + "\n\nVerification: each consecutive pair differs by "
        "one in exactly one coordinate, and none of the cells is a 1.",
        S,
        False,
        "verify_after",
    ),
    _c("v15o_yaml_list", "one_shot", _yaml_cells(RIGHT_WIGGLE), S, False, "yaml"),
    _c(
        "v15o_tool_call",
        "one_shot",
        '{"name": "submit_path", "arguments": {"path": [[1,0],[2,0],[3,0],[4,0],[4,1],[4,2],'
        "[4,1],[4,2],[4,3]]}}",
        S,
        False,
        "tool_call",
    ),
    _c(
        "v15o_prose_all_cells",
        "one_shot",
        "Starting at (1,0), I walk east through (1,1), (1,2) and (1,3), then south through "
        "(2,3) and (3,3), arriving at the goal (4,3).",
        S,
        False,
        "prose_only",
    ),
    _c("v15o_heading_line", "one_shot", "## PATH: " + _path(BOTTOM_WIGGLE), S, False, "heading"),
    _c(
        "v15o_top_then_jump",
        "one_shot",
        "**PATH:** " + _path(TOP_THEN_JUMP),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v15o_small_echo_template",
        "one_shot",
        "Answer with the whole path at once. PATH: (row, col) (row, col) (row, col)",
        U,
        False,
        "small_echo",
        why="the prompt's template echoed: no cells",
    ),
    _c(
        "v15o_small_stuck",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 1) (1, 1) (1, 1)",
        F,
        False,
        "small_repeating",
        why="hard: a clear path that repeats (1, 1) and never reaches G",
    ),
    _c(
        "v15o_small_bounce_cut",
        "one_shot",
        "PATH: (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0)",
        U,
        False,
        "small_repeating",
        why="cut off by max_tokens while bouncing between two cells",
        finish_reason=L,
    ),
]

# == recognize (true shape: square) =========================================================
RECOGNIZE: list[Reply] = [
    _c(
        "v15r_plain",
        "recognize",
        "Twelve empty cells make the four sides of a 4x4 outline.\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v15r_square_ring",
        "recognize",
        "Its empty cells are only the border of a block.\nSHAPE: hollow square",
        "square",
        True,
        "plain",
        why="hard: 'hollow square' is an English name of the square outline",
    ),
    _c("v15r_box", "recognize", "It outlines a box.\nSHAPE: Box", "square", True, "variant"),
    _c(
        "v15r_quadrilateral",
        "recognize",
        "Four straight sides meeting at right angles.\nSHAPE: quadrilateral",
        "square",
        True,
        "variant",
        why="hard: quadrilateral is one of the specification's names for the square",
    ),
    _c(
        "v15r_chinese",
        "recognize",
        "空格组成一个正方形的边框。\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
    ),
    _c("v15r_brackets", "recognize", "SHAPE: <Square>", "square", False, "angle_brackets"),
    _c(
        "v15r_pyramid",
        "recognize",
        "The two long sides meet near the goal like the faces of a pyramid.\nSHAPE: pyramid",
        "triangle",
        False,
        "wrong_shape",
        why="hard: pyramid is the specification's name for the triangle",
    ),
    _c(
        "v15r_hedge",
        "recognize",
        "It's either a square or a C lying on its side; I can't decide between them.",
        U,
        False,
        "hedge",
        why="two shapes, no pick",
    ),
    _c(
        "v15r_think_flip",
        "recognize",
        "<think>\nLooks like a C at first... no, the right column is open too, so the outline "
        "closes. It is a square loop.\n</think>\nSHAPE: square",
        "square",
        True,
        "long_qwen3_thinking",
    ),
    _c(
        "v15r_prose_only",
        "recognize",
        "Taken together, the empty cells trace the border of a square.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v15r_verify_after",
        "recognize",
        "SHAPE: square\n\nSanity check: four cells per side, corners shared, twelve in all.",
        "square",
        False,
        "verify_after",
    ),
    _c("v15r_heading", "recognize", "# SHAPE: Square", "square", False, "heading"),
    _c("v15r_emoji", "recognize", "🟥 SHAPE: square", "square", False, "emoji"),
    _c(
        "v15r_no_shape",
        "recognize",
        "The cells don't form any recognisable geometric figure.\nSHAPE: none",
        "none",
        False,
        "no_shape",
    ),
    _c(
        "v15r_cut_listing",
        "recognize",
        "Empty cells: (1,0), (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), (4,1),",
        U,
        False,
        "long_cut_off",
        why="cut off while listing the cells, before any shape",
        finish_reason=L,
    ),
    _c(
        "v15r_coil",
        "recognize",
        "The path coils inward.\nSHAPE: coil",
        "spiral",
        False,
        "wrong_shape",
    ),
    _c(
        "v15r_yaml",
        "recognize",
        "reasoning: four equal sides\nshape: square\nconfidence: high",
        "square",
        False,
        "yaml",
    ),
    _c(
        "v15r_tool_call",
        "recognize",
        '{"name": "answer", "arguments": {"shape": "square"}}',
        "square",
        False,
        "tool_call",
    ),
    _c(
        "v15r_two_on_line",
        "recognize",
        "SHAPE: square or cross",
        U,
        False,
        "alternatives",
        why="two shapes on the answer line, no pick",
    ),
    _c("v15r_lowercase_label", "recognize", "shape: Box", "square", False, "label_case"),
    _c(
        "v15r_small_cube",
        "recognize",
        "The empty cells form a cube with four sides of length 3.",
        "square",
        False,
        "small_wrong_words",
        why="hard: cube is the specification's name for the square",
    ),
    _c(
        "v15r_small_echo",
        "recognize",
        "What geometric shape do the empty cells form together? Name the shape and explain",
        U,
        False,
        "small_echo",
        why="the question echoed, no shape named",
    ),
    _c(
        "v15r_small_triangle_repeat",
        "recognize",
        "The empty cells form a triangle. The triangle has three sides. The triangle has three "
        "sides.",
        "triangle",
        False,
        "small_repeating",
    ),
    _c(
        "v15r_small_shape_is_shape",
        "recognize",
        "The empty cells form a shape. The shape is the shape of the maze.",
        U,
        False,
        "small_rambling",
        why="says a shape is formed but never names it",
    ),
]

# == generate (matrix asked unless encoding says so) =========================================
GENERATE: list[Reply] = [
    _c("v15g_plain_mid3", "generate", "MAZE:\n" + RING_MID3_DIAG, S, True, "plain"),
    _c(
        "v15g_note_before",
        "generate",
        "A 4x4 ring again, moved to the top-left corner.\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "plain",
    ),
    _c(
        "v15g_lowercase_pg",
        "generate",
        "MAZE:\n" + LOWER_PG,
        F,
        False,
        "lowercase_pg",
        why="hard: lowercase p and g are not the encoding's P and G (ruling: a fail)",
    ),
    _c("v15g_s_e", "generate", "MAZE:\n" + S_E, F, False, "start_end"),
    _c("v15g_solid_block", "generate", "MAZE:\n" + SOLID_BLOCK, F, False, "broken_maze"),
    _c(
        "v15g_copy_of_original",
        "generate",
        "Keeping it simple, the same ring as before.\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
        why="hard: an identical copy of the original is not allowed",
    ),
    _c(
        "v15g_coord_asked_given",
        "generate",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v15g_coord_asked_matrix_given",
        "generate",
        "MAZE:\n" + RING_BR4,
        F,
        False,
        "wrong_encoding",
        why="hard: the matrix where the coordinate list was asked (ruling: a fail)",
        encoding="coord_list",
    ),
    _c(
        "v15g_matrix_asked_coord_given",
        "generate",
        "MAZE:\n" + coord_list(RING_TR3),
        F,
        False,
        "wrong_encoding",
    ),
    _c(
        "v15g_coord_gap_ring",
        "generate",
        "Here the ring sits bottom-right.\nMAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c("v15g_fenced", "generate", "MAZE:\n```\n" + RING_BL3 + "\n```", S, False, "fenced_line"),
    _c(
        "v15g_two_no_pick",
        "generate",
        "Two options:\n\nMAZE:\n" + RING_BL3 + "\n\nMAZE:\n" + RING_TR3,
        U,
        False,
        "alternatives",
        why="two valid mazes offered, no pick",
    ),
    _c(
        "v15g_draft_corrected",
        "generate",
        "MAZE:\n" + SOLID_BLOCK + "\n\nWait — that block has no hole, so it is not a ring. "
        "Corrected:\n\nMAZE:\n" + RING_MID3_DIAG,
        S,
        True,
        "changes_mind",
        why="hard: the second maze is said to correct the first; the reply ends on it exactly",
    ),
    _c(
        "v15g_think_drafts",
        "generate",
        "<think>\nDraft:\n" + WIDE_RING + "\nThat ring is 3 tall but 4 wide, a rectangle. Make it "
        "a 3x3 in the top-right instead.\n</think>\nMAZE:\n" + RING_TR3,
        S,
        True,
        "long_qwen3_thinking",
    ),
    _c(
        "v15g_cut_mid_maze",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 0 P 0 0\n1 0 1",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _c(
        "v15g_self_check_after",
        "generate",
        "MAZE:\n" + RING_BR4 + "\n\nSelf-check: 12 open cells forming a 4x4 square ring; P and "
        "G on it; reachable both ways round.",
        S,
        False,
        "verify_after",
        why="hard: the check after the maze is not the maze; strictly 'nothing after' fails",
    ),
    _c("v15g_four_rows", "generate", "MAZE:\n" + FOUR_ROWS, F, False, "broken_maze"),
    _c("v15g_goal_walled", "generate", "MAZE:\n" + G_CUT_OFF, F, False, "broken_maze"),
    _c(
        "v15g_rectangle_ring",
        "generate",
        "Same idea, a hollow box.\nMAZE:\n" + WIDE_RING,
        F,
        False,
        "broken_maze",
        why="hard: a 3x4 ring is a rectangle, not the original's square",
    ),
    _c(
        "v15g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (2,0), (2,2),",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the coordinate list",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v15g_refusal",
        "generate",
        "I'd rather not invent a maze without knowing which shapes count as 'the same'.",
        U,
        False,
        "refusal",
        why="a refusal gives no maze",
    ),
    _c("v15g_lowercase_label", "generate", "maze:\n" + RING_TL4, S, False, "label_case"),
    _c(
        "v15g_html_pre",
        "generate",
        "<pre>\nMAZE:\n" + RING_MID3_DIAG + "\n</pre>",
        S,
        False,
        "html",
        why="hard: the maze is written exactly, inside an HTML pre block: strictly a format miss",
    ),
    _c(
        "v15g_small_echo_original",
        "generate",
        "The maze:\n" + ORIGINAL_MATRIX + "\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_echo",
        why="hard: the original restated, then given again as the answer: an identical copy",
    ),
    _c(
        "v15g_small_echo_requirements",
        "generate",
        "- exactly one player P and one goal G, both on empty cells;\n- the goal must be "
        "reachable from P through empty cells",
        U,
        False,
        "small_echo",
        why="the prompt's requirements echoed, no maze",
    ),
    _c(
        "v15g_small_rows_repeat_cut",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1",
        U,
        False,
        "small_repeating",
        why="cut off by max_tokens while repeating rows of walls",
        finish_reason=L,
    ),
]

# == puzzle (2x2 board; square index 2 * row + col) =========================================
PUZZLE: list[Reply] = [
    _c(
        "v15p_plain",
        "puzzle",
        "Square (0, 1) points up off the board.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _c(
        "v15p_square_n",
        "puzzle",
        "Square 2 is the only one pointing off the left edge.\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_n",
    ),
    _c(
        "v15p_anticlockwise",
        "puzzle",
        "Turn the last square back a quarter.\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "direction_word",
        why="hard: anticlockwise is counterclockwise; strictly only the prompt's two words",
    ),
    _c("v15p_cw_abbrev", "puzzle", "ROTATE: (0, 0) CW", (0, CW), False, "direction_word"),
    _c(
        "v15p_position_words",
        "puzzle",
        "I'll turn the bottom-left square a quarter turn clockwise.",
        (2, CW),
        False,
        "prose_only",
        why="hard: 'bottom-left' on a 2x2 board is (1, 0), square 2",
    ),
    _c(
        "v15p_hedge",
        "puzzle",
        "Turning (0, 0) clockwise or (1, 1) counterclockwise would each fix one loose end.",
        U,
        False,
        "hedge",
        why="two moves offered, no pick",
    ),
    _c(
        "v15p_think_flip",
        "puzzle",
        "<think>\nSquare 3's opening faces right, off the board. Clockwise would send it down — "
        "also off the board. Counterclockwise sends it up, into square 1. But wait, square 2 "
        "has the same problem and fixing it first joins more pipes.\n</think>\n"
        "ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "long_r1_thinking",
    ),
    _c(
        "v15p_one_based_said",
        "puzzle",
        "(I number squares from 1: (1, 1) is the top-left.)\nROTATE: (2, 1) clockwise",
        (2, CW),
        False,
        "one_based_said",
        why="hard: said to count from 1: (2, 1) is the prompt's (1, 0), square 2",
    ),
    _c(
        "v15p_one_based_unsaid",
        "puzzle",
        "ROTATE: (2, 2) clockwise",
        U,
        False,
        "one_based_unsaid",
        why="(2, 2) is off a 2x2 board as written; counted from 1 it is (1, 1): unsaid",
    ),
    _c(
        "v15p_tool_call",
        "puzzle",
        '{"name": "rotate", "arguments": {"row": 0, "col": 1, "direction": "counterclockwise"}}',
        (1, CCW),
        False,
        "tool_call",
    ),
    _c(
        "v15p_yaml",
        "puzzle",
        "rotate:\n  square: [1, 1]\n  direction: clockwise",
        (3, CW),
        False,
        "yaml",
    ),
    _c(
        "v15p_chinese_direction",
        "puzzle",
        "左下角的方块需要转动。\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese",
    ),
    _c(
        "v15p_cut_off",
        "puzzle",
        "Let me trace every pipe end. Square 0 reaches right and bottom; square 1 reaches left and",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v15p_same_twice",
        "puzzle",
        "ROTATE: (1, 1) clockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "repeated",
        why="hard: one move per reply: the same line twice is that move once, not two turns",
    ),
    _c(
        "v15p_degrees_right",
        "puzzle",
        "Turn (0, 0) by 90° to the right.",
        (0, CW),
        False,
        "prose_only",
        why="hard: turning to the right by 90 degrees is a clockwise quarter turn",
    ),
    _c(
        "v15p_bold_label",
        "puzzle",
        "**ROTATE:** (0, 0) counterclockwise",
        (0, CCW),
        True,
        "bold_label",
    ),
    _c(
        "v15p_says_solved",
        "puzzle",
        "Every pipe end already meets a neighbour; the board looks solved, so no move is needed.",
        U,
        False,
        "refusal",
        why="declines to move: names no square",
    ),
    _c(
        "v15p_verify_after",
        "puzzle",
        "ROTATE: square 1 clockwise\n\nAfter this turn square 1's top opening faces right, "
        "which still points off the board... but its left opening joins square 0.",
        (1, CW),
        False,
        "verify_after",
    ),
    _c(
        "v15p_small_template_tail",
        "puzzle",
        "ROTATE: (0, 1) clockwise (or counterclockwise).",
        U,
        False,
        "small_echo",
        why="the template's '(or counterclockwise)' copied onto the line: both directions stand",
    ),
    _c(
        "v15p_small_echo",
        "puzzle",
        "End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise). End your reply",
        U,
        False,
        "small_echo",
        why="the prompt's instruction echoed: no square",
    ),
    _c(
        "v15p_small_repeat_cut",
        "puzzle",
        "ROTATE: (0, 0) clockwise ROTATE: (0, 0) clockwise ROTATE: (0, 0) clockwise ROTATE: (0,",
        U,
        False,
        "small_repeating",
        why="cut off by max_tokens while repeating the line",
        finish_reason=L,
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The fifteenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads the earlier sets.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v15", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v15.py: counts, no reader
    print_counts(all_cases(), problems())

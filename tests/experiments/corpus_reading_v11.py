"""An eleventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v10`` were read for the
data format and the labelling conventions only; the replies, mazes, routes and wordings here
are new, and no model was run this round: every reply is written.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, a choice made in words picks among the options it lists, drafts
inside ``<think>`` are reasoning, notes and self-checks after the answer are not the answer,
an answer repeated identically is one answer), else :data:`UNREADABLE` (cut off by
``max_tokens`` before its answer line, alternatives with no choice, a refusal or a hedge, the
prompt's template echoed, coordinates that only make sense 1-indexed when the reply does not
say so). A reply that says its coordinates are 1-indexed is converted. A name that is neither
a shape nor a variant the specification lists for it reads as ``"none"``. Rulings kept from the
earlier sets: a maze in the encoding not asked is a fail; a one-shot route given only in
direction words is a fail; a single solve move given only as a direction is the neighbouring
cell in that direction; a matrix maze must write P and G (S/E is a fail).

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, a
heading, HTML, LaTeX, JSON, YAML or tags, while inline markdown bold or italic around the label
or the value is tolerated; nothing else on the answer line; ``SHAPE: <name>`` with any English
name of the right shape (no angle brackets kept, no Chinese); ``clockwise``/
``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N`` in digits; a
path's cells separated by spaces only; and the answer right as written (0-indexed: a reply's
1-indexed cells are a strict miss even when it says so).

Styles: reasoning models whose long thinking changes its mind (DeepSeek-R1, Qwen3, o3),
replies that restate the question's maze, cells or board before answering, answers only in
prose sentences, numbered step lists, coordinate conventions spelled out, 1-indexed coordinates
stated and unstated, answers repeated twice, answers in Markdown headings, emoji, HTML, YAML,
tool-call JSON (``{"name": ..., "arguments": {...}}``), self-verification after the answer,
purpose clauses on the answer line, numbers in words, refusals and hedges; GPT-4o/4.1/o3/GPT-5,
Claude 4, Gemini 2.5, Qwen2.5/3 (Chinese, full-width), DeepSeek-R1/V3, Llama 3/4, Mistral,
Phi-4, Gemma 3 and small models (template echo, loops, truncation with ``finish_reason``
``"length"``). Unclear cases and hard calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v10 (solve most, then recognition, generation and the puzzle, the
one-shot path least). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3),
legal moves (2,0) down and (1,1) right); the routes and generated mazes are this module's;
puzzle replies are for a 2x2 board (square index ``2 * row + col``). The split is
:func:`corpus_reading.half`; the whole set is held out.
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

# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
DOWN_LEFT = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column, along the bottom row (six moves)."""
ACROSS_TOP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: along the top corridor, down the right column (six moves)."""
STUTTER = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: one step right, back to P, then the top route (eight moves)."""
BOTTOM_BOUNCE = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3"
"""Valid: the left-and-bottom route with one step back on the bottom row (eight moves)."""
SKIP_CELL = "1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: jumps from (1,3) to (3,3), over (2,3)."""
MIDDLE_WALLS = "1,0 1,1 2,1 3,1 3,2 3,3 4,3"
"""Broken: down column 1 and along row 3 through the walls (2,1), (3,1) and (3,2)."""
TOP_WALLS = "1,0 0,0 0,1 0,2 0,3 1,3 2,3 3,3 4,3"
"""Broken: up into row 0 and along it, all walls."""
ENDS_LEFT_OF_G = "1,0 2,0 3,0 4,0"
"""Broken: stops at (4,0), the bottom-left corner, three steps left of G."""
ONE_BASED_DOWN_LEFT = "(2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)"
""":data:`DOWN_LEFT` written 1-indexed (as the prompt's PATH format, spaces between cells)."""

# == generated mazes (5x5) =================================================================
BOTTOM_LEFT3 = """\
1 1 1 1 1
1 1 1 1 1
G 0 0 1 1
0 1 0 1 1
0 0 P 1 1"""
"""Valid: a 3x3 square ring in the bottom-left corner, P at (4,2), G at (2,0)."""

BOTTOM_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 G 0 0 1
1 0 1 P 1
1 0 0 0 1"""
"""Valid: a 3x3 square ring at the bottom middle, P at (3,3), G at (2,1)."""

TOP_RIGHT4 = """\
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-right corner, P at (0,4), G at (3,1)."""

MID_LEFT3 = """\
1 1 1 1 1
0 0 G 1 1
0 1 0 1 1
0 P 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring on the left, rows 1-3, P at (3,1), G at (1,2)."""

MOVED_PG = """\
1 1 1 1 1
0 0 0 G 1
0 1 1 0 1
P 1 1 0 1
0 0 0 0 1"""
"""ORIGINAL's ring with P at (3,0) and G at (1,3): the same cells, not an identical copy."""

RING_GAP = """\
1 0 0 0 P
1 0 1 1 1
1 0 1 1 0
1 G 0 0 0
1 1 1 1 1"""
"""Broken: :data:`TOP_RIGHT4` with (1,4) walled, so the ring is open (no square)."""

FOUR_ROWS = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 P 1
1 0 0 0 1"""
"""Broken: a 3x3 ring in a 4x5 grid: not 5x5."""

P_OUTSIDE = """\
1 1 1 1 P
0 0 G 1 1
0 1 0 1 1
0 0 0 1 1
1 1 1 1 1"""
"""Broken: :data:`MID_LEFT3` with P moved onto a wall cell at (0,4), cut off from G."""

TRIANGLE_CELLS = """\
P 1 1 1 1
0 0 1 1 1
0 1 0 1 1
0 1 1 0 1
0 0 0 0 G"""
"""Broken: the open cells outline a right triangle (a diagonal side): not a square."""

SE_LETTERS = """\
1 1 1 1 1
1 1 1 1 1
E 0 0 1 1
0 1 0 1 1
0 0 S 1 1"""
"""Broken: :data:`BOTTOM_LEFT3` with S and E for the player and goal."""


def _commas(maze: str) -> str:
    """``maze`` with commas between the cells of a row."""
    return "\n".join(row.replace(" ", ",") for row in maze.splitlines())


def _html_table(maze: str) -> str:
    """``maze`` as an HTML table, one ``<tr>`` per row."""
    rows = [
        "<tr>" + "".join(f"<td>{ch}</td>" for ch in row.split()) + "</tr>"
        for row in maze.splitlines()
    ]
    return "<table>\n" + "\n".join(rows) + "\n</table>"


def _tool_rows(maze: str) -> str:
    """``maze`` as a tool call ``{"name": "submit_maze", "arguments": {"rows": [...]}}``."""
    rows = ", ".join(f'"{row}"' for row in maze.splitlines())
    return '{"name": "submit_maze", "arguments": {"rows": [' + rows + "]}}"


def _labelled_rows(maze: str) -> str:
    """``maze`` with ``Row i:`` before each row."""
    return "\n".join(f"Row {i}: {row}" for i, row in enumerate(maze.splitlines()))


SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c(
        "v11s_r1_think_changes_mind",
        "solve",
        "<think>\nP is at (1,0). Right looks open: (1,1) is 0. Hmm, but the bottom route is the "
        "same length... Wait, (2,0) is also 0. Let me count: right route = 6 moves, down route = "
        "6 moves. No difference. Actually I'll go right after all, the top row has no turns until "
        "the corner.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_changes_mind",
        why="hard: the thinking names (2, 0) after (1, 1) and comes back; the line after it decides",
    ),
    _c(
        "v11s_r1_flip_after_answer",
        "solve",
        "</think>\n\nMOVE: (1, 1)\n\nHmm, wait. Going down keeps me on the side where G's column "
        "is reached last... no, actually, down is fine and just as short. Let me change it.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "changes_mind_after_answer",
        why="hard: a second MOVE line after the first, introduced as a change: it replaces it",
    ),
    _c(
        "v11s_restates_maze_first",
        "solve",
        "You gave me this maze:\n" + ORIGINAL_MATRIX + "\n\nP is in row 1 at the far left. "
        "Under it is a 0, so I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_maze",
        why="hard: the restated maze has P and G in it; only the MOVE line is the answer",
    ),
    _c(
        "v11s_prose_sentence_only",
        "solve",
        "I would step down into the left-hand column, landing on row 2, column 0.",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v11s_numbered_steps_no_line",
        "solve",
        "1. Locate P → (1, 0).\n2. Up (0, 0) is a wall; left is off the grid.\n3. Both (2, 0) and "
        "(1, 1) are open.\n4. Take the right-hand one: move to (1, 1).",
        (1, 1),
        None,
        "numbered_steps",
        why="hard: both open cells listed in step 3; step 4 picks (1, 1), with no MOVE line",
    ),
    _c(
        "v11s_convention_spelled_out",
        "solve",
        "Convention: (row, col), both 0-indexed, (0, 0) the top-left cell.\nThe cell below the "
        "player is open.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_stated",
    ),
    _c(
        "v11s_one_indexed_stated",
        "solve",
        "I'll number rows and columns from 1 (1-indexed), so the player sits at (2, 1). The "
        "square beneath it, (3, 1), is open.\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_indexed_stated",
        why="hard: the reply says it is 1-indexed, so (3, 1) is (2, 0); strictly the line names "
        "another cell, a miss",
    ),
    _c(
        "v11s_one_indexed_unsaid",
        "solve",
        "The player is at (2, 1) and the goal at (5, 4). Down is clear.\nMOVE: (3, 1)",
        U,
        None,
        "one_indexed_unsaid",
        why="its P and G are the 1-indexed cells, but it never says so, and the reading matters: "
        "(3, 1) 0-indexed is a wall",
    ),
    _c(
        "v11s_repeated_identically",
        "solve",
        "MOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repeated_twice",
    ),
    _c(
        "v11s_heading_line",
        "solve",
        "Right is open and leads along the top.\n\n## MOVE: (1, 1)",
        (1, 1),
        None,
        "heading",
        why="hard: the cell is clear, but a Markdown heading is not the plain answer line",
    ),
    _c(
        "v11s_emoji_checklist",
        "solve",
        "⬆️ (0, 0) 🧱 wall\n⬇️ (2, 0) ✅ open\n➡️ (1, 1) ✅ open\n\nGoing ⬇️!\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "emoji_checklist",
        why="hard: two cells are ticked open; 'Going ⬇️' and the MOVE line pick (2, 0)",
    ),
    _c(
        "v11s_emoji_prefix_line",
        "solve",
        "Right it is.\n👉 MOVE: (1, 1)",
        (1, 1),
        None,
        "emoji_prefix",
        why="hard: the move is clear; an emoji before the label breaks the line",
    ),
    _c(
        "v11s_html_paragraphs",
        "solve",
        "<p>The cell below the player is free.</p>\n<p><b>MOVE: (2, 0)</b></p>",
        (2, 0),
        None,
        "html",
    ),
    _c(
        "v11s_yaml_fields",
        "solve",
        "reasoning: the top corridor is open all the way to column 3\nmove:\n  row: 1\n  col: 1",
        (1, 1),
        None,
        "yaml",
    ),
    _c(
        "v11s_tool_call_cell",
        "solve",
        '{"name": "move", "arguments": {"row": 2, "col": 0}}',
        (2, 0),
        None,
        "tool_call_json",
    ),
    _c(
        "v11s_tool_call_direction",
        "solve",
        '{"name": "move", "arguments": {"direction": "right"}}',
        (1, 1),
        None,
        "tool_call_direction",
        why="hard: a single move as a direction is the neighbouring cell (the kept ruling)",
    ),
    _c(
        "v11s_self_check_after",
        "solve",
        "MOVE: (1, 1)\n\nSelf-check: (1, 1) is a 0 in the grid and shares a side with (1, 0). "
        "Valid. ✔",
        (1, 1),
        None,
        "self_verification",
    ),
    _c(
        "v11s_refusal",
        "solve",
        "I'm sorry, but I can't reliably pick a move from this text grid.",
        U,
        None,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v11s_hedge_no_pick",
        "solve",
        "Probably (2, 0), although (1, 1) is just as good. I can't really decide between them.",
        U,
        None,
        "hedge",
        why="two cells offered and the reply says it cannot decide",
    ),
    _c(
        "v11s_hedge_then_second",
        "solve",
        "Could be (2, 0) or (1, 1). I'll go with the second of those.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "hedge_then_pick",
    ),
    _c(
        "v11s_cut_in_counting",
        "solve",
        "Let me write out every cell. Row 0: all walls. Row 1: P at column 0, then 0, 0, 0, "
        "and a wall. Row 2: 0, wall, wall, 0, wall. Row 3: the same as row 2. Row 4: 0, 0, 0, "
        "G, wall. So from P the options are",
        U,
        None,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v11s_think_cut",
        "solve",
        "<think>\n嗯，玩家在 (1,0)。往下是 (2,0)，往右是 (1,1)。两个都可以。也许先走",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v11s_fullwidth_whole_line",
        "solve",
        "下面是空的。\nＭＯＶＥ：（２，０）",
        (2, 0),
        None,
        "fullwidth",
        why="hard: the whole line is full-width: the cell is clear, the format is not ASCII",
    ),
    _c(
        "v11s_chinese_direction_word",
        "solve",
        "右边是通道。\n移动：右",
        (1, 1),
        None,
        "chinese_direction",
        why="hard: 右 ('right') as the single move is the neighbouring cell (1, 1)",
    ),
    _c(
        "v11s_lowercase_label",
        "solve",
        "down.\nmove: (2, 0)",
        (2, 0),
        None,
        "lowercase_label",
        why="hard: the cell is clear; the label is not the prompt's uppercase MOVE:",
    ),
    _c(
        "v11s_llama_answer_is",
        "solve",
        "Looking at the grid, the best next move is to the right. The answer is (1, 1).",
        (1, 1),
        None,
        "answer_is",
    ),
    _c(
        "v11s_mistral_fenced",
        "solve",
        "Next move:\n```text\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "code_fence",
    ),
    _c(
        "v11s_phi_display_latex",
        "solve",
        "**Solution:**\n$$\\text{MOVE: }(1,\\,1)$$",
        (1, 1),
        None,
        "latex",
        why="hard: thin space \\, inside the LaTeX cell; the cell is (1, 1)",
    ),
    _c("v11s_gemma_bold_label_only", "solve", "**MOVE:** (2, 0)", (2, 0), (2, 0), "bold_label"),
    _c(
        "v11s_italic_value",
        "solve",
        "Heading right.\n\nMOVE: *(1, 1)*",
        (1, 1),
        (1, 1),
        "italic_value",
    ),
    _c(
        "v11s_into_wall",
        "solve",
        "Up looks shortest.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "illegal_move",
        why="hard: (0, 0) is a wall, but it is the move the reply commits to",
    ),
    _c(
        "v11s_off_grid_negative",
        "solve",
        "Going left.\nMOVE: (1, -1)",
        (1, -1),
        (1, -1),
        "negative_index",
        why="hard: the minus sign is part of the cell: (1, -1), off the grid",
    ),
    _c("v11s_jump_to_goal", "solve", "Straight to the goal!\nMOVE: (4, 3)", (4, 3), (4, 3), "jump"),
    _c(
        "v11s_restates_question_cells",
        "solve",
        "You want the next step from P at (1, 0) toward G at (4, 3). Of the two free neighbours "
        "I take (2, 0), the one below.",
        (2, 0),
        None,
        "restates_question",
        why="hard: P, G and the move are all named; 'I take' picks (2, 0)",
    ),
    _c(
        "v11s_route_after_answer",
        "solve",
        "MOVE: (1, 1)\n\nAfter that I'll continue to (1, 2), then (1, 3), and down to (4, 3).",
        (1, 1),
        None,
        "plan_after",
        why="hard: later cells of the plan follow; the MOVE line is this move",
    ),
    _c(
        "v11s_whole_route_only",
        "solve",
        "Route: (1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3)",
        (2, 0),
        None,
        "route_instead_of_move",
        why="hard: a whole route from P; the next move is its first step, (2, 0)",
    ),
    _c(
        "v11s_gemini_next_move_question",
        "solve",
        "**Next move:** down to (2, 0).\n\nWant me to plan the rest of the route too?",
        (2, 0),
        None,
        "question_after",
    ),
    _c(
        "v11s_echo_prompt_line",
        "solve",
        "What is your next move? Finish with MOVE: (row, col).\nMOVE: (row, col)",
        U,
        None,
        "template_echo",
        why="the prompt's template echoed: (row, col) names no cell",
    ),
    _c(
        "v11s_small_loop_line",
        "solve",
        "I move right. I move right. MOVE: (1, 1) MOVE: (1, 1) MOVE: (1, 1)",
        (1, 1),
        None,
        "loop",
        why="hard: the same move looped on one line: clear, but not the one asked line",
    ),
    _c(
        "v11s_alternatives_one_line",
        "solve",
        "MOVE: (1, 1) or maybe MOVE: (2, 0)",
        U,
        None,
        "alternatives",
        why="two moves offered on the answer line, none chosen",
    ),
    _c(
        "v11s_numbers_in_words",
        "solve",
        "Down one.\nMOVE: (two, zero)",
        (2, 0),
        None,
        "number_words",
        why="hard: numbers in words are the cell (2, 0); not the digit format",
    ),
    _c(
        "v11s_claude_assumption_note",
        "solve",
        "MOVE: (2, 0)\n\nNote: I'm reading (row, col) with row 0 at the top; if the grid were "
        "meant bottom-up this would change.",
        (2, 0),
        None,
        "caveat_after",
        why="hard: a conditional note, no other cell offered",
    ),
    _c(
        "v11s_boxed_cell", "solve", "Hmm, so down it is.\n\n$\\boxed{(2,0)}$", (2, 0), None, "boxed"
    ),
    _c(
        "v11s_alternative_mentioned_after",
        "solve",
        "MOVE: (1, 1)\n\n(Moving down to (2, 0) would have been fine too.)",
        (1, 1),
        None,
        "alternative_after",
        why="hard: the note names another legal cell in the past conditional, not as the move",
    ),
    _c(
        "v11s_named_fields_in_cell",
        "solve",
        "MOVE: (row=2, col=0)",
        (2, 0),
        None,
        "named_fields",
        why="hard: row=2, col=0 is (2, 0); not the (row, col) digits format",
    ),
    _c(
        "v11s_convention_on_line",
        "solve",
        "MOVE: row 2, column 0 (0-indexed)",
        (2, 0),
        None,
        "convention_on_line",
        why="hard: the cell is spelled out in words with its indexing",
    ),
    _c(
        "v11s_only_thinking",
        "solve",
        "<think>\nDown is open, right is open. I'll go down.\nMOVE: (2, 0)\n</think>",
        U,
        None,
        "only_thinking",
        why="only thinking: the draft inside <think> is reasoning, no answer follows",
    ),
]

ONE_SHOT: list[Reply] = [
    _c(
        "v11o_plain_line",
        "one_shot",
        "Top corridor, then down.\nPATH: " + _path(ACROSS_TOP),
        S,
        True,
        "terse",
    ),
    _c(
        "v11o_think_rejects_then_top",
        "one_shot",
        "<think>\nDown the left column first: (2,0), (3,0), (4,0)... then (4,1), (4,2) to G. Or "
        "along the top. Wait, is (3,1) open? No, it's a wall, but I don't need it. I'll write the "
        "top route, it's the same length.\n</think>\nPATH: " + _path(ACROSS_TOP),
        S,
        True,
        "think_changes_mind",
    ),
    _c(
        "v11o_numbered_cells",
        "one_shot",
        "1. (1, 0) start\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3) goal",
        S,
        False,
        "numbered_steps",
        why="hard: the numbered cells are the route in order, though there is no PATH line",
    ),
    _c(
        "v11o_arrow_line",
        "one_shot",
        "Route found.\nPATH: " + _path(DOWN_LEFT, " → "),
        S,
        False,
        "arrows",
    ),
    _c("v11o_comma_line", "one_shot", "PATH: " + _path(ACROSS_TOP, ", "), S, False, "commas"),
    _c(
        "v11o_one_indexed_stated",
        "one_shot",
        "All coordinates below are 1-indexed (row 1 is the top row).\nPATH: " + ONE_BASED_DOWN_LEFT,
        S,
        False,
        "one_indexed_stated",
        why="hard: converted as it says, it is the left-and-bottom route; strictly the cells are "
        "off by one",
    ),
    _c(
        "v11o_one_indexed_unsaid",
        "one_shot",
        "PATH: " + ONE_BASED_DOWN_LEFT,
        U,
        False,
        "one_indexed_unsaid",
        why="read 0-indexed it leaves the grid; read 1-indexed it is valid; it never says which",
    ),
    _c(
        "v11o_direction_words",
        "one_shot",
        "Down, down, down, then right, right, right.",
        F,
        False,
        "direction_words",
        why="hard: a route only in direction words is a fail (the kept ruling)",
    ),
    _c(
        "v11o_stutter_valid",
        "one_shot",
        "A tiny detour at the start, but it gets there:\nPATH: " + _path(STUTTER),
        S,
        True,
        "backtrack",
        why="hard: a step back to P and forward again is still a walk of legal moves",
    ),
    _c("v11o_bottom_bounce", "one_shot", "PATH: " + _path(BOTTOM_BOUNCE), S, True, "backtrack"),
    _c(
        "v11o_skip_cell",
        "one_shot",
        "Quick route:\nPATH: " + _path(SKIP_CELL),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v11o_through_middle",
        "one_shot",
        "The middle column is shortest.\nPATH: " + _path(MIDDLE_WALLS),
        F,
        False,
        "broken_route",
    ),
    _c("v11o_right_edge", "one_shot", "PATH: " + _path(TOP_WALLS), F, False, "broken_route"),
    _c(
        "v11o_ends_short",
        "one_shot",
        "PATH: " + _path(ENDS_LEFT_OF_G) + "\n\nThat reaches the bottom row.",
        F,
        False,
        "stops_short",
        why="hard: it ends at (4, 0), three steps left of G; G's row is not G",
    ),
    _c(
        "v11o_restates_maze",
        "one_shot",
        "The maze again, for reference:\n" + ORIGINAL_MATRIX + "\n\nPATH: " + _path(DOWN_LEFT),
        S,
        True,
        "restates_maze",
        why="hard: the restated grid shows P and G; only the PATH line is the route",
    ),
    _c(
        "v11o_two_options_no_pick",
        "one_shot",
        "Option A:\nPATH: " + _path(DOWN_LEFT) + "\nOption B:\nPATH: " + _path(ACROSS_TOP),
        U,
        False,
        "alternatives",
        why="two routes offered, neither chosen (both valid, still no pick)",
    ),
    _c(
        "v11o_correction",
        "one_shot",
        "PATH: " + _path(SKIP_CELL) + "\n\nOops, (1, 3) to (3, 3) skips a cell. Corrected:\n"
        "PATH: " + _path(ACROSS_TOP),
        S,
        True,
        "correction",
    ),
    _c(
        "v11o_verified_after",
        "one_shot",
        "PATH: " + _path(DOWN_LEFT) + "\n\nVerification: each step changes one coordinate by 1, "
        "every cell is 0, and it ends on G. ✓",
        S,
        False,
        "self_verification",
    ),
    _c(
        "v11o_cut_mid_path",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the PATH line",
        finish_reason=L,
    ),
    _c(
        "v11o_json_pairs",
        "one_shot",
        '{"route": [[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]], "valid": true}',
        S,
        False,
        "json",
    ),
    _c("v11o_chinese_label", "one_shot", "路径：" + _path(ACROSS_TOP), S, False, "chinese_label"),
    _c(
        "v11o_html_list",
        "one_shot",
        "<ol>" + "".join(f"<li>({c.replace(',', ', ')})</li>" for c in DOWN_LEFT.split()) + "</ol>",
        S,
        False,
        "html",
    ),
    _c(
        "v11o_refusal",
        "one_shot",
        "I can't work out a path without seeing the maze drawn.",
        U,
        False,
        "refusal",
        why="a refusal: no route",
    ),
    _c(
        "v11o_prose_route",
        "one_shot",
        "Start at (1, 0), walk down through (2, 0) and (3, 0) to (4, 0), then go right along "
        "(4, 1) and (4, 2) to the goal at (4, 3).",
        S,
        False,
        "prose_only",
        why="hard: the cells in the sentence are the route in order",
    ),
    _c(
        "v11o_yaml_list",
        "one_shot",
        "path:\n" + "".join(f"  - [{c.replace(',', ', ')}]\n" for c in ACROSS_TOP.split()),
        S,
        False,
        "yaml",
    ),
    _c("v11o_heading_line", "one_shot", "## PATH: " + _path(DOWN_LEFT), S, False, "heading"),
]

RECOGNIZE: list[Reply] = [
    _c(
        "v11r_think_then_square",
        "recognize",
        "<think>\nThe open cells: row 1 across, column 0 down, row 4 across, column 3 down. An L? "
        "No, it closes on all four sides. A hollow square.\n</think>\nSHAPE: square",
        "square",
        True,
        "think_changes_mind",
        why="hard: the thinking tries 'L' (a name of no listed shape) and rejects it",
    ),
    _c(
        "v11r_box",
        "recognize",
        "Four equal sides around a walled core.\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v11r_quadrilateral",
        "recognize",
        "The open cells bound a four-sided region.\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _c(
        "v11r_cube",
        "recognize",
        "It looks like the outline of a cube face.\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        why="hard: 'cube' is a variant the specification lists",
    ),
    _c(
        "v11r_ring_unlisted",
        "recognize",
        "The empty cells make a loop.\nSHAPE: ring",
        "none",
        False,
        "unlisted_name",
        why="hard: 'ring' is not a listed shape or variant, so it names none",
    ),
    _c(
        "v11r_circle",
        "recognize",
        "SHAPE: circle",
        "none",
        False,
        "unlisted_name",
        why="hard: a circle is no listed shape (the C's variant is semi-circle)",
    ),
    _c(
        "v11r_spiral",
        "recognize",
        "It winds around the walls.\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _c("v11r_coil", "recognize", "SHAPE: coil", "spiral", False, "variant_name"),
    _c("v11r_crescent", "recognize", "SHAPE: crescent", "C", False, "variant_name"),
    _c("v11r_lightning", "recognize", "SHAPE: lightning bolt", "Z", False, "variant_name"),
    _c("v11r_x_shape", "recognize", "SHAPE: X-shape", "cross", False, "variant_name"),
    _c(
        "v11r_pyramid",
        "recognize",
        "Three straight edges meeting at a point.\nSHAPE: pyramid",
        "triangle",
        False,
        "variant_name",
    ),
    _c(
        "v11r_chinese_label",
        "recognize",
        "空格围成一个框。\n形状：正方形",
        "square",
        False,
        "chinese_label",
    ),
    _c(
        "v11r_chinese_value",
        "recognize",
        "SHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        why="hard: 正方形 is 'square'; strictly the name must be English",
    ),
    _c(
        "v11r_angle_brackets",
        "recognize",
        "Each side is four cells long.\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
    ),
    _c(
        "v11r_template_echo",
        "recognize",
        "end your reply with a line of the form SHAPE: <name>.\nSHAPE: <name>",
        U,
        False,
        "template_echo",
        why="the prompt's template echoed: <name> names no shape",
    ),
    _c(
        "v11r_final_answer_heading",
        "recognize",
        "The open cells trace a closed frame with equal sides.\n\n### Final Answer\nSHAPE: Square",
        "square",
        True,
        "heading_above",
        why="hard: the heading is above the answer line; the final line itself is plain",
    ),
    _c("v11r_heading_line", "recognize", "## SHAPE: square", "square", False, "heading"),
    _c(
        "v11r_prose_only",
        "recognize",
        "Taken together, the empty cells trace the outline of a square.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v11r_hedge",
        "recognize",
        "It's either a square or a spiral; hard to say.\nSHAPE: square or spiral",
        U,
        False,
        "alternatives",
        why="two shapes on the answer line, none chosen",
    ),
    _c(
        "v11r_changes_mind",
        "recognize",
        "SHAPE: spiral\n\nActually, looking again, the path closes on itself with no inward turn. "
        "It's a square.\nSHAPE: square",
        "square",
        True,
        "correction",
    ),
    _c(
        "v11r_verified_after",
        "recognize",
        "SHAPE: square\n\nDouble-check: four sides of four cells each, hollow middle. ✔",
        "square",
        False,
        "self_verification",
    ),
    _c(
        "v11r_emoji_around",
        "recognize",
        "🟦 SHAPE: square 🟦",
        "square",
        False,
        "emoji",
        why="hard: the name is clear; emoji on the answer line break the format",
    ),
    _c("v11r_yaml", "recognize", "shape: square\nconfidence: 0.9", "square", False, "yaml"),
    _c(
        "v11r_tool_call",
        "recognize",
        '{"name": "submit_shape", "arguments": {"shape": "square"}}',
        "square",
        False,
        "tool_call_json",
    ),
    _c(
        "v11r_cut",
        "recognize",
        "Let me trace the empty cells one by one. Starting at P (1,0), going right: (1,1), (1,2), "
        "(1,3). Then down the right: (2,3), (3,3). Then along the bottom",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any shape",
        finish_reason=L,
    ),
    _c(
        "v11r_refusal",
        "recognize",
        "I'm not able to identify shapes from a grid of numbers.",
        U,
        False,
        "refusal",
        why="a refusal: no shape",
    ),
    _c(
        "v11r_negated_others",
        "recognize",
        "It is not a spiral, and it is not a cross.\nSHAPE: square",
        "square",
        True,
        "negation",
        why="hard: spiral and cross are named only to be denied",
    ),
    _c(
        "v11r_hollow_square",
        "recognize",
        "SHAPE: hollow square",
        "square",
        True,
        "qualified_name",
        why="hard: 'hollow square' is an English name of the square",
    ),
    _c(
        "v11r_chinese_think_english_answer",
        "recognize",
        "<think>\n空格组成一个方框，四条边一样长。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "chinese_think",
    ),
    _c(
        "v11r_bold_label_and_value",
        "recognize",
        "**SHAPE:** **Square**",
        "square",
        True,
        "bold_label",
    ),
    _c(
        "v11r_repeated_identically",
        "recognize",
        "SHAPE: box\nSHAPE: box",
        "square",
        True,
        "repeated_twice",
    ),
]

GENERATE: list[Reply] = [
    _c("v11g_plain", "generate", "MAZE:\n" + BOTTOM_LEFT3, S, True, "terse"),
    _c(
        "v11g_reasoning_then_line",
        "generate",
        "I'll shrink the ring to 3x3 and put it at the bottom middle, with P on its right edge and "
        "G at its top-left corner.\n\nMAZE:\n" + BOTTOM_MID3,
        S,
        True,
        "plan_then_line",
    ),
    _c(
        "v11g_restates_original_first",
        "generate",
        "Original:\n" + ORIGINAL_MATRIX + "\n\nMAZE:\n" + TOP_RIGHT4,
        S,
        True,
        "restates_maze",
        why="hard: the original is restated first; the maze after MAZE: is the answer",
    ),
    _c("v11g_fenced", "generate", "MAZE:\n```\n" + MID_LEFT3 + "\n```", S, False, "code_fence"),
    _c(
        "v11g_moved_pg_note_after",
        "generate",
        "MAZE:\n" + MOVED_PG + "\n\nSame frame as before, with P and G in new places.",
        S,
        False,
        "note_after",
        why="hard: the same ring with P and G moved is not an identical copy; the note breaks "
        "strict",
    ),
    _c(
        "v11g_identical_copy",
        "generate",
        "Keeping the same layout:\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "identical_copy",
        why="hard: exactly the original maze, which the prompt forbids",
    ),
    _c(
        "v11g_ring_with_gap",
        "generate",
        "A 4x4 ring in the top-right corner.\nMAZE:\n" + RING_GAP,
        F,
        False,
        "broken_maze",
        why="hard: the claim says ring, but (1,4) is walled so the frame is open",
    ),
    _c("v11g_four_rows", "generate", "MAZE:\n" + FOUR_ROWS, F, False, "wrong_size"),
    _c("v11g_p_outside", "generate", "MAZE:\n" + P_OUTSIDE, F, False, "unreachable"),
    _c(
        "v11g_triangle",
        "generate",
        "Here is a different maze of the same kind:\nMAZE:\n" + TRIANGLE_CELLS,
        F,
        False,
        "wrong_shape",
    ),
    _c(
        "v11g_s_and_e",
        "generate",
        "MAZE:\n" + SE_LETTERS,
        F,
        False,
        "wrong_letters",
        why="hard: S/E for start and end: a matrix maze must write P and G (the kept ruling)",
    ),
    _c(
        "v11g_coord_plain",
        "generate",
        "MAZE:\n" + coord_list(BOTTOM_MID3),
        S,
        True,
        "coord_list",
        encoding="coord_list",
    ),
    _c(
        "v11g_coord_asked_matrix_given",
        "generate",
        "Here's the new maze.\nMAZE:\n" + MID_LEFT3,
        F,
        False,
        "wrong_encoding",
        encoding="coord_list",
        why="hard: a valid ring, but in the matrix encoding where the list was asked",
    ),
    _c(
        "v11g_coord_path_after",
        "generate",
        "MAZE:\n" + coord_list(TOP_RIGHT4) + "\n\nPath: (0,4) (0,3) (0,2) (0,1) (1,1) (2,1) (3,1)",
        S,
        False,
        "path_after",
        encoding="coord_list",
        why="hard: a path after the maze is not part of it, but it breaks strict",
    ),
    _c(
        "v11g_coord_broken",
        "generate",
        "MAZE:\n" + coord_list(RING_GAP),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v11g_two_options",
        "generate",
        "Option 1:\n" + BOTTOM_LEFT3 + "\n\nOption 2:\n" + MID_LEFT3 + "\n\nEither one works.",
        U,
        False,
        "alternatives",
        why="two mazes offered, neither chosen",
    ),
    _c(
        "v11g_correction",
        "generate",
        "MAZE:\n" + RING_GAP + "\n\nWait, (1,4) should be open or the ring breaks. Fixed:\n"
        "MAZE:\n" + TOP_RIGHT4,
        S,
        True,
        "correction",
    ),
    _c(
        "v11g_cut_in_maze",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\nG 0 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _c(
        "v11g_think_cut",
        "generate",
        "<think>\nI need a square ring again but not the same one. Maybe a 3x3 ring at the bottom "
        "left, with P",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v11g_tool_call_rows",
        "generate",
        _tool_rows(BOTTOM_MID3),
        S,
        False,
        "tool_call_json",
        why="hard: each row string is a matrix row; the maze is clear, the format is not",
    ),
    _c(
        "v11g_html_table",
        "generate",
        "MAZE:\n" + _html_table(MID_LEFT3),
        S,
        False,
        "html",
        why="hard: one <tr> per row, one <td> per cell: the maze is clear",
    ),
    _c(
        "v11g_comma_rows",
        "generate",
        "MAZE:\n" + _commas(BOTTOM_LEFT3),
        S,
        False,
        "comma_rows",
        why="hard: commas between cells: the maze is clear, not the encoder's form",
    ),
    _c(
        "v11g_refusal",
        "generate",
        "Sorry, I can't design a new maze for this.",
        U,
        False,
        "refusal",
        why="a refusal: no maze",
    ),
    _c(
        "v11g_chinese_heading",
        "generate",
        "新迷宫：\n" + BOTTOM_MID3,
        S,
        False,
        "chinese_label",
        why="hard: 新迷宫 ('new maze') introduces the only maze; no MAZE: line",
    ),
    _c(
        "v11g_row_labels",
        "generate",
        "MAZE:\n" + _labelled_rows(TOP_RIGHT4),
        S,
        False,
        "row_labels",
    ),
    _c(
        "v11g_verified_after",
        "generate",
        "MAZE:\n" + BOTTOM_LEFT3 + "\n\nCheck: one P, one G, the ring is closed, and P reaches G "
        "in two moves. ✓",
        S,
        False,
        "self_verification",
        why="hard: the check is after the maze; P (4,2) reaches G (2,0) in four moves, a wrong "
        "claim in a note that is not the answer",
    ),
    _c(
        "v11g_yaml_block",
        "generate",
        "maze: |\n" + "\n".join("  " + row for row in TOP_RIGHT4.splitlines()),
        S,
        False,
        "yaml",
    ),
    _c(
        "v11g_no_spaces",
        "generate",
        "MAZE:\n" + "\n".join(row.replace(" ", "") for row in BOTTOM_LEFT3.splitlines()),
        S,
        False,
        "no_spaces",
        why="hard: one character per cell, no spaces: the maze is clear",
    ),
]

PUZZLE: list[Reply] = [
    _c(
        "v11p_plain",
        "puzzle",
        "Square (0, 1) faces away from its neighbour.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "terse",
    ),
    _c(
        "v11p_square_number",
        "puzzle",
        "Bottom-right needs a turn.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _c(
        "v11p_think_changes_mind",
        "puzzle",
        "<think>\n(1,0) clockwise? Then its open end faces left, off the board. No. "
        "Counterclockwise points it up, toward (0,0). Yes.\n</think>\nROTATE: (1, 0) "
        "counterclockwise",
        (2, CCW),
        True,
        "think_changes_mind",
    ),
    _c(
        "v11p_prose_position",
        "puzzle",
        "I'll give the top-right square a quarter turn counterclockwise.",
        (1, CCW),
        False,
        "prose_only",
        why="hard: 'top-right' on a 2x2 board is (0, 1)",
    ),
    _c(
        "v11p_one_indexed_stated",
        "puzzle",
        "Using 1-indexed positions: ROTATE the piece at (2, 2).\nROTATE: (2, 2) clockwise",
        (3, CW),
        False,
        "one_indexed_stated",
        why="hard: it says 1-indexed, so (2, 2) is (1, 1); strictly the line names a square off "
        "the board",
    ),
    _c(
        "v11p_one_indexed_unsaid",
        "puzzle",
        "This one is stuck.\nROTATE: (2, 1) counterclockwise",
        U,
        False,
        "one_indexed_unsaid",
        why="row 2 is off a 2x2 board 0-indexed; it may be 1-indexed but never says so",
    ),
    _c(
        "v11p_cw_abbrev",
        "puzzle",
        "ROTATE: (1, 1) cw",
        (3, CW),
        False,
        "abbreviation",
        why="hard: cw is clockwise; strictly only the full word",
    ),
    _c(
        "v11p_anticlockwise",
        "puzzle",
        "ROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "british_word",
        why="hard: anticlockwise is counterclockwise; strictly only that word",
    ),
    _c(
        "v11p_hyphenated",
        "puzzle",
        "ROTATE: square 2 counter-clockwise",
        (2, CCW),
        False,
        "hyphenated",
    ),
    _c(
        "v11p_tool_call",
        "puzzle",
        '{"name": "rotate", "arguments": {"row": 0, "col": 1, "direction": "clockwise"}}',
        (1, CW),
        False,
        "tool_call_json",
    ),
    _c(
        "v11p_yaml",
        "puzzle",
        "rotate:\n  square: 2\n  direction: counterclockwise",
        (2, CCW),
        False,
        "yaml",
    ),
    _c(
        "v11p_chinese_cw",
        "puzzle",
        "旋转：(1, 1) 顺时针",
        (3, CW),
        False,
        "chinese",
        why="hard: 顺时针 is clockwise; Chinese is read flexibly, never strictly",
    ),
    _c(
        "v11p_chinese_ccw_english_label",
        "puzzle",
        "ROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_direction",
        why="hard: 逆时针 is counterclockwise, read flexibly; not the English word strictly",
    ),
    _c("v11p_heading_line", "puzzle", "## ROTATE: (0, 0) clockwise", (0, CW), False, "heading"),
    _c(
        "v11p_repeated_identically",
        "puzzle",
        "ROTATE: (0, 1) counterclockwise\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "repeated_twice",
    ),
    _c(
        "v11p_verified_after",
        "puzzle",
        "ROTATE: square 0 clockwise\n\nCheck: after the turn its right end meets square 1. ✓",
        (0, CW),
        False,
        "self_verification",
    ),
    _c(
        "v11p_hedge",
        "puzzle",
        "Maybe (0, 0) clockwise, maybe (1, 1) counterclockwise; I'm not sure which is better.",
        U,
        False,
        "hedge",
        why="two moves offered and the reply cannot choose",
    ),
    _c(
        "v11p_refusal",
        "puzzle",
        "I can't solve this without seeing the tiles.",
        U,
        False,
        "refusal",
        why="a refusal: no move",
    ),
    _c(
        "v11p_cut",
        "puzzle",
        "Square 0 connects right and down. Square 1 connects left and down. Square 2 connects up "
        "and right. Square 3 connects",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any ROTATE line",
        finish_reason=L,
    ),
    _c(
        "v11p_arrow_symbol",
        "puzzle",
        "ROTATE: (1, 0) ↻",
        U,
        False,
        "symbol_direction",
        why="a circle-arrow symbol, not a word: which way a model means by it is unsure",
    ),
    _c(
        "v11p_number_word",
        "puzzle",
        "ROTATE: square two clockwise",
        (2, CW),
        False,
        "number_words",
        why="hard: 'two' is square 2; strictly the number must be digits",
    ),
    _c(
        "v11p_purpose_on_line",
        "puzzle",
        "ROTATE: (0, 0) clockwise so that it connects to (0, 1)",
        (0, CW),
        False,
        "purpose_clause",
        why="hard: (0, 1) is the purpose, not the move; the clause breaks the strict line",
    ),
    _c(
        "v11p_restates_board",
        "puzzle",
        "Board:\n(0,0) ┐   (0,1) ┘\n(1,0) └   (1,1) ┌\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "restates_board",
        why="hard: all four squares are restated; the ROTATE line is the move",
    ),
    _c("v11p_degrees", "puzzle", "ROTATE: (0, 1) 90° clockwise", (1, CW), False, "degrees"),
    _c(
        "v11p_signed_degrees",
        "puzzle",
        "ROTATE: (1, 1) -90 degrees",
        U,
        False,
        "signed_degrees",
        why="a signed angle: -90 is clockwise in maths, but which way the model meant is unsure",
    ),
    _c(
        "v11p_change_after_answer",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nHmm, no, that points it off the board.\nROTATE: (0, 0) "
        "counterclockwise",
        (0, CCW),
        True,
        "changes_mind_after_answer",
    ),
    _c(
        "v11p_row_col_words",
        "puzzle",
        "Rotate the square in row 1, column 0 clockwise.",
        (2, CW),
        False,
        "prose_only",
    ),
    _c("v11p_html_bold_label", "puzzle", "<b>ROTATE:</b> (1, 1) clockwise", (3, CW), False, "html"),
    _c("v11p_emoji_prefix", "puzzle", "🔄 ROTATE: square 1 clockwise", (1, CW), False, "emoji"),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The eleventh corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v10.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v11", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v11.py: counts, no reader
    print_counts(all_cases(), problems())

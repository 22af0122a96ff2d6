"""A sixteenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. What a
reply commits to is judged as a careful grader would, by the prompts' own wording
(``agents/llm/prompts.py``, the puzzle prompt included), the answer rules of ``docs/studies.md``
and ``docs/analysis.md`` and the specification's shape variants (square: box, cube,
quadrilateral, rectangle-like; triangle: pyramid, trilateral; cross: X-shape; spiral: helix,
coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning bolt). ``corpus_form``,
``test_blind_reading_sets``, ``corpus_reading_v15`` and ``benchmarks/bench_real_model_labels.json``
were read for the data format, the labelling conventions and the real small models' habits
only; the replies, mazes, routes and wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, drafts inside ``<think>`` are reasoning, a restated question is not
the answer, checks and questions after the answer are not the answer, an answer written twice
identically is one answer), else :data:`UNREADABLE` (cut off by ``max_tokens``, alternatives or
hedges with no pick, a refusal, only thinking, the prompt's template or example echoed, a shape
named in a language other than English or Chinese). A clear cell, route, maze or turn is read in
any language. Coordinates are the prompt's (0-indexed, row first); a reply that *says* it counts
from 1 is converted, one whose counting is unsaid where it matters is unclear. Rulings kept: a
maze in the encoding not asked is a fail (an emoji or box-drawn grid included); a one-shot route
given only in direction words is a fail; a single solve move given only as a direction is the
neighbouring cell; a matrix maze must write P and G; a whole route from P's cell where one move
was asked is read as its first step (a route not starting at P is unclear); a one-shot path that
reaches G and walks on is scored by the specification's check (the last G walked back to P).

Strict label: the reply's own final line is the asked line with the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` then
the maze exactly as the encoder writes it, nothing after); nothing before the label on that line
(no role tag, quote mark, heading mark, emoji or "Correction:"), not inside a fence, LaTeX,
JSON, YAML, HTML or tags (inline bold/italic tolerated); any English name of the right shape;
``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N``; a
path's cells separated by spaces only; 0-indexed cells. A Windows line ending (``\\r\\n``) ends
a line; it is not part of it.

Styles, leaning on what v1-v15 have least: replies in Spanish, French, German and Japanese;
answers in the format of a different phase (a PATH where a MOVE was asked and back); answers
given twice differently with the second marked as a correction; answers in a quoted block or
after the model's own role tag; a clear answer followed by a question to the user; grids drawn
with box-drawing characters or emoji squares; Windows line endings; the question's maze restated
before the answer; LaTeX ``\\boxed``; signed angles; and about twenty replies in the habits the
real small models (SmolLM2, Gemma 3 270M) showed (habit names starting ``small_``): positions in
ordinal words, two cells offered, the maze or the prompt's example echoed, grids of other digits,
lines repeated until cut off.

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


def _one_based(cells: str) -> str:
    """``"1,0 2,0"`` counted from 1 and written ``[2,1] [3,1]``."""
    return " ".join(
        "[{},{}]".format(*(int(v) + 1 for v in cell.split(","))) for cell in cells.split()
    )


def _emoji(matrix: str) -> str:
    """``matrix`` drawn in emoji squares: wall ⬛, empty ⬜, P 🟦, G 🟩."""
    glyph = {"1": "⬛", "0": "⬜", "P": "🟦", "G": "🟩"}
    return "\n".join("".join(glyph[ch] for ch in row.split()) for row in matrix.splitlines())


def _boxed(matrix: str) -> str:
    """``matrix`` inside a box drawn with box-drawing characters."""
    rows = matrix.splitlines()
    width = len(rows[0])
    top, bottom = "┌" + "─" * width + "┐", "└" + "─" * width + "┘"
    return "\n".join([top, *(f"│{r}│" for r in rows), bottom])


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (six moves)."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (six moves)."""
TOP_TWO_BACKSTEPS = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top row and the right column, stepping back once on each (ten moves)."""
LEFT_UP_TO_P = "1,0 2,0 3,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down to (3,0), back up to P itself, then down the left column and along the bottom
row (ten moves)."""
PAST_G_UP_TWO = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Reaches G along the bottom, then walks on two cells up the right column: the specification's
check (the last G walked back to P) scores it a success."""
PAST_G_OFF_GRID = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 5,3"
"""Reaches G the right-hand way, then names (5,3), off the grid, after it: the part up to the
last G is legal, so the specification's check scores it a success."""
DIAG_TO_33 = "1,0 2,0 3,0 4,0 4,1 4,2 3,3 4,3"
"""Broken: a diagonal step from (4,2) up to (3,3), then down onto G."""
ROW2_THROUGH = "1,0 2,0 2,1 2,2 1,2 1,3 2,3 3,3 4,3"
"""Broken: from (2,0) into the walls (2,1) and (2,2), then up to the top row and round."""
BACK_UP_END = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 1,3"
"""Broken: gets to (3,3), next to G, then walks back up to (1,3) and stops."""
FROM_13 = "1,3 2,3 3,3 4,3"
"""Broken: starts at (1,3), three cells right of P: walked back from G it never reaches P."""
TOP_WALL_DIP = "1,0 1,1 0,1 0,2 1,2 1,3 2,3 3,3 4,3"
"""Broken: dips into the top row, (0,1) and (0,2), which is all wall."""

# == generated mazes (5x5) =================================================================
RING_LOW_MID3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 P 1 G 1
1 0 0 0 1"""
"""Valid: a 3x3 ring in the bottom middle, P at (3,1), G at (3,3), the hole between them."""

RING_TR4 = """\
1 0 0 0 0
1 P 1 1 0
1 0 1 1 0
1 0 0 G 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (1,1), G at (3,3)."""

RING_LOW_MID3_SWAPPED = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 G 1 P 1
1 0 0 0 1"""
"""Valid: :data:`RING_LOW_MID3` with P and G swapped."""

RING_TR4_P02 = """\
1 0 P 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G
1 1 1 1 1"""
"""Valid: the 4x4 top-right ring with P at (0,2) and G at (3,4)."""

ORIGINAL_MOVED_PG = """\
1 1 1 1 1
0 0 G 0 1
0 1 1 0 1
0 1 1 0 1
0 P 0 0 1"""
"""Valid: the original's ring with P moved to (4,1) and G to (1,2): the same shape, not an
identical copy."""

RING_TL3_SIDE = """\
0 0 0 1 1
P 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (1,0), G at (2,2)."""

RING_MID_RIGHT3 = """\
1 1 1 1 1
1 1 0 P 0
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right of the middle rows, P at (1,3), G at (3,2)."""

TWO_P = """\
1 0 0 0 0
1 P 1 1 0
1 0 1 1 0
1 P 0 G 0
1 1 1 1 1"""
"""Broken: :data:`RING_TR4` with a second P at (3,1)."""

CORNER_WALLED = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G"""
"""Broken: a 4x4 ring missing its top-right corner (1,4): G is reachable, but the open cells
are a hooked path, not a closed square."""

SIX_ROWS = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 P 1 G 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: :data:`RING_LOW_MID3` with a sixth row: 6x5, not 5x5."""

NO_GOAL = """\
1 1 1 1 1
1 1 0 P 0
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1"""
"""Broken: :data:`RING_MID_RIGHT3` without its G."""

RAGGED = """\
0 0 0 1 1
P 1 0 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: :data:`RING_TL3_SIDE` with a row of four cells."""

X_FOR_GOAL = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 0 1
1 P 1 X 1
1 0 0 0 1"""
"""Broken: :data:`RING_LOW_MID3` with X where G belongs."""

TWOS_GRID = """\
1 1 1 1 1
2 2 2 2 1
2 1 1 2 1
2 1 1 2 1
2 2 2 2 1"""
"""Broken: the original's ring written in 2s, no P and no G."""


# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v16s_gpt5_plain",
        "solve",
        "Down keeps me on the left corridor, which runs straight to the bottom row.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c(
        "v16s_role_tag",
        "solve",
        "assistant: MOVE: (1, 1)",
        (1, 1),
        None,
        "role_tag",
        why="hard: the model's own role tag before the label; flexibly the cell, strictly text "
        "before the label is a format miss",
    ),
    _c(
        "v16s_quoted_block",
        "solve",
        "The corridor to the right is open, so:\n\n> MOVE: (1, 1)",
        (1, 1),
        None,
        "quoted_block",
        why="hard: a quote mark before the label is a format miss strictly",
    ),
    _c(
        "v16s_correction_line",
        "solve",
        "MOVE: (1, 1)\n\nCorrection: MOVE: (2, 0)",
        (2, 0),
        None,
        "correction",
        why="hard: the correction replaces the first line; strictly its line starts with "
        "'Correction:', not the label",
    ),
    _c(
        "v16s_correction_own_line",
        "solve",
        "MOVE: (0, 0)\n\nCorrection: (0, 0) is a wall. The right answer is:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        why="hard: the corrected answer is on its own final line, exactly in the format",
    ),
    _c(
        "v16s_question_back",
        "solve",
        "MOVE: (2, 0)\n\nWould you like me to plan the rest of the route as well?",
        (2, 0),
        None,
        "question_after",
        why="hard: the question after the answer is not an answer; strictly the final line is "
        "not the MOVE line",
    ),
    _c(
        "v16s_crlf",
        "solve",
        "Up is wall and left is off the grid.\r\nDown is open.\r\n\r\nMOVE: (2, 0)\r\n",
        (2, 0),
        (2, 0),
        "windows_newlines",
        why="hard: Windows line endings end lines; the final line is the exact MOVE line",
    ),
    _c(
        "v16s_box_grid_restated",
        "solve",
        "The maze as I read it:\n" + _boxed(ORIGINAL_MATRIX) + "\n\nP is at (1, 0); the cell to "
        "its right is a 0.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "box_drawing",
        why="hard: the restated grid is the question's; the answer is the final MOVE line",
    ),
    _c(
        "v16s_emoji_grid",
        "solve",
        _emoji(ORIGINAL_MATRIX) + "\n\n🟦 is me, 🟩 the goal. The white square under me is "
        "free.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "emoji_grid",
    ),
    _c(
        "v16s_restates_cells_first",
        "solve",
        "Given: P = (1, 0), G = (4, 3), open neighbours of P = (1, 1) and (2, 0).\n"
        "Both are on a six-move route; I take the first listed.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "restates_question",
        why="hard: P, G and both neighbours are restated before the pick; the MOVE line is the "
        "answer",
    ),
    _c(
        "v16s_path_where_move_asked",
        "solve",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        (2, 0),
        None,
        "other_phase_format",
        why="hard: a whole route from P's cell in the one-shot format: its first step (ruling); "
        "strictly not a MOVE line",
    ),
    _c(
        "v16s_path_not_from_p",
        "solve",
        "PATH: (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)",
        U,
        None,
        "other_phase_format",
        why="a route that does not start at P's cell where one move was asked (ruling: unclear)",
    ),
    _c(
        "v16s_spanish_line",
        "solve",
        "Arriba hay una pared y a la izquierda termina la cuadrícula, así que bajo una "
        "casilla.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "spanish",
    ),
    _c(
        "v16s_french_prose",
        "solve",
        "Je me déplace vers la droite, sur la case (1, 1).",
        (1, 1),
        None,
        "french",
    ),
    _c(
        "v16s_german_direction",
        "solve",
        "Oben ist eine Wand. Ich gehe einen Schritt nach unten.",
        (2, 0),
        None,
        "german",
        why="hard: a single move given only as a direction (nach unten: down) is the "
        "neighbouring cell (ruling), in any language",
    ),
    _c(
        "v16s_japanese_line",
        "solve",
        "上は壁なので、右に進みます。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "japanese",
    ),
    _c(
        "v16s_one_based_said_words",
        "solve",
        "I'll count rows and columns from 1 here. The next cell is row 2, column 2 "
        "(1-indexed).\nMOVE: (2, 2)",
        (1, 1),
        None,
        "one_based_said",
        why="hard: said to be 1-indexed: (2, 2) is the prompt's (1, 1); strictly a format miss",
    ),
    _c(
        "v16s_zero_based_words",
        "solve",
        "Next cell: row 2, column 0 (0-indexed, as in the prompt).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled",
    ),
    _c(
        "v16s_one_based_unsaid_matters",
        "solve",
        "I'm at (2, 1). Stepping right puts me on (2, 2).\nMOVE: (2, 2)",
        U,
        None,
        "one_based_unsaid",
        why="P called (2, 1) means counting from 1, unsaid: (2, 2) as written is a wall, from 1 "
        "it is (1, 1)",
    ),
    _c(
        "v16s_qwen3_think_back_to_first",
        "solve",
        "<think>\nOkay, P is on row 1 at the left edge. Right: (1,1), (1,2), (1,3), then down "
        "column 3 to (4,3). Down: (2,0), (3,0), (4,0), then along row 4. Let me pick down. "
        "Hmm, wait, let me recount the right route... six steps, same as down. Then I'll stay "
        "with my first idea and go right after all.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_thinking_changes_mind",
        why="hard: the thinking picks down, then returns to right; only the final line counts",
    ),
    _c(
        "v16s_think_cut",
        "solve",
        "<think>\nThe player is at (1,0). Candidates: (0,0) is a wall, (1,1) is open, (2,0) is "
        "open. To choose, let me trace both routes to the goal at (4,3). Going right: (1,1), "
        "(1,2),",
        U,
        None,
        "long_cut_off",
        why="cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _c(
        "v16s_numbered_arrows",
        "solve",
        "Step 1: locate P → (1, 0)\nStep 2: neighbours → up wall, right open, down open\n"
        "Step 3: choose → right\nStep 4: answer → (1, 1)",
        (1, 1),
        None,
        "numbered_steps",
    ),
    _c(
        "v16s_heading_then_bold",
        "solve",
        "## Answer\n\n**Next cell:** (2, 0)",
        (2, 0),
        None,
        "heading_answer",
    ),
    _c(
        "v16s_answer_tags",
        "solve",
        "<reasoning>Right is open and leads along row 1.</reasoning>\n"
        "<answer>MOVE: (1, 1)</answer>",
        (1, 1),
        None,
        "html",
    ),
    _c(
        "v16s_tool_call_row_col",
        "solve",
        '{"name": "move_player", "arguments": {"row": 2, "column": 0}}',
        (2, 0),
        None,
        "tool_call",
    ),
    _c(
        "v16s_tool_call_openai_list",
        "solve",
        '[{"type": "function", "function": {"name": "go_to", '
        '"arguments": "{\\"cell\\": [1, 1]}"}}]',
        (1, 1),
        None,
        "tool_call",
    ),
    _c(
        "v16s_hedge_either",
        "solve",
        "Either (2, 0) or (1, 1) gets me to G in six moves; pick whichever you like.",
        U,
        None,
        "hedge",
        why="two moves offered, the choice left to the user",
    ),
    _c(
        "v16s_refusal_game",
        "solve",
        "I'd rather not guess: without knowing whether diagonal moves count I can't be sure "
        "which move is legal.",
        U,
        None,
        "refusal",
        why="declines to answer; names no move",
    ),
    _c(
        "v16s_same_twice_apart",
        "solve",
        "MOVE: (2, 0)\n\nDown leads to (3, 0), (4, 0) and then along the bottom row to G, six "
        "moves in all.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeated_answer",
        why="hard: the same move at the top and at the end is one answer",
    ),
    _c(
        "v16s_boxed",
        "solve",
        "The open neighbour below P is (2, 0).\n\n**Final Answer**\n\n$\\boxed{(2, 0)}$",
        (2, 0),
        None,
        "latex_boxed",
    ),
    _c(
        "v16s_fullwidth_parens",
        "solve",
        "MOVE: （2，0）",
        (2, 0),
        None,
        "fullwidth",
        why="hard: full-width brackets and comma are not the prompt's (row, col) strictly",
    ),
    _c(
        "v16s_no_brackets",
        "solve",
        "MOVE: 1, 1",
        (1, 1),
        None,
        "bare_pair",
        why="hard: clear cell; strictly the pair lacks the prompt's parentheses",
    ),
    _c(
        "v16s_route_numbered_from_p",
        "solve",
        "My plan:\n1. (1, 0) start\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n"
        "7. (4, 3) goal",
        (1, 1),
        None,
        "whole_route",
        why="hard: a whole route from P's cell as a numbered list: its first step (ruling)",
    ),
    _c(
        "v16s_italic_parts",
        "solve",
        "Going down.\n*MOVE:* *(2, 0)*",
        (2, 0),
        (2, 0),
        "italic",
        why="hard: inline italic around label and value is tolerated strictly",
    ),
    _c(
        "v16s_direction_on_line",
        "solve",
        "MOVE: right",
        (1, 1),
        None,
        "direction_only",
        why="hard: a single move given only as a direction is the neighbouring cell (ruling); "
        "strictly a format miss",
    ),
    _c(
        "v16s_gemma3_offer_after",
        "solve",
        "Okay, let's look at the maze. P is at (1, 0) and the cell below is open.\n\n"
        "**Answer:** MOVE: (2, 0)\n\nLet me know if you'd like me to continue!",
        (2, 0),
        None,
        "note_after",
    ),
    _c(
        "v16s_o3_sentence",
        "solve",
        "My move is to (1, 1), starting along the top corridor toward the right-hand column.",
        (1, 1),
        None,
        "prose_only",
    ),
    _c(
        "v16s_yaml_decision",
        "solve",
        "decision:\n  from: [1, 0]\n  to: [2, 0]\n  reason: the cell above is a wall",
        (2, 0),
        None,
        "yaml",
        why="hard: 'from' restates P's cell; the move is the 'to' cell",
    ),
    _c(
        "v16s_self_check_after",
        "solve",
        "MOVE: (1, 1)\n\nVerification: (1, 1) is a 0 in row 1 and shares an edge with P at "
        "(1, 0), so the move is legal.",
        (1, 1),
        None,
        "self_check_after",
    ),
    # -- the real small models' habits (SmolLM2, Gemma 3 270M), new wordings -----------------
    _c(
        "v16s_small_rows_in_ordinals",
        "solve",
        "You are in the 2nd row. You can go to the 3rd row. The goal is in the 5th row.",
        U,
        None,
        "small_ordinals",
        why="rows in ordinal words and no column: no cell is named as the move",
    ),
    _c(
        "v16s_small_two_then_pick",
        "solve",
        "You can move to (2, 0) or you can move to (1, 1). I move to (2, 0).",
        (2, 0),
        None,
        "small_two_cells",
        why="hard: two cells offered, then one picked in its own sentence",
    ),
    _c(
        "v16s_small_twos_grid",
        "solve",
        "1 1 1 1 1\n2 1 1 1 1\n1 2 2 2 1\n1 1 1 2 1\n1 1 1 1 1",
        U,
        None,
        "small_digit_grid",
        why="a grid of 1s and 2s: no cell named as a move",
    ),
    _c(
        "v16s_small_echo_opening_cut",
        "solve",
        "You are solving a maze one move at a time. Your goal is to walk from the player P to "
        "the goal G. You are solving a maze one move at a time. Your goal is to walk from the",
        U,
        None,
        "small_echo",
        why="the prompt's opening repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v16s_small_label_no_colon",
        "solve",
        "The player goes down. MOVE (2 0)",
        (2, 0),
        None,
        "small_half_label",
        why="hard: label without its colon and a pair without its comma, but the cell and its "
        "direction agree",
    ),
    _c(
        "v16s_small_example_echo",
        "solve",
        "Finish with MOVE: (row, col). For example MOVE: (2, 3). Finish with MOVE: (row, col). "
        "For example MOVE: (2, 3).",
        U,
        None,
        "small_echo",
        why="the prompt's instruction and its example (2, 3) echoed twice: not a move of its own",
    ),
]

# == one-shot path on ORIGINAL ==============================================================
ONE_SHOT: list[Reply] = [
    _c(
        "v16o_plain_top_backsteps",
        "one_shot",
        "The top row and the right column, with one step back on each.\n\nPATH: "
        + _path(TOP_TWO_BACKSTEPS),
        S,
        True,
        "plain",
    ),
    _c(
        "v16o_up_to_p_arrows",
        "one_shot",
        "PATH: " + _path(LEFT_UP_TO_P, " → "),
        S,
        False,
        "arrows",
        why="hard: a legal route; strictly arrows between cells are a format miss",
    ),
    _c(
        "v16o_commas",
        "one_shot",
        "Route along the bottom.\nPATH: " + _path(DOWN, ", "),
        S,
        False,
        "commas",
    ),
    _c(
        "v16o_numbered_list",
        "one_shot",
        "Path from P to G:\n"
        + "\n".join(f"{i}. {_path(cell)}" for i, cell in enumerate(RIGHT.split(), 1)),
        S,
        False,
        "numbered_steps",
    ),
    _c(
        "v16o_one_based_said",
        "one_shot",
        "Note: I number rows and columns from 1 (1-indexed), so P is [2,1].\nPATH: "
        + _one_based(DOWN),
        S,
        False,
        "one_based_said",
        why="hard: said to be 1-indexed: converted, the bottom route; strictly a format miss",
    ),
    _c(
        "v16o_one_based_unsaid",
        "one_shot",
        "Route found.\nPATH: "
        + _one_based(RIGHT).replace("[", "(").replace("]", ")").replace(",", ", "),
        U,
        False,
        "one_based_unsaid",
        why="starts at (2, 1), a wall as written; counted from 1 it is the top route: unsaid",
    ),
    _c(
        "v16o_past_goal_up_two",
        "one_shot",
        "PATH: " + _path(PAST_G_UP_TWO),
        S,
        True,
        "past_goal",
        why="hard: reaches G and steps on; the specification's check (last G walked back to P) "
        "passes",
    ),
    _c(
        "v16o_past_goal_off_grid",
        "one_shot",
        "Across the top and down the right side to the end.\nPATH: " + _path(PAST_G_OFF_GRID),
        S,
        True,
        "past_goal",
        why="hard: (5,3), off the grid, comes after G; the specification's check reads up to "
        "the last G, which is legal",
    ),
    _c(
        "v16o_diagonal_near_goal",
        "one_shot",
        "A shortcut just before the goal.\nPATH: " + _path(DIAG_TO_33),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v16o_through_row2",
        "one_shot",
        "In along row 2, then up and round.\nPATH: " + _path(ROW2_THROUGH),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v16o_top_wall_dip",
        "one_shot",
        "Hugging the top edge.\nPATH: " + _path(TOP_WALL_DIP),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v16o_stops_short",
        "one_shot",
        "PATH: " + _path(BACK_UP_END),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v16o_starts_right_of_p",
        "one_shot",
        "PATH: " + _path(FROM_13),
        F,
        False,
        "broken_route",
        why="hard: starts at (1,3), three cells from P: walked back from G it never reaches P",
    ),
    _c(
        "v16o_move_where_path_asked",
        "one_shot",
        "First step down.\nMOVE: (2, 0)",
        F,
        False,
        "other_phase_format",
        why="hard: one move in the solve format where a whole path was asked: the route it "
        "gives, (2, 0), does not go from P to G",
    ),
    _c(
        "v16o_direction_words",
        "one_shot",
        "Right, right, right, down, down, down.",
        F,
        False,
        "direction_words",
        why="hard: a route given only in direction words (ruling: a fail)",
    ),
    _c(
        "v16o_two_paths_no_pick",
        "one_shot",
        "Two equally short options:\nPATH: " + _path(RIGHT) + "\nor\nPATH: " + _path(DOWN),
        U,
        False,
        "alternatives",
        why="two paths offered as equal options, no pick",
    ),
    _c(
        "v16o_cut_mid_path",
        "one_shot",
        "PATH: (1,0) (1,1) (1,2) (1,3) (2,3) (3",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _c(
        "v16o_r1_think_fixes_wall",
        "one_shot",
        "<think>\nFirst idea: (1,0) (1,1) (2,1) ... no, (2,1) is a 1, a wall. Column 1 is "
        "blocked below row 1. The open cells form a ring, so go round it: left side then "
        "bottom.\n</think>\n\nPATH: " + _path(DOWN),
        S,
        True,
        "long_r1_thinking",
    ),
    _c(
        "v16o_correction",
        "one_shot",
        "PATH: "
        + _path(ROW2_THROUGH)
        + "\n\nCorrection (row 2 is wall between the sides): PATH: "
        + _path(RIGHT),
        S,
        False,
        "correction",
        why="hard: the correction replaces the broken path; strictly its line starts with "
        "'Correction', not the label",
    ),
    _c(
        "v16o_tool_call",
        "one_shot",
        '{"name": "submit_path", "arguments": {"path": [[1, 0], [2, 0], [3, 0], [4, 0], '
        "[4, 1], [4, 2], [4, 3]]}}",
        S,
        False,
        "tool_call",
    ),
    _c(
        "v16o_spanish",
        "one_shot",
        "El camino baja por la columna izquierda y sigue por la fila de abajo hasta la meta.\n\n"
        "PATH: " + _path(DOWN),
        S,
        True,
        "spanish",
    ),
    _c(
        "v16o_prose_sentence",
        "one_shot",
        "I go from (1, 0) to (1, 1), then (1, 2) and (1, 3), turn down to (2, 3) and (3, 3), "
        "and finish on the goal at (4, 3).",
        S,
        False,
        "prose_only",
    ),
    _c(
        "v16o_html_list",
        "one_shot",
        "<ol>\n" + "\n".join(f"<li>{_path(cell)}</li>" for cell in DOWN.split()) + "\n</ol>",
        S,
        False,
        "html",
    ),
    _c(
        "v16o_yaml_list",
        "one_shot",
        "path:\n" + "\n".join(f"  - {_path(cell)}" for cell in RIGHT.split()),
        S,
        False,
        "yaml",
    ),
    _c(
        "v16o_self_check_after",
        "one_shot",
        "PATH: " + _path(LEFT_UP_TO_P) + "\n\nCheck: every step changes one coordinate by one, "
        "every cell is a 0 (or P or G), and the last cell is G. ✔",
        S,
        False,
        "self_check_after",
        why="hard: the check after the path is not part of it; strictly the final line is not "
        "the PATH line",
    ),
    _c(
        "v16o_small_example_echo",
        "one_shot",
        "The path is the path from P to G. For example PATH: (0, 0) (0, 1) (1, 1)",
        U,
        False,
        "small_echo",
        why="the prompt's own example path echoed, not a route of its own",
    ),
    _c(
        "v16o_small_stuck_repeat",
        "one_shot",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0)",
        U,
        False,
        "small_repeating",
        why="repeats (4, 0) until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v16o_small_cells_in_words",
        "one_shot",
        "You start on the 2nd row. You go down to the 5th row. You go right to the goal.",
        F,
        False,
        "small_ordinals",
        why="hard: a route in direction and ordinal words, no cells: a route given only in "
        "words is a fail (ruling)",
    ),
]

# == recognize (the true shape is the square) ===============================================
RECOGNIZE: list[Reply] = [
    _c(
        "v16r_plain",
        "recognize",
        "The empty cells run round the edge of a 2x2 block of walls and close up.\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v16r_question_back",
        "recognize",
        "SHAPE: square\n\nShould I draw a new maze with the same shape next?",
        "square",
        False,
        "question_after",
    ),
    _c(
        "v16r_spanish_name",
        "recognize",
        "Las celdas vacías rodean un bloque de paredes.\nSHAPE: cuadrado",
        U,
        False,
        "spanish",
        why="a shape named only in Spanish: unreadable by the issue's rule (English or Chinese)",
    ),
    _c(
        "v16r_french_prose",
        "recognize",
        "Les cases vides forment ensemble un carré creux.",
        U,
        False,
        "french",
        why="a shape named only in French: unreadable by the issue's rule",
    ),
    _c(
        "v16r_german_name",
        "recognize",
        "SHAPE: Quadrat",
        U,
        False,
        "german",
        why="a shape named only in German: unreadable by the issue's rule",
    ),
    _c(
        "v16r_japanese_katakana",
        "recognize",
        "空きマスは枠の形になっています。\nSHAPE: スクエア",
        U,
        False,
        "japanese",
        why="hard: a Japanese (katakana) name, not Chinese: unreadable by the issue's rule",
    ),
    _c(
        "v16r_spanish_prose_english_line",
        "recognize",
        "Las celdas vacías forman el borde de un bloque.\nSHAPE: square",
        "square",
        True,
        "spanish",
        why="hard: the explanation is Spanish but the name on the answer line is English",
    ),
    _c(
        "v16r_correction",
        "recognize",
        "SHAPE: C\n\nCorrection: the right-hand column is open too, so the outline closes.\n"
        "SHAPE: square",
        "square",
        True,
        "correction",
        why="hard: the corrected name is on its own final line, exactly in the format",
    ),
    _c(
        "v16r_correction_inline",
        "recognize",
        "SHAPE: spiral\nCorrection: SHAPE: square",
        "square",
        False,
        "correction",
        why="hard: the correction replaces the first name; strictly its line starts with "
        "'Correction:'",
    ),
    _c(
        "v16r_role_tag",
        "recognize",
        "assistant: SHAPE: square",
        "square",
        False,
        "role_tag",
    ),
    _c("v16r_quoted", "recognize", "> SHAPE: square", "square", False, "quoted_block"),
    _c(
        "v16r_html_bold",
        "recognize",
        "<p>The open cells outline a box.</p>\n<p>SHAPE: <b>box</b></p>",
        "square",
        False,
        "html",
    ),
    _c(
        "v16r_hedge_maybe",
        "recognize",
        "Maybe a square, maybe a C with its mouth closed by the goal; hard to say.",
        U,
        False,
        "hedge",
        why="two shapes hedged, no pick",
    ),
    _c(
        "v16r_refusal",
        "recognize",
        "I can't reliably identify a shape from a grid of numbers, so I won't guess.",
        U,
        False,
        "refusal",
        why="declines; names no shape",
    ),
    _c(
        "v16r_emoji_grid",
        "recognize",
        _emoji(ORIGINAL_MATRIX) + "\n\nDrawn out, the white and coloured squares make an "
        "outline.\nSHAPE: square",
        "square",
        True,
        "emoji_grid",
    ),
    _c(
        "v16r_box_grid_quadrilateral",
        "recognize",
        _boxed(ORIGINAL_MATRIX) + "\n\nThe zeros run along four straight sides.\n"
        "SHAPE: quadrilateral",
        "square",
        True,
        "box_drawing",
        why="hard: quadrilateral is the specification's name for the square; the box-drawn grid "
        "is the question's maze restated",
    ),
    _c(
        "v16r_crescent",
        "recognize",
        "The open cells curve round like a moon.\nSHAPE: crescent",
        "C",
        False,
        "wrong_shape",
    ),
    _c(
        "v16r_x_shape",
        "recognize",
        "Two lines of open cells cross each other.\nSHAPE: X-shape",
        "cross",
        False,
        "wrong_shape",
    ),
    _c(
        "v16r_lightning",
        "recognize",
        "Sharp back-and-forth turns.\nSHAPE: lightning bolt",
        "Z",
        False,
        "wrong_shape",
    ),
    _c(
        "v16r_answer_in_sentence",
        "recognize",
        "Looking at all the 0s together with P and G, the answer is a square.",
        "square",
        False,
        "prose_only",
    ),
    _c(
        "v16r_crlf",
        "recognize",
        "Four sides, four cells each.\r\nSHAPE: Square\r\n",
        "square",
        True,
        "windows_newlines",
        why="hard: Windows line endings end lines; 'Square' capitalised is still the English name",
    ),
    _c(
        "v16r_cut_think",
        "recognize",
        "<think>\nLet me list the empty cells row by row. Row 1: (1,0), (1,1), (1,2), (1,3). "
        "Row 2: (2,0) and (2,3). Row 3:",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v16r_yaml_cube",
        "recognize",
        "answer:\n  shape: cube\n  reason: four equal sides round a block of walls",
        "square",
        False,
        "yaml",
        why="hard: cube is the specification's name for the square",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v16r_small_square_pyramid",
        "recognize",
        "The empty cells make a square pyramid with a base of 4.",
        "triangle",
        False,
        "small_wrong_words",
        why="hard: 'a square pyramid' is a pyramid, the specification's name for the triangle",
    ),
    _c(
        "v16r_small_template",
        "recognize",
        "The shape is formed by the empty cells.\nSHAPE: <name>",
        U,
        False,
        "small_echo",
        why="the template's <name> echoed: no shape",
    ),
    _c(
        "v16r_small_cells_are_empty",
        "recognize",
        "The empty cells form a shape with 12 cells. The cells are empty. The cells are empty. "
        "The cells are empty.",
        U,
        False,
        "small_repeating",
        why="counts the cells and repeats itself; never names a shape",
    ),
]

# == generate (matrix asked unless encoding says so) =========================================
GENERATE: list[Reply] = [
    _c("v16g_plain_low_mid", "generate", "MAZE:\n" + RING_LOW_MID3, S, True, "plain"),
    _c(
        "v16g_note_before_tr4",
        "generate",
        "Same outline, shifted to the top-right and with P and G moved.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "plain",
    ),
    _c(
        "v16g_same_ring_moved_pg",
        "generate",
        "I kept the ring and moved the player and the goal.\nMAZE:\n" + ORIGINAL_MOVED_PG,
        S,
        True,
        "swap",
        why="hard: the original's ring with P and G elsewhere is the same shape and not an "
        "identical copy",
    ),
    _c(
        "v16g_restates_original_first",
        "generate",
        "Original:\n"
        + ORIGINAL_MATRIX
        + "\n\nNew one, a smaller ring in the corner:\nMAZE:\n"
        + RING_TL3_SIDE,
        S,
        True,
        "restates_question",
        why="hard: the original restated above is the question's; the MAZE line and the maze "
        "after it end the reply",
    ),
    _c(
        "v16g_crlf",
        "generate",
        ("MAZE:\n" + RING_MID_RIGHT3).replace("\n", "\r\n"),
        S,
        True,
        "windows_newlines",
        why="hard: Windows line endings end the rows; each row is exactly the encoder's",
    ),
    _c(
        "v16g_hope_helps",
        "generate",
        "MAZE:\n" + RING_LOW_MID3_SWAPPED + "\n\nHope this helps!",
        S,
        False,
        "note_after",
        why="hard: the closing remark is not part of the maze; strictly something after it",
    ),
    _c(
        "v16g_fenced",
        "generate",
        "MAZE:\n```\n" + RING_TR4 + "\n```",
        S,
        False,
        "fenced",
    ),
    _c(
        "v16g_correction_rewritten",
        "generate",
        "MAZE:\n" + TWO_P + "\n\nCorrection: that has two players. Fixed:\nMAZE:\n" + RING_TR4,
        S,
        True,
        "correction",
        why="hard: the rewritten maze replaces the broken one and ends the reply exactly",
    ),
    _c("v16g_two_p", "generate", "MAZE:\n" + TWO_P, F, False, "broken_maze"),
    _c(
        "v16g_corner_walled",
        "generate",
        "A ring with the player top-left and the goal bottom-right.\nMAZE:\n" + CORNER_WALLED,
        F,
        False,
        "broken_maze",
        why="hard: G is reachable, but the walled corner leaves a hooked path, not a square",
    ),
    _c("v16g_six_rows", "generate", "MAZE:\n" + SIX_ROWS, F, False, "broken_maze"),
    _c("v16g_no_goal", "generate", "MAZE:\n" + NO_GOAL, F, False, "broken_maze"),
    _c("v16g_ragged", "generate", "MAZE:\n" + RAGGED, F, False, "broken_maze"),
    _c(
        "v16g_x_for_goal",
        "generate",
        "X marks the goal.\nMAZE:\n" + X_FOR_GOAL,
        F,
        False,
        "start_end",
        why="hard: X is not the encoding's G, even when the reply says what it means",
    ),
    _c(
        "v16g_emoji_grid",
        "generate",
        "Here's the new maze:\n" + _emoji(RING_LOW_MID3),
        F,
        False,
        "emoji_grid",
        why="hard: a grid of emoji squares is not the encoding asked (ruling: a fail)",
    ),
    _c(
        "v16g_tool_call",
        "generate",
        '{"name": "submit_maze", "arguments": {"maze": "'
        + RING_MID_RIGHT3.replace("\n", "\\n")
        + '"}}',
        S,
        False,
        "tool_call",
        why="hard: the matrix inside a JSON string, rows split by \\n: the maze is clear",
    ),
    _c(
        "v16g_two_options",
        "generate",
        "Option A:\nMAZE:\n" + RING_LOW_MID3 + "\n\nOption B:\nMAZE:\n" + RING_TL3_SIDE,
        U,
        False,
        "alternatives",
        why="two mazes offered as options, no pick",
    ),
    _c(
        "v16g_cut_mid_maze",
        "generate",
        "MAZE:\n1 P 0 0 0\n1 0 1 1 0\n1 0 1",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _c(
        "v16g_think_only",
        "generate",
        "<think>\nI need a square ring again. Maybe a 3x3 one in the middle:\n1 1 1 1 1\n"
        "1 P 0 0 1\n1 0 1 0 1\n1 0 0 G 1\n1 1 1 1 1\nThat works, but let me also check a "
        "corner version before I answer.\n</think>",
        U,
        False,
        "only_thinking",
        why="the reply ends inside its thinking: the draft is reasoning, no maze is given",
    ),
    _c(
        "v16g_spanish",
        "generate",
        "Aquí está el nuevo laberinto, con el anillo en la esquina superior derecha:\n\nMAZE:\n"
        + RING_TR4_P02,
        S,
        True,
        "spanish",
    ),
    _c(
        "v16g_coord_valid",
        "generate",
        "MAZE:\n" + coord_list(RING_LOW_MID3),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v16g_coord_corner_walled",
        "generate",
        "MAZE:\n" + coord_list(CORNER_WALLED),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v16g_coord_asked_emoji_given",
        "generate",
        "MAZE:\n" + _emoji(RING_MID_RIGHT3),
        F,
        False,
        "emoji_grid",
        why="hard: emoji squares where the coordinate list was asked: not the encoding asked",
        encoding="coord_list",
    ),
    _c(
        "v16g_coord_fenced",
        "generate",
        "MAZE:\n```\n" + coord_list(RING_TL3_SIDE) + "\n```",
        S,
        False,
        "fenced",
        encoding="coord_list",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v16g_small_copies_question",
        "generate",
        "The maze is:\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_restates_maze",
        why="hard: the question's maze written back unchanged is an identical copy",
    ),
    _c(
        "v16g_small_twos",
        "generate",
        "MAZE:\n" + TWOS_GRID,
        F,
        False,
        "small_digit_grid",
        why="hard: a ring drawn in 2s, no P and no G: not a maze in the encoding",
    ),
    _c(
        "v16g_small_rows_repeat",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n"
        "1 1 1 1 1\n1 1 1",
        U,
        False,
        "small_repeating",
        why="rows of walls repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v16g_small_instruction_echo",
        "generate",
        "Now create a new maze of the same size. Write the line MAZE: and then the maze, with "
        "nothing after it.",
        U,
        False,
        "small_echo",
        why="the prompt's instruction echoed: no maze",
    ),
]

# == puzzle (2x2 board; square index 2 * row + col) ==========================================
PUZZLE: list[Reply] = [
    _c(
        "v16p_plain",
        "puzzle",
        "The bottom-left pipe points off the left edge.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _c(
        "v16p_square_n",
        "puzzle",
        "Square 3's opening faces down, off the board.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_n",
    ),
    _c(
        "v16p_role_tag",
        "puzzle",
        "assistant: ROTATE: (0, 0) clockwise",
        (0, CW),
        False,
        "role_tag",
    ),
    _c(
        "v16p_quoted",
        "puzzle",
        "My move:\n> ROTATE: (0, 1) counterclockwise",
        (1, CCW),
        False,
        "quoted_block",
    ),
    _c(
        "v16p_correction",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nCorrection: ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        False,
        "correction",
        why="hard: the correction replaces the first turn; strictly its line starts with "
        "'Correction:'",
    ),
    _c(
        "v16p_french",
        "puzzle",
        "Je tourne la case (1, 1) dans le sens des aiguilles d'une montre.",
        (3, CW),
        False,
        "french",
        why="hard: 'dans le sens des aiguilles d'une montre' is French for clockwise",
    ),
    _c(
        "v16p_german",
        "puzzle",
        "ROTATE: (0, 1) gegen den Uhrzeigersinn",
        (1, CCW),
        False,
        "german",
    ),
    _c(
        "v16p_japanese",
        "puzzle",
        "左下のマスを回します。\nROTATE: (1, 0) 時計回り",
        (2, CW),
        False,
        "japanese",
    ),
    _c(
        "v16p_spanish",
        "puzzle",
        "Giro la casilla (1, 1) en sentido antihorario.",
        (3, CCW),
        False,
        "spanish",
    ),
    _c(
        "v16p_one_based_square_said",
        "puzzle",
        "Numbering the squares 1 to 4 row by row, the one to turn is square 4.\n"
        "ROTATE: square 4 clockwise",
        (3, CW),
        False,
        "one_based_said",
        why="hard: said to number squares from 1: square 4 is the prompt's square 3",
    ),
    _c(
        "v16p_hedge",
        "puzzle",
        "Maybe (0, 0) clockwise, maybe (1, 1) clockwise; both look like they help.",
        U,
        False,
        "hedge",
        why="two squares hedged, no pick",
    ),
    _c(
        "v16p_tool_call",
        "puzzle",
        '{"name": "rotate_tile", "arguments": {"square": 2, "direction": "clockwise"}}',
        (2, CW),
        False,
        "tool_call",
    ),
    _c(
        "v16p_think_changes",
        "puzzle",
        "<think>\nSquare 0 reaches up, off the board; turning it clockwise sends that end "
        "right, into square 1. Hmm, but then its left end points off the board. "
        "Counterclockwise sends the top end left — also off. Square 1 instead: its top end "
        "turned clockwise faces right, off the board; counterclockwise faces left, into "
        "square 0. That one.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "long_thinking_changes_mind",
    ),
    _c(
        "v16p_cut_off",
        "puzzle",
        "Let me check each square in turn. (0, 0) has openings at the top and the right; the "
        "top one points off the board, so (0, 0) must turn. (0, 1) has",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v16p_emoji_prefix",
        "puzzle",
        "🔄 ROTATE: (1, 1) clockwise",
        (3, CW),
        False,
        "emoji",
    ),
    _c(
        "v16p_question_back",
        "puzzle",
        "ROTATE: (0, 1) clockwise\n\nShall I keep going with the next square?",
        (1, CW),
        False,
        "question_after",
    ),
    _c(
        "v16p_same_twice_bold",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise\n\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "repeated_answer",
        why="hard: the same turn twice is one move; bold around the final line is tolerated",
    ),
    _c(
        "v16p_signed_angle",
        "puzzle",
        "Rotate square (1, 0) by -90°.",
        U,
        False,
        "signed_angle",
        why="a signed angle names no direction in the prompt's words: in maths -90° is "
        "clockwise, in many screen conventions counterclockwise",
    ),
    _c(
        "v16p_half_turn",
        "puzzle",
        "ROTATE: (1, 1) 180°",
        U,
        False,
        "half_turn",
        why="a half turn is two quarter turns, not one move in either direction",
    ),
    _c(
        "v16p_numbered_steps",
        "puzzle",
        "1. Find the pipe end pointing off the board: square (1, 0), left side.\n"
        "2. Turning it clockwise moves that end to the top, into (0, 0).\n"
        "3. Rotate (1, 0) clockwise.",
        (2, CW),
        False,
        "numbered_steps",
    ),
    _c(
        "v16p_yaml",
        "puzzle",
        "move:\n  square: 1\n  turn: counterclockwise",
        (1, CCW),
        False,
        "yaml",
    ),
    _c(
        "v16p_self_check_after",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise\n\nVerification: its left opening now faces down... "
        "wait, that is off the board too. Still, it frees the top.",
        (2, CCW),
        False,
        "self_check_after",
        why="hard: the doubt after the line does not take the move back or name another",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v16p_small_template",
        "puzzle",
        "The board is a 2x2 grid of squares.\nROTATE: (row, col) clockwise",
        U,
        False,
        "small_echo",
        why="the template's (row, col) echoed: no square",
    ),
    _c(
        "v16p_small_first_square",
        "puzzle",
        "You turn the first square clockwise.",
        (0, CW),
        False,
        "small_ordinals",
        why="hard: the first square counting row by row from the top left, as the prompt "
        "numbers them, is square 0",
    ),
    _c(
        "v16p_small_legend_repeat",
        "puzzle",
        "Each square holds a piece of pipe. Each square holds a piece of pipe. Each square holds "
        "a piece of pipe. Each square holds",
        U,
        False,
        "small_repeating",
        why="repeats a sentence of the prompt until cut off by max_tokens",
        finish_reason=L,
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The sixteenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads the earlier sets.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v16", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v16.py: counts, no reader
    print_counts(all_cases(), problems())

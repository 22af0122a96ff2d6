"""A seventeenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. What a
reply commits to is judged as a careful grader would, by the prompts' own wording
(``agents/llm/prompts.py``, the puzzle prompt included), the answer rules of ``docs/studies.md``
and ``docs/analysis.md`` and the specification's shape variants (square: box, cube,
quadrilateral, rectangle-like; triangle: pyramid, trilateral; cross: X-shape; spiral: helix,
coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning bolt). ``corpus_form``,
``test_blind_reading_sets``, ``corpus_reading_v16`` and ``benchmarks/bench_real_model_labels.json``
were read for the data format, the labelling conventions and the real small models' habits
only; the replies, mazes, routes and wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (drafts inside
``<think>`` are reasoning, a restated question is not the answer, checks after the answer are
not the answer, an answer written twice identically is one answer, an option marked chosen is
the pick), else :data:`UNREADABLE` (cut off by ``max_tokens``, alternatives or hedges with no
pick, an answer followed by a re-derivation that ends somewhere else without saying it changes
the answer, a refusal, the prompt echoed, a shape named in a language other than English or
Chinese, direction or turn words in a language outside the ten the rulings list: English,
Chinese, Spanish, French, German, Japanese, Portuguese, Italian, Russian, Korean). Cells,
routes and mazes in the prompt's text forms are read whatever language surrounds them.
Coordinates are the prompt's (0-indexed, row first); a reply that *says* it counts from 1 (or
says its pairs are (column, row)) is converted. Rulings kept: a maze in the encoding not asked
is a fail; a one-shot route given only in direction words is a fail; a single solve move given
only as a direction is the neighbouring cell; a matrix maze must write P and G (S/E or p/g is
a fail); a whole route from P's cell where one move was asked is read as its first step; a
one-shot path that reaches G and walks on is scored by the specification's check (the last G
walked back to P); "the first/second ... square" is square 0/1/...

Strict label: the reply's own final line is the asked line with the label exactly as the
prompt prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``, upper case; for generation the
line ``MAZE:`` then the maze exactly as the encoder writes it, nothing after); nothing else on
that line before the label (no heading mark, "TL;DR:", "FINAL", "MY", emoji), not inside a
fence, backticks, LaTeX, JSON, YAML, HTML, a table or tags (inline bold/italic tolerated); any
English name of the right shape (no Chinese, no angle brackets kept);
``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N``; a
path's cells separated by spaces only; 0-indexed cells.

Styles, leaning on what v1-v16 have least: replies in Portuguese, Italian, Russian and Korean
and in languages outside the ten (Dutch, Turkish, Hindi); mixed English and Chinese; answers in
a markdown table row, after "TL;DR", in backticks, in headings; labels in another case or with
extra words ("FINAL MOVE:", "MY MOVE:"); numbered options with "→ chosen"; answer first then a
re-derivation (the same, or something else without saying so); stream of thought with "wait"
and "hmm" reversals; the puzzle's square named by its pipe and place; over-long generation
replies with a second maze labelled a fixed version; and about twenty replies in the habits
the real small models (SmolLM2, Gemma 3 270M) showed (habit names starting ``small_``).

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


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    """A markdown table with ``header`` and ``rows``."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (six moves)."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (six moves)."""
TOP_BACKSTEPS = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: the top row and the right column, stepping back onto P once and back up the column
once (ten moves)."""
LEFT_BACKSTEPS = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: the left column and the bottom row, stepping back once on each (ten moves)."""
PAST_G_BACK_ONE = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2"
"""Reaches G down the right column, then steps left off it onto (4,2): the specification's
check (the last G walked back to P) scores it a success."""
PAST_G_ROUND = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3 1,2"
"""Reaches G along the bottom, then walks on up the right column and back along the top row to
(1,2): the part up to the last G is legal, a success by the specification's check."""
SKIP_20 = "1,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3"
"""Broken: jumps from P (1,0) to (3,0), over (2,0), then steps back once on the bottom row."""
WALL_22_32 = "1,0 1,1 1,2 1,3 2,3 2,2 3,2 4,2 4,3"
"""Broken: from (2,3) into the walls (2,2) and (3,2), then down to the bottom row."""
REVERSED = "4,3 4,2 4,1 4,0 3,0 2,0 1,0"
"""Broken: the bottom route written from G back to P."""
STOPS_42 = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2"
"""Broken: the bottom route with a step back, stopping at (4,2), one cell left of G."""
DIAG_11_20 = "1,0 1,1 2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: right to (1,1), then a diagonal step down-left to (2,0)."""
SMALL_TWO = "1,0 2,0"
"""Broken: the first step only."""

# == generated mazes (5x5) =================================================================
RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 0 1 1 P
1 G 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (3,4), G at (4,1)."""

RING_TR3_GP = """\
1 1 G 0 0
1 1 0 1 0
1 1 0 0 P
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G at (0,2), P at (2,4)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 0 0 1 1
P 1 0 1 1
0 0 G 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (3,0), G at (4,2)."""

RING_TL4_G00 = """\
G 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 P 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, G at (0,0), P at (3,3)."""

RING_MID3_G12 = """\
1 1 1 1 1
1 0 G 0 1
1 0 1 P 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, G at (1,2), P at (2,3)."""

MIRRORED = """\
1 1 1 1 1
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0"""
"""Valid: the original mirrored left to right (ring in columns 1-4, P at (1,4), G at (4,1))."""

RING_TOPMID3 = """\
1 G 0 0 1
1 0 1 P 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top, columns 1-3, G at (0,1), P at (1,3)."""

LOWER_PG = """\
1 1 1 1 1
1 1 1 1 1
0 0 0 1 1
p 1 0 1 1
0 0 g 1 1"""
"""Broken: :data:`RING_BL3` with p and g in lower case."""

S_AND_E = """\
1 E 0 0 1
1 0 1 S 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: :data:`RING_TOPMID3` with S and E for P and G."""

GAP_RING = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 0 1 1 P
1 G 0 1 0"""
"""Broken: :data:`RING_BR4` with (4,3) walled: G is reachable the long way round, but the
open cells are a hooked path, not a closed square."""

P_OUTSIDE = """\
P 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: a middle 3x3 ring with P in the walled corner (0,0): G is unreachable and P is not
on the ring."""

FOUR_COLS = """\
1 1 1 1
1 1 1 1
0 0 0 1
P 1 0 1
0 0 G 1"""
"""Broken: :data:`RING_BL3` without its last column: 5x4, not 5x5."""

TWO_GOALS_RING = """\
G 0 0 0 1
0 1 1 0 1
0 1 1 0 1
G 0 0 P 1
1 1 1 1 1"""
"""Broken: :data:`RING_TL4_G00` with a second G at (3,0)."""

ZEROS = """\
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0"""
"""Broken: all empty, no P, no G."""


# == solve: one move from P (1,0); legal moves (2,0) down and (1,1) right ====================
SOLVE: list[Reply] = [
    _c(
        "v17s_portuguese_line",
        "solve",
        "Acima de P há uma parede e à esquerda acaba a grade, então desço uma casa.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "portuguese",
    ),
    _c(
        "v17s_italian_direction",
        "solve",
        "Sopra c'è un muro, quindi mi sposto di una casella a destra.",
        (1, 1),
        None,
        "italian",
        why="hard: a single move given only as a direction ('a destra': right) is the "
        "neighbouring cell (ruling); Italian is one of the ten languages",
    ),
    _c(
        "v17s_russian_direction",
        "solve",
        "Сверху стена, слева край поля. Иду вниз на одну клетку.",
        (2, 0),
        None,
        "russian",
        why="hard: 'вниз' is Russian for down: the neighbouring cell below P (ruling)",
    ),
    _c(
        "v17s_korean_line",
        "solve",
        "위쪽은 벽이므로 오른쪽으로 한 칸 이동합니다.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "korean",
    ),
    _c(
        "v17s_dutch_direction",
        "solve",
        "Boven P zit een muur, dus ik ga één stap naar beneden.",
        U,
        None,
        "outside_languages",
        why="a direction in Dutch ('naar beneden'), a language outside the ten the rulings "
        "read; no cell is written",
    ),
    _c(
        "v17s_turkish_cell",
        "solve",
        "Sağdaki hücre boş, oraya gidiyorum.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "outside_languages",
        why="hard: the prose is Turkish, but the cell is in the prompt's form, read whatever "
        "the language",
    ),
    _c(
        "v17s_hindi_direction",
        "solve",
        "ऊपर दीवार है, इसलिए मैं एक खाना नीचे जाता हूँ।",
        U,
        None,
        "outside_languages",
        why="a direction in Hindi ('नीचे'), a language outside the ten; no cell is written",
    ),
    _c(
        "v17s_mixed_en_zh",
        "solve",
        "The cell above P is a wall, 所以我往右走一步，沿着第一行走。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "mixed_en_zh",
    ),
    _c(
        "v17s_table_row",
        "solve",
        "Here is my move:\n\n" + _table(("step", "from", "to"), [("1", "(1, 0)", "(2, 0)")]),
        (2, 0),
        None,
        "table_row",
        why="hard: the 'from' column restates P; the move is the 'to' cell of the one row",
    ),
    _c(
        "v17s_tldr_last",
        "solve",
        "The left column is open all the way down and the bottom row leads straight to G, so "
        "the downward start is as short as any.\n\nTL;DR: MOVE: (2, 0)",
        (2, 0),
        None,
        "tldr",
        why="hard: strictly 'TL;DR:' stands before the label on the final line",
    ),
    _c(
        "v17s_tldr_first_rederived_same",
        "solve",
        "TL;DR: go right, to (1, 1).\n\nLonger version: P is at the left end of row 1. Row 0 "
        "is all wall, so up is out, and left is off the grid. Row 1 reads P 0 0 0 1, so the "
        "cells (1, 1), (1, 2) and (1, 3) are open, and column 3 runs down to G at (4, 3). "
        "Stepping right onto (1, 1) therefore starts a six-move route.",
        (1, 1),
        None,
        "answer_first_rederived",
        why="hard: the answer comes first; the long re-derivation ends on the same cell",
    ),
    _c(
        "v17s_answer_first_rederives_other",
        "solve",
        "MOVE: (1, 1)\n\nLet me double-check by tracing a route. From (1, 0) the cell below, "
        "(2, 0), is open; the column continues to (4, 0), then (4, 1), (4, 2) and G at (4, 3). "
        "That is six moves, so (2, 0) is a good first step.",
        U,
        None,
        "answer_first_rederived",
        why="the answer line names (1, 1); the check after it ends on (2, 0) as 'a good first "
        "step' without saying whether it replaces the answer",
    ),
    _c(
        "v17s_wait_hmm_back_to_right",
        "solve",
        "Okay so P is at (1, 0). Go right to (1, 1)? Hmm, wait, is (1, 1) open? Row 1 is "
        "P 0 0 0 1, so yes. But wait, going down is just as short. Hmm. Actually no, I'll "
        "stay with right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "wait_hmm",
        why="hard: down is weighed in the middle; the final words and line keep right",
    ),
    _c(
        "v17s_wait_reversal_in_prose",
        "solve",
        "Right to (1, 1). Wait, no: down to (2, 0) keeps me on the outside wall, which I "
        "prefer. Hmm, either would work, but going with down.",
        (2, 0),
        None,
        "wait_hmm",
        why="hard: 'going with down' picks after the reversals; (2, 0) is the cell below P",
    ),
    _c(
        "v17s_backticks_line",
        "solve",
        "Right is open and leads along the top corridor.\n\n`MOVE: (1, 1)`",
        (1, 1),
        None,
        "backticks",
        why="hard: backticks make inline code, not bold or italic: strictly a format miss",
    ),
    _c(
        "v17s_lowercase_label",
        "solve",
        "the cell under P is empty.\nmove: (2, 0)",
        (2, 0),
        None,
        "label_case",
        why="hard: the label in lower case is clear flexibly; strictly not the prompt's MOVE:",
    ),
    _c(
        "v17s_final_move_label",
        "solve",
        "Both neighbours are open; I take the top corridor.\n\nFINAL MOVE: (1, 1)",
        (1, 1),
        None,
        "label_extra_words",
        why="hard: 'FINAL' before the label is an extra word strictly",
    ),
    _c(
        "v17s_my_move_label",
        "solve",
        "After checking the three sides of P:\nMY MOVE: (2, 0)",
        (2, 0),
        None,
        "label_extra_words",
    ),
    _c(
        "v17s_options_arrow_chosen",
        "solve",
        "1. (1, 1) (right)\n2. (2, 0) (down) → chosen",
        (2, 0),
        None,
        "options_chosen",
        why="hard: two options, the second marked chosen",
    ),
    _c(
        "v17s_heading_line",
        "solve",
        "Down is the straight corridor.\n\n# MOVE: (2, 0)",
        (2, 0),
        None,
        "heading_answer",
        why="hard: a heading mark before the label is a format miss strictly",
    ),
    _c(
        "v17s_emoji_arrow",
        "solve",
        "⬇️ Down to (2, 0) ✅",
        (2, 0),
        None,
        "emoji",
    ),
    _c(
        "v17s_html_div",
        "solve",
        '<div class="answer">Next cell: <code>(1, 1)</code></div>',
        (1, 1),
        None,
        "html",
    ),
    _c(
        "v17s_tool_call_direction",
        "solve",
        '{"name": "step", "arguments": {"direction": "DOWN"}}',
        (2, 0),
        None,
        "tool_call",
        why="hard: a tool call naming only a direction is one move given as a direction: the "
        "neighbouring cell (ruling)",
    ),
    _c(
        "v17s_one_based_said_prose",
        "solve",
        "Using 1-based numbering (row 1 is the top row, column 1 the left column), P is at row "
        "2, column 1, and I step to row 3, column 1.",
        (2, 0),
        None,
        "one_based_said",
        why="hard: said to count from 1: row 3, column 1 is the prompt's (2, 0), below P",
    ),
    _c(
        "v17s_column_row_said",
        "solve",
        "Writing positions as (x, y) = (column, row): P is (0, 1) and I go to (0, 2).",
        (2, 0),
        None,
        "convention_spelled",
        why="hard: pairs said to be (column, row): (0, 2) is row 2, column 0",
    ),
    _c(
        "v17s_same_line_twice",
        "solve",
        "I go right.\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repeated_answer",
        why="hard: the same line twice is one answer; the final line is exactly the format",
    ),
    _c(
        "v17s_confirmed_after",
        "solve",
        "MOVE: (2, 0)\n\nSelf-check: (2, 0) is row 2, column 0, a 0 directly below P. Legal "
        "and on a shortest route. Confirmed.",
        (2, 0),
        None,
        "self_check_after",
    ),
    _c(
        "v17s_refusal_policy",
        "solve",
        "Sorry, I can't take part in this. Could you tell me more about what the maze is for?",
        U,
        None,
        "refusal",
        why="declines and asks back; names no move",
    ),
    _c(
        "v17s_restates_question",
        "solve",
        "You asked for the next move from P = (1, 0) towards G = (4, 3) in this maze:\n"
        + ORIGINAL_MATRIX
        + "\n\nThe next cell is (2, 0).",
        (2, 0),
        None,
        "restates_question",
        why="hard: P's and G's cells and the maze are the question's; the answer is the last "
        "sentence",
    ),
    _c(
        "v17s_r1_long_changes_mind",
        "solve",
        "<think>\nAlright. The maze, row by row: 1 1 1 1 1 / P 0 0 0 1 / 0 1 1 0 1 / 0 1 1 0 1 "
        "/ 0 0 0 G 1. P is (1,0), G is (4,3). From P I can go right to (1,1) or down to "
        "(2,0). Right: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3), six moves. I'll go right. "
        "Wait, let me also count down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3), also six. "
        "Hmm. Equal. The down route stays on the grid's edge, which is easier to track, so "
        "down it is.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "long_thinking_changes_mind",
    ),
    _c(
        "v17s_think_draft_other",
        "solve",
        "<think>The top corridor is open, so MOVE: (1, 1). Actually both are six moves; down "
        "is tidier.</think>\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
        why="hard: the MOVE drafted inside the thinking is reasoning; the final line answers",
    ),
    _c(
        "v17s_gpt5_sentence",
        "solve",
        "I'd step down into (2, 0): the left column is a straight run to the bottom corridor.",
        (2, 0),
        None,
        "prose_only",
    ),
    _c(
        "v17s_cut_reasoning",
        "solve",
        "Let me think step by step. The maze is 5x5. Row 0 is all walls. Row 1 has P at "
        "column 0, then three empty cells and a wall. Row 2 has an empty cell at column 0,",
        U,
        None,
        "long_cut_off",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v17s_yaml_answer",
        "solve",
        "answer:\n  next: (1, 1)\n  why: the top corridor is open",
        (1, 1),
        None,
        "yaml",
    ),
    _c(
        "v17s_numbered_route_from_p",
        "solve",
        "Plan:\n1) (1, 0) - start\n2) (2, 0)\n3) (3, 0)\n4) (4, 0)\n5) (4, 1)\n6) (4, 2)\n"
        "7) (4, 3) - goal",
        (2, 0),
        None,
        "numbered_steps",
        why="hard: a numbered list that is a whole route from P's cell: its first step (ruling)",
    ),
    _c(
        "v17s_one_based_unsaid",
        "solve",
        "Next cell: (3, 1).",
        U,
        None,
        "one_based_unsaid",
        why="(3, 1) as written is a wall two rows away; counted from 1 it is (2, 0), below P: "
        "the counting is not said and it matters",
    ),
    _c(
        "v17s_qwen_think_zh_fullwidth",
        "solve",
        "<think>\n玩家在(1,0)。上面是墙，左边是边界。向右或者向下都可以……两条路一样长，选择向下。"
        "\n</think>\n\n我选择向下移动。\nMOVE：（2，0）",
        (2, 0),
        None,
        "qwen_zh_fullwidth",
        why="hard: full-width colon and brackets are not the prompt's line strictly",
    ),
    _c(
        "v17s_llama_json_fenced",
        "solve",
        '```json\n{"next_move": {"row": 1, "column": 1}, "reason": "open cell to the right"}\n```',
        (1, 1),
        None,
        "json",
    ),
    _c(
        "v17s_bold_label_and_value",
        "solve",
        "Straight down the left side.\n\n**MOVE:** **(2, 0)**",
        (2, 0),
        (2, 0),
        "bold_line",
        why="hard: inline bold around the label and the value is tolerated strictly",
    ),
    # -- the real small models' habits (SmolLM2, Gemma 3 270M), new wordings -----------------
    _c(
        "v17s_small_column_only",
        "solve",
        "You can move to the 2nd column. The 2nd column is empty.",
        U,
        None,
        "small_ordinals",
        why="a column in ordinal words and no row: no cell is named",
    ),
    _c(
        "v17s_small_two_cells",
        "solve",
        "You can move to the right cell (1, 1) and you can move to the bottom cell (2, 0).",
        U,
        None,
        "small_two_cells",
        why="two cells offered, no choice between them",
    ),
    _c(
        "v17s_small_restates_rows",
        "solve",
        "The maze is:\n" + ORIGINAL_MATRIX + "\nThe player is P. The goal is G.",
        U,
        None,
        "small_restates_maze",
        why="the question's maze written back; no move is named",
    ),
    _c(
        "v17s_small_unclosed_bracket",
        "solve",
        "The player goes down.\nMOVE: (2, 0",
        (2, 0),
        None,
        "small_half_label",
        why="hard: the closing bracket is missing but the reply ended by itself (not cut off) "
        "and its direction agrees: the cell is clear; strictly a format miss",
    ),
    _c(
        "v17s_small_rules_echo_cut",
        "solve",
        "- 1 is a wall, 0 is an empty cell, P is the player, G is the goal.\n"
        "- 1 is a wall, 0 is an empty cell, P is the player, G is the goal.\n"
        "- 1 is a wall, 0 is",
        U,
        None,
        "small_echo",
        why="the prompt's legend repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v17s_small_ordinal_row_and_column",
        "solve",
        "You are on the 2nd row of the 1st column. You move to the 3rd row of the 1st column.",
        (2, 0),
        None,
        "small_ordinals",
        why="hard: ordinal words count from 1 by their meaning, and the reply places P "
        "correctly in them (2nd row, 1st column = (1, 0)); the 3rd row of the 1st column is "
        "(2, 0)",
    ),
    _c(
        "v17s_small_up_into_wall",
        "solve",
        "The player moves up.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "small_wrong_move",
        why="hard: a wrong move (a wall) given clearly and exactly in the format is read as "
        "written",
    ),
]

# == one-shot path on ORIGINAL ==============================================================
ONE_SHOT: list[Reply] = [
    _c(
        "v17o_portuguese",
        "one_shot",
        "O caminho desce pela coluna da esquerda e segue pela linha de baixo até a meta.\n\n"
        "PATH: " + _path(DOWN),
        S,
        True,
        "portuguese",
    ),
    _c(
        "v17o_italian_words_only",
        "one_shot",
        "Scendo tre volte, poi vado a destra tre volte fino all'obiettivo.",
        F,
        False,
        "italian",
        why="hard: a route given only in direction words (Italian, read) is a fail (ruling)",
    ),
    _c(
        "v17o_russian",
        "one_shot",
        "Путь: вниз по левому столбцу, затем вправо по нижней строке.\nPATH: " + _path(DOWN),
        S,
        True,
        "russian",
    ),
    _c(
        "v17o_korean",
        "one_shot",
        "윗줄을 따라 오른쪽으로 간 다음 오른쪽 열을 따라 내려갑니다.\nPATH: " + _path(RIGHT),
        S,
        True,
        "korean",
    ),
    _c(
        "v17o_dutch_prose_path",
        "one_shot",
        "Eerst naar rechts en even terug naar P, dan de bovenste rij en de rechterkolom, met nog "
        "één stap terug.\n"
        "PATH: " + _path(TOP_BACKSTEPS),
        S,
        True,
        "outside_languages",
        why="hard: Dutch prose, but the route is in the prompt's form, read whatever the "
        "language; the detour back onto P is legal",
    ),
    _c(
        "v17o_table_rows",
        "one_shot",
        _table(("step", "cell"), [(str(i), _path(cell)) for i, cell in enumerate(DOWN.split())]),
        S,
        False,
        "table_row",
    ),
    _c(
        "v17o_tldr",
        "one_shot",
        "Going round the bottom, with a step back on each side.\n\nTL;DR: PATH: "
        + _path(LEFT_BACKSTEPS),
        S,
        False,
        "tldr",
        why="hard: a legal route; strictly 'TL;DR:' stands before the label",
    ),
    _c(
        "v17o_answer_first_rederived_same",
        "one_shot",
        "PATH: "
        + _path(RIGHT)
        + "\n\nDerivation: from (1, 0) the top row is open to (1, 3); column 3 is open from "
        "(1, 3) down to G at (4, 3). Joining them gives (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) "
        "(3, 3) (4, 3), as above.",
        S,
        False,
        "answer_first_rederived",
        why="hard: the re-derivation ends on the same route as the answer line",
    ),
    _c(
        "v17o_answer_first_rederives_other",
        "one_shot",
        "PATH: "
        + _path(RIGHT)
        + "\n\nDerivation: start at (1, 0), go down to (2, 0), (3, 0), (4, 0), then right to "
        "(4, 1), (4, 2) and (4, 3). Done.",
        U,
        False,
        "answer_first_rederived",
        why="the re-derivation after the PATH line spells out a different route and does not "
        "say which one is the answer",
    ),
    _c(
        "v17o_wait_reversal",
        "one_shot",
        "Start (1,0), go right... wait, or down first? Hmm, no, right: I stepped back onto P once "
        "and back up the right column once while checking, and that is still a legal walk, so "
        "I write it as I walked it.\n\nPATH: " + _path(TOP_BACKSTEPS),
        S,
        True,
        "wait_hmm",
    ),
    _c(
        "v17o_backticks",
        "one_shot",
        "`PATH: " + _path(DOWN) + "`",
        S,
        False,
        "backticks",
    ),
    _c(
        "v17o_lowercase_label",
        "one_shot",
        "my route, written out:\npath: " + _path(RIGHT),
        S,
        False,
        "label_case",
    ),
    _c(
        "v17o_final_path_label",
        "one_shot",
        "FINAL PATH: " + _path(LEFT_BACKSTEPS),
        S,
        False,
        "label_extra_words",
    ),
    _c(
        "v17o_options_chosen_valid",
        "one_shot",
        "1. PATH: " + _path(SKIP_20) + " (5 moves)\n2. PATH: " + _path(RIGHT) + " (6 moves) → "
        "chosen",
        S,
        False,
        "options_chosen",
        why="hard: the option marked chosen is the legal one; the first jumps over a cell",
    ),
    _c(
        "v17o_options_chosen_broken",
        "one_shot",
        "Option 1 → PATH: " + _path(DOWN) + "\nOption 2 → PATH: " + _path(DIAG_11_20) + "\n\n"
        "Chosen: option 2 (shorter).",
        F,
        False,
        "options_chosen",
        why="hard: the chosen option steps diagonally; the legal one was not chosen",
    ),
    _c(
        "v17o_past_g_back_one",
        "one_shot",
        "PATH: " + _path(PAST_G_BACK_ONE),
        S,
        True,
        "past_goal",
        why="hard: one cell after G; the specification's check (last G walked back to P) passes",
    ),
    _c(
        "v17o_past_g_round",
        "one_shot",
        "I kept walking round the ring after the goal.\nPATH: " + _path(PAST_G_ROUND),
        S,
        True,
        "past_goal",
        why="hard: walks on four cells after G; the part up to the last G is legal",
    ),
    _c(
        "v17o_through_col2",
        "one_shot",
        "Along the top, then in through the middle to the bottom row.\nPATH: " + _path(WALL_22_32),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v17o_reversed",
        "one_shot",
        "Working backwards from the goal:\nPATH: " + _path(REVERSED),
        F,
        False,
        "broken_route",
        why="hard: the route is written from G to P; the prompt asks from P's cell to G's",
    ),
    _c(
        "v17o_stops_left_of_g",
        "one_shot",
        "PATH: " + _path(STOPS_42),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v17o_diagonal",
        "one_shot",
        "Right first, then cutting back to the left column.\nPATH: " + _path(DIAG_11_20),
        F,
        False,
        "broken_route",
    ),
    _c(
        "v17o_one_based_said_words",
        "one_shot",
        "Rows and columns are numbered from 1 here (1-indexed), so P is row 2, column 1.\n"
        "PATH: (2, 1) (3, 1) (4, 1) (5, 1) (5, 2) (5, 3) (5, 4)",
        S,
        False,
        "one_based_said",
        why="hard: said to count from 1: converted, the bottom route; strictly a format miss",
    ),
    _c(
        "v17o_cut_thinking",
        "one_shot",
        "<think>\nP at (1,0), G at (4,3). The open cells: row 1 columns 0-3, column 0 rows 1-4, "
        "row 4 columns 0-3, column 3 rows 1-4. So two routes. Let me write the right one: "
        "(1,0) (1,1) (1,2)",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v17o_small_template_echo",
        "one_shot",
        "PATH: (0, 0) (0, 1) (1, 1) (row, col) (row, col) ...",
        U,
        False,
        "small_echo",
        why="the prompt's example and template echoed, not a route of its own",
    ),
    _c(
        "v17o_small_maze_rows",
        "one_shot",
        "The path is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        U,
        False,
        "small_restates_maze",
        why="the first rows of the question's maze written back; no cells are named",
    ),
    _c(
        "v17o_small_first_step_only",
        "one_shot",
        "PATH: " + _path(SMALL_TWO),
        F,
        False,
        "small_stops_short",
        why="hard: a committed path of one step that never reaches G is a fail, not unclear",
    ),
    _c(
        "v17o_small_back_and_forth",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) "
        "(1, 1) (1,",
        U,
        False,
        "small_repeating",
        why="two cells repeated until cut off by max_tokens",
        finish_reason=L,
    ),
]

# == recognize (the true shape is the square) ===============================================
RECOGNIZE: list[Reply] = [
    _c(
        "v17r_portuguese_name",
        "recognize",
        "As células vazias contornam um bloco de paredes.\nSHAPE: quadrado",
        U,
        False,
        "portuguese",
        why="a shape named only in Portuguese: unreadable by the issue's rule",
    ),
    _c(
        "v17r_italian_prose",
        "recognize",
        "Le celle vuote formano insieme un quadrato cavo.",
        U,
        False,
        "italian",
        why="a shape named only in Italian: unreadable by the issue's rule",
    ),
    _c(
        "v17r_russian_name",
        "recognize",
        "SHAPE: квадрат",
        U,
        False,
        "russian",
        why="a shape named only in Russian: unreadable by the issue's rule",
    ),
    _c(
        "v17r_korean_name",
        "recognize",
        "빈 칸들이 벽 블록을 둘러싸고 있습니다.\nSHAPE: 정사각형",
        U,
        False,
        "korean",
        why="a shape named only in Korean: unreadable by the issue's rule",
    ),
    _c(
        "v17r_turkish_prose_english_line",
        "recognize",
        "Boş hücreler bir çerçeve oluşturuyor.\nSHAPE: square",
        "square",
        True,
        "outside_languages",
        why="hard: the prose is Turkish but the name on the answer line is English",
    ),
    _c(
        "v17r_mixed_zh_en_sentence",
        "recognize",
        "这些空格围成一个正方形 (a square)，中间是墙。",
        "square",
        False,
        "mixed_en_zh",
        why="hard: the Chinese and the English name the same shape",
    ),
    _c(
        "v17r_zh_line_with_english",
        "recognize",
        "The open cells go round a 2x2 block.\nSHAPE: square（正方形）",
        "square",
        False,
        "mixed_en_zh",
        why="hard: the Chinese gloss on the answer line (full-width brackets) is not the English "
        "name alone: strictly a format miss",
    ),
    _c(
        "v17r_titlecase_label",
        "recognize",
        "Four equal sides round the walls.\nShape: Square",
        "square",
        False,
        "label_case",
    ),
    _c(
        "v17r_final_shape_box",
        "recognize",
        "The zeros, P and G make a closed frame.\nFINAL SHAPE: box",
        "square",
        False,
        "label_extra_words",
        why="hard: box is the specification's name for the square; 'FINAL' is an extra word",
    ),
    _c(
        "v17r_heading_line",
        "recognize",
        "Four straight sides of four cells each.\n\n## SHAPE: square",
        "square",
        False,
        "heading_answer",
    ),
    _c(
        "v17r_tldr_first",
        "recognize",
        "TL;DR: a square ring.\n\nIn detail: row 1 is open from column 0 to 3, row 4 likewise, "
        "and columns 0 and 3 are open from row 1 to row 4. Those four runs meet at their ends, "
        "so the outline closes into a square around the walls at (2,1), (2,2), (3,1), (3,2).",
        "square",
        False,
        "tldr",
        why="hard: the answer first, then a re-derivation that reaches the same shape",
    ),
    _c(
        "v17r_answer_then_doubt_other",
        "recognize",
        "SHAPE: square\n\nLooking again, P sits in the corner where the outline starts, so the "
        "open cells read more like a C opening to the left.",
        U,
        False,
        "answer_first_rederived",
        why="after the answer line the reply describes a C without saying it changes the answer",
    ),
    _c(
        "v17r_wait_hmm",
        "recognize",
        "Hmm, the zeros go round the middle. Wait, is it a C? The right column is open too... "
        "hmm, and so is the bottom row. No gap anywhere.\nSHAPE: square",
        "square",
        True,
        "wait_hmm",
    ),
    _c(
        "v17r_think_then_sentence",
        "recognize",
        "<think>Spiral? No, it never turns inwards. Triangle? No diagonal. The open cells are "
        "the border of a 4x4 block.</think>\nThe empty cells form a square.",
        "square",
        False,
        "think_closed",
    ),
    _c(
        "v17r_backticks_value",
        "recognize",
        "SHAPE: `square`",
        "square",
        False,
        "backticks",
        why="hard: backticks around the name are inline code, not bold or italic: strictly a "
        "format miss",
    ),
    _c(
        "v17r_rectangle_like",
        "recognize",
        "All four sides are straight and equally long.\nSHAPE: rectangle-like",
        "square",
        True,
        "variant",
        why="hard: 'rectangle-like' is the specification's name for the square",
    ),
    _c(
        "v17r_square_or_rectangle",
        "recognize",
        "The open cells form either a square or a rectangle, depending on how you count the "
        "corners.",
        "square",
        False,
        "hedge_same_shape",
        why="hard: both hedged names are the square by the specification's variants "
        "(rectangle-like), so the hedge does not leave the shape open",
    ),
    _c(
        "v17r_helix",
        "recognize",
        "The path winds round and round.\nSHAPE: helix",
        "spiral",
        False,
        "wrong_shape",
    ),
    _c(
        "v17r_trilateral",
        "recognize",
        "SHAPE: trilateral",
        "triangle",
        False,
        "wrong_shape",
    ),
    _c(
        "v17r_zigzag_zh",
        "recognize",
        "空格像之字形一样来回转折。\nSHAPE: 之字形",
        "Z",
        False,
        "wrong_shape",
        why="hard: 之字形 is Chinese for zigzag, the specification's name for the Z",
    ),
    _c(
        "v17r_table_row",
        "recognize",
        _table(("shape", "confidence"), [("square", "high")]),
        "square",
        False,
        "table_row",
    ),
    _c(
        "v17r_refusal_images",
        "recognize",
        "I'm not able to interpret shapes in grids reliably, so I'd rather not name one.",
        U,
        False,
        "refusal",
        why="declines; names no shape",
    ),
    _c(
        "v17r_cut_listing",
        "recognize",
        "Let me map the open cells. (1,0) P, (1,1), (1,2), (1,3); then (2,0), (2,3); (3,0), "
        "(3,3); and row 4: (4,0), (4,1), (4,2), (4,3) G. So the cells form the outline of a",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens just before the shape is named",
        finish_reason=L,
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v17r_small_triangle_four_sides",
        "recognize",
        "The empty cells form a triangle with 4 sides.",
        "triangle",
        False,
        "small_wrong_words",
        why="hard: the one shape named is a triangle; '4 sides' does not name another shape",
    ),
    _c(
        "v17r_small_question_echo_cut",
        "recognize",
        "What geometric shape do the empty cells form together? What geometric shape do the "
        "empty cells form together? What geometric shape do the empty",
        U,
        False,
        "small_echo",
        why="the question repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v17r_small_angle_brackets",
        "recognize",
        "The shape is square.\nSHAPE: <square>",
        "square",
        False,
        "small_half_label",
        why="hard: the template's angle brackets kept round a clear name; strictly a miss",
    ),
    _c(
        "v17r_small_count_only",
        "recognize",
        "The empty cells form 12. The empty cells form 12.",
        U,
        False,
        "small_repeating",
        why="a count, repeated; no shape is named",
    ),
]

# == generate (matrix asked unless encoding says so) =========================================
GENERATE: list[Reply] = [
    _c("v17g_plain_br4", "generate", "MAZE:\n" + RING_BR4, S, True, "plain"),
    _c(
        "v17g_portuguese",
        "generate",
        "Aqui está o novo labirinto, com um anel menor no canto superior direito:\n\nMAZE:\n"
        + RING_TR3_GP,
        S,
        True,
        "portuguese",
    ),
    _c(
        "v17g_italian",
        "generate",
        "Ecco un nuovo labirinto: un anello 3x3 in basso a sinistra.\nMAZE:\n" + RING_BL3,
        S,
        True,
        "italian",
    ),
    _c(
        "v17g_russian",
        "generate",
        "Новый лабиринт: кольцо 4x4 в левом верхнем углу, цель в углу.\nMAZE:\n" + RING_TL4_G00,
        S,
        True,
        "russian",
    ),
    _c(
        "v17g_korean",
        "generate",
        "가운데에 3x3 고리를 두었습니다.\nMAZE:\n" + RING_MID3_G12,
        S,
        True,
        "korean",
    ),
    _c(
        "v17g_mirrored",
        "generate",
        "I mirrored the original left to right, so the ring sits in columns 1-4.\nMAZE:\n"
        + MIRRORED,
        S,
        True,
        "mirrored",
        why="hard: a mirror image of the original ring is the same shape and not an identical copy",
    ),
    _c(
        "v17g_tldr_first",
        "generate",
        "TL;DR: same square outline, smaller, at the top.\n\nMAZE:\n" + RING_TOPMID3,
        S,
        True,
        "tldr",
    ),
    _c(
        "v17g_fixed_second_valid",
        "generate",
        "MAZE:\n"
        + TWO_GOALS_RING
        + "\n\nWait, that has two goals. Here is the fixed version:\n\nMAZE:\n"
        + RING_TL4_G00,
        S,
        True,
        "fixed_second_maze",
        why="hard: the second maze is labelled the fix of the first and replaces it; it ends "
        "the reply exactly in the format",
    ),
    _c(
        "v17g_fixed_second_broken",
        "generate",
        "MAZE:\n"
        + RING_BR4
        + "\n\nHmm, let me make the ring a bit more interesting. Fixed version:\nMAZE:\n"
        + GAP_RING,
        F,
        False,
        "fixed_second_maze",
        why="hard: the 'fixed' second maze replaces the good first one and is broken (a gap in "
        "the ring)",
    ),
    _c(
        "v17g_fixed_then_note",
        "generate",
        "MAZE:\n"
        + S_AND_E
        + "\n\nOops, the format wants P and G. Fixed:\nMAZE:\n"
        + RING_TOPMID3
        + "\n\nThis keeps the same 3x3 outline as before.",
        S,
        False,
        "fixed_second_maze",
        why="hard: the fix replaces the S/E maze; strictly the note after it is a miss",
    ),
    _c(
        "v17g_fixed_cut_off",
        "generate",
        "MAZE:\n"
        + RING_MID3_G12
        + "\n\nActually, let me double check the ring... it's fine, but here is a fixed version "
        "with P further from G:\nMAZE:\n1 1 1 1 1\n1 P 0 0 1\n1 0 1",
        U,
        False,
        "fixed_second_maze",
        why="the 'fixed' second maze is cut off by max_tokens before it is complete",
        finish_reason=L,
    ),
    _c(
        "v17g_lowercase_label",
        "generate",
        "Maze:\n" + RING_BL3,
        S,
        False,
        "label_case",
    ),
    _c(
        "v17g_new_maze_label",
        "generate",
        "NEW MAZE:\n" + RING_TR3_GP,
        S,
        False,
        "label_extra_words",
    ),
    _c(
        "v17g_check_after",
        "generate",
        "MAZE:\n"
        + MIRRORED
        + "\n\nCheck: one P, one G, G reachable along the ring, same size, not identical. ✓",
        S,
        False,
        "self_check_after",
    ),
    _c(
        "v17g_json_rows",
        "generate",
        '{"maze": [[1, 1, 1, 1, 1], [1, 0, "G", 0, 1], [1, 0, 1, "P", 1], [1, 0, 0, 0, 1], '
        "[1, 1, 1, 1, 1]]}",
        S,
        False,
        "json",
        why="hard: the matrix as a JSON list of rows, P and G as strings: the maze is clear "
        '(the issue lists {"maze": [...]} among the wrappings to read)',
    ),
    _c("v17g_lower_pg", "generate", "MAZE:\n" + LOWER_PG, F, False, "broken_maze"),
    _c(
        "v17g_s_and_e",
        "generate",
        "S is the start, E the exit.\nMAZE:\n" + S_AND_E,
        F,
        False,
        "start_end",
        why="hard: S/E for P/G is a fail even when the reply says what they mean (ruling)",
    ),
    _c("v17g_p_outside", "generate", "MAZE:\n" + P_OUTSIDE, F, False, "broken_maze"),
    _c("v17g_four_cols", "generate", "MAZE:\n" + FOUR_COLS, F, False, "broken_maze"),
    _c(
        "v17g_hedge_two",
        "generate",
        "Here is one option:\nMAZE:\n"
        + RING_BL3
        + "\n\nOr, if you prefer it in the corner:\nMAZE:\n"
        + RING_TL4_G00,
        U,
        False,
        "alternatives",
        why="two mazes offered, the second as 'if you prefer', no pick",
    ),
    _c(
        "v17g_coord_valid",
        "generate",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v17g_coord_asked_matrix_given",
        "generate",
        "MAZE:\n" + RING_TR3_GP,
        F,
        False,
        "wrong_encoding",
        why="hard: a valid ring, but in the matrix where the coordinate list was asked (ruling)",
        encoding="coord_list",
    ),
    _c(
        "v17g_coord_gap",
        "generate",
        "Ring in the bottom-right.\nMAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v17g_coord_fixed_second",
        "generate",
        "MAZE:\n"
        + coord_list(P_OUTSIDE)
        + "\n\nP is cut off from G there. Fixed version:\nMAZE:\n"
        + coord_list(RING_MID3_G12),
        S,
        True,
        "fixed_second_maze",
        why="hard: the fixed coordinate list replaces the unreachable one and ends the reply",
        encoding="coord_list",
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v17g_small_copy_labelled",
        "generate",
        "Here is the new maze.\nMAZE:\n" + ORIGINAL_MATRIX + "\nThe maze is new.",
        F,
        False,
        "small_restates_maze",
        why="hard: the question's maze written back unchanged (an identical copy), whatever "
        "the reply claims",
    ),
    _c(
        "v17g_small_zeros",
        "generate",
        "MAZE:\n" + ZEROS,
        F,
        False,
        "small_digit_grid",
    ),
    _c(
        "v17g_small_one_row",
        "generate",
        "MAZE: 1 1 1 1 1",
        F,
        False,
        "small_one_row",
        why="hard: one row of walls is a committed maze, the wrong size and with no P or G",
    ),
    _c(
        "v17g_small_requirements_echo",
        "generate",
        "- exactly one player P and one goal G, both on empty cells;\n- exactly one player P "
        "and one goal G, both on empty cells;\n- exactly one player P and one goal",
        U,
        False,
        "small_echo",
        why="a requirement of the prompt repeated until cut off by max_tokens",
        finish_reason=L,
    ),
]

# == puzzle (2x2 board; square index 2 * row + col) ==========================================
PUZZLE: list[Reply] = [
    _c(
        "v17p_square_n_plain",
        "puzzle",
        "Square 2's open end faces left, off the board; a clockwise turn sends it up.\n"
        "ROTATE: square 2 clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _c(
        "v17p_portuguese",
        "puzzle",
        "Giro o quadrado (0, 1) no sentido horário.",
        (1, CW),
        False,
        "portuguese",
    ),
    _c(
        "v17p_italian",
        "puzzle",
        "ROTATE: (1, 1) in senso antiorario",
        (3, CCW),
        False,
        "italian",
    ),
    _c(
        "v17p_russian",
        "puzzle",
        "Поворачиваю клетку (1, 0) по часовой стрелке.",
        (2, CW),
        False,
        "russian",
    ),
    _c(
        "v17p_korean",
        "puzzle",
        "ROTATE: (0, 0) 반시계 방향",
        (0, CCW),
        False,
        "korean",
        why="hard: '반시계 방향' is Korean for counterclockwise",
    ),
    _c(
        "v17p_dutch",
        "puzzle",
        "ROTATE: (0, 1) met de klok mee",
        U,
        False,
        "outside_languages",
        why="the turn in Dutch ('met de klok mee'), a language outside the ten",
    ),
    _c(
        "v17p_turkish_english_line",
        "puzzle",
        "Sol üstteki kare dönmeli.\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "outside_languages",
        why="hard: Turkish prose, but the answer line is the prompt's own words",
    ),
    _c(
        "v17p_mixed_en_zh",
        "puzzle",
        "把 (1, 1) 顺时针 rotate 一下就通了。",
        (3, CW),
        False,
        "mixed_en_zh",
    ),
    _c(
        "v17p_pipe_and_place",
        "puzzle",
        "The top-left elbow points off the board; turn the top-left elbow counterclockwise.",
        (0, CCW),
        False,
        "pipe_description",
        why="hard: the square is named by its pipe and its place: top-left is square 0",
    ),
    _c(
        "v17p_pipe_bottom_right_straight",
        "puzzle",
        "The straight pipe in the bottom-right corner is lying the wrong way. Give it a "
        "clockwise quarter turn.",
        (3, CW),
        False,
        "pipe_description",
    ),
    _c(
        "v17p_options_chosen",
        "puzzle",
        "1. ROTATE: (0, 0) clockwise\n2. ROTATE: (1, 0) counterclockwise → chosen",
        (2, CCW),
        False,
        "options_chosen",
    ),
    _c(
        "v17p_titlecase_label",
        "puzzle",
        "Rotate: (0, 1) clockwise",
        (1, CW),
        False,
        "label_case",
    ),
    _c(
        "v17p_my_move_label",
        "puzzle",
        "MY MOVE: ROTATE: square 1 clockwise",
        (1, CW),
        False,
        "label_extra_words",
    ),
    _c(
        "v17p_backticks",
        "puzzle",
        "That frees the right edge.\n`ROTATE: (1, 1) counterclockwise`",
        (3, CCW),
        False,
        "backticks",
    ),
    _c(
        "v17p_tldr",
        "puzzle",
        "The bottom-left pipe's open end faces left, off the board; a clockwise turn sends it "
        "up into (0, 0).\n\nTL;DR: ROTATE: (1, 0) clockwise",
        (2, CW),
        False,
        "tldr",
    ),
    _c(
        "v17p_answer_first_rederives_other",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nWorking it through: (0, 0) reaches top and right, and the "
        "top end points off the board. Clockwise would move the top end to the right and the "
        "right end down; counterclockwise would move the top end to the left, off the board "
        "again. Counterclockwise on (0, 1) is what actually closes the gap.",
        U,
        False,
        "answer_first_rederived",
        why="the explanation after the answer line ends on a different square and turn without "
        "saying it changes the answer",
    ),
    _c(
        "v17p_wait_reversal",
        "puzzle",
        "Clockwise on (0, 1)... wait, that points its end off the right edge. Hmm. "
        "Counterclockwise then.\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "wait_hmm",
    ),
    _c(
        "v17p_second_square",
        "puzzle",
        "Turn the second square counterclockwise.",
        (1, CCW),
        False,
        "ordinal_square",
        why="hard: the second square, row by row from the top left as the prompt numbers "
        "them, is square 1 (ruling)",
    ),
    _c(
        "v17p_numbered_one_to_four_said",
        "puzzle",
        "(I number the squares 1 to 4 in reading order.) Turn square 1 clockwise.",
        (0, CW),
        False,
        "one_based_said",
        why="hard: said to number the squares from 1: square 1 is the prompt's square 0",
    ),
    _c(
        "v17p_anticlockwise",
        "puzzle",
        "ROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "direction_spelling",
        why="hard: anticlockwise is counterclockwise; strictly only the prompt's two words",
    ),
    _c(
        "v17p_heading",
        "puzzle",
        "### ROTATE: (1, 1) clockwise",
        (3, CW),
        False,
        "heading_answer",
    ),
    _c(
        "v17p_table_row",
        "puzzle",
        _table(("square", "turn"), [("(1, 0)", "counterclockwise")]),
        (2, CCW),
        False,
        "table_row",
    ),
    _c(
        "v17p_tool_call",
        "puzzle",
        '{"name": "turn_square", "arguments": {"square": [0, 1], "direction": "counterclockwise"}}',
        (1, CCW),
        False,
        "tool_call",
    ),
    _c(
        "v17p_cannot_decide",
        "puzzle",
        "(0, 0) clockwise and (0, 1) counterclockwise look equally good; I can't decide "
        "between them.",
        U,
        False,
        "hedge",
        why="two moves offered as equal, no pick",
    ),
    _c(
        "v17p_cut_off",
        "puzzle",
        "<think>\nThe board: square 0 reaches top and right; square 1 reaches left and bottom; "
        "square 2 reaches left and top; square 3",
        U,
        False,
        "long_cut_off",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    # -- the real small models' habits -------------------------------------------------------
    _c(
        "v17p_small_naming_echo",
        "puzzle",
        "Squares are named (row, col): row 0 is the top row. Squares are named (row, col): row "
        "0 is the top row. Squares are named",
        U,
        False,
        "small_echo",
        why="the prompt's naming rule repeated until cut off by max_tokens",
        finish_reason=L,
    ),
    _c(
        "v17p_small_no_direction",
        "puzzle",
        "You rotate the square.\nROTATE: (1, 0)",
        U,
        False,
        "small_half_label",
        why="a square with no direction",
    ),
    _c(
        "v17p_small_both_directions",
        "puzzle",
        "You turn the first square clockwise and counterclockwise.",
        U,
        False,
        "small_wrong_words",
        why="both directions at once: no turn is committed",
    ),
    _c(
        "v17p_small_fourth_square",
        "puzzle",
        "The 4th square is turned clockwise.",
        (3, CW),
        False,
        "small_ordinals",
        why="hard: the 4th square row by row from the top left is square 3 (ruling)",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The seventeenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads the earlier sets.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v17", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v17.py: counts, no reader
    print_counts(all_cases(), problems())

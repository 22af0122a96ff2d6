"""A ninth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v8`` were read for the
data format and the labelling conventions (their hard calls) only; the replies, mazes, routes and
wordings here are new, and no model was run this round: every reply is written.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, a choice made in words picks among the options it lists, drafts
inside ``<think>``/``<thinking>`` are reasoning, notes after the answer are not the answer), else
:data:`UNREADABLE` (cut off by ``max_tokens`` before its answer line, alternatives with no
choice, no answer, only thinking, the prompt's template or example echoed, a language the study
does not read). A name that is neither a shape nor a variant the specification lists for it
reads as ``"none"``. Rulings kept from the earlier sets: a maze in the encoding not asked is a
fail; a one-shot route given only in direction words is a fail; a single solve move given only
as a direction (``MOVE: down``, 向右) is the neighbouring cell in that direction; a matrix maze
must write P and G (S/E is a fail).

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, LaTeX,
JSON or tags, while inline markdown bold or italic around the label or the value is tolerated;
``SHAPE: <name>`` with any English name of the right shape (no angle brackets kept, no Chinese);
``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N``; a
path's cells separated by spaces only (arrows or commas are a format miss); ASCII punctuation;
and the answer right (``solve``: the cell read there; ``puzzle``: the line well formed, since
these replies have no board to be right against).

Styles: GPT-4o/4.1/o3/GPT-5 (``###`` headings, check-mark lists, ``<answer>`` tags, offers
after the answer, one-liners), Claude 4 (``<thinking>``, "On reflection", caveats and offers
after the answer), Gemini 2.5 (emoji, bold "Next move", bullet plans), Qwen2.5/Qwen3 (Chinese,
full-width digits, brackets and colons, ``<think>`` closed, empty or cut off), DeepSeek-R1/V3
("Hmm", "Wait", ``\\boxed{}``, "**Final Answer**"), Llama 3/4 (JSON, "Step 1:"), Mistral
(code fences, title-case labels), Phi-4 ("Solution:", display LaTeX, numbered lists), Gemma 3
(wordy bold labels, markdown tables) and small models (the prompt or the maze echoed, restating
P and G, repetition, rambling, truncation with ``finish_reason`` ``"length"``). Unclear cases
and hard calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v8 (solve most, then the puzzle and generation, recognition and the
one-shot path). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal
moves (2,0) down and (1,1) right; valid routes :data:`DOWN`, :data:`RIGHT`, :data:`WANDER`);
the generated mazes are this module's square rings (:data:`RING_BL`, :data:`RING_TR`,
:data:`RING_BR`, :data:`RING_LOW`, :data:`BIG_TR`, :data:`SHIFTED`) and broken mazes; puzzle
replies are for a 2x2 board (square index ``2 * row + col``). The split is
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
_coord = coord_list
_path = path_text


DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""The left-and-bottom route from P to G on ORIGINAL (valid, six moves)."""
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""The top-and-right route from P to G on ORIGINAL (valid, six moves)."""
WANDER = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""A valid walk that steps back once along the top corridor before taking the right side."""
HOP = "1,0 2,0 4,0 4,1 4,2 4,3"
"""Broken: jumps from (2,0) to (4,0), skipping (3,0)."""
SHORT = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one step before G."""
THROUGH = "1,0 2,0 2,1 2,2 2,3 3,3 4,3"
"""Broken: crosses row 2 through the walls (2,1) and (2,2)."""
SWAPPED_AXES = "0,1 0,2 0,3 0,4 1,4 2,4 3,4"
"""Broken: :data:`DOWN` written as (col, row), which on the grid is the top wall row."""

RING_BL = """\
1 1 1 1 1
1 1 1 1 1
0 0 G 1 1
0 1 0 1 1
P 0 0 1 1"""
"""Valid: a 3x3 square ring in the bottom-left corner, P at (4,0), G at (2,2)."""

RING_TR = """\
1 1 0 P 0
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the top-right corner, P at (0,3), G at (2,2)."""

RING_BR = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 G
1 1 0 1 0
1 1 P 0 0"""
"""Valid: a 3x3 square ring in the bottom-right corner, P at (4,2), G at (2,4)."""

RING_LOW = """\
1 1 1 1 1
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 G 0 0 1"""
"""Valid: a 3x3 square ring at the bottom middle, P at (2,2), G at (4,1)."""

BIG_TR = """\
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-right corner, P at (3,1), G at (0,4)."""

SHIFTED = """\
1 1 1 1 1
0 0 0 P 1
0 1 1 0 1
0 1 1 0 1
G 0 0 0 1"""
"""ORIGINAL's ring with P at (1,3) and G at (4,0): the same cells, not an identical copy."""

L_EDGE = """\
P 0 0 0 0
1 1 1 1 0
1 1 1 1 0
1 1 1 1 0
1 1 1 1 G"""
"""Broken: an L along the top and right edges, not a square."""

SMALL_PLUS = """\
1 1 1 1 1
1 1 0 1 1
1 P 0 G 1
1 1 0 1 1
1 1 1 1 1"""
"""Broken: a small plus in the middle, not a square."""

NO_GOAL = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 0 1 0
1 1 P 0 0"""
"""Broken: :data:`RING_BR` without its goal."""

TWO_PLAYERS = """\
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 P
1 1 1 1 1"""
"""Broken: :data:`BIG_TR` with a second player at (3,4)."""

FAR_GOAL = """\
G 1 1 1 1
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 0 0 1"""
"""Broken: a 3x3 ring with the goal walled off in the corner (0,0): unreachable."""

FOUR_ROWS = """\
1 1 0 P 0
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1"""
"""Broken: :data:`RING_TR` with only four rows."""


def _se(maze: str) -> str:
    """``maze`` with P written S and G written E."""
    return maze.replace("P", "S").replace("G", "E")


def _table(maze: str) -> str:
    """``maze`` as a markdown table with a header row of column numbers."""
    rows = [row.split() for row in maze.splitlines()]
    head = "| r\\c | " + " | ".join(str(i) for i in range(len(rows[0]))) + " |"
    rule = "|---" * (len(rows[0]) + 1) + "|"
    body = [f"| {r} | " + " | ".join(row) + " |" for r, row in enumerate(rows)]
    return "\n".join([head, rule, *body])


def _listed(route: str) -> str:
    """``route`` as a Python-style list of lists (a JSON array)."""
    return "[" + ", ".join(f"[{c}]" for c in route.split()) + "]"


SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c("v9s_gpt5_one_liner", "solve", "Top corridor it is.\nMOVE: (1, 1)", (1, 1), (1, 1), "terse"),
    _c(
        "v9s_gpt4o_headings",
        "solve",
        "### Where I am\nP sits at (1, 0).\n\n### Neighbours\n- Up (0, 0): wall ✗\n"
        "- Down (2, 0): open ✓\n- Right (1, 1): open ✓\n\n### Decision\nBoth open cells lie "
        "on a six-move route; I'll start down the left edge.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "headings",
    ),
    _c(
        "v9s_o3_bold_label",
        "solve",
        "The top corridor is open all the way to column 3.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_label",
        why="hard: bold around the label only is tolerated inline markdown",
    ),
    _c(
        "v9s_claude_thinking_changes_mind",
        "solve",
        "<thinking>\nGoing right looks natural: MOVE: (1, 1). But the left column reaches the "
        "bottom row just as fast, and row 4 runs straight to G.\n</thinking>\n\nI'll head "
        "down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "thinking_draft",
        why="hard: the draft inside the thinking is (1, 1); the answer after it is (2, 0)",
    ),
    _c(
        "v9s_claude_offer_after",
        "solve",
        "MOVE: (1, 1)\n\nHappy to lay out the remaining five moves too if that helps.",
        (1, 1),
        None,
        "offer_after",
        why="hard: the move is clear, but the reply's final line is an offer, not the MOVE line",
    ),
    _c(
        "v9s_gemini_emoji_next_move",
        "solve",
        "🧭 **Current position:** (1, 0)\n✅ Right, (1, 1), is open\n❌ Up, (0, 0), is a wall\n\n"
        "**Next move:** (1, 1)",
        (1, 1),
        None,
        "next_move_label",
        why="hard: 'Next move:' commits to (1, 1) but is not the prompt's MOVE: label",
    ),
    _c(
        "v9s_qwen_chinese_reasoning",
        "solve",
        "玩家位于 (1, 0)。上方 (0, 0) 是墙，下方 (2, 0) 是空格，右边 (1, 1) 也是空格。"
        "选择向下。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese",
    ),
    _c(
        "v9s_qwen_fullwidth_digits",
        "solve",
        "向下移动一格。\nMOVE: （２，０）",
        (2, 0),
        None,
        "fullwidth",
        why="hard: full-width digits and brackets are (2, 0) to a reader, but not ASCII",
    ),
    _c(
        "v9s_qwen3_think_closed",
        "solve",
        "<think>\n从 (1,0) 出发，(1,1) 是 0，可以走。(2,0) 也是 0。两条路一样长，选右边。\n"
        "</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_closed",
    ),
    _c(
        "v9s_qwen3_think_cut",
        "solve",
        "<think>\nOkay, P is at row 1, column 0. Let me list its neighbours. Up is (0,0), "
        "which is 1, a wall. Down is (2,0), which is 0. Right is (1,1), also 0. Now which one "
        "gets me to G at (4,3) faster? If I go down, then (3,0), (4,0), and then along the "
        "bottom: (4,1), (4,2), (4,3). That is",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _c(
        "v9s_r1_wait_final_answer",
        "solve",
        "<think>\nHmm, from (1,0) I can go to (2,0). Wait, can I also go right? (1,1) is 0, so "
        "yes. Both reach G in six. I'll go right along the top.\n</think>\n\n**Final Answer**\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
    ),
    _c(
        "v9s_r1_boxed",
        "solve",
        "<think>\nDown is open. Going down.\n</think>\n\nThe next move is down the left "
        "column.\n\n\\[\n\\boxed{(2, 0)}\n\\]",
        (2, 0),
        None,
        "boxed",
        why="hard: the cell is clear, but it is in a LaTeX box with no MOVE label",
    ),
    _c(
        "v9s_v3_options_then_pick",
        "solve",
        "Options: (2, 0) or (1, 1). Both lie on a shortest route. I pick (2, 0).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "options_picked",
    ),
    _c(
        "v9s_llama_json_move",
        "solve",
        '{"reasoning": "down is open and leads to the bottom row", "move": [2, 0]}',
        (2, 0),
        None,
        "json",
        why="hard: a JSON field 'move' commits to (2, 0); JSON is no MOVE line",
    ),
    _c(
        "v9s_llama_fenced_json_label",
        "solve",
        'Here is my answer:\n\n```json\n{"MOVE": "(1, 1)"}\n```',
        (1, 1),
        None,
        "json_fenced",
        why="hard: the label and cell are inside fenced JSON, which the strict policy does not "
        "take off",
    ),
    _c(
        "v9s_mistral_titlecase",
        "solve",
        "The player can step right into the open corridor.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "titlecase_label",
        why="hard: 'Move:' is not the label as the prompt prints it",
    ),
    _c(
        "v9s_mistral_fenced_line",
        "solve",
        "Next step, down the open left side:\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_line",
        why="hard: a fence around the answer line is a wrapper the strict policy does not take off",
    ),
    _c(
        "v9s_phi4_display_latex",
        "solve",
        "Solution:\nThe open neighbours of $(1,0)$ are $(2,0)$ and $(1,1)$.\n\n"
        "$$\\text{MOVE: } (1, 1)$$",
        (1, 1),
        None,
        "latex",
        why="hard: the answer is in display LaTeX; the last cell named is (1, 1)",
    ),
    _c(
        "v9s_gemma_bold_then_line",
        "solve",
        "**Move:** I will move right, to (1, 1), because the top corridor is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "wordy",
    ),
    _c(
        "v9s_direction_word_down",
        "solve",
        "The cell below P is free.\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        why="hard: the ruling reads a single direction as the neighbouring cell (2, 0); strictly "
        "a format miss",
    ),
    _c(
        "v9s_direction_word_up_wall",
        "solve",
        "Heading for the top edge first.\n\nMOVE: up",
        (0, 0),
        None,
        "direction_word",
        why="hard: 'up' is the neighbouring cell (0, 0), a wall: a clear (illegal) answer",
    ),
    _c(
        "v9s_chinese_direction",
        "solve",
        "向右走一步。\nMOVE: 向右",
        (1, 1),
        None,
        "direction_word",
        why="hard: 向右 (to the right) is the neighbouring cell (1, 1) by the ruling",
    ),
    _c(
        "v9s_into_wall_cell",
        "solve",
        "I want to reach row 0 and walk along it.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "illegal_move",
        why="hard: a move into a wall is still a clear answer in the asked format",
    ),
    _c(
        "v9s_jump_two",
        "solve",
        "Skipping ahead down the left column.\n\nMOVE: (3, 0)",
        (3, 0),
        (3, 0),
        "illegal_move",
    ),
    _c(
        "v9s_straight_to_goal",
        "solve",
        "The goal is close, so I go straight there.\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "illegal_move",
    ),
    _c(
        "v9s_correction_second_line",
        "solve",
        "MOVE: (1, 1)\nOn reflection the left side has no dead ends either, and I prefer it.\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "self_correction",
        why="hard: the later MOVE line corrects the first",
    ),
    _c(
        "v9s_gpt41_alternative_after",
        "solve",
        "MOVE: (2, 0)\n\nAlternatively, (1, 1) works just as well.",
        U,
        None,
        "alternative_after",
        why="a second legal cell offered right after the answer line as equally good: no pick",
    ),
    _c(
        "v9s_either_no_pick",
        "solve",
        "Either (2, 0) or (1, 1) is fine; both are one step from P and on a shortest route.",
        U,
        None,
        "alternatives",
        why="two candidate moves, neither chosen",
    ),
    _c(
        "v9s_template_echo",
        "solve",
        "MOVE: (row, col)",
        U,
        None,
        "template_echo",
        why="the prompt's template echoed; no cell",
    ),
    _c(
        "v9s_example_echo",
        "solve",
        "Answer with the cell you move to next. End your reply with a line of the form "
        "MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "template_echo",
        why="the prompt's instruction echoed with its example (2, 3); no move of its own",
    ),
    _c(
        "v9s_refusal_no_image",
        "solve",
        "I can't see an image of the maze. Could you describe it in words?",
        U,
        None,
        "refusal",
        why="no move",
    ),
    _c(
        "v9s_cut_row_by_row",
        "solve",
        "Let me carefully analyse the grid. Row 0 is all walls. Row 1: P at column 0, then "
        "three open cells, then a wall. Row 2: an open cell, two walls, an open cell, a wall. "
        "Row 3: ",
        U,
        None,
        "truncated",
        why="cut off by max_tokens while describing the grid, no move",
        finish_reason=L,
    ),
    _c(
        "v9s_small_maze_echo_loop",
        "solve",
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\nThe maze:\n"
        "1 1 1 1 1\nP 0 0 0 1\nThe maze:\n1 1 1",
        U,
        None,
        "repetition",
        why="cut off by max_tokens; the first rows of the maze echoed in a loop, no move",
        finish_reason=L,
    ),
    _c(
        "v9s_small_restates_positions",
        "solve",
        "P is at (1, 0). G is at (4, 3). The walls are 1 and the empty cells are 0.",
        U,
        None,
        "restates",
        why="only P's and G's cells restated; no move is named",
    ),
    _c(
        "v9s_spanish_with_line",
        "solve",
        "Me muevo a la derecha, hacia la celda abierta.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "other_language",
    ),
    _c(
        "v9s_german_no_line",
        "solve",
        "Ich gehe einen Schritt nach unten.",
        (2, 0),
        None,
        "other_language",
        why="hard: 'Ich gehe einen Schritt nach unten' picks one step down (issue 35, fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v9s_thinking_only_tie",
        "solve",
        "<think>\nThe player can go down or right. Down: (2,0), (3,0), (4,0), (4,1), (4,2), "
        "(4,3) is six moves. Right: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3) is six moves too. "
        "A tie.\n</think>",
        U,
        None,
        "thinking_only",
        why="only thinking, ending on a tie between two moves; no answer",
    ),
    _c(
        "v9s_qwen3_empty_think",
        "solve",
        "<think>\n\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_empty",
    ),
    _c(
        "v9s_plan_first_step",
        "solve",
        "My plan: (1, 1), then (1, 2) and (1, 3), then down to (4, 3). First step: (1, 1).",
        (1, 1),
        None,
        "plan",
        why="hard: the whole plan is given but 'First step:' picks (1, 1); no MOVE line",
    ),
    _c(
        "v9s_bold_whole_line",
        "solve",
        "Down is open.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_line",
        why="hard: bold around the whole line is tolerated inline markdown",
    ),
    _c(
        "v9s_answer_tags",
        "solve",
        "The right-hand cell is open.\n<answer>MOVE: (1, 1)</answer>",
        (1, 1),
        None,
        "tags",
        why="hard: the answer line is inside tags, which the strict policy does not take off",
    ),
    _c(
        "v9s_conflicting_labels",
        "solve",
        "MOVE: (2, 0) or MOVE: (1, 1)",
        U,
        None,
        "alternatives",
        why="two answer labels joined by 'or', no pick",
    ),
    _c(
        "v9s_llama4_steps_tie_break",
        "solve",
        "Step 1: Locate P: (1, 0).\nStep 2: Open neighbours: (2, 0) and (1, 1).\nStep 3: "
        "Both are five steps from G (4, 3) by Manhattan distance. Tie; take (2, 0).\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "steps",
    ),
    _c(
        "v9s_number_words",
        "solve",
        "I will move one row down.\nMOVE: (two, zero)",
        (2, 0),
        None,
        "number_words",
        why="hard: '(two, zero)' is the cell (2, 0) to a reader; spelled-out numbers are a "
        "format miss",
    ),
    _c(
        "v9s_gpt5_note_on_line",
        "solve",
        "Taking the top corridor.\n\nMOVE: (1, 1) — right",
        (1, 1),
        None,
        "note_on_line",
        why="hard: '— right' after the cell on the answer line is text after the answer for the "
        "strict policy",
    ),
    _c(
        "v9s_claude_wait_without_line",
        "solve",
        "MOVE: (1, 1)\n\nWait, actually (2, 0) is better: the bottom row leads straight into "
        "G, so I'll go with (2, 0) instead.",
        (2, 0),
        None,
        "correction_without_line",
        why="hard: 'I'll go with (2, 0) instead' corrects the MOVE line and picks; no new MOVE "
        "line follows",
    ),
]

ONE_SHOT: list[Reply] = [
    # == one-shot path on ORIGINAL: P (1,0) to G (4,3) =====================================
    _c(
        "v9o_gpt4o_left_then_bottom",
        "one_shot",
        f"Down the left column, then along the bottom row.\n\nPATH: {_path(DOWN)}",
        S,
        True,
        "plain",
    ),
    _c(
        "v9o_claude_thinking_right",
        "one_shot",
        "<thinking>\nTop row 1 is open to (1,3), then column 3 runs down to G.\n</thinking>\n\n"
        f"PATH: {_path(RIGHT)}",
        S,
        True,
        "thinking",
    ),
    _c(
        "v9o_arrows",
        "one_shot",
        f"Route found.\nPATH: {_path(RIGHT, ' ➜ ')}",
        S,
        False,
        "arrows",
        why="hard: a valid route; arrows between the cells are a format miss",
    ),
    _c(
        "v9o_commas_between",
        "one_shot",
        f"Shortest route (6 moves):\nPATH: {_path(DOWN, ', ')}",
        S,
        False,
        "commas",
        why="hard: a valid route; commas between the cells are a format miss",
    ),
    _c(
        "v9o_r1_boxed",
        "one_shot",
        "<think>\nLeft column then bottom. Check: (3,0) is 0, (4,1) is 0, (4,2) is 0. Good.\n"
        f"</think>\n\n$$\\boxed{{{_path(DOWN)}}}$$",
        S,
        False,
        "boxed",
        why="hard: every cell of a valid route in a LaTeX box; no PATH line",
    ),
    _c(
        "v9o_llama_json_array",
        "one_shot",
        f'{{"path": {_listed(RIGHT)}}}',
        S,
        False,
        "json",
        why="hard: a JSON array of [row, col] pairs, a valid route in order; not the PATH line",
    ),
    _c(
        "v9o_skips_a_cell",
        "one_shot",
        f"Quickest I can see:\nPATH: {_path(HOP)}",
        F,
        False,
        "broken_route",
    ),
    _c(
        "v9o_stops_short",
        "one_shot",
        f"Along the top and down the right side.\n\nPATH: {_path(SHORT)}",
        F,
        False,
        "broken_route",
        why="hard: the route ends at (3, 3), one step before G",
    ),
    _c(
        "v9o_through_walls",
        "one_shot",
        f"A straight cut across row 2 is shortest.\n\nPATH: {_path(THROUGH)}",
        F,
        False,
        "broken_route",
    ),
    _c(
        "v9o_axes_swapped",
        "one_shot",
        f"Here is my route.\nPATH: {_path(SWAPPED_AXES)}",
        F,
        False,
        "axes_swapped",
        why="hard: the left route with row and column swapped; as the prompt names cells it "
        "starts off P's cell and runs along the wall row",
    ),
    _c(
        "v9o_direction_words_only",
        "one_shot",
        "From P: right, right, right, then down, down, down. That reaches G.",
        F,
        False,
        "direction_words",
        why="hard: a route given only in direction words is a fail (the earlier ruling)",
    ),
    _c(
        "v9o_wander_back_once",
        "one_shot",
        f"PATH: {_path(WANDER)}",
        S,
        True,
        "wander",
        why="hard: one step back and forth along the top corridor; every step is legal and it "
        "ends on G",
    ),
    _c(
        "v9o_correction_after_wall",
        "one_shot",
        f"PATH: {_path(THROUGH)}\n\nCorrection: (2, 1) and (2, 2) are walls. The right side "
        f"is open instead:\n\nPATH: {_path(RIGHT)}",
        S,
        True,
        "self_correction",
        why="hard: the second PATH line corrects the first, broken one",
    ),
    _c(
        "v9o_two_paths_no_pick",
        "one_shot",
        f"PATH: {_path(DOWN)}\nPATH: {_path(RIGHT)}\n\nBoth routes take six moves.",
        U,
        False,
        "alternatives",
        why="two valid routes offered as equals, neither chosen",
    ),
    _c(
        "v9o_cut_mid_path",
        "one_shot",
        "The path goes right along row 1 and down column 3.\n\nPATH: (1, 0) (1, 1) (1, 2) (1,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the PATH line",
        finish_reason=L,
    ),
    _c(
        "v9o_template_echo",
        "one_shot",
        "PATH: (row, col) (row, col) ...",
        U,
        False,
        "template_echo",
        why="the prompt's template echoed; no cell",
    ),
    _c(
        "v9o_cut_in_think",
        "one_shot",
        "<think>\nLet me find a path. Start (1,0). Options: (2,0) and (1,1). Let me try the "
        "top first: (1,1), (1,2), (1,3). From (1,3) down: (2,3) is 0, (3,3) is 0, then",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking, before any PATH line",
        finish_reason=L,
    ),
    _c(
        "v9o_claims_no_path",
        "one_shot",
        "After checking every corridor, the goal is sealed off by walls: there is no path from "
        "P to G.",
        F,
        False,
        "claims_unsolvable",
        why="hard: 'there is no path' is an answer, and wrong: the maze has two routes",
    ),
    _c(
        "v9o_qwen_fullwidth_path",
        "one_shot",
        "路径如下：\nPATH: （１，０）（２，０）（３，０）（４，０）（４，１）（４，２）（４，３）",
        S,
        False,
        "fullwidth",
        why="hard: full-width digits and brackets; every cell of the left route in order",
    ),
    _c(
        "v9o_bold_label",
        "one_shot",
        f"| step | cell |\n|---|---|\n| 1 | (1, 1) |\n| 6 | (4, 3) |\n\n**PATH:** {_path(RIGHT)}",
        S,
        True,
        "bold_label",
        why="hard: bold around the label only is tolerated inline markdown",
    ),
    _c(
        "v9o_note_after_line",
        "one_shot",
        f"PATH: {_path(DOWN)}\n\nThat is six moves, the minimum for this maze.",
        S,
        False,
        "note_after",
        why="hard: the route is clear, but the final line is a note, not the PATH line",
    ),
    _c(
        "v9o_small_endpoints_only",
        "one_shot",
        "The path is from the player P (1, 0) to the goal G (4, 3).",
        U,
        False,
        "restates",
        why="only the endpoints restated; no route is given",
    ),
    _c(
        "v9o_mistral_fenced",
        "one_shot",
        f"```\nPATH: {_path(RIGHT)}\n```",
        S,
        False,
        "fenced_line",
        why="hard: a valid route, but the PATH line is inside a code fence",
    ),
    _c(
        "v9o_think_only_closed",
        "one_shot",
        "<think>\nTwo routes: down the left and along the bottom, or along the top and down the "
        "right. Both six moves. Which one should I write?\n</think>",
        U,
        False,
        "thinking_only",
        why="only thinking, ending on a question between two routes; no path given",
    ),
    _c(
        "v9o_bare_pairs",
        "one_shot",
        "The answer is:\nPATH: 1,0 1,1 1,2 1,3 2,3 3,3 4,3",
        S,
        False,
        "bare_pairs",
        why="hard: every cell of the right route as bare 'row,col' pairs; not the (row, col) form",
    ),
    _c(
        "v9o_picks_second",
        "one_shot",
        f"Route A: {_path(DOWN)}\nRoute B: {_path(RIGHT)}\n\nI'll go with Route B, since it "
        "keeps to the wider top corridor.",
        S,
        False,
        "options_picked",
        why="hard: 'I'll go with Route B' picks the valid right route; no PATH line",
    ),
]

RECOGNIZE: list[Reply] = [
    # == recognition: the true shape is the square ========================================
    _c(
        "v9r_gpt4o_plain",
        "recognize",
        "The open cells run around the edge of a 4x4 block and enclose walls in the middle.\n\n"
        "SHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v9r_box",
        "recognize",
        "Four straight corridors meet at right angles around a walled centre.\nSHAPE: box",
        "square",
        True,
        "variant",
        why="hard: 'box' is a variant the specification lists for the square",
    ),
    _c(
        "v9r_quadrilateral",
        "recognize",
        "Four sides, four corners.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant",
    ),
    _c(
        "v9r_rectangle",
        "recognize",
        "The empty cells trace the outline of a rectangle.\nSHAPE: rectangle",
        "square",
        True,
        "variant",
        why="hard: 'rectangle' is the rectangle-like variant the specification lists for the "
        "square",
    ),
    _c(
        "v9r_hollow_square",
        "recognize",
        "It is an outline only: walls fill the inside.\n\nSHAPE: hollow square",
        "square",
        True,
        "qualified_name",
    ),
    _c(
        "v9r_square_ring",
        "recognize",
        "The corridors form a closed loop with straight sides.\n\nSHAPE: square ring",
        "square",
        True,
        "qualified_name",
        why="hard: 'square ring' names the square (a ring of square outline), not the bare 'ring'",
    ),
    _c(
        "v9r_diamond",
        "recognize",
        "The open path looks like a diamond around the central walls.\nSHAPE: diamond",
        "none",
        False,
        "other_name",
        why="hard: 'diamond' is neither one of the six shapes nor a listed variant",
    ),
    _c(
        "v9r_loop",
        "recognize",
        "The empty cells make one closed circuit.\n\nSHAPE: loop",
        "none",
        False,
        "other_name",
        why="hard: 'loop' is neither one of the six shapes nor a listed variant",
    ),
    _c(
        "v9r_spiral_wrong",
        "recognize",
        "The path winds from P around to G.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _c(
        "v9r_c_letter",
        "recognize",
        "The open cells curl around an open side like the letter.\nSHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _c(
        "v9r_helix",
        "recognize",
        "It coils inwards.\nSHAPE: helix",
        "spiral",
        False,
        "wrong_shape",
        why="hard: 'helix' is a variant the specification lists for the spiral",
    ),
    _c(
        "v9r_zigzag",
        "recognize",
        "The route turns back and forth.\n\nSHAPE: zigzag",
        "Z",
        False,
        "wrong_shape",
    ),
    _c(
        "v9r_qwen_chinese_name",
        "recognize",
        "空单元格沿着四条边排列，围成一个方框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        why="hard: 正方形 is square to a reader of Chinese, but not an English name",
    ),
    _c(
        "v9r_qwen_fullwidth_colon",
        "recognize",
        "四条直边，四个直角。\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        why="hard: the full-width colon after SHAPE is not the label as the prompt prints it",
    ),
    _c(
        "v9r_claude_weighs_then_square",
        "recognize",
        "<thinking>\nCould it be a C? No: the right side is closed too. A spiral would turn "
        "inwards, and this doesn't.\n</thinking>\n\nAll four sides are corridors of equal "
        "length.\n\nSHAPE: square",
        "square",
        True,
        "thinking",
        why="hard: C and spiral are weighed and rejected in the thinking; the answer is square",
    ),
    _c(
        "v9r_negations_then_square",
        "recognize",
        "It is not a cross and not a spiral: no arm sticks out and nothing turns inwards.\n"
        "SHAPE: square",
        "square",
        True,
        "negation",
    ),
    _c(
        "v9r_hedge_two",
        "recognize",
        "SHAPE: square/C",
        U,
        False,
        "alternatives",
        why="two shapes offered, no pick",
    ),
    _c(
        "v9r_template_echo",
        "recognize",
        "SHAPE: <name>",
        U,
        False,
        "template_echo",
        why="the prompt's template echoed; no shape named",
    ),
    _c(
        "v9r_angle_brackets",
        "recognize",
        "The corridors outline a square.\n\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
        why="hard: the template's angle brackets kept around the name are a format miss",
    ),
    _c(
        "v9r_cut_listing_cells",
        "recognize",
        "Let me list the empty cells: (1,0), (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), "
        "(4,0), (4,1), (4,2), (4,3). Plotting them, the top row and the left column",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before naming a shape",
        finish_reason=L,
    ),
    _c(
        "v9r_r1_boxed",
        "recognize",
        "<think>\nFour sides around walls. Square.\n</think>\n\n$\\boxed{\\text{square}}$",
        "square",
        False,
        "boxed",
    ),
    _c(
        "v9r_llama_json",
        "recognize",
        '{"shape": "square", "reason": "the open cells form the four sides of a 4x4 block"}',
        "square",
        False,
        "json",
    ),
    _c(
        "v9r_answer_label",
        "recognize",
        "The empty cells form the border of a square region.\n\nAnswer: square",
        "square",
        False,
        "other_label",
    ),
    _c(
        "v9r_cube",
        "recognize",
        "Seen flat, it is the face of a cube.\nSHAPE: cube",
        "square",
        True,
        "variant",
        why="hard: 'cube' is a variant the specification lists for the square",
    ),
    _c(
        "v9r_pyramid",
        "recognize",
        "The corridors rise to a point like a pyramid.\n\nSHAPE: pyramid",
        "triangle",
        False,
        "wrong_shape",
    ),
    _c(
        "v9r_small_no_shape",
        "recognize",
        "The empty cells are the cells with 0. The cells with 1 are walls. P and G are empty "
        "cells too.",
        U,
        False,
        "restates",
        why="the legend restated; no shape named",
    ),
    _c(
        "v9r_offer_after",
        "recognize",
        "SHAPE: square\n\nLet me know if you'd like me to draw it.",
        "square",
        False,
        "offer_after",
        why="hard: the shape is clear, but the final line is an offer, not the SHAPE line",
    ),
    _c(
        "v9r_bold_uppercase",
        "recognize",
        "Four equal sides around a walled core.\n\n**SHAPE:** SQUARE",
        "square",
        True,
        "bold_label",
    ),
    _c(
        "v9r_spanish_name",
        "recognize",
        "SHAPE: cuadrado",
        U,
        False,
        "other_language",
        why="Spanish, a language the study does not read",
    ),
    _c(
        "v9r_think_never_decides",
        "recognize",
        "<think>\nSquare? The left column and bottom row look like a C at first. Or maybe the "
        "whole thing is a spiral if you start at P. Hmm.\n</think>",
        U,
        False,
        "thinking_only",
        why="only thinking, weighing square, C and spiral without an answer",
    ),
    _c(
        "v9r_parenthetical_note",
        "recognize",
        "The open cells trace a closed outline.\n\nSHAPE: square (a hollow 4x4 one)",
        "square",
        False,
        "note_on_line",
        why="hard: the note in parentheses on the answer line is text after the name for the "
        "strict policy",
    ),
    _c(
        "v9r_gemma_titlecase",
        "recognize",
        "Looking at all the empty cells together, they go around the edges.\n\n**Shape:** Square",
        "square",
        False,
        "titlecase_label",
        why="hard: 'Shape:' is not the label as the prompt prints it",
    ),
    _c(
        "v9r_trilateral",
        "recognize",
        "Three straight runs meet at corners.\nSHAPE: trilateral",
        "triangle",
        False,
        "wrong_shape",
        why="hard: 'trilateral' is a variant the specification lists for the triangle",
    ),
]

GENERATE: list[Reply] = [
    # == generation: a new square ring (matrix unless the case says coord_list) ==============
    _c("v9g_plain_bottom_left", "generate", f"MAZE:\n{RING_BL}", S, True, "plain"),
    _c(
        "v9g_gpt4o_intro_big_top_right",
        "generate",
        f"Here's a new 5x5 maze whose open cells form a square ring in the top-right "
        f"corner.\n\nMAZE:\n{BIG_TR}",
        S,
        True,
        "intro",
    ),
    _c(
        "v9g_fenced",
        "generate",
        f"MAZE:\n```\n{RING_TR}\n```",
        S,
        False,
        "fenced",
        why="hard: a valid ring, but inside a code fence",
    ),
    _c(
        "v9g_identical_copy",
        "generate",
        f"A square of corridors, same as before:\n\nMAZE:\n{ORIGINAL_MATRIX}",
        F,
        False,
        "copy",
        why="hard: an identical copy of the original is not allowed",
    ),
    _c(
        "v9g_moved_p_g",
        "generate",
        f"Keeping the ring, I moved the player to the top-right corner and the goal to the "
        f"bottom-left.\n\nMAZE:\n{SHIFTED}",
        S,
        True,
        "same_cells",
        why="hard: the same cells with P and G moved is not an identical copy, and the shape "
        "is the square",
    ),
    _c(
        "v9g_small_plus",
        "generate",
        f"MAZE:\n{SMALL_PLUS}",
        F,
        False,
        "wrong_shape",
    ),
    _c(
        "v9g_l_shape",
        "generate",
        f"A new maze with a corridor along the top and down the right side:\n\nMAZE:\n{L_EDGE}",
        F,
        False,
        "wrong_shape",
    ),
    _c(
        "v9g_four_rows",
        "generate",
        f"MAZE:\n{FOUR_ROWS}",
        F,
        False,
        "wrong_size",
        why="hard: a valid ring's first four rows only; the maze must be 5x5",
    ),
    _c(
        "v9g_two_players",
        "generate",
        f"MAZE:\n{TWO_PLAYERS}",
        F,
        False,
        "two_players",
    ),
    _c("v9g_no_goal", "generate", f"MAZE:\n{NO_GOAL}", F, False, "no_goal"),
    _c(
        "v9g_goal_walled_off",
        "generate",
        f"The ring sits at the bottom and the goal waits in the corner.\n\nMAZE:\n{FAR_GOAL}",
        F,
        False,
        "unreachable",
    ),
    _c(
        "v9g_coord_plain",
        "generate",
        f"MAZE:\n{_coord(RING_BR)}",
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v9g_coord_asked_matrix_given",
        "generate",
        f"MAZE:\n{RING_LOW}",
        F,
        False,
        "wrong_encoding",
        why="hard: a valid ring, but in the matrix encoding where the coordinate list was asked",
        encoding="coord_list",
    ),
    _c(
        "v9g_matrix_asked_coord_given",
        "generate",
        f"New maze:\n\nMAZE:\n{_coord(RING_TR)}",
        F,
        False,
        "wrong_encoding",
        why="hard: a valid ring, but as a coordinate list where the matrix was asked",
    ),
    _c(
        "v9g_coord_lines_reordered",
        "generate",
        "MAZE:\n" + "\n".join(reversed(_coord(RING_BL).splitlines())),
        S,
        False,
        "reordered",
        why="hard: every line of a valid ring is there, but Goal comes first and Walls last, "
        "not the encoder's order",
        encoding="coord_list",
    ),
    _c(
        "v9g_coord_broken_plus",
        "generate",
        f"A compact version:\n\nMAZE:\n{_coord(SMALL_PLUS)}",
        F,
        False,
        "wrong_shape",
        encoding="coord_list",
    ),
    _c(
        "v9g_s_and_e",
        "generate",
        f"MAZE:\n{_se(RING_BR)}",
        F,
        False,
        "s_e_letters",
        why="hard: S and E in place of P and G (the ruling: a matrix maze must write P and G)",
    ),
    _c(
        "v9g_note_after",
        "generate",
        f"MAZE:\n{RING_LOW}\n\nThe ring now sits in the lower middle of the grid.",
        S,
        False,
        "note_after",
        why="hard: a valid ring followed by a note; the strict policy wants nothing after",
    ),
    _c(
        "v9g_two_mazes_no_pick",
        "generate",
        f"Option A:\n{RING_BL}\n\nOption B:\n{RING_BR}\n\nEither one keeps the square shape.",
        U,
        False,
        "alternatives",
        why="two mazes offered, no pick",
    ),
    _c(
        "v9g_fixed_after_broken",
        "generate",
        f"MAZE:\n{NO_GOAL}\n\nOops, I forgot the goal. Fixed:\n\nMAZE:\n{RING_BR}",
        S,
        True,
        "self_correction",
        why="hard: the second MAZE block corrects the first, and ends the reply",
    ),
    _c(
        "v9g_cut_mid_maze",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 0 P 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
    _c(
        "v9g_cut_in_think",
        "generate",
        "<think>\nI need a square ring that isn't the original. Maybe a 3x3 ring in the corner:"
        "\nrow 0: 0 0 0 1 1\nrow 1: 0 1",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking, mid-draft",
        finish_reason=L,
    ),
    _c(
        "v9g_template_echo",
        "generate",
        "Write the line MAZE: and then the maze, with nothing after it.\n\nMAZE:",
        U,
        False,
        "template_echo",
        why="the prompt's last instruction echoed and an empty MAZE line; no maze",
    ),
    _c(
        "v9g_refusal",
        "generate",
        "I'm not able to design mazes, but I can help you check one you make yourself.",
        U,
        False,
        "refusal",
        why="no maze",
    ),
    _c(
        "v9g_llama_json_rows",
        "generate",
        '{"maze": ['
        + ", ".join(
            "[" + ", ".join(f'"{ch}"' for ch in row.split()) + "]" for row in RING_TR.splitlines()
        )
        + "]}",
        S,
        False,
        "json",
        why="hard: a JSON array of rows holds a valid ring; not the MAZE line and block",
    ),
    _c(
        "v9g_gemma_markdown_table",
        "generate",
        f"Here is the new maze:\n\n{_table(RING_BL)}",
        S,
        False,
        "table",
        why="hard: a markdown table with row and column numbers holds a valid ring; no MAZE line",
    ),
    _c(
        "v9g_r1_draft_then_final",
        "generate",
        f"<think>\nDraft:\n{L_EDGE}\nNo, that is an L, not a square. Use a ring in the "
        f"top-right instead.\n</think>\n\nMAZE:\n{RING_TR}",
        S,
        True,
        "thinking_draft",
        why="hard: the broken draft is inside the thinking; the answer after it is a valid ring",
    ),
    _c(
        "v9g_coord_fenced",
        "generate",
        f"MAZE:\n```text\n{_coord(BIG_TR)}\n```",
        S,
        False,
        "fenced",
        why="hard: a valid ring as a coordinate list, but inside a code fence",
        encoding="coord_list",
    ),
    _c(
        "v9g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (1,2), (1,3), (1,4), "
        "(2,0), (2,1), (3,0), (3,1), (3,3), (4,0), (4,1)\nEmpty: (2,2), (2,3), ",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the Empty line",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v9g_qwen_chinese_intro",
        "generate",
        f"新的迷宫，空格仍然围成一个正方形：\n\nMAZE:\n{RING_LOW}",
        S,
        True,
        "chinese",
    ),
    _c(
        "v9g_comma_rows",
        "generate",
        "MAZE:\n" + "\n".join(", ".join(row.split()) for row in BIG_TR.splitlines()),
        S,
        False,
        "commas",
        why="hard: each row is five readable cells, but commas are not the encoder's spacing",
    ),
    _c(
        "v9g_new_maze_cue_no_label",
        "generate",
        f"New maze:\n{RING_LOW}",
        S,
        False,
        "other_cue",
        why="hard: 'New maze:' introduces a valid ring; without the MAZE line it is a format miss",
    ),
]

PUZZLE: list[Reply] = [
    # == puzzle: a 2x2 board, squares 0-3 row by row ======================================
    _c(
        "v9p_plain_row_col",
        "puzzle",
        "The top-right pipe points up, off the board.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _c(
        "v9p_square_number",
        "puzzle",
        "Square 3's end faces the wall; a quarter turn back fixes it.\n\n"
        "ROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _c(
        "v9p_hyphenated_direction",
        "puzzle",
        "ROTATE: (0, 0) counter-clockwise",
        (0, CCW),
        False,
        "direction_spelling",
        why="hard: 'counter-clockwise' means counterclockwise but is not the prompt's word",
    ),
    _c(
        "v9p_abbreviated_cw",
        "puzzle",
        "Bottom-right elbow needs one turn.\nROTATE: (1, 1) CW",
        (3, CW),
        False,
        "direction_spelling",
        why="hard: 'CW' is clockwise to a reader, but not the prompt's word",
    ),
    _c(
        "v9p_titlecase_label",
        "puzzle",
        "Rotate: (0, 0) clockwise",
        (0, CW),
        False,
        "titlecase_label",
    ),
    _c(
        "v9p_chinese_direction",
        "puzzle",
        "左上角的管道需要转一下。\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese",
        why="hard: 顺时针 is clockwise to a reader of Chinese, but not the prompt's word",
    ),
    _c(
        "v9p_fenced",
        "puzzle",
        "```\nROTATE: (1, 0) clockwise\n```",
        (2, CW),
        False,
        "fenced_line",
    ),
    _c(
        "v9p_bold_label",
        "puzzle",
        "* (1, 0) points left, off the board.\n\n**ROTATE:** (1, 0) clockwise",
        (2, CW),
        True,
        "bold_label",
        why="hard: bold around the label only is tolerated inline markdown",
    ),
    _c(
        "v9p_both_directions_echoed",
        "puzzle",
        "ROTATE: (0, 1) clockwise (or counterclockwise)",
        U,
        False,
        "template_echo",
        why="the prompt's '(or counterclockwise)' kept: both directions, no pick",
    ),
    _c(
        "v9p_direction_only",
        "puzzle",
        "Turn it clockwise.\nROTATE: clockwise",
        U,
        False,
        "missing_square",
        why="a direction but no square",
    ),
    _c(
        "v9p_square_only",
        "puzzle",
        "The pipe at (0, 1) is the problem.\nROTATE: (0, 1)",
        U,
        False,
        "missing_direction",
        why="a square but no direction",
    ),
    _c(
        "v9p_cut_describing_board",
        "puzzle",
        "Let me look at each square. (0, 0) reaches right and bottom. (0, 1) reaches left and "
        "top, so its top end is off the board. (1, 0) reaches",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v9p_think_draft_then_answer",
        "puzzle",
        "<think>\nROTATE: (0, 0) counterclockwise? No, that points its end up off the board. "
        "(1, 1) clockwise joins the bottom row.\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "thinking_draft",
        why="hard: the draft inside the thinking is (0, 0) counterclockwise; the answer is (1, 1) "
        "clockwise",
    ),
    _c(
        "v9p_note_after",
        "puzzle",
        "ROTATE: square 2 clockwise\n\nThat should connect the bottom row.",
        (2, CW),
        False,
        "note_after",
        why="hard: the move is clear, but the final line is a note",
    ),
    _c(
        "v9p_json",
        "puzzle",
        '{"square": [0, 1], "direction": "counterclockwise"}',
        (1, CCW),
        False,
        "json",
        why="hard: JSON fields name the square (0, 1) and the direction; no ROTATE line",
    ),
    _c(
        "v9p_correction",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nActually, (0, 0) is already connected; the bottom-left "
        "piece is the one off.\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "self_correction",
        why="hard: the second ROTATE line corrects the first",
    ),
    _c(
        "v9p_two_options",
        "puzzle",
        "Either turn (0, 1) clockwise or turn (1, 1) counterclockwise; both close the loop.",
        U,
        False,
        "alternatives",
        why="two candidate moves, neither chosen",
    ),
    _c(
        "v9p_twice",
        "puzzle",
        "ROTATE: (1, 1) clockwise twice",
        UNREADABLE,
        False,
        "extra_words",
        why="relabelled in the twenty-ninth round (was (3, CW), a hard call): issue 35 rules a "
        "turn said twice a half turn, not the quarter turn one move makes (v30p_turn_twice)",
    ),
    _c(
        "v9p_square_one",
        "puzzle",
        "Only the top-right piece is wrong.\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "square_number",
    ),
    _c(
        "v9p_gemini_next_move",
        "puzzle",
        "🔧 **Next move:** rotate (1, 0) clockwise so its end meets (1, 1).",
        (2, CW),
        False,
        "next_move_label",
        why="hard: (1, 1) is the neighbour the end should meet, not a second move",
    ),
    _c(
        "v9p_small_echo",
        "puzzle",
        "Each move turns one square by 90 degrees, clockwise or counterclockwise. Each move "
        "turns one square by 90 degrees, clockwise or counterclockwise. Each move turns one",
        U,
        False,
        "repetition",
        why="cut off by max_tokens; the prompt's rule echoed in a loop, no square",
        finish_reason=L,
    ),
    _c(
        "v9p_counter_clockwise_spaced",
        "puzzle",
        "ROTATE: (0, 1) counter clockwise",
        (1, CCW),
        False,
        "direction_spelling",
        why="hard: 'counter clockwise' in two words is counterclockwise, but not the prompt's word",
    ),
    _c(
        "v9p_half_turn",
        "puzzle",
        "ROTATE: (0, 0) 180 degrees",
        U,
        False,
        "no_direction",
        why="a half turn is no direction (a move is a quarter turn clockwise or counterclockwise)",
    ),
    _c(
        "v9p_r1_boxed",
        "puzzle",
        "<think>\nSquare 0 needs to face right.\n</think>\n\n$\\boxed{\\text{square 0 clockwise}}$",
        (0, CW),
        False,
        "boxed",
    ),
    _c(
        "v9p_square_zero_ccw",
        "puzzle",
        "Turning the top-left elbow back once closes the network.\n"
        "ROTATE: square 0 counterclockwise",
        (0, CCW),
        True,
        "square_number",
    ),
    _c(
        "v9p_claims_solved",
        "puzzle",
        "Every pipe end already meets a neighbour: the puzzle looks solved to me.",
        U,
        False,
        "no_move",
        why="no move; the reply says the board is already solved",
    ),
    _c(
        "v9p_left_right_words",
        "puzzle",
        "ROTATE: (0, 1) left",
        U,
        False,
        "direction_word",
        why="'left' could mean a turn to the left or the left side; no rotation direction",
    ),
    _c(
        "v9p_fullwidth_line",
        "puzzle",
        "ROTATE：（０，１）clockwise",
        (1, CW),
        False,
        "fullwidth",
        why="hard: full-width colon, brackets and digits name (0, 1); not ASCII",
    ),
    _c(
        "v9p_answer_tags",
        "puzzle",
        "<answer>ROTATE: square 2 counterclockwise</answer>",
        (2, CCW),
        False,
        "tags",
    ),
    _c(
        "v9p_cut_in_think",
        "puzzle",
        "<think>\nOkay, the board. Top-left: ends right and down. Top-right: ends left and up. "
        "Hmm, the up end is off the board. If I turn it clockwise, up goes to",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v9p_or_after_line",
        "puzzle",
        "ROTATE: (0, 1) clockwise\nOr (1, 0) counterclockwise would also work.",
        U,
        False,
        "alternative_after",
        why="a second move offered right after the answer line as equally good: no pick",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The ninth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v8.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v9", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v9.py: counts, no reader
    print_counts(all_cases(), problems())

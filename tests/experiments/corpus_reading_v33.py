"""A thirty-third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants and path check (the last G walked
back to P). ``corpus_form`` and ``corpus_reading_v32`` were read for the data format only.

This round: a natural mix (about two thirds: everyday replies of each model family, and the
real small models' habits) and a chosen third (the ``*_CHOSEN`` lists, :func:`chosen`; reasons
in :data:`WHY`, hard calls start ``hard:``) of kinds no earlier set leaned on, unclear ones
and clear look-alikes about even: answers struck through and replaced (markdown ``~~`` and a
``diff`` block), a TL;DR whose long version ends elsewhere or agrees, replies that play a
multi-turn chat ("User: ... Assistant: ..."), answers in the passive voice, ordinal steps
("First move: ..."), answers restated in another encoding (consistent or not), replies that
answer the neighbouring question (the move after the asked one), and a quoted user message.
New rings (3x3 centre, 3x3 top-left, 3x3 top-middle, 3x3 bottom-middle, 4x4 top-left, 4x4
bottom-right), new broken mazes (a ring with a spur, a filled 3x3 block, two P and no G, four
rows, a ring with no G, a 4x4 ring with a walled corner, a grid of 2s) and new routes (a walk
on past G back up the right column, a bounce off G and back twice, a jump over G onto the wall
(4,4), a dip into the wall (3,2)); a route one short of G is written again in a new reply.

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
WALK_ON = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 3,3 2,3 1,3"
"""Reaches G and walks three cells back up the right column to (1,3): the part up to the last G
is a valid walk."""
BOUNCE = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,3 4,2 4,3"
"""Valid: reaches G, steps off to (4,2) and back twice, and ends on G (every step legal)."""
JUMP = "1,0 2,0 3,0 4,0 4,1 4,2 4,4 4,3"
"""Broken: jumps from (4,2) over G onto the wall (4,4), then back to G."""
DIP = "1,0 2,0 3,0 4,0 4,1 4,2 3,2 4,2 4,3"
"""Broken: dips from (4,2) up into the wall (3,2) and back, then on to G."""
UNDER = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: stops at (4,2), one short of G."""

# == generated mazes (5x5) =================================================================
RING_C3 = """\
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (1,2), G at (3,1)."""

RING_TL3 = """\
0 P 0 1 1
0 1 0 1 1
0 G 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,1), G at (2,1)."""

RING_TM3 = """\
1 0 0 G 1
1 P 1 0 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top middle, P at (1,1), G at (0,3)."""

RING_BM3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 P 0 0 1"""
"""Valid: a 3x3 ring at the bottom middle, P at (4,1), G at (2,2)."""

RING_TL4 = """\
0 0 0 0 1
0 1 1 P 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (1,3), G at (3,0)."""

RING_BR4 = """\
1 1 1 1 1
1 0 G 0 0
1 0 1 1 0
1 0 1 1 P
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (3,4), G at (1,2)."""

SPUR = RING_C3.replace("1 0 1 0 1", "1 0 1 0 0")
""":data:`RING_C3` with (2,4) open too: a ring with a spur (a fail)."""

FILLED = RING_TL3.replace("0 1 0 1 1", "0 0 0 1 1")
""":data:`RING_TL3` with its centre open: a filled 3x3 block (a fail)."""

TWO_P = RING_BR4.replace("G", "P")
""":data:`RING_BR4` with two P and no G (a fail)."""

FOUR_ROWS = "\n".join(RING_BM3.splitlines()[1:])
""":data:`RING_BM3` without its first row: four rows, not five (a fail)."""

NO_G = RING_TM3.replace("G", "0")
""":data:`RING_TM3` with no goal (a fail)."""

CORNER = RING_TL4.replace("0 0 0 0 1", "1 0 0 0 1", 1)
""":data:`RING_TL4` with its corner (0,0) walled (a fail)."""

TWOS = """\
1 1 1 1 1
1 2 2 2 2
1 2 1 1 2
1 2 1 1 2
1 2 2 2 2"""
"""A grid of 1s and 2s, no P or G (a fail)."""


def _fence(text: str, lang: str = "") -> str:
    return f"```{lang}\n{text}\n```"


def _back(route: str) -> str:
    return " ".join(reversed(route.split()))


SOLVE = [
    _s(
        "v33s_gpt4o_top_corridor",
        "From (1, 0) the cell below, (2, 0), is open, and so is (1, 1) to the right. Going right follows the top corridor to the right column, which runs down to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v33s_gpt41mini_terse",
        "Right is free, up is wall.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v33s_o3_equal_length",
        "Both neighbours of P are open. The left column reaches row 4 and three steps east reach G; the top corridor is the same length. Taking the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v33s_gpt5_answer_first",
        "MOVE: (2, 0)\n\nWhy: column 0 is open from row 2 to row 4, and row 4 leads straight east to G.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the answer line comes first and a reason follows; strict: not the final line",
    ),
    _s(
        "v33s_sonnet4_walkthrough",
        "Looking at the maze, I'm at (1, 0) on the left edge. Up is a wall (row 0 is all walls) and left is off the grid. I can go down to (2, 0) or right to (1, 1); either way around the ring reaches G in six moves. I'll head down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v33s_haiku4_one_line",
        "I'll move right along row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v33s_opus4_bullets_bold",
        "Open neighbours of **P (1, 0)**:\n- (2, 0) ↓\n- (1, 1) →\n\nBoth lie on a shortest route. Choosing down.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v33s_gemini25flash_numbered_facts",
        "Okay, let's find the path.\n\n1. Current position: (1, 0)\n2. Goal: (4, 3)\n3. Possible moves: (2, 0) and (1, 1)\n\nI'll take (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
        "hard: the numbered list gives facts and both options; the pick and the line are (1, 1)",
    ),
    _s(
        "v33s_gemini25pro_sections",
        "**Analyzing the grid**\n\nRow 0 is solid wall. Row 1 reads P 0 0 0 1, so the corridor to the right is open for three cells. Column 0 is open below P down to row 4.\n\n**Choosing a move**\n\nMoving down keeps to the outer edge and reaches the bottom row in three moves.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verbose",
    ),
    _s(
        "v33s_qwen25_chinese",
        "根据迷宫，玩家在 (1, 0)。下方的 (2, 0) 是空格，可以走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese",
    ),
    _s(
        "v33s_qwen3_think_tie",
        "<think>\nP at row 1 col 0. Down (2,0) is 0. Right (1,1) is 0. Goal at (4,3). Down route: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3) - 6 moves. Right route: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3) - 6 moves. Tie. Go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v33s_r1_think_changes_mind",
        '<think>\nOkay, the player is at (1,0). I could go right to (1,1). Wait, is (1,1) open? Row 1 is "P 0 0 0 1", so yes. But the left column is also open... both take six moves. Hmm, let me go down instead, the bottom row is a straight run. Yes, down.\n</think>\n\nMOVE: (2, 0)',
        (2, 0),
        (2, 0),
        "think_block",
        "hard: the thinking moves from right to down before the answer; only the answer line counts",
    ),
    _s(
        "v33s_v3_direction_table",
        "### Neighbours\n- Up: (0, 0), wall\n- Down: (2, 0), open\n- Left: outside the grid\n- Right: (1, 1), open\n\nI'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "bullets",
    ),
    _s(
        "v33s_llama33_formal",
        "To determine the next move, let's analyze the current position and the goal. The current position is (1, 0) and the goal is (4, 3). The cell directly below, (2, 0), is an empty space, and the column continues down to row 4. Therefore, the next move is to move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verbose",
    ),
    _s(
        "v33s_llama4_short",
        "The player can go down or right. Going right: (1, 1).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v33s_mistral_direction_then_cell",
        "Next move: down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v33s_mixtral_trailing_note",
        "The best move is (1, 1).\n\nMOVE: (1, 1)\n\nThis takes the player one step along the top corridor.",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: a note after the answer line; strict: not the final line",
    ),
    _s(
        "v33s_phi4_heading_prose",
        "## Solution\n\nThe player at (1, 0) moves to the open cell below it, (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v33s_gemma3_emoji",
        "Okay! P is at (1, 0). I'll move down 👇\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "emoji",
    ),
    _s(
        "v33s_gemma3_27b_bold_only_line",
        "The top corridor is clear all the way to column 3.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v33s_r1distill_bold_label",
        "<think>\nDown is open, right is open. Down.\n</think>\nThe next move is (2, 0).\n\n**MOVE:** (2, 0)",
        (2, 0),
        (2, 0),
        "bold_answer",
        "hard: bold around the label only is tolerated; the line is the last one",
    ),
    _s(
        "v33s_gpt4omini_boxed",
        "P can step down into the left column.\n\nThe next move is $\\boxed{(2, 0)}$.",
        (2, 0),
        None,
        "latex_boxed",
        "hard: a boxed cell with no MOVE: line; strict: a format miss",
    ),
    _s(
        "v33s_o4mini_tool_call",
        '{"name": "move", "arguments": {"row": 1, "col": 1, "reason": "top corridor is open"}}',
        (1, 1),
        None,
        "tool_call_json",
        "hard: a tool call whose arguments say the row and column (v31 call); strict: no MOVE: line",
    ),
    _s(
        "v33s_gpt41_misread_up",
        "Row 0 looks like the way toward open space, so I'll step up.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "misread_position",
        "hard: a committed move onto a wall is that move (illegal)",
    ),
    _s(
        "v33s_llama31_8b_diagonal",
        "Diagonally down-right is closest to the goal.\n\nMOVE: (2, 1)",
        (2, 1),
        (2, 1),
        "plain",
    ),
    _s(
        "v33s_qwen3_fullwidth_paren",
        "向右走一步。\n\nMOVE: （1, 1）",
        (1, 1),
        None,
        "chinese",
        "hard: full-width brackets around the cell are the cell (v26 call); strict: a format miss",
    ),
    _s(
        "v33s_gemini_cut_mapping",
        "Let me carefully map the grid first.\n\nRow 0: 1 1 1 1 1 (all walls)\nRow 1: P 0 0 0 1\nRow 2: 0 1 1 0 1\nRow 3:",
        U,
        None,
        "truncated",
        "cut off by max_tokens while mapping the grid, before any move",
        finish_reason=L,
    ),
    # -- the real small models' habits (new replies in SmolLM2's and Gemma 3 1B's ways) --
    _s(
        "v33s_small_echo_cut",
        "You are solving a maze one move at a time. The maze is a grid of 1s and 0s. 1 is a wall, 0 is an empty cell. You are solving a maze one move at a time. The maze is a grid of",
        U,
        None,
        "small_echo",
        "the prompt's opening repeated until the token limit; no move",
        finish_reason=L,
    ),
    _s(
        "v33s_small_two_cells_offered",
        "You can move to the left cell (2, 0) and move to the top cell (1, 1).",
        U,
        None,
        "small_two_cells",
        "two cells offered, no choice between them, no MOVE: line",
    ),
    _s(
        "v33s_small_run_on_labels",
        "MOVE: (2, 0)MOVE: (2, 0)MOVE: (2, 0)MOVE: (2, 0)",
        (2, 0),
        None,
        "small_repeat",
        "hard: the same cell repeated on one run-on line; strict: the line is not the format",
    ),
    _s(
        "v33s_small_grid_of_twos",
        "The maze is\n1 1 1 1 1\n2 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 2 1",
        U,
        None,
        "small_grid",
        "the maze's rows rewritten with 2s; no cell named as a move",
    ),
    _s(
        "v33s_small_positions_only",
        "You are at (1, 0). The goal is at (4, 3). The walls are 1.",
        U,
        None,
        "small_half_route",
        "names the player's and the goal's cells, no move",
    ),
    _s(
        "v33s_small_move_to_sentence",
        "Move to (1, 1).",
        (1, 1),
        None,
        "small_single_pair",
        "hard: one cell in a sentence, no MOVE: label; strict: a format miss",
    ),
    _s(
        "v33s_small_ordinal_rows",
        "You are on the 1st row of the 1st column. You go to the 2nd row of the 1st column.",
        U,
        None,
        "small_ordinal",
        "ordinal rows that do not match P in either counting (P is on the 2nd row counted from 1); no cell pair",
    ),
]


SOLVE_CHOSEN = [
    _s(
        "v33s_tldr_then_other_end",
        "TL;DR: MOVE: (1, 1)\n\nLonger version: the top corridor (1, 1) to (1, 3) is open, then the right column runs down to G. But the bottom row is a single straight run and the left column has no side branches, so going down is where I end up: the left column is the path I'd take.",
        U,
        None,
        "tldr",
        "the TL;DR says (1, 1); the long version ends on going down without saying it replaces the TL;DR",
    ),
    _s(
        "v33s_tldr_agrees",
        "TL;DR: go right.\n\nThe long version: right and down are both open and tie at six moves to G. I keep the top corridor because it was my first read and nothing beats it.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "tldr",
        "hard: the TL;DR's direction and the long version's line are the same cell",
    ),
    _s(
        "v33s_struck_through_replaced",
        "~~MOVE: (1, 1)~~\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "struck_through",
        "hard: the struck-out line is withdrawn and the next line replaces it; it is the final line",
    ),
    _s(
        "v33s_struck_value_inline",
        "Going down after all.\n\nMOVE: ~~(1, 1)~~ (2, 0)",
        (2, 0),
        None,
        "struck_through",
        "hard: the struck cell is deleted and (2, 0) stands; strict: the line is not the format",
    ),
    _s(
        "v33s_diff_block",
        "Correction to my previous answer:\n\n```diff\n- MOVE: (1, 1)\n+ MOVE: (2, 0)\n```",
        (2, 0),
        None,
        "diff",
        "hard: the diff removes (1, 1) and adds (2, 0); strict: the answer is inside a code fence",
    ),
    _s(
        "v33s_struck_both",
        "~~MOVE: (1, 1)~~\n~~MOVE: (2, 0)~~\n\nNeither feels right yet; let me look at the walls again.",
        U,
        None,
        "withdrawn",
        "both moves struck out and nothing put in their place",
    ),
    _s(
        "v33s_quote_then_answer",
        "> Moves left: 14. What is your next move?\n\nThe cell right of P is open, and so is the whole top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "quoted_prompt",
        "hard: the quoted line is the user's question, not an answer; the answer line is last",
    ),
    _s(
        "v33s_multi_turn_pushback",
        "User: What is your next move?\nAssistant: MOVE: (1, 1)\nUser: Are you sure? The left column looks better.\nAssistant: You're right. MOVE: (2, 0)",
        U,
        None,
        "multi_turn",
        "the reply invents a user who pushes back and then gives way to him; which turn answers this question is not the reply's own call",
    ),
    _s(
        "v33s_multi_turn_single",
        "User: What is your next move?\nAssistant: MOVE: (2, 0)",
        (2, 0),
        None,
        "multi_turn",
        "hard: one invented turn with one answer; strict: the last line starts with 'Assistant:'",
    ),
    _s(
        "v33s_next_after_committed",
        "After stepping down to (2, 0), the move after that would be (3, 0).\n\nMOVE: (3, 0)",
        (3, 0),
        (3, 0),
        "neighbouring_question",
        "hard: the committed answer line is (3, 0), the move after the asked one; it is read as written (not adjacent to P)",
    ),
    _s(
        "v33s_next_after_only",
        "Once the player is at (2, 0), the following step should be (3, 0), staying in the left column.",
        U,
        None,
        "neighbouring_question",
        "answers the move after the asked one and never says which move to make now",
    ),
    _s(
        "v33s_passive_chosen",
        "The cell (2, 0) is chosen as the next move, since the left column is open down to the bottom row.",
        (2, 0),
        None,
        "passive",
        "hard: one cell in a passive sentence that commits to it; strict: no MOVE: line",
    ),
    _s(
        "v33s_passive_question",
        "Should (2, 0) be taken, or is (1, 1) preferred under your rules? Either is reached in one step.",
        U,
        None,
        "question_back",
        "a question back between two cells, no pick",
    ),
    _s(
        "v33s_ordinal_first_move",
        "First move: (2, 0)\nSecond move: (3, 0)\nThird move: (4, 0)\nFourth move: (4, 1)",
        (2, 0),
        None,
        "ordinal_steps",
        "hard: the steps are labelled; the first move is the move asked; strict: no MOVE: line",
    ),
    _s(
        "v33s_check_one_sooner",
        "MOVE: (1, 1)\n\nVerification: from (1, 1) the route to G is (1, 2), (1, 3), (2, 3), (3, 3), (4, 3). Counting again, though, (2, 0) gets to G one step sooner, so that would be the better first step.",
        U,
        None,
        "second_thought",
        "the check after the answer concludes another cell is better without replacing the line",
    ),
    _s(
        "v33s_check_no_reason_to_switch",
        "MOVE: (1, 1)\n\nVerification: from (1, 1) five more steps reach G; from (2, 0) also five. No reason to switch.",
        (1, 1),
        None,
        "verification_after",
        "hard: the check compares and keeps the answer; strict: not the final line",
    ),
    _s(
        "v33s_one_based_said",
        "Using 1-indexed coordinates (row 1 is the top row), the player is at (2, 1), and the open cell below is (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says its cells are 1-indexed and P is (2, 1): (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v33s_html_comment_doubt",
        "MOVE: (2, 0)\n<!-- TODO: double-check this; (1, 1) might be the better one -->",
        U,
        None,
        "second_thought",
        "a comment after the answer leans to another cell without replacing the answer",
    ),
]


ONE_SHOT = [
    _o(
        "v33o_gpt4o_top_then_right",
        "Follow the top corridor east, then the right column south:\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v33o_sonnet4_left_then_bottom",
        "The open cells form a loop around the central 2x2 block of walls. Going down the left side and along the bottom reaches G in six moves.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v33o_o3_count_after",
        "PATH: " + path_text(DOWN) + "\n\n(Six moves, no walls crossed.)",
        S,
        False,
        "answer_then_explanation",
        "hard: a note after the path line; strict: not the final line",
    ),
    _o(
        "v33o_gemini25flash_arrows",
        "Here's the route:\n\nPATH: " + path_text(RIGHT, " → "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells are a format miss; the route is valid",
    ),
    _o(
        "v33o_qwen3_think",
        "<think>\nStart (1,0). Down: (2,0) (3,0) (4,0), then right (4,1) (4,2) (4,3) = G. All zeros. Good.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v33o_r1_long_think",
        "<think>\nThe player starts at (1,0). Let me try the right side first: (1,1), (1,2), (1,3), then (1,4)? No, (1,4) is a wall. So down from (1,3): (2,3), (3,3), (4,3). That's G. Let me double check (2,3): row 2 is 0 1 1 0 1, index 3 is 0. Yes. And (3,3): row 3 is 0 1 1 0 1, yes.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v33o_v3_numbered_cells",
        "Route:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_route",
        "hard: a numbered list of the cells from P to G is the route; strict: no PATH: line",
    ),
    _o(
        "v33o_llama31_commas",
        "Here is the path:\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "spacing",
        "hard: commas between the cells are a format miss; the route is valid",
    ),
    _o(
        "v33o_mistral_wall_dip",
        "Down the left, along the bottom, with a look into the middle.\n\nPATH: " + path_text(DIP),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v33o_phi4_jump_over_goal",
        "## Path\n\nPATH: " + path_text(JUMP),
        F,
        False,
        "plain",
    ),
    _o(
        "v33o_gemma3_walks_on",
        "Go along the top, down the right side to G, then back up the right side.\n\nPATH: "
        + path_text(WALK_ON),
        S,
        True,
        "walks_past",
        "hard: the route reaches G and walks three cells back up; the specification's check walks back from the last G, and that part is valid",
    ),
    _o(
        "v33o_gpt41mini_direction_words",
        "Down, down, down, then right, right, right to reach G.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail (a ruling kept)",
    ),
    _o(
        "v33o_qwen25_chinese",
        "从起点沿左边一路向下，到最底行后向右走三步就到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese",
    ),
    _o(
        "v33o_llama4_bounce",
        "Down the left column and along the bottom; I pace back and forth at the goal to be sure.\n\nPATH: "
        + path_text(BOUNCE),
        S,
        True,
        "detour",
        "hard: the route steps off G and back twice; every step is legal and it ends on G",
    ),
    _o(
        "v33o_geminipro_one_short",
        "Down the left edge and along the bottom row.\n\nPATH: " + path_text(UNDER),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v33o_mixtral_from_goal",
        "Working backwards from G to P:\n\nPATH: " + path_text(_back(DOWN)),
        F,
        False,
        "reversed",
        "hard: a valid route written from G back to P is a fail (v26 call)",
    ),
    _o(
        "v33o_opus4_cut_before_path",
        "I'll trace the maze carefully.\n\nThe grid has walls along the top row and the right column, with a 2x2 block of walls in the middle at (2, 1), (2, 2), (3, 1) and (3, 2). The open cells therefore form a ring. Starting from P at (1, 0), there are two ways around the ring:\n\n1. Clockwise: along row 1 to (1, 3), then",
        U,
        False,
        "truncated",
        "cut off by max_tokens before the path line",
        finish_reason=L,
    ),
    # -- the real small models' habits --
    _o(
        "v33o_small_echo_cut",
        "You are given a maze. Find a path from P to G. Give the whole path. You are given a maze. Find a path from P to G. Give the",
        U,
        False,
        "small_echo",
        "the prompt's words repeated to the token limit; no path",
        finish_reason=L,
    ),
    _o(
        "v33o_small_three_cells",
        "The path is (1, 0) (2, 0) (3, 0).",
        F,
        False,
        "small_half_route",
        "hard: a committed route that stops at (3, 0), far from G",
    ),
    _o(
        "v33o_small_example_copied",
        "Here is my answer.\nPATH: (0, 0) (0, 1) (1, 1)\nThank you.",
        F,
        False,
        "small_placeholder",
        "hard: the prompt's own example copied as the answer is a fail (v20 call)",
    ),
    _o(
        "v33o_small_repeated_path",
        "PATH: " + path_text(RIGHT) + "\nPATH: " + path_text(RIGHT),
        S,
        True,
        "small_repeat",
        "hard: the same path line twice; a repeated identical answer line at the end is strict-right (v22 call)",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v33o_tldr_then_prefers_other",
        "TL;DR: PATH: "
        + path_text(DOWN)
        + "\n\nDetails: the left column and the bottom row are all open. On reflection the top corridor is the nicer route, since it never hugs the grid's edge for long: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).",
        U,
        False,
        "tldr",
        "the TL;DR gives one route and the details end preferring another without saying it replaces the first",
    ),
    _o(
        "v33o_multi_turn_wall",
        "User: Give me the path.\nAssistant: PATH: "
        + path_text(RIGHT)
        + "\nUser: That goes through a wall.\nAssistant: Sorry! PATH: "
        + path_text(JUMP),
        U,
        False,
        "multi_turn",
        "an invented exchange with two paths; the second answers an objection the user never made",
    ),
    _o(
        "v33o_asks_convention",
        "Which corner is (0, 0) in your convention, top-left or bottom-left? I'll write the path once I know.",
        U,
        False,
        "question_back",
        "a question back and no path",
    ),
    _o(
        "v33o_also_valid_preferred",
        "PATH: "
        + path_text(DOWN)
        + "\n\nAlso valid, and the one I'd actually go with: "
        + path_text(RIGHT),
        U,
        False,
        "second_thought",
        "a second route after the path line is called the one to go with, without replacing the line",
    ),
    _o(
        "v33o_one_based_unsaid",
        "Route found.\n\nPATH: " + one_based(RIGHT),
        U,
        False,
        "one_based_unsaid",
        "cells counted from 1 with nothing said: as written (2, 1) is a wall and row 5 is off the grid; where it matters, unclear",
    ),
    _o(
        "v33o_ordinal_moves",
        "Start: (1, 0)\nFirst move: (1, 1)\nSecond move: (1, 2)\nThird move: (1, 3)\nFourth move: (2, 3)\nFifth move: (3, 3)\nSixth move: (4, 3)",
        S,
        False,
        "ordinal_steps",
        "hard: the start and six labelled moves are the whole route; strict: no PATH: line",
    ),
    _o(
        "v33o_struck_then_path",
        "PATH: ~~(1, 0) (1, 1) (2, 1)~~\nPATH: " + path_text(DOWN),
        S,
        True,
        "struck_through",
        "hard: the struck-out draft is withdrawn; the final line is the exact format and valid",
    ),
    _o(
        "v33o_passive_route",
        "The route (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3) is taken: down the left column, then along the bottom.",
        S,
        False,
        "passive",
        "hard: one route in a passive sentence; strict: no PATH: line",
    ),
    _o(
        "v33o_restated_as_moves",
        "PATH: " + path_text(RIGHT) + "\n\nAs moves: right, right, right, down, down, down.",
        S,
        False,
        "restated_encoding",
        "hard: the restatement in direction words is the same route; strict: not the final line",
    ),
    _o(
        "v33o_check_confirmed",
        "PATH: "
        + path_text(DOWN)
        + "\n\nCheck: each step changes one coordinate by one, none lands on a 1, and the last cell is G. Confirmed.",
        S,
        False,
        "verification_after",
        "hard: the check confirms the path; strict: not the final line",
    ),
    _o(
        "v33o_one_based_said",
        "Note: I number rows and columns from 1, so the player starts at (2, 1).\n\nPATH: "
        + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: cells said to be 1-indexed are converted, the route is DOWN; strict: a format miss",
    ),
]


RECOGNIZE = [
    _r(
        "v33r_gpt4o_outline",
        "The empty cells trace the border of a 4x4 block around a 2x2 core of walls: a hollow outline with four straight sides.\n\nSHAPE: square",
        "square",
        True,
        "square",
    ),
    _r(
        "v33r_sonnet4_capitalised",
        "The open cells run along row 1, down column 3, back along row 4 and up column 0, closing on themselves. Four equal sides, four corners.\n\nSHAPE: Square",
        "square",
        True,
        "square",
    ),
    _r(
        "v33r_flash_box",
        "It's a closed loop with right-angled corners, like the outline of a box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is one of the specification's names for the square",
    ),
    _r(
        "v33r_o3_answer_first",
        "SHAPE: square\n\nThe open cells form a closed loop around the 2x2 wall block in the middle.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the name first and a reason after; strict: not the final line",
    ),
    _r(
        "v33r_qwen3_think",
        "<think>\nEmpty cells: (1,0)-(1,3), (2,0),(2,3),(3,0),(3,3),(4,0)-(4,3). That's the perimeter of rows 1-4, cols 0-3. A square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v33r_r1_circle_then_square",
        "<think>\nThe open cells go all the way around, like a circle? But the corners are sharp, and the grid has no curves. Each side is four cells. So it's a square, not a circle.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v33r_llama3_triangle",
        "The path narrows from the top row toward the bottom right corner, forming a triangle.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v33r_mistral_cross",
        "The walls in the middle split the open area into four arms, so I'd say it's a cross.\n\nSHAPE: cross",
        "cross",
        False,
        "wrong_shape",
    ),
    _r(
        "v33r_phi4_bold",
        "The empty cells outline the edge of a 4x4 area.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v33r_gemma3_quadrilateral",
        "Four straight sides meeting at right angles.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: 'quadrilateral' is one of the specification's names for the square",
    ),
    _r(
        "v33r_qwen25_chinese_value",
        "空格组成一个闭合的环，四条边一样长。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        "hard: the Chinese name is the square (read in Chinese); strict: no Chinese",
    ),
    _r(
        "v33r_v3_spiral",
        "Following the open cells from P, the path turns right three times as it goes around, winding like a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "spiral",
    ),
    _r(
        "v33r_gpt5_parenthetical",
        "SHAPE: square (a 4x4 ring)",
        "square",
        False,
        "square",
        "hard: words after the name on the answer line are a strict miss",
    ),
    _r(
        "v33r_llama4_sentence",
        "Looking at where the 0s are, the shape is a square.",
        "square",
        False,
        "prose_cells",
        "hard: the name in a sentence with no SHAPE: line; strict: a format miss",
    ),
    _r(
        "v33r_mixtral_zigzag",
        "The empty cells step back and forth across the grid like a zigzag.\n\nSHAPE: zigzag",
        "Z",
        False,
        "wrong_shape",
    ),
    _r(
        "v33r_geminipro_cut",
        "Let me list the empty cells by row.\n\nRow 1: (1, 0), (1, 1), (1, 2), (1, 3)\nRow 2: (2, 0), (2, 3)\nRow 3: (3, 0), (3, 3)\nRow 4: (4, 0), (4, 1), (4, 2), (4, 3)\n\nSo the empty cells form the boundary of a",
        U,
        False,
        "truncated",
        "cut off by max_tokens before naming a shape",
        finish_reason=L,
    ),
    # -- the real small models' habits --
    _r(
        "v33r_small_cube",
        "The empty cells form a cube.",
        "square",
        False,
        "small_solid",
        "hard: 'cube' is one of the specification's names for the square; strict: no SHAPE: line",
    ),
    _r(
        "v33r_small_echo_cut",
        "You are looking at a maze. The maze is a grid. 1 is a wall and 0 is an empty cell. The empty cells form a",
        U,
        False,
        "small_echo",
        "the prompt's words echoed and cut off before a shape",
        finish_reason=L,
    ),
    _r(
        "v33r_small_bare_label",
        "What shape do the empty cells form?\nSHAPE:",
        U,
        False,
        "small_half_label",
        "the question echoed and the label left empty",
    ),
    _r(
        "v33r_small_triangle_repeated",
        "The empty cells make a triangle. The empty cells make a triangle. The empty cells make a triangle. The empty cells make a triangle.",
        "triangle",
        False,
        "small_repeat",
        "hard: one name repeated is that name; strict: no SHAPE: line",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v33r_check_counts_sides",
        "SHAPE: square\n\nCounting again: four cells along the top, four down the right side, four along the bottom and four up the left, the corners shared. Still a square.",
        "square",
        False,
        "verification_after",
        "hard: the recount confirms the same shape; strict: not the final line",
    ),
    _r(
        "v33r_tldr_then_c",
        "TL;DR: a square.\n\nLooking closer, P sits at the left end of the top row and the loop seems to open there, so the cells bend around like a letter C. I'd call it a C shape.",
        U,
        False,
        "tldr",
        "the TL;DR names the square; the long version ends on a C without saying it replaces it",
    ),
    _r(
        "v33r_multi_turn_cross",
        "User: What shape?\nAssistant: SHAPE: square\nUser: Are you sure it isn't a cross?\nAssistant: Good point, it could well be a cross.",
        U,
        False,
        "multi_turn",
        "an invented exchange in which the answer drifts to 'could well be a cross'",
    ),
    _r(
        "v33r_italian_name",
        "Guardando le celle vuote: girano tutto intorno al blocco centrale.\n\nSHAPE: quadrato",
        U,
        False,
        "other_language",
        "a shape named in Italian; shape names are read only in English and Chinese",
    ),
    _r(
        "v33r_passive_two",
        "A square could be argued for here, and so could a spiral; the loop is read either way.",
        U,
        False,
        "two_options",
        "two shapes offered in the passive voice, no pick",
    ),
    _r(
        "v33r_walls_not_cells",
        "The walls form a cross through the middle of the grid. (I haven't worked out the empty cells.)",
        U,
        False,
        "neighbouring_question",
        "names a shape for the walls, not the asked empty cells, and says the asked part is not done",
    ),
    _r(
        "v33r_restated_chinese",
        "SHAPE: square\n（正方形）",
        "square",
        False,
        "restated_encoding",
        "hard: the Chinese line restates the same shape; strict: not the final line",
    ),
    _r(
        "v33r_struck_c",
        "~~SHAPE: C~~\nSHAPE: square",
        "square",
        True,
        "struck_through",
        "hard: the C is struck out and replaced; the final line is the exact format",
    ),
    _r(
        "v33r_heading_answer",
        "The loop has four equal sides.\n\n## SHAPE: square",
        "square",
        False,
        "heading",
        "hard: an answer in a heading is read; strict: a heading is not the format",
    ),
    _r(
        "v33r_passive_rejected_c",
        "The shape formed is judged to be a square; a C was considered and rejected because the loop has no gap.",
        "square",
        False,
        "rejected_alternative",
        "hard: the C is named only to be rejected; strict: no SHAPE: line",
    ),
    _r(
        "v33r_question_after_answer",
        "SHAPE: square\n\nOr did you mean the walls? Tell me and I'll describe those instead.",
        "square",
        False,
        "question_back",
        "hard: the asked question (the empty cells) is answered; the offer concerns a different question; strict: not the final line",
    ),
]


GENERATE = [
    _g(
        "v33g_gpt4o_centre_ring",
        "Here's a new maze: a 3x3 ring in the centre of the grid.\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "square",
    ),
    _g(
        "v33g_sonnet4_fenced",
        "I'll keep the square loop but move it to the top-left corner and shrink it to 3x3.\n\nMAZE:\n"
        + _fence(RING_TL3),
        S,
        False,
        "fenced_answer",
        "hard: the maze is right but inside a code fence (strict miss)",
    ),
    _g(
        "v33g_flash_note_after",
        "MAZE:\n" + RING_TM3 + "\n\nThis keeps the square shape with a smaller loop.",
        S,
        False,
        "answer_then_explanation",
        "hard: a sentence after the maze (strict: nothing may follow it)",
    ),
    _g(
        "v33g_qwen3_think",
        "<think>\nNeed a square ring, not the original. 4x4 ring at rows 1-4, cols 1-4. P at (3,4), G at (1,2). Centre (2,2),(2,3),(3,2),(3,3) walls.\n</think>\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v33g_r1_think_bottom",
        "<think>\nThe original is a 4x4 ring. I'll make a 3x3 ring at the bottom. Rows 2-4, cols 1-3. Centre (3,2) is a wall. P bottom-left (4,1), G top-middle (2,2).\n</think>\n\nMAZE:\n"
        + RING_BM3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v33g_llama3_spur",
        "A 3x3 loop with an exit on the right.\n\nMAZE:\n" + SPUR,
        F,
        False,
        "broken_ring",
    ),
    _g(
        "v33g_mistral_filled",
        "MAZE:\n" + FILLED,
        F,
        False,
        "broken_ring",
    ),
    _g(
        "v33g_gemma3_copies_original",
        "Here is a maze with the same shape.\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copies_original",
        "hard: the original maze copied is not a new maze (a fail)",
    ),
    _g(
        "v33g_v3_two_players",
        "MAZE:\n" + TWO_P,
        F,
        False,
        "broken_ring",
    ),
    _g(
        "v33g_mixtral_no_goal",
        "A small loop at the top.\n\nMAZE:\n" + NO_G,
        F,
        False,
        "broken_ring",
    ),
    _g(
        "v33g_gemma3_4b_four_rows",
        "MAZE:\n" + FOUR_ROWS,
        F,
        False,
        "broken_ring",
    ),
    _g(
        "v33g_gpt41_coord_exact",
        "MAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "square",
        encoding="coord_list",
    ),
    _g(
        "v33g_o4mini_coord_preface",
        "Here is my maze, a 4x4 loop in the top-left corner.\n\nMAZE:\n" + coord_list(RING_TL4),
        S,
        True,
        "short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v33g_llama4_matrix_for_coord",
        "MAZE:\n" + RING_TL4,
        F,
        False,
        "wrong_encoding",
        "hard: a matrix where the coordinate list was asked is a fail (a ruling kept)",
        encoding="coord_list",
    ),
    _g(
        "v33g_qwen25_coord_corner",
        "MAZE:\n" + coord_list(CORNER),
        F,
        False,
        "broken_ring",
        encoding="coord_list",
    ),
    _g(
        "v33g_geminipro_cut_mid_maze",
        "I'll design a 3x3 ring in the centre.\n\nMAZE:\n1 1 1 1 1\n1 0 P 0 1\n1 0 1",
        U,
        False,
        "truncated",
        "cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
    # -- the real small models' habits --
    _g(
        "v33g_small_echo_label",
        "Generate a new maze of the same shape.\nMAZE:\n",
        U,
        False,
        "small_echo",
        "the instruction echoed and the label left with no maze (v20 call)",
    ),
    _g(
        "v33g_small_twos",
        "MAZE:\n" + TWOS,
        F,
        False,
        "small_grid",
        "hard: a grid of 1s and 2s with no P or G is an attempted maze that fails",
    ),
    _g(
        "v33g_small_repeated_maze",
        "MAZE:\n" + RING_TL4 + "\nMAZE:\n" + RING_TL4,
        S,
        True,
        "small_repeat",
        "hard: the same maze written twice; a repeated identical answer at the end is strict-right (v22 call)",
    ),
    _g(
        "v33g_small_all_open",
        "MAZE:\n0 0 0 0 0\n0 1 0 1 0\n0 0 0 0 0\n0 1 0 1 0\n0 0 0 0 0",
        F,
        False,
        "small_grid",
        "hard: a grid of open cells and four pillars with no P or G is an attempted maze that fails",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v33g_tldr_other_words",
        "TL;DR: a small square loop.\n\nMAZE:\n" + RING_TL3,
        S,
        True,
        "tldr",
        "hard: the TL;DR describes the same maze that follows; the maze is last with nothing after",
    ),
    _g(
        "v33g_multi_turn_two_mazes",
        "User: Make a new maze.\nAssistant: MAZE:\n"
        + RING_C3
        + "\nUser: Make it bigger.\nAssistant: MAZE:\n"
        + RING_TL4,
        U,
        False,
        "multi_turn",
        "an invented exchange with two mazes, the second for a request the user never made",
    ),
    _g(
        "v33g_restated_coord_same",
        "MAZE:\n" + RING_C3 + "\n\nThe same maze in coordinate-list form:\n" + coord_list(RING_C3),
        S,
        False,
        "restated_encoding",
        "hard: the restatement is the same maze; strict: text after the maze",
    ),
    _g(
        "v33g_restated_coord_differs",
        "MAZE:\n" + RING_C3 + "\n\nThe same maze in coordinate-list form:\n" + coord_list(RING_TL3),
        U,
        False,
        "restated_encoding",
        "the 'same maze' restated is a different maze; which one is meant is not said",
    ),
    _g(
        "v33g_check_prefers_filled",
        "MAZE:\n"
        + RING_TM3
        + "\n\nChecking it: the player has only one way out of (1, 1) besides down... I'd rather open (1, 2) as well so the middle is free.",
        U,
        False,
        "second_thought",
        "the check after the maze prefers a changed maze without writing it or replacing the answer",
    ),
    _g(
        "v33g_check_confirms",
        "MAZE:\n"
        + RING_BR4
        + "\n\nVerification: the open cells are the border of rows 1-4 and columns 1-4; P and G are on it; the centre 2x2 is wall. ✓",
        S,
        False,
        "verification_after",
        "hard: the check confirms the maze; strict: text after the maze",
    ),
    _g(
        "v33g_struck_row",
        "MAZE:\n1 1 1 1 1\n1 0 P 0 1\n~~1 0 0 0 1~~\n1 0 1 0 1\n1 G 0 0 1\n1 1 1 1 1",
        S,
        False,
        "struck_through",
        "hard: the struck-out row is deleted and the remaining five rows are a 3x3 ring; strict: not the encoder's text",
    ),
    _g(
        "v33g_diff_edit_fills",
        "MAZE:\n"
        + RING_C3
        + "\n\nEdit: open the centre too:\n```diff\n- 1 0 1 0 1\n+ 1 0 0 0 1\n```",
        F,
        False,
        "diff",
        "hard: the stated edit replaces the maze's middle row; the edited maze is a filled 3x3 block (a fail)",
    ),
    _g(
        "v33g_which_size",
        "I could make a 3x3 ring or a 4x4 ring. Which size would you like?",
        U,
        False,
        "question_back",
        "a question back and no maze",
    ),
]


PUZZLE = [
    _p(
        "v33p_gpt4o_elbow",
        "The top-left elbow opens up and right; turning it clockwise makes it open right and down, toward both of its neighbours.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v33p_sonnet4_bottom_right",
        "The bottom-right piece points away from the rest of the board. A quarter turn counterclockwise brings its openings to the left and up, where its neighbours are.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v33p_flash_square_number",
        "Square 2 (bottom-left) is the one out of place.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
    ),
    _p(
        "v33p_o3_note_after",
        "ROTATE: (0, 1) counterclockwise\n\nAfter this the top row connects.",
        (1, CCW),
        False,
        "answer_then_explanation",
        "hard: a note after the answer line; strict: not the final line",
    ),
    _p(
        "v33p_qwen3_think",
        "<think>\n(1,0) opens right and down. Down is the board's edge. Rotating counterclockwise: right->up, down->right. Then it opens up and right, meeting (0,0) and (1,1). Good.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v33p_r1_think_flip",
        "<think>\nMaybe (0,0) clockwise? Its opening would face right... no, that doesn't meet anything. What about (0,1)? It opens up; clockwise turns that to the right, off the board. Hmm, counterclockwise turns it left, toward (0,0). Wait, let me recheck: I want it to face down toward (1,1). Up turned clockwise twice faces down, that's two moves. Actually (0,1) clockwise from left-facing gives up... I'll go with clockwise.\n</think>\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
        "hard: the thinking wavers but the final line is one square and one direction",
    ),
    _p(
        "v33p_llama3_cw_abbrev",
        "Top-left needs a turn.\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "abbreviation",
        "hard: 'CW' is clockwise (v20 call); strict: a format miss",
    ),
    _p(
        "v33p_mistral_french",
        "Je tourne la case (1, 1) dans le sens des aiguilles d'une montre, pour la relier au tuyau de gauche.",
        (3, CW),
        False,
        "other_language_read",
        "hard: French direction words are read (v16 rulings); strict: no ROTATE: line",
    ),
    _p(
        "v33p_phi4_anticlockwise",
        "The bottom-left corner piece is facing the wall.\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "abbreviation",
        "hard: 'anticlockwise' is the English word for counterclockwise; strict: only the prompt's words",
    ),
    _p(
        "v33p_gemma3_emoji_after",
        "Turning the last piece!\n\nROTATE: (1, 1) clockwise 🔄",
        (3, CW),
        False,
        "emoji",
        "hard: an emoji after the value is a strict miss",
    ),
    _p(
        "v33p_qwen25_chinese_direction",
        "右上角的方块需要逆时针旋转。\n\nROTATE: (0, 1) 逆时针",
        (1, CCW),
        False,
        "chinese",
        "hard: 逆时针 is counterclockwise; strict: only the prompt's English words",
    ),
    _p(
        "v33p_v3_table_before",
        "| Square | Openings | Needs |\n|---|---|---|\n| (0, 0) | up, left | right, down |\n| (0, 1) | left, down | ok |\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "table",
    ),
    _p(
        "v33p_gpt5_square_number",
        "Square 3 is the only piece not yet joined.\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _p(
        "v33p_llama4_bold",
        "The bottom-left pipe should face up.\n\n**ROTATE: (1, 0) clockwise**",
        (2, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v33p_opus4_cut",
        "Let me describe each square's openings first.\n\n- (0, 0): an elbow opening up and left\n- (0, 1): a straight piece, horizontal\n- (1, 0): an elbow opening",
        U,
        False,
        "truncated",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    # -- the real small models' habits --
    _p(
        "v33p_small_echo_placeholder",
        "End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (row, col) clockwise (or counterclockwise).",
        U,
        False,
        "small_echo",
        "the instruction and its placeholder echoed; no square and both directions",
    ),
    _p(
        "v33p_small_no_direction",
        "ROTATE: (1, 0)\nROTATE: (1, 0)",
        U,
        False,
        "small_half_label",
        "a square with no direction",
    ),
    _p(
        "v33p_small_repeat",
        "ROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
        "hard: the same answer line twice at the end is strict-right (v22 call)",
    ),
    _p(
        "v33p_small_first_square_no_turn",
        "You rotate the 1st square. You rotate the 1st square.",
        U,
        False,
        "small_ordinal",
        "an ordinal square and no direction",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v33p_tldr_then_other",
        "TL;DR: ROTATE: (0, 0) clockwise\n\nWorking it through square by square, though, turning (0, 1) counterclockwise is what actually closes the loop.",
        U,
        False,
        "tldr",
        "the TL;DR's answer and the long version's conclusion are different turns, no pick between them",
    ),
    _p(
        "v33p_multi_turn_two",
        "User: Which square?\nAssistant: ROTATE: (1, 1) clockwise\nUser: That didn't help.\nAssistant: ROTATE: (1, 0) counterclockwise",
        U,
        False,
        "multi_turn",
        "an invented exchange with two turns, the second answering a complaint the user never made",
    ),
    _p(
        "v33p_next_after",
        "After you turn (0, 0), I'd turn (1, 1) clockwise next.",
        U,
        False,
        "neighbouring_question",
        "gives the move after one it assumes; the move to make now has no direction",
    ),
    _p(
        "v33p_passive_either_way",
        "The square (1, 0) should be rotated; the direction can be chosen either way, since both connect it.",
        U,
        False,
        "two_options",
        "one square, both directions left open",
    ),
    _p(
        "v33p_struck_direction",
        "~~ROTATE: (0, 0) clockwise~~\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "struck_through",
        "hard: the struck-out line is withdrawn and replaced by the final line",
    ),
    _p(
        "v33p_passive_turn",
        "Square (0, 1) is rotated clockwise, so that its opening meets the pipe below.",
        (1, CW),
        False,
        "passive",
        "hard: one square and one direction in a passive sentence; strict: no ROTATE: line",
    ),
    _p(
        "v33p_ordinal_second_square",
        "First move: rotate the second square counterclockwise.",
        (1, CCW),
        False,
        "ordinal_steps",
        "hard: 'the second square' is square 1; 'First move' labels this move; strict: no ROTATE: line",
    ),
    _p(
        "v33p_picture_check",
        "ROTATE: (1, 0) clockwise\n\nPicture it: the opening at its top swings to the right, into (1, 1), which is what we want. Same answer.",
        (2, CW),
        False,
        "verification_after",
        "hard: the check pictures the same turn and keeps it; strict: not the final line",
    ),
    _p(
        "v33p_one_based_said",
        "Rows and columns counted from 1 here.\n\nROTATE: (2, 2) counterclockwise",
        (3, CCW),
        False,
        "one_based_said",
        "hard: cells said to be counted from 1 are converted, (2, 2) is (1, 1); strict: a format miss",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v33",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v33.py: counts, no reader
    print_counts(all_cases(), problems())

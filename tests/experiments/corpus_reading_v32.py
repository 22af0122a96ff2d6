"""A thirty-second, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants. ``corpus_form`` and
``corpus_reading_v31`` were read for the data format only.

This round: a natural mix (about two thirds: everyday replies of each model family, and the
real small models' habits) and a chosen third (the ``*_CHOSEN`` lists, :func:`chosen`; reasons
in :data:`WHY`, hard calls start ``hard:``) that pairs genuinely unclear replies a program may
take as definite (a "let me double-check" that ends on a rhetorical question, an answer given
"if the grid is 0-indexed" with the other reading also offered, an answer for the maze after a
move that was not made, a P.S. that swaps the answer "in case", a recommendation and a fallback
of equal weight, a reply that asks which convention to use and answers both) with clear
look-alikes (a P.S. that repeats the same cell, a fallback argued away, an answer in a table
with one row, a "sanity check" in other words that lands on the same turn). New rings (4x4
top-right, 3x3 bottom-right, 3x3 middle-left, 3x3 middle-right), new broken mazes (a ring
with a gap at a corner, a ring with a cut corner, a goal on the ring's centre, lowercase p and
g, S and E) and new routes (a step up off G and back, a step back off G to end beside it, a diagonal
step onto the wall (4,4), a diagonal step onto the wall (3,2)); a step right and back onto P, a
diagonal step and a route one short of G are written again in new replies.

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
DETOUR = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: one step right and back onto P, then the left column and the bottom row."""
OFF_AND_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 4,3"
"""Reaches G, steps up off it and back: the part up to the last G is a valid walk."""
ENDS_OFF = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2"
"""Reaches G and steps back left to end on (4,2): the part up to the last G is a valid walk."""
DIAG = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
SHORT = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one short of G."""
THROUGH = "1,0 1,1 1,2 1,3 2,3 3,3 4,4 4,3"
"""Broken: a diagonal step from (3,3) onto the wall (4,4), then left to G."""
INTO_32 = "1,0 2,0 3,0 4,0 4,1 3,2 4,3"
"""Broken: a diagonal step from (4,1) onto the wall (3,2), then another to G."""

# == generated mazes (5x5) =================================================================
RING_TR4 = """\
1 0 0 0 0
1 0 1 1 0
1 0 1 1 0
1 P 0 G 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,1), G at (3,3)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 G 0
1 1 0 1 0
1 1 0 P 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (4,3), G at (2,3)."""

RING_ML3 = """\
1 1 1 1 1
0 0 P 1 1
0 1 0 1 1
G 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the middle left, P at (1,2), G at (3,0)."""

RING_MR3 = """\
1 1 1 1 1
1 1 0 G 0
1 1 0 1 0
1 1 0 0 P
1 1 1 1 1"""
"""Valid: a 3x3 ring at the middle right, P at (3,4), G at (1,3)."""

GAP = RING_TR4.replace("1 0 0 0 0", "1 0 0 0 1")
""":data:`RING_TR4` with its corner (0,4) walled: a path with two ends, not a ring (a fail)."""

CUT_CORNER = RING_BR3.replace("1 1 0 P 0", "1 1 0 P 1")
""":data:`RING_BR3` with its corner (4,4) walled (a fail)."""

G_CENTRE = RING_ML3.replace("0 1 0 1 1", "0 G 0 1 1").replace("G 0 0 1 1", "0 0 0 1 1")
""":data:`RING_ML3` with G on the ring's centre (2,1): the open cells are a filled block (a
fail)."""

LOWER = RING_MR3.replace("P", "p").replace("G", "g")
""":data:`RING_MR3` with lowercase p and g (a fail)."""

S_E = RING_TR4.replace("P", "S").replace("G", "E")
""":data:`RING_TR4` with S and E for the player and goal (a fail)."""


def _fence(text: str, lang: str = "") -> str:
    return f"```{lang}\n{text}\n```"


def _tight(cells: str) -> str:
    return " ".join(f"({c})" for c in cells.split())


SOLVE = [
    _s(
        "v32s_gpt4o_two_options",
        "P is at (1, 0). From here I can go down to (2, 0) or right to (1, 1); both lead around the loop to G at (4, 3) in six moves. I'll go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s("v32s_gpt41mini_bare", "Right is open.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "plain"),
    _s(
        "v32s_gpt41_one_line_reason",
        "Going right along the open row toward the right column.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v32s_o4mini_terse",
        "Down is open; continuing down the column then along the bottom.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v32s_o3_bfs",
        "BFS from (1,0): distance to (4,3) is 6 via either neighbour. Tie broken toward the lower row index change first.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v32s_gpt5_markdown",
        "**Where P can go**\n- ⬆️ (0, 0): wall\n- ➡️ (1, 1): open\n- ⬇️ (2, 0): open\n\nBoth open cells are on a shortest route. Taking the right one.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v32s_haiku4_short",
        "I'm at (1, 0). The cell to my right is open, so I'll move there.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v32s_sonnet4_grid_restated",
        "Let me read the grid row by row:\n\n```\nRow 0: 1 1 1 1 1\nRow 1: P 0 0 0 1\nRow 2: 0 1 1 0 1\nRow 3: 0 1 1 0 1\nRow 4: 0 0 0 G 1\n```\n\nP is at (1, 0) and G at (4, 3). The open cells make a loop, so either neighbour works. I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_maze",
    ),
    _s(
        "v32s_opus4_plan",
        "The open cells form a rectangular loop around a 2x2 block of walls. The goal at (4, 3) is the opposite corner of that loop from P, so the two ways round are equally long. My plan is down the left edge, then right along the bottom: (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3).\n\nFirst step:\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_then_move",
    ),
    _s(
        "v32s_flash_bullet",
        "* Current: (1, 0)\n* Goal: (4, 3)\n* Next: move right\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "bullets",
    ),
    _s(
        "v32s_pro25_italic",
        "Since the wall is directly above me and the grid's edge is to my left, the only choices are down and right. I'll take down.\n\n*MOVE: (2, 0)*",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v32s_qwen25_chinese",
        "玩家位于 (1, 0)，下方 (2, 0) 是空地，可以向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese",
    ),
    _s(
        "v32s_qwen3_think",
        "<think>\nP=(1,0). Up (0,0)=1 wall. Right (1,1)=0. Down (2,0)=0. G=(4,3). Right route: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). 6. Down route also 6. Pick right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v32s_qwen3_nothink_empty_think",
        "<think>\n\n</think>\n\nThe cell below P is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v32s_r1_long_think",
        "<think>\nOkay, so I'm at (1,0). Let me look at the row above: row 0 is all walls. So I can't go up. To the right is (1,1), which is 0, open. Below is (2,0), also 0. The goal is at (4,3). If I go right: (1,1), (1,2), (1,3), then (2,3) is 0, (3,3) is 0, (4,3) is G. That works. If I go down: (2,0), (3,0), (4,0), then (4,1), (4,2), (4,3). Also works, same length. Hmm, which one? Doesn't matter. Let me go right.\n</think>\n\nI will move right to (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v32s_v3_direction_and_cell",
        "Move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v32s_llama33_verbose",
        "To solve this maze, I need to find a path from the player's current position (1, 0) to the goal (4, 3). Looking at the maze, I can see that the cell to the right of the player (1, 1) is empty. Therefore, my next move is to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "verbose",
    ),
    _s(
        "v32s_llama4_scout_trailing",
        "MOVE: (2, 0)\n\nThis moves the player down one cell toward the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the answer line is not the last line; strict: a format miss",
    ),
    _s(
        "v32s_mistral_small",
        "The player can move down to (2, 0) since it is an empty cell.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v32s_mixtral_numbered_steps",
        "Steps:\n1. Identify position: (1, 0).\n2. Check neighbours: (1, 1) open, (2, 0) open.\n3. Choose the one nearer the goal column: (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _s(
        "v32s_phi4_boxed_and_line",
        "The best move is $\\boxed{(2, 0)}$.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "latex_boxed",
    ),
    _s(
        "v32s_gemma3_friendly",
        "Okay! Let's move right. 😊\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "emoji",
    ),
    _s(
        "v32s_gemma3_12b_no_space",
        "MOVE:(2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: (2,0) without spaces is the cell; strict: not the prompt's (row, col) spacing",
    ),
    _s(
        "v32s_distill_qwen_think_unclosed_answer",
        "<think>\nI'm at (1,0). Right is open. Down is open. Go down.\n</think>\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v32s_small_echo_prompt",
        "You are solving a maze one move at a time. The maze is a 5x5 grid. 1 is a wall, 0 is an empty cell, P is the player and G is the goal. You are solving a maze one move at a time. The maze is a 5x5 grid. 1 is a wall, 0 is",
        U,
        None,
        "small_echo",
        "cut off while repeating the prompt's opening: no cell",
        finish_reason=L,
    ),
    _s(
        "v32s_small_ordinal_rows",
        "You are on the 2nd row of the 1st column. You are on the 2nd row of the 1st column. The goal is on the 5th row.",
        U,
        None,
        "small_ordinal",
        "only where the player is (and where the goal is) is said, repeated; no move",
    ),
    _s(
        "v32s_small_two_cells",
        "You can move to the right cell (1, 1) or to the bottom cell (2, 0).",
        U,
        None,
        "small_two_cells",
        "two cells offered with no pick",
    ),
    _s(
        "v32s_small_half_label",
        "The next move is down.\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label without its colon still names (2, 0) (v26 call); strict: a format miss",
    ),
    _s(
        "v32s_small_grid_back",
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe maze:\n1 1 1 1 1\nP 0 0 0 1",
        U,
        None,
        "small_echo",
        "the maze's rows copied back and repeated, no move",
    ),
    _s(
        "v32s_small_single_pair",
        "The player moves down to the cell (2, 0) next.",
        (2, 0),
        None,
        "small_single_pair",
        "hard: one pair in one sentence that says it is the move; strict: no MOVE: line",
    ),
    _s(
        "v32s_small_repeat_move",
        "I go right.\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same answer line repeated is that answer; strict-right (v22 call)",
    ),
    _s(
        "v32s_cut_off_mid_think",
        "<think>\nP is at (1,0). Up is a wall. Down (2,0) is open, right (1,1) is open. Let me count both routes to (4,3). Going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3) – that's 6. Going right: (1,1), (1,2), (1,3), (2,3),",
        U,
        None,
        "truncated",
        "cut off in its thinking before any answer line",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v32s_double_check_rhetorical",
        "MOVE: (2, 0)\n\nHmm, but is the left column really open all the way down, or did I misread row 3?",
        U,
        None,
        "second_thought",
        "the answer is followed by a doubt about it left open as a question",
    ),
    _s(
        "v32s_double_check_settled",
        "MOVE: (2, 0)\n\nDouble-checking row 3: it reads 0 1 1 0 1, so (3, 0) is open and the left column runs clear down to (4, 0). The move stands.",
        (2, 0),
        None,
        "verification_after",
        "hard: the check after the answer confirms it ('the move stands'); strict: not the last line",
    ),
    _s(
        "v32s_indexing_both",
        "If the grid is counted from 0, P is at (1, 0) and I go to (2, 0); if it is counted from 1, the same cell is (3, 1).\n\nMOVE: (2, 0) or MOVE: (3, 1)",
        U,
        None,
        "conditional",
        "two answer lines under two conventions with no pick (the prompt's convention is not chosen by the reply)",
    ),
    _s(
        "v32s_indexing_said_one_based",
        "Using 1-indexed coordinates (row 1 is the top row), P is at (2, 1) and the open cell below it is (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (3, 1) is (2, 0); strict reads (3, 1) as written, a format miss",
    ),
    _s(
        "v32s_after_move_not_made",
        "Assuming I already stepped down last turn, I'm at (2, 0) now, so I keep going down.\n\nMOVE: (3, 0)",
        (3, 0),
        (3, 0),
        "misread_position",
        "hard: a committed answer on a misread position is that answer (v28 call); (3, 0) is not adjacent to P, the env says so",
    ),
    _s(
        "v32s_ps_swaps",
        "MOVE: (1, 1)\n\nP.S. Looking again, (2, 0) might be the safer first step.",
        U,
        None,
        "second_thought",
        "a P.S. leans to another cell without saying it replaces the answer line (a check preferring another)",
    ),
    _s(
        "v32s_ps_same",
        "MOVE: (1, 1)\n\nP.S. That's the cell just right of P, the start of the top corridor.",
        (1, 1),
        None,
        "verification_after",
        "hard: the P.S. describes the same cell in words; strict: not the last line",
    ),
    _s(
        "v32s_recommend_and_fallback",
        "Options: (2, 0) going down, or (1, 1) going right. Both take six moves, so it's your call.",
        U,
        None,
        "two_options",
        "two cells offered and the pick handed back to the user, no answer line",
    ),
    _s(
        "v32s_fallback_argued_away",
        "I considered going right to (1, 1), but going down keeps me next to the outer edge, which I prefer here, so right is out.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the alternative is named and rejected before the answer line",
    ),
    _s(
        "v32s_asks_which",
        "Quick question: should coordinates be (row, col) or (x, y)? Under (row, col), the move is (2, 0); under (x, y) it would be (0, 2).",
        U,
        None,
        "question_back",
        "asks back which convention and gives both, no answer line",
    ),
    _s(
        "v32s_one_row_table",
        "| Step | From | To | Direction |\n|---|---|---|---|\n| 1 | (1, 0) | (1, 1) | right |\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table",
        "hard: the table has one row and names the same cell as the answer line",
    ),
    _s(
        "v32s_trailing_maybe_not",
        "MOVE: (2, 0)\n\n...or maybe not. Let me think about this more carefully next turn.",
        U,
        None,
        "withdrawn",
        "the answer is doubted right after ('or maybe not') and never confirmed",
    ),
    _s(
        "v32s_yaml_block",
        "```yaml\naction: move\nrow: 2\ncol: 0\n```",
        (2, 0),
        None,
        "yaml",
        "hard: a YAML action with row 2 and col 0 is the cell (2, 0), like a tool call saying row and column (v31 call); strict: no MOVE: line",
    ),
    _s(
        "v32s_tool_call_direction_only",
        'I will call the move tool.\n{"name": "move", "arguments": {"direction": "down"}}',
        (2, 0),
        None,
        "tool_call_json",
        "hard: a single solve move given only as a direction is the neighbouring cell; strict: a format miss",
    ),
    _s(
        "v32s_answer_in_heading",
        "### MOVE: (1, 1)\n\nRight along the top row, then down the right column.",
        (1, 1),
        None,
        "heading",
        "hard: the heading names the move; strict: not the last line, and a heading is not the format",
    ),
    _s(
        "v32s_heading_two_sections",
        "## Option A (fewest turns)\nMOVE: (1, 1)\n\n## Option B (stay on the edge)\nMOVE: (2, 0)",
        U,
        None,
        "two_sections",
        "two headed sections each with an answer line and no pick (v31 call)",
    ),
    _s(
        "v32s_html_answer",
        "<p>The player steps down.</p>\n<p><b>MOVE: (2, 0)</b></p>",
        (2, 0),
        None,
        "html",
        "hard: the answer inside HTML tags is (2, 0); strict: tags are not the format",
    ),
    _s(
        "v32s_unsure_closing",
        "I'd go with (1, 1), though honestly I'm not confident about this maze.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "hedge_committed",
        "hard: doubt about itself before an unconditional answer line is still a committed answer",
    ),
]


ONE_SHOT = [
    _o(
        "v32o_gpt4o_down",
        "Starting at P (1, 0), I go down the left column to (4, 0), then right along the bottom row to G.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v32o_gpt41_ends_off",
        "PATH: " + path_text(ENDS_OFF),
        S,
        True,
        "walks_past",
        "hard: the route reaches G and steps back to (4, 2); from the last G back to P it is valid (the specification's check)",
    ),
    _o(
        "v32o_o3_terse",
        "Shortest (6 moves), via the top row.\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v32o_gpt5_bold",
        "Route: across the top, down the right side.\n\n**PATH: " + path_text(RIGHT) + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v32o_sonnet4_walkthrough",
        "Walking the loop clockwise from P:\n- right to (1, 1), (1, 2), (1, 3)\n- down to (2, 3), (3, 3)\n- down to G at (4, 3)\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "bullets",
    ),
    _o(
        "v32o_opus4_detour",
        "I'll first peek right, come back, then take the left side (every step is still between open neighbours).\n\nPATH: "
        + path_text(DETOUR),
        S,
        True,
        "detour",
        "hard: a route stepping back onto P and going on is a success if every step is valid (v25 call)",
    ),
    _o(
        "v32o_flash_arrows",
        "Down, then right:\n\nPATH: " + path_text(DOWN, " -> "),
        S,
        False,
        "arrows",
        "hard: arrows between the cells are the route; strict: a format miss",
    ),
    _o(
        "v32o_pro25_commas",
        "The path goes around the left and bottom edges.\n\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: commas between the cells are the route; strict: a format miss",
    ),
    _o(
        "v32o_qwen25_chinese",
        "从 (1, 0) 出发，先向右走到 (1, 3)，再向下走到终点 (4, 3)。\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "chinese",
    ),
    _o(
        "v32o_qwen3_think_diag",
        "<think>\nFrom (1,0) down to (3,0), then to (4,1) and along to (4,3). Five moves.\n</think>\n\nPATH: "
        + path_text(DIAG),
        F,
        False,
        "think_block",
        "hard: the step (3, 0) -> (4, 1) is diagonal, so the route is invalid (a fail)",
    ),
    _o(
        "v32o_r1_through_walls",
        "<think>\nDown the left column to (4,0), right to (4,1), then cut the corner through (3,2) to G.\n</think>\n\nPATH: "
        + path_text(INTO_32),
        F,
        False,
        "think_block",
        "hard: the route steps diagonally onto the wall (3, 2) (a fail)",
    ),
    _o(
        "v32o_v3_short",
        "Following the right side:\n\nPATH: " + path_text(SHORT),
        F,
        False,
        "plain",
        "hard: the route stops at (3, 3), one cell short of G (a fail)",
    ),
    _o(
        "v32o_llama33_directions_only",
        "The path is: right, right, right, down, down, down.",
        F,
        False,
        "directions_only",
        "hard: a one-shot route given only in direction words is a fail (a ruling kept)",
    ),
    _o(
        "v32o_mistral_tight",
        "Shortest path found.\nPATH: " + _tight(DOWN),
        S,
        False,
        "spacing",
        "hard: (1,0) without a space after the comma is the cell; strict: a format miss",
    ),
    _o(
        "v32o_phi4_off_and_back",
        "Path found:\n\nPATH: " + path_text(OFF_AND_BACK),
        S,
        True,
        "walks_past",
        "hard: the route reaches G, steps off and comes back; from the last G back to P it is valid (the specification's check)",
    ),
    _o(
        "v32o_gemma3_numbered",
        "Cells in order, start to goal:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_route",
        "hard: a numbered list of cells from P to G is the path; strict: no PATH: line",
    ),
    _o(
        "v32o_small_echo",
        "Give the whole path at once. End your reply with a line of the form PATH: (row, col) (row, col) ... Give the whole path at once. End your reply with a line of the form PATH: (row, col)",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed with its placeholder, cut off",
        finish_reason=L,
    ),
    _o(
        "v32o_small_restate_maze",
        "The maze is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe path is from P to G.",
        U,
        False,
        "small_echo",
        "the maze restated and the task said back; no route",
    ),
    _o(
        "v32o_small_one_cell",
        "PATH: (4, 3)",
        F,
        False,
        "small_half_route",
        "hard: a route of G alone does not start at P, so it is not a valid walk (a fail)",
    ),
    _o(
        "v32o_cut_off_list",
        "To go from P to G I will follow the loop:\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "truncated",
        "cut off in the middle of the PATH line",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v32o_two_routes_pick_later",
        "Route A: "
        + path_text(RIGHT)
        + "\nRoute B: "
        + path_text(DOWN)
        + "\n\nBoth are six moves; I can go with whichever you prefer.",
        U,
        False,
        "two_options",
        "two routes with no pick, the choice handed back",
    ),
    _o(
        "v32o_two_routes_picked",
        "Route A goes along the top, Route B along the left and bottom. They tie on length; I'll commit to Route B.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: the other route is named and the reply commits to one with a PATH line",
    ),
    _o(
        "v32o_check_finds_problem",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nChecking each step... (1, 3) to (2, 3): is (2, 3) open? Row 2 is 0 1 1 0 1, hmm, I'm not certain I indexed that right.",
        U,
        False,
        "second_thought",
        "a check after the path doubts a step and ends unsettled",
    ),
    _o(
        "v32o_check_confirms_words",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nStep check: three moves right along row 1, three moves down column 3, landing on G. All six cells are 0 or G in the grid.",
        S,
        False,
        "verification_after",
        "hard: the check restates the same route in words and confirms it; strict: not the last line",
    ),
    _o(
        "v32o_one_based_said",
        "Coordinates below are 1-indexed (the top-left cell is (1, 1)).\n\nPATH: "
        + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: said 1-indexed, so converted it is the left-and-bottom route; strict: a format miss",
    ),
    _o(
        "v32o_revised_new_line",
        "PATH: "
        + path_text(THROUGH)
        + "\n\nWait, (4, 4) is a wall and that step is diagonal. Corrected route:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "replaced",
        "hard: the first path is withdrawn and a new answer line replaces it",
    ),
    _o(
        "v32o_revised_unfinished",
        "PATH: "
        + path_text(THROUGH)
        + "\n\nWait, (4, 4) is a wall and that step is diagonal, so this doesn't work. The right route would go around instead, via",
        U,
        False,
        "unfinished_correction",
        "the path is withdrawn and the correction is never written",
    ),
    _o(
        "v32o_json_tool_call",
        'Submitting the route.\n{"name": "submit_path", "arguments": {"path": [[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]]}}',
        S,
        False,
        "tool_call_json",
        "hard: the tool call's path is the top-and-right route; strict: no PATH: line",
    ),
    _o(
        "v32o_for_other_start",
        "If the player started at (4, 0) instead, the path would be (4, 0) (4, 1) (4, 2) (4, 3). From the actual start I haven't worked it out yet.",
        U,
        False,
        "other_position",
        "a route for another start only, nothing for the actual P",
    ),
    _o(
        "v32o_steps_prose_only",
        "Go from (1, 0) down through (2, 0) and (3, 0) to (4, 0), then right through (4, 1) and (4, 2) to reach the goal at (4, 3).",
        S,
        False,
        "prose_cells",
        "hard: every cell of the route is named in order in one sentence, from P to G; strict: no PATH: line",
    ),
]


RECOGNIZE = [
    _r(
        "v32r_gpt4o_reasoned",
        "The empty cells run along row 1, down column 0 and column 3, and along row 4, enclosing a 2x2 block of walls. Together they trace the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r("v32r_gpt41mini_bare", "A square outline.\n\nSHAPE: square", "square", True, "plain"),
    _r(
        "v32r_o3_rectangle_variant",
        "Twelve open cells on the border of a 4x4 block: a closed loop with four corners.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: rectangle is a name of the square's variants (v25 call), strict-right",
    ),
    _r(
        "v32r_gpt5_bold",
        "It's a hollow 4x4 outline: four straight sides meeting at right angles.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v32r_haiku4_loop",
        "The open cells make a closed loop around the central walls, with four equal sides of four cells each.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v32r_sonnet4_restated",
        "Marking the empty cells with ·:\n\n```\n# # # # #\n· · · · #\n· # # · #\n· # # · #\n· · · · #\n```\n\nThat's the perimeter of a 4×4 square.\n\nSHAPE: square",
        "square",
        True,
        "restates_maze",
    ),
    _r(
        "v32r_opus4_quadrilateral",
        "Four sides, four right-angle corners, equal side lengths: the empty region is a square ring.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: quadrilateral is a square variant of the specification; strict-right",
    ),
    _r(
        "v32r_flash_plain",
        "The empty cells form a square.\n\nSHAPE: Square",
        "square",
        True,
        "capitalised",
        "hard: a capitalised name is the name; strict-right (any English name of the right shape)",
    ),
    _r(
        "v32r_qwen25_chinese",
        "空白格子沿着四条边围成一圈，是一个正方形的边框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        "hard: 正方形 is the square (Chinese names are read); strict: no Chinese",
    ),
    _r(
        "v32r_qwen3_think",
        "<think>\nOpen: row1 c0-3, c0 r1-4, c3 r1-4, row4 c0-3. Ring 4x4. Square outline.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v32r_r1_think_changes_mind",
        "<think>\nAt first glance the open cells look like the letter C: the left side, top and bottom... but the right column (1,3),(2,3),(3,3) is open too, so it closes up. It's a full loop, not a C. A square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: the thinking considers a C and drops it before the answer line",
    ),
    _r(
        "v32r_llama33_box",
        "The empty cells form a box shape around the walls in the centre.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: box is a square variant; strict-right",
    ),
    _r(
        "v32r_mistral_circle",
        "The empty cells go all the way around in a loop, so the shape is a circle.\n\nSHAPE: circle",
        "none",
        False,
        "wrong_shape",
        "hard: a circle is none of the specification's shapes (none)",
    ),
    _r(
        "v32r_phi4_triangle",
        "The open cells along the top and the left edge meet in a right angle, forming a triangle with the bottom row.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v32r_gemma3_spiral_emoji",
        "🌀 The empty cells wind around the middle!\n\nSHAPE: spiral",
        "spiral",
        False,
        "emoji",
    ),
    _r(
        "v32r_small_pyramid",
        "The empty cells form a square pyramid with a base of 4 cells.\n\nSHAPE: square pyramid",
        "triangle",
        False,
        "small_solid",
        "hard: a square pyramid is the pyramid, the triangle's variant (a ruling kept)",
    ),
    _r(
        "v32r_small_echo",
        "The navigation part is over. Look at the whole maze again, at all of its empty cells (the cells of P and G count as empty). The navigation part is over. Look at the whole maze",
        U,
        False,
        "small_echo",
        "cut off echoing the prompt: no shape",
        finish_reason=L,
    ),
    _r(
        "v32r_small_label_only",
        "The shape is\nSHAPE: <name>\nSHAPE: <name>",
        U,
        False,
        "small_placeholder",
        "the prompt's placeholder copied: no shape named",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v32r_square_or_rectangle_open",
        "It could be called a square or a rectangle depending on whether you count the corner walls; I'm not sure which you want.",
        "square",
        False,
        "two_names_same_shape",
        "hard: square and rectangle are both names of the square, so the open choice is between two names of one shape; strict: no SHAPE: line",
    ),
    _r(
        "v32r_square_or_c",
        "SHAPE: square\n\nThough if (2, 3) were a wall it would be a C, and I might have misread that cell.",
        U,
        False,
        "second_thought",
        "a doubt after the answer that names another shape, left unsettled",
    ),
    _r(
        "v32r_c_rejected",
        "My first thought was a C, since the left side is one long column, but the right column is open as well, closing the loop. So not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: the C is named and rejected before the answer line",
    ),
    _r(
        "v32r_yaml_answer",
        "```yaml\nshape: square\nreason: the empty cells form a closed 4x4 outline\n```",
        "square",
        False,
        "yaml",
        "hard: the YAML key names the square; strict: no SHAPE: line outside a fence",
    ),
    _r(
        "v32r_german_name",
        "Die leeren Felder bilden zusammen den Rand eines Quadrats.\n\nSHAPE: Quadrat",
        U,
        False,
        "other_language",
        "a shape named in German: shape names are read only in English and Chinese",
    ),
    _r(
        "v32r_heading_then_other",
        "## Answer: square\n\nOn reflection the outline is longer than it is wide, so a rectangle fits better.\n\nSHAPE: rectangle",
        "square",
        True,
        "replaced",
        "hard: the heading and the final line name two names of the same shape (rectangle is a square variant)",
    ),
    _r(
        "v32r_asks_shape_list",
        "Do you want the shape of the walls or of the empty cells? The walls form an L around the edge; the empty cells form a square.",
        U,
        False,
        "question_back",
        "asks back which region is meant and names two shapes, no answer line",
    ),
    _r(
        "v32r_sanity_check_same",
        "SHAPE: square\n\nSanity check: 4 cells per side, 12 cells in all, corners at (1,0), (1,3), (4,0), (4,3). Yes, a square outline.",
        "square",
        False,
        "verification_after",
        "hard: the check confirms the same shape; strict: not the last line",
    ),
    _r(
        "v32r_unfinished_correction",
        "SHAPE: square\n\nActually no, looking at the corners again, I think it is more like a",
        U,
        False,
        "unfinished_correction",
        "the answer is taken back and the replacement never written",
    ),
]


GENERATE = [
    _g(
        "v32g_gpt4o_fenced_after_line",
        "Here is a new 5x5 maze whose empty cells also form a square ring, shifted to the top-right corner.\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "short_reasoned",
    ),
    _g("v32g_gpt41_bare", "MAZE:\n" + RING_BR3, S, True, "plain"),
    _g("v32g_gpt41mini_ml3", "MAZE:\n" + RING_ML3, S, True, "plain"),
    _g(
        "v32g_o3_mr3",
        "A smaller 3x3 ring on the right side.\n\nMAZE:\n" + RING_MR3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v32g_gpt5_fenced",
        "MAZE:\n" + _fence(RING_BR3),
        S,
        False,
        "fenced_answer",
        "hard: the fenced maze is the ring; strict: a fence is not the format",
    ),
    _g(
        "v32g_sonnet4_explains_after",
        "MAZE:\n"
        + RING_TR4
        + "\n\nThe empty cells form a 4x4 square ring in the top-right; P and G are both on it.",
        S,
        False,
        "answer_then_explanation",
        "hard: text after the maze; strict: 'nothing after it' is broken",
    ),
    _g(
        "v32g_opus4_gap",
        "I'll put the ring in the top-right corner.\n\nMAZE:\n" + GAP,
        F,
        False,
        "broken_ring",
        "hard: the corner (0,4) is a wall, so the open cells are a path with two ends, not a ring",
    ),
    _g(
        "v32g_flash_copy",
        "Here is a new maze whose empty cells form the same square ring:\n\nMAZE:\n"
        + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
        "hard: an identical copy of the original maze is a fail (the prompt forbids it)",
    ),
    _g(
        "v32g_pro25_cut_corner",
        "A small ring in the bottom-right corner:\n\nMAZE:\n" + CUT_CORNER,
        F,
        False,
        "broken_ring",
        "hard: the corner (4,4) is a wall, the 3x3 loop is broken",
    ),
    _g(
        "v32g_qwen25_chinese",
        "这是一个新的迷宫，空白格子仍然组成正方形环。\n\nMAZE:\n" + RING_MR3,
        S,
        True,
        "chinese",
    ),
    _g(
        "v32g_qwen3_think_lower",
        "<think>\nPut a 3x3 ring on the right, player at the bottom-right corner, goal at the top.\n</think>\n\nMAZE:\n"
        + LOWER,
        F,
        False,
        "think_block",
        "hard: lowercase p and g are not the legend's P and G (a fail, a ruling kept)",
    ),
    _g(
        "v32g_r1_s_e",
        "<think>\nRing in the top-right 4x4. Start bottom-left of the ring, end two cells right.\n</think>\n\nMAZE:\n"
        + S_E,
        F,
        False,
        "think_block",
        "hard: S and E for the player and goal are a fail (a ruling kept)",
    ),
    _g(
        "v32g_llama4_g_centre",
        "MAZE:\n" + G_CENTRE,
        F,
        False,
        "broken_ring",
        "hard: G on the ring's centre opens it: the open cells are a filled 3x3 block",
    ),
    _g(
        "v32g_coord_exact",
        "MAZE:\n" + coord_list(RING_BR3),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v32g_coord_reasoned",
        "Same format as the original, with the ring moved to the top right.\n\nMAZE:\n"
        + coord_list(RING_TR4),
        S,
        True,
        "short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v32g_coord_gap",
        "MAZE:\n" + coord_list(GAP),
        F,
        False,
        "broken_ring",
        "hard: the coordinate list of a ring with a walled corner (a fail)",
        encoding="coord_list",
    ),
    _g(
        "v32g_small_echo_rules",
        "- use the same format as above; - exactly one player P and one goal G, both on empty cells; - the goal must be reachable from P through empty cells; - exactly one player P and one",
        U,
        False,
        "small_echo",
        "the requirements echoed and cut off: no maze",
        finish_reason=L,
    ),
    _g(
        "v32g_small_ones_and_twos",
        "MAZE:\n1 2 1 2 1\n1 2 1 2 1\n2 1 2 1 2\n1 2 1 2 1\n2 1 2 1 2",
        F,
        False,
        "small_grid",
        "hard: a grid of 1s and 2s with no P or G is a maze, and not a valid one (a fail)",
    ),
    _g(
        "v32g_small_label_only",
        "Sure! Here is the new maze.\n\nMAZE:",
        U,
        False,
        "small_no_maze",
        "'MAZE:' with nothing after it: no maze (v20 call)",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v32g_two_mazes_no_pick",
        "Option 1:\nMAZE:\n" + RING_ML3 + "\n\nOption 2:\nMAZE:\n" + RING_MR3,
        U,
        False,
        "two_sections",
        "two mazes in two sections, no pick (v31 call: unclear even when both would succeed)",
    ),
    _g(
        "v32g_check_doubts",
        "MAZE:\n"
        + RING_TR4
        + "\n\nHmm, I should double-check that G is on the ring and not inside it; I'll trust it for now but I'm not sure.",
        U,
        False,
        "second_thought",
        "a doubt about the maze after it, kept 'for now' and never settled",
    ),
    _g(
        "v32g_check_confirms",
        "MAZE:\n"
        + RING_MR3
        + "\n\nChecking: the open cells are (1,2), (1,3), (1,4), (2,2), (2,4), (3,2), (3,3), (3,4), eight cells around the wall at (2,3). P at (3,4) and G at (1,3) are both on the loop. Good.",
        S,
        False,
        "verification_after",
        "hard: the check lists the same ring's cells and confirms it; strict: text after the maze",
    ),
    _g(
        "v32g_draft_then_final",
        "Draft:\n"
        + GAP
        + "\n\nThat draft has a wall at (0,4), which breaks the loop. Fixed:\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "replaced",
        "hard: the draft is rejected and the MAZE: line gives the fixed maze",
    ),
    _g(
        "v32g_wrong_encoding_matrix",
        "MAZE:\n" + RING_BR3,
        F,
        False,
        "wrong_encoding",
        "hard: the matrix written when the coordinate list was asked is a fail (a ruling kept)",
        encoding="coord_list",
    ),
    _g(
        "v32g_question_then_draft",
        "Should the ring be the same size as the original or can it be smaller? Here's a smaller one in case:\n\n"
        + RING_ML3,
        U,
        False,
        "question_back",
        "a draft shown under a question back, no MAZE: line (v31 call)",
    ),
    _g(
        "v32g_html_pre",
        "<p>MAZE:</p>\n<pre>\n" + RING_BR3 + "\n</pre>",
        S,
        False,
        "html",
        "hard: the maze in an HTML pre block is bottom-right 3x3 ring; strict: tags are not the format",
    ),
    _g(
        "v32g_conditional_connectivity",
        "If diagonal moves count:\nMAZE:\n"
        + CUT_CORNER
        + "\n\nIf only 4-directional moves count:\nMAZE:\n"
        + RING_BR3,
        U,
        False,
        "conditional",
        "two mazes under a condition the reply leaves open (the prompt stated the moves)",
    ),
    _g(
        "v32g_coord_not_grid",
        "I first sketched it as a grid, but the format above is the coordinate list, so here it is in that form.\n\nMAZE:\n"
        + coord_list(RING_MR3),
        S,
        True,
        "rejected_alternative",
        "hard: the grid sketch is mentioned, not shown, and dropped; the answer is the coordinate list",
        encoding="coord_list",
    ),
]


PUZZLE = [
    _p(
        "v32p_gpt4o_reasoned",
        "The elbow at (1, 1) reaches its right and bottom sides, both off the board. One quarter turn clockwise brings them to the bottom and left; a second turn later would finish the job, so I start with this one.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v32p_gpt41mini_bare",
        "Top-right square.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "plain",
    ),
    _p(
        "v32p_o4mini_square_n",
        "Square 2's pipe points left, off the board.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _p(
        "v32p_gpt5_bold",
        "Turn the top-left piece so it meets its right neighbour.\n\n**ROTATE: (0, 0) clockwise**",
        (0, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v32p_haiku4_short",
        "The bottom-right piece faces away from the others. A quarter turn counterclockwise fixes that.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v32p_sonnet4_board_restated",
        "Current board:\n- (0, 0): top + right\n- (0, 1): left + bottom\n- (1, 0): top + right\n- (1, 1): left + top\n\nOnly (0, 0) points off the board (its top). Turning it clockwise gives right + bottom, meeting (0, 1) and (1, 0).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "restates_maze",
    ),
    _p(
        "v32p_opus4_counter_clockwise",
        "Rotating the bottom-left square a quarter turn to the left.\n\nROTATE: (1, 0) counter-clockwise",
        (2, CCW),
        False,
        "hyphenated",
        "hard: counter-clockwise is counterclockwise (v20 call); strict: a format miss",
    ),
    _p(
        "v32p_flash_plain",
        "ROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _p(
        "v32p_qwen25_chinese_words",
        "把右上角的方块逆时针旋转。\n\nROTATE: (0, 1) 逆时针",
        (1, CCW),
        False,
        "chinese",
        "hard: 逆时针 is counterclockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v32p_qwen3_think",
        "<think>\n(0,1) reaches top and left. Top off board. Clockwise: top->right (off), left->top (off). Counterclockwise: top->left, left->bottom. Left meets (0,0), bottom meets (1,1). CCW.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v32p_r1_think_flip",
        "<think>\nSquare 3 is (1,1). Clockwise would send its top end to the right, off the board. So counterclockwise: top to left, meeting (1,0). Yes, counterclockwise.\n</think>\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v32p_llama33_trailing",
        "ROTATE: (0, 0) counterclockwise\n\nThis will make the pipe at (0, 0) connect to the one below it.",
        (0, CCW),
        False,
        "answer_then_explanation",
        "hard: explanation after the answer line; strict: not the last line",
    ),
    _p(
        "v32p_mistral_spanish",
        "Giro la pieza de abajo a la derecha en sentido horario.\n\nROTATE: (1, 1) en sentido horario",
        (3, CW),
        False,
        "other_language_read",
        "hard: 'en sentido horario' is clockwise in Spanish (a language read); strict: a format miss",
    ),
    _p(
        "v32p_phi4_json",
        '```json\n{"square": [1, 0], "direction": "counterclockwise"}\n```',
        (2, CCW),
        False,
        "json_answer",
        "hard: the JSON names (1, 0) and counterclockwise; strict: no ROTATE: line",
    ),
    _p(
        "v32p_small_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise). End your reply with a line of the form ROTATE: (row, col) clockwise (or",
        U,
        False,
        "small_echo",
        "the instruction echoed with its example, cut off (v21 call)",
        finish_reason=L,
    ),
    _p(
        "v32p_small_no_direction",
        "The square to turn is this one.\nROTATE: (0, 1)",
        U,
        False,
        "small_half_label",
        "a square with no direction",
    ),
    _p(
        "v32p_small_both_kept",
        "Turn the bottom-left one.\nROTATE: (1, 0) clockwise (or counterclockwise)",
        U,
        False,
        "small_placeholder",
        "the placeholder kept with both directions (v21 call)",
    ),
    _p(
        "v32p_small_repeat",
        "ROTATE: (1, 1) clockwise\nROTATE: (1, 1) clockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_repeat",
        "hard: the same answer line twice is that answer; strict-right (v22 call)",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v32p_either_turn_works",
        "Square (0, 1) is a straight pipe, so turning it either way gives the same result.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "rejected_alternative",
        "hard: the other turn is only said to be equivalent; the answer line picks clockwise",
    ),
    _p(
        "v32p_either_turn_no_line",
        "Square (0, 1) is a straight pipe, so turn it clockwise or counterclockwise, whichever you like.",
        U,
        False,
        "two_options",
        "both turns for one square, no pick (a ruling kept)",
    ),
    _p(
        "v32p_second_look_other_square",
        "ROTATE: (1, 0) clockwise\n\nOn a second look, turning (1, 1) instead might connect more pipes at once.",
        U,
        False,
        "second_thought",
        "a second look leans to another square without replacing the answer line",
    ),
    _p(
        "v32p_second_look_same",
        "ROTATE: (1, 0) clockwise\n\nOn a second look, that is still the best turn: after it the bottom-left pipe meets both neighbours.",
        (2, CW),
        False,
        "verification_after",
        "hard: the second look confirms the same turn; strict: not the last line",
    ),
    _p(
        "v32p_one_based_said",
        "Numbering the squares 1 to 4 row by row, I turn square 4 counterclockwise.\n\nROTATE: square 4 counterclockwise",
        (3, CCW),
        False,
        "one_based_said",
        "hard: squares said to be numbered 1 to 4 are converted, square 4 is square 3; strict: a format miss",
    ),
    _p(
        "v32p_square_four_unsaid",
        "This one needs fixing.\n\nROTATE: square 4 clockwise",
        U,
        False,
        "one_based_unsaid",
        "square 4 on a board numbered 0 to 3 with no 1-indexing said (v22 call)",
    ),
    _p(
        "v32p_tool_call",
        'Calling the tool:\n{"name": "rotate", "arguments": {"row": 0, "col": 1, "direction": "clockwise"}}',
        (1, CW),
        False,
        "tool_call_json",
        "hard: the tool call says the row, column and direction (v31 call); strict: no ROTATE: line",
    ),
    _p(
        "v32p_after_unmade_move",
        "Once (0, 0) has been turned, the next turn should be (1, 1) clockwise. But first (0, 0) needs turning, and I'm not sure in which direction yet.",
        U,
        False,
        "other_position",
        "an answer for the board after a move not yet chosen; the move for now is left open",
    ),
    _p(
        "v32p_turn_by_facing",
        "The bottom-left elbow should face up and right instead of left and up, which is one quarter turn clockwise.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "turn_by_facing",
        "hard: the facing description agrees with the answer line's turn",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v32",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v32.py: counts, no reader
    print_counts(all_cases(), problems())

"""A twenty-first, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules of
``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v20`` were read for the data format only.

This round: a natural mix (what today's models most often write to these prompts, about two
thirds) and a third of hard-but-clear or unclear replies chosen to differ from the earlier sets
(the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start ``hard:``):
thinking that changes its mind or is cut off unclosed, a route that reaches G and walks on
round the ring back to P, a one-shot route as a numbered list of directions, a whole route as a
numbered list where one move was asked, cells as "row r, column c" prose, counting from 1 said
and unsaid, the prompt's convention spelled out on the answer line, answers in headings, emoji
on or around the answer, HTML, YAML, JSON and tool calls, full-width forms, checks after the
answer that agree or disagree, corrections, choices made in words, hedges, refusals, and words
in languages read and not read. The natural mix includes the real small models' habits (the
prompt echoed, the template's example or placeholder kept, lines repeated, half-formed labels,
cut off). Rulings are those of this round's brief (the same as ``corpus_reading_v20``'s).

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

import json

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
_path = path_text

# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row."""
ROUND_TRIP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0 3,0 2,0 1,0"
"""Reaches G, then walks on round the ring back to P: G occurs once, and up to it the route is
legal (the specification's check)."""
THROUGH_21 = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down column 1 through the walls (2,1) and (3,1)."""
SKIP_23 = "1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: jumps from (1,3) to (3,3), skipping (2,3)."""
SHORT_OF_G = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: the right route one cell short of G."""
PROMPT_EXAMPLE = "0,0 0,1 1,1"
"""The one-shot prompt's own example path (copied: a fail)."""

# == generated mazes (5x5) =================================================================
RING_TR4_P34 = """\
1 G 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 P
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,4), G at (0,1)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 P 0 1 1
0 1 0 1 1
G 0 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (2,1), G at (4,0)."""

RING_TOP3 = """\
1 0 G 0 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top, columns 1-3, P at (2,1), G at (0,2)."""

RING_BR4_P12 = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,2), G at (4,4)."""

RING_RIGHT3 = """\
1 1 1 1 1
1 1 0 0 0
1 1 P 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right, rows 1-3, P at (2,2), G at (3,4)."""

GAP_TR4 = RING_TR4_P34.replace("1 0 1 1 0\n1 0 1 1 0", "1 1 1 1 0\n1 0 1 1 0")
""":data:`RING_TR4_P34` with (1,1) walled: a C, not the square."""

FILLED_BL3 = RING_BL3.replace("0 1 0 1 1", "0 0 0 1 1")
""":data:`RING_BL3` with its middle (3,1) open: a solid block, not a ring."""

G_CUT_OFF = """\
1 0 0 0 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1
1 1 1 1 G"""
""":data:`RING_TOP3`'s ring with G moved onto (4,4), a walled-in corner: unreachable."""

FOUR_ROWS = "\n".join(RING_RIGHT3.splitlines()[:4])
""":data:`RING_RIGHT3` without its last row: 4x5, not 5x5."""

S_AND_E = RING_BR4_P12.replace("P", "S").replace("G", "E")
""":data:`RING_BR4_P12` with S and E for the player and the goal (a fail)."""

EMOJI_GRID = "\n".join(
    "".join({"1": "⬛", "0": "⬜", "P": "🟢", "G": "🏁"}[ch] for ch in row.split())
    for row in RING_BL3.splitlines()
)
""":data:`RING_BL3` drawn in emoji squares (an encoding not asked)."""

FULLWIDTH_TOP3 = RING_TOP3.translate(str.maketrans("01PG", "０１ＰＧ"))
""":data:`RING_TOP3` in full-width digits and letters."""


def _rows_json(maze: str) -> list[str]:
    return maze.splitlines()


SOLVE = [
    _s(
        "v21s_gpt4o_corridor",
        reply="Looking at the maze, P is at (1, 0). The cell to the right, (1, 1), is empty and starts the top corridor that leads toward the right-hand column.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v21s_gpt41mini_short",
        reply="The cell below the player is open.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_o3_terse",
        reply="Go down; (2, 0) is empty.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v21s_gpt5_bold_plan",
        reply="**Plan:** follow the left column to the bottom row, then go right to G (6 moves).\n\n**Next:** (2, 0)\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v21s_sonnet4_neighbours",
        reply="From (1, 0) the neighbours are:\n- (0, 0): wall\n- (2, 0): empty\n- (1, 1): empty\n- (1, -1): off the grid\n\nBoth open moves lie on a loop around the central walls and reach G in six steps. I'll take the top route.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="neighbour_check",
    ),
    _s(
        "v21s_opus4_reasoned",
        reply="The open cells form a ring around a 2×2 block of walls, so there are exactly two ways round: clockwise along row 1 and down column 3, or counterclockwise down column 0 and along row 4. They are the same length. I'll go counterclockwise.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_haiku4_brief",
        reply="Moving right toward the goal.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v21s_flash_bold_label",
        reply="Okay, let's find the next step.\n\n1.  **Player (P):** (1, 0)\n2.  **Goal (G):** (4, 3)\n3.  **Open neighbours:** (1, 1) and (2, 0)\n\nGoing right keeps us on the shortest path.\n\n**MOVE: (1, 1)**",
        label=(1, 1),
        strict=(1, 1),
        habit="markdown",
    ),
    _s(
        "v21s_pro_numbered",
        reply="Here is my reasoning:\n\n1. P is in row 1, column 0.\n2. Row 0 is all walls, so I cannot go up.\n3. Column 0 is open from row 1 to row 4.\n4. Row 4 is open from column 0 to G at column 3.\n\nSo I head down first.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_qwen25_chinese",
        reply="玩家当前位于 (1, 0)。右侧的 (1, 1) 是空格，沿第一行向右走可以到达右侧通道。\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="chinese_prose",
    ),
    _s(
        "v21s_qwen3_think_short",
        reply="<think>\nP is at (1,0). Up (0,0) is a wall. Down (2,0) is 0. Right (1,1) is 0. Going down then right along the bottom works. So (2,0).\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v21s_r1_wait",
        reply="<think>\nAlright, so I need to figure out the next move. The maze is 5x5. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. So P is at (1, 0). The goal G is in row 4, column 3.\n\nIf I go right: (1,1), (1,2), (1,3), then down (2,3), (3,3), (4,3). That's 6 moves.\n\nWait, could I go down instead? (2,0) is 0, (3,0) is 0, (4,0) is 0, then (4,1), (4,2), (4,3). Also 6.\n\nHmm, both equal. Let me go right.\n</think>\n\nThe next move is right, to (1, 1).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v21s_v3_sections",
        reply="### Analysis\n- Current position: (1, 0)\n- Valid moves: right (1, 1), down (2, 0)\n\n### Decision\nI'll move down along the left edge.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v21s_llama31_plain",
        reply="The next move is to (2, 0), which is directly below the player.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_llama4_right",
        reply="I will move to the right, since (1, 1) is an empty cell.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v21s_mistral_up_wall",
        reply="The goal is far away, so I'll move up first to look around.\n\nMOVE: (0, 0)",
        label=(0, 0),
        strict=(0, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_phi4_therefore",
        reply="To determine the next move, we consider the cells adjacent to P at (1, 0). The cell (2, 0) is empty and lies on a path to the goal. Therefore, the next move is:\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_gemma3_heres",
        reply="Okay, here's my next move:\n\nMOVE: (1, 1)\n",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v21s_mixtral_explain_after",
        reply="MOVE: (2, 0)\n\nExplanation: the player moves one cell down along the open left column.",
        label=(2, 0),
        strict=None,
        habit="answer_then_explanation",
    ),
    _s(
        "v21s_4omini_skip_two",
        reply="I'll move two cells to the right along the corridor.\n\nMOVE: (1, 2)",
        label=(1, 2),
        strict=(1, 2),
        habit="short_reasoned",
    ),
    _s(
        "v21s_distill_final_answer",
        reply="<think>\nThe player P is at (1,0). Let me check the neighbours. (2,0) is 0. So I can go down.\n</think>\n\n**Final Answer**\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v21s_distill_boxed_only",
        reply="<think>\nDown is open: (2,0).\n</think>\n\nThe next move is \\boxed{(2, 0)}.",
        label=(2, 0),
        strict=None,
        habit="latex",
    ),
    _s(
        "v21s_update_turn",
        reply="I'm at (1, 0) with 20 moves left. The square loop goes both ways; I'll take the bottom side.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v21s_gemini_restate_grid",
        reply="Current maze:\n```\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n```\nP is at (1, 0). The cell to its right is empty.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="restates_maze",
    ),
    # -- the real small models' habits (SmolLM2 135M, Gemma 3 270M), new wordings ----------
    _s(
        "v21s_small_nth_row",
        reply="You are on the 2nd row and the 1st column. The next move is the 2nd row of the 2nd column of the 2nd row of the maze.",
        label=U,
        strict=None,
        habit="small_counting",
        why="ordinal words that circle back on themselves, no (row, col) pair; which cell is meant is not clear",
    ),
    _s(
        "v21s_small_echo_cut",
        reply="You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G. You are solving a maze one move at a time. Your goal is to walk from the player P to",
        label=U,
        strict=None,
        habit="small_echo",
        finish_reason=L,
        why="the prompt echoed until the token limit; no move",
    ),
    _s(
        "v21s_small_echo_example",
        reply="End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3).\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        label=U,
        strict=None,
        habit="small_echo",
        why="the instruction echoed with its example inside it; the example is quoted, not given as the answer",
    ),
    _s(
        "v21s_small_same_thrice",
        reply="MOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="small_repeat",
        why="hard: the same answer repeated is one answer; the last line is in the asked form",
    ),
    _s(
        "v21s_small_walk_on_cut",
        reply="MOVE: (1, 1)\nMOVE: (1, 2)\nMOVE: (1, 3)\nMOVE: (2,",
        label=U,
        strict=None,
        habit="small_repeat",
        finish_reason=L,
        why="several different moves on MOVE: lines, cut off by the token limit",
    ),
    _s(
        "v21s_small_no_brackets",
        reply="MOVE: [2, 0]",
        label=(2, 0),
        strict=None,
        habit="small_half_label",
        why="hard: square brackets instead of round ones still name one clear cell; strict: not the (row, col) form",
    ),
    _s(
        "v21s_small_where_only",
        reply="The player is at (1, 0). The goal is at (4, 3). The player is at (1, 0).",
        label=U,
        strict=None,
        habit="small_repeat",
        why="only where P and G are; no move chosen",
    ),
    _s(
        "v21s_small_two_cells",
        reply="You can go to the right cell (1, 1) or you can go to the bottom cell (2, 0) of the maze.",
        label=U,
        strict=None,
        habit="small_two_cells",
        why="two cells offered, no pick",
    ),
    _s(
        "v21s_small_own_cell",
        reply="MOVE: (1, 0)",
        label=(1, 0),
        strict=(1, 0),
        habit="small_own_cell",
    ),
    _s(
        "v21s_o4mini_short",
        reply="Right leads along row 1 toward the open right-hand column.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v21s_qwen3_nothink_chinese",
        reply="玩家在(1, 0)，下方(2, 0)为空，可以向下移动。\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="chinese_prose",
    ),
    _s(
        "v21s_llama33_bullets",
        reply="* Up: (0, 0) is a wall\n* Down: (2, 0) is open\n* Right: (1, 1) is open\n\nI'll go right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="neighbour_check",
    ),
    _s(
        "v21s_gemma3_two_down",
        reply="The goal is at the bottom, so I'll head straight down toward it.\n\nMOVE: (3, 0)",
        label=(3, 0),
        strict=(3, 0),
        habit="short_reasoned",
    ),
]

SOLVE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _s(
        "v21s_think_unclosed_cut",
        reply="<think>\nP at (1,0). Options: (1,1) or (2,0). Let me trace the top route first: (1,1), (1,2), (1,3), then (2,3)... and the bottom one: (2,0), (3,0), (4,0), (4,1). Both reach G. So MOVE: (1, 1)? Let me double-check (1,1) is not a wall: row 1 is P 0 0 0 1, index 1 is",
        label=U,
        strict=None,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off inside a thinking block that never closed; the MOVE: in it is a draft",
    ),
    _s(
        "v21s_r1_changes_twice",
        reply="<think>\nFirst thought: right to (1,1). But then I need to go down column 3, and (2,3) — is it open? Row 2 is 0 1 1 0 1, so (2,3) is 0. OK. Hmm, actually, maybe down is better because the bottom row leads straight to G. Actually no, they're the same length. I'll just go down.\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
        why="hard: the thinking names (1,1) first and changes its mind; the answer after it is (2,0)",
    ),
    _s(
        "v21s_prose_only",
        reply="Since the first row is entirely walls, the only sensible moves are right or down. I will step down into row 2, column 0, which is the cell (2, 0).",
        label=(2, 0),
        strict=None,
        habit="prose_only",
        why="hard: one cell committed in a sentence, no label",
    ),
    _s(
        "v21s_one_based_said",
        reply="Counting rows and columns from 1, the player is at (2, 1) and the cell below it is (3, 1), which is open.\n\nMOVE: (3, 1) (1-indexed)",
        label=(2, 0),
        strict=None,
        habit="one_based_said",
        why="hard: the reply says it counts from 1: (3, 1) is (2, 0); strict: the MOVE: line is not the asked form",
    ),
    _s(
        "v21s_one_based_unsaid",
        reply="The player starts in row 2, column 1. Going down puts it at row 3, column 1, which is open.",
        label=U,
        strict=None,
        habit="one_based_unsaid",
        why="row 3, column 1 is a wall counting from 0 and the cell below P counting from 1; the reply does not say which it uses",
    ),
    _s(
        "v21s_convention_on_line",
        reply="MOVE: (2, 0) — row 2, column 0 (0-indexed), directly below P",
        label=(2, 0),
        strict=None,
        habit="convention_spelled",
        why="hard: the cell is clear and the convention is the prompt's; strict: words after the value on the answer line",
    ),
    _s(
        "v21s_emoji_line",
        reply="➡️ The top corridor is clear!\n\nMOVE: (1, 1) ✅",
        label=(1, 1),
        strict=None,
        habit="emoji",
        why="hard: an emoji after the cell does not change it; strict: not the asked form",
    ),
    _s(
        "v21s_heading",
        reply="# Next move\n\n## MOVE: (2, 0)",
        label=(2, 0),
        strict=None,
        habit="heading",
        why="hard: the answer is clear; strict: a markdown heading is not bold or italic",
    ),
    _s(
        "v21s_hedge_equal",
        reply="Both (1, 1) and (2, 0) are equally good here: each starts a six-move route to G.",
        label=U,
        strict=None,
        habit="hedge",
        why="two cells offered as equal, no pick",
    ),
    _s(
        "v21s_refusal_image",
        reply="I'm unable to view the maze image you are referring to. Could you paste the maze as text?",
        label=U,
        strict=None,
        habit="refusal",
        why="no move given",
    ),
    _s(
        "v21s_check_other",
        reply="MOVE: (1, 1)\n\nVerification: (1, 1) is open. Going down the left column, though, leads straight along the bottom row to G, so (2, 0) is the better next move.",
        label=U,
        strict=None,
        habit="verification_after",
        why="the check after the answer concludes on another answer without saying it replaces it",
    ),
    _s(
        "v21s_corrected",
        reply="MOVE: (0, 0)\n\nWait, (0, 0) is a wall. I take that back; my move is instead:\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="corrected",
        why="hard: the correction says it replaces the first answer and ends the reply",
    ),
    _s(
        "v21s_numbered_route",
        reply="Path to the goal:\n1. (1, 0) start\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3) goal",
        label=(2, 0),
        strict=None,
        habit="numbered_steps",
        why="hard: a numbered whole route from P where one move was asked is read as its first step",
    ),
    _s(
        "v21s_route_first_said",
        reply="Remaining route: (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3). My next move is the first of these.",
        label=(1, 1),
        strict=None,
        habit="route_from_neighbour",
        why="hard: a route from P's neighbour, and the reply says the next move is its first cell",
    ),
    _s(
        "v21s_german_words",
        reply="Der Spieler steht auf (1, 0). Rechts ist frei, also gehe ich nach rechts.",
        label=(1, 1),
        strict=None,
        habit="other_language",
        why="hard: 'nach rechts' (German, a language read) is the move right, to (1, 1)",
    ),
    _s(
        "v21s_dutch_words",
        reply="De speler staat op (1, 0). Ik ga naar beneden.",
        label=U,
        strict=None,
        habit="other_language",
        why="a Dutch direction word, a language not read; the only cell named is P's",
    ),
]

ONE_SHOT = [
    _o(
        "v21o_gpt4o_right",
        reply="I'll follow the top corridor to column 3 and then go down the right side to the goal.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v21o_sonnet_down",
        reply="The empty cells form a loop around the central walls. Going counterclockwise from P: down the left column, then along the bottom row.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v21o_flash_arrows",
        reply="**Path:**\n\nPATH: " + _path(RIGHT, " → "),
        label=S,
        strict=False,
        habit="arrows",
    ),
    _o(
        "v21o_41_commas",
        reply="Shortest path (6 moves):\n\nPATH: " + _path(DOWN, ", "),
        label=S,
        strict=False,
        habit="commas",
    ),
    _o(
        "v21o_qwen3_think",
        reply="<think>\nStart (1,0). Right: (1,1),(1,2),(1,3). Down: (2,3),(3,3),(4,3)=G. Valid, all zeros.\n</think>\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v21o_r1_long",
        reply="<think>\nOkay, let me map the maze. Row 0 is all walls. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1.\n\nSo from (1,0) I could go down: (2,0) is 0, (3,0) is 0, (4,0) is 0. Then right: (4,1) 0, (4,2) 0, (4,3) G. That works.\n\nLet me double check there's no shorter route. Through the middle? (2,1) is 1, (2,2) is 1. No. So 6 moves is minimal.\n</think>\n\nThe path goes down the left edge and along the bottom.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v21o_llama_through_21",
        reply="The quickest route cuts down the second column.\n\nPATH: " + _path(THROUGH_21),
        label=F,
        strict=False,
        habit="short_reasoned",
    ),
    _o(
        "v21o_mistral_skip",
        reply="PATH: " + _path(SKIP_23),
        label=F,
        strict=False,
        habit="plain",
    ),
    _o(
        "v21o_phi4_list_then_path",
        reply="Step-by-step:\n1. Start at (1, 0).\n2. Move down to (2, 0).\n3. Move down to (3, 0).\n4. Move down to (4, 0).\n5. Move right to (4, 1).\n6. Move right to (4, 2).\n7. Move right to (4, 3), the goal.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="numbered_steps",
    ),
    _o(
        "v21o_gemma3_fenced",
        reply="Sure! Here's the path from P to G:\n\n```\nPATH: " + _path(RIGHT) + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _o(
        "v21o_gpt5_terse",
        reply="Six moves, counterclockwise round the walls.\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v21o_v3_bold_path",
        reply="**Route:** top row, then the right column.\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="markdown",
    ),
    _o(
        "v21o_qwen25_fullwidth",
        reply="从 P 出发，向下走到底，再向右走到 G。\n\nPATH：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        label=S,
        strict=False,
        habit="fullwidth",
    ),
    _o(
        "v21o_o4mini_restate",
        reply="Maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nThe open cells go around the 2x2 wall block.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="restates_maze",
    ),
    _o(
        "v21o_small_prompt_example",
        reply="PATH: " + _path(PROMPT_EXAMPLE) + "\nPATH: " + _path(PROMPT_EXAMPLE),
        label=F,
        strict=False,
        habit="small_prompt_example",
        why="hard: the prompt's own example copied (twice, one answer) is a fail: it starts on a wall, not at P",
    ),
    _o(
        "v21o_small_echo",
        reply="You are solving a maze in a single reply. Find a path from the player P to the goal G. You are solving a maze in a single reply.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed; no path",
    ),
    _o(
        "v21o_small_cut",
        reply="The path is (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) and then (4",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="cut off by the token limit before the path reached G",
    ),
    _o(
        "v21o_small_rows",
        reply="The path is 1 1 1 1 1 and P 0 0 0 1 and 0 1 1 0 1 and 0 1 1 0 1 and 0 0 0 G 1.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the maze's rows restated as 'the path'; no cells",
    ),
    _o(
        "v21o_4omini_steps_then_path",
        reply="1. Start at P (1, 0).\n2. Go right to (1, 3).\n3. Go down to G (4, 3).\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="numbered_steps",
    ),
    _o(
        "v21o_llama4_short_of_g",
        reply="Following the open cells along the top and down the right side:\n\nPATH: "
        + _path(SHORT_OF_G),
        label=F,
        strict=False,
        habit="short_reasoned",
    ),
]

ONE_SHOT_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _o(
        "v21o_round_trip",
        reply="A full lap: to G, then back around to the start.\n\nPATH: " + _path(ROUND_TRIP),
        label=S,
        strict=True,
        habit="past_goal",
        why="hard: G once, then the walk goes on; the part up to the last G is a legal route (the specification's check)",
    ),
    _o(
        "v21o_one_based_said",
        reply="Using 1-based (row, col):\n\nPATH: " + one_based(RIGHT),
        label=S,
        strict=False,
        habit="one_based_said",
        why="hard: the reply says it counts from 1; converted, the route is legal; strict: a format miss",
    ),
    _o(
        "v21o_one_based_unsaid",
        reply="Along the top, then down the side.\n\nPATH: " + one_based(RIGHT),
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="the cells fit the maze only counted from 1 (as written they start on a wall and leave the grid) and the reply does not say so",
    ),
    _o(
        "v21o_direction_steps",
        reply="1. Move right\n2. Move right\n3. Move right\n4. Move down\n5. Move down\n6. Move down",
        label=F,
        strict=False,
        habit="direction_words",
        why="hard: a one-shot route given only in direction words is a fail (ruling), even as a numbered list",
    ),
    _o(
        "v21o_two_no_pick",
        reply="Route A: "
        + _path(RIGHT)
        + "\nRoute B: "
        + _path(DOWN)
        + "\n\nEither one reaches the goal in six moves.",
        label=U,
        strict=False,
        habit="hedge",
        why="two routes offered, no pick",
    ),
    _o(
        "v21o_two_pick_b",
        reply="Route A: "
        + _path(THROUGH_21)
        + "\nRoute B: "
        + _path(DOWN)
        + "\n\nRoute A crosses walls, so I submit Route B.",
        label=S,
        strict=False,
        habit="choice_in_words",
        why="hard: two routes and a pick in words; the picked one (B) is legal",
    ),
    _o(
        "v21o_tool_call",
        reply=json.dumps({"name": "submit_path", "arguments": {"path": _path(RIGHT)}}),
        label=S,
        strict=False,
        habit="tool_call_json",
        why="hard: the route as a tool call's string argument; strict: not the asked form",
    ),
    _o(
        "v21o_check_other",
        reply="PATH: "
        + _path(RIGHT)
        + "\n\nChecking: (2, 3) and (3, 3) are open... but the bottom route "
        + _path(DOWN, ", ")
        + " is the one that stays on empty cells, so that is the correct path.",
        label=U,
        strict=False,
        habit="verification_after",
        why="the check after the answer concludes on another route without saying it replaces it",
    ),
    _o(
        "v21o_refusal",
        reply="I'm sorry, but I can't reliably trace paths in a text grid. You may want to use a BFS solver for this.",
        label=U,
        strict=False,
        habit="refusal",
        why="no path given",
    ),
    _o(
        "v21o_emoji_route",
        reply="🟢 (1, 0) ➡️ (1, 1) ➡️ (1, 2) ➡️ (1, 3) ⬇️ (2, 3) ⬇️ (3, 3) ⬇️ (4, 3) 🏁",
        label=S,
        strict=False,
        habit="emoji",
        why="hard: the cells from P to G in order with emoji arrows between them; strict: not the PATH: form",
    ),
    _o(
        "v21o_long_cut",
        reply="<think>\nLet me write out the grid. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. The player is at (1,0). BFS from (1,0): neighbours (2,0), (1,1). From (2,0): (3,0). From (1,1): (1,2). From (3,0): (4,0). From (1,2): (1,3). From (4,0): (4,1). From (1,3): (2,3). From (4,1): (4,2). From (2,3): (3,3). From (4,2): (4,3) which is G! So the path is",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off inside the thinking before any path was written",
    ),
]

RECOGNIZE = [
    _r(
        "v21r_gpt4o_square",
        reply="The empty cells, including P and G, run around the border of a 4x4 area and enclose a 2x2 block of walls, forming a square outline.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v21r_sonnet_capital",
        reply="The open cells trace a closed loop with four straight sides of equal length — a hollow square.\n\nSHAPE: Square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v21r_flash_bold",
        reply="**Reasoning:** The 12 empty cells form the perimeter of a 4×4 square.\n\n**SHAPE: square**",
        label="square",
        strict=True,
        habit="markdown",
    ),
    _r(
        "v21r_qwen25_chinese_name",
        reply="空白格子（包括 P 和 G）围成一个 4×4 的方框，中间是 2×2 的墙。\n\nSHAPE: 正方形",
        label="square",
        strict=False,
        habit="chinese_name",
    ),
    _r(
        "v21r_qwen3_think",
        reply="<think>\nEmpty cells: (1,0),(1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2),(4,3). That's the border of rows 1-4, cols 0-3. A square ring.\n</think>\n\nThe empty cells form the outline of a square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
    ),
    _r(
        "v21r_r1_triangle_first",
        reply="<think>\nHmm, the bottom row and the left column make an L... with the top row it might look like a triangle? No — there's also the right column (1,3),(2,3),(3,3). So all four sides are present. It's a square loop.\n</think>\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
    ),
    _r(
        "v21r_llama_quadrilateral",
        reply="The empty cells form a closed four-sided figure.\n\nSHAPE: quadrilateral",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v21r_mistral_c",
        reply="The path curves around the walls like the letter C.\n\nSHAPE: C",
        label="C",
        strict=False,
        habit="short_reasoned",
    ),
    _r(
        "v21r_phi4_spiral",
        reply="The empty cells wind around the central walls, which suggests a spiral.\n\nSHAPE: Spiral",
        label="spiral",
        strict=False,
        habit="short_reasoned",
    ),
    _r(
        "v21r_v3_box",
        reply="The open cells outline a box around a solid core of walls.\n\nSHAPE: Box",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v21r_gpt5_terse",
        reply="Perimeter of a 4×4 block.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v21r_gemma3_rectangle_like",
        reply="The empty cells make a rectangle-like frame.\n\nSHAPE: rectangle-like",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v21r_small_triangle_sides",
        reply="The empty cells form a triangle with three sides. The triangle has three sides and three corners.",
        label="triangle",
        strict=False,
        habit="small_wrong_shape",
    ),
    _r(
        "v21r_small_square_pyramid",
        reply="The shape is a square pyramid. The square pyramid has a base and a top.",
        label="triangle",
        strict=False,
        habit="small_wrong_shape",
        why="hard: a solid named for a shape ('square pyramid') is the pyramid, the triangle's variant (ruling)",
    ),
    _r(
        "v21r_small_placeholder",
        reply="SHAPE: <Square>\nSHAPE: <Square>",
        label="square",
        strict=False,
        habit="small_half_label",
        why="hard: the placeholder's angle brackets kept around a real name; strict: brackets kept are a format miss",
    ),
    _r(
        "v21r_small_echo_cut",
        reply="What geometric shape do the empty cells form together? Name the shape and explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>. What geometric shape do the empty cells form",
        label=U,
        strict=False,
        habit="small_echo",
        finish_reason=L,
        why="the prompt echoed until cut off",
    ),
    _r(
        "v21r_o3_terse",
        reply="Hollow 4×4 square (perimeter cells only).\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v21r_llama_triangle",
        reply="The empty cells seem to form a triangle, with its right angle at the bottom left.\n\nSHAPE: triangle",
        label="triangle",
        strict=False,
        habit="short_reasoned",
    ),
    _r(
        "v21r_sonnet_said_twice",
        reply="**SHAPE: square**\n\nThe twelve empty cells are exactly the border of the 4×4 block from (1, 0) to (4, 3); the 2×2 walls inside are its hole.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="said_twice",
    ),
]

RECOGNIZE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _r(
        "v21r_refusal",
        reply="Without a visual rendering I cannot be sure what shape this is.",
        label=U,
        strict=False,
        habit="refusal",
        why="no shape named",
    ),
    _r(
        "v21r_cube",
        reply="Four equal sides around a hollow middle: I'd call it a cube outline.\n\nSHAPE: cube",
        label="square",
        strict=True,
        habit="variant_name",
        why="hard: 'cube' is one of the specification's names for the square",
    ),
    _r(
        "v21r_spanish",
        reply="Las celdas vacías forman un cuadrado hueco.\n\nSHAPE: cuadrado",
        label=U,
        strict=False,
        habit="other_language",
        why="a Spanish shape name; shape names are read only in English and Chinese",
    ),
    _r(
        "v21r_chinese_no_label",
        reply="这些空格组成了一个正方形的边框。\n\n形状：正方形",
        label="square",
        strict=False,
        habit="chinese_name",
        why="hard: the Chinese name of the square, with a Chinese label",
    ),
    _r(
        "v21r_hedge",
        reply="It could be read as a square or as a C with its gap closed; I can't decide between them.",
        label=U,
        strict=False,
        habit="hedge",
        why="two shapes, no pick",
    ),
    _r(
        "v21r_pick_in_prose",
        reply="At first it might look like a C, but the opening is closed on the right side, so the shape is a square.",
        label="square",
        strict=False,
        habit="prose_only",
        why="hard: a C considered and rejected; the square is the one committed to",
    ),
    _r(
        "v21r_heading",
        reply="## SHAPE: Square\n\nThe empty cells form the four sides of a 4x4 square.",
        label="square",
        strict=False,
        habit="heading",
        why="hard: clear; strict: a heading, and text after it",
    ),
    _r(
        "v21r_check_other",
        reply="SHAPE: square\n\nVerification: the bottom row and left column are open, but the top row (row 0) is all walls, so one side is missing — the shape is really a C.",
        label=U,
        strict=False,
        habit="verification_after",
        why="the check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v21r_corrected",
        reply="SHAPE: C\n\nCorrection: the right column is open too, so the loop is closed. I replace my answer:\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="corrected",
        why="hard: the correction says it replaces the first answer and ends the reply",
    ),
    _r(
        "v21r_lightning",
        reply="The open cells zigzag across the grid.\n\nSHAPE: lightning bolt",
        label="Z",
        strict=False,
        habit="variant_name",
        why="hard: 'lightning bolt' is one of the specification's names for Z (a wrong shape, read)",
    ),
    _r(
        "v21r_chinese_and_english",
        reply="SHAPE: 正方形 (square)",
        label="square",
        strict=False,
        habit="chinese_name",
        why="hard: the same shape in both languages; strict: Chinese on the answer line",
    ),
    _r(
        "v21r_long_cut",
        reply="Let me carefully list all of the empty cells first. Row 1 has P at column 0 and zeros at columns 1, 2 and 3. Row 2 has a zero at column 0 and at column 3. Row 3 is the same. Row 4 has zeros at columns 0, 1 and 2 and G at column 3. Putting these together, the cells lie along",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off before any shape was named",
    ),
]

ORIG_COORD = coord_list(ORIGINAL_MATRIX)

GENERATE = [
    _g(
        "v21g_gpt4o_tr4",
        reply="MAZE:\n" + RING_TR4_P34,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v21g_sonnet_bl3",
        reply="The original is a square ring of empty cells. I'll make a smaller 3×3 ring in the bottom-left corner, with P and G on it.\n\nMAZE:\n"
        + RING_BL3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v21g_flash_fenced",
        reply="MAZE:\n```\n" + RING_TOP3 + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v21g_qwen3_think",
        reply="<think>\nI need a 5x5 maze whose empty cells form a square. A 4x4 ring in the bottom-right: rows 1-4, cols 1-4. P on the top side, G at the bottom-right corner. Not a copy of the original since the position differs.\n</think>\n\nMAZE:\n"
        + RING_BR4_P12,
        label=S,
        strict=True,
        habit="think_block",
    ),
    _g(
        "v21g_r1_think",
        reply="<think>\nThe original has a 4x4 ring. Let me try a 3x3 ring instead so it is clearly different. Put it at rows 1-3, cols 2-4. Center (2,3) is a wall. P at (2,2), G at (3,4). Check: (2,2)->(1,2)->(1,3)->(1,4)->(2,4)->(3,4). Reachable.\n</think>\n\nMAZE:\n"
        + RING_RIGHT3,
        label=S,
        strict=True,
        habit="think_block",
    ),
    _g(
        "v21g_llama_copy",
        reply="Sure, here's a maze with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="copy",
    ),
    _g(
        "v21g_mistral_gap",
        reply="MAZE:\n" + GAP_TR4,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v21g_phi4_explained_after",
        reply="MAZE:\n"
        + RING_BL3
        + "\n\nIn this maze, the empty cells form a 3x3 square ring in the bottom-left corner, and P can reach G.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _g(
        "v21g_gemma3_four_rows",
        reply="Here's a new maze:\n\nMAZE:\n" + FOUR_ROWS,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v21g_coord_plain",
        reply="MAZE:\n" + coord_list(RING_TR4_P34),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v21g_coord_reasoned",
        reply="A 3x3 square ring on the right side, rows 1 to 3.\n\nMAZE:\n"
        + coord_list(RING_RIGHT3),
        label=S,
        strict=True,
        habit="short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v21g_coord_asked_matrix_given",
        reply="New maze (a 4x4 loop, shifted right):\n\nMAZE:\n" + RING_BR4_P12,
        label=F,
        strict=False,
        habit="wrong_encoding",
        encoding="coord_list",
    ),
    _g(
        "v21g_matrix_asked_coord_given",
        reply="MAZE:\n" + coord_list(RING_BL3),
        label=F,
        strict=False,
        habit="wrong_encoding",
    ),
    _g(
        "v21g_coord_fenced",
        reply="MAZE:\n```text\n" + coord_list(RING_TOP3) + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
        encoding="coord_list",
    ),
    _g(
        "v21g_v3_restates_original",
        reply="Original:\n"
        + ORIGINAL_MATRIX
        + "\n\nNew maze (3x3 ring at the top):\n\nMAZE:\n"
        + RING_TOP3,
        label=S,
        strict=True,
        habit="restates_maze",
    ),
    _g(
        "v21g_gpt5_bl3",
        reply="MAZE:\n" + RING_BL3 + "\n",
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v21g_small_echo",
        reply="Write the line MAZE: and then the maze, with nothing after it. Write the line MAZE: and then the maze, with nothing after it.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed; no maze",
    ),
    _g(
        "v21g_small_rows_cut",
        reply="MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="rows of walls repeated until cut off",
    ),
    _g(
        "v21g_small_original_again",
        reply="MAZE:\n" + ORIGINAL_MATRIX + "\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="small_repeat",
        why="hard: the original maze given twice: one answer, an identical copy (a fail)",
    ),
    _g(
        "v21g_small_s_e",
        reply="MAZE:\n" + S_AND_E,
        label=F,
        strict=False,
        habit="small_wrong_letters",
    ),
    _g(
        "v21g_g_unreachable",
        reply="MAZE:\n" + G_CUT_OFF,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v21g_mistral_tr4_reasoned",
        reply="I moved the square loop to the top-right corner and put P and G on other cells.\n\nMAZE:\n"
        + RING_TR4_P34,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
]

GENERATE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _g(
        "v21g_refusal_format",
        reply="I'd rather not guess at a maze format; could you give me an example of a valid output first?",
        label=U,
        strict=False,
        habit="refusal",
        why="no maze given",
    ),
    _g(
        "v21g_yaml_block",
        reply="maze: |\n" + "\n".join("  " + row for row in RING_TR4_P34.splitlines()),
        label=S,
        strict=False,
        habit="yaml",
        why="hard: the matrix as a YAML block scalar under 'maze:' is the asked encoding inside markup",
    ),
    _g(
        "v21g_two_no_pick",
        reply="Option 1:\n"
        + RING_TOP3
        + "\n\nOption 2:\n"
        + RING_RIGHT3
        + "\n\nBoth keep the square shape.",
        label=U,
        strict=False,
        habit="hedge",
        why="two mazes offered, no pick",
    ),
    _g(
        "v21g_two_pick_second",
        reply="Option 1:\n"
        + GAP_TR4
        + "\n\nOption 1 has a gap in its ring, so I'll go with option 2:\n\nMAZE:\n"
        + RING_BR4_P12,
        label=S,
        strict=True,
        habit="choice_in_words",
        why="hard: the choice is in words and the chosen maze is the last, under MAZE:",
    ),
    _g(
        "v21g_json_rows",
        reply=json.dumps({"maze": _rows_json(RING_RIGHT3)}, indent=2),
        label=S,
        strict=False,
        habit="json",
        why="hard: the rows as JSON strings are the matrix inside markup; strict: not the asked form",
    ),
    _g(
        "v21g_tool_call",
        reply=json.dumps({"name": "submit_maze", "arguments": {"maze": RING_BL3}}),
        label=S,
        strict=False,
        habit="tool_call_json",
        why="hard: the maze is a tool call's argument, rows joined by newline escapes",
    ),
    _g(
        "v21g_fullwidth",
        reply="ＭＡＺＥ：\n" + FULLWIDTH_TOP3,
        label=S,
        strict=False,
        habit="fullwidth",
        why="hard: the matrix in full-width characters is the asked encoding after NFKC; strict: not the asked characters",
    ),
    _g(
        "v21g_html_pre",
        reply="<p>MAZE:</p>\n<pre>\n" + RING_BR4_P12 + "\n</pre>",
        label=S,
        strict=False,
        habit="html",
        why="hard: the label and the matrix in HTML tags; strict: not the asked form",
    ),
    _g(
        "v21g_filled",
        reply="A 3x3 square block in the bottom-left corner.\n\nMAZE:\n" + FILLED_BL3,
        label=F,
        strict=False,
        habit="short_reasoned",
        why="hard: a solid 3x3 block is not the square ring of the original (no square template)",
    ),
    _g(
        "v21g_emoji_grid",
        reply="MAZE:\n" + EMOJI_GRID,
        label=F,
        strict=False,
        habit="emoji",
        why="hard: the ring drawn in emoji is an encoding not asked (a fail, like # and .)",
    ),
    _g(
        "v21g_cut_mid",
        reply="I'll put a 3x3 ring on the right side.\n\nMAZE:\n1 1 1 1 1\n1 1 0 0 0\n1 1 P 1",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off in the middle of the maze",
    ),
    _g(
        "v21g_coord_check_after",
        reply="MAZE:\n"
        + coord_list(RING_BL3)
        + "\n\nCheck: P at (2,1) reaches G at (4,0) via (2,0), (3,0). Valid.",
        label=S,
        strict=False,
        habit="verification_after",
        encoding="coord_list",
        why="hard: a check after the maze that agrees with it; strict: something after the maze",
    ),
]

PUZZLE = [
    _p(
        "v21p_gpt4o_plain",
        reply="The top-right square's pipe points off the top edge; one clockwise turn fixes that.\n\nROTATE: (0, 1) clockwise",
        label=(1, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v21p_sonnet_reasoned",
        reply="The bottom-left piece needs an opening on its top side to connect with (0, 0). Turning it counterclockwise moves its right opening to the top.\n\nROTATE: (1, 0) counterclockwise",
        label=(2, CCW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v21p_flash_bold",
        reply="**Analysis:** (1, 1) points down, off the board.\n\n**ROTATE: (1, 1) clockwise**",
        label=(3, CW),
        strict=True,
        habit="markdown",
    ),
    _p(
        "v21p_qwen3_think_square_n",
        reply="<think>\nSquare 2 is (1,0). Its opening faces left, off the board. Counterclockwise: left -> bottom, still off. Clockwise: left -> top. Good.\n</think>\n\nROTATE: square 2 clockwise",
        label=(2, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v21p_r1_changes_mind",
        reply="<think>\nLet me turn (0,0) clockwise... no wait, that makes its right opening point down, which meets (1,0)'s top — is that open? (1,0) has openings right and bottom. No. So counterclockwise instead: right opening goes to top — off the board. Hmm. Actually, (0,0) isn't the problem; (1,0) is. Turn (1,0) counterclockwise: right->top, bottom->right. Top meets (0,0)'s bottom? Yes after... okay, (1,0) counterclockwise.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        label=(2, CCW),
        strict=True,
        habit="think_block",
        why="hard: the thinking names (0,0) clockwise and counterclockwise before settling; the answer after it is the reply's",
    ),
    _p(
        "v21p_llama_plain",
        reply="ROTATE: (0, 0) clockwise",
        label=(0, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v21p_mistral_cw",
        reply="Turn the bottom-right piece.\n\nROTATE: (1, 1) CW",
        label=(3, CW),
        strict=False,
        habit="abbreviation",
    ),
    _p(
        "v21p_phi4_hyphen",
        reply="Therefore, the move is:\n\nROTATE: (0, 1) counter-clockwise",
        label=(1, CCW),
        strict=False,
        habit="abbreviation",
    ),
    _p(
        "v21p_gemma3_anticlockwise",
        reply="Let's turn the bottom-left square.\n\nROTATE: (1, 0) anticlockwise",
        label=(2, CCW),
        strict=False,
        habit="abbreviation",
        why="hard: 'anticlockwise' is the British word for counterclockwise; strict: only clockwise/counterclockwise",
    ),
    _p(
        "v21p_v3_square_n",
        reply="### Move\nSquare 3 (bottom-right) should face left to meet square 2.\n\nROTATE: square 3 clockwise",
        label=(3, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v21p_gpt5_terse",
        reply="ROTATE: (0, 0) counterclockwise",
        label=(0, CCW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v21p_qwen25_chinese_dir",
        reply="右上角的管道指向棋盘外，需要逆时针旋转。\n\nROTATE: (0, 1) 逆时针",
        label=(1, CCW),
        strict=False,
        habit="chinese_prose",
    ),
    _p(
        "v21p_small_echo",
        reply="The puzzle is solved when every pipe end meets a pipe end of the neighbouring square, no pipe points off the board, and all squares form one connected network.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed; no move",
    ),
    _p(
        "v21p_small_placeholder",
        reply="ROTATE: (0, 0) clockwise (or counterclockwise)",
        label=U,
        strict=False,
        habit="small_half_label",
        why="the template's '(or counterclockwise)' kept: both turn directions for one square",
    ),
    _p(
        "v21p_small_repeat_same",
        reply="ROTATE: (0, 1) counterclockwise\nROTATE: (0, 1) counterclockwise\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="small_repeat",
        why="hard: the same move written twice is one answer in the asked form",
    ),
    _p(
        "v21p_small_cut",
        reply="The square (0, 0) is a pipe. The square (0, 1) is a pipe. The square (1, 0) is a pipe. The square (1, 1) is a pipe. The square (0, 0) is a",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="repeats until cut off; no move",
    ),
    _p(
        "v21p_o4mini_square_n",
        reply="Square 1 points up, off the board; a counterclockwise turn points it left toward square 0.\n\nROTATE: square 1 counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v21p_llama4_reasoned",
        reply="The bottom-right piece points right, off the board. A clockwise turn makes it point down, still off; counterclockwise points it up, toward (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        label=(3, CCW),
        strict=True,
        habit="short_reasoned",
    ),
]

PUZZLE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _p(
        "v21p_refusal_solved",
        reply="Every pipe already looks connected to me, so I'd leave the board as it is.",
        label=U,
        strict=False,
        habit="refusal",
        why="no move given",
    ),
    _p(
        "v21p_fourth_square",
        reply="The fourth square's pipe points off the board, so I'll turn it clockwise.",
        label=(3, CW),
        strict=False,
        habit="ordinal_square",
        why="hard: 'the fourth square' is square 3 (ruling)",
    ),
    _p(
        "v21p_elbow_place",
        reply="The top-right elbow is facing up; turning it counterclockwise points it left, into its neighbour.",
        label=(1, CCW),
        strict=False,
        habit="named_by_place",
        why="hard: a square named by its pipe and place is the square at that place (ruling)",
    ),
    _p(
        "v21p_one_to_four_said",
        reply="Numbering the squares 1 to 4 row by row, I turn square 2 clockwise.",
        label=(1, CW),
        strict=False,
        habit="one_based_said",
        why="hard: squares the reply says it numbers 1 to 4 are converted: its 2 is square 1",
    ),
    _p(
        "v21p_both_dirs",
        reply="Square (0, 1) needs a quarter turn; clockwise or counterclockwise both connect it.\n\nROTATE: (0, 1)",
        label=U,
        strict=False,
        habit="hedge",
        why="both turn directions for one square",
    ),
    _p(
        "v21p_turkish",
        reply="(1, 1) karesini saat yönünde döndür.",
        label=U,
        strict=False,
        habit="other_language",
        why="a Turkish direction word, a language not read",
    ),
    _p(
        "v21p_italian",
        reply="Ruoto la casella (0, 1) in senso antiorario.",
        label=(1, CCW),
        strict=False,
        habit="other_language",
        why="hard: 'in senso antiorario' (Italian, a language read) is counterclockwise",
    ),
    _p(
        "v21p_signed_angle",
        reply="Rotate (1, 1) by -90°.",
        label=U,
        strict=False,
        habit="signed_angle",
        why="a signed angle with no stated convention",
    ),
    _p(
        "v21p_tool_call",
        reply='{"name": "rotate_square", "arguments": {"position": [1, 0], "direction": "clockwise"}}',
        label=(2, CW),
        strict=False,
        habit="tool_call_json",
        why="hard: a tool call naming the square by a [row, col] list; strict: not the asked form",
    ),
    _p(
        "v21p_check_other",
        reply="ROTATE: (0, 1) clockwise\n\nCheck: after that turn its opening points right, off the board. Turning (0, 1) counterclockwise would point it left, into (0, 0), which is what it needs.",
        label=U,
        strict=False,
        habit="verification_after",
        why="the check after the answer concludes on another move without saying it replaces it",
    ),
    _p(
        "v21p_cut",
        reply="<think>\nSquare (0,0): openings right and bottom. Square (0,1): openings left and top — top is off the board. So (0,1) must turn. Clockwise: left->top, top->right. Still off. Counterclockwise: left->bottom, top->left. That gives left and bottom, which",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off inside the thinking before the answer line",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v21",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v21.py: counts, no reader
    print_counts(all_cases(), problems())

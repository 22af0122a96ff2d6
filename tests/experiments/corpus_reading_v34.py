"""A thirty-fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants and path check (the last G walked
back to P). ``corpus_form`` and ``corpus_reading_v33`` were read for the data format only.

This round: mostly (about three quarters) the everyday mix a study of these prompts receives,
leaning on the families the last sets had least of (Claude Haiku 4, o4-mini, GPT-4.1,
Llama 3.3, Mixtral) and on long reasoning replies that change their mind and settle, with the
real small models' habits (echoes, repeats, half-formed labels, restated mazes, cut-offs); and a
chosen quarter (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start
``hard:``), unclear replies and clear look-alikes about even: doubts after the answer left
open or settled, questions back answered by the reply itself or left to the user, an answer on a
misread position, alternatives kept or rejected, unfinished corrections and corrections of the
explanation only, a draft maze replaced or two mazes kept, answers under conditions.
New rings (3x3 centre, right, bottom-right, left and top; 4x4 top-right, top-left and
bottom-right, each with a P and G placement no earlier set wrote), new broken mazes (a plus, a
ring with a gap, six columns, P outside the ring, an opened 4x4 centre, lowercase p/g, S and E,
walls everywhere but P) and new routes (two back-steps on the way, five cells walked on past G,
a step past G and onto a wall, a back-step then a skipped cell, a back-step then a diagonal, up
through the wall (3,2)); a route one short of G after a back-step is written again.

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


# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row."""
SHUFFLE = "1,0 2,0 3,0 4,0 3,0 4,0 4,1 4,2 4,1 4,2 4,3"
"""Valid: steps back once in the left column and once in the bottom row (every step legal)."""
WALK_LONG = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 1,3 1,2 1,1"
"""Reaches G and walks five cells on, up the right column and back along the top: the part up
to the last G is a valid walk."""
PAST_WALL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 3,2"
"""Reaches G, steps on to (4,2) and then onto the wall (3,2): the part up to the last G is a
valid walk."""
SKIP = "1,0 1,1 1,2 1,1 1,3 2,3 3,3 4,3"
"""Broken: steps back to (1,1), then jumps to (1,3), skipping (1,2)."""
CUT_CORNER = "1,0 2,0 3,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: steps back once, then a diagonal step from (3,0) to (4,1)."""
THROUGH = "1,0 2,0 3,0 4,0 4,1 4,2 3,2 3,3 4,3"
"""Broken: from (4,2) up through the wall (3,2) to (3,3)."""
SHORT_BACK = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2"
"""Broken: steps back once in the bottom row and stops at (4,2), one short of G."""

# == generated mazes (5x5) =================================================================
RING_MID3 = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 G 1
1 0 P 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (3,2), G at (2,3)."""

RING_R3 = """\
1 1 1 1 1
1 1 0 0 P
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right, P at (1,4), G at (3,4)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 0 1 G
1 1 P 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (4,2), G at (3,4)."""

RING_L3 = """\
1 1 1 1 1
0 0 G 1 1
0 1 0 1 1
P 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left, P at (3,0), G at (1,2)."""

RING_T3 = """\
1 P 0 G 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top, P at (0,1), G at (0,3)."""

RING_TR4 = """\
1 0 0 G 0
1 0 1 1 0
1 0 1 1 0
1 0 0 P 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,3), G at (0,3)."""

RING_TL4 = """\
0 0 G 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 P 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (3,3), G at (0,2)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 G
1 P 1 1 0
1 0 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (2,1), G at (1,4)."""

PLUS = """\
1 1 0 1 1
1 1 0 1 1
G 0 0 0 0
1 1 0 1 1
1 1 P 1 1"""
"""A plus sign through the middle (a fail: not the square)."""

GAP = RING_MID3.replace("1 0 0 0 1", "1 0 1 0 1", 1)
""":data:`RING_MID3` with (1,2) walled: a C, not a ring (a fail)."""

SIX_COLS = "\n".join(row + " 1" for row in RING_R3.splitlines())
""":data:`RING_R3` with a sixth column of walls: 5x6, not 5x5 (a fail)."""

P_OUTSIDE = "P 1 1 1 1\n0 0 G 1 1\n0 1 0 1 1\n0 0 0 1 1\n1 1 1 1 1"
""":data:`RING_L3` with P moved off the ring to (0,0): the open cells are no ring (a fail)."""

OPENED = RING_TR4.replace("1 0 1 1 0\n1 0 0", "1 0 0 1 0\n1 0 0")
""":data:`RING_TR4` with its inner cell (2,2) opened: no ring (a fail)."""

LOWER = RING_BR3.replace("P", "p").replace("G", "g")
""":data:`RING_BR3` with a lowercase p and g (a fail)."""

S_AND_E = RING_T3.replace("P", "S").replace("G", "E")
""":data:`RING_T3` with S and E for the player and goal (a fail)."""

ALL_WALLS = "1 1 1 1 1\n1 1 1 1 1\n1 1 P 1 1\n1 1 1 1 1\n1 1 1 1 1"
"""Walls everywhere but P, and no G (a fail)."""


def _fence(text: str, lang: str = "") -> str:
    return f"```{lang}\n{text}\n```"


def _path(route: str, sep: str = " ") -> str:
    return "PATH: " + path_text(route, sep)


SOLVE = [
    _s(
        "v34s_gpt4o_bulleted_neighbours",
        "Let's look at the possible moves from P at (1, 0):\n\n- Up (0, 0): wall\n- Down (2, 0): empty\n- Right (1, 1): empty\n- Left: outside the grid\n\nBoth down and right are open. Going down along column 0 leads to row 4, which runs straight to the goal.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "bulleted_options",
    ),
    _s(
        "v34s_gpt4o_two_open_right",
        "From (1, 0), the open moves are right to (1, 1) and down to (2, 0). Going right keeps me in the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v34s_gpt41_corridor",
        "Row 1 is open from column 0 to column 3, and column 3 is open from row 1 down to G at (4, 3). I'll start along that corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v34s_gpt41mini_heading_down",
        "Heading down the open left column first.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v34s_o3_distance_tie",
        "Open neighbours: (2,0) and (1,1). Both lie on the loop; distance to G is 6 either way. Choosing (2,0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v34s_o4mini_bold_line",
        "**Next move:** one step down, to row 2.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
        "hard: bold around the whole answer line is tolerated in strict",
    ),
    _s(
        "v34s_gpt5_candidates",
        "Current position: (1, 0)\nCandidates:\n• (1, 1) — empty ✔\n• (2, 0) — empty ✔\n• (0, 0) — wall ✘\n\nThe route along the top and the route down the left side are equally long (6 moves). Going right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "bulleted_options",
    ),
    _s(
        "v34s_haiku4_left_side",
        "I can see P on the left edge of row 1. The path down column 0 is clear, so I'll take it.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v34s_sonnet4_sections",
        "## Analysis\n\nP is at (1, 0). The open cells next to it are (1, 1) to the east and (2, 0) to the south. The block in the middle (rows 2-3, columns 1-2) is solid wall, so the open cells form a loop and G at (4, 3) sits on its far corner.\n\n## Move\n\nI'll go east first.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "heading",
    ),
    _s(
        "v34s_opus4_both_ways",
        "Let me trace both directions around the loop from (1, 0):\n- Along the top: (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3): 6 moves.\n- Down the side: (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3): 6 moves.\n\nThey tie, so either works. I'll take the first step along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
        "hard: two routes traced, the reply picks the top one and its answer line says so",
    ),
    _s(
        "v34s_flash_up_wall",
        "Going up to get around the wall block.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
        "hard: a committed move onto a wall is read as written (the env calls it invalid)",
    ),
    _s(
        "v34s_pro_bold_paragraphs",
        "**Reading the grid.** Row 0 is all walls. Row 1 is open from (1, 0) to (1, 3). Column 0 is open from row 1 to row 4 and row 4 is open from column 0 to column 3, where G is.\n\n**Choosing.** (1, 1) and (2, 0) are both legal and both lie on shortest routes. I will go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v34s_qwen3_think_tie",
        "<think>\nOkay, the player is at (1, 0). Let me check the neighbours. Up is (0, 0), which is 1, a wall. Down is (2, 0), which is 0. Right is (1, 1), also 0. Left would be column -1, outside.\n\nSo I can go down or right. Which is shorter? Going right: (1,1), (1,2), (1,3), then down (2,3), (3,3), (4,3). That's 6. Going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Also 6. Wait, is (4,2) open? Row 4 is \"0 0 0 G 1\", so yes.\n\nBoth are 6. I'll just go right.\n</think>\n\nBoth directions reach the goal in 6 moves; I'll move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v34s_qwen3_chinese_prose",
        "玩家位于 (1, 0)。上方 (0, 0) 是墙，右边 (1, 1) 和下方 (2, 0) 都是空格。沿左列向下走可以到达第 4 行，再向右就能到达终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese",
    ),
    _s(
        "v34s_llama33_numbered_analysis",
        "To determine the next move, let's analyze the maze:\n\n1. The player P is at (1, 0).\n2. The goal G is at (4, 3).\n3. We need a path that avoids the walls (1).\n\nThe cell to the right (1, 1) is empty and the cell below (2, 0) is empty. Moving right brings us closer to column 3.\n\nTherefore, the next move is:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_reasoning",
    ),
    _s(
        "v34s_llama33_diagonal_wall",
        "The goal is down and to the right, so the most direct move is diagonally toward it.\n\nMOVE: (2, 1)",
        (2, 1),
        (2, 1),
        "wrong_move",
    ),
    _s(
        "v34s_llama4_tool_call",
        '{"name": "move_to", "arguments": {"row": 2, "col": 0}}',
        (2, 0),
        None,
        "tool_call_json",
        "hard: a tool call whose arguments say the row and column is that cell; strict: no MOVE line",
    ),
    _s(
        "v34s_mixtral_adjacent_list",
        "Looking at the maze, the player (P) is at position (1, 0) and the goal (G) is at (4, 3). The cells adjacent to the player are:\n- (0, 0): wall\n- (2, 0): empty\n- (1, 1): empty\n\nI will move to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "bulleted_options",
    ),
    _s(
        "v34s_mixtral_direction_word",
        "The open column on the left leads to the bottom row, so I go down.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: a single move given only as a direction is the neighbouring cell; strict: a format miss",
    ),
    _s(
        "v34s_phi4_step_list",
        "Step 1: Current position: (1, 0).\nStep 2: Adjacent cells: (2, 0) is open; (1, 1) is open; (0, 0) is a wall.\nStep 3: Follow the open column downward.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_reasoning",
    ),
    _s(
        "v34s_phi4_bold_label",
        "The right neighbour is free.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
        "hard: bold around the label only is tolerated in strict",
    ),
    _s(
        "v34s_gemma3_emoji_tick",
        "🧭 From (1, 0) I'll go down the left side.\n\nMOVE: (2, 0) ✅",
        (2, 0),
        None,
        "emoji",
        "hard: an emoji after the value is a strict format miss; flexible reads (2, 0)",
    ),
    _s(
        "v34s_v3_markdown_steps",
        "### Step-by-step\n1. P is at **(1, 0)**.\n2. Right, **(1, 1)**, is open and leads along row 1 to column 3.\n3. Column 3 is open down to **G (4, 3)**.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_reasoning",
    ),
    _s(
        "v34s_r1_think_restates_switches",
        "<think>\nAlright, P at (1,0), goal at (4,3). Let me write the maze out.\n\nRow 0: 1 1 1 1 1\nRow 1: P 0 0 0 1\nRow 2: 0 1 1 0 1\nRow 3: 0 1 1 0 1\nRow 4: 0 0 0 G 1\n\nMaybe go right: (1,1). Then (1,2), (1,3), then down (2,3)? Row 2 col 3 is 0, yes. (3,3) is 0. (4,3) is G. Six moves.\n\nOr down: (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3). Also six.\n\nI was going to say right, but I've checked every cell of the down route twice now and I'm surer of it. Let me go down.\n</think>\n\nThe route down the left column and along the bottom row reaches G in six moves.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_changes_mind",
        "hard: the thinking leans right, then settles on down; the answer line agrees",
    ),
    _s(
        "v34s_r1_distill_short_think",
        "<think>\nThe player is at (1, 0). I need an adjacent empty cell. (1, 1) is 0. I'll move there.\n</think>\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v34s_qwen3_think_cut",
        "<think>\nOkay, let me figure this out. The maze is 5x5. P is at (1, 0). The cells are named (row, col). Let me list row 2: 0 1 1 0 1. So (2, 0) is 0 and (2, 3) is 0. Row 3 is the same. Hmm, and going right along row 1, (1, 1), (1, 2), (1, 3) are all 0. So both ways",
        U,
        None,
        "truncated",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v34s_gpt41_asks_convention",
        "Before I move: are rows counted from the top (as row 0) in your grid? I want to be sure (2, 0) means one step down and not one step up.",
        U,
        None,
        "question_back",
        "a question back; the cell is named only inside the question, never chosen",
    ),
    # -- the real small models' habits (new replies) ---------------------------------------
    _s(
        "v34s_small_echo_intro",
        "You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G.\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        U,
        None,
        "small_echo",
        "the prompt echoed with part of the maze; no cell is named",
    ),
    _s(
        "v34s_small_ordinal_rows",
        "You are in the 2nd row and the 1st column. You can go to the 3rd row or the 2nd column.",
        U,
        None,
        "small_ordinal",
        "ordinals only, and 'can move' names no chosen (row, col) cell",
    ),
    _s(
        "v34s_small_two_cells_and",
        "You can move to the right cell (1, 1) and the bottom cell (2, 0).",
        U,
        None,
        "small_two_cells",
        "two cells offered, no pick",
    ),
    _s(
        "v34s_small_repeat_line",
        "MOVE: (1, 1)\n\nMOVE: (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same answer line repeated is clear and strict-right",
    ),
    _s(
        "v34s_small_lowercase_label",
        "Move: (1, 1)",
        (1, 1),
        None,
        "small_half_label",
        "hard: the label not in the prompt's capitals is a strict format miss; flexible reads (1, 1)",
    ),
    _s(
        "v34s_small_misread_start",
        "The player is at (0, 1). MOVE: (0, 2)",
        (0, 2),
        None,
        "small_misread",
        "hard: a committed move on a misread position is read as written (a wall); strict: not on its own line",
    ),
    _s(
        "v34s_small_loop_cut",
        "You are at (1, 0). The goal is at (4, 3). You are at (1, 0). The goal is at (4, 3). You are at (1, 0). The goal is at (4, 3). You are at (1, 0). The goal is",
        U,
        None,
        "small_repeat",
        "cut off by max_tokens while repeating the positions, no move",
        finish_reason=L,
    ),
    _s(
        "v34s_small_rows_restated",
        "The maze is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe player is P.",
        U,
        None,
        "small_echo",
        "the maze restated, no cell named as a move",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v34s_o3_convention_aside",
        "In (x, y) terms the player would be at (0, 1) and the step down would be (0, 2), but the prompt names cells (row, col), so in its terms:\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_aside",
        "hard: the (x, y) pair is an aside; the answer line is in the prompt's (row, col)",
    ),
    _s(
        "v34s_sonnet4_doubt_left_open",
        "MOVE: (1, 1)\n\nHmm, on a second look I may have mis-parsed row 1. If its fourth entry is a wall, the down move is the one to make instead, and I'd rather not commit until that's checked.",
        U,
        None,
        "second_thought",
        "a doubt after the answer that says it would rather not commit; never resolved",
    ),
    _s(
        "v34s_sonnet4_doubt_checked",
        'MOVE: (1, 1)\n\nDouble-checking row 1: "P 0 0 0 1" — the fourth entry is 0, so the corridor is open and going right is fine.',
        (1, 1),
        None,
        "verification_after",
        "hard: the check after the answer confirms it; strict: not the final line",
    ),
    _s(
        "v34s_gpt5_asks_rules_first",
        "I'd lean towards (2, 0), but before I commit: does an invalid move end the game at once, or do I get a warning first? Tell me and I'll give the final MOVE line.",
        U,
        None,
        "question_back",
        "a lean, withheld pending the user's answer",
    ),
    _s(
        "v34s_haiku4_self_question",
        "Is (2, 0) open? Yes — row 2 starts with a 0. So down is safe.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "question_back",
        "hard: the reply asks and answers its own question, then commits",
    ),
    _s(
        "v34s_llama4_assumes_moved",
        "Assuming P already moved to (2, 0) last turn, the next step down the column is (3, 0).\n\nMOVE: (3, 0)",
        (3, 0),
        (3, 0),
        "misread_position",
        "hard: a committed answer on a misread position is that answer ((3, 0), not adjacent to P)",
    ),
    _s(
        "v34s_opus4_two_turn_conditions",
        "If this is the first move of the game, go to (2, 0). If you're asking about the position after a move I already made, the next one is (3, 0).",
        U,
        None,
        "conditional",
        "two answers under two conditions the reply leaves unsettled",
    ),
    _s(
        "v34s_gemma3_list_from_neighbour",
        "1. (2, 0)\n2. (3, 0)\n3. (4, 0)\n4. (4, 1)\n5. (4, 2)\n6. (4, 3)",
        U,
        None,
        "numbered_route",
        "a route starting at P's neighbour where one move was asked, not said to be the next move",
    ),
    _s(
        "v34s_flash_route_from_p",
        "Planned route from P: (1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3).",
        (2, 0),
        None,
        "whole_route",
        "hard: a whole route from P's own cell where one move was asked is read as its first step",
    ),
    _s(
        "v34s_mistral_two_optimal",
        "MOVE: (1, 1) or (2, 0) — both are optimal.",
        U,
        None,
        "two_options",
        "two cells on the answer line, no pick",
    ),
    _s(
        "v34s_gpt41_alternative_declined",
        "MOVE: (1, 1)\n\n(Going down to (2, 0) would be just as short, but I'm sticking with right.)",
        (1, 1),
        None,
        "rejected_alternative",
        "hard: the other cell is named and declined; strict: not the final line",
    ),
    _s(
        "v34s_v3_correction_unfinished",
        "MOVE: (2, 0)\n\nCorrection: the better first step here is actually",
        U,
        None,
        "withdrawn",
        "a correction that breaks off before naming its answer (finish_reason stop)",
    ),
    _s(
        "v34s_pro_correction_of_count",
        "MOVE: (2, 0)\n\nCorrection to my explanation above: the route is six moves, not five. The move itself is unchanged.",
        (2, 0),
        None,
        "verification_after",
        "hard: the correction is to the explanation and keeps the move; strict: not the final line",
    ),
    _s(
        "v34s_qwen25_one_based_said",
        "Using 1-based indexing (row 1 is the top row), the player is at (2, 1). I move down to (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: cells said to be 1-based are converted, (3, 1) is (2, 0); strict: a format miss",
    ),
]


# == one shot ==============================================================================
ONE_SHOT = [
    _o(
        "v34o_gpt4o_down_then_east",
        "Going down the left column to row 4 and then east along the bottom row avoids the wall block in the middle.\n\n"
        + _path(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v34o_gpt41_terse_top",
        "Top row east, then down column 3.\n\n" + _path(RIGHT),
        S,
        True,
        "plain",
    ),
    _o(
        "v34o_gpt41mini_arrows",
        "Route found:\n" + "PATH: " + path_text(DOWN, " -> "),
        S,
        False,
        "arrows",
        "hard: a valid route joined by arrows; strict: a format miss",
    ),
    _o(
        "v34o_o4mini_commas",
        "Shortest route (6 moves):\n\n" + "PATH: " + path_text(RIGHT, ", "),
        S,
        False,
        "commas",
        "hard: a valid route with commas between cells; strict: a format miss",
    ),
    _o(
        "v34o_sonnet4_numbered_plan",
        "Here's my plan:\n\n1. Start at P (1, 0).\n2. Go right along row 1 to (1, 3).\n3. Go down column 3 to G at (4, 3).\n\nEvery cell on the way is a 0.\n\n"
        + _path(RIGHT),
        S,
        True,
        "numbered_reasoning",
    ),
    _o(
        "v34o_opus4_checked_cells",
        "The open cells form a loop around a 2x2 block of walls. From (1, 0) I go clockwise: right across row 1, then down column 3. I checked each cell against the grid: (1, 1), (1, 2), (1, 3), (2, 3), (3, 3) are all 0 and (4, 3) is G.\n\n"
        + _path(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v34o_flash_direction_words",
        "Starting at P, move down three times, then right three times to reach G.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail",
    ),
    _o(
        "v34o_pro_bold_line",
        "**Solution.** Down the left column, then along the bottom.\n\n**" + _path(DOWN) + "**",
        S,
        True,
        "bold_answer",
        "hard: bold around the whole answer line is tolerated in strict",
    ),
    _o(
        "v34o_qwen25_chinese",
        "从玩家 (1, 0) 出发，先向下走到第 4 行，再向右走到终点 (4, 3)。\n\n" + _path(DOWN),
        S,
        True,
        "chinese",
    ),
    _o(
        "v34o_qwen3_think_changes_mind",
        "<think>\nI'll go right first: (1,1), (1,2), (1,3). Then down: (2,3), (3,3), (4,3). Wait, let me check (2,3): row 2 is 0 1 1 0 1, index 3 is 0. OK.\n\nActually, let me compare with the left route in case one is shorter: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Same length. Hmm. The left route's cells I've already verified while reading the grid, so let me use that one instead.\n</think>\n\n"
        + _path(DOWN),
        S,
        True,
        "think_changes_mind",
        "hard: the thinking switches from the top route to the left one; the path line is the left one",
    ),
    _o(
        "v34o_llama33_skips_cell",
        "To find the path, we move right along row 1 (with one step back) and then down column 3.\n\n"
        + _path(SKIP),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v34o_llama4_walks_on_past_goal",
        "Down the left, along the bottom to G, then I kept going back up the right side.\n\n"
        + _path(WALK_LONG),
        S,
        True,
        "walks_on",
        "hard: the route reaches G and walks five cells on; the part up to the last G is valid (the specification's check)",
    ),
    _o(
        "v34o_llama4_through_block",
        "Down the left, along the bottom, then up and around the corner to G.\n\n" + _path(THROUGH),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v34o_mistral_cut_corner",
        "Down the left side with a short back-step, then a shortcut to the bottom row.\n\n"
        + _path(CUT_CORNER),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v34o_mixtral_one_short",
        "The path goes down the left column and along the bottom row to the goal.\n\n"
        + _path(SHORT_BACK),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v34o_phi4_zero_indexed_note",
        "Coordinates are 0-indexed (row, col) as in the prompt.\n\n" + _path(DOWN),
        S,
        True,
        "convention_aside",
    ),
    _o(
        "v34o_gemma3_back_and_forth",
        "Let's go! Down, a little back up, down to the bottom, a wobble, and across.\n\n"
        + _path(SHUFFLE),
        S,
        True,
        "detour",
        "hard: two back-steps on the way; every step is legal, so the route succeeds",
    ),
    _o(
        "v34o_v3_fenced_path",
        "The path is:\n\n" + _fence(_path(RIGHT)),
        S,
        False,
        "fenced_answer",
        "hard: a valid route inside a code fence; strict: a format miss",
    ),
    _o(
        "v34o_r1_think_then_path",
        "<think>\nP is (1,0). G is (4,3). The middle 2x2 at rows 2-3, cols 1-2 is walls. So go around. Right: (1,1),(1,2),(1,3). Down: (2,3),(3,3),(4,3). Check each: row 1 = P 0 0 0 1 → cols 1-3 open. Row 2 col 3 = 0. Row 3 col 3 = 0. Row 4 col 3 = G. Good.\n</think>\n\nThe path goes right along row 1 and down column 3.\n\n"
        + _path(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v34o_r1_think_cut",
        "<think>\nLet me carefully map the maze. Row 0: all walls. Row 1: P at column 0, then 0, 0, 0, then a wall. Row 2: 0, wall, wall, 0, wall. So from P I can go right or down. Let me consider going down first: (2,0), then (3,0), then (4,0). From (4,0) I can go right to (4,1), then (4,2), then",
        U,
        False,
        "truncated",
        "cut off by max_tokens inside the thinking, before the path line",
        finish_reason=L,
    ),
    # -- the real small models' habits (new replies) ---------------------------------------
    _o(
        "v34o_small_example_copied",
        "The path from P to G is:\nPATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_echo",
        "hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v34o_small_repeat_cut",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4,",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating a cell",
        finish_reason=L,
    ),
    _o(
        "v34o_small_maze_restated",
        "The maze is a 5x5 grid.\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\nThe path goes from P to the G.",
        U,
        False,
        "small_echo",
        "the maze restated and no route given",
    ),
    _o(
        "v34o_small_four_cells",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0)",
        F,
        False,
        "small_half_route",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v34o_o3_onto_wall_after_goal",
        "Across the top and down the right; the last two steps go past the goal.\n\n"
        + _path(PAST_WALL),
        S,
        True,
        "walks_on",
        "hard: two steps after G, the route steps onto the wall (3, 2), but the specification's check walks back from the last G, and that part is valid",
    ),
    _o(
        "v34o_sonnet4_two_sections",
        "**Route A (along the top)**\n\n"
        + _path(RIGHT)
        + "\n\n**Route B (down the side)**\n\n"
        + _path(DOWN),
        U,
        False,
        "two_options",
        "two headed sections each with a path line and no pick (both would succeed)",
    ),
    _o(
        "v34o_gpt4o_option_picked",
        "Option 1 goes along the top; option 2 goes down the side. Both take 6 moves. I'll go with option 2.\n\n"
        + _path(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: two options described, one picked, and the path line is the picked one",
    ),
    _o(
        "v34o_mistral_redo_never_done",
        _path(SKIP) + "\n\nWait — the step from (1, 1) to (1, 3) skips a cell. Let me redo this.",
        U,
        False,
        "withdrawn",
        "the path is withdrawn and never replaced",
    ),
    _o(
        "v34o_opus4_check_confirms",
        _path(DOWN)
        + "\n\nCheck: six single steps, each onto a 0 or G, none through the wall block in the middle. Valid.",
        S,
        False,
        "verification_after",
        "hard: the check after the path confirms it; strict: not the final line",
    ),
    _o(
        "v34o_llama33_one_based_unsaid",
        "The path from the player to the goal:\n\nPATH: " + one_based(DOWN),
        U,
        False,
        "one_based_unsaid",
        "1-based cells not said as such, and it matters (read as written it starts at the wall (2, 1)); strict reads them as written: a fail",
    ),
    _o(
        "v34o_gpt5_counterfactual_aside",
        "If diagonal steps were allowed, cutting from (3, 0) to (4, 1) would save nothing anyway. With orthogonal steps only:\n\n"
        + _path(DOWN),
        S,
        True,
        "conditional",
        "hard: the condition is counterfactual and dismissed; the path line is the answer",
    ),
    _o(
        "v34o_haiku4_asks_with_draft",
        "Before I write it out: should the path include P's own cell (1, 0) at the start, or begin with the first step? Tentatively: (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        U,
        False,
        "question_back",
        "a draft under a question back, with no answer line",
    ),
]


# == recognition (true shape: square) ======================================================
RECOGNIZE = [
    _r(
        "v34r_gpt4o_outline",
        "The empty cells trace the outline of a 4x4 square: row 1 and row 4 from column 0 to 3, and columns 0 and 3 from row 1 to 4. The centre is walled off.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v34r_gpt41mini_rectangle",
        "The open cells run around a closed four-sided loop.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: rectangle is one of the square's variant names (strict right)",
    ),
    _r(
        "v34r_o4mini_bold_value",
        "Four equal sides of open cells around a walled centre.\n\nSHAPE: **square**",
        "square",
        True,
        "bold_answer",
        "hard: bold around the value is tolerated in strict",
    ),
    _r(
        "v34r_gpt5_bullets",
        "- Top side: (1,0)–(1,3)\n- Bottom side: (4,0)–(4,3)\n- Left side: (1,0)–(4,0)\n- Right side: (1,3)–(4,3)\n\nFour sides of equal length enclosing walls: a square.\n\nSHAPE: square",
        "square",
        True,
        "bulleted_options",
    ),
    _r(
        "v34r_haiku4_box",
        "The empty cells make a closed box around the wall block in the middle.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v34r_sonnet4_prose_ring",
        "Looking at all the empty cells together, including P and G, they form a hollow ring: a 4x4 perimeter with the 2x2 centre walled in. That ring traces a square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v34r_opus4_quadrilateral",
        "The open cells are the boundary of a four-sided figure with equal sides and right-angle corners.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v34r_flash_circle",
        "The open cells go all the way around and join up with themselves, like a circle.\n\nSHAPE: circle",
        "none",
        False,
        "wrong_shape",
        "hard: a circle is none of the specification's shapes (none)",
    ),
    _r(
        "v34r_pro_heading_answer",
        "### Reasoning\nThe open cells occupy rows 1 and 4 (columns 0-3) and columns 0 and 3 (rows 1-4): the border of a 4x4 square.\n\n### Answer\nSHAPE: square",
        "square",
        True,
        "heading",
    ),
    _r(
        "v34r_qwen25_chinese_value",
        "空格（包括 P 和 G）围成一个 4×4 的正方形边框，中间是墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        "hard: the shape named in Chinese is read (the square); strict: not an English name",
    ),
    _r(
        "v34r_qwen3_think_considers_c",
        "<think>\nThe empty cells: row 1 cols 0-3, row 4 cols 0-3, col 0 rows 1-4, col 3 rows 1-4. At first I thought the top might be missing so it would be a C, but row 1 is P 0 0 0, all open. So it's closed on all four sides. A square.\n</think>\n\nThe empty cells form a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "think_changes_mind",
    ),
    _r(
        "v34r_llama33_spiral",
        "The empty cells wind around the walls in the centre, which makes a spiral pattern.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _r(
        "v34r_mistral_c",
        "The open cells go around three sides of the wall block and the goal sits at the end of the opening.\n\nSHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _r(
        "v34r_phi4_cube",
        "Step 1: List the empty cells. Step 2: They form four straight equal sides. Step 3: That is a square (a cube in 3D).\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v34r_gemma3_triangle",
        "Okay, looking at the whole maze, the empty cells slope from the top left down to the bottom right, like a triangle!\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v34r_v3_markdown",
        "The empty cells form the **perimeter of a 4×4 square**:\n- rows 1 and 4, columns 0–3\n- columns 0 and 3, rows 1–4\n\nSHAPE: square",
        "square",
        True,
        "bulleted_options",
    ),
    _r(
        "v34r_r1_think_long",
        "<think>\nLet me list every empty cell including P and G. Row 1: (1,0) P, (1,1), (1,2), (1,3). Row 2: (2,0), (2,3). Row 3: (3,0), (3,3). Row 4: (4,0), (4,1), (4,2), (4,3) G. That's 12 cells. These are the border of the 4x4 block from (1,0) to (4,3). Could it be a spiral? No, a spiral would go inward. A cross? No centre. So a square.\n</think>\n\nThe 12 empty cells are exactly the border of a 4x4 block.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v34r_r1_think_cut",
        "<think>\nThe user wants the shape of all the empty cells. Let me list them. Row 1: P at (1,0), then (1,1), (1,2), (1,3). Row 2: (2,0) and (2,3). Row 3: (3,0) and (3,3). Row 4: (4,0), (4,1), (4,2), and G at (4,3). So the shape is",
        U,
        False,
        "truncated",
        "cut off by max_tokens before the shape is named",
        finish_reason=L,
    ),
    # -- the real small models' habits (new replies) ---------------------------------------
    _r(
        "v34r_small_square_pyramid",
        "The empty cells form a square pyramid with a base of 4 cells.",
        "triangle",
        False,
        "small_wrong_shape",
        "hard: a square pyramid is the pyramid, the triangle's variant",
    ),
    _r(
        "v34r_small_triangle_sides",
        "The empty cells form a triangle with sides of length 2.\nSHAPE: triangle",
        "triangle",
        False,
        "small_wrong_shape",
    ),
    _r(
        "v34r_small_placeholder",
        "Name the shape.\nSHAPE: <name>\nSHAPE: <name>",
        U,
        False,
        "small_echo",
        "the prompt's question and its placeholder echoed; no shape named",
    ),
    _r(
        "v34r_small_repeat_cut",
        "The shape is a square. The shape is a square. The shape is a square. The shape is a square. The shape is a",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating",
        finish_reason=L,
    ),
    _r(
        "v34r_small_rectangle_sizes",
        "The empty cells form a rectangle with a width of 4 and a height of 4.",
        "square",
        False,
        "small_variant_name",
        "hard: a rectangle is the square's variant; strict: no SHAPE line",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v34r_sonnet4_leans_c",
        "SHAPE: square\n\nThough since the top row is all walls, it might be better described as a C opening towards the top... it's hard to say.",
        U,
        False,
        "second_thought",
        "a second thought leaning to another shape after the answer, left open",
    ),
    _r(
        "v34r_opus4_c_considered",
        "SHAPE: square\n\nOne could call the open cells a C if a side were missing, but none is: all four sides are open. The square stands.",
        "square",
        False,
        "verification_after",
        "hard: the other shape is considered and rejected; strict: not the final line",
    ),
    _r(
        "v34r_gemini_portuguese_name",
        "As células vazias formam o contorno de um quadrado.\n\nSHAPE: quadrado",
        U,
        False,
        "other_language",
        "a shape named in Portuguese; names are read only in English and Chinese",
    ),
    _r(
        "v34r_qwen3_fangxing",
        "空格围成一个方形的环，四条边长度相同。\n\nSHAPE: 方形",
        "square",
        False,
        "chinese",
        "hard: 方形 is the square in Chinese; strict: not an English name",
    ),
    _r(
        "v34r_llama4_square_or_cross",
        "It's either a square or, counting the wall block, a cross in the middle.\n\nSHAPE: square or cross",
        U,
        False,
        "two_options",
        "two shapes on the answer line, no pick",
    ),
    _r(
        "v34r_gpt41_rules_out",
        "It isn't a cross (there's no centre cell) and it isn't a C (no side is missing).\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: other shapes are named only to be ruled out",
    ),
    _r(
        "v34r_flash_recount_pending",
        "SHAPE: square\n\nWait, let me recount row 4 — if (4, 0) is a wall, this changes everything.",
        U,
        False,
        "second_thought",
        "a doubt after the answer that the reply never settles",
    ),
]


# == generation ============================================================================
GENERATE = [
    _g("v34g_gpt4o_plain", "MAZE:\n" + RING_MID3, S, True, "plain"),
    _g(
        "v34g_gpt41_fenced",
        "MAZE:\n" + _fence(RING_R3),
        S,
        False,
        "fenced_answer",
        "hard: a valid ring inside a code fence; strict: a format miss",
    ),
    _g(
        "v34g_gpt41mini_plain_4x4",
        "A 4x4 ring moved to the top-right corner.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "plain",
    ),
    _g("v34g_o3_corner", "MAZE:\n" + RING_BR3, S, True, "plain"),
    _g(
        "v34g_o4mini_plus",
        "A plus shape keeps P and G connected through the centre.\n\nMAZE:\n" + PLUS,
        F,
        False,
        "wrong_shape",
    ),
    _g(
        "v34g_gpt5_reasoned",
        "Same shape (a 4x4 square loop), moved to the top-left, with P and G at new cells.\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v34g_haiku4_smaller",
        "Here's a new maze with a smaller square ring:\n\nMAZE:\n" + RING_L3,
        S,
        True,
        "plain",
    ),
    _g(
        "v34g_sonnet4_explains_after",
        "MAZE:\n"
        + RING_T3
        + "\n\nThe empty cells form a 3x3 square ring at the top of the grid, and G is reachable from P either way round.",
        S,
        False,
        "answer_then_explanation",
        "hard: text after the maze; strict: a format miss",
    ),
    _g(
        "v34g_opus4_coord_exact",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v34g_flash_gap",
        "MAZE:\n" + GAP,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v34g_pro_matrix_for_coord",
        "A 3x3 square ring in the centre keeps the shape.\n\nMAZE:\n" + RING_MID3,
        F,
        False,
        "wrong_encoding",
        "hard: a maze in the encoding not asked (the coordinate list was asked) is a fail",
        encoding="coord_list",
    ),
    _g(
        "v34g_qwen25_lowercase",
        "新的迷宫如下：\n\nMAZE:\n" + LOWER,
        F,
        False,
        "broken_maze",
        "hard: lowercase p and g are a fail (like S/E)",
    ),
    _g(
        "v34g_qwen3_think_then_maze",
        "<think>\nThe original is a 4x4 square ring. I need the same shape but not identical. A 3x3 ring also counts as a square. Put it at rows 0-2, cols 1-3. P at (0,1), G at (0,3). Check: ring cells (0,1),(0,2),(0,3),(1,1),(1,3),(2,1),(2,2),(2,3); centre (1,2) is a wall. Good.\n</think>\n\nMAZE:\n"
        + RING_T3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v34g_llama33_copy",
        "Here's a new maze that has the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _g(
        "v34g_llama4_six_columns",
        "MAZE:\n" + SIX_COLS,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v34g_mistral_s_and_e",
        "MAZE:\n" + S_AND_E,
        F,
        False,
        "broken_maze",
        "hard: S and E in place of P and G are a fail",
    ),
    _g(
        "v34g_mixtral_p_outside",
        "MAZE:\n" + P_OUTSIDE,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v34g_phi4_coord_list",
        "Step 1: Choose a 3x3 ring on the left. Step 2: Place P and G.\n\nMAZE:\n"
        + coord_list(RING_L3),
        S,
        True,
        "numbered_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v34g_gemma3_sign_off",
        "MAZE:\n" + RING_BR4 + "\n\nHope you like this one! 😊",
        S,
        False,
        "answer_then_explanation",
        "hard: a sign-off after the maze; strict: a format miss",
    ),
    _g(
        "v34g_v3_json_rows",
        "MAZE:\n" + json.dumps([row.split() for row in RING_R3.splitlines()]),
        S,
        False,
        "json_maze",
        "hard: a JSON array of the matrix's rows is the asked matrix wrapped; strict: a format miss",
    ),
    _g(
        "v34g_r1_opened_centre",
        "<think>\nMove the ring to the top-right corner. Make it 4x4: rows 0-3, cols 1-4. Open the centre a bit so there are more routes.\n</think>\n\nMAZE:\n"
        + OPENED,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v34g_gpt4o_coord_cut",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,4), (2,0), (2,2), (2,4), (3,0), (3,4),",
        U,
        False,
        "truncated",
        "cut off by max_tokens in the middle of the walls list",
        finish_reason=L,
        encoding="coord_list",
    ),
    # -- the real small models' habits (new replies) ---------------------------------------
    _g(
        "v34g_small_label_alone",
        "Write the line MAZE: and then the maze.\nMAZE:",
        U,
        False,
        "small_echo",
        "the instruction echoed and the MAZE: label alone; no maze",
    ),
    _g(
        "v34g_small_all_walls",
        "MAZE:\n" + ALL_WALLS,
        F,
        False,
        "small_broken",
    ),
    _g(
        "v34g_small_rows_cut",
        "MAZE:\n" + "1 0 0 0 1\n" * 8 + "1 0 0",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating rows",
        finish_reason=L,
    ),
    _g(
        "v34g_small_four_by_four",
        "Here is the maze:\nP 0 0 0\n0 1 1 0\n0 1 1 0\n0 0 0 G",
        F,
        False,
        "small_broken",
        "hard: a 4x4 grid where 5x5 was asked, with no MAZE: line; read as its maze, a fail",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v34g_sonnet4_two_options",
        "Option A:\nMAZE:\n" + RING_R3 + "\n\nOption B:\nMAZE:\n" + RING_BR3,
        U,
        False,
        "two_options",
        "two mazes offered with no pick (both would succeed)",
    ),
    _g(
        "v34g_opus4_draft_rejected",
        "Draft (rejected: P and G end up next to each other):\n"
        + RING_MID3.replace("P", "0").replace("1 0 0 0 1", "1 0 0 P 1", 1)
        + "\n\nFinal:\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "rejected_alternative",
        "hard: a draft marked rejected before the MAZE: line; the maze after it is the answer and the last block",
    ),
    _g(
        "v34g_gpt5_reachability_doubt",
        "MAZE:\n"
        + RING_L3
        + "\n\nHmm, I'm not sure G is reachable from P here; I may need to move it.",
        U,
        False,
        "second_thought",
        "a doubt after the maze about its own validity, not settled",
    ),
    _g(
        "v34g_flash_reachability_check",
        "MAZE:\n" + RING_BR3 + "\n\nReachability: P (4,2) → (4,3) → (4,4) → G (3,4). ✓",
        S,
        False,
        "verification_after",
        "hard: the check after the maze confirms it; strict: text after the maze",
    ),
    _g(
        "v34g_llama4_refers_back",
        "MAZE:\n(the same ring as above, shifted one column to the right)",
        U,
        False,
        "no_maze",
        "no maze written, only a reference to one",
    ),
    _g(
        "v34g_o3_coord_replaced",
        "MAZE:\n"
        + coord_list(GAP)
        + "\n\nCorrection — that list walls (1,2), which breaks the ring. Use this one instead:\n\nMAZE:\n"
        + coord_list(RING_MID3),
        S,
        True,
        "stated_replacement",
        "hard: the first list is replaced by a stated correction; the last block is the answer",
        encoding="coord_list",
    ),
]


# == rotation puzzle (2x2 board, square 2 * row + col) =====================================
PUZZLE = [
    _p(
        "v34p_gpt4o_top_right",
        "The top-right piece has its opening pointing up, off the board. Turning it clockwise points it right... no, that's also off the board; but the piece is an elbow open top and left, so clockwise makes it open right and top — I need it open left and bottom. Turning it counterclockwise gives left and bottom.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_changes_mind",
        "hard: the reasoning tries clockwise, then settles on counterclockwise; the answer line agrees",
    ),
    _p(
        "v34p_gpt41mini_square_n",
        "Square 3 is the one out of place.\n\nROTATE: square 3 clockwise",
        (3, CW),
        True,
        "square_number",
    ),
    _p(
        "v34p_o3_terse",
        "(0,0) opens right+top; needs right+bottom. One turn clockwise.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plain",
    ),
    _p(
        "v34p_o4mini_cw_abbrev",
        "Bottom-right needs one quarter turn.\n\nROTATE: (1, 1) CW",
        (3, CW),
        False,
        "abbreviation",
        "hard: CW is clockwise; strict: a format miss",
    ),
    _p(
        "v34p_gpt5_bullets",
        "- (0, 0): connected ✔\n- (0, 1): open top, should open bottom ✘\n- (1, 0), (1, 1): connected ✔\n\nA half turn is needed for (0, 1); starting with one clockwise turn.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "bulleted_options",
    ),
    _p(
        "v34p_sonnet4_analysis",
        "## Board analysis\n\n- (0, 0): elbow, right + bottom — matches both neighbours.\n- (0, 1): elbow, top + left — the top end points off the board.\n- (1, 0): elbow, top + right — fine.\n- (1, 1): elbow, left + top — fine once (0, 1) opens downwards.\n\n(0, 1) needs to open left + bottom: one counterclockwise turn moves top to left and left to bottom.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "heading",
    ),
    _p(
        "v34p_opus4_careful",
        "Checking each edge: the pipe of (1, 0) points left, off the board, and (0, 0) reaches down to it with no match. A clockwise turn takes its left opening to the top, meeting (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v34p_flash_no_space",
        "Turning the top-right square fixes the connection.\n\nROTATE: (0,1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: no space after the comma is a strict format miss (spacing is literal)",
    ),
    _p(
        "v34p_pro_bold_line",
        "### Move\n\n**ROTATE: (1, 1) counterclockwise**",
        (3, CCW),
        True,
        "bold_answer",
        "hard: bold around the whole answer line is tolerated in strict",
    ),
    _p(
        "v34p_qwen25_chinese_direction",
        "左上角的方块需要顺时针旋转一次，才能和右边、下边的方块连通。\n\nROTATE: (0, 0) 顺时针",
        (0, CW),
        False,
        "chinese",
        "hard: 顺时针 is clockwise; strict: not the English word",
    ),
    _p(
        "v34p_qwen3_think_switches",
        "<think>\nLet me check (1, 1). It's a straight piece, vertical. It should connect left to (1, 0) and up to (0, 1), so it needs to be an elbow... wait, it's a straight, it can't be an elbow. So (1, 1) is fine as is if it's horizontal? No. Let me look at (1, 0) instead: it opens right and bottom; the bottom is off the board. Turning it counterclockwise: right→top, bottom→right. So it opens top and right. That fits.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_changes_mind",
    ),
    _p(
        "v34p_llama33_placeholder_kept",
        "The top-right square is not connected.\n\nROTATE: (0, 1) clockwise (or counterclockwise)",
        U,
        False,
        "placeholder_echo",
        "the prompt's placeholder kept with both directions",
    ),
    _p(
        "v34p_llama4_anticlockwise",
        "Rotating the bottom-right piece anticlockwise connects it to the left.\n\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "synonym",
        "hard: anticlockwise is counterclockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v34p_mistral_french_prose",
        "Je tourne la case (0, 1) dans le sens inverse des aiguilles d'une montre pour la relier à sa voisine de gauche.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "french",
    ),
    _p(
        "v34p_phi4_degrees",
        "Step 1: Find the misaligned square: (1, 0).\nStep 2: Turn it one quarter.\n\nROTATE: (1, 0) 90° clockwise",
        (2, CW),
        False,
        "degrees",
        "hard: 90° clockwise is one clockwise turn; strict: extra words on the answer line",
    ),
    _p(
        "v34p_gemma3_named_place",
        "The top-right elbow needs a turn!\n\nROTATE: the top-right square clockwise",
        (1, CW),
        False,
        "named_place",
        "hard: a square named by its place is that square; strict: a format miss",
    ),
    _p(
        "v34p_v3_json_object",
        'The move, as JSON:\n{"square": [1, 1], "direction": "clockwise"}',
        (3, CW),
        False,
        "json_answer",
        "hard: the JSON names square (1, 1) and the direction; strict: no ROTATE line",
    ),
    _p(
        "v34p_r1_think_long",
        "<think>\nBoard is 2x2. The goal is all ends matched, none off the board. (0,0) elbow right-bottom: good, it faces inward. (0,1) elbow: currently bottom-right? Right is off the board. It needs left-bottom. From bottom-right, clockwise: bottom→left, right→bottom. So clockwise gives left-bottom. Yes.\n</think>\n\nTurning (0, 1) clockwise brings its ends to the left and bottom.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_block",
    ),
    _p(
        "v34p_gpt4o_cut",
        "Let's examine each square of the board. The top-left square (0, 0) has openings on the right and bottom, which connect to (0, 1) and (1, 0). The top-right square (0, 1) has openings on the top and",
        U,
        False,
        "truncated",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    # -- the real small models' habits (new replies) ---------------------------------------
    _p(
        "v34p_small_echo_prompt",
        "You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square holds a piece of pipe.",
        U,
        False,
        "small_echo",
        "the prompt echoed; no square or direction",
    ),
    _p(
        "v34p_small_repeat_same",
        "ROTATE: (1, 0) counterclockwise\nROTATE: (1, 0) counterclockwise\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "small_repeat",
        "hard: the same answer line repeated is clear and strict-right",
    ),
    _p(
        "v34p_small_no_square",
        "Turn the square clockwise.",
        U,
        False,
        "small_half_label",
        "a direction with no square named",
    ),
    _p(
        "v34p_small_words_after",
        "ROTATE: (1, 0) clockwise. The pipe now connects.",
        (2, CW),
        False,
        "small_half_label",
        "hard: words after the value are a strict format miss",
    ),
    _p(
        "v34p_small_cut_repeat",
        "The board is:\n┌ ┐\n└ ┘\nThe board is:\n┌ ┐\n└ ┘\nThe board is:\n┌",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens while repeating the board",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v34p_sonnet4_reconsider_later",
        "ROTATE: (0, 1) clockwise\n\nHmm, that leaves its right opening pointing off the board; counterclockwise might be what's needed. I'll reconsider next turn.",
        U,
        False,
        "second_thought",
        "a doubt preferring the other turn, put off to a later turn",
    ),
    _p(
        "v34p_opus4_other_turn_ruled_out",
        "ROTATE: (0, 1) clockwise\n\nCounterclockwise would point the opening off the board, so clockwise it is.",
        (1, CW),
        False,
        "verification_after",
        "hard: the other turn is ruled out and the answer kept; strict: not the final line",
    ),
    _p(
        "v34p_llama4_one_of_them",
        "Either (0, 0) or (1, 1) needs a clockwise turn; both are misaligned.\n\nROTATE: one of them clockwise",
        U,
        False,
        "two_options",
        "two squares, no pick",
    ),
    _p(
        "v34p_gpt5_both_misaligned_picks",
        "Both (0, 0) and (1, 1) are misaligned; I'll fix (1, 1) first.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "rejected_alternative",
        "hard: two squares named, one picked for this move",
    ),
    _p(
        "v34p_mistral_signed_angle",
        "The bottom-left square is a quarter turn off.\n\nROTATE: (1, 0) by -90°",
        U,
        False,
        "signed_angle",
        "a signed angle with no stated convention",
    ),
    _p(
        "v34p_gemma3_third_square",
        "The third square points the wrong way.\n\nROTATE: the third square counterclockwise",
        (2, CCW),
        False,
        "ordinal",
        "hard: the third square is square 2 (counting from 0 row by row); strict: a format miss",
    ),
    _p(
        "v34p_o3_if_last_turn",
        "If my last turn registered, ROTATE: (0, 0) clockwise; if it didn't, repeat ROTATE: (1, 1) counterclockwise.",
        U,
        False,
        "conditional",
        "two answers under conditions the reply leaves unsettled",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v34",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v34.py: counts, no reader
    print_counts(all_cases(), problems())

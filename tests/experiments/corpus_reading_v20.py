"""A twentieth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules of
``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v19`` were read for the data format only.

This round: a natural mix (today's models' common replies, about two thirds) and about a third
of hard-but-clear or unclear replies chosen to differ from the earlier sets (the reasons are in
:data:`WHY`; hard calls start ``hard:``): long thinking that changes its mind more than once,
the question's maze restated before the answer, answers only in prose, numbered steps,
coordinate conventions spelled out, answers said twice, headings, emoji, HTML, YAML, tool
calls, checks after the answer, refusals and hedges, and the real small models' habits (the
prompt echoed, counting words with no cell, lines repeated, half-formed labels, cut off). The
rulings are those of ``corpus_reading_v19``'s docstring.

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
RIGHT_BACK_AT_12 = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row with one step back from (1,2) to (1,1)."""
RIGHT_G_TWICE = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,3"
"""Reaches G, steps off to (4,2) and back onto G: legal up to the last G."""
DOWN_STOPS_42 = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: the left route one cell short of G."""
DOWN_DIAGONAL = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
RIGHT_THROUGH_14 = "1,0 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""Broken: along row 1 into the wall (1,4) and down the walled right edge."""
UP_THROUGH_22 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down column 2 through the walls (2,2) and (3,2)."""

# == generated mazes (5x5) =================================================================
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 P"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (4,4), G at (2,2)."""

RING_TL4 = """\
0 0 0 P 1
0 1 1 0 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (0,3), G at (3,0)."""

RING_MID3_P33 = """\
1 1 1 1 1
1 0 0 0 1
1 G 1 0 1
1 0 0 P 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (3,3), G at (2,1)."""

RING_TR3 = """\
1 1 0 0 P
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P at (0,4), G at (2,2)."""

RING_BR4_P11 = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 G 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,1), G at (4,3)."""

TAIL_RING = RING_BR3.replace("1 1 G 0 0\n1 1 0", "1 1 G 0 0\n1 0 0")
""":data:`RING_BR3` with (3,1) open: a ring with a tail, not the square."""

TWO_G = RING_TL4.replace("0 0 0 P 1", "0 G 0 P 1")
""":data:`RING_TL4` with a second G at (0,1): two goals, a fail."""

NO_P = RING_MID3_P33.replace("P", "0")
""":data:`RING_MID3_P33` without a player, a fail."""

SIX_COLS = RING_TL3.replace("0 0 G 1 1", "0 0 G 1 1 1")
""":data:`RING_TL3` with a sixth cell in its third row: not a 5x5 grid."""

HASH_DOT = "\n".join(
    " ".join({"1": "#", "0": "."}.get(ch, ch) for ch in row.split())
    for row in RING_TL4.splitlines()
)
""":data:`RING_TL4` drawn with # and . (an encoding not asked)."""

LOWER_P = RING_BR3.replace("P", "p")
""":data:`RING_BR3` with a lowercase p (a fail, like S/E)."""

PLUS_ONE = RING_TL4.replace("0 1 1 0 1\n0 1 1 0 1", "0 1 1 0 1\n0 1 0 0 1")
""":data:`RING_TL4` with (2,2) open: the ring with a cell poking into its middle."""


def _fenced(maze: str, lang: str = "") -> str:
    return f"```{lang}\n{maze}\n```"


SOLVE = [
    _s(
        "v20s_gpt41_brief",
        reply="Down from (1, 0) is open and leads along the left edge.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v20s_gpt4o_right",
        reply="The top corridor (row 1) is open all the way to column 3, and from there the right column runs down to the goal.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v20s_claude_options",
        reply="Looking at P at (1, 0), I can move:\n- Up to (0, 0) — wall\n- Right to (1, 1) — open\n- Down to (2, 0) — open\n\nBoth open routes reach G in six moves. I'll go right along the top corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="neighbour_check",
    ),
    _s(
        "v20s_gemini_bold",
        reply="**Current position:** (1, 0)\n**Goal:** (4, 3)\n\nThe left column is clear down to row 4, then the bottom row leads right to G.\n\n**MOVE: (2, 0)**",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v20s_qwen3_think",
        reply="<think>\nOkay, the player is at row 1, column 0. Above is row 0, all walls. To the right (1,1) is 0. Below (2,0) is 0. Either works. The bottom route: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Six moves. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v20s_r1_flipflop",
        reply="<think>\nLet me go right: (1,1). Hmm, wait — is (1,1) open? Row 1 is P 0 0 0 1, so yes. But actually, the down route might be safer... (2,0) is 0. Okay down. No wait, both are six moves, no difference. Let me just stick with my first idea, right.\n</think>\n\nMoving right along the top corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
        why="hard: the thinking changes its mind twice; the answer after it is the reply's",
    ),
    _s(
        "v20s_o3_terse",
        reply="Right is open.\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v20s_llama_restate",
        reply="The maze is:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nThe player P is at (1, 0) and the goal G at (4, 3). The cell below P, (2, 0), is empty.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="restates_maze",
    ),
    _s(
        "v20s_mistral_prose",
        reply="I will move the player one step down, to row 2, column 0, which is an empty cell on the way to the goal.",
        label=(2, 0),
        strict=None,
        habit="prose_only",
    ),
    _s(
        "v20s_phi4_zero_indexed",
        reply="Using 0-indexed coordinates (row, column): P is at row 1, column 0. The next cell is row 1, column 1 (0-indexed).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="convention_spelled",
    ),
    _s(
        "v20s_one_based_said",
        reply="Counting rows and columns from 1, the player is at (2, 1). I move down to (3, 1).\n\nMOVE: (3, 1) (1-indexed)",
        label=(2, 0),
        strict=None,
        habit="one_based_said",
        why="hard: the cell is said to be 1-indexed, so (3, 1) is (2, 0); strict misses the form",
    ),
    _s(
        "v20s_twice_same",
        reply="MOVE: (2, 0)\n\nThe cell below the player is open, so I step down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="said_twice",
    ),
    _s(
        "v20s_heading_answer",
        reply="# MOVE: (1, 1)\n\nRight is open.",
        label=(1, 1),
        strict=None,
        habit="heading",
        why="hard: the answer is a heading followed by a sentence, not the final line",
    ),
    _s(
        "v20s_emoji",
        reply="🧭 P is at (1, 0)\n⬇️ Down is free, ➡️ right is free\n✅ Going right!\n\nMOVE: (1, 1) ➡️",
        label=(1, 1),
        strict=None,
        habit="emoji",
        why="hard: an arrow emoji after the value is text after the answer, not the form",
    ),
    _s(
        "v20s_html",
        reply='<div class="answer">\n  <p>Down is the open cell below P.</p>\n  <p>MOVE: (2, 0)</p>\n</div>',
        label=(2, 0),
        strict=None,
        habit="html",
    ),
    _s(
        "v20s_yaml",
        reply="reasoning: right of P is open; the top corridor leads to column 3\nnext_move:\n  row: 1\n  col: 1",
        label=(1, 1),
        strict=None,
        habit="yaml",
    ),
    _s(
        "v20s_tool_call",
        reply='{"name": "move", "arguments": {"row": 2, "col": 0, "reason": "down is open"}}',
        label=(2, 0),
        strict=None,
        habit="tool_call_json",
    ),
    _s(
        "v20s_tool_call_direction",
        reply='{"name": "move_player", "arguments": {"direction": "right"}}',
        label=(1, 1),
        strict=None,
        habit="tool_call_json",
        why="hard: a single move given as a direction is the neighbouring cell",
    ),
    _s(
        "v20s_numbered_route",
        reply="Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n4. (4, 0) → (4, 1)\n5. (4, 1) → (4, 2)\n6. (4, 2) → (4, 3)\n\nSo the first step is down.",
        label=(2, 0),
        strict=None,
        habit="numbered_steps",
    ),
    _s(
        "v20s_verify_after_same",
        reply="MOVE: (1, 1)\n\nCheck: (1, 1) is a 0 in row 1, adjacent to P, and not a wall. Valid.",
        label=(1, 1),
        strict=None,
        habit="verification_after",
    ),
    _s(
        "v20s_verify_after_other",
        reply="MOVE: (1, 1)\n\nDouble-checking: the route down the left side is just as short and has no turns until row 4, so (2, 0) is the better step.",
        label=U,
        strict=None,
        habit="verification_after",
        why="a check after the answer concludes on another move without saying it replaces it",
    ),
    _s(
        "v20s_verify_replaces",
        reply="MOVE: (1, 1)\n\nWait — let me correct that. I prefer the left column. Final answer:\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="corrected",
        why="hard: the second answer says it corrects the first and is the final line",
    ),
    _s(
        "v20s_hedge",
        reply="Either (1, 1) or (2, 0) would work equally well here; both lead to the goal in six steps.",
        label=U,
        strict=None,
        habit="hedge",
        why="two cells offered, no pick",
    ),
    _s(
        "v20s_refusal",
        reply="I'm not able to see an image of the maze, so I can't determine the next move.",
        label=U,
        strict=None,
        habit="refusal",
        why="no move given",
    ),
    _s(
        "v20s_wrong_wall_up",
        reply="Heading up toward the top edge.\n\nMOVE: (0, 0)",
        label=(0, 0),
        strict=(0, 0),
        habit="wrong_in_format",
    ),
    _s(
        "v20s_wrong_two_steps",
        reply="I'll skip ahead to save moves.\n\nMOVE: (3, 0)",
        label=(3, 0),
        strict=(3, 0),
        habit="wrong_in_format",
    ),
    _s(
        "v20s_swapped_xy",
        reply="Using (x, y) with x the column: P is at (0, 1); I go to (1, 1).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="convention_spelled",
        why="hard: the reasoning uses (x, y) but the MOVE line is read as (row, col), as the prompt asks; (1, 1) is right of P either way",
    ),
    _s(
        "v20s_chinese",
        reply="玩家在 (1, 0)，下方 (2, 0) 是空格，可以向下走。\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="other_language",
    ),
    _s(
        "v20s_fullwidth",
        reply="右边是空格，走右边。\n\nMOVE：（1，1）",
        label=(1, 1),
        strict=None,
        habit="fullwidth",
        why="hard: full-width colon and brackets: the cell is clear, the form is not the prompt's",
    ),
    _s(
        "v20s_french_dir",
        reply="Le joueur est en (1, 0). Je descends d'une case.\n\nMOUVEMENT : vers le bas",
        label=(2, 0),
        strict=None,
        habit="other_language",
    ),
    _s(
        "v20s_russian_dir",
        reply="Игрок в (1, 0). Иду вправо.\n\nХОД: вправо",
        label=(1, 1),
        strict=None,
        habit="other_language",
    ),
    _s(
        "v20s_swahili_dir",
        reply="Mchezaji yuko (1, 0). Nitaenda kulia.",
        label=U,
        strict=None,
        habit="other_language",
        why="a Swahili direction word, a language not read",
    ),
    _s(
        "v20s_route_from_p",
        reply="Path: (1, 0) → (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3)\n\nMOVE: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)",
        label=U,
        strict=None,
        habit="several_on_move_line",
        why="several cells on the MOVE: line",
    ),
    _s(
        "v20s_route_not_from_p",
        reply="The route is (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3).",
        label=U,
        strict=None,
        habit="route_for_move",
        why="a whole route that does not start at P, where one move was asked",
    ),
    _s(
        "v20s_long_cut",
        reply="Let me carefully analyse the maze. Row 0: all walls. Row 1: P at column 0, then three empty cells, then a wall. Row 2: empty, wall, wall, empty, wall. Row 3: the same as row 2. Row 4: three empty cells, then G, then a wall. So there are two routes around the central block of walls. Route A goes right along row 1 then down column 3; route B goes down column 0",
        label=U,
        strict=None,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the answer line",
    ),
    _s(
        "v20s_gemma_last_pair",
        reply="The player can go to (2, 0) or (1, 1). I choose (2, 0) because the bottom row is a straight line to the goal.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="choice_in_words",
    ),
    _s(
        "v20s_deepseek_v3_final",
        reply="### Step-by-step\n1. Player at (1, 0).\n2. Up: wall. Right: open. Down: open.\n3. Choose right.\n\n### Final Answer\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="markdown",
    ),
    _s(
        "v20s_gpt5_latex",
        reply="Stepping down the left column, the next cell is $\\boxed{(2,\\ 0)}$.",
        label=(2, 0),
        strict=None,
        habit="latex",
    ),
    _s(
        "v20s_negated",
        reply="I won't go right, since the corridor is longer to walk in my head; I go down instead.\n\nMOVE: down",
        label=(2, 0),
        strict=None,
        habit="direction_only",
        why="hard: 'right' is negated; the MOVE line's direction word is the move",
    ),
    _s(
        "v20s_think_unclosed_cut",
        reply="<think>\nP at (1,0). Options (1,1) and (2,0). Let me trace the right route: (1,1), (1,2), (1,3), then down (2,3), (3,3), (4,3). That's 6. The down route: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Also 6. Hmm, so which one",
        label=U,
        strict=None,
        habit="think_block",
        finish_reason=L,
        why="cut off inside the thinking, no answer",
    ),
    _s(
        "v20s_small_echo",
        reply="You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G.\n\nYou are solving a maze one move at a time. Your goal is to walk from the player P to the goal G.",
        label=U,
        strict=None,
        habit="small_echo",
        why="the prompt echoed, no cell",
    ),
    _s(
        "v20s_small_counting",
        reply="You are in the 2nd row and the 1st column. You can move to the 3rd row.",
        label=U,
        strict=None,
        habit="small_counting",
        why="rows counted in words with no column for the move and no saying how rows are counted",
    ),
    _s(
        "v20s_small_two_cells",
        reply="You can move to the cell (1, 1) and you can move to the cell (2, 0) and you can move to",
        label=U,
        strict=None,
        habit="small_repeat",
        finish_reason=L,
        why="two cells offered, cut off",
    ),
    _s(
        "v20s_small_half_label",
        reply="The player moves.\nMOVE: (1",
        label=U,
        strict=None,
        habit="small_half_label",
        why="the cell is not finished",
    ),
    _s(
        "v20s_small_grid",
        reply="1 1 1 1 1\n2 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 2 1",
        label=U,
        strict=None,
        habit="small_grid",
        why="a grid with 2s, no cell",
    ),
    _s(
        "v20s_small_repeat_move",
        reply="MOVE: (1, 1)\n" * 5 + "MOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="small_repeat",
        why="hard: the same move repeated is one clear move; the final line is in form",
    ),
    _s(
        "v20s_small_template",
        reply="MOVE: (row, col)\nMOVE: (row, col)",
        label=U,
        strict=None,
        habit="small_template",
        why="the template echoed",
    ),
]

SOLVE += [  # the natural mix: today's models' most common replies
    _s(
        "v20s_qwen25_plain",
        reply="Looking at the maze, P is at (1, 0). The cell to the right, (1, 1), is empty, so I'll move there.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v20s_gemini_flash_bullets",
        reply="**Analysis:**\n* P: (1, 0)\n* G: (4, 3)\n* Down, (2, 0), is open.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v20s_llama4_short",
        reply="To reach the goal at (4, 3), I'll head down first.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v20s_o4mini_one_word",
        reply="Down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v20s_phi4_steps",
        reply="Step 1: Identify P at (1, 0).\nStep 2: Check neighbours: (0, 0) wall, (2, 0) empty, (1, 1) empty.\nStep 3: Choose (1, 1) to follow the upper corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="numbered_steps",
        why="hard: the steps list three cells; the MOVE line picks one",
    ),
]

ONE_SHOT = [
    _o(
        "v20o_plain_right",
        reply="Going along the top corridor and down the right side.\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v20o_plain_down",
        reply="Left column, then the bottom row.\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v20o_claude_explained",
        reply="The walls form a 2x2 block in the middle, so the open cells make a loop around it. From P at (1, 0) I go down the left column to row 4, then right along the bottom row to G.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v20o_back_step",
        reply="I double back once near the top, which is allowed.\n\nPATH: "
        + _path(RIGHT_BACK_AT_12),
        label=S,
        strict=True,
        habit="wandering_valid",
        why="hard: a step back and forth is still a legal route",
    ),
    _o(
        "v20o_g_twice",
        reply="Route: along row 1, down column 3 to G, a look at (4, 2), back to G.\n\nPATH: "
        + _path(RIGHT_G_TWICE),
        label=S,
        strict=True,
        habit="past_goal",
        why="hard: the route reaches G, steps off and returns; up to the last G it is legal",
    ),
    _o(
        "v20o_stops_short",
        reply="Along the left edge and the bottom:\n\nPATH: " + _path(DOWN_STOPS_42),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v20o_diagonal",
        reply="Cutting the corner at the bottom left.\n\nPATH: " + _path(DOWN_DIAGONAL),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v20o_into_wall",
        reply="PATH: " + _path(RIGHT_THROUGH_14),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v20o_through_middle",
        reply="Straight through the middle is shortest.\n\nPATH: " + _path(UP_THROUGH_22),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v20o_arrows",
        reply="Path found.\n\nPATH: " + _path(DOWN, " → "),
        label=S,
        strict=False,
        habit="arrows",
    ),
    _o(
        "v20o_commas",
        reply="Path along the top and right:\nPATH: " + _path(RIGHT, ", "),
        label=S,
        strict=False,
        habit="comma_separated",
    ),
    _o(
        "v20o_numbered",
        reply="Steps:\n1) (1, 0) — start\n2) (2, 0)\n3) (3, 0)\n4) (4, 0)\n5) (4, 1)\n6) (4, 2)\n7) (4, 3) — goal",
        label=S,
        strict=False,
        habit="numbered_steps",
    ),
    _o(
        "v20o_prose",
        reply="Start at (1, 0), step down to (2, 0), then (3, 0) and (4, 0); turn right to (4, 1), (4, 2) and finish at the goal (4, 3).",
        label=S,
        strict=False,
        habit="prose_only",
    ),
    _o(
        "v20o_directions_only",
        reply="Go right three times, then down three times.",
        label=F,
        strict=False,
        habit="direction_only",
    ),
    _o(
        "v20o_one_based_said",
        reply="Using 1-indexed coordinates (row 1 is the top row):\n\nPATH: " + one_based(RIGHT),
        label=S,
        strict=False,
        habit="one_based_said",
        why="hard: said to be 1-indexed, so converted; strict misses the form",
    ),
    _o(
        "v20o_one_based_unsaid",
        reply="The route hugs the left wall, then the floor.\n\nPATH: " + one_based(DOWN),
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="counted from 1 without saying so: (2, 1) is not P's cell; read as written it starts off P",
    ),
    _o(
        "v20o_json",
        reply=json.dumps({"path": [[int(v) for v in c.split(",")] for c in RIGHT.split()]}),
        label=S,
        strict=False,
        habit="json",
    ),
    _o(
        "v20o_fenced",
        reply="My route:\n```text\nPATH: " + _path(DOWN) + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _o(
        "v20o_verify_after",
        reply="PATH: "
        + _path(RIGHT)
        + "\n\nVerification: every step moves one cell, none of them is a wall, and the path ends on G. ✓",
        label=S,
        strict=False,
        habit="verification_after",
    ),
    _o(
        "v20o_two_paths",
        reply="Two equally short routes exist:\n\nPATH: " + _path(RIGHT) + "\nPATH: " + _path(DOWN),
        label=U,
        strict=False,
        habit="hedge",
        why="two routes offered, no pick",
    ),
    _o(
        "v20o_think_corrects",
        reply="<think>\nTry (1,0) (1,1) (2,1)... no, (2,1) is a wall. Go along row 1 to (1,3), then down (2,3), (3,3), (4,3). Good.\n</think>\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v20o_chinese_fullwidth",
        reply="从P出发，先向下再向右：\n路径："
        + "".join(f"（{c.replace(',', '，')}）" for c in DOWN.split()),
        label=S,
        strict=False,
        habit="fullwidth",
        why="hard: full-width brackets and a Chinese label; the cells are clear",
    ),
    _o(
        "v20o_restated_then_path",
        reply="Maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nP = (1, 0), G = (4, 3).\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="restates_maze",
        why="hard: the maze restated above holds cells; only the PATH line is the answer",
    ),
    _o(
        "v20o_cut",
        reply="I'll trace the path carefully. Starting at (1, 0), I can go right to (1, 1), then (1, 2), then (1, 3). From (1, 3), down is (2, 3), then (3, 3), and",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off before the answer line",
    ),
    _o(
        "v20o_small_echo",
        reply="Answer with the whole path at once. Answer with the whole path at once. Answer with the whole path at once.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no route",
    ),
    _o(
        "v20o_small_example",
        reply="PATH: (0, 0) (0, 1) (1, 1)\n\nThis is the path.",
        label=F,
        strict=False,
        habit="small_template",
        why="hard: the prompt's example copied is a route, a wrong one (it does not start at P or reach G)",
    ),
    _o(
        "v20o_small_repeat",
        reply="PATH: (1, 0) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1)",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="cut off while repeating, the route never ends",
    ),
]
ONE_SHOT += [
    _o(
        "v20o_yaml",
        reply="path:\n" + "".join(f"  - [{c.replace(',', ', ')}]\n" for c in DOWN.split()),
        label=S,
        strict=False,
        habit="yaml",
    ),
    _o(
        "v20o_changes_mind",
        reply="PATH: "
        + _path(UP_THROUGH_22)
        + "\n\nWait, (2, 2) is a wall. Corrected route:\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="corrected",
        why="hard: the first route is withdrawn ('corrected'); the final line is the answer",
    ),
    _o(
        "v20o_hedge_refusal",
        reply="The path probably goes along the bottom, but I can't be certain of the layout from the text, so I won't commit to a route.",
        label=U,
        strict=False,
        habit="refusal",
        why="no route given",
    ),
    _o(
        "v20o_table",
        reply="| Step | Cell |\n|---|---|\n"
        + "".join(f"| {i} | ({c.replace(',', ', ')}) |\n" for i, c in enumerate(RIGHT.split())),
        label=S,
        strict=False,
        habit="table",
    ),
    _o(
        "v20o_ascii_arrows",
        reply="PATH: " + "->".join(f"({c})" for c in DOWN.split()),
        label=S,
        strict=False,
        habit="arrows",
    ),
    _o(
        "v20o_html_list",
        reply="<ol>\n"
        + "".join(f"<li>({c.replace(',', ', ')})</li>\n" for c in RIGHT.split())
        + "</ol>",
        label=S,
        strict=False,
        habit="html",
    ),
]

ONE_SHOT += [
    _o(
        "v20o_german",
        reply="Der Weg führt die linke Spalte hinunter und dann die untere Reihe entlang nach rechts.\n\nWEG: "
        + _path(DOWN),
        label=S,
        strict=False,
        habit="other_language",
        why="hard: a German label; the cells are in the prompt's text form, read in any language",
    ),
    _o(
        "v20o_japanese_dirs",
        reply="右に3回、下に3回進みます。",
        label=F,
        strict=False,
        habit="other_language",
        why="hard: a route in direction words only (Japanese, a language read) is a fail, as in English",
    ),
]

ONE_SHOT += [  # the natural mix
    _o(
        "v20o_sonnet_loop",
        reply="I'll trace the loop clockwise from P: right along row 1, then down column 3.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v20o_gemma3_heres",
        reply="Here's the path:\n\nPATH: " + _path(DOWN) + "\n",
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v20o_deepseek_v3_bold",
        reply="**Path:** down the left column, then right along the bottom row.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="markdown",
    ),
]

RECOGNIZE = [
    _r(
        "v20r_plain",
        reply="The empty cells run around the edge of a 4x4 block, enclosing a 2x2 block of walls: a hollow square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v20r_capital",
        reply="The open cells trace the outline of a square ring.\n\nSHAPE: Square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v20r_hollow",
        reply="All twelve empty cells (with P and G) lie on the border of the 4x4 region from (1,0) to (4,3).\n\nSHAPE: hollow square",
        label="square",
        strict=True,
        habit="short_reasoned",
        why="hard: 'hollow square' is an English name of the square",
    ),
    _r(
        "v20r_rectangle",
        reply="A rectangle-like loop.\n\nSHAPE: rectangle",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v20r_box",
        reply="It looks like a box outline.\n\nSHAPE: box",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v20r_quadrilateral_prose",
        reply="The empty cells together make a quadrilateral loop around the central walls.",
        label="square",
        strict=False,
        habit="prose_only",
    ),
    _r(
        "v20r_chinese",
        reply="空白格子围成一个正方形的环。\n\nSHAPE: 正方形",
        label="square",
        strict=False,
        habit="other_language",
    ),
    _r(
        "v20r_spanish",
        reply="Las celdas vacías forman un cuadrado.\n\nFORMA: cuadrado",
        label=U,
        strict=False,
        habit="other_language",
        why="a Spanish shape name, a language whose shape names are not read",
    ),
    _r(
        "v20r_angle_brackets",
        reply="The cells make a closed loop with four equal sides.\n\nSHAPE: <square>",
        label="square",
        strict=False,
        habit="template_brackets",
    ),
    _r(
        "v20r_wrong_c",
        reply="The cells wrap around three sides, open on the right.\n\nSHAPE: C",
        label="C",
        strict=False,
        habit="wrong_in_format",
    ),
    _r(
        "v20r_helix",
        reply="The path winds around the centre.\n\nSHAPE: helix",
        label="spiral",
        strict=False,
        habit="variant_name",
    ),
    _r(
        "v20r_square_pyramid",
        reply="Seen from above, the cells outline the base of a square pyramid.\n\nSHAPE: square pyramid",
        label="triangle",
        strict=False,
        habit="solid_name",
        why="hard: a solid named for a shape is the pyramid, the triangle's variant",
    ),
    _r(
        "v20r_not_triangle",
        reply="At first glance it might look like a triangle, but it isn't: every side has four cells, so it is a square.",
        label="square",
        strict=False,
        habit="negated",
    ),
    _r(
        "v20r_think_flip",
        reply="<think>\nThe bottom row 0 0 0 G and the left column... it's like an L. Hmm, plus the top row P 0 0 0 — that makes a C. Wait, the right column (2,3), (3,3) is open too. So it closes: a square loop.\n</think>\n\nThe open cells form a closed square loop.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
        why="hard: the thinking names L and C before settling; the answer is after it",
    ),
    _r(
        "v20r_either",
        reply="It is either a square or a spiral; from the text alone I can't tell which.",
        label=U,
        strict=False,
        habit="hedge",
        why="two shapes offered, no pick",
    ),
    _r(
        "v20r_verify_after_other",
        reply="SHAPE: square\n\nOn reflection the gap at the top-right corner makes it more of a C.",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v20r_verify_after_same",
        reply="SHAPE: square\n\nCheck: four sides of equal length, closed loop — yes.",
        label="square",
        strict=False,
        habit="verification_after",
    ),
    _r(
        "v20r_heading",
        reply="## Answer\n\nThe empty cells form a **square**.\n\n**SHAPE: square**",
        label="square",
        strict=True,
        habit="markdown",
    ),
    _r(
        "v20r_json",
        reply='{"shape": "square", "reasoning": "the open cells form a loop around a 2x2 wall block"}',
        label="square",
        strict=False,
        habit="json",
    ),
    _r(
        "v20r_none",
        reply="The cells don't form a recognisable geometric shape; they are just a path.\n\nSHAPE: none",
        label="none",
        strict=False,
        habit="no_shape",
    ),
    _r(
        "v20r_lowercase_label",
        reply="shape: square",
        label="square",
        strict=False,
        habit="label_case",
    ),
    _r(
        "v20r_cut",
        reply="Let me list the empty cells: (1,0), (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), (4,1), (4,2), (4,3). Plotting these, the top row from column 0 to 3 is open, the left column",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off before a shape is named",
    ),
    _r(
        "v20r_refusal",
        reply="I'd rather not guess the shape; the maze could be interpreted in several ways.",
        label=U,
        strict=False,
        habit="refusal",
        why="no shape named",
    ),
    _r(
        "v20r_small_triangle",
        reply="The empty cells form a triangle with a base of 4 and a height of 4.",
        label="triangle",
        strict=False,
        habit="small_wrong",
    ),
    _r(
        "v20r_small_echo",
        reply="What geometric shape do the empty cells form together? What geometric shape do the empty cells form together?",
        label=U,
        strict=False,
        habit="small_echo",
        why="the question echoed, no shape",
    ),
    _r(
        "v20r_small_half",
        reply="SHAPE:",
        label=U,
        strict=False,
        habit="small_half_label",
        why="the label with no name",
    ),
    _r(
        "v20r_small_cut_repeat",
        reply="The empty cells form a The empty cells form a The empty cells form a The empty cells form a",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="cut off repeating, no shape named",
    ),
    _r(
        "v20r_korean",
        reply="빈 칸들이 정사각형 모양을 이룹니다.\n\nSHAPE: 정사각형",
        label=U,
        strict=False,
        habit="other_language",
        why="a Korean shape name: only English and Chinese shape names are read",
    ),
    _r(
        "v20r_cube_emoji",
        reply="🟦 The open cells outline a cube face — a square!\n\nSHAPE: cube 🟦",
        label="square",
        strict=False,
        habit="emoji",
        why="hard: cube is the square's variant; the emoji after the name is a strict miss",
    ),
]

ORIG_COORD = coord_list(ORIGINAL_MATRIX)

RECOGNIZE += [  # the natural mix
    _r(
        "v20r_qwen25_perimeter",
        reply="The empty cells, including P and G, form the perimeter of a 4x4 square with the 2x2 wall block inside.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v20r_mixtral_square",
        reply="The empty cells form a square shape, as they outline the edges of a square.\nSHAPE: Square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
]

GENERATE = [
    _g("v20g_plain_tl3", reply="MAZE:\n" + RING_TL3 + "\n", label=S, strict=True, habit="plain"),
    _g(
        "v20g_reasoned_br3",
        reply="I'll keep the square loop but make it 3x3 in the bottom-right corner.\n\nMAZE:\n"
        + RING_BR3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v20g_tl4",
        reply="Same 4x4 loop, moved to the top-left, with P and G swapped to other corners.\n\nMAZE:\n"
        + RING_TL4,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g("v20g_mid3", reply="MAZE:\n" + RING_MID3_P33, label=S, strict=True, habit="plain"),
    _g(
        "v20g_fenced",
        reply="MAZE:\n" + _fenced(RING_TL4),
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v20g_fenced_label_inside",
        reply="Here is the new maze:\n\n" + _fenced("MAZE:\n" + RING_BR3, "text"),
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v20g_explained_after",
        reply="MAZE:\n"
        + RING_MID3_P33
        + "\n\nThe empty cells form a 3x3 square ring around the centre wall; P at (3,3) reaches G at (2,1).",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _g(
        "v20g_copy",
        reply="The loop around the centre walls, kept as it is:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="copy",
    ),
    _g(
        "v20g_tail",
        reply="A 3x3 ring with one extra opening for variety.\n\nMAZE:\n" + TAIL_RING,
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _g("v20g_two_g", reply="MAZE:\n" + TWO_G, label=F, strict=False, habit="wrong_in_format"),
    _g("v20g_no_p", reply="MAZE:\n" + NO_P, label=F, strict=False, habit="wrong_in_format"),
    _g("v20g_six_cols", reply="MAZE:\n" + SIX_COLS, label=F, strict=False, habit="wrong_in_format"),
    _g("v20g_plus_one", reply="MAZE:\n" + PLUS_ONE, label=F, strict=False, habit="wrong_in_format"),
    _g(
        "v20g_hash_dot",
        reply="MAZE:\n" + HASH_DOT,
        label=F,
        strict=False,
        habit="other_encoding",
        why="hard: the shape is right but drawn in # and ., an encoding not asked",
    ),
    _g(
        "v20g_lower_p",
        reply="MAZE:\n" + LOWER_P,
        label=F,
        strict=False,
        habit="wrong_in_format",
        why="hard: a lowercase p is a fail, like S/E",
    ),
    _g(
        "v20g_coord_asked_ok",
        reply="MAZE:\n" + coord_list(RING_TL3),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v20g_coord_asked_matrix_given",
        reply="MAZE:\n" + RING_BR3,
        label=F,
        strict=False,
        habit="wrong_encoding",
        encoding="coord_list",
        why="hard: a valid ring, but in the matrix encoding where the coordinate list was asked",
    ),
    _g(
        "v20g_coord_copy",
        reply="Same loop, same size, same corners:\n\nMAZE:\n" + ORIG_COORD,
        label=F,
        strict=False,
        habit="copy",
        encoding="coord_list",
    ),
    _g(
        "v20g_matrix_asked_coord_given",
        reply="MAZE:\n" + coord_list(RING_TL4),
        label=F,
        strict=False,
        habit="wrong_encoding",
        why="hard: a valid ring in the coordinate list where the matrix was asked",
    ),
    _g(
        "v20g_two_mazes",
        reply="Option 1:\nMAZE:\n" + RING_TL3 + "\n\nOption 2:\nMAZE:\n" + RING_BR3,
        label=U,
        strict=False,
        habit="hedge",
        why="two mazes offered, no pick",
    ),
    _g(
        "v20g_draft_then_fix",
        reply="MAZE:\n"
        + TWO_G
        + "\n\nOops, that has two goals. Fixed version:\n\nMAZE:\n"
        + RING_TL4,
        label=S,
        strict=True,
        habit="corrected",
        why="hard: the first maze is withdrawn; the final MAZE block is the answer and ends the reply",
    ),
    _g(
        "v20g_think",
        reply="<think>\nOriginal: a 4x4 ring at rows 1-4, cols 0-3. New one: a 3x3 ring, top-left. Row 0: P 0 0 1 1. Row 1: 0 1 0 1 1. Row 2: 0 0 G 1 1. Rest walls. P to G: right, right, down, down. OK.\n</think>\n\nMAZE:\n"
        + RING_TL3,
        label=S,
        strict=True,
        habit="think_block",
        why="hard: the thinking spells the rows in prose; only the MAZE block counts",
    ),
    _g(
        "v20g_restated_original_first",
        reply="The original maze was:\n"
        + ORIGINAL_MATRIX
        + "\n\nA new maze with the same square shape:\n\nMAZE:\n"
        + RING_MID3_P33,
        label=S,
        strict=True,
        habit="restates_maze",
        why="hard: the original is restated before the MAZE line; the answer is after MAZE:",
    ),
    _g(
        "v20g_cut",
        reply="Here is my new maze, a square ring moved to the top-left:\n\nMAZE:\n0 0 0 P 1\n0 1 1 0 1\n0 1",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off inside the maze",
    ),
    _g(
        "v20g_refusal",
        reply="I can't guarantee a maze that matches the shape exactly, so I'll leave this one.",
        label=U,
        strict=False,
        habit="refusal",
        why="no maze written: no answer to read",
    ),
    _g(
        "v20g_small_echo",
        reply="Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no maze",
    ),
    _g(
        "v20g_small_empty",
        reply="MAZE:\n\n",
        label=U,
        strict=False,
        habit="small_half_label",
        why="the label with no maze after it",
    ),
    _g(
        "v20g_small_rows_repeat",
        reply="MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        label=F,
        strict=False,
        habit="small_repeat",
    ),
    _g(
        "v20g_small_cut_echo",
        reply="You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G.\n\nThe maze is a 5x5 grid of cells. Each cell is either a wall (1), an empty cell (0), the player",
        label=U,
        strict=False,
        habit="small_echo",
        finish_reason=L,
        why="cut off while echoing the prompt",
    ),
    _g(
        "v20g_bold_rows",
        reply="**MAZE:**\n" + RING_BR3,
        label=S,
        strict=True,
        habit="markdown",
        why="hard: bold around the label is tolerated",
    ),
]

GENERATE += [  # the natural mix
    _g("v20g_gpt41mini_tr3", reply="MAZE:\n" + RING_TR3, label=S, strict=True, habit="plain"),
    _g(
        "v20g_gemini_br4",
        reply="Here's a new 5x5 maze with a square loop in the bottom-right:\n\nMAZE:\n"
        + RING_BR4_P11,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
]

PUZZLE = [
    _p(
        "v20p_plain",
        reply="Square (1, 1) is the only one pointing off the board.\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v20p_reasoned",
        reply="The top-right square's opening points up, off the board; one counterclockwise turn points it left, toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v20p_square_n",
        reply="Square 2 (bottom-left) needs its opening to face up.\n\nROTATE: square 2 clockwise",
        label=(2, CW),
        strict=True,
        habit="square_number",
    ),
    _p(
        "v20p_gpt4o_bullets",
        reply="- (0, 0): connects right and down ✔\n- (0, 1): points up, off the board ✘\n- (1, 0): connects up and right ✔\n- (1, 1): connects left ✔\n\nFix (0, 1).\n\nROTATE: (0, 1) clockwise",
        label=(1, CW),
        strict=True,
        habit="square_by_square",
    ),
    _p(
        "v20p_claude_bold",
        reply="The bottom-right elbow points right and down — both off the board. Turning it twice would fix it; the first turn:\n\n**ROTATE: (1, 1) clockwise**",
        label=(3, CW),
        strict=True,
        habit="markdown",
    ),
    _p(
        "v20p_anticlockwise",
        reply="The bottom-left piece needs a quarter turn.\nROTATE: (1, 0) anticlockwise",
        label=(2, CCW),
        strict=False,
        habit="variant_direction",
    ),
    _p(
        "v20p_hyphen",
        reply="Turning the top-left piece.\n\nROTATE: (0, 0) counter-clockwise",
        label=(0, CCW),
        strict=False,
        habit="variant_direction",
        why="hard: 'counter-clockwise' is clearly counterclockwise, but not the prompt's word",
    ),
    _p(
        "v20p_cw_abbrev",
        reply="Fix the bottom-right elbow.\nROTATE: (1, 1) CW",
        label=(3, CW),
        strict=False,
        habit="variant_direction",
        why="hard: CW is the common abbreviation of clockwise; not the prompt's word",
    ),
    _p(
        "v20p_degrees_minus",
        reply="Turn square (0, 1) by -90°.",
        label=U,
        strict=False,
        habit="no_direction",
        why="a signed angle names no direction without a convention the reply does not give",
    ),
    _p(
        "v20p_one_based_said",
        reply="Using 1-based (row, col): the square at (2, 2) is wrong.\n\nROTATE: (2, 2) clockwise",
        label=(3, CW),
        strict=False,
        habit="one_based_said",
        why="hard: said to be 1-based, so (2, 2) is (1, 1); strict misses the form",
    ),
    _p(
        "v20p_one_based_unsaid",
        reply="ROTATE: (2, 1) counterclockwise",
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="row 2 is off a 2x2 board; counted from 1 without saying so",
    ),
    _p(
        "v20p_third_square",
        reply="The third square needs a quarter turn the other way.\n\nTurn it counterclockwise.",
        label=(2, CCW),
        strict=False,
        habit="ordinal_square",
    ),
    _p(
        "v20p_place_name",
        reply="I'll turn the top-left corner piece clockwise so its opening faces right.",
        label=(0, CW),
        strict=False,
        habit="place_name",
    ),
    _p(
        "v20p_both_dirs",
        reply="The bottom-left piece is wrong either way round.\n\nROTATE: (1, 0) clockwise or counterclockwise",
        label=U,
        strict=False,
        habit="hedge",
        why="both turn directions for one square",
    ),
    _p(
        "v20p_two_squares",
        reply="Either (0, 0) or (1, 1) could be turned clockwise first; the order doesn't matter.",
        label=U,
        strict=False,
        habit="hedge",
        why="two squares offered, no pick",
    ),
    _p(
        "v20p_verify_after_same",
        reply="ROTATE: (0, 1) clockwise\n\nAfter this turn the opening faces right... wait, that is off the board too. Still, a second clockwise turn will fix it, so this is the right first move.",
        label=(1, CW),
        strict=False,
        habit="verification_after",
        why="hard: the check doubts but concludes on the same move",
    ),
    _p(
        "v20p_think_flip",
        reply="<think>\n(1,0) points left, off the board. Clockwise turns left into up — good, up meets (0,0)'s bottom. Wait, does (0,0) open down? The board shows ┌ at (0,0), so yes. Hmm, or counterclockwise: left becomes down, off the board. So clockwise.\n</think>\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v20p_tool_call",
        reply='{"name": "rotate", "arguments": {"square": 3, "direction": "counterclockwise"}}',
        label=(3, CCW),
        strict=False,
        habit="tool_call_json",
    ),
    _p(
        "v20p_yaml",
        reply="rotate:\n  row: 0\n  col: 0\n  direction: clockwise",
        label=(0, CW),
        strict=False,
        habit="yaml",
    ),
    _p(
        "v20p_korean",
        reply="(0, 1) 칸을 반시계 방향으로 돌립니다.",
        label=(1, CCW),
        strict=False,
        habit="other_language",
    ),
    _p(
        "v20p_portuguese",
        reply="Gire o quadrado (1, 1) no sentido horário.",
        label=(3, CW),
        strict=False,
        habit="other_language",
    ),
    _p(
        "v20p_polish",
        reply="Obracam pole (1, 0) zgodnie z ruchem wskazówek zegara.",
        label=U,
        strict=False,
        habit="other_language",
        why="a Polish direction word, a language not read",
    ),
    _p(
        "v20p_chinese_fw",
        reply="将（0，0）顺时针旋转。\n\nROTATE：（0，0）顺时针",
        label=(0, CW),
        strict=False,
        habit="fullwidth",
    ),
    _p(
        "v20p_cut",
        reply="Let me examine each square. (0, 0) has openings on the right and bottom. (0, 1) has openings on the top and left; the top one points off the board, so (0, 1) must turn. If I turn it clockwise the top opening goes to the right, which is also off",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off before the answer line",
    ),
    _p(
        "v20p_refusal",
        reply="The board looks already solved to me, so no rotation is needed.",
        label=U,
        strict=False,
        habit="refusal",
        why="no move given",
    ),
    _p(
        "v20p_small_echo",
        reply="Each move turns one square by 90 degrees, clockwise or counterclockwise; turning clockwise moves a top opening to the right side.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed",
    ),
    _p(
        "v20p_small_half",
        reply="ROTATE: clockwise\nROTATE: clockwise",
        label=U,
        strict=False,
        habit="small_half_label",
        why="no square named",
    ),
    _p(
        "v20p_small_repeat_cut",
        reply="ROTATE: (0, 0) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (1, 0) clockwise\nROTATE: (1, 1) clockwise\nROTATE: (0, 0) clockwise\nROTATE: (0, 1)",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="several different moves, cut off",
    ),
    _p(
        "v20p_said_twice",
        reply="ROTATE: square 1 counterclockwise\n\n(The top-right pipe then points left, into the top-left square.)\n\nROTATE: square 1 counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="said_twice",
    ),
]


PUZZLE += [  # the natural mix
    _p(
        "v20p_llama_edge",
        reply="Looking at the board, the square at (0, 1) has an opening pointing off the top edge. Rotating it clockwise will fix this.\n\nROTATE: (0, 1) clockwise",
        label=(1, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v20p_qwen3_nothink",
        reply="The bottom-left pipe should face up to meet (0, 0).\n\nROTATE: (1, 0) counterclockwise",
        label=(2, CCW),
        strict=True,
        habit="short_reasoned",
    ),
]


_set = set_functions("v20", WHY, MAZES, [SOLVE, ONE_SHOT, RECOGNIZE, GENERATE, PUZZLE])
all_cases, split, problems = _set.all_cases, _set.split, _set.problems
"""The set's ``all_cases()``, ``split()`` (by :func:`corpus_reading.half`)
and ``problems(cases=None)``, built by :func:`corpus_form.set_functions`."""


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v20.py: counts, no reader
    print_counts(all_cases(), problems())

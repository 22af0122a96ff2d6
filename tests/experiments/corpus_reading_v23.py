"""A twenty-third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules of
``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v22`` were read for the data format only.

This round: a natural mix (what today's models most often write to these prompts, about two
thirds, the real small models' habits included: the prompt echoed, lines repeated, half-formed
labels, cut off) and a third of hard-but-clear or unclear replies chosen to differ from the
earlier sets (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start
``hard:``): answers as tool calls, YAML, HTML or headings, emoji on the answer line, a cell
spelled out with its convention in prose only, a relative step instead of a cell, a reply that
restates the maze before answering in prose, routes walked on past G, routes in prose or an
HTML list, a route in (x, y) said as such, a claim that no route exists, two mazes offered, a
maze after the original restated, squares numbered 1 to 4 as said, turns in degrees with and
without a direction word, and words in languages read (Korean, German) and not (Dutch, Spanish
shape names).

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
WALKS_ON = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2"
"""Reaches G and takes one step on: by the specification's check (the last G walked back to
P) the part up to G is valid, a success."""
REVISITS_G = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,3"
"""Reaches G, steps off and comes back: the last G walked back to P is valid, a success."""
SKIPS = "1,0 1,2 1,3 2,3 3,3 4,3"
"""Broken: jumps two cells from (1,0) to (1,2)."""
THROUGH_21 = "1,0 2,0 2,1 2,2 2,3 3,3 4,3"
"""Broken: across row 2 through the walls (2,1) and (2,2)."""
SHORT_42 = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: stops at (4,2), one short of G."""
DOWN_XY = "0,1 0,2 0,3 0,4 1,4 2,4 3,4"
""":data:`DOWN` written as (x, y) = (column, row)."""

# == generated mazes (5x5) =================================================================
RING_BL4 = """\
1 1 1 1 1
0 0 0 G 1
0 1 1 0 1
0 1 1 0 1
P 0 0 0 1"""
"""Valid: the original's ring with P at (4,0) and G at (1,3)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 P
1 G 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (2,4), G at (3,1)."""

RING_MID3_B = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 0 0 P 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (3,3), G at (1,1)."""

RING_TOP4 = """\
1 P 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 G 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (0,1), G at (3,3)."""

RING_BOT3 = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1"""
"""Valid: a 3x3 ring at the bottom middle, P at (2,1), G at (4,3)."""

RING_RIGHT3 = """\
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 P
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right edge, P at (3,4), G at (1,2)."""

HOLE_BL4 = RING_BL4.replace("0 1 1 0 1\nP", "0 1 0 0 1\nP")
""":data:`RING_BL4` with the inner wall (3,2) opened: not a ring."""

S_E_MID3 = RING_MID3_B.replace("G", "S").replace("P", "E")
""":data:`RING_MID3_B` with S and E for the player and goal (a fail)."""

SIX_COLS = RING_TOP4.replace("1 0 1 1 0\n1 0 1 1 0\n1 0 0", "1 0 1 1 0\n1 0 1 1 0 1\n1 0 0")
""":data:`RING_TOP4` with its third row one cell long."""

L_CORRIDOR = """\
P 1 1 1 1
0 1 1 1 1
0 1 1 1 1
0 1 1 1 1
0 0 0 0 G"""
"""An L-shaped corridor: not the square."""

NO_P_BR4 = RING_BR4.replace("P", "0")
""":data:`RING_BR4` with no player."""

MIXED_CASE = RING_BOT3.replace("G", "g")
""":data:`RING_BOT3` with a lowercase g (a fail, like S/E)."""

ALL_WALLS = "\n".join(["1 1 1 1 1"] * 5)
"""Every cell a wall: no player, no goal."""

RESTATED = "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\n"
"""The original maze as a reply restates it before answering."""

ECHO_SOLVE = (
    "You are solving a maze one move at a time. Your goal is to walk from the player P to the "
    "goal G. The maze is written as a matrix: one line per row, cells separated by spaces. "
    "1 is a wall, 0 is an empty cell"
)

SOLVE = [
    _s(
        "v23s_gpt4o_open_right",
        reply="P is at (1, 0). The wall row above blocks up, and the left edge blocks left. Both (1, 1) and (2, 0) are open; the corridor to the right reaches G's column first.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v23s_gpt41mini_going_down",
        reply="Going down the open left column.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v23s_o3_terse",
        reply="(2, 0) is open and heads for G's row.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v23s_o4mini_either",
        reply="Either neighbour gives a 6-move route. Picking right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v23s_gpt5_checks",
        reply="Neighbours of (1, 0):\n- (0, 0): wall\n- (2, 0): open\n- (1, 1): open\n- (1, -1): off the grid\n\nThe bottom row leads straight to G at (4, 3), so I go down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="neighbour_check",
    ),
    _s(
        "v23s_haiku4_corridor",
        reply="I'll step right along the top corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v23s_sonnet4_ring",
        reply="The open cells form a ring around a 2x2 block of walls, and P and G sit at opposite corners of it. Going clockwise (right, then down) or counter-clockwise (down, then right) costs the same six moves. I'll go clockwise.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v23s_opus4_move_header",
        reply="**Move:** down, into the left column.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v23s_flash_heres",
        reply="Here's my next move:\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v23s_pro_analysis",
        reply="**Analysis:**\n\n*   **Current position:** (1, 0)\n*   **Goal:** (4, 3)\n*   **Open neighbours:** (1, 1) to the right, (2, 0) below.\n\nThe path along row 1 and down column 3 is clear of walls.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="markdown",
    ),
    _s(
        "v23s_qwen25_zh_right",
        reply="玩家在 (1, 0)，上方是墙。右边 (1, 1) 是空格，可以沿第一行向右走，再沿第三列向下到达终点。\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="chinese_prose",
    ),
    _s(
        "v23s_qwen3_think_down",
        reply="<think>\nP at (1,0). Up is (0,0) = 1, wall. Down (2,0) = 0. Right (1,1) = 0. G at (4,3). Down route: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3) = 6 moves. Right route also 6. Take down.\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v23s_qwen3_nothink_right",
        reply="<think>\n\n</think>\n\nI will move right to (1, 1), which is an empty cell.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v23s_r1_flipflop",
        reply="<think>\nOkay, so P is at row 1, column 0. Let me go down first... (2,0) is 0, yes. Then (3,0), (4,0). Then right along row 4 to (4,3). That's G.\n\nWait, what about going right? (1,1), (1,2), (1,3) are 0, then (1,4) is 1, so I turn down at column 3: (2,3) is 0, (3,3) is 0, (4,3) is G. Also six.\n\nHmm, both are equal. Actually, I'll go right, since I checked that route last and I'm sure of it.\n</think>\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v23s_r1distill_cut",
        reply="<think>\nAlright, let me parse the maze. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. So P is at (1, 0). Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. So G is at (4, 3).\n\nNow, possible moves from (1, 0): up is (0, 0), which is 1, a wall. Down is (2, 0), which is 0. Left is out of bounds. Right is (1, 1), which is 0. So I can go down or right. Let me think about which one is",
        label=U,
        strict=None,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens inside the thinking, before any answer line",
    ),
    _s(
        "v23s_v3_then_because",
        reply="MOVE: (2, 0)\n\nBecause the cell below the player is empty and the left column leads to the bottom row, where the goal is.",
        label=(2, 0),
        strict=None,
        habit="answer_then_explanation",
    ),
    _s(
        "v23s_llama33_bare",
        reply="Moving down.\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v23s_llama4_best",
        reply="The best next move is to go right.\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v23s_mistral_open",
        reply="The player can move down, as (2, 0) is open. This will lead towards the goal along the left side.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v23s_mixtral_check_after",
        reply="MOVE: (1, 1)\n\nCheck: row 1 of the matrix is P 0 0 0 1, so column 1 is 0 and the move is legal.",
        label=(1, 1),
        strict=None,
        habit="verification_after",
    ),
    _s(
        "v23s_phi4_list",
        reply="Let's examine each direction from the player's position (1, 0):\n\n1. **Up:** (0, 0) is a wall.\n2. **Left:** out of bounds.\n3. **Right:** (1, 1) is empty.\n4. **Down:** (2, 0) is empty.\n\nMoving right keeps the player on the shortest path to the goal at (4, 3).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="numbered_steps",
    ),
    _s(
        "v23s_gemma3_bold_line",
        reply="I'll move down.\n\n**MOVE: (2, 0)**",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
        why="hard: bold around the whole answer line is inline markdown around the label and value (tolerated)",
    ),
    _s(
        "v23s_gpt4o_table",
        reply="| Direction | Cell | Content |\n|---|---|---|\n| Up | (0, 0) | wall |\n| Down | (2, 0) | empty |\n| Right | (1, 1) | empty |\n\nGoing down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v23s_sonnet4_short",
        reply="Right is open and leads along the top of the loop.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v23s_v3_zh_down",
        reply="从 (1, 0) 向下移动到 (2, 0)，沿左边一列走到最底行。\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="chinese_prose",
    ),
    # -- the real small models' habits (SmolLM2, Gemma 3 1B): echo, repeat, half labels --
    _s(
        "v23s_small_echo",
        reply=ECHO_SOLVE,
        label=U,
        strict=None,
        habit="small_echo",
        why="the prompt echoed, no cell of its own",
    ),
    _s(
        "v23s_small_repeat_here",
        reply="I am the player. I am at row 1. I am the player. I am at row 1. I am the player. I am at row 1. I am the player. I am at",
        label=U,
        strict=None,
        habit="small_repeat",
        finish_reason=L,
        why="repeats where the player is until cut off; no move",
    ),
    _s(
        "v23s_small_placeholder",
        reply="The next move is:\nMOVE: (row, col)\nMOVE: (row, col)",
        label=U,
        strict=None,
        habit="small_template",
        why="the placeholder kept, no cell",
    ),
    _s(
        "v23s_small_two_cells",
        reply="The player could go to (2, 0) below, and the player could go to (1, 1) on its right side.",
        label=U,
        strict=None,
        habit="small_ramble",
        why="two cells offered, no pick",
    ),
    _s(
        "v23s_small_own_cell",
        reply="The player is at (1, 0).\nMOVE: (1, 0)",
        label=(1, 0),
        strict=(1, 0),
        habit="small_template",
        why="hard: the player's own cell on the MOVE: line is a clear (invalid) answer",
    ),
    _s(
        "v23s_small_rows_then_move",
        reply="Row 0 is 1 1 1 1 1.\nRow 1 is P 0 0 0 1.\nRow 2 is 0 1 1 0 1.\nRow 3 is 0 1 1 0 1.\nRow 4 is 0 0 0 G 1.\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="small_ramble",
    ),
    _s(
        "v23s_small_half_label",
        reply="Move (2,0)",
        label=(2, 0),
        strict=None,
        habit="small_template",
        why="hard: a half-formed label ('Move' without the colon) before a single cell; strict: not the asked line",
    ),
    _s(
        "v23s_small_says_down",
        reply="The player can move down. The player can move down. The player can move down.",
        label=(2, 0),
        strict=None,
        habit="small_repeat",
        why="hard: one direction repeated, no cell: a single solve move as a direction is the neighbouring cell (2, 0)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v23s_prose_zero_indexed",
        reply="Looking at the grid, I should go to row 2, column 0 (0-indexed), the empty cell directly below me.",
        label=(2, 0),
        strict=None,
        habit="convention_spelled",
        why="hard: the cell spelled out in prose with its convention, no MOVE: line",
    ),
    _s(
        "v23s_one_based_said",
        reply="Using 1-indexed coordinates (row 1 is the top row), P is at (2, 1) and the cell below it is (3, 1).\n\nMOVE: (3, 1)",
        label=(2, 0),
        strict=None,
        habit="one_based_said",
        why="hard: the reply says it counts from 1, so (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v23s_one_based_unsaid",
        reply="P is at (2, 1). The cell to its right is open.\n\nMOVE: (2, 2)",
        label=U,
        strict=None,
        habit="one_based_unsaid",
        why="P is at (1, 0), so the reply counts from 1 without saying so; (2, 2) is a wall if read as written and (1, 1) if converted: it matters",
    ),
    _s(
        "v23s_tool_call",
        reply='I will call the move tool.\n\n{"name": "move", "arguments": {"target": {"row": 2, "col": 0}}}',
        label=(2, 0),
        strict=None,
        habit="tool_call_json",
        why="hard: a tool call naming row and column clearly; strict: not the asked line",
    ),
    _s(
        "v23s_yaml",
        reply="```yaml\nmove:\n  row: 1\n  col: 1\nreason: the top corridor is open\n```",
        label=(1, 1),
        strict=None,
        habit="yaml",
        why="hard: a YAML move with row and column; strict: not the asked line",
    ),
    _s(
        "v23s_html_bold",
        reply="<p>The cell below the player is empty.</p>\n<p><b>MOVE: (2, 0)</b></p>",
        label=(2, 0),
        strict=None,
        habit="html",
        why="hard: the answer line inside HTML tags is clear; strict: tags are not inline markdown",
    ),
    _s(
        "v23s_heading_answer",
        reply="The corridor to the right is open.\n\n## MOVE: (1, 1)",
        label=(1, 1),
        strict=None,
        habit="heading",
        why="hard: the answer in a markdown heading; strict: a heading is not inline bold/italic",
    ),
    _s(
        "v23s_emoji_line",
        reply="⬇️ Heading down the left side!\n\nMOVE: (2, 0) ✅",
        label=(2, 0),
        strict=None,
        habit="emoji",
        why="hard: an emoji after the value on the answer line: clear, but a strict miss (words after the value)",
    ),
    _s(
        "v23s_twice_same",
        reply="Right is open.\n\nMOVE: (1, 1)\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="repeated_answer",
        why="hard: the same answer line twice at the end is strict-right (v22 ruling)",
    ),
    _s(
        "v23s_check_moves_elsewhere",
        reply="MOVE: (1, 1)\n\nVerification: from (1, 0) the cell below, (2, 0), is open and leads straight to the goal's row, so the best move toward the goal is (2, 0).",
        label=U,
        strict=None,
        habit="verification_after",
        why="a check after the answer concludes on another answer without saying it replaces it",
    ),
    _s(
        "v23s_restates_then_prose",
        reply=RESTATED + "I'm at (1, 0), so I'll step right to (1, 1).",
        label=(1, 1),
        strict=None,
        habit="restated_question",
        why="hard: the restated maze and P's own cell come first; the move named is (1, 1)",
    ),
    _s(
        "v23s_korean_down",
        reply="플레이어 아래 칸이 비어 있으므로 아래로 이동합니다.\n\nMOVE: 아래",
        label=(2, 0),
        strict=None,
        habit="other_language",
        why="hard: a single move as a direction word in Korean (read) is the cell below; strict: a format miss",
    ),
    _s(
        "v23s_dutch_down",
        reply="Het vakje onder de speler is leeg, dus ik ga omlaag.\n\nMOVE: omlaag",
        label=U,
        strict=None,
        habit="other_language",
        why="a direction word in Dutch, a language not read",
    ),
    _s(
        "v23s_refuses_image",
        reply="I'm not able to pick a move reliably from a text grid. Could you share the maze as an image?",
        label=U,
        strict=None,
        habit="refusal",
        why="no move given",
    ),
    _s(
        "v23s_numbered_route",
        reply="Plan:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        label=(2, 0),
        strict=None,
        habit="numbered_steps",
        why="hard: a numbered whole route from P where one move was asked is read as its first step",
    ),
    _s(
        "v23s_maybe_either",
        reply="It could be (2, 0), or maybe (1, 1); both reach the goal.",
        label=U,
        strict=None,
        habit="hedge",
        why="two cells hedged, no pick",
    ),
    _s(
        "v23s_xy_said",
        reply="Writing cells as (x, y) with x the column and y the row, the cell below me is (0, 2).\n\nMOVE: (0, 2)",
        label=(2, 0),
        strict=None,
        habit="convention_spelled",
        why="hard: the reply says its pairs are (column, row), so (0, 2) is row 2, column 0; strict: a format miss",
    ),
    _s(
        "v23s_relative_step",
        reply="Next step:\n\nMOVE: (+1, 0)",
        label=U,
        strict=None,
        habit="relative_step",
        why="'(+1, 0)' with no word on what it means: an offset (down) or P's own cell (1, 0) with a stray sign",
    ),
]

ONE_SHOT = [
    _o(
        "v23o_gpt4o_top_row",
        reply="Follow the top corridor to column 3, then go down to the goal.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v23o_gpt41mini_bare",
        reply="Shortest path:\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v23o_o3_left_side",
        reply="Down the left side, then along the bottom.\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v23o_gpt5_steps",
        reply="1. Start at P (1, 0).\n2. Go right three times to (1, 3).\n3. Go down three times to G (4, 3).\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="numbered_steps",
    ),
    _o(
        "v23o_sonnet4_moves_after",
        reply="PATH: " + _path(DOWN) + "\n\nThat is six moves, the shortest possible.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _o(
        "v23o_haiku4_arrows",
        reply="Right three times, then down three times.\n\nPATH: " + _path(RIGHT, " → "),
        label=S,
        strict=False,
        habit="arrows",
    ),
    _o(
        "v23o_flash_commas",
        reply="The path from P to G is:\n\nPATH: " + _path(DOWN, ", "),
        label=S,
        strict=False,
        habit="commas",
    ),
    _o(
        "v23o_pro_fenced",
        reply="The route goes clockwise around the wall block.\n\n```\nPATH: "
        + _path(RIGHT)
        + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _o(
        "v23o_qwen25_zh",
        reply="从起点 (1, 0) 向右走到 (1, 3)，然后向下走到终点 (4, 3)。\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _o(
        "v23o_qwen3_think_skips",
        reply="<think>\nStart (1,0). Go right: (1,2), (1,3). Down: (2,3), (3,3), (4,3). Done.\n</think>\n\nPATH: "
        + _path(SKIPS),
        label=F,
        strict=False,
        habit="think_block",
    ),
    _o(
        "v23o_r1_through_walls",
        reply="<think>\nG is at (4,3). Down one to (2,0), then straight across row 2 to column 3, then down. Row 2 is 0 1 1 0 1... I'll just go across.\n</think>\n\nPATH: "
        + _path(THROUGH_21),
        label=F,
        strict=False,
        habit="think_block",
    ),
    _o(
        "v23o_v3_one_short",
        reply="Go down to the bottom row and then right.\n\nPATH: " + _path(SHORT_42),
        label=F,
        strict=False,
        habit="short_reasoned",
    ),
    _o(
        "v23o_llama33_directions",
        reply="To get from P to G: down, down, down, right, right, right.",
        label=F,
        strict=False,
        habit="direction_only",
        why="hard: a one-shot route in direction words only is a fail (ruling)",
    ),
    _o(
        "v23o_mistral_bold_label",
        reply="The shortest path follows the top row and then the right column.\n\n**PATH:** "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="markdown",
        why="hard: bold around the label is tolerated by the strict policy",
    ),
    _o(
        "v23o_phi4_numbered",
        reply="To find a path:\n\n1. From (1, 0), moving down reaches (2, 0).\n2. Continue down to (3, 0) and (4, 0).\n3. Move right along the bottom row to (4, 3).\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="numbered_steps",
    ),
    _o(
        "v23o_gemma3_walks_on",
        reply="Path found:\n\nPATH: " + _path(WALKS_ON),
        label=S,
        strict=True,
        habit="plain",
        why="hard: the route reaches G and takes one more step; the specification's check (the last G walked back to P) finds a valid route",
    ),
    _o(
        "v23o_small_echo_form",
        reply="Give the whole path as PATH: (row, col) (row, col) ...",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed with its placeholder, no route",
    ),
    _o(
        "v23o_small_repeat_cut",
        reply="PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4, 0) (4,",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="cut off by max_tokens while repeating a cell, before the route ends",
    ),
    _o(
        "v23o_small_example",
        reply="The answer is\nPATH: (0, 0) (0, 1) (1, 1)",
        label=F,
        strict=False,
        habit="small_template",
        why="hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v23o_gpt4o_long_cut",
        reply="Let's find a path from P at (1, 0) to G at (4, 3).\n\nFirst, the walls: row 0 is all walls, column 4 is all walls, and there is a 2x2 block of walls at rows 2-3, columns 1-2. That leaves a ring of open cells.\n\nOption 1: go right along row 1: (1, 1), (1, 2), (1, 3). Then down column 3: (2, 3), (3, 3),",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the PATH line",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v23o_one_based_said",
        reply="Counting rows and columns from 1 (top-left is (1, 1)):\n\nPATH: " + one_based(DOWN),
        label=S,
        strict=False,
        habit="one_based_said",
        why="hard: the reply says it counts from 1; converted, the route is the left-and-bottom one; strict: a format miss",
    ),
    _o(
        "v23o_one_based_unsaid",
        reply="Go right to the last open column, then straight down.\n\nPATH: " + one_based(RIGHT),
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="counts from 1 without saying so: as written it starts at (2, 1), not P; converted it is valid; it matters",
    ),
    _o(
        "v23o_prose_cells",
        reply="I'd walk down the left column from (1, 0) through (2, 0), (3, 0) and (4, 0), then along the bottom through (4, 1) and (4, 2) to the goal at (4, 3).",
        label=S,
        strict=False,
        habit="prose_only",
        why="hard: the route's cells in order inside a sentence, not direction words; strict: no PATH line",
    ),
    _o(
        "v23o_yaml_list",
        reply="```yaml\nsteps: 6\npath:\n  - [1, 0]\n  - [1, 1]\n  - [1, 2]\n  - [1, 3]\n  - [2, 3]\n  - [3, 3]\n  - [4, 3]\n```",
        label=S,
        strict=False,
        habit="yaml",
        why="hard: a YAML list of [row, col] cells in order; strict: not the asked line",
    ),
    _o(
        "v23o_two_routes",
        reply="Route A: " + _path(RIGHT) + "\nRoute B: " + _path(DOWN) + "\n\nBoth take six moves.",
        label=U,
        strict=False,
        habit="hedge",
        why="two routes offered, no pick",
    ),
    _o(
        "v23o_think_other_route",
        reply="<think>\nRight along row 1 then down column 3: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3). Hmm, or down then right. The answer format wants one. Let me give the down one instead.\n</think>\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="changes_mind",
        why="hard: the thinking lists another route; the answer line after it is the answer",
    ),
    _o(
        "v23o_xy_said",
        reply="Coordinates below are (x, y), x the column and y the row.\n\nPATH: "
        + _path(DOWN_XY),
        label=S,
        strict=False,
        habit="convention_spelled",
        why="hard: said to be (column, row); swapped back it is the left-and-bottom route; strict: a format miss",
    ),
    _o(
        "v23o_html_list",
        reply="<p>The route, in order:</p>\n<ol>\n<li>(1, 0)</li>\n<li>(2, 0)</li>\n<li>(3, 0)</li>\n<li>(4, 0)</li>\n<li>(4, 1)</li>\n<li>(4, 2)</li>\n<li>(4, 3)</li>\n</ol>",
        label=S,
        strict=False,
        habit="html",
        why="hard: an HTML ordered list of the route's cells in order; strict: no PATH line",
    ),
    _o(
        "v23o_claims_blocked",
        reply="There is no path: the goal is walled in on the right and above, so P cannot reach G.",
        label=U,
        strict=False,
        habit="refusal",
        why="no route given (a claim that none exists)",
    ),
    _o(
        "v23o_twice_revisits",
        reply="PATH: " + _path(REVISITS_G) + "\nPATH: " + _path(REVISITS_G),
        label=S,
        strict=True,
        habit="repeated_answer",
        why="hard: the same line twice at the end; the route steps off G and back, and the last G walked back to P is valid",
    ),
]

RECOGNIZE = [
    _r(
        "v23r_gpt4o_border",
        reply="The empty cells trace the border of a 4x4 block around a 2x2 block of walls.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v23r_gpt41mini_bare",
        reply="A hollow square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v23r_o3_capital",
        reply="A closed loop with four equal sides.\n\nSHAPE: Square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v23r_gpt5_box",
        reply="Four straight sides of equal length meeting at right angles, hollow in the middle.\n\nSHAPE: box",
        label="square",
        strict=True,
        habit="short_reasoned",
        why="hard: 'box' is one of the square's names in the specification",
    ),
    _r(
        "v23r_sonnet4_loop",
        reply="The open cells run along row 1, down column 3, along row 4 and up column 0, closing a loop with equal sides.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v23r_haiku4_rectangle",
        reply="The empty cells outline a rectangle.\n\nSHAPE: rectangle",
        label="square",
        strict=True,
        habit="plain",
        why="hard: 'rectangle' is the square's rectangle-like variant",
    ),
    _r(
        "v23r_flash_hollow_after",
        reply="SHAPE: Square (a hollow one)",
        label="square",
        strict=False,
        habit="answer_then_explanation",
    ),
    _r(
        "v23r_pro_bold",
        reply="The zeros form the outline of a square around the central walls.\n\n**SHAPE: square**",
        label="square",
        strict=True,
        habit="markdown",
        why="hard: bold around the whole answer line is tolerated",
    ),
    _r(
        "v23r_qwen25_zh",
        reply="这些空格沿着四条边排列，中间被墙挡住，围成了一个空心的正方形。\n\nSHAPE: 正方形",
        label="square",
        strict=False,
        habit="chinese_prose",
    ),
    _r(
        "v23r_qwen3_think",
        reply="<think>\nZeros at (1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2) plus P and G. That's the border of rows 1-4, cols 0-3. A square ring.\n</think>\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
    ),
    _r(
        "v23r_r1_spiral",
        reply="<think>\nThe path winds from P around to G... it turns three times. That's like a spiral going inward.\n</think>\n\nSHAPE: spiral",
        label="spiral",
        strict=False,
        habit="think_block",
    ),
    _r(
        "v23r_v3_cross",
        reply="The walls in the middle make the empty cells look like a cross.\n\nSHAPE: cross",
        label="cross",
        strict=False,
        habit="short_reasoned",
    ),
    _r(
        "v23r_llama_square",
        reply="The shape formed by the empty cells is a square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v23r_mistral_triangle",
        reply="The empty cells form a triangle.\n\nSHAPE: triangle",
        label="triangle",
        strict=False,
        habit="plain",
    ),
    _r(
        "v23r_phi4_numbered",
        reply="1. The top row of empty cells is row 1, columns 0 to 3.\n2. The bottom row is row 4, columns 0 to 3.\n3. Columns 0 and 3 connect them.\n\nThese form a closed square outline.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="numbered_steps",
    ),
    _r(
        "v23r_gemma3_c",
        reply="The open cells curve around like the letter C.\nSHAPE: C",
        label="C",
        strict=False,
        habit="plain",
    ),
    _r(
        "v23r_small_echo",
        reply="Explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed with its placeholder, no shape",
    ),
    _r(
        "v23r_small_pyramid",
        reply="It looks like a pyramid made of zeros.",
        label="triangle",
        strict=False,
        habit="small_ramble",
        why="hard: 'pyramid' is the triangle's name in the specification",
    ),
    _r(
        "v23r_gpt4o_long_cut",
        reply="Let me list the empty cells row by row.\n\nRow 1: (1, 1), (1, 2), (1, 3) and P at (1, 0).\nRow 2: (2, 0), (2, 3).\nRow 3: (3, 0), (3, 3).\nRow 4: (4, 0), (4, 1), (4, 2) and G at (4, 3).\n\nConnecting these, the top row and the bottom row are joined by",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before any shape is named",
    ),
    _r(
        "v23r_small_repeat_lines",
        reply="SHAPE: square\nSHAPE: square\nSHAPE: square",
        label="square",
        strict=True,
        habit="small_repeat",
        why="hard: the same answer line repeated at the end is strict-right",
    ),
    _r(
        "v23r_small_sentence_twice",
        reply="The empty cells form a square. The empty cells form a square.",
        label="square",
        strict=False,
        habit="small_repeat",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v23r_negations_quadrilateral",
        reply="It is not a spiral and not a cross: the open cells make a hollow box with four equal sides.\n\nSHAPE: quadrilateral",
        label="square",
        strict=True,
        habit="negated",
        why="hard: the negated names are not the answer; 'quadrilateral' is a square variant",
    ),
    _r(
        "v23r_spanish_name",
        reply="Las casillas libres rodean el bloque de muros del centro.\n\nSHAPE: cuadrado",
        label=U,
        strict=False,
        habit="other_language",
        why="a shape named in Spanish: shape names are read only in English and Chinese",
    ),
    _r(
        "v23r_letter_o",
        reply="The empty cells go all the way round like a letter.\n\nSHAPE: O",
        label=U,
        strict=False,
        habit="letter_shape",
        why="'O' is none of the shapes' names; a closed ring could be the square or not: unsure",
    ),
    _r(
        "v23r_square_or_c",
        reply="Depending on whether P and G count as a gap, it's either a square or a C.",
        label=U,
        strict=False,
        habit="hedge",
        why="two shapes offered, no pick",
    ),
    _r(
        "v23r_heading",
        reply="The open cells enclose the 2x2 wall block.\n\n# SHAPE: square",
        label="square",
        strict=False,
        habit="heading",
        why="hard: the answer in a heading is clear; strict: a heading is not inline bold/italic",
    ),
    _r(
        "v23r_emoji_only",
        reply="SHAPE: 🟥",
        label=U,
        strict=False,
        habit="emoji",
        why="an emoji, not a name in English or Chinese",
    ),
    _r(
        "v23r_prose_answer",
        reply="Tracing the zeros around the central walls, the answer is a square.",
        label="square",
        strict=False,
        habit="prose_only",
        why="hard: the shape named in a sentence only; strict: no SHAPE line",
    ),
    _r(
        "v23r_check_says_c",
        reply="SHAPE: square\n\nChecking again, P and G leave the loop open at one corner, so it is really a C.",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v23r_coil",
        reply="The corridor winds around the walls.\n\nSHAPE: coil",
        label="spiral",
        strict=False,
        habit="variant_name",
        why="hard: 'coil' is the spiral's name in the specification (wrong, so strict False)",
    ),
    _r(
        "v23r_tool_call",
        reply='{"name": "submit_shape", "arguments": {"shape": "square", "confidence": 0.9}}',
        label="square",
        strict=False,
        habit="tool_call_json",
        why="hard: a tool call naming the square; strict: not the asked line",
    ),
]

ECHO_GENERATE = (
    "Design a new maze with the same shape as this one, but different from it. "
    "Write the line MAZE: and then the maze, with nothing after it."
)

GENERATE = [
    _g(
        "v23g_gpt4o_bare",
        reply="MAZE:\n" + RING_BL4,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v23g_gpt41mini_here",
        reply="Here is a new maze with the same square shape:\n\nMAZE:\n" + RING_BR4,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v23g_o3_small_ring",
        reply="A 3x3 ring in the middle, start and goal on opposite corners.\n\nMAZE:\n"
        + RING_MID3_B,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v23g_gpt5_reasoned",
        reply="The original's empty cells are the border of a 4x4 square. I'll shift that square one column right and up to the top, and move P and G.\n\nMAZE:\n"
        + RING_TOP4,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v23g_sonnet4_fenced",
        reply="Here's a maze with the same square ring, moved to the bottom-right:\n\nMAZE:\n```\n"
        + RING_BR4
        + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v23g_haiku4_note_after",
        reply="MAZE:\n" + RING_BOT3 + "\n\nThis keeps the square ring but makes it 3x3.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _g(
        "v23g_flash_copy",
        reply="A maze with the same ring shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="plain",
        why="hard: the original copied is not a new maze",
    ),
    _g(
        "v23g_pro_bottom",
        reply="**Design:** a smaller square loop at the bottom of the grid.\n\nMAZE:\n" + RING_BOT3,
        label=S,
        strict=True,
        habit="markdown",
    ),
    _g(
        "v23g_qwen25_zh",
        reply="新迷宫：空白格子组成右侧的 3x3 正方形环。\n\nMAZE:\n" + RING_RIGHT3,
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _g(
        "v23g_qwen3_think_hole",
        reply="<think>\nStart from the original, move P to the bottom-left and G to the top-right, and open one more cell to make it different.\n</think>\n\nMAZE:\n"
        + HOLE_BL4,
        label=F,
        strict=False,
        habit="think_block",
    ),
    _g(
        "v23g_r1_s_e",
        reply="<think>\nSmall ring in the centre. Start S, end E.\n</think>\n\nMAZE:\n" + S_E_MID3,
        label=F,
        strict=False,
        habit="think_block",
        why="hard: S and E instead of P and G is a fail (ruling)",
    ),
    _g(
        "v23g_v3_long_row",
        reply="MAZE:\n" + SIX_COLS,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v23g_llama_l",
        reply="Here is a new maze:\n\nMAZE:\n" + L_CORRIDOR,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v23g_mistral_coord",
        reply="MAZE:\n" + coord_list(RING_BR4),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v23g_phi4_matrix_for_coord",
        reply="Here is a new maze of the same shape:\n\nMAZE:\n" + RING_MID3_B,
        label=F,
        strict=False,
        habit="wrong_encoding",
        encoding="coord_list",
        why="hard: the matrix written where the coordinate list was asked is a fail (ruling)",
    ),
    _g(
        "v23g_gemma3_no_player",
        reply="MAZE:\n" + NO_P_BR4,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v23g_small_echo",
        reply=ECHO_GENERATE,
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no maze of its own",
    ),
    _g(
        "v23g_small_rows_cut",
        reply="MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="cut off by max_tokens while repeating a row",
    ),
    _g(
        "v23g_small_all_walls",
        reply="New maze\nMAZE:\n" + ALL_WALLS,
        label=F,
        strict=False,
        habit="small_template",
    ),
    _g(
        "v23g_gpt4o_long_cut",
        reply="To keep the same shape, the empty cells must again form the border of a square. I'll use a 4x4 square in the bottom-right corner, with P on its right side and G on its left side.\n\nMAZE:\n1 1 1 1 1\n1 0 0 0 0\n1 0 1",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens inside the maze",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v23g_coord_spaced_pairs",
        reply="MAZE:\n" + coord_list(RING_MID3_B).replace(",", ", ").replace(",  ", ", "),
        label=S,
        strict=False,
        habit="coord_spacing",
        encoding="coord_list",
        why="hard: the coordinate list of a valid ring, each pair written '(1, 2)' with a space; strict: not exactly as the encoder writes it",
    ),
    _g(
        "v23g_html_pre",
        reply="<p>A new maze:</p>\nMAZE:\n<pre>\n" + RING_TOP4 + "\n</pre>",
        label=S,
        strict=False,
        habit="html",
        why="hard: the maze inside HTML pre tags is clear; strict: tags around the maze",
    ),
    _g(
        "v23g_json_rows",
        reply="MAZE:\n" + json.dumps([row.split() for row in RING_BL4.splitlines()]),
        label=S,
        strict=False,
        habit="json",
        why="hard: a JSON array of the matrix's rows is the asked matrix wrapped (issue 35, item 1: JSON is normalised); labelled F when written, corrected after the one measurement",
    ),
    _g(
        "v23g_refusal",
        reply="I can't guarantee a new maze keeps exactly the same shape, so I'd rather not guess.",
        label=U,
        strict=False,
        habit="refusal",
        why="no maze given",
    ),
    _g(
        "v23g_two_options",
        reply="Option 1:\nMAZE:\n" + RING_MID3_B + "\n\nOption 2:\nMAZE:\n" + RING_RIGHT3,
        label=U,
        strict=False,
        habit="hedge",
        why="two mazes offered, no pick",
    ),
    _g(
        "v23g_restates_original",
        reply=RESTATED + "A new maze with the same square shape:\n\nMAZE:\n" + RING_BL4,
        label=S,
        strict=True,
        habit="restated_question",
        why="hard: the original restated before the answer is not the answer; the maze after MAZE: is",
    ),
    _g(
        "v23g_heading_label",
        reply="### MAZE:\n" + RING_RIGHT3,
        label=S,
        strict=False,
        habit="heading",
        why="hard: the label in a heading, the maze after it valid; strict: a heading is not the asked line",
    ),
    _g(
        "v23g_lowercase_goal",
        reply="MAZE:\n" + MIXED_CASE,
        label=F,
        strict=False,
        habit="letter_case",
        why="hard: a lowercase g is a fail like S/E (ruling), even with an uppercase P",
    ),
    _g(
        "v23g_label_same_line",
        reply="MAZE: " + RING_RIGHT3,
        label=S,
        strict=False,
        habit="label_inline",
        why="hard: the first row written on the MAZE: line itself; the five rows are a valid ring; strict: not a MAZE: line with the maze after it",
    ),
]

PUZZLE = [
    _p(
        "v23p_gpt4o_top_left",
        reply="The top-left pipe opens up and left, both off the board. One clockwise turn points it up and right... still one end off the board, but the right end now meets (0, 1).\n\nROTATE: (0, 0) clockwise",
        label=(0, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v23p_gpt41mini_bare",
        reply="ROTATE: (1, 1) counterclockwise",
        label=(3, CCW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v23p_o3_square_n",
        reply="Square 2's open end faces down, off the board.\n\nROTATE: square 2 clockwise",
        label=(2, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v23p_gpt5_reason",
        reply="**Loose end:** (0, 1) points right, off the board.\n**Fix:** a clockwise turn points it down, toward (1, 1).\n\nROTATE: (0, 1) clockwise",
        label=(1, CW),
        strict=True,
        habit="markdown",
    ),
    _p(
        "v23p_sonnet4_reasoned",
        reply="The bottom-left piece opens to the left, off the board. Turning it counterclockwise points that opening down, still off the board; clockwise points it up, toward (0, 0), which is what we need. Hmm, I have the directions mixed: a counterclockwise turn takes left to down, clockwise takes left to up. So clockwise.\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="changes_mind",
    ),
    _p(
        "v23p_haiku4_after",
        reply="ROTATE: (1, 1) clockwise\n\nThis connects the bottom-right piece to its left neighbour.",
        label=(3, CW),
        strict=False,
        habit="answer_then_explanation",
    ),
    _p(
        "v23p_flash_anticlockwise",
        reply="Rotating the top-left square.\n\nROTATE: (0, 0) anticlockwise",
        label=(0, CCW),
        strict=False,
        habit="plain",
        why="hard: 'anticlockwise' is counterclockwise; strict allows only clockwise/counterclockwise",
    ),
    _p(
        "v23p_pro_counter_hyphen",
        reply="**Move:** square 1 needs to face left.\n\nROTATE: square 1 counter-clockwise",
        label=(1, CCW),
        strict=False,
        habit="markdown",
        why="hard: 'counter-clockwise' is the direction, a strict miss (v20 ruling)",
    ),
    _p(
        "v23p_qwen25_zh",
        reply="左下角的方块开口朝左，应顺时针旋转使其朝上。\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="chinese_prose",
    ),
    _p(
        "v23p_qwen3_think",
        reply="<think>\n(0,0) opens up and right. Up is off the board. Counterclockwise: up->left, right->up. Worse. Clockwise: up->right, right->down. Right meets (0,1), down meets (1,0). Good, clockwise.\n\nWait, the question says one turn... clockwise, yes. But I wrote counterclockwise earlier in my head? No. Clockwise... hmm, let me recheck: I want counterclockwise actually, no. Final: counterclockwise is wrong. Clockwise.\n</think>\n\nROTATE: (0, 0) counterclockwise",
        label=(0, CCW),
        strict=True,
        habit="think_block",
        why="hard: the thinking settles on clockwise but the answer line after it says counterclockwise: the answer line is the answer",
    ),
    _p(
        "v23p_r1_think",
        reply="<think>\nSquare (1,1) is a straight piece, horizontal. It should connect (1,0) above... no, to (0,1) above. A vertical straight needs one turn either way. Clockwise.\n</think>\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v23p_v3_zh_direction",
        reply="ROTATE: (0, 1) 顺时针",
        label=(1, CW),
        strict=False,
        habit="chinese_prose",
        why="hard: '顺时针' is clockwise; strict: a Chinese direction word is a format miss",
    ),
    _p(
        "v23p_llama_prose",
        reply="Rotate the top-right square clockwise.",
        label=(1, CW),
        strict=False,
        habit="prose_only",
        why="hard: 'the top-right square' is (0, 1), square 1; strict: no ROTATE line",
    ),
    _p(
        "v23p_phi4_numbered",
        reply="1. Square (0, 0) opens toward the top edge.\n2. A clockwise turn points it right, toward (0, 1).\n3. This connects the two top squares.\n\nROTATE: (0, 0) clockwise",
        label=(0, CW),
        strict=True,
        habit="numbered_steps",
    ),
    _p(
        "v23p_gemma3_cw",
        reply="Turn the bottom-right one.\nROTATE: (1, 1) CW",
        label=(3, CW),
        strict=False,
        habit="plain",
        why="hard: 'CW' is clockwise, a strict miss (v20 ruling)",
    ),
    _p(
        "v23p_small_echo",
        reply="Which square do you turn? End your reply with a line of the form ROTATE: (row, col) clockwise. Which square do you turn?",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed with its placeholder, no move of its own",
    ),
    _p(
        "v23p_small_no_direction_cut",
        reply="ROTATE: (0, 0)\nROTATE: (0, 0)\nROTATE: (0, 0)\nROTATE: (0, 0)\nROTATE: (0,",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="cut off by max_tokens; no direction was ever given",
    ),
    _p(
        "v23p_small_placeholder_both",
        reply="ROTATE: (1, 0) clockwise (or counterclockwise)",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept with both directions (v21 ruling)",
    ),
    _p(
        "v23p_gpt4o_long_cut",
        reply="Let's look at each square's openings.\n\n- (0, 0): opens up and right.\n- (0, 1): opens left and down.\n- (1, 0): opens left.\n- (1, 1): opens up and",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before any move",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v23p_one_based_said",
        reply="Numbering the squares 1 to 4 row by row, square 4 is the one to fix.\n\nROTATE: square 4 clockwise",
        label=(3, CW),
        strict=False,
        habit="one_based_said",
        why="hard: the reply says it numbers the squares 1 to 4, so square 4 is square 3; strict: a format miss",
    ),
    _p(
        "v23p_third_square",
        reply="The third square should be turned counterclockwise.",
        label=(2, CCW),
        strict=False,
        habit="ordinal_square",
        why="hard: 'the third square' is square 2 (ruling on ordinals)",
    ),
    _p(
        "v23p_signed_degrees",
        reply="The top-right pipe needs a quarter turn.\n\nROTATE: (0, 1) -90°",
        label=U,
        strict=False,
        habit="degrees",
        why="a signed angle with no stated convention (v20 ruling)",
    ),
    _p(
        "v23p_degrees_and_word",
        reply="Turn the top-right piece by 90°.\n\nROTATE: (0, 1) 90° clockwise",
        label=(1, CW),
        strict=False,
        habit="degrees",
        why="hard: '90° clockwise' is one clockwise turn; strict: words beside the direction",
    ),
    _p(
        "v23p_german",
        reply="Das Feld (1, 0) muss im Uhrzeigersinn gedreht werden.",
        label=(2, CW),
        strict=False,
        habit="other_language",
        why="hard: 'im Uhrzeigersinn' is clockwise in German (read); strict: no ROTATE line",
    ),
    _p(
        "v23p_dutch",
        reply="Draai (1, 0) met de klok mee.",
        label=U,
        strict=False,
        habit="other_language",
        why="the direction in Dutch, a language not read",
    ),
    _p(
        "v23p_tool_call",
        reply='```json\n{"name": "rotate_square", "arguments": {"square": [0, 1], "direction": "clockwise"}}\n```',
        label=(1, CW),
        strict=False,
        habit="tool_call_json",
        why="hard: a tool call naming the square by row and column and the direction; strict: not the asked line",
    ),
    _p(
        "v23p_hedged_turn",
        reply="ROTATE: (1, 0) clockwise, or counterclockwise if that leaves it facing the edge",
        label=U,
        strict=False,
        habit="hedge",
        why="both turn directions for one square, no pick",
    ),
    _p(
        "v23p_elbow_by_place",
        reply="The bottom-right elbow is the piece out of place. Turn the bottom-right elbow counterclockwise.",
        label=(3, CCW),
        strict=False,
        habit="named_by_place",
        why="hard: a square named by its pipe and place is the square at that place, (1, 1)",
    ),
    _p(
        "v23p_twice_same",
        reply="Board:\n(0, 0) elbow · (0, 1) elbow\n(1, 0) end · (1, 1) straight\n\nROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="repeated_answer",
        why="hard: the board restated, then the same answer line twice at the end (strict-right)",
    ),
    _p(
        "v23p_off_board",
        reply="Turning this one.\n\nROTATE: (2, 0) clockwise",
        label=U,
        strict=False,
        habit="off_board",
        why="(2, 0) is not on a 2x2 board: no square is named",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v23",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v23.py: counts, no reader
    print_counts(all_cases(), problems())

"""A twenty-fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules and
strict policy of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants. ``corpus_form`` and ``corpus_reading_v24`` were read for the data format only.

This round: a natural mix (about two thirds: what today's models most often write to these
prompts, the real small models' habits included) and a chosen third of hard-but-clear or
unclear replies (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls
start ``hard:``): thinking that changes its mind and lands back where it began, a route that
revisits P, a maze with P and G swapped, mazes in ``<pre>`` tags, two mazes offered, turns of
270 degrees, Dutch and Japanese turn words, squares named by their piece, the check after an
answer that prefers another, words of a shape in Portuguese and German, and new rings and
broken mazes.

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
THROUGH_MIDDLE = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down column 1, through the walls (2,1) and (3,1)."""
JUMP = "1,0 2,0 4,0 4,1 4,2 4,3"
"""Broken: jumps from (2,0) to (4,0), over (3,0)."""
SHORT = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell before G."""
BACK_THROUGH_P = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: one step right, back onto P's cell, then :data:`DOWN` (every step open and adjacent)."""
PAST_G = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3"
"""Reaches G and walks on one cell: the last G walked back to P is valid, a success."""

# == generated mazes (5x5) =================================================================
RING_TR3 = """\
1 1 P 0 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P at (0,2), G at (2,4)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (4,1), G at (1,4)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 P 0 1 1
0 1 0 1 1
0 G 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (2,1), G at (4,1)."""

RING_MID3 = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (1,1), G at (3,3) (opposite corners)."""

RING_TR4 = """\
1 G 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 P
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,4), G at (0,1)."""

SHIFTED_UP = """\
P 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1
1 1 1 1 1"""
"""Valid: the original's ring moved up one row (P at (0,0), G at (3,3))."""

SWAPPED = ORIGINAL_MATRIX.replace("P", "x").replace("G", "P").replace("x", "G")
"""Valid: the original with P and G swapped: the same ring, not an identical copy."""

GAP_TR3 = RING_TR3.replace("1 1 0 1 0", "1 1 0 1 1")
""":data:`RING_TR3` with (1,4) walled: an open corner path, not a ring (G still reachable)."""

TAIL_BR4 = RING_BR4.replace("1 1 1 1 1", "1 0 1 1 1", 1)
""":data:`RING_BR4` with (0,1) opened: a ring with a tail."""

S_E = RING_BL3.replace("P", "S").replace("G", "E")
""":data:`RING_BL3` with S and E for P and G (a fail)."""

LOWER_G = RING_MID3.replace("G", "g")
""":data:`RING_MID3` with a lowercase g (a fail, like S/E)."""

SIX_ROWS = RING_TR4 + "\n1 1 1 1 1"
""":data:`RING_TR4` with a sixth row: 6x5."""

FILLED_MID3 = RING_MID3.replace("1 0 1 0 1", "1 0 0 0 1")
""":data:`RING_MID3` with its centre opened: a solid block, not a ring."""

TWOS = ORIGINAL_MATRIX.replace("0", "2").replace("P", "2").replace("G", "2")
"""The original's grid with 2 for every open cell: no P, no G (a small model's habit)."""

SOLVE = [
    _s(
        "v25s_gpt4o_down",
        reply="P is at (1, 0). Moving down to (2, 0) keeps me on the left column, which leads straight to the bottom row and then to G.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v25s_gpt41mini_bare",
        reply="Moving to the right-hand neighbour.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v25s_o4mini_corridor",
        reply="Right is open and the corridor along row 1 reaches column 3, which runs down to G.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v25s_gpt5_bold",
        reply="Both branches are six moves long. Taking the left column.\n\n**MOVE: (2, 0)**",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
        why="hard: bold around the whole answer line is tolerated inline markdown",
    ),
    _s(
        "v25s_sonnet_neighbours",
        reply="Looking at the maze, the player at (1, 0) has two open neighbours: (1, 1) to the right and (2, 0) below. Both lead to G in six moves. I'll go down the left column.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v25s_haiku_right",
        reply="I'll head right along the open top corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v25s_opus_table",
        reply="## Options from (1, 0)\n- Up (0, 0): wall\n- Left: outside the grid\n- Right (1, 1): open\n- Down (2, 0): open\n\nBoth open moves are on a shortest path. Going right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="list_then_answer",
    ),
    _s(
        "v25s_flash_down",
        reply="The player should move down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v25s_pro_reasoning",
        reply="**Reasoning:** The open cells form a loop around a walled 2x2 block. From (1, 0) the goal at (4, 3) is the opposite corner of the loop, so either direction is equally short. I'll go down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v25s_qwen25_zh",
        reply="当前位置是 (1, 0)，右边 (1, 1) 是通路，沿第一行可以走到第三列再向下。\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="chinese_prose",
    ),
    _s(
        "v25s_qwen3_think",
        reply="<think>\nP at row 1 col 0. Down (2,0) is 0. Right (1,1) is 0. Either works. Go down.\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v25s_qwen3_nothink",
        reply="<think>\n\n</think>\n\nThe cell to the right is open.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
        why="hard: an empty think block before; the answer line is still the reply's own final line",
    ),
    _s(
        "v25s_r1_pick",
        reply="<think>\nThe player is at (1,0). Row 0 is all wall. I could go right to (1,1)... the top corridor goes to (1,3), then down (2,3), (3,3), (4,3) = G. Or down: (2,0), (3,0), (4,0), then right along row 4. Same length. I'll pick down.\n</think>\n\nThe player moves down one cell.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v25s_v3_next",
        reply="Next move: down to (2, 0).\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v25s_llama31_towards",
        reply="To move the player P towards the goal G, I will move to the right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v25s_llama4_below",
        reply="The best next step is (2, 0), the cell directly below the player.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v25s_mistral_inline",
        reply="The right cell is free. Moving right: MOVE: (1, 1)",
        label=(1, 1),
        strict=None,
        habit="inline_label",
        why="hard: the label inside a sentence on the last line is read; strict: the line is not of the asked form",
    ),
    _s(
        "v25s_phi4_steps",
        reply="### Step 1: Position\nP is at (1, 0).\n### Step 2: Neighbours\n(2, 0) is open; (1, 1) is open.\n### Step 3: Choice\nGo down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="list_then_answer",
    ),
    _s(
        "v25s_gemma3_arrow_emoji",
        reply="Okay, let's go down! ⬇️\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="emoji",
    ),
    _s(
        "v25s_mixtral_explained",
        reply="MOVE: (1, 1)\n\nExplanation: the cell to the right of the player is empty and it is on a shortest path.",
        label=(1, 1),
        strict=None,
        habit="answer_then_explanation",
    ),
    _s(
        "v25s_o3_wall",
        reply="Heading up and around the top.\n\nMOVE: (0, 0)",
        label=(0, 0),
        strict=(0, 0),
        habit="plain",
    ),
    _s(
        "v25s_4omini_skip",
        reply="I'll go two cells right at once to save a move.\n\nMOVE: (1, 2)",
        label=(1, 2),
        strict=(1, 2),
        habit="plain",
    ),
    _s(
        "v25s_r1_cut",
        reply="<think>\nThe maze has row 0 all walls. Row 1: P 0 0 0 1. Let me consider going right first; the corridor continues to (1,3), then down column 3 to (4,3). Alternatively the left column: (2,0) is 0, (3,0) is 0, (4,0) is 0. Now which is better? Both are length 6. But wait, I should double-check (2,3): row 2 is 0 1 1 0 1 so (2,3) is",
        label=U,
        strict=None,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens inside the thinking, before any MOVE line",
    ),
    _s(
        "v25s_sonnet_twice",
        reply="The cell below P is free, so I step down.\n\nMOVE: (2, 0)\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="repeated_answer",
        why="hard: the same answer line twice at the end is clear and strict-right",
    ),
    # -- the real small models' habits --
    _s(
        "v25s_gpt41_right_short",
        reply="Going right toward the top corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v25s_o3_brief_down",
        reply="Down is open and on a shortest path (6 moves).\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v25s_opus_sentence_then_line",
        reply="I'll take the left-hand branch: from (1, 0) down to (2, 0), then on down the column to the bottom row.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v25s_qwen3_zh_think",
        reply="<think>\n玩家在 (1,0)。上面是墙，右边 (1,1) 是空格，下面 (2,0) 也是空格。两条路一样长，选右边。\n</think>\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v25s_distill_llama_think",
        reply="<think>\nOkay, so P is at (1, 0) and G is at (4, 3). Let me look at the neighbours. (0, 0) is a wall. (2, 0) is 0, so open. (1, 1) is 0, also open. Going down, I reach (4, 0), then go right to (4, 3). That works.\n</think>\n\nI will move down.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v25s_small_echo",
        reply="You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G. You are solving a maze one move at a time. Your goal is to walk from",
        label=U,
        strict=None,
        habit="small_echo",
        finish_reason=L,
        why="the prompt's opening echoed until cut off; no cell",
    ),
    _s(
        "v25s_small_restate",
        reply="The maze is\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nThe maze is\n1 1 1 1 1",
        label=U,
        strict=None,
        habit="small_restate",
        why="the maze's rows restated, no cell named",
    ),
    _s(
        "v25s_small_two_cells",
        reply="You can move to the right cell (1, 1) and you can move to the cell (0, 3).",
        label=U,
        strict=None,
        habit="small_two_cells",
        why="two cells offered, no pick",
    ),
    _s(
        "v25s_small_ordinals",
        reply="You are in the 2nd row and the 1st column of the 2nd row. You move to the 2nd row.",
        label=U,
        strict=None,
        habit="small_ordinal",
        why="ordinal rambling that names no cell",
    ),
    _s(
        "v25s_small_single_pair",
        reply="The next cell is (2, 0) because it is empty.",
        label=(2, 0),
        strict=None,
        habit="small_single_pair",
        why="hard: one pair in a sentence, no label: read; strict: no MOVE line",
    ),
    _s(
        "v25s_small_half_label",
        reply="MOVE (1, 1)",
        label=(1, 1),
        strict=None,
        habit="small_half_label",
        why="hard: a half-formed label (no colon) before one pair is read; strict: not the asked line",
    ),
    _s(
        "v25s_small_move_down_repeat",
        reply="Move down. Move down. Move down. Move down. Move down.",
        label=(2, 0),
        strict=None,
        habit="small_repeat",
        why="hard: one direction repeated, a single solve move by direction is its neighbouring cell; strict: no MOVE line",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v25s_think_back_to_first",
        reply="<think>\nRight looks good: (1,1). But wait, is the right side blocked? Column 4 is all wall... no, column 3 is open going down. Hmm, actually the left column is simpler: (2,0). Hmm, no: right and down are both six moves, and I started with right, so I'll keep right after all.\n</think>\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_changes_mind",
        why="hard: the thinking wavers to (2,0) and back; only the answer line after it counts",
    ),
    _s(
        "v25s_prose_beneath",
        reply="I would step into the cell directly beneath the player, which is row 2, column 0.",
        label=(2, 0),
        strict=None,
        habit="prose_only",
        why="hard: the answer only in a prose sentence, one cell spelled as row and column",
    ),
    _s(
        "v25s_convention_spelled",
        reply="Coordinates here are (row, col), 0-indexed from the top-left. P sits at row 1, col 0. The next cell is row 1, col 1.\n\nMOVE: row 1, col 1",
        label=(1, 1),
        strict=None,
        habit="convention_spelled",
        why="hard: the convention stated and the cell spelled out; strict: not '(row, col)'",
    ),
    _s(
        "v25s_one_based_said",
        reply="Using 1-indexed (row, column) pairs, P is at (2, 1) and I move right to (2, 2).\n\nMOVE: (2, 2)",
        label=(1, 1),
        strict=None,
        habit="one_based_said",
        why="hard: cells said to be 1-indexed are converted: (2, 2) is (1, 1); strict: a format miss",
    ),
    _s(
        "v25s_restates_then_picks",
        reply="The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nP is at (1, 0), G at (4, 3). Legal moves: (1, 1) and (2, 0).\n\nI choose (2, 0).\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="restates_question",
        why="hard: the maze and both legal cells restated before the pick; the answer line decides",
    ),
    _s(
        "v25s_tool_target",
        reply='{"name": "move", "arguments": {"target": [1, 1]}}',
        label=(1, 1),
        strict=None,
        habit="tool_call_json",
        why="hard: a tool call whose one target is the cell [1, 1]; strict: not the asked line",
    ),
    _s(
        "v25s_tool_direction",
        reply='{"name": "move", "arguments": {"direction": "down", "steps": 1}}',
        label=(2, 0),
        strict=None,
        habit="tool_call_json",
        why="hard: a single solve move by direction is its neighbouring cell; strict: not the asked line",
    ),
    _s(
        "v25s_html_bold",
        reply="<p>The player goes right along the top corridor.</p>\n<p><b>MOVE: (1, 1)</b></p>",
        label=(1, 1),
        strict=None,
        habit="html",
        why="hard: the answer line inside HTML tags; strict: tags are not tolerated",
    ),
    _s(
        "v25s_check_prefers_plan",
        reply="MOVE: (1, 1)\n\nVerification: (1, 1) is open. But going down first reaches the bottom corridor, which is the route I planned, so (2, 0) is the move that matches my plan.",
        label=U,
        strict=None,
        habit="verification_after",
        why="a check after the answer concludes on another cell without saying it replaces it",
    ),
    _s(
        "v25s_correction_line",
        reply="MOVE: (1, 1)\n\nOn reflection the left column is better. Correction: my answer is (2, 0).\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="self_correction",
        why="hard: a stated replacement and a new answer line as the final line",
    ),
    _s(
        "v25s_could_be_either",
        reply="It could be (2, 0) or it could be (1, 1); both look fine to me.",
        label=U,
        strict=None,
        habit="hedge",
        why="two cells offered as possibilities, no pick",
    ),
    _s(
        "v25s_route_on_move_line",
        reply="MOVE: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        label=U,
        strict=None,
        habit="route_for_move",
        why="several cells on the MOVE line",
    ),
    _s(
        "v25s_numbered_pairs_route",
        reply="1. (1, 0) → (1, 1)\n2. (1, 1) → (1, 2)\n3. (1, 2) → (1, 3)\n4. (1, 3) → (2, 3)\n5. (2, 3) → (3, 3)\n6. (3, 3) → (4, 3)",
        label=(1, 1),
        strict=None,
        habit="numbered_list",
        why="hard: a numbered whole route from P where one move was asked is read as its first step",
    ),
    _s(
        "v25s_korean_word",
        reply="플레이어는 아래로 이동합니다.\n\nMOVE: 아래",
        label=(2, 0),
        strict=None,
        habit="foreign_direction",
        why="hard: Korean 'down' is read; a single move by direction is the cell below; strict: a format miss",
    ),
    _s(
        "v25s_dutch_word",
        reply="De speler gaat naar beneden.\n\nMOVE: omlaag",
        label=U,
        strict=None,
        habit="foreign_direction",
        why="a direction word in Dutch, not one of the languages read",
    ),
    _s(
        "v25s_refuse_reshow",
        reply="I'd rather not guess: the maze may have changed since your last message. Could you show it again?",
        label=U,
        strict=None,
        habit="refusal",
        why="a refusal asking for the maze again, no cell",
    ),
]

ONE_SHOT = [
    _o(
        "v25o_gpt4o_right",
        reply="Follow the top row to column 3, then go down the right column to the goal.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v25o_sonnet_down",
        reply="The left column is open from P down to row 4, and row 4 is open to G.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v25o_flash_arrows",
        reply="Route:\n\nPATH: " + _path(DOWN, " → "),
        label=S,
        strict=False,
        habit="arrows",
        why="hard: a valid route joined by arrows; strict: arrows are a format miss",
    ),
    _o(
        "v25o_qwen25_zh",
        reply="从 (1, 0) 向右走到 (1, 3)，再向下走到 (4, 3)。\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _o(
        "v25o_r1_think",
        reply="<think>\nStart (1,0). Down: (2,0) open, (3,0) open, (4,0) open. Then right: (4,1), (4,2), (4,3)=G. Valid.\n</think>\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v25o_llama_commas",
        reply="Here is the path:\n\nPATH: " + _path(RIGHT, ", "),
        label=S,
        strict=False,
        habit="commas",
        why="hard: a valid route with commas between the cells; strict: a format miss",
    ),
    _o(
        "v25o_mistral_middle",
        reply="Going through the middle is shortest.\n\nPATH: " + _path(THROUGH_MIDDLE),
        label=F,
        strict=False,
        habit="plain",
    ),
    _o(
        "v25o_phi4_numbered_then_line",
        reply="1. Start at (1, 0).\n2. Move down three times to (4, 0).\n3. Move right three times to (4, 3).\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="list_then_answer",
    ),
    _o(
        "v25o_gemma3_jump",
        reply="Down the left side and along the bottom.\n\nPATH: " + _path(JUMP),
        label=F,
        strict=False,
        habit="plain",
    ),
    _o(
        "v25o_o3_short",
        reply="Top corridor then down.\n\nPATH: " + _path(SHORT),
        label=F,
        strict=False,
        habit="plain",
    ),
    _o(
        "v25o_gpt5_words",
        reply="Path: down, down, down, right, right, right",
        label=F,
        strict=False,
        habit="direction_words",
        why="hard: a one-shot route given only in direction words is a fail",
    ),
    _o(
        "v25o_v3_fenced",
        reply="Final path:\n\n```\nPATH: " + _path(DOWN) + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _o(
        "v25o_gemini_pro_cut",
        reply="Let me trace the open cells carefully.\n\nRow 1: P 0 0 0 1, so (1,1), (1,2), (1,3) are open.\nRow 2: 0 1 1 0 1, so (2,0) and (2,3) are open.\nRow 3: 0 1 1 0 1, so (3,0) and (3,3)",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the PATH line",
    ),
    # -- the real small models' habits --
    _o(
        "v25o_gpt41mini_bare",
        reply="Shortest path (6 moves):\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v25o_haiku_right",
        reply="The top corridor connects to the right column, which leads straight down to G.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v25o_qwen3_think_right",
        reply="<think>\nRow 1 open to (1,3). Column 3 open from row 1 to row 4. G at (4,3).\n</think>\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v25o_small_echo",
        reply="Find a path from the player P to the goal G. Find a path from the player P to the goal G. Find a path from",
        label=U,
        strict=False,
        habit="small_echo",
        finish_reason=L,
        why="the prompt echoed until cut off; no path",
    ),
    _o(
        "v25o_small_placeholder",
        reply="The path is:\nPATH: (row, col) (row, col) ...",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept, no cells",
    ),
    _o(
        "v25o_small_example",
        reply="the path is\nPATH: (0, 0) (0, 1) (1, 1)",
        label=F,
        strict=False,
        habit="small_template",
        why="hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v25o_small_grid_then_label",
        reply="1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nPATH:",
        label=U,
        strict=False,
        habit="small_restate",
        why="the maze restated and an empty PATH label, no route",
    ),
    _o(
        "v25o_small_endpoints",
        reply="The path is from (1, 0) to (4, 3).",
        label=U,
        strict=False,
        habit="small_single_pair",
        why="only the two ends named, as a description of the task; no route given",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v25o_back_through_p",
        reply="I tried right first, came back, and took the left side.\n\nPATH: "
        + _path(BACK_THROUGH_P),
        label=S,
        strict=True,
        habit="revisits",
        why="hard: the route steps back onto P's cell; every step is one open cell from the last, from P to G",
    ),
    _o(
        "v25o_past_g",
        reply="Down the left column, along the bottom row, then one more step.\n\nPATH: "
        + _path(PAST_G),
        label=S,
        strict=True,
        habit="walks_on",
        why="hard: one cell past G; by the specification's check (the last G walked back to P) a success",
    ),
    _o(
        "v25o_one_based_said",
        reply="Coordinates below are 1-indexed (row 1 is the top row, column 1 the leftmost).\n\nPATH: "
        + one_based(RIGHT),
        label=S,
        strict=False,
        habit="one_based_said",
        why="hard: cells said to be 1-indexed are converted; strict: a format miss",
    ),
    _o(
        "v25o_one_based_unsaid",
        reply="Top row, then the right column.\n\nPATH: " + one_based(RIGHT),
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="1-indexed cells not said as such; read as written they leave the grid, so it matters",
    ),
    _o(
        "v25o_think_flip",
        reply="<think>\nPATH: "
        + _path(RIGHT)
        + "? Let me check (2,3): row 2 is 0 1 1 0 1, so open. Fine. But the left side has no turns until row 4... either is fine; I'll write the left one.\n</think>\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="think_changes_mind",
        why="hard: a draft PATH inside the thinking; the final line after it is the answer",
    ),
    _o(
        "v25o_numbered_cells_only",
        reply="Steps:\n1. (1, 0) start\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3) goal",
        label=S,
        strict=False,
        habit="numbered_list",
        why="hard: a numbered list of every cell from P to G is the route; strict: no PATH line",
    ),
    _o(
        "v25o_two_routes",
        reply="Two routes work:\n\nPATH: " + _path(RIGHT) + "\n\nor\n\nPATH: " + _path(DOWN),
        label=U,
        strict=False,
        habit="hedge",
        why="two routes offered, no pick",
    ),
    _o(
        "v25o_tool_submit",
        reply=json.dumps(
            {
                "name": "solve_maze",
                "arguments": {"cells": [[int(v) for v in c.split(",")] for c in DOWN.split()]},
            }
        ),
        label=S,
        strict=False,
        habit="tool_call_json",
        why="hard: a tool call whose path is the valid route; strict: not the asked line",
    ),
    _o(
        "v25o_check_extends",
        reply="PATH: "
        + _path(SHORT)
        + "\n\nCheck: this ends at (3, 3), one short of G; adding (4, 3) would complete it.",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on another route without saying it replaces it",
    ),
    _o(
        "v25o_prose_cells",
        reply="Start at (1, 0), go to (1, 1), (1, 2) and (1, 3), then down through (2, 3) and (3, 3) to the goal at (4, 3).",
        label=S,
        strict=False,
        habit="prose_only",
        why="hard: every cell of a valid route, in order, inside one sentence; strict: no PATH line",
    ),
    _o(
        "v25o_refusal",
        reply="I can't be certain which cells are open without seeing the maze drawn, so I won't give a path.",
        label=U,
        strict=False,
        habit="refusal",
        why="a refusal, no route",
    ),
]

RECOGNIZE = [
    _r(
        "v25r_gpt4o_hollow",
        reply="The empty cells run around the border of a 4x4 block and leave its centre walled, a hollow square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v25r_sonnet_outline",
        reply="Counting all empty cells, including P and G, they trace the outline of a square: four cells on each side, with the 2x2 interior walled off.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v25r_flash_bold",
        reply="The empty cells form a closed loop with four equal sides.\n\n**SHAPE: square**",
        label="square",
        strict=True,
        habit="markdown",
        why="hard: bold around the answer line is tolerated inline markdown",
    ),
    _r(
        "v25r_qwen25_zh",
        reply="空格围成一个正方形的边框。\n\nSHAPE: 正方形",
        label="square",
        strict=False,
        habit="chinese_prose",
        why="hard: the square named in Chinese (read); strict: no Chinese",
    ),
    _r(
        "v25r_qwen3_think",
        reply="<think>\nEmpty cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). That is the border of a 4x4 square.\n</think>\n\nThe empty cells form a square ring.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
    ),
    _r(
        "v25r_r1_c_then_square",
        reply="<think>\nAt first glance it's a C, open on the right? No: column 3 is open in rows 1 to 4, so the right side is closed too. All four sides. Square.\n</think>\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_changes_mind",
    ),
    _r(
        "v25r_llama_box",
        reply="The empty cells outline a hollow box.\n\nSHAPE: box",
        label="square",
        strict=True,
        habit="variant_name",
        why="hard: 'box' is one of the square's names in the specification",
    ),
    _r(
        "v25r_mistral_loop",
        reply="The shape is a square loop around the walls in the middle.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v25r_phi4_after",
        reply="SHAPE: square\n\nThe empty cells form the perimeter of a 4x4 region.",
        label="square",
        strict=False,
        habit="answer_then_explanation",
    ),
    _r(
        "v25r_gemma3_c",
        reply="The top row is all walls, so the open cells make a C.\n\nSHAPE: C",
        label="C",
        strict=False,
        habit="plain",
    ),
    _r(
        "v25r_41mini_spiral",
        reply="The path winds around the centre.\n\nSHAPE: spiral",
        label="spiral",
        strict=False,
        habit="plain",
    ),
    _r(
        "v25r_o3_cross",
        reply="Four arms meet in the middle.\n\nSHAPE: cross",
        label="cross",
        strict=False,
        habit="plain",
    ),
    _r(
        "v25r_v3_cut",
        reply="Let me list every empty cell row by row.\n\nRow 0: none.\nRow 1: (1,0) P, (1,1), (1,2), (1,3).\nRow 2: (2,0), (2,3).\nRow 3: (3,0), (3,3).\nRow 4: (4,0), (4,1), (4,2),",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before any shape is named",
    ),
    # -- the real small models' habits --
    _r(
        "v25r_gpt5_brief",
        reply="Twelve empty cells around a walled 2x2 centre: the border of a 4x4 square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v25r_llama4_zigzag",
        reply="The path turns several times, like a zigzag.\n\nSHAPE: zigzag",
        label="Z",
        strict=False,
        habit="variant_name",
        why="hard: 'zigzag' is one of the Z's names in the specification",
    ),
    _r(
        "v25r_small_pyramid",
        reply="The empty cells form a square pyramid with a height of 2 and a base of 4.",
        label="triangle",
        strict=False,
        habit="small_solid",
        why="hard: a solid named for a shape ('square pyramid') is the pyramid, the triangle's variant",
    ),
    _r(
        "v25r_small_echo",
        reply="What geometric shape do the empty cells form together? What geometric shape do the empty cells form together? What",
        label=U,
        strict=False,
        habit="small_echo",
        finish_reason=L,
        why="the question echoed until cut off; no shape",
    ),
    _r(
        "v25r_small_triangle_repeat",
        reply="The empty cells form a triangle. The empty cells form a triangle. The empty cells form a triangle.",
        label="triangle",
        strict=False,
        habit="small_repeat",
    ),
    _r(
        "v25r_small_placeholder",
        reply="The shape is\nSHAPE: <name>",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept, no shape",
    ),
    _r(
        "v25r_small_label_thrice",
        reply="The empty cells form a square.\nSHAPE: square\nSHAPE: square\nSHAPE: square",
        label="square",
        strict=True,
        habit="small_repeat",
        why="hard: the same answer line repeated at the end is clear and strict-right",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v25r_rectangle",
        reply="The open cells outline a four-sided figure.\n\nSHAPE: rectangle",
        label="square",
        strict=True,
        habit="variant_name",
        why="hard: a rectangle is the square's rectangle-like variant, an English name of the right shape",
    ),
    _r(
        "v25r_portuguese",
        reply="As células vazias formam um quadrado.\n\nSHAPE: quadrado",
        label=U,
        strict=False,
        habit="foreign_shape",
        why="a shape named in Portuguese; names are read only in English and Chinese",
    ),
    _r(
        "v25r_german",
        reply="Die leeren Zellen bilden den Rand eines Quadrats.\n\nSHAPE: Quadrat",
        label=U,
        strict=False,
        habit="foreign_shape",
        why="a shape named in German; names are read only in English and Chinese",
    ),
    _r(
        "v25r_zh_spiral",
        reply="这些空格像一个螺旋。\n\nSHAPE: 螺旋",
        label="spiral",
        strict=False,
        habit="chinese_prose",
        why="hard: the spiral named in Chinese is read; strict: no Chinese",
    ),
    _r(
        "v25r_heading",
        reply="# SHAPE: square\n\nThe four sides of open cells meet at the corners.",
        label="square",
        strict=False,
        habit="heading",
        why="hard: the answer in a heading, then an explanation; strict: neither tolerated",
    ),
    _r(
        "v25r_prose_outline",
        reply="Together the open cells trace the outline of a square, four cells on each side.",
        label="square",
        strict=False,
        habit="prose_only",
        why="hard: the answer only in a prose sentence",
    ),
    _r(
        "v25r_check_prefers_c",
        reply="SHAPE: square\n\nLooking again, the bottom-left corner joins the path only one way, which makes it more of a C shape.",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v25r_either_square_c",
        reply="It is either a square or a C, depending on whether you count P's cell as part of the loop.",
        label=U,
        strict=False,
        habit="hedge",
        why="two shapes offered, no pick",
    ),
    _r(
        "v25r_emoji_after",
        reply="A closed loop of four sides.\n\nSHAPE: square ⬜",
        label="square",
        strict=False,
        habit="emoji",
        why="hard: an emoji after the name; strict: something after the value",
    ),
    _r(
        "v25r_yaml",
        reply="shape: square\nreasoning: the empty cells are the perimeter of a 4x4 block",
        label="square",
        strict=False,
        habit="yaml",
        why="hard: a YAML shape key; strict: not the asked label and not the final line",
    ),
    _r(
        "v25r_whorl",
        reply="The corridor curls round on itself.\n\nSHAPE: whorl",
        label="spiral",
        strict=False,
        habit="variant_name",
        why="hard: 'whorl' is one of the spiral's names in the specification",
    ),
    _r(
        "v25r_refusal",
        reply="I'm not able to identify a shape reliably from a text grid.",
        label=U,
        strict=False,
        habit="refusal",
        why="a refusal, no shape",
    ),
]

GENERATE = [
    _g(
        "v25g_gpt4o_tr3",
        reply="Here is a new maze whose open cells form a smaller square ring in the top-right corner.\n\nMAZE:\n"
        + RING_TR3,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v25g_sonnet_br4",
        reply="I'll keep the 4x4 ring but move it to the bottom-right, with P and G at opposite corners.\n\nMAZE:\n"
        + RING_BR4,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v25g_flash_fenced",
        reply="MAZE:\n```\n" + RING_BL3 + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v25g_qwen25_mid3",
        reply="新迷宫：中间一个 3x3 的正方形环。\n\nMAZE:\n" + RING_MID3,
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _g(
        "v25g_r1_think",
        reply="<think>\nA 4x4 ring needs 12 open cells. Put it in columns 1-4, rows 0-3. P at (3,4), G at (0,1). Reachable around the ring.\n</think>\n\nMAZE:\n"
        + RING_TR4,
        label=S,
        strict=True,
        habit="think_block",
    ),
    _g(
        "v25g_pro_shifted",
        reply="The same 4x4 square, moved up one row.\n\nMAZE:\n" + SHIFTED_UP,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v25g_llama_explained_after",
        reply="MAZE:\n"
        + RING_TR3
        + "\n\nThe open cells form a 3x3 square ring; P and G are connected along it.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _g(
        "v25g_mistral_gap",
        reply="MAZE:\n" + GAP_TR3,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v25g_phi4_s_e",
        reply="Here S is the start and E the end.\n\nMAZE:\n" + S_E,
        label=F,
        strict=False,
        habit="plain",
        why="hard: a matrix maze must write P and G; S/E is a fail",
    ),
    _g(
        "v25g_gemma3_copy",
        reply="New maze with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g(
        "v25g_41mini_coord",
        reply="A 4x4 ring in the bottom-right.\n\nMAZE:\n" + coord_list(RING_BR4),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v25g_o4mini_coord_gap",
        reply="MAZE:\n" + coord_list(GAP_TR3),
        label=F,
        strict=False,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v25g_v3_cut",
        reply="I'll place a 3x3 ring in the top-right corner.\n\nMAZE:\n1 1 P 0 0\n1 1 0 1 0\n1 1",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens inside the maze",
    ),
    # -- the real small models' habits --
    _g(
        "v25g_haiku_bl3",
        reply="A 3x3 square ring in the bottom-left corner, with P on its top edge and G on its bottom edge.\n\nMAZE:\n"
        + RING_BL3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v25g_gemini_coord_tr4",
        reply="A 4x4 ring in the top-right corner.\n\nMAZE:\n" + coord_list(RING_TR4),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v25g_small_echo",
        reply="Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Now create a new maze",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed, no maze",
    ),
    _g(
        "v25g_small_same_maze",
        reply="Here is the maze.\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="small_restate",
        why="hard: the original copied back is an identical copy, a fail",
    ),
    _g(
        "v25g_small_label_only",
        reply="The new maze is\nMAZE:",
        label=U,
        strict=False,
        habit="small_template",
        why="the MAZE label alone, no maze",
    ),
    _g(
        "v25g_small_twos",
        reply="Here is a maze:\nMAZE:\n" + TWOS,
        label=F,
        strict=False,
        habit="small_digits",
        why="hard: a grid of 1s and 2s has no P or G: a maze that breaks the format, a fail",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v25g_swapped",
        reply="Same ring; this time the player starts where the goal was.\n\nMAZE:\n" + SWAPPED,
        label=S,
        strict=True,
        habit="swapped_ends",
        why="hard: P and G swapped is the same shape and not an identical copy, so valid",
    ),
    _g(
        "v25g_pre_tags",
        reply="MAZE:\n<pre>\n" + RING_BR4 + "\n</pre>",
        label=S,
        strict=False,
        habit="html",
        why="hard: a right maze wrapped in <pre> tags; strict: tags are not tolerated",
    ),
    _g(
        "v25g_lower_g",
        reply="MAZE:\n" + LOWER_G,
        label=F,
        strict=False,
        habit="case",
        why="hard: a lowercase g is not the goal (a fail, like S/E)",
    ),
    _g(
        "v25g_six_rows",
        reply="A 4x4 ring in the top-right.\n\nMAZE:\n" + SIX_ROWS,
        label=F,
        strict=False,
        habit="wrong_size",
        why="hard: the ring is right but the maze is 6x5, not the asked 5x5: a fail",
    ),
    _g(
        "v25g_filled",
        reply="A 3x3 square in the middle.\n\nMAZE:\n" + FILLED_MID3,
        label=F,
        strict=False,
        habit="solid_block",
        why="hard: a solid 3x3 block is a square but not the ring the empty cells form in the original",
    ),
    _g(
        "v25g_coord_asked_matrix_given",
        reply="A 4x4 ring, top right.\n\nMAZE:\n" + RING_TR4,
        label=F,
        strict=False,
        habit="wrong_encoding",
        encoding="coord_list",
        why="hard: a maze in the encoding not asked is a fail",
    ),
    _g(
        "v25g_two_options",
        reply="Option A:\nMAZE:\n" + RING_TR3 + "\n\nOption B:\nMAZE:\n" + RING_BL3,
        label=U,
        strict=False,
        habit="hedge",
        why="two mazes offered, no pick",
    ),
    _g(
        "v25g_think_moves_ring",
        reply="<think>\nDraft:\n"
        + RING_TR3
        + "\nHmm, that is small. A 4x4 ring keeps the size of the original; move it to the bottom right.\n</think>\n\nMAZE:\n"
        + RING_BR4,
        label=S,
        strict=True,
        habit="think_changes_mind",
        why="hard: a draft maze inside the thinking; only the maze after MAZE: counts",
    ),
    _g(
        "v25g_tail",
        reply="MAZE:\n" + TAIL_BR4,
        label=F,
        strict=False,
        habit="plain",
        why="hard: one open cell outside the ring (a tail) breaks the shape: a fail",
    ),
    _g(
        "v25g_coord_note_after",
        reply="MAZE:\n"
        + coord_list(RING_TR3)
        + "\n\n(Player in the top row, goal on the right edge.)",
        label=S,
        strict=False,
        habit="answer_then_explanation",
        encoding="coord_list",
        why="hard: the right maze in the asked encoding, then a note; strict: something after the maze",
    ),
    _g(
        "v25g_refusal",
        reply="Creating mazes is not something I can do reliably, so I'll leave this one.",
        label=U,
        strict=False,
        habit="refusal",
        why="a refusal, no maze",
    ),
]

PUZZLE = [
    _p(
        "v25p_gpt4o_ccw",
        reply="The top-right piece opens upward, off the board. A counterclockwise turn points that opening left, toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v25p_sonnet_plain",
        reply="The bottom-right elbow is a quarter turn away from meeting its neighbours.\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v25p_flash_square_n",
        reply="The bottom-left square.\n\nROTATE: square 2 clockwise",
        label=(2, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v25p_qwen25_zh",
        reply="左上角的管道开口朝左，逆时针旋转后朝下，与下方相连。\n\nROTATE: (0, 0) counterclockwise",
        label=(0, CCW),
        strict=True,
        habit="chinese_prose",
    ),
    _p(
        "v25p_qwen3_think",
        reply="<think>\n(1,0) is a straight piece, vertical, its bottom end points off the board. One clockwise turn makes it horizontal.\n</think>\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v25p_r1_think",
        reply="<think>\nCheck each square. (0,0) connects right and down: fine. (0,1) connects left and down: fine. (1,0) connects up and right: fine. (1,1) connects up and right: right is off the board. Turn (1,1) counterclockwise: up->left, right->up. Now left and up. Good.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        label=(3, CCW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v25p_llama_bottom_left",
        reply="I'll rotate the bottom-left square clockwise.\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v25p_mistral_after",
        reply="ROTATE: (0, 0) clockwise\n\nThis connects the top-left elbow to its right neighbour.",
        label=(0, CW),
        strict=False,
        habit="answer_then_explanation",
    ),
    _p(
        "v25p_phi4_bold",
        reply="The bottom-right elbow leaks.\n\n**ROTATE: (1, 1) counterclockwise**",
        label=(3, CCW),
        strict=True,
        habit="markdown",
        why="hard: bold around the answer line is tolerated inline markdown",
    ),
    _p(
        "v25p_gemma3_anticlockwise",
        reply="The top-right pipe should turn the other way round.\n\nROTATE: (0, 1) anticlockwise",
        label=(1, CCW),
        strict=False,
        habit="variant_direction",
        why="hard: 'anticlockwise' is counterclockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v25p_o3_square0",
        reply="ROTATE: square 0 counterclockwise",
        label=(0, CCW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v25p_gpt5_hyphen",
        reply="One turn fixes the leak at the bottom left.\n\nROTATE: (1, 0) counter-clockwise",
        label=(2, CCW),
        strict=False,
        habit="variant_direction",
        why="hard: 'counter-clockwise' is the direction; strict: a miss",
    ),
    _p(
        "v25p_v3_fenced",
        reply="```\nROTATE: (0, 1) clockwise\n```",
        label=(1, CW),
        strict=False,
        habit="fenced_answer",
    ),
    _p(
        "v25p_41mini_bottom_right",
        reply="The bottom-right square is the only one with an opening on the outer edge.\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v25p_sonnet_cut",
        reply="Let me describe each square first.\n\n- (0, 0): an elbow opening right and down.\n- (0, 1): a straight piece, vertical, so its top end",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the ROTATE line",
    ),
    # -- the real small models' habits --
    _p(
        "v25p_haiku_square1",
        reply="Square 1 points off the top edge.\n\nROTATE: square 1 clockwise",
        label=(1, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v25p_qwen3_zh_think",
        reply="<think>\n左下角的弯管开口朝下，指向棋盘外。顺时针转一次，开口朝左……还是朝外。逆时针转一次，开口朝右，与右边相连。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        label=(2, CCW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v25p_llama4_top_left",
        reply="The top-left piece is the only one leaking.\n\nROTATE: (0, 0) clockwise",
        label=(0, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v25p_small_echo",
        reply="You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square holds a piece of pipe. You are solving a rotation puzzle.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no square or turn",
    ),
    _p(
        "v25p_small_placeholder",
        reply="My move:\nROTATE: (row, col) clockwise",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept, no square",
    ),
    _p(
        "v25p_small_two_squares",
        reply="Rotate (0, 0) clockwise or rotate (1, 1) clockwise.",
        label=U,
        strict=False,
        habit="small_two_cells",
        why="two squares offered, no pick",
    ),
    _p(
        "v25p_small_line_thrice",
        reply="ROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="small_repeat",
        why="hard: the same answer line repeated at the end is clear and strict-right",
    ),
    _p(
        "v25p_small_lowercase",
        reply="rotate (0, 1) clockwise",
        label=(1, CW),
        strict=False,
        habit="small_half_label",
        why="hard: a lowercase label before one square and turn is read; strict: the label as printed",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v25p_convention_spelled",
        reply="Using (row, col) with row 0 at the top, the square to turn is at row 1, column 0.\n\nROTATE: row 1, col 0, clockwise",
        label=(2, CW),
        strict=False,
        habit="convention_spelled",
        why="hard: the square spelled as row and column; strict: not '(row, col)'",
    ),
    _p(
        "v25p_third_counting_from_one",
        reply="Counting the squares 1 to 4 from the top left, the third square needs a counterclockwise turn.",
        label=(2, CCW),
        strict=False,
        habit="one_based_said",
        why="hard: squares said numbered 1 to 4: the third is square 2; the answer only in prose",
    ),
    _p(
        "v25p_german_turn",
        reply="Drehe das Feld oben rechts im Uhrzeigersinn.\n\nROTATE: (0, 1) im Uhrzeigersinn",
        label=(1, CW),
        strict=False,
        habit="foreign_direction",
        why="hard: German 'im Uhrzeigersinn' is clockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v25p_dutch_turn",
        reply="Draai het vakje rechtsboven.\n\nROTATE: (0, 1) met de klok mee",
        label=U,
        strict=False,
        habit="foreign_direction",
        why="a turn word in Dutch, not one of the languages read",
    ),
    _p(
        "v25p_japanese_turn",
        reply="右下のマスを回します。\n\nROTATE: (1, 1) 時計回り",
        label=(3, CW),
        strict=False,
        habit="foreign_direction",
        why="hard: Japanese '時計回り' is clockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v25p_tee_by_place",
        reply="Turn the bottom-right tee piece clockwise so its stem faces the others.",
        label=(3, CW),
        strict=False,
        habit="piece_by_place",
        why="hard: a square named by its piece and place is the square at that place",
    ),
    _p(
        "v25p_think_lands_elsewhere",
        reply="<think>\n(0,0) clockwise... no, that points its end off the top. Counterclockwise then. Wait, counterclockwise points it off the left. Hmm, the problem is not (0,0) at all, it is (0,1): its opening faces up. (0,1) clockwise.\n</think>\n\nROTATE: (0, 1) clockwise",
        label=(1, CW),
        strict=True,
        habit="think_changes_mind",
        why="hard: the thinking tries two turns of another square first; the answer line decides",
    ),
    _p(
        "v25p_check_prefers_ccw",
        reply="ROTATE: (1, 1) clockwise\n\nChecking: after a clockwise turn its opening faces down, off the board; a counterclockwise turn would face it left, into (1, 0).",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on the other turn without saying it replaces it",
    ),
    _p(
        "v25p_xy_said",
        reply="Using (x, y) with x the column: the square at (1, 0) is the top right one.\n\nROTATE: (1, 0) clockwise",
        label=(1, CW),
        strict=False,
        habit="xy_said",
        why="hard: a pair said to be (x, y) is converted: (1, 0) is row 0, column 1; strict reads it as written, square 2",
    ),
    _p(
        "v25p_row_two_unsaid",
        reply="The lower right square faces the wrong way.\n\nROTATE: (2, 2) clockwise",
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="(2, 2) is off a 2x2 board; 1-indexed is not said, so which square is meant is not sure",
    ),
    _p(
        "v25p_either_two_moves",
        reply="Either (0, 1) clockwise or (1, 1) counterclockwise would fix the leak.",
        label=U,
        strict=False,
        habit="hedge",
        why="two moves offered, no pick",
    ),
    _p(
        "v25p_270_degrees",
        reply="Rotate square 3 by 270° clockwise.",
        label=U,
        strict=False,
        habit="degrees",
        why="270 degrees is not one move of 90 degrees; whether it means three turns or one counterclockwise is not sure",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v25",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v25.py: counts, no reader
    print_counts(all_cases(), problems())

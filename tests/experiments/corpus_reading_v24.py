"""A twenty-fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording, the answer rules and strict policy of
``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v23`` were read for the data format only.

This round: a natural mix (about two thirds: what today's models most often write to these
prompts, the real small models' habits included) and a chosen third of hard-but-clear or
unclear replies (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls
start ``hard:``): thinking that changes its mind twice, answers only in a prose sentence, cells
spelled with their convention, 1-indexed cells said and unsaid, YAML, HTML, headings, emoji,
tool calls, the answer line twice, refusals and hedges, and new rings and broken mazes.

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
_path = path_text

# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column."""
DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row."""
CUTS_CORNER = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
OUTER_EDGE = "1,0 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""Broken: along column 4, which is all wall."""
FROM_G = "4,3 4,2 4,1 4,0 3,0 2,0 1,0"
"""Broken as an answer: :data:`DOWN` reversed, from G to P."""
PAST_AND_BACK = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1"
"""Reaches G and walks on two cells: the last G walked back to P is valid, a success."""

# == generated mazes (5x5) =================================================================
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

RING_TL4 = """\
0 0 0 P 1
0 1 1 0 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (0,3), G at (3,0)."""

RING_MID3_C = """\
1 1 1 1 1
1 0 P 0 1
1 0 1 0 1
1 0 G 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (1,2), G at (3,2) (edge midpoints)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 P"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (4,4), G at (2,2)."""

FILLED_TL3 = RING_TL3.replace("0 1 0 1 1", "0 0 0 1 1")
""":data:`RING_TL3` with its centre opened: a solid block, not a ring."""

TWO_G = RING_TL4.replace("0 0 0 P 1", "G 0 0 P 1")
""":data:`RING_TL4` with a second G at (0,0)."""

FOUR_ROWS = "\n".join(RING_MID3_C.splitlines()[:4])
""":data:`RING_MID3_C` without its last row: 4x5."""

LOWER_P = RING_BR3.replace("P", "p")
""":data:`RING_BR3` with a lowercase p (a fail, like S/E)."""

ECHO_ONE_SHOT = (
    "Find a path from P to G. The maze is written as a matrix: one line per row, cells "
    "separated by spaces. 1 is a wall, 0 is an empty cell"
)

SOLVE = [
    _s(
        "v24s_gpt4o_lead",
        reply="Player at (1, 0). The cell below is open and the left column runs straight to the bottom row.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v24s_gpt41mini_right",
        reply="Moving right along row 1.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v24s_o3_two_ways",
        reply="Two six-step routes exist; I take the one through (1, 1).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v24s_o4mini_only",
        reply="Down we go.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v24s_gpt5_bullets",
        reply="- Up (0, 0): wall\n- Right (1, 1): open\n- Down (2, 0): open\n\nGoing down keeps me on the shorter-looking side toward (4, 3).\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="neighbour_check",
    ),
    _s(
        "v24s_haiku4_step",
        reply="I'll take a step down the left side of the loop.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v24s_sonnet4_loop",
        reply="The open cells make a loop around the central wall block, so either direction works. I'll head right first.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v24s_opus4_italic",
        reply="Down is open; the bottom row leads to G.\n\n*MOVE: (2, 0)*",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
        why="hard: italics around the whole answer line are tolerated inline markdown",
    ),
    _s(
        "v24s_flash_next",
        reply="Next move:\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v24s_pro_sections",
        reply="### Current state\nP is at (1, 0); G is at (4, 3).\n\n### Choice\nThe cell to the right, (1, 1), is empty and starts the top corridor.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="markdown",
    ),
    _s(
        "v24s_qwen25_zh",
        reply="当前位置 (1, 0)。下方 (2, 0) 为空，沿左列向下可以到达最后一行。\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="chinese_prose",
    ),
    _s(
        "v24s_qwen3_think_right",
        reply="<think>\nP (1,0). (0,0) wall. (1,1) open, (2,0) open. Both lead to G in 6. Right.\n</think>\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v24s_r1_think_long_down",
        reply="<think>\nLet me look at the grid again. Row 1 is P 0 0 0 1. Row 2 is 0 1 1 0 1. So under P there's a 0. Right of P there's a 0. Goal is row 4 col 3.\n\nIf I go right I need (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). If I go down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Same length. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v24s_v3_plain",
        reply="The player moves down to the empty cell below.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v24s_llama31_sure",
        reply="Sure! The player should move right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v24s_llama4_scout_then",
        reply="MOVE: (1, 1)\n\nThe top corridor is open all the way to column 3.",
        label=(1, 1),
        strict=None,
        habit="answer_then_explanation",
    ),
    _s(
        "v24s_mistral_small",
        reply="Looking at the maze, the player is in the top-left open cell. Moving down is possible.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v24s_phi4_numbered",
        reply="1. Position: (1, 0).\n2. Open neighbours: (1, 1) and (2, 0).\n3. Choose (2, 0) to follow the left column.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="numbered_steps",
    ),
    _s(
        "v24s_gemma3_bold_label",
        reply="The right cell is free.\n\n**MOVE:** (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="markdown",
    ),
    _s(
        "v24s_deepseek_v3_zh_right",
        reply="向右移动一格，沿着第一行前进。\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="chinese_prose",
    ),
    _s(
        "v24s_gpt4o_fenced",
        reply="Answer:\n\n```\nMOVE: (2, 0)\n```",
        label=(2, 0),
        strict=None,
        habit="fenced_answer",
    ),
    _s(
        "v24s_r1distill_cut",
        reply="<think>\nOkay, the player P is at row 1, column 0. The goal G is at row 4, column 3. Let me list the neighbours. Up: row 0, column 0, that's a 1. Down: row 2, column 0, that's a 0. Right: row 1, column 1, that's 0. Now which one is closer to G? Manhattan distance from (2,0) to (4,3) is 2 + 3 = 5, and from (1,1) to (4,3) is 3 + 2 = 5. Hmm, they're equal, so I need to",
        label=U,
        strict=None,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens inside the thinking, before any answer line",
    ),
    # -- the real small models' habits (SmolLM2, Gemma 3 1B): echo, repeat, half labels --
    _s(
        "v24s_small_echo_rules",
        reply="What is your next move? Finish with MOVE: (row, col), for example MOVE: (2, 3). What is your next move?",
        label=U,
        strict=None,
        habit="small_echo",
        why="the prompt's instruction and example echoed, no cell of its own",
    ),
    _s(
        "v24s_small_repeat_move",
        reply="MOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2,",
        label=U,
        strict=None,
        habit="small_repeat",
        finish_reason=L,
        why="cut off by max_tokens mid-line; the policy reads a cut-off reply as unclear",
    ),
    _s(
        "v24s_small_lower_label",
        reply="the player goes right\nmove: (1, 1)",
        label=(1, 1),
        strict=None,
        habit="small_template",
        why="hard: a lowercase label before one cell; strict: the label is not as printed",
    ),
    _s(
        "v24s_small_goal_cell",
        reply="The goal is at (4, 3). MOVE: (4, 3)",
        label=(4, 3),
        strict=None,
        habit="small_ramble",
        why="hard: one cell after MOVE: (an illegal jump to G, clear); strict: the answer is not on its own line",
    ),
    _s(
        "v24s_small_ordinal_loop",
        reply="You are on the 2nd row of the 1st column of the 2nd row of the 1st column of the maze.",
        label=U,
        strict=None,
        habit="small_ramble",
        why="says where the player is in looping ordinals; names no move",
    ),
    _s(
        "v24s_small_rows_ramble",
        reply="The maze has 5 rows and 5 columns. The player is P. The goal is G. The walls are 1. The player can move to an empty cell.",
        label=U,
        strict=None,
        habit="small_ramble",
        why="restates the rules, names no cell or direction",
    ),
    _s(
        "v24s_small_dir_label",
        reply="I will move to the right side.\nMOVE: right",
        label=(1, 1),
        strict=None,
        habit="small_template",
        why="hard: a single solve move given only as a direction is the neighbouring cell (1, 1); strict: a format miss",
    ),
    _s(
        "v24s_small_two_on_line",
        reply="MOVE: (1, 0) (2, 0)",
        label=U,
        strict=None,
        habit="small_template",
        why="several cells on the MOVE: line (P's own cell, then a neighbour)",
    ),
    _s(
        "v24s_small_open_paren",
        reply="MOVE: (1, 1",
        label=(1, 1),
        strict=None,
        habit="small_template",
        why="hard: an unclosed pair still names one cell; strict: not the format",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v24s_prose_only_sentence",
        reply="My next move is to the empty cell at row 2, column 0, directly below the player.",
        label=(2, 0),
        strict=None,
        habit="prose_only",
        why="hard: the answer is only in a prose sentence, row and column named",
    ),
    _s(
        "v24s_one_based_said",
        reply="Using 1-indexed coordinates (row 1 is the top row), the player is at (2, 1). I'll move down.\n\nMOVE: (3, 1)",
        label=(2, 0),
        strict=None,
        habit="one_based_said",
        why="hard: the reply says its cells are 1-indexed: (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v24s_one_based_unsaid",
        reply="From (2, 1) I go to (2, 2).\n\nMOVE: (2, 2)",
        label=U,
        strict=None,
        habit="one_based_unsaid",
        why="1-indexed cells not said as such ((2, 1) is P only if counted from 1) and it matters: (2, 2) is a wall 0-indexed, the right step 1-indexed",
    ),
    _s(
        "v24s_think_flip_twice",
        reply="<think>\nDown looks good: (2,0). Actually wait, the right corridor is more direct... (1,1). Hmm, no, going down is the same length and I already checked it. Final: down.\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
        why="hard: the thinking changes its mind twice; the answer line after it decides",
    ),
    _s(
        "v24s_tool_call",
        reply='Calling the move tool.\n\n{"name": "move", "arguments": {"row": 1, "col": 1}}',
        label=(1, 1),
        strict=None,
        habit="tool_call_json",
        why="hard: a tool call naming row and column; strict: not the asked line",
    ),
    _s(
        "v24s_yaml",
        reply="reasoning: the cell below is open\nmove:\n  row: 2\n  col: 0",
        label=(2, 0),
        strict=None,
        habit="yaml",
        why="hard: YAML with row and column keys names one cell; strict: not the asked line",
    ),
    _s(
        "v24s_heading",
        reply="## MOVE: (1, 1)",
        label=(1, 1),
        strict=None,
        habit="heading",
        why="hard: the answer line as a markdown heading; strict: a heading is not inline markdown",
    ),
    _s(
        "v24s_emoji",
        reply="Going down ⬇️\n\nMOVE: (2, 0) ✅",
        label=(2, 0),
        strict=None,
        habit="emoji",
        why="hard: an emoji after the value on the answer line: clear, strict miss (words/symbols after the value)",
    ),
    _s(
        "v24s_html",
        reply="<p>The next move is:</p>\n<p><b>MOVE: (1, 1)</b></p>",
        label=(1, 1),
        strict=None,
        habit="html",
        why="hard: the answer inside HTML tags; strict: tags are not tolerated",
    ),
    _s(
        "v24s_twice_identical",
        reply="Down is open.\n\nMOVE: (2, 0)\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="repeated_answer",
        why="hard: the same answer line twice at the end (strict-right)",
    ),
    _s(
        "v24s_check_other",
        reply="MOVE: (1, 1)\n\nLet me double-check: going right, the top corridor... actually (2, 0) is the better choice because the bottom row is all open.",
        label=U,
        strict=None,
        habit="verification_after",
        why="a check after the answer concludes on another cell without saying it replaces it",
    ),
    _s(
        "v24s_check_same",
        reply="MOVE: (2, 0)\n\nVerification: row 2, column 0 of the matrix is 0, so the move is legal.",
        label=(2, 0),
        strict=None,
        habit="verification_after",
        why="hard: a check after the answer that agrees with it: clear; strict: the check is the last line",
    ),
    _s(
        "v24s_refusal",
        reply="I'm not able to determine a move without seeing the maze rendered as an image.",
        label=U,
        strict=None,
        habit="refusal",
        why="a refusal, no move",
    ),
    _s(
        "v24s_hedge",
        reply="Maybe (2, 0), maybe (1, 1); both are open.",
        label=U,
        strict=None,
        habit="hedge",
        why="hedged alternatives, no pick",
    ),
    _s(
        "v24s_route_from_p",
        reply="Path: (1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3)\n\nSo I start by going down.",
        label=(2, 0),
        strict=None,
        habit="whole_route",
        why="hard: a whole route from P where one move was asked reads as its first step",
    ),
    _s(
        "v24s_route_from_neighbour",
        reply="Heading right.\n\nMOVE: (1, 1) (1, 2) (1, 3)",
        label=U,
        strict=None,
        habit="whole_route",
        why="several cells on the MOVE: line",
    ),
    _s(
        "v24s_restated_then_prose",
        reply="The maze is:\n"
        + ORIGINAL_MATRIX
        + "\n\nThe player at (1, 0) should go right to (1, 1).",
        label=(1, 1),
        strict=None,
        habit="restated_maze",
        why="hard: the maze restated, then the answer in prose as a move to one named cell",
    ),
    _s(
        "v24s_spanish_dir",
        reply="El jugador debe moverse hacia abajo.\n\nMOVE: abajo",
        label=(2, 0),
        strict=None,
        habit="other_language",
        why="hard: a single move as a Spanish direction word (read) is the neighbouring cell; strict miss",
    ),
]

ONE_SHOT = [
    _o(
        "v24o_gpt4o_right",
        reply="Go right along row 1, then down column 3.\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v24o_gpt41mini_down",
        reply="Left column, bottom row:\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v24o_o3_short",
        reply="Six moves, left column then bottom row.\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v24o_gpt5_commas",
        reply="Route found.\n\nPATH: " + _path(RIGHT, ", "),
        label=S,
        strict=False,
        habit="plain",
        why="hard: commas between cells: flexible success, strict format miss",
    ),
    _o(
        "v24o_sonnet4_explained",
        reply="PATH: " + _path(DOWN) + "\n\nThis follows the open ring counter-clockwise.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _o(
        "v24o_flash_arrow",
        reply="Trace:\n\nPATH: " + _path(RIGHT, " -> "),
        label=S,
        strict=False,
        habit="plain",
        why="hard: arrows between cells: flexible success, strict format miss",
    ),
    _o(
        "v24o_pro_corner_cut",
        reply="**Plan:** down the left side, then across.\n\nPATH: " + _path(CUTS_CORNER),
        label=F,
        strict=False,
        habit="markdown",
    ),
    _o(
        "v24o_qwen3_think",
        reply="<think>\nRing. Right: (1,1),(1,2),(1,3) then (2,3),(3,3),(4,3).\n</think>\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v24o_qwen25_zh_down",
        reply="从 (1, 0) 向下走到 (4, 0)，再向右走到终点 (4, 3)。\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _o(
        "v24o_llama33_edge",
        reply="The path goes around the outside.\n\nPATH: " + _path(OUTER_EDGE),
        label=F,
        strict=False,
        habit="plain",
    ),
    _o(
        "v24o_mistral_words",
        reply="Move right, right, right, then down, down, down.",
        label=F,
        strict=False,
        habit="prose_only",
        why="hard: a one-shot route given only in direction words is a fail",
    ),
    _o(
        "v24o_r1_cut",
        reply="<think>\nThe player starts at (1, 0). I need to get to (4, 3). Let me trace the open cells. Row 1 has 0s at columns 1, 2 and 3. Row 2 has 0s at columns 0 and 3. Row 3 has 0s at columns 0 and 3. Row 4 has 0s at columns 0, 1 and 2 and G at 3. So the open cells form a loop. Going right: (1, 1), (1, 2), (1, 3), then",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the PATH line",
    ),
    # -- the real small models' habits --
    _o(
        "v24o_small_echo",
        reply=ECHO_ONE_SHOT,
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no route",
    ),
    _o(
        "v24o_small_example",
        reply="My path is\n\nPATH: (0, 0) (0, 1) (1, 1)\nPATH: (0, 0) (0, 1) (1, 1)",
        label=F,
        strict=False,
        habit="small_repeat",
        why="hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v24o_small_start_only",
        reply="PATH: (1, 0)",
        label=F,
        strict=False,
        habit="small_template",
        why="hard: a one-cell path that never reaches G is a clear fail",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v24o_past_and_back",
        reply="Here is the route I found.\n\nPATH: " + _path(PAST_AND_BACK),
        label=S,
        strict=True,
        habit="walks_on",
        why="hard: reaches G and walks on two cells; by the specification's check (the last G walked back to P) a success, in format",
    ),
    _o(
        "v24o_from_g",
        reply="Working backwards from the goal:\n\nPATH: " + _path(FROM_G),
        label=F,
        strict=False,
        habit="reversed_route",
        why="hard: the route is given from G to P, not from P",
    ),
    _o(
        "v24o_one_based_said",
        reply="(Coordinates are 1-indexed.)\n\nPATH: " + one_based(DOWN),
        label=S,
        strict=False,
        habit="one_based_said",
        why="hard: cells said to be 1-indexed are converted; strict: a format miss",
    ),
    _o(
        "v24o_numbered_steps",
        reply="Cells in order:\n\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        label=S,
        strict=False,
        habit="numbered_steps",
        why="hard: a numbered list of cells from P to G is a route; strict: no PATH line",
    ),
    _o(
        "v24o_yaml",
        reply="steps: 6\npath:\n  - [1, 0]\n  - [1, 1]\n  - [1, 2]\n  - [1, 3]\n  - [2, 3]\n  - [3, 3]\n  - [4, 3]",
        label=S,
        strict=False,
        habit="yaml",
        why="hard: a YAML list of [row, col] pairs from P to G; strict: not the asked line",
    ),
    _o(
        "v24o_two_routes",
        reply="Either PATH: " + _path(RIGHT) + "\nor PATH: " + _path(DOWN),
        label=U,
        strict=False,
        habit="hedge",
        why="two routes offered, no pick",
    ),
    _o(
        "v24o_no_route_claim",
        reply="There is no path: the goal is enclosed by walls on every side.",
        label=U,
        strict=False,
        habit="refusal",
        why="claims no route exists; names no route",
    ),
    _o(
        "v24o_html_list",
        reply="<p>Route:</p>\n\n<ol>\n<li>(1, 0)</li>\n<li>(1, 1)</li>\n<li>(1, 2)</li>\n<li>(1, 3)</li>\n<li>(2, 3)</li>\n<li>(3, 3)</li>\n<li>(4, 3)</li>\n</ol>",
        label=S,
        strict=False,
        habit="html",
        why="hard: an HTML ordered list of the cells from P to G is the route",
    ),
]

RECOGNIZE = [
    _r(
        "v24r_gpt4o_square",
        reply="The empty cells trace the four sides of a square around a block of walls.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v24r_gpt41mini_bare",
        reply="Four equal sides of open cells.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v24r_o3_box",
        reply="A hollow 4x4 outline.\n\nSHAPE: box",
        label="square",
        strict=True,
        habit="plain",
        why="hard: 'box' is one of the specification's square variants, an English name",
    ),
    _r(
        "v24r_gpt5_capital",
        reply="The open cells form a closed loop with equal sides.\n\nSHAPE: Square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v24r_sonnet4_outline",
        reply="Looking at the 0s, P and G, they outline a square ring: rows 1-4, columns 0-3.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v24r_flash_bold",
        reply="The path forms a loop.\n\n**SHAPE: square**",
        label="square",
        strict=True,
        habit="markdown",
    ),
    _r(
        "v24r_pro_then_note",
        reply="SHAPE: square\n\nNote: it is hollow, the inner 2x2 is walls.",
        label="square",
        strict=False,
        habit="answer_then_explanation",
    ),
    _r(
        "v24r_qwen25_zh",
        reply="空格围成一个正方形的环。\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="chinese_prose",
    ),
    _r(
        "v24r_qwen3_zh_name",
        reply="<think>\n空格组成一个环，四条边一样长。\n</think>\n\nSHAPE: 正方形",
        label="square",
        strict=False,
        habit="think_block",
        why="hard: the shape named in Chinese is read; strict: no Chinese name",
    ),
    _r(
        "v24r_llama33_rect",
        reply="The empty cells form a square shape.\n\nSHAPE: square shape",
        label="square",
        strict=False,
        habit="plain",
        why="hard: 'square shape' names the square; strict: words after the name",
    ),
    _r(
        "v24r_mistral_wrong",
        reply="The path turns twice, like a letter.\n\nSHAPE: C",
        label="C",
        strict=False,
        habit="short_reasoned",
    ),
    _r(
        "v24r_phi4_cut",
        reply="To identify the shape, let's map the empty cells:\n\n- Row 1: columns 0, 1, 2, 3\n- Row 2: columns 0 and 3\n- Row 3: columns 0 and 3\n- Row 4: columns 0, 1, 2, 3\n\nThese cells form",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the SHAPE line",
    ),
    # -- the real small models' habits --
    _r(
        "v24r_small_triangle_base",
        reply="The empty cells form a triangle with a base of 4 cells and a height of 4 cells.",
        label="triangle",
        strict=False,
        habit="small_ramble",
        why="hard: a tiny model's confident wrong name in prose is a clear triangle; strict: no SHAPE line",
    ),
    _r(
        "v24r_small_measure_loop",
        reply="The empty cells form a shape with a width of 4 and a height of 4 and a width of 4 and a height of 4 and a width of 4 and a height of",
        label=U,
        strict=False,
        habit="small_repeat",
        finish_reason=L,
        why="repeats the measures until cut off; names no shape",
    ),
    _r(
        "v24r_small_placeholder",
        reply="The shape is\n\nSHAPE: <name>",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept, no name",
    ),
    _r(
        "v24r_small_repeat",
        reply="The maze.\n\nThe shape is a square. The shape is a square. The shape is a square. The shape is a square.",
        label="square",
        strict=False,
        habit="small_repeat",
        why="hard: the same name repeated in prose is clear; strict: no SHAPE line",
    ),
    _r(
        "v24r_small_echo",
        reply="Say which shape the empty cells form. Explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>.",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed, no shape of its own",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v24r_pyramid_solid",
        reply="Reading it as a solid seen from above.\n\nSHAPE: square pyramid",
        label="triangle",
        strict=False,
        habit="solid_name",
        why="hard: a solid named for a shape is the pyramid, the triangle variant",
    ),
    _r(
        "v24r_whorl",
        reply="It winds inward.\n\nSHAPE: whorl",
        label="spiral",
        strict=False,
        habit="variant_name",
        why="hard: 'whorl' is the spiral's variant",
    ),
    _r(
        "v24r_german",
        reply="Die leeren Zellen bilden ein Quadrat.\n\nSHAPE: Quadrat",
        label=U,
        strict=False,
        habit="other_language",
        why="a shape named in German, a language shape names are not read in",
    ),
    _r(
        "v24r_change_mind",
        reply="<think>\nLooks like a C... no, the right side is closed too. It's a full loop: square.\n</think>\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
        why="hard: the thinking changes its mind; the answer line decides",
    ),
    _r(
        "v24r_check_other",
        reply="SHAPE: square\n\nDouble-checking the corners: the bottom row stops before column 4, so this is really a C shape.",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v24r_hedge",
        reply="It could be a square or a C, depending on whether G counts as open.",
        label=U,
        strict=False,
        habit="hedge",
        why="two shapes offered, no pick",
    ),
    _r(
        "v24r_heading",
        reply="# SHAPE: square",
        label="square",
        strict=False,
        habit="heading",
        why="hard: the answer line as a heading is the square; strict: not inline markdown",
    ),
    _r(
        "v24r_emoji",
        reply="SHAPE: square 🟥",
        label="square",
        strict=False,
        habit="emoji",
        why="hard: an emoji after the name: clear, strict miss",
    ),
]

GENERATE = [
    _g(
        "v24g_gpt4o_tl3",
        reply="A 3x3 ring in the top-left corner.\n\nMAZE:\n" + RING_TL3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g("v24g_gpt41mini_tl4", reply="MAZE:\n" + RING_TL4, label=S, strict=True, habit="plain"),
    _g(
        "v24g_o3_mid3",
        reply="Same shape, smaller and centred.\n\nMAZE:\n" + RING_MID3_C,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v24g_gpt5_br3_fenced",
        reply="MAZE:\n```\n" + RING_BR3 + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
        why="hard: a fenced maze after MAZE: is the maze; strict: fenced",
    ),
    _g(
        "v24g_sonnet4_note_after",
        reply="MAZE:\n" + RING_TL3 + "\n\nThe player starts in the top-left corner.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
        why="hard: words after the maze: flexible success, strict miss (nothing after it)",
    ),
    _g(
        "v24g_flash_filled",
        reply="Here is a new square maze:\n\nMAZE:\n" + FILLED_TL3,
        label=F,
        strict=False,
        habit="plain",
    ),
    _g("v24g_pro_two_g", reply="MAZE:\n" + TWO_G, label=F, strict=False, habit="plain"),
    _g(
        "v24g_qwen25_zh",
        reply="这是一个新的正方形迷宫：\n\nMAZE:\n" + RING_BR3,
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _g(
        "v24g_qwen3_think",
        reply="<think>\nNeed a square ring. 3x3 in the middle, P top, G bottom.\n</think>\n\nMAZE:\n"
        + RING_MID3_C,
        label=S,
        strict=True,
        habit="think_block",
    ),
    _g("v24g_llama33_four_rows", reply="MAZE:\n" + FOUR_ROWS, label=F, strict=False, habit="plain"),
    _g(
        "v24g_coord_exact",
        reply="A 4x4 ring with the player top right.\n\nMAZE:\n" + coord_list(RING_TL4),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v24g_coord_matrix_given",
        reply="New maze, goal in the centre-ish corner.\n\nMAZE:\n" + RING_TL3,
        label=F,
        strict=False,
        habit="wrong_encoding",
        encoding="coord_list",
        why="hard: a maze in the encoding not asked (matrix for coord_list) is a fail",
    ),
    _g(
        "v24g_r1_cut",
        reply="<think>\nI need a new maze with the same shape as the original, which is a square ring. The original is 4x4. Let me make a 3x3 one. Put it in the bottom-right: rows 2-4, columns 2-4. Row 2: 1 1 G 0 0. Row 3: 1 1 0 1 0. Row 4: 1 1 0 0 P. Rows 0 and 1 are all walls. Let me write",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens inside the thinking, before the MAZE line",
    ),
    # -- the real small models' habits --
    _g(
        "v24g_small_original",
        reply="Here is the maze.\n\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="small_echo",
        why="hard: the original maze copied back is not a new maze (a fail)",
    ),
    _g(
        "v24g_small_label_only",
        reply="MAZE:\nMAZE:\nMAZE:",
        label=U,
        strict=False,
        habit="small_repeat",
        why="the label repeated, no maze at all",
    ),
    _g(
        "v24g_small_lower_p",
        reply="The new maze is\n\nMAZE:\n" + LOWER_P,
        label=F,
        strict=False,
        habit="small_template",
        why="hard: a lowercase p is a fail, like S/E",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v24g_json_rows",
        reply='MAZE:\n[["1","1","1","1","1"],["1","0","P","0","1"],["1","0","1","0","1"],["1","0","G","0","1"],["1","1","1","1","1"]]',
        label=S,
        strict=False,
        habit="json",
        why="hard: a JSON array of the matrix's rows after MAZE: is the matrix wrapped; the maze is a valid ring",
    ),
    _g(
        "v24g_two_mazes",
        reply="Option A:\nMAZE:\n" + RING_TL3 + "\n\nOption B:\nMAZE:\n" + RING_BR3,
        label=U,
        strict=False,
        habit="hedge",
        why="two mazes offered, no pick",
    ),
    _g(
        "v24g_refusal",
        reply="I can't create a new maze without knowing the rules for valid shapes.",
        label=U,
        strict=False,
        habit="refusal",
        why="a refusal: no maze at all",
    ),
    _g(
        "v24g_html_pre",
        reply="<pre>\nMAZE:\n" + RING_TL4 + "\n</pre>",
        label=S,
        strict=False,
        habit="html",
        why="hard: the MAZE line and a valid ring inside a <pre> block; strict: tags",
    ),
    _g(
        "v24g_yaml_rows",
        reply="maze:\n  - 1 1 1 1 1\n  - 1 0 P 0 1\n  - 1 0 1 0 1\n  - 1 0 G 0 1\n  - 1 1 1 1 1",
        label=S,
        strict=False,
        habit="yaml",
        why="hard: a YAML key 'maze' with the five rows as list items is the matrix wrapped (a valid ring); strict: no MAZE: line",
    ),
    _g(
        "v24g_coord_no_goal",
        reply="MAZE:\n" + coord_list(RING_TL3).rsplit("\n", 1)[0],
        label=F,
        strict=False,
        habit="missing_line",
        encoding="coord_list",
        why="hard: the coordinate list without its Goal line: a maze with no goal is a fail",
    ),
]

PUZZLE = [
    _p(
        "v24p_gpt4o_tl",
        reply="The top-left elbow points up and left, off the board. A clockwise quarter turn points it right and down, toward its neighbours.\n\nROTATE: (0, 0) clockwise",
        label=(0, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v24p_gpt41mini_bare",
        reply="Bottom-left faces the wrong way.\n\nROTATE: (1, 0) counterclockwise",
        label=(2, CCW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v24p_o3_square_n",
        reply="Square 1 is the only mismatched piece.\n\nROTATE: square 1 clockwise",
        label=(1, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v24p_gpt5_checks",
        reply="Checking each square's open ends against its neighbours, (1, 1) is the one facing the edge.\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v24p_sonnet4_ccw",
        reply="Turning the top-right piece counterclockwise points its opening toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v24p_haiku4_after",
        reply="ROTATE: (0, 1) clockwise\n\nThat connects it to the piece below.",
        label=(1, CW),
        strict=False,
        habit="answer_then_explanation",
    ),
    _p(
        "v24p_flash_bold_value",
        reply="Rotate the bottom-right square.\n\nROTATE: **(1, 1) counterclockwise**",
        label=(3, CCW),
        strict=True,
        habit="markdown",
        why="hard: bold around the value is tolerated inline markdown",
    ),
    _p(
        "v24p_pro_cw_abbrev",
        reply="Top-left.\n\nROTATE: (0, 0) CW",
        label=(0, CW),
        strict=False,
        habit="plain",
        why="hard: 'CW' is clockwise (strict miss)",
    ),
    _p(
        "v24p_qwen25_zh",
        reply="右上角的管道开口朝上，逆时针旋转后朝左，与左边相连。\n\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="chinese_prose",
    ),
    _p(
        "v24p_qwen3_zh_words",
        reply="<think>\n左下角需要转动。\n</think>\n\nROTATE: (1, 0) 顺时针",
        label=(2, CW),
        strict=False,
        habit="think_block",
        why="hard: the turn in Chinese (read); strict: clockwise/counterclockwise only",
    ),
    _p(
        "v24p_r1_think",
        reply="<think>\nSquare (1,1) opens down and right, both off the board. Turning it clockwise: down->left, right->down. Still one off. Counterclockwise: down->right, right->up. Still one off. Hmm, I need two turns for it to face up and left. One turn now: clockwise.\n</think>\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v24p_llama33_sure",
        reply="Sure! Rotate the top-left square counterclockwise.\n\nROTATE: (0, 0) counterclockwise",
        label=(0, CCW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v24p_mistral_fenced",
        reply="My rotation:\n\n```\nROTATE: (1, 0) clockwise\n```",
        label=(2, CW),
        strict=False,
        habit="fenced_answer",
    ),
    _p(
        "v24p_phi4_cut",
        reply="Let's analyse each square:\n\n1. (0, 0): an elbow opening up and right. The up end leaves the board.\n2. (0, 1): a straight piece, horizontal. Its right end leaves the board.\n3. (1, 0): an elbow opening",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before the ROTATE line",
    ),
    # -- the real small models' habits --
    _p(
        "v24p_small_template",
        reply="The answer is\n\nROTATE: (row, col) clockwise",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept, no square",
    ),
    _p(
        "v24p_small_repeat",
        reply="Rotate square 2 clockwise. Rotate square 2 clockwise. Rotate square 2 clockwise.",
        label=(2, CW),
        strict=False,
        habit="small_repeat",
        why="hard: one answer repeated in prose is clear; strict: no ROTATE line",
    ),
    _p(
        "v24p_small_echo",
        reply="Which square do you rotate? End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise). Which square",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed, with both directions, no square of its own",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v24p_first_square",
        reply="The first square needs a turn to the right, i.e. clockwise.",
        label=(0, CW),
        strict=False,
        habit="prose_only",
        why="hard: 'the first square' is square 0; the answer only in prose",
    ),
    _p(
        "v24p_one_based_said",
        reply="Numbering squares 1 to 4 row by row, square 4 is wrong.\n\nROTATE: square 4 counterclockwise",
        label=(3, CCW),
        strict=False,
        habit="one_based_said",
        why="hard: squares said numbered 1 to 4 are converted: square 4 is square 3; strict: a format miss",
    ),
    _p(
        "v24p_square4_unsaid",
        reply="This piece faces the edge.\n\nROTATE: square 4 clockwise",
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="'square 4' on a board numbered 0-3 with no 1-indexing said",
    ),
    _p(
        "v24p_tool_call",
        reply='{"name": "rotate", "arguments": {"row": 1, "col": 0, "direction": "counterclockwise"}}',
        label=(2, CCW),
        strict=False,
        habit="tool_call_json",
        why="hard: a tool call with row, column and direction; strict: not the asked line",
    ),
    _p(
        "v24p_degrees_unsigned",
        reply="Turn (0, 1) by 90° clockwise.\n\nROTATE: (0, 1) 90° clockwise",
        label=(1, CW),
        strict=False,
        habit="degrees",
        why="hard: degrees with a direction word; strict: words beside the direction",
    ),
    _p(
        "v24p_signed_angle",
        reply="ROTATE: (1, 1) +90°",
        label=U,
        strict=False,
        habit="degrees",
        why="a signed angle with no stated convention",
    ),
    _p(
        "v24p_both_dirs",
        reply="ROTATE: (0, 0) clockwise or counterclockwise, either works since it is a straight piece.",
        label=U,
        strict=False,
        habit="hedge",
        why="both turn directions for one square, no pick",
    ),
    _p(
        "v24p_check_other",
        reply="ROTATE: (1, 0) clockwise\n\nWait, checking again: clockwise points it down, off the board. Counterclockwise is the turn that connects it.",
        label=U,
        strict=False,
        habit="verification_after",
        why="a check after the answer concludes on another turn without saying it replaces it",
    ),
    _p(
        "v24p_refusal",
        reply="I cannot see the board's pipes well enough to choose a rotation.",
        label=U,
        strict=False,
        habit="refusal",
        why="a refusal, no square or turn",
    ),
    _p(
        "v24p_html",
        reply="<reasoning>The top-right straight piece is horizontal.</reasoning>\n\n<answer>ROTATE: (0, 1) clockwise</answer>",
        label=(1, CW),
        strict=False,
        habit="html",
        why="hard: the answer line inside tags; strict: tags are not tolerated",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v24",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v24.py: counts, no reader
    print_counts(all_cases(), problems())

"""A twenty-second, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules of
``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v21`` were read for the data format only.

This round: a natural mix (what today's models most often write to these prompts, about two
thirds, the real small models' habits included: the prompt echoed, lines repeated, half-formed
labels, cut off) and a third of hard-but-clear or unclear replies chosen to differ from the
earlier sets (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start
``hard:``): answers in a markdown table row or a blockquote, a lowercase or spaced label, a
closing tag after the answer line, a reply that draws the next board instead of naming a cell,
routes that step back and forth, routes from a cell next to P, a route whose cells are written
as "r2c1", coordinates said to be (x, y), counting from 1 said in a footnote, a maze whose P and
G swap the original's, a maze mirrored from the original, shapes named through a comparison
("like a picture frame"), negated shapes, a puzzle move as a compass turn, a turn given in
degrees with its convention said, and words in languages read and not read.

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
BACK_AND_FORTH = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: one step right and back, then the left column and the bottom row (every step legal)."""
CORNER_CUT = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
FROM_NEIGHBOUR = "1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: starts at (1,1), next to P, not at P's cell."""
INTO_14 = "1,0 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""Broken: runs on along row 1 into the wall column 4."""
STOPS_AT_40 = "1,0 2,0 3,0 4,0"
"""Broken: ends at the bottom-left corner, short of G."""
THROUGH_22 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down column 2 through the walls (2,2) and (3,2)."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
P 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 G 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (0,0), G at (3,2)."""

RING_MID3 = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 G 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the middle, P at (1,1), G at (2,3)."""

SWAPPED = """\
1 1 1 1 1
G 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 P 1"""
"""Valid: the original's ring with P and G swapped (not an identical copy)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 P 0
1 1 0 1 0
1 1 G 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (2,3), G at (4,2)."""

RING_TR4 = """\
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 P 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,1), G at (0,4)."""

RING_TL3 = """\
G 0 0 1 1
0 1 0 1 1
0 0 P 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (2,2), G at (0,0)."""

MIRRORED = """\
1 1 1 1 1
1 0 0 0 P
1 0 1 1 0
1 0 1 1 0
1 G 0 0 0"""
"""Valid: the original mirrored left to right (a 4x4 ring, P at (1,4), G at (4,1))."""

GAP_TL4 = RING_TL4.replace("P 0 0 0 1", "P 0 1 0 1")
""":data:`RING_TL4` with (0,2) walled: a broken ring, not the square."""

CENTRE_OPEN = RING_MID3.replace("1 0 1 G 1", "1 0 0 G 1")
""":data:`RING_MID3` with its middle (2,2) open: a solid 3x3 block, not a ring."""

TWO_GOALS = RING_BR3.replace("1 1 0 1 0", "1 1 0 1 G")
""":data:`RING_BR3` with a second G at (3,4)."""

PLUS_WIDE = """\
1 1 0 1 1
1 1 0 1 1
P 0 0 0 G
1 1 0 1 1
1 1 0 1 1"""
"""A plus sign with full arms: the cross, not the square."""

SHORT_ROW = RING_TL3.replace("0 0 P 1 1", "0 0 P 1")
""":data:`RING_TL3` with its third row one cell short."""

LOWER_PG = RING_TR4.replace("P", "p").replace("G", "g")
""":data:`RING_TR4` with a lowercase p and g (a fail, like S/E)."""

FULLWIDTH_BR3 = RING_BR3.translate(str.maketrans("01PG", "０１ＰＧ"))
""":data:`RING_BR3` in full-width digits and letters."""

ECHO_SOLVE = (
    "You are solving a maze one move at a time. Your goal is to walk from the player P to the "
    "goal G.\n\nThe maze is written as a matrix: one line per row, cells separated by spaces. "
    "1 is a wall, 0 is an empty cell, P is you"
)

SOLVE = [
    _s(
        "v22s_gpt4o_both_ways",
        reply="P sits at the left end of row 1. Row 0 above it is solid wall, so the choices are right to (1, 1) or down to (2, 0). Both reach G in six moves; I'll take the bottom route.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v22s_gpt41mini_beneath",
        reply="Moving down into the open cell beneath P.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v22s_o3_row_then_col",
        reply="Right along row 1, then down column 3.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v22s_o4mini_six",
        reply="Shortest route is 6 moves either way round. First step: (1, 1).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v22s_gpt5_bullets",
        reply="**Position:** (1, 0) · **Goal:** (4, 3)\n\n- Up → (0, 0) is a wall\n- Left → outside the grid\n- Right → (1, 1) open\n- Down → (2, 0) open\n\nI'll go down the left side.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="neighbour_check",
    ),
    _s(
        "v22s_haiku4_down_right",
        reply="The goal is down and to the right of me. Stepping down first.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="plain",
    ),
    _s(
        "v22s_sonnet4_loop_edge",
        reply="The empty cells make a loop around the walls in the middle. From (1, 0) I can start along the top edge of that loop and come down the right side to G.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v22s_opus4_symmetric",
        reply="There are two symmetric routes of equal length around the central wall block. I'll follow the top row: it reaches the goal's column first, and nothing is lost either way.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="short_reasoned",
    ),
    _s(
        "v22s_flash_star_bullets",
        reply="Okay! Let's look at the maze.\n\n*   The player (P) is at position (1, 0).\n*   The goal (G) is at position (4, 3).\n\nMoving down to (2, 0) keeps us on an open path toward the bottom row.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
    ),
    _s(
        "v22s_pro_two_headers",
        reply="**Analysis**\n\nThe open cells form a square corridor. P at (1, 0) can reach G at (4, 3) going either way around it.\n\n**Move**\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="markdown",
    ),
    _s(
        "v22s_qwen25_zh_down",
        reply="当前位置是 (1, 0)，目标在 (4, 3)。向下走到 (2, 0)，然后沿左侧一直走到底部，再向右走。\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="chinese_prose",
    ),
    _s(
        "v22s_qwen3_think_right",
        reply="<think>\nOkay, P is at row 1 col 0. Let me check the neighbors. (0,0) is 1, wall. (2,0) is 0. (1,1) is 0. Going right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). Six steps. Fine, right.\n</think>\n\nI'll move right to (1, 1).\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v22s_qwen3_empty_think",
        reply="<think>\n\n</think>\n\nThe next move is down, to (2, 0).\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v22s_r1_rows_quoted",
        reply='<think>\nFirst, find P. Row 1 is "P 0 0 0 1", so P is at (1, 0). G is in row 4: "0 0 0 G 1" → (4, 3).\n\nI could go right along row 1 to (1,3), then down (2,3), (3,3), (4,3). Let me check (2,3): row 2 is "0 1 1 0 1", column 3 is 0. Good. (3,3) is 0 too. So the right route works.\n\nGoing down also works, but I\'ll just go right.\n</think>\n\n**Next move:** right to (1, 1).\n\nMOVE: (1, 1)',
        label=(1, 1),
        strict=(1, 1),
        habit="think_block",
    ),
    _s(
        "v22s_r1distill_short_think",
        reply="<think>\nThe player is P. I need to get to G. Below P is 0. So I go down.\n</think>\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v22s_r1_changes_mind",
        reply="<think>\nRight to (1,1)... wait, is (1,1) a wall? Row 1 is P 0 0 0 1, so no, it's open. Hmm, but the bottom row has G in it, so going down keeps G in the same row sooner. Let me settle: down to (2,0).\n</think>\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="think_block",
    ),
    _s(
        "v22s_v3_left_column",
        reply="From the current position (1, 0), the best move is down to (2, 0), following the left column toward the bottom row where the goal is.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v22s_v3_bold_value",
        reply="The next cell is **(2, 0)**, directly under the player.\n\nMOVE: **(2, 0)**",
        label=(2, 0),
        strict=(2, 0),
        habit="markdown",
        why="hard: bold around the value on the answer line is tolerated (strict policy)",
    ),
    _s(
        "v22s_llama33_towards",
        reply="To move towards the goal, I will move right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v22s_llama4_free",
        reply="Next move: right. The cell (1, 1) is free.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v22s_mistral_adjacent",
        reply="I'll move down to (2, 0) since it is an empty cell adjacent to the player.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="short_reasoned",
    ),
    _s(
        "v22s_mixtral_after",
        reply="The player should move to the right.\n\nMOVE: (1, 1)\n\nThis moves the player one step closer to the goal.",
        label=(1, 1),
        strict=None,
        habit="answer_then_explanation",
    ),
    _s(
        "v22s_phi4_numbered",
        reply="To determine the next move, let's analyze the player's surroundings:\n\n1. **Up (0, 0):** Wall (1).\n2. **Down (2, 0):** Empty (0).\n3. **Right (1, 1):** Empty (0).\n\nBoth down and right are valid. Moving down leads along the left edge to the bottom row, which connects to the goal.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="numbered_steps",
    ),
    _s(
        "v22s_gemma3_understand",
        reply="Okay, I understand. I'll navigate the maze.\n\nThe player is at (1, 0). I will move right.\n\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="plain",
    ),
    _s(
        "v22s_4omini_up",
        reply="Moving up toward the top of the grid.\n\nMOVE: (0, 0)",
        label=(0, 0),
        strict=(0, 0),
        habit="wrong_in_format",
    ),
    _s(
        "v22s_qwen25_fullwidth",
        reply="下一步向右走。\n\nMOVE：（1，1）",
        label=(1, 1),
        strict=None,
        habit="fullwidth",
    ),
    _s(
        "v22s_small_echo",
        reply=ECHO_SOLVE,
        label=U,
        strict=None,
        habit="small_echo",
        why="the prompt echoed, no cell named",
    ),
    _s(
        "v22s_small_repeat_row",
        reply="You are on the 2nd row. You are on the 2nd row. You are on the 2nd row. You are on the 2nd row. You are on the 2nd row. You are on the 2nd row. You are on the",
        label=U,
        strict=None,
        habit="small_repeat",
        finish_reason=L,
        why="a line repeated until cut off, no cell named",
    ),
    _s(
        "v22s_small_half_label",
        reply="The player can go down.\nMove (2, 0)",
        label=(2, 0),
        strict=None,
        habit="small_half_label",
    ),
    _s(
        "v22s_small_two_cells",
        reply="You can move to the cell (2, 0) and you can move to the cell (1, 1).",
        label=U,
        strict=None,
        habit="small_two_cells",
        why="two cells offered, no pick",
    ),
    _s(
        "v22s_small_grid_same",
        reply="The maze:\n1,1,1,1,1\nP,0,0,0,1\n0,1,1,0,1\n0,1,1,0,1\n0,0,0,G,1\nThe maze:\n1,1,1,1,1",
        label=U,
        strict=None,
        habit="small_grid",
        why="the maze's rows restated, no cell named",
    ),
    _s(
        "v22s_small_ordinals",
        reply="You are on the 1st row and the 1st column. The 2nd row is empty. You move to the 2nd row.",
        label=U,
        strict=None,
        habit="small_counting",
        why="rows counted by ordinals that do not fit P's cell either way, no column for the move: no cell",
    ),
    _s(
        "v22s_small_repeat_line",
        reply="I move right.\nMOVE: (1, 1)\nI move right.\nMOVE: (1, 1)\nI move right.\nMOVE: (1, 1)",
        label=(1, 1),
        strict=(1, 1),
        habit="small_repeat",
        why="hard: one sentence and answer line repeated is one answer, and the last line is that line",
    ),
    _s(
        "v22s_small_own_cell",
        reply="The player is at P.\nMOVE: (1, 0)",
        label=(1, 0),
        strict=(1, 0),
        habit="small_own_cell",
    ),
    _s(
        "v22s_small_example",
        reply="I will move now.\nMOVE: (2, 3)",
        label=(2, 3),
        strict=(2, 3),
        habit="small_prompt_example",
        why="hard: the prompt's own example cell copied is read as the cell it names (a fail: not one move away)",
    ),
    _s(
        "v22s_gemma3_1b_cut",
        reply="Okay, let's analyze the maze and figure out the next move.\n\nThe maze is:\n\n```\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n```\n\nThe player P is at (1, 0). The goal G is at (4, 3). We need to find a path from P to G.\n\nPossible moves from (1, 0):\n* Up: (0, 0) - Wall\n* Down: (2, 0) - Empty\n* Right:",
        label=U,
        strict=None,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off by max_tokens before any answer",
    ),
]

SOLVE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _s(
        "v22s_table_next_row",
        reply="| Step | Cell |\n|---|---|\n| current | (1, 0) |\n| next | (2, 0) |",
        label=(2, 0),
        strict=None,
        habit="table",
        why="hard: the table's 'next' row is the move; its 'current' row is P's own cell",
    ),
    _s(
        "v22s_lower_spaced_label",
        reply="Heading down the left side.\n\nmove : (2, 0)",
        label=(2, 0),
        strict=None,
        habit="label_case",
        why="hard: a lowercase label with a space before the colon still names one cell; strict: not the label as printed",
    ),
    _s(
        "v22s_end_token_after",
        reply="Right is open, so I take it.\n\nMOVE: (1, 1)\n<|im_end|>",
        label=(1, 1),
        strict=None,
        habit="leaked_token",
        why="hard: a leaked end-of-turn token after the answer is the reply's last line; strict reads only the reply's own final line",
    ),
    _s(
        "v22s_redrawn_board",
        reply="After my move the maze looks like this:\n\n1 1 1 1 1\n0 P 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        label=U,
        strict=None,
        habit="redrawn_board",
        why="no cell named: a redrawn grid with P shifted is not a move in the asked or any read form",
    ),
    _s(
        "v22s_one_based_footnote",
        reply="MOVE: (3, 1)\n\n*Coordinates above are 1-indexed (row 3, column 1 counting from 1).*",
        label=(2, 0),
        strict=None,
        habit="one_based_said",
        why="hard: the reply says its cell counts from 1, so (3, 1) is (2, 0); strict: a format miss and not the last line",
    ),
    _s(
        "v22s_blockquote",
        reply="The cell below P is open.\n\n> MOVE: (2, 0)",
        label=(2, 0),
        strict=None,
        habit="blockquote",
        why="hard: a blockquote marker before the answer line; strict: the line does not start with the label",
    ),
    _s(
        "v22s_negated_then_word",
        reply="I won't step into (1, 1); the corridor along the bottom is what I want.\n\nMOVE: down",
        label=(2, 0),
        strict=None,
        habit="direction_only",
        why="hard: 'MOVE: down' is the neighbouring cell (2, 0) (ruling); the negated (1, 1) is not offered",
    ),
    _s(
        "v22s_rc_notation",
        reply="Route: r1c0 → r2c0 → r3c0 → r4c0 → r4c1 → r4c2 → r4c3. First step: r2c0.",
        label=(2, 0),
        strict=None,
        habit="rc_notation",
        why="hard: 'r2c0' is row 2, column 0, the first step named as such",
    ),
    _s(
        "v22s_pick_despite_tie",
        reply="Both (1, 1) and (2, 0) work. If I must pick, the bottom route, though the top one is just as good.\n\nMOVE: (2, 0)",
        label=(2, 0),
        strict=(2, 0),
        habit="choice_in_words",
        why="hard: two cells named, but the reply picks and its MOVE line commits to (2, 0)",
    ),
    _s(
        "v22s_refusal_assessment",
        reply="I can't make moves in a game that may be part of an assessment. Happy to explain general maze-solving strategies instead!",
        label=U,
        strict=None,
        habit="refusal",
        why="a refusal, no cell",
    ),
    _s(
        "v22s_emoji_heading",
        reply="Going right from P.\n\n### ➡️ (1, 1)",
        label=(1, 1),
        strict=None,
        habit="heading",
        why="hard: the heading holds the only cell the reply commits to, right of P as its sentence says",
    ),
    _s(
        "v22s_two_on_line",
        reply="MOVE: (2, 0), (3, 0)",
        label=U,
        strict=None,
        habit="several_on_move_line",
        why="several cells on the MOVE: line (ruling)",
    ),
    _s(
        "v22s_spanish_label",
        reply="Me muevo hacia abajo, a la casilla (2, 0).\n\nMOVIMIENTO: (2, 0)",
        label=(2, 0),
        strict=None,
        habit="other_language",
        why="hard: a Spanish label before a cell in the prompt's form; strict: not the label as printed",
    ),
    _s(
        "v22s_dutch_word",
        reply="Ik ga naar beneden.",
        label=U,
        strict=None,
        habit="other_language",
        why="a Dutch direction word, a language not read",
    ),
    _s(
        "v22s_korean_right",
        reply="플레이어는 (1, 0)에 있습니다. 오른쪽으로 이동합니다.",
        label=(1, 1),
        strict=None,
        habit="other_language",
        why="hard: the Korean word for right (a language read) is the neighbouring cell (1, 1); (1, 0) is said as P's cell",
    ),
    _s(
        "v22s_check_prefers_other",
        reply="MOVE: (1, 1)\n\nVerification: (1, 1) is open. Still, the bottom route has fewer turns, so (2, 0) is the better first step.",
        label=U,
        strict=None,
        habit="verification_after",
        why="the check after the answer concludes on another move without saying it replaces it",
    ),
    _s(
        "v22s_one_based_unsaid",
        reply="I'm at (2, 1), so I step down to (3, 1).",
        label=U,
        strict=None,
        habit="one_based_unsaid",
        why="cells counted from 1 but not said; read as written (3, 1) is a wall two rows away, read from 1 it is (2, 0): matters",
    ),
    _s(
        "v22s_prose_convention",
        reply="I'll step into row 2, column 0 (0-indexed), the open cell under the player.",
        label=(2, 0),
        strict=None,
        habit="convention_spelled",
        why="hard: the cell in prose with its convention spelled out, no MOVE line",
    ),
    _s(
        "v22s_openai_tool_string",
        reply='[{"type": "function", "function": {"name": "make_move", "arguments": "{\\"row\\": 1, \\"col\\": 1}"}}]',
        label=(1, 1),
        strict=None,
        habit="tool_call_json",
        why="hard: a tool call whose arguments are a JSON string naming row 1, col 1",
    ),
]

ONE_SHOT = [
    _o(
        "v22o_gpt4o_top_then_down",
        reply="Starting at P (1, 0), I'll follow the top row to the right column and then go down to G.\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v22o_gpt41_left_edge",
        reply="Route along the left edge and then the bottom row:\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v22o_o3_either_side",
        reply="Either side of the central block works (6 moves each); taking the left.\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _o(
        "v22o_gpt5_counts",
        reply="**Route (6 moves):** down ×3, right ×3\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="markdown",
    ),
    _o(
        "v22o_sonnet4_traced",
        reply="Let me trace the route:\n1. Start at (1, 0)\n2. Move right along row 1 to (1, 3)\n3. Move down column 3 to (4, 3)\n\nPATH: "
        + _path(RIGHT),
        label=S,
        strict=True,
        habit="numbered_steps",
    ),
    _o(
        "v22o_haiku4_arrows",
        reply="Path found:\n\nPATH: " + _path(RIGHT, " → "),
        label=S,
        strict=False,
        habit="arrows",
    ),
    _o(
        "v22o_flash_commas",
        reply="Okay, here's the path from P to G, going down first:\n\nPATH: " + _path(DOWN, ", "),
        label=S,
        strict=False,
        habit="comma_separated",
    ),
    _o(
        "v22o_pro_note_after",
        reply="PATH: " + _path(RIGHT) + "\n\nThis path has 6 moves and never touches a wall.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _o(
        "v22o_qwen25_zh",
        reply="路径：先向右走到 (1, 3)，再向下走到终点 (4, 3)。\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _o(
        "v22o_qwen3_think",
        reply="<think>\nP (1,0), G (4,3). Column 0 is open down to row 4, and row 4 is open to column 3. So down, down, down, right, right, right.\n</think>\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v22o_r1_thinks_right_answers_down",
        reply="<think>\nLet me go right: (1,0) (1,1) (1,2) (1,3), then (2,3) (3,3) (4,3). That works. Hmm, actually the left column is just as short and I've already checked the bottom row is open: (4,0) (4,1) (4,2) are 0. I'll write the left one.\n</think>\n\nPATH: "
        + _path(DOWN),
        label=S,
        strict=True,
        habit="think_block",
    ),
    _o(
        "v22o_llama_through_walls",
        reply="The shortest path goes straight through the middle.\n\nPATH: " + _path(THROUGH_22),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v22o_mistral_corner",
        reply="Going down the left column and cutting the corner to the bottom row:\n\nPATH: "
        + _path(CORNER_CUT),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v22o_phi4_into_wall",
        reply="To reach G, follow row 1 to the right edge, then go down the last column and step left onto G.\n\nPATH: "
        + _path(INTO_14),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _o(
        "v22o_v3_heading_above",
        reply="### Solution\n\nPATH: " + _path(DOWN),
        label=S,
        strict=True,
        habit="markdown",
    ),
    _o(
        "v22o_gemma3_check_after",
        reply="PATH: "
        + _path(RIGHT)
        + "\n\nCheck: every step moves one cell, and none of the cells is a wall. ✓",
        label=S,
        strict=False,
        habit="verification_after",
    ),
    _o(
        "v22o_small_echo",
        reply="You are solving a maze in a single reply. Find a path from the player P to the goal G.\n\nThe maze is written as a matrix: one line per row",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no path",
    ),
    _o(
        "v22o_small_repeat",
        reply="PATH: (1, 0) (2, 0)\nPATH: (1, 0) (2, 0)\nPATH: (1, 0) (2, 0)\nPATH: (1, 0) (2, 0)",
        label=F,
        strict=False,
        habit="small_repeat",
        why="hard: the same two-cell path repeated is one clear answer that stops short of G",
    ),
    _o(
        "v22o_small_example",
        reply="The path is:\nPATH: (0, 0) (0, 1) (1, 1)",
        label=F,
        strict=False,
        habit="small_prompt_example",
    ),
    _o(
        "v22o_small_half_label",
        reply="path (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        label=S,
        strict=False,
        habit="small_half_label",
    ),
    _o(
        "v22o_cut",
        reply="<think>\nLet me map the maze. Row 0: 1 1 1 1 1, all walls. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1.\n\nFrom (1,0) I can go to (2,0) or (1,1). Path via the left: (1,0) → (2,0) → (3,0) → (4,0) → (4,1) →",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off inside the thinking before the PATH line",
    ),
    _o(
        "v22o_mixtral_plain",
        reply="Here is the path from the player to the goal:\n\nPATH: " + _path(RIGHT),
        label=S,
        strict=True,
        habit="plain",
    ),
    _o(
        "v22o_llama4_short",
        reply="The path goes down to the bottom-left corner and then right.\n\nPATH: "
        + _path(STOPS_AT_40),
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
]

ONE_SHOT_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _o(
        "v22o_back_and_forth",
        reply="I first peek right, then come back and take the left column.\n\nPATH: "
        + _path(BACK_AND_FORTH),
        label=S,
        strict=True,
        habit="wandering_valid",
        why="hard: a step right and back; every step is legal and the check walking back from G reaches P",
    ),
    _o(
        "v22o_from_neighbour",
        reply="P moves first to (1, 1); from there:\n\nPATH: " + _path(FROM_NEIGHBOUR),
        label=F,
        strict=False,
        habit="route_from_neighbour",
        why="hard: the path as written never contains P's cell, so the walk back from G never reaches P",
    ),
    _o(
        "v22o_rc_cells",
        reply="Route: r1c0, r1c1, r1c2, r1c3, r2c3, r3c3, r4c3",
        label=S,
        strict=False,
        habit="rc_notation",
        why="hard: 'r1c0' is row 1, column 0; read so, the route is the top row and the right column",
    ),
    _o(
        "v22o_one_based_said",
        reply="(Cells are 1-indexed here: row 1 is the top row, column 1 the leftmost.)\n\nPATH: "
        + one_based(RIGHT),
        label=S,
        strict=False,
        habit="one_based_said",
        why="hard: said to count from 1, converted it is the top-row route; strict: a format miss",
    ),
    _o(
        "v22o_one_based_unsaid",
        reply="Here's my route.\n\nPATH: " + one_based(DOWN),
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="cells counted from 1 but not said: read as written it starts on a wall and leaves the grid, read from 1 it is the left route: matters",
    ),
    _o(
        "v22o_letters_only",
        reply="D D D R R R",
        label=F,
        strict=False,
        habit="direction_only",
        why="hard: a route given only as direction letters is a fail (ruling on direction words)",
    ),
    _o(
        "v22o_two_routes_bullets",
        reply="Two equally short paths exist:\n- Top: "
        + _path(RIGHT)
        + "\n- Bottom: "
        + _path(DOWN),
        label=U,
        strict=False,
        habit="hedge",
        why="two routes offered, no pick",
    ),
    _o(
        "v22o_refusal",
        reply="This looks like a benchmark item, and I'd rather not produce answers that could be used to game an evaluation.",
        label=U,
        strict=False,
        habit="refusal",
        why="a refusal, no path",
    ),
    _o(
        "v22o_words_finish_it",
        reply="PATH: "
        + _path(STOPS_AT_40)
        + "\n\n...and from there, right three times to reach G.",
        label=U,
        strict=False,
        habit="answer_then_explanation",
        why="the PATH line stops at (4, 0) and the rest is given in words after it: whether the words complete the route is unsure",
    ),
    _o(
        "v22o_yaml_list",
        reply="path:\n  - [1, 0]\n  - [1, 1]\n  - [1, 2]\n  - [1, 3]\n  - [2, 3]\n  - [3, 3]\n  - [4, 3]",
        label=S,
        strict=False,
        habit="yaml",
        why="hard: a YAML list of [row, col] pairs is the top-row route",
    ),
]

RECOGNIZE = [
    _r(
        "v22r_gpt4o_outline",
        reply="The empty cells trace the border of a 4×4 block around a 2×2 block of walls, which forms a square outline.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v22r_o3_ring12",
        reply="Ring of 12 cells around the 2×2 wall block: a square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="plain",
    ),
    _r(
        "v22r_gpt5_perimeter",
        reply="**Reasoning:** the empty cells are exactly the perimeter of the 4×4 region spanning rows 1–4 and columns 0–3.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="markdown",
    ),
    _r(
        "v22r_sonnet4_sides",
        reply="The empty cells run along row 1, down column 3, along row 4 and up column 0, enclosing the walls at (2,1), (2,2), (3,1) and (3,2). That outline has four equal sides of 4 cells: a square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="short_reasoned",
    ),
    _r(
        "v22r_haiku4_box",
        reply="The path forms a closed box around the inner walls.\n\nSHAPE: box",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v22r_flash_rows",
        reply="*   Row 1: columns 0-3 are empty\n*   Rows 2-3: columns 0 and 3 are empty\n*   Row 4: columns 0-3 are empty\n\nThis forms a **square** outline.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="markdown",
    ),
    _r(
        "v22r_pro_quadrilateral",
        reply="The open cells form a closed four-sided loop with right-angle corners.\n\nSHAPE: quadrilateral",
        label="square",
        strict=True,
        habit="variant_name",
    ),
    _r(
        "v22r_qwen25_zh_name",
        reply="空单元格围成一个正方形的环。\n\nSHAPE: 正方形",
        label="square",
        strict=False,
        habit="chinese_name",
    ),
    _r(
        "v22r_qwen3_think",
        reply="<think>\nEmpty cells: (1,0),(1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2),(4,3). That's the border of a 4x4 square. Not a C since it's closed.\n</think>\n\nThe empty cells form the outline of a square.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
    ),
    _r(
        "v22r_r1_doubts",
        reply="<think>\nHmm, is this a C? A C would have a gap on one side. Let me check column 3: (1,3), (2,3), (3,3), (4,3)=G, all empty. Column 0: (1,0)=P, (2,0), (3,0), (4,0), all empty. So both sides are closed. It's a square ring, not a C.\n</think>\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="think_block",
    ),
    _r(
        "v22r_llama_c",
        reply="The empty cells form a C shape, opening to the right.\n\nSHAPE: C",
        label="C",
        strict=False,
        habit="wrong_in_format",
    ),
    _r(
        "v22r_phi4_spiral",
        reply="Following the empty cells from P, the path winds around the walls toward G, like a spiral.\n\nSHAPE: spiral",
        label="spiral",
        strict=False,
        habit="wrong_in_format",
    ),
    _r(
        "v22r_gemma3_bold",
        reply="The empty cells form a **square**.\n\nSHAPE: **square**",
        label="square",
        strict=True,
        habit="markdown",
        why="hard: bold around the value on the answer line is tolerated (strict policy)",
    ),
    _r(
        "v22r_v3_heading_above",
        reply="### Answer\nThe empty cells form a square loop around the walls.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="markdown",
    ),
    _r(
        "v22r_mistral_explained_after",
        reply="SHAPE: square\n\nThe empty cells go around the edge of a 4x4 area.",
        label="square",
        strict=False,
        habit="answer_then_explanation",
    ),
    _r(
        "v22r_small_echo",
        reply="What geometric shape do the empty cells form together? Name the shape and explain your reasoning briefly",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no shape named",
    ),
    _r(
        "v22r_small_triangle",
        reply="The empty cells form a triangle with a height of 3.\nSHAPE: triangle",
        label="triangle",
        strict=False,
        habit="small_wrong_shape",
    ),
    _r(
        "v22r_small_repeat",
        reply="It is a square. It is a square. It is a square. It is a square. It is a square.",
        label="square",
        strict=False,
        habit="small_repeat",
    ),
    _r(
        "v22r_small_placeholder",
        reply="The shape of the empty cells.\nSHAPE: <name>",
        label=U,
        strict=False,
        habit="small_template",
        why="the template's placeholder kept, no shape named",
    ),
    _r(
        "v22r_small_cut",
        reply="The empty cells form a",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off before a shape is named",
    ),
]

RECOGNIZE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _r(
        "v22r_picture_frame",
        reply="The open cells look like a picture frame around the walls in the middle.",
        label=U,
        strict=False,
        habit="comparison_only",
        why="a comparison ('a picture frame') names no shape",
    ),
    _r(
        "v22r_negated_names",
        reply="This is not a spiral and not a cross: it's a closed square loop.\n\nSHAPE: square",
        label="square",
        strict=True,
        habit="negated",
        why="hard: the negated spiral and cross are not answers; the SHAPE line names the square",
    ),
    _r(
        "v22r_rectangle",
        reply="The empty cells go all the way around a block of walls, making a rectangle.\n\nSHAPE: rectangle",
        label="square",
        strict=True,
        habit="variant_name",
        why="hard: 'rectangle' is a name of the square's rectangle-like variant (the specification's list)",
    ),
    _r(
        "v22r_spanish_name",
        reply="Las celdas vacías forman un cuadrado.\n\nSHAPE: cuadrado",
        label=U,
        strict=False,
        habit="other_language",
        why="a Spanish shape name; shape names are read only in English and Chinese",
    ),
    _r(
        "v22r_words_after_value",
        reply="The open cells surround the central walls.\n\nSHAPE: square (hollow)",
        label="square",
        strict=False,
        habit="words_after_value",
        why="hard: words after the value on the answer line are a strict miss; the name is the square",
    ),
    _r(
        "v22r_zh_box_fullwidth",
        reply="这些空格沿着边缘围成一圈。\n\nSHAPE：方框",
        label="square",
        strict=False,
        habit="fullwidth",
        why="hard: 方框 ('box', Chinese) is the square's box variant; strict: full-width colon and a Chinese name",
    ),
    _r(
        "v22r_two_square_names",
        reply="You could call it a square or a box; either way it's the outline of a 4×4 block.",
        label="square",
        strict=False,
        habit="hedge",
        why="hard: the two names offered are both the square's, so there is nothing to choose between",
    ),
    _r(
        "v22r_check_says_circle",
        reply="SHAPE: square\n\nOn reflection, since a maze path has no real corners it is closer to a circle than anything.",
        label=U,
        strict=False,
        habit="verification_after",
        why="the check after the answer concludes on another shape without saying it replaces it",
    ),
    _r(
        "v22r_symbol",
        reply="The empty cells form this: □\n\nSHAPE: □",
        label=U,
        strict=False,
        habit="symbol",
        why="a symbol, not a shape name in English or Chinese",
    ),
    _r(
        "v22r_emoji_inline",
        reply="🟩 The empty cells form a ring → **SHAPE: square** ✅",
        label="square",
        strict=False,
        habit="emoji",
        why="hard: the answer sits inside a line with emoji before and after it: strict miss, flexible square",
    ),
]

_NO_GOAL_COORD = coord_list(RING_MID3).rsplit("\n", 1)[0]
""":data:`RING_MID3` in the coordinate-list encoding without its Goal line."""

GENERATE = [
    _g(
        "v22g_gpt4o_tl4",
        reply="MAZE:\n" + RING_TL4,
        label=S,
        strict=True,
        habit="plain",
    ),
    _g(
        "v22g_gpt41mini_mid3",
        reply="Here is a new maze with a smaller square ring:\n\nMAZE:\n" + RING_MID3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v22g_o3_br3",
        reply="A 3×3 ring in the bottom-right corner.\n\nMAZE:\n" + RING_BR3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v22g_gpt5_fenced",
        reply="MAZE:\n```\n" + RING_TR4 + "\n```",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v22g_sonnet4_tl3",
        reply="I'll place a 3×3 square ring in the top-left corner, with G at the corner and P diagonally opposite.\n\nMAZE:\n"
        + RING_TL3,
        label=S,
        strict=True,
        habit="short_reasoned",
    ),
    _g(
        "v22g_haiku4_note_after",
        reply="MAZE:\n" + RING_MID3 + "\n\nThe empty cells form a 3×3 square ring.",
        label=S,
        strict=False,
        habit="answer_then_explanation",
    ),
    _g(
        "v22g_flash_fenced_explained",
        reply="Okay, here's a new 5x5 maze with a square-shaped path:\n\nMAZE:\n```\n"
        + RING_TL4
        + "\n```\n\n**Explanation:**\n\n*   The empty cells form a 4x4 square ring in the top-left.\n*   P is at (0, 0) and G is at (3, 2).",
        label=S,
        strict=False,
        habit="fenced_answer",
    ),
    _g(
        "v22g_pro_mirrored",
        reply="Mirroring the original left to right keeps the square ring but gives a different maze.\n\nMAZE:\n"
        + MIRRORED,
        label=S,
        strict=True,
        habit="short_reasoned",
        why="hard: the mirror image is not an identical copy and its open cells are a 4x4 ring",
    ),
    _g(
        "v22g_qwen25_zh",
        reply="新迷宫如下，空格组成右下角的 3×3 正方形环：\n\nMAZE:\n" + RING_BR3,
        label=S,
        strict=True,
        habit="chinese_prose",
    ),
    _g(
        "v22g_qwen3_think",
        reply="<think>\nA 4x4 ring in the top-right: columns 1-4, rows 0-3. P at (3,1), G at (0,4). Check: reachable around the ring. Not the same as the original.\n</think>\n\nMAZE:\n"
        + RING_TR4,
        label=S,
        strict=True,
        habit="think_block",
    ),
    _g(
        "v22g_r1_gap",
        reply="<think>\nLet me make a 4x4 ring top-left. Row 0: P 0 0 0 1... I'll put a wall at (0,2) so it is a bit harder.\n</think>\n\nMAZE:\n"
        + GAP_TL4,
        label=F,
        strict=False,
        habit="think_block",
    ),
    _g(
        "v22g_llama_filled",
        reply="Here is a new maze with a square of empty cells:\n\nMAZE:\n" + CENTRE_OPEN,
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _g(
        "v22g_mistral_copy",
        reply="Here is the maze:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        label=F,
        strict=False,
        habit="copy",
    ),
    _g(
        "v22g_phi4_plus",
        reply="Creating a new maze with the same structure:\n\nMAZE:\n" + PLUS_WIDE,
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _g(
        "v22g_gemma3_two_goals",
        reply="Here's a new maze that meets the requirements:\n\nMAZE:\n" + TWO_GOALS,
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _g(
        "v22g_v3_short_row",
        reply="MAZE:\n" + SHORT_ROW,
        label=F,
        strict=False,
        habit="wrong_in_format",
    ),
    _g(
        "v22g_small_echo",
        reply="Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Requirements:\n- use the same format as above (matrix)",
        label=U,
        strict=False,
        habit="small_echo",
        why="the instruction echoed, no maze (ruling: no maze at all is unclear)",
    ),
    _g(
        "v22g_small_all_walls",
        reply="The new maze:\nMAZE:\n" + "\n".join(["1 1 1 1 1"] * 5),
        label=F,
        strict=False,
        habit="small_repeat",
    ),
    _g(
        "v22g_small_cut",
        reply="MAZE:\n1 0 0 0 G\n1 0 1",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off inside the maze",
    ),
    _g(
        "v22g_coord_mid3",
        reply="MAZE:\n" + coord_list(RING_MID3),
        label=S,
        strict=True,
        habit="plain",
        encoding="coord_list",
    ),
    _g(
        "v22g_coord_tr4_intro",
        reply="Here is a new maze in the same format:\n\nMAZE:\n" + coord_list(RING_TR4),
        label=S,
        strict=True,
        habit="short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v22g_coord_asked_matrix_given",
        reply="MAZE:\n" + RING_BR3,
        label=F,
        strict=False,
        habit="wrong_encoding",
        encoding="coord_list",
    ),
]

GENERATE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _g(
        "v22g_swapped",
        reply="Same ring, but the player and the goal trade places.\n\nMAZE:\n" + SWAPPED,
        label=S,
        strict=True,
        habit="swapped_ends",
        why="hard: P and G swapped is not an identical copy, and its open cells are the square ring",
    ),
    _g(
        "v22g_lowercase_pg",
        reply="MAZE:\n" + LOWER_PG,
        label=F,
        strict=False,
        habit="wrong_letters",
        why="hard: a lowercase p and g are not P and G (ruling: a fail, like S/E)",
    ),
    _g(
        "v22g_fullwidth",
        reply="MAZE:\n" + FULLWIDTH_BR3,
        label=S,
        strict=False,
        habit="fullwidth",
        why="hard: full-width digits and letters read as the matrix; strict: not as the encoder writes it",
    ),
    _g(
        "v22g_check_confirms",
        reply="MAZE:\n"
        + RING_MID3
        + "\n\nVerification: P (1,1) reaches G (2,3) through (1,2) and (1,3); the open cells are the 8-cell border of rows 1-3 and columns 1-3. ✓",
        label=S,
        strict=False,
        habit="verification_after",
        why="hard: a check after the maze that confirms it; strict: text after the maze",
    ),
    _g(
        "v22g_two_options",
        reply="Option A:\n"
        + RING_TL3
        + "\n\nOption B:\n"
        + RING_BR3
        + "\n\nBoth keep the 3×3 square ring.",
        label=U,
        strict=False,
        habit="hedge",
        why="two mazes offered, no pick",
    ),
    _g(
        "v22g_corrected",
        reply="MAZE:\n"
        + GAP_TL4
        + "\n\nOops, (0,2) should be open, or the ring is broken. Corrected:\n\nMAZE:\n"
        + RING_TL4,
        label=S,
        strict=True,
        habit="corrected",
        why="hard: a correction that says it replaces the first maze and ends the reply is read; its MAZE block is last",
    ),
    _g(
        "v22g_json_for_coord",
        reply="MAZE:\n" + json.dumps({"rows": RING_MID3.splitlines()}),
        label=F,
        strict=False,
        habit="json",
        encoding="coord_list",
        why="hard: rows in a JSON object where the coordinate lists were asked: an encoding not asked",
    ),
    _g(
        "v22g_see_above",
        reply="MAZE:\n(see the maze above, with the ring moved one cell to the right)",
        label=U,
        strict=False,
        habit="refusal",
        why="no maze at all, only a description (ruling)",
    ),
    _g(
        "v22g_coord_no_goal",
        reply="MAZE:\n" + _NO_GOAL_COORD,
        label=F,
        strict=False,
        habit="missing_line",
        encoding="coord_list",
        why="hard: the coordinate lists without a Goal line: no goal, a fail",
    ),
    _g(
        "v22g_unclosed_think",
        reply="<think>\nI'll make a 3x3 ring in the middle.\n\nMAZE:\n"
        + RING_MID3
        + "\n\nThat should be it. Let me double check the ring",
        label=U,
        strict=False,
        habit="think_unclosed",
        why="the maze is only inside a thinking block that is never closed",
    ),
]

PUZZLE = [
    _p(
        "v22p_gpt4o_points_up",
        reply="The pipe in (0, 1) points up, off the board. A counterclockwise turn moves that opening to the left, toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v22p_gpt41mini_bottom_left",
        reply="Turning the bottom-left piece.\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="plain",
    ),
    _p(
        "v22p_o3_square_n",
        reply="Square 3's only open end faces right, off the board; one clockwise turn points it down... no, down is off the board too; two turns needed, first one now.\n\nROTATE: square 3 clockwise",
        label=(3, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v22p_gpt5_markdown",
        reply="**Issue:** (0, 0) opens to the top and left, both off the board.\n**Fix:** turn it counterclockwise so the openings face left→bottom... then once more.\n\nROTATE: (0, 0) counterclockwise",
        label=(0, CCW),
        strict=True,
        habit="markdown",
    ),
    _p(
        "v22p_sonnet4_reasoned",
        reply="The bottom-right square (1, 1) reaches right and bottom, both edges of the board. A clockwise turn gives bottom and left: still one end off the board, but the left end now meets (1, 0). I'll start there.\n\nROTATE: (1, 1) clockwise",
        label=(3, CW),
        strict=True,
        habit="short_reasoned",
    ),
    _p(
        "v22p_haiku4_anticlockwise",
        reply="Turning the top-left square.\n\nROTATE: (0, 0) anticlockwise",
        label=(0, CCW),
        strict=False,
        habit="variant_direction",
    ),
    _p(
        "v22p_flash_bold_line",
        reply="Okay, let's look at the board.\n\n*   (1, 0) reaches left, which is off the board.\n\n**ROTATE: (1, 0) counterclockwise**",
        label=(2, CCW),
        strict=True,
        habit="markdown",
        why="hard: bold around the whole answer line is tolerated (strict policy)",
    ),
    _p(
        "v22p_pro_cw",
        reply="The top-right square is the one pointing off the board.\n\nROTATE: (0, 1) CW",
        label=(1, CW),
        strict=False,
        habit="abbreviation",
    ),
    _p(
        "v22p_qwen25_zh",
        reply="将 (1, 1) 逆时针旋转 90 度，使它与左边的方块相连。\n\nROTATE: (1, 1) counterclockwise",
        label=(3, CCW),
        strict=True,
        habit="chinese_prose",
    ),
    _p(
        "v22p_qwen3_think",
        reply="<think>\n(0,0) has top and right. Top is off the board. Clockwise: top->right, right->bottom. Then right and bottom, both inside. Good.\n</think>\n\nROTATE: (0, 0) clockwise",
        label=(0, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v22p_r1_think",
        reply="<think>\nSquare 2 is (1,0). Its pipe reaches left and top. Left is off the board. Counterclockwise: left->bottom, top->left. Hmm, that's bottom and left, both off. Clockwise: left->top, top->right: top and right, both inside. Wait, I want clockwise then. No, let me recheck... top->right, left->top. Yes clockwise.\n</think>\n\nI'll turn (1, 0) clockwise.\n\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="think_block",
    ),
    _p(
        "v22p_llama_after",
        reply="ROTATE: (1, 1) clockwise\n\nThis connects the bottom-right pipe to its neighbour.",
        label=(3, CW),
        strict=False,
        habit="answer_then_explanation",
    ),
    _p(
        "v22p_mistral_prose",
        reply="I will rotate square 2 clockwise.",
        label=(2, CW),
        strict=False,
        habit="prose_only",
    ),
    _p(
        "v22p_gemma3_plain",
        reply="Let's rotate the bottom left square.\n\nROTATE: (1, 0) clockwise\nROTATE: (1, 0) clockwise",
        label=(2, CW),
        strict=True,
        habit="said_twice",
        why="hard: the same answer line twice is one answer, and the last line is that line",
    ),
    _p(
        "v22p_phi4_hyphen",
        reply="To connect the top-left pipe to its neighbours, rotate it once.\n\nROTATE: (0, 0) counter-clockwise",
        label=(0, CCW),
        strict=False,
        habit="variant_direction",
    ),
    _p(
        "v22p_small_echo",
        reply="You are solving a rotation puzzle. The board is a 2x2 grid of squares; each square holds a piece of pipe",
        label=U,
        strict=False,
        habit="small_echo",
        why="the prompt echoed, no move",
    ),
    _p(
        "v22p_small_placeholder_both",
        reply="ROTATE: (1, 1) clockwise (or counterclockwise)",
        label=U,
        strict=False,
        habit="small_template",
        why="the placeholder kept with both directions (ruling)",
    ),
    _p(
        "v22p_small_no_square",
        reply="Rotate the square.\nROTATE: (row, col) clockwise",
        label=U,
        strict=False,
        habit="small_template",
        why="the template's placeholder kept for the square: no square named",
    ),
    _p(
        "v22p_small_cut",
        reply="The board is a 2x2 grid. The square (0, 0) has a pipe. The square (0, 1) has a pipe. The square (1, 0) has a",
        label=U,
        strict=False,
        habit="long_cut_off",
        finish_reason=L,
        why="cut off before any move",
    ),
    _p(
        "v22p_small_half_label",
        reply="rotate (1, 1) clockwise",
        label=(3, CW),
        strict=False,
        habit="small_half_label",
    ),
]

PUZZLE_CHOSEN = [  # hard but clear, or unclear: the third chosen to differ
    _p(
        "v22p_compass",
        reply="Turn (1, 0) so that its top opening faces east.",
        label=(2, CW),
        strict=False,
        habit="compass_turn",
        why="hard: top to east (right) is clockwise by the prompt's own definition",
    ),
    _p(
        "v22p_degrees_said",
        reply="Rotate (1, 1) by +90° (positive meaning clockwise, as you defined it).",
        label=(3, CW),
        strict=False,
        habit="signed_angle",
        why="hard: a signed angle whose convention the reply states (positive = clockwise)",
    ),
    _p(
        "v22p_german",
        reply="Drehe (0, 0) gegen den Uhrzeigersinn.",
        label=(0, CCW),
        strict=False,
        habit="other_language",
        why="hard: 'gegen den Uhrzeigersinn' (German, a language read) is counterclockwise",
    ),
    _p(
        "v22p_polish",
        reply="Obróć (0, 1) zgodnie z ruchem wskazówek zegara.",
        label=U,
        strict=False,
        habit="other_language",
        why="a Polish direction phrase, a language not read",
    ),
    _p(
        "v22p_square_four",
        reply="Turning this one.\n\nROTATE: square 4 clockwise",
        label=U,
        strict=False,
        habit="one_based_unsaid",
        why="square 4 does not exist on a board counted 0 to 3; counting from 1 is not said",
    ),
    _p(
        "v22p_plan_first",
        reply="Plan: 1) (0, 1) counterclockwise, 2) (1, 1) clockwise. First move:\n\nROTATE: (0, 1) counterclockwise",
        label=(1, CCW),
        strict=True,
        habit="numbered_steps",
        why="hard: a two-move plan, and the ROTATE line gives the first",
    ),
    _p(
        "v22p_two_options",
        reply="Either (0, 0) clockwise or (1, 1) counterclockwise would fix the loose end.",
        label=U,
        strict=False,
        habit="hedge",
        why="two moves offered, no pick",
    ),
    _p(
        "v22p_lower_left",
        reply="The lower-left square should be turned counterclockwise.",
        label=(2, CCW),
        strict=False,
        habit="named_by_place",
        why="hard: 'the lower-left square' is (1, 0), square 2",
    ),
    _p(
        "v22p_second_square",
        reply="Rotate the 2nd square clockwise.",
        label=(1, CW),
        strict=False,
        habit="ordinal_square",
        why="hard: 'the 2nd square' is square 1 (ruling on ordinals)",
    ),
    _p(
        "v22p_cant_see",
        reply="I can't see the board clearly enough to decide which piece to turn.",
        label=U,
        strict=False,
        habit="refusal",
        why="no move given",
    ),
    _p(
        "v22p_json_object",
        reply='{"square": [1, 1], "direction": "counterclockwise"}',
        label=(3, CCW),
        strict=False,
        habit="json",
        why="hard: a JSON object naming the square by [row, col] and its direction; strict: not the asked line",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v22",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v22.py: counts, no reader
    print_counts(all_cases(), problems())

"""A twenty-sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses; no model was run: every reply is written. Judged as a
careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the answer rules and
strict policy given in the round's brief and the specification's shape variants.
``corpus_form`` and ``corpus_reading_v25`` were read for the data format only.

This round: a natural mix (about two thirds) and a chosen third of hard-but-clear or unclear
replies (the ``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start
``hard:``): full-width answer lines, Korean and Turkish direction words, answers in headings,
tool calls and YAML, routes given backwards from G, mazes with a lowercase p, coordinate lists
with spaced pairs, and new rings and broken mazes.

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
from corpus_mazes import MAZES
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
DIAGONAL_CORNER = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: cuts the bottom-left corner diagonally, (3,0) to (4,1)."""
THROUGH_COL2 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down column 2, through the walls (2,2) and (3,2)."""
SKIPS_23 = "1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: jumps from (1,3) to (3,3), over (2,3)."""
BACKWARDS = "4,3 3,3 2,3 1,3 1,2 1,1 1,0"
"""Broken: :data:`RIGHT` written from G to P (starts at G, ends at P)."""

# == generated mazes (5x5) =================================================================
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

RING_TL4 = """\
0 0 P 0 1
0 1 1 0 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (0,2), G at (3,0)."""

RING_R3 = """\
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right, rows 1-3, P at (1,2), G at (3,4)."""

RING_B3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 P 1
1 0 1 0 1
1 G 0 0 1"""
"""Valid: a 3x3 ring at the bottom middle, P at (2,3), G at (4,1)."""

FILLED_TL3 = RING_TL3.replace("0 1 0 1 1", "0 0 0 1 1")
""":data:`RING_TL3` with its centre opened: a block, not a ring."""

NO_G = RING_B3.replace("G", "0")
""":data:`RING_B3` with no goal (a fail)."""

TWO_P = RING_TL4.replace("G 0 0 0 1", "G 0 P 0 1")
""":data:`RING_TL4` with a second P (a fail)."""

FOUR_ROWS = "\n".join(RING_R3.splitlines()[:4])
""":data:`RING_R3` without its last row: 4x5."""

GAP_TL4 = RING_TL4.replace("0 1 1 0 1\n0 1 1 0 1", "0 1 1 0 1\n1 1 1 0 1")
""":data:`RING_TL4` with (2,0) walled: a ring with a gap."""

LOWER_P = RING_R3.replace("P", "p")
""":data:`RING_R3` with a lowercase p (a fail, like S/E)."""

SOLVE = [
    _s(
        "v26s_gpt4o_lower",
        "From (1, 0) the open neighbours are (1, 1) and (2, 0). I'll follow the lower corridor.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s("v26s_gpt41mini_east", "Next step east along row 1.\nMOVE: (1, 1)", (1, 1), (1, 1), "plain"),
    _s(
        "v26s_o3_tie",
        "Shortest routes: both six steps. Choosing the column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v26s_gpt5_first_of_bottom",
        "Two routes tie at six steps; I'll start the one through the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v26s_sonnet4_bullets",
        "Let me check where I can go from (1, 0):\n- (0, 0) is a wall\n- (1, 1) is open\n- (2, 0) is open\n\nGoing right keeps me on the top corridor toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "list_then_answer",
    ),
    _s(
        "v26s_opus4_restates_maze",
        "The maze as given:\n\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nP is at (1, 0) and G at (4, 3). The left column is open all the way down, so I'll start there.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_question",
    ),
    _s(
        "v26s_flash_bold_heads",
        "**Position:** (1, 0)\n**Open moves:** right, down\n**Choice:** right\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown",
    ),
    _s(
        "v26s_pro_route_sentence",
        "I'll move right to (1, 1); from there the corridor runs to (1, 3) and then down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v26s_qwen25_zh_right",
        "玩家在 (1, 0)，右边的 (1, 1) 是空地，可以通行。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_prose",
    ),
    _s(
        "v26s_qwen3_think_down",
        "<think>\nOkay, P at row 1 col 0. Up is wall. Down (2,0) is 0. Right (1,1) is 0. Either works; I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v26s_r1_flip_flop",
        "<think>\nRight path: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3), six moves. Down path: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3), six too. Hmm, I'll go right. Actually no, down is just as short and I listed it first. Down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_changes_mind",
        "hard: the thinking names right then settles on down; the answer line is down",
    ),
    _s(
        "v26s_v3_steps",
        "### Step 1: Locate the player\nP is at (1, 0).\n\n### Step 2: Open neighbours\n(1, 1) and (2, 0).\n\n### Step 3: Choose\nRight, toward the long corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _s(
        "v26s_llama31_best",
        "The best move is to go down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v26s_llama4_explains_after",
        "MOVE: (1, 1)\n\nExplanation: moving right puts me on the top corridor, which leads to column 3 and down to G.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s("v26s_mistral_sure", "Sure! Moving one cell down.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "plain"),
    _s(
        "v26s_phi4_bold_label",
        "Consider each adjacent cell. Up is a wall and left is off the grid; down is open.\n\n**MOVE:** (2, 0)",
        (2, 0),
        (2, 0),
        "markdown",
        "hard: bold around the label only is tolerated inline markdown",
    ),
    _s("v26s_gemma3_emoji", "Okay, let's go right! ➡️\n\nMOVE: (1, 1)", (1, 1), (1, 1), "emoji"),
    _s(
        "v26s_zero_indexed_said",
        "Row 2, column 0 (0-indexed), one step down from the player.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_said",
    ),
    _s(
        "v26s_prose_only_down",
        "I would step down into the cell at row 2, column 0.",
        (2, 0),
        None,
        "prose_only",
    ),
    _s(
        "v26s_mini_checks_after",
        "MOVE: (1, 1)\n\nCheck: the grid has 0 at (1, 1), so the move is legal and heads to the corridor.",
        (1, 1),
        None,
        "verification_after",
    ),
    _s(
        "v26s_cut_off_neighbours",
        "Let me think carefully about each neighbour of the player. The player is at row 1, column 0. Above it is row 0, which is all walls. To the right is",
        U,
        None,
        "long_cut_off",
        "cut off by max_tokens before any answer",
        finish_reason=L,
    ),
    _s(
        "v26s_small_echo_example",
        "You are solving a maze one move at a time. The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nFinish with MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "small_echo",
        "the prompt echoed, its example inside the echoed instruction: no move of its own",
    ),
    _s(
        "v26s_small_triple",
        "Go down.\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same answer line repeated at the end is one answer, strictly right",
    ),
    _s(
        "v26s_small_no_colon",
        "The player can go down.\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_template",
        "hard: the label without its colon still names the cell; strict: not the asked label",
    ),
    _s(
        "v26s_small_two_cells",
        "You are on the 2nd row of the 1st column. You can move to (1, 1) or you can move to (2, 0).",
        U,
        None,
        "small_two_cells",
        "two cells offered, no pick",
    ),
    _s(
        "v26s_small_move_word",
        "Move: down",
        (2, 0),
        None,
        "small_template",
        "hard: a single move as a direction is the neighbouring cell; strict: lowercase label and a direction",
    ),
    _s(
        "v26s_small_loop_cut",
        "The player is at (1, 0). The player is at (1, 0). The player is at (1, 0). The player is at (1, 0). The player is",
        U,
        None,
        "small_repeat",
        "repeats the player's cell until cut off: no move",
        finish_reason=L,
    ),
    _s(
        "v26s_small_row_col_words",
        "You are on the 1st row. Move to the 2nd row.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_template",
        "hard: the prose counts rows loosely, the answer line is a 0-indexed cell as asked",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v26s_think_down_answers_right",
        "<think>\nDown looks cleaner: column 0 is all open. So down.\n</think>\n\nOn reflection the top corridor is just as short.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_changes_mind",
        "hard: the thinking settles on down, the reply's answer line says (1, 1) and decides",
    ),
    _s(
        "v26s_one_based_said",
        "Using 1-indexed coordinates (row 1 is the top row), the player is at (2, 1). I'll move down to (3, 1).\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: said 1-indexed, (3, 1) is (2, 0); strict: a format miss",
    ),
    _s(
        "v26s_one_based_unsaid",
        "The player stands at (2, 1). Down is open.\n\nMOVE: (3, 1)",
        U,
        None,
        "one_based_unsaid",
        "the player is put at (2, 1), 1-indexed without saying so; (3, 1) read as written is a wall, so the base matters",
    ),
    _s(
        "v26s_heading_answer",
        "Right is open and leads along the top corridor.\n\n## MOVE: (1, 1)",
        (1, 1),
        None,
        "heading",
        "hard: a heading's answer is read; strict: a heading is not inline markdown",
    ),
    _s(
        "v26s_check_concludes_other",
        "MOVE: (2, 0)\n\nVerification: (2, 0) is open. Though (1, 1) reaches the corridor sooner, so (1, 1) is the move.",
        U,
        None,
        "verification_after",
        "a check after the answer concludes on (1, 1) without saying it replaces (2, 0)",
    ),
    _s(
        "v26s_stated_correction",
        "MOVE: (1, 1)\n\nHmm, actually I meant down: the column is the route I traced. Correcting my answer:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "stated_correction",
        "hard: a stated replacement and a new answer line take (2, 0); the final line is in format",
    ),
    _s(
        "v26s_refusal_image",
        "I'm unable to determine a move without seeing the maze rendered as an image. Could you provide a picture?",
        U,
        None,
        "refusal",
        "a refusal, no move",
    ),
    _s(
        "v26s_korean_down",
        "아래로 이동합니다.\n\nMOVE: 아래",
        (2, 0),
        None,
        "foreign_direction",
        "hard: Korean 아래 is down, read as the neighbouring cell; strict: a direction, not a cell",
    ),
    _s(
        "v26s_turkish_down",
        "Oyuncu aşağı gidebilir.\n\nMOVE: aşağı",
        U,
        None,
        "foreign_direction",
        "a direction word in Turkish, not one of the languages read",
    ),
    _s(
        "v26s_cells_on_move_line",
        "Heading along the top.\n\nMOVE: (1, 1) (1, 2) (1, 3)",
        U,
        None,
        "route_for_move",
        "several cells on the MOVE line, none starting at P",
    ),
    _s(
        "v26s_xy_said",
        "Using (x, y) = (column, row): the player is at (0, 1), so I move to (0, 2).\n\nMOVE: (0, 2)",
        (2, 0),
        None,
        "xy_said",
        "hard: a pair said to be (x, y) is converted: (0, 2) is row 2, column 0; strict reads (0, 2), a wall",
    ),
    _s(
        "v26s_think_cut",
        "<think>\nThe player is at (1,0). Options: right (1,1) or down (2,0). Let me compute distances from each to G. From (1,1): (1,2), (1,3), (2,3)",
        U,
        None,
        "think_block",
        "cut off inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v26s_answer_label_restated",
        "Question: the player at (1, 0), the goal at (4, 3). Open neighbours: (1, 1), (2, 0).\n\nAnswer: (2, 0)",
        (2, 0),
        None,
        "restates_question",
        "hard: the restated cells are the question's; the reply's own answer is (2, 0); strict: not the MOVE label",
    ),
    _s(
        "v26s_route_in_prose",
        "My plan is the whole route (1, 0) → (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3), taking it one step at a time.",
        (1, 1),
        None,
        "route_for_move",
        "hard: a whole route from P where one move was asked is read as its first step",
    ),
    _s(
        "v26s_tool_call",
        'Calling the move tool.\n{"name": "step_to", "arguments": {"target": {"row": 1, "col": 1}, "reason": "top corridor"}}',
        (1, 1),
        None,
        "tool_call_json",
        "hard: a tool call's row and col name the cell; strict: JSON, not the MOVE line",
    ),
    _s(
        "v26s_fullwidth_line",
        "向下走一步。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon and brackets name (2, 0); strict: not the label as the prompt prints it",
    ),
]

ONE_SHOT = [
    _o(
        "v26o_gpt4o_right",
        "Follow the top corridor to column 3, then go down the right side.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v26o_gpt41_down",
        "The left column and bottom row are open.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v26o_o3_twice",
        "PATH: " + path_text(DOWN) + "\nPATH: " + path_text(DOWN),
        S,
        True,
        "repeated_answer",
        "hard: the same answer line repeated at the end is one answer, strictly right",
    ),
    _o(
        "v26o_gpt5_count",
        "Six moves either way; taking the top.\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v26o_sonnet4_steps",
        "Route:\n1. Right to (1, 1)\n2. Right to (1, 2)\n3. Right to (1, 3)\n4. Down to (2, 3)\n5. Down to (3, 3)\n6. Down to (4, 3), the goal\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "numbered_steps",
    ),
    _o(
        "v26o_opus4_arrows",
        "Tracing the left wall down and then along the bottom:\n\nPATH: " + path_text(DOWN, " → "),
        S,
        False,
        "arrow_route",
        "hard: arrows between the cells are a format miss; the route is valid",
    ),
    _o(
        "v26o_flash_diag",
        "The quickest way cuts the corner at the bottom left.\n\nPATH: "
        + path_text(DIAGONAL_CORNER),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v26o_pro_commas",
        "Path found by following the open cells.\n\nPATH: " + path_text(RIGHT, ", "),
        S,
        False,
        "comma_route",
        "hard: commas between the cells are a format miss; the route is valid",
    ),
    _o(
        "v26o_qwen25_zh",
        "沿着左边一列向下走，再沿着最下面一行向右走到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v26o_qwen3_think",
        "<think>\nStart (1,0). Right along row 1 to (1,3), down column 3 to (4,3). Check (2,3), (3,3) are 0: yes.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v26o_r1_through_walls",
        "<think>\nGo right twice then straight down column 2 to the bottom row, then right once.\n</think>\n\nPATH: "
        + path_text(THROUGH_COL2),
        F,
        False,
        "think_block",
    ),
    _o(
        "v26o_llama33_skip",
        "Here is the shortest path:\n\nPATH: " + path_text(SKIPS_23),
        F,
        False,
        "plain",
    ),
    _o(
        "v26o_mistral_after",
        "PATH: " + path_text(DOWN) + "\n\nThis goes down the left side and along the bottom to G.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v26o_phi4_fenced",
        "The route:\n\n```\nPATH: " + path_text(RIGHT) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fenced answer is read; strict: not the reply's own final line",
    ),
    _o(
        "v26o_gemma3_cut",
        "Let's find the path step by step! Starting at P (1, 0), we can go right to (1, 1), then (1, 2), then (1, 3). From (1, 3) we go down to",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before the answer line",
        finish_reason=L,
    ),
    _o(
        "v26o_small_echo",
        "Find a path from P to G. Give the whole path on one line: PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).",
        U,
        False,
        "small_echo",
        "the instruction echoed with the prompt's example inside it: no route of its own",
    ),
    _o(
        "v26o_small_example",
        "I will follow the example.\nPATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_template",
        "hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v26o_small_half_route",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3)\nPATH: (1, 0) (1, 1) (1, 2) (1, 3)",
        F,
        False,
        "small_repeat",
        "hard: the same short route twice; it stops at (1, 3), far from G",
    ),
    _o(
        "v26o_small_cut_repeat",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 0) (4, 1) (4, 0) (4, 1) (4, 0) (4, 1) (4, 0)",
        U,
        False,
        "small_repeat",
        "cut off while pacing the bottom row before reaching G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v26o_one_based_said",
        "Coordinates below are 1-indexed (the top-left cell is (1, 1)).\n\nPATH: "
        + one_based(RIGHT),
        S,
        False,
        "one_based_said",
        "hard: said 1-indexed, converted the route is valid; strict: a format miss",
    ),
    _o(
        "v26o_backwards",
        "From the goal back to the start:\n\nPATH: " + path_text(BACKWARDS),
        F,
        False,
        "reversed_route",
        "hard: the route runs from G to P; walked back from its last G it never reaches P",
    ),
    _o(
        "v26o_directions_only",
        "Route in words: east, east, east, then south, south, south until the goal.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail",
    ),
    _o(
        "v26o_two_routes_no_pick",
        "Two shortest routes exist:\n\nPATH: "
        + path_text(RIGHT)
        + "\n\nor\n\nPATH: "
        + path_text(DOWN),
        U,
        False,
        "hedge",
        "two routes offered, no pick",
    ),
    _o(
        "v26o_think_changes_route",
        "<think>\nTop route: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3). Wait, is (2,3) open? Row 2 is '0 1 1 0 1', so col 3 is 0. Yes. Fine, but the left route is more obvious. I'll give the left one.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_changes_mind",
        "hard: the thinking traces the top route, then gives the left one; the answer line is valid",
    ),
    _o(
        "v26o_yaml_route",
        "route_cells:\n  - [1, 0]\n  - [2, 0]\n  - [3, 0]\n  - [4, 0]\n  - [4, 1]\n  - [4, 2]\n  - [4, 3]",
        S,
        False,
        "yaml",
        "hard: a YAML list of the route's cells is the route; strict: not the PATH line",
    ),
    _o(
        "v26o_check_finds_gap",
        "PATH: "
        + path_text(SKIPS_23)
        + "\n\nChecking: (1, 3) to (3, 3) skips (2, 3). The full route is "
        + path_text(RIGHT)
        + ".",
        U,
        False,
        "verification_after",
        "a check after the answer gives another route without saying it replaces the answer line",
    ),
    _o(
        "v26o_html_list",
        "<p>The route:</p>\n<ol>\n<li>(1, 0)</li>\n<li>(1, 1)</li>\n<li>(1, 2)</li>\n<li>(1, 3)</li>\n<li>(2, 3)</li>\n<li>(3, 3)</li>\n<li>(4, 3)</li>\n</ol>",
        S,
        False,
        "html",
        "hard: an HTML ordered list of the route's cells is a valid route; strict: not the PATH line",
    ),
    _o(
        "v26o_refuses_ambiguous",
        "The grid is ambiguous: I can't tell whether 0 means open or blocked, so I won't guess a path.",
        U,
        False,
        "refusal",
        "a refusal, no route",
    ),
]

RECOGNIZE = [
    _r(
        "v26r_gpt4o_square",
        "The open cells run around the edge of a 4x4 block and meet again: a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v26r_gpt41mini_box",
        "The empty cells outline a box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is a variant name of the square, strict right",
    ),
    _r(
        "v26r_o3_quadrilateral",
        "Four straight sides of equal length meeting at right angles.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: 'quadrilateral' is a variant name of the square",
    ),
    _r(
        "v26r_gpt5_plain",
        "A ring of open cells with four corners.\n\nSHAPE: Square",
        "square",
        True,
        "short_reasoned",
        "hard: the name capitalised is still the name as asked",
    ),
    _r(
        "v26r_sonnet4_reasoned",
        "Looking at the open cells: row 1 columns 0-3, column 0 rows 1-4, row 4 columns 0-3 and column 3 rows 1-4. Together they trace the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "restates_question",
    ),
    _r(
        "v26r_opus4_after",
        "SHAPE: square\n\nThe 0 cells form the perimeter of a 4x4 region, with the inner 2x2 block walled.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v26r_flash_triangle",
        "The path narrows toward the bottom right like a triangle.\n\nSHAPE: triangle",
        "triangle",
        False,
        "short_reasoned",
    ),
    _r(
        "v26r_pro_bold_value",
        "The open cells form a closed four-sided loop.\n\nSHAPE: **square**",
        "square",
        True,
        "markdown",
        "hard: bold around the value is tolerated inline markdown",
    ),
    _r(
        "v26r_qwen25_zh_name",
        "空白格子围成一个正方形的边框。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_prose",
        "hard: 正方形 is the square in Chinese; strict: no Chinese",
    ),
    _r(
        "v26r_qwen3_think",
        "<think>\nOpen cells: (1,0)-(1,3), (2,0),(3,0),(4,0), (2,3),(3,3),(4,1),(4,2),(4,3). That's a loop, four sides. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v26r_r1_spiral_doubt",
        "<think>\nIs it a spiral? No, a spiral would curl inward. It closes on itself with four sides.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_changes_mind",
        "hard: the thinking names spiral only to reject it",
    ),
    _r(
        "v26r_v3_cross",
        "The pattern looks like the arms of a cross.\n\nSHAPE: cross",
        "cross",
        False,
        "plain",
    ),
    _r(
        "v26r_llama3_heading",
        "## Answer\nThe shape is a square.\n\nSHAPE: square",
        "square",
        True,
        "heading_above",
        "hard: a heading before the answer line does not touch the final line",
    ),
    _r(
        "v26r_mistral_rectangle_like",
        "It is a rectangle-like outline.\n\nSHAPE: rectangle-like",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle-like' is a listed variant of the square",
    ),
    _r(
        "v26r_phi4_none_match",
        "The open cells do not match any common figure; they look like a letter.\n\nSHAPE: C",
        "C",
        False,
        "short_reasoned",
        "hard: 'C' is the specification's C shape, named",
    ),
    _r(
        "v26r_gemma3_cut",
        "What a fun puzzle! Let's look at every row of the maze one at a time. Row 0 is all walls: 1 1 1 1 1. Row 1 starts with P and",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before naming a shape",
        finish_reason=L,
    ),
    _r(
        "v26r_small_triangle_repeat",
        "The empty cells form a triangle shape. The empty cells form a triangle shape. The empty cells form a triangle shape. The empty cells form a triangle shape.",
        "triangle",
        False,
        "small_repeat",
        "hard: the same sentence repeated names one shape, the triangle",
    ),
    _r(
        "v26r_small_echo",
        "Look at the maze. The empty cells form a shape. Name the shape. End your reply with a line of the form SHAPE: <name>.",
        U,
        False,
        "small_echo",
        "the instruction echoed with its placeholder: no shape named",
    ),
    _r(
        "v26r_small_placeholder_square",
        "The shape is:\nSHAPE: <square>",
        "square",
        False,
        "small_template",
        "hard: the placeholder brackets kept around a name: the square; strict miss",
    ),
    _r(
        "v26r_small_maze_shape",
        "The maze is a maze. SHAPE: maze",
        "none",
        False,
        "small_template",
        "hard: 'maze' names none of the shapes",
    ),
    _r(
        "v26r_haiku_declines",
        "I'm not able to identify shapes reliably from a grid of digits, so I'd rather not guess.",
        U,
        False,
        "refusal",
        "a refusal, no shape named",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v26r_french_name",
        "Les cellules ouvertes dessinent le contour d'un carré fermé.\n\nSHAPE: carré",
        U,
        False,
        "foreign_shape",
        "a shape named in French; shape names are read only in English and Chinese",
    ),
    _r(
        "v26r_emoji_only",
        "The open cells make this: ⬜\n\nSHAPE: ⬜",
        U,
        False,
        "emoji",
        "an emoji is not a shape name; whether it means square is not sure",
    ),
    _r(
        "v26r_two_offered",
        "It could be a square or a C, depending on whether the gap at (1,4) counts.\n\nSHAPE: square or C",
        U,
        False,
        "hedge",
        "two shapes offered, no pick",
    ),
    _r(
        "v26r_check_other",
        "SHAPE: square\n\nOn second look, the left side is the player's column and the right side closes it, but the bottom row looks more like the bottom of a C. So it's a C.",
        U,
        False,
        "verification_after",
        "a check after the answer concludes on C without saying it replaces the answer",
    ),
    _r(
        "v26r_prose_only",
        "I'd describe the empty cells as forming a hollow square.",
        "square",
        False,
        "prose_only",
        "hard: 'hollow square' names the square in a sentence; strict: no SHAPE line",
    ),
    _r(
        "v26r_cube",
        "In three dimensions this outline would be a cube's face.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: 'cube' is a variant name of the square",
    ),
    _r(
        "v26r_json_answer",
        '{"reasoning": "open cells trace a closed loop with four corners", "shape": "square", "confidence": 0.87}',
        "square",
        False,
        "tool_call_json",
        "hard: a JSON shape field names the square; strict: not the SHAPE line",
    ),
    _r(
        "v26r_think_cut",
        "<think>\nLet me map the open cells. Row 1: (1,1),(1,2),(1,3). Column 0: (2,0),(3,0),(4,0). Column 3: (2,3),(3,3). Row 4: (4,1),(4,2). So the outline goes around and",
        U,
        False,
        "think_block",
        "cut off inside the thinking, before any shape",
        finish_reason=L,
    ),
    _r(
        "v26r_square_pyramid",
        "Seen from above, the walls and the open outline suggest a square pyramid.\n\nSHAPE: square pyramid",
        "triangle",
        False,
        "solid_name",
        "hard: a solid named for a shape is the pyramid, the triangle's variant",
    ),
]

GENERATE = [
    _g(
        "v26g_gpt4o_tl3",
        "Here is a 5x5 maze whose open cells form a small square loop in the top-left corner.\n\nMAZE:\n"
        + RING_TL3,
        S,
        True,
        "short_reasoned",
    ),
    _g("v26g_gpt41mini_r3", "MAZE:\n" + RING_R3, S, True, "plain"),
    _g(
        "v26g_o3_tl4",
        "A 4x4 ring, P on the top edge, G in the bottom-left corner.\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v26g_gpt5_b3",
        "The loop sits at the bottom middle.\n\nMAZE:\n" + RING_B3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v26g_sonnet4_fenced",
        "I'll place a 3x3 loop on the right side.\n\nMAZE:\n```\n" + RING_R3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a fenced maze is read; strict: something after the maze",
    ),
    _g(
        "v26g_opus4_after",
        "MAZE:\n"
        + RING_TL4
        + "\n\nThe open cells form the border of a 4x4 square, with P and G on it.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v26g_flash_filled",
        "A compact square region of open cells.\n\nMAZE:\n" + FILLED_TL3,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v26g_pro_no_goal",
        "The ring is at the bottom.\n\nMAZE:\n" + NO_G,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v26g_qwen25_zh",
        "这个迷宫的空格组成一个正方形环。\n\nMAZE:\n" + RING_B3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v26g_qwen3_think",
        "<think>\nPut a 3x3 ring at rows 0-2, cols 0-2. Centre (1,1) wall. P at (0,0), G at (2,2).\n</think>\n\nMAZE:\n"
        + RING_TL3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v26g_r1_two_p",
        "<think>\n4x4 ring top-left, P at (0,2) and another start at (3,2).\n</think>\n\nMAZE:\n"
        + TWO_P,
        F,
        False,
        "think_block",
    ),
    _g("v26g_llama_four_rows", "MAZE:\n" + FOUR_ROWS, F, False, "plain"),
    _g("v26g_mistral_gap", "Here is the maze:\n\nMAZE:\n" + GAP_TL4, F, False, "plain"),
    _g(
        "v26g_cut_off",
        "Let me design this carefully. A 5x5 grid has 25 cells; the square should be hollow, so I'll use the cells on the border of a 4x4 block and wall the rest. Row 0:",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any maze",
        finish_reason=L,
    ),
    _g(
        "v26g_small_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:",
        U,
        False,
        "small_echo",
        "the instruction echoed and MAZE: alone: no maze",
    ),
    _g(
        "v26g_small_repeat_rows",
        "Here is the maze.\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
        "hard: rows of walls repeated past five: a maze with no P, G or open cell",
    ),
    _g(
        "v26g_coord_exact_tl4",
        "MAZE:\n" + coord_list(RING_TL4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v26g_coord_exact_r3",
        "The open cells form a 3x3 loop on the right.\n\nMAZE:\n" + coord_list(RING_R3),
        S,
        True,
        "short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v26g_coord_matrix_given",
        "MAZE:\n" + RING_B3,
        F,
        False,
        "wrong_encoding",
        "hard: a matrix where the coordinate list was asked is a fail",
        encoding="coord_list",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v26g_lower_p",
        "MAZE:\n" + LOWER_P,
        F,
        False,
        "lowercase_marker",
        "hard: a lowercase p is not P, a fail like S/E",
    ),
    _g(
        "v26g_two_mazes",
        "Option A:\nMAZE:\n" + RING_TL3 + "\n\nOption B:\nMAZE:\n" + RING_R3,
        U,
        False,
        "hedge",
        "two mazes offered, no pick",
    ),
    _g(
        "v26g_check_breaks_it",
        "MAZE:\n"
        + RING_B3
        + "\n\nLet me double-check: the ring has a gap at (3,2), so this is not a closed square. A better maze is\n"
        + RING_TL3,
        U,
        False,
        "verification_after",
        "a check after the answer concludes on another maze without saying it replaces it",
    ),
    _g(
        "v26g_json_rows",
        'MAZE:\n[["0", "0", "P", "0", "1"], ["0", "1", "1", "0", "1"], ["0", "1", "1", "0", "1"], ["G", "0", "0", "0", "1"], ["1", "1", "1", "1", "1"]]',
        S,
        False,
        "json_maze",
        "hard: a JSON array of the matrix's rows is the matrix wrapped, the ring is right; strict miss",
    ),
    _g(
        "v26g_coord_spaced_pairs",
        "MAZE:\n" + coord_list(RING_B3).replace(",", ", ").replace(",  ", ", "),
        S,
        False,
        "coord_spacing",
        "hard: the coordinate list with a space inside each pair is the same maze; strict: not as the encoder writes it",
        encoding="coord_list",
    ),
    _g(
        "v26g_coord_cut",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (1,3)",
        U,
        False,
        "long_cut_off",
        "cut off inside the coordinate list",
        finish_reason=L,
        encoding="coord_list",
    ),
    _g(
        "v26g_refusal",
        "I'm sorry, but I can only solve mazes, not create them.",
        U,
        False,
        "refusal",
        "a refusal, no maze",
    ),
    _g(
        "v26g_html_pre",
        "<pre>\nMAZE:\n" + RING_R3 + "\n</pre>",
        S,
        False,
        "html",
        "hard: the maze inside <pre> tags is read and right; strict: a tag after the maze",
    ),
    _g(
        "v26g_yaml_rows",
        "maze:\n  - 0 0 P 0 1\n  - 0 1 1 0 1\n  - 0 1 1 0 1\n  - G 0 0 0 1\n  - 1 1 1 1 1",
        S,
        False,
        "yaml",
        "hard: a YAML maze key with the rows as list items is the matrix wrapped; strict miss",
    ),
]

PUZZLE = [
    _p(
        "v26p_gpt4o_tl_cw",
        "The top-left elbow opens up and left, both off the board. Turning it clockwise points it up and right; one more step is needed, but this is the best single move.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v26p_gpt41mini_br",
        "Turning the bottom-right piece fixes its open end.\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "plain",
    ),
    _p(
        "v26p_o3_square_n",
        "Square 1 (top right) is the only piece facing off the board.\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v26p_gpt5_bl",
        "The bottom-left straight should run horizontally.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v26p_sonnet4_after",
        "ROTATE: (0, 1) clockwise\n\nThis makes the top-right elbow connect left and down, closing the loop.",
        (1, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v26p_opus4_list",
        "Pieces:\n- (0, 0): elbow, right and down, fine\n- (0, 1): elbow, up and left, leaks up\n- (1, 0): elbow, up and right, fine\n- (1, 1): elbow, up and left, fine\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "list_then_answer",
    ),
    _p(
        "v26p_flash_bold",
        "**Fix:** turn the bottom-right pipe.\n\nROTATE: (1, 1) **clockwise**",
        (3, CW),
        True,
        "markdown",
        "hard: bold around the direction is tolerated inline markdown",
    ),
    _p(
        "v26p_qwen25_zh",
        "右下角的弯管开口朝右，顺时针旋转一次后朝下。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_prose",
    ),
    _p(
        "v26p_qwen3_think",
        "<think>\n(1,0) opens left, off the board. Clockwise: left->up. Then it meets (0,0). Good.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v26p_r1_think_flip",
        "<think>\nTry (0,0) clockwise: it then opens right and down... that breaks (1,0). Undo. Try (0,1) counterclockwise instead: opens left and down. That works.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_changes_mind",
        "hard: the thinking tries and rejects another square; the answer line decides",
    ),
    _p(
        "v26p_llama_prose_then_line",
        "I will rotate the top-right pipe clockwise so it meets the pipe below.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _p(
        "v26p_mistral_anticlockwise",
        "ROTATE: (1, 0) anti-clockwise",
        (2, CCW),
        False,
        "variant_direction",
        "hard: 'anti-clockwise' is counterclockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v26p_phi4_cut",
        "To solve this puzzle, I need to examine each pipe piece and determine which direction its openings face. Starting with the top-left piece at (0, 0), its openings face",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before the answer line",
        finish_reason=L,
    ),
    _p(
        "v26p_gemma3_emoji",
        "🔄 Let's twist the bottom-left pipe!\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "emoji",
    ),
    _p(
        "v26p_small_echo",
        "Which square do you rotate? End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise). ROTATE: (row, col) clockwise (or counterclockwise).",
        U,
        False,
        "small_echo",
        "the instruction echoed, its placeholder kept with both directions",
    ),
    _p(
        "v26p_small_repeat",
        "ROTATE: (0, 0) clockwise\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_repeat",
        "hard: the same answer line repeated at the end is strictly right",
    ),
    _p(
        "v26p_small_no_dir",
        "The pipe at the bottom right.\nROTATE: (1, 1)",
        U,
        False,
        "small_template",
        "a square with no direction: the move is not named",
    ),
    _p(
        "v26p_llama4_declines",
        "I don't have enough information about which way each pipe opens to choose a rotation.",
        U,
        False,
        "refusal",
        "a refusal, no move",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v26p_one_based_said",
        "Counting rows and columns from 1, the leaking piece is (2, 2).\n\nROTATE: (2, 2) counterclockwise",
        (3, CCW),
        False,
        "one_based_said",
        "hard: said to count from 1, (2, 2) is (1, 1); strict: a format miss",
    ),
    _p(
        "v26p_fourth_square",
        "The fourth square is the one that leaks, so turn it clockwise.",
        (3, CW),
        False,
        "prose_only",
        "hard: 'the fourth square' is square 3; strict: no ROTATE line",
    ),
    _p(
        "v26p_korean_turn",
        "오른쪽 아래 파이프를 시계 방향으로 돌립니다.\n\nROTATE: (1, 1) 시계 방향",
        (3, CW),
        False,
        "foreign_direction",
        "hard: Korean 시계 방향 is clockwise; strict: clockwise/counterclockwise only",
    ),
    _p(
        "v26p_swedish_turn",
        "ROTATE: (0, 1) medurs",
        U,
        False,
        "foreign_direction",
        "a turn word in Swedish, not one of the languages read",
    ),
    _p(
        "v26p_both_turns",
        "ROTATE: (1, 0) clockwise or counterclockwise, both reach a connected state.",
        U,
        False,
        "hedge",
        "both turn directions for one square, no pick",
    ),
    _p(
        "v26p_tool_call",
        '{"name": "rotate_tile", "arguments": {"square": {"row": 0, "col": 1}, "turn": "counterclockwise"}}',
        (1, CCW),
        False,
        "tool_call_json",
        "hard: a tool call's row, col and direction name the move; strict: JSON, not the ROTATE line",
    ),
    _p(
        "v26p_check_prefers_other",
        "ROTATE: (0, 0) clockwise\n\nVerify: after this, (0, 0) opens right and down. Hmm, turning (1, 1) counterclockwise would also close the loop and looks cleaner.",
        U,
        False,
        "verification_after",
        "a check after the answer prefers another move without saying it replaces it",
    ),
    _p(
        "v26p_heading",
        "### ROTATE: (1, 1) counterclockwise",
        (3, CCW),
        False,
        "heading",
        "hard: a heading's answer is read; strict: a heading is not inline markdown",
    ),
    _p(
        "v26p_minus_ninety",
        "Rotate the top-left square by -90°.\n\nROTATE: (0, 0) -90°",
        U,
        False,
        "degrees",
        "a signed angle with no stated convention",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v26",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v26.py: counts, no reader
    print_counts(all_cases(), problems())

"""A thirty-sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants and path check (the last G walked
back to P). ``corpus_form`` and ``corpus_reading_v35`` were read for the data format only.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes, repeats, half-formed labels, cut-offs), and a chosen quarter (the
``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``), unclear replies and
clear look-alikes about even: answers for another goal, a check that ends on a question, an
answer left to the user, a pick made only by a label letter, checks that confirm in other words.
New rings (3x3 top-right and bottom-right, 4x4 top-right and bottom-left), new broken
mazes (a U with one ring cell walled, P on the centre, a 5x6 grid, no goal) and new routes (a
step down and back onto P, a walk on past G, a skip over (2,3), a start at P's neighbour).

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
DOWN_BACK = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: one step down, back onto P, then the top row and the right column."""
WALK_ON = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1"
"""Valid up to G (the last G walked back to P is the top-and-right route); walks on after."""
SKIP = "1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: jumps from (1,3) to (3,3) over (2,3)."""
FROM_NEIGHBOUR = "2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: starts at (2,0), not at P."""
WALL_CUT = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down through the walls (2,2) and (3,2)."""

# == generated mazes (5x5) =================================================================
RING_TR3 = """\
1 1 P 0 0
1 1 0 1 G
1 1 0 0 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P at (0,2), G at (1,4)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 G 0 0
1 1 0 1 P
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (3,4), G at (2,2)."""

RING_TR4 = """\
1 0 0 G 0
1 0 1 1 0
1 P 1 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (2,1), G at (0,3)."""

RING_BL4 = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 G 1
P 1 1 0 1
0 0 0 0 1"""
"""Valid: a 4x4 ring in the bottom-left corner, P at (3,0), G at (2,3)."""

U_SHAPE = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 1 1
1 P 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with (2,3) walled, a U."""

P_CENTRE = """\
1 1 1 1 1
1 0 0 0 1
1 0 P 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: P on the ring's centre, a filled block."""

SIX_WIDE = """\
1 1 1 1 1 1
1 P 0 0 1 1
1 0 1 0 1 1
1 0 0 G 1 1
1 1 1 1 1 1"""
"""Broken: six columns, not 5x5."""

NO_GOAL = """\
1 1 1 1 1
1 1 0 0 0
1 1 0 1 0
1 1 P 0 0
1 1 1 1 1"""
"""Broken: a ring with no G."""

# == solve (one move from P (1,0); legal: (2,0) down, (1,1) right) ========================
SOLVE = [
    _s(
        "v36s_gpt4o_short_reason",
        "The player is at (1, 0). Moving right keeps us in the open top corridor, which leads "
        "along row 1 toward column 3 and then down to the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reason_then_label",
    ),
    _s(
        "v36s_gpt41_bold_label",
        "Both (2, 0) and (1, 1) are open, and both routes are 6 moves long. I'll go down.\n\n"
        "**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v36s_o3_terse",
        "Down the left column is shortest-tied; taking it.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "terse",
    ),
    _s(
        "v36s_o4mini_plain",
        "Top corridor.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
        "hard: the bare answer line, nothing else (strict right)",
    ),
    _s(
        "v36s_gpt5_headed",
        "### Analysis\n- P = (1, 0), G = (4, 3)\n- Neighbours: up (0, 0) wall; right (1, 1) open; "
        "down (2, 0) open; left is off the grid.\n\n### Decision\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "headed_sections",
    ),
    _s(
        "v36s_haiku4_answer_first",
        "MOVE: (1, 1)\n\nMoving right starts the route along the top row; from (1, 3) the "
        "right column runs straight down to the goal at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v36s_sonnet4_bullets",
        "Looking at the grid:\n\n- I'm at **(1, 0)**.\n- Above me, (0, 0), is a wall.\n- Below "
        "me, (2, 0), is open and the left column leads to the bottom row.\n- To my right, (1, 1), "
        "is open too.\n\nEither works; the left column is as short as the top row, so I'll head "
        "down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v36s_opus4_prose_then_label",
        "The goal sits in the bottom-right of the open area, and the two corridors from the "
        "player meet only at the goal. I'll take the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reason_then_label",
    ),
    _s(
        "v36s_flash_table",
        "| Direction | Cell | Status |\n|---|---|---|\n| Up | (0, 0) | Wall |\n| Down | (2, 0) "
        "| Open |\n| Left | — | Outside |\n| Right | (1, 1) | Open |\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table_then_label",
    ),
    _s(
        "v36s_pro_step_list",
        "1. Locate P: row 1, column 0.\n2. Locate G: row 4, column 3.\n3. Open neighbours: "
        "(2, 0) and (1, 1).\n4. Both reach G in six moves; choose the top row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _s(
        "v36s_qwen25_chinese",
        "玩家位于 (1, 0)，终点在 (4, 3)。向下走可以沿着第 0 列到达最后一行，然后向右走到终点。"
        "\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_prose",
    ),
    _s(
        "v36s_qwen3_think",
        "<think>\nP is (1,0). Up is (0,0) which is 1, a wall. Right is (1,1) = 0. Down (2,0) = 0. "
        "Hmm, which one? Going right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). Going down: (2,0),"
        "(3,0),(4,0),(4,1),(4,2),(4,3). Same. I'll go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v36s_qwen3_fullwidth",
        "根据迷宫，玩家可以向右移动。\n\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
    ),
    _s(
        "v36s_llama33_sentence",
        "To get closer to the goal, the player should move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v36s_llama4_wall_move",
        "The goal is below and to the right. Moving up gets the player out of the corner.\n\n"
        "MOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
        "hard: a committed move into the wall (0, 0) is that (illegal) move, not unclear",
    ),
    _s(
        "v36s_mistral_final_answer",
        "The player can move down or right. I choose right.\n\nFinal answer:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
    ),
    _s(
        "v36s_phi4_boxed",
        "The only open neighbours are (2, 0) and (1, 1). Taking the downward path:\n\n"
        "$\\boxed{\\text{MOVE: } (2, 0)}$",
        (2, 0),
        None,
        "latex_boxed",
    ),
    _s(
        "v36s_gemma3_direction_word",
        "The player should move down.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
    ),
    _s(
        "v36s_v3_code_fence",
        "Current position (1, 0). Next move along the shortest path:\n\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
    ),
    _s(
        "v36s_r1_long_think",
        "<think>\nOkay, the maze. Row 0 is all walls. Row 1: P 0 0 0 1. So P at (1,0). G is in "
        "row 4 at column 3. From P, up is a wall; left is outside. Right is (1,1), open. Down is "
        "(2,0), open. Let me check the down path: (2,0) (3,0) (4,0) then right (4,1) (4,2) (4,3)."
        " That's 6 moves. The right path: (1,1) (1,2) (1,3) (2,3) (3,3) (4,3), also 6. Wait, is "
        "(2,3) open? Row 2: 0 1 1 0 1, so (2,3) is 0. Yes. Tie. I'll pick down.\n</think>\n\n"
        "Both routes are six moves; I go down first.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v36s_gpt4o_tool_call",
        '{"name": "move", "arguments": {"target": {"row": 2, "col": 0}, "reason": "left column"}}',
        (2, 0),
        None,
        "tool_call_json",
    ),
    _s(
        "v36s_sonnet4_one_based_said",
        "Counting rows and columns from 1 (so the top-left cell is (1, 1)), the player is at "
        "(2, 1) and the goal at (5, 4). I'll step right.\n\nMOVE: (2, 2)",
        (1, 1),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (2, 2) is (1, 1) (strict: a format miss)",
    ),
    _s(
        "v36s_flash_route_from_p",
        "The shortest path is (1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3).\n\n"
        "MOVE: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        U,
        None,
        "whole_route",
        "several cells on the MOVE line is unclear (ruling v24), even though a route from P",
    ),
    _s(
        "v36s_mixtral_repeat",
        "MOVE: (2, 0)\n\nThe player moves down one cell into the open left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeated_answer",
        "hard: the same answer line twice, the last line the answer (strict right)",
    ),
    _s(
        "v36s_qwen25_coordinate_spelled",
        "Using (row, col) with 0-indexing: row 2, column 0 is open and below the player.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "convention_spelled",
    ),
    _s(
        "v36s_llama33_html",
        "<p>The player should move <b>right</b>.</p>\n<p>MOVE: (1, 1)</p>",
        (1, 1),
        None,
        "html",
    ),
]
SOLVE += [
    _s(
        "v36s_small_echo_grid",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nMOVE: (row, col)",
        U,
        None,
        "small_echo",
        "the maze echoed and the prompt's placeholder kept; no cell",
    ),
    _s(
        "v36s_small_repeat_line",
        "Move right.\nMOVE: (1, 1)\nMove right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same answer line three times (strict right)",
    ),
    _s(
        "v36s_small_half_label",
        "MOVE (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: no colon and the bracket never closed, but the reply stopped (not cut off) after "
        "both numbers: a grader reads (1, 1) (strict: a format miss)",
    ),
    _s(
        "v36s_small_goal_as_move",
        "The green square is at (4, 3) so go there. MOVE: (4, 3)",
        (4, 3),
        None,
        "small_goal_as_move",
        "hard: a committed move straight to the goal is that (illegal) move; the answer is not "
        "the reply's own line (strict miss)",
    ),
    _s(
        "v36s_small_cut",
        "The player is at the position (1, 0). The player can move to the position (1, 1) or the "
        "position (2, 0). The player is at the position (1, 0). The player can",
        U,
        None,
        "small_cut",
        "cut off by max_tokens (finish_reason length) before any answer line",
        finish_reason=L,
    ),
    _s(
        "v36s_small_player_cell",
        "The red disc is at (1, 0).\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "small_stay",
        "hard: the player's own cell named as the move is that (illegal) move",
    ),
]

SOLVE += [
    _s(
        "v36s_small_opening_repeat",
        "You are solving a maze one move at a time. You are solving a maze one move at a time. "
        "MOVE: (2, 0)",
        (2, 0),
        None,
        "small_echo",
        "hard: the task's opening repeated, then one cell on the same line (strict: not its own "
        "line)",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v36c_s_other_goal",
        "If the goal were at the top right, going right would be the only sensible move; here the "
        "goal is bottom-right and both corridors work. Going down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: a hypothetical set aside, then one committed answer line",
    ),
    _s(
        "v36c_s_ends_on_question",
        "MOVE: (1, 1)\n\nHmm, but is (1, 2) really open, or did I misread row 1? If it is a wall "
        "the right-hand move dead-ends.",
        U,
        None,
        "second_thought",
        "a doubt after the answer about the answer's own route, never settled",
    ),
    _s(
        "v36c_s_confirm_other_words",
        "MOVE: (2, 0)\n\nCheck: (2, 0) is the cell directly beneath the player and holds a 0, "
        "so the step is legal and starts the left-column route. Confirmed.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the answer that confirms the same cell in other words",
    ),
    _s(
        "v36c_s_user_choice",
        "There are two equally short options: down to (2, 0) or right to (1, 1). Let me know "
        "which corridor you prefer and I'll continue from there.",
        U,
        None,
        "two_options",
        "two cells offered and the choice handed back to the user",
    ),
    _s(
        "v36c_s_rejected_clearly",
        "Right to (1, 1) looks tempting, but I'll rule it out: I want to keep the top row free "
        "for later. So the move is down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other cell is named and explicitly ruled out before the answer line",
    ),
    _s(
        "v36c_s_option_letter",
        "Options:\nA) (2, 0) — down the left column\nB) (1, 1) — along the top row\n\nI pick B.",
        (1, 1),
        None,
        "option_letter",
        "hard: the pick is made by the option's letter, which names (1, 1)",
    ),
    _s(
        "v36c_s_option_letter_unpicked",
        "Options:\nA) (2, 0) — down the left column\nB) (1, 1) — along the top row\n\n"
        "Both are six steps to the goal.",
        U,
        None,
        "two_options",
        "two lettered options and no pick",
    ),
    _s(
        "v36c_s_withdrawn_late",
        "MOVE: (1, 1)\n\nOn reflection I'm not confident in that — the top row might not connect "
        "to the right column. I'd rather not commit to it.",
        U,
        None,
        "withdrawn",
        "the answer is withdrawn ('not confident... rather not commit') and never replaced",
    ),
    _s(
        "v36c_s_correction",
        "MOVE: (0, 0)\n\nCorrection: (0, 0) is a wall. The move I mean is the one below the "
        "player.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a stated correction with a new answer line replaces the first answer",
    ),
    _s(
        "v36c_s_different_player",
        "Assuming the player is the cell at (2, 0) (the first open cell of the left column), the "
        "next move is (3, 0).\n\nMOVE: (3, 0)?",
        U,
        None,
        "conditional",
        "an answer for another player position, inside its own assumption, ending in a question",
    ),
    _s(
        "v36c_s_prose_only",
        "I would step into the cell right below the player, row 2 column 0, and then keep going "
        "down the left column.",
        (2, 0),
        None,
        "prose_only",
        "hard: the answer only in a prose sentence, named by row and column",
    ),
]
# == one-shot (whole route from P to G) ===================================================
ONE_SHOT = [
    _o(
        "v36o_gpt4o_plain",
        "Top row first, then straight down column 3 to the green square:\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "reason_then_label",
    ),
    _o(
        "v36o_gpt41_bold",
        "Down the left edge, then along the bottom.\n\n**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v36o_o3_arrows",
        "Shortest route (6 moves):\n\nPATH: " + path_text(RIGHT, " -> "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v36o_gpt5_walk_on",
        "Route, continuing along the bottom after reaching the goal:\n\nPATH: "
        + path_text(WALK_ON),
        S,
        True,
        "walk_on",
        "hard: reaches G and walks on; the last G walked back to P is valid (spec check)",
    ),
    _o(
        "v36o_haiku4_skip",
        "Along the top and down the right side:\n\nPATH: " + path_text(SKIP),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v36o_sonnet4_down_back",
        "I'll probe the left column first, come back, and then take the top row:\n\nPATH: "
        + path_text(DOWN_BACK),
        S,
        True,
        "back_step",
        "hard: a step down and back onto P, then a valid route: every step legal",
    ),
    _o(
        "v36o_opus4_table_then_path",
        "Plan:\n\n| Step | Cell |\n|---|---|\n| 0 | (1, 0) |\n| 1 | (2, 0) |\n| 2 | (3, 0) |\n| 3 | (4, 0) "
        "|\n| 4 | (4, 1) |\n| 5 | (4, 2) |\n| 6 | (4, 3) |\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "table_then_label",
    ),
    _o(
        "v36o_flash_commas",
        "The route hugs the left wall and the bottom.\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
    ),
    _o(
        "v36o_pro_from_neighbour",
        "Starting from the first free cell below the player:\n\nPATH: " + path_text(FROM_NEIGHBOUR),
        F,
        False,
        "not_from_p",
    ),
    _o(
        "v36o_qwen25_chinese",
        "路径如下：先向右走到 (1, 3)，再向下走到终点。\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v36o_qwen3_think_wall",
        "<think>\nFrom (1,0) right to (1,2), then down (2,2), (3,2), (4,2), right to (4,3). "
        "Looks fine.\n</think>\n\nPATH: " + path_text(WALL_CUT),
        F,
        False,
        "think_block",
    ),
    _o(
        "v36o_llama33_directions",
        "Go right three times, then down three times and you are at the goal.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail (ruling)",
    ),
    _o(
        "v36o_llama4_list",
        "PATH:\n- (1, 0)\n- (2, 0)\n- (3, 0)\n- (4, 0)\n- (4, 1)\n- (4, 2)\n- (4, 3)",
        S,
        False,
        "list_of_cells",
    ),
    _o(
        "v36o_mistral_json",
        '```json\n{"path": [[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]]}\n```',
        S,
        False,
        "json_path",
    ),
    _o(
        "v36o_phi4_one_based_said",
        "Using 1-indexed (row, column) coordinates:\n\nPATH: " + one_based(RIGHT),
        S,
        False,
        "one_based_said",
        "hard: the reply says it is 1-indexed; converted, the route is valid (strict miss)",
    ),
    _o(
        "v36o_gemma3_tight",
        "The route below avoids every wall.\nPATH: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3)",
        S,
        False,
        "spacing",
    ),
    _o(
        "v36o_v3_steps",
        "Step-by-step:\n1. (1, 0) start\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n"
        "7. (4, 3) goal\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "numbered_steps",
    ),
    _o(
        "v36o_r1_changes_mind",
        "<think>\nTry down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Wait, (4,1): row 4 is 0 0 0 G 1,"
        " so open. OK. Alternatively top row. I'll give the top row actually, no — keep the down "
        "path, it's simplest.\n</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v36o_small_echo_prompt",
        "End your reply with a line of the form PATH: (row, col) (row, col) ...",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed; no route",
    ),
    _o(
        "v36o_small_repeat_cells",
        "PATH: (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1)",
        F,
        False,
        "small_repeat",
        "hard: a back-and-forth loop that never reaches G is a route that fails",
    ),
    _o(
        "v36o_small_cut",
        "The path from the player is PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the route",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v36c_o_two_routes",
        "Route A:\nPATH: " + path_text(RIGHT) + "\n\nRoute B:\nPATH: " + path_text(DOWN),
        U,
        False,
        "two_options",
        "two headed routes, each with an answer line, no pick (ruling v31)",
    ),
    _o(
        "v36c_o_route_b_picked",
        "Route A:\n" + path_text(RIGHT) + "\n\nRoute B:\n" + path_text(DOWN) + "\n\nRoute B is "
        "the one I submit.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: two routes shown, one picked in words and given as the final line",
    ),
    _o(
        "v36c_o_check_confirms",
        "PATH: " + path_text(DOWN) + "\n\nVerifying: every consecutive pair differs by one row "
        "or one column, none of the cells is a 1, and the last one is G. The path is valid.",
        S,
        False,
        "verification_after",
        "hard: a check after the answer that confirms it (strict: not the final line)",
    ),
    _o(
        "v36c_o_check_doubts",
        "PATH: " + path_text(RIGHT) + "\n\nChecking (2, 3): row 2 is `0 1 1 0 1`... hmm, I may be "
        "looking at the wrong row. I'll need to recheck whether column 3 is open there.",
        U,
        False,
        "second_thought",
        "a check after the answer that doubts a cell of it and is never settled",
    ),
    _o(
        "v36c_o_unfinished_fix",
        "PATH: " + path_text(SKIP) + "\n\nOops, I skipped a cell between (1, 3) and (3, 3). The "
        "fixed path is",
        U,
        False,
        "withdrawn",
        "the answer withdrawn ('Oops... skipped a cell') and the fix never written",
    ),
    _o(
        "v36c_o_fix_written",
        "PATH: "
        + path_text(SKIP)
        + "\n\nOops, I skipped (2, 3). Fixed:\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "correction",
        "hard: the mistake stated and a new answer line replaces it",
    ),
    _o(
        "v36c_o_if_diagonals",
        "If diagonal moves were allowed I could cut the corner; they aren't, so:\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "conditional",
        "hard: a hypothetical set aside, then one committed route",
    ),
]
# == recognize (the maze's open cells form a square ring) =================================
RECOGNIZE = [
    _r(
        "v36r_gpt4o_plain",
        "The open cells trace the outline of a rectangle around a block of walls.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v36r_gpt41_rectangle",
        "The empty cells run along four straight sides that meet at right angles.\n\n"
        "SHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is the square's variant name (strict right, ruling v25)",
    ),
    _r(
        "v36r_o3_terse",
        "Closed four-sided loop.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v36r_gpt5_bold",
        "A closed loop with four corners.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v36r_haiku4_spiral",
        "The path winds inward from the player toward the goal.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _r(
        "v36r_sonnet4_answer_first",
        "SHAPE: square\n\nThe empty cells form a closed loop with walls inside it.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v36r_opus4_box",
        "Tracing the 0s: the top row from (1, 0) to (1, 3), down the right side, back along the "
        "bottom, and up the left. That's a box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v36r_flash_c",
        "The open cells curve around the walls like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _r(
        "v36r_pro_heading",
        "## Shape\n\nThe open corridor outlines a square.\n\nSHAPE: square",
        "square",
        True,
        "headed_sections",
    ),
    _r(
        "v36r_qwen25_chinese_name",
        "空白格子组成了一个正方形的轮廓。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
    ),
    _r(
        "v36r_qwen3_think",
        "<think>\nThe zeros: row 1 cols 0-3, column 0 rows 1-4, row 4 cols 0-3, column 3 rows "
        "1-4. A loop. Could it be a C? No, it is closed. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v36r_llama33_triangle",
        "The open cells form a triangle pointing to the goal.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v36r_llama4_quadrilateral",
        "The shape is a quadrilateral loop.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v36r_mistral_code",
        "```\nSHAPE: square\n```",
        "square",
        False,
        "fenced_answer",
    ),
    _r(
        "v36r_phi4_cross",
        "The corridors intersect like an X.\n\nSHAPE: cross",
        "cross",
        False,
        "wrong_shape",
    ),
    _r(
        "v36r_gemma3_lowercase",
        "the shape is a square\nshape: square",
        "square",
        False,
        "lowercase_label",
    ),
    _r(
        "v36r_v3_emoji",
        "The empty cells make a square 🟦 loop.\n\nSHAPE: square ✅",
        "square",
        False,
        "emoji",
        "hard: an emoji after the name on the answer line (strict: a word after the value)",
    ),
    _r(
        "v36r_r1_think_changes",
        "<think>\nAt first I thought zigzag because the path bends, but it bends four times "
        "and closes, so it's a square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v36r_small_echo",
        "Name the shape the empty cells form. SHAPE: <name>",
        U,
        False,
        "small_echo",
        "the instruction echoed with the placeholder; no shape named",
    ),
    _r(
        "v36r_small_repeat",
        "SHAPE: square\n\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the same answer line twice (strict right)",
    ),
    _r(
        "v36r_small_cut",
        "The empty cells form a shape. The shape is made of the empty cells. The shape is a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before a name",
        finish_reason=L,
    ),
]

RECOGNIZE += [
    _r(
        "v36r_small_triangle_loop",
        "The empty cells form a triangle. The empty cells form a triangle. The empty cells form a",
        U,
        False,
        "small_cut",
        "the same sentence repeated until max_tokens cut it off mid-sentence (finish_reason "
        "length): the reply never finished its answer",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v36c_r_c_or_square",
        "It is either a C (if the gap at (1, 4) counts as an opening) or a square.\n\n"
        "SHAPE: square or C",
        U,
        False,
        "two_options",
        "two shapes on the answer line, no pick",
    ),
    _r(
        "v36c_r_c_rejected",
        "It is not a C: there is no opening on any side, the loop is closed.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: C named only to be ruled out",
    ),
    _r(
        "v36c_r_then_doubt",
        "SHAPE: square\n\nAlthough, looking at the bottom row again, it could be open on the "
        "right, which would make it a C. I'm not sure.",
        U,
        False,
        "second_thought",
        "a doubt after the answer proposing another shape, ending unsure",
    ),
    _r(
        "v36c_r_restated",
        "SHAPE: square\n\nIn other words, the empty cells outline a four-sided box — a square.",
        "square",
        False,
        "verification_after",
        "hard: the answer restated in other words (box = square) after the line",
    ),
    _r(
        "v36c_r_question_back",
        "Before I answer: do you count a ring with a walled centre as a square, or only a filled "
        "one?",
        U,
        False,
        "question_back",
        "only a question back, no shape named",
    ),
    _r(
        "v36c_r_question_then_commit",
        "Does a hollow ring count as a square? The specification's square is a closed loop, so "
        "yes.\n\nSHAPE: square",
        "square",
        True,
        "question_back",
        "hard: asks its own question, answers it, then commits",
    ),
    _r(
        "v36c_r_french",
        "Les cellules vides dessinent un carré fermé.\n\nSHAPE: carré",
        U,
        False,
        "other_language",
        "a shape named in French (names are read only in English and Chinese)",
    ),
]
# == generate (a new 5x5 maze whose open cells form a square ring) ========================
GENERATE = [
    _g(
        "v36g_gpt4o_plain",
        "Here is a maze with a 3x3 ring in the top-right corner:\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v36g_gpt41_fenced",
        "MAZE:\n```\n" + RING_BR3 + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v36g_o3_ring_tr4",
        "A 4x4 ring against the top and right edges:\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v36g_gpt5_u_shape",
        "A compact ring in the middle:\n\nMAZE:\n" + U_SHAPE,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v36g_haiku4_then_note",
        "MAZE:\n" + RING_BL4 + "\n\nThe ring is 4x4 in the lower-left; P and G sit on it.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v36g_sonnet4_p_centre",
        "I'll place the player in the middle of a 3x3 room:\n\nMAZE:\n" + P_CENTRE,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v36g_opus4_reason",
        "Requirements: 5x5, open cells forming a square loop, P and G on the loop, everything "
        "else walls. A 3x3 loop in the bottom-right satisfies this.\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v36g_flash_six_wide",
        "MAZE:\n" + SIX_WIDE,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v36g_pro_bmatrix",
        "$$\\begin{bmatrix} "
        + " \\\\ ".join(" & ".join(row.split()) for row in RING_TR3.splitlines())
        + " \\end{bmatrix}$$",
        S,
        False,
        "latex_matrix",
        "hard: the asked matrix in a LaTeX bmatrix (normalised; strict miss)",
    ),
    _g(
        "v36g_qwen25_chinese",
        "下面是一个新的迷宫，空白格子组成一个正方形环：\n\nMAZE:\n" + RING_BL4,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v36g_qwen3_think",
        "<think>\nA 4x4 ring in the top-right. P on the left side, G on the top.\n</think>\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v36g_llama33_no_goal",
        "Here is your maze:\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v36g_llama4_lower_pg",
        "MAZE:\n" + RING_TR3.replace("P", "p").replace("G", "g"),
        F,
        False,
        "lowercase_pg",
        "hard: lowercase p/g is a fail (ruling)",
    ),
    _g(
        "v36g_mistral_original",
        "A maze with a square ring, as requested:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copied_original",
        "hard: the question's own maze given back is not a new maze",
    ),
    _g(
        "v36g_phi4_coord",
        "MAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v36g_gemma3_coord_matrix",
        "MAZE:\n" + RING_BR3,
        F,
        False,
        "wrong_encoding",
        "hard: the matrix given where the coordinate list was asked is a fail (ruling)",
        encoding="coord_list",
    ),
    _g(
        "v36g_v3_coord_note",
        "MAZE:\n" + coord_list(RING_BL4) + "\n\n(Ring of side 4 in the lower-left corner.)",
        S,
        False,
        "answer_then_explanation",
        encoding="coord_list",
    ),
    _g(
        "v36g_r1_think_fix",
        "<think>\nFirst try: P in the middle... no, the centre must be a wall. Move P onto the "
        "ring at (3,4).\n</think>\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v36g_small_echo",
        "Sure! Here is a new maze.\n\nMAZE:",
        U,
        False,
        "small_echo",
        "'MAZE:' alone, no maze (ruling v20)",
    ),
    _g(
        "v36g_small_repeat_row",
        "Maze maze maze.\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
        "hard: a grid of walls only, seven rows of them, is a maze attempt that fails",
    ),
    _g(
        "v36g_small_cut",
        "MAZE:\n1 1 P 0 0\n1 1 0 1 G\n1 1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v36c_g_two_mazes",
        "Option 1:\nMAZE:\n" + RING_TR3 + "\n\nOption 2:\nMAZE:\n" + RING_TR4,
        U,
        False,
        "two_options",
        "two mazes under two headings, no pick (ruling v31)",
    ),
    _g(
        "v36c_g_pick_second",
        "Option 1:\n" + U_SHAPE + "\n\nOption 1 has a gap at (2, 3), so I discard it and "
        "submit option 2.\n\nMAZE:\n" + RING_BL4,
        S,
        True,
        "rejected_alternative",
        "hard: a broken draft discarded in words, the final maze valid and last",
    ),
    _g(
        "v36c_g_doubt_after",
        "MAZE:\n" + RING_TR3 + "\n\nWait — does G at (1, 4) sit on the ring or outside it? "
        "I should double-check column 4.",
        U,
        False,
        "second_thought",
        "a doubt after the maze about its own goal, never settled",
    ),
    _g(
        "v36c_g_check_ok",
        "MAZE:\n" + RING_TR4 + "\n\nCheck: 12 open cells in a 4x4 loop, a 2x2 block of walls "
        "inside, P and G both on the loop. All good.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it",
    ),
    _g(
        "v36c_g_asks_size",
        "Do you want the ring to be 3x3 or 4x4? I can make either.",
        U,
        False,
        "question_back",
        "a question back and no maze",
    ),
    _g(
        "v36c_g_struck_row",
        "MAZE:\n" + RING_BR3 + "\n~~1 1 1 1 1~~",
        S,
        False,
        "struck_text",
        "hard: a struck extra row is withdrawn; the maze left is valid (strict: text after)",
    ),
]
# == puzzle (2x2 board; square index 2 * row + col) =======================================
PUZZLE = [
    _p(
        "v36p_gpt4o_plain",
        "The elbow at the bottom-right points away from its neighbours; turning it once fixes "
        "the connection.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "reason_then_label",
    ),
    _p(
        "v36p_gpt41_square_n",
        "Square 2 is the only one whose opening faces the edge.\n\nROTATE: square 2 "
        "counterclockwise",
        (2, CCW),
        True,
        "square_number",
    ),
    _p(
        "v36p_o3_terse",
        "Top-right piece, one turn left.\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v36p_o4mini_cw_abbrev",
        "Rotate the top-left piece.\n\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "abbreviation",
    ),
    _p(
        "v36p_gpt5_bold",
        "**ROTATE: (1, 0) clockwise**",
        (2, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v36p_haiku4_answer_first",
        "ROTATE: (0, 0) counterclockwise\n\nThis points the top-left elbow's open side toward "
        "the square on its right.",
        (0, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v36p_sonnet4_bullets",
        "- (0, 0): connects right and down ✓\n- (0, 1): connects up and left ✗ (up is off the "
        "board)\n- (1, 0): connects up and right ✓\n- (1, 1): connects up and left ✓\n\n"
        "ROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "table_then_label",
    ),
    _p(
        "v36p_opus4_degrees",
        "Turning the top-right square by 90° clockwise closes the loop.\n\nROTATE: (0, 1) 90° "
        "clockwise",
        (1, CW),
        False,
        "degrees",
    ),
    _p(
        "v36p_flash_counter_hyphen",
        "ROTATE: (1, 1) counter-clockwise",
        (3, CCW),
        False,
        "abbreviation",
    ),
    _p(
        "v36p_pro_steps",
        "1. Find the square whose pipe points off the board: (1, 0) points left.\n2. One "
        "clockwise turn makes it point up.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "numbered_steps",
    ),
    _p(
        "v36p_qwen25_chinese_direction",
        "右下角的方块需要逆时针旋转。\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
    ),
    _p(
        "v36p_qwen3_think",
        "<think>\nSquare 1 (0,1) points up, off board. Rotate clockwise → right? Also off board. "
        "Counterclockwise → left. Good.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v36p_llama33_french",
        "Il faut tourner le carré (1, 0) dans le sens inverse des aiguilles d'une montre.\n\n"
        "ROTATE: (1, 0) dans le sens inverse des aiguilles d'une montre",
        (2, CCW),
        False,
        "other_language_direction",
        "hard: a French turn word is read (ruling v16); strict miss",
    ),
    _p(
        "v36p_llama4_ordinal",
        "Rotate the third square clockwise.",
        (2, CW),
        False,
        "ordinal",
    ),
    _p(
        "v36p_mistral_tight",
        "ROTATE: (0,0) clockwise",
        (0, CW),
        False,
        "spacing",
    ),
    _p(
        "v36p_phi4_yaml",
        "```yaml\nrotate:\n  square: [1, 1]\n  direction: clockwise\n```",
        (3, CW),
        False,
        "yaml",
    ),
    _p(
        "v36p_gemma3_tool_call",
        '{"name": "rotate_square", "arguments": {"row": 0, "col": 1, "direction": "counterclockwise"}}',
        (1, CCW),
        False,
        "tool_call_json",
    ),
    _p(
        "v36p_v3_square_word",
        "The piece that needs turning is the bottom-left one.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
    ),
    _p(
        "v36p_r1_think_settles",
        "<think>\nMaybe (0,0) clockwise? Then it faces down and left — left is off board. No. "
        "(0,0) counterclockwise: faces up and right... up off board. Hmm. What about (1,1)? "
        "Clockwise makes it face left and up: both neighbours. Yes.\n</think>\n\nROTATE: (1, 1) "
        "clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v36p_small_echo",
        "You are solving a rotation puzzle. End your reply with a line of the form ROTATE: (row, "
        "col) clockwise (or counterclockwise).",
        U,
        False,
        "small_echo",
        "the instruction echoed with its placeholder and both directions",
    ),
    _p(
        "v36p_small_repeat",
        "ROTATE: (1, 0) counterclockwise\n\nROTATE: (1, 0) counterclockwise\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "small_repeat",
        "hard: the same answer line twice (strict right)",
    ),
    _p(
        "v36p_small_cut",
        "The board has four squares. The first square is (0, 0). The second square is (0, 1). "
        "The third",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v36c_p_both_ways",
        "ROTATE: (0, 1) clockwise\n\nCounterclockwise would work just as well here, since the "
        "piece is straight.",
        U,
        False,
        "second_thought",
        "both turn directions offered for one square, no pick",
    ),
    _p(
        "v36c_p_other_way_rejected",
        "Counterclockwise would point the opening off the board, so not that. "
        "\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "rejected_alternative",
        "hard: the other direction named and ruled out",
    ),
    _p(
        "v36c_p_if_board",
        "If (1, 1) is the straight piece, turn it; otherwise turn (1, 0).\n\nROTATE: (1, 1) "
        "clockwise",
        U,
        False,
        "conditional",
        "an answer line under an open condition with another answer for the other case",
    ),
    _p(
        "v36c_p_check_confirms",
        "ROTATE: (1, 0) clockwise\n\nAfter that turn the bottom-left elbow reaches up to (0, 0) "
        "and right to (1, 1), so every pipe meets a neighbour. The move is right.",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the answer that confirms it in other words",
    ),
    _p(
        "v36c_p_withdraw",
        "ROTATE: (0, 0) clockwise\n\nScratch that, I misread the top-left piece.",
        U,
        False,
        "withdrawn",
        "the answer withdrawn ('Scratch that') and never replaced",
    ),
    _p(
        "v36c_p_replaced",
        "ROTATE: (0, 0) clockwise\n\nScratch that, I misread the top-left piece. The move is:\n\n"
        "ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: the answer withdrawn and replaced by a new answer line",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v36",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v36.py: counts, no reader
    print_counts(all_cases(), problems())

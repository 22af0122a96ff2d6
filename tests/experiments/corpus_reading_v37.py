"""A thirty-seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v33`` ... ``_v36`` were read for the data format and the rulings as applied.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes of the prompt and its example, repeats, half-formed labels,
cut-offs), and a chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls
start ``hard:``), unclear replies and clear look-alikes about even, on habits the earlier sets
did not take as themes: a closing summary that restates the answer (the same one, or another);
a "Note:" or "Caveat:" after the answer; a remark that another value "would also work" (with or
without a pick); the prompt's own format template echoed beside a real answer; assumptions
stated before the answer (settled in the reply, or left open); a self-rating of confidence; the
answer given twice in two notations that agree or disagree; a reply that re-reads the prompt
midway. New rings (3x3 top-middle and top-left, 4x4 lower-left and bottom-right), new broken
mazes (a ring with one corner walled, two players, four rows, a ring with a spur) and new routes
(a full loop back onto P, a step back in the top row, a step back in the left column, a diagonal
cut, a route that stops short, the route walked from G to P, a cut through the walls).

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
LOOP_BACK = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0 3,0 2,0 1,0"
"""Valid up to G (the top-and-right route), then on round the ring back onto P."""
RIGHT_DETOUR = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: a step back along the top row, then on to G."""
DOWN_DETOUR = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step back up the left column, then on to G."""
DIAG_CUT = "1,0 1,1 1,2 2,3 3,3 4,3"
"""Broken: a diagonal step from (1,2) to (2,3)."""
SHORT = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: stops one cell before G."""
REVERSED = "4,3 3,3 2,3 1,3 1,2 1,1 1,0"
"""Broken: walked from G to P."""
INTO_WALL = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down through the walls (2,1) and (3,1)."""

# == generated mazes (5x5) =================================================================
RING_TOP3 = """\
1 0 0 0 1
1 0 1 0 1
1 G 0 P 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top, columns 1-3, P at (2,3), G at (2,1)."""

RING_TL3 = """\
G 0 0 1 1
0 1 0 1 1
0 P 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (2,1), G at (0,0)."""

RING_LOW4 = """\
1 1 1 1 1
0 0 0 0 1
P 1 1 G 1
0 1 1 0 1
0 0 0 0 1"""
"""Valid: a 4x4 ring in the lower-left, P at (2,0), G at (2,3)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 0
1 0 1 1 0
1 P 0 0 G"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (4,1), G at (4,4)."""

CORNER_WALLED = """\
1 1 1 1 1
1 P 0 G 1
1 0 1 0 1
1 0 0 1 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with its corner (3,3) walled."""

TWO_P = """\
1 1 1 1 1
1 1 P 0 P
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Broken: a 3x3 ring with two players."""

FOUR_ROWS = """\
1 0 0 0 1
1 0 1 0 1
1 P 0 G 1
1 1 1 1 1"""
"""Broken: four rows, not 5x5."""

SPUR = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 0 1
1 P 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with an open spur at (1,4)."""

# == solve (one move from P (1,0); legal: (2,0) down, (1,1) right) ========================
SOLVE = [
    _s(
        "v37s_gpt4o_two_routes_compared",
        "From (1, 0) the player can go right along the top corridor or down the left column. "
        "Both reach the goal at (4, 3) in six moves, so I'll take the top corridor.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reason_then_label",
    ),
    _s(
        "v37s_gpt41_numbered_check",
        "1. Up — (0, 0) is a wall.\n2. Left — outside the grid.\n3. Right — (1, 1) is open.\n"
        "4. Down — (2, 0) is open.\n\nGoing down keeps the route along the edge.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _s(
        "v37s_o3_one_clause",
        "Left column, then bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "terse",
    ),
    _s(
        "v37s_gpt5_final_heading",
        "The two open neighbours tie on distance to G.\n\n**Final answer**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
    ),
    _s(
        "v37s_haiku4_answer_then_reason",
        "MOVE: (2, 0)\n\nThe cell below the player is open, and the left column leads straight "
        "to the bottom row, which ends at the goal.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v37s_sonnet4_walkthrough",
        "Let me trace the open cells. Row 1 is open from column 0 to 3; column 3 is open from "
        "row 1 to row 4, where the goal is. That's a clean route, so I'll start it.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reason_then_label",
    ),
    _s(
        "v37s_opus4_brief",
        "The goal is in the bottom row; the left column takes me there directly.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v37s_flash_bold_label_only",
        "The top row is open all the way to column 3.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
        "hard: bold around the label only, the rest of the line as asked (inline bold tolerated)",
    ),
    _s(
        "v37s_pro_json_fence",
        'Next step:\n\n```json\n{"move": {"row": 2, "col": 0}}\n```',
        (2, 0),
        None,
        "json_answer",
    ),
    _s(
        "v37s_qwen25_fullwidth_label",
        "玩家在 (1, 0)。下方的格子是空的。\n\n答案：\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _s(
        "v37s_qwen3_think_short",
        "<think>\nP at (1,0). Neighbours: (0,0) wall, (2,0) open, (1,1) open. Right leads along "
        "row 1 to (1,3), then down to (4,3). Fine.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v37s_qwen25_chinese_direction",
        "玩家应该向右走，沿着第一行前进。\n\nMOVE: 向右",
        (1, 1),
        None,
        "direction_word",
    ),
    _s(
        "v37s_llama33_should_move",
        "Based on the maze layout, the player should move down to get closer to the goal.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v37s_llama4_tight",
        "Moving down.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
    ),
    _s(
        "v37s_mistral_plain",
        "I will move right, toward column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reason_then_label",
    ),
    _s(
        "v37s_phi4_latex_display",
        "The open neighbours are (2, 0) and (1, 1). Choosing the top row:\n\n"
        "\\[ \\text{MOVE: } (1, 1) \\]",
        (1, 1),
        None,
        "latex_boxed",
    ),
    _s(
        "v37s_gemma3_german",
        "Der Spieler sollte nach unten gehen.\n\nMOVE: nach unten",
        (2, 0),
        None,
        "direction_word",
        "hard: a German direction word is the neighbouring cell below P (ruling: ten languages)",
    ),
    _s(
        "v37s_v3_xml_tag",
        "The left column is clear.\n\n<answer>MOVE: (2, 0)</answer>",
        (2, 0),
        None,
        "xml_tag",
    ),
    _s(
        "v37s_r1_think_tie",
        "<think>\nLet me map it. Row 0: all walls. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: "
        "0 1 1 0 1. Row 4: 0 0 0 G 1. From (1,0): up (0,0) is 1, blocked. Right (1,1) is 0. "
        "Down (2,0) is 0. Route via right: (1,1) (1,2) (1,3) (2,3) (3,3) (4,3), six moves. Via "
        "down: (2,0) (3,0) (4,0) (4,1) (4,2) (4,3), six moves. A tie; either is optimal. I'll "
        "go right.\n</think>\n\nThe routes tie at six moves; I go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v37s_r1_think_never_closed",
        "<think>\nP is at (1,0). Down is (2,0), open. Right is (1,1), open. Which is shorter? "
        "Down then along row 4... (4,1), (4,2), then (4,3). Right then down column 3... also "
        "six. Hmm, so maybe (2, 0), or maybe",
        U,
        None,
        "think_unclosed",
        "a thinking block never closed and no answer after it (the reply stopped, not cut off)",
    ),
    _s(
        "v37s_gpt4o_japanese",
        "プレイヤーは下に進むべきです。\n\nMOVE: 下",
        (2, 0),
        None,
        "direction_word",
        "hard: a Japanese direction word ('down') is the cell below P (ruling: ten languages)",
    ),
    _s(
        "v37s_llama4_dutch",
        "De speler moet naar beneden.\n\nMOVE: omlaag",
        U,
        None,
        "other_language_direction",
        "a direction word in Dutch, outside the ten languages read: unreadable, not wrong",
    ),
    _s(
        "v37s_mistral_one_based_unsaid",
        "The player starts at (2, 1). Moving right along the top corridor gives (2, 2).\n\n"
        "MOVE: (2, 2)",
        U,
        (2, 2),
        "one_based_unsaid",
        "names P as (2, 1), so it counts from 1 without saying so; read as written (2, 2) is a "
        "wall, read from 1 it is (1, 1): it matters (v35/v36's ruling); strict (2, 2) as written",
    ),
    _s(
        "v37s_sonnet4_one_based_said",
        "I'll number rows and columns from 1 here, so the top-left cell is (1, 1) and the "
        "player is at (2, 1). The cell below is open.\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (3, 1) is (2, 0) (strict: a format miss)",
    ),
    _s(
        "v37s_gpt41_table_then_label",
        "| Neighbour | Cell | Open? |\n|---|---|---|\n| up | (0, 0) | no |\n| right | (1, 1) | "
        "yes |\n| down | (2, 0) | yes |\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table_then_label",
    ),
    _s(
        "v37s_flash_russian",
        "Игрок должен идти вниз.\n\nMOVE: вниз",
        (2, 0),
        None,
        "direction_word",
        "hard: a Russian direction word ('down') is the cell below P (ruling: ten languages)",
    ),
    _s(
        "v37s_pro_two_cells_away",
        "The top corridor is the way; jumping ahead along it:\n\nMOVE: (1, 2)",
        (1, 2),
        (1, 2),
        "wrong_move",
        "hard: a committed move two cells away is that (illegal) move, not unclear",
    ),
]
SOLVE += [
    _s(
        "v37s_small_echo_example",
        "The maze:\nEnd your reply with a line of the form MOVE: (row, col), for example MOVE: "
        "(2, 3).",
        U,
        None,
        "small_echo",
        "the prompt's instruction and its example echoed; no move of the reply's own",
    ),
    _s(
        "v37s_small_repeat_three",
        "Down.\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same answer line three times, the last line the answer (strict right)",
    ),
    _s(
        "v37s_small_no_brackets",
        "The player moves right.\nMOVE: 1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: the cell without brackets; a grader reads row 1, column 1 (strict: a format miss)",
    ),
    _s(
        "v37s_small_cut",
        "The maze has walls and empty cells. The player is P. The goal is G. The player is at "
        "(1, 0). The player can move to",
        U,
        None,
        "small_cut",
        "cut off by max_tokens (finish_reason length) before any answer line",
        finish_reason=L,
    ),
    _s(
        "v37s_small_alternating",
        "MOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)",
        U,
        None,
        "small_repeat",
        "two cells alternating line after line: a loop, not revisions; no pick",
    ),
    _s(
        "v37s_small_label_no_cell",
        "I think the next move is the one to the goal.\nMOVE:",
        U,
        None,
        "small_half_label",
        "the label with nothing after it; no cell",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v37c_s_summary_agrees",
        "MOVE: (2, 0)\n\nSummary: step down into the left column, i.e. to row 2, column 0.",
        (2, 0),
        None,
        "summary_agrees",
        "hard: a closing summary restating the same cell in words (strict: not the last line)",
    ),
    _s(
        "v37c_s_template_beside",
        "The answer goes in the form MOVE: (row, col). Here the row is 1 and the column is 1.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "template_echo",
        "hard: the prompt's template echoed before the real answer line; the template is no cell",
    ),
    _s(
        "v37c_s_assumption_settled",
        "Assuming (2, 0) is open — row 2 reads 0 1 1 0 1, so it is — the move is down.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the assumption is checked and settled inside the reply before the answer",
    ),
    _s(
        "v37c_s_confidence_rated",
        "The top corridor reaches G in six moves.\n\nConfidence: ~80%\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "confidence_rating",
        "hard: a self-rating of confidence names no other cell and withdraws nothing",
    ),
    _s(
        "v37c_s_notations_agree",
        "The player steps down.\n\nMOVE: (2, 0) (that is: down)",
        (2, 0),
        None,
        "two_notations_agree",
        "hard: the cell and a direction word on one line, and they agree (strict: extra words)",
    ),
    _s(
        "v37c_s_also_works_picked",
        "(1, 1) would also work, since both corridors reach G in six moves, but I'll go with "
        "down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: another cell 'would also work', and the reply picks down in words",
    ),
]
SOLVE_CHOSEN += [
    _s(
        "v37c_s_summary_disagrees",
        "MOVE: (1, 1)\n\nIn summary: the player steps down to (2, 0) and follows the left "
        "column to the bottom row.",
        U,
        None,
        "summary_disagrees",
        "the closing summary names (2, 0), the answer line (1, 1): two answers, no pick",
    ),
    _s(
        "v37c_s_also_works",
        "MOVE: (2, 0)\n\n(1, 1) would also work equally well.",
        U,
        None,
        "two_options",
        "another cell offered as equally good after the answer, no pick (as v36c_p_both_ways)",
    ),
    _s(
        "v37c_s_assumption_open",
        "Assuming the top row connects to the goal (I can't tell from here whether (2, 3) is "
        "open), MOVE: (1, 1); otherwise MOVE: (2, 0).",
        U,
        None,
        "conditional",
        "two answers under a condition the reply leaves open",
    ),
    _s(
        "v37c_s_notations_disagree",
        "MOVE: (2, 0) — i.e. one step to the right.",
        U,
        None,
        "two_notations_disagree",
        "the cell says down ((2, 0)), the words say right ((1, 1)): two answers that disagree",
    ),
    _s(
        "v37c_s_reread_doubt",
        "MOVE: (1, 1)\n\nRe-reading the prompt: 'You may only move onto empty cells'. Hmm, is "
        "(1, 1) really a 0 in the grid as shown? I'll have to look at row 1 again.",
        U,
        None,
        "reread_doubt",
        "the prompt re-read after the answer raises a doubt about the answer, never settled",
    ),
]
# == one-shot (whole route from P to G) ===================================================
ONE_SHOT = [
    _o(
        "v37o_gpt4o_right",
        "Go along the top corridor to column 3, then straight down to the goal.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "reason_then_label",
    ),
    _o(
        "v37o_gpt41_down_bold",
        "Left column first, then the bottom row.\n\n**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v37o_o3_loop_back",
        "Full loop of the ring, passing the goal on the way:\n\nPATH: " + path_text(LOOP_BACK),
        S,
        True,
        "walk_on",
        "hard: reaches G, then walks on round the ring back onto P; the last G walked back to "
        "P is the top-and-right route, valid (the specification's check)",
    ),
    _o(
        "v37o_gpt5_right_detour",
        "A route with one step back along the top row:\n\nPATH: " + path_text(RIGHT_DETOUR),
        S,
        True,
        "back_step",
        "hard: a step back to (1, 1) and forward again; every step is legal and it ends at G",
    ),
    _o(
        "v37o_haiku4_diagonal",
        "Across the top and then down the right side:\n\nPATH: " + path_text(DIAG_CUT),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v37o_sonnet4_answer_first",
        "PATH: " + path_text(DOWN) + "\n\nThis follows the left wall down to the bottom row and "
        "then runs right to the goal.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v37o_opus4_stops_short",
        "The left column and bottom row lead to the goal:\n\nPATH: " + path_text(SHORT),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v37o_flash_unicode_arrows",
        "Shortest path (6 steps):\n\nPATH: " + path_text(DOWN, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v37o_pro_reversed",
        "Working backwards from the goal:\n\nPATH: " + path_text(REVERSED),
        F,
        False,
        "reversed_route",
    ),
    _o(
        "v37o_qwen25_fullwidth",
        "路径：先向下走，再向右走到终点。\n\nPATH: （1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
    ),
    _o(
        "v37o_qwen3_think_detour",
        "<think>\nDown to (3,0), oh wait, let me step back to (2,0) to double check the column. "
        "Then (3,0), (4,0), (4,1), (4,2), (4,3). Every cell is 0.\n</think>\n\nPATH: "
        + path_text(DOWN_DETOUR),
        S,
        True,
        "think_block",
        "hard: the route steps back up the column and down again; every step is legal",
    ),
    _o(
        "v37o_llama33_into_wall",
        "The player moves right once, then down to the bottom row and right to the goal.\n\n"
        "PATH: " + path_text(INTO_WALL),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v37o_llama4_numbered",
        "1. (1, 0) — start\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n"
        "7. (4, 3) — goal\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "numbered_steps",
    ),
    _o(
        "v37o_mistral_boxed",
        "$$\\boxed{" + path_text(RIGHT, " \\to ") + "}$$",
        S,
        False,
        "latex_boxed",
    ),
    _o(
        "v37o_phi4_json_bare",
        '{"path": [[1, 0], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3]], "length": 7}',
        S,
        False,
        "json_path",
    ),
    _o(
        "v37o_gemma3_one_based_said",
        "Coordinates below are 1-based (row 1 is the top row).\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; converted, the route is valid (strict miss)",
    ),
    _o(
        "v37o_r1_think_settles",
        "<think>\nOption one: right along row 1. (1,1) 0, (1,2) 0, (1,3) 0, then (2,3) 0, (3,3) "
        "0, (4,3) G. Option two: down. Both six. Take option one.\n</think>\n\nThe top row and "
        "the right column.\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v37o_small_example_path",
        "path\nPATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_echo",
        "hard: the prompt's example route given as the answer is that route, which starts on a "
        "wall and never reaches G: a fail",
    ),
    _o(
        "v37o_small_repeat_path",
        "PATH: " + path_text(RIGHT) + "\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "small_repeat",
        "hard: the same answer line twice (strict right)",
    ),
    _o(
        "v37o_small_cut",
        "To go from P to G the path is: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the route",
        finish_reason=L,
    ),
    _o(
        "v37o_small_label_words",
        "PATH: from P to G",
        U,
        False,
        "small_half_label",
        "the label with words and no cells; no route",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v37c_o_note_convention",
        "PATH: " + path_text(DOWN) + "\n\nNote: coordinates are (row, col), counted from 0 as "
        "in the prompt.",
        S,
        False,
        "note_after",
        "hard: a Note restating the convention after the route (strict: not the last line)",
    ),
    _o(
        "v37c_o_summary_agrees",
        "PATH: " + path_text(RIGHT) + "\n\nSummary: right along row 1 to column 3, then down "
        "column 3 to the goal.",
        S,
        False,
        "summary_agrees",
        "hard: the summary restates the same route in words (strict: not the last line)",
    ),
    _o(
        "v37c_o_reread_confirms",
        "Let me re-read the prompt: every cell from P's cell to G's cell, in order, each one "
        "step from the one before. My route starts at (1, 0), ends at (4, 3), and moves one "
        "cell at a time.\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "reread_prompt",
        "hard: the prompt re-read midway and the route checked against it; one route committed",
    ),
    _o(
        "v37c_o_correction",
        "PATH: "
        + path_text(DIAG_CUT)
        + "\n\nCorrection: (1, 2) to (2, 3) is a diagonal step. Corrected route:\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "correction",
        "hard: a correction naming the mistake and a new route replaces the first",
    ),
    _o(
        "v37c_o_summary_disagrees",
        "PATH: " + path_text(RIGHT) + "\n\nSummary: go down the left column and along the "
        "bottom row to the goal.",
        U,
        False,
        "summary_disagrees",
        "the summary describes the other route (left column, bottom row): two answers, no pick",
    ),
    _o(
        "v37c_o_caveat_open",
        "PATH: " + path_text(DOWN) + "\n\nCaveat: I assumed (4, 1) is open; if row 4 has a wall "
        "there, this route fails.",
        U,
        False,
        "second_thought",
        "a caveat after the route that leaves a cell of it in doubt, never settled",
    ),
    _o(
        "v37c_o_notations_disagree",
        "PATH: " + path_text(RIGHT) + "\n\nIn directions: down, down, down, right, right, right.",
        U,
        False,
        "two_notations_disagree",
        "the cells go right then down, the directions down then right: two routes that disagree",
    ),
]
# == recognize (the maze's open cells form a square ring) =================================
RECOGNIZE = [
    _r(
        "v37r_gpt4o_plain",
        "The empty cells run around the edge of a 4x4 block and close on themselves, with "
        "walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v37r_gpt41_rectangle",
        "Four straight runs of empty cells meet at four right-angled corners.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is one of the specification's square variants (strict right)",
    ),
    _r(
        "v37r_o3_cube",
        "Closed four-cornered outline.\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: 'cube' is one of the specification's square variants (strict right)",
    ),
    _r(
        "v37r_gpt5_bold",
        "A hollow outline with four equal sides.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v37r_haiku4_answer_first",
        "SHAPE: square\n\nThe open cells trace all four sides of a 4x4 outline around a block "
        "of walls.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v37r_sonnet4_traced",
        "Starting at P and following the empty cells: right along row 1, down column 3 to G, "
        "left along row 4, and up column 0 back to P. It's a closed loop with four sides.\n\n"
        "SHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v37r_opus4_z",
        "The route turns one way and then the other, like a Z.\n\nSHAPE: Z",
        "Z",
        False,
        "wrong_shape",
    ),
    _r(
        "v37r_flash_triangle",
        "The corners at P, G and (4, 0) make three points.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v37r_pro_square_pyramid",
        "Seen as a solid, the outline would be the base of a square pyramid.\n\n"
        "SHAPE: square pyramid",
        "triangle",
        False,
        "variant_name",
        "hard: 'a square pyramid' is a pyramid, the triangle's variant (ruling)",
    ),
    _r(
        "v37r_qwen25_chinese_fang",
        "空白格子围成一个封闭的方形。\n\nSHAPE: 方形",
        "square",
        False,
        "chinese_value",
    ),
    _r(
        "v37r_qwen3_think",
        "<think>\nZeros: (1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2), plus P "
        "(1,0) and G (4,3). Border of rows 1-4, cols 0-3. Closed. Square.\n</think>\n\n"
        "SHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v37r_llama33_spiral",
        "The empty cells wind around the walls toward the goal.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _r(
        "v37r_llama4_square_prism",
        "Extruded, this outline is a square prism.\n\nSHAPE: square prism",
        "none",
        False,
        "variant_name",
        "hard: 'a square prism' names no shape of the specification (ruling)",
    ),
    _r(
        "v37r_mistral_bold_label",
        "The open cells outline a square.\n\n**Shape:** Square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v37r_phi4_cross",
        "Two corridors cross the grid at right angles.\n\nSHAPE: cross",
        "cross",
        False,
        "wrong_shape",
    ),
    _r(
        "v37r_gemma3_no_label",
        "The empty cells form a square.",
        "square",
        False,
        "prose_only",
    ),
    _r(
        "v37r_r1_think_rules_out_c",
        "<think>\nIs it a C? A C has a gap on one side. Check row 1: open from col 0 to 3. "
        "Column 3: open rows 1-4. Row 4: open. Column 0: open. No gap. So a closed square "
        "loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v37r_v3_xml",
        "The outline is closed on all four sides.\n\n<shape>square</shape>",
        "square",
        False,
        "xml_tag",
    ),
    _r(
        "v37r_small_echo",
        "shape\nSHAPE: <name>",
        U,
        False,
        "small_echo",
        "the prompt's placeholder echoed; no shape named",
    ),
    _r(
        "v37r_small_repeat",
        "square square square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the name repeated, then the answer line last (strict right)",
    ),
    _r(
        "v37r_small_cut",
        "The empty cells of the maze are the cells with 0. The cells with 0 form the shape of the",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before a name",
        finish_reason=L,
    ),
    _r(
        "v37r_small_no_colon",
        "The shape.\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the label without its colon, then the name: a grader reads square (strict miss)",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v37c_r_template_beside",
        "The answer has to be written as SHAPE: <name>. The cells outline a closed loop.\n\n"
        "SHAPE: square",
        "square",
        True,
        "template_echo",
        "hard: the prompt's template echoed before the real answer line; '<name>' is no shape",
    ),
    _r(
        "v37c_r_question_self_answered",
        "Is it a C? No — a C would need an opening, and this loop has none.\n\nSHAPE: square",
        "square",
        True,
        "question_back",
        "hard: the reply asks itself a question, answers it, and commits",
    ),
    _r(
        "v37c_r_confidence_inline",
        "SHAPE: square (confidence: high)",
        "square",
        False,
        "confidence_rating",
        "hard: a confidence note after the name withdraws nothing (strict: words after the value)",
    ),
    _r(
        "v37c_r_summary_disagrees",
        "SHAPE: square\n\nTo sum up, the empty cells make a C.",
        U,
        False,
        "summary_disagrees",
        "the summary names a C, the answer line a square: two answers, no pick",
    ),
    _r(
        "v37c_r_question_back",
        "Do P and G count as empty cells here? If they do, it's a square; if not, it's more "
        "like a C.",
        U,
        False,
        "question_back",
        "a question back and an answer conditional on it, never settled",
    ),
    _r(
        "v37c_r_fifty_fifty",
        "I'm 50/50 between square and C.\n\nSHAPE: square / C",
        U,
        False,
        "two_options",
        "two shapes on the answer line, rated even, no pick",
    ),
    _r(
        "v37c_r_notations_disagree",
        "SHAPE: square (正三角形)",
        U,
        False,
        "two_notations_disagree",
        "the English name says square, the Chinese gloss says equilateral triangle: they disagree",
    ),
]
# == generate (a new 5x5 maze whose open cells form a square ring) ========================
GENERATE = [
    _g(
        "v37g_gpt4o_top3",
        "Here is a new maze with a 3x3 ring at the top:\n\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v37g_gpt41_tl3_then_note",
        "MAZE:\n" + RING_TL3 + "\n\nThe ring is 3x3 in the top-left corner, with P and G on it.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v37g_o3_low4",
        "A 4x4 ring along the left edge, one row down:\n\nMAZE:\n" + RING_LOW4,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v37g_gpt5_corner_walled",
        "A smaller square loop in the middle:\n\nMAZE:\n" + CORNER_WALLED,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v37g_haiku4_fenced",
        "MAZE:\n```\n" + RING_BR4 + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v37g_sonnet4_two_p",
        "I'll put the ring on the right-hand side:\n\nMAZE:\n" + TWO_P,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v37g_opus4_coord",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v37g_flash_four_rows",
        "MAZE:\n" + FOUR_ROWS,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v37g_pro_headed",
        "## Design\n- 5x5 grid\n- a 3x3 loop in the top-left corner\n- P and G on the loop\n\n"
        "## Maze\nMAZE:\n" + RING_TL3,
        S,
        True,
        "headed_sections",
    ),
    _g(
        "v37g_qwen25_chinese",
        "这是一个新的迷宫，空白格子组成一个 4x4 的正方形环：\n\nMAZE:\n" + RING_LOW4,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v37g_qwen3_think",
        "<think>\nA 3x3 ring at the top, columns 1 to 3. P at (2,3), G at (2,1). Centre (1,2) "
        "a wall.\n</think>\n\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v37g_llama33_spur",
        "Here is your new maze:\n\nMAZE:\n" + SPUR,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v37g_llama4_original",
        "Sure, here is a maze whose empty cells form a square:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copied_original",
        "hard: the question's own maze given back is not a new maze",
    ),
    _g(
        "v37g_mistral_s_e",
        "MAZE:\n" + RING_BR4.replace("P", "S").replace("G", "E"),
        F,
        False,
        "wrong_letters",
        "hard: S and E in place of P and G are a fail (ruling: capital P and G)",
    ),
    _g(
        "v37g_phi4_coord_exact",
        "MAZE:\n" + coord_list(RING_TL3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v37g_gemma3_matrix_for_coord",
        "MAZE:\n" + RING_LOW4,
        F,
        False,
        "wrong_encoding",
        "hard: the matrix given where the coordinate list was asked is a fail (ruling)",
        encoding="coord_list",
    ),
    _g(
        "v37g_r1_think_fixes",
        "<think>\nTry a 4x4 ring at rows 1-4, cols 1-4. P at (4,1), G at (4,4). Inside (2,2), "
        "(2,3), (3,2), (3,3) walls. Column 0 all walls, row 0 all walls. Good.\n</think>\n\n"
        "MAZE:\n" + RING_BR4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v37g_v3_coord_then_note",
        "MAZE:\n" + coord_list(RING_TOP3) + "\n\n(A 3x3 ring at the top of the grid.)",
        S,
        False,
        "answer_then_explanation",
        encoding="coord_list",
    ),
    _g(
        "v37g_small_echo",
        "Now create a new maze. Write the line MAZE: and then the maze, with nothing after it.",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed; no maze",
    ),
    _g(
        "v37g_small_all_open",
        "Here is the new maze.\nMAZE:\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0",
        F,
        False,
        "small_repeat",
        "hard: a grid of empty cells only (no P, no G, no ring) is a maze attempt that fails",
    ),
    _g(
        "v37g_small_cut",
        "MAZE:\n1 1 1 1 1\n0 0 0 0 1\nP 1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v37c_g_note_after",
        "MAZE:\n" + RING_LOW4 + "\n\nNote: P and G are both on the ring, and the 2x2 block in "
        "the middle is walls.",
        S,
        False,
        "verification_after",
        "hard: a Note after the maze that confirms it (strict: text after the maze)",
    ),
    _g(
        "v37c_g_assumption_settled",
        "Assuming 'the same shape' allows a square ring of another size (the prompt asks for the "
        "same shape, not the same size), here is a 3x3 one.\n\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "conditional",
        "hard: the assumption is settled by the prompt's own words, which the reply quotes",
    ),
    _g(
        "v37c_g_template_beside",
        "Format: the line MAZE: and then 5 rows of 5 symbols.\n\nMAZE:\n" + RING_TL3,
        S,
        True,
        "template_echo",
        "hard: the format restated before the real answer; the restated line holds no maze",
    ),
    _g(
        "v37c_g_also_works",
        "MAZE:\n" + RING_BR4 + "\n\nThis one would also work:\n\n" + RING_TOP3,
        U,
        False,
        "two_options",
        "a second maze offered as also working after the first, no pick",
    ),
    _g(
        "v37c_g_summary_disagrees",
        "MAZE:\n" + RING_TOP3 + "\n\nSummary: a 4x4 ring in the bottom-left with P at (4, 0).",
        U,
        False,
        "summary_disagrees",
        "the summary describes another maze than the one given: which is the answer is unclear",
    ),
    _g(
        "v37c_g_withdrawn",
        "MAZE:\n" + RING_TL3 + "\n\nActually, ignore that maze; it doesn't look right to me.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn ('ignore that maze') and no new maze given",
    ),
    _g(
        "v37c_g_confidence_open",
        "MAZE:\n" + RING_BR4 + "\n\nConfidence: ~60%. I haven't checked that G is reachable "
        "from P; please verify before using it.",
        U,
        False,
        "confidence_open",
        "a low confidence with the check left to the user, never settled",
    ),
]
# == puzzle (2x2 board; square index 2 * row + col) =======================================
PUZZLE = [
    _p(
        "v37p_gpt4o_plain",
        "The top-right elbow opens upward, off the board; one clockwise turn points it at its "
        "neighbours.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "reason_then_label",
    ),
    _p(
        "v37p_gpt41_square_n",
        "Square 3 is the only piece with an end facing the edge.\n\nROTATE: square 3 "
        "counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _p(
        "v37p_o3_terse",
        "Bottom-left, one turn left.\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v37p_gpt5_bold",
        "The bottom-right piece.\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v37p_haiku4_answer_first",
        "ROTATE: (0, 0) clockwise\n\nThe top-left piece then opens to the right and down, "
        "meeting both of its neighbours.",
        (0, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v37p_sonnet4_checklist",
        "| Square | Ends meet? |\n|---|---|\n| (0, 0) | ✓ |\n| (0, 1) | ✓ |\n| (1, 0) | ✗ |\n"
        "| (1, 1) | ✓ |\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "table_then_label",
    ),
    _p(
        "v37p_opus4_anticlockwise",
        "The bottom-right piece needs a quarter turn the other way.\n\nROTATE: (1, 1) "
        "anticlockwise",
        (3, CCW),
        False,
        "abbreviation",
    ),
    _p(
        "v37p_flash_ccw",
        "ROTATE: (0, 0) CCW",
        (0, CCW),
        False,
        "abbreviation",
    ),
    _p(
        "v37p_pro_tight",
        "Turn the bottom-right square.\n\nROTATE: (1,1) clockwise",
        (3, CW),
        False,
        "spacing",
    ),
    _p(
        "v37p_qwen25_chinese_cw",
        "右上角的方块需要顺时针旋转。\n\nROTATE: (0, 1) 顺时针",
        (1, CW),
        False,
        "chinese_value",
    ),
    _p(
        "v37p_qwen3_think",
        "<think>\n(1,0) opens left and up. Left is off board. Clockwise: up becomes right, "
        "left becomes up → opens up and right. Both neighbours. Good.\n</think>\n\n"
        "ROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v37p_llama33_german",
        "Das Teil oben links muss im Uhrzeigersinn gedreht werden.\n\nROTATE: (0, 0) im "
        "Uhrzeigersinn",
        (0, CW),
        False,
        "other_language_direction",
        "hard: a German turn word is read (ruling: ten languages); strict miss",
    ),
    _p(
        "v37p_llama4_ordinal",
        "Rotate the second square counterclockwise.",
        (1, CCW),
        False,
        "ordinal",
    ),
    _p(
        "v37p_mistral_plain",
        "The top-left piece points off the board.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "reason_then_label",
    ),
    _p(
        "v37p_phi4_json",
        '```json\n{"rotate": {"row": 1, "col": 1, "direction": "counterclockwise"}}\n```',
        (3, CCW),
        False,
        "json_answer",
    ),
    _p(
        "v37p_gemma3_japanese",
        "右下のマスを反時計回りに回します。\n\nROTATE: (1, 1) 反時計回り",
        (3, CCW),
        False,
        "other_language_direction",
        "hard: a Japanese turn word ('counterclockwise') is read (ruling: ten languages)",
    ),
    _p(
        "v37p_r1_think_settles",
        "<think>\nTry (0,1) counterclockwise: opens left and down? Its opening on the top goes "
        "to the left, fine, and the right one goes up — off board. No. Clockwise: top goes "
        "right — off board. Hmm. Then (1,1): clockwise gives up and left. Both inside. Yes."
        "\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v37p_v3_degrees_after",
        "ROTATE: (1, 0) clockwise by 90°",
        (2, CW),
        False,
        "degrees",
    ),
    _p(
        "v37p_small_echo",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise)",
        U,
        False,
        "small_echo",
        "the prompt's template echoed with both directions; no square, no pick",
    ),
    _p(
        "v37p_small_repeat",
        "ROTATE: (0, 1) clockwise\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
        "hard: the same answer line twice (strict right)",
    ),
    _p(
        "v37p_small_cut",
        "The pipe in the square (0, 0) goes to the top. The pipe in the square (0, 1) goes to the",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _p(
        "v37p_small_no_colon",
        "ROTATE (1, 0) clockwise",
        (2, CW),
        False,
        "small_half_label",
        "hard: the label without its colon, then a square and a direction: a grader reads "
        "(1, 0) clockwise (strict miss)",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v37c_p_also_works_picked",
        "Counterclockwise would also work for this straight piece, but I'll go with "
        "clockwise.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "rejected_alternative",
        "hard: the other direction 'would also work', and the reply picks clockwise in words",
    ),
    _p(
        "v37c_p_notations_agree",
        "ROTATE: square 1 clockwise\n\n(Square 1 is (0, 1), the top-right one.)",
        (1, CW),
        False,
        "two_notations_agree",
        "hard: the square by number and by (row, col), and they agree (strict: text after)",
    ),
    _p(
        "v37c_p_reread_rule",
        "Re-reading the prompt: 'turning clockwise moves a top opening to the right side'. The "
        "top-left piece's top opening must face right, so I turn it clockwise.\n\n"
        "ROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "reread_prompt",
        "hard: the prompt re-read midway to settle the direction; one move committed",
    ),
    _p(
        "v37c_p_question_self_answered",
        "Which square points off the board? Only (1, 0), whose left opening faces the edge.\n\n"
        "ROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "question_back",
        "hard: the reply asks itself a question, answers it, and commits",
    ),
    _p(
        "v37c_p_notations_disagree",
        "ROTATE: (1, 0) clockwise — that is, square 3.",
        U,
        False,
        "two_notations_disagree",
        "(1, 0) is square 2, not square 3: the two notations name different squares",
    ),
    _p(
        "v37c_p_assumption_open",
        "Assuming the bottom-right piece is the straight one (the legend is unclear to me), "
        "ROTATE: (1, 1) clockwise.",
        U,
        False,
        "conditional",
        "an answer under an assumption the reply says it cannot settle",
    ),
    _p(
        "v37c_p_left_to_user",
        "ROTATE: (0, 0) clockwise\n\nOr would you rather I turn (0, 1)? Tell me which you prefer.",
        U,
        False,
        "question_back",
        "another square offered and the choice handed back to the user",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v37",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v37.py: counts, no reader
    print_counts(all_cases(), problems())

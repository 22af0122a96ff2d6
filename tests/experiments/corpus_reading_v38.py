"""A thirty-eighth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v34`` ... ``_v37`` were read for the data format and the rulings as applied.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes of the prompt and its example, repeats, half-formed labels,
cut-offs), and a chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls
start ``hard:``), unclear replies and clear look-alikes about even, on habits the earlier sets
did not take as themes: the answer written as code (a function returning the cell, a ``print``,
a Python list; or code that leaves the pick to chance); ASCII art of the route, the board or the
maze beside the answer (agreeing, or drawing something else); an earlier turn's answer quoted
(and marked as earlier) or only referred to ("the same move as before"); an apology for an
earlier turn before this turn's answer; several future moves given with this turn's; a sign-off
or footer after the answer; the answer stated mid-way through a check of many cells; the answer
first and reasoning after it that drifts to another value without a new answer line; the
answer translated into a second language (agreeing or not). New rings (3x3 centre and
bottom-left, 4x4 top-right and top-left, each with a P and G placement no earlier set wrote),
new broken mazes (G walled off outside the ring, a row of four cells, no player, ``#`` for
walls) and new routes (a step right and back onto P, two cells walked on past G, a skip over
(2,0), a cut through the walls (2,2) and (3,2), a stop at (3,3), a start on the wall above P).

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
BACK_ONTO_P = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step right and back onto P, then down the left column and along the bottom."""
PAST_TWO = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G (the left-and-bottom route), then two cells on up the right column."""
SKIP_ROW = "1,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: jumps from (1,0) to (3,0), skipping (2,0)."""
THROUGH_MIDDLE = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down through the walls (2,2) and (3,2)."""
STOPS_AT_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell above G."""
WALL_START = "0,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: starts on the wall (0,0) above P."""

# == generated mazes (5x5) =================================================================
RING_C3 = """\
1 1 1 1 1
1 0 0 0 1
1 0 1 P 1
1 0 G 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (2,3), G at (3,2)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 G 0 1 1
0 1 0 1 1
0 0 P 1 1"""
"""Valid: a 3x3 ring in the bottom-left corner, P at (4,2), G at (2,1)."""

RING_TR4 = """\
1 0 G 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 P
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,4), G at (0,2)."""

RING_TL4 = """\
0 0 0 0 1
0 1 1 0 1
0 1 1 P 1
0 G 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (2,3), G at (3,1)."""

G_ISLAND = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 G"""
"""Broken: a 3x3 ring with G walled off in the corner outside it."""

RAGGED = """\
1 1 1 1 1
1 0 0 P 1
1 0 1 0
1 G 0 0 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with a row of four cells."""

NO_PLAYER = """\
1 1 1 1 1
1 1 0 0 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Broken: a 3x3 ring with a goal and no player."""

HASH_WALLS = """\
# # # # #
# 0 0 0 #
# P # G #
# 0 0 0 #
# # # # #"""
"""Broken: ``#`` written for the walls, outside the format's symbols."""

# == solve (one move from P (1,0); legal: (2,0) down, (1,1) right) ========================
SOLVE = [
    _s(
        "v38s_gpt4o_headed",
        "**Position:** P is at (1, 0).\n**Open neighbours:** (1, 1) to the right, (2, 0) "
        "below.\n**Choice:** the left column leads straight to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "headed_sections",
    ),
    _s(
        "v38s_gpt41_short_reason",
        "Row 1 is open from P to column 3, and column 3 runs down to the goal. I'll take the "
        "first step of that corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reason_then_label",
    ),
    _s(
        "v38s_o3_bare_clause",
        "Down the edge.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "terse",
    ),
    _s(
        "v38s_gpt5_bullets",
        "- Up: (0, 0), wall\n- Down: (2, 0), open\n- Right: (1, 1), open\n- Left: off the grid"
        "\n\nBoth open moves are on a shortest route; I pick right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _s(
        "v38s_haiku4_answer_first",
        "MOVE: (1, 1)\n\nRow 1 is open as far as column 3, and from there column 3 drops "
        "straight to the goal.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v38s_sonnet4_careful",
        "Looking at the grid, the player at (1, 0) has a wall above and the edge to the left. "
        "Both (1, 1) and (2, 0) are open and both start a six-move route, so either is fine. "
        "I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: both moves called fine, then one picked in words ('I'll go down')",
    ),
    _s(
        "v38s_opus4_final_bold_line",
        "The bottom row ends at the goal, and the left column gets me there.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v38s_flash_spanish",
        "El jugador debe bajar por la columna izquierda.\n\nMOVE: abajo",
        (2, 0),
        None,
        "direction_word",
        "hard: a Spanish direction word ('down') is the cell below P (ruling: ten languages)",
    ),
    _s(
        "v38s_pro_boxed",
        "The open cells beside P are (1, 1) and (2, 0). Taking the top corridor:\n\n"
        "$\\boxed{(1, 1)}$",
        (1, 1),
        None,
        "latex_boxed",
    ),
    _s(
        "v38s_qwen25_chinese_cell",
        "玩家在 (1, 0)，下面的 (2, 0) 是空格，可以沿左边一直走到最后一行。\n\n下一步：（2，0）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _s(
        "v38s_qwen3_think_then_move",
        "<think>\nP (1,0). Up is the wall row. Down (2,0) = 0. Right (1,1) = 0. Going right: "
        "(1,1) (1,2) (1,3) (2,3) (3,3) (4,3). Six. Down is also six. I'll go right.\n</think>"
        "\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v38s_qwen3_think_unclosed",
        "<think>\nP is at (1,0). (2,0) is open, (1,1) is open. The goal is at (4,3). If I go "
        "down I pass (3,0), (4,0), and then along the bottom row (4,1), (4,2). If I go right "
        "I pass (1,2), (1,3). Both six steps, so the choice is",
        U,
        None,
        "think_unclosed",
        "a thinking block never closed and no answer after it (the reply stopped, not cut off)",
    ),
    _s(
        "v38s_llama33_i_will",
        "To reach the goal, I will move down along the left side of the maze.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v38s_llama4_korean",
        "플레이어는 오른쪽으로 이동해야 합니다.\n\nMOVE: 오른쪽",
        (1, 1),
        None,
        "direction_word",
        "hard: a Korean direction word ('right') is the cell right of P (ruling: ten languages)",
    ),
    _s(
        "v38s_mistral_no_space",
        "Right is open.\n\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
    ),
    _s(
        "v38s_phi4_answer_heading",
        "### Answer\nThe player moves down one cell.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_answer_heading",
    ),
    _s(
        "v38s_gemma3_polish",
        "Gracz powinien iść w dół.\n\nMOVE: w dół",
        U,
        None,
        "other_language_direction",
        "a direction word in Polish, outside the ten languages read: unreadable, not wrong",
    ),
    _s(
        "v38s_v3_answer_tag",
        "Going right keeps to the top corridor.\n\n<final_answer>(1, 1)</final_answer>",
        (1, 1),
        None,
        "xml_tag",
    ),
    _s(
        "v38s_r1_think_verifies",
        "<think>\nRow 1: P 0 0 0 1. So (1,1) is open. Row 2: 0 1 1 0 1, so (2,0) is open. "
        "Going down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3). Wait, let me double-check (3,0): "
        "row 3 is 0 1 1 0 1, first cell 0. Yes, open. Down it is.\n</think>\n\n"
        "Down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verification_after",
        "hard: 'let me double-check' followed by a check that confirms keeps the answer",
    ),
    _s(
        "v38s_r1_attempt_two",
        "Attempt 1: MOVE: (0, 0) — no, row 0 is all walls.\n\nAttempt 2: the cell below is "
        "open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a revision ('Attempt 2') naming a new cell; the last stands",
    ),
    _s(
        "v38s_gpt4o_json_plain",
        'Here is my move as JSON:\n\n{"row": 1, "col": 1}',
        (1, 1),
        None,
        "json_answer",
    ),
    _s(
        "v38s_gpt41_asks_user",
        "Both (1, 1) and (2, 0) are open and equally short. Would you like me to take the top "
        "corridor or the left column?",
        U,
        None,
        "question_back",
        "the choice between two open cells handed back to the user; no move committed",
    ),
    _s(
        "v38s_sonnet4_conditional_open",
        "If the goal can be reached along row 4, MOVE: (2, 0); if not, MOVE: (1, 1). I can't "
        "see row 4 clearly in this rendering.",
        U,
        None,
        "conditional",
        "two moves under a condition the reply says it cannot settle",
    ),
    _s(
        "v38s_opus4_withdrawn",
        "MOVE: (1, 1)\n\nHmm, scratch that — I'm not sure that's the right call after all.",
        U,
        None,
        "withdrawn",
        "the move withdrawn ('scratch that') and no new cell named",
    ),
    _s(
        "v38s_pro_one_based_unsaid",
        "The player is at (2, 1); the cell below it, (3, 1), is open.\n\nMOVE: (3, 1)",
        U,
        (3, 1),
        "one_based_unsaid",
        "names P as (2, 1), so it counts from 1 without saying so; read as written (3, 1) is a "
        "wall, read from 1 it is (2, 0): it matters (v35/v36's ruling); strict (3, 1) as written",
    ),
    _s(
        "v38s_mistral_italian",
        "Il giocatore deve andare a destra.\n\nMOVE: destra",
        (1, 1),
        None,
        "direction_word",
        "hard: an Italian direction word ('right') is the cell right of P (ruling: ten languages)",
    ),
]
SOLVE += [
    _s(
        "v38s_small_echo_rules",
        "You may only move onto empty cells (or the goal). MOVE: (row, col)",
        U,
        None,
        "small_echo",
        "the prompt's rule and its template echoed; no cell of the reply's own",
    ),
    _s(
        "v38s_small_repeat_lines",
        "The player goes right.\nThe player goes right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: a sentence repeated, then the answer line last (strict right)",
    ),
    _s(
        "v38s_small_example_cell",
        "Next move.\nMOVE: (2, 3)",
        (2, 3),
        (2, 3),
        "small_echo",
        "hard: the prompt's example cell given as the only answer is that move (open but not "
        "next to P), not unclear: a committed wrong move",
    ),
    _s(
        "v38s_small_cut_mid_cell",
        "The player is at (1, 0). The empty cell next to the player is (2,",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v38s_small_label_lower",
        "go down\nmove: (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label in lower case with the cell after it; a grader reads (2, 0) (strict: "
        "not the label as printed)",
    ),
    _s(
        "v38s_small_two_labels",
        "MOVE: (2, 0) MOVE: (1, 1)",
        U,
        None,
        "small_repeat",
        "two different answer labels on one line, neither marked as a revision: no pick",
    ),
    _s(
        "v38s_llama33_cut_long",
        "Let me analyze the maze carefully. The maze is a 5x5 grid. Row 0 contains only walls. "
        "Row 1 contains the player at column 0 and open cells at columns 1, 2 and 3. The best "
        "move is therefore MOVE: (",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the answer line",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v38c_s_code_return",
        "```python\ndef next_move():\n    # P is at (1, 0); the cell below is open\n"
        "    return (2, 0)\n```",
        (2, 0),
        None,
        "code_answer",
        "hard: the one cell the code returns is the answer; nothing else is offered (strict: "
        "no label, in a fence)",
    ),
    _s(
        "v38c_s_quoted_earlier",
        "Last turn I answered MOVE: (0, 0), which was a wall. This turn I go right instead.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "quoted_earlier",
        "hard: the earlier turn's answer quoted and marked as earlier; this turn's line is last",
    ),
    _s(
        "v38c_s_apology",
        "Sorry about my last move — I tried to step onto the wall at (0, 0). The cell below the "
        "player is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "apology_earlier",
        "hard: an apology naming the earlier turn's wall, then this turn's move",
    ),
    _s(
        "v38c_s_plan_after",
        "MOVE: (2, 0)\n\nAfter that I plan (3, 0), (4, 0), (4, 1), (4, 2) and then the goal at "
        "(4, 3).",
        (2, 0),
        None,
        "future_moves",
        "hard: this turn's move on its label line, the later moves marked as a plan (strict: "
        "not the last line)",
    ),
    _s(
        "v38c_s_mid_answer",
        "My answer is MOVE: (1, 1). Checking the route it starts: (1, 2) open, (1, 3) open, "
        "(2, 3) open, (3, 3) open, (4, 3) is the goal.",
        (1, 1),
        None,
        "mid_answer",
        "hard: the answer stated mid-way, then a check of the later cells that confirms it "
        "(strict: not the last line)",
    ),
    _s(
        "v38c_s_footer",
        "The top corridor is open.\n\nMOVE: (1, 1)\n\n---\nHappy to keep going — just send the "
        "next board!",
        (1, 1),
        None,
        "footer",
        "hard: a sign-off after the answer names no cell (strict: not the last line)",
    ),
]
SOLVE_CHOSEN += [
    _s(
        "v38c_s_code_random",
        "```python\nimport random\ncandidates = [(1, 1), (2, 0)]  # both open\n"
        "move = random.choice(candidates)\n```",
        U,
        None,
        "code_candidates",
        "code that leaves the pick between two cells to chance: no move committed",
    ),
    _s(
        "v38c_s_refers_earlier",
        "Sorry for the confusion earlier. My move is the same one I gave you before.",
        U,
        None,
        "refers_earlier",
        "the answer only refers to an earlier turn's move and names no cell in this reply",
    ),
    _s(
        "v38c_s_drift_after",
        "MOVE: (2, 0)\n\nThe left column runs (3, 0), (4, 0), then the bottom row (4, 1), (4, 2). "
        "Thinking about it more, though, the top corridor through (1, 1), (1, 2), (1, 3) looks "
        "like the more natural start.",
        U,
        None,
        "drift_after",
        "the reasoning after the answer comes to prefer (1, 1) and gives no new answer line: "
        "a check preferring another value, unsettled",
    ),
    _s(
        "v38c_s_translated_disagrees",
        "MOVE: (1, 1)\n（中文：向下移动一格）",
        U,
        None,
        "translated_disagrees",
        "the cell says right ((1, 1)), the Chinese translation says one step down ((2, 0))",
    ),
    _s(
        "v38c_s_art_disagrees",
        "```\n# # # # #\nP . . . #\nv # # . #\n. # # . #\n. . . G #\n```\n"
        "The arrow marks my move.\n\nMOVE: (1, 1)",
        U,
        None,
        "art_disagrees",
        "the drawing's arrow marks the cell below P, the answer line the cell to its right",
    ),
]
# == one-shot (whole route from P to G) ===================================================
ONE_SHOT = [
    _o(
        "v38o_gpt4o_down",
        "Follow the left edge to the bottom, then go right to the goal.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "reason_then_label",
    ),
    _o(
        "v38o_gpt41_back_onto_p",
        "I first tried the top row, stepped back, and went down instead:\n\nPATH: "
        + path_text(BACK_ONTO_P),
        S,
        True,
        "back_step",
        "hard: a step right and back onto P, then a legal route to G; every step is one cell",
    ),
    _o(
        "v38o_o3_skip_row",
        "Down the left column and along the bottom.\nPATH: " + path_text(SKIP_ROW),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v38o_gpt5_past_two",
        "The route, continuing a little past the goal:\n\nPATH: " + path_text(PAST_TWO),
        S,
        True,
        "walk_on",
        "hard: reaches G, then two cells on up the right column; the last G walked back to P is "
        "the left-and-bottom route, valid (the specification's check)",
    ),
    _o(
        "v38o_haiku4_through_middle",
        "Right two cells, then straight down to the bottom row:\n\nPATH: "
        + path_text(THROUGH_MIDDLE),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v38o_sonnet4_answer_first",
        "PATH: " + path_text(RIGHT) + "\n\nThis runs along the top corridor and then down the "
        "right-hand column.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v38o_opus4_stops_at_33",
        "Along the top and down the right side:\n\nPATH: " + path_text(STOPS_AT_33),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v38o_flash_commas",
        "Shortest route, six steps:\n\nPATH: " + path_text(DOWN, ", "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v38o_pro_wall_start",
        "Starting from the top-left corner of the grid:\n\nPATH: " + path_text(WALL_START),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v38o_qwen25_chinese",
        "从玩家 P 出发，沿第 1 行向右走到第 3 列，然后沿第 3 列向下走到终点 G。\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v38o_qwen3_think",
        "<think>\nDown: (2,0) 0, (3,0) 0, (4,0) 0, then (4,1) 0, (4,2) 0, (4,3) G. Good.\n"
        "</think>\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v38o_llama33_directions_only",
        "The path from P: right, right, right, then down, down, down to the goal.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail (the kept ruling)",
    ),
    _o(
        "v38o_llama4_two_paths",
        "Path 1: " + path_text(RIGHT) + "\nPath 2: " + path_text(DOWN) + "\n\nBoth are six moves.",
        U,
        False,
        "two_options",
        "two routes offered side by side, no pick",
    ),
    _o(
        "v38o_mistral_numbered_steps",
        "Step 1: (1, 0)\nStep 2: (2, 0)\nStep 3: (3, 0)\nStep 4: (4, 0)\nStep 5: (4, 1)\n"
        "Step 6: (4, 2)\nStep 7: (4, 3)\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "numbered_steps",
    ),
    _o(
        "v38o_phi4_one_based_said",
        "I'm using 1-based indices (the top-left cell is (1, 1)).\n\nPATH: " + one_based(RIGHT),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; converted, the route is valid (strict miss)",
    ),
    _o(
        "v38o_gemma3_bracketless",
        "Route:\nPATH: 1,0 1,1 1,2 1,3 2,3 3,3 4,3",
        S,
        False,
        "spacing",
        "hard: the cells without brackets, one per pair, still read as the top-and-right "
        "route (strict: a format miss)",
    ),
    _o(
        "v38o_r1_think_corrects",
        "<think>\nRight: (1,1), (1,2), then down (2,2)? No, (2,2) is a wall. Continue to (1,3) "
        "and go down column 3.\n</think>\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v38o_small_echo_instr",
        "Answer with the whole path at once: every cell from P's cell to G's cell in order.\n"
        "PATH: (row, col) (row, col) ...",
        U,
        False,
        "small_echo",
        "the prompt's instruction and template echoed; no route",
    ),
    _o(
        "v38o_small_repeat_cells",
        "(1, 0) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1) (1, 1)",
        F,
        False,
        "small_repeat",
        "hard: a route that steps to (1, 1) and then repeats it without moving never reaches G: "
        "a fail",
    ),
    _o(
        "v38o_small_cut",
        "the path is PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the route",
        finish_reason=L,
    ),
    _o(
        "v38o_small_label_only_start",
        "The path.\nPATH: (1, 0)",
        F,
        False,
        "small_half_label",
        "hard: a route of P's cell alone is a committed route that never reaches G: a fail",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v38c_o_art_agrees",
        "```\n# # # # #\nP * * * #\n. # # * #\n. # # * #\n. . . G #\n```\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "art_agrees",
        "hard: the drawing marks the same cells as the route, which is the last line",
    ),
    _o(
        "v38c_o_python_list",
        "```python\npath = [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)]\n```",
        S,
        False,
        "code_answer",
        "hard: the route written as one Python list is the committed route (strict: no label)",
    ),
    _o(
        "v38c_o_footer",
        "PATH: " + path_text(DOWN) + "\n\nLet me know if you'd like the route drawn out!",
        S,
        False,
        "footer",
        "hard: a sign-off after the route offers nothing else (strict: not the last line)",
    ),
    _o(
        "v38c_o_mid_answer",
        "The route is PATH: " + path_text(RIGHT) + ". Checking it cell by cell: (1, 1) is 0, "
        "(1, 2) is 0, (1, 3) is 0, (2, 3) is 0, (3, 3) is 0, and (4, 3) is G.",
        S,
        False,
        "mid_answer",
        "hard: the route stated mid-way, then a cell-by-cell check that confirms it (strict: "
        "not the last line)",
    ),
    _o(
        "v38c_o_art_disagrees",
        "```\n# # # # #\nP . . . #\n* # # . #\n* # # . #\n* * * G #\n```\n\nPATH: "
        + path_text(RIGHT),
        U,
        False,
        "art_disagrees",
        "the drawing marks the left-and-bottom route, the PATH line the top-and-right one",
    ),
    _o(
        "v38c_o_drift_after",
        "PATH: " + path_text(DOWN) + "\n\nLooking again, the cleaner route is really along the "
        "top: (1, 1), (1, 2), (1, 3) and down the right column.",
        U,
        False,
        "drift_after",
        "the reasoning after the route comes to prefer the other route and gives no new PATH",
    ),
    _o(
        "v38c_o_code_two_paths",
        "```python\nroutes = [\n    [(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)],\n"
        "    [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)],\n]\n```",
        U,
        False,
        "code_candidates",
        "two routes in one list of code, neither picked",
    ),
]
# == recognize (the maze's open cells form a square ring) =================================
RECOGNIZE = [
    _r(
        "v38r_gpt4o_loop",
        "The empty cells form a closed loop around a 2x2 block of walls: four sides, four "
        "corners.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v38r_gpt41_quadrilateral",
        "The outline has four straight sides joined at right angles.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: 'quadrilateral' is one of the specification's square variants (strict right)",
    ),
    _r(
        "v38r_o3_box",
        "Hollow box.\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is one of the specification's square variants (strict right)",
    ),
    _r(
        "v38r_gpt5_headed",
        "**Reasoning:** rows 1 and 4 and columns 0 and 3 are open between the corners.\n\n"
        "**Answer:**\nSHAPE: square",
        "square",
        True,
        "final_answer_heading",
    ),
    _r(
        "v38r_haiku4_after",
        "SHAPE: square\n\nEvery empty cell lies on the border of the 4x4 block from (1, 0) to "
        "(4, 3).",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v38r_sonnet4_c",
        "The open cells wrap around the walls on three sides, leaving the right open.\n\nSHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _r(
        "v38r_opus4_trilateral",
        "I read three dominant edges here.\n\nSHAPE: trilateral",
        "triangle",
        False,
        "variant_name",
        "hard: 'trilateral' is one of the triangle's variants, so the answer is triangle (wrong)",
    ),
    _r(
        "v38r_flash_plain",
        "Empty cells trace the perimeter of a 4x4 region.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v38r_pro_json",
        '```json\n{"shape": "square", "reason": "closed four-sided loop"}\n```',
        "square",
        False,
        "json_answer",
    ),
    _r(
        "v38r_qwen25_zhengfangxing",
        "空格沿着一个 4x4 区域的四条边排列，形成封闭的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
    ),
    _r(
        "v38r_qwen3_think_unclosed",
        "<think>\nThe zeros: row 1 cols 1-3, column 0 rows 2-4, row 4 cols 0-2, column 3 rows "
        "2-3. With P and G it's the border of a 4x4 block. Is it a square or should I call it "
        "a",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed and no answer after it (the reply stopped, not cut off)",
    ),
    _r(
        "v38r_llama33_z",
        "The empty cells zigzag from the player to the goal.\n\nSHAPE: Z",
        "Z",
        False,
        "wrong_shape",
    ),
    _r(
        "v38r_llama4_spanish",
        "Las celdas vacías forman un cuadrado cerrado.\n\nSHAPE: cuadrado",
        U,
        False,
        "other_language_name",
        "a shape name in Spanish: shapes are read in English and Chinese only, so unreadable, "
        "not wrong (ruling)",
    ),
    _r(
        "v38r_mistral_lower_label",
        "The open cells outline a square.\n\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v38r_phi4_pyramid",
        "The walls in the middle look like the top of a pyramid.\n\nSHAPE: pyramid",
        "triangle",
        False,
        "variant_name",
        "hard: 'pyramid' is the triangle's variant, so the answer is triangle (wrong)",
    ),
    _r(
        "v38r_gemma3_sentence",
        "The shape is a square.",
        "square",
        False,
        "prose_only",
    ),
    _r(
        "v38r_r1_think_asks_self",
        "<think>\nCould it be a C? A C needs a gap. Row 1 from (1,0) to (1,3): all open. Column "
        "3 from (1,3) to (4,3): open. Row 4: open. Column 0: open. No gap, so it is a closed "
        "square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "question_back",
        "hard: the reply asks itself whether it is a C, answers it, and commits",
    ),
    _r(
        "v38r_v3_conditional_settled",
        "If P and G count as empty cells — and the prompt says they do — the open cells close "
        "into a loop.\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the condition is settled by the prompt's own words, which the reply cites",
    ),
    _r(
        "v38r_small_echo",
        "What geometric shape do the empty cells form together?\nSHAPE:",
        U,
        False,
        "small_echo",
        "the prompt's question echoed and the label left empty; no shape named",
    ),
    _r(
        "v38r_small_repeat_label",
        "square\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the same answer line twice (strict right)",
    ),
    _r(
        "v38r_small_cut",
        "The maze has walls and empty cells. The empty cells are at row 1 and row 4 and at "
        "column 0 and",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before a name",
        finish_reason=L,
    ),
    _r(
        "v38r_small_two_names",
        "SHAPE: square circle",
        U,
        False,
        "small_half_label",
        "two names on the answer line, neither picked",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v38c_r_code_value",
        '```python\nshape = "square"  # closed four-sided loop\nprint(shape)\n```',
        "square",
        False,
        "code_answer",
        "hard: the one shape the code assigns and prints is the answer (strict: no label)",
    ),
    _r(
        "v38c_r_art_agrees",
        "```\n# # # # #\n. . . . #\n. # # . #\n. # # . #\n. . . . #\n```\n"
        "The dots outline a square.\n\nSHAPE: square",
        "square",
        True,
        "art_agrees",
        "hard: the board drawn beside the answer shows the same square outline",
    ),
    _r(
        "v38c_r_translated_agrees",
        "SHAPE: square\n（中文：正方形）",
        "square",
        False,
        "translated_agrees",
        "hard: the Chinese translation names the same shape (strict: not the last line)",
    ),
    _r(
        "v38c_r_footer",
        "A closed loop with four corners.\n\nSHAPE: square\n\nThanks for the fun puzzle!",
        "square",
        False,
        "footer",
        "hard: a sign-off after the answer names no shape (strict: not the last line)",
    ),
    _r(
        "v38c_r_drift_after",
        "SHAPE: square\n\nThough now that I trace it again, with P and G at the two ends it "
        "reads more like a C that opens between them.",
        U,
        False,
        "drift_after",
        "the reasoning after the answer comes to prefer a C and gives no new answer line",
    ),
    _r(
        "v38c_r_code_candidates",
        '```python\nshapes = ["square", "C"]  # not sure which\n```',
        U,
        False,
        "code_candidates",
        "two shapes in a list of code, neither picked",
    ),
    _r(
        "v38c_r_refers_earlier",
        "It's the same shape I named for the previous maze.",
        U,
        False,
        "refers_earlier",
        "the answer refers to an earlier reply's shape and names none here",
    ),
]
# == generate (a new 5x5 maze whose open cells form a square ring) ========================
GENERATE = [
    _g(
        "v38g_gpt4o_centre",
        "Here is a new maze with a 3x3 ring in the centre:\n\nMAZE:\n" + RING_C3,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v38g_gpt41_bl3_fenced",
        "MAZE:\n```\n" + RING_BL3 + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v38g_o3_tr4",
        "4x4 ring, top-right.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "terse",
    ),
    _g(
        "v38g_gpt5_g_island",
        "A compact 3x3 loop with the goal in the corner:\n\nMAZE:\n" + G_ISLAND,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v38g_haiku4_tl4_then_note",
        "MAZE:\n" + RING_TL4 + "\n\nThe ring is 4x4 in the top-left, with the centre walled.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v38g_sonnet4_ragged",
        "I'll keep the ring in the middle:\n\nMAZE:\n" + RAGGED,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v38g_opus4_coord",
        "MAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v38g_flash_no_player",
        "MAZE:\n" + NO_PLAYER,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v38g_pro_hash",
        "Walls are shown with # for readability:\n\nMAZE:\n" + HASH_WALLS,
        F,
        False,
        "wrong_letters",
        "hard: '#' is not one of the format's symbols (1, 0, P, G), so the maze is not in the "
        "asked format: a fail",
    ),
    _g(
        "v38g_qwen25_chinese",
        "新的迷宫：空格在左下角组成一个 3x3 的方形环。\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v38g_qwen3_think",
        "<think>\n4x4 ring top-left: rows 0-3, cols 0-3. Inside (1,1),(1,2),(2,1),(2,2) walls. "
        "P (2,3), G (3,1). Row 4 and column 4 walls.\n</think>\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v38g_llama33_original",
        "Here is a maze with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copied_original",
        "hard: the question's own maze given back is not a new maze",
    ),
    _g(
        "v38g_llama4_two_mazes",
        "Option A:\n" + RING_C3 + "\n\nOption B:\n" + RING_TR4,
        U,
        False,
        "two_options",
        "two mazes offered as options, no pick",
    ),
    _g(
        "v38g_mistral_coord_fenced",
        "MAZE:\n```\n" + coord_list(RING_BL3) + "\n```",
        S,
        False,
        "fenced_answer",
        encoding="coord_list",
    ),
    _g(
        "v38g_phi4_coord_exact",
        "MAZE:\n" + coord_list(RING_C3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v38g_gemma3_lowercase",
        "MAZE:\n" + RING_TR4.replace("P", "p").replace("G", "g"),
        F,
        False,
        "wrong_letters",
        "hard: lower-case p and g in place of P and G are a fail (ruling: capital P and G)",
    ),
    _g(
        "v38g_r1_think_corrects",
        "<think>\nFirst try: a 3x3 ring at rows 2-4, cols 0-2. P at (4,2), G at (2,1). Wait, "
        "is (3,1) a wall? It must be, it's the centre. Yes. Everything else in the ring open. "
        "Good.\n</think>\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v38g_v3_coord_for_matrix",
        "MAZE:\n" + coord_list(RING_TL4),
        F,
        False,
        "wrong_encoding",
        "hard: the coordinate list given where the matrix was asked is a fail (ruling)",
    ),
    _g(
        "v38g_small_echo",
        "- exactly one player P and one goal G, both on empty cells;\nMAZE:",
        U,
        False,
        "small_echo",
        "a requirement echoed and the label left empty; no maze",
    ),
    _g(
        "v38g_small_repeat_row",
        "The maze:\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
        "hard: a grid of walls only (no P, no G, no ring) is a maze attempt that fails",
    ),
    _g(
        "v38g_small_cut",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,4), (2,0), (2,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the coordinate list",
        finish_reason=L,
        encoding="coord_list",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v38c_g_code_print",
        'The new maze, printed by this snippet:\n\n```python\nprint("""' + RING_TL4 + '""")\n```',
        S,
        False,
        "code_answer",
        "hard: the one maze the code prints is the committed maze (strict: no label, in code)",
    ),
    _g(
        "v38c_g_art_agrees",
        "Sketch (# wall, . open):\n\n# # # # #\n# . . . #\n# . # P #\n# . G . #\n# # # # #\n\n"
        "MAZE:\n" + RING_C3,
        S,
        True,
        "art_agrees",
        "hard: the sketch before the answer is the same maze drawn with # and .",
    ),
    _g(
        "v38c_g_apology",
        "Sorry — in my last reply I called the shape a C; it is a square ring. Here is a new "
        "one.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "apology_earlier",
        "hard: an apology for the earlier turn's answer, then this turn's maze",
    ),
    _g(
        "v38c_g_footer",
        "MAZE:\n" + RING_BL3 + "\n\n---\nEnjoy solving it!",
        S,
        False,
        "footer",
        "hard: a sign-off after the maze offers nothing else (strict: text after the maze)",
    ),
    _g(
        "v38c_g_code_random",
        "```python\nimport random\nmazes = [\n'''" + RING_C3 + "''',\n'''" + RING_TL4 + "''',\n]\n"
        "print(random.choice(mazes))\n```",
        U,
        False,
        "code_candidates",
        "two mazes in code, the pick left to chance",
    ),
    _g(
        "v38c_g_art_disagrees",
        "Sketch (# wall, . open):\n\n# # # # #\n# # # # #\n. . . # #\n. # . # #\n. . . # #\n\n"
        "MAZE:\n" + RING_TR4,
        U,
        False,
        "art_disagrees",
        "the sketch draws a ring in the bottom-left, the MAZE block one in the top-right",
    ),
    _g(
        "v38c_g_drift_after",
        "MAZE:\n" + RING_C3 + "\n\nOn reflection a 4x4 ring in the top-left corner would be "
        "closer to the original's size, with P at (2, 3) and G at (3, 1).",
        U,
        False,
        "drift_after",
        "the reasoning after the maze prefers another maze (described, not written) and gives "
        "no new MAZE",
    ),
]
# == puzzle (2x2 board; square index 2 * row + col) =======================================
PUZZLE = [
    _p(
        "v38p_gpt4o_plain",
        "The bottom-left elbow points left, off the board; turning it clockwise points it up "
        "toward (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "reason_then_label",
    ),
    _p(
        "v38p_gpt41_square_n",
        "Square 0 is the only one with an opening on the top edge.\n\nROTATE: square 0 clockwise",
        (0, CW),
        True,
        "square_number",
    ),
    _p(
        "v38p_o3_terse",
        "Top-right, one turn.\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v38p_gpt5_bold",
        "Fix the bottom-left corner.\n\n**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v38p_haiku4_answer_first",
        "ROTATE: (1, 1) counterclockwise\n\nThat turns the bottom-right piece's right opening "
        "up, toward (0, 1).",
        (3, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v38p_sonnet4_french",
        "La pièce en haut à droite doit tourner dans le sens horaire.\n\nROTATE: (0, 1) sens "
        "horaire",
        (1, CW),
        False,
        "other_language_direction",
        "hard: a French turn word ('clockwise') is read (ruling: ten languages); strict miss",
    ),
    _p(
        "v38p_opus4_ccw_abbrev",
        "One quarter turn the other way for the top-left piece.\n\nROTATE: (0, 0) CCW",
        (0, CCW),
        False,
        "abbreviation",
    ),
    _p(
        "v38p_flash_degrees",
        "ROTATE: (1, 1) 90° clockwise",
        (3, CW),
        False,
        "degrees",
    ),
    _p(
        "v38p_pro_tight",
        "The top-right piece.\n\nROTATE: (0,1) counterclockwise",
        (1, CCW),
        False,
        "spacing",
    ),
    _p(
        "v38p_qwen25_chinese_ccw",
        "左下方块的开口朝向棋盘外面，需要逆时针转一次。\n\nROTATE: (1, 0) 逆时针",
        (2, CCW),
        False,
        "chinese_value",
    ),
    _p(
        "v38p_qwen3_think",
        "<think>\n(0,0) opens right and left. Left is off board. Clockwise: right becomes "
        "down, left becomes up — up is off board too. Counterclockwise: right becomes up, "
        "left becomes down. Up off board. Hmm, it's a straight piece; either turn gives "
        "up-down. Up is off. So (0,0) is fine only as right-left... then the issue is (1,1). "
        "(1,1) opens down; clockwise gives left. Good.\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v38p_llama33_spanish",
        "La pieza de abajo a la derecha gira en sentido antihorario.\n\nROTATE: (1, 1) sentido "
        "antihorario",
        (3, CCW),
        False,
        "other_language_direction",
        "hard: a Spanish turn word ('counterclockwise') is read (ruling: ten languages)",
    ),
    _p(
        "v38p_llama4_ordinal",
        "Rotate the fourth square clockwise.",
        (3, CW),
        False,
        "ordinal",
        "hard: 'the fourth square' counted row by row is square 3 (ruling: ordinals)",
    ),
    _p(
        "v38p_mistral_plain",
        "The bottom-right piece points off the board.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "reason_then_label",
    ),
    _p(
        "v38p_phi4_xml",
        "<rotate>(0, 0) clockwise</rotate>",
        (0, CW),
        False,
        "xml_tag",
    ),
    _p(
        "v38p_gemma3_hindi",
        "ऊपर बाएँ वाला टुकड़ा घुमाइए।\n\nROTATE: (0, 0) दक्षिणावर्त",
        U,
        False,
        "other_language_direction",
        "a turn word in Hindi, outside the ten languages read: the direction is unreadable, "
        "not wrong",
    ),
    _p(
        "v38p_r1_think_two_open",
        "<think>\n(0,1) clockwise or (1,0) counterclockwise both seem to fix the open end. "
        "Let me think which one",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, two moves weighed and none given after it",
    ),
    _p(
        "v38p_v3_asks_user",
        "Should I turn (0, 1) or (1, 1) first? Both fix one open end. Let me know which you "
        "prefer.",
        U,
        False,
        "question_back",
        "the choice between two squares handed back to the user; no move committed",
    ),
    _p(
        "v38p_small_echo",
        "End with ROTATE: (row, col) clockwise",
        U,
        False,
        "small_echo",
        "the prompt's template echoed with its placeholders; no square",
    ),
    _p(
        "v38p_small_repeat",
        "Turn (1, 0).\nTurn (1, 0).\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_repeat",
        "hard: a sentence repeated, then the answer line last (strict right)",
    ),
    _p(
        "v38p_small_cut",
        "ROTATE: (1, 1) counter",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v38p_small_no_direction",
        "Turn it.\nROTATE: (0, 1)",
        U,
        False,
        "small_half_label",
        "a square without a direction: the move is not complete",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v38c_p_code_call",
        '```python\nrotate(square=(1, 0), direction="clockwise")\n```',
        (2, CW),
        False,
        "code_answer",
        "hard: the one call in the code names a square and a direction (strict: no label)",
    ),
    _p(
        "v38c_p_plan_after",
        "ROTATE: (0, 0) clockwise\n\nNext turn I expect to turn (1, 1) counterclockwise to finish.",
        (0, CW),
        False,
        "future_moves",
        "hard: this turn's move on its label line, the next turn's marked as a plan (strict: "
        "not the last line)",
    ),
    _p(
        "v38c_p_quoted_earlier",
        "Last turn I sent ROTATE: (0, 1) clockwise and it fixed the top edge. Now the bottom "
        "row.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "quoted_earlier",
        "hard: the earlier turn's answer quoted and marked as earlier; this turn's line is last",
    ),
    _p(
        "v38c_p_apology",
        "Apologies — my last move turned the wrong square. This one fixes it.\n\nROTATE: (1, 0) "
        "counterclockwise",
        (2, CCW),
        True,
        "apology_earlier",
        "hard: an apology for the earlier turn names no move of its own; this turn's is last",
    ),
    _p(
        "v38c_p_moves_any_order",
        "Two moves are needed: (0, 0) clockwise and (1, 1) counterclockwise, in either order.",
        U,
        False,
        "future_moves",
        "two moves given at once with neither named as this turn's",
    ),
    _p(
        "v38c_p_refers_earlier",
        "Same move as last time, once more.",
        U,
        False,
        "refers_earlier",
        "the answer refers to an earlier turn's move and names no square here",
    ),
    _p(
        "v38c_p_translated_disagrees",
        "ROTATE: (0, 1) clockwise\n(en français : (0, 1) sens antihoraire)",
        U,
        False,
        "translated_disagrees",
        "the English line says clockwise, its French translation counterclockwise",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v38",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v38.py: counts, no reader
    print_counts(all_cases(), problems())

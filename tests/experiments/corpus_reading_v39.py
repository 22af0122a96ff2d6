"""A thirty-ninth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v35`` ... ``_v38`` were read for the data format and the rulings as applied.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes of the prompt, repeats, half-formed labels, cut-offs), and a chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``), unclear
replies and clear look-alikes about even, on habits the earlier sets did not take as themes:
answers in a markdown table of several rows with one marked (bold, an arrow, "← chosen") or
none; a reply that answers a slightly different question (a maze of another size, the walls'
shape, the goal's neighbour); a numbered list of "final answers" to several sub-questions; a
long preamble restating the rules before a short answer; answers wrapped in HTML (``<b>``,
``<p>``, ``<code>``); emoji and check marks beside the answer (one ticked, or two); the
coordinate-list encoding's own words ("Player position:") as the answer; a clarifying question
asked and then answered anyway (or not); a persona or a story around the answer (which picks,
or leaves the pick open). New rings (3x3 at the top, the right and the bottom; 4x4 bottom-right),
new broken mazes (two goals, a ring missing its corner, six rows, lower-case letters) and new
routes (two steps back along the top row, a step back onto P and one up the left column, two
cells on along the bottom past G after a step back, steps onto the walls (2,2), (3,1), (3,4)).

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
TOP_WIGGLE = "1,0 1,1 1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: two steps back along the top row (one onto P), then down the right column."""
DOWN_AND_BACK = "1,0 1,1 1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step right and back onto P, a step back up the left column, then the bottom row."""
PAST_ALONG_BOTTOM = "1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3 4,2 4,1"
"""Valid up to G (the top row, a step back up the right column), then two cells on along the
bottom row."""
DIAGONAL_STEP = "1,0 1,1 1,2 1,3 2,3 2,2 3,3 4,3"
"""Broken: onto the wall (2,2), then a diagonal step to (3,3)."""
THROUGH_31 = "1,0 2,0 3,0 4,0 4,1 3,1 4,2 4,3"
"""Broken: up onto the wall (3,1), then a diagonal step back to the bottom row."""
THROUGH_RIGHT_WALL = "1,0 1,1 1,2 1,3 2,3 3,3 3,4 4,3"
"""Broken: a step onto the right wall (3,4) before G."""

# == generated mazes (5x5) =================================================================
RING_TOP3 = """\
1 G 0 0 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top, columns 1-3, P at (2,1), G at (0,1)."""

RING_RIGHT3 = """\
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 P 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right, rows 1-3, P at (3,2), G at (1,2)."""

RING_BOTTOM3 = """\
1 1 1 1 1
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 P 0 0 1"""
"""Valid: a 3x3 ring at the bottom, columns 1-3, P at (4,1), G at (2,1)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 G 0
1 0 1 1 0
1 P 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (3,1), G at (1,3)."""

RING_6X6 = """\
1 1 1 1 1 1
1 0 0 0 P 1
1 0 1 1 0 1
1 0 1 1 0 1
1 G 0 0 0 1
1 1 1 1 1 1"""
"""Broken for this prompt: a 4x4 ring, but in a 6x6 grid (the prompt asks for 5x5)."""

TWO_GOALS = """\
1 1 1 1 1
1 0 G 0 1
1 P 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with two goals."""

CORNER_MISSING = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 1 G 0"""
"""Broken: a 3x3 ring with its bottom-left corner walled (a hook, not a square)."""

LOWER_LETTERS = """\
1 1 1 1 1
1 1 1 1 1
1 1 p 0 0
1 1 0 1 0
1 1 0 0 g"""
"""Broken: a 3x3 ring written with lower-case ``p`` and ``g`` (the format's letters are P, G)."""

# == solve (one move from P (1,0); legal: (2,0) down, (1,1) right) ========================
SOLVE = [
    _s(
        "v39s_gpt4o_plain",
        "From (1, 0) the cell below is open and the left column runs straight to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v39s_gpt4o_table_tick",
        "| Move | Cell | Open? |\n|---|---|---|\n| Down | (2, 0) | ✓ |\n| Up | (0, 0) | ✗ wall |\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table_then_label",
    ),
    _s(
        "v39s_gpt41_steps",
        "1. P is at (1, 0).\n2. Up (0, 0) is a wall; left is off the grid.\n3. Right (1, 1) is open and starts the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "numbered_steps",
    ),
    _s(
        "v39s_gpt41_final_heading",
        "The top corridor leads to column 3, which drops to the goal.\n\n### Final answer\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
    ),
    _s("v39s_o3_terse", "Right along row 1.\nMOVE: (1, 1)", (1, 1), (1, 1), "terse"),
    _s("v39s_o3_wall", "Up is shorter.\nMOVE: (0, 0)", (0, 0), (0, 0), "wrong_move"),
    _s(
        "v39s_gpt5_verify",
        "MOVE candidate: (2, 0). Let me double-check: (2, 0) holds 0 in the grid, so it is empty, and it is directly below P. Confirmed.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verification_after",
    ),
    _s(
        "v39s_gpt5_json",
        'Here is my move:\n\n```json\n{"move": [1, 1]}\n```',
        (1, 1),
        None,
        "json_answer",
    ),
    _s(
        "v39s_haiku4_answer_first",
        "MOVE: (2, 0)\n\nThe cell below the player is empty, and moving down keeps me on the left edge which leads to the bottom row and then to the goal.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v39s_haiku4_not_adjacent",
        "I'll jump ahead two cells along the top row.\n\nMOVE: (1, 2)",
        (1, 2),
        (1, 2),
        "wrong_move",
    ),
    _s(
        "v39s_sonnet4_rejected",
        "Going right would also reach the goal, but I prefer to hug the left wall, so right is out.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other move is named and set aside in words; one committed label",
    ),
    _s(
        "v39s_sonnet4_correction",
        "MOVE: (1, 2)\n\nCorrection: (1, 2) is two cells away, not a neighbour. The move is (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        "hard: the first label is corrected, naming one new cell on the last line",
    ),
    _s(
        "v39s_opus4_bold",
        "The player should start down the left side.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v39s_opus4_second_thought",
        "MOVE: (2, 0)\n\nThough I'm now not sure whether the right-hand route is shorter; it may be better to go right.",
        U,
        None,
        "second_thought",
        "a doubt preferring the other move is left open after the label",
    ),
    _s(
        "v39s_flash_spanish",
        "El jugador debe moverse hacia abajo.\n\nRespuesta: abajo",
        (2, 0),
        None,
        "direction_word",
        "hard: 'abajo' (Spanish, down) read as the neighbouring cell (ruling: ten languages)",
    ),
    _s("v39s_flash_latex", "The move is $\\boxed{(2, 0)}$.", (2, 0), None, "latex_boxed"),
    _s(
        "v39s_pro_two_options",
        "Both (2, 0) and (1, 1) are open and equally short. MOVE: (2, 0) or MOVE: (1, 1).",
        U,
        None,
        "two_options",
        "two moves offered as alternatives with no pick",
    ),
    _s(
        "v39s_pro_one_based_unsaid",
        "P sits at (2, 1) with an open cell to its right at (2, 2).\n\nMOVE: (2, 2)",
        U,
        (2, 2),
        "one_based_unsaid",
        "names P as (2, 1), so it counts from 1 without saying so; read as written (2, 2) is a wall, read from 1 it is (1, 1): it matters (v35/v36's ruling); strict (2, 2) as written",
    ),
    _s(
        "v39s_qwen25_chinese",
        "玩家在 (1, 0)，下方 (2, 0) 是空格，可以沿左侧一直走到底部。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_prose",
    ),
    _s("v39s_qwen25_fullwidth", "玩家向右移动。\n\nMOVE：（1，1）", (1, 1), None, "fullwidth"),
    _s(
        "v39s_qwen3_think",
        "<think>\nP (1,0). Up wall. Down (2,0) = 0. Right (1,1) = 0. Either; take down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v39s_qwen3_think_unclosed",
        "<think>\nP at (1,0). Down is (2,0), right is (1,1). Both open. Which is shorter? Down path: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Right path: (1,1),(1,2),(1,3),(2,3),",
        U,
        None,
        "think_unclosed",
        "the thinking block is never closed and no answer follows it",
    ),
    _s(
        "v39s_llama33_direction_en",
        "Looking at the maze, I would move the player right.\n\nAnswer: right",
        (1, 1),
        None,
        "direction_word",
    ),
    _s("v39s_llama33_no_space", "MOVE: (2,0)", (2, 0), None, "spacing"),
    _s(
        "v39s_llama4_question_back_clear",
        "Do you want the shortest route? Both are six moves, so I'll assume any shortest route is fine.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "question_back",
        "hard: the question is answered by the reply's own assumption, and one move follows",
    ),
    _s(
        "v39s_llama4_question_back",
        "Before I move: is the player allowed to move diagonally in this maze? Let me know and I'll give the move.",
        U,
        None,
        "question_back",
        "asks a question back and gives no move",
    ),
    _s(
        "v39s_mistral_german",
        "Der Spieler geht nach rechts.\n\nAntwort: rechts",
        (1, 1),
        None,
        "direction_word",
        "hard: 'rechts' (German, right) read as the neighbouring cell (ruling: ten languages)",
    ),
    _s(
        "v39s_mistral_conditional",
        "If the goal is reachable along the top, MOVE: (1, 1); otherwise MOVE: (2, 0).",
        U,
        None,
        "conditional",
        "the answer depends on a condition the reply does not resolve",
    ),
    _s(
        "v39s_phi4_conditional_clear",
        "If the cell below is empty I go down. Checking: (2, 0) is 0, so it is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is checked and resolved in the reply before the label",
    ),
    _s(
        "v39s_phi4_withdrawn",
        "MOVE: (1, 1)\n\nActually, no, that doesn't look right. I need to reconsider this.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new cell is named",
    ),
    _s(
        "v39s_gemma3_turkish",
        "Oyuncu aşağı gitmeli.\n\nCevap: aşağı",
        U,
        None,
        "direction_word",
        "a direction word in Turkish, not one of the ten languages read: unreadable, not wrong",
    ),
    _s("v39s_v3_xml", "<answer>\nMOVE: (1, 1)\n</answer>", (1, 1), None, "xml_tag"),
    _s(
        "v39s_r1_think_final",
        "<think>\nDown or right. Right then along row 1 to (1,3) and down. Fine, right.\n</think>\n\nThe player moves right along the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v39s_r1_cut",
        "<think>\nThe player at (1,0). Let me list the neighbours: (0,0) wall, (2,0) open, (1,1) open. Now I compare the two routes to (4,3). The down route is",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
]

SOLVE += [
    _s(
        "v39s_small_echo_example",
        "MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "small_echo",
        "the prompt's template and its example echoed; no move of the reply's own",
    ),
    _s(
        "v39s_small_repeat_move",
        "down\nMOVE: (2, 0)\ndown\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v39s_small_half_label",
        "Move (1, 1",
        (1, 1),
        None,
        "small_half_label",
        "hard: one cell named, with the label and the closing bracket half-formed",
    ),
    _s(
        "v39s_small_cut_label",
        "The next move is MOVE: (",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before the cell",
        finish_reason=L,
    ),
    _s(
        "v39s_small_grid_echo",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\nMOVE:",
        U,
        None,
        "small_echo",
        "the maze echoed and an empty label; no move",
    ),
    _s(
        "v39s_small_repeat_goal",
        "The goal is at (4, 3).\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "small_repeat",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v39c_s_table_bold",
        "| Option | Cell | Steps to G |\n|---|---|---|\n| Right | (1, 1) | 6 |\n| **Down** | **(2, 0)** | **6** |\n\nThe bold row is my move.",
        (2, 0),
        None,
        "table_marked",
        "hard: two rows in the table, the chosen one marked in bold and said to be the move",
    ),
    _s(
        "v39c_s_table_arrow",
        "| Direction | Cell |\n|---|---|\n| Right | (1, 1) ← chosen |\n| Down | (2, 0) |",
        (1, 1),
        None,
        "table_marked",
        "hard: two rows, one marked '← chosen'",
    ),
    _s(
        "v39c_s_table_unmarked",
        "| Direction | Cell | Route length |\n|---|---|---|\n| Right | (1, 1) | 6 |\n| Down | (2, 0) | 6 |",
        U,
        None,
        "table_unmarked",
        "a table of two moves with no row marked or picked",
    ),
    _s(
        "v39c_s_html_bold",
        "The player should go down the left side.\n\n<b>MOVE: (2, 0)</b>",
        (2, 0),
        None,
        "html_wrapped",
        "hard: the label wrapped in HTML <b> tags, not markdown bold (strict: not the label as printed)",
    ),
    _s(
        "v39c_s_check_two",
        "(2, 0) ✅ open\n(1, 1) ✅ open\n\nBoth work!",
        U,
        None,
        "emoji_two",
        "two moves ticked as open, none picked",
    ),
    _s(
        "v39c_s_check_one",
        "(0, 0) ❌ wall\n(2, 0) ✅ open — going here\n(1, 1) ✅ open",
        (2, 0),
        None,
        "emoji_marked",
        "hard: two cells ticked open, one of them marked 'going here'",
    ),
    _s(
        "v39c_s_coord_words",
        "After this move:\nPlayer position: (1, 1)\nGoal: (4, 3)",
        (1, 1),
        None,
        "coord_words",
        "hard: the coordinate-list encoding's 'Player position' line after the move names the cell moved to",
    ),
    _s(
        "v39c_s_numbered_finals",
        "Final answers:\n1. Where is the player? (1, 0)\n2. Where is the goal? (4, 3)\n3. Next move? (2, 0)",
        (2, 0),
        None,
        "numbered_finals",
        "hard: a numbered list of final answers; the one for the next move is item 3",
    ),
    _s(
        "v39c_s_numbered_two_moves",
        "Final answers:\n1. Shortest move: (1, 1)\n2. Safest move: (2, 0)",
        U,
        None,
        "numbered_two",
        "two 'final answers' name two different moves; neither is said to be the move",
    ),
    _s(
        "v39c_s_goal_neighbour",
        "The goal at (4, 3) can be reached from (3, 3) or (4, 2). Moving into it from (4, 2) is the natural last step.",
        U,
        None,
        "other_question",
        "answers which cell leads into the goal, not the player's next move",
    ),
    _s(
        "v39c_s_story_picks",
        "The explorer stood at (1, 0), wall above, two passages ahead. She chose the dark corridor to the south.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "persona_story",
        "hard: a story around the move; the label is the reply's last line",
    ),
    _s(
        "v39c_s_story_open",
        "The explorer stood at (1, 0), wall above, two passages before her: east to (1, 1), south to (2, 0). She lit her lamp and wondered which the old map meant...",
        U,
        None,
        "persona_story_open",
        "the story names both moves and ends without a pick",
    ),
]

# == one_shot (the whole path from P (1,0) to G (4,3)) ====================================
ONE_SHOT = [
    _o(
        "v39o_gpt4o_right",
        "Go along the top row to column 3, then down the right column to the goal.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "reason_then_label",
    ),
    _o(
        "v39o_gpt41_wiggle",
        "Along the top, with two steps back that I kept in:\n\nPATH: " + path_text(TOP_WIGGLE),
        S,
        True,
        "back_step",
        "hard: steps back onto P and to (1,1) and forward again; every step is to a neighbouring "
        "open cell and it ends at G",
    ),
    _o(
        "v39o_o3_diagonal",
        "Shortcut at the corner.\nPATH: " + path_text(DIAGONAL_STEP),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v39o_gpt5_past_bottom",
        "The route, which I let run on along the bottom:\n\nPATH: " + path_text(PAST_ALONG_BOTTOM),
        S,
        True,
        "walk_on",
        "hard: reaches G, then two cells on along the bottom; the last G walked back to P is the top row, a step back and the right column, valid (the specification's check)",
    ),
    _o(
        "v39o_haiku4_stops",
        "Down the left side and along the bottom:\n\nPATH: " + path_text(THROUGH_31),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v39o_sonnet4_down_back",
        "I stepped right and came back, then went down the left column (with one step back up):\n\nPATH: "
        + path_text(DOWN_AND_BACK),
        S,
        True,
        "back_step",
        "hard: a step right and back onto P, a step back up the left column, then a legal route; "
        "every step is one open cell",
    ),
    _o(
        "v39o_opus4_through_wall",
        "Follow the outer edge on the right:\n\nPATH: " + path_text(THROUGH_RIGHT_WALL),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v39o_flash_arrows",
        "Shortest route:\n\nPATH: " + path_text(DOWN, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v39o_pro_answer_first",
        "PATH: "
        + path_text(DOWN)
        + "\n\nThis follows the left column down and then the bottom row to the goal.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v39o_qwen25_chinese",
        "从 P 出发，先向下走到第 4 行，再向右走到 G。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v39o_qwen3_think",
        "<think>\nTop row then right column: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). All open.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v39o_llama33_directions",
        "From P: down, down, down, right, right, right.",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail (the kept ruling, as v38 "
        "applied it), though the words trace the left-and-bottom route",
    ),
    _o(
        "v39o_llama4_json",
        'Route as JSON:\n```json\n{"path": [[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]]}\n```',
        S,
        False,
        "json_answer",
    ),
    _o(
        "v39o_mistral_verify",
        "PATH: "
        + path_text(DOWN)
        + "\n\nLet me double-check each step: (2, 0), (3, 0), (4, 0) are 0; (4, 1), (4, 2) are 0; (4, 3) is G. All good.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "verification_after",
    ),
    _o(
        "v39o_phi4_one_based_said",
        "Using 1-based row and column numbers:\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; converted, the route is valid (strict miss)",
    ),
    _o(
        "v39o_gemma3_two_options",
        "Two routes work:\nPATH: " + path_text(RIGHT) + "\nPATH: " + path_text(DOWN),
        U,
        False,
        "two_options",
        "two complete routes offered with no pick",
    ),
    _o(
        "v39o_v3_latex",
        "The path is\n$$\\boxed{(1,0)\\to(2,0)\\to(3,0)\\to(4,0)\\to(4,1)\\to(4,2)\\to(4,3)}$$",
        S,
        False,
        "latex_boxed",
    ),
    _o(
        "v39o_r1_cut",
        "<think>\nStart (1,0). Try the top: (1,1) 0, (1,2) 0, (1,3) 0, then (2,3) 0, (3,3) 0, (4,3) G. Good.\n</think>\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "cut_off",
        "cut off by max_tokens in the middle of the final path",
        finish_reason=L,
    ),
]

ONE_SHOT += [
    _o(
        "v39o_small_echo",
        "PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).",
        U,
        False,
        "small_echo",
        "the prompt's template and example echoed; no route of the reply's own",
    ),
    _o(
        "v39o_small_repeat",
        "PATH: (1, 0) (2, 0) (2, 0) (2, 0) (2, 0) (2, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v39o_small_half_label",
        "path (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)",
        S,
        False,
        "small_half_label",
        "hard: a lower-case label without its colon before a valid route",
    ),
    _o(
        "v39o_small_cut",
        "I go down. PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before the route reaches G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v39c_o_table_arrow",
        "| Route | Cells | Length |\n|---|---|---|\n| Top | "
        + path_text(RIGHT)
        + " | 6 | ←\n| Left | "
        + path_text(DOWN)
        + " | 6 |\n\n← marks the path I give.",
        S,
        False,
        "table_marked",
        "hard: two routes in the table, one marked with an arrow said to be the path given",
    ),
    _o(
        "v39c_o_table_unmarked",
        "| Route | Cells |\n|---|---|\n| Top | "
        + path_text(RIGHT)
        + " |\n| Left | "
        + path_text(DOWN)
        + " |",
        U,
        False,
        "table_unmarked",
        "a table of two routes with no row marked or picked",
    ),
    _o(
        "v39c_o_html_code",
        "<p>The path is:</p>\n<code>PATH: " + path_text(RIGHT) + "</code>",
        S,
        False,
        "html_wrapped",
        "hard: the PATH line wrapped in HTML <code>; the route is valid (strict: not the label line as printed)",
    ),
    _o(
        "v39c_o_preamble",
        "Let me restate the rules. The grid is 5x5; 1 is a wall and 0 an empty cell; P is the player at (1, 0) and G the goal at (4, 3). I may move up, down, left or right onto empty cells or the goal, never through walls or off the grid. The empty cells form a ring: the top row from (1, 0) to (1, 3), the right column down to (4, 3), the bottom row and the left column. So any route around either side works.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "long_preamble",
        "hard: a long restatement of the rules and board before the one label line, which is last",
    ),
    _o(
        "v39c_o_clarify_then_answer",
        "Should the path include the starting cell? I'll include it, as the example does.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "question_back",
        "hard: a clarifying question, answered by the reply itself, then one route",
    ),
    _o(
        "v39c_o_persona_open",
        "Arr, matey! Two passages lead to the treasure at (4, 3): the northern corridor and the western one. Which shall we sail? Tell me, captain, and I'll chart every cell!",
        U,
        False,
        "persona_story_open",
        "a persona names two ways and leaves the pick to the user; no cells given",
    ),
    _o(
        "v39c_o_bigger_maze",
        "For a 6x6 version of this maze the route would be:\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (5, 0) (5, 1) (5, 2) (5, 3) (5, 4)",
        U,
        False,
        "other_question",
        "a route for a different (6x6) maze, not the one asked about; no answer to the question",
    ),
    _o(
        "v39c_o_numbered_finals",
        "Final answers:\n1. Start: (1, 0)\n2. Goal: (4, 3)\n3. Path: " + path_text(DOWN),
        S,
        False,
        "numbered_finals",
        "hard: a numbered list of final answers; item 3 is the route, valid",
    ),
]

# == recognize (the empty cells of ORIGINAL form a square ring) ===========================
RECOGNIZE = [
    _r(
        "v39r_gpt4o_plain",
        "The open cells run around the outside of a 2x2 block of walls, closing on themselves with four corners.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v39r_gpt41_rectangle",
        "Four straight sides at right angles.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is one of the specification's square variants (strict right)",
    ),
    _r("v39r_o3_cross", "Looks like a plus.\nSHAPE: cross", "cross", False, "wrong_shape"),
    _r(
        "v39r_gpt5_final_heading",
        "Rows 1 and 4 and columns 0 and 3 are open between the corners.\n\n**Final answer:**\nSHAPE: square",
        "square",
        True,
        "final_answer_heading",
    ),
    _r(
        "v39r_haiku4_answer_first",
        "SHAPE: square\n\nThe empty cells trace the border of the 4x4 block from (1, 0) to (4, 3).",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v39r_sonnet4_spiral",
        "The corridor winds from the player around toward the goal, turning at every corner.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _r(
        "v39r_opus4_pyramid",
        "I see a sloped outline.\n\nSHAPE: square pyramid",
        "triangle",
        False,
        "variant_name",
        "hard: 'a square pyramid' is a pyramid, so a triangle (the ruling), a wrong answer",
    ),
    _r(
        "v39r_flash_lower",
        "The open cells close into a loop.\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v39r_pro_prism",
        "A block shape with depth.\n\nSHAPE: square prism",
        "none",
        False,
        "no_shape_name",
        "hard: 'a square prism' names no shape of the specification (the ruling)",
    ),
    _r(
        "v39r_qwen25_chinese_name",
        "空格围成一个闭合的环，四条边，四个角。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: 正方形 (square) read as a Chinese shape name; strict asks an English name",
    ),
    _r(
        "v39r_qwen3_think",
        "<think>\nRing of 12 cells, a 4x4 border. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v39r_llama33_z",
        "The open cells zigzag from top-left to bottom-right.\n\nSHAPE: Z",
        "Z",
        False,
        "wrong_shape",
    ),
    _r(
        "v39r_llama4_second_thought",
        "SHAPE: square\n\nHmm, but the player's cell sits on the edge and might break the loop, so it could be a C instead.",
        U,
        False,
        "second_thought",
        "a doubt preferring another shape is left open after the label",
    ),
    _r(
        "v39r_mistral_conditional",
        "If the corners count as part of the path, SHAPE: square; if not, SHAPE: cross.",
        U,
        False,
        "conditional",
        "the answer depends on a condition the reply leaves unresolved",
    ),
    _r(
        "v39r_phi4_correction",
        "SHAPE: C\n\nCorrection: (4, 0) and (1, 0) are joined down the left column, so the loop is closed. It is a square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: the first label corrected with one new name on the last line",
    ),
    _r(
        "v39r_gemma3_french",
        "Les cases vides dessinent le bord d'un carré.\n\nSHAPE: carré",
        U,
        False,
        "other_language_name",
        "French 'carré' is neither an English nor a Chinese shape name: other languages are unreadable, not wrong (the ruling)",
    ),
    _r(
        "v39r_v3_xml",
        "The open cells make a closed ring.\n<shape>square</shape>",
        "square",
        False,
        "xml_tag",
    ),
    _r(
        "v39r_r1_cut",
        "<think>\nThe empty cells: (1,0),(1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2),(4,3). That is a border. Is it a square or",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
]

RECOGNIZE += [
    _r(
        "v39r_small_echo",
        "Explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>.\nSHAPE: <name>",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed; no shape named",
    ),
    _r(
        "v39r_small_repeat",
        "square square square square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v39r_small_half_label",
        "the shape is\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the label without its colon, one shape named",
    ),
    _r(
        "v39r_small_cut",
        "The empty cells make a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v39c_r_walls_shape",
        "The walls in the middle form a 2x2 block, and the outer walls frame them.\n\nThe walls' shape: a cross-like frame.",
        U,
        False,
        "other_question",
        "describes the walls' shape, not the empty cells', and gives no SHAPE for the question asked",
    ),
    _r(
        "v39c_r_table_bold",
        "| Shape | Fits? |\n|---|---|\n| C | no, the loop is closed |\n| **square** | **yes** |\n| cross | no |",
        "square",
        False,
        "table_marked",
        "hard: three rows, the one that fits in bold with 'yes'",
    ),
    _r(
        "v39c_r_table_two_yes",
        "| Shape | Fits? |\n|---|---|\n| square | yes |\n| C | yes, if the left column is broken |",
        U,
        False,
        "table_unmarked",
        "two rows both marked 'yes', no pick",
    ),
    _r(
        "v39c_r_emoji",
        "Square ✅\n\nThe twelve open cells close into a 4x4 border.",
        "square",
        False,
        "emoji_marked",
        "hard: one shape named with a tick, the explanation after it (strict: no SHAPE line)",
    ),
    _r(
        "v39c_r_story_open",
        "The old cartographer traced the corridors with his finger. 'A square,' muttered his apprentice. 'Or a C, if the west wall holds,' he replied, and rolled up the map.",
        U,
        False,
        "persona_story_open",
        "the story names two shapes through two characters and ends with no pick",
    ),
    _r(
        "v39c_r_html",
        "<p>The empty cells form a closed four-sided loop.</p>\n<p><b>SHAPE: square</b></p>",
        "square",
        False,
        "html_wrapped",
        "hard: the label inside HTML <p><b> tags (strict: not the label as printed)",
    ),
    _r(
        "v39c_r_clarify_no_answer",
        "Do you mean the shape of the empty cells or of the walls? The two differ here, so please clarify before I answer.",
        U,
        False,
        "question_back",
        "asks a question back and names no shape",
    ),
    _r(
        "v39c_r_answer_then_rules",
        "SHAPE: square\n\nI followed these rules: only empty cells (0, P, G) count, cells touch when they share a side, and the name is the specification's English one.",
        "square",
        False,
        "answer_then_rules",
        "hard: the answer first, then the rules it followed (no second shape; strict: not the last line)",
    ),
]

# == generate (a new 5x5 maze whose empty cells form a square ring) =======================
GENERATE = [
    _g(
        "v39g_gpt4o_top",
        "Here is a new maze with a 3x3 ring at the top:\n\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v39g_gpt41_right_fenced", "MAZE:\n```\n" + RING_RIGHT3 + "\n```", S, False, "fenced_answer"
    ),
    _g("v39g_o3_bottom", "3x3 ring, bottom.\n\nMAZE:\n" + RING_BOTTOM3, S, True, "terse"),
    _g(
        "v39g_gpt5_two_goals",
        "A compact loop with a goal on each side:\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v39g_haiku4_br4_note",
        "MAZE:\n" + RING_BR4 + "\n\nThe ring is 4x4 in the bottom-right corner.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v39g_sonnet4_corner",
        "I'll put a small ring on the right:\n\nMAZE:\n" + CORNER_MISSING,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v39g_opus4_coord",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v39g_flash_lower",
        "MAZE:\n" + LOWER_LETTERS,
        F,
        False,
        "wrong_letters",
        "hard: lower-case p and g are not the format's letters (the ruling: a fail)",
    ),
    _g(
        "v39g_pro_coord_top",
        "A 3x3 ring at the top of the grid:\n\nMAZE:\n" + coord_list(RING_TOP3),
        S,
        True,
        "reason_then_label",
        encoding="coord_list",
    ),
    _g(
        "v39g_qwen25_chinese",
        "新迷宫：空格在右侧组成一个 3x3 的方形环。\n\nMAZE:\n" + RING_RIGHT3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v39g_qwen3_think",
        "<think>\nPut a 3x3 ring at the bottom, P bottom-left of the ring, G top-left.\n</think>\n\nMAZE:\n"
        + RING_BOTTOM3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v39g_llama33_two_options",
        "Option 1:\nMAZE:\n" + RING_TOP3 + "\n\nOption 2:\nMAZE:\n" + RING_BOTTOM3,
        U,
        False,
        "two_options",
        "two mazes offered as options with no pick",
    ),
    _g(
        "v39g_llama4_rejected",
        "I first thought of a ring at the top, but a ring on the right spreads the walls better, so I'll use that.\n\nMAZE:\n"
        + RING_RIGHT3,
        S,
        True,
        "rejected_alternative",
        "hard: another layout named and set aside in words; one maze given",
    ),
    _g(
        "v39g_mistral_json",
        '```json\n{"maze": ["1 1 1 1 1", "1 1 1 1 1", "1 G 0 0 1", "1 0 1 0 1", "1 P 0 0 1"]}\n```',
        S,
        False,
        "json_answer",
        "hard: a JSON list of the rows of a valid 3x3 ring at the bottom (strict: no MAZE line)",
    ),
    _g(
        "v39g_phi4_withdrawn",
        "MAZE:\n"
        + RING_BR4
        + "\n\nHmm, I'm not sure this is right after all; please disregard it.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v39g_gemma3_copy",
        "A maze with a square ring:\n\nMAZE:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        F,
        False,
        "copied_original",
        "hard: the shown maze copied unchanged is not a new maze (a fail)",
    ),
    _g(
        "v39g_r1_cut",
        "<think>\nA 4x4 ring in the bottom-right: rows 1-4, columns 1-4.\n</think>\n\nMAZE:\n1 1 1 1 1\n1 0 0 G 0\n1 0 1",
        U,
        False,
        "cut_off",
        "cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
]

GENERATE += [
    _g(
        "v39g_small_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nWrite the line MAZE:",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed and an empty label; no maze",
    ),
    _g(
        "v39g_small_repeat",
        "MAZE:\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v39g_small_half_label",
        "maze\n" + RING_TOP3,
        S,
        False,
        "small_half_label",
        "hard: a lower-case label without its colon, then a valid ring (strict miss)",
    ),
    _g(
        "v39g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens after a row and a half",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v39c_g_six_by_six",
        "A slightly bigger version with the same ring:\n\nMAZE:\n" + RING_6X6,
        F,
        False,
        "other_question",
        "hard: a maze of another size (6x6) than the 5x5 asked; a committed maze that does not meet the task: a fail",
    ),
    _g(
        "v39c_g_table_marked",
        "| Layout | Ring |\n|---|---|\n| A | top, 3x3 |\n| B | right, 3x3 ← chosen |\n\nLayout B:\n\nMAZE:\n"
        + RING_RIGHT3,
        S,
        True,
        "table_marked",
        "hard: a table of two layouts, one marked '← chosen', and only that one drawn",
    ),
    _g(
        "v39c_g_html_pre",
        "<p>New maze:</p>\n<pre>\nMAZE:\n" + RING_BOTTOM3 + "\n</pre>",
        S,
        False,
        "html_wrapped",
        "hard: the MAZE block inside HTML <pre>; the maze is a valid ring (strict: not bare)",
    ),
    _g(
        "v39c_g_coord_open_cells",
        "Walls: all other cells\nOpen cells: (0,1), (0,2), (0,3), (1,1), (1,3), (2,1), (2,2), (2,3)\nPlayer: (2,1)\nGoal: (0,3)",
        S,
        False,
        "coord_words",
        "hard: the coordinate list's own words in its own spelling ('Open cells', 'Player', walls as 'all other cells'); the open cells with P and G among them are the 3x3 ring at the top, valid (strict: no MAZE line, not the encoder's form)",
        encoding="coord_list",
    ),
    _g(
        "v39c_g_numbered_two",
        "Final answers:\n1. With a 3x3 ring:\nMAZE:\n"
        + RING_BOTTOM3
        + "\n2. With a 4x4 ring:\nMAZE:\n"
        + RING_BR4,
        U,
        False,
        "numbered_two",
        "two 'final answers' give two different mazes; neither is said to be the one",
    ),
    _g(
        "v39c_g_clarify_open",
        "Should the new maze keep the ring the same size (4x4) or may it be 3x3? Both are squares. Let me know which you prefer.",
        U,
        False,
        "question_back",
        "asks a question back and gives no maze",
    ),
    _g(
        "v39c_g_persona",
        "As your friendly maze architect, I've drafted just the thing — a snug ring tucked into the bottom-right corner!\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "persona_story",
        "hard: a persona's words around one maze; the maze is last",
    ),
    _g(
        "v39c_g_two_ticks",
        "✅ Ring at the top:\n" + RING_TOP3 + "\n\n✅ Ring on the right:\n" + RING_RIGHT3,
        U,
        False,
        "emoji_two",
        "two mazes each ticked, no MAZE label and no pick",
    ),
]

# == puzzle (a 2x2 board; square index 2 * row + col) =====================================
PUZZLE = [
    _p(
        "v39p_gpt4o_plain",
        "The top-left piece's opening faces the edge; a clockwise turn points it right toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "reason_then_label",
    ),
    _p(
        "v39p_gpt41_square_n",
        "Square 3 is the only piece whose opening faces off the board.\n\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _p(
        "v39p_o3_terse",
        "Bottom-left, once.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v39p_gpt5_bold",
        "Fix the top-right piece.\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v39p_haiku4_answer_first",
        "ROTATE: (1, 1) clockwise\n\nThat turns the bottom-right piece's bottom opening to the left, toward (1, 0).",
        (3, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v39p_sonnet4_verify",
        "ROTATE: (0, 1) clockwise\n\nLet me double-check: after the turn, its opening faces down to (1, 1), which has an opening up. They connect.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "verification_after",
    ),
    _p(
        "v39p_opus4_anticlockwise",
        "One quarter turn the other way for the bottom-left piece.\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "abbreviation",
        "hard: 'anticlockwise' means counterclockwise; strict asks the prompt's word",
    ),
    _p(
        "v39p_flash_degrees",
        "Rotate the top-left piece by 90° clockwise.",
        (0, CW),
        False,
        "degrees",
    ),
    _p(
        "v39p_pro_two_options",
        "Either ROTATE: (0, 0) clockwise or ROTATE: (1, 1) counterclockwise fixes the loop.",
        U,
        False,
        "two_options",
        "two moves offered as alternatives with no pick",
    ),
    _p(
        "v39p_qwen25_chinese",
        "右下角的方块需要顺时针旋转。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_prose",
    ),
    _p(
        "v39p_qwen3_fullwidth",
        "<think>\nTop-right piece, turn it counterclockwise.\n</think>\n\nROTATE：（0，1）counterclockwise",
        (1, CCW),
        False,
        "fullwidth",
    ),
    _p(
        "v39p_llama33_portuguese",
        "A peça de baixo à direita deve girar no sentido anti-horário.\n\nROTATE: (1, 1) sentido anti-horário",
        (3, CCW),
        False,
        "other_language_direction",
        "hard: a Portuguese turn word ('counterclockwise') is read (ruling: ten languages); strict miss",
    ),
    _p(
        "v39p_llama4_conditional",
        "If the top-left piece is already connected, ROTATE: (1, 0) clockwise; otherwise ROTATE: (0, 0) clockwise.",
        U,
        False,
        "conditional",
        "the move depends on a condition the reply leaves unresolved",
    ),
    _p(
        "v39p_mistral_correction",
        "ROTATE: (0, 0) clockwise\n\nCorrection: that piece is already right; it is (1, 0) that needs turning.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "correction",
        "hard: the first move corrected with one new square on the last line",
    ),
    _p(
        "v39p_phi4_swedish",
        "Vrid den övre vänstra biten medurs.\n\nROTATE: (0, 0) medurs",
        U,
        False,
        "other_language_direction",
        "a Swedish turn word, not one of the ten languages read: unreadable, not wrong",
    ),
    _p(
        "v39p_r1_cut",
        "<think>\nSquares: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right. Square 2's opening faces left, off the board. Turning it clockwise would",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any move",
        finish_reason=L,
    ),
]

PUZZLE += [
    _p(
        "v39p_small_echo",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (row, col)",
        U,
        False,
        "small_echo",
        "the prompt's template echoed; no move of the reply's own",
    ),
    _p(
        "v39p_small_repeat",
        "turn (0, 1)\nROTATE: (0, 1) clockwise\nturn (0, 1)\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v39p_small_half_label",
        "rotate (1, 0) counter clockwise",
        (2, CCW),
        False,
        "small_half_label",
        "hard: a lower-case label without its colon, 'counter clockwise' in two words",
    ),
    _p(
        "v39p_small_cut",
        "ROTATE: (0,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before the column and the direction",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v39c_p_table_arrow",
        "| Square | Turn |\n|---|---|\n| (0, 0) | clockwise |\n| (1, 1) | counterclockwise ⬅ this one |",
        (3, CCW),
        False,
        "table_marked",
        "hard: two rows, one marked '⬅ this one'",
    ),
    _p(
        "v39c_p_table_unmarked",
        "| Square | Turn | Fixes |\n|---|---|---|\n| (0, 0) | clockwise | top edge |\n| (1, 1) | counterclockwise | bottom edge |",
        U,
        False,
        "table_unmarked",
        "a table of two moves with no row marked or picked",
    ),
    _p(
        "v39c_p_other_player",
        "Your opponent's best move would be ROTATE: (1, 0) clockwise, so watch out for that.",
        U,
        False,
        "other_question",
        "gives a move for another player (there is none in this puzzle), not this turn's move",
    ),
    _p(
        "v39c_p_numbered_finals",
        "Final answers:\n1. Pieces already connected: 2\n2. Moves left after this: 1\n3. This move: ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        False,
        "numbered_finals",
        "hard: a numbered list of final answers; item 3 is this turn's move (strict: not the label line)",
    ),
    _p(
        "v39c_p_html_code",
        "<code>ROTATE: (0, 1) counterclockwise</code>",
        (1, CCW),
        False,
        "html_wrapped",
        "hard: the label wrapped in HTML <code> tags (strict: not the label as printed)",
    ),
    _p(
        "v39c_p_check_two",
        "(0, 0) clockwise ✔\n(1, 0) counterclockwise ✔",
        U,
        False,
        "emoji_two",
        "two moves ticked, none picked",
    ),
    _p(
        "v39c_p_story_open",
        "The clockmaker peered at the 2x2 board. 'Turn the top-left one clockwise,' said one apprentice. 'No, the bottom-right, the other way,' said the second. The clockmaker only smiled.",
        U,
        False,
        "persona_story_open",
        "the story gives two moves through two characters and ends with no pick",
    ),
    _p(
        "v39c_p_clarify_open",
        "Is square (0, 0) the top-left one in your numbering? If so, ROTATE: (0, 0) clockwise; if (0, 0) is the bottom-left, I'd need to recount.",
        U,
        False,
        "question_back",
        "asks a question back and makes the move depend on its answer",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v39",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v39.py: counts, no reader
    print_counts(all_cases(), problems())

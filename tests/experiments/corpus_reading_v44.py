"""A forty-fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v42`` were read for the data format and the rulings as applied.

This round leans on the non-Qwen families' everyday replies (GPT-4o/4.1/5, o3/o4-mini summaries,
Claude, Gemini, Llama, Mistral, Phi, DeepSeek) and on one-shot paths, generated mazes and the
rotation puzzle (together more than 60% of the set). About fifteen replies answer a user who
prompted in Spanish, French, German, Japanese, Portuguese, Italian, Russian or Korean, and a few
use a direction word in a language outside the ten the rulings read (unreadable, not wrong).
The real small models' habits (echoes, repeats, half-formed labels, cut-offs) are in every
phase. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs unclear replies with clear look-alikes: an answer in prose without the label
(committed, or weighing), the answer first and a long justification naming other cells, a table
or bullet list with one option marked (or none), a "Final answer" heading followed by a caveat
that keeps it (or reopens it), a cut-off inside the final answer (or a complete one), and
answers the model reformatted (extra spaces, numbered rows, code fences). New rings, broken
mazes and routes, new against every set before.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    coord_list,
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
G_TWICE_TOP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,2 4,3"
"""Valid: the top row and right column to G, two steps back along the bottom, G again."""
DOWN_UP_DOWN = "1,0 2,0 1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down, back to P, down twice, one step back up, then on round the bottom to G."""
ON_TO_12 = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3"
"""Valid up to G (a step right and back first), then on up the right column (not scored)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
SKIP_23 = "1,0 1,1 1,2 1,3 3,3 4,3"
"""Broken: jumps from (1,3) to (3,3), over (2,3)."""
THROUGH_21 = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down the walls (2,1) and (3,1)."""
SHORT_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell short of G."""

# == generated mazes (5x5) =================================================================
RING_TOP3 = """\
1 0 0 0 1
1 P 1 G 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top middle, P at (1,1), G at (1,3)."""

RING_TR4 = """\
1 P 0 0 0
1 0 1 1 0
1 0 1 1 G
1 0 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (0,1), G at (2,4)."""

RING_BL3 = """\
1 1 1 1 1
1 1 1 1 1
0 G 0 1 1
0 1 0 1 1
P 0 0 1 1"""
"""Valid: a 3x3 ring in the bottom-left, P at (4,0), G at (2,1)."""

RING_BC4 = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 0 1
G 1 1 0 1
0 0 P 0 1"""
"""Valid: a 4x4 ring in the bottom-left, G at (3,0), P at (4,2)."""

U_SHAPE = """\
1 1 1 1 1
1 0 0 0 1
1 P 1 0 1
1 G 1 0 1
1 1 1 1 1"""
"""Broken: the bottom side is missing, a U and not a ring."""

LOWER_PG = """\
1 1 1 1 1
1 1 p 0 0
1 1 0 1 0
1 1 0 0 g
1 1 1 1 1"""
"""Broken: a 3x3 ring marked with lower-case p and g."""

FOUR_ROWS = """\
0 0 0 1 1
0 1 0 1 1
P 0 G 1 1
1 1 1 1 1"""
"""Broken: four rows, not five."""

TWO_PLAYERS = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 P 0 G 1
1 1 1 1 1"""
"""Broken: two players on a centre ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v44s_gpt4o_plain",
        "The cell to the right, (1, 1), is open and starts the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v44s_gpt4o_list",
        "**Neighbours of P (1, 0):**\n- Up (0, 0): wall\n- Down (2, 0): open\n- Right (1, 1): open\n\nI'll head down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v44s_gpt41_bold",
        "Down leads straight along the left wall.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s("v44s_gpt5_terse", "Right, along the top.\nMOVE: (1, 1)", (1, 1), (1, 1), "asked_format"),
    _s(
        "v44s_o3_summary",
        "Summary of reasoning: both open neighbours lie on equally long routes; chose the bottom route.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v44s_o4mini_wall",
        "Straight up toward the top edge looks shortest from here.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v44s_sonnet_reasoned",
        "P is in the top-left corner of the loop. Both ways round are six moves. I'll take the top edge first.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v44s_opus_fence",
        "Next move, below P:\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
        "hard: the labelled move in a code fence (strict: fenced)",
    ),
    _s(
        "v44s_haiku_spacing",
        "Moving down.\n\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell written without the prompt's space (strict: format miss)",
    ),
    _s(
        "v44s_flash_plain",
        "Okay, the player is at (1, 0). The open cell below is (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v44s_pro_then",
        "MOVE: (1, 1)\n\nThis follows the top row; from (1, 3) the right column leads down to G at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the answer first, an explanation naming other cells after it (strict: not the last line)",
    ),
    _s(
        "v44s_llama3_plain",
        "To reach the goal, I will move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v44s_llama4_direction",
        "Best next step: down.",
        (2, 0),
        None,
        "direction_word",
        "hard: a direction word alone means the cell below, (2, 0); no label",
    ),
    _s(
        "v44s_mistral_plain",
        "The player should move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v44s_phi4_steps",
        "Step 1: find P at (1, 0).\nStep 2: (1, 1) is free.\nStep 3: move there.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v44s_v3_plain",
        "向右走一步。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v44s_r1_think",
        "<think>\nP at (1,0). Up is (0,0), a wall. Right (1,1) is open, down (2,0) is open. Both reach G in six. Pick down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v44s_qwen3_zh",
        "玩家在 (1, 0)，下方 (2, 0) 是空格，可以沿左侧走到终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v44s_es_direction",
        "El jugador debe moverse hacia abajo.",
        (2, 0),
        None,
        "direction_word",
        "hard: 'abajo' (Spanish, down) is the cell below, (2, 0); no label",
    ),
    _s(
        "v44s_de_label",
        "Der Spieler geht nach rechts, die obere Reihe entlang.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v44s_ko_direction",
        "오른쪽으로 이동합니다.",
        (1, 1),
        None,
        "direction_word",
        "hard: '오른쪽' (Korean, right) is the cell to the right, (1, 1); no label",
    ),
    _s(
        "v44s_nl_direction",
        "De speler moet naar beneden gaan.",
        U,
        None,
        "foreign_language",
        "a direction word in Dutch, outside the ten languages the rulings read",
    ),
    _s(
        "v44s_small_echo",
        "Reply with your move as MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the prompt's format line echoed, then one move",
    ),
    _s(
        "v44s_small_repeat",
        "MOVE: (2, 0)\n\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same move repeated, no conflict",
    ),
    _s(
        "v44s_small_half",
        "MOVE (2, 0",
        U,
        None,
        "small_half_label",
        "a half-formed label and an unclosed cell; not a cell a grader reads with confidence",
    ),
    _s(
        "v44s_small_cut",
        "The player is at (1, 0). The goal is at (4, 3). To get there the player must first",
        U,
        None,
        "small_cutoff",
        "cut off before any move",
        finish_reason=L,
    ),
    _s(
        "v44s_small_two",
        "MOVE: (2, 0)\n\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat",
        "two different labelled moves, neither picked",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v44c_s_gpt4o_prose",
        "Looking at the grid, I'd move right to (1, 1), since the top corridor then turns down the right-hand column to the goal.",
        (1, 1),
        None,
        "prose_answer",
        "hard: one move committed in prose, no label (strict: no MOVE line)",
    ),
    _s(
        "v44c_s_gpt41_prose_both",
        "From (1, 0) you can go down to (2, 0) or right to (1, 1). Both are open and both reach G in six moves, so either is a perfectly good next step.",
        U,
        None,
        "two_options",
        "two moves offered in prose as equally good, none picked",
    ),
    _s(
        "v44c_s_sonnet_table",
        "| Move | Cell | Open? | Pick |\n|---|---|---|---|\n| Up | (0, 0) | No | |\n| Down | (2, 0) | Yes | ✅ |\n| Right | (1, 1) | Yes | |\n\nGoing down along the left column.",
        (2, 0),
        None,
        "table_marked",
        "hard: a table of moves with one row checked and named in the sentence after it (strict: no label)",
    ),
    _s(
        "v44c_s_flash_table",
        "| Move | Cell | Open? | Steps to G |\n|---|---|---|---|\n| Down | (2, 0) | Yes | 6 |\n| Right | (1, 1) | Yes | 6 |\n\nBoth options tie.",
        U,
        None,
        "table_unmarked",
        "a table of two moves that tie, neither marked or picked",
    ),
    _s(
        "v44c_s_llama4_final_caveat",
        "## Final answer\n\nMOVE: (1, 1)\n\n*Note: going down to (2, 0) is just as short; I picked the top edge arbitrarily.*",
        (1, 1),
        None,
        "final_heading_caveat",
        "hard: a caveat after the final answer that names another cell but keeps the pick (strict: not the last line)",
    ),
    _s(
        "v44c_s_mistral_final_doubt",
        "**Final answer:** MOVE: (2, 0)\n\n*Caveat: I'm not sure this beats (1, 1); it may be worth double-checking the bottom row before committing.*",
        U,
        None,
        "second_thought",
        "a caveat after the answer leaves a doubt about another cell open",
    ),
    _s(
        "v44c_s_gpt5_cut_final",
        "Both neighbours are open; the left column is clear all the way down.\n\n**Final answer:**\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the final answer's cell",
        finish_reason=L,
    ),
    _s(
        "v44c_s_opus_verify",
        "MOVE: (2, 0)\n\nLet me double-check: row 2 reads `0 1 1 0 1`, so (2, 0) is open and below P. Confirmed.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the answer that confirms it (strict: not the last line)",
    ),
    _s(
        "v44c_s_phi4_first_long",
        "MOVE: (1, 1)\n\nWhy not (2, 0)? It is open too and the left column also reaches (4, 0), then (4, 1), (4, 2) and G at (4, 3). But I prefer to keep along the top, so (1, 1) it is.",
        (1, 1),
        None,
        "rejected_alternative",
        "hard: the answer first, then a justification that walks another route and rejects it (strict: not the last line)",
    ),
]

# == one_shot: a whole path on ORIGINAL ======================================================
ONE_SHOT = [
    _o(
        "v44o_gpt4o_plain",
        "Go along the top row, then down the right column to G.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_gpt4o_twice",
        "I reach G, step back two cells along the bottom and return to it.\n\nPATH: "
        + path_text(G_TWICE_TOP),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_gpt41_skip",
        "The quickest way round the top-right corner:\n\nPATH: " + path_text(SKIP_23),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v44o_gpt5_terse",
        "Left side, then the bottom.\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_o3_summary",
        "Reasoning summary: the left column and bottom row are open; a detour back to P is harmless.\n\nPATH: "
        + path_text(DOWN_UP_DOWN),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_o4mini_arrows",
        "Route (left column, bottom row):\n\nPATH: " + path_text(LEFT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: cells joined by arrows (strict: not space-separated)",
    ),
    _o(
        "v44o_sonnet_past",
        "Here's a route that reaches G and then continues up the right side to show the loop is closed:\n\nPATH: "
        + path_text(ON_TO_12),
        S,
        True,
        "asked_format",
        "hard: cells after the last G are not scored; the walk to it is valid",
    ),
    _o(
        "v44o_opus_wall",
        "Cutting through the middle saves steps.\n\nPATH: " + path_text(THROUGH_21),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v44o_haiku_commas",
        "Top row, then the right column.\n\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "spacing",
        "hard: cells separated by commas (strict: not space-separated)",
    ),
    _o(
        "v44o_flash_short",
        "Following the top row and down the right side:\n\nPATH: " + path_text(SHORT_33),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v44o_pro_then",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nThis goes down the left column and along the bottom row: six moves.",
        S,
        False,
        "answer_then_explanation",
        "hard: an explanation after the path (strict: not the last line)",
    ),
    _o(
        "v44o_llama3_plain",
        "Here is the path from P to G:\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_mistral_fence",
        "Path from P to G:\n```\nPATH: " + path_text(LEFT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the path inside a code fence (strict: fenced)",
    ),
    _o(
        "v44o_v3_zh",
        "沿着顶部一行走，再沿右侧一列向下。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_r1_think",
        "<think>\nTop row then right column: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3). All open. Good.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v44o_fr_plain",
        "Voici le chemin, par la colonne de gauche puis la rangée du bas :\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_pt_plain",
        "O caminho segue a linha de cima e desce pela coluna da direita:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v44o_ja_skip",
        "上の行を進み、右の列を下ります。\n\nPATH: " + path_text(SKIP_23),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v44o_phi4_cut",
        "Let me trace the route step by step. From (1, 0) I go right to (1, 1), then (1, 2), then (1, 3). From there I go down to",
        U,
        False,
        "cut_off",
        "cut off before any path is given",
        finish_reason=L,
    ),
    _o(
        "v44o_small_echo",
        "PATH: (row, col) (row, col) ...\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's template echoed before the path; the real path is the last line",
    ),
    _o(
        "v44o_small_repeat",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\nPATH: "
        + path_text(RIGHT_COL)
        + "\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "small_repeat",
        "hard: the same path twice, no conflict",
    ),
    _o(
        "v44o_small_half",
        "PATH (1, 0) (2, 0) (3, 0",
        U,
        False,
        "small_half_label",
        "a half-formed label and a path that breaks off mid-cell",
    ),
    _o(
        "v44o_small_cut",
        "Path:\nPATH: " + path_text("1,0 2,0 3,0 4,0 4,1") + " (4,",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v44o_llama4_plain",
        "Left column down, then the bottom row.\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v44c_o_gpt4o_prose",
        "The route goes (1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2) and finally (4, 3), straight down the left side and along the bottom.",
        S,
        False,
        "prose_answer",
        "hard: one path in prose, no label (strict: no PATH line)",
    ),
    _o(
        "v44c_o_sonnet_prose_both",
        "There are two equally short routes: along the top, "
        + path_text(RIGHT_COL)
        + ", or down the left side, "
        + path_text(LEFT_COL)
        + ". Either one gets the player to G in six moves.",
        U,
        False,
        "two_options",
        "two routes offered as alternatives, none picked",
    ),
    _o(
        "v44c_o_gpt41_numbered",
        "PATH:\n1. (1, 0)\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n7. (4, 3)",
        S,
        False,
        "numbered_list",
        "hard: the path reformatted as a numbered list under the label (strict: not one line of cells)",
    ),
    _o(
        "v44c_o_flash_bullets",
        "- Top route: "
        + path_text(RIGHT_COL)
        + "\n- **Left route: "
        + path_text(LEFT_COL)
        + "** ✔ (chosen)\n\nI'm going with the left route.",
        S,
        False,
        "table_marked",
        "hard: two routes in a bullet list, one marked chosen and named in words (strict: no PATH line)",
    ),
    _o(
        "v44c_o_pro_final_doubt",
        "### Final answer\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\n**Caveat:** I'm not certain (2, 3) is open; I may have misread row 2, in which case this path is wrong.",
        U,
        False,
        "second_thought",
        "a caveat after the final answer leaves a doubt about it open",
    ),
    _o(
        "v44c_o_gpt5_cut_final",
        "**Final answer:**\n\nPATH: " + path_text("1,0 1,1 1,2 1,3 2,3"),
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the final path",
        finish_reason=L,
    ),
    _o(
        "v44c_o_llama3_withdrawn",
        "PATH: "
        + path_text(SKIP_23)
        + "\n\nWait, that skips (2, 3), so it isn't a valid path. Let me redo this.",
        U,
        False,
        "withdrawn",
        "the path withdrawn, no new path given",
    ),
    _o(
        "v44c_o_mistral_correction",
        "PATH: "
        + path_text(SKIP_23)
        + "\n\nCorrection: that jumps over (2, 3). The right path is:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: a path withdrawn and a corrected one given on the last line",
    ),
]

# == recognize: the maze shown is a square ring ============================================
RECOGNIZE = [
    _r(
        "v44r_gpt4o_plain",
        "The open cells form a closed loop with four straight sides of equal length.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v44r_gpt41_bold",
        "A hollow four-sided loop.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v44r_gpt5_box",
        "Closed loop, four corners.\nSHAPE: box",
        "square",
        True,
        "synonym",
        "hard: 'box' is a square variant and any English name is strict-right on the label line",
    ),
    _r(
        "v44r_o3_cross",
        "Summary: the corridors meet in the middle.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v44r_sonnet_then",
        "SHAPE: square\n\nThe path runs along the edges of a 4x4 block with the 2x2 centre walled off.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the answer first, an explanation after it (strict: not the last line)",
    ),
    _r(
        "v44r_haiku_spiral",
        "The corridor winds inward.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v44r_flash_plain",
        "Tracing the open cells gives a ring of twelve cells around a solid centre.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v44r_llama4_triangle",
        "I see three sides meeting at corners.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v44r_mistral_lower",
        "the shape is a square.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case (strict: not the prompt's 'SHAPE:')",
    ),
    _r(
        "v44r_qwen3_zh",
        "路径围成一个四边相等的闭合环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: '正方形' (square) on the label line (strict: not an English name)",
    ),
    _r(
        "v44r_r1_think",
        "<think>\nOpen cells: top row (1,0)-(1,3), right column down to (4,3), bottom row, left column. That's a square loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v44r_it_plain",
        "Le celle libere formano un anello chiuso con quattro lati.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v44r_ru_plain",
        "Свободные клетки образуют замкнутое кольцо с четырьмя сторонами.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v44r_phi4_cut",
        "Let me look at the open cells. Row 1 has (1, 0) to (1, 3). Row 4 has (4, 0) to (4, 3). Columns 0 and 3 connect them, so the shape is a",
        U,
        False,
        "cut_off",
        "cut off just before the shape's name",
        finish_reason=L,
    ),
    _r(
        "v44r_small_echo",
        "What shape does the path form?\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the question echoed, then a right label on the last line",
    ),
    _r(
        "v44r_small_repeat",
        "SHAPE: square\nSHAPE: square\n\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the same shape repeated, no conflict",
    ),
    _r(
        "v44r_small_half",
        "SHAPE sq",
        U,
        False,
        "small_half_label",
        "a half-formed label and a truncated word, not a shape name",
    ),
    _r(
        "v44r_small_two",
        "SHAPE: square\nSHAPE: circle",
        U,
        False,
        "small_repeat",
        "two different shapes labelled, neither picked",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v44c_r_gpt4o_prose",
        "Looking at the open cells, they trace the outline of a square around a walled-off centre.",
        "square",
        False,
        "prose_answer",
        "hard: the shape named in prose, no label (strict: no SHAPE line)",
    ),
    _r(
        "v44c_r_sonnet_prose_both",
        "The open cells could be read as a square loop, or as a C shape if you treat the corner at (1, 0) as the opening. Both readings fit the grid.",
        U,
        False,
        "two_options",
        "two shapes offered as readings, none picked",
    ),
    _r(
        "v44c_r_gpt41_table",
        "| Shape | Fits? |\n|---|---|\n| cross | ✗ |\n| square | ✓ |\n| spiral | ✗ |\n\nSHAPE: square",
        "square",
        True,
        "table_marked",
        "hard: a table weighing shapes with one checked, then the label line",
    ),
    _r(
        "v44c_r_flash_table_open",
        "| Shape | Fits? |\n|---|---|\n| square | ✓ |\n| C | ✓ |\n| cross | ✗ |\n\nTwo shapes fit the grid.",
        U,
        False,
        "table_unmarked",
        "two shapes checked in a table, neither picked",
    ),
    _r(
        "v44c_r_llama4_final_caveat",
        "**Final answer:** SHAPE: square\n\n(Caveat: it could look like a rectangle at first glance, but the sides are equal, so square stands.)",
        "square",
        False,
        "final_heading_caveat",
        "hard: a caveat after the final answer that weighs another name and keeps the pick (strict: not the last line)",
    ),
    _r(
        "v44c_r_pro_cut_final",
        "## Final answer\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape's name",
        finish_reason=L,
    ),
]

# == generate: a new maze of the same shape (square ring) ==================================
GENERATE = [
    _g(
        "v44g_gpt4o_plain",
        "Here is a new maze: a 3x3 ring near the top, with P and G on opposite sides.\n\nMAZE:\n"
        + RING_TOP3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_gpt4o_u",
        "A new square maze with the loop in the centre:\n\nMAZE:\n" + U_SHAPE,
        F,
        False,
        "asked_format",
    ),
    _g("v44g_gpt41_plain", "MAZE:\n" + RING_TR4, S, True, "asked_format"),
    _g(
        "v44g_gpt5_fence",
        "MAZE:\n```\n" + RING_BL3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v44g_o3_summary",
        "Summary: placed a 4x4 ring in the lower-left, goal on the left edge, player on the bottom edge.\n\nMAZE:\n"
        + RING_BC4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_o4mini_lower",
        "MAZE:\n" + LOWER_PG,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v44g_sonnet_then",
        "MAZE:\n"
        + RING_TR4
        + "\n\nThe ring is 4x4 in the top-right; P starts on the top edge and G sits on the right edge.",
        S,
        False,
        "answer_then_explanation",
        "hard: an explanation after the maze (strict: not the last line)",
    ),
    _g(
        "v44g_opus_rows",
        "A smaller maze, same idea:\n\nMAZE:\n" + FOUR_ROWS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v44g_haiku_coord",
        "MAZE:\n" + coord_list(RING_TOP3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v44g_flash_plain",
        "Okay, here's a maze with a 3x3 ring in the bottom-left corner.\n\nMAZE:\n" + RING_BL3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_pro_two_p",
        "MAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v44g_llama3_plain",
        "Here is a new maze with the same square shape:\n\nMAZE:\n" + RING_BC4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_llama4_coord_u",
        "MAZE:\n" + coord_list(U_SHAPE),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v44g_mistral_plain",
        "Voici un nouveau labyrinthe carré.\n\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_phi4_plain",
        "Below is the generated maze.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_r1_think",
        "<think>\nA 3x3 ring at rows 2-4, columns 0-2. Centre (3,1) wall. P at (4,0), G at (2,1). Everything else walls.\n</think>\n\nMAZE:\n"
        + RING_BL3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v44g_es_plain",
        "Aquí tienes un laberinto nuevo con un anillo de 4x4.\n\nMAZE:\n" + RING_BC4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v44g_de_cut",
        "Hier ist ein neues Labyrinth:\n\nMAZE:\n" + "\n".join(RING_TR4.splitlines()[:3]),
        U,
        False,
        "cut_off",
        "cut off by max_tokens after three of the five rows",
        finish_reason=L,
    ),
    _g(
        "v44g_qwen25_coord",
        "新迷宫如下（坐标列表）：\n\nMAZE:\n" + coord_list(RING_BC4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v44g_small_echo",
        "Generate a new maze of the same shape.\nMAZE:\n" + RING_TOP3,
        S,
        True,
        "small_echo",
        "hard: the instruction echoed, then a complete valid maze",
    ),
    _g(
        "v44g_small_half",
        "MAZE\n1 1 1 1 1\n1 P 0 0 1\n1 0 1",
        U,
        False,
        "small_half_label",
        "a half-formed label and a maze that stops mid-row",
    ),
    _g(
        "v44g_small_repeat",
        "MAZE:\n" + RING_BL3 + "\nMAZE:\n" + RING_TOP3,
        U,
        False,
        "small_repeat",
        "two different mazes labelled one after the other, neither picked",
    ),
    _g(
        "v44g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n0 G 0 1 1\n0 1",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v44c_g_gpt4o_nolabel",
        "Here's a fresh maze with a 4x4 loop in the top-right corner:\n\n" + RING_TR4,
        S,
        False,
        "prose_answer",
        "hard: one complete maze given without the MAZE label (strict: no label)",
    ),
    _g(
        "v44c_g_sonnet_two",
        "**Option A**\n\n"
        + RING_TOP3
        + "\n\n**Option B**\n\n"
        + RING_BC4
        + "\n\nBoth keep the square ring; either one works.",
        U,
        False,
        "two_options",
        "two mazes offered as alternatives, none picked",
    ),
    _g(
        "v44c_g_gpt41_numbered",
        "MAZE:\nRow 0: 1 1 1 1 1\nRow 1: 1 1 1 1 1\nRow 2: 0 G 0 1 1\nRow 3: 0 1 0 1 1\nRow 4: P 0 0 1 1",
        S,
        False,
        "numbered_list",
        "hard: the maze's rows numbered by the model (strict: not the asked rows)",
    ),
    _g(
        "v44c_g_flash_table",
        "| Candidate | Layout | Valid? |\n|---|---|---|\n| A | 3x3 ring, top | ✅ |\n| B | open U | ❌ |\n\nGoing with A:\n\nMAZE:\n"
        + RING_TOP3,
        S,
        True,
        "table_marked",
        "hard: a table weighing two candidates, one checked and given on the last lines",
    ),
    _g(
        "v44c_g_llama4_final_caveat",
        "## Final answer\n\nMAZE:\n"
        + RING_BC4
        + "\n\n*Note: P and G could swap places and the maze would still work; this layout is my pick.*",
        S,
        False,
        "final_heading_caveat",
        "hard: a caveat after the final maze that keeps it (strict: not the last line)",
    ),
    _g(
        "v44c_g_mistral_final_doubt",
        "## Final answer\n\nMAZE:\n"
        + RING_BL3
        + "\n\n**Caveat:** I'm not sure the ring is closed on the left; if it isn't, this maze needs fixing.",
        U,
        False,
        "second_thought",
        "a caveat after the final maze leaves a doubt about it open",
    ),
    _g(
        "v44c_g_gpt5_cut_final",
        "**Final answer:**\n\nMAZE:\n" + "\n".join(RING_TOP3.splitlines()[:4]),
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the final maze (four of five rows)",
        finish_reason=L,
    ),
    _g(
        "v44c_g_phi4_ask",
        "I can make the new maze with a 3x3 ring or a 4x4 ring. Which size would you like?",
        U,
        False,
        "question_back",
        "no maze given, the choice left to the user",
    ),
]

# == puzzle: one rotation on a 2x2 board (square 2 * row + col) ===========================
PUZZLE = [
    _p(
        "v44p_gpt4o_plain",
        "The top-right piece is the one facing the wrong way; one clockwise turn joins it to (1, 1).\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_gpt41_terse",
        "Bottom-left.\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_gpt5_ccw",
        "Bottom-right piece.\nROTATE: (1, 1) CCW",
        (3, CCW),
        False,
        "abbreviation",
        "hard: 'CCW' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v44p_o3_summary",
        "Summary: the top-left piece is the only one facing away from the path.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_o4mini_anti",
        "Turn the top-right piece back.\n\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "abbreviation",
        "hard: 'anticlockwise' is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v44p_sonnet_reason",
        "The bottom-right piece is the one out of place. Turning it counterclockwise points its opening at (1, 0).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_opus_bold",
        "A single turn of the top-left piece fixes the loop.\n\n**ROTATE: (0, 0) counterclockwise**",
        (0, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v44p_flash_plain",
        "Okay, (1, 0) needs to face right.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_pro_then",
        "ROTATE: (0, 1) counterclockwise\n\nAfter this turn, (0, 1) connects to (0, 0) and (1, 1) needs no change.",
        (1, CCW),
        False,
        "answer_then_explanation",
        "hard: the move first, an explanation naming other squares after it (strict: not the last line)",
    ),
    _p(
        "v44p_llama3_plain",
        "I will rotate the bottom-right piece.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_llama4_spacing",
        "ROTATE: (1,0) counterclockwise",
        (2, CCW),
        False,
        "spacing",
        "hard: the cell written without the prompt's space (strict: format miss)",
    ),
    _p(
        "v44p_mistral_plain",
        "The piece at (0, 0) must turn to face (1, 0).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_phi4_ordinal",
        "Rotate the second square clockwise.",
        (1, CW),
        False,
        "ordinal",
        "hard: 'the second square' is square 1 row by row, (0, 1); no label",
    ),
    _p(
        "v44p_v3_zh",
        "把 (1, 0) 这块顺时针旋转一次。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: '顺时针' (clockwise) on the label line (strict: not the prompt's word)",
    ),
    _p(
        "v44p_qwen25_zh",
        "右下角的方块方向不对，逆时针转一次即可。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_r1_think",
        "<think>\n(0,1) faces up. Clockwise -> right, counterclockwise -> left toward (0,0). Left is what we need.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v44p_es_plain",
        "Hay que girar la pieza de abajo a la derecha en sentido horario.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_ja_plain",
        "左上のピースを反時計回りに回します。\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_ru_plain",
        "Нужно повернуть правую верхнюю плитку по часовой стрелке.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_ko_plain",
        "왼쪽 아래 조각을 시계 방향으로 돌립니다.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v44p_pl_words",
        "Obróć kwadrat (1, 0) zgodnie z ruchem wskazówek zegara.",
        U,
        False,
        "foreign_language",
        "the direction in Polish, outside the ten languages the rulings read; no label",
    ),
    _p(
        "v44p_tr_words",
        "Sağ üstteki (0, 1) karesini saat yönünde bir kez döndürün.",
        U,
        False,
        "foreign_language",
        "the direction in Turkish, outside the ten languages the rulings read; no label",
    ),
    _p(
        "v44p_small_echo",
        "ROTATE: (row, col) clockwise|counterclockwise\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_echo",
        "hard: the prompt's template echoed, then one move on the last line",
    ),
    _p(
        "v44p_small_half",
        "ROTATE (0, 1",
        U,
        False,
        "small_half_label",
        "a half-formed label, an unclosed cell and no direction",
    ),
    _p(
        "v44p_small_two",
        "ROTATE: (0, 0) clockwise\nROTATE: (1, 0) counterclockwise",
        U,
        False,
        "small_repeat",
        "two different moves labelled, neither picked",
    ),
    _p(
        "v44p_small_cut",
        "ROTATE: (1, 1) cl",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v44c_p_gpt4o_prose",
        "I'd turn the bottom-left piece, at (1, 0), a quarter turn clockwise so that it opens toward (1, 1).",
        (2, CW),
        False,
        "prose_answer",
        "hard: one move committed in prose, no label (strict: no ROTATE line)",
    ),
    _p(
        "v44c_p_sonnet_prose_both",
        "Turning (0, 1) clockwise or turning (1, 1) counterclockwise would each connect the path, so either rotation solves this step.",
        U,
        False,
        "two_options",
        "two moves offered as equally good, none picked",
    ),
    _p(
        "v44c_p_gpt41_table",
        "| Square | Turn | Connects? |\n|---|---|---|\n| (0, 0) | counterclockwise | ✅ |\n| (1, 1) | clockwise | ❌ |\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "table_marked",
        "hard: a table weighing two moves, one checked and given on the last line",
    ),
    _p(
        "v44c_p_flash_final_caveat",
        "**Final answer:** ROTATE: (1, 1) clockwise\n\nCaveat: three counterclockwise turns would end the same way, but one clockwise turn is the single move.",
        (3, CW),
        False,
        "final_heading_caveat",
        "hard: a caveat after the final answer that names the other direction and keeps the pick (strict: not the last line)",
    ),
    _p(
        "v44c_p_llama4_cond_settled",
        "ROTATE: (0, 1) clockwise\n\n(That assumes the board above is the current one, which it is: no move has been made yet.)",
        (1, CW),
        False,
        "conditional",
        "hard: a condition after the answer that the reply settles itself (strict: not the last line)",
    ),
    _p(
        "v44c_p_mistral_cond_open",
        "If the piece at (1, 0) faces left, ROTATE: (1, 0) clockwise; if it faces down, ROTATE: (1, 0) counterclockwise.",
        U,
        False,
        "conditional",
        "two moves conditional on the piece's facing, which the reply leaves unresolved",
    ),
    _p(
        "v44c_p_pro_cut_final",
        "### Final answer\n\nROTATE: (1, 1) counter",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the final direction",
        finish_reason=L,
    ),
    _p(
        "v44c_p_phi4_ask_after",
        "ROTATE: (0, 0) clockwise\n\nWould you like me to plan the remaining turns as well?",
        (0, CW),
        False,
        "question_back",
        "hard: a question after a committed move (strict: not the last line)",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v44",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v44.py: counts, no reader
    print_counts(all_cases(), problems())

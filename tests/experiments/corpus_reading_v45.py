"""A forty-fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v44`` were read for the data format and the rulings as applied.

This round is a natural study mix: about a quarter to a third Qwen-style replies (Chinese,
mixed Chinese/English, thinking mode), the rest GPT-4o/4.1/5, o3/o4-mini, Claude, Gemini, Llama,
Mistral, Phi and DeepSeek V3/R1, ten replies in the other vocabulary languages and one outside
them. The real small models' habits (echoes, repeats, half-formed labels, cut-offs) are in every
phase. The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs everyday hard cases from long transcripts, unclear with a clear look-alike:
reasoning that walks two candidates and commits in a sentence (or does not), an answer restated
in another form that agrees (or names something else), answers first with a justification that
names other cells or shapes, markdown tables with one row marked (or none), corrections (and
withdrawals naming nothing), caveats after the answer that keep it (or reopen it), and questions
to the user after an answer (or instead of one). No exotic themes; new rings, broken mazes and
routes, new against every set before.

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
TOP_BACK = "1,0 1,1 1,2 1,3 1,2 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: along the top to (1,3), two steps back to (1,1) and forward again, then down to G."""
LEFT_WIGGLE = "1,0 2,0 3,0 4,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column, two steps back up from the corner and down again, then along
the bottom."""
PAST_G_UP = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 2,3 3,3"
"""Valid up to G (the left and bottom sides), then on up the right column and back one step
(not scored)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
CORNER_CUT = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
THROUGH_22 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down the walls (2,2) and (3,2)."""
SHORT_42 = "1,0 2,0 3,0 4,0 4,1 4,2"
"""Broken: stops at (4,2), one cell short of G."""

# == generated mazes (5x5) =================================================================
RING_R3 = """\
1 1 1 1 1
1 1 0 0 0
1 1 P 1 G
1 1 0 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring on the right of the middle rows, P at (2,2), G at (2,4) facing it."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 G 0
1 1 0 1 0
1 1 P 0 0"""
"""Valid: a 3x3 ring in the bottom-right, G at (2,3), P at (4,2)."""

RING_TL4 = """\
0 G 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 P 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, G at (0,1), P at (3,3)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 P 1 1 0
1 0 1 1 0
1 0 0 0 G"""
"""Valid: a 4x4 ring in the bottom-right, P at (2,1), G at (4,4)."""

RING_MID3 = """\
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 centre ring, G at (1,2), P at (3,1) (GAP_RING with (3,2) opened)."""

RING_FULL5 = """\
0 0 P 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 G 0 0"""
"""Valid by the generation ruling: a 5x5 ring (a square of another side), P and G mid-side."""

GAP_RING = """\
1 1 1 1 1
1 0 G 0 1
1 0 1 0 1
1 P 1 0 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with its bottom middle (3,2) walled, so a U and not a square."""

NO_GOAL = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 0 1"""
"""Broken: a 3x3 ring with no G."""

SIX_COLS = """\
1 1 1 1 1 1
1 1 P 0 0 1
1 1 0 1 0 1
1 1 0 0 G 1
1 1 1 1 1 1"""
"""Broken: six columns, not five."""

S_AND_E = """\
0 0 0 1 1
S 1 0 1 1
0 0 E 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a 3x3 ring marked S and E instead of P and G."""

LOWER_RING = """\
1 1 1 1 1
1 1 1 1 1
1 p 0 0 1
1 0 1 g 1
1 0 0 0 1"""
"""Broken: a 3x3 ring in the bottom middle marked with lower-case p and g."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v45s_gpt4o_plain",
        "P sits at (1, 0) with open cells below and to the right. I'll go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_gpt41_md",
        "### Neighbours of P\n- **Up** (0, 0): wall\n- **Right** (1, 1): open\n- **Down** (2, 0): open\n\n### Move\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v45s_o3_summary",
        "Reasoning summary: both open neighbours start six-move routes to G; picked the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_o4mini_wall",
        "Going up gets away from the bottom wall.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v45s_qwen3_reasoned",
        "Looking at the grid, P is on the left edge of a loop of open cells. Either direction round the loop reaches G in six moves, so I'll start along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v45s_opus_plain",
        "The goal is in the bottom row. Heading down the left column gets there with a single turn.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_haiku_spacing",
        "Right of P is free.\n\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: the cell written without the prompt's space (strict: format miss)",
    ),
    _s(
        "v45s_qwen25_okay",
        "Okay, P is at (1, 0) and G is at (4, 3). Moving down keeps me on the shortest route.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_pro_bold",
        "The right-hand cell opens the top corridor toward (1, 3).\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
        "hard: inline bold around the labelled move (tolerated by the strict reading)",
    ),
    _s(
        "v45s_llama3_plain",
        "The best next move is to go down, since the cell below the player is empty.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_llama4_direction",
        "From (1, 0) the open ways are right and down. I'll move right.",
        (1, 1),
        None,
        "direction_word",
        "hard: the move given as a direction word, no label (the neighbouring cell)",
    ),
    _s(
        "v45s_mistral_fence",
        "Voici le prochain coup :\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
        "hard: the labelled move in a code fence (strict: fenced)",
    ),
    _s(
        "v45s_phi4_first",
        "MOVE: (1, 1)\n\nMoving right begins the corridor along row 1, which turns down at (1, 3) and reaches G at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the move first, then a justification naming later cells (strict: not the last line)",
    ),
    _s(
        "v45s_r1_think",
        "<think>\nP is at (1,0). (0,0) is a wall. (2,0) and (1,1) are both open. Down the left column and along the bottom is six moves; the top and right side is six too. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v45s_qwen25_plain",
        "The player is at (1, 0). The cell (1, 1) to the right is empty.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v45s_qwen25_fullwidth",
        "玩家位于（1，0），下方是空地。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "chinese_value",
        "hard: a full-width colon, brackets and comma around the move (strict: format miss)",
    ),
    _s(
        "v45s_qwen3_think_zh",
        "<think>\n玩家在 (1,0)。上面 (0,0) 是墙，右边 (1,1) 和下面 (2,0) 都是空的。两条路都是六步，选右边。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v45s_qwen3_zh_label",
        "分析：玩家向下移动可以沿左侧走到底部，再向右到达终点。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_qwen25_zh_direction",
        "答案：向右移动。",
        (1, 1),
        None,
        "direction_word",
        "hard: a Chinese direction word as the answer (the cell to the right)",
    ),
    _s(
        "v45s_qwen3_cut_think",
        "<think>\n好的，我需要找到下一步。玩家位置是 (1,0)，目标在 (4,3)。先看上方 (0,0)，是墙。再看右边",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside a thinking block, no answer given",
        finish_reason=L,
    ),
    _s(
        "v45s_qwen25_mixed",
        "Next step 向下, to the empty cell below P.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v45s_qwen3_empty_think",
        "<think>\n\n</think>\n\n右边的格子是空的。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v45s_qwen25_bold_zh",
        "**下一步：**\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
        "hard: a bold Chinese heading, then the bold labelled move as the last line",
    ),
    _s(
        "v45s_qwen3_json",
        '```json\n{"move": [1, 1]}\n```',
        (1, 1),
        None,
        "json_answer",
        "hard: the move as a JSON array in a fence, no MOVE label (strict: format miss)",
    ),
    _s("v45s_qwen25_wall", "向上走最近。\n\nMOVE: (0, 0)", (0, 0), (0, 0), "asked_format"),
    _s(
        "v45s_es_direction",
        "Desde (1, 0) puedo ir a la derecha o hacia abajo. Me muevo hacia abajo.",
        (2, 0),
        None,
        "direction_word",
        "hard: a Spanish direction word as the answer (the cell below)",
    ),
    _s(
        "v45s_fr_plain",
        "Le joueur est en (1, 0). La case à droite est libre.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v45s_nl_direction",
        "De speler gaat naar beneden.",
        U,
        None,
        "foreign_language",
        "a direction word in Dutch, outside the ten languages read (unreadable, not wrong)",
    ),
    _s(
        "v45s_small_echo",
        "What is your next move?\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the question echoed, then a well-formed move on the last line",
    ),
    _s(
        "v45s_small_repeat",
        "Next move.\nMOVE: (1, 1)\nNext move.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same move repeated, nothing else",
    ),
    _s(
        "v45s_small_repeat_two",
        "MOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat",
        "two different moves repeated in turn, none picked",
    ),
    _s(
        "v45s_small_half",
        "next move\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label without its colon (strict: format miss)",
    ),
    _s(
        "v45s_small_cutoff",
        "The player is at (1, 0). MOVE: (1,",
        U,
        None,
        "small_cutoff",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v45c_s_gpt4o_weigh_pick",
        "Let's compare the two open neighbours.\n\n- Right to (1, 1): the top corridor, then down the right column: six moves.\n- Down to (2, 0): the left column, then the bottom row: also six moves.\n\nThey tie, so I'll take the downward route and go to (2, 0).",
        (2, 0),
        None,
        "weighed_commit",
        "hard: two candidates walked, one committed in a sentence with no label (strict: no MOVE line)",
    ),
    _s(
        "v45c_s_sonnet_weigh_open",
        "There are two sensible first moves. Going right to (1, 1) follows the top corridor; going down to (2, 0) follows the left wall. Both reach G in six moves, so either is a reasonable choice here.",
        U,
        None,
        "two_options",
        "two moves weighed as equal, neither picked",
    ),
    _s(
        "v45c_s_gpt41_restated",
        "MOVE: (1, 1)\n\nThat is one step to the right.",
        (1, 1),
        None,
        "restated",
        "hard: the move restated as the matching direction (strict: not the last line)",
    ),
    _s(
        "v45c_s_flash_restated_other",
        "MOVE: (1, 1)\n\nIn other words, the player steps down one cell.",
        U,
        None,
        "restated_conflict",
        "the cell and its restatement name different moves (right vs down), neither picked",
    ),
    _s(
        "v45c_s_llama4_correction",
        "MOVE: (0, 0)\n\nCorrection: (0, 0) is a wall. The move should be down instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction naming one new move, which stands (strict: the last line)",
    ),
    _s(
        "v45c_s_mistral_withdrawn",
        "MOVE: (1, 1)\n\nActually, scratch that: I'm not sure the top corridor connects to the goal.",
        U,
        None,
        "withdrawn",
        "the move withdrawn with no new one named",
    ),
    _s(
        "v45c_s_gpt5_ask_after",
        "MOVE: (2, 0)\n\nWant me to keep going and give the rest of the route?",
        (2, 0),
        None,
        "question_back",
        "hard: an offer after a committed move (strict: not the last line)",
    ),
    _s(
        "v45c_s_haiku_ask_instead",
        "Both (1, 1) and (2, 0) are open. Would you like me to take the top route or the left route?",
        U,
        None,
        "question_back",
        "the choice left to the user, no move given",
    ),
    _s(
        "v45c_s_qwen3_think_draft",
        "<think>\n先试 MOVE: (1, 1)……等等，两条路一样长，左边更直，改为向下。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
        "hard: a draft move inside the thinking block, the final answer after it decides",
    ),
    _s(
        "v45c_s_qwen25_zh_both",
        "向右 (1, 1) 或向下 (2, 0) 都可以到达终点，两条路径的长度相同。",
        U,
        None,
        "two_options",
        "two moves offered in Chinese as equally good, none picked",
    ),
]

# == one-shot: the whole path from P (1,0) to G (4,3) =====================================
ONE_SHOT = [
    _o(
        "v45o_gpt4o_plain",
        "Down the left column to the corner, then right along the bottom row to G.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v45o_gpt41_arrows",
        "Route along the top and down the right side:\n\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: a valid route joined by arrows (strict: format miss)",
    ),
    _o(
        "v45o_gpt5_back",
        "Route (with a harmless detour back along the top row):\n\nPATH: " + path_text(TOP_BACK),
        S,
        True,
        "asked_format",
        "hard: a valid route with two steps back and forward on the top row",
    ),
    _o(
        "v45o_qwen3_corner",
        "Shortest route I found, cutting the bottom-left corner.\n\nPATH: " + path_text(CORNER_CUT),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v45o_sonnet_wiggle",
        "Here's the path I traced:\n\nPATH: " + path_text(LEFT_WIGGLE),
        S,
        True,
        "asked_format",
        "hard: a valid route with two steps back up from the corner",
    ),
    _o(
        "v45o_haiku_commas",
        "The path down and along the bottom:\n\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "spacing",
        "hard: a valid route with its cells separated by commas (strict: format miss)",
    ),
    _o(
        "v45o_flash_past_goal",
        "Down the left side and along the bottom, then a few steps on past the goal.\n\nPATH: "
        + path_text(PAST_G_UP),
        S,
        True,
        "asked_format",
        "hard: the route walks on past G; the last G walked back to P is valid",
    ),
    _o(
        "v45o_qwen25_wall",
        "A more direct route through the middle:\n\nPATH: " + path_text(THROUGH_22),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v45o_llama3_numbered",
        "Here is the path:\n1. (1, 0)\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n7. (4, 3)",
        S,
        False,
        "numbered_list",
        "hard: a valid route as a numbered list, no PATH label (strict: format miss)",
    ),
    _o(
        "v45o_llama4_short",
        "The path to the goal is:\nPATH: " + path_text(SHORT_42),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v45o_mistral_bold",
        "Le chemin complet :\n\n**PATH:** " + path_text(LEFT_COL),
        S,
        True,
        "bold_answer",
        "hard: inline bold around the label only (tolerated by the strict reading)",
    ),
    _o(
        "v45o_v3_tight",
        "PATH: " + " ".join(f"({c})" for c in RIGHT_COL.split()),
        S,
        False,
        "spacing",
        "hard: a valid route with cells written without the prompt's space (strict: format miss)",
    ),
    _o(
        "v45o_r1_think",
        "<think>\nFrom (1,0) go down to (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3) which is G. Six moves, all on open cells.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v45o_qwen25_plain",
        "The player goes right along row 1, then down column 3.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v45o_qwen3_think_zh",
        "<think>\n从 (1,0) 往下走到 (4,0)，回退两步再前进，然后向右到 (4,3)。每一步都是空格。\n</think>\n\nPATH: "
        + path_text(LEFT_WIGGLE),
        S,
        True,
        "think_block",
    ),
    _o(
        "v45o_qwen25_fullwidth",
        "路径如下：\n\nPATH：" + " ".join(f"（{c.replace(',', '，')}）" for c in LEFT_COL.split()),
        S,
        False,
        "chinese_value",
        "hard: a valid route in full-width brackets and commas (strict: format miss)",
    ),
    _o(
        "v45o_qwen3_zh_short",
        "沿左侧向下，再沿底部向右。\n\nPATH: " + path_text(SHORT_42),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v45o_qwen3_cut",
        "<think>\n玩家在 (1,0)，目标在 (4,3)。路线：(1,0) → (2,0) → (3,0) → (4,0)\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4,",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the final path",
        finish_reason=L,
    ),
    _o(
        "v45o_qwen25_json",
        '路径如下：\n```json\n{"path": [[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]]}\n```',
        S,
        False,
        "json_answer",
        "hard: a valid route as a JSON list of cells (strict: format miss)",
    ),
    _o(
        "v45o_de_plain",
        "Der Weg führt die linke Spalte hinunter und dann nach rechts.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v45o_pt_plain",
        "O caminho segue a linha de cima e depois desce pela direita.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v45o_small_echo",
        "Give the full path.\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the instruction echoed, then a valid path on the last line",
    ),
    _o(
        "v45o_small_repeat",
        "Path:\nPATH: " + path_text(RIGHT_COL) + "\nPath:\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "small_repeat",
        "hard: the same valid path written twice",
    ),
    _o(
        "v45o_small_half",
        "path:\nPATH (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        S,
        False,
        "small_half_label",
        "hard: the label without its colon, a valid route (strict: format miss)",
    ),
    _o(
        "v45o_small_cutoff",
        "PATH: (1, 0) (1, 1) (1, 2) (1,",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v45c_o_gpt4o_verified",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nLet me double-check: each step moves one cell, (2, 0), (3, 0) and (4, 0) are open, and (4, 1), (4, 2) lead to G at (4, 3). Confirmed.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it (strict: not the last line)",
    ),
    _o(
        "v45c_o_sonnet_second",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nWait, let me double-check whether (2, 3) is open. I'm not certain it is; the route might have to go down the left side instead.",
        U,
        False,
        "second_thought",
        "a check after the path that leaves the doubt open",
    ),
    _o(
        "v45c_o_flash_length",
        "PATH: " + path_text(RIGHT_COL) + "\n\nLength: 6 moves.",
        S,
        False,
        "restated",
        "hard: the path restated as its length (strict: not the last line)",
    ),
    _o(
        "v45c_o_gpt41_restated_other",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nSo the moves are: right, down, down, down, right, right.",
        U,
        False,
        "restated_conflict",
        "the path and its restatement in directions describe different routes (the second through a wall), neither picked",
    ),
    _o(
        "v45c_o_pro_rejected",
        "I considered cutting through (2, 1), but that cell is a wall, so I dropped that route.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: an alternative named and rejected before the final path",
    ),
    _o(
        "v45c_o_llama3_two_routes",
        "Route A: PATH: "
        + path_text(RIGHT_COL)
        + "\nRoute B: PATH: "
        + path_text(LEFT_COL)
        + "\n\nBoth reach G in six moves.",
        U,
        False,
        "two_options",
        "two complete paths offered, none picked",
    ),
    _o(
        "v45c_o_qwen3_caveat",
        "PATH: "
        + path_text(TOP_BACK)
        + "\n\n注意：从 (1, 3) 退回 (1, 1) 再走回来的这几步不是必须的，最短路径可以省略它。",
        S,
        False,
        "caveat_after",
        "hard: a Chinese note after the path that keeps it (the back step is legal; strict: not the last line)",
    ),
    _o(
        "v45c_o_qwen25_caveat_open",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nNote: if (2, 3) is actually a wall, the path should go down the left side instead; I could not tell from the grid.",
        U,
        False,
        "conditional",
        "a caveat making the path conditional on something the reply leaves unresolved",
    ),
]

# == recognize: the maze's shape (true shape: square) ====================================
RECOGNIZE = [
    _r(
        "v45r_gpt4o_plain",
        "The open cells run round a closed loop whose four sides are equal.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v45r_gpt41_rect",
        "The corridor runs around a rectangular block of walls.\n\nSHAPE: rectangle",
        "square",
        True,
        "synonym",
        "hard: a square variant on the SHAPE line (any English name is strict-right)",
    ),
    _r(
        "v45r_gpt5_bold",
        "A four-sided loop.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
        "hard: inline bold around the labelled shape",
    ),
    _r(
        "v45r_o3_cross",
        "The open cells meet at a central junction.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v45r_o4mini_box",
        "Looks like an outlined box.\n\nSHAPE: box",
        "square",
        True,
        "synonym",
        "hard: box is one of the square's variants",
    ),
    _r(
        "v45r_sonnet_plain",
        "Tracing the open cells from P: right along the top, down the right side, left along the bottom and up the left side back to P. That's a square loop.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v45r_opus_spiral",
        "The path winds inward from the edge.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v45r_qwen3_prose",
        "The maze's open cells form a square.",
        "square",
        False,
        "prose_answer",
        "hard: the shape named in a sentence, no label (strict: no SHAPE line)",
    ),
    _r(
        "v45r_flash_triangle",
        "Three sides seem to meet at the corners.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v45r_qwen25_analysis",
        "**Analysis:** the open cells outline a 4x4 ring.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v45r_qwen25_first",
        "SHAPE: square\n\nThe open cells form a loop around the inner walls.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the shape first, then a justification (strict: not the last line)",
    ),
    _r("v45r_llama4_c", "It looks open on one side.\n\nSHAPE: C", "C", False, "asked_format"),
    _r(
        "v45r_phi4_quad",
        "It has four straight sides, all meeting at right angles.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "synonym",
        "hard: quadrilateral is one of the square's variants",
    ),
    _r(
        "v45r_r1_think",
        "<think>\nOpen cells: (1,0)-(1,3), (2,0), (3,0), (4,0)-(4,3), (2,3), (3,3). That's the border of a 4x4 block. A square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v45r_qwen25_zh_name",
        "迷宫的形状是正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name for a square on the SHAPE line (strict: not an English name)",
    ),
    _r(
        "v45r_qwen3_think_zh",
        "<think>\n空格围成一圈，四条边长度相同，是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v45r_qwen3_zh_cross",
        "空格在中间交叉。\n\nSHAPE: 十字形",
        "cross",
        False,
        "chinese_value",
        "hard: the Chinese name for a cross",
    ),
    _r(
        "v45r_qwen3_cut",
        "<think>\n我来看一下空格的分布。第一行全是墙，第二行从 (1,0) 到 (1,3) 是空的，第三行",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside a thinking block, no answer given",
        finish_reason=L,
    ),
    _r(
        "v45r_qwen25_mixed",
        "这个迷宫是一个 square loop。\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v45r_ja_plain",
        "迷路の通路は四角い輪になっています。\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v45r_it_plain",
        "Le celle libere formano un anello quadrato.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v45r_small_echo",
        "What shape is the maze?\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the question echoed, then the labelled shape on the last line",
    ),
    _r(
        "v45r_small_half",
        "shape of maze\nSHAPE square",
        "square",
        False,
        "small_half_label",
        "hard: the label without its colon (strict: format miss)",
    ),
    _r(
        "v45r_small_two",
        "SHAPE: square\nSHAPE: cross\nSHAPE: square\nSHAPE: cross",
        U,
        False,
        "small_repeat",
        "two shapes repeated in turn, none picked",
    ),
    _r(
        "v45r_small_cutoff",
        "The maze is a\nSHAPE: squ",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v45c_r_gpt4o_weigh_pick",
        "At first glance it could be a C, open on one side. Checking again, all four sides of the loop are closed, so it is a square. I'll go with square.",
        "square",
        False,
        "weighed_commit",
        "hard: two shapes weighed, one committed in words with no label (strict: no SHAPE line)",
    ),
    _r(
        "v45c_r_flash_weigh_open",
        "The open cells could be read as a square loop or as a C shape, depending on whether the right side counts as closed.",
        U,
        False,
        "two_options",
        "two shapes weighed, none picked",
    ),
    _r(
        "v45c_r_sonnet_first_others",
        "SHAPE: square\n\nIt is not a cross or a spiral: there is no central arm and the corridor never turns inward.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the shape first, then other shapes named only to rule them out (strict: not the last line)",
    ),
    _r(
        "v45c_r_gpt41_table",
        "| Shape | Fits? |\n|---|---|\n| square | ✅ |\n| cross | ❌ |\n| C | ❌ |\n\nSHAPE: square",
        "square",
        True,
        "table_marked",
        "hard: a table with one shape checked, given on the last line",
    ),
    _r(
        "v45c_r_pro_table_open",
        "| Shape | Evidence |\n|---|---|\n| square | closed loop of open cells |\n| C | possible gap on the right side |",
        U,
        False,
        "table_unmarked",
        "a table of two shapes with evidence for both, none marked or picked",
    ),
    _r(
        "v45c_r_qwen3_zh_pick",
        "可能是正方形，也可能是 C 形。仔细看右边是封闭的，所以最终答案：正方形。",
        "square",
        False,
        "weighed_commit",
        "hard: two shapes weighed in Chinese, the final answer picks square (strict: no SHAPE line)",
    ),
    _r(
        "v45c_r_qwen25_zh_open",
        "这个迷宫看起来像正方形，也有点像 C 形，很难确定。",
        U,
        False,
        "two_options",
        "two shapes named in Chinese, the reply says it cannot decide",
    ),
    _r(
        "v45c_r_llama4_ask",
        "Do you want the shape of the open cells or of the walls? The open cells make one shape and the walls another; tell me which and I'll answer.",
        U,
        False,
        "question_back",
        "a question to the user instead of an answer",
    ),
]

# == generate: a new 5x5 maze of the same shape (square) ===================================
GENERATE = [
    _g(
        "v45g_gpt4o_plain",
        "Here is a new maze with a 3x3 square ring on the right.\n\nMAZE:\n" + RING_R3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v45g_gpt41_fence",
        "New maze (bottom-right ring):\n\n```\nMAZE:\n" + RING_BR3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: a valid maze in a code fence (strict: fenced)",
    ),
    _g("v45g_qwen25_bare", "MAZE:\n" + RING_TL4, S, True, "asked_format"),
    _g(
        "v45g_o3_gap",
        "A smaller square ring in the middle.\n\nMAZE:\n" + GAP_RING,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v45g_sonnet_plain",
        "I've moved the loop to the bottom-right and put the player on its left side.\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v45g_haiku_coord",
        "MAZE:\n" + coord_list(RING_BR3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v45g_flash_no_goal",
        "Okay, here's a new square maze.\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v45g_pro_full",
        "A ring using the whole grid, with P and G in the middle of the top and bottom sides:\n\nMAZE:\n"
        + RING_FULL5,
        S,
        True,
        "asked_format",
        "hard: a 5x5 square ring, a square of another size (the generation ruling)",
    ),
    _g("v45g_llama3_six", "Here is the new maze:\nMAZE:\n" + SIX_COLS, F, False, "asked_format"),
    _g(
        "v45g_llama4_se",
        "MAZE:\n" + S_AND_E,
        F,
        False,
        "asked_format",
        "hard: a ring marked S and E instead of P and G (a fail)",
    ),
    _g(
        "v45g_mistral_coord",
        "Voici un nouveau labyrinthe.\n\nMAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v45g_phi4_first",
        "MAZE:\n"
        + RING_R3
        + "\n\nThe open cells form a 3x3 square loop with P and G on it, like the original's 4x4 loop.",
        S,
        False,
        "answer_then_explanation",
        "hard: the maze first, then a justification (strict: not the last line)",
    ),
    _g("v45g_qwen3_same", "New maze, same shape:\n\nMAZE:\n" + RING_TL4, S, True, "asked_format"),
    _g(
        "v45g_r1_think",
        "<think>\nI need a 5x5 grid with a square loop. A 4x4 loop in the bottom-right: rows 1-4, columns 1-4. P at (2,1), G at (4,4).\n</think>\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v45g_qwen25_plain",
        "The new maze keeps the square shape.\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v45g_qwen3_zh",
        "新的迷宫如下，空格仍然围成一个正方形。\n\nMAZE:\n" + RING_R3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v45g_qwen25_coord",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v45g_qwen3_cut",
        "<think>\n我需要生成一个 5x5 的迷宫，形状是正方形。可以把环放在右上角，行 0 到 2，列 2 到 4。然后",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside a thinking block, no maze given",
        finish_reason=L,
    ),
    _g(
        "v45g_qwen25_lower",
        "新迷宫：\n\nMAZE:\n" + LOWER_RING,
        F,
        False,
        "asked_format",
        "hard: lower-case p and g in a generated matrix maze (a fail)",
    ),
    _g(
        "v45g_ru_plain",
        "Вот новый лабиринт той же формы.\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "asked_format",
    ),
    _g("v45g_ko_plain", "같은 모양의 새 미로입니다.\n\nMAZE:\n" + RING_R3, S, True, "asked_format"),
    _g(
        "v45g_small_echo",
        "Generate a new maze.\nMAZE:\n" + RING_BR4,
        S,
        True,
        "small_echo",
        "hard: the instruction echoed, then a complete valid maze",
    ),
    _g(
        "v45g_small_half",
        "MAZE\n" + RING_BR3,
        S,
        False,
        "small_half_label",
        "hard: the label without its colon, then a valid maze (strict: format miss)",
    ),
    _g(
        "v45g_small_repeat",
        "MAZE:\n" + RING_TL4 + "\nMAZE:\n" + RING_TL4,
        S,
        True,
        "small_repeat",
        "hard: the same valid maze written twice",
    ),
    _g(
        "v45g_small_cutoff",
        "MAZE:\n1 1 1 1 1\n1 1 G 0 0\n1 1 0",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v45c_g_gpt4o_pick",
        "Option 1:\n"
        + RING_TL4
        + "\n\nOption 2:\n"
        + RING_BR3
        + "\n\nBoth keep a square loop; I'll go with Option 2 since it is closer to the original's layout.",
        S,
        False,
        "weighed_commit",
        "hard: two mazes offered, one picked in words (strict: no MAZE line)",
    ),
    _g(
        "v45c_g_sonnet_two",
        "Here are two possibilities:\n\nMAZE:\n"
        + RING_R3
        + "\n\nMAZE:\n"
        + RING_BR4
        + "\n\nEither keeps the square shape.",
        U,
        False,
        "two_options",
        "two mazes offered as equally good, none picked",
    ),
    _g(
        "v45c_g_flash_correction",
        "MAZE:\n"
        + GAP_RING
        + "\n\nCorrection: (3, 2) should be open so the loop closes. Corrected maze:\n\nMAZE:\n"
        + RING_MID3,
        S,
        True,
        "correction",
        "hard: a broken maze corrected by the whole fixed maze, which stands (strict: the last lines)",
    ),
    _g(
        "v45c_g_llama3_withdrawn",
        "MAZE:\n"
        + RING_TL4
        + "\n\nHmm, actually I'm not sure this keeps the same shape as the original. Let me reconsider.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn with no new one given",
    ),
    _g(
        "v45c_g_pro_caveat",
        "MAZE:\n"
        + RING_R3
        + "\n\nNote: P and G could sit anywhere on the loop; I put them facing each other on opposite sides.",
        S,
        False,
        "caveat_after",
        "hard: a note after the maze that keeps it (strict: not the last line)",
    ),
    _g(
        "v45c_g_gpt5_ask_after",
        "MAZE:\n" + RING_BR3 + "\n\nWould you like it in the coordinate-list format as well?",
        S,
        False,
        "question_back",
        "hard: an offer after a complete maze (strict: not the last line)",
    ),
    _g(
        "v45c_g_mistral_ask_instead",
        "Should the new maze keep the 4x4 loop, or may it be smaller? Let me know and I'll generate it.",
        U,
        False,
        "question_back",
        "a question to the user instead of a maze",
    ),
    _g(
        "v45c_g_qwen3_heading",
        "### 最终答案\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "markdown_heading",
        'hard: a Chinese "final answer" heading, then the maze as the last lines',
    ),
    _g(
        "v45c_g_qwen25_cut_final",
        "**最终答案：**\n\nMAZE:\n1 1 1 1 1\n1 0 0 0 P\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the final maze",
        finish_reason=L,
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) =======================
PUZZLE = [
    _p(
        "v45p_gpt4o_plain",
        "Turning the top-right piece lines its opening up with the top-left piece.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v45p_qwen3_plain",
        "The bottom-left piece needs to face up.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v45p_gpt5_bold",
        "Bottom-right piece, one turn.\n\n**ROTATE: (1, 1) clockwise**",
        (3, CW),
        True,
        "bold_answer",
        "hard: inline bold around the labelled rotation",
    ),
    _p(
        "v45p_o3_anti",
        "Summary: one quarter turn fixes the top-left connection.\n\nROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "abbreviation",
        "hard: anticlockwise for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v45p_o4mini_ccw",
        "Fix the left column first.\nROTATE: (1, 0) CCW",
        (2, CCW),
        False,
        "abbreviation",
        "hard: CCW for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v45p_haiku_spacing",
        "Turning the last tile.\n\nROTATE: (1,1) counterclockwise",
        (3, CCW),
        False,
        "spacing",
        "hard: the square without the prompt's space (strict: format miss)",
    ),
    _p(
        "v45p_qwen3_connect",
        "I will rotate the top-right square clockwise so it connects to the bottom-right one.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v45p_llama4_ordinal",
        "The blocking piece is the second square. Rotate it counterclockwise.",
        (1, CCW),
        False,
        "ordinal",
        "hard: the second square by ordinal is square 1 (row by row); no label (strict: format miss)",
    ),
    _p(
        "v45p_phi4_first",
        "ROTATE: (0, 0) clockwise\n\nThis turns the top-left piece's opening to the right, toward (0, 1).",
        (0, CW),
        False,
        "answer_then_explanation",
        "hard: the rotation first, then a justification naming another square (strict: not the last line)",
    ),
    _p(
        "v45p_v3_zh_word",
        "旋转左下角的方块。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: the Chinese word for clockwise on the ROTATE line (strict: not the prompt's word)",
    ),
    _p(
        "v45p_r1_think",
        "<think>\nThe top-right piece opens left and down. Turning it counterclockwise would make it open down and right... no, I want it open left and up; that is one counterclockwise turn. Fine.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v45p_qwen25_plain",
        "Rotate the bottom-right tile once.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v45p_qwen3_think_zh",
        "<think>\n右下角的方块需要朝左，逆时针转一次就可以。\n</think>\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_value",
        "hard: the Chinese word for counterclockwise after a thinking block (strict: not the prompt's word)",
    ),
    _p(
        "v45p_qwen25_fullwidth",
        "ROTATE：（0，0）clockwise",
        (0, CW),
        False,
        "chinese_value",
        "hard: a full-width colon, brackets and comma around the square (strict: format miss)",
    ),
    _p(
        "v45p_qwen3_cut",
        "<think>\n棋盘是 2x2。左上角的方块开口朝右，右上角的开口朝",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside a thinking block, no move given",
        finish_reason=L,
    ),
    _p(
        "v45p_es_plain",
        "Gira la casilla de arriba a la derecha.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v45p_de_words",
        "Drehe das Feld (1, 1) gegen den Uhrzeigersinn.",
        (3, CCW),
        False,
        "direction_word",
        "hard: the rotation in German words, no label (strict: format miss)",
    ),
    _p(
        "v45p_small_echo",
        "Which square do you rotate?\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_echo",
        "hard: the question echoed, then the labelled rotation on the last line",
    ),
    _p(
        "v45p_small_half",
        "ROTATE (0, 1) counterclockwise",
        (1, CCW),
        False,
        "small_half_label",
        "hard: the label without its colon (strict: format miss)",
    ),
    _p(
        "v45p_small_two",
        "ROTATE: (0, 0) clockwise\nROTATE: (1, 1) clockwise\nROTATE: (0, 0) clockwise\nROTATE: (1, 1) clockwise",
        U,
        False,
        "small_repeat",
        "two rotations repeated in turn, none picked",
    ),
    _p(
        "v45p_small_cutoff",
        "rotate\nROTATE: (0, 1) clock",
        U,
        False,
        "small_cutoff",
        "cut off by max_tokens inside the direction",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v45c_p_sonnet_cond_settled",
        "ROTATE: (1, 1) clockwise\n\nThis assumes the bottom-right piece is the one blocking the path, which the board above shows it is.",
        (3, CW),
        False,
        "conditional",
        "hard: a condition after the rotation that the reply settles itself (strict: not the last line)",
    ),
    _p(
        "v45c_p_gpt41_cond_open",
        "If the top-left piece currently opens upward, ROTATE: (0, 0) clockwise; otherwise ROTATE: (0, 0) counterclockwise.",
        U,
        False,
        "conditional",
        "two rotations conditional on the piece's facing, left unresolved",
    ),
    _p(
        "v45c_p_flash_weigh_pick",
        "Turning (0, 1) clockwise connects the top edge; turning (1, 0) counterclockwise connects the left edge. The first leaves fewer turns afterwards, so I'll turn (0, 1) clockwise.",
        (1, CW),
        False,
        "weighed_commit",
        "hard: two rotations weighed, one committed in a sentence (strict: no ROTATE line)",
    ),
    _p(
        "v45c_p_pro_restated_other",
        "ROTATE: (1, 0) counterclockwise\n\ni.e. give the bottom-left square a quarter turn to the right (clockwise).",
        U,
        False,
        "restated_conflict",
        "the rotation and its restatement name opposite directions, neither picked",
    ),
    _p(
        "v45c_p_qwen3_zh_pick",
        "方案一：(0, 0) 顺时针；方案二：(1, 1) 逆时针。方案二之后不需要再转，选择方案二。",
        (3, CCW),
        False,
        "weighed_commit",
        "hard: two rotations weighed in Chinese, the second picked in words (strict: no ROTATE line)",
    ),
    _p(
        "v45c_p_qwen25_zh_ask",
        "要旋转 (0, 1) 还是 (1, 0)？请告诉我你想先连通哪一边。",
        U,
        False,
        "question_back",
        "a question to the user in Chinese instead of a rotation",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v45",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v45.py: counts, no reader
    print_counts(all_cases(), problems())

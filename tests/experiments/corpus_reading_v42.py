"""A forty-second, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v41`` were read for the data format and the rulings as applied.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes of the prompt, repeats, half-formed labels, cut-offs), and a chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``), unclear
replies and clear look-alikes about even, no exotic themes: the hard cases of everyday replies.
Each comes in a clear and an unclear form: a long chain of thought that weighs two answers and
commits to one (or ends weighing); a mid-reasoning self-correction naming the new value (or a
withdrawal naming none); a reasoning model's ``<think>`` draft followed by an answer (or a block
never closed); a hedged final line that still commits (or one that leaves it open); the answer
first and a check after it that confirms (or prefers another); a reply ending on a question
after its answer (or instead of one); Chinese and mixed Chinese/English replies that pick (or
leave the pick to the user). New rings, broken mazes and routes, new against every set before.

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
BACK_TWICE = "1,0 1,1 1,2 1,1 1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: two steps right and back, the left column with one step back up, then the bottom row."""
TOP_BOUNCE = "1,0 1,1 1,2 1,3 2,3 1,3 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, a step down and back up, two steps back along the top, then down."""
PAST_UP_RIGHT = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,3 3,3 2,3 1,3"
"""Valid up to its last G (G, a step back, G again), then on up the right column."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
THROUGH_22 = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: down the walls (2,2) and (3,2)."""
DIAG_33 = "1,0 2,0 3,0 4,0 4,1 4,2 3,3 4,3"
"""Broken: a diagonal step from (4,2) to (3,3)."""
SHORT_41 = "1,0 2,0 3,0 4,0 4,1"
"""Broken: stops at (4,1), two cells short of G."""

# == generated mazes (5x5) =================================================================
RING_MID3_PG = """\
1 1 1 1 1
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 P 0"""
"""Valid: a 3x3 ring in the bottom-right, G at (2,2), P at (4,3)."""

RING_TL4_PG = """\
0 0 0 0 1
0 1 1 G 1
P 1 1 0 1
0 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P at (2,0), G at (1,3)."""

RING_TC3 = """\
1 1 1 1 1
1 0 P 0 1
1 G 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 centre ring, P at (1,2), G at (2,1)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 0 1 1 G
1 0 1 1 0
1 0 P 0 0"""
"""Valid: a 4x4 ring in the bottom-right, P at (4,2), G at (2,4)."""

SOLID_CENTRE = """\
1 1 1 1 1
1 0 G 0 1
1 0 0 0 1
1 P 0 0 1
1 1 1 1 1"""
"""Broken: the 3x3 centre is all open, no wall inside the ring."""

NO_GOAL = """\
1 1 1 1 1
1 0 0 P 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: a 3x3 centre ring with no goal."""

S_AND_E = """\
0 0 0 1 1
0 1 0 1 1
S 0 E 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a 3x3 ring in the top-left marked S and E, not P and G."""

SIX_WIDE = """\
1 1 1 1 1 1
1 P 0 0 0 1
1 0 1 1 0 1
1 0 0 G 0 1
1 1 1 1 1 1"""
"""Broken: six columns, not five."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v42s_gpt4o_plain",
        "From (1, 0) the cell below, (2, 0), is open and leads down the left side toward G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v42s_gpt4o_steps",
        "1. P is at (1, 0).\n2. (0, 0) is a wall; (1, 1) is open.\n3. Going right follows the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v42s_gpt41_bold",
        "The open neighbour to the right starts the shorter-looking route.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v42s_gpt41_fence",
        "My next move:\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
        "hard: the labelled move inside a code fence (strict: fenced)",
    ),
    _s("v42s_gpt5_terse", "Top row first.\nMOVE: (1, 1)", (1, 1), (1, 1), "asked_format"),
    _s(
        "v42s_gpt5_answer_first",
        "MOVE: (2, 0)\n\nReason: (2, 0) is open and the left column joins the bottom row, which ends at G.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the answer first, the reason after it (strict: not the last line)",
    ),
    _s(
        "v42s_haiku4_plain",
        "I'll step down into the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v42s_sonnet4_reasoned",
        "Let me look at the neighbours of (1, 0):\n- Up (0, 0): wall\n- Down (2, 0): open\n- Right (1, 1): open\n\nBoth open cells are on a six-move route to G. I'll go right along the top.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v42s_sonnet4_direction",
        "The best move is down, into the left-hand corridor.",
        (2, 0),
        None,
        "direction_word",
        "hard: a direction word alone means the cell below, (2, 0); no label",
    ),
    _s(
        "v42s_opus4_heading",
        "## Move\n\nThe player sits at the top-left corner of the ring. Either way round is six steps; I choose the top edge.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v42s_flash_json",
        '```json\n{"move": [2, 0]}\n```',
        (2, 0),
        None,
        "json_answer",
        "hard: a JSON object carrying the move (strict: not the asked label)",
    ),
    _s(
        "v42s_flash_plain",
        "**Analysis:** The cell to the right, (1, 1), is free.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v42s_pro_table",
        "| Neighbour | Cell | Open? |\n|---|---|---|\n| up | (0, 0) | no |\n| down | (2, 0) | yes |\n| right | (1, 1) | yes |\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table",
    ),
    _s(
        "v42s_pro_spacing",
        "Going right.\n\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: no space after the comma (strict: format miss)",
    ),
    _s(
        "v42s_qwen25_zh",
        "玩家在 (1, 0)，下方 (2, 0) 是空地，可以沿左边走到终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v42s_qwen25_fullwidth",
        "MOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _s(
        "v42s_qwen3_think",
        "<think>\nP 在 (1, 0)。上面是墙，右边 (1, 1) 和下面 (2, 0) 都能走。两边都是六步，选右边。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v42s_qwen3_zh_direction",
        "应该向下走一格。",
        (2, 0),
        None,
        "direction_word",
        "hard: '向下' (down) in Chinese means the cell below, (2, 0); no label",
    ),
    _s(
        "v42s_llama33_sure", "Sure! Here's my move:\n\nMOVE: (2, 0)", (2, 0), (2, 0), "asked_format"
    ),
    _s(
        "v42s_llama33_label_case",
        "move: (1, 1)",
        (1, 1),
        None,
        "label_case",
        "hard: the label in lower case (strict: not as the prompt prints it)",
    ),
    _s(
        "v42s_llama4_plain",
        "Moving right keeps to the top row.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v42s_mistral_plain",
        "The agent should go down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v42s_mistral_wall",
        "Up, toward row 0, looks shortest to me.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
        "hard: a move onto the wall (0, 0), read as written (the verdict is the scorer's)",
    ),
    _s(
        "v42s_phi4_boxed",
        "The next cell to move to is $\\boxed{(2, 0)}$.",
        (2, 0),
        None,
        "latex_boxed",
        "hard: the cell in \\boxed{} with no label (strict: no label)",
    ),
    _s("v42s_v3_plain", "Right, (1, 1), is open.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "asked_format"),
    _s(
        "v42s_r1_think",
        "<think>\nOkay, P is at (1, 0). Up is (0, 0), a wall. Down (2, 0) is 0, open. Right (1, 1) is 0, open. Goal at (4, 3). Going down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3) = 6. Going right: also 6. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v42s_r1_cut",
        "<think>\nLet me parse the grid. Row 0 is all walls. Row 1: P 0 0 0 1. So P is at (1, 0). The neighbours are",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the thinking, no answer",
        finish_reason=L,
    ),
    _s(
        "v42s_small_echo",
        "You are at P. Reply with MOVE: (row, col).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line echoed, then the move on the last line",
    ),
    _s(
        "v42s_small_repeat",
        "MOVE: (1, 1)\nMOVE: (1, 1)\n\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: the same move repeated, one answer",
    ),
    _s(
        "v42s_small_half_label",
        "The move: MOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label without its colon (strict: not as printed)",
    ),
    _s(
        "v42s_small_placeholder",
        "Answer: MOVE: (row, col)",
        U,
        None,
        "small_echo",
        "the prompt's placeholder echoed, no cell",
    ),
    _s(
        "v42s_small_two",
        "MOVE: (2, 0) MOVE: (1, 1) MOVE: (2, 0) MOVE: (1,",
        U,
        None,
        "small_repeat",
        "cut off in a run of different moves, none committed",
        finish_reason=L,
    ),
    _s(
        "v42s_small_grid",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        U,
        None,
        "small_echo",
        "the maze echoed back, no move",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v42c_s_gpt4o_weigh_pick",
        "Option A: go down to (2, 0), then along the bottom.\nOption B: go right to (1, 1), then down the right side.\n\nBoth are six moves. I'll go with Option B.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: two options weighed, one picked in words and labelled",
    ),
    _s(
        "v42c_s_gpt4o_weigh_open",
        "Option A: go down to (2, 0).\nOption B: go right to (1, 1).\n\nBoth reach G in six moves, so either is optimal.",
        U,
        None,
        "two_options",
        "two moves offered as equal, no pick",
    ),
    _s(
        "v42c_s_sonnet4_correct",
        "MOVE: (0, 0)\n\nWait, (0, 0) is a wall. Correction: the move is (2, 0).",
        (2, 0),
        None,
        "correction",
        "hard: a correction naming one new value; the last stands (strict: the last line is not the label)",
    ),
    _s(
        "v42c_s_sonnet4_withdraw",
        "MOVE: (1, 1)\n\nActually, hold on, I'm not sure that's right given the layout. Let me reconsider.",
        U,
        None,
        "withdrawn",
        "the move withdrawn with no new value named",
    ),
    _s(
        "v42c_s_r1_verify",
        "MOVE: (2, 0)\n\nLet me double-check: (2, 0) in row 2 is 0, so it is open, and it is next to (1, 0). Confirmed.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the answer that confirms it (strict: not the last line)",
    ),
    _s(
        "v42c_s_r1_doubt",
        "MOVE: (2, 0)\n\nHmm, let me double-check. Going right via (1, 1) might actually be better because the top row is straight. I think (1, 1) could be preferable.",
        U,
        None,
        "second_thought",
        "a check after the answer that prefers another cell without committing",
    ),
    _s(
        "v42c_s_qwen3_zh_pick",
        "向下 (2, 0) 和向右 (1, 1) 都可以到达终点，步数一样。我选择向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "zh_pick",
        "hard: two moves weighed in Chinese, one picked ('我选择向右') and labelled",
    ),
    _s(
        "v42c_s_qwen3_zh_ask",
        "向下 (2, 0) 和向右 (1, 1) 都可以到达终点。你希望我走哪一条？",
        U,
        None,
        "question_back",
        "two moves, the choice left to the user",
    ),
    _s(
        "v42c_s_gpt5_hedge_keep",
        "Probably the cleanest choice, though the other direction ties:\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedged_final",
        "hard: a hedge before a labelled move that still commits",
    ),
    _s(
        "v42c_s_llama4_hedge_open",
        "MOVE: (1, 1) or maybe (2, 0), I'm not certain which is better.",
        U,
        None,
        "hedged_final",
        "two cells on the final line, no pick",
    ),
    _s(
        "v42c_s_phi4_question_end",
        "MOVE: (2, 0)\n\nWould you like me to list the rest of the route too?",
        (2, 0),
        None,
        "question_back",
        "hard: a question after the move offers more; the move stands (strict: not the last line)",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v42o_gpt4o_plain",
        "Down the left column, then right along the bottom row.\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v42o_gpt4o_arrows",
        "Path found:\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
        "hard: cells joined by arrows (strict: not space-separated)",
    ),
    _o(
        "v42o_gpt41_back",
        "A route with a couple of back-steps, still ending at G:\n\nPATH: " + path_text(BACK_TWICE),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v42o_gpt41_wall",
        "Straight down the middle is quickest.\n\nPATH: " + path_text(THROUGH_22),
        F,
        False,
        "asked_format",
    ),
    _o("v42o_gpt5_plain", "PATH: " + path_text(TOP_BOUNCE), S, True, "asked_format"),
    _o(
        "v42o_haiku4_commas",
        "Route:\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "spacing",
        "hard: cells separated by commas (strict: not space-separated)",
    ),
    _o(
        "v42o_sonnet4_past",
        "I'll walk to G, step back and return, then continue up the right side to show the loop.\n\nPATH: "
        + path_text(PAST_UP_RIGHT),
        S,
        True,
        "asked_format",
        "hard: cells after the last G are not scored; the walk to it is valid",
    ),
    _o(
        "v42o_opus4_diag",
        "Following the bottom row and cutting the corner:\n\nPATH: " + path_text(DIAG_33),
        F,
        False,
        "asked_format",
    ),
    _o("v42o_flash_bold", "**PATH: " + path_text(RIGHT_COL) + "**", S, True, "bold_answer"),
    _o(
        "v42o_pro_short",
        "Along the left side.\n\nPATH: " + path_text(SHORT_41),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v42o_qwen25_zh",
        "沿着左边一列向下，再沿最下面一行向右走到终点。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v42o_qwen3_think",
        "<think>\n上面一行走到 (1, 3)，然后往下到 (4, 3)。\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v42o_llama33_list",
        "Here is the path:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_list",
        "hard: the path as a numbered list with no label (strict: no label)",
    ),
    _o("v42o_llama4_plain", "PATH: " + path_text(BACK_TWICE), S, True, "asked_format"),
    _o(
        "v42o_mistral_json",
        '```json\n{"path": [[1, 0], [1, 1], [1, 2], [2, 2], [3, 2], [4, 2], [4, 3]]}\n```',
        F,
        False,
        "json_answer",
        "hard: a JSON path through the walls (2, 2) and (3, 2) (strict: no label)",
    ),
    _o(
        "v42o_phi4_plain",
        "The shortest route follows the top row.\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v42o_v3_then",
        "PATH: " + path_text(LEFT_COL) + "\n\nThis reaches G in six moves.",
        S,
        False,
        "answer_then_explanation",
        "hard: a sentence after the path (strict: not the last line)",
    ),
    _o(
        "v42o_r1_cut",
        "<think>\nStart (1, 0). I could go right: (1, 1), (1, 2), (1, 3), then down (2, 3), (3, 3), (4, 3). Or down. Let me write it.\n</think>\n\nPATH: (1, 0) (1, 1) (1, 2) (1,",
        U,
        False,
        "cut_off",
        "cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
    _o(
        "v42o_small_echo",
        "PATH: (r, c) (r, c) ...\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then the path on the last line",
    ),
    _o(
        "v42o_small_loop",
        "PATH: (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0) (1, 0) (2, 0)",
        F,
        False,
        "small_repeat",
        "hard: a loop between two cells that never reaches G; read, and a fail (strict: wrong)",
    ),
    _o(
        "v42o_small_half",
        "Answer: PATH (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3)",
        S,
        False,
        "small_half_label",
        "hard: the label without its colon (strict: not as printed)",
    ),
    _o(
        "v42o_small_cut",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v42c_o_gpt4o_two_pick",
        "Route 1: "
        + path_text(LEFT_COL)
        + "\nRoute 2: "
        + path_text(RIGHT_COL)
        + "\n\nI'll submit Route 2.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two routes listed, one picked in words and labelled last",
    ),
    _o(
        "v42c_o_gpt4o_two_open",
        "Route 1: "
        + path_text(LEFT_COL, " ")
        + "\nRoute 2: "
        + path_text(THROUGH_22)
        + "\n\nEither of these should work.",
        U,
        False,
        "two_options",
        "two routes offered, no pick (one of them broken)",
    ),
    _o(
        "v42c_o_sonnet4_correct",
        "PATH: "
        + path_text(THROUGH_22)
        + "\n\nCorrection: (2, 2) is a wall. The path is:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: a correction giving one new path, labelled last",
    ),
    _o(
        "v42c_o_sonnet4_withdraw",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nActually, scratch that, I misread the grid. I'll need to look at it again.",
        U,
        False,
        "withdrawn",
        "the path withdrawn with none named in its place",
    ),
    _o(
        "v42c_o_r1_draft",
        "<think>\nDraft: PATH: (1, 0) (1, 1) (2, 1) ... no, (2, 1) is a wall. Use the left column.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_draft",
        "hard: a broken draft inside the thinking, the valid path after it",
    ),
    _o(
        "v42c_o_r1_unclosed",
        "<think>\nFrom (1, 0) I go (2, 0), (3, 0), (4, 0), then (4, 1), (4, 2), (4, 3). That looks right, but let me also consider the top route",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _o(
        "v42c_o_qwen3_verify",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\n验证一下：每一步都相邻，且都不是墙，最后到达 G。正确。",
        S,
        False,
        "verification_after",
        "hard: a check after the path confirms it (strict: not the last line)",
    ),
    _o(
        "v42c_o_qwen3_doubt",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\n等等，(3, 0) 好像是墙？如果是的话，应该走上面那条路。",
        U,
        False,
        "second_thought",
        "a doubt after the path, left open, pointing to another route",
    ),
]

# == recognize: the maze's open cells form a square ring ====================================
RECOGNIZE = [
    _r(
        "v42r_gpt4o_plain",
        "The open cells run around the edge of a 4x4 block, forming a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r("v42r_gpt4o_bold", "Four equal sides.\n\n**SHAPE: square**", "square", True, "bold_answer"),
    _r(
        "v42r_gpt41_rect",
        "The corridor outlines a four-sided box.\n\nSHAPE: rectangle",
        "square",
        True,
        "synonym",
        "hard: 'rectangle' is a square variant and any English name is strict-right on the label line",
    ),
    _r(
        "v42r_gpt41_cross",
        "The open cells cross in the middle.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v42r_gpt5_terse",
        "Closed loop, four corners.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v42r_haiku4_then",
        "SHAPE: square\n\nThe path traces the four sides of a square.",
        "square",
        False,
        "answer_then_explanation",
        "hard: a sentence after the label (strict: not the last line)",
    ),
    _r(
        "v42r_sonnet4_md",
        "## Shape\n\nThe free cells form a closed loop with four straight sides and four corners.\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v42r_opus4_triangle",
        "The diagonal-looking edge suggests three sides.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v42r_flash_plain",
        "**Observation:** four corners, four edges.\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v42r_pro_sentence",
        "The open cells form a square ring.",
        "square",
        False,
        "plain_sentence",
        "hard: the shape named in a sentence, no label",
    ),
    _r(
        "v42r_qwen25_zh",
        "形状是正方形。\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: '正方形' (square) in Chinese on the label line (strict: not an English name)",
    ),
    _r(
        "v42r_qwen25_zh_reason",
        "空格沿着边缘围成一个正方形的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v42r_qwen3_think",
        "<think>\n四条边，四个角，是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v42r_llama33_lower",
        "the open cells make a loop.\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case (strict: not as the prompt prints it)",
    ),
    _r("v42r_llama4_spiral", "It winds inward.\nSHAPE: spiral", "spiral", False, "asked_format"),
    _r(
        "v42r_mistral_quad",
        "Four sides.\nSHAPE: quadrilateral",
        "square",
        True,
        "synonym",
        "hard: 'quadrilateral' is a square variant, strict-right on the label line",
    ),
    _r(
        "v42r_phi4_fence",
        "Answer:\n```\nSHAPE: square\n```",
        "square",
        False,
        "fenced_answer",
        "hard: the label inside a code fence (strict: fenced)",
    ),
    _r(
        "v42r_v3_prism",
        "SHAPE: square prism",
        "none",
        False,
        "synonym",
        "hard: 'a square prism' names no specification shape",
    ),
    _r(
        "v42r_r1_cut",
        "<think>\nThe open cells: (1,0),(1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2),(4,3). That's a border of a 4x4 block, so it's a",
        U,
        False,
        "cut_off",
        "cut off by max_tokens before the shape is named",
        finish_reason=L,
    ),
    _r(
        "v42r_small_echo",
        "What shape do the open cells form? SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt echoed with its placeholder, then the answer on the last line",
    ),
    _r(
        "v42r_small_placeholder",
        "Answer: SHAPE: <name>",
        U,
        False,
        "small_echo",
        "the prompt's placeholder echoed, no shape",
    ),
    _r(
        "v42r_small_repeat",
        "SHAPE: square\n\nSHAPE: square\n\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the same shape repeated, one answer",
    ),
    _r(
        "v42r_small_cut",
        "The shape is a squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the shape's name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v42c_r_gpt4o_weigh_pick",
        "It could be read as a C if one side were open, but all four sides are closed, so it is a square rather than a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: a C weighed and rejected, the square labelled",
    ),
    _r(
        "v42c_r_gpt4o_weigh_open",
        "It looks like either a square or a C, depending on whether the gap at the left counts as open.",
        U,
        False,
        "two_options",
        "two shapes, no pick",
    ),
    _r(
        "v42c_r_qwen3_draft",
        "<think>\n一开始我以为是三角形，SHAPE: triangle？不对，四个角都是直角。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
        "hard: a triangle drafted inside the thinking, the square after it",
    ),
    _r(
        "v42c_r_qwen3_unclosed",
        "<think>\n四条边……也可能是 C 形，左边有缺口吗？让我再看一下第二行",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _r(
        "v42c_r_sonnet4_correct",
        "SHAPE: C\n\nCorrection: the left side is closed too, so the shape is a square.",
        "square",
        False,
        "correction",
        "hard: a correction naming one new shape; the last stands (strict: not the label line)",
    ),
    _r(
        "v42c_r_sonnet4_withdraw",
        "SHAPE: square\n\nHmm, on reflection I don't think that's right. I'd need to look more carefully.",
        U,
        False,
        "withdrawn",
        "the shape withdrawn, none named in its place",
    ),
    _r(
        "v42c_r_zh_pick",
        "看起来像正方形，也有点像 C 形。仔细看，四边都封闭，所以我选正方形。\n\nSHAPE: square",
        "square",
        True,
        "zh_pick",
        "hard: square and C weighed in Chinese, square picked and labelled",
    ),
    _r(
        "v42c_r_zh_ask",
        "可能是正方形，也可能是 C 形。你能告诉我左边是否有缺口吗？",
        U,
        False,
        "question_back",
        "two shapes, the answer left to the user",
    ),
]

# == generate: a new 5x5 maze whose open cells form a 3x3 or 4x4 ring =======================
GENERATE = [
    _g(
        "v42g_gpt4o_plain",
        "Here is a new maze with a 3x3 ring in the bottom-right corner.\n\nMAZE:\n" + RING_MID3_PG,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v42g_gpt4o_fence",
        "MAZE:\n```\n" + RING_TC3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v42g_gpt41_plain",
        "A 4x4 ring in the top-left.\n\nMAZE:\n" + RING_TL4_PG,
        S,
        True,
        "asked_format",
    ),
    _g("v42g_gpt5_solid", "MAZE:\n" + SOLID_CENTRE, F, False, "asked_format"),
    _g("v42g_haiku4_plain", "MAZE:\n" + RING_BR4, S, True, "asked_format"),
    _g(
        "v42g_sonnet4_then",
        "MAZE:\n" + RING_TC3 + "\n\nThe ring goes around the centre wall; P and G sit on it.",
        S,
        False,
        "answer_then_explanation",
        "hard: an explanation after the maze (strict: not the last line)",
    ),
    _g(
        "v42g_opus4_nogoal",
        "A centre ring with the player on the top edge.\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v42g_flash_coord",
        "MAZE:\n" + coord_list(RING_MID3_PG),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v42g_pro_coord",
        "Here is the maze in the requested format:\n\nMAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v42g_qwen25_zh",
        "这是一个新的迷宫，中间有一圈通道。\n\nMAZE:\n" + RING_TC3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v42g_qwen3_think",
        "<think>\n左上角 4x4 的环，P 在左边，G 在右边。\n</think>\n\nMAZE:\n" + RING_TL4_PG,
        S,
        True,
        "think_block",
    ),
    _g(
        "v42g_qwen3_copy",
        "这是迷宫：\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the prompt's own maze copied back, not a new one",
    ),
    _g(
        "v42g_llama33_se",
        "Sure! Here's a maze:\n\nMAZE:\n" + S_AND_E,
        F,
        False,
        "asked_format",
        "hard: S and E for the player and goal, not P and G",
    ),
    _g("v42g_llama4_wide", "MAZE:\n" + SIX_WIDE, F, False, "asked_format"),
    _g(
        "v42g_mistral_coord_nogoal",
        "MAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g("v42g_phi4_plain", "MAZE:\n" + RING_MID3_PG, S, True, "asked_format"),
    _g("v42g_v3_plain", "MAZE:\n" + RING_BR4, S, True, "asked_format"),
    _g(
        "v42g_r1_cut",
        "<think>\nI need a ring. Let me put a 3x3 ring in the centre.\n</think>\n\nMAZE:\n1 1 1 1 1\n1 0 P 0 1\n1 G",
        U,
        False,
        "cut_off",
        "cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
    _g(
        "v42g_small_echo",
        "Generate a new maze.\nMAZE:\n" + RING_TC3,
        S,
        True,
        "small_echo",
        "hard: the request echoed, then the maze last",
    ),
    _g(
        "v42g_small_half",
        "MAZE\n" + RING_MID3_PG,
        S,
        False,
        "small_half_label",
        "hard: the label without its colon (strict: not as printed)",
    ),
    _g(
        "v42g_small_rows",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0 0 0 1\n1 0",
        U,
        False,
        "small_repeat",
        "cut off by max_tokens in an overlong run of rows",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v42c_g_gpt4o_two_pick",
        "Option 1:\n"
        + SOLID_CENTRE
        + "\n\nOption 2:\n"
        + RING_TC3
        + "\n\nOption 1 has no inner wall, so I'll go with Option 2.\n\nMAZE:\n"
        + RING_TC3,
        S,
        True,
        "rejected_alternative",
        "hard: two candidates, one picked in words and labelled last",
    ),
    _g(
        "v42c_g_gpt4o_two_open",
        "Option 1:\n"
        + RING_MID3_PG
        + "\n\nOption 2:\n"
        + NO_GOAL
        + "\n\nBoth are 5x5 with a ring; use whichever you prefer.",
        U,
        False,
        "two_options",
        "two mazes offered, the choice left to the user",
    ),
    _g(
        "v42c_g_r1_draft",
        "<think>\nDraft:\n"
        + NO_GOAL
        + "\nNo goal there. Add G at (2, 1).\n</think>\n\nMAZE:\n"
        + RING_TC3,
        S,
        True,
        "think_draft",
        "hard: a broken draft inside the thinking, the valid maze after it",
    ),
    _g(
        "v42c_g_r1_unclosed",
        "<think>\nA 4x4 ring in the bottom-right:\n"
        + RING_BR4
        + "\nIs G on the ring? (2, 4) is on the right edge. Let me also check",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _g(
        "v42c_g_sonnet4_verify",
        "MAZE:\n"
        + RING_MID3_PG
        + "\n\nCheck: the open cells are the border of rows 2-4, columns 2-4, with one P and one G. Valid.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze confirms it (strict: not the last line)",
    ),
    _g(
        "v42c_g_sonnet4_doubt",
        "MAZE:\n"
        + RING_MID3_PG
        + "\n\nHmm, I'm not sure the ring should touch the edge of the grid; a centred one might be what you want instead.",
        U,
        False,
        "second_thought",
        "a doubt after the maze, left open, preferring another",
    ),
    _g(
        "v42c_g_qwen3_withdraw",
        "MAZE:\n" + RING_TL4_PG + "\n\n等等，这个好像不对，我需要重新想一下。",
        U,
        False,
        "withdrawn",
        "the maze withdrawn ('这个好像不对'), none given in its place",
    ),
]

# == puzzle: one rotation on a 2x2 board =====================================================
PUZZLE = [
    _p(
        "v42p_gpt4o_plain",
        "The top-left piece opens upward; one clockwise turn points it right, toward (0, 1).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v42p_gpt41_terse",
        "Bottom-right.\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v42p_gpt5_ccw",
        "ROTATE: (0, 1) CCW",
        (1, CCW),
        False,
        "abbreviation",
        "hard: 'CCW' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v42p_haiku4_bold",
        "One turn is enough.\n\n**ROTATE: (1, 0) clockwise**",
        (2, CW),
        True,
        "bold_answer",
    ),
    _p(
        "v42p_sonnet4_reason",
        "The bottom-right piece faces away from its neighbours. A counterclockwise turn makes it face (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v42p_opus4_anti",
        "The bottom-left tile, one quarter turn.\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "synonym",
        "hard: 'anticlockwise' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v42p_flash_md",
        "*   Top row: connected\n*   Bottom-left: opens down, needs a turn\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v42p_pro_then",
        "ROTATE: (0, 1) clockwise\n\nThis aligns the top-right opening with the piece below it.",
        (1, CW),
        False,
        "answer_then_explanation",
        "hard: a sentence after the label (strict: not the last line)",
    ),
    _p(
        "v42p_qwen25_zh",
        "右上角的方块需要逆时针旋转一次。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v42p_qwen25_zh_value",
        "ROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese ('顺时针', clockwise) on the label line",
    ),
    _p(
        "v42p_qwen3_think",
        "<think>\n左上角开口朝左，要朝右需要转两次；右下角只需顺时针一次。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_block",
    ),
    _p(
        "v42p_llama33_sure",
        "Sure! Rotate the bottom-left piece.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v42p_llama4_spacing",
        "ROTATE: (0,0) counterclockwise",
        (0, CCW),
        False,
        "spacing",
        "hard: no space after the comma (strict: format miss)",
    ),
    _p(
        "v42p_mistral_plain",
        "The top-right piece is misaligned.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v42p_phi4_ordinal",
        "Rotate the third square clockwise to close the loop.",
        (2, CW),
        False,
        "ordinal",
        "hard: 'the third square' is square 2 row by row; no label",
    ),
    _p(
        "v42p_v3_json",
        '{"row": 0, "col": 1, "direction": "counterclockwise"}',
        (1, CCW),
        False,
        "json_answer",
        "hard: a JSON object carrying the move (strict: no label)",
    ),
    _p(
        "v42p_r1_cut",
        "<think>\nThe board is 2x2. Square (0, 0) opens right, (0, 1) opens down, (1, 0) opens",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _p(
        "v42p_small_echo",
        "ROTATE: (row, col) clockwise|counterclockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
        "hard: the prompt's format echoed, then the move on the last line",
    ),
    _p(
        "v42p_small_no_dir",
        "ROTATE: (0, 0)\nROTATE: (0, 0)",
        U,
        False,
        "small_half_label",
        "a square with no direction",
    ),
    _p(
        "v42p_small_repeat",
        "ROTATE: (1, 0) counterclockwise\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "small_repeat",
        "hard: the same move twice, one answer",
    ),
    _p(
        "v42p_small_cut",
        "ROTATE: (0, 1) clock",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v42c_p_gpt4o_cond_settled",
        "If squares are indexed (row, col) from the top-left, as the prompt states, the piece to turn is the top-right one.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "conditional",
        "hard: the condition is the prompt's own convention, so it is met",
    ),
    _p(
        "v42c_p_gpt4o_cond_open",
        "If the bottom-left piece currently opens downward, ROTATE: (1, 0) clockwise; otherwise ROTATE: (0, 0) counterclockwise.",
        U,
        False,
        "conditional",
        "two moves hinging on a state the reply leaves unresolved",
    ),
    _p(
        "v42c_p_qwen3_zh_pick",
        "可以顺时针转 (0, 0)，也可以逆时针转 (1, 1)。转 (1, 1) 更直接，我选这个。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "zh_pick",
        "hard: two moves weighed in Chinese, one picked ('我选这个') and labelled",
    ),
    _p(
        "v42c_p_qwen3_zh_ask",
        "可以顺时针转 (0, 0)，也可以逆时针转 (1, 1)。您想用哪一种？",
        U,
        False,
        "question_back",
        "two moves, the choice left to the user",
    ),
    _p(
        "v42c_p_llama4_hedge_keep",
        "I'm fairly confident, though not certain, that this is the right turn:\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "hedged_final",
        "hard: a hedge before a labelled move that still commits",
    ),
    _p(
        "v42c_p_llama4_hedge_open",
        "ROTATE: (1, 0) counterclockwise, or possibly clockwise; I can't tell which way the piece faces.",
        U,
        False,
        "hedged_final",
        "two directions on the final line, no pick",
    ),
    _p(
        "v42c_p_r1_draft",
        "<think>\nDraft: ROTATE: (0, 0) clockwise. No, that breaks the top row. Turn (0, 1) instead.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_draft",
        "hard: a draft move inside the thinking, the answer after it",
    ),
    _p(
        "v42c_p_r1_unclosed",
        "<think>\n(0, 1) opens up. Turning it clockwise makes it open right. Turning counterclockwise makes it open left, toward (0, 0). So ROTATE: (0, 1) counterclockwise might work, but I should check (1, 1) first",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v42",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v42.py: counts, no reader
    print_counts(all_cases(), problems())

"""A fifty-third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording, by the lead's rulings and strict policy given in the round's brief
and the specification's shape variants and path check (the last G walked back to P).
``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_reading_v48``-``_v50`` and
their test files were read for the data format and the rulings as applied.

This round's emphasis is one study's natural mix, as ``python -m experiments`` would collect it
from the three-phase study and the puzzle with the models a lab compares today: the
specification's qwen-turbo/plus/max and Qwen3 thinking (about a third, some in Chinese); open-weight
instruct models behind an OpenAI-compatible server (Llama 3.1/3.3, Mistral Small/Nemo, Gemma 2/3,
Phi-3.5/4, Qwen2.5-7B, OLMo 2, Falcon 3, Granite 3); a few API models (GPT-4o-mini, Claude
Haiku, Gemini Flash); and the small models (SmolLM2-135M/360M, Gemma 3 270M base: echoes,
repeats, half-formed labels, cut-offs). Most replies are plain compliant answers with a little
reasoning, in the asked formats slightly off (extra spaces, brackets, a 1-based slip, lower case,
a period after the label, the label on its own line, a fenced maze). The chosen quarter (the
``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs clear and unclear
look-alikes from those same transcripts: an answer repeated the same or differently, a plan of
several moves when one was asked, a maze with an extra row or a stray character, an answer then
an unrelated continuation, an answer with a caveat that stands or one left open, a cut-off.

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
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
TOP_RESTART_PAST = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0"
"""Valid up to G: a step right and back, the top route to G, then three steps west (not
scored)."""
DOWN_SHUFFLE_PAST = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2"
"""Valid up to G: a step back up the left column, the bottom row to G, one step back west."""
TOP_SHUFFLE_UP_PAST = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3 3,3 2,3"
"""Valid up to G: a step back along the top row, down the right column to G, then two steps
back up (not scored)."""
BACK_WALL_21 = "1,0 2,0 1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: a step down and back, then from (1,1) straight down through the walls (2,1), (3,1)."""
BACK_WALL_ROW3 = "1,0 1,1 1,0 2,0 3,0 3,1 3,2 3,3 4,3"
"""Broken: a step right and back, then along row 3 through the walls (3,1) and (3,2)."""
WALL_COL4 = "1,0 1,1 1,2 1,3 2,3 2,4 3,4 4,4 4,3"
"""Broken: from (2,3) into the wall column 4 at (2,4), (3,4) and (4,4)."""

# == generated mazes (5x5) =================================================================
RING_BR4 = """\
1 1 1 1 1
1 0 0 0 0
1 P 1 1 0
1 0 1 1 0
1 0 0 G 0"""
"""Valid: a 4x4 ring in the bottom-right, P at (2,1), G at (4,3)."""

RING_BR3 = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 G
1 1 P 1 0
1 1 0 0 0"""
"""Valid: a 3x3 ring in the bottom-right corner, P at (3,2), G at (2,4)."""

RING_5_LR = """\
0 0 0 0 0
0 1 1 1 0
P 1 1 1 G
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P in the middle of the left side, G in the middle of the right."""

RING_TR4 = """\
1 0 0 0 0
1 P 1 1 0
1 0 1 1 0
1 0 0 0 G
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (1,1), G at (3,4)."""

RING_LM3 = """\
1 1 1 1 1
0 0 0 1 1
P 1 G 1 1
0 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left edge, rows 1-3, P at (2,0), G at (2,2) across the walled
centre."""

EXTRA_ROW = RING_BR4 + "\n1 1 1 1 1"
"""Broken: the bottom-right 4x4 ring with a sixth row of walls: 6x5, not the asked 5x5."""

STRAY_X = """\
1 1 1 1 1
1 P 0 0 1
1 0 x 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring whose middle cell is the stray character x, not a cell code."""

TWO_PLAYERS = """\
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 P 0 G
1 1 1 1 1"""
"""Broken: a 3x3 ring on the right edge with two players."""

CORNER_WALLED = """\
1 1 1 1 1
1 P 0 1 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring with its top-right corner walled: open cells are not a ring."""

FILLED_BLOCK = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 P 0
1 1 0 0 0
1 1 G 0 0"""
"""Broken: a filled 3x3 block in the bottom-right, its centre open: not a ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v53s_qwenplus_zh_check",
        "检查四个方向：上 (0, 0) 是墙，左边出界，下 (2, 0) 通，右 (1, 1) 通。两边都能到 G，选向右。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v53s_qwenturbo_zh_right",
        "P 在 (1, 0)，右边 (1, 1) 是空格，沿第一行一直走到 (1, 3) 再往下就能到 G。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v53s_qwenturbo_en_down",
        "The cell below the player, (2, 0), is open and leads down the left side.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v53s_qwenplus_zh_down",
        "分析：上方 (0, 0) 是墙；下方 (2, 0) 为 0，可以走；右方 (1, 1) 也为 0。选择向下，沿左边一列到底部，再向右到终点。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_reasoning",
    ),
    _s(
        "v53s_qwenplus_en_right",
        "Both open neighbours lead to G in six moves. I'll take the top corridor, starting with the cell to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v53s_qwenmax_md_list",
        "**Neighbours of P (1, 0):**\n- up (0, 0): wall\n- down (2, 0): open\n- right (1, 1): open\n\nGoing right along row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v53s_qwen3_think_down",
        "<think>\nP is at (1,0). Row 2 starts with 0, so (2,0) is free. Then (3,0), (4,0), and the bottom row 0 0 G. That reaches G. Going right also works but I'll take down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v53s_qwen3_think_zh_right",
        "<think>\n玩家 (1,0)。右边 (1,1)=0，(1,2)=0，(1,3)=0，然后 (2,3)、(3,3) 都是 0，(4,3) 是 G。向右可行。\n</think>\n\n向右移动一格。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v53s_qwen25_spacing",
        "Moving down into the left column.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
    ),
    _s(
        "v53s_llama33_plain_right",
        "Looking at the maze, the player can move right into the open corridor on row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v53s_llama31_bold_down",
        "The player should head down the left column toward the bottom row.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v53s_mistral_own_line",
        "I'll move right, into row 1's corridor.\n\nMOVE:\n(1, 1)",
        (1, 1),
        None,
        "label_own_line",
        "hard: the label alone on a line and the cell on the next; one clear cell (strict: the "
        "label line carries no cell)",
    ),
    _s(
        "v53s_mistral_period",
        "Down is open, so I go down.\n\nMOVE: (2, 0).",
        (2, 0),
        None,
        "trailing_period",
        "hard: a period after the cell; a person reads (2, 0) (strict: not the asked form)",
    ),
    _s(
        "v53s_gemma_lower",
        "The cell to the right of the player is empty.\n\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
    ),
    _s(
        "v53s_gemma_brackets",
        "Next I step down.\n\nMOVE: [2, 0]",
        (2, 0),
        None,
        "square_brackets",
        "hard: square brackets instead of parentheses; one clear cell (strict: not the asked form)",
    ),
    _s(
        "v53s_phi_explain_after",
        "MOVE: (1, 1)\n\nThis moves the player into the top corridor, which runs to column 3 and then down to the goal at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v53s_phi_fence",
        "Going down:\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_answer",
    ),
    _s(
        "v53s_olmo_plain_down",
        "The player is at (1, 0). Moving down to (2, 0) is valid because that cell is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v53s_qwen25_double_space",
        "Right is open.\n\nMOVE:  (1, 1)",
        (1, 1),
        None,
        "spacing",
        "hard: two spaces after the label; one clear cell (strict: not the asked form)",
    ),
    _s(
        "v53s_falcon_plain_right",
        "To reach G at (4, 3), the player first moves right along the second row.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v53s_granite_direction_word",
        "The best first step is downward, along the open left column.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
    ),
    _s(
        "v53s_gpt4omini_down",
        "From (1, 0), the open neighbours are (2, 0) and (1, 1). Either reaches the goal in six moves; I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v53s_haiku_right",
        "The player has two open moves. Moving right keeps to the top corridor, which connects directly to the right column and the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v53s_flash_heading",
        "**Next move:** right, into the corridor on row 1.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v53s_qwen25_one_based_slip",
        "The player P is at (2, 1). The cell below it is open, so the player moves down to (3, 1).\n\nMOVE: (3, 1)",
        U,
        (3, 1),
        "one_based_unsaid",
        "P named as (2, 1) shows 1-based counting, never said; as written (3, 1) is a wall, "
        "counted from 1 it is (2, 0): it matters which was meant",
    ),
    _s(
        "v53s_qwenmax_fullwidth",
        "向下走一格。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma around one clear cell (strict: not the asked "
        "form)",
    ),
    _s(
        "v53s_small_echo",
        "Answer with the cell you move to next.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
    _s(
        "v53s_small_repeat",
        "I move down.\nMOVE: (2, 0)\nI move down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v53s_small_repeat_diff",
        "MOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat_diff",
        "two different moves repeated in turn with no pick between them",
    ),
    _s(
        "v53s_small_half_label",
        "the player go down\nMOVE: (2 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the comma is missing but the two numbers name one cell, (2, 0) (strict: not the "
        "asked form)",
    ),
    _s(
        "v53s_small_cut",
        "The player is at (1, 0). The player can move to the",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move is named",
        finish_reason=L,
    ),
    _s(
        "v53s_small_no_answer",
        "The maze is a 5x5 grid. The player P is on the left. The goal G is at the bottom. The walls are 1.",
        U,
        None,
        "small_no_answer",
        "a description of the maze and no move",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v53c_s_llama33_repeat_same",
        "MOVE: (2, 0)\n\nTo confirm: the player steps down to (2, 0), which is empty.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeat_same",
        "hard: the move is said twice with a check between that agrees; the last line is the "
        "same move",
    ),
    _s(
        "v53c_s_llama33_repeat_other",
        "MOVE: (2, 0)\n\nSo the player moves right to (1, 1) and follows the top row.",
        U,
        None,
        "repeat_conflict",
        "the summary after the move names a different cell; the two answers conflict",
    ),
    _s(
        "v53c_s_mistral_plan_prose",
        "Plan: down to (2, 0), then (3, 0) and (4, 0), then right along the bottom row to G. For now, the first step.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_of_moves",
        "hard: a plan of several cells in prose, then one MOVE line for the step asked",
    ),
    _s(
        "v53c_s_mistral_plan_lines",
        "MOVE: (2, 0)\nMOVE: (3, 0)\nMOVE: (4, 0)\nMOVE: (4, 1)",
        U,
        None,
        "plan_lines",
        "four MOVE lines for four different cells when one move was asked; the reply says "
        "neither that the first is its answer nor that the last is",
    ),
    _s(
        "v53c_s_gemma_continuation",
        "MOVE: (1, 1)\n\nQuestion 2: What is the capital of France?\nAnswer: The capital of France is Paris.",
        (1, 1),
        None,
        "runon_continuation",
        "hard: an unrelated continuation after the move names no other move (strict: the move "
        "is not the last line)",
    ),
    _s(
        "v53c_s_gemma_continuation_move",
        "MOVE: (1, 1)\n\nExample 2:\nThe maze:\n1 1 1\nP 0 G\n1 1 1\nMOVE: (1, 2)",
        U,
        None,
        "runon_move",
        "a continuation invents another maze and ends on a second MOVE line; which line answers "
        "this maze the reply does not say",
    ),
    _s(
        "v53c_s_phi_check_ok",
        "MOVE: (2, 0)\n\nCheck: row 2 of the matrix is 0 1 1 0 1, so (2, 0) is empty and the move is legal.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v53c_s_phi_check_open",
        "MOVE: (2, 0)\n\nThough I'm not certain (2, 0) is empty — I may have misread row 2 and should look again.",
        U,
        None,
        "second_thought",
        "a doubt after the move about whether it is legal, left open",
    ),
    _s(
        "v53c_s_qwenplus_cut_answer",
        "向下走，沿左侧一列到底。\n\nMOVE: (2,",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the MOVE line",
        finish_reason=L,
    ),
    _s(
        "v53c_s_qwenplus_finished",
        "向下走，沿左侧一列到底，再向右。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
        "hard: the cut-off reply's finished look-alike: the MOVE line is complete",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v53o_qwenturbo_zh_top",
        "从 P 出发向右走三格到 (1, 3)，再向下三格到达 G (4, 3)。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v53o_qwenplus_en_left",
        "Down the left column to the bottom row, then right to the goal.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v53o_qwenmax_md_back",
        "### 路径说明\n- 先向右一步，再退回起点\n- 然后沿第一行向右、沿第三列向下到 G\n- 到达 G 后又沿底行多写了三格\n\nPATH: "
        + path_text(TOP_RESTART_PAST),
        S,
        True,
        "markdown_heavy",
        "hard: a step right and back, the top route to G, then three cells past G (not scored)",
    ),
    _o(
        "v53o_qwen3_think_shuffle",
        "<think>\nDown: (2,0), (3,0). Oops, I'll list (2,0) again, then (3,0), (4,0). Bottom row (4,1), (4,2), G at (4,3). I'll leave the extra (4,2) at the end, it doesn't matter.\n</think>\n\nPATH: "
        + path_text(DOWN_SHUFFLE_PAST),
        S,
        True,
        "think_block",
        "hard: a step back up the left column, the bottom row to G, then one cell past G "
        "(not scored)",
    ),
    _o(
        "v53o_qwen3_think_zh_left",
        "<think>\n左列 (2,0)(3,0)(4,0) 都是 0，底行 (4,1)(4,2) 是 0，(4,3) 是 G。\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v53o_qwen25_back_wall21",
        "The player tries down, comes back, goes right one cell and then straight down to the bottom row, then right to G.\n\nPATH: "
        + path_text(BACK_WALL_21),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v53o_llama33_top_back",
        "Here is the path. I went along the top row, stepped back once, went down the right column to G and then back up two cells.\n\nPATH: "
        + path_text(TOP_SHUFFLE_UP_PAST),
        S,
        True,
        "asked_format",
        "hard: a step back along the top row, the right column to G, then two cells back up past it (not scored)",
    ),
    _o(
        "v53o_llama31_commas",
        "The path goes down and then right.\n\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
    ),
    _o(
        "v53o_mistral_wall_row3",
        "Path from P to G, cutting across row 3:\n\nPATH: " + path_text(BACK_WALL_ROW3),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v53o_qwenturbo_spacing",
        "Going along the top row and down the right side:\nPATH: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3).",
        S,
        False,
        "spacing",
    ),
    _o(
        "v53o_gemma_wall_col4",
        "The player moves along the top and then down the right edge to the goal.\n\nPATH: "
        + path_text(WALL_COL4),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v53o_gemma_lower",
        "Follow the left side, then the bottom.\n\npath: " + path_text(LEFT_COL),
        S,
        False,
        "label_case",
    ),
    _o(
        "v53o_phi_bold",
        "The shortest route uses the top corridor and the right column.\n\n**PATH: "
        + path_text(RIGHT_COL)
        + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v53o_olmo_explain_after",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nThis path moves down three times and then right three times, reaching the goal in six moves.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v53o_falcon_one_based_said",
        "Numbering rows and columns from 1, the path is:\n\nPATH: (2, 1) (2, 2) (2, 3) (2, 4) (3, 4) (4, 4) (5, 4)",
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1, so the cells convert to the top-and-right "
        "route; strict: a format miss",
    ),
    _o(
        "v53o_granite_fence",
        "Along row 1 to column 3, then down column 3 to G.\n```\nPATH: "
        + path_text(RIGHT_COL)
        + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _o(
        "v53o_gpt4omini_top",
        "From P, move right three times along row 1, then down three times along column 3.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v53o_haiku_left",
        "The left column is open all the way down, and the bottom row leads to G.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v53o_flash_arrows",
        "Route: down, down, down, right, right, right.\n\nPATH: " + path_text(LEFT_COL, " → "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v53o_small_echo",
        "Find a path from the player P to the goal G.\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)",
        F,
        False,
        "small_echo",
        "hard: the path stops at (4, 0), short of G",
    ),
    _o(
        "v53o_small_repeat_diff",
        "PATH: " + path_text(LEFT_COL) + "\nPATH: " + path_text(RIGHT_COL),
        U,
        False,
        "small_repeat_diff",
        "two different paths with no pick between them",
    ),
    _o(
        "v53o_small_half_label",
        "the path is\nPATH " + path_text(RIGHT_COL),
        S,
        False,
        "small_half_label",
        "hard: the label has no colon but the cells after it are one clear route (strict: not "
        "the asked form)",
    ),
    _o(
        "v53o_small_cut",
        "PATH: (1, 0) (2, 0) (3,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v53c_o_qwenmax_two_options",
        "路线一：沿第一行向右，再沿第三列向下。\n路线二：沿第零列向下，再沿第四行向右。\n两条路线长度相同。\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\nPATH: "
        + path_text(LEFT_COL),
        U,
        False,
        "two_options",
        "two routes given as equal alternatives with no pick",
    ),
    _o(
        "v53c_o_haiku_rejected",
        "The top corridor works as well, but I'll give the left-hand route.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: another route mentioned and set aside in words; one PATH line",
    ),
    _o(
        "v53c_o_llama33_repeat_same",
        "PATH: " + path_text(RIGHT_COL) + "\n\nFinal path:\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "repeat_same",
        "hard: the same path twice; the two agree",
    ),
    _o(
        "v53c_o_llama33_repeat_other",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nIn short, the player walks "
        + path_text(LEFT_COL)
        + ".",
        U,
        False,
        "repeat_conflict",
        "the summary after the path names a different route; the two answers conflict",
    ),
    _o(
        "v53c_o_phi_check_ok",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nCheck: every step moves one cell, and (2, 0), (3, 0), (4, 0), (4, 1), (4, 2) are all 0. Valid.",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it (strict: not the last line)",
    ),
    _o(
        "v53c_o_phi_check_open",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nWait, is (2, 3) actually open? I need to recheck row 2 before I'm sure of this.",
        U,
        False,
        "second_thought",
        "a doubt after the path about one of its cells, left open",
    ),
    _o(
        "v53c_o_gemma_cut_answer",
        "Down the left side, then right.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v53c_o_gemma_continuation",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nUser: Thanks! Can you also tell me a joke about mazes?\nAssistant: Sure! Why did the maze get lost? It took too many turns.",
        S,
        False,
        "runon_continuation",
        "hard: an unrelated invented dialogue after the path names no other route (strict: not "
        "the last line)",
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a square ring) =========================
RECOGNIZE = [
    _r(
        "v53r_qwenturbo_zh_square",
        "空格沿第 1 行、第 4 行、第 0 列和第 3 列排列，首尾相连，围成一个正方形的框。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v53r_qwenplus_zh_name",
        "所有空格连成一个闭合的环，四条边长度相同。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
    ),
    _r(
        "v53r_qwenmax_md",
        "**空格分布：**\n- 上边：(1, 0)–(1, 3)\n- 下边：(4, 0)–(4, 3)\n- 左边、右边：第 0 列和第 3 列\n\n**结论：** 正方形环。\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v53r_qwen3_think",
        "<think>\nEmpty cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). Border of a 4x4 block. Closed loop, equal sides.\n</think>\n\nThe empty cells form the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v53r_qwen3_think_zh",
        "<think>\n是不是 C 形？看第 3 列：(2,3)、(3,3) 都是 0，右边是连通的，所以不是 C。四边都在，是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: C weighed inside the thinking and set apart; the answer after it is square",
    ),
    _r(
        "v53r_qwen25_capital",
        "The open cells go around a 2x2 block of walls, making a closed four-sided loop.\n\nSHAPE: Square",
        "square",
        True,
        "capitalised",
    ),
    _r(
        "v53r_llama33_plain",
        "The empty cells, including P and G, form the perimeter of a 4x4 area.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v53r_qwen25_period",
        "The empty cells make a closed loop with four equal sides.\n\nSHAPE: square.",
        "square",
        False,
        "trailing_period",
        "hard: a period after the name; a person reads square (strict: not the asked form)",
    ),
    _r(
        "v53r_mistral_c",
        "The empty cells form a C shape open on the right side.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v53r_mistral_own_line",
        "The open cells trace the edge of a box.\n\nSHAPE:\nsquare",
        "square",
        False,
        "label_own_line",
        "hard: the label alone on a line and the name on the next; one clear name (strict: the "
        "label line carries no name)",
    ),
    _r(
        "v53r_gemma_bold",
        "The empty cells form the outline of a square around the walls in the middle.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v53r_gemma_lower",
        "It is a square loop.\n\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v53r_phi_explain_after",
        "SHAPE: square\n\nThe empty cells run along the four sides of a 4x4 region, enclosing a block of walls.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v53r_olmo_spiral",
        "The path winds around the maze from P to G, forming a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v53r_falcon_plain",
        "The empty cells are arranged as a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v53r_granite_fence",
        "A closed loop of empty cells with four equal sides.\n```\nSHAPE: square\n```",
        "square",
        False,
        "fenced_answer",
    ),
    _r(
        "v53r_gpt4omini_square",
        "The empty cells form a closed rectangular loop with four sides of four cells each, which is a square outline.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v53r_haiku_square",
        "Looking at all the empty cells together: they run along rows 1 and 4 and columns 0 and 3, forming a square ring around the four walls in the centre.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v53r_flash_heading",
        "### Reasoning\nThe empty cells surround a 2x2 wall block on all four sides.\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v53r_small_echo",
        "Name the shape.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v53r_small_repeat",
        "The shape is a square.\nSHAPE: square\nThe shape is a square.\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v53r_small_repeat_diff",
        "SHAPE: square\nSHAPE: triangle\nSHAPE: square\nSHAPE: triangle",
        U,
        False,
        "small_repeat_diff",
        "two different shapes repeated in turn with no pick between them",
    ),
    _r(
        "v53r_small_cut",
        "The empty cells of the maze together form a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
    _r(
        "v53r_small_no_answer",
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        U,
        False,
        "small_no_answer",
        "an echo of part of the maze and no shape",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v53c_r_gpt4omini_correction",
        "SHAPE: C\n\nCorrection: column 3 is open from row 1 to row 4, so the loop is closed — it's a square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction naming its new answer; the last stands",
    ),
    _r(
        "v53c_r_gpt4omini_withdrawn",
        "SHAPE: square\n\nActually, scratch that — I'm not sure it is a square after all.",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn and no new one is given",
    ),
    _r(
        "v53c_r_qwen3_question_after",
        "空格围成一个闭合的正方形环。\n\nSHAPE: square\n\n需要我把这个形状画出来吗？",
        "square",
        False,
        "question_back",
        "hard: the answer is given; the question after it only offers more (strict: not the "
        "last line)",
    ),
    _r(
        "v53c_r_qwen3_question_open",
        "这个形状可能是正方形，也可能是 C 形。你能确认一下第 3 列是否全部连通吗？",
        U,
        False,
        "question_back",
        "two shapes left open and a question handed back instead of an answer",
    ),
    _r(
        "v53c_r_mistral_caveat",
        "SHAPE: square\n\nStrictly, it is a square outline rather than a filled square, since the middle is walls.",
        "square",
        False,
        "caveat",
        "hard: a caveat after the answer that refines it and names no other shape (strict: not "
        "the last line)",
    ),
    _r(
        "v53c_r_mistral_caveat_open",
        "SHAPE: square\n\nUnless I missed a wall in column 3, in which case it would be a C — I'd need to look again.",
        U,
        False,
        "second_thought",
        "a doubt after the answer that would make it another shape, left open",
    ),
    _r(
        "v53c_r_falcon_cut",
        "The empty cells form a closed loop.\n\nSHAPE: squ",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape's name",
        finish_reason=L,
    ),
    _r(
        "v53c_r_falcon_repeat_same",
        "SHAPE: square\n\nFinal answer: square",
        "square",
        False,
        "repeat_same",
        "hard: the name said twice and the two agree (strict: the last line is not the SHAPE line)",
    ),
]

# == generate: a new 5x5 maze whose open cells form a square (matrix unless said) ==========
GENERATE = [
    _g(
        "v53g_qwenplus_zh_coord_block",
        "新的迷宫（坐标列表格式），右下角 3x3 的区域：\n\nMAZE:\n" + coord_list(FILLED_BLOCK),
        F,
        False,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v53g_qwenturbo_zh_br4",
        "新迷宫：右下方 4x4 的方形环，P 在 (2, 1)，G 在 (4, 3)。\n\nMAZE:\n" + RING_BR4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v53g_qwen3_think_outer",
        "<think>\n用最外一圈做 5x5 的环，中间 3x3 全是墙。P 放在左边中间，G 放在右边中间。\n</think>\n\nMAZE:\n"
        + RING_5_LR,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v53g_qwenmax_fence",
        "MAZE:\n```\n" + RING_TR4 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: the fence lines "
        "are not the asked format)",
    ),
    _g(
        "v53g_qwen25_coord",
        "MAZE:\n" + coord_list(RING_LM3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v53g_qwen3_think_zh_coord",
        "<think>\n中间 3x3 的环，P 在左上，G 在右下，右上角改成墙让它不一样。\n</think>\n\nMAZE:\n"
        + coord_list(CORNER_WALLED),
        F,
        False,
        "think_block",
        encoding="coord_list",
    ),
    _g(
        "v53g_llama33_br3",
        "Here is a new maze with a smaller square ring in the bottom-right corner:\n\nMAZE:\n"
        + RING_BR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v53g_llama31_two_players",
        "MAZE:\n" + TWO_PLAYERS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v53g_mistral_corner",
        "A 3x3 square in the middle:\n\nMAZE:\n" + CORNER_WALLED,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v53g_mistral_copy",
        "Here is the new maze, with the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _g(
        "v53g_gemma_filled",
        "MAZE:\n" + FILLED_BLOCK,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v53g_gemma_lm3",
        "A smaller square on the left side.\n\nMAZE:\n" + RING_LM3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v53g_phi_tr4_explain_after",
        "MAZE:\n"
        + RING_TR4
        + "\n\nThe empty cells form a 4x4 square ring in the top-right; P and G are connected both ways around.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v53g_olmo_stray",
        "MAZE:\n" + STRAY_X,
        F,
        False,
        "asked_format",
        "hard: the centre cell is x, not one of the format's 1, 0, P, G: not a maze in the "
        "asked format",
    ),
    _g(
        "v53g_falcon_lower",
        "maze:\n" + RING_BR4,
        S,
        False,
        "label_case",
    ),
    _g(
        "v53g_gpt4omini_br3",
        "A new maze with a 3x3 square ring in the bottom-right corner:\n\nMAZE:\n" + RING_BR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v53g_haiku_tr4",
        "I'll place a 4x4 square ring against the top-right edges, with P and G on opposite sides of the ring.\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v53g_flash_coord",
        "MAZE:\n" + coord_list(RING_BR3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v53g_small_echo",
        "Write the line MAZE: and then the maze.\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_echo",
        "hard: an echo of the instruction, then the original maze copied: an identical copy",
    ),
    _g(
        "v53g_small_repeat_diff",
        "MAZE:\n" + RING_BR3 + "\nMAZE:\n" + FILLED_BLOCK,
        U,
        False,
        "small_repeat_diff",
        "two different mazes one after the other with no pick between them",
    ),
    _g(
        "v53g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 1 0 0 0\n1 1 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v53g_small_half_label",
        "MAZE\n" + RING_LM3,
        S,
        False,
        "small_half_label",
        "hard: the label has no colon but one clear maze follows it (strict: not the asked form)",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v53c_g_qwenmax_extra_row",
        "新迷宫如下：\n\nMAZE:\n" + EXTRA_ROW,
        F,
        False,
        "extra_row",
        "hard: a sixth row of walls makes the maze 6x5, not the asked 5x5 (same size)",
    ),
    _g(
        "v53c_g_gemma_note_after",
        "MAZE:\n"
        + RING_BR4
        + "\n\nThis maze is 5x5 and G can be reached from P.\n\nQ: What is 2 + 2?\nA: 4",
        S,
        False,
        "runon_continuation",
        "hard: a note and an unrelated continuation after one valid ring name no other maze "
        "(strict: text after the maze)",
    ),
    _g(
        "v53c_g_llama33_two_options",
        "Option 1:\nMAZE:\n" + RING_BR3 + "\n\nOption 2:\nMAZE:\n" + RING_LM3,
        U,
        False,
        "two_options",
        "two mazes offered as options with no pick",
    ),
    _g(
        "v53c_g_llama33_pick",
        "I considered a small ring on the left edge, but I'll go with the bottom-right corner instead.\n\nMAZE:\n"
        + RING_BR3,
        S,
        True,
        "rejected_alternative",
        "hard: another maze weighed and set aside in words; one maze follows",
    ),
    _g(
        "v53c_g_phi_conditional_open",
        "If a smaller ring than the original still counts as the same shape, this one works:\n\nMAZE:\n"
        + RING_LM3,
        U,
        False,
        "conditional",
        "the maze is offered under a condition the reply leaves open",
    ),
    _g(
        "v53c_g_phi_conditional_met",
        "If the new maze has to stay 5x5 — and the prompt says it does — this one fits:\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "conditional",
        "hard: the condition is settled in the reply itself (the prompt says 5x5); one ring",
    ),
    _g(
        "v53c_g_granite_cut",
        "MAZE:\n1 0 0 0 P\n1 0 1 1 0\n1 0 1",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v53c_g_granite_withdrawn",
        "MAZE:\n"
        + RING_5_LR
        + "\n\nSorry, that maze is not right, and I can't produce a valid one right now.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v53p_qwenturbo_zh_plain",
        "右上角 (0, 1) 的管道开口朝右，指向棋盘外；顺时针转一次后开口朝下，正好连上 (1, 1)。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v53p_qwenplus_zh_word",
        "左下角的方块需要顺时针转一次。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (顺时针, clockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v53p_qwenmax_md",
        "**当前状态**\n- (0, 0)：已连通\n- (0, 1)：已连通\n- (1, 0)：已连通\n- (1, 1)：开口朝外\n\n**操作**\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v53p_qwen3_think",
        "<think>\nTop-left piece opens up, off the board. Turning it counterclockwise points the opening left, still off the board. Clockwise points it right, to (0,1), which opens left. That works... wait, I said counterclockwise first. Let me recheck: up turned clockwise goes right. Up turned counterclockwise goes left. Hmm, the elbow also has a bottom opening, so counterclockwise gives left+down? No: up+down... it's an elbow up+right. Counterclockwise: up->left, right->up. Left+up, both off the board. Clockwise: up->right, right->down: right+down, connects to (0,1) and (1,0). So... fine, I'll go with counterclockwise since the board shows it differently.\n</think>\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "think_block",
        "hard: the thinking argues for clockwise and then picks counterclockwise; the answer "
        "after it is one committed move, read as given",
    ),
    _p(
        "v53p_qwen3_think_zh",
        "<think>\n(1,0) 开口朝下，出界了。逆时针转一次开口朝右，连到 (1,1)。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v53p_llama33_plain",
        "The bottom-right piece points right, off the board. One clockwise turn points it down... one more would point it left. I'll start with one clockwise turn.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v53p_qwenturbo_spacing",
        "Turn the bottom-right piece.\nROTATE: (1,1) clockwise",
        (3, CW),
        False,
        "spacing",
    ),
    _p(
        "v53p_mistral_lower",
        "The top-left piece should face right.\n\nrotate: (0, 0) clockwise",
        (0, CW),
        False,
        "label_case",
    ),
    _p(
        "v53p_mistral_period",
        "One turn of the top-right piece closes the loop.\n\nROTATE: (0, 1) counterclockwise.",
        (1, CCW),
        False,
        "trailing_period",
        "hard: a period after the move; a person reads it (strict: not the asked form)",
    ),
    _p(
        "v53p_gemma_brackets",
        "The piece at the bottom left is facing the wrong way.\n\nROTATE: [1, 0] clockwise",
        (2, CW),
        False,
        "square_brackets",
        "hard: square brackets instead of parentheses; one clear move (strict: not the asked form)",
    ),
    _p(
        "v53p_phi_explain_after",
        "ROTATE: (1, 1) counterclockwise\n\nThis turns the bottom-right piece so its opening faces (0, 1), connecting the right column.",
        (3, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v53p_phi_anticlockwise",
        "The top-left square needs one quarter turn.\n\nROTATE: (0, 0) anticlockwise",
        (0, CCW),
        False,
        "vocabulary",
    ),
    _p(
        "v53p_olmo_plain",
        "Rotating the top-right piece clockwise connects it to the piece below.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v53p_falcon_own_line",
        "The bottom-right piece is the one to turn.\n\nROTATE:\n(1, 1) clockwise",
        (3, CW),
        False,
        "label_own_line",
        "hard: the label alone on a line and the move on the next; one clear move (strict: the "
        "label line carries no move)",
    ),
    _p(
        "v53p_granite_fence",
        "Turn the bottom-left piece.\n```\nROTATE: (1, 0) counterclockwise\n```",
        (2, CCW),
        False,
        "fenced_answer",
    ),
    _p(
        "v53p_gpt4omini_plain",
        "The top-left piece's opening points off the board. A clockwise turn fixes it.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v53p_haiku_bold",
        "Only the top-right piece has an open end; one counterclockwise turn points it at (0, 0).\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v53p_flash_plain",
        "The bottom-left piece is disconnected from the rest. Rotating it clockwise links it to (0, 0) above.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v53p_small_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
    ),
    _p(
        "v53p_small_repeat",
        "Rotate the top-right piece.\nROTATE: (0, 1) clockwise\nRotate the top-right piece.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
        "hard: one move repeated; the lines agree, so one move, not three",
    ),
    _p(
        "v53p_small_repeat_diff",
        "ROTATE: (0, 0) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (1, 0) clockwise",
        U,
        False,
        "small_repeat_diff",
        "three different moves in a row with no pick between them",
    ),
    _p(
        "v53p_small_cut",
        "The bottom-left piece.\nROTATE: (1, 0) counter",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v53p_small_one_based",
        "Turn the piece.\nROTATE: (2, 2) clockwise",
        U,
        False,
        "one_based_unsaid",
        "(2, 2) is off a 2x2 board numbered from 0, and no 1-based counting is said",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v53c_p_flash_cut",
        "The top-right piece needs a single turn to meet the piece below it.\n\nROTATE: (0, 1) clock",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v53c_p_qwenmax_plan_lines",
        "ROTATE: (0, 1) clockwise\nROTATE: (1, 1) counterclockwise",
        U,
        False,
        "plan_lines",
        "two ROTATE lines for two different moves when one was asked; the reply picks neither",
    ),
    _p(
        "v53c_p_qwenmax_plan_prose",
        "先转 (0, 1)，下一步再转 (1, 1)。这一步：\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves in prose, then one ROTATE line for the move asked now",
    ),
    _p(
        "v53c_p_llama33_correction",
        "ROTATE: (1, 0) clockwise\n\nWait — counterclockwise instead, so the opening faces (1, 1).\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "correction",
        "hard: a correction naming its new direction; the last stands",
    ),
    _p(
        "v53c_p_llama33_withdrawn",
        "ROTATE: (1, 0) clockwise\n\nOn second thought, ignore that move; I'm not sure which piece needs turning.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new one is given",
    ),
    _p(
        "v53c_p_haiku_question_after",
        "ROTATE: (0, 0) counterclockwise\n\nWould you like me to outline the moves after this one too?",
        (0, CCW),
        False,
        "question_back",
        "hard: the move is given; the question after it only offers more (strict: not the last "
        "line)",
    ),
    _p(
        "v53c_p_haiku_conditional_open",
        "If the piece at (1, 1) is the T-junction, rotate it clockwise; otherwise rotate (0, 1) clockwise.",
        U,
        False,
        "conditional",
        "two moves under a condition about the board the reply leaves open",
    ),
    _p(
        "v53c_p_gemma_two_options",
        "Either ROTATE: (0, 0) clockwise or ROTATE: (1, 1) clockwise would fix the open end.",
        U,
        False,
        "two_options",
        "two moves offered as alternatives with no pick",
    ),
    _p(
        "v53c_p_gemma_rejected",
        "Turning (0, 0) clockwise would also close that end, but it opens another, so:\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "rejected_alternative",
        "hard: another move weighed and set aside in words; one ROTATE line",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v53",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v53.py: counts, no reader
    print_counts(all_cases(), problems())

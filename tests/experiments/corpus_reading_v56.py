"""A fifty-sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``),
``docs/analysis.md`` past its first section or any tuning set; no model was run: every reply is
written. Each label was set before the set's tests ran, as a careful grader reads the reply
against the prompt's wording, by the lead's rulings and strict policy given in the round's brief
(a full stop right after the answer stays in format; ``square N`` is in format in the puzzle,
whose intro allows it) and the specification's shape variants and path check (the last G walked
back to P). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v51``-``_v53`` and their test files were read for the data format and the
rulings as applied.

This round's emphasis is the multi-turn solve conversation, the bulk of a real study's
transcript: replies to the first solve prompt, or to "Your last move was not valid ... you are
still at (1, 0)", so that every solve reply is read as the move from P (1, 0) on ORIGINAL.
Models answer mid-conversation: they refer to earlier turns ("same plan as before", "last time
I tried up"), apologise for an invalid move and name a new one, restate the whole plan with the
next move, move by a direction word, repeat a failed move, or answer in one short line. The
solve phase is weighted (about 70 replies); the puzzle is a conversation too (replies after
"You turned ... Here is the board after your move:" or after a move that was not understood).
About a third of the replies are Qwen's (qwen-turbo/plus/max, Qwen2.5, Qwen3 thinking, many in
Chinese); then GPT-4o and GPT-4o-mini, Claude Sonnet and Haiku, Gemini Flash and Pro, Llama 3.1
and 3.3, Mistral, DeepSeek, Gemma, Phi and the small models (echoes of the prompt, repeats,
cut-offs). The chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs clear and unclear look-alikes from those turns: a plan of several moves with the
next one marked or not; an apology naming the failed move and the new one, or only the failed
one; a move "or" another, or a pick between them; a direction word that agrees with the cell or
not; a check after the move or a doubt left open; a question back or an offer; a condition
settled or open; a cut-off and its finished twin.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right; up is the wall (0,0)); puzzle replies are for a 2x2 board (square index
``2 * row + col``).
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
TOP_BACK_PAST = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1"
"""Valid up to G: a step back on row 1, the top route to G, then two steps west along the
bottom row (not scored)."""
TOP_BACKS = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: a step right and back to P, then the top route with one step back up column 3,
every step legal, ending on G."""
DOWN_BACK_PAST = "1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1"
"""Valid up to G: a step down and back, the left-and-bottom route to G, then two steps back
west (not scored)."""
THROUGH_22_32 = "1,0 2,0 1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""Broken: a step down and back, then from (1,2) straight down through the walls (2,2) and
(3,2)."""
DIAG_CORNER = "1,0 1,1 1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a step right and back, then a diagonal step (3,0) to (4,1) in a 4-directional
maze."""
SKIP_30 = "1,0 2,0 3,0 2,0 3,0 4,0 4,2 4,3"
"""Broken: a step back up the left column, then (4,0) to (4,2) jumps over (4,1)."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 0 G 1
0 1 1 0 1
P 1 1 0 1
0 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left, P at (2,0), G at (0,3)."""

RING_TM3 = """\
1 0 0 0 1
1 P 1 0 1
1 0 0 G 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring at the top, columns 1-3, P at (1,1), G at (2,3)."""

RING_TR3 = """\
1 1 0 G 0
1 1 0 1 0
1 1 0 P 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, G at (0,3) and P at (2,3), across its walled
centre."""

RING_5_TB = """\
0 0 0 G 0
0 1 1 1 0
0 1 1 1 0
P 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 outer ring, P low on the left side at (3,0), G on the top side at (0,3)."""

RING_BM3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 G 0 1
1 0 1 P 1
1 0 0 0 1"""
"""Valid: a 3x3 ring at the bottom, columns 1-3, G at (2,2), P at (3,3)."""

GAP_C = """\
0 0 0 0 1
P 1 1 0 1
1 1 1 0 1
0 0 0 G 1
1 1 1 1 1"""
"""Broken: the top-left 4x4 ring with (2,0) walled: the open cells are a C, not a ring."""

NO_GOAL = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring with a player and no goal."""

SHORT_ROW = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0
1 0 0 G 1
1 1 1 1 1"""
"""Broken: a centred 3x3 ring whose middle row has four cells, not the asked 5x5."""

TWO_GOALS = """\
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 P 0 G
1 1 1 1 1"""
"""Broken: a 3x3 ring on the right edge with two goals."""

FILLED_TL = """\
0 0 P 1 1
0 0 0 1 1
G 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a filled 3x3 block in the top-left, its centre open: not a ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v56s_qwenplus_zh_invalid_retry",
        "抱歉，上一步 (0, 0) 是墙。现在还在 (1, 0)，改为向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "apology_new",
    ),
    _s(
        "v56s_qwenturbo_short_right",
        "右。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reply",
    ),
    _s(
        "v56s_qwenmax_zh_plan",
        "计划：(2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3)。这一步先走第一格。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_restated",
    ),
    _s(
        "v56s_qwen3_think_invalid",
        "<think>\nThe last move (0,0) was rejected: wall. Still at (1,0). Down (2,0) is 0. Right (1,1) is 0. Take right this time.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v56s_qwen3_think_zh_first",
        "<think>\n第一步。P 在 (1,0)，下面 (2,0) 是 0，右边 (1,1) 也是 0。两边都能绕到 G，往下走。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v56s_qwen25_as_before",
        "Same plan as before: go down the left column to the bottom row, then right to G.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reference_earlier",
    ),
    _s(
        "v56s_qwen25_direction_word",
        "The corridor on row 1 is open.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
    ),
    _s(
        "v56s_qwenturbo_zh_direction",
        "上一步无效，我还在起点。这次向右走一步。",
        (1, 1),
        None,
        "direction_prose",
        "hard: 向右 (right) said once as the move is the neighbouring cell (1, 1) (strict: no "
        "MOVE line)",
    ),
    _s(
        "v56s_qwenplus_en_no_coord",
        "My previous answer had no coordinate, sorry about that. From (1, 0) I'll step down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "apology_new",
    ),
    _s(
        "v56s_qwenmax_zh_short",
        "往下。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reply",
    ),
    _s(
        "v56s_qwen3_think_long",
        "<think>\nOkay, new turn. The maze is unchanged, so my move didn't count. P (1,0). Row 1: P 0 0 0 1, so (1,1), (1,2), (1,3) open. Column 3 down: (2,3)=0, (3,3)=0, (4,3)=G. Six moves. Down route is also six. I said right in my plan earlier, so keep to it.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v56s_qwenturbo_repeat_invalid",
        "Trying again:\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "repeat_invalid",
        "hard: the failed move repeated; the reading is that cell, the wall (0, 0), and the env "
        "judges it",
    ),
    _s(
        "v56s_qwen25_fullwidth",
        "这次向右。\nMOVE：（1，1）",
        (1, 1),
        None,
        "fullwidth",
        "hard: a full-width colon, brackets and comma around one clear cell (strict: not the "
        "prompt's form)",
    ),
    _s(
        "v56s_qwenplus_zh_last_time",
        "上次我想往上走，但那是墙。这次往右走到 (1, 1)。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "reference_earlier",
    ),
    _s(
        "v56s_qwenmax_md_plan",
        "**Plan:**\n1. (2, 0) ← next\n2. (3, 0)\n3. (4, 0)\n4. (4, 1)\n5. (4, 2)\n6. (4, 3) = G\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_restated",
    ),
    _s(
        "v56s_qwen3_think_zh_apology",
        "<think>\n用户说上一步无效，我还在 (1,0)。(0,0) 是墙，不能再往上。向下。\n</think>\n\n抱歉，刚才走错了。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "apology_new",
    ),
    _s(
        "v56s_qwenturbo_period",
        "Down the left side, as planned.\n\nMOVE: (2, 0).",
        (2, 0),
        (2, 0),
        "trailing_period",
        "hard: a full stop right after the cell stays in format (the ruling), so strict reads "
        "(2, 0)",
    ),
    _s(
        "v56s_qwen25_spacing",
        "I'll continue right this turn.\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _s(
        "v56s_qwenplus_zh_summary_agree",
        "MOVE: (2, 0)\n\n总结：这一步向下走到 (2, 0)。",
        (2, 0),
        None,
        "summary_agrees",
        "hard: a Chinese summary after the move naming the same cell (strict: not the last line)",
    ),
    _s(
        "v56s_gpt4o_first",
        "From (1, 0), I can move down to (2, 0) or right to (1, 1). Both lead around the loop to G in six moves. I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v56s_gpt4o_invalid_apology",
        "Apologies — (0, 0) is a wall, so that move was invalid. I'm still at (1, 0); the open neighbour below is (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "apology_new",
    ),
    _s(
        "v56s_gpt4omini_short",
        "Right, along row 1 this time.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reply",
    ),
    _s(
        "v56s_gpt4omini_plan",
        "Plan: right ×3, then down ×3. Next step: right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_restated",
    ),
    _s(
        "v56s_sonnet_restated",
        "I'll follow the route I described at the start: down the left column, then along the bottom row to G. The first step of that route is (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reference_earlier",
    ),
    _s(
        "v56s_sonnet_invalid_far",
        "You're right, that move wasn't valid — I gave a cell two steps away. Let me take a single step instead: right to (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v56s_haiku_short",
        "Down is clear from here.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reply",
    ),
    _s(
        "v56s_haiku_same_options",
        "Still at (1, 0), so the same options as last turn. Going down this time.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reference_earlier",
    ),
    _s(
        "v56s_flash_direction_word",
        "Next move: down.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
    ),
    _s(
        "v56s_flash_md_state",
        "**Current position:** (1, 0)\n**Open neighbours:** (2, 0), (1, 1)\n**Choice:** (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v56s_geminipro_not_adjacent",
        "The previous move to (1, 2) was not adjacent. Stepping one cell right first.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v56s_llama33_first",
        "The player starts at (1, 0). The cell below, (2, 0), is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v56s_llama31_apology",
        "I apologize for the mistake. Let me try again. The player is at (1, 0) and can move right to (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v56s_llama33_prose_only",
        "I will move down to (2, 0).",
        (2, 0),
        None,
        "prose_move",
        "hard: one cell named in a sentence as the move, no MOVE line (strict: no label)",
    ),
    _s(
        "v56s_mistral_lower",
        "Right is open and leads to the top corridor.\n\nmove: (1, 1)",
        (1, 1),
        None,
        "label_case",
    ),
    _s(
        "v56s_mistral_understood",
        "Understood, the move was not valid. New move:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v56s_deepseek_think",
        "<think>\nOkay, the last move was invalid, I'm still at (1,0). Up is wall. Left is outside. Down (2,0) free, right (1,1) free. Last time I tried going up, which failed. Let me go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v56s_deepseek_path_next",
        "Path: (1,0) → (1,1) → (1,2) → (1,3) → (2,3) → (3,3) → (4,3).\nNext move:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_restated",
    ),
    _s(
        "v56s_deepseek_zh_invalid",
        "上一步无效，我仍在 (1, 0)。向右的 (1, 1) 是空格。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "apology_new",
    ),
    _s(
        "v56s_gemma_short",
        "Going down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reply",
    ),
    _s(
        "v56s_gemma_explain_after",
        "MOVE: (1, 1)\n\nThis keeps me on row 1, the corridor I planned to follow.",
        (1, 1),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v56s_phi_invalid_up",
        "The previous attempt went up into a wall. Since (2, 0) is open, I'll move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "apology_new",
    ),
    _s(
        "v56s_phi_fence",
        "Next move:\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
    ),
    _s(
        "v56s_mistral_direction_prose",
        "Go right.",
        (1, 1),
        None,
        "direction_prose",
        "hard: one direction word as the move is the neighbouring cell (1, 1) (strict: no MOVE "
        "line)",
    ),
    _s(
        "v56s_gpt4o_double_space",
        "Continuing down the left column.\n\nMOVE:  (2, 0)",
        (2, 0),
        None,
        "spacing",
        "hard: two spaces after the label; one clear cell (strict: format miss)",
    ),
    _s(
        "v56s_sonnet_plan_line",
        "Continuing the plan (right, right, right, down, down, down), the next move is right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_restated",
    ),
    _s(
        "v56s_llama31_up",
        "Trying up again.\nMOVE: up",
        (0, 0),
        None,
        "direction_word",
        "hard: up from (1, 0) is the wall (0, 0); the reading is that cell, the env judges it "
        "(strict: no cell)",
    ),
    _s(
        "v56s_small_echo_update",
        "Here is the maze after your move:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
    ),
    _s(
        "v56s_small_repeat_turns",
        "right\nMOVE: (1, 1)\nright\nMOVE: (1, 1)\nright\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        "hard: one move repeated; the lines agree, so one move",
    ),
    _s(
        "v56s_small_repeat_diff",
        "MOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)",
        U,
        None,
        "small_repeat_diff",
        "two different moves repeated in turn with no pick between them",
    ),
    _s(
        "v56s_small_cut",
        "Moves left: 15. The player is at (1, 0) and the next",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move is named",
        finish_reason=L,
    ),
    _s(
        "v56s_small_no_answer",
        "Moves left: 15. What is your next move? Finish with MOVE: (row, col).",
        U,
        None,
        "small_no_answer",
        "the prompt's question echoed with its placeholder and no move",
    ),
    _s(
        "v56s_small_half_label",
        "i go down now\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label without its colon, then one whole cell; read as (2, 0) (strict: format "
        "miss)",
    ),
    _s(
        "v56s_small_moves_left",
        "Moves left: 14.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v56c_s_deepseek_plan_marked",
        "Plan: (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3)\nNext: (2, 0) ← this move",
        (2, 0),
        None,
        "plan_marked_prose",
        "hard: a plan of six cells with the next one marked as this turn's move (strict: no MOVE "
        "line)",
    ),
    _s(
        "v56c_s_deepseek_plan_lines",
        "MOVE: (1, 1)\nMOVE: (1, 2)\nMOVE: (1, 3)\nMOVE: (2, 3)\nMOVE: (3, 3)\nMOVE: (4, 3)",
        U,
        None,
        "plan_lines",
        "six MOVE lines for six different cells when one move was asked; the reply marks none "
        "as this turn's move",
    ),
    _s(
        "v56c_s_qwenplus_plan_marked_zh",
        "路线：(1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3)。\n现在走第一步。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_of_moves",
        "hard: the whole route restated, the first step marked as now, then one MOVE line",
    ),
    _s(
        "v56c_s_qwenplus_plan_lines_zh",
        "接下来的移动：\nMOVE: (2, 0)\nMOVE: (3, 0)\nMOVE: (4, 0)",
        U,
        None,
        "plan_lines",
        "three MOVE lines for three different cells under 'the next moves'; which one answers "
        "this turn the reply does not mark",
    ),
    _s(
        "v56c_s_gpt4o_apology_new",
        "Sorry — (0, 0) is a wall, my mistake. I'll go down to (2, 0) instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: the apology names the failed move and the new one; the new MOVE line stands",
    ),
    _s(
        "v56c_s_gpt4o_apology_only",
        "Sorry — my last move to (0, 0) was invalid because it's a wall. My mistake.",
        U,
        None,
        "withdrawn",
        "the apology names only the failed move (0, 0) and gives no new one",
    ),
    _s(
        "v56c_s_llama33_apology_new_prose",
        "Apologies for the invalid move to (0, 0). Moving right to (1, 1) instead.",
        (1, 1),
        None,
        "correction_prose",
        "hard: the apology names the failed move and the new one in words; the new one stands "
        "(strict: no MOVE line)",
    ),
    _s(
        "v56c_s_llama33_apology_only",
        "Apologies, MOVE: (0, 0) was a wall and not a valid move.",
        U,
        None,
        "withdrawn",
        "the failed move is quoted inside the apology and no new move is given",
    ),
    _s(
        "v56c_s_mistral_or",
        "MOVE: (2, 0) or (1, 1)",
        U,
        None,
        "two_options",
        "two moves on the MOVE line joined by 'or', with no pick",
    ),
    _s(
        "v56c_s_mistral_or_pick",
        "(2, 0) or (1, 1) — both are open. I'll take (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: two moves weighed and one picked in words, then the MOVE line",
    ),
    _s(
        "v56c_s_qwen3_dir_agree",
        "MOVE: (1, 1) (right)",
        (1, 1),
        None,
        "direction_agrees",
        "hard: the direction word beside the cell agrees with it (right of (1, 0) is (1, 1)) "
        "(strict: words after the value)",
    ),
    _s(
        "v56c_s_qwen3_dir_clash",
        "MOVE: (2, 0) (right)",
        U,
        None,
        "direction_clash",
        "the cell (2, 0) is down but the word beside it says right, (1, 1); the two conflict",
    ),
    _s(
        "v56c_s_geminipro_cut",
        "Still at (1, 0) after the invalid move. Trying down this time.\n\nMOVE: (2",
        U,
        None,
        "cut_in_answer",
        "cut off by max_tokens inside the MOVE line",
        finish_reason=L,
    ),
    _s(
        "v56c_s_geminipro_finished",
        "Still at (1, 0) after the rejected move. Trying down this time.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "finished_twin",
        "hard: the cut-off reply's finished look-alike: the MOVE line is complete",
    ),
    _s(
        "v56c_s_phi_check_ok",
        "MOVE: (1, 1)\n\nChecked: (1, 1) is 0 in row 1, so the move is legal this time.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v56c_s_phi_doubt",
        "MOVE: (1, 1)\n\nHmm, unless (1, 1) is a wall like last time — I can't tell from this maze.",
        U,
        None,
        "second_thought",
        "a doubt after the move about whether it is legal, left open",
    ),
    _s(
        "v56c_s_sonnet_question_back",
        "Before I move again: should I count rows from 0 or from 1? My last move may have been off by one.",
        U,
        None,
        "question_back",
        "a question handed back instead of a move",
    ),
    _s(
        "v56c_s_sonnet_question_after",
        "MOVE: (2, 0)\n\nWant me to list the remaining moves as well?",
        (2, 0),
        None,
        "question_back",
        "hard: the move is given; the question after it only offers more (strict: not the last "
        "line)",
    ),
    _s(
        "v56c_s_gemma_conditional_open",
        "If the last move counted, I'm at (1, 1) and go on to (1, 2); if it didn't, I go down to (2, 0).",
        U,
        None,
        "conditional",
        "two moves under a condition the reply leaves open",
    ),
    _s(
        "v56c_s_gemma_conditional_met",
        "If I'm still at (1, 0) — and your message says I am — then the cell below is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is settled in the reply itself (the message says so), then one move",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v56o_qwenplus_zh_left",
        "沿左边一列向下走到底，再沿最下面一行向右到 G。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v56o_qwenturbo_zh_right",
        "先向右三步，再向下三步。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v56o_qwenmax_zh_back_past",
        "沿第一行向右（中间退了一步），再沿第三列向下到 G，后面多写了两格。\n\nPATH: "
        + path_text(TOP_BACK_PAST),
        S,
        True,
        "chinese_reasoning",
        "hard: a step back on row 1, the top route to G, then two cells west past it (not scored)",
    ),
    _o(
        "v56o_qwen3_think_backs",
        "<think>\nRight to (1,1), oops, back to (1,0), right again (1,1), (1,2), (1,3), down (2,3), back up to (1,3), down (2,3), (3,3), G (4,3). Every step is one cell.\n</think>\n\nPATH: "
        + path_text(TOP_BACKS),
        S,
        True,
        "think_block",
        "hard: a step right and back to P and one back up column 3; every step legal, ends on G",
    ),
    _o(
        "v56o_qwen25_commas",
        "Down three, then right three.\n\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas (strict: not the prompt's spaces)",
    ),
    _o(
        "v56o_qwen3_think_zh_walls",
        "<think>\n先向下一步又退回，再向右两格，从 (1, 2) 直接向下穿过中间到底行，最后到 G。\n</think>\n\nPATH: "
        + path_text(THROUGH_22_32),
        F,
        False,
        "think_block",
    ),
    _o(
        "v56o_gpt4o_right",
        "The top row is open to column 3, and column 3 runs down to the goal.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v56o_gpt4omini_diag",
        "After a step right and back, down the left column, then cut the corner to the bottom row.\n\nPATH: "
        + path_text(DIAG_CORNER),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v56o_sonnet_left",
        "The left column and the bottom row are all empty, so the path goes down then right.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v56o_haiku_down_back_past",
        "I step down and back once, then follow the left column and bottom row to G, and my list runs two cells past it.\n\nPATH: "
        + path_text(DOWN_BACK_PAST),
        S,
        True,
        "asked_format",
        "hard: a step down and back, the left-and-bottom route to G, then two cells back west "
        "(not scored)",
    ),
    _o(
        "v56o_flash_arrows",
        "Top row, then the right column:\n\nPATH: " + path_text(RIGHT_COL, " -> "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v56o_llama31_skip",
        "Down the left column with one step back, then along the bottom row to the goal.\n\nPATH: "
        + path_text(SKIP_30),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v56o_mistral_explain_after",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nThree steps right, three steps down, six moves in all.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v56o_deepseek_think",
        "<think>\nLeft column: (2,0), (3,0), (4,0) open. Bottom: (4,1), (4,2) open, (4,3) is G.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v56o_gemma_fence",
        "Here is the path:\n```\nPATH: " + path_text(LEFT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _o(
        "v56o_phi_period",
        "Along row 1, then down column 3.\n\nPATH: " + path_text(RIGHT_COL) + ".",
        S,
        True,
        "trailing_period",
        "hard: a full stop right after the last cell stays in format (the ruling)",
    ),
    _o(
        "v56o_small_echo",
        "Answer with the whole path at once.\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
    ),
    _o(
        "v56o_small_cut",
        "the path\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
    _o(
        "v56o_small_repeat_diff",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\nPATH: "
        + path_text(LEFT_COL)
        + "\nPATH: "
        + path_text(RIGHT_COL),
        U,
        False,
        "small_repeat_diff",
        "two different paths repeated in turn with no pick between them",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v56c_o_qwenplus_two_options",
        "方案 A：\nPATH: " + path_text(RIGHT_COL) + "\n方案 B：\nPATH: " + path_text(LEFT_COL),
        U,
        False,
        "two_options",
        "two routes offered as plans A and B with no pick",
    ),
    _o(
        "v56c_o_gpt4o_rejected",
        "The bottom route also works, but I'll commit to the top one.\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: another route mentioned and set aside in words; one PATH line",
    ),
    _o(
        "v56c_o_llama33_summary_other",
        "PATH: " + path_text(LEFT_COL) + "\n\nSo: right three times, then down three times.",
        U,
        False,
        "repeat_conflict",
        "the summary after the path describes the other route; the two answers conflict",
    ),
    _o(
        "v56c_o_llama33_summary_same",
        "PATH: " + path_text(LEFT_COL) + "\n\nSo: down three times, then right three times.",
        S,
        False,
        "summary_agrees",
        "hard: a summary after the path that describes the same route (strict: not the last line)",
    ),
    _o(
        "v56c_o_mistral_cut",
        "Top row, then the right column.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens before the path reaches G",
        finish_reason=L,
    ),
    _o(
        "v56c_o_flash_correction",
        "PATH: "
        + path_text(THROUGH_22_32)
        + "\n\nWait — (2, 2) is a wall. Corrected:\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "correction",
        "hard: a correction naming its new path; the last PATH line stands",
    ),
]

# == recognize: the shape of ORIGINAL's open cells (a square ring) =========================
RECOGNIZE = [
    _r(
        "v56r_qwenplus_zh_square",
        "导航结束了。看所有空格：第 1 行、第 4 行、第 0 列和第 3 列，连成一个闭合的方框。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v56r_qwenturbo_zh_name",
        "空格围成一圈，四边一样长。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v56r_qwenmax_zh_cross",
        "空格在中间交叉，像一个十字。\n\nSHAPE: 十字",
        "cross",
        False,
        "chinese_value",
        "hard: 十字 is the cross in Chinese; read, and wrong (strict: not an English name)",
    ),
    _r(
        "v56r_qwen3_think",
        "<think>\nI walked the top route, but the question is about all empty cells. Rows 1 and 4, columns 0 and 3: the border of a 4x4 block. Closed.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v56r_qwen25_walked",
        "During navigation I went along the left and bottom sides, but all the empty cells together form a closed square ring.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v56r_gpt4o_square",
        "The empty cells, counting P and G, run around a 2x2 block of walls on all four sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v56r_sonnet_hollow",
        "Taken together, the open cells trace the border of a 4×4 region.\n\nSHAPE: hollow square",
        "square",
        True,
        "variant_name",
        "hard: a hollow square is a square; a SHAPE line may carry any English name",
    ),
    _r(
        "v56r_haiku_c",
        "The open cells wrap around three sides, like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v56r_flash_lower",
        "A closed loop with four equal sides.\n\nshape: square",
        "square",
        False,
        "label_case",
    ),
    _r(
        "v56r_llama33_spiral",
        "The path I took turned several times, so the empty cells form a spiral.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v56r_mistral_explain_after",
        "SHAPE: square\n\nThe empty cells line the four edges of a 4x4 area around the central walls.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v56r_deepseek_think",
        "<think>\nEmpty: (1,0)..(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)..(4,3). That is a square outline.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v56r_small_echo",
        "Look at the whole maze again.\nSHAPE: square",
        "square",
        True,
        "small_echo",
    ),
    _r(
        "v56r_small_cut",
        "The navigation part is over. The empty cells form a",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
    _r(
        "v56r_small_no_answer",
        "the empty cells of the maze after the navigation part\nSHAPE: <name>",
        U,
        False,
        "small_no_answer",
        "the prompt's placeholder echoed; no shape is named",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v56c_r_qwenplus_correction",
        "SHAPE: C\n\n不对，第 3 列是连通的，改为正方形。\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: 不对 then a correction naming its new shape; the last SHAPE line stands",
    ),
    _r(
        "v56c_r_qwenplus_withdrawn",
        "SHAPE: square\n\n等等，我不确定，先不回答了。",
        U,
        False,
        "withdrawn",
        "the answer is withdrawn (先不回答) and no new one is given",
    ),
    _r(
        "v56c_r_gpt4o_or",
        "The loop could be read either way.\n\nSHAPE: square or C",
        U,
        False,
        "two_options",
        "two shapes on the SHAPE line joined by 'or', with no pick",
    ),
    _r(
        "v56c_r_gpt4o_rejected",
        "It could pass for a C, but column 3 is open top to bottom, so it is not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: C weighed and rejected in words, then the SHAPE line",
    ),
    _r(
        "v56c_r_gemma_summary_same",
        "SHAPE: square\n\nIn summary: a closed square loop around the walls.",
        "square",
        False,
        "summary_agrees",
        "hard: a summary after the shape naming the same shape (strict: not the last line)",
    ),
    _r(
        "v56c_r_llama33_cut",
        "All the empty cells together make a closed loop.\n\nSHAPE: sq",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the shape's name",
        finish_reason=L,
    ),
]

# == generate: a new 5x5 maze whose open cells form a square (matrix unless said) ==========
GENERATE = [
    _g(
        "v56g_qwenplus_zh_tl4",
        "新迷宫：左上角 4x4 的方形环，P 在 (2, 0)，G 在 (0, 3)。\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v56g_qwenturbo_zh_coord",
        "上方 3x3 的环，坐标列表格式：\n\nMAZE:\n" + coord_list(RING_TM3),
        S,
        True,
        "chinese_reasoning",
        encoding="coord_list",
    ),
    _g(
        "v56g_qwenmax_fence",
        "MAZE:\n```\n" + RING_TR3 + "\n```",
        S,
        False,
        "fenced_maze",
        "hard: a fence around a valid ring; a person reads the maze (strict: fenced)",
    ),
    _g(
        "v56g_qwen3_think_outer",
        "<think>\n用最外一圈，中间 3x3 全是墙。P 放在左边第 3 行，G 放在上边第 3 列。\n</think>\n\nMAZE:\n"
        + RING_5_TB,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v56g_qwen25_gap",
        "A 4x4 square ring in the top-left corner:\n\nMAZE:\n" + GAP_C,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v56g_gpt4o_bm3",
        "Here is a new maze with a 3x3 square ring along the bottom edge:\n\nMAZE:\n" + RING_BM3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v56g_gpt4omini_no_goal",
        "A smaller square in the centre.\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v56g_sonnet_tm3",
        "I'll shrink the ring to 3x3 and put it at the top, with P and G on different sides of its middle wall.\n\nMAZE:\n"
        + RING_TM3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v56g_haiku_coord_filled",
        "MAZE:\n" + coord_list(FILLED_TL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v56g_geminipro_coord",
        "MAZE:\n" + coord_list(RING_TL4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v56g_flash_short_row",
        "A 3x3 square ring in the centre:\n\nMAZE:\n" + SHORT_ROW,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v56g_llama33_copy",
        "This maze keeps the same square shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copy",
    ),
    _g(
        "v56g_mistral_tr3",
        "MAZE:\n" + RING_TR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v56g_deepseek_two_goals",
        "A 3x3 ring on the right side.\n\nMAZE:\n" + TWO_GOALS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v56g_phi_explain_after",
        "MAZE:\n" + RING_BM3 + "\n\nThe empty cells form a 3x3 square ring at the bottom.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v56g_small_echo",
        "Now create a new maze.\nMAZE:\n" + FILLED_TL,
        F,
        False,
        "small_echo",
    ),
    _g(
        "v56g_small_cut",
        "MAZE:\n0 0 0 G 1\n0 1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the second row of the maze",
        finish_reason=L,
    ),
    _g(
        "v56g_small_repeat_diff",
        "MAZE:\n" + RING_TM3 + "\nMAZE:\n" + NO_GOAL,
        U,
        False,
        "small_repeat_diff",
        "two different mazes one after the other with no pick between them",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v56c_g_qwenmax_two_options",
        "方案一：\nMAZE:\n" + RING_TL4 + "\n\n方案二：\nMAZE:\n" + RING_TM3,
        U,
        False,
        "two_options",
        "two mazes offered as options with no pick",
    ),
    _g(
        "v56c_g_qwenmax_pick",
        "一个是中间的小环，一个是右上角的环，我选右上角的。\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "rejected_alternative",
        "hard: another maze weighed and set aside in words; one maze follows",
    ),
    _g(
        "v56c_g_llama33_correction",
        "MAZE:\n"
        + GAP_C
        + "\n\nOops, (2, 0) is a wall, so the ring is broken. Fixed version:\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "correction",
        "hard: a correction naming its new maze; the last MAZE stands",
    ),
    _g(
        "v56c_g_llama33_withdrawn",
        "MAZE:\n"
        + RING_BM3
        + "\n\nActually, please disregard this maze; I don't think it meets the requirements.",
        U,
        False,
        "withdrawn",
        "the maze is withdrawn and no new one is given",
    ),
    _g(
        "v56c_g_gemma_cut",
        "A 3x3 ring in the middle.\n\nMAZE:\n1 1 1 1 1\n1 0 P 0 1\n1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens in the third row of the maze",
        finish_reason=L,
    ),
    _g(
        "v56c_g_phi_check_ok",
        "MAZE:\n" + RING_5_TB + "\n\nCheck: 5x5, one P, one G, and G is reachable. OK.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze (the 5x5 outer ring, a square) that confirms it (strict: "
        "text after the maze)",
    ),
]

# == puzzle: one rotation on the 2x2 board (square index 2 * row + col) =====================
PUZZLE = [
    _p(
        "v56p_qwenplus_zh_next",
        "上一步转了 (0, 1)，现在右上角已经接上。下一步转右下角。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v56p_qwenturbo_zh_again",
        "再转一次同一个方块。\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v56p_qwenmax_square_n",
        "The bottom-left piece, square 2, still opens off the board.\n\nROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "square_number",
        "hard: 'square 2' is the prompt's own numbering, (1, 0), which the intro allows (the "
        "ruling: in format)",
    ),
    _p(
        "v56p_qwen3_think_zh_invalid",
        "<think>\n上一步没写方向，所以没有被理解。棋盘没变。左下角开口朝下，逆时针转一次朝右，接上右下角。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v56p_qwen25_zh_direction",
        "左上角的方块。\n\nROTATE: (0, 0) 逆时针",
        (0, CCW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (逆时针, counterclockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v56p_qwen3_think_en",
        "<think>\nAfter my last turn the top-right is connected. Top-left opens up, off the board. Clockwise turns up into right, toward (0,1).\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v56p_gpt4o_update",
        "The top-right piece now connects down to (1, 1). The remaining open end is on (1, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v56p_gpt4omini_invalid",
        "Sorry, I left out the direction last time.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "apology_new",
    ),
    _p(
        "v56p_sonnet_plan",
        "Two moves should finish it: (1, 0) clockwise, then (1, 1) clockwise. First:\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves in prose, then one ROTATE line for the move asked now",
    ),
    _p(
        "v56p_haiku_ccw",
        "One more turn on the top-right piece.\n\nROTATE: (0, 1) CCW",
        (1, CCW),
        False,
        "vocabulary",
        "hard: CCW is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v56p_flash_period",
        "The bottom-right opening faces the edge.\n\nROTATE: (1, 1) clockwise.",
        (3, CW),
        True,
        "trailing_period",
        "hard: a full stop right after the move stays in format (the ruling)",
    ),
    _p(
        "v56p_llama33_prose",
        "Rotate the bottom-left square counterclockwise this time.",
        (2, CCW),
        False,
        "position_words",
        "hard: the square named by its position, bottom-left is (1, 0) (strict: no ROTATE line)",
    ),
    _p(
        "v56p_mistral_lower",
        "The top-left piece still points off the board.\n\nrotate: (0, 0) counterclockwise",
        (0, CCW),
        False,
        "label_case",
    ),
    _p(
        "v56p_deepseek_explain_after",
        "ROTATE: (0, 1) counterclockwise\n\nThis points the top-right opening left, toward (0, 0).",
        (1, CCW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v56p_gemma_spacing",
        "Turning the bottom-left piece.\nROTATE: (1,0) clockwise",
        (2, CW),
        False,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _p(
        "v56p_phi_hyphen",
        "The bottom-right square is the last one out of place.\n\nROTATE: (1, 1) counter-clockwise",
        (3, CCW),
        False,
        "vocabulary",
        "hard: counter-clockwise with a hyphen is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v56p_small_echo",
        "Here is the board after your move:\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
    ),
    _p(
        "v56p_small_repeat_diff",
        "ROTATE: (1, 1) clockwise\nROTATE: (1, 1) counterclockwise",
        U,
        False,
        "small_repeat_diff",
        "the same square in both directions, one line after the other, with no pick",
    ),
    _p(
        "v56p_small_cut",
        "Turn it.\nROTATE: (0, 1) clockw",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v56p_small_no_direction",
        "Here is the board after your move:\nROTATE: (1, 0)",
        U,
        False,
        "small_no_answer",
        "a square and no direction: the move is not given whole",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v56c_p_qwenplus_plan_lines",
        "ROTATE: (1, 0) clockwise\nROTATE: (1, 1) clockwise",
        U,
        False,
        "plan_lines",
        "two ROTATE lines for two different moves when one was asked; the reply marks neither",
    ),
    _p(
        "v56c_p_qwenplus_plan_marked",
        "还需要两步：先 (1, 0) 顺时针，再 (1, 1) 顺时针。本步：\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plan_of_moves",
        "hard: a plan of two moves with this turn's marked (本步), then one ROTATE line",
    ),
    _p(
        "v56c_p_gpt4o_apology_new",
        "Sorry, (2, 2) was off the board. I meant the top-left square.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "correction",
        "hard: the apology names the failed move and the new one; the ROTATE line stands",
    ),
    _p(
        "v56c_p_gpt4o_apology_only",
        "Sorry, (2, 2) was off the board — my mistake.",
        U,
        False,
        "withdrawn",
        "the apology names only the failed square and gives no new move",
    ),
    _p(
        "v56c_p_llama33_or",
        "ROTATE: (0, 1) clockwise or (1, 1) clockwise",
        U,
        False,
        "two_options",
        "two moves on the ROTATE line joined by 'or', with no pick",
    ),
    _p(
        "v56c_p_mistral_cut",
        "Turning the bottom-right piece.\n\nROTATE: (1, 1) counterclo",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _p(
        "v56c_p_sonnet_dir_agree",
        "ROTATE: (1, 1) clockwise (a quarter turn to the right)",
        (3, CW),
        False,
        "direction_agrees",
        "hard: the words after the move say the same turn, clockwise (strict: words after the "
        "value)",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v56",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v56.py: counts, no reader
    print_counts(all_cases(), problems())

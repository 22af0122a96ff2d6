"""A twenty-eighth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants. ``corpus_form`` and
``corpus_reading_v27`` were read for the data format only.

This round: a natural mix (about two thirds) and a chosen third (the ``*_CHOSEN`` lists,
:func:`chosen`; reasons in :data:`WHY`, hard calls start ``hard:``) that pairs genuinely unclear
replies a program may take as definite (second thoughts phrased as preferences, unfinished
corrections, conditionals, questions back, answers for another player cell, two sections that
disagree) with clear look-alikes (checks that confirm the same answer in other words, a
restated answer, an alternative plainly ruled out, a superseded draft), so that abstaining on
everything odd is not free. New rings and broken mazes, a ring with the original's cells and
new P and G, a route with a back-and-forth detour, Korean and Italian direction words.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

import json

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
SHUTTLE = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down two, back up one, down again, then the bottom row (every step is valid)."""
CUTS_CORNER = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
OVER_EDGE = "1,0 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""Broken: through the right-hand wall column (1,4) .. (4,4)."""
SHORT_OF_G = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: ends at (3,3), one short of G."""
LEAP = "1,0 1,1 4,3"
"""Broken: jumps from (1,1) to G."""

# == generated mazes (5x5) =================================================================
RING_TL3 = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,0), G at (2,2)."""

RING_SAME_CELLS = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 0 1
0 1 1 0 1
G 0 0 P 1"""
"""Valid: the original's own open cells with P at (4,3) and G at (4,0): not an identical copy."""

RING_TR4 = """\
1 0 0 0 0
1 0 1 1 G
1 0 1 1 0
1 P 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right corner, P at (3,1), G at (1,4)."""

RING_MR3 = """\
1 1 1 1 1
1 1 0 P 0
1 1 0 1 0
1 1 G 0 0
1 1 1 1 1"""
"""Valid: a 3x3 ring at the middle right, P at (1,3), G at (3,2)."""

RING_BM3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 G 1
1 0 1 0 1
1 P 0 0 1"""
"""Valid: a 3x3 ring at the bottom middle, P at (4,1), G at (2,3)."""

GAP_RING = RING_TR4.replace("1 0 1 1 0\n1 P", "1 0 1 1 1\n1 P")
""":data:`RING_TR4` with (2,4) walled: a C-like path, not a ring (a fail)."""

TWO_G = RING_MR3.replace("1 1 0 1 0", "1 1 G 1 0")
""":data:`RING_MR3` with a second G at (2,2) (a fail)."""

FOUR_COLS = "\n".join(row[:-2] for row in RING_BM3.splitlines())
""":data:`RING_BM3` cut to four columns: 5x4 (a fail)."""

X_WALLS = RING_TL3.replace("1", "X")
""":data:`RING_TL3` with X for the walls (an encoding not asked: a fail)."""

SPLIT_RING = RING_BM3.replace("1 0 0 G 1", "1 0 1 G 1").replace("1 0 1 0 1", "1 0 1 1 1")
""":data:`RING_BM3` with (2,2) and (3,3) walled: G cut off from P (a fail)."""


def _fence(text: str) -> str:
    return f"```\n{text}\n```"


def _cells_json(route: str) -> str:
    return json.dumps([[int(v) for v in c.split(",")] for c in route.split()])


THINK_SOLVE = (
    "<think>\nP sits at row 1, column 0. Up is row 0, all ones, so no. Left is off the grid. "
    "Right is (1,1), a zero. Down is (2,0), also zero. Going right: (1,1) (1,2) (1,3) then "
    "down column 3 to (4,3). That's six moves. Going down: (2,0) (3,0) (4,0) then right along "
    "row 4 to (4,3), also six. Tie. I'll just go down.\n</think>\n\n"
)


SOLVE = [
    _s(
        "v28s_gpt4o_down_left_edge",
        "The player at (1, 0) can go right to (1, 1) or down to (2, 0). Going down follows the left edge to the bottom row, where G waits at (4, 3).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v28s_gpt41mini_corridor",
        "Heading into the open corridor along row 1.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v28s_o3_six_each",
        "Right: along row 1 to column 3, then down to G, 6 moves. Down: column 0 then row 4, also 6 moves. Either works; taking down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v28s_gpt5_bold_next",
        "**Next move:** one step down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v28s_sonnet4_neighbours",
        "Looking at the maze, I'm at (1, 0). My neighbours are:\n\n- Above, (0, 0): wall\n- Right, (1, 1): empty\n- Below, (2, 0): empty\n\nBoth open cells lead around the ring to the goal at (4, 3). I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "list_then_answer",
    ),
    _s(
        "v28s_opus4_bold_line",
        "The open cells make a loop, so either direction reaches G in six moves. I'll take the upper corridor because it keeps the goal in the same column once I turn.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v28s_flash_possible_moves",
        "Okay, let's find the next move.\n\nCurrent position: (1, 0)\nGoal: (4, 3)\n\nPossible moves:\n* (2, 0) - Empty\n* (1, 1) - Empty\n\nI will move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "list_then_answer",
    ),
    _s(
        "v28s_pro_analysis_headings",
        "**Analysis**\n\nThe grid is 5x5. Row 0 and column 4 are all walls; the open cells run around a 2x2 block of walls in the middle.\n\n**Plan**\n\nGo right along row 1, then down column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v28s_qwen3_think_tie",
        THINK_SOLVE + "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v28s_qwen25_chinese_right",
        "玩家位于 (1, 0)。右边的 (1, 1) 是空格，下面的 (2, 0) 也是空格。两条路一样长，我选择向右走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_prose",
    ),
    _s(
        "v28s_r1_think_then_sentence",
        "<think>\nLet me map it. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. So from (1,0) I can go to (2,0) or (1,1). Wait, is (2,0) open? Row 2 starts with 0, yes. And the bottom row 0 0 0 G connects. Fine, down.\n</think>\n\nThe next move is down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v28s_v3_numbered_steps",
        "### Step-by-step\n1. P is at (1, 0).\n2. Its open neighbours are (1, 1) and (2, 0).\n3. Both reach G at (4, 3) in six moves.\n4. I pick the downward one.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _s(
        "v28s_llama31_analyze",
        "To determine the next move, we need to analyze the maze. The player is currently at position (1, 0). The cell to the right is empty, and the cell below is empty as well. The best move is to move right, towards the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v28s_llama4_answer_first",
        "MOVE: (2, 0)\n\nExplanation: moving down keeps the player on the left column, which connects to the bottom row and the goal.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s(
        "v28s_mistral_either",
        "The player can move either right or down. I'll move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v28s_phi4_compass",
        "Let's analyze the neighbours of P(1,0):\n- North (0,0): 1 (wall)\n- East (1,1): 0 (open)\n- South (2,0): 0 (open)\n- West: outside the grid\n\nWe choose East.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "list_then_answer",
    ),
    _s(
        "v28s_gemma3_short",
        "Okay, I see the maze. I'm going to go down the left side.\n\nMOVE: (2, 0)\n",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _s(
        "v28s_gpt4o_heading_answer",
        "Going right opens the top corridor, which meets column 3 and then drops to G.\n\n## MOVE: (1, 1)",
        (1, 1),
        None,
        "heading",
    ),
    _s(
        "v28s_haiku4_check_after",
        "MOVE: (2, 0)\n\nCheck: (2, 0) is a 0 in the grid, so the move is legal.",
        (2, 0),
        None,
        "verification_after",
    ),
    _s(
        "v28s_o4mini_terse_right",
        "Right, into (1, 1).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v28s_mixtral_goal_below",
        "The goal is below and to the right of the player. Moving down brings us closer to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v28s_gemma3_12b_table",
        "| Direction | Cell | Content |\n|---|---|---|\n| Up | (0, 0) | wall |\n| Right | (1, 1) | empty |\n| Down | (2, 0) | empty |\n\nI'll move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table",
    ),
    _s(
        "v28s_small_echo_instruction",
        "You are solving a maze one move at a time. Answer with the cell you move to next. End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3). The maze:",
        U,
        None,
        "small_echo",
        "the prompt's instruction echoed with its example inside it; no move of its own",
    ),
    _s(
        "v28s_small_repeat_cut",
        "You are at (1, 0). You are at (1, 0). You are at (1, 0). You are at (1, 0). You are at",
        U,
        None,
        "small_repeat",
        "repeats the player's cell until cut off; no move given",
        finish_reason=L,
    ),
    _s(
        "v28s_small_lowercase_label",
        "The goal is down and right.\nMove: (2, 0)",
        (2, 0),
        None,
        "small_half_label",
    ),
    _s(
        "v28s_small_two_offers",
        "You can move to (1, 1) or you can move to (2, 0).",
        U,
        None,
        "small_two_cells",
        "two cells offered with no pick",
    ),
    _s(
        "v28s_small_prose_below",
        "The player moves down to the empty cell (2, 0).",
        (2, 0),
        None,
        "small_prose",
    ),
    _s(
        "v28s_small_up_wall",
        "I will go up because the goal is far away and up is the way out.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "small_ramble",
    ),
    _s(
        "v28s_small_maze_restated",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nThe maze has walls and empty cells.",
        U,
        None,
        "small_restate",
        "restates the maze; no cell named",
    ),
    _s(
        "v28s_gptoss_long_cut",
        "Let me carefully enumerate the open cells first. Row 1 has (1,0) which is P, (1,1), (1,2), (1,3) open and (1,4) a wall. Row 2 has (2,0) and (2,3) open. Row 3 has (3,0) and (3,3) open. Row 4 has (4,0), (4,1), (4,2) open and G at (4,3). From P, a breadth-first search gives distance 1 to (1,1) and (2,0), distance 2 to (1,2) and (3,0), distance 3 to",
        U,
        None,
        "long_cut_off",
        "cut off by max_tokens before any answer",
        finish_reason=L,
    ),
    _s(
        "v28s_qwen3_unclosed_cut",
        "<think>\nThe player is at (1,0). Options are (1,1) and (2,0). I think the right one might be shorter because G is at column 3, so MOVE: (1, 1) could be",
        U,
        None,
        "long_cut_off",
        "cut off inside an unclosed think block while still weighing",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v28s_rethink_prefers_down",
        "MOVE: (1, 1)\n\nThinking it over once more, heading down the left column would probably serve us better here.",
        U,
        None,
        "second_thought",
        "a second thought after the answer prefers another cell without replacing it",
    ),
    _s(
        "v28s_check_confirms_other_words",
        "MOVE: (2, 0)\n\nDouble-checking: the square right below the player is open and leads straight to the bottom row, so going down stands.",
        (2, 0),
        None,
        "verification_after",
        "hard: the check describes the same cell (below the player) and says it stands",
    ),
    _s(
        "v28s_unfinished_correction",
        "MOVE: (1, 1)\n\nWait, no, that's not right. I should instead move to",
        U,
        None,
        "unfinished_correction",
        "the answer is withdrawn and the replacement never given",
    ),
    _s(
        "v28s_diagonal_ruled_out",
        "If diagonal moves were allowed I would cut to (2, 1), but they are not and (2, 1) is a wall anyway.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the conditional cell is ruled out in the same sentence; the answer line is the pick",
    ),
    _s(
        "v28s_two_conditionals",
        "If you prefer the route that stays near the top, MOVE: (1, 1). If you would rather hug the left wall, MOVE: (2, 0).",
        U,
        None,
        "conditional",
        "two moves under two conditions, neither chosen",
    ),
    _s(
        "v28s_question_back",
        "Both of P's open neighbours reach G in six moves. Do you want me to take the top corridor or the left column?",
        U,
        None,
        "question_back",
        "asks the user to choose; no move given",
    ),
    _s(
        "v28s_misread_position",
        "Since the player is now at (2, 0), the next step is further down the left column.\n\nMOVE: (3, 0)",
        (3, 0),
        (3, 0),
        "misread_maze",
        "hard: a committed answer on a misread position is still a definite (illegal) move",
    ),
    _s(
        "v28s_other_position_conditional",
        "I can't tell whether the board has been updated since your last message. If I'm still at (1, 0), go to (2, 0); if I'm already at (2, 0), go to (3, 0).",
        U,
        None,
        "conditional",
        "two answers for two player positions, no pick",
    ),
    _s(
        "v28s_two_sections_disagree",
        "## Quick answer\nMOVE: (1, 1)\n\n## Detailed analysis\nThe left column is open all the way down and the bottom row leads straight to G, so the best first step is (2, 0).",
        U,
        None,
        "two_sections",
        "the quick answer and the analysis name different cells; neither is said to replace the other",
    ),
    _s(
        "v28s_two_sections_agree",
        "**Short answer:** (2, 0)\n\n**Reasoning:** P's right and lower neighbours are both open; I go down so the bottom row leads me to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "two_sections",
        "hard: both sections name the same cell and the answer line ends the reply",
    ),
    _s(
        "v28s_alternative_ruled_out",
        "(1, 1) would also be legal, but I'm ruling it out to stay along the left wall.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other cell is named only to be ruled out",
    ),
    _s(
        "v28s_tool_call_move",
        '<tool_call>\n{"name": "move_to", "arguments": {"cell": [2, 0]}}\n</tool_call>',
        (2, 0),
        None,
        "tool_call_json",
        "hard: the tool call's cell [2, 0] names the move; strict: no MOVE line",
    ),
    _s(
        "v28s_one_based_said",
        "Using 1-indexed coordinates (row 1 is the top row), the player is at (2, 1), so I step right to (2, 2).\n\nMOVE: (2, 2)",
        (1, 1),
        None,
        "one_based_said",
        "hard: the reply says its cells are 1-indexed; (2, 2) is (1, 1) counted from 0",
    ),
    _s(
        "v28s_one_based_unsaid_conflict",
        "P is in the second row, first column. Moving right.\n\nMOVE: (2, 2)",
        U,
        None,
        "one_based_unsaid",
        "the move line's (2, 2) is a wall counted from 0; 1-indexing is implied, never said",
    ),
    _s(
        "v28s_whichever_then_line",
        "I'm fairly sure (2, 0) is fine, though (1, 1) is just as short.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedge",
        "hard: the aside only says the other is as short; the answer line is the pick",
    ),
    _s(
        "v28s_emoji_after_value",
        "➡️ Right it is!\n\nMOVE: (1, 1) ✅",
        (1, 1),
        None,
        "emoji",
        "hard: the cell is (1, 1); strict: an emoji after the value",
    ),
    _s(
        "v28s_convention_prose",
        "I'll step to row 2, column 0 (0-indexed), directly beneath the player.",
        (2, 0),
        None,
        "prose_only",
        "hard: the convention is spelled out and matches the prompt's",
    ),
    _s(
        "v28s_numbered_route_first",
        "Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n4. (4, 0) → (4, 1)\n5. (4, 1) → (4, 2)\n6. (4, 2) → (4, 3)",
        (2, 0),
        None,
        "numbered_steps",
        "hard: a numbered whole route from P where one move was asked: its first step, (2, 0)",
    ),
    _s(
        "v28s_italian_down",
        "Il giocatore è in (1, 0). Mi muovo verso il basso.",
        (2, 0),
        None,
        "foreign_direction",
        "hard: 'verso il basso' is down in Italian, a language read; the neighbour is (2, 0)",
    ),
    _s(
        "v28s_turkish_down",
        "Oyuncu (1, 0) konumunda. Bir adım aşağı gidiyorum.",
        U,
        None,
        "foreign_direction",
        "Turkish direction word ('aşağı'), a language not read",
    ),
    _s(
        "v28s_restates_never_answers",
        "You asked for the next move from (1, 0) toward the goal at (4, 3) in this maze:\n\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nLet me think about which neighbour is the better choice.",
        U,
        None,
        "restated_question",
        "restates the question's cells and maze, then stops before choosing",
    ),
    _s(
        "v28s_verification_concludes_other",
        "MOVE: (2, 0)\n\nVerification: from (2, 0) the route would have to pass (2, 1), which is a wall, so the usable first step is really (1, 1).",
        U,
        None,
        "verification_after",
        "the check concludes on another cell without saying it replaces the answer line",
    ),
    _s(
        "v28s_stated_replacement_line",
        "MOVE: (1, 1)\n\nCorrection: I'd rather keep to the left wall, so scrap that.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verification_after",
        "hard: a stated replacement ending on a new answer line",
    ),
]


ONE_SHOT = [
    _o(
        "v28o_gpt4o_top_then_right",
        "Following the top row and then the right column:\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v28o_gpt41mini_down",
        "Left column, then bottom row.\nPATH: " + path_text(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v28o_o3_counted",
        "Two routes of seven cells exist around the central block; I give the lower one.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v28o_gpt5_length",
        "Route length: 7 cells (6 moves).\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v28o_sonnet4_trace",
        "I'll trace the left side:\n\n1. Start at (1, 0)\n2. Down to (2, 0), (3, 0), (4, 0)\n3. Right to (4, 1), (4, 2)\n4. Reach G at (4, 3)\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "list_then_answer",
    ),
    _o(
        "v28o_opus4_cuts_corner",
        "Going down the left side and then across the bottom:\n\nPATH: " + path_text(CUTS_CORNER),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v28o_flash_arrows",
        "Here is the path:\n\nPATH: " + path_text(DOWN, " -> "),
        S,
        False,
        "arrow_path",
    ),
    _o(
        "v28o_pro_commas",
        "**Solution**\n\nThe upper corridor then the right column.\n\nPATH: "
        + path_text(RIGHT, ", "),
        S,
        False,
        "comma_path",
    ),
    _o(
        "v28o_qwen3_think_right",
        "<think>\nStart (1,0). Right along row 1 to (1,3). Down (2,3), (3,3), (4,3) = G. Check walls: (1,1),(1,2),(1,3) are 0; (2,3),(3,3) are 0. Good.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v28o_qwen25_chinese_down",
        "路径如下：先一直向下走到最底行，再向右走到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v28o_r1_bold_path",
        "<think>\nTwo options, both length 7. Pick the top one.\n</think>\n\n**PATH: "
        + path_text(RIGHT)
        + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v28o_v3_stops_short",
        "The path goes right along row 1, then down column 3:\n\nPATH: " + path_text(SHORT_OF_G),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v28o_llama33_over_edge",
        "We go right until the wall and then down the right side.\n\nPATH: " + path_text(OVER_EDGE),
        F,
        False,
        "short_reasoned",
    ),
    _o(
        "v28o_mistral_words_only",
        "Move down 3 cells to the bottom-left corner, then right 3 cells to reach G.",
        F,
        False,
        "direction_words",
    ),
    _o(
        "v28o_phi4_fenced",
        "The shortest path is:\n\n" + _fence("PATH: " + path_text(DOWN)),
        S,
        False,
        "fenced_answer",
    ),
    _o(
        "v28o_gemma3_line_then_note",
        "PATH: " + path_text(RIGHT) + "\n\nThis path avoids all walls.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v28o_small_echo_example",
        "Answer with the whole path at once: every cell from P's cell to G's cell in order. End your reply with a line of the form PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).",
        U,
        False,
        "small_echo",
        "the instruction echoed with the prompt's example inside it; no route of its own",
    ),
    _o(
        "v28o_small_repeat_start",
        "PATH: (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0) (1, 0)",
        U,
        False,
        "small_repeat",
        "repeats P's cell until cut off",
        finish_reason=L,
    ),
    _o(
        "v28o_small_leap",
        "The player goes to the goal.\nPATH: " + path_text(LEAP),
        F,
        False,
        "small_ramble",
    ),
    _o(
        "v28o_small_equals_label",
        "Path = " + path_text(DOWN),
        S,
        False,
        "small_half_label",
    ),
    _o(
        "v28o_sonnet_long_cut",
        "Let me work through this carefully, cell by cell.\n\n**Row 0:** all walls.\n**Row 1:** P at (1, 0), then open cells (1, 1), (1, 2), (1, 3), and a wall at (1, 4).\n**Row 2:** open (2, 0), walls (2, 1) and (2, 2), open (2, 3), wall (2, 4).\n**Row 3:** the same pattern as row 2.\n**Row 4:** open (4, 0), (4, 1), (4, 2), then G at (4, 3).\n\nNow, starting from P, I",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any path",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v28o_rethink_bottom_safer",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nOn a second look, the bottom route may be the safer one to submit.",
        U,
        False,
        "second_thought",
        "a second thought prefers another route without giving or choosing it",
    ),
    _o(
        "v28o_check_confirms_pairs",
        "PATH: "
        + path_text(DOWN)
        + "\n\nVerifying: every consecutive pair differs by one row or one column, and none of the cells is a 1, so the route holds.",
        S,
        False,
        "verification_after",
        "hard: the check confirms the same route; strict: the answer is not the last line",
    ),
    _o(
        "v28o_two_options_no_pick",
        "Option A:\nPATH: " + path_text(RIGHT) + "\n\nOption B:\nPATH: " + path_text(DOWN),
        U,
        False,
        "two_sections",
        "two routes offered as options, none picked",
    ),
    _o(
        "v28o_two_routes_picked",
        "Route 1 goes along the top; Route 2 goes down the left side. Both have seven cells. I'll submit Route 2.\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: the other route is described and the pick is stated; the answer line is it",
    ),
    _o(
        "v28o_one_based_said",
        "I count rows and columns from 1 here (1-indexed), so P is (2, 1).\n\nPATH: "
        + one_based(RIGHT),
        S,
        False,
        "one_based_said",
        "hard: said 1-indexed; converted it is the top-and-right route",
    ),
    _o(
        "v28o_one_based_unsaid",
        "Here is my route.\n\nPATH: " + one_based(DOWN),
        U,
        False,
        "one_based_unsaid",
        "read as written it starts on (2, 1), a wall; counted from 1 it is valid; indexing never said",
    ),
    _o(
        "v28o_yaml_cells",
        "steps:\n" + "\n".join(f"  - [{c.replace(',', ', ')}]" for c in DOWN.split()),
        S,
        False,
        "yaml",
        "hard: a YAML list of the cells is the path; strict: no PATH line",
    ),
    _o(
        "v28o_tool_call_path",
        json.dumps({"name": "solve_maze", "arguments": {"path": json.loads(_cells_json(RIGHT))}}),
        S,
        False,
        "tool_call_json",
        "hard: the tool call's cells are the top-and-right route; strict: no PATH line",
    ),
    _o(
        "v28o_shuttle_detour",
        "I'll go down, double back one cell to be safe, then continue.\n\nPATH: "
        + path_text(SHUTTLE),
        S,
        True,
        "detour",
        "hard: the back-and-forth steps are each one step on open cells; the route reaches G",
    ),
    _o(
        "v28o_prose_cells",
        "Go from (1, 0) to (1, 1), then (1, 2) and (1, 3), down to (2, 3) and (3, 3), and finally (4, 3).",
        S,
        False,
        "prose_only",
        "hard: every cell of the top-and-right route in order, in prose; strict: no PATH line",
    ),
    _o(
        "v28o_unfinished_correction",
        "PATH: " + path_text(RIGHT) + "\n\nCorrection: the path should instead go",
        U,
        False,
        "unfinished_correction",
        "a correction announced and never given",
    ),
    _o(
        "v28o_heading_path",
        "# PATH: " + path_text(DOWN),
        S,
        False,
        "heading",
        "hard: the route is valid; strict: written as a heading",
    ),
]


RECOGNIZE = [
    _r(
        "v28r_gpt4o_outline",
        "The empty cells trace the border of a 4x4 block, leaving the middle 2x2 as walls: a square outline.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v28r_gpt41mini_capital",
        "They form a square.\nSHAPE: Square",
        "square",
        True,
        "plain",
    ),
    _r(
        "v28r_o3_perimeter",
        "Open cells: rows 1 and 4 from column 0 to 3, plus columns 0 and 3 between them. That is the perimeter of a square.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v28r_gpt5_ring_words",
        "A closed ring of twelve cells with four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v28r_sonnet4_perimeter",
        "Looking at all the empty cells together (including P and G), they run along the edges of a 4x4 region and enclose a block of walls. This forms a square perimeter.\n\nSHAPE: Square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v28r_opus4_rectangle",
        "The open cells outline a four-by-four frame. Its sides are equal, so a rectangle with equal sides.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v28r_flash_bold",
        "The empty cells form the outline of a square.\n\n**SHAPE: Square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v28r_pro_reads_c",
        "The open cells run along the top, down the left, and along the bottom, with the right-hand side open only in column 3. That looks like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "short_reasoned",
    ),
    _r(
        "v28r_qwen3_think",
        "<think>\nEmpty cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). That's a ring, 4 by 4. Square.\n</think>\n\nThe empty cells form a square ring.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v28r_qwen25_chinese_name",
        "空格组成一个正方形的边框，中间是墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_prose",
    ),
    _r(
        "v28r_r1_square",
        "<think>\nLet me list the zeros... they go around the outside of a 4x4 box. So a square.\n</think>\n\nSHAPE: Square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v28r_v3_triangle",
        "The open cells start narrow at the top-left and widen toward the bottom, like a triangle.\n\nSHAPE: triangle",
        "triangle",
        False,
        "short_reasoned",
    ),
    _r(
        "v28r_llama_l_shape",
        "The empty cells form an L shape along the left side and the bottom.\n\nSHAPE: L",
        "none",
        False,
        "short_reasoned",
    ),
    _r(
        "v28r_mistral_box",
        "The empty cells enclose the central walls like the sides of a box.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v28r_phi4_quadrilateral",
        "The path forms a closed figure with four straight sides of equal length.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
    ),
    _r(
        "v28r_gemma3_answer_first",
        "SHAPE: Square\n\nThe open cells make a ring around the walls in the middle.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v28r_small_echo_question",
        "What geometric shape do the empty cells form together? Name the shape and explain your reasoning briefly.",
        U,
        False,
        "small_echo",
        "the question echoed; no shape named",
    ),
    _r(
        "v28r_small_repeat_cut",
        "The shape is a The shape is a The shape is a The shape is a The shape is a The shape",
        U,
        False,
        "small_repeat",
        "repeats an unfinished sentence until cut off; no shape named",
        finish_reason=L,
    ),
    _r(
        "v28r_small_pyramid",
        "The empty cells form a pyramid with the goal at the bottom.",
        "triangle",
        False,
        "small_ramble",
    ),
    _r(
        "v28r_small_lower_label",
        "Shape - square",
        "square",
        False,
        "small_half_label",
    ),
    _r(
        "v28r_pro_long_cut",
        "To identify the shape, I will first list every empty cell, counting P and G as empty as instructed.\n\nRow 1: (1,0) P, (1,1), (1,2), (1,3).\nRow 2: (2,0), (2,3).\nRow 3: (3,0), (3,3).\nRow 4: (4,0), (4,1), (4,2), (4,3) G.\n\nNext I check whether these cells are connected and what outline they",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v28r_rethink_c",
        "SHAPE: square\n\nThough, looking at the corners once more, it might read more naturally as a C.",
        U,
        False,
        "second_thought",
        "a second thought after the answer leans to another shape without replacing it",
    ),
    _r(
        "v28r_check_not_c",
        "SHAPE: square\n\nA quick check: all four sides are open cells, corners included, with no gap, so it is not a C.",
        "square",
        False,
        "verification_after",
        "hard: the check names C only to rule it out; strict: the answer is not the last line",
    ),
    _r(
        "v28r_hollow_square",
        "The middle is walled in, so the figure is hollow.\n\nSHAPE: hollow square",
        "square",
        False,
        "variant_name",
        "hard: a hollow square is the square; strict: a word with the name, as 'square loop'",
    ),
    _r(
        "v28r_german_quadrat",
        "Die leeren Zellen bilden einen Rahmen.\n\nSHAPE: Quadrat",
        U,
        False,
        "foreign_name",
        "the shape is named in German; shape names are read only in English and Chinese",
    ),
    _r(
        "v28r_emoji_after_name",
        "Four equal sides around a walled centre.\n\nSHAPE: square 🔲",
        "square",
        False,
        "emoji",
        "hard: the name is square; strict: an emoji after it",
    ),
    _r(
        "v28r_question_back",
        "It depends on whether P and G count as empty: without them it is a C, with them a square. Which do you mean?",
        U,
        False,
        "question_back",
        "two shapes under two readings and a question back; neither is chosen",
    ),
    _r(
        "v28r_conditional_resolved",
        "If P and G did not count it would be a C, but the prompt says they count, so the cells close into a ring.\n\nSHAPE: square",
        "square",
        True,
        "conditional",
        "hard: the conditional C is set aside by the prompt's own rule; the answer line is square",
    ),
    _r(
        "v28r_yaml_shape",
        "answer:\n  shape: square\n  reason: a closed ring of twelve cells",
        "square",
        False,
        "yaml",
        "hard: the YAML key names the square; strict: no SHAPE line",
    ),
    _r(
        "v28r_tool_call_shape",
        '<tool_call>\n{"name": "submit_answer", "arguments": {"shape": "square"}}\n</tool_call>',
        "square",
        False,
        "tool_call_json",
        "hard: the tool call names the square; strict: no SHAPE line",
    ),
    _r(
        "v28r_two_sections_same_shape",
        "## Answer\nSHAPE: square\n\n## Another way to name it\nSHAPE: rectangle",
        "square",
        True,
        "two_sections",
        "hard: both sections name the square (rectangle is its variant); the last line is right",
    ),
    _r(
        "v28r_initial_guess_superseded",
        "**Initial guess:** a cross.\n\n**After counting the cells:** twelve cells on the border of a 4x4 block, so it is a square.",
        "square",
        False,
        "two_sections",
        "hard: the guess is labelled initial and the count's conclusion after it settles on square",
    ),
    _r(
        "v28r_html_tags",
        "<p>The open cells form a closed ring.</p>\n<p>SHAPE: <b>square</b></p>",
        "square",
        False,
        "html",
        "hard: the name is square; strict: inside HTML tags",
    ),
]


GENERATE = [
    _g(
        "v28g_gpt4o_tl3",
        "New maze (3x3 ring, top-left corner):\n\nMAZE:\n" + RING_TL3,
        S,
        True,
        "plain",
    ),
    _g(
        "v28g_gpt41mini_bm3",
        "A smaller square ring at the bottom:\n\nMAZE:\n" + RING_BM3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v28g_o3_mr3",
        "A 3x3 ring on the right-hand side, P and G on opposite sides of it.\n\nMAZE:\n" + RING_MR3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v28g_gpt5_tr4",
        "Same-size ring, shifted to the top-right corner.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v28g_sonnet4_tl3",
        "Here's a new maze whose empty cells form a smaller square ring in the top-left corner, with the player and goal at opposite corners:\n\nMAZE:\n"
        + RING_TL3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v28g_opus4_fenced_rows",
        "MAZE:\n" + _fence(RING_BM3),
        S,
        False,
        "fenced_answer",
    ),
    _g(
        "v28g_flash_note_after",
        "MAZE:\n" + RING_TR4 + "\n\nThe empty cells form a square ring, and G is reachable from P.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v28g_pro_gap_ring",
        "A 4x4 square in the top-right corner:\n\nMAZE:\n" + GAP_RING,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v28g_qwen3_think_tr4",
        "<think>\nNeed a 4x4 ring but not the original. Shift it right by one and up by one. P at (3,1), G at (1,4).\n</think>\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v28g_qwen25_chinese_mr3",
        "这是一个新的迷宫，空格组成一个较小的正方形：\n\nMAZE:\n" + RING_MR3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v28g_r1_copies_original",
        "<think>\nThe same shape... I'll keep the same layout.\n</think>\n\nMAZE:\n"
        + ORIGINAL_MATRIX,
        F,
        False,
        "think_block",
    ),
    _g(
        "v28g_v3_coord_tr4",
        "MAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v28g_llama_matrix_for_coord",
        "Here is the new maze:\n\nMAZE:\n" + RING_MR3,
        F,
        False,
        "wrong_encoding",
        encoding="coord_list",
    ),
    _g(
        "v28g_mistral_two_goals",
        "MAZE:\n" + TWO_G,
        F,
        False,
        "plain",
    ),
    _g(
        "v28g_phi4_four_columns",
        "The new maze keeps a square ring of empty cells.\n\nMAZE:\n" + FOUR_COLS,
        F,
        False,
        "short_reasoned",
    ),
    _g(
        "v28g_gemma3_coord_bm3",
        "Here is a new maze with a smaller square of empty cells.\n\nMAZE:\n"
        + coord_list(RING_BM3),
        S,
        True,
        "short_reasoned",
        encoding="coord_list",
    ),
    _g(
        "v28g_small_echo_instruction",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Now create a new maze of the same size (5x5)",
        U,
        False,
        "small_echo",
        "the instruction echoed; no maze",
    ),
    _g(
        "v28g_small_repeat_rows",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1",
        U,
        False,
        "small_repeat",
        "rows of walls repeated until cut off",
        finish_reason=L,
    ),
    _g(
        "v28g_small_x_walls",
        "MAZE:\n" + X_WALLS,
        F,
        False,
        "small_ramble",
    ),
    _g(
        "v28g_coord_long_cut",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (2,0), (2,1), (2,3), (3,0), (3,1)",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens in the middle of the walls line",
        finish_reason=L,
        encoding="coord_list",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v28g_same_cells_new_ends",
        "Same ring of open cells, but P and G moved to the bottom corners.\n\nMAZE:\n"
        + RING_SAME_CELLS,
        S,
        True,
        "same_cells",
        "hard: the original's open cells with P and G elsewhere is not an identical copy",
    ),
    _g(
        "v28g_doubt_after_maze",
        "MAZE:\n"
        + RING_TL3
        + "\n\nHmm, I'm not certain G is reachable here; you may want to move it before using this.",
        U,
        False,
        "second_thought",
        "a doubt after the maze that asks for it to be changed, without a replacement",
    ),
    _g(
        "v28g_two_sections_no_pick",
        "### Version 1\nMAZE:\n" + RING_MR3 + "\n\n### Version 2\nMAZE:\n" + RING_BM3,
        U,
        False,
        "two_sections",
        "two mazes in two sections, none picked",
    ),
    _g(
        "v28g_draft_then_final",
        "Draft:\n"
        + GAP_RING
        + "\n\nThat draft leaves a gap on the right, so here is the final version.\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "rejected_alternative",
        "hard: the broken draft is rejected in words; the maze after the only MAZE: line is valid",
    ),
    _g(
        "v28g_html_pre",
        "<pre>\nMAZE:\n" + RING_MR3 + "\n</pre>",
        S,
        False,
        "html",
        "hard: the maze inside the tags is a valid ring; strict: HTML around it",
    ),
    _g(
        "v28g_refusal",
        "I'm not able to design a maze that satisfies every requirement reliably, so I'd rather not give one.",
        U,
        False,
        "refusal",
        "a refusal; no maze",
    ),
    _g(
        "v28g_split_ring",
        "A compact ring at the bottom.\n\nMAZE:\n" + SPLIT_RING,
        F,
        False,
        "short_reasoned",
        "hard: two walled cells cut G off from P and break the ring",
    ),
    _g(
        "v28g_conditional_advice",
        "If you would like G farther from P, swap the two; otherwise this one works as it is.\n\nMAZE:\n"
        + RING_BM3,
        S,
        True,
        "conditional",
        "hard: the condition is advice about an edit; one maze is given and it ends the reply",
    ),
]


PUZZLE = [
    _p(
        "v28p_gpt4o_br_cw",
        "The bottom-right elbow points right and down, off the board. A clockwise turn brings it to down-left... no: it needs to face up and left, so two turns; one clockwise turn starts that.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v28p_gpt41mini_tl_ccw",
        "The top-left piece faces off the board.\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "plain",
    ),
    _p(
        "v28p_o3_square_two",
        "Square 2 is the only piece with an end pointing off the left edge.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v28p_gpt5_tr_ccw",
        "Turn the top-right elbow back toward the centre.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "short_reasoned",
    ),
    _p(
        "v28p_sonnet4_list",
        "Let me check each square:\n\n- (0, 0): connects right and down, good\n- (0, 1): connects left and down, good\n- (1, 0): points left and down, off the board\n- (1, 1): connects up and left, good\n\nSo (1, 0) needs to turn.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "list_then_answer",
    ),
    _p(
        "v28p_opus4_bold",
        "Only the bottom-right piece is out of place; a quarter turn to the left fixes it.\n\n**ROTATE: (1, 1) counterclockwise**",
        (3, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v28p_flash_cw_abbrev",
        "Rotate the top-left square.\n\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "abbreviation",
    ),
    _p(
        "v28p_pro_line_then_note",
        "ROTATE: (0, 1) clockwise\n\nThis connects the top-right piece to the bottom-right one.",
        (1, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v28p_qwen3_think",
        "<think>\nBoard: (1,0) opens up and right? No, it opens right and down. Down is off the board. Turning it counterclockwise: right->up, down->right. Then it opens up and right. Good.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v28p_qwen25_chinese_dir",
        "右下角的方块方向不对，需要把 (1, 1) 顺时针旋转。\n\nROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_prose",
    ),
    _p(
        "v28p_r1_square_zero",
        "<think>\nSquare 0 points up, off the board. Clockwise sends the top opening to the right. That meets square 1.\n</think>\n\nROTATE: square 0 clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v28p_v3_anticlockwise",
        "The top-right piece should face left and down.\n\nROTATE: (0, 1) anticlockwise",
        (1, CCW),
        False,
        "synonym_direction",
    ),
    _p(
        "v28p_llama_placeholder_both",
        "The bottom-left square needs to be rotated.\n\nROTATE: (1, 0) clockwise (or counterclockwise)",
        U,
        False,
        "placeholder",
        "the prompt's placeholder kept with both directions",
    ),
    _p(
        "v28p_mistral_sentence_then_line",
        "Rotate the top-left square clockwise.\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plain",
    ),
    _p(
        "v28p_phi4_fenced",
        "My move:\n\n" + _fence("ROTATE: (1, 0) counterclockwise"),
        (2, CCW),
        False,
        "fenced_answer",
    ),
    _p(
        "v28p_gemma3_plain",
        "The top-right pipe is pointing up, off the board.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _p(
        "v28p_small_echo_form",
        "You have at most 6 moves. End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise). The board:",
        U,
        False,
        "small_echo",
        "the instruction echoed with its placeholder; no move of its own",
    ),
    _p(
        "v28p_small_repeat_cut",
        "ROTATE: (0, 0) ROTATE: (0, 0) ROTATE: (0, 0) ROTATE: (0, 0) ROTATE:",
        U,
        False,
        "small_repeat",
        "a square repeated with no direction until cut off",
        finish_reason=L,
    ),
    _p(
        "v28p_small_no_colon_label",
        "Rotate (1, 1) clockwise",
        (3, CW),
        False,
        "small_half_label",
    ),
    _p(
        "v28p_small_no_square",
        "I will rotate the square so the pipes connect.",
        U,
        False,
        "small_ramble",
        "no square and no direction named",
    ),
    _p(
        "v28p_sonnet_long_cut",
        "Let me carefully trace every pipe on the board before deciding.\n\nThe top-left square (0, 0) has openings on the right and the bottom. The top-right square (0, 1) has openings on the left and the top, and the top one points off the board. The bottom-left square (1, 0) has",
        U,
        False,
        "long_cut_off",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v28p_rethink_other_turn",
        "ROTATE: (0, 1) clockwise\n\nAlthough a counterclockwise turn there would line it up too, and with less risk of breaking the top row.",
        U,
        False,
        "second_thought",
        "after the answer the other turn is preferred for the same square, without replacing it",
    ),
    _p(
        "v28p_check_confirms",
        "ROTATE: (1, 0) counterclockwise\n\nCheck: after this quarter turn to the left, the open end points up into (0, 0), which opens downward, so they join.",
        (2, CCW),
        False,
        "verification_after",
        "hard: the check describes the same turn (a quarter turn to the left) and confirms it",
    ),
    _p(
        "v28p_fourth_square",
        "Turn the fourth square clockwise.",
        (3, CW),
        False,
        "prose_only",
        "hard: the fourth square is square 3; strict: no ROTATE line",
    ),
    _p(
        "v28p_numbered_one_to_four",
        "Numbering the squares 1 to 4 row by row from the top left:\n\nROTATE: square 4 counterclockwise",
        (3, CCW),
        False,
        "one_based_said",
        "hard: the reply numbers the squares from 1, so square 4 is square 3",
    ),
    _p(
        "v28p_tool_call",
        '{"name": "rotate", "arguments": {"square": 2, "direction": "counterclockwise"}}',
        (2, CCW),
        False,
        "tool_call_json",
        "hard: the tool call names square 2 and the direction; strict: no ROTATE line",
    ),
    _p(
        "v28p_two_conditionals",
        "If (0, 0) already connects to its neighbours, ROTATE: (1, 1) clockwise. Otherwise ROTATE: (0, 0) clockwise.",
        U,
        False,
        "conditional",
        "two moves under a condition the reply does not settle",
    ),
    _p(
        "v28p_question_back",
        "Which way does the pipe at (1, 1) face right now? The board drawing is ambiguous to me, and the right turn depends on it.",
        U,
        False,
        "question_back",
        "a question back; no move given",
    ),
    _p(
        "v28p_korean_clockwise",
        "왼쪽 위 칸을 돌립니다.\n\nROTATE: (0, 0) 시계 방향",
        (0, CW),
        False,
        "foreign_direction",
        "hard: '시계 방향' is clockwise in Korean, a language read; strict: not the English word",
    ),
    _p(
        "v28p_turkish_direction",
        "Sol alttaki kareyi çeviriyorum.\n\nROTATE: (1, 0) saat yönünde",
        U,
        False,
        "foreign_direction",
        "Turkish turn words ('saat yönünde'), a language not read",
    ),
    _p(
        "v28p_restated_same",
        "I'll turn square 3 clockwise.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "repeated_answer",
        "hard: square 3 and (1, 1) are the same square; the restatement agrees",
    ),
    _p(
        "v28p_two_sections_disagree",
        "**Move:** ROTATE: (0, 1) clockwise\n\n**Summary:** the piece to turn is (1, 0), clockwise, because it is the only one pointing off the board.",
        U,
        False,
        "two_sections",
        "the move line and the summary name different squares; neither replaces the other",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v28",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v28.py: counts, no reader
    print_counts(all_cases(), problems())

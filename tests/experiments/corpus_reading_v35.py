"""A thirty-fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``,
``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``) or ``docs/analysis.md``'s
lists of misses; no model was run: every reply is written. Judged as a careful grader would, by
the prompts' wording (``agents/llm/prompts.py``), the answer rules and strict policy given in
the round's brief and the specification's shape variants and path check (the last G walked
back to P). ``corpus_form`` and ``corpus_reading_v34`` were read for the data format only.

This round: about three quarters the everyday mix a study of these prompts receives (every
family's house style, long reasoning replies that change their mind and settle, the real small
models' habits: echoes, repeats, half-formed labels, cut-offs), and a chosen quarter (the
``*_CHOSEN`` lists, :func:`chosen`; reasons in :data:`WHY`, hard calls start ``hard:``),
unclear replies and clear look-alikes about even: answers for another player position,
re-derivations that end elsewhere, hedges, answers the reply says it is unsure of, and checks
that confirm in other words.
New rings (3x3 bottom-middle, top-left, left-middle; 4x4 bottom-right and top-left with new P
and G placements), new broken mazes (a filled block, an L, four columns, two goals) and new
routes written in new ways (a back-step at the start, a step past G and back onto it, a dip
into the wall (2,1), a diagonal onto the right column, a stop one short).

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
BOUNCE = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: one step right, back onto P, then the top row and the right column."""
PAST_BACK = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 3,3 4,3"
"""Valid: reaches G, steps up to (3,3) and back onto G."""
DIP = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: from (1,1) down through the walls (2,1) and (3,1)."""
DIAG_RIGHT = "1,0 2,0 3,0 4,0 4,1 4,2 3,3 4,3"
"""Broken: a diagonal from (4,2) to (3,3)."""
TWO_SHORT = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one short of G."""

# == generated mazes (5x5) =================================================================
RING_BM3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 G 1
1 0 1 0 1
1 0 P 0 1"""
"""Valid: a 3x3 ring at the bottom middle, P at (4,2), G at (2,3)."""

RING_TL3 = """\
0 0 P 1 1
G 1 0 1 1
0 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-left corner, P at (0,2), G at (1,0)."""

RING_LM3 = """\
1 1 1 1 1
G 0 0 1 1
0 1 P 1 1
0 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left, P at (2,2), G at (1,0)."""

RING_BR4 = """\
1 1 1 1 1
1 0 0 P 0
1 0 1 1 0
1 0 1 1 0
1 0 G 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,3), G at (4,2)."""

RING_TL4 = """\
0 0 0 0 1
0 1 1 0 1
G 1 1 0 1
0 0 P 0 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (3,2), G at (2,0)."""

BLOCK = """\
1 1 1 1 1
1 0 0 0 1
1 0 0 G 1
1 P 0 0 1
1 1 1 1 1"""
"""Broken: a filled 3x3 block, no walled centre (not a ring)."""

ELL = """\
1 1 1 1 G
1 1 1 1 0
1 1 1 1 0
1 1 1 1 0
P 0 0 0 0"""
"""Broken: an L along the bottom and right edges."""

FOUR_COLS = """\
1 1 1 1
P 0 0 1
0 1 0 1
0 0 G 1
1 1 1 1"""
"""Broken: four columns, not 5x5."""

TWO_G = """\
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 P 0 G 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with two goals."""


def _fence(text: str, lang: str = "") -> str:
    return f"```{lang}\n{text}\n```"


def _path(route: str, sep: str = " ") -> str:
    return "PATH: " + path_text(route, sep)


SOLVE = [
    _s(
        "v35s_gpt4o_open_cells",
        "P is at (1, 0). Above it (0, 0) is a wall, and there is nothing to the left. Both (1, 1) and (2, 0) are open, and either way around the loop is 6 steps to G at (4, 3). I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v35s_gpt4o_table",
        "| Direction | Cell | Status |\n|---|---|---|\n| Up | (0, 0) | wall |\n| Down | (2, 0) | open |\n| Left | — | off grid |\n| Right | (1, 1) | open |\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table",
    ),
    _s(
        "v35s_gpt41mini_one_line",
        "Right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v35s_gpt41_corridor_down",
        "The left column (column 0) is open from row 1 to row 4, and row 4 leads straight east to G. Starting down that column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "short_reasoned",
    ),
    _s(
        "v35s_o3_terse_bfs",
        "BFS from (1,0): dist(G)=6 via either branch. Take the east branch.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v35s_o4mini_bold",
        "Going south along the open edge.\n\n**MOVE:** (2, 0)",
        (2, 0),
        (2, 0),
        "bold_answer",
        "hard: bold around the label is tolerated in strict",
    ),
    _s(
        "v35s_gpt5_numbered_plan",
        "Plan:\n1. Step down to (2, 0).\n2. Continue down to (4, 0).\n3. Go right along row 4 to G at (4, 3).\n\nFirst step now.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _s(
        "v35s_gpt5_wall_check",
        "Checking the neighbours of (1, 0): north (0, 0) = 1 (blocked), east (1, 1) = 0, south (2, 0) = 0. East it is.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v35s_haiku4_brief",
        "Moving right along the top corridor toward the right column.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v35s_sonnet4_restates_grid",
        "Here is the grid with coordinates:\n\n```\n    0 1 2 3 4\n0:  1 1 1 1 1\n1:  P 0 0 0 1\n2:  0 1 1 0 1\n3:  0 1 1 0 1\n4:  0 0 0 G 1\n```\n\nFrom P at (1, 0) the open moves are down to (2, 0) and right to (1, 1). I'll head down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restates_maze",
    ),
    _s(
        "v35s_opus4_considered",
        "Two routes of equal length wrap around the central wall block. Neither has a dead end, so the choice is arbitrary; I'll take the top one.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v35s_flash_bullets",
        "*   **Current position:** (1, 0)\n*   **Goal:** (4, 3)\n*   **Open neighbours:** (1, 1), (2, 0)\n\nMoving down brings me closer in rows.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "bulleted_options",
    ),
    _s(
        "v35s_pro_sections",
        "**Analysis**\n\nThe player sits on the left edge. The goal is in the bottom-right of the open loop. Rows 2 and 3 have walls at columns 1 and 2, so the only ways are the outer edges.\n\n**Decision**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "heading",
    ),
    _s(
        "v35s_qwen25_chinese",
        "玩家在 (1, 0)。上方是墙，右边 (1, 1) 和下方 (2, 0) 都可以走。我选择向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "chinese_prose",
    ),
    _s(
        "v35s_qwen3_think_settles",
        '<think>\nP is at row 1, column 0. Up is row 0 — wall. Right is (1,1), open. Down is (2,0), open. Hmm, maybe right is shorter? Right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3) — 6. Down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3) — also 6. Equal. Wait, is (2,0) really open? Row 2 is "0 1 1 0 1", so yes. I\'ll go down.\n</think>\n\nMOVE: (2, 0)',
        (2, 0),
        (2, 0),
        "think_changes_mind",
    ),
    _s(
        "v35s_qwen3_nothink_plain",
        "The next move is to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _s(
        "v35s_llama33_verbose",
        "To determine the next move, let's analyze the maze. The player 'P' is located at position (1, 0). The goal 'G' is at position (4, 3). Looking at the adjacent cells, we can move down to (2, 0) or right to (1, 1). Moving right follows the top corridor.\n\nTherefore, the next move is:\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "short_reasoned",
    ),
    _s(
        "v35s_llama4_direction_word",
        "The best move is down.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        "hard: a single move given as a direction is the neighbouring cell; strict: a format miss",
    ),
    _s(
        "v35s_mistral_answer_then_why",
        "MOVE: (2, 0)\n\nExplanation: the cell below the player is open and the column continues to the bottom row.",
        (2, 0),
        None,
        "answer_then_explanation",
        "hard: the answer line is not the last line; strict: a format miss",
    ),
    _s(
        "v35s_mixtral_wall_move",
        "The goal is below and to the right, so I'll move diagonally... no, only four directions are allowed. Moving up to get around the block.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "illegal_move",
        "hard: a committed move onto a wall is that (illegal) move",
    ),
    _s(
        "v35s_phi4_steps",
        "Step 1: Locate P: (1, 0).\nStep 2: Locate G: (4, 3).\nStep 3: Check neighbours: (2, 0) open, (1, 1) open.\nStep 4: Choose the one that decreases the row distance: (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_steps",
    ),
    _s(
        "v35s_gemma3_friendly",
        "Okay, let's figure this out! 🧭 P is at (1, 0) and the goal is at (4, 3). I'll start by going right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "emoji",
    ),
    _s(
        "v35s_v3_spaced_none",
        "Moving down the first column.\n\nMOVE:(2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: (2, 0); strict: spacing is literal, a format miss",
    ),
    _s(
        "v35s_r1_long_think",
        "<think>\nOkay, the maze is 5x5. Row 0 is all walls. Row 1: P 0 0 0 1, so P is at (1,0). G is in row 4 at column 3. Let me see which way. If I go right along row 1 I reach (1,3), then down column 3: (2,3) is 0, (3,3) is 0, (4,3) is G. That works. If I go down: (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3). Also works. Both 6 moves. Actually, maybe I should prefer right because... no, there's no difference. Let me just go right. Hmm, wait, the user might prefer down. No — either is fine. Right.\n</think>\n\nThe player can go either way around the central wall block; both routes are 6 moves. I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_changes_mind",
    ),
    _s(
        "v35s_r1distill_rambles_cut",
        "<think>\nAlright, so I need to find the next move. The player is at (1, 0). Let me write out the grid again. Row 0: 1 1 1 1 1. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. So from (1,0) I can go to (2,0) or (1,1). Let me check (2,0): row 2 column 0 is 0, open. Let me check (1,1): row 1 column 1 is 0, open. Now which is closer to G? G is at (4,3). From (2,0), Manhattan distance is 2+3 = 5. From (1,1) it is 3+2 = 5. Same. Hmm. Let me think about walls",
        U,
        None,
        "truncated",
        "cut off (finish_reason length) before any answer line",
        finish_reason=L,
    ),
    _s(
        "v35s_small_echo_rules",
        "What is your next move? Finish with MOVE: (row, col).\n\nMOVE: (row, col)",
        U,
        None,
        "small_echo",
        "the prompt's placeholder echoed; no cell named",
    ),
    _s(
        "v35s_small_repeat_twice",
        "down\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
        "hard: the same answer line twice is clear, and strict-right",
    ),
    _s(
        "v35s_small_half_label",
        "I move to (1, 1)\nMOVE",
        (1, 1),
        None,
        "small_half_label",
        "hard: the cell is given in the sentence; the label line is empty (strict: a format miss)",
    ),
    _s(
        "v35s_small_restate_maze_wrong",
        "1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nMOVE: (1, 2)",
        (1, 2),
        (1, 2),
        "small_echo",
        "hard: the maze echoed, then a committed move two cells away; it is that (illegal) move",
    ),
    _s(
        "v35s_small_ramble_repeat",
        "The player is at (1, 0). The player is at (1, 0). The goal is at (4, 3). The player should move. The player should move to",
        U,
        None,
        "small_repeat",
        "a repeating ramble cut off before any cell is chosen",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v35s_sonnet4_other_position",
        "Assuming the player has already reached (4, 0) from the previous turn, the next move is along the bottom row.\n\nMOVE: (4, 1)",
        (4, 1),
        (4, 1),
        "misread_position",
        "hard: a committed answer on a misread position is that answer (an illegal move from (1, 0))",
    ),
    _s(
        "v35s_o3_rederive_elsewhere",
        "MOVE: (2, 0)\n\nRe-deriving from scratch: the top corridor reaches column 3 in three moves, and column 3 reaches G in three more, so the first move of that route is (1, 1).",
        U,
        None,
        "second_thought",
        "a re-derivation after the answer ends on another first move and never says which stands",
    ),
    _s(
        "v35s_gpt41_rederive_same",
        "MOVE: (1, 1)\n\nDouble-checking from scratch: going east first, the top corridor reaches column 3, and column 3 runs down to G. So (1, 1) is indeed the right first step.",
        (1, 1),
        None,
        "verification_after",
        "hard: the check after the answer confirms the same cell in other words; strict: the answer line is not last",
    ),
    _s(
        "v35s_flash_unsure",
        "I'm honestly not certain whether the cell below is open — the grid is a bit ambiguous to me. It might be best to go right, or down if that is open.\n\nMOVE: (1, 1) or (2, 0)",
        U,
        None,
        "two_options",
        "two cells on the answer line with no pick",
    ),
    _s(
        "v35s_flash_rejected_down",
        "Going down (2, 0) is possible, but I'll rule it out: I prefer staying on the top corridor, which I've checked leads to column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "rejected_alternative",
        "hard: the other cell is named and clearly ruled out before the answer line",
    ),
    _s(
        "v35s_mistral_one_based_said",
        "Using 1-indexed coordinates (row 1 is the top row), the player is at (2, 1). The next cell is below it.\n\nMOVE: (3, 1)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1; (3, 1) is (2, 0) counted from 0; strict: a format miss",
    ),
    _s(
        "v35s_llama4_one_based_unsaid",
        "The player is at (2, 1) and should go down.\n\nMOVE: (3, 1)",
        U,
        (3, 1),
        "one_based_unsaid",
        "states P at (2, 1), so it counts from 1 without saying so; read as written, (3, 1) is a wall, read from 1 it is (2, 0): it matters;"
        " strict (3, 1), the cell as written, as the rulings ask: the lead relabelled it after measuring because the form check forced None",
    ),
    _s(
        "v35s_opus4_route_from_p",
        "The full route I'd take: (1, 0) → (1, 1) → (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3).\n\nSo for this turn: MOVE: (1, 1)",
        (1, 1),
        None,
        "route_then_answer",
        "hard: the route's first step and the answer agree; strict: the label is not at the start of its line",
    ),
    _s(
        "v35s_gemma3_question_back",
        "Before I move: is the cell directly below P a wall or open? The text grid and my reading disagree. If it's open I'd go down.",
        U,
        None,
        "question_back",
        "a question back with a conditional draft and no answer line",
    ),
    _s(
        "v35s_qwen3_asks_and_answers",
        'Is the cell below P open? Looking at row 2, "0 1 1 0 1", column 0 is 0, so yes, it is open. Going down.\n\nMOVE: (2, 0)',
        (2, 0),
        (2, 0),
        "question_back",
        "hard: the reply asks and answers its own question, then commits",
    ),
]

ONE_SHOT = [
    _o(
        "v35o_gpt4o_right_plain",
        "Go east along row 1, then south down column 3.\n\n" + _path(RIGHT),
        S,
        True,
        "short_reasoned",
    ),
    _o(
        "v35o_gpt41mini_down",
        "Shortest path (left side, 6 moves):\n" + _path(DOWN),
        S,
        True,
        "plain",
    ),
    _o(
        "v35o_o3_bounce",
        "Any valid walk works; here is one (it steps back once at the start, which is legal).\n\n"
        + _path(BOUNCE),
        S,
        True,
        "short_reasoned",
        "hard: a step back onto P and on again is a valid walk",
    ),
    _o(
        "v35o_o4mini_commas",
        "Route (6 moves):\n" + "PATH: " + path_text(DOWN, ", "),
        S,
        False,
        "commas",
        "hard: a valid route with commas between cells; strict: a format miss",
    ),
    _o(
        "v35o_gpt5_steps_then_path",
        "1. (1, 0) → (2, 0) down\n2. (2, 0) → (3, 0) down\n3. (3, 0) → (4, 0) down\n4. (4, 0) → (4, 1) right\n5. (4, 1) → (4, 2) right\n6. (4, 2) → (4, 3) right — goal\n\n"
        + _path(DOWN),
        S,
        True,
        "numbered_steps",
    ),
    _o(
        "v35o_haiku4_dip",
        "The shortest way is to cut down through the middle.\n\n" + _path(DIP),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v35o_sonnet4_past_back",
        "I'll walk down and along the bottom, check the cell above the goal, and return.\n\n"
        + _path(PAST_BACK),
        S,
        True,
        "walks_on",
        "hard: steps past G and back onto it; the part up to the last G is a valid walk",
    ),
    _o(
        "v35o_opus4_sections",
        "## Route\n\nThe open cells form a loop around a 2x2 wall block; G is the loop's far corner. Either side is 6 moves.\n\n## Answer\n\n"
        + _path(RIGHT),
        S,
        True,
        "heading",
    ),
    _o(
        "v35o_flash_diag",
        "Down the left edge, along the bottom, and up to the goal's row.\n\n" + _path(DIAG_RIGHT),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v35o_pro_fenced",
        "The route along the top edge and down the right side:\n\n" + _fence(_path(RIGHT), "text"),
        S,
        False,
        "fenced_answer",
        "hard: a valid route inside a code fence; strict: a format miss",
    ),
    _o(
        "v35o_qwen25_chinese",
        "从 P 出发，先向右走到第 3 列，再向下走到终点。\n\n" + _path(RIGHT),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v35o_qwen3_think_switch",
        "<think>\nTry down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3). Try right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). Hmm, I first wrote (1,3)->(2,3)->(3,3) and forgot (4,3)... no, fixed. Use the right one.\n</think>\n\n"
        + _path(RIGHT),
        S,
        True,
        "think_changes_mind",
    ),
    _o(
        "v35o_llama33_short",
        "Here is the path from P to G:\n\n" + _path(TWO_SHORT),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v35o_llama4_arrows",
        "Top row, then down.\n\nPATH: " + path_text(RIGHT, " → "),
        S,
        False,
        "arrows",
        "hard: a valid route joined by arrows; strict: a format miss",
    ),
    _o(
        "v35o_mistral_directions",
        "Go down to the bottom row, then right to the goal.\n\nPATH: down down down right right right",
        F,
        False,
        "direction_words",
        "hard: a one-shot route given only in direction words is a fail",
    ),
    _o(
        "v35o_phi4_explained_after",
        _path(DOWN)
        + "\n\nThis path goes down the left column and then right along the bottom row.",
        S,
        False,
        "answer_then_explanation",
        "hard: a valid route, the PATH line not the last line; strict: a format miss",
    ),
    _o(
        "v35o_gemma3_cut",
        "Let's trace it carefully! Starting at (1, 0), I'll go down:\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0)",
        U,
        False,
        "truncated",
        "cut off (finish_reason length) in the middle of the PATH line",
        finish_reason=L,
    ),
    _o(
        "v35o_v3_bold",
        "**PATH: " + path_text(DOWN) + "**",
        S,
        True,
        "bold_answer",
        "hard: bold around the whole answer line is tolerated in strict",
    ),
    _o(
        "v35o_r1_think_then_path",
        "<think>\nThe loop is the outer ring of the 4x4 block at rows 1-4, columns 0-3. From (1,0) going down reaches (4,0), then right to (4,3). Let me double check row 4: 0 0 0 G 1. Yes.\n</think>\n\nGoing down the left side and along the bottom:\n\n"
        + _path(DOWN),
        S,
        True,
        "think_then_answer",
    ),
    _o(
        "v35o_small_echo_example",
        "PATH: (row, col) (row, col) ...\nPATH: (0, 0) (0, 1) (1, 1)",
        F,
        False,
        "small_echo",
        "hard: the prompt's own example copied as the answer is a fail",
    ),
    _o(
        "v35o_small_repeat_cells",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 2) (1, 2) (1, 2) (1, 2) (1, 2) (1, 2) (1, 2) (1, 2) (1, 2)",
        U,
        False,
        "small_repeat",
        "a cell repeated until the reply is cut off (finish_reason length); G never reached in what was written",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v35o_gpt5_two_sections",
        "### Option A (top)\n\n" + _path(RIGHT) + "\n\n### Option B (bottom)\n\n" + _path(DOWN),
        U,
        False,
        "two_sections",
        "two headed sections each with a PATH line and no pick (both would succeed)",
    ),
    _o(
        "v35o_sonnet4_prefers_b",
        "Two routes are equally short; I considered the top one but I'll give the bottom one, since the bottom row has no dead ends to check.\n\n"
        + _path(DOWN),
        S,
        True,
        "rejected_alternative",
        "hard: the other route is mentioned and set aside; one PATH line",
    ),
    _o(
        "v35o_o3_checks_unsettled",
        _path(RIGHT)
        + "\n\nHmm, checking (2, 3) again: row 2 reads 0 1 1 0 1, so column 3 is... let me look once more at which column is which.",
        U,
        False,
        "second_thought",
        "a doubt after the route that is never settled",
    ),
    _o(
        "v35o_gpt41_check_confirms",
        _path(RIGHT)
        + "\n\nCheck: (2, 3) is 0 in row 2 and (3, 3) is 0 in row 3, so every step is on an open cell. The route stands.",
        S,
        False,
        "verification_after",
        "hard: a check after the route confirms it; strict: the PATH line is not last",
    ),
    _o(
        "v35o_flash_one_based_said",
        "Note: I number rows and columns from 1, so the top-left cell is (1, 1) and P is (2, 1).\n\nPATH: "
        + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; converted, the route is valid; strict: a format miss",
    ),
    _o(
        "v35o_llama33_if_open",
        "If (2, 0) is open, " + _path(DOWN) + "; otherwise " + _path(RIGHT) + ".",
        U,
        False,
        "conditional",
        "two routes under a condition the reply leaves to the reader",
    ),
    _o(
        "v35o_opus4_if_settled",
        "If (2, 0) were a wall I would go along the top, but row 2 starts with 0, so it is open and the left side works.\n\n"
        + _path(DOWN),
        S,
        True,
        "conditional",
        "hard: the condition is settled in the reply itself before the single PATH line",
    ),
]

RECOGNIZE = [
    _r(
        "v35r_gpt4o_loop",
        "The open cells form a closed loop around a 2x2 block of walls: four sides of equal length.\n\nSHAPE: square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v35r_gpt41mini_bare",
        "square outline\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _r(
        "v35r_o3_box",
        "Perimeter of a 4x4 block, hollow middle.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: box is one of the square's variant names (strict right)",
    ),
    _r(
        "v35r_o4mini_quadrilateral",
        "Closed four-sided path.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: quadrilateral is a square variant (strict right)",
    ),
    _r(
        "v35r_gpt5_sides",
        "Sides: top (1,0)-(1,3), right (1,3)-(4,3), bottom (4,0)-(4,3), left (1,0)-(4,0). Equal sides, right angles.\n\nSHAPE: Square",
        "square",
        True,
        "short_reasoned",
    ),
    _r(
        "v35r_haiku4_rectangle_like",
        "The path traces a closed loop with four equal sides around the centre walls.\n\nSHAPE: rectangle-like",
        "square",
        True,
        "variant_name",
        "hard: rectangle-like is one of the square's variant names (strict right)",
    ),
    _r(
        "v35r_sonnet4_heading",
        "## Shape\n\nThe traversable cells outline a square, with the walls at rows 2-3, columns 1-2 as its hollow interior.\n\nSHAPE: square",
        "square",
        True,
        "heading",
    ),
    _r(
        "v35r_opus4_c_misread",
        "The open cells wrap around three sides of the wall block and the top-right corner is closed by the wall at (1, 4), so it reads as a C.\n\nSHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _r(
        "v35r_flash_bold_value",
        "The open path forms a closed rectangular loop.\n\nSHAPE: **square**",
        "square",
        True,
        "bold_answer",
        "hard: bold around the value is tolerated in strict",
    ),
    _r(
        "v35r_pro_cube",
        "In 2D this is a square outline; as a 3D analogy, a cube's face.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: cube is a square variant in the specification (strict right)",
    ),
    _r(
        "v35r_qwen25_chinese_value",
        "空格组成一个封闭的方形环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: 正方形 is square (Chinese names are read); strict: no Chinese, a format miss",
    ),
    _r(
        "v35r_qwen3_think",
        "<think>\nOpen cells: row 1 cols 0-3, row 4 cols 0-3, col 0 rows 1-4, col 3 rows 1-4. That's a square outline. Could it be a spiral? No, it closes on itself.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_then_answer",
    ),
    _r(
        "v35r_llama33_triangle",
        "Looking at the open cells, they seem to narrow toward the goal, forming a triangle.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _r(
        "v35r_llama4_spanish_name",
        "Las celdas abiertas forman un contorno cerrado.\n\nSHAPE: cuadrado",
        U,
        False,
        "other_language",
        "a shape named in Spanish; names are read only in English and Chinese",
    ),
    _r(
        "v35r_mistral_after",
        "SHAPE: square\n\nThe open cells form the border of a 4x4 area.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the answer line is not the last line; strict: a format miss",
    ),
    _r(
        "v35r_phi4_angle_brackets",
        "The cells outline a square.\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
        "hard: the placeholder's brackets kept around the right name; strict: a format miss",
    ),
    _r(
        "v35r_gemma3_cut",
        "Let's look at the shape formed by the open cells! The top row (row 1) has open cells from column 0 to column 3. The left column",
        U,
        False,
        "truncated",
        "cut off (finish_reason length) before any SHAPE line",
        finish_reason=L,
    ),
    _r(
        "v35r_v3_none",
        "The open cells do not match any regular shape; they are just a maze corridor.\n\nSHAPE: none",
        "none",
        False,
        "names_none",
    ),
    _r(
        "v35r_small_echo",
        "Which shape do the empty cells form? SHAPE: <name>\nSHAPE: <name>\nSHAPE:",
        U,
        False,
        "small_echo",
        "the prompt's instruction and placeholder echoed; no shape named",
    ),
    _r(
        "v35r_small_repeat_line",
        "The shape is square.\nSHAPE: square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
        "hard: the same answer line repeated is clear, and strict-right",
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v35r_gpt5_second_thought",
        "SHAPE: square\n\nThough, looking at where P and G sit, it may be more natural to call this a C with the gap at the top right.",
        U,
        False,
        "second_thought",
        "a second thought after the answer offers another shape and never settles",
    ),
    _r(
        "v35r_sonnet4_rejects_c",
        "At first glance the top row could read as the open end of a C, but (1, 3) connects to (2, 3), so the loop is closed: it is not a C.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: the C is named and clearly ruled out before the answer line",
    ),
    _r(
        "v35r_flash_hedge_two",
        "It's either a square or a spiral depending on how you read the inner walls.\n\nSHAPE: square or spiral",
        U,
        False,
        "two_options",
        "two shapes on the answer line with no pick",
    ),
    _r(
        "v35r_o3_other_maze",
        "For the maze from the earlier turn (the plus-shaped one), the open cells form a cross.\n\nSHAPE: cross",
        "cross",
        False,
        "misread_position",
        "hard: a committed answer about a misremembered maze is that answer (the cross)",
    ),
    _r(
        "v35r_llama4_confirm_other_words",
        "SHAPE: square\n\nTo double-check: four straight sides of four cells each, meeting at right angles, enclosing walls. Yes, that's a square outline.",
        "square",
        False,
        "verification_after",
        "hard: the check after the answer confirms the same shape; strict: the answer line is not last",
    ),
    _r(
        "v35r_qwen3_withdrawn",
        "SHAPE: square\n\nWait, that's not right — I misread row 2.",
        U,
        False,
        "withdrawn",
        "the answer withdrawn and never replaced",
    ),
    _r(
        "v35r_opus4_replaced",
        "SHAPE: C\n\nCorrection: (1, 3) connects down to (2, 3), so the loop is closed. I meant square.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a stated replacement with a new answer line as the last line",
    ),
]

GENERATE = [
    _g("v35g_gpt4o_plain", "MAZE:\n" + RING_BM3, S, True, "plain"),
    _g(
        "v35g_gpt41_reasoned",
        "I kept the square loop but made it 3x3 and placed it in the top-left corner.\n\nMAZE:\n"
        + RING_TL3,
        S,
        True,
        "short_reasoned",
    ),
    _g(
        "v35g_o3_fenced",
        "MAZE:\n" + _fence(RING_LM3),
        S,
        False,
        "fenced_answer",
        "hard: a valid ring inside a code fence; strict: a format miss",
    ),
    _g("v35g_o4mini_4x4", "MAZE:\n" + RING_BR4, S, True, "plain"),
    _g(
        "v35g_gpt5_block",
        "A compact square area with P and G inside.\n\nMAZE:\n" + BLOCK,
        F,
        False,
        "wrong_shape",
    ),
    _g(
        "v35g_haiku4_tl4",
        "Here's a new maze with the same square-loop shape:\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "plain",
    ),
    _g(
        "v35g_sonnet4_explained_after",
        "MAZE:\n" + RING_BM3 + "\n\nThe loop is a 3x3 square at the bottom, with P and G on it.",
        S,
        False,
        "answer_then_explanation",
        "hard: a valid ring with prose after it; strict: nothing may follow the maze",
    ),
    _g(
        "v35g_flash_ell",
        "An L-shaped corridor from P to G.\n\nMAZE:\n" + ELL,
        F,
        False,
        "wrong_shape",
    ),
    _g(
        "v35g_pro_four_cols",
        "MAZE:\n" + FOUR_COLS,
        F,
        False,
        "wrong_size",
    ),
    _g(
        "v35g_qwen25_chinese",
        "这是一个新的正方形迷宫：\n\nMAZE:\n" + RING_LM3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v35g_qwen3_think",
        "<think>\nThe original is a 4x4 ring. I'll make a 4x4 ring in the bottom-right corner. Rows 1-4, columns 1-4. P at (1,3), G at (4,2).\n</think>\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "think_then_answer",
    ),
    _g(
        "v35g_llama33_two_goals",
        "MAZE:\n" + TWO_G,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v35g_mistral_copy",
        "Same shape, same size, as requested:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "copies_original",
        "hard: the shown maze copied is not a new maze (a fail)",
    ),
    _g(
        "v35g_gemma3_cut",
        "Sure! Here's a new maze:\n\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 0 0",
        U,
        False,
        "truncated",
        "cut off (finish_reason length) in the middle of the maze",
        finish_reason=L,
    ),
    _g(
        "v35g_v3_coord",
        "MAZE:\n" + coord_list(RING_TL3),
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _g(
        "v35g_r1_coord_wrong_encoding",
        "<think>\nA 3x3 ring on the left.\n</think>\n\nMAZE:\n" + RING_LM3,
        F,
        False,
        "wrong_encoding",
        "hard: a valid ring written as a matrix where the coordinate list was asked is a fail",
        encoding="coord_list",
    ),
    _g(
        "v35g_small_echo_maze_line",
        "Generate a new maze of the same shape.\nMAZE:\nMAZE:",
        U,
        False,
        "small_echo",
        "the instruction echoed and MAZE: alone; no maze",
    ),
    _g(
        "v35g_small_lower",
        "MAZE:\n" + RING_TL3.replace("P", "p").replace("G", "g"),
        F,
        False,
        "small_lowercase",
        "hard: lowercase p and g are a fail (like S/E)",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v35g_opus4_two_kept",
        "Two options:\n\nMAZE:\n" + RING_BM3 + "\n\nor, in the corner:\n\nMAZE:\n" + RING_TL3,
        U,
        False,
        "two_options",
        "two mazes offered with no pick (both valid)",
    ),
    _g(
        "v35g_gpt41_draft_replaced",
        "Draft:\n"
        + BLOCK
        + "\n\nThat block has no walled centre, so it is not a loop. Final:\n\nMAZE:\n"
        + RING_BM3,
        S,
        True,
        "draft_replaced",
        "hard: a broken draft rejected, the maze after the MAZE: line is a valid ring",
    ),
    _g(
        "v35g_o3_check_unsettled",
        "MAZE:\n"
        + RING_LM3
        + "\n\nHmm, is (2,2) actually on the loop or in the centre? Let me recount the columns.",
        U,
        False,
        "second_thought",
        "a doubt after the maze that is never settled",
    ),
    _g(
        "v35g_flash_check_confirms",
        "MAZE:\n"
        + RING_BR4
        + "\n\nReachability: P (1,3) → (1,4) → (2,4) → (3,4) → (4,4) → (4,3) → G (4,2). Valid.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze confirms it; strict: nothing may follow the maze",
    ),
    _g(
        "v35g_pro_coord_question_back",
        "MAZE:\n"
        + coord_list(RING_TL4)
        + "\n\nShould I also list the empty cells in another order, or is this fine?",
        S,
        False,
        "question_back",
        "hard: a committed maze followed by a question back about the form only; strict: text after the maze",
        encoding="coord_list",
    ),
    _g(
        "v35g_llama4_restated_other_encoding",
        "MAZE:\n" + RING_BM3 + "\n\nIn the coordinate list this is:\n" + coord_list(RING_TL3),
        U,
        False,
        "restated_other",
        "the maze restated in the other encoding as a different maze",
    ),
]

PUZZLE = [
    _p(
        "v35p_gpt4o_plain",
        "The bottom-left elbow opens left, off the board; it should open up and right. One clockwise turn fixes it.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "short_reasoned",
    ),
    _p(
        "v35p_gpt41mini_bare",
        "Top-left.\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "plain",
    ),
    _p(
        "v35p_o3_square_n",
        "Only square 1 is disconnected.\n\nROTATE: square 1 clockwise",
        (1, CW),
        True,
        "square_number",
    ),
    _p(
        "v35p_o4mini_ccw",
        "(1,1) needs a quarter turn the other way.\n\nROTATE: (1, 1) CCW",
        (3, CCW),
        False,
        "abbreviation",
        "hard: CCW is counterclockwise; strict: a format miss",
    ),
    _p(
        "v35p_gpt5_checklist",
        "- (0, 0) ✔\n- (0, 1) ✘ opens right (off board)\n- (1, 0) ✔\n- (1, 1) ✔\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "bulleted_options",
    ),
    _p(
        "v35p_haiku4_short",
        "The top-right piece points away from its neighbours. Turning it.\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "plain",
    ),
    _p(
        "v35p_sonnet4_think_switch",
        "The bottom-right elbow opens right and down. It needs to open up and left. Clockwise would take right→down, down→left: that gives down+left, not enough. Counterclockwise... right→up, down→right: up+right. Hmm, neither one turn gives up+left; it needs a half turn. I'll start with clockwise.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_changes_mind",
        "hard: the reasoning weighs both turns and settles on clockwise on the answer line",
    ),
    _p(
        "v35p_opus4_heading",
        "## Which square\n\nThe top-left elbow opens up and left, both off the board.\n\n## Turn\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "heading",
    ),
    _p(
        "v35p_flash_bold",
        "**ROTATE: (1, 0) counterclockwise**",
        (2, CCW),
        True,
        "bold_answer",
        "hard: bold around the whole answer line is tolerated in strict",
    ),
    _p(
        "v35p_pro_degrees",
        "Turn the top-left square by 90° clockwise.\n\nROTATE: (0, 0) 90° clockwise",
        (0, CW),
        False,
        "degrees",
        "hard: a quarter turn said in degrees plus the word; strict: a format miss",
    ),
    _p(
        "v35p_qwen25_chinese_direction",
        "右下角的方块需要旋转。\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese_direction",
        "hard: 逆时针 is counterclockwise; strict: a format miss",
    ),
    _p(
        "v35p_qwen3_think",
        "<think>\nSquare (1,0) opens down and right. Should open up and right. Counterclockwise: down→right, right→up. Gives right+up. Yes.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_then_answer",
    ),
    _p(
        "v35p_llama33_german",
        "Das Feld unten rechts muss gedreht werden.\n\nROTATE: (1, 1) im Uhrzeigersinn",
        (3, CW),
        False,
        "other_language_direction",
        "hard: im Uhrzeigersinn is clockwise in German (read); strict: a format miss",
    ),
    _p(
        "v35p_llama4_tool_call",
        '{"name": "rotate_square", "arguments": {"row": 0, "col": 1, "turn": "clockwise"}}',
        (1, CW),
        False,
        "tool_call_json",
        "hard: a tool call whose arguments say the row and column is that cell; strict: a format miss",
    ),
    _p(
        "v35p_mistral_spacing",
        "ROTATE: (0,1) counterclockwise",
        (1, CCW),
        False,
        "spacing",
        "hard: (0, 1); strict: ROTATE spacing is literal, a format miss",
    ),
    _p(
        "v35p_phi4_after",
        "ROTATE: (1, 0) clockwise\n\nThis aligns the bottom-left pipe with the square above it.",
        (2, CW),
        False,
        "answer_then_explanation",
        "hard: the answer line is not last; strict: a format miss",
    ),
    _p(
        "v35p_gemma3_cut",
        "Let's look at each square one by one! Square (0, 0) is an elbow that opens to the right and down, which matches",
        U,
        False,
        "truncated",
        "cut off (finish_reason length) before the answer line",
        finish_reason=L,
    ),
    _p(
        "v35p_v3_fourth_square",
        "The fourth square is the odd one out.\n\nROTATE: the fourth square clockwise",
        (3, CW),
        False,
        "ordinal",
        "hard: the fourth square is square 3; strict: a format miss",
    ),
    _p(
        "v35p_r1_think_settle",
        "<think>\nTop-left opens right+down. Top-right opens left+up: the up end goes off board. Needs left+down. Clockwise: left→up, up→right — no. Counterclockwise: left→down, up→left — yes.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_changes_mind",
    ),
    _p(
        "v35p_small_echo_placeholder",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise).\nROTATE: (row, col) clockwise (or counterclockwise)",
        U,
        False,
        "small_echo",
        "the prompt's placeholder echoed with both directions; no square",
    ),
    _p(
        "v35p_small_repeat",
        "(1, 1)\nROTATE: (1, 1) clockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_repeat",
        "hard: the same answer line twice is clear and strict-right",
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v35p_gpt5_both_turns",
        "Square (0, 1) is off by a quarter turn, but from the text I can't tell which way.\n\nROTATE: (0, 1) clockwise or counterclockwise",
        U,
        False,
        "two_options",
        "both turn directions for one square",
    ),
    _p(
        "v35p_sonnet4_rejects_other",
        "I considered turning (1, 1), but it already connects to (1, 0), so leaving it.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "rejected_alternative",
        "hard: another square named and clearly ruled out before the answer line",
    ),
    _p(
        "v35p_o3_after_recount",
        "ROTATE: (1, 0) clockwise\n\nRecounting the openings, (1, 0) would then point down, off the board, so counterclockwise seems the one to use.",
        U,
        False,
        "second_thought",
        "a check after the answer concludes on the other turn without saying it replaces the answer",
    ),
    _p(
        "v35p_flash_recount_confirms",
        "ROTATE: (1, 0) counterclockwise\n\nRecounting: after the turn (1, 0) opens up and right, meeting (0, 0) and (1, 1). Correct.",
        (2, CCW),
        False,
        "verification_after",
        "hard: a check after the answer confirms it; strict: the answer line is not last",
    ),
    _p(
        "v35p_llama4_if_board",
        "If the board is the one from the last turn, ROTATE: (0, 0) clockwise. If it changed, I need to see it again.",
        U,
        False,
        "conditional",
        "an answer under a condition the reply leaves unsettled",
    ),
    _p(
        "v35p_opus4_one_based_said",
        "Numbering squares 1 to 4 row by row, square 2 is wrong.\n\nROTATE: square 2 counterclockwise",
        (1, CCW),
        False,
        "one_based_said",
        "hard: the reply numbers the squares 1 to 4, so square 2 is square 1; strict: a format miss",
    ),
    _p(
        "v35p_qwen3_unfinished_fix",
        "ROTATE: (1, 1) clockwise\n\nActually, I meant",
        U,
        False,
        "withdrawn",
        "an unfinished correction: the answer is taken back and nothing replaces it",
    ),
]

SOLVE += [
    _s(
        "v35s_small_ordinal_loop",
        "You are in the 2nd row of the 1st column. You are in the 2nd row of the 1st column of the 2nd row of the 1st column of the 2nd row",
        U,
        None,
        "small_repeat",
        "a position restated in ordinals until cut off (finish_reason length); no move named",
        finish_reason=L,
    ),
    _s(
        "v35s_small_two_cells_and",
        "You can go to the cell below (2, 0) and go to the cell on the right (1, 1).",
        U,
        None,
        "small_two_cells",
        "two cells offered with 'and' and no pick",
    ),
    _s(
        "v35s_small_row_only",
        "Move to the bottom cell of the 1st column.",
        U,
        None,
        "small_half_label",
        "a place with no row said ('the bottom cell' of a column could be (2, 0) or (4, 0)); no (row, col) pair",
    ),
    _s(
        "v35s_small_sentence_pair",
        "You should move to (2, 0).",
        (2, 0),
        None,
        "small_sentence",
        "hard: a single committed cell in a sentence, no label (strict: a format miss)",
    ),
]

ONE_SHOT += [
    _o(
        "v35o_small_repeat_short",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1)",
        F,
        False,
        "small_repeat",
        "hard: the same route twice, clear, and it stops at (4, 1), two short of G",
    ),
]

RECOGNIZE += [
    _r(
        "v35r_small_triangle_base",
        "The empty cells form a triangle. The triangle has three corners at (1, 0), (4, 0) and (4, 3).",
        "triangle",
        False,
        "small_wrong_shape",
    ),
    _r(
        "v35r_small_triangular_pyramid",
        "The empty cells form a triangular pyramid with a height of 2.",
        "triangle",
        False,
        "small_wrong_shape",
        "hard: a solid named for a shape is the pyramid, the triangle's variant",
    ),
]

GENERATE += [
    _g(
        "v35g_small_twos",
        "MAZE:\n1 2 2 2 1\n1 2 1 2 1\n1 2 2 2 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_bad_symbols",
        "hard: a grid of 1s and 2s with no P and no G is a maze attempt that fails",
    ),
]

PUZZLE += [
    _p(
        "v35p_small_two_squares",
        "You can rotate the square (0, 1) and rotate the square (1, 0).",
        U,
        False,
        "small_two_cells",
        "two squares offered with no pick and no direction",
    ),
    _p(
        "v35p_small_board_echo",
        "The board is:\n(0, 0) (0, 1)\n(1, 0) (1, 1)\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "small_echo",
        "hard: the board's cells echoed, then one answer line as the last line",
    ),
]


all_cases, chosen, split, problems = set_functions(
    "v35",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v35.py: counts, no reader
    print_counts(all_cases(), problems())

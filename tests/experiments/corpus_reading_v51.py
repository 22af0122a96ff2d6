"""A fifty-first, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording, the lead's cumulative rulings and strict policy
given in the round's brief, and the specification's shape variants and path check (the last G
walked back to P). ``corpus_form``, ``blind_set_form``, ``blind_set_mazes``, ``corpus_mazes``,
``corpus_reading_v49`` and its test file were read for the data format and the rulings as
applied; each label was written down before any test of this file ran.

This round's emphasis is the everyday transcript, western families first: each family answers
the five prompts the way it usually does in a study run, not a hunt for hard cases. About 15%
Qwen (some Chinese), then GPT-4o/4.1/5, o3 and o4-mini (terse), Claude (a short reasoning
paragraph, the label, often a check after it), Gemini 2.5 (headings, bold answers, bullets),
Llama 3/4, Mistral and Mixtral, DeepSeek-R1/V3 (``<think>``), Phi-4, Gemma 3 and the small
models' habits (echoes of the prompt, repeats, half-formed labels, cut-offs). The chosen quarter
(the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs unclear
replies with clear look-alikes from what such transcripts hold most often: two answers with or
without a pick, a check or summary after the answer that agrees or names another answer, a hedge
or a condition that is settled or left open, a correction or a withdrawal, an offer to say more
or a question handed back, a cut-off. New rings (one of side 5), broken mazes and routes, new
against every set before.

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
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
TOP_DOUBLE_BACK = "1,0 1,1 1,2 1,1 1,2 1,3 2,3 1,3 2,3 3,3 4,3"
"""Valid: the top route with one step back on row 1 and one on column 3; every step legal."""
TOP_AROUND_PAST = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0 4,1"
"""Valid up to G: the top route to G, then on west along the bottom row and back one (not
scored)."""
TOP_OFF_ON_PAST = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,3 4,2"
"""Valid up to G: the top route to G, off it and back on, then off again (not scored)."""
WALL_ROW3 = "1,0 2,0 3,0 4,0 4,1 3,1 3,2 3,3 4,3"
"""Broken: up from (4,1) into the walls (3,1) and (3,2) of the centre."""
BACK_DIAG = "1,0 2,0 1,0 1,1 1,2 2,3 3,3 4,3"
"""Broken: a step down and back, then a diagonal step from (1,2) to (2,3)."""
BACK_SKIP = "1,0 1,1 1,2 1,1 1,2 1,3 3,3 4,3"
"""Broken: a step back on row 1, then a jump from (1,3) to (3,3) over (2,3)."""
BOUNCE_SKIP_41 = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,3"
"""Broken: a step back up the left column, then a jump from (4,1) to (4,3) over (4,2)."""

# == generated mazes (5x5) =================================================================
RING_TR4 = """\
1 0 0 0 G
1 0 1 1 0
1 P 1 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (2,1), G at (0,4)."""

RING_BM3 = """\
1 1 1 1 1
1 1 1 1 1
1 0 G 0 1
1 P 1 0 1
1 0 0 0 1"""
"""Valid: a 3x3 ring at the bottom middle, rows 2-4, P at (3,1), G at (2,2)."""

RING_5_SOUTH = """\
0 0 G 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 P 0 0"""
"""Valid: the 5x5 outer ring, P at the bottom middle (4,2), G at the top middle (0,2)."""

GAP_BR4 = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 1
1 0 0 0 G"""
"""Broken: a 4x4 ring in the bottom-right with (3,4) walled: a C, not a square."""

G_OUTSIDE = """\
P 0 0 1 1
0 1 0 1 1
0 0 0 1 1
1 1 1 1 1
1 1 1 1 G"""
"""Broken: a 3x3 ring in the top-left with the goal walled off in the far corner."""

FOUR_COLS = """\
1 0 0 0
1 0 1 0
1 P 1 0
1 0 0 G
1 1 1 1"""
"""Broken: five rows of four cells, not the 5x5 the prompt asks for."""

NO_GOAL = """\
1 1 1 1 1
1 1 0 0 0
1 1 P 1 0
1 1 0 0 0
1 1 1 1 1"""
"""Broken: a 3x3 ring on the right edge with no goal."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v51s_qwen25_plain",
        "The player P is at (1, 0). The cell above is a wall, and the cells to the right (1, 1) and below (2, 0) are empty. I will move down along the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_qwen25_zh",
        "玩家当前在 (1, 0)。右侧 (1, 1) 为空，可以沿第一行走到最右边，再向下到达终点。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v51s_qwen3_think",
        "<think>\nP at (1,0). Up is (0,0), a wall. Right (1,1) is 0, down (2,0) is 0. Goal (4,3). Left column then bottom row works, six moves. Fine, down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v51s_qwen3_think_zh",
        "<think>\n玩家 (1,0)，终点 (4,3)。向下：(2,0)(3,0)(4,0)(4,1)(4,2)(4,3)，可行。\n</think>\n\n向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v51s_qwenmax_md",
        "**当前位置**：(1, 0)\n**可走方向**：右、下\n\n选择向右，沿上方通道前进。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v51s_gpt4o_md",
        "To decide the next move, let's check the neighbors of P at (1, 0):\n\n- Up: (0, 0) — wall\n- Right: (1, 1) — empty\n- Down: (2, 0) — empty\n\nBoth work, but moving right starts along the top corridor toward column 3, which leads down to G.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v51s_gpt4o_short",
        "I'll move down to the empty cell below the player.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_gpt41_plain",
        "Moving down to (2, 0) puts the player on the left column, which runs straight to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_gpt5_terse",
        "Right is open and leads to column 3.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v51s_o3_terse",
        "Left column is clear to row 4.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_o4mini_one_line",
        "Top corridor, then down column 3.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v51s_claude_para",
        "The player starts at (1, 0) on the left edge. Above is a wall, so the options are right to (1, 1) or down to (2, 0). Both routes reach the goal in six moves: along the top and down column 3, or down column 0 and along the bottom row. I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_reasoning",
    ),
    _s(
        "v51s_claude_check",
        "Going down keeps things simple: column 0 is open from row 1 to row 4, and row 4 then leads right to G.\n\nMOVE: (2, 0)\n\nChecking: (2, 0) is a 0 in the maze, so this is a valid move.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it keeps the answer (strict: not the last line)",
    ),
    _s(
        "v51s_gemini_md",
        "### Analysis\n\n* **Player position:** (1, 0)\n* **Goal position:** (4, 3)\n* **Valid moves:** right to (1, 1), down to (2, 0)\n\n### Decision\n\nThe top corridor leads directly to column 3, which drops to the goal.\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v51s_gemini_final",
        "**Reasoning:**\n* Down from (1, 0) is open.\n* The left column continues to (4, 0).\n\n**Final Answer:**\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_heading",
    ),
    _s(
        "v51s_llama3_plain",
        "To move towards the goal, the player should move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_llama4_md",
        "**Next move:** right, into the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v51s_mistral_nospace",
        "The player moves right along the first row.\n\nMOVE: (1,1)",
        (1, 1),
        None,
        "spacing",
        "hard: the cell without the prompt's space is read (strict: format miss)",
    ),
    _s(
        "v51s_mixtral_prose",
        "The best move is to go down to (2, 0), since the left side of the maze is open all the way to the bottom.",
        (2, 0),
        None,
        "no_label",
        "hard: one cell named in a sentence as the move, no MOVE line (strict: no label)",
    ),
    _s(
        "v51s_r1_think",
        "<think>\nOkay, the player is at (1,0). Let me look at the grid. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. So right is open and down is open. The goal at (4,3) — from the top row, go to (1,3), then (2,3), (3,3), (4,3). That works. Down also works. I'll take the right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v51s_r1_cut_think",
        "<think>\nAlright, P is at (1,0). The neighbours are (0,0) wall, (1,1) open, (2,0) open. If I go right, then (1,2), (1,3), then down (2,3),",
        U,
        None,
        "cut_in_think",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _s(
        "v51s_v3_plain",
        "Next move: go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_phi4_steps",
        "Step 1: Identify the player's position: (1, 0).\nStep 2: Identify open neighbours: (1, 1) and (2, 0).\nStep 3: Both are equally far from the goal along an open path, so choose (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "long_reasoning",
    ),
    _s(
        "v51s_gemma3_bold_prose",
        "Okay, let's figure this out! The player is at (1, 0). Moving **down** gets us onto the left column, which is open all the way to the bottom.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v51s_gemma3_direction",
        "The player should move right.\n\nMOVE: right",
        (1, 1),
        None,
        "direction_word",
        "hard: the direction word after the label is the neighbouring cell (1, 1) (strict: no cell)",
    ),
    _s(
        "v51s_small_echo",
        "End your reply with a line of the form MOVE: (row, col)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the move",
    ),
    _s(
        "v51s_small_repeat",
        "The player goes right.\nMOVE: (1, 1)\nThe player goes right.\nMOVE: (1, 1)\nThe player goes right.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v51s_small_half",
        "the player move down\nMOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: the label without its colon, then one whole cell; read as (2, 0) (strict: format miss)",
    ),
    _s(
        "v51s_small_two_cells",
        "the player go\nMOVE: (1, 1) (2, 0)",
        U,
        None,
        "small_two_cells",
        "two cells on the one MOVE line, none picked",
    ),
    _s(
        "v51s_small_garble",
        "P G 0 1 the move is the the the",
        U,
        None,
        "small_garble",
        "no cell and no direction, only words of the prompt",
    ),
    _s(
        "v51s_small_cut",
        "The player is at (1, 0) and can move to",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before any move",
        finish_reason=L,
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v51c_s_gpt4o_two",
        "Both (1, 1) and (2, 0) are valid and lead to the goal in six moves.\n\nMOVE: (1, 1) or (2, 0)",
        U,
        None,
        "two_options",
        "two moves offered as equal alternatives on the answer line, none picked",
    ),
    _s(
        "v51c_s_claude_pick",
        "Right to (1, 1) and down to (2, 0) both work. I'll go with down, since the left column is a straight run.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: both moves weighed and one picked in words, then the MOVE line",
    ),
    _s(
        "v51c_s_claude_check_open",
        "MOVE: (1, 1)\n\nLet me verify that (1, 1) is actually open... row 1 reads P 0 0 0 1, though I may be miscounting the columns.",
        U,
        None,
        "second_thought",
        "a check after the move that ends in an unsettled doubt about it",
    ),
    _s(
        "v51c_s_claude_check_ok",
        "MOVE: (1, 1)\n\nLet me verify: row 1 reads P 0 0 0 1, so (1, 1) is a 0. The move is valid.",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v51c_s_gemini_summary_other",
        "**Move:** down\n\nMOVE: (2, 0)\n\n**Summary:** The player steps right to (1, 1) to start along the top corridor.",
        U,
        None,
        "summary_other",
        "the MOVE line says (2, 0) but the summary after it names (1, 1); nothing picks",
    ),
    _s(
        "v51c_s_gpt41_summary_agrees",
        "MOVE: (2, 0)\n\nSummary: one step down to (2, 0), onto the open left column.",
        (2, 0),
        None,
        "summary_agrees",
        "hard: a summary after the move that names the same cell (strict: not the last line)",
    ),
    _s(
        "v51c_s_llama3_withdrawn",
        "MOVE: (1, 1)\n\nWait, I don't think that's right. Let me reconsider the maze before moving.",
        U,
        None,
        "withdrawn",
        "the move withdrawn with no new move named",
    ),
    _s(
        "v51c_s_mistral_correction",
        "MOVE: (1, 1)\n\nWait — going down is just as short and simpler to follow: (2, 0) instead.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: a correction naming its new move; the last MOVE line stands",
    ),
    _s(
        "v51c_s_gpt4o_question",
        "I can move right to (1, 1) or down to (2, 0). Which route would you prefer I take?",
        U,
        None,
        "question_back",
        "the choice between two moves handed back to the user",
    ),
    _s(
        "v51c_s_gemini_offer_after",
        "MOVE: (2, 0)\n\nLet me know if you'd like me to plan the remaining moves as well!",
        (2, 0),
        None,
        "question_back",
        "hard: the move is given; the offer after it only invites more (strict: not the last line)",
    ),
    _s(
        "v51c_s_qwen3_hedge_open",
        "MOVE: (2, 0)\n\n不过我不太确定，也许 (1, 1) 更好。",
        U,
        None,
        "hedged",
        "a hedge after the move that leans to another move and is left open",
    ),
    _s(
        "v51c_s_phi4_hedge_settled",
        "I'm not completely sure which route is shorter, but after counting, both are six moves, so I'll commit to going down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedged",
        "hard: a hedge before the answer that the reply settles, then the MOVE line",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ====================================
ONE_SHOT = [
    _o(
        "v51o_qwen25_plain",
        "Starting from P at (1, 0), move down the left column to (4, 0), then right along the bottom row to G.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v51o_qwen25_zh_back",
        "从 P 出发沿第一行向右，中间退了一步，到第 3 列又退了一步，最后向下到达 G。\n\nPATH: "
        + path_text(TOP_DOUBLE_BACK),
        S,
        True,
        "chinese_reasoning",
        "hard: a step back on row 1 and one on column 3; every step legal, ends on G",
    ),
    _o(
        "v51o_qwen3_think_past",
        "<think>\n沿第一行向右到 (1,3)，再沿第 3 列向下到 G (4,3)。\n</think>\n\nPATH: "
        + path_text(TOP_OFF_ON_PAST),
        S,
        True,
        "think_block",
        "hard: the top route to G, off it and back on, then off again; the check stops at the last G",
    ),
    _o(
        "v51o_qwenmax_md",
        "## 路径分析\n- 起点：(1, 0)\n- 终点：(4, 3)\n- 路线：沿第一行向右，再沿第 3 列向下\n\n## 答案\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v51o_gpt4o_md",
        "Here's a path from P to G:\n\n1. Move down from (1, 0) to (4, 0).\n2. Move right from (4, 0) to (4, 3).\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v51o_gpt41_past",
        "PATH: " + path_text(TOP_AROUND_PAST),
        S,
        True,
        "asked_format",
        "hard: the top route to G, then on along the bottom row (not scored)",
    ),
    _o(
        "v51o_gpt5_diag",
        "Tried down first, came back, then took the top row, cutting the corner at (1, 2).\n\nPATH: "
        + path_text(BACK_DIAG),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v51o_o3_terse",
        "Top row, then column 3.\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v51o_o4mini_jump",
        "Along the top row, then down column 3.\n\nPATH: " + path_text(BACK_SKIP),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v51o_claude_para",
        "The maze is a loop, so there are two equally short routes. I'll take the left side: down column 0 to the bottom row, then right to the goal. Each step moves to an adjacent empty cell.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "long_reasoning",
    ),
    _o(
        "v51o_claude_check_after",
        "Going along the top corridor and down the right side:\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nEach step is to an adjacent open cell, and the path ends on G at (4, 3).",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it (strict: not the last line)",
    ),
    _o(
        "v51o_gemini_bold",
        "### Path Finding\n\n* Start at **P (1, 0)**\n* Go down column 0 to **(4, 0)**\n* Go right along row 4 to **G (4, 3)**\n\n**PATH: "
        + path_text(LEFT_COL)
        + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v51o_gemini_arrows",
        "**Solution:**\n\n" + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: the route written with arrows and no PATH label (strict: format miss)",
    ),
    _o(
        "v51o_llama3_wall",
        "The path from P to G is:\n\nPATH: " + path_text(WALL_ROW3),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v51o_llama4_double_back",
        "## Path\n\nPATH: " + path_text(TOP_DOUBLE_BACK),
        S,
        True,
        "markdown_heavy",
        "hard: two steps back along the way, every step legal, ends on G",
    ),
    _o(
        "v51o_mistral_commas",
        "The route along the top and down the right side:\n\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "commas",
        "hard: cells separated by commas (strict: not the prompt's spaces)",
    ),
    _o(
        "v51o_mixtral_jump",
        "The player goes down, then right.\n\nPATH: " + path_text(BOUNCE_SKIP_41),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v51o_r1_think",
        "<think>\nThe open cells form a ring. From (1,0), down to (2,0), (3,0), (4,0), then right (4,1), (4,2), (4,3). Six moves.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v51o_v3_zh",
        "路径：先向下，再向右。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v51o_gemma3_fenced",
        "Okay, here's the path!\n\n```\nPATH: " + path_text(RIGHT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the path inside a code fence (strict: fenced)",
    ),
    _o(
        "v51o_small_echo",
        "End your reply with a line of the form PATH: (row, col) (row, col) ...\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's placeholder echoed first; the last line is the path",
    ),
    _o(
        "v51o_small_repeat",
        "the path P to G\nPATH: (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v51o_small_garble",
        "PATH: P G PATH: the path",
        U,
        False,
        "small_garble",
        "the label twice with no cells after it",
    ),
    _o(
        "v51o_small_cut",
        "the path\nPATH: (1, 0) (2, 0) (3, 0) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the path, before G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v51c_o_gpt4o_two",
        "There are two shortest paths:\n\n- PATH: "
        + path_text(RIGHT_COL)
        + "\n- PATH: "
        + path_text(LEFT_COL)
        + "\n\nEither one works.",
        U,
        False,
        "two_options",
        "two paths offered as equal alternatives, none picked",
    ),
    _o(
        "v51c_o_claude_pick",
        "I considered two routes:\n\n1. PATH: "
        + path_text(BACK_DIAG)
        + "\n2. PATH: "
        + path_text(LEFT_COL)
        + "\n\nRoute 1 moves diagonally from (1, 2) to (2, 3), which isn't allowed, so my answer is route 2.",
        S,
        False,
        "rejected_alternative",
        "hard: two paths, the broken one rejected and the other picked in words (strict: the last line is a sentence)",
    ),
    _o(
        "v51c_o_llama4_conditional",
        "Assuming the cells in column 3 are all open, the path is:\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nIf not, take the left side instead.",
        U,
        False,
        "conditional",
        "the path given on an assumption the reply never checks, another route offered otherwise",
    ),
    _o(
        "v51c_o_gpt41_conditional_met",
        "If column 0 is open from row 1 down to row 4, the left route works. It is: rows 2, 3 and 4 all start with 0.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "conditional",
        "hard: a condition the reply checks and finds met, then the path",
    ),
    _o(
        "v51c_o_r1_summary_other",
        "<think>\nLeft then bottom.\n</think>\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n\nSummary: the player goes right along row 1 and down column 3 to reach G.",
        U,
        False,
        "summary_other",
        "the PATH line goes down the left side, the summary after it the top and right side; nothing picks",
    ),
    _o(
        "v51c_o_claude_summary_agrees",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\nIn short: right along row 1 to (1, 3), then down column 3 to G.",
        S,
        False,
        "summary_agrees",
        "hard: a summary after the path that describes the same route (strict: not the last line)",
    ),
    _o(
        "v51c_o_qwen3_cut_answer",
        "<think>\n左边一列向下，然后底行向右。\n</think>\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2)",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path, one cell before G",
        finish_reason=L,
    ),
    _o(
        "v51c_o_gemini_correction",
        "PATH: "
        + path_text(BOUNCE_SKIP_41)
        + "\n\nCorrection: that skips (4, 2). The full path is:\n\nPATH: "
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
        "v51r_qwen25_plain",
        "The empty cells form a closed loop: row 1, column 3, row 4 and column 0. This loop has four equal sides.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v51r_qwen25_zh_name",
        "空格沿着四条边围成一个闭合的环，四条边长度相同。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 is square (strict: not an English name)",
    ),
    _r(
        "v51r_qwen3_think",
        "<think>\nEmpty cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). A hollow 4x4 outline. Could be a C? No, both sides are open. Square.\n</think>\n\nThe empty cells outline a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v51r_qwenmax_md",
        "### 分析\n空格组成一个 4×4 的空心方框，中间是 2×2 的墙。\n\n### 结论\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v51r_gpt4o_md",
        "The empty cells (including P and G) form the outline of a square:\n\n- Top edge: (1, 0) to (1, 3)\n- Right edge: (1, 3) to (4, 3)\n- Bottom edge: (4, 0) to (4, 3)\n- Left edge: (1, 0) to (4, 0)\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v51r_gpt41_first",
        "SHAPE: square\n\nThe empty cells trace the perimeter of a 4×4 block.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the labelled shape first, a reason after it (strict: not the last line)",
    ),
    _r(
        "v51r_gpt5_ring",
        "Hollow 4×4 outline.\n\nSHAPE: square ring",
        "square",
        True,
        "variant_name",
        "hard: a square ring is a square; a SHAPE line may carry any English name",
    ),
    _r(
        "v51r_o3_terse",
        "Perimeter of a 4x4 block.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v51r_o4mini_hollow",
        "The open cells trace a hollow square around the walls.\n\nSHAPE: hollow square",
        "square",
        True,
        "variant_name",
        "hard: a hollow square is a square; a SHAPE line may carry any English name",
    ),
    _r(
        "v51r_claude_para",
        "Looking at all the empty cells, they run along row 1 from column 0 to 3, down column 3 to row 4, back along row 4, and up column 0. Together they form a closed loop around a 2×2 block of walls, with four sides of equal length.\n\nSHAPE: square",
        "square",
        True,
        "long_reasoning",
    ),
    _r(
        "v51r_claude_check",
        "The empty cells form the border of a 4×4 square.\n\nSHAPE: square\n\nTo double-check: each side has four cells and the corners connect, so the loop is closed.",
        "square",
        False,
        "verification_after",
        "hard: a check after the shape that confirms it (strict: not the last line)",
    ),
    _r(
        "v51r_gemini_bold",
        "## Shape Analysis\n\n* **Rows:** row 1 and row 4 are open across columns 0–3.\n* **Columns:** column 0 and column 3 are open across rows 1–4.\n\nThese form a closed square loop.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v51r_gemini_c",
        "## Shape\n\nThe open cells curve around the centre like the letter **C**.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v51r_llama3_label_case",
        "The empty cells form a square shape.\n\nShape: square",
        "square",
        False,
        "label_case",
        "hard: the label not in the prompt's capitals (strict: not SHAPE:)",
    ),
    _r(
        "v51r_llama4_spiral",
        "The path winds around the walls in the center.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v51r_mistral_triangle",
        "Looking at the empty cells, they form a triangle.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v51r_r1_think",
        "<think>\nHmm, the empty cells. Row 1: P 0 0 0. Rows 2 and 3: first and fourth columns. Row 4: 0 0 0 G. That's a square frame.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v51r_v3_zh",
        "空格组成一个正方形的边框。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v51r_gemma3_cross",
        "Okay! The empty cells look like a plus sign.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v51r_small_echo",
        "What geometric shape do the empty cells form together?\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the prompt's question echoed first; the last line is the shape",
    ),
    _r(
        "v51r_small_repeat",
        "the shape square\nSHAPE: square\nthe shape square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v51r_small_half",
        "the empty cells\nshape square",
        "square",
        False,
        "small_half_label",
        "hard: a half-formed label without its colon names square (strict: no SHAPE: line)",
    ),
    _r(
        "v51r_small_garble",
        "The shape is the 1 1 1 1 1 P 0 0 0 1",
        U,
        False,
        "small_garble",
        "no shape named, only a row of the maze",
    ),
    _r(
        "v51r_small_cut",
        "The shape of the empty cells is a sq",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before the shape",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v51c_r_gpt4o_two",
        "Depending on whether the corners count, this is either a square or a C shape.\n\nSHAPE: square or C",
        U,
        False,
        "two_options",
        "two shapes on the answer line on a condition left open, none picked",
    ),
    _r(
        "v51c_r_claude_pick",
        "This could look like a C at first, but the right side (column 3) is open all the way from row 1 to row 4, so the loop closes. I'll go with square.\n\nSHAPE: square",
        "square",
        True,
        "rejected_alternative",
        "hard: C weighed and rejected in words, then the SHAPE line",
    ),
    _r(
        "v51c_r_gemini_summary_other",
        "SHAPE: square\n\n**Summary:** The empty cells form a spiral winding around the central walls.",
        U,
        False,
        "summary_other",
        "the SHAPE line says square but the summary after it names a spiral; nothing picks",
    ),
    _r(
        "v51c_r_gpt41_summary_agrees",
        "SHAPE: square\n\nSummary: a closed 4×4 square loop.",
        "square",
        False,
        "summary_agrees",
        "hard: a summary after the shape that names the same shape (strict: not the last line)",
    ),
    _r(
        "v51c_r_llama4_withdrawn",
        "SHAPE: square\n\nActually, I'm not sure about that. I'd rather not commit to a shape.",
        U,
        False,
        "withdrawn",
        "the shape withdrawn with no new shape named",
    ),
    _r(
        "v51c_r_mistral_correction",
        "SHAPE: C\n\nWait — the right column is open too, so the loop is closed. Square instead.\n\nSHAPE: square",
        "square",
        True,
        "correction",
        "hard: a correction naming its new shape; the last SHAPE line stands",
    ),
    _r(
        "v51c_r_qwen3_second_thought",
        "SHAPE: square\n\n等等，我再看一下第 3 列……好像 (2, 3) 是墙？不确定。",
        U,
        False,
        "second_thought",
        "a doubt after the shape about a cell of its side, left unsettled",
    ),
    _r(
        "v51c_r_phi4_question_after",
        "SHAPE: square\n\nWould you like me to explain how I identified the shape?",
        "square",
        False,
        "question_back",
        "hard: the shape is given; the question after it only offers more (strict: not the last line)",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ============================
GENERATE = [
    _g(
        "v51g_qwen25_tr4",
        "Here is a new maze with a 4x4 square ring in the top-right corner.\n\nMAZE:\n" + RING_TR4,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v51g_qwen25_zh_nogoal",
        "新的迷宫，方形环放在右侧中间。\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v51g_qwen3_think_bm3",
        "<think>\n3x3 ring at the bottom middle: rows 2-4, cols 1-3. P at (3,1), G at (2,2). Centre (3,2) is a wall. Everything else walls.\n</think>\n\nMAZE:\n"
        + RING_BM3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v51g_qwenmax_coord",
        "## 新迷宫\n\nMAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "markdown_heavy",
        encoding="coord_list",
    ),
    _g(
        "v51g_gpt4o_bm3",
        "Here's a new 5x5 maze where the empty cells form a smaller square loop at the bottom:\n\nMAZE:\n"
        + RING_BM3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v51g_gpt41_gap",
        "MAZE:\n" + GAP_BR4,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v51g_gpt5_outer",
        "Outer border as the ring, P bottom-centre, G top-centre.\n\nMAZE:\n" + RING_5_SOUTH,
        S,
        True,
        "asked_format",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v51g_o4mini_coord_nogoal",
        "MAZE:\n" + coord_list(NO_GOAL),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v51g_claude_para",
        "I'll keep the square loop but shrink it to 3×3 and move it to the bottom of the grid, with P on its left side and G at the top middle of the ring.\n\nMAZE:\n"
        + RING_BM3,
        S,
        True,
        "long_reasoning",
    ),
    _g(
        "v51g_claude_outside",
        "I'll move the square to the top-left and put the goal in the far corner.\n\nMAZE:\n"
        + G_OUTSIDE,
        F,
        False,
        "long_reasoning",
    ),
    _g(
        "v51g_gemini_fence",
        "### New Maze\n\n```\nMAZE:\n" + RING_TR4 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v51g_gemini_bold_check",
        "**New maze (4x4 square ring, top-right):**\n\nMAZE:\n"
        + RING_TR4
        + "\n\n**Check:** one P, one G, and the ring connects them.",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it (strict: text after the maze)",
    ),
    _g(
        "v51g_llama3_four_rows",
        "Here is a new maze:\n\nMAZE:\n" + FOUR_COLS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v51g_llama4_outer",
        "## New Maze\n\nMAZE:\n" + RING_5_SOUTH,
        S,
        True,
        "markdown_heavy",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v51g_mistral_coord_gap",
        "MAZE:\n" + coord_list(GAP_BR4),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v51g_r1_think_outer",
        "<think>\n用最外圈当环，P 在底边中间 (4,2)，G 在顶边中间 (0,2)。中间 3x3 是墙。\n</think>\n\nMAZE:\n"
        + RING_5_SOUTH,
        S,
        True,
        "think_block",
        "hard: the 5x5 outer ring is a square ring of another size that fits, so a square",
    ),
    _g(
        "v51g_v3_gap",
        "新迷宫：\n\nMAZE:\n" + GAP_BR4,
        F,
        False,
        "chinese_reasoning",
    ),
    _g(
        "v51g_phi4_coord_tr4",
        "Below is the new maze in the same coordinate-list format.\n\nMAZE:\n"
        + coord_list(RING_TR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v51g_small_echo",
        "Write the line MAZE: and then the maze, with nothing after it.\nMAZE:\n" + RING_BM3,
        S,
        True,
        "small_echo",
        "hard: the prompt's instruction echoed first; the maze after the MAZE: line is the answer",
    ),
    _g(
        "v51g_small_repeat",
        "the maze is\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v51g_small_garble",
        "the new maze is the maze with the shape of the maze\nMAZE:",
        U,
        False,
        "small_garble",
        "the label with no maze after it",
    ),
    _g(
        "v51g_small_cut",
        "MAZE:\n1 0 0 0 G\n1 0 1 1 0\n1 P",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v51c_g_gpt4o_two",
        "Here are two options:\n\n**Option 1**\nMAZE:\n"
        + RING_TR4
        + "\n\n**Option 2**\nMAZE:\n"
        + RING_BM3
        + "\n\nBoth keep the square shape.",
        U,
        False,
        "two_options",
        "two mazes offered as alternatives, none picked",
    ),
    _g(
        "v51c_g_claude_pick",
        "Option A:\nMAZE:\n"
        + G_OUTSIDE
        + "\n\nOption B:\nMAZE:\n"
        + RING_BM3
        + "\n\nIn option A the goal is cut off from the ring, so I'll go with option B.",
        S,
        False,
        "rejected_alternative",
        "hard: two mazes, the broken one rejected and the ring picked in words (strict: the last line is a sentence)",
    ),
    _g(
        "v51c_g_gemini_second",
        "MAZE:\n"
        + RING_TR4
        + "\n\nHmm, I should make sure the goal is reachable... I'm not certain the path along column 4 connects.",
        U,
        False,
        "second_thought",
        "a doubt after the maze about whether the goal is reachable, left unsettled",
    ),
    _g(
        "v51c_g_llama4_correction",
        "MAZE:\n"
        + FOUR_COLS
        + "\n\nOops, that only has four columns. Here is the corrected 5x5 maze:\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "correction",
        "hard: a correction naming its new maze; the last MAZE stands",
    ),
    _g(
        "v51c_g_mistral_withdrawn",
        "MAZE:\n"
        + RING_BM3
        + "\n\nOn second thought, this doesn't look right to me. Let me know if you want me to try again.",
        U,
        False,
        "withdrawn",
        "the maze withdrawn with no new maze named",
    ),
    _g(
        "v51c_g_qwen3_question_after",
        "MAZE:\n" + RING_5_SOUTH + "\n\n需要我再生成一个不同位置的版本吗？",
        S,
        False,
        "question_back",
        "hard: the maze (the 5x5 outer ring, a square) is given; the question after it only offers more (strict: text after the maze)",
    ),
    _g(
        "v51c_g_r1_cut_answer",
        "<think>\n3x3 环放在底部中间，P (3,1)，G (2,2)。写出来：\n</think>\n\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 0 G",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v51c_g_gpt41_summary_agrees",
        "MAZE:\n"
        + coord_list(RING_BM3)
        + "\n\nSummary: a 3x3 square ring at the bottom, P at (3,1), G at (2,2).",
        S,
        False,
        "summary_agrees",
        "hard: a summary after the maze that describes the same maze (strict: text after the maze)",
        encoding="coord_list",
    ),
    _g(
        "v51c_g_gemini_summary_other",
        "MAZE:\n"
        + RING_BM3
        + "\n\n**Summary:** a 4x4 square ring in the top-right corner, with P at (2, 1) and G at (0, 4).",
        U,
        False,
        "summary_other",
        "the maze given is a 3x3 ring at the bottom, the summary after it describes another maze (a 4x4 ring top-right); nothing picks",
    ),
]

# == puzzle: one rotation on a 2x2 board (square index 2 * row + col) =======================
PUZZLE = [
    _p(
        "v51p_qwen25_plain",
        "The piece at (0, 1) points up, off the board. Turning it clockwise makes it point right, which is also off the board. Turning it counterclockwise makes it point left toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v51p_qwen25_zh",
        "左上角 (0, 0) 的开口朝上，需要顺时针转一次，让开口朝右，连接 (0, 1)。\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v51p_qwen3_think",
        "<think>\n(1,1) opens to the right — off the board. Clockwise: right → bottom, still off. Counterclockwise: right → top, toward (0,1). So counterclockwise.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
    ),
    _p(
        "v51p_qwenmax_zh_word",
        "右下角的方块开口朝下，顺时针转一次开口朝左，连上 (1, 0)。\n\nROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (顺时针, clockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v51p_gpt4o_md",
        "Let's look at the board:\n\n- (0, 0) connects right to (0, 1).\n- (1, 0) opens to the left, off the board.\n\nRotating (1, 0) clockwise turns the left opening to the top, connecting it to (0, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v51p_gpt41_after",
        "ROTATE: (0, 1) clockwise\n\nThis points the top-right piece down toward (1, 1).",
        (1, CW),
        False,
        "answer_then_explanation",
        "hard: the ROTATE line first, a reason after it (strict: not the last line)",
    ),
    _p(
        "v51p_gpt5_terse",
        "(1, 0) faces the edge; one counterclockwise turn fixes it.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v51p_o3_terse",
        "Only (1, 1) is off.\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "asked_format",
    ),
    _p(
        "v51p_o4mini_ccw",
        "Top-left piece needs one turn.\nROTATE: (0, 0) CCW",
        (0, CCW),
        False,
        "abbreviation",
        "hard: CCW is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v51p_claude_para",
        "Three of the pieces already connect. The top-right piece has its opening facing the top edge of the board. Turning it clockwise moves that opening to the right side, which is still the edge, so a counterclockwise turn is needed to face it left toward (0, 0).\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "long_reasoning",
    ),
    _p(
        "v51p_claude_check",
        "The bottom-left piece opens downward, off the board. Clockwise takes a bottom opening to the left, which is also the edge; counterclockwise takes it to the right, toward (1, 1).\n\nROTATE: (1, 0) counterclockwise\n\nAfter this turn, (1, 0) opens toward (1, 1), which has an opening on its left, so they connect.",
        (2, CCW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v51p_gemini_bold",
        "### Board Analysis\n\n* **(0, 0):** connected\n* **(0, 1):** connected\n* **(1, 0):** connected\n* **(1, 1):** opening points off the board\n\n### Move\n\n**ROTATE: (1, 1) counterclockwise**",
        (3, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v51p_gemini_fence",
        "**Next move:**\n\n```\nROTATE: (0, 0) clockwise\n```",
        (0, CW),
        False,
        "fenced_answer",
        "hard: the move inside a code fence (strict: fenced)",
    ),
    _p(
        "v51p_llama3_nospace",
        "The top-right square should be rotated counterclockwise.\n\nROTATE: (0,1) counterclockwise",
        (1, CCW),
        False,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _p(
        "v51p_llama4_position",
        "Rotate the bottom-left square counterclockwise.",
        (2, CCW),
        False,
        "position_words",
        "hard: the square named by its position, bottom-left is (1, 0) (strict: no ROTATE line)",
    ),
    _p(
        "v51p_mistral_anti",
        "The bottom-right piece faces away from the others.\n\nROTATE: (1, 1) anti-clockwise",
        (3, CCW),
        False,
        "vocabulary",
        "hard: anti-clockwise is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v51p_mixtral_plain",
        "The piece at (0, 0) should be turned clockwise so that it connects to (1, 0).\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v51p_r1_think",
        "<think>\nLet me see. (0,1) faces up. Up is the edge. Turning clockwise: up → right, edge again. Counterclockwise: up → left, toward (0,0). Good.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "think_block",
    ),
    _p(
        "v51p_v3_zh",
        "需要旋转左下角的方块。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v51p_gemma3_plain",
        "Let's rotate the top-left square!\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v51p_small_echo",
        "End your reply with a line of the form ROTATE: (row, col) clockwise\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed first; the last line is the move",
    ),
    _p(
        "v51p_small_repeat",
        "the square (0, 1) turn right\nROTATE: (0, 1) clockwise\nthe square (0, 1) turn right\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v51p_small_no_dir",
        "the square turn\nROTATE: (1, 1)",
        U,
        False,
        "small_half_label",
        "the square named but no direction for the turn",
    ),
    _p(
        "v51p_small_cut",
        "The square (0, 0) turn\nROTATE: (0, 0) clock",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v51c_p_gpt4o_two",
        "Two moves would fix the board:\n\n- ROTATE: (0, 1) counterclockwise\n- ROTATE: (1, 1) clockwise\n\nEither one connects the network.",
        U,
        False,
        "two_options",
        "two moves offered as equal alternatives, none picked",
    ),
    _p(
        "v51c_p_claude_pick",
        "Turning (0, 1) counterclockwise would also close the loop, but it leaves (1, 1) pointing off the board, so I'll turn (1, 1) instead.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "rejected_alternative",
        "hard: two moves weighed and one picked in words, then the ROTATE line",
    ),
    _p(
        "v51c_p_gemini_summary_other",
        "ROTATE: (1, 0) clockwise\n\n**Summary:** turn the bottom-left piece counterclockwise so it faces (1, 1).",
        U,
        False,
        "summary_other",
        "the ROTATE line says clockwise but the summary after it says counterclockwise; nothing picks",
    ),
    _p(
        "v51c_p_qwen3_summary_agrees",
        "ROTATE: (1, 0) clockwise\n\n总结：左下角顺时针转一次，开口朝上，连接 (0, 0)。",
        (2, CW),
        False,
        "summary_agrees",
        "hard: a Chinese summary after the move naming the same square and direction (strict: not the last line)",
    ),
    _p(
        "v51c_p_llama3_conditional",
        "If the top-left piece opens to the left, then: ROTATE: (0, 0) clockwise. If it opens downward, no rotation is needed there.",
        U,
        False,
        "conditional",
        "the move offered on a condition about the board the reply leaves open",
    ),
    _p(
        "v51c_p_mistral_hedge_settled",
        "I was unsure between the two directions, but a clockwise turn moves a top opening to the right, and (0, 0) needs its top opening on the right to meet (0, 1). So clockwise.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "hedged",
        "hard: a hedge about the direction that the reply settles by the prompt's rule, then the move",
    ),
    _p(
        "v51c_p_phi4_hedge_open",
        "ROTATE: (0, 0) clockwise\n\nHowever, I'm not entirely sure — counterclockwise might be the correct direction.",
        U,
        False,
        "hedged",
        "a hedge after the move that leans to the other direction and is left open",
    ),
    _p(
        "v51c_p_r1_correction",
        "<think>\n(1,1) 开口朝右。\n</think>\n\nROTATE: (1, 1) clockwise\n\nWait — clockwise turns a right opening to the bottom, still the edge. Counterclockwise instead.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "correction",
        "hard: a correction naming its new direction; the last ROTATE line stands",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v51",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v51.py: counts, no reader
    print_counts(all_cases(), problems())

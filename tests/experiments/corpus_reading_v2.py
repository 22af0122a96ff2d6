"""A second, fresh held-out corpus for the reading pipeline (issue 35, validity round).

Written and labelled *before* any reader was changed in this round: each case says what a careful
grader reads in the reply (the answer if it is clear, :data:`UNREADABLE` if a person would not
decide), and the strict verdict by the prompt's own format rule. None of these replies was seen
while the pipeline was built; they are new habits of today's models, not the first corpus's:

* GPT-4o / Claude: markdown headings, bold "Final answer", tables, numbered step lists, the
  question restated, hedges, "Let me double-check" after the answer;
* Qwen: Chinese and mixed Chinese/English replies, full-width punctuation, Chinese shape names;
* Llama: verbose replies, JSON blocks with other keys beside the answer;
* reasoning models: ``<think>`` blocks (closed, never closed, only the closing tag), self-corrections
  ("wait, actually ...");
* small models: the prompt echoed, repetition, truncation (``finish_reason="length"``);
* LaTeX ``\\boxed`` / ``bmatrix``, XML-style tags, several candidates with or without a choice.

Plus real replies of the two small models the registry holds to the package's own prompts,
drawn with other seeds and temperatures than the first set and through llama.cpp
(``data/real_replies_v2.json``, written by ``tests/agents/reading/make_real_replies.py
--llama-cpp``; labels in :data:`REAL_LABELS`).

The split is :func:`corpus_reading.half` (a hash of the id), the same rule as the first corpus.
The mazes and boards are the first corpus's: ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and
(1,1)), NEW (a valid new maze), PLUS (not a square); puzzle replies are for a 2x2 board (square
index ``2 * row + col``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from corpus_mazes import NEW_COORD, NEW_MATRIX, ORIGINAL_COORD, ORIGINAL_MATRIX, PLUS_MATRIX
from corpus_reading import BAD_PATH, FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply, half

U = UNREADABLE
CW, CCW = "clockwise", "counterclockwise"
L = "length"


def _c(*args: Any, **kw: Any) -> Reply:
    return Reply(*args, **kw)


ARROWS_A = " → ".join(PATH_A.split(" "))
NEW_ROWS = NEW_MATRIX.splitlines()
NEW_TABLE = "| c0 | c1 | c2 | c3 | c4 |\n|---|---|---|---|---|\n" + "\n".join(
    "| " + " | ".join(row.split()) + " |" for row in NEW_ROWS
)
NEW_COMMAS = "\n".join(",".join(row.split()) for row in NEW_ROWS)
NEW_PYLIST = "[" + ",\n ".join(json.dumps(row.split()) for row in NEW_ROWS) + "]"
NEW_JSON_ROWS = json.dumps({"maze": NEW_ROWS, "start": [0, 3], "goal": [2, 4]})
NEW_BMATRIX = (
    "\\begin{bmatrix}\n"
    + " \\\\\n".join(" & ".join(row.split()) for row in NEW_ROWS).replace("P", "\\text{P}")
    + "\n\\end{bmatrix}"
).replace("G", "\\text{G}")
NEW_FULLWIDTH = NEW_MATRIX.translate(str.maketrans("01PG ", "０１ＰＧ　"))
STEPS_A = "\n".join(f"{i + 1}. {cell}" for i, cell in enumerate(PATH_A.split(" ")))
SOLVE_PROMPT_ECHO = (
    "You are the player P in a maze. 1 is a wall, 0 is empty, G is the goal.\n"
    f"{ORIGINAL_MATRIX}\n"
    "End your reply with a line of the form MOVE: (row, col)"
)

STYLES: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right ========================
    _c(
        "v2s_gpt_headings",
        "solve",
        "## Analysis\n\nYou are at **(1, 0)** and the goal is at **(4, 3)**.\n\n- Right: (1, 1) is open\n"
        "- Down: (2, 0) is open\n\nBoth lead to the goal in 6 moves; I'll go down.\n\n## Move\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "headings",
    ),
    _c(
        "v2s_bold_final",
        "solve",
        "The cell to the right, (1, 1), is open, and so is (2, 0) below.\n\n**Final answer: MOVE: (1, 1)**",
        (1, 1),
        None,
        "final_heading",
    ),
    _c(
        "v2s_bold_final_label",
        "solve",
        "Going down keeps me next to the left wall.\n\n**Final answer:** `(2, 0)`",
        (2, 0),
        None,
        "final_heading",
    ),
    _c(
        "v2s_restate",
        "solve",
        "The question asks for my next move from (1, 0) toward G at (4, 3). Moving down to (2, 0) "
        "is legal.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restate",
    ),
    _c(
        "v2s_double_check_after",
        "solve",
        "MOVE: (2, 0)\n\nLet me double-check: (2, 0) is a 0 in the grid, so it is open. Yes.",
        (2, 0),
        None,
        "double_check",
    ),
    _c(
        "v2s_double_check_other_cell",
        "solve",
        "MOVE: (1, 1)\n\nLet me double-check: (0, 1) above is a wall and (1, 1) is open, so the "
        "move is fine.",
        (1, 1),
        None,
        "double_check",
    ),
    _c(
        "v2s_steps_list",
        "solve",
        "1. Find P: row 1, column 0.\n2. Check the neighbours: (0, 0) wall, (2, 0) open, (1, 1) open.\n"
        "3. Pick the one closer to G.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "step_list",
    ),
    _c(
        "v2s_table_then_move",
        "solve",
        "| Direction | Cell | Status |\n|---|---|---|\n| Up | (0, 0) | ❌ wall |\n| Right | (1, 1) | ✅ |\n"
        "| Down | (2, 0) | ✅ |\n\nI'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_table",
    ),
    _c(
        "v2s_table_only",
        "solve",
        "| Direction | Cell | Open |\n|---|---|---|\n| Right | (1, 1) | ✅ |\n| Down | (2, 0) | ✅ |",
        U,
        None,
        "markdown_table",
    ),
    _c(
        "v2s_hedge_choice",
        "solve",
        "Both (1, 1) and (2, 0) are open. I'm not completely sure which is shorter, but I'll go with "
        "(2, 0).",
        (2, 0),
        None,
        "hedge",
    ),
    _c(
        "v2s_hedge_no_choice",
        "solve",
        "I'm not sure; the move could be (1, 1) or maybe (2, 0).",
        U,
        None,
        "hedge",
    ),
    _c(
        "v2s_self_correct",
        "solve",
        "MOVE: (1, 1)\n\nWait, actually, going down is more direct.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "self_correction",
    ),
    _c(
        "v2s_self_correct_inline",
        "solve",
        "I'll move to (1, 1)... wait, actually no, (2, 0) is better. Final: (2, 0)",
        (2, 0),
        None,
        "self_correction",
    ),
    _c(
        "v2s_think_closed_bold",
        "solve",
        "<think>\nP at (1,0). Right is (1,1), open. Down is (2,0), open. Hmm, MOVE: (1, 1)? Let me see"
        " which is shorter... both 6. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_closed",
    ),
    _c(
        "v2s_think_only_closing",
        "solve",
        "Okay, the player is at (1,0). Maybe (1, 1)? Let me check the walls. Down is open too.\n"
        "</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_closing_only",
    ),
    _c(
        "v2s_think_unclosed_stop",
        "solve",
        "<think>\nThe player is at (1,0). I could move down to (2, 0). MOVE: (2, 0)",
        U,
        None,
        "think_unclosed",
    ),
    _c(
        "v2s_think_unclosed_length",
        "solve",
        "<think>\nLet me map the maze. Row 0 is all walls. Row 1: P 0 0 0 1. So (1,1) is open and",
        U,
        None,
        "think_unclosed",
        finish_reason=L,
    ),
    _c(
        "v2s_qwen_zh",
        "solve",
        "玩家位于（1，0），目标在（4，3）。向下移动是可行的。\n\n答案：MOVE：（2，0）",
        (2, 0),
        None,
        "chinese",
    ),
    _c(
        "v2s_qwen_zh_plain",
        "solve",
        "我选择向右移动到 (1, 1)。",
        (1, 1),
        None,
        "chinese",
    ),
    _c(
        "v2s_qwen_mixed",
        "solve",
        "Let me think. 玩家在 (1,0)，右边 (1,1) 是空的。\n所以下一步：MOVE: (1, 1)",
        (1, 1),
        None,
        "mixed_chinese",
    ),
    _c(
        "v2s_qwen_fullwidth_strict_line",
        "solve",
        "向下走。\nMOVE: （2，0）",
        (2, 0),
        None,
        "fullwidth",
    ),
    _c(
        "v2s_llama_json_block",
        "solve",
        'Sure! Here is my move in JSON format:\n\n```json\n{\n  "current_position": [1, 0],\n'
        '  "next_move": [2, 0],\n  "reason": "down is open"\n}\n```',
        (2, 0),
        None,
        "json",
    ),
    _c(
        "v2s_llama_json_string",
        "solve",
        'Based on the maze, the best move is to the right.\n{"move": "(1, 1)"}',
        (1, 1),
        None,
        "json",
    ),
    _c(
        "v2s_llama_verbose",
        "solve",
        "Great question! Navigating mazes is a classic problem. Looking at the maze, I can see that "
        "the player P is located at position (1, 0). The goal G is at (4, 3). To make progress, I "
        "should consider each adjacent cell. Above is (0, 0), which is a wall. To the right is "
        "(1, 1), which is open. Below is (2, 0), which is also open. I will move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "verbose",
    ),
    _c("v2s_boxed", "solve", "So the next cell is \\(\\boxed{(1,1)}\\).", (1, 1), None, "latex"),
    _c(
        "v2s_boxed_text_move",
        "solve",
        "$$\\boxed{\\text{MOVE: }(2, 0)}$$",
        (2, 0),
        None,
        "latex",
    ),
    _c("v2s_xml_move", "solve", "<move>(2, 0)</move>", (2, 0), None, "xml_tags"),
    _c(
        "v2s_xml_final",
        "solve",
        "<analysis>Right is (1, 1), down is (2, 0).</analysis>\n<final_answer>MOVE: (1, 1)</final_answer>",
        (1, 1),
        None,
        "xml_tags",
    ),
    _c(
        "v2s_candidates_choice",
        "solve",
        "Candidate moves:\n- (1, 1)\n- (2, 0)\n\nMy choice: (1, 1).",
        (1, 1),
        None,
        "choice_in_words",
    ),
    _c(
        "v2s_candidates_no_choice",
        "solve",
        "Candidate moves:\n- MOVE: (1, 1)\n- MOVE: (2, 0)",
        U,
        None,
        "conflicting",
    ),
    _c(
        "v2s_echo_prompt",
        "solve",
        SOLVE_PROMPT_ECHO,
        U,
        None,
        "echo",
    ),
    _c(
        "v2s_repetition",
        "solve",
        "MOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repetition",
    ),
    _c(
        "v2s_repetition_cut",
        "solve",
        "MOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2, 0)\nMOVE: (2,",
        U,
        None,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2s_truncated_complete_line",
        "solve",
        "I will go down.\nMOVE: (2, 0)",
        U,
        None,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2s_wall_move",
        "solve",
        "Going up looks shortest.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _c(
        "v2s_goal_jump",
        "solve",
        "The goal is at (4, 3), so:\n\nMOVE: (4, 3)",
        (4, 3),
        (4, 3),
        "asked_format",
    ),
    _c(
        "v2s_no_answer_question",
        "solve",
        "Could you tell me which direction is up in this maze?",
        U,
        None,
        "no_answer",
    ),
    # == one-shot: PATH_A and PATH_B succeed, BAD_PATH crosses a wall ===========================
    _c(
        "v2o_gpt_headings",
        "one_shot",
        f"### Step-by-step\n\nStart at (1, 0), go down the left column, then along the bottom row.\n\n"
        f"### Final path\n\nPATH: {PATH_A}",
        SUCCESS,
        True,
        "headings",
    ),
    _c(
        "v2o_bold_final",
        "one_shot",
        f"Tracing the open cells from P to G:\n\n**Final answer:** {PATH_B}",
        SUCCESS,
        False,
        "final_heading",
    ),
    _c("v2o_arrows", "one_shot", f"The path is {ARROWS_A}.", SUCCESS, False, "arrows"),
    _c(
        "v2o_numbered",
        "one_shot",
        f"Here is the route, one cell per step:\n\n{STEPS_A}",
        SUCCESS,
        False,
        "step_list",
    ),
    _c(
        "v2o_double_check_after",
        "one_shot",
        f"PATH: {PATH_A}\n\nLet me double-check each step: (1,0)→(2,0) down ✓, (2,0)→(3,0) ✓, "
        "(3,0)→(4,0) ✓, (4,0)→(4,1) ✓, (4,1)→(4,2) ✓, (4,2)→(4,3) ✓. All open.",
        SUCCESS,
        False,
        "double_check",
    ),
    _c(
        "v2o_restate",
        "one_shot",
        f"We need a path from P at (1, 0) to G at (4, 3) through open cells.\n\nPATH: {PATH_B}",
        SUCCESS,
        True,
        "restate",
    ),
    _c(
        "v2o_self_correct",
        "one_shot",
        f"PATH: {BAD_PATH}\n\nWait, actually (2,1) is a wall. Corrected:\n\nPATH: {PATH_A}",
        SUCCESS,
        True,
        "self_correction",
    ),
    _c(
        "v2o_self_correct_to_bad",
        "one_shot",
        f"PATH: {PATH_A}\n\nHmm, wait, actually a shorter way cuts through the middle:\n\nPATH: {BAD_PATH}",
        FAIL,
        False,
        "self_correction",
    ),
    _c(
        "v2o_think_good_final_bad",
        "one_shot",
        f"<think>PATH: {PATH_A} works. But maybe shorter through (2,1)?</think>\nPATH: {BAD_PATH}",
        FAIL,
        False,
        "think_closed",
    ),
    _c(
        "v2o_think_closed",
        "one_shot",
        f"<think>\nDown the left: (2,0), (3,0), (4,0), then right to (4,3). PATH: {BAD_PATH}? No.\n"
        f"</think>\n\nPATH: {PATH_A}",
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "v2o_think_only_closing",
        "one_shot",
        f"Let me trace it. (2,1) is a wall so the middle is blocked.\n</think>\nPATH: {PATH_B}",
        SUCCESS,
        True,
        "think_closing_only",
    ),
    _c(
        "v2o_think_unclosed",
        "one_shot",
        f"<think>\nPATH: {PATH_A}\nLet me verify it once more",
        U,
        False,
        "think_unclosed",
    ),
    _c(
        "v2o_qwen_zh",
        "one_shot",
        "从P出发，先向下走到底，再向右走到G。\n\n路径：（1，0）→（2，0）→（3，0）→（4，0）→（4，1）→（4，2）→（4，3）",
        SUCCESS,
        False,
        "chinese",
    ),
    _c(
        "v2o_qwen_mixed",
        "one_shot",
        f"好的，我来找路径。The top row is blocked.\n最终答案：\nPATH: {PATH_B}",
        SUCCESS,
        True,
        "mixed_chinese",
    ),
    _c(
        "v2o_llama_json",
        "one_shot",
        'Here is the solution in JSON:\n```json\n{"start": [1, 0], "goal": [4, 3], "path": '
        '[[1, 0], [1, 1], [1, 2], [1, 3], [2, 3], [3, 3], [4, 3]], "length": 6}\n```',
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "v2o_python_list",
        "one_shot",
        "path = [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)]",
        SUCCESS,
        False,
        "code",
    ),
    _c(
        "v2o_boxed_arrows",
        "one_shot",
        "$$\\boxed{(1,0) \\to (2,0) \\to (3,0) \\to (4,0) \\to (4,1) \\to (4,2) \\to (4,3)}$$",
        SUCCESS,
        False,
        "latex",
    ),
    _c("v2o_xml", "one_shot", f"<path>{PATH_A}</path>", SUCCESS, False, "xml_tags"),
    _c(
        "v2o_two_no_choice",
        "one_shot",
        f"Route 1: {PATH_A}\nRoute 2: {BAD_PATH}",
        U,
        False,
        "conflicting",
    ),
    _c(
        "v2o_two_choice_second",
        "one_shot",
        f"Route 1: {BAD_PATH}\nRoute 2: {PATH_B}\n\nRoute 2 avoids the walls, so that is my answer.",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "v2o_two_choice_bad",
        "one_shot",
        f"Option A: {PATH_A}\nOption B: {BAD_PATH}\n\nI pick Option B.",
        FAIL,
        False,
        "choice_in_words",
    ),
    _c(
        "v2o_truncated_complete",
        "one_shot",
        f"PATH: {PATH_A}\n\nThis path goes down the left column and then",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2o_truncated_full_line",
        "one_shot",
        f"Going down first.\nPATH: {PATH_A}",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2o_echo_grid",
        "one_shot",
        f"The maze is:\n{ORIGINAL_MATRIX}\nThe player must reach the goal.",
        FAIL,
        False,
        "echo",
    ),
    _c(
        "v2o_repetition_cut",
        "one_shot",
        "(1,0) (2,0) (1,0) (2,0) (1,0) (2,0) (1,0) (2,0) (1,0) (2,0) (1,0) (2,",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2o_stops_short",
        "one_shot",
        "PATH: (1,0) (2,0) (3,0) (4,0) (4,1)",
        FAIL,
        False,
        "asked_format",
    ),
    _c(
        "v2o_diagonal",
        "one_shot",
        "PATH: (1,0) (2,0) (3,0) (4,1) (4,2) (4,3)",
        FAIL,
        False,
        "asked_format",
    ),
    _c(
        "v2o_prose_only",
        "one_shot",
        "Go down to the bottom and then right until you reach the goal.",
        FAIL,
        False,
        "no_answer",
    ),
    _c(
        "v2o_semicolons",
        "one_shot",
        "PATH: (1,0); (1,1); (1,2); (1,3); (2,3); (3,3); (4,3)",
        SUCCESS,
        # WHY strict False (relabelled, issue 35's fifth round, lead's ruling): the prompt's
        # form separates cells by spaces; semicolons, commas or arrows are a format miss.
        False,
        "asked_format",
    ),
    # == recognize: the true shape is a square ==================================================
    _c(
        "v2r_gpt_headings",
        "recognize",
        "## Observations\n\n- The open cells run along all four sides.\n- The corridor closes on "
        "itself.\n\n## Answer\n\nSHAPE: square",
        "square",
        True,
        "headings",
    ),
    _c(
        "v2r_bold_final",
        "recognize",
        "The corridor forms a closed ring.\n\n**Final answer: Square**",
        "square",
        False,
        "final_heading",
    ),
    _c(
        "v2r_bold_inline",
        "recognize",
        "The open cells form a **square**.",
        "square",
        False,
        "markdown",
    ),
    _c(
        "v2r_not_others",
        "recognize",
        "It is not a triangle and not a spiral: the empty cells trace a square.",
        "square",
        False,
        "negation",
    ),
    _c(
        "v2r_self_correct",
        "recognize",
        "At first it looks like a C, but wait, actually the right side is closed too, so it is a "
        "square.\n\nSHAPE: square",
        "square",
        True,
        "self_correction",
    ),
    _c(
        "v2r_double_check_after",
        "recognize",
        "SHAPE: square\n\nLet me double-check: four straight sides, all joined. Yes, a square.",
        "square",
        False,
        "double_check",
    ),
    _c(
        "v2r_table_checks",
        "recognize",
        "| Shape | Match |\n|---|---|\n| C | ✗ |\n| Z | ✗ |\n| square | ✓ |\n| spiral | ✗ |\n\n"
        "**Answer:** square",
        "square",
        False,
        "markdown_table",
    ),
    _c(
        "v2r_think_closed",
        "recognize",
        "<think>\nCould be a C... or a spiral? Row 1 and row 4 are open, columns 0 and 3 too. "
        "SHAPE: C? No, it closes.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_closed",
    ),
    _c(
        "v2r_think_then_plain",
        "recognize",
        "<think>spiral? cross? Z? None of those; it is a ring.</think>\nIt's a square.",
        "square",
        False,
        "think_closed",
    ),
    _c(
        "v2r_think_only_closing",
        "recognize",
        "Hmm, the corridor could be a triangle if the corner... no.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_closing_only",
    ),
    _c(
        "v2r_think_unclosed",
        "recognize",
        "<think>\nThe open cells: (1,0), (1,1), (1,2), (1,3)... this looks like a square",
        U,
        False,
        "think_unclosed",
        finish_reason=L,
    ),
    _c("v2r_qwen_zh", "recognize", "这个迷宫的通道组成了一个正方形。", "square", False, "chinese"),
    _c(
        "v2r_qwen_zh_answer",
        "recognize",
        "分析：空格沿四条边分布，首尾相连。\n\n答案：回字形",
        "square",
        False,
        "chinese",
    ),
    _c("v2r_qwen_zh_spiral", "recognize", "形状：螺旋形。", "spiral", False, "chinese"),
    _c(
        "v2r_qwen_mixed",
        "recognize",
        "The empty cells 围成一个 square（正方形）。",
        "square",
        False,
        "mixed_chinese",
    ),
    _c(
        "v2r_qwen_zh_conflict",
        "recognize",
        "可能是正方形，也可能是C形。",
        U,
        False,
        "conflicting",
    ),
    _c(
        "v2r_llama_json",
        "recognize",
        'Here is my answer:\n```json\n{"shape": "Square", "confidence": 0.92}\n```',
        "square",
        False,
        "json",
    ),
    _c("v2r_llama_json_wrong", "recognize", '{"answer": "triangle"}', "triangle", False, "json"),
    _c(
        "v2r_boxed",
        "recognize",
        "Therefore the shape is $\\boxed{\\text{Square}}$.",
        "square",
        False,
        "latex",
    ),
    _c("v2r_xml", "recognize", "<shape>square</shape>", "square", False, "xml_tags"),
    _c(
        "v2r_choice",
        "recognize",
        "Two readings are possible: a C or a square. Since the right side is closed, I choose square.",
        "square",
        False,
        "choice_in_words",
    ),
    _c(
        "v2r_candidates_no_choice",
        "recognize",
        "Possible shapes:\n- square\n- C",
        U,
        False,
        "conflicting",
    ),
    _c("v2r_letter_c", "recognize", "SHAPE: C", "C", False, "asked_format"),
    _c("v2r_cross", "recognize", "SHAPE: cross", "cross", False, "asked_format"),
    _c(
        "v2r_echo_list",
        "recognize",
        "Which shape is it: square, cross, spiral, triangle, C, or Z?",
        U,
        False,
        "echo",
    ),
    _c(
        "v2r_repetition",
        "recognize",
        "The shape is a square. The shape is a square. The shape is a square.",
        "square",
        False,
        "repetition",
    ),
    _c(
        "v2r_truncated_complete",
        "recognize",
        "The corridor goes around the edge.\nSHAPE: square",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2r_other_language",
        "recognize",
        "Die Form ist ein Quadrat.",
        U,
        False,
        "other_language",
    ),
    _c(
        "v2r_none",
        "recognize",
        "I cannot tell what shape the empty cells make.",
        "none",
        False,
        "no_answer",
    ),
    _c(
        "v2r_hedge_committed",
        "recognize",
        "I'm fairly confident it's a square.\n\nSHAPE: square",
        "square",
        True,
        "hedge",
    ),
    # == generate: matrix asked unless encoding says; NEW valid, PLUS not a square ==============
    _c(
        "v2g_gpt_headings",
        "generate",
        f"## New maze\n\nA smaller square ring in the top-right corner:\n\n```\n{NEW_MATRIX}\n```",
        SUCCESS,
        False,
        "headings",
    ),
    _c(
        "v2g_fenced_format",
        "generate",
        f"MAZE:\n```\n{NEW_MATRIX}\n```",
        SUCCESS,
        # WHY strict False (relabelled, issue 35's strict policy): the maze inside a code
        # fence; a fence is a wrapper, which only the flexible reading takes off.
        False,
        "asked_format",
    ),
    _c(
        "v2g_explanation_after",
        "generate",
        f"MAZE:\n{NEW_MATRIX}\n\nThis maze keeps the square shape but moves it to the corner.",
        SUCCESS,
        False,
        "text_after",
    ),
    _c(
        "v2g_table",
        "generate",
        f"Here is the new maze as a table:\n\n{NEW_TABLE}",
        SUCCESS,
        False,
        "markdown_table",
    ),
    _c(
        "v2g_commas",
        "generate",
        f"New maze:\n{NEW_COMMAS}",
        SUCCESS,
        False,
        "commas",
    ),
    _c(
        "v2g_llama_json_rows",
        "generate",
        f"Sure! Here's a new maze with the same shape:\n\n```json\n{NEW_JSON_ROWS}\n```",
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "v2g_python_list",
        "generate",
        f"maze = {NEW_PYLIST}",
        SUCCESS,
        False,
        "code",
    ),
    _c("v2g_bmatrix", "generate", f"$$\n{NEW_BMATRIX}\n$$", SUCCESS, False, "latex"),
    _c(
        "v2g_xml",
        "generate",
        f"<new_maze>\n{NEW_MATRIX}\n</new_maze>",
        SUCCESS,
        False,
        "xml_tags",
    ),
    _c(
        "v2g_original_first",
        "generate",
        f"The original maze was:\n{ORIGINAL_MATRIX}\n\nMy new maze:\n{NEW_MATRIX}",
        SUCCESS,
        False,
        "restate",
    ),
    _c(
        "v2g_original_after",
        "generate",
        f"MAZE:\n{NEW_MATRIX}\n\nFor comparison, the original maze was:\n{ORIGINAL_MATRIX}",
        SUCCESS,
        False,
        "restate",
    ),
    _c(
        "v2g_self_correct",
        "generate",
        f"MAZE:\n{PLUS_MATRIX}\n\nWait, actually that is a plus sign, not a square. Corrected:\n\n"
        f"MAZE:\n{NEW_MATRIX}",
        SUCCESS,
        True,
        "self_correction",
    ),
    _c(
        "v2g_think_closed",
        "generate",
        f"<think>\nDraft:\n{PLUS_MATRIX}\nThat is a plus. Try a smaller ring.\n</think>\n\nMAZE:\n{NEW_MATRIX}",
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "v2g_think_good_final_plus",
        "generate",
        f"<think>\n{NEW_MATRIX}\nhmm, let me make it different.\n</think>\nMAZE:\n{PLUS_MATRIX}",
        FAIL,
        False,
        "think_closed",
    ),
    _c(
        "v2g_think_unclosed",
        "generate",
        f"<think>\nMAZE:\n{NEW_MATRIX}\nNow let me verify that G is reachable",
        U,
        False,
        "think_unclosed",
    ),
    _c(
        "v2g_qwen_zh",
        "generate",
        f"这是一个新的迷宫，形状仍然是正方形：\n\n{NEW_MATRIX}",
        SUCCESS,
        False,
        "chinese",
    ),
    _c(
        "v2g_qwen_fullwidth_spaces",
        "generate",
        f"新迷宫：\n{NEW_FULLWIDTH}",
        SUCCESS,
        False,
        "fullwidth",
    ),
    _c(
        "v2g_two_no_choice",
        "generate",
        f"Here are two options.\n\nOption 1:\n{NEW_MATRIX}\n\nOption 2:\n{PLUS_MATRIX}",
        U,
        False,
        "conflicting",
    ),
    _c(
        "v2g_two_choice_plus",
        "generate",
        f"Version A:\n{NEW_MATRIX}\n\nVersion B:\n{PLUS_MATRIX}\n\nI'll submit version B.",
        FAIL,
        False,
        "choice_in_words",
    ),
    _c(
        "v2g_copy_format",
        "generate",
        f"MAZE:\n{ORIGINAL_MATRIX}",
        FAIL,
        False,
        "asked_format",
    ),
    _c("v2g_plus_format", "generate", f"MAZE:\n{PLUS_MATRIX}", FAIL, False, "asked_format"),
    _c(
        "v2g_small",
        "generate",
        "MAZE:\n1 1 1\n1 P 1\n1 G 1",
        FAIL,
        False,
        "asked_format",
    ),
    _c(
        "v2g_truncated_complete",
        "generate",
        f"MAZE:\n{NEW_MATRIX}",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2g_truncated_mid",
        "generate",
        "Here is the maze:\n1 1 0 P 0\n1 1 0 1 0\n1 1",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2g_coord_format",
        "generate",
        f"MAZE:\n{NEW_COORD}",
        SUCCESS,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _c(
        "v2g_coord_bold_heading",
        "generate",
        f"**New maze:**\n\n{NEW_COORD}",
        SUCCESS,
        False,
        "final_heading",
        encoding="coord_list",
    ),
    _c(
        "v2g_coord_copy",
        "generate",
        f"MAZE:\n{ORIGINAL_COORD}",
        FAIL,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _c(
        "v2g_no_maze",
        "generate",
        "I would design a maze with a square corridor in a different position.",
        FAIL,
        False,
        "no_answer",
    ),
    # == puzzle: 2x2 board, square index 2 * row + col ==========================================
    _c(
        "v2p_gpt_headings",
        "puzzle",
        "### Reasoning\n\nSquare (1, 0) points away from its target.\n\n### Move\n\n"
        "ROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "headings",
    ),
    _c(
        "v2p_bold_final",
        "puzzle",
        "Turning the top-right square fixes it.\n\n**Final answer: ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        False,
        "final_heading",
    ),
    _c(
        "v2p_steps",
        "puzzle",
        "1. Read the board.\n2. Square (1, 1) is off by a quarter turn.\n3. Turn it clockwise.\n\n"
        "ROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "step_list",
    ),
    _c(
        "v2p_self_correct",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nWait, actually that turns it the wrong way.\n\n"
        "ROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "self_correction",
    ),
    _c(
        "v2p_double_check_after",
        "puzzle",
        "ROTATE: (1, 0) counterclockwise\n\nLet me double-check: after this move square (1, 0) "
        "matches its target.",
        (2, CCW),
        False,
        "double_check",
    ),
    _c(
        "v2p_think_closed",
        "puzzle",
        "<think>\nROTATE: (0, 1) clockwise? Then (0,1) would point down... no.\n</think>\n\n"
        "ROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_closed",
    ),
    _c(
        "v2p_think_only_closing",
        "puzzle",
        "Square 0 is already right. Square 1 needs a turn.\n</think>\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "think_closing_only",
    ),
    _c(
        "v2p_think_unclosed",
        "puzzle",
        "<think>\nROTATE: (0, 0) clockwise would",
        U,
        False,
        "think_unclosed",
        finish_reason=L,
    ),
    _c(
        "v2p_qwen_zh",
        "puzzle",
        "把第（1，1）个方块顺时针旋转。\n\nROTATE：（1，1）顺时针",
        (3, CW),
        False,
        "chinese",
    ),
    _c(
        "v2p_qwen_mixed",
        "puzzle",
        "分析一下：square (0, 0) 需要逆时针转。\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "mixed_chinese",
    ),
    _c(
        "v2p_llama_json",
        "puzzle",
        'Here is my move:\n```json\n{"row": 0, "col": 1, "direction": "counterclockwise"}\n```',
        (1, CCW),
        False,
        "json",
    ),
    _c(
        "v2p_boxed",
        "puzzle",
        "$$\\boxed{\\text{ROTATE: } (1, 0) \\text{ clockwise}}$$",
        (2, CW),
        False,
        "latex",
    ),
    _c(
        "v2p_xml",
        "puzzle",
        "<move>ROTATE: (1, 1) counterclockwise</move>",
        (3, CCW),
        False,
        "xml_tags",
    ),
    _c(
        "v2p_two_no_choice",
        "puzzle",
        "Either ROTATE: (0, 0) clockwise or ROTATE: (1, 1) clockwise would help.",
        U,
        False,
        "conflicting",
    ),
    _c(
        "v2p_two_choice",
        "puzzle",
        "Option 1: ROTATE: (0, 0) clockwise\nOption 2: ROTATE: (1, 0) counterclockwise\n\n"
        "I'll go with option 1.",
        (0, CW),
        False,
        "choice_in_words",
    ),
    _c(
        "v2p_hedge_committed",
        "puzzle",
        "I think this is right, but I'm not certain.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "hedge",
    ),
    _c(
        "v2p_no_direction",
        "puzzle",
        "ROTATE: (1, 1)",
        U,
        False,
        "no_answer",
    ),
    _c(
        "v2p_truncated_complete",
        "puzzle",
        "Square (1, 0) is wrong.\nROTATE: (1, 0) clockwise",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2p_echo",
        "puzzle",
        "Reply with a line of the form ROTATE: (row, col) clockwise or ROTATE: (row, col) "
        "counterclockwise.",
        U,
        False,
        "echo",
    ),
    _c(
        "v2p_repetition",
        "puzzle",
        "ROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "repetition",
    ),
    _c(
        "v2p_verbose",
        "puzzle",
        "Great puzzle! Let's look at each square carefully. The square at row 1, column 1 is "
        "rotated a quarter turn too far, so turning it back counterclockwise fixes it.\n\n"
        "ROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "verbose",
    ),
    _c("v2p_square_number", "puzzle", "Rotate square 3 clockwise.", (3, CW), False, "plain"),
    _c(
        "v2p_position_words",
        "puzzle",
        "The top-left square should turn clockwise.",
        (0, CW),
        False,
        "position_words",
    ),
    _c("v2p_qwen_zh_order", "puzzle", "答案：逆时针旋转（0，1）。", (1, CCW), False, "chinese"),
    _c(
        "v2p_boxed_cell",
        "puzzle",
        "Rotate $\\boxed{(0,1)}$ counterclockwise.",
        (1, CCW),
        False,
        "latex",
    ),
    _c(
        "v2p_repetition_cut",
        "puzzle",
        "ROTATE: (0, 0) clockwise ROTATE: (0, 1) clockwise ROTATE: (1, 0) clockwise ROTATE: (1, 1)",
        U,
        False,
        "truncated",
        finish_reason=L,
    ),
    _c(
        "v2p_xml_block",
        "puzzle",
        "<answer>\nROTATE: (1, 0) clockwise\n</answer>",
        (2, CW),
        False,
        "xml_tags",
    ),
    _c(
        "v2p_abbrev",
        "puzzle",
        "ROTATE: (1, 0) CCW",
        (2, CCW),
        # WHY strict False (relabelled, issue 35's strict policy): "CCW" is not the prompt's
        # word ("counterclockwise"); the flexible reading still reads it.
        False,
        "asked_format",
    ),
]

REAL_FILE = Path(__file__).parent / "data" / "real_replies_v2.json"

REAL_LABELS: dict[str, tuple[Any, Any]] = {
    # SmolLM2-135M-Instruct (Q4_1) through llama.cpp, temperature 1.0, max_tokens 160.
    "v2/smollm2/solve/matrix/0": (U, None),  # the maze restated, "start at cell(0,0)": no move
    "v2/smollm2/solve/matrix/1": (U, None),  # cut off
    "v2/smollm2/one_shot/matrix/0": (FAIL, False),  # "P. 1 1 2 1 0 1 2 2": no cells
    "v2/smollm2/one_shot/matrix/1": (U, False),  # cut off
    # "is the cube": the registry's square keyword (small models say cube for square)
    "v2/smollm2/recognize/matrix/0": ("square", False),
    "v2/smollm2/recognize/matrix/1": ("triangle", False),  # "It is a triangle" (+ "dodecagon")
    "v2/smollm2/generate/matrix/0": (U, False),  # cut off
    "v2/smollm2/generate/matrix/1": (FAIL, False),  # prose, no maze
    "v2/smollm2/solve/coord_list/0": (U, None),  # "Wells: 5,0,3"
    "v2/smollm2/solve/coord_list/1": (U, None),  # cut off
    "v2/smollm2/one_shot/coord_list/0": (FAIL, False),  # no path
    "v2/smollm2/one_shot/coord_list/1": (FAIL, False),  # (1,0) then (4,3): no path
    "v2/smollm2/recognize/coord_list/0": (U, False),  # cut off
    "v2/smollm2/recognize/coord_list/1": ("none", False),  # "a polyhedron"
    "v2/smollm2/generate/coord_list/0": (FAIL, False),  # no maze
    "v2/smollm2/generate/coord_list/1": (U, False),  # cut off, repetition
    "v2/smollm2/puzzle/-/0": (U, False),  # cut off
    "v2/smollm2/puzzle/-/1": (U, False),  # cut off, the board's rules restated
    # Gemma 3 270M (base, Q4_K_M) through llama.cpp, the prompt then "Answer:", temperature 0.7.
    "v2/gemma/solve/matrix/0": (U, None),  # cut off
    "v2/gemma/solve/matrix/1": (U, None),  # cut off, repetition
    "v2/gemma/one_shot/matrix/0": (U, False),  # cut off
    "v2/gemma/one_shot/matrix/1": (U, False),  # cut off
    "v2/gemma/recognize/matrix/0": (U, False),  # cut off, options echoed
    "v2/gemma/recognize/matrix/1": (U, False),  # "The shape is a square." repeated, cut off
    "v2/gemma/generate/matrix/0": (U, False),  # cut off, the prompt's rules echoed
    "v2/gemma/generate/matrix/1": (FAIL, False),  # prose, no maze
    "v2/gemma/solve/coord_list/0": (U, None),  # cut off, counting
    "v2/gemma/solve/coord_list/1": (U, None),  # 26 cells listed, none committed to
    "v2/gemma/one_shot/coord_list/0": (FAIL, False),  # start and goal restated, no path
    "v2/gemma/one_shot/coord_list/1": (U, False),  # cut off
    "v2/gemma/recognize/coord_list/0": ("none", False),  # "the shape of the path": no shape
    "v2/gemma/recognize/coord_list/1": (U, False),  # cut off, Q/A repeated with other shapes
    "v2/gemma/generate/coord_list/0": (FAIL, False),  # "2x2 maze.": no maze
    "v2/gemma/generate/coord_list/1": (FAIL, False),  # an empty reply
    "v2/gemma/puzzle/-/0": (U, False),  # cut off, digits
    "v2/gemma/puzzle/-/1": (U, False),  # cut off, "(row 1, column 0) = (0,0)" repeated
}
"""``"<model>/<phase>/<encoding>/<sample>"`` (``v2`` in front) -> ``(label, strict)``: a person's
reading of each saved real reply of ``real_replies_v2.json``, written before the readers were run
on them."""


def real_cases() -> list[Reply]:
    """The saved real replies of the second set that have a label."""
    if not REAL_FILE.exists():
        return []
    out = []
    for row in json.loads(REAL_FILE.read_text()):
        key = f"v2/{row['model']}/{row['phase']}/{row.get('encoding', '-')}/{row['sample']}"
        if key not in REAL_LABELS:
            continue
        label, strict = REAL_LABELS[key]
        out.append(
            Reply(
                key,
                row["phase"],
                row["reply"],
                label,
                strict,
                "real",
                finish_reason=row["finish_reason"],
                source=row["model"],
                encoding=row.get("encoding", "matrix"),
            )
        )
    return out


def all_cases() -> list[Reply]:
    cases = STYLES + real_cases()
    ids = [c.id for c in cases]
    assert len(ids) == len(set(ids)), "corpus ids must be unique"
    return cases


def split() -> dict[str, list[Reply]]:
    """The second corpus by :func:`corpus_reading.half` (the first corpus's rule)."""
    out: dict[str, list[Reply]] = {"tune": [], "heldout": []}
    for case in all_cases():
        out[half(case.id)].append(case)
    return out

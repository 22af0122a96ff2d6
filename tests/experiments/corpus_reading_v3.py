"""A third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code: each label is what a careful grader reads in the reply by the prompts' own
rules (``agents/llm/prompts.py``) and the answer rules of ``docs/studies.md``. The flexible label
is the committed answer when a person would decide it, :data:`UNREADABLE` when a person would not
(cut off by ``max_tokens``, alternatives with no choice, only reasoning, a language the prompt does
not allow, a direction word where a cell is asked). The strict label is the prompt's format rule:
the reply *ends* with the asked line (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``, or ``MAZE:``
and the block), read only there, and (except for ``solve``, whose strict label is the cell read
there, and ``puzzle``, whose strict label is whether the line is well-formed) that answer is right.

The styles are those of today's chat and reasoning models, varied on purpose from the first two
corpora: GPT-4o/4.1 and Claude (headings, "**Answer:**", tables with check marks, numbered
reasoning, the grid restated, caveats after the answer), Gemini (bullets, bold everywhere),
Qwen2.5/Qwen3 (Chinese, mixed, full-width punctuation, ``<think>``), DeepSeek-R1 (long thinking,
"Wait,", only the closing tag, the answer after ``</think>``), Llama 3 (JSON, verbose), Mistral and
Phi (terse, "Answer:" labels), small models (the prompt echoed, repetition, truncation, wrong
format, refusals). Unclear cases carry a one-line reason in :data:`WHY`.

Phases are weighted by how often a study reads them: the interactive solve reads one reply per
move (several per trial) and the rotation puzzle one per move, recognition and generation one
per trial, the one-shot path one per trial and only in its mode. The mazes are ``corpus_mazes``'s
(ORIGINAL: P (1,0), G (4,3), legal moves (2,0) and (1,1)) and, for generation, also
:data:`NEW_BL` and :data:`RING_RIGHT` (valid square rings placed elsewhere) and :data:`NO_GOAL`;
puzzle replies are for a 2x2 board (square index ``2 * row + col``). The split is
:func:`corpus_reading.half`, the rule of the first two corpora.
"""

from __future__ import annotations

import json

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    form_problems,
    halves,
    print_counts,
    unique_cases,
)
from corpus_mazes import (
    MAZES,
    NEW_COORD,
    NEW_MATRIX,
    ORIGINAL_MATRIX,
    PLUS_COORD,
    PLUS_MATRIX,
)
from corpus_reading import BAD_PATH, FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
L = LENGTH

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did."""
_c = case_maker(WHY)


NEW_BL = """\
1 1 1 1 1
1 1 1 1 1
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1"""
"""A valid new maze: a 3x3 square ring in the bottom-left corner."""

RING_RIGHT = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 G"""
"""A valid new maze: the original's 4x4 ring shifted one column right."""

NO_GOAL = NEW_MATRIX.replace("G", "0")
"""NEW without its goal: not a valid maze."""

SOLVE_ECHO = (
    "You are solving a maze one move at a time. Your goal is to walk from the player P to the "
    "goal G.\n\nAnswer with the cell you move to next. End your reply with a line of the form "
    "MOVE: (row, col), for example MOVE: (2, 3).\n\nThe maze:\n" + ORIGINAL_MATRIX
)
PUZZLE_ECHO = (
    "You are solving a rotation puzzle. The board is a 2x2 grid of squares. Each move turns one "
    "square by 90 degrees, clockwise or counterclockwise.\n"
    "End your reply with a line of the form ROTATE: (row, col) clockwise (or counterclockwise)."
)
R1_THINK = (
    "<think>\nAlright, so I need to get from P at (1,0) to G at (4,3). Let me list the rows.\n"
    "Row 1: P 0 0 0 1, so (1,1), (1,2), (1,3) are open.\n"
    "Row 2: 0 1 1 0 1, so (2,0) and (2,3) are open.\n"
    "So I could move to (1,1) or (2,0). Let me say MOVE: (1, 1).\n"
    "Wait, let me check the other way. From (2,0) down to (3,0), (4,0), then right (4,1), (4,2), "
    "(4,3). That's 6 moves.\nAnd from (1,1): (1,2), (1,3), (2,3), (3,3), (4,3). Also 6 moves.\n"
    "Wait, both are equal. Hmm. I'll go down, it hugs the wall.\n</think>\n\n"
)
ARROWS_B = " → ".join(f"**{c.replace(',', ', ')}**" for c in PATH_B.split(" "))
COMMAS_A = ", ".join(c.replace(",", ", ") for c in PATH_A.split(" "))
FULLWIDTH_A = "→".join(
    c.replace("(", "（").replace(")", "）").replace(",", "，") for c in PATH_A.split(" ")
)
STEP_TABLE_A = "| Step | Cell |\n|---|---|\n" + "\n".join(
    f"| {i} | {c.replace(',', ', ')} |" for i, c in enumerate(PATH_A.split(" "))
)
RING_RIGHT_TABLE = "|   | 0 | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|---|\n" + "\n".join(
    f"| {i} | " + " | ".join(row.split()) + " |" for i, row in enumerate(RING_RIGHT.splitlines())
)
NEW_BL_JSON = json.dumps({"maze": [row.split() for row in NEW_BL.splitlines()]})
RING_RIGHT_BMATRIX = (
    "$$\n\\begin{bmatrix}\n"
    + " \\\\\n".join(" & ".join(row.split()) for row in RING_RIGHT.splitlines())
    .replace("P", "\\text{P}")
    .replace("G", "\\text{G}")
    + "\n\\end{bmatrix}\n$$"
)
NEW_BL_FULLWIDTH = NEW_BL.translate(str.maketrans("01PG", "０１ＰＧ"))

STYLES: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right (52) ==================
    _c(
        "v3s_gpt_plain_final",
        "solve",
        "Looking at the maze, P is at (1, 0). The cell below, (2, 0), is open, and so is (1, 1) "
        "to the right. I'll head down the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "gpt_plain",
    ),
    _c(
        "v3s_claude_heading_caveat",
        "solve",
        "## My move\n\nI'll step right along the top corridor.\n\nMOVE: (1, 1)\n\n*Caveat: going "
        "down to (2, 0) reaches the goal in the same number of moves.*",
        (1, 1),
        None,
        "caveat_after",
    ),
    _c(
        "v3s_claude_restate_grid",
        "solve",
        "Here's the maze as I read it (row 0 at the top):\n\n```\nRow 0: 1 1 1 1 1\n"
        "Row 1: P 0 0 0 1\nRow 2: 0 1 1 0 1\nRow 3: 0 1 1 0 1\nRow 4: 0 0 0 G 1\n```\n\n"
        "From (1, 0) the open neighbours are (1, 1) and (2, 0). I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restate_grid",
    ),
    _c(
        "v3s_gpt_answer_bold_then_text",
        "solve",
        "**Answer:** (1, 1)\n\nMoving right keeps me in the top corridor, which leads to (1, 3) "
        "and then down to the goal.",
        (1, 1),
        None,
        "answer_label_bold",
    ),
    _c(
        "v3s_gpt_numbered",
        "solve",
        "1. Current position: (1, 0).\n2. Up, (0, 0), is a wall; left is outside the grid.\n"
        "3. Right, (1, 1), and down, (2, 0), are open.\n4. Both routes take 6 moves; I choose "
        "down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_reasoning",
    ),
    _c(
        "v3s_table_ticks_then_move",
        "solve",
        "| Direction | Cell | Open |\n|---|---|---|\n| Up | (0, 0) | ❌ |\n| Right | (1, 1) | ✅ |\n"
        "| Down | (2, 0) | ✅ |\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table",
    ),
    _c(
        "v3s_table_pick_column",
        "solve",
        "| Candidate | Steps to G | Pick |\n|---|---|---|\n| (1, 1) | 6 | |\n| (2, 0) | 6 | ✅ |",
        (2, 0),
        None,
        "table_check",
        why="hard: the only answer is the ticked row of a 'Pick' column; a person reads (2, 0)",
    ),
    _c(
        "v3s_gemini_bullets",
        "solve",
        "*   **Current position:** (1, 0)\n*   **Open neighbours:** (1, 1) and (2, 0)\n"
        "*   **Chosen move:** **(2, 0)** — straight down the left edge.",
        (2, 0),
        None,
        "gemini_bullets",
    ),
    _c(
        "v3s_gemini_bold_everywhere",
        "solve",
        "**Move:** **MOVE: (1, 1)**\n\n**Reason:** **(1, 1)** is **open** and leads along the "
        "**top row**.",
        (1, 1),
        None,
        "gemini_bold",
    ),
    _c(
        "v3s_qwen_zh_fullwidth",
        "solve",
        "我现在位于（1，0）。右边的（1，1）是空的，下面的（2，0）也是空的。我选择向下走。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "chinese_fullwidth",
    ),
    _c(
        "v3s_qwen_zh_final_answer",
        "solve",
        "分析：向右和向下都可以到达终点。\n\n最终答案：(1, 1)",
        (1, 1),
        None,
        "chinese",
    ),
    _c(
        "v3s_qwen3_think_en",
        "solve",
        "<think>\nOkay, the player is at (1,0). Up is a wall. Right is (1,1), open. Down is (2,0), "
        "open. Both lead to G at (4,3) in six steps. I'll just go right.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_closed",
    ),
    _c(
        "v3s_qwen3_think_zh_draft",
        "solve",
        "<think>\n好的，玩家在(1,0)。先试试 MOVE: (1, 1)……不对，向下更直接。\n</think>\n\n向下移动。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_closed",
    ),
    _c(
        "v3s_qwen_mixed",
        "solve",
        "Let me think. 向右走到 (1,1) 比较好，因为上面那一行是通的。\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "mixed_language",
    ),
    _c(
        "v3s_r1_long_wait",
        "solve",
        R1_THINK + "I'll move down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "r1_long_thinking",
    ),
    _c(
        "v3s_r1_closing_tag_only",
        "solve",
        "the player is at (1,0); MOVE: (2, 0) would work but right is just as short... right it "
        "is\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_closing_only",
    ),
    _c(
        "v3s_r1_unclosed_cut",
        "solve",
        "<think>\nAlright, I'm at (1,0). Options are (1,1) and (2,0). Wait, let me recount the "
        "walls in row 2: 0 1 1 0 1. So (2,1) is a wall, and from (2,0) I",
        U,
        None,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking; no move committed",
        finish_reason=L,
    ),
    _c(
        "v3s_r1_final_heading_prose",
        "solve",
        "<think>\nRight: (1,1). Down: (2,0). Wait, is (2,0) really open? Row 2 starts with 0, "
        "yes.\nSo both. Pick (2,0).\n</think>\n\n**Final Answer**\n\nThe next move is to (2, 0).",
        (2, 0),
        None,
        "final_heading",
    ),
    _c(
        "v3s_llama_json_candidates",
        "solve",
        '```json\n{\n  "current_position": [1, 0],\n  "possible_moves": [[1, 1], [2, 0]],\n'
        '  "chosen_move": [2, 0],\n  "reasoning": "Moving down follows the left wall to the '
        'bottom row."\n}\n```',
        (2, 0),
        None,
        "json",
        why="hard: a JSON list of candidates beside a 'chosen_move' key; the choice is explicit",
    ),
    _c(
        "v3s_llama_json_rowcol",
        "solve",
        'Sure! Here is my move in JSON format:\n\n{"move": {"row": 1, "col": 1}, "explanation": '
        '"Right is open and leads to (1, 3)."}',
        (1, 1),
        None,
        "json",
    ),
    _c(
        "v3s_llama_verbose",
        "solve",
        "Great question! Let's carefully analyze the maze together. The player P starts in row 1, "
        "column 0. Looking around, the cell above, (0, 0), is a wall, and there is nothing to the "
        "left because we are at the edge of the grid. The cell to the right, (1, 1), is open, and "
        "the cell below, (2, 0), is also open. Both options are valid, and both lead toward the "
        "goal G at (4, 3). I hope this helps!\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "llama_verbose",
    ),
    _c("v3s_mistral_terse", "solve", "Move down.\nMOVE: (2,0)", (2, 0), (2, 0), "terse"),
    _c(
        "v3s_phi_answer_label",
        "solve",
        "Answer: (1, 1)\n\nExplanation: From (1, 0), moving right to (1, 1) is valid because it is "
        "an empty cell. Moving to (0, 0) is invalid because it is a wall.",
        (1, 1),
        None,
        "answer_label_then_text",
    ),
    _c(
        "v3s_lowercase_label",
        "solve",
        "next move is down.\nanswer: (2, 0)",
        (2, 0),
        None,
        "lowercase_label",
    ),
    _c(
        "v3s_boxed",
        "solve",
        "The open neighbours are $(1,1)$ and $(2,0)$; I take the lower one.\n\n"
        "$$\\boxed{(2,\\ 0)}$$",
        (2, 0),
        None,
        "latex",
    ),
    _c("v3s_latex_text", "solve", "\\[\n\\text{MOVE: } (1, 1)\n\\]", (1, 1), None, "latex"),
    _c(
        "v3s_xml_answer",
        "solve",
        "<reasoning>\nDown leads along the left column to the bottom row.\n</reasoning>\n"
        "<answer>(2, 0)</answer>",
        (2, 0),
        None,
        "xml_tags",
    ),
    _c(
        "v3s_correction_restated",
        "solve",
        "MOVE: (1, 1)\n\nActually, (2, 0) is the better choice: the left column runs straight to "
        "the bottom row. So my move is (2, 0).",
        (2, 0),
        None,
        "self_correction",
    ),
    _c(
        "v3s_correction_bare",
        "solve",
        "I'll go right to (1, 1).\n\nActually, (2, 0).",
        (2, 0),
        None,
        "self_correction",
        why="hard: an unlabelled 'Actually, (2, 0).' corrects the earlier move and ends the reply",
    ),
    _c(
        "v3s_restated_other_words",
        "solve",
        "MOVE: (2, 0)\n\nIn other words, I step one cell down, from row 1 to row 2 in column 0.",
        (2, 0),
        None,
        "restated",
    ),
    _c(
        "v3s_trailing_cells",
        "solve",
        "MOVE: (1, 1)\n\nAfter that I plan to continue through (1, 2) and (1, 3), then down "
        "(2, 3), (3, 3) to the goal at (4, 3).",
        (1, 1),
        None,
        "trailing_cells",
        why="hard: the plan after the answer names six later cells; the committed move is (1, 1)",
    ),
    _c(
        "v3s_wall_move",
        "solve",
        "The cell above me looks free.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_move",
    ),
    _c("v3s_goal_jump_json", "solve", '{"move": [4, 3]}', (4, 3), None, "wrong_move_json"),
    _c(
        "v3s_two_move_lines",
        "solve",
        "MOVE: (1, 1)\nMOVE: (2, 0)\n\nBoth are equally good.",
        U,
        None,
        "two_answers",
        why="two MOVE lines and the note says both are fine: no choice",
    ),
    _c(
        "v3s_either",
        "solve",
        "You can go either right to (1, 1) or down to (2, 0); either works.",
        U,
        None,
        "either_or",
        why="'either A or B' with no choice",
    ),
    _c(
        "v3s_reasoning_only",
        "solve",
        "Right leads along the top corridor and down leads along the left side; both reach G "
        "after six moves.",
        U,
        None,
        "no_answer",
        why="only reasoning, no move committed",
    ),
    _c(
        "v3s_refusal",
        "solve",
        "I'm sorry, but I can't continue with this game.",
        U,
        None,
        "refusal",
        why="refusal, no move",
    ),
    _c(
        "v3s_echo_example_only",
        "solve",
        SOLVE_ECHO,
        U,
        None,
        "prompt_echo",
        why="hard: the prompt echoed; its only MOVE is the prompt's example (2, 3), not an answer",
    ),
    _c(
        "v3s_echo_then_move",
        "solve",
        SOLVE_ECHO + "\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "prompt_echo",
    ),
    _c(
        "v3s_repeat_cut",
        "solve",
        "I will move to (2, 0). I will move to (2, 0). I will move to (2, 0). I will move to (2,",
        U,
        None,
        "repetition_truncated",
        why="cut off by max_tokens while repeating; the reply never finished",
        finish_reason=L,
    ),
    _c(
        "v3s_truncated_mid_reasoning",
        "solve",
        "Let me check each neighbour. Right: (1, 1) is 0, open. Down: (2, 0) is 0, open. "
        "Comparing the two routes, the",
        U,
        None,
        "truncated",
        why="cut off by max_tokens before any choice",
        finish_reason=L,
    ),
    _c(
        "v3s_bare_cell",
        "solve",
        "2, 0",
        (2, 0),
        None,
        "wrong_format",
        why="hard: a bare 'row, col' pair with no brackets or label; the only reading is (2, 0)",
    ),
    _c(
        "v3s_direction_word",
        "solve",
        "MOVE: down",
        (2, 0),
        None,
        "wrong_format",
        why="hard: relabelled in issue 35's seventh round to v7's ruling (a direction word alone "
        "on the answer line names the neighbouring cell, as plainly as a coordinate); was unreadable",
    ),
    _c(
        "v3s_french",
        "solve",
        "Je descends d'une case.",
        U,
        None,
        "other_language",
        why="French words and no cell; the prompt asks for a cell",
    ),
    _c(
        "v3s_option_choice",
        "solve",
        "Option A: (1, 1), along the top.\nOption B: (2, 0), down the left side.\n\n"
        "I'll take Option B.",
        (2, 0),
        None,
        "choice_in_words",
    ),
    _c(
        "v3s_candidates_no_choice",
        "solve",
        "Candidate moves:\n- (1, 1)\n- (2, 0)",
        U,
        None,
        "candidates",
        why="a list of candidates, none chosen",
    ),
    _c(
        "v3s_code_fence_then_note",
        "solve",
        "Here is my move:\n\n```\nMOVE: (1, 1)\n```\n\nThis keeps me on the top row.",
        (1, 1),
        None,
        "code_fence",
    ),
    _c(
        "v3s_coord_restate",
        "solve",
        "Open cells next to me (from the coordinate list): (1,1), (2,0). Walls next to me: (0,0)."
        "\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restate_coords",
    ),
    _c(
        "v3s_think_then_json_string",
        "solve",
        '<think>\nDown is (2,0). Or right (1,1). Go right.\n</think>\n{"next_cell": "(1, 1)"}',
        (1, 1),
        None,
        "think_then_json",
    ),
    _c(
        "v3s_hedge_committed",
        "solve",
        "I'm not 100% sure which is faster, but I'll commit to going right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "hedge",
    ),
    _c(
        "v3s_final_then_question",
        "solve",
        "MOVE: (2, 0)\n\nWould you like me to plan the remaining moves as well?",
        (2, 0),
        None,
        "question_after",
    ),
    _c(
        "v3s_think_drafts_answer_none",
        "solve",
        "<think>\nMOVE: (1, 1)? or MOVE: (2, 0)?\n</think>\n\nI'm not sure which way is better.",
        U,
        None,
        "think_drafts_only",
        why="hard: both drafts are inside the thinking; the answer itself commits to nothing",
    ),
    # == one-shot: PATH_A and PATH_B succeed, BAD_PATH crosses the wall (2,1) (24) ==============
    _c(
        "v3o_gpt_asked",
        "one_shot",
        "Down the left column, then along the bottom row.\n\nPATH: " + PATH_A,
        SUCCESS,
        True,
        "asked_format",
    ),
    _c(
        "v3o_claude_caveat",
        "one_shot",
        "PATH: " + PATH_B + "\n\n*Note: going down the left column is just as short.*",
        SUCCESS,
        False,
        "caveat_after",
    ),
    _c(
        "v3o_final_heading_commas",
        "one_shot",
        "### Reasoning\n\nThe left column and the bottom row are open.\n\n### Final answer\n\n"
        + COMMAS_A,
        SUCCESS,
        False,
        "final_heading",
    ),
    _c(
        "v3o_numbered_steps",
        "one_shot",
        "1. Start at (1, 0)\n2. Right to (1, 1)\n3. Right to (1, 2)\n4. Right to (1, 3)\n"
        "5. Down to (2, 3)\n6. Down to (3, 3)\n7. Down to (4, 3), the goal.",
        SUCCESS,
        False,
        "numbered_reasoning",
    ),
    _c(
        "v3o_json_path",
        "one_shot",
        '```json\n{"path": [[1, 0], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3]]}\n```',
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "v3o_json_bad",
        "one_shot",
        '{"path": [[1,0],[1,1],[2,1],[3,1],[4,1],[4,2],[4,3]]}',
        FAIL,
        False,
        "json",
    ),
    _c("v3o_bad_asked", "one_shot", "PATH: " + BAD_PATH, FAIL, False, "asked_format"),
    _c(
        "v3o_correction",
        "one_shot",
        "PATH: " + BAD_PATH + "\n\nWait, (2, 1) is a wall. Corrected:\n\nPATH: " + PATH_A,
        SUCCESS,
        True,
        "self_correction",
    ),
    _c(
        "v3o_correction_to_bad",
        "one_shot",
        "PATH: "
        + PATH_A
        + "\n\nActually, a shorter route cuts through the middle:\n\nPATH: "
        + BAD_PATH,
        FAIL,
        False,
        "self_correction",
    ),
    _c(
        "v3o_options_choice",
        "one_shot",
        "Option 1: " + BAD_PATH + "\nOption 2: " + PATH_B + "\n\nOption 1 crosses (2, 1), which is "
        "a wall, so I go with Option 2.",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "v3o_options_choice_bad",
        "one_shot",
        "Option 1: " + BAD_PATH + "\nOption 2: " + PATH_A + "\n\nMy answer is Option 1.",
        FAIL,
        False,
        "choice_in_words",
        why="hard: the chosen option is the wrong one although a right one is listed after it",
    ),
    _c(
        "v3o_options_no_choice",
        "one_shot",
        "Route 1: " + PATH_A + "\nRoute 2: " + BAD_PATH + "\n\nBoth look plausible.",
        U,
        False,
        "two_answers",
        why="two routes, one valid and one not, and no choice",
    ),
    _c(
        "v3o_qwen_zh_fullwidth",
        "one_shot",
        "路径如下：\n" + FULLWIDTH_A,
        SUCCESS,
        False,
        "chinese_fullwidth",
    ),
    _c(
        "v3o_qwen_think",
        "one_shot",
        "<think>\n先向右：(1,1) (1,2) (1,3)，再向下 (2,3) (3,3) (4,3)。\n</think>\n\nPATH: "
        + PATH_B,
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "v3o_r1_think_bad_draft",
        "one_shot",
        "<think>\nMaybe PATH: " + BAD_PATH + "? Wait, (2,1) is 1, a wall. So go down the left "
        "side.\n</think>\n\nPATH: " + PATH_A,
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "v3o_truncated",
        "one_shot",
        "PATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the goal",
        finish_reason=L,
    ),
    _c(
        "v3o_think_unclosed",
        "one_shot",
        "<think>\nLet me trace. From (1,0) down: (2,0), (3,0), (4,0). Then right: (4,1), (4,2), "
        "and",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking; no path committed",
        finish_reason=L,
    ),
    _c(
        "v3o_directions_only",
        "one_shot",
        "Down, down, down, right, right, right.",
        FAIL,
        False,
        "wrong_format",
        why="hard: a right route but in direction words; the prompt asks for cells, none given",
    ),
    _c("v3o_refusal", "one_shot", "I can't solve mazes.", FAIL, False, "refusal"),
    _c(
        "v3o_latex_arrows",
        "one_shot",
        "$$\\boxed{(1,0) \\to (1,1) \\to (1,2) \\to (1,3) \\to (2,3) \\to (3,3) \\to (4,3)}$$",
        SUCCESS,
        False,
        "latex",
    ),
    _c("v3o_table_steps", "one_shot", STEP_TABLE_A, SUCCESS, False, "table"),
    _c(
        "v3o_gemini_bold_arrows", "one_shot", "**Path:** " + ARROWS_B, SUCCESS, False, "gemini_bold"
    ),
    _c(
        "v3o_trailing_wall_cells",
        "one_shot",
        "PATH: " + PATH_A + "\n\nI avoided (2, 1) and (3, 1), which are walls.",
        SUCCESS,
        False,
        "trailing_cells",
    ),
    _c(
        "v3o_stops_short",
        "one_shot",
        "PATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,2)",
        FAIL,
        False,
        "wrong_answer",
    ),
    # == recognize: the true shape is a square (26) ==========================================
    _c(
        "v3r_asked",
        "recognize",
        "The empty cells run around all four sides of a 4x4 block, forming a closed loop.\n\n"
        "SHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _c(
        "v3r_claude_caveat",
        "recognize",
        "SHAPE: square\n\n(Strictly speaking it's the outline of a square, not a filled one.)",
        "square",
        False,
        "caveat_after",
    ),
    _c("v3r_heading_bold", "recognize", "### Answer\n\n**Square**", "square", False, "headings"),
    _c(
        "v3r_gemini_bullets",
        "recognize",
        "*   **Top row:** open\n*   **Left and right columns:** open\n*   **Bottom row:** open\n"
        "*   **Shape:** **Square** (a closed ring)",
        "square",
        False,
        "gemini_bullets",
    ),
    _c(
        "v3r_think_c_then_square",
        "recognize",
        "<think>\nIt opens like a C? No — column 3 is open too, so it's closed. A spiral? No inner "
        "turn.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_closed",
    ),
    _c(
        "v3r_r1_wait",
        "recognize",
        "<think>\nThe open cells: row 1 cols 0-3, row 4 cols 0-3, column 0 rows 1-4, column 3 rows "
        "1-4. That's a ring. Wait, could it be a Z? No, a Z would need a diagonal. So a square.\n"
        "</think>\n\nThe empty cells form a square.\n\nSHAPE: square",
        "square",
        True,
        "r1_long_thinking",
    ),
    _c(
        "v3r_think_unclosed",
        "recognize",
        "<think>\nThe ring... is it a square or a C? Column 3 rows 1 to 4 are open, so",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking; no shape committed",
        finish_reason=L,
    ),
    _c(
        "v3r_qwen_zh_fullwidth_label",
        "recognize",
        "空白格子沿着四条边围成一个闭合的环。\n\n形状：正方形",
        "square",
        False,
        "chinese_fullwidth",
    ),
    _c("v3r_qwen_zh_bold", "recognize", "答案：**正方形**", "square", False, "chinese"),
    _c("v3r_json", "recognize", '{"shape": "square", "confidence": 0.9}', "square", False, "json"),
    _c("v3r_xml", "recognize", "<answer>Square</answer>", "square", False, "xml_tags"),
    _c("v3r_lowercase_label", "recognize", "answer: square", "square", False, "lowercase_label"),
    _c(
        "v3r_wrong_c",
        "recognize",
        "It looks like a letter C opening to the right.\n\nSHAPE: C",
        "C",
        False,
        "wrong_answer",
    ),
    _c("v3r_wrong_spiral_json", "recognize", '{"shape": "spiral"}', "spiral", False, "json"),
    _c(
        "v3r_two_no_choice",
        "recognize",
        "It is either a square or a C shape; I can't tell which.\n\nSHAPE: square or C",
        U,
        False,
        "either_or",
        why="two shapes on the answer line and the reply says it cannot tell",
    ),
    _c(
        "v3r_choice_made",
        "recognize",
        "Could be a C or a square. Since the right side is closed too, I'll go with square.\n\n"
        "SHAPE: square",
        "square",
        True,
        "choice_in_words",
    ),
    _c(
        "v3r_negations_then_answer",
        "recognize",
        "This is not a triangle and not a spiral; the open cells form a square.\n\nSHAPE: square",
        "square",
        True,
        "negation",
    ),
    _c(
        "v3r_german",
        "recognize",
        "Die leeren Zellen bilden ein Quadrat.",
        U,
        False,
        "other_language",
        why="German shape name; the package reads English and Chinese, other languages are unread",
    ),
    _c(
        "v3r_refusal",
        "recognize",
        "I'm unable to determine the shape from this description.",
        "none",
        False,
        "refusal",
    ),
    _c(
        "v3r_truncated_answer",
        "recognize",
        "The open cells form a closed ring along the edges, so the shape is a sq",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the shape's name",
        finish_reason=L,
    ),
    _c(
        "v3r_restate_grid",
        "recognize",
        "Maze:\n" + ORIGINAL_MATRIX + "\n\nThe 0s (with P and G) trace the border of a 4x4 block."
        "\n\nSHAPE: square",
        "square",
        True,
        "restate_grid",
    ),
    _c(
        "v3r_trailing_other_shape",
        "recognize",
        "SHAPE: square\n\nIt would have been a C if column 3 were walled off.",
        "square",
        False,
        "trailing_other_shape",
        why="hard: a note after the answer names another shape hypothetically; the answer is square",
    ),
    _c(
        "v3r_table_ticks",
        "recognize",
        "| Shape | Match |\n|---|---|\n| Square | ✅ |\n| C | ❌ |\n| Spiral | ❌ |",
        "square",
        False,
        "table_check",
        why="hard: three shapes in a table, only the square ticked; a person reads square",
    ),
    _c(
        "v3r_llama_verbose",
        "recognize",
        "Great question! After carefully examining every empty cell in the maze, including the "
        "cells of P and G, I can see that they line the top, bottom, left and right edges of a "
        "4x4 area. So I'd say the answer is a square!",
        "square",
        False,
        "llama_verbose",
    ),
    _c(
        "v3r_wrong_triangle",
        "recognize",
        "The corridor has three main sides.\n\nSHAPE: triangle",
        "triangle",
        False,
        "wrong_answer",
    ),
    _c("v3r_boxed", "recognize", "$\\boxed{\\text{square}}$", "square", False, "latex"),
    # == generate: matrix asked unless encoding says; NEW, NEW_BL, RING_RIGHT valid (26) =======
    _c("v3g_asked", "generate", "MAZE:\n" + NEW_MATRIX, SUCCESS, True, "asked_format"),
    _c("v3g_asked_bottom_left", "generate", "MAZE:\n" + NEW_BL, SUCCESS, True, "asked_format"),
    _c(
        "v3g_ring_right_fenced",
        "generate",
        "MAZE:\n```\n" + RING_RIGHT + "\n```",
        SUCCESS,
        False,
        "asked_format_fenced",
        why="WHY strict False (relabelled, issue 35's strict policy): the maze inside a code "
        "fence; a fence is a wrapper, which only the flexible reading takes off",
    ),
    _c(
        "v3g_claude_explain_after",
        "generate",
        "MAZE:\n" + NEW_BL + "\n\nThe square ring now sits in the bottom-left corner, with P and "
        "G on it.",
        SUCCESS,
        False,
        "caveat_after",
    ),
    _c(
        "v3g_heading_no_label",
        "generate",
        "## New maze\n\n```\n" + RING_RIGHT + "\n```\n\nSame 4x4 square ring, shifted one column "
        "to the right.",
        SUCCESS,
        False,
        "headings",
    ),
    _c(
        "v3g_restate_then_new",
        "generate",
        "Original:\n" + ORIGINAL_MATRIX + "\n\nNew maze:\n" + NEW_MATRIX,
        SUCCESS,
        False,
        "restate_grid",
    ),
    _c("v3g_copy", "generate", "MAZE:\n" + ORIGINAL_MATRIX, FAIL, False, "wrong_answer"),
    _c("v3g_plus", "generate", "MAZE:\n" + PLUS_MATRIX, FAIL, False, "wrong_answer"),
    _c("v3g_no_goal", "generate", "MAZE:\n" + NO_GOAL, FAIL, False, "wrong_answer"),
    _c(
        "v3g_options_choice",
        "generate",
        "Option 1:\n" + PLUS_MATRIX + "\n\nOption 2:\n" + NEW_MATRIX + "\n\nOption 1 is a plus, "
        "not a square, so my answer is Option 2.",
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "v3g_options_no_choice",
        "generate",
        "Here are two possibilities:\n\nA)\n" + NEW_MATRIX + "\n\nB)\n" + PLUS_MATRIX,
        U,
        False,
        "two_answers",
        why="two mazes, one valid and one not, and no choice",
    ),
    _c(
        "v3g_correction",
        "generate",
        "MAZE:\n"
        + PLUS_MATRIX
        + "\n\nWait, that's a plus, not a square. Corrected:\n\nMAZE:\n"
        + NEW_BL,
        SUCCESS,
        True,
        "self_correction",
    ),
    _c(
        "v3g_correction_to_copy",
        "generate",
        "MAZE:\n"
        + NEW_MATRIX
        + "\n\nHmm, actually let me keep the original layout:\n\nMAZE:\n"
        + ORIGINAL_MATRIX,
        FAIL,
        False,
        "self_correction",
    ),
    _c(
        "v3g_think",
        "generate",
        "<think>\nA plus would be wrong. Try a 3x3 ring in the top-right corner.\n</think>\n\nMAZE:\n"
        + NEW_MATRIX,
        SUCCESS,
        True,
        "think_closed",
    ),
    _c(
        "v3g_think_unclosed",
        "generate",
        "<think>\nI need a square ring. Let me put it at rows 2-4:\n1 1 1 1 1\n1 1 1 1 1\n"
        "P 0 0 1 1\n0 1",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking, mid-maze",
        finish_reason=L,
    ),
    _c(
        "v3g_truncated_block",
        "generate",
        "MAZE:\n" + "\n".join(NEW_BL.splitlines()[:3]) + "\n0 1",
        U,
        False,
        "truncated",
        why="cut off by max_tokens after three and a half rows",
        finish_reason=L,
    ),
    _c("v3g_table_row_labels", "generate", RING_RIGHT_TABLE, SUCCESS, False, "table"),
    _c("v3g_json_grid", "generate", NEW_BL_JSON, SUCCESS, False, "json"),
    _c("v3g_bmatrix", "generate", RING_RIGHT_BMATRIX, SUCCESS, False, "latex"),
    _c(
        "v3g_qwen_fullwidth",
        "generate",
        "新的迷宫：\n\nＭＡＺＥ：\n" + NEW_BL_FULLWIDTH,
        SUCCESS,
        False,
        "chinese_fullwidth",
    ),
    _c(
        "v3g_coord_asked",
        "generate",
        "MAZE:\n" + NEW_COORD,
        SUCCESS,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _c(
        "v3g_coord_explained",
        "generate",
        "Here is a smaller square ring in the top-right corner.\n\nMAZE:\n" + NEW_COORD + "\n\nP "
        "and G both lie on the ring.",
        SUCCESS,
        False,
        "caveat_after",
        encoding="coord_list",
    ),
    _c(
        "v3g_coord_plus",
        "generate",
        "MAZE:\n" + PLUS_COORD,
        FAIL,
        False,
        "wrong_answer",
        encoding="coord_list",
    ),
    _c(
        "v3g_coord_asked_matrix_given",
        "generate",
        "MAZE:\n" + NEW_MATRIX,
        FAIL,
        False,
        "wrong_format",
        why="hard: a valid maze but in the matrix form where the prompt requires the coordinate list",
        encoding="coord_list",
    ),
    _c(
        "v3g_refusal",
        "generate",
        "Sorry, I can't create a new maze right now.",
        FAIL,
        False,
        "refusal",
    ),
    _c(
        "v3g_path_after",
        "generate",
        "MAZE:\n" + RING_RIGHT + "\n\nPath: (1,1) (1,2) (1,3) (1,4) (2,4) (3,4) (4,4)",
        SUCCESS,
        False,
        "trailing_cells",
    ),
    # == puzzle: 2x2 board, square index 2 * row + col (33) ==================================
    _c(
        "v3p_asked",
        "puzzle",
        "The bottom-left square's opening faces the wrong way.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _c(
        "v3p_asked_ccw", "puzzle", "ROTATE: (0, 1) counterclockwise", (1, CCW), True, "asked_format"
    ),
    _c(
        "v3p_claude_caveat",
        "puzzle",
        "ROTATE: (1, 1) clockwise\n\n*If I've misread the board, three counterclockwise turns "
        "would do the same.*",
        (3, CW),
        False,
        "caveat_after",
        why="hard: the caveat names the other direction; the committed move is clockwise",
    ),
    _c(
        "v3p_numbered",
        "puzzle",
        "1. Square (0, 0) is already aligned.\n2. Square (0, 1) needs a quarter turn.\n"
        "3. A clockwise turn moves its top opening to the right, which is what we want.\n\n"
        "ROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "numbered_reasoning",
    ),
    _c(
        "v3p_gemini_bold",
        "puzzle",
        "*   **Square:** **(1, 1)**\n*   **Direction:** **counterclockwise**",
        (3, CCW),
        False,
        "gemini_bullets",
    ),
    _c(
        "v3p_bold_final",
        "puzzle",
        "**Final answer:** ROTATE: (0, 0) clockwise",
        (0, CW),
        False,
        "final_heading",
    ),
    _c(
        "v3p_corner_words",
        "puzzle",
        "I'll turn the top-right square counterclockwise.",
        (1, CCW),
        False,
        "corner_words",
    ),
    _c(
        "v3p_corner_bottom_right",
        "puzzle",
        "Rotate the bottom-right piece clockwise.",
        (3, CW),
        False,
        "corner_words",
    ),
    _c(
        "v3p_qwen_zh_fullwidth",
        "puzzle",
        "ROTATE：（1，0）顺时针",
        (2, CW),
        False,
        "chinese_fullwidth",
        why="hard: full-width form with the Chinese word for clockwise (顺时针); Chinese is read",
    ),
    _c(
        "v3p_qwen_zh_sentence",
        "puzzle",
        "我选择把左上角的方块逆时针旋转。\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "chinese",
    ),
    _c(
        "v3p_qwen_think",
        "puzzle",
        "<think>\n(1,1) 的开口朝下，需要顺时针转一次。\n</think>\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "think_closed",
    ),
    _c(
        "v3p_r1_wait",
        "puzzle",
        "<think>\nLet me see. ROTATE: (0, 1) clockwise? Wait, clockwise moves the top opening to "
        "the right, but it needs to face left. So counterclockwise.\n</think>\n\n"
        "ROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "r1_long_thinking",
    ),
    _c(
        "v3p_r1_unclosed",
        "puzzle",
        "<think>\nSquare (1, 0) points up; it should point right, so a clockwise turn... wait, or "
        "is it (1, 1) that",
        U,
        False,
        "think_unclosed",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v3p_json",
        "puzzle",
        '{"square": [1, 0], "direction": "counterclockwise"}',
        (2, CCW),
        False,
        "json",
    ),
    _c(
        "v3p_json_rowcol_fenced",
        "puzzle",
        '```json\n{"row": 0, "col": 1, "rotation": "clockwise"}\n```',
        (1, CW),
        False,
        "json",
    ),
    _c(
        "v3p_xml",
        "puzzle",
        "<move>ROTATE: (1, 1) counterclockwise</move>",
        (3, CCW),
        False,
        "xml_tags",
    ),
    _c(
        "v3p_anticlockwise",
        "puzzle",
        "Turn (1, 0) anticlockwise.",
        (2, CCW),
        False,
        "synonym",
    ),
    _c(
        "v3p_counter_hyphen",
        "puzzle",
        "Turn square (1, 1) counter-clockwise.",
        (3, CCW),
        False,
        "synonym",
    ),
    _c(
        "v3p_two_lines_no_choice",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nROTATE: (1, 1) clockwise\n\nEither move helps.",
        U,
        False,
        "two_answers",
        why="two ROTATE lines and 'either move helps': no choice",
    ),
    _c(
        "v3p_either_direction",
        "puzzle",
        "You could rotate (0, 1) either clockwise or counterclockwise; both reach the target in "
        "two moves.",
        U,
        False,
        "either_or",
        why="one square but both directions offered, no choice",
    ),
    _c(
        "v3p_no_direction",
        "puzzle",
        "ROTATE: (1, 0)",
        U,
        False,
        "incomplete",
        why="a square with no direction: the move cannot be made",
    ),
    _c(
        "v3p_refusal",
        "puzzle",
        "I cannot see the board clearly enough to choose a move.",
        U,
        False,
        "refusal",
        why="refusal, no move",
    ),
    _c(
        "v3p_truncated",
        "puzzle",
        "Looking at the board, the square at (1, 1) needs to turn so that its opening faces",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the direction",
        finish_reason=L,
    ),
    _c(
        "v3p_correction_labelled",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nActually, (0, 0) is already correct. ROTATE: (1, 0) clockwise",
        (2, CW),
        False,
        "self_correction",
    ),
    _c(
        "v3p_correction_direction_only",
        "puzzle",
        "I'll turn (1, 1) clockwise. Actually, counterclockwise — the opening needs to go left.",
        (3, CCW),
        False,
        "self_correction",
        why="hard: the correction changes only the direction; the square (1, 1) carries over",
    ),
    _c(
        "v3p_option_choice",
        "puzzle",
        "Option A: (0, 1) clockwise.\nOption B: (1, 0) counterclockwise.\n\nOption B fixes the "
        "bottom row, so I choose Option B.",
        (2, CCW),
        False,
        "choice_in_words",
    ),
    _c(
        "v3p_candidates_no_choice",
        "puzzle",
        "Possible moves:\n- (0, 0) clockwise\n- (1, 1) counterclockwise",
        U,
        False,
        "candidates",
        why="a list of candidate moves, none chosen",
    ),
    _c(
        "v3p_echo",
        "puzzle",
        PUZZLE_ECHO,
        U,
        False,
        "prompt_echo",
        why="the prompt echoed; its ROTATE line is the template '(row, col)', not a move",
    ),
    _c(
        "v3p_lowercase_sentence",
        "puzzle",
        "rotate square (1, 1) clockwise",
        (3, CW),
        False,
        "lowercase_label",
    ),
    _c(
        "v3p_boxed",
        "puzzle",
        "$\\boxed{\\text{ROTATE: } (0, 1) \\text{ clockwise}}$",
        (1, CW),
        False,
        "latex",
    ),
    _c(
        "v3p_table_tick",
        "puzzle",
        "| Square | Turn |\n|---|---|\n| (0, 0) | — |\n| (0, 1) | — |\n| (1, 0) | clockwise ✅ |\n"
        "| (1, 1) | — |",
        (2, CW),
        False,
        "table_check",
        why="hard: the only answer is the one row of a table with a turn and a tick",
    ),
    _c(
        "v3p_spanish",
        "puzzle",
        "Gira el cuadrado (1, 0) en sentido horario.",
        (2, CW),
        False,
        "other_language",
        why="hard: 'en sentido horario' is Spanish for clockwise, a read language "
        "(issue 35, fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v3p_llama_verbose",
        "puzzle",
        "Sure! To make progress, I'd recommend rotating the square in row 0, column 1. Turning it "
        "clockwise will align its opening with its neighbor. Let me know if you'd like more help!"
        "\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "llama_verbose",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (written styles only: no real replies in this set)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The third corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1 and v2.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v3", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v3.py: counts, no reader
    print_counts(all_cases(), problems())

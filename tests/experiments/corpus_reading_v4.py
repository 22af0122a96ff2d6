"""A fourth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``): each label is what a careful grader reads in the reply by the
prompts' own rules (``agents/llm/prompts.py``) and the answer rules of ``docs/studies.md``. The
earlier corpora were read for their data format only; the replies, mazes and wordings here are
new. The flexible label is the committed answer when a person would decide it, :data:`UNREADABLE`
when a person would not (cut off by ``max_tokens``, alternatives with no choice, only reasoning,
a language the prompt does not allow). The strict label is the prompt's format rule: the reply
*ends* with the asked line (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``, or ``MAZE:`` and the
block exactly as the encoder writes it, optionally fenced), read only there, and (except for
``solve``, whose strict label is the cell read there, and ``puzzle``, whose strict label is
whether the line is well-formed) that answer is right. Markdown around the asked line (bold, a
code fence after it) breaks the strict form.

Styles: GPT-4o/4.1 and Claude 3.5-4 (headings, "**Answer:**", tables, numbered reasoning, the
grid restated, caveats after the answer), Gemini (bullets, bold everywhere), Qwen2.5/Qwen3
(Chinese, mixed, full-width punctuation, ``<think>``), DeepSeek-R1 (long thinking, "Wait,", the
answer after ``</think>``), Llama 3 (JSON, verbose), Mistral, Phi, and small models (the prompt
echoed, repetition, rambling, truncation, the wrong format, refusals). Unclear cases and hard
calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v3 (solve 52, one-shot 24, recognize 26, generate 26, puzzle 33):
the interactive solve and the puzzle are read once per move, the others once per trial. The
mazes are ``corpus_mazes``'s (ORIGINAL: P (1,0), G (4,3), legal moves (2,0) and (1,1)) and, for
generation, also :data:`RING_TL`, :data:`RING_MID` and :data:`RING_BR` (valid square rings placed
elsewhere) and a few broken ones; puzzle replies are for a 2x2 board (square index
``2 * row + col``). The split is :func:`corpus_reading.half`; the whole set was held out.

Measured once (``docs/analysis.md``), it is tuning data now. Issue 35's strict policy, decided
after it (the label as printed, no fence, the prompt's words), relabelled three strict labels,
each with a ``WHY`` note: ``v4p_lowercase_label`` and the fenced ``v4g_claude_fenced`` and
``v4g_coord_fenced_intro`` (a fenced maze block is a format miss, where the grader above allowed
one fence).
"""

from __future__ import annotations

import json

from corpus_form import (
    CCW,
    CW,
    LENGTH,
    case_maker,
    coord_list,
    form_problems,
    halves,
    print_counts,
    unique_cases,
)
from corpus_mazes import MAZES, NEW_COORD, ORIGINAL_COORD, ORIGINAL_MATRIX, PLUS_MATRIX
from corpus_reading import BAD_PATH, FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply

U = UNREADABLE
L = LENGTH

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or why a hard call went
the way it did (those start with ``hard:``)."""


_c = case_maker(WHY)
_coord = coord_list


RING_TL = """\
P 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1
1 1 1 1 1"""
"""A valid new maze: the original's 4x4 ring moved to the top-left corner."""

RING_MID = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 0 G 1
1 1 1 1 1"""
"""A valid new maze: a 3x3 square ring in the middle."""

RING_BR = """\
1 1 1 1 1
1 1 1 1 1
1 1 G 0 0
1 1 0 1 0
1 1 0 0 P"""
"""A valid new maze: a 3x3 square ring in the bottom-right corner."""

TWO_P = RING_MID.replace("G", "P")
"""Two players and no goal: not a valid maze."""

RING_MID_BROKEN = """\
1 1 1 1 1
1 P 0 0 1
1 0 1 1 1
1 0 0 G 1
1 1 1 1 1"""
"""A ring with its right side walled: a C, not the square."""

FOUR_BY_FOUR = """\
P 0 0 0
0 1 1 0
0 1 1 0
0 0 0 G"""
"""A 4x4 grid: the wrong size."""

ROWS_A = PATH_A.split(" ")
ROWS_B = PATH_B.split(" ")
SPACED_A = " ".join(c.replace(",", ", ") for c in ROWS_A)
SPACED_B = " ".join(c.replace(",", ", ") for c in ROWS_B)
SPACED_BAD = " ".join(c.replace(",", ", ") for c in BAD_PATH.split(" "))
ONE_SHOT_ECHO = (
    "You are solving a maze in a single reply. Find a path from the player P to the goal G.\n\n"
    "Answer with the whole path at once. End your reply with a line of the form "
    "PATH: (row, col) (row, col) ..., for example PATH: (0, 0) (0, 1) (1, 1).\n\n"
    "The maze:\n" + ORIGINAL_MATRIX
)
QWEN_THINK_ZH = (
    "<think>\n好的，我先看一下迷宫。P 在 (1,0)，G 在 (4,3)。第 1 行是 P 0 0 0 1，"
    "所以右边 (1,1) 是空的。下面 (2,0) 也是空的。两条路一样长。\n</think>\n\n"
)
R1_LONG = (
    "<think>\nOkay, let me parse the grid first.\nRow 0: 1 1 1 1 1 — all walls.\n"
    "Row 1: P 0 0 0 1 — P at column 0, so the player is at (1,0).\n"
    "Row 2: 0 1 1 0 1.\nRow 3: 0 1 1 0 1.\nRow 4: 0 0 0 G 1 — goal at (4,3).\n"
    "Neighbours of (1,0): up (0,0) is a wall, left is off the grid, right (1,1) is 0, down (2,0) "
    "is 0.\nSo MOVE: (1, 1) would work. Wait, let me make sure the bottom route isn't shorter.\n"
    "Down: (2,0), (3,0), (4,0), (4,1), (4,2), (4,3) — six steps.\n"
    "Right: (1,1), (1,2), (1,3), (2,3), (3,3), (4,3) — also six.\n"
    "Wait, they're the same. Either is fine; I'll go down because the goal is in the bottom row.\n"
    "</think>\n\n"
)

STYLES: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right (52) ==================
    _c(
        "v4s_gpt4o_short",
        "solve",
        "P is at (1, 0). Going right keeps me in the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "gpt_plain",
    ),
    _c(
        "v4s_gpt41_numbered",
        "solve",
        "1. **Locate the player.** P is in row 1, column 0.\n"
        "2. **Check neighbours.** Up (0, 0) is a wall; down (2, 0) is empty; right (1, 1) is "
        "empty.\n3. **Pick a direction.** The goal (4, 3) is below me, so down gets me closer.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_reasoning",
    ),
    _c(
        "v4s_claude_heading_answer",
        "solve",
        "## Analysis\n\nThe player starts at **(1, 0)**. Two neighbours are open:\n\n"
        "- **(2, 0)** below\n- **(1, 1)** to the right\n\n"
        "Both lead to the goal in six steps. I'll take the right-hand corridor.\n\n"
        "**Answer:** (1, 1)\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "claude_heading",
    ),
    _c(
        "v4s_claude_caveat_after",
        "solve",
        "I'll move down the left edge of the maze.\n\nMOVE: (2, 0)\n\n"
        "(Note: moving right to (1, 1) would also work, since both routes are the same length.)",
        (2, 0),
        None,
        "caveat_after",
        why="hard: the note after the answer names another cell as an alternative; the MOVE "
        "line commits to (2, 0)",
    ),
    _c(
        "v4s_claude_restated_grid",
        "solve",
        "Let me restate the maze with coordinates:\n\n```\n    0 1 2 3 4\n0   1 1 1 1 1\n"
        "1   P 0 0 0 1\n2   0 1 1 0 1\n3   0 1 1 0 1\n4   0 0 0 G 1\n```\n\n"
        "From (1, 0), I can step down to (2, 0). That starts the left-and-bottom route to G "
        "at (4, 3).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "restate_grid",
    ),
    _c(
        "v4s_gemini_bullets_bold",
        "solve",
        "* **Current position:** **(1, 0)**\n* **Open neighbours:** **(1, 1)** and **(2, 0)**\n"
        "* **Goal:** **(4, 3)**\n* **Decision:** move **right**\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v4s_gemini_table",
        "solve",
        "| Direction | Cell | Status |\n|---|---|---|\n| Up | (0, 0) | Wall |\n"
        "| Down | (2, 0) | **Open** ✅ |\n| Right | (1, 1) | **Open** ✅ |\n\n"
        "Both are open; going **down** points toward the goal's row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "table",
    ),
    _c(
        "v4s_qwen_zh_fullwidth",
        "solve",
        QWEN_THINK_ZH + "我选择向下走。\n\nMOVE：（2，0）",
        (2, 0),
        None,
        "qwen_zh_fullwidth",
        why="hard: full-width colon and brackets; a person reads (2, 0), the strict form is ASCII",
    ),
    _c(
        "v4s_qwen_zh_plain_ascii",
        "solve",
        "玩家在 (1,0)。右边的格子 (1,1) 是空的，可以走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "qwen_zh_mixed",
    ),
    _c(
        "v4s_qwen3_think_then_answer",
        "solve",
        "<think>\nThe player is at (1,0). Let me try MOVE: (0, 0)... no, row 0 is all walls. "
        "Then (2,0) or (1,1). I'll take (1,1).\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "qwen_think",
    ),
    _c(
        "v4s_r1_long_wait",
        "solve",
        R1_LONG + "Both neighbours lead to the goal in six moves; I'll go down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "r1_thinking",
    ),
    _c(
        "v4s_r1_no_open_tag",
        "solve",
        "Okay, the player is at (1,0). Right is (1,1), open. Down is (2,0), open. Hmm, "
        "MOVE: (1, 1) maybe. Wait — the goal is at the bottom, so down is more direct.\n"
        "</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "r1_close_only",
    ),
    _c(
        "v4s_r1_cut_in_think",
        "solve",
        R1_LONG[:430],
        U,
        None,
        "truncated_think",
        why="cut off by max_tokens inside the thinking; no move committed",
        finish_reason=L,
    ),
    _c(
        "v4s_llama_json",
        "solve",
        'Here is my move in JSON format:\n\n```json\n{\n  "current_position": [1, 0],\n'
        '  "next_move": [2, 0],\n  "reason": "The cell below is empty and leads toward the goal."'
        "\n}\n```",
        (2, 0),
        None,
        "json",
        why="hard: the move is only a JSON array under 'next_move'; the current position is "
        "also in it, the key says which is the move",
    ),
    _c(
        "v4s_llama_verbose",
        "solve",
        "Great question! Let's take a look at the maze together. The player, represented by P, "
        "is located at row 1, column 0. Looking around, I can see that the cell directly to the "
        "right, at (1, 1), is an empty cell, which means it is a valid move. Moving right will "
        "allow us to continue along the top corridor toward the goal.\n\n"
        "I hope this helps! Let me know if you have any other questions.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "llama_verbose",
    ),
    _c(
        "v4s_mistral_terse",
        "solve",
        "Down.\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "terse",
    ),
    _c(
        "v4s_phi_answer_label",
        "solve",
        "Answer: (1, 1)",
        (1, 1),
        None,
        "answer_label",
    ),
    _c(
        "v4s_correction_actually",
        "solve",
        "Moving right looks good.\n\nMOVE: (1, 2)\n\nActually, (1, 2) is two steps away, not "
        "adjacent. Let me correct that.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "self_correction",
    ),
    _c(
        "v4s_correction_bare_actually",
        "solve",
        "I'll move right to (1, 1). Actually, (2, 0) heads straight for the goal's row, so I'll "
        "go there instead.",
        (2, 0),
        None,
        "self_correction",
        why="hard: no MOVE line; 'Actually ... I'll go there instead' replaces (1, 1) with (2, 0)",
    ),
    _c(
        "v4s_restated_in_words",
        "solve",
        "MOVE: (2, 0)\n\nIn other words, I step one cell down, from row 1 to row 2, staying in "
        "column 0.",
        (2, 0),
        None,
        "restated_after",
        why="hard: the answer is restated in words after the MOVE line; the same cell, so clear",
    ),
    _c(
        "v4s_trailing_plan",
        "solve",
        "MOVE: (1, 1)\n\nPlan after this: (1, 2) → (1, 3) → (2, 3) → (3, 3) → (4, 3).",
        (1, 1),
        None,
        "plan_after",
        why="hard: the plan after the MOVE line names five later cells; the move is (1, 1)",
    ),
    _c(
        "v4s_code_fence_move",
        "solve",
        "Next move:\n\n```\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "code_fence",
    ),
    _c(
        "v4s_latex_boxed",
        "solve",
        "The open neighbours of $(1,0)$ are $(2,0)$ and $(1,1)$. Moving down:\n\n"
        "$$\\boxed{(2, 0)}$$",
        (2, 0),
        None,
        "latex",
    ),
    _c(
        "v4s_xml_answer",
        "solve",
        "<reasoning>The cell to the right is open.</reasoning>\n<answer>(1, 1)</answer>",
        (1, 1),
        None,
        "xml_tags",
    ),
    _c(
        "v4s_lowercase_move",
        "solve",
        "going right.\nmove: (1, 1)",
        (1, 1),
        None,
        "lowercase_label",
        why="hard: lowercase 'move:' label; a person reads (1, 1), the strict form is 'MOVE:'",
    ),
    _c(
        "v4s_json_row_col",
        "solve",
        '{"move": {"row": 2, "col": 0}}',
        (2, 0),
        None,
        "json",
    ),
    _c(
        "v4s_final_answer_heading",
        "solve",
        "### Reasoning\nFrom (1, 0), the right neighbour (1, 1) is a corridor cell. The lower "
        "neighbour (2, 0) is too.\n\n### Final answer\n**(2, 0)**",
        (2, 0),
        None,
        "final_answer_heading",
    ),
    _c(
        "v4s_wall_move",
        "solve",
        "I'll go up toward the top row.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "wrong_answer",
    ),
    _c(
        "v4s_off_grid",
        "solve",
        "Moving left.\n\nMOVE: (1, -1)",
        (1, -1),
        (1, -1),
        "wrong_answer",
    ),
    _c(
        "v4s_echo_prompt_then_answer",
        "solve",
        "Answer with the cell you move to next. End your reply with a line of the form MOVE: "
        "(row, col), for example MOVE: (2, 3).\n\nThe player is at (1, 0). I move to (1, 1).\n\n"
        "MOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "echo_prompt",
    ),
    _c(
        "v4s_echo_prompt_only",
        "solve",
        "You are solving a maze one move at a time. Your goal is to walk from the player P to "
        "the goal G. Answer with the cell you move to next. End your reply with a line of the "
        "form MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "echo_prompt",
        why="the prompt echoed and nothing else; its only cell is the example (2, 3)",
    ),
    _c(
        "v4s_repeat_loop_cut",
        "solve",
        "The player is at (1, 0). The player is at (1, 0). The player is at (1, 0). The player "
        "is at (1, 0). The player is at (1, 0). The player is at (1, 0). The player is at (1, "
        "0). The player is at",
        U,
        None,
        "repetition",
        why="cut off by max_tokens while repeating the start cell; no move",
        finish_reason=L,
    ),
    _c(
        "v4s_cut_before_cell",
        "solve",
        "The best next step is to go down the left column, so my move is\n\nMOVE: (",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the MOVE line, before any number",
        finish_reason=L,
    ),
    _c(
        "v4s_cut_mid_cell",
        "solve",
        "Right is open and so is down. Down is closer to the goal's row.\n\nMOVE: (2,",
        U,
        None,
        "truncated",
        why="cut off by max_tokens in the middle of the cell: the column is missing",
        finish_reason=L,
    ),
    _c(
        "v4s_two_moves_no_choice",
        "solve",
        "There are two possible moves:\n\nMOVE: (2, 0)\nMOVE: (1, 1)\n\n"
        "Both are equally good, pick whichever you prefer.",
        U,
        None,
        "two_answers",
        why="two MOVE lines and the reply leaves the choice to the reader",
    ),
    _c(
        "v4s_either_or",
        "solve",
        "From (1, 0) I could go to either (2, 0) or (1, 1); both reach the goal in six moves.",
        U,
        None,
        "either_or",
        why="'either (2, 0) or (1, 1)' with no choice",
    ),
    _c(
        "v4s_only_reasoning",
        "solve",
        "Let's see. The goal is at the bottom right. The walls form an inner block in the middle "
        "of the maze. The corridor goes around it on all sides, so there are two ways round.",
        U,
        None,
        "only_reasoning",
        why="only reasoning, no cell committed",
    ),
    _c(
        "v4s_refusal",
        "solve",
        "I'm sorry, but I can't help with playing games right now.",
        U,
        None,
        "refusal",
        why="refusal, no move",
    ),
    _c(
        "v4s_direction_word_only",
        "solve",
        "**Answer:** down",
        (2, 0),
        None,
        "direction_word",
        why="hard: relabelled in issue 35's seventh round to v7's ruling (a direction word alone "
        "on the answer line names the neighbouring cell, as plainly as a coordinate); was unreadable",
    ),
    _c(
        "v4s_other_language",
        "solve",
        "Ich gehe nach rechts, weil der Weg oben frei ist.",
        (1, 1),
        None,
        "other_language",
        why="hard: 'Ich gehe nach rechts' (I'm going right) picks the move right, as in "
        "English (issue 35, fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v4s_option_chosen",
        "solve",
        "Option A: (2, 0), down the left side.\nOption B: (1, 1), along the top.\n\n"
        "I'll go with Option B.",
        (1, 1),
        None,
        "choice_in_words",
        why="hard: two options and a choice in words; the last cell named is (1, 1) too, but "
        "it is the choice that decides",
    ),
    _c(
        "v4s_option_chosen_first",
        "solve",
        "Candidates:\n1. (1, 1) — right\n2. (2, 0) — down\n\nMy choice is candidate 1.",
        (1, 1),
        None,
        "choice_in_words",
        why="hard: the chosen candidate is the first listed; the last cell named is (2, 0)",
    ),
    _c(
        "v4s_think_draft_beats_nothing",
        "solve",
        "<think>\nMOVE: (2, 0) seems fine. Or MOVE: (1, 1).\n</think>\n\n"
        "I am not sure which way is better.",
        U,
        None,
        "think_only",
        why="the only moves are drafts inside the thinking, and the answer says it is unsure",
    ),
    _c(
        "v4s_think_draft_then_final",
        "solve",
        "<think>\nFirst guess MOVE: (2, 0). Hmm, but the top corridor has no dead end either. "
        "Let me go right.\n</think>\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "qwen_think",
    ),
    _c(
        "v4s_coords_in_words",
        "solve",
        "Move to row 2, column 0.",
        (2, 0),
        None,
        "words",
        why="hard: the cell is given as 'row 2, column 0' in words, not (row, col); unambiguous",
    ),
    _c(
        "v4s_square_brackets",
        "solve",
        "Next cell: [1, 1]\n\nMOVE: [1, 1]",
        (1, 1),
        None,
        "square_brackets",
        why="hard: square brackets instead of parentheses; a person reads (1, 1), the strict "
        "form asks '(row, col)'",
    ),
    _c(
        "v4s_small_model_ramble",
        "solve",
        "Mazes are fun puzzles that have been around for thousands of years. The ancient Greeks "
        "had the labyrinth of the Minotaur. In this maze the player P wants to reach G. I think "
        "the player should go to the right because right is a good direction. So the answer is "
        "(1, 1).",
        (1, 1),
        None,
        "ramble",
    ),
    _c(
        "v4s_small_wrong_format_xy",
        "solve",
        "x=0, y=2",
        U,
        None,
        "wrong_format",
        why="x/y coordinates where (row, col) is asked; which is the row is a guess",
    ),
    _c(
        "v4s_gpt_double_space",
        "solve",
        "Going down.\n\nMOVE: (2,0)",
        (2, 0),
        (2, 0),
        "no_spaces",
    ),
    _c(
        "v4s_claude_final_then_note",
        "solve",
        "**Final answer:** MOVE: (1, 1)\n\n---\n*If the maze changes after this move, I'll "
        "re-evaluate; the bottom route via (2, 0) remains a fallback.*",
        (1, 1),
        None,
        "caveat_after",
        why="hard: a fallback cell is named after the final answer; the committed move is (1, 1)",
    ),
    _c(
        "v4s_deepseek_answer_boxed",
        "solve",
        "<think>\nP at (1,0). Down (2,0) open. Right (1,1) open. Wait, is (1,1) really open? "
        "Row 1 is P 0 0 0 1, yes. Go right.\n</think>\n\nThe next move is $\\boxed{(1,1)}$.",
        (1, 1),
        None,
        "latex",
    ),
    _c(
        "v4s_same_answer_twice",
        "solve",
        "MOVE: (2, 0)\n\nTo summarise: my move is (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "repeated_answer",
    ),
    # == one-shot: PATH_A and PATH_B succeed, BAD_PATH crosses the wall (2,1) (24) ==============
    _c(
        "v4o_gpt_plain",
        "one_shot",
        "I'll follow the left column down and then the bottom row.\n\nPATH: " + SPACED_A,
        SUCCESS,
        True,
        "gpt_plain",
    ),
    _c(
        "v4o_claude_numbered",
        "one_shot",
        "## Solving the maze\n\n1. Start at P (1, 0).\n2. Go right along row 1 to (1, 3).\n"
        "3. Go down column 3 to the goal at (4, 3).\n\nEach step moves to an adjacent open "
        "cell.\n\nPATH: " + SPACED_B,
        SUCCESS,
        True,
        "claude_heading",
    ),
    _c(
        "v4o_claude_alternative_after",
        "one_shot",
        "PATH: " + SPACED_B + "\n\nAn equally short alternative is " + SPACED_A + ", going "
        "around the other side of the inner wall block.",
        SUCCESS,
        False,
        "caveat_after",
        why="hard: a second, also valid, route is named after the PATH line as an aside; the "
        "committed path is the PATH line",
    ),
    _c(
        "v4o_gemini_bold_steps",
        "one_shot",
        "* **Start:** **(1, 0)**\n* **Route:** **(1, 0)** ⬇ **(2, 0)** ⬇ **(3, 0)** ⬇ "
        "**(4, 0)** ➡ **(4, 1)** ➡ **(4, 2)** ➡ **(4, 3)**\n* **Length:** **6 moves**",
        SUCCESS,
        False,
        "gemini_bold",
    ),
    _c(
        "v4o_qwen_zh_fullwidth",
        "one_shot",
        "从 P 出发，先向右走，再向下走到终点。\n\n路径："
        + "，".join(c.replace("(", "（").replace(")", "）").replace(",", "，") for c in ROWS_B),
        SUCCESS,
        False,
        "qwen_zh_fullwidth",
        why="hard: a Chinese label and full-width brackets and commas throughout; the cells "
        "read in order are PATH_B",
    ),
    _c(
        "v4o_qwen_think_final",
        "one_shot",
        "<think>\nStart (1,0). Right: (1,1) (1,2) (1,3). Down: (2,3) (3,3) (4,3). Done.\n"
        "</think>\n\nPATH: " + SPACED_B,
        SUCCESS,
        True,
        "qwen_think",
    ),
    _c(
        "v4o_r1_bad_draft_in_think",
        "one_shot",
        "<think>\nLet me try the route through the middle: " + BAD_PATH + ". Wait, (2,1) is a 1, "
        "that's a wall. Scrap that. Around the left: " + PATH_A + ". Check each step: all "
        "zeros. Good.\n</think>\n\nPATH: " + SPACED_A,
        SUCCESS,
        True,
        "r1_thinking",
    ),
    _c(
        "v4o_llama_json",
        "one_shot",
        "```json\n"
        + json.dumps(
            {"path": [[int(x) for x in c.strip("()").split(",")] for c in ROWS_B], "steps": 6},
            indent=2,
        )
        + "\n```",
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "v4o_mistral_bad",
        "one_shot",
        "PATH: " + SPACED_BAD,
        FAIL,
        False,
        "wrong_answer",
    ),
    _c(
        "v4o_phi_stops_short",
        "one_shot",
        "Path: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3)",
        FAIL,
        False,
        "wrong_answer",
    ),
    _c(
        "v4o_correction_second_path",
        "one_shot",
        "PATH: " + SPACED_BAD + "\n\nWait, (2, 1) is a wall, so that path is invalid. "
        "Corrected:\n\nPATH: " + SPACED_A,
        SUCCESS,
        True,
        "self_correction",
    ),
    _c(
        "v4o_two_routes_no_choice",
        "one_shot",
        "Route 1: " + SPACED_A + "\nRoute 2: " + SPACED_BAD + "\n\nEither route should get "
        "you there.",
        U,
        False,
        "two_answers",
        why="two routes, one valid and one through a wall, and 'either' with no choice",
    ),
    _c(
        "v4o_two_routes_chosen",
        "one_shot",
        "Route 1: " + SPACED_BAD + "\nRoute 2: " + SPACED_B + "\n\nRoute 1 passes (2, 1), "
        "which is a wall, so I'll go with Route 2.",
        SUCCESS,
        False,
        "choice_in_words",
        why="hard: two routes and a choice in words of the second (valid) one; the cells named "
        "last are in the explanation, not a route",
    ),
    _c(
        "v4o_cut_mid_path",
        "one_shot",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before the goal",
        finish_reason=L,
    ),
    _c(
        "v4o_only_reasoning",
        "one_shot",
        "The inner 2x2 block of walls splits the corridor into two arms that meet at the goal. "
        "Either arm works, so the maze is solvable in six moves.",
        U,
        False,
        "only_reasoning",
        why="only reasoning; no cells listed as a path",
    ),
    _c(
        "v4o_latex_rightarrow",
        "one_shot",
        "The path is\n$$\n" + " \\rightarrow ".join(c.replace(",", ", ") for c in ROWS_A) + "\n$$",
        SUCCESS,
        False,
        "latex",
    ),
    _c(
        "v4o_table_row_col_columns",
        "one_shot",
        "| # | Row | Col |\n|---|-----|-----|\n"
        + "\n".join(
            f"| {i} | {c.strip('()').split(',')[0]} | {c.strip('()').split(',')[1]} |"
            for i, c in enumerate(ROWS_B)
        ),
        SUCCESS,
        False,
        "table",
        why="hard: rows and columns in separate table columns, no (row, col) pairs; a person "
        "reads the path PATH_B",
    ),
    _c(
        "v4o_code_fence_path",
        "one_shot",
        "```\nPATH: " + SPACED_A + "\n```",
        SUCCESS,
        False,
        "code_fence",
    ),
    _c(
        "v4o_diagonal_step",
        "one_shot",
        "Cutting the corner saves a move.\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 1) (4, 2) (4, 3)",
        FAIL,
        False,
        "wrong_answer",
    ),
    _c(
        "v4o_small_repeat_cut",
        "one_shot",
        "PATH: " + SPACED_A + "\nPATH: " + SPACED_A + "\nPATH: " + SPACED_A + "\nPATH: (1, 0) "
        "(2, 0)",
        U,
        False,
        "repetition",
        why="hard: cut off by max_tokens while repeating a valid path; the last copy is "
        "unfinished, and a cut reply is not credited",
        finish_reason=L,
    ),
    _c(
        "v4o_refusal",
        "one_shot",
        "Sorry, I'm not able to solve this maze.",
        FAIL,
        False,
        "refusal",
    ),
    _c(
        "v4o_lowercase_label",
        "one_shot",
        "path: " + SPACED_B,
        SUCCESS,
        False,
        "lowercase_label",
        why="hard: lowercase 'path:' label; a person reads the path, the strict form is 'PATH:'",
    ),
    _c(
        "v4o_directions_only",
        "one_shot",
        "Go down three times, then right three times.",
        U,
        False,
        "direction_word",
        why="a right route but in direction words; the prompt asks for cells, none given",
    ),
    _c(
        "v4o_walls_named_after",
        "one_shot",
        "PATH: " + SPACED_B + "\n\nI stayed out of (2, 1), (2, 2), (3, 1) and (3, 2), the wall "
        "block in the middle.",
        SUCCESS,
        False,
        "trailing_cells",
        why="hard: wall cells named after the PATH line; they explain the route, not extend it",
    ),
    # == recognize: the true shape is a square (26) ==========================================
    _c(
        "v4r_gpt_plain",
        "recognize",
        "The empty cells run around the border of a 4x4 block with the middle walled off, so "
        "they trace the outline of a square.\n\nSHAPE: square",
        "square",
        True,
        "gpt_plain",
    ),
    _c(
        "v4r_claude_heading",
        "recognize",
        "## Observation\n\nThe open cells occupy rows 1–4 and columns 0–3, forming a closed "
        "loop around a 2×2 wall block.\n\n## Answer\n\n**Square**\n\nSHAPE: square",
        "square",
        True,
        "claude_heading",
    ),
    _c(
        "v4r_claude_caveat_after",
        "recognize",
        "SHAPE: square\n\nSome might call this a ring or a frame, but its outline is a square.",
        "square",
        False,
        "caveat_after",
    ),
    _c(
        "v4r_gemini_bold",
        "recognize",
        "* **Empty cells:** **10**\n* **Layout:** **closed loop** around an **inner block**\n"
        "* **Corners:** **four right angles**\n\n**SHAPE: Square**",
        "square",
        True,
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v4r_qwen_zh_name",
        "recognize",
        "空格沿着一个 4×4 区域的边缘排列，中间是墙，所以形状是正方形。\n\nSHAPE: 正方形",
        "square",
        False,
        "qwen_zh",
        why="hard: the shape is named in Chinese (正方形, square); read as square, but the prompt "
        "asks for the name in English, so not strict",
    ),
    _c(
        "v4r_qwen_fullwidth_colon",
        "recognize",
        "The empty cells make a square loop.\n\nSHAPE：square",
        "square",
        False,
        "qwen_fullwidth",
    ),
    _c(
        "v4r_qwen_think_weighs",
        "recognize",
        "<think>\nCould it be a C? A C would have one side open. Here all four sides are open "
        "corridors, closed loop. Not a spiral either, no inward turn.\n</think>\n\n"
        "The empty cells form a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "qwen_think",
    ),
    _c(
        "v4r_r1_final_answer_bold",
        "recognize",
        "<think>\nRows 1-4, columns 0-3 are the corridor. Is this a spiral? A spiral would go "
        "inward. Wait, there's no inward part, the middle (2,1),(2,2),(3,1),(3,2) is all wall. "
        "Is it a Z? No. So a square outline.\n</think>\n\n**Final answer:** square",
        "square",
        False,
        "r1_thinking",
    ),
    _c(
        "v4r_llama_json",
        "recognize",
        '{\n  "shape": "Square",\n  "confidence": 0.92,\n  "explanation": "The empty cells form '
        'a closed loop with four equal sides."\n}',
        "square",
        False,
        "json",
    ),
    _c(
        "v4r_mistral_upper",
        "recognize",
        "SHAPE: SQUARE",
        "square",
        True,
        "terse",
    ),
    _c(
        "v4r_phi_answer",
        "recognize",
        "The cells form a square.\nAnswer: square",
        "square",
        False,
        "answer_label",
    ),
    _c(
        "v4r_wrong_circle",
        "recognize",
        "The empty cells loop all the way around, like a circle.\n\nSHAPE: circle",
        "none",
        False,
        "wrong_answer",
        why="hard: 'circle' is not one of the study's shapes; the reply names none of them",
    ),
    _c(
        "v4r_wrong_cross",
        "recognize",
        "There are corridors in all four directions from the centre.\n\nSHAPE: cross",
        "cross",
        False,
        "wrong_answer",
    ),
    _c(
        "v4r_negations_then_square",
        "recognize",
        "It isn't a spiral, and it isn't a cross either: every corridor turns at a corner and "
        "returns to the start.\n\nSHAPE: square",
        "square",
        True,
        "negation",
    ),
    _c(
        "v4r_two_no_choice",
        "recognize",
        "From the layout, it could be read two ways.\n\nSHAPE: square or triangle",
        U,
        False,
        "two_answers",
        why="two shapes on the answer line with no choice",
    ),
    _c(
        "v4r_cut_mid_name",
        "recognize",
        "The open cells go around the inner walls on all four sides.\n\nSHAPE: squ",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the shape's name",
        finish_reason=L,
    ),
    _c(
        "v4r_only_reasoning",
        "recognize",
        "Row 1 has four open cells, rows 2 and 3 have open cells at columns 0 and 3, and row 4 "
        "has four open cells including the goal.",
        U,
        False,
        "only_reasoning",
        why="only a description of the cells; no shape committed",
    ),
    _c(
        "v4r_french",
        "recognize",
        "Les cases vides forment un carré.\n\nSHAPE: carré",
        U,
        False,
        "other_language",
        why="French shape name; the package reads English and Chinese, other languages are unread",
    ),
    _c(
        "v4r_correction",
        "recognize",
        "The opening on the right makes it a C.\n\nSHAPE: C\n\nWait, column 3 is open from row 1 "
        "to row 4, so the right side is closed too. It's a full loop.\n\nSHAPE: square",
        "square",
        True,
        "self_correction",
    ),
    _c(
        "v4r_trailing_others",
        "recognize",
        "SHAPE: square\n\n(Not a Z or a spiral: the corridor never turns inward.)",
        "square",
        False,
        "trailing_shapes",
        why="hard: other shapes named after the answer, negated in a parenthesis; the answer is "
        "square",
    ),
    _c(
        "v4r_table_yes_no",
        "recognize",
        "| Candidate | Fits? |\n|---|---|\n| Cross | No |\n| Square | Yes |\n| Spiral | No |\n"
        "| Triangle | No |",
        "square",
        False,
        "table",
        why="hard: four shapes in a table and only the square marked Yes; a person reads square",
    ),
    _c(
        "v4r_xml",
        "recognize",
        "<analysis>closed loop of 10 cells, four corners</analysis>\n<shape>square</shape>",
        "square",
        False,
        "xml_tags",
    ),
    _c(
        "v4r_latex_text",
        "recognize",
        "The empty cells form $\\boxed{\\text{a square}}$.",
        "square",
        False,
        "latex",
    ),
    _c(
        "v4r_echo_template",
        "recognize",
        "What geometric shape do the empty cells form together? Name the shape and explain your "
        "reasoning briefly, then end your reply with a line of the form SHAPE: <name>.",
        U,
        False,
        "echo_prompt",
        why="the prompt echoed; its SHAPE line is the template '<name>', not an answer",
    ),
    _c(
        "v4r_gemini_inline",
        "recognize",
        "The empty cells form a **square** — more precisely a **hollow square** (a square ring) "
        "wrapped around a block of walls.",
        "square",
        False,
        "gemini_bold",
    ),
    _c(
        "v4r_lowercase_label",
        "recognize",
        "It's a loop with four corners.\nshape: square",
        "square",
        False,
        "lowercase_label",
        why="hard: lowercase 'shape:' label; a person reads square, the strict form is 'SHAPE:'",
    ),
    # == generate: matrix asked unless encoding says; RING_TL/MID/BR and NEW valid (26) ========
    _c("v4g_gpt_plain", "generate", "MAZE:\n" + RING_MID, SUCCESS, True, "gpt_plain"),
    _c(
        "v4g_claude_fenced",
        "generate",
        "Here's a new 5×5 maze with the same square-ring shape, moved to the top-left corner:\n\n"
        "MAZE:\n```\n" + RING_TL + "\n```",
        SUCCESS,
        False,
        "code_fence",
        why="WHY strict False (relabelled after measuring, issue 35's strict policy): the maze "
        "inside a code fence; a fence is a wrapper, which only the flexible reading takes off",
    ),
    _c(
        "v4g_claude_note_after",
        "generate",
        "MAZE:\n" + RING_BR + "\n\nThis is a 3×3 square ring in the bottom-right corner; P and G "
        "are connected both ways around it.",
        SUCCESS,
        False,
        "caveat_after",
    ),
    _c(
        "v4g_gemini_bullets_after",
        "generate",
        "**New maze:**\n\nMAZE:\n" + RING_MID + "\n\n* **P** at **(1, 1)**\n* **G** at "
        "**(3, 3)**\n* **Shape:** **square ring**",
        SUCCESS,
        False,
        "gemini_bold",
        why="hard: bullets after the maze name cells; they describe it, they are not rows",
    ),
    _c(
        "v4g_qwen_fullwidth_digits",
        "generate",
        "新的迷宫如下，空格组成一个正方形：\n\nMAZE:\n"
        + RING_MID.translate(str.maketrans("01PG", "０１ＰＧ")),
        SUCCESS,
        False,
        "qwen_zh_fullwidth",
        why="hard: the maze is written in full-width digits and letters; read as the same maze",
    ),
    _c(
        "v4g_qwen_think_draft",
        "generate",
        "<think>\nTry a ring in the middle:\n" + RING_MID_BROKEN + "\nNo, the right side is "
        "blocked, that's a C. Move the original ring to the top-left instead.\n</think>\n\n"
        "MAZE:\n" + RING_TL,
        SUCCESS,
        True,
        "qwen_think",
    ),
    _c(
        "v4g_r1_final_is_copy",
        "generate",
        "<think>\nA 3x3 ring in the bottom right would work:\n" + RING_BR + "\nHmm, but maybe "
        "the shape has to be the same size. Wait, then keep the original ring.\n</think>\n\n"
        "MAZE:\n" + ORIGINAL_MATRIX,
        FAIL,
        False,
        "r1_thinking",
        why="hard: the thinking drafts a valid maze but the committed maze is a copy of the "
        "original",
    ),
    _c(
        "v4g_llama_json",
        "generate",
        "Here is the new maze as JSON:\n\n```json\n"
        + json.dumps({"maze": [row.split() for row in RING_BR.splitlines()]}, indent=2)
        + "\n```",
        SUCCESS,
        False,
        "json",
    ),
    _c(
        "v4g_mistral_copy",
        "generate",
        "Same shape:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        FAIL,
        False,
        "wrong_answer",
    ),
    _c(
        "v4g_plus",
        "generate",
        "A new layout with the same number of open cells:\n\nMAZE:\n" + PLUS_MATRIX,
        FAIL,
        False,
        "wrong_answer",
    ),
    _c("v4g_two_players", "generate", "MAZE:\n" + TWO_P, FAIL, False, "wrong_answer"),
    _c("v4g_broken_ring", "generate", "MAZE:\n" + RING_MID_BROKEN, FAIL, False, "wrong_answer"),
    _c(
        "v4g_wrong_size",
        "generate",
        "A smaller version of the same ring:\n\nMAZE:\n" + FOUR_BY_FOUR,
        FAIL,
        False,
        "wrong_answer",
    ),
    _c(
        "v4g_cut_mid_maze",
        "generate",
        "MAZE:\n" + "\n".join(RING_TL.splitlines()[:3]) + "\n0 0",
        U,
        False,
        "truncated",
        why="cut off by max_tokens after three and a half rows",
        finish_reason=L,
    ),
    _c(
        "v4g_two_no_choice",
        "generate",
        "Option 1:\n" + RING_MID + "\n\nOption 2:\n" + PLUS_MATRIX + "\n\nEither should work.",
        U,
        False,
        "two_answers",
        why="two mazes, one valid and one not, and no choice",
    ),
    _c(
        "v4g_attempt_two_better",
        "generate",
        "Attempt 1:\n" + RING_MID_BROKEN + "\n\nThat blocks the right side of the ring.\n\n"
        "Attempt 2 (better):\n" + RING_MID,
        SUCCESS,
        False,
        "choice_in_words",
    ),
    _c(
        "v4g_option_a_chosen",
        "generate",
        "Option A:\n" + RING_TL + "\n\nOption B:\n" + TWO_P + "\n\nOption B has two players, "
        "so I'll go with Option A.",
        SUCCESS,
        False,
        "choice_in_words",
        why="hard: the chosen maze is the first of two; the last maze written is the invalid one",
    ),
    _c(
        "v4g_coord_plain",
        "generate",
        "MAZE:\n" + _coord(RING_MID),
        SUCCESS,
        True,
        "gpt_plain",
        encoding="coord_list",
    ),
    _c(
        "v4g_coord_fenced_intro",
        "generate",
        "Here is a new maze in the same coordinate-list format:\n\nMAZE:\n```\n"
        + NEW_COORD
        + "\n```",
        SUCCESS,
        False,
        "code_fence",
        why="WHY strict False (relabelled after measuring, issue 35's strict policy): the maze "
        "inside a code fence; a fence is a wrapper, which only the flexible reading takes off",
        encoding="coord_list",
    ),
    _c(
        "v4g_coord_copy",
        "generate",
        "New maze (same ring):\nMAZE:\n" + ORIGINAL_COORD,
        FAIL,
        False,
        "wrong_answer",
        encoding="coord_list",
    ),
    _c(
        "v4g_matrix_asked_coord_given",
        "generate",
        "MAZE:\n" + _coord(RING_BR),
        FAIL,
        False,
        "wrong_format",
        why="hard: a valid maze but in the coordinate list where the prompt requires the matrix "
        "('the same format as above'); as v3 rules for the converse",
    ),
    _c(
        "v4g_table",
        "generate",
        "MAZE:\n\n|   | 0 | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|---|\n"
        + "\n".join(
            f"| {i} | " + " | ".join(row.split()) + " |"
            for i, row in enumerate(RING_TL.splitlines())
        ),
        SUCCESS,
        False,
        "table",
    ),
    _c(
        "v4g_original_restated_first",
        "generate",
        "Original maze:\n" + ORIGINAL_MATRIX + "\n\nNew maze:\n" + RING_BR,
        SUCCESS,
        False,
        "restate_grid",
    ),
    _c(
        "v4g_correction_second_maze",
        "generate",
        "MAZE:\n" + TWO_P + "\n\nOops, that has two players and no goal. Fixed version:\n\n"
        "MAZE:\n" + RING_MID,
        SUCCESS,
        True,
        "self_correction",
    ),
    _c(
        "v4g_path_after",
        "generate",
        "MAZE:\n" + RING_TL + "\n\nPath: (0,0) → (0,1) → (0,2) → (0,3) → (1,3) → (2,3) → (3,3)",
        SUCCESS,
        False,
        "plan_after",
        why="hard: a path written after the maze names cells; it is never part of the maze",
    ),
    _c(
        "v4g_echo_prompt",
        "generate",
        "Now create a new maze of the same size (5x5) whose empty cells form the same geometric "
        "shape as the maze above. Write the line MAZE: and then the maze, with nothing after it."
        "\n\nMAZE:",
        U,
        False,
        "echo_prompt",
        why="the prompt echoed and an empty MAZE: line; no maze written",
    ),
    # == puzzle: 2x2 board, square index 2 * row + col (34) ==================================
    _c(
        "v4p_gpt_plain",
        "puzzle",
        "The pipe in (0, 1) points up, off the board. One clockwise turn points it right... "
        "no, that's also off the board; two turns would fix it, so start with one.\n\n"
        "ROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "gpt_plain",
    ),
    _c(
        "v4p_claude_numbered",
        "puzzle",
        "### Reasoning\n1. (0, 0) and (0, 1) already connect.\n2. (1, 1) has its opening facing "
        "right, off the board.\n3. A counterclockwise turn moves that opening to the top, "
        "meeting (0, 1).\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "claude_heading",
    ),
    _c(
        "v4p_claude_caveat_after",
        "puzzle",
        "ROTATE: (1, 0) clockwise\n\nIf that doesn't connect, a counterclockwise turn next move "
        "would undo it.",
        (2, CW),
        False,
        "caveat_after",
        why="hard: the caveat names the other direction for a later move; the committed move "
        "is clockwise",
    ),
    _c(
        "v4p_gemini_bold_line",
        "puzzle",
        "* **Target:** **(0, 0)**\n* **Turn:** **clockwise**\n\n**ROTATE: (0, 0) clockwise**",
        (0, CW),
        True,
        "gemini_bold",
        why="hard: relabelled strict, lead's ruling: inline emphasis around the line, label "
        "or value renders as the same line and is tolerated by the strict reading",
    ),
    _c(
        "v4p_gemini_bullets_only",
        "puzzle",
        "* **Square:** (1, 1)\n* **Direction:** counterclockwise\n* **Why:** its open end faces "
        "the board's edge",
        (3, CCW),
        False,
        "gemini_bold",
        why="hard: square and direction on separate bullet lines, no ROTATE line; one move",
    ),
    _c(
        "v4p_qwen_zh",
        "puzzle",
        "(0,1) 的管道朝外，需要逆时针旋转一次。\n\n旋转：（0，1）逆时针",
        (1, CCW),
        False,
        "qwen_zh",
        why="hard: a Chinese label and direction (逆时针, counterclockwise) with full-width "
        "brackets; Chinese is read",
    ),
    _c(
        "v4p_qwen_fullwidth_ascii_word",
        "puzzle",
        "ROTATE：（1，0）clockwise",
        (2, CW),
        False,
        "qwen_fullwidth",
    ),
    _c(
        "v4p_qwen_think_draft",
        "puzzle",
        "<think>\nROTATE: (1, 1) clockwise? That points it down, off the board. So turn (0, 0) "
        "counterclockwise instead.\n</think>\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "qwen_think",
    ),
    _c(
        "v4p_r1_wait",
        "puzzle",
        "<think>\nThe board: (0,0) elbow, (0,1) straight, (1,0) elbow, (1,1) end. Let me try "
        "ROTATE: (1, 1) clockwise. Wait, that sends the end to the left, into (1,0), which has "
        "no opening on its right. Hmm. What about (1,0)? Its opening is on the left, off the "
        "board. Counterclockwise moves left to bottom, still off. Wait, counterclockwise moves "
        "a left opening to the bottom, and clockwise moves it to the top. Top meets (0,0)'s "
        "bottom. Hmm, but I need its right side too... Let me just do one step.\n</think>\n\n"
        "ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "r1_thinking",
    ),
    _c(
        "v4p_r1_cut_in_think",
        "puzzle",
        "<think>\nThe board: (0,0) elbow, (0,1) straight, (1,0) elbow, (1,1) end. Let me try "
        "ROTATE: (1, 1) clockwise. Wait, that sends the end to the left, into",
        U,
        False,
        "truncated_think",
        why="cut off by max_tokens inside the thinking; its draft move is not committed",
        finish_reason=L,
    ),
    _c(
        "v4p_llama_json",
        "puzzle",
        '```json\n{"square": [0, 1], "direction": "clockwise"}\n```',
        (1, CW),
        False,
        "json",
    ),
    _c(
        "v4p_llama_verbose",
        "puzzle",
        "Absolutely, I'd be happy to help with this puzzle! After carefully examining the board, "
        "I believe the best move is to rotate the square in the bottom-right corner so that its "
        "pipe connects to the square above it. This should bring us one step closer to a fully "
        "connected network.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "llama_verbose",
    ),
    _c("v4p_mistral_terse", "puzzle", "ROTATE: (1, 1) clockwise", (3, CW), True, "terse"),
    _c(
        "v4p_phi_answer",
        "puzzle",
        "Answer: rotate (0, 0) clockwise",
        (0, CW),
        False,
        "answer_label",
    ),
    _c(
        "v4p_square_number",
        "puzzle",
        "The bottom-left piece is the one off the board.\n\nROTATE: square 2 clockwise",
        (2, CW),
        True,
        "square_number",
        why="hard: the square by number on the ROTATE line; the prompt allows 'square N', so "
        "the line is well-formed",
    ),
    _c(
        "v4p_correction_direction",
        "puzzle",
        "ROTATE: (0, 1) clockwise\n\nActually, clockwise would point the pipe off the top edge. "
        "Instead:\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "self_correction",
    ),
    _c(
        "v4p_correction_square_only",
        "puzzle",
        "ROTATE: (1, 1) clockwise\n\nActually, make that square (1, 0) — it's the one pointing "
        "off the board.",
        (2, CW),
        False,
        "self_correction",
        why="hard: the correction changes only the square; the direction (clockwise) carries "
        "over, as v3's converse case",
    ),
    _c(
        "v4p_two_no_choice",
        "puzzle",
        "Two moves would help:\n\nROTATE: (0, 0) clockwise\nROTATE: (1, 1) counterclockwise",
        U,
        False,
        "two_answers",
        why="two ROTATE lines and no choice between them",
    ),
    _c(
        "v4p_either_direction",
        "puzzle",
        "Turn (0, 1) either clockwise or counterclockwise; both fix the top edge.",
        U,
        False,
        "either_or",
        why="one square but both directions offered, no choice",
    ),
    _c(
        "v4p_no_direction",
        "puzzle",
        "Turn this one.\n\nROTATE: (0, 1)",
        U,
        False,
        "no_direction",
        why="a square with no direction: the move cannot be made",
    ),
    _c(
        "v4p_refusal",
        "puzzle",
        "I'm unable to view the board clearly, so I can't suggest a move.",
        U,
        False,
        "refusal",
        why="refusal, no move",
    ),
    _c(
        "v4p_cut_mid_direction",
        "puzzle",
        "ROTATE: (0, 0) counter",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the direction word: 'counter' is not yet a direction",
        finish_reason=L,
    ),
    _c(
        "v4p_lowercase_label",
        "puzzle",
        "rotate: (1, 0) clockwise",
        (2, CW),
        False,
        "lowercase_label",
        why="hard: lowercase 'rotate:'. WHY strict False (relabelled after measuring, issue 35's "
        "strict policy): the label as the prompt prints it is 'ROTATE:'",
    ),
    _c(
        "v4p_anticlockwise",
        "puzzle",
        "The corner piece faces the wrong way.\n\nROTATE: (1, 1) anticlockwise",
        (3, CCW),
        False,
        "synonym",
        why="hard: 'anticlockwise' is counterclockwise to any reader; not the asked word",
    ),
    _c(
        "v4p_position_words",
        "puzzle",
        "Turn the top-right square clockwise.",
        (1, CW),
        False,
        "position_words",
        why="hard: the square named 'top-right'; on a 2x2 board that is only (0, 1)",
    ),
    _c(
        "v4p_latex",
        "puzzle",
        "$$\\boxed{(1,1),\\ \\text{clockwise}}$$",
        (3, CW),
        False,
        "latex",
    ),
    _c(
        "v4p_xml",
        "puzzle",
        "<answer>ROTATE: (0, 1) clockwise</answer>",
        (1, CW),
        False,
        "xml_tags",
    ),
    _c(
        "v4p_code_fence",
        "puzzle",
        "```\nROTATE: (1, 0) counterclockwise\n```",
        (2, CCW),
        False,
        "code_fence",
    ),
    _c(
        "v4p_echo_prompt",
        "puzzle",
        "Each move turns one square by 90 degrees, clockwise or counterclockwise. End your reply "
        "with a line of the form ROTATE: (row, col) clockwise (or counterclockwise).",
        U,
        False,
        "echo_prompt",
        why="the prompt echoed; its ROTATE line is the template '(row, col)', not a move",
    ),
    _c(
        "v4p_trailing_other_squares",
        "puzzle",
        "ROTATE: (0, 0) clockwise\n\nAfter this, (0, 1) and (1, 1) should line up with it.",
        (0, CW),
        False,
        "trailing_cells",
        why="hard: two other squares named after the ROTATE line; they are not moves",
    ),
    _c(
        "v4p_small_ramble",
        "puzzle",
        "Puzzles like this are called pipe puzzles or plumber games. They are very popular. The "
        "pipes need to connect. I think the pipe at the bottom right is wrong. So I will rotate "
        "square 3 counterclockwise.",
        (3, CCW),
        False,
        "ramble",
    ),
    _c(
        "v4p_french",
        "puzzle",
        "Tourner (1, 1) dans le sens des aiguilles d'une montre.",
        (3, CW),
        False,
        "other_language",
        why="hard: 'dans le sens des aiguilles d'une montre' is French for clockwise "
        "(issue 35, fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v4p_only_reasoning",
        "puzzle",
        "The top row is connected. The bottom row has one piece facing the edge. The network "
        "is not yet one piece.",
        U,
        False,
        "only_reasoning",
        why="only reasoning, no move committed",
    ),
    _c(
        "v4p_option_chosen",
        "puzzle",
        "Option 1: ROTATE: (0, 0) clockwise\nOption 2: ROTATE: (1, 1) counterclockwise\n\n"
        "Option 1 breaks the top connection, so I'll go with option 2.",
        (3, CCW),
        False,
        "choice_in_words",
        why="hard: two ROTATE lines and a choice in words of the second; the reply ends with "
        "the choice, not a ROTATE line",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (written styles only: no real replies in this set)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The fourth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v3.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v4", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v4.py: counts, no reader
    print_counts(all_cases(), problems())

"""A forty-seventh, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form``,
``corpus_reading_v46`` and ``test_corpus_reading_v46`` were read for the data format and the
rulings as applied.

This round is a natural study mix (about a third Qwen-style, in Chinese, English and thinking
mode; the rest GPT-4o/4.1, Claude, Gemini, Llama, Mistral, Phi and DeepSeek), with the small
models' habits (echoes, repeats, half-formed labels, cut-offs) in every phase. The chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``) pairs
everyday unclear replies with clear look-alikes, written as models write when unsure: an answer
restated in another form (a cell then a direction, a path then its length, a turn then "to the
right", a square by its position words) that agrees or disagrees with it; doubts and questions
on the answer line itself; picks among options made in words ("go with option 2", "rotate
left"); and prose answers in the ten vocabulary languages with everyday verb forms. New rings,
broken mazes and routes, new against every set before.

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``, so
"top-right" is square 1 and "bottom-left" square 2).
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
PAST_G_TOP = "1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,3 3,3"
"""Valid up to its last G: the top row and right column, a step west and back, then one up."""
PAST_G_LEFT = "1,0 2,0 3,0 4,0 4,1 4,2 4,3 4,2 4,1"
"""Valid: the left column and bottom row to G, then two steps back west (not scored)."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
WALL_32 = "1,0 1,1 1,2 1,3 2,3 3,3 3,2 4,2 4,3"
"""Broken: steps west from (3,3) into the wall (3,2)."""
DIAG_30_41 = "1,0 2,0 3,0 4,1 4,2 4,3"
"""Broken: a diagonal step from (3,0) to (4,1)."""
SHORT_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell short of G."""

# == generated mazes (5x5) =================================================================
RING_BL4_PBOTTOM = """\
1 1 1 1 1
G 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 P 0 1"""
"""Valid: a 4x4 ring in the bottom-left, P at (4,2), G at (1,0)."""

RING_TR3_SIDE = """\
1 1 0 0 0
1 1 0 1 0
1 1 0 P G
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right, P at (2,3) beside G at (2,4)."""

RING_FULL5 = """\
0 0 P 0 0
0 1 1 1 0
G 1 1 1 0
0 1 1 1 0
0 0 0 0 0"""
"""Valid: the 5x5 border ring, P at (0,2), G at (2,0)."""

RING_TR4_TOP = """\
1 0 0 P G
1 0 1 1 0
1 0 1 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (0,3) beside G at (0,4)."""

BL4_GAP = """\
1 1 1 1 1
G 0 0 0 1
0 1 1 0 1
0 1 1 1 1
0 0 P 0 1"""
"""Broken: the 4x4 bottom-left ring with its right side walled at (3,3)."""

TR3_LOWER = """\
1 1 0 0 0
1 1 0 1 0
1 1 0 p g
1 1 1 1 1
1 1 1 1 1"""
"""Broken: the 3x3 top-right ring marked in lower case (p, g)."""

FULL5_TWO_G = """\
0 0 P 0 0
0 1 1 1 0
G 1 1 1 G
0 1 1 1 0
0 0 0 0 0"""
"""Broken: the 5x5 border ring with two goals."""

TR4_FOUR_ROWS = """\
1 0 0 P G
1 0 1 1 0
1 0 0 0 0
1 1 1 1 1"""
"""Broken: four rows, not five."""

L_SHAPE = """\
1 1 1 1 1
1 P 1 1 1
1 0 1 1 1
1 0 1 1 1
1 0 0 0 G"""
"""Broken: an L of open cells, not a ring."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v47s_qwenplus_zh_plain",
        "玩家在 (1, 0)，上面 (0, 0) 是墙。向右 (1, 1) 是通路，可以沿第一行走到右边再往下。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v47s_qwenplus_en",
        "The cell under the player, (2, 0), is open and the left column runs straight to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v47s_qwenmax_md_list",
        "**Neighbours of P (1, 0):**\n1. (0, 0) — wall\n2. (2, 0) — open\n3. (1, 1) — open\n\nGoing down keeps the route on the left edge.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v47s_qwen25_zh_fullwidth",
        "向下移动一格。\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma read as the cell (strict: not the prompt's form)",
    ),
    _s(
        "v47s_qwen3_think_right",
        "<think>\n好的，P 在 (1,0)。下面 (2,0) 是 0，右边 (1,1) 也是 0。两条路到 G 都是六步。我选右边吧。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v47s_qwen3_think_draft_down",
        "<think>\nMaybe MOVE: (2, 0)? Down then along the bottom. Or right along the top... the top row leads to the right column which reaches G too. Fine, right it is.\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
        "hard: a MOVE drafted in the thinking, the final move after it decides",
    ),
    _s(
        "v47s_gpt4o_plain",
        "The player at (1, 0) can't go up (wall) or left (edge of the grid). Moving right to (1, 1) starts the path along the top corridor toward the goal.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v47s_gpt4o_bold_final",
        "Let's look at the options:\n\n- Down: (2, 0) ✅\n- Right: (1, 1) ✅\n- Up: (0, 0) ❌ wall\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v47s_gpt41_terse",
        "Down is open, and the left column leads to the bottom row.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v47s_claude_plain",
        "Looking at the grid, P sits at the left end of row 1. The open cells form a loop around the 2x2 block of walls in the middle-left, so either neighbour works. I'll head down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v47s_claude_answer_first",
        "MOVE: (1, 1)\n\nMoving right puts the player on the top corridor, which connects to the right column and then to G at (4, 3).",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the labelled move first, the reasoning after it (strict: not the last line)",
    ),
    _s(
        "v47s_gemini_md",
        "## Next move\n\nThe player can step **right** onto (1, 1), an empty cell.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_heavy",
    ),
    _s(
        "v47s_gemini_spacing",
        "Step down the left column first.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _s(
        "v47s_llama3_plain",
        "To get to the goal, the player needs to go around the walls. The first step is to the right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v47s_llama4_wall",
        "Moving up toward the top edge looks shortest.\n\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "asked_format",
    ),
    _s(
        "v47s_mistral_verify",
        "MOVE: (2, 0)\n\nCheck: row 2 is `0 1 1 0 1`, so column 0 is empty. The move is valid.",
        (2, 0),
        None,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _s(
        "v47s_phi4_fenced",
        "Right along the top corridor:\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
        "hard: the move in a code fence (strict: the answer line must not be fenced)",
    ),
    _s(
        "v47s_r1_think_long",
        "<think>\nLet me parse the grid. Row 0: all walls. Row 1: P 0 0 0 1. Row 2: 0 1 1 0 1. Row 3: 0 1 1 0 1. Row 4: 0 0 0 G 1. So P at (1,0), G at (4,3). From P, down (2,0) and right (1,1) are open. Path via down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3): 6 moves. Via right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3): 6 moves. Equal. I'll pick down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v47s_v3_final_heading",
        "Both neighbours are open; the right one starts the top route.\n\n**Final answer:**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
    ),
    _s(
        "v47s_qwenmax_correction",
        "MOVE: (0, 0)\n\nCorrection: (0, 0) is a wall. The open cell below the player is the right move.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
    ),
    _s(
        "v47s_small_echo",
        "Reply with the cell you move to as MOVE: (row, col).\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the prompt's format line echoed with its placeholder, then a real move",
    ),
    _s(
        "v47s_small_repeat",
        "go down\nMOVE: (2, 0)\ngo down\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "small_repeat",
    ),
    _s(
        "v47s_small_half_paren",
        "the player go down\nMOVE (2, 0",
        (2, 0),
        None,
        "small_half_label",
        "hard: a cell whose ')' is missing at the reply's end, read as the cell (strict: no colon)",
    ),
    _s(
        "v47s_small_placeholder_only",
        "The player is P. MOVE: (row, col)\nThe player is P. MOVE: (row, col)",
        U,
        None,
        "small_echo",
        "only the prompt's placeholder echoed; no cell",
    ),
    _s(
        "v47s_small_junk",
        "MOVE: (1, 1)<|im_end|>\n<|im_start|>assistant\nMOVE:",
        (1, 1),
        None,
        "small_trailing_junk",
        "hard: a move then chat-template tokens and an empty label (strict: not the last line)",
    ),
    _s(
        "v47s_qwen25_cut",
        "玩家在 (1, 0)。分析四个方向：\n上：(0, 0) 墙\n下：(2, 0) 空\n右：(1, 1) 空\n两条路径长度相同，我选择",
        U,
        None,
        "cut_before_answer",
        "cut off by max_tokens before the move",
        finish_reason=L,
    ),
    _s(
        "v47s_gpt4o_question_after",
        "MOVE: (1, 1)\n\nWould you like me to plan the whole route to the goal as well?",
        (1, 1),
        None,
        "question_back",
        "hard: an offer after the answer does not reopen it (strict: not the last line)",
    ),
    _s(
        "v47s_llama3_conditional_clear",
        "If the aim is the shortest route, both neighbours tie at six moves, so I'll go right.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is resolved in the same sentence; the move is committed",
    ),
    _s(
        "v47s_gemini_rejected",
        "Right (1, 1) would also work, but down is just as short and I prefer staying on the left edge.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v47c_s_qwenmax_cell_then_dir_agree",
        "MOVE: (1, 1) — i.e. one step to the right.",
        (1, 1),
        None,
        "restated_agree",
        "hard: the cell restated as a direction that agrees with it (strict: trailing words on the line)",
    ),
    _s(
        "v47c_s_qwen3_cell_then_dir_clash",
        "MOVE: (1, 1) — i.e. one step down.",
        U,
        None,
        "restated_clash",
        "the cell says right, its restatement says down; which was meant is not clear",
    ),
    _s(
        "v47c_s_qwenplus_zh_cell_dir_agree",
        "下一步：MOVE: (2, 0)，也就是向下走一格。",
        (2, 0),
        None,
        "restated_agree",
        "hard: the cell restated in Chinese as 'down', agreeing (strict: not a bare MOVE line)",
    ),
    _s(
        "v47c_s_qwen25_zh_cell_dir_clash",
        "下一步：MOVE: (2, 0)，也就是向右走一格。",
        U,
        None,
        "restated_clash",
        "the cell (2, 0) is down but the restatement says right",
    ),
    _s(
        "v47c_s_gpt4o_doubt_on_line",
        "MOVE: (2, 0)?? not sure, (1, 1) might be better",
        U,
        None,
        "second_thought",
        "a doubt on the answer line itself that prefers another cell, left open",
    ),
    _s(
        "v47c_s_claude_question_instead",
        "Both (2, 0) and (1, 1) are open and equally short. Which one would you like me to take?",
        U,
        None,
        "question_back",
        "the choice is left to the user; no move committed",
    ),
    _s(
        "v47c_s_llama4_option_pick",
        "Option 1: MOVE: (2, 0)\nOption 2: MOVE: (1, 1)\n\nI'll go with option 2.",
        (1, 1),
        None,
        "option_pick",
        "hard: two options listed, option 2 picked in words (strict: the last line is not the MOVE)",
    ),
    _s(
        "v47c_s_mistral_options_open",
        "Option 1: MOVE: (2, 0)\nOption 2: MOVE: (1, 1)\n\nBoth lead to the goal in six steps.",
        U,
        None,
        "two_options",
        "two options offered as equals, none picked",
    ),
    _s(
        "v47c_s_es_prose",
        "El jugador puede bajar. Muévete hacia abajo.",
        (2, 0),
        None,
        "direction_word",
        "hard: Spanish 'abajo' (down) as the answer, the neighbouring cell (2, 0) (strict: no MOVE line)",
    ),
    _s(
        "v47c_s_fr_prose_clash",
        "Je vais à droite : MOVE: (2, 0)",
        U,
        None,
        "restated_clash",
        "French 'à droite' (right) beside the cell below; the two disagree",
    ),
]

# == one-shot: a whole path from P (1,0) to G (4,3) =========================================
ONE_SHOT = [
    _o(
        "v47o_qwenplus_zh_left",
        "先沿左边一列往下走到底，再沿最后一行向右到终点。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v47o_qwenmax_md_top",
        "### Plan\n1. East along row 1\n2. South along column 3\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "markdown_heavy",
    ),
    _o(
        "v47o_qwen25_commas",
        "路径：\nPATH: " + path_text(LEFT_COL, ", "),
        S,
        False,
        "commas",
        "hard: the left route with its cells joined by commas (strict: not spaces)",
    ),
    _o(
        "v47o_qwen3_think_past_g",
        "<think>\nTop row then down the right column. I wrote one extra step back up at the end, it doesn't matter once G is reached.\n</think>\n\nPATH: "
        + path_text(PAST_G_TOP),
        S,
        True,
        "think_block",
        "hard: the path reaches G, steps west and back to G, then one step up; the last G walked back to P is valid",
    ),
    _o(
        "v47o_gpt4o_plain",
        "The route goes down the left side and then along the bottom row to G.\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v47o_gpt41_past_g",
        "PATH: " + path_text(PAST_G_LEFT),
        S,
        True,
        "asked_format",
        "hard: after G the path walks two cells back west; what follows the last G is not scored",
    ),
    _o(
        "v47o_claude_wall",
        "Heading along the top and cutting through the middle:\n\nPATH: " + path_text(WALL_32),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v47o_claude_arrows",
        "Clockwise round the loop from P:\nPATH: " + path_text(RIGHT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: the top route joined by arrows (strict: not spaces)",
    ),
    _o(
        "v47o_gemini_diag",
        "Down the left edge, then a shortcut to the bottom row:\n\nPATH: " + path_text(DIAG_30_41),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v47o_llama3_short",
        "Here is the path:\n\nPATH: " + path_text(SHORT_33),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v47o_llama4_bold",
        "Following the outer loop clockwise:\n\n**PATH: " + path_text(RIGHT_COL) + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v47o_mistral_first",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\nThis follows column 0 down and row 4 across; every cell is a 0.",
        S,
        False,
        "answer_then_explanation",
        "hard: the path first, an explanation after it (strict: not the last line)",
    ),
    _o(
        "v47o_phi4_fenced",
        "Top row, then the right column.\n```\nPATH: " + path_text(RIGHT_COL) + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the path in a code fence (strict: the answer line must not be fenced)",
    ),
    _o(
        "v47o_r1_think",
        "<think>\nP (1,0) to G (4,3). Left column down is open: (2,0), (3,0), (4,0). Then (4,1), (4,2), (4,3). Valid.\n</think>\n\nPATH: "
        + path_text(LEFT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v47o_v3_correction",
        "PATH: "
        + path_text(WALL_32)
        + "\n\nCorrection: (3, 2) is a wall. The right column goes straight down to G:\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
    ),
    _o(
        "v47o_small_echo_path",
        "PATH: (r, c) (r, c) ... to G\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the format line echoed, then a real path as the last line",
    ),
    _o(
        "v47o_small_repeat_short",
        "PATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)\nPATH: (1, 0) (2, 0) (3, 0)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v47o_small_no_cells",
        "PATH: the player go to the goal",
        U,
        False,
        "small_half_label",
        "a PATH label with words and no cells",
    ),
    _o(
        "v47o_small_junk",
        "PATH: " + path_text(RIGHT_COL) + " </s> PATH",
        S,
        False,
        "small_trailing_junk",
        "hard: the route then an end token and a bare label (strict: junk on the answer line)",
    ),
    _o(
        "v47o_gemini_cut",
        "Here's the full route:\n\nPATH: (1, 0) (2, 0) (3, 0) (4, 0) (4,",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the path",
        finish_reason=L,
    ),
    _o(
        "v47o_mistral_conditional_open",
        "If (2, 0) is open, PATH: "
        + path_text(LEFT_COL)
        + "; otherwise the top route. I can't tell from the grid as given.",
        U,
        False,
        "conditional",
        "the path is conditional on a cell the reply leaves unresolved",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v47c_o_qwenmax_path_len_agree",
        "PATH: " + path_text(RIGHT_COL) + "\n\n(6 moves: 3 right, 3 down.)",
        S,
        False,
        "restated_agree",
        "hard: the path restated as its moves, which agree (strict: not the last line)",
    ),
    _o(
        "v47c_o_qwen3_path_moves_clash",
        "PATH: " + path_text(RIGHT_COL) + "\n\nThat is: down, down, down, right, right, right.",
        U,
        False,
        "restated_clash",
        "the cells go right first, the restated moves go down first; they describe two routes",
    ),
    _o(
        "v47c_o_qwenplus_zh_moves_agree",
        "PATH: " + path_text(LEFT_COL) + "\n即：下、下、下、右、右、右，共 6 步。",
        S,
        False,
        "restated_agree",
        "hard: the path restated in Chinese as its moves, which agree (strict: not the last line)",
    ),
    _o(
        "v47c_o_gpt41_option_two",
        "Option 1 — top route:\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nOption 2 — left route:\nPATH: "
        + path_text(LEFT_COL)
        + "\n\nGo with option 2.",
        S,
        False,
        "option_pick",
        "hard: two routes listed and option 2 picked in words (strict: the last line is not the PATH)",
    ),
    _o(
        "v47c_o_claude_two_open",
        "Two routes work:\n\nPATH: "
        + path_text(RIGHT_COL)
        + "\n\nor\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n\nEither reaches G in six moves.",
        U,
        False,
        "two_options",
        "two paths offered as alternatives, none picked",
    ),
    _o(
        "v47c_o_llama4_doubt_line",
        "PATH: " + path_text(LEFT_COL) + " (I think? the bottom row may be blocked)",
        U,
        False,
        "second_thought",
        "a doubt on the answer line itself that the route may be blocked, left open",
    ),
    _o(
        "v47c_o_de_prose",
        "Ich gehe die linke Spalte hinunter und dann nach rechts bis zum Ziel.\nPATH: "
        + path_text(LEFT_COL)
        + "\nDas sind sechs Schritte: dreimal nach unten, dreimal nach rechts.",
        S,
        False,
        "restated_agree",
        "hard: German prose around the path, restated as three moves down and three right, which agree (strict: not the last line)",
    ),
    _o(
        "v47c_o_r1_withdrawn",
        "<think>\nleft column...\n</think>\n\nPATH: "
        + path_text(LEFT_COL)
        + "\n\nHmm, actually I'm not confident in this path. Let me reconsider the grid.",
        U,
        False,
        "withdrawn",
        "the path withdrawn with no new path given",
    ),
]

# == recognize: the shape of the open cells (the ORIGINAL maze is a square) ================
RECOGNIZE = [
    _r(
        "v47r_qwenplus_zh",
        "空白格子沿着一个 4×4 方块的四条边排列，形成一个闭合的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v47r_qwenmax_bold",
        "**Analysis:** the open cells form a closed loop with four straight sides of equal length.\n\n**SHAPE:** square",
        "square",
        True,
        "bold_answer",
    ),
    _r(
        "v47r_qwen25_zh_name",
        "这些空格组成一个方形的环。\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name 正方形 (square) (strict: not an English name)",
    ),
    _r(
        "v47r_qwen3_think",
        "<think>\nIs it a C? No, the loop is closed on the right side at column 3. So a square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v47r_qwen3_think_draft",
        "<think>\nSHAPE: C? The left side... no, column 0 is open from row 1 to row 4, and column 3 too. Closed loop.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
        "hard: a C drafted in the thinking, the final square after it decides",
    ),
    _r(
        "v47r_gpt4o_rect",
        "The empty cells outline a closed four-sided loop.\n\nSHAPE: rectangle",
        "square",
        True,
        "variant_name",
        "hard: 'rectangle' is one of the square's variants, and a SHAPE line may carry any English name",
    ),
    _r(
        "v47r_gpt41_plain",
        "Four straight sides meeting at four corners.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v47r_claude_cross",
        "The open cells meet around the central walls like the arms of a plus sign.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v47r_claude_answer_first",
        "SHAPE: square\n\nThe open cells run along rows 1 and 4 and columns 0 and 3, closing into a ring.",
        "square",
        False,
        "answer_then_explanation",
        "hard: the shape first, an explanation after it (strict: not the last line)",
    ),
    _r(
        "v47r_gemini_md",
        "## Shape\n\n| side | cells |\n|---|---|\n| top | row 1 |\n| bottom | row 4 |\n| left | col 0 |\n| right | col 3 |\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v47r_llama3_spiral",
        "The path curls inward from the player to the goal.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v47r_llama4_box",
        "It's a closed box around the walls.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is a square variant (and any English name on the SHAPE line is strict-right)",
    ),
    _r(
        "v47r_mistral_triangle",
        "Three of the sides seem to converge.\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v47r_phi4_verify",
        "SHAPE: square\n\nVerification: four corners at (1,0), (1,3), (4,0), (4,3), all open. Confirmed.",
        "square",
        False,
        "verification_after",
        "hard: a check after the answer that confirms it (strict: not the last line)",
    ),
    _r(
        "v47r_r1_think",
        "<think>\nOpen cells: (1,0)-(1,3), (2,0), (2,3), (3,0), (3,3), (4,0)-(4,3). Perimeter of a 4x4 block. Square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v47r_v3_z",
        "The corridor goes right, then down, then right again.\n\nSHAPE: Z",
        "Z",
        False,
        "asked_format",
    ),
    _r(
        "v47r_small_echo",
        "SHAPE: <name>\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the format line echoed with its placeholder, then a real name as the last line",
    ),
    _r(
        "v47r_small_repeat",
        "square square square square",
        "square",
        False,
        "small_repeat",
        "hard: one shape name repeated with no label (strict: no SHAPE line)",
    ),
    _r(
        "v47r_small_half",
        "SHAPE",
        U,
        False,
        "small_half_label",
        "a bare label with no name",
    ),
    _r(
        "v47r_small_junk",
        "SHAPE: square</s><s>SHAPE:",
        "square",
        False,
        "small_trailing_junk",
        "hard: a name then end and start tokens and a bare label (strict: junk on the answer line)",
    ),
    _r(
        "v47r_small_cut",
        "The shape of the empty cells is a",
        U,
        False,
        "cut_before_answer",
        "cut off by max_tokens before the name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v47c_r_qwenmax_name_position_agree",
        "SHAPE: square — a ring around the 2x2 block of walls in the middle-left.",
        "square",
        False,
        "restated_agree",
        "hard: the name restated as the ring it describes, which agrees (strict: trailing words on the line)",
    ),
    _r(
        "v47c_r_qwen3_zh_name_clash",
        "SHAPE: square\n也就是说，空格组成一个三角形。",
        U,
        False,
        "restated_clash",
        "the SHAPE line says square, the Chinese restatement says triangle (三角形)",
    ),
    _r(
        "v47c_r_qwenplus_zh_pick",
        "可能是正方形，也可能是 C 形。仔细看右边一列是连通的，所以我选正方形。",
        "square",
        False,
        "option_pick",
        "hard: square and C weighed in Chinese, square picked in words (strict: no SHAPE line)",
    ),
    _r(
        "v47c_r_gpt4o_doubt_line",
        "SHAPE: square (or maybe a C?)",
        U,
        False,
        "second_thought",
        "a doubt on the answer line itself naming another shape, left open",
    ),
    _r(
        "v47c_r_claude_question",
        "SHAPE: square?\n\nCould you confirm whether the right column counts as open? If not, it would be a C.",
        U,
        False,
        "question_back",
        "the answer depends on a question put back to the user",
    ),
    _r(
        "v47c_r_gemini_option_two",
        "Option 1: C\nOption 2: square\n\nThe right side is closed off by open cells in column 3, so I'll go with option 2.",
        "square",
        False,
        "option_pick",
        "hard: two shapes listed and option 2 (square) picked in words (strict: no SHAPE line)",
    ),
    _r(
        "v47c_r_it_prose",
        "Le celle vuote formano un quadrato.",
        U,
        False,
        "prose_answer",
        "the shape named only in Italian ('quadrato'); shape names are read in English and Chinese, other languages are unreadable, not wrong",
    ),
]

# == generate: a new 5x5 maze of the same shape (a square ring) ============================
GENERATE = [
    _g(
        "v47g_qwenplus_zh_bl4",
        "新迷宫：左下角一个 4×4 的方形环，起点在底边中间，终点在左上角。\n\nMAZE:\n"
        + RING_BL4_PBOTTOM,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v47g_qwenmax_tr3",
        "A smaller 3x3 square ring in the top-right corner, with P and G side by side on its bottom edge.\n\nMAZE:\n"
        + RING_TR3_SIDE,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v47g_qwen25_full5",
        "MAZE:\n" + RING_FULL5,
        S,
        True,
        "asked_format",
        "hard: a 5x5 ring (the whole border) is a square of another size, which the ruling accepts",
    ),
    _g(
        "v47g_qwen3_think_tr4",
        "<think>\nShift the 4x4 ring one column right and one row up. P and G on the top edge.\n</think>\n\nMAZE:\n"
        + RING_TR4_TOP,
        S,
        True,
        "think_block",
    ),
    _g(
        "v47g_gpt4o_fenced",
        "Here's a new maze:\n\n```\nMAZE:\n" + RING_BL4_PBOTTOM + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze in a code fence (strict: the answer must not be fenced)",
    ),
    _g(
        "v47g_gpt41_gap",
        "MAZE:\n" + BL4_GAP,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v47g_claude_lower",
        "A compact ring in the top-right:\n\nMAZE:\n" + TR3_LOWER,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v47g_claude_coord",
        "The new maze in the coordinate form:\n\nMAZE:\n" + coord_list(RING_TR4_TOP),
        S,
        True,
        "coord_answer",
        encoding="coord_list",
    ),
    _g(
        "v47g_gemini_two_g",
        "MAZE:\n" + FULL5_TWO_G,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v47g_llama3_four_rows",
        "Here is a new maze with the same ring shape:\n\nMAZE:\n" + TR4_FOUR_ROWS,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v47g_llama4_l",
        "MAZE:\n" + L_SHAPE,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v47g_mistral_coord_gap",
        "MAZE:\n" + coord_list(BL4_GAP),
        F,
        False,
        "coord_answer",
        encoding="coord_list",
    ),
    _g(
        "v47g_phi4_first",
        "MAZE:\n"
        + RING_TR3_SIDE
        + "\n\nThe open cells form a 3x3 square ring; P and G are adjacent on it.",
        S,
        False,
        "answer_then_explanation",
        "hard: the maze first, an explanation after it (strict: not the last line)",
    ),
    _g(
        "v47g_r1_think",
        "<think>\nMake the whole border the ring. P top middle, G left middle.\n</think>\n\nMAZE:\n"
        + RING_FULL5,
        S,
        True,
        "think_block",
    ),
    _g(
        "v47g_small_echo",
        "MAZE:\n<5 rows of 5 symbols>\nMAZE:\n" + RING_TR3_SIDE,
        S,
        True,
        "small_echo",
        "hard: the format echoed with its placeholder, then a real maze",
    ),
    _g(
        "v47g_small_repeat_row",
        "new maze\nMAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1",
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v47g_small_half",
        "MAZE\n0 0 P",
        U,
        False,
        "small_half_label",
        "a bare label and one partial row; no maze to check",
    ),
    _g(
        "v47g_small_cut",
        "MAZE:\n1 0 0 P G\n1 0 1 1 0\n1 0",
        U,
        False,
        "cut_in_answer",
        "cut off by max_tokens inside the maze",
        finish_reason=L,
    ),
    _g(
        "v47g_v3_coord_ok",
        "MAZE:\n" + coord_list(RING_BL4_PBOTTOM),
        S,
        True,
        "coord_answer",
        encoding="coord_list",
    ),
    _g(
        "v47g_gemini_correction",
        "MAZE:\n"
        + BL4_GAP
        + "\n\nCorrection: (3, 3) should be open to close the ring.\n\nMAZE:\n"
        + RING_BL4_PBOTTOM,
        S,
        True,
        "correction",
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v47c_g_qwenmax_maze_size_agree",
        "MAZE:\n" + RING_TR4_TOP + "\n\n(a 4x4 square ring, P at (0, 3), G at (0, 4))",
        S,
        False,
        "restated_agree",
        "hard: the maze restated as its ring and cells, which agree (strict: not the last line)",
    ),
    _g(
        "v47c_g_qwen3_maze_size_clash",
        "MAZE:\n" + RING_TR3_SIDE + "\n\nThe same maze in coordinates:\n" + coord_list(BL4_GAP),
        U,
        False,
        "restated_clash",
        "the grid (a 3x3 ring) and its restatement in coordinates (a 4x4 ring walled at (3, 3)) are two different mazes, one valid and one not; which was meant is not clear",
    ),
    _g(
        "v47c_g_qwenplus_zh_pick",
        "方案一：\nMAZE:\n"
        + L_SHAPE
        + "\n\n方案二：\nMAZE:\n"
        + RING_BL4_PBOTTOM
        + "\n\n方案一不是环形，所以选方案二。",
        S,
        False,
        "option_pick",
        "hard: two mazes and the second (the ring) picked in Chinese words (strict: the last line is not the maze)",
    ),
    _g(
        "v47c_g_gpt4o_two_open",
        "Here are two options:\n\nMAZE:\n"
        + RING_FULL5
        + "\n\nMAZE:\n"
        + RING_TR3_SIDE
        + "\n\nLet me know which one you prefer!",
        U,
        False,
        "two_options",
        "two mazes offered and the pick left to the user",
    ),
    _g(
        "v47c_g_claude_doubt",
        "MAZE:\n"
        + RING_TR4_TOP
        + "\n\nI'm not certain P and G may sit next to each other; should I move G further away?",
        U,
        False,
        "question_back",
        "the maze left open to a question about whether it is acceptable",
    ),
    _g(
        "v47c_g_llama4_coord_agree",
        "MAZE:\n" + coord_list(RING_FULL5) + "\n\nThat's the full 5x5 border as a ring.",
        S,
        False,
        "restated_agree",
        "hard: the coordinate maze restated as the border ring, which agrees (strict: not the last line)",
        encoding="coord_list",
    ),
    _g(
        "v47c_g_mistral_conditional",
        "If a ring of another size is allowed:\n\nMAZE:\n"
        + RING_TR3_SIDE
        + "\n\nOtherwise I'd need to keep the 4x4 size.",
        U,
        False,
        "conditional",
        "the maze offered on a condition the reply leaves unresolved",
    ),
]

# == puzzle: one rotation on a 2x2 board (square = 2 * row + col) ===========================
PUZZLE = [
    _p(
        "v47p_qwenplus_zh",
        "左下角的方块开口朝左，逆时针转一次后开口朝下，和下面的路径相连。\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v47p_qwenmax_md",
        "### Pieces\n| square | connected? |\n|---|---|\n| (0, 0) | ✅ |\n| (0, 1) | ❌ |\n| (1, 0) | ✅ |\n| (1, 1) | ✅ |\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v47p_qwen25_zh_dir",
        "转动右下角的方块。\nROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_value",
        "hard: the direction in Chinese (顺时针, clockwise) (strict: not the prompt's word)",
    ),
    _p(
        "v47p_qwen3_think",
        "<think>\n(0,0) faces up, needs to face right. Clockwise once.\n</think>\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "think_block",
    ),
    _p(
        "v47p_qwen3_think_draft",
        "<think>\nROTATE: (1, 1) clockwise? That points it at the wall. Counterclockwise points it left to (1, 0). Yes.\n</think>\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "think_block",
        "hard: a rotation drafted in the thinking, the final one after it decides",
    ),
    _p(
        "v47p_gpt4o_plain",
        "The top-left piece is the only one not linked to its neighbours. Turning it counterclockwise fixes that.\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v47p_gpt41_anti",
        "The bottom-left piece faces away from its neighbours.\n\nROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "abbreviation",
        "hard: 'anticlockwise' is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v47p_claude_first",
        "ROTATE: (1, 1) clockwise\n\nThis turns the bottom-right piece so its opening faces the piece above it.",
        (3, CW),
        False,
        "answer_then_explanation",
        "hard: the rotation first, an explanation after it (strict: not the last line)",
    ),
    _p(
        "v47p_claude_bold",
        "Rotating the top-right piece lines it up with the top-left one.\n\n**ROTATE: (0, 1) counterclockwise**",
        (1, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v47p_gemini_spacing",
        "Turning the top-right tile closes the loop.\nROTATE: (0,1) clockwise",
        (1, CW),
        False,
        "spacing",
        "hard: the cell without the prompt's space (strict: format miss)",
    ),
    _p(
        "v47p_gemini_verify",
        "ROTATE: (1, 0) clockwise\n\nDouble-check: after the turn, (1, 0) opens up toward (0, 0), which opens down. Connected. ✔",
        (2, CW),
        False,
        "verification_after",
        "hard: a check after the rotation that confirms it (strict: not the last line)",
    ),
    _p(
        "v47p_llama3_plain",
        "I'll rotate the piece at the bottom left clockwise.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v47p_llama4_ccw",
        "Top-left tile, one quarter turn.\nROTATE: (0, 0) CCW",
        (0, CCW),
        False,
        "abbreviation",
        "hard: CCW is counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v47p_mistral_plain",
        "The bottom-right square should be turned.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v47p_phi4_fenced",
        "Answer:\n```\nROTATE: (0, 1) counterclockwise\n```",
        (1, CCW),
        False,
        "fenced_answer",
        "hard: the rotation in a code fence (strict: the answer line must not be fenced)",
    ),
    _p(
        "v47p_r1_think",
        "<think>\nBoard 2x2. (1,0) opens left, needs up. Left to up is clockwise.\n</think>\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "think_block",
    ),
    _p(
        "v47p_v3_correction",
        "ROTATE: (0, 0) clockwise\n\nCorrection: clockwise turns it away from (0, 1). The other way:\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
    ),
    _p(
        "v47p_small_echo",
        "ROTATE: (row, col) clockwise or counterclockwise\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "small_echo",
        "hard: the format line echoed with its placeholders, then a real rotation",
    ),
    _p(
        "v47p_small_repeat",
        "rotate the tile\nROTATE: (0, 1) clockwise\nrotate the tile\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_repeat",
    ),
    _p(
        "v47p_small_no_dir",
        "the tile turn\nROTATE: (1, 0)",
        U,
        False,
        "small_half_label",
        "a square with no direction",
    ),
    _p(
        "v47p_small_junk",
        "ROTATE: (1, 1) counterclockwise<|endoftext|>ROTATE",
        (3, CCW),
        False,
        "small_trailing_junk",
        "hard: a rotation then an end token and a bare label (strict: junk on the answer line)",
    ),
    _p(
        "v47p_mistral_cut",
        "Looking at the pieces: (0, 0) opens right, (0, 1) opens down, (1, 0) opens",
        U,
        False,
        "cut_before_answer",
        "cut off by max_tokens before the rotation",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v47c_p_qwenmax_turn_right_agree",
        "ROTATE: (0, 1) clockwise, i.e. a quarter turn to the right.",
        (1, CW),
        False,
        "restated_agree",
        "hard: the turn restated as 'to the right', which is clockwise (strict: trailing words on the line)",
    ),
    _p(
        "v47c_p_qwen3_turn_left_clash",
        "ROTATE: (0, 1) clockwise, i.e. a quarter turn to the left.",
        U,
        False,
        "restated_clash",
        "clockwise restated as 'to the left' (counterclockwise); the two disagree",
    ),
    _p(
        "v47c_p_qwenplus_zh_position_agree",
        "ROTATE: (1, 0) counterclockwise\n也就是把左下角的方块逆时针转 90 度。",
        (2, CCW),
        False,
        "restated_agree",
        "hard: the square restated as 左下角 (bottom-left) and the turn as 逆时针, both agree (strict: not the last line)",
    ),
    _p(
        "v47c_p_qwen25_zh_position_clash",
        "ROTATE: (1, 0) counterclockwise\n也就是把右上角的方块逆时针转 90 度。",
        U,
        False,
        "restated_clash",
        "the cell (1, 0) is bottom-left, the restatement says 右上角 (top-right)",
    ),
    _p(
        "v47c_p_gpt4o_rotate_left",
        "Two candidates: rotate the bottom-right piece left or right. Rotating right points it into the wall, so rotate left.",
        (3, CCW),
        False,
        "option_pick",
        "hard: 'rotate left' picked in words for the bottom-right square, counterclockwise (strict: no ROTATE line)",
    ),
    _p(
        "v47c_p_claude_doubt_line",
        "ROTATE: (1, 1) clockwise — or should it be counterclockwise?",
        U,
        False,
        "second_thought",
        "a question on the answer line itself about the direction, left open",
    ),
    _p(
        "v47c_p_pt_prose",
        "Gire a peça do canto superior esquerdo no sentido horário.",
        (0, CW),
        False,
        "direction_word",
        "hard: Portuguese: turn the top-left piece (square 0) clockwise ('sentido horário') (strict: no ROTATE line)",
    ),
    _p(
        "v47c_p_llama4_options_open",
        "Option A: ROTATE: (0, 0) clockwise\nOption B: ROTATE: (1, 1) counterclockwise\n\nBoth would connect the path.",
        U,
        False,
        "two_options",
        "two rotations offered as equals, none picked",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v47",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v47.py: counts, no reader
    print_counts(all_cases(), problems())

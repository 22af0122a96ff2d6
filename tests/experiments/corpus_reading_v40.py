"""A fortieth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v36`` ... ``_v39`` were read for the data format and the rulings as applied.

This round: about three quarters the everyday mix (each family's house style today, the real
small models' habits: echoes of the prompt, repeats, half-formed labels, cut-offs), and a chosen
quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start ``hard:``), unclear
replies and clear look-alikes about even. No exotic themes: the chosen quarter is the hard
cases of everyday replies, each in a clear and an unclear form: a long chain of thought that
weighs two answers and then commits (or leaves the tie open); a reasoning model's ``<think>``
draft that the final answer after it replaces (or a final line that hedges between two); a
reply that ends on a question to the user (after its answer, or instead of one); a hedged
final line that keeps its answer (or prefers another); a reply that breaks off after its
complete answer (or is cut off before it); Chinese or mixed Chinese/English weighing two
answers and picking one in words (or leaving both). New rings (4x4 top-left, 3x3 in the
centre and top-right, 4x4 bottom-right with P and G side by side), new broken mazes (a filled
3x3 block, no goal, a ring with a spur, S/E letters, four columns) and new routes (a step down
and back then the top, walks on past G to the corner or one cell up, onto the wall (3,2)).

The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3), legal moves (2,0) down
and (1,1) right); puzzle replies are for a 2x2 board (square index ``2 * row + col``).
"""

from __future__ import annotations

import json

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
DOWN_THEN_TOP = "1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 2,3 3,3 4,3"
"""Valid: a step down and back onto P, the top row, a step back up the right column, then G."""
PAST_TO_CORNER = "1,0 1,1 1,2 1,3 1,2 1,3 2,3 3,3 4,3 4,2 4,1 4,0"
"""Valid up to G (a step back along the top row), then on along the bottom row to (4,0)."""
BOTTOM_BACK_PAST = "1,0 2,0 3,0 4,0 4,1 4,0 4,1 4,2 4,3 3,3"
"""Valid up to G (a step back along the bottom row), then one cell on, up to (3,3)."""
THROUGH_32 = "1,0 1,1 1,2 1,3 2,3 3,3 3,2 4,3"
"""Broken: onto the wall (3,2), then a diagonal step to G."""
BOTTOM_VIA_32 = "1,0 2,0 3,0 4,0 4,1 4,2 3,2 4,3"
"""Broken: up onto the wall (3,2) from the bottom row, then a diagonal step to G."""

# == generated mazes (5x5) =================================================================
RING_TL4 = """\
0 0 0 0 1
0 1 1 P 1
0 1 1 0 1
0 0 0 G 1
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-left corner, P at (1,3), G at (3,3)."""

RING_MID3 = """\
1 1 1 1 1
1 0 0 0 1
1 G 1 P 1
1 0 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the centre, P at (2,3), G at (2,1)."""

RING_TR3 = """\
1 1 0 0 0
1 1 0 1 G
1 1 0 P 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right corner, P at (2,3), G at (1,4)."""

RING_BR4 = """\
1 1 1 1 1
1 0 G P 0
1 0 1 1 0
1 0 1 1 0
1 0 0 0 0"""
"""Valid: a 4x4 ring in the bottom-right corner, P at (1,3) beside G at (1,2)."""

FILLED_BOTTOM = """\
1 1 1 1 1
1 1 1 1 1
1 0 0 G 1
1 P 0 0 1
1 0 0 0 1"""
"""Broken: a filled 3x3 block (its centre (3,2) open), not a ring."""

NO_GOAL = """\
1 1 1 1 1
1 1 1 1 1
1 1 P 0 0
1 1 0 1 0
1 1 0 0 0"""
"""Broken: a 3x3 ring with a player and no goal."""

SPUR = """\
1 1 1 1 1
1 1 1 1 1
P 0 0 0 1
0 1 0 1 1
0 0 G 1 1"""
"""Broken: a 3x3 ring in the bottom-left with an extra open cell (2,3) off its top side."""

S_E_LETTERS = """\
1 1 1 1 1
1 1 0 0 S
1 1 0 1 0
1 1 E 0 0
1 1 1 1 1"""
"""Broken: a 3x3 ring written with S and E for the start and the goal (the format
has P and G)."""

FOUR_COLS = """\
P 0 0 1
0 1 0 1
0 0 G 1
1 1 1 1
1 1 1 1"""
"""Broken for this prompt: a 3x3 ring in a grid of five rows of four columns."""


# == solve (one move from P (1,0); legal: (2,0) down, (1,1) right) ========================
SOLVE = [
    _s(
        "v40s_gpt4o_plain",
        "The player is at (1, 0). The cell above is a wall and there is nothing to the left, so the choice is down or right. Down opens the whole left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "reason_then_label",
    ),
    _s(
        "v40s_gpt4o_markdown",
        "### Analysis\n- **Player:** (1, 0)\n- **Up:** (0, 0), wall\n- **Down:** (2, 0), open\n- **Right:** (1, 1), open\n\n### Move\nBoth open cells reach the goal in six moves; I'll take the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "markdown_sections",
    ),
    _s(
        "v40s_gpt41_bold_label",
        "Right is open and leads along row 1 to the right column.\n\n**MOVE:** (1, 1)",
        (1, 1),
        (1, 1),
        "bold_answer",
        "hard: bold around the label word only, on the last line; inline bold is tolerated",
    ),
    _s(
        "v40s_gpt41_answer_first",
        "MOVE: (2, 0)\n\nReason: (2, 0) is empty and directly below the player; from there the left column and the bottom row lead to G.",
        (2, 0),
        None,
        "answer_then_explanation",
    ),
    _s("v40s_o3_terse", "Down the left column.\nMOVE: (2, 0)", (2, 0), (2, 0), "terse"),
    _s(
        "v40s_gpt5_final_heading",
        "Quick check: (1, 1) is 0 in row 1, right next to P.\n\n**Final answer**\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "final_answer_heading",
    ),
    _s(
        "v40s_gpt5_one_based_said",
        "In 1-indexed (row, col) coordinates the player is at (2, 1), and I step down to (3, 1).\n\nMOVE: (3, 1) (1-indexed)",
        (2, 0),
        None,
        "one_based_said",
        "hard: the reply says it counts from 1, so (3, 1) is converted to (2, 0); strict: not the prompt's form",
    ),
    _s(
        "v40s_haiku4_verify",
        "MOVE: (1, 1)\n\nLet me double-check: (1, 1) holds 0 in row 1 and sits right next to P. Yes, that's a legal move.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "verification_after",
        "hard: the check after the label confirms it, and the label is repeated last",
    ),
    _s(
        "v40s_haiku4_question_end",
        "MOVE: (2, 0)\n\nWant me to plan the remaining moves too?",
        (2, 0),
        None,
        "question_back",
        "hard: the closing question offers more help and does not touch the move given",
    ),
    _s(
        "v40s_sonnet4_rejected",
        "I considered going right, but down keeps to the left column, which I've already traced to the bottom row. So not right.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: the other move is named and set aside in words; one committed label",
    ),
    _s(
        "v40s_opus4_correction",
        "MOVE: (2, 1)\n\nWait, (2, 1) is a wall, and it isn't next to P anyway. Correcting: the cell below P is (2, 0).\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: the first label is corrected, naming one new cell on the last line",
    ),
    _s(
        "v40s_opus4_withdrawn",
        "MOVE: (2, 0)\n\nHmm, on reflection I'm not sure that's right. Let me reconsider the layout before committing.",
        U,
        None,
        "withdrawn",
        "the move is withdrawn and no new cell is named",
    ),
    _s(
        "v40s_flash_japanese",
        "プレイヤーは下に移動します。\n\n答え：下",
        (2, 0),
        None,
        "direction_word",
        "hard: '下' (Japanese, down) read as the neighbouring cell (ruling: ten languages)",
    ),
    _s("v40s_pro_latex", "The next cell is $\\boxed{(1, 1)}$.", (1, 1), None, "latex_boxed"),
    _s(
        "v40s_pro_two_options",
        "Both (2, 0) and (1, 1) lead to G in six moves, so either is a correct next move: MOVE: (2, 0) / MOVE: (1, 1)",
        U,
        None,
        "two_options",
        "two moves offered as alternatives with no pick",
    ),
    _s(
        "v40s_qwen25_chinese",
        "玩家位于 (1, 0)。右边 (1, 1) 是空地，可以沿第一行走到最右边再向下。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_prose",
    ),
    _s("v40s_qwen25_fullwidth", "答案：MOVE：（2，0）", (2, 0), None, "fullwidth"),
    _s(
        "v40s_qwen3_think",
        "<think>\n嗯，P 在 (1,0)。上面是墙。下面 (2,0) 是 0。右边 (1,1) 也是 0。选右边吧。\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v40s_qwen3_think_unclosed",
        "<think>\nOkay, P is at (1,0). Down (2,0) open. Right (1,1) open. Let me count the steps both ways. Down: (2,0),(3,0),(4,0),(4,1),(4,2),(4,3) = 6. Right: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3) = 6. Equal, so maybe I should think about which one",
        U,
        None,
        "think_unclosed",
        "the thinking block is never closed and no answer follows it",
    ),
    _s("v40s_llama33_spacing", "MOVE: (1,1)", (1, 1), None, "spacing"),
    _s(
        "v40s_llama33_conditional",
        "If moving right is allowed, MOVE: (1, 1). If not, MOVE: (2, 0).",
        U,
        None,
        "conditional",
        "the answer depends on a condition the reply does not resolve",
    ),
    _s(
        "v40s_llama4_italian",
        "Il giocatore si sposta verso il basso.\n\nRisposta: giù",
        (2, 0),
        None,
        "direction_word",
        "hard: 'giù' (Italian, down) read as the neighbouring cell (ruling: ten languages)",
    ),
    _s(
        "v40s_mistral_conditional_clear",
        "If (1, 1) is open I go right. Row 1 reads P 0 0 0 1, so (1, 1) is open.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "conditional",
        "hard: the condition is checked and resolved in the reply before the label",
    ),
    _s(
        "v40s_mistral_two_ahead",
        "Moving two cells along the top row saves time.\n\nMOVE: (1, 2)",
        (1, 2),
        (1, 2),
        "wrong_move",
    ),
    _s(
        "v40s_phi4_second_thought",
        "MOVE: (1, 1)\n\nAlthough, going down might actually be better since it avoids the corner; I'm not sure which to pick.",
        U,
        None,
        "second_thought",
        "a doubt preferring the other move is left open after the label",
    ),
    _s(
        "v40s_gemma3_indonesian",
        "Pemain bergerak ke bawah.\n\nJawaban: ke bawah",
        U,
        None,
        "direction_word",
        "a direction word in Indonesian, not one of the ten languages read: unreadable, not wrong",
    ),
    _s(
        "v40s_v3_xml", "Final answer below.\n<answer>MOVE: (2, 0)</answer>", (2, 0), None, "xml_tag"
    ),
    _s(
        "v40s_v3_korean",
        "플레이어는 오른쪽으로 이동합니다.\n\n정답: 오른쪽",
        (1, 1),
        None,
        "direction_word",
        "hard: '오른쪽' (Korean, right) read as the neighbouring cell (ruling: ten languages)",
    ),
    _s(
        "v40s_r1_think",
        "<think>\nP at (1,0). Up is the wall row. Down (2,0) is 0, right (1,1) is 0. Both reach G in 6. I'll go down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v40s_r1_cut",
        "<think>\nAlright, the maze. Row 0 is all walls. Row 1: P 0 0 0 1. The player is at (1,0) and the goal at (4,3). Let me check each neighbour in turn: above is (0,0), a wall; below is",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
]

SOLVE += [
    _s(
        "v40s_small_echo",
        "Finish with MOVE: (row, col).",
        U,
        None,
        "small_echo",
        "the prompt's closing instruction echoed; no move of the reply's own",
    ),
    _s(
        "v40s_small_repeat",
        "right\nright\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_repeat",
    ),
    _s(
        "v40s_small_half_label",
        "MOVE (2, 0)",
        (2, 0),
        None,
        "small_half_label",
        "hard: one cell after the label word with its colon missing",
    ),
    _s(
        "v40s_small_cut",
        "MOVE: (2",
        U,
        None,
        "small_cut",
        "cut off by max_tokens inside the cell",
        finish_reason=L,
    ),
    _s(
        "v40s_small_moves_left",
        "Moves left: 12. What is your next move? Moves left: 12.",
        U,
        None,
        "small_echo",
        "the prompt's question echoed twice; no move",
    ),
    _s(
        "v40s_small_stay",
        "Player is at (1, 0).\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "small_repeat",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v40c_s_cot_commit",
        "Let me think step by step.\n\nThe player is at (1, 0) and the goal at (4, 3). The neighbours are (0, 0) above, a wall; (2, 0) below, open; and (1, 1) to the right, open.\n\nOption 1, down: (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3), six moves.\nOption 2, right: (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3), also six moves.\n\nThey tie, so I'll go with the first one I found: down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "cot_commit",
        "hard: a chain of thought weighs two equal moves, then picks one in words and labels it",
    ),
    _s(
        "v40c_s_cot_open",
        "Let me think step by step.\n\nFrom (1, 0) the open neighbours are (2, 0) below and (1, 1) to the right; up is a wall.\n\nGoing down: (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3), six moves.\nGoing right: (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3), six moves.\n\nBoth routes are equally short, so either (2, 0) or (1, 1) is a valid next move.",
        U,
        None,
        "cot_open",
        "the chain of thought ends on a tie between two moves with no pick and no label",
    ),
    _s(
        "v40c_s_think_draft",
        "<think>\nP is at (1,0). Right to (1,1) is open, so MOVE: (1, 1) seems fine... wait, actually the left column is simpler to follow. Let me go down instead.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_draft",
        "hard: a draft label inside the thinking names (1, 1); the answer after the thinking is (2, 0)",
    ),
    _s(
        "v40c_s_think_hedge",
        "<think>\nDown (2,0) and right (1,1) are both open and both six moves from G.\n</think>\n\nI'd move right to (1, 1), but going down to (2, 0) is just as good — I can't decide between them.",
        U,
        None,
        "think_hedge",
        "after the thinking the answer names two moves and says it cannot decide",
    ),
    _s(
        "v40c_s_question_end",
        "**Next move:** right, to (1, 1).\n\nMOVE: (1, 1)\n\nWould you like me to keep going until the player reaches G?",
        (1, 1),
        None,
        "question_back",
        "hard: the closing question offers to continue; the move is given and labelled before it",
    ),
    _s(
        "v40c_s_question_pick",
        "There are two equally short routes from here: down the left column or right along the top row. Which would you prefer I take?",
        U,
        None,
        "question_back",
        "leaves the choice between two moves to the user; no move given",
    ),
    _s(
        "v40c_s_hedge_kept",
        "I'm fairly (not 100%) sure, but I think down is the cleanest start.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "hedge_kept",
        "hard: hedged wording, but one answer, no other move named and nothing withdrawn",
    ),
    _s(
        "v40c_s_hedge_open",
        "MOVE: (2, 0)\n\nI'm not confident in this, though — (1, 1) may well be the better move, and you may want to check.",
        U,
        None,
        "second_thought",
        "a doubt after the label prefers another move and is left open",
    ),
    _s(
        "v40c_s_ends_abruptly",
        "MOVE: (1, 1)\n\nThis puts the player on the top corridor, from which the path continues along",
        (1, 1),
        None,
        "ends_abruptly",
        "hard: the text breaks off mid-sentence, but the reply finished (stop) and the labelled move came before it, complete",
    ),
    _s(
        "v40c_s_cut_final",
        "Let me reconsider. Down leads along the left column; right leads along the top row. Both work, but the top row has one corner fewer before the goal column. So the final move is MOVE: (",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the final label, before the cell",
        finish_reason=L,
    ),
    _s(
        "v40c_s_zh_pick",
        "分析：\n- 向下 (2, 0)：空地，可以走。\n- 向右 (1, 1)：空地，也可以走。\n\n两条路一样长，我选择向下。\n\n**最终答案：**\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "zh_pick",
        "hard: two moves weighed in Chinese, one picked in words ('我选择向下', I choose down) and labelled last",
    ),
    _s(
        "v40c_s_zh_open",
        "向下 (2, 0) 和向右 (1, 1) 都可以到达终点，步数相同。两个都可以。",
        U,
        None,
        "zh_open",
        "two moves, both said to work ('两个都可以', both are fine), with no pick",
    ),
]

# == one_shot (the whole path from P (1,0) to G (4,3)) ====================================
ONE_SHOT = [
    _o(
        "v40o_gpt4o_plain",
        "Go right along row 1, then down column 3 to the goal.\n\nPATH: " + path_text(RIGHT),
        S,
        True,
        "reason_then_label",
    ),
    _o(
        "v40o_gpt41_markdown",
        "### Route\n1. Down the left column to (4, 0)\n2. Right along the bottom row to G\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "markdown_sections",
    ),
    _o(
        "v40o_o3_down_then_top",
        "Probe down, come back, take the top.\n\nPATH: " + path_text(DOWN_THEN_TOP),
        S,
        True,
        "back_step",
        "hard: a step down and back onto P, a step back up the right column; every step is one open cell and it ends on G",
    ),
    _o(
        "v40o_gpt5_past_corner",
        "The route reaches G and then walks on to the bottom-left corner.\n\nPATH: "
        + path_text(PAST_TO_CORNER),
        S,
        True,
        "past_goal",
        "hard: valid up to G (the last G walked back to P is the specification's check); the cells after G are not scored",
    ),
    _o(
        "v40o_haiku4_answer_first",
        "PATH: "
        + path_text(DOWN)
        + "\n\nThis goes down the left column and then right along the bottom row, six moves in all.",
        S,
        False,
        "answer_then_explanation",
    ),
    _o(
        "v40o_sonnet4_through_32",
        "Cutting the corner near the goal:\n\nPATH: " + path_text(THROUGH_32),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v40o_opus4_correction",
        "PATH: "
        + path_text(THROUGH_32)
        + "\n\nCorrection: (3, 2) is a wall, so the route must stay in column 3 down to G.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "correction",
        "hard: the first route is corrected and one new route given on the last line",
    ),
    _o(
        "v40o_flash_arrows",
        "Path:\n\nPATH: " + path_text(RIGHT, " -> "),
        S,
        False,
        "arrows",
    ),
    _o(
        "v40o_pro_bottom_back_past",
        "Along the bottom with a step back, then one cell up past the goal:\n\nPATH: "
        + path_text(BOTTOM_BACK_PAST),
        S,
        True,
        "past_goal",
        "hard: valid up to G; the one cell after G is not scored (the last G walked back to P)",
    ),
    _o(
        "v40o_qwen25_chinese",
        "路径：先向下走到最底行，再向右走到终点。\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "chinese_prose",
    ),
    _o(
        "v40o_qwen3_think",
        "<think>\nTop row: (1,1),(1,2),(1,3) all 0. Column 3: (2,3),(3,3) 0, then G (4,3). Good.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v40o_qwen3_fullwidth",
        "PATH：（1，0）（2，0）（3，0）（4，0）（4，1）（4，2）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: full-width colon, brackets and commas read as the prompt's forms (NFKC); strict: not the prompt's characters",
    ),
    _o(
        "v40o_llama33_commas", "The path is:\n\nPATH: " + path_text(DOWN, ", "), S, False, "spacing"
    ),
    _o(
        "v40o_llama4_via_32",
        "The quickest way along the bottom:\n\nPATH: " + path_text(BOTTOM_VIA_32),
        F,
        False,
        "broken_route",
    ),
    _o(
        "v40o_mistral_two_options",
        "Either PATH: " + path_text(RIGHT) + " or PATH: " + path_text(DOWN) + " works.",
        U,
        False,
        "two_options",
        "two routes offered as alternatives with no pick",
    ),
    _o(
        "v40o_phi4_withdrawn",
        "PATH: "
        + path_text(RIGHT)
        + "\n\nHmm, actually I don't think this is right. Let me reconsider.",
        U,
        False,
        "withdrawn",
        "the route is withdrawn and no new route is given",
    ),
    _o(
        "v40o_phi4_one_based_said",
        "Using 1-indexed coordinates (row 1 is the top row):\n\nPATH: " + one_based(DOWN),
        S,
        False,
        "one_based_said",
        "hard: the reply says it counts from 1; converted, it is the left-and-bottom route (strict: as written it is not)",
    ),
    _o(
        "v40o_gemma3_plain",
        "Here is the path! 😊\n\nPATH: " + path_text(DOWN),
        S,
        True,
        "reason_then_label",
    ),
    _o(
        "v40o_v3_json",
        "Here is the route as JSON:\n\n```json\n"
        + json.dumps({"path": [[int(v) for v in c.split(",")] for c in DOWN.split()]})
        + "\n```",
        S,
        False,
        "json_answer",
    ),
    _o(
        "v40o_r1_think",
        "<think>\nLeft column (2,0),(3,0),(4,0) open; bottom row (4,1),(4,2) open; then (4,3) is G.\n</think>\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "think_block",
    ),
    _o(
        "v40o_r1_cut",
        "<think>\nI need the full path. Start (1,0). Going right: (1,1), (1,2), (1,3). Then down: (2,3), (3,3). Then",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any path",
        finish_reason=L,
    ),
]

ONE_SHOT += [
    _o(
        "v40o_small_echo",
        "PATH: (row, col) (row, col) ... PATH: (row, col)",
        U,
        False,
        "small_echo",
        "the prompt's template echoed; no route",
    ),
    _o(
        "v40o_small_repeat",
        "PATH: (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1) (1, 0) (1, 1)",
        F,
        False,
        "small_repeat",
    ),
    _o(
        "v40o_small_half_label",
        "path = " + path_text(RIGHT),
        S,
        False,
        "small_half_label",
        "hard: a lower-case 'path =' instead of the label, before a valid route",
    ),
    _o(
        "v40o_small_cut",
        "PATH: (1, 0) (1, 1) (1, 2) (1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens before the route reaches G",
        finish_reason=L,
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v40c_o_cot_commit",
        "Let me work this out step by step.\n\nThe open cells form a ring: the top row (1, 0)-(1, 3), the right column (2, 3)-(3, 3), the bottom row (4, 0)-(4, 2) and the left column (2, 0)-(3, 0). So there are two ways to G at (4, 3): clockwise over the top, or counterclockwise down the left. Both take six moves.\n\nI'll give the top route.\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "cot_commit",
        "hard: a chain of thought weighs two equal routes, picks one in words and labels it last",
    ),
    _o(
        "v40c_o_cot_open",
        "Let me work this out step by step.\n\nThere are two shortest routes around the ring:\n\n- over the top: "
        + path_text(RIGHT)
        + "\n- down the left: "
        + path_text(DOWN)
        + "\n\nBoth are valid shortest paths, six moves each, so either can be used.",
        U,
        False,
        "cot_open",
        "two routes listed and both said to do, with no pick and no label",
    ),
    _o(
        "v40c_o_think_draft",
        "<think>\nDraft: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (3,2) (4,2) (4,3)... no wait, (3,2) is a wall. Stay in column 3.\n</think>\n\nPATH: "
        + path_text(RIGHT),
        S,
        True,
        "think_draft",
        "hard: a broken draft inside the thinking; the route after the thinking is valid and labelled",
    ),
    _o(
        "v40c_o_think_unclosed",
        "<think>\nSo the path is (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3). Let me double check (4,1): row 4 is 0 0 0 G 1, so (4,1) is 0. And (4,2)",
        U,
        False,
        "think_unclosed",
        "a route drafted inside a thinking block that is never closed; no answer after it",
    ),
    _o(
        "v40c_o_question_end",
        "PATH: " + path_text(DOWN) + "\n\nWant me to draw the path on the grid as well?",
        S,
        False,
        "question_back",
        "hard: the closing question offers more help; the route is given before it (strict: not the last line)",
    ),
    _o(
        "v40c_o_question_pick",
        "I can go around the top or down the left side; both are six moves. Which do you prefer? I'll then list every cell.",
        U,
        False,
        "question_back",
        "leaves the choice of route to the user; no cells given",
    ),
    _o(
        "v40c_o_zh_pick",
        "两条最短路径：\n1. 上方："
        + path_text(RIGHT)
        + "\n2. 左侧："
        + path_text(DOWN)
        + "\n\n我选第二条。\n\nPATH: "
        + path_text(DOWN),
        S,
        True,
        "zh_pick",
        "hard: two routes listed in Chinese, the second picked in words ('我选第二条') and labelled last",
    ),
    _o(
        "v40c_o_zh_open",
        "两条路径都可以：\n路径一："
        + path_text(RIGHT)
        + "\n路径二："
        + path_text(DOWN)
        + "\n任选其一即可。",
        U,
        False,
        "zh_open",
        "two routes, 'pick either one' ('任选其一即可'), no pick",
    ),
]

# == recognize (the empty cells of ORIGINAL form a square ring) ===========================
RECOGNIZE = [
    _r(
        "v40r_gpt4o_plain",
        "The open cells trace the border of the 4x4 block from (1, 0) to (4, 3), with the 2x2 of walls inside.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v40r_gpt41_bold",
        "**Observation:** the empty cells form a closed loop with four right-angle corners.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_answer",
    ),
    _r("v40r_o3_c", "Three sides connect.\nSHAPE: C", "C", False, "wrong_shape"),
    _r(
        "v40r_gpt5_final_heading",
        "Rows 1 and 4 and columns 0 and 3 are open between the corners.\n\n## Final answer\nSHAPE: square",
        "square",
        True,
        "final_answer_heading",
    ),
    _r(
        "v40r_haiku4_answer_first",
        "SHAPE: square\n\nThe empty cells run around a 2x2 block of walls, closing on themselves.",
        "square",
        False,
        "answer_then_explanation",
    ),
    _r(
        "v40r_sonnet4_box",
        "Four straight sides enclosing the walls in the middle.\n\nSHAPE: box",
        "square",
        True,
        "variant_name",
        "hard: 'box' is one of the specification's square variants, an English name (strict right, as v39's 'rectangle')",
    ),
    _r(
        "v40r_opus4_hollow",
        "The empty cells make a hollow square, like a picture frame around the four walls in the middle.\n\nSHAPE: square",
        "square",
        True,
        "reason_then_label",
    ),
    _r(
        "v40r_flash_spiral",
        "The path winds inward.\n\nSHAPE: spiral",
        "spiral",
        False,
        "wrong_shape",
    ),
    _r("v40r_pro_latex", "The shape is $\\text{square}$.", "square", False, "latex_boxed"),
    _r(
        "v40r_pro_quadrilateral",
        "A closed four-sided loop.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "variant_name",
        "hard: 'quadrilateral' is one of the specification's square variants, an English name",
    ),
    _r(
        "v40r_qwen25_chinese",
        "空格组成一个正方形的环。\n\nSHAPE: 正方形",
        "square",
        False,
        "chinese_value",
        "hard: '正方形' (Chinese, square) is read; strict asks an English name",
    ),
    _r(
        "v40r_qwen3_think",
        "<think>\n看看空格：第一行 (1,0)-(1,3)，第四行 (4,0)-(4,3)，左列和右列都通。是个方环，不是十字。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v40r_llama33_lower",
        "The empty cells form a square loop.\n\nshape: square",
        "square",
        False,
        "label_case",
        "hard: the label in lower case; the name is clear (strict: not the label as printed)",
    ),
    _r(
        "v40r_mistral_french",
        "Les cases vides forment un carré.\n\nRéponse : carré",
        U,
        False,
        "other_language_name",
        "a shape name in French; shape names are read in English and Chinese only: unreadable, not wrong",
    ),
    _r(
        "v40r_phi4_two_options",
        "It could be a square or a C, depending on how you treat the right column.\n\nSHAPE: square or C",
        U,
        False,
        "two_options",
        "two shapes offered as alternatives with no pick",
    ),
    _r(
        "v40r_gemma3_cube",
        "Okay! The empty spaces make a cube shape.\n\nSHAPE: cube",
        "square",
        True,
        "variant_name",
        "hard: 'cube' is one of the specification's square variants, an English name",
    ),
    _r("v40r_v3_xml", "<answer>\n<shape>square</shape>\n</answer>", "square", False, "xml_tag"),
    _r(
        "v40r_r1_think",
        "<think>\nCould be a cross? No, the centre is walls. Open cells go round the edge of a 4x4. That's a square ring.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v40r_r1_cut",
        "<think>\nLet me map the empty cells. (1,0) P, (1,1), (1,2), (1,3) in row 1; (2,0), (2,3) in row 2; (3,0), (3,3)",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any shape",
        finish_reason=L,
    ),
]

RECOGNIZE += [
    _r(
        "v40r_small_echo",
        "SHAPE: <name in English>\nSHAPE:",
        U,
        False,
        "small_echo",
        "the prompt's template echoed; no shape named",
    ),
    _r(
        "v40r_small_repeat",
        "the shape is square square\nSHAPE: square",
        "square",
        True,
        "small_repeat",
    ),
    _r(
        "v40r_small_half_label",
        "Shape square",
        "square",
        False,
        "small_half_label",
        "hard: the label word, capitalised, without its colon, before one shape name",
    ),
    _r(
        "v40r_small_cut",
        "SHAPE: squ",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the shape name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v40c_r_cot_commit",
        "Let me look carefully. The top row (1, 0)-(1, 3) is open, the left column (2, 0)-(4, 0) is open and the bottom row (4, 1)-(4, 3) is open. Could it be a C? No: the right column (2, 3)-(3, 3) is open too, so the loop closes. It's a square.\n\nSHAPE: square",
        "square",
        True,
        "cot_commit",
        "hard: the chain of thought raises C, rules it out and commits to square",
    ),
    _r(
        "v40c_r_cot_open",
        "Let me look carefully. The top row, the left column and the bottom row are open. The right column matters: if (2, 3) and (3, 3) connect to the goal, it is a square ring; if not, it is a C-shape. I can't tell for sure from here.",
        U,
        False,
        "cot_open",
        "the chain of thought leaves square against C open and names no shape as the answer",
    ),
    _r(
        "v40c_r_think_draft",
        "<think>\nAt first glance SHAPE: C... no, the right column is open too, so the ring is closed.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
        "hard: a draft label 'C' inside the thinking; the answer after it is square",
    ),
    _r(
        "v40c_r_zh_open",
        "空格看起来像正方形，但也可能是C形。\n\n形状：正方形或C形",
        U,
        False,
        "zh_open",
        "two shapes ('正方形或C形', square or C) with no pick",
    ),
    _r(
        "v40c_r_zh_pick",
        "可能是正方形或C形。仔细看，右边一列也是空的，环是闭合的，所以是正方形。\n\nSHAPE: square",
        "square",
        True,
        "zh_pick",
        "hard: square and C weighed in Chinese, C ruled out ('环是闭合的', the ring is closed), square labelled last",
    ),
    _r(
        "v40c_r_question_end",
        "SHAPE: square\n\nDo you want me to identify the shape in another maze too?",
        "square",
        False,
        "question_back",
        "hard: the closing question offers more help; the shape is given before it (strict: not the last line)",
    ),
    _r(
        "v40c_r_question_pick",
        "Do you mean the shape of the empty cells or of the walls? They differ here; tell me which and I'll name it.",
        U,
        False,
        "question_back",
        "asks a question back and names no shape",
    ),
    _r(
        "v40c_r_hedge_open",
        "SHAPE: square\n\n(Though it might be better described as a spiral — I'm honestly not sure.)",
        U,
        False,
        "second_thought",
        "a doubt after the label prefers another shape and is left open",
    ),
]

# == generate (a new 5x5 maze whose empty cells form a square ring) =======================
GENERATE = [
    _g(
        "v40g_gpt4o_tl4",
        "Here's a new maze with a 4x4 ring in the top-left corner:\n\nMAZE:\n" + RING_TL4,
        S,
        True,
        "reason_then_label",
    ),
    _g(
        "v40g_gpt41_mid3_fenced",
        "MAZE:\n```\n" + RING_MID3 + "\n```",
        S,
        False,
        "fenced_answer",
    ),
    _g("v40g_o3_tr3", "3x3 ring, top-right.\n\nMAZE:\n" + RING_TR3, S, True, "terse"),
    _g(
        "v40g_gpt5_filled",
        "A compact 3x3 room at the bottom:\n\nMAZE:\n" + FILLED_BOTTOM,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v40g_haiku4_br4_note",
        "MAZE:\n" + RING_BR4 + "\n\nP and G sit side by side on the top edge of the ring.",
        S,
        False,
        "answer_then_explanation",
    ),
    _g(
        "v40g_sonnet4_spur",
        "A ring in the bottom-left with a little extra room:\n\nMAZE:\n" + SPUR,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v40g_opus4_coord",
        "MAZE:\n" + coord_list(RING_BR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v40g_flash_no_goal",
        "A 3x3 ring on the right:\n\nMAZE:\n" + NO_GOAL,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v40g_pro_coord_mid",
        "Here is the maze in the same format:\n\nMAZE:\n" + coord_list(RING_MID3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v40g_qwen25_chinese",
        "新的迷宫，空格组成右上角的 3x3 正方形：\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "chinese_prose",
    ),
    _g(
        "v40g_qwen3_think",
        "<think>\n4x4 ring top-left: rows 0-3, cols 0-3 open on the border. P at (1,3), G at (3,3).\n</think>\n\nMAZE:\n"
        + RING_TL4,
        S,
        True,
        "think_block",
    ),
    _g(
        "v40g_llama33_letters",
        "Here is the new maze (S is the start, E the exit):\n\nMAZE:\n" + S_E_LETTERS,
        F,
        False,
        "broken_maze",
        "hard: a 3x3 ring, but with S and E for the player and the goal (ruling: a fail)",
    ),
    _g(
        "v40g_mistral_four_cols",
        "MAZE:\n" + FOUR_COLS,
        F,
        False,
        "broken_maze",
    ),
    _g(
        "v40g_phi4_correction",
        "MAZE:\n"
        + NO_GOAL
        + "\n\nCorrection: I forgot the goal. Here is the fixed maze:\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "correction",
        "hard: the first maze is corrected and one new maze given last (strict: the last MAZE: block ends the reply in the format, so it holds)",
    ),
    _g(
        "v40g_v3_json",
        "```json\n" + json.dumps({"maze": RING_TL4.splitlines()}) + "\n```",
        S,
        False,
        "json_answer",
        "hard: the maze's rows in a JSON object; read as the rows, a valid ring (strict: not the format)",
    ),
    _g(
        "v40g_r1_think",
        "<think>\nA 3x3 ring in the centre: rows 1-3, cols 1-3. P on the right side, G on the left.\n</think>\n\nMAZE:\n"
        + RING_MID3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v40g_r1_cut",
        "<think>\nRing top-right.\n</think>\n\nMAZE:\n1 1 0 0 0\n1 1 0 1 G\n1 1 0",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the maze's third row",
        finish_reason=L,
    ),
    _g(
        "v40g_llama4_two_options",
        "Option 1:\nMAZE:\n" + RING_MID3 + "\n\nOption 2:\nMAZE:\n" + RING_TL4,
        U,
        False,
        "two_options",
        "two mazes offered as options with no pick",
    ),
]

GENERATE += [
    _g(
        "v40g_small_echo",
        "MAZE: and then the maze",
        U,
        False,
        "small_echo",
        "the prompt's instruction echoed; no maze",
    ),
    _g(
        "v40g_small_copy",
        "New maze.\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "small_repeat",
    ),
    _g(
        "v40g_small_half_label",
        "maze\n" + RING_TR3,
        S,
        False,
        "small_half_label",
        "hard: a lower-case label word without its colon, then a valid new ring",
    ),
    _g(
        "v40g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 0 0",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the maze's second row",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v40c_g_cot_commit",
        "Let me design it. Option A: a 4x4 ring in the top-left. Option B: a 3x3 ring in the centre. Option B is smaller and leaves a full wall border, so I'll go with Option B.\n\nMAZE:\n"
        + RING_MID3,
        S,
        True,
        "cot_commit",
        "hard: two designs named in words, one picked and given as the only maze",
    ),
    _g(
        "v40c_g_cot_open",
        "Let me design it. Two layouts work.\n\nA 3x3 ring in the top-right:\n"
        + RING_TR3
        + "\n\nA 4x4 ring in the bottom-right:\n"
        + RING_BR4
        + "\n\nEither of these works; pick whichever you like.",
        U,
        False,
        "cot_open",
        "two mazes, the choice left to the user, no MAZE label",
    ),
    _g(
        "v40c_g_think_draft",
        "<think>\nDraft:\n"
        + SPUR
        + "\nNo — the extra open cell at (2,3) breaks the ring. Use a clean ring in the top-right instead.\n</think>\n\nMAZE:\n"
        + RING_TR3,
        S,
        True,
        "think_draft",
        "hard: a broken draft maze inside the thinking; the maze after it is a valid ring",
    ),
    _g(
        "v40c_g_question_end",
        "MAZE:\n" + RING_TL4 + "\n\nWould you like a version with a 3x3 ring instead?",
        S,
        False,
        "question_back",
        "hard: the closing question offers another version; the maze is given before it (strict: something after the maze)",
    ),
    _g(
        "v40c_g_question_pick",
        "Should the ring be 3x3 or 4x4? Let me know and I'll write the maze.",
        U,
        False,
        "question_back",
        "asks a question back and gives no maze",
    ),
    _g(
        "v40c_g_zh_pick",
        "方案一（左上角 4x4）：\n"
        + RING_TL4
        + "\n\n方案二（右下角 4x4）：\n"
        + RING_BR4
        + "\n\n我选方案二。\n\nMAZE:\n"
        + RING_BR4,
        S,
        True,
        "zh_pick",
        "hard: two designs in Chinese, the second picked in words ('我选方案二') and given after the label",
    ),
    _g(
        "v40c_g_zh_open",
        "可以用下面任意一个：\n\nMAZE:\n" + RING_MID3 + "\n\n或者\n\nMAZE:\n" + RING_TR3,
        U,
        False,
        "zh_open",
        "two labelled mazes, 'either one' ('任意一个') and '或者' (or) between them, no pick",
    ),
]

# == puzzle (a 2x2 board; square index 2 * row + col) =====================================
PUZZLE = [
    _p(
        "v40p_gpt4o_plain",
        "The bottom-right piece's opening faces off the board; a clockwise turn points it toward (1, 0).\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "reason_then_label",
    ),
    _p(
        "v40p_gpt41_markdown",
        "### Move\n- **Piece:** top-right (0, 1)\n- **Turn:** counterclockwise, so its opening faces (0, 0)\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "markdown_sections",
    ),
    _p(
        "v40p_o3_terse", "Top-left, once.\nROTATE: (0, 0) counterclockwise", (0, CCW), True, "terse"
    ),
    _p(
        "v40p_gpt5_ccw",
        "Bottom-left piece, one quarter turn.\n\nROTATE: (1, 0) CCW",
        (2, CCW),
        False,
        "abbreviation",
        "hard: 'CCW' means counterclockwise; strict asks the prompt's word",
    ),
    _p(
        "v40p_gpt5_correction",
        "ROTATE: (0, 2) clockwise\n\nCorrection: there is no column 2 on a 2x2 board; I meant the top-right piece.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "correction",
        "hard: the first label is corrected, naming one new square on the last line",
    ),
    _p(
        "v40p_haiku4_answer_first",
        "ROTATE: (0, 1) clockwise\n\nThis turns the top-right piece's opening down toward (1, 1).",
        (1, CW),
        False,
        "answer_then_explanation",
    ),
    _p(
        "v40p_sonnet4_verify",
        "ROTATE: (1, 0) clockwise\n\nLet me double-check: after the turn its opening faces up to (0, 0), which opens down. They connect. Confirmed.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "verification_after",
        "hard: the check after the label confirms it, and the label is repeated last",
    ),
    _p(
        "v40p_opus4_rejected",
        "Turning (0, 0) would also fix an edge, but it breaks the link to (1, 0), so not that one.\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "rejected_alternative",
        "hard: the other square is named and set aside in words; one committed label",
    ),
    _p(
        "v40p_flash_french",
        "Tourner la pièce en bas à droite dans le sens horaire.\n\nRéponse : (1, 1) sens horaire",
        (3, CW),
        False,
        "direction_word",
        "hard: 'sens horaire' (French, clockwise) read (ruling: ten languages); strict: not the label",
    ),
    _p(
        "v40p_pro_degrees",
        "ROTATE: (0, 0) clockwise by 90°",
        (0, CW),
        False,
        "degrees",
        "hard: one quarter turn clockwise, '90°' added after the prompt's form (strict: not the form exactly)",
    ),
    _p(
        "v40p_qwen25_chinese",
        "旋转右下角的方块，顺时针。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_prose",
    ),
    _p(
        "v40p_qwen3_chinese_value",
        "ROTATE: (0, 1) 逆时针",
        (1, CCW),
        False,
        "chinese_value",
        "hard: '逆时针' (Chinese, counterclockwise) is read; strict asks the prompt's English word",
    ),
    _p(
        "v40p_llama33_spacing",
        "Rotate the bottom-left piece.\n\nROTATE: (1,0) clockwise",
        (2, CW),
        False,
        "spacing",
    ),
    _p(
        "v40p_mistral_withdrawn",
        "ROTATE: (0, 0) clockwise\n\nActually, scratch that — I'm not sure that helps. I'll need to look at the board again.",
        U,
        False,
        "withdrawn",
        "the move is withdrawn and no new move is named",
    ),
    _p(
        "v40p_phi4_conditional",
        "If the piece at (1, 1) has its opening at the top, ROTATE: (1, 1) clockwise; otherwise ROTATE: (1, 0) clockwise.",
        U,
        False,
        "conditional",
        "the move depends on a condition the reply does not resolve",
    ),
    _p(
        "v40p_v3_json",
        '{"rotate": {"row": 1, "col": 1, "direction": "counterclockwise"}}',
        (3, CCW),
        False,
        "json_answer",
        "hard: the move as a JSON object with row, column and direction",
    ),
    _p(
        "v40p_r1_think",
        "<think>\nBottom-left opens right; it should open up to meet (0,0). Counterclockwise from right is up.\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v40p_r1_cut",
        "<think>\nLet me list each piece's opening. (0,0) opens down. (0,1) opens left. (1,0) opens",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, before any move",
        finish_reason=L,
    ),
]

PUZZLE += [
    _p(
        "v40p_small_echo",
        "Finish with ROTATE: (row, col) clockwise (or counterclockwise). ROTATE: (row, col)",
        U,
        False,
        "small_echo",
        "the prompt's template echoed; no move",
    ),
    _p(
        "v40p_small_repeat",
        "ROTATE: (1, 1) counterclockwise\nROTATE: (1, 1) counterclockwise\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "small_repeat",
    ),
    _p(
        "v40p_small_half_label",
        "Rotate (0,0) clockwise",
        (0, CW),
        False,
        "small_half_label",
        "hard: a half-formed label without its colon, one square and one direction",
    ),
    _p(
        "v40p_small_cut",
        "ROTATE: (1, 1) counterclo",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v40c_p_cot_commit",
        "Let me reason it through. Turning (0, 0) clockwise would point its opening right, toward (0, 1). Turning (1, 0) clockwise would point its opening up, toward (0, 0). Both add one connection, but the second also lines up with the bottom row. I'll go with turning (1, 0).\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "cot_commit",
        "hard: two moves weighed, one picked in words and labelled last",
    ),
    _p(
        "v40c_p_cot_open",
        "Let me reason it through. Turning (0, 0) clockwise points its opening toward (0, 1). Turning (1, 1) counterclockwise points its opening toward (0, 1) as well. Either move gets one more connection.",
        U,
        False,
        "cot_open",
        "two moves, either said to do, no pick and no label",
    ),
    _p(
        "v40c_p_think_hedge",
        "<think>\n(0,1) clockwise fixes the right edge; (1,1) counterclockwise fixes the bottom edge.\n</think>\n\nROTATE: (0, 1) clockwise — or maybe (1, 1) counterclockwise; they seem about equal.",
        U,
        False,
        "think_hedge",
        "the final line names two moves as about equal, no pick",
    ),
    _p(
        "v40c_p_question_end",
        "ROTATE: (0, 0) clockwise\n\nWant me to plan the next rotation too?",
        (0, CW),
        False,
        "question_back",
        "hard: the closing question offers more help; the move is given before it (strict: not the last line)",
    ),
    _p(
        "v40c_p_question_pick",
        "Do you want the move that fixes the top row first, or the bottom row? Tell me and I'll give the rotation.",
        U,
        False,
        "question_back",
        "asks a question back and gives no move",
    ),
    _p(
        "v40c_p_zh_pick",
        "两个选择：(0, 0) 顺时针，或 (1, 1) 逆时针。我选第二个。\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "zh_pick",
        "hard: two moves weighed in Chinese, the second picked in words ('我选第二个') and labelled last",
    ),
    _p(
        "v40c_p_zh_open",
        "可以旋转 (0, 0) 顺时针，也可以旋转 (1, 1) 逆时针，效果一样。",
        U,
        False,
        "zh_open",
        "two moves said to have the same effect ('效果一样'), no pick",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v40",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v40.py: counts, no reader
    print_counts(all_cases(), problems())

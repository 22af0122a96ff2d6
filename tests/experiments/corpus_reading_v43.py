"""A forty-third, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/`` beyond ``prompts.py``, ``experiments/maze/scoring/``) or
``docs/analysis.md`` past its first section; no model was run: every reply is written. Judged as
a careful grader would, by the prompts' wording (``agents/llm/prompts.py``), the lead's
cumulative rulings and strict policy given in the round's brief, and the specification's shape
variants and path check (the last G walked back to P). ``corpus_form``, ``blind_set_form`` and
``corpus_reading_v40`` ... ``_v42`` were read for the data format and the rulings as applied.

This round's emphasis is Qwen (the specification's model family) and DeepSeek as they write in
Chinese: over a third of the replies are Qwen-style (Chinese, mixed Chinese/English, full-width
punctuation, thinking mode). About three quarters are the everyday mix of each family's house
style and the real small models' habits (echoes of the prompt, repeats, half-formed labels,
cut-offs); the chosen quarter (the ``*_CHOSEN`` lists; reasons in :data:`WHY`, hard calls start
``hard:``) pairs unclear replies with clear look-alikes, drawn from what those models do in
Chinese: ``等等，不对`` followed by a new value (or by none), hedged last sentences
(``应该是…吧``) that keep one answer (or add a second), two moves offered with a pick (or
without), a question back to the user after the answer (or instead of it), a check after the
answer that confirms (or leaves a doubt), a ``<think>`` draft before the answer (or a block never
closed), a condition the prompt settles (or one left open). New rings, broken mazes and routes,
new against every set before.

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
DITHER_TOP = "1,0 1,1 1,0 2,0 1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: a step right and back, a step down and back, then the top row and the right column."""
DITHER_LEFT = "1,0 1,1 1,0 2,0 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: a step right and back, a step down and back, then the left column and the bottom row."""
PAST_LEFT = "1,0 1,1 1,0 1,1 1,2 1,3 2,3 3,3 4,3 4,2 4,1"
"""Valid up to its last G (a step right and back, then the right-hand route), then on two
cells left along the bottom."""
RIGHT_COL = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: the top row, then the right column (the plain route)."""
LEFT_COL = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: the left column, then the bottom row (the plain route)."""
THROUGH_21 = "1,0 1,1 2,1 3,1 4,1 4,2 4,3"
"""Broken: down the walls (2,1) and (3,1)."""
SKIP_30 = "1,0 2,0 4,0 4,1 4,2 4,3"
"""Broken: jumps from (2,0) to (4,0), skipping (3,0)."""
SHORT_33 = "1,0 1,1 1,2 1,3 2,3 3,3"
"""Broken: stops at (3,3), one cell short of G."""
FROM_20 = "2,0 3,0 4,0 4,1 4,2 4,3"
"""Broken: starts at (2,0), not at P."""

# == generated mazes (5x5) =================================================================
RING_TR3 = """\
1 1 0 P 0
1 1 0 1 0
1 1 0 G 0
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring in the top-right, P at (0,3), G at (2,3)."""

RING_TR4 = """\
1 0 0 0 G
1 0 1 1 0
1 0 1 1 0
1 0 P 0 0
1 1 1 1 1"""
"""Valid: a 4x4 ring in the top-right, P at (3,2), G at (0,4)."""

RING_ML3 = """\
1 1 1 1 1
0 0 0 1 1
0 1 P 1 1
G 0 0 1 1
1 1 1 1 1"""
"""Valid: a 3x3 ring on the left, P at (2,2), G at (3,0)."""

RING_BC3 = """\
1 1 1 1 1
1 1 1 1 1
1 P 0 0 1
1 0 1 0 1
1 0 G 0 1"""
"""Valid: a 3x3 ring at the bottom centre, P at (2,1), G at (4,2)."""

TWO_GOALS = """\
1 1 1 1 1
1 G 0 G 1
1 0 1 0 1
1 P 0 0 1
1 1 1 1 1"""
"""Broken: a 3x3 centre ring with two goals."""

LOWER_PG = """\
p 0 0 1 1
0 1 0 1 1
0 0 g 1 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: a 3x3 ring in the top-left marked with lower-case p and g."""

GAP_RING = """\
1 1 1 1 1
1 P 0 0 0
1 0 1 1 0
1 0 1 1 0
1 0 1 0 G"""
"""Broken: a 4x4 ring in the bottom-right with a wall at (4,2) cutting its bottom edge."""

FULL_BORDER = """\
P 0 0 0 0
0 1 1 1 0
0 1 1 1 0
0 1 1 1 0
0 0 0 0 G"""
"""Broken: the whole 5x5 border open, a ring of side five (3x3 or 4x4 are asked)."""

# == solve: one move from P (1,0); legal (2,0) down and (1,1) right =========================
SOLVE = [
    _s(
        "v43s_gpt4o_plain",
        "P is at (1, 0). The cell to the right, (1, 1), is open and starts the top corridor.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v43s_gpt4o_md",
        "**Neighbours of P (1, 0):**\n- Up (0, 0): wall\n- Right (1, 1): open\n- Down (2, 0): open\n\nEither leads to G in six steps. Taking the left column.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v43s_gpt41_heading",
        "Both open neighbours reach G in six moves.\n\n### Final answer\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_answer_heading",
    ),
    _s(
        "v43s_gpt41_then",
        "MOVE: (1, 1)\n\nThis begins the route along the top row and down the right column.",
        (1, 1),
        None,
        "answer_then_explanation",
        "hard: the answer first, the reason after it (strict: not the last line)",
    ),
    _s("v43s_gpt5_terse", "Down is open.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "asked_format"),
    _s(
        "v43s_haiku4_plain",
        "Moving right along the top edge of the loop.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v43s_sonnet4_md",
        "## Analysis\n\nThe player is at the top-left of a hollow square and the goal is at the opposite corner. Both directions take six steps.\n\n## Answer\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "markdown_heavy",
    ),
    _s(
        "v43s_opus4_direction",
        "I'd go right, along the top row.",
        (1, 1),
        None,
        "direction_word",
        "hard: a direction word alone means the neighbour to the right, (1, 1); no label",
    ),
    _s(
        "v43s_flash_fence",
        "Next step:\n```\nMOVE: (1, 1)\n```",
        (1, 1),
        None,
        "fenced_answer",
        "hard: the labelled move inside a code fence (strict: fenced)",
    ),
    _s(
        "v43s_pro_table",
        "| Direction | Cell | Status |\n|---|---|---|\n| Right | (1, 1) | open |\n| Down | (2, 0) | open |\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "table",
    ),
    _s(
        "v43s_qwen25_zh",
        "玩家位于 (1, 0)，右边的 (1, 1) 是通路，沿上方一行可以走到终点。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v43s_qwen25_zh_prose",
        "下一步走到 (2, 0)。",
        (2, 0),
        None,
        "plain_sentence",
        "hard: the cell stated in a Chinese sentence ('下一步走到'), no label",
    ),
    _s(
        "v43s_qwen25_fullwidth",
        "下一步：\nMOVE：（2，0）",
        (2, 0),
        None,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _s(
        "v43s_qwen25_mixed",
        "The player is at (1, 0)。右边 (1, 1) 是 0，可以走。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "mixed_zh_en",
    ),
    _s(
        "v43s_qwen3_think",
        "<think>\n好的，P 在第 1 行第 0 列。上面 (0, 0) 是 1，是墙。下面 (2, 0) 是 0。右边 (1, 1) 是 0。终点在 (4, 3)，两条路一样长。我走下面。\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v43s_qwen3_think_en",
        "<think>\nP at (1, 0). Options: (2, 0) and (1, 1). Both are six steps from G. Pick (1, 1).\n</think>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "think_block",
    ),
    _s(
        "v43s_qwen3_zh_direction",
        "向右移动一格。",
        (1, 1),
        None,
        "direction_word",
        "hard: '向右' (to the right) alone means (1, 1); no label",
    ),
    _s(
        "v43s_qwen3_zh_reason",
        "分析：上方是墙，下方和右方都可以走。选右方。\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "chinese_reasoning",
    ),
    _s(
        "v43s_llama33_plain",
        "To reach the goal, I will move down the left side.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v43s_llama33_sentence",
        "The next move is to cell (1, 1).",
        (1, 1),
        None,
        "plain_sentence",
        "hard: the cell named in a sentence, no label",
    ),
    _s(
        "v43s_llama4_bold",
        "Going down the left column.\n\n**MOVE: (2, 0)**",
        (2, 0),
        (2, 0),
        "bold_answer",
    ),
    _s(
        "v43s_mistral_plain",
        "Right is free, so I take it.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v43s_mistral_spacing",
        "Next cell down.\nMOVE: (2,0)",
        (2, 0),
        None,
        "spacing",
        "hard: no space after the comma (strict: format miss)",
    ),
    _s(
        "v43s_phi4_plain",
        "The player can move down to (2, 0), which is open.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "asked_format",
    ),
    _s(
        "v43s_v3_plain",
        "The right neighbour (1, 1) is empty.\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "asked_format",
    ),
    _s(
        "v43s_v3_boxed",
        "So the move is $\\boxed{(1, 1)}$.",
        (1, 1),
        None,
        "latex_boxed",
        "hard: the cell in \\boxed{} with no label (strict: no label)",
    ),
    _s(
        "v43s_r1_think",
        "<think>\nAlright, the grid. Row 1 is P 0 0 0 1, so P is (1, 0). Above is (0, 0) = 1. Below (2, 0) = 0. Right (1, 1) = 0. Let me double check row 2: 0 1 1 0 1, yes (2, 0) = 0. Both work. Down.\n</think>\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "think_block",
    ),
    _s(
        "v43s_r1_cut",
        "<think>\n首先找到 P 的位置。第 1 行是 P 0 0 0 1，所以 P 在 (1, 0)。接下来看四个方向：上面",
        U,
        None,
        "cut_off",
        "cut off by max_tokens inside the thinking, no answer",
        finish_reason=L,
    ),
    _s(
        "v43s_small_echo",
        "Reply: MOVE: (row, col)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "small_echo",
        "hard: the prompt's placeholder echoed, then the move on the last line",
    ),
    _s(
        "v43s_small_repeat",
        "The move is MOVE: (2, 0). The move is MOVE: (2, 0). The move is MOVE: (2, 0).",
        (2, 0),
        None,
        "small_repeat",
        "hard: the same move repeated in one line, one answer (strict: not a label line)",
    ),
    _s(
        "v43s_small_half",
        "Answer - MOVE (1, 1)",
        (1, 1),
        None,
        "small_half_label",
        "hard: the label without its colon (strict: not as printed)",
    ),
    _s(
        "v43s_small_grid",
        "P 0 0 0 1\nP 0 0 0 1\nP 0 0 0 1",
        U,
        None,
        "small_repeat",
        "a maze row repeated, no move",
    ),
    _s(
        "v43s_small_cut",
        "The move is MOVE: (",
        U,
        None,
        "small_cut",
        "cut off by max_tokens before the cell",
        finish_reason=L,
    ),
    _s(
        "v43s_small_wall",
        "I go up.\nMOVE: (0, 0)",
        (0, 0),
        (0, 0),
        "small_wrong",
        "hard: a wall cell, but one clear labelled move: read as written",
    ),
]

SOLVE_CHOSEN = [
    _s(
        "v43c_s_qwen3_fix",
        "我们往上走到 (0, 0)。等等，不对，(0, 0) 是墙。应该往下走到 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "correction",
        "hard: '等等，不对' then one new cell, labelled last; the last stands",
    ),
    _s(
        "v43c_s_qwen3_withdraw",
        "MOVE: (1, 1)\n\n等等，不对，我好像看错了行。让我重新看一下迷宫。",
        U,
        None,
        "withdrawn",
        "the move withdrawn ('等等，不对') with no new cell named",
    ),
    _s(
        "v43c_s_qwen25_ba",
        "右边和下面都能走，下一步应该是 (2, 0) 吧。",
        (2, 0),
        None,
        "hedged_final",
        "hard: a hedged Chinese sentence ('应该是…吧') naming one cell, no other offered (strict: no label)",
    ),
    _s(
        "v43c_s_qwen25_either",
        "向下 (2, 0) 或者向右 (1, 1) 都行，两个都差不多吧。",
        U,
        None,
        "two_options",
        "two moves offered as alike ('都行'), no pick",
    ),
    _s(
        "v43c_s_qwen3_pick",
        "向下 (2, 0) 或者向右 (1, 1) 都能到终点，步数一样。那就走下面。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "rejected_alternative",
        "hard: two moves weighed in Chinese, one picked in words ('那就走下面') and labelled",
    ),
    _s(
        "v43c_s_qwen25_or_last",
        "MOVE: (2, 0)，或者 (1, 1) 也可以吧。",
        U,
        None,
        "hedged_final",
        "a second cell added on the final line ('或者…也可以吧'), no pick",
    ),
    _s(
        "v43c_s_r1_check_ok",
        "MOVE: (1, 1)\n\n检查一下：(1, 1) 在第 1 行，值是 0，和 P 相邻。没问题。",
        (1, 1),
        None,
        "verification_after",
        "hard: a check after the answer that confirms it ('没问题') (strict: not the last line)",
    ),
    _s(
        "v43c_s_r1_check_open",
        "MOVE: (1, 1)\n\n再检查一下……右边这条路要绕过 (1, 3)，下面那条好像更直接，也许应该选 (2, 0)？",
        U,
        None,
        "second_thought",
        "a check after the answer leaning to another cell, left as a question",
    ),
    _s(
        "v43c_s_qwen3_ask",
        "我建议向下走 (2, 0)，或者向右走 (1, 1)。您更倾向哪个方向？",
        U,
        None,
        "question_back",
        "two moves, the choice left to the user",
    ),
    _s(
        "v43c_s_qwen25_offer",
        "MOVE: (2, 0)\n\n需要我把完整的路线也列出来吗？",
        (2, 0),
        None,
        "question_back",
        "hard: a question after the move offers more; the move stands (strict: not the last line)",
    ),
    _s(
        "v43c_s_qwen3_if_open",
        "如果你想沿着上面走，就是 MOVE: (1, 1)；如果想沿着左边走，就是 MOVE: (2, 0)。",
        U,
        None,
        "conditional",
        "two moves hinging on the user's wish, left unresolved",
    ),
    _s(
        "v43c_s_qwen3_if_settled",
        "如果目标是走到 G，两个方向一样远；题目只要一步，那就走 (2, 0)。\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "conditional",
        "hard: the condition is the prompt's own goal, settled; one move labelled",
    ),
]

# == one_shot: the whole path from P (1,0) to G (4,3) ======================================
ONE_SHOT = [
    _o(
        "v43o_gpt4o_plain",
        "Top row first, then down the right column.\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v43o_gpt4o_bounce",
        "Testing both first moves, then the left column and the bottom row:\n\nPATH: "
        + path_text(DITHER_LEFT),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v43o_gpt41_skip",
        "Left side down, then the bottom row to G.\n\nPATH: " + path_text(SKIP_30),
        F,
        False,
        "asked_format",
    ),
    _o("v43o_gpt5_plain", "PATH: " + path_text(DITHER_TOP), S, True, "asked_format"),
    _o(
        "v43o_haiku4_arrows",
        "The route:\nPATH: " + path_text(LEFT_COL, " → "),
        S,
        False,
        "arrows",
        "hard: cells joined by arrows (strict: not space-separated)",
    ),
    _o(
        "v43o_sonnet4_past",
        "After a false start to the right, the route reaches G, and then I continue two cells left along the bottom.\n\nPATH: "
        + path_text(PAST_LEFT),
        S,
        True,
        "asked_format",
        "hard: cells after the last G are not scored; the walk to it is valid",
    ),
    _o(
        "v43o_opus4_wall",
        "Cutting straight through the second column.\n\nPATH: " + path_text(THROUGH_21),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v43o_flash_bold",
        "Route found.\n\n**PATH: " + path_text(LEFT_COL) + "**",
        S,
        True,
        "bold_answer",
    ),
    _o(
        "v43o_pro_short",
        "Along the top and down:\n\nPATH: " + path_text(SHORT_33),
        F,
        False,
        "asked_format",
    ),
    _o(
        "v43o_qwen25_zh",
        "先向下走到左下角，再向右走到终点。\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "chinese_reasoning",
    ),
    _o(
        "v43o_qwen25_fullwidth",
        "路径：\nPATH：（1，0）（1，1）（1，2）（1，3）（2，3）（3，3）（4，3）",
        S,
        False,
        "fullwidth",
        "hard: the right-hand route in full-width brackets and commas (strict: not the prompt's form)",
    ),
    _o(
        "v43o_qwen3_think",
        "<think>\n先试右边 (1, 1)，退回；再试下面 (2, 0)，退回又下来。然后 (3, 0)、(4, 0)，往右到 (4, 3)。来回走也没关系。\n</think>\n\nPATH: "
        + path_text(DITHER_LEFT),
        S,
        True,
        "think_block",
    ),
    _o(
        "v43o_qwen3_from20",
        "路径如下：\n\nPATH: " + path_text(FROM_20),
        F,
        False,
        "asked_format",
        "hard: the path starts at (2, 0), not at P, so the walk from P is not given",
    ),
    _o(
        "v43o_qwen3_mixed",
        "Path 如下，先右后下：\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "mixed_zh_en",
    ),
    _o(
        "v43o_llama33_list",
        "Here's the path:\n- (1, 0)\n- (1, 1)\n- (1, 2)\n- (1, 3)\n- (2, 3)\n- (3, 3)\n- (4, 3)",
        S,
        False,
        "numbered_list",
        "hard: the path as a bulleted list with no label (strict: no label)",
    ),
    _o(
        "v43o_llama4_plain",
        "A step right and back, a step down and back, then the top way round:\n\nPATH: "
        + path_text(DITHER_TOP),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v43o_mistral_commas",
        "Solution.\nPATH: " + path_text(RIGHT_COL, ", "),
        S,
        False,
        "spacing",
        "hard: cells separated by commas (strict: not space-separated)",
    ),
    _o(
        "v43o_phi4_plain",
        "The path follows the left and bottom edges.\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "asked_format",
    ),
    _o(
        "v43o_v3_json",
        '{"moves": 6, "path": [[1, 0], [2, 0], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3]]}',
        S,
        False,
        "json_answer",
        "hard: a JSON path down the left and along the bottom (strict: no label)",
    ),
    _o(
        "v43o_r1_think",
        "<think>\nP (1,0) to G (4,3). Right side: (1,1),(1,2),(1,3),(2,3),(3,3),(4,3). Check (2,3): row 2 is 0 1 1 0 1, col 3 is 0. Fine.\n</think>\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "think_block",
    ),
    _o(
        "v43o_r1_cut",
        "<think>\n路线：(1, 0) (2, 0) (3, 0) (4, 0) (4, 1)，然后",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, no path given",
        finish_reason=L,
    ),
    _o(
        "v43o_small_echo",
        "PATH: (row, col) (row, col) ...\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "small_echo",
        "hard: the prompt's placeholder echoed, then the path on the last line",
    ),
    _o(
        "v43o_small_cut",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
    _o(
        "v43o_small_stuck",
        "PATH: (1, 0) (1, 0) (1, 0) (1, 0) (1, 0)",
        F,
        False,
        "small_repeat",
        "hard: one clear path that never leaves P, so it does not reach G",
    ),
    _o(
        "v43o_small_task",
        "Find the path from P to G.",
        U,
        False,
        "small_echo",
        "the task echoed, no path",
    ),
]

ONE_SHOT_CHOSEN = [
    _o(
        "v43c_o_qwen3_fix",
        "PATH: "
        + path_text(THROUGH_21)
        + "\n\n等等，不对，(2, 1) 是墙。更正：\n\nPATH: "
        + path_text(RIGHT_COL),
        S,
        True,
        "correction",
        "hard: a path corrected after '等等，不对'; the corrected one, last and labelled, stands",
    ),
    _o(
        "v43c_o_qwen3_withdraw",
        "PATH: " + path_text(LEFT_COL) + "\n\n不对，这条路好像有问题，我再想想。",
        U,
        False,
        "withdrawn",
        "the path withdrawn ('不对') with no new path given",
    ),
    _o(
        "v43c_o_r1_check_ok",
        "PATH: "
        + path_text(RIGHT_COL)
        + "\n\n验证：每一步只移动一格，(1, 1)、(1, 2)、(1, 3)、(2, 3)、(3, 3) 都是 0，最后到达 G。正确。",
        S,
        False,
        "verification_after",
        "hard: a check after the path that confirms it ('正确') (strict: not the last line)",
    ),
    _o(
        "v43c_o_r1_check_open",
        "PATH: "
        + path_text(LEFT_COL)
        + "\n\n再确认一下……(3, 0) 这一格我不太确定是不是 0，也许走右边那条更保险？",
        U,
        False,
        "second_thought",
        "a doubt after the path, left open, leaning to another route",
    ),
    _o(
        "v43c_o_qwen25_two",
        "有两条路：\n方案一："
        + path_text(LEFT_COL)
        + "\n方案二："
        + path_text(RIGHT_COL)
        + "\n两条都是 6 步。",
        U,
        False,
        "two_options",
        "two paths offered as equal, no pick",
    ),
    _o(
        "v43c_o_qwen25_pick",
        "有两条路：左边一条和右边一条，都是 6 步。我选右边那条。\n\nPATH: " + path_text(RIGHT_COL),
        S,
        True,
        "rejected_alternative",
        "hard: two routes weighed, one picked in words ('我选右边那条') and labelled",
    ),
    _o(
        "v43c_o_qwen3_ask",
        "从左边走或者从右边走都可以，你想要哪一条路径？",
        U,
        False,
        "question_back",
        "two routes, the choice left to the user",
    ),
    _o(
        "v43c_o_qwen3_ba",
        "应该是这条路吧：\n\nPATH: " + path_text(LEFT_COL),
        S,
        True,
        "hedged_final",
        "hard: a hedge ('应该是…吧') before one labelled path that still commits",
    ),
]

# == recognize: the maze's open cells form a square ring ====================================
RECOGNIZE = [
    _r(
        "v43r_gpt4o_plain",
        "The open cells trace the border of a 4x4 block.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v43r_gpt41_quad",
        "All four sides are straight and meet at right angles.\n\nSHAPE: quadrilateral",
        "square",
        True,
        "synonym",
        "hard: 'quadrilateral' is a square variant and any English name is strict-right on the label line",
    ),
    _r(
        "v43r_gpt5_terse",
        "Hollow square loop.\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v43r_haiku4_then",
        "SHAPE: square\n\nThe corridor closes on itself with four corners.",
        "square",
        False,
        "answer_then_explanation",
        "hard: a sentence after the label (strict: not the last line)",
    ),
    _r(
        "v43r_sonnet4_md",
        "### Observation\n- Four edges\n- Four corners\n- A closed loop\n\nSHAPE: square",
        "square",
        True,
        "markdown_heavy",
    ),
    _r(
        "v43r_opus4_c",
        "The left side looks open-ended, like a letter C.\n\nSHAPE: C",
        "C",
        False,
        "asked_format",
    ),
    _r(
        "v43r_flash_box",
        "It's a box-shaped loop.\n\nSHAPE: box",
        "square",
        True,
        "synonym",
        "hard: 'box' is a square variant and any English name is strict-right on the label line",
    ),
    _r(
        "v43r_pro_sentence",
        "These open cells make a square.",
        "square",
        False,
        "plain_sentence",
        "hard: the shape named in a sentence, no label",
    ),
    _r(
        "v43r_qwen25_zh",
        "空格沿着边围成一个正方形的环。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _r(
        "v43r_qwen25_zh_value",
        "SHAPE：正方形",
        "square",
        False,
        "chinese_value",
        "hard: the Chinese name '正方形' (square) after a full-width colon (strict: not an English name)",
    ),
    _r(
        "v43r_qwen25_zh_prose",
        "这些空格围成了一个正方形。",
        "square",
        False,
        "plain_sentence",
        "hard: the shape named in a Chinese sentence ('正方形'), no label",
    ),
    _r(
        "v43r_qwen3_think",
        "<think>\n第 1 行到第 4 行，第 0 列到第 3 列，外面一圈都是 0，里面是 1。是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v43r_qwen3_triangle",
        "看起来像三角形。\n\nSHAPE: triangle",
        "triangle",
        False,
        "asked_format",
    ),
    _r(
        "v43r_qwen3_mixed",
        "这个 shape 是一个 square ring。\n\nSHAPE: square",
        "square",
        True,
        "mixed_zh_en",
    ),
    _r(
        "v43r_llama33_cross",
        "The paths intersect.\n\nSHAPE: cross",
        "cross",
        False,
        "asked_format",
    ),
    _r(
        "v43r_llama4_rect",
        "Looks like a rectangle outline.\n\n**SHAPE: rectangle**",
        "square",
        True,
        "synonym",
        "hard: 'rectangle' is a square variant; bold around the label line is tolerated",
    ),
    _r(
        "v43r_mistral_plain",
        "The free cells form a square perimeter.\n\nSHAPE: square",
        "square",
        True,
        "asked_format",
    ),
    _r(
        "v43r_phi4_spiral",
        "The open path seems to wind inward.\n\nSHAPE: spiral",
        "spiral",
        False,
        "asked_format",
    ),
    _r(
        "v43r_v3_prism",
        "Seen from above it resembles a square prism.\n\nSHAPE: square prism",
        "none",
        False,
        "synonym",
        "hard: 'a square prism' names no shape of the specification",
    ),
    _r(
        "v43r_r1_think",
        "<think>\nOpen cells: (1,0),(1,1),(1,2),(1,3),(2,0),(2,3),(3,0),(3,3),(4,0),(4,1),(4,2),(4,3). That is the border of a 4x4 square.\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_block",
    ),
    _r(
        "v43r_r1_cut",
        "<think>\n我来数一下空格。第 1 行：(1,0)、(1,1)、(1,2)、(1,3)。第 2 行：(2,0)、",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, no shape",
        finish_reason=L,
    ),
    _r(
        "v43r_small_echo",
        "What shape do the open cells form?\nSHAPE: square",
        "square",
        True,
        "small_echo",
        "hard: the question echoed, then the labelled shape last",
    ),
    _r(
        "v43r_small_repeat",
        "SHAPE: SHAPE: SHAPE: SHAPE:",
        U,
        False,
        "small_repeat",
        "the label repeated with no name",
    ),
    _r(
        "v43r_small_half",
        "shape square",
        "square",
        False,
        "small_half_label",
        "hard: a half-formed label ('shape', no colon) before one name (strict: not as printed)",
    ),
    _r(
        "v43r_small_cut",
        "The shape is SHAPE: squa",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the name",
        finish_reason=L,
    ),
]

RECOGNIZE_CHOSEN = [
    _r(
        "v43c_r_qwen3_draft",
        "<think>\n一开始我以为是 C 形，SHAPE: C。但是左边 (2, 0)、(3, 0) 也是 0，是闭合的，所以是正方形。\n</think>\n\nSHAPE: square",
        "square",
        True,
        "think_draft",
        "hard: a draft label inside the thinking, overturned there; the answer after it",
    ),
    _r(
        "v43c_r_qwen3_unclosed",
        "<think>\n外圈都是通的，应该是正方形……不过也得看看是不是三角形，斜边在哪里",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no answer after it",
    ),
    _r(
        "v43c_r_qwen25_ba",
        "这应该是正方形吧。\n\nSHAPE: square",
        "square",
        True,
        "hedged_final",
        "hard: a hedge ('应该是…吧') before one labelled shape that still commits",
    ),
    _r(
        "v43c_r_qwen25_or_c",
        "SHAPE: square，也可能是 C 形吧。",
        U,
        False,
        "hedged_final",
        "a second shape added on the final line ('也可能是 C 形'), no pick",
    ),
    _r(
        "v43c_r_qwen3_pick",
        "正方形和 C 形我都考虑了。左边没有缺口，所以最终答案是正方形。\n\nSHAPE: square",
        "square",
        True,
        "zh_pick",
        "hard: square and C weighed in Chinese, C ruled out, square picked and labelled",
    ),
    _r(
        "v43c_r_qwen3_ask",
        "是正方形还是 C 形？请告诉我左下角 (4, 0) 是否可以通行。",
        U,
        False,
        "question_back",
        "two shapes, the answer left to the user",
    ),
    _r(
        "v43c_r_r1_check_ok",
        "SHAPE: square\n\n再核对一遍：四条边都是 0，中间 2x2 都是 1。确认是正方形。",
        "square",
        False,
        "verification_after",
        "hard: a check after the label that confirms it ('确认是正方形') (strict: not the last line)",
    ),
    _r(
        "v43c_r_r1_check_open",
        "SHAPE: square\n\n等等，右边一列 (2, 3) 和 (3, 3) 是不是 1？如果是的话就是 C 形了。",
        U,
        False,
        "second_thought",
        "a doubt after the answer, left open, pointing to another shape",
    ),
]

# == generate: a new 5x5 maze whose open cells form a 3x3 or 4x4 ring =======================
GENERATE = [
    _g(
        "v43g_gpt4o_plain",
        "A 3x3 ring in the top-right corner.\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v43g_gpt4o_coord",
        "MAZE:\n" + coord_list(RING_TR4),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v43g_gpt41_plain",
        "Here's a new one:\n\nMAZE:\n" + RING_BC3,
        S,
        True,
        "asked_format",
    ),
    _g(
        "v43g_gpt5_twog",
        "MAZE:\n" + TWO_GOALS,
        F,
        False,
        "asked_format",
        "hard: two G cells, so not one player and one goal",
    ),
    _g(
        "v43g_haiku4_fence",
        "MAZE:\n```\n" + RING_ML3 + "\n```",
        S,
        False,
        "fenced_answer",
        "hard: the maze inside a code fence (strict: fenced)",
    ),
    _g(
        "v43g_sonnet4_then",
        "MAZE:\n" + RING_TR4 + "\n\nThe ring runs around the 2x2 wall block in the top-right.",
        S,
        False,
        "answer_then_explanation",
        "hard: an explanation after the maze (strict: not the last line)",
    ),
    _g(
        "v43g_opus4_gap",
        "A 4x4 ring in the lower right.\n\nMAZE:\n" + GAP_RING,
        F,
        False,
        "asked_format",
    ),
    _g(
        "v43g_flash_coord_gap",
        "MAZE:\n" + coord_list(GAP_RING),
        F,
        False,
        "asked_format",
        encoding="coord_list",
    ),
    _g("v43g_pro_plain", "MAZE:\n" + RING_BC3, S, True, "asked_format"),
    _g(
        "v43g_qwen25_zh",
        "这是一个新的迷宫，右上角有一个 3x3 的环。\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "chinese_reasoning",
    ),
    _g(
        "v43g_qwen25_lower",
        "迷宫如下：\n\nMAZE:\n" + LOWER_PG,
        F,
        False,
        "asked_format",
        "hard: lower-case p and g, not the capital P and G generated mazes use",
    ),
    _g(
        "v43g_qwen3_think",
        "<think>\n左边中间放一个 3x3 的环，P 在右边，G 在左下角。\n</think>\n\nMAZE:\n" + RING_ML3,
        S,
        True,
        "think_block",
    ),
    _g(
        "v43g_qwen3_coord",
        "按要求的格式：\n\nMAZE:\n" + coord_list(RING_ML3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v43g_llama33_five",
        "Sure! Here is a maze with a big ring:\n\nMAZE:\n" + FULL_BORDER,
        F,
        False,
        "asked_format",
        "hard: a ring of side five, not the 3x3 or 4x4 asked",
    ),
    _g("v43g_llama4_plain", "MAZE:\n" + RING_TR4, S, True, "asked_format"),
    _g(
        "v43g_mistral_orig",
        "Here you go:\n\nMAZE:\n" + ORIGINAL_MATRIX,
        F,
        False,
        "asked_format",
        "hard: the prompt's own maze copied back, not a new one",
    ),
    _g(
        "v43g_phi4_coord",
        "MAZE:\n" + coord_list(RING_BC3),
        S,
        True,
        "asked_format",
        encoding="coord_list",
    ),
    _g(
        "v43g_r1_cut",
        "<think>\n放在右上角。\n</think>\n\nMAZE:\n1 1 0 P 0\n1 1 0 1",
        U,
        False,
        "cut_off",
        "cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
    _g(
        "v43g_small_echo",
        "Generate a new maze.\nMAZE:\n" + RING_BC3,
        S,
        True,
        "small_echo",
        "hard: the request echoed, then the maze last",
    ),
    _g(
        "v43g_small_half",
        "MAZE\n" + RING_TR3,
        S,
        False,
        "small_half_label",
        "hard: the label without its colon, one maze after it (strict: not as printed)",
    ),
    _g(
        "v43g_small_cut",
        "MAZE:\n1 1 1 1 1\n1 1 1 1 1\n1 1",
        U,
        False,
        "small_cut",
        "cut off by max_tokens in the middle of the maze",
        finish_reason=L,
    ),
]

GENERATE_CHOSEN = [
    _g(
        "v43c_g_qwen3_pick",
        "我先想到把环放在左上角，但那和原来的迷宫太像了，所以换成右上角。\n\nMAZE:\n" + RING_TR3,
        S,
        True,
        "rejected_alternative",
        "hard: an idea dropped in words ('换成右上角'), one maze given and last",
    ),
    _g(
        "v43c_g_qwen25_two",
        "方案一：\nMAZE:\n"
        + RING_TR3
        + "\n\n方案二：\nMAZE:\n"
        + RING_BC3
        + "\n\n两个都符合要求。",
        U,
        False,
        "two_options",
        "two mazes offered as equally fine ('两个都符合要求'), no pick",
    ),
    _g(
        "v43c_g_r1_check_ok",
        "MAZE:\n"
        + RING_ML3
        + "\n\n检查：外面一圈 8 个格子都是通路，中间一格是墙，P 和 G 都在环上。符合要求。",
        S,
        False,
        "verification_after",
        "hard: a check after the maze that confirms it ('符合要求') (strict: not the last line)",
    ),
    _g(
        "v43c_g_r1_check_open",
        "MAZE:\n" + RING_TR4 + "\n\n嗯，再检查一下，G 放在角上会不会不符合要求？也许应该换个位置。",
        U,
        False,
        "second_thought",
        "a doubt after the maze, left open, with a change suggested and not made",
    ),
    _g(
        "v43c_g_qwen3_draft",
        "<think>\n草稿：\nMAZE:\n"
        + GAP_RING
        + "\n不对，下面一行断了。改一下。\n</think>\n\nMAZE:\n"
        + RING_TR4,
        S,
        True,
        "think_draft",
        "hard: a broken draft maze inside the thinking, the valid one after it",
    ),
    _g(
        "v43c_g_qwen3_unclosed",
        "<think>\n我想在中间放一个 3x3 的环。第一行全是 1，第二行 1 P 0 0 1……不对，G 放哪里呢",
        U,
        False,
        "think_unclosed",
        "a thinking block never closed, no maze after it",
    ),
    _g(
        "v43c_g_qwen25_ask",
        "我可以生成 3x3 的环，也可以生成 4x4 的环。你想要哪一种？",
        U,
        False,
        "question_back",
        "no maze; the choice left to the user",
    ),
]

# == puzzle: one rotation on a 2x2 board =====================================================
PUZZLE = [
    _p(
        "v43p_gpt4o_plain",
        "The top-right piece points down; a clockwise turn points it left, toward (0, 0).\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "asked_format",
    ),
    _p(
        "v43p_gpt41_terse",
        "Bottom-left.\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v43p_gpt5_anti",
        "ROTATE: (1, 1) anti-clockwise",
        (3, CCW),
        False,
        "synonym",
        "hard: 'anti-clockwise' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v43p_haiku4_bold",
        "Turn the first piece.\n\n**ROTATE: (0, 0) counterclockwise**",
        (0, CCW),
        True,
        "bold_answer",
    ),
    _p(
        "v43p_sonnet4_then",
        "ROTATE: (1, 1) clockwise\n\nThis lines the bottom-right piece up with its neighbour above.",
        (3, CW),
        False,
        "answer_then_explanation",
        "hard: the reason after the answer (strict: not the last line)",
    ),
    _p(
        "v43p_opus4_md",
        "## Move\n\nThe bottom row is disconnected.\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "markdown_heavy",
    ),
    _p(
        "v43p_flash_ordinal",
        "Rotate the second square clockwise.",
        (1, CW),
        False,
        "ordinal",
        "hard: 'the second square' is square 1 row by row; no label",
    ),
    _p(
        "v43p_pro_spacing",
        "Top-right, one quarter turn.\nROTATE: (0,1) counterclockwise",
        (1, CCW),
        False,
        "spacing",
        "hard: no space after the comma (strict: format miss)",
    ),
    _p(
        "v43p_qwen25_zh",
        "右上角的方块需要转一下。\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "chinese_reasoning",
    ),
    _p(
        "v43p_qwen25_zh_value",
        "答案：ROTATE: (1, 1) 顺时针",
        (3, CW),
        False,
        "chinese_value",
        "hard: '顺时针' is clockwise (strict: not the prompt's word)",
    ),
    _p(
        "v43p_qwen3_think",
        "<think>\n左下角 (1, 0) 的开口朝下，顺时针转一次朝左，逆时针转一次朝右，朝右才能连上 (1, 1)。\n</think>\n\nROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "think_block",
    ),
    _p(
        "v43p_qwen3_prose",
        "把 (0, 0) 逆时针旋转一次。",
        (0, CCW),
        False,
        "plain_sentence",
        "hard: the move in a Chinese sentence ('逆时针', counterclockwise), no label",
    ),
    _p(
        "v43p_qwen3_fullwidth",
        "旋转：\nROTATE：（1，1）clockwise",
        (3, CW),
        False,
        "fullwidth",
        "hard: full-width colon, brackets and comma (strict: not the prompt's form)",
    ),
    _p(
        "v43p_llama33_plain",
        "I will rotate the top-left tile.\n\nROTATE: (0, 0) clockwise",
        (0, CW),
        True,
        "asked_format",
    ),
    _p(
        "v43p_llama4_ccw",
        "Answer:\nROTATE: (1, 0) CCW",
        (2, CCW),
        False,
        "abbreviation",
        "hard: 'CCW' for counterclockwise (strict: not the prompt's word)",
    ),
    _p(
        "v43p_mistral_plain",
        "The last tile blocks the loop.\n\nROTATE: (1, 1) counterclockwise",
        (3, CCW),
        True,
        "asked_format",
    ),
    _p(
        "v43p_phi4_json",
        '{"row": 0, "col": 1, "direction": "clockwise"}',
        (1, CW),
        False,
        "json_answer",
        "hard: a JSON object carrying the move (strict: no label)",
    ),
    _p(
        "v43p_v3_plain",
        "Rotating the bottom-left piece.\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "asked_format",
    ),
    _p(
        "v43p_r1_cut",
        "<think>\n先看 (0, 0)：开口朝右。再看 (0, 1)：开口朝",
        U,
        False,
        "cut_off",
        "cut off by max_tokens inside the thinking, no move",
        finish_reason=L,
    ),
    _p(
        "v43p_small_echo",
        "ROTATE: (row, col) clockwise|counterclockwise\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "small_echo",
        "hard: the prompt's format line echoed, then the move on the last line",
    ),
    _p(
        "v43p_small_placeholder",
        "ROTATE: (row, col) direction\nROTATE: (row, col) direction",
        U,
        False,
        "small_echo",
        "the prompt's placeholder echoed, no move",
    ),
    _p(
        "v43p_small_cut",
        "ROTATE: (0, 1) clockw",
        U,
        False,
        "small_cut",
        "cut off by max_tokens inside the direction word",
        finish_reason=L,
    ),
]

PUZZLE_CHOSEN = [
    _p(
        "v43c_p_qwen3_fix",
        "ROTATE: (0, 0) clockwise\n\n不对，应该是逆时针。更正：\n\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction",
        "hard: '不对' then one new direction, labelled last; the last stands",
    ),
    _p(
        "v43c_p_qwen3_withdraw",
        "ROTATE: (1, 1) clockwise\n\n等等，这样好像会断开上面那一格。我需要再想一想。",
        U,
        False,
        "withdrawn",
        "the move withdrawn ('等等') with no new move named",
    ),
    _p(
        "v43c_p_qwen25_pick",
        "可以转 (0, 1)，也可以转 (1, 0)。转 (1, 0) 只需要一次，我选 (1, 0) 顺时针。\n\nROTATE: (1, 0) clockwise",
        (2, CW),
        True,
        "zh_pick",
        "hard: two squares weighed in Chinese, one picked ('我选') and labelled",
    ),
    _p(
        "v43c_p_qwen25_ask",
        "顺时针和逆时针转 (0, 1) 都能连上，你想要哪个方向？",
        U,
        False,
        "question_back",
        "two directions, the choice left to the user",
    ),
    _p(
        "v43c_p_qwen3_if_open",
        "如果 (1, 1) 的开口朝上，就逆时针转 (1, 0)；否则顺时针转 (0, 1)。",
        U,
        False,
        "conditional",
        "two moves hinging on a state the reply leaves unresolved",
    ),
    _p(
        "v43c_p_r1_check_ok",
        "ROTATE: (0, 1) clockwise\n\n我检查了一下，转完之后四块都连上了。",
        (1, CW),
        False,
        "verification_after",
        "hard: a check after the move that confirms it (strict: not the last line)",
    ),
    _p(
        "v43c_p_r1_check_open",
        "ROTATE: (0, 1) clockwise\n\n不过再看一下，逆时针好像也行，甚至可能更好？",
        U,
        False,
        "second_thought",
        "a check after the move leaning to the other direction, left as a question",
    ),
]

all_cases, chosen, split, problems = set_functions(
    "v43",
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


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v43.py: counts, no reader
    print_counts(all_cases(), problems())

"""A tenth, fresh held-out corpus for the reading pipeline (issue 35, done-when check).

Written and labelled by hand *without running any reader* on these replies and without reading
the readers' code (``agents/llm/reading/``, ``agents/llm/parsing.py``,
``experiments/maze/scoring/``, ``envs/maze_nav/shape_registry.py``, ``envs/maze_nav/shapes.py``)
or ``docs/analysis.md``'s lists of misses. What a reply commits to is judged as a careful grader
would, by the prompts' own wording (``agents/llm/prompts.py``, the puzzle prompt included), the
answer rules of ``docs/studies.md`` and ``docs/analysis.md`` and the specification's shape
variants (square: box, cube, quadrilateral, rectangle-like; triangle: pyramid, trilateral;
cross: X-shape; spiral: helix, coil, whorl; C: crescent, semi-circle; Z: zigzag, lightning
bolt). ``corpus_form``, ``test_blind_reading_sets`` and ``corpus_reading_v9`` were read for the
data format and the labelling conventions (their hard calls) only; the replies, mazes, routes and
wordings here are new, and no model was run this round: every reply is written.

Flexible label: the answer the reply commits to when a person would decide it (a correction
replaces what it corrects, a choice made in words picks among the options it lists, drafts
inside ``<think>``/``<thinking>`` are reasoning, notes after the answer are not the answer), else
:data:`UNREADABLE` (cut off by ``max_tokens`` before its answer line, alternatives with no
choice, no answer, only thinking, the prompt's template or example echoed, a language the study
does not read). A name that is neither a shape nor a variant the specification lists for it
reads as ``"none"``. Rulings kept from the earlier sets: a maze in the encoding not asked is a
fail; a one-shot route given only in direction words is a fail; a single solve move given only
as a direction (``MOVE: down``, 向下) is the neighbouring cell in that direction; a matrix maze
must write P and G (S/E is a fail).

Strict label: the reply's own final line is the asked line, the label exactly as the prompt
prints it (``MOVE:``, ``PATH:``, ``SHAPE:``, ``ROTATE:``; for generation the line ``MAZE:`` and
then the maze exactly as the encoder writes it, nothing after); not inside a code fence, LaTeX,
JSON or tags, while inline markdown bold or italic around the label or the value is tolerated;
``SHAPE: <name>`` with any English name of the right shape (no angle brackets kept, no Chinese);
``clockwise``/``counterclockwise`` only; a puzzle square as ``(row, col)`` or ``square N``; a
path's cells separated by spaces only (arrows or commas are a format miss); ASCII punctuation;
and the answer right (``solve``: the cell read there; ``puzzle``: the line well formed, since
these replies have no board to be right against).

Styles: GPT-4o/4.1/o3/GPT-5 (terse lines, "Plan" sections, numbered checks, ``<answer>`` tags,
a summary after the answer), Claude 4 (``<thinking>``, weighing options then choosing, a caveat
after the answer), Gemini 2.5 (bold "Next Step", check-mark tables, a closing question), Qwen2.5/
Qwen3 (Chinese reasoning and labels, full-width brackets and colons, ``<think>`` empty, closed,
never closed or cut off), DeepSeek-R1/V3 ("Hmm", "Wait, no", ``\\boxed{\\text{...}}``, "### Final
Answer"), Llama 3/4 ("Step 1:", JSON objects, "The answer is"), Mistral (title-case labels, code
fences, headings), Phi-4 ("Solution:", display LaTeX, ``\\text``), Gemma 3 (bold wordy labels,
tables with check marks) and small models (the prompt's template echoed, one line repeated, two
answers flip-flopping, rambling, truncation with ``finish_reason`` ``"length"``). Unclear cases
and hard calls carry a one-line reason in :data:`WHY`.

Phases are weighted as in v9 (solve most, then recognition, generation and the puzzle, the
one-shot path least). The maze asked about is ``corpus_mazes``'s ORIGINAL (P (1,0), G (4,3),
legal moves (2,0) down and (1,1) right); the routes are this module's (:data:`LEFT_BOTTOM`,
:data:`TOP_RIGHT`, :data:`BACK_AND_FORTH`, :data:`DOUBLE_BACK` valid; :data:`CORNER_CUT`,
:data:`WALL_ROW`, :data:`STOPS_SHORT`, :data:`STANDS_STILL` broken); the generated mazes
are this module's square rings (:data:`TOP_MID3`, :data:`CENTRE3`, :data:`RIGHT_MID3`,
:data:`TOP_LEFT4`, :data:`LOWER_RIGHT4`, :data:`SAME_RING`) and broken mazes; puzzle replies are
for a 2x2 board (square index ``2 * row + col``). The split is :func:`corpus_reading.half`; the
whole set is held out.
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
from corpus_mazes import MAZES, ORIGINAL_MATRIX
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

# == routes on ORIGINAL (P (1,0), G (4,3)) ================================================
LEFT_BOTTOM = "1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column, along the bottom row (six moves)."""
TOP_RIGHT = "1,0 1,1 1,2 1,3 2,3 3,3 4,3"
"""Valid: along the top corridor, down the right column (six moves)."""
BACK_AND_FORTH = "1,0 1,1 1,2 1,1 1,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: two steps right, back to P, then the left-and-bottom route (ten moves)."""
DOUBLE_BACK = "1,0 2,0 3,0 2,0 3,0 4,0 4,1 4,2 4,3"
"""Valid: down the left column with one step back up on the way (eight moves)."""
CORNER_CUT = "1,0 1,1 1,2 2,3 3,3 4,3"
"""Broken: a diagonal step from (1,2) to (2,3)."""
WALL_ROW = "1,0 2,0 3,0 3,1 3,2 3,3 4,3"
"""Broken: along row 3 through the walls (3,1) and (3,2)."""
STOPS_SHORT = "1,0 2,0 3,0 4,0 4,1"
"""Broken: ends at (4,1), two steps before G."""
STANDS_STILL = "1,0 1,1 1,1 1,2 1,3 2,3 3,3 4,3"
"""Broken: (1,1) written twice in a row, a step of length zero."""

# == generated mazes (5x5) =================================================================
TOP_MID3 = """\
1 G 0 0 1
1 0 1 0 1
1 0 0 P 1
1 1 1 1 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring at the top middle, P at (2,3), G at (0,1)."""

CENTRE3 = """\
1 1 1 1 1
1 0 0 P 1
1 0 1 0 1
1 G 0 0 1
1 1 1 1 1"""
"""Valid: a 3x3 square ring in the centre, P at (1,3), G at (3,1)."""

RIGHT_MID3 = """\
1 1 1 1 1
1 1 0 0 G
1 1 0 1 0
1 1 P 0 0
1 1 1 1 1"""
"""Valid: a 3x3 square ring on the right, rows 1-3, P at (3,2), G at (1,4)."""

TOP_LEFT4 = """\
0 0 G 0 1
0 1 1 0 1
0 1 1 0 1
P 0 0 0 1
1 1 1 1 1"""
"""Valid: a 4x4 square ring in the top-left corner, P at (3,0), G at (0,2)."""

LOWER_RIGHT4 = """\
1 1 1 1 1
1 0 0 0 0
1 P 1 1 0
1 0 1 1 G
1 0 0 0 0"""
"""Valid: a 4x4 square ring in the lower-right corner, P at (2,1), G at (3,4)."""

SAME_RING = """\
1 1 1 1 1
0 0 0 0 1
0 1 1 P 1
G 1 1 0 1
0 0 0 0 1"""
"""ORIGINAL's ring with P at (2,3) and G at (3,0): the same cells, not an identical copy."""

DIAGONALS = """\
P 1 1 1 0
1 0 1 0 1
1 1 0 1 1
1 0 1 0 1
0 1 1 1 G"""
"""Broken: an X of diagonal cells, nothing joined by a side: not a square, G unreachable."""

ZIG = """\
P 0 0 1 1
1 1 0 1 1
1 1 0 1 1
1 1 0 1 1
1 1 0 0 G"""
"""Broken: a Z-like corridor, not a square."""

GOAL_IN_HOLE = """\
1 1 1 1 1
1 P 0 0 0
1 0 G 1 0
1 0 1 1 0
1 0 0 0 0"""
"""Broken: :data:`LOWER_RIGHT4` with the goal on a hole cell, so the open cells are no ring."""

SIX_WIDE = """\
1 1 1 1 1 1
1 0 0 P 1 1
1 0 1 0 1 1
1 G 0 0 1 1
1 1 1 1 1 1"""
"""Broken: :data:`CENTRE3` with a sixth column: not 5x5."""

NO_PLAYER = """\
1 G 0 0 1
1 0 1 0 1
1 0 0 0 1
1 1 1 1 1
1 1 1 1 1"""
"""Broken: :data:`TOP_MID3` without its player."""

TWO_GOALS = """\
0 0 G 0 1
0 1 1 0 1
0 1 1 0 1
P 0 0 G 1
1 1 1 1 1"""
"""Broken: :data:`TOP_LEFT4` with a second goal at (3,3)."""


def _fullwidth(text: str) -> str:
    """``text`` with ASCII digits, letters and punctuation as their full-width forms."""
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in text)


def _json_rows(maze: str) -> str:
    """``maze`` as a JSON object ``{"maze": [[...], ...]}`` of one-character strings."""
    rows = [", ".join(f'"{ch}"' for ch in row.split()) for row in maze.splitlines()]
    return '{"maze": [\n' + ",\n".join(f"  [{r}]" for r in rows) + "\n]}"


def _arrowed(route: str) -> str:
    """``route`` as ``(1,0) → (2,0) → ...`` (no space inside the brackets)."""
    return " → ".join(f"({c})" for c in route.split())


SOLVE: list[Reply] = [
    # == solve: player at (1,0); legal moves (2,0) down and (1,1) right =====================
    _c("v10s_gpt5_bare", "solve", "Left column.\n\nMOVE: (2, 0)", (2, 0), (2, 0), "terse"),
    _c(
        "v10s_gpt41_plan",
        "solve",
        "Plan: take the top corridor to column 3, then drop down the right side to G.\n"
        "First step of the plan:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "plan_then_line",
    ),
    _c(
        "v10s_o3_numbered_checks",
        "solve",
        "1. (0, 0) above P is a wall.\n2. (1, 1) to the right is open.\n3. (2, 0) below is "
        "open.\n\nEither works; the left column is as short, so down.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "numbered_checks",
    ),
    _c(
        "v10s_gpt4o_answer_tags",
        "solve",
        "I'll follow the bottom edge.\n<answer>MOVE: (2, 0)</answer>",
        (2, 0),
        None,
        "answer_tags",
        why="hard: the cell is clear, but the line is wrapped in tags",
    ),
    _c(
        "v10s_gpt4o_summary_after",
        "solve",
        "MOVE: (1, 1)\n\nSummary: moving right keeps the top corridor route open.",
        (1, 1),
        None,
        "note_after",
        why="hard: the move is clear, but the final line is a summary, not the MOVE line",
    ),
    _c(
        "v10s_claude_weighs_then_chooses",
        "solve",
        "Two cells are open: (1, 1) and (2, 0). Going right commits me to the top corridor; "
        "going down commits me to the left column. Both are six moves, so I'll choose down.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "weighs_options",
        why="hard: both cells are named in the prose; the MOVE line commits to (2, 0)",
    ),
    _c(
        "v10s_claude_thinking_draft_right",
        "solve",
        "<thinking>\nMOVE: (2, 0) would work. Then again the top row is one unbroken corridor. "
        "I prefer the top.\n</thinking>\n\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "thinking_draft",
        why="hard: the draft inside the thinking is (2, 0); the answer after it is (1, 1)",
    ),
    _c(
        "v10s_claude_caveat_after",
        "solve",
        "MOVE: (2, 0)\n\n(If you count rows and columns from 1 instead, that would be (3, 1).)",
        (2, 0),
        None,
        "caveat_after",
        why="hard: the caveat names another cell only as a conditional re-indexing, not an answer",
    ),
    _c(
        "v10s_gemini_next_step_bold",
        "solve",
        "🔍 Scanning neighbours...\n\n**Next Step:** Move to (1, 1)",
        (1, 1),
        None,
        "next_step_label",
        why="hard: 'Next Step: Move to' commits to (1, 1) but is not the MOVE label",
    ),
    _c(
        "v10s_gemini_question_after",
        "solve",
        "**MOVE: (2, 0)**\n\nShall I keep going after you show me the updated maze?",
        (2, 0),
        None,
        "question_after",
    ),
    _c(
        "v10s_gemini_whole_line_bold",
        "solve",
        "| Direction | Cell | Open |\n|---|---|---|\n| Up | (0, 0) | ❌ |\n| Down | (2, 0) | ✅ |\n"
        "| Right | (1, 1) | ✅ |\n\n**MOVE: (1, 1)**",
        (1, 1),
        (1, 1),
        "table_then_bold_line",
        why="hard: both open cells are ticked in the table; the bold MOVE line is the answer, "
        "and bold around the whole line is tolerated",
    ),
    _c(
        "v10s_qwen_chinese_label",
        "solve",
        "玩家在第1行第0列。右边是空格，走右边。\n下一步：(1, 1)",
        (1, 1),
        None,
        "chinese_label",
        why="hard: 下一步 ('next step') commits to (1, 1), but it is not the MOVE label",
    ),
    _c(
        "v10s_qwen_fullwidth_colon",
        "solve",
        "向下走。\nMOVE：(2, 0)",
        (2, 0),
        None,
        "fullwidth_colon",
        why="hard: only the colon is full-width; a reader sees (2, 0), strict wants ASCII",
    ),
    _c(
        "v10s_qwen_fullwidth_all",
        "solve",
        _fullwidth("MOVE: (1, 1)"),
        (1, 1),
        None,
        "fullwidth",
        why="hard: the whole line in full-width letters and digits reads as MOVE (1, 1)",
    ),
    _c(
        "v10s_qwen_direction_only_chinese",
        "solve",
        "从 (1, 0) 出发，下面是空的。\n向下",
        (2, 0),
        None,
        "direction_word",
        why="hard: the ruling reads a single direction (向下, down) as the neighbouring cell",
    ),
    _c(
        "v10s_qwen3_empty_think",
        "solve",
        "<think>\n\n</think>\n\n往下走。\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "empty_think",
    ),
    _c(
        "v10s_qwen3_think_never_closed",
        "solve",
        "<think>\nP at (1,0). Right (1,1) is 0. Down (2,0) is 0. Let me just pick right.\n"
        "MOVE: (1, 1)",
        U,
        None,
        "think_unclosed",
        why="the think block never closes: the MOVE line is a draft inside the reasoning (so "
        "inside a tag for strict), no answer was given after it",
    ),
    _c(
        "v10s_qwen3_cut_chinese",
        "solve",
        "<think>\n好的，玩家在 (1,0)。目标在 (4,3)。我需要看看周围的格子：上面 (0,0) 是墙，"
        "下面 (2,0) 是 0，右边 (1,1) 是 0。如果往右走，经过 (1,2)、(1,3)，然后往下",
        U,
        None,
        "truncated",
        why="cut off by max_tokens inside the thinking, before any answer",
        finish_reason=L,
    ),
    _c(
        "v10s_r1_wait_no",
        "solve",
        "<think>\nHmm. Go right to (1,1)? Wait, no, the bottom row is simpler to check. Down "
        "then.\n</think>\n\n### Final Answer\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "final_answer_heading",
    ),
    _c(
        "v10s_r1_boxed_text",
        "solve",
        "<think>\nRight is open.\n</think>\n\n$$\\boxed{\\text{MOVE: } (1, 1)}$$",
        (1, 1),
        None,
        "boxed",
        why="hard: the cell and the label are clear, but inside LaTeX",
    ),
    _c(
        "v10s_v3_correction_in_words",
        "solve",
        "MOVE: (1, 1)\n\nCorrection: I meant to go down instead, to (2, 0).",
        (2, 0),
        None,
        "correction_after",
        why="hard: the correction after the line replaces it; the final line is not a MOVE line",
    ),
    _c(
        "v10s_v3_relabelled_correction",
        "solve",
        "MOVE: (1, 2)\n\nSorry, (1, 2) is two steps away. Corrected:\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "correction_relabelled",
    ),
    _c(
        "v10s_llama_answer_is",
        "solve",
        "Step 1: Find P. P is at (1, 0).\nStep 2: Check the neighbours.\nStep 3: Pick an open "
        "one.\n\nThe answer is (2, 0).",
        (2, 0),
        None,
        "answer_is",
        why="hard: 'The answer is' commits to (2, 0) without the MOVE label",
    ),
    _c(
        "v10s_llama_json",
        "solve",
        '{"reasoning": "down is open", "move": {"row": 2, "col": 0}}',
        (2, 0),
        None,
        "json",
        why="hard: JSON fields name row 2, column 0; no MOVE line",
    ),
    _c(
        "v10s_mistral_titlecase",
        "solve",
        "## Analysis\nThe cell to the right is free.\n\nMove: (1, 1)",
        (1, 1),
        None,
        "titlecase_label",
    ),
    _c(
        "v10s_mistral_fenced",
        "solve",
        "```text\nMOVE: (2, 0)\n```",
        (2, 0),
        None,
        "fenced_line",
    ),
    _c(
        "v10s_mistral_heading_line",
        "solve",
        "Going right.\n\n## MOVE: (1, 1)",
        (1, 1),
        None,
        "heading_line",
        why="hard: a markdown heading marker is not the inline bold or italic strict tolerates",
    ),
    _c(
        "v10s_phi4_solution_answer",
        "solve",
        "Solution:\nThe player can move down to an empty cell.\n\n**Answer:** (2, 0)",
        (2, 0),
        None,
        "answer_label",
    ),
    _c(
        "v10s_phi4_brackets_square",
        "solve",
        "Moving right along row 1.\nMOVE: [1, 1]",
        (1, 1),
        None,
        "square_brackets",
        why="hard: square brackets instead of parentheses: a reader sees (1, 1), strict a miss",
    ),
    _c(
        "v10s_gemma_named_fields",
        "solve",
        "**My next move will be:** row 1, column 1.\n\nMOVE: (row=1, col=1)",
        (1, 1),
        None,
        "named_fields",
        why="hard: named fields inside the brackets read as (1, 1) but are not the prompt's form",
    ),
    _c(
        "v10s_gemma_italic_line",
        "solve",
        "I will go down the left side of the maze.\n\n*MOVE: (2, 0)*",
        (2, 0),
        (2, 0),
        "italic_line",
        why="hard: italic around the whole line is tolerated inline markdown",
    ),
    _c(
        "v10s_direction_word_up",
        "solve",
        "Heading for the top edge.\nMOVE: up",
        (0, 0),
        None,
        "direction_word",
        why="hard: the ruling reads 'up' as the neighbouring cell, here the wall (0, 0)",
    ),
    _c(
        "v10s_move_into_wall",
        "solve",
        "The shortest way is straight through the wall block.\nMOVE: (2, 1)",
        (2, 1),
        (2, 1),
        "wrong_cell",
        why="hard: the cell read is (2, 1); that it is a wall is the game's verdict, not the "
        "reading's",
    ),
    _c(
        "v10s_no_brackets",
        "solve",
        "Right is free.\nMOVE: 1, 1",
        (1, 1),
        None,
        "no_brackets",
        why="hard: the numbers without parentheses are (1, 1) to a reader, not the asked form",
    ),
    _c(
        "v10s_spanish_reasoning",
        "solve",
        "El jugador está en (1, 0). La celda de abajo está libre.\n\nMOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "other_language_reasoning",
        why="hard: the reasoning is Spanish, but the MOVE line is the prompt's own form",
    ),
    _c(
        "v10s_small_repeats_line",
        "solve",
        "I move right.\nMOVE: (1, 1)\nMOVE: (1, 1)\nMOVE: (1, 1)",
        (1, 1),
        (1, 1),
        "repetition",
        why="hard: the same line repeated is one answer, and the last line is that answer",
    ),
    _c(
        "v10s_small_stays_put",
        "solve",
        "The player is P. P is at (1, 0).\nMOVE: (1, 0)",
        (1, 0),
        (1, 0),
        "restates_p",
        why="hard: the MOVE names P's own cell: that is the cell read, the game refuses it",
    ),
    _c(
        "v10s_phi4_display_latex_then_line",
        "solve",
        "Solution:\n\\[\n(1, 0) \\rightarrow (2, 0)\n\\]\nThe cell below P is empty.\n\n"
        "MOVE: (2, 0)",
        (2, 0),
        (2, 0),
        "latex_then_line",
    ),
    _c(
        "v10s_qwen_fullwidth_comma",
        "solve",
        "右边可以走。\nMOVE: (1，1)",
        (1, 1),
        None,
        "fullwidth",
        why="hard: one full-width comma inside ASCII brackets: (1, 1) to a reader, not ASCII",
    ),
    # -- unclear --------------------------------------------------------------------------
    _c(
        "v10s_small_flipflop_cut",
        "solve",
        "MOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2, 0)\nMOVE: (1, 1)\nMOVE: (2,",
        U,
        None,
        "flipflop_truncated",
        why="two answers alternating, then cut off by max_tokens mid-line",
        finish_reason=L,
    ),
    _c(
        "v10s_small_echoes_example",
        "solve",
        "Sure! End your reply with a line of the form MOVE: (row, col), for example MOVE: (2, 3).",
        U,
        None,
        "template_echo",
        why="the prompt's instruction and example echoed; (2, 3) is the prompt's example",
    ),
    _c(
        "v10s_either_cell",
        "solve",
        "Both are fine, so: MOVE: (1, 1) or MOVE: (2, 0), whichever you prefer.",
        U,
        None,
        "alternatives",
        why="two moves offered, no pick",
    ),
    _c(
        "v10s_plan_of_moves",
        "solve",
        "My moves: MOVE: (1, 1), (1, 2), (1, 3), (2, 3)",
        U,
        None,
        "several_moves",
        why="four cells after one MOVE label as a plan: one move was asked and none is marked",
    ),
    _c(
        "v10s_rambling_no_cell",
        "solve",
        "Mazes are fun. The goal is G. The player is P. I should move towards the goal. The goal "
        "is at the bottom. I will move towards the goal at the bottom of the maze.",
        U,
        None,
        "rambling",
        why="no cell and no single direction: 'towards the goal' names no move",
    ),
    _c(
        "v10s_gpt5_refuses_to_guess",
        "solve",
        "I can't tell from the maze whether rows are counted from 0 or 1, so I won't guess a "
        "move. Could you confirm the indexing?",
        U,
        None,
        "asks_back",
        why="no answer: the reply asks a question instead of moving",
    ),
    _c(
        "v10s_german_only",
        "solve",
        "Der Spieler geht nach unten.\nZUG: nach unten",
        (2, 0),
        None,
        "other_language",
        why="hard: a German label then a direction word: P's neighbour below (issue 35, "
        "eighteenth round: labels in the ten languages are read, as their direction words)",
    ),
    _c(
        "v10s_truncated_before_line",
        "solve",
        "Let me reason about each neighbour carefully. Up is (0, 0), a wall. Down is (2, 0), "
        "open. Right is (1, 1), open. Both routes are six moves long, so I'll go",
        U,
        None,
        "truncated",
        why="cut off by max_tokens just before the choice",
        finish_reason=L,
    ),
]

ONE_SHOT: list[Reply] = [
    # == one-shot path on ORIGINAL ============================================================
    _c(
        "v10o_gpt41_plain",
        "one_shot",
        f"Down the left column, then right along the bottom.\n\nPATH: {_path(LEFT_BOTTOM)}",
        S,
        True,
        "plain",
    ),
    _c(
        "v10o_o3_terse_top",
        "one_shot",
        f"Top, then right.\nPATH: {_path(TOP_RIGHT)}",
        S,
        True,
        "terse",
    ),
    _c(
        "v10o_claude_back_and_forth",
        "one_shot",
        "I first went two steps right, decided the left column was easier to follow, and came back.\n\n"
        f"PATH: {_path(BACK_AND_FORTH)}",
        S,
        True,
        "revisits",
        why="hard: the walk revisits (1,0), but every step is one open cell from the last and it "
        "ends on G",
    ),
    _c(
        "v10o_double_back",
        "one_shot",
        f"PATH: {_path(DOUBLE_BACK)}",
        S,
        True,
        "revisits",
        why="hard: a step back up the column is still a valid walk from P to G",
    ),
    _c(
        "v10o_unicode_arrows",
        "one_shot",
        f"Route: {_arrowed(TOP_RIGHT)}\n\nPATH: {_arrowed(TOP_RIGHT)}",
        S,
        False,
        "arrows",
    ),
    _c(
        "v10o_commas",
        "one_shot",
        f"Route found:\nPATH: {_path(LEFT_BOTTOM, ', ')}",
        S,
        False,
        "commas_between",
    ),
    _c(
        "v10o_llama_json",
        "one_shot",
        '{"path": '
        + "["
        + ", ".join(f"[{c.replace(',', ', ')}]" for c in TOP_RIGHT.split())
        + '], "length": 6}',
        S,
        False,
        "json",
        why="hard: a JSON list of [row, col] pairs is the route; no PATH line",
    ),
    _c(
        "v10o_r1_boxed",
        "one_shot",
        "<think>\nLeft then bottom.\n</think>\n\n\\boxed{" + _path(LEFT_BOTTOM) + "}",
        S,
        False,
        "boxed",
    ),
    _c(
        "v10o_directions_only",
        "one_shot",
        "PATH: right, right, right, down, down, down",
        F,
        False,
        "direction_words",
        why="hard: the ruling fails a one-shot route given only in direction words",
    ),
    _c(
        "v10o_through_walls",
        "one_shot",
        f"Cutting across row 3 is quickest.\nPATH: {_path(WALL_ROW)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v10o_corner_cut",
        "one_shot",
        f"PATH: {_path(CORNER_CUT)}",
        F,
        False,
        "wrong_path",
        why="hard: well formed, but (1, 2) to (2, 3) is a diagonal step",
    ),
    _c(
        "v10o_stops_short",
        "one_shot",
        f"Along the bottom towards G.\nPATH: {_path(STOPS_SHORT)}",
        F,
        False,
        "wrong_path",
    ),
    _c(
        "v10o_stands_still",
        "one_shot",
        f"PATH: {_path(STANDS_STILL)}",
        F,
        False,
        "wrong_path",
        why="hard: (1, 1) twice in a row is not a step to a neighbouring cell",
    ),
    _c(
        "v10o_think_draft_wrong_final_right",
        "one_shot",
        f"<think>\nPATH: {_path(WALL_ROW)}? No: (3,1) is a wall.\n</think>\n\n"
        f"PATH: {_path(LEFT_BOTTOM)}",
        S,
        True,
        "thinking_draft",
        why="hard: the draft inside the thinking goes through walls; the answer after it is valid",
    ),
    _c(
        "v10o_correction_to_wrong",
        "one_shot",
        f"PATH: {_path(TOP_RIGHT)}\n\nHmm, shorter is the diagonal:\nPATH: {_path(CORNER_CUT)}",
        F,
        False,
        "correction_worse",
        why="hard: the second PATH replaces the first, and it is the broken one",
    ),
    _c(
        "v10o_picks_second",
        "one_shot",
        f"Option 1: {_path(WALL_ROW)}\nOption 2: {_path(TOP_RIGHT)}\n\nOption 1 crosses a "
        "wall, so I go with Option 2.",
        S,
        False,
        "pick_in_words",
        why="hard: the choice in words picks the valid option; no PATH line",
    ),
    _c(
        "v10o_qwen_fullwidth",
        "one_shot",
        "最终路径：" + "".join(f"（{c.replace(',', '，')}）" for c in TOP_RIGHT.split()),
        S,
        False,
        "fullwidth",
        why="hard: full-width brackets and commas and a Chinese label, the cells valid",
    ),
    _c(
        "v10o_no_brackets",
        "one_shot",
        "PATH: " + " ".join(TOP_RIGHT.split()),
        S,
        False,
        "no_brackets",
        why="hard: 'r,c' pairs without parentheses are the cells to a reader, not the asked form",
    ),
    _c(
        "v10o_mistral_fenced",
        "one_shot",
        f"```text\nPATH: {_path(TOP_RIGHT)}\n```",
        S,
        False,
        "fenced_line",
    ),
    _c(
        "v10o_gemma_bold_label_then_note",
        "one_shot",
        f"**PATH:** {_path(TOP_RIGHT)}\n\nThat's 6 moves in total.",
        S,
        False,
        "note_after",
    ),
    _c(
        "v10o_r1_final_answer_heading",
        "one_shot",
        "<think>\nTop corridor, then the right column. Six moves.\n</think>\n\n### Final Answer\n"
        f"PATH: {_path(TOP_RIGHT)}",
        S,
        True,
        "final_answer_heading",
    ),
    _c(
        "v10o_phi4_numbered_then_line",
        "one_shot",
        "1. Start at (1, 0).\n2. Go down three cells to (4, 0).\n3. Go right three cells to "
        f"(4, 3).\n\nPATH: {_path(LEFT_BOTTOM)}",
        S,
        True,
        "numbered_then_line",
    ),
    # -- unclear --------------------------------------------------------------------------
    _c(
        "v10o_two_routes_no_pick",
        "one_shot",
        f"Two routes work:\nPATH: {_path(LEFT_BOTTOM)}\nPATH: {_path(TOP_RIGHT)}\n"
        "Both take six moves; use whichever you like.",
        U,
        False,
        "alternatives",
        why="two different PATH lines offered, none chosen (both valid, but the ruling abstains "
        "on alternatives with no pick)",
    ),
    _c(
        "v10o_cut_mid_path",
        "one_shot",
        "PATH: (1, 0) (1, 1) (1, 2) (1, 3) (2,",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the middle of the path",
        finish_reason=L,
    ),
    _c(
        "v10o_template_echo",
        "one_shot",
        "Sure.\nPATH: (row, col) (row, col) ...",
        U,
        False,
        "template_echo",
        why="the prompt's template echoed, no cells",
    ),
    _c(
        "v10o_only_think",
        "one_shot",
        "<think>\nFrom (1,0) I can go down to (2,0), (3,0), (4,0), then right. Or the top. Let "
        "me compare the two",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
]

RECOGNIZE: list[Reply] = [
    # == recognition: the true shape is the square ==========================================
    _c(
        "v10r_gpt41_plain",
        "recognize",
        "The open cells trace the four sides of a 4x4 block around a walled core.\n\nSHAPE: square",
        "square",
        True,
        "plain",
    ),
    _c(
        "v10r_capitalised",
        "recognize",
        "Four equal sides meeting at right angles.\nSHAPE: Square",
        "square",
        True,
        "capitalised",
        why="hard: a capital letter does not change the English name",
    ),
    _c(
        "v10r_upper",
        "recognize",
        "Closed four-sided loop.\nSHAPE: SQUARE",
        "square",
        True,
        "upper",
        why="hard: upper case is still the English name",
    ),
    _c(
        "v10r_hollow",
        "recognize",
        "Only the outline is open; the inside is walls.\nSHAPE: hollow square",
        "square",
        True,
        "qualified_name",
    ),
    _c(
        "v10r_cube",
        "recognize",
        "Looks like the outline of a box or cube seen face-on.\nSHAPE: cube",
        "square",
        True,
        "variant",
        why="hard: 'cube' is a variant the specification lists for the square",
    ),
    _c(
        "v10r_gemini_bold_line",
        "recognize",
        "✨ The corridors form a closed loop with four corners.\n\n**SHAPE: square**",
        "square",
        True,
        "bold_line",
    ),
    _c(
        "v10r_claude_thinking_spiral_then_square",
        "recognize",
        "<thinking>\nCould this be a spiral? No: the corridor closes on itself and never turns "
        "inward.\n</thinking>\n\nThe empty cells form a closed square loop.\n\nSHAPE: square",
        "square",
        True,
        "thinking_other_shape",
        why="hard: 'spiral' is only weighed and refused inside the thinking",
    ),
    _c(
        "v10r_think_square_answer_cross",
        "recognize",
        "<think>\nIt's a square ring, clearly.\n</think>\n\nOn second thought the four arms "
        "meet in the middle.\n\nSHAPE: cross",
        "cross",
        False,
        "answer_after_think",
        why="hard: the thinking says square; the answer after it is cross",
    ),
    _c(
        "v10r_qwen_chinese_reasoning_english_line",
        "recognize",
        "空格沿着一个4×4方块的四条边排列，中间是墙。\n\nSHAPE: square",
        "square",
        True,
        "chinese_reasoning",
    ),
    _c(
        "v10r_qwen_chinese_name",
        "recognize",
        "这些空格组成一个正方形的边框。\nSHAPE: 正方形",
        "square",
        False,
        "chinese_name",
        why="hard: 正方形 is the square in Chinese, read; strict wants an English name",
    ),
    _c(
        "v10r_qwen_fullwidth_label",
        "recognize",
        "形状：方形",
        "square",
        False,
        "chinese_label",
        why="hard: 方形 ('square shape') after a Chinese label with a full-width colon",
    ),
    _c(
        "v10r_angle_brackets",
        "recognize",
        "SHAPE: <square>",
        "square",
        False,
        "angle_brackets",
        why="hard: the name is right, the template's brackets kept",
    ),
    _c(
        "v10r_r1_boxed_text",
        "recognize",
        "<think>\nFour sides, hollow.\n</think>\n\n**Final Answer**\n\\[\\boxed{\\text{square}}\\]",
        "square",
        False,
        "boxed",
    ),
    _c(
        "v10r_llama_json",
        "recognize",
        '{"answer": {"shape": "square"}, "reasoning": "four equal sides"}',
        "square",
        False,
        "json",
    ),
    _c(
        "v10r_llama_step_sentence",
        "recognize",
        "Step 1: Mark the empty cells.\nStep 2: They run around the border of a block.\n"
        "Step 3: The shape is a **square**.",
        "square",
        False,
        "sentence_answer",
    ),
    _c(
        "v10r_note_after",
        "recognize",
        "SHAPE: square\n\n(More precisely, the perimeter of a square.)",
        "square",
        False,
        "note_after",
    ),
    _c(
        "v10r_square_or_rectangle",
        "recognize",
        "SHAPE: square or rectangle",
        "square",
        False,
        "two_names_same_shape",
        why="hard: both names are the square (rectangle-like is its variant), so the shape is "
        "clear; two names is not the asked single name",
    ),
    _c(
        "v10r_gemma_table_ticked_no_line",
        "recognize",
        "| Shape | Fits? |\n|---|---|\n| Square | ✅ |\n| Cross | ❌ |\n| Spiral | ❌ |",
        "square",
        False,
        "table_check",
        why="hard: exactly one shape is ticked in the table; no SHAPE line",
    ),
    _c(
        "v10r_loop",
        "recognize",
        "It is a closed loop of corridors.\nSHAPE: loop",
        "none",
        False,
        "unlisted_name",
        why="hard: 'loop' is neither a shape nor a listed variant, so it names none",
    ),
    _c(
        "v10r_circle",
        "recognize",
        "The path goes all the way round.\nSHAPE: circle",
        "none",
        False,
        "unlisted_name",
    ),
    _c("v10r_helix", "recognize", "SHAPE: helix", "spiral", False, "variant_wrong"),
    _c(
        "v10r_crescent",
        "recognize",
        "The open cells curve around like a crescent.\nSHAPE: crescent",
        "C",
        False,
        "variant_wrong",
    ),
    _c(
        "v10r_lightning",
        "recognize",
        "Looks like a lightning bolt to me.\n\nSHAPE: lightning bolt",
        "Z",
        False,
        "variant_wrong",
    ),
    _c(
        "v10r_pyramid",
        "recognize",
        "Narrow at the top, wide at the bottom.\nSHAPE: pyramid",
        "triangle",
        False,
        "variant_wrong",
    ),
    _c(
        "v10r_x_shape",
        "recognize",
        "The corridors cross each other.\nSHAPE: X-shape",
        "cross",
        False,
        "variant_wrong",
    ),
    _c(
        "v10r_coil",
        "recognize",
        "The corridor winds around like a coil.\nSHAPE: coil",
        "spiral",
        False,
        "variant_wrong",
    ),
    _c(
        "v10r_semicircle",
        "recognize",
        "SHAPE: semi-circle",
        "C",
        False,
        "variant_wrong",
    ),
    _c(
        "v10r_chinese_cross",
        "recognize",
        "空格在中间交叉。\nSHAPE: 十字形",
        "cross",
        False,
        "chinese_name",
        why="hard: 十字形 is the cross in Chinese: read, and wrong",
    ),
    # -- unclear --------------------------------------------------------------------------
    _c(
        "v10r_square_or_cross",
        "recognize",
        "It could be read either way.\nSHAPE: square or cross",
        U,
        False,
        "alternatives",
        why="two different shapes named, no pick",
    ),
    _c(
        "v10r_french",
        "recognize",
        "Les cellules vides forment un carré.\nSHAPE: carré",
        U,
        False,
        "other_language",
        why="French: a language the study does not read",
    ),
    _c(
        "v10r_echo_template",
        "recognize",
        "What geometric shape do the empty cells form together?\nSHAPE: <name>",
        U,
        False,
        "template_echo",
        why="the prompt's template echoed, no name",
    ),
    _c(
        "v10r_cut_off",
        "recognize",
        "Let me trace the empty cells: (1,0), (1,1), (1,2), (1,3), then down (2,3), (3,3), "
        "(4,3), then left along",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any shape is named",
        finish_reason=L,
    ),
    _c(
        "v10r_think_only_closed_no_answer",
        "recognize",
        "<think>\nA square? Or a spiral that closes? Hmm.\n</think>",
        U,
        False,
        "only_thinking",
        why="only thinking, weighing two shapes, and nothing after it",
    ),
]

GENERATE: list[Reply] = [
    # == generation: a new square ring (matrix unless the case says coord_list) ==============
    _c("v10g_plain_top_mid", "generate", f"MAZE:\n{TOP_MID3}", S, True, "plain"),
    _c(
        "v10g_gpt41_intro_top_left4",
        "generate",
        f"A 4x4 ring tucked into the top-left corner:\n\nMAZE:\n{TOP_LEFT4}",
        S,
        True,
        "intro",
    ),
    _c(
        "v10g_bold_label_centre",
        "generate",
        f"**MAZE:**\n{CENTRE3}",
        S,
        True,
        "bold_label",
        why="hard: bold around the MAZE label only is tolerated inline markdown",
    ),
    _c(
        "v10g_qwen_chinese_intro",
        "generate",
        f"这是一个新的迷宫，空格组成一个正方形环：\n\nMAZE:\n{RIGHT_MID3}",
        S,
        True,
        "chinese_intro",
    ),
    _c(
        "v10g_same_cells_new_ends",
        "generate",
        f"Same ring, but P and G moved to other places.\n\nMAZE:\n{SAME_RING}",
        S,
        True,
        "same_cells",
        why="hard: the same cells with P and G moved is not an identical copy",
    ),
    _c(
        "v10g_claude_caveat_after",
        "generate",
        f"MAZE:\n{LOWER_RIGHT4}\n\nLet me know if you'd like a different size of ring.",
        S,
        False,
        "note_after",
        why="hard: a valid ring, but text after the maze",
    ),
    _c(
        "v10g_mistral_fenced",
        "generate",
        f"MAZE:\n```\n{CENTRE3}\n```",
        S,
        False,
        "fenced",
    ),
    _c(
        "v10g_llama_json",
        "generate",
        _json_rows(RIGHT_MID3),
        S,
        False,
        "json",
        why="hard: a JSON grid of the matrix's cells, P and G written; no MAZE line",
    ),
    _c(
        "v10g_fullwidth_maze",
        "generate",
        "MAZE:\n" + _fullwidth(TOP_MID3),
        S,
        False,
        "fullwidth",
        why="hard: full-width digits and letters, the same grid to a reader; strict wants ASCII",
    ),
    _c(
        "v10g_think_draft_broken_final_ok",
        "generate",
        f"<think>\nMAZE:\n{ZIG}\nThat's a zigzag, not a ring. Redo.\n</think>\n\n"
        f"MAZE:\n{TOP_LEFT4}",
        S,
        True,
        "thinking_draft",
        why="hard: the draft inside the thinking is broken; the maze after it is a valid ring",
    ),
    _c(
        "v10g_picks_second_in_words",
        "generate",
        f"Attempt 1:\n{DIAGONALS}\n\nAttempt 2:\n{CENTRE3}\n\nAttempt 1 is not connected, so my "
        "answer is Attempt 2.",
        S,
        False,
        "pick_in_words",
        why="hard: the reply picks Attempt 2 in words; no MAZE line",
    ),
    _c(
        "v10g_start_end_letters",
        "generate",
        "MAZE:\n" + CENTRE3.replace("P", "S").replace("G", "E"),
        F,
        False,
        "start_end_letters",
        why="hard: the ruling fails a matrix maze that writes S/E for P/G",
    ),
    _c(
        "v10g_diagonals",
        "generate",
        f"An X made of diagonals:\n\nMAZE:\n{DIAGONALS}",
        F,
        False,
        "wrong_shape",
    ),
    _c("v10g_zig", "generate", f"MAZE:\n{ZIG}", F, False, "wrong_shape"),
    _c(
        "v10g_goal_in_hole",
        "generate",
        f"MAZE:\n{GOAL_IN_HOLE}",
        F,
        False,
        "wrong_shape",
        why="hard: one cell off a valid ring: the goal on a hole cell makes the open cells no ring",
    ),
    _c("v10g_six_wide", "generate", f"MAZE:\n{SIX_WIDE}", F, False, "wrong_size"),
    _c("v10g_no_player", "generate", f"MAZE:\n{NO_PLAYER}", F, False, "missing_player"),
    _c(
        "v10g_two_goals",
        "generate",
        f"Two goals for variety.\n\nMAZE:\n{TWO_GOALS}",
        F,
        False,
        "two_goals",
    ),
    _c(
        "v10g_copy_with_claim",
        "generate",
        f"Here is a brand-new maze:\n\nMAZE:\n{ORIGINAL_MATRIX}",
        F,
        False,
        "copy",
        why="hard: it claims to be new, but it is the original, cell for cell",
    ),
    _c(
        "v10g_r1_after_think",
        "generate",
        "<think>\nA 3x3 ring fits in rows 1-3 on the right. P bottom-left of it, G top-right.\n"
        f"</think>\n\nMAZE:\n{RIGHT_MID3}",
        S,
        True,
        "after_think",
    ),
    _c(
        "v10g_gemma_rule_after",
        "generate",
        f"**MAZE:**\n{TOP_LEFT4}\n\n---",
        S,
        False,
        "note_after",
        why="hard: a valid ring; the horizontal rule after it is text after the maze",
    ),
    # coordinate-list encoding asked
    _c(
        "v10g_coord_plain",
        "generate",
        f"MAZE:\n{_coord(TOP_MID3)}",
        S,
        True,
        "plain",
        encoding="coord_list",
    ),
    _c(
        "v10g_coord_intro_lower_right",
        "generate",
        f"A bigger ring in the lower right.\n\nMAZE:\n{_coord(LOWER_RIGHT4)}",
        S,
        True,
        "intro",
        encoding="coord_list",
    ),
    _c(
        "v10g_coord_note_after",
        "generate",
        f"MAZE:\n{_coord(RIGHT_MID3)}\n\nAll open cells lie on the ring's border.",
        S,
        False,
        "note_after",
        encoding="coord_list",
    ),
    _c(
        "v10g_coord_asked_matrix_given",
        "generate",
        f"MAZE:\n{CENTRE3}",
        F,
        False,
        "wrong_encoding",
        why="hard: a valid ring, but in the matrix encoding when the list was asked",
        encoding="coord_list",
    ),
    _c(
        "v10g_matrix_asked_coord_given",
        "generate",
        f"MAZE:\n{_coord(TOP_LEFT4)}",
        F,
        False,
        "wrong_encoding",
        why="hard: a valid ring, but as a coordinate list when the matrix was asked",
    ),
    _c(
        "v10g_coord_zig",
        "generate",
        f"MAZE:\n{_coord(ZIG)}",
        F,
        False,
        "wrong_shape",
        encoding="coord_list",
    ),
    # -- unclear --------------------------------------------------------------------------
    _c(
        "v10g_two_mazes_no_pick",
        "generate",
        f"Here are two options.\n\nMAZE:\n{TOP_MID3}\n\nMAZE:\n{SIX_WIDE}",
        U,
        False,
        "alternatives",
        why="two different mazes offered, none chosen",
    ),
    _c(
        "v10g_cut_mid_maze",
        "generate",
        "MAZE:\n1 1 1 1 1\n1 0 0 P 1\n1 0 1",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the third row",
        finish_reason=L,
    ),
    _c(
        "v10g_refusal",
        "generate",
        "I'm not able to guarantee the shape matches, so I'd rather not produce a maze.",
        U,
        False,
        "refusal",
        why="no maze given: nothing to read",
    ),
    _c(
        "v10g_echo_instruction",
        "generate",
        "Write the line MAZE: and then the maze, with nothing after it.",
        U,
        False,
        "template_echo",
        why="the prompt's instruction echoed; the word MAZE: is followed by prose, no grid",
    ),
    _c(
        "v10g_coord_cut",
        "generate",
        "MAZE:\nWalls: (0,0), (0,4), (1,0), (1,2), (1,4), (2,0), (2,4), (3,0), (3,1), (3,2), "
        "(3,3), (3,4), (4,0), (4,1), (4,2), (4",
        U,
        False,
        "truncated",
        why="cut off by max_tokens in the Walls line",
        finish_reason=L,
        encoding="coord_list",
    ),
]

PUZZLE: list[Reply] = [
    # == rotation puzzle: a 2x2 board, square N = 2 * row + col ==============================
    _c(
        "v10p_plain_cw",
        "puzzle",
        "Top-right first.\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "plain",
    ),
    _c(
        "v10p_square_number_ccw",
        "puzzle",
        "The bottom-right elbow points off the board.\nROTATE: square 3 counterclockwise",
        (3, CCW),
        True,
        "square_number",
    ),
    _c(
        "v10p_square_zero",
        "puzzle",
        "Start with the top-left piece.\n\nROTATE: square 0 clockwise",
        (0, CW),
        True,
        "square_number",
    ),
    _c(
        "v10p_anticlockwise",
        "puzzle",
        "ROTATE: (1, 0) anticlockwise",
        (2, CCW),
        False,
        "direction_spelling",
        why="hard: 'anticlockwise' is counterclockwise in British English, not the prompt's word",
    ),
    _c(
        "v10p_ccw_abbrev",
        "puzzle",
        "One quarter turn back.\nROTATE: (1, 0) CCW",
        (2, CCW),
        False,
        "direction_spelling",
    ),
    _c(
        "v10p_no_label_sentence",
        "puzzle",
        "I would rotate square 2 clockwise.",
        (2, CW),
        False,
        "sentence_answer",
    ),
    _c(
        "v10p_chinese_ccw",
        "puzzle",
        "左上角的管道朝上伸出棋盘。\nROTATE: (0, 0) 逆时针",
        (0, CCW),
        False,
        "chinese",
        why="hard: 逆时针 is counterclockwise to a reader of Chinese, not the prompt's word",
    ),
    _c(
        "v10p_fullwidth_chinese_line",
        "puzzle",
        "ROTATE：（1，1）顺时针",
        (3, CW),
        False,
        "fullwidth",
        why="hard: full-width colon, brackets and comma and 顺时针 (clockwise): (1, 1) clockwise to "
        "a reader of Chinese",
    ),
    _c(
        "v10p_chinese_reasoning_exact_line",
        "puzzle",
        "右下角的管道需要转一下才能连上。\n\nROTATE: (1, 1) clockwise",
        (3, CW),
        True,
        "chinese_reasoning",
    ),
    _c(
        "v10p_think_draft",
        "puzzle",
        "<think>\nROTATE: (0, 1) clockwise? That sends its end off the right edge. The other "
        "way.\n</think>\n\nROTATE: (0, 1) counterclockwise",
        (1, CCW),
        True,
        "thinking_draft",
        why="hard: the draft inside the thinking is clockwise; the answer is counterclockwise",
    ),
    _c(
        "v10p_correction_relabelled",
        "puzzle",
        "ROTATE: (0, 0) clockwise\nWait, that breaks the top row.\nROTATE: (0, 0) counterclockwise",
        (0, CCW),
        True,
        "correction_relabelled",
    ),
    _c(
        "v10p_picks_option",
        "puzzle",
        "Option A: (1, 1) clockwise.\nOption B: (1, 0) counterclockwise.\nOption B connects "
        "more ends, so B.",
        (2, CCW),
        False,
        "pick_in_words",
        why="hard: the pick by letter names Option B; no ROTATE line",
    ),
    _c(
        "v10p_json_number",
        "puzzle",
        '```json\n{"square": 2, "direction": "clockwise"}\n```',
        (2, CW),
        False,
        "json",
        why="hard: the square is given by number inside JSON in a fence",
    ),
    _c(
        "v10p_answer_tags",
        "puzzle",
        "<answer>ROTATE: (0, 0) counterclockwise</answer>",
        (0, CCW),
        False,
        "answer_tags",
    ),
    _c(
        "v10p_bold_whole_line",
        "puzzle",
        "**ROTATE: (1, 1) counterclockwise**",
        (3, CCW),
        True,
        "bold_line",
    ),
    _c(
        "v10p_fenced",
        "puzzle",
        "```\nROTATE: square 1 clockwise\n```",
        (1, CW),
        False,
        "fenced_line",
    ),
    _c(
        "v10p_question_after",
        "puzzle",
        "ROTATE: (1, 1) counterclockwise\n\nCould you show me the new board?",
        (3, CCW),
        False,
        "note_after",
    ),
    _c(
        "v10p_degrees_appended",
        "puzzle",
        "ROTATE: (0, 1) clockwise 90°",
        (1, CW),
        False,
        "extra_tokens",
        why="hard: '90°' restates the single quarter turn, but is not part of the asked line",
    ),
    _c(
        "v10p_place_words",
        "puzzle",
        "ROTATE: top-right clockwise",
        (1, CW),
        False,
        "square_by_place",
        why="hard: on a 2x2 board 'top-right' is exactly square (0, 1)",
    ),
    _c(
        "v10p_direction_in_own_line",
        "puzzle",
        "Square to turn: (1, 1)\nDirection: counterclockwise",
        (3, CCW),
        False,
        "split_fields",
    ),
    _c(
        "v10p_plain_ccw",
        "puzzle",
        "Its open end faces the edge; one quarter turn back fixes it.\n\n"
        "ROTATE: (1, 0) counterclockwise",
        (2, CCW),
        True,
        "plain",
    ),
    _c(
        "v10p_r1_boxed",
        "puzzle",
        "<think>\nTurn the top-left one.\n</think>\n\n\\boxed{(0, 0)\\text{ clockwise}}",
        (0, CW),
        False,
        "boxed",
    ),
    _c(
        "v10p_gemma_bold_fields",
        "puzzle",
        "**Square:** (0, 1)\n**Turn:** clockwise\n\nROTATE: (0, 1) clockwise",
        (1, CW),
        True,
        "fields_then_line",
    ),
    # -- unclear --------------------------------------------------------------------------
    _c(
        "v10p_template_echo",
        "puzzle",
        "End your reply with a line of the form ROTATE: (row, col) clockwise",
        U,
        False,
        "template_echo",
        why="the prompt's template echoed: (row, col) names no square",
    ),
    _c(
        "v10p_two_moves_one_line",
        "puzzle",
        "ROTATE: (1, 0) clockwise, then (0, 1) counterclockwise",
        U,
        False,
        "several_moves",
        why="two moves on the line where one was asked, neither marked as this move",
    ),
    _c(
        "v10p_right_as_direction",
        "puzzle",
        "ROTATE: (1, 1) right",
        U,
        False,
        "ambiguous_direction",
        why="'right' is not a turning direction: clockwise, or the side it should face?",
    ),
    _c(
        "v10p_both_options_no_pick",
        "puzzle",
        "Either of these works: ROTATE: (0, 0) clockwise or ROTATE: (1, 1) counterclockwise",
        U,
        False,
        "alternatives",
        why="two moves offered, none chosen",
    ),
    _c(
        "v10p_german",
        "puzzle",
        "DREHEN: (0, 0) im Uhrzeigersinn",
        (0, CW),
        False,
        "other_language",
        why="hard: the square (0, 0) and 'im Uhrzeigersinn' (clockwise) are read; the German "
        "label is not needed (issue 35, fifteenth round: direction and rotation words are read in ten languages)",
    ),
    _c(
        "v10p_cut_in_reasoning",
        "puzzle",
        "Square (0, 0) reaches right and down, good. Square (0, 1) reaches left and up, so its "
        "up end is off the board; turning it clockwise would make it reach",
        U,
        False,
        "truncated",
        why="cut off by max_tokens before any ROTATE line",
        finish_reason=L,
    ),
    _c(
        "v10p_think_unclosed_cut",
        "puzzle",
        "<think>\n好的，我来看看每个格子。(0,0) 连接右边和下面。(1,1) 连接",
        U,
        False,
        "truncated",
        why="cut off by max_tokens inside the thinking",
        finish_reason=L,
    ),
    _c(
        "v10p_square_without_direction",
        "puzzle",
        "Rotate the bottom-left piece.\nROTATE: square 2",
        U,
        False,
        "missing_direction",
        why="a square but no direction",
    ),
]


def all_cases() -> list[Reply]:
    """Every case of the corpus (all written; no model was run for this set)."""
    return unique_cases([*SOLVE, *ONE_SHOT, *RECOGNIZE, *GENERATE, *PUZZLE])


def split() -> dict[str, list[Reply]]:
    """The tenth corpus by :func:`corpus_reading.half` (the first corpus's rule).

    The whole corpus is held out (nobody tuned on it); the halves are kept so the agreement
    script reads it as it reads v1-v9.
    """
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: the corpus); empty when all is well.

    Runs no reader: it checks each case's fields against the label conventions only.
    """
    return form_problems(all_cases() if cases is None else cases, "v10", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_v10.py: counts, no reader
    print_counts(all_cases(), problems())

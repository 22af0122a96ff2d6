"""Replies in the styles language models actually write, each labelled with its verdict and why.

The scorers are held to this corpus (``test_reply_corpus.py``): a change that flips a label fails
a test. Every maze and reply is written out literally, so the corpus does not move when the
encoders do. The labels follow the maze specification's rules and the readings documented in
``experiments/scoring/`` and ``agents/llm/parsing.py``.

The mazes are in ``corpus_mazes.py``, generation replies in ``corpus_generation.py``.
"""

from __future__ import annotations

from corpus_generation import generation_cases
from corpus_mazes import MAZES, Case

__all__ = ["MAZES", "Case", "cases"]


RECOGNITION: list[tuple[str, str, str, tuple[bool, str], str]] = [
    # (name, shape, reply, (success, predicted), why)
    ("answer_line", "square", "SHAPE: square", (True, "square"), "the prompt's format"),
    (
        "reasoning_then_answer",
        "square",
        "1. The open cells run around the edge.\n2. All four sides are equal.\n\nSHAPE: Square",
        (True, "square"),
        "keywords are case-insensitive",
    ),
    (
        "answer_then_reasoning",
        "square",
        "SHAPE: square\nThe empty cells trace the four sides of a box.",
        (True, "square"),
        "text after the SHAPE: label is the answer; 'box' is a square synonym too",
    ),
    (
        "changed_mind",
        "square",
        "At first it looks like a spiral, but it closes into a loop.\n\nSHAPE: square",
        (True, "square"),
        "only the text after the last SHAPE: label is scored",
    ),
    ("bold_label", "C", "**Shape:** C", (True, "C"), "a capital C alone names the C shape"),
    (
        "lowercase_letter_c",
        "C",
        "SHAPE: c",
        (True, "C"),
        "the answer line is read case-insensitively (issue 13)",
    ),
    ("lowercase_letter_z", "Z", "SHAPE: z", (True, "Z"), "likewise for z"),
    ("lowercase_letter_x", "cross", "SHAPE: **x**", (True, "cross"), "likewise for x, in bold"),
    (
        "times_answer",
        "cross",
        "SHAPE: times",
        (True, "cross"),
        "'times' names the cross as the answer",
    ),
    (
        "times_in_prose",
        "cross",
        "I traced it three times; the corridor winds inward.\nSHAPE: spiral",
        (False, "spiral"),
        "'times' in prose is an everyday word",
    ),
    (
        "multiplication_sign",
        "cross",
        "The corridors form a multiplication sign.",
        (True, "cross"),
        "'multiplication sign' is unambiguous anywhere",
    ),
    (
        "crossing_in_prose",
        "cross",
        "The path never needs crossing a wall.",
        (False, "none"),
        "'crossing' names a shape only on the answer line",
    ),
    ("vortex", "spiral", "It is a vortex.", (True, "spiral"), "reference keyword"),
    (
        "four_sided_polygon",
        "square",
        "A four-sided polygon.",
        (True, "square"),
        "reference keyword",
    ),
    ("open_curve", "C", "An open curve.", (True, "C"), "reference keyword"),
    (
        "three_sided_polygon",
        "triangle",
        "The cells make a three-sided polygon.",
        (True, "triangle"),
        "reference keyword",
    ),
    (
        "coordinate_letter",
        "C",
        "Cell (2, c) is open.\nSHAPE: Z",
        (False, "Z"),
        "letters inside coordinates never count",
    ),
    (
        "json",
        "triangle",
        '{"shape": "triangle", "reason": "three sides"}',
        (True, "triangle"),
        "a JSON answer is read like prose",
    ),
    (
        "table",
        "Z",
        "| shape | confidence |\n|---|---|\n| Z | high |",
        (True, "Z"),
        "a capital Z standing alone in a table cell",
    ),
    (
        "candidates_then_final",
        "C",
        "Candidates: square, C, spiral.\nFinal answer - SHAPE: C",
        (True, "C"),
        "the SHAPE: line decides among candidates",
    ),
    (
        "ambiguous",
        "cross",
        "It could be a square or a cross.",
        (True, "ambiguous"),
        "the right shape is named (success), but so is another (off the diagonal)",
    ),
    ("dimensions", "cross", "A 5x5 grid.", (False, "none"), "'5x5' is a size, not an X"),
    (
        "negation",
        "Z",
        "It is not a triangle; it is a zigzag.",
        (True, "ambiguous"),
        "negations are not understood without a SHAPE: line (documented)",
    ),
    ("code", "C", "x = 3 and z < 4", (False, "none"), "assignments are code, not letters"),
    ("fenced", "spiral", "```\nSHAPE: spiral\n```", (True, "spiral"), "fences are ignored"),
]

SOLVE: list[tuple[str, str, tuple[int, int] | None, str]] = [
    # (name, reply, cell read, why) — the player is at (1,0) of ORIGINAL
    ("move_line", "MOVE: (2, 0)", (2, 0), "the prompt's format"),
    ("brackets", "I'll go down.\n\nMOVE: [2, 0]", (2, 0), "[r, c] is a cell"),
    ("row_column", "MOVE: row 2, column 0.", (2, 0), "'row r, column c' at a sentence's end"),
    (
        "answer_then_explanation",
        "MOVE: (2, 0)\nI avoid (1, 1) because it leads away from G.",
        (2, 0),
        "the first cell after the last MOVE: label is the move",
    ),
    (
        "numbered_reasoning",
        "1. P is at (1, 0).\n2. (2, 0) is open below.\nMOVE: (2,0)",
        (2, 0),
        "reasoning before MOVE: is not read",
    ),
    ("fenced", "```\nMOVE: (2, 0)\n```", (2, 0), "fences are ignored"),
    ("json", '{"move": [2, 0]}', (2, 0), "no MOVE: label: the last cell in the reply"),
    (
        "candidates_final",
        "Candidates: (1, 1) or (2, 0). Final decision. MOVE: (1, 1)",
        (1, 1),
        "the MOVE: line decides among candidates",
    ),
    ("prose_last", "From (1, 0) I go down to (2, 0).", (2, 0), "no MOVE: label: the last cell"),
    ("no_cell", "I move down.", None, "a direction is not a cell"),
    ("r_c", "MOVE: r2 c0", (2, 0), "'r2 c0' is a cell"),
    (
        "plan_after",
        "MOVE: (2, 0) and then (3, 0) on the next turn",
        (2, 0),
        "only the first cell after the label is the move",
    ),
    (
        "huge_number",
        "MOVE: (1234567, 0)",
        (1234567, 0),
        "a long number is a cell off the grid, not a missing one (issue 13)",
    ),
]

ONE_SHOT: list[tuple[str, str, bool, str]] = [
    # (name, reply, success, why) — ORIGINAL: start (1,0), goal (4,3), 4-directional
    (
        "arrows",
        "Path: (1,0) -> (2,0) -> (3,0) -> (4,0) -> (4,1) -> (4,2) -> (4,3)",
        True,
        "each step one legal move, from start to goal",
    ),
    (
        "list",
        "(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)",
        True,
        "the other way round the ring",
    ),
    (
        "numbered",
        "1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        True,
        "one cell per numbered line",
    ),
    (
        "row_column",
        "row 1, column 0 -> row 2, column 0 -> row 3, column 0 -> row 4, column 0 -> "
        "row 4, column 1 -> row 4, column 2 -> row 4, column 3.",
        True,
        "'row r, column c' cells",
    ),
    (
        "goal_named_first",
        "The goal is (4, 3). Path: (1,0), (2,0), (3,0), (4,0), (4,1), (4,2), (4,3)",
        True,
        "the trace starts from the last mention of the goal",
    ),
    (
        "goal_repeated_after",
        "(1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)\nGoal (4, 3) reached.",
        True,
        "a repeated cell is skipped",
    ),
    (
        "json",
        '{"path": [[1,0],[2,0],[3,0],[4,0],[4,1],[4,2],[4,3]]}',
        True,
        "[r, c] pairs",
    ),
    (
        "diagonal",
        "(1,0) -> (2,1) -> (3,1) -> (4,2) -> (4,3)",
        False,
        "a diagonal step in a 4-directional maze",
    ),
    ("skip", "(1,0) -> (3,0) -> (4,0) -> (4,1) -> (4,2) -> (4,3)", False, "two cells at once"),
    ("no_path", "I could not find a path.", False, "the goal is never mentioned"),
]

ROTATE: list[tuple[str, str, tuple[int | None, str | None], str]] = [
    # (name, reply, (square, direction), why) — a 2x2 board, squares 0..3 row by row
    ("line", "ROTATE: (0, 1) clockwise", (1, "clockwise"), "the prompt's format"),
    ("square_number", "ROTATE: square 3 counterclockwise", (3, "counterclockwise"), "square N"),
    (
        "answer_then_plan",
        "ROTATE: (1, 0) clockwise\nNext I might turn (0, 0) counterclockwise.",
        (2, "clockwise"),
        "the first square and direction after the last ROTATE: label",
    ),
    (
        "prose",
        "I will rotate the top-right square, (0, 1), anti-clockwise.",
        (1, "counterclockwise"),
        "no label: the last square and direction named",
    ),
    ("json", '{"square": [1, 1], "direction": "cw"}', (3, "clockwise"), "[r, c] and 'cw'"),
    (
        "direction_before_label",
        "Counterclockwise would undo it, so clockwise.\nROTATE: (0, 1)",
        (1, "clockwise"),
        "a direction missing from the ROTATE: line is the reply's last",
    ),
    ("no_square", "Turn it clockwise.", (None, "clockwise"), "no square named"),
]


def cases() -> list[Case]:
    """The whole corpus."""
    out = generation_cases("matrix") + generation_cases("coord_list")
    out += [
        Case(f"recognize/{name}", "recognize", reply, expected, why, shape=shape)
        for name, shape, reply, expected, why in RECOGNITION
    ]
    out += [Case(f"solve/{name}", "solve", reply, cell, why) for name, reply, cell, why in SOLVE]
    out += [Case(f"one_shot/{n}", "one_shot", reply, ok, why) for n, reply, ok, why in ONE_SHOT]
    out += [Case(f"rotate/{n}", "rotate", reply, exp, why) for n, reply, exp, why in ROTATE]
    return out

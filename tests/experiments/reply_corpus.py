"""Replies in the styles language models actually write, each labelled with its verdict and why.

The scorers are held to this corpus (``test_reply_corpus.py``): a change that flips a label fails
a test. Every maze and reply is written out literally, so the corpus does not move when the
encoders do. The labels follow the maze specification's rules and the readings documented in
``experiments/scoring/`` and ``agents/llm/parsing.py``.

Mazes (5x5, shape square, 4-directional moves):

* ``ORIGINAL`` — the maze the model was shown: a 4x4 ring, P at (1,0), G at (4,3);
* ``NEW`` — a valid answer: a 3x3 ring in the top-right corner, P at (0,3), G at (2,4);
* ``PLUS`` — a plus sign: no square template, so not the original's shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ORIGINAL_MATRIX = """\
1 1 1 1 1
P 0 0 0 1
0 1 1 0 1
0 1 1 0 1
0 0 0 G 1"""

ORIGINAL_COORD = """\
Walls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,4), (2,1), (2,2), (2,4), (3,1), (3,2), (3,4), (4,4)
Empty: (1,1), (1,2), (1,3), (2,0), (2,3), (3,0), (3,3), (4,0), (4,1), (4,2)
Player position: (1,0)
Goal: (4,3)"""

NEW_MATRIX = """\
1 1 0 P 0
1 1 0 1 0
1 1 0 0 G
1 1 1 1 1
1 1 1 1 1"""

NEW_COORD = """\
Walls: (0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1), (3,2), (3,3), (3,4), (4,0), (4,1), (4,2), (4,3), (4,4)
Empty: (0,2), (0,4), (1,2), (1,4), (2,2), (2,3)
Player position: (0,3)
Goal: (2,4)"""

PLUS_MATRIX = """\
1 1 P 1 1
1 1 0 1 1
0 0 0 0 G
1 1 0 1 1
1 1 0 1 1"""

PLUS_COORD = """\
Walls: (0,0), (0,1), (0,3), (0,4), (1,0), (1,1), (1,3), (1,4), (3,0), (3,1), (3,3), (3,4), (4,0), (4,1), (4,3), (4,4)
Empty: (1,2), (2,0), (2,1), (2,2), (2,3), (3,2), (4,2)
Player position: (0,2)
Goal: (2,4)"""

MAZES = {
    "matrix": {"original": ORIGINAL_MATRIX, "new": NEW_MATRIX, "plus": PLUS_MATRIX},
    "coord_list": {"original": ORIGINAL_COORD, "new": NEW_COORD, "plus": PLUS_COORD},
}


@dataclass(frozen=True)
class Case:
    """One reply and the verdict the specification gives it.

    Attributes:
        id: a short name, unique in the corpus.
        phase: ``"solve"`` (one move read from a reply), ``"one_shot"`` (a whole path),
            ``"recognize"``, ``"generate"`` or ``"rotate"`` (a rotation-puzzle move).
        reply: the reply as the model wrote it.
        expected: ``solve`` — the ``(row, col)`` read, or None; ``one_shot``/``generate`` — the
            success verdict; ``recognize`` — ``(success, predicted)``; ``rotate`` —
            ``(square, direction)``.
        why: the rule that gives this verdict.
        encoding: the maze encoding asked for (generation only).
        shape: the true shape (recognition only).
    """

    id: str
    phase: str
    reply: str
    expected: Any
    why: str
    encoding: str | None = None
    shape: str | None = None


def _generation_cases(encoding: str) -> list[Case]:
    m = MAZES[encoding]
    new, original, plus = m["new"], m["original"], m["plus"]
    e = encoding
    cases = [
        ("plain", f"MAZE:\n{new}", True, "the prompt's format"),
        (
            "fenced",
            f"Here is my maze.\n\nMAZE:\n```\n{new}\n```",
            True,
            "code fences are not part of the maze",
        ),
        (
            "numbered_reasoning_then_answer",
            "1. The original is a 4x4 ring.\n2. I will draw a 3x3 ring in the top-right corner."
            f"\n3. P goes on the top side, G on the right side.\n\nMAZE:\n{new}",
            True,
            "reasoning before the cue is not read",
        ),
        (
            "answer_then_explanation",
            f"MAZE:\n{new}\n\nThis is a 3x3 square ring; P at (0,3) and G at (2,4).",
            True,
            "text after the maze block cannot change it",
        ),
        (
            "trailing_path",
            f"MAZE:\n{new}\n\nPath from P to G: (0, 3) -> (0, 4) -> (1, 4) -> (2, 4)",
            True,
            "a path after the maze is a note, not part of it (issue 13: was scored as a failure)",
        ),
        (
            "trailing_labels",
            f"MAZE:\n{new}\n\nThe corridors: (0,2), (0,4)\nStart: top row.\nEmpty: none",
            True,
            "labels after a complete maze start nothing: the first complete block is the maze",
        ),
        (
            "original_restated_first",
            f"The original maze was:\n{original}\n\nMAZE:\n{new}",
            True,
            "the block after the MAZE: cue is scored, not the restated original",
        ),
        (
            "original_restated_after",
            f"MAZE:\n{new}\n\nFor comparison, the original maze:\n{original}",
            True,
            "only the first complete block after the cue is scored",
        ),
        (
            "candidates_final_marked",
            f"First attempt:\n{plus}\n\nThat breaks the shape.\n\nFinal answer:\n{new}",
            True,
            "a block marked 'Final answer:' is the reply's answer",
        ),
        (
            "two_cues_last_wins",
            f"MAZE:\n{plus}\n\nWait, that is not a square.\n\nMAZE:\n{new}",
            True,
            "the last cue followed by a complete maze is the committed answer",
        ),
        (
            "two_mazes_one_cue",
            f"MAZE:\n{plus}\n\n{new}",
            False,
            "one maze is scored, the first after the cue; writing several gains nothing",
        ),
        (
            "identical_copy",
            f"MAZE:\n{original}",
            False,
            "the specification requires a maze that is not an identical copy",
        ),
        (
            "wrong_shape",
            f"MAZE:\n{plus}",
            False,
            "its corridors match no square template",
        ),
        ("refusal", "I cannot draw a maze.", False, "no maze in the reply"),
        (
            "no_cue_first_block",
            f"{new}\n\nThe original was:\n{original}",
            True,
            "without a cue the first complete block is scored",
        ),
    ]
    if encoding == "matrix":
        cases += [
            (
                "json_rows",
                '```json\n{"maze": [\n  [1, 1, 0, "P", 0],\n  [1, 1, 0, 1, 0],\n'
                '  [1, 1, 0, 0, "G"],\n  [1, 1, 1, 1, 1],\n  [1, 1, 1, 1, 1]\n]}\n```',
                True,
                "brackets, commas and quotes around the symbols are read through",
            ),
            (
                "markdown_table",
                "MAZE:\n| c0 | c1 | c2 | c3 | c4 |\n|---|---|---|---|---|\n| 1 | 1 | 0 | P | 0 |\n"
                "| 1 | 1 | 0 | 1 | 0 |\n| 1 | 1 | 0 | 0 | G |\n| 1 | 1 | 1 | 1 | 1 |\n"
                "| 1 | 1 | 1 | 1 | 1 |",
                True,
                "table pipes are separators; the header row is not a maze row",
            ),
            (
                "row_labels_start_end",
                "MAZE:\nRow 0: 1 1 0 S 0\nRow 1: 1 1 0 1 0\nRow 2: 1 1 0 0 E\nRow 3: 1 1 1 1 1\n"
                "Row 4: 1 1 1 1 1",
                True,
                "row labels are dropped; S and E read as start and goal",
            ),
            (
                "wrong_size",
                "MAZE:\n1 1 0 P\n1 1 0 0\n1 1 0 G\n1 1 1 1",
                False,
                "a 4x4 grid is not the original's 5x5",
            ),
        ]
    else:
        cases += [
            (
                "bold_bullets_brackets",
                "MAZE:\n- **Walls:** [0,0], [0,1], [1,0], [1,1], [1,3], [2,0], [2,1], [3,0], [3,1], "
                "[3,2], [3,3], [3,4], [4,0], [4,1], [4,2], [4,3], [4,4]\n"
                "- **Empty cells:** [0,2], [0,4], [1,2], [1,4], [2,2], [2,3]\n"
                "- **Player position:** [0,3]\n- **Goal:** [2,4]",
                True,
                "bullets, bold labels and [r, c] pairs are the same list",
            ),
            (
                "wrapped_lists",
                "MAZE:\nWalls:\n(0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1),\n"
                "(3,2), (3,3), (3,4), (4,0), (4,1), (4,2), (4,3), (4,4)\n"
                "Empty:\n(0,2), (0,4), (1,2), (1,4), (2,2), (2,3)\n"
                "Player position: row 0, column 3\nGoal: row 2, column 4",
                True,
                "a list continued on the next lines belongs to its label; 'row r, column c' is a cell",
            ),
            (
                "json_keys",
                '```json\n{\n  "walls": [[0,0], [0,1], [1,0], [1,1], [1,3], [2,0], [2,1], [3,0], '
                "[3,1], [3,2], [3,3], [3,4], [4,0], [4,1], [4,2], [4,3], [4,4]],\n"
                '  "empty": [[0,2], [0,4], [1,2], [1,4], [2,2], [2,3]],\n'
                '  "player": [0,3],\n  "goal": [2,4]\n}\n```',
                True,
                "JSON keys on their own lines are labels",
            ),
            (
                "prose_label_before_maze",
                f"MAZE:\nStart: I put P on the top side of a smaller ring.\n{new}",
                True,
                "a label line with prose and no cell is prose, not an empty list",
            ),
            (
                "missing_goal",
                "MAZE:\nWalls: (0,0)\nEmpty: (0,2), (0,4)\nPlayer position: (0,3)",
                False,
                "no goal: the block is incomplete",
            ),
        ]
    return [
        Case(f"generate/{e}/{name}", "generate", reply, expected, why, encoding=e)
        for name, reply, expected, why in cases
    ]


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
    out = _generation_cases("matrix") + _generation_cases("coord_list")
    out += [
        Case(f"recognize/{name}", "recognize", reply, expected, why, shape=shape)
        for name, shape, reply, expected, why in RECOGNITION
    ]
    out += [Case(f"solve/{name}", "solve", reply, cell, why) for name, reply, cell, why in SOLVE]
    out += [Case(f"one_shot/{n}", "one_shot", reply, ok, why) for n, reply, ok, why in ONE_SHOT]
    out += [Case(f"rotate/{n}", "rotate", reply, exp, why) for n, reply, exp, why in ROTATE]
    return out

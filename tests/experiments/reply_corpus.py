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
from corpus_recognition import recognition_cases

__all__ = ["MAZES", "Case", "cases"]


SOLVE: list[tuple[str, str, tuple[int, int] | None, bool, str]] = [
    # (name, reply, cell read, strict format followed, why) — the player is at (1,0) of ORIGINAL
    ("move_line", "MOVE: (2, 0)", (2, 0), True, "the prompt's format"),
    ("reasoning_then_move", "Down is open.\n\nMOVE: (2, 0)", (2, 0), True, "the format, last"),
    ("move_line_period", "MOVE: (2, 0).", (2, 0), True, "a full stop closes the line"),
    ("bold_cell", "MOVE: **(2, 0)**", (2, 0), True, "emphasis on the cell"),
    (
        "brackets",
        "I'll go down.\n\nMOVE: [2, 0]",
        (2, 0),
        False,
        "[r, c] is a cell; not the format",
    ),
    (
        "row_column",
        "MOVE: row 2, column 0.",
        (2, 0),
        False,
        "'row r, column c' at a sentence's end",
    ),
    (
        "answer_then_explanation",
        "MOVE: (2, 0)\nI avoid (1, 1) because it leads away from G.",
        (2, 0),
        False,
        "the first cell after the last MOVE: label is the move; the reply does not end with it",
    ),
    (
        "numbered_reasoning",
        "1. P is at (1, 0).\n2. (2, 0) is open below.\nMOVE: (2, 0)",
        (2, 0),
        True,
        "reasoning before MOVE: is not read",
    ),
    (
        "fenced",
        "```\nMOVE: (2, 0)\n```",
        (2, 0),
        False,
        "fences are read through; WHY strict False (relabelled, issue 35's strict policy): the "
        "reply's own last line is the fence, a wrapper the strict reading does not take off",
    ),
    ("json", '{"move": [2, 0]}', (2, 0), False, "no MOVE: label: the last cell in the reply"),
    (
        "candidates_final",
        "Candidates: (1, 1) or (2, 0). Final decision. MOVE: (1, 1)",
        (1, 1),
        False,
        "the MOVE: line decides among candidates; it is not a line of its own",
    ),
    ("prose_last", "From (1, 0) I go down to (2, 0).", (2, 0), False, "no MOVE: label"),
    ("no_cell", "I move down.", None, False, "a direction is not a cell"),
    ("r_c", "MOVE: r2 c0", (2, 0), False, "'r2 c0' is a cell"),
    (
        "plan_after",
        "MOVE: (2, 0) and then (3, 0) on the next turn",
        (2, 0),
        False,
        "only the first cell after the label is the move",
    ),
    (
        "huge_number",
        "MOVE: (1234567, 0)",
        (1234567, 0),
        True,
        "a long number is a cell off the grid, not a missing one",
    ),
    (
        "bold_label",
        "**MOVE:** (2, 0)",
        (2, 0),
        True,
        "WHY strict True (relabelled, lead's ruling): inline emphasis on the label renders as "
        "the same line",
    ),
    (
        "lowercase_label",
        "move: (2, 0)",
        (2, 0),
        False,
        "the label in any case; WHY strict False (relabelled, issue 35's strict policy): the "
        "label as the prompt prints it is 'MOVE:'",
    ),
]

ONE_SHOT: list[tuple[str, str, str, bool, bool, str | None, str]] = [
    # (habit, name, reply, success, strict, strict_reason, why) — ORIGINAL: start (1,0),
    # goal (4,3), 4-directional
    (
        "asked_format",
        "path_line",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        True,
        True,
        None,
        "the prompt's format",
    ),
    (
        "asked_format",
        "reasoning_then_path",
        "Down the left side, then along the bottom.\n\n"
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        True,
        True,
        None,
        "reasoning, then the format",
    ),
    (
        "asked_format",
        "arrows",
        "Path: (1,0) -> (2,0) -> (3,0) -> (4,0) -> (4,1) -> (4,2) -> (4,3)",
        True,
        False,
        "format",
        "arrows between cells are separators; WHY strict False (relabelled, issue 35's strict "
        "policy): 'Path:' is not the label as the prompt prints it ('PATH:')",
    ),
    (
        "asked_format",
        "commas",
        "PATH: (1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)",
        True,
        False,
        "format",
        "the other way round the ring; WHY strict False (relabelled, lead's ruling): commas "
        "between cells are a format miss (the prompt separates cells by spaces)",
    ),
    (
        "asked_format",
        "wrong_path_in_format",
        "PATH: (1, 0) (2, 1) (3, 1) (4, 2) (4, 3)",
        False,
        False,
        "illegal_move",
        "the format, a diagonal step",
    ),
    (
        "prose_path",
        "list",
        "(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)",
        True,
        False,
        "format",
        "no PATH: line: the specification's walk; not the format",
    ),
    (
        "numbered_path",
        "numbered",
        "1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)",
        True,
        False,
        "format",
        "one cell per numbered line",
    ),
    (
        "numbered_path",
        "numbered_under_label",
        "PATH:\n1. (1, 0)\n2. (2, 0)\n3. (3, 0)\n4. (4, 0)\n5. (4, 1)\n6. (4, 2)\n7. (4, 3)\n\n"
        "That is 6 moves.",
        True,
        False,
        "format",
        "the numbered lines under the PATH: label are the path",
    ),
    (
        "prose_path",
        "row_column",
        "row 1, column 0 -> row 2, column 0 -> row 3, column 0 -> row 4, column 0 -> "
        "row 4, column 1 -> row 4, column 2 -> row 4, column 3.",
        True,
        False,
        "format",
        "'row r, column c' cells",
    ),
    (
        "goal_named_first",
        "goal_named_first",
        "The goal is (4, 3). PATH: (1,0), (2,0), (3,0), (4,0), (4,1), (4,2), (4,3)",
        True,
        False,
        "format",
        "the committed PATH: is on a line with prose",
    ),
    (
        "trailing_summary",
        "goal_repeated_after",
        "(1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)\nGoal (4, 3) reached.",
        True,
        False,
        "format",
        "a repeated cell is skipped",
    ),
    (
        "trailing_summary",
        "total_after_path_line",
        "PATH: (1,0) (1,1) (1,2) (1,3) (2,3) (3,3) (4,3)\nTotal: 6 moves from (1,0) to (4,3).",
        True,
        False,
        "format",
        "a note after the PATH: line is not the answer (the literal rule fails it)",
    ),
    (
        "trailing_summary",
        "goal_in_note_after",
        "PATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)\n\nThe goal (4, 3) is reached after "
        "passing (4, 1).",
        True,
        False,
        "format",
        "the note's cells are not the path",
    ),
    (
        "self_correction",
        "corrected_path",
        "PATH: (1, 0) (2, 1) (4, 3)\n\nOops, (2, 1) is a wall. Corrected:\n"
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        True,
        True,
        None,
        "the last PATH: line supersedes the first",
    ),
    (
        "self_correction",
        "correct_then_wrong",
        "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)\n\nShorter:\nPATH: (1, 0) (4, 3)",
        False,
        False,
        "illegal_move",
        "the last PATH: line is the committed answer, and it jumps",
    ),
    (
        "bare_pairs",
        "bare_pairs",
        "PATH: 1,0 -> 2,0 -> 3,0 -> 4,0 -> 4,1 -> 4,2 -> 4,3",
        True,
        False,
        "format",
        "pairs without brackets on the PATH: line are cells",
    ),
    (
        "markdown_label",
        "bold_label",
        "**PATH:** (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        True,
        True,
        None,
        "a bold label is read; WHY strict True (relabelled, lead's ruling): inline emphasis "
        "renders as the same line",
    ),
    (
        "fenced",
        "fenced_path",
        "```\nPATH: (1,0) (2,0) (3,0) (4,0) (4,1) (4,2) (4,3)\n```",
        True,
        False,
        "format",
        "fences are read through; WHY strict False (relabelled, issue 35's strict policy): a "
        "fence is a wrapper the strict reading does not take off",
    ),
    (
        "json",
        "json",
        '{"path": [[1,0],[2,0],[3,0],[4,0],[4,1],[4,2],[4,3]]}',
        True,
        False,
        "format",
        "[r, c] pairs under a path key",
    ),
    (
        "wrong_path",
        "diagonal",
        "(1,0) -> (2,1) -> (3,1) -> (4,2) -> (4,3)",
        False,
        False,
        "format",
        "a diagonal step in a 4-directional maze",
    ),
    (
        "wrong_path",
        "skip",
        "(1,0) -> (3,0) -> (4,0) -> (4,1) -> (4,2) -> (4,3)",
        False,
        False,
        "format",
        "two cells at once",
    ),
    ("refusal", "no_path", "I could not find a path.", False, False, "format", "no goal"),
    (
        "wrong_path",
        "stops_short",
        "PATH: (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)",
        False,
        False,
        "start_not_reached",
        "the path does not start at P",
    ),
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
    out += recognition_cases()
    out += [
        Case(f"solve/{name}", "solve", reply, cell, why, strict=strict, habit=name)
        for name, reply, cell, strict, why in SOLVE
    ]
    out += [
        Case(
            f"one_shot/{name}",
            "one_shot",
            reply,
            ok,
            why,
            strict=strict,
            strict_reason=reason,
            habit=habit,
        )
        for habit, name, reply, ok, strict, reason, why in ONE_SHOT
    ]
    out += [Case(f"rotate/{n}", "rotate", reply, exp, why) for n, reply, exp, why in ROTATE]
    return out

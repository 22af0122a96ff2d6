"""Generation replies in the styles language models write, each labelled (see ``reply_corpus.py``)."""

from __future__ import annotations

from corpus_mazes import MAZES, Case


def generation_cases(encoding: str) -> list[Case]:
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

"""Generation replies in the styles language models write, each labelled (see ``reply_corpus.py``).

Every case carries three labels: ``expected`` (the careful grader's verdict, the flexible
reading), ``strict`` and ``strict_reason`` (the prompt's format, ``MAZE:`` then the maze as the
encoder writes it and nothing after it, read only there; ``"format"`` when it was not followed,
else the verdict's reason), and a ``habit``: the class of reply it stands for.

The replies are built from the literal mazes of ``corpus_mazes.py`` and the ones below by plain
string edits (a table around rows, a label before a line), never by the package's encoders, so
the corpus does not move when they do.
"""

from __future__ import annotations

from corpus_mazes import MAZES, Case

FORMAT = "format"
IDENTICAL = "identical to the original maze"
NOT_SQUARE = "corridors match no square template"
TWO_PLAYERS = "malformed maze: expected exactly one player (code 2), found 2"

# More mazes for the generation replies (5x5; the original's shape is the square).
SECOND_MATRIX = """\
1 1 1 1 1
1 1 1 1 1
P 0 0 1 1
0 1 0 1 1
0 0 G 1 1"""
SECOND_COORD = """\
Walls: (0,0), (0,1), (0,2), (0,3), (0,4), (1,0), (1,1), (1,2), (1,3), (1,4), (2,3), (2,4), (3,1), (3,3), (3,4), (4,3), (4,4)
Empty: (2,1), (2,2), (3,0), (3,2), (4,0), (4,1)
Player position: (2,0)
Goal: (4,2)"""
# NEW with the goal moved into the bottom-right corner: "G is walled in", no square any more.
WALLED_MATRIX = """\
1 1 0 P 0
1 1 0 1 0
1 1 0 0 0
1 1 1 1 1
1 1 1 1 G"""
WALLED_COORD = """\
Walls: (0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1), (3,2), (3,3), (3,4), (4,0), (4,1), (4,2), (4,3)
Empty: (0,2), (0,4), (1,2), (1,4), (2,2), (2,3), (2,4)
Player position: (0,3)
Goal: (4,4)"""
TWO_PLAYERS_MATRIX = """\
1 1 0 P 0
1 1 0 1 0
1 1 P 0 G
1 1 1 1 1
1 1 1 1 1"""
TWO_PLAYERS_COORD = """\
Walls: (0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1), (3,2), (3,3), (3,4), (4,0), (4,1), (4,2), (4,3), (4,4)
Empty: (0,2), (0,4), (1,2), (1,4), (2,3)
Player position: (0,3), (2,2)
Goal: (2,4)"""
EXTRA = {
    "matrix": {"second": SECOND_MATRIX, "walled": WALLED_MATRIX, "two": TWO_PLAYERS_MATRIX},
    "coord_list": {"second": SECOND_COORD, "walled": WALLED_COORD, "two": TWO_PLAYERS_COORD},
}
PATH = "(0,3), (0,4), (1,4), (2,4)"


def _rows(maze: str) -> list[str]:
    return maze.splitlines()


def _lines(maze: str) -> dict[str, str]:
    """The cells after each label of a coordinate list: walls, empty, player, goal."""
    walls, empty, player, goal = (line.split(": ", 1)[1] for line in maze.splitlines())
    return {"walls": walls, "empty": empty, "player": player, "goal": goal}


def _common(m: dict[str, str]) -> list[tuple]:
    """Cases written the same way in both encodings."""
    new, original, plus = m["new"], m["original"], m["plus"]
    second, walled, two = m["second"], m["walled"], m["two"]
    return [
        # -- the prompt's format ------------------------------------------------------------
        ("plain", f"MAZE:\n{new}", True, None, "prompt_format", "the prompt's format"),
        ("plain_second", f"MAZE:\n{second}", True, None, "prompt_format", "another square"),
        (
            "plain_trailing_newlines",
            f"MAZE:\n{new}\n\n",
            True,
            None,
            "prompt_format",
            "blank lines after the maze are nothing after it",
        ),
        (
            "fenced",
            f"Here is my maze.\n\nMAZE:\n```\n{new}\n```",
            True,
            FORMAT,
            "code_fence",
            "code fences are not part of the maze; WHY strict format (relabelled): the strict "
            "reading takes no fence off (issue 35's strict policy: a fence is a wrapper)",
        ),
        (
            "fenced_language_tag",
            f"MAZE:\n```text\n{new}\n```",
            True,
            FORMAT,
            "code_fence",
            "a fence with a language tag (Qwen, GPT) is still one fence; WHY strict format "
            "(relabelled): a fence is a wrapper, off in the strict reading (issue 35)",
        ),
        (
            "fence_around_answer_line",
            f"```\nMAZE:\n{new}\n```",
            True,
            FORMAT,
            "code_fence",
            "the MAZE: line inside the fence is still the line; WHY strict format (relabelled): "
            "the closing fence is text after the maze (issue 35's strict policy)",
        ),
        (
            "unclosed_fence",
            f"MAZE:\n```\n{new}",
            True,
            FORMAT,
            "code_fence",
            "a fence left open is not the asked format; the maze is still readable",
        ),
        (
            "numbered_reasoning_then_answer",
            "1. The original is a 4x4 ring.\n2. I will draw a 3x3 ring in the top-right corner."
            f"\n3. P goes on the top side, G on the right side.\n\nMAZE:\n{new}",
            True,
            None,
            "numbered_reasoning",
            "reasoning before the MAZE: line is allowed and not read",
        ),
        (
            "claude_bold_reasoning",
            "I'll keep the square shape but make the ring smaller.\n\n**Reasoning:**\n"
            "- The original ring is 4x4.\n- A 3x3 ring in a corner is the same shape.\n\n"
            f"MAZE:\n```\n{new}\n```",
            True,
            FORMAT,
            "numbered_reasoning",
            "markdown reasoning before the answer line; WHY strict format (relabelled): the maze "
            "is fenced, a wrapper the strict reading does not take off (issue 35)",
        ),
        (
            "restating_the_question",
            "You asked for a new 5x5 maze whose empty cells form the same square as this one:"
            f"\n{original}\n\nMAZE:\n{new}",
            True,
            None,
            "restated_question",
            "the restated original is before the MAZE: line; the block after it is scored",
        ),
        # -- answer first, then more -------------------------------------------------------
        (
            "answer_then_explanation",
            f"MAZE:\n{new}\n\nThis is a 3x3 square ring; P at (0,3) and G at (2,4).",
            True,
            FORMAT,
            "answer_then_explanation",
            "text after the maze cannot change it; the prompt asked for nothing after it",
        ),
        (
            "llama_sign_off",
            f"Here is the new maze:\n\nMAZE:\n{new}\n\nLet me know if you need anything else!",
            True,
            FORMAT,
            "answer_then_explanation",
            "a closing pleasantry is something after the maze",
        ),
        (
            "qwen_fenced_then_explanation",
            f"MAZE:\n```plaintext\n{new}\n```\n\nExplanation: the ring is smaller and moved.",
            True,
            FORMAT,
            "answer_then_explanation",
            "an explanation after the fence is something after the maze",
        ),
        (
            "trailing_path",
            f"MAZE:\n{new}\n\nPath from P to G: (0, 3) -> (0, 4) -> (1, 4) -> (2, 4)",
            True,
            FORMAT,
            "trailing_path",
            "a path after the maze is a note, not part of it (issue 13)",
        ),
        (
            "trailing_labels",
            f"MAZE:\n{new}\n\nThe corridors: (0,2), (0,4)\nStart: top row.\nEmpty: none",
            True,
            FORMAT,
            "trailing_notes",
            "labels after a complete maze start nothing",
        ),
        (
            "answer_then_wrong_note",
            f"MAZE:\n{plus}\n\nThe empty cells form a square ring.",
            False,
            FORMAT,
            "answer_then_explanation",
            "a claim after the maze does not make a plus a square",
        ),
        # -- the restated original ---------------------------------------------------------
        (
            "original_restated_first",
            f"The original maze was:\n{original}\n\nMAZE:\n{new}",
            True,
            None,
            "restated_original",
            "the block after the MAZE: cue is scored, not the restated original",
        ),
        (
            "original_restated_after",
            f"MAZE:\n{new}\n\nFor comparison, the original maze:\n{original}",
            True,
            FORMAT,
            "restated_original",
            "the original is never the answer when the reply holds another maze",
        ),
        (
            "original_then_new_maze_label",
            f"Original maze:\n{original}\n\nNew maze (5x5):\n{new}",
            True,
            FORMAT,
            "restated_original",
            "'New maze (5x5):' is a cue; the restated original is not the answer (issue 25)",
        ),
        (
            "original_then_here_is_my_new",
            f"Original maze:\n{original}\n\nHere is my new 5x5 maze:\n{new}",
            True,
            FORMAT,
            "restated_original",
            "'Here is my new 5x5 maze:' is a cue (issue 25)",
        ),
        (
            "original_then_new_colon",
            f"Original:\n{original}\nNew:\n{new}",
            True,
            FORMAT,
            "restated_original",
            "'New:' is a cue (issue 25)",
        ),
        (
            "original_then_new_unlabelled",
            f"{original}\n\n{new}",
            True,
            FORMAT,
            "restated_original",
            "two mazes, one the original: the other is the answer",
        ),
        (
            "original_then_answer_line_then_original",
            f"Original:\n{original}\n\nMAZE:\n{new}\n\n(The original again:)\n{original}",
            True,
            FORMAT,
            "restated_original",
            "copies of the original around the answer are skipped",
        ),
        (
            "original_then_curly_apostrophe_unicode_size",
            f"Original:\n{original}\n\nHere\u2019s my new 5\u00d75 maze:\n{new}",
            True,
            FORMAT,
            "restated_original",
            "'Here\u2019s my new 5\u00d75 maze:' (a curly apostrophe, a times sign) is a cue",
        ),
        (
            "original_under_new_label",
            f"Original maze:\n{original}\n\nNew maze:\n{plus}",
            False,
            FORMAT,
            "restated_original",
            "the new maze is scored, and it is a plus",
        ),
        (
            "only_the_original_under_new_label",
            f"New maze:\n{original}",
            False,
            FORMAT,
            "identical_copy",
            "the only maze is the original: not novel",
        ),
        # -- corrections ---------------------------------------------------------------------
        (
            "two_cues_last_wins",
            f"MAZE:\n{plus}\n\nWait, that is not a square.\n\nMAZE:\n{new}",
            True,
            None,
            "correction",
            "the last MAZE: line followed by a maze is the committed answer",
        ),
        (
            "oops_corrected_version",
            f"MAZE:\n{walled}\n\nOops, G is walled in. Corrected version:\n{new}",
            True,
            FORMAT,
            "correction",
            "a correction supersedes what it corrects (issue 25)",
        ),
        (
            "fixed_maze",
            f"{walled}\n\nHmm, G cannot be reached there.\n\nFixed maze:\n{new}",
            True,
            FORMAT,
            "correction",
            "'Fixed maze:' is a cue (issue 25)",
        ),
        (
            "updated_maze",
            f"New maze:\n{walled}\n\nUpdated maze:\n{new}",
            True,
            FORMAT,
            "correction",
            "'Updated maze:' comes after 'New maze:': the later cue wins",
        ),
        (
            "revised_maze",
            f"MAZE:\n{walled}\n\nRevised maze:\n{new}",
            True,
            FORMAT,
            "correction",
            "'Revised maze:' is a cue (issue 25)",
        ),
        (
            "fixed_version_of_the_maze",
            f"MAZE:\n{walled}\n\nThat leaves G off the ring. Here is the fixed version of the "
            f"maze:\n\n{new}",
            True,
            FORMAT,
            "correction",
            "'the fixed version of the maze:' is a cue",
        ),
        (
            "correction_heading",
            f"MAZE:\n{walled}\n\n## Corrected maze\n\n{new}",
            True,
            FORMAT,
            "correction",
            "a markdown heading names a cue without a colon",
        ),
        (
            "correction_in_prose",
            f"MAZE:\n{walled}\n\nOops, G is walled in. Let me move it next to the ring.\n{new}",
            True,
            FORMAT,
            "correction",
            "words of a self-correction right before a maze make it the committed one",
        ),
        (
            "correction_then_answer_line",
            f"MAZE:\n{walled}\n\nActually, G is walled in.\n\nMAZE:\n{new}",
            True,
            None,
            "correction",
            "corrected with the asked format: the strict reading takes the last MAZE: line",
        ),
        (
            "correction_makes_it_wrong",
            f"MAZE:\n{new}\n\nActually, let me move G. Revised maze:\n{walled}",
            False,
            FORMAT,
            "correction",
            "the correction supersedes the earlier maze even when it is worse",
        ),
        (
            "correction_makes_it_wrong_strict",
            f"MAZE:\n{new}\n\nWait, I prefer G in the corner.\n\nMAZE:\n{walled}",
            False,
            NOT_SQUARE,
            "correction",
            "the last MAZE: line is the committed answer, and it breaks the shape",
        ),
        (
            "correction_back_to_the_original",
            f"MAZE:\n{walled}\n\nSorry, corrected version:\n{original}",
            False,
            FORMAT,
            "correction",
            "a correction to the original is skipped, and the other maze is not a square",
        ),
        (
            "comparison_after_answer",
            f"MAZE:\n{new}\n\nTo check that I did this correctly, compare it with a plus, "
            f"which would not keep the shape:\n{plus}",
            True,
            FORMAT,
            "comparison_after_answer",
            "a maze shown for comparison after the answer does not correct it",
        ),
        # -- several candidates ----------------------------------------------------------------
        (
            "candidates_final_marked",
            f"First attempt:\n{plus}\n\nThat breaks the shape.\n\nFinal answer:\n{new}",
            True,
            FORMAT,
            "several_candidates",
            "a block marked 'Final answer:' is the reply's answer",
        ),
        (
            "two_mazes_one_cue",
            f"MAZE:\n{plus}\n\n{new}",
            False,
            FORMAT,
            "several_candidates",
            "two mazes after one cue, none committed: the first is scored",
        ),
        (
            "options_uncommitted",
            f"Option 1:\n{new}\n\nOption 2:\n{second}",
            # Relabelled in issue 35's second round: a grader does not pick between offered
            # options for the reply (corpus v2's v2g_two_no_choice), so it is unreadable
            # (conflicting), never a success, even when the first happens to be valid.
            False,
            FORMAT,
            "several_candidates",
            "uncommitted options: no answer (unreadable, conflicting), not the first",
        ),
        (
            "options_uncommitted_first_wrong",
            f"Option 1:\n{plus}\n\nOption 2:\n{new}",
            False,
            FORMAT,
            "several_candidates",
            "uncommitted options: no answer (unreadable); writing several gains nothing",
        ),
        (
            "options_then_final_answer",
            f"Option A:\n{plus}\n\nOption B:\n{second}\n\nFinal answer:\n{new}",
            True,
            FORMAT,
            "several_candidates",
            "the final answer is the committed one",
        ),
        (
            "options_then_answer_line",
            f"Two ideas:\n\n{plus}\n\n{second}\n\nThe second keeps the shape.\n\nMAZE:\n{second}",
            True,
            None,
            "several_candidates",
            "the candidates are before the MAZE: line",
        ),
        # -- real models' habits -----------------------------------------------------------------
        (
            "think_block_drafts",
            f"<think>\nNew maze:\n{plus}\nNo, that is a plus. A ring then.\n</think>\n\n{new}",
            True,
            FORMAT,
            "thinking_drafts",
            "drafts inside a reasoning model's thinking come before '</think>': not the answer",
        ),
        (
            "think_block_then_answer_line",
            f"<think>\nMAZE:\n{plus}\nhmm, not a square\n</think>\nMAZE:\n{new}",
            True,
            None,
            "thinking_drafts",
            "the last MAZE: line is after the thinking",
        ),
        (
            "gpt_sure_heres_with_explanation",
            "Sure! Here's a new maze of the same size (5x5) with the same square shape:\n\n"
            f"MAZE:\n```\n{new}\n```\n\n**Explanation:**\n- The ring is 3x3 instead of 4x4.\n"
            "- P and G both sit on the ring.",
            True,
            FORMAT,
            "answer_then_explanation",
            "the explanation after the fence is something after the maze",
        ),
        (
            "final_answer_heading_then_answer_line",
            f"Let me think step by step.\n\n1. Same shape.\n2. Different place.\n\n"
            f"**Final Answer:**\n\nMAZE:\n{new}",
            True,
            None,
            "numbered_reasoning",
            "a heading before the MAZE: line does not change the line",
        ),
        (
            "path_cells_after_maze",
            f"MAZE:\n{new}\n\nPath cells: {PATH}",
            True,
            FORMAT,
            "trailing_path",
            "the path's cells are a note after the maze, not part of it",
        ),
        # -- wrong answers in the asked format ---------------------------------------------------
        (
            "identical_copy",
            f"MAZE:\n{original}",
            False,
            IDENTICAL,
            "identical_copy",
            "the specification requires a maze that is not an identical copy",
        ),
        (
            "identical_copy_fenced",
            f"MAZE:\n```\n{original}\n```",
            False,
            FORMAT,
            "identical_copy",
            "a fenced copy is still a copy; WHY strict format (relabelled): fenced, a format "
            "miss before any verdict (issue 35's strict policy)",
        ),
        ("wrong_shape", f"MAZE:\n{plus}", False, NOT_SQUARE, "wrong_shape", "a plus"),
        (
            "walled_in_goal",
            f"MAZE:\n{walled}",
            False,
            NOT_SQUARE,
            "wrong_shape",
            "G off the ring breaks the square",
        ),
        (
            "two_players",
            f"MAZE:\n{two}",
            False,
            TWO_PLAYERS,
            "malformed",
            "exactly one player is required",
        ),
        (
            "two_players_in_prose",
            f"Here it is:\n{two}\n\nP and P are the two starts.",
            False,
            FORMAT,
            "malformed",
            "exactly one player is required; no MAZE: line",
        ),
        # -- no maze, or no answer line ----------------------------------------------------------
        ("refusal", "I cannot draw a maze.", False, FORMAT, "refusal", "no maze in the reply"),
        (
            "refusal_after_answer_line",
            "MAZE:\nI am not able to create a maze in this format.",
            False,
            FORMAT,
            "refusal",
            "the line is there, the maze is not",
        ),
        ("empty_reply", "", False, FORMAT, "refusal", "nothing written"),
        (
            "no_cue_first_block",
            f"{new}\n\nThe original was:\n{original}",
            True,
            FORMAT,
            "no_answer_line",
            "without a cue the first complete block that is not the original is scored",
        ),
        (
            "no_answer_line_new_maze_label",
            f"Sure! Here's a new 5x5 maze with the same square shape:\n\n```\n{new}\n```",
            True,
            FORMAT,
            "no_answer_line",
            "a correct maze without the MAZE: line is a strict format failure",
        ),
        (
            "bold_answer_line",
            f"**MAZE:**\n{new}",
            True,
            None,
            "bold_answer_line",
            "WHY strict (relabelled, issue 35's tenth round, v10's label): bold around the "
            "label is inline markdown, tolerated as around the other phases' labels",
        ),
        (
            "lowercase_answer_line",
            f"Maze:\n{new}",
            True,
            FORMAT,
            "bold_answer_line",
            "'Maze:' is not the prompt's 'MAZE:'; the only maze is read",
        ),
        (
            "answer_line_with_note",
            f"MAZE: (5x5, square)\n{new}",
            True,
            FORMAT,
            "bold_answer_line",
            "a note on the MAZE: line is not the line alone",
        ),
        (
            "markdown_heading_label",
            f"### New Maze\n\n```\n{new}\n```",
            True,
            FORMAT,
            "markdown_heading",
            "a heading instead of the MAZE: line",
        ),
        (
            "blockquote_maze",
            "MAZE:\n" + "\n".join(f"> {line}" for line in new.splitlines()),
            True,
            FORMAT,
            "blockquote",
            "'> ' before every line is read through",
        ),
        (
            "blockquote_wrong_shape",
            "MAZE:\n" + "\n".join(f"> {line}" for line in plus.splitlines()),
            False,
            FORMAT,
            "blockquote",
            "read through, and a plus",
        ),
    ]


def _matrix(m: dict[str, str]) -> list[tuple]:
    new, plus, original = m["new"], m["plus"], m["original"]
    rows = _rows(new)
    plus_rows = _rows(plus)

    def table(rs: list[str], index: int | None) -> str:
        head = "|   | 0 | 1 | 2 | 3 | 4 |" if index is not None else "| 0 | 1 | 2 | 3 | 4 |"
        rule = "|---" * (6 if index is not None else 5) + "|"
        body = [
            ("" if index is None else f"| {i + index} ") + "| " + " | ".join(r.split()) + " |"
            for i, r in enumerate(rs)
        ]
        return "\n".join([head, rule, *body])

    return [
        (
            "json_rows",
            '```json\n{"maze": [\n  [1, 1, 0, "P", 0],\n  [1, 1, 0, 1, 0],\n'
            '  [1, 1, 0, 0, "G"],\n  [1, 1, 1, 1, 1],\n  [1, 1, 1, 1, 1]\n]}\n```',
            True,
            FORMAT,
            "json",
            "brackets, commas and quotes around the symbols are read through",
        ),
        (
            "json_one_line",
            'MAZE:\n{"maze": [[1,1,0,"P",0],[1,1,0,1,0],[1,1,0,0,"G"],[1,1,1,1,1],[1,1,1,1,1]]}',
            True,
            FORMAT,
            "json_one_line",
            "one-line JSON is one row per bracket pair (issue 25)",
        ),
        (
            "python_list_one_line",
            "MAZE:\n[['1','1','0','P','0'], ['1','1','0','1','0'], ['1','1','0','0','G'], "
            "['1','1','1','1','1'], ['1','1','1','1','1']]",
            True,
            FORMAT,
            "json_one_line",
            "a Python list of lists on one line",
        ),
        (
            "json_one_line_plus",
            'MAZE:\n[[1,1,"P",1,1],[1,1,0,1,1],[0,0,0,0,"G"],[1,1,0,1,1],[1,1,0,1,1]]',
            False,
            FORMAT,
            "json_one_line",
            "read, and a plus",
        ),
        (
            "markdown_table",
            "MAZE:\n" + table(rows, None),
            True,
            FORMAT,
            "markdown_table",
            "table pipes are separators; the header row is not a maze row",
        ),
        (
            "table_row_index",
            "MAZE:\n" + table(rows, 0),
            True,
            FORMAT,
            "table_row_index",
            "a first column numbering the rows 0..4 is dropped (issue 25)",
        ),
        (
            "table_row_index_one_based",
            "New maze:\n\n" + table(rows, 1),
            True,
            FORMAT,
            "table_row_index",
            "rows numbered 1..5 likewise",
        ),
        (
            "table_row_index_plus",
            "MAZE:\n" + table(plus_rows, 0),
            False,
            FORMAT,
            "table_row_index",
            "read through, and a plus",
        ),
        (
            "column_header",
            "MAZE:\n  0 1 2 3 4\n" + "\n".join(f"{i} {r}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "column_header",
            "a column-header line and a row index are not maze cells (issue 25)",
        ),
        (
            "column_header_only",
            "MAZE:\n    c0 c1 c2 c3 c4\n" + "\n".join(f"    {r}" for r in rows),
            True,
            FORMAT,
            "column_header",
            "a header of column names is not a row",
        ),
        (
            "hash_comment_after_rows",
            "MAZE:\n" + "\n".join(f"{r}   # row {i}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "row_comment",
            "'# row 0' after a row is a note (issue 25)",
        ),
        (
            "arrow_note_after_rows",
            "MAZE:\n"
            + "\n".join(
                r + ("  <- P starts here" if i == 0 else "  <- G" if i == 2 else "")
                for i, r in enumerate(rows)
            ),
            True,
            FORMAT,
            "row_comment",
            "'<- note' after a row is a note (issue 25)",
        ),
        (
            "slash_comment_after_rows",
            "MAZE:\n" + "\n".join(f"{r}  // row {i}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "row_comment",
            "'// note' likewise",
        ),
        (
            "comment_after_plus_rows",
            "MAZE:\n" + "\n".join(f"{r}   # row {i}" for i, r in enumerate(plus_rows)),
            False,
            FORMAT,
            "row_comment",
            "read through, and a plus",
        ),
        (
            "blank_line_between_rows",
            "MAZE:\n" + "\n\n".join(rows),
            True,
            FORMAT,
            "blank_lines_between_rows",
            "rows one per paragraph are one grid (issue 25)",
        ),
        (
            "blank_line_between_original_rows",
            "MAZE:\n" + "\n\n".join(_rows(original)),
            False,
            FORMAT,
            "blank_lines_between_rows",
            "read through, and a copy",
        ),
        (
            "row_labels_r0",
            "MAZE:\n" + "\n".join(f"R{i}: {r}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "row_labels",
            "'R0:' labels are dropped (issue 25)",
        ),
        (
            "row_labels_row_1",
            "MAZE:\n" + "\n".join(f"Row {i + 1}: {r}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "row_labels",
            "'Row 1:' labels are dropped (issue 25)",
        ),
        (
            "row_labels_line_1",
            "MAZE:\n" + "\n".join(f"Line {i + 1}: {r}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "row_labels",
            "'Line 1:' labels are dropped (issue 25)",
        ),
        (
            "row_labels_start_end",
            "MAZE:\nRow 0: 1 1 0 S 0\nRow 1: 1 1 0 1 0\nRow 2: 1 1 0 0 E\nRow 3: 1 1 1 1 1\n"
            "Row 4: 1 1 1 1 1",
            False,
            FORMAT,
            "row_labels",
            "row labels are dropped, but S and E are not the P and G the prompt asks for (issue "
            "35, the lead's v7 ruling; read as start and goal before)",
        ),
        (
            "numbered_rows",
            "MAZE:\n" + "\n".join(f"{i + 1}. {r}" for i, r in enumerate(rows)),
            True,
            FORMAT,
            "row_labels",
            "a numbered list of rows",
        ),
        (
            "row_labels_plus",
            "MAZE:\n" + "\n".join(f"Row {i}: {r}" for i, r in enumerate(plus_rows)),
            False,
            FORMAT,
            "row_labels",
            "read through, and a plus",
        ),
        (
            "bulleted_rows",
            "MAZE:\n" + "\n".join(f"- {r}" for r in rows),
            True,
            FORMAT,
            "bullets",
            "a bullet before every row is read through",
        ),
        (
            "compact_rows",
            "MAZE:\n" + "\n".join(r.replace(" ", "") for r in rows),
            True,
            FORMAT,
            "compact_rows",
            "rows without spaces are read; the prompt's format has spaces",
        ),
        (
            "comma_separated",
            "MAZE:\n" + "\n".join(r.replace(" ", ", ") for r in rows),
            True,
            FORMAT,
            "comma_separated",
            "commas between the symbols are read through",
        ),
        (
            "maze_on_the_answer_line",
            f"MAZE: {rows[0]}\n" + "\n".join(rows[1:]),
            True,
            FORMAT,
            "maze_on_answer_line",
            "the first row on the MAZE: line",
        ),
        (
            "bracketed_cells",
            "MAZE:\n" + "\n".join("".join(f"[{t}]" for t in r.split()) for r in rows),
            True,
            FORMAT,
            "bracket_cells",
            "every cell in brackets, '[1][1][0][P][0]', is one row",
        ),
        (
            "backticked_rows",
            "MAZE:\n" + "\n".join(f"`{r}`" for r in rows),
            True,
            FORMAT,
            "inline_code_rows",
            "inline code marks around each row are read through",
        ),
        (
            "pipe_separated_rows",
            "MAZE:\n" + "\n".join(r.replace(" ", "|") for r in rows),
            True,
            FORMAT,
            "markdown_table",
            "pipes between the symbols, no outer pipes",
        ),
        (
            "wide_spacing",
            "MAZE:\n" + "\n".join("  ".join(r.split()) for r in rows),
            True,
            FORMAT,
            "wide_spacing",
            "two spaces between symbols: read, but not the encoder's text (issue 35, eighth "
            "round: strict is the encoder's text, trailing whitespace aside)",
        ),
        (
            "wrong_symbols",
            "MAZE:\n" + "\n".join(r.replace("1", "#").replace("0", ".") for r in rows),
            False,
            FORMAT,
            "wrong_symbols",
            "'#' and '.' are not the asked encoding: no matrix maze to score",
        ),
        (
            "wrong_size",
            "MAZE:\n1 1 0 P\n1 1 0 0\n1 1 0 G\n1 1 1 1",
            False,
            "no 5x5 matrix maze found (wrong_size)",
            "wrong_size",
            "a 4x4 grid is not the original's 5x5",
        ),
        (
            "truncated_reply",
            "MAZE:\n" + "\n".join(rows[:3]),
            False,
            "no 5x5 matrix maze found (wrong_size)",
            "wrong_size",
            "three rows of five are no 5x5 maze",
        ),
        (
            "border_added",
            "MAZE:\n1 1 1 1 1 1 1\n" + "\n".join(f"1 {r} 1" for r in rows) + "\n1 1 1 1 1 1 1",
            False,
            "no 5x5 matrix maze found (wrong_size)",
            "wrong_size",
            "a wall border makes it 7x7",
        ),
    ]


def _coord(m: dict[str, str]) -> list[tuple]:
    new, plus = m["new"], m["plus"]
    cells = _lines(new)
    plus_cells = _lines(plus)
    head = f"Walls: {cells['walls']}\nEmpty: {cells['empty']}"

    def bullets(cs: str) -> str:
        return "\n".join(f"- {c}" for c in cs.split(", "))

    return [
        (
            "bold_bullets_brackets",
            "MAZE:\n- **Walls:** [0,0], [0,1], [1,0], [1,1], [1,3], [2,0], [2,1], [3,0], [3,1], "
            "[3,2], [3,3], [3,4], [4,0], [4,1], [4,2], [4,3], [4,4]\n"
            "- **Empty cells:** [0,2], [0,4], [1,2], [1,4], [2,2], [2,3]\n"
            "- **Player position:** [0,3]\n- **Goal:** [2,4]",
            True,
            FORMAT,
            "bullets",
            "bullets, bold labels and [r, c] pairs are the same list",
        ),
        (
            "bulleted_cells",
            f"MAZE:\nWalls:\n{bullets(cells['walls'])}\nEmpty:\n{bullets(cells['empty'])}\n"
            f"Player position: {cells['player']}\nGoal: {cells['goal']}",
            True,
            FORMAT,
            "bullets",
            "one cell per bullet under its label (issue 25)",
        ),
        (
            "wrapped_lists",
            "MAZE:\nWalls:\n(0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1),\n"
            "(3,2), (3,3), (3,4), (4,0), (4,1), (4,2), (4,3), (4,4)\n"
            "Empty:\n(0,2), (0,4), (1,2), (1,4), (2,2), (2,3)\n"
            "Player position: row 0, column 3\nGoal: row 2, column 4",
            True,
            FORMAT,
            "wrapped_lists",
            "a list continued on the next lines belongs to its label; 'row r, column c' is a cell",
        ),
        (
            "json_keys",
            '```json\n{\n  "walls": [[0,0], [0,1], [1,0], [1,1], [1,3], [2,0], [2,1], [3,0], '
            "[3,1], [3,2], [3,3], [3,4], [4,0], [4,1], [4,2], [4,3], [4,4]],\n"
            '  "empty": [[0,2], [0,4], [1,2], [1,4], [2,2], [2,3]],\n'
            '  "player": [0,3],\n  "goal": [2,4]\n}\n```',
            True,
            FORMAT,
            "json",
            "JSON keys on their own lines are labels",
        ),
        (
            "json_one_line",
            'MAZE:\n{"walls": [[0,0],[0,1],[1,0],[1,1],[1,3],[2,0],[2,1],[3,0],[3,1],[3,2],'
            '[3,3],[3,4],[4,0],[4,1],[4,2],[4,3],[4,4]], "empty": [[0,2],[0,4],[1,2],[1,4],'
            '[2,2],[2,3]], "player": [0,3], "goal": [2,4]}',
            True,
            FORMAT,
            "json_one_line",
            "one-line JSON: every key is a label (issue 25)",
        ),
        (
            "json_one_line_plus",
            'MAZE:\n{"walls": [], "empty": [[1,2],[2,0],[2,1],[2,2],[2,3],[3,2],[4,2]], '
            '"player": [0,2], "goal": [2,4]}',
            False,
            FORMAT,
            "json_one_line",
            "read (unlisted cells are walls), and a plus",
        ),
        (
            "prose_label_before_maze",
            f"MAZE:\nStart: I put P on the top side of a smaller ring.\n{new}",
            True,
            FORMAT,
            "prose_label",
            "a label line with prose and no cell is prose, not an empty list",
        ),
        (
            "missing_goal",
            "MAZE:\nWalls: (0,0)\nEmpty: (0,2), (0,4)\nPlayer position: (0,3)",
            False,
            FORMAT,
            "incomplete",
            "no goal: the block is incomplete, and the asked lines are not all there",
        ),
        (
            "p_g_labels",
            f"MAZE:\n{head}\nP: {cells['player']}\nG: {cells['goal']}",
            True,
            FORMAT,
            "p_g_labels",
            "'P:' and 'G:' label the player and the goal (issue 25)",
        ),
        (
            "p_g_labels_plus",
            f"MAZE:\nWalls: {plus_cells['walls']}\nEmpty: {plus_cells['empty']}\n"
            f"P: {plus_cells['player']}\nG: {plus_cells['goal']}",
            False,
            FORMAT,
            "p_g_labels",
            "read, and a plus",
        ),
        (
            "player_and_goal_one_line",
            f"MAZE:\n{head}\nPlayer: {cells['player']}, Goal: {cells['goal']}",
            True,
            FORMAT,
            "player_goal_one_line",
            "player and goal on one line (issue 25)",
        ),
        (
            "player_and_goal_one_line_semicolon",
            f"MAZE:\n{head}\nPlayer position: {cells['player']}; Goal: {cells['goal']}",
            True,
            FORMAT,
            "player_goal_one_line",
            "separated by a semicolon",
        ),
        (
            "start_goal_one_line_no_colons",
            f"MAZE:\n{head}\nStart {cells['player']} | Goal {cells['goal']}",
            True,
            FORMAT,
            "player_goal_one_line",
            "a label followed directly by its cell",
        ),
        (
            "p_g_one_line_equals",
            f"MAZE:\n{head}\nP = {cells['player']}, G = {cells['goal']}",
            True,
            FORMAT,
            "player_goal_one_line",
            "'P = (r,c), G = (r,c)'",
        ),
        (
            "markdown_headings",
            f"### Walls\n{cells['walls']}\n\n### Empty\n{cells['empty']}\n\n"
            f"### Player position\n{cells['player']}\n\n### Goal\n{cells['goal']}",
            True,
            FORMAT,
            "markdown_headings",
            "markdown headings instead of colons (issue 25)",
        ),
        (
            "markdown_headings_blank_lines",
            f"MAZE:\n\n## Walls\n\n{cells['walls']}\n\n## Empty\n\n{cells['empty']}\n\n"
            f"## Player\n\n{cells['player']}\n\n## Goal\n\n{cells['goal']}",
            True,
            FORMAT,
            "markdown_headings",
            "a blank line between a heading and its list",
        ),
        (
            "bold_headings",
            f"MAZE:\n**Walls**\n{cells['walls']}\n**Empty**\n{cells['empty']}\n"
            f"**Player position**\n{cells['player']}\n**Goal**\n{cells['goal']}",
            True,
            FORMAT,
            "markdown_headings",
            "bold labels without colons on their own lines",
        ),
        (
            "markdown_headings_plus",
            f"### Walls\n{plus_cells['walls']}\n\n### Empty\n{plus_cells['empty']}\n\n"
            f"### Player position\n{plus_cells['player']}\n\n### Goal\n{plus_cells['goal']}",
            False,
            FORMAT,
            "markdown_headings",
            "read, and a plus",
        ),
        (
            "markdown_table",
            "MAZE:\n| Type | Cells |\n|---|---|\n"
            f"| Walls | {cells['walls']} |\n| Empty | {cells['empty']} |\n"
            f"| Player position | {cells['player']} |\n| Goal | {cells['goal']} |",
            True,
            FORMAT,
            "markdown_table",
            "a two-column table of labels and cells",
        ),
        (
            "bare_path_after_coords",
            f"MAZE:\n{new}\n{PATH}",
            True,
            FORMAT,
            "bare_path_after_coords",
            "a bare path after the maze is not more goal cells (issue 25)",
        ),
        (
            "bare_path_after_blank_line",
            f"MAZE:\n{new}\n\n{PATH}",
            True,
            FORMAT,
            "bare_path_after_coords",
            "likewise after a blank line",
        ),
        (
            "bare_path_after_reordered_list",
            f"MAZE:\nPlayer position: {cells['player']}\nGoal: {cells['goal']}\n{head}\n\n{PATH}",
            True,
            FORMAT,
            "bare_path_after_coords",
            "after the Empty list and a blank line, a path continues nothing",
        ),
        (
            "bare_path_after_wrong_maze",
            f"MAZE:\n{plus}\n(0,2), (1,2), (2,2), (2,3), (2,4)",
            False,
            FORMAT,
            "bare_path_after_coords",
            "the path is ignored, and the maze is a plus",
        ),
        (
            "python_assignments",
            f"MAZE:\nwalls = [{cells['walls']}]\nempty = [{cells['empty']}]\n"
            f"player = {cells['player']}\ngoal = {cells['goal']}",
            True,
            FORMAT,
            "python_assignments",
            "'name = [...]' lines are labels",
        ),
        (
            "yaml_lists",
            "MAZE:\n```yaml\nwalls:\n"
            + "\n".join(f"  - [{c[1:-1]}]" for c in cells["walls"].split(", "))
            + "\nempty:\n"
            + "\n".join(f"  - [{c[1:-1]}]" for c in cells["empty"].split(", "))
            + "\nplayer: [0, 3]\ngoal: [2, 4]\n```",
            True,
            FORMAT,
            "yaml",
            "YAML keys with one cell per list item",
        ),
        (
            "labels_with_symbols",
            f"MAZE:\n{head}\nStart (P): {cells['player']}\nGoal (G): {cells['goal']}",
            True,
            FORMAT,
            "synonym_labels",
            "'Start (P):' and 'Goal (G):' label the player and the goal",
        ),
        (
            "qualified_labels",
            f"MAZE:\nWall cells: {cells['walls']}\nEmpty cells (path): {cells['empty']}\n"
            f"Start position: {cells['player']}\nGoal position: {cells['goal']}",
            True,
            FORMAT,
            "synonym_labels",
            "qualified labels name the same lists",
        ),
        (
            "start_end_labels",
            f"MAZE:\n{head}\nStart: {cells['player']}\nEnd: {cells['goal']}",
            True,
            FORMAT,
            "synonym_labels",
            "Start and End name the player and the goal",
        ),
        (
            "reordered_labels",
            f"MAZE:\nPlayer position: {cells['player']}\nGoal: {cells['goal']}\n{head}",
            True,
            FORMAT,
            "reordered_labels",
            "the labels in another order: read, but not the encoder's order",
        ),
        (
            "missing_walls_line",
            f"MAZE:\nEmpty: {cells['empty']}\nPlayer position: {cells['player']}\n"
            f"Goal: {cells['goal']}",
            True,
            FORMAT,
            "missing_walls_line",
            "unlisted cells are walls; the asked format has a Walls line",
        ),
        (
            "spaced_coordinates",
            "MAZE:\n"
            + new.replace("(", "( ").replace(")", " )").replace(",", " , ").replace(" , (", ", ("),
            True,
            FORMAT,
            "spaced_coordinates",
            "spaces inside the cells: read, but not the encoder's '(r,c)' (issue 35, eighth "
            "round: strict is the encoder's text, trailing whitespace aside)",
        ),
        (
            "bracket_cells",
            "MAZE:\n" + new.replace("(", "[").replace(")", "]"),
            True,
            FORMAT,
            "bracket_cells",
            "[r,c] cells are read; the asked format writes (r,c)",
        ),
        (
            "chess_style_cells",
            "MAZE:\nWalls: a1, b1, a2, b2, d2, a3, b3, a4, b4, c4, d4, e4, a5, b5, c5, d5, e5\n"
            "Empty: c1, e1, c2, e2, c3, d3\nPlayer position: d1\nGoal: e3",
            False,
            FORMAT,
            "wrong_symbols",
            "chess-style names are not the asked (row,col) cells: no coordinate list to score",
        ),
        (
            "out_of_bounds",
            f"MAZE:\nWalls: (0,0)\nEmpty: {cells['empty']}, (5,5)\nPlayer position: (0,3)\n"
            "Goal: (2,4)",
            False,
            "no 5x5 coord_list maze found (out_of_bounds)",
            "wrong_size",
            "a cell off the 5x5 grid",
        ),
        (
            "conflicting_cells",
            f"MAZE:\nWalls: (0,2), (0,0)\nEmpty: {cells['empty']}\nPlayer position: (0,3)\n"
            "Goal: (2,4)",
            False,
            "no 5x5 coord_list maze found (conflict)",
            "malformed",
            "a cell listed as a wall and as empty",
        ),
    ]


def generation_cases(encoding: str) -> list[Case]:
    m = {**MAZES[encoding], **EXTRA[encoding]}
    cases = _common(m) + (_matrix(m) if encoding == "matrix" else _coord(m))
    return [
        Case(
            f"generate/{encoding}/{name}",
            "generate",
            reply,
            expected,
            why,
            encoding=encoding,
            strict=strict_reason is None,
            strict_reason=strict_reason,
            habit=habit,
        )
        for name, reply, expected, strict_reason, habit, why in cases
    ]

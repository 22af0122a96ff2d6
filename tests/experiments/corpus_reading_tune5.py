"""Tuning cases for three reply habits the fresh v4 set found unread (issue 35, second round).

v4 was measured once and is tuning data now; its three flexible misses were single cases. These
are the same habits in several variants each, written and labelled *before* the readers were
changed, so the fix is a rule for the habit, not for v4's wording (a blind v5 set, written by
someone else, measures it):

* ``choice_first_bare``: a choice in words naming the *first* of two or more options headed by a
  bare letter or number ("1.", "A)", "(a)") ("My choice is candidate 1.", "I'll go with A.");
  the last cell named is another option's. A pick of an id no option has, or no pick, is no
  answer.
* ``table_row_col``: a path (or a move) given as a markdown table with row and column columns
  (any order, any extra columns): its rows, in order, are the cells.
* ``table_yes_no``: a table with a yes/no (✓/✗, ✅/❌) column and exactly one yes: that row is
  the answer; two yeses or none decide nothing.

Labels follow ``corpus_reading``'s conventions (``corpus_form``); the strict labels follow
issue 35's strict policy (``experiments/maze/scoring/__init__.py``). Mazes: ``corpus_mazes``'s
ORIGINAL (P (1,0), G (4,3), legal moves (2,0) and (1,1)); puzzle replies are for a 2x2 board.
"""

from __future__ import annotations

from corpus_form import CCW, CW, case_maker, form_problems, halves, print_counts, unique_cases
from corpus_mazes import MAZES
from corpus_reading import BAD_PATH, FAIL, PATH_A, PATH_B, SUCCESS, UNREADABLE, Reply

U = UNREADABLE

WHY: dict[str, str] = {}
"""Why the grader would not decide (every :data:`UNREADABLE` case), or a hard call's reason."""
_c = case_maker(WHY)


def _cells(path: str) -> list[tuple[str, str]]:
    return [tuple(c.strip("()").split(",")) for c in path.split(" ")]  # type: ignore[misc]


def _table(path: str, head: tuple[str, ...], order: str = "rc", step: bool = False) -> str:
    """``path`` as a markdown table, one row per cell (``order`` "cr": column first)."""
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for i, (r, c) in enumerate(_cells(path)):
        values = (r, c) if order == "rc" else (c, r)
        lines.append("| " + " | ".join(((str(i),) if step else ()) + values) + " |")
    return "\n".join(lines)


STYLES: list[Reply] = [
    # -- a choice in words naming the first of bare-headed options ------------------------------
    _c(
        "t5s_first_numbered_candidate",
        "solve",
        "Candidates:\n1. (2, 0) - down\n2. (1, 1) - right\n\nMy choice is candidate 1.",
        (2, 0),
        None,
        "choice_first_bare",
    ),
    _c(
        "t5s_first_lettered_option",
        "solve",
        "Options:\nA) (1, 1), to the right\nB) (2, 0), down\n\nI'll go with option A.",
        (1, 1),
        None,
        "choice_first_bare",
    ),
    _c(
        "t5s_first_paren_letter",
        "solve",
        "Two possibilities:\n(a) MOVE: (2, 0)\n(b) MOVE: (1, 1)\n\nI choose (a).",
        (2, 0),
        None,
        "choice_first_bare",
    ),
    _c(
        "t5s_first_bare_number",
        "solve",
        "**Possible moves**\n1) (1, 1)\n2) (2, 0)\n\nGoing with 1.",
        (1, 1),
        None,
        "choice_first_bare",
    ),
    _c(
        "t5s_second_numbered_candidate",
        "solve",
        "Candidates:\n1. (2, 0)\n2. (1, 1)\n\nI pick candidate 2.",
        (1, 1),
        None,
        "choice_first_bare",
    ),
    _c(
        "t5s_pick_of_no_option",
        "solve",
        "Candidates:\n1. (2, 0)\n2. (1, 1)\n\nI pick candidate 3.",
        U,
        None,
        "choice_first_bare",
        why="the pick names an option the reply does not have; two candidates, none chosen",
    ),
    _c(
        "t5s_either_option",
        "solve",
        "Options:\n1. (2, 0)\n2. (1, 1)\n\nEither option works.",
        U,
        None,
        "choice_first_bare",
        why="two options and no choice between them",
    ),
    _c(
        "t5p_first_numbered_candidate",
        "puzzle",
        "Candidate moves:\n1. ROTATE: (0, 1) clockwise\n2. ROTATE: (1, 0) counterclockwise\n\n"
        "I'll go with candidate 1.",
        (1, CW),
        False,
        "choice_first_bare",
    ),
    _c(
        "t5p_first_lettered_answer_is",
        "puzzle",
        "A. (1, 1) clockwise\nB. (0, 0) counterclockwise\n\nMy answer is A.",
        (3, CW),
        False,
        "choice_first_bare",
    ),
    _c(
        "t5o_first_lettered_paths",
        "one_shot",
        f"A) PATH: {PATH_A}\nB) PATH: {BAD_PATH}\n\nI choose A.",
        SUCCESS,
        False,
        "choice_first_bare",
    ),
    _c(
        "t5o_first_numbered_bad_path",
        "one_shot",
        f"Two routes:\n1. {BAD_PATH}\n2. {PATH_B}\n\nGoing with option 1.",
        FAIL,
        False,
        "choice_first_bare",
        why="hard: the chosen route is the first, which goes through a wall",
    ),
    _c(
        "t5r_first_numbered_shape",
        "recognize",
        "Possible shapes:\n1. square\n2. spiral\n\nI'll pick 1.",
        "square",
        False,
        "choice_first_bare",
    ),
    # -- a path (or a move) as a table of row and column columns --------------------------------
    _c(
        "t5o_table_row_col",
        "one_shot",
        _table(PATH_A, ("Row", "Col")),
        SUCCESS,
        False,
        "table_row_col",
    ),
    _c(
        "t5o_table_step_row_column",
        "one_shot",
        "The path, step by step:\n\n" + _table(PATH_B, ("Step", "Row", "Column"), step=True),
        SUCCESS,
        False,
        "table_row_col",
    ),
    _c(
        "t5o_table_bold_head_note_after",
        "one_shot",
        _table(PATH_A, ("#", "**Row**", "**Col**"), step=True) + "\n\nSeven cells in total.",
        SUCCESS,
        False,
        "table_row_col",
    ),
    _c(
        "t5o_table_col_first",
        "one_shot",
        _table(PATH_B, ("Col", "Row"), order="cr"),
        SUCCESS,
        False,
        "table_row_col",
        why="hard: the column comes first in the table; its header says so",
    ),
    _c(
        "t5o_table_row_col_bad",
        "one_shot",
        _table(BAD_PATH, ("Row", "Col")),
        FAIL,
        False,
        "table_row_col",
    ),
    _c(
        "t5o_table_then_path_line",
        "one_shot",
        _table(PATH_B, ("row", "col")) + f"\n\nPATH: {PATH_B.replace(',', ', ')}",
        SUCCESS,
        True,
        "table_row_col",
    ),
    _c(
        "t5s_table_row_col_one_row",
        "solve",
        "Next cell:\n\n| Row | Col |\n|---|---|\n| 2 | 0 |",
        (2, 0),
        None,
        "table_row_col",
    ),
    _c(
        "t5s_table_row_col_two_options",
        "solve",
        "Possible moves:\n\n| Row | Col |\n|---|---|\n| 2 | 0 |\n| 1 | 1 |",
        U,
        None,
        "table_row_col",
        why="two moves offered as rows of one table, none chosen",
    ),
    # -- a yes/no column with one yes -----------------------------------------------------------
    _c(
        "t5r_yes_no_lowercase",
        "recognize",
        "| Shape | Match? |\n|---|---|\n| spiral | no |\n| square | yes |\n| triangle | no |",
        "square",
        False,
        "table_yes_no",
    ),
    _c(
        "t5r_yes_no_bold_first_row",
        "recognize",
        "Checking each shape against the empty cells:\n\n| Shape | Fits |\n|---|---|\n"
        "| Square | **Yes** |\n| Cross | **No** |\n| C | **No** |\n| Z | **No** |",
        "square",
        False,
        "table_yes_no",
    ),
    _c(
        "t5r_check_cross_marks",
        "recognize",
        "| Shape | Fits |\n|---|---|\n| Cross | ✗ |\n| Square | ✓ |\n| Z | ✗ |",
        "square",
        False,
        "table_yes_no",
    ),
    _c(
        "t5r_emoji_marks",
        "recognize",
        "| Candidate | Verdict |\n|---|---|\n| Spiral | ❌ |\n| Triangle | ❌ |\n| Square | ✅ |",
        "square",
        False,
        "table_yes_no",
    ),
    _c(
        "t5r_two_yes",
        "recognize",
        "| Shape | Possible? |\n|---|---|\n| Square | Yes |\n| Spiral | Yes |\n| Cross | No |",
        U,
        False,
        "table_yes_no",
        why="two shapes marked yes: no single answer",
    ),
    _c(
        "t5r_no_yes",
        "recognize",
        "| Shape | Fits? |\n|---|---|\n| Square | No |\n| Spiral | No |\n| Cross | No |",
        U,
        False,
        "table_yes_no",
        why="every shape marked no: the reply names none as its answer",
    ),
    _c(
        "t5r_yes_wrong_shape",
        "recognize",
        "| Shape | Fits? |\n|---|---|\n| Square | No |\n| Spiral | Yes |\n| Cross | No |",
        "spiral",
        False,
        "table_yes_no",
    ),
    _c(
        "t5r_table_then_shape_line",
        "recognize",
        "| Shape | Fits? |\n|---|---|\n| Square | Yes |\n| Spiral | No |\n\nSHAPE: square",
        "square",
        True,
        "table_yes_no",
    ),
    _c(
        "t5s_pick_column_yes",
        "solve",
        "| Option | Move | Pick? |\n|---|---|---|\n| 1 | (2, 0) | No |\n| 2 | (1, 1) | Yes |",
        (1, 1),
        None,
        "table_yes_no",
    ),
    _c(
        "t5p_pick_column_yes",
        "puzzle",
        "| Square | Turn | Do it? |\n|---|---|---|\n| (0, 0) | clockwise | No |\n"
        "| (1, 1) | counterclockwise | Yes |",
        (3, CCW),
        False,
        "table_yes_no",
    ),
]


def all_cases() -> list[Reply]:
    """Every tuning case (written styles only)."""
    return unique_cases(STYLES)


def split() -> dict[str, list[Reply]]:
    """The cases by :func:`corpus_reading.half` (all tuning data, split as the other sets)."""
    return halves(all_cases())


def problems(cases: list[Reply] | None = None) -> list[str]:
    """What is malformed in ``cases`` (default: all); empty when all is well (no reader runs)."""
    return form_problems(all_cases() if cases is None else cases, "t5", WHY, MAZES)


if __name__ == "__main__":  # python tests/experiments/corpus_reading_tune5.py: counts, no reader
    print_counts(all_cases(), problems())

"""Issue 35, thirty-eighth round: a table's rows are steps only when its header's FIRST cell is
a step or order word; "Route length" or "Turn" in a later column describes each candidate row,
so two such rows with different answers and no mark leave the reply without one answer. A row
marked by an arrow, or by bold that a legend after the table explains, is the pick.

New tables, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading.table_rows import bold_row_marked, row_holds_route, steps_header

_TWO_MOVES = (
    "| Way | Cell | Route length |\n|---|---|---|\n| East | (0, 1) | 4 |\n| South | (1, 0) | 4 |"
)


@pytest.mark.parametrize(
    ("header", "steps"),
    [
        ("| Step | Cell |", True),
        ("| **#** | Move |", True),
        ("| Turn | Square |", True),
        ("| Way | Cell | Route length |", False),
        ("| Square | Turn | Fixes |", False),
        ("| Cell | Step |", False),
    ],
)
def test_only_the_first_header_cell_makes_rows_steps(header: str, steps: bool) -> None:
    assert steps_header(header, 0, len(header)) is steps


def test_a_row_of_two_cells_is_a_whole_route() -> None:
    row = "| Top | (0, 0) (0, 1) (0, 2) | ←"
    assert row_holds_route(row, 0, len(row))
    assert not row_holds_route("| Top | (0, 1) | ←", 0, 17)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (_TWO_MOVES, None),
        (_TWO_MOVES + " ←", (1, 0)),
        (_TWO_MOVES.replace("| East | (0, 1) | 4 |", "| **East** | **(0, 1)** | **4** |")
         + "\n\nThe bold row is my move.", (0, 1)),
        (_TWO_MOVES.replace("| 4 |\n| South", "| 4 | ←\n| South") + "\n\n← marks my move.",
         (0, 1)),
        ("| Option | Cell |\n|---|---|\n| A | (0, 1) |", (0, 1)),
    ],
)  # fmt: skip
def test_parallel_rows_commit_only_to_a_marked_one(text: str, read: tuple[int, int] | None) -> None:
    assert answer_coordinate(text) == read


def test_bold_is_a_mark_only_with_a_legend_and_one_bold_row() -> None:
    bold = _TWO_MOVES.replace("| South | (1, 0) | 4 |", "| **South** | (1, 0) | 4 |")
    assert bold_row_marked(bold) == bold
    marked = bold_row_marked(bold + "\n\nThe bold row is the answer.")
    assert "| **South** | (1, 0) | 4 | ←" in marked
    both = bold.replace("| East |", "| **East** |") + "\n\nThe bold row is my move."
    assert bold_row_marked(both) == both


@pytest.mark.parametrize("run", [" " * 300_000, "." * 300_000, "(" * 300_000, "| " * 150_000])
def test_long_runs_keep_the_text_and_mark_nothing(run: str) -> None:
    text = run + "\n\nThe bold row is my move."
    assert bold_row_marked(text) == text
    assert not row_holds_route(run, 0, len(run))
    assert not steps_header(run, 0, len(run))

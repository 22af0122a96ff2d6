"""The numbering stage: cells a reply says it counts from 1, read 0-indexed (issue 35,
eleventh round)."""

from __future__ import annotations

import time

import pytest

from agents.llm.reading import read_answer
from agents.llm.reading.numbering import ONE_INDEXED, one_indexed, zero_indexed


@pytest.mark.parametrize(
    "text",
    [
        "All coordinates are 1-indexed.",
        "Using one-based positions:",
        "(rows and columns numbered from 1)",
        "Counting rows and columns from 1, I go down.",
        "Note: I count rows and columns from 1.",
        "Numbering the squares from one in reading order:",
        "Indices start at 1 here.",
    ],
)
def test_a_reply_that_says_it_counts_from_one(text: str) -> None:
    assert one_indexed(text)


@pytest.mark.parametrize(
    "text",
    [
        "Step 1: the cell below is open. Option 1 is down; 1 move.",
        "Row 1 holds the player; index 1 in that row is open.",
        "Using 0-indexed coordinates as the prompt does.",
        "In 1-indexed terms (3, 1); 0-indexed that is (2, 0).",  # both said: left as written
        "I start from (1, 0). Moving from 1, 0 to 2, 0.",
        "If you count rows and columns from 1 instead, that would be (3, 1).",
        "These are not 1-indexed.",
        "version 1.1-based",
        "",
    ],
)
def test_a_one_in_other_senses_declares_nothing(text: str) -> None:
    assert not one_indexed(text)


def test_cells_and_squares_move_one_row_up_and_one_column_left() -> None:
    assert zero_indexed("MOVE: (3, 1) via row 2, column 1; square 4") == (
        "MOVE: (2, 0) via (1, 0); square 3"
    )


def test_the_cell_phases_read_it_flexibly_and_strict_abstains() -> None:
    reply = "1-based coordinates.\nMOVE: (3, 1)"
    assert "(2, 0)" in read_answer(reply, cells=True).text
    assert "(3, 1)" in read_answer(reply).text  # not a cell phase: as written
    assert read_answer(reply, strict=True, cells=True).reason == ONE_INDEXED
    assert read_answer("MOVE: (3, 1)", strict=True, cells=True).reason is None


def test_the_declarations_are_read_in_linear_time() -> None:
    text = "counting rows from " * 50_000 + "1-indexed " * 50_000
    start = time.process_time()
    one_indexed(text)
    zero_indexed(text)
    assert time.process_time() - start < 5.0

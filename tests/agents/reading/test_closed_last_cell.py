"""Issue 35, forty-fourth round: a last cell whose ")" is missing at the very end of the reply
("... (2, 2) (2, 3") is read as closed, for a path as for a move (the earlier sets' ruling);
an unclosed cell anywhere else is left alone.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.half_labels import closed_last_cell


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("path (0, 0) (0, 1) (1, 1", "path (0, 0) (0, 1) (1, 1)"),
        ("MOVE: (3,2  ", "MOVE: (3,2)"),
        ("PATH: (0, 0) (0, 1)", "PATH: (0, 0) (0, 1)"),
        ("MOVE: (3, 2 then more text", "MOVE: (3, 2 then more text"),
        ("(1, 123", "(1, 123"),
    ],
)
def test_only_a_last_cell_ending_the_reply_is_closed(text: str, read: str) -> None:
    assert closed_last_cell(text) == read


def test_a_long_reply_is_read_only_at_its_end() -> None:
    text = "(1, 2 " * 200_000
    assert closed_last_cell(text) == text[:-1] + ")"

"""Issue 35, forty-fourth round: a whole label whose cell's two digits are written bare
("ROTATE: 1 0 counterclockwise", "MOVE: 0 2") is the label's cell, as small models write it;
"MOVE: 2 steps" or three numbers are no cell. Forty-fifth round: the brackets kept and the
comma left out ("MOVE: (2 0)", v52, v53) is the same cell; "(2 0 1)" is none.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.half_labels import half_labels


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("ROTATE: 1 0 counterclockwise", "ROTATE: (1, 0) counterclockwise"),
        ("So:\nmove: 0 2", "So:\nmove: (0, 2)"),
        ("MOVE: 2 steps down", "MOVE: 2 steps down"),
        ("MOVE: 1 2 3", "MOVE: 1 2 3"),
        ("MOVE: (1, 2)", "MOVE: (1, 2)"),
        ("the player go down\nMOVE: (2 0)", "the player go down\nMOVE: (2, 0)"),
        ("ROTATE: (0  1) clockwise", "ROTATE: (0, 1) clockwise"),
        ("MOVE: (2 0 1)", "MOVE: (2 0 1)"),
        ("MOVE: (2 0", "MOVE: (2 0"),
    ],
)
def test_two_bare_digits_after_a_label_are_its_cell(text: str, read: str) -> None:
    assert half_labels(text, text.lower()) == read

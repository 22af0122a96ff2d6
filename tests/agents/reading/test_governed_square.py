"""Issue 35, forty-fourth round: in a prose rotation, the square turned is the one the turn
verb governs; a square named after the clause as what the turned one meets (a possessive,
the object of "to", "meets", "joins") is context. A later square named otherwise (a
correction, a second option) still leaves the reply to the other rules.

New phrasings on a 2 x 2 board (squares 0-3 row by row), none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.rotation_parsing import parse_rotation


@pytest.mark.parametrize(
    ("text", "square", "direction"),
    [
        ("Rotate the fourth square clockwise. Its pipe then meets the second square's.", 3,
         "clockwise"),
        ("Turn the third square counterclockwise once; that links it to the first square.", 2,
         "counterclockwise"),
        ("Turn (0, 1) clockwise; it then faces (1, 1).", 1, "clockwise"),
    ],
)  # fmt: skip
def test_the_square_the_turn_verb_governs_is_the_move(
    text: str, square: int, direction: str
) -> None:
    parsed = parse_rotation(text, 2, 2)
    assert (parsed.square, parsed.direction) == (square, direction)


def test_a_later_square_that_is_not_context_is_not_dropped() -> None:
    parsed = parse_rotation("Turn the first square clockwise. No, the fourth square.", 2, 2)
    assert parsed.square != 0

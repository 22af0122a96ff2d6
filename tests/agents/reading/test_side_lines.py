"""Issue 35, forty-sixth round: a side on the ``ROTATE:`` line read as the turn the reply's own
sentence says (:func:`agents.llm.reading.turn_sides.sides_as_turns`); since the forty-seventh
round (the lead's ruling of 29 Nov 2026) a bare side is the turn too, unless the reply's words
make it a place to face. New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.turn_sides import sides_as_turns


@pytest.mark.parametrize(
    ("reply", "line"),
    [
        ("Spin the lower-left tile to the right.\nROTATE: (1, 0) right",
         "ROTATE: (1, 0) clockwise"),
        ("I will turn that elbow left.\nROTATE: (0, 0) left", "ROTATE: (0, 0) counterclockwise"),
        ("Drehe das Teil nach links.\nROTATE: (1, 1) left", "ROTATE: (1, 1) counterclockwise"),
        # the lead's ruling of 29 Nov 2026: a bare side is the turn (forty-seventh round)
        ("ROTATE: (1, 0) right", "ROTATE: (1, 0) clockwise"),
        ("Turn the top right square.\nROTATE: (0, 1) right", "ROTATE: (0, 1) clockwise"),
        ("Der Winkel unten links passt nicht.\nROTATE: (1, 0) left",
         "ROTATE: (1, 0) counterclockwise"),
    ],
)  # fmt: skip
def test_a_sentence_turning_to_the_lines_side_says_the_turn(reply: str, line: str) -> None:
    assert sides_as_turns(reply).endswith(line)


@pytest.mark.parametrize(
    "reply",
    [
        "Its opening should point right.\nROTATE: (1, 0) right",  # a place to face
        "ROTATE: (1, 0) right\n\nThen the gap faces right.",  # a place to face, after it
        "La apertura debe mirar a la derecha.\nROTATE: (1, 0) right",
        "开口应该朝右。\nROTATE: (1, 0) right",
        "Turn it to the left.\nROTATE: (0, 1) right",  # the sentence turns the other way
        "Turn one to the left and one to the right.\nROTATE: (0, 1) right",  # both sides
    ],
)  # fmt: skip
def test_a_side_made_a_place_or_turned_otherwise_stays_a_side(reply: str) -> None:
    assert sides_as_turns(reply) == reply


def test_long_runs_are_read_without_raising() -> None:
    for run in (" " * 200_000, "(" * 100_000, "." * 100_000, "if " * 50_000, "\u2705" * 100_000):
        reply = "turn " + run + " left\nROTATE: (0, 1) left"
        assert sides_as_turns(reply).endswith("ROTATE: (0, 1) counterclockwise")
        reply = "faces " + run + " left\nROTATE: (0, 1) left"
        assert sides_as_turns(reply).endswith("ROTATE: (0, 1) counterclockwise")

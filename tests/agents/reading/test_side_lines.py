"""Issue 35, forty-sixth round: a side on the ``ROTATE:`` line read as the turn the reply's own
sentence says (:func:`agents.llm.reading.turn_sides.sides_as_turns`). New phrasings, none from a
reading set.
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
    ],
)  # fmt: skip
def test_a_sentence_turning_to_the_lines_side_says_the_turn(reply: str, line: str) -> None:
    assert sides_as_turns(reply).endswith(line)


@pytest.mark.parametrize(
    "reply",
    [
        "ROTATE: (1, 0) right",  # the line alone: the side to face, or the turn?
        "Its opening should point right.\nROTATE: (1, 0) right",  # no turning verb
        "Turn the top right square.\nROTATE: (0, 1) right",  # "right" names a place
        "Turn it to the left.\nROTATE: (0, 1) right",  # the sentence turns the other way
        "Turn one to the left and one to the right.\nROTATE: (0, 1) right",  # both sides
    ],
)  # fmt: skip
def test_a_side_no_sentence_turns_to_stays_a_side(reply: str) -> None:
    assert sides_as_turns(reply) == reply


def test_long_runs_are_read_without_raising() -> None:
    for run in (" " * 200_000, "(" * 100_000, "." * 100_000, "if " * 50_000, "\u2705" * 100_000):
        reply = "turn " + run + " left\nROTATE: (0, 1) left"
        assert sides_as_turns(reply).endswith("ROTATE: (0, 1) left")

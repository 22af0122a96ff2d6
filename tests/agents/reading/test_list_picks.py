"""Issue 35, forty-fifth round: listed candidates picked by their number, or called equal with
none picked (:mod:`agents.llm.reading.list_picks`). New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.list_picks import list_pick
from agents.llm.reading.pipeline import CONFLICTING, read_answer

TWO_MOVES = "- MOVE: (2, 0)\n- MOVE: (1, 1)\n\n"
TWO_TURNS = "1. ROTATE: (1, 0) clockwise\n2. ROTATE: (0, 0) counterclockwise\n\n"


@pytest.mark.parametrize(
    ("reply", "row"),
    [
        (TWO_MOVES + "Both are fine, but I'd go with the second.", "- MOVE: (1, 1)"),
        (TWO_TURNS + "The second one breaks the loop at (1, 0), so I pick option 1.",
         "1. ROTATE: (1, 0) clockwise"),
        (TWO_TURNS + "Me quedo con la segunda.", "2. ROTATE: (0, 0) counterclockwise"),
        (TWO_MOVES + "两个都行，我选第一个。", "- MOVE: (2, 0)"),
        (TWO_MOVES + "I'll take the last one.", "- MOVE: (1, 1)"),
    ],
)  # fmt: skip
def test_a_pick_by_number_is_that_row(reply: str, row: str) -> None:
    assert list_pick(reply).line == row
    assert read_answer(reply).text == row


@pytest.mark.parametrize(
    "reply",
    [
        TWO_MOVES + "Either works for reaching G.",
        TWO_TURNS + "Die beiden gehen; egal welche.",
        TWO_TURNS + "这两个任选其一。",
    ],
)
def test_equal_alternatives_with_no_pick_are_conflicting(reply: str) -> None:
    assert list_pick(reply).equal
    assert read_answer(reply).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        TWO_MOVES + "I can't decide.",  # no pick, no "either": the older readers decide
        "- MOVE: (2, 0)\n- MOVE: (2, 0)\n\nEither works.",  # the same answer twice
        TWO_MOVES + "Either works.\n\nMOVE: (2, 0)",  # an answer line after the list
        "- (2, 0) is open ✅\n- (1, 1) is open\n\nI'll take the second.",  # a row marked
        "MOVE: (2, 0)",
    ],
)
def test_nothing_is_decided_here_otherwise(reply: str) -> None:
    assert list_pick(reply) == ("", False)

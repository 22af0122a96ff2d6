"""Issue 35, forty-third round: a rotation said again ("i.e.", "也就是", "donc") as another
turn or another square is conflicting; said again as the same one, it stands.

New phrasings on a 3 x 3 board (corners 0, 2, 6, 8), none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING
from agents.llm.rotation_parsing import parse_rotation
from agents.llm.rotation_restatements import rotation_restated_otherwise


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        # the turn said again as a side, a turn word in another language, or negated
        ("ROTATE: (2, 2) clockwise, in other words a quarter turn to the left.", True),
        ("ROTATE: (2, 2) clockwise, in other words a quarter turn to the right.", False),
        ("ROTATE: (0, 2) counterclockwise\n也就是向右转。", True),
        ("ROTATE: (0, 2) counterclockwise\n也就是向左转。", False),
        ("ROTATE: (2, 0) clockwise, es decir, hacia la izquierda.", True),
        ("ROTATE: (2, 0) clockwise, es decir, hacia la derecha.", False),
        ("ROTATE: (1, 1) clockwise, i.e. not to the left.", False),
        # the square said again by position words, in several languages
        ("ROTATE: (0, 2) clockwise, that is the top-right piece.", False),
        ("ROTATE: (0, 2) clockwise, that is the bottom-right piece.", True),
        ("ROTATE: (2, 0) clockwise\n也就是左下角那块。", False),
        ("ROTATE: (2, 0) clockwise\n也就是右下角那块。", True),
        ("ROTATE: (0, 0) clockwise, das heißt die Ecke oben links.", False),
        ("ROTATE: (0, 0) clockwise, das heißt die Ecke unten links.", True),
        ("ROTATE: (2, 2) clockwise, ou seja, o canto inferior direito.", False),
        ("ROTATE: (2, 2) clockwise, ou seja, o canto superior direito.", True),
        # an aside in brackets right after the turn, read for its turn only (47th round)
        ("ROTATE: (2, 2) clockwise (a quarter turn to the left)", True),
        ("ROTATE: (2, 2) counterclockwise [向右转]", True),
        ("ROTATE: (2, 0) clockwise (hacia la derecha)", False),
        ("ROTATE: (2, 0) counterclockwise (anticlockwise)", False),
        ("ROTATE: (2, 0) clockwise (so it meets the top-right piece)", False),
        ("ROTATE: (2, 0) clockwise (counterclockwise would undo the fix)", False),
        ("ROTATE: (2, 0) clockwise (not to the left)", False),
        # no restatement marker, or a remark that is no turn: nothing said again
        ("ROTATE: (0, 0) clockwise\nThe top-right piece is already connected.", False),
        ("ROTATE: (0, 0) counterclockwise\nThat's right.", False),
        ("No rotation line at all, the top-left piece turns left.", False),
    ],
)
def test_a_rotation_said_again_is_compared_by_turn_and_square(text: str, otherwise: bool) -> None:
    assert rotation_restated_otherwise(text, 3, 3) is otherwise


def test_a_conflicting_restatement_makes_the_rotation_unreadable() -> None:
    clash = parse_rotation("ROTATE: (1, 2) clockwise, that is a quarter turn to the left.", 3, 3)
    assert (clash.square, clash.unreadable) == (None, CONFLICTING)
    agrees = parse_rotation("ROTATE: (1, 2) clockwise, that is a quarter turn to the right.", 3, 3)
    assert (agrees.square, agrees.direction) == (5, "clockwise")


def test_a_megabyte_of_position_words_is_read_without_raising() -> None:
    text = "ROTATE: (0, 0) clockwise, i.e. " + "top " * 250_000 + "\n也就是" + "左上" * 100_000
    assert rotation_restated_otherwise(text, 3, 3) is False

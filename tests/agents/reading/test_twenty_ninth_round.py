"""Issue 35, twenty-ninth round: grammatical classes that leave a committed answer open.

:mod:`agents.llm.reading.open_clauses` reads classes rather than word lists: a last sentence
ending on a closed-class word of the ten languages read, an option kept open, a condition that
swaps the answer, a hedge on the answer itself, the answer's correctness negated, a keyed table
row, list item or section naming another value (before or after the answer), and a turn said
twice. Each makes the reply conflicting; the look-alikes below keep their reading. New phrasings,
none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.open_clauses import ends_on_closed_class, half_turn
from agents.llm.reading.routes import NOT_FROM_START, route_step
from agents.llm.rotation_parsing import parse_rotation

UNDECIDED = [
    # a closed-class word last, in several languages
    "MOVE: (1, 1)\n\nAfter that the route passes underneath the",
    "SHAPE: Z\n\nOn a second look it resembles some sort of",
    "MOVE: (2, 0)\n\nDespués el camino sigue por la",
    "SHAPE: square\n\nÀ bien y regarder, c'est plutôt un",
    "ROTATE: (0, 1) clockwise\n\nDanach zeigt das offene Ende zur",
    # an option kept open, a swap under a condition, a hedge on the answer
    "MOVE: (2, 0)\n\nOr possibly (1, 1), the walls are hard to read.",
    "SHAPE: spiral\n\nI can't decide between a spiral and a Z.",
    "ROTATE: (1, 0) clockwise\n\nIf that misses square 0, rotate it the other way instead.",
    "SHAPE: cross\n\nIt may well be a cross; the arms are faint.",
    # the answer's correctness negated, never replaced
    "MOVE: (1, 1)\n\nThis move isn't valid.",
    "SHAPE: square\n\nIsso não está certo.",
    # a keyed part naming another value, before the answer
    "- shape: C\n- rows: 5\n\nSHAPE: square",
    # a turn said twice
    "ROTATE: (1, 1) counterclockwise x2",
    "ROTATE: (0, 0) clockwise\n\nRepeat that two times.",
]

KEPT = [
    ("MOVE: (2, 0)\n\nThis would bring the player closer to the goal.", "(2, 0)"),
    (
        "MOVE: (1, 1)\n\nIf diagonal moves were allowed, (2, 1) would do, but they are not.",
        "(1, 1)",
    ),
    ("MOVE: (2, 0)\n\nThe path heads down the left column", "(2, 0)"),
    ("MOVE: (1, 1)\n\nThis is option A", "(1, 1)"),
    ("MOVE: (2, 0)\n\nAn equally short route goes along the top row.", "(2, 0)"),
    ("SHAPE: square\n\nIt could also be called a ring, but square is the usual name.", "square"),
    ("- shape: square\n- rows: 5\n\nSHAPE: square", "square"),
    ("ROTATE: (1, 0) clockwise\n\nThe gap sits 180° from the goal.", "clockwise"),
    ("MOVE: (2, 0)\n\nGoing right is not correct: (1, 1) is a dead end.", "(2, 0)"),
]


@pytest.mark.parametrize("reply", UNDECIDED)
def test_a_class_that_leaves_the_answer_open_is_conflicting(reply: str) -> None:
    assert read_answer(reply, cells=True).reason == CONFLICTING


@pytest.mark.parametrize(("reply", "kept"), KEPT)
def test_a_look_alike_keeps_its_reading(reply: str, kept: str) -> None:
    read = read_answer(reply, cells=True)
    assert read.reason is None, read
    assert kept in read.text


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        ("\n\nIt is more of a", True),
        ("\n\nI'm sure of that", False),  # a pronoun may close a sentence
        ("\n\n- the top row and", False),  # a list item
        ("\n\nUse `turn(a, b) and`", False),  # code
        ("\n\nFour sides, no gap 🙂", False),
    ],
)
def test_only_a_closed_class_word_last_is_unfinished(after: str, expected: bool) -> None:
    assert ends_on_closed_class(after) is expected


def test_a_half_turn_not_placed_or_negated() -> None:
    assert half_turn(" (0, 0) clockwise twice", "")
    assert not half_turn(" (0, 0) clockwise", "\n\nNot twice: once is enough.")
    assert not half_turn(" (0, 0) clockwise", "\n\nIt faces 180 degrees away from the goal.")


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Rotate the first square counterclockwise: then it meets the fourth square.", 0),
        ("Turn the third square clockwise so that it faces the second square.", 2),
    ],
)
def test_the_commands_own_clause_names_the_square(reply: str, expected: int) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert parsed.square == expected, parsed


def test_a_second_command_after_the_colon_is_not_an_explanation() -> None:
    reply = "Turn the first square clockwise: or rather, turn the second square clockwise."
    assert parse_rotation(reply, 2, 2).square != 0


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (
            "ROTATE: (0, 0) clockwise\n\nCounterclockwise would send it into the wall, so "
            "clockwise it stays.",
            (0, "clockwise"),
        ),
        (
            "ROTATE: (0, 0) clockwise\n\nCounterclockwise would send it into the wall, so "
            "counterclockwise it stays.",
            (None, None),
        ),
    ],
)
def test_the_other_turn_ruled_out_keeps_the_line(reply: str, expected: tuple) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.square, parsed.direction) == expected


@pytest.mark.parametrize(
    ("lead", "expected"),
    [
        ("Here are my moves, the first one right now:", (2, 0)),
        ("Here are my moves:", None),  # a route from elsewhere, nothing said of the first
    ],
)
def test_a_route_said_to_start_with_the_move_now(lead: str, expected: object) -> None:
    reply = lead + "\n1. (2, 0)\n2. (3, 0)\n3. (4, 0)"
    assert route_step(reply, (1, 0)) == (expected or NOT_FROM_START)

"""Issue 35, fiftieth round: answer lines offered as alternatives ("Either that or:"), none
picked, and one picked by number after them (:mod:`agents.llm.reading.offered_picks`). New
phrasings, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.between_answers import offers_alternative
from agents.llm.reading.offered_picks import offered_pick
from agents.llm.reading.pipeline import UNREADABLE, read_answer
from experiments.maze.scoring import score_recognition


@pytest.mark.parametrize(
    "between",
    ["\nEither that or:\n\n", "\n\nEither this, or\n", "\n或是：\n", "\nOppure:\n", "\nO bien:\n"],
)
def test_either_that_or_offers_an_alternative(between: str) -> None:
    assert offers_alternative(between)


@pytest.mark.parametrize(
    "reply",
    [
        "SHAPE: spiral\n\nEither that or:\n\nSHAPE: square",
        "SHAPE: spiral\n\nAnother option:\n\nSHAPE: square\n\nBoth fit the drawing.",
    ],
)
def test_two_shapes_offered_and_none_picked_are_unreadable(reply: str) -> None:
    # The shape reader took the last line before the fiftieth round: a success credited.
    assert offered_pick(reply).alternatives
    assert score_recognition(reply, "square").predicted == UNREADABLE


@pytest.mark.parametrize(
    ("reply", "picked"),
    [
        ("MOVE: (1, 1)\n\nEither that or:\n\nMOVE: (2, 0)\n\nI'll take the second.", "(2, 0)"),
        ("SHAPE: cross\n\nAlternatively:\n\nSHAPE: square\n\nI'd stick with the first one.",
         "cross"),
        ("MOVE: (1, 1)\n或是：\nMOVE: (2, 0)\n我选第一个。", "(1, 1)"),
        ("ROTATE: (0, 0) clockwise\nOr:\nROTATE: (1, 1) clockwise\nOr:\nROTATE: (1, 0) "
         "clockwise\n\nMy answer is the last one.", "(1, 0)"),
    ],
)  # fmt: skip
def test_a_pick_by_number_after_offered_lines_gives_that_line(reply: str, picked: str) -> None:
    offered = offered_pick(reply)
    assert picked in offered.line and not offered.alternatives
    answer = read_answer(reply)
    assert answer.reason is None and answer.how == "offered_pick" and picked in answer.text


@pytest.mark.parametrize(
    "reply",
    [
        # no pick by number, or a pick out of range
        "MOVE: (1, 1)\n\nEither that or:\n\nMOVE: (2, 0)\n\nBoth reach the goal.",
        "MOVE: (1, 1)\n\nEither that or:\n\nMOVE: (2, 0)\n\nI'll take the third.",
        # the same answer twice, or a line naming no answer token
        "MOVE: (1, 1)\n\nEither that or:\n\nMOVE: (1, 1)",
        "SHAPE: square\n\nAnother way to name it:\n\nSHAPE: rectangle",
        # the lines are not offered as alternatives
        "MOVE: (1, 1)\n\nWait, that is a wall.\n\nMOVE: (2, 0)\n\nI'll take the first step now.",
        "MOVE: (2, 0)",
        "",
    ],
)
def test_no_offer_or_no_pick_is_no_offered_pick(reply: str) -> None:
    assert offered_pick(reply).line == ""


def test_long_runs_of_offered_lines_read_in_bounded_time() -> None:
    for run in (
        "MOVE: (1, 1)\nEither that or:\n" * 40_000 + "I'll take the first.",
        "PATH: (1, 0)\nor\n" * 60_000 + "my answer is route 2",
        "either " * 150_000,
        " " * 500_000,
    ):
        offered_pick(run)  # never raises; at most eight lines back are read

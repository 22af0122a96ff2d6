"""Issue 35, twenty-second round: the readers' rules for the habits v23 found misread.

A reply whose only move content is one direction, stated or ordered, once or repeated ("The
player can move down." three times, "Go down.") is that direction's neighbour; a remark about
the maze or the past, a refusal, a wall or a second direction is no move.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.directions import TWO_ANSWERS, only_direction

# corpus_mazes' ORIGINAL: P at (1, 0), open moves (2, 0) and (1, 1), (0, 0) a wall.
CORRIDORS = np.array(
    [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 1, 1, 1, 0],
    ],
    dtype=bool,
)


def _move(reply: str) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4).target


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("The player can move down. The player can move down. The player can move down.",
         (2, 0)),
        ("Go down.", (2, 0)),
        ("Move down.", (2, 0)),
        ("Move right!", (1, 1)),
        ("The agent moves right.", (1, 1)),
        ("I'm going to move down.", (2, 0)),
        ("Moving right. Moving right.", (1, 1)),
        ("Let's go down.\nDown.", (2, 0)),
        # Controls: two directions, a refusal, a wall, a remark about the maze or the past, a
        # sentence of anything else, a cell with it, a move that may only be made.
        ("The player can move down or right.", None),
        ("Go down. Go right.", None),
        ("The player cannot move down.", None),
        ("You should not move down.", None),
        ("Down is a wall.", None),
        ("The corridor goes down to G.", None),
        ("I moved down last turn.", None),
        ("Go down. The goal is far away.", None),
        ("The player could move down.", None),
        ("Move down 2 cells.", None),
    ],
)  # fmt: skip
def test_a_reply_of_one_direction_only_is_that_neighbour(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


def test_only_direction_names_two_directions_as_two_answers() -> None:
    assert only_direction("You can go down or right.") == (None, TWO_ANSWERS)
    assert only_direction("Go down. Go right.") == (None, TWO_ANSWERS)


def test_only_direction_reads_no_long_or_numbered_reply() -> None:
    assert only_direction("Go down. " * 40) == (None, None)
    assert only_direction("Go down to (2, 0).") == (None, None)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Two cells offered as possibilities, placed or said possible, with no pick.
        ("The player could go to (2, 0) below, and the player could go to (1, 1) on its right "
         "side.", None),
        ("The agent can move to (2, 0) going down and can move to (1, 1) going right.", None),
        ("It may step to (2, 0) underneath, or it might step to (1, 1) on the right.", None),
        ("Moving to (2, 0) is possible, and moving to (1, 1) is possible too.", None),
        ("(2, 0) below is open and (1, 1) to the right is also open.", None),
        ("My options are (2, 0) below and (1, 1) to the right.", None),
        # Controls: a pick after the offer, a preference, one offer ruled out, a conclusion.
        ("I could go to (2, 0) or (1, 1); I'll go to (1, 1).", (1, 1)),
        ("(2, 0) is possible but (1, 1) is better.", (1, 1)),
        ("I could go to (0, 0), but it is a wall, so I could go to (1, 1) instead.", (1, 1)),
        ("(0, 0) is a wall, so I can move to (1, 1).", (1, 1)),
    ],
)  # fmt: skip
def test_cells_offered_as_possibilities_with_no_pick_are_no_move(
    reply: str, expected: tuple[int, int] | None
) -> None:
    parsed = parse_move(reply, CORRIDORS, (1, 0), 4)
    assert parsed.target == expected
    if expected is None:
        assert parsed.unreadable == "conflicting"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A comma after a direction joins as a connector: one direction repeated, or one ruled
        # out before the move; a verdict closing the move recommends it.
        ("Down, down, down.", (2, 0)),
        ("Instead of down, go right.", (1, 1)),
        ("Moving one step to the right seems best.", (1, 1)),
        ("Going down is the best move.", (2, 0)),
        # Controls: two directions joined by a comma, a verdict on a remark.
        ("Down, right.", None),
        ("The corridor going down seems best.", None),
    ],
)  # fmt: skip
def test_a_comma_joins_directions_and_a_verdict_takes_the_move(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # The square's word in French, German, Chinese (and Spanish, Russian): the square.
        ("Tourne la case 3 dans le sens horaire, pas dans le sens antihoraire.", (3, "clockwise")),
        ("Drehe Quadrat 2 gegen den Uhrzeigersinn, nicht im Uhrzeigersinn.",
         (2, "counterclockwise")),
        ("把方块1顺时针旋转，不是逆时针。", (1, "clockwise")),
        ("Gira la casilla 0 en sentido horario.", (0, "clockwise")),
        ("Поверни квадрат 2 по часовой стрелке.", (2, "clockwise")),
        # Control: English "case 2" is a case, not a square.
        ("In case 2 the pipes meet; turn it clockwise.", (None, "clockwise")),
    ],
)  # fmt: skip
def test_the_square_word_in_other_languages_names_the_square(
    reply: str, expected: tuple[int | None, str]
) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.square, parsed.direction) == expected

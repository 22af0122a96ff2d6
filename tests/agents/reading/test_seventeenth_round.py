"""Issue 35, seventeenth round: the readers' rules for the habits v18 found misread.

A direction under a negation is never the committed one (:func:`agents.llm.reading.directions.
negated`); two squares each with its turn where one move was asked are several moves; steps
written one a line as "from → to", in a numbered list or a table's rows, are a route: its first
step when it starts at P, no move otherwise (:mod:`agents.llm.reading.routes`).
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.directions import negated
from agents.llm.reading.routes import NOT_FROM_START, route_step

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


def _turn(reply: str) -> tuple[int | None, str | None]:
    parsed = parse_rotation(reply, 2, 2)
    return parsed.square, parsed.direction


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Rotate square 2 clockwise, not counterclockwise.", (2, "clockwise")),
        ("Turn square 1 clockwise instead of counterclockwise.", (1, "clockwise")),
        ("Drehe (1, 0) gegen den Uhrzeigersinn, nicht im Uhrzeigersinn.", (2, "counterclockwise")),
        ("把(0, 1)顺时针旋转，不是逆时针。", (1, "clockwise")),
        # Portuguese "no" is "in the", not a negation.
        ("Giro o quadrado (0, 1) no sentido horário.", (1, "clockwise")),
        # The square, but no turn committed (no action).
        ("Square 2 should not be turned clockwise.", (2, None)),
    ],
)
def test_a_negated_turn_is_never_the_committed_one(
    reply: str, expected: tuple[int | None, str | None]
) -> None:
    assert _turn(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("MOVE: down, not right", (2, 0)),
        ("Answer: right instead of down", (1, 1)),
        ("答案：向右，不是向下", (1, 1)),
        ("MOVE: down, right", None),
        ("Not right.", None),
    ],
)
def test_a_negated_direction_on_the_answer_line_is_ruled_out(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


def test_negated_looks_only_just_before_the_word() -> None:
    text = "not now. Go right"
    assert not negated(text, text.index("right"))
    assert negated("rather than right", len("rather than "))


@pytest.mark.parametrize(
    "reply",
    [
        "Turn the top-left square clockwise and the bottom-right square counterclockwise.",
        "ROTATE: the first square clockwise, then the third square counterclockwise",
    ],
)
def test_two_moves_where_one_was_asked_conflict(reply: str) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.square, parsed.unreadable) == (None, "conflicting")


def test_two_moves_then_a_pick_read_the_pick() -> None:
    reply = (
        "Both (0, 0) clockwise and (1, 1) counterclockwise would help. I'll start with (1, 1) "
        "counterclockwise."
    )
    assert _turn(reply) == (3, "counterclockwise")


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("1. (1, 0) → (1, 1)\n2. (1, 1) → (1, 2)\n3. (1, 2) → (1, 3)", (1, 1)),
        ("Step 1: (1, 0) -> (2, 0)\nStep 2: (2, 0) -> (3, 0)", (2, 0)),
        (
            "| step | from | to |\n|---|---|---|\n| 1 | (1, 0) | (1, 1) |\n| 2 | (1, 1) | (1, 2) |",
            (1, 1),
        ),
        ("| from | to |\n|---|---|\n| (1, 0) | (2, 0) |\n| (2, 0) | (3, 0) |", (2, 0)),
        ("1. (2, 0) → (3, 0)\n2. (3, 0) → (4, 0)", None),
        (
            "| step | from | to |\n|---|---|---|\n| 1 | (2, 0) | (3, 0) |\n| 2 | (3, 0) | (4, 0) |",
            None,
        ),
    ],
)
def test_steps_one_a_line_are_a_route_read_from_p(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


def test_steps_not_chained_are_no_route() -> None:
    # The second step does not start where the first ended: not a route.
    assert route_step("1. (1, 0) → (1, 1)\n2. (2, 0) → (3, 0)", (1, 0)) is None
    assert route_step("1. (2, 0) → (3, 0)\n2. (3, 0) → (4, 0)", (1, 0)) == NOT_FROM_START

"""A whole route where one move was asked: its first step from the player's cell (issue 35,
eleventh round)."""

from __future__ import annotations

import time

import pytest

from agents.llm.reading.routes import NOT_FROM_START, route_step

P = (1, 0)


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("Route: (1, 0) → (2, 0) → (3, 0) → (4, 0)", (2, 0)),
        ("My plan: (1, 0), (1, 1), (1, 2), (1, 3).", (1, 1)),
        ("PATH: (1, 0) (2, 0) (3, 0)", (2, 0)),
        ("From (1, 0): (1, 0) -> (1, 1) -> (1, 2)", (1, 1)),  # P repeated at the head
        ("Route: (2, 0) -> (3, 0) -> (4, 0)", NOT_FROM_START),
        # No route: two cells, cells joined by words, a route followed by another cell.
        ("I'm at (1, 0), going to (2, 0).", None),
        ("From (1, 0) I go to (2, 0), and later to (3, 0).", None),
        ("(1, 0) -> (2, 0) -> (3, 0)\nSo the move is (2, 0).", None),
        ("", None),
    ],
)
def test_route_step(text: str, step: object) -> None:
    assert route_step(text, P) == step


def test_a_long_route_is_read_in_linear_time() -> None:
    text = "(1, 0) -> " + "(1, 1) -> (1, 2) -> " * 50_000
    start = time.process_time()
    # Read from its last MAX_ROUTE cells, whose head is not the player's cell: no move.
    assert route_step(text, P) == NOT_FROM_START
    assert route_step("(1, 0) -> (1, 1) -> (1, 2) -> (1, 3)", P) == (1, 1)
    assert time.process_time() - start < 5.0

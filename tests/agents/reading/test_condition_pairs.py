"""Issue 35, fiftieth round: two answers, each under its own condition, and no answer line
(:mod:`agents.llm.reading.condition_pairs`). New phrasings, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.condition_pairs import condition_pair
from agents.llm.reading.pipeline import CONFLICTING, read_answer


@pytest.mark.parametrize(
    "reply",
    [
        "假如你想快点到就走 (2, 0)，假如想绕上面就走 (1, 1)。",
        "想稳一点的话走 (2, 0)，想试试上面的话走 (1, 1)。",
        "If speed matters, (2, 0); if you like the top row, (1, 1).",
        "If you want the left column, go to (2, 0); for the top row, go to (1, 1).",
        "Si tu préfères la colonne de gauche, (2, 0) ; pour la ligne du haut, (1, 1).",
        "Wenn du links gehen willst, (2, 0); wenn oben, (1, 1).",
    ],
)
def test_two_answers_under_their_own_conditions_are_open(reply: str) -> None:
    assert condition_pair(reply)
    assert read_answer(reply, cells=True).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        # one picked after the pair, or an answer line after it
        "If speed matters, (2, 0); if you like the top row, (1, 1). I'll pick the first.",
        "想稳一点的话走 (2, 0)，想试试上面的话走 (1, 1)。\n\nMOVE: (2, 0)",
        # both cases give one value, or only one case names a value
        "If speed matters, (2, 0); if you like it safe, (2, 0) too.",
        "If speed matters, go down; the goal is at (4, 3).",
        # no condition opens the clauses: a description, not an offer
        "From (1, 0) the open cells are (2, 0), (1, 1).",
        "",
    ],
)
def test_a_picked_or_single_case_is_no_pair(reply: str) -> None:
    assert not condition_pair(reply)


def test_long_runs_read_in_bounded_time() -> None:
    for run in (
        "if (1, 1), " * 80_000,
        "如果的话 (2, 0)，" * 80_000,
        "for the (1, 1); " * 60_000,
        " " * 400_000,
        "，" * 400_000,
        "(" * 400_000,
    ):
        condition_pair(run)  # never raises; only the last 800 characters are read
    assert not condition_pair("if (1, 1), " * 80_000 + "\nMOVE: (1, 1)")

"""A marked option among parallel ones with a sentence after them
(agents.llm.reading.marked_options), and the solve readings it decides."""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading.marked_options import marked_option

TABLE = (
    "| Move | Cell | Pick |\n|---|---|---|\n| Right | (1, 1) | {right} |\n"
    "| Down | (2, 0) | {down} |\n\n{closing}"
)


@pytest.mark.parametrize(
    ("right", "down", "closing", "cell"),
    [
        ("", "\u2705", "Going down along the left column.", (2, 0)),
        ("\u2714", "", "That keeps to the top corridor.", (1, 1)),
        ("(chosen)", "", "Right it is.", (1, 1)),
        # No single mark: the pick sentence naming one row decides.
        ("\u2713", "\u2713", "I'll take the step down.", (2, 0)),
        # A mark on one row and a pick of the other: no answer.
        ("\u2705", "", "I'm going with (2, 0).", None),
        # No mark and no pick: no answer.
        ("", "", "Both reach the goal in six steps.", None),
    ],
)
def test_a_mark_or_a_pick_after_the_table_decides(
    right: str, down: str, closing: str, cell: tuple[int, int] | None
) -> None:
    assert answer_coordinate(TABLE.format(right=right, down=down, closing=closing)) == cell


def test_bullets_with_one_marked_route_pick_it() -> None:
    reply = (
        "- Top route: (1, 0) (1, 1) (1, 2)\n- **Left route: (1, 0) (2, 0) (3, 0)** \u2714 "
        "(chosen)\n\nI'm going with the left route."
    )
    assert "(2, 0)" in marked_option(reply).line


def test_a_list_above_an_answer_line_states_facts() -> None:
    reply = (
        "1. Goal: (4, 3)\n2. Open: (2, 0) \u2713 and (1, 1)\n\nI'll take (1, 1).\n\nMOVE: (1, 1)"
    )
    assert marked_option(reply).line == ""
    assert answer_coordinate(reply) == (1, 1)


@pytest.mark.parametrize("unit", ["| a |\n", "- x \u2705\n", " ", "(", "\u3002"])
def test_long_runs_never_raise(unit: str) -> None:
    assert isinstance(marked_option(unit * 200_000 + "\nI pick it.").line, str)

"""Issue 35, fifty-second round: an edit of the answer under an open condition stated before it
(:mod:`agents.llm.reading.format_conditions`). New phrasings, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.format_conditions import edit_under_condition
from agents.llm.reading.pipeline import CONFLICTING, read_answer


@pytest.mark.parametrize(
    "reply",
    [
        "If the grid is drawn upside down, swap the rows.\nMOVE: (2, 0)",
        "If the goal cell should be left out, remove the last pair.\n\nPATH: (1, 0), (2, 0)",
        "假如终点不算，就删掉最后一个。\nPATH: (1, 0), (2, 0)",
        "Wenn der Start nicht zählt, streiche die erste Zelle.\nPATH: (1, 0), (2, 0)",
        "Si el inicio no cuenta, quita la primera celda.\nPATH: (1, 0), (2, 0)",
        "Note. If the board is mirrored, reverse the turn. ROTATE: (0, 1) clockwise",
    ],
)
def test_an_edit_under_an_open_condition_before_the_answer_is_conflicting(reply: str) -> None:
    assert edit_under_condition(reply)
    assert read_answer(reply).reason == CONFLICTING
    assert read_answer(reply, strict=True).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        # the format stated, a counterfactual settled by a cut, a condition with no edit, the
        # edit after the answer (other stages read those), no answer line
        "Rows count from 0, as the prompt says.\nMOVE: (2, 0)",
        "If the goal were excluded I would drop it, but the prompt includes it.\nPATH: (1, 0)",
        "If (1, 1) is open, that is the shorter way.\nMOVE: (1, 1)",
        "MOVE: (2, 0)",
        "If the start is not counted, drop the first cell.",
        "",
    ],
)
def test_no_open_edit_before_the_answer_is_no_format_condition(reply: str) -> None:
    assert not edit_under_condition(reply)


def test_long_runs_of_conditions_and_edit_words_read_in_bounded_time() -> None:
    for run in (
        "If it is open, drop " * 60_000 + "\nMOVE: (2, 0)",
        "drop " * 200_000,
        "如果" * 300_000 + "\nPATH: (1, 0)",
    ):
        edit_under_condition(run)  # never raises; one line of at most REACH characters is read

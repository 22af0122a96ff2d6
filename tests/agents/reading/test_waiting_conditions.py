"""Issue 35, thirty-ninth round: an answer inside its own condition waits on it, unless the
same sentence settles the condition as the prompt's or the drawing's ("as the prompt says",
"as given").

New replies, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.waiting import under_own_condition


@pytest.mark.parametrize(
    ("text", "waits"),
    [
        ("If row 0 is the top, as the task says, MOVE: (0, 1).", False),
        ("If the piece is upright, as shown, ROTATE: (1, 0) clockwise.", False),
        ("If row 0 is the top, as specified in the prompt, MOVE: (0, 1).", False),
        ("If row 0 is the top, MOVE: (0, 1).", True),
        ("If row 0 is the top, as I suspect, MOVE: (0, 1).", True),
        ("If row 0 is the top, which you haven't said, MOVE: (0, 1).", True),
    ],
)
def test_a_condition_the_sentence_affirms_is_settled(text: str, waits: bool) -> None:
    assert under_own_condition(text) is waits


@pytest.mark.parametrize("run", [" " * 300_000, "." * 300_000, "(" * 300_000])
def test_long_runs_are_read_in_a_bounded_tail(run: str) -> None:
    assert under_own_condition("If as given" + run + "\nIf row 0 is the top, MOVE: (0, 1).")
    assert not under_own_condition(run + "\nIf row 0 is the top, as given, MOVE: (0, 1).")

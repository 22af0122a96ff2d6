"""Issue 35, thirty-eighth round: an answer given in a sentence that makes it another player's
move is not this turn's answer; another player named apart from the answer line, or denied,
leaves the answer the reply's own.

New replies, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.owners import other_owner


@pytest.mark.parametrize(
    ("text", "others"),
    [
        ("The opponent's reply would be MOVE: (0, 1), careful.", True),
        ("An adversary could answer with ROTATE: (0, 0) clockwise.", True),
        ("The other player probably goes MOVE: (1, 0).", True),
        ("No rival can stop MOVE: (0, 1).", False),
        ("A rival might go elsewhere.\nMOVE: (0, 1)", False),
        ("MOVE: (0, 1)", False),
        ("My move is MOVE: (0, 1).", False),
    ],
)
def test_an_answer_in_another_players_hands_is_not_this_turns(text: str, others: bool) -> None:
    assert other_owner(text) is others
    assert (read_answer(text).reason == CONFLICTING) is others


@pytest.mark.parametrize("run", [" " * 300_000, "." * 300_000, "(" * 300_000])
def test_long_runs_before_the_label_are_read_in_a_window(run: str) -> None:
    assert not other_owner("opponent" + run + "MOVE: (0, 1)")
    assert other_owner(run + "the opponent plays MOVE: (0, 1)")

"""A pick after a caveat that keeps the answer (agents.llm.reading.kept_picks), and the solve,
one-shot and puzzle readings it settles; an equality left open stays unread."""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading.kept_picks import kept_at_end


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (1, 1)\n\nNote: (2, 0) is equally short; I chose the top row.",
        "## Final answer\n\nMOVE: (1, 1)\n\n*Note: going down to (2, 0) is just as short; "
        "I picked the top edge arbitrarily.*",
        "MOVE: (1, 1)\n\nWhy not (2, 0)? It is open too. But I prefer the top, so (1, 1) it is.",
        "MOVE: (1, 1)\n\n向下到 (2, 0) 也一样短，那就 (1, 1) 吧。",
    ],
)
def test_a_closing_pick_keeps_the_answer(reply: str) -> None:
    assert answer_coordinate(reply) == (1, 1)


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (1, 1)\n\nNote: (2, 0) is equally short; either works.",
        "MOVE: (1, 1)\n\n(2, 0) 也一样短，两个都可以。",
        # A pick of the other value is no keep.
        "MOVE: (1, 1)\n\n(2, 0) is just as short; I picked (2, 0) instead.",
    ],
)
def test_an_equality_left_open_or_another_pick_reads_no_answer(reply: str) -> None:
    assert answer_coordinate(reply) is None


def test_the_pick_clause_is_the_span_returned() -> None:
    text = "MOVE: (1, 1)\nNote: (2, 0) ties; I picked the top."
    start, end = kept_at_end(text)  # type: ignore[misc]
    assert text[start:end].strip() == "I picked the top."
    assert kept_at_end("MOVE: (1, 1)\nBoth work.") is None
    assert kept_at_end("I picked (1, 1) but the other one instead.") is None


@pytest.mark.parametrize("unit", [" ", ".", "(", "\u3002", "\u2705", "I picked "])
def test_long_runs_never_raise(unit: str) -> None:
    assert kept_at_end(unit * 500_000) is None or isinstance(kept_at_end(unit * 500_000), tuple)

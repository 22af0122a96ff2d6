"""Issue 35, thirty-ninth round: two answers offered as equal in Chinese ("都可以", "也可以",
"一样", "或者") with no pick are hedged, as their English twins are; a Chinese pick after the
offer ("我选", "所以走") leaves the picked answer standing.

New replies, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading.commitment import hedged
from agents.llm.reading.offer_words import offered_equal


def _cells(text: str) -> list[tuple[int, int, object]]:
    """The ``(start, end, value)`` spans of every "(r, c)" in ``text``."""
    spans, at = [], text.find("(")
    while at >= 0:
        end = text.find(")", at) + 1
        spans.append((at, end, text[at:end]))
        at = text.find("(", end)
    return spans


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("(0, 1) 和 (1, 0) 都可以。", True),
        ("可以走 (0, 1)，也可以走 (1, 0)。", True),
        ("(0, 1) 或者 (1, 0)，效果一样。", True),
        ("(0, 1) 和 (1, 0) 都可以，我选 (1, 0)。", False),
        ("(0, 1) 是墙，所以走 (1, 0)。", False),
        ("(0, 1) 是墙，(1, 0) 是通路。", False),
    ],
)
def test_a_chinese_offer_without_a_pick_is_hedged(text: str, offered: bool) -> None:
    spans = _cells(text)
    assert offered_equal(text, spans[-2][1], spans[-1][1]) is offered
    assert hedged(text, spans) is offered


def test_the_reading_abstains_on_the_offer_and_keeps_the_pick() -> None:
    assert answer_coordinate("向右 (1, 1) 和向下 (2, 0) 都行，步数一样。") is None
    assert answer_coordinate("向右 (1, 1) 和向下 (2, 0) 都行，所以走 (2, 0)。") == (2, 0)


@pytest.mark.parametrize("run", [" " * 300_000, "." * 300_000, "(" * 300_000])
def test_the_window_is_bounded_on_long_runs(run: str) -> None:
    text = "(0, 1) 一样" + run + "(1, 0)"
    assert not offered_equal(text, 6, len(text))  # the word lies before the window
    assert offered_equal(run + "(0, 1) 都行 (1, 0)", len(run) + 6, len(run) + 15)

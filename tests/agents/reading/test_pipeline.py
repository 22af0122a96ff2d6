"""The stages in order: flexible and strict readings, truncated and unfinished replies."""

from __future__ import annotations

import pytest

from agents.llm.reading import (
    FLEXIBLE_STAGES,
    LENGTH,
    STRICT_STAGES,
    TRUNCATED,
    UNFINISHED_REASONING,
    read_answer,
)


def test_flexible_runs_every_stage() -> None:
    reply = (
        "<think>MOVE: (1, 1)</think>\nOption 1: （1，1）\nOption 2: **（2，0）**\nI pick option 2."
    )
    answer = read_answer(reply)
    assert answer.reason is None and answer.how == "choice"
    assert answer.text.startswith("Option 2: (2,0)")
    assert "MOVE: (1, 1)" not in answer.whole


def test_strict_sets_reasoning_apart_only() -> None:
    reply = "<think>x</think>**MOVE:** （2，0）"
    answer = read_answer(reply, strict=True)
    assert answer.text == answer.whole == "**MOVE:** （2，0）"
    assert FLEXIBLE_STAGES[0] == STRICT_STAGES[0] == "reasoning"
    assert set(STRICT_STAGES) < set(FLEXIBLE_STAGES)


@pytest.mark.parametrize("strict", [False, True])
def test_cut_off_reply_has_no_answer(strict: bool) -> None:
    answer = read_answer("MOVE: (2, 0)", strict=strict, finish_reason=LENGTH)
    assert (answer.text, answer.reason) == ("", TRUNCATED)
    assert read_answer("MOVE: (2, 0)", strict=strict, finish_reason="stop").reason is None


def test_unfinished_reasoning_has_no_answer() -> None:
    for reply in ("<think>MOVE: (2, 0)", "MOVE: (2, 0)\n<think>checking"):
        assert read_answer(reply).reason == UNFINISHED_REASONING


@pytest.mark.parametrize("reply", [None, 3, b"MOVE: (2, 0)", ["x"]])
def test_not_a_string_is_an_empty_reply(reply: object) -> None:
    answer = read_answer(reply)
    assert (answer.text, answer.reason) == ("", None)

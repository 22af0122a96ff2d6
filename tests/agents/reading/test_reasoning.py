"""Stage 1: the model's thinking set apart from its answer."""

from __future__ import annotations

import pytest

from agents.llm.reading import separate_reasoning


@pytest.mark.parametrize(
    ("reply", "answer", "unfinished"),
    [
        ("MOVE: (2, 0)", "MOVE: (2, 0)", False),
        ("<think>MOVE: (1, 1)?</think>\nMOVE: (2, 0)", "\nMOVE: (2, 0)", False),
        ("<THINKING>a</THINKING>b<reasoning>c</reasoning>d", "bd", False),
        # The closing tag alone (some APIs drop the opening one): all before it is thinking.
        ("drafting MOVE: (1, 1)\n</think>\nMOVE: (2, 0)", "\nMOVE: (2, 0)", False),
        # Never closed: no answer after the opening tag.
        ("Sure.\n<think>MOVE: (2, 0) maybe", "Sure.\n", True),
        # Another tag inside a block does not close it.
        ("<think>a </reasoning> b</think>c", "c", False),
        ("x < y and <b>bold</b>", "x < y and <b>bold</b>", False),
    ],
)
def test_answer_and_reasoning(reply: str, answer: str, unfinished: bool) -> None:
    separated = separate_reasoning(reply)
    assert separated.answer == answer
    assert separated.unfinished is unfinished


def test_reasoning_kept_for_the_record() -> None:
    separated = separate_reasoning("<think>one</think>A<think>two</think>B")
    assert separated.answer == "AB"
    assert separated.reasoning == "one\n\ntwo"


def test_a_megabyte_of_tags_is_read() -> None:
    # Every tag is visited once: a million unmatched openings still give one answer.
    separated = separate_reasoning("<think>" * 100_000 + "x")
    assert separated.unfinished and separated.answer == ""

"""Issue 35, forty-seventh round: a numbered new question echoed after the answer is a base
model's continuation, cut off before the readers (:mod:`agents.llm.reading.continuations`).
New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading import read_answer
from agents.llm.reading.continuations import QUESTION_HEADINGS, without_next_question


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("MOVE: (0, 1)\n\nQuestion 4: The maze is", "MOVE: (0, 1)"),
        ("SHAPE: cross\n\nQ5) Which shape is", "SHAPE: cross"),
        ("MOVE: (1, 0)\n\n问题 3：下面", "MOVE: (1, 0)"),
        ("MOVE: (1, 0)\n\n第 3 题：", "MOVE: (1, 0)"),
        ("ROTATE: (0, 0) clockwise\n\nPregunta 2: En el", "ROTATE: (0, 0) clockwise"),
        ("MOVE: (1, 0)\n\n**Frage 7.** Das", "MOVE: (1, 0)"),
    ],
)
def test_a_numbered_new_question_after_the_answer_is_cut(reply: str, kept: str) -> None:
    assert without_next_question(reply) == kept


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (0, 1)\n\nQuestion: is (0, 1) really open?",  # no number: the reply's own
        "Question 2: where next?\n\nMOVE: (0, 1)",  # before the answer: the prompt's echo
        "MOVE: (0, 1) because question 2 asked for one move",  # not a heading
        "No answer line. Question 3: where",
    ],
)
def test_an_unnumbered_or_earlier_question_stays(reply: str) -> None:
    assert without_next_question(reply) == reply


def test_the_move_before_the_echo_is_read() -> None:
    reply = "MOVE: (0, 1)\n\nQuestion 2: You are in a maze with"
    assert read_answer(reply).reason is None
    assert answer_coordinate(reply) == (0, 1)


def test_every_language_row_has_headings() -> None:
    assert all(QUESTION_HEADINGS.values())


@pytest.mark.parametrize("run", ["Question 1: " * 50_000, "\n" * 400_000, "问题 2：" * 100_000])
def test_long_runs_read_only_the_tail(run: str) -> None:
    assert without_next_question("MOVE: (0, 1)\n" + run).startswith("MOVE: (0, 1)")

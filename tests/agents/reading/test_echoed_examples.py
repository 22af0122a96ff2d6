"""Issue 35, fiftieth round: the prompt's format line echoed with its example is no answer
(:mod:`agents.llm.reading.echoed_examples`). New phrasings, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.parsing import strict_move
from agents.llm.reading.echoed_examples import PROMPT_EXAMPLES, without_echoed_example
from agents.llm.reading.pipeline import read_answer


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("MOVE: (row, col), for instance MOVE: (3, 3)\nMOVE: (1, 1)", "\nMOVE: (1, 1)"),
        ("PATH: (row, col) (row, col) ..., e.g. PATH: (0, 0) (0, 1)\nPATH: (1, 0) (2, 0)",
         "\nPATH: (1, 0) (2, 0)"),
        ("请按格式 SHAPE: <名称>，比如 SHAPE: C\nSHAPE: square", "请按格式 \nSHAPE: square"),
        ("ROTATE: (row, col) clockwise, par exemple ROTATE: (0, 0) clockwise", ""),
    ],
)  # fmt: skip
def test_an_echoed_format_line_is_dropped(reply: str, kept: str) -> None:
    assert without_echoed_example(reply) == kept


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 0), for example because down is open.",  # a real value before the word
        "MOVE: (2, 0)\nFor example, (1, 1) is open too.",  # the word on another line
        "The format is MOVE: (row, col).\nMOVE: (2, 0)",  # no example word
        "",
    ],
)
def test_a_line_with_a_value_or_no_example_is_kept(reply: str) -> None:
    assert without_echoed_example(reply) == reply


def test_both_readings_take_the_models_own_line() -> None:
    reply = "MOVE: (row, col), for instance MOVE: (3, 3)\nMOVE: (1, 1)"
    assert read_answer(reply).reason is None
    assert strict_move(reply) == (1, 1)


def test_long_runs_read_in_bounded_time() -> None:
    for run in (
        "MOVE: e.g. " * 100_000,
        "MOVE: (row, col) 例如 " * 50_000,
        "e.g. " * 200_000,
        " " * 1_000_000,
        "MOVE: " + "x" * 1_000_000,
    ):
        without_echoed_example(run)  # never raises; each label reads 80 characters after it
    assert without_echoed_example("MOVE: (row, col)" + " " * 200 + "e.g. MOVE: (1, 1)") != ""


# Fifty-second round: the prompt's example answer echoed alone, with no example word.
@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("MOVE: (2, 3)\nMOVE: (1, 1)", "MOVE: (1, 1)"),
        ("**PATH: (0, 0) (0, 1) (1, 1).**\n\nPATH: (1, 0) (2, 0)", "PATH: (1, 0) (2, 0)"),
        ("PATH: (0, 0) (0, 1) (1, 1)\nMy route:\nPATH: (1, 0) (1, 1)", "PATH: (1, 0) (1, 1)"),
    ],
)
def test_the_prompts_example_echoed_alone_before_the_answer_is_dropped(
    reply: str, kept: str
) -> None:
    read = without_echoed_example(reply)
    assert kept in read and "(0, 1) (1, 1)\n" not in read and "(2, 3)" not in read


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 3)",  # the example as the only answer: the model's own
        "MOVE: (1, 1)\nMOVE: (2, 3)",  # the example after the own line: a second answer
        "MOVE: (2, 2)\nMOVE: (1, 1)",  # not the example exactly
        "I pick MOVE: (2, 3)\nMOVE: (1, 1)",  # words before it on its line: no echo alone
        "MOVE: (2, 3)\nPATH: (1, 0) (1, 1)",  # no later line with the same label
        "MOVE: (2, 3) (1, 1)\nMOVE: (1, 1)",  # more on the line than the example
    ],
)
def test_the_example_kept_where_it_is_no_echo_alone_before_an_answer(reply: str) -> None:
    assert without_echoed_example(reply) == reply


def test_prompt_examples_are_read_from_the_templates() -> None:
    assert {"MOVE: (2, 3)", "PATH: (0, 0) (0, 1) (1, 1)"} <= PROMPT_EXAMPLES

"""Issue 35, fiftieth round: a remark after the answer putting a condition on it and naming
its other case (:mod:`agents.llm.reading.condition_remarks`). New phrasings, none from a
reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.condition_remarks import condition_remark, settled_condition
from agents.llm.reading.pipeline import CONFLICTING, read_answer


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 0)\n\nThat holds only if column 0 is clear below; otherwise take (1, 1).",
        "MOVE: (2, 0)\n\nThis works only if (3, 0) is open. Otherwise, (1, 1).",
        "SHAPE: square\n\nThat is if the corners really join; otherwise it is a C.",
        "ROTATE: (1, 0) clockwise\n\n这是在 (1, 0) 是弯管的前提下；否则就把 (0, 1) 顺时针转。",
        "MOVE: (1, 1)\n\nEsto es solo si (1, 1) está libre; de lo contrario, (2, 0).",
        # the other case names a need the answer does not meet
        "MAZE:\n0 0 0\n0 1 0\n0 0 0\n\nThis only works if any size is allowed; otherwise I "
        "would have to draw a 5x5 one.",
    ],
)
def test_a_condition_remark_with_another_case_is_open(reply: str) -> None:
    assert condition_remark(reply)
    assert read_answer(reply).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        # settled after the remark
        "MOVE: (2, 0)\n\nThat holds only if column 0 is clear below; otherwise take (1, 1). "
        "It is: rows 3 and 4 read 0.",
        "SHAPE: square\n\nThat is if the corners really join; otherwise it is a C. But they "
        "all join.",
        # the other case names no other value and no need
        "MOVE: (2, 0)\n\nThis only works if (2, 0) is open; otherwise the move is illegal.",
        # the other case names the answer's own value, or is counterfactual
        "MOVE: (2, 0)\n\nIf (1, 1) were open I'd weigh it; otherwise (2, 0) anyway.",
        "MOVE: (2, 0)\n\nIf that were a wall it would differ; otherwise (1, 1).",
        # no condition in the sentence, or no answer line
        "MOVE: (2, 0)\n\nOtherwise the route is longer.",
        "This is if (1, 1) is open; otherwise (2, 0).",
        "",
    ],
)
def test_a_settled_or_harmless_remark_is_none(reply: str) -> None:
    assert not condition_remark(reply)


def test_long_runs_of_condition_words_read_in_bounded_time() -> None:
    # Only the 1,200 characters after the answer line are read, each window bounded.
    for run in (
        "if otherwise (2, 0) " * 50_000,
        "如果否则 (2, 0)；" * 50_000,
        "only if; otherwise " * 50_000,
        " " * 400_000,
        "." * 400_000,
        "(" * 400_000,
    ):
        assert not condition_remark("MOVE: (1, 1)\n" + run + "\nMOVE: (1, 1)")
        condition_remark("MOVE: (1, 1)\n" + run)  # never raises


@pytest.mark.parametrize(
    ("sentence", "later", "settled"),
    [
        ("That holds only if (2, 0) is open; otherwise (1, 1).", "And it is: row 2 reads 0.",
         True),
        ("这是在 (2, 0) 通的情况下；否则走 (1, 1)。", "而它确实是通的。", True),
        # settled by nothing
        ("That holds only if (2, 0) is open; otherwise (1, 1).", "It's a close call.", False),
    ],
)  # fmt: skip
def test_a_condition_settled_later_is_told_to_the_older_readers(
    sentence: str, later: str, settled: bool
) -> None:
    # The per-sentence readers of :mod:`.afterthoughts` skip a condition a later sentence
    # settles ("...; otherwise go right to (1, 1). And it is: ...").
    assert settled_condition(sentence, [later]) is settled
    reply = f"MOVE: (2, 0)\n\n{sentence} {later}"
    assert (read_answer(reply).reason is None) is settled


def test_an_other_case_with_no_condition_is_no_settled_condition() -> None:
    assert not settled_condition("Otherwise (1, 1).", ["And it is."])

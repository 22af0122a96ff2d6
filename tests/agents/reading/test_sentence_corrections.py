"""Issue 35, fiftieth round: a correction after the answer naming its new answer in a sentence
(:mod:`agents.llm.reading.sentence_corrections`). New phrasings, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.reading.pipeline import read_answer
from agents.llm.reading.sentence_corrections import sentence_correction


@pytest.mark.parametrize(
    ("reply", "line"),
    [
        ("MOVE: (1, 1)\n\nHmm, (1, 1) hits a wall later. Going down instead: (2, 0).",
         "MOVE: (2, 0)"),
        ("MOVE: (0, 0)\n\n不对，(0, 0) 是墙。改成往下：(2, 0)。", "MOVE: (2, 0)"),
        ("ROTATE: (1, 1) clockwise\n\nThat's wrong. I'd do (1, 0) counterclockwise instead.",
         "ROTATE: (1, 0) counterclockwise"),
        ("SHAPE: C\n\nNo wait, the gap is closed. It is a square instead.", "SHAPE: square"),
        ("MOVE: (0, 0)\n\n(0, 0) es una pared. Voy a (2, 0) en su lugar.", "MOVE: (2, 0)"),
        ("ROTATE: (0, 1) clockwise\n\n这样开口会朝外，所以改为把 (1, 1) 逆时针转。",
         "ROTATE: (1, 1) counterclockwise"),
    ],
)  # fmt: skip
def test_a_rejected_answer_and_its_replacement_gives_the_new_line(reply: str, line: str) -> None:
    assert sentence_correction(reply) == line
    answer = read_answer(reply)
    assert answer.reason is None and answer.text == line


@pytest.mark.parametrize(
    "reply",
    [
        # a doubt, a condition or an offer, not a rejection
        "MOVE: (2, 0)\n\nI'm not sure (1, 1) isn't better instead.",
        "MOVE: (2, 0)\n\nIf (2, 0) is blocked, take (1, 1) instead.",
        "MOVE: (0, 0)\n\n(0, 0) is a wall. You could go to (2, 0) instead.",
        "MOVE: (0, 0)\n\n(0, 0) is a wall. Go to (2, 0) or (1, 1) instead.",
        # turned after the replacement, or something after the sentence
        "MOVE: (0, 0)\n\n(0, 0) is a wall. Go to (2, 0) instead, but that is longer.",
        "MOVE: (0, 0)\n\n(0, 0) is a wall. Go to (2, 0) instead. Hmm.",
        # no new value, the answer's own, or a path (several values)
        "MOVE: (0, 0)\n\n(0, 0) is a wall. Let me think again instead.",
        "MOVE: (2, 0)\n\nThat's wrong. Keep (2, 0) instead.",
        "PATH: (1, 0) (2, 0)\n\nThat's wrong. Use (1, 0) (1, 1) instead.",
        "",
    ],
)
def test_no_rejection_or_no_single_new_value_is_no_correction(reply: str) -> None:
    assert sentence_correction(reply) == ""


def test_long_texts_read_in_bounded_time() -> None:
    # Only a text of 600 characters or fewer after the answer line is read.
    for run in (
        "instead " * 100_000,
        "改成 (2, 0)，" * 80_000,
        " " * 500_000,
        "." * 500_000,
        "(" * 500_000,
    ):
        assert sentence_correction("MOVE: (0, 0)\n" + run) == ""
    assert sentence_correction("MOVE: (0, 0)\nWait, no." + " " * 700 + "Go (2, 0) instead.") == ""

"""Issue 35, forty-sixth round: answer lines of one label laid out in parallel with different
values and nothing saying which stands (:mod:`agents.llm.reading.parallel_answers`). New
phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.parallel_answers import parallel_answers
from agents.llm.reading.pipeline import CONFLICTING, read_answer


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 0)\nMOVE: (1, 1)",
        "Step.\nMOVE: (2, 0)\nStep.\nMOVE: (1, 1)",
        "## Final Answer\nROTATE: (1, 0) clockwise\n## Final Answer\nROTATE: (1, 0) counterclockwise",
        "Option 1:\nSHAPE: square\nOption 2:\nSHAPE: cross",
        "方案 甲：\nMOVE: (2, 0)\n方案 乙：\nMOVE: (1, 1)",
        "**Antwort**\n\nPATH: (1, 0) (2, 0)\n\n**Antwort**\n\nPATH: (1, 0) (1, 1)",
    ],
)  # fmt: skip
def test_parallel_lines_with_different_values_are_conflicting(reply: str) -> None:
    assert parallel_answers(reply)
    assert read_answer(reply).reason == CONFLICTING
    assert read_answer(reply, strict=True).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: (2, 0)\nMOVE: (2,0)",  # the same cell written twice
        "ROTATE: (row, col) clockwise\nROTATE: (1, 0) clockwise",  # the prompt echoed
        "SHAPE: <name>\nSHAPE: square",
        "MOVE: (2, 0)\nNo, that is a wall.\nMOVE: (1, 1)",  # words between: a correction
        "MOVE: (2, 0)\nMOVE: (1, 1)\n\nI pick the second.",  # a pick after the lines
        "Last time I sent MOVE: (2, 0).\nMOVE: (1, 1)",  # a label inside prose
        "MOVE: (2, 0)\nCorrection:\nMOVE: (1, 1)",
        "MOVE: (2, 0)\n**Final Answer**\nMOVE: (1, 1)",  # "final" over the last one only
    ],
)  # fmt: skip
def test_one_answer_or_a_word_on_which_stands_is_no_parallel_layout(reply: str) -> None:
    assert not parallel_answers(reply)


def test_many_lines_and_long_fillers_are_read_without_raising() -> None:
    # Untrusted input: long runs of labels, spaces and CJK punctuation never raise.
    assert parallel_answers("MOVE: (2, 0)\n" * 20_000 + "MOVE: (1, 1)")
    assert not parallel_answers("MOVE: " + " " * 200_000 + "(2, 0)")
    assert not parallel_answers("。" * 100_000 + "\nMOVE: (2, 0)\nMOVE: (2, 0)")
    for run in ("(" * 100_000, "." * 100_000, "if " * 50_000, "\u2705" * 100_000):
        assert parallel_answers(run + "\nMOVE: (2, 0)\nMOVE: (1, 1)") is True  # one lead line
        # A long run between the lines: they are no layout read at a glance (the first line is
        # beyond the reach read back from the end), and a run of words is words anyway.
        assert parallel_answers("MOVE: (2, 0)\n" + run + "\nMOVE: (1, 1)") is False
    assert parallel_answers("MOVE: (2, 0)\n" + "." * 40 + "\nMOVE: (1, 1)")  # a rule line

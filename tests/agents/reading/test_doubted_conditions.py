"""Issue 35, forty-seventh round: a condition the writer then doubts or says is unchecked,
by the answer and settled by nothing (:mod:`agents.llm.reading.doubted_conditions`), is
conflicting in the flexible reading and no answer in the strict one. New phrasings on small
boards, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import doubted_conditions
from agents.llm.reading.doubted_conditions import doubted_condition
from agents.llm.reading.pipeline import CONFLICTING, read_answer


@pytest.mark.parametrize(
    "reply",
    [
        # before the answer, handing over to it
        "This is fine as long as the goal may sit on the border — I'm not sure it may.\n\n"
        "MOVE: (0, 1)",
        "Assuming the middle tile is a bend. I haven't checked it.\n\nROTATE: (1, 1) clockwise",
        # after the answer, even a counterfactual
        "SHAPE: cross\n\nIf (0, 2) were open this would be a T; I didn't check that cell.",
        "MOVE: (1, 0)\n\nSi (2, 0) está libre, claro — no lo he comprobado.",
        "PATH: (0, 0) (1, 0) (2, 0)\n\n如果 (1, 0) 是通的就行，我还没核对。",
        "MOVE: (0, 1)\n\nFalls (0, 2) frei ist. Das habe ich nicht geprüft.",
    ],
)
def test_a_doubted_condition_by_the_answer_is_open(reply: str) -> None:
    assert doubted_condition(reply)
    assert read_answer(reply).reason == CONFLICTING
    assert read_answer(reply, strict=True).reason == CONFLICTING


@pytest.mark.parametrize(
    "reply",
    [
        # the doubt turned to settle it
        "SHAPE: cross\n\nIf (0, 2) were open this would be a T; I wasn't sure, but I checked: "
        "it is a wall.",
        # a doubt with no condition, or a doubt before the condition
        "MOVE: (0, 1)\n\nI'm not sure this is the shortest route.",
        "MOVE: (0, 1)\n\nNot sure if the goal counts as reached already.",
        # the reader's own condition, no condition on the answer
        "MOVE: (0, 1)\n\nIf you are not sure, ask me again.",
        # a doubted condition earlier in the reasoning, a sentence between it and the answer
        "If (0, 2) is open we go right — not sure it is. Going down instead.\n\nMOVE: (1, 0)",
        "MOVE: (1, 0)",
        "",
    ],
)
def test_a_settled_or_unrelated_doubt_is_none(reply: str) -> None:
    assert not doubted_condition(reply)


def test_every_doubt_and_unchecked_word_holds_a_stem() -> None:
    # The cheap precondition scans for the stems: a word holding none would never be read.
    words = [
        *(w for row in doubted_conditions.UNCHECKED_WORDS.values() for w in row),
        *(w for row in doubted_conditions.DOUBT_WORDS.values() for w in row),
    ]
    assert [w for w in words if not any(s in w.lower() for s in doubted_conditions.STEMS)] == []


def test_every_language_has_unchecked_words() -> None:
    assert {"english", "chinese", "spanish", "french", "german"} <= set(
        doubted_conditions.UNCHECKED_WORDS
    )


@pytest.mark.parametrize(
    "run", ["if " * 200_000, "如果" * 200_000, "not sure " * 100_000, "(" * 400_000, "。" * 400_000]
)
def test_long_runs_read_only_the_tail(run: str) -> None:
    # Only the reply's last 1500 characters are read: a run before the answer changes nothing.
    assert doubted_condition(run + "\n\nMOVE: (1, 0)") is False

"""Stage 3: the section a reply commits to, and alternatives offered with no choice."""

from __future__ import annotations

import pytest

from agents.llm.reading import choose, hedged, listed_alternatives
from envs.maze_nav.text import COORDINATE_RE, coordinate_of


@pytest.mark.parametrize(
    ("reply", "section", "how"),
    [
        (
            "Option 1: (1, 1)\nOption 2: (2, 0)\n\nI'll take option 1.",
            "Option 1: (1, 1)\n",
            "choice",
        ),
        (
            "Option A: (1, 1)\nOption B: (2, 0)\nMy answer is Option B.",
            "Option B: (2, 0)\nMy ",
            "choice",
        ),
        ("Attempt 1: x\nAttempt 2: y\nAttempt 1 is the valid one.", "Attempt 1: x\n", "choice"),
        ("Attempt 1: x\nAttempt 2 (better): y", "Attempt 2 (better): y", "choice"),
        ("Reasoning (1, 1).\nFinal answer: (2, 0)", " (2, 0)", "final_label"),
        ("Final answer is: (2, 0)", " (2, 0)", "final_label"),
    ],
)
def test_committed_section(reply: str, section: str, how: str) -> None:
    committed = choose(reply)
    assert (committed.text, committed.how) == (section, how)
    assert committed.whole == reply


@pytest.mark.parametrize(
    "reply",
    [
        "Option 1: (1, 1)\nOption 2: (2, 0)",  # several, no choice: the phase's rule decides
        "Option 1: (1, 1)\nI'll take option 3.",  # a choice of a section that is not there
        "Final answer:   ",  # a label with nothing after it
        "MOVE: (2, 0)",
    ],
)
def test_no_section(reply: str) -> None:
    committed = choose(reply)
    assert committed.how is None and committed.text == reply


def _cells(text: str) -> list[tuple[int, int, object]]:
    return [(m.start(), m.end(), coordinate_of(m)) for m in COORDINATE_RE.finditer(text)]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("It could be (1, 1) or (2, 0).", True),
        ("(1, 1) / (2, 0)", True),
        ("Either (1, 1), or (2, 0) works.", True),
        ("From (1, 0) I go to (2, 0).", False),  # a route, not alternatives
        ("(2, 0) or (2, 0)", False),  # the same answer twice
        ("Not (1, 1).\nMy move: (2, 0)", False),
        ("(2, 0)", False),
    ],
)
def test_hedged(reply: str, expected: bool) -> None:
    assert hedged(reply, _cells(reply)) is expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Candidate moves:\n- (1, 1)\n- (2, 0)", True),
        ("**Possible answers**\n* (1, 1)\n* (2, 0)\n", True),
        ("Options:\n1. (1, 1)\n2. (2, 0)", True),
        ("Steps:\n1. (1, 1)\n2. (2, 0)", False),  # a route, not alternatives
        ("Candidates:\n- (1, 1)\n\n- (2, 0)", False),  # not one list
        ("Candidates:\n- (1, 1)\n- (1, 1)", False),  # the same answer twice
        ("- (1, 1)\n- (2, 0)", False),  # no lead-in at all
        ("Options (1, 1) and (2, 0)", False),  # not list items
    ],
)
def test_listed_alternatives(reply: str, expected: bool) -> None:
    assert listed_alternatives(reply, _cells(reply)) is expected
    if expected:  # every phase's hedge check holds it
        assert hedged(reply, _cells(reply))


def test_listed_alternatives_is_linear_on_a_long_list() -> None:
    reply = "Options:\n" + "- x\n" * 200_000 + "- (1, 1)\n- (2, 0)"
    # The lead-in is further up than MAX_SECTIONS item lines: not looked for, not alternatives.
    assert listed_alternatives(reply, _cells(reply)) is False

"""Issue 35, thirty-second round: what v33 found misread, read as classes.

Struck-through text is withdrawn; a reply's own diff is applied, or leaves the reply unreadable
when it does not apply; invented dialogue turns whose answers differ, a summary first whose long
version ends elsewhere and the move after an assumed one make the reply conflicting; ordinal
move labels read the first; a passive rejection rejects the shape; a verbless confirmation
("Same answer.") keeps the answer; the strict ROTATE: reader asks the prompt's spacing. New
phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.diffs import apply_diffs
from agents.llm.reading.neighbour import first_step, next_after_assumed
from agents.llm.reading.struck import withdraw_struck
from agents.llm.reading.summaries import summary_disagrees
from agents.llm.reading.turns import turns_differ
from agents.llm.rotation_parsing import parse_rotation, strict_rotation
from experiments.maze.scoring.recognition import score_recognition


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("MOVE: ~~(0, 1)~~ (1, 2)", "MOVE: (1, 2)"),
        ("<del>SHAPE: C</del>\nSHAPE: cross", "SHAPE: cross"),
        ("<strike>PATH: (0, 0) (0, 1)</strike>\nPATH: (0, 0) (1, 0)", "PATH: (0, 0) (1, 0)"),
        ("MOVE: " + "".join(c + "\u0336" for c in "(3, 3)") + "\nMOVE: (3, 2)", "MOVE: (3, 2)"),
        ("row\n~~1 1 0 1 1~~\nrow", "row\nrow"),
        ("about ~5 cells", "about ~5 cells"),
    ],
)
def test_struck_text_is_withdrawn(text: str, expected: str) -> None:
    assert withdraw_struck(text) == expected


def test_strict_keeps_a_line_that_still_shows_struck_text() -> None:
    # A struck draft line above the answer goes; a struck value on the answer line stays (a
    # format miss), and so does a struck maze row.
    assert withdraw_struck("~~MOVE: (0, 1)~~\nMOVE: (1, 2)", strict=True) == "MOVE: (1, 2)"
    assert withdraw_struck("MOVE: ~~(0, 1)~~ (1, 2)", strict=True) == "MOVE: ~~(0, 1)~~ (1, 2)"
    assert withdraw_struck("1 0 1\n~~1 1 1~~", strict=True) == "1 0 1\n~~1 1 1~~"


def test_every_value_struck_leaves_no_answer() -> None:
    assert answer_coordinate("<s>MOVE: (1, 1)</s> <s>MOVE: (2, 0)</s>") is None
    assert answer_coordinate("MOVE: <del>(1, 1)</del>") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("MOVE: (0, 1)\n\n```diff\n- MOVE: (0, 1)\n+ MOVE: (1, 0)\n```", "MOVE: (1, 0)"),
        ("1 0 0 0 1\n1 1 1 1 1\n\nEdited:\n-1 1 1 1 1\n+1 0 1 0 1", "1 0 0 0 1\n1 0 1 0 1"),
        ("Fix to my last reply:\n```patch\n- SHAPE: C\n+ SHAPE: square\n```", "SHAPE: square"),
    ],
)
def test_a_diff_that_applies_is_applied(text: str, expected: str) -> None:
    assert (apply_diffs(text) or "").strip() == expected


def test_a_diff_that_does_not_apply_is_unreadable_and_bullets_are_no_diff() -> None:
    assert apply_diffs("MOVE: (0, 1)\n\n```diff\n- MOVE: (3, 3)\n+ MOVE: (1, 0)\n```") is None
    bullets = "Notes:\n- left is open\n- right is a wall\n\nMOVE: (1, 0)"
    assert apply_diffs(bullets) == bullets
    assert (
        read_answer("MOVE: (0, 1)\n```diff\n-MOVE: (9, 9)\n+MOVE: (1, 0)\n```").reason
        == CONFLICTING
    )


@pytest.mark.parametrize(
    ("text", "differ"),
    [
        ("Human: Go?\nAI: MOVE: (0, 1)\nHuman: Hmm?\nAI: Then MOVE: (1, 0)", True),
        ("Q: Shape?\nA: SHAPE: cross\nQ: Really?\nA: No, rather a T.", True),
        ("User: Go?\nAssistant: MOVE: (0, 1)\nUser: Sure?\nAssistant: Yes.", False),
        ("User: Go?\nAssistant: MOVE: (0, 1)\nUser: Sure?\nAssistant: Yes, MOVE: (0, 1)", False),
        # "A:" without "Q:" is no turn; "Answer:" alone is the answer label.
        ("Plan:\nA: (0, 1)\nB: (1, 0)\nAnswer: (0, 1)", False),
    ],
)
def test_invented_turns_compared(text: str, differ: bool) -> None:
    assert turns_differ(text) is differ


@pytest.mark.parametrize(
    ("text", "disagrees"),
    [
        ("TL;DR: MOVE: (0, 1)\n\nLong version: the right side is shorter, so (1, 2).", True),
        ("In short: ROTATE: (0, 0) clockwise\n\nFully: (1, 0) counterclockwise it is.", True),
        ("TL;DR: MOVE: (0, 1)\n\nLong version: (1, 2) is closed, so (0, 1).", False),
        ("Summary: MOVE: (0, 1)\n\nDetails: the top row is open.", False),
        ("TL;DR: MOVE: (0, 1)\n\nLong version: that was wrong; (1, 2) instead.", False),
    ],
)
def test_a_summary_first_and_its_long_version(text: str, disagrees: bool) -> None:
    assert summary_disagrees(text) is disagrees


def test_the_neighbouring_question() -> None:
    assert next_after_assumed("Once we move to (3, 3), the step after that is (3, 4).")
    assert not next_after_assumed("Once we move to (3, 3), the next is (3, 4).\n\nMOVE: (3, 4)")
    assert not next_after_assumed("Go to (3, 3). After you move there, go on to (3, 4) next.")
    assert first_step("Move 1: (0, 2)\nMove 2: (0, 3)") == (0, 2)
    assert first_step("2nd move: (0, 3)\n1st move: (0, 2)") == (0, 2)
    assert first_step("Step 1: (1, 0)\nStep 2: (1, 1)", (1, 0)) is None  # a route from P
    assert first_step("First move: (0, 2)") is None  # one label is no sequence


@pytest.mark.parametrize(
    "text",
    [
        "The answer is square; a cross was ruled out, having no centre.",
        "Square. The T shape is excluded: there is no stem.",
        "A C has been considered and dismissed (no gap). It is a square.",
    ],
)
def test_a_passive_rejection_rejects_the_shape(text: str) -> None:
    assert score_recognition(text, "square").predicted == "square"


def test_a_verbless_confirmation_keeps_the_answer() -> None:
    text = "ROTATE: (0, 1) clockwise\n\nIn my head: its gap turns toward (1, 1), good. Same move."
    parsed = parse_rotation(text, 2, 2)
    assert (parsed.square, parsed.direction) == (1, "clockwise")


@pytest.mark.parametrize(
    ("line", "ok"),
    [
        ("ROTATE: (0, 1) clockwise", True),
        ("ROTATE:(0, 1) clockwise", False),
        ("ROTATE: (0,1) clockwise", False),
        ("ROTATE: square 1 clockwise", True),
    ],
)
def test_strict_rotate_asks_the_prompts_spacing(line: str, ok: bool) -> None:
    assert (strict_rotation(line, 2, 2) is not None) is ok

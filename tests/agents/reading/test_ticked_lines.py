"""Issue 35, thirty-eighth round: lines that each name a candidate with a tick or a cross are
candidates side by side. One ticked line with a word of choosing, or the one ticked among
crossed ones, is the pick; two ticked and none chosen are alternatives; ticks under a route or
a check, or after an answer label, check the answer and decide nothing.

New lines, none from a reading set."""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate
from agents.llm.reading.ticked_lines import NONE, ticked_pick


@pytest.mark.parametrize(
    ("text", "line", "alternatives"),
    [
        ("(0, 1) ✓ free\n(1, 0) ✓ free", "", True),
        ("(0, 1) ✔ free\n(1, 0) ✘ blocked", "(0, 1) ✔ free", False),
        ("(0, 1) ✅ free — my move\n(1, 0) ✅ free", "(0, 1) ✅ free — my move", False),
        ("(0, 1) ❌\n(1, 0) ❌", "", False),
        ("Route check:\n(0, 1) ✓\n(0, 2) ✓", "", False),
        ("MOVE: (0, 1)\n\n(0, 1) ✓ free\n(1, 0) ✓ free", "", False),
        ("(0, 1) ✓ free", "", False),
    ],
)
def test_a_pick_is_a_mark_one_ticked_line_has(text: str, line: str, alternatives: bool) -> None:
    assert ticked_pick(text) == (NONE if not (line or alternatives) else (line, alternatives))


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        ("(0, 1) ✓ free\n(1, 0) ✓ free", None),
        ("(0, 1) ✓ free\n(1, 0) ✗ wall\n(0, 0) ✗ start", (0, 1)),
        ("(0, 1) ✅ free\n(1, 0) ✅ free — going here", (1, 0)),
    ],
)
def test_the_move_is_the_picked_line(text: str, cell: tuple[int, int] | None) -> None:
    assert answer_coordinate(text) == cell


def test_a_long_run_of_marks_is_read_in_bounded_work() -> None:
    assert ticked_pick("✓\n" * 200_000).alternatives
    assert ticked_pick(" " * 300_000 + "(0, 1) ✓") == NONE


def test_runs_of_dots_and_parentheses_are_no_candidates() -> None:
    assert ticked_pick("." * 300_000 + "\n(0, 1) ✓") == NONE
    assert ticked_pick("(" * 300_000 + " ✓\n(0, 1) ✓") == NONE  # a 300k-character line is prose
    assert ticked_pick("((( ✓\n(0, 1) ✓").alternatives

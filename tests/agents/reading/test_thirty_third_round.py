"""Issue 35, thirty-third round: what v34 found misread, read as classes.

An answer waiting on the user (a question to the user or a stated wait, no answer after it) or
on a re-examination announced and not done is unreadable; offers joined by "and" are offers;
bold headings above answer lines across a blank line head sections; a check ending on a
one-word verdict keeps (or withdraws) the answer. New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.afterthoughts import unpicked_sections
from agents.llm.reading.unsettled import offers_without_pick
from agents.llm.reading.verdicts import KEEP, REJECT, answer_line_only, closing_verdict
from agents.llm.reading.waiting import reexamination_pending, waits_on_user


@pytest.mark.parametrize(
    ("text", "waits"),
    [
        ("I'd say (3, 2), but are diagonal steps allowed for you? Let me know.", True),
        ("Maybe (0, 1). I'll give you the final line once you confirm the start cell.", True),
        ("I'll wait on one thing before I answer: is row 0 the top?", True),
        ("Is (3, 2) a wall? No, it is open.\n\nMOVE: (3, 2)", False),
        ("MOVE: (3, 2)\n\nWould you like me to explain the rest of the route?", False),
        ("SHAPE: L\n\nDo you want another puzzle after this one?", False),
        ("Can you see the gap? It is on the left, so the move is (3, 2).", False),
    ],
)
def test_an_answer_waits_on_the_user(text: str, waits: bool) -> None:
    assert waits_on_user(text) is waits


@pytest.mark.parametrize(
    ("text", "pending"),
    [
        ("MOVE: (0, 1)\n\nI need to recount the walls in row 2 first.", True),
        ("SHAPE: L\n\nReconsider the corner later.", True),
        (
            "ROTATE: (0, 0) clockwise\n\nLet me re-verify: if it faces up, the other turn wins.",
            True,
        ),
        ("MOVE: (0, 1)\n\nRecounted row 2: three walls, so it stands.", False),
        ("MOVE: (0, 1)\n\nLet me recheck: (0, 1) is open. Good.", False),
        ("MOVE: (0, 1)\n\nI'll double-check next move whether the corridor stays open.", False),
        ("MOVE: (0, 1)", False),
    ],
)
def test_a_reexamination_announced_and_not_done(text: str, pending: bool) -> None:
    assert reexamination_pending(text) is pending


def test_offers_joined_by_and_are_offers_but_steps_are_not() -> None:
    assert offers_without_pick("You may go up to (0, 1) and left to (1, 0).")
    assert not offers_without_pick("You may go up to (0, 1) and then to (0, 2).")
    assert not offers_without_pick("You may go to (0, 1) and (1, 0); I'll take (0, 1).")


def test_bold_headings_above_a_blank_line_head_sections() -> None:
    text = "**First**\n\nMOVE: (0, 1)\n\n**Second**\n\nMOVE: (1, 0)"
    assert unpicked_sections(text)
    assert read_answer(text).reason == CONFLICTING
    assert read_answer(text, strict=True).reason == CONFLICTING
    assert not unpicked_sections("**First**\n\nMOVE: (0, 1)\n\n**Second**\n\nMOVE: (0, 1)")


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("MOVE: (0, 1)\n\nCheck: (0, 1) is a 0 and (1, 1) is a wall. Correct.", KEEP),
        ("SHAPE: L\n\nCheck: two arms. Confirmed. \u2713", KEEP),
        (
            "ROTATE: (1, 1) clockwise\n\nThe other way would face the edge, so clockwise it is.",
            KEEP,
        ),
        ("MOVE: (0, 1)\n\nCheck: (0, 1) is a wall. Wrong.", REJECT),
        ("MOVE: (0, 1)\n\nUp would hit a wall, so (1, 0) it is.", None),
        ("MOVE: (0, 1)", None),
        ("MAZE:\n1 0\n0 1\n\nCheck: a path. Valid.", None),
    ],
)
def test_a_closing_check_keeps_or_withdraws_the_answer(text: str, verdict: str | None) -> None:
    assert closing_verdict(text) == verdict


def test_a_kept_answer_is_read_without_its_check() -> None:
    text = "MOVE: (0, 1)\n\nCheck: (1, 1) is a wall, (0, 1) is open. Valid."
    assert answer_line_only(text).rstrip() == "MOVE: (0, 1)"
    kept = read_answer(text)
    assert kept.reason is None and "(1, 1)" not in kept.text
    assert read_answer("MOVE: (0, 1)\n\nCheck: a wall. Invalid.").reason == CONFLICTING

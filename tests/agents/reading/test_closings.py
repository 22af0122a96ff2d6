"""Issue 35, thirty-seventh round: a closing about the answer's being wrong. An invitation to
correct leaves the answer standing; another value to take in that case is a second answer.

New phrasings on small boards (P at (0, 0) on a 3 x 3 board), none from a reading set, with
the lead's probe after round 35 ("If this is wrong, please tell me.")."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.closings import other_if_wrong, without_invitations
from agents.llm.rotation_parsing import parse_rotation
from experiments.maze.scoring import score_recognition

_OPEN = np.ones((3, 3), dtype=bool)


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("I am at (0, 0). Going down.\n\nMOVE: (1, 0)\n\nIf this is wrong, please tell me.",
         (1, 0)),
        ("MOVE: (0, 1)\n\nLet me know if I misread anything.", (0, 1)),
        ("MOVE: (0, 1)\n\nHappy to revise if needed.", (0, 1)),
        ("MOVE: (1, 0)\n\nIf that's not right, say so and I'll redo it.", (1, 0)),
        ("MOVE: (1, 0)\n\nFeel free to point out any errors. Thanks!", (1, 0)),
        # not an invitation: a doubt, or another value to take if wrong
        ("MOVE: (1, 0)\n\nI'm not sure about this, so tell me if it's wrong.", None),
        ("MOVE: (1, 0)\n\nIf that's wrong, go right instead.", None),
        ("MOVE: (1, 0)\n\nIf this is wrong, try (0, 1).", None),
    ],
)  # fmt: skip
def test_an_invitation_to_correct_keeps_the_move(text: str, target: tuple[int, int] | None) -> None:
    assert parse_move(text, _OPEN, (0, 0), 4).target == target


def test_an_invitation_keeps_the_turn_and_the_shape_an_alternative_does_not() -> None:
    kept = "ROTATE: (1, 1) clockwise\n\nIf I got it wrong, tell me and I'll try again."
    assert parse_rotation(kept, 3, 3).square == 4
    other = "ROTATE: (1, 1) clockwise\n\nIf that fails, turn it counterclockwise."
    assert read_answer(other).reason == CONFLICTING
    assert score_recognition("SHAPE: T\n\nHappy to revise if needed.", "T").success
    assert not score_recognition("SHAPE: T\n\nIf that's wrong, take L.", "T").success


def test_a_fallback_only_named_is_no_pick() -> None:
    # v5's ruling: a fallback named for a misreading leaves the answer line committed.
    assert not other_if_wrong("MOVE: (1, 0)\n\nIf I've misread a row, (0, 1) is the fallback.")


def test_only_the_closing_invitations_are_dropped() -> None:
    text = "MOVE: (1, 0)\n\nThe cell is open. Let me know if I misread anything."
    assert without_invitations(text) == "MOVE: (1, 0)\n\nThe cell is open."
    assert without_invitations("No answer here. Tell me if wrong.") == (
        "No answer here. Tell me if wrong."
    )


@pytest.mark.parametrize("unit", [" ", ".", "(", "if wrong ", "tell me ", "(0, 1) "])
def test_a_long_run_is_read_without_raising(unit: str) -> None:
    run = unit * 50_000
    for text in ("MOVE: (1, 0)\n" + run, run + "\nMOVE: (1, 0)\nIf wrong, tell me."):
        assert isinstance(without_invitations(text), str)
        assert isinstance(other_if_wrong(text), bool)

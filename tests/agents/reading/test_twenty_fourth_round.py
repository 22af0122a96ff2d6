"""Issue 35, twenty-fourth round: the puzzle reader's rules for the habits v25 found misread.

Two (square, turn) moves offered with "or", "either ... or", "alternatively" or "another option"
and no pick are conflicting, as two cells are for the solve reader; a pick by place ("I'll do
the first.") or a refusal ("not (0, 0) but (1, 1)") decides. A check after the answer saying
the answer's turn fails ("off the board", "does not connect", "leaves a gap") or the other turn
succeeds ("connects") doubts it: conflicting, unless a later clause says the answer works. A
turn by an angle other than an unsigned quarter ("270°", "180 degrees", "-90°" with no sign
convention) is unreadable. In the solve phase, a check saying the move walks into a wall
doubts it likewise.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading import CONFLICTING
from agents.llm.reading.corrections import BAD, GOOD, check_outcomes
from agents.llm.reading.directions import CLOCKWISE, COUNTERCLOCKWISE


def _read(reply: str) -> tuple[int | None, str | None]:
    found = parse_rotation(reply, 2, 2)
    return found.square, found.direction


@pytest.mark.parametrize(
    "reply",
    [
        "Rotate (0, 0) clockwise or rotate (1, 1) clockwise.",
        "Rotate (0, 1) clockwise or (1, 0) counterclockwise.",
        "Either rotate (0, 1) counterclockwise or rotate (1, 0) clockwise.",
        "Rotate (0, 0) clockwise. Alternatively, rotate (1, 1) counterclockwise.",
        "Turn square 1 clockwise. Another option is to turn square 2 counterclockwise.",
    ],
)
def test_two_moves_offered_without_a_pick_are_conflicting(reply: str) -> None:
    assert parse_rotation(reply, 2, 2).unreadable == CONFLICTING


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Rotate (0, 0) clockwise or rotate (1, 1) clockwise. I'll do the first.", (0, CLOCKWISE)),
        (
            "Rotate (0, 0) clockwise or rotate (1, 1) clockwise. I'll take the second.",
            (3, CLOCKWISE),
        ),
        ("Rotate not (0, 0) but (1, 1) clockwise.", (3, CLOCKWISE)),
        ("Rotate (0, 1) clockwise, then check (1, 1).", (1, CLOCKWISE)),
    ],
)
def test_a_pick_or_a_refusal_among_moves_decides(reply: str, expected: tuple) -> None:
    assert _read(reply) == expected


@pytest.mark.parametrize(
    "reply",
    [
        "ROTATE: (1, 1) clockwise\n\nChecking: after a clockwise turn its opening faces down, off "
        "the board; a counterclockwise turn would face it left, into (1, 0).",
        "ROTATE: (0, 1) counterclockwise\n\nCheck: after that turn the pipe does not connect to "
        "(0, 0).",
        "ROTATE: (1, 0) clockwise\n\nVerify: turning it clockwise leaves a gap at the top.",
        "ROTATE: (0, 0) clockwise\n\nDouble-check: a counterclockwise turn connects it to (0, 1).",
        "ROTATE: (0, 0) clockwise\n\nCheck: clockwise is wrong here.",
    ],
)
def test_a_check_saying_the_answer_fails_or_the_other_works_is_conflicting(reply: str) -> None:
    assert parse_rotation(reply, 2, 2).unreadable == CONFLICTING


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # The answer connects; the other turn fails; the answer restated after the doubt.
        ("ROTATE: (1, 1) clockwise\n\nChecking: after a clockwise turn its opening faces left, "
         "into (1, 0): connected.", (3, CLOCKWISE)),
        ("ROTATE: (1, 1) clockwise\n\nChecking: a counterclockwise turn would face it down, off "
         "the board.", (3, CLOCKWISE)),
        ("ROTATE: (1, 0) clockwise\n\nCheck: hmm, that seems to leave a gap. No, the gap is "
         "closed by the next turn.\n\nROTATE: (1, 0) clockwise", (2, CLOCKWISE)),
        # A bad outcome as the reason for the move, or of the board as it stands.
        ("ROTATE: (0, 0) clockwise\n\nChecking: the top end of (0, 0) points off the board, so "
         "(0, 0) should be turned clockwise.", (0, CLOCKWISE)),
        ("ROTATE: (0, 1) counterclockwise\n\nCheck: currently the pipe does not connect to "
         "(0, 0).", (1, COUNTERCLOCKWISE)),
        # A later clause saying the answer works settles the doubt.
        ("ROTATE: (1, 0) clockwise\n\nCheck: would a clockwise turn leave a gap? No: after a "
         "clockwise turn it connects to (0, 0).", (2, CLOCKWISE)),
    ],
)  # fmt: skip
def test_a_check_that_agrees_or_rejects_the_other_keeps_the_answer(
    reply: str, expected: tuple
) -> None:
    assert _read(reply) == expected


def test_check_outcomes_reads_clauses_after_the_cue_only() -> None:
    text = "ROTATE: (1, 1) clockwise. It connects.\nCheck: it points off the board; the other fits."
    outcomes = [(text[a:b], what) for a, b, what in check_outcomes(text, 24)]
    assert outcomes == [(": it points ", BAD), (" the other ", GOOD)]
    assert check_outcomes("ROTATE: (1, 1) clockwise. It points off the board.", 24) == []


@pytest.mark.parametrize(
    "reply",
    [
        "Rotate square 3 by 270° clockwise.",
        "Rotate square 3 by 180°.",
        "Rotate (1, 0) clockwise by 360 degrees.",
        "Rotate square 2 by -90°.",
        "ROTATE: (0, 1) 180°",
        "Give (0, 1) a 270 degree clockwise turn.",
    ],
)
def test_a_turn_by_an_angle_other_than_a_quarter_is_unreadable(reply: str) -> None:
    assert parse_rotation(reply, 2, 2).action is None


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Rotate square 3 by 90° clockwise.", (3, CLOCKWISE)),
        ("Rotate (0, 1) a quarter turn counterclockwise.", (1, COUNTERCLOCKWISE)),
        ("Rotate (1, 1) by +90° (positive meaning clockwise, as you defined it).", (3, CLOCKWISE)),
        ("Rotate (1, 0) clockwise. The pipe at 180° from the goal stays.", (2, CLOCKWISE)),
    ],
)  # fmt: skip
def test_a_quarter_turn_stays_read(reply: str, expected: tuple) -> None:
    assert _read(reply) == expected


# corpus_mazes' ORIGINAL: P at (1, 0), open moves (2, 0) and (1, 1), (0, 0) a wall.
CORRIDORS = np.array(
    [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 1, 1, 1, 0],
    ],
    dtype=bool,
)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("MOVE: (1, 1)\n\nCheck: moving to (1, 1) walks into a wall.", None),
        ("MOVE: (2, 0)\n\nCheck: after that move the player hits a wall.", None),
        ("MOVE: (2, 0)\n\nVerify: that step bumps into the wall, so it is wrong.", None),
        # Controls: another cell is the wall; no wall hit; the wall before the check cue.
        ("MOVE: (1, 1)\n\nCheck: (0, 0) is a wall, and (1, 1) is open.", (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: moving to (0, 0) would walk into a wall.", (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: moving to (1, 1) hits no wall.", (1, 1)),
        ("MOVE: (1, 1)\n\nGoing up walks into a wall, so right it is.", (1, 1)),
    ],
)
def test_a_check_saying_the_move_walks_into_a_wall_doubts_it(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == expected

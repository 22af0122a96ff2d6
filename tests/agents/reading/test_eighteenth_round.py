"""Issue 35, eighteenth round: the readers' rules for the habits v19 found misread.

A check after the answer preferring another answer by a word of choice
(:data:`agents.llm.reading.commitment.PREFERENCE_WORDS`) conflicts; "actually" correcting a fact
about the maze takes no answer back; an answer label in the other languages
(:data:`agents.llm.reading.directions.ANSWER_LABELS`) then a direction word is that neighbour; a
half-formed label after "the next move is" is the unclosed pair; a pick by place counts the items
of a numbered list just before it.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.commitment import PREFERENCE_WORDS
from agents.llm.reading.directions import ANSWER_LABELS

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


def _move(reply: str, finish_reason: str | None = None) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4, finish_reason=finish_reason).target


def test_the_tables_are_declared_and_cover_the_other_languages() -> None:
    assert {"better", "shorter", "optimal", "preferable", "makes more sense"} <= set(
        PREFERENCE_WORDS
    )
    assert "worse" not in PREFERENCE_WORDS and "longer" not in PREFERENCE_WORDS
    assert set(ANSWER_LABELS) == {
        "spanish", "french", "german", "portuguese", "italian", "russian", "japanese", "korean"
    }  # fmt: skip


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Another answer preferred after the answer: no move.
        ("MOVE: (1, 1)\n\nCheck: moving down to (2, 0) is shorter.", None),
        ("MOVE: (2, 0)\n\nLooking again, moving to (1, 1) makes more sense.", None),
        ("MOVE: (1, 1)\n\nHmm, I should have picked (2, 0).", None),
        ("MOVE: (1, 1)\n\nActually the maze row 1 is open, and (2, 0) is faster.", None),
        # Controls: the same answer preferred, the other worse or not better, a real correction.
        ("MOVE: (1, 1)\n\nCheck: moving right to (1, 1) is shorter than going down.", (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: going down to (2, 0) would be worse.", (1, 1)),
        ("MOVE: (2, 0)\n\nCheck: (1, 1) is not better.", (2, 0)),
        # "Actually" then a preference is a check that prefers (issue 35, twenty-third round;
        # was (2, 0)); a stated replacement is the new answer.
        ("MOVE: (1, 1)\n\nActually, (2, 0) is better.", None),
        ("MOVE: (1, 1)\n\nActually, I meant (2, 0).", (2, 0)),
        # A label in another language then a direction word, after P's cell in the prose.
        ("Игрок находится в (1, 0).\n\nХод: вправо", (1, 1)),
        ("El jugador está en (1, 0).\n\nMOVIMIENTO: abajo", (2, 0)),
        ("Le joueur est en (1, 0).\n\nMouvement : à droite", (1, 1)),
        ("Игрок находится в (1, 0).\n\nХод: вниз или вправо", None),
        # A half-formed label after "the next move is", unclosed at the end.
        ("Right is open, so the next move is MOVE (1, 1", (1, 1)),
        # A pick by place among a numbered list's items.
        (
            "Route:\n1. (1, 1)\n2. (1, 2)\n3. (1, 3)\n\nSo my next move is the first of these.",
            (1, 1),
        ),
        ("Options:\n1. (1, 1)\n2. (2, 0)\n\nBoth look fine.", None),
    ],
)
def test_solve_replies(reply: str, expected: tuple[int, int] | None) -> None:
    assert _move(reply) == expected


def test_a_cut_off_half_label_is_no_move() -> None:
    assert _move("So the next move is MOVE (2, 0", finish_reason="length") is None


def test_a_puzzle_check_preferring_another_square_in_its_own_clause_conflicts() -> None:
    reply = (
        "ROTATE: (0, 0) clockwise\n\nChecking: after that turn (0, 0) would point off the top "
        "edge, so turning (1, 1) counterclockwise is better."
    )
    assert not parse_rotation(reply, 2, 2).ok
    same = "ROTATE: (0, 0) clockwise\n\nCheck: turning (0, 0) clockwise is optimal."
    assert parse_rotation(same, 2, 2).square == 0

"""Issue 35, twenty-seventh round: what the text after a committed answer does.

:func:`agents.llm.reading.afterthoughts.afterthought` reads, phase-agnostic, a retraction never
replaced, a judgement leaning to another candidate, two answers under unsettled conditions, a
conclusion naming another answer, a question back offering two readings and a request to change
the answer: each leaves the reply undecided (conflicting). The controls (a replacement, a
dismissal, a settled conditional, a conclusion agreeing) are kept. Italian "verso il basso" is
down, and HTML tags around a labelled answer are markup.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.afterthoughts import afterthought
from agents.llm.reading.markup import replace_tags

UNDECIDED = [
    # withdrawn, never replaced
    "MOVE: (1, 1)\n\nHmm, that's wrong. The move should instead be",
    "SHAPE: square\n\nWait, no, that's not right. The shape is actually",
    "ROTATE: (0, 1) clockwise\n\nScratch that, I need to look at the board again.",
    # leaning to another candidate
    "MOVE: (2, 0)\n\nGoing right would likely be the better choice.",
    "MOVE: (1, 1)\n\nStill, (2, 0) may be the wiser step here.",
    "SHAPE: square\n\nIt might be better described as an L.",
    "ROTATE: (0, 1) clockwise\n\nTurning (1, 1) would probably work too, with less risk.",
    "MOVE: (2, 0)\n\nHaving slept on it, (1, 1) would arguably be the stronger opening.",
    "SHAPE: C\n\nOn balance, calling it a square could be more accurate.",
    # two answers under conditions
    "If the top row is quicker, MOVE: (1, 1). Otherwise MOVE: (2, 0).",
    "If P and G count, SHAPE: square. If not, SHAPE: C.",
    # another conclusion
    "MOVE: (1, 1)\n\nSo the sensible first step is really (2, 0).",
    "ROTATE: (1, 0) counterclockwise\n\nSummary: the square to turn is (1, 1), clockwise.",
    # a question back, a change asked for
    "With P and G it is a square, without them an L. Which reading do you want?",
    "MAZE:\n1 1 1\n1 P 1\n1 G 1\n\nYou may want to move G before using this.",
]
KEPT = [
    "MOVE: (1, 1)\n\nWait, no, that's not right. I should instead move to (2, 0).",
    "MOVE: (2, 0)\n\nCheck: is (1, 1) shorter? No, both take six moves, so (2, 0) stands.",
    "MOVE: (2, 0)\n\nGoing right might look as good, but it is no shorter, so going down stands.",
    "SHAPE: square\n\nIt might look like an L, but all four sides are there: not an L.",
    "PATH: (1, 0) (2, 0)\n\nThe top route is probably the safer one anyway.",
    "If (1, 1) were a wall I would go down, but it is open.\n\nMOVE: (1, 1)",
    "MOVE: (2, 0)\n\nSummary: from (1, 0) the best first step is (2, 0), down.",
    "MOVE: (2, 0)\n\nI first thought going right was shorter, but that's wrong: same length.",
    "MAZE:\n1 1 1\n1 P 1\n1 G 1\n\nYou can use this maze as it is.",
    "SHAPE: square\n\nWant me to explain it?",
    "MOVE: (2, 0)",
]


@pytest.mark.parametrize("reply", UNDECIDED)
def test_a_doubt_after_the_answer_leaves_it_undecided(reply: str) -> None:
    assert afterthought(reply)
    assert read_answer(reply).reason == CONFLICTING


@pytest.mark.parametrize("reply", KEPT)
def test_a_confirmation_a_dismissal_or_a_replacement_keeps_a_reading(reply: str) -> None:
    assert not afterthought(reply)
    assert read_answer(reply).reason is None


def test_the_strict_reading_is_left_as_it_was() -> None:
    reply = "MOVE: (1, 1)\n\nStill, (2, 0) may be the wiser step here."
    assert read_answer(reply, strict=True).reason is None


def test_italian_verso_il_basso_is_down_and_html_tags_are_markup() -> None:
    # corpus_mazes' ORIGINAL: P at (1, 0), open moves (2, 0) down and (1, 1) right.
    ring = [[0, 0, 0, 0, 0], [1, 1, 1, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 1, 1, 1, 0]]
    corridors = np.array(ring, dtype=bool)
    for reply, cell in [
        ("Il giocatore è in (1, 0). Mi muovo verso il basso.", (2, 0)),
        ("Vado verso l'alto.", (0, 0)),  # up: a wall, read as said
        ("Il labirinto è basso.", None),  # "basso" alone is "low"
    ]:
        assert parse_move(reply, corridors, (1, 0), 4).target == cell, reply
    assert replace_tags("<p>SHAPE: <b>square</b></p>").split() == ["SHAPE:", "square"]
    assert "SHAPE: square" in replace_tags("SHAPE: <square>")  # the placeholder brackets


def test_a_long_reply_is_read_without_raising() -> None:
    reply = "MOVE: (2, 0)\n\n" + "Check: (2, 0) is open. " * 50_000
    assert afterthought(reply) is False
    assert afterthought("") is False and afterthought("MOVE:") is False

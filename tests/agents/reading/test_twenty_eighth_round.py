"""Issue 35, twenty-eighth round: doubts after an answer read from general sources.

:func:`agents.llm.reading.afterthoughts.afterthought` reads a retraction or self-doubt marker
in any of the ten languages read, left without a new answer or settling; a last sentence left
unfinished; a preference for another side; a plan or a headed conclusion after the answer that
disagrees with it; another answer under another reading of the task; and a direction repeated on
a MOVE line. Each leaves the reply undecided (conflicting). An HTML list of cells after a path
label is the route.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.afterthoughts import afterthought
from agents.llm.reading.markup import replace_tags

UNDECIDED = [
    # withdrawn or doubted, in the languages read
    "MOVE: (1, 1)\n\nStrike that; I need to recount the walls.",
    "PATH: (1, 0) (2, 0)\n\nDon't use this path yet, I'll redo it.",
    "SHAPE: square\n\nI may have read the grid wrong here.",
    "MOVE: (2, 0)\n\nPensándolo bien, tengo que revisar las paredes.",
    "MOVE: (2, 0)\n\nAttendez, je ne suis pas sûr.",
    "SHAPE: square\n\nIch bin mir nicht ganz sicher.",
    "ROTATE: (0, 1) clockwise\n\n其实不对。",
    "SHAPE: square\n\nНе уверен, надо пересчитать.",
    "MOVE: (1, 1)\n\n잠깐, 다시 확인해야 해요.",
    # the answer doubted, another named after it
    "SHAPE: square\n\nI'm not so sure it is a square; it may be a C.",
    # unfinished
    "MOVE: (1, 1)\n\nHold on, I should correct that to",
    "SHAPE: L\n\nLooking again, the shape is —",
    # leaning elsewhere
    "MOVE: (2, 0)\n\nPero preferiría ir a la derecha.",
    "ROTATE: (0, 1) clockwise\n\nHowever I'd rather turn it counterclockwise.",
    # another answer-shaped part
    "MOVE: (1, 1)\n\nSteps:\n- (2, 0)\n- (3, 0)",
    "SHAPE: square\n\nFinal classification: spiral.",
    "SHAPE: square\n\nVerdict\nIt is an L.",
    # another reading; a repeated move word
    "SHAPE: square\n\nIf it means the filled shape, I would call it a block instead.",
    "MOVE: up up",
    "MOVE: left and left",
]
KEPT = [
    "MOVE: (1, 1)\n\nHold on, let me check: (1, 1) is open, so the move stands.",
    "MOVE: (2, 0)\n\nI was not sure about (1, 1) at first, but it is no shorter.",
    "SHAPE: square\n\nDouble-check: four sides, hollow middle. Matches.",
    "MOVE: (2, 0)\n\nThis is the move I'd stick to.",
    "MOVE: (1, 1)\n\nIch gehe lieber nach rechts.",
    "MOVE: (2, 0)\n\nOn second thought, I'd rather take the top row, so my move is (1, 1).",
    "MOVE: (1, 1)\n\n(If you'd prefer the left column instead, the first step would be (2, 0).)",
    "MOVE: (1, 1)\n\nPlan:\n1. (1, 0)\n2. (1, 1)\n3. (1, 2)",
    "MOVE: (1, 1)\n\nChecked walls:\n- (2, 0) open\n- (0, 1) wall",
    "SHAPE: square\n\nResult: square",
    "MOVE: right (to (1, 1))",
    "MOVE: right",
    # look-alikes of the markers: a verb, "different", a draft set aside, a word ending a line
    "MOVE: (2, 0)\n\nSe espera que el jugador llegue a G.",
    "MOVE: (1, 1)\n\n違う道もあるが、これが最短。",
    "MOVE: (2, 0)\n\nIgnore my earlier drafts above; this is final.",
    "MOVE: (1, 1)\n\nDon't use the bottom row, it is longer.",
    "MOVE: (2, 0)\n\nI still prefer going down.",
    "MOVE: (1, 1)\n\nThis is option A",
    "MOVE: (2, 0)\n\nWait for the next observation.",
    "MOVE: (2, 0)\n\nNot sure there is a shorter route, but this works.",
]


@pytest.mark.parametrize("reply", UNDECIDED)
def test_a_doubt_or_another_answer_after_the_answer_leaves_it_undecided(reply: str) -> None:
    assert afterthought(reply)
    assert read_answer(reply).reason == CONFLICTING


@pytest.mark.parametrize("reply", KEPT)
def test_a_settled_doubt_an_offer_or_an_agreeing_part_keeps_a_reading(reply: str) -> None:
    assert not afterthought(reply)
    assert read_answer(reply).reason is None


def test_an_html_list_of_cells_after_a_path_label_is_the_route() -> None:
    html = "<p>Path:</p>\n<ol>\n<li>(1, 0)</li>\n<li>(2, 0)</li>\n</ol>"
    assert "PATH: (1, 0) (2, 0)" in replace_tags(html)
    # A list after no path label stays as it was: items on their own lines.
    assert "PATH" not in replace_tags("<p>Walls:</p><ul><li>(0, 1)</li></ul>")


def test_a_long_reply_is_read_without_raising() -> None:
    reply = "MOVE: (2, 0)\n\n" + "Hold on, (2, 0) is open. " * 50_000
    assert afterthought(reply) is False
    assert afterthought("MOVE: (2, 0)\n\n" + "wait, " * 100_000) is True

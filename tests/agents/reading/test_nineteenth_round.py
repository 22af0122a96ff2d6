"""Issue 35, nineteenth round: the readers' rules for the habits v20 found misread.

A check after the answer that judges its kind right before another shape ("more of a C",
"closer to a Z", "really a C-shape") is a second answer, by letter as by name; the words after
the judgement must name a shape ("closer to a wall", "more of a U" conclude nothing). A numbered
plan of cell pairs from P closed by a statement of its first step ("So the first step is down.")
is that step; a statement naming another move contradicts it.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading.routes import CONTRADICTED, route_step
from experiments.maze.scoring import score_recognition


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A check concluding on another shape by its letter or name: no answer.
        ("SHAPE: square\n\nOn reflection the gap at the top-right makes it more of a C.", None),
        ("SHAPE: square\n\nLooking again, the middle diagonal makes it closer to a Z.", None),
        ("SHAPE: square\n\nOn second look it is really a C-shape.", None),
        ("SHAPE: square\n\nCheck: the middle run looks like the letter Z.", None),
        ("SHAPE: square\n\nOn reflection it is rather a spiral.", None),
        # Controls: no shape's letter, negated, the same shape, a letter in a word or a label.
        ("SHAPE: square\n\nOn reflection the gap makes it more of a U.", "square"),
        ("SHAPE: square\n\nCheck: the corner is closed, so it is not a C.", "square"),
        ("SHAPE: C\n\nOn reflection the gap on the right makes it more of a C.", "C"),
        ("SHAPE: square\n\nOn reflection the Corners make it more of a Closed loop.", "square"),
        ("SHAPE: square\n\nCheck: Option C would be the cross; the loop is closed.", "square"),
        ("SHAPE: square\n\nCheck: (C) was the other choice; all sides are closed.", "square"),
        ("SHAPE: square\n\nOn reflection row C closes it, so it is really a loop.", "square"),
        ("SHAPE: square\n\nCheck: drawn at 25 °C; the four sides are closed.", "square"),
    ],
)
def test_a_check_concluding_on_another_shape_by_its_letter(
    reply: str, expected: str | None
) -> None:
    score = score_recognition(reply, "square")
    if expected is None:
        assert score.predicted == "ambiguous"
    else:
        assert score.predicted == expected


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


def _move(reply: str) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4).target


_PLAN_DOWN = "Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n\n"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A numbered plan of cell pairs from P, its first step stated after it: that step.
        (_PLAN_DOWN + "So the first step is down.", (2, 0)),
        (_PLAN_DOWN + "The first move is (2, 0).", (2, 0)),
        (_PLAN_DOWN + "My next move is down, then along the bottom row.", (2, 0)),
        ("1) (1, 0) -> (1, 1)\n2) (1, 1) -> (1, 2)\n\nSo my first move is to the right.", (1, 1)),
        (_PLAN_DOWN, (2, 0)),  # the seventeenth round's plan, nothing after it
        # Contradicted, or not from P: no move.
        (_PLAN_DOWN + "So the first step is right.", None),
        (_PLAN_DOWN + "The first move is (1, 1).", None),
        ("Plan:\n1. (2, 0) → (3, 0)\n2. (3, 0) → (4, 0)\n\nSo the first step is down.", None),
        # "closer to a wall" names no answer: no second answer.
        ("MOVE: (1, 1)\n\nCheck: (2, 0) is closer to a wall.", (1, 1)),
    ],
)
def test_a_numbered_plan_of_cell_pairs_and_its_first_step_stated(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


def test_route_step_says_when_the_statement_contradicts_the_plan() -> None:
    assert route_step(_PLAN_DOWN + "So the first step is right.", (1, 0)) == CONTRADICTED
    assert route_step(_PLAN_DOWN + "So the first step is down.", (1, 0)) == (2, 0)
    # A closing line that is no statement of the first step leaves the plan unread as before.
    assert route_step(_PLAN_DOWN + "This reaches the goal.", (1, 0)) is None

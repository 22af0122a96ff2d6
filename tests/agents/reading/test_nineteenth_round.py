"""Issue 35, nineteenth round: the readers' rules for the habits v20 found misread.

A check after the answer that judges its kind right before another shape ("more of a C",
"closer to a Z", "really a C-shape") is a second answer, by letter as by name; the words after
the judgement must name a shape ("closer to a wall", "more of a U" conclude nothing).
"""

from __future__ import annotations

import pytest

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

"""Issue 35, thirty-seventh round: a figure that is none of the shapes, named beside the shape
on its own answer line ("SHAPE: square circle"), is a second answer with no pick, in both
readings; a figure ruled out or in a bracketed note is not."""

from __future__ import annotations

import pytest

from experiments.maze.scoring import score_recognition
from experiments.maze.scoring.recognition_figures import figure_beside
from experiments.maze.scoring.recognition_vocabulary import SIX


@pytest.mark.parametrize(
    ("reply", "predicted", "strict"),
    [
        ("SHAPE: square oval", "ambiguous", False),
        ("SHAPE: hexagon / square", "ambiguous", False),
        ("SHAPE: square or diamond", "ambiguous", False),
        ("SHAPE: square", "square", True),
        ("SHAPE: square, not a circle", "square", False),
        ("SHAPE: square (no star here)", "square", False),
        ("SHAPE: square rather than a circle", "square", True),
        ("SHAPE: square ring", "square", True),
    ],
)
def test_a_figure_beside_the_shape_is_a_second_answer(
    reply: str, predicted: str, strict: bool
) -> None:
    score = score_recognition(reply, "square")
    assert score.predicted == predicted
    assert score.strict is strict


@pytest.mark.parametrize("unit", [" ", "(", "not ", "circle", "square "])
def test_a_long_line_is_read_without_raising(unit: str) -> None:
    assert isinstance(figure_beside("square " + unit * 100_000, SIX), bool)


@pytest.mark.parametrize(
    ("reply", "predicted"),
    [
        # Issue 35, forty-first round: the figure on a later label line of its own is a second
        # answer; since the forty-sixth round two different label lines closing the reply make
        # it conflicting, whatever the second names (unreadable, not ambiguous).
        ("SHAPE: square\nSHAPE: circle", "unreadable"),
        ("Answer:\nSHAPE: square\nSHAPE: pentagon", "unreadable"),
        # A figure labelled alone is a wrong answer, not an unread one.
        ("SHAPE: circle", "none"),
        # The figure labelled first and a shape after it: the last labelled shape stands.
        ("SHAPE: oval\nNo, the corners are sharp.\nSHAPE: square", "square"),
        ("SHAPE: square\nSHAPE: square", "square"),
    ],
)
def test_a_figure_on_a_later_label_line_is_a_second_answer(reply: str, predicted: str) -> None:
    assert score_recognition(reply, "square").predicted == predicted

"""Issue 35, fortieth round: a figure that is none of the shapes offered in prose as the shape's
equal ("or you could say an oval; both work", "也像菱形，都可以") with no pick is a second answer,
``ambiguous``; a figure ruled out, a pick, or an answer line keeps the shape.

New replies, none from a reading set."""

from __future__ import annotations

import pytest

from experiments.maze.scoring import score_recognition
from experiments.maze.scoring.recognition_figures import figure_offered
from experiments.maze.scoring.recognition_vocabulary import SIX


@pytest.mark.parametrize(
    ("reply", "predicted"),
    [
        ("A square, though a diamond fits too; either works.", "ambiguous"),
        ("有点像正方形，也可以看成菱形，都行。", "ambiguous"),
        ("A square, not a diamond; either way the corners are right angles.", "square"),
        ("像正方形，不是菱形，都可以这么看。", "square"),
        ("像正方形，也像菱形，我选正方形。", "square"),
        ("A square or a diamond, both work.\nSHAPE: square", "square"),
        ("It is a square; both halves are equal.", "square"),
    ],
)
def test_a_figure_offered_as_the_shapes_equal_is_a_second_answer(
    reply: str, predicted: str
) -> None:
    assert score_recognition(reply, "square").predicted == predicted


@pytest.mark.parametrize("unit", [" ", "(", "both ", "菱形", "都可以", "。"])
def test_a_long_reply_is_read_without_raising(unit: str) -> None:
    assert isinstance(figure_offered("square " + unit * 200_000, SIX), bool)

"""Issue 35, forty-fifth round: the strict readings take one space after the answer's label,
as the prompt prints it ("MOVE:  (1, 1)", two spaces, is a format miss, the lead's ruling, as
for the MAZE block's spacing); the flexible reading still reads the cell.
"""

from __future__ import annotations

import pytest

from agents.llm.parsing import answer_coordinate, strict_move, strict_rotation
from experiments.maze.scoring.recognition_strict import strict_line
from experiments.maze.scoring.solution import strict_path_line


@pytest.mark.parametrize(
    ("reply", "cell"),
    [("MOVE: (1, 1)", (1, 1)), ("MOVE:  (1, 1)", None), ("MOVE:\t(1, 1)", None)],
)
def test_strict_move_takes_one_space_after_the_label(reply: str, cell: object) -> None:
    assert strict_move(reply) == cell


def test_the_flexible_reading_still_reads_two_spaces() -> None:
    assert answer_coordinate("Right is open.\n\nMOVE:  (1, 1)") == (1, 1)


def test_strict_rotation_and_path_take_one_space_after_the_label() -> None:
    assert strict_rotation("ROTATE: (0, 1) clockwise", 2, 2) is not None
    assert strict_rotation("ROTATE:  (0, 1) clockwise", 2, 2) is None
    assert strict_path_line("PATH: (1, 0) (2, 0)") == "(1, 0) (2, 0)"
    assert strict_path_line("PATH:  (1, 0) (2, 0)") is None


@pytest.mark.parametrize(
    ("reply", "answer"),
    [("SHAPE: square", "square"), ("SHAPE:  square", None), ("SHAPE:\tsquare", None)],
)
def test_strict_shape_takes_one_space_after_the_label(reply: str, answer: object) -> None:
    # Forty-sixth round: the one-space rule extended to SHAPE (v55r_gemma_two_spaces).
    assert strict_line("The loop is closed.\n\n" + reply) == answer

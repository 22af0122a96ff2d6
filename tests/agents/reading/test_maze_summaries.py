"""Issue 35, forty-fourth round: a summary after a maze naming a ring size the rows do not draw
("the final maze is the 5x5 outer ring" after a 3x3 ring) is a second maze and nothing picks;
a summary naming the drawn size, or the grid's size for the grid, keeps the maze.

New mazes and phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.maze_summaries import maze_summary_disagrees

RING_TR3 = "1 1 P 0 0\n1 1 0 1 0\n1 1 0 0 G\n1 1 1 1 1\n1 1 1 1 1"
"""A 3x3 ring in the top-right corner of a 5x5 grid."""


@pytest.mark.parametrize(
    ("after", "disagrees"),
    [
        ("Summary: a 4x4 ring around the centre.", True),
        ("总结：这是一个 5×5 的环。", True),
        ("In short: the 3x3 ring in the top-right corner, P and G on it.", False),
        ("Summary: a 5x5 maze whose open cells form a 3x3 square ring.", False),
        ("Summary: P starts on the top edge.", False),
        ("The 4x4 ring would not fit here.", False),
    ],
)
def test_a_summary_naming_another_ring_size_disagrees(after: str, disagrees: bool) -> None:
    assert maze_summary_disagrees("MAZE:\n" + RING_TR3 + "\n\n" + after) is disagrees


def test_no_maze_no_reading() -> None:
    assert not maze_summary_disagrees("SHAPE: square\n\nSummary: a 4x4 ring.")

"""Issue 35, forty-fifth round: a summary after the answer naming another route
(:mod:`agents.llm.reading.path_summaries`) or a maze in another corner or of another size in
Chinese (:mod:`agents.llm.reading.maze_summaries`). New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.maze_summaries import maze_summary_disagrees
from agents.llm.reading.path_summaries import path_summary_disagrees

DOWN_FIRST = "PATH: (1, 0) (2, 0) (3, 0) (3, 1) (3, 2)"
RING = "MAZE:\n1 1 1 1\n1 P 0 0\n1 0 1 0\n1 0 0 G"
"""A 3x3 ring in the bottom-right corner of a 4x4 grid."""


@pytest.mark.parametrize(
    "after",
    [
        "In short: right along row 1, then down.",
        "总结：先往右走，再往下走。",
        "Summary, the route is (1, 0) (1, 1) (1, 2).",
        "En bref : (1, 0), (2, 0), (2, 1).",
        # a move along a line of its own axis is a move (47th round)
        "In short: right along row 1, then down column 2.",
    ],
)
def test_a_summary_naming_another_route_disagrees(after: str) -> None:
    assert path_summary_disagrees(DOWN_FIRST + "\n\n" + after)


@pytest.mark.parametrize(
    "after",
    [
        "In short: down the left column, then right along row 3.",
        "总结：沿左边一列向下，再沿第 3 行向右。",
        "Summary: from (1, 0) to (3, 2) by way of (3, 0).",
        "In short, done. The route through (1, 1) was possible too, but I kept this one.",
        "The right column would also work.",  # no summary heading: another stage's concern
        "In short: down column 0, then right along row 3.",  # moves along their own lines
        "总结：向下走第 0 列，再沿第 3 行向右。",
    ],
)
def test_a_summary_of_the_same_route_agrees(after: str) -> None:
    assert not path_summary_disagrees(DOWN_FIRST + "\n\n" + after)


@pytest.mark.parametrize(
    ("after", "disagrees"),
    [
        ("总结：这是一个 3x3 的方形环，位于右下角。", False),
        ("总结：这是一个 3x3 的方形环，位于左上角。", True),
        ("总结：这是一个 2x2 的正方形环。", True),
        ("Summary: a 3x3 ring in the top-right corner.", True),
        ("Summary: a 3x3 ring in the bottom right.", False),
        # a caption right after the rows, no heading (47th round)
        ("A 2x2 ring in the bottom-right corner.", True),
        ("This is a 3x3 ring in the top-left corner.", True),
        ("一个位于左上角的 3x3 方形环。", True),
        ("A 3x3 ring in the bottom-right corner.", False),
        ("Das ist ein 3x3 ring unten rechts.", False),
        ("The original is a 5x5 ring; this one is smaller.", False),  # no caption
        ("Done.\n\nA 2x2 ring would not fit.", False),  # not the line right after
    ],
)
def test_a_maze_summary_is_read_for_its_corner_and_its_chinese_ring(
    after: str, disagrees: bool
) -> None:
    assert maze_summary_disagrees(RING + "\n\n" + after) is disagrees

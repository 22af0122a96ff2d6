"""Words about a maze naming another shape than its rows draw (issue 35, forty-ninth round)."""

from __future__ import annotations

import pytest

from agents.llm.reading.maze_descriptions import maze_described_otherwise
from agents.llm.reading.maze_summaries import maze_summary_disagrees

RING_TL3 = "P 0 0 1 1\n0 1 0 1 1\n0 0 G 1 1\n1 1 1 1 1\n1 1 1 1 1"
RING_BR3 = "1 1 1 1 1\n1 1 1 1 1\n1 1 P 0 0\n1 1 0 1 0\n1 1 0 0 G"


@pytest.mark.parametrize(
    ("reply", "other"),
    [
        ("Here's a maze whose open cells form a cross:\n\nMAZE:\n" + RING_TL3, True),
        ("Below is a maze shaped like a spiral.\n\nMAZE:\n" + RING_TL3, True),
        ("下面这个迷宫的通路组成一个十字形：\n\nMAZE:\n" + RING_TL3, True),
        ("MAZE:\n" + RING_TL3 + "\n\nSummary: the open cells form a plus sign.", True),
        # The drawn shape named, another one ruled out, a lone "X" in a size, the maze before.
        ("Here's a maze shaped like a small square:\n\nMAZE:\n" + RING_TL3, False),
        ("A square, not a cross:\n\nMAZE:\n" + RING_TL3, False),
        ("Here is a 5X5 maze:\n\nMAZE:\n" + RING_TL3, False),
        ("That one was a plus sign, not a square. Corrected:\n\nMAZE:\n" + RING_TL3, False),
        ("The original maze was a spiral? No. Here it is:\n\nMAZE:\n" + RING_TL3, False),
        # No shape named: the rows are not read.
        ("MAZE:\n" + RING_TL3, False),
    ],
)
def test_a_shape_named_about_the_maze_against_the_drawn_one(reply: str, other: bool) -> None:
    assert maze_described_otherwise(reply) is other


def test_a_chinese_square_ring_called_fang_huan_is_sized() -> None:
    # "方环" (a square ring, the 形 left out) names the ring's size as "方形环" does.
    assert maze_summary_disagrees("MAZE:\n" + RING_BR3 + "\n\n总结：右下角一个 4x4 的方环。")
    assert not maze_summary_disagrees("MAZE:\n" + RING_BR3 + "\n\n总结：右下角一个 3x3 的方环。")
    assert maze_summary_disagrees("MAZE:\n" + RING_BR3 + "\n\n总结：左上角一个 3x3 的方环。")


def test_hostile_text_never_raises() -> None:
    for text in ("MAZE:", "MAZE:\n1 1", "Here's a cross:\nMAZE:\n" + "0 " * 5000, "十字形：" * 999):
        assert maze_described_otherwise(text) in (True, False)

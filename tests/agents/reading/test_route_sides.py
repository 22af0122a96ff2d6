"""A route's summary read by the sides it goes along (issue 35, forty-ninth round)."""

from __future__ import annotations

import pytest

from agents.llm.reading.path_summaries import path_summary_disagrees
from agents.llm.reading.restate_markers import opens_restatement
from agents.llm.reading.route_sides import goes_along, sides_named

LEFT = [(1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (4, 2), (4, 3)]
RIGHT = [(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)]


@pytest.mark.parametrize(
    ("line", "sides"),
    [
        ("So: across the top and down the right side.", {"top", "right"}),
        ("总结：沿上边走，再沿右侧走到终点。", {"top", "right"}),
        ("Resumen: por el borde de arriba y luego por el borde derecho.", {"top", "right"}),
        ("En bref : par le haut, puis le long du côté droit.", {"top", "right"}),
        # A corner is the goal's place, not a leg; a Chinese direction word opening a move.
        ("then on to the goal in the bottom-right corner", set()),
        ("到右下角的终点", set()),
        ("向右边走一格", set()),
        ("down, down, right", set()),
    ],
)
def test_the_sides_a_line_names(line: str, sides: set[str]) -> None:
    assert sides_named(line) == sides


def test_a_path_goes_along_a_side_with_two_cells_on_that_edge_not_one() -> None:
    assert goes_along(LEFT, "left") and goes_along(LEFT, "bottom")
    assert not goes_along(LEFT, "top") and not goes_along(LEFT, "right")
    assert goes_along(RIGHT, "top") and goes_along(RIGHT, "right")
    assert not goes_along(RIGHT, "left") and not goes_along(RIGHT, "bottom")


def _path(cells: list[tuple[int, int]]) -> str:
    return "PATH: " + " ".join(f"({r}, {c})" for r, c in cells)


@pytest.mark.parametrize(
    ("cells", "summary", "disagrees"),
    [
        (LEFT, "So: across the top and down the right side.", True),
        (RIGHT, "So: across the top and down the right side.", False),
        (LEFT, "总结：沿上边走，再沿右侧走到终点。", True),
        (LEFT, "总结：沿左边走，再沿下边走到终点。", False),
        (RIGHT, "In short: along the left side and across the bottom.", True),
    ],
)
def test_a_summary_naming_other_sides_disagrees_and_the_path_s_own_agree(
    cells: list[tuple[int, int]], summary: str, disagrees: bool
) -> None:
    assert path_summary_disagrees(_path(cells) + "\n\n" + summary) is disagrees


@pytest.mark.parametrize(
    ("line", "opens"),
    [("So: the top route.", True), ("所以：右上角那块。", True), ("So, the top route.", False)],
)
def test_so_heads_a_summary_only_with_a_colon(line: str, opens: bool) -> None:
    assert (opens_restatement(line) is not None) is opens

"""Issue 35, twenty-sixth round: the readers' rules for the habits v27 found misread.

Two cells offered as possible moves with "the cell" before each pair and a place phrase after
the first ("You can go to the cell (1, 1) on the right side and to the cell (2, 0) at the
bottom") are two offers, none picked. After a one-shot ``PATH:``, another full route named with
a preference ("looks more natural", "cleaner", "simpler", "nicer", "I prefer") or a verdict is a
second answer, none said to stand (conflicting); a part of the route, or the answer's own route
preferred, is not.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading import CONFLICTING
from agents.llm.reading.corrections import PREFERENCE_WORDS
from envs.maze_nav.logic import Maze
from experiments.maze.scoring.solution import check_solution

# corpus_mazes' ORIGINAL: a 4x4 ring, P at (1, 0), G at (4, 3); open moves (2, 0) and (1, 1).
_OPEN = [[0, 0, 0, 0, 0], [1, 1, 1, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 1, 1, 1, 0]]
CORRIDORS = np.array(_OPEN, dtype=bool)
ORIGINAL = Maze(CORRIDORS, (1, 0), (4, 3), 4, "square")
RIGHT = "(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)"
LEFT = "(1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)"


def _move(reply: str) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4).target


@pytest.mark.parametrize(
    "reply",
    [
        "You can go to the cell (1, 1) on the right side and to the cell (2, 0) at the bottom "
        "side of the player.",
        "The player can move to the cell (2, 0) below and to the cell (1, 1) on its right.",
        "You can step to the position (2, 0) at the bottom and to the position (1, 1) at the "
        "right side.",
    ],
)
def test_two_cells_offered_with_the_cell_and_a_place_are_no_pick(reply: str) -> None:
    assert _move(reply) is None


@pytest.mark.parametrize(
    ("reply", "cell"),
    [
        ("You can go to the cell (1, 1) on the right side or to the cell (2, 0) at the bottom. "
         "I choose (2, 0).\nMOVE: (2, 0)", (2, 0)),
        ("You can go to the cell (2, 0) at the bottom and then to the cell (3, 0).\n"
         "MOVE: (2, 0)", (2, 0)),
    ],
)  # fmt: skip
def test_a_pick_or_a_route_is_still_read(reply: str, cell: tuple[int, int]) -> None:
    assert _move(reply) == cell


@pytest.mark.parametrize(
    "check",
    [
        f"Double-check: every step is open. The left route {LEFT} looks more natural, though.",
        f"Check: it reaches G. I prefer {LEFT} though.",
        f"Check: fine. But {LEFT} seems simpler.",
        f"Verify: each step is open. The route {LEFT} is the one to take.",
    ],
)
def test_another_route_preferred_after_the_path_is_conflicting(check: str) -> None:
    found = check_solution(f"PATH: {RIGHT}\n\n{check}", ORIGINAL)
    assert not found.success and found.unreadable == CONFLICTING


@pytest.mark.parametrize(
    "check",
    [
        f"Check: every step is open. The route {RIGHT} looks more natural than the left one.",
        f"Check: the route {LEFT} is longer.",
        "Verify: the route goes (1, 1) (1, 2) (1, 3) and then down the right column.",
        "Let me double-check each step: (1,0)→(1,1) ✓, (1,1)→(1,2) ✓, (1,2)→(1,3) ✓, "
        "(1,3)→(2,3) ✓, (2,3)→(3,3) ✓, (3,3)→(4,3) ✓. All open.",
    ],
)
def test_the_own_route_a_part_or_a_rejected_route_keeps_the_path(check: str) -> None:
    assert check_solution(f"PATH: {RIGHT}\n\n{check}", ORIGINAL).success


def test_an_offer_to_prefer_is_no_preference() -> None:
    # "if you'd prefer" offers an alternative (v12): only "I prefer" is in the table.
    assert "i prefer" in PREFERENCE_WORDS and "prefer" not in PREFERENCE_WORDS
    reply = (
        "MOVE: (1, 1)\n\n(If you'd prefer the left column instead, the first step would be (2, 0).)"
    )
    assert _move(reply) == (1, 1)

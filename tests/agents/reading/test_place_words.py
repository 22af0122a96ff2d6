"""Issue 35, forty-fourth round: a position word naming a place beside a prose move ("沿着上面
的通道", "the left wall", "le couloir du haut") is no second direction; the move is the
direction the move verb takes, and when the last verb's clause names only a place, the verb
before it is read. A position word after 向/往 with no "的" is still a move.

New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.directions import TWO_ANSWERS
from agents.llm.reading.move_verbs import committed_direction
from envs.maze_nav.logic import Action


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("应该向下走，再顺着右边的墙前进。", Action.DOWN),
        ("先往左移动一格，沿着下边的走廊前进。", Action.LEFT),
        ("I'd step up, hugging the right wall.", Action.UP),
        ("Je vais en bas, vers le couloir de gauche.", Action.DOWN),
        ("应该往上面走。", Action.UP),
    ],
)
def test_a_place_word_is_not_a_second_move(reply: str, action: Action) -> None:
    assert committed_direction(reply) == (action, "one")


def test_two_moves_offered_stay_two() -> None:
    assert committed_direction("向左走或者向下走都可以。") == (None, TWO_ANSWERS)

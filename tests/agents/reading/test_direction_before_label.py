"""Issue 35, forty-third round: a move verb and a direction on the answer's line, before its
``MOVE:`` label, say the move again; naming another neighbour than the label's cell, the reply
is conflicting, naming the same one it stands.

New phrasings on an open 3 x 3 board from the centre (1, 1), none from a reading set.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading import CONFLICTING


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("I go up: MOVE: (0, 1)", (0, 1)),
        ("I go up: MOVE: (2, 1)", None),
        ("向左走：MOVE: (1, 0)", (1, 0)),
        ("向左走：MOVE: (1, 2)", None),
        ("Voy hacia la derecha: MOVE: (1, 2)", (1, 2)),
        ("Voy hacia la derecha: MOVE: (0, 1)", None),
        # no move verb before the label: "下一步" ("next step") is no direction
        ("所以下一步：MOVE: (2, 1)", (2, 1)),
        ("Up is blocked, so MOVE: (2, 1)", (2, 1)),
    ],
)
def test_a_direction_before_the_label_is_compared_with_its_cell(
    text: str, target: tuple[int, int] | None
) -> None:
    parsed = parse_move(text, np.ones((3, 3), dtype=bool), (1, 1), 4)
    assert parsed.target == target
    if target is None:
        assert parsed.unreadable == CONFLICTING

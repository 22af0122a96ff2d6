"""Issue 35, forty-fourth round: a verb that carries its direction ("Je monte", "Bajo",
"Scendo") beside an answer label is the move said again: disagreeing with the label's cell it
leaves the reply open, agreeing it keeps it. Alone, with no label, it is left unread, as the
earlier sets label "Je descends d'une case.".

New phrasings on the corpus maze (P (1, 0); (0, 0) up is a wall, (2, 0) down and (1, 1) right
are open), none from a reading set.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading.move_verbs import committed_direction
from envs.maze_nav.logic import Action

CORRIDORS = np.array(
    [[0, 0, 0, 0, 0], [1, 1, 1, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 1, 1, 1, 0]],
    dtype=bool,
)


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("Je descends : MOVE: (2, 0)", (2, 0)),
        ("Bajo: MOVE: (2, 0)", (2, 0)),
        ("Scendo: MOVE: (1, 1)", None),
        ("Subo: MOVE: (2, 0)", None),
        ("Je monte : MOVE: (2, 0)", None),
    ],
)
def test_a_directed_verb_beside_the_label_is_compared(reply: str, target: object) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target


def test_a_directed_verb_alone_is_read_only_when_asked() -> None:
    assert committed_direction("Je descends d'une case.") == (None, None)
    assert committed_direction("Je descends d'une case.", directed=True) == (Action.DOWN, "one")

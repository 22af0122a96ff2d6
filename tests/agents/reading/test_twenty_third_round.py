"""Issue 35, twenty-third round: the readers' rules for the habits v24 found misread.

After a one-square answer, a later sentence naming the other turn without a square
("Counterclockwise is the turn that connects it", "the other way works") is a second answer. A
correction cue that only signals a change of mind ("actually", "on second thought") followed by
a preference ("is the better choice") is a check that prefers, not a replacement: conflicting,
unless a replacement is stated ("I meant (2, 0)", "I'll go with (2, 0) instead"). Inside a
check section another answer of the same kind counts without a verdict word. The strict
recognition line refuses a generic noun after the name ("SHAPE: square shape").
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.directions import CLOCKWISE, COUNTERCLOCKWISE
from experiments.maze.scoring import score_recognition

# corpus_mazes' ORIGINAL: P at (1, 0), open moves (2, 0) and (1, 1), (0, 0) a wall.
CORRIDORS = np.array(
    [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 0, 0, 1, 0],
        [1, 1, 1, 1, 0],
    ],
    dtype=bool,
)


def _move(reply: str) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4).target


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("ROTATE: (1, 0) clockwise\n\nCheck: it points off the board. Counterclockwise is "
         "the turn that connects it.", None),
        ("ROTATE: (1, 1) clockwise\n\nHmm, it should go anticlockwise.", None),
        ("ROTATE: (0, 1) counterclockwise\n\nLooking again, the other way works.", None),
        ("ROTATE: (0, 0) clockwise\n\nOn reflection, counterclockwise is what it needs.", None),
        # Controls: the other turn refused or failing, the same turn restated.
        ("ROTATE: (1, 0) clockwise\n\nCheck: clockwise is right, not counterclockwise.",
         (2, CLOCKWISE)),
        ("ROTATE: (1, 0) clockwise\n\nCheck: counterclockwise would point it off the board.",
         (2, CLOCKWISE)),
        ("ROTATE: (1, 0) counterclockwise\n\nCheck: counterclockwise is the turn that "
         "connects it.", (2, COUNTERCLOCKWISE)),
    ],
)  # fmt: skip
def test_the_other_turn_named_after_a_one_square_answer(
    reply: str, expected: tuple[int, str] | None
) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (None if parsed.square is None else (parsed.square, parsed.direction)) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A preference after a change-of-mind cue: a check that prefers, no move.
        ("MOVE: (1, 1)\n\nLet me look again... actually (2, 0) is the better choice.", None),
        ("MOVE: (2, 0)\n\nOn second thought, (1, 1) is best.", None),
        ("MOVE: (1, 1)\n\nOops, (2, 0) is shorter.", None),
        # Controls: a stated replacement is the new answer.
        ("MOVE: (1, 1)\n\nActually, I meant (2, 0).", (2, 0)),
        ("MOVE: (1, 1)\n\nWait, the bottom row is open; let me change my answer to (2, 0).",
         (2, 0)),
        ("MOVE: (1, 1)\n\nActually, (2, 0) is the better choice. So my move is (2, 0).", (2, 0)),
        ("MOVE: (1, 1)\n\nActually (2, 0) is better, so I'll go with (2, 0) instead.", (2, 0)),
        ("MOVE: (1, 1)\n\nActually (2, 0) is the better choice.\n\nMOVE: (2, 0)", (2, 0)),
        # Inside a check section another cell counts without a verdict word.
        ("MOVE: (1, 1)\n\nVerify: the player goes to (2, 0) and follows the bottom row.", None),
        ("MOVE: (2, 0)\n\nDouble-checking: step to (1, 1), then along the top.", None),
        # Controls: a wall, the route the answer starts, no check at all.
        ("MOVE: (1, 1)\n\nCheck: (0, 0) is a wall, and (1, 1) is open.", (1, 1)),
        ("MOVE: (1, 1)\n\nVerify: from (1, 1) the path continues to (1, 2), then down to G.",
         (1, 1)),
        ("MOVE: (1, 1)\n\nThe player left (2, 0) behind earlier.", (1, 1)),
    ],
)  # fmt: skip
def test_a_check_that_prefers_or_names_another_cell(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


@pytest.mark.parametrize(
    ("line", "strict"),
    [
        ("SHAPE: square shape", False),
        ("SHAPE: square figure.", False),
        ("SHAPE: square", True),
        ("SHAPE: square ring", True),  # a two-word name (v9, v14, v18)
    ],
)
def test_strict_refuses_a_generic_noun_after_the_name(line: str, strict: bool) -> None:
    score = score_recognition(f"The open cells form a loop.\n\n{line}", "square")
    assert score.success
    assert score.strict is strict

"""Issue 35, nineteenth round: the readers' rules for the habits v20 found misread.

A check after the answer that judges its kind right before another shape ("more of a C",
"closer to a Z", "really a C-shape") is a second answer, by letter as by name; the words after
the judgement must name a shape ("closer to a wall", "more of a U" conclude nothing). A numbered
plan of cell pairs from P closed by a statement of its first step ("So the first step is down.")
is that step; a statement naming another move contradicts it. Korean, Japanese and Chinese turn
words are read with a space or without one, a Korean particle after them ("반시계 방향으로").
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.directions import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    VOCABULARY,
    line_directions,
    word_key,
)
from agents.llm.reading.routes import CONTRADICTED, route_step
from experiments.maze.scoring import score_recognition


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A check concluding on another shape by its letter or name: no answer.
        ("SHAPE: square\n\nOn reflection the gap at the top-right makes it more of a C.", None),
        ("SHAPE: square\n\nLooking again, the middle diagonal makes it closer to a Z.", None),
        ("SHAPE: square\n\nOn second look it is really a C-shape.", None),
        ("SHAPE: square\n\nCheck: the middle run looks like the letter Z.", None),
        ("SHAPE: square\n\nOn reflection it is rather a spiral.", None),
        # Controls: no shape's letter, negated, the same shape, a letter in a word or a label.
        ("SHAPE: square\n\nOn reflection the gap makes it more of a U.", "square"),
        ("SHAPE: square\n\nCheck: the corner is closed, so it is not a C.", "square"),
        ("SHAPE: C\n\nOn reflection the gap on the right makes it more of a C.", "C"),
        ("SHAPE: square\n\nOn reflection the Corners make it more of a Closed loop.", "square"),
        ("SHAPE: square\n\nCheck: Option C would be the cross; the loop is closed.", "square"),
        ("SHAPE: square\n\nCheck: (C) was the other choice; all sides are closed.", "square"),
        ("SHAPE: square\n\nOn reflection row C closes it, so it is really a loop.", "square"),
        ("SHAPE: square\n\nCheck: drawn at 25 °C; the four sides are closed.", "square"),
    ],
)
def test_a_check_concluding_on_another_shape_by_its_letter(
    reply: str, expected: str | None
) -> None:
    score = score_recognition(reply, "square")
    if expected is None:
        # Two shapes, neither said to stand: "ambiguous" from the shape reader, or, where the
        # sentence concludes ("is really a C"), a conflict found before it (the twenty-seventh
        # round's afterthoughts: "unreadable"). Never the answer line's square.
        assert score.predicted in ("ambiguous", "unreadable") and not score.success
    else:
        assert score.predicted == expected


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


_PLAN_DOWN = "Plan:\n1. (1, 0) → (2, 0)\n2. (2, 0) → (3, 0)\n3. (3, 0) → (4, 0)\n\n"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A numbered plan of cell pairs from P, its first step stated after it: that step.
        (_PLAN_DOWN + "So the first step is down.", (2, 0)),
        (_PLAN_DOWN + "The first move is (2, 0).", (2, 0)),
        (_PLAN_DOWN + "My next move is down, then along the bottom row.", (2, 0)),
        ("1) (1, 0) -> (1, 1)\n2) (1, 1) -> (1, 2)\n\nSo my first move is to the right.", (1, 1)),
        (_PLAN_DOWN, (2, 0)),  # the seventeenth round's plan, nothing after it
        # Contradicted, or not from P: no move.
        (_PLAN_DOWN + "So the first step is right.", None),
        (_PLAN_DOWN + "The first move is (1, 1).", None),
        ("Plan:\n1. (2, 0) → (3, 0)\n2. (3, 0) → (4, 0)\n\nSo the first step is down.", None),
        # "closer to a wall" names no answer: no second answer.
        ("MOVE: (1, 1)\n\nCheck: (2, 0) is closer to a wall.", (1, 1)),
    ],
)
def test_a_numbered_plan_of_cell_pairs_and_its_first_step_stated(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


def test_route_step_says_when_the_statement_contradicts_the_plan() -> None:
    assert route_step(_PLAN_DOWN + "So the first step is right.", (1, 0)) == CONTRADICTED
    assert route_step(_PLAN_DOWN + "So the first step is down.", (1, 0)) == (2, 0)
    # A closing line that is no statement of the first step leaves the plan unread as before.
    assert route_step(_PLAN_DOWN + "This reaches the goal.", (1, 0)) is None


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Korean turn words with a space or without one, a particle after them.
        ("(0, 1) 칸을 반시계 방향으로 돌립니다.", (1, COUNTERCLOCKWISE)),
        ("(0, 1) 칸을 반시계방향으로 돌립니다.", (1, COUNTERCLOCKWISE)),
        ("(1, 1) 칸을 시계방향으로 회전합니다.", (3, CLOCKWISE)),
        ("(0, 0) 칸을 시계 반대 방향으로 돌립니다.", (0, COUNTERCLOCKWISE)),
        ("ROTATE: (1, 0) 시계 방향", (2, CLOCKWISE)),
        # Japanese and Chinese with a space written between the characters.
        ("(0, 1) のマスを時計 回りに回転します。", (1, CLOCKWISE)),
        ("(1, 0) のマスを反時計 回りに回します。", (2, COUNTERCLOCKWISE)),
        ("把 (1, 1) 逆 时针 旋转。", (3, COUNTERCLOCKWISE)),
        # Controls: both turns named; no turn ("위치" is position).
        ("(1, 0) 칸을 시계 방향 또는 반시계 방향으로 돌립니다.", None),
        ("(0, 1) 칸의 위치를 확인합니다.", None),
    ],
)
def test_cjk_turn_words_with_or_without_a_space(reply: str, expected: tuple | None) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.square, parsed.direction) == expected if expected else not parsed.ok


def test_the_korean_table_has_the_common_counterclockwise_phrase() -> None:
    assert VOCABULARY["korean"][COUNTERCLOCKWISE][-1] == "시계 반대 방향"
    # A direction word takes no particle it does not list: "오른쪽에" is where a wall is.
    assert line_directions("오른쪽에 벽이 있습니다") == set()
    assert word_key("右 上") == "右上" and word_key("Down  Right") == "down right"

"""Issue 35, thirty-sixth round: the answer named again as another value, or another value of
its kind offered after it, leaves the reply without one answer.

New phrasings on small boards, none from a reading set: each unclear form beside its clear
controls (agreeing restatements, values named as rejected or of another kind, asides).
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.afterthoughts import afterthought
from agents.llm.reading.restatements import restated_otherwise
from agents.llm.rotation_parsing import parse_rotation
from agents.llm.rotation_squares import glossed_square
from envs.maze_nav.shape_registry import ShapeEntry, register_shape, unregister_shape

_ROUTE = "PATH: (0, 0) (0, 1) (0, 2) (1, 2) (2, 2)"
_MAZE = "MAZE:\n1 1 1\n1 P 0\n1 0 G"


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        # a route's directions or its summary, going the other way or agreeing
        (_ROUTE + "\n\nAs steps: down, down, right, right.", True),
        (_ROUTE + "\n\nIn short: first down, then along to the right.", True),
        # "So:" heading the moves, a move along a line of its own axis (47th round)
        (_ROUTE + "\n\nSo: down twice, then right twice.", True),
        (_ROUTE + "\n\nSo: right twice, then down twice.", False),
        (_ROUTE + "\n\nRoute: down column 0, then right along row 2.", True),
        (_ROUTE + "\n\nRoute: right along row 0, then down column 2.", False),
        (_ROUTE + "\n\nSo, down is blocked at the start.", False),
        (_ROUTE + "\n\nIn short: right along row 0, then down the right column.", False),
        (_ROUTE + "\n\nright, right, down, down", False),
        (_ROUTE + "\n\nI checked it: from (0, 0) I go right, then down to (2, 2).", False),
        (_ROUTE + "\n\nSummary: right twice, not down, then down twice.", False),
        (_ROUTE + "\n\nThe plan: go down first, then right.", True),
        (_ROUTE + "\n\nThe route in words: right twice, then down twice.", False),
        # a cell glossed by another cell on its line
        ("MOVE: (0, 1) i.e. row 1, column 0", True),
        ("MOVE: (0, 1) = (1, 0)", True),
        ("MOVE: (0, 1) i.e. row 0, column 1", False),
        ("MOVE: (0, 1) (one step right of (0, 0))", False),
        # a shape glossed by another shape's name, in any language the registry holds
        ("SHAPE: L (十字形)", True),
        ("SHAPE: T - a cross, really", True),
        ("SHAPE: cross (十字形)", False),
        ("SHAPE: L, not a T", False),
        ("SHAPE: square spiral", False),
        # a maze whose rows put P or G elsewhere than a sentence after it says
        (_MAZE + "\n\nP starts at (0, 0) here.", True),
        (_MAZE + "\n\nThe goal is at (1, 2).", True),
        (_MAZE + "\n\nP is at (1, 1) and G is at (2, 2).", False),
    ],
)
def test_a_restatement_that_disagrees_leaves_no_answer(text: str, otherwise: bool) -> None:
    assert restated_otherwise(text) is otherwise


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("MOVE: (0, 1)\n\nStepping to (1, 0) instead would be just as fine.", True),
        ("MOVE: (0, 1)\n\nAlternatively (1, 0) works.", True),
        ("SHAPE: T\n\nAn L fits it equally.", True),
        # "too" is no offer ("(2, 0) too." keeps the answer: the twentieth round's control)
        ("SHAPE: T\n\nAn L would do too.", False),
        ("MOVE: (0, 1)\n\n(1, 0) is also free, yet it leads nowhere shorter.", False),
        (_MAZE + "\n\nThis one is also fine:\n\n1 1 1\n1 G 0\n1 0 P", True),
        ("ROTATE: (0, 0) clockwise\n\nWould you rather I turned (1, 1)?", True),
        # kept, rejected, an aside, another kind of value, a later move, the user's wish
        ("MOVE: (0, 1)\n\n(1, 0) also works, but I'll stick with (0, 1).", False),
        ("MOVE: (0, 1)\n\n(1, 0) would also be open, yet it is not shorter.", False),
        ("MOVE: (0, 1)\n\n(Note: (1, 0) is equally short.)", False),
        ("MOVE: (0, 1)\n\nAn equally good alternative would be (1, 0).", False),
        ("MOVE: (0, 1)\n\nThe goal is at (2, 2), which this also approaches.", False),
        ("MOVE: (0, 1)\n\nIf you want, I can also try (1, 0) next time.", False),
        ("SHAPE: T\n\nIt is also symmetric, so no L.", False),
        (_MAZE + "\n\nIt is also small, so P reaches G in two moves.", False),
    ],
)
def test_another_value_offered_after_the_answer_leaves_no_answer(
    text: str, otherwise: bool
) -> None:
    assert restated_otherwise(text) is otherwise


def test_the_pipeline_abstains_on_a_disagreeing_restatement_flexible_only() -> None:
    text = _ROUTE + "\n\nIn directions: down, down, right, right."
    assert read_answer(text).reason == CONFLICTING
    # The strict reading reads the reply's own last line; this round leaves it as it was.
    assert read_answer(text, strict=True).reason is None


def test_a_shape_added_to_the_registry_is_compared_too() -> None:
    # The shape names come from the registry: a new entry's names need no edit here.
    entry = ShapeEntry(
        name="hook",
        templates=lambda size: [],
        connectivity=4,
        names={"en": ("hook", "fish hook"), "zh": ("钩形",)},
    )
    register_shape(entry)
    try:
        assert restated_otherwise("SHAPE: hook (十字形)") is True
        assert restated_otherwise("SHAPE: hook (钩形)") is False
    finally:
        unregister_shape("hook")
    assert restated_otherwise("SHAPE: hook (十字形)") is False


@pytest.mark.parametrize(
    ("line", "otherwise"),
    [
        ("ROTATE: (1, 2) clockwise (square 4)", True),  # (1, 2) is square 5 on 3 columns
        ("ROTATE: (1, 2) clockwise - that is, square 5.", False),
        ("ROTATE: (2, 2) counterclockwise, i.e. the top-right piece", True),
        ("ROTATE: (2, 2) counterclockwise, i.e. the bottom-right piece", False),
        ("ROTATE: square 4 clockwise (not square 5)", False),
        ("ROTATE: (0, 0) clockwise", False),
    ],
)
def test_a_square_glossed_as_another_square_is_no_move(line: str, otherwise: bool) -> None:
    assert glossed_square(line, 3, 3) is otherwise
    parsed = parse_rotation(line, 3, 3)
    assert (parsed.square is None) is otherwise


@pytest.mark.parametrize("unit", [" ", ".", "(", ")", ", ", "also ", "(0, 1) ", "down, ", "1 "])
def test_a_long_run_is_read_without_raising(unit: str) -> None:
    # Both checks read a bounded tail or line: a long run is no error and no answer.
    run = unit * 50_000
    for head in ("MOVE: (0, 1)\n\n", _ROUTE + "\n\n", "SHAPE: T ", _MAZE + "\n\n"):
        assert isinstance(restated_otherwise(head + run), bool)
        assert isinstance(restated_otherwise(run + "\n\n" + head), bool)
    assert glossed_square("ROTATE: (0, 0) clockwise " + run, 3, 3) is False


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("MOVE: (0, 1)\n\nIn words: one step down.", None),  # (0, 1) is right of (0, 0)
        ("MOVE: (1, 0)\n\nThat is, a single step to the right.", None),
        ("MOVE: (0, 1)\n\nIn words: one step right.", (0, 1)),
        ("MOVE: (0, 1)\n\nDown would have been fine too, but right is shorter.", (0, 1)),
    ],
)
def test_a_solve_move_restated_as_another_direction_is_no_move(
    text: str, target: tuple[int, int] | None
) -> None:
    # The direction needs P's cell, so the solve phase compares it (P at (0, 0) here).
    parsed = parse_move(text, np.ones((3, 3), dtype=bool), (0, 0), 4)
    assert parsed.target == target


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        # Issue 35, forty-first round: another whole answer named in words and called as good.
        ("PATH: (1, 0) (2, 0) (3, 0)\n\nThe top route is equally short; both are fine.", True),
        ("MAZE:\nP 0 0\n0 1 0\n0 0 G\n\n放在右下角也一样，哪个都行。", True),
        # A remark on the other route with no "both are fine" offers no choice (v4/v5 rulings).
        ("PATH: (1, 0) (2, 0) (3, 0)\n\nNote: the top route is equally short.", False),
        ("PATH: (1, 0) (2, 0) (3, 0)\n\nThe top route is just as short; I picked this one.", False),
    ],
)
def test_another_whole_answer_called_as_good_is_an_offer(text: str, offered: bool) -> None:
    assert restated_otherwise(text) is offered


_PATH = "PATH: (1, 0) (2, 0) (3, 0) (4, 0) (4, 1) (4, 2) (4, 3)\n\n"


@pytest.mark.parametrize(
    ("reply", "conflicting"),
    [
        (_PATH + "So the moves are: right, down, down, down, right, right.", True),
        (_PATH + "So the moves are: down, down, down, right, right, right.", False),
        (_PATH + "Thus the steps: down, down, down, right, right, right.", False),
    ],
)
def test_a_route_restated_after_so_must_agree(reply: str, conflicting: bool) -> None:
    # "So the moves are: ..." restates the path (forty-second round).
    assert restated_otherwise(reply) is conflicting


@pytest.mark.parametrize(
    ("reply", "conflicting"),
    [
        ("ROTATE: (1, 0) counterclockwise\n\ni.e. a quarter turn to the right (clockwise).", True),
        (
            "ROTATE: (1, 0) counterclockwise\n\ni.e. a quarter turn to the left (counterclockwise).",
            False,
        ),
        ("ROTATE: (1, 0) clockwise\n\nes decir, (1, 0) counterclockwise.", True),
        ("ROTATE: (1, 0) clockwise\n\nes decir, (1, 0) clockwise.", False),
        ("MOVE: (2, 0)\n\nThat is, (1, 1).", True),
        ("MOVE: (2, 0)\n\nThat is, one step down to (2, 0).", False),
    ],
)
def test_an_answer_restated_after_a_marker_must_agree(reply: str, conflicting: bool) -> None:
    assert afterthought(reply) is conflicting

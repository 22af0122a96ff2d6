"""Issue 35, thirty-first round: what v32 found misread, read as classes.

Cells offered as possibilities with no pick, a doubt with the decision put off, a counterfactual
naming another answer with a doubt about one's own reading, answers under conditions as headings
(strict abstains too), and an answer for the board after an action not yet decided make the
reply conflicting; a reply ending on a confirmation of its answer keeps it; the strict readers
ask the prompt's spacing. New phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.parsing import strict_move
from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.unsettled import (
    after_unmade,
    condition_headings,
    counterfactual_doubt,
    deferred_doubt,
    offers_without_pick,
)
from experiments.maze.scoring.solution import strict_path_line

UNDECIDED = [
    # offers: a modal of possibility, two cells, no pick
    "From here we may step up to (0, 2) or left to (1, 1).",
    "Options: you could take the upper cell (0, 1) or the lower one (2, 1).",
    # a doubt and a deferral after the answer
    "MOVE: (2, 0)\n\nPerhaps not, though. I'll think it over next round.",
    "SHAPE: C\n\nThis may be wrong; something to come back to.",
    # a counterfactual naming another answer and a doubt about the reading
    "SHAPE: Z\n\nWere (1, 3) open it would be a spiral, and I may have misread that row.",
    # conditions as headings
    "Assuming wrap-around edges:\nMOVE: (0, 4)\n\nWithout wrap-around:\nMOVE: (1, 1)",
    # an answer after an action not yet decided
    "After I rotate square 0, whose direction I have not decided, turn (1, 0) counterclockwise.",
]

KEPT = [
    ("From here we may step up to (0, 2) or left to (1, 1); I'll take (1, 1).", "(1, 1)"),
    ("MOVE: (2, 0)\n\nNext round I'll check whether the bottom corridor is still open.", "(2, 0)"),
    ("SHAPE: Z\n\nWere (1, 3) open it would be an S, but it is a wall.", "Z"),
    ("Assuming wrap-around edges (it does):\nMOVE: (1, 1)", "(1, 1)"),
    (
        "ROTATE: (1, 0) clockwise\n\nAfter this turn I'm not sure yet which square is next.",
        "(1, 0)",
    ),
    (
        "MOVE: (1, 1)\n\nVerifying: (0, 1) is a wall and (1, 2) is open. The move still holds.",
        "(1, 1)",
    ),
]


@pytest.mark.parametrize("reply", UNDECIDED)
def test_a_class_that_leaves_the_answer_open_is_conflicting(reply: str) -> None:
    assert read_answer(reply, cells=True).reason == CONFLICTING


@pytest.mark.parametrize(("reply", "kept"), KEPT)
def test_a_look_alike_keeps_its_reading(reply: str, kept: str) -> None:
    read = read_answer(reply, cells=True)
    assert read.reason is None, read
    assert kept in read.text


def test_each_rule_reads_its_own_class_only() -> None:
    assert offers_without_pick("I can go to (2, 0) or (1, 1).") is True
    assert offers_without_pick("I can go to (2, 0).") is False
    assert deferred_doubt("MOVE: (2, 0)\n\nOr maybe not. Later.") is True
    assert deferred_doubt("MOVE: (2, 0)\n\nOr maybe not. Later: MOVE: (1, 1)") is False
    assert counterfactual_doubt("SHAPE: C\n\nIf (0, 0) were open it would be a Z; I misread it?")
    assert not counterfactual_doubt("SHAPE: C\n\nIf (0, 0) were open it would be a Z.")
    assert condition_headings("If A:\nMOVE: (1, 1)\n\nIf B:\nMOVE: (2, 0)") is True
    assert condition_headings("If A:\nMOVE: (2, 0)\n\nIf B:\nMOVE: (2, 0)") is False
    assert after_unmade("Once I've turned square 1, (0, 0) clockwise; not decided yet.") is True
    assert after_unmade("Once square 1 has been turned, (0, 0) clockwise.") is False


def test_conditions_as_headings_are_no_strict_answer_either() -> None:
    reply = "If diagonal steps count:\nMOVE: (1, 1)\n\nIf they do not:\nMOVE: (2, 0)"
    assert strict_move(reply) is None
    assert strict_move("Down.\n\nMOVE: (2, 0)") == (2, 0)


@pytest.mark.parametrize(
    ("reply", "cell"),
    [("MOVE: (2, 0)", (2, 0)), ("MOVE:(2,0)", None), ("MOVE: (2,0)", None), ("MOVE:(2, 0)", None)],
)
def test_strict_move_asks_the_prompts_spacing(reply: str, cell: tuple[int, int] | None) -> None:
    assert strict_move(reply) == cell


def test_strict_path_asks_the_prompts_spacing() -> None:
    assert strict_path_line("PATH: (1, 0) (2, 0)") == "(1, 0) (2, 0)"
    assert strict_path_line("PATH: (1,0) (2,0)") is None
    assert strict_path_line("PATH:(1, 0) (2, 0)") is None

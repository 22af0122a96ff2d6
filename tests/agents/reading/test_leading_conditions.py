"""Issue 35, forty-fourth round: an answer governed by a condition stated before it ("If X is
open, the path is: PATH: ...", "假如 ... 的话：", "Si ... :") is offered, not given, until the
reply settles the condition; a counterfactual, the writer's own move, a premise the prompt
gives, a cut word in the clause or a later sentence stating the result settles it, an
"Otherwise" branch does not. One rule for every label and language of the table.

New phrasings on small boards, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading.answer_lines import answer_labels
from agents.llm.reading.leading_conditions import governing_condition, is_branch
from agents.llm.reading.stances import conditional_plan


def _governed(text: str) -> bool:
    return governing_condition(text, answer_labels(text))


@pytest.mark.parametrize(
    ("text", "governed"),
    [
        ("If (0, 2) is free, the route is:\n\nPATH: (0, 0) (0, 1) (0, 2)", True),
        ("Provided (1, 1) is open, then:\nMOVE: (0, 1)", True),
        ("Assuming (2, 0) is empty, MOVE: (1, 0)", True),
        ("要是 (1, 1) 是通的的话，ROTATE: (0, 0) clockwise", True),
        ("Wenn (1, 2) frei ist, dann:\n\nSHAPE: square", True),
        ("Se (0, 1) está livre, então:\nMOVE: (0, 1)", True),
        # a move verb inside the condition is the cell's state, not the writer's move (47th)
        ("假如 (0, 1) 能走的话，MOVE: (0, 1)", True),
        ("如果第 2 列可以一直走到底的话，PATH: (0, 2) (1, 2) (2, 2)", True),
        ("如果向右走的话，MOVE: (0, 1)", False),
        # settled in the clause, or no condition on a premise
        ("If (1, 1) were open we could cut across, but it is a wall, so:\n\nMOVE: (1, 0)", False),
        ("If I go right first, I reach G in 4 moves.\n\nMOVE: (0, 1)", False),
        ("If rows count from the top, as the prompt says, MOVE: (1, 0)", False),
        ("要是 (1, 1) 是通的就走它，可是它是墙，所以：\nMOVE: (1, 0)", False),
        ("Final answer:\nMOVE: (1, 0)", False),
        ("MOVE: (1, 0)", False),
        # one answer per case: open when the cases' answers differ
        ("If (0, 2) is free:\nMOVE: (0, 1)\n\nOtherwise:\nMOVE: (1, 0)", True),
        ("Si (0, 2) está libre:\nMOVE: (0, 1)\n\nSi no, MOVE: (1, 0).", True),
        ("If diagonals count:\nMOVE: (1, 0)\n\nIf they don't:\nMOVE: (1, 0)", False),
    ],
)
def test_a_condition_before_the_answer_governs_it_unless_settled(text: str, governed: bool) -> None:
    assert _governed(text) is governed


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        (
            "If (0, 2) is free, the route is:\n\nPATH: (0, 0) (0, 1) (0, 2)\n\nOtherwise go down.",
            True,
        ),
        ("如果 (0, 2) 是空的：\nMOVE: (0, 1)\n\n否则要先看 (1, 0)。", True),
        ("Si (0, 2) está libre:\nMOVE: (0, 1)\n\nSi no, hay que bajar.", True),
        ("If (0, 2) is free, then:\nMOVE: (0, 1)\n\nIt is: row 0 is `P 0 0`.", False),
        # an if/if pair before the line: open when the cases' answers differ (47th round)
        (
            "If the tile is a bend, turn (1, 0) clockwise; if it is a T, turn (0, 0) clockwise."
            "\n\nROTATE: (1, 0) clockwise",
            True,
        ),
        (
            "If the tile is a bend, turn (1, 0) clockwise; if it is a T, turn (1, 0) clockwise "
            "as well.\n\nROTATE: (1, 0) clockwise",
            False,
        ),
    ],
)
def test_only_a_result_after_the_answer_settles_it(text: str, open_: bool) -> None:
    assert conditional_plan(text) is open_


def test_an_otherwise_branch_is_told_in_every_language_of_the_table() -> None:
    for sentence in ("Otherwise go down.", "Sinon, descends.", "Si no, baja.", "否则向下。"):
        assert is_branch(sentence)
    assert not is_branch("It is open.")


def test_a_long_run_of_ifs_before_a_label_reads_only_two_lines() -> None:
    text = "if " * 100_000 + "\nMOVE: (0, 1)"
    assert _governed(text) is False
    assert _governed(". " * 100_000 + "If (0, 1) is open, then:\nMOVE: (0, 1)") is True

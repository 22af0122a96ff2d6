"""Issue 35, thirtieth round: what v31 found misread, read as classes.

A correction or alternative begun after the answer and broken off (whatever its last word), an
answer marked provisional with a fallback or an unmade check, an alternative question followed
by offered answers or a draft grid and no answer line, headed sections with different answers and
no pick, and a doubt after a maze about its validity make the reply conflicting; tool-call keys
that spell row and column are read, and a question the reply answers "No" is no lean. New
phrasings, none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.reading import CONFLICTING, read_answer
from agents.llm.reading.afterthoughts import unpicked_sections
from agents.llm.reading.open_clauses import breaks_off_correction

GRID = "1 1 1 1\n1 P 0 1\n1 0 G 1\n1 1 1 1"

UNDECIDED = [
    # a correction begun and broken off, ending on an open-class word
    "MOVE: (2, 0)\n\nOr rather, counting the turns along the upper corridor",
    "SHAPE: spiral\n\nActually, the inner arm looks more like a hook",
    # provisional: a marker with a fallback or a check never made
    "For the time being MOVE: (1, 1); if the right side is closed, (2, 0) instead.",
    "ROTATE: (0, 0) clockwise, tentatively; I still need to verify the top edge.",
    # an alternative question, then two offers and no answer line
    "Start from the left or the right? Left: (0, 0) clockwise; right: (0, 1) counterclockwise.",
    # headed sections, different answers, no pick
    "## Plan A\nMOVE: (2, 0)\n\n## Plan B\nMOVE: (1, 1)",
    # a doubt about the maze's validity after it
    "MAZE:\n" + GRID + "\n\nThe goal might be unreachable; I may have to shift it.",
]

KEPT = [
    ("MOVE: (2, 0)\n\nActually, that is the shorter way.", "(2, 0)"),
    ("MOVE: (1, 1)\n\nThat settles it for now; the rest comes next turn.", "(1, 1)"),
    ("MOVE: (2, 0)\n\nShall I keep heading down after this?", "(2, 0)"),
    ("## Plan A\nMOVE: (2, 0)\n\n## Plan B\nMOVE: (1, 1)\n\nI pick plan B.", "(1, 1)"),
    ("MOVE: (1, 1)\n\nWould (2, 0) be quicker? Nope: the same length, so I'll keep it.", "(1, 1)"),
    ('{"name": "step", "arguments": {"to_row": 2, "to_column": 0}}', "(2, 0)"),
    ("MAZE:\n" + GRID + "\n\nI traced it: the goal is reachable.", "MAZE"),
]


@pytest.mark.parametrize("reply", UNDECIDED)
def test_a_class_that_leaves_the_answer_open_is_conflicting(reply: str) -> None:
    assert read_answer(reply, cells=not reply.startswith("MAZE")).reason == CONFLICTING


@pytest.mark.parametrize(("reply", "kept"), KEPT)
def test_a_look_alike_keeps_its_reading(reply: str, kept: str) -> None:
    read = read_answer(reply, cells=not reply.startswith("MAZE"))
    assert read.reason is None, read
    assert kept in read.text


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        ("\n\nWait, going by the length of the lower corridor", True),
        ("\n\nNo, the corners look rounded off", True),
        ("\n\nWait, going by the length of the lower corridor.", False),  # finished
        ("\n\nOr rather (1, 1)", False),  # a new value: left to the corrections step
        ("\n\nNo other cell is closer", False),  # "no" without a comma: a determiner
        ("\n\n- or rather the top row", False),  # a list item
    ],
)
def test_only_a_broken_off_correction_is_unfinished(after: str, expected: bool) -> None:
    assert breaks_off_correction(after) is expected


def test_sections_that_agree_are_not_alternatives() -> None:
    assert unpicked_sections("## Check\nMOVE: (1, 1)\n\n## Answer\nMOVE: (1, 1)") is False
    assert unpicked_sections("## A\nPATH: (1, 0) (2, 0)\n\n## B\nPATH: (1, 0) (1, 1)") is True


def test_a_count_of_rows_is_no_cell() -> None:
    # Only a move's qualifiers spell a cell key: {"row_count": 5} is the maze's size.
    reply = '{"maze": [[1, 1, 1], [1, 0, 1], [1, 1, 1]], "row_count": 3, "col_count": 3}'
    read = read_answer(reply)
    assert "(3, 3)" not in read.text, read
    assert "MAZE:" in read.text, read


def test_a_question_the_reply_answers_itself_keeps_the_pick() -> None:
    reply = "Which is better, right or down? Right to (1, 1) is a dead end, so down to (2, 0)."
    assert read_answer(reply, cells=True).reason != CONFLICTING

"""Cells a move names only as its purpose, set apart before the move readers read a reply."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import answer_coordinate, parse_rotation
from agents.llm.reading import Answer, blank_purpose, without_purpose
from agents.llm.reading.purpose import MAX_CLAUSE, purpose_spans


@pytest.mark.parametrize(
    ("reply", "square", "direction"),
    [
        ("rotate (1, 0) clockwise so its end meets (1, 1).", 2, "clockwise"),
        ("Turn (0, 1) counterclockwise so that it connects to (0, 0).", 1, "counterclockwise"),
        ("Turn square 3 clockwise to meet (0, 1).", 3, "clockwise"),
        ("Rotate (1, 0) counterclockwise, facing (1, 1).", 2, "counterclockwise"),
        ("Rotate (0, 0) clockwise so the pipe lines up next to (0, 1).", 0, "clockwise"),
        ("Rotate (1, 1) clockwise, pointing at (0, 1)!", 3, "clockwise"),
        ("把 (1, 0) 顺时针旋转，以便连接 (1, 1)。", 2, "clockwise"),
        # "，这样 ..." after the turn: what the turned square meets (forty-seventh round)
        ("把右下角的方块逆时针转，这样它正好对着左下角。", 3, "counterclockwise"),
        ("把 (0, 1) 顺时针旋转，这样开口朝下，连上 (1, 1)。", 1, "clockwise"),
    ],
)
def test_the_turned_square_is_the_verbs_object(reply: str, square: int, direction: str) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.square, parsed.direction) == (square, direction)


@pytest.mark.parametrize(
    ("reply", "cell"),
    [
        ("Move to (2, 0) so I can reach (3, 0) next.", (2, 0)),
        ("Going down to (2, 0) to reach (3, 0) afterwards.", (2, 0)),
        ("In order to reach (4, 3), I move to (2, 0).", (2, 0)),
        ("Step right to (1, 1), towards (1, 2).", (1, 1)),
        # No move verb has a cell before the marker: the marker's cell is the move's own.
        ("Move down towards (2, 0).", (2, 0)),
        ("From (1, 0), move towards (2, 0).", (2, 0)),
        # A sentence's "So" draws a conclusion: its cell is the answer.
        ("(1, 1) is a wall. So I will move to (2, 0).", (2, 0)),
        ("MOVE: (2, 0) so I can reach (3, 0)", (2, 0)),
        # A result, not a purpose: the cell after it is the move.
        ("Down is open, so I will go to (2, 0).", (2, 0)),
        ("(1, 1) is a wall, so it will be (2, 0).", (2, 0)),
        ("(1, 1) is a wall, so that leaves (2, 0).", (2, 0)),
        ("Move to (2, 0) so it will then reach (3, 0).", (2, 0)),
    ],
)
def test_the_solve_move_is_the_verbs_object(reply: str, cell: tuple[int, int]) -> None:
    assert answer_coordinate(reply) == cell


@pytest.mark.parametrize(
    "reply",
    [
        "Rotate clockwise so that (1, 0) meets (1, 1).",
        "To connect (0, 0) with (1, 1), rotate clockwise.",
        "Rotate clockwise so its end meets (1, 1).",
    ],
)
def test_a_turn_whose_squares_are_all_purposes_names_none(reply: str) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert parsed.square is None and parsed.action is None


def test_a_move_whose_cell_is_a_purpose_names_none() -> None:
    assert answer_coordinate("Move so that I end up next to (1, 1).") is None


def test_blanking_keeps_every_other_character_in_place() -> None:
    text = "Rotate (1, 0) clockwise so its end meets (1, 1).\nROTATE: (1, 0) clockwise"
    blanked = blank_purpose(text)
    assert len(blanked) == len(text)
    assert "(1, 1)" not in blanked and blanked.endswith("ROTATE: (1, 0) clockwise")
    assert blanked.startswith("Rotate (1, 0) clockwise ") and blanked.count("\n") == 1


def test_without_purpose_keeps_text_the_whole_when_it_was() -> None:
    whole = "Move to (2, 0) so I can reach (3, 0)."
    same = without_purpose(Answer(whole, whole))
    assert same.text is same.whole and "(3, 0)" not in same.whole
    untouched = Answer("(2, 0)", "(2, 0)")
    assert without_purpose(untouched) is untouched


def test_a_clause_is_cut_at_its_limit_and_any_text_reads_without_raising() -> None:
    long = "Rotate (1, 0) clockwise so that it " + "x" * (3 * MAX_CLAUSE) + " (1, 1)."
    (start, end), *_ = purpose_spans(long)
    assert end - start <= MAX_CLAUSE + len("so that ")
    rng = np.random.default_rng(0)
    alphabet = [*"so that it (1, 0) to meet towards.,\n", "so its ", "In order to "]
    for _ in range(200):
        text = "".join(rng.choice(alphabet, size=40))
        assert len(blank_purpose(text)) == len(text)

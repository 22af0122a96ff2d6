"""Issue 35, thirty-seventh round: an answer translated into another language that names
another value, and two answers on one answer line, leave the reply without one answer.

New phrasings on small boards (P at (0, 0) on a 3 x 3 board), none from a reading set: each
unclear form beside its controls (the translation agreeing, the same value twice, a sequence).
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading.restatements import restated_otherwise
from agents.llm.reading.translations import translation_lines, turn_translated_otherwise
from agents.llm.rotation_parsing import parse_rotation


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("MOVE: (0, 1)\n(En español: un paso hacia abajo)", None),  # (0, 1) is right of P
        ("MOVE: (1, 0)\nDeutsch: einen Schritt nach rechts.", None),
        ("MOVE: (1, 0)\n(中文：向右走)", None),
        ("MOVE: (0, 1)\nПо-русски: вправо.", (0, 1)),
        ("MOVE: (0, 1)\n(En español: a la derecha)", (0, 1)),
        ("MOVE: (1, 0)\n(中文：向下一格)", (1, 0)),
        # a direction word in a line that is no translation is reasoning, not a claim
        ("MOVE: (1, 0)\nThe goal is to the right, but that side is walled.", (1, 0)),
    ],
)
def test_a_move_translated_as_another_direction_is_no_move(
    text: str, target: tuple[int, int] | None
) -> None:
    parsed = parse_move(text, np.ones((3, 3), dtype=bool), (0, 0), 4)
    assert parsed.target == target


@pytest.mark.parametrize(
    ("text", "square"),
    [
        ("ROTATE: (1, 1) clockwise\n(Italiano: (1, 1) senso antiorario)", None),
        ("ROTATE: (0, 2) counterclockwise\nEm português: (0, 2) sentido horário", None),
        ("ROTATE: (1, 1) clockwise\n(Español: (2, 2) en sentido horario)", None),
        ("ROTATE: (1, 1) clockwise\n(Italiano: (1, 1) senso orario)", 4),
        ("ROTATE: (0, 2) counterclockwise\n(한국어: 반시계 방향)", 2),
    ],
)
def test_a_turn_translated_otherwise_is_no_answer(text: str, square: int | None) -> None:
    assert turn_translated_otherwise(text.split("\n")[0], text.split("\n", 1)[1]) is (
        square is None
    )
    assert parse_rotation(text, 3, 3).square == square


@pytest.mark.parametrize(
    ("line", "translation"),
    [
        ("(En español: abajo)", True),
        ("Auf Deutsch: nach unten", True),
        ("(中文：向下)", True),
        ("Translation: down", True),
        ("The Spanish word would be abajo", False),
        ("Note: down is walled", False),
    ],
)
def test_a_translation_line_opens_with_a_language_and_a_colon(line: str, translation: bool) -> None:
    assert bool(translation_lines(line)) is translation


@pytest.mark.parametrize(
    ("text", "two"),
    [
        ("MOVE: (0, 1) MOVE: (1, 0)", True),
        ("MOVE: (0, 1); MOVE: (1, 0)", True),
        ("PATH: (0, 0) (0, 1) PATH: (0, 0) (1, 0)", True),
        ("ROTATE: (0, 0) clockwise ROTATE: (0, 0) counterclockwise", True),
        ("MOVE: (0, 1) MOVE: (0, 1)", False),
        ("First MOVE: (0, 1). Then MOVE: (0, 2).", False),
        ("If from 0: MOVE: (0, 1). If from 1: MOVE: (1, 2).", False),
    ],
)
def test_two_answers_on_one_line_are_no_answer(text: str, two: bool) -> None:
    assert restated_otherwise(text) is two


@pytest.mark.parametrize("unit", [" ", ".", "(", ")", "Deutsch: ", "MOVE: ", "(中文：", "1 "])
def test_a_long_run_is_read_without_raising(unit: str) -> None:
    run = unit * 50_000
    for head in ("MOVE: (0, 1)\n", "ROTATE: (0, 0) clockwise\n"):
        assert isinstance(restated_otherwise(head + run), bool)
        assert isinstance(turn_translated_otherwise(head, run), bool)


def test_a_route_stated_mid_sentence_ends_with_its_sentence() -> None:
    # What follows the route's sentence is text after the answer: an offer there is read.
    route = "The route is PATH: (0, 0) (0, 1) (0, 2) (1, 2) (2, 2). "
    assert restated_otherwise(route + "Alternatively, (1, 0), (2, 0) and (2, 1) also reach G.")
    assert not restated_otherwise(route + "Checking it: (0, 1) is 0 and (2, 2) is G.")

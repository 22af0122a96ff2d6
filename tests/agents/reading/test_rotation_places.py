"""Issue 35, forty-fourth round: a prose rotation whose square is named only in words of another
language (position words "canto superior esquerdo", "en bas à droite"; ordinals "la troisième
case", "第四个方块") is read when it names exactly one square and one turn; a square named as
what the turned one meets is context; two squares or two turns stay unread.

New phrasings on a 2 x 2 board (squares 0-3 row by row), none from a reading set.
"""

from __future__ import annotations

import pytest

from agents.llm.rotation_parsing import parse_rotation


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("Gira la pieza de abajo a la derecha en sentido horario.", (3, "clockwise")),
        ("Tourne la pièce en bas à gauche dans le sens antihoraire.", (2, "counterclockwise")),
        ("Gira la tercera casilla en sentido horario.", (2, "clockwise")),
        ("把第四个方块顺时针转一下。", (3, "clockwise")),
        ("Tourne la première case dans le sens horaire ; elle touche alors la troisième case.",
         (0, "clockwise")),
        ("把第三个方块逆时针转一下，让它和第四个方块的管道接上。", (2, "counterclockwise")),
    ],
)  # fmt: skip
def test_one_square_and_one_turn_in_words_is_the_move(text: str, move: tuple) -> None:
    parsed = parse_rotation(text, 2, 2)
    assert (parsed.square, parsed.direction) == move


@pytest.mark.parametrize(
    "text",
    [
        "Gira la primera casilla o la cuarta casilla en sentido horario.",
        "把第二个方块顺时针或者逆时针转一下。",
    ],
)
def test_two_squares_or_two_turns_stay_unread(text: str) -> None:
    assert parse_rotation(text, 2, 2).square is None

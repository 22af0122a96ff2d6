"""A turn said as a side after a turning verb and a square (agents.llm.reading.turn_sides)."""

from __future__ import annotations

import pytest

from agents.llm.reading.turn_sides import SIDE_TURNS, sides_as_turns


@pytest.mark.parametrize(
    ("text", "turned"),
    [
        ("rotate (1, 1) left", "rotate (1, 1) counterclockwise"),
        ("Turn (0, 1) to the right.", "Turn (0, 1) clockwise."),
        ("Gira (1, 0) a la izquierda.", "Gira (1, 0) counterclockwise."),
        ("Tourne (0, 0) à droite.", "Tourne (0, 0) clockwise."),
        ("Drehe (1, 0) nach links.", "Drehe (1, 0) counterclockwise."),
        ("Ruota (1, 1) a destra.", "Ruota (1, 1) clockwise."),
        ("Gire (0, 1) para a esquerda.", "Gire (0, 1) counterclockwise."),
        ("Поверни (1, 1) вправо.", "Поверни (1, 1) clockwise."),
        ("把 (1, 1) 向左转。", "把 (1, 1) counterclockwise。"),
        ("把（0，1）向右旋转。", "把（0，1） clockwise。"),
        # the answer slot: the turn by the lead's ruling of 29 Nov 2026 (47th round)
        ("ROTATE: (0, 1) left", "ROTATE: (0, 1) counterclockwise"),
    ],
)
def test_a_side_after_a_turning_verb_and_a_square_is_the_turn(text: str, turned: str) -> None:
    assert sides_as_turns(text) == turned


@pytest.mark.parametrize(
    "text",
    [
        "Go right from (1, 0).",
        "(1, 1) is to the right of (1, 0).",
        "rotate (1, 1) so its end points left",
        "Move (1, 1) right",  # no turning verb
    ],
)
def test_a_side_without_a_turning_verb_before_the_square_stays(text: str) -> None:
    assert sides_as_turns(text) == text


def test_every_language_has_verbs_and_both_sides() -> None:
    assert all(t["verbs"] and t["left"] and t["right"] for t in SIDE_TURNS.values())


@pytest.mark.parametrize("filler", [" ", ".", "(", "rotate ", "rotate (1, 1) ", "\u3002", "\u2705"])
def test_long_runs_never_raise_and_the_last_turn_is_read(filler: str) -> None:
    text = filler * 100_000 + "rotate (1, 1) left"
    assert sides_as_turns(text).endswith("(1, 1) counterclockwise")

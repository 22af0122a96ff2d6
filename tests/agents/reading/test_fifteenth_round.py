"""Issue 35, fifteenth round: the readers' rules for the habits v16 found misread.

Direction and rotation words are read in ten languages from one declared table
(:data:`agents.llm.reading.directions.VOCABULARY`), by the solve reader and the puzzle reader.
"""

from __future__ import annotations

import pytest

from agents.llm.parsing import parse_rotation, strict_rotation
from agents.llm.reading.directions import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    DIRECTION_WORDS,
    DOWN,
    LEFT,
    RIGHT,
    ROTATION_WORDS,
    UP,
    VOCABULARY,
    direction_answer,
    rotation_pattern,
)
from agents.llm.reading.routes import NOT_FROM_START, route_step
from envs.maze_nav.logic import Action

LANGUAGES = (
    "english", "chinese", "spanish", "french", "german", "japanese", "portuguese", "italian",
    "russian", "korean",
)  # fmt: skip


def test_the_table_holds_the_ten_languages_each_with_every_meaning() -> None:
    assert tuple(VOCABULARY) == LANGUAGES
    for language, words in VOCABULARY.items():
        for meaning in (UP, DOWN, LEFT, RIGHT, CLOCKWISE, COUNTERCLOCKWISE):
            assert words.get(meaning), (language, meaning)


def test_every_word_of_the_table_is_read_with_its_meaning() -> None:
    moves = {UP: Action.UP, DOWN: Action.DOWN, LEFT: Action.LEFT, RIGHT: Action.RIGHT}
    for words in VOCABULARY.values():
        for meaning, spelled in words.items():
            for word in spelled:
                if meaning in moves:
                    assert DIRECTION_WORDS[word] == moves[meaning], word
                    assert direction_answer(f"MOVE: {word}") == (moves[meaning], "one"), word
                elif meaning in (CLOCKWISE, COUNTERCLOCKWISE):
                    assert ROTATION_WORDS[word] == meaning
                    m = rotation_pattern(word)[0].fullmatch(word)
                    assert m is not None, word
                    assert (COUNTERCLOCKWISE if m.group(1) else CLOCKWISE) == meaning, word


@pytest.mark.parametrize(
    ("reply", "square", "direction"),
    [
        ("ROTATE: (0, 1) gegen den Uhrzeigersinn", 1, COUNTERCLOCKWISE),
        ("ROTATE: (1, 0) 時計回り", 2, CLOCKWISE),
        ("Giro la casilla (1, 1) en sentido antihorario.", 3, COUNTERCLOCKWISE),
        ("ROTATE: (0, 0) по часовой стрелке", 0, CLOCKWISE),
        ("ROTATE: (0, 0) против часовой стрелки", 0, COUNTERCLOCKWISE),
        ("ROTATE: (1, 1) 반시계 방향", 3, COUNTERCLOCKWISE),
        ("ROTATE: (1, 1) in senso antiorario", 3, COUNTERCLOCKWISE),
        ("Je tourne la case (1, 1) clockwise.", 3, CLOCKWISE),
    ],
)
def test_the_puzzle_reads_rotation_words_in_the_ten_languages(
    reply: str, square: int, direction: str
) -> None:
    found = parse_rotation(reply, 2, 2)
    assert (found.square, found.direction) == (square, direction)


@pytest.mark.parametrize(
    "reply",
    ["ROTATE: (0, 1) met de klok mee", "ROTATE: (0, 1) medurs", "ROTATE: (0, 1) myötäpäivään"],
)
def test_rotation_words_in_other_languages_stay_unread(reply: str) -> None:
    assert parse_rotation(reply, 2, 2).direction is None


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("MOVE: nicht nach unten", (None, None)),  # negated: no answer
        ("MOVE: naar beneden", (None, None)),  # Dutch: not read
        ("MOVE: внизу", (None, None)),  # "below" (a place), not the word "вниз" inside it
        ("MOVE: 위치", (None, None)),  # "position", not "위" (up) inside it
        ("MOVE: vers le bas", (Action.DOWN, "one")),
        ("MOVE: вниз или вправо".replace("или", "/"), (None, "two")),
    ],
)
def test_direction_words_stand_alone_and_negation_abstains(
    answer: str, expected: tuple[Action | None, str | None]
) -> None:
    assert direction_answer(answer) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1. (1, 0) start\n2. (1, 1)\n3. (1, 2)\n4. (1, 3) goal", (1, 1)),
        ("Step 1: (1, 0)\nStep 2: (2, 0)\nStep 3: (3, 0)", (2, 0)),
        ("1. (1, 1)\n2. (1, 2)\n3. (1, 3)", NOT_FROM_START),
        ("1. (1, 0)\n3. (1, 1)\n4. (1, 2)", None),  # not numbered one after another
        ("1. (1, 0)\n2. (1, 1) because the cell (0, 0) is a wall\n3. (1, 2)", None),  # prose
        ("1. (1, 0)\n2. (1, 1)\n3. (1, 2)\nThen I stop.", None),  # the list is not the end
    ],
)
def test_a_numbered_list_that_is_a_whole_route_from_p_gives_its_first_step(
    text: str, expected: object
) -> None:
    assert route_step(text, (1, 0)) == expected


def test_a_long_numbered_list_is_read_from_its_last_items_only() -> None:
    text = "\n".join(f"{i}. (1, {i})" for i in range(1, 1000))
    assert route_step(text, (1, 0)) == NOT_FROM_START  # its last MAX_ROUTE items start elsewhere


@pytest.mark.parametrize(
    ("reply", "square"),
    [
        ("Rotate the first square clockwise.", 0),
        ("ROTATE: the fourth tile clockwise", 3),
        ("Turn the second piece clockwise.", 1),
        (
            "Numbering the squares 1 to 4 row by row, I pick square 4.\nROTATE: square 4 clockwise",
            3,
        ),
        ("Squares are numbered 1-4. Rotate square 2 clockwise.", 1),
        ("Squares 1-3 are fine. Rotate square 0 clockwise.", 0),  # no numbering said
        ("First, rotate square 2 clockwise.", 2),
    ],
)
def test_squares_by_ordinal_and_squares_said_numbered_from_one(reply: str, square: int) -> None:
    assert parse_rotation(reply, 2, 2).square == square


def test_an_ordinal_before_a_place_counts_in_that_place_and_is_not_read() -> None:
    # "the second square in the bottom row" is square 3, not the prompt's second square (1).
    assert parse_rotation("Rotate the second square in the bottom row clockwise.", 2, 2).square != 1


def test_strict_abstains_on_squares_said_numbered_from_one() -> None:
    reply = "Numbering the squares 1 to 4.\nROTATE: square 3 clockwise"
    assert strict_rotation(reply, 2, 2) is None
    assert strict_rotation("ROTATE: square 3 clockwise", 2, 2) is not None

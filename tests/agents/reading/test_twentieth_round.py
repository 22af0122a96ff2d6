"""Issue 35, twentieth round: the readers' rules for the habits v21 found misread.

The default is inverted for a later sentence naming another answer of the same kind: stated
with a verdict word ("so (2, 0) is the next move", "(1, 1) is where the player needs to go",
"Turning (0, 1) counterclockwise ... is what it needs"), it is a second answer unless it
plainly rejects or merely describes what it names (a wall, longer, a dead end, "rather than",
open, the player's cell, a hypothetical). A square given no turn on its answer line after prose
offering both turns is conflicting.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.corrections import (
    DESCRIPTION_CUES,
    VERDICT_WORDS,
    states_another_after,
)
from envs.maze_nav.text import find_coordinates
from experiments.maze.scoring import score_recognition

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
# The 2 x 2 puzzle: squares 0-3 row by row from the top left.
BOARD = np.zeros((2, 2), dtype=np.int64)


def _move(reply: str) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4).target


def _turn(reply: str) -> tuple[int | None, str | None]:
    parse = parse_rotation(reply, 2, 2)
    return parse.square, parse.direction


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Another cell stated with a verdict word after the answer: no move.
        ("MOVE: (1, 1)\n\nCheck: (1, 1) is open. The bottom row leads to G, so (2, 0) is the "
         "better next move.", None),
        ("MOVE: (1, 1)\n\nCheck: the bottom row leads to G, so (2, 0) would be the right step.",
         None),
        ("MOVE: (2, 0)\n\nLooking again, (1, 1) is where the player needs to go.", None),
        ("MOVE: (1, 1)\n\nCheck: the player should move to (2, 0).", None),
        # Controls: rejected, described, the route the answer starts, a hypothetical, a plan.
        ("MOVE: (1, 1)\n\nCheck: (2, 0) is open too but the longer way.", (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: (0, 0) is a wall and (1, 0) is where the player stands.",
         (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: from (1, 1) the path continues to (1, 2), then down.", (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: (2, 0) would be a dead end.", (1, 1)),
        ("MOVE: (1, 1)\n\nCheck: (1, 1) rather than (2, 0) is what the route needs.", (1, 1)),
        ("MOVE: (2, 0)\n\nIf I misread a row, (1, 1) would be the fallback.", (2, 0)),
        ("MOVE: (1, 1)\n\n(2, 0) too.", (1, 1)),
        ("MOVE: (1, 1)\n\nAfter that the next cell is (1, 2).", (1, 1)),
        ("MOVE: (1, 1)\n\nIs (2, 0) better?", (1, 1)),
    ],
)  # fmt: skip
def test_a_later_sentence_stating_another_cell(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # The same square with the other turn, or another square with a turn: no answer.
        ("ROTATE: (0, 1) clockwise\n\nCheck: turning (0, 1) counterclockwise would point it at "
         "(0, 0), which is what it needs.", (None, None)),
        ("ROTATE: (1, 0) clockwise\n\nCheck: (1, 1) counterclockwise is the turn that closes "
         "it.", (None, None)),
        ("ROTATE: (0, 0) counterclockwise\n\nOn reflection, turning (0, 0) clockwise is what "
         "connects it to (0, 1).", (None, None)),
        # Controls: the other turn rejected, another square described, the same square.
        ("ROTATE: (0, 1) clockwise\n\nCheck: turning (0, 1) counterclockwise would point it off "
         "the board, so clockwise it is.", (1, "clockwise")),
        ("ROTATE: (1, 1) clockwise\n\nCheck: (0, 0) is already connected and needs no turn.",
         (3, "clockwise")),
        ("ROTATE: (0, 1) clockwise\n\nCheck: after the turn (0, 1) points into (0, 0), which is "
         "what it needs.", (1, "clockwise")),
    ],
)  # fmt: skip
def test_a_later_sentence_stating_another_turn(
    reply: str, expected: tuple[int | None, str | None]
) -> None:
    assert _turn(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Square (1, 0) needs a quarter turn; clockwise or counterclockwise both connect it."
         "\n\nROTATE: (1, 0)", (None, None)),
        ("Either turn works for (1, 1): clockwise or counterclockwise.\n\nROTATE: (1, 1)",
         (None, None)),
        ("Turning (0, 0) clockwise and counterclockwise both close it.\n\nROTATE: (0, 0)",
         (None, None)),
        # Controls: one turn named, the other ruled out, the turn on the line itself.
        ("Square (1, 0) needs a quarter turn clockwise.\n\nROTATE: (1, 0)", (2, "clockwise")),
        ("Square (0, 1) should turn counterclockwise, not clockwise.\n\nROTATE: (0, 1)",
         (1, "counterclockwise")),
        ("Clockwise or counterclockwise both work.\n\nROTATE: (0, 1) clockwise",
         (1, "clockwise")),
    ],
)  # fmt: skip
def test_a_bare_square_after_prose_offering_both_turns(
    reply: str, expected: tuple[int | None, str | None]
) -> None:
    assert _turn(reply) == expected


def test_the_inverted_default_reads_only_after_the_answer_and_never_raises() -> None:
    text = "(2, 0) is the move.\nMOVE: (1, 1)"

    def named(a: int, b: int) -> list[object]:
        return list(find_coordinates(text[a:b]))

    # Before the answer nothing is read; a hostile reply of many sentences stays bounded.
    assert not states_another_after(text, len(text), (1, 1), named)
    hostile = "MOVE: (1, 1)\n" + "(2, 0) is. " * 50_000
    assert states_another_after(
        hostile, 12, (1, 1), lambda a, b: list(find_coordinates(hostile[a:b]))
    )
    # The tables are declared, lower-case and free of repeats.
    for table in (VERDICT_WORDS, DESCRIPTION_CUES):
        assert len(set(table)) == len(table)
        assert all(w == w.lower() for w in table)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # An ordinal phrase naming the same axis twice is no cell.
        ("The next move is the 2nd row of the 2nd column of the 2nd row of the maze.", None),
        ("Move to the second column of the second row of the first column.", None),
        ("You are on the 2nd row and the 1st column. The next move is the 2nd row of the 2nd "
         "column of the 2nd row.", None),
        # Controls: a plain ordinal cell, with the maze named after it.
        ("The next move is the 2nd row of the 2nd column.", (1, 1)),
        ("Move to the third row, first column of the maze.", (2, 0)),
    ],
)  # fmt: skip
def test_circling_ordinals_name_no_cell(reply: str, expected: tuple[int, int] | None) -> None:
    assert _move(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A direction after its verb, the verb after a "so" word, in each language with a
        # closing verb before the direction (German puts the verb first after "also").
        ("Rechts ist frei, also gehe ich nach rechts.", (1, 1)),
        ("Unten ist frei, deshalb ziehe ich nach unten.", (2, 0)),
        ("Dann gehe ich nach unten.", (2, 0)),
        ("Ich gehe nach rechts.", (1, 1)),
        ("La derecha está libre, así que voy a la derecha.", (1, 1)),
        ("Por eso voy abajo.", (2, 0)),
        ("Le bas est libre, donc je vais en bas.", (2, 0)),
        ("Alors je vais à droite.", (1, 1)),
        ("Por isso vou para baixo.", (2, 0)),
        ("Então vou para a direita.", (1, 1)),
        ("Allora vado a destra.", (1, 1)),
        ("Quindi vado giù.", (2, 0)),
        ("Значит, иду вправо.", (1, 1)),
        ("Поэтому я иду вниз.", (2, 0)),
        ("I'm going right.", (1, 1)),
        # Controls: two moves offered, only one ruled out, the other named after "nicht".
        ("Also gehe ich nach rechts oder nach unten.", None),
        ("Also gehe ich nicht nach unten.", None),
        ("Also gehe ich nach rechts, nicht nach unten.", (1, 1)),
        ("Así que no voy a la derecha.", None),
    ],
)  # fmt: skip
def test_a_direction_after_its_verb_in_the_languages_read(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Another shape stated with a verdict word after the answer: no answer.
        ("SHAPE: square\n\nCheck: the outline is a C.", "ambiguous"),
        ("SHAPE: square\n\nOn reflection the answer should be spiral.", "ambiguous"),
        ("SHAPE: square\n\nThe shape is a cross.", "ambiguous"),
        # Controls: negated, a hypothetical without a verdict, the options restated, the same.
        ("SHAPE: square\n\nIt is not a C.", "square"),
        ("SHAPE: square\n\nA C would have a gap on the right.", "square"),
        ("SHAPE: square\n\nCheck: option C would be the cross; the loop is closed.", "square"),
        ("SHAPE: square\n\nCheck: the outline is a square.", "square"),
    ],
)  # fmt: skip
def test_a_later_sentence_stating_another_shape(reply: str, expected: str) -> None:
    assert score_recognition(reply, "square").predicted == expected

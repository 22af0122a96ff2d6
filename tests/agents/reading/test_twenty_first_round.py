"""Issue 35, twenty-first round: the readers' rules for the habits v22 found misread.

A later sentence settling with a verdict word on a figure that is none of the shapes ("it is
closer to a circle") takes the labelled shape back as another shape would: no shape committed.
A cell the prose only refuses ("I won't step into (1, 1)") is no offer against a direction on
the answer line ("MOVE: down"). A turn given by where one of the piece's openings should face
("so that its top opening faces east") is that quarter turn; a half turn or none is unread.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from agents.llm.reading.directions import CLOCKWISE, COUNTERCLOCKWISE
from agents.llm.reading.facing import facing_turn
from experiments.maze.scoring import score_recognition
from experiments.maze.scoring.recognition_figures import FIGURE_WORDS, settles_on_figure_after
from experiments.maze.scoring.recognition_vocabulary import SIX

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


def _move(reply: str) -> tuple[int, int] | None:
    return parse_move(reply, CORRIDORS, (1, 0), 4).target


@pytest.mark.parametrize(
    ("reply", "shape", "expected"),
    [
        # A figure settled on after the answer: two answers, neither standing (ambiguous).
        ("SHAPE: square\n\nOn reflection, since a maze path has no real corners it is closer "
         "to a circle than anything.", "square", "ambiguous"),
        ("SHAPE: square\n\nLooking again, it is really an oval.", "square", "ambiguous"),
        ("SHAPE: cross\n\nCheck: the outline is more like a diamond.", "cross", "ambiguous"),
        ("SHAPE: triangle\n\nCounting again, it is actually a hexagon.", "triangle", "ambiguous"),
        ("SHAPE: C\n\nCheck: the opening faces up, so the figure is a U.", "C", "ambiguous"),
        # Controls: negated, unlike, a hypothetical, a condition, asked, the shape's synonyms.
        ("SHAPE: square\n\nCheck: four sharp corners, so it is not a circle.", "square",
         "square"),
        ("SHAPE: square\n\nIt is not really a circle.", "square", "square"),
        ("SHAPE: square\n\nIt isn't closer to a circle.", "square", "square"),
        ("SHAPE: square\n\nCheck: unlike a circle, the outline has four corners.", "square",
         "square"),
        ("SHAPE: square\n\nCheck: a circle would have no corners.", "square", "square"),
        ("SHAPE: square\n\nIf it is a circle the corners would be round.", "square", "square"),
        ("SHAPE: square\n\nIs it really a circle?", "square", "square"),
        ("SHAPE: square\n\nCheck: the outline is a box.", "square", "square"),
        ("SHAPE: square\n\nOn reflection it is really a rectangle.", "square", "square"),
        ("SHAPE: square\n\nThe sides are equal, a square, not a rectangle's long sides.",
         "square", "square"),
        # "more of a U" is no verdict of the table (the twentieth round's control stays).
        ("SHAPE: square\n\nOn reflection the gap makes it more of a U.", "square", "square"),
        # A letter only as a capital: "is a u" in running text is no figure.
        ("SHAPE: square\n\nCheck: the answer is a unit square.", "square", "square"),
    ],
)  # fmt: skip
def test_a_later_sentence_settling_on_a_figure(reply: str, shape: str, expected: str) -> None:
    assert score_recognition(reply, shape).predicted == expected


def test_no_figure_is_a_word_of_the_six() -> None:
    # A shape's own words never count as another figure: the table leaves them out.
    taken = set(SIX.first_words) | set(SIX.answer_words)
    assert not taken & set(FIGURE_WORDS)
    text = "SHAPE: square\n\nIt is really a box."
    assert not settles_on_figure_after(text, len("SHAPE: square"), SIX)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # A cell the prose only refuses, then a direction on the answer line: the direction.
        ("I won't step into (1, 1); the bottom corridor is what I want.\n\nMOVE: down", (2, 0)),
        ("I am not going to (2, 0).\n\nMOVE: right", (1, 1)),
        ("Never enter (1, 1) here.\n\nMOVE: down", (2, 0)),
        ("Best to avoid (2, 0).\n\nMOVE: right", (1, 1)),
        # Controls: a cell answer line after the refusal; the cell also offered; recommended.
        ("I won't step into (1, 1).\n\nMOVE: (2, 0)", (2, 0)),
        ("I won't step into (1, 1) now; later (1, 1) is fine.\n\nMOVE: down", None),
        ("(1, 1) is the best next cell.\n\nMOVE: down", None),
    ],
)  # fmt: skip
def test_a_refused_cell_before_a_direction_answer_line(
    reply: str, expected: tuple[int, int] | None
) -> None:
    assert _move(reply) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        # Where an opening should face: top -> east (right) is a quarter turn clockwise.
        ("Turn (1, 0) so that its top opening faces east.", (2, CLOCKWISE)),
        ("Rotate (0, 1) so its right opening points up.", (1, COUNTERCLOCKWISE)),
        ("Turn square (1, 1) so that the bottom opening faces west.", (3, CLOCKWISE)),
        ("Rotate (0, 0) until its left opening opens to the north.", (0, CLOCKWISE)),
        ("Turn (1, 0) so its north opening points towards the west.", (2, COUNTERCLOCKWISE)),
        # Controls: a half turn, no turn, two phrases that disagree, a turn word already said.
        ("Turn (1, 0) so that its top opening faces down.", (2, None)),
        ("Turn (0, 1) so that its top opening faces north.", (1, None)),
        ("Turn (0, 1) so its top opening faces east and its left opening faces south.",
         (1, None)),
        ("ROTATE: (1, 1) counterclockwise", (3, COUNTERCLOCKWISE)),
    ],
)  # fmt: skip
def test_a_turn_given_by_where_an_opening_faces(
    reply: str, expected: tuple[int, str | None]
) -> None:
    parse = parse_rotation(reply, 2, 2)
    assert (parse.square, parse.direction) == expected


def test_facing_turn_reads_every_side_word() -> None:
    # Each side to the next one clockwise round the compass is clockwise, and back is not.
    order = [("top", "north", "up"), ("right", "east"), ("bottom", "south", "down"),
             ("left", "west")]  # fmt: skip
    for i, sides in enumerate(order):
        for side in sides:
            for to in order[(i + 1) % 4]:
                assert facing_turn(f"its {side} opening faces {to}") == CLOCKWISE
                assert facing_turn(f"its {to} opening faces {side}") == COUNTERCLOCKWISE
    assert facing_turn("no opening named") is None

"""The scorers on the extended shapes: named replies, generated mazes, and the active set.

A default study (the six alone) reads and scores exactly as before the extended shapes: its
corpus tests (``test_reply_corpus.py``) are unchanged. Here the extended set's words name their
shapes, and the corpus keeps every verdict when read with them.
"""

from __future__ import annotations

import numpy as np
import pytest
from corpus_recognition import recognition_cases

from envs.maze_nav.constants import (
    ALL_SHAPE_NAMES,
    EXTENDED_SHAPE_NAMES,
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
)
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import Maze
from envs.maze_nav.text import encode
from experiments.maze.scoring import NONE, score_generation, score_recognition
from experiments.maze.scoring.recognition import EXTENDED_SYNONYMS, WRONG_SHAPE

# A reply that names each extended shape in words, and one on the SHAPE: line.
NAMED = {
    "N": ("The corridors trace the letter N.", "SHAPE: N"),
    "L": ("The empty cells form an L-shaped corridor.", "SHAPE: l"),
    "T": ("It is a T: a bar with a stem.", "SHAPE: T-shape"),
    "plus": ("The corridors make a plus sign.", "SHAPE: +"),
    "H": ("Two posts and a bar: an H.", "SHAPE: H"),
    "envelope": ("The corridors look like an envelope.", "SHAPE: boxed X"),
    "house": ("It looks like a house: a roof on a box.\n\nSHAPE: house", "SHAPE: pentagon"),
}


def _maze(shape: str, size: int = 5, seed: int = 0) -> Maze:
    return generate_maze(np.random.default_rng(seed), shape, size)


def _other(maze: Maze) -> Maze:
    for seed in range(1, 60):
        other = _maze(maze.shape, int(maze.size), seed)
        if not np.array_equal(other.codes(), maze.codes()):
            return other
    raise AssertionError("no second maze")


@pytest.mark.parametrize("shape", EXTENDED_SHAPE_NAMES)
def test_a_reply_naming_the_shape_is_right_and_another_wrong(shape: str) -> None:
    prose, line = NAMED[shape]
    for text in (prose, line, *(f"The empty cells form a {w}." for w in EXTENDED_SYNONYMS[shape])):
        score = score_recognition(text, shape)
        assert score.success and score.predicted == shape, (text, score)
    assert score_recognition(line, shape).strict
    for other in ("square", "cross", *(s for s in EXTENDED_SHAPE_NAMES if s != shape)):
        wrong = NAMED[other][1] if other in NAMED else f"SHAPE: {other}"
        score = score_recognition(wrong, shape)
        assert not score.success and score.predicted == other, (wrong, score)
        assert score.strict_reason == WRONG_SHAPE
    # Read by the six's words (a default study), an extended name is no shape at all (the X
    # of "boxed X" is still a cross there).
    six = score_recognition(line, "square", shapes=SHAPE_NAMES).predicted
    assert six == ("cross" if shape == "envelope" else NONE)


def test_composites_and_letters_are_not_read_as_their_parts() -> None:
    assert score_recognition("SHAPE: boxed cross", "envelope").predicted == "envelope"
    assert score_recognition("A greek cross.", "plus").predicted == "plus"
    # A composite described by its parts names the parts: its own words name it.
    assert score_recognition("A square with both diagonals.", "envelope").predicted == "square"
    # A bare "plus" in prose is a conjunction; on the answer line it names the shape.
    assert score_recognition("A square plus a triangle.", "house").predicted == "ambiguous"
    assert score_recognition("SHAPE: plus", "plus").success
    # In an extended study a square's reply is read with the extended words too.
    assert score_recognition("SHAPE: H", "square", shapes=ALL_SHAPE_NAMES).predicted == "H"


def test_the_recognition_corpus_keeps_its_verdicts_in_the_extended_set() -> None:
    for case in recognition_cases():
        assert score_recognition(case.reply, case.shape, shapes=ALL_SHAPE_NAMES) == (
            score_recognition(case.reply, case.shape)
        ), case.id


@pytest.mark.parametrize("shape", EXTENDED_SHAPE_NAMES)
def test_a_generated_maze_of_the_shape_is_identified_as_it(shape: str) -> None:
    maze, size = _maze(shape, 7), 7
    other = _other(maze)
    assert other.shape == shape and other.connectivity == SHAPE_CONNECTIVITY[shape]
    text = "MAZE:\n" + encode(other.codes(), "matrix")
    score = score_generation(text, maze, "matrix", shape)
    assert score.success and score.strict and score.reason is None, score
    # A maze of another extended shape fails, and the reason names what it forms.
    wrong = next(s for s in EXTENDED_SHAPE_NAMES if s != shape)
    text = "MAZE:\n" + encode(_maze(wrong, size).codes(), "matrix")
    score = score_generation(text, maze, "matrix", shape)
    assert not score.shape_preserved
    assert score.reason == f"corridors match no {shape} template (they form a {wrong})"


def test_a_default_study_names_no_extended_shape_in_its_reasons() -> None:
    square, plus = _maze("square"), _maze("plus")
    text = "MAZE:\n" + encode(plus.codes(), "matrix")
    assert score_generation(text, square, "matrix", "square").reason == (
        "corridors match no square template"
    )
    extended = score_generation(text, square, "matrix", "square", shapes=ALL_SHAPE_NAMES)
    assert extended.reason == "corridors match no square template (they form a plus)"
    with pytest.raises(ValueError, match="shapes="):
        score_generation(text, square, "matrix", "square", shapes=("U",))

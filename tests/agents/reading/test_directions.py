"""A solve answer given as a direction word (agents.llm.reading.directions), and how
parse_move turns it into the neighbouring cell."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move
from agents.llm.reading import read_answer
from agents.llm.reading.directions import (
    DIRECTION_WORDS,
    ONE_ANSWER,
    TWO_ANSWERS,
    direction_answer,
)
from envs.maze_nav.logic import DELTAS, Action

# ORIGINAL of the reply corpus: a 4x4 ring, the player at (1, 0); (2, 0) and (1, 1) are open.
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


def _read(reply: str):
    return direction_answer(read_answer(reply).whole)


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("MOVE: down", Action.DOWN),
        ("**MOVE:** Right", Action.RIGHT),
        ("The left column is open.\nAnswer: go down.", Action.DOWN),
        ("**Final answer:** Down", Action.DOWN),
        ("**Final Answer**\n\nRight", Action.RIGHT),
        ("答案：向下", Action.DOWN),
        ("最终答案：往右走", Action.RIGHT),
        ("MOVE: south", Action.DOWN),
        ("MOVE: hacia abajo", Action.DOWN),
        ("MOVE: nach rechts", Action.RIGHT),
        ("MOVE: à droite", Action.RIGHT),
        ("MOVE: up-right", Action.UP_RIGHT),
        ("MOVE: ↓", Action.DOWN),
        ("Down.", Action.DOWN),
        ("<think>\nMaybe up? No.\n</think>\n\nMOVE: down", Action.DOWN),
    ],
)
def test_a_direction_alone_on_the_answer_line_is_one_answer(reply: str, action: Action) -> None:
    assert _read(reply) == (action, ONE_ANSWER)


@pytest.mark.parametrize(
    "reply",
    ["MOVE: down or right", "答案：向下/向右", "MOVE: up / left", "Answer: abajo o derecha"],
)
def test_two_directions_on_the_answer_line_are_alternatives(reply: str) -> None:
    assert _read(reply) == (None, TWO_ANSWERS)


@pytest.mark.parametrize(
    "reply",
    [
        "I moved right last turn.",  # a remark (the past), not an answer
        "MOVE: down the left column to (4, 0)",  # more than a direction: the cell parser's
        "Going down is blocked, so I turn back.",
        "MOVE: " + "down " * 40,  # longer than any answer
        "The answer is in the maze.",
        "",
    ],
)
def test_anything_else_is_no_direction_answer(reply: str) -> None:
    assert _read(reply) == (None, None)


def test_every_language_names_the_four_moves_as_the_env_does() -> None:
    four = [Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT]
    for words in (
        ("up", "down", "left", "right"),
        ("north", "south", "west", "east"),
        ("上", "下", "左", "右"),
        ("arriba", "abajo", "izquierda", "derecha"),
        ("haut", "bas", "gauche", "droite"),
        ("oben", "unten", "links", "rechts"),
    ):
        assert [DIRECTION_WORDS[w] for w in words] == four, words
    # The step is the env's own: down from (1, 0) is (2, 0).
    assert DELTAS[DIRECTION_WORDS["down"]] == (1, 0)


@pytest.mark.parametrize(
    ("reply", "target", "reason"),
    [
        ("MOVE: down", (2, 0), None),
        ("答案：向右", (1, 1), None),
        ("MOVE: up", (0, 0), "wall"),  # the move read is the wall: the env's reason
        ("MOVE: left", (1, -1), "out_of_bounds"),
    ],
)
def test_parse_move_reads_the_neighbouring_cell(reply, target, reason) -> None:
    parsed = parse_move(reply, CORRIDORS, (1, 0), 4)
    assert parsed.target == target and parsed.reason == reason


def test_parse_move_abstains_on_two_directions() -> None:
    parsed = parse_move("MOVE: down or right", CORRIDORS, (1, 0), 4)
    assert parsed.target is None and parsed.unreadable == "conflicting"


def test_a_cell_beats_a_direction_word() -> None:
    parsed = parse_move("Answer: down\nMOVE: (1, 1)", CORRIDORS, (1, 0), 4)
    assert parsed.target == (1, 1)


def test_a_megabyte_of_direction_words_is_no_answer() -> None:
    # Longer than any answer: not read (benchmarks/bench_scoring.py measures the speed).
    assert _read("down " * 200_000) == (None, None)


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: right\n\nWait, no: down.",  # another direction after the answer may take it back
        "MOVE: down\n(1, 1) is a wall.",  # a cell after the label that the direction does not name
    ],
)
def test_a_direction_answer_contradicted_after_it_is_no_answer(reply: str) -> None:
    parsed = parse_move(reply, CORRIDORS, (1, 0), 4)
    assert parsed.target is None and parsed.unreadable == "conflicting"


@pytest.mark.parametrize(
    "reply",
    [
        "MOVE: down\nThat is (2, 0).",  # the cell agrees
        "I am at (1, 0). The left column is open.\nMOVE: down",  # the cell is where I stand
        "MOVE: down\n\nGoing down keeps me on the edge.",  # the same direction again
    ],
)
def test_a_direction_answer_with_agreeing_words_around_it_is_read(reply: str) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == (2, 0)


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("Go right one step.", (1, 1)),
        ("向右走一步。", (1, 1)),
        ("一步向下。", (2, 0)),
        ("Move 1 down.", (2, 0)),
        ("Un paso a la derecha.", (1, 1)),
        ("MOVE: one step right", (1, 1)),
        # a larger count is not one move; two directions, or a remark, are no answer
        ("Move 2 down.", None),
        ("向右走两步。", None),
        ("Right one step or down one step.", None),
        ("I moved right last turn.", None),  # the past: a remark (twenty-second round)
        # a cell's digit is no step count: the cell is read, the arrow note is not a second move
        ("MOVE: (1, 1) ← right", (1, 1)),
    ],
)
def test_a_direction_with_a_step_count_of_one_is_that_neighbour(reply, target) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        # A move named the best one, or the one to make, by one direction in the closing
        # sentence: the neighbouring cell (issue 35, fortieth round).
        ("Going up hits the wall. The right move is right, toward the top corridor.", (1, 1)),
        ("The wall is above us, so you should move down.", (2, 0)),
        ("右边是墙，应该往下走一格。", (2, 0)),
        ("最好的走法是向右。", (1, 1)),
        # two directions named as the best move: no answer
        ("The best move is right or down, either works.", None),
        ("应该往右或者往下。", None),
        # a direction in the reasoning, another answer after it
        ("The best move is right, I thought. Then I saw the wall.\nMOVE: (2, 0)", (2, 0)),
    ],
)
def test_a_prose_direction_as_the_move_is_the_neighbouring_cell(reply: str, target) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target

"""Issue 35, twenty-fifth round: the readers' rules for the habits v26 found misread.

After the committed generated maze, a check saying it fails (a gap, not closed, not a <shape>,
wrong, broken, invalid) or offering "a better maze" / another maze with no replacement stated
commits the reply to no maze (conflicting); a replacement stated after the check ("Corrected
maze:", "Here is the fixed version", "Use this one instead:", a new ``MAZE:`` line) is the
answer. A check saying the maze holds, or rejecting an alternative ("would be invalid"), leaves
it read. A check after a one-shot ``PATH:`` saying the path goes through a wall or is wrong
doubts it likewise. The JSON keys a puzzle turn is written under are one table (:data:`TURN_KEYS`), and the
square may be written ``{"row": r, "col": c}``.
"""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_rotation
from agents.llm.reading import CONFLICTING
from agents.llm.reading.corrections import maze_check_doubts
from agents.llm.reading.json_answers import TURN_KEYS
from envs.maze_nav.logic import Maze
from experiments.maze.scoring.generation_answer import generated_maze
from experiments.maze.scoring.solution import check_solution

RING = "P 0 0 1 1\n0 1 0 1 1\n0 0 G 1 1\n1 1 1 1 1\n1 1 1 1 1"
OTHER = "1 1 1 1 1\n1 1 P 0 0\n1 1 0 1 0\n1 1 0 0 G\n1 1 1 1 1"


def _maze(reply: str) -> tuple[np.ndarray | None, str | None]:
    return generated_maze(reply, "matrix", 5)


def _grid(text: str) -> np.ndarray:
    found, error = _maze("MAZE:\n" + text)
    assert error is None and found is not None
    return found


@pytest.mark.parametrize(
    "check",
    [
        "Let me double-check: the ring has a gap at (3,2), so this is not a closed square. "
        "A better maze is\n" + OTHER,
        "Check: the walls leave a gap on the left.",
        "Verification: G is walled in, so this maze is invalid.",
        "Double-check: this is wrong.",
        "Hmm, checking it: the loop is broken at (2,3). Another option:\n" + OTHER,
        "Re-checking: a better one would put the ring higher up:\n" + OTHER,
        "Wait, this isn't a ring.",
    ],
)
def test_a_check_doubting_the_maze_commits_to_none(check: str) -> None:
    assert _maze("MAZE:\n" + RING + "\n\n" + check) == (None, CONFLICTING)


@pytest.mark.parametrize(
    "replacement",
    ["Corrected maze:\n", "Here is the fixed version\n", "Use this one instead:\n", "MAZE:\n"],
)
def test_a_stated_replacement_after_the_check_is_the_answer(replacement: str) -> None:
    reply = "MAZE:\n" + RING + "\n\nCheck: the ring is not closed.\n\n" + replacement + OTHER
    found, error = _maze(reply)
    assert error is None and np.array_equal(found, _grid(OTHER))


@pytest.mark.parametrize(
    "check",
    [
        "Double-check: the ring is closed, with no gap, and the maze is valid.",
        "Check: a ring with G outside it would be invalid; this one keeps G on the ring.",
        "Verify: is this wrong? No, it is fine.",
        "Checking: nothing is broken.",
    ],
)
def test_a_check_that_holds_or_rejects_an_alternative_leaves_the_maze(check: str) -> None:
    found, error = _maze("MAZE:\n" + RING + "\n\n" + check)
    assert error is None and np.array_equal(found, _grid(RING))


def test_a_doubt_before_the_maze_is_no_check_of_it() -> None:
    text = "Check: the old ring is broken.\n\nMAZE:\n" + RING
    assert not maze_check_doubts(text, len(text))
    assert maze_check_doubts(text + "\n\nVerify: it is broken.", len(text))


@pytest.mark.parametrize(
    ("reply", "square", "turn"),
    [
        ('{"name": "rotate", "arguments": {"square": {"row": 1, "col": 0}, "turn": "clockwise"}}',
         2, "clockwise"),
        ('{"square": {"row": 1, "col": 1}, "rotation": "counterclockwise"}', 3, "counterclockwise"),
        ('{"tile": {"row": 0, "col": 0}, "dir": "clockwise"}', 0, "clockwise"),
        ('{"square": 2, "way": "counterclockwise"}', 2, "counterclockwise"),
        ('{"name": "turn", "arguments": "{\\"piece\\": {\\"r\\": 0, \\"c\\": 1}, \\"way\\": '
         '\\"clockwise\\"}"}', 1, "clockwise"),
    ],
)  # fmt: skip
def test_json_turn_keys_and_a_row_col_square_are_read(reply: str, square: int, turn: str) -> None:
    found = parse_rotation(reply, 2, 2)
    assert (found.square, found.direction) == (square, turn)


@pytest.mark.parametrize(
    "reply",
    ['{"square": {"row": 0, "col": 1}}', '{"square": {"row": 0, "col": 1}, "turn": "sideways"}',
     '{"square": {"row": 0}, "turn": "clockwise"}', '{"square": {"row": 5, "col": 1}, "turn": '
     '"clockwise"}'],
)  # fmt: skip
def test_json_with_no_turn_or_no_whole_square_is_not_read(reply: str) -> None:
    found = parse_rotation(reply, 2, 2)
    assert found.square is None or found.direction is None, found


def test_the_turn_keys_are_one_table() -> None:
    assert {"direction", "rotation", "turn", "dir", "way"} <= set(TURN_KEYS)


# corpus_mazes' ORIGINAL: a 4x4 ring, P at (1, 0), G at (4, 3).
_OPEN = [[0, 0, 0, 0, 0], [1, 1, 1, 1, 0], [1, 0, 0, 1, 0], [1, 0, 0, 1, 0], [1, 1, 1, 1, 0]]
ORIGINAL = Maze(np.array(_OPEN, dtype=bool), (1, 0), (4, 3), 4, "square")
RIGHT = "(1, 0), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (4, 3)"


@pytest.mark.parametrize(
    "check",
    [
        "Check: this path goes through a wall at (1,1).",
        "Double-check: hmm, the path is wrong, (3,0) is a wall.",
        "Verify: it hits a wall at (1,2).",
    ],
)
def test_a_check_doubting_the_path_is_conflicting(check: str) -> None:
    found = check_solution(f"PATH: {RIGHT}\n\n{check}", ORIGINAL)
    assert not found.success and found.unreadable == CONFLICTING


@pytest.mark.parametrize(
    "check",
    [
        "Check: every step is open and it ends at G.",
        "Verify: going down column 2 would go through a wall, so the top row is the way.",
        "Checking: nothing is wrong with it.",
    ],
)
def test_a_check_that_holds_or_rejects_another_route_leaves_the_path(check: str) -> None:
    assert check_solution(f"PATH: {RIGHT}\n\n{check}", ORIGINAL).success

"""The thirteenth round's reading rules (issue 35), each with its controls: two puzzle squares
offered with no pick, p/g in lower case in a generated maze, a quarter turn to a side, a
half-formed answer label, axes the reply defines, cells indexed as rows, a shape word before
another shape's noun, a prose route from the start in words."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.parsing import parse_move, parse_rotation
from envs.maze_nav.logic import Maze
from envs.maze_nav.matrix import parse_matrix
from experiments.maze.scoring.recognition_mentions import shape_mentions
from experiments.maze.scoring.solution import check_solution

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
ORIGINAL = Maze(CORRIDORS, (1, 0), (4, 3), 4, "square")
RING = "P 0 0 1 1\n0 1 0 1 1\n0 0 G 1 1\n1 1 1 1 1\n1 1 1 1 1"


@pytest.mark.parametrize(
    "reply",
    [
        "You can rotate square 0 clockwise and you can rotate square 3 clockwise.",
        "You could rotate square 1 counterclockwise and square 2 counterclockwise.",
        "We can turn (0, 1) clockwise, and we can turn (1, 1) counterclockwise.",
    ],
)
def test_two_squares_offered_with_no_pick_are_conflicting(reply: str) -> None:
    parsed = parse_rotation(reply, 2, 2)
    assert (parsed.action, parsed.unreadable) == (None, "conflicting")


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("You can rotate square 2 clockwise.", 4),
        ("You could rotate square 0 clockwise or square 3 clockwise. I will rotate square 3 "
         "clockwise.", 6),
    ],
)  # fmt: skip
def test_one_square_offered_or_a_pick_after_the_offer_is_the_move(reply: str, action: int) -> None:
    assert parse_rotation(reply, 2, 2).action == action


def test_the_solve_phase_keeps_its_rule_for_two_cells_offered() -> None:
    parsed = parse_move("You can go to (2, 0) and you can go to (1, 1).", CORRIDORS, (1, 0), 4)
    assert (parsed.target, parsed.unreadable) == (None, "conflicting")


@pytest.mark.parametrize("letter", ["P", "G"])
def test_a_lower_case_player_or_goal_is_no_maze(letter: str) -> None:
    assert parse_matrix(RING.replace(letter, letter.lower()), 5).codes is None
    assert parse_matrix(RING, 5).codes is not None  # control: the encoding's capitals


@pytest.mark.parametrize(
    ("reply", "action"),
    [
        ("Turn the square at (1, 0) 90 degrees to the right.", 4),
        ("Rotate square 1 by 90° to the left.", 3),
        ("Square 1 needs a quarter turn to the left.", 3),
        ("Give (0, 0) a quarter-turn to the right.", 0),
    ],
)
def test_a_quarter_turn_to_a_side_is_its_direction(reply: str, action: int) -> None:
    assert parse_rotation(reply, 2, 2).action == action


@pytest.mark.parametrize(
    "reply",
    [
        "Rotate square 1 by -90 degrees.",
        "Rotate square 1 by -90 degrees to the right.",
        "Rotate square 1 270 degrees to the right.",
    ],
)
def test_signed_or_other_angles_name_no_direction(reply: str) -> None:
    assert parse_rotation(reply, 2, 2).action is None


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("MOVE (2 0", (2, 0)),
        ("MOVE (1 1)", (1, 1)),
        ("The cell below is open.\nmove (2, 0", (2, 0)),
    ],
)
def test_a_half_formed_move_label_is_its_cell(reply: str, target: tuple[int, int]) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target


@pytest.mark.parametrize(
    ("reply", "action"), [("ROTATE (0, 1 clockwise", 2), ("ROTATE (1 1) counterclockwise", 7)]
)
def test_a_half_formed_rotate_label_is_its_move(reply: str, action: int) -> None:
    assert parse_rotation(reply, 2, 2).action == action


@pytest.mark.parametrize("reply", ["MOVE (2 0 1", "I could move (2 0 maybe"])
def test_numbers_after_a_label_in_prose_or_three_of_them_are_no_cell(reply: str) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target is None


@pytest.mark.parametrize(
    "reply",
    [
        "Cells are (x, y) with x the column. I am at (0, 1) and go to (0, 2).",
        "Coordinates as (x, y), x = column, y = row. Player: (0, 1). Next: (0, 2).",
        "Using (x, y) = (column, row), the open cell below me is x = 0, y = 2.",
        "With (x, y) = (column, row), the cell below me is (x, y) = (0, 2).",
    ],
)
def test_cells_written_x_y_with_x_the_column_are_swapped(reply: str) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == (2, 0)


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("Writing (x, y) where x is the row: from (1, 0) I step to (2, 0).", (2, 0)),
        # The pairs before the reply names its form are the prompt's.
        ("I step to (2, 0). In (x, y) terms, with x the column, that is (0, 2).", (2, 0)),
        ("No axes named: I step to (1, 1).", (1, 1)),
    ],
)
def test_pairs_are_kept_when_x_is_the_row_or_no_form_is_said(
    reply: str, target: tuple[int, int]
) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("maze[1][1] is 0, so I move to maze[1][1].", (1, 1)),
        ("Checking grid[0][0]: a wall. grid[2][0]: open.\nMOVE: grid[2][0]", (2, 0)),
        ("Both (2, 0) and (1, 1) are open. I will move to (2, 0).", (2, 0)),
    ],
)
def test_an_indexed_cell_is_row_then_column(reply: str, target: tuple[int, int]) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target


@pytest.mark.parametrize(
    "reply",
    [
        "board[2][0] and board[1][1] are both open.",
        "(2, 0) and (1, 1) are both open.",
        "Both (2, 0) and (1, 1) are open.",
    ],
)
def test_two_cells_called_open_with_no_pick_are_conflicting(reply: str) -> None:
    parsed = parse_move(reply, CORRIDORS, (1, 0), 4)
    assert (parsed.target, parsed.unreadable) == (None, "conflicting")


def _shapes(text: str) -> set[str]:
    return {shape for _, shape in shape_mentions(text, text.lower())}


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("square spiral", "spiral"),
        ("a rectangular coil", "spiral"),
        ("a square zigzag", _shapes("zigzag").pop()),
    ],
)
def test_a_square_word_before_another_shapes_noun_is_that_shape(text: str, shape: str) -> None:
    assert _shapes(text) == {shape}


def test_a_square_alone_or_beside_another_shape_still_names_the_square() -> None:
    assert _shapes("square") == {"square"}
    assert _shapes("square, spiral") == {"square", "spiral"}


@pytest.mark.parametrize(
    ("reply", "success"),
    [
        ("From P, I go down through (2, 0), (3, 0) and (4, 0), then right along (4, 1), (4, 2) "
         "to (4, 3).", True),
        ("Starting at the start, the route is (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).", True),
        ("The route: (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).", False),
        ("From the start: (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).", False),
        ("From the start. Then (1, 1) (1, 2) (1, 3) (2, 3) (3, 3) (4, 3).", False),
    ],
)  # fmt: skip
def test_a_prose_route_from_the_start_in_words(reply: str, success: bool) -> None:
    assert check_solution(reply, ORIGINAL).success is success


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("玩家在第1行第0列。右边是空的。答案：向右", (1, 1)),
        ("我现在在第1行第0列。下面是空的。答案：向下", (2, 0)),
        ("I am at (1, 0) and the cell to my right is open. Answer: right", (1, 1)),
    ],
)
def test_an_answer_label_after_a_sentence_on_its_line(reply: str, target: tuple[int, int]) -> None:
    assert parse_move(reply, CORRIDORS, (1, 0), 4).target == target


def test_two_directions_after_such_a_label_are_conflicting() -> None:
    parsed = parse_move("我在第1行第0列。答案：向下或向右", CORRIDORS, (1, 0), 4)
    assert (parsed.target, parsed.unreadable) == (None, "conflicting")

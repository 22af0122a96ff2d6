"""MazeNav text encodings: round trips, tolerance to model output, fuzzing."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from envs.maze_nav.constants import TEXT_ENCODINGS
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.shapes import SHAPES
from envs.maze_nav.text import (
    encode,
    find_coordinates,
    parse,
    parse_coord_list,
    parse_matrix,
)


def mazes(n: int = 120, size: int = 5):
    rng = np.random.default_rng(7)
    shapes = list(SHAPES)
    return [generate_maze(rng, shapes[i % len(shapes)], size).codes() for i in range(n)]


@pytest.mark.parametrize("encoding", TEXT_ENCODINGS)
@pytest.mark.parametrize("size", [5, 7])
def test_parse_encode_roundtrip(encoding, size):
    for grid in mazes(60, size):
        parsed = parse(encode(grid, encoding), encoding)
        assert parsed.ok and np.array_equal(parsed.codes, grid)


@pytest.mark.parametrize("encoding", TEXT_ENCODINGS)
def test_parsers_tolerate_fences_and_prose(encoding):
    grid = mazes(1)[0]
    text = f"Here is my new maze!\n\n```text\n{encode(grid, encoding)}\n```\nI hope that helps."
    assert np.array_equal(parse(text, encoding, size=5).codes, grid)


def test_matrix_parser_reads_start_end_letters_brackets_and_takes_the_first_grid():
    text = """Original:
1 1 1 1 1
P 0 0 0 1
1 1 1 0 1
1 G 0 0 1
1 1 1 1 1

New maze:
[S, 0, 0, 0, 0]
[1, 1, 1, 1, 0]
[1, 1, 1, 1, 0]
[1, 1, 1, 1, 0]
[E, 0, 0, 0, 0]
"""
    # The first complete grid is the maze; which block a *reply* is scored on (the one after its
    # "New maze:" cue here) is experiments.scoring's call.
    first = parse_matrix(text, size=5)
    assert first.ok and first.codes[1, 0] == 2 and first.codes[3, 1] == 3
    parsed = parse_matrix(text.split("New maze:")[1], size=5)
    assert parsed.ok
    assert parsed.codes[0, 0] == 2 and parsed.codes[4, 0] == 3 and parsed.codes[1, 0] == 0


def test_matrix_parser_reads_unspaced_rows_and_reports_missing_grids():
    parsed = parse_matrix("P001\n0110\n0000\n110G")
    assert parsed.ok and parsed.codes.shape == (4, 4) and parsed.codes[3, 3] == 3
    assert parse_matrix("no maze here").error == "no_grid"
    assert parse_matrix("1 0 1\n0 0 0", size=5).error in {"no_grid", "wrong_size"}
    assert parse_matrix("1 0 1\n0 0 0\n1 1 1", size=5).error == "wrong_size"


def test_coord_list_parser_reads_the_specification_example_and_bold_labels():
    spec_example = (
        "Walls: (0,0), (1,1), (1,2), (3,0), (3,1)\n"
        "Empty: (0,1), (0,2), (1,0), (2,0), (2,1), (2,2), (2,3), (3,2)\n"
        "Player position: (0,3)\n"
        "Goal: (3,3)"
    )
    parsed = parse_coord_list(spec_example)
    assert parsed.ok and parsed.codes.shape == (4, 4)
    assert parsed.codes[0, 3] == 2 and parsed.codes[3, 3] == 3 and parsed.codes[0, 0] == 0
    # The specification's example leaves (1,3) out of both lists; unlisted cells are walls.
    assert parsed.codes[1, 3] == 0
    bold = "**Walls:** (0, 0)\n**Empty cells:** (0, 1), (0, 2)\n**Start:** (1, 1)\n**End:** (2, 2)"
    parsed = parse_coord_list(bold, size=3)
    assert parsed.ok and parsed.codes[1, 1] == 2 and parsed.codes[2, 2] == 3


def test_coord_list_parser_errors():
    assert parse_coord_list("Player position: (0,0)\nGoal: (1,1)").error == "no_grid"
    assert parse_coord_list("Empty: (0,0)\nGoal: (1,1)").error == "missing_player_or_goal"
    conflict = "Walls: (0,1)\nEmpty: (0,1)\nPlayer position: (0,0)\nGoal: (1,1)"
    assert parse_coord_list(conflict).error == "conflict"
    far = "Empty: (0,1)\nPlayer position: (0,0)\nGoal: (9,9)"
    assert parse_coord_list(far, size=5).error == "out_of_bounds"


def test_find_coordinates_forms():
    text = "From (0, 0) I go to [1,2], then row 3, column 4, r2c1 and finally ( -1 , 7 )."
    assert find_coordinates(text) == [(0, 0), (1, 2), (3, 4), (2, 1), (-1, 7)]
    # Long numbers are coordinates too (off any grid), not silently dropped.
    assert find_coordinates("(1234567, 2)") == [(1234567, 2)]
    assert find_coordinates("(" + "9" * 5000 + ", -" + "9" * 20 + ")") == [(10**9, -(10**9))]
    assert find_coordinates("") == []


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_parsers_never_raise(text):
    for encoding in TEXT_ENCODINGS:
        result = parse(text, encoding)
        assert result.ok or result.error
        result = parse(text, encoding, size=5)
        assert result.codes is None or result.codes.shape == (5, 5)
    assert isinstance(find_coordinates(text), list)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(["0", "1", "P", "G", " ", "\n", "(", ")", ",", "Empty:", "Goal:"]),
        max_size=200,
    )
)
def test_parsers_never_raise_on_maze_like_noise(tokens):
    text = "".join(tokens)
    for encoding in TEXT_ENCODINGS:
        assert parse(text, encoding).ok in (True, False)


@pytest.mark.parametrize("encoding", TEXT_ENCODINGS)
def test_env_text_fast_path_matches_encode(encoding):
    import gymnasium as gym

    import envs  # noqa: F401

    env = gym.make("MazeNav-v0", encoding=encoding)
    for seed in range(40):
        env.reset(seed=seed)
        maze = env.unwrapped.maze
        view = env.unwrapped._episode.text
        for r, c in np.argwhere(maze.corridors):
            cell = (int(r), int(c))
            if cell != maze.goal:
                assert view(cell) == encode(maze.codes(cell), encoding)
        on_goal = view(maze.goal)
        assert (
            on_goal.count("P") == 1
            if encoding == "matrix"
            else f"Goal: ({maze.goal[0]}," in on_goal
        )


@settings(max_examples=3000, deadline=None)
@given(st.text(alphabet="()[]{},; 0123456789-.rRcColumnw\n", max_size=40))
def test_the_fast_coordinate_reader_agrees_with_the_general_one(text):
    from envs.maze_nav.text import _all_coordinates

    assert find_coordinates(text) == _all_coordinates(text)


def test_the_fast_coordinate_reader_agrees_on_long_numbers():
    from envs.maze_nav.text import _all_coordinates

    for text in ["(12345678, 1)", "(123456789, 1)", "[1, 99999999]", "(1.5, 2) (3, 4.5) (5, 6)"]:
        assert find_coordinates(text) == _all_coordinates(text)

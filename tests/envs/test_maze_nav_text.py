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
    coord_list_blocks,
    encode,
    find_coordinates,
    matrix_blocks,
    matrix_runs,
    maze_blocks,
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


def test_matrix_parser_reads_brackets_and_takes_the_first_grid():
    text = """Original:
1 1 1 1 1
P 0 0 0 1
1 1 1 0 1
1 G 0 0 1
1 1 1 1 1

New maze:
[P, 0, 0, 0, 0]
[1, 1, 1, 1, 0]
[1, 1, 1, 1, 0]
[1, 1, 1, 1, 0]
[G, 0, 0, 0, 0]
"""
    # The first complete grid is the maze; which block a *reply* is scored on (the one after its
    # "New maze:" cue here) is experiments.maze.scoring's call.
    first = parse_matrix(text, size=5)
    assert first.ok and first.codes[1, 0] == 2 and first.codes[3, 1] == 3
    parsed = parse_matrix(text.split("New maze:")[1], size=5)
    assert parsed.ok
    assert parsed.codes[0, 0] == 2 and parsed.codes[4, 0] == 3 and parsed.codes[1, 0] == 0
    # S and E for the player and goal are no maze (the prompt names P and G; issue 35's v7
    # ruling): the block is no grid.
    start_end = text.split("New maze:")[1].replace("P", "S").replace("G", "E")
    assert parse_matrix(start_end, size=5).error == "no_grid"


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


# A 5x5 grid (a 3x3 ring in the top-right corner) and the decorations models write around it.
RING = np.array(
    [[0, 0, 1, 2, 1], [0, 0, 1, 0, 1], [0, 0, 1, 1, 3], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
    dtype=np.int8,
)
RING_ROWS = encode(RING, "matrix").splitlines()
DECORATED_MATRICES = {
    "table_with_row_index": "|   | 0 | 1 | 2 | 3 | 4 |\n|---|---|---|---|---|---|\n"
    + "\n".join(f"| {i} | " + " | ".join(row.split()) + " |" for i, row in enumerate(RING_ROWS)),
    "column_header_and_index": "    0 1 2 3 4\n"
    + "\n".join(f"{i}   {row}" for i, row in enumerate(RING_ROWS)),
    "one_based_index_with_colon": "\n".join(f"{i + 1}: {row}" for i, row in enumerate(RING_ROWS)),
    "hash_comments": "\n".join(f"{row}   # row {i}" for i, row in enumerate(RING_ROWS)),
    "arrow_notes": "\n".join(f"{row}  <- note {i}" for i, row in enumerate(RING_ROWS)),
    "blank_line_between_rows": "\n\n".join(RING_ROWS),
    "row_labels": "\n".join(
        f"{label}{i}: {row}"
        for i, (label, row) in enumerate(
            zip(["R", "Row ", "Line ", "R", "Row "], RING_ROWS, strict=True)
        )
    ),
    "blockquote": "\n".join(f"> {row}" for row in RING_ROWS),
    "bullets": "\n".join(f"- {row}" for row in RING_ROWS),
    "one_line_json": '{"maze": [[1,1,0,"P",0],[1,1,0,1,0],[1,1,0,0,"G"],[1,1,1,1,1],[1,1,1,1,1]]}',
    "python_list_rows": "[\n"
    + ",\n".join(f"  [{', '.join(row.split())}]" for row in RING_ROWS)
    + "\n]",
}


@pytest.mark.parametrize("name", sorted(DECORATED_MATRICES))
def test_matrix_rows_are_read_through_decoration(name):
    text = f"MAZE:\n{DECORATED_MATRICES[name]}\n\nThat is my maze."
    parsed = parse_matrix(text, 5)
    assert parsed.ok and np.array_equal(parsed.codes, RING), name


def test_matrix_blank_lines_join_only_single_rows():
    # Two grids one blank line apart stay two grids; rows one per paragraph are one grid.
    other = encode(np.rot90(RING).copy(), "matrix")
    runs = matrix_runs(f"{encode(RING, 'matrix')}\n\n{other}")
    assert [len(run.rows) for run in runs] == [5, 5]
    assert np.array_equal(np.array(runs[1].rows), np.rot90(RING))
    assert runs[0].end <= runs[1].start
    assert len(matrix_blocks("\n\n".join(RING_ROWS))) == 1


def test_matrix_row_numbers_that_are_not_an_index_are_not_rows():
    # "2 1 1 0 0" is not a row (2 is no symbol) and its run is not numbered 0, 1, 2, ...
    assert matrix_blocks("2 1 1 0 0\n3 1 1 0 1") == []
    assert matrix_blocks("1 1 0 P 0 2") == []  # a digit after the row is not a note
    assert matrix_blocks("0 1 2 3 4") == []  # a column header is not a row


@pytest.mark.parametrize("value", [None, 42, b"1 0\n0 1", ["1 0"], ""])
def test_block_readers_never_raise_on_non_text(value):
    assert matrix_blocks(value) == []
    assert matrix_runs(value) == []
    assert coord_list_blocks(value) == []
    assert maze_blocks(value, "matrix", 5) == maze_blocks(value, "coord_list", 5) == []


RING_COORD_BODY = (
    "Walls: (0,0), (0,1), (1,0), (1,1), (1,3), (2,0), (2,1), (3,0), (3,1), (3,2), (3,3), "
    "(3,4), (4,0), (4,1), (4,2), (4,3), (4,4)\nEmpty: (0,2), (0,4), (1,2), (1,4), (2,2), (2,3)"
)
DECORATED_COORD_LISTS = {
    "p_g_labels": f"{RING_COORD_BODY}\nP: (0,3)\nG: (2,4)",
    "player_and_goal_on_one_line": f"{RING_COORD_BODY}\nPlayer: (0,3), Goal: (2,4)",
    "start_and_goal_without_colons": f"{RING_COORD_BODY}\nStart (0,3) | Goal (2,4)",
    "markdown_headings": "### Walls\n\n"
    + RING_COORD_BODY.split("\n")[0][len("Walls: ") :]
    + "\n\n### Empty\n\n"
    + RING_COORD_BODY.split("\n")[1][len("Empty: ") :]
    + "\n\n### Player\n(0,3)\n\n### Goal\n(2,4)",
    "bulleted_cells": "Walls:\n"
    + "\n".join(f"- {c}" for c in RING_COORD_BODY.split("\n")[0][len("Walls: ") :].split(", "))
    + "\nEmpty:\n"
    + "\n".join(f"* {c}" for c in RING_COORD_BODY.split("\n")[1][len("Empty: ") :].split(", "))
    + "\n- Player position: (0,3)\n- Goal: (2,4)",
    "one_line_json": '{"walls": [[0,0],[0,1],[1,0],[1,1],[1,3],[2,0],[2,1],[3,0],[3,1],[3,2],'
    '[3,3],[3,4],[4,0],[4,1],[4,2],[4,3],[4,4]], "empty": [[0,2],[0,4],[1,2],[1,4],[2,2],'
    '[2,3]], "player": [0,3], "goal": [2,4]}',
    "path_after_the_maze": f"{RING_COORD_BODY}\nPlayer position: (0,3)\nGoal: (2,4)\n"
    "(0,3), (0,4), (1,4), (2,4)",
    "path_after_a_blank_line": f"Player position: (0,3)\nGoal: (2,4)\n{RING_COORD_BODY}\n\n"
    "(0,3), (0,4), (1,4), (2,4)",
}


@pytest.mark.parametrize("name", sorted(DECORATED_COORD_LISTS))
def test_coord_lists_are_read_through_decoration(name):
    text = f"Here is the maze:\n\n{DECORATED_COORD_LISTS[name]}\n\nDone."
    parsed = parse_coord_list(text, 5)
    assert parsed.ok and np.array_equal(parsed.codes, RING), name


def test_a_path_after_a_coordinate_list_is_not_more_goals():
    text = DECORATED_COORD_LISTS["path_after_the_maze"]
    (block,) = coord_list_blocks(text)
    assert block.cells["goal"] == [(2, 4)] and block.cells["player"] == [(0, 3)]
    assert text[block.start : block.end].rstrip().endswith("Goal: (2,4)")


def test_maze_blocks_are_every_complete_grid_with_its_span():
    for encoding in TEXT_ENCODINGS:
        first, second = encode(RING, encoding), encode(np.rot90(RING).copy(), encoding)
        text = f"Original:\n{first}\n\nNew:\n{second}\n"
        blocks = maze_blocks(text, encoding, 5)
        assert len(blocks) == 2, encoding
        assert np.array_equal(blocks[0].codes, RING)
        assert np.array_equal(blocks[1].codes, np.rot90(RING))
        assert text[blocks[1].start : blocks[1].end].strip() == second
        assert maze_blocks(text, encoding, 4) == []
    with pytest.raises(ValueError, match="encoding='grid'"):
        maze_blocks("", "grid", 5)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_parsers_never_raise(text):
    for encoding in TEXT_ENCODINGS:
        result = parse(text, encoding)
        assert result.ok or result.error
        result = parse(text, encoding, size=5)
        assert result.codes is None or result.codes.shape == (5, 5)
    assert isinstance(find_coordinates(text), list)
    assert isinstance(matrix_blocks(text), list) and isinstance(coord_list_blocks(text), list)
    for encoding in TEXT_ENCODINGS:
        for block in maze_blocks(text, encoding, 5):
            assert block.codes.shape == (5, 5) and 0 <= block.start < block.end <= len(text)


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


_DECORATION_TOKENS = ["1", "0", "P", "G", "S", " ", "\n", "\n\n", "|", "# row", "<-", "R0:"]
_DECORATION_TOKENS += ["Row 1:", "[", "]", "],[", ",", "(0,3)", "(2, 4)", "Walls:", "Empty:"]
_DECORATION_TOKENS += ["P:", "G:", "### Walls", "> ", "- ", "```", "{", '"', ":", "=", "12"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_DECORATION_TOKENS), max_size=150).map("".join))
def test_block_readers_never_raise_on_decorated_noise(text):
    for run in matrix_runs(text):
        assert run.rows and all(len(row) == len(run.rows[0]) >= 2 for row in run.rows)
        assert 0 <= run.start < run.end <= len(text)
    for block in coord_list_blocks(text):
        assert 0 <= block.start < block.end <= len(text)
    for encoding in TEXT_ENCODINGS:
        parsed = parse(text, encoding, size=5)
        blocks = maze_blocks(text, encoding, 5)
        assert all(b.codes.shape == (5, 5) for b in blocks)
        if encoding == "matrix":  # the first complete grid is the parser's
            assert parsed.ok == bool(blocks)
            if blocks:
                assert np.array_equal(parsed.codes, blocks[0].codes)


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
    from envs.maze_nav.grammar import _all_coordinates

    assert find_coordinates(text) == _all_coordinates(text)


def test_the_fast_coordinate_reader_agrees_on_long_numbers():
    from envs.maze_nav.grammar import _all_coordinates

    for text in ["(12345678, 1)", "(123456789, 1)", "[1, 99999999]", "(1.5, 2) (3, 4.5) (5, 6)"]:
        assert find_coordinates(text) == _all_coordinates(text)


def test_long_number_test_agrees_with_the_regex():
    """The byte-table test for nine digits in a row (ASCII text) and the regex it replaces
    agree, on ASCII text and on text with other scripts' digits (read by the regex)."""
    import random

    from envs.maze_nav import grammar

    rng = random.Random(35)
    hits = 0
    for _ in range(3000):
        text = "".join(rng.choice("0123456789 ,(a\n\u0663") for _ in range(rng.randrange(40)))
        want = grammar._LONG_NUMBER_RE.search(text) is not None
        assert grammar._long_number(text) == want, text
        hits += want
    assert hits > 0  # both answers were met
    assert grammar._long_number("(1, 2) 123456789") and not grammar._long_number("12345678 9")

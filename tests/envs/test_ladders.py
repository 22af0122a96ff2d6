"""The difficulty ladders: level definitions, determinism, order along the ladder, bad arguments."""

from __future__ import annotations

import numpy as np
import pytest

from envs.maze_nav.constants import MAX_MOVES, SHAPE_NAMES
from envs.maze_nav.ladder import (
    BANDS,
    LADDER_SIZES,
    MAZE_LEVELS,
    NUM_MAZE_LEVELS,
    band_rows,
    ladder_maze,
    maze_level,
)
from envs.maze_nav.logic import bfs_distances
from envs.maze_nav.shapes import classify_shape
from envs.rotation_puzzle.generator import generate_puzzle, scramble, scrambled_count
from envs.rotation_puzzle.ladder import (
    NUM_PUZZLE_LEVELS,
    PUZZLE_LEVELS,
    ladder_puzzle,
    puzzle_level,
)
from envs.rotation_puzzle.logic import is_solved


def _moves(maze) -> int:
    return int(bfs_distances(maze.corridors, maze.start, maze.connectivity)[maze.goal])


def test_maze_levels_cover_sizes_and_bands_in_order():
    assert [m.level for m in MAZE_LEVELS] == list(range(NUM_MAZE_LEVELS)) == list(range(12))
    assert [(m.band, m.size) for m in MAZE_LEVELS[:4]] == [("near", s) for s in LADDER_SIZES]
    assert MAZE_LEVELS[-1].label == "11x11 far" and MAZE_LEVELS[0].label == "5x5 near"
    assert {m.band for m in MAZE_LEVELS} == set(BANDS)


@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_ladder_maze_is_deterministic_valid_and_of_its_level(shape):
    for level in (0, 5, 11):
        rung = maze_level(level)
        a = ladder_maze(level, 3, shape, 2)
        b = ladder_maze(level, 3, shape, 2)
        assert a.maze_id == b.maze_id and a.size == rung.size
        assert classify_shape(a.corridors) == shape
        assert 1 <= _moves(a) <= MAX_MOVES
    ids = {ladder_maze(8, 0, shape, i).maze_id for i in range(6)}
    assert len(ids) > 1  # another index, another draw


def test_far_paths_are_longer_than_near_paths_on_average():
    for shape in ("spiral", "C", "square"):
        near = np.mean([_moves(ladder_maze(3, 0, shape, i)) for i in range(15)])
        far = np.mean([_moves(ladder_maze(11, 0, shape, i)) for i in range(15)])
        assert far > near + 1.5, (shape, near, far)


def test_band_rows_cut_sorted_pairs_in_thirds_never_empty():
    pairs = np.array([[0, 0, 0, 2, m] for m in (5, 2, 9, 3, 7, 4)], dtype=np.int16)
    assert band_rows(pairs, "near")[:, 4].tolist() == [2, 3]
    assert band_rows(pairs, "far")[:, 4].tolist() == [7, 9]
    one = pairs[:1]
    assert all(len(band_rows(one, b)) == 1 for b in BANDS)
    with pytest.raises(ValueError, match=r"band='x'.*allowed"):
        band_rows(pairs, "x")


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: ladder_maze(12, 0, "square"), "level=12 is out of range; allowed: 0 to 11"),
        (lambda: ladder_maze(True, 0, "square"), "level=True is not an integer"),
        (lambda: ladder_maze(0, 0, "blob"), "shape='blob' is not a known shape"),
        (lambda: ladder_maze(0, 0, "square", -1), "index=-1 is not allowed"),
        (lambda: ladder_puzzle(-1, 0), "level=-1 is out of range; allowed: 0 to 11"),
        (lambda: ladder_puzzle(0, 0, 1.5), r"index=1\.5 is not allowed"),
    ],
)
def test_bad_ladder_arguments_are_named(call, match):
    with pytest.raises(ValueError, match=match):
        call()


def test_puzzle_levels_scramble_exactly_their_count():
    assert [p.level for p in PUZZLE_LEVELS] == list(range(NUM_PUZZLE_LEVELS))
    assert [p.scrambled for p in PUZZLE_LEVELS[:4]] == [1, 2, 3, 4]
    assert puzzle_level(11).label == "4x4 x16"
    for rung in PUZZLE_LEVELS:
        state = ladder_puzzle(rung.level, 1, 0)
        assert state.grid == rung.grid and scrambled_count(state) == rung.scrambled
        assert not is_solved(state)
        assert ladder_puzzle(rung.level, 1, 0) == state


def test_scramble_checks_count_and_generate_puzzle_draws_as_before():
    rng = np.random.default_rng(0)
    state = generate_puzzle(rng, (2, 2), "hard")
    assert 3 <= scrambled_count(state) <= 4
    with pytest.raises(ValueError, match="count=5 is not allowed; allowed: an integer from 1 to 4"):
        scramble(rng, (2, 2), state.patterns, 5)

"""MazeNav draws mazes by number: the same mazes as the enumerating generator, at every size.

The generator used to build every placement of a shape and search every start/goal pair of
each before the first reset (minutes at size 16, more than ten at 32). It now maps a placement
number to its template and offset (``shapes.PlacementTable``), computes start/goal pairs once
per template (``generator.start_goal_pairs``) and classifies a maze by its cropped corridors.
These tests hold it to the old behaviour: pinned mazes drawn by the old code, placements in the
old order, the old classification, the old pair lists (a reference search here), and numpy's
own ``integers`` draws.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from envs.maze_nav import catalogue as maze_catalogue
from envs.maze_nav import generator, logic, shape_templates, shapes, text
from envs.maze_nav.constants import (
    DEFAULT_CONNECTIVITY,
    MAX_SIZE,
    MIN_START_GOAL_DISTANCE,
    SHAPE_NAMES,
)
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.episodes import shared_episodes
from envs.maze_nav.generator import generate_maze, integers_below, start_goal_pairs

# (shape, size, connectivity, seed, maze rows) drawn by generate_maze(np.random.default_rng(seed),
# ...) BEFORE the rewrite (commit 1c0e53b), rows "/"-separated, the specification's codes.
PINNED_GENERATE = [
    ("square", 5, "auto", 0, "00000/11110/10010/30020/11110"),
    ("square", 5, "auto", 1, "00000/00000/31100/10200/11100"),
    ("square", 5, "auto", 2, "00000/13120/10010/10010/11110"),
    ("cross", 5, "auto", 0, "00000/00000/00103/00010/00201"),
    ("cross", 5, "auto", 1, "00000/03010/00100/02010/00000"),
    ("cross", 5, "auto", 2, "00000/00000/00302/00010/00101"),
    ("spiral", 5, "auto", 0, "11111/10001/10101/20103/11101"),
    ("spiral", 5, "auto", 1, "11101/10101/10201/10003/11111"),
    ("spiral", 5, "auto", 2, "11112/10001/10103/10101/11101"),
    ("triangle", 5, "auto", 0, "00000/00001/00011/00101/02113"),
    ("triangle", 5, "auto", 1, "00000/00000/00100/01300/21100"),
    ("triangle", 5, "auto", 2, "00000/00010/00120/01010/31110"),
    ("C", 5, "auto", 0, "00111/00100/00100/00200/00113"),
    ("C", 5, "auto", 1, "00000/00000/11111/00002/13111"),
    ("C", 5, "auto", 2, "11200/10000/30000/10000/11100"),
    ("Z", 5, "auto", 0, "11131/00010/00100/01000/21111"),
    ("Z", 5, "auto", 1, "00000/31110/00100/02000/11110"),
    ("Z", 5, "auto", 2, "11121/00010/00300/01000/11111"),
    ("C", 5, 8, 5, "13110/10000/10000/11210/00000"),
    ("square", 5, 8, 5, "11110/10030/10010/12110/00000"),
    ("square", 7, "auto", 0, "0000000/0011311/0010001/0010001/0010002/0011111/0000000"),
    ("square", 7, "auto", 1, "0131100/0100100/0200100/0111100/0000000/0000000/0000000"),
    ("square", 7, "auto", 2, "0000000/0011312/0010001/0010001/0010001/0011111/0000000"),
    ("cross", 7, "auto", 0, "0000000/0100010/0010100/0001000/0020100/0100030/0000000"),
    ("cross", 7, "auto", 1, "0000000/0000000/0000000/0301000/0010000/0201000/0000000"),
    ("cross", 7, "auto", 2, "0000000/0100030/0020100/0001000/0010100/0100010/0000000"),
    ("spiral", 7, "auto", 0, "0000000/0111131/0100001/0100101/0111201/0000001/0111111"),
    ("spiral", 7, "auto", 1, "0000000/0000000/0111110/0100010/0121010/0000010/0111310"),
    ("spiral", 7, "auto", 2, "0111112/0100001/0100101/0131101/0000001/0111111/0000000"),
    ("triangle", 7, "auto", 0, "0000001/0000011/0000101/0001001/0021311/0000000/0000000"),
    ("triangle", 7, "auto", 1, "0000000/0000000/0000000/0000112/0000011/0000003/0000000"),
    ("triangle", 7, "auto", 2, "0000000/0000000/0010000/0011000/0020300/0010010/0011111"),
    ("C", 7, "auto", 0, "0000000/0111100/0100000/0300000/0100000/0200000/0111100"),
    ("C", 7, "auto", 1, "0000000/0000000/0000000/0311100/0000100/0000200/0111100"),
    ("C", 7, "auto", 2, "0000000/0112111/0100003/0100001/0000000/0000000/0000000"),
    ("Z", 7, "auto", 0, "1113110/0000100/0001000/0010000/0100000/2111110/0000000"),
    ("Z", 7, "auto", 1, "0000000/0000000/0000000/0031110/0000100/0002000/0011110"),
    ("Z", 7, "auto", 2, "3111210/0000100/0001000/0010000/0100000/1111110/0000000"),
    ("C", 7, 8, 5, "0003111/0001000/0001000/0001000/0001121/0000000/0000000"),
    ("square", 7, 8, 5, "0000000/0000000/0001111/0001003/0001001/0001211/0000000"),
]

# (size, seed, maze rows) of MazeNavEnv(size=size).reset(seed=seed) (shape=None), before it.
PINNED_ENV = [
    (5, 0, "00000/03111/00010/00200/01111"),
    (5, 1, "10111/10101/10101/10001/21311"),
    (5, 2, "02111/00010/00100/01131/00000"),
    (5, 3, "00000/20100/10100/11300/00000"),
    (7, 0, "0000000/1111100/0001000/0020000/0100000/1311100/0000000"),
    (7, 1, "0000000/1111100/1000100/1010100/1010200/1310100/0000000"),
    (7, 2, "0000000/0002111/0000010/0000100/0001131/0000000/0000000"),
    (7, 3, "0012100/0010100/0030100/0000000/0000000/0000000/0000000"),
]


def _rows(codes: np.ndarray) -> str:
    return "/".join("".join(str(int(v)) for v in row) for row in codes)


@pytest.mark.parametrize(("shape", "size", "connectivity", "seed", "rows"), PINNED_GENERATE)
def test_same_seed_same_maze_as_the_enumerating_generator(shape, size, connectivity, seed, rows):
    maze = generate_maze(np.random.default_rng(seed), shape, size, connectivity)
    assert _rows(maze.codes()) == rows


@pytest.mark.parametrize(("size", "seed", "rows"), PINNED_ENV)
def test_same_seed_same_env_maze_as_before(size, seed, rows):
    env = MazeNavEnv(size=size)
    env.reset(seed=seed)
    assert _rows(env.maze.codes()) == rows


@pytest.mark.parametrize("size", [5, 6, 7, 8, 9])
@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_placement_numbers_follow_the_enumeration(shape, size):
    table = shapes.placement_table(shape, size)
    every = shapes.placements(shape, size)
    assert table.total == len(every)
    for i, mask in enumerate(every):
        assert np.array_equal(table.mask(i), mask), i
        j, r0, c0 = table.locate(i)
        h, w = table.templates[j].shape
        assert mask[r0 : r0 + h, c0 : c0 + w].sum() == mask.sum()
    with pytest.raises(IndexError):
        table.locate(table.total)


@pytest.mark.parametrize("size", range(5, 13))
def test_every_template_fills_its_box(size):
    # What makes a placement its template translated, and classification by crop exact.
    for shape in SHAPE_NAMES:
        for t in shapes.templates(shape, size):
            assert t[0].any() and t[-1].any() and t[:, 0].any() and t[:, -1].any(), shape


def _grown_spiral(k: int) -> np.ndarray:
    """The spiral rule as first written: grow a cell at a time, clockwise, turning when the
    next cell would touch the corridor anywhere but at the cell it grows from."""
    t = np.zeros((k, k), dtype=bool)
    r = c = heading = stuck = 0
    t[0, 0] = True
    while stuck < 2:
        dr, dc = ((0, 1), (1, 0), (0, -1), (-1, 0))[heading]
        nr, nc = r + dr, c + dc
        ok = 0 <= nr < k and 0 <= nc < k and not t[nr, nc]
        for ar, ac in ((nr - 1, nc), (nr + 1, nc), (nr, nc - 1), (nr, nc + 1)):
            if ok and (ar, ac) != (r, c) and 0 <= ar < k and 0 <= ac < k and t[ar, ac]:
                ok = False
        if ok:
            t[nr, nc] = True
            r, c, stuck = nr, nc, 0
        else:
            heading, stuck = (heading + 1) % 4, stuck + 1
    return t


def test_spiral_arms_match_the_growth_rule():
    for k in range(5, 61):
        assert np.array_equal(shape_templates.spiral(k), _grown_spiral(k)), k


def _enumerated_index(size: int) -> dict[bytes, str]:
    """classify_shape as it was: every placement of every shape, packed, looked up exactly."""
    index = {}
    for name in SHAPE_NAMES:
        for mask in shapes.placements(name, size):
            index[np.packbits(mask).tobytes()] = name
    return index


@pytest.mark.parametrize("size", [5, 6, 7, 8, 9])
def test_classification_by_crop_matches_exact_lookup(size):
    index = _enumerated_index(size)
    for name in SHAPE_NAMES:
        for mask in shapes.placements(name, size):
            assert shapes.classify_shape(mask) == name
            assert shapes.shape_of_key(np.packbits(mask).tobytes(), size) == name
    rng = np.random.default_rng(size)
    near = [m.copy() for m in shapes.placements("C", size)[::5]]
    for m in near:  # one cell more or less than a C
        m[tuple(rng.integers(0, size, 2))] ^= True
    others = [
        np.zeros((size, size), dtype=bool),
        np.ones((size, size), dtype=bool),
        *(rng.random((size, size)) < 0.4 for _ in range(50)),
        *near,
    ]
    for m in others:
        expected = index.get(np.packbits(m).tobytes())
        assert shapes.classify_shape(m) == expected
        assert shapes.shape_of_key(np.packbits(m).tobytes(), size) == expected
    assert any(shapes.classify_shape(m) is None for m in near)
    assert shapes.classify_shape(np.ones((size, size + 1), dtype=bool)) is None
    assert shapes.shape_of_key(b"\x00", size) is None


def _reference_pairs(corridors: np.ndarray, connectivity: int, max_moves: int) -> np.ndarray:
    """The pair list as first written: a BFS from every start, goals in row-major order."""
    cells = [tuple(int(v) for v in rc) for rc in np.argwhere(corridors)]
    rows = []
    for s in cells:
        dist = logic.bfs_distances(corridors, s, connectivity)
        for g in cells:
            d2 = (s[0] - g[0]) ** 2 + (s[1] - g[1]) ** 2
            if d2 >= MIN_START_GOAL_DISTANCE**2 and 1 <= dist[g] <= max_moves:
                rows.append((*s, *g, int(dist[g])))
    return np.array(rows, dtype=np.int16).reshape(-1, 5)


@pytest.mark.parametrize("size", [5, 7, 8])
@pytest.mark.parametrize("shape", SHAPE_NAMES)
def test_start_goal_pairs_match_a_search_from_every_start(shape, size):
    for connectivity in (4, 8):
        for max_moves in (2, 5, 16):
            for t in shapes.templates(shape, size):
                got = start_goal_pairs(t, connectivity, max_moves)
                placed = shapes.place(t, size, 0, 0)  # the reference ran on whole grids
                assert np.array_equal(got, _reference_pairs(placed, connectivity, max_moves))
    # Translated: a placement's pairs are its template's, shifted.
    table = shapes.placement_table(shape, size)
    i = table.total // 2
    j, r0, c0 = table.locate(i)
    shifted = start_goal_pairs(table.templates[j], 8, 16) + np.array([r0, c0, r0, c0, 0])
    assert np.array_equal(start_goal_pairs(table.mask(i), 8, 16), shifted)


def test_integers_below_draws_what_numpy_draws():
    for seed in range(40):
        ours, theirs = np.random.default_rng(seed), np.random.default_rng(seed)
        below = integers_below(ours)
        bounds = np.random.default_rng(1_000 + seed).choice(
            [1, 2, 3, 6, 7, 144, 864_900, 3_000_000_000, 2**32, 2**32 + 1, 2**40], 60
        )
        for k, n in enumerate(bounds.tolist()):
            assert below(n) == int(theirs.integers(n)), (seed, k, n)
            if k % 7 == 0:  # other draws on the same generator in between
                assert ours.random() == theirs.random()
            if k % 11 == 0:
                assert ours.integers(5, size=3).tolist() == theirs.integers(5, size=3).tolist()
    assert below.rng is ours


def test_unplayable_templates_are_redrawn_uniformly():
    # No registered shape has an unplayable template under any rule that has a playable one,
    # so make some: the draw skips them and stays uniform over the rest, in both envs.
    draws = generator.MazeDraws("square", 7, 4, 16)
    empty = np.zeros((0, 5), dtype=np.int16)
    for j in range(0, len(draws.table.templates), 2):
        draws._pairs[j] = empty
    rng = np.random.default_rng(0)
    counts = np.zeros(len(draws.table.templates))
    for _ in range(3_000):
        i, k = draws.draw(rng)
        j = draws.table.locate(i)[0]
        assert j % 2 == 1 and 0 <= k < len(draws.pairs(j))
        counts[j] += 1
    sizes = np.array([7 - t.shape[0] + 1 for t in draws.table.templates]) ** 2
    expected = np.where(np.arange(len(counts)) % 2 == 1, sizes, 0)
    expected = expected / expected.sum() * counts.sum()
    assert np.all(np.abs(counts - expected) <= 5 * np.sqrt(expected) + 1)


def test_vector_env_redraws_like_the_single_env(monkeypatch):
    import gymnasium as gym

    import envs  # noqa: F401

    for cached in (generator._draws, shared_episodes, maze_catalogue.catalogue):
        cached.cache_clear()
    try:
        shared = generator._draws("C", 6, 4, 16)  # the object both envs will draw from
        empty = np.zeros((0, 5), dtype=np.int16)
        for j in range(0, len(shared.table.templates), 3):
            shared._pairs[j] = empty
        venv = gym.make_vec(
            "MazeNav-v0", num_envs=12, vectorization_mode="vector_entry_point", shape="C", size=6
        )
        obs, info = venv.reset(seed=3)
        for i in range(12):
            o, inf = gym.make("MazeNav-v0", shape="C", size=6, encoding="grid").reset(seed=3 + i)
            assert np.array_equal(obs[i], o) and info["maze_id"][i] == inf["maze_id"]
    finally:
        for cached in (generator._draws, shared_episodes, maze_catalogue.catalogue):
            cached.cache_clear()


@pytest.mark.parametrize("shape", [None, *SHAPE_NAMES])
def test_the_largest_grid_constructs_and_resets_quickly(shape):
    # Before: minutes to construct at size 16 and more than ten at 32. The bound is loose (a
    # loaded test machine); benchmarks/bench_envs.py measures the real cost.
    for cached in (shapes.templates, shapes.placement_table, generator._draws, text.text_view):
        cached.cache_clear()
    start = time.process_time()
    env = MazeNavEnv(shape=shape, size=MAX_SIZE)
    for seed in range(20):
        _, info = env.reset(seed=seed)
        assert 1 <= info["optimal_moves"] <= 16
        assert shape is None or info["shape"] == shape
        assert info["connectivity"] == DEFAULT_CONNECTIVITY[info["shape"]]
    assert time.process_time() - start < 5.0

"""The extended shapes (N, L, T, plus, H, envelope, house): they play, and no picture has two names.

The six's own tests (``test_maze_nav.py``, ``test_maze_nav_draws.py``) are unchanged: the
extended shapes are drawn only when named, and the six's mazes stay byte for byte the same.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import envs  # noqa: F401  (registers MazeNav-v0)
from agents.baselines import OracleAgent, play_episode
from envs.maze_nav import shapes
from envs.maze_nav.constants import (
    ALL_SHAPE_NAMES,
    EXTENDED_CONNECTIVITY,
    EXTENDED_SHAPE_NAMES,
    MAX_MOVES,
    SHAPE_NAMES,
    active_shapes,
)
from envs.maze_nav.env import MazeNavEnv
from envs.maze_nav.generator import shape_problems, start_goal_pairs
from envs.maze_nav.shape_registry import SHAPE_REGISTRY, orient

SIZES = range(5, 12)


def test_registry_lists_the_extended_shapes_beside_the_six() -> None:
    assert tuple(shapes.SHAPES) == SHAPE_NAMES  # the default set is untouched
    assert tuple(shapes.EXTENDED_SHAPES) == EXTENDED_SHAPE_NAMES == tuple(EXTENDED_CONNECTIVITY)
    assert tuple(shapes.ALL_SHAPES) == ALL_SHAPE_NAMES == (*SHAPE_NAMES, *EXTENDED_SHAPE_NAMES)
    assert {"N", "L", "T", "plus", "H"} <= set(EXTENDED_SHAPE_NAMES)
    assert "U" not in ALL_SHAPE_NAMES  # a U is the C opening upward (module docs)
    assert active_shapes(("square", "Z")) == SHAPE_NAMES
    assert active_shapes("plus") == active_shapes(("square", "H")) == ALL_SHAPE_NAMES


def test_the_active_set_is_disjoint_at_every_size() -> None:
    """No template of one shape, cropped, in an orientation that counts as it (its registry
    entry), is a template of another in one that counts (six + extended, 5 to 11)."""
    for size in SIZES:
        owner: dict[tuple[tuple[int, ...], bytes], str] = {}
        for name in ALL_SHAPE_NAMES:
            for orientation in SHAPE_REGISTRY[name].orientations:
                for t in shapes.templates(name, size):
                    key = shapes.mask_picture(shapes.crop_mask(orient(t, orientation)))
                    assert owner.setdefault(key, name) == name, (size, name, owner[key])
        owner = {}
        for name in ALL_SHAPE_NAMES:
            for t in shapes.templates(name, size):
                key = shapes.mask_picture(shapes.crop_mask(t))
                assert owner.setdefault(key, name) == name, (size, name, owner[key])
        # Every placement is its template translated, so the placements are disjoint too.
        assert len(owner) == sum(len(shapes.templates(n, size)) for n in ALL_SHAPE_NAMES)


@pytest.mark.parametrize("shape", EXTENDED_SHAPE_NAMES)
def test_extended_shape_meets_the_rules_at_every_size(shape: str) -> None:
    """Templates fill their box, every placement is playable and classified as the shape.

    Placement by placement at 5, 6, 7 and 9 (every placement is its template translated, and
    the L's 11×11 placements alone take half a second); template by template at 8, 10 and 11.
    """
    family, moves = shapes.EXTENDED_SHAPES[shape], EXTENDED_CONNECTIVITY[shape]
    assert (
        shape_problems(family, moves, name=shape, against=ALL_SHAPE_NAMES, sizes=(5, 6, 7, 9)) == []
    )
    for size in (8, 10, 11):
        for t in shapes.templates(shape, size):
            assert t[0].any() and t[-1].any() and t[:, 0].any() and t[:, -1].any()
            assert len(start_goal_pairs(t, moves, MAX_MOVES)) > 0
            assert shapes.classify_shape(shapes.place(t, size, 0, 0)) == shape
    u = np.zeros((3, 3), dtype=bool)
    u[:, 0] = u[:, -1] = u[-1, :] = True
    assert shapes.classify_shape(shapes.place(u, 5, 1, 1)) == "C"  # the U is a C


@pytest.mark.parametrize("shape", EXTENDED_SHAPE_NAMES)
@pytest.mark.parametrize("size", [5, 11])
def test_extended_shape_plays_and_the_oracle_solves_it(shape: str, size: int) -> None:
    env = gym.make("MazeNav-v0", shape=shape, size=size, encoding="grid")
    assert env.action_space.n == EXTENDED_CONNECTIVITY[shape]
    oracle = OracleAgent(env)
    for seed in range(3):
        obs, info = env.reset(seed=seed)
        assert info["shape"] == shape and info["connectivity"] == EXTENDED_CONNECTIVITY[shape]
        assert shapes.classify_shape(obs != 0) == shape
        result = play_episode(env, oracle, seed=seed)
        assert result["success"] and result["moves_taken"] == result["optimal_moves"], result
    first = env.reset(seed=7)[0]
    assert np.array_equal(first, env.reset(seed=7)[0])  # same seed, same maze
    env.close()


@pytest.mark.parametrize("shape", ["N", "plus"])
def test_the_vector_env_draws_extended_shapes(shape: str) -> None:
    vec = gym.make_vec(
        "MazeNav-v0", num_envs=3, vectorization_mode="vector_entry_point", shape=shape
    )
    obs, _ = vec.reset(seed=0)
    assert vec.single_action_space.n == EXTENDED_CONNECTIVITY[shape]
    assert {shapes.classify_shape(o != 0) for o in obs} == {shape}
    vec.close()


def test_shape_none_still_draws_only_the_six() -> None:
    env = MazeNavEnv(encoding="grid")
    seen = {env.reset(seed=seed)[1]["shape"] for seed in range(60)}
    assert seen == set(SHAPE_NAMES)


def test_unknown_shape_names_the_extended_ones() -> None:
    with pytest.raises(ValueError, match="shape") as err:
        MazeNavEnv(shape="U")
    assert "'plus'" in str(err.value) and "'square'" in str(err.value)

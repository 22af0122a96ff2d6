"""Every registered env, every variant of its arguments: checkers and a same-seed rollout.

As Minigrid's ``tests/test_envs.py`` does, the env ids come from gymnasium's registry (whatever
``envs/__init__.py`` registers), so a new env fails here until its variants are listed in
:data:`VARIANTS`. Each variant goes through

* gymnasium's ``check_env`` with warnings turned into errors,
* stable-baselines3's ``check_env`` when the observation is numeric (MazeNav's ``grid``
  encoding, RotationPuzzle's ``state``),
* a determinism rollout: two envs, the same seed, the same actions give the same observations,
  rewards, flags, infos and rgb frames, byte for byte.

The values of each argument come from the modules that define them (the maze rules, the puzzle
generator), so a new shape, encoding or difficulty is covered without editing this file.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env, data_equivalence

import envs  # noqa: F401  (registers the environments)
from envs.maze_nav.constants import (
    CONNECTIVITY_OPTIONS,
    ENCODINGS,
    INVALID_MOVE_RULES,
    MAX_MOVES,
    SHAPE_NAMES,
)
from envs.maze_nav.generator import is_playable, resolve_connectivity
from envs.rotation_puzzle.env import OBSERVATIONS
from envs.rotation_puzzle.generator import DIFFICULTIES

# -- the registered ids and their variants --------------------------------------------------------


def registered_ids() -> list[str]:
    """The ids in gymnasium's registry whose entry point is in this package."""
    return sorted(
        spec.id
        for spec in gym.registry.values()
        if isinstance(spec.entry_point, str) and spec.entry_point.split(".")[0] == "envs"
    )


def _playable(shape: str | None, connectivity: str | int, size: int) -> bool:
    """Whether the env's own rules accept this shape and connectivity (no cross without
    diagonals, for one): ``shape=None`` draws from every shape, each at its default."""
    if shape is None:
        return True
    conn = resolve_connectivity(shape, connectivity)
    return is_playable(shape, size, conn, MAX_MOVES)


def maze_nav_variants() -> list[dict[str, Any]]:
    """Each shape and None x each legal connectivity x each encoding; then the other arguments
    (invalid-move rule, a non-default size, the move limit, the text render mode)."""
    variants = [
        {"shape": shape, "connectivity": connectivity, "encoding": encoding}
        for shape in (None, *SHAPE_NAMES)
        for connectivity in CONNECTIVITY_OPTIONS
        if _playable(shape, connectivity, 5)
        for encoding in ENCODINGS
    ]
    for encoding in ENCODINGS:
        variants += [
            {"encoding": encoding, "invalid_move": rule}
            for rule in INVALID_MOVE_RULES
            if rule != "terminate"  # the default, already above
        ]
        variants.append({"encoding": encoding, "size": 7})
    variants.append({"shape": "spiral", "size": 9, "invalid_move": "stay", "encoding": "grid"})
    # A move limit shorter than the rollout, so its truncation is checked for determinism too.
    variants.append({"invalid_move": "stay", "encoding": "grid", "max_moves": 3})
    variants.append({"shape": "Z", "render_mode": "ansi"})
    return variants


def rotation_puzzle_variants() -> list[dict[str, Any]]:
    """Grids 2x2 (the specification's) and 3x3 (Net-style) x each difficulty x each
    observation, plus the text render mode and a move limit."""
    variants: list[dict[str, Any]] = [
        {"grid": grid, "difficulty": difficulty, "observation": observation}
        for grid in ((2, 2), (3, 3))
        for difficulty in DIFFICULTIES
        for observation in OBSERVATIONS
    ]
    variants.append({"grid": (3, 3), "observation": "state", "render_mode": "ansi"})
    variants.append({"grid": (3, 3), "difficulty": "hard", "observation": "text", "max_moves": 3})
    return variants


VARIANTS: dict[str, Callable[[], list[dict[str, Any]]]] = {
    "MazeNav-v0": maze_nav_variants,
    "RotationPuzzle-v0": rotation_puzzle_variants,
}

# Numeric observations, the ones RL libraries consume: id -> predicate on the variant.
NUMERIC: dict[str, Callable[[dict[str, Any]], bool]] = {
    "MazeNav-v0": lambda kwargs: kwargs.get("encoding", "matrix") == "grid",
    "RotationPuzzle-v0": lambda kwargs: kwargs.get("observation", "rgb") == "state",
}


def _case_id(env_id: str, kwargs: dict[str, Any]) -> str:
    args = ",".join(
        f"{k}={'x'.join(map(str, v)) if isinstance(v, tuple) else v}" for k, v in kwargs.items()
    )
    return f"{env_id}[{args}]"


CASES = [(env_id, kwargs) for env_id in VARIANTS for kwargs in VARIANTS[env_id]()]
CASE_IDS = [_case_id(env_id, kwargs) for env_id, kwargs in CASES]
NUMERIC_CASES = [(env_id, kwargs) for env_id, kwargs in CASES if NUMERIC[env_id](kwargs)]
NUMERIC_IDS = [_case_id(env_id, kwargs) for env_id, kwargs in NUMERIC_CASES]


def make(env_id: str, kwargs: dict[str, Any]) -> gym.Env:
    """The env as users get it, drawing rgb frames unless the variant names a render mode."""
    return gym.make(env_id, **{"render_mode": "rgb_array", **kwargs})


def test_every_registered_env_has_variants() -> None:
    assert registered_ids() == sorted(VARIANTS) == sorted(NUMERIC)
    assert registered_ids() == ["MazeNav-v0", "RotationPuzzle-v0"]


def test_variants_cover_every_value_of_every_argument() -> None:
    seen: dict[str, dict[str, set[Any]]] = {}
    for env_id, kwargs in CASES:
        for name, value in kwargs.items():
            seen.setdefault(env_id, {}).setdefault(name, set()).add(value)
    maze, puzzle = seen["MazeNav-v0"], seen["RotationPuzzle-v0"]
    assert maze["shape"] == {None, *SHAPE_NAMES}
    assert maze["connectivity"] == set(CONNECTIVITY_OPTIONS)
    assert maze["encoding"] == set(ENCODINGS)
    assert maze["invalid_move"] == set(INVALID_MOVE_RULES) - {"terminate"}
    assert maze["size"] - {5}
    assert maze["max_moves"] and puzzle["max_moves"]
    assert puzzle["grid"] == {(2, 2), (3, 3)}
    assert puzzle["difficulty"] == set(DIFFICULTIES)
    assert puzzle["observation"] == set(OBSERVATIONS)
    # The checkers below see each numeric observation of each env at least once.
    assert {env_id for env_id, _ in NUMERIC_CASES} == set(VARIANTS)


# -- the checks -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("env_id", "kwargs"), CASES, ids=CASE_IDS)
def test_gymnasium_check_env(
    env_id: str, kwargs: dict[str, Any], unpaced_human_window: None
) -> None:
    env = make(env_id, kwargs)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped, skip_render_check=False)
    env.close()


# SB3 advises flattening 2-D Box observations that are not images; the maze grid is 2-D on
# purpose (its CNN reads it as a picture), so that advice is the one message allowed.
SB3_ADVICE = "unconventional shape"


@pytest.mark.parametrize(("env_id", "kwargs"), NUMERIC_CASES, ids=NUMERIC_IDS)
def test_sb3_check_env(env_id: str, kwargs: dict[str, Any]) -> None:
    sb3_checker = pytest.importorskip("stable_baselines3.common.env_checker")
    env = make(env_id, kwargs)
    assert not isinstance(env.observation_space, gym.spaces.Text)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        sb3_checker.check_env(env.unwrapped, warn=True)
    assert [str(w.message) for w in caught if SB3_ADVICE not in str(w.message)] == []
    if len(env.observation_space.shape or ()) == 2:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            sb3_checker.check_env(gym.wrappers.FlattenObservation(env.unwrapped), warn=True)
    env.close()


ROLLOUT_STEPS = 6
SEEDS = (0, 7)


def _rollout(env_id: str, kwargs: dict[str, Any], seed: int) -> list[tuple[Any, ...]]:
    """Observations, rewards, flags, infos and frames of a short episode (resets when it ends)."""
    env = make(env_id, kwargs)
    actions = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    trace: list[tuple[Any, ...]] = [("reset", obs, info, env.render())]
    for _ in range(ROLLOUT_STEPS):
        action = int(actions.integers(env.action_space.n))
        obs, reward, terminated, truncated, info = env.step(action)
        trace.append((action, obs, reward, terminated, truncated, info, env.render()))
        if terminated or truncated:
            obs, info = env.reset()
            trace.append(("reset", obs, info, env.render()))
    env.close()
    return trace


@pytest.mark.parametrize(("env_id", "kwargs"), CASES, ids=CASE_IDS)
def test_same_seed_same_rollout(env_id: str, kwargs: dict[str, Any]) -> None:
    for seed in SEEDS:
        first, second = _rollout(env_id, kwargs, seed), _rollout(env_id, kwargs, seed)
        assert len(first) == len(second) > ROLLOUT_STEPS
        for a, b in zip(first, second, strict=True):
            assert data_equivalence(a, b, exact=True), (a, b)
        frame = first[0][-1]
        if kwargs.get("render_mode", "rgb_array") == "rgb_array":
            assert isinstance(frame, np.ndarray) and frame.dtype == np.uint8 and frame.ndim == 3
        else:
            assert isinstance(frame, str) and frame

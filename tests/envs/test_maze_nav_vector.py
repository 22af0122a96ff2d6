"""MazeNavVectorEnv: same episodes as the single env, gymnasium's vector conventions."""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode, VectorEnv

import envs  # noqa: F401
from envs.maze_nav import logic
from envs.maze_nav.shapes import placements
from envs.maze_nav.vector import REASONS, MazeNavVectorEnv


def make_vec(num_envs: int, **kwargs) -> MazeNavVectorEnv:
    return gym.make_vec(
        "MazeNav-v0", num_envs=num_envs, vectorization_mode="vector_entry_point", **kwargs
    )


def _same(value_vec, value_single) -> bool:
    if isinstance(value_single, tuple):
        return tuple(int(v) for v in value_vec) == value_single
    if isinstance(value_single, np.ndarray):
        return np.array_equal(value_vec, value_single)
    return value_vec == value_single


def compare_with_single(kwargs: dict, num_envs: int, steps: int, seed: int, action_seed: int):
    """Step the vector env and N gym.make envs with the same actions; assert every output."""
    venv = make_vec(num_envs, **kwargs)
    singles = [gym.make("MazeNav-v0", encoding="grid", **kwargs) for _ in range(num_envs)]
    obs, info = venv.reset(seed=seed)
    last = [env.reset(seed=seed + i) for i, env in enumerate(singles)]
    pending_reset = [False] * num_envs
    rng = np.random.default_rng(action_seed)
    episodes_ended = 0
    for t in range(steps):
        for i, (o, inf) in enumerate(last):
            assert np.array_equal(obs[i], o), (t, i)
            for key, value in inf.items():
                assert _same(info[key][i], value), (t, i, key, info[key][i], value)
                assert info[f"_{key}"][i]
        actions = rng.integers(0, venv.single_action_space.n, num_envs)
        obs, rewards, terminated, truncated, info = venv.step(actions)
        for i, env in enumerate(singles):
            if pending_reset[i]:
                o, inf = env.reset()
                expected = (0.0, False, False)
            else:
                o, r, te, tr, inf = env.step(int(actions[i]))
                expected = (r, te, tr)
            got = (float(rewards[i]), bool(terminated[i]), bool(truncated[i]))
            assert got == expected, (t, i, got, expected)
            last[i] = (o, inf)
            pending_reset[i] = expected[1] or expected[2]
            episodes_ended += pending_reset[i]
    return episodes_ended


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"invalid_move": "stay"},
        {"shape": "spiral", "invalid_move": "stay"},
        {"shape": "cross"},
        {"connectivity": 8, "shape": "C", "invalid_move": "stay"},
        {"connectivity": 4, "invalid_move": "stay"},
        {"invalid_move": "stay", "max_moves": 6},
        {"invalid_move": "stay", "max_moves": 30},
        {"shape": "spiral", "max_moves": 30},
        # gym.make's max_episode_steps is a TimeLimit on top of max_moves; make_vec passes it.
        {"invalid_move": "stay", "max_moves": 30, "max_episode_steps": 20},
        {"invalid_move": "stay", "max_episode_steps": 30},
        {"size": 7, "invalid_move": "stay"},
    ],
    ids=lambda kw: ",".join(f"{k}={v}" for k, v in kw.items()) or "default",
)
def test_trajectories_match_single_env(kwargs):
    ended = compare_with_single(kwargs, num_envs=6, steps=120, seed=11, action_seed=3)
    assert ended >= 6  # autoreset was exercised


def test_max_moves_30_plays_30_moves_in_every_vector_env():
    # The registered spec has no TimeLimit, so make_vec hands the vector env no 16-move cap.
    assert gym.spec("MazeNav-v0").max_episode_steps is None
    direct = MazeNavVectorEnv(num_envs=8, invalid_move="stay", max_moves=30)
    made = make_vec(8, invalid_move="stay", max_moves=30)
    assert made.max_moves == direct.max_moves == 30 and made.max_episode_steps is None
    singles = [gym.make("MazeNav-v0", encoding="grid", invalid_move="stay", max_moves=30)]
    obs_a, _ = direct.reset(seed=5)
    obs_b, _ = made.reset(seed=5)
    assert obs_a.tobytes() == obs_b.tobytes()
    assert np.array_equal(obs_a[0], singles[0].reset(seed=5)[0])
    # Always UP then DOWN: collect the length of every truncated episode.
    lengths = []
    for t in range(95):
        actions = np.full(8, 0 if t % 2 == 0 else 2)
        obs_a, _, te_a, tr_a, info_a = direct.step(actions)
        obs_b, _, te_b, tr_b, info_b = made.step(actions)
        assert obs_a.tobytes() == obs_b.tobytes()
        assert np.array_equal(tr_a, tr_b) and np.array_equal(te_a, te_b)
        assert np.array_equal(info_a["moves_taken"], info_b["moves_taken"])
        lengths += [int(info_a["moves_taken"][i]) for i in np.flatnonzero(tr_a)]
        assert all(f == "max_moves" for f in info_a["failure"][tr_a])
    assert lengths and set(lengths) == {30}


def test_trajectories_match_single_env_many_seeds():
    for seed in (0, 1_000, 987_654):
        compare_with_single(
            {"invalid_move": "stay"}, num_envs=16, steps=40, seed=seed, action_seed=seed
        )


def test_reset_draws_like_single_env_for_many_seeds():
    venv = make_vec(200)
    obs, info = venv.reset(seed=5_000)
    for i in range(0, 200, 7):
        o, inf = gym.make("MazeNav-v0", encoding="grid").reset(seed=5_000 + i)
        assert np.array_equal(obs[i], o)
        assert info["maze_id"][i] == inf["maze_id"]
        assert info["optimal_moves"][i] == inf["optimal_moves"]


def test_seed_list_and_none_keep_generators():
    venv = make_vec(3)
    obs_a, _ = venv.reset(seed=[7, 8, 9])
    obs_b, _ = make_vec(3).reset(seed=7)
    assert np.array_equal(obs_a, obs_b)
    single = gym.make("MazeNav-v0", encoding="grid")
    single.reset(seed=8)
    again, _ = venv.reset()  # seed=None continues each sub-env's generator
    expected, _ = single.reset()
    assert np.array_equal(again[1], expected)
    with pytest.raises(ValueError, match="seed"):
        venv.reset(seed=[1, 2])


def test_same_seed_same_bytes():
    a, b = make_vec(32), make_vec(32)
    actions = np.random.default_rng(0).integers(0, 8, (30, 32))
    outs = []
    for env in (a, b):
        obs, _ = env.reset(seed=42)
        chunks = [obs.tobytes()]
        for act in actions:
            obs, r, te, tr, info = env.step(act)
            chunks += [obs.tobytes(), r.tobytes(), te.tobytes(), tr.tobytes()]
            chunks.append(info["position"].tobytes())
        outs.append(b"".join(chunks))
    assert outs[0] == outs[1]


def test_spaces_metadata_and_contains():
    venv = make_vec(4)
    assert isinstance(venv, VectorEnv)
    assert venv.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP
    assert venv.single_observation_space == gym.spaces.Box(0, 3, (5, 5), dtype=np.int8)
    assert venv.single_action_space == gym.spaces.Discrete(8)
    assert venv.observation_space.shape == (4, 5, 5)
    assert venv.action_space == gym.spaces.MultiDiscrete([8] * 4)
    obs, info = venv.reset(seed=0)
    assert venv.observation_space.contains(obs)
    for _ in range(20):
        obs, rewards, terminated, truncated, info = venv.step(venv.action_space.sample())
        assert venv.observation_space.contains(obs)
        assert rewards.shape == terminated.shape == truncated.shape == (4,)
        assert rewards.dtype == np.float64 and terminated.dtype == np.bool_
        assert info["action_mask"].shape == (4, 8) and info["action_mask"].dtype == np.int8
    assert make_vec(2, shape="square").single_action_space == gym.spaces.Discrete(4)


def test_make_vec_without_warnings():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        venv = make_vec(2)
        venv.reset(seed=0)
        venv.step(np.array([0, 1]))
    assert venv.spec is not None and venv.spec.id == "MazeNav-v0"


def test_returned_data_not_reused():
    venv = make_vec(3)
    obs1, info1 = venv.reset(seed=0)
    snapshot = obs1.copy(), info1["position"].copy()
    obs2, *_, info2 = venv.step(np.array([0, 1, 2]))
    assert obs1 is not obs2 and info1["position"] is not info2["position"]
    assert np.array_equal(obs1, snapshot[0]) and np.array_equal(info1["position"], snapshot[1])


def test_next_step_autoreset_ignores_action():
    venv = make_vec(1, shape="cross")
    venv.reset(seed=3)
    for _ in range(40):
        _, _, te, tr, _ = venv.step(np.array([0]))
        if te[0] or tr[0]:
            break
    else:
        pytest.fail("episode never ended")
    _, rewards, te, tr, info = venv.step(np.array([5]))
    assert (rewards[0], te[0], tr[0]) == (0.0, False, False)
    assert info["moves_taken"][0] == 0 and info["failure"][0] is None


def test_same_step_autoreset_reports_final_obs():
    venv = MazeNavVectorEnv(num_envs=4, autoreset_mode="SameStep", max_episode_steps=16)
    assert venv.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    venv.reset(seed=1)
    seen = 0
    for _ in range(30):
        actions = np.random.default_rng(seen).integers(0, 8, 4)
        _, _, te, tr, info = venv.step(actions)
        done = te | tr
        if done.any():
            seen += 1
            assert np.array_equal(info["_final_obs"], done)
            for i in np.flatnonzero(done):
                assert info["final_obs"][i].shape == (5, 5)
                assert info["moves_taken"][i] == 0  # already reset
                assert info["final_info"]["moves_taken"][i] >= 1
    assert seen > 0


def test_reset_mask_resets_only_chosen():
    venv = make_vec(3, invalid_move="stay")
    venv.reset(seed=0)
    venv.step(np.array([0, 1, 2]))
    _, info = venv.reset(options={"reset_mask": np.array([True, False, False])})
    assert info["moves_taken"].tolist() == [0, 1, 1]
    with pytest.raises(ValueError, match="reset_mask"):
        venv.reset(options={"reset_mask": np.array([False, False, False])})


@pytest.mark.parametrize("connectivity", [4, 8])
def test_batch_moves_agree_with_move_problem_on_every_cell_and_action(connectivity):
    """The vectorised rule and the one legality rule give the same verdict everywhere."""
    from envs.maze_nav.constants import SHAPE_NAMES

    seen = set()
    for shape in SHAPE_NAMES:
        masks = placements(shape, 5)
        grids = np.array([logic.padded(m) for m in masks])
        for cell in range(25):
            here = divmod(cell, 5)
            at = (here[0] + 1) * 7 + here[1] + 1  # the cell in the padded 7x7 frame
            positions = np.full(len(masks), at)
            target, why = logic.batch_moves(grids, 7, positions, connectivity, 8)
            for row, corridors in enumerate(masks):
                for a in range(8):
                    reason = logic.move_problem(corridors, here, a, connectivity)
                    seen.add(reason)
                    assert REASONS[int(why[row, a])] == reason
                    dr, dc = logic.DELTAS[a]
                    moved = at + dr * 7 + dc
                    assert int(target[row, a]) == (at if reason else moved)
    expected = {None, "wall", "out_of_bounds"} | ({"not_allowed"} if connectivity == 4 else set())
    assert seen == expected


def test_out_of_range_actions_raise_like_the_single_env():
    venv = make_vec(3)
    venv.reset(seed=0)
    for bad, fragment in [
        (np.array([0, 8, 0]), "actions[1]=8"),
        (np.array([-1, 0, 0]), "actions[0]=-1"),
        (np.array([0.5, 1.0, 2.0]), "integer array"),
        (np.array([True, False, True]), "integer array"),
    ]:
        with pytest.raises(ValueError, match="allowed") as err:
            venv.step(bad)
        assert fragment in str(err.value)
    single = gym.make("MazeNav-v0", encoding="grid")
    single.reset(seed=0)
    with pytest.raises(ValueError, match="action=8"):
        single.step(8)


def test_large_grids_draw_the_same_mazes_as_the_single_env():
    for kwargs in ({"size": 32}, {"size": 19, "shape": "C"}, {"size": 11, "max_moves": 3}):
        venv = make_vec(8, **kwargs)
        obs, info = venv.reset(seed=77)
        for i in range(8):
            o, inf = gym.make("MazeNav-v0", encoding="grid", **kwargs).reset(seed=77 + i)
            assert np.array_equal(obs[i], o), (kwargs, i)
            assert info["maze_id"][i] == inf["maze_id"]
            assert info["optimal_moves"][i] == inf["optimal_moves"]


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"encoding": "matrix"}, "encoding"),
        ({"render_mode": "rgb_array"}, "render_mode"),
        ({"shape": "hexagon"}, "shape"),
        ({"invalid_move": "bounce"}, "invalid_move"),
        ({"size": 3}, "size"),
        ({"autoreset_mode": "Disabled"}, "autoreset_mode"),
        ({"num_envs": 0}, "num_envs"),
    ],
)
def test_bad_arguments_raise_value_error(kwargs, match):
    kwargs = {"num_envs": 2, **kwargs}
    with pytest.raises(ValueError, match=match):
        MazeNavVectorEnv(**kwargs)


def test_step_before_reset_and_bad_action_shape():
    venv = make_vec(2)
    with pytest.raises(RuntimeError, match="reset"):
        venv.step(np.array([0, 0]))
    venv.reset(seed=0)
    with pytest.raises(ValueError, match="actions"):
        venv.step(np.array([0, 0, 0]))


def test_works_under_gymnasium_vector_wrappers():
    from gymnasium.wrappers.vector import RecordEpisodeStatistics

    venv = RecordEpisodeStatistics(make_vec(8, invalid_move="stay"))
    venv.reset(seed=0)
    lengths = []
    rng = np.random.default_rng(0)
    for _ in range(60):
        _, _, _, _, info = venv.step(rng.integers(0, 8, 8))
        if "episode" in info:
            lengths += info["episode"]["l"][info["_episode"]].tolist()
    assert lengths and all(1 <= n <= 16 for n in lengths)


def test_batched_generators_draw_like_numpy():
    from gymnasium.utils import seeding

    from envs.maze_nav.streams import Streams as _Streams

    n = 64
    streams, generators = _Streams(n), []
    for i in range(n):
        generators.append(seeding.np_random(i * 7_919)[0])
        streams.seed(i, seeding.np_random(i * 7_919)[0])  # its own generator, the same seed
    rng = np.random.default_rng(5)
    reads = np.zeros(n, dtype=np.int64)  # words read, at least one per bound above 1
    for round_ in range(500):  # every row reads past its first block of words
        idx = np.unique(rng.integers(0, n, 40))
        # Bounds near 2**32 make Lemire's rejection step fire often; 1 draws nothing.
        bounds = rng.choice([1, 2, 6, 240, 12_345, 3_000_000_000, 2**32], len(idx))
        reads[idx[bounds > 1]] += 1
        got = streams.integers(idx, bounds.astype(np.uint64))
        expected = [int(generators[i].integers(int(b))) for i, b in zip(idx, bounds, strict=True)]
        assert got.tolist() == expected, round_
    assert reads.min() > streams.BLOCK and streams.used.max() <= streams.BLOCK


def test_a_sub_envs_mazes_depend_only_on_its_own_seed():
    # Sub-env 2 of a batch seeded [7, 8, 9], stepped beside others that end at other times,
    # draws the mazes of a batch of one seeded 9 given the same actions.
    wide, alone = make_vec(3), make_vec(1)
    wide.reset(seed=[7, 8, 9])
    alone.reset(seed=9)
    rng = np.random.default_rng(1)
    ids = []
    for _ in range(80):
        actions = rng.integers(0, 8, 3)
        _, _, _, _, info_wide = wide.step(actions)
        _, _, _, _, info_alone = alone.step(actions[2:])
        assert info_wide["maze_id"][2] == info_alone["maze_id"][0]
        ids.append(info_wide["maze_id"][2])
    assert len(set(ids)) >= 5  # many resets happened

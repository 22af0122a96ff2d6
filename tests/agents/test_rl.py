"""RL baselines: wrappers, config, SB3 vector adapter, smoke training, save/load, evaluation."""

from __future__ import annotations

import dataclasses
import json
import math
import tempfile
import typing
import warnings
from importlib.util import find_spec

import gymnasium as gym
import numpy as np
import pytest

# find_spec, not importorskip: importing stable-baselines3 imports torch (~1.5 CPU s), which
# every test worker would pay at collection whether or not it runs an RL test.
if find_spec("stable_baselines3") is None or find_spec("sb3_contrib") is None:
    pytest.skip(
        "needs stable-baselines3 and sb3-contrib: pip install -e '.[rl]'", allow_module_level=True
    )

import envs
from agents.rl.config import EvaluateConfig, TrainConfig, parse_key_values
from agents.rl.wrappers import (
    env_kwargs_for,
    make_env,
    maze_planes,
    puzzle_features,
)
from envs.cli import config_from_args, flag_of
from envs.records import SolveResult, TrialRecord

TINY = {"n_steps": 16, "batch_size": 64, "net_arch": [32]}
TINY_BY_ALGO = {
    "ppo": TINY,
    "a2c": {"n_steps": 4, "net_arch": [32]},
    "dqn": {"learning_starts": 50, "buffer_size": 2_000, "batch_size": 32, "net_arch": [32]},
}


# -- wrappers and config ---------------------------------------------------------------------------


def test_maze_planes_one_hot():
    grid = np.array([[0, 1, 2], [3, 1, 0], [0, 0, 1]], dtype=np.int8)
    planes = maze_planes(grid)
    assert planes.dtype == np.float32 and planes.shape == (27,)
    open_, player, goal = planes.reshape(3, 9)
    assert open_.tolist() == [0, 1, 1, 1, 1, 0, 0, 0, 1]
    assert player.tolist() == [0, 0, 1, 0, 0, 0, 0, 0, 0]
    assert goal.tolist() == [0, 0, 0, 1, 0, 0, 0, 0, 0]
    batch = maze_planes(np.stack([grid, grid]))
    assert batch.shape == (2, 27) and np.array_equal(batch[1], planes)


def test_puzzle_features_one_hot():
    obs = {
        "angles": np.array([0, 3]),
        "patterns": np.array([[1, 1, 0, 0], [0, 0, 1, 1]]),
        "openings": np.array([[1, 1, 0, 0], [1, 0, 0, 1]]),
    }
    f = puzzle_features(obs)
    assert f.shape == (24,) and f.dtype == np.float32
    assert f[:8].tolist() == [1, 0, 0, 0, 0, 0, 0, 1]
    assert f[8:16].tolist() == [1, 1, 0, 0, 0, 0, 1, 1]


@pytest.mark.parametrize(
    ("env_id", "kwargs", "history"),
    [
        ("MazeNav-v0", {}, False),
        ("MazeNav-v0", {"shape": "spiral"}, True),
        ("RotationPuzzle-v0", {}, False),
    ],
)
def test_make_env_passes_sb3_check_env(env_id, kwargs, history):
    from stable_baselines3.common.env_checker import check_env

    env = make_env(env_id, kwargs, history)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env, warn=True)
    obs, info = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    mask = env.action_masks()
    assert mask.dtype == bool and np.array_equal(mask, info["action_mask"].astype(bool))


def test_history_plane_marks_visited_cells():
    env = make_env("MazeNav-v0", {"invalid_move": "stay"}, history=True)
    obs, info = env.reset(seed=4)
    assert obs.shape == (100,)
    visited = obs[75:].reshape(5, 5)
    assert visited.sum() == 1 and visited[info["position"]] == 1
    start = info["position"]
    action = int(np.flatnonzero(info["action_mask"])[0])
    obs, *_, info = env.step(action)
    visited = obs[75:].reshape(5, 5)
    assert visited.sum() == 2 and visited[start] == 1 and visited[info["position"]] == 1
    obs, _ = env.reset(seed=5)
    assert obs[75:].sum() == 1


def test_env_kwargs_force_rl_observation():
    assert env_kwargs_for("MazeNav-v0", {"shape": "C"}) == {"shape": "C", "encoding": "grid"}
    puzzle = env_kwargs_for("RotationPuzzle-v0", {"grid": (3, 3)})
    assert puzzle["observation"] == "state"
    with pytest.raises(ValueError, match="encoding"):
        env_kwargs_for("MazeNav-v0", {"encoding": "matrix"})
    with pytest.raises(ValueError, match="env_id"):
        env_kwargs_for("CartPole-v1")


def test_parse_key_values_and_config_validation():
    kv = parse_key_values(["shape=spiral", "size=7", "grid=(3, 3)", "mask=None", "name=C"])
    assert kv == {"shape": "spiral", "size": 7, "grid": (3, 3), "mask": None, "name": "C"}
    with pytest.raises(ValueError, match="KEY=VALUE"):
        parse_key_values(["shape"])
    with pytest.raises(ValueError, match="algo"):
        TrainConfig(algo="sac")
    with pytest.raises(ValueError, match="env_id"):
        TrainConfig(env_id="CartPole-v1")
    with pytest.raises(ValueError, match="timesteps"):
        TrainConfig(timesteps=0)
    with pytest.raises(ValueError, match="extractor"):
        TrainConfig(env_id="RotationPuzzle-v0", extractor="cnn")
    assert not TrainConfig(env_id="RotationPuzzle-v0").uses_history
    assert TrainConfig().resolved_extractor == "cnn"
    assert TrainConfig(env_id="RotationPuzzle-v0").resolved_extractor == "mlp"
    cfg = TrainConfig(algo="dqn", hyperparams={"gamma": 0.9})
    assert cfg.resolved_hyperparams()["gamma"] == 0.9 and not cfg.masked
    assert TrainConfig.from_dict(cfg.to_dict()) == cfg
    with pytest.raises(ValueError, match="unknown config keys"):
        TrainConfig.from_dict({**cfg.to_dict(), "bogus": 1})


def _subparser(command):
    from agents.rl.__main__ import build_parser

    return build_parser().parse_args([command, "m"] if command == "evaluate" else [command])


@pytest.mark.parametrize(
    ("command", "config_cls"), [("train", TrainConfig), ("evaluate", EvaluateConfig)]
)
def test_every_config_field_is_an_option_with_the_dataclass_default(command, config_cls):
    args = _subparser(command)
    actions = {a.dest: a for a in args.command_parser._actions}
    defaults = TrainConfig() if command == "train" else EvaluateConfig(model_path="m")
    for f in dataclasses.fields(config_cls):
        if not f.metadata["cli"]:
            assert f.name not in actions
            continue
        action = actions[f.name]
        assert f.metadata["help"] in action.help
        if f.name != "model_path":
            assert action.option_strings == [flag_of(config_cls, f.name)]
            assert getattr(args, f.name) == getattr(defaults, f.name), f.name
        if "choices" in f.metadata:
            assert list(action.choices) == list(f.metadata["choices"])
    flags = {s for a in actions.values() for s in a.option_strings}
    old = {
        "train": {"--env", "--algo", "--timesteps", "--seed", "--out", "--env-kwargs", "--hp",
                  "--n-envs", "--no-mask", "--no-vector", "--extractor", "--threads",
                  "--no-progress"},
        "evaluate": {"--episodes", "--seed", "--out", "--allow-version-mismatch", "--json",
                     "--no-progress"},
    }  # fmt: skip
    assert old[command] <= flags


def test_the_command_line_and_the_python_api_build_the_same_train_config():
    args = _subparser("train").command_parser.parse_args(
        ["--env", "RotationPuzzle-v0", "--algo", "dqn", "--timesteps", "99", "--seed", "3",
         "--out", "here", "--env-kwargs", "difficulty=hard", "grid=(3,3)", "--hp", "gamma=0.9",
         "--n-envs", "2", "--no-mask", "--no-vector", "--no-history", "--extractor", "mlp",
         "--threads", "2", "--no-progress"]
    )  # fmt: skip
    config = config_from_args(TrainConfig, args, args.command_parser)
    assert config == TrainConfig(
        env_id="RotationPuzzle-v0", algo="dqn", timesteps=99, seed=3,
        env_kwargs={"difficulty": "hard", "grid": (3, 3)}, hyperparams={"gamma": 0.9},
        n_envs=2, mask=False, vector=False, history=False, extractor="mlp", threads=2,
        progress=False,
    )  # fmt: skip
    assert config.out_dir == "here" and "out_dir" not in config.to_dict()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["train", "--timesteps", "0"], "argument --timesteps: timesteps=0"),
        (["train", "--n-envs", "-2"], "argument --n-envs: n_envs=-2"),
        (["train", "--algo", "sac"], "argument --algo: invalid choice: 'sac'"),
        (["train", "--env", "RotationPuzzle-v0", "--extractor", "cnn"], "extractor='cnn'"),
        (["evaluate", "m", "--episodes", "0"], "argument --episodes: episodes=0"),
        (["evaluate", "m", "--seed", "-1"], "argument --seed: seed=-1"),
        (["evaluate"], "the following arguments are required: model"),
    ],
)
def test_cli_bad_options_exit_2_naming_the_option(capsys, argv, message):
    from agents.rl.__main__ import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "usage: python -m agents.rl" in err


def test_evaluate_config_checks_the_python_api_once(tmp_path):
    from agents.rl.evaluate import evaluate

    with pytest.raises(ValueError, match="episodes=0 is not allowed"):
        evaluate(tmp_path, episodes=0)
    with pytest.raises(ValueError, match="seed=-1 is not allowed"):
        evaluate(EvaluateConfig(model_path=str(tmp_path), seed=-1))
    with pytest.raises(ValueError, match="not allowed with an EvaluateConfig"):
        evaluate(EvaluateConfig(model_path=str(tmp_path)), episodes=3)


def test_rl_io_and_train_do_not_import_each_other():
    import ast
    from pathlib import Path

    import agents.rl

    folder = Path(agents.rl.__file__).parent

    def imported(name):
        tree = ast.parse((folder / f"{name}.py").read_text())
        return {
            node.module
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module
        } | {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        }

    assert "agents.rl.io" in imported("train")
    assert "agents.rl.train" not in imported("io")
    assert not any(
        m.startswith("experiments") for n in ("io", "train", "evaluate") for m in imported(n)
    )


def test_importing_agents_rl_stays_light():
    import subprocess
    import sys

    code = (
        "import sys, agents.rl, agents.rl.wrappers, agents.rl.config; "
        "print('torch' in sys.modules, 'stable_baselines3' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False False"


# -- the SB3 adapter over the vector env -------------------------------------------------------------


@pytest.mark.parametrize(
    ("history", "limit"), [(False, None), (True, None), (False, 30), (True, 30)]
)
def test_sb3_vec_env_matches_single_envs(history, limit):
    from agents.rl.vec import MazeNavSB3VecEnv

    kwargs = {"invalid_move": "stay", "max_moves": limit}
    venv = MazeNavSB3VecEnv(4, kwargs, history=history)
    venv.seed(100)
    obs = venv.reset()
    assert obs.shape == (4, (4 if history else 3) * 25)
    singles = [make_env("MazeNav-v0", kwargs, history) for _ in range(4)]
    truncated_at = set()
    expected = [env.reset(seed=100 + i)[0] for i, env in enumerate(singles)]
    assert np.array_equal(obs, np.stack(expected))
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(60):
        masks = np.stack(venv.env_method("action_masks"))
        assert np.array_equal(masks, np.stack([e.action_masks() for e in singles]))
        actions = rng.integers(0, 8, 4)
        obs, rewards, dones, infos = venv.step(actions)
        for i, env in enumerate(singles):
            o, r, te, tr, info = env.step(int(actions[i]))
            assert rewards[i] == r and dones[i] == (te or tr)
            if tr:
                truncated_at.add(info["moves_taken"])
            if te or tr:
                ended += 1
                assert np.array_equal(infos[i]["terminal_observation"], o)
                assert infos[i]["TimeLimit.truncated"] == (tr and not te)
                o, _ = env.reset()
            assert np.array_equal(obs[i], o)
    assert ended > 0
    assert truncated_at == {limit or 16}  # the env's max_moves, never a registered 16
    assert venv.has_attr("action_masks") and not venv.has_attr("nonexistent")


# -- training, saving, loading, evaluating ------------------------------------------------------------


def _train(tmp_path, env_id, algo, timesteps=256, **kwargs):
    from agents.rl.train import train

    cfg = TrainConfig(
        env_id=env_id,
        algo=algo,
        timesteps=timesteps,
        seed=1,
        n_envs=kwargs.pop("n_envs", 4),
        hyperparams=TINY_BY_ALGO[algo],
        progress=False,
        **kwargs,
    )
    return cfg, train(cfg, tmp_path / "models")


@pytest.mark.slow
@pytest.mark.parametrize("algo", ["ppo", "a2c", "dqn"])
@pytest.mark.parametrize("env_id", ["MazeNav-v0", "RotationPuzzle-v0"])
def test_smoke_training_saves_a_model(tmp_path, env_id, algo, monkeypatch):
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    _, folder = _train(tmp_path, env_id, algo)
    assert not list(scratch.glob("SB3-*"))  # no empty SB3-<date> log folder left behind
    meta = json.loads((folder / "config.json").read_text())
    assert (folder / "model.zip").stat().st_size > 0
    assert meta["env_id"] == env_id and meta["algo"] == algo
    assert meta["package_version"] == envs.__version__
    assert meta["seeds"]["seed"] == 1 and meta["trained_timesteps"] >= 256
    assert meta["policy_class"] == ("MaskablePPO" if algo == "ppo" else algo.upper())


@pytest.mark.slow
def test_smoke_training_with_cnn_extractor(tmp_path):
    from agents.rl.io import load_model

    _, folder = _train(tmp_path, "MazeNav-v0", "ppo")  # "auto" is the CNN on MazeNav
    loaded = load_model(folder)
    assert type(loaded.model.policy.features_extractor).__name__ == "GridCNN"
    env = make_env("MazeNav-v0", history=True)
    obs, info = env.reset(seed=0)
    action, _ = loaded.model.predict(obs, action_masks=env.action_masks(), deterministic=True)
    assert info["action_mask"][int(action)] == 1


@pytest.mark.slow
def test_smoke_training_without_vector_or_mask(tmp_path):
    _, folder = _train(
        tmp_path, "MazeNav-v0", "ppo", vector=False, mask=False, extractor="mlp", history=False
    )
    meta = json.loads((folder / "config.json").read_text())
    assert meta["policy_class"] == "PPO" and meta["config"]["vector"] is False
    from agents.rl.evaluate import evaluate

    summary = evaluate(folder, episodes=10, seed=0)
    assert summary["overall"]["episodes"] == 10


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("rl")
    return _train(tmp, "MazeNav-v0", "ppo", timesteps=512)


@pytest.mark.slow
def test_save_load_round_trip(trained):
    from agents.rl.io import load_model
    from agents.rl.train import algo_class

    cfg, folder = trained
    loaded = load_model(folder, env_id="MazeNav-v0")
    assert loaded.config == cfg
    env = make_env("MazeNav-v0", history=True)
    obs = np.stack([env.reset(seed=s)[0] for s in range(20)])
    masks = np.ones((20, 8), dtype=bool)
    again = algo_class("ppo", masked=True).load(folder / "model.zip", device="cpu")
    a1, _ = loaded.model.predict(obs, deterministic=True, action_masks=masks)
    a2, _ = again.predict(obs, deterministic=True, action_masks=masks)
    assert np.array_equal(a1, a2)


@pytest.mark.slow
def test_load_refuses_other_env_and_version(trained, tmp_path):
    import shutil

    from agents.rl.io import ModelMismatchError, load_model

    _, folder = trained
    with pytest.raises(ModelMismatchError, match="RotationPuzzle-v0"):
        load_model(folder, env_id="RotationPuzzle-v0")
    copy = tmp_path / "old"
    shutil.copytree(folder, copy)
    meta = json.loads((copy / "config.json").read_text())
    meta["package_version"] = "0.0.1"
    (copy / "config.json").write_text(json.dumps(meta))
    with pytest.raises(ModelMismatchError, match=r"0\.0\.1.*allow_version_mismatch"):
        load_model(copy)
    assert load_model(copy, allow_version_mismatch=True).config.algo == "ppo"
    with pytest.raises(ModelMismatchError, match="not a saved RL model"):
        load_model(tmp_path)


@pytest.mark.slow
def test_evaluation_writes_trial_records(trained, tmp_path):
    from agents.rl.evaluate import evaluate

    _, folder = trained
    out = tmp_path / "results"
    summary = evaluate(folder, episodes=30, seed=12345, out=out)
    lines = (out / "trials.jsonl").read_text().splitlines()
    assert len(lines) == 30
    records = [json.loads(line) for line in lines]
    assert set(records[0]) == set(typing.get_type_hints(TrialRecord))
    for k, r in enumerate(records):
        assert set(r["solve"]) == set(typing.get_type_hints(SolveResult))
        assert r["model"] == "ppo" and r["encoding"] == "grid" and r["task"] == "maze_nav"
        assert r["recognize"] is None and r["generate"] is None
        assert r["trial"] == r["maze_index"] == k and r["status"] == "ok"
        # "max_moves" is the move limit's failure since the maze rules moved to one module;
        # "max_steps" is its name in records written before.
        assert r["solve"]["moves"] >= 1 and r["solve"]["failure"] in (
            None,
            "invalid_move",
            "max_moves",
            "max_steps",
        )
        # Episode k is the single env reset with seed 12345 + k.
        _, info = gym.make("MazeNav-v0", encoding="grid").reset(seed=12345 + k)
        assert (r["maze_id"], r["shape"]) == (info["maze_id"], info["shape"])
        assert r["solve"]["optimal_moves"] == info["optimal_moves"]
    wins = sum(r["solve"]["success"] for r in records)
    assert summary["overall"]["successes"] == wins
    low, high = summary["overall"]["ci95"]
    assert 0 <= low <= wins / 30 <= high <= 1
    assert sum(g["episodes"] for g in summary["groups"].values()) == 30
    manifest = json.loads((out / "manifest.json").read_text())
    for key in ("package_version", "git_commit", "arguments", "models", "encodings", "created_at"):
        assert key in manifest
    assert manifest["models"] == ["ppo"] and manifest["encodings"] == ["grid"]
    first = (out / "trials.jsonl").read_bytes()
    evaluate(folder, episodes=30, seed=12345, out=out)
    assert (out / "trials.jsonl").read_bytes() == first  # same seed, same bytes


@pytest.mark.slow
def test_a_rerun_that_changes_nothing_leaves_the_manifest_byte_identical(trained, tmp_path):
    from agents.rl.evaluate import evaluate

    _, folder = trained
    out = tmp_path / "results"
    evaluate(folder, episodes=4, seed=7, out=out)
    manifest = json.loads((out / "manifest.json").read_text())
    # As if the first run were long ago: a rerun at any later second must keep its time.
    manifest["created_at"] = "2001-02-03T04:05:06+00:00"
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    evaluate(folder, episodes=4, seed=7, out=out)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    # A rerun that changes the run is a new run with its own time.
    evaluate(folder, episodes=5, seed=7, out=out)
    changed = json.loads((out / "manifest.json").read_text())
    assert changed["arguments"]["episodes"] == 5
    assert changed["created_at"] != "2001-02-03T04:05:06+00:00"


def test_wilson_interval():
    from agents.rl.evaluate import wilson_interval

    low, high = wilson_interval(990, 1000)
    assert 0.981 < low < 0.983 and 0.994 < high < 0.996
    assert all(math.isnan(v) for v in wilson_interval(0, 0))  # the package's one interval
    assert wilson_interval(10, 10)[1] == 1.0


@pytest.mark.slow
def test_cli_train_then_evaluate(tmp_path, capsys):
    from agents.rl.__main__ import main

    code = main(
        [
            "train", "--env", "RotationPuzzle-v0", "--algo", "ppo", "--timesteps", "128",
            "--seed", "0", "--out", str(tmp_path / "m"), "--n-envs", "2", "--no-progress",
            "--env-kwargs", "difficulty=hard", "--hp", "n_steps=32", "batch_size=32", "net_arch=[16]",
        ]
    )  # fmt: skip
    assert code == 0
    folder = capsys.readouterr().out.strip().splitlines()[-1]
    assert folder.endswith("ppo-RotationPuzzle-v0-seed0")
    code = main(
        ["evaluate", folder, "--episodes", "12", "--out", str(tmp_path / "r"), "--no-progress"]
    )
    assert code == 0
    printed = capsys.readouterr().out
    assert "difficulty=hard" in printed and "95% CI" in printed
    records = [json.loads(x) for x in (tmp_path / "r" / "trials.jsonl").read_text().splitlines()]
    assert len(records) == 12
    assert {r["task"] for r in records} == {"rotation_puzzle"}
    assert {r["difficulty"] for r in records} == {"hard"} and records[0]["encoding"] == "state"
    assert main(["train", "--env-kwargs", "shape"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err

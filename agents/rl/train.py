"""Train a stable-baselines3 policy on MazeNav-v0 or RotationPuzzle-v0 (``python -m agents.rl train``).

One function, :func:`train`, reads a :class:`~agents.rl.config.TrainConfig` and writes a model
folder (see :mod:`agents.rl.io`). MazeNav trains on the batch-native vector env by default
(:class:`~agents.rl.vec.MazeNavSB3VecEnv`); the puzzle, or MazeNav with ``vector=False``, on
SB3's ``DummyVecEnv`` over :func:`~agents.rl.wrappers.make_env`. Training env ``i`` is seeded
``seed + i``; evaluation uses other seeds. PPO uses sb3-contrib's MaskablePPO when masking is
on (MazeNav then never makes an invalid move). No TensorBoard; a tqdm bar shows progress.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from agents.rl.algos import algo_class
from agents.rl.checks import check_env_kwargs, check_hyperparams, check_rollout
from agents.rl.config import ConfigError, TrainConfig
from agents.rl.io import check_save_folder, save_model
from envs.io import remove_stale_temps

# algo_class lives in agents.rl.algos (io needs it too); importable from here as before.
__all__ = ["algo_class", "build_model", "make_train_env", "train"]


def make_train_env(config: TrainConfig) -> Any:
    """The SB3 VecEnv that ``config`` trains on, seeded ``config.seed + i``."""
    from stable_baselines3.common.vec_env import DummyVecEnv, VecMonitor

    from agents.rl.wrappers import make_env

    n = config.resolved_n_envs()
    if config.env_id == "MazeNav-v0" and config.vector and not config.curriculum:
        from agents.rl.vec import MazeNavSB3VecEnv

        venv: Any = MazeNavSB3VecEnv(n, config.env_kwargs, history=config.uses_history)
    else:
        kwargs, history, steps = dict(config.env_kwargs), config.uses_history, config.curriculum
        venv = DummyVecEnv(
            [lambda: make_env(config.env_id, kwargs, history, steps) for _ in range(n)]
        )
    venv.seed(config.seed)
    return VecMonitor(venv)


def build_model(config: TrainConfig, env: Any) -> Any:
    """A fresh model for ``config`` on the VecEnv ``env``."""
    hp = config.resolved_hyperparams()
    policy_kwargs = dict(hp.pop("policy_kwargs", {}) or {})
    if "net_arch" in hp:
        policy_kwargs["net_arch"] = list(hp.pop("net_arch"))
    if config.resolved_extractor == "cnn":
        from agents.rl.policies import GridCNN

        policy_kwargs["features_extractor_class"] = GridCNN
        policy_kwargs["features_extractor_kwargs"] = {
            "planes": 4 if config.uses_history else 3,
            **dict(hp.pop("cnn_kwargs", {}) or {}),
        }
    else:
        hp.pop("cnn_kwargs", None)
    cls = algo_class(config.algo, config.masked)
    try:
        return cls(
            "MlpPolicy",
            env,
            seed=config.seed,
            device="cpu",
            verbose=0,
            tensorboard_log=None,
            policy_kwargs=policy_kwargs,
            **hp,
        )
    except (AssertionError, TypeError, ValueError) as exc:  # SB3 checks its arguments by assert
        shown = " ".join(f"{k}={v!r}" for k, v in config.hyperparams.items()) or "(defaults)"
        raise ConfigError(
            "hyperparams", f"hyperparams {shown} not accepted by {cls.__name__}: {exc}"
        ) from None


def train(config: TrainConfig, out_dir: str | Path | None = None) -> Path:
    """Train a policy as ``config`` says and save it under ``out_dir``.

    Before any work, the model folder is checked (writable, no file in its way), the env is
    built once with ``config.env_kwargs`` and the hyperparameters are checked against the
    algorithm's constructor; temporaries that killed runs left in the folder are removed.

    Args:
        config: the training run (what ``python -m agents.rl train`` builds).
        out_dir: parent folder of the model folder; None takes ``config.out_dir``.

    Returns:
        The model folder (``out_dir/<algo>-<env_id>-seed<seed>``).

    Raises:
        ConfigError: an unwritable ``out_dir``, or env arguments or hyperparameters the env or
            the algorithm refuses; ``field`` names the config field.
    """
    folder = check_save_folder(config, out_dir, "out_dir")
    remove_stale_temps(folder, recursive=False)
    check_env_kwargs(config.env_id, config.env_kwargs)
    check_hyperparams(config.algo, config.masked, config.hyperparams)
    check_rollout(config.algo, config.resolved_hyperparams(), config.resolved_n_envs())
    import torch

    torch.set_num_threads(config.threads)
    env = make_train_env(config)
    model = build_model(config, env)
    # A logger that writes nowhere: SB3's default makes an empty /tmp/SB3-<date> folder per run.
    from stable_baselines3.common.logger import Logger

    model.set_logger(Logger(folder=None, output_formats=[]))
    callback = _progress_callback(config.timesteps) if config.progress else None
    start = time.perf_counter()
    model.learn(total_timesteps=config.timesteps, callback=callback)
    seconds = time.perf_counter() - start
    obs_shape = list(env.observation_space.shape)
    reached = curriculum_reached(env) if config.curriculum else None
    env.close()
    return save_model(
        model,
        config,
        folder.parent,
        extra={
            "observation_shape": obs_shape,
            "n_actions": int(env.action_space.n),
            "trained_timesteps": int(model.num_timesteps),
            "train_seconds": round(seconds, 2),
            **({"curriculum": reached} if reached is not None else {}),
        },
    )


def curriculum_reached(env: Any) -> dict[str, Any]:
    """The ladder levels the training envs reached (:class:`~agents.rl.curriculum.MazeCurriculum`):
    each env's, the highest, and its label (``"5x5 far"``)."""
    from envs.maze_nav.ladder import maze_level

    levels = [int(v) for v in env.get_attr("level_reached")]
    top = max(levels)
    return {"levels": levels, "level_reached": top, "label": maze_level(top).label}


def _progress_callback(total: int) -> Any:
    """A tqdm bar over timesteps (SB3's own bar needs ``rich``, which is not a dependency)."""
    from stable_baselines3.common.callbacks import BaseCallback
    from tqdm import tqdm

    class ProgressBar(BaseCallback):
        def __init__(self) -> None:
            super().__init__()
            self.bar = tqdm(total=total, unit="step", desc="train", smoothing=0.1)
            self.seen = 0

        def _on_step(self) -> bool:
            done = int(self.num_timesteps)
            if done > self.seen:
                self.bar.update(done - self.seen)
                self.seen = done
            return True

        def _on_training_end(self) -> None:
            self.bar.close()

    return ProgressBar()

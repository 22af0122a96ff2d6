"""Save and load trained policies with the config, seeds and package version that made them.

A saved model is a folder::

    <out>/<algo>-<env_id>-seed<seed>/
        model.zip      the stable-baselines3 archive (policy weights, optimizer state)
        config.json    what :func:`read_meta` returns: format, package version, env id and
                       kwargs, algorithm, seeds, the full :class:`~agents.rl.config.TrainConfig`,
                       observation size, library versions, training time

Loading checks the folder before torch is touched: a model trained for another env, another
package version or another observation size raises :class:`ModelMismatchError` (a
``ValueError``) that says what differs and what to do.
"""

from __future__ import annotations

import datetime as _dt
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.rl.algos import algo_class
from agents.rl.config import TrainConfig
from envs import __version__
from envs.io import atomic_write_bytes, atomic_write_text

FORMAT = "spatial-reasoning-gym/rl-model"
FORMAT_VERSION = 1
MODEL_FILE = "model.zip"
META_FILE = "config.json"


class ModelMismatchError(ValueError):
    """A saved model does not fit the env, package version or files it is loaded for."""


@dataclass
class LoadedModel:
    """A policy ready to act, with the metadata it was saved with."""

    model: Any
    config: TrainConfig
    meta: dict[str, Any]
    path: Path


def model_dirname(config: TrainConfig) -> str:
    return f"{config.algo}-{config.env_id}-seed{config.seed}"


def save_model(
    model: Any, config: TrainConfig, out_dir: str | Path, extra: dict[str, Any] | None = None
) -> Path:
    """Write ``model`` and its metadata to ``out_dir/<algo>-<env_id>-seed<seed>/``, atomically.

    Args:
        model: a trained stable-baselines3 / sb3-contrib model.
        config: the config it was trained with.
        out_dir: parent folder (created if missing).
        extra: more metadata to record (training time, observation size...).

    Returns:
        The model folder.
    """
    import stable_baselines3
    import torch

    from agents.rl.wrappers import env_kwargs_for

    folder = Path(out_dir) / model_dirname(config)
    folder.mkdir(parents=True, exist_ok=True)
    # SB3 writes its zip to any binary stream; the bytes then go down in one atomic write.
    buffer = io.BytesIO()
    model.save(buffer)
    atomic_write_bytes(folder / MODEL_FILE, buffer.getvalue())
    n_envs = config.resolved_n_envs()
    meta = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "package_version": __version__,
        "env_id": config.env_id,
        "env_kwargs": env_kwargs_for(config.env_id, config.env_kwargs),
        "algo": config.algo,
        "policy_class": type(model).__name__,
        "masked": config.masked,
        "seeds": {
            "seed": config.seed,
            "train_env_seeds": f"{config.seed} + i for i in range({n_envs})",
        },
        "config": config.to_dict(),
        "hyperparams": config.resolved_hyperparams(),
        "versions": {
            "stable_baselines3": stable_baselines3.__version__,
            "torch": torch.__version__,
        },
        "created_at": _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat(),
        **(extra or {}),
    }
    atomic_write_text(folder / META_FILE, json.dumps(meta, indent=2, default=str) + "\n")
    return folder


def read_meta(path: str | Path) -> dict[str, Any]:
    """The metadata of the model folder ``path``; ModelMismatchError when it is not one."""
    folder = Path(path)
    meta_path, model_path = folder / META_FILE, folder / MODEL_FILE
    if not meta_path.is_file() or not model_path.is_file():
        raise ModelMismatchError(
            f"{folder} is not a saved RL model: expected {META_FILE} and {MODEL_FILE} inside "
            "(made by `python -m agents.rl train --out DIR`)"
        )
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ModelMismatchError(f"{meta_path} is unreadable: {e}") from None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise ModelMismatchError(f"{meta_path} is not a {FORMAT} file")
    if meta.get("format_version") != FORMAT_VERSION:
        raise ModelMismatchError(
            f"{meta_path} has format_version {meta.get('format_version')!r}; this package "
            f"reads {FORMAT_VERSION}"
        )
    return meta


def check_compatible(
    meta: dict[str, Any], env_id: str | None = None, allow_version_mismatch: bool = False
) -> None:
    """Raise ModelMismatchError when ``meta`` was made for another env or package version."""
    if env_id is not None and meta.get("env_id") != env_id:
        raise ModelMismatchError(
            f"this model was trained on {meta.get('env_id')!r}, not {env_id!r}; train one for "
            f"{env_id} with `python -m agents.rl train --env {env_id} ...`"
        )
    saved = meta.get("package_version")
    if saved != __version__ and not allow_version_mismatch:
        raise ModelMismatchError(
            f"this model was saved by spatial-reasoning-gym {saved}, but {__version__} is "
            "installed; the env rules or observations may differ. Retrain it, or pass "
            "allow_version_mismatch=True (--allow-version-mismatch) to load it anyway"
        )


def load_model(
    path: str | Path, env_id: str | None = None, allow_version_mismatch: bool = False
) -> LoadedModel:
    """Load a model folder written by :func:`save_model`.

    Args:
        path: the model folder.
        env_id: when given, the env the caller will run the model on; must match.
        allow_version_mismatch: load a model saved by another package version anyway.

    Raises:
        ModelMismatchError: not a model folder, another env, another package version, or an
            observation size that the env no longer produces.
    """
    from agents.rl.wrappers import make_env

    folder = Path(path)
    meta = read_meta(folder)
    check_compatible(meta, env_id, allow_version_mismatch)
    config = TrainConfig.from_dict(meta["config"])
    env = make_env(config.env_id, config.env_kwargs, config.uses_history)
    obs_shape = list(env.observation_space.shape)
    env.close()
    if meta.get("observation_shape") not in (None, obs_shape):
        raise ModelMismatchError(
            f"this model reads observations of shape {meta['observation_shape']}, but "
            f"{config.env_id} with {config.env_kwargs} gives {obs_shape}"
        )
    cls = algo_class(config.algo, config.masked)
    model = cls.load(folder / MODEL_FILE, device="cpu")
    return LoadedModel(model=model, config=config, meta=meta, path=folder)

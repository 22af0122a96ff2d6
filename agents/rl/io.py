"""Save and load trained policies with the config, seeds and package version that made them.

A saved model is a folder::

    <out>/<algo>-<env_id>-seed<seed>/
        model.zip      the stable-baselines3 archive (policy weights, optimizer state)
        config.json    what :func:`read_meta` returns: format, package version, env id and
                       kwargs, algorithm, seeds, the full :class:`~agents.rl.config.TrainConfig`,
                       observation size, library versions, training time, model.zip's sha256

Saving never loses a finished model: both files are written in full to temporary files in the
folder (``.<name>.tmp-<pid>-*``) before either replaces its old version, so a failed save leaves
the older model whole; the next save removes the temporaries of killed processes. A pair torn by
a kill between the two renames is caught on loading (model.zip no longer matches the sha256 in
config.json).

Loading checks the folder before torch is touched: a model trained for another env, another
package version or another observation size raises :class:`ModelMismatchError` (a
``ValueError``) that says what differs and what to do. A path to the ``model.zip`` inside a
model folder (what stable-baselines3 users pass to ``PPO.load``) means that folder.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import io
import json
import os
import re
import secrets
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.rl.algos import algo_class
from agents.rl.config import ConfigError, TrainConfig
from envs import __version__
from envs.io import OutputPathError, check_output_dir, remove_stale_temps, temp_prefix

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


def check_save_folder(
    config: TrainConfig, out_dir: str | Path | None = None, argument: str = "out_dir"
) -> Path:
    """Check, before training, that the model folder of ``config`` can be written.

    ``out_dir`` (default ``config.out_dir``) must be a folder this process can write or create,
    and hold no file where the model folder, ``model.zip`` or ``config.json`` go. Nothing is
    created.

    Returns:
        The model folder, ``out_dir/<algo>-<env_id>-seed<seed>``.

    Raises:
        ConfigError: ``field == "out_dir"``; the message names the path and what is wrong.
    """
    out = config.out_dir if out_dir is None else out_dir
    try:
        parent = check_output_dir(out, argument)
        folder = parent / model_dirname(config)
        if folder.exists() and not folder.is_dir():
            raise OutputPathError(
                f"{argument}={str(out)!r} holds a file {folder.name!r} where the model folder "
                "goes; allowed: a folder without it (move the file or choose another folder)"
            )
        if folder.is_dir():
            check_output_dir(folder, f"the model folder in {argument}={str(out)!r}")
            for name in (MODEL_FILE, META_FILE):
                if (folder / name).is_dir():
                    raise OutputPathError(
                        f"{argument}={str(out)!r}: {folder / name} is a folder where the "
                        f"model's {name} goes; allowed: a model folder without it"
                    )
    except OutputPathError as exc:
        raise ConfigError("out_dir", str(exc)) from None
    return folder


def save_model(
    model: Any, config: TrainConfig, out_dir: str | Path, extra: dict[str, Any] | None = None
) -> Path:
    """Write ``model`` and its metadata to ``out_dir/<algo>-<env_id>-seed<seed>/``.

    Both files are written in full before either replaces an older model's (see the module
    docstring); temporaries of killed processes in the folder are removed first.

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
    remove_stale_temps(folder, recursive=False)
    # SB3 writes its zip to any binary stream; the bytes then go down with the metadata.
    buffer = io.BytesIO()
    model.save(buffer)
    data = buffer.getvalue()
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
        "model_sha256": hashlib.sha256(data).hexdigest(),
        **(extra or {}),
    }
    text = json.dumps(meta, indent=2, default=str) + "\n"
    write_files_together(folder, {MODEL_FILE: data, META_FILE: text.encode("utf-8")})
    return folder


def write_files_together(folder: Path, files: dict[str, bytes]) -> None:
    """Write every file to a temporary in ``folder``, then move each into place.

    Nothing is replaced until every temporary is written and fsync'd, so a failure (a full
    disk, a permission) leaves all the old files as they were. Temporaries are created with
    ``open`` (permissions from the umask) and named ``.<name>.tmp-<pid>-<random>``.
    """
    staged: dict[str, Path] = {}
    try:
        for name, data in files.items():
            tmp = folder / f"{temp_prefix(name)}{secrets.token_hex(4)}"
            staged[name] = tmp
            with open(tmp, "xb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        for name, tmp in staged.items():
            os.replace(tmp, folder / name)
    except BaseException:
        for tmp in staged.values():
            with contextlib.suppress(OSError):
                tmp.unlink()
        raise


def resolve_model_folder(path: str | Path) -> Path:
    """The model folder ``path`` means: itself, or the folder of the ``model.zip`` it names.

    Raises:
        ModelMismatchError: the path is missing, or is neither a model folder nor the
            ``model.zip`` inside one (a bare stable-baselines3 zip is told what is needed).
    """
    made_by = "a model folder written by `python -m agents.rl train` (or the model.zip inside it)"
    text = str(path)
    if not text.strip():
        raise ModelMismatchError(f"model_path={text!r} is not allowed; allowed: {made_by}")
    given = Path(path)
    if not given.exists():
        raise ModelMismatchError(f"model_path={text!r} does not exist; allowed: {made_by}")
    if given.is_dir():
        return given
    if (given.parent / META_FILE).is_file() and given.name == MODEL_FILE:
        return given.parent
    if zipfile.is_zipfile(given):
        raise ModelMismatchError(
            f"model_path={text!r} is a zip without the {META_FILE} that `python -m agents.rl "
            f"train` writes next to its {MODEL_FILE}; evaluating needs that folder (the config "
            "says which env, env arguments and observation the policy was trained for). "
            "Allowed: a model folder made by `python -m agents.rl train`, or its model.zip"
        )
    raise ModelMismatchError(f"model_path={text!r} is a file; allowed: {made_by}")


def read_meta(path: str | Path) -> dict[str, Any]:
    """The metadata of the model folder ``path``; ModelMismatchError when it is not one."""
    folder = resolve_model_folder(path)
    meta_path, model_path = folder / META_FILE, folder / MODEL_FILE
    missing = [p.name for p in (meta_path, model_path) if not p.is_file()]
    if missing:
        raise ModelMismatchError(
            f"{folder} is not a saved RL model: {' and '.join(missing)} missing (expected "
            f"{META_FILE} and {MODEL_FILE} inside, made by `python -m agents.rl train --out DIR`)"
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
        path: the model folder (or the ``model.zip`` inside it).
        env_id: when given, the env the caller will run the model on; must match.
        allow_version_mismatch: load a model saved by another package version anyway.

    Raises:
        ModelMismatchError: not a model folder, another env, another package version, or an
            observation size that the env no longer produces.
    """
    from agents.rl.wrappers import make_env

    folder = resolve_model_folder(path)
    meta = read_meta(folder)
    meta_path, model_path = folder / META_FILE, folder / MODEL_FILE
    check_compatible(meta, env_id, allow_version_mismatch)
    if not isinstance(meta.get("env_kwargs", {}), dict):
        raise ModelMismatchError(
            f"{meta_path} holds env_kwargs={meta['env_kwargs']!r}; allowed: a JSON object of "
            "gym.make arguments"
        )
    try:
        config = TrainConfig.from_dict(meta["config"])
        env = make_env(config.env_id, config.env_kwargs, config.uses_history)
    except (KeyError, TypeError, ValueError) as exc:
        reason = f"no {exc}" if isinstance(exc, KeyError) else str(exc)
        raise ModelMismatchError(f"{meta_path} holds no usable config: {reason}") from None
    obs_shape = list(env.observation_space.shape)
    env.close()
    if meta.get("observation_shape") not in (None, obs_shape):
        raise ModelMismatchError(
            f"this model reads observations of shape {meta['observation_shape']}, but "
            f"{config.env_id} with {config.env_kwargs} gives {obs_shape}"
        )
    data = _read_model_bytes(model_path)
    expected = meta.get("model_sha256")
    if not isinstance(expected, str) or not re.fullmatch(r"[0-9a-f]{64}", expected):
        # null (or anything else) would turn the integrity check off
        raise ModelMismatchError(
            f"{meta_path} holds model_sha256={expected!r}; allowed: the 64 hex digits of "
            f"{MODEL_FILE}'s sha256 that train wrote (retrain the model or restore the file)"
        )
    if hashlib.sha256(data).hexdigest() != expected:
        raise ModelMismatchError(
            f"{model_path} does not match the sha256 recorded in {META_FILE} (the file was "
            "changed, damaged, or a save was interrupted); retrain the model or restore the file"
        )
    cls = algo_class(config.algo, config.masked)
    try:
        model = cls.load(io.BytesIO(data), device="cpu")
    except Exception as exc:  # a damaged archive fails anywhere inside SB3, torch or zipfile
        raise ModelMismatchError(
            f"{model_path} cannot be loaded as a {cls.__name__} model "
            f"({type(exc).__name__}: {exc}); retrain the model or restore the file"
        ) from None
    return LoadedModel(model=model, config=config, meta=meta, path=folder)


def _read_model_bytes(model_path: Path) -> bytes:
    try:
        data = model_path.read_bytes()
    except OSError as exc:
        raise ModelMismatchError(f"{model_path} is unreadable: {exc.strerror or exc}") from None
    if not data:
        raise ModelMismatchError(f"{model_path} is empty; retrain the model or restore the file")
    if not zipfile.is_zipfile(io.BytesIO(data)):
        raise ModelMismatchError(
            f"{model_path} is not a zip archive (damaged?); retrain the model or restore the file"
        )
    return data

"""What ``train`` hands the env and the algorithm, checked before any work.

``--env-kwargs`` go to the env's constructor and ``--hp`` to the stable-baselines3 class; both
would otherwise fail deep inside ``gym.make`` or SB3 (a ``TypeError`` or an ``assert`` with a
traceback) or, worse, after minutes of training. Here the keys are checked against the
constructors' own signatures (so the allowed names can never drift from what the libraries
take), the hyperparameter values against their annotations, and the env is built once with
the given values, which runs the env's own argument checks.

Every failure is a :class:`~agents.rl.config.ConfigError` naming the config field
(``env_kwargs`` or ``hyperparams``), the key, the value and what is allowed; the command line
shows the field's flag. torch and stable-baselines3 load only for the hyperparameter check.
"""

from __future__ import annotations

import collections.abc
import inspect
import math
import types
import typing
from collections.abc import Mapping
from typing import Any

from agents.rl.config import ConfigError

GYM_MAKE_KEYWORDS: tuple[str, ...] = ("max_episode_steps",)
"""Keywords ``gym.make`` itself takes besides the env's own. ``max_episode_steps`` adds
gymnasium's ``TimeLimit`` on top of the env's own ``max_moves`` (the envs register none): it can
cut episodes shorter, never make them longer; ``max_moves`` is the move limit."""

MODEL_KEYWORDS: tuple[str, ...] = ("net_arch", "cnn_kwargs")
"""Hyperparameters :func:`agents.rl.train.build_model` reads itself (into ``policy_kwargs``)."""

RANGES: dict[str, tuple[float, float | None]] = {
    "n_steps": (1, None),
    "batch_size": (1, None),
    "n_epochs": (1, None),
    "buffer_size": (1, None),
    "learning_starts": (0, None),
    "target_update_interval": (1, None),
    "stats_window_size": (1, None),
    "learning_rate": (0, None),
    "gamma": (0, 1),
    "gae_lambda": (0, 1),
    "tau": (0, 1),
    "exploration_fraction": (0, 1),
    "exploration_initial_eps": (0, 1),
    "exploration_final_eps": (0, 1),
    "ent_coef": (0, None),
    "vf_coef": (0, None),
    "max_grad_norm": (0, None),
    "clip_range": (0, None),
    "clip_range_vf": (0, None),
}
"""Bounds (inclusive; None: unbounded) of numeric hyperparameters that SB3 takes unchecked and
then fails on mid-training (``n_steps=0``, ``batch_size=0``) or learns nothing with."""

ABOVE_LOW: frozenset[str] = frozenset({"clip_range", "clip_range_vf"})
"""Hyperparameters that must be above their low bound, not equal to it (PPO's clipping range:
0 or less clips every update away, ``clip_range=-1`` trained without a word)."""

SET_BY_TRAIN: tuple[str, ...] = (
    "policy",
    "env",
    "seed",
    "device",
    "verbose",
    "tensorboard_log",
    "_init_setup_model",
)
"""Constructor arguments ``train`` sets itself; not hyperparameters."""


def env_keywords(env_id: str) -> list[str] | None:
    """The keywords ``gym.make(env_id, ...)`` accepts, sorted; None when the env takes any."""
    import gymnasium as gym
    from gymnasium.envs.registration import load_env_creator

    import envs  # noqa: F401  (registers the environments)

    entry = gym.spec(env_id).entry_point
    creator = load_env_creator(entry) if isinstance(entry, str) else entry
    params = inspect.signature(creator).parameters.values()
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        return None
    named = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return sorted({p.name for p in params if p.kind in named} | set(GYM_MAKE_KEYWORDS))


def check_env_kwargs(env_id: str, env_kwargs: Mapping[str, Any]) -> None:
    """Check ``env_kwargs`` for ``env_id``: known keywords, and values the env accepts.

    The env is built once (and closed), so its own checks judge the values.

    Raises:
        ConfigError: ``field == "env_kwargs"``; the message names the key (or the values) and
            what is allowed.
    """
    from agents.rl.wrappers import make_env

    allowed = env_keywords(env_id)
    unknown = [k for k in env_kwargs if allowed is not None and k not in allowed]
    if unknown:
        key = unknown[0]
        raise ConfigError(
            "env_kwargs",
            f"env_kwargs {key}={env_kwargs[key]!r} is not allowed: {env_id} takes no keyword "
            f"{key!r}; allowed: {allowed}",
        )
    try:
        env = make_env(env_id, env_kwargs)
    except Exception as exc:  # any failure of the env's constructor comes from these values
        shown = " ".join(f"{k}={v!r}" for k, v in env_kwargs.items())
        raise ConfigError(
            "env_kwargs", f"env_kwargs {shown} not accepted by {env_id}: {_reason(exc)}"
        ) from None
    env.close()


def hyperparameters(algo: str, masked: bool) -> dict[str, inspect.Parameter]:
    """The hyperparameters of ``algo``'s class: its constructor's parameters ``train`` leaves open."""
    from agents.rl.algos import algo_class

    cls = algo_class(algo, masked)
    params = inspect.signature(cls).parameters
    return {name: p for name, p in params.items() if name not in SET_BY_TRAIN}


def check_hyperparams(algo: str, masked: bool, hyperparams: Mapping[str, Any]) -> None:
    """Check ``hyperparams`` against ``algo``'s constructor: known names, values of its types.

    Raises:
        ConfigError: ``field == "hyperparams"``; the message names the key, the value and the
            allowed names or the expected type.
    """
    from agents.rl.algos import algo_class

    params = hyperparameters(algo, masked)
    allowed = sorted(set(params) | set(MODEL_KEYWORDS))
    name = algo_class(algo, masked).__name__
    for key, value in hyperparams.items():
        if key not in allowed:
            raise ConfigError(
                "hyperparams",
                f"hyperparams {key}={value!r} is not allowed: {name} takes no hyperparameter "
                f"{key!r}; allowed: {allowed}",
            )
        owner = "train's" if key in MODEL_KEYWORDS else f"{name}'s"
        if key == "net_arch":
            fits, expected = _is_net_arch(value), "a list of positive integers ([64, 64])"
        elif key == "cnn_kwargs":
            fits, expected = value is None or isinstance(value, Mapping), "a dict or None"
        else:
            annotation = params[key].annotation
            fits, expected = _fits(value, annotation), _describe(annotation)
            if fits and key in RANGES and _is_number(value):
                low, high = RANGES[key]
                whole = float not in _parts(annotation)
                above = key in ABOVE_LOW
                fits = _in_range(value, low, high) and (not above or value > low)
                expected = _range_text(low, high, whole, above)
        if not fits:
            raise ConfigError(
                "hyperparams",
                f"hyperparams {key}={value!r} is not allowed; allowed: {expected} ({owner} {key})",
            )


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _in_range(value: float, low: float, high: float | None) -> bool:
    return math.isfinite(value) and value >= low and (high is None or value <= high)


def _range_text(low: float, high: float | None, whole: bool, above: bool = False) -> str:
    kind = "an integer" if whole else "a number"
    if above:
        return f"{kind} > {low}" + (f" and <= {high}" if high is not None else "")
    return f"{kind} from {low} to {high}" if high is not None else f"{kind} >= {low}"


def check_rollout(algo: str, hyperparams: Mapping[str, Any], n_envs: int) -> None:
    """PPO normalizes advantages over each rollout: it needs ``n_steps * n_envs >= 2``.

    With one step the normalization divides by a zero deviation and training fails with NaN
    logits after it started (stable-baselines3's PPO asserts this; sb3-contrib's MaskablePPO
    does not).

    Raises:
        ConfigError: ``field == "hyperparams"``.
    """
    n_steps = hyperparams.get("n_steps")
    normalized = hyperparams.get("normalize_advantage", True)
    if algo == "ppo" and normalized and isinstance(n_steps, int) and n_steps * n_envs < 2:
        raise ConfigError(
            "hyperparams",
            f"hyperparams n_steps={n_steps} is not allowed with n_envs={n_envs}; allowed: "
            "n_steps * n_envs >= 2 (PPO normalizes advantages over each rollout)",
        )


def _is_net_arch(value: Any) -> bool:
    def layers(v: Any) -> bool:
        return isinstance(v, (list, tuple)) and all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in v
        )

    if isinstance(value, Mapping):  # separate actor / critic layers: {"pi": [...], "vf": [...]}
        return all(isinstance(k, str) and layers(v) for k, v in value.items())
    return layers(value)


def _parts(annotation: Any) -> tuple[Any, ...]:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return typing.get_args(annotation)
    return (annotation,)


def _fits(value: Any, annotation: Any) -> bool:
    """Whether ``value`` has a type ``annotation`` allows (True when it cannot tell)."""
    for part in _parts(annotation):
        origin = typing.get_origin(part) or part
        if part is inspect.Parameter.empty or part is Any:
            return True
        if part is type(None):
            ok = value is None
        elif part is bool:
            ok = isinstance(value, bool)
        elif part is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif part is float:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        elif part is str:
            ok = isinstance(value, str)
        elif origin is collections.abc.Callable:
            ok = callable(value) and not isinstance(value, type)
        elif origin in (dict, Mapping):
            ok = isinstance(value, Mapping)
        elif origin is tuple:
            ok = isinstance(value, (tuple, list))
        elif origin is type:
            ok = isinstance(value, type)
        else:
            return True  # a type this check does not know: the constructor will judge it
        if ok:
            return True
    return False


_WORDS: dict[Any, str] = {
    type(None): "None",
    bool: "True or False",
    int: "an integer",
    float: "a number",
    str: "a string",
}


def _describe(annotation: Any) -> str:
    words = []
    for part in _parts(annotation):
        origin = typing.get_origin(part) or part
        if part in _WORDS:
            words.append(_WORDS[part])
        elif origin is collections.abc.Callable:
            words.append("a schedule (a function of the remaining progress)")
        elif origin in (dict, Mapping):
            words.append("a dict")
        elif origin is tuple:
            words.append("a tuple such as (4, 'step')")
        elif origin is type:
            words.append("a class")
        else:
            words.append(getattr(part, "__name__", str(part)))
    return " or ".join(dict.fromkeys(words))


def _reason(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text if isinstance(exc, (ValueError, TypeError)) else f"{type(exc).__name__}: {text}"

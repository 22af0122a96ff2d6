"""The training configuration: one documented dataclass, cleanrl style, saved with every model.

Every field has a default; ``python -m agents.rl train`` fills the fields from its flags and the
algorithm's hyperparameters from :data:`DEFAULT_HYPERPARAMS` (overridable with ``--hp k=v``).
Nothing here imports torch or stable-baselines3.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

ALGOS: tuple[str, ...] = ("ppo", "dqn", "a2c")
ENV_IDS: tuple[str, ...] = ("MazeNav-v0", "RotationPuzzle-v0")
EXTRACTORS: tuple[str, ...] = ("auto", "mlp", "cnn")
TASKS: dict[str, str] = {"MazeNav-v0": "maze_nav", "RotationPuzzle-v0": "rotation_puzzle"}
ENCODINGS: dict[str, str] = {"MazeNav-v0": "grid", "RotationPuzzle-v0": "state"}

# Hyperparameters per (algorithm, env id), chosen for these small discrete tasks: short episodes
# (gamma well below 0.99 rewards short paths without long credit assignment), wide MLPs (the
# policy must read the whole grid), a little entropy so masked PPO keeps exploring.
DEFAULT_HYPERPARAMS: dict[tuple[str, str], dict[str, Any]] = {
    ("ppo", "MazeNav-v0"): {
        "learning_rate": 1e-3,
        "n_steps": 64,
        "batch_size": 1024,
        "n_epochs": 4,
        "gamma": 0.95,
        "gae_lambda": 0.9,
        "ent_coef": 0.01,
        "net_arch": [128],
    },
    ("a2c", "MazeNav-v0"): {
        "learning_rate": 1e-3,
        "n_steps": 8,
        "gamma": 0.95,
        "ent_coef": 0.01,
        "net_arch": [256, 256],
    },
    ("dqn", "MazeNav-v0"): {
        "learning_rate": 5e-4,
        "buffer_size": 100_000,
        "learning_starts": 1_000,
        "batch_size": 256,
        "gamma": 0.95,
        "train_freq": 4,
        "target_update_interval": 1_000,
        "exploration_fraction": 0.3,
        "exploration_final_eps": 0.02,
        "net_arch": [256, 256],
    },
    ("ppo", "RotationPuzzle-v0"): {
        "learning_rate": 1e-3,
        "n_steps": 64,
        "batch_size": 512,
        "n_epochs": 4,
        "gamma": 0.95,
        "gae_lambda": 0.9,
        "ent_coef": 0.01,
        "net_arch": [256, 256],
    },
    ("a2c", "RotationPuzzle-v0"): {
        "learning_rate": 1e-3,
        "n_steps": 8,
        "gamma": 0.95,
        "ent_coef": 0.01,
        "net_arch": [256, 256],
    },
    ("dqn", "RotationPuzzle-v0"): {
        "learning_rate": 5e-4,
        "buffer_size": 100_000,
        "learning_starts": 1_000,
        "batch_size": 256,
        "gamma": 0.95,
        "train_freq": 4,
        "target_update_interval": 1_000,
        "exploration_fraction": 0.3,
        "exploration_final_eps": 0.02,
        "net_arch": [256, 256],
    },
}

# Parallel training envs per algorithm (DQN learns from a replay buffer: few envs suffice).
DEFAULT_N_ENVS: dict[str, int] = {"ppo": 32, "a2c": 32, "dqn": 4}


@dataclass
class TrainConfig:
    """Everything that defines one training run (saved next to the model as ``config.json``).

    Attributes:
        env_id: ``"MazeNav-v0"`` or ``"RotationPuzzle-v0"``.
        algo: ``"ppo"``, ``"dqn"`` or ``"a2c"``.
        timesteps: environment steps to train for (summed over the parallel envs).
        seed: seeds the training envs (env ``i`` gets ``seed + i``), the policy and torch.
        env_kwargs: passed to ``gym.make`` (``shape``, ``size``, ``difficulty``, ``grid``...).
            The observation is forced to the RL one: ``encoding="grid"`` for MazeNav,
            ``observation="state"`` for the puzzle.
        n_envs: parallel training envs; None takes :data:`DEFAULT_N_ENVS`.
        mask: use ``info["action_mask"]`` (PPO only, through sb3-contrib's MaskablePPO).
        vector: train MazeNav on the batch-native ``MazeNavVectorEnv`` instead of one
            ``gym.make`` env per slot (same episodes, several times faster).
        hyperparams: algorithm keyword arguments; missing keys come from
            :data:`DEFAULT_HYPERPARAMS` (``net_arch`` goes to ``policy_kwargs``).
        history: MazeNav only: add a plane of the cells visited this episode to the
            observation (:class:`agents.rl.wrappers.MazeOneHot`).
        extractor: ``"mlp"`` (the policy reads the flat features), ``"cnn"`` (MazeNav only:
            :class:`agents.rl.policies.GridCNN` reads the planes as images first) or
            ``"auto"`` (default: ``"cnn"`` for MazeNav, ``"mlp"`` for the puzzle). On mixed
            5×5 mazes an MLP stalls near 88% (it learns to walk towards the goal and misses
            detours); the CNN passes 97% within 260k steps.
        threads: torch CPU threads.
        progress: show a tqdm progress bar.
    """

    env_id: str = "MazeNav-v0"
    algo: str = "ppo"
    timesteps: int = 500_000
    seed: int = 0
    env_kwargs: dict[str, Any] = field(default_factory=dict)
    n_envs: int | None = None
    mask: bool = True
    vector: bool = True
    hyperparams: dict[str, Any] = field(default_factory=dict)
    history: bool = True
    extractor: str = "auto"
    threads: int = 1
    progress: bool = True

    def __post_init__(self) -> None:
        _check("env_id", self.env_id, ENV_IDS)
        _check("algo", self.algo, ALGOS)
        _check("extractor", self.extractor, EXTRACTORS)
        if self.extractor == "cnn" and self.env_id != "MazeNav-v0":
            raise ValueError(
                f"extractor='cnn' is not allowed for {self.env_id}; allowed: 'mlp' "
                "('cnn' reads MazeNav grids)"
            )
        for name in ("timesteps", "threads"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{name}={value!r} is not allowed; allowed: a positive integer")
        if self.n_envs is not None and (
            isinstance(self.n_envs, bool) or not isinstance(self.n_envs, int) or self.n_envs < 1
        ):
            raise ValueError(
                f"n_envs={self.n_envs!r} is not allowed; allowed: a positive integer or None"
            )
        if not isinstance(self.env_kwargs, Mapping) or not isinstance(self.hyperparams, Mapping):
            raise ValueError("env_kwargs and hyperparams must be dicts")
        self.env_kwargs = dict(self.env_kwargs)
        self.hyperparams = dict(self.hyperparams)

    @property
    def task(self) -> str:
        """The record's ``task``: ``"maze_nav"`` or ``"rotation_puzzle"``."""
        return TASKS[self.env_id]

    @property
    def encoding(self) -> str:
        """The record's ``encoding``: ``"grid"`` or ``"state"``."""
        return ENCODINGS[self.env_id]

    @property
    def resolved_extractor(self) -> str:
        """``"cnn"`` or ``"mlp"``: what ``"auto"`` means for this env."""
        if self.extractor != "auto":
            return self.extractor
        return "cnn" if self.env_id == "MazeNav-v0" else "mlp"

    @property
    def uses_history(self) -> bool:
        """Whether the observation carries MazeNav's visited-cells plane."""
        return self.history and self.env_id == "MazeNav-v0"

    @property
    def masked(self) -> bool:
        """Whether the policy picks only among ``info["action_mask"]`` actions."""
        return self.mask and self.algo == "ppo"

    def resolved_n_envs(self) -> int:
        return self.n_envs if self.n_envs is not None else DEFAULT_N_ENVS[self.algo]

    def resolved_hyperparams(self) -> dict[str, Any]:
        """Defaults for this algorithm and env, updated with :attr:`hyperparams`."""
        return {**DEFAULT_HYPERPARAMS[(self.algo, self.env_id)], **self.hyperparams}

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TrainConfig:
        """Rebuild a config saved by :meth:`to_dict`; unknown keys raise ValueError."""
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(f"unknown config keys {unknown}; allowed: {sorted(names)}")
        return cls(**dict(data))


def parse_key_values(items: Iterable[str], argument: str = "--env-kwargs") -> dict[str, Any]:
    """``["shape=spiral", "size=7", "grid=(3,3)"]`` -> ``{"shape": "spiral", "size": 7, ...}``.

    Values are Python literals when they parse as one (numbers, tuples, None, True) and plain
    strings otherwise, so ``shape=C`` and ``shape='C'`` mean the same.
    """
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"{argument} {item!r} is not allowed; allowed: KEY=VALUE")
        try:
            value: Any = ast.literal_eval(raw.strip())
        except (ValueError, SyntaxError):
            value = raw.strip()
        out[key.strip()] = value
    return out


def _check(name: str, value: Any, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise ValueError(f"{name}={value!r} is not allowed; allowed: {list(allowed)}")

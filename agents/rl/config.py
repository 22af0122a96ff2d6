"""The training configuration: one documented dataclass, cleanrl style, saved with every model.

Every field has a default; ``python -m agents.rl train`` and ``evaluate`` are built from
:class:`TrainConfig` and :class:`EvaluateConfig` by :mod:`envs.cli` (flags, defaults, allowed
values and help come from the fields), and the algorithm's hyperparameters from
:data:`DEFAULT_HYPERPARAMS` (overridable with ``--hp k=v``). Nothing here imports torch or
stable-baselines3.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from envs.checks import check_int
from envs.config_checks import validate_fields
from envs.config_fields import option
from envs.key_values import parse_key_values
from envs.records import MAZE_TASK, PUZZLE_TASK

__all__ = [
    "ALGOS",
    "DEFAULT_HYPERPARAMS",
    "DEFAULT_N_ENVS",
    "ENCODINGS",
    "ENV_IDS",
    "EXTRACTORS",
    "TASKS",
    "ConfigError",
    "EvaluateConfig",
    "TrainConfig",
    "parse_key_values",
]

ALGOS: tuple[str, ...] = ("ppo", "dqn", "a2c")
ENV_IDS: tuple[str, ...] = ("MazeNav-v0", "RotationPuzzle-v0")
EXTRACTORS: tuple[str, ...] = ("auto", "mlp", "cnn")
TASKS: dict[str, str] = {"MazeNav-v0": MAZE_TASK, "RotationPuzzle-v0": PUZZLE_TASK}
ENCODINGS: dict[str, str] = {"MazeNav-v0": "grid", "RotationPuzzle-v0": "state"}


class ConfigError(ValueError):
    """A config value refused by a check that needs more than the config itself.

    The env's constructor, the algorithm's signature or the disk (:mod:`agents.rl.checks`,
    :func:`agents.rl.io.check_save_folder`) judge these, just before the work starts.
    ``field`` names the config field, so the command line can name its flag.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


# Hyperparameters per (algorithm, env id), chosen for these small discrete tasks: short episodes
# (gamma well below 0.99 rewards short paths without long credit assignment), wide MLPs (the
# policy must read the whole grid), a little entropy so masked PPO keeps exploring.
# DQN uses the same settings on both tasks.
_DQN: dict[str, Any] = {
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
}
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
    ("dqn", "MazeNav-v0"): _DQN,
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
    ("dqn", "RotationPuzzle-v0"): _DQN,
}

# Parallel training envs per algorithm (DQN learns from a replay buffer: few envs suffice).
DEFAULT_N_ENVS: dict[str, int] = {"ppo": 32, "a2c": 32, "dqn": 4}

# Upper bounds: beyond them a value is a typo that would fail late or badly (numpy's legacy
# seeding, which SB3 uses, refuses seeds >= 2**32 after the envs are built; torch crashes with a
# million threads; each episode keeps its outcome in memory until the records are written).
MAX_TRAINING_SEED = 2**32 - 1
MAX_N_ENVS = 4096
MAX_THREADS = 1024
MAX_EPISODES = 1_000_000


@dataclass
class TrainConfig:
    """Train a policy and save it with its config.

    Everything that defines one training run; saved next to the model as ``config.json``.
    ``python -m agents.rl train`` is built from this class: each field's ``metadata`` (help,
    allowed values) is also its option (:mod:`envs.cli`).

    Attributes:
        env_id: ``"MazeNav-v0"`` or ``"RotationPuzzle-v0"`` (``--env``).
        algo: ``"ppo"``, ``"dqn"`` or ``"a2c"``.
        timesteps: environment steps to train for (summed over the parallel envs).
        seed: seeds the training envs (env ``i`` gets ``seed + i``), the policy and torch.
        out_dir: parent folder of the model folder (``--out``). Where a model was written
            does not define it: :meth:`to_dict` leaves it out and ``==`` ignores it.
        env_kwargs: passed to ``gym.make`` (``shape``, ``size``, ``difficulty``, ``grid``...).
            The observation is forced to the RL one: ``encoding="grid"`` for MazeNav,
            ``observation="state"`` for the puzzle.
        n_envs: parallel training envs; None takes :data:`DEFAULT_N_ENVS`.
        mask: use ``info["action_mask"]`` (PPO only, through sb3-contrib's MaskablePPO).
        vector: train MazeNav on the batch-native ``MazeNavVectorEnv`` instead of one
            ``gym.make`` env per slot (same episodes, several times faster).
        hyperparams: algorithm keyword arguments (``--hp``); missing keys come from
            :data:`DEFAULT_HYPERPARAMS` (``net_arch`` goes to ``policy_kwargs``).
        history: MazeNav only: add a plane of the cells visited this episode to the
            observation (:class:`agents.rl.wrappers.MazeOneHot`).
        curriculum: MazeNav only: train through :class:`agents.rl.curriculum.MazeCurriculum`
            (the ladder's path-length bands at the env's size, raised as success rises; one
            ``gym.make`` env per slot, as ``vector=False``).
        extractor: ``"mlp"`` (the policy reads the flat features), ``"cnn"`` (MazeNav only:
            :class:`agents.rl.policies.GridCNN` reads the planes as images first) or
            ``"auto"`` (default: ``"cnn"`` for MazeNav, ``"mlp"`` for the puzzle). On mixed
            5×5 mazes an MLP stalls near 88% (it learns to walk towards the goal and misses
            detours); the CNN passes 97% within 260k steps.
        threads: torch CPU threads.
        progress: show a tqdm progress bar.
    """

    env_id: str = option("MazeNav-v0", flag="--env", choices=ENV_IDS, help="the env to train on")
    algo: str = option("ppo", choices=ALGOS, help="the stable-baselines3 algorithm")
    timesteps: int = option(500_000, minimum=1, help="environment steps to train for")
    seed: int = option(
        0,
        help=f"seeds the training envs (env i gets seed + i) and the policy; 0 to {MAX_TRAINING_SEED}",
    )
    out_dir: str = option(
        "models",
        flag="--out",
        metavar="DIR",
        compare=False,
        help="parent folder of the model folder",
    )
    env_kwargs: dict[str, Any] = option(default_factory=dict, help="gym.make arguments")
    n_envs: int | None = option(
        None,
        minimum=1,
        default_text=", ".join(f"{n} for {algo}" for algo, n in DEFAULT_N_ENVS.items()),
        help=f"parallel training envs (1 to {MAX_N_ENVS})",
    )
    mask: bool = option(True, help="PPO with action masking (sb3-contrib's MaskablePPO)")
    vector: bool = option(
        True, help="MazeNav: train on the batch-native vector env, not one gym.make env per slot"
    )
    hyperparams: dict[str, Any] = option(
        default_factory=dict, flag="--hp", help="algorithm hyperparameters"
    )
    history: bool = option(True, help="MazeNav: a plane of the cells visited this episode")
    curriculum: bool = option(
        False,
        help="MazeNav: a curriculum on the difficulty ladder (near, mid, far paths at the env's "
        "size, one band up once 16 of the last 20 episodes succeed); the model's metadata "
        "records the level reached",
    )
    extractor: str = option(
        "auto",
        choices=EXTRACTORS,
        help="auto: cnn for MazeNav (reads the grid as an image), mlp for the puzzle",
    )
    threads: int = option(1, minimum=1, help=f"torch CPU threads (1 to {MAX_THREADS})")
    progress: bool = option(True, help="show a progress bar")

    def __post_init__(self) -> None:
        self.validate()
        self.out_dir = str(self.out_dir)
        self.env_kwargs = dict(self.env_kwargs)
        self.hyperparams = dict(self.hyperparams)

    def validate(self) -> None:
        """Check every field; raises ValueError naming the field, the value and what is allowed."""
        validate_fields(self)
        check_int("seed", self.seed, low=0, high=MAX_TRAINING_SEED)
        check_int("n_envs", self.n_envs, low=1, high=MAX_N_ENVS, optional=True)
        check_int("threads", self.threads, low=1, high=MAX_THREADS)
        if self.extractor == "cnn" and self.env_id != "MazeNav-v0":
            raise ValueError(
                f"extractor='cnn' is not allowed for {self.env_id}; allowed: 'mlp' "
                "('cnn' reads MazeNav grids)"
            )
        if self.curriculum and self.env_id != "MazeNav-v0":
            raise ValueError(
                f"curriculum=True is not allowed for {self.env_id}; allowed: MazeNav-v0 only"
            )
        for name in ("env_kwargs", "hyperparams"):
            value = getattr(self, name)
            if not isinstance(value, Mapping):
                raise ValueError(f"{name}={value!r} is not allowed; allowed: a dict")

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
        """The fields that define the run (all but ``out_dir``), for ``config.json``."""
        data = dataclasses.asdict(self)
        del data["out_dir"]
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TrainConfig:
        """Rebuild a config saved by :meth:`to_dict`; unknown keys raise ValueError."""
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(f"unknown config keys {unknown}; allowed: {sorted(names)}")
        return cls(**dict(data))


@dataclass
class EvaluateConfig:
    """Evaluate a saved model on held-out seeds.

    ``python -m agents.rl evaluate`` is built from this class.

    Attributes:
        model_path: a model folder written by ``python -m agents.rl train``.
        episodes: number of episodes.
        seed: episode ``k`` resets with ``seed + k``.
        out: results folder for ``trials.jsonl`` and ``manifest.json`` (None: write nothing).
        allow_version_mismatch: evaluate a model saved by another package version.
        json: the command prints the summary as JSON instead of a table.
        progress: show a tqdm bar.
        argv: the command line, recorded in the manifest.
    """

    model_path: str = option(
        positional=True, metavar="model", help="model folder written by `train`"
    )
    episodes: int = option(1000, minimum=1, help=f"episodes to play (1 to {MAX_EPISODES})")
    seed: int = option(12345, minimum=0, help="episode k resets with seed + k")
    out: str | None = option(None, metavar="DIR", help="folder for trials.jsonl and manifest.json")
    allow_version_mismatch: bool = option(
        False, help="evaluate a model saved by another package version"
    )
    json: bool = option(False, help="print the summary as JSON")
    progress: bool = option(True, help="show a progress bar")
    argv: tuple[str, ...] | None = option(
        None, cli=False, help="the command line, recorded in the manifest"
    )

    def __post_init__(self) -> None:
        self.validate()
        self.model_path = str(self.model_path)
        if self.out is not None:
            self.out = str(self.out)
        if self.argv is not None:
            self.argv = tuple(self.argv)

    def validate(self) -> None:
        """Check every field; raises ValueError naming the field, the value and what is allowed."""
        validate_fields(self)
        check_int("episodes", self.episodes, low=1, high=MAX_EPISODES)

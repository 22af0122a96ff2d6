"""RL baselines with stable-baselines3: train, save with provenance, evaluate like the LLMs.

``python -m agents.rl train|evaluate`` is the entry point; see :mod:`agents.rl.__main__`.
Modules: :mod:`~agents.rl.config` (the documented :class:`TrainConfig` and
:class:`EvaluateConfig`, which are also the command lines),
:mod:`~agents.rl.algos` (the algorithm classes by name),
:mod:`~agents.rl.wrappers` (one-hot observations, action masks, the env factory),
:mod:`~agents.rl.vec` (SB3 adapter over the batch-native MazeNav vector env),
:mod:`~agents.rl.policies` (the small CNN that reads MazeNav grids),
:mod:`~agents.rl.train`, :mod:`~agents.rl.evaluate`, :mod:`~agents.rl.io` (save/load).

Importing this package loads no torch or stable-baselines3; those load when training or
loading a model (the ``rl`` extra: ``pip install "spatial-reasoning-gym[rl]"``).
"""

from __future__ import annotations

from agents.rl.config import ALGOS, ENV_IDS, EvaluateConfig, TrainConfig

__all__ = ["ALGOS", "ENV_IDS", "EvaluateConfig", "TrainConfig"]

"""The stable-baselines3 algorithm classes, by name.

Its own module because both :mod:`agents.rl.train` (to build a model) and :mod:`agents.rl.io`
(to load one) need it; neither imports the other.
"""

from __future__ import annotations

from typing import Any

from agents.rl.config import ALGOS


def algo_class(algo: str, masked: bool = False) -> Any:
    """The stable-baselines3 (or sb3-contrib) class for ``algo``.

    Args:
        algo: one of :data:`agents.rl.config.ALGOS`.
        masked: PPO with action masking (sb3-contrib's ``MaskablePPO``).

    Raises:
        ValueError: an unknown ``algo``.
        ImportError: masking without sb3-contrib installed.
    """
    if algo not in ALGOS:
        raise ValueError(f"algo={algo!r} is not allowed; allowed: {list(ALGOS)}")
    if algo == "ppo" and masked:
        try:
            from sb3_contrib import MaskablePPO
        except ImportError as e:  # pragma: no cover - sb3-contrib is in the rl extra
            raise ImportError(
                'action masking needs sb3-contrib: pip install "spatial-reasoning-gym[rl]" '
                "(or train with --no-mask)"
            ) from e
        return MaskablePPO
    import stable_baselines3

    classes = {
        "ppo": stable_baselines3.PPO,
        "dqn": stable_baselines3.DQN,
        "a2c": stable_baselines3.A2C,
    }
    return classes[algo]

"""The ``--adaptive`` and ``--adaptive-trials`` options every study config declares (one help text).

In an adaptive run each model × encoding (× solve mode) is a *chain*: its trials run one after
another, each at the ladder level the procedure proposes from the chain's outcomes so far, until
the chain holds ``--adaptive-trials`` trials. Chains run side by side. The ladder replaces the
study's fixed plan (``--sizes``, ``--mazes-per-shape``, ``--trials-per-maze``; ``--grid``,
``--difficulty``, ``--puzzles``, ``--trials-per-puzzle``), whose values are then not used.
"""

from __future__ import annotations

from typing import Any

from envs.config_fields import option
from experiments.adaptive.procedures import PROCEDURES

DEFAULT_ADAPTIVE_TRIALS = 40
MAX_ADAPTIVE_TRIALS = 10_000


def adaptive_option(chain: str = "each model x encoding") -> Any:
    """The ``--adaptive {staircase,quest}`` field (``chain``: what runs through the procedure)."""
    return option(
        None,
        choices=tuple(PROCEDURES),
        help=f"run {chain} through an adaptive procedure on the difficulty ladder "
        "instead of the fixed plan: staircase (1-up-2-down, converges on a 0.707 success rate) or quest "
        "(QUEST+, needs the [adaptive] extra); the report then gives each one's threshold",
    )


def adaptive_trials_option(
    chain: str = "model x encoding", more: str = " (rerun with a larger N to continue)"
) -> Any:
    """The ``--adaptive-trials N`` field: each chain's trial budget."""
    return option(
        DEFAULT_ADAPTIVE_TRIALS,
        minimum=2,
        maximum=MAX_ADAPTIVE_TRIALS,
        metavar="N",
        help=f"with --adaptive: trials per {chain}{more}",
    )

"""The specification's three-phase maze study (solve, recognize, generate) and its analysis.

Importing this package is light (no matplotlib, dashscope or openai); the runner is loaded on
first use::

    import experiments
    experiments.run_all_experiments(
        "oracle", encoding_types=["matrix"], sizes=[(5, 5)], shapes=["square"], out_dir="results/"
    )

Command line: ``python -m experiments run ...`` and ``python -m experiments analyze ...``.

========================  ====================================================================
module                    contents
========================  ====================================================================
``experiments.config``    ``RunConfig`` (the ``run`` command line) and the folder's settings
``experiments.trial``     one three-phase trial (``run_trial``) and its transcript
``experiments.scoring``   the recognition, generation and one-shot solution scorers
``experiments.runner``    ``run_experiments``/``run_all_experiments``: parallel, resumable runs
``experiments.mazes``     the ``experiment_mazes/`` ``.npy`` set
``experiments.log``       ``trials.jsonl``: lines, the schema check, the latest record wins
``experiments.analysis``  statistics, tables and figures from ``trials.jsonl``
========================  ====================================================================

The trial record schema and the crash-safe file helpers live at the bottom of the package
stack, in ``envs.records`` and ``envs.io``, so RL agents, human play and datagen share them.
"""

from __future__ import annotations

from typing import Any

from envs import __version__

__all__ = ["__version__", "run_all_experiments", "run_experiments"]


def __getattr__(name: str) -> Any:
    if name in ("run_all_experiments", "run_experiments"):
        from experiments import runner

        return getattr(runner, name)
    raise AttributeError(f"module 'experiments' has no attribute {name!r}")

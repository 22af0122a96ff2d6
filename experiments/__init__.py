"""The specification's three-phase maze study (solve, recognize, generate) and its analysis.

Importing this package is light (no matplotlib, dashscope or openai); the study is loaded on
first use::

    import experiments
    experiments.run_all_experiments(
        "oracle", encoding_types=["matrix"], sizes=[(5, 5)], shapes=["square"], out_dir="results/"
    )

Command line: ``python -m experiments run ...`` and ``python -m experiments analyze ...``.

Five rooms, one folder each:

=========================  ===================================================================
folder                     what it holds
=========================  ===================================================================
``experiments/engine/``    the study-agnostic run body: plan, trial keys, resume, lock,
                           manifest, concurrency, progress (``run_study``)
``experiments/maze/``      the maze study: ``config.py`` (``RunConfig``, the ``run`` command
                           line), ``study.py`` (plan, record, transcripts, manifest),
                           ``trial.py`` (one three-phase trial), ``mazes.py`` (the maze set),
                           ``scoring/`` (the readings of replies), ``images.py``, and the
                           ``hf:`` inspection (``inspection.py``, ``activations.py``)
``experiments/puzzle/``    the rotation-puzzle study, laid out as the maze study's:
                           ``config.py``, ``study.py``, ``trial.py``, ``puzzles.py``
``experiments/human/``     the maze and puzzle studies played by people in a browser
``experiments/analysis/``  statistics, tables and figures from ``trials.jsonl``
=========================  ===================================================================

The trial record schema and the crash-safe file helpers live at the bottom of the package
stack, in ``envs.records`` and ``envs.io``, so RL agents, human play and datagen share them.
"""

from __future__ import annotations

from typing import Any

from envs import __version__

__all__ = ["__version__", "run_all_experiments", "run_experiments"]


def __getattr__(name: str) -> Any:
    if name in ("run_all_experiments", "run_experiments"):
        from experiments.maze import study

        return getattr(study, name)
    raise AttributeError(f"module 'experiments' has no attribute {name!r}")

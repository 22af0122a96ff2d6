"""The study-agnostic engine: plan, resume, lock, manifest, concurrency and progress.

Every study (:mod:`experiments.maze`, :mod:`experiments.puzzle`) is run by :func:`run_study`; a
study supplies only what differs, through the :class:`Study` protocol.

==================  =============================================================================
``run.py``          :func:`run_study`, the run body
``rounds.py``       :func:`~experiments.engine.rounds.run_rounds`, runs whose plan grows as trials
                    finish (adaptive studies: one round per next trial of each chain)
``study.py``        :class:`Study`, what a study supplies
``folder.py``       the results folder: survey, settings refusal, restore/redo, lock, compaction
``pool.py``         the thread pool over the plan, stopping rules, :func:`scrub_secrets`
``models.py``       resolving ``--model`` specs to clients
``options.py``      what every study's options share (model names, client options)
``log.py``          ``trials.jsonl``: reading it, trial keys, the record schema check
``manifest.py``     what every study's manifest shares
``trial.py``        :class:`TrialResult`, the conversation's bookkeeping
``summary.py``      :class:`RunSummary`
``ray_sweep.py``    ``--engine ray --shards N``: the shards of a sweep as Ray tasks
==================  =============================================================================
"""

from experiments.engine.pool import scrub_secrets
from experiments.engine.run import run_study
from experiments.engine.study import Study
from experiments.engine.summary import RunSummary
from experiments.engine.trial import TrialInterrupted, TrialResult

__all__ = ["RunSummary", "Study", "TrialInterrupted", "TrialResult", "run_study", "scrub_secrets"]

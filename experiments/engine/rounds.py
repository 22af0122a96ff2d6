"""Runs whose plan grows as trials finish (adaptive studies): :func:`run_rounds`.

An adaptive study's plan is every trial it has recorded plus the next trial of each chain (the
level of which depends on the chain's earlier outcomes). Each round is one ordinary
:func:`~experiments.engine.run_study`: it surveys the folder, runs the trials the plan adds (one
per chain, side by side in the thread pool) and appends their records; the next round's plan
reads them. The rounds end when a round has nothing to do (every chain holds its budget), a
round stops early (a fatal client error, Ctrl-C), or ``max_consecutive_errors`` trials in a row
across rounds ended in an error. Every round resumes like any run, so an adaptive run killed at
any moment resumes by rerunning the same command.

The cost of that simplicity: every round surveys the whole folder again (reads the log and
checks each recorded trial's transcripts), so a run of R rounds over T trials reads about
R × T / 2 transcripts; for tens of trials per chain that is seconds beside the model calls.
Each round shows its own progress bar (the trials planned so far).
"""

from __future__ import annotations

import time

from experiments.engine.run import run_study
from experiments.engine.study import Study
from experiments.engine.summary import RunSummary


def run_rounds(study: Study) -> RunSummary:
    """Run ``study`` round after round until its plan has nothing left (see the module docs).

    Returns one :class:`RunSummary` for all rounds: ``planned`` is the final plan, ``skipped``
    the trials done before this run, the counts summed over the rounds.
    """
    started = time.monotonic()
    total: RunSummary | None = None
    errors_in_a_row = 0
    limit = study.config.max_consecutive_errors
    while True:
        summary = run_study(study)
        if total is None:
            total = summary
        else:
            total.add_counts(summary)
            total.planned = summary.planned
            total.manifest_rewritten |= summary.manifest_rewritten
            total.stopped = summary.stopped
            total.nothing_to_do = False
        errors_in_a_row = 0 if summary.completed else errors_in_a_row + summary.errors
        if summary.nothing_to_do or summary.stopped is not None:
            break
        if not (summary.completed or summary.errors):
            break  # the round only restored transcripts: the next would plan the same
        if limit and errors_in_a_row >= limit:
            total.stopped = f"{errors_in_a_row} trials in a row ended in an error"
            break
    total.wall_time_s = time.monotonic() - started
    return total

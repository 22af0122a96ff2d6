"""The run body every study shares: :func:`run_study`.

It checks the output paths, resolves the models, surveys the folder (refusing one made with
other settings, keeping the latest record of each trial, restoring a lost ``.txt`` from its
``.json`` or redoing the trial), takes the folder's lock, writes the study's manifest, runs the
trials in a thread pool and compacts the log. A study says only what differs, through the
:class:`~experiments.engine.study.Study` protocol.

One folder, one set of settings: the settings a trial's outcome depends on (the study's
``settings()``, and each model's sampling parameters) are recorded in the study's manifest. A
rerun with other values is refused before anything is written, naming each difference; the plan
may grow.

Resume: a trial is identified by its key (:func:`experiments.engine.log.trial_key`). Rerunning
the same command reads ``trials.jsonl`` and skips every trial whose latest record is ``ok``,
valid against the schema and has its transcripts. A transcript that is missing or damaged is
rewritten from the trial's ``.json`` when that holds the conversation, else the trial is redone.
Redone trials get a new record appended after the old one; the latest record of a trial is the
one that counts, and the log is compacted atomically once the run holds superseded records. A
record is appended only after its transcript is in place, one complete fsync'd line at a time,
so a run killed at any moment (even SIGKILL) resumes to exactly the planned set of trials. An
advisory lock (``.run.lock``) stops two runs from writing to one folder at once; the run holding
it removes the temporary files killed runs left. When the folder already holds the finished plan
the run reports that and writes nothing (so a finished run on a read-only disk can be re-run).

Shards: with ``config.shard`` (``"K/N"``) the plan is cut to the trials whose key falls in
shard K of N (:func:`experiments.engine.options.in_shard`) before anything else is decided, so
the survey, the resume and the summary count that shard only; the item set is still drawn whole.

Ray: with ``config.engine == "ray"`` the plan runs as ``config.shards`` Ray tasks, each this
run body on a worker for one shard into its own folder
(:mod:`experiments.engine.ray_sweep`).

Concurrency and stopping: trials run in a thread pool (``concurrency`` workers) sharing one
client per model; rate limiting and retries live in the clients. A trial whose client gives up
is recorded with ``status="error"`` and the run goes on, unless the error says no later call can
succeed (``ClientError.fatal``) or ``max_consecutive_errors`` trials in a row failed: then the
run stops starting trials, keeps what finished, and :attr:`RunSummary.stopped` names the cause.
Ctrl-C stops the same way and raises ``KeyboardInterrupt``; the next run picks up from there.
"""

from __future__ import annotations

import threading
import time

from agents.llm.cache import check_cache_path
from envs.io import (
    JsonlWriter,
    atomic_write_text,
    check_output_dir,
    check_path_names,
    remove_stale_temps,
    rewrite_jsonl,
)
from experiments.engine import folder
from experiments.engine.log import TRIALS_FILE
from experiments.engine.models import check_names, recorded_params, resolve_model
from experiments.engine.pool import RunContext, execute, progress_bar
from experiments.engine.study import Study
from experiments.engine.summary import RunSummary


def run_study(study: Study) -> RunSummary:
    """Run (or resume) ``study`` into ``study.config.out_dir``: the run body every study shares.

    Raises ``KeyboardInterrupt`` after a clean stop on Ctrl-C, and ValueError for a path that
    cannot be written, a model that cannot be built, a folder in use, a folder made with other
    settings or a damaged file of the study's item set.
    """
    config = study.config
    if getattr(config, "engine", "local") == "ray":  # each shard comes back here on a worker
        from experiments.engine.ray_sweep import run_on_ray

        return run_on_ray(run_study, type(study), config)
    started = time.monotonic()
    out = config.out_dir
    check_cache_path(config.cache, "cache")
    resolved = [
        resolve_model(
            m,
            base_url=config.base_url,
            client_params=study.client_params(m) if isinstance(m, str) else {},
            seed=config.seed,
        )
        for m in config.models
    ]
    check_names(resolved)
    check_path_names(out, "out_dir")  # a name too long would fail only at the first write
    if not out.is_dir():
        check_output_dir(out, "out_dir")  # a file, a path under a file, an unwritable parent
    folder.check_own_files(out, study)
    # Read and check everything in the folder before writing: a folder made with other settings
    # or a damaged maze file is refused untouched, and a finished plan needs no write at all
    # (decided before taking the lock, which writes).
    survey = folder.survey(study, resolved, write=False)
    if survey is not None and survey.nothing_to_do:
        summary = RunSummary(out, planned=len(survey.plan), skipped=len(survey.plan))
        summary.nothing_to_do = True
        summary.wall_time_s = time.monotonic() - started
        return summary
    check_output_dir(out, "out_dir")
    created = not out.exists()
    out.mkdir(parents=True, exist_ok=True)
    with folder.exclusive(out), folder.undone_if_refused(out, created):
        remove_stale_temps(out)
        survey = folder.survey(study, resolved, write=True)
        assert survey is not None
        summary = RunSummary(
            out,
            planned=len(survey.plan),
            skipped=len(survey.plan) - len(survey.todo),
            redone=survey.redone,
        )
        for spec, payload, record in survey.restore:
            text = study.transcript_text(spec, payload, record)
            atomic_write_text(study.transcript_base(spec).with_suffix(".txt"), text)
        summary.restored = len(survey.restore)
        summary.manifest_rewritten = survey.manifest_damaged
        if survey.compact:
            rewrite_jsonl(out / TRIALS_FILE, [item.record for item in survey.kept])
        study.write_manifest(survey, resolved)
        context = RunContext(
            out=out,
            run_id=survey.run_id,
            prompt_hash=survey.settings["prompt_hash"],
            stop=threading.Event(),
            study=study,
            max_consecutive_errors=config.max_consecutive_errors,
        )
        by_name = {m.name: m for m in resolved}
        bar = progress_bar(len(survey.plan), summary.skipped, config.progress)
        try:
            with JsonlWriter(out / TRIALS_FILE) as writer:
                execute(survey.todo, by_name, context, writer, summary, bar, config.concurrency)
            if summary.completed or summary.errors:
                folder.compact(out / TRIALS_FILE)  # a redone trial supersedes its old record
                # What the clients actually got back (a server may drop log-probabilities it
                # was asked for): the manifest says so, not only what was asked.
                for model in resolved:
                    if model.client is not None:
                        model.params = recorded_params(model.client)
                study.write_manifest(survey, resolved)
        finally:
            bar.close()
            summary.wall_time_s = time.monotonic() - started
    return summary

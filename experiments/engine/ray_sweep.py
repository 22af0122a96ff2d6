"""``--engine ray --shards N``: one sweep as N Ray tasks, task K running shard K of N.

Each task runs the study's ordinary run body (:func:`experiments.engine.run_study`) on a Ray
worker, with the driver's config but ``shard="K/N"`` and its own folder
``<out>/shard-K-of-N/`` (:func:`shard_folder`). So a task writes what ``--shard K/N --out
<out>/shard-K-of-N`` writes on this machine, the same bytes but for the measured times, and
``experiments analyze <out>/shard-*-of-N/`` gives the tables of one unsharded run.

Resume is per shard: rerunning the command runs every task again, and each resumes its own
folder (a finished shard says so and writes nothing). Keep N: another N is another split into
other folders.

What a worker needs: the package (same version) and every path the config names (``--out``,
``--mazes``, ``--cache``, ``replay:`` files) at the same place as the driver (one machine, or a
shared file system), and, for a service model, its key in the worker's environment and a
server it can reach (``--base-url``). The offline models (oracle, random, ``replay:``) need
nothing else. A ready ChatClient object is refused before any work
(:func:`experiments.engine.options.check_engine`): each worker builds its own client from a
spec string.

Connecting and running the tasks is :mod:`envs.ray_tasks`, shared with ``python -m datagen
--engine ray``; Ray is imported only when this engine runs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from agents.llm.retry import ClientError
from envs.io import read_jsonl
from envs.ray_tasks import RayStartError, connected, run_tasks
from envs.urls import redact_url
from experiments.engine.log import TRIALS_FILE, trial_key
from experiments.engine.pool import tally
from experiments.engine.summary import RUN_COUNTS, RunSummary


class SweepError(RuntimeError):
    """A shard's task failed in a way the run body does not report itself (a worker or node
    lost beyond Ray's retries, a bug); the message names the shard. Rerunning resumes."""


def shard_folder(out: Path, k: int | str, n: int) -> Path:
    """Where shard ``k`` of ``n`` goes: ``<out>/shard-<k>-of-<n>``."""
    return Path(out) / f"shard-{k}-of-{n}"


def shard_configs(config: Any) -> list[Any]:
    """The config of each of ``config.shards`` tasks: the driver's, run locally on the worker
    as shard K/N into :func:`shard_folder`, without a progress bar (the driver shows one)."""
    n = config.shards
    return [
        dataclasses.replace(
            config,
            engine="local",
            ray_address=None,
            shards=None,
            shard=f"{k}/{n}",
            out_dir=shard_folder(config.out_dir, k, n),
            progress=False,
        )
        for k in range(1, n + 1)
    ]


def run_shard(body: Callable[[Any], RunSummary], study_type: type, config: Any) -> RunSummary:
    """One task: ``body(study_type(config))`` on this worker (``body``: the run body,
    :func:`experiments.engine.run_study`; ``config``: one shard's). A refused option or folder
    is raised with the shard's name added."""
    try:
        return body(study_type(config))
    except ValueError as exc:
        where = f"shard {config.shard or '1/1'} in {config.out_dir}"
        raise ValueError(f"{exc} ({where})") from None


def run_on_ray(body: Callable[[Any], RunSummary], study_type: type, config: Any) -> RunSummary:
    """Run ``config``'s plan as ``config.shards`` Ray tasks, each ``body(study_type(c))`` with
    ``c`` one shard's config, and add up their summaries; a bar on the driver counts finished
    shards.

    Raises:
        ValueError: a shard's run refused its options or folder (the message names the shard),
            or nothing answers at ``config.ray_address``.
        ClientError, OSError: raised by a shard's run, as the local engine raises them.
        SweepError: a shard's task failed otherwise.
    """
    started = time.monotonic()
    configs = shard_configs(config)
    summaries: dict[int, RunSummary] = {}
    bar = _bar(len(configs), config.progress)

    # What each shard's folder held before: a task run again after its node died resumes
    # what the dead attempt wrote, which this sweep ran, not found "already done".
    before = [finished_keys(c.out_dir) for c in configs]

    def done(i: int, summary: RunSummary) -> None:
        summary = recount(summary, configs[i].out_dir, before[i])
        summaries[i] = summary
        bar.update(1)
        bar.set_postfix_str(f"{sum(s.completed for s in summaries.values())} trials run")

    try:
        with contextlib.ExitStack() as stack:
            _connect(stack, config.ray_address)  # the tasks reuse this connection
            try:
                run_tasks(
                    run_shard,
                    [(body, study_type, c) for c in configs],
                    done,
                    address=config.ray_address,
                    workers=None,
                )
            except (ValueError, ClientError, OSError):
                raise
            except Exception as exc:
                failed = sorted(set(range(len(configs))) - set(summaries))
                names = ", ".join(configs[i].shard or "1/1" for i in failed[:3])
                cause = f"{type(exc).__name__}: {exc}".splitlines()[0]
                raise SweepError(
                    f"a Ray task failed ({cause}); shards not finished: {names}"
                    f"{' ...' if len(failed) > 3 else ''}"
                ) from exc
    finally:
        bar.close()
    summary = total(config.out_dir, [summaries[i] for i in sorted(summaries)], configs)
    summary.wall_time_s = time.monotonic() - started  # Ray's start and the queue included
    return summary


def finished_keys(folder: Path) -> set[Any]:
    """The trials recorded ``ok`` in ``folder``'s trials.jsonl (none when it has none)."""
    path = Path(folder) / TRIALS_FILE
    if not path.is_file():
        return set()
    records, _ = read_jsonl(path)
    return {key for r in records if r.get("status") == "ok" and (key := trial_key(r)) is not None}


def recount(summary: RunSummary, folder: Path, before: set[Any]) -> RunSummary:
    """``summary`` of a shard's task, with the trials an earlier attempt of the same task (on a
    node that died) finished counted as run in this sweep rather than as already done:
    ``skipped`` is what the folder held before the sweep (``before``), and the counts are
    those of every trial recorded since."""
    extra = summary.skipped - len(before)
    if extra <= 0:
        return summary
    latest: dict[Any, dict[str, Any]] = {}
    for record in read_jsonl(Path(folder) / TRIALS_FILE)[0]:
        key = trial_key(record)
        if key is not None and key not in before:
            latest[key] = record  # a trial redone after an error: its last record
    fixed = dataclasses.replace(summary, skipped=summary.skipped - extra)
    for name in RUN_COUNTS:
        if name not in ("redone", "restored"):
            setattr(fixed, name, 0)
    for record in latest.values():
        tally(fixed, record)
    return fixed


def total(out: Path, summaries: list[RunSummary], configs: list[Any]) -> RunSummary:
    """One summary of a sweep: the shards' counts added up, ``stopped`` naming each shard that
    stopped, ``wall_time_s`` the slowest shard's (the driver puts its own in its place)."""
    summary = RunSummary(Path(out))
    for shard in summaries:  # the plan is cut in shards: what each planned adds up too
        summary.add_counts(shard)
        summary.planned += shard.planned
        summary.skipped += shard.skipped
    summary.manifest_rewritten = any(s.manifest_rewritten for s in summaries)
    summary.interrupted = any(s.interrupted for s in summaries)
    summary.nothing_to_do = bool(summaries) and all(s.nothing_to_do for s in summaries)
    stops = [
        f"shard {c.shard or '1/1'}: {s.stopped}"
        for s, c in zip(summaries, configs, strict=True)
        if s.stopped is not None
    ]
    summary.stopped = "; ".join(stops) or None
    summary.wall_time_s = max((s.wall_time_s for s in summaries), default=0.0)
    return summary


def _connect(stack: contextlib.ExitStack, address: str | None) -> None:
    """Enter :func:`envs.ray_tasks.connected` on ``stack``; a cluster that cannot be reached
    is said as a refused ``ray_address``."""
    try:
        stack.enter_context(connected(address, None))
    except RayStartError as exc:
        raise ValueError(
            f"engine='ray' is not allowed here: {exc}; allowed: --ray-address of a running "
            "cluster, or --engine local"
        ) from None
    except ConnectionError as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ValueError(
            f"ray_address={redact_url(str(address))!r} is not allowed: no Ray cluster answers "
            f"there ({first}); "
            "allowed: 'auto' on a machine of a running cluster, host:port of its head node, "
            "or unset to start Ray here"
        ) from None


def _bar(total: int, enabled: bool) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=total, disable=not enabled, unit="shard", desc="shards", dynamic_ncols=True)

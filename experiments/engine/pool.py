"""Running the trials: a thread pool over the plan, one record per finished trial.

:func:`execute` submits the trials to a pool of ``concurrency`` threads (none waits in a
queue, so a stop leaves only those already running), appends each finished trial's record to
the log, and stops the run on a fatal client error or after ``max_consecutive_errors`` failed
trials in a row. A model whose client batches calls across trials (``hf:``) is told which trials
are in flight, in plan order (:mod:`agents.llm.lockstep`). :func:`scrub_secrets` is the last
guard before an error message reaches a record.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.llm.lockstep import Lockstep
from agents.llm.retry import redact
from envs.io import JsonlWriter
from experiments.engine.models import Model
from experiments.engine.study import Study
from experiments.engine.summary import RunSummary
from experiments.engine.trial import TrialInterrupted, TrialResult


@dataclass
class RunContext:
    """What every trial of a run shares: its folder, ids, stop flag and error streak."""

    out: Path
    run_id: str
    prompt_hash: str
    stop: threading.Event
    study: Study
    max_consecutive_errors: int = 0
    consecutive_errors: int = 0
    consecutive_filtered: int = 0


@dataclass
class Outcome:
    """A finished trial: its record and, for a fatal client error, why the run must stop."""

    record: dict[str, Any]
    fatal: str | None = None
    content_filtered: bool = False


def progress_bar(total: int, initial: int, enabled: bool) -> Any:
    """The run's tqdm bar over trials (``initial``: those already done)."""
    from tqdm.auto import tqdm

    return tqdm(
        total=total,
        initial=initial,
        disable=not enabled,
        unit="trial",
        desc="trials",
        dynamic_ncols=True,
        smoothing=0.1,
    )


def execute(
    todo: list[Any],
    models: dict[str, Model],
    ctx: RunContext,
    writer: JsonlWriter,
    summary: RunSummary,
    bar: Any,
    concurrency: int,
) -> None:
    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="trial")
    gates = _gates(models)
    pending: dict[Future, tuple[Lockstep | None, int]] = {}

    def drain() -> None:
        rest = _drain(set(pending), writer, summary, bar, ctx, block=True)
        for future in set(pending) - rest:
            gate, order = pending.pop(future)
            if gate is not None:
                gate.done(order)

    def settle() -> None:
        for gate in gates.values():
            gate.settle()

    # The first trials enter together: none of their batches may start before all have.
    for order, spec in enumerate(todo[:concurrency]):
        if spec.model in gates:
            gates[spec.model].enter(order)
    try:
        for order, spec in enumerate(todo):
            if ctx.stop.is_set():
                break
            gate = gates.get(spec.model)
            if gate is not None:
                gate.enter(order)
            future = pool.submit(run_one, spec, models[spec.model], ctx, gate, order)
            pending[future] = (gate, order)
            # No trial waits in the pool's queue: a stop leaves only those already running.
            if len(pending) >= concurrency:
                settle()  # the trials that ended left only now that their successors entered
                drain()
        if ctx.stop.is_set():
            _close(gates)
        settle()
        while pending:
            drain()
            settle()
    except KeyboardInterrupt:
        ctx.stop.set()
        summary.interrupted = True
        _close(gates)
        for future in pending:
            future.cancel()
        pool.shutdown(wait=True, cancel_futures=True)
        # Trials that finished while we were stopping are kept.
        _drain(
            {f for f in pending if f.done() and not f.cancelled()}, writer, summary, bar, ctx, False
        )
        raise
    finally:
        _close(gates)
        pool.shutdown(wait=True, cancel_futures=True)


def _gates(models: dict[str, Model]) -> dict[str, Lockstep]:
    """The lockstep of each model whose one client batches calls across trials (``hf:``), so
    that its batches follow the plan, not thread timing (:mod:`agents.llm.lockstep`)."""
    gates = {}
    for name, model in models.items():
        gate = getattr(model.client, "lockstep", None) if model.factory is None else None
        if isinstance(gate, Lockstep):
            gates[name] = gate
    return gates


def _close(gates: dict[str, Lockstep]) -> None:
    for gate in gates.values():
        gate.close()


def _drain(
    pending: set[Future], writer, summary: RunSummary, bar: Any, ctx: RunContext, block: bool
) -> set:
    if block:
        finished, rest = wait(pending, return_when=FIRST_COMPLETED)
    else:
        finished, rest = set(pending), set()
    raised: BaseException | None = None
    for future in finished:
        if future.cancelled():
            continue
        error = future.exception()
        if error is not None:  # not a trial error (those are records): Ctrl-C, a full disk...
            raised = raised or error
            continue
        outcome = future.result()
        if outcome is None:  # abandoned because the run is stopping
            continue
        writer.append(outcome.record)
        tally(summary, outcome.record)
        _watch(ctx, summary, outcome)
        bar.update(1)
        bar.set_postfix_str(ctx.study.postfix(summary), refresh=False)
    if raised is not None and block:
        raise raised
    return rest


def _watch(ctx: RunContext, summary: RunSummary, outcome: Outcome) -> None:
    """Stop the run on a fatal error or after too many failed trials in a row."""
    if outcome.record["status"] == "ok":
        ctx.consecutive_errors = ctx.consecutive_filtered = 0
        return
    ctx.consecutive_errors += 1
    ctx.consecutive_filtered = ctx.consecutive_filtered + 1 if outcome.content_filtered else 0
    if summary.stopped is not None:
        return
    limit = ctx.max_consecutive_errors
    if outcome.fatal is not None:
        summary.stopped = outcome.fatal
    elif limit and ctx.consecutive_errors >= limit:
        last = outcome.record.get("error")
        if ctx.consecutive_filtered >= limit:
            summary.stopped = (
                f"the service's content filter refused {limit} trials in a row (last: {last}); "
                "the prompts are refused, not the model's answers: check the service's "
                "content-inspection settings"
            )
        else:
            summary.stopped = (
                f"{limit} trials in a row ended in an error (the last: {last}); fix the cause "
                "or raise --max-consecutive-errors"
            )
    if summary.stopped is not None:
        ctx.stop.set()


def human_count(n: int) -> str:
    """``1234`` -> ``"1.2k"``: a token count for the progress bar."""
    if n >= 1_000_000:
        return f"{n / 1e6:.1f}M"
    if n >= 1_000:
        return f"{n / 1e3:.1f}k"
    return str(n)


def tally(summary: RunSummary, record: dict[str, Any]) -> None:
    """Count one trial's record in ``summary`` (ok or error, its successes and tokens)."""
    summary.tokens += int(record.get("tokens_in") or 0) + int(record.get("tokens_out") or 0)
    if record["status"] != "ok":
        summary.errors += 1
        return
    summary.completed += 1
    summary.solve_successes += bool(record["solve"]["success"])
    # The puzzle study has no recognize or generate phase (None in its records).
    summary.recognize_successes += bool((record["recognize"] or {}).get("success"))
    summary.generate_successes += bool((record["generate"] or {}).get("success"))


def run_one(
    spec: Any, model: Model, ctx: RunContext, gate: Lockstep | None = None, order: int = 0
) -> Outcome | None:
    """Run one trial, write its transcripts, and return its record (None if interrupted);
    ``gate``: its model's lockstep, which it acts for as trial ``order``."""
    if ctx.stop.is_set():
        return None
    begun = time.monotonic()
    try:
        with gate.acting_for(order) if gate is not None else contextlib.nullcontext():
            result = ctx.study.play(spec, model.client_for(spec), ctx.stop)
    except TrialInterrupted:
        return None
    except Exception as exc:  # a bug or a client surprise must not stop the other trials
        result = TrialResult(
            status="error",
            error=f"{type(exc).__name__}: {exc}",
            latency_s=time.monotonic() - begun,
        )
    if result.error is not None:
        result.error = scrub_secrets(result.error)
    record = ctx.study.save(spec, result, ctx)
    error = result.client_error
    fatal = getattr(error, "fatal", None)
    return Outcome(
        record,
        fatal=scrub_secrets(fatal) if fatal else None,
        content_filtered=bool(getattr(error, "content_filtered", False)),
    )


def scrub_secrets(text: str) -> str:
    """``text`` without the value of any ``*_API_KEY``/``*_TOKEN`` environment variable.

    The clients already redact their own key; this is the last guard before an error message
    reaches ``trials.jsonl``, a transcript or the terminal (an SDK or a custom client may echo a
    key).
    """
    secrets = [
        value
        for name, value in os.environ.items()
        if name.upper().endswith(("API_KEY", "_TOKEN", "_SECRET")) and len(value) >= 8
    ]
    return redact(text, secrets)

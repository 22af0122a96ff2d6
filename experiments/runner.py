"""Run the study: every model × encoding × maze × trial, in parallel, resumable.

Output folder layout (``out_dir``)::

    manifest.json                         provenance: version, git commit, arguments, seeds,
                                          client parameters (never an API key)
    trials.jsonl                          one record per trial (envs.records)
    experiment_mazes/5x5/<shape>/5x5_<shape>_<i>.npy
                                          the maze set, shared by every model and encoding
    <encoding>_<model>_results/5x5/<shape>/5x5_<shape>_<i>.npy/<k>.txt
                                          transcript k of that maze (the specification's layout), and
    <encoding>_<model>_results/5x5/<shape>/5x5_<shape>_<i>.npy/<k>.json
                                          the same conversation as {"messages": [...], ...}

Resume: a trial is identified by ``(model, encoding, maze_file, trial)``. Rerunning the same
command reads ``trials.jsonl``, skips every trial with an ``ok`` record, and redoes the rest;
records of trials that ended in an error are removed first (the file is rewritten atomically) so
the redone trial's record is the only one. A record is appended only after its transcript is
in place, one complete fsync'd line at a time, so a run killed at any moment (even SIGKILL)
resumes to exactly the planned set of trials with no duplicate. Growing a run (more mazes per
shape, more trials, another model) reuses what is done; resuming with different prompt
templates (another ``prompt_hash``) is refused, so two wordings are never pooled. An advisory
lock (``.run.lock``) stops two runs from writing to one folder at once.

Determinism: the maze files, the trials planned and, for the offline models, every transcript
are the same bytes for the same seed; the order of lines in ``trials.jsonl`` follows completion
(use ``concurrency=1`` for a fixed order) and ``latency_s`` is measured.

Concurrency: trials run in a thread pool (``concurrency`` workers) sharing one client per
model; rate limiting and retries live in the clients. A trial whose client gives up is
recorded with ``status="error"`` and the run goes on. Ctrl-C stops cleanly: no new call is
started, finished trials stay recorded, and the next run picks up from there.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
import platform
import re
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agents.base import ChatClient
from agents.llm.retry import redact
from envs import __version__
from envs.io import JsonlWriter, atomic_write_text, git_commit, read_jsonl, rewrite_jsonl
from envs.records import trial_record
from experiments.config import (
    DEFAULT_CONCURRENCY,
    DEFAULT_ENCODINGS,
    DEFAULT_MAZES_PER_SHAPE,
    DEFAULT_SHAPES,
    DEFAULT_TRIALS_PER_MAZE,
    ClientLike,
    RunConfig,
    parse_size,
)
from experiments.mazes import MazeEntry, build_maze_set
from experiments.trial import TrialInterrupted, TrialResult, run_trial, transcript_text

# The option defaults and parse_size live with RunConfig; these names stay importable from here.
__all__ = [
    "DEFAULT_CONCURRENCY",
    "DEFAULT_ENCODINGS",
    "DEFAULT_MAZES_PER_SHAPE",
    "DEFAULT_SHAPES",
    "DEFAULT_TRIALS_PER_MAZE",
    "ClientLike",
    "RunConfig",
    "RunSummary",
    "parse_size",
    "run_all_experiments",
    "run_experiments",
]

TRIALS_FILE = "trials.jsonl"
MANIFEST_FILE = "manifest.json"
LOCK_FILE = ".run.lock"


# -- planning --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrialSpec:
    """One planned trial."""

    model: str
    encoding: str
    entry: MazeEntry
    trial: int

    @property
    def key(self) -> tuple[str, str, str, int]:
        return (self.model, self.encoding, self.entry.relpath, self.trial)


def record_key(record: dict[str, Any]) -> tuple[str, str, str, int] | None:
    """The resume key of a record, or None if the record lacks one."""
    try:
        return (
            str(record["model"]),
            str(record["encoding"]),
            str(record["maze_file"]),
            int(record["trial"]),
        )
    except (KeyError, TypeError, ValueError):
        return None


def model_dirname(model: str) -> str:
    """A model name made safe as part of a folder name (``openai:gpt-4o`` -> ``openai-gpt-4o``)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "-", model).strip("-") or "model"


def results_dir(out_dir: Path, encoding: str, model: str) -> Path:
    """``<out>/<encoding>_<model>_results``."""
    return out_dir / f"{encoding}_{model_dirname(model)}_results"


def transcript_base(out_dir: Path, spec: TrialSpec) -> Path:
    """``<results>/5x5/<shape>/5x5_<shape>_<i>.npy/<k>`` (add ``.txt`` or ``.json``)."""
    dims = f"{spec.entry.size}x{spec.entry.size}"
    return (
        results_dir(out_dir, spec.encoding, spec.model)
        / dims
        / spec.entry.shape
        / spec.entry.name
        / str(spec.trial)
    )


# -- clients ---------------------------------------------------------------------------------------


@dataclass
class _Model:
    """A model of the run: its name in records and how to get a client for one trial."""

    name: str
    client: ChatClient | None
    factory: Callable[[TrialSpec], ChatClient] | None = None
    params: dict[str, Any] = field(default_factory=dict)

    def client_for(self, spec: TrialSpec) -> ChatClient:
        if self.factory is not None:
            return self.factory(spec)
        assert self.client is not None
        return self.client


def _trial_seed(seed: int, spec: TrialSpec) -> int:
    text = f"{seed}|{spec.model}|{spec.encoding}|{spec.entry.relpath}|{spec.trial}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")


def _resolve_model(
    model: ClientLike, *, base_url: str | None, client_params: dict[str, Any], seed: int
) -> _Model:
    if not isinstance(model, str):  # RunConfig.validate checked it is a ChatClient
        name = str(getattr(model, "model", type(model).__name__))
        return _Model(name, model, params=_client_params(model))
    spec = model.strip()
    if spec.lower() == "random":
        # One generator per trial, seeded from the trial's key: the answers do not depend on
        # which thread ran which trial first, so the same seed gives the same records.
        from agents.llm.offline import RandomChatClient

        return _Model(
            spec,
            None,
            factory=lambda s: RandomChatClient(seed=_trial_seed(seed, s)),
            params={"seed": seed},
        )
    from agents.llm import make_client

    client = make_client(spec, base_url=base_url, **client_params)
    return _Model(spec, client, params=_client_params(client))


def _client_params(client: Any) -> dict[str, Any]:
    params: dict[str, Any] = {"class": type(client).__name__}
    sampling = getattr(client, "sampling_params", None)
    if callable(sampling):
        with contextlib.suppress(Exception):  # a client's own report must never break a run
            params.update(sampling())
    for name in ("timeout_s", "base_url"):
        value = getattr(client, name, None)
        if isinstance(value, (int, float, str)):
            params[name] = value
    return params


# -- the run ---------------------------------------------------------------------------------------


@dataclass
class RunSummary:
    """What a run did.

    Attributes:
        out_dir: the output folder.
        planned: trials in the plan.
        skipped: trials already finished before this run (resumed).
        completed: trials finished in this run with ``status="ok"``.
        errors: trials recorded with ``status="error"`` in this run.
        interrupted: True when Ctrl-C stopped the run early.
        solve_successes, recognize_successes, generate_successes: among this run's ok trials.
        tokens: input + output tokens used in this run.
    """

    out_dir: Path
    planned: int = 0
    skipped: int = 0
    completed: int = 0
    errors: int = 0
    interrupted: bool = False
    solve_successes: int = 0
    recognize_successes: int = 0
    generate_successes: int = 0
    tokens: int = 0
    wall_time_s: float = 0.0


def run_experiments(
    config: RunConfig | Sequence[ClientLike] | ClientLike, **kwargs: Any
) -> RunSummary:
    """Run (or resume) the three-phase study and write everything into ``config.out_dir``.

    Args:
        config: a :class:`~experiments.config.RunConfig` (what ``python -m experiments run``
            builds), or, as a shorthand, the models (one or several spec strings or
            ChatClients) with the other fields as keyword arguments::

                run_experiments("oracle", out_dir="results/", shapes=["spiral"])
                run_experiments(RunConfig(models=("oracle",), out_dir="results/"))

        **kwargs: fields of :class:`~experiments.config.RunConfig` (``out_dir``,
            ``encodings``, ``sizes``, ``shapes``, ``mazes_per_shape``, ``trials_per_maze``,
            ``seed``, ``concurrency``, ``mazes``, ``base_url``, ``client_params``,
            ``max_moves``, ``retry_errors``, ``progress``, ``argv``...); only with models.

    Returns:
        A :class:`RunSummary`. Raises ``KeyboardInterrupt`` after a clean stop on Ctrl-C, and
        ValueError for a bad option, a model that cannot be built or a folder in use.
    """
    if isinstance(config, RunConfig):
        if kwargs:
            raise ValueError(
                f"keyword arguments {sorted(kwargs)} are not allowed with a RunConfig; "
                "allowed: set them on the config (dataclasses.replace(config, ...))"
            )
    else:
        config = RunConfig(models=config, **kwargs)  # type: ignore[arg-type]
    return _run(config)


def _run(config: RunConfig) -> RunSummary:
    started = time.monotonic()
    seed = config.seed
    size_list = list(config.sizes)
    resolved = [
        _resolve_model(m, base_url=config.base_url, client_params=config.client_kwargs(), seed=seed)
        for m in config.models
    ]
    names = [m.name for m in resolved]
    if len(set(names)) != len(names):
        raise ValueError(f"models={names!r} names a model twice; allowed: distinct models")
    out = config.out_dir
    out.mkdir(parents=True, exist_ok=True)
    with _exclusive(out):
        entries = build_maze_set(
            out,
            shapes=list(config.shapes),
            sizes=size_list,
            mazes_per_shape=config.mazes_per_shape,
            seed=seed,
            source=config.mazes,
            max_moves=config.max_moves,
        )
        from agents.llm.prompts import PROMPT_TEMPLATE_HASH

        design = {
            "seed": seed,
            "sizes": size_list,
            "shapes": list(config.shapes),
            "mazes_per_shape": config.mazes_per_shape,
            "trials_per_maze": config.trials_per_maze,
            "max_moves": config.max_moves,
            "prompt_hash": PROMPT_TEMPLATE_HASH,
        }
        # The id ignores how many mazes, shapes and trials: extending a run keeps its id.
        identity = {k: design[k] for k in ("seed", "max_moves", "prompt_hash")}
        run_id = hashlib.sha256(json.dumps(identity, sort_keys=True).encode()).hexdigest()[:12]
        plan = [
            TrialSpec(model.name, encoding, entry, k)
            for model in resolved
            for encoding in config.encodings
            for entry in entries
            for k in range(config.trials_per_maze)
        ]
        by_name = {m.name: m for m in resolved}

        done = _prepare_log(
            out / TRIALS_FILE, {s.key for s in plan}, config.retry_errors, PROMPT_TEMPLATE_HASH
        )
        todo = [s for s in plan if s.key not in done]
        summary = RunSummary(out, planned=len(plan), skipped=len(plan) - len(todo))
        _write_manifest(
            out,
            run_id,
            design,
            resolved,
            config.argv,
            config.encodings,
            config.concurrency,
            config.base_url,
        )

        context = _RunContext(
            out=out,
            run_id=run_id,
            prompt_hash=PROMPT_TEMPLATE_HASH,
            max_moves=config.max_moves,
            stop=threading.Event(),
        )
        bar = _progress_bar(len(plan), summary.skipped, config.progress)
        try:
            with JsonlWriter(out / TRIALS_FILE) as writer:
                _execute(todo, by_name, context, writer, summary, bar, config.concurrency)
        finally:
            bar.close()
            summary.wall_time_s = time.monotonic() - started
    return summary


def run_all_experiments(
    agent: ClientLike | Sequence[ClientLike],
    encoding_types: Sequence[str] = DEFAULT_ENCODINGS,
    sizes: Sequence[Any] = ((5, 5),),
    shapes: Sequence[str] = DEFAULT_SHAPES,
    out_dir: str | Path = "results",
    **kwargs: Any,
) -> RunSummary:
    """The specification's ``solver.run_all_experiments(...)``: :func:`run_experiments` for one agent.

    ``agent`` is a spec string (``"qwen-turbo"``, ``"oracle"``...) or a ChatClient; further
    keyword arguments are fields of :class:`~experiments.config.RunConfig`.
    """
    return run_experiments(
        agent, out_dir=out_dir, encodings=encoding_types, sizes=sizes, shapes=shapes, **kwargs
    )


# -- internals -------------------------------------------------------------------------------------


@dataclass
class _RunContext:
    out: Path
    run_id: str
    prompt_hash: str
    max_moves: int
    stop: threading.Event


@contextlib.contextmanager
def _exclusive(out: Path) -> Iterator[None]:
    """Hold an advisory lock on ``out`` so two runs never append to one log at once.

    The OS drops the lock when the process dies, even by SIGKILL. Where ``fcntl`` does not
    exist (Windows) the run goes on unlocked.
    """
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    with (out / LOCK_FILE).open("a") as handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise ValueError(
                f"out_dir={str(out)!r} is in use by another run; allowed: a folder no other run "
                "is writing to (wait for it, or stop it)"
            ) from None
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _prepare_log(
    path: Path, planned: set[tuple[str, str, str, int]], retry_errors: bool, prompt_hash: str
) -> set:
    """Read the log; drop torn lines, duplicates and (optionally) planned error records.

    Returns the keys of the planned trials that are finished. Raises ValueError when finished
    trials of this plan were made with other prompts: resuming would pool two wordings.
    """
    records, unreadable = read_jsonl(path)
    other = Counter(
        str(r.get("prompt_hash"))
        for r in records
        if record_key(r) in planned
        and r.get("status") == "ok"
        and r.get("prompt_hash") != prompt_hash
    )
    if other:
        found = ", ".join(f"{n} with {h}" for h, n in sorted(other.items()))
        raise ValueError(
            f"out_dir={str(path.parent)!r} holds finished trials made with other prompts "
            f"({found}; these prompts hash to {prompt_hash}); allowed: a new --out folder, so "
            "results of different wordings are never pooled"
        )
    keep: list[dict[str, Any]] = []
    seen: set = set()
    finished: set = set()
    changed = unreadable > 0
    for record in records:
        key = record_key(record)
        if key is not None and key in seen:
            changed = True
            continue
        is_error = record.get("status") != "ok"
        if key is not None and key in planned and is_error and retry_errors:
            changed = True
            continue
        keep.append(record)
        if key is not None:
            seen.add(key)
            if key in planned:
                finished.add(key)
    if changed:
        rewrite_jsonl(path, keep)
    return finished


def _progress_bar(total: int, initial: int, enabled: bool) -> Any:
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


def _execute(
    todo: list[TrialSpec],
    models: dict[str, _Model],
    ctx: _RunContext,
    writer: JsonlWriter,
    summary: RunSummary,
    bar: Any,
    concurrency: int,
) -> None:
    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="trial")
    pending: set[Future] = set()
    queue = iter(todo)
    try:
        for spec in queue:
            pending.add(pool.submit(_run_one, spec, models[spec.model], ctx))
            if len(pending) >= concurrency * 2:
                pending = _drain(pending, writer, summary, bar, block=True)
        while pending:
            pending = _drain(pending, writer, summary, bar, block=True)
    except KeyboardInterrupt:
        ctx.stop.set()
        summary.interrupted = True
        for future in pending:
            future.cancel()
        pool.shutdown(wait=True, cancel_futures=True)
        # Trials that finished while we were stopping are kept.
        _drain({f for f in pending if f.done() and not f.cancelled()}, writer, summary, bar, False)
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _drain(pending: set[Future], writer, summary: RunSummary, bar: Any, block: bool) -> set:
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
        record = future.result()
        if record is None:  # abandoned because the run is stopping
            continue
        writer.append(record)
        _tally(summary, record)
        bar.update(1)
        ok = max(summary.completed, 1)
        bar.set_postfix_str(
            f"solve {summary.solve_successes / ok:.0%} rec {summary.recognize_successes / ok:.0%} "
            f"gen {summary.generate_successes / ok:.0%} err {summary.errors} "
            f"tok {_human(summary.tokens)}",
            refresh=False,
        )
    if raised is not None and block:
        raise raised
    return rest


def _human(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1e6:.1f}M"
    if n >= 1_000:
        return f"{n / 1e3:.1f}k"
    return str(n)


def _tally(summary: RunSummary, record: dict[str, Any]) -> None:
    summary.tokens += int(record.get("tokens_in") or 0) + int(record.get("tokens_out") or 0)
    if record["status"] != "ok":
        summary.errors += 1
        return
    summary.completed += 1
    summary.solve_successes += bool(record["solve"]["success"])
    summary.recognize_successes += bool(record["recognize"]["success"])
    summary.generate_successes += bool(record["generate"]["success"])


def _run_one(spec: TrialSpec, model: _Model, ctx: _RunContext) -> dict[str, Any] | None:
    """Run one trial, write its transcripts, and return its record (None if interrupted)."""
    if ctx.stop.is_set():
        return None
    try:
        client = model.client_for(spec)
        result = run_trial(
            client, spec.entry.maze, spec.encoding, max_moves=ctx.max_moves, stop=ctx.stop
        )
    except TrialInterrupted:
        return None
    except Exception as exc:  # a bug or a client surprise must not stop the other trials
        result = TrialResult(status="error", error=f"{type(exc).__name__}: {exc}")
    if result.error is not None:
        result.error = scrub_secrets(result.error)
    record = _record(spec, result, ctx)
    _write_transcripts(ctx.out, spec, result, record)
    return record


def scrub_secrets(text: str) -> str:
    """``text`` without the value of any ``*_API_KEY``/``*_TOKEN`` environment variable.

    The clients already redact their own key; this is the last guard before an error message
    reaches ``trials.jsonl`` or a transcript (an SDK or a custom client may echo a key).
    """
    secrets = [
        value
        for name, value in os.environ.items()
        if name.upper().endswith(("API_KEY", "_TOKEN", "_SECRET")) and len(value) >= 8
    ]
    return redact(text, secrets)


def _record(spec: TrialSpec, result: TrialResult, ctx: _RunContext) -> dict[str, Any]:
    return dict(
        trial_record(
            task="maze_nav",
            run_id=ctx.run_id,
            model=spec.model,
            encoding=spec.encoding,
            size=spec.entry.size,
            shape=spec.entry.shape,
            maze_index=spec.entry.index,
            maze_id=spec.entry.maze_id,
            maze_file=spec.entry.relpath,
            trial=spec.trial,
            status=result.status,
            error=result.error,
            solve=result.solve,  # type: ignore[arg-type]
            recognize=result.recognize,  # type: ignore[arg-type]
            generate=result.generate,  # type: ignore[arg-type]
            tokens_in=result.tokens_in,
            tokens_out=result.tokens_out,
            latency_s=result.latency_s,
            retries=result.retries,
            prompt_hash=ctx.prompt_hash,
        )
    )


def _write_transcripts(out: Path, spec: TrialSpec, result: TrialResult, record: dict) -> None:
    base = transcript_base(out, spec)
    header = {
        "model": spec.model,
        "encoding": spec.encoding,
        "maze": spec.entry.relpath,
        "shape": spec.entry.shape,
        "trial": spec.trial,
    }
    atomic_write_text(base.with_suffix(".txt"), transcript_text(result, header))
    payload = {**header, "messages": result.messages, "record": record}
    atomic_write_text(
        base.with_suffix(".json"),
        json.dumps(payload, ensure_ascii=False, indent=1, default=str) + "\n",
    )


def _write_manifest(
    out: Path,
    run_id: str,
    design: dict[str, Any],
    models: list[_Model],
    argv: Sequence[str] | None,
    encodings: Sequence[str],
    concurrency: int,
    base_url: str | None,
) -> None:
    path = out / MANIFEST_FILE
    previous: dict[str, Any] = {}
    if path.exists():
        try:
            previous = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            previous = {}
    now = _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()
    manifest = {
        "run_id": run_id,
        "package_version": __version__,
        "git_commit": git_commit(),
        "created_at": previous.get("created_at", now) if isinstance(previous, dict) else now,
        "updated_at": now,
        "argv": list(argv) if argv is not None else None,
        "arguments": {
            "models": [m.name for m in models],
            "encodings": list(encodings),
            "concurrency": concurrency,
            "base_url": base_url,
            **design,
        },
        "seeds": {
            "maze_seed": design["seed"],
            "maze_seed_rule": "SeedSequence([seed, size, crc32(shape)])",
        },
        "clients": {m.name: m.params for m in models},
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    atomic_write_text(path, json.dumps(manifest, indent=2, default=str) + "\n")

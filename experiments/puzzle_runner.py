"""Run the rotation-puzzle study: every model × observation × puzzle × trial, resumable.

Output folder layout (``out_dir``; it may also hold the maze study)::

    puzzle_manifest.json                  provenance: the folder's puzzle settings, the union
                                          of the plans run in it, each run's plan, clients
    trials.jsonl                          one record per trial (envs.records; task
                                          "rotation_puzzle", shared with the maze study)
    experiment_puzzles/2x2/easy/2x2_easy_<i>.json
                                          the puzzle set, shared by every model and observation
    puzzles/<observation>_<model>_results/2x2/easy/2x2_easy_<i>/<k>.txt
                                          transcript k of that puzzle, and <k>.json (the same
                                          conversation, images as their sha256)

The machinery is the maze study's (:mod:`experiments.runner`): the thread pool, the lock on the
folder, the client resolution (the random model seeded per trial), refusing a folder made with
other settings (here: seed, turn limit, prompt wording, the invalid-move rule and how frames are
drawn), stopping on a fatal client error or after ``--max-consecutive-errors`` failed trials,
appending each record only after its transcript is in place, compacting the log. This module
supplies what differs: the plan, one trial, its record and its transcripts.

Resume: a trial is ``(model, observation, puzzle file, trial)``; rerunning skips trials whose
latest record is ``ok``, valid and has its transcripts, redoes error records (unless
``--keep-errors``) and damaged ones, and rewrites a lost ``.txt`` from its ``.json``.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import platform
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.llm.cache import check_cache_path
from envs import __version__
from envs.io import (
    JsonlWriter,
    atomic_write_text,
    check_output_dir,
    git_commit,
    remove_stale_temps,
    rewrite_jsonl,
)
from envs.records import DEFAULT_SOLVE_MODE, trial_record
from experiments import runner
from experiments.config import folder_name
from experiments.log import TRIALS_FILE, LogLine, latest_per_trial, read_log, record_problems
from experiments.log import trial_key as record_key
from experiments.puzzle_config import INVALID_MOVE_RULE, PuzzleConfig, grid_name, turn_limit
from experiments.puzzle_trial import (
    PuzzleEntry,
    build_puzzle_set,
    run_puzzle_trial,
    stored_messages,
    transcript_text,
)
from experiments.runner import RunSummary
from experiments.trial import TrialInterrupted, TrialResult

TASK = "rotation_puzzle"
MANIFEST_FILE = "puzzle_manifest.json"
RESULTS_DIR = "puzzles"
PLAN_FIELDS = ("models", "observations", "grids", "difficulties", "puzzles", "trials_per_puzzle")


@dataclass(frozen=True)
class PuzzleSpec:
    """One planned trial (the attribute names the maze runner's helpers read)."""

    model: str
    encoding: str  # the observation: "text" or "image"
    entry: PuzzleEntry
    trial: int
    max_moves: int
    solve_mode: str = DEFAULT_SOLVE_MODE

    @property
    def key(self) -> tuple[str, str, str, int, str]:
        return (self.model, self.encoding, self.entry.relpath, self.trial, self.solve_mode)


def transcript_base(out: Path, spec: PuzzleSpec) -> Path:
    """``<out>/puzzles/<observation>_<model>_results/2x2/easy/2x2_easy_<i>/<k>``."""
    entry = spec.entry
    folder = f"{spec.encoding}_{folder_name(spec.model)}_results"
    return (
        out / RESULTS_DIR / folder / grid_name(entry.grid) / entry.difficulty / entry.name
        / str(spec.trial)
    )  # fmt: skip


def _header(spec: PuzzleSpec) -> dict[str, Any]:
    return {
        "model": spec.model,
        "observation": spec.encoding,
        "puzzle": spec.entry.relpath,
        "grid": grid_name(spec.entry.grid),
        "difficulty": spec.entry.difficulty,
        "trial": spec.trial,
        "max_turns": spec.max_moves,
    }


# -- settings --------------------------------------------------------------------------------------


def frame_hash() -> str:
    """8 hex digits of how puzzle frames are drawn (canvas, colours, geometry)."""
    from envs.rotation_puzzle import render

    drawn = (
        render.CANVAS_SIZE, render.BACKGROUND, render.PIPE, render.SQUARE_FILL,
        render.SQUARE_SIZE, render.SPACING, render.MARGIN, render.PIPE_WIDTH_FRACTION,
        render.JOINT_RADIUS_FRACTION,
    )  # fmt: skip
    return hashlib.sha256(repr(drawn).encode()).hexdigest()[:8]


def puzzle_settings(config: PuzzleConfig) -> dict[str, Any]:
    """The settings every trial of a puzzle folder shares (a rerun with others is refused)."""
    from agents.llm.prompts import PROMPT_TEMPLATE_HASH

    return {
        "seed": config.seed,
        "max_turns": config.max_turns,
        "prompt_hash": PROMPT_TEMPLATE_HASH,
        "rules": {"invalid_move": INVALID_MOVE_RULE},
        "frame_hash": frame_hash(),
    }


def _run_id(settings: dict[str, Any]) -> str:
    identity = json.dumps({"task": TASK, **settings}, sort_keys=True)
    return hashlib.sha256(identity.encode()).hexdigest()[:12]


# -- the run ---------------------------------------------------------------------------------------


def run_puzzle_study(config: PuzzleConfig | None = None, **kwargs: Any) -> RunSummary:
    """Run (or resume) the rotation-puzzle study into ``config.out_dir``.

    Args:
        config: a :class:`~experiments.puzzle_config.PuzzleConfig`; or leave it out and give its
            fields as keyword arguments (``run_puzzle_study(models=("oracle",), out_dir=...)``).

    Returns:
        A :class:`~experiments.runner.RunSummary` (``solve_successes`` counts solved puzzles).
        Raises ``KeyboardInterrupt`` after a clean stop on Ctrl-C, and ValueError for a bad
        option, a path that cannot be written, a model that cannot be built, a folder in use
        or made with other settings, or a damaged puzzle file.
    """
    if config is None:
        config = PuzzleConfig(**kwargs)
    elif kwargs:
        raise ValueError(
            f"keyword arguments {sorted(kwargs)} are not allowed with a PuzzleConfig; allowed: "
            "set them on the config (dataclasses.replace(config, ...))"
        )
    started = time.monotonic()
    out = config.out_dir
    check_cache_path(config.cache, "cache")
    params = config.run_config().client_kwargs()
    models = [
        runner._resolve_model(m, base_url=config.base_url, client_params=params, seed=config.seed)
        for m in config.models
    ]
    runner._check_names(models)
    if not out.is_dir():
        check_output_dir(out, "out_dir")
    survey = _survey(out, config, models, write=False)
    if survey.nothing_to_do:
        summary = RunSummary(out, planned=len(survey.plan), skipped=len(survey.plan))
        summary.nothing_to_do = True
        summary.wall_time_s = time.monotonic() - started
        return summary
    check_output_dir(out, "out_dir")
    out.mkdir(parents=True, exist_ok=True)
    with runner._exclusive(out):
        remove_stale_temps(out)
        survey = _survey(out, config, models, write=True)
        summary = RunSummary(
            out,
            planned=len(survey.plan),
            skipped=len(survey.plan) - len(survey.todo),
            redone=survey.redone,
            restored=len(survey.restore),
        )
        for spec, payload, record in survey.restore:
            atomic_write_text(transcript_base(out, spec).with_suffix(".txt"),
                              transcript_text(payload["messages"], record, _header(spec)))  # fmt: skip
        if survey.compact:
            rewrite_jsonl(out / TRIALS_FILE, [item.record for item in survey.kept])
        _write_manifest(out, survey, models, config)
        ctx = runner._RunContext(
            out=out,
            run_id=survey.run_id,
            prompt_hash=survey.settings["prompt_hash"],
            max_moves=0,  # each puzzle has its own (PuzzleSpec.max_moves)
            stop=threading.Event(),
            max_consecutive_errors=config.max_consecutive_errors,
            run_one=_run_one,
            tally=_tally,
            postfix=_postfix,
        )
        bar = runner._progress_bar(len(survey.plan), summary.skipped, config.progress)
        try:
            with JsonlWriter(out / TRIALS_FILE) as writer:
                by_name = {m.name: m for m in models}
                runner._execute(survey.todo, by_name, ctx, writer, summary, bar, config.concurrency)
            if summary.completed or summary.errors:
                runner._compact(out / TRIALS_FILE)
        finally:
            bar.close()
            summary.wall_time_s = time.monotonic() - started
    return summary


# -- what the folder holds and what is left ---------------------------------------------------------


@dataclass
class _Survey:
    run_id: str
    settings: dict[str, Any]
    plan: list[PuzzleSpec]
    todo: list[PuzzleSpec]
    kept: list[LogLine]
    restore: list[tuple[PuzzleSpec, dict[str, Any], dict[str, Any]]]
    redone: int
    compact: bool
    manifest: dict[str, Any]
    missing_files: bool

    @property
    def nothing_to_do(self) -> bool:
        return not self.todo and not self.restore and not self.missing_files


def _survey(out: Path, config: PuzzleConfig, models: list[Any], *, write: bool) -> _Survey:
    settings = puzzle_settings(config)
    run_id = _run_id(settings)
    manifest = _read_manifest(out)
    log = read_log(out / TRIALS_FILE)
    ours = [item for item in log.lines if item.record.get("task") == TASK]
    runner._refuse_other_settings(out, manifest, settings, run_id, models, ours)
    entries = build_puzzle_set(
        out,
        grids=config.grids,
        difficulties=config.difficulties,
        count=config.puzzles,
        seed=config.seed,
        write=write,
    )
    limits = {entry.relpath: turn_limit(config.max_turns, entry.optimal_turns) for entry in entries}
    plan = [
        PuzzleSpec(model.name, observation, entry, k, limits[entry.relpath])
        for model in models
        for observation in config.observations
        for entry in entries
        for k in range(config.trials_per_puzzle)
    ]
    kept, superseded = latest_per_trial(log.lines)
    latest = {record_key(item.record): item.record for item in kept}
    todo: list[PuzzleSpec] = []
    restore: list[tuple[PuzzleSpec, dict[str, Any], dict[str, Any]]] = []
    redone = 0
    for spec in plan:
        record = latest.get(spec.key)
        if record is None or (record.get("status") != "ok" and config.retry_errors):
            todo.append(spec)
            continue
        verdict, payload = _check_transcripts(out, spec, record)
        if record_problems(record) or verdict == "redo":
            todo.append(spec)
            redone += 1
        elif verdict == "restore":
            restore.append((spec, payload, record))
    return _Survey(
        run_id=run_id,
        settings=settings,
        plan=plan,
        todo=todo,
        kept=kept,
        restore=restore,
        redone=redone,
        compact=bool(superseded or log.unreadable),
        manifest=manifest,
        missing_files=not all((out / entry.relpath).is_file() for entry in entries),
    )


def _read_manifest(out: Path) -> dict[str, Any]:
    try:
        manifest = json.loads((out / MANIFEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return manifest if isinstance(manifest, dict) else {}


def _check_transcripts(
    out: Path, spec: PuzzleSpec, record: dict[str, Any]
) -> tuple[str, dict[str, Any] | None]:
    """``("ok", None)``, ``("restore", payload)`` or ``("redo", None)``."""
    base = transcript_base(out, spec)
    try:
        payload = json.loads(base.with_suffix(".json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return "redo", None
    if not isinstance(payload, dict):
        return "redo", None
    messages = payload.get("messages")
    if (
        payload.get("record") != record
        or not isinstance(messages, list)
        or not all(isinstance(m, dict) for m in messages)
    ):
        return "redo", None
    try:
        if base.with_suffix(".txt").read_text(encoding="utf-8") == transcript_text(
            messages, record, _header(spec)
        ):
            return "ok", None
    except (OSError, ValueError):
        pass
    return "restore", payload


# -- one trial -------------------------------------------------------------------------------------


def _run_one(spec: PuzzleSpec, model: Any, ctx: Any) -> Any:
    """Play one trial, write its transcripts, return its outcome (None if interrupted)."""
    if ctx.stop.is_set():
        return None
    begun = time.monotonic()
    try:
        client = model.client_for(spec)
        result = run_puzzle_trial(
            client, spec.entry.state, spec.encoding, max_moves=spec.max_moves, stop=ctx.stop
        )
    except TrialInterrupted:
        return None
    except Exception as exc:  # a bug or a client surprise must not stop the other trials
        result = TrialResult(
            status="error",
            error=f"{type(exc).__name__}: {exc}",
            latency_s=time.monotonic() - begun,
        )
    if result.error is not None:
        result.error = runner.scrub_secrets(result.error)
    record = _record(spec, result, ctx)
    base = transcript_base(ctx.out, spec)
    header = _header(spec)
    atomic_write_text(base.with_suffix(".txt"), transcript_text(result.messages, record, header))
    payload = {**header, "messages": stored_messages(result.messages), "record": record}
    atomic_write_text(
        base.with_suffix(".json"),
        json.dumps(payload, ensure_ascii=False, indent=1, default=str) + "\n",
    )
    fatal = getattr(result.client_error, "fatal", None)
    return runner._Outcome(
        record,
        fatal=runner.scrub_secrets(fatal) if fatal else None,
        content_filtered=bool(getattr(result.client_error, "content_filtered", False)),
    )


def _record(spec: PuzzleSpec, result: TrialResult, ctx: Any) -> dict[str, Any]:
    entry = spec.entry
    return dict(
        trial_record(
            task=TASK,
            run_id=ctx.run_id,
            model=spec.model,
            encoding=spec.encoding,
            size=None,
            difficulty=entry.difficulty,
            grid=grid_name(entry.grid),
            maze_index=entry.index,
            maze_id=entry.puzzle_id,
            maze_file=entry.relpath,
            trial=spec.trial,
            status=result.status,
            error=result.error,
            solve=result.solve,  # type: ignore[arg-type]
            tokens_in=result.tokens_in,
            tokens_out=result.tokens_out,
            latency_s=result.latency_s,
            retries=result.retries,
            prompt_hash=ctx.prompt_hash,
        )
    )


def _tally(summary: RunSummary, record: dict[str, Any]) -> None:
    summary.tokens += int(record.get("tokens_in") or 0) + int(record.get("tokens_out") or 0)
    if record["status"] != "ok":
        summary.errors += 1
        return
    summary.completed += 1
    summary.solve_successes += bool(record["solve"]["success"])


def _postfix(summary: RunSummary) -> str:
    ok = max(summary.completed, 1)
    return (
        f"solved {summary.solve_successes / ok:.0%} err {summary.errors} "
        f"tok {runner._human(summary.tokens)}"
    )


def _write_manifest(out: Path, survey: _Survey, models: list[Any], config: PuzzleConfig) -> None:
    previous = survey.manifest
    now = _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()
    argv = list(config.argv) if config.argv is not None else None
    plan = {
        "models": [m.name for m in models],
        "observations": list(config.observations),
        "grids": [grid_name(g) for g in config.grids],
        "difficulties": list(config.difficulties),
        "puzzles": config.puzzles,
        "trials_per_puzzle": config.trials_per_puzzle,
    }
    old = previous.get("arguments") if isinstance(previous.get("arguments"), dict) else {}
    runs = [r for r in previous.get("runs", []) if isinstance(r, dict)]
    entry = next((r for r in runs if r.get("plan") == plan), None)
    if entry is None:
        runs.append({"plan": plan, "argv": argv, "first_at": now, "last_at": now})
    else:
        entry.update(argv=argv, last_at=now)
    arguments = {
        name: (
            max(plan[name], runner._int(old.get(name)))
            if isinstance(plan[name], int)
            else runner._union(old.get(name), plan[name])
        )
        for name in PLAN_FIELDS
    }
    old_clients = previous.get("clients") if isinstance(previous.get("clients"), dict) else {}
    manifest = {
        "task": TASK,
        "run_id": survey.run_id,
        "package_version": __version__,
        "git_commit": git_commit(),
        "created_at": previous.get("created_at", now),
        "updated_at": now,
        "argv": argv,
        "settings": survey.settings,
        "arguments": {**arguments, "concurrency": config.concurrency, "base_url": config.base_url},
        "runs": runs,
        "seeds": {
            "puzzle_seed": config.seed,
            "puzzle_seed_rule": "SeedSequence([seed, rows, cols, crc32(difficulty)]), the "
            "i-th distinct puzzle drawn",
        },
        "clients": {**old_clients, **{m.name: m.params for m in models}},
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    atomic_write_text(out / MANIFEST_FILE, json.dumps(manifest, indent=2, default=str) + "\n")

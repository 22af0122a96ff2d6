"""Run the study: every model × encoding × maze × trial, in parallel, resumable.

Output folder layout (``out_dir``)::

    manifest.json                         provenance: version, git commit, the folder's
                                          settings, the union of the plans run in it and each
                                          run's own plan, seeds, client parameters (never an
                                          API key)
    trials.jsonl                          one record per trial (envs.records)
    experiment_mazes/5x5/<shape>/5x5_<shape>_<i>.npy
                                          the maze set, shared by every model and encoding
    <encoding>_<model>_results/5x5/<shape>/5x5_<shape>_<i>.npy/<k>.txt
                                          transcript k of that maze (the specification's layout), and
    <encoding>_<model>_results/5x5/<shape>/5x5_<shape>_<i>.npy/<k>.json
                                          the same conversation as {"messages": [...], ...}
    frames/<sha256[:16]>.png              every picture sent with --encoding image, once (the
                                          image transcripts name each by file and sha256 in
                                          place of its bytes: experiments.images)
    one-shot/<encoding>_<model>_results/...
                                          the same for trials run with --solve-mode one-shot
                                          (their headers say "solve_mode: one-shot")

One folder, one set of settings: the settings a trial's outcome depends on
(:data:`experiments.config.OUTCOME_SETTINGS`: seed, move limit, prompt wording, rules; and each
model's sampling parameters) are recorded in ``manifest.json``. A rerun with other values is
refused before anything is written, naming each difference; the plan (models, encodings, sizes,
shapes, mazes per shape, trials per maze) may grow, and the manifest then describes every trial
in the folder (``arguments``: the union of the plans; ``runs``: each plan as run).

Resume: a trial is identified by ``(model, encoding, maze_file, trial, solve_mode)``
(:func:`experiments.log.trial_key`). Rerunning the same command reads ``trials.jsonl`` and
skips every trial whose latest record is ``ok``, valid against the schema and has its
transcripts. A transcript that is missing or damaged is rewritten from the trial's ``.json``
when that holds the conversation, else the trial is redone. Redone trials (errors, damaged
ones) get a new record appended after the old one; the latest record of a trial is the one that
counts (the analysis reads it the same way), and the log is compacted atomically once the run
holds superseded records. A record is appended only after its transcript is in place, one
complete fsync'd line at a time, so a run killed at any moment (even SIGKILL) resumes to exactly
the planned set of trials. An advisory lock (``.run.lock``) stops two runs from writing to one
folder at once; the run holding it removes the temporary files killed runs left.

Before any work the run checks what it will write (``--out``, ``--cache``) and, when the folder
already holds the finished plan, reports that and writes nothing (so a finished run on a
read-only disk can be re-run).

Determinism: the maze files, the trials planned and, for the offline models, every transcript
are the same bytes for the same seed; the order of lines in ``trials.jsonl`` follows completion
(use ``concurrency=1`` for a fixed order) and ``latency_s`` is measured.

Concurrency and stopping: trials run in a thread pool (``concurrency`` workers) sharing one client
per model; rate limiting and retries live in the clients. A client that batches calls across trials
(``hf:``) is told which trials are in flight, in plan order, so that its batches follow the plan
rather than thread timing (:mod:`agents.llm.lockstep`). A trial whose client gives up is recorded
with ``status="error"`` (with its retries, the time they took and the last error) and the run goes
on, unless the error says no later call can succeed (a refused key, an unknown model, nothing
listening at the base URL, no quota: ``ClientError.fatal``) or ``max_consecutive_errors`` trials in
a row failed: then the run stops starting trials, keeps what finished, and
:attr:`RunSummary.stopped` names the cause. Ctrl-C stops the same way and raises
``KeyboardInterrupt``; the next run picks up from there.

One run body for every study: :func:`run_study` does all of the above for any
:class:`experiments.study.Study`; :class:`MazeStudy` is this study's part (its plan, trial,
transcripts and manifest), :class:`experiments.puzzle_runner.PuzzleStudy` the rotation puzzle's.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
import platform
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
from agents.llm.cache import check_cache_path
from agents.llm.lockstep import Lockstep
from agents.llm.retry import redact
from envs import __version__
from envs.io import (
    JsonlWriter,
    atomic_write_text,
    check_output_dir,
    check_path_names,
    git_commit,
    remove_stale_temps,
    rewrite_jsonl,
)
from envs.maze_nav.constants import DEFAULT_CONNECTIVITY
from envs.records import DEFAULT_SOLVE_MODE, trial_record
from experiments.config import (
    DEFAULT_CONCURRENCY,
    DEFAULT_ENCODINGS,
    DEFAULT_MAZES_PER_SHAPE,
    DEFAULT_SHAPES,
    DEFAULT_TRIALS_PER_MAZE,
    NOT_OUTCOME_CLIENT_PARAMS,
    OUTCOME_SETTINGS,
    ClientLike,
    RunConfig,
    folder_name,
    model_name,
    parse_size,
)
from experiments.images import image_problems, store_images
from experiments.log import TRIALS_FILE, LogLine, latest_per_trial, read_log, record_problems
from experiments.log import trial_key as record_key
from experiments.mazes import MazeEntry, build_maze_set
from experiments.study import Study
from experiments.trial import (
    INVALID_MOVE_RULE,
    TrialInterrupted,
    TrialResult,
    run_trial,
    transcript_text,
)

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
    "record_key",
    "run_all_experiments",
    "run_experiments",
    "run_study",
]

MANIFEST_FILE = "manifest.json"
LOCK_FILE = ".run.lock"
PLAN_FIELDS = (
    "models",
    "solve_modes",
    "encodings",
    "sizes",
    "shapes",
    "mazes_per_shape",
    "trials_per_maze",
)


# -- planning --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrialSpec:
    """One planned trial."""

    model: str
    encoding: str
    entry: MazeEntry
    trial: int
    solve_mode: str = DEFAULT_SOLVE_MODE

    @property
    def key(self) -> tuple[str, str, str, int, str]:
        return (self.model, self.encoding, self.entry.relpath, self.trial, self.solve_mode)


def model_dirname(model: str) -> str:
    """A model name made safe as part of a folder name (``openai:gpt-4o`` -> ``openai-gpt-4o``)."""
    return folder_name(model)


def results_dir(
    out_dir: Path, encoding: str, model: str, solve_mode: str = DEFAULT_SOLVE_MODE
) -> Path:
    """``<out>/<encoding>_<model>_results`` (``<out>/one-shot/...`` for one-shot trials: a
    sub-folder, so no model name can make the two modes share a folder)."""
    base = out_dir if solve_mode == DEFAULT_SOLVE_MODE else out_dir / solve_mode
    return base / f"{encoding}_{model_dirname(model)}_results"


def transcript_base(out_dir: Path, spec: TrialSpec) -> Path:
    """``<results>/5x5/<shape>/5x5_<shape>_<i>.npy/<k>`` (add ``.txt`` or ``.json``)."""
    dims = f"{spec.entry.size}x{spec.entry.size}"
    return (
        results_dir(out_dir, spec.encoding, spec.model, spec.solve_mode)
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
    if spec.solve_mode != DEFAULT_SOLVE_MODE:  # interactive trials keep their seeds
        text += f"|{spec.solve_mode}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")


def _resolve_model(
    model: ClientLike, *, base_url: str | None, client_params: dict[str, Any], seed: int
) -> _Model:
    if not isinstance(model, str):  # RunConfig.validate checked it is a ChatClient
        name = str(getattr(model, "model", type(model).__name__))
        return _Model(name, model, params=_client_params(model))
    spec = model_name(model)
    if spec == "random":
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


def _check_names(models: list[_Model]) -> None:
    seen: dict[str, str] = {}
    for model in models:
        folder = model_dirname(model.name)
        if folder in seen:
            same = seen[folder] == model.name
            raise ValueError(
                f"models {seen[folder]!r} and {model.name!r} "
                + ("are the same model" if same else f"share the results folder {folder!r}")
                + "; allowed: each model once, under names that differ in letters, digits, "
                "'.', '_' or '-'"
            )
        seen[folder] = model.name


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
        redone: trials finished earlier that this run had to redo (their transcripts were lost
            or damaged beyond repair, or their record broke the schema).
        restored: finished trials whose transcript was rewritten from their ``.json``.
        manifest_rewritten: the folder's manifest was damaged (not a JSON object) and was
            written anew from this run (the history of earlier plans in it is lost).
        interrupted: True when Ctrl-C stopped the run early.
        stopped: why the run stopped early (a fatal API error, too many errors in a row),
            else None. Finished trials are kept; rerunning resumes.
        nothing_to_do: the folder already held every planned trial; nothing was written.
        solve_successes, recognize_successes, generate_successes: among this run's ok trials.
        tokens: input + output tokens used in this run.
    """

    out_dir: Path
    planned: int = 0
    skipped: int = 0
    completed: int = 0
    errors: int = 0
    redone: int = 0
    restored: int = 0
    manifest_rewritten: bool = False
    interrupted: bool = False
    stopped: str | None = None
    nothing_to_do: bool = False
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
            ``max_moves``, ``retry_errors``, ``timeout_s``, ``max_consecutive_errors``,
            ``progress``, ``argv``...); only with models.

    Returns:
        A :class:`RunSummary` (``stopped`` says why a run stopped early). Raises
        ``KeyboardInterrupt`` after a clean stop on Ctrl-C, and ValueError for a bad option, a
        path that cannot be written, a model that cannot be built, a folder in use or a folder
        made with other settings.
    """
    if isinstance(config, RunConfig):
        if kwargs:
            raise ValueError(
                f"keyword arguments {sorted(kwargs)} are not allowed with a RunConfig; "
                "allowed: set them on the config (dataclasses.replace(config, ...))"
            )
    else:
        config = RunConfig(models=config, **kwargs)  # type: ignore[arg-type]
    return run_study(MazeStudy(config))


def run_study(study: Study) -> RunSummary:
    """Run (or resume) ``study`` into ``study.config.out_dir``: the run body every study shares.

    Raises ``KeyboardInterrupt`` after a clean stop on Ctrl-C, and ValueError for a path that
    cannot be written, a model that cannot be built, a folder in use, a folder made with other
    settings or a damaged file of the study's item set.
    """
    config = study.config
    started = time.monotonic()
    out = config.out_dir
    check_cache_path(config.cache, "cache")
    resolved = [
        _resolve_model(
            m,
            base_url=config.base_url,
            client_params=study.client_params(m) if isinstance(m, str) else {},
            seed=config.seed,
        )
        for m in config.models
    ]
    _check_names(resolved)
    check_path_names(out, "out_dir")  # a name too long would fail only at the first write
    if not out.is_dir():
        check_output_dir(out, "out_dir")  # a file, a path under a file, an unwritable parent
    _check_own_files(out, study)
    # Read and check everything in the folder before writing: a folder made with other settings
    # or a damaged maze file is refused untouched, and a finished plan needs no write at all
    # (decided before taking the lock, which writes).
    survey = _survey(study, resolved, write=False)
    if survey is not None and survey.nothing_to_do:
        summary = RunSummary(out, planned=len(survey.plan), skipped=len(survey.plan))
        summary.nothing_to_do = True
        summary.wall_time_s = time.monotonic() - started
        return summary
    check_output_dir(out, "out_dir")
    created = not out.exists()
    out.mkdir(parents=True, exist_ok=True)
    with _exclusive(out), _undone_if_refused(out, created):
        remove_stale_temps(out)
        survey = _survey(study, resolved, write=True)
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
        context = _RunContext(
            out=out,
            run_id=survey.run_id,
            prompt_hash=survey.settings["prompt_hash"],
            stop=threading.Event(),
            study=study,
            max_consecutive_errors=config.max_consecutive_errors,
        )
        by_name = {m.name: m for m in resolved}
        bar = _progress_bar(len(survey.plan), summary.skipped, config.progress)
        try:
            with JsonlWriter(out / TRIALS_FILE) as writer:
                _execute(survey.todo, by_name, context, writer, summary, bar, config.concurrency)
            if summary.completed or summary.errors:
                _compact(out / TRIALS_FILE)  # a redone trial supersedes its old record
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


# -- what the folder holds and what is left ---------------------------------------------------------


def folder_settings(config: RunConfig) -> dict[str, Any]:
    """The values of :data:`~experiments.config.OUTCOME_SETTINGS` for ``config``."""
    from agents.llm.prompts import IMAGE_PROMPT_HASH, ONE_SHOT_PROMPT_HASH, PROMPT_TEMPLATE_HASH

    settings = {
        "seed": config.seed,
        "max_moves": config.max_moves,
        "prompt_hash": PROMPT_TEMPLATE_HASH,
        "rules": {"connectivity": dict(DEFAULT_CONNECTIVITY), "invalid_move": INVALID_MOVE_RULE},
        "one_shot_prompt_hash": ONE_SHOT_PROMPT_HASH,
        "image_prompt_hash": IMAGE_PROMPT_HASH,
    }
    assert tuple(settings) == tuple(OUTCOME_SETTINGS)
    return settings


def _run_id(settings: dict[str, Any]) -> str:
    # The id ignores the plan (extending a run keeps its id) and, so that folders made before
    # the rules were recorded keep theirs, the rules (which no release has changed).
    identity = {k: settings[k] for k in ("seed", "max_moves", "prompt_hash")}
    return hashlib.sha256(json.dumps(identity, sort_keys=True).encode()).hexdigest()[:12]


class MazeStudy:
    """The maze study (``python -m experiments run``) as an :class:`~experiments.study.Study`."""

    tasks: tuple[str | None, ...] = (None, "maze_nav")
    manifest_file = MANIFEST_FILE

    def __init__(self, config: RunConfig) -> None:
        self.config = config
        self.layers = config.activation_layers()

    def client_params(self, model: str) -> dict[str, Any]:
        return self.config.client_kwargs_for(model)

    def settings(self) -> tuple[dict[str, Any], str]:
        settings = folder_settings(self.config)
        return settings, _run_id(settings)

    def plan(self, models: list[str], *, write: bool) -> list[TrialSpec] | None:
        config = self.config
        entries = build_maze_set(
            config.out_dir,
            shapes=list(config.shapes),
            sizes=list(config.sizes),
            mazes_per_shape=config.mazes_per_shape,
            seed=config.seed,
            source=config.mazes,
            max_moves=config.max_moves,
            write=write,
        )
        if entries is None:
            return None
        return [
            TrialSpec(model, encoding, entry, k, mode)
            for model in models
            for mode in config.solve_modes
            for encoding in config.encodings
            for entry in entries
            for k in range(config.trials_per_maze)
        ]

    def transcript_base(self, spec: TrialSpec) -> Path:
        return transcript_base(self.config.out_dir, spec)

    def transcript_text(
        self, spec: TrialSpec, payload: dict[str, Any], record: dict[str, Any]
    ) -> str:
        return transcript_text(_result_from(payload, record), _header(spec))

    def intact(
        self,
        spec: TrialSpec,
        record: dict[str, Any],
        payload: dict[str, Any],
        verified: dict[str, bool],
    ) -> bool:
        out = self.config.out_dir
        if image_problems(out, payload["messages"], verified):
            return False
        return _activations_intact(out, spec, record)

    def play(self, spec: TrialSpec, client: ChatClient, stop: threading.Event) -> TrialResult:
        return run_trial(
            client,
            spec.entry.maze,
            spec.encoding,
            max_moves=self.config.max_moves,
            stop=stop,
            solve_mode=spec.solve_mode,
            layers=self.layers,
        )

    def save(self, spec: TrialSpec, result: TrialResult, ctx: _RunContext) -> dict[str, Any]:
        # Pictures go to frames/ once; the transcripts name them (file, sha256), never the bytes.
        result.messages = store_images(ctx.out, result.messages)
        record = _record(spec, result, ctx)
        if result.logits is not None:
            record["logits"] = result.logits
        if result.activations is not None:  # written before the record that names it
            from experiments import activations

            path = transcript_base(ctx.out, spec).with_suffix(activations.SUFFIX)
            record["activations"] = activations.save(path, result.activations, spec.key, ctx.out)
        _write_transcripts(ctx.out, spec, result, record)
        return record

    def postfix(self, summary: RunSummary) -> str:
        return _postfix(summary)

    def write_manifest(self, survey: _Survey, models: list[_Model]) -> None:
        _write_manifest(self.config.out_dir, survey, models, self.config)


@dataclass
class _Survey:
    """What the folder holds for this plan and what the run has to do."""

    run_id: str
    settings: dict[str, Any]
    plan: list[Any]
    todo: list[Any]
    kept: list[LogLine]
    restore: list[tuple[Any, dict[str, Any], dict[str, Any]]]
    redone: int
    compact: bool
    manifest: dict[str, Any]
    manifest_damaged: bool = False

    @property
    def nothing_to_do(self) -> bool:
        # A damaged manifest is rewritten even when every trial is done: left as it was, the
        # folder's settings and plans would be read as empty.
        return not self.todo and not self.restore and not self.manifest_damaged


def _survey(study: Study, models: list[_Model], *, write: bool) -> _Survey | None:
    """Check the folder against this run and work out what is left; ``None`` when
    ``write=False`` and the study's item set is incomplete (drawing it is work).

    Raises:
        ValueError: the folder was made with other settings, or a file in it is damaged.
    """
    out = study.config.out_dir
    settings, run_id = study.settings()
    manifest = _read_manifest(out / study.manifest_file)
    damaged = not manifest and _exists_nonempty(out / study.manifest_file)
    log = read_log(out / TRIALS_FILE)
    # A folder may hold both studies' records (each study's settings are its own).
    ours = [item for item in log.lines if item.record.get("task") in study.tasks]
    _refuse_other_settings(out, manifest, settings, run_id, models, ours)
    plan = study.plan([model.name for model in models], write=write)
    if plan is None:
        return None
    kept, superseded = latest_per_trial(log.lines)
    latest = {record_key(item.record): item.record for item in kept}
    todo: list[Any] = []
    restore: list[tuple[Any, dict[str, Any], dict[str, Any]]] = []
    redone = 0
    verified: dict[str, bool] = {}  # frames already hashed in this survey
    for spec in plan:
        record = latest.get(spec.key)
        if record is None:
            todo.append(spec)
            continue
        if record_problems(record):
            todo.append(spec)
            redone += 1
            continue
        if record.get("status") != "ok" and study.config.retry_errors:
            todo.append(spec)
            continue
        verdict, payload = _check_transcripts(study, spec, record, verified)
        if verdict == "redo":
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
        manifest_damaged=damaged,
    )


def _exists_nonempty(path: Path) -> bool:
    """Whether ``path`` is a file with something in it (a manifest that did not parse)."""
    try:
        return path.is_file() and path.stat().st_size > 0
    except OSError:
        return False


def _read_manifest(path: Path) -> dict[str, Any]:
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return manifest if isinstance(manifest, dict) else {}


def _show(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _differ(name: str, old: Any, new: Any) -> list[str]:
    """``["rules.connectivity.square 4 -> 8"]``: each leaf in which ``old`` and ``new`` differ."""
    if isinstance(old, dict) and isinstance(new, dict):
        return [
            line
            for part in sorted(set(old) | set(new), key=str)
            for line in _differ(f"{name}.{part}", old.get(part), new.get(part))
        ]
    return [] if old == new else [f"{name} {_show(old)} -> {_show(new)}"]


def _refuse_other_settings(
    out: Path,
    manifest: dict[str, Any],
    settings: dict[str, Any],
    run_id: str,
    models: list[_Model],
    lines: list[LogLine],
) -> None:
    """ValueError naming every setting (old -> new) in which the folder differs from this run."""
    differences: list[str] = []
    recorded = manifest.get("settings")
    if not isinstance(recorded, dict):  # a manifest written before settings were recorded
        arguments = manifest.get("arguments")
        recorded = arguments if isinstance(arguments, dict) else {}
    for name, new in settings.items():
        if name in recorded:
            differences += _differ(name, recorded[name], new)
    clients = manifest.get("clients")
    for model in models:
        old = clients.get(model.name) if isinstance(clients, dict) else None
        if not isinstance(old, dict):
            continue  # a model new to the folder brings its own settings
        new = model.params
        for part in sorted((set(old) | set(new)) - NOT_OUTCOME_CLIENT_PARAMS):
            differences += _differ(f"{model.name} {part}", old.get(part), new.get(part))
    # The records say what they were made with, whatever the manifest says.
    prompts = Counter(
        str(item.record.get("prompt_hash"))
        for item in lines
        if item.record.get("prompt_hash") not in (None, settings["prompt_hash"])
    )
    for old_hash, count in sorted(prompts.items()):
        line = f"prompt_hash {_show(old_hash)} -> {_show(settings['prompt_hash'])}"
        if not any(d.startswith(line) for d in differences):
            differences.append(f"{line} ({_records(count)})")
    if not differences:
        ids = Counter(
            str(item.record.get("run_id"))
            for item in lines
            if isinstance(item.record.get("run_id"), str) and item.record["run_id"] != run_id
        )
        for old_id, count in sorted(ids.items()):
            differences.append(
                f"run_id {old_id} -> {run_id} ({_records(count)}; their seed, max_moves or "
                "prompts differ from this run's)"
            )
    if differences:
        raise ValueError(
            f"out_dir={str(out)!r} holds trials made with other settings: "
            f"{', '.join(differences)}; allowed: the folder's own settings (rerun with them to "
            "resume or grow it), or a new folder for the new settings (another --out)"
        )


def _records(count: int) -> str:
    return f"{count} record{'' if count == 1 else 's'} in {TRIALS_FILE}"


def _header(spec: TrialSpec) -> dict[str, Any]:
    header: dict[str, Any] = {
        "model": spec.model,
        "encoding": spec.encoding,
        "maze": spec.entry.relpath,
        "shape": spec.entry.shape,
        "trial": spec.trial,
    }
    # Interactive transcripts keep the header they always had (their folder says the mode).
    if spec.solve_mode != DEFAULT_SOLVE_MODE:
        header["solve_mode"] = spec.solve_mode
    return header


def _result_from(payload: dict[str, Any], record: dict[str, Any]) -> TrialResult:
    return TrialResult(
        messages=list(payload["messages"]),
        solve=record.get("solve"),
        recognize=record.get("recognize"),
        generate=record.get("generate"),
        status=str(record.get("status")),
        error=record.get("error"),
    )


def _check_transcripts(
    study: Study, spec: Any, record: dict[str, Any], verified: dict[str, bool]
) -> tuple[str, dict[str, Any] | None]:
    """``("ok", None)``, ``("restore", payload)`` (the ``.txt`` can be rebuilt from the
    ``.json``) or ``("redo", None)`` (the ``.json`` is missing, damaged or of another trial, or
    a file it names, such as a picture in ``frames/``, is missing or was changed)."""
    base = study.transcript_base(spec)
    try:
        payload = json.loads(base.with_suffix(".json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return "redo", None
    if (
        not isinstance(payload, dict)
        or payload.get("record") != record
        or not isinstance(payload.get("messages"), list)
        or not all(isinstance(m, dict) for m in payload["messages"])
    ):
        return "redo", None
    if not study.intact(spec, record, payload, verified):
        return "redo", None
    expected = study.transcript_text(spec, payload, record)
    try:
        if base.with_suffix(".txt").read_text(encoding="utf-8") == expected:
            return "ok", None
    except (OSError, ValueError):
        pass
    return "restore", payload


def _activations_intact(out: Path, spec: TrialSpec, record: dict[str, Any]) -> bool:
    """Whether the hidden-state file a record names is there and is that trial's."""
    field = record.get("activations")
    if field is None:
        return True
    from experiments import activations

    path = transcript_base(out, spec).with_suffix(activations.SUFFIX)
    return activations.matches(path, field, spec.key)


def _compact(path: Path) -> None:
    """Rewrite the log without superseded records and torn lines, if it has any."""
    log = read_log(path)
    kept, superseded = latest_per_trial(log.lines)
    if superseded or log.unreadable:
        rewrite_jsonl(path, [item.record for item in kept])


# -- internals -------------------------------------------------------------------------------------


@dataclass
class _RunContext:
    out: Path
    run_id: str
    prompt_hash: str
    stop: threading.Event
    study: Study
    max_consecutive_errors: int = 0
    consecutive_errors: int = 0
    consecutive_filtered: int = 0


@dataclass
class _Outcome:
    """A finished trial: its record and, for a fatal client error, why the run must stop."""

    record: dict[str, Any]
    fatal: str | None = None
    content_filtered: bool = False


@contextlib.contextmanager
def _undone_if_refused(out: Path, created: bool) -> Iterator[None]:
    """Remove the folder this run created when the run is refused before writing into it (more
    mazes asked than a shape has: known only once they are drawn), so a refusal leaves nothing."""
    try:
        yield
    except ValueError:
        if created and {p.name for p in out.iterdir()} <= {LOCK_FILE}:
            with contextlib.suppress(OSError):
                (out / LOCK_FILE).unlink(missing_ok=True)
                out.rmdir()
        raise


def _check_own_files(out: Path, study: Study) -> None:
    """Refuse, before any work, a folder where a file the run writes is something else (a
    folder named ``trials.jsonl``, say): the write would fail only after trials ran."""
    for name in (TRIALS_FILE, study.manifest_file, LOCK_FILE):
        path = out / name
        if path.is_symlink() or not path.exists() or path.is_file():
            continue
        what = "a folder" if path.is_dir() else "not a regular file"
        raise ValueError(
            f"out_dir={str(out)!r} holds {name!r} as {what}; allowed: {name} as a file (move "
            f"{str(path)!r} away, or choose another --out)"
        )


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
    try:
        handle = (out / LOCK_FILE).open("a")
    except OSError as exc:
        raise ValueError(
            f"out_dir={str(out)!r} cannot be written ({exc.strerror or exc}); allowed: a "
            "folder you can write to"
        ) from None
    with handle:
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
            future = pool.submit(_run_one, spec, models[spec.model], ctx, gate, order)
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


def _gates(models: dict[str, _Model]) -> dict[str, Lockstep]:
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
    pending: set[Future], writer, summary: RunSummary, bar: Any, ctx: _RunContext, block: bool
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
        _tally(summary, outcome.record)
        _watch(ctx, summary, outcome)
        bar.update(1)
        bar.set_postfix_str(ctx.study.postfix(summary), refresh=False)
    if raised is not None and block:
        raise raised
    return rest


def _postfix(summary: RunSummary) -> str:
    ok = max(summary.completed, 1)
    return (
        f"solve {summary.solve_successes / ok:.0%} rec {summary.recognize_successes / ok:.0%} "
        f"gen {summary.generate_successes / ok:.0%} err {summary.errors} "
        f"tok {_human(summary.tokens)}"
    )


def _watch(ctx: _RunContext, summary: RunSummary, outcome: _Outcome) -> None:
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
    # The puzzle study has no recognize or generate phase (None in its records).
    summary.recognize_successes += bool((record["recognize"] or {}).get("success"))
    summary.generate_successes += bool((record["generate"] or {}).get("success"))


def _run_one(
    spec: Any, model: _Model, ctx: _RunContext, gate: Lockstep | None = None, order: int = 0
) -> _Outcome | None:
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
    return _Outcome(
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
            solve_mode=spec.solve_mode,
        )
    )


def _write_transcripts(out: Path, spec: TrialSpec, result: TrialResult, record: dict) -> None:
    base = transcript_base(out, spec)
    header = _header(spec)
    atomic_write_text(base.with_suffix(".txt"), transcript_text(result, header))
    payload = {**header, "messages": result.messages, "record": record}
    if any(result.reply_logprobs):
        payload["token_logprobs"] = result.reply_logprobs
    atomic_write_text(
        base.with_suffix(".json"),
        json.dumps(payload, ensure_ascii=False, indent=1, default=str) + "\n",
    )


def _union(old: Any, new: Sequence[Any]) -> list[Any]:
    items = list(old) if isinstance(old, list) else []
    return items + [item for item in new if item not in items]


def _write_manifest(out: Path, survey: _Survey, models: list[_Model], config: RunConfig) -> None:
    """Write ``manifest.json``: the folder's settings, the union of every plan run in it
    (``arguments``), each plan as run (``runs``) and every model's client parameters."""
    previous = survey.manifest
    now = _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()
    plan = {
        "models": [m.name for m in models],
        "solve_modes": list(config.solve_modes),
        "encodings": list(config.encodings),
        "sizes": list(config.sizes),
        "shapes": list(config.shapes),
        "mazes_per_shape": config.mazes_per_shape,
        "trials_per_maze": config.trials_per_maze,
    }
    old_args = previous.get("arguments") if isinstance(previous.get("arguments"), dict) else {}
    runs = [r for r in previous.get("runs", []) if isinstance(r, dict)]
    if not runs and old_args:  # a manifest written before runs were listed: its one plan
        runs = [{"plan": {k: old_args.get(k) for k in PLAN_FIELDS}, "argv": previous.get("argv")}]
    entry = next((r for r in runs if r.get("plan") == plan), None)
    if entry is None:
        runs.append({"plan": plan, "argv": _argv(config), "first_at": now, "last_at": now})
    else:
        entry.update(argv=_argv(config), last_at=now)
    arguments = {
        "models": _union(old_args.get("models"), plan["models"]),
        # A manifest from before solve modes holds interactive trials only.
        "solve_modes": _union(
            old_args.get("solve_modes", [DEFAULT_SOLVE_MODE] if old_args else []),
            plan["solve_modes"],
        ),
        "encodings": _union(old_args.get("encodings"), plan["encodings"]),
        "sizes": _union(old_args.get("sizes"), plan["sizes"]),
        "shapes": _union(old_args.get("shapes"), plan["shapes"]),
        "mazes_per_shape": max(plan["mazes_per_shape"], _int(old_args.get("mazes_per_shape"))),
        "trials_per_maze": max(plan["trials_per_maze"], _int(old_args.get("trials_per_maze"))),
        "seed": survey.settings["seed"],
        "max_moves": survey.settings["max_moves"],
        "prompt_hash": survey.settings["prompt_hash"],
        "concurrency": config.concurrency,
        "base_url": config.base_url,
    }
    old_clients = previous.get("clients") if isinstance(previous.get("clients"), dict) else {}
    manifest = {
        "run_id": survey.run_id,
        "package_version": __version__,
        "git_commit": git_commit(),
        "created_at": previous.get("created_at", now),
        "updated_at": now,
        "argv": _argv(config),
        "settings": survey.settings,
        "arguments": arguments,
        "runs": runs,
        "seeds": {
            "maze_seed": survey.settings["seed"],
            "maze_seed_rule": "SeedSequence([seed, size, crc32(shape)])",
        },
        "clients": {**old_clients, **{m.name: m.params for m in models}},
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    atomic_write_text(out / MANIFEST_FILE, json.dumps(manifest, indent=2, default=str) + "\n")


def _argv(config: RunConfig) -> list[str] | None:
    return list(config.argv) if config.argv is not None else None


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0

"""The maze study: every model × encoding × maze × trial, run by the engine.

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
                                          place of its bytes: experiments.maze.images)
    one-shot/<encoding>_<model>_results/...
                                          the same for trials run with --solve-mode one-shot
                                          (their headers say "solve_mode: one-shot")

One folder, one set of settings: the settings a trial's outcome depends on
(:data:`experiments.maze.config.OUTCOME_SETTINGS`: seed, move limit, prompt wording, rules; and each
model's sampling parameters) are recorded in ``manifest.json``. A rerun with other values is
refused before anything is written, naming each difference; the plan (models, encodings, sizes,
shapes, mazes per shape, trials per maze) may grow, and the manifest then describes every trial
in the folder (``arguments``: the union of the plans; ``runs``: each plan as run).

Resume: a trial is identified by ``(model, encoding, maze_file, trial, solve_mode)``
(:func:`experiments.engine.log.trial_key`); the engine (:func:`experiments.engine.run_study`)
skips finished trials, restores lost transcripts, redoes damaged ones, holds the folder's lock,
runs the trials in a thread pool and stops on a fatal client error (:mod:`experiments.engine.run`
says how). This module is the maze study's part: its plan, one trial, its record, transcripts and
manifest (:class:`MazeStudy`).

Determinism: the maze files, the trials planned and, for the offline models, every transcript
are the same bytes for the same seed; the order of lines in ``trials.jsonl`` follows completion
(use ``concurrency=1`` for a fixed order) and ``latency_s`` is measured.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agents.base import ChatClient
from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, active_shapes
from envs.records import DEFAULT_SOLVE_MODE, MAZE_TASK, trial_record
from experiments.engine import manifest
from experiments.engine.folder import Survey, write_transcripts
from experiments.engine.models import Model
from experiments.engine.options import ClientLike, folder_name
from experiments.engine.pool import RunContext, human_count
from experiments.engine.run import run_study
from experiments.engine.summary import RunSummary
from experiments.engine.trial import TrialResult
from experiments.maze.config import DEFAULT_ENCODINGS, DEFAULT_SHAPES, OUTCOME_SETTINGS, RunConfig
from experiments.maze.images import image_problems, store_images
from experiments.maze.mazes import MazeEntry, build_maze_set
from experiments.maze.scoring.judge import judge_client
from experiments.maze.trial import INVALID_MOVE_RULE, run_trial, transcript_text

MANIFEST_FILE = "manifest.json"
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
    level: int | None = None  # the ladder level of an adaptive run's trial

    @property
    def key(self) -> tuple[str, str, str, int, str]:
        return (self.model, self.encoding, self.entry.relpath, self.trial, self.solve_mode)


def results_dir(
    out_dir: Path, encoding: str, model: str, solve_mode: str = DEFAULT_SOLVE_MODE
) -> Path:
    """``<out>/<encoding>_<model>_results`` (``<out>/one-shot/...`` for one-shot trials: a
    sub-folder, so no model name can make the two modes share a folder)."""
    base = out_dir if solve_mode == DEFAULT_SOLVE_MODE else out_dir / solve_mode
    return base / f"{encoding}_{folder_name(model)}_results"


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


# -- the run --------------------------------------------------------------------------------------


def run_experiments(
    config: RunConfig | Sequence[ClientLike] | ClientLike, **kwargs: Any
) -> RunSummary:
    """Run (or resume) the three-phase study and write everything into ``config.out_dir``.

    Args:
        config: a :class:`~experiments.maze.config.RunConfig` (what ``python -m experiments run``
            builds), or, as a shorthand, the models (one or several spec strings or
            ChatClients) with the other fields as keyword arguments::

                run_experiments("oracle", out_dir="results/", shapes=["spiral"])
                run_experiments(RunConfig(models=("oracle",), out_dir="results/"))

        **kwargs: fields of :class:`~experiments.maze.config.RunConfig` (``out_dir``,
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
    if config.adaptive is not None:  # the ladder in place of the fixed plan
        from experiments.engine.rounds import run_rounds

        return run_rounds(MazeStudy(config))
    return run_study(MazeStudy(config))


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
    keyword arguments are fields of :class:`~experiments.maze.config.RunConfig`.
    """
    return run_experiments(
        agent, out_dir=out_dir, encodings=encoding_types, sizes=sizes, shapes=shapes, **kwargs
    )


# -- what the folder holds and what is left ---------------------------------------------------------


def folder_settings(config: RunConfig) -> dict[str, Any]:
    """The values of :data:`~experiments.maze.config.OUTCOME_SETTINGS` for ``config``."""
    from agents.llm.prompts import IMAGE_PROMPT_HASH, ONE_SHOT_PROMPT_HASH, PROMPT_TEMPLATE_HASH

    settings = {
        "seed": config.seed,
        "max_moves": config.max_moves,
        "prompt_hash": PROMPT_TEMPLATE_HASH,
        "rules": {"connectivity": dict(DEFAULT_CONNECTIVITY), "invalid_move": INVALID_MOVE_RULE},
        "one_shot_prompt_hash": ONE_SHOT_PROMPT_HASH,
        "image_prompt_hash": IMAGE_PROMPT_HASH,
        "shape_set": list(active_shapes(config.shapes)),
    }
    assert tuple(settings) == tuple(OUTCOME_SETTINGS)
    return settings


def _run_id(settings: dict[str, Any]) -> str:
    # The id ignores the plan (extending a run keeps its id) and, so that folders made before
    # the rules were recorded keep theirs, the rules (which no release has changed).
    identity = {k: settings[k] for k in ("seed", "max_moves", "prompt_hash")}
    return hashlib.sha256(json.dumps(identity, sort_keys=True).encode()).hexdigest()[:12]


class MazeStudy:
    """The maze study (``python -m experiments run``) as an :class:`~experiments.engine.study.Study`."""

    tasks: tuple[str | None, ...] = (None, "maze_nav")
    manifest_file = MANIFEST_FILE

    def __init__(self, config: RunConfig) -> None:
        self.config = config
        self.layers = config.activation_layers()
        self.judge = judge_client(config.judge)
        self.ladder = None
        if config.adaptive is not None:  # the ladder in place of the fixed plan
            from experiments.maze.adaptive import LadderPlan

            self.ladder = LadderPlan(config, self.tasks)

    def client_params(self, model: str) -> dict[str, Any]:
        return self.config.client_kwargs_for(model)

    def settings(self) -> tuple[dict[str, Any], str]:
        settings = folder_settings(self.config)
        run_id = _run_id(settings)
        if self.ladder is not None:
            settings["adaptive"] = self.ladder.settings()
        return settings, run_id

    def plan(self, models: list[str], *, write: bool) -> list[TrialSpec] | None:
        config = self.config
        if self.ladder is not None:
            steps = self.ladder.steps(models, write=write)
            if steps is None:
                return None
            return [
                TrialSpec(model, encoding, entry, step.trial, mode, step.level)
                for model, mode, encoding, entry, step in steps
            ]
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
        return _activations_intact(out, spec, record) and _attention_intact(out, spec, record)

    def play(self, spec: TrialSpec, client: ChatClient, stop: threading.Event) -> TrialResult:
        return run_trial(
            client,
            spec.entry.maze,
            spec.encoding,
            max_moves=self.config.max_moves,
            stop=stop,
            solve_mode=spec.solve_mode,
            layers=self.layers,
            shapes=self.config.shapes,
            attention=self.config.attention,
            judge=self.judge,
        )

    def save(self, spec: TrialSpec, result: TrialResult, ctx: RunContext) -> dict[str, Any]:
        # Pictures go to frames/ once; the transcripts name them (file, sha256), never the bytes.
        result.messages = store_images(ctx.out, result.messages)
        record = _record(spec, result, ctx)
        record.update(self.record_extras(spec))
        if result.logits is not None:
            record["logits"] = result.logits
        if result.activations is not None:  # written before the record that names it
            from experiments.maze import activations

            path = transcript_base(ctx.out, spec).with_suffix(activations.SUFFIX)
            record["activations"] = activations.save(path, result.activations, spec.key, ctx.out)
        if result.attention is not None:
            from experiments.maze import attention

            path = attention_path(ctx.out, spec)
            record["attention"] = attention.save(
                path, result.attention, spec.entry.maze, spec.key, ctx.out
            )
        _write_transcripts(ctx.out, spec, result, record)
        return record

    def record_extras(self, spec: TrialSpec) -> dict[str, Any]:
        """Fields an adaptive run adds to each record: ``level`` and ``procedure``."""
        if self.ladder is None or spec.level is None:
            return {}
        return self.ladder.extras(spec.level)

    def postfix(self, summary: RunSummary) -> str:
        return _postfix(summary)

    def write_manifest(self, survey: Survey, models: list[Model]) -> None:
        _write_manifest(self.config.out_dir, survey, models, self.config)


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


def _activations_intact(out: Path, spec: TrialSpec, record: dict[str, Any]) -> bool:
    """Whether the hidden-state file a record names is there and is that trial's."""
    field = record.get("activations")
    if field is None:
        return True
    from experiments.maze import activations

    path = transcript_base(out, spec).with_suffix(activations.SUFFIX)
    return activations.matches(path, field, spec.key)


def attention_path(out: Path, spec: TrialSpec) -> Path:
    """``<transcript base>.attn.npz``: the trial's attention file."""
    from experiments.maze.attention import SUFFIX

    base = transcript_base(out, spec)
    return base.with_name(base.name + SUFFIX)


def _attention_intact(out: Path, spec: TrialSpec, record: dict[str, Any]) -> bool:
    """Whether the attention file a record names is there and is that trial's."""
    field = record.get("attention")
    if field is None:
        return True
    from experiments.maze import attention

    return attention.matches(attention_path(out, spec), field, spec.key)


def _postfix(summary: RunSummary) -> str:
    ok = max(summary.completed, 1)
    return (
        f"solve {summary.solve_successes / ok:.0%} rec {summary.recognize_successes / ok:.0%} "
        f"gen {summary.generate_successes / ok:.0%} err {summary.errors} "
        f"tok {human_count(summary.tokens)}"
    )


def _record(spec: TrialSpec, result: TrialResult, ctx: RunContext) -> dict[str, Any]:
    return dict(
        trial_record(
            task=MAZE_TASK,
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
    header = _header(spec)
    payload = {**header, "messages": result.messages, "record": record}
    if any(result.reply_logprobs):
        payload["token_logprobs"] = result.reply_logprobs
    write_transcripts(transcript_base(out, spec), transcript_text(result, header), payload)


def _write_manifest(out: Path, survey: Survey, models: list[Model], config: RunConfig) -> None:
    """Write ``manifest.json``: the folder's settings, the union of every plan run in it
    (``arguments``), each plan as run (``runs``) and every model's client parameters."""
    previous = survey.manifest
    now = manifest.now_utc()
    argv = list(config.argv) if config.argv is not None else None
    plan = {
        "models": [m.name for m in models],
        "solve_modes": list(config.solve_modes),
        "encodings": list(config.encodings),
        "sizes": list(config.sizes),
        "shapes": list(config.shapes),
        "mazes_per_shape": config.mazes_per_shape,
        "trials_per_maze": config.trials_per_maze,
    }
    if config.shard is not None:  # a part of the plan (experiments.engine.manifest)
        plan["shard"] = config.shard
    if config.adaptive is not None:  # the ladder's chains, not the fixed plan's sets
        plan["adaptive"] = {"procedure": config.adaptive, "trials": config.adaptive_trials}
    old = previous.get("arguments") if isinstance(previous.get("arguments"), dict) else {}
    # A manifest written before runs were listed holds one plan: its arguments.
    old_plan = {k: old.get(k) for k in PLAN_FIELDS} if old else None
    arguments = {
        "models": manifest.union(old.get("models"), plan["models"]),
        # A manifest from before solve modes holds interactive trials only.
        "solve_modes": manifest.union(
            old.get("solve_modes", [DEFAULT_SOLVE_MODE] if old else []), plan["solve_modes"]
        ),
        "encodings": manifest.union(old.get("encodings"), plan["encodings"]),
        "sizes": manifest.union(old.get("sizes"), plan["sizes"]),
        "shapes": manifest.union(old.get("shapes"), plan["shapes"]),
        "mazes_per_shape": manifest.at_least(old.get("mazes_per_shape"), plan["mazes_per_shape"]),
        "trials_per_maze": manifest.at_least(old.get("trials_per_maze"), plan["trials_per_maze"]),
        "seed": survey.settings["seed"],
        "max_moves": survey.settings["max_moves"],
        "prompt_hash": survey.settings["prompt_hash"],
        "concurrency": config.concurrency,
        "base_url": config.base_url,
    }
    manifest.write_manifest(
        out / MANIFEST_FILE,
        previous,
        head={"run_id": survey.run_id},
        argv=argv,
        settings=survey.settings,
        arguments=arguments,
        runs=manifest.plan_runs(previous, plan, argv, now, old_plan),
        seeds={
            "maze_seed": survey.settings["seed"],
            "maze_seed_rule": "SeedSequence([seed, size, crc32(shape)])",
        },
        models=models,
        now=now,
    )

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

The run body is the engine's (:func:`experiments.engine.run_study`), as for the maze study: the survey of the
folder, the thread pool, the lock on the folder, the client resolution (the random model seeded
per trial), refusing a folder made with other settings (here: seed, turn limit, prompt wording,
the invalid-move rule and how frames are drawn), stopping on a fatal client error or after
``--max-consecutive-errors`` failed trials, appending each record only after its transcript is
in place, compacting the log. This module supplies what differs, as :class:`PuzzleStudy` (an
:class:`experiments.engine.study.Study`): the plan, one trial, its record, its transcripts and its
manifest.

Resume: a trial is ``(model, observation, puzzle file, trial)``; rerunning skips trials whose
latest record is ``ok``, valid and has its transcripts, redoes error records (unless
``--keep-errors``) and damaged ones, and rewrites a lost ``.txt`` from its ``.json``.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from envs.records import DEFAULT_SOLVE_MODE, PUZZLE_TASK
from experiments.engine import manifest
from experiments.engine.folder import write_transcripts
from experiments.engine.options import folder_name
from experiments.engine.pool import human_count
from experiments.engine.run import run_study
from experiments.engine.summary import RunSummary
from experiments.engine.trial import TrialResult
from experiments.maze.scoring.judge import judge_client
from experiments.puzzle.config import INVALID_MOVE_RULE, PuzzleConfig, grid_name, turn_limit
from experiments.puzzle.puzzles import PuzzleEntry, build_puzzle_set
from experiments.puzzle.trial import (
    puzzle_record,
    run_puzzle_trial,
    stored_messages,
    transcript_text,
)

TASK = PUZZLE_TASK
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
    level: int | None = None  # the ladder level of an adaptive run's trial

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
        config: a :class:`~experiments.puzzle.config.PuzzleConfig`; or leave it out and give its
            fields as keyword arguments (``run_puzzle_study(models=("oracle",), out_dir=...)``).

    Returns:
        A :class:`~experiments.engine.RunSummary` (``solve_successes`` counts solved puzzles).
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
    if config.adaptive is not None:  # the ladder in place of the fixed plan
        from experiments.engine.rounds import run_rounds

        return run_rounds(PuzzleStudy(config))
    return run_study(PuzzleStudy(config))


class PuzzleStudy:
    """The rotation-puzzle study as an :class:`~experiments.engine.study.Study`."""

    tasks: tuple[str | None, ...] = (TASK,)
    manifest_file = MANIFEST_FILE

    def __init__(self, config: PuzzleConfig) -> None:
        self.config = config
        self._run_config = config.run_config()
        self.judge = judge_client(config.judge)
        self.ladder = None
        if config.adaptive is not None:
            from experiments.puzzle.adaptive import PuzzleLadderPlan

            self.ladder = PuzzleLadderPlan(config, self.tasks)

    def client_params(self, model: str) -> dict[str, Any]:
        # As in the maze study: hf: models get --dtype, --device and the run's seed.
        return self._run_config.client_kwargs_for(model)

    def settings(self) -> tuple[dict[str, Any], str]:
        settings = puzzle_settings(self.config)
        run_id = _run_id(settings)
        if self.ladder is not None:
            settings["adaptive"] = self.ladder.settings()
        return settings, run_id

    def plan(self, models: list[str], *, write: bool) -> list[PuzzleSpec] | None:
        config, out = self.config, self.config.out_dir
        if self.ladder is not None:
            steps = self.ladder.steps(models, write=write)
            if steps is None:
                return None
            return [
                PuzzleSpec(
                    model,
                    observation,
                    entry,
                    step.trial,
                    turn_limit(config.max_turns, entry.optimal_turns),
                    level=step.level,
                )
                for model, observation, entry, step in steps
            ]
        entries = build_puzzle_set(
            out,
            grids=config.grids,
            difficulties=config.difficulties,
            count=config.puzzles,
            seed=config.seed,
            write=write,
        )
        if not write and not all((out / entry.relpath).is_file() for entry in entries):
            return None  # drawing the missing puzzles is work
        limits = {e.relpath: turn_limit(config.max_turns, e.optimal_turns) for e in entries}
        return [
            PuzzleSpec(model, observation, entry, k, limits[entry.relpath])
            for model in models
            for observation in config.observations
            for entry in entries
            for k in range(config.trials_per_puzzle)
        ]

    def transcript_base(self, spec: PuzzleSpec) -> Path:
        return transcript_base(self.config.out_dir, spec)

    def transcript_text(
        self, spec: PuzzleSpec, payload: dict[str, Any], record: dict[str, Any]
    ) -> str:
        return transcript_text(payload["messages"], record, _header(spec))

    def intact(
        self,
        spec: PuzzleSpec,
        record: dict[str, Any],
        payload: dict[str, Any],
        verified: dict[str, bool],
    ) -> bool:
        return True  # the transcripts hold each picture's sha256 only; no file to check

    def play(self, spec: PuzzleSpec, client: Any, stop: threading.Event) -> TrialResult:
        return run_puzzle_trial(
            client,
            spec.entry.state,
            spec.encoding,
            max_moves=spec.max_moves,
            stop=stop,
            judge=self.judge,
        )

    def save(self, spec: PuzzleSpec, result: TrialResult, ctx: Any) -> dict[str, Any]:
        record = _record(spec, result, ctx)
        if self.ladder is not None and spec.level is not None:
            record.update(self.ladder.extras(spec.level))
        header = _header(spec)
        payload = {**header, "messages": stored_messages(result.messages), "record": record}
        text = transcript_text(result.messages, record, header)
        write_transcripts(transcript_base(ctx.out, spec), text, payload)
        return record

    def postfix(self, summary: RunSummary) -> str:
        ok = max(summary.completed, 1)
        return (
            f"solved {summary.solve_successes / ok:.0%} err {summary.errors} "
            f"tok {human_count(summary.tokens)}"
        )

    def write_manifest(self, survey: Any, models: list[Any]) -> None:
        _write_manifest(self.config.out_dir, survey, models, self.config)


def _record(spec: PuzzleSpec, result: TrialResult, ctx: Any) -> dict[str, Any]:
    return puzzle_record(
        spec.entry,
        run_id=ctx.run_id,
        model=spec.model,
        encoding=spec.encoding,
        trial=spec.trial,
        solve=result.solve,
        prompt_hash=ctx.prompt_hash,
        status=result.status,
        error=result.error,
        tokens_in=result.tokens_in,
        tokens_out=result.tokens_out,
        latency_s=result.latency_s,
        retries=result.retries,
    )


def _write_manifest(out: Path, survey: Any, models: list[Any], config: PuzzleConfig) -> None:
    previous = survey.manifest
    now = manifest.now_utc()
    argv = list(config.argv) if config.argv is not None else None
    plan = {
        "models": [m.name for m in models],
        "observations": list(config.observations),
        "grids": [grid_name(g) for g in config.grids],
        "difficulties": list(config.difficulties),
        "puzzles": config.puzzles,
        "trials_per_puzzle": config.trials_per_puzzle,
    }
    if config.shard is not None:  # a part of the plan (experiments.engine.manifest)
        plan["shard"] = config.shard
    if config.adaptive is not None:  # the ladder's chains, not the fixed plan's sets
        plan["adaptive"] = {"procedure": config.adaptive, "trials": config.adaptive_trials}
    old = previous.get("arguments") if isinstance(previous.get("arguments"), dict) else {}
    arguments = {
        name: (
            manifest.at_least(old.get(name), plan[name])
            if isinstance(plan[name], int)
            else manifest.union(old.get(name), plan[name])
        )
        for name in PLAN_FIELDS
    }
    manifest.write_manifest(
        out / MANIFEST_FILE,
        previous,
        head={"task": TASK, "run_id": survey.run_id},
        argv=argv,
        settings=survey.settings,
        arguments={**arguments, "concurrency": config.concurrency, "base_url": config.base_url},
        runs=manifest.plan_runs(previous, plan, argv, now),
        seeds={
            "puzzle_seed": config.seed,
            "puzzle_seed_rule": "SeedSequence([seed, rows, cols, crc32(difficulty)]), the "
            "i-th distinct puzzle drawn",
        },
        models=models,
        now=now,
    )

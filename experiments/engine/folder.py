"""The results folder: what it holds for a plan, whether it may be written, and its lock.

:func:`survey` reads ``trials.jsonl`` and the study's manifest, refuses a folder made with other
settings (naming each difference), and works out what a run has to do: the trials to run, the
transcripts to restore from their ``.json``, the trials to redo. :func:`exclusive` holds the
folder's advisory lock (``.run.lock``) while a run writes; :func:`compact` drops superseded
records from the log.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from envs.io import atomic_write_text, rewrite_jsonl
from experiments.engine.log import (
    TRIALS_FILE,
    LogLine,
    latest_per_trial,
    read_log,
    record_problems,
    trial_key,
)
from experiments.engine.models import Model
from experiments.engine.options import NOT_OUTCOME_CLIENT_PARAMS, in_shard
from experiments.engine.study import Study

LOCK_FILE = ".run.lock"


@dataclass
class Survey:
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


def survey(study: Study, models: list[Model], *, write: bool) -> Survey | None:
    """Check the folder against this run and work out what is left; ``None`` when
    ``write=False`` and the study's item set is incomplete (drawing it is work).

    Raises:
        ValueError: the folder was made with other settings, or a file in it is damaged.
    """
    out = study.config.out_dir
    settings, run_id = study.settings()
    manifest = read_manifest(out / study.manifest_file)
    damaged = not manifest and _exists_nonempty(out / study.manifest_file)
    log = read_log(out / TRIALS_FILE)
    # A folder may hold both studies' records (each study's settings are its own).
    ours = [item for item in log.lines if item.record.get("task") in study.tasks]
    refuse_other_settings(out, manifest, settings, run_id, models, ours)
    plan = study.plan([model.name for model in models], write=write)
    if plan is None:
        return None
    # A shard is a fixed part of the plan, chosen by trial key: its trials, and no other, are
    # run, resumed and counted; other shards' records in the folder are kept as they are.
    if study.config.shard is not None:
        plan = [spec for spec in plan if in_shard(spec.key, study.config.shard)]
    kept, superseded = latest_per_trial(log.lines)
    latest = {trial_key(item.record): item.record for item in kept}
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
        verdict, payload = check_transcripts(study, spec, record, verified)
        if verdict == "redo":
            todo.append(spec)
            redone += 1
        elif verdict == "restore":
            restore.append((spec, payload, record))
    return Survey(
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


def read_manifest(path: Path) -> dict[str, Any]:
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


def refuse_other_settings(
    out: Path,
    manifest: dict[str, Any],
    settings: dict[str, Any],
    run_id: str,
    models: list[Model],
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


def check_transcripts(
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


def write_transcripts(base: Path, text: str, payload: dict[str, Any]) -> None:
    """Write a trial's two transcripts, each atomically: ``<base>.txt`` (``text``, for people)
    and ``<base>.json`` (``payload``: the header, the conversation and the record, which
    :func:`check_transcripts` reads back on resume)."""
    atomic_write_text(base.with_suffix(".txt"), text)
    atomic_write_text(
        base.with_suffix(".json"),
        json.dumps(payload, ensure_ascii=False, indent=1, default=str) + "\n",
    )


def compact(path: Path) -> None:
    """Rewrite the log without superseded records and torn lines, if it has any."""
    log = read_log(path)
    kept, superseded = latest_per_trial(log.lines)
    if superseded or log.unreadable:
        rewrite_jsonl(path, [item.record for item in kept])


# -- internals -------------------------------------------------------------------------------------


@contextlib.contextmanager
def undone_if_refused(out: Path, created: bool) -> Iterator[None]:
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


def check_own_files(out: Path, study: Study) -> None:
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
def exclusive(out: Path) -> Iterator[None]:
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

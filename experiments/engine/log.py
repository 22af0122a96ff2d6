"""The trials log (``trials.jsonl``): reading it line by line, checking records, which one wins.

One place for three rules that the engine (resume) and the analysis (tables) must agree on:

* **Reading.** :func:`read_log` keeps each record's line number, so a problem is reported as
  ``trials.jsonl:17: ...``. A line that is not a JSON object (the torn last line of a killed
  run, or damage) is listed, never raised.
* **Checking.** :func:`record_problems` holds a record against the trial-record schema of
  :mod:`envs.records`: ``status`` ``"ok"`` or ``"error"``, phase results ``None`` or objects whose
  ``success`` is ``true``/``false``, a known ``shape`` for mazes, counts that are integers... A
  record with a problem is not a finished trial (the engine redoes it) and enters no table (the
  analysis lists it by file and line and excludes it).
* **Which record wins.** The log is append-only: a redone trial's new record is appended after
  the old one, so the **latest** record of a trial (:func:`trial_key`) is the one that counts;
  :func:`latest_per_trial` applies that rule. The engine compacts the log (an atomic rewrite
  keeping the winners) when it holds superseded records.

It imports nothing but the shape names and solve modes (:mod:`envs.maze_nav.constants`,
:mod:`envs.records`, plain data).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from envs.maze_nav.constants import ALL_SHAPE_NAMES
from envs.records import (
    DEFAULT_SOLVE_MODE,
    MAZE_TASK,
    PHASES,
    PUZZLE_TASK,
    SOLVE_MODES,
    TASKS,
)

TRIALS_FILE = "trials.jsonl"
STATUSES = ("ok", "error")

TrialKey = tuple[str, str, str, int, str]


@dataclass(frozen=True)
class LogLine:
    """One readable record and the line it came from (1-based)."""

    line: int
    record: dict[str, Any]


@dataclass
class Log:
    """A trials log as read from disk.

    Attributes:
        path: the file.
        lines: the JSON-object lines, in file order.
        unreadable: ``(line, reason)`` for every other non-blank line.
    """

    path: Path
    lines: list[LogLine] = field(default_factory=list)
    unreadable: list[tuple[int, str]] = field(default_factory=list)

    @property
    def records(self) -> list[dict[str, Any]]:
        return [item.record for item in self.lines]

    def where(self, line: int) -> str:
        """``trials.jsonl:17`` (the file's name and the line)."""
        return f"{self.path.name}:{line}"


def read_log(path: str | Path) -> Log:
    """Read ``path`` line by line; a missing file is an empty log. Never raises on content.

    Raises:
        OSError: the file exists but cannot be read.
    """
    path = Path(path)
    log = Log(path)
    if not path.exists():
        return log
    with path.open("r", encoding="utf-8", errors="replace") as handle:
        for number, text in enumerate(handle, start=1):
            if not text.strip():
                continue
            try:
                value = json.loads(text)
            except (json.JSONDecodeError, RecursionError):
                log.unreadable.append((number, "not JSON (a torn or damaged line)"))
                continue
            if isinstance(value, dict):
                log.lines.append(LogLine(number, value))
            else:
                log.unreadable.append((number, f"a JSON {type(value).__name__}, not an object"))
    return log


def trial_key(record: dict[str, Any]) -> TrialKey | None:
    """Which trial a record is about: ``(model, encoding, maze_file, trial, solve_mode)``, or None.

    A record without ``solve_mode`` (written before one-shot solving existed, or by a producer
    that only plays move by move) is ``"interactive"``. Records without a maze file (RL evaluations, people playing) name their maze by id instead:
    ``maze_file`` is then ``"maze_id=<id>"``.
    """
    try:
        maze_file = record.get("maze_file")
        if not isinstance(maze_file, str):
            maze_id = record.get("maze_id")
            if maze_id is None:
                return None
            maze_file = f"maze_id={maze_id}"
        trial = record["trial"]
        if isinstance(trial, bool) or not isinstance(trial, int):
            return None
        mode = record.get("solve_mode")
        mode = DEFAULT_SOLVE_MODE if mode is None else str(mode)
        return (str(record["model"]), str(record["encoding"]), maze_file, trial, mode)
    except (KeyError, TypeError, AttributeError):
        return None


def latest_per_trial(lines: Sequence[LogLine]) -> tuple[list[LogLine], int]:
    """The lines that count: the latest of each trial, plus every line without a trial key.

    Returns:
        The kept lines in file order, and how many earlier lines they supersede.
    """
    last: dict[TrialKey, int] = {}
    for index, item in enumerate(lines):
        key = trial_key(item.record)
        if key is not None:
            last[key] = index
    kept = [
        item
        for index, item in enumerate(lines)
        if (key := trial_key(item.record)) is None or last[key] == index
    ]
    return kept, len(lines) - len(kept)


# -- the schema ------------------------------------------------------------------------------------


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _bad(name: str, value: Any, allowed: str) -> str:
    return f"{name}={_show(value)} is not allowed; allowed: {allowed}"


def _is_int(value: Any, low: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _is_number(value: Any, low: float = 0.0) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and value >= low
    )


def _check_phase(problems: list[str], name: str, value: Any, required: bool) -> None:
    if value is None:
        if required:
            problems.append(_bad(name, value, "an object with success true/false"))
        return
    if not isinstance(value, dict):
        problems.append(_bad(name, value, "null or an object with success true/false"))
        return
    if not isinstance(value.get("success"), bool):
        problems.append(_bad(f"{name}.success", value.get("success"), "true or false"))
    # The strict reading is optional (absent in old records and for RL agents and people).
    if "strict" in value and not isinstance(value["strict"], bool):
        problems.append(_bad(f"{name}.strict", value["strict"], "true, false or absent"))
    reason = value.get("strict_reason")
    if reason is not None and not isinstance(reason, str):
        problems.append(_bad(f"{name}.strict_reason", reason, "a string, null or absent"))
    if name == "solve":
        # moves and optimal_moves feed the efficiency tables; valid_moves only when present.
        for count in ("moves", "optimal_moves", "valid_moves"):
            required = count != "valid_moves"
            if (required or count in value) and not _is_int(value.get(count)):
                problems.append(_bad(f"solve.{count}", value.get(count), "an integer >= 0"))
        rate = value.get("validity_rate")
        if "validity_rate" in value and not (_is_number(rate) and rate <= 1):
            problems.append(_bad("solve.validity_rate", rate, "a number from 0 to 1"))
        for text in ("failure", "invalid_reason"):
            if value.get(text) is not None and not isinstance(value.get(text), str):
                problems.append(_bad(f"solve.{text}", value.get(text), "a string or null"))
    elif name == "recognize":
        if not isinstance(value.get("predicted"), str):
            problems.append(_bad("recognize.predicted", value.get("predicted"), "a string"))
    else:
        for verdict in ("valid_format", "shape_preserved", "novel", "path_valid"):
            if not isinstance(value.get(verdict), bool):
                problems.append(_bad(f"generate.{verdict}", value.get(verdict), "true or false"))


def record_problems(record: Any) -> list[str]:
    """What breaks the trial-record schema (:mod:`envs.records`) in ``record``; ``[]`` if nothing.

    Checked: ``status`` is ``"ok"`` or ``"error"``; ``model``, ``encoding`` and ``run_id`` are
    non-empty strings; ``trial`` an integer >= 0; ``task`` (when given) a string; a maze
    record's ``shape`` one of the six shapes; ``solve_mode`` absent, null or one of
    :data:`~envs.records.SOLVE_MODES`; ``size`` an integer or null; each phase null or
    an object of its documented shape (``strict`` true/false and ``strict_reason`` a string or
    null when present), with ``solve`` required on an ``ok`` record; token
    counts, ``retries`` and ``latency_s`` non-negative numbers when present. Fields the
    analysis does not read are not checked.
    """
    if not isinstance(record, dict):
        return [f"the line holds a JSON {type(record).__name__}; allowed: an object"]
    problems: list[str] = []
    status = record.get("status")
    if status not in STATUSES:
        problems.append(_bad("status", status, "'ok' or 'error'"))
    for name in ("model", "encoding", "run_id"):
        value = record.get(name)
        if not isinstance(value, str) or not value.strip():
            problems.append(_bad(name, value, "a non-empty string"))
    if not _is_int(record.get("trial")):
        problems.append(_bad("trial", record.get("trial"), "an integer >= 0"))
    task = record.get("task", MAZE_TASK)
    task = MAZE_TASK if task is None else task
    if not isinstance(task, str) or not task:
        problems.append(_bad("task", task, f"one of {list(TASKS)}"))
    elif task == MAZE_TASK:
        shape = record.get("shape")
        known = {s.lower() for s in ALL_SHAPE_NAMES}
        if not isinstance(shape, str) or shape.lower() not in known:
            problems.append(_bad("shape", shape, f"one of {list(ALL_SHAPE_NAMES)}"))
    elif task == PUZZLE_TASK:
        difficulty = record.get("difficulty")
        if not isinstance(difficulty, str) or not difficulty:
            problems.append(_bad("difficulty", difficulty, "a non-empty string"))
    mode = record.get("solve_mode")
    if mode is not None and mode not in SOLVE_MODES:
        problems.append(_bad("solve_mode", mode, f"one of {list(SOLVE_MODES)} or absent"))
    size = record.get("size")
    if size is not None and not _is_int(size, 1):
        problems.append(_bad("size", size, "an integer >= 1 or null"))
    for phase in PHASES:
        _check_phase(problems, phase, record.get(phase), phase == "solve" and status == "ok")
    for name in ("tokens_in", "tokens_out", "retries"):
        if name in record and not _is_int(record[name]):
            problems.append(_bad(name, record[name], "an integer >= 0"))
    if "latency_s" in record and not _is_number(record["latency_s"]):
        problems.append(_bad("latency_s", record["latency_s"], "a number >= 0"))
    error = record.get("error")
    if error is not None and not isinstance(error, str):
        problems.append(_bad("error", error, "a string or null"))
    for name in ("logits", "activations", "attention"):  # optional; read by the analysis
        if record.get(name) is not None and not isinstance(record[name], dict):
            problems.append(_bad(name, record[name], "an object or absent"))
    return problems


@dataclass(frozen=True)
class BadRecord:
    """A line of a log that is not a valid record: where, and what is wrong."""

    path: Path
    line: int
    problems: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {'; '.join(self.problems)}"


def split_valid(log: Log) -> tuple[list[LogLine], list[BadRecord]]:
    """The log's valid records and, for every other non-blank line, a :class:`BadRecord`."""
    valid: list[LogLine] = []
    bad = [BadRecord(log.path, line, (reason,)) for line, reason in log.unreadable]
    for item in log.lines:
        problems = record_problems(item.record)
        if problems:
            bad.append(BadRecord(log.path, item.line, tuple(problems)))
        else:
            valid.append(item)
    bad.sort(key=lambda b: b.line)
    return valid, bad


def describe_bad(bad: Iterable[BadRecord], limit: int = 20) -> list[str]:
    """One line per bad record (at most ``limit``, then how many more)."""
    bad = list(bad)
    lines = [str(b) for b in bad[:limit]]
    if len(bad) > limit:
        lines.append(f"... and {len(bad) - limit} more")
    return lines

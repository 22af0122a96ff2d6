"""The researcher's marks (verdict right or wrong) and program–person agreement per model and
phase."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from envs.io import atomic_write_text
from envs.stats import wilson_interval
from experiments.audit import AUDIT_DIR, MARKS_FILE


def marks_path(folder: str | Path) -> Path:
    """``<folder>/audit/marks.jsonl``."""
    return Path(folder) / AUDIT_DIR / MARKS_FILE


def read_marks(folder: str | Path) -> dict[str, dict[str, Any]]:
    """The latest mark of each item key; unreadable lines are skipped (never raised on)."""
    marks: dict[str, dict[str, Any]] = {}
    try:
        text = marks_path(folder).read_text(encoding="utf-8")
    except OSError:
        return marks
    for line in text.splitlines():
        try:
            mark = json.loads(line)
        except ValueError:
            continue
        if (
            isinstance(mark, dict)
            and isinstance(mark.get("key"), str)
            and isinstance(mark.get("right"), bool)
            and isinstance(mark.get("phase"), str)
        ):
            marks[mark["key"]] = mark
    return marks


def add_mark(folder: str | Path, key: str, phase: str, right: bool, model: str) -> None:
    """Store one mark (the whole file rewritten atomically: a crash leaves the old or the new);
    ``model`` is who wrote the reply, so agreement is reported per model."""
    marks = read_marks(folder)
    marks[key] = {"key": key, "phase": phase, "right": right, "model": model}
    path = marks_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, "".join(json.dumps(m, sort_keys=True) + "\n" for m in marks.values()))


#: The model of a mark stored before marks named it.
UNNAMED_MODEL = "(not recorded)"


def agreement(
    folder: str | Path, phases: Sequence[str]
) -> list[tuple[str, str, int, int, float, float]]:
    """``(model, phase, agreed, marked, low, high)`` per model and phase with marks (Wilson 95%
    interval), models sorted. Never pooled over models: the program may read one model's
    replies well and another's badly."""
    marks = list(read_marks(folder).values())
    models = sorted({_model(m) for m in marks})
    rows = []
    for model in models:
        for phase in phases:
            marked = [m for m in marks if m["phase"] == phase and _model(m) == model]
            if marked:
                agreed = sum(1 for m in marked if m["right"])
                low, high = wilson_interval(agreed, len(marked))
                rows.append((model, phase, agreed, len(marked), low, high))
    return rows


def _model(mark: dict[str, Any]) -> str:
    model = mark.get("model")
    return model if isinstance(model, str) and model else UNNAMED_MODEL

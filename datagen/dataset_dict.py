"""The dataset dict an export returns (the shape evaluation kits such as VMEvalKit read):
``name``, ``description``, ``metadata`` and one ``pairs`` entry per question, built from the
questions just written or read back from a finished folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from datagen.base import Task
from datagen.io import DatasetError, read_json


def pair_entry(
    task: Task, folder: Path, meta: dict[str, Any], prompt: str, created_at: str
) -> dict:
    """One question's entry in the dataset's ``pairs``."""
    # Absolute: a kit resolves relative paths against its own root, not our working folder.
    qdir = folder.absolute() / meta["task_id"]
    return {
        "id": meta["task_id"],
        "prompt": prompt,
        "first_image_path": str(qdir / "first_frame.png"),
        "final_image_path": str(qdir / "final_frame.png"),
        "task_category": task.task_category,
        "difficulty": meta.get("difficulty"),
        task.data_key: meta,
        "created_at": created_at,
    }


def dataset_dict(task: Task, folder: Path, manifest: dict[str, Any], pairs: list[dict]) -> dict:
    """The dataset dict of ``pairs`` written to ``folder`` under ``manifest``."""
    return {
        "name": f"{task.name}_tasks",
        "description": f"{task.title}: {task.description} ({len(pairs)} questions)",
        "pairs": pairs,
        "metadata": {k: v for k, v in manifest.items() if k != "files"} | {"folder": str(folder)},
    }


def load_pairs(task: Task, folder: Path, manifest: dict[str, Any]) -> list[dict]:
    """The ``pairs`` of the finished dataset ``folder``, read back from its question folders."""
    pairs = []
    for qdir in sorted(p for p in folder.iterdir() if p.is_dir()):
        meta_path = qdir / "question_metadata.json"
        try:
            meta = read_json(meta_path)
            prompt = (qdir / "prompt.txt").read_text(encoding="utf-8").rstrip("\n")
        except (OSError, ValueError) as exc:
            raise DatasetError(f"{meta_path}: cannot be read ({exc.__class__.__name__})") from None
        pairs.append(pair_entry(task, folder, meta, prompt, str(manifest.get("created_at", ""))))
    return pairs

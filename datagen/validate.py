"""Check a dataset folder: files present, images 768×512, metadata schema, frames that decode.

:func:`validate` accepts a dataset folder (``<out>/<domain>_task``, holding ``manifest.json`` and
the question folders) or a root holding several of them, and returns every problem found with
the path it concerns. The checks:

- the manifest parses, its hashes match the files, and the question count matches;
- each question folder has ``first_frame.png``, ``final_frame.png``, ``prompt.txt`` and
  ``question_metadata.json`` (and ``ground_truth.mp4`` when the manifest says videos were made);
- both images are RGB of the task's frame size (768×512 for the built-in tasks); the
  metadata follows the task's schema and names its folder;
- the first frame decodes to the metadata's start state and is unsolved; the final frame decodes
  to the solved state; a ground-truth video ends on a solved frame.

A folder holding ``.shards.json`` (``shards.json`` before it was hidden) is a sharded set (:mod:`datagen.shards`): the index must say the
export finished, each shard must match its sha256 and sample count, and every sample gets the
question checks above (its members are unpacked to a temporary folder; problems name
``<shard>.tar/<member>``).
"""

from __future__ import annotations

import os
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from datagen.io import MANIFEST, DatasetError, file_hashes, read_json, read_png, sha256_file
from datagen.registry import task_of_domain
from datagen.shards import INDEX, LEGACY_INDEX, index_path, read_index
from datagen.video import last_frame

QUESTION_FILES = ("first_frame.png", "final_frame.png", "prompt.txt", "question_metadata.json")
KIT_NOTE = (
    "none: VMEvalKit built this set (its builder copies the frames, the prompt and the metadata, "
    "nested under <task>_data, but not our manifest), so the files' sha256 hashes, the question "
    "count and ground_truth.mp4 are not checked; every question's frames, prompt and metadata are "
    "checked as usual"
)


def _kit_built(folder: Path) -> bool:
    """Every question's metadata is VMEvalKit's rewrite of ours."""
    found = False
    for qdir in _dirs(folder):
        try:
            raw = read_json(qdir / "question_metadata.json")
        except (OSError, ValueError):
            return False
        if not built_by_vmevalkit(raw):
            return False
        found = True
    return found


@dataclass(frozen=True)
class Problem:
    """One problem: the file or folder it concerns and what is wrong.

    ``note`` marks what the validator cannot vouch for rather than something wrong (a set
    VMEvalKit built has no manifest, so no hashes to check); notes do not fail a validation.
    """

    path: Path
    message: str
    note: bool = False

    def __str__(self) -> str:
        return f"{self.path}: {'note: ' if self.note else ''}{self.message}"


def question_metadata(raw: object) -> dict[str, Any] | None:
    """Our metadata from ``question_metadata.json`` as we write it, or as VMEvalKit rewrites it
    (the dataset pair, with our keys under ``<task>_data``); None when neither."""
    if not isinstance(raw, dict):
        return None
    if task_of_domain(raw.get("domain")) is not None and "task_id" in raw:
        return raw
    for key, value in raw.items():
        if (
            isinstance(key, str)
            and key.endswith("_data")
            and isinstance(value, dict)
            and task_of_domain(value.get("domain")) is not None
        ):
            return value
    return None


def built_by_vmevalkit(raw: object) -> bool:
    """Whether a ``question_metadata.json`` is VMEvalKit's rewrite (our keys nested)."""
    meta = question_metadata(raw)
    return meta is not None and meta is not raw


def find_dataset_folders(root: Path) -> list[Path]:
    """``root`` itself when it is a dataset folder, else its ``*_task`` subfolders."""
    if (root / MANIFEST).exists() or any(
        (p / "question_metadata.json").exists() for p in _dirs(root)
    ):
        return [root]
    return [p for p in _dirs(root) if p.name.endswith("_task")]


def _dirs(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError:
        return []


def validate(root: str | os.PathLike[str], check_videos: bool = True) -> list[Problem]:
    """Every problem in the dataset folder(s) at ``root`` (empty list when all is well).

    Never raises on the data; a missing ``root`` is reported as a problem.
    """
    root = Path(root)
    if not root.is_dir():
        return [Problem(root, "not a folder")]
    folders = find_dataset_folders(root)
    sharded = (root / INDEX).is_file() or (root / LEGACY_INDEX).is_file()
    if not folders and not sharded:
        return [
            Problem(root, f"holds no dataset (no manifest.json, no *_task folders, no {INDEX})")
        ]
    problems: list[Problem] = _validate_shards(root, check_videos) if sharded else []
    for folder in folders:
        problems.extend(_validate_dataset(folder, check_videos))
    return problems


def _validate_dataset(folder: Path, check_videos: bool) -> list[Problem]:
    problems: list[Problem] = []
    manifest: dict[str, Any] = {}
    try:
        manifest = read_json(folder / MANIFEST)
        if not isinstance(manifest, dict):
            raise ValueError("not an object")
    except FileNotFoundError:
        if _kit_built(folder):
            problems.append(Problem(folder / MANIFEST, KIT_NOTE, note=True))
        else:
            problems.append(Problem(folder / MANIFEST, "missing"))
    except (OSError, ValueError) as exc:
        problems.append(Problem(folder / MANIFEST, f"not valid JSON ({exc.__class__.__name__})"))
        manifest = {}
    questions = _dirs(folder)
    arguments = manifest.get("arguments") if isinstance(manifest.get("arguments"), dict) else {}
    expected = arguments.get("pairs_per_domain")
    if isinstance(expected, int) and expected != len(questions):
        problems.append(
            Problem(folder, f"manifest lists {expected} questions, found {len(questions)}")
        )
    files = manifest.get("files")
    if isinstance(files, dict):
        actual = file_hashes(folder)
        for rel in sorted(set(files) | set(actual)):
            if rel not in actual:
                problems.append(Problem(folder / rel, "listed in manifest.json but missing"))
            elif rel not in files:
                problems.append(Problem(folder / rel, "not listed in manifest.json"))
            elif files[rel] != actual[rel]:
                problems.append(Problem(folder / rel, "sha256 differs from manifest.json"))
    elif manifest:
        problems.append(Problem(folder / MANIFEST, "has no 'files' table of sha256 hashes"))
    video = bool(arguments.get("video"))
    for qdir in questions:
        problems.extend(_validate_question(qdir, video and check_videos))
    return problems


def _validate_question(qdir: Path, video: bool) -> list[Problem]:
    missing = [name for name in QUESTION_FILES if not (qdir / name).is_file()]
    if video and not (qdir / "ground_truth.mp4").is_file():
        missing.append("ground_truth.mp4")
    problems = [Problem(qdir / name, "missing") for name in missing]
    meta_path = qdir / "question_metadata.json"
    if "question_metadata.json" in missing:
        return problems
    try:
        meta = read_json(meta_path)
    except (OSError, ValueError) as exc:
        return [*problems, Problem(meta_path, f"not valid JSON ({exc.__class__.__name__})")]
    meta = question_metadata(meta) or meta  # VMEvalKit's rewrite: ours is under <task>_data
    task = task_of_domain(meta.get("domain")) if isinstance(meta, dict) else None
    if task is None:
        got = meta.get("domain") if isinstance(meta, dict) else meta
        return [*problems, Problem(meta_path, f"unknown domain {got!r}")]
    schema = task.metadata_problems(meta)
    problems += [Problem(meta_path, msg) for msg in schema]
    if meta.get("task_id") != qdir.name:
        problems.append(
            Problem(meta_path, f"task_id {meta.get('task_id')!r} != folder {qdir.name!r}")
        )
    if "prompt.txt" not in missing and not schema:
        text = (qdir / "prompt.txt").read_text(encoding="utf-8", errors="replace").strip()
        if text != task.prompt(meta):
            problems.append(Problem(qdir / "prompt.txt", "differs from the task's prompt"))
    images = {}
    for name in ("first_frame.png", "final_frame.png"):
        if name in missing:
            continue
        try:
            img = read_png(qdir / name)
        except DatasetError as exc:
            problems.append(Problem(qdir / name, str(exc).split(": ", 1)[-1]))
            continue
        if (img.shape[1], img.shape[0]) != task.frame_size:
            width, height = task.frame_size
            problems.append(
                Problem(qdir / name, f"is {img.shape[1]}×{img.shape[0]}, expected {width}×{height}")
            )
            continue
        images[name] = img
    if schema or len(images) < 2:
        return problems
    for msg in task.frame_problems(meta, images["first_frame.png"], images["final_frame.png"]):
        problems.append(Problem(qdir / msg.split(" ", 1)[0], msg.split(" ", 1)[1]))
    if video and "ground_truth.mp4" not in missing:
        try:
            verdict = task.score_frame(meta, last_frame(qdir / "ground_truth.mp4"))
        except DatasetError as exc:
            problems.append(Problem(qdir / "ground_truth.mp4", str(exc).split(": ", 1)[-1]))
        else:
            if not verdict["solved"]:
                why = verdict["reason"] or "not solved"
                problems.append(
                    Problem(qdir / "ground_truth.mp4", f"last frame is not solved ({why})")
                )
    return problems


def _validate_shards(folder: Path, check_videos: bool) -> list[Problem]:
    """Every problem of the sharded set in ``folder`` (see the module docstring)."""
    index = read_index(folder)
    shards = None if index is None else index.get("shards")
    if index is None or not isinstance(shards, list):
        return [Problem(index_path(folder), "not a shard index (not a JSON object with 'shards')")]
    problems: list[Problem] = []
    if index.get("complete") is not True:
        problems.append(
            Problem(index_path(folder), "the export did not finish; run it again to resume it")
        )
    arguments = index.get("arguments") if isinstance(index.get("arguments"), dict) else {}
    video = bool(arguments.get("video")) and check_videos
    keys: set[str] = set()
    for entry in shards:
        name = entry.get("file") if isinstance(entry, dict) else None
        if not isinstance(name, str) or Path(name).name != name:
            problems.append(
                Problem(index_path(folder), f"a shard entry without a file name: {entry!r}")
            )
            continue
        path = folder / name
        if not path.is_file():
            problems.append(Problem(path, f"listed in {index_path(folder).name} but missing"))
            continue
        if sha256_file(path) != entry.get("sha256"):
            problems.append(Problem(path, f"sha256 differs from {index_path(folder).name}"))
        found, shard_problems = _validate_shard(path, video)
        problems += shard_problems
        if len(found) != entry.get("samples"):
            problems.append(
                Problem(
                    path,
                    f"{index_path(folder).name} lists {entry.get('samples')} samples, found {len(found)}",
                )
            )
        problems += [Problem(path, f"sample {k!r} is in another shard too") for k in found & keys]
        keys |= found
    expected = index.get("samples")
    if expected != len(keys) or arguments.get("pairs_per_domain") not in (None, expected):
        problems.append(Problem(index_path(folder), f"lists {expected} samples, found {len(keys)}"))
    return problems


def _validate_shard(path: Path, video: bool) -> tuple[set[str], list[Problem]]:
    """(the sample keys, the problems) of one shard; each sample is checked as a question."""
    problems: list[Problem] = []
    keys: list[str] = []
    with tempfile.TemporaryDirectory(prefix="spatial-reasoning-gym-validate-") as tmp:
        try:
            with tarfile.open(path) as tar:
                for member in tar:
                    key, _, name = member.name.partition(".")
                    if not member.isfile() or "/" in member.name or not key or not name:
                        problems.append(Problem(path, f"unexpected member {member.name!r}"))
                        continue
                    if not keys or keys[-1] != key:
                        if key in keys:
                            problems.append(Problem(path, f"sample {key!r} is split up"))
                        keys.append(key)
                        (Path(tmp) / key).mkdir(exist_ok=True)
                    data = tar.extractfile(member)
                    (Path(tmp) / key / name).write_bytes(data.read() if data else b"")
        except (OSError, tarfile.TarError) as exc:
            return set(keys), [Problem(path, f"not a readable tar ({exc.__class__.__name__})")]
        for key in dict.fromkeys(keys):
            for problem in _validate_question(Path(tmp) / key, video):
                member = f"{key}.{problem.path.name}" if problem.path.name != key else key
                problems.append(Problem(path / member, problem.message, problem.note))
    return set(keys), problems

"""The pictures of the image encoding in a results folder: stored once, named by their hash.

A trial of ``--encoding image`` sends PNG frames to the model. Transcripts must say which picture
the model saw without holding its bytes, so before a trial's transcripts are written every image
part ``{"type": "image", "image": <png bytes>}`` of its conversation is replaced by a reference::

    {"type": "image", "file": "frames/<first 16 hex digits>.png", "sha256": "<64 hex digits>"}

and the bytes go to ``<out>/frames/`` (written atomically, once: the same maze with the player on
the same cell is the same picture for every model and trial, so the folder stays small). The
``sha256`` is the record of what was sent; the file is there to look at. A reference whose file
is missing or whose bytes no longer match makes the trial's transcripts incomplete, and the
runner redoes that trial (:func:`image_problems`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from envs.io import atomic_write_bytes

FRAMES_DIR = "frames"
"""Sub-folder of the results folder that holds every picture sent, ``<sha256[:16]>.png``."""


def frame_name(sha256: str) -> str:
    """The file a picture is stored in, relative to the results folder."""
    return f"{FRAMES_DIR}/{sha256[:16]}.png"


def store_images(out: Path, messages: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """``messages`` with every image's bytes written to ``out/frames/`` and replaced by a
    reference (file name and sha256); messages without images are returned as they are."""
    stored: list[dict[str, Any]] = []
    for message in messages:
        content = message.get("content")
        if not isinstance(content, list):
            stored.append(dict(message))
            continue
        parts = []
        for part in content:
            image = part.get("image") if isinstance(part, Mapping) else None
            if isinstance(image, (bytes, bytearray, memoryview)):
                data = bytes(image)
                sha = hashlib.sha256(data).hexdigest()
                name = frame_name(sha)
                target = out / name
                if not _holds(target, sha):
                    atomic_write_bytes(target, data)
                parts.append({"type": "image", "file": name, "sha256": sha})
            else:
                parts.append(dict(part) if isinstance(part, Mapping) else part)
        stored.append({**message, "content": parts})
    return stored


def image_references(messages: Iterable[Any]) -> list[dict[str, Any]]:
    """Every image reference in a stored conversation, in order."""
    found = []
    for message in messages:
        content = message.get("content") if isinstance(message, Mapping) else None
        if isinstance(content, list):
            found += [p for p in content if isinstance(p, Mapping) and p.get("type") == "image"]
    return found


def image_problems(
    out: Path, messages: Iterable[Any], verified: dict[str, bool] | None = None
) -> list[str]:
    """What is wrong with the pictures a stored conversation refers to (empty: nothing).

    A reference must name ``frames/<sha256[:16]>.png`` for its own ``sha256`` and that file must
    hold those bytes. ``verified`` memoises files already hashed (one survey reads each once).
    """
    problems = []
    for ref in image_references(messages):
        sha, name = ref.get("sha256"), ref.get("file")
        if not isinstance(sha, str) or len(sha) != 64 or name != frame_name(sha):
            problems.append(f"image reference {dict(ref)!r} is not a stored frame")
            continue
        ok = verified.get(name) if verified is not None else None
        if ok is None:
            ok = _holds(out / name, sha)
            if verified is not None:
                verified[name] = ok
        if not ok:
            problems.append(f"{name} is missing or does not hold the picture sent")
    return problems


def describe_part(part: Any) -> str:
    """A content part as transcript text: its text, or one line naming the picture."""
    if not isinstance(part, Mapping):
        return str(part)
    if part.get("type") == "image":
        if isinstance(part.get("file"), str):
            return f"[image {part['file']} sha256={part.get('sha256')}]"
        image = part.get("image")
        if isinstance(image, (bytes, bytearray, memoryview)):
            return f"[image sha256={hashlib.sha256(bytes(image)).hexdigest()}]"
        return "[image]"
    return str(part.get("text", ""))


def _holds(path: Path, sha: str) -> bool:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest() == sha
    except OSError:
        return False

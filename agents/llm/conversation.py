"""Reading a chat conversation back: the messages' text, the last maze and the last board shown.

The offline clients answer from the conversation alone, and the chat wrappers read the boards
they showed; both use these readers, so the parsing lives once, below both (no client imports
a wrapper and no wrapper imports a client). Every reader returns ``None`` for anything it cannot
read instead of raising: the text may come from a model or a hand-edited transcript.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from agents.base import Message
from agents.llm import prompt_phases

# -- messages -------------------------------------------------------------------------------------


def message_text(message: Message) -> str:
    """A message's text (the text parts of a multimodal content, joined)."""
    content = message.get("content", "")
    if isinstance(content, list):
        return "\n".join(
            str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p
        )
    return content if isinstance(content, str) else str(content)


def user_texts(messages: Sequence[Message]) -> list[str]:
    """The text of every user message, in order."""
    return [message_text(m) for m in messages if m.get("role") == "user"]


def last_user_text(messages: Sequence[Message]) -> str:
    """The text of the last user message (``""`` when there is none)."""
    texts = user_texts(messages)
    return texts[-1] if texts else ""


# -- mazes ----------------------------------------------------------------------------------------


def detect_encoding(maze_text: str) -> str:
    """``"coord_list"`` when the text has the coordinate-list labels, else ``"matrix"``."""
    lowered = maze_text.lower()
    return "coord_list" if "walls:" in lowered and "empty:" in lowered else "matrix"


def latest_maze(messages: Sequence[Message]) -> tuple[np.ndarray, str] | None:
    """The code grid and encoding of the last maze a user message showed, or None."""
    from envs.maze_nav.text import parse

    for text in reversed(user_texts(messages)):
        block = prompt_phases.extract_maze_text(text)
        if block is None:
            continue
        encoding = detect_encoding(block)
        parsed = parse(block, encoding)
        if parsed.codes is not None:
            return parsed.codes, encoding
    return None


_GRID_SIZE_RE = re.compile(r"\b(\d{1,2})x(\d{1,2}) grid\b")


def latest_maze_image(messages: Sequence[Message]) -> tuple[np.ndarray, str] | None:
    """The code grid read back from the last maze frame a user message carried (image mode).

    The grid side comes from the solve instructions ("this 5x5 grid"). Needs pillow.
    """
    size = None
    for text in reversed(user_texts(messages)):
        m = _GRID_SIZE_RE.search(text)
        if m and m.group(1) == m.group(2):
            size = int(m.group(1))
            break
    if size is None:
        return None
    for png in user_images(messages):
        codes = _read_maze_png(png, size)
        if codes is not None:
            return codes, "matrix"
    return None


def user_images(messages: Sequence[Message]) -> Iterator[Any]:
    """The images user messages carried (the ``image`` of each image part), latest first."""
    for message in reversed(list(messages)):
        content = message.get("content")
        if message.get("role") != "user" or not isinstance(content, list):
            continue
        for part in reversed(content):
            if isinstance(part, dict) and part.get("type") == "image":
                yield part.get("image")


def _read_maze_png(png: Any, size: int) -> np.ndarray | None:
    try:
        from PIL import Image
    except ImportError:  # pragma: no cover - pillow is in the dev and video extras
        return None
    from envs.maze_nav.render import read_frame

    try:
        with Image.open(io.BytesIO(bytes(png))) as image:
            frame = np.asarray(image.convert("RGB"))
    except (OSError, ValueError, TypeError):
        return None
    reading = read_frame(frame, size)
    return reading.codes if reading.readable else None


def conversation_connectivity(messages: Sequence[Message], codes: np.ndarray) -> int:
    """The connectivity the solve instructions stated, else the shape's default, else 4."""
    for text in reversed(user_texts(messages)):
        found = prompt_phases.detect_connectivity(text)
        if found is not None:
            return found
    from envs.maze_nav.constants import SHAPE_CONNECTIVITY
    from envs.maze_nav.shape_classify import classify_shape

    shape = classify_shape(codes != 0)
    return int(SHAPE_CONNECTIVITY[shape]) if shape is not None else 4


# -- rotation-puzzle boards -----------------------------------------------------------------------

_HEADER_RE = re.compile(r"(\d+)\s+rows?\s+x\s+(\d+)\s+columns?", re.IGNORECASE)
_SQUARE_RE = re.compile(
    r"^\s*Square\s+(\d+)\s*\(row\s+(\d+),\s*column\s+(\d+)\)\s*:\s*(.*?)\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_SIDES = ("top", "right", "bottom", "left")


def parse_board(text: str) -> tuple[int, int, list[tuple[int, int, int, int]]] | None:
    """Read the env's text observation back: ``(rows, cols, current patterns)``, or None."""
    if not isinstance(text, str):
        return None
    header = _HEADER_RE.search(text)
    if header is None:
        return None
    rows, cols = int(header.group(1)), int(header.group(2))
    if not (1 <= rows <= 64 and 1 <= cols <= 64):
        return None
    patterns: dict[int, tuple[int, int, int, int]] = {}
    for m in _SQUARE_RE.finditer(text):
        words = set(re.findall(r"[a-z]+", m.group(4).lower()))
        p0, p1, p2, p3 = (1 if side in words else 0 for side in _SIDES)
        patterns[int(m.group(1))] = (p0, p1, p2, p3)
    if sorted(patterns) != list(range(rows * cols)):
        return None
    return rows, cols, [patterns[i] for i in range(rows * cols)]


def latest_board(
    messages: Sequence[Message],
) -> tuple[int, int, list[tuple[int, int, int, int]]] | None:
    """The last board a user message showed, as ``(rows, cols, current patterns)``."""
    for message in reversed(list(messages)):
        if message.get("role") != "user":
            continue
        board = parse_board(message_text(message))
        if board is not None:
            return board
    return None

"""The chat messages a client is sent: checked before any call, and their images (PNG bytes)
as the inline ``data:`` URLs both wire protocols accept."""

from __future__ import annotations

import base64
from collections.abc import Mapping, Sequence

from agents.base import Message


def image_data_url(png: bytes) -> str:
    """``data:image/png;base64,...`` for PNG bytes; both wire protocols accept this form inline."""
    return "data:image/png;base64," + base64.b64encode(bytes(png)).decode("ascii")


def has_image(messages: Sequence[Message]) -> bool:
    """Whether any message carries an image part."""
    for message in messages:
        content = message.get("content")
        if isinstance(content, list) and any(
            isinstance(p, Mapping) and p.get("type") == "image" for p in content
        ):
            return True
    return False


def validate_messages(messages: Sequence[Message]) -> None:
    """ValueError unless ``messages`` is a non-empty list of ``{"role", "content"}`` mappings."""
    if isinstance(messages, (str, bytes)) or not isinstance(messages, Sequence) or not messages:
        raise ValueError(
            f"messages must be a non-empty list of chat messages, got {messages!r:.80}"
        )
    for i, message in enumerate(messages):
        if not isinstance(message, Mapping) or "role" not in message or "content" not in message:
            raise ValueError(
                f"messages[{i}] must be a mapping with 'role' and 'content', got {message!r:.80}"
            )
        if message["role"] not in ("system", "user", "assistant"):
            raise ValueError(
                f"messages[{i}]['role']={message['role']!r}; allowed: system, user, assistant"
            )

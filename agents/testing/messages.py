"""The chat messages of a request to the loopback server, in either wire protocol.

A scripted responder reads a request body through :func:`request_messages`, whatever protocol
(DashScope native or OpenAI compatible) the client spoke.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import Any


def request_messages(
    request_json: Mapping[str, Any], *, keep_images: bool = False
) -> list[dict[str, Any]]:
    """The chat messages of a request in either protocol, in ``agents.base`` shape.

    By default multimodal content is flattened to its text parts (images become ``"<image>"``),
    which is what a scripted text responder needs. With ``keep_images=True`` such content stays
    a list of ``{"type": "text"}`` / ``{"type": "image", "image": <bytes>}`` parts, decoded from
    inline ``data:`` URLs, so a scripted vision model can look at the picture.
    """
    if "messages" in request_json:
        raw = request_json.get("messages") or []
    else:
        raw = (request_json.get("input") or {}).get("messages") or []
    messages: list[dict[str, Any]] = []
    for message in raw:
        if not isinstance(message, Mapping):
            continue
        content = message.get("content", "")
        if isinstance(content, list):
            if keep_images:
                content = [_part(part) for part in content]
            else:
                content = "\n".join(_part_text(part) for part in content)
        else:
            content = str(content)
        messages.append({"role": str(message.get("role", "")), "content": content})
    return messages


def _part_text(part: Any) -> str:
    if isinstance(part, Mapping):
        if "text" in part and isinstance(part["text"], str):
            return part["text"]
        if "image" in part or "image_url" in part:
            return "<image>"
    return str(part)


def _part(part: Any) -> dict[str, Any]:
    url = None
    if isinstance(part, Mapping):
        if isinstance(part.get("image"), str):
            url = part["image"]
        elif isinstance(part.get("image_url"), Mapping):
            url = part["image_url"].get("url")
    if isinstance(url, str) and url.startswith("data:") and "," in url:
        try:
            return {"type": "image", "image": base64.b64decode(url.split(",", 1)[1])}
        except (ValueError, binascii.Error):
            return {"type": "text", "text": "<undecodable image>"}
    return {"type": "text", "text": _part_text(part)}

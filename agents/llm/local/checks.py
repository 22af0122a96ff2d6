"""The local client's checks: its constructor's arguments, and the messages of a call turned
into the text-only turns a chat template reads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from agents.base import Message
from agents.llm.local.loading import DTYPES
from agents.llm.retry import ClientError


def message_text(message: Mapping[str, Any], index: int, model: str) -> str:
    """The text of ``messages[index]`` for a text-only ``model``: a string, or its text parts
    joined; ClientError (fatal) for an image, ValueError for anything else."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for part in content:
            kind = part.get("type") if isinstance(part, Mapping) else None
            if kind == "text":
                texts.append(str(part.get("text", "")))
            elif kind in ("image", "image_url"):
                raise ClientError(
                    f"messages[{index}] holds an image, and {model} is a text-only model",
                    code="images_unsupported",
                    fatal=f"{model} reads text only; use a text encoding, not images",
                )
            else:
                raise ValueError(f"messages[{index}] has a content part {part!r:.80}")
        return "\n".join(texts)
    raise ValueError(f"messages[{index}]['content'] must be a string or a list of parts")


def check_arguments(
    temperature: Any,
    top_p: Any,
    max_tokens: Any,
    seed: Any,
    dtype: Any,
    batch_size: Any,
    batch_wait_s: Any,
    prefix_cache: Any,
    timeout_s: Any,
) -> None:
    """ValueError naming the first argument of :class:`~agents.llm.local.client.HFChatClient`
    that is not allowed, its value and what is."""

    def number(value: Any) -> bool:
        return isinstance(value, (int, float)) and not isinstance(value, bool)

    def integer(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    checks = [
        ("temperature", temperature, number(temperature) and 0 <= temperature <= 2, "0 to 2"),
        ("top_p", top_p, number(top_p) and 0 < top_p <= 1, "a number in (0, 1]"),
        ("max_tokens", max_tokens, integer(max_tokens) and max_tokens >= 1, "an integer >= 1"),
        ("seed", seed, integer(seed) and 0 <= seed < 2**63, "an integer from 0 to 2**63-1"),
        ("dtype", dtype, dtype in DTYPES, ", ".join(DTYPES)),
        ("batch_size", batch_size, integer(batch_size) and batch_size >= 1, "an integer >= 1"),
        (
            "batch_wait_s",
            batch_wait_s,
            number(batch_wait_s) and 0 <= batch_wait_s <= 10,
            "seconds from 0 to 10",
        ),
    ]
    for name, value, ok, allowed in checks:
        if not ok:
            raise ValueError(f"{name}={value!r} is not allowed; allowed: {allowed}")
    if not (isinstance(prefix_cache, int) and not isinstance(prefix_cache, bool)) or not (
        0 <= prefix_cache <= 1024
    ):
        raise ValueError(
            f"prefix_cache={prefix_cache!r} is not allowed; allowed: an integer from 0 to 1024"
        )
    if timeout_s is not None and not (
        isinstance(timeout_s, (int, float)) and not isinstance(timeout_s, bool) and timeout_s > 0
    ):
        raise ValueError(f"timeout_s={timeout_s!r} is not allowed; allowed: seconds > 0 or None")


def chat_turns(messages: Sequence[Message], model: str) -> list[dict[str, str]]:
    """``messages`` as the ``{"role", "content"}`` texts a chat template reads
    (:func:`message_text` of each)."""
    return [
        {"role": m["role"], "content": message_text(m, i, model)} for i, m in enumerate(messages)
    ]

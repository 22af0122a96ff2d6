"""``KEY=VALUE`` words (``--env-kwargs size=7 shape=C``) read into a dict: the value is a
Python literal when it parses as one, the plain string otherwise."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from typing import Any


def parse_key_value(text: str) -> tuple[str, Any]:
    """``"size=7"`` -> ``("size", 7)``; ``"shape=C"`` -> ``("shape", "C")``.

    The value is a Python literal when it parses as one (numbers, tuples, None, True) and the
    plain string otherwise, so ``shape=C`` and ``shape='C'`` mean the same.

    Raises:
        ValueError: ``text`` has no ``=`` or an empty key.
    """
    key, sep, raw = str(text).partition("=")
    if not sep or not key.strip():
        raise ValueError(f"{text!r} is not allowed; allowed: KEY=VALUE")
    try:
        value: Any = ast.literal_eval(raw.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        value = raw.strip()
    return key.strip(), value


def parse_key_values(items: Iterable[str], argument: str = "--env-kwargs") -> dict[str, Any]:
    """``["shape=spiral", "size=7"]`` -> ``{"shape": "spiral", "size": 7}`` (see above).

    Raises:
        ValueError: an item is not ``KEY=VALUE``; the message names ``argument``.
    """
    out: dict[str, Any] = {}
    for item in items:
        try:
            key, value = parse_key_value(item)
        except ValueError:
            raise ValueError(f"{argument} {item!r} is not allowed; allowed: KEY=VALUE") from None
        out[key] = value
    return out

"""The participant API's request checks: each field of a request body, checked up front.

Errors are :class:`HumanError` with the HTTP status the app sends and a message that names the
field, the value and what is allowed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import numpy as np

MAX_ANSWER_CHARS = 2000
MAX_COORD = 1000


class HumanError(Exception):
    """A request the study refuses; ``status`` is the HTTP status to answer with."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def refused(name: str, value: Any, allowed: str, status: int = 400) -> HumanError:
    """The error for ``name=value`` (shortened) naming what is allowed."""
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return HumanError(status, f"{name}={shown} is not allowed; allowed: {allowed}")


def integer(body: Mapping[str, Any], name: str, low: int = 0, high: int = 10**6) -> int:
    """The integer ``body[name]``, from ``low`` to ``high``."""
    value = body.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise refused(name, value, f"an integer from {low} to {high}")
    return value


def client_ts(body: Mapping[str, Any]) -> float | None:
    """The browser's timestamp (ms since the epoch, ``Date.now()``), or None when not sent."""
    value = body.get("client_ts")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise refused("client_ts", value, "a number (milliseconds since 1970) or null")
    return float(value)


def move_cell(body: Mapping[str, Any]) -> list[int]:
    """A move's target cell, ``[row, col]``."""
    cell = body.get("cell")
    if (
        not isinstance(cell, list)
        or len(cell) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) or abs(v) > MAX_COORD for v in cell)
    ):
        raise refused("cell", cell, f"[row, col], two integers of at most {MAX_COORD} in size")
    return cell


def answer_text(body: Mapping[str, Any]) -> str:
    """The recognition answer's text."""
    answer = body.get("answer")
    if not isinstance(answer, str) or len(answer) > MAX_ANSWER_CHARS:
        raise refused("answer", answer, f"a text of at most {MAX_ANSWER_CHARS} characters")
    return answer


def drawn_grid(value: Any, size: int) -> np.ndarray:
    """A drawn grid: ``size`` rows of ``size`` codes 0-3 (0 wall, 1 empty, 2 P, 3 G)."""
    allowed = f"{size} rows of {size} integers 0-3 (0 wall, 1 empty, 2 P, 3 G)"
    if not isinstance(value, list) or len(value) != size:
        raise refused("grid", value, allowed)
    for row in value:
        if not isinstance(row, list) or len(row) != size:
            raise refused("grid", value, allowed)
        for v in row:
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 3:
                raise refused("grid", value, allowed)
    return np.array(value, dtype=np.int8)

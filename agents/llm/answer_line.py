"""The answer line as the strict readings take it, and the typed result every move parse shares.

The strict readings (:func:`agents.llm.parsing.strict_move`,
:func:`agents.llm.rotation_parsing.strict_rotation`, the phases' own in
``experiments.maze.scoring``) read only the reply's own last line (:func:`final_line`), with the
inline markdown emphasis that renders as the same line taken off (:func:`plain_emphasis`).
:class:`Reading` is the base of :class:`~agents.llm.parsing.MoveParse` and
:class:`~agents.llm.rotation_parsing.RotationParse`: ``ok`` and a JSON-ready ``as_dict``.
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from envs.maze_nav.text import MAX_REPLY_CHARS

__all__ = ["MAX_EMPHASIS_LINE", "Reading", "final_line", "plain_emphasis"]


class Reading:
    """What a parse of one reply found: ``reason`` is None when it is a valid move."""

    reason: str | None

    @property
    def ok(self) -> bool:
        return self.reason is None

    def as_dict(self) -> dict[str, Any]:
        """``ok`` and every field, JSON-ready (cells as lists)."""
        out: dict[str, Any] = {"ok": self.ok}
        for field in fields(self):  # type: ignore[arg-type]
            value = getattr(self, field.name)
            if field.name == "unreadable" and value is None:
                continue  # written only when the reading abstained
            out[field.name] = list(value) if isinstance(value, tuple) else value
        return out


def final_line(text: str) -> str | None:
    """The reply's own last non-blank line, as the strict readings take it (None when there is
    none, or when that line closes a code fence: a fence is a wrapper, and taking wrappers off
    is the normalising stage's job, which the strict reading leaves out). A backtick on the line
    is inline code around the label or its value (``SHAPE: `square` ``): a wrapper too, not the
    emphasis the strict policy tolerates (issue 35, sixteenth round), so None."""
    text = text[-MAX_REPLY_CHARS:].rstrip()
    line = text[text.rfind("\n") + 1 :].rstrip()
    if not line.strip() or line.lstrip().startswith(("```", "~~~")) or "`" in line:
        return None
    return plain_emphasis(line)


# Inline markdown emphasis on an answer line, which renders as the same line (issue 35's lead's
# ruling: tolerated by the strict reading, unlike fences, LaTeX, JSON or tags): around the whole
# line ("**SHAPE: square**"), around the label ("**MOVE:** (2, 0)", "**MOVE**: (2, 0)"), around
# the value ("MOVE: **(2, 0)**"). String ends and bounded patterns only: linear time.
_MARKS = ("***", "**", "*", "___", "__", "_")
_LABEL_EMPHASIS = re.compile(r"(\*{1,3}|_{1,3})([A-Z]{1,12})(:?)\1")
_PLAIN_LABEL = re.compile(r"[A-Z]{1,12}:[ \t]*")
MAX_EMPHASIS_LINE = 20_000
"""The longest answer line whose emphasis is taken off (a path across the largest maze is a
few thousand characters): a megabyte-long last line is read as it is."""


def _unwrap(text: str) -> str:
    """``text`` without one pair of emphasis marks around it (the marks hugging the text)."""
    for mark in _MARKS:
        n = len(mark)
        if (
            len(text) > 2 * n
            and text.startswith(mark)
            and text.endswith(mark)
            and text[n] not in "*_ \t"
            and text[-n - 1] not in "*_ \t"
        ):
            return text[n:-n]
    return text


def plain_emphasis(line: str) -> str:
    """``line`` with the inline emphasis around it, its label or its value taken off; any other
    line unchanged. Never raises."""
    if len(line) > MAX_EMPHASIS_LINE or ("*" not in line[:80] and "_" not in line[:80]):
        return line
    line = line.strip()
    m = _LABEL_EMPHASIS.match(line)
    if m is not None and (m.group(3) or line[m.end() : m.end() + 1] == ":"):
        line = m.group(2) + m.group(3) + line[m.end() :]
    else:
        line = _unwrap(line)
    m = _PLAIN_LABEL.match(line)
    if m is not None:
        value = line[m.end() :]
        core = value.rstrip(" \t.")
        line = line[: m.end()] + _unwrap(core) + value[len(core) :]
    return line

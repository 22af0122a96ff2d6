"""Generation's strict reading: the ``MAZE:`` line, then the maze as the encoder writes it.

The reply's last ``MAZE:`` line, the block right after it exactly as the encoder writes it, not
fenced, and nothing after it; anything else is a format miss the flexible reading still
reads (the strict policy: :mod:`experiments.maze.scoring`; the rules:
:mod:`experiments.maze.scoring.generation`, "strict").
"""

from __future__ import annotations

import re

import numpy as np

from agents.llm.prompts import MAZE_ANSWER
from envs.maze_nav.text import ENCODERS, MATRIX_SYMBOLS, MAX_REPLY_CHARS, coord_list_grid
from experiments.maze.scoring.common import FORMAT
from experiments.maze.scoring.generation_answer import MAX_CUES
from experiments.maze.scoring.generation_verdicts import not_found

ANSWER_LINE = MAZE_ANSWER
"""The line the generation prompt asks the maze to follow (the prompts' own constant)."""

# The lines the encoders write, matched on stripped lines (no leading or trailing whitespace
# pattern, which would make findall quadratic on a run of spaces).
_STRICT_FENCE = re.compile(r"(?:```|~~~)[A-Za-z0-9_+\-]*")
_STRICT_MATRIX_ROW = re.compile(r"[01PG](?:[ \t]+[01PG])*")
_STRICT_CELLS = (
    r"(?:\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\)(?:[ \t]*,[ \t]*\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\))*)?"
)
_STRICT_PAIR = re.compile(r"\([ \t]*(\d+)[ \t]*,[ \t]*(\d+)[ \t]*\)")
_STRICT_SYMBOLS = {MATRIX_SYMBOLS[code]: code for code in MATRIX_SYMBOLS}
_STRICT_COORD_LINES = (
    re.compile(rf"Walls:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Empty:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Player position:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Goal:[ \t]*{_STRICT_CELLS}"),
)


_EMPHASIS_LABEL = re.compile(r"(\*\*|__|\*|_|)MAZE:\1")


def _strict_answer_lines(text: str) -> list[str] | None:
    """The stripped lines after the reply's last ``MAZE:`` line, or None when it has none."""
    end = len(text)
    for _ in range(MAX_CUES):
        at = text.rfind(ANSWER_LINE, 0, end)
        if at < 0:
            return None
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        # Inline bold or italic around the label ("**MAZE:**") is tolerated, as around the other
        # phases' labels (issue 35's strict policy).
        if _EMPHASIS_LABEL.fullmatch(text[line_start:line_end].strip()):
            return [line.strip() for line in text[line_end:].splitlines()]
        end = at
    return None


def strict_maze(text: str, encoding: str, size: int) -> tuple[np.ndarray | None, str | None]:
    """The maze the strict reading scores, or None and why (module docs, "strict").

    The reply's last line reading ``MAZE:``, then the maze exactly as the encoder writes it
    (leading and trailing whitespace aside), not fenced, and nothing after it. Returns
    ``(None, FORMAT)`` when the format was not followed, ``(None, reason)`` when it was but the
    block is not a ``size`` x ``size`` maze.
    """
    if not isinstance(text, str) or encoding not in ENCODERS:
        return None, FORMAT
    lines = _strict_answer_lines(text[-MAX_REPLY_CHARS:])
    if lines is None:
        return None, FORMAT
    i, n = 0, len(lines)
    while i < n and not lines[i]:
        i += 1
    if i < n and _STRICT_FENCE.fullmatch(lines[i]) is not None:
        return None, FORMAT  # a fence is a wrapper: the normalising stage's job, off in strict
    block: list[str] = []
    if encoding == "matrix":
        while i < n and _STRICT_MATRIX_ROW.fullmatch(lines[i]):
            block.append(lines[i])
            i += 1
    else:
        for pattern in _STRICT_COORD_LINES:
            if i < n and pattern.fullmatch(lines[i]):
                block.append(lines[i])
                i += 1
        if len(block) != len(_STRICT_COORD_LINES):
            return None, FORMAT
    if not block:
        return None, FORMAT
    if any(lines[i:]):
        return None, FORMAT  # the prompt asks for nothing after the maze
    if encoding == "matrix":
        rows = [row.split() for row in block]
        if len(rows) != size or any(len(row) != size for row in rows):
            return None, not_found(size, encoding, "wrong_size")
        codes = np.array([[_STRICT_SYMBOLS[t] for t in row] for row in rows], np.int8)
        return (codes, None) if _encoder_text(codes, encoding, block) else (None, FORMAT)
    cells = {
        name: [(int(r), int(c)) for r, c in _STRICT_PAIR.findall(line)]
        for name, line in zip(("walls", "empty", "player", "goal"), block, strict=True)
    }
    if not (cells["player"] and cells["goal"]):
        return None, not_found(size, encoding, "missing_player_or_goal")
    parsed = coord_list_grid(cells, size)
    if not parsed.ok:
        return None, not_found(size, encoding, parsed.error)
    if not _encoder_text(parsed.codes, encoding, block):
        return None, FORMAT
    return parsed.codes, None


def _encoder_text(codes: np.ndarray, encoding: str, block: list[str]) -> bool:
    """``block`` (stripped lines) is the encoder's own text of ``codes``.

    The strict reading is the prompt's format literally (issue 35, eighth round): a block the
    patterns above accept can still differ from what the encoder writes (spaces inside or
    missing between cells, P's and G's cells also listed as empty, the cells out of order, two
    spaces between matrix symbols), and a reviewer would not sign those as the asked format.
    Comparing with the encoder's text is one rule for every such variant, present and future.
    """
    return [line.strip() for line in ENCODERS[encoding](codes).splitlines()] == block

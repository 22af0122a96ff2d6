"""What every reader of a maze in model output shares: how much of a reply it reads, the
largest grid it accepts, the result it returns, and the one coordinate syntax (the move parser's
and the scorers' too).

Coordinates are written ``(2, 3)``, ``[2,3]``, ``row 2, column 3`` or ``r2 c3``; every pattern
runs in linear time on any text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from envs.maze_nav.logic import Cell


@dataclass(frozen=True)
class ParsedMaze:
    """What a parser found: a code grid, or None and why not.

    The grid is returned as written (it may hold no player or two goals); whether it is a
    playable maze is :func:`envs.maze_nav.logic.maze_problem`'s call.
    """

    codes: np.ndarray | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.codes is not None


# A row is at most this many cells (a grid at most this many rows); a longer line is prose (or an
# attack), not a maze row.
MAX_ROW = 64

MAX_REPLY_CHARS = 200_000
"""Readers of model output look at no more than this many characters of one reply (about 50,000
tokens, beyond any reply length the package asks for): the parsers here and the scorers read its
start when they look for the first maze, its end when they look for the last answer. With every
pattern linear, this bounds what one hostile reply can cost."""

# COORDINATE_RE is public: the move parser and the scorers find coordinates with it too.
# Coordinates: "(2, 3)", "[2,3]", "row 2, column 3", "r2 c3". Every separator is written so that
# a run of whitespace can be split one way only ("\s*(?:[,;]\s*)?", never "\s*[,;]?\s*"): the
# pattern runs in linear time on any text, a megabyte of spaces included.
_NUM = r"(?<![\d.])(-?\d+)(?!\d|\.\d)"
# Every alternative starts with a literal character ("r(?<!\wr)" is "\br" spelled so), which
# lets the engine skip ahead instead of trying each alternative at every position.
COORDINATE_RE = re.compile(
    rf"[(\[{{]\s*{_NUM}\s*[,;]\s*{_NUM}\s*[)\]}}]"
    rf"|r(?<!\wr)(?:ow\s*{_NUM}\s*(?:[,;]\s*)?(?:and\s+)?(?:col|column)\s*{_NUM}"
    rf"|\s*{_NUM}\s*(?:[,;]\s*)?c\s*{_NUM}\b)",
    re.IGNORECASE,
)
# Larger numbers are read as this (off any grid): int() of a 5,000-digit run is slow in CPython
# and refused past 4,300 digits, and no maze is a billion cells wide.
_HUGE = 10**9


def coordinate_number(digits: str) -> int:
    """A coordinate's integer value, saturated at +-1e9 so huge numbers stay cheap and off-grid."""
    negative = digits.startswith("-")
    body = digits.lstrip("-")
    value = int(body) if len(body) <= 9 else _HUGE
    return -value if negative else value


def coordinate_of(match: re.Match[str]) -> Cell:
    """The ``(row, col)`` a :data:`COORDINATE_RE` match names."""
    r, c = [g for g in match.groups() if g is not None]
    return coordinate_number(r), coordinate_number(c)


# The bracket form alone, for the fast path of find_coordinates (short numbers only).
# Without COORDINATE_RE's lookarounds: next to a bracket, comma or space they always hold, and
# with no 9-digit run in the text (the fast path's condition) \d{1,8} always takes a whole number.
_BRACKET_RE = re.compile(r"[(\[{]\s*(-?\d{1,8})\s*[,;]\s*(-?\d{1,8})\s*[)\]}]")
_ROW_FORMS_RE = re.compile(
    rf"r(?<!\wr)(?:ow\s*{_NUM}\s*(?:[,;]\s*)?(?:and\s+)?(?:col|column)\s*{_NUM}"
    rf"|\s*{_NUM}\s*(?:[,;]\s*)?c\s*{_NUM}\b)",
    re.IGNORECASE,
)
# Text that needs the general reader: a row/column form or a number of 9 digits or more.
_GENERAL_FORMS_RE = re.compile(f"{_ROW_FORMS_RE.pattern}|\\d{{9}}", re.IGNORECASE)
# A cheap first look for the same forms: every match of _GENERAL_FORMS_RE contains a match of
# one of these two (each alone is scanned for faster than the alternation); most replies have
# none.
_ROW_HINT_RE = re.compile(r"[rR](?:[oO][wW]|\s*-?\d)")
_LONG_NUMBER_RE = re.compile(r"\d{9}")
# The same test on ASCII text, where \d is 0-9 alone: every digit made "0" by a byte table, then
# a substring search (``re`` tries \d{9} at every digit: a coordinate list costs ten times more).
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")


def _long_number(text: str) -> bool:
    """Whether ``text`` has nine digits in a row (``_LONG_NUMBER_RE.search``)."""
    if text.isascii():
        return b"000000000" in text.encode("ascii").translate(_DIGITS_TO_ZERO)
    return _LONG_NUMBER_RE.search(text) is not None


_MAX_LOOKUP = 1000


def find_coordinates(text: str) -> list[Cell]:
    """Every ``(row, col)`` pair in ``text``, in order of appearance. Never raises."""
    if not isinstance(text, str):
        return []
    return coordinate_reader(text)(text)


def coordinate_reader(text: str) -> Callable[[str], list[Cell]]:
    """The fastest exact way to read the coordinates of ``text`` and of any part of it."""
    hinted = _ROW_HINT_RE.search(text) is not None or _long_number(text)
    if not hinted or _GENERAL_FORMS_RE.search(text) is None:
        return _bracket_coordinates
    return _all_coordinates


# int() of a numeric string costs about half a microsecond; grid-sized numbers are looked up.
_SMALL_INTS = {str(i): i for i in range(-_MAX_LOOKUP, _MAX_LOOKUP)}


def _bracket_coordinates(text: str) -> list[Cell]:
    # Only the bracket form occurs and every number is short (the scorers' hot path; the result
    # is what _all_coordinates gives for such text).
    small = _SMALL_INTS
    return [
        (small[a] if a in small else int(a), small[b] if b in small else int(b))
        for a, b in _BRACKET_RE.findall(text)
    ]


def _all_coordinates(text: str) -> list[Cell]:
    out = []
    for a, b, c, d, e, f in COORDINATE_RE.findall(text):
        r, col = a or c or e, b or d or f
        out.append(
            (
                int(r) if len(r) < 10 else coordinate_number(r),
                int(col) if len(col) < 10 else coordinate_number(col),
            )
        )
    return out

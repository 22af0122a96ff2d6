"""A reply's cells counted from 1 when it says so: converted to the envs' 0-indexed cells.

The prompts number rows, columns and puzzle squares from 0. A reply that says its own numbers
start at 1 ("1-indexed", "1-based", "counting rows and columns from 1", "squares numbered from
one") means the cell one row up and one column left of each pair it writes, as a grader reads
it (issue 35, eleventh round): :func:`zero_indexed` rewrites every cell (``(r, c)`` and ``row
r, column c``) and every ``square N`` so the phase parsers read the 0-indexed answer. Only the
phases whose answers are cells use it (a solve move, a one-shot path, a puzzle square); a
generated maze is a grid whose lines carry no numbers to convert.

A reply that also says "0-indexed" (or "from 0") is left as written: it may have converted its
own cells, and a grader cannot tell which it wrote. A "1" in any other sense ("Step 1", "option
1", "1 move") declares nothing. A reply that never says so is read as written, whatever its
cells look like: that the numbers only make sense counted from 1 is a guess, not a reading.
The strict reading takes the prompt's format literally, so a reply that says it is 1-indexed
is no answer in that format (:data:`ONE_INDEXED`).
"""

from __future__ import annotations

import re

from envs.maze_nav.grammar import COORDINATE_RE, coordinate_of

ONE_INDEXED = "one_indexed"
"""The strict reading's reason for a reply that says its cells are counted from 1."""

# "1-indexed", "one-based", "1 indexed", "1-indexing"; the same with 0 ("0-based").
_BASED = r"(?<![\w.-])(1|one|0|zero)[ \t]?-?[ \t]?(?:indexed|based|indexing)(?![a-z])"
# "counting rows and columns from 1", "numbered from one", "numbering the squares from 1",
# "indices start at 1": a numbering verb, what it numbers (optional), then "from"/"at" and the
# number, which must not begin a cell ("from 1, 0" and "from (1, 0)" are places).
_COUNTED = (
    r"(?<![a-z])(?:count(?:ing|ed)?|number(?:s|ed|ing)?|index(?:es|ed|ing)?|indices|"
    r"start(?:s|ing)?|begin(?:s|ning)?)"
    r"(?:[ \t]{1,3}(?:the[ \t]{1,3})?(?:rows?|columns?|cols?|squares?|cells?|positions?|tiles?|"
    r"coordinates|indices|them)(?:[ \t]{1,3}and[ \t]{1,3}(?:rows?|columns?|cols?))?)?"
    r"(?:[ \t]{1,3}(?:start|begin)s?)?[ \t]{1,3}(?:from|at)[ \t]{1,3}(1|one|0|zero)"
    r"(?!\w|\.\d|[ \t]{0,3},[ \t]{0,3}\d)"
)
_DECLARED = re.compile(_BASED + "|" + _COUNTED, re.IGNORECASE)
_NEGATED = re.compile(r"(?:not|n't|never)[ \t]{1,3}\Z", re.IGNORECASE)
# A numbering only supposed ("If you count rows and columns from 1 instead, that would be
# (3, 1)"): a caveat about another reading, not the reply's own numbering.
_SUPPOSED_BEFORE = re.compile(r"(?<![a-z])(?:if|were|suppose|supposing)(?![a-z])", re.IGNORECASE)
_SUPPOSED_AFTER = re.compile(r"(?<![a-z])(?:instead|would)(?![a-z])", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?\n]")
_SUPPOSE_REACH = 80
MAX_DECLARATIONS = 16
"""Declarations looked at: a reply repeating "1-indexed" a million times says it once."""

_SQUARE = re.compile(
    r"(?<![a-z])((?:square|position|piece|tile)[ \t]{1,3}(?:#[ \t]?)?)(\d{1,8})\b", re.I
)


def one_indexed(text: str) -> bool:
    """True when ``text`` says its numbers are counted from 1 and never says from 0."""
    said: set[str] = set()
    for count, m in enumerate(_DECLARED.finditer(text)):
        if count >= MAX_DECLARATIONS:
            break
        if _NEGATED.search(text, max(0, m.start() - 8), m.start()) or _supposed(text, m):
            continue
        number = (m.group(1) or m.group(2)).lower()
        said.add("1" if number in ("1", "one") else "0")
    return said == {"1"}


def _supposed(text: str, m: re.Match[str]) -> bool:
    """The declaration ``m`` lies in a sentence that only supposes it (:data:`_SUPPOSED_BEFORE`
    before it, :data:`_SUPPOSED_AFTER` after it, within :data:`_SUPPOSE_REACH` characters)."""
    low = max(0, m.start() - _SUPPOSE_REACH)
    start = max((e.end() for e in _SENTENCE_END.finditer(text, low, m.start())), default=low)
    end_m = _SENTENCE_END.search(text, m.end(), m.end() + _SUPPOSE_REACH)
    end = end_m.start() if end_m else min(len(text), m.end() + _SUPPOSE_REACH)
    return (
        _SUPPOSED_BEFORE.search(text, start, m.start()) is not None
        or _SUPPOSED_AFTER.search(text, m.end(), end) is not None
    )


def zero_indexed(text: str) -> str:
    """``text`` with every cell and ``square N`` moved to 0-indexed numbers (one less each)."""

    def cell(m: re.Match[str]) -> str:
        r, c = coordinate_of(m)
        return f"({r - 1}, {c - 1})"

    text = COORDINATE_RE.sub(cell, text)
    return _SQUARE.sub(lambda m: f"{m.group(1)}{int(m.group(2)) - 1}", text)

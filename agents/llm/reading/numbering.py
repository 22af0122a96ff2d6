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

# The words a declaration turns on, found by a literal scan of the lowered reply: "indexed",
# "based", "indexing" ("1-indexed", "one-based"), and "from 1" / "at one" ("counting rows and
# columns from 1", "indices start at 1"), the number not beginning a cell ("from 1, 0" and
# "from (1, 0)" are places). What stands before each is then read in a short window.
_ANCHOR = re.compile(
    r"indexed|based|indexing"
    r"|(?:from|at)[ \t]{1,3}(1|one|0|zero)(?!\w|\.\d|[ \t]{0,3},[ \t]{0,3}\d)"
)
# Before "indexed"/"based": the number ("1-", "one ", "0-").
_NUMBER_BEFORE = re.compile(r"(?<![\w.-])(1|one|0|zero)[ \t]?-?[ \t]?\Z")
# Before "from 1": a numbering verb and what it numbers (optional).
_COUNTED_BEFORE = re.compile(
    r"(?<![a-z])(?:count(?:ing|ed)?|number(?:s|ed|ing)?|index(?:es|ed|ing)?|indices|"
    r"start(?:s|ing)?|begin(?:s|ning)?)"
    r"(?:[ \t]{1,3}(?:the[ \t]{1,3})?(?:rows?|columns?|cols?|squares?|cells?|positions?|tiles?|"
    r"coordinates|indices|them)(?:[ \t]{1,3}and[ \t]{1,3}(?:rows?|columns?|cols?))?)?"
    r"(?:[ \t]{1,3}(?:start|begin)s?)?[ \t]{1,3}\Z"
)
# What an "from 1" / "at 1" anchor needs, one pattern per leading literal (``re`` finds a
# literal prefix fast, an alternation's first characters slowly).
_NUMBER_AFTER = tuple(re.compile(rf"{w}[ \t]{{1,3}}(?:1|one|0|zero)") for w in ("from", "at"))
_HINTS = ("ndex", "ased", "NDEX", "ASED", "rom", "ROM", "at", "At", "AT")
"""Substrings every declaration holds one of ("indexed", "based", "from", "at")."""
_WINDOW = 64
"""How far before its anchor a declaration's words are read."""
_NEGATED = re.compile(r"(?:not|n't|never)[ \t]{1,3}\Z")
# A numbering only supposed ("If you count rows and columns from 1 instead, that would be
# (3, 1)"): a caveat about another reading, not the reply's own numbering.
_SUPPOSED_BEFORE = re.compile(r"(?<![a-z])(?:if|were|suppose|supposing)(?![a-z])")
_SUPPOSED_AFTER = re.compile(r"(?<![a-z])(?:instead|would)(?![a-z])")
_SENTENCE_END = re.compile(r"[.!?\n]")
_SUPPOSE_REACH = 80
MAX_DECLARATIONS = 16
"""Declarations looked at: a reply repeating "1-indexed" a million times says it once."""

_SQUARE = re.compile(
    r"(?<![a-z])((?:square|position|piece|tile)[ \t]{1,3}(?:#[ \t]?)?)(\d{1,8})\b", re.I
)


def one_indexed(text: str) -> bool:
    """True when ``text`` says its numbers are counted from 1 and never says from 0."""
    if not any(hint in text for hint in _HINTS):
        return False  # substring scans: a long reply with no declaration costs little
    low = text.lower()
    if not ("index" in low or "based" in low or _found_number_after(low)):
        return False  # no anchor: _ANCHOR's alternation tried at every character costs more
    said: set[str] = set()
    found = 0
    for m in _ANCHOR.finditer(low):
        window = max(0, m.start() - _WINDOW)
        if m.group(1) is None:
            before = _NUMBER_BEFORE.search(low, window, m.start())
            number = before.group(1) if before is not None else None
        else:
            before = _COUNTED_BEFORE.search(low, window, m.start())
            number = m.group(1) if before is not None else None
        if before is None or number is None:
            continue
        start = before.start()
        if _NEGATED.search(low, max(0, start - 8), start) or _supposed(low, start, m.end()):
            continue
        said.add("1" if number in ("1", "one") else "0")
        found += 1
        if found >= MAX_DECLARATIONS:
            break
    return said == {"1"}


def _found_number_after(low: str) -> bool:
    """Whether ``low`` holds "from" or "at" and a number after it (what every "from 1" or "at 1"
    anchor of :data:`_ANCHOR` starts with)."""
    return any(p.search(low) is not None for p in _NUMBER_AFTER)


def _supposed(text: str, begin: int, end: int) -> bool:
    """The declaration at ``text[begin:end]`` lies in a sentence that only supposes it
    (:data:`_SUPPOSED_BEFORE` before it, :data:`_SUPPOSED_AFTER` after it, within
    :data:`_SUPPOSE_REACH` characters)."""
    low = max(0, begin - _SUPPOSE_REACH)
    start = max((e.end() for e in _SENTENCE_END.finditer(text, low, begin)), default=low)
    end_m = _SENTENCE_END.search(text, end, end + _SUPPOSE_REACH)
    stop = end_m.start() if end_m else min(len(text), end + _SUPPOSE_REACH)
    return (
        _SUPPOSED_BEFORE.search(text, start, begin) is not None
        or _SUPPOSED_AFTER.search(text, end, stop) is not None
    )


def zero_indexed(text: str) -> str:
    """``text`` with every cell and ``square N`` moved to 0-indexed numbers (one less each)."""

    def cell(m: re.Match[str]) -> str:
        r, c = coordinate_of(m)
        return f"({r - 1}, {c - 1})"

    text = COORDINATE_RE.sub(cell, text)
    return _SQUARE.sub(lambda m: f"{m.group(1)}{int(m.group(2)) - 1}", text)


# Two forms of one move, one per numbering ("If from 0: MOVE: (2, 0). If from 1: MOVE: (3, 1).
# Either way, the cell directly below P."): the reply says which numbering each form uses and
# that both name the same cell (issue 35, twelfth round).
_CONVENTION = re.compile(
    r"(?<![a-z])(?:from|at)[ \t]{1,3}(0|zero|1|one)(?![\w.]|[ \t]{0,3},[ \t]{0,3}\d)"
    r"|(?<![\w.-])(0|zero|1|one)[ \t]?-?[ \t]?(?:indexed|based)(?![a-z])",
    re.IGNORECASE,
)
_SAME_CELL = re.compile(
    r"(?<![a-z])(?:either way|whichever (?:way|numbering|convention)|(?:the )?same (?:cell|square|"
    r"place|position|spot|move)|both (?:are|mean|name|point to|refer to|give) the)(?![a-z])",
    re.IGNORECASE,
)
_ZERO_HINTS = (
    "from 0",
    "from zero",
    "0-",
    "0 indexed",
    "0 based",
    "zero-",
    "zero indexed",
    "zero based",
)
_SAME_HINTS = ("either way", "whichever", "same", "both")
MAX_CONVENTIONS = 8
"""Numbering declarations looked at; a reply naming more is not giving one move two ways."""


def same_cell_forms(text: str) -> str:
    """``text`` with a 1-indexed form of its move written 0-indexed, when the reply gives the
    move once per numbering (each form after its own "from 0" / "1-indexed"), the two forms are
    one cell (the 1-indexed one is one row down and one column right of the other) and the
    reply says they are the same ("either way", "the same cell"); else ``text`` unchanged. The
    prompt numbers from 0, so its form is the answer; two forms not said to be one cell stay
    two answers. Never raises; linear."""
    low = text.lower()
    # Literal scans first (a long reply rarely names a 0-based form, or says "the same").
    if not any(hint in low for hint in _ZERO_HINTS) or not any(hint in low for hint in _SAME_HINTS):
        return text
    if _SAME_CELL.search(text) is None:
        return text
    anchors = []
    for m in _CONVENTION.finditer(text):
        anchors.append(m)
        if len(anchors) > MAX_CONVENTIONS:
            return text
    forms: dict[str, list[re.Match[str]]] = {"0": [], "1": []}
    for m, nxt in zip(anchors, [*anchors[1:], None], strict=True):
        cell = COORDINATE_RE.search(text, m.end(), nxt.start() if nxt else len(text))
        if cell is not None:
            number = (m.group(1) or m.group(2)).lower()
            forms["1" if number in ("1", "one") else "0"].append(cell)
    if len(forms["0"]) != 1 or len(forms["1"]) != 1:
        return text
    zero, one = forms["0"][0], forms["1"][0]
    (r0, c0), (r1, c1) = coordinate_of(zero), coordinate_of(one)
    if (r1 - 1, c1 - 1) != (r0, c0):
        return text
    return f"{text[: one.start()]}({r0}, {c0}){text[one.end() :]}"

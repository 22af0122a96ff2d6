"""Cells a move names only as its purpose: set apart before a move or a rotation is read.

A move reply often names its own cell (the verb's object) and then, in a purpose or result
clause, another cell the move should reach, meet or face: "rotate (1, 0) clockwise so its end
meets (1, 1)", "move to (2, 0) so I can reach (3, 0) next", "turn (1, 0) towards (1, 1)". The
last cell named is then not the move, so the move readers (:mod:`agents.llm.parsing`,
:mod:`agents.llm.rotation_parsing`) read the reply with those clauses blanked out
(:func:`without_purpose`), and what is left decides: the verb's object, or nothing at all when
every cell was in a purpose clause ("rotate clockwise so that (1, 0) meets (1, 1)": no cell is
the object, so no answer; never a guess).

================================================  ==========================================
clause                                            blanked
================================================  ==========================================
"so that it/I/the .../(cell)", "so its",          always, to the end of the sentence
"so it/I/the pipe can/will/meets/lines up",
"in order to", 以便 / 使得 / 好让
"to meet/reach/connect/face/point/...",           after a move verb and its cell in the same
"towards", "facing", "next to", "pointing at"     sentence ("turn (1, 0) towards (1, 1)"), to
                                                  the end of the sentence
"In order to reach (4, 3), I move ..." /          at the start of a sentence, to its first
"To connect (0, 0) with (1, 1), rotate ..."       comma outside brackets
================================================  ==========================================

A sentence opening with "So" ("So I will rotate square 3") draws a conclusion, not a purpose:
kept. "Move down towards (2, 0)" and "From (1, 0), move towards (2, 0)" keep their cell: no move verb
has a cell before the marker there, so the marker's cell is the move's own. Blanking keeps every
other character where it was (spaces of the same length), and the answer labels (``MOVE:``,
``ROTATE:``) end a clause. Linear in the reply's length: each clause is cut at
:data:`MAX_CLAUSE` characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from agents.llm.reading.pipeline import Answer
from envs.maze_nav.grammar import COORDINATE_RE

MAX_CLAUSE = 240
"""The longest clause blanked (characters): a sentence past it is cut there."""

_SUBJECT = r"(?:it|its|I|we|they|this|that|the[ \t]+\w+(?:[ \t]+\w+)?|square[ \t]*\d+)"
# "so I can reach", "so it meets"; "will" only before a goal verb: "so I will go to (2, 0)" and
# "so it will be (2, 0)" draw a conclusion (the move), "so it will meet (1, 1)" is a purpose.
_VERB = (
    # "so I could go to (1, 1)" concludes a move (issue 35, twenty-second round): not a purpose.
    r"(?:(?:can|could|may|might)(?![ \t]+(?:also[ \t]+)?(?:go|move|step|head|walk)\b)|"
    r"(?:will|would|'ll)[ \t]+(?:then[ \t]+)?(?:meet|connect|face|point"
    r"|line[ \t]+up|touch|join|reach|link|match|fit|open)|ends?[ \t]+up|meets?|connects?|faces?"
    r"|points?|lines?[ \t]+up|touches|joins?|reaches|links?|matches|fits?|opens?)"
)
# Clauses that are a purpose whatever comes before them.
_ALWAYS = re.compile(
    r"\bso[ \t]+that[ \t]+(?=\(|\[|" + _SUBJECT + r"\b)(?!that'?s\b|that[ \t]+is\b)"
    r"|\bso[ \t]+(?:its|their)\b"
    r"|\bso[ \t]+" + _SUBJECT + r"[ \t]+" + _VERB + r"\b"
    r"|\bin[ \t]+order[ \t]+to\b"
    r"|以便|使得|好让|(?<=[，,])这样(?!的话)",
    re.IGNORECASE,
)
_GOAL_VERBS = r"(?:meet|reach|connect|join|face|point|line[ \t]+up|link|touch|match|get[ \t]+to)"
# Clauses that are a purpose after the move's own cell ("turn (1, 0) towards (1, 1)").
_AFTER_OBJECT = re.compile(
    r"\bto[ \t]+" + _GOAL_VERBS + r"\b"
    r"|\b(?:towards?|facing|next[ \t]+to|adjacent[ \t]+to|pointing[ \t]+(?:at|to|towards?))\b",
    re.IGNORECASE,
)
# Sentence-initial purpose clauses: "To connect (0, 0) with (1, 1), ..."; "In order to ...".
_LEADING = re.compile(r"\bto[ \t]+" + _GOAL_VERBS + r"\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?\n。！？]|\b(?:MOVE|ROTATE)[*_ \t]*:", re.IGNORECASE)
_MOVE_VERB = re.compile(
    r"\b(?:rotate|rotating|turn|turning|spin|spinning|flip|flipping|move|moving|go|going|step"
    r"|stepping|head|heading|take|taking)\b|旋转|转动|移动|走",
    re.IGNORECASE,
)
# "[ \t]*(?:#[ \t]*)?" (not "[ \t]*#?[ \t]*"): one parse of a run of spaces, linear on any text.
_SQUARE = re.compile(r"\b(?:square|position|piece|tile)[ \t]*(?:#[ \t]*)?\d", re.IGNORECASE)
_LEAD_IN = re.compile(r"\A[\s*_>#-]*(?:in[ \t]+order[ \t]+)?\Z", re.IGNORECASE)


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding ``at`` starts (at most :data:`MAX_CLAUSE` characters back)."""
    low = max(0, at - MAX_CLAUSE)
    start = low
    for m in _SENTENCE_END.finditer(text, low, at):
        start = m.end()
    return start


def _clause_end(text: str, at: int, comma: bool) -> int:
    """The end of the clause from ``at``: the sentence's end (or its first comma, ``comma``)."""
    stop = min(len(text), at + MAX_CLAUSE)
    m = _SENTENCE_END.search(text, at, stop)
    end = m.start() if m else stop
    if comma:
        # The first comma outside brackets: "(0, 0)"'s own comma ends no clause.
        depth = 0
        for i in range(at, end):
            ch = text[i]
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth = max(0, depth - 1)
            elif ch in ",，" and depth == 0:
                return i
    return end


def _object_before(text: str, start: int, at: int) -> bool:
    """A move verb, then a cell, between ``start`` and ``at`` (the verb's object)."""
    verb = _MOVE_VERB.search(text, start, at)
    if verb is None:
        return False
    return bool(COORDINATE_RE.search(text, verb.end(), at) or _SQUARE.search(text, verb.end(), at))


def _hits(
    hint: re.Pattern[str], full: re.Pattern[str], text: str, lowered: str
) -> Iterator[re.Match[str]]:
    """``full``'s matches in ``text`` that start at a word's start where ``hint`` (literal, lower
    case) finds one in ``lowered``: a literal scan is many times faster than ``full``'s own on a
    long reasoning reply (``benchmarks/bench_scoring.py``)."""
    if len(lowered) != len(text):  # lower() changed a length ("İ"): scan with full itself
        yield from full.finditer(text)
        return
    for h in hint.finditer(lowered):
        at = h.start()
        if at and lowered[at - 1].isalnum() and lowered[at].isascii():
            continue
        m = full.match(text, at)
        if m is not None:
            yield m


_ALWAYS_HINT = re.compile(r"so[ \t]|in[ \t]+order|以便|使得|好让|这样")
_AFTER_HINT = re.compile(
    r"to[ \t]+(?:meet|reach|connect|join|face|point|line|link|touch|match|get)"
    r"|toward|facing|next[ \t]+to|adjacent|pointing"
)


def purpose_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each purpose clause in ``text`` (module docs), in order."""
    spans: list[tuple[int, int]] = []
    if len(text) < 6:
        return spans
    lowered = text.lower()
    for m in _hits(_ALWAYS_HINT, _ALWAYS, text, lowered):
        start = _sentence_start(text, m.start())
        leading = _LEAD_IN.match(text[start : m.start()]) is not None
        if leading and text[m.start() : m.start() + 2].lower() == "so":
            continue  # "So I will rotate square 3": a sentence's "So" draws a conclusion
        spans.append((m.start(), _clause_end(text, m.end(), comma=leading)))
    for m in _hits(_AFTER_HINT, _AFTER_OBJECT, text, lowered):
        start = _sentence_start(text, m.start())
        if _object_before(text, start, m.start()):
            spans.append((m.start(), _clause_end(text, m.end(), comma=False)))
        elif _LEADING.match(text, m.start()) and _LEAD_IN.match(text[start : m.start()]):
            spans.append((m.start(), _clause_end(text, m.end(), comma=True)))
    return spans


def blank_purpose(text: str) -> str:
    """``text`` with its purpose clauses turned to spaces (everything else where it was)."""
    spans = purpose_spans(text)
    if not spans:
        return text
    chars = list(text)
    for start, end in spans:
        for i in range(start, end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


def without_purpose(answer: Answer) -> Answer:
    """``answer`` with its purpose clauses blanked in ``text`` and ``whole`` alike (``text``
    stays ``whole`` itself when it was, as the readers test with ``is``)."""
    whole = blank_purpose(answer.whole)
    text = whole if answer.text is answer.whole else blank_purpose(answer.text)
    if whole is answer.whole and text is answer.text:
        return answer
    return Answer(text, whole, answer.reason, answer.how)

"""Where a reply's answer lines are: their labels ("MOVE:", "PATH:", "SHAPE:", "MAZE:",
"ROTATE:", the last "Answer:") and where each one's value ends.

Moved out of :mod:`agents.llm.reading.afterthoughts` (issue 35 item 7), which re-exports them:
some twenty stages of the reading pipeline ask for one reply's labels, so the last few replies'
labels are kept (:func:`answer_labels`) and found once a reply, not once a stage.
"""

from __future__ import annotations

import re
from functools import lru_cache

LABEL = re.compile(r"(?<![A-Za-z])(?:MOVE|PATH|SHAPE|MAZE|ROTATE)[ \t]{0,3}:", re.IGNORECASE)
# A label is found back from a colon after a label's last letter (:func:`answer_labels`).
_LABEL_END = re.compile(r"[EeHh][ \t]{0,3}:")
_LABEL_WORD = re.compile(r"(?:MOVE|PATH|SHAPE|MAZE|ROTATE)[ \t]{0,3}\Z", re.IGNORECASE)
# "Answer:" opening a line is an answer line too ("**Answer:** square", bold dropped): the last
# such line, found back from the end in a few tries.
_ANSWER_TRIES = 32
_ANSWER_LINE = re.compile(r"[ \t]{0,3}answer[ \t]{0,3}:", re.IGNORECASE)
GRID_LINE = re.compile(r"[ \t]*[01PG#.X][ \t01PG#.X]*\n?")
_KEPT = 4
"""Replies whose labels are kept: one reply's stages ask about the same text (and about a
part of it, its reasoning set apart); a few, so a kept reply's memory stays bounded."""


def value_end(text: str, start: int) -> int:
    """Where the answer line starting at ``start`` ends (a maze's grid lines included)."""
    line = text.find("\n", start)
    if line < 0:
        return len(text)
    at = line + 1
    if not text[start:line].strip():  # "MAZE:" alone on its line: the grid follows
        while at < len(text) and (m := GRID_LINE.match(text, at)) and m.end() > at:
            if not text[at : m.end()].strip():
                break
            at = m.end()
    return at


def answer_labels(text: str) -> list[re.Match[str]]:
    """The answer lines' labels in ``text``, in order, and the last "Answer:" line's (a new
    list each call: the matches are kept for the few latest texts, the list is the caller's)."""
    return list(_labels(text))


@lru_cache(maxsize=_KEPT)
def _labels(text: str) -> tuple[re.Match[str], ...]:
    labels = []
    # From each colon after a label's last letter back: the candidates are found by a
    # character-class scan, several times cheaper than the label pattern tried at every
    # character of a long reply (the fifth of a 200 KB reply's reading time before).
    for end in _LABEL_END.finditer(text):
        colon = end.end() - 1
        word = _LABEL_WORD.search(text, max(0, colon - 12), colon)
        if word is not None and (label := LABEL.match(text, word.start())):
            labels.append(label)
    answer = last_answer_line(text)
    if answer is not None and (not labels or labels[-1].start() < answer.start()):
        labels.append(answer)
    return tuple(labels)


def last_answer_line(text: str) -> re.Match[str] | None:
    """The last line opening with "Answer:", looked for back from the end (a few tries)."""
    at = len(text)
    for _ in range(_ANSWER_TRIES):
        at = max(text.rfind("nswer", 0, at), text.rfind("NSWER", 0, at))
        if at < 1:
            return None
        line = text.rfind("\n", max(0, at - 5), at) + 1  # bounded: linear
        if at - line <= 4 and (m := _ANSWER_LINE.match(text, line)):
            return m
    return None

"""Invented dialogue turns inside a reply (issue 35, thirty-second round).

A reply that writes its own exchange ("User: ... / Assistant: ...", "Q: ... / A: ...",
"Human: ... / AI: ...") answers more than once. The answering turns are compared: when every
turn after the first answer gives the same value (or no value at all: "Yes, I'm sure."), that
answer stands and the phase parser reads it as usual; when a later turn gives another value,
whether a second answer to a request the user never made or a giving-way to an invented
push-back, which turn answers the question asked is not the reply's call: unreadable.

A turn's value is the text after its last phase label (``MOVE:``, ``PATH:``, ``SHAPE:``,
``ROTATE:``, ``MAZE:``), else the values it names in prose: cells, shape names, turn words.
"""

from __future__ import annotations

import re

_ASKER = r"user|human|me|person|customer|question|q"
_ANSWERER = r"assistant|ai|model|bot|chatbot|answer|a"
_TURN = re.compile(
    rf"^[ \t>*_#-]{{0,6}}({_ASKER}|{_ANSWERER})[ \t*_]{{0,3}}:[ \t*_]*(.*)$",
    re.IGNORECASE | re.MULTILINE,
)
_ASKERS = frozenset(_ASKER.split("|"))
_LABEL = re.compile(r"(?:move|path|shape|maze|rotate)[ \t*_`]*:", re.IGNORECASE)
_VALUES = re.compile(
    r"\(\s*-?\d{1,8}\s*,\s*-?\d{1,8}\s*\)|(?<![a-z])(?:square|cross|circle|triangle|ring|"
    r"counter-?clockwise|anti-?clockwise|clockwise|[CLTUZ]-?shape|[CLTUZ])(?![a-z])",
    re.IGNORECASE,
)


def _value(turn: str) -> str | None:
    labels = list(_LABEL.finditer(turn))
    if labels:
        return " ".join(turn[labels[-1].end() :].split()).strip(" .*_`").lower()
    found = [" ".join(v.split()).lower() for v in _VALUES.findall(turn)]
    return " ".join(found) if found else None


def turns_differ(text: str) -> bool:
    """Whether ``text`` holds invented dialogue turns whose answers differ (module docs).

    Needs an asking turn and two answering turns (the pair "Q:"/"A:" counts only together, and
    "Answer:" only as a turn after a question). Never raises; linear.
    """
    if ":" not in text:
        return False
    marks = list(_TURN.finditer(text))
    if len(marks) < 3:
        return False
    speakers = [m.group(1).lower() for m in marks]
    if not any(s in _ASKERS for s in speakers) or all(s in _ASKERS for s in speakers):
        return False
    if ("a" in speakers or "answer" in speakers) and not ({"q", "question"} & set(speakers)):
        return False
    answers: list[str] = []
    for i, m in enumerate(marks):
        if speakers[i] in _ASKERS:
            continue
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        value = _value(text[m.start(2) : end])
        if value is not None:
            answers.append(value)
    return len(set(answers)) > 1

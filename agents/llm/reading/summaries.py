"""A summary given FIRST, then the long version (issue 35, thirty-second round).

A reply may open with its answer in short ("TL;DR: MOVE: (2, 0)", "Summary: PATH: ...") and
then write the long version. When the long version ends on another answer of the summary's
kind and does not say it replaces the summary, the reply holds two answers and no choice
between them: unreadable. A long version that agrees, or gives no answer of that kind, leaves
the summary's answer (the phase parser reads it as usual), and so does one that says it
replaces the summary (then the ordinary last-answer reading applies).

The kinds compared are the cells' own: a one-cell answer against the long version's last cell,
a move with a turn word against its last cell followed by a turn word, a route against its
last run of two or more cells. (A summary AFTER the answer is :mod:`.afterthoughts`' concern.)
"""

from __future__ import annotations

import re

_SUMMARY_HEAD = re.compile(
    r"\A[ \t>*_#-]{0,6}(?:tl[ \t]?;?[ \t]?dr|summary|in short|short answer|short version"
    r"|bottom line|the gist)[ \t*_]{0,3}[:\-–—][ \t*_]*",
    re.IGNORECASE,
)
_CELL = re.compile(r"\(\s*(-?\d{1,8})\s*,\s*(-?\d{1,8})\s*\)")
_TURN = re.compile(
    r"[ \t*_`]{0,4}(counter-?clockwise|anti-?clockwise|clockwise|ccw|cw)(?![a-z])", re.IGNORECASE
)
_RUN_GAP = re.compile(r"[ \t,;>→\-–]*\Z")
_REPLACES = re.compile(
    r"(?<![a-z])(?:replac\w*|instead|scratch|wrong|mistaken|correct(?:ion|ed)|update[ds]?"
    r"|revis\w*|overrid\w*)(?![a-z])",
    re.IGNORECASE,
)


def _turn_word(word: str) -> str:
    w = word.lower().replace("-", "")
    return "ccw" if w in ("counterclockwise", "anticlockwise", "ccw") else "cw"


def _cells(text: str) -> list[re.Match[str]]:
    return list(_CELL.finditer(text))


def _runs(text: str, cells: list[re.Match[str]]) -> list[list[tuple[str, str]]]:
    runs: list[list[tuple[str, str]]] = []
    previous: re.Match[str] | None = None
    for m in cells:
        if previous is not None and _RUN_GAP.match(text[previous.end() : m.start()]):
            runs[-1].append(m.groups())
        else:
            runs.append([m.groups()])
        previous = m
    return runs


def _moves(text: str, cells: list[re.Match[str]]) -> list[tuple[tuple[str, str], str]]:
    moves = []
    for m in cells:
        turn = _TURN.match(text, m.end())
        if turn is not None:
            moves.append((m.groups(), _turn_word(turn.group(1))))
    return moves


def summary_disagrees(text: str) -> bool:
    """Whether ``text`` opens with a summary whose answer its long version ends away from
    (module docs). Never raises; linear."""
    head = _SUMMARY_HEAD.match(text.lstrip())
    if head is None:
        return False
    body = text.lstrip()
    end = body.find("\n\n", head.end())
    if end < 0:
        return False
    summary, long = body[head.end() : end], body[end:]
    if _REPLACES.search(long):
        return False
    said = _cells(summary)
    later = _cells(long)
    if not said or not later:
        return False
    moves = _moves(summary, said)
    if moves:
        other = _moves(long, later)
        return bool(other) and other[-1] != moves[-1]
    if len(said) == 1:
        return later[-1].groups() != said[0].groups()
    route = [m.groups() for m in said]
    runs = [run for run in _runs(long, later) if len(run) > 1]
    return bool(runs) and runs[-1] != route

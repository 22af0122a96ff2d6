"""Whether a RotationPuzzle answer offers alternatives or a plan where one move was asked.

:mod:`agents.llm.rotation_parsing` commits to a square and a turn; before it does, these checks
ask whether the answer line (or the reply's last squares and turns) offers two squares ("square
2 or 3"), two turns ("clockwise / ccw", "clockwise and counterclockwise"), or several moves
joined as a plan ("(1, 0) clockwise, then (0, 1) counterclockwise"). Any of them makes the reply
``conflicting`` there. Kept apart from the committing logic because they are one job: reading
how the named moves are joined. Model output is untrusted: nothing here raises on it.
"""

from __future__ import annotations

import re
from collections import deque
from itertools import islice

from agents.llm.reading import hedged, joins_moves
from agents.llm.reading.directions import CLOCKWISE, COUNTERCLOCKWISE
from agents.llm.rotation_squares import (
    CORNER_RE,
    CORNER_START,
    INDEX_RE,
    NUMBER_WORDS,
    corner_index,
    index_number,
    index_start,
    matches,
    rotation_parts,
    turns,
)
from envs.maze_nav.text import COORDINATE_RE, coordinate_of

__all__ = [
    "DIRECTION_TAIL",
    "directions_hedged",
    "other_ruled_out",
    "several_rotations",
    "squares_hedged",
    "through_turns",
]

# The turn word right after a square ("(0, 1) clockwise"): a move's answer runs through it.
DIRECTION_TAIL = re.compile(
    r"[ \t*_`]{0,4}(?:counter-?clockwise|anti-?clockwise|clockwise|ccw|cw)(?![a-z])",
    re.IGNORECASE,
)


def squares_hedged(text: str, at: int, rows: int, cols: int) -> bool:
    """The line from ``at`` (a ``ROTATE:`` label's end) offers two squares as alternatives:
    two squares so joined, or a square then "or" and a bare number ("square 2 or 3")."""
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    two = rotation_parts(text[at:end], rows, cols)[0]
    if two and _OR_NUMBER.match(text, two[0][1] + at, end):
        return True
    return hedged(text, through_turns(text, [(a + at, b + at, square) for a, b, square in two]))


# The turn after a square and the end of its sentence: "(0, 0) clockwise." is one move.
_TURN_AND_STOP = re.compile(
    r"[ \t*_`]{0,4}(?:counter-?clockwise|anti-?clockwise|clockwise|ccw|cw)(?![a-z])[.]?",
    re.IGNORECASE,
)


def through_turns(text: str, spans: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """``spans`` (squares) each run on through the turn named right after it and a full stop,
    so the words between two moves are what joins them: "(0, 0) clockwise or rotate (1, 1)
    clockwise", "(0, 0) clockwise. Alternatively, (1, 1) ..." offer two (issue 35,
    twenty-fourth round), as "(2, 0) or move to (1, 1)" does for cells."""
    out = []
    for start, end, square in spans:
        tail = _TURN_AND_STOP.match(text, end)
        out.append((start, tail.end() if tail else end, square))
    return out


def several_rotations(text: str, at: int, rows: int, cols: int) -> bool:
    """The line from ``at`` (a ``ROTATE:`` label's end) names two different squares, the
    second after the first (and its direction) joined only by a comma, "and", "then", an arrow
    or a space (:func:`~agents.llm.reading.joins_moves`): several moves, none marked."""
    end = text.find("\n", at)
    end = min(len(text) if end < 0 else end, at + _LINE_REACH)
    line = text[at:end]
    squares: list[tuple[int, int, int]] = []
    for m in islice(matches(INDEX_RE, index_start(line), line), 2):
        squares.append((m.start(), m.end(), index_number(m)))
    for m in islice(COORDINATE_RE.finditer(line), 2):
        r, c = coordinate_of(m)
        squares.append((m.start(), m.end(), r * cols + c))
    for m in islice(matches(CORNER_RE, CORNER_START, line), 2):
        squares.append((m.start(), m.end(), corner_index(m, rows, cols)))
    squares.sort()
    if len(squares) < 2 or squares[0][2] == squares[1][2]:
        return False
    tail = DIRECTION_TAIL.match(line, squares[0][1])
    gap = tail.end() if tail else squares[0][1]
    # "..., then the third square": the article before the second square joins nothing.
    between = _ARTICLE_END.sub("", line[gap : squares[1][0]])
    return gap <= squares[1][0] and joins_moves(between, line[squares[1][1] :])


_ARTICLE_END = re.compile(r"(?<![a-z])(?:the|a)[ \t]*\Z", re.IGNORECASE)


_LINE_REACH = 400
"""How much of an answer line is looked at for a second move."""


_OR_NUMBER = re.compile(
    r"[ \t,]{0,3}(?:or|/|或者?|还是)[ \t]{0,3}(?:\d{1,3}|"
    + "|".join(NUMBER_WORDS)
    + r")(?![\w(,])",
    re.IGNORECASE,
)


# A consequence ruling the other turn out, then the line's kept: "Counterclockwise would point
# it off the board, so clockwise it stays." (issue 35, twenty-ninth round).
_RULES_OUT = re.compile(
    r"(?<![a-z])would[ \t]+(?:point|run|send|turn|take|put|face|go|leave)(?![a-z])[^.!?\n]{0,60}?"
    r"(?<![a-z])(?:off|into|against|blocked|out)(?![a-z])[^.!?\n]{0,40}?(?<![a-z])so[ \t]+"
    r"([^.!?\n]{1,40}?)[ \t]+(?:it[ \t]+)?(?:stays|remains|stands)(?![a-z])",
    re.IGNORECASE,
)


def other_ruled_out(after: str, directions: list[tuple[int, str]]) -> bool:
    """The other turn ruled out by its consequence and the line's own said to stay."""
    m = _RULES_OUT.search(after[: _LINE_REACH * 2])
    if m is None or not directions:
        return False
    kept = [COUNTERCLOCKWISE if t.group(1) else CLOCKWISE for t in turns(m.group(1))]
    return bool(kept) and set(kept) == {directions[0][1]}


def directions_hedged(text: str, first: bool) -> bool:
    """The first (``first``) or last two directions named are offered as alternatives with no
    choice (:func:`hedged`): "either clockwise or counterclockwise", "clockwise / ccw"."""
    found = turns(text)
    two = list(islice(found, 2)) if first else list(deque(found, maxlen=2))
    spans = [(m.start(), m.end(), COUNTERCLOCKWISE if m.group(1) else CLOCKWISE) for m in two]
    # "clockwise counterclockwise": both directions side by side, nothing said between.
    if (
        len(spans) == 2
        and spans[0][2] != spans[1][2]
        and _SIDE_BY_SIDE.fullmatch(text, spans[0][1], spans[1][0])
    ):
        return True
    return hedged(text, spans)


# ... or joined by "and": "clockwise and counterclockwise" commits to no turn (issue 35,
# sixteenth round); "clockwise and then ..." or a square between is a plan, read elsewhere.
_SIDE_BY_SIDE = re.compile(
    r"[\s,;|*_`]{0,8}(?:(?:and|&|as well as|plus)(?![a-z])[\s,*_`]{0,8})?", re.IGNORECASE
)

"""Finding the squares and turns a RotationPuzzle reply names, one job: the square patterns
(an index, a number word, an ordinal, a corner in words), their opening hints and the scans
that list squares and directions in order. :mod:`agents.llm.rotation_parsing` decides which
of them is the move (under private aliases of these names, so its code reads unchanged).
Model output is untrusted: nothing here raises on it.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Iterator

from agents.llm.reading.directions import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    negated,
    rotation_pattern,
)
from envs.maze_nav.text import COORDINATE_RE, coordinate_number, coordinate_of

__all__ = [
    "CORNER_RE",
    "CORNER_START",
    "DIRECTION_RE",
    "INDEX_OR_ORDINAL_START",
    "INDEX_RE",
    "INDEX_START",
    "NUMBER_WORDS",
    "corner_index",
    "glossed_square",
    "index_number",
    "index_start",
    "matches",
    "rotation_moves",
    "rotation_parts",
    "turns",
]

# The rotation words are read in the ten languages of the reading pipeline's one table
# (:data:`agents.llm.reading.directions.VOCABULARY`; issue 35, fifteenth round): group 1 names a
# counterclockwise turn, group 2 a clockwise one.
DIRECTION_RE = rotation_pattern
# "\s*(?:#\s*)?" (not "\s*#?\s*") so a long run of spaces has one parse: linear time on any reply.
# A square's number spelled out ("square two", "square number three", "position zero") is the
# same index (0-based, as the prompt numbers them); "the piece one step right" names none.
NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
)  # fmt: skip
# "The first square" ... "the fourth tile": the square in the prompt's order, row by row from the
# top left (issue 35, fifteenth round), unless a place follows ("the second square in the bottom
# row" counts in that row).
# The four the ruling names (a 2 x 2 board's squares); "the fifth square" stays unread.
_ORDINALS = ("first", "second", "third", "fourth")
# The same in digits ("the 4th square"; issue 35, sixteenth round).
_DIGIT_ORDINALS = ("1st", "2nd", "3rd", "4th")
INDEX_RE = re.compile(
    r"\b(?:square|position|piece|tile|number|no\.?|"
    # The square's word in the other languages read ("la case 3", "Quadrat 2", "方块1"; issue
    # 35, twenty-second round): "case" only after its article, English "case 2" is a case.
    r"(?<=la )case|(?<=la  )case|quadrat|quadrato|feld|casilla|carré|carre|квадрат|клетка)"
    r"\s*(?:#\s*)?(?<![\d.])(\d+)(?![\d.])|#(\d+)\b"
    r"|\b(?:square|position|piece|tile)[ \t]{1,3}(?:(?:number|no\.?)[ \t]{0,3})?"
    rf"({'|'.join(NUMBER_WORDS)})(?![a-z])(?![ \t]+(?:steps?|more|of|by|way|time|row|col))"
    rf"|(?<![a-z0-9])({'|'.join(_ORDINALS + _DIGIT_ORDINALS)})[ \t]{{1,3}}(?:square|tile|piece)"
    r"(?![a-z])"
    r"(?![ \t]+(?:in|of|from|on|along|to|at)(?![a-z]))"
    r"|(?:方块|方格|方塊|格子)[ \t]?(?:#[ \t]?)?(?<![\d.])(\d+)(?![\d.])",
    re.IGNORECASE,
)


def index_number(m: re.Match[str]) -> int:
    """The square number an :data:`INDEX_RE` match names."""
    if m.group(4) is not None:
        word = m.group(4).lower()
        return _ORDINALS.index(word) if word in _ORDINALS else _DIGIT_ORDINALS.index(word)
    if m.group(3) is not None:
        return NUMBER_WORDS.index(m.group(3).lower())
    return coordinate_number(m.group(1) or m.group(2) or m.group(5))


# A corner named in words, as a grader reads it on any board: "the top-left square",
# "bottom right tile", "左上角的方块". A noun or the turn must follow (English), so an arrow
# "pointing up-left" names no square.
CORNER_RE = re.compile(
    r"(?<![a-z])(top|upper|bottom|lower)[ \t-]?(left|right)(?:[ \t-]?(?:hand|most))?[ \t]+"
    r"(?:(?:corner[ \t]+)?(?:square|tile|piece|cell|one|corner)(?![a-z])"
    # or the pipe it holds ("the top-left elbow"; issue 35, sixteenth round): the place decides
    r"|(?:elbow|bend|pipe|straight|tee|t-piece|junction)(?![a-z])"
    # or no noun, the turn right after it ("ROTATE: top-right clockwise"): the place is the square
    r"|(?=,?[ \t]{0,3}(?:counter[ \t-]?clockwise|anti[ \t-]?clockwise|clockwise|ccw|cw)(?![a-z])))"
    r"|(左上|右上|左下|右下)角?的?(?:方块|方格|格子|方塊)?",
    re.IGNORECASE,
)
# Where a match of each of the three can start: its opening letter (any case ``re.IGNORECASE``
# matches, "ſ" too) and the rest of an opening word ahead. One character class leads, so ``re``
# skips to where one stands; the patterns themselves open with a look-behind or \b, tried at
# every character (a third of the time on a megabyte of text, see :func:`matches`).
INDEX_START = re.compile(
    r"[sSſpPtTnN#](?=(?i:quare|osition|iece|ile|umber|o|\d))"
    # the other languages' square words (twenty-second round)
    r"|[cCqQfFкК方格](?=(?i:ase|uadrat|eld|asilla|arr|вадрат|летка|块|格|塊|子))"
)
# With an ordinal before a square ("the first square"; fifteenth round), tried only where the
# reply holds an ordinal's tail: its letters are common ones.
_ORDINAL_TAILS = tuple(word[1:] for word in _ORDINALS)
INDEX_OR_ORDINAL_START = re.compile(
    INDEX_START.pattern
    + rf"|[fFsSſtT](?=(?i:{'|'.join(_ORDINAL_TAILS)}))|[1-4](?=(?i:st|nd|rd|th))"
)
_DIGIT_ORDINAL = re.compile(r"[1-4](?:st|nd|rd|th)", re.IGNORECASE)


def index_start(text: str) -> re.Pattern[str]:
    """The opening of every :data:`INDEX_RE` match in ``text``."""
    if any(tail in text for tail in _ORDINAL_TAILS) or _DIGIT_ORDINAL.search(text):
        return INDEX_OR_ORDINAL_START
    return INDEX_START


CORNER_START = re.compile(r"[tTuUbBlL左右](?=(?i:op|pper|ottom|ower|上|下))")


def matches(full: re.Pattern[str], start: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``full.finditer(text)``, each match tried only where ``start`` finds an opening.

    The same matches: every match of ``full`` starts where ``start`` matches (one character,
    so no place is skipped), none is empty, and ``full.match(text, at)`` sees the text before
    ``at`` for its look-behind and \b, as a scan of the whole text does.
    """
    end = 0
    for hint in start.finditer(text):
        at = hint.start()
        if at < end:
            continue  # inside the last match: a scan of the whole text goes on after it
        m = full.match(text, at)
        if m is not None:
            end = m.end()
            yield m


_CORNER_ZH = {"左上": ("top", "left"), "右上": ("top", "right"), "左下": ("bottom", "left"),
              "右下": ("bottom", "right")}  # fmt: skip


def corner_index(m: re.Match[str], rows: int, cols: int) -> int:
    """The 0-based index of the corner ``m`` names on a ``rows x cols`` board."""
    vertical, side = (
        (m.group(1).lower(), m.group(2).lower()) if m.group(1) else _CORNER_ZH[m.group(3)]
    )
    row = 0 if vertical in ("top", "upper") else rows - 1
    return row * cols + (0 if side == "left" else cols - 1)


def turns(text: str) -> Iterator[re.Match[str]]:
    """The rotation words in ``text``, in order, leaving out those under a negation
    ("clockwise, not counterclockwise"): a ruled-out turn is never the committed one."""
    return (m for m in matches(*DIRECTION_RE(text), text) if not negated(text, m.start()))


def rotation_parts(
    text: str, rows: int, cols: int, first: bool = False
) -> tuple[list[tuple[int, int, int]], list[tuple[int, str]]]:
    """The squares (start, end, 0-based index or -1 off board) and directions named, in order:
    only the first ones (``first``) or the last two squares and the last direction, so a reply
    naming a hundred thousand squares converts four of them."""
    keep = 1 if first else 2

    def pick(found: Iterable[re.Match[str]]) -> list[re.Match[str]]:
        if first:
            return [m for m, _ in zip(found, range(keep), strict=False)]
        return list(deque(found, maxlen=keep))

    candidates: list[tuple[int, int, int]] = []
    for m in pick(matches(INDEX_RE, index_start(text), text)):
        number = index_number(m)
        index = number if 0 <= number < rows * cols else -1
        candidates.append((m.start(), m.end(), index))
    for m in pick(COORDINATE_RE.finditer(text)):
        r, c = coordinate_of(m)
        index = r * cols + c if 0 <= r < rows and 0 <= c < cols else -1
        candidates.append((m.start(), m.end(), index))
    for m in pick(matches(CORNER_RE, CORNER_START, text)):
        candidates.append((m.start(), m.end(), corner_index(m, rows, cols)))
    candidates.sort()
    candidates = candidates[:keep] if first else candidates[-keep:]
    directions = [
        (m.start(), COUNTERCLOCKWISE if m.group(1) else CLOCKWISE) for m in pick(turns(text))
    ]
    return candidates, directions[:1] if first else directions[-1:]


def rotation_moves(text: str, rows: int, cols: int) -> list[tuple[int, str | None]]:
    """Every move named in ``text`` (a short window), in order: each square with the first
    direction named after it and before the next square (None when there is none)."""
    squares: list[tuple[int, int, int]] = []
    for m in matches(INDEX_RE, index_start(text), text):
        number = index_number(m)
        squares.append((m.start(), m.end(), number if 0 <= number < rows * cols else -1))
    for m in COORDINATE_RE.finditer(text):
        r, c = coordinate_of(m)
        index = r * cols + c if 0 <= r < rows and 0 <= c < cols else -1
        squares.append((m.start(), m.end(), index))
    squares.sort()
    moves: list[tuple[int, str | None]] = []
    turns = DIRECTION_RE(text)
    for i, (_, end, index) in enumerate(squares):
        stop = squares[i + 1][0] if i + 1 < len(squares) else len(text)
        # The first turn after the square that is not ruled out ("not clockwise").
        d = next(
            (t for t in turns[0].finditer(text, end, stop) if not negated(text, t.start())), None
        )
        direction = None if d is None else COUNTERCLOCKWISE if d.group(1) else CLOCKWISE
        moves.append((index, direction))
    return moves


# Thirty-sixth round: the square glossed on its answer line as another square ("ROTATE: (1, 0)
# clockwise - that is, square 3", "(0, 1) clockwise (square 2)", "- the bottom-left piece"):
# two notations naming different squares, which only the board's width can tell apart
# (:mod:`agents.llm.reading.restatements` compares the other kinds of answer).
_ROTATE_LINE = re.compile(r"ROTATE[ \t]{0,3}:[^\n]{0,300}", re.IGNORECASE)
_GLOSS = re.compile(
    r"[ \t]{0,3}(?:\((?![ \t]{0,3}\d)|[\[\uff08=:\-\u2013\u2014]|,?[ \t]{0,3}(?:i\.e\.?|that[ \t]is|in[ \t]other"
    r"[ \t]words|aka|namely))[ \t,]{0,3}(?:(?:that[ \t]is|i\.e\.?)[ \t,]{0,3})?",
    re.IGNORECASE,
)
_GLOSS_REACH = 16
"""How far after the gloss's opening its square may start ("the bottom-left piece")."""


def glossed_square(text: str, rows: int, cols: int) -> bool:
    """Whether the last ``ROTATE:`` line in ``text`` names its square, then (after its turn
    word) a gloss naming another square. Never raises; linear."""
    lines = deque(_ROTATE_LINE.finditer(text), maxlen=1)
    if not lines:
        return False
    line = lines[0].group()
    squares, _ = rotation_parts(line, rows, cols, first=True)
    if not squares:
        return False
    at = squares[0][1]
    turn = next(turns(line[at : at + 40]), None)
    if turn is not None and not line[at : at + turn.start()].strip(" \t,"):
        at += turn.end()
    gloss = _GLOSS.match(line, at)
    if gloss is None:
        return False
    # "square 3." at the line's end: the full stop is the sentence's, not a decimal point.
    rest = re.sub(r"\.(?=[ \t)]*\Z)", " ", line[gloss.end() :])
    other, _ = rotation_parts(rest, rows, cols, first=True)
    return (
        bool(other)
        and other[0][0] <= _GLOSS_REACH
        and other[0][2] != squares[0][2]
        and not negated(rest, other[0][0])
    )

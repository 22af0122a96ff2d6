"""Whether a rotation answer is said again, on its own line or the next, as another turn or
another square (issue 35, forty-third round).

v47 gave "ROTATE: (0, 1) clockwise, i.e. a quarter turn to the left." and "ROTATE: (1, 0)
counterclockwise\\n也就是把右上角的方块逆时针转 90 度。": the answer, then "that is" and the
same answer in other words that name another turn (left is counterclockwise, as the puzzle
turns a square) or another square (右上角 is the top-right one; (1, 0) is the bottom-left).
Two values and no pick: a careful grader abstains. A restatement that agrees keeps the answer.

What counts as a restatement is one thing for every language: the rest of the answer's line
after its turn word, or the line right after it, opened by a marker of saying the same thing
again (:data:`agents.llm.reading.restate_markers.RESTATE_MARKERS`, one tuple per language) or
by a summary's heading ("总结：", "In short:"; forty-fourth round), or an aside in brackets
right after the turn word, read for its turn only ("counterclockwise (a quarter turn to the
right)"; forty-seventh round).
In it the turn is read by the turn words of every language (:func:`agents.llm.rotation_squares.turns`) and by a side ("to the
left", "vers la droite", "向左"; :data:`SIDES`), and the square by a cell, a number or a
corner in words (:data:`POSITIONS`, one table per language: a vertical word and a side word in
either order, "top-left", "en haut à droite", "右上角", "oben links"). A word under a negation
is no claim. Restatements naming neither say nothing about the answer.

One job: comparing a rotation's restatement with the rotation. Bounded patterns on two lines;
linear; nothing here raises.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.directions import negated
from agents.llm.reading.restate_markers import LETTERS, RESTATE_MARKER, opens_restatement
from agents.llm.reading.vocabulary import alternation, table_alternation
from agents.llm.rotation_squares import rotation_parts, turns

_LEFT, _RIGHT, _TOP, _BOTTOM = "left", "right", "top", "bottom"
POSITIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {_TOP: ("top", "upper"), _BOTTOM: ("bottom", "lower"),
                _LEFT: ("left",), _RIGHT: ("right",)},
    "chinese": {_TOP: ("上",), _BOTTOM: ("下",), _LEFT: ("左",), _RIGHT: ("右",)},
    "french": {_TOP: ("haut", "supérieur", "supérieure"), _BOTTOM: ("bas", "inférieur",
               "inférieure"), _LEFT: ("gauche",), _RIGHT: ("droite",)},
    "spanish": {_TOP: ("arriba", "superior"), _BOTTOM: ("abajo", "inferior"),
                _LEFT: ("izquierda", "izquierdo"), _RIGHT: ("derecha", "derecho")},
    "portuguese": {_TOP: ("superior", "cima"), _BOTTOM: ("inferior", "baixo"),
                   _LEFT: ("esquerda", "esquerdo"), _RIGHT: ("direita", "direito")},
    "italian": {_TOP: ("alto", "superiore"), _BOTTOM: ("basso", "inferiore"),
                _LEFT: ("sinistra", "sinistro"), _RIGHT: ("destra", "destro")},
    "german": {_TOP: ("oben", "obere", "oberen"), _BOTTOM: ("unten", "untere", "unteren"),
               _LEFT: ("links", "linke", "linken"), _RIGHT: ("rechts", "rechte", "rechten")},
    "russian": {_TOP: ("верхний", "верхнем", "верхнюю", "вверху"),
                _BOTTOM: ("нижний", "нижнем", "нижнюю", "внизу"),
                _LEFT: ("левый", "левом", "левую", "слева"),
                _RIGHT: ("правый", "правом", "правую", "справа")},
}  # fmt: skip
"""Position words per language: a corner is a vertical word and a side word, either order."""

SIDES: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {_LEFT: ("to the left", "turn left", "left turn"),
                _RIGHT: ("to the right", "turn right", "right turn")},
    "chinese": {_LEFT: ("向左", "往左", "左转"), _RIGHT: ("向右", "往右", "右转")},
    "french": {_LEFT: ("vers la gauche", "à gauche"), _RIGHT: ("vers la droite", "à droite")},
    "spanish": {_LEFT: ("a la izquierda", "hacia la izquierda"),
                _RIGHT: ("a la derecha", "hacia la derecha")},
    "portuguese": {_LEFT: ("para a esquerda", "à esquerda"),
                   _RIGHT: ("para a direita", "à direita")},
    "italian": {_LEFT: ("a sinistra", "verso sinistra"), _RIGHT: ("a destra", "verso destra")},
    "german": {_LEFT: ("nach links",), _RIGHT: ("nach rechts",)},
    "russian": {_LEFT: ("влево", "налево"), _RIGHT: ("вправо", "направо")},
}  # fmt: skip
"""A side a square is turned to, as a phrase ("to the left", not "that's right"), per
language: left is counterclockwise, right clockwise."""


_B, _E = rf"(?<![{LETTERS}])", rf"(?![{LETTERS}])"
_VERTICAL = rf"(?P<v>{table_alternation(POSITIONS, _TOP)}|{table_alternation(POSITIONS, _BOTTOM)})"
_SIDE = rf"(?P<s>{table_alternation(POSITIONS, _LEFT)}|{table_alternation(POSITIONS, _RIGHT)})"
_CORNER = re.compile(
    # Chinese writes the side first and joins the two ("右上角"); other languages put up to a
    # few short words between them ("en haut à droite", "canto superior esquerdo").
    rf"(?P<zs>[左右])(?P<zv>[上下])|(?P<zv2>[上下])(?P<zs2>[左右])(?=角|方|格|的)"
    rf"|{_B}(?:{_VERTICAL}[ \t-]{{1,3}}(?:[^\W\d_]{{1,3}}[ \t]{{1,3}}){{0,2}}{_SIDE}"
    rf"|(?P<s2>{table_alternation(POSITIONS, _LEFT)}|{table_alternation(POSITIONS, _RIGHT)})[ \t-]{{1,3}}"
    rf"(?P<v2>{table_alternation(POSITIONS, _TOP)}|{table_alternation(POSITIONS, _BOTTOM)})){_E}",
    re.IGNORECASE,
)
_TURN_SIDE = re.compile(
    rf"{_B}(?:(?P<l>{table_alternation(SIDES, _LEFT)})|(?P<r>{table_alternation(SIDES, _RIGHT)})){_E}",
    re.IGNORECASE,
)
_ROTATE_LINE = re.compile(r"ROTATE[ \t]{0,3}:[^\n]{0,300}", re.IGNORECASE)
_ASIDE = re.compile(r"[ \t]{0,3}[(\[\uff08]([^)\]\uff09\n]{1,60})[)\]\uff09]")
"""An aside in brackets right after the answer's turn word."""
GLOSS_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("a", "an", "one", "quarter", "turn", "degrees", "degree", "deg"),
    "chinese": ("转", "旋转", "度", "圈", "四分之一"),
    "spanish": ("un", "una", "cuarto", "de", "vuelta", "giro", "grados"),
    "french": ("un", "une", "quart", "de", "tour", "degrés"),
    "german": ("eine", "viertel", "vierteldrehung", "drehung", "grad"),
}  # fmt: skip
"""Words a gloss of a turn holds beside the turn or side itself ("a quarter turn to the left",
"向左转 90 度"), per language: an aside of only these says the turn again; any other word (a
remark: "counterclockwise would undo it") makes it no gloss."""
_GLOSS_FILLER = re.compile(
    rf"(?:[\W\d_]|{alternation(w for row in GLOSS_WORDS.values() for w in row)})*",
    re.IGNORECASE,
)


_NEXT_LINE = re.compile(r"[ \t]*\n(?:[ \t]*\n){0,1}([^\n]{1,300})")
_TOPS = {w.lower() for t in POSITIONS.values() for w in t[_TOP]}
_LEFTS = {w.lower() for t in POSITIONS.values() for w in t[_LEFT]}


def _is_gloss(aside: str) -> bool:
    """``aside`` holds a turn or a side and nothing but :data:`GLOSS_WORDS` besides."""
    spans = [m.span() for m in turns(aside)] + [m.span() for m in _TURN_SIDE.finditer(aside)]
    if not spans:
        return False
    kept, at = [], 0
    for start, end in sorted(spans):
        kept.append(aside[at:start] if start > at else "")
        at = max(at, end)
    kept.append(aside[at:])
    return _GLOSS_FILLER.fullmatch(" ".join(kept)) is not None


def _corner(m: re.Match[str], rows: int, cols: int) -> int:
    vertical = m.group("v") or m.group("v2") or m.group("zv") or m.group("zv2")
    side = m.group("s") or m.group("s2") or m.group("zs") or m.group("zs2")
    row = 0 if vertical.lower() in _TOPS else rows - 1
    return row * cols + (0 if side.lower() in _LEFTS else cols - 1)


def claims(text: str, rows: int, cols: int) -> tuple[set[str], set[int]]:
    """The turns (``"cw"``/``"ccw"``) and squares ``text`` names, negated ones left out."""
    said: set[str] = set()
    squares: set[int] = set()
    taken: list[tuple[int, int]] = []
    for m in _CORNER.finditer(text):
        taken.append(m.span())
        if not negated(text, m.start()):
            squares.add(_corner(m, rows, cols))
    if not taken:
        found, _ = rotation_parts(text, rows, cols, first=False)
        squares |= {square for start, _end, square in found if not negated(text, start)}
    for m in turns(text):
        said.add("ccw" if m.group(1) else "cw")
    for m in _TURN_SIDE.finditer(text):
        if any(a <= m.start() < b or a < m.end() <= b for a, b in taken):
            continue
        if not negated(text, m.start()):
            said.add("ccw" if m.group("l") else "cw")
    return said, squares


def rotation_restated_otherwise(text: str, rows: int, cols: int) -> bool:
    """Whether the last ``ROTATE:`` line in ``text`` is said again, after its turn word on its
    line or on the next line, opened by a restatement marker, as another turn or another square
    (module docs). Never raises; reads two lines."""
    lines = deque(_ROTATE_LINE.finditer(text), maxlen=1)
    if not lines:
        return False
    line = lines[0].group()
    following = _NEXT_LINE.match(text, lines[0].end())
    if following is not None and not opens_restatement(following.group(1)):
        following = None
    rest = line[line.find(")") + 1 :]
    if following is None and rest.isascii() and len(rest.split()) <= 1:
        return False  # the cheap precondition: one word (the turn) after the square, no more
    squares, _ = rotation_parts(line, rows, cols, first=True)
    turn = next(turns(line), None)
    if not squares or turn is None or turn.start() < squares[0][1]:
        return False
    answer = ("ccw" if turn.group(1) else "cw", squares[0][2])
    restatements = []
    same_line = RESTATE_MARKER.match(line, turn.end())
    if same_line is not None:
        restatements.append(line[same_line.end() :])
    aside = _ASIDE.match(line, turn.end())
    if same_line is None and aside is not None and _is_gloss(aside.group(1)):
        # The turn glossed in brackets right after it ("counterclockwise (a quarter turn to
        # the right)", v59): the gloss names the turn (forty-seventh round).
        said, _ = claims(aside.group(1), rows, cols)
        if said and said != {answer[0]}:
            return True
    summary = False
    if following is not None:
        restatements.append(following.group(1))
        summary = RESTATE_MARKER.match(following.group(1)) is None
    for i, restated in enumerate(restatements):
        said, named = claims(restated, rows, cols)
        if said and said != {answer[0]}:
            return True
        if summary and i == len(restatements) - 1:
            # A summary tells how the turned square meets the others ("左下角逆时针转一次，就和
            # 右下角接上了"): another square only when it leaves the answer's out (44th round).
            if named and answer[1] not in named:
                return True
        elif named and named != {answer[1]}:
            return True
    return False

"""A turn said as a side after a turning verb and a square: "rotate (1, 1) left".

v46 found a puzzle reply weighing "Option 1: rotate (0, 0) right." against "Option 2: rotate
(1, 1) left." and picking Option 2 read as no turn: "left" and "right" were read as turns only
in "a quarter turn to the left" (:mod:`.normalise`). A square turned to a side turns the way
a clock's hands go for "right" and against them for "left", in every language the readers
read, so this stage (issue 35, forty-second round) rewrites such a turn into the puzzle's own
words ("rotate (1, 1) counterclockwise") and leaves choosing among options to the stages
after it. One table per language (:data:`SIDE_TURNS`) holds the turning verbs, the short
words allowed between the square and the side, and the two sides; one pattern reads them all.

A side needs a turning verb right before the square: "go right from (1, 0)" or "(1, 1) is to
the right" are no turns. A side in the answer line's slot ("ROTATE: (0, 1) left") is the turn
too, left counterclockwise and right clockwise, by the lead's ruling of 29 Nov 2026 (the
"rotate left/right 90°" of image editors; forty-seventh round), unless the reply's words make
the side a place the opening should face ("The open end should point left.", "开口应该朝左。";
:data:`FACE_WORDS`, one row per language; v9 and v10 labelled the bare line so before the
ruling). A sentence turning the square to the same side ("Turn the top-left square to the
left.") says the same (v55, forty-sixth round); one turning to the other side leaves the line as
it is, no turn. The stage runs before :mod:`.normalise`,
which makes "Rotate (1, 1) ..." opening a line an answer line. Linear: one pass of one pattern, run only when a turning verb's
letters occur in the text; never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation, table_alternation

VERBS, BETWEEN, LEFT, RIGHT = "verbs", "between", "left", "right"

SIDE_TURNS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {VERBS: ("rotate", "rotating", "turn", "turning", "spin", "twist"),
                BETWEEN: ("to the", "towards the", "toward the", "once to the", "once"),
                LEFT: ("left",), RIGHT: ("right",)},
    "spanish": {VERBS: ("gira", "girar", "giro", "gire", "rota", "rotar", "roto", "rote"),
                BETWEEN: ("a la", "hacia la"), LEFT: ("izquierda",), RIGHT: ("derecha",)},
    "french": {VERBS: ("tourne", "tourner", "tourné", "pivote", "pivoter"),
               BETWEEN: ("à", "vers la", "sur la"), LEFT: ("gauche",), RIGHT: ("droite",)},
    "german": {VERBS: ("drehe", "drehen", "dreh", "rotiere", "rotieren"),
               BETWEEN: ("nach",), LEFT: ("links",), RIGHT: ("rechts",)},
    "italian": {VERBS: ("ruota", "ruotare", "ruoto", "gira", "girare", "giro"),
                BETWEEN: ("a", "verso"), LEFT: ("sinistra",), RIGHT: ("destra",)},
    "portuguese": {VERBS: ("gire", "girar", "giro", "rode", "rodar", "rodo"),
                   BETWEEN: ("para a", "à"), LEFT: ("esquerda",), RIGHT: ("direita",)},
    "russian": {VERBS: ("поверни", "повернуть", "поворачиваю", "поверну", "вращай"),
                BETWEEN: ("на",), LEFT: ("влево", "налево"), RIGHT: ("вправо", "направо")},
}  # fmt: skip
"""Turning verbs, the words allowed between the square and the side, and the sides."""

FACE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("face", "faces", "facing", "point", "points", "pointing", "opening", "open end",
                "opens", "aim", "aims", "aiming"),
    "spanish": ("apunte", "apunta", "apuntar", "apuntando", "mire", "mira", "mirar", "abertura",
                "apertura"),
    "french": ("pointe", "pointer", "oriente", "orienté", "orientée", "ouverture", "s'ouvre",
               "regarde"),
    "german": ("zeigt", "zeigen", "öffnung", "offen", "öffnet", "weist"),
    "italian": ("punta", "punti", "puntare", "apertura", "rivolto", "rivolta"),
    "portuguese": ("aponte", "aponta", "apontar", "abertura", "virado", "virada"),
    "russian": ("смотрит", "направлен", "направлена", "отверстие", "выход"),
    "chinese": ("朝", "开口", "对着", "指向", "面向"),
}  # fmt: skip
"""Words making a side a place the piece's opening should face, not a turn ("The open end
should point left.", "开口应该朝左。"), per language (forty-seventh round)."""

# Before NFKC (this stage runs ahead of :mod:`.normalise`): full-width brackets and commas too.
_CELL = r"[(\uff08][ \t]{0,2}\d{1,2}[ \t]{0,2}[,\uff0c\u3001][ \t]{0,2}\d{1,2}[ \t]{0,2}[)\uff09]"


def _alternation(key: str) -> str:
    return table_alternation(SIDE_TURNS, key)


_SIDE_TURN = compile_guarded(
    rf"(?<![^\W\d_])((?:{_alternation(VERBS)})[ \t]{{1,3}}{_CELL})"
    rf"[ \t]{{1,3}}(?:(?:{_alternation(BETWEEN)})[ \t]{{1,3}})?"
    rf"({_alternation(LEFT)}|{_alternation(RIGHT)})(?![^\W\d_])",
    re.IGNORECASE,
)
# Chinese and Japanese write the side before the verb, after the square: "把 (1, 1) 向左转",
# "(1, 1) を右に回す".
_SIDE_TURN_CJK = re.compile(
    rf"({_CELL})[ \t]{{0,2}}(?:(?:向|往)([左右])[ \t]{{0,2}}(?:旋)?转|を?([左右])に?[ \t]{{0,2}}(?:回|回転))"
)
_RIGHT_WORDS = frozenset(w for table in SIDE_TURNS.values() for w in table[RIGHT])
# The cheap precondition: a square followed by a side at all ("(" guards the scan), before the
# verb alternation is tried.
_SIDE_AFTER_CELL = compile_guarded(
    rf"{_CELL}[ \t]{{1,3}}(?:(?:{_alternation(BETWEEN)})[ \t]{{1,3}})?"
    rf"(?:{_alternation(LEFT)}|{_alternation(RIGHT)})(?![^\W\d_])",
    re.IGNORECASE,
)


# Forty-sixth round: a side on the answer line is the turn the reply's own sentence says with a
# turning verb and the same side, no square between ("Turn the bottom-right square to the left
# once.", "Giro la pieza ... hacia la derecha."): the side either after a word of the table's
# "between" or naming no place ("the top right piece" turns no side). Bounded gaps: linear.
_PLACE = r"(?:square|piece|tile|corner|cell|one|side|edge|column|row|hand|half)s?(?!\w)"
_SAID_SIDE = compile_guarded(
    rf"(?<![^\W\d_])(?:{_alternation(VERBS)})(?![^\W\d_])[^\n.!?;]{{0,48}}?(?<![\w-])"
    rf"(?:(?:{_alternation(BETWEEN)})[ \t]{{1,3}}({_alternation(LEFT)}|{_alternation(RIGHT)})"
    rf"(?![\w-])|({_alternation(LEFT)}|{_alternation(RIGHT)})(?![\w-])(?![ \t]{{1,3}}{_PLACE}))",
    re.IGNORECASE,
)
_REACH = 3000
_SIDE_LINE = compile_guarded(
    rf"(?m)^([ \t]{{0,3}}ROTATE[ \t]{{0,3}}:[ \t]{{0,3}}{_CELL})[ \t]{{1,3}}"
    rf"({_alternation(LEFT)}|{_alternation(RIGHT)})[ \t]*$",
    re.IGNORECASE,
)


_FACE = compile_guarded(alternation(w for row in FACE_WORDS.values() for w in row), re.IGNORECASE)
_ANY_SIDE = compile_guarded(
    alternation([w for t in SIDE_TURNS.values() for w in (*t[LEFT], *t[RIGHT])] + ["左", "右"]),
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?\n\u3002\uff01\uff1f]+")


def _is_right(side: str) -> bool:
    return " ".join(side.lower().split()) in _RIGHT_WORDS


def _said_sides(text: str) -> set[bool]:
    """The sides (True for right) the reply's sentences turn a square to, outside the lines."""
    return {_is_right(m.group(1) or m.group(2)) for m in _SAID_SIDE.finditer(text)}


def _side_is_place(text: str) -> bool:
    """A sentence of ``text`` makes a side a place the opening should face: a word of
    :data:`FACE_WORDS` and a side in one sentence ("The open end should point left.")."""
    return any(
        _FACE.search(sentence) and _ANY_SIDE.search(sentence)
        for sentence in _SENTENCE.findall(text)
    )


def _side_lines(text: str) -> str:
    """Answer lines "ROTATE: <square> <side>" rewritten as the turn (module docs): the side the
    reply's sentences turn to, or the line's own when none does and no sentence makes the side
    a place to face; a sentence turning to the other side leaves the line as it is."""
    if "OTATE" not in text and "otate" not in text:
        return text  # no ROTATE line: the scan is skipped on every other phase's reply
    # The answer line and the sentence saying its turn close the reply: its last few thousand
    # characters are read (bounded, so a reply of thousands of ROTATE lines costs no more).
    head, tail = text[:-_REACH], text[-_REACH:]
    lines = list(_SIDE_LINE.finditer(tail))
    if not lines:
        return text
    rest = _SIDE_LINE.sub("", tail)
    said = _said_sides(rest)
    sides = {_is_right(m.group(2)) for m in lines}
    if len(sides) != 1 or (said and said != sides) or (not said and _side_is_place(rest)):
        return text
    word = "clockwise" if sides == {True} else "counterclockwise"
    return head + _SIDE_LINE.sub(lambda m: f"{m.group(1)} {word}", tail)


def _turn(m: re.Match[str]) -> str:
    side = " ".join(m.group(2).lower().split())
    return f"{m.group(1)} {'clockwise' if side in _RIGHT_WORDS else 'counterclockwise'}"


def _turn_cjk(m: re.Match[str]) -> str:
    side = m.group(2) or m.group(3)
    return f"{m.group(1)} {'clockwise' if side == '右' else 'counterclockwise'}"


def sides_as_turns(text: str) -> str:
    """``text`` with every "turning verb, square, side" rewritten as the square and its turn
    ("rotate (1, 1) left" → "rotate (1, 1) counterclockwise"). Never raises; linear."""
    if _SIDE_AFTER_CELL.search(text):
        text = _SIDE_TURN.sub(_turn, text)
    if ("左" in text or "右" in text) and ("转" in text or "回" in text):
        text = _SIDE_TURN_CJK.sub(_turn_cjk, text)
    return _side_lines(text)

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
the right" are no turns. A side in the answer line's slot ("ROTATE: (0, 1) left") stays as it
is: there it may name the side the piece should face, as v9 and v10 label it; the verb
"rotate ... left" names the turn, as v46 labels it. The stage runs before :mod:`.normalise`,
which makes "Rotate (1, 1) ..." opening a line an answer line. Linear: one pass of one pattern, run only when a turning verb's
letters occur in the text; never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import table_alternation

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
    return text

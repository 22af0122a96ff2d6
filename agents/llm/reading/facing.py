"""A turn given by where one of the piece's openings should face.

"Turn (1, 0) so that its top opening faces east." names no turn word, but the turn is plain: the
prompt's screen directions put north up, so the top opening facing east (right) is a quarter turn
clockwise (issue 35, twenty-first round). Sides are ``top``/``bottom``/``upper``/``lower`` and
the English direction words of ``directions.VOCABULARY`` (``up``, ``right``, the compass
points, ...); the verbs "faces", "points", "opens" with "to", "towards", "at" or "into". A half turn (top to bottom) or none (top to north) is no quarter turn
the prompt offers: unread. Other languages are not read here.
"""

from __future__ import annotations

import re

from agents.llm.reading.directions import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    DOWN,
    LEFT,
    RIGHT,
    UP,
    VOCABULARY,
)

_SIDE_NOUNS = {UP: ("top", "upper"), RIGHT: (), DOWN: ("bottom", "lower"), LEFT: ()}
"""The side nouns beside the direction words ("its top opening")."""
SIDES: dict[str, int] = {
    word: quarter
    for quarter, side in enumerate((UP, RIGHT, DOWN, LEFT))
    for word in (*VOCABULARY["english"][side], *_SIDE_NOUNS[side])
}
"""Each side word -> its quarter of the compass, clockwise from the top (north = up = top)."""

_SIDE = "|".join(sorted(SIDES, key=len, reverse=True))
_FACING = re.compile(
    rf"(?<![a-z])(?P<side>{_SIDE})(?:[ \t-]{{1,3}}(?:facing|side))?[ \t]{{1,3}}"
    r"(?:opening|gap|exit|open[ \t]{1,3}end|connection)[ \t]{1,3}(?:now[ \t]{1,3})?"
    r"(?:faces|face|facing|points|point|pointing|opens|open|is[ \t]{1,3}facing|"
    r"is[ \t]{1,3}pointing)"
    r"(?:[ \t]{1,3}(?:to|towards|toward|at|into|onto))?(?:[ \t]{1,3}the)?"
    rf"[ \t]{{1,3}}(?P<to>{_SIDE})(?![a-z])"
)
# The opening nouns, looked for first: a reply naming none is not scanned (hostile text fast).
_NOUNS = ("opening", "gap", "exit", "open", "connection")


def facing_turn(text: str) -> str | None:
    """The quarter turn every "<side> opening faces <side>" phrase of ``text`` gives, or None
    (no phrase, a half turn or none, or phrases that disagree). Linear time; never raises."""
    lowered = text.lower()
    if not any(noun in lowered for noun in _NOUNS):
        return None
    turns = set()
    for m in _FACING.finditer(lowered):
        step = (SIDES[m.group("to")] - SIDES[m.group("side")]) % 4
        turns.add({1: CLOCKWISE, 3: COUNTERCLOCKWISE}.get(step))
    return turns.pop() if len(turns) == 1 else None

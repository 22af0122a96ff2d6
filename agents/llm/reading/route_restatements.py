"""A route's restatement after its ``PATH:`` line compared with the route by its directions
(issue 35, thirty-sixth round; moved out of :mod:`.restatements` in the forty-ninth round, that
module at its size limit).

"In directions: down, down, ...", "Summary: go down the left column ...": the directions a
headed sentence or a bare list of moves names, in order, against the route's steps (a summary
may skip a leg but not start elsewhere or go back). Direction words naming a place ("the left
column", "the bottom-left") are not directions. One job: that comparison. Bounded patterns on
a bounded tail; linear; nothing here raises.
"""

from __future__ import annotations

import re
from itertools import pairwise

from agents.llm.reading.directions import negated
from agents.llm.reading.route_sides import goes_along, sides_named

_W = r"[ \t]{1,3}"

# -- directions: a route's steps and a restatement's words ---------------------------------------
_STEP = {(1, 0): "down", (-1, 0): "up", (0, 1): "right", (0, -1): "left"}
_MEANING = {
    "up": "up", "upward": "up", "upwards": "up", "north": "up",
    "down": "down", "downward": "down", "downwards": "down", "south": "down",
    "left": "left", "west": "left", "right": "right", "east": "right",
}  # fmt: skip
# A side naming a place ("the left column", "top right") is no step; "down column 0" is one.
_DIRECTION = re.compile(
    r"(?<![a-z])(?<!top-)(?<!top )(?<!bottom-)(?<!bottom )(?<!upper-)(?<!lower-)"
    r"((?P<v>upwards?|up|north|downwards?|down|south)|left|west|right|east)(?![a-z])"
    r"(?![ \t-]{0,2}(?:(?(v)rows?|columns?)|sides?|edges?|corners?|walls?|hand|half|halves|parts?|"
    r"borders?|ends?|block|quadrant|piece|square|cells?|of)(?![a-z]))",
    re.IGNORECASE,
)
# A restatement: a sentence headed as a summary or another notation, or a bare list of moves.
# Opened by a consequence word and naming the moves with a verb ("So the moves are: right,
# down, ..."), the head restates the route as well (forty-second round).
RESTATE_HEAD = re.compile(
    rf"[ \t*_>#-]{{0,6}}(?:(?:so|thus|hence|meaning|that{_W}means)[ \t,]{{1,3}}(?:the{_W})?"
    rf"(?:moves|steps|directions)(?:{_W}(?:are|were|would{_W}be))?|in{_W}short|in{_W}summary|summary|to{_W}summari[sz]e|tl;?{_W}?dr|"
    rf"(?:as|in){_W}(?:moves|steps|directions|words)|moves|steps|directions|in{_W}other{_W}words|"
    rf"that{_W}is|i\.e\.?|overall|in{_W}brief|briefly|put{_W}simply|step{_W}by{_W}step|so(?=[ \t*_]{{0,3}}:)|"
    rf"(?:the{_W})?(?:route|path|plan|way)(?:{_W}in{_W}words)?)"
    r"[ \t*_]{0,3}[:,\-\u2013\u2014]",
    re.IGNORECASE,
)
MOVE_LIST = re.compile(
    r"[ \t*_>-]{0,6}(?:up|down|left|right)(?:[ \t]{0,3}[,;>\u2192-][ \t]{0,3}"
    r"(?:up|down|left|right)){1,60}[ \t.]{0,3}",
    re.IGNORECASE,
)


def _route(cells: list[tuple[int, int]]) -> list[str] | None:
    """The route's directions with repeats merged, or None when a step is not one cell."""
    steps: list[str] = []
    for (r0, c0), (r1, c1) in pairwise(cells):
        step = _STEP.get((r1 - r0, c1 - c0))
        if step is None:
            return None
        if not steps or steps[-1] != step:
            steps.append(step)
    return steps


def _said_directions(sentence: str) -> list[str]:
    said: list[str] = []
    for m in _DIRECTION.finditer(sentence):
        if negated(sentence, m.start()):
            continue
        meaning = _MEANING[m.group(1).lower()]
        if not said or said[-1] != meaning:
            said.append(meaning)
    return said


def _in_order(said: list[str], route: list[str]) -> bool:
    """``said`` starts where the route starts and follows it in order (a summary may skip)."""
    if said[0] != route[0]:
        return False
    at = 0
    for step in said:
        while at < len(route) and route[at] != step:
            at += 1
        if at == len(route):
            return False
    return True


def route_restated_otherwise(cells: list[tuple[int, int]], sentences: list[str]) -> bool:
    route = _route(cells)
    if not route:
        return False
    for sentence in sentences:
        if not (RESTATE_HEAD.match(sentence) or MOVE_LIST.fullmatch(sentence)):
            continue
        sides = sides_named(sentence)
        if sides:
            # A route by the sides it goes along ("across the top and down the right side",
            # forty-ninth round): its direction words may be later legs; the sides decide.
            if not all(goes_along(cells, side) for side in sides):
                return True
            continue
        said = _said_directions(sentence)
        if said and not _in_order(said, route):
            return True
    return False

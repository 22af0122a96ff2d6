"""A whole route written where one move was asked: its first step is the move.

Asked for the next move, a model sometimes writes the whole route instead ("Route: (1, 0) →
(2, 0) → (3, 0) → ..."). When the route starts at the player's cell, a grader reads its first
step as the move (issue 35, eleventh round); a route that starts elsewhere names several moves
and none of them as this one, so the reply commits to none (as several moves on a ``MOVE:``
line do, the tenth round's rule). A route is at least :data:`MIN_ROUTE` cells in a row joined
only by what joins the moves of a plan (arrows, commas, "then", spaces:
:func:`~agents.llm.reading.commitment.joins_moves`), and it must hold the answer's last cell:
a route followed by another cell is left to the other rules. A route written as a numbered
list, one cell an item ("1. (1, 0) start", "Step 2: (1, 1)"), to the reply's end, is a route too
(issue 35, fifteenth round), and so are steps written one a line as a move from a cell to the next,
in a numbered list ("1. (1, 0) → (1, 1)") or a table's rows ("| 1 | (1, 0) | (1, 1) |"), each
step starting where the one before ended (issue 35, seventeenth round). A route from the
player's neighbour whose lead-in says its first cell is the move made now is read as that cell
(twenty-ninth round).
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.commitment import joins_moves
from agents.llm.reading.directions import line_directions
from envs.maze_nav.grammar import COORDINATE_RE, coordinate_of
from envs.maze_nav.logic import DELTAS

Cell = tuple[int, int]

MIN_ROUTE = 3
"""Cells in a row that make a route (two are a move from somewhere to somewhere)."""
MAX_ROUTE = 256
"""Cells of a route looked at (a maze route is far shorter)."""
NOT_FROM_START = "not_from_start"
"""What :func:`route_step` returns for a route that does not start at the player's cell."""
CONTRADICTED = "contradicted"
"""What :func:`route_step` returns for a route whose closing statement of its first step names
another move ("So the first step is right." after a plan starting down)."""


# A list item holding one cell: its number ("1.", "2)", "Step 3:"), the cell, and at most a
# short note ("start", "- right", "(goal)"); an item longer than MAX_ITEM is prose.
_ITEM = re.compile(r"[ \t>*_-]{0,4}(?:step[ \t]{0,2})?([0-9]{1,3})[.):][ \t]", re.IGNORECASE)
_NOTE = re.compile(r"[ \t*_`.,:;()\u2013\u2014-]*(?:[a-z]+[ \t]?){0,3}[ \t*_`.)]*", re.IGNORECASE)
MAX_ITEM = 80


def _numbered_route(text: str) -> list[Cell]:
    """The cells of the numbered list ``text`` ends with, one cell an item and the items
    numbered one after another (empty when it ends with none). Looks at the last lines only."""
    cells: list[Cell] = []
    number = None
    end = len(text.rstrip())
    while end > 0 and len(cells) < MAX_ROUTE:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end]
        item = _ITEM.match(line) if len(line) <= MAX_ITEM else None
        found = list(COORDINATE_RE.finditer(line, item.end())) if item else []
        if (
            item is None
            or len(found) != 1
            or (number is not None and int(item.group(1)) != number - 1)
            or not _NOTE.fullmatch(line[item.end() : found[0].start()] + line[found[0].end() :])
        ):
            break
        number = int(item.group(1))
        cells.append(coordinate_of(found[0]))
        end = begin - 1
    return cells[::-1]


# Before a step's first cell: a list item's number, or a table row's opening bar and an optional
# step-number cell. Between its two cells: an arrow or what joins a plan's moves, or a table's
# bar. After the second: a short note, or the row's closing bar.
_TABLE_HEAD = re.compile(
    r"[ \t]{0,4}\|(?:[ \t]*(?:step[ \t]*)?[0-9]{1,3}[ \t]*\|)?[ \t]*", re.IGNORECASE
)
_TABLE_BAR = re.compile(r"[ \t*_`]*\|[ \t*_`]*")
MIN_STEPS = 2
"""Steps one a line that make a route (one is a single move, read elsewhere)."""


def _step_rows(text: str) -> list[Cell]:
    """The cells of the steps ``text`` ends with, one step a line as "from → to" in a numbered
    list or a table's rows, chained (each from where the last ended): the first step's from
    cell, then every step's to cell (empty when it ends with fewer than :data:`MIN_STEPS`)."""
    steps: list[tuple[Cell, Cell]] = []
    end = len(text.rstrip())
    while end > 0 and len(steps) < MAX_ROUTE:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end].rstrip()
        end = begin - 1
        found = list(COORDINATE_RE.finditer(line)) if len(line) <= MAX_ITEM else []
        if len(found) != 2:
            break
        head, between = line[: found[0].start()], line[found[0].end() : found[1].start()]
        tail = line[found[1].end() :]
        item = _ITEM.fullmatch(head)
        table = _TABLE_HEAD.fullmatch(head)
        if not (
            (item and joins_moves(between) and _NOTE.fullmatch(tail))
            or (table and _TABLE_BAR.fullmatch(between) and _TABLE_BAR.fullmatch(tail))
        ):
            break
        step = (coordinate_of(found[0]), coordinate_of(found[1]))
        if steps and step[1] != steps[-1][0]:
            break  # not chained: the later step does not start where this one ends
        steps.append(step)
    if len(steps) < MIN_STEPS:
        return []
    steps.reverse()
    return [steps[0][0], *(to for _, to in steps)]


# A closing statement of the plan's first step ("So the first step is down.", "The first move
# is (1, 1).", "Therefore my next move is to the right."): the answer said again after the plan
# (issue 35, nineteenth round).
_FIRST_STEP = re.compile(
    r"(?<![a-z])(?:the|my)[ \t]{1,3}(?:first|next|initial)[ \t]{1,3}(?:step|move)[ \t]{1,3}"
    r"(?:is|will[ \t]{1,3}be|would[ \t]{1,3}be)(?![a-z])",
    re.IGNORECASE,
)
MAX_CLOSING = 200
"""The longest closing line read as a statement of the first step (a paragraph is prose)."""
# Where the statement's value ends: a sentence's end, or a clause's comma after it ("down,
# then along the bottom row").
_VALUE_END = re.compile(r"[.!?;\n]|,(?![ \t]*-?\d)")


def _closing_statement(text: str) -> tuple[int, re.Match[str]] | None:
    """Where the closing line stating a plan's first step begins, and its statement's cue;
    None when the text does not end with such a line."""
    body = text.rstrip()
    begin = body.rfind("\n") + 1
    if begin == 0 or len(body) - begin > MAX_CLOSING:
        return None
    cue = _FIRST_STEP.search(body, begin)
    return (begin, cue) if cue else None


def _stated(text: str, cue: re.Match[str], start: Cell) -> set[Cell]:
    """The moves the statement after ``cue`` names: its first cell, else the neighbours of
    ``start`` its direction words name (empty when it names neither)."""
    found = _VALUE_END.search(text, cue.end())
    value = text[cue.end() : found.start() if found else len(text)]
    cell = COORDINATE_RE.search(value)
    if cell is not None:
        return {coordinate_of(cell)}
    return {(start[0] + DELTAS[a][0], start[1] + DELTAS[a][1]) for a in line_directions(value)}


def _route(text: str) -> list[Cell]:
    """The cells of the route ``text`` ends with, by the three forms (module docs)."""
    route: list[Cell] = []
    end = -1
    # The last cells only: a route longer than MAX_ROUTE cells is read from its last ones
    # (whose head is then not the player's cell: no move), and the joins are checked once each.
    for m in deque(COORDINATE_RE.finditer(text), maxlen=MAX_ROUTE):
        cell = coordinate_of(m)
        if route and "\n" not in text[end : m.start()] and joins_moves(text[end : m.start()]):
            route.append(cell)
        else:
            route = [cell]
        end = m.end()
    if len(route) < MIN_ROUTE:
        route = _numbered_route(text)
    if len(route) < MIN_ROUTE:
        route = _step_rows(text)
    return route


# The lead-in says the route's first cell is the move made now ("The moves I will make, the
# first of them now:", "the first one is this turn's"): a route from the player's neighbour is
# then its first step (issue 35, twenty-ninth round).
_FIRST_NOW = re.compile(
    r"(?<![a-z])first(?![a-z])[^.!?\n]{0,30}?(?<![a-z])(?:now|this[ \t]+(?:turn|move|step)|"
    r"right[ \t]+away|immediately)(?![a-z])",
    re.IGNORECASE,
)
_LEAD_REACH = 200


def _first_said_now(text: str, first: Cell, start: Cell) -> bool:
    """``first`` neighbours ``start`` and the lead-in before the first cell of the reply (the
    route's) says the first listed is the move made now."""
    if abs(first[0] - start[0]) + abs(first[1] - start[1]) != 1:
        return False
    m = COORDINATE_RE.search(text)
    if m is None or coordinate_of(m) != first:
        return False
    return _FIRST_NOW.search(text, max(0, m.start() - _LEAD_REACH), m.start()) is not None


def route_step(text: str, start: Cell) -> Cell | str | None:
    """The first step of the route ``text`` ends with, when it starts at ``start``.

    Returns the cell after ``start`` (cells repeating ``start`` at the route's head are
    skipped), :data:`NOT_FROM_START` for a route that starts elsewhere, or None when the
    text's last cells are no route. A route followed only by a closing line stating its first
    step ("So the first step is down.", "The first move is (1, 1).") is read the same, and
    :data:`CONTRADICTED` when that line names another move. One pass over the cells: linear
    in ``len(text)``.
    """
    route = _route(text)
    closing = _closing_statement(text) if len(route) < MIN_ROUTE else None
    if closing is not None:
        route = _route(text[: closing[0]])
    if len(route) < MIN_ROUTE:
        return None
    if route[0] != tuple(start):
        return route[0] if _first_said_now(text, route[0], tuple(start)) else NOT_FROM_START  # type: ignore[arg-type]
    step = next((c for c in route if c != tuple(start)), None)
    if closing is not None and step is not None:
        stated = _stated(text, closing[1], tuple(start))  # type: ignore[arg-type]
        if stated and stated != {step}:
            return CONTRADICTED
    return step

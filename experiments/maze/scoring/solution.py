"""One-shot solution: a whole path written in one reply, read two ways and checked move by move.

The specification's check walks the reply's coordinates back from the *last* mention of the goal
and succeeds when it reaches the start through legal moves (adjacent under the maze's
connectivity, onto corridor cells; consecutive repeats of a cell are skipped in prose, while on a
written ``PATH:`` line a cell twice in a row is a zero-length step, a wrong path). The prompt asks
for the path on a final line ``PATH: (row, col) (row, col) ...``, so the package decides *which*
coordinates are walked before it walks them:

==========================================  ===================================================
rule                                        why
==========================================  ===================================================
**flexible** (``success``): the committed   a note after the path ("Total: 3 moves from (0,3)
``PATH:`` line is walked: the last          to (2,4).") or a first attempt before a corrected
``PATH:`` label (any case, markdown         ``PATH:`` line is not the answer
around it) followed by a coordinate
its path: the rest of the label's line;     numbered or bulleted paths under a ``PATH:`` label
when that holds none, the lines after it    are one cell per line
that start with a cell
pairs without brackets on that line         ``PATH: 0,3 -> 0,4 -> 1,4`` is the same path
(``0,3 -> 0,4``) are cells
no ``PATH:`` label with a cell: the whole   the specification's literal rule
reply is walked
no ``PATH:`` label, no choice, and two      "Route 1: ... Route 2: ... Both reach the
lines each holding a different path         goal." offers two answers; "Route 2
from start to goal: ``unreadable``          avoids the walls" (a later sentence
(``conflicting``), unless a later           naming one heading) picks it
sentence names one line's heading alone
no ``PATH:`` label, the walk stops at the   "From the start I go right through (1, 1), (1,
first cell, next to the start, and the      2) ...": the start named in words is P (issue
words just before that cell in its          35, thirteenth round); no such words, or a
sentence name the start ("from the          first cell not next to P, still fails
start", "from P", "starting at"): the
start is prepended, a success
on a written path (a ``PATH:`` line,        "PATH: (0, 0) (1, 0) ..." starts on a wall:
flexible or strict), cells before the       the walk back from the goal would stop at
start that step onto it are moves too:      the start and never see it; a note before
a wall or an off-board cell there is        the path ("next to (0, 0)") is no move
``illegal_move``; a jump ends the path
**strict** (``strict``): the reply's own    the prompt: "End your reply with a line of the form
last non-blank line (not inside a code      PATH: (row, col) (row, col) ..."; separators
fence) is ``PATH:`` (uppercase, as the      between cells are spaces (lead's ruling, issue
prompt prints it) followed only by          35: commas or arrows between cells, ``Path:`` and a
``(row, col)`` cells, and walking that      fenced line are format misses, the strict policy)
line succeeds; else ``strict_reason`` is
``"format"``, or the walk's reason
==========================================  ===================================================

Where the flexible reading departs from the specification's literal rule: a ``PATH:`` line, when
there is one, is the answer; the literal rule walks back from the goal's last mention anywhere,
so a closing summary that names the goal makes a correct path fail.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import asdict, dataclass
from itertools import pairwise
from typing import Any

from agents.llm.reading import (
    CONFLICTING,
    KEEP,
    TAKE,
    UNREADABLE,
    UNSURE,
    correction_after,
    hedged,
    offered_sections,
    read_answer,
)
from agents.llm.reading.corrections import path_check_doubts, states_another_after
from agents.llm.reading.offered_picks import OFFERED
from envs.maze_nav.logic import Cell, Maze, move_problem
from envs.maze_nav.text import coordinate_number, find_coordinates
from experiments.maze.scoring.common import FORMAT, MAX_LABELS, strict_answer

NO_GOAL = "no_goal"
ILLEGAL_MOVE = "illegal_move"
START_NOT_REACHED = "start_not_reached"

# "PATH" then a colon, markdown emphasis allowed around it (lowered text; literal first).
_PATH_LABEL = re.compile(r"path(?<![a-z0-9]path)[*_ \t]*:")
# Two numbers with a comma and no brackets ("0,3 -> 0,4"), read on the committed line only.
_BARE_PAIR = re.compile(r"(?<![\d.])(-?\d{1,8})[ \t]*,[ \t]*(-?\d{1,8})(?![\d.])")
_STARTS_WITH_CELL = re.compile(r"[ \t]{0,8}(?:[-*+>]|\d{1,3}[.)])?[ \t]{0,8}[(\[]")
_CONTINUES = re.compile(r"(?:->|→|=>|,|;)[ \t*_`]*\Z")
# The prompt's form, cells separated by spaces only, in ASCII digits (emphasis is taken off by
# ``final_line``; full-width digits are a wrapper the normalising stage takes off), with the
# prompt's spacing: a space after the label and after each cell's comma ("PATH:(1,0) (2,0)" is a
# format miss; the lead's ruling of 28 Nov 2026, literal as the MAZE block already was); one
# space only after the label, as for MOVE (the lead's ruling of the forty-fifth round).
_STRICT_LINE = re.compile(
    r"\A[ \t]*PATH: (?P<cells>\(\s*[0-9]{1,8}\s*,[ \t]+[0-9]{1,8}\s*\)"
    r"(?:[ \t]*\(\s*[0-9]{1,8}\s*,[ \t]+[0-9]{1,8}\s*\))*)[ \t.]*\Z"
)


@dataclass(frozen=True)
class SolutionCheck:
    """A whole path written at once, traced back from the goal.

    Attributes:
        success: the flexible verdict: the committed path's trace reached the start through
            legal moves.
        path: the traced cells from start to goal (empty when the goal is never mentioned).
        reason: ``"no_goal"``, ``"illegal_move"`` or ``"start_not_reached"``, or None.
        strict: the reply ends with ``PATH: (row, col) ...`` and that line's trace succeeds.
        strict_reason: ``"format"`` when it does not end so, else the strict trace's reason;
            None when ``strict``.
        unreadable: why the reply was not read (``agents.llm.reading.UNREADABLE_REASONS``;
            ``reason`` is then ``"unreadable"``), else None.
    """

    success: bool
    path: tuple[Cell, ...]
    reason: str | None
    strict: bool = False
    strict_reason: str | None = FORMAT
    unreadable: str | None = None

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["path"] = [list(c) for c in self.path]
        return d


def _line_at(text: str, start: int) -> tuple[str, int]:
    """The rest of the line from ``start``, and where the next line begins (``len`` if none)."""
    stop = text.find("\n", start)
    return (text[start:], len(text)) if stop < 0 else (text[start:stop], stop + 1)


def _cells(segment: str) -> list[Cell]:
    cells = find_coordinates(segment)
    if cells:
        return cells
    return [(coordinate_number(a), coordinate_number(b)) for a, b in _BARE_PAIR.findall(segment)]


# A sentence ending after the path's last cell, the next sentence opening with a capital ("The
# route is PATH: (1, 0) ... (4, 3). Checking it cell by cell: (1, 1) is 0, ..."): the path ends
# there (issue 35, thirty-seventh round; v38's answer stated mid-way).
_SENTENCE_AFTER_CELL = re.compile(r"\)[ \t]{0,3}[.!?][ \t]{1,3}(?=[A-Z])")


def _sentence_cut(line: str) -> str:
    end = _SENTENCE_AFTER_CELL.search(line)
    if end is None or len(find_coordinates(line[: end.start() + 1])) < 2:
        return line
    return line[: end.start() + 1]


def _segments(text: str) -> list[tuple[int, int, str]]:
    """The ``PATH:`` answers with cells, last first: (label start, label end, segment text),
    the last :data:`MAX_LABELS` labels looked at."""
    lowered = text.lower()
    if "path" not in lowered:
        return []
    labels = deque(_PATH_LABEL.finditer(lowered), maxlen=MAX_LABELS)
    found = []
    for label in reversed(labels):
        line, after = _line_at(text, label.end())
        line = _sentence_cut(line)
        parts = [line]
        line_cells = _cells(line)
        if not line_cells or _CONTINUES.search(line):
            while after < len(text):
                following, after = _line_at(text, after)
                if not _STARTS_WITH_CELL.match(following):
                    if following.strip() or len(parts) > 1:
                        break
                    continue
                parts.append(following)
        segment = "\n".join(parts)
        if line_cells if len(parts) == 1 else _cells(segment):  # one line: its cells, read above
            found.append((label.start(), label.end(), segment))
    return found


def path_segment(text: str) -> str | None:
    """The committed ``PATH:`` answer's text (module docs), or None when there is none."""
    found = _segments(text)
    return found[0][2] if found else None


def _paths_hedged(text: str, segments: list[tuple[int, int, str]] | None = None) -> bool:
    """The last two ``PATH:`` answers are different paths offered with no choice ("PATH: ...
    or PATH: ...", "Alternatively: PATH: ...", "Each is six moves"): :func:`hedged`.
    ``segments``: ``_segments(text)`` when already read (each reply reads it once)."""
    found = (_segments(text) if segments is None else segments)[:2]
    spans = [(a, b + len(seg.rstrip()), tuple(_cells(seg))) for a, b, seg in reversed(found)]
    return hedged(text, spans)


def strict_path_line(text: object, finish_reason: object = None) -> str | None:
    """The reply's last line if it is ``PATH: (row, col) ...`` exactly, else None."""
    answer = read_answer(text, strict=True, finish_reason=finish_reason, cells=True)
    return None if answer.reason is not None else strict_answer(answer.text, _STRICT_LINE, "cells")


def _trace(
    coords: list[Cell], maze: Maze, written: bool = False
) -> tuple[bool, tuple[Cell, ...], str | None]:
    """Walk ``coords`` back from the goal's last mention to the start.

    ``written``: the cells are one written path (a ``PATH:`` line), so cells written before
    the start that step onto it are moves of that path too: a path that starts on a wall or
    off the board and steps onto the start crosses a wall and fails (issue 35, sixth round). A
    jump (a cell not next to the one after it) ends the path, so a note before it is no move.
    A written path's cell repeated in a row is a zero-length step: illegal.
    """
    goal_at = [i for i, c in enumerate(coords) if c == maze.goal]
    if not goal_at:
        return False, (), NO_GOAL
    trace = [maze.goal]
    before = coords[: goal_at[-1]]
    for i in range(len(before) - 1, -1, -1):
        cell = before[i]
        if cell == trace[-1]:
            if written:
                # A written path's consecutive cells are its moves: a cell twice in a row is a
                # step of length zero, a wrong path (issue 35, tenth round); prose mentions
                # (the whole-reply walk) may name a cell again.
                return False, tuple(reversed(trace)), ILLEGAL_MOVE
            continue
        if not _legal(maze, cell, trace[-1]):
            return False, tuple(reversed(trace)), ILLEGAL_MOVE
        trace.append(cell)
        if cell == maze.start:
            if written and _steps_onto(before[:i], cell, maze):
                return False, tuple(reversed(trace)), ILLEGAL_MOVE
            return True, tuple(reversed(trace)), None
    if maze.goal == maze.start:
        return True, (maze.goal,), None
    return False, tuple(reversed(trace)), START_NOT_REACHED


def _route_named(text: str) -> tuple[Cell, ...]:
    """The cells ``text`` names, a cell written again at once kept once: a check going step by
    step ("(1,0)→(2,0) ✓, (2,0)→(3,0) ✓") names the route once, not each cell twice."""
    cells: list[Cell] = []
    for cell in _cells(text):
        if not cells or tuple(cells[-1]) != tuple(cell):
            cells.append(tuple(cell))
    return tuple(cells)


def _full_route(cells: tuple[Cell, ...], maze: Maze) -> bool:
    """``cells`` run from the maze's start to its goal one step at a time: a whole route, not a
    cell, a part or a jump named to reject it ("(1, 0) (4, 3) would jump")."""
    if len(cells) < 2 or tuple(cells[0]) != maze.start or tuple(cells[-1]) != maze.goal:
        return False
    reach = 2 if maze.connectivity == 8 else 1
    return all(
        max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1
        and abs(a[0] - b[0]) + abs(a[1] - b[1]) <= reach
        for a, b in pairwise(cells)
    )


def check_solution(text: object, maze: Maze, finish_reason: object = None) -> SolutionCheck:
    """Read a one-shot reply's path both ways and walk each back from the goal (module docs).

    The flexible reading runs the reading pipeline (:mod:`agents.llm.reading`) first; a reply
    cut off (``finish_reason="length"``) or still thinking is ``"unreadable"``, never a
    success. Never raises on ``text``.
    """
    if not isinstance(text, str):
        return SolutionCheck(False, (), NO_GOAL, False, FORMAT)
    answer = read_answer(text, finish_reason=finish_reason, cells=True)
    if answer.reason is not None:
        # PATH: lines offered as alternatives ("PATH: ...\nor\nPATH: ..."), the reply ending
        # on one: the strict line is one of them, so the strict reading abstains as conflicting.
        offered = answer.how == OFFERED and strict_path_line(text) is not None
        strict_reason = CONFLICTING if offered else FORMAT
        return SolutionCheck(False, (), UNREADABLE, False, strict_reason, answer.reason)
    source = answer.text
    segments = _segments(source)  # path_segment's reading, kept for _paths_hedged
    if not segments and answer.text is not answer.whole:
        source = answer.whole
        segments = _segments(source)
    segment = segments[0][2] if segments else None
    # The committed path's cells, else the committed section's, else the whole answer's (each
    # text read once).
    cells = _cells(segment) if segment is not None else _cells(answer.text) or _cells(answer.whole)
    verdict = KEEP
    at = source.rfind(segment) if segment is not None else -1
    if at >= 0:
        # A later sentence taking the labelled path back ("Actually, the path is ...").
        verdict, corrected = correction_after(
            source,
            at + len(segment),
            tuple(cells),
            lambda a, b: [tuple(c)] if (c := _cells(source[a:b])) else [],
        )
        if verdict == TAKE:
            cells = list(corrected)
        elif verdict == KEEP and path_check_doubts(source, at + len(segment)):
            # "PATH: ...\n\nCheck: this path goes through a wall at (2, 1)." and no new path:
            # the check doubts the answer (issue 35, twenty-fifth round).
            verdict = UNSURE
        elif verdict == KEEP and states_another_after(
            source,
            at + len(segment),
            tuple(cells),
            lambda a, b: [c] if _full_route(c := _route_named(source[a:b]), maze) else [],
        ):
            # Another full route stated after the answer ("The left route (1, 0) ... (4, 3) is
            # the one."): two answers, none said to stand, as the move reader reads a second
            # cell (issue 35, twenty-sixth round). A cell or a part of a route states none.
            verdict = UNSURE
    success, path, reason = _trace(cells, maze, written=segment is not None)
    if (
        reason == START_NOT_REACHED
        and segment is None
        and path
        and _legal(maze, maze.start, path[0])
        and _from_start_before_cells(answer.text)
    ):
        # "From the start I go right through (1, 1), (1, 2) ...": a route in prose whose start
        # is named in words, its cells from P's neighbour on (issue 35, thirteenth round).
        success, path, reason = True, (maze.start, *path), None
    traced, unreadable = reason, None
    if verdict == UNSURE:
        success, path, reason, unreadable = False, (), UNREADABLE, CONFLICTING
    paths_hedged = answer.how is None and segment is not None and _paths_hedged(source, segments)
    if paths_hedged:
        # "PATH: <path>\nor\nPATH: <path>": two answers offered, none chosen; the strict line
        # is one of them, so the strict reading abstains too.
        success, path, reason, unreadable = False, (), UNREADABLE, CONFLICTING
    if answer.how is None and _offered_paths_differ(answer.text):
        # "Option 1: <path> Option 2: <path>" and no pick: a grader does not choose for the
        # reply (nor does the last goal's trace). The strict line is read as before.
        success, path, reason, unreadable = False, (), UNREADABLE, CONFLICTING
    offered = _offered_lines(answer.text, maze) if answer.how is None and segment is None else []
    if len(offered) > 1 and reason != UNREADABLE:
        # "Route 1: <path>\nRoute 2: <path>" or two bulleted paths and no PATH: line: the
        # reply offers two whole paths; a later sentence naming one heading alone ("Route 2
        # avoids the walls") picks it, else it commits to neither (issue 35, sixth round).
        named = _named_after(answer.text, offered)
        if named is None:
            success, path, reason, unreadable = False, (), UNREADABLE, CONFLICTING
        else:
            success, path, reason = _trace(list(named), maze, written=True)
    line = strict_path_line(text)
    if line is None:
        strict_reason: str | None = FORMAT
    elif paths_hedged:
        strict_reason = CONFLICTING
    elif (
        verdict == KEEP
        and segment is not None
        and segment.strip().rstrip(".").rstrip() == line.strip()
    ):
        strict_reason = traced  # the committed line is the strict line: one walk
    else:
        strict_reason = _trace(find_coordinates(line), maze, written=True)[2]
    return SolutionCheck(success, path, reason, strict_reason is None, strict_reason, unreadable)


def _offered_paths_differ(text: str) -> bool:
    """Two sections offered as alternatives with none picked hold different cell lists."""
    found = {tuple(_cells(text[a:b])) for a, b in offered_sections(text)}
    return len(found - {()}) > 1


_HEAD_ID = re.compile(
    r"^[ \t>*_#-]{0,8}(?:(?:route|path|option|candidate|version|alternative)[ \t]{0,3})?"
    r"\(?([a-d1-9])[).:]",
    re.IGNORECASE,
)


def _offered_lines(text: str, maze: Maze) -> list[tuple[str | None, tuple[Cell, ...], int]]:
    """The lines of ``text`` that each write a whole path (start and goal among its cells), as
    (heading id or None, cells, end offset), when two or more paths differ; else ``[]``."""
    found: list[tuple[str | None, tuple[Cell, ...], int]] = []
    at = 0
    for line in text.split("\n"):
        at += len(line) + 1
        if line.count("(") < 2 and "," not in line:
            continue
        # "Maybe <path>, maybe <path>", "<path> or <path>": two paths offered on one line are
        # two offers as much as two lines are (issue 35, eleventh round).
        for piece in _OFFER_SPLIT.split(line):
            cells = tuple(_cells(piece))
            if len(cells) > 2 and maze.start in cells and maze.goal in cells:
                head = _HEAD_ID.match(piece)
                found.append((head.group(1).lower() if head else None, cells, at))
        if len(found) > 4 * MAX_LABELS:
            break
    return found if len({cells for _, cells, _ in found}) > 1 else []


# Where a line offers a second path beside a first: a hedge word said again, or "or".
_OFFER_SPLIT = re.compile(
    r"[,;][ \t]{0,3}(?:or[ \t]{1,3})?(?:maybe|perhaps|possibly)(?![a-z])|(?<![a-z])or(?![a-z])",
    re.IGNORECASE,
)


def _named_after(
    text: str, offered: list[tuple[str | None, tuple[Cell, ...], int]]
) -> tuple[Cell, ...] | None:
    """The cells of the one offered path whose heading id the text after the last one names
    ("Route 2 avoids the walls", "I'll go with B"); None when none or several are named."""
    ids = {head: cells for head, cells, _ in offered if head is not None}
    tail = text[offered[-1][2] :].lower()
    named = {i for i in ids if re.search(rf"(?<![a-z0-9(,]){re.escape(i)}(?![a-z0-9,)])", tail)}
    return ids[named.pop()] if len(named) == 1 else None


def _steps_onto(written: list[Cell], start: Cell, maze: Maze) -> bool:
    """The cells written before ``start`` hold an illegal step of the path toward it.

    Walking back from ``start``, each earlier cell next to the one after it (a grid neighbour,
    diagonals included) is a move of the written path; the first jump ends the walk.
    """
    here = start
    for cell in reversed(written):
        if cell == here:
            return True  # a zero-length step of the written path
        if max(abs(cell[0] - here[0]), abs(cell[1] - here[1])) != 1:
            return False
        if not _legal(maze, cell, here):
            return True
        here = cell
    return False


# "from the start", "from P", "starting at the start", "beginning at the player": the route's
# start named in words, its first cell written within the same sentence after it.
_FROM_START = re.compile(
    r"(?<![a-z])(?:from|starting[ \t]{1,3}(?:at|from)|beginning[ \t]{1,3}(?:at|from)|leaving)"
    r"[ \t]{1,3}(?:the[ \t]{1,3})?(?:start(?:ing[ \t]{1,3}(?:cell|point|position))?|player|p)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_FIRST_CELL = re.compile(r"[(\[][ \t]{0,3}\d")
_FROM_START_REACH = 120
"""How far after the start's words the first cell may be (within one sentence)."""


def _from_start_before_cells(text: str) -> bool:
    """The first cell of ``text`` follows words naming the start in its sentence."""
    cell = _FIRST_CELL.search(text)
    if cell is None:
        return False
    words = _FROM_START.search(text, max(0, cell.start() - _FROM_START_REACH), cell.start())
    return words is not None and not re.search(r"[.!?\n]", text[words.end() : cell.start()])


def _legal(maze: Maze, frm: Cell, to: Cell) -> bool:
    """``frm`` -> ``to`` is one legal move from a corridor cell (the env's own rule)."""
    n = maze.size
    if not (0 <= frm[0] < n and 0 <= frm[1] < n and maze.corridors[frm]):
        return False
    return move_problem(maze.corridors, frm, to, maze.connectivity) is None

"""Whether a drawing in the reply traces another answer than its answer line (issue 35,
thirty-seventh round).

v38 drew its answer as well as writing it, and the two disagreed: an arrow ``v`` drawn under P
then "MOVE: (1, 1)" (the cell to P's right); a starred route down the left column then a
"PATH:" along the top; a "Sketch (# wall, . open):" ring in the bottom-left then a MAZE block
whose ring is top-right. That is round 36's restatement that disagrees (:mod:`.restatements`)
in a picture: the answer named twice, two values, no pick. A careful grader abstains.

A **drawing** is three or more consecutive lines of one-character tokens separated by spaces
(``# . P G 0 1`` and the marks), as many tokens on each line; token ``c`` of line ``r`` is
cell ``(r, c)``. Its **marks** (``* v ^ < > o`` and the arrows) trace cells:

* a move: the marked cells must hold the answer's cell (an arrow on it, or a drawn route
  starting there);
* a route: every marked cell must be on the answer's route;
* a maze: a drawing headed as a sketch, preview or drawing of the answer (not as the original
  or given maze, and not as a draft: a draft is an attempt the reply replaces, v13-v35)
  and of the answer's size must have the answer's open cells, P and G where the answer's are.

A drawing with no marks shows the maze as given and says nothing about the answer; so does one
that agrees. Shapes and turns are not drawn this way and are not read here.

One job: comparing a drawing with the answer line. It reads a bounded window around the last
answer line, line by line with bounded patterns (linear); nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels, value_end

_REACH = 3000
"""How much of the reply before and after the last answer line is read."""
_ROW = re.compile(
    r"[ \t]{0,8}(?:[#.PG01*vV^<>o@\u2192\u2190\u2191\u2193\u2022][ \t]{1,3}){2,40}"
    r"[#.PG01*vV^<>o@\u2192\u2190\u2191\u2193\u2022][ \t]{0,8}"
)
_MARKS = frozenset("*vV^<>o@\u2192\u2190\u2191\u2193\u2022")
_OPEN = frozenset(".0PG") | _MARKS
_CELL = re.compile(r"\([ \t]{0,3}(\d{1,3})[ \t]{0,3},[ \t]{0,3}(\d{1,3})[ \t]{0,3}\)")
_SKETCH = re.compile(
    r"(?<![a-z])(?:sketch\w{0,3}|preview|drawing|drawn|doodle|picture|illustration)(?![a-z])",
    re.IGNORECASE,
)
_GIVEN = re.compile(
    r"(?<![a-z])(?:original|given|input|old|current|previous|earlier|your)(?![a-z])",
    re.IGNORECASE,
)

Drawing = tuple[list[list[str]], str]
"""A drawing's rows of tokens, and the text of the line just above it (its heading)."""


def _drawings(text: str) -> list[Drawing]:
    found: list[Drawing] = []
    rows: list[list[str]] = []
    heading = previous = ""
    for line in text.split("\n"):
        if _ROW.fullmatch(line):
            tokens = line.split()
            if rows and len(tokens) != len(rows[0]):
                if len(rows) >= 3:
                    found.append((rows, heading))
                rows = []
            if not rows:
                heading = previous
            rows.append(tokens)
            continue
        if len(rows) >= 3:
            found.append((rows, heading))
        rows = []
        if line.strip() and not line.strip().startswith("```"):
            previous = line
    if len(rows) >= 3:
        found.append((rows, heading))
    return found


def _cells(rows: list[list[str]], tokens: frozenset[str]) -> set[tuple[int, int]]:
    return {(r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t in tokens}


def _placed(rows: list[list[str]], token: str) -> set[tuple[int, int]]:
    return _cells(rows, frozenset(token))


def _maze_differs(drawing: Drawing, answer: list[list[str]]) -> bool:
    rows, heading = drawing
    if not _SKETCH.search(heading) or _GIVEN.search(heading):
        return False
    if len(rows) != len(answer) or any(len(a) != len(b) for a, b in zip(rows, answer, strict=True)):
        return False
    return any(
        _cells(rows, s) != _cells(answer, s) for s in (_OPEN, frozenset("P"), frozenset("G"))
    )


def drawing_disagrees(text: str) -> bool:
    """A drawing around the last answer line traces another answer (module docs). Never
    raises."""
    if not any(
        m in text for m in ("*", "v", "^", "<", ">", "o", "@", "\u2022", "sketch", "Sketch")
    ):
        return False
    labels = answer_labels(text[-2 * _REACH :])
    if not labels:
        return False
    base = max(0, len(text) - 2 * _REACH)
    label = labels[-1]
    kind = label.group().rstrip(": \t").lower()
    end = value_end(text, base + label.end())
    value = text[base + label.end() : end]
    around = text[max(0, base + label.start() - _REACH) : base + label.start()] + "\n\n"
    around += text[end : end + _REACH]
    drawings = _drawings(around)
    if kind == "maze":
        grid = [line.split() for line in value.split("\n") if _ROW.fullmatch(line)]
        return bool(grid) and any(_maze_differs(d, grid) for d in drawings)
    cells = [(int(m.group(1)), int(m.group(2))) for m in _CELL.finditer(value.split("\n")[0])]
    if kind not in ("move", "path") or not cells:
        return False
    for rows, _ in drawings:
        marked = _cells(rows, _MARKS)
        if not marked:
            continue
        if kind == "move" and cells[0] not in marked:
            return True
        if kind == "path" and len(cells) >= 2 and marked - set(cells):
            return True
    return False

"""The coordinate-list encoding of a maze and its reader: ``Walls``, ``Empty``, ``Player
position`` and ``Goal`` lines of ``(row,col)`` cells, row 0 at the top, read back from labelled
lines in whatever form models write them."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.maze_nav.grammar import (
    COORDINATE_RE,
    MAX_REPLY_CHARS,
    MAX_ROW,
    ParsedMaze,
    coordinate_reader,
)
from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL, Cell


def _fmt(cells: np.ndarray) -> str:
    return ", ".join(f"({int(r)},{int(c)})" for r, c in cells)


def encode_coord_list(codes: np.ndarray) -> str:
    """The coordinate-list encoding of a code grid (no trailing newline)."""
    player = np.argwhere(codes == PLAYER)
    goal = np.argwhere(codes == GOAL)
    return "\n".join(
        (
            f"Walls: {_fmt(np.argwhere(codes == WALL))}",
            f"Empty: {_fmt(np.argwhere(codes == CORRIDOR))}",
            f"Player position: {_fmt(player)}",
            f"Goal: {_fmt(goal)}",
        )
    )


# -- coordinate lists -----------------------------------------------------------------------------
# A labelled line starts (after list bullets, numbering, quotes, headings and markdown emphasis)
# with one of these words, optionally qualified ("Empty cells", "Player position", "Walls (1)"),
# then a colon, a cell, or nothing more (a heading whose list follows on the next lines).
# "Path from P to G:" or "The corridors:" are not labels: the qualifiers are a closed list.
COORD_LIST_LABELS: dict[str, str] = {
    "walls": r"walls?|obstacles?|blocked|w",
    "empty": r"empty|open|paths?|corridors?|free",
    "player": r"player|start|p",
    "goal": r"goal|end|exit|target|finish|g",
}
_QUALIFIER = (
    r"cells?|spaces?|squares?|tiles?|positions?|locations?|coordinates?|coords?|points?|pos"
    r"|list|path|paths|corridors?"
)
# List bullets, quotes, headings, table pipes, numbering, emphasis and JSON punctuation before a
# label.
_DECORATION = re.compile(r"\A[\s>*_`#+\-\u2022{\"',|]*(?:\d{1,3}[.)]\s+)?[\s*_`\"']*")
_LABEL_WORDS = "|".join(f"(?P<{name}>{words})" for name, words in COORD_LIST_LABELS.items())
_LABEL_BODY = rf"(?:\s+(?:{_QUALIFIER}))*(?:\s*\([^)\n]{{0,16}}\))?[\s*_`\"'|]*"
_CELL_AHEAD = r"(?=[(\[{][ \t]*-?\d)"
_LABEL = re.compile(rf"(?:{_LABEL_WORDS}){_LABEL_BODY}(?:[:=]|{_CELL_AHEAD}|\Z)", re.IGNORECASE)
# A second label on the same line ("Player: (0,3), Goal: (2,4)"; JSON on one line).
_INLINE_LABEL = re.compile(
    rf"(?<![A-Za-z0-9_])(?:{_LABEL_WORDS}){_LABEL_BODY}(?:[:=]|{_CELL_AHEAD})", re.IGNORECASE
)
_CELL_START = frozenset("([{rR")
_HEADER_TAIL = " \t*_`\"',:;.-[]{}()"
_CONTINUATION_JUNK = re.compile(r"\band\b|[\s,;.\[\]{}()*_`|]+", re.IGNORECASE)
# Lists a wrapped line may continue; the player and the goal are one cell each, so a line of
# cells after theirs is something else (a path, say), not more players or goals.
_LONG_LISTS = frozenset({"walls", "empty"})


@dataclass(frozen=True)
class CoordBlock:
    """One run of labelled coordinate-list lines: the cells listed under each label.

    ``start`` and ``end`` are the character offsets of its first line's start and its last
    line's end in the text it was read from.
    """

    cells: dict[str, list[Cell]]
    start: int = 0
    end: int = 0

    @property
    def complete(self) -> bool:
        """An ``Empty`` label, and at least one player and one goal cell."""
        return (
            "empty" in self.cells
            and bool(self.cells.get("player"))
            and bool(self.cells.get("goal"))
        )


def _labelled(line: str, read: Callable[[str], list[Cell]]) -> list[tuple[str, list[Cell]]] | None:
    """The labels of a line and the cells after each, or None when it does not start with one."""
    label = _LABEL.match(line)
    if label is None:
        return None
    rest = line[label.end() :]
    found = [(label.lastgroup or "", label.end())]
    if rest.upper() != rest.lower():  # letters after the label: maybe another label
        for m in _INLINE_LABEL.finditer(line, label.end()):
            found.append((m.lastgroup or "", m.end()))
    out = []
    for i, (name, at) in enumerate(found):
        stop = found[i + 1][1] if i + 1 < len(found) else len(line)
        segment = line[at:stop]
        cells = read(segment)
        if i == 0 and not cells and rest.strip(_HEADER_TAIL) and len(found) == 1:
            return None  # "Start: top row." is prose; "Walls:" alone heads a list
        if i == 0 or cells:
            out.append((name, cells))
    return out


def coord_list_blocks(text: str) -> list[CoordBlock]:
    """Every run of labelled coordinate-list lines in ``text``, in order. Never raises.

    A block is a run of lines that each start with a label (``Walls:``, ``Empty:``,
    ``Player position:``, ``Goal:``, ``P:``, a markdown heading ``### Walls`` and the synonyms of
    :data:`COORD_LIST_LABELS`; a line may hold several, "Player: (0,3), Goal: (2,4)") or hold
    only coordinates (a wall or empty list continued on the next line, or the list under a
    heading); blank lines between labelled lines are allowed. It ends at a line of prose, at a
    line of cells that continues nothing (a path written after the maze), or where a label it
    already has comes again (the next maze begins).
    """
    if not isinstance(text, str):
        return []
    blocks: list[CoordBlock] = []
    current: dict[str, list[Cell]] = {}
    last: str | None = None
    start = end = offset = 0
    blank = False
    read = coordinate_reader(text)
    for raw in text.splitlines(True):
        line_start, offset = offset, offset + len(raw)
        if raw.isspace():
            blank = True
            continue
        line = raw[_DECORATION.match(raw).end() :].rstrip("\r\n")
        if not line:
            blank = True
            continue
        labels = _labelled(line, read)
        if labels is not None:
            for name, cells in labels:
                if name in current:  # the next maze begins (maybe on this line)
                    blocks.append(CoordBlock(current, start, end))
                    current = {}
                if not current:
                    start = line_start
                current[name] = cells
                last = name
                end = offset
            blank = False
            continue
        # A list continued on the next line starts with a cell; anything else is prose.
        if last is not None and line[0] in _CELL_START:
            cells = read(line)
            listed = current[last]
            continues = last in _LONG_LISTS and not (blank and listed)
            if (
                cells
                and (continues or not listed)
                and not _CONTINUATION_JUNK.sub("", COORDINATE_RE.sub("", line))
            ):
                listed.extend(cells)
                end, blank = offset, False
                continue
        if current:
            blocks.append(CoordBlock(current, start, end))
        current, last, blank = {}, None, False
    if current:
        blocks.append(CoordBlock(current, start, end))
    return blocks


@lru_cache(maxsize=64)
def _grid_cells(n: int) -> frozenset[Cell]:
    return frozenset((r, c) for r in range(n) for c in range(n))


def parse_coord_list(text: str, size: int | None = None) -> ParsedMaze:
    """Read the first complete coordinate-list maze in ``text``; unlisted cells are walls.

    Blocks are found by :func:`coord_list_blocks`; the first complete one is the maze, and
    anything written after it (a path, notes, a second maze) cannot change it. The grid side is
    ``size`` when given, else one more than the largest coordinate.
    """
    if not isinstance(text, str):
        return ParsedMaze(None, "no_grid")
    blocks = coord_list_blocks(text[:MAX_REPLY_CHARS])
    found = next((b for b in blocks if b.complete), None)
    if found is None:
        if any("empty" in b.cells for b in blocks):
            return ParsedMaze(None, "missing_player_or_goal")
        return ParsedMaze(None, "no_grid")
    return coord_list_grid(found.cells, size)


def coord_list_grid(cells: dict[str, list[Cell]], size: int | None) -> ParsedMaze:
    """The code grid a complete block's cells describe (``cells`` maps ``"empty"``,
    ``"player"``, ``"goal"`` and optionally ``"walls"`` to cells); unlisted cells are walls."""
    everything = [c for group in cells.values() for c in group]
    n = size if size is not None else max(max(r, c) for r, c in everything) + 1
    if n > MAX_ROW:
        return ParsedMaze(None, "too_large")
    if not _grid_cells(n).issuperset(everything):
        return ParsedMaze(None, "out_of_bounds" if size is not None else "negative_coordinate")
    flat = [WALL] * (n * n)
    for code, name in ((CORRIDOR, "empty"), (PLAYER, "player"), (GOAL, "goal")):
        for r, c in cells[name]:
            flat[r * n + c] = code
    opened = {c for name in ("empty", "player", "goal") for c in cells[name]}
    if not opened.isdisjoint(cells.get("walls", ())):
        return ParsedMaze(None, "conflict")
    return ParsedMaze(np.array(flat, dtype=np.int8).reshape(n, n))

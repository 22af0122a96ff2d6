"""Markdown tables that give cells as row and column columns, or one move as a ``to`` column,
rewritten so each row reads as one ``(row, col)`` cell. A step of :mod:`.normalise`.
"""

from __future__ import annotations

import re
from collections import deque

_ROW_HEADS = frozenset(("row", "r"))
_COL_HEADS = frozenset(("col", "column", "c"))
_TABLE_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}")
_NUMBER_CELL = re.compile(r"[ \t]*(\d{1,8})[ \t]*")
_HEAD_DECORATION = " \t*_`"


MAX_TABLES = 8
"""Tables with row and column columns rewritten, the last ones (answers come at the end)."""
MAX_TABLE_ROWS = 1024
"""Rows of one such table rewritten (a path through the largest maze is shorter)."""
# A header cell naming the row or the column ("| Row |", "| **col** |"): where a table may start.
_ROW_COL_CELL = re.compile(r"\|[ \t*_`]*(?:row|r|col|column|c)[ \t*_`]*(?=\|)", re.IGNORECASE)
_TABLE_BODY = re.compile(r"(?:\n[ \t]*\|[^\n]*)*")


def _row_col_tables(text: str) -> str:
    """Rows of a table headed by a row column and a column column, each pair as one cell.

    A header naming both columns (``Row``/``R``, ``Col``/``Column``/``C``, any case and
    emphasis, exactly one of each) turns the rows below it (up to the table's end) whose two
    cells are numbers into rows with one ``(row, col)`` cell where the first of the two stood.
    Other tables, and rows whose cells are not numbers, are kept. Linear: header cells are
    found in one scan, and only the last :data:`MAX_TABLES` tables' first
    :data:`MAX_TABLE_ROWS` rows are rewritten.
    """
    starts: deque[int] = deque(maxlen=MAX_TABLES)
    for m in _ROW_COL_CELL.finditer(text):
        line = text.rfind("\n", 0, m.start()) + 1
        if not starts or starts[-1] != line:
            starts.append(line)
    out: list[str] = []
    at = 0
    for line in starts:
        if line < at:
            continue
        stop = text.find("\n", line)
        stop = len(text) if stop < 0 else stop
        columns = _row_col_header(text[line:stop])
        if columns is None:
            continue
        body = _TABLE_BODY.match(text, stop)
        end = body.end() if body else stop
        rows = text[line:end].split("\n", MAX_TABLE_ROWS + 1)[: MAX_TABLE_ROWS + 1]
        end = line + sum(map(len, rows)) + len(rows) - 1
        out.append(text[at:line])
        out.append("\n".join(_rewritten(rows, *columns)))
        at = end
    if not out:
        return text
    out.append(text[at:])
    return "".join(out)


# A header cell naming where the move goes ("| to |", "| next |", "| **target** |"), beside one
# naming where it starts ("| from |"): a one-row table of one move (issue 35, sixteenth round).
_TO_CELL = re.compile(
    r"\|[ \t*_`]*(?:to|next|next cell|target|destination)[ \t*_`]*(?=\|)", re.IGNORECASE
)
_TO_HEADS = frozenset(("to", "next", "next cell", "target", "destination"))
_TO_HINTS = tuple(
    form
    for word in ("to", "next", "target", "destination")
    for form in {word, word.title(), word.upper(), word[0] + word[1:].upper()}
)


def _one_move_tables(text: str) -> str:
    """A table of one row under a header naming a ``to`` column (and a ``from`` one, at most
    once each), made the ``to`` cell alone on its line: the move is where it goes, not the
    ``from`` cell it restates. Tables of several rows (a route) are kept. Linear."""
    if not any(word in text for word in _TO_HINTS):
        return text  # a literal scan first: most tables (a maze, a route) head no "to" column
    out: list[str] = []
    at = 0
    lines: deque[int] = deque(maxlen=MAX_TABLES)
    for m in _TO_CELL.finditer(text):
        line = text.rfind("\n", 0, m.start()) + 1
        if not lines or lines[-1] != line:
            lines.append(line)
    for line in lines:
        if line < at:
            continue
        rows = text[line:].split("\n", 4)[:4]
        if len(rows) < 3 or not _TABLE_RULE.match(rows[1]) or not rows[2].lstrip().startswith("|"):
            continue
        if len(rows) == 4 and rows[3].lstrip().startswith("|"):
            continue  # several rows: a route, read as it is
        names = [cell.strip(_HEAD_DECORATION).lower() for cell in _cells(rows[0])]
        to = [k for k, name in enumerate(names) if name in _TO_HEADS]
        cells = _cells(rows[2])
        if len(to) != 1 or names.count("from") > 1 or len(cells) != len(names):
            continue
        out.append(text[at:line])
        out.append(cells[to[0]].strip())
        at = line + len(rows[0]) + len(rows[1]) + len(rows[2]) + 2
    if not out:
        return text
    out.append(text[at:])
    return "".join(out)


def _rewritten(rows: list[str], row_at: int, col_at: int) -> list[str]:
    """A table's lines (its header first) with each row's two numbers as one cell."""
    done = [_merge(_cells(rows[0]), row_at, col_at, "Cell")]
    for k, line in enumerate(rows[1:]):
        if k == 0 and _TABLE_RULE.match(line):
            done.append(line)
            continue
        cells = _cells(line)
        if max(row_at, col_at) < len(cells):
            r = _NUMBER_CELL.fullmatch(cells[row_at])
            c = _NUMBER_CELL.fullmatch(cells[col_at])
            if r is not None and c is not None:
                line = _merge(cells, row_at, col_at, f"({r.group(1)}, {c.group(1)})")
        done.append(line)
    return done


def _cells(line: str) -> list[str]:
    """The cells of a markdown table row (its outer pipes aside)."""
    cells = line.strip().split("|")
    if cells and not cells[0].strip():
        cells = cells[1:]
    if cells and not cells[-1].strip():
        cells = cells[:-1]
    return cells


def _row_col_header(line: str) -> tuple[int, int] | None:
    """The indices of the row and the column columns of a header row, or None."""
    if not line.lstrip().startswith("|"):
        return None
    names = [cell.strip(_HEAD_DECORATION).lower() for cell in _cells(line)]
    rows = [k for k, name in enumerate(names) if name in _ROW_HEADS]
    cols = [k for k, name in enumerate(names) if name in _COL_HEADS]
    return (rows[0], cols[0]) if len(rows) == 1 and len(cols) == 1 else None


def _merge(cells: list[str], row_at: int, col_at: int, value: str) -> str:
    """The row with the cells at ``row_at`` and ``col_at`` replaced by one ``value``."""
    first = min(row_at, col_at)
    kept = [cell.strip() for k, cell in enumerate(cells) if k not in (row_at, col_at)]
    kept.insert(first, value)
    return "| " + " | ".join(kept) + " |"


def row_col_tables(text: str) -> str:
    """``text`` with its row-and-column tables' rows as cells (module docs). Never raises."""
    return _row_col_tables(text)


def one_move_tables(text: str) -> str:
    """``text`` with a one-row table's ``to`` cell alone (module docs). Never raises."""
    return _one_move_tables(text)

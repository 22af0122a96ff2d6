"""Cells written as x/y coordinates or as ``(column, row)`` pairs, turned into the prompt's
``(row, col)`` when the reply states its convention: ``x = 0, y = 2`` with "x is the column" →
``(2, 0)``; with no convention stated, unchanged (a grader would be guessing).

One step of the normalising stage (:mod:`.normalise`); its own file because reading a stated
convention and swapping the pairs after it is one job with its own patterns.
"""

from __future__ import annotations

import re

__all__ = ["xy_cells"]

# The convention stated in words: "(x, y) = (column, row)", "x as the column and y as the row",
# "x is the row". Without one, "x = 0, y = 2" stays as it is (a grader would be guessing).
_XY_PAIR_CONVENTION = re.compile(
    r"\(\s{0,3}x\s{0,3},\s{0,3}y\s{0,3}\)\s{0,3}(?:=|is|means)\s{0,3}"
    r"\(\s{0,3}(col(?:umn)?|row)s?\s{0,3},\s{0,3}(col(?:umn)?|row)s?\s{0,3}\)",
    re.IGNORECASE,
)
# "x is the column", "x = column", "x the column", "x across" (issue 35, thirteenth round: the
# verb may be left out, and "across"/"horizontal" name the column).
_X_IS = re.compile(
    r"(?<![a-z])x[ \t]{0,3}(?:(?:=|is|as|for|means|being)[ \t]{0,3})?(?:the[ \t]{1,3})?"
    r"(col(?:umn)?|row|across|horizontal)(?![a-z])",
    re.IGNORECASE,
)
# The reply saying its cells are written (x, y) ("Coordinates as (x, y)", "(x, y) with x the
# column", "(x, y) = (column, row)"): its plain pairs after this are (x, y) pairs. "(x, y) = (0,
# 2)" is a value, not the form.
_XY_FORM = re.compile(
    r"\(\s{0,3}x\s{0,3},\s{0,3}y\s{0,3}\)(?!\s{0,3}=\s{0,3}\(\s{0,3}\d)", re.IGNORECASE
)
# The pairs' form said in words: "written (column, row)", "as (col, row)" (issue 35, fourteenth
# round: as "(x, y) with x the column"); "(row, col)" said too is no one convention.
_COL_ROW_FORM = re.compile(r"\(\s{0,3}col(?:umn)?s?\s{0,3},\s{0,3}rows?\s{0,3}\)", re.IGNORECASE)
_ROW_COL_FORM = re.compile(r"\(\s{0,3}rows?\s{0,3},\s{0,3}col(?:umn)?s?\s{0,3}\)", re.IGNORECASE)
_PLAIN_PAIR = (
    r"(?P<pair>\((?P<s1>\s{0,3})(?P<a>\d{1,8})(?P<s2>\s{0,3},\s{0,3})(?P<b>\d{1,8})"
    r"(?P<s3>\s{0,3})\))"
)
_XY_VALUES = re.compile(
    r"\(\s{0,3}x\s{0,3},\s{0,3}y\s{0,3}\)\s{0,3}=\s{0,3}\(\s{0,3}(\d{1,8})\s{0,3},\s{0,3}(\d{1,8})"
    r"\s{0,3}\)|(?<![a-z])x[ \t]{0,3}=[ \t]{0,3}(\d{1,8})[ \t]{0,3},?[ \t]{0,3}(?:and[ \t]{1,3})?"
    r"y[ \t]{0,3}=[ \t]{0,3}(\d{1,8})(?![\d])",
    re.IGNORECASE,
)
_XY_OR_PAIR = re.compile(_XY_VALUES.pattern + "|" + _PLAIN_PAIR, re.IGNORECASE)


def xy_cells(text: str) -> str:
    """``x = 0, y = 2`` and ``(x, y) = (0, 2)`` as ``(row, col)`` cells when the reply states
    which of x and y is the column (one convention, stated once; two conflicting ones change
    nothing)."""
    pair = _XY_PAIR_CONVENTION.search(text)
    if pair is not None:
        x_column = pair.group(1).lower().startswith("col")
        if x_column == pair.group(2).lower().startswith("col"):
            return text
        found = {x_column}
    else:
        found = {
            m.group(1).lower().startswith(("col", "across", "horiz")) for m in _X_IS.finditer(text)
        }
    said = _COL_ROW_FORM.search(text) if pair is None else None
    if said is not None and _ROW_COL_FORM.search(text) is None and found <= {True}:
        return _col_row_cells(text, said.end())
    if len(found) != 1:
        return text
    x_column = found.pop()

    def cell(m: re.Match[str]) -> str:
        x, y = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        return f"({y}, {x})" if x_column else f"({x}, {y})"

    form = _XY_FORM.search(text) if x_column else None
    if form is None:
        return _XY_VALUES.sub(cell, text)
    # Cells written (x, y) with x the column, after the reply says so: plain pairs after the
    # form are swapped to (row, col) in the same pass as the named values (each read once).
    start = form.end()

    def either(m: re.Match[str]) -> str:
        if m.group("pair") is None:
            return cell(m)
        if m.start() < start:
            return m.group(0)
        return f"({m.group('s1')}{m.group('b')}{m.group('s2')}{m.group('a')}{m.group('s3')})"

    return _XY_OR_PAIR.sub(either, text)


def _col_row_cells(text: str, start: int) -> str:
    """The plain pairs after ``start`` (where the reply said its pairs are (column, row))
    swapped to ``(row, col)``."""

    def swap(m: re.Match[str]) -> str:
        if m.start() < start:
            return m.group(0)
        return f"({m.group('s1')}{m.group('b')}{m.group('s2')}{m.group('a')}{m.group('s3')})"

    return re.sub(_PLAIN_PAIR, swap, text)

"""A marked option among parallel ones, with the sentence after it: which one the reply picks.

Table rows, bullets and numbered items laid out in parallel are candidates, not answers
(thirty-eighth round: :mod:`.ticked_lines`, :func:`.choosing.ticked_row`). Those readers take a
marked row only when nothing follows the list; v44 found the common form where a sentence does
("| Down | (2, 0) | ✅ |" then "Going down along the left column."; "- Left route: ... ✔
(chosen)" then "I'm going with the left route.") read as unreadable (issue 35, forty-first
round). One rule here for every phase's lists:

* the block is the run of table rows or list items just before the reply's closing text (at
  most :data:`AFTER_REACH` characters, no further row, no answer label: a list above an answer
  line states facts); each row is an option, named by its
  cells and by its label (the first table cell, or a bullet's text before its colon);
* a row is *marked* when it carries a tick (✅ ✓ ✔ ☑), an arrow, or "(chosen)"/"selected";
* the closing text *names* a row when it holds one of that row's cells or its label, and
  *picks* it when it also holds a word of choosing (:data:`_PICK_WORD`) or when it is the row
  marked;
* one marked row and a closing text naming no other row: that row is the answer; a closing
  pick of one row where no single row is marked: that row; a mark on one row and a pick of
  another: two answers, :attr:`MarkedPick.conflicting`. Anything else decides nothing and the
  older readers run as before.

Bounded: reads the last :data:`MAX_ROWS` rows and the closing text only; never raises.
"""

from __future__ import annotations

import re
from collections import deque
from typing import NamedTuple

from agents.llm.reading.directions import DIRECTION_WORDS, word_key
from agents.llm.reading.start_guard import compile_guarded

AFTER_REACH = 300
"""The longest closing text read after the block."""
MAX_ROWS = 12
"""Rows looked at, from the block's end up."""

_ROW = re.compile(r"[ \t]{0,3}(?:\||[-*+\u2022][ \t]|\d{1,2}[.)][ \t])")
# Two rows need a line break before one of them: a quick test before any line is split.
_ROW_AFTER_BREAK = re.compile(r"\n[ \t]{0,3}(?:[|*+\u2022-]|\d{1,2}[.)])")
_SEPARATOR = re.compile(r"[ \t]*\|?[ \t:|-]*-{3}[ \t:|-]*\Z")
_MARK = compile_guarded(
    r"[\u2705\u2713\u2714\u2611\u2190]|<-|\((?:chosen|selected|picked)\)"
    r"|(?<![a-z])(?:chosen|selected)(?![a-z])",
    re.IGNORECASE,
)
_CELL = re.compile(r"\([ \t]{0,3}(\d{1,4})[ \t]{0,3},[ \t]{0,3}(\d{1,4})[ \t]{0,3}\)")
_PICK_WORD = compile_guarded(
    r"(?<![a-z])(?:take|taking|going|go[ \t]with|pick|picked|choose|chose|select|selected|"
    r"turning|my[ \t](?:move|answer|pick|choice)|i['\u2019]ll|i[ \t]will)(?![a-z])|选|走|转",
    re.IGNORECASE,
)
# An answer label after the block: the answer is given there, the list states facts or checks.
_ANSWER_LABEL = re.compile(r"(?:move|path|rotate|shape|maze|answer)[*_ \t]{0,3}:", re.IGNORECASE)
_LABEL_WORD = re.compile(r"[^\W\d_][\w' -]{0,30}")


class MarkedPick(NamedTuple):
    """``line``: the picked row ("" for none); ``conflicting``: a mark and a pick disagree."""

    line: str
    conflicting: bool


NONE = MarkedPick("", False)


def is_marked(row: str) -> bool:
    """``row`` carries a mark (a tick, an arrow, "(chosen)"; also read by :mod:`.list_picks`)."""
    return _MARK.search(row) is not None


def _label(row: str) -> str:
    """A row's label: its first table cell, or a bullet's text before a colon; lowered."""
    body = re.sub(r"^[ \t]*(?:\||[-*+\u2022]|\d{1,2}[.)])[ \t]*", "", row)
    head = body.split("|", 1)[0] if row.lstrip().startswith("|") else body.split(":", 1)[0]
    head = head.strip(" \t*_`")
    m = _LABEL_WORD.fullmatch(head)
    return m.group(0).strip().lower() if m and len(head) >= 2 else ""


def _names(closing: str, row: str) -> bool:
    """The closing text names the row: one of its cells, its label, or its direction word."""
    cells = set(_CELL.findall(row))
    if cells & set(_CELL.findall(closing)):
        return True
    label = _label(row)
    if not label:
        return False
    lowered = closing.lower()
    if re.search(rf"(?<![^\W\d_]){re.escape(label)}(?![^\W\d_])", lowered):
        return True
    # A row labelled by a direction ("| Down | (2, 0) |") is named by that direction.
    action = DIRECTION_WORDS.get(word_key(label))
    return action is not None and any(
        DIRECTION_WORDS[key] == action
        for key in re.findall(r"[^\W\d_]+", lowered)
        if key in DIRECTION_WORDS
    )


def option_block(text: str) -> tuple[list[str], str]:
    """The option rows just before the closing text, and that text (``[]`` when none; also
    read by :mod:`.list_picks`)."""
    lines = text.rstrip().split("\n")
    closing: list[str] = []
    while lines and not _ROW.match(lines[-1]) and len("\n".join(closing)) <= AFTER_REACH:
        closing.insert(0, lines.pop())
    if not lines or len("\n".join(closing)) > AFTER_REACH:
        return [], ""
    rows: list[str] = []
    while lines and _ROW.match(lines[-1]) and len(rows) < MAX_ROWS:
        rows.insert(0, lines.pop())
    # A table's header (the row above its separator) and the separator name no option.
    for i, row in enumerate(rows):
        if _SEPARATOR.match(row):
            rows = rows[i + 1 :]
            break
    return rows, "\n".join(closing)


def marked_option(text: str) -> MarkedPick:
    """Which option of the block closing ``text`` the reply picks (module docs)."""
    tail = text[-(AFTER_REACH + MAX_ROWS * 400) :]
    last = deque(_ROW_AFTER_BREAK.finditer(tail), maxlen=1)
    if not last:
        return NONE  # no second row, so no block (the typical reply; one quick search)
    line_end = tail.find("\n", last[0].end())
    if line_end < 0 or _ANSWER_LABEL.search(tail, line_end) or not tail[line_end:].strip():
        return NONE  # nothing after the rows, or an answer line: the list states facts
    rows, closing = option_block(tail)
    if len(rows) < 2 or not closing.strip():
        return NONE
    marked = [r for r in rows if is_marked(r)]
    named = [r for r in rows if _names(closing, r)]
    picks = bool(_PICK_WORD.search(closing))
    if len(marked) == 1:
        others = [r for r in named if r is not marked[0]]
        if others and picks:
            return MarkedPick("", True)  # the mark on one, the pick on another
        if not others:
            return MarkedPick(marked[0], False)
        return NONE
    if len(named) == 1 and picks and (not marked or named[0] in marked):
        return MarkedPick(named[0], False)
    return NONE

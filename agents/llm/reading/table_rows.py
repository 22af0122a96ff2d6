"""Whether a markdown table's rows are the steps of one answer or answers side by side.

A table whose rows are steps ("| Step | Cell |", "| # | Move |") is one answer read row by row;
any other table of answers holds parallel candidates, and its last row is no more the answer
than its first (issue 35, thirty-eighth round). Only the header's FIRST cell says which: a word
naming a step or an order there numbers the rows. The same words in a later column describe
each row ("| Direction | Cell | Route length |", "| Square | Turn | Fixes |": the turn of each
candidate, the length of each candidate's route) and make no sequence of them.
"""

from __future__ import annotations

import re

# The header's first cell, wholly a step or order word ("| Step |", "| **#** |", "| Turn |").
_STEPS_FIRST_CELL = re.compile(
    r"[ \t]{0,6}\|?[ \t*_`]{0,6}(?:steps?|order|#|no\.?|turn|path|route|move[ \t]?#)"
    r"[ \t*_`]{0,6}\|",
    re.IGNORECASE,
)
# A coordinate pair; two in one row make the row a whole route, not one step of one.
_CELL = re.compile(r"\([ \t]{0,3}\d{1,8}[ \t]{0,3},[ \t]{0,3}\d{1,8}[ \t]{0,3}\)")


def steps_header(text: str, start: int, end: int) -> bool:
    """True when the header row ``text[start:end]`` opens with a step or order column: the
    table's rows are the steps of one answer, not alternatives. Constant work per call."""
    m = _STEPS_FIRST_CELL.match(text, start, end)
    return m is not None


def row_holds_route(text: str, start: int, end: int) -> bool:
    """True when the row ``text[start:end]`` holds two or more cells: the row is a whole route
    (a table of routes), so a mark on it picks that route even under a "Route" header."""
    found = _CELL.search(text, start, end)
    return found is not None and _CELL.search(text, found.end(), end) is not None


LEGEND_REACH = 300
"""How long a legend after a table may be: one or two sentences explaining its mark."""
# A legend naming the table's mark ("← marks the path I give", "The bold row is my move").
_LEGEND_MARK = re.compile(
    r"[\u2190\u2b05\u2705\u2713\u2714\u261a\u261c\U0001f448]|<-|(?<![a-z])(?:bold|bolded|"
    r"marked|ticked|arrow|highlighted)(?![a-z])",
    re.IGNORECASE,
)
# ... and saying the marked row is the answer given.
_LEGEND_PICK = re.compile(
    r"(?<![a-z])(?:my (?:move|answer|pick|choice|route|path)|i (?:give|take|pick|choose|submit)|"
    r"the (?:answer|one i)|chosen|submit)(?![a-z])",
    re.IGNORECASE,
)
_BOLD = re.compile(r"\*\*|__")
MAX_MARKED_ROWS = 64
"""Rows of a table looked at for its bold row, from the last up."""


def table_end(text: str) -> tuple[int, bool]:
    """Where the table ending ``text`` ends, and whether a legend after it names bold as its
    mark. A table is the reply's answer only when nothing follows it but blank space or a legend
    of at most :data:`LEGEND_REACH` characters naming the mark and saying the marked row is
    the answer ("← marks the path I give"): the legend explains the mark, it adds no answer.
    Looks at the last :data:`LEGEND_REACH` characters only."""
    end = len(text.rstrip())
    last = text.rfind("\n|", max(0, end - LEGEND_REACH), end)
    if last < 0 or text.startswith("|", text.rfind("\n", 0, end) + 1):
        return end, False
    row_end = text.find("\n", last + 1)
    legend = text[row_end:end]
    if "|" in legend or not (_LEGEND_MARK.search(legend) and _LEGEND_PICK.search(legend)):
        return end, False
    return row_end, "bold" in legend.lower()


def bold_row_marked(text: str) -> str:
    """``text`` with its table's one bold row given an arrow, when a legend after the table says
    the bold row is the answer ("The bold row is my move"). Normalising drops emphasis, and with
    it the mark: the arrow keeps it for :func:`agents.llm.reading.choosing.ticked_row`. Any
    other text is returned as is. Looks at the table's last :data:`MAX_MARKED_ROWS` rows."""
    if "bold" not in text[-LEGEND_REACH:].lower():
        return text
    end, bold = table_end(text)
    if not bold:
        return text
    bolded: list[int] = []
    row_end = end
    for _ in range(MAX_MARKED_ROWS):
        start = text.rfind("\n", 0, row_end) + 1
        if not text.startswith("|", start):
            break
        if _BOLD.search(text, start, row_end):
            bolded.append(row_end)
        if start == 0:
            break
        row_end = start - 1
    if len(bolded) != 1:
        return text
    return text[: bolded[0]] + " \u2190" + text[bolded[0] :]

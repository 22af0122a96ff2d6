"""A half-formed answer label, made whole: ``MOVE (2 0`` → ``MOVE: (2, 0)``, ``ROTATE (1 1)
clockwise`` → ``ROTATE: (1, 1) clockwise``.

One step of the normalising stage (:mod:`.normalise` runs it after the wording steps); its own
file because its patterns and their fast literal gates are one job. The strict reading never
normalises, so it never sees these labels repaired.
"""

from __future__ import annotations

import re

__all__ = ["closed_last_cell", "half_labels", "path_cells"]


# "MOVE (2 0", "MOVE (1 1)", "ROTATE (0, 1 clockwise": the label without its colon at the start
# of a line and a cell missing its comma or its closing bracket, as small models write it
# (issue 35, thirteenth round): the label's answer. Only at a line's start or after a sentence
# on its line ("The player goes down. MOVE (2 0)"; fifteenth round), and only the two numbers,
# then a bracket, the line's end or a word; the strict reading never sees this.
_HALF_PAIR = (
    r"(move|rotate)[ \t]{1,3}\([ \t]{0,2}(\d{1,2})(?:[ \t]{0,2},[ \t]{0,2}|[ \t]{1,3})"
    r"(\d{1,2})(?:[ \t]{0,2}\)|(?=[ \t]{0,3}(?:$|[a-z])))"
)
_HALF_LABEL = re.compile(r"^([ \t]{0,3})" + _HALF_PAIR, re.IGNORECASE | re.MULTILINE)
# After a sentence: a pattern of its own that opens with the sentence's end, so the engine skips
# to those characters (an alternation with "^" is tried at every position: five times slower).
_HALF_LABEL_IN_LINE = re.compile(r"([.!?][ \t]{1,3})" + _HALF_PAIR, re.IGNORECASE | re.MULTILINE)


# After "the next move is" / "my answer is" in a sentence ("The next move is MOVE (2, 0"): the
# label the sentence leads to (issue 35, eighteenth round).
_HALF_LABEL_AFTER_IS = re.compile(
    r"((?<![a-z])(?:move|answer)[ \t]{1,3}is[ \t]{1,3})" + _HALF_PAIR, re.IGNORECASE
)


# "ROTATE: 1 1 clockwise", "MOVE: 2 0": the label whole but the cell's two digits written
# bare, as small models do (v46; forty-fourth round): the label's cell. Only two single digits
# standing alone, then the line's end or a word ("MOVE: 2 steps" is no cell). "MOVE: (2 0)",
# the brackets kept and the comma left out (v52, v53; forty-fifth round), is the same cell:
# two numbers of at most two digits and the closing bracket ("(2 0 1)" is none).
_BARE_DIGITS = re.compile(
    # The colon first, so the engine skips to colons; the label word is checked behind it.
    r":(?:(?<=move:)|(?<=rotate:)|(?<=move :)|(?<=rotate :))[ \t]{0,3}"
    r"(?:(\d)[ \t]{1,3}(\d)|\([ \t]{0,2}(\d{1,2})[ \t]{1,3}(\d{1,2})[ \t]{0,2}\))"
    r"(?=[ \t]{0,3}(?:$|[a-z]))",
    re.IGNORECASE | re.MULTILINE,
)


def _bare_digits(m: re.Match[str]) -> str:
    row, col = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return f": ({row}, {col})"


def _half_label(m: re.Match[str]) -> str:
    return f"{m.group(1)}{m.group(2).upper()}: ({m.group(3)}, {m.group(4)})"


# "MOVE (2 0) or MOVE (1 1)": the second, offered as an alternative, gets its comma (so the two
# are seen as alternatives) but no label (a label would commit to it; fifteenth round).
_HALF_ALTERNATIVE = re.compile(
    r"(?<=\bor)([ \t]{1,3}(?:move|rotate)[ \t]{1,3})\([ \t]{0,2}(\d{1,2})[ \t]{1,3}(\d{1,2})[ \t]{0,2}\)",
    re.IGNORECASE,
)


# A last cell whose ")" is missing at the very end of the reply ("... (3, 3) (4, 3"): read as
# closed, as the earlier sets rule for a move (t17s_unclosed_right, v17, v19, v24, v36, v39)
# and v50 for a path's last cell (forty-fourth round). Only the reply's last 24 characters.
_UNCLOSED_LAST = re.compile(r"(\([ \t]{0,2}\d{1,2}[ \t]{0,2},[ \t]{0,2}\d{1,2})[ \t]{0,8}\Z")


def half_labels(text: str, low: str) -> str:
    """``text`` with its half-formed ``MOVE``/``ROTATE`` labels made whole (``low`` is
    ``text.lower()``, its literal scans deciding which patterns run). Linear in ``len(text)``."""
    text = _HALF_LABEL.sub(_half_label, text)
    if ": " in text:  # a label's colon and space: "ROTATE: 1 1 clockwise"
        text = _BARE_DIGITS.sub(_bare_digits, text)
    if "move (" in low or "rotate (" in low:
        # After a sentence, looked for where the usual one-space spelling is written (a
        # literal scan: the pattern over a 200 KB reply costs more).
        text = _HALF_LABEL_IN_LINE.sub(_half_label, text)
        if " is move (" in low or " is rotate (" in low:
            text = _HALF_LABEL_AFTER_IS.sub(_half_label, text)
    if " or move" in low or " or rotate" in low:
        text = _HALF_ALTERNATIVE.sub(r"\1(\2, \3)", text)
    return text


# "PATH: (1 0) (2 0) ...": a path line whose cells have no commas (v71; fifty-first round), as
# "MOVE: (2 0)" above: each cell of two numbers of at most two digits gets its comma ("(2 0 1)"
# is none). Only on a line opened by the PATH label, the last few of them (the committed answer
# is the last labelled one; a reply of thousands of such lines costs no more); the strict
# reading never sees this.
_SPACED_CELL = re.compile(r"\([ \t]{0,2}(\d{1,2})[ \t]{1,3}(\d{1,2})[ \t]{0,2}\)")
_LABEL_COLON = re.compile(r"[ \t]{0,2}:")
_PATH_LINES = 8
"""How many of the reply's last ``PATH:`` lines are read."""
_PATH_TRIES = 64
"""How many of the last "path" words are looked at for those lines."""


def _opens_line(text: str, at: int) -> bool:
    """``at`` is a line's start, at most three spaces or tabs after it."""
    start = at
    while start > 0 and at - start < 3 and text[start - 1] in " \t":
        start -= 1
    return start == 0 or text[start - 1] == "\n"


def path_cells(text: str) -> str:
    """``text`` with the comma-less cells of its last ``PATH:`` lines given their commas
    (above). Linear: a literal scan for a spaced cell first, then a bounded walk back."""
    if _SPACED_CELL.search(text) is None:
        return text  # the usual reply: every cell has its comma
    low = text.lower()
    lines: list[tuple[int, int]] = []
    pos = len(low)
    for _ in range(_PATH_TRIES):
        at = low.rfind("path", 0, pos)
        if at < 0 or len(lines) >= _PATH_LINES:
            break
        pos = at
        if _opens_line(text, at) and _LABEL_COLON.match(text, at + 4):
            end = text.find("\n", at)
            lines.append((at, len(text) if end < 0 else end))
    for start, end in lines:  # from the last: earlier offsets stay right
        text = text[:start] + _SPACED_CELL.sub(r"(\1, \2)", text[start:end]) + text[end:]
    return text


def closed_last_cell(text: str) -> str:
    """``text`` with a last cell left unclosed at its very end given its ")" (above); constant
    time: only the last 24 characters are read."""
    end = text.rstrip(" \t")[-1:]
    if not end.isdigit():
        return text  # the usual reply ends on a bracket, a letter or a full stop
    unclosed = _UNCLOSED_LAST.search(text, max(0, len(text) - 24))
    if unclosed is None:
        return text
    return text[: unclosed.start()] + unclosed.group(1) + ")"

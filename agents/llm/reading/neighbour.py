"""Answers to the neighbouring question (issue 35, thirty-second round).

Two classes of a reply that answers a step next to the one asked:

* Steps labelled by ordinals ("First move: (2, 0)", "Step 1: ...", "1st move: ..."), two or
  more of them: the first is the move asked, the rest a plan (:func:`first_step`).
* The move after an assumed one ("After you turn (0, 0), I'd turn (1, 1) clockwise next") and
  no answer line: the reply answers the next question, and the move to make now is not given
  whole (:func:`next_after_assumed`: unreadable). With an answer line, the line is read as
  written.

Both scans are linear and never raise.
"""

from __future__ import annotations

import re

# The label word first (the engine skips to its letters; a pattern opening with the ordinals'
# alternation was tried at every position), the ordinal before it checked apart.
_STEP_LABEL = re.compile(
    r"(?:m(?<![a-z]m)ove|s(?<![a-z]s)tep)[ \t]*(?:#[ \t]*)?(\d{1,2})?[ \t*_]*[:\-–—][ \t*_]*"
    r"\(\s*(-?\d{1,8})\s*,\s*(-?\d{1,8})\s*\)",
    re.IGNORECASE,
)
_ORDINAL_BEFORE = re.compile(
    r"(?<![a-z0-9])(?:(first|1st|one)|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
    r"|tenth|last|next|final|\d{1,2}(?:st|nd|rd|th))[ \t]+\Z",
    re.IGNORECASE,
)
_LABEL = re.compile(r"(?<![a-z ])(?:move|path|shape|maze|rotate)[ \t*_`]*:", re.IGNORECASE)
_CELL = re.compile(r"\(\s*-?\d{1,8}\s*,\s*-?\d{1,8}\s*\)")
_AFTER = re.compile(
    r"(?:after|once)[ \t]+(?:you|i|we)(?:'ve|’ve|[ \t]+have)?[ \t]+(?:turn|turned|rotate|rotated"
    r"|step|stepped|move|moved|go|gone|went|flip|flipped)(?![a-z])",
    re.IGNORECASE,
)
_NEXT = re.compile(r"(?<![a-z])(?:next|then|after that|afterwards|the move after)(?![a-z])", re.I)
_SENTENCE = re.compile(r"[^.!?\n]*(?:[.!?\n]|\Z)")


def _step_labels(text: str, lowered: str) -> list[re.Match[str]]:
    """:data:`_STEP_LABEL`'s matches, tried only where "move" or "step" starts (``str.find``
    skips to them far faster than the engine's scan)."""
    found = []
    for word in ("move", "step"):
        at = lowered.find(word)
        while at >= 0:
            m = _STEP_LABEL.match(text, at)
            if m is not None:
                found.append(m)
            at = lowered.find(word, at + 4)
    return sorted(found, key=lambda m: m.start())


def first_step(text: str, position: tuple[int, int] | None = None) -> tuple[int, int] | None:
    """The cell of the step labelled first when two or more steps are labelled by ordinals
    (module docs), else None. Steps labelled "Step 1:" may number a route from the player's own
    cell (issue 35, sixteenth round: the route's reading decides then), so they count only with
    the player's ``position`` known and not the first step's cell; "First move:" always counts.
    """
    lowered = text.lower()
    if "move" not in lowered and "step" not in lowered:
        return None  # a cheap test first: the label scan costs a step per character
    steps = []
    for m in _step_labels(text, lowered):
        before = _ORDINAL_BEFORE.search(text, max(0, m.start() - 12), m.start())
        if m.group(1) is not None or before is not None:
            first = m.group(1) == "1" or (before is not None and before.group(1) is not None)
            steps.append((first, m))
    if len(steps) < 2:
        return None
    for first, m in steps:
        if first:
            cell = int(m.group(2)), int(m.group(3))
            moves = m.group(0)[:4].lower() == "move"
            return cell if moves or (position is not None and cell != position) else None
    return None


def next_after_assumed(text: str) -> bool:
    """Whether the reply's first sentence naming a cell answers the move after an assumed one,
    with no answer line in the reply (module docs)."""
    cell = _CELL.search(text)
    if cell is None:
        return False
    start = max(text.rfind(c, 0, cell.start()) for c in ".!?\n") + 1
    end = _SENTENCE.match(text, cell.start())
    sentence = text[start : end.end() if end else len(text)]
    after = _AFTER.match(sentence.lstrip(" \t*_"))
    return (
        after is not None
        and _NEXT.search(sentence, after.end()) is not None
        and _LABEL.search(text) is None
    )

"""Lines each naming a candidate and a tick or a cross: which one, if any, the reply picks.

A reply that ends with lines like "(2, 0) ✅ open" / "(0, 0) ❌ wall" lays its candidates out in
parallel, as table rows or list items do (issue 35, thirty-eighth round). A tick says a
candidate is possible, not that it is taken: the pick is the one ticked line that carries a
word of choosing the others lack ("going here", "my move", "taking this one"), else the one
ticked line among crossed ones. Two ticked lines and no such word offer alternatives.
"""

from __future__ import annotations

import re
from typing import NamedTuple

_TICK = re.compile(r"[\u2705\u2713\u2714\u2611]")
_CROSS = re.compile(r"[\u274c\u274e\u2717\u2718\u2715\u2716]")
# A word of choosing on a ticked line: it singles that line out.
_PICK_WORDS = re.compile(
    r"(?<![a-z])(?:going (?:here|there|with this)|my (?:move|pick|choice|answer)|"
    r"taking (?:this|it)|this one|chosen|i(?:['’]ll| will)? (?:take|pick|choose|go with) (?:this|it)"
    r")(?![a-z])",
    re.IGNORECASE,
)
# The lead-in line heading a route or a check: the ticked lines below are steps or checks.
_LEAD = re.compile(
    r"(?<![a-z])(?:steps?|path|route|order|check(?:ed|s)?|verif(?:y|ied|ication))(?![a-z])",
    re.IGNORECASE,
)
# An answer label anywhere above: the answer is given, the ticked lines check it.
_LABEL = re.compile(r"(?:move|rotate|path|shape|maze|answer)[*_ \t]{0,3}:", re.IGNORECASE)
MAX_LINES = 16
"""Marked lines looked at from the reply's end."""
MAX_LINE = 200
"""A marked line longer than this is prose, not one candidate."""


class TickedPick(NamedTuple):
    """What the reply's closing ticked lines decide: ``line`` the picked one ("" for none),
    ``alternatives`` True when two or more are ticked and none is picked."""

    line: str
    alternatives: bool


NONE = TickedPick("", False)


def ticked_pick(text: str) -> TickedPick:
    """The pick among the lines ending ``text`` that each carry a tick or a cross.

    The block is the run of such lines (at most :data:`MAX_LINES`, each at most
    :data:`MAX_LINE` characters) that ends the reply; two lines at least, one ticked at least,
    no route or check word on the line just above it, and no answer label anywhere above it
    (there the ticks check an answer already given). Linear: each line is searched once.
    """
    end = len(text.rstrip())
    ticked: list[tuple[int, int]] = []
    picked: list[tuple[int, int]] = []
    lines = 0
    top = end
    while end > 0 and lines < MAX_LINES:
        start = text.rfind("\n", 0, end) + 1
        if end - start > MAX_LINE or text.startswith("|", start):
            break
        tick = _TICK.search(text, start, end)
        if tick is None and _CROSS.search(text, start, end) is None:
            break
        lines, top = lines + 1, start
        if tick is not None:
            ticked.append((start, end))
            if _PICK_WORDS.search(text, start, end):
                picked.append((start, end))
        end = start - 1
    if lines < 2 or not ticked:
        return NONE
    lead = text.rfind("\n", 0, max(top - 1, 0)) + 1
    if top > 0 and (_LEAD.search(text, lead, top) or _LABEL.search(text, 0, top)):
        return NONE
    if len(picked) == 1:
        return TickedPick(text[slice(*picked[0])], False)
    if len(ticked) == 1 and not picked:
        return TickedPick(text[slice(*ticked[0])], False)
    return TickedPick("", True)

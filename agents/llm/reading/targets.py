"""A cell the answer's explanation names as where the piece points, not as a move.

"- **Turn:** counterclockwise, so its opening faces (0, 0)" explains the turn by the square the
opening then faces; (0, 0) is the piece's target, no second answer (v40's clear miss, issue 35,
thirty-ninth round). A cell right after a verb of pointing or joining ("faces", "points
(to/towards/at)", "towards", "connects to", "meets", "links to", "joins") is such a target.
:func:`without_targets` blanks those cells (same length, so offsets hold) for the readers that
look for a second answer in the explanation. Linear: one bounded pattern, no nested repeats.
"""

from __future__ import annotations

import re

_TARGET = re.compile(
    r"(?<![a-z])(?:faces|facing|face|points|pointing|point|towards|toward|connects|connecting|"
    r"connect|meets|meeting|links|linking|joins|joining)"
    r"(?:[ \t]{1,3}(?:to|towards|toward|at|into|onto|with|up[ \t]with))?"
    r"(?:[ \t]{1,3}(?:the[ \t]{1,3})?(?:cell|square|tile|piece))?[ \t]{1,3}"
    r"(\([ \t]{0,3}\d{1,3}[ \t]{0,3},[ \t]{0,3}\d{1,3}[ \t]{0,3}\))",
    re.IGNORECASE,
)


def without_targets(text: str) -> str:
    """``text`` with every cell named as a target of pointing or joining blanked to spaces."""
    return _TARGET.sub(lambda m: m.group()[: m.start(1) - m.start()] + " " * len(m.group(1)), text)

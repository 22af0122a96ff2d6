"""Whether the reply's answer is given as someone else's move (issue 35, thirty-eighth round).

The one answer a reply gives is this turn's answer only when the reply gives it as its own. A
sentence that puts the answer in another player's hands ("Your opponent's best move would be
ROTATE: ...", "Expect the rival to play ...") answers another question: what someone else
might do. Neither the maze nor the puzzle has another player, so no grader takes it as the
reply's move. Another player named in a sentence apart from the answer line, or denied there
("no opponent", "unlike an opponent's move"), leaves the answer the reply's own.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels

_OTHER = re.compile(
    r"(?<![a-z])(?:opponent|rival|enemy|adversary|other[ \t]{1,3}player|other[ \t]{1,3}side)"
    r"(?:s|['’]s)?(?![a-z])",
    re.IGNORECASE,
)
_DENIED = re.compile(
    r"(?<![a-z])(?:no|not|unlike|without|instead[ \t]of|rather[ \t]than)(?![a-z])|n['’]t",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?\n][^.!?\n]*\Z")
SENTENCE_REACH = 300
"""How far before the answer label its sentence is read."""


def other_owner(text: str) -> bool:
    """True when the sentence holding the reply's last answer label (read up to
    :data:`SENTENCE_REACH` characters before the label) names another player and does not deny
    one. Bounded work: one label search, then a window of fixed size."""
    labels = answer_labels(text)
    if not labels:
        return False
    at = labels[-1].start()
    window_start = max(0, at - SENTENCE_REACH)
    end = _SENTENCE_END.search(text, window_start, at)
    start = end.start() + 1 if end is not None else window_start
    return _OTHER.search(text, start, at) is not None and _DENIED.search(text, start, at) is None

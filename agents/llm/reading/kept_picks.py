"""A pick after a caveat that keeps the answer: "I picked the top edge", "(1, 1) it is", "那就
(1, 1) 吧".

v44 found two solve answers followed by a caveat ("going down to (2, 0) is just as short", "Why
not (2, 0)? It is open too ...") and then a pick that keeps the answer ("I picked the top edge
arbitrarily.", "so (1, 1) it is.") read as unsettled: the settle check knew present-tense keeps
("I'll stay with", "I choose") only. This module is the one table of pick words, per language
(:data:`PICK_WORDS`): a past-tense pick, "X it is", and the Chinese picks that close a choice
(那就 X 吧, 还是 X 吧, 就选 X). A sentence holding one of them and naming no value other than the
answer's settles a caveat before it (issue 35, forty-first round). Bounded and linear; never
raises.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agents.llm.reading.start_guard import compile_guarded

PICK_WORDS: dict[str, tuple[str, ...]] = {
    "english": (
        r"(?:i|we)(?:['\u2019]ve|[ \t]{1,3}have)?[ \t]{1,3}(?:picked|chose|selected|opted"
        r"|went[ \t]{1,3}with|settled[ \t]{1,3}on|prefer)(?![a-z])",
        r"\)[ \t]{1,3}it[ \t]{1,3}is(?![a-z])",
    ),
    "chinese": (r"那就[^。！？.!?\n]{0,40}吧", r"还是[^。！？.!?\n]{0,40}吧", r"就选", r"我选了?"),
}
"""Pick words per language, as patterns (a pick closing a choice, never an offer)."""
_PICK = compile_guarded("|".join(p for ps in PICK_WORDS.values() for p in ps), re.IGNORECASE)
_OTHER = compile_guarded(
    r"(?<![a-z])(?:instead|other|rather|actually|but[ \t]{1,3}not)(?![a-z])|另一|换成",
    re.IGNORECASE,
)
"""A pick of something else ("I picked the other one instead"): no keep."""


_CLAUSE_BREAK = re.compile(r"[;\uff1b]|[,\uff0c](?![ \t]*\d)")
"""Where the pick's clause starts: a semicolon, or a comma that is not a cell's."""
_REACH = 600
"""How far back from the reply's end the last sentence is looked for."""


def says_pick(clause: str) -> bool:
    """``clause`` picks in words of :data:`PICK_WORDS` ("就选 (1, 1)", "I went with (1, 1)"),
    not something else ("instead", "另一"); which value it picks is the caller's."""
    return _PICK.search(clause) is not None and _OTHER.search(clause) is None


@lru_cache(maxsize=1024)
def kept_at_end(text: str, answer_end: int = 0) -> tuple[int, int] | None:
    """``(start, end)`` of the pick's clause when the reply's last sentence, after
    ``answer_end``, picks in one of :data:`PICK_WORDS` and picks nothing else ("instead", "the
    other"); None otherwise. The caller checks that the clause names no value but the
    answer's. Reads the last :data:`_REACH` characters; linear; never raises. Cached: the
    settle checks of one reply ask about the same text."""
    end = len(text.rstrip(" \t\r\n*_"))
    lo = max(answer_end, end - _REACH)
    if end <= lo:
        return None
    body_end = end - 1 if text[end - 1] in ".!\u3002\uff01" else end
    start = max(lo, *(text.rfind(mark, lo, body_end) + 1 for mark in ".!?\n\u3002\uff01\uff1f"))
    pick = _PICK.search(text, start, end)
    if pick is None or _OTHER.search(text, pick.start(), end) is not None:
        return None
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, start, pick.start())]
    return (breaks[-1] if breaks else start), end

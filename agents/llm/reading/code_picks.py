"""Whether a reply whose answer is only code leaves the pick to chance or to nobody (issue 35,
thirty-seventh round).

A reply may answer with code: the value the code returns, prints or assigns last is what it
commits to (``return (2, 0)``), and the readers take it. Two habits commit to nothing, and a
careful grader abstains on both:

* code that **picks at random** (``random.choice(candidates)``, ``random.shuffle(moves)`` then
  the first, ``rng.integers``): the answer is whatever a run would draw;
* code that **ends with a list of candidates** (``open_moves = [(1, 1), (2, 0)]``, a list
  named as options, candidates, moves, neighbours, routes or paths, holding two or more
  values) and never picks one (no ``return``, ``print`` or index into it).

Only a reply with no answer label outside its code is read here: a labelled answer after the
code ("I take the first one.\\n\\nMOVE: (1, 1)") is the answer, the code its reasoning. A list
of cells named as a route (``path = [...]``) is one answer, not candidates.

What code commits to is read by the phases once its strings stand on their own lines: a maze
given as the triple-quoted string a ``print(`` call or a ``maze =`` assignment holds (v38's
clear miss) is those rows
(:func:`unwrap_strings`, flexible reading only).

One job: reading what fenced code commits to. Fences are found with ``str.find`` and the
patterns are bounded: linear in the reply's length; nothing here raises.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.afterthoughts import answer_labels

_FENCE = "```"
_MAX_BLOCKS = 20
"""Code blocks read (a reply of thousands of fences is read in its last ones)."""
_RANDOM = re.compile(
    r"(?<![\w])(?:random|rng|np\.random|numpy\.random|secrets)[ \t]{0,3}\.[ \t]{0,3}"
    r"(?:choice|choices|shuffle|sample|randint|randrange|integers|permutation|random)"
    r"[ \t]{0,3}\("
)
_FROM_RANDOM = re.compile(r"from[ \t]{1,3}(?:numpy\.)?random[ \t]{1,3}import")
_BARE_RANDOM = re.compile(r"(?<![\w.])(?:choice|choices|shuffle|sample|randint)[ \t]{0,3}\(")
_CANDIDATES = re.compile(
    r"(?<![\w.])(?:\w{0,20}_)?(?:candidates?|options?|choices|alternatives|possible|"
    r"possibilities|moves|neighbou?rs|routes|paths|cells)[ \t]{0,3}=[ \t]{0,3}\[",
    re.IGNORECASE,
)
_VALUE = re.compile(
    r"\([ \t]{0,3}-?\d{1,3}[ \t]{0,3},[ \t]{0,3}-?\d{1,3}[ \t]{0,3}\)|\[|'[^'\n]{1,30}'"
)
_PICKS = re.compile(r"(?<![\w])(?:return|print|yield)(?![\w])|\w\[[ \t]{0,3}-?\d")


def _blocks(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The fenced blocks' code and where each fence pair spans (the last :data:`_MAX_BLOCKS`)."""
    blocks: list[str] = []
    spans: list[tuple[int, int]] = []
    at = text.find(_FENCE)
    while at >= 0:
        opened = text.find("\n", at)
        close = text.find(_FENCE, opened + 1) if opened >= 0 else -1
        if close < 0:
            break
        blocks.append(text[opened + 1 : close])
        spans.append((at, close + len(_FENCE)))
        at = text.find(_FENCE, close + len(_FENCE))
    return blocks[-_MAX_BLOCKS:], spans


def _random_pick(code: str) -> bool:
    return bool(_RANDOM.search(code)) or (
        bool(_FROM_RANDOM.search(code)) and bool(_BARE_RANDOM.search(code))
    )


def _candidates_only(code: str) -> bool:
    """A list named as candidates, holding two values or more, and nothing after it picks."""
    last = deque(_CANDIDATES.finditer(code), maxlen=1)
    found = last[0] if last else None
    if found is None or _PICKS.search(code, found.end()):
        return False
    stop = code.find("]\n", found.end())
    listed = code[found.end() : stop if stop >= 0 else len(code)][:2000]
    depth_one = listed.count("[") == 0
    values = _VALUE.findall(listed)
    return len(values) >= 2 if depth_one else listed.count("[") >= 2


def code_leaves_pick(text: str) -> bool:
    """The reply answers only in code, and the code picks at random or leaves candidates with
    no pick (module docs). Never raises."""
    if _FENCE not in text:
        return False
    blocks, spans = _blocks(text)
    if not blocks:
        return False
    inside = lambda at: any(start <= at < end for start, end in spans)  # noqa: E731
    if any(not inside(label.start()) for label in answer_labels(text)):
        return False
    return any(_random_pick(code) or _candidates_only(code) for code in blocks)


_TRIPLE_OPEN = re.compile(
    r"(?:print[ \t]{0,3}\([ \t]{0,3}|[A-Za-z_]\w{0,30}[ \t]{0,3}=[ \t]{0,3})(?:\"\"\"|\'\'\')"
)
_TRIPLE = re.compile(r"(?:\"\"\"|\'\'\')[ \t]{0,3}\)?")


def unwrap_strings(text: str) -> str:
    """``text`` with each triple-quoted string of code on lines of its own: the ``print(`` or
    ``name =`` before it and the quotes (and a closing bracket) after it become line breaks, so
    a maze's rows printed or assigned by code read as rows. Linear; never raises."""
    if '"""' not in text and "'''" not in text:
        return text
    return _TRIPLE.sub("\n", _TRIPLE_OPEN.sub("\n", text))

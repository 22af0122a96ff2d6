"""A check after the answer that ends on its verdict (issue 35, thirty-third round).

v34 found clear replies read unreadable whose check after the answer line ends on a one-word
verdict ("Check: six single steps, ... Valid.") or rules another value out by its outcome and
restates the answer ("Counterclockwise would point the opening off the board, so clockwise it
is."): the cells and words inside the check are no second answer. A check ending on a negative
one-word verdict ("Invalid.", "Wrong.") withdraws the answer with none in its place.

:func:`closing_verdict` reads the reply's last sentence after its last answer line: ``KEEP``
(the answer line alone is the answer), ``REJECT`` (unreadable) or ``None`` (no verdict; the
other stages decide). Reads a bounded tail; nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels, answer_tokens, value_end

KEEP = "keep"
REJECT = "reject"
_REACH = 1500
"""How much of the reply's close is read (replies may run to megabytes)."""

_POSITIVE = re.compile(
    r"(?:valid|correct|confirmed|verified|fine|good|ok|okay|checks[ \t]+out|all[ \t]+good|"
    r"(?:that|it)[ \t]+(?:holds|stands))[ \t]*[.!]?[ \t]*[\u2713\u2714]?",
    re.IGNORECASE,
)
_NEGATIVE = re.compile(
    r"(?:invalid|wrong|incorrect|not[ \t]+valid|fails|that[ \t]+fails)[ \t]*[.!]?",
    re.IGNORECASE,
)
# "so <the answer> it is / stays / stands": the answer restated after another ruled out.
_RESTATED = re.compile(
    r"(?<![a-z])so[ \t]+(?P<value>[^.!?\n]{1,40}?)[ \t]+(?:it[ \t]+is|stays|stands|is[ \t]+fine)"
    r"[ \t]*[.!]?\Z",
    re.IGNORECASE,
)
# A favourable evaluative predicate closing the sentence, of any strength: a verb of seeming
# or being, hedges allowed, and a favourable complement ("seems the one to use", "looks like
# the better step", "is probably right", "would be the one"). Its subject decides: the answer's
# own value keeps the answer; another value of the answer's kind, not said to replace it,
# leaves the reply with two answers (v35).
_FAVOURED = re.compile(
    r"(?<![a-z])(?:seems|looks|appears|is|would[ \t]+be|should[ \t]+be|must[ \t]+be)"
    r"(?:[ \t]+(?:probably|likely|clearly|really|actually|definitely|like|to[ \t]+be))*[ \t]+"
    r"(?:the[ \t]+(?:one|better|best|right|correct|likelier)|right|correct|better|best|"
    r"preferable)"
    r"(?:[ \t]+(?:step|move|turn|shape|answer|choice|one|to[ \t]+use|here|after[ \t]+all))*"
    r"[ \t]*[.!]?\Z",
    re.IGNORECASE,
)
_REPLACES = re.compile(r"(?<![a-z])(?:actually|instead|rather|meant|correction)(?![a-z])", re.I)
_CLAUSE = re.compile(r"[,;]|(?<![a-z])(?:so|but|and|then)(?![a-z])", re.IGNORECASE)
_TRAILER = re.compile(r"[.!?]?[ \t]*[\u2713\u2714]?[ \t]*\Z")


def _last_sentence(text: str) -> str:
    """The last sentence of ``text`` (after its last stop, colon or line break), found by
    ``rfind`` from the end: constant work per delimiter, not a pattern tried at every start."""
    body = text.rstrip()
    trailer = _TRAILER.search(body)
    cut = trailer.start() if trailer is not None else len(body)
    start = max(body.rfind(c, 0, cut) for c in ".!?\n:") + 1
    return body[start:].strip()


def _rated(sentence: str, answer: dict[str, set[str]]) -> str | None:
    """``KEEP`` when the sentence rates the answer's own value well, ``REJECT`` when it rates
    another value of the answer's kind well (and none of the answer's), else ``None``."""
    m = _FAVOURED.search(sentence)
    if m is None or not answer or _REPLACES.search(sentence):
        return None  # a correction ("Actually, ... is better") is read by the correction stages
    cut = 0
    for boundary in _CLAUSE.finditer(sentence, 0, m.start()):
        cut = boundary.end()
    named = answer_tokens(sentence[cut : m.start()])
    shared = [kind for kind in named if kind in answer]
    if not shared:
        return None
    if all(named[kind] <= answer[kind] for kind in shared):
        return KEEP
    return REJECT if all(not named[kind] & answer[kind] for kind in shared) else None


def closing_verdict(text: str) -> str | None:
    """The verdict the reply's closing check gives its answer line (module docs)."""
    tail = text.rstrip()[-_REACH:]
    labels = answer_labels(tail)
    if not labels:
        return None
    if labels[-1].group().lower().startswith("maze"):
        return None  # a maze is a block of lines: the generation scorer reads its own end
    end = value_end(tail, labels[-1].end())
    after = tail[end:]
    if not after.strip():
        return None
    sentence = _last_sentence(after)
    if _NEGATIVE.fullmatch(sentence):
        return REJECT
    if _POSITIVE.fullmatch(sentence):
        return KEEP
    rated = _rated(sentence, answer_tokens(tail[labels[-1].end() : end]))
    if rated is not None:
        return rated
    restated = _RESTATED.search(sentence)
    if restated is not None:
        answer = answer_tokens(tail[labels[-1].end() : end])
        named = answer_tokens(restated.group("value"))
        if named and all(
            kind in answer and values <= answer[kind] for kind, values in named.items()
        ):
            return KEEP
    return None


def answer_line_only(text: str) -> str:
    """``text`` up to the end of its last answer line's value (the check after it dropped)."""
    tail_start = max(0, len(text.rstrip()) - _REACH)
    tail = text.rstrip()[tail_start:]
    labels = answer_labels(tail)
    if not labels:
        return text
    return text[: tail_start + value_end(tail, labels[-1].end())]

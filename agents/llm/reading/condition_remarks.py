"""A remark after the answer putting a condition on it and naming its other case (fiftieth round).

The forty-ninth round read a premise put ON the answer ("MOVE: (1, 1), assuming (1, 1) is not a
wall — if it is, then (2, 0).", :mod:`.open_branches`). v66 held the same thing said in a
sentence ABOUT the answer: "This is if the right side is actually open; otherwise go down to
(2, 0).", "This only counts if a smaller square is allowed; otherwise I'd need the full
border.", "这是在 ... 的情况下；否则 ...". The sentence does not open with its condition (the
stance stage's form), and its condition side names no value (the if/otherwise pair's form), yet
it leaves the answer open just as they do. One rule, one table row per language, every phase:

* a sentence after the last answer line holds a **condition word** (the condition table's
  :data:`.leading_conditions.CONDITION_WORDS` openings, the premises of
  :data:`.open_branches.UNLESS_WORDS`, and :data:`REMARK_WORDS`: "only if", "的情况下",
  "seulement si"), not counterfactual between it and the other case ("were", "would");
* then an **other case** word ("otherwise", "否则", "sinon", "de lo contrario", "sonst");
* whose side names a value of the answer's kind the answer line does not (another cell, turn,
  direction or shape), or a **need** the answer does not meet (:data:`NEED_WORDS`: "I'd need",
  "il faudrait", "就得");
* and nothing after that side **settles** it: a cut word of the table ("but", "so", "但") or a
  sentence saying the condition holds (:data:`SETTLED_WORDS` and the table's ``CHECKED``
  words: "And it is: ...", "确实"). An "otherwise" naming no other value ("otherwise the move
  would bump into a wall") leaves nothing open.

Only a bounded tail after the last answer line is read, with literal alternations and bounded
windows: linear in the reply's length, never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.leading_conditions import (
    CHECKED,
    CONDITION_WORDS,
    COUNTERFACTUAL,
    CUT,
    OPEN,
    OTHERWISE,
)
from agents.llm.reading.open_branches import UNLESS, UNLESS_WORDS
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

REMARK_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("only if", "only when", "only as long as"),
    "french": ("seulement si", "uniquement si", "que si"),
    "spanish": ("solo si", "sólo si", "únicamente si", "siempre y cuando"),
    "portuguese": ("só se", "somente se", "apenas se"),
    "italian": ("solo se", "soltanto se", "purché"),
    "german": ("nur wenn", "nur falls"),
    "chinese": ("的情况下", "的前提下", "情况下", "前提下", "只有"),
}  # fmt: skip
"""Condition words a remark about the answer uses beyond the condition table, per language."""

NEED_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("i'd need", "i would need", "i'd have to", "i would have to", "we'd need",
                "would need", "would have to", "would require", "need to redo", "need to redraw"),
    "french": ("il faudrait", "je devrais", "faudrait"),
    "spanish": ("necesitaría", "tendría que", "habría que"),
    "portuguese": ("precisaria", "teria que", "teria de"),
    "italian": ("dovrei", "servirebbe", "bisognerebbe"),
    "german": ("müsste", "bräuchte", "wäre nötig"),
    "chinese": ("就得", "需要", "就要重新", "得重新"),
}  # fmt: skip
"""Words saying the other case needs something the answer does not give ("otherwise I'd need
the full border"), per language."""

SETTLED_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("and it is", "which it is", "and they are", "which they are", "and it does",
                "and it's", "it is:", "they are:", "yes, it is", "indeed", "confirmed",
                "checked"),
    "french": ("et c'est le cas", "c'est bien le cas", "et il l'est", "et ils se rejoignent"),
    "spanish": ("y lo es", "y lo está", "y así es"),
    "portuguese": ("e é", "e está"),
    "italian": ("ed è così", "e lo è"),
    "german": ("und das ist so", "und so ist es"),
    "chinese": ("而它确实", "确实是", "的确是"),
}  # fmt: skip
"""Words saying, after the remark, that its condition holds, per language (with the table's
``CHECKED`` words)."""


def _table(meaning: str) -> list[str]:
    return [w for row in CONDITION_WORDS.values() for w in row[meaning]]


def _flat(table: dict[str, tuple[str, ...]]) -> list[str]:
    return [w for row in table.values() for w in row]


_CONDITION = compile_guarded(
    alternation(
        _table(OPEN)
        + [w for row in UNLESS_WORDS.values() for w in row[UNLESS]]
        + _flat(REMARK_WORDS)
    ),
    re.IGNORECASE,
)
# "else" alone is too common a word ("anything else") to open another case.
_OTHER_CASE = compile_guarded(alternation(w for w in _table(OTHERWISE) if w != "else"), re.I)
_COUNTERFACTUAL = compile_guarded(alternation(_table(COUNTERFACTUAL)), re.IGNORECASE)
_NEED = compile_guarded(alternation(_flat(NEED_WORDS)), re.IGNORECASE)
_SETTLED = compile_guarded(
    alternation(_flat(SETTLED_WORDS) + _table(CHECKED) + _table(CUT)), re.IGNORECASE
)
# Normalising makes "。" a "." with no space after it: a full stop before a CJK character ends
# a sentence too.
_STOP = r"[.!?](?=\s|$|[\u3040-\u30ff\u4e00-\u9fff])"
_SENTENCE_END = re.compile(rf"{_STOP}|[\u3002\uff01\uff1f\n]")
_SIDE_END = re.compile(rf"{_STOP}|[\u3002\uff01\uff1f\n;\uff1b]|\u2014|--")
_REACH = 1200
"""How much of the text after the answer line is read: a remark sits right after it."""
_KINDS = ("cell", "dir", "turn", "shape")


def _sentence_start(text: str, at: int) -> int:
    starts = [m.end() for m in _SENTENCE_END.finditer(text, max(0, at - 400), at)]
    return starts[-1] if starts else max(0, at - 400)


def _names_other(side: str, value: str) -> bool:
    """``side`` names a value of a kind the answer ``value`` names, one ``value`` lacks."""
    said, given = answer_tokens(side), answer_tokens(value)
    return any(
        values - given.get(kind, set())
        for kind, values in said.items()
        if kind in _KINDS and given.get(kind)
    )


def condition_remark(text: str) -> bool:
    """After the last answer line, a sentence putting a condition on the answer whose other
    case names another value or a need, settled by nothing after it (module docs)."""
    labels = answer_labels(text)
    if not labels:
        return False
    end = value_end(text, labels[-1].end())
    value = text[labels[-1].end() : end]
    after = text[end : end + _REACH]
    for other in _OTHER_CASE.finditer(after):
        start = _sentence_start(after, other.start())
        if not after[start : other.start()].strip(" \t*_"):
            # "Otherwise, ..." opening its sentence: the condition is the sentence before.
            start = _sentence_start(after, start - 1) if start else start
        condition = _CONDITION.search(after, start, other.start())
        if condition is None or _COUNTERFACTUAL.search(after, condition.end(), other.start()):
            continue
        side_end = _SIDE_END.search(after, other.end())
        stop = side_end.start() if side_end is not None else len(after)
        side = after[other.end() : stop]
        if not (_names_other(side, value) or _NEED.search(side)):
            continue
        if _SETTLED.search(after, stop) is None:
            return True
    return False


def settled_condition(sentence: str, later: list[str]) -> bool:
    """``sentence`` states a condition with its other case ("This is if ... ; otherwise go
    right to (1, 1).") and one of the ``later`` sentences says the condition holds ("And it
    is: ..."): the condition names no open answer, for the older per-sentence readers too."""
    other = _OTHER_CASE.search(sentence)
    if other is None or _CONDITION.search(sentence, 0, other.start()) is None:
        return False
    return any(_SETTLED.search(s) for s in later)

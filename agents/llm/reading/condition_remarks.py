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
from itertools import pairwise

from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.leading_conditions import (
    CHECKED,
    CONDITION_WORDS,
    COUNTERFACTUAL,
    CUT,
    NEGATED_CASE,
    OPEN,
    OTHERWISE,
)
from agents.llm.reading.open_branches import UNLESS, UNLESS_WORDS
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation, literal_trie

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


PREMISE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("this assumes", "that assumes", "this is assuming", "that is assuming",
                "this presumes", "that presumes", "this relies on", "that relies on"),
    "french": ("cela suppose", "ceci suppose", "ça suppose", "cela présuppose"),
    "spanish": ("esto supone", "eso supone", "esto asume", "esto presupone"),
    "portuguese": ("isso supõe", "isto supõe", "isso pressupõe", "isto pressupõe"),
    "italian": ("questo presuppone", "questo suppone", "ciò presuppone"),
    "german": ("das setzt voraus", "dies setzt voraus", "das nimmt an", "dies nimmt an"),
    "chinese": ("前提是", "这是假设", "假设", "假定"),
}  # fmt: skip
"""Words stating, in a remark after the answer, the premise it rests on (fifty-first round,
v69: "This assumes (2, 0) is an empty cell; if it is a wall, move right instead."); the
other case is then a second condition ("if it is a wall", "si ce n'est pas le cas", "如果是墙",
"不通的话") as well as an "otherwise"."""

DOUBT_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("may not", "might not", "may be wrong", "might be wrong", "maybe not",
                "perhaps not", "possibly not", "could be wrong"),
    "french": ("pourrait ne pas", "n'est peut-être pas", "peut-être pas", "pourrait être faux"),
    "spanish": ("puede que no", "quizás no", "quizá no", "tal vez no"),
    "portuguese": ("pode não", "talvez não"),
    "italian": ("potrebbe non", "forse non"),
    "german": ("vielleicht nicht", "möglicherweise nicht", "könnte nicht"),
    "chinese": ("可能不", "可能没", "也许不", "或许不", "不一定"),
}  # fmt: skip
"""Words doubting the answer's ground in a check after it (fifty-first round, v69: "the
bottom row may not be fully open, in which case it would be a C shape")."""

CONSEQUENCE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("in which case", "in that case", "then it would", "then it'd",
                "then the move would", "then the answer would", "then the path would",
                "then the shape would"),
    "french": ("auquel cas", "dans ce cas", "ce serait alors"),
    "spanish": ("en cuyo caso", "en ese caso", "entonces sería"),
    "portuguese": ("nesse caso", "caso em que", "então seria"),
    "italian": ("nel qual caso", "in quel caso", "allora sarebbe"),
    "german": ("in dem fall", "in diesem fall", "dann wäre"),
    "chinese": ("那就是", "那样的话", "这样的话", "那么就是", "那就得"),
}  # fmt: skip
"""Words naming what a doubt's case would make the answer ("in which case", "那就是"): with
a doubt before them, the other case of the remark."""


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
_OTHERWISE_WORDS = [w for w in _table(OTHERWISE) if w != "else"]
_OTHER_CASE = compile_guarded(alternation(_OTHERWISE_WORDS), re.I)
_PREMISE = compile_guarded(alternation(_flat(PREMISE_WORDS)), re.IGNORECASE)
# After a premise, a second condition names its other case ("; if it is a wall, ...").
_PREMISE_OTHER = compile_guarded(
    rf"{alternation(_OTHERWISE_WORDS + _table(OPEN))}|{NEGATED_CASE}", re.IGNORECASE
)
_DOUBT = compile_guarded(alternation(_flat(DOUBT_WORDS)), re.IGNORECASE)
_CONSEQUENCE = compile_guarded(alternation(_flat(CONSEQUENCE_WORDS)), re.IGNORECASE)
_PAIRS = (
    (_CONDITION, _OTHER_CASE, _OTHER_CASE),
    (_PREMISE, _PREMISE_OTHER, _PREMISE),
    (_DOUBT, _CONSEQUENCE, _DOUBT),
)
"""The condition and other-case words of a remark, one triple per form: a condition with an
"otherwise", a premise with a second condition, a doubt with its consequence; the third is the
rarer of the two, looked for first."""
_ANY_CUE = re.compile(
    literal_trie([w.lower() for w in _OTHERWISE_WORDS + _flat(PREMISE_WORDS) + _flat(DOUBT_WORDS)])
)
"""Every form's rarer word as one literal pattern, read in the lowered text (no case folding,
no word edges: a precondition only): a reply with none costs one scan."""
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
    """``side`` names a value of a kind the answer ``value`` names, one ``value`` lacks; a
    direction and no cell against cells counts too: a direction names the neighbouring cell
    or the route's first leg ("if it is a wall, move right instead")."""
    said, given = answer_tokens(side), answer_tokens(value)
    if given.get("cell") and said.get("dir") and not said.get("cell"):
        return True
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
    if _ANY_CUE.search(after.lower()) is None:
        return False  # the cheap precondition: no form's rarer word at all
    return any(
        _open_remark(after, value, condition_words, other_words)
        for condition_words, other_words, cue in _PAIRS
        if cue.search(after)
    )


def _open_remark(
    after: str, value: str, condition_words: re.Pattern[str], other_words: re.Pattern[str]
) -> bool:
    """In ``after``, a condition of ``condition_words`` before an other case of
    ``other_words`` in its sentence (or the sentence before), the other case naming another
    value than ``value`` or a need, and nothing after it settling it."""
    for other in other_words.finditer(after):
        start = _sentence_start(after, other.start())
        if not after[start : other.start()].strip(" \t*_"):
            # "Otherwise, ..." opening its sentence: the condition is the sentence before.
            start = _sentence_start(after, start - 1) if start else start
        condition = condition_words.search(after, start, other.start())
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
    return _states_pair(sentence) and any(_SETTLED.search(s) for s in later)


def without_settled_conditions(text: str) -> str:
    """``text`` with every sentence left out that states a condition with its other case
    (any form of :data:`_PAIRS`) when a later sentence says the condition holds: what the
    older per-sentence readers of the text after an answer read (fifty-first round). Linear:
    one pass from the end marks where a settling sentence follows."""
    if _ANY_CUE.search(text.lower()) is None:
        return text  # the cheap precondition: no form's rarer word at all
    cuts = [0, *(m.end() for m in _SENTENCE_END.finditer(text)), len(text)]
    sentences = [text[a:b] for a, b in pairwise(cuts) if b > a]
    kept: list[str] = []
    settled_later = False
    for sentence in reversed(sentences):
        if not (settled_later and _states_pair(sentence)):
            kept.append(sentence)
        settled_later = settled_later or _SETTLED.search(sentence) is not None
    return "".join(reversed(kept))


def _states_pair(sentence: str) -> bool:
    """``sentence`` states a condition and its other case, in one of the forms of :data:`_PAIRS`."""
    if _ANY_CUE.search(sentence.lower()) is None:
        return False  # the cheap precondition: one literal scan
    for condition_words, other_words, cue in _PAIRS:
        if cue.search(sentence) is None:
            continue
        other = other_words.search(sentence)
        if other is not None and condition_words.search(sentence, 0, other.start()):
            return True
    return False

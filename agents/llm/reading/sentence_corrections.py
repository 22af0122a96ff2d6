"""A correction after the answer naming its new answer in a sentence (fiftieth round).

v66 held "MOVE: (0, 0)\\n\\nWait, (0, 0) is a wall. Let me move down instead: (2, 0).": the
answer line is taken back and the new move is named in the sentence, not on a new line. The
doubt stages read the "Wait" and the second cell as a doubt leaning to another answer, and the
reply was unreadable; a grader reads (2, 0). The forty-ninth round read the same class for a
turn stated as a conclusion ("..., so rotate (1, 0) clockwise instead."); the moves, shapes and
Chinese forms ("改成把 (1, 0) 顺时针转", "改为往下走：(2, 0)") stayed open. One rule for every
phase with one answer of one value (``MOVE:``, ``ROTATE:``, ``SHAPE:``), one table per language:

* the reply's **last sentence** holds a **replacement word** (:data:`REPLACE_WORDS`: "instead",
  "plutôt", "en su lugar", "stattdessen"; or a change, :data:`CHANGE_WORDS`: "改成", "改为",
  "change it to"), and nothing follows it;
* from the start of that word's clause to the sentence's end it names **one value of each
  kind** it names (one cell, one turn, one shape, or one direction) and at least one differs
  from the answer line's: the **new answer**;
* the answer was **rejected** before it or in it (a change word rejects it by itself): a
  withdrawal of
  :data:`.afterthought_words.WITHDRAWN` ("Wait, no", "that's wrong", "不对") or a rejection of
  :data:`REJECT_WORDS` ("is a wall", "hits a wall", "是墙", "est un mur"); a doubt alone ("I'm
  not sure counterclockwise isn't needed instead") rejects nothing, nor does a rejection
  under a condition (a condition word of :data:`.leading_conditions.CONDITION_WORDS` after the
  answer: "If (2, 0) is a wall, use (1, 1) instead.");
* and the sentence offers nothing else: no alternative or possibility word of
  :data:`OFFER_WORDS` ("or", "could", "might", "或者", "也可以") and no turn after its
  replacement word (:data:`TURN_WORDS`: "..., but that is longer", "但").

The new answer is written as the answer line's label with the new value ("MOVE: (2, 0)"), which
the phase reads. Only the reply's last sentence and the text since the answer line are read,
with literal alternations: linear, never raises.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.afterthought_words import WITHDRAWN
from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.leading_conditions import CONDITION_WORDS, OPEN
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

CHANGE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("change it to", "change that to", "changing it to"),
    "chinese": ("改为", "改成", "换成", "改走", "改用"),
    "french": ("je change pour", "changeons pour"),
    "spanish": ("lo cambio a", "cambio a"),
    "portuguese": ("mudo para",),
    "italian": ("cambio in",),
    "german": ("ändere es zu", "wechsle zu"),
}  # fmt: skip
"""Words changing the answer to the value named: a replacement that rejects the answer by
itself ("所以改成把 (1, 0) 顺时针转"), per language."""

REPLACE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("instead", "in its place"),
    "french": ("plutôt", "à la place"),
    "spanish": ("en su lugar", "en cambio", "mejor"),
    "portuguese": ("em vez disso", "no lugar"),
    "italian": ("invece", "al suo posto"),
    "german": ("stattdessen", "lieber"),
}  # fmt: skip
"""Words saying the value named replaces the answer, per language (with :data:`CHANGE_WORDS`);
the answer must be rejected too."""

REJECT_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("is a wall", "hits a wall", "is blocked", "won't work", "doesn't work",
                "is wrong", "is already in place", "is already right", "is closed"),
    "chinese": ("是墙", "撞墙", "不对", "不行", "走不通", "堵住"),
    "french": ("est un mur", "ne marche pas", "est bloqué", "est faux"),
    "spanish": ("es una pared", "es un muro", "no funciona", "está bloqueado"),
    "portuguese": ("é uma parede", "não funciona"),
    "italian": ("è un muro", "non funziona"),
    "german": ("ist eine wand", "funktioniert nicht", "ist blockiert"),
}  # fmt: skip
"""Words rejecting the answer just given, per language."""

OFFER_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("or", "could", "might", "may", "maybe", "perhaps", "also"),
    "chinese": ("或者", "或", "也可以", "可能", "也许"),
    "french": ("ou", "pourrait", "peut-être"),
    "spanish": ("o", "podría", "quizás"),
    "portuguese": ("ou", "poderia", "talvez"),
    "italian": ("oppure", "potrebbe", "forse"),
    "german": ("oder", "könnte", "vielleicht"),
}  # fmt: skip
"""Words that make the sentence an offer, not a correction, per language."""

TURN_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("but", "though", "however"),
    "chinese": ("但", "不过", "可是"),
    "french": ("mais",),
    "spanish": ("pero",),
    "portuguese": ("mas",),
    "italian": ("ma", "però"),
    "german": ("aber", "doch"),
}  # fmt: skip
"""Words that turn the sentence after its replacement word ("..., but that is longer")."""


def _flat(table: dict[str, tuple[str, ...]]) -> list[str]:
    return [w for row in table.values() for w in row]


_REPLACE = compile_guarded(alternation(_flat(REPLACE_WORDS) + _flat(CHANGE_WORDS)), re.IGNORECASE)
_CHANGE = compile_guarded(alternation(_flat(CHANGE_WORDS)), re.IGNORECASE)
_REJECT = compile_guarded(alternation(_flat(REJECT_WORDS)), re.IGNORECASE)
_OFFER = compile_guarded(alternation(_flat(OFFER_WORDS)), re.IGNORECASE)
_TURN = compile_guarded(alternation(_flat(TURN_WORDS)), re.IGNORECASE)
_CONDITION = compile_guarded(
    alternation(w for row in CONDITION_WORDS.values() for w in row[OPEN]), re.IGNORECASE
)
_ONE_VALUE = re.compile(r"[ \t]{0,3}(?:move|rotate|shape)[ \t]{0,3}:", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$|[\u3040-\u30ff\u4e00-\u9fff])|[\u3002\uff01\uff1f\n]")
_CLAUSE_START = re.compile(r"[;\uff1b]|[,\uff0c](?![ \t]*-?\d)")
"""Where a clause starts: a semicolon, or a comma that is not a cell's own."""
_REACH = 600
"""How much text after the answer line is read: a correction follows it closely."""
_KINDS = ("cell", "turn", "shape", "dir")


def _new_value(clause: str, answer: dict[str, set[str]]) -> list[str] | None:
    """The values ``clause`` names, one per kind, when one differs from ``answer``'s."""
    named = {k: v for k, v in answer_tokens(clause).items() if k in _KINDS and v}
    if not named or any(len(v) != 1 for v in named.values()):
        return None
    if not any(named[k] - answer.get(k, set()) for k in named):
        return None
    if "cell" in named:
        named.pop("dir", None)  # "move down instead: (2, 0)": the cell is the move
    parts = []
    for kind in _KINDS:
        for value in named.get(kind, ()):
            parts.append(f"({value.replace(',', ', ')})" if kind == "cell" else value)
    return parts


def sentence_correction(text: str) -> str:
    """The answer line a correction after the answer names in a sentence ("MOVE: (2, 0)"), or
    "" (module docs)."""
    labels = answer_labels(text)
    if not labels or not _ONE_VALUE.fullmatch(labels[-1].group()):
        return ""
    end = value_end(text, labels[-1].end())
    if len(text) - end > _REACH or _REPLACE.search(text, end) is None:
        return ""  # the cheap precondition: no replacement word after the answer line
    after = text[end:]
    body = after.rstrip()
    starts = [m.end() for m in _SENTENCE_END.finditer(body, 0, max(0, len(body) - 1))]
    start = starts[-1] if starts else 0
    sentence = body[start:]
    last = deque(_REPLACE.finditer(sentence), maxlen=1)
    replace = last[0] if last else None
    if replace is None or _OFFER.search(sentence) or _TURN.search(sentence, replace.end()):
        return ""
    clause_starts = [m.end() for m in _CLAUSE_START.finditer(sentence, 0, replace.start())]
    clause = sentence[clause_starts[-1] if clause_starts else 0 :]
    answer = answer_tokens(text[labels[-1].end() : end])
    parts = _new_value(clause, answer)
    rejected = WITHDRAWN.search(after) or _REJECT.search(after) or _CHANGE.match(replace.group())
    if not parts or not rejected:
        return ""
    if _CONDITION.search(after):
        return ""  # "If (2, 0) is a wall, use (1, 1) instead.": a condition, not a rejection
    return f"{labels[-1].group().strip()} {' '.join(parts)}"

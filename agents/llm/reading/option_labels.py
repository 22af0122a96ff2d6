"""Option labels: the heads a reply puts on answers it offers side by side ("方案一：",
"Option 2:", "Version B:", "Variante 1 :"), and the place each names (issue 35, fifty-second
round).

v73 held two ``PATH:`` lines headed "方案一：" and "方案二：" with no pick after them, read as
the last line; v70 held two mazes under the same heads closed by "我选方案一。", read as
unreadable (the pick named its answer by label, which no pick table read). One table, per
language: a noun of offering and a numeral (a digit, a letter A-D, a Chinese numeral). It is
read in two places, for every phase:

* :func:`is_option_head`: the text before an answer line on its line, or between two answer
  lines, is only such a label (:mod:`.offered_picks` links labelled lines as offered);
* :data:`OPTION_PICK`: a pick naming its answer by label ("我选方案二", "I'll take option B"),
  whose place :func:`labelled_place` returns (:func:`.list_picks.picked_number`).

Bounded: one anchored match per call; never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.vocabulary import alternation

OPTION_NOUNS: dict[str, tuple[str, ...]] = {
    "english": ("option", "version", "variant", "alternative", "candidate", "solution"),
    "french": ("option", "variante", "version", "solution", "proposition"),
    "spanish": ("opción", "opcion", "versión", "variante", "alternativa", "solución"),
    "portuguese": ("opção", "versão", "alternativa"),
    "italian": ("opzione", "versione", "variante"),
    "german": ("option", "variante", "version", "lösung", "vorschlag"),
    "chinese": ("方案", "选项", "版本", "解法"),
}  # fmt: skip
"""Nouns that head an answer offered beside others, per language."""

NUMERALS: dict[int, tuple[str, ...]] = {
    1: ("1", "A", "一", "１", "Ａ"),
    2: ("2", "B", "二", "２", "Ｂ"),
    3: ("3", "C", "三", "３", "Ｃ"),
    4: ("4", "D", "四", "４", "Ｄ"),
}
"""The place each numeral of an option label names. A letter counts in capitals only ("option
B"), so that "an alternative a grader..." names no option."""

_PLACE = {w: n for n, ws in NUMERALS.items() for w in ws}
_NUMERAL = "|".join(sorted((re.escape(w) for w in _PLACE), key=len, reverse=True))
_NOUN = alternation(w for row in OPTION_NOUNS.values() for w in row)
OPTION_PICK = re.compile(
    rf"(?:{_NOUN})[ \t]{{0,2}}(?:no\.?[ \t]?|#)?({_NUMERAL})(?![^\W_])", re.IGNORECASE
)
"""A noun of :data:`OPTION_NOUNS` and a numeral: "方案二", "option B", "Version 1"."""
_LABEL = (
    rf"[\s>*_#]{{0,8}}(?:\(?(?:{_NOUN})[ \t]{{0,2}}(?:no\.?[ \t]?|#)?({_NUMERAL})\)?"
    r"[ \t*_]{0,3}[:：][ \t*_]{0,3})[\s*_]{0,8}"
)
_HEAD = re.compile(_LABEL, re.IGNORECASE)
_HEAD_AT_END = re.compile(rf"(?:\A|\n)(?:{_LABEL})\Z", re.IGNORECASE)
HEAD_REACH = 40
"""How far before an answer line its option label is looked for."""


def labelled_place(label: str) -> int | None:
    """The place a numeral of an option label names (``"二"`` -> 2, ``"B"`` -> 2; a small
    letter names none)."""
    return _PLACE.get(label)


def is_option_head(text: str) -> int | None:
    """The place named when ``text`` is only an option label ("\\n方案二：", "Option 1: "),
    else None."""
    m = _HEAD.fullmatch(text)
    return labelled_place(m.group(1)) if m is not None else None


def head_before(text: str, start: int) -> int | None:
    """The place an option label names when it heads the answer line at ``start`` (on its
    line, or alone on the line before), else None. Bounded: :data:`HEAD_REACH` characters."""
    m = _HEAD_AT_END.search(text, max(0, start - HEAD_REACH), start)
    return labelled_place(m.group(1)) if m is not None else None

"""Listed candidates picked by their number, or left equal (issue 35, forty-fifth round).

v51 held two replies the marked-option reader (:mod:`.marked_options`) leaves to the older
readers, which take the last candidate: a numbered list of two ``PATH:`` lines closed by "Route
1 moves diagonally ..., so my answer is route 2." (the pick names its row by number, the
rejected one is named too), and two ``ROTATE:`` items closed by "Either one connects the
network." (equal alternatives, none picked). One rule for every phase's lists, one table row
per language:

* the block is :func:`.marked_options.option_block`'s: the list rows just before the closing
  text, no answer label after them; at least two rows hold answers that differ;
* a **pick by number**: a word of choosing (:data:`PICK_WORDS`) followed within a few words by
  an ordinal of :data:`ORDINALS` ("the first", "route 2", "la première", "第二条"): that row is
  the answer, read before the marked-option reader (which would take the row the closing names
  by its cells: there, the rejected one); with a row marked, that reader decides;
* **equal alternatives**: the closing text holds a word of :data:`EITHER_WORDS` ("either one",
  "任选其一", "l'une ou l'autre") and no pick by number: two answers, none chosen.

Bounded: the block and its closing text only (:mod:`.marked_options`' bounds); never raises.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import LABEL, answer_labels
from agents.llm.reading.marked_options import AFTER_REACH, MAX_ROWS, is_marked, option_block
from agents.llm.reading.option_labels import OPTION_PICK, labelled_place
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

LAST = -1
ORDINALS: dict[str, dict[int, tuple[str, ...]]] = {
    "english": {1: ("first", "1st", "former"), 2: ("second", "2nd"), 3: ("third", "3rd"),
                4: ("fourth", "4th"), LAST: ("last", "latter")},
    "french": {1: ("premier", "première"), 2: ("deuxième", "second", "seconde"),
               3: ("troisième",), 4: ("quatrième",), LAST: ("dernier", "dernière")},
    "spanish": {1: ("primero", "primera", "primer"), 2: ("segundo", "segunda"),
                3: ("tercero", "tercera"), 4: ("cuarto", "cuarta"), LAST: ("último", "última")},
    "portuguese": {1: ("primeiro", "primeira"), 2: ("segundo", "segunda"),
                   3: ("terceiro", "terceira"), LAST: ("último", "última")},
    "italian": {1: ("primo", "prima"), 2: ("secondo", "seconda"), 3: ("terzo", "terza"),
                LAST: ("ultimo", "ultima")},
    "german": {1: ("erste", "ersten", "erstes"), 2: ("zweite", "zweiten", "zweites"),
               3: ("dritte", "dritten"), LAST: ("letzte", "letzten")},
    "chinese": {1: ("第一", "第1"), 2: ("第二", "第2"), 3: ("第三", "第3"), 4: ("第四", "第4"),
                LAST: ("最后一",)},
}  # fmt: skip
"""Ordinal words per language, by the row they name (:data:`LAST`: the last row)."""

PICK_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("take", "taking", "go with", "going with", "pick", "picking", "choose",
                "choosing", "select", "my answer is", "my answer:", "my choice is",
                "i'll use", "submit", "submitting", "i'd go with", "prefer", "stay with",
                "stick with"),
    "french": ("retiens", "je prends", "je choisis", "je garde", "ma réponse est"),
    "spanish": ("elijo", "escojo", "me quedo con", "tomo", "mi respuesta es"),
    "portuguese": ("escolho", "fico com", "minha resposta é"),
    "italian": ("scelgo", "prendo", "la mia risposta è"),
    "german": ("ich nehme", "ich wähle", "meine antwort ist"),
    "chinese": ("我选", "选择", "就选", "我的答案是", "答案是", "采用", "我取"),
}  # fmt: skip
"""Words of choosing per language, read before an ordinal."""

EITHER_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("either one", "either works", "either will", "either is fine", "either of them",
                "either option", "either move", "either route", "both work", "both are fine",
                "both are valid", "both options work", "any of them works"),
    "french": ("l'une ou l'autre", "l'un ou l'autre", "n'importe laquelle", "les deux marchent"),
    "spanish": ("cualquiera de las dos", "cualquiera de los dos", "cualquiera sirve",
                "ambas sirven", "ambos sirven"),
    "portuguese": ("qualquer uma", "qualquer um dos dois", "ambas servem"),
    "italian": ("l'una o l'altra", "qualsiasi delle due", "entrambe vanno bene"),
    "german": ("beide gehen", "beide funktionieren", "egal welche"),
    "chinese": ("任选其一", "任选一", "任意一", "哪个都行", "哪条都行", "都可以", "都行"),
}  # fmt: skip
"""Words saying the listed candidates are equal, per language."""


class ListPick(NamedTuple):
    """``line``: the row picked by its number ("" for none); ``equal``: equal alternatives,
    none picked."""

    line: str
    equal: bool


NONE = ListPick("", False)

_ORDINAL = {w.lower(): n for row in ORDINALS.values() for n, ws in row.items() for w in ws}
_NOUN = r"(?:route|option|path|candidate|choice|number|no\.|attempt|answer|version|line|#)"
_ORDINAL_AT = compile_guarded(
    rf"(?:{alternation(_ORDINAL)})|(?<![a-z]){_NOUN}[ \t]{{0,2}}#?([1-9])(?!\d)",
    re.IGNORECASE,
)
_PICK = compile_guarded(alternation(w for row in PICK_WORDS.values() for w in row), re.IGNORECASE)
_EITHER = compile_guarded(
    alternation(w for row in EITHER_WORDS.values() for w in row), re.IGNORECASE
)
_ROW_START = re.compile(r"[ \t]{0,3}(?:[|*+\u2022-]|\d{1,2}[.)])")
_ROW_AFTER_BREAK = re.compile(r"\n[ \t]{0,3}(?:[|*+\u2022-]|\d{1,2}[.)])")
_PICK_REACH = 30
"""How far after a word of choosing its ordinal is read ("my answer is route 2")."""


def picked_number(closing: str) -> int | None:
    """The row number a word of choosing in ``closing`` names by an ordinal or an option label
    ("我选方案二", "I'll take option B"; :mod:`.option_labels`), else None."""
    for pick in _PICK.finditer(closing):
        m = _ORDINAL_AT.search(closing, pick.end(), pick.end() + _PICK_REACH)
        label = OPTION_PICK.search(closing, pick.end(), pick.end() + _PICK_REACH)
        if label is not None and (m is None or label.start() < m.start()):
            place = labelled_place(label.group(1))
            if place is not None:
                return place
        if m is not None:
            return int(m.group(1)) if m.group(1) else _ORDINAL.get(m.group().lower())
    return None


def list_pick(text: str) -> ListPick:
    """Which listed candidate the closing text picks by number, or whether it calls them
    equal (module docs)."""
    tail = text[-(AFTER_REACH + MAX_ROWS * 400) :]
    if _ROW_AFTER_BREAK.search(tail) is None:
        return NONE  # no list row after a line break (the typical reply; one quick search)
    labels = answer_labels(text)  # kept: the other stages asked for the whole reply's
    if labels:
        last = labels[-1].start()
        line_start = text.rfind("\n", 0, last) + 1
        if _ROW_AFTER_BREAK.search(text, last) is None and not _ROW_START.match(text, line_start):
            return NONE  # the answer line closes the reply after any list: the list is facts
    rows, closing = option_block(tail)
    if len(rows) < 2 or not closing.strip() or LABEL.search(closing):
        return NONE  # no list, nothing after it, or an answer line after it: the list is facts
    if any(is_marked(r) for r in rows):
        return NONE  # a row marked: :mod:`.marked_options` reads the mark against the pick
    values = {frozenset((k, frozenset(v)) for k, v in answer_tokens(r).items()) for r in rows}
    if len(values) < 2 or frozenset() in values:
        return NONE  # rows naming no answer, or all the same one
    number = picked_number(closing)
    if number is not None:
        index = len(rows) - 1 if number == LAST else number - 1
        return ListPick(rows[index], False) if 0 <= index < len(rows) else NONE
    return ListPick("", True) if _EITHER.search(closing) else NONE

"""The rotation words of :data:`~agents.llm.reading.vocabulary.VOCABULARY` as the puzzle
reader's pattern (:func:`rotation_pattern`), and every rotation word with the turn it names
(:data:`ROTATION_WORDS`).

One job: finding clockwise and counterclockwise words in a reply, fast on long English replies.
:mod:`.directions` re-exports the public names here, so no caller changes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agents.llm.reading.vocabulary import CJK as _CJK
from agents.llm.reading.vocabulary import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    VOCABULARY,
)
from agents.llm.reading.vocabulary import alternation as _alternation
from agents.llm.reading.vocabulary import table_words as _words

__all__ = ["ROTATION_WORDS", "rotation_pattern"]


ROTATION_WORDS: dict[str, str] = {
    word: meaning
    for words in VOCABULARY.values()
    for meaning, spelled in words.items()
    if meaning in (CLOCKWISE, COUNTERCLOCKWISE)
    for word in spelled
}
"""Every rotation word read, lowercased, and the turn it names (the puzzle's reader)."""


_FOLDED = "\u017f\u212a\u212b\u0131\u0130"
"""Characters re.IGNORECASE folds onto a Latin letter ("ſ" is "s", the Kelvin sign "k")."""


def _rotation_pattern(languages: Iterable[str]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The rotation words of ``languages`` (group 1 counterclockwise, group 2 clockwise), and the
    one-character opening every match starts with (a word's first character, where a word's
    next characters follow), so a reader tries the pattern only there."""
    languages = tuple(languages)

    # A space or hyphen inside a word may be either or left out ("counter-clockwise",
    # "counterclockwise", "anti horário").
    def loose(alternation: str) -> str:
        return alternation.replace(r"[ \t]+", r"[\s-]?").replace(r"\-", r"[\s-]?")

    ccw = loose(_alternation(_words([COUNTERCLOCKWISE], languages), particles=True))
    cw = loose(_alternation(_words([CLOCKWISE], languages), particles=True))
    words = _words([CLOCKWISE, COUNTERCLOCKWISE], languages)
    # Every character re.IGNORECASE takes for a word's first one, spelled out ("s", "S", "ſ"):
    # a class of cases is scanned twice as fast as a case-insensitive class.
    firsts = {
        ch
        for w in words
        for ch in (w[0].lower(), w[0].upper(), *_FOLDED)
        if re.fullmatch(re.escape(w[0]), ch, re.IGNORECASE)
    }
    # What follows the first character, to a space, hyphen or apostrophe (which a word may
    # leave out or spell otherwise): the opening is one character, looked ahead of.
    tails = {re.split(r"[ \-']", w[1:])[0] for w in words if not _CJK.match(w)}
    # A tail another tail begins is looked for as that one (a shorter lookahead scans faster).
    tails = {re.escape(t) for t in tails if not any(t != u and t.startswith(u) for u in tails)}
    # A Chinese or Japanese word's next character may follow a space ("時計 回り").
    tails |= {r"[ \t]*" + re.escape(w[1]) for w in words if _CJK.match(w) and len(w) > 1}
    opening = (
        f"[{''.join(re.escape(c) for c in sorted(firsts))}]"
        f"(?=(?i:{'|'.join(sorted(tails, key=len, reverse=True))}))"
    )
    return re.compile(rf"({ccw})|({cw})", re.IGNORECASE), re.compile(opening)


_ROTATION_BASE = _rotation_pattern(("english", "chinese"))
_ROTATION_ALL = _rotation_pattern(VOCABULARY)
# Pieces of every rotation word outside English and Chinese, in the case they are written in:
# a reply holding none of them is searched with the short pattern (a 1 MB reply in English costs
# what it did before the other eight languages were read).
_ROTATION_CUES = ("orari", "orári", "oraire", "iguilles", "agujas", "hrzeigersinn", "時計", "часов",
                  "시계")  # fmt: skip


def rotation_pattern(text: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The pattern that finds the rotation words in ``text`` (group 1 a counterclockwise word,
    group 2 a clockwise one, in any of the languages of :data:`VOCABULARY`), and the opening
    each of its matches starts with."""
    return _ROTATION_ALL if any(cue in text for cue in _ROTATION_CUES) else _ROTATION_BASE

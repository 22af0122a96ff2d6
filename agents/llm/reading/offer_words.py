"""The words that offer two answers as equal and the words that pick one, per language, for the
languages whose offers the English patterns of :mod:`.commitment` cannot see (issue 35,
thirty-ninth round).

v40 found two Chinese replies naming two moves and calling them equal ("两个都可以", "效果一
样") read as the last move. English offers ("both work", "you can ... or ...") were already
caught, but by patterns that need a word boundary and an English verb. Chinese puts the
"also/both" adverb BEFORE the second move ("可以旋转 A，也可以旋转 B") as often as after it,
so :func:`offered_equal` looks from the first answer to a short reach past the second. One
table, one rule: a language added here is read by every phase that reads ``hedged``.
"""

from __future__ import annotations

import re

from agents.llm.reading.vocabulary import alternation

EQUAL, PICK = "equal", "pick"

OFFER_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "chinese": {
        # both/either is fine, also possible, the same, or: the answers offered side by side.
        EQUAL: ("都可以", "也可以", "都行", "也行", "都能", "均可", "皆可", "一样", "随便",
                "哪个都", "或者", "两个都", "都可行"),
        # a first-person or concluding pick: "我选 (2, 0)", "所以走 (2, 0)", "最后选择 ...".
        PICK: ("我选", "我会选", "我决定", "决定走", "所以走", "所以选", "就走", "我走",
               "我会走", "最后选择", "最终选择", "最后选", "选定"),
    },
}  # fmt: skip
"""Offer and pick words per language (English lives in :mod:`.commitment`'s patterns)."""


def _words(meaning: str) -> list[str]:
    return [w for table in OFFER_WORDS.values() for w in table.get(meaning, ())]


_EQUAL = re.compile(alternation(_words(EQUAL)))
_PICK = re.compile(alternation(_words(PICK)))
REACH = 160
"""How far past the second answer an equality word is looked for, and how far before it."""


def offered_equal(text: str, e1: int, e2: int) -> bool:
    """True when, from the end of the first of two answers (``e1``, at most :data:`REACH`
    before the end of the second, ``e2``) to :data:`REACH` past ``e2``, a table word offers
    them as equal and no table word picks one. Bounded: two searches in a window of at most
    twice :data:`REACH`."""
    start, stop = max(e1, e2 - REACH), min(len(text), e2 + REACH)
    return _EQUAL.search(text, start, stop) is not None and _PICK.search(text, start, stop) is None


def says_equal(sentence: str) -> bool:
    """``sentence`` offers answers as equal in a table word ("两个都可以", "也一样") and picks
    none: the other stages' English offer words, in the table's languages (forty-first round)."""
    return _EQUAL.search(sentence) is not None and _PICK.search(sentence) is None

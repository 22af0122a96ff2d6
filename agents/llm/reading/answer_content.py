"""An answer's content as tokens of four kinds: cells, directions, turns and shape names.

Moved out of :mod:`agents.llm.reading.afterthoughts` (issue 35 item 7), which re-exports
:func:`answer_tokens`: the afterthought, stance, closing and waiting rules compare an answer's
tokens with those of the text around it, and ask about the same few texts several times a
reply, so the latest texts' tokens are kept and each is read once.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    DOWN,
    LEFT,
    RIGHT,
    UP,
    VOCABULARY,
    alternation,
    word_key,
)
from envs.maze_nav.constants import SHAPE_NAMES
from envs.maze_nav.shape_registry import EXTENDED_SHAPE_NAMES, SHAPE_REGISTRY

CJK_NAME = re.compile(r"[\u4e00-\u9fff]")
CELL = re.compile(r"\([ \t]*(-?\d{1,3})[ \t]*,[ \t]*(-?\d{1,3})[ \t]*\)")
_MEANINGS = (UP, DOWN, LEFT, RIGHT, CLOCKWISE, COUNTERCLOCKWISE)
WORD_MEANING = {
    word_key(w): m for lang in VOCABULARY.values() for m in _MEANINGS for w in lang.get(m, ())
}
ANSWER_WORD = compile_guarded(alternation(WORD_MEANING), re.IGNORECASE)
_LONG_NAMES = [n for n in (*SHAPE_NAMES, *EXTENDED_SHAPE_NAMES) if len(n) > 1]
_LETTERS = "".join(n for n in (*SHAPE_NAMES, *EXTENDED_SHAPE_NAMES) if len(n) == 1)
SHAPE_NAME = compile_guarded(
    rf"(?<![A-Za-z])(?:(?i:{'|'.join(map(re.escape, _LONG_NAMES))})|[{_LETTERS}])(?![A-Za-z])"
)
_CJK_NAMES = {
    word: entry.name.lower()
    for entry in SHAPE_REGISTRY.values()
    for words in entry.names.values()
    for word in words
    if CJK_NAME.match(word)
}
"""The registry's Chinese shape names, each read as its shape's name ("螺旋形" the spiral, as
"spiral" is; forty-ninth round): a doubt or a branch in Chinese names a shape too."""
_CJK_SHAPE = compile_guarded(alternation(_CJK_NAMES)) if _CJK_NAMES else None
_TURNS = {CLOCKWISE, COUNTERCLOCKWISE}
_KEPT = 16
"""Texts whose tokens are kept (an answer's value, the text after it, a few sentences)."""


def answer_tokens(text: str) -> dict[str, set[str]]:
    """The answer content in ``text`` by kind: ``cell``, ``dir``, ``turn``, ``shape`` (a new
    dictionary of new sets each call: the caller may change them)."""
    return {kind: set(values) for kind, values in _tokens(text)}


@lru_cache(maxsize=_KEPT)
def _tokens(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    found: dict[str, set[str]] = {}
    for m in CELL.finditer(text):
        found.setdefault("cell", set()).add(f"{int(m.group(1))},{int(m.group(2))}")
    for m in ANSWER_WORD.finditer(text):
        meaning = WORD_MEANING.get(word_key(m.group()))
        if meaning:
            found.setdefault("turn" if meaning in _TURNS else "dir", set()).add(meaning)
    for m in SHAPE_NAME.finditer(text):
        found.setdefault("shape", set()).add(m.group().lower())
    if _CJK_SHAPE is not None:
        for m in _CJK_SHAPE.finditer(text):
            found.setdefault("shape", set()).add(_CJK_NAMES[m.group()])
    return tuple((kind, frozenset(values)) for kind, values in found.items())

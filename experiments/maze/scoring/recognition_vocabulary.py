"""Recognition's vocabulary: the words that name each shape, for one active set.

Every word that names a shape (keywords, letters, answer-line words, verb forms; English and
Chinese) is declared in the shape's registry entry (:mod:`envs.maze_nav.shape_registry`); this
module builds from the registry the tables a recognition reader matches (:class:`Vocabulary`),
once per active set (:func:`envs.maze_nav.constants.active_shapes`) and registry version, so a
shape registered later is read with no edit here. What the words mean in a reply is
:mod:`experiments.maze.scoring.recognition`'s (its docstring has the table of rules).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from envs.maze_nav.constants import SHAPE_NAMES, active_shapes
from envs.maze_nav.shape_registry import LANGUAGES, SHAPE_REGISTRY, registry_version

# Every word that names a shape is declared once, in the shape's registry entry
# (``envs.maze_nav.shape_registry``; the built-in entries are in
# ``envs/maze_nav/builtin_shapes.py``). The tables below are the registry's words at import, for readers
# and tests; the vocabularies are built from the registry itself, so a shape registered later is
# read too.

SHAPE_SYNONYMS: dict[str, tuple[str, ...]] = {
    name: entry.keywords("en") for name, entry in SHAPE_REGISTRY.items() if not entry.extended
}
"""English keywords that name each of the six anywhere in the scored text (``SHAPE_NAMES``
order): the registry entries' ``names["en"]``."""

ANSWER_LINE_SYNONYMS: dict[str, tuple[str, ...]] = {
    name: entry.answer_words
    for name, entry in SHAPE_REGISTRY.items()
    if not entry.extended and entry.answer_words
}
"""Words that name a shape only as the first word of the committed answer line (``SHAPE: c``):
the specification lists them, but in prose they are everyday words or letters."""

VERB_FORMS: dict[str, tuple[str, ...]] = {
    name: entry.verb_forms for name, entry in SHAPE_REGISTRY.items() if entry.verb_forms
}
"""Verb forms that name a shape anywhere ("the corridor spirals inward"); other plurals do not."""

EXTENDED_SYNONYMS: dict[str, tuple[str, ...]] = {
    name: entry.keywords("en") for name, entry in SHAPE_REGISTRY.items() if entry.extended
}
"""English keywords of the extended shapes, read only in the extended active set (a default
study's replies are read with :data:`SHAPE_SYNONYMS` alone, exactly as before). Letters work as
``C``, ``X`` and ``Z`` do ("an L", "the letter T", "H-shaped"); a bare "plus" names the plus only
as the answer line's first word (in prose it is a conjunction). "A square with its diagonals"
names a square and (no keyword) nothing else: the composites are named by their own words."""

EXTENDED_ANSWER_LINE_SYNONYMS: dict[str, tuple[str, ...]] = {
    name: entry.answer_words
    for name, entry in SHAPE_REGISTRY.items()
    if entry.extended and entry.answer_words
}
""":data:`ANSWER_LINE_SYNONYMS` of the extended shapes."""


def _phrase_words(phrase: str) -> list[str]:
    return [w for w in re.split(r"[\s-]+", phrase.lower()) if w]


def _phrase_pattern(phrase: str) -> str:
    return r"[\s-]?".join(re.escape(w) for w in _phrase_words(phrase))


def _keyword_table(shapes: tuple[str, ...]) -> dict[str, tuple[str, re.Pattern[str]]]:
    """First word of every keyword of ``shapes`` -> (its shape, a pattern for every keyword
    starting with it).

    Each pattern starts with its literal first word, so the engine scans for that word instead
    of trying the pattern at every position, and it runs only when the word occurs at all.
    """
    rests: dict[str, tuple[str, set[str]]] = {}
    for shape in shapes:
        entry = SHAPE_REGISTRY[shape]
        for phrase in (*entry.keywords("en"), *entry.verb_forms):
            words = _phrase_words(phrase)
            if len(phrase) == 1 or len(words[0]) == 1:
                continue  # letters, symbols and "X shape" are read apart
            owner, tails = rests.setdefault(words[0], (shape, set()))
            if owner != shape:  # pragma: no cover - keywords must not share a first word
                raise RuntimeError(f"{words[0]!r} starts keywords of {owner} and {shape}")
            tails.add("".join(r"[\s-]?" + re.escape(w) for w in words[1:]))
    table = {}
    for first, (shape, tails) in rests.items():
        alternatives = "|".join(sorted(tails, key=len, reverse=True))
        table[first] = (
            shape,
            re.compile(
                rf"{re.escape(first)}(?:{alternatives})(?:[\s-]?shaped?|[\s-]?like)?(?![a-z0-9])"
            ),
        )
    return table


@dataclass(frozen=True, eq=False)
class Vocabulary:
    """Every table that names shapes, for one active set (hashable by identity: a cache key).

    Built twice: for the six (exactly the tables this module had before the extended shapes)
    and for the six and the extended shapes.
    """

    shapes: tuple[str, ...]
    keywords: dict[str, tuple[str, re.Pattern[str]]]
    first_words: frozenset[str]
    letters: dict[str, str]
    capitals: str
    letter_shape: re.Pattern[str]
    capital: re.Pattern[str]
    answer_words: dict[str, str]
    answer_line: re.Pattern[str]
    nested: bool
    """Drop a mention inside another shape's longer keyword ("boxed cross" is no cross)."""
    foreign: re.Pattern[str] | None = None
    """Every non-English keyword of the set (lowered text), or None when there is none."""
    foreign_names: dict[str, str] | None = None
    """Each non-English keyword (lowered) -> its shape."""


def _foreign_table(shapes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """One pattern for every keyword of ``shapes`` in the languages other than English (lowered
    text), and each keyword -> its shape. They match where they stand (Chinese has no spaces);
    one that starts with a Latin letter ("Z形") not inside a longer word."""
    owners: dict[str, str] = {}
    for shape in shapes:
        for language in LANGUAGES[1:]:
            for word in SHAPE_REGISTRY[shape].keywords(language):
                owner = owners.setdefault(word.lower(), shape)
                if owner != shape:  # pragma: no cover - a registry error
                    raise RuntimeError(f"{word!r} names {owner} and {shape}")
    if not owners:
        return None, owners
    # Every branch starts with its literal first character (a Latin one's boundary check comes
    # after it), so the engine skips to the characters that can start a keyword.
    alternatives = "|".join(
        re.escape(word[0])
        + (rf"(?<![a-z0-9]{re.escape(word[0])})" if word[0].isascii() else "")
        + re.escape(word[1:])
        for word in sorted(owners, key=len, reverse=True)
    )
    return re.compile(alternatives), owners


def _vocabulary(shapes: tuple[str, ...]) -> Vocabulary:
    extended = shapes != SHAPE_NAMES
    entries = [SHAPE_REGISTRY[shape] for shape in shapes]
    letters = {letter.lower(): entry.name for entry in entries for letter in entry.letters}
    caps = "".join(letter.upper() for letter in letters)
    answer_words = {word: entry.name for entry in entries for word in entry.answer_words}
    keywords = _keyword_table(shapes)
    foreign, foreign_names = _foreign_table(shapes)
    return Vocabulary(
        shapes=shapes,
        keywords=keywords,
        first_words=frozenset(keywords),
        letters=letters,
        capitals=caps,
        # A letter with "shape"/"shaped"/"like" (lowered text).
        letter_shape=re.compile(rf"[{''.join(letters)}][\s-]?(?:shaped?|like)(?![a-z])"),
        # A capital letter standing alone; whether it names a shape depends on what is around it.
        capital=re.compile(rf"[{caps}](?<![A-Za-z0-9][{caps}])(?![A-Za-z0-9])"),
        answer_words=answer_words,
        # The answer line's first word (after markdown and an article).
        answer_line=re.compile(
            r"\A[\s*_`'\"\[-]*(?:(?:an?|the)\s+)?(?:letter\s+)?(?P<word>"
            + "|".join(_phrase_pattern(w) for w in sorted(answer_words, key=len, reverse=True))
            + r")(?![A-Za-z0-9])",
            re.IGNORECASE,
        ),
        nested=extended,
        foreign=foreign,
        foreign_names=foreign_names,
    )


@lru_cache(maxsize=16)
def _cached_vocabulary(shapes: tuple[str, ...], version: int) -> Vocabulary:
    """:func:`_vocabulary`, built once per active set and registry ``version``."""
    return _vocabulary(shapes)


SIX = _cached_vocabulary(SHAPE_NAMES, registry_version())


def vocabulary_of(shape: str | None, shapes: tuple[str, ...] | list[str] | None) -> Vocabulary:
    """The vocabulary of the active set ``shapes``, or of ``shape``'s set when None."""
    if shapes is None:
        names = active_shapes(() if shape is None else (shape,))
    else:
        names = active_shapes(tuple(shapes))
    return _cached_vocabulary(names, registry_version())

"""Recognition: which shape a reply names, read two ways.

The specification marks a recognition correct when the reply contains a keyword of the right
shape, case-insensitively. Read literally, that rule passes "It is not a square; it is a spiral."
for *square* and "Either C or Z." for both, so the package reads every reply twice, as evaluation
harnesses do (lm-evaluation-harness reports ``strict-match`` beside ``flexible-extract``):

* **flexible** (``success``, the default verdict): what a careful human grader accepts. The
  reply's *committed* answer is scored, and it must name exactly the right shape.
* **strict** (``strict``): the reply's own last line (not inside a code fence) is the line the
  prompt asked for, ``SHAPE: <name>`` (the label uppercase, the name in the prompt's language: a
  Chinese or full-width name is a format miss), and that line alone names exactly the right
  shape. Anything else is ``strict_reason == "format"``
  (:data:`experiments.maze.scoring.common.FORMAT`), however right the answer elsewhere (the
  strict policy: :mod:`experiments.maze.scoring`).

Keywords (:data:`SHAPE_SYNONYMS`) are the specification's, the reference implementation's where
unambiguous, and their plain variants; they match on word boundaries, ``-shaped``/``-like``
endings count, and hyphens and spaces inside a phrase are interchangeable ("semi-circle" =
"semicircle" = "semi circle"). Every word that names a shape (keywords, letters, answer-line
words, verb forms; English and Chinese) is declared in the shape's registry entry
(:mod:`envs.maze_nav.shape_registry`), and the vocabularies here are built from it, so a shape
registered later is read with no edit here. Chinese keywords ("正方形", "螺旋形", "Z字形") match
where they stand (Chinese has no spaces), except a square word before a grid word ("正方形网格",
as "square grid"); Chinese negations (不是, 不像, 并非, ...) and punctuation (，。？) work as
their English twins (``docs/environments.md``, "Shape names in Chinese").

The extended shapes (N, L, T, plus, H, envelope, house) have their own keywords
(:data:`EXTENDED_SYNONYMS`), read only in the extended *active set*
(:func:`envs.maze_nav.constants.active_shapes`): a study that names an extended shape reads
every reply with them; a study of the six reads replies with the six's words alone, exactly as
before the extended shapes existed. Their letters N, L, T and H follow the rules of C, X and Z
below; a keyword inside a longer keyword of another shape ("cross" in "boxed cross", "greek
cross") names only the longer one.

Which text is the committed answer
==================================

1. The *answer line* of the last ``SHAPE:`` label that names a shape: the rest of the label's
   line, or the next non-blank line when the label ends its line. Markdown around the label
   counts (``**SHAPE**:``, ``**Shape:**``, ``"shape": "Z"``, ``Shape =``). Parenthesised notes on
   the answer line are read only when the rest of the line names nothing, so ``SHAPE: Z (It is
   definitely not a triangle.)`` is a Z and ``SHAPE: (C)`` a C.
2. Otherwise the answer line of the last ``Answer:`` / ``Final answer:`` label that names a shape.
3. Otherwise the whole reply, as the specification reads it, with the prose rules below. When
   the prose names several shapes, the last sentence that names one decides if it names exactly
   one and concludes or corrects ("so", "therefore", "actually", "on second thought", "final",
   ...): "It looks like a spiral. Actually, it closes: a square." is a square.

What names a shape
==================

=================================================  ========  ====================================
what the reply writes                              names?    why
=================================================  ========  ====================================
a keyword of :data:`SHAPE_SYNONYMS`                yes       the specification's keyword rule
``C``, ``X``, ``Z`` with an article or "letter"    yes       "a Z", "like an X.", "the letter C"
``C``, ``X``, ``Z`` alone on a line, in a table    yes       the letter *is* the answer there
cell, in quotes, or anywhere on the answer line
``c-shape``, ``z shaped``, ``x-like``              yes       a letter with "shape"/"shaped"/"like"
``SHAPE: c``, ``SHAPE: **z**``, ``SHAPE: times``   yes       :data:`ANSWER_LINE_SYNONYMS`: the
``SHAPE: crossing``, ``SHAPE: curved line``                  answer line's first word only
"times sign", "multiplication sign", ×, ✕          yes       unambiguous anywhere (not in ``5×5``)
"spirals", "coils", "zigzags" (verbs)              yes       "the corridor spirals inward"
plurals: "the empty squares", "boxes", "crosses"   no        everyday nouns; one maze, one shape
"square grid", "square cells", "5x5 square"        no        the grid is square whatever the maze
"cross the wall", "can't cross"                    no        the verb, not the shape
"square pyramid", "triangular faces", "-prism"     no        a solid or its part, not the shape
``Answer: (C) spiral``, "point C", "cell c"        no        letters as labels or names of things
"not a square", "isn't", "rather than a",          no        negated: the clause's mention after
"do not form a", "unlike", "neither ... nor"                 the negation names nothing
"tried three times", "crossing the corridor"       no        everyday words outside the answer line
=================================================  ========  ====================================

A negation reaches to the end of its clause (a comma, semicolon, sentence end, dash, "but",
"however", "though"...): "not a square but a spiral" names only the spiral. Reference keywords
left out: ``right-angled quadrilateral`` and ``symmetric quadrilateral`` (covered by
``quadrilateral``).

The verdict
===========

The *predicted* label is the one shape the committed answer names, ``"none"`` when it names none
and ``"ambiguous"`` when it names several. ``success`` is ``predicted == shape``.

Where the flexible reading departs from the specification's literal keyword rule
=================================================================================

====================================  ==========  ==========  ====================================
reply                                 literal     flexible    reason
====================================  ==========  ==========  ====================================
"It is not a square; it is a          square and  spiral      a grader does not credit a shape
spiral."                              spiral                  the reply rules out
"Either C or Z." / "C or Z"           both pass   ambiguous:  a hedge commits to neither; the
                                                  both fail   literal rule rewards listing all six
"...square... SHAPE: spiral"          both        spiral      the prompt asks for the SHAPE: line:
                                                              it is the committed answer
"The empty squares form a spiral."    square too  spiral      a plural is the everyday noun
``SHAPE: Z (not a triangle)``         Z and       Z           a note is not the answer
                                      triangle
====================================  ==========  ==========  ====================================

Every pattern here is linear in the reply's length; a typical reply is scored in tens of
microseconds (``benchmarks/bench_scoring.py``).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from agents.llm.reading import TAKE, UNSURE, correction_after, ordinal_pick, read_answer
from agents.llm.reading import UNREADABLE as READING_UNREADABLE
from envs.maze_nav.constants import ALL_SHAPE_NAMES, SHAPE_NAMES, active_shapes
from envs.maze_nav.shape_registry import LANGUAGES, SHAPE_REGISTRY, registry_version
from envs.maze_nav.text import MAX_REPLY_CHARS
from experiments.maze.scoring.common import FORMAT, MAX_LABELS, strict_answer

NONE = "none"
AMBIGUOUS = "ambiguous"
UNREADABLE = READING_UNREADABLE
"""``predicted`` of a reply the reading pipeline does not read (cut off, still thinking); its
record's ``unreadable`` says why. Never a success."""
WRONG_SHAPE = "wrong_shape"
"""``strict_reason`` of a ``SHAPE:`` line that names one shape, not the maze's."""

# Every word that names a shape is declared once, in the shape's registry entry
# (``envs.maze_nav.shape_registry``; the built-in entries are at the bottom of
# ``envs/maze_nav/shapes.py``). The tables below are the registry's words at import, for readers
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

_SYMBOLS = {"×": "cross", "✕": "cross"}
# Chinese grid words: "正方形网格" and "正方形的迷宫" are the grid's own shape, as "square grid"
# is (square words only, as _GRID_WORDS). Checked after a match (a lookahead in the keyword
# pattern would stop the engine skipping ahead).
_FOREIGN_GRID_NOUN = re.compile(
    r"[ \t]{0,2}的?(?:网格|網格|格子|方格|棋盘|棋盤|矩阵|矩陣|迷宫|迷宮|地图|地圖)"
)


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


_WORD = re.compile(r"[a-z]+")
_ARTICLE_BEFORE = re.compile(
    r"(?<![A-Za-z0-9])(?:an?|letter|capital|is|be|like|either|or|nor|versus|vs\.?)"
    r"\s{1,3}[\"'*_`]{0,3}\Z"
    # Their Chinese twins ("letter", "is", "like", "as", "or"), written without a space.
    r"|(?:字母|是|像|为|為|呈|或)\s{0,3}[\"'*_`“”]{0,3}\Z",
    re.IGNORECASE,
)
# A capital letter followed by "or"/"nor"/"vs" is one side of a choice ("C or Z").
_CHOICE_AFTER = re.compile(r"[\"'*_`]{0,3}\s{1,3}(?:or|nor|versus|vs)(?![A-Za-z])", re.IGNORECASE)
_DECORATION = " \t>*_`\"'|-.!"
_SYMBOL = re.compile(r"[×✕]")

# "square grid", "5x5 square": the grid's own shape, never the corridors'.
_GRID_NOUN = re.compile(
    r"[\s-]{1,3}(?:grids?|boards?|cells?|matri(?:x|ces)|arrays?|brackets?|roots?|tiles?|units?)(?![a-z])"
)
_GRID_WORDS = frozenset({"square", "rectangle", "rectangular"})
_DIMENSION_BEFORE = re.compile(r"\d\s{0,2}[x×*]\s{0,2}\d{1,3}\s{0,3}$")
_CROSS_VERB_BEFORE = re.compile(
    r"(?<![a-z])(?:to|can|cannot|can't|must|will|would|should|could|may|might|never|not|don't|"
    r"doesn't|do|does|that|which|lines|paths|corridors|they|we|i|you)\s{1,3}$"
)
_CROSS_VERB_AFTER = re.compile(r"\s{1,3}(?:the|each|over|into|paths?|walls?|cells?)(?![a-z])")

# Where a negation stops: clause punctuation, a dash, and the words that turn a sentence round.
# Chinese punctuation (。，、；：！？ and the full-width brackets) breaks clauses as its ASCII twin does.
_CLAUSE_BREAK = re.compile(r"[.;:!?\n,()|。，、；：！？（）]|\s[-–—]+\s")
# The words that turn a sentence round (a letter before one is checked apart: literal first).
_CLAUSE_WORD = re.compile(r"(?:but|however|though|yet|whereas|while)(?![a-z])")
# Every branch opens with its literal first character (a word's boundary check comes after it),
# so the engine skips to the characters that can start one: a pattern opening with a lookbehind
# was tried at every position of the reply.
_NEGATION = re.compile(
    r"n(?<![a-z]n)ot(?![a-z])|n(?<![a-z]n)o(?!\s+doubt)(?![a-z])|n(?<![a-z]n)ever(?![a-z])"
    r"|n(?<![a-z]n)either(?![a-z])|n(?<![a-z]n)or(?![a-z])|w(?<![a-z]w)ithout(?![a-z])"
    r"|u(?<![a-z]u)nlike(?![a-z])|e(?<![a-z]e)xcept(?![a-z])|e(?<![a-z]e)xcluding(?![a-z])"
    r"|i(?<![a-z]i)\s{1,3}(?:\w{1,12}\s{1,3})?doubt|w(?<![a-z]w)e\s{1,3}(?:\w{1,12}\s{1,3})?doubt"
    r"|n['’]t(?![a-z])|"
    + "|".join(
        rf"{w[0]}(?<![a-z]{w[0]}){w[1:]}nt(?![a-z])"
        for w in (
            "is",
            "does",
            "do",
            "was",
            "are",
            "were",
            "can",
            "could",
            "would",
            "should",
            "did",
        )
    )
    + r"|rather than|instead of|other than|rul(?:e[sd]?|ing) out|far from|as opposed to"
    # Concessions name what the shape only seems to be.
    r"|at first (?:glance|sight)|m(?:ight|ay) (?:seem|look|appear)|could (?:seem|look|appear)"
    r"|mistaken for"
    # Chinese: "is not", "is not like", "is by no means", "does not form", "rule out".
    r"|不是|不像|并非|並非|而非|不算|没有|沒有|不构成|不構成|不形成|排除"
)
# A clause opened by one of these concedes ("although it looks like a square"): it commits to
# nothing.
_CONCESSION = frozenset({"though", "although", "whereas", "while"})
# ("although" is read as "though": the clause words are found from their own letters.)
_CONCESSION_STEMS = ("though", "whereas", "while")
"""Strings one of which a text holds if it holds a concession word (a cheap first test)."""
_NEGATION_REACH = 80
# The sentence that decides among several shapes named in prose concludes or corrects.
_SENTENCE_BREAK = re.compile(r"[.!?\n。！？]")
_CONCLUSION = re.compile(
    r"(?<![a-z])(?:so|therefore|thus|hence|actually|overall|final(?:ly)?|conclu\w*|answer|"
    r"i'd say|i would say|on second thought|wait|correction|corrected|in fact|i think|best|"
    # A first-person pick commits as a conclusion does: "I choose square", "I'll go with C".
    r"i[ \t]{1,3}(?:choose|chose|pick|picked|select|selected)|"
    r"i(?:'ll|[ \t]{1,3}will|'m[ \t]{1,3}going[ \t]{1,3}to)[ \t]{1,3}(?:go[ \t]{1,3}with|take|pick|choose|say)|"
    r"(?:my|the)[ \t]{1,3}(?:choice|pick)|going[ \t]{1,3}with|"
    r"所以|因此|最终|最終|答案|我选|我選)"
    r"(?![a-z])"
)

# The committed answer's labels (lowered text). Markdown and JSON quotes around them count.
_SHAPE_LABEL = re.compile(r"shape(?![a-z0-9])[*_\"' \t]*[:=]")
_ANSWER_LABEL = re.compile(r"answer(?![a-z0-9])[*_\"' \t]*[:=]")


@dataclass(frozen=True, eq=False)
class _Vocabulary:
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


def _vocabulary(shapes: tuple[str, ...]) -> _Vocabulary:
    extended = shapes != SHAPE_NAMES
    entries = [SHAPE_REGISTRY[shape] for shape in shapes]
    letters = {letter.lower(): entry.name for entry in entries for letter in entry.letters}
    caps = "".join(letter.upper() for letter in letters)
    answer_words = {word: entry.name for entry in entries for word in entry.answer_words}
    keywords = _keyword_table(shapes)
    foreign, foreign_names = _foreign_table(shapes)
    return _Vocabulary(
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
def _cached_vocabulary(shapes: tuple[str, ...], version: int) -> _Vocabulary:
    """:func:`_vocabulary`, built once per active set and registry ``version``."""
    return _vocabulary(shapes)


_SIX = _cached_vocabulary(SHAPE_NAMES, registry_version())


def _vocabulary_of(shape: str | None, shapes: tuple[str, ...] | list[str] | None) -> _Vocabulary:
    """The vocabulary of the active set ``shapes``, or of ``shape``'s set when None."""
    if shapes is None:
        names = active_shapes(() if shape is None else (shape,))
    else:
        names = active_shapes(tuple(shapes))
    return _cached_vocabulary(names, registry_version())


_PARENTHESES = re.compile(r"\([^()\n]*\)|\[[^\[\]\n]*\]")
# The strict format: the reply's own last line is "SHAPE: <answer>", the label in uppercase as the
# prompt prints it (not inside a code fence), the answer in the prompt's language: a Chinese or
# full-width name there is a format miss the flexible reading still reads.
_STRICT_LINE = re.compile(r"\A[ \t]*SHAPE:[ \t]*(?P<answer>\S.*)\Z")
# Markup around the name ("SHAPE: <square>", the prompt's placeholder brackets kept, or
# "SHAPE: $\boxed{\text{square}}$") is not the asked form: a strict format miss.
_MARKUP = re.compile(r"[<>$\\{}]")
# Any other character outside ASCII ("SHAPE: square ✅", "SHAPE: **Square** 🎉", "✓") is text the
# prompt's one-word answer line does not have (issue 35, eighth round): a strict format miss.
_OTHER_SCRIPT = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]")
# A note after the name ("SHAPE: square (a hollow 4x4 one)", "square - final", "square, a ring",
# "square // outline", "square # ring") is not the prompt's one-word answer line either (issue
# 35, ninth round): a right answer so written is a strict format miss (a line naming a wrong
# shape or several keeps that reason). A full stop after the name, a two-word name ("hollow
# square"), a hyphen inside a name ("semi-circle") and the name alone in brackets ("(C)") stay
# in format.
_NOTE = re.compile(r"[()\[\]]|[ \t]-+(?:[ \t]|\Z)|//|#|[,;:][ \t]*\S")
_WRAPPED = re.compile(r"\A[ \t*_]*[(\[]([^()\[\]]*)[)\]][ \t*_.]*\Z")


# What joins two names offered on one line: "square or rectangle", "box / cube", "box, square".
_NAME_JOIN = re.compile(r"[ \t]{1,3}(?:or|and)[ \t]{1,3}|[ \t]{0,3}[/,;|][ \t]{0,3}", re.IGNORECASE)


def _several_names(line: str, vocab: _Vocabulary) -> bool:
    """The strict answer line gives two names joined ("square or rectangle"), even of one
    shape: the prompt asks for a name (issue 35, tenth round)."""
    parts = _NAME_JOIN.split(line[:MAX_REPLY_CHARS], maxsplit=8)
    named = [p for p in parts if _mentions(p, p.lower(), vocab, answer_line=True)]
    return len(named) > 1


def _noted(line: str) -> bool:
    """A note stands after the name on a strict answer line (:data:`_NOTE`)."""
    whole = _WRAPPED.match(line)
    return _NOTE.search(whole.group(1) if whole else line) is not None


def _negated(lowered: str, start: int) -> bool:
    """A negation or concession stands between the start of ``start``'s clause and ``start``,
    or the mention is in a question."""
    low = max(0, start - _NEGATION_REACH)
    begin, opener = low, ""
    for m in _CLAUSE_BREAK.finditer(lowered, low, start):
        begin = m.end()
    for m in _CLAUSE_WORD.finditer(lowered, begin, start):
        at = m.start()
        if at == 0 or not lowered[at - 1].isalpha():
            begin, opener = m.end(), m.group()
        elif lowered[at - 2 : at] == "al" and m.group() == "though":  # "although"
            begin, opener = m.end(), "though"
    if opener in _CONCESSION:
        return True
    if _NEGATION.search(lowered, begin, start) is not None:
        return True
    # A question asks; it does not answer ("Is it a square? No. It is a spiral.").
    end = _SENTENCE_BREAK.search(lowered, start, start + 200)
    return end is not None and end.group() in ("?", "？")


# A keyword naming a solid or a part of one ("square pyramid", "triangular faces") names no
# shape of the maze: a grader reads "a square pyramid" as a pyramid.
_SOLID_AFTER = re.compile(
    r"[ \t-]{1,3}(?:pyramids?|bipyramids?|prisms?|antiprisms?|faces?|faced|based|base)(?![a-z])"
)


# A solid named with a shape before it ("square pyramid", "pentagonal pyramid") is the solid:
# its "pyramid" names no triangle, while a bare "pyramid" is the triangle (the specification
# lists it among the triangle's variants).
_SOLID_NOUNS = frozenset(("pyramid", "pyramids"))
_SOLID_QUALIFIER_BEFORE = re.compile(
    r"(?:square|rectangular|triangular|pentagonal|hexagonal|octagonal|polygonal|"
    r"four-sided)[ \t-]{1,3}\Z"
)


def _keyword_allowed(lowered: str, m: re.Match[str], first: str) -> bool:
    start = m.start()
    if start and lowered[start - 1].isalnum():
        return False
    if _SOLID_AFTER.match(lowered, m.end()):
        return False
    if first in _SOLID_NOUNS and _SOLID_QUALIFIER_BEFORE.search(lowered, max(0, start - 16), start):
        return False
    if first in _GRID_WORDS and (
        _GRID_NOUN.match(lowered, start + len(first))
        or _DIMENSION_BEFORE.search(lowered, max(0, start - 12), start)
    ):
        return False
    return not (
        first == "cross"
        and m.end() == start + len(first)
        and (
            _CROSS_VERB_BEFORE.search(lowered, max(0, start - 12), start)
            or _CROSS_VERB_AFTER.match(lowered, m.end())
        )
    )


_LETTER_WINDOW = 200


def _letter_stands_alone(text: str, start: int, end: int) -> bool:
    """A capital letter after an article or "letter", or alone on its line, cell or quotes."""
    if _ARTICLE_BEFORE.search(text, max(0, start - 16), start) or _CHOICE_AFTER.match(text, end):
        return True
    # Only a window around the letter is looked at: a letter on a line longer than the window
    # does not stand alone, and a megabyte-long line costs each letter the window, not the line.
    low = max(0, start - _LETTER_WINDOW)
    line_start = text.rfind("\n", low, start) + 1 or low
    high = min(len(text), end + _LETTER_WINDOW)
    line_end = text.find("\n", end, high)
    before = text[line_start:start]
    after = text[end : line_end if line_end >= 0 else high]
    whole_before = line_start == 0 or text[line_start - 1] == "\n"
    whole_after = line_end >= 0 or high == len(text)
    if (
        whole_after
        and not after.strip(_DECORATION)
        and (
            (whole_before and not before.strip(_DECORATION))
            or before.rstrip(" \t*_`\"'").endswith(":")
        )
    ):
        return True
    before, after = before.rstrip(" \t*_`"), after.lstrip(" \t*_`")
    if before.endswith("|") and after.startswith("|"):
        return True
    return before[-1:] in ("'", '"') and after[:1] == before[-1:]


MAX_MENTIONS = 1024
"""Mentions of one keyword (or of the capital letters) checked, the last ones: each check
looks around the mention, so a reply repeating "C " half a million times is read in linear
time, and a shape named at all is still among the shapes named."""


def _last(matches: Iterable[re.Match[str]]) -> deque[re.Match[str]]:
    return deque(matches, maxlen=MAX_MENTIONS)


def _last_letters(pattern: re.Pattern[str], text: str) -> deque[re.Match[str]]:
    """``_last(pattern.finditer(text))`` for a one-character pattern, read from the end.

    A one-character match does not depend on where the scan starts (its lookarounds see the
    whole text), so the last :data:`MAX_MENTIONS` are those of the shortest tail holding that
    many: a reply of capitals costs the tail, not a match object per capital.
    """
    size = 8 * MAX_MENTIONS
    while True:
        start = max(0, len(text) - size)
        found = _last(pattern.finditer(text, start))
        if start == 0 or len(found) == MAX_MENTIONS:
            return found
        size *= 4


def _mentions(
    text: str, lowered: str, vocab: _Vocabulary = _SIX, *, answer_line: bool = False
) -> list[tuple[int, str]]:
    """``(position, shape)`` of every shape the text names, negated mentions left out."""
    found: list[tuple[int, str]] = []
    spans: list[tuple[int, int, str]] = []
    words = set(_WORD.findall(lowered))
    for first in vocab.first_words.intersection(words):
        shape, pattern = vocab.keywords[first]
        for m in _last(pattern.finditer(lowered)):
            if _keyword_allowed(lowered, m, first):
                found.append((m.start(), shape))
                spans.append((m.start(), m.end(), shape))
    if "like" in lowered or "shape" in lowered:
        for m in vocab.letter_shape.finditer(lowered):
            if not (m.start() and lowered[m.start() - 1].isalnum()):
                found.append((m.start(), vocab.letters[lowered[m.start()]]))
    if any(letter in text for letter in vocab.capitals):
        for m in _last_letters(vocab.capital, text):
            if answer_line or _letter_stands_alone(text, m.start(), m.end()):
                found.append((m.start(), vocab.letters[m.group().lower()]))
    if vocab.foreign is not None and not lowered.isascii():
        for m in vocab.foreign.finditer(lowered):
            named = vocab.foreign_names[m.group()]  # type: ignore[index]
            if named == "square" and _FOREIGN_GRID_NOUN.match(lowered, m.end()):
                continue
            found.append((m.start(), named))
            spans.append((m.start(), m.end(), named))
    if "×" in text or "✕" in text:
        for m in _SYMBOL.finditer(text):
            before, after = text[max(0, m.start() - 2) : m.start()], text[m.end() : m.end() + 2]
            if not (before.strip()[-1:].isdigit() or after.strip()[:1].isdigit()):
                found.append((m.start(), _SYMBOLS[m.group()]))
    if vocab.nested and spans:
        found = _outside_longer(found, spans)
    if not found:
        return found
    # Most replies hold no negation, concession or question: then nothing needs checking.
    if (
        "?" not in lowered
        and "？" not in lowered
        and _NEGATION.search(lowered) is None
        and (
            not any(word in lowered for word in _CONCESSION_STEMS)
            or _CONCESSION.isdisjoint(_WORD.findall(lowered))
        )
    ):
        return found
    return [(at, shape) for at, shape in found if not _negated(lowered, at)]


def _outside_longer(
    found: list[tuple[int, str]], spans: list[tuple[int, int, str]]
) -> list[tuple[int, str]]:
    """``found`` without the mentions that start strictly inside a keyword of another shape
    ("cross" in "boxed cross"). One sweep in position order, keeping each shape's furthest
    keyword end so far: linear in the mentions (the shapes are a handful), where comparing
    every mention with every keyword was quadratic on a long reply."""
    spans = sorted(spans)
    kept: list[tuple[int, str]] = []
    furthest: dict[str, int] = {}
    i = 0
    for at, shape in sorted(found):
        while i < len(spans) and spans[i][0] < at:
            _, e, other = spans[i]
            furthest[other] = max(furthest.get(other, 0), e)
            i += 1
        if not any(end > at for other, end in furthest.items() if other != shape):
            kept.append((at, shape))
    return kept


def _in_order(shapes: set[str] | list[str], vocab: _Vocabulary = _SIX) -> tuple[str, ...]:
    return tuple(s for s in vocab.shapes if s in shapes)


def _answer_line_names(line: str, vocab: _Vocabulary = _SIX) -> tuple[str, ...]:
    """The shapes an answer line names (parenthesised notes only when nothing else does).

    Answer lines repeat across a study ("spiral", "Square", "C"): short ones are cached.
    """
    return _short_line_names(line, vocab) if len(line) <= 120 else _line_names(line, vocab)


def _line_names(line: str, vocab: _Vocabulary = _SIX) -> tuple[str, ...]:
    bare = _PARENTHESES.sub(lambda m: " " * (m.end() - m.start()), line)
    for candidate in (bare, line) if bare != line else (line,):
        mentions = _mentions(candidate, candidate.lower(), vocab, answer_line=True)
        named = {shape for _, shape in mentions}
        m = vocab.answer_line.match(candidate.lstrip("( \t"))
        if m is not None:
            word = re.sub(r"[\s-]+", " ", m.group("word").lower())
            if word in vocab.answer_words:
                named.add(vocab.answer_words[word])
        if named:
            return _in_order(named, vocab)
    return ()


_short_line_names = lru_cache(maxsize=8192)(_line_names)


def _answer_line(text: str, end: int) -> str:
    """The rest of the label's line, or the next non-blank line if the label ends its line."""
    stop = text.find("\n", end)
    line = text[end : stop if stop >= 0 else len(text)]
    if line.strip(" \t*_`'\"") or stop < 0:
        return line
    for following in text[stop + 1 : stop + 1 + 400].split("\n"):
        if following.strip():
            return following
    return ""


def _labelled(
    text: str, lowered: str, label: re.Pattern[str], vocab: _Vocabulary = _SIX
) -> tuple[tuple[str, ...], str, int]:
    """The shapes named by the answer line of the last ``label`` whose line names one, it, and
    where it ends."""
    ends = [m.end() for m in label.finditer(lowered)]
    for end in reversed(ends[-MAX_LABELS:]):
        line = _answer_line(text, end)
        named = _answer_line_names(line, vocab)
        if named:
            return named, line, text.find(line, end) + len(line)
    return (), "", 0


def _prose(text: str, lowered: str, vocab: _Vocabulary = _SIX) -> tuple[str, ...]:
    mentions = _mentions(text, lowered, vocab)
    shapes = {shape for _, shape in mentions}
    if len(shapes) <= 1:
        return _in_order(shapes, vocab)
    last = max(at for at, _ in mentions)
    begin = 0
    for m in _SENTENCE_BREAK.finditer(lowered, max(0, last - 300), last):
        begin = m.end()
    found = _SENTENCE_BREAK.search(lowered, last)
    end = found.start() if found else len(lowered)
    decisive = {shape for at, shape in mentions if begin <= at < end}
    if len(decisive) == 1 and _CONCLUSION.search(lowered, begin, end):
        return _in_order(decisive, vocab)
    return _in_order(shapes, vocab)


def _committed(text: str, vocab: _Vocabulary = _SIX) -> tuple[tuple[str, ...], str | None]:
    """The committed answer's shapes, and its answer line when a label gave it."""
    text = text[-MAX_REPLY_CHARS:]
    lowered = text.lower()
    for label, word in ((_SHAPE_LABEL, "shape"), (_ANSWER_LABEL, "answer")):
        if word in lowered:
            named, line, line_end = _labelled(text, lowered, label, vocab)
            if len(named) == 1:
                # A later sentence taking the labelled shape back ("SHAPE: C\nActually, it is
                # a square.") decides; one that only doubts it is ambiguous.
                verdict, shapes = correction_after(
                    text,
                    line_end,
                    named[0],
                    lambda a, b: [s for _, s in _mentions(text[a:b], lowered[a:b], vocab)],
                    rejections=False,
                )
                if verdict == TAKE:
                    return (shapes,), None
                if verdict == UNSURE:
                    return _in_order(set(shapes), vocab), None
            if named:
                return named, line
    # Shapes listed as lettered or ordered options and one picked ("(a) square, (b) C ... so
    # (a)", "option B", "the second one"): the picked one (issue 35, eighth round).
    verdict, picked = ordinal_pick(
        text, lambda a, b: [s for _, s in _mentions(text[a:b], lowered[a:b], vocab)]
    )
    if verdict == TAKE:
        return (picked,), None  # type: ignore[return-value]
    if verdict == UNSURE:
        # A pick of a letter no option has ("option (c)" of two), two picks, or an option
        # that names no shape or two: no answer (a grader does not choose for the reply).
        return (), None
    return _prose(text, lowered, vocab), None


def _read(text: str, vocab: _Vocabulary) -> tuple[tuple[str, ...], str | None]:
    """The committed answer of the reading pipeline's answer: its section first, else the
    whole answer (reasoning set apart)."""
    answer = read_answer(text)
    named, line = _committed(answer.text, vocab)
    if not named and answer.text is not answer.whole:
        named, line = _committed(answer.whole, vocab)
    return named, line


def committed_names(text: object, shapes: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """The shapes the reply's committed answer names (module docs), in registry order.

    ``shapes`` is the active set (``envs.maze_nav.constants.active_shapes``; None: the six).
    """
    vocab = _vocabulary_of(None, shapes)
    return _read(text, vocab)[0] if isinstance(text, str) else ()


def shapes_named(text: object, shapes: tuple[str, ...] | None = None) -> list[str]:
    """The shapes ``text`` names by the prose rules (no label is looked for). Never raises.

    ``shapes`` is the active set, as for :func:`committed_names`.
    """
    if not isinstance(text, str):
        return []
    vocab = _vocabulary_of(None, shapes)
    text = text[-MAX_REPLY_CHARS:]
    return list(_in_order({shape for _, shape in _mentions(text, text.lower(), vocab)}, vocab))


def strict_line(text: object, finish_reason: object = None) -> str | None:
    """The answer of the reply's last line if it is ``SHAPE: <answer>``, else None."""
    answer = read_answer(text, strict=True, finish_reason=finish_reason)
    if answer.reason is not None:
        return None
    line = strict_answer(answer.text, _STRICT_LINE, "answer")
    if line is None or _OTHER_SCRIPT.search(line) or _MARKUP.search(line) or not line.isascii():
        return None
    return line


def _predicted(named: tuple[str, ...]) -> str:
    if not named:
        return NONE
    return named[0] if len(named) == 1 else AMBIGUOUS


@dataclass(frozen=True)
class RecognitionScore:
    """A recognition answer scored.

    Attributes:
        success: the flexible verdict: the committed answer names exactly the right shape.
        predicted: the one shape the committed answer names, ``"none"`` or ``"ambiguous"``.
        named: every shape the committed answer names.
        strict: the reply ends with ``SHAPE: <name>`` and that line names exactly the right shape.
        strict_reason: ``"format"`` (no such last line), ``"none"``, ``"ambiguous"`` or
            ``"wrong_shape"`` (what the line names), or None when ``strict``.
        unreadable: why ``predicted`` is ``"unreadable"`` (``agents.llm.reading``'s reasons),
            else None.
    """

    success: bool
    predicted: str
    named: tuple[str, ...]
    strict: bool = False
    strict_reason: str | None = FORMAT
    unreadable: str | None = None

    def as_record(self) -> dict[str, Any]:
        record = {
            "success": self.success,
            "predicted": self.predicted,
            "strict": self.strict,
            "strict_reason": self.strict_reason,
        }
        if self.unreadable is not None:
            record["unreadable"] = self.unreadable
        return record


def score_recognition(
    text: object,
    shape: str,
    shapes: tuple[str, ...] | list[str] | None = None,
    finish_reason: object = None,
) -> RecognitionScore:
    """Score a recognition reply against the maze's true ``shape`` (see the module docs).

    Args:
        text: the model's reply.
        shape: the maze's shape, one of the six or an extended one.
        shapes: the study's shapes; their active set (``envs.maze_nav.constants.active_shapes``)
            decides which names a reply can give: the six's words alone, or the extended
            shapes' words too. None: ``shape``'s own set.
        finish_reason: the API's finish reason: ``"length"`` (cut off) is ``"unreadable"``.
    """
    if shape not in ALL_SHAPE_NAMES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPE_NAMES)}")
    if shapes is not None and not set(shapes) <= set(ALL_SHAPE_NAMES):
        raise ValueError(
            f"shapes={shapes!r} has an unknown shape; allowed: {list(ALL_SHAPE_NAMES)}"
        )
    if not isinstance(text, str):
        return RecognitionScore(False, NONE, (), False, FORMAT)
    vocab = _vocabulary_of(shape, (shape, *shapes) if shapes is not None else None)
    reading = read_answer(text, finish_reason=finish_reason)
    if reading.reason is not None:
        return RecognitionScore(False, UNREADABLE, (), False, FORMAT, reading.reason)
    named, line = _committed(reading.text, vocab)
    if not named and reading.text is not reading.whole:
        named, line = _committed(reading.whole, vocab)
    predicted = _predicted(named)
    answer = strict_line(text)
    if answer is None:
        strict_reason: str | None = FORMAT
    else:
        # Usually the last SHAPE: line is the committed answer too: read it once.
        strict_named = named if line is not None and line.strip() == answer.strip() else None
        if strict_named is None:
            strict_named = _answer_line_names(answer, vocab)
        strict_predicted = _predicted(strict_named)
        strict_reason = (
            (FORMAT if _noted(answer) or _several_names(answer, vocab) else None)
            if strict_predicted == shape
            else strict_predicted
            if strict_predicted in (NONE, AMBIGUOUS)
            else WRONG_SHAPE
        )
    return RecognitionScore(
        predicted == shape, predicted, named, strict_reason is None, strict_reason
    )

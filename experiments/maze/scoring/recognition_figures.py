"""Recognition's figures: a later sentence settling on a figure that is none of the shapes.

"SHAPE: square" then "... it is closer to a circle than anything." states a second answer that
no shape's keyword names: the inverted default of the twentieth round
(:func:`agents.llm.reading.corrections.states_another_after`) counts only shapes, so this
module reads the figures apart (issue 35, twenty-first round). The figures are a small declared
table (:data:`FIGURE_WORDS`, :data:`FIGURE_LETTERS`), never a word of the active vocabulary: a
shape's own synonym ("box", "rectangle" for the square) stays that shape. The same figures
beside the shape on its answer line (:func:`figure_beside`, thirty-seventh round) or offered as
its equal in prose, in English or Chinese (:func:`figure_offered`, fortieth round), are a second
answer too.
"""

from __future__ import annotations

import re
from itertools import pairwise

from agents.llm.reading.corrections import CONCLUSION_REACH, SENTENCE_END
from agents.llm.reading.offer_words import EQUAL, OFFER_WORDS, PICK
from agents.llm.reading.vocabulary import alternation
from experiments.maze.scoring.recognition_vocabulary import Vocabulary

FIGURE_WORDS: tuple[str, ...] = (
    "circle",
    "circular",
    "oval",
    "ellipse",
    "elliptical",
    "ring",
    "hexagon",
    "pentagon",
    "octagon",
    "diamond",
    "rhombus",
    "star",
    "heart",
)
"""Figures that are none of the shapes (a word of the active vocabulary is left out)."""
FIGURE_LETTERS: tuple[str, ...] = ("U", "L", "O", "V", "T", "H", "N", "S", "W")
"""Letters that are figures when no active shape is that letter (capitals only)."""
VERDICT_BEFORE: tuple[str, ...] = ("closer to", "more like", "really", "actually", "is", "'s")
"""Words that settle on the figure right after them ("it is closer to a circle")."""

_SENTENCES_READ = 6
"""How many of the last sentences after the answer are looked at (as the twentieth round)."""
# A negation just before the verdict ("it is not closer to a circle") or a condition in the
# sentence ("if it is a circle") states nothing.
_NEGATED_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:not|never|no)|n['\u2019]t)[ \t]{1,3}(?:[a-z]+[ \t]{1,3})?\Z", re.IGNORECASE
)
_CONDITION = re.compile(r"(?<![a-z])(?:if|whether|unless)(?![a-z])", re.IGNORECASE)


def _verdict_alternatives() -> str:
    words = []
    for word in VERDICT_BEFORE:
        if word == "'s":
            words.append(r"['\u2019]s")
        else:
            words.append(r"(?<![a-z])" + re.escape(word).replace(r"\ ", "[ \t]{1,3}"))
    return "(?:" + "|".join(words) + ")"


_VERDICT = _verdict_alternatives()
_ARTICLE = r"[ \t]{1,3}(?:(?:a|an|the)[ \t]{1,3})?"


def _figure_pattern(vocab: Vocabulary) -> re.Pattern[str]:
    """The verdict, an article, and a figure of the table that no active shape's word is."""
    taken = set(vocab.first_words) | set(vocab.answer_words) | set(vocab.keywords)
    words = [w for w in FIGURE_WORDS if w not in taken]
    letters = [c for c in FIGURE_LETTERS if c not in vocab.capitals]
    # Words case-insensitively; a letter only as a capital after an article ("a U", "an L-shape").
    return re.compile(
        rf"(?i:{_VERDICT}{_ARTICLE}(?:{'|'.join(words)})(?![a-z]))"
        rf"|(?i:{_VERDICT}[ \t]{{1,3}}(?:a|an|the)[ \t]{{1,3}})(?:{'|'.join(letters)})(?![A-Za-z])"
    )


_PATTERNS: dict[int, tuple[Vocabulary, re.Pattern[str]]] = {}


def _pattern(vocab: Vocabulary) -> re.Pattern[str]:
    cached = _PATTERNS.get(id(vocab))
    if cached is None or cached[0] is not vocab:
        cached = _PATTERNS[id(vocab)] = (vocab, _figure_pattern(vocab))
    return cached[1]


def settles_on_figure_after(text: str, answer_end: int, vocab: Vocabulary) -> bool:
    """A sentence after the answer settles on a figure that is none of the shapes.

    Among the last :data:`_SENTENCES_READ` sentences after ``answer_end`` (not the answer's own
    line), one holding a verdict word right before a figure of :data:`FIGURE_WORDS` or
    :data:`FIGURE_LETTERS` ("closer to a circle", "is really an oval", "the figure is a U"),
    neither negated just before, nor asked, nor under a condition: ``True``. "not a circle",
    "unlike a circle" and "a circle would have no corners" settle on nothing. Linear time;
    never raises.
    """
    pattern = _pattern(vocab)
    since = max(answer_end, len(text) - CONCLUSION_REACH)
    cuts = [since, *(m.end() for m in SENTENCE_END.finditer(text, since))]
    if cuts[-1] < len(text):
        cuts.append(len(text))
    for start, end in list(pairwise(cuts))[-_SENTENCES_READ:]:
        if start == answer_end or text[end - 1 : end] == "?":
            continue
        if _CONDITION.search(text, start, end):
            continue
        for found in pattern.finditer(text, start, end):
            if not _NEGATED_BEFORE.search(text[max(start, found.start() - 20) : found.start()]):
                return True
    return False


# A figure offered beside the shape on its own answer line ("SHAPE: square circle", "SHAPE:
# circle / square"; issue 35, thirty-seventh round). Nouns only: "ring" and the adjectives
# ("circular") describe a square as often as they name another figure ("a closed ring").
_BESIDE_WORDS: tuple[str, ...] = tuple(
    w for w in FIGURE_WORDS if w not in ("ring", "circular", "elliptical")
)
_BRACKETED = re.compile(r"\([^()\n]{0,200}\)|\[[^\[\]\n]{0,200}\]")
_NEGATED_ON_LINE = re.compile(
    r"(?:(?<![a-z])(?:not|never|no|unlike|than|of)|n['\u2019]t)[ \t]{1,3}(?:(?:a|an|the)[ \t]{1,3})?\Z",
    re.IGNORECASE,
)
_BESIDE: dict[int, tuple[Vocabulary, re.Pattern[str]]] = {}


def _beside_pattern(vocab: Vocabulary) -> re.Pattern[str]:
    cached = _BESIDE.get(id(vocab))
    if cached is None or cached[0] is not vocab:
        taken = set(vocab.first_words) | set(vocab.answer_words) | set(vocab.keywords)
        words = [w for w in _BESIDE_WORDS if w not in taken]
        pattern = re.compile(rf"(?i:(?<![a-z-])(?:{'|'.join(words)})s?(?![a-z-]))")
        cached = _BESIDE[id(vocab)] = (vocab, pattern)
    return cached[1]


def figure_beside(line: str, vocab: Vocabulary) -> bool:
    """The answer line names, besides its shape, a figure that is none of the shapes and is not
    ruled out ("SHAPE: square circle": two answers on one line, no pick). A figure in brackets
    (a note), after "not", "unlike", "rather than" or "instead of" is no answer. Linear time;
    never raises."""
    bare = _BRACKETED.sub(lambda m: " " * (m.end() - m.start()), line[:400])
    for found in _beside_pattern(vocab).finditer(bare):
        if not _NEGATED_ON_LINE.search(bare[max(0, found.start() - 20) : found.start()]):
            return True
    return False


# A figure offered beside the shape as its equal in prose ("It looks like a square, or you could
# say an oval; both work.", "看起来像正方形，也可以说是圆形，都可以。"; issue 35, fortieth round):
# two answers, none picked. The Chinese figure names are this table's, the equality and pick
# words :mod:`agents.llm.reading.offer_words`' (one table per language for every phase).
FIGURE_WORDS_ZH: tuple[str, ...] = (
    "圆形", "圆圈", "椭圆", "菱形", "六边形", "五边形", "八边形", "星形", "心形",
)  # fmt: skip
"""Chinese names of figures that are none of the shapes."""
_EQUAL_EN = re.compile(
    r"(?<![a-z])(?:both[ \t]{1,3}(?:work|fit|are[ \t]{1,3}(?:fine|right|correct|valid))|"
    r"either[ \t]{1,3}(?:one[ \t]{1,3})?(?:works|fits|is[ \t]{1,3}(?:fine|right|correct)))(?![a-z])",
    re.IGNORECASE,
)
_EQUAL_ZH = re.compile(alternation(OFFER_WORDS["chinese"][EQUAL]))
_PICK_ZH = re.compile(alternation(OFFER_WORDS["chinese"][PICK]))
_FIGURE_ZH = re.compile(alternation(FIGURE_WORDS_ZH))
_NEGATED_ZH = re.compile(r"(?:不是|不像|而非|并非)\Z")
_OFFER_REACH = 400
"""How much of the reply's end is read for a figure offered as the shape's equal."""


def figure_offered(text: str, vocab: Vocabulary) -> bool:
    """The end of the reply names a figure that is none of the shapes, not ruled out ("not an
    oval", "不是圆形"), and calls the answers equal ("both work", "都可以") with no pick
    ("我选"). Reads the last :data:`_OFFER_REACH` characters; linear; never raises."""
    tail = text[-_OFFER_REACH:]
    english = _EQUAL_EN.search(tail) is not None
    chinese = _EQUAL_ZH.search(tail) is not None and _PICK_ZH.search(tail) is None
    if not (english or chinese):
        return False
    for found in _beside_pattern(vocab).finditer(tail):
        if not _NEGATED_ON_LINE.search(tail[max(0, found.start() - 20) : found.start()]):
            return True
    for found in _FIGURE_ZH.finditer(tail):
        if not _NEGATED_ZH.search(tail[max(0, found.start() - 4) : found.start()]):
            return True
    return False

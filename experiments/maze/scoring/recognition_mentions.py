"""Recognition's mentions: which shapes a span of a reply names, negated mentions left out.

:func:`shape_mentions` finds every keyword, letter, symbol and Chinese name of a
:class:`~experiments.maze.scoring.recognition_vocabulary.Vocabulary` in a text and drops those a
grader would not count: a grid's own shape ("square grid"), the verb "cross", the shape word naming a
solid ("square" in "square prism", "square pyramid": the pyramid is the triangle), a letter that does not stand alone, a mention inside another shape's longer keyword,
and a negated, conceded or questioned one. The rules and their reasons are tabled in
:mod:`experiments.maze.scoring.recognition`. Every check looks at a bounded window around its
mention, so the work grows with the reply's length (``tests/experiments/test_reading_cost.py``).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable

from experiments.maze.scoring.recognition_vocabulary import SIX, Vocabulary

_SYMBOLS = {"×": "cross", "✕": "cross"}
# Chinese grid words: "正方形网格" and "正方形的迷宫" are the grid's own shape, as "square grid"
# is (square words only, as _GRID_WORDS). Checked after a match (a lookahead in the keyword
# pattern would stop the engine skipping ahead).
_FOREIGN_GRID_NOUN = re.compile(
    r"[ \t]{0,2}的?(?:网格|網格|格子|方格|棋盘|棋盤|矩阵|矩陣|迷宫|迷宮|地图|地圖)"
)


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
# "square spiral", "rectangular coil": a square word before another shape's noun is a modifier;
# the head noun decides (issue 35, thirteenth round).
_OTHER_HEAD_NOUN = re.compile(
    r"[ \t-]{1,3}(?:spirals?|helix|helices|coils?|whorls?|zigzags?|crescents?|crosses)(?![a-z])"
)
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
# A sentence ends here: a question mark there makes its mentions a question; the committed
# answer's prose rule takes the last sentence naming a shape.
SENTENCE_BREAK = re.compile(r"[.!?\n。！？]")


# A rejection in the passive voice after the mention ("a C is ruled out", "the cross was
# excluded", "a C was considered and rejected"): the shape is rejected, not named as the answer
# (issue 35, thirty-second round). Matched at the mention's start: its word, an optional noun
# ("C shape"), the auxiliary, at most one other participle joined by "and"/"or" and an adverb;
# the gaps between words are bounded (a run of spaces would make every start a long backtrack).
_PASSIVE_WORDS = r"ruled out|excluded|rejected|dismissed|discarded|eliminated"
_PASSIVE_STEMS = ("ruled out", "excluded", "rejected", "dismissed", "discarded", "eliminated")
_PASSIVE_REJECTION = re.compile(
    r"[\w-]{0,16}(?:[ \t]{1,8}(?:shape|form|figure|pattern|reading|option))?[ \t]{1,8}"
    r"(?:is|was|were|are|has been|have been|gets|got|can be|must be|should be|is being)[ \t]{1,8}"
    r"(?:[a-z]{1,16}[ \t]{1,8}(?:and|or)[ \t]{1,8})?"
    r"(?:(?:also|quickly|early|clearly|thus|then|therefore|easily|soon|immediately)[ \t]{1,8})?"
    rf"(?:{_PASSIVE_WORDS})(?![a-z])"
)


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
    end = SENTENCE_BREAK.search(lowered, start, start + 200)
    return end is not None and end.group() in ("?", "？")


# A keyword naming a solid or a part of one ("square pyramid", "triangular faces") names no
# shape of the maze: a grader reads "a square pyramid" as a pyramid, and the pyramid is the
# triangle's variant (issue 35, fifteenth round's ruling).
_SOLID_AFTER = re.compile(
    r"[ \t-]{1,3}(?:pyramids?|bipyramids?|prisms?|antiprisms?|faces?|faced|based|base)(?![a-z])"
)


def _keyword_allowed(lowered: str, m: re.Match[str], first: str) -> bool:
    start = m.start()
    if start and lowered[start - 1].isalnum():
        return False
    if _SOLID_AFTER.match(lowered, m.end()):
        return False
    if first in _GRID_WORDS and (
        _OTHER_HEAD_NOUN.match(lowered, m.end())
        or _GRID_NOUN.match(lowered, start + len(first))
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


def shape_mentions(
    text: str, lowered: str, vocab: Vocabulary = SIX, *, answer_line: bool = False
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
    if any(word in lowered for word in _PASSIVE_STEMS):
        found = [
            (at, shape) for at, shape in found if _PASSIVE_REJECTION.match(lowered, at) is None
        ]
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

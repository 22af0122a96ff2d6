"""Recognition: which shape a reply names.

Recognition: which rule decides
===============================

The specification marks a recognition correct when the reply contains a keyword of the right
shape, case-insensitively. Our lists (:data:`SHAPE_SYNONYMS`) are the specification's, the
reference implementation's where unambiguous, and their plain variants; they match on word
boundaries, plurals and ``-shaped``/``-like`` endings count, and hyphens and spaces inside a
phrase are interchangeable ("semi-circle" = "semicircle" = "semi circle").

**The committed answer.** The prompt asks for a final ``SHAPE: <name>`` line. When the reply has
one, only the text after the *last* ``SHAPE:`` label is scored (if it names a shape at all);
otherwise the whole reply is. So "it is not a square ... SHAPE: spiral" is a spiral. The *answer
line* is the first non-blank line after that label.

==========================================  ==========  ===========================================
what the reply writes                       counts?     why
==========================================  ==========  ===========================================
a keyword of :data:`SHAPE_SYNONYMS`         yes         the specification's keyword rule
``C``, ``X``, ``Z`` as a lone capital       yes         "a Z", "like an X." (never inside words)
``c-shape``, ``z shaped``, ``x-like``       yes         a letter with "shape"/"shaped"/"like"
``SHAPE: c``, ``SHAPE: **z**``              yes         lowercase letter as the answer line's word
``SHAPE: times``, ``SHAPE: multiplication``  yes         :data:`ANSWER_LINE_SYNONYMS`: they name a
``SHAPE: crossing``, ``SHAPE: curved line``             shape only as the committed answer
"times sign", "multiplication sign", ×, ✕   yes         unambiguous anywhere
"tried three times", "multiplication"       no          everyday words outside the answer line
"crossing the wall", "a curved line"        no          likewise (they describe paths, not shapes)
lowercase ``c``/``x``/``z`` in prose        no          "cell c", "x = 3" are not answers
coordinates ``(2, c)``, ``r2 c3``, ``5x5``  no          blanked out before matching
``x = 3``, ``z < 4``                        no          code, blanked out before matching
==========================================  ==========  ===========================================

Reference keywords left out: ``right-angled quadrilateral`` and ``symmetric quadrilateral``
(already covered by ``quadrilateral``). Negations are not understood ("not a square" still names
a square unless a ``SHAPE:`` line follows). The *predicted* label is the one shape named in the
scored text, ``"none"`` when it names no shape and ``"ambiguous"`` when it names several;
``success`` is the specification's binary rule (the right shape is named), so an ambiguous answer
that includes the right shape is a success for the rate but off the confusion matrix's diagonal.

Generation: which maze is scored
================================

The specification scores *one* generated maze. The prompt asks for a line ``MAZE:`` and then the
maze. The scored maze is found in this order, in the encoding the prompt asked for:
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from envs.maze_nav.constants import SHAPE_NAMES
from envs.maze_nav.text import COORDINATE_RE, MAX_REPLY_CHARS

NONE = "none"
AMBIGUOUS = "ambiguous"

SHAPE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "square": (
        "square",
        "box",
        "cube",
        "quadrilateral",
        "four-sided polygon",
        "symmetrical rectangle",
        "rectangle",
        "rectangular",
        "hollow square",
        "square ring",
    ),
    "cross": (
        "cross",
        "X",
        "X shape",
        "crossed lines",
        "times sign",
        "times symbol",
        "multiplication sign",
        "multiplication symbol",
        "saltire",
        "×",
        "✕",
    ),
    "spiral": (
        "spiral",
        "spiraling",
        "spiralling",
        "helix",
        "helical",
        "coil",
        "whorl",
        "swirl",
        "vortex",
    ),
    "triangle": (
        "triangle",
        "triangular",
        "pyramid",
        "trilateral",
        "three-sided polygon",
        "isosceles",
    ),
    "C": (
        "C",
        "C shape",
        "crescent",
        "half circle",
        "semicircle",
        "semi circle",
        "horseshoe",
        "open curve",
    ),
    "Z": ("Z", "Z shape", "zigzag", "zig zag", "lightning bolt", "lightning"),
}
"""Keywords that name each shape anywhere in the scored text (registry order = ``SHAPE_NAMES``)."""

ANSWER_LINE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "cross": ("x", "times", "multiplication", "crossing"),
    "C": ("c", "curved line"),
    "Z": ("z",),
}
"""Words that name a shape only as the first word of the committed answer line (``SHAPE: c``):
the specification lists them, but in prose they are everyday words or letters."""

if tuple(SHAPE_SYNONYMS) != tuple(SHAPE_NAMES):  # pragma: no cover - a new shape needs its keywords
    raise RuntimeError(f"SHAPE_SYNONYMS must list exactly the shapes {list(SHAPE_NAMES)}")

_SUFFIX = r"(?:e?s|[\s-]?shaped?|[\s-]?like)?(?![a-z0-9])"
_LETTER_SHAPE = r"[\s-]?(?:shaped?|like)\b"


def _phrase_pattern(phrase: str) -> str:
    words = [re.escape(w) for w in re.split(r"[\s-]+", phrase.lower()) if w]
    return r"[\s-]?".join(words)


def _keyword(synonym: str) -> re.Pattern[str]:
    """A pattern for one keyword, run on lowercased text.

    Each pattern starts with a literal (the word boundary is checked by a lookbehind placed after
    it), so the regex engine scans for that literal instead of trying the pattern at every
    position: a few milliseconds per 200 kB whatever the text.
    """
    if len(synonym) == 1 and synonym.isalpha():
        letter = synonym.lower()
        return re.compile(rf"{letter}(?<![a-z0-9]{letter}){_LETTER_SHAPE}")
    if len(synonym) == 1:
        return re.compile(re.escape(synonym))
    words = [w for w in re.split(r"[\s-]+", synonym.lower()) if w]
    first = re.escape(words[0])
    rest = "".join(r"[\s-]?" + re.escape(w) for w in words[1:])
    return re.compile(rf"{first}(?<![a-z0-9]{first}){rest}{_SUFFIX}")


# "X shape" and the like are covered by the letter's own pattern ("x" + "shape"/"like").
_KEYWORDS: dict[str, tuple[re.Pattern[str], ...]] = {
    shape: tuple(_keyword(s) for s in synonyms if not (len(s) > 1 and len(s.split()[0]) == 1))
    for shape, synonyms in SHAPE_SYNONYMS.items()
}
# A capital C, X or Z standing alone counts in any text (case matters, so run on the original).
_CAPITALS: dict[str, re.Pattern[str]] = {
    shape: re.compile(rf"{letter}(?<![A-Za-z0-9]{letter})(?![A-Za-z0-9])")
    for shape, synonyms in SHAPE_SYNONYMS.items()
    for letter in synonyms
    if len(letter) == 1 and letter.isalpha()
}
_ANSWER_WORDS: dict[str, str] = {
    word: shape for shape, words in ANSWER_LINE_SYNONYMS.items() for word in words
}
# The answer line's first word (after markdown and an article), matched against the words above.
_ANSWER_LINE = re.compile(
    r"\A[\s*_`'\"(\[-]*(?:(?:an?|the)\s+)?(?P<word>"
    + "|".join(_phrase_pattern(w) for w in sorted(_ANSWER_WORDS, key=len, reverse=True))
    + r")(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_ANSWER_LABEL = re.compile(r"\bshape\s*[:=]", re.IGNORECASE)
# Dimensions "5 x 5", "5x5", "5×5"; generic parenthesised pairs "(r, c)", "(x, y)"; comparisons.
# Written so that no run of whitespace can be split two ways (linear time on any input).
_PRODUCT = re.compile(r"\d\s*[xX×]\s*\d")
_PAIR = re.compile(r"[(\[]\s*[A-Za-z0-9]{1,3}\s*[,;]\s*[A-Za-z0-9]{1,3}\s*[)\]]")
_ASSIGN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]\s*(?:==?|<|>)\s*\d")


def _blank(match: re.Match[str]) -> str:
    return " " * (match.end() - match.start())


def _clean(text: str) -> str:
    """Blank out coordinates, dimensions and assignments so their letters never match."""
    for pattern in (COORDINATE_RE, _PAIR, _PRODUCT, _ASSIGN):
        text = pattern.sub(_blank, text)
    return text


def shapes_named(text: object) -> list[str]:
    """The shapes whose keywords occur in ``text`` (after cleaning), in ``SHAPE_NAMES`` order.

    This is the specification's keyword rule without the ``SHAPE:`` refinement. Never raises.
    """
    if not isinstance(text, str):
        return []
    cleaned = _clean(text[-MAX_REPLY_CHARS:])
    lowered = cleaned.lower()
    return [
        shape
        for shape, patterns in _KEYWORDS.items()
        if any(p.search(lowered) for p in patterns)
        or (shape in _CAPITALS and _CAPITALS[shape].search(cleaned))
    ]


def _answer_line_shape(tail: str) -> str | None:
    """The shape the answer line's first word names by :data:`ANSWER_LINE_SYNONYMS`, or None."""
    m = _ANSWER_LINE.match(tail)
    if m is None:
        return None
    word = re.sub(r"[\s-]+", " ", m.group("word").lower())
    return _ANSWER_WORDS.get(word)


def _named(text: str) -> tuple[str, ...]:
    """Shapes named by the committed answer if the reply has one, else by the whole reply."""
    text = text[-MAX_REPLY_CHARS:]
    labels = list(_ANSWER_LABEL.finditer(text))
    if labels:
        tail = text[labels[-1].end() :]
        named = set(shapes_named(tail))
        answer = _answer_line_shape(tail)
        if answer is not None:
            named.add(answer)
        if named:
            return tuple(shape for shape in SHAPE_NAMES if shape in named)
    return tuple(shapes_named(text))


def answer_text(text: str) -> str:
    """The text after the last ``SHAPE:`` label if it names a shape, else the whole reply."""
    labels = list(_ANSWER_LABEL.finditer(text))
    if labels:
        tail = text[labels[-1].end() :]
        if shapes_named(tail) or _answer_line_shape(tail) is not None:
            return tail
    return text


@dataclass(frozen=True)
class RecognitionScore:
    """A recognition answer scored.

    Attributes:
        success: the right shape is named (the specification's binary verdict).
        predicted: the one shape named, ``"none"`` or ``"ambiguous"``.
        named: every shape named in the scored text.
    """

    success: bool
    predicted: str
    named: tuple[str, ...]

    def as_record(self) -> dict[str, Any]:
        return {"success": self.success, "predicted": self.predicted}


def score_recognition(text: object, shape: str) -> RecognitionScore:
    """Score a recognition reply against the maze's true ``shape`` (see the module docs)."""
    if shape not in SHAPE_SYNONYMS:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPE_SYNONYMS)}")
    if not isinstance(text, str):
        return RecognitionScore(False, NONE, ())
    named = _named(text)
    if not named:
        predicted = NONE
    elif len(named) == 1:
        predicted = named[0]
    else:
        predicted = AMBIGUOUS
    return RecognitionScore(shape in named, predicted, named)

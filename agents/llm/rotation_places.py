"""A prose rotation whose square is named only in words of another language (issue 35,
forty-fourth round).

The rotation reader (:mod:`agents.llm.rotation_squares`) reads a square by a cell, a number, an
English ordinal or an English or Chinese corner. v47 gave "Gire a peça do canto superior
esquerdo no sentido horário." (the top-left piece, clockwise) and t45 "Tourne la quatrième case
dans le sens horaire ; ..." and "把第二个方块逆时针转一下，...": a square named by position words
or an ordinal in Portuguese, French or Chinese, which a grader reads. When the reader finds no
square at all, this module reads the reply by the position words of every language (the table
:data:`agents.llm.rotation_restatements.POSITIONS` the restatements already use) and by an
ordinal table per language (:data:`ORDINALS`): exactly one square and one turn named is the
move; anything more stays unread (never a guess).

The squares a prose rotation names after its command's clause are read here too: one named as
what the turned square meets (a possessive, "to", "meets") is context (:func:`context_mention`).

One job: squares named in words, and which of them is the move. Bounded patterns; linear;
nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.directions import negated
from agents.llm.reading.vocabulary import alternation
from agents.llm.rotation_restatements import claims

ORDINALS: dict[str, tuple[tuple[str, ...], ...]] = {
    "french": (("premier", "première"), ("deuxième", "second", "seconde"), ("troisième",),
               ("quatrième",)),
    "spanish": (("primer", "primera", "primero"), ("segunda", "segundo"),
                ("tercer", "tercera", "tercero"), ("cuarta", "cuarto")),
    "portuguese": (("primeira", "primeiro"), ("segunda", "segundo"), ("terceira", "terceiro"),
                   ("quarta", "quarto")),
    "italian": (("primo", "prima"), ("secondo", "seconda"), ("terzo", "terza"),
                ("quarto", "quarta")),
    "german": (("erste", "ersten", "erstes"), ("zweite", "zweiten", "zweites"),
               ("dritte", "dritten", "drittes"), ("vierte", "vierten", "viertes")),
    "chinese": (("第一", "第1"), ("第二", "第2"), ("第三", "第3"), ("第四", "第4")),
}  # fmt: skip
"""The first four ordinals per language (a 2 x 2 board's squares, row by row; the English ones
are :mod:`agents.llm.rotation_squares`' own)."""

_SQUARE_WORDS = (
    "case", "pièce", "casilla", "pieza", "peça", "casa", "quadrado", "pezzo", "casella",
    "quadrato", "feld", "teil", "quadrat",
)  # fmt: skip
_INDEX = {w.lower(): i for t in ORDINALS.values() for i, ws in enumerate(t) for w in ws}
_ORDINAL = re.compile(
    rf"(?P<w>{alternation(w for w in _INDEX if not w.startswith('第'))})[ \t]{{1,3}}"
    rf"(?:{alternation(_SQUARE_WORDS)})"
    r"|(?P<zh>第[一二三四1-4])[ \t]?(?:个|個)?[ \t]?(?:方块|方塊|方格|格子|块|塊|格)",
    re.IGNORECASE,
)


_REACH = 800
"""How much of the reply's end is read: the prose that gives a move is its last sentences."""


def squares_in_words(text: str, rows: int, cols: int) -> tuple[set[str], set[int]]:
    """The turns (``"cw"``/``"ccw"``) and squares ``text`` names in words of any language: by
    position words, sides and turn words (:func:`.rotation_restatements.claims`) and by
    ordinals (:data:`ORDINALS`, within the board); negated ones left out."""
    said, squares = claims(text, rows, cols)
    turned: set[int] = set()
    context: set[int] = set()
    for m in _ORDINAL.finditer(text):
        if negated(text, m.start()):
            continue
        index = _INDEX.get((m.group("w") or m.group("zh")).lower(), -1)
        if 0 <= index < rows * cols:
            # An ordinal named as what the turned square meets ("la deuxième case" after
            # "rejoint", "和第一个方块的管道") is context, when another is the one turned.
            (context if context_mention(text, m.start(), m.end()) else turned).add(index)
            if len(turned) > 1:
                break  # two squares turned: the reply is read no further
    return said, squares | (turned or context)


def one_move_in_words(text: str, rows: int, cols: int) -> tuple[int, str] | None:
    """The one square and the one turn ``text`` names in words (``"clockwise"`` or
    ``"counterclockwise"``), or None when it names none or more than one of either."""
    said, squares = squares_in_words(text[-_REACH:], rows, cols)
    if len(said) != 1 or len(squares) != 1:
        return None
    return squares.pop(), "counterclockwise" if said.pop() == "ccw" else "clockwise"


# A square named as what the turned one meets, not as one to turn: a possessive ("the first
# square's pipe") or the object of a verb or preposition of contact ("joins it to the first
# square", "meets (0, 1)").
# In French, Spanish, Italian and Chinese too: "rejoint alors la deuxième case", "con la
# segunda casilla", "和第一个方块的管道" (a possessive 的, "with" 和 before it).
_POSSESSIVE = re.compile(r"['’]s(?![a-z])|[ \t]?的(?!话)", re.IGNORECASE)
_CONTACT_BEFORE = re.compile(
    r"(?<![a-z])(?:to|with|toward|towards|into|onto|meets?|joins?|reach(?:es)?|faces?|"
    r"touch(?:es)?|links?|connects?|rejoin\w{0,4}|touche\w{0,3}|vers|avec|hacia|con|verso)"
    r"(?:[ \t]{1,3}alors)?[ \t]{1,3}(?:the|la|le|el|il|l')?[ \t]{0,3}$|[和与跟同][ \t]?$",
    re.IGNORECASE,
)


def context_mention(text: str, start: int, end: int) -> bool:
    """The square named at ``text[start:end]`` is context for the turned one (above)."""
    if _POSSESSIVE.match(text, end):
        return True
    return _CONTACT_BEFORE.search(text[max(0, start - 24) : start]) is not None

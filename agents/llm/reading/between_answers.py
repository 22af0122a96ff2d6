"""What the text between two answers says about them: the second offered as an alternative
(:func:`offers_alternative`) or the two joined as a sequence of moves on one line
(:func:`joins_moves`). Split from :mod:`agents.llm.reading.choosing` (one job per file);
:mod:`agents.llm.reading.commitment` re-exports both.
"""

from __future__ import annotations

import re

from agents.llm.reading.vocabulary import alternation

OFFER_HEADS: dict[str, tuple[str, ...]] = {
    "english": ("this one works too", "this works too", "this one also works", "this also works",
                "this one works as well", "this works as well", "another one that works",
                "another that works", "one more that works", "here's another", "here is another"),
    "chinese": ("也可以这样", "这样也可以", "这样也行", "这个也行", "这个也可以", "还可以这样",
                "另一种也可以"),
    "spanish": ("esto también funciona", "esta también funciona", "este también funciona",
                "también funciona", "otra que funciona"),
    "french": ("celle-ci marche aussi", "celui-ci marche aussi", "ça marche aussi",
               "celle-ci fonctionne aussi", "une autre qui marche"),
    "german": ("das geht auch", "das funktioniert auch", "diese geht auch", "auch möglich"),
}  # fmt: skip
"""Phrases between two answers offering the second beside the first, per language (fifty-second
round: "This one works too:", v74c_g_mistral_both_fine; "也可以这样："). Read by
:func:`offers_alternative`, so by every phase that links offered answers."""

# The words that offer an alternative, in the languages models answer in (Chinese 或/或者/还是,
# German "oder", French "ou", Spanish "o", Japanese または, Korean 또는), a line "Alternatively:"
# or "Another valid answer:" between two answers, "Either that or:", and "(or ...".
ALTERNATIVE = re.compile(
    r"\A[\s,;:*_`'\"(\u2013\u2014-]{0,8}(?:or|nor|versus|vs\.?|/|alternatively|otherwise|"
    r"oder|ou|o|または|もしくは|또는|아니면|或者?|或是|还是|要么|oppure|o[ \t]{1,3}bien|"
    r"ou[ \t]{1,3}(?:bien|alors|então)"
    # "Either that or:", "Either this or", "Either way or": the second offered (50th round).
    r"|either[ \t]{1,3}(?:that|this|one|way)[ \t,]{0,3}or"
    # "Another valid answer:", "Also possible:": a second answer offered beside the first.
    r"|another(?:[ \t]{1,3}(?:valid|correct|possible|good|equally good))?[ \t]{1,3}"
    r"(?:answer|option|solution|way|route|path|maze|possibility|alternative|one)"
    r"|also[ \t]{1,3}(?:valid|possible|fine|works?|correct)"
    rf"|{alternation(w for row in OFFER_HEADS.values() for w in row)})(?![a-z])",
    re.IGNORECASE,
)


def offers_alternative(between: str) -> bool:
    """The text between two answers opens by offering the second as an alternative ("or",
    "Alternatively:", "Another valid answer:", "或者", ...)."""
    return ALTERNATIVE.match(between) is not None


# What joins the moves of a plan written on one answer line: "(1, 1), (1, 2)", "(2, 0) and
# (1, 1)", "(1, 0) clockwise, then (0, 1) ...", "(2, 0) -> (3, 0)", "(1, 1) (1, 2)". Not "or"
# (alternatives, :func:`hedged`), not "i.e." or a correction (the same move restated or taken back).
_SEQUENCE_GAP = re.compile(
    r"[ \t*_`]{0,4}(?:[,;&+][ \t]{0,3})?"
    r"(?:(?:and[ \t]{1,3})?then|and|->|=>|→|⇒|-{1,2}>|,)?[ \t,:*_`]{0,4}",
    re.IGNORECASE,
)


# Words after the later moves that mark them as later turns' ("(2, 0) and then (3, 0) on the
# next turn"): the first is this turn's move.
_LATER_TURN = re.compile(
    r"(?<![a-z])(?:next (?:turn|move|step|time)|later|afterwards|after that|following turns?)"
    r"(?![a-z])",
    re.IGNORECASE,
)


def joins_moves(between: str, rest: str = "") -> bool:
    """``between`` (the text between two moves on one answer line) only joins them into a
    sequence of moves ("," "and" "then" an arrow or a space), and ``rest`` (the line after the
    second) does not mark it as a later turn's: the line writes several moves where one was
    asked (issue 35, tenth round)."""
    return (
        "\n" not in between
        and _SEQUENCE_GAP.fullmatch(between) is not None
        and _LATER_TURN.search(rest) is None
    )

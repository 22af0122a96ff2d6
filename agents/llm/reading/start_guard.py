"""Compile a reading pattern with a one-character guard in front: the same matches, sooner.

Issue 35 item 7 (typical replies back toward 100 µs each). Most reading patterns open with a
lookbehind (``(?<![^\\W\\d_])``) and an alternation of hundreds of words in ten languages,
matched case-insensitively. Python's engine then finds no literal prefix or first-character
set to skip ahead with, and at every character of a reply tries every alternative in turn (a
case-insensitive literal has no quick reject in a branch): about a microsecond a character.

:func:`compile_guarded` reads the pattern's own parse for the characters a match can start
with and puts them in front as a lookahead, ``(?=[...])(?:pattern)``: the engine rejects any
other position with one class test. The class holds exactly the first literals and ranges of
the pattern, under the flags in force where each one stands, so a position it rejects is one
where the pattern cannot match either: the matches, their spans and groups are unchanged. Where
the first characters cannot be told (a category, a negated class, "any", a back reference, a
pattern that can match empty), the pattern is compiled as it is.
"""

from __future__ import annotations

import re

try:  # the standard library's own regex parser (Python 3.11 on; sre_parse before)
    from re import _constants as sre_constants  # type: ignore[attr-defined]
    from re import _parser as sre_parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants  # type: ignore[no-redef]
    import sre_parse as sre_parser  # type: ignore[no-redef]

_ZERO_WIDTH = {sre_constants.AT, sre_constants.ASSERT, sre_constants.ASSERT_NOT}
_REPEATS = {
    sre_constants.MAX_REPEAT,
    sre_constants.MIN_REPEAT,
    getattr(sre_constants, "POSSESSIVE_REPEAT", sre_constants.MAX_REPEAT),
}
_ATOMIC = getattr(sre_constants, "ATOMIC_GROUP", None)


_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")


class _Unknown(Exception):
    """The first characters cannot be told (the pattern is then compiled unguarded)."""


def _items_first(items: list, folded: bool, out: dict[bool, list[str]]) -> bool:
    """Add the first characters of a sequence of parsed items to ``out`` (keyed by whether the
    case is folded there); return whether the sequence can match empty."""
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue  # matches no character: the guard looks past it (a superset, still exact)
        if op is sre_constants.LITERAL:
            out[folded].append(re.escape(chr(av)))
            return False
        if op is sre_constants.IN:
            for item_op, item_av in av:
                if item_op is sre_constants.LITERAL:
                    out[folded].append(re.escape(chr(item_av)))
                elif item_op is sre_constants.RANGE:
                    out[folded].append(f"{re.escape(chr(item_av[0]))}-{re.escape(chr(item_av[1]))}")
                else:
                    raise _Unknown  # a negated class or a category
            return False
        if op is sre_constants.SUBPATTERN:
            _, add, remove, sub = av
            inner = (folded or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE
            if not _items_first(list(sub), inner, out):
                return False
            continue
        if _ATOMIC is not None and op is _ATOMIC:
            if not _items_first(list(av), folded, out):
                return False
            continue
        if op is sre_constants.BRANCH:
            empty = False
            for alternative in av[1]:
                empty = _items_first(list(alternative), folded, out) or empty
            if not empty:
                return False
            continue
        if op in _REPEATS:
            low, _, sub = av
            if not _items_first(list(sub), folded, out) and low > 0:
                return False
            continue
        raise _Unknown  # any character, a category, a back reference, a conditional group
    return True


def first_class(pattern: str, flags: int = 0) -> str | None:
    """A lookahead matching every character a match of ``pattern`` can start with, or None
    when that cannot be told."""
    if flags & re.VERBOSE:
        return None
    try:
        parsed = sre_parser.parse(pattern, flags)
        out: dict[bool, list[str]] = {False: [], True: []}
        folded = bool(parsed.state.flags & re.IGNORECASE)
        if _items_first(list(parsed), folded, out):
            return None  # the pattern can match empty: any position may match
    except (_Unknown, re.error, TypeError, ValueError):
        return None
    parts = [
        f"(?{'i' if key else '-i'}:[{''.join(dict.fromkeys(chars))}])"
        for key, chars in out.items()
        if chars
    ]
    return f"(?={'|'.join(parts)})"


def compile_guarded(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, with the first-character guard of :func:`first_class`
    in front where it can be told (module docs). Same matches; linear as the pattern is."""
    guard = first_class(pattern, flags)
    if guard is None or _GLOBAL_FLAGS.match(pattern):
        return re.compile(pattern, flags)  # a leading global flag must stay first
    return re.compile(f"{guard}(?:{pattern})", flags)

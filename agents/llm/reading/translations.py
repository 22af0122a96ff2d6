"""Where a reply translates its own answer, and whether the translation names the same turn
(issue 35, thirty-seventh round).

v38 gave the answer and then "the same" answer in another language whose words name another
value ("MOVE: (1, 1)" then "（中文：向下移动一格）"; "ROTATE: (0, 1) clockwise" then "(en
français : (0, 1) sens antihoraire)"). That is round 36's restatement that disagrees
(:mod:`.restatements`), in another language: the answer named twice, two values, no pick. What
was missing is where the translation is and how its words are read:

* a **translation line** opens (after an optional bracket) with a language's name, in English
  or in itself, or a word for "translation", then a colon within a few words ("En español:",
  "Auf Deutsch:", "中文：", "译文：", "Translation:"). Only such lines are read: a direction word
  in the reasoning around the answer is no claim about it;
* its words are read with the ten languages' table (:mod:`.vocabulary`): a solve move's
  direction by the solve phase (it needs P's cell; :func:`.restatements.restatements_after`
  hands it these lines), a puzzle turn's sense here (:func:`turn_translated_otherwise`).

One job: finding and reading translation lines. Bounded patterns, linear in the text; nothing
here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.rotation_words import rotation_pattern

_LANGUAGES = (
    "chinese|中文|汉语|漢語|spanish|español|espanol|castellano|french|français|francais|"
    "german|deutsch|japanese|日本語|日本语|portuguese|português|portugues|italian|italiano|"
    "russian|по-русски|русский|korean|한국어|english|inglés|ingles|anglais|englisch|"
    "translation|translated|traducción|traduccion|traduction|übersetzung|ubersetzung|"
    "traduzione|tradução|traducao|译文|翻译|翻譯|翻訳|перевод|번역"
)
TRANSLATION_HEAD = re.compile(
    rf"[ \t]{{0,3}}[(\[\uff08]?[ \t]{{0,3}}(?:[^\W\d_]{{1,4}}[ \t]{{1,3}})?(?i:{_LANGUAGES})"
    r"[^:\uff1a\n]{0,16}[:\uff1a]"
)
"""A translation line's opening: a bracket, a short preposition ("en", "auf", "in"), the
language's name or a word for "translation", a colon (full-width or not) within a few words."""

_LINE = re.compile(r"[^\n]+")
_CELL = re.compile(r"\([ \t]{0,3}(-?\d{1,3})[ \t]{0,3},[ \t]{0,3}(-?\d{1,3})[ \t]{0,3}\)")


def translation_lines(after: str) -> list[str]:
    """The lines of ``after`` that open as a translation (:data:`TRANSLATION_HEAD`)."""
    return [m.group() for m in _LINE.finditer(after) if TRANSLATION_HEAD.match(m.group())]


def _turns(text: str) -> set[str]:
    pattern, _ = rotation_pattern(text)
    return {"ccw" if m.group(1) else "cw" for m in pattern.finditer(text)}


def _cells(text: str) -> set[tuple[int, int]]:
    return {(int(m.group(1)), int(m.group(2))) for m in _CELL.finditer(text)}


def turn_translated_otherwise(line: str, after: str) -> bool:
    """A puzzle answer ``line`` ("(0, 1) clockwise") and a translation line in ``after`` that
    names another turn or another square: two answers, no pick. A translation naming no turn
    and no square says nothing about the answer."""
    turns, cells = _turns(line), _cells(line)
    for translated in translation_lines(after):
        other_turns, other_cells = _turns(translated), _cells(translated)
        if turns and other_turns and other_turns != turns:
            return True
        if cells and other_cells and other_cells != cells:
            return True
    return False


def cell_translated_otherwise(line: str, after: str) -> bool:
    """A one-cell answer ``line`` and a translation line in ``after`` naming another cell."""
    cells = _cells(line)
    return bool(cells) and any(
        (other := _cells(t)) and other != cells for t in translation_lines(after)
    )

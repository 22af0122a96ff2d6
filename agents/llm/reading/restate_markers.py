"""The words that open a restatement of what was just said ("i.e.", "也就是说", "c'est-à-dire"),
one tuple per language (issue 35, forty-third round).

A restatement of an answer, on its line after the value or on the next line, is compared with
the answer by kind: a rotation's turn and square (:mod:`agents.llm.rotation_restatements`), a
shape's name (:mod:`.restatements`). Both read the same table, so a language added here is read
for every kind; a summary's heading (:data:`SUMMARY_HEADS`) opens a restatement as a marker does
(:func:`opens_restatement`, forty-fourth round). One job: the table and the pattern that finds a marker where a restatement
would start. The pattern is one literal alternation anchored by ``match``: linear; nothing here
raises.
"""

from __future__ import annotations

import re

RESTATE_MARKERS: dict[str, tuple[str, ...]] = {
    "english": ("i.e.", "that is", "that's", "in other words", "meaning", "namely"),
    "chinese": ("也就是说", "也就是", "即", "换句话说", "换言之"),
    "french": ("c'est-à-dire", "c.-à-d.", "donc", "soit"),
    "spanish": ("es decir", "o sea"),
    "portuguese": ("ou seja", "isto é"),
    "italian": ("cioè", "ossia"),
    "german": ("d.h.", "das heißt"),
    "russian": ("то есть", "т.е."),
}  # fmt: skip
"""The words that open a restatement of what was just said, per language."""

LETTERS = r"a-zA-Z\u00c0-\u024f\u0400-\u04ff"
"""Alphabetic letters (Latin, Cyrillic): a word's edge; a Chinese word may touch the next."""

_MARKER_WORDS = "|".join(
    re.escape(w).replace(r"\ ", r"[ \t]{1,3}")
    for w in sorted({w for ws in RESTATE_MARKERS.values() for w in ws}, key=len, reverse=True)
)
RESTATE_MARKER = re.compile(
    rf"[ \t,;:(\uff0c\uff1a\uff08\u2014\u2013-]{{0,4}}(?:{_MARKER_WORDS})(?![{LETTERS}])",
    re.IGNORECASE,
)
"""A marker, after a little punctuation; ``match`` it where a restatement would start."""

SUMMARY_HEADS: dict[str, tuple[str, ...]] = {
    "english": ("summary", "in summary", "to summarize", "to summarise", "in short", "tl;dr",
                "recap", "to recap", "to sum up", "in brief", "in a nutshell"),
    "chinese": ("总结", "总之", "小结", "概括", "概括一下", "概括来说", "简而言之", "简言之",
                "总而言之"),
    "french": ("résumé", "en résumé", "en bref", "en somme", "pour résumer", "récap"),
    "spanish": ("resumen", "en resumen", "resumiendo", "en pocas palabras", "recapitulando"),
    "portuguese": ("resumo", "em resumo", "em suma", "resumindo"),
    "italian": ("riassunto", "in sintesi", "in breve", "riepilogo", "ricapitolando"),
    "german": ("zusammenfassung", "kurz gesagt", "kurzum", "zusammengefasst"),
    "russian": ("итог", "итого", "вкратце"),
}  # fmt: skip
"""The headings of a summary, per language: a summary after the answer restates it ("Recap:",
"To sum up:", "简而言之：" since the fiftieth round)."""

COLON_HEADS: dict[str, tuple[str, ...]] = {
    "english": ("so", "thus", "hence", "again", "once again", "once more", "repeat",
                "to repeat", "repeating"),
    "chinese": ("所以", "因此", "再说一遍", "再说一次", "重复", "重复一遍", "再次"),
    "french": ("donc", "bref", "encore une fois", "je répète"),
    "spanish": ("así que", "entonces", "de nuevo", "repito", "otra vez"),
}  # fmt: skip
"""Words that head a summary only with a colon after them ("So: across the top and down the
right side.", forty-ninth round): "So, ..." or "所以，..." goes on reasoning, "So:" sums up.
A repetition head ("Again:", "Once more:", "再说一遍：", fifty-second round) restates the answer
the same way: "Again, ..." goes on reasoning, "Again:" says the answer once more."""

SUMMARY_HEAD = re.compile(
    r"[ \t>*_#-]{0,6}(?:(?:"
    + "|".join(
        re.escape(w).replace(r"\ ", r"[ \t]{1,3}")
        for w in sorted({w for ws in SUMMARY_HEADS.values() for w in ws}, key=len, reverse=True)
    )
    + r")[ \t*_]{0,3}[:\uff1a\-\u2013\u2014,\uff0c]|(?:"
    + "|".join(
        re.escape(w).replace(r"\ ", r"[ \t]{1,3}")
        for w in sorted({w for ws in COLON_HEADS.values() for w in ws}, key=len, reverse=True)
    )
    + r")[ \t*_]{0,3}[:\uff1a])[ \t*_]{0,3}",
    re.IGNORECASE,
)
"""A summary's heading opening a line (markdown emphasis allowed), a colon, dash or comma after
it ("In short, the player walks ...", forty-fifth round); ``match`` it at the line."""


def opens_restatement(line: str) -> re.Match[str] | None:
    """A restatement marker or a summary heading opening ``line`` (forty-fourth round: "总结：
    这些空格其实组成的是一个 C 形。" after "SHAPE: square" says the answer again as surely as
    "也就是说" does): every kind's comparison (a cell, a turn, a square, a shape) reads both."""
    return RESTATE_MARKER.match(line) or SUMMARY_HEAD.match(line)


CAPTION_OPENERS: dict[str, tuple[str, ...]] = {
    "english": ("a", "an", "this is a", "this is an", "it's a", "it is a", "here is a",
                "here's a"),
    "chinese": ("一个", "这是", "这是一个", "是一个"),
    "french": ("un", "une", "c'est un", "c'est une", "voici un", "voici une"),
    "spanish": ("un", "una", "es un", "es una", "este es un", "esta es una"),
    "german": ("ein", "eine", "das ist ein", "das ist eine", "hier ist ein"),
}  # fmt: skip
"""What opens a caption of the thing just given ("A 3x3 ring in the top-left ...", "一个位于左上
角的 3x3 方形环。"), per language (forty-seventh round): the line right after an answer that
opens so describes that answer, as a summary does."""

_CAPTION = re.compile(
    r"[ \t>*_#-]{0,6}(?:"
    + "|".join(
        re.escape(w).replace(r"\ ", r"[ \t]{1,3}")
        for w in sorted({w for ws in CAPTION_OPENERS.values() for w in ws}, key=len, reverse=True)
    )
    + rf")(?![{LETTERS}])",
    re.IGNORECASE,
)


def opens_caption(line: str) -> bool:
    """``line`` opens as a caption of what was just given (:data:`CAPTION_OPENERS`)."""
    return _CAPTION.match(line) is not None


OTHER_MAZE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("original", "input", "given", "prompt", "question", "template", "would",
                "could", "might", "instead", "if"),
    "chinese": ("原来", "原始", "原迷宫", "原图", "题目", "给定", "如果", "会", "可以", "改成"),
    "french": ("original", "originale", "initial", "initiale", "donné", "donnée", "serait",
               "pourrait", "si"),
    "spanish": ("original", "inicial", "dado", "dada", "sería", "podría", "si"),
    "german": ("original", "ursprünglich", "ursprüngliche", "vorgegeben", "gegebene", "wäre",
               "würde", "könnte", "wenn"),
}  # fmt: skip
"""Words making a line after a maze about another maze than the one just given, the prompt's
("The original ring was 5x5") or one only supposed ("The 4x4 ring would not fit here."), not a
caption of it (forty-eighth round), per language."""

_OTHER_MAZE = re.compile(
    "|".join(
        rf"(?<![{LETTERS}]){re.escape(w)}(?![{LETTERS}])" if w.isascii() else re.escape(w)
        for ws in OTHER_MAZE_WORDS.values()
        for w in ws
    ),
    re.IGNORECASE,
)


def about_other_maze(line: str) -> bool:
    """``line`` speaks of the prompt's maze or one supposed (:data:`OTHER_MAZE_WORDS`), or asks
    ("Would you like a 3x3 ring instead?"), not describing the one given."""
    return _OTHER_MAZE.search(line) is not None or line.rstrip(" \t*_").endswith(("?", "\uff1f"))

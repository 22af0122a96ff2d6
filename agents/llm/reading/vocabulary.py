"""The words the replies are read in: direction and rotation words in ten languages, per meaning
(:data:`VOCABULARY`), and how a word of the table is spelled as a pattern (:func:`word_key`).

One job: the table and its spelling. The readers that use it are :mod:`.directions` (a solve
answer as a direction word, a closing pick) and :mod:`.rotation_words` (the puzzle reader's
rotation words); :mod:`.directions` re-exports the public names here, so no caller changes.
:func:`alternation`, :func:`table_words` and :data:`CJK` are public for those two readers only
(they import them under their old private names, ``_alternation``, ``_words``, ``_CJK``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

__all__ = [
    "CJK",
    "CLOCKWISE",
    "CLOSING",
    "CLOSING_AFTER",
    "COUNTERCLOCKWISE",
    "DOWN",
    "LEFT",
    "RIGHT",
    "STEP",
    "UP",
    "VOCABULARY",
    "alternation",
    "table_words",
    "word_key",
]

UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
CLOCKWISE, COUNTERCLOCKWISE = "clockwise", "counterclockwise"
CLOSING = "closing"
"""The meaning of a first-person lead that picks a move in a closing sentence ("I'll go")."""
CLOSING_AFTER = "closing_after"
"""The same verb where it ends the sentence, after the direction (Japanese, Korean: "下に移動しま
す", "아래로 이동합니다"; issue 35, sixteenth round)."""
STEP = "step"
"""The words of a step count of one in the language ("una casilla", "на одну клетку", "한 칸")."""

VOCABULARY: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {
        UP: ("up", "north", "upward", "upwards"),
        DOWN: ("down", "south", "downward", "downwards"),
        LEFT: ("left", "west", "leftward"),
        RIGHT: ("right", "east", "rightward"),
        CLOCKWISE: ("clockwise", "cw"),
        COUNTERCLOCKWISE: ("counterclockwise", "counter-clockwise", "counter clockwise",
                           "anticlockwise", "anti-clockwise", "anti clockwise", "ccw"),
        STEP: ("one step", "one cell", "one square", "a step", "a single step"),
    },
    "chinese": {
        UP: ("上", "北"), DOWN: ("下", "南"), LEFT: ("左", "西"), RIGHT: ("右", "东"),
        CLOCKWISE: ("顺时针",), COUNTERCLOCKWISE: ("逆时针",), STEP: ("一步", "一格"),
    },
    "spanish": {
        UP: ("arriba",), DOWN: ("abajo",), LEFT: ("izquierda",), RIGHT: ("derecha",),
        CLOCKWISE: ("sentido horario", "sentido de las agujas del reloj"),
        COUNTERCLOCKWISE: ("sentido antihorario", "antihorario",
                           "sentido contrario a las agujas del reloj"),
        CLOSING: ("voy", "iré", "ire"), STEP: ("una casilla", "un paso", "una celda"),
    },
    "french": {
        UP: ("haut",), DOWN: ("bas",), LEFT: ("gauche",), RIGHT: ("droite",),
        CLOCKWISE: ("sens des aiguilles d'une montre", "sens horaire"),
        COUNTERCLOCKWISE: ("sens inverse des aiguilles d'une montre",
                           "sens contraire des aiguilles d'une montre", "sens antihoraire",
                           "antihoraire"),
        CLOSING: ("je vais", "j'irai"), STEP: ("une case", "d'une case", "un pas"),
    },
    "german": {
        UP: ("oben", "hoch"), DOWN: ("unten", "runter"), LEFT: ("links",),
        RIGHT: ("rechts",),
        CLOCKWISE: ("uhrzeigersinn",),
        COUNTERCLOCKWISE: ("gegen den uhrzeigersinn", "gegenuhrzeigersinn"),
        # "also gehe ich nach rechts": after a "so" word German puts the verb first (issue
        # 35, twentieth round).
        CLOSING: ("ich gehe", "ich ziehe", "gehe ich", "ziehe ich"),
        STEP: ("einen schritt", "ein feld"),
    },
    "japanese": {
        # The kanji Chinese writes too; kana spellings are left out: "した" also ends every
        # past-tense verb ("移動しました").
        UP: ("上",), DOWN: ("下",), LEFT: ("左",), RIGHT: ("右",),
        CLOCKWISE: ("時計回り", "時計まわり"), COUNTERCLOCKWISE: ("反時計回り", "反時計まわり"),
        CLOSING_AFTER: ("移動します", "進みます", "行きます", "動きます", "移動する", "進む"),
        STEP: ("一マス", "1マス", "一歩"),
    },
    "portuguese": {
        UP: ("cima",), DOWN: ("baixo",), LEFT: ("esquerda",), RIGHT: ("direita",),
        CLOCKWISE: ("sentido horário", "sentido horario"),
        COUNTERCLOCKWISE: ("sentido anti-horário", "anti-horário", "anti-horario",
                           "antihorário", "sentido anti-horario"),
        CLOSING: ("vou", "eu vou"), STEP: ("uma casa", "um passo", "uma célula"),
    },
    "italian": {
        # "basso" and "alto" are down and up after a preposition and article ("verso il basso",
        # "verso l'alto"; v28's clear miss): alone they are also "low" and "tall".
        UP: ("su", "in alto", "verso l'alto", "all'insù", "in su"),
        DOWN: ("giù", "giu", "in basso", "verso il basso", "in giù", "all'ingiù"),
        LEFT: ("sinistra",),
        RIGHT: ("destra",),
        CLOCKWISE: ("senso orario",),
        COUNTERCLOCKWISE: ("senso antiorario", "antiorario"),
        CLOSING: ("vado", "andrò", "andro", "mi sposto", "mi muovo"),
        STEP: ("una casella", "di una casella", "un passo", "di un passo"),
    },
    "russian": {
        UP: ("вверх", "наверх"), DOWN: ("вниз",), LEFT: ("влево", "налево"),
        RIGHT: ("вправо", "направо"),
        CLOCKWISE: ("по часовой стрелке", "по часовой"),
        COUNTERCLOCKWISE: ("против часовой стрелки", "против часовой"),
        CLOSING: ("я иду", "я пойду", "иду", "пойду"),
        STEP: ("на одну клетку", "одну клетку", "на один шаг", "один шаг"),
    },
    "korean": {
        UP: ("위로", "위쪽", "위"), DOWN: ("아래로", "아래쪽", "아래"),
        LEFT: ("왼쪽으로", "왼쪽"), RIGHT: ("오른쪽으로", "오른쪽"),
        CLOCKWISE: ("시계 방향", "시계방향"),
        COUNTERCLOCKWISE: ("반시계 방향", "반시계방향", "시계 반대 방향"),
        CLOSING_AFTER: ("이동합니다", "이동하겠습니다", "갑니다", "가겠습니다", "이동한다"),
        STEP: ("한 칸", "한칸"),
    },
}  # fmt: skip
"""Direction and rotation words, per language and per meaning (issue 35, fifteenth round's
ruling: the ten languages read; words in any other language stay unreadable). A turn's phrase is
written without the preposition before it ("sens des aiguilles d'une montre" is read inside
"dans le sens des ..."). Shape names are not here: they are read in English and Chinese only
(``envs.maze_nav.builtin_shapes``)."""


CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# Korean particles written onto the word before them ("반시계 방향으로", "시계방향을"): a turn word
# followed by one or two still stands alone (issue 35, nineteenth round). Direction words list
# the forms that count ("위로", "아래쪽"): "오른쪽에" is where something is, not a move.
_PARTICLES = r"(?:으로|로|을|를|은|는|이|가|의|에|에서|도|만){1,2}"


def _spelled(word: str) -> str:
    """``word`` as a pattern: a space inside it one or more spaces or tabs, an apostrophe
    either one; a Chinese or Japanese word with optional spaces between its characters (those
    scripts put none, so one written in is no other word: "時計 回り", "逆 时针")."""
    if CJK.match(word):
        return r"[ \t]*".join(re.escape(ch) for ch in word if ch not in " \t")
    return re.escape(word).replace(r"\ ", r"[ \t]+").replace("'", "['\u2019]")


def word_key(text: str) -> str:
    """A matched word as its table's spelling: lowered, spaces folded to one, and none left
    between Chinese or Japanese characters ("右 上" is "右上")."""
    key = re.sub(r"[ \t]+", " ", text.lower())
    return re.sub(r"(?<=[\u3040-\u30ff\u4e00-\u9fff]) (?=[\u3040-\u30ff\u4e00-\u9fff])", "", key)


def table_alternation(tables: Mapping[str, Mapping[str, Iterable[str]]], key: str) -> str:
    """The ``key`` words of every language's table in ``tables`` as one bare alternation, longest
    first, a space inside a phrase one to three spaces or tabs (the caller adds the bounds)."""
    words = {w for table in tables.values() for w in table[key]}
    spelled = (re.escape(w).replace(r"\ ", r"[ \t]{1,3}") for w in words)
    return "|".join(sorted(spelled, key=len, reverse=True))


def alternation(words: Iterable[str], particles: bool = False) -> str:
    """``words`` as one alternation, longest first: a word in an alphabet (Latin, Cyrillic,
    Hangul) must stand alone ("вниз" is not read inside "внизу", "위" not inside "위치"); a
    Chinese or Japanese word need not (those scripts put no space between words: "向下").
    With ``particles``, a Korean word may end in a particle (:data:`_PARTICLES`)."""
    ordered = sorted(set(words), key=len, reverse=True)
    hangul = [w for w in ordered if _HANGUL.match(w)] if particles else []
    alphabetic = "|".join(_spelled(w) for w in ordered if not CJK.match(w) and w not in hangul)
    cjk = "|".join(_spelled(w) for w in ordered if CJK.match(w))
    korean = "|".join(_spelled(w) for w in hangul)
    parts = [
        rf"(?<![^\W\d_])(?:{alphabetic})(?![^\W\d_])" if alphabetic else "",
        rf"(?<![^\W\d_])(?:{korean})(?={_PARTICLES}(?![^\W\d_])|(?![^\W\d_]))" if korean else "",
        cjk,
    ]
    return "|".join(p for p in parts if p)


def table_words(meanings: Iterable[str], languages: Iterable[str] = ()) -> list[str]:
    """Every word of ``meanings`` in ``languages`` (all ten when empty)."""
    chosen = tuple(languages) or tuple(VOCABULARY)
    return [w for lang in chosen for m in meanings for w in VOCABULARY[lang].get(m, ())]


def literal_trie(words: list[str]) -> str:
    """``words`` as one pattern factored by their first characters ("s(?:ure|ino|...)"): the
    engine tries a few first characters at each position instead of every word (half the
    time of the plain alternation on a typical reply); it matches where one of them starts."""
    if "" in words:
        rest = [w for w in words if w]
        return f"(?:{literal_trie(rest)})?" if rest else ""
    groups: dict[str, list[str]] = {}
    for w in sorted(set(words)):
        groups.setdefault(w[0], []).append(w[1:])
    alts = [re.escape(c) + literal_trie(rest) for c, rest in groups.items()]
    return alts[0] if len(alts) == 1 else f"(?:{'|'.join(alts)})"

"""A move said in prose with a move verb and one direction, in any of the ten languages read.

v42-v44 found solve replies whose only answer is a sentence like "I'd go right, along the top
row.", "Best next step: down." or "El jugador debe moverse hacia abajo." read as no answer.
The fortieth round's :func:`.directions.closing_direction` reads such a sentence when it opens
with one of a listed set of English and Chinese leads ("The best move is", "应该"); this module
reads it by mechanism instead (issue 35, forty-first round): a table of move and commitment
verbs per language (:data:`MOVE_VERBS`), and one rule for every language.

The rule, for a reply holding no cell (no digit) and no answer line: the *committing sentence*
is the reply's last sentence, when it names a direction word (:data:`.directions.DIRECTION_WORDS`, the ten
languages). It commits when its clause holding a move verb names exactly one direction; the
move is then the neighbouring cell. It stays unread (``TWO_ANSWERS`` or None, never a guess)
when the sentence is a question, holds a condition ("if", "wenn", "如果", ...), a negation in
the verb's clause ("Don't go right", "不要向右"), a step count above one ("向右走两步"), a
second direction joined by "or" or called equal ("也可以") in any language, or when a doubt
follows the direction, in its sentence or after it ("..., aber ich bin mir nicht sicher."). A direction in a clause said about the move ("toward the left
column", "along the top row") is a description, not a second move; a position word naming a
place ("上面的通道", "the left wall", "du haut") is no direction, and when the last verb's
clause then names none, the verbs before it are read (forty-fourth round). Beside an answer
label only, a verb carrying its direction ("Je monte", "Bajo"; :data:`DIRECTED_VERBS`) is read
as a verb and a direction at once.

Linear: one pass of a few literal alternations over the reply's last :data:`REACH` characters;
never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.directions import DIRECTION_WORDS, TWO_ANSWERS, word_key
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import CJK
from envs.maze_nav.logic import Action

VERB, CONDITION, NEGATION, DOUBT, OR = "verb", "condition", "negation", "doubt", "or"
EQUAL, COUNT = "equal", "count"

MOVE_VERBS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {
        # No gerunds: "The corridor going down seems best." describes the maze.
        VERB: ("go", "move", "step", "head", "walk", "proceed", "take"),
        CONDITION: ("if", "unless", "whether", "provided"),
        NEGATION: ("not", "never", "don't", "dont", "won't", "can't", "cannot", "shouldn't",
                   "no"),
        DOUBT: ("maybe", "perhaps", "not sure", "unsure", "not certain", "i think not",
                "could", "might", "possibly", "i guess"),
        OR: ("or",),
        EQUAL: ("either", "both", "as well", "too", "also"),
        COUNT: ("two", "three", "four", "five", "several", "twice"),
    },
    "chinese": {
        VERB: ("走", "移动", "前进", "去", "迈"),
        CONDITION: ("如果", "假如", "要是", "若是", "假设"),
        NEGATION: ("不要", "不能", "别", "不走", "不是", "不向", "不往"),
        DOUBT: ("不确定", "也许", "或许", "可能", "好像", "不一定"),
        OR: ("或者", "或", "还是"),
        EQUAL: ("也可以", "都可以", "也行", "都行", "一样", "也能"),
        COUNT: ("两步", "二步", "三步", "四步", "几步", "两格", "三格", "几格"),
    },
    "spanish": {
        VERB: ("ir", "ve", "vaya", "voy", "vamos", "muev-", "muév-", "mov-", "avanz-", "desplaz-",
               "camin-"),
        CONDITION: ("si",),
        NEGATION: ("no", "nunca"),
        DOUBT: ("quizás", "quizas", "tal vez", "no estoy seguro", "no estoy segura"),
        OR: ("o", "u"),
        EQUAL: ("también", "ambos", "cualquiera"),
        COUNT: ("dos", "tres", "cuatro"),
    },
    "french": {
        VERB: ("aller", "vais", "allez", "allons", "déplac-", "déplaç-", "avanc-", "avanç-",
               "boug-"),
        CONDITION: ("si", "s'il"),
        NEGATION: ("ne", "pas", "jamais"),
        DOUBT: ("peut-être", "peut être", "pas sûr", "pas certain"),
        OR: ("ou",),
        EQUAL: ("aussi", "les deux", "l'un ou l'autre"),
        COUNT: ("deux", "trois", "quatre"),
    },
    "german": {
        VERB: ("geh-", "beweg-", "zieh-", "lauf-"),
        CONDITION: ("wenn", "falls", "ob"),
        NEGATION: ("nicht", "nie", "kein", "keine"),
        DOUBT: ("vielleicht", "nicht sicher", "unsicher", "eventuell"),
        OR: ("oder",),
        EQUAL: ("auch", "beide", "egal"),
        COUNT: ("zwei", "drei", "vier"),
    },
    "japanese": {
        VERB: ("行く", "行き", "進む", "進み", "移動", "動く", "動き"),
        CONDITION: ("もし", "なら", "れば"),
        NEGATION: ("ない", "ません"),
        DOUBT: ("たぶん", "多分", "かもしれ", "わからない", "分からない"),
        OR: ("または", "か、"),
        EQUAL: ("どちらでも", "でもいい", "も可能"),
        COUNT: ("二マス", "2マス", "三マス", "二歩", "三歩"),
    },
    "portuguese": {
        VERB: ("ir", "vá", "vou", "vamos", "mov-", "ando", "andar", "anda", "avanç-", "avanc-"),
        CONDITION: ("se",),
        NEGATION: ("não", "nao", "nunca"),
        DOUBT: ("talvez", "não tenho certeza", "nao tenho certeza"),
        OR: ("ou",),
        EQUAL: ("também", "ambos", "qualquer"),
        COUNT: ("dois", "duas", "três", "tres"),
    },
    "italian": {
        VERB: ("andare", "andiamo", "vai", "vado", "muov-", "spost-", "avanz-"),
        CONDITION: ("se",),
        NEGATION: ("non", "mai"),
        DOUBT: ("forse", "non sono sicuro", "non sono sicura"),
        OR: ("o", "oppure"),
        EQUAL: ("anche", "entrambi", "qualsiasi"),
        COUNT: ("due", "tre", "quattro"),
    },
    "russian": {
        VERB: ("идти", "иди", "иду", "идём", "идем", "пойти", "пойду", "двигаться", "двигайся",
               "двигаюсь", "двигаемся", "переместиться", "перемещаюсь", "шагнуть", "шагну",
               "ходить", "хожу"),
        CONDITION: ("если",),
        NEGATION: ("не", "нельзя"),
        DOUBT: ("может быть", "возможно", "не уверен", "не уверена"),
        OR: ("или",),
        EQUAL: ("тоже", "также", "оба", "любой"),
        COUNT: ("две", "два", "три", "четыре"),
    },
    "korean": {
        VERB: ("가다", "가야", "가세요", "갑니다", "이동", "움직", "나아가"),
        CONDITION: ("만약", "만일", "라면", "다면"),
        NEGATION: ("않", "안 ", "못 ", "말고"),
        DOUBT: ("아마", "확실하지", "모르겠"),
        OR: ("또는", "아니면"),
        EQUAL: ("둘 다", "어느 쪽", "도 됩니다", "도 괜찮"),
        COUNT: ("두 칸", "세 칸", "두칸", "세칸"),
    },
}  # fmt: skip
"""Move verbs and the words that keep a sentence from committing, per language and meaning.
A verb ending in "-" is a stem: it takes its language's :data:`INFLECTIONS`."""

DIRECTED_VERBS: dict[str, dict[Action, tuple[str, ...]]] = {
    "french": {Action.UP: ("monte", "montes", "montons", "montez", "monter"),
               Action.DOWN: ("descends", "descend", "descendons", "descendez", "descendre")},
    "spanish": {Action.UP: ("subo", "sube", "subimos", "subir", "subamos"),
                Action.DOWN: ("bajo", "baja", "bajamos", "bajar", "bajemos")},
    "portuguese": {Action.UP: ("subo", "sobe", "subimos", "subir"),
                   Action.DOWN: ("desço", "desce", "descemos", "descer")},
    "italian": {Action.UP: ("salgo", "sali", "saliamo", "salire"),
                Action.DOWN: ("scendo", "scendi", "scendiamo", "scendere")},
}  # fmt: skip
"""Verbs that carry their direction ("Je monte", "Bajo", "Scendo"; forty-fourth round): each is
a move verb and the direction at once, read wherever a verb and a direction are."""

INFLECTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # (endings, pronouns written onto the verb): "muev-" + "o" = muevo; "mov-" + "er" + "se".
    "spanish": (("o", "es", "e", "emos", "en", "er", "as", "a", "amos", "an", "ar", "ete",
                 "ate", "iendo", "ando"), ("se", "me", "nos", "te")),
    "french": (("e", "es", "ons", "ez", "ent", "er", "ais", "ait"), ()),
    "german": (("", "e", "en", "st", "t", "et"), ()),
    "portuguese": (("o", "a", "as", "e", "es", "emos", "amos", "em", "am", "er", "ar"),
                   ("-se", "-me")),
    "italian": (("o", "i", "e", "a", "iamo", "ete", "ate", "ere", "are", "er", "ar", "ono", "ano"),
                ("si", "mi", "ti", "ci")),
}  # fmt: skip
"""Per language, the endings a verb stem takes in the present, infinitive and imperative
(first person first), and the pronouns written onto them. An ending not listed (English
"moved" against Spanish "mov-") is no match, so a stem never reads another language's word."""

REACH = 400
"""How much of the reply's end is read for the committing sentence."""


def _inflected(word: str, language: str) -> str:
    """``word`` as listed, or for a stem ("muev-") a pattern of the stem and its language's
    endings and attached pronouns (:data:`INFLECTIONS`)."""
    if not word.endswith("-"):
        return word
    endings, pronouns = INFLECTIONS[language]
    ending = "|".join(re.escape(e) for e in sorted(endings, key=len, reverse=True))
    attached = "|".join(re.escape(p) for p in pronouns)
    return f"(?:{re.escape(word[:-1])}(?:{ending})" + (f"(?:{attached})?)" if attached else ")")


def _words_pattern(meaning: str) -> re.Pattern[str]:
    """The meaning's words in every language, longest first: a word in an alphabet stands
    alone; a CJK or Hangul word need not (those scripts write verbs onto their endings). A
    word ending in "-" is a stem that takes any ending ("muev-": muevo, mueve, moverse), so a
    language's conjugations are one entry, not one per form (forty-second round)."""
    words = sorted(
        {_inflected(w, lang) for lang, table in MOVE_VERBS.items() for w in table.get(meaning, ())},
        key=len,
        reverse=True,
    )
    bounded = [w for w in words if not CJK.search(w) and not re.search(r"[\uac00-\ud7a3]", w)]
    bounded = [
        w
        if w.startswith("(?:")
        else re.escape(w).replace(r"\ ", r"[ \t]+").replace("'", "['\u2019]")
        for w in bounded
    ]
    loose = [re.escape(w) for w in words if CJK.search(w) or re.search(r"[\uac00-\ud7a3]", w)]
    parts = [rf"(?<![^\W\d_])(?:{'|'.join(bounded)})(?![^\W\d_])"] if bounded else []
    if loose:
        parts.append("|".join(loose))
    return compile_guarded("|".join(parts), re.IGNORECASE)


_VERB, _CONDITION, _NEGATION, _DOUBT, _OR, _EQUAL, _COUNT = (
    _words_pattern(m) for m in (VERB, CONDITION, NEGATION, DOUBT, OR, EQUAL, COUNT)
)
_DIRECTION = compile_guarded(
    "|".join(
        re.escape(w) if CJK.search(w) else rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])"
        for w in sorted(DIRECTION_WORDS, key=len, reverse=True)
    ),
    re.IGNORECASE,
)
_DIRECTED_ACTION = {
    w: action for table in DIRECTED_VERBS.values() for action, ws in table.items() for w in ws
}
_DIRECTED = compile_guarded(
    r"(?<![^\W\d_])(?:"
    + "|".join(sorted(_DIRECTED_ACTION, key=len, reverse=True))
    + r")(?![^\W\d_])",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?\n\u3002\uff01\uff1f]+[.!?\u3002\uff01\uff1f]?")
_CLAUSE = re.compile(r"[^,;\u3001\uff0c\uff1b]+")
# A clause said about the move, not another move: "toward the left column", "along the top row".
_SAID_ABOUT = re.compile(
    r"(?<![a-z])(?:toward|towards|along|into|onto|through|past|via|because|since|where|which)"
    r"(?![a-z])",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"[0-9\uff10-\uff19]")
_PLACE_AFTER = re.compile(
    r"[面边邊侧側方头頭]?的|[ \t-]{1,3}(?:hand[ \t-]{1,3})?(?:wall|side|column|col|row|corridor|"
    r"edge|border|corner|passage|lane|hallway|path|route|part|half)s?(?![a-z])",
    re.IGNORECASE,
)
_PLACE_BEFORE = re.compile(r"(?<![^\W\d_])(?:du|de[ \t]la|del|de|d'en)[ \t]{1,3}$", re.IGNORECASE)


def _committing_sentence(tail: str, directed: bool = False) -> tuple[str, str] | None:
    """The last sentence of ``tail`` with any content, when it names a direction, and the
    text after it (closing marks only). A remark after the move ("Go down. The goal is far
    away.") leaves the reply unread, as the twenty-second round ruled."""
    found = None
    for m in _SENTENCE.finditer(tail):
        if m.group(0).strip(" \t*_>-.!?\u3002\uff01\uff1f"):
            found = m
    if found is None:
        return None
    if not (_DIRECTION.search(found.group(0)) or (directed and _DIRECTED.search(found.group(0)))):
        return None
    return found.group(0), tail[found.end() :]


def _without_own_cell(answer: str, own: tuple[int, int] | None) -> str:
    """``answer`` with every bracketed mention of the player's own cell ``own`` blanked: "Desde
    (1, 0) ... me muevo hacia abajo." says where the move starts, not another answer."""
    if own is None:
        return answer
    row, col = own
    pattern = rf"[(\[\uff08]\s*{row}\s*[,\uff0c]\s*{col}\s*[)\]\uff09]"
    return re.sub(pattern, " ", answer)


def committed_direction(
    answer: str, own: tuple[int, int] | None = None, directed: bool = False
) -> tuple[Action | None, str | None]:
    """The move the reply's committing sentence names (module docs), as
    :func:`.directions.direction_answer` returns it: ``(action, "one")``, ``(None, "two")``
    when the sentence names two moves, ``(None, None)`` when it commits to none. ``own``, the
    player's cell, may be named (forty-second round); any other cell or number keeps the
    direction from being the reply's only answer. With ``directed``, a verb carrying its
    direction (:data:`DIRECTED_VERBS`) is read too: only beside an answer label, where the
    reading can only find a clash, never a move the label lacks (the earlier sets leave "Je
    descends d'une case." alone unread). Never raises; linear in ``len(answer)``."""
    if _DIGIT.search(answer) and _DIGIT.search(_without_own_cell(answer, own)):
        return None, None  # a cell or a count: the direction is not the reply's only answer
    answer = _without_own_cell(answer[-2 * REACH :], own)
    tail = answer.rstrip()[-REACH:]
    found = _committing_sentence(tail, directed)
    if found is None:
        return None, None
    sentence, after = found
    if sentence.rstrip(" \t*_").endswith(("?", "\uff1f")) or _CONDITION.search(sentence):
        return None, None
    if _COUNT.search(sentence):
        return None, None  # more than one step: not one move
    carried = [
        (m.start(), _DIRECTED_ACTION[m.group(0).lower()])
        for m in (_DIRECTED.finditer(sentence) if directed else ())
    ]
    verbs = sorted([m.start() for m in _VERB.finditer(sentence)] + [at for at, _ in carried])
    if not verbs:
        return None, None
    if _DOUBT.search(sentence) or _DOUBT.search(after):
        return None, None  # a doubt or an offer ("could", "might") anywhere in the sentence
    # A position word naming a place ("沿着上面的通道", "the left wall", "le couloir du
    # haut") is no move (forty-fourth round); a verb carrying its direction is one.
    directions = sorted(
        [
            (d.start(), DIRECTION_WORDS[word_key(d.group(0))])
            for d in _DIRECTION.finditer(sentence)
            if not _names_place(sentence, d)
        ]
        + carried
    )
    # The clause holding the move verb: the direction there is the move. When the last verb's
    # clause names none ("向右走一步，沿着上面的通道前进"), the verbs before it are read.
    moves: set[Action] = set()
    for verb_at in reversed(verbs[-4:]):  # the sentence is at most REACH characters
        moves, negated = _clause_moves(sentence, verb_at, directions)
        if negated:
            return None, None
        if moves:
            break
    if len(moves) != 1:
        return (None, TWO_ANSWERS) if moves else (None, None)
    move = next(iter(moves))
    # Another direction elsewhere in the sentence, offered with "or" or as equal ("向右走也
    # 可以，向下也可以"): two moves, none picked.
    others = any(action != move for _, action in directions)
    if others and (_OR.search(sentence) or _EQUAL.search(sentence)):
        return None, TWO_ANSWERS
    return move, "one"


def _clause_moves(
    sentence: str, verb_at: int, directions: list[tuple[int, Action]]
) -> tuple[set[Action], bool]:
    """The directions named in the clause holding the verb at ``verb_at`` before any part said
    about the move, and whether that clause is negated."""
    clause = next((c for c in _CLAUSE.finditer(sentence) if c.start() <= verb_at < c.end()), None)
    if clause is None or _NEGATION.search(clause.group(0)):
        return set(), True
    said = _SAID_ABOUT.search(clause.group(0))
    stop = clause.start() + (said.start() if said else len(clause.group(0)))
    moves = {action for at, action in directions if clause.start() <= at < stop}
    return moves, False


def _names_place(sentence: str, direction: re.Match[str]) -> bool:
    """The direction word names a place, not a move: a Chinese position word before "的"
    ("上面的通道", "左边的墙"), a word before a place noun ("the left wall", "the upper
    corridor"), or one after "of" in French and Spanish ("du haut", "de la izquierda")."""
    after = _PLACE_AFTER.match(sentence, direction.end())
    before = _PLACE_BEFORE.search(sentence[max(0, direction.start() - 12) : direction.start()])
    return after is not None or before is not None

"""An answer governed by a condition stated BEFORE it (issue 35, forty-fourth round).

The stance stage (:mod:`.stances`) read a condition that comes after the answer, or one that
names its other case in its own sentence. v47, v49 and v50 each held a reply whose condition
comes first and governs the answer as its consequence: "If (2, 3) is open, the path is:
PATH: ...", "If (3, 3) turns out to be open, then: PATH: ...", "假如 ... 的话：ROTATE: ...".
The answer is offered, not given, until the reply settles the condition; a grader does not
decide it. One rule for every phase and label, one table row per language:

* the **governing clause** is the text of the answer line before its label, or, when the
  label opens its line, the last sentence of the previous non-empty line if that line hands
  over to the answer (it ends with ":", "," or a word such as "then", "alors", "那么");
* it **opens with a condition** word of a language of :data:`CONDITION_WORDS` ("If",
  "Assuming", "Si", "Wenn", "如果", "假如"), after at most a filler ("So,", "And", "Hmm,");
* the condition is **open**: not counterfactual ("were", "would", "était", "wäre"), not the
  writer's or the reader's own action opening it ("if we go down first", "如果向右走", "if
  you want"; a move verb further in is the condition's, "如果 (1, 1) 可以走的话"),
  not a premise the prompt gives ("assuming 0-indexed coordinates", "as stated"), and no cut
  word ("but", "so", "mais", "但", "所以") after it in the clause settles it ("If (2, 2) were
  open ..., but it's a wall, so:").

:func:`governing_condition` says whether such a clause governs the answer at a label; whether
something later settles it (a sentence stating a result, not an "Otherwise" branch, which
:func:`is_branch` tells) is read by :func:`.stances.conditional_plan`, which calls this. Only
the two lines before the label are read, with literal alternations: linear, never raises.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import value_end
from agents.llm.reading.stance_words import CONDITION, OWN_MOVE, STANCE_WORDS
from agents.llm.reading.vocabulary import alternation, literal_trie

OPEN, OTHERWISE, COUNTERFACTUAL, OWN, CUT, HANDOVER, GIVEN, CHECKED = (
    "open", "otherwise", "counterfactual", "own", "cut", "handover", "given", "checked",
)  # fmt: skip

CONDITION_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {
        OPEN: ("if", "assuming", "assuming that", "provided", "provided that", "providing",
               "supposing", "suppose", "as long as", "in case", "only if"),
        OTHERWISE: ("otherwise", "else", "if not", "failing that", "or else"),
        COUNTERFACTUAL: ("were", "would", "had been", "could have", "had"),
        # the writer's or the reader's own action, not a premise: "if we go down first",
        # "if you want"; "if I left a gap" doubts the answer and is read as a condition
        OWN: ("i go", "we go", "i move", "we move", "i take", "we take", "i turn", "we turn",
              "i rotate", "we rotate", "i try", "we try", "i pick", "we pick", "we trace",
              "i trace", "we follow", "i follow", "we start", "i start", "you",
              "it helps"),
        CUT: ("but", "so", "however", "though", "yet"),
        HANDOVER: ("then", "so"),
        # a result said after the condition ("verified", "checked") is read by .stances' patterns
        CHECKED: (),
    },
    "french": {
        OPEN: ("si", "s'il", "s'ils", "en supposant que", "à condition que", "pourvu que",
               "au cas où"),
        OTHERWISE: ("sinon", "autrement", "si ce n'est pas le cas", "dans le cas contraire"),
        COUNTERFACTUAL: ("était", "étaient", "serait", "seraient", "avait", "aurait"),
        OWN: ("je", "j'", "nous", "tu", "vous", "on"),
        CUT: ("mais", "donc", "cependant", "pourtant"),
        HANDOVER: ("alors", "donc"),
        CHECKED: ("vérifié", "j'ai vérifié", "effectivement", "en effet", "bien"),
    },
    "spanish": {
        OPEN: ("si", "suponiendo que", "siempre que", "en caso de que", "a condición de que"),
        OTHERWISE: ("si no", "sino", "de lo contrario", "en caso contrario", "de otro modo"),
        COUNTERFACTUAL: ("fuera", "fuese", "estuviera", "estuviese", "sería", "hubiera"),
        OWN: ("yo", "nosotros", "tú", "usted", "ustedes"),
        CUT: ("pero", "así que", "sin embargo", "aunque"),
        HANDOVER: ("entonces",),
        CHECKED: ("lo comprobé", "comprobado", "efectivamente", "en efecto", "sí"),
    },
    "portuguese": {
        OPEN: ("se", "supondo que", "desde que", "caso", "contanto que"),
        OTHERWISE: ("senão", "se não", "caso contrário", "do contrário"),
        COUNTERFACTUAL: ("fosse", "estivesse", "seria", "tivesse"),
        OWN: ("eu", "nós", "você", "vocês"),
        CUT: ("mas", "portanto", "porém", "contudo"),
        HANDOVER: ("então",),
        CHECKED: ("verifiquei", "verificado", "de fato", "sim"),
    },
    "italian": {
        OPEN: ("se", "supponendo che", "purché", "a patto che", "nel caso"),
        OTHERWISE: ("altrimenti", "se no", "in caso contrario"),
        COUNTERFACTUAL: ("fosse", "fossero", "sarebbe", "avesse"),
        OWN: ("io", "noi", "tu", "voi"),
        CUT: ("ma", "quindi", "però", "tuttavia"),
        HANDOVER: ("allora",),
        CHECKED: ("ho controllato", "controllato", "verificato", "infatti", "effettivamente"),
    },
    "german": {
        OPEN: ("wenn", "falls", "sofern", "angenommen", "vorausgesetzt"),
        OTHERWISE: ("sonst", "andernfalls", "ansonsten", "wenn nicht", "falls nicht"),
        COUNTERFACTUAL: ("wäre", "wären", "würde", "hätte"),
        OWN: ("ich", "wir", "du", "sie"),
        CUT: ("aber", "jedoch", "doch"),
        HANDOVER: ("dann",),
        CHECKED: ("geprüft", "überprüft", "tatsächlich", "in der tat"),
    },
    "chinese": {
        OPEN: STANCE_WORDS["chinese"][CONDITION] + ("倘若", "只要"),
        OTHERWISE: ("否则", "不然", "要不然", "要不", "反之"),
        COUNTERFACTUAL: ("本来", "原本", "本应"),
        # the writer's own move weighed ("如果向右走") or the reader's ("如果你")
        OWN: STANCE_WORDS["chinese"][OWN_MOVE] + ("你", "您", "我们", "我"),
        CUT: ("但", "不过", "可是", "所以", "因此", "然而"),
        HANDOVER: ("那么", "的话", "则"),
        CHECKED: ("确实", "的确", "走得通", "能走通"),
    },
    "japanese": {
        OPEN: ("もし",),
        OTHERWISE: ("そうでなければ", "さもなければ"),
        COUNTERFACTUAL: (),
        OWN: ("私", "僕"),
        CUT: ("でも", "しかし", "だから"),
        HANDOVER: ("なら", "ならば"),
        CHECKED: ("確認した", "確かに"),
    },
}  # fmt: skip
"""Condition words per language, by meaning; a language added here is read by every phase.
``CHECKED`` words state, after an if/otherwise pair, that its condition holds (forty-eighth
round: "Vérifié : (1, 1) est bien libre.", "右边能走通。")."""


def _words(meaning: str) -> str:
    return alternation(w for t in CONDITION_WORDS.values() for w in t[meaning])


_FILLER = (
    r"(?:(?:so|and|but|hmm|ok|okay|well|now|alors|et|y|e|und|所以|那么)[ \t]{0,3}[,，]?[ \t]{0,3})?"
)
_OPENING = re.compile(
    rf"[ \t*_>#-]{{0,8}}{_FILLER}(?:{_words(OPEN)})(?=[\s(（\"'`*_,，]|[^\x00-\x7f])",
    re.IGNORECASE,
)
_BRANCH = re.compile(rf"[ \t*_>-]{{0,8}}(?:{_words(OTHERWISE)})", re.IGNORECASE)
_COUNTERFACTUAL = re.compile(_words(COUNTERFACTUAL), re.IGNORECASE)
_OWN = re.compile(rf"[ \t]{{0,3}}(?:{_words(OWN)})", re.IGNORECASE)
_OWN_CJK = re.compile(alternation(CONDITION_WORDS["chinese"][OWN]))
_CUT = re.compile(_words(CUT), re.IGNORECASE)
_HANDOVER_WORDS = tuple(w for t in CONDITION_WORDS.values() for w in t[HANDOVER])
_HANDOVER_MARKS = ":,：，"
_ENDED = frozenset(".!?。！？")
"""A sentence's end right before the label: no clause hands over to the answer."""
_OPENING_FIRST = frozenset(
    w.split()[0].split("'")[0] for t in CONDITION_WORDS.values() for w in t[OPEN] if w.isascii()
) | frozenset(
    ("so", "and", "but", "hmm", "ok", "okay", "well", "now", "alors", "et", "y", "e", "und")
)
"""The first words an opening may start with (a set lookup before the pattern runs)."""
# A premise the prompt itself gives or the clause confirms ("as the prompt says", "which it
# is", "(they do)"): the answer rests on nothing open.
_GIVEN = re.compile(
    r"(?<![a-z])(?:as[ \t]{1,3}(?:[a-z]{1,12}[ \t]{1,3}){0,3}(?:says|states|shows|stated|given|"
    r"shown|said|described|specified|asked|drawn)|which[ \t]{1,3}(?:it|they)[ \t]{1,3}"
    r"(?:is|are|does|do)|\((?:it|they)[ \t]{1,3}(?:is|are|does|do)\)|comme[ \t]{1,3}"
    r"(?:indiqué|demandé|le[ \t]{1,3}dit)|como[ \t]{1,3}(?:se[ \t]{1,3})?(?:indica|dice|pide)|"
    r"0-index\w*|zero-index\w*|0-based|zero-based|\(row,[ \t]?col\)|coordinates|the[ \t]{1,3}"
    r"prompt|the[ \t]{1,3}(?:usual|standard)|row-major)(?![a-z])",
    re.IGNORECASE,
)
_NUMBERING = re.compile(
    r"(?<![a-z])(?:from[ \t]{1,3}[01]|[01]-(?:index\w*|based)|index(?:ed|ing)?|count(?:ing|s)?"
    r"[ \t]{1,3}from|numbering)(?![a-z])",
    re.IGNORECASE,
)
"""Cases that are the two numberings ("If from 0: ... If from 1: ..."), not two answers."""
_SENTENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f](?=[\s\"')*_]|$)")
_LINE_REACH = 400
"""How much of a line before the label is read (a governing clause is one sentence)."""


def is_branch(sentence: str) -> bool:
    """``sentence`` opens with the other case ("Otherwise ...", "Sinon ...", "否则 ..."): it
    names what to do if the condition fails, and settles nothing."""
    return _BRANCH.match(sentence) is not None


def _last_sentence(text: str) -> str:
    ends = list(_SENTENCE_END.finditer(text))
    return text[ends[-1].end() :] if ends else text


def _clause_before(text: str, label_start: int) -> str:
    """The governing clause of the answer whose label starts at ``label_start`` (module docs),
    or an empty string when nothing hands over to it."""
    line_start = text.rfind("\n", max(0, label_start - _LINE_REACH), label_start) + 1
    own = text[max(line_start, label_start - _LINE_REACH) : label_start]
    if own.strip(" \t*_>-"):
        return _last_sentence(own)
    # The previous line with text (blank lines between skipped; a bounded slice).
    before = text[max(0, line_start - 2 * _LINE_REACH) : line_start].rstrip()
    line = before[before.rfind("\n") + 1 :][-_LINE_REACH:]
    return _last_sentence(line) if line and _hands_over(line) else ""


def _hands_over(line: str) -> bool:
    """``line`` ends handing over to what follows: a colon or comma, or a word such as
    "then", "alors", "那么" (a colon after it allowed)."""
    end = line.rstrip(" \t*_")
    if not end:
        return False
    if end[-1] in _HANDOVER_MARKS:
        return True
    tail = end[-12:].lower()
    if not tail.endswith(_HANDOVER_WORDS):  # one C-level test for the usual line
        return False
    return any(
        tail.endswith(w) and (not w.isascii() or not tail[: -len(w)][-1:].isalpha())
        for w in _HANDOVER_WORDS
    )


def _open_clause(clause: str) -> bool:
    """``clause`` opens with a condition that is open (module docs)."""
    first = clause.lstrip(" \t*_>#-")[:12]
    if first.isascii() and first.lower().split(" ", 1)[0].rstrip(",'") not in _OPENING_FIRST:
        return False  # the cheap precondition: no English or Romance opening word first
    m = _OPENING.match(clause)
    if m is None:
        return False
    rest = clause[m.end() :]
    condition = _condition_part(rest)
    # The writer's own move opens the condition ("如果向右走"); a move verb further in is the
    # condition's own, a cell's state ("如果 (1, 1) 可以走的话", v58; forty-seventh round).
    if _OWN.match(rest) or _OWN_CJK.match(condition.lstrip(" \t")):
        return False
    return not (_COUNTERFACTUAL.search(condition) or _CUT.search(rest) or _GIVEN.search(rest))


def open_consequence(sentence: str) -> str | None:
    """What ``sentence`` says to do when it opens with an open condition (module docs: not
    counterfactual, not the writer's own action, not a premise the prompt gives, no cut word):
    the text after the condition ("If the start cell is not listed, drop the first cell." ->
    " drop the first cell."); None when no open condition opens it (fifty-second round)."""
    if not _open_clause(sentence):
        return None
    m = _OPENING.match(sentence)
    rest = sentence[m.end() :] if m is not None else ""
    return rest[len(_condition_part(rest)) :]


def opens_condition(clause: str) -> bool:
    """``clause`` opens with a condition word that is not counterfactual and not the writer's
    or the reader's own action right after it ("if we go", "如果向右走", "if you want"); a
    move word further in is the condition's own ("如果第 3 列能一直走到底"). For a sentence
    that names its other case itself (:mod:`.open_branches`), nothing cuts in here."""
    m = _OPENING.match(clause)
    if m is None:
        return False
    rest = clause[m.end() :]
    condition = _condition_part(rest)
    if _OWN.match(rest) or _OWN_CJK.match(condition.lstrip(" \t")):
        return False
    return _COUNTERFACTUAL.search(condition) is None


def own_condition(clause: str) -> bool:
    """``clause`` opens with a condition word followed by the writer's or the reader's own
    action ("if you are not sure", "if we go down", "如果向右走"): no condition on the answer."""
    m = _OPENING.match(clause)
    if m is None:
        return False
    rest = clause[m.end() :]
    return bool(_OWN.match(rest) or _OWN_CJK.match(_condition_part(rest).lstrip(" \t")))


def _condition_part(rest: str) -> str:
    """The condition itself: ``rest`` up to its first comma or colon outside brackets (a cell's
    own comma is inside) or a Chinese "的话"."""
    depth = 0
    for i, c in enumerate(rest):
        depth += (c in "(（") - (c in ")）")
        if depth <= 0 and (c in ",，:：" or rest.startswith("的话", i)):
            return rest[:i]
    return rest


def governing_condition(text: str, labels: list[re.Match[str]]) -> bool:
    """An open condition stated before the last answer (of ``labels``, the reply's answer
    labels in order) governs it (module docs); the caller reads whether anything after settles
    it. When earlier answers are governed by a condition or its other case too ("If (0, 2) is
    free:\nMOVE: (0, 1)\n\nOtherwise:\nMOVE: (1, 0)"), the reply gives one answer per case: open
    when those answers differ, settled when every case gives the same one."""
    if not labels:
        return False
    at = labels[-1].start()
    if text[max(0, at - 40) : at].rstrip(" \t\n*_>#-")[-1:] in _ENDED:
        return (
            False  # the cheap precondition: a sentence ended before the label, nothing hands over
        )
    last = _clause_before(text, at)
    if not last or not (_open_clause(last) or is_branch(last)):
        return False
    cases = [
        m
        for m in labels[-4:-1]
        if _OPENING.match(clause := _clause_before(text, m.start())) or is_branch(clause)
    ]
    if not cases:
        return _open_clause(last)
    if any(_NUMBERING.search(_clause_before(text, m.start())) for m in [*cases, labels[-1]]):
        return False  # one move per numbering: the numbering stage reads which cell it is
    kind = labels[-1].group().split(":")[0].strip().upper()
    values = {
        " ".join(text[m.end() : value_end(text, m.end())].split())
        for m in [*cases, labels[-1]]
        if m.group().split(":")[0].strip().upper() == kind
    }
    return len(values) > 1


NEGATED_CASE = r"(?:\u4e0d|\u6ca1\u6709?)[\u4e00-\u9fff]{0,4}\u7684\u8bdd"
"""A Chinese clause naming the other case by its condition negated and "的话", no 如果 or 否则
before it ("不通的话", "不是的话", "没连上的话"; fifty-first round, v70): read wherever the
table's other-case words are."""
_OTHER_CASE = re.compile(
    rf"[,;\uff0c\uff1b\u3001][ \t]{{0,3}}(?:(?:and|but|et|y|e|und|mais|pero|aber|ma)[ \t]{{1,3}})?"
    rf"(?:{_words(OTHERWISE)}|{NEGATED_CASE})",
    re.IGNORECASE,
)
_OTHERWISE_LITERAL = re.compile(
    literal_trie([w.lower() for t in CONDITION_WORDS.values() for w in t[OTHERWISE]])
)
"""The other-case words as one literal pattern, read in the lowered sentence (no case folding:
a folding alternation of forty words costs ten times the scan)."""
_DEHUA = "\u7684\u8bdd"
"""The mark of a Chinese clause's own condition ("的话"): a negated one may be the other case."""
_CHECKED = re.compile(_words(CHECKED), re.IGNORECASE)
_ANY_CONDITION = re.compile(_words(OPEN), re.IGNORECASE)


@lru_cache(maxsize=4096)
def other_case(sentence: str) -> int | None:
    """Where the other case's word ends when ``sentence`` opens with an open condition of a
    language of :data:`CONDITION_WORDS` and names, after a clause mark, what to do otherwise
    ("如果 ... 就向右，否则向下。", "Si ..., on va à droite ; sinon ...", "Wenn ..., sonst
    ..."; forty-eighth round), or None; None too when both cases give one answer. Whether a
    later sentence settles the condition is the caller's (:func:`.stances.conditional_plan`).
    Cached: the strict and flexible readings and every stage of one reply ask of the same
    sentences, most of them opening with no condition word."""
    head = sentence.lstrip(" \t*_>#-")[:12]
    if head.isascii() and head.lower().split(" ", 1)[0].rstrip(",'") not in _OPENING_FIRST:
        return None  # the cheap precondition: no condition word of a Latin script opens it
    if _OTHERWISE_LITERAL.search(sentence.lower()) is None and _DEHUA not in sentence:
        return None  # nor any other-case word at all (one literal scan)
    if _OPENING.match(sentence) is None or not opens_condition(sentence):
        return None
    branch = _OTHER_CASE.search(sentence)
    if branch is None:
        return None
    given = answer_tokens(sentence[: branch.start()])
    return None if given and given == answer_tokens(sentence[branch.end() :]) else branch.end()


def condition_text(sentence: str) -> str:
    """The condition of a sentence opened by one ("Si (1, 2) est libre, ..." -> "(1, 2) est
    libre"), spaces collapsed; empty when no condition word opens it."""
    m = _OPENING.match(sentence)
    return "" if m is None else " ".join(_condition_part(sentence[m.end() :]).split())


def states_condition(sentence: str, premise: str) -> bool:
    """``sentence`` says the condition ``premise`` holds: a word of ``CHECKED`` in a language
    of the table, or the condition's own words stated as a fact ("Or (1, 2) est libre."), with
    no condition word of its own ("Je ne sais pas si ...")."""
    said = _CHECKED.search(sentence) is not None or (
        len(premise) > 3 and premise in " ".join(sentence.split())
    )
    return said and _ANY_CONDITION.search(sentence) is None

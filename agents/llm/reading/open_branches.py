"""Another answer offered for another case or as a possibility, left open (forty-fifth round).

v51, v52 and v53 held replies giving a second answer in forms the condition and doubt stages
did not read, each a branch that names another value and that nothing after it settles:

* an **if/otherwise pair** in one sentence, each side naming an answer ("如果 ... 的话，就向右：
  MOVE: (1, 1)；否则向下：MOVE: (2, 0)。", "If the piece at (1, 1) is the T, rotate it
  clockwise; otherwise rotate (0, 1) clockwise."): the sentence opens with a condition word of
  :data:`.leading_conditions.CONDITION_WORDS` and its "otherwise" side (the same table) names a
  value of an answer kind the "if" side does not;
* an **"unless ..., in which case <another answer>"** after the answer ("SHAPE: square\\n\\nUnless
  I missed a wall in column 3, in which case it would be a C"): :data:`UNLESS_WORDS`, the
  other case naming a value the answer line does not; a premise is read the same way since
  the forty-ninth round ("MOVE: (1, 1), assuming (1, 1) is not a wall — if it is, then
  (2, 0).", "前提是 ...；如果是墙，就走 (2, 0)。");
* a **hedge leaning to another value** after the answer ("I'm not entirely sure —
  counterclockwise might be the correct direction."): a doubt word of :data:`DOUBT_WORDS` and a
  possibility word of :data:`POSSIBILITY_WORDS` in one sentence, or the possibility in the
  sentence before the doubt ("..., which would make it a C. I can't be sure."; forty-eighth
  round), naming a value of the answer's kind that the answer line does not.

Each is settled by a cut word after it ("— but (1, 1) IS the T, so:", "但检查之后 ...") or, for
the pair, by an answer line after its sentence: the reply went on to commit. The values are
:func:`.answer_content.answer_tokens` (cells, directions, turns, shape names). One table row per
language; a language added there is read for every phase. One literal pattern of the tables'
stems, on the text from the answer line's own line on, decides whether any other runs; every
pattern has bounded repetition and reads a bounded tail: linear, never raises.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.leading_conditions import (
    CONDITION_WORDS,
    OPEN,
    OTHERWISE,
    opens_condition,
)
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation, literal_trie

UNLESS, IN_WHICH_CASE = "unless", "in_which_case"
UNLESS_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {UNLESS: ("unless", "assuming", "provided", "providing", "as long as",
                         "so long as"),
                IN_WHICH_CASE: ("in which case", "in that case", "if not", "if it is",
                                "if it's", "if it isn't", "if so", "otherwise")},
    "french": {UNLESS: ("à moins que", "à moins qu", "à condition que", "en supposant que",
                        "pourvu que"),
               IN_WHICH_CASE: ("auquel cas", "dans ce cas", "dans ce cas-là", "sinon",
                               "si ce n'est pas le cas", "si c'est le cas")},
    "spanish": {UNLESS: ("a menos que", "salvo que", "a no ser que", "suponiendo que",
                         "siempre que", "con tal de que"),
                IN_WHICH_CASE: ("en cuyo caso", "en ese caso", "si no", "de lo contrario",
                                "si lo es")},
    "portuguese": {UNLESS: ("a menos que", "a não ser que", "desde que", "supondo que"),
                   IN_WHICH_CASE: ("caso em que", "nesse caso", "neste caso", "senão",
                                   "caso contrário")},
    "italian": {UNLESS: ("a meno che", "salvo che", "a patto che", "supponendo che"),
                IN_WHICH_CASE: ("nel qual caso", "in tal caso", "altrimenti", "se no")},
    "german": {UNLESS: ("es sei denn", "außer wenn", "vorausgesetzt", "angenommen"),
               IN_WHICH_CASE: ("in diesem fall", "dann wäre", "sonst", "falls nicht",
                               "wenn nicht")},
    "chinese": {UNLESS: ("除非", "前提是", "假设"),
                IN_WHICH_CASE: ("那样的话", "这样的话", "那样", "那么", "如果不是", "如果是",
                                "否则", "不然")},
}  # fmt: skip
"""A condition put on the answer, an exception ("unless") or a premise ("assuming", "provided",
"前提是"; forty-ninth round), and the words opening its other case ("in which case", "if not",
"otherwise", "如果是"), per language."""

DOUBT_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("not sure", "unsure", "not certain", "uncertain", "not entirely sure",
                "not fully certain", "not completely sure", "not 100% sure", "not confident",
                "can't be sure", "cannot be sure", "can't tell", "hard to say",
                "depending on", "depends on"),
    "french": ("pas sûr", "pas certain", "pas sûre", "pas certaine"),
    "spanish": ("no estoy seguro", "no estoy segura", "no estoy del todo seguro"),
    "portuguese": ("não tenho certeza", "não estou certo", "não estou seguro"),
    "italian": ("non sono sicuro", "non sono sicura", "non sono certo"),
    "german": ("nicht sicher", "unsicher"),
    "chinese": ("不确定", "不太确定", "没把握", "拿不准", "吃不准", "不敢肯定", "说不准", "不好说",
                "说不好"),
}  # fmt: skip
"""Words saying the writer doubts, per language; "depending on how you read it" leaves the
reading to the reader (forty-eighth round)."""

POSSIBILITY_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("might", "may", "could", "possibly", "perhaps", "maybe", "looks like",
                "looks a bit like", "looks a little like", "resembles", "pass for"),
    "french": ("peut-être", "pourrait", "se pourrait", "ressemble", "on dirait"),
    "spanish": ("quizás", "quizá", "tal vez", "podría", "parece"),
    "portuguese": ("talvez", "poderia", "pode ser", "parece"),
    "italian": ("forse", "potrebbe", "sembra"),
    "german": ("vielleicht", "könnte", "sieht aus wie", "ähnelt"),
    "chinese": ("也许", "可能", "或许", "说不定", "有点像", "像是", "好像", "似乎", "看起来像",
                "看着像"),
}  # fmt: skip
"""Words offering a possibility, per language; a resemblance offers one as a "might" does
("也有点像 C 形", "looks a bit like a C", "could pass for a spiral"; forty-ninth round)."""

CUT_WORDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        ("but", "so", "however", "though", "mais", "donc", "pero", "así que", "mas", "ma",
         "quindi", "aber", "doch", "但", "不过", "可是", "所以", "因此", "然而")
    )
)  # fmt: skip
"""Words after a branch that turn to settling it ("— but (1, 1) IS the T, so:")."""


def _all(table: dict[str, dict[str, tuple[str, ...]]], meaning: str) -> list[str]:
    return [w for row in table.values() for w in row[meaning]]


def _bounded(words: list[str] | tuple[str, ...]) -> str:
    """An alternation of ``words``, none read inside a longer word (:func:`.alternation`)."""
    return alternation(words)


_OTHERWISE_WORDS = _all(CONDITION_WORDS, OTHERWISE)
_OTHERWISE = compile_guarded(_bounded(_OTHERWISE_WORDS), re.IGNORECASE)
# A second condition word opening a clause after a semicolon: the pair's other case.
_SECOND_CASE = compile_guarded(
    rf"[;\uff1b][ \t]{{0,3}}({_bounded(_all(CONDITION_WORDS, OPEN))})", re.IGNORECASE
)
_UNLESS = compile_guarded(_bounded(_all(UNLESS_WORDS, UNLESS)), re.IGNORECASE)
_IN_WHICH_CASE = compile_guarded(_bounded(_all(UNLESS_WORDS, IN_WHICH_CASE)), re.IGNORECASE)
_DOUBT = compile_guarded(_bounded([w for r in DOUBT_WORDS.values() for w in r]), re.IGNORECASE)
_POSSIBLE = compile_guarded(
    _bounded([w for r in POSSIBILITY_WORDS.values() for w in r]), re.IGNORECASE
)
_CUT = compile_guarded(_bounded(CUT_WORDS), re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[\u3002\uff01\uff1f\n]")
_SIDE_END = re.compile(r"[.!?](?=\s|$)|[\u3002\uff01\uff1f\n;\uff1b]|\u2014|--")
_REACH = 1200
"""How much of the reply's end is read: a branch left open sits near the end."""
STEMS = (
    "sure", "certain", "confident", "sûr", "segur", "sicur", "sicher", "certo", "certeza",
    "otherwise", "else", "unless", "if not", "failing that", "sonst", "nicht", "andernfalls",
    "sino", "si no", "se no", "senão", "não", "autrement", "altrimenti", "contr", "otro modo",
    "pas le cas", "moins", "meno", "ser que", "salvo", "sei denn", "außer",
    "assum", "provid", "long as", "condition que", "suppos", "supon", "suppon", "supond",
    "pourvu", "siempre que", "tal de",
    "desde que", "patto", "vorausgesetzt", "angenommen", "前提", "假设",
    "否则", "不然", "要不", "反之", "除非", "确定", "把握", "准", "肯定", "なければ",
    "can't tell", "hard to say", "depend", "好说", "说不好",
    ";", "\uff1b",
)  # fmt: skip
"""Stems of every word above: one of them must be in the lowered tail for any pattern to run
(a test checks that each word holds one)."""


_ANY_STEM = re.compile(literal_trie(list(STEMS)))
"""The stems as one literal pattern, no case folding (the text is lowered): one C-level scan,
cheaper than a scan per stem on a typical reply."""
_KINDS = ("cell", "dir", "turn", "shape")


def _sentence_start(text: str, at: int) -> int:
    starts = [m.end() for m in _SENTENCE_END.finditer(text, max(0, at - 400), at)]
    return starts[-1] if starts else max(0, at - 400)


def _names_other(said: dict[str, set[str]], given: dict[str, set[str]], same_kind: bool) -> bool:
    """``said`` names a value ``given`` lacks (of a kind ``given`` names, when ``same_kind``)."""
    return any(
        values - given.get(kind, set())
        for kind, values in said.items()
        if kind in _KINDS and (not same_kind or given.get(kind))
    )


def _cut_after(text: str, at: int) -> bool:
    return _CUT.search(text, at) is not None


def _other_cases(tail: str) -> Iterator[tuple[int, int]]:
    """Where each other case of a sentence starts and where its words start: an "otherwise"
    word, or a second condition opening a clause after a semicolon ("...; if it's an elbow,
    rotate (1, 0) instead", v55; "; si es un codo, ...")."""
    for other in _OTHERWISE.finditer(tail):
        yield other.start(), other.end()
    for second in _SECOND_CASE.finditer(tail):
        if opens_condition(tail[second.start(1) : second.start(1) + 200]):
            yield second.start(), second.start(1)


def _if_otherwise_pair(tail: str, labels: list[int]) -> bool:
    """An if/otherwise pair, or an if/if pair, naming different values, with no cut word and no
    answer line after it (module docs)."""
    for other_start, other_end in _other_cases(tail):
        start = _sentence_start(tail, other_start)
        if_side = tail[start:other_start]
        if not opens_condition(if_side):
            continue
        end = _SENTENCE_END.search(tail, other_end)
        stop = end.end() if end is not None else len(tail)
        other_side = tail[other_end:stop]
        said, given = answer_tokens(other_side), answer_tokens(if_side)
        if not said or not given or not _names_other(said, given, same_kind=False):
            continue
        if any(start >= stop for start in labels) or _cut_after(tail, other_end):
            continue  # the reply commits after the pair, or turns to settle it
        return True
    return False


def _answer_value(tail: str, label_end: int | None) -> tuple[str, int]:
    """The last answer line's value and where it ends; with no line in reach, nothing."""
    if label_end is None:
        return "", 0
    end = value_end(tail, label_end)
    return tail[label_end:end], end


def _unless_other(tail: str, value: str, after: int, start: int) -> bool:
    """After the answer, "unless ..., in which case <another value>", nothing cutting in; on
    the answer's own line too ("MOVE: (1, 1), assuming ... — if not, then (2, 0).", the value
    then what comes before the condition word)."""
    for unless in _UNLESS.finditer(tail, start):
        given = tail[start : unless.start()] if unless.start() < after else value
        end = _SENTENCE_END.search(tail, unless.end())
        stop = end.end() if end is not None else len(tail)
        case = _IN_WHICH_CASE.search(tail, unless.end(), stop)
        if case is None:
            continue
        side_end = _SIDE_END.search(tail, case.end())
        other_side = tail[case.end() : side_end.start() if side_end is not None else len(tail)]
        if not _names_other(answer_tokens(other_side), answer_tokens(given), same_kind=True):
            continue
        if not _cut_after(tail, case.end()):
            return True
    return False


def _hedge_other(tail: str, value: str, after: int) -> bool:
    """After the answer, a doubt and a possibility naming another value of the answer's kind
    in one sentence, no cut word after the possibility."""
    for doubt in _DOUBT.finditer(tail, after):
        start = _sentence_start(tail, doubt.start())
        end = _SENTENCE_END.search(tail, doubt.end())
        stop = end.end() if end is not None else len(tail)
        possible = _POSSIBLE.search(tail, start, stop)
        if possible is None and start > after:
            # The doubt closing the possibility before it ("... might not connect at the
            # bottom, which would make it a C. I can't be sure."; forty-eighth round).
            start = max(after, _sentence_start(tail, start - 1))
            possible = _POSSIBLE.search(tail, start, stop)
        if possible is None:
            continue
        sentence = tail[max(start, after) : stop]
        if not _names_other(answer_tokens(sentence), answer_tokens(value), same_kind=True):
            continue
        if not _cut_after(tail, max(possible.end(), doubt.end())):
            return True
    return False


def open_branch(text: str) -> bool:
    """The reply offers another answer for another case, or as a possibility, and leaves it
    open (module docs): conflicting."""
    tail = text[-_REACH:]
    # The whole reply's labels, kept since the other stages asked (:func:`.answer_labels`);
    # those in reach, as offsets into the tail.
    base = len(text) - len(tail)
    labels = [m for m in answer_labels(text) if m.start() >= base]
    scanned = tail
    if labels:
        # A branch before the answer line's own line is settled by that line (the reply went
        # on to commit): only the text from that line on can hold the answer open.
        start = labels[-1].start() - base
        scanned = tail[tail.rfind("\n", 0, start) + 1 :]
    if _ANY_STEM.search(scanned.lower()) is None:
        return False  # the cheap precondition: no branch, exception or doubt word at all
    if _if_otherwise_pair(tail, [m.start() - base for m in labels]):
        return True
    value, after = _answer_value(tail, labels[-1].end() - base if labels else None)
    if not value.strip():
        return False
    start = labels[-1].end() - base
    return _unless_other(tail, value, after, start) or _hedge_other(tail, value, after)

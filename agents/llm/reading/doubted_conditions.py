"""A condition the writer then doubts or says is unchecked (issue 35, forty-seventh round).

The condition stages read a condition that opens the answer's own clause
(:mod:`.leading_conditions`) or names its other case (:mod:`.open_branches`). v54 held two
replies where the condition is neither, yet a grader does not decide them, because the writer
doubts the very condition the answer rests on:

* "This works provided a 3x3 ring still counts as the same shape as the original — I'm not
  certain it does." right before the maze: the answer is offered on a premise the writer
  doubts;
* "SHAPE: square\\n\\nWait — if (2, 3) were a wall this would be a C. I haven't double-checked
  that cell." after the answer: even a counterfactual is left open when the writer says its
  premise is unchecked.

One rule for every phase: a **condition word** of :data:`.leading_conditions.CONDITION_WORDS`
(any language, anywhere in its sentence: "This works provided ...", "as long as") followed, in
the same sentence or the next, by a **doubt** (:data:`.open_branches.DOUBT_WORDS`) or an
**unchecked** word (:data:`UNCHECKED_WORDS`, one row per language), with no cut word after the
doubt that turns to settle it ("— but I checked: it is open"), is open. The doubt must stand
after the last answer line, or in the last sentence handing over to it (nothing but blank
lines between it and the answer's line): a doubted condition earlier in the reasoning is what
the reasoning went on to settle. The writer's or the reader's own action ("if you are not sure")
is no condition on the answer. Bounded tail, bounded sentences, guarded patterns: linear;
never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.leading_conditions import CONDITION_WORDS, OPEN, own_condition
from agents.llm.reading.open_branches import CUT_WORDS, DOUBT_WORDS
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

UNCHECKED_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("haven't checked", "have not checked", "haven't double-checked",
                "have not double-checked", "haven't verified", "have not verified",
                "didn't check", "did not check", "didn't verify", "did not verify",
                "haven't confirmed", "not checked", "not verified", "unverified", "unchecked"),
    "french": ("pas vérifié", "pas revérifié", "pas contrôlé"),
    "spanish": ("no lo he comprobado", "no he comprobado", "no lo he verificado",
                "no he verificado", "sin comprobar", "sin verificar"),
    "portuguese": ("não verifiquei", "não conferi", "não chequei"),
    "italian": ("non ho controllato", "non ho verificato"),
    "german": ("nicht geprüft", "nicht überprüft", "nicht nachgeprüft", "nicht kontrolliert"),
    "chinese": ("没核对", "没有核对", "没检查", "没有检查", "没确认", "没有确认", "没验证",
                "没有验证", "未核对", "未检查", "未确认", "未验证"),
}  # fmt: skip
"""Words saying the writer has not checked what they said, per language."""

_DOUBT = compile_guarded(
    alternation(
        [w for row in DOUBT_WORDS.values() for w in row]
        + [w for row in UNCHECKED_WORDS.values() for w in row]
    ),
    re.IGNORECASE,
)
_CONDITION = compile_guarded(
    alternation(w for row in CONDITION_WORDS.values() for w in row[OPEN]), re.IGNORECASE
)
_CUT = compile_guarded(alternation(CUT_WORDS), re.IGNORECASE)
STEMS = (
    "sure", "certain", "confident", "sûr", "segur", "sicur", "sicher", "certo", "certeza",
    "check", "verif", "vérif", "confirm", "comprob", "contrôl", "prüf", "kontroll", "controll",
    "conferi", "chequei", "确定", "把握", "准", "肯定", "核对", "检查", "确认", "验证",
    "tell", "hard to say", "depend", "好说", "说不好",
)  # fmt: skip
"""Stems of every doubt and unchecked word: one of them must be in the lowered tail for any
pattern to run (a substring test per stem, far cheaper than the words' pattern on every reply;
a test checks that each word holds one)."""
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[\u3002\uff01\uff1f\n]")
_REACH = 1500
"""How much of the reply's end is read: a doubted condition sits by the answer."""
_SENTENCE_REACH = 300
"""How far back from a doubt its sentence and the one before it are read."""


def _sentence_start(text: str, at: int) -> int:
    starts = [m.end() for m in _SENTENCE_END.finditer(text, max(0, at - _SENTENCE_REACH), at)]
    return starts[-1] if starts else max(0, at - _SENTENCE_REACH)


def _after_answer(tail: str) -> int:
    """Where the text after the last answer line's value starts (the whole tail when there is
    no answer line)."""
    labels = answer_labels(tail)
    return value_end(tail, labels[-1].end()) if labels else 0


def _handing_over(tail: str) -> tuple[int, int, int] | None:
    """The last non-empty line before the last answer line's own line, when only blank lines
    stand between: where it starts, where its last sentence starts, where it ends; or None."""
    labels = answer_labels(tail)
    if not labels:
        return None
    line_start = tail.rfind("\n", 0, labels[-1].start()) + 1
    if tail[line_start : labels[-1].start()].strip(" \t*_>#-"):
        return None  # the label has words before it on its line: the condition stages' case
    before = tail[:line_start].rstrip()
    if not before:
        return None
    last = _sentence_start(before, len(before.rstrip(".!?\u3002\uff01\uff1f")))
    return before.rfind("\n") + 1, last, len(before)


def _doubted(tail: str, start: int, doubts_from: int, stop: int) -> bool:
    """A condition in ``tail[start:stop]`` doubted (from ``doubts_from`` on) in its sentence or
    the next, the doubt not cut after (module docs)."""
    for doubt in _DOUBT.finditer(tail, doubts_from, stop):
        own = _sentence_start(tail, doubt.start())
        scope = _sentence_start(tail, own - 1) if own > start else own
        for condition in _CONDITION.finditer(tail, max(start, scope), doubt.start()):
            if own_condition(tail[condition.start() : condition.start() + 80]):
                continue
            if _CUT.search(tail, doubt.end(), stop) is None:
                return True
    return False


def doubted_condition(text: str) -> bool:
    """The reply's answer rests on a condition its writer doubts or left unchecked, nothing
    settling it (module docs): conflicting."""
    tail = text[-_REACH:]
    lowered = tail.lower()
    if not any(stem in lowered for stem in STEMS):
        return False  # the cheap precondition: no doubt or unchecked word at all
    after = _after_answer(tail)
    if _doubted(tail, after, after, len(tail)):
        return True
    span = _handing_over(tail)
    return span is not None and _doubted(tail, *span)

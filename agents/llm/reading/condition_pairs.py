"""Two answers, each under its own condition, and no answer line (fiftieth round).

v67 held "如果想走上面那条路的话就走 (1, 1)，想走下面那条的话就走 (2, 0)。": a reply with no answer
line whose last sentence gives one move for each of two cases and chooses neither. The last
cell named is no answer then; a grader does not decide. The if/otherwise pair
(:mod:`.open_branches`) reads the same offer when its second case opens with "otherwise" or
with a condition after a semicolon; here the cases are clauses of one sentence, in any
language of the condition table:

* a **case** opens the sentence or a clause after a comma or semicolon with a condition word
  (:data:`.leading_conditions.CONDITION_WORDS`, the reader's own wish included: "If you want
  the top route", "Si quieres ..."), with a contrast opener of :data:`CASE_OPENERS` ("for the
  bottom one", "pour le bas", "para el otro"), or, in Chinese, holds "的话" before its value
  ("想走下面那条的话就走 (2, 0)");
* two cases, each up to the next case, name values of one kind and the values differ (the
  values are :func:`.answer_content.answer_tokens`);
* and nothing after the sentence picks one (:func:`.kept_picks.says_pick`, or a choosing
  word of :data:`.list_picks.PICK_WORDS`: "I'll pick the first.").

Only replies with no answer line are read (a line after the pair is the reply's commitment and
the later stages read it), and only the sentence holding the last cell, with bounded windows
and literal alternations: linear, never raises.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.answer_content import CELL, answer_tokens
from agents.llm.reading.answer_lines import answer_labels
from agents.llm.reading.kept_picks import says_pick
from agents.llm.reading.leading_conditions import CONDITION_WORDS, OPEN
from agents.llm.reading.list_picks import PICK_WORDS
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

CASE_OPENERS: dict[str, tuple[str, ...]] = {
    "english": ("for the", "for a", "for that"),
    "french": ("pour le", "pour la", "pour l'", "pour les"),
    "spanish": ("para el", "para la", "para los", "para las"),
    "portuguese": ("para o", "para a", "pelo"),
    "italian": ("per il", "per la", "per lo"),
    "german": ("für den", "für die", "für das"),
    "chinese": ("至于",),
}  # fmt: skip
"""Words opening a clause as a case contrasted with the one before ("...; for the bottom one,
(2, 0)"), per language."""

_DEHUA = "的话"
"""A Chinese clause holding this before its value states its own condition."""

_OPENER = compile_guarded(
    alternation(
        [w for row in CONDITION_WORDS.values() for w in row[OPEN]]
        + [w for row in CASE_OPENERS.values() for w in row]
    ),
    re.IGNORECASE,
)
_CHOOSES = compile_guarded(
    alternation(w for row in PICK_WORDS.values() for w in row), re.IGNORECASE
)
_CLAUSE_START = re.compile(r"[,;\uff0c\uff1b\u3001][ \t]{0,3}")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$|[\u3040-\u30ff\u4e00-\u9fff])|[\u3002\uff01\uff1f\n]")
_REACH = 800
"""How much of the reply's end is read: the last sentence holding a cell."""
_KINDS = ("cell", "dir", "turn", "shape")


def _case_starts(sentence: str) -> list[int]:
    """Where each case of ``sentence`` starts: the sentence's or a clause's start opened by a
    condition word or a contrast opener, or a Chinese clause holding "的话"."""
    starts = [0] + [m.end() for m in _CLAUSE_START.finditer(sentence)]
    cases = []
    for i, start in enumerate(starts):
        stop = starts[i + 1] if i + 1 < len(starts) else len(sentence)
        opened = _OPENER.match(sentence, start) is not None
        if opened or _DEHUA in sentence[start:stop]:
            cases.append(start)
    return cases


def _values(part: str) -> dict[str, set[str]]:
    return {k: v for k, v in answer_tokens(part).items() if k in _KINDS and v}


def condition_pair(text: str) -> bool:
    """With no answer line, the sentence holding the last cell gives different values under
    two conditions and nothing after it picks one (module docs): conflicting."""
    if answer_labels(text):
        return False  # kept: the other stages asked for the whole reply's labels
    tail = text[-_REACH:]
    last = deque(CELL.finditer(tail), maxlen=1)
    if not last:
        return False
    cell = last[0]
    starts = [m.end() for m in _SENTENCE_END.finditer(tail, 0, cell.start())]
    start = starts[-1] if starts else 0
    end = _SENTENCE_END.search(tail, cell.end())
    stop = end.end() if end is not None else len(tail)
    sentence = tail[start:stop]
    cases = _case_starts(sentence)
    valued = []
    for i, at in enumerate(cases):
        values = _values(sentence[at : cases[i + 1] if i + 1 < len(cases) else len(sentence)])
        if values:
            valued.append(values)
    if len(valued) < 2 or says_pick(tail[stop:]) or _CHOOSES.search(tail, stop):
        return False
    first, second = valued[-2], valued[-1]
    return any(first[kind] != second[kind] for kind in first if kind in second)

"""An edit to the answer under an open condition, stated before it (issue 35, fifty-second
round).

v74 held "If the start cell is not part of the path, drop the first cell.\\n\\nPATH: ...": the
sentence before the answer puts a condition on it (the prompt's format, here) and says how to
change the answer if it holds. Two answers are implied, one per case, and the reply settles
neither: a grader does not decide it. It is the forty-fourth round's governing condition
(:mod:`.leading_conditions`: "If (3, 3) is open, then: PATH: ...") with the other case given as
an edit of the answer instead of a second value, so it reads that module's open-condition test
and adds one table, the edit verbs per language (:data:`EDIT_WORDS`):

* the **sentence** is the last one before the answer line (on the label's own line, or the last
  non-empty line before it);
* it **opens with an open condition** (:func:`.leading_conditions.open_consequence`: not
  counterfactual, not the writer's own action, not a premise the prompt gives, no "but"/"so"
  settling it: "If the start cell were not part ... I would drop it, but the prompt says to
  include it." is no edit left open);
* its **consequence holds an edit verb** ("drop", "remove", "add one", "去掉", "enlève").

A plain statement of the format ("The path includes the start cell.") opens with no condition.
Bounded: one line before the label, at most :data:`REACH` characters; never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_lines import answer_labels
from agents.llm.reading.leading_conditions import open_consequence
from agents.llm.reading.vocabulary import alternation

EDIT_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("drop", "remove", "delete", "omit", "leave out", "strip", "cut", "add",
                "prepend", "append", "subtract", "shift", "swap", "reverse", "exclude"),
    "chinese": ("去掉", "删掉", "删除", "去除", "省略", "省去", "加上", "加一", "减去", "减一",
                "调换", "反过来", "倒过来"),
    "french": ("enlève", "enlever", "enlevez", "supprime", "supprimer", "supprimez", "retire",
               "retirer", "retirez", "ajoute", "ajouter", "ajoutez", "omets", "omettre"),
    "spanish": ("quita", "quitar", "quite", "elimina", "eliminar", "elimine", "añade", "añadir",
                "suma", "resta", "omite", "omitir"),
    "german": ("entferne", "entfernen", "streiche", "streichen", "füge", "addiere",
               "subtrahiere"),
}  # fmt: skip
"""Verbs that change an answer already written, per language."""

_EDIT = re.compile(alternation(w for row in EDIT_WORDS.values() for w in row), re.IGNORECASE)
_CLAUSE_MARKS = (",", "\uff0c", ":", "\uff1a", "\u7684\u8bdd")
"""What ends a condition before its consequence (:func:`.leading_conditions.open_consequence`
splits there): a line with none holds no edit under a condition."""
REACH = 400
"""How much of the line before the answer is read (the edit is one sentence)."""


def _last_sentence(line: str) -> str:
    """The last sentence of ``line`` (its final stop kept out of the split): after the last
    stop followed by a space, or a CJK stop (a few ``rfind`` calls, no pattern scan)."""
    body = line.rstrip(" \t*_.!?\u3002\uff01\uff1f")
    cut = max(
        body.rfind("\u3002"),
        body.rfind("\uff01"),
        body.rfind("\uff1f"),
        body.rfind(". "),
        body.rfind("! "),
        body.rfind("? "),
    )
    return body[cut + 1 :].strip()


def edit_under_condition(text: str) -> bool:
    """The sentence right before the last answer line opens with an open condition and says to
    edit the answer (module docs): two answers implied, none settled."""
    labels = answer_labels(text)
    if not labels:
        return False
    at = labels[-1].start()
    line_start = text.rfind("\n", max(0, at - REACH), at) + 1
    line = text[line_start:at]
    if not line.strip(" \t*_>#-"):
        before = text[max(0, line_start - REACH) : line_start].rstrip()
        line = before[before.rfind("\n") + 1 :]
    if not any(mark in line for mark in _CLAUSE_MARKS):
        return False  # no clause mark: no condition with a consequence after it (the usual line)
    sentence = _last_sentence(line)
    if not sentence:
        return False
    consequence = open_consequence(sentence)
    return consequence is not None and _EDIT.search(consequence) is not None

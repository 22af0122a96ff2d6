"""The prompt's format line echoed with its example, which is no answer (fiftieth round).

Small models often repeat the prompt's format instruction before answering: v68 held
"MOVE: (row, col), for example MOVE: (2, 3).\\nMOVE: (2, 0)" from SmolLM2-135M. The example's
cell is the prompt's, not the model's; read as an answer line it made the reply two answers,
unreadable in the flexible reading and no answer in the strict one, though the model's own line
is the last in the asked form. One rule for both readings and every label:

* a line holding an answer label whose value is a **placeholder** (no digit between the label
  and the example word: "(row, col)", "<name>", "(row, col) clockwise") followed by an
  **example word** of :data:`EXAMPLE_WORDS` ("for example", "e.g.", "例如", "par exemple") is
  the echo; from its label to its end it is dropped before the readers look for answer lines.

A line with a real value before its example word ("MOVE: (2, 0), for example") is kept.

Fifty-second round: v73 held the one-shot prompt's example path echoed alone, "PATH: (0, 0) (0,
1) (1, 1)\nPATH: <the model's route>", from SmolLM2-135M. The same rule, with the example's
exact value in place of the example word: a line holding only one of :data:`PROMPT_EXAMPLES`
(the "for example" answers of :mod:`agents.llm.prompts`' templates, read from them so that a
reworded prompt needs no edit here; a final stop allowed), followed by another answer line
with the same label, is the echo and is dropped. The example as the last answer line, or a
value near it, is kept (the model's own answer, or a second answer). Only
the last eight answer labels' lines are read, each a bounded window after its label: bounded
after the labels are found, never raises; a reply with no label costs nothing here.
"""

from __future__ import annotations

import re

from agents.llm.prompts import IMAGE_TEMPLATES, ONE_SHOT_TEMPLATES, TEMPLATES
from agents.llm.reading.answer_lines import answer_labels
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

EXAMPLE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("for example", "for instance", "e.g.", "eg.", "example:"),
    "chinese": ("例如", "比如", "示例", "举例"),
    "french": ("par exemple",),
    "spanish": ("por ejemplo",),
    "portuguese": ("por exemplo",),
    "italian": ("ad esempio", "per esempio"),
    "german": ("zum beispiel", "z. b.", "z.b."),
}  # fmt: skip
"""Words introducing the prompt's example, per language."""

_EXAMPLE = compile_guarded(
    alternation(w for row in EXAMPLE_WORDS.values() for w in row), re.IGNORECASE
)
_PLACEHOLDER = re.compile(r"[^\d\n]{1,60}")
"""A label's placeholder value up to the example word: no digit, on one line."""
_REACH = 80
"""How far after a label its example word is looked for."""
_LABELS = 8
"""How many of the last answer labels are read: an echo stands just before the answer line
(a reply of 166,000 "MAZE:" lines reads eight)."""


_PROMPT_EXAMPLE = re.compile(r"for example ([A-Z]+:[^\n]*?)\.(?=\s|$)")
PROMPT_EXAMPLES = frozenset(
    " ".join(m.group(1).split())
    for template in (*TEMPLATES.values(), *ONE_SHOT_TEMPLATES.values(), *IMAGE_TEMPLATES.values())
    for m in _PROMPT_EXAMPLE.finditer(template)
)
"""The prompts' example answer lines as printed ("MOVE: (2, 3)", "PATH: (0, 0) (0, 1)
(1, 1)")."""


def _echoes_value(text: str, label: re.Match[str], later: list[re.Match[str]]) -> int | None:
    """Where the line of ``label`` ends when it holds only a prompt example (module docs) and
    a later label of ``later`` is the same label; else None. The example is matched as the
    prompt prints it, from the label on (one ``startswith`` each: the typical line fails there)."""
    if not later:
        return None
    at = label.start()
    example = next((e for e in PROMPT_EXAMPLES if text.startswith(e, at)), None)
    if example is None:
        return None
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    if text[at + len(example) : end].strip(" \t.*_`"):
        return None  # more on the line than the example: a value of the model's own
    line_start = text.rfind("\n", 0, at) + 1
    if text[line_start:at].strip(" \t*_>#-`"):
        return None  # text before the label on its line: not a line echoed alone
    name = label.group().split(":")[0].strip().upper()
    same = any(m.group().split(":")[0].strip().upper() == name for m in later)
    return end if same else None


def without_echoed_example(text: str) -> str:
    """``text`` with every echoed format line (module docs) dropped, from its label on."""
    spans: list[tuple[int, int]] = []
    labels = answer_labels(text)[-_LABELS:]
    for i, label in enumerate(labels):
        if spans and label.start() < spans[-1][1]:
            continue  # the example's own label, inside a dropped line
        echoed = _echoes_value(text, label, labels[i + 1 :]) if PROMPT_EXAMPLES else None
        if echoed is not None:
            spans.append((label.start(), echoed))
            continue
        line_end = text.find("\n", label.end(), label.end() + _REACH)
        example = _EXAMPLE.search(text, label.end(), label.end() + _REACH)
        if example is None or (0 <= line_end < example.start()):
            continue
        if _PLACEHOLDER.fullmatch(text, label.end(), example.start()) is None:
            continue
        end = text.find("\n", example.end())
        spans.append((label.start(), len(text) if end < 0 else end))
    if not spans:
        return text
    kept, at = [], 0
    for start, end in spans:
        kept.append(text[at:start])
        at = end
    kept.append(text[at:])
    return "".join(kept)

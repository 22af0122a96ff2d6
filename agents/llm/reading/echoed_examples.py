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

A line with a real value before its example word ("MOVE: (2, 0), for example") is kept. Only
the last eight answer labels' lines are read, each a bounded window after its label: bounded
after the labels are found, never raises; a reply with no label costs nothing here.
"""

from __future__ import annotations

import re

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


def without_echoed_example(text: str) -> str:
    """``text`` with every echoed format line (module docs) dropped, from its label on."""
    spans: list[tuple[int, int]] = []
    for label in answer_labels(text)[-_LABELS:]:
        if spans and label.start() < spans[-1][1]:
            continue  # the example's own label, inside a dropped line
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

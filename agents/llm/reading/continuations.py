"""A new question echoed after the answer: a base model's continuation, not the reply's
(issue 35, forty-seventh round).

A small base model given a prompt in a question-and-answer layout answers, then goes on writing
the layout: "MOVE: (2, 0)\\n\\nQuestion 2: You are in a maze with" (v59, Gemma 3 270M). The
echo is the start of another exchange: it names nothing about the answer above it, and a
careful grader reads the move. The readers after this stage would take it for text after the
answer (an unfinished sentence, a doubt), so it is cut off first: from the first line after
the last answer line that opens with a question heading and a number ("Question 2:", "Q3.",
"问题 2：", "Pregunta 2:"), :data:`QUESTION_HEADINGS` one row per language, to the end. A heading
with no number ("Question: is (2, 0) open?") is the reply's own and stays. Only text after an
answer line is cut. One bounded pattern over the reply's tail; linear; never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.start_guard import compile_guarded
from agents.llm.reading.vocabulary import alternation

QUESTION_HEADINGS: dict[str, tuple[str, ...]] = {
    "english": ("question", "q", "problem", "task", "exercise", "example"),
    "chinese": ("问题", "题目", "第"),
    "spanish": ("pregunta", "problema", "ejercicio"),
    "french": ("question", "problème", "exercice"),
    "german": ("frage", "aufgabe", "beispiel"),
}  # fmt: skip
"""Headings that number a new question, per language ("第" opens "第 2 题")."""

_NEXT_QUESTION = compile_guarded(
    rf"(?m)^[ \t>*_#]{{0,6}}(?:{alternation(w for r in QUESTION_HEADINGS.values() for w in r)})"
    r"[ \t]{0,2}#?\d{1,3}[ \t]{0,2}(?:题|道题)?[ \t*_]{0,3}[:.)\uff1a\uff0e]",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
_REACH = 3000
"""How much of the reply's end is read: the echo follows the answer."""


def without_next_question(text: str) -> str:
    """``text`` cut before a numbered new question after its last answer line (module docs)."""
    tail_start = max(0, len(text) - _REACH)
    labels = [m for m in answer_labels(text) if m.start() >= tail_start]
    if not labels:
        return text
    after = value_end(text, labels[-1].end())
    if after >= len(text) or _DIGIT.search(text, after) is None:
        return text  # the cheap precondition: nothing after the answer, or no number in it
    echo = _NEXT_QUESTION.search(text, after)
    return text if echo is None else text[: echo.start()].rstrip()

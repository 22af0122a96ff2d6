"""A judge model's second reading of a reply the program should not decide alone.

The program's verdict stays the primary number; the judge is asked, in
:func:`agents.llm.judge_prompt.judge_prompt`'s words, which final answer a reply commits to, and
answers in the phase's own format (``MOVE: (2, 0)``, ``SHAPE: square``, ...) or
``UNREADABLE``. Its reply is model output like any other: :func:`read_judgement` never raises
on it, sets its own thinking apart, and reads "I cannot tell" as no judgement, not as an answer.
Scoring the judge's answer is the phase scorer's job (``experiments.maze.scoring.judge``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agents.base import ChatClient
from agents.llm import judge_prompt
from agents.llm.reading import normalise, separate_reasoning

_LABELS = {"solve": "MOVE", "one_shot": "PATH", "recognize": "SHAPE", "generate": "MAZE", "puzzle": "ROTATE"}  # fmt: skip
_UNREADABLE = re.compile(
    rf"(?<![A-Za-z]){judge_prompt.JUDGE_UNREADABLE}(?![A-Za-z])", re.IGNORECASE
)


@dataclass(frozen=True)
class Judgement:
    """What the judge read.

    Attributes:
        phase: the phase judged.
        answer: the judge's answer from its last phase label on (``"MOVE: (2, 0)"``), ready
            for the phase scorer; None when the judge said unreadable or gave no answer.
        unreadable: the judge said the reply commits to no answer.
        raw: the judge's reply as it came.
    """

    phase: str
    answer: str | None
    unreadable: bool
    raw: str


def read_judgement(phase: str, text: object) -> Judgement:
    """The judge's reply read (module docs). Never raises on ``text``."""
    if phase not in _LABELS:
        raise ValueError(f"phase={phase!r} is not allowed; allowed: {list(_LABELS)}")
    raw = text if isinstance(text, str) else ""
    answer = normalise(separate_reasoning(raw).answer)
    label = re.compile(rf"(?<![A-Za-z]){_LABELS[phase]}[ \t]*:", re.IGNORECASE)
    labels = list(label.finditer(answer))
    said_unreadable = list(_UNREADABLE.finditer(answer))
    if said_unreadable and (not labels or said_unreadable[-1].start() > labels[-1].start()):
        return Judgement(phase, None, True, raw)
    if not labels:
        return Judgement(phase, None, False, raw)
    return Judgement(phase, answer[labels[-1].start() :].strip(), False, raw)


def judge_reply(client: ChatClient, phase: str, reply: str) -> Judgement:
    """Ask ``client`` which answer ``reply`` (a reply of ``phase``) commits to.

    Raises:
        ValueError: ``phase`` is not one of :data:`agents.llm.judge_prompt.JUDGE_TASKS`.
        agents.llm.retry.ClientError: the judge's API gave up (the caller records it).
    """
    prompt = judge_prompt.judge_prompt(phase, reply if isinstance(reply, str) else "")
    completion = client.complete([{"role": "user", "content": prompt}])
    return read_judgement(phase, completion.text)

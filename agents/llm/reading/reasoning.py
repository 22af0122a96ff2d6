"""Stage 1 of reading a reply: set the model's reasoning apart from its answer.

Reasoning models write their thinking in a block (``<think>…</think>``, ``<thinking>``,
``<reasoning>``, ``<reflection>``) before the answer; some APIs send the closing tag without the
opening one. A draft answer inside the block is not the answer: a grader reads what comes after
it. A block that is opened and never closed holds no answer at all (the model was cut off, or
never finished thinking), so the answer is empty and :attr:`Separated.unfinished` says why.

One pass over the text with a literal-first pattern: linear in the reply's length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# The tag names reasoning models use for their thinking (lowercase; any case matches).
REASONING_TAGS = ("think", "thinking", "reasoning", "reflection", "scratchpad")

_TAG = re.compile(r"<(/?)(" + "|".join(REASONING_TAGS) + r")\s*>", re.IGNORECASE)


@dataclass(frozen=True)
class Separated:
    """A reply split into its answer and its reasoning.

    Attributes:
        answer: the text outside every reasoning block (the whole reply when it has none).
        reasoning: the text inside the blocks, joined by blank lines.
        unfinished: True when a reasoning block was opened and never closed; ``answer`` then
            holds only the text before that block.
    """

    answer: str
    reasoning: str
    unfinished: bool = False


def separate_reasoning(text: str) -> Separated:
    """Split ``text`` into answer and reasoning (module docs). Never raises."""
    if "<" not in text:
        return Separated(text, "")
    answer: list[str] = []
    reasoning: list[str] = []
    depth_tag: str | None = None  # the open block's tag name, if any
    at = 0
    for m in _TAG.finditer(text):
        closing, name = m.group(1) == "/", m.group(2).lower()
        if depth_tag is None:
            if closing:
                # "</think>" with no opening tag: everything so far was thinking.
                reasoning.append(text[at : m.start()])
                answer.clear()
                at = m.end()
            else:
                answer.append(text[at : m.start()])
                depth_tag, at = name, m.end()
        elif closing and name == depth_tag:
            reasoning.append(text[at : m.start()])
            depth_tag, at = None, m.end()
    if depth_tag is not None:
        reasoning.append(text[at:])
        return Separated("".join(answer), "\n\n".join(reasoning), unfinished=True)
    answer.append(text[at:])
    return Separated("".join(answer), "\n\n".join(reasoning))

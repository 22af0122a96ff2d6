"""What every phase's score shares: the word for a reply off the asked format, and how many
answer labels a reader looks at."""

from __future__ import annotations

import re

from agents.llm.parsing import final_line
from envs.records import FORMAT_REASON

FORMAT = FORMAT_REASON
"""``strict_reason`` of a reply that did not answer in exactly the format its prompt asked for
(whether or not the flexible reading found a right answer elsewhere); the record's word
(:data:`envs.records.FORMAT_REASON`)."""


def strict_answer(text: object, line_re: re.Pattern[str], group: str) -> str | None:
    """``group`` of ``line_re`` matched on the reply's last line (the strict readings: the
    answer must close the reply, alone on its line in the asked form), else None; never raises
    on what a model wrote."""
    if not isinstance(text, str):
        return None
    line = final_line(text)
    if line is None:
        return None
    m = line_re.match(line)
    return m.group(group) if m else None


MAX_LABELS = 16
"""Answer labels (``SHAPE:``, ``PATH:``, maze cues) a reader considers, the last ones: a reply
that repeats a label a hundred thousand times is read in linear time."""

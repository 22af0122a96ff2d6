"""What every phase's score shares: the word for a reply off the asked format, and how many
answer labels a reader looks at."""

from __future__ import annotations

from envs.records import FORMAT_REASON

FORMAT = FORMAT_REASON
"""``strict_reason`` of a reply that did not answer in exactly the format its prompt asked for
(whether or not the flexible reading found a right answer elsewhere); the record's word
(:data:`envs.records.FORMAT_REASON`)."""

MAX_LABELS = 16
"""Answer labels (``SHAPE:``, ``PATH:``, maze cues) a reader considers, the last ones: a reply
that repeats a label a hundred thousand times is read in linear time."""

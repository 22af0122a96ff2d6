"""One reading pipeline for every model reply of both studies, in small named stages.

The way lm-evaluation-harness chains its filters: each stage is one job in one module with its
own test file, and every phase (maze solve, one-shot path, recognition, generation, the rotation
puzzle) runs the same stages before parsing the answer in its own grammar.

====================  ========================================================================
module                job
====================  ========================================================================
:mod:`.reasoning`     set the model's thinking apart from its answer
:mod:`.normalise`     full-width forms, markdown, code fences, LaTeX, JSON, XML-style tags
:mod:`.commitment`    the section the reply commits to; alternatives offered with no choice
:mod:`.choosing`      (under .commitment) the section chosen in words, a final label, a ticked row
:mod:`.corrections`   (under .commitment) a later correction or conclusion taking an answer back
:mod:`.directions`    a solve answer given as a direction word ("MOVE: down", "答案：向下")
:mod:`.purpose`       cells a move names only as its purpose ("so its end meets (1, 1)")
:mod:`.numbering`     cells a reply says it counts from 1, read 0-indexed (the cell phases)
:mod:`.routes`        a whole route where one move was asked: its first step from the player
:mod:`.pipeline`      the stages in order, flexible or strict; truncated replies
====================  ========================================================================
"""

from __future__ import annotations

from agents.llm.reading.commitment import (
    KEEP,
    TAKE,
    UNSURE,
    Committed,
    choose,
    correction_after,
    hedged,
    in_different_sections,
    joins_moves,
    listed_alternatives,
    offered_sections,
    offers_alternative,
    unchosen_alternatives,
)
from agents.llm.reading.normalise import normalise
from agents.llm.reading.picks import described_pick, lettered_pick, ordinal_pick
from agents.llm.reading.pipeline import (
    CONFLICTING,
    FLEXIBLE_STAGES,
    LENGTH,
    STRICT_STAGES,
    TRUNCATED,
    UNFINISHED_REASONING,
    UNREADABLE,
    UNREADABLE_REASONS,
    Answer,
    read_answer,
)
from agents.llm.reading.purpose import blank_purpose, without_purpose
from agents.llm.reading.reasoning import Separated, separate_reasoning

__all__ = [
    "CONFLICTING",
    "FLEXIBLE_STAGES",
    "KEEP",
    "LENGTH",
    "STRICT_STAGES",
    "TAKE",
    "TRUNCATED",
    "UNFINISHED_REASONING",
    "UNREADABLE",
    "UNREADABLE_REASONS",
    "UNSURE",
    "Answer",
    "Committed",
    "Separated",
    "blank_purpose",
    "choose",
    "correction_after",
    "described_pick",
    "hedged",
    "in_different_sections",
    "joins_moves",
    "lettered_pick",
    "listed_alternatives",
    "normalise",
    "offered_sections",
    "offers_alternative",
    "ordinal_pick",
    "read_answer",
    "separate_reasoning",
    "unchosen_alternatives",
    "without_purpose",
]

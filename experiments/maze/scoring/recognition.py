"""Recognition: which shape a reply names, read two ways.

The specification marks a recognition correct when the reply contains a keyword of the right
shape, case-insensitively. Read literally, that rule passes "It is not a square; it is a spiral."
for *square* and "Either C or Z." for both, so the package reads every reply twice, as evaluation
harnesses do (lm-evaluation-harness reports ``strict-match`` beside ``flexible-extract``):

* **flexible** (``success``, the default verdict): what a careful human grader accepts. The
  reply's *committed* answer is scored, and it must name exactly the right shape.
* **strict** (``strict``): the reply's own last line (not inside a code fence) is the line the
  prompt asked for, ``SHAPE: <name>`` (the label uppercase, the name in the prompt's language: a
  Chinese or full-width name is a format miss), and that line alone names exactly the right
  shape. Anything else is ``strict_reason == "format"``
  (:data:`experiments.maze.scoring.common.FORMAT`), however right the answer elsewhere (the
  strict policy: :mod:`experiments.maze.scoring`).

Keywords (:data:`SHAPE_SYNONYMS`) are the specification's, the reference implementation's where
unambiguous, and their plain variants; they match on word boundaries, ``-shaped``/``-like``
endings count, and hyphens and spaces inside a phrase are interchangeable ("semi-circle" =
"semicircle" = "semi circle"). Every word that names a shape (keywords, letters, answer-line
words, verb forms; English and Chinese) is declared in the shape's registry entry
(:mod:`envs.maze_nav.shape_registry`), and the vocabularies here are built from it, so a shape
registered later is read with no edit here. Chinese keywords ("正方形", "螺旋形", "Z字形") match
where they stand (Chinese has no spaces), except a square word before a grid word ("正方形网格",
as "square grid"); Chinese negations (不是, 不像, 并非, ...) and punctuation (，。？) work as
their English twins (``docs/environments.md``, "Shape names in Chinese").

The extended shapes (N, L, T, plus, H, envelope, house) have their own keywords
(:data:`EXTENDED_SYNONYMS`), read only in the extended *active set*
(:func:`envs.maze_nav.constants.active_shapes`): a study that names an extended shape reads
every reply with them; a study of the six reads replies with the six's words alone, exactly as
before the extended shapes existed. Their letters N, L, T and H follow the rules of C, X and Z
below; a keyword inside a longer keyword of another shape ("cross" in "boxed cross", "greek
cross") names only the longer one.

Which text is the committed answer
==================================

1. The *answer line* of the last ``SHAPE:`` label that names a shape: the rest of the label's
   line, or the next non-blank line when the label ends its line. Markdown around the label
   counts (``**SHAPE**:``, ``**Shape:**``, ``"shape": "Z"``, ``Shape =``). Parenthesised notes on
   the answer line are read only when the rest of the line names nothing, so ``SHAPE: Z (It is
   definitely not a triangle.)`` is a Z and ``SHAPE: (C)`` a C.
2. Otherwise the answer line of the last ``Answer:`` / ``Final answer:`` label that names a shape.
3. Otherwise the whole reply, as the specification reads it, with the prose rules below. When
   the prose names several shapes, the last sentence that names one decides if it names exactly
   one and concludes or corrects ("so", "therefore", "actually", "on second thought", "final",
   ...): "It looks like a spiral. Actually, it closes: a square." is a square.

What names a shape
==================

=================================================  ========  ====================================
what the reply writes                              names?    why
=================================================  ========  ====================================
a keyword of :data:`SHAPE_SYNONYMS`                yes       the specification's keyword rule
``C``, ``X``, ``Z`` with an article or "letter"    yes       "a Z", "like an X.", "the letter C"
``C``, ``X``, ``Z`` alone on a line, in a table    yes       the letter *is* the answer there
cell, in quotes, or anywhere on the answer line
``c-shape``, ``z shaped``, ``x-like``              yes       a letter with "shape"/"shaped"/"like"
``SHAPE: c``, ``SHAPE: **z**``, ``SHAPE: times``   yes       :data:`ANSWER_LINE_SYNONYMS`: the
``SHAPE: crossing``, ``SHAPE: curved line``                  answer line's first word only
"times sign", "multiplication sign", ×, ✕          yes       unambiguous anywhere (not in ``5×5``)
"spirals", "coils", "zigzags" (verbs)              yes       "the corridor spirals inward"
plurals: "the empty squares", "boxes", "crosses"   no        everyday nouns; one maze, one shape
"square grid", "square cells", "5x5 square"        no        the grid is square whatever the maze
"cross the wall", "can't cross"                    no        the verb, not the shape
"square prism", "triangular faces", "-based"      no        a solid or its part, not the shape
"square pyramid", "pentagonal pyramid"             yes       the pyramid: the triangle's variant
                                                             (the shape word before it: no)
"square spiral", "rectangular coil" (the square)   no        a modifier: the head noun decides
``Answer: (C) spiral``, "point C", "cell c"        no        letters as labels or names of things
"not a square", "isn't", "rather than a",          no        negated: the clause's mention after
"do not form a", "unlike", "neither ... nor"                 the negation names nothing
"tried three times", "crossing the corridor"       no        everyday words outside the answer line
=================================================  ========  ====================================

A negation reaches to the end of its clause (a comma, semicolon, sentence end, dash, "but",
"however", "though"...): "not a square but a spiral" names only the spiral. Reference keywords
left out: ``right-angled quadrilateral`` and ``symmetric quadrilateral`` (covered by
``quadrilateral``).

The verdict
===========

The *predicted* label is the one shape the committed answer names, ``"none"`` when it names none
and ``"ambiguous"`` when it names several. ``success`` is ``predicted == shape``.

Where the flexible reading departs from the specification's literal keyword rule
=================================================================================

====================================  ==========  ==========  ====================================
reply                                 literal     flexible    reason
====================================  ==========  ==========  ====================================
"It is not a square; it is a          square and  spiral      a grader does not credit a shape
spiral."                              spiral                  the reply rules out
"Either C or Z." / "C or Z"           both pass   ambiguous:  a hedge commits to neither; the
                                                  both fail   literal rule rewards listing all six
"...square... SHAPE: spiral"          both        spiral      the prompt asks for the SHAPE: line:
                                                              it is the committed answer
"The empty squares form a spiral."    square too  spiral      a plural is the everyday noun
``SHAPE: Z (not a triangle)``         Z and       Z           a note is not the answer
                                      triangle
====================================  ==========  ==========  ====================================

Every pattern here is linear in the reply's length; a typical reply is scored in tens of
microseconds (``benchmarks/bench_scoring.py``).

Where each rule lives
=====================

======================================  =====================================================
module                                  job
======================================  =====================================================
:mod:`.recognition` (here)              the verdict: :func:`score_recognition` and its record
:mod:`.recognition_vocabulary`          the words that name each shape, per active set
                                        (:data:`SHAPE_SYNONYMS`, :data:`EXTENDED_SYNONYMS`)
:mod:`.recognition_mentions`            which shapes a span names (the "What names a shape"
                                        table, negations included)
:mod:`.recognition_answer`              which text is the committed answer
                                        (:func:`committed_names`)
:mod:`.recognition_strict`              the strict ``SHAPE: <name>`` last line
======================================  =====================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agents.llm.reading import UNREADABLE as READING_UNREADABLE
from agents.llm.reading import read_answer
from envs.maze_nav.constants import ALL_SHAPE_NAMES
from experiments.maze.scoring.common import FORMAT
from experiments.maze.scoring.recognition_answer import (
    SETTLED_ON_FIGURE,
    answer_line_names,
    committed_answer,
    committed_names,
)
from experiments.maze.scoring.recognition_figures import figure_beside
from experiments.maze.scoring.recognition_strict import (
    noted,
    several_names,
    strict_line,
    words_after,
)
from experiments.maze.scoring.recognition_vocabulary import EXTENDED_SYNONYMS, vocabulary_of

__all__ = [
    "AMBIGUOUS",
    "EXTENDED_SYNONYMS",
    "NONE",
    "UNREADABLE",
    "WRONG_SHAPE",
    "RecognitionScore",
    "committed_names",
    "score_recognition",
]

NONE = "none"
AMBIGUOUS = "ambiguous"
UNREADABLE = READING_UNREADABLE
"""``predicted`` of a reply the reading pipeline does not read (cut off, still thinking); its
record's ``unreadable`` says why. Never a success."""
WRONG_SHAPE = "wrong_shape"
"""``strict_reason`` of a ``SHAPE:`` line that names one shape, not the maze's."""


def _predicted(named: tuple[str, ...]) -> str:
    if not named:
        return NONE
    return named[0] if len(named) == 1 else AMBIGUOUS


@dataclass(frozen=True)
class RecognitionScore:
    """A recognition answer scored.

    Attributes:
        success: the flexible verdict: the committed answer names exactly the right shape.
        predicted: the one shape the committed answer names, ``"none"`` or ``"ambiguous"``.
        named: every shape the committed answer names.
        strict: the reply ends with ``SHAPE: <name>`` and that line names exactly the right shape.
        strict_reason: ``"format"`` (no such last line), ``"none"``, ``"ambiguous"`` or
            ``"wrong_shape"`` (what the line names), or None when ``strict``.
        unreadable: why ``predicted`` is ``"unreadable"`` (``agents.llm.reading``'s reasons),
            else None.
    """

    success: bool
    predicted: str
    named: tuple[str, ...]
    strict: bool = False
    strict_reason: str | None = FORMAT
    unreadable: str | None = None

    def as_record(self) -> dict[str, Any]:
        record = {
            "success": self.success,
            "predicted": self.predicted,
            "strict": self.strict,
            "strict_reason": self.strict_reason,
        }
        if self.unreadable is not None:
            record["unreadable"] = self.unreadable
        return record


def score_recognition(
    text: object,
    shape: str,
    shapes: tuple[str, ...] | list[str] | None = None,
    finish_reason: object = None,
) -> RecognitionScore:
    """Score a recognition reply against the maze's true ``shape`` (see the module docs).

    Args:
        text: the model's reply.
        shape: the maze's shape, one of the six or an extended one.
        shapes: the study's shapes; their active set (``envs.maze_nav.constants.active_shapes``)
            decides which names a reply can give: the six's words alone, or the extended
            shapes' words too. None: ``shape``'s own set.
        finish_reason: the API's finish reason: ``"length"`` (cut off) is ``"unreadable"``.
    """
    if shape not in ALL_SHAPE_NAMES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPE_NAMES)}")
    if shapes is not None and not set(shapes) <= set(ALL_SHAPE_NAMES):
        raise ValueError(
            f"shapes={shapes!r} has an unknown shape; allowed: {list(ALL_SHAPE_NAMES)}"
        )
    if not isinstance(text, str):
        return RecognitionScore(False, NONE, (), False, FORMAT)
    vocab = vocabulary_of(shape, (shape, *shapes) if shapes is not None else None)
    reading = read_answer(text, finish_reason=finish_reason)
    if reading.reason is not None:
        return RecognitionScore(False, UNREADABLE, (), False, FORMAT, reading.reason)
    named, line = committed_answer(reading.text, vocab)
    if not named and line is None and reading.text is not reading.whole:
        named, line = committed_answer(reading.whole, vocab)
    predicted = AMBIGUOUS if line == SETTLED_ON_FIGURE else _predicted(named)
    answer = strict_line(text)
    if answer is None:
        strict_reason: str | None = FORMAT
    else:
        # Usually the last SHAPE: line is the committed answer too: read it once.
        strict_named = named if line is not None and line.strip() == answer.strip() else None
        if strict_named is None:
            strict_named = answer_line_names(answer, vocab)
        strict_predicted = _predicted(strict_named)
        if strict_predicted == shape and figure_beside(answer, vocab):
            # A figure beside the shape on the line: two answers (thirty-seventh round).
            strict_predicted = AMBIGUOUS
        strict_reason = (
            (
                FORMAT
                if noted(answer) or several_names(answer, vocab) or words_after(answer, vocab)
                else None
            )
            if strict_predicted == shape
            else strict_predicted
            if strict_predicted in (NONE, AMBIGUOUS)
            else WRONG_SHAPE
        )
    return RecognitionScore(
        predicted == shape, predicted, named, strict_reason is None, strict_reason
    )

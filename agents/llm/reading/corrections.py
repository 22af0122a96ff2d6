"""Whether text after a labelled answer takes it back or concludes on another answer.

Split from :mod:`agents.llm.reading.commitment` (one job per file), which re-exports the public
names here. :func:`correction_after` reads a correction cue ("actually", "I meant", "on second
thought") opening a sentence after the answer; with none, :func:`_concluded_after` reads a later
check that concludes ("so (1, 1) is the better first step") or prefers by a word of
:data:`PREFERENCE_WORDS`. Either names another answer: taken, or ``UNSURE`` (never a guess).
A check that doubts the answer (its cue and the outcomes it states) is read in
:mod:`agents.llm.reading.check_doubts`, and a later sentence stating another answer (the
inverted default) in :mod:`agents.llm.reading.stated_answers` (moved there in the forty-ninth
round, this module at its size limit); their public names are re-exported here.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable

from agents.llm.reading.check_doubts import (  # noqa: F401 (re-exported: the public API stays here)
    BAD,
    GOOD,
    check_outcomes,
    confirmed_at_end,
    maze_check_doubts,
    path_check_doubts,
)
from agents.llm.reading.stated_answers import (  # noqa: F401 (re-exported: the public API stays here)
    CONCLUSION_REACH,
    DESCRIPTION_CUES,
    SENTENCE_END,
    VERDICT_WORDS,
    states_another_after,
)
from agents.llm.reading.stated_answers import agrees as _agrees
from agents.llm.reading.stated_answers import ends_confirming as _ends_confirming

# A sentence that takes back an answer given before it: "Actually no, I meant (2, 0).", "On
# second thought, (2, 0) is better." Only cues that change an answer ("wait", "let me
# double-check" often just check it).
CORRECTION_CUE = re.compile(
    r"(?<![a-z])(?:actually|correction|corrected|on second thought|i meant|i mean|"
    r"scratch that|let me correct|(?:let me |i(?:'ll| will) )?change my answer|revised answer|"
    r"oops)(?![a-z])",
    re.IGNORECASE,
)
# The cues that only signal a change of mind; the others state a replacement ("I meant",
# "correction", "change my answer"). After one of these, a sentence preferring another answer
# ("actually (2, 0) is the better choice") is a check that prefers, not a replacement: a
# conflict (issue 35, twenty-third round: v24 wrote it after "let me double-check").
_MIND_CUE = re.compile(r"(?:actually|on second thought|oops)\Z", re.IGNORECASE)
# Words that reject an answer rather than give one: the sentence's answer is not the new one.
_REJECTION = re.compile(
    r"(?<![a-z])(?:not|never|wrong|wall|walls|blocked|invalid|illegal|cannot|impossible|"
    r"instead of|rather than)(?![a-z])|n't",
    re.IGNORECASE,
)
_CUE_OPENS = 24
"""How far into its sentence a correction cue may stand ("Hmm, no, sorry, I meant")."""
# What may stand before the cue in its sentence: interjections and punctuation only.
_INTERJECTIONS = re.compile(
    r"(?:[\s,;:*_>()\[\]—–-]|(?<![a-z])(?:no|nope|wait|hmm+|oh|sorry|ok|okay|well|but|um|uh|"
    r"ah|oops|hold on|actually|correction)(?![a-z]))*\Z",
    re.IGNORECASE,
)
# A cue correcting a fact about the maze ("actually the maze row 1 is ...", "actually the
# grid's column 0 is open"), not the answer: what the sentence prefers after it is a check's
# conclusion, read as one (issue 35, eighteenth round).
_FACT_CORRECTED = re.compile(
    r"[ \t,]*(?:the|this|that)[ \t]{1,3}(?:maze|grid|board|map|layout)(?:['’]s)?"
    r"(?:[ \t]{1,3}(?:row|column|col))?(?![a-z])",
    re.IGNORECASE,
)
KEEP, TAKE, UNSURE = "keep", "take", "unsure"
"""What :func:`correction_after` says of a labelled answer."""


def correction_after(
    text: str,
    answer_end: int,
    value: object,
    named_in: Callable[[int, int], list[object]],
    rejections: bool = True,
) -> tuple[str, object]:
    """Whether a sentence after a labelled answer takes it back, as a grader reads it.

    ``value`` is the labelled answer (ending at ``answer_end``) and ``named_in(start, end)`` the
    answers the phase reads in ``text[start:end]``. The last sentence after the answer holding a correction cue
    ("actually", "I meant", "on second thought", "correction", ...) near its start decides:
    naming exactly one
    other answer, neither rejected ("not", "wall", "invalid", ...) nor asked about ("?"), it is
    ``(TAKE, that answer)``; naming another answer any other way, ``(UNSURE, every answer
    named there and value)`` (a conflict: never a guess); else ``(KEEP, value)``. With no such
    cue, a later check concluding on another answer (:func:`_concluded_after`: "so (1, 1) is the
    better first step") is ``UNSURE`` too. Linear time.
    ``rejections=False`` leaves the rejection words to a phase whose ``named_in`` already drops
    negated answers (recognition).
    """
    cues = deque(CORRECTION_CUE.finditer(text, answer_end), maxlen=1)
    if not cues:
        return _concluded_after(text, answer_end, value, named_in, rejections)
    cue = cues[0]
    start = max(answer_end, *(text.rfind(c, answer_end, cue.start()) + 1 for c in ".!?\n"))
    # The cue opens its sentence ("Actually, ...", "Wait, correction: ...", "Sorry, I meant")
    # or a clause after ";" ("Wait, the bottom row is open; let me change my answer to ..."):
    # "I actually looked at (2, 0) first" takes nothing back.
    clause = max(start, text.rfind(";", start, cue.start()) + 1)
    if (
        cue.start() - clause > _CUE_OPENS
        or not _INTERJECTIONS.match(text, clause, cue.start())
        or _FACT_CORRECTED.match(text, cue.end())
    ):
        return _concluded_after(text, answer_end, value, named_in, rejections)
    found = SENTENCE_END.search(text, cue.end())
    end = found.end() if found else len(text)
    named = set(named_in(start, end))
    if not named - {value}:
        return KEEP, value
    if (
        len(named) > 1
        or text[end - 1 : end] == "?"
        or (rejections and _REJECTION.search(text, start, end))
    ):
        return UNSURE, frozenset(named | {value})
    new = named.pop()
    if (
        _MIND_CUE.match(cue.group())
        and _PREFERENCE_CUE.search(text, cue.end(), end)
        and not _replacement_stated(text, end, new, named_in)
    ):
        return UNSURE, frozenset({new, value})
    return TAKE, new


# A sentence stating the answer that replaces ("So my move is (2, 0).", "I'll go with (2, 0)
# instead."): after a preference, it makes the preferred answer the new one.
_STATED = re.compile(
    r"(?<![a-z])(?:my[ \t]{1,3}(?:new[ \t]{1,3}|final[ \t]{1,3}|revised[ \t]{1,3})?"
    r"(?:move|answer|choice)[ \t]{1,3}is|i(?:'ll|[ \t]{1,3}will)[ \t]{1,3}(?:go[ \t]{1,3}with|"
    r"take|move[ \t]{1,3}to|pick|choose)|instead)(?![a-z])",
    re.IGNORECASE,
)
_STATED_REACH = 600
"""How far after a preference a stated replacement is looked for."""


def _replacement_stated(
    text: str, at: int, new: object, named_in: Callable[[int, int], list[object]]
) -> bool:
    """A sentence from ``at`` on (the preference's sentence included, from its end back to its
    start being read by the caller) states ``new`` as the answer and names nothing else."""
    start = text.rfind("\n", 0, at)
    for m in _STATED.finditer(text, max(0, start + 1), min(len(text), at + _STATED_REACH)):
        begin = max(0, *(text.rfind(c, 0, m.start()) + 1 for c in ".!?\n"))
        found = SENTENCE_END.search(text, m.end())
        stop = found.end() if found else len(text)
        named = set(named_in(begin, stop))
        if named == {new}:
            return True
    return False


# A check after an answer that concludes or endorses ("so (1, 1) is the better first step",
# "therefore the shape looks more like a C", "so square 1 should be turned", "this route
# reaches G via ..."): a grader reads it as a second answer (issue 35, sixteenth round).
_CONCLUSION_CUE = re.compile(
    r"(?<![a-z])(?:so|therefore|thus|hence|which means|that means|good (?:first )?"
    r"(?:step|move|choice|start)|the (?:best|better|right) (?:first )?(?:step|move|choice|one)|"
    r"is what|more like|looks like|should be (?:turned|rotated|moved|taken)|"
    r"(?:this|that|the|my) (?:route|path|way) (?:that )?reach(?:es)? (?:g|the goal)|closes the gap|derivation|re-?derived?)(?![a-z])",
    re.IGNORECASE,
)
# Evaluative words of choice (comparatives and superlatives a grader reads as preferring what
# the sentence names: "moving down to (2, 0) is shorter", "turning (1, 1) is better", "(2, 0)
# makes more sense", "I should have picked (2, 0)"). A declared table, not more alternations:
# a check naming only another answer by one of them is a second answer (issue 35, eighteenth
# round). "Worse" and "longer" are not here: they reject; "not better" is rejected by "not".
PREFERENCE_WORDS: tuple[str, ...] = (
    "better",
    "best",
    "shorter",
    "shortest",
    "faster",
    "fastest",
    "quicker",
    "quickest",
    "safer",
    "safest",
    "optimal",
    "preferable",
    "makes more sense",
    "should have",
    # "The left route ... looks more natural, though.", "I prefer ...": a preference with no
    # verdict word (issue 35, twenty-sixth round). Not a bare "prefer": "if you'd prefer ..."
    # offers an alternative (v12).
    "more natural",
    "cleaner",
    "simpler",
    "nicer",
    "i prefer",
)
_PREFERENCE_CUE = re.compile(
    r"(?<![a-z])(?:"
    + "|".join(re.escape(w).replace(r"\ ", "[ \t]{1,3}") for w in PREFERENCE_WORDS)
    + r")(?![a-z])",
    re.IGNORECASE,
)
# Where a clause ends inside a sentence: ";", ":" or a comma not inside a pair ("(1, 1)").
# A check judging what kind of thing the answer is ("makes it more of a C", "closer to a Z",
# "really a C-shape", "more like the letter Z"): it concludes on what the words right after it
# name, a shape by its name or its letter; "closer to a wall" names none and concludes nothing
# (issue 35, nineteenth round).
_KIND_CUE = re.compile(
    r"(?<![a-z])(?:more[ \t]{1,3}of|closer[ \t]{1,3}to|nearer[ \t]{1,3}to|really|rather)"
    r"[ \t]{1,3}an?[ \t]{1,3}(?:(?:the[ \t]{1,3})?letter[ \t]{1,3})?",
    re.IGNORECASE,
)
# The word right after a kind cue: what it concludes on ("C", "C-shape", "spiral", "Z.").
_KIND_WORD = re.compile(r"[\"'*_`]{0,3}[^\s.,;:!?\"'*_`]{1,40}[\"'*_`]{0,3}")
_CLAUSE_STOP = re.compile(r"[;:]|,(?![ \t]*-?\d)")
# A later step of a plan ("so next I go to (1, 2)"): no second answer to a one-cell question.
_PLAN_STEP = re.compile(
    r"(?<![a-z])(?:then|next|after that|afterwards|later|from there)(?![a-z])", re.IGNORECASE
)
_FACING = re.compile(
    r"(?<![a-z])(?:faces|facing|points[ \t]{1,3}(?:at|to|toward|towards))(?![a-z])|朝向|对着",
    re.IGNORECASE,
)
"""A piece's opening facing something: what follows is the turn's result, not an answer."""
_CONCLUSIONS_READ = 4
"""How many of the last concluding sentences after an answer are looked at (from the last)."""


def _concluded_after(
    text: str,
    answer_end: int,
    value: object,
    named_in: Callable[[int, int], list[object]],
    rejections: bool,
) -> tuple[str, object]:
    """Whether the last concluding sentence after an answer ends on another answer.

    The last sentence after ``answer_end`` holding a concluding or endorsing cue
    (:data:`_CONCLUSION_CUE`), an evaluative word of choice (:data:`PREFERENCE_WORDS`) or a
    judgement of kind right before an answer (:data:`_KIND_CUE`: "more of a C") and naming
    answers decides: if none of them is the answer (or a part
    of its route), and the sentence neither rejects them nor asks, the reply gave two answers
    without saying which stands: ``(UNSURE, both)``. A mention without such a cue ("(0, 0) is a
    wall") keeps the answer; so does a check ending on the same answer.
    """
    if _ends_confirming(text, answer_end, value, named_in, _agrees):
        return KEEP, value
    # The reply's close only: a conclusion stands at the end, and the scan stays bounded.
    since = max(answer_end, len(text) - CONCLUSION_REACH)
    cues = deque(
        sorted(
            [
                *_CONCLUSION_CUE.finditer(text, since),
                *_PREFERENCE_CUE.finditer(text, since),
                *_KIND_CUE.finditer(text, since),
            ],
            key=lambda m: m.start(),
        ),
        maxlen=_CONCLUSIONS_READ,
    )
    seen = len(text) + 1
    for cue in reversed(cues):
        # A word of choice prefers what its own clause names ("after that turn (0, 0) points
        # off the edge, so turning (1, 1) is better" prefers (1, 1)); a conclusion, its sentence.
        start = max(since, *(text.rfind(c, since, cue.start()) + 1 for c in ".!?\n"))
        if cue.re is _PREFERENCE_CUE:
            stop = deque(_CLAUSE_STOP.finditer(text, start, cue.start()), maxlen=1)
            start = stop[0].end() if stop else start
        if cue.re is _KIND_CUE:
            word = _KIND_WORD.match(text, cue.end())
            if word is None or not named_in(cue.end(), word.end()):
                continue  # "closer to a wall", "more of a U": no answer concluded on
        if start >= seen:
            continue  # this cue's sentence was read already
        seen = start
        found = SENTENCE_END.search(text, cue.end())
        end = found.end() if found else len(text)
        named = named_in(start, end)
        # What the turned piece then faces is described, not answered ("After this turn its
        # opening faces the bottom-left piece, which is what we need."; forty-ninth round).
        for facing in _FACING.finditer(text, start, end):
            stop = _CLAUSE_STOP.search(text, facing.end(), end)
            faced = named_in(facing.end(), stop.start() if stop else end)
            named = [n for n in named if n not in faced]
        if not named:
            continue
        if any(_agrees(n, value) for n in named):
            return KEEP, value
        # A route spelled out again ("start at (1, 0), go down to ..., then right") is one
        # answer; a later cell after "then"/"next" is the plan's next step, not a second answer.
        route = any(isinstance(n, tuple) and n and isinstance(n[0], tuple) for n in named)
        asked_or_rejected = text[end - 1 : end] == "?" or (
            rejections and _REJECTION.search(text, start, end)
        )
        if (
            not asked_or_rejected
            and len(set(named)) == 1
            and _STATED.search(text, cue.start(), end)
        ):
            # The conclusion states its answer as the replacement ("But then its opening faces
            # (1, 1), so rotate (1, 0) clockwise instead."; forty-ninth round): a correction
            # naming its new answer, which stands.
            return TAKE, named[0]
        if asked_or_rejected or (not route and _PLAN_STEP.search(text, start, end)):
            return KEEP, value
        return UNSURE, frozenset({*named, value})
    return KEEP, value

"""A later affirmative statement of another answer after the committed one (the inverted
default; issue 35, twentieth round). Moved out of :mod:`.corrections` in the forty-ninth round
(that module at its size limit), which re-exports the public names. One job: deciding whether
a sentence after the answer states another answer of its kind. Linear; never raises.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from agents.llm.reading.check_doubts import CHECK_CUE as _CHECK_CUE
from agents.llm.reading.check_doubts import confirmed_at_end
from agents.llm.reading.kept_picks import kept_at_end

# The end of a sentence: where a cue's sentence stops (also used by :mod:`.commitment`).
SENTENCE_END = re.compile(r"[.!?\n]")

CONCLUSION_REACH = 4000
"""How far from the reply's end concluding sentences are looked for (:data:`~agents.llm.reading.commitment.PICK_REACH`'s span)."""


def agrees(named: object, value: object) -> bool:
    """A concluded answer agrees with the answer: the same, or a route given again in part."""
    if named == value:
        return True
    if isinstance(named, tuple) and isinstance(value, tuple) and named and len(named) <= len(value):
        n = len(named)
        return any(value[i : i + n] == named for i in range(len(value) - n + 1))
    return False


# -- the inverted default: a later affirmative statement of another answer -----------------------

# v17, v19, v20 and v21 each wrote a check settling on another answer in words no cue list had
# ("so (2, 0) is the next move", "(1, 1) is where the player needs to go"). So the default is
# inverted (issue 35, twentieth round): after the committed answer, a sentence stating another
# answer of the same kind with a verdict word is a second answer, unless it plainly rejects or
# merely describes what it names (:data:`DESCRIPTION_CUES`). Narrowed to sentences holding a
# verdict word (:data:`VERDICT_WORDS`): a bare mention ("(2, 0) too.") states nothing.
VERDICT_WORDS: tuple[str, ...] = (
    "is",
    "are",
    "'s",
    "would be",
    "will be",
    "needs",
    "need",
    "should",
    "must",
    "works",
)
"""Words that state something is the answer ("is the next move", "would be the right step")."""
DESCRIPTION_CUES: tuple[str, ...] = (
    # rejections
    "not",
    "never",
    "no",
    "wrong",
    "wall",
    "walls",
    "blocked",
    "invalid",
    "illegal",
    "cannot",
    "impossible",
    "worse",
    "worst",
    "longer",
    "longest",
    "dead end",
    "dead-end",
    "off the board",
    "off the edge",
    "outside",
    "out of bounds",
    "would be wrong",
    "instead of",
    "rather than",
    # descriptions: the maze or question restated, the player's own cell and its neighbours,
    # a hypothetical or an alternative offered beside the answer (a caveat, not a second one)
    "open",
    "free",
    "empty",
    "too",
    "also",
    "already",
    "player is",
    "player's",
    "player stands",
    "stand",
    "stands",
    "i'm at",
    "i am at",
    "start",
    "starts",
    "starting",
    "adjacent",
    "next to",
    "beside",
    "neighbour",
    "neighbor",
    "if",
    "alternative",
    "fallback",
    "goal",
    "maze",
    "grid",
    "question",
    "asked",
    "option",
    "options",
    "choice",
    "choices",
    "ruled out",
    "unlike",
    # the answer kept beside the other named ("works as well, but I keep the one above")
    "keep",
    "keeping",
    "stick with",
    "sticking with",
)
"""Words that make a mention of another answer a rejection or a description, not an answer."""


def _words_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(
        r"(?<![a-z])(?:"
        + "|".join(re.escape(w).replace(r"\ ", "[ \t]{1,3}") for w in words)
        + r")(?![a-z])|n't",
        re.IGNORECASE,
    )


_VERDICT = re.compile(
    r"(?<![a-z])(?:"
    + "|".join(re.escape(w).replace(r"\ ", "[ \t]{1,3}") for w in VERDICT_WORDS if w != "'s")
    + r")(?![a-z])|['\u2019]s(?![a-z])",
    re.IGNORECASE,
)
_DESCRIBED = _words_pattern(DESCRIPTION_CUES)
# "the next move", "the next step" name the answer's kind, not a later step of a plan.
_LATER_STEP = re.compile(
    r"(?<![a-z])(?:then|next(?![ \t]{1,3}(?:move|step|cell))|after that|afterwards|later|"
    r"from there|(?:the|a)[ \t]{1,3}(?:move|step|turn)[ \t]{1,3}after[ \t]{1,3}(?:this|that))"
    r"(?![a-z])",
    re.IGNORECASE,
)
_SENTENCES_READ = 6
"""How many of the last sentences after an answer are looked at."""
# A preference for what the sentence names ("also valid, and the one I'd actually go with: ...",
# "the route I prefer"): a second answer even beside "also" or "too" (issue 35, thirty-second
# round); a preference for the answer itself names nothing else, so nothing disagrees.
_PREFERRED = re.compile(
    r"(?<![a-z])(?:(?:one|route|path|move|turn|shape|maze)[ \t]{1,3}(?:that[ \t]{1,3})?"
    r"(?:i|we)(?:['\u2019]d|[ \t]{1,3}would)?[ \t]{1,3}(?:actually[ \t]{1,3}|really[ \t]{1,3})?"
    r"(?:go[ \t]{1,3}with|prefer|pick|choose|take)|i['\u2019]d[ \t]{1,3}(?:rather|prefer)"
    r"|my[ \t]{1,3}preference)(?![a-z])",
    re.IGNORECASE,
)


def ends_confirming(
    text: str,
    answer_end: int,
    value: object,
    named_in: Callable[[int, int], list[object]],
    agrees: Callable[[object, object], bool],
) -> bool:
    """The reply ends keeping the answer ("The move stands.", "So it stays (2, 0).";
    :func:`confirmed_at_end`): the cells a check named on the way are its reasons, unless the
    confirming sentence names another value itself (issue 35, thirty-first round)."""
    # A pick closing the reply ("I picked ...", "(1, 1) it is"; 41st round) confirms too.
    confirmed = confirmed_at_end(text, answer_end) or kept_at_end(text, answer_end)
    if confirmed is None:
        return False
    named = named_in(*confirmed) if confirmed[1] > confirmed[0] else []
    return not named or any(agrees(n, value) for n in named)


def states_another_after(
    text: str,
    answer_end: int,
    value: object,
    named_in: Callable[[int, int], list[object]],
    agrees: Callable[[object, object], bool] = agrees,
) -> bool:
    """A sentence after the answer states another answer of the same kind (the inverted default).

    ``named_in(start, end)`` gives the answers named in ``text[start:end]`` and ``agrees(named,
    value)`` whether one is the answer (or a part of its route). A sentence among the last
    :data:`_SENTENCES_READ` after ``answer_end`` holding a verdict word (:data:`VERDICT_WORDS`),
    naming answers none of which agrees with ``value``, neither asking, nor rejecting or
    describing them (:data:`DESCRIPTION_CUES`), nor a plan's later step ("then (1, 2)"), is a
    second answer: ``True``. Linear time; never raises.
    """
    if ends_confirming(text, answer_end, value, named_in, agrees):
        return False
    since = max(answer_end, len(text) - CONCLUSION_REACH)
    cuts = [since, *(m.end() for m in SENTENCE_END.finditer(text, since))]
    if cuts[-1] < len(text):
        cuts.append(len(text))
    check = _CHECK_CUE.search(text, since)
    for start, end in list(pairwise(cuts))[-_SENTENCES_READ:]:
        if start == answer_end:
            continue  # the rest of the answer's own line, read by the label's checks
        if text[end - 1 : end] == "?":
            continue
        preferred = _PREFERRED.search(text, start, end) is not None
        if not preferred and not _VERDICT.search(text, start, end):
            if check is None or end <= check.end():
                continue
            # Inside a check section no verdict word is needed ("Verify: the player goes to
            # (2, 0) and ..."); a plan's later step ends what the sentence names, and a check
            # of a later move ("For the move after this one, I'll check (3, 0).") names none.
            if check.start() >= start and _LATER_STEP.search(text, start, check.start()):
                continue
            start = max(start, check.end())
            later = _LATER_STEP.search(text, start, end)
            end = later.start() if later else end
            if _DESCRIBED.search(text, start, end):
                continue
        elif not preferred and (
            _DESCRIBED.search(text, start, end) or _LATER_STEP.search(text, start, end)
        ):
            continue
        named = named_in(start, end)
        if named and not any(agrees(n, value) for n in named):
            return True
    return False

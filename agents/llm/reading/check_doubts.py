"""Whether a check after an answer says the answer fails: the check cue and the outcomes it states.

Split from :mod:`agents.llm.reading.corrections` (one job per file), which re-exports the public
names here. :data:`_CHECK_CUE` opens a check of the answer ("double-check", "verify", "wait");
:func:`check_outcomes` reads the outcomes its clauses state for a move, and
:func:`maze_check_doubts` / :func:`path_check_doubts` whether it says a generated maze or a
one-shot path fails.
"""

from __future__ import annotations

import re
from itertools import pairwise

# What opens a check of the answer (issue 35, twenty-third round): from it on, a sentence naming
# another answer of the same kind is a second answer even without a verdict word.
_CHECK_CUE = re.compile(
    r"(?<![a-z])(?:(?:double|re)-?check(?:ing|ed)?|check(?:ing|ed)?|verif(?:y|ying|ied|ication)|"
    r"wait|on[ \t]{1,3}reflection|hmm+)(?![a-z])",
    re.IGNORECASE,
)
# Public too: :func:`agents.llm.reading.corrections.states_another_after` reads the same cue.
CHECK_CUE = _CHECK_CUE


# -- a check that doubts the answer (issue 35, twenty-fourth round) ----------------------------

BAD = "bad"
GOOD = "good"
"""The outcome a check's clause states for the move it speaks of (:func:`check_outcomes`)."""

# An outcome that fails: the piece points off the board, does not connect, leaves a gap. Read
# before :data:`_GOOD_OUTCOME`, so "does not connect" is never a connection.
_BAD_OUTCOME = re.compile(
    r"(?<![a-z])(?:off[ \t-]{1,3}(?:the[ \t]{1,3})?(?:board|grid|edge)|"
    r"(?:does|do|would|will|could|did|can)[ \t]{0,3}(?:not|n't)[ \t]{1,3}"
    r"(?:connect|work|fit|join|line[ \t]up|reach|meet)|"
    r"(?:doesn't|don't|won't|wouldn't|can't|cannot|didn't)[ \t]{1,3}"
    r"(?:connect|work|fit|join|line[ \t]up|reach|meet)|"
    r"not[ \t]{1,3}connected|disconnect(?:s|ed)?|away[ \t]{1,3}from|breaks|"
    r"leaves?[ \t]{1,3}(?:a|the|an)[ \t]{1,3}(?:gap|opening[ \t]{1,3}open)|"
    r"(?:is|would[ \t]{1,3}be|was)[ \t]{1,3}wrong|into[ \t]{1,3}(?:a|the)[ \t]{1,3}wall|"
    r"(?:hits?|bumps?[ \t]{1,3}into)[ \t]{1,3}(?:a|the)[ \t]{1,3}wall)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# An outcome that succeeds: the piece connects, the move works or fits.
_GOOD_OUTCOME = re.compile(
    r"(?<![a-z])(?:connect(?:s|ed)?|works|fits|joins|lines[ \t]up|closes[ \t]{1,3}the[ \t]{1,3}gap)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# A clause about the board as it stands, not after the move ("currently it does not connect").
_PRESENT_STATE = re.compile(
    r"(?<![a-z])(?:currently|right[ \t]now|at[ \t]the[ \t]moment|as[ \t]it[ \t]stands|"
    r"before[ \t]the[ \t](?:turn|move|rotation))(?![a-z])",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[.;!?\n]|,[ \t]{1,3}but(?![a-z])")
_CHECK_REACH = 2000
"""How much of a check after the answer is read for outcomes (replies may run to megabytes)."""


def check_outcomes(text: str, answer_end: int) -> list[tuple[int, int, str]]:
    """The outcomes stated in a check after the answer: each clause ``(start, at, BAD or
    GOOD)`` (``at`` where the outcome is said) after a check cue (:data:`_CHECK_CUE`) following ``answer_end`` that says a move
    fails ("off the board", "does not connect", "leaves a gap", "is wrong") or succeeds
    ("connects", "works", "fits"), in order. Which move a clause speaks of is the phase's to
    read in ``text[start:at]``: what follows the outcome is its reason or its consequence
    ("points off the board, so it should be turned clockwise"). Clauses about the board as it stands ("currently", "now") and questions are left
    out. Linear time; never raises."""
    check = _CHECK_CUE.search(text, answer_end, answer_end + _CHECK_REACH)
    if check is None:
        return []
    stop = min(len(text), check.end() + _CHECK_REACH)
    cuts = [check.end(), *(m.end() for m in _CLAUSE_END.finditer(text, check.end(), stop)), stop]
    found: list[tuple[int, int, str]] = []
    for start, end in pairwise(cuts):
        if end <= start or text[end - 1 : end] == "?" or _PRESENT_STATE.search(text, start, end):
            continue
        said = _BAD_OUTCOME.search(text, start, end)
        outcome = BAD
        if said is None:
            said, outcome = _GOOD_OUTCOME.search(text, start, end), GOOD
        if said is not None:
            found.append((start, said.start(), outcome))
    return found


# -- a check that doubts a generated maze (issue 35, twenty-fifth round) -----------------------

# A check's verdict that the maze fails: a gap, not closed, not a <shape>, wrong, broken,
# invalid. Each is said of the maze as it stands ("is", "has"), so "would be invalid" (an
# alternative weighed), "no gap" and "nothing is broken" (negations) are not verdicts.
_MAZE_FAILS = re.compile(
    r"(?<![a-z])(?:(?:has|have|there[ \t]{1,3}is|there's|with|leaves?|leaving)[ \t]{1,3}"
    r"(?:a|one)[ \t]{1,3}gap|"
    r"(?<!nothing[ \t])(?<!none[ \t])(?:is|are|looks|was|it's|'s)[ \t]{1,3}"
    r"(?:wrong|broken|invalid)|"
    r"(?:not|isn't|aren't|wasn't)[ \t]{1,3}(?:a[ \t]{1,3})?(?:closed|valid|proper|connected)|"
    r"(?:not|isn't|aren't|wasn't)[ \t]{1,3}a[ \t]{1,3}(?:square|ring|loop|rectangle|circle|triangle|cross|"
    r"diamond|spiral|shape)|"
    r"(?:fails|doesn't[ \t]{1,3}work|does[ \t]{1,3}not[ \t]{1,3}work))(?![a-z])",
    re.IGNORECASE,
)
# Another maze offered by the check with no replacement said ("A better maze is", "a better one
# would", "another option:"): the check doubts the answer.
_OTHER_MAZE = re.compile(
    r"(?<![a-z])(?:(?:a|the)[ \t]{1,3}better[ \t]{1,3}(?:maze|one|version|design|layout|grid)|"
    r"another[ \t]{1,3}(?:maze|one|option|version|design|layout|grid))(?![a-z])",
    re.IGNORECASE,
)
# A clause weighing an alternative, not the answer: "a ring with G outside would be invalid".
_HYPOTHETICAL = re.compile(r"(?<![a-z])(?:would|could|if|alternative|otherwise)(?![a-z])", re.I)


def maze_check_doubts(text: str, answer_end: int) -> bool:
    """Whether a check after the maze ending at ``answer_end`` (a check cue,
    :data:`_CHECK_CUE`) says the maze fails (:data:`_MAZE_FAILS`) or offers another maze
    (:data:`_OTHER_MAZE`); the reader then commits to no maze unless a replacement is stated
    after the check (the generation reader's cues pick that maze, so the check is before it).
    Questions and clauses weighing an alternative are left out. Linear time; never raises."""
    return _check_says(text, answer_end, _MAZE_FAILS, _OTHER_MAZE)


# A check's verdict that a one-shot path fails: it goes through, into or across a wall, or is
# wrong, broken or invalid.
_PATH_FAILS = re.compile(
    r"(?<![a-z])(?:(?:through|into|across|crosses)[ \t]{1,3}(?:a|the)[ \t]{1,3}wall|"
    r"hits?[ \t]{1,3}(?:a|the)[ \t]{1,3}wall|"
    r"(?<!nothing[ \t])(?:is|looks|was|it's|'s)[ \t]{1,3}(?:wrong|broken|invalid))(?![a-z])",
    re.IGNORECASE,
)


def path_check_doubts(text: str, answer_end: int) -> bool:
    """Whether a check after the path ending at ``answer_end`` says the path fails
    (:data:`_PATH_FAILS`: "this path goes through a wall at (2, 1)"), as
    :func:`maze_check_doubts` does for mazes. Linear time; never raises."""
    return _check_says(text, answer_end, _PATH_FAILS, None)


def _check_says(
    text: str, answer_end: int, fails: re.Pattern[str], other: re.Pattern[str] | None
) -> bool:
    """A clause of a check after ``answer_end`` matching ``fails`` (not weighing an
    alternative, not a question) or ``other`` (another answer offered)."""
    check = _CHECK_CUE.search(text, answer_end, answer_end + _CHECK_REACH)
    if check is None:
        return False
    stop = min(len(text), check.end() + _CHECK_REACH)
    cuts = [check.end(), *(m.end() for m in _CLAUSE_END.finditer(text, check.end(), stop)), stop]
    for start, end in pairwise(cuts):
        if end <= start or text[end - 1 : end] == "?":
            continue
        if other is not None and other.search(text, start, end):
            return True
        if _HYPOTHETICAL.search(text, start, end) or _PRESENT_STATE.search(text, start, end):
            continue
        if fails.search(text, start, end):
            return True
    return False


# -- a check that ends confirming the answer (issue 35, thirty-first round) --------------------

# The reply's last sentence keeps the answer with a verb of standing ("The move stands.", "My
# answer holds.", "So it stays (2, 0).", "The path remains as given."): whatever cells the check
# named on the way, it settled on the answer. Anchored at the sentence's start, so a doubt about
# the confirmation ("I'm not sure my answer holds") is none.
_CONFIRMED = re.compile(
    r"[ \t\n*_]*(?:(?:so|then|thus|therefore|hence|yes|good|ok(?:ay)?)[ \t]{0,3},?[ \t]{0,3})?"
    r"(?:(?:the|my|this|that|our)[ \t]{1,3}(?:(?:final|original|chosen|first)[ \t]{1,3})?"
    r"(?:move|answer|path|route|shape|turn|rotation|maze|choice|cell|step)|it)"
    r"[ \t]{1,3}(?:still[ \t]{1,3})?(?:stands|holds|remains|stays)"
    r"(?:[ \t]{1,3}(?:as[ \t]{1,3}(?:given|is|it[ \t]is|written)|unchanged|correct|the[ \t]same))?"
    r"(?:[ \t]{1,3}(?:at[ \t]{1,3})?(?P<value>\([^()\n]{1,20}\)))?[ \t*_]*[.!]?[ \t*_]*\Z",
    re.IGNORECASE,
)
_LAST_SENTENCE_REACH = 200
"""How far back from the reply's end the confirming sentence is looked for."""


def confirmed_at_end(text: str, answer_end: int) -> tuple[int, int] | None:
    """``(start, end)`` of the value the reply's last sentence names when that sentence, after
    ``answer_end``, confirms the answer (:data:`_CONFIRMED`), ``(start, start)`` when it names
    none; None when the reply does not end confirming. The caller checks a named value agrees
    with the answer. Linear time (reads the last :data:`_LAST_SENTENCE_REACH` characters);
    never raises."""
    end = len(text.rstrip())
    lo = max(answer_end, end - _LAST_SENTENCE_REACH)
    if end <= lo:
        return None
    body_end = end - 1 if text[end - 1] in ".!" else end
    cut = max(text.rfind(mark, lo, body_end) for mark in ".!?\n;:")
    start = max(cut + 1, lo)
    if cut < lo and lo != answer_end:
        return None  # the sentence runs past the reach: no short confirmation
    m = _CONFIRMED.match(text, start, len(text))
    if m is None:
        return None
    return m.span("value") if m.group("value") else (m.end(), m.end())

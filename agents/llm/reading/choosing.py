"""Stage 3's choosing: the section of a reply that it commits to (:func:`choose`).

Split from :mod:`agents.llm.reading.commitment` (one job per file), which re-exports the public
names here and keeps the hedging checks (alternatives offered with no pick); the module docs
there say how a grader takes the committed section. Here also: the sections the reply offers
(:func:`offered_sections`), a ticked table row (:func:`ticked_row`), and whether the text
between two answers offers an alternative (:func:`~agents.llm.reading.between_answers.offers_alternative`,
in :mod:`agents.llm.reading.between_answers`, which also joins moves).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from agents.llm.reading.between_answers import offers_alternative
from agents.llm.reading.corrections import CORRECTION_CUE
from agents.llm.reading.table_rows import row_holds_route, steps_header, table_end

_KINDS = (
    r"option|attempt|candidate|choice|solution|maze|path|route|answer|version|alternative|"
    r"design|layout|variant|proposal"
)
# "Option 2", "attempt #1", "Maze B" in the lowered text; whether it heads a section or is picked
# is then decided from a few characters around it.
_KIND_ID = re.compile(
    rf"(?<![a-z])(?P<kind>{_KINDS})[ \t]{{0,3}}(?:#[ \t]?)?(?P<id>\d{{1,3}}|[a-d])(?![a-z0-9])"
)
# The same without its look-behind, which :func:`_after_non_letter` applies: a pattern opening
# with a look-behind is tried at every character; one opening with the words' first letters is
# skipped by ``re`` to where one stands (a typical reply read 3x faster).
_KIND_ID_BODY = re.compile(_KIND_ID.pattern.removeprefix("(?<![a-z])"))


def _after_non_letter(
    body: re.Pattern[str], text: str, pos: int = 0, endpos: int | None = None
) -> Iterator[re.Match[str]]:
    """``re.compile("(?<![a-z])" + body.pattern).finditer(text, pos, endpos)``, faster.

    The same matches: the whole pattern matches at a place exactly where ``body`` does and the
    character before it is no ``a``-``z`` (the look-behind sees before ``pos``, as here); a
    place where ``body`` matches but the look-behind fails is passed by one character, as the
    whole pattern's scan passes it, and after a match the scan goes on at its end.
    """
    end = len(text) if endpos is None else endpos
    while True:
        m = body.search(text, pos, end)
        if m is None:
            return
        at = m.start()
        if at and "a" <= text[at - 1] <= "z":
            pos = at + 1
            continue
        yield m
        pos = m.end()


_HEADING_LEAD = frozenset(" \t>*_-")
_MARKED = re.compile(r"\((?:better|final|correct|best|chosen|preferred)\)")
_PICK_BEFORE = re.compile(
    r"(?:choose|chose|pick|picking|take|taking|go with|going with|select|prefer|submit|"
    r"stick with|settle on|answer is|answer:|choice is|choice:|answer would be|recommend|"
    r"commit to|committing to)"
    r"[ \t]{1,3}(?:the[ \t]{1,3})?\Z"
)
_PICKED_AFTER = re.compile(
    r"[ \t]{1,3}is[ \t]{1,3}(?:the[ \t]{1,3})?(?:correct|valid|right|best|better|final|chosen|one|my)"
)
_FINAL_LABEL = re.compile(
    r"final[ \t_-]{0,3}answer(?![a-z])[ \t]{0,3}(?:is[ \t]{0,3})?:?", re.IGNORECASE
)
MAX_SECTIONS = 64
"""Section headings looked at (the last ones): a reply repeating "Option 1" a million times is
read in linear time."""


@dataclass(frozen=True)
class Committed:
    """The section of an answer that the reply commits to.

    Attributes:
        text: the committed section (``whole`` when the reply commits to no section).
        whole: the answer it was taken from.
        how: ``"choice"`` (chosen in words), ``"final_label"``, or None (the whole answer).
    """

    text: str
    whole: str
    how: str | None = None


def choose(text: str) -> Committed:
    """The section ``text`` commits to (module docs). Never raises."""
    low = text.lower()
    section = _chosen_section(text, low)
    if section is None:
        section = _bare_choice(text, low)
    if section is not None:
        return Committed(section, text, "choice")
    labels = list(_FINAL_LABEL.finditer(text)) if "final" in low else []
    if "answer" in low:
        answer_labels = deque(_ANSWER_LABEL.finditer(text), maxlen=1)
        if answer_labels and (not labels or answer_labels[0].start() > labels[-1].start()):
            labels = list(answer_labels)
    if len(labels) > 1:
        # "<answer>(2, 0)</answer> or <answer>(1, 1)</answer>": two final answers offered as
        # alternatives commit to neither.
        line_end = text.find("\n", labels[-2].end(), labels[-1].start())
        if line_end >= 0 and offers_alternative(text[line_end : labels[-1].start()]):
            return Committed("", text, ALTERNATIVES)
    if labels:
        after = _label_line(text, labels[-1].end())
        if after.strip():
            row = ticked_row(after)
            if row is not None:
                return Committed(row, text, "ticked_row")
            return Committed(after, text, "final_label")
    row = ticked_row(text)
    if row is not None:
        return Committed(row, text, "ticked_row")
    return Committed(text, text, None)


# "Answer:" heading its line ("**Answer:** (1, 1)", "- Answer: square"): a final-answer label.
ALTERNATIVES = "alternatives"
"""``Committed.how`` of a reply offering two final answers with no choice (no answer)."""
_ANSWER_LABEL = re.compile(r"^[ \t>*_-]{0,8}(?:my[ \t]+)?answer[*_ \t]{0,3}:[*_]{0,3}", re.I | re.M)
# The end of a line that goes on below it: an arrow, a comma, an opening bracket.
_GOES_ON = re.compile(r"(?:->|→|,|\(|\[|:)[ \t]*\Z")


# A phase's own answer label below the line ("MOVE:", "ROTATE:"): the phase reads it there.
_PHASE_LABEL = re.compile(r"(?:move|rotate|path|shape|maze)[*_ \t]{0,3}:", re.IGNORECASE)


def _label_line(text: str, at: int) -> str:
    """What a final-answer label ending at ``at`` commits to: the rest of its line when that
    holds the answer ("Final answer: (1, 1)" then an explanation naming other cells), else all
    that follows it (the answer on the lines below; a correction or the phase's own label
    further down)."""
    end = text.find("\n", at)
    if end < 0:
        return text[at:]
    line = text[at:end]
    if (
        not line.strip()
        or _GOES_ON.search(line.rstrip())
        or CORRECTION_CUE.search(text, end) is not None
        or _PHASE_LABEL.search(text, end) is not None
    ):
        return text[at:]
    return line


# A mark picking a table row: a tick, an arrow pointing at it, or a word saying so.
_ROW_PICK = re.compile(
    r"[\u2705\u2713\u2714\u2611\u2190\u2b05\u261a\u261c\U0001f448]|<-{1,2}|"
    r"(?<![a-z])(?:chosen|selected|this one|my (?:pick|choice|answer))(?![a-z])",
    re.IGNORECASE,
)


# A yes/no column's cells ("| Yes |", "| **no** |"): a yes marks its row as the pick when the
# column has a no too (it says yes to one row and no to the others).
_YES_CELL = re.compile(r"\|[ \t*_]*(?:yes|true)[ \t*_!.]*(?=\|)", re.IGNORECASE)
_NO_CELL = re.compile(
    r"\|[ \t*_]*(?:no|false|[\u2717\u2718\u274c\u274e\u2715\u2716])[ \t*_!.]*(?=\|)",
    re.IGNORECASE,
)


def ticked_row(text: str) -> str | None:
    """The one row of the table ending ``text`` that is marked as the pick (✅, ✓, ✔, ☑, an
    arrow ``←``/``<-``, "chosen", "selected", "my pick", or a "Yes" cell in a column of yes and
    no), or None.

    A table is the reply's answer only when nothing but blank space follows it, and a row is
    picked only when it is the one marked row among :data:`MAX_SECTIONS` rows looked at from
    the end (header row aside): two ticks (two valid moves) pick none.
    """
    end = table_end(text)[0]
    marked: list[tuple[int, int]] = []
    yes: list[tuple[int, int]] = []
    noes = 0
    top = -1
    rows = 0
    while end > 0 and rows < MAX_SECTIONS:
        start = text.rfind("\n", 0, end) + 1
        if not ROW.match(text, start):
            break
        rows, top = rows + 1, start
        if _ROW_PICK.search(text, start, end):
            marked.append((start, end))
        elif _YES_CELL.search(text, start, end):
            yes.append((start, end))
        elif _NO_CELL.search(text, start, end):
            noes += 1
        end = start - 1
    # The header row names the columns ("| Move | Chosen |"): it picks nothing.
    marked = [m for m in marked if m[0] != top]
    # A yes/no column picks only when no row is ticked: beside a "Chosen" column of ticks it
    # says which moves are open, not which one is taken.
    if noes and not marked:
        marked += [y for y in yes if y[0] != top]
    if rows < 3 or len(marked) != 1:
        return None
    # The rows of a route ("| Step | Cell |") are all the answer: a tick marks a step (the goal).
    start, end = marked[0]
    if steps_header(text, top, text.find("\n", top) % (len(text) + 1)) and not row_holds_route(
        text, start, end
    ):
        return None
    return text[start:end]


PICK_REACH = 4000
"""How far from the answer's end a choice in words is looked for: replies choose at the end."""


_KIND_WORDS = tuple(_KINDS.split("|"))


def _chosen_section(text: str, low: str) -> str | None:
    if not any(word in low for word in _KIND_WORDS):  # most replies: no sections at all
        return None
    found = _last_kind_ids(low, 4 * MAX_SECTIONS)
    if len(found) < 2:
        return None
    tail_at = len(text) - PICK_REACH
    headings, picks, pick_at = [], [], []
    for m in found:
        before = (
            _PICK_BEFORE.search(low, max(0, m.start() - 40), m.start())
            if m.start() >= tail_at
            else None
        )
        if before is not None or (m.start() >= tail_at and _PICKED_AFTER.match(low, m.end())):
            picks.append(m)
            pick_at.append(before.start() if before is not None else m.start())
        elif _heads_line(low, m.start(), m.end()):
            headings.append(m)
    if len(headings) < 2:
        return None
    target: tuple[str, str] | None = None
    if picks:
        target = (picks[-1].group("kind"), picks[-1].group("id"))
    else:
        marked = [h for h in headings if _MARKED.search(low, h.end(), _line_end(low, h.end()))]
        if len(marked) == 1:
            target = (marked[0].group("kind"), marked[0].group("id"))
        else:
            # "Option A: ... Option B: ... so I'll go with B.": a bare id picked after the
            # headed sections names the one heading with that id.
            bare = deque(
                _after_non_letter(_BARE_PICK_BODY, low, max(tail_at, headings[-1].end())), maxlen=1
            )
            wanted = (bare[0].group("paren") or bare[0].group("id")) if bare else None
            named = [h for h in headings if h.group("id") == wanted]
            if len({h.group("kind") for h in named}) == 1:
                target = (named[0].group("kind"), named[0].group("id"))
                pick_at.append(bare[0].start())
    if target is None:
        return None
    starts = [h.start() for h in headings] + [len(text)]
    chosen = None
    for i, h in enumerate(headings):
        if (h.group("kind"), h.group("id")) == target:
            # The last section runs up to the sentence that picks it, not past it: the
            # sentence's start, so its reasons ("Option 1 leaves (0, 0) facing the edge, so
            # I'll take Option 2") are not read as the option's (forty-second round).
            end = min(
                [starts[i + 1]]
                + [_sentence_start(text, h.end(), p) for p in pick_at if p > h.end()]
            )
            chosen = text[h.start() : end]
    return chosen


def _sentence_start(text: str, floor: int, at: int) -> int:
    """Where the sentence holding ``at`` starts, not before ``floor`` (a heading's end)."""
    return max([floor] + [text.rfind(c, floor, at) + 1 for c in ".!?\n"]) if at > floor else at


# A sentence picking an option by a bare id, which ends the sentence ("I'll go with A.", "my
# choice is candidate 1", "I choose (a)."): "I'll take a look" picks nothing.
_BARE_PICK = re.compile(
    r"(?<![a-z])(?P<verb>choose|chose|pick is|pick|picking|take|taking|go with|going with|"
    r"select|prefer|submit|stick with|settle on|answer is|choice is|choice:|pick:|"
    r"answer would be|recommend)"
    r"[ \t]{1,3}(?:the[ \t]{1,3})?(?:(?P<kind>option|candidate|choice|alternative|number)"
    r"[ \t]{0,3}(?:#[ \t]?)?)?(?:\((?P<paren>[a-d1-9])\)|(?P<id>[a-d1-9]))[*_ \t]*(?=[.!\n]|\Z)"
)
_BARE_PICK_BODY = re.compile(_BARE_PICK.pattern.removeprefix("(?<![a-z])"))
"""``_BARE_PICK`` without its look-behind (:func:`_after_non_letter`)."""
# An option's head at a line's start: "1.", "2)", "A)", "(b)", "**C.**", with its text after it
# on the line or below.
_BARE_ITEM = re.compile(
    r"^[ \t>*_#-]{0,8}(?:\(([a-d1-9])\)|([a-d1-9])[).:])[*_]{0,2}(?=[ \t]|$)", re.MULTILINE
)
# Verbs that only choose ("I'll go with 1.", "My choice: 2."): a bare number after them picks a
# numbered item even without a lead-in naming alternatives; "the answer is 6." does not.
_CHOOSING = frozenset(
    (
        "choose",
        "chose",
        "pick",
        "picking",
        "pick is",
        "pick:",
        "go with",
        "going with",
        "select",
        "prefer",
        "stick with",
        "settle on",
        "choice is",
        "choice:",
    )
)
_ORDINAL = {**{str(i): i for i in range(1, 10)}, **{c: i + 1 for i, c in enumerate("abcd")}}


def _bare_choice(text: str, low: str) -> str | None:
    """The option a pick in words names by its bare id ("My choice is candidate 1."), or None.

    The options are the last list of bare-headed items before the pick whose ids count up
    from 1 or ``a`` (walked back from the pick: ``n``, ``n - 1``, ..., 1), at least two; the
    pick must name one of them. A list under a route's lead-in ("Steps:", "Path:") is a
    sequence, never options; a bare number picked ("I'll take 2.") needs a lead-in naming
    alternatives ("Candidates:", "Possible moves:"), since numbered reasoning or a numbered path
    followed by "the answer is 6." is no choice among options. The section runs from its head to the next head (the last
    option's, to the pick). Linear: the pick is looked for near the end, the heads in the text
    before it, the last :data:`MAX_SECTIONS` of them.
    """
    tail_at = max(0, len(low) - PICK_REACH)
    picks = deque(_after_non_letter(_BARE_PICK_BODY, low, tail_at), maxlen=1)
    if not picks:
        return None
    pick = picks[0]
    wanted = pick.group("paren") or pick.group("id")
    heads = deque(_BARE_ITEM.finditer(low, 0, pick.start()), maxlen=MAX_SECTIONS)
    options: list[tuple[str, int]] = []  # (id, start), walked back from the pick
    for head in reversed(heads):
        name = head.group(1) or head.group(2)
        if options and not (
            name.isdigit() == options[-1][0].isdigit()
            and _ORDINAL[name] == _ORDINAL[options[-1][0]] - 1
        ):
            options = []  # not one list counting down to its first item: start again here
        options.append((name, head.start()))
        if _ORDINAL[name] == 1:
            break
    options.reverse()
    ids = [name for name, _ in options]
    if len(ids) < 2 or _ORDINAL[ids[0]] != 1 or wanted not in ids:
        return None
    above = text[: options[0][1]].rstrip()
    lead_at = above.rfind("\n") + 1
    if ROUTE_HEAD.search(above, lead_at):
        return None
    bare_number = wanted.isdigit() and pick.group("kind") is None and pick.group("paren") is None
    if (
        bare_number
        and pick.group("verb") not in _CHOOSING
        and not ALTERNATIVES_LEAD.search(above, lead_at)
    ):
        return None
    i = ids.index(wanted)
    end = options[i + 1][1] if i + 1 < len(options) else pick.start()
    return text[options[i][1] : end]


_PARALLEL_KINDS = frozenset(("option", "candidate", "choice", "version", "alternative"))
"""Section kinds that name parallel alternatives; attempts, solutions and mazes are often a
sequence of revisions, where the last one stands."""


def offered_sections(text: str) -> list[tuple[int, int]]:
    """The spans of the sections ``text`` offers as alternatives ("Option 1:", "Version B", at
    a line's start) when it picks none of them in words (see :func:`choose`); else ``[]``.

    A section runs from its heading to the next one (the last, to the text's end). Linear time
    (the last :data:`MAX_SECTIONS` headings are looked at).
    """
    low = text.lower()
    if not any(word in low for word in _PARALLEL_KINDS) and "possib" not in low:
        return []
    heads = [
        m
        for m in _last_kind_ids(low, 4 * MAX_SECTIONS)
        if m.group("kind") in _PARALLEL_KINDS and _heads_line(low, m.start(), m.end())
    ]
    ids = {m.group("id") for m in heads}
    starts = [m.start() for m in heads]
    if len(ids) < 2:
        # Sections headed by a bare name on its own line ("A)", "(b)", "2:") after a lead-in
        # naming alternatives ("Here are two possibilities:").
        lead = ALTERNATIVES_LEAD.search(low)
        bare = list(_BARE_HEAD.finditer(low, lead.end())) if lead else []
        ids = {m.group(1) or m.group(2) for m in bare}
        starts = [m.start() for m in bare][-MAX_SECTIONS:]
    if len(ids) < 2 or _chosen_section(text, low) is not None:
        return []
    if _bare_choice(text, low) is not None:
        return []  # a pick naming a bare heading ("I'll take option 2.") chooses
    starts.append(len(text))
    return list(pairwise(starts))


def unchosen_alternatives(text: str) -> bool:
    """True when ``text`` offers two or more sections headed as alternatives ("Option 1:",
    "Version B") and picks none of them in words (:func:`offered_sections`).

    A grader does not pick for the reply: a phase whose answers in those sections differ reads
    it as conflicting.
    """
    return bool(offered_sections(text))


def in_different_sections(sections: list[tuple[int, int]], first: int, second: int) -> bool:
    """``first`` and ``second`` (offsets) lie in two different ``sections``."""
    where = [
        next((i for i, (a, b) in enumerate(sections) if a <= at < b), None)
        for at in (first, second)
    ]
    return None not in where and where[0] != where[1]


# A section's bare name alone on its line: "A)", "**B.**", "(c)", "2:".
_BARE_HEAD = re.compile(
    r"^[ \t>*_#-]{0,8}(?:\(([a-d1-9])\)|([a-d1-9])[).:])[*_ \t]*$", re.MULTILINE
)

_SCAN_FROM_END = 8192
"""The first window of :func:`_last_kind_ids`, from the reply's end (doubled as needed)."""
_KIND_ID_REACH = 32
"""More than a ``<kind> <id>`` match and its look-ahead can span (longest kind 9, then 3 + 2 + 3)."""


def _last_kind_ids(low: str, count: int) -> deque[re.Match[str]]:
    """The last ``count`` matches of :data:`_KIND_ID` in ``low``, in order.

    The same matches as one scan of the whole text (two matches never overlap and the
    look-behind sees before a window's start), found in windows scanned backwards from the end,
    each twice the last: a long reasoning reply full of "option 1" costs its last few kilobytes,
    and a reply with fewer matches costs one pass over it (the windows do not overlap but for
    a match's length).
    """
    found: deque[re.Match[str]] = deque(maxlen=count)
    end = len(low)
    width = _SCAN_FROM_END
    while end > 0 and len(found) < count:
        start = max(0, end - width)
        # Matches starting before ``end`` (the window reaches a match's length past it, so its
        # look-ahead sees what a whole-text scan sees); older windows go in front.
        window = [
            m
            for m in _after_non_letter(_KIND_ID_BODY, low, start, end + _KIND_ID_REACH)
            if m.start() < end
        ]
        found.extendleft(reversed(window[-(count - len(found)) :]))
        end, width = start, width * 2
    return found


# What follows a section's name when it heads the section: punctuation, a mark, or the line's
# end ("Option B:", "Maze 2 (better)", "Attempt 1 -"); "Option B fixes the row" is a sentence.
_HEAD_TAIL = re.compile(r"[*_ \t]{0,4}(?:[:).(\-\u2013\u2014\n]|\Z)")


def _heads_line(low: str, at: int, end: int | None = None) -> bool:
    """``at`` starts its line, decoration (bullets, quotes, emphasis; 8 characters) aside, and
    (when the name's ``end`` is given) the name is followed by a heading's punctuation."""
    if end is not None and not _HEAD_TAIL.match(low, end):
        return False
    lead = at
    while lead > 0 and at - lead < 8 and low[lead - 1] in _HEADING_LEAD:
        lead -= 1
    return lead == 0 or low[lead - 1] == "\n"


def _line_end(low: str, at: int) -> int:
    end = low.find("\n", at, at + 80)
    return end if end >= 0 else min(len(low), at + 80)


# A markdown table row: "| Down | (2, 0) | ✅ |".
ROW = re.compile(r"[ \t]{0,6}\|")
# A table header naming a route or an order: its rows are steps, not alternatives.
ROUTE_HEAD = re.compile(r"(?<![a-z])(?:steps?|path|route|order|turn|#)(?![a-z])", re.IGNORECASE)
# The lead-in line of a list of alternatives ("Candidate moves:", "Possible shapes:", "Options").
ALTERNATIVES_LEAD = re.compile(
    r"(?<![a-z])(?:candidates?|options?|possib(?:le|ilities)|alternatives?|choices|answers)(?![a-z])",
    re.IGNORECASE,
)

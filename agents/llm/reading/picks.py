"""Picks in words: the answer a reply chooses among the answers it just listed, by its place
("the first one", "the latter"), by an inline option's bracketed id ("I'll make move (b)"), by
the letter heading an option ("(a) square, (b) C ... so (a)") or by where it lies ("the
right-hand one").

Each reader returns ``(TAKE, answer)``, ``(UNSURE, None)`` (a pick a grader cannot resolve: no
answer) or ``(KEEP, None)`` (no pick in words: the phase reads on), and looks only at the last
pick in the reply's last :data:`~agents.llm.reading.commitment.PICK_REACH` characters: linear
time. Split from :mod:`agents.llm.reading.commitment` (one job per file), which keeps the pick
verbs and the window it shares with the alternatives' checks.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable

from agents.llm.reading.commitment import (
    KEEP,
    PICK_REACH,
    PICK_VERB,
    PICK_WINDOW,
    SENTENCE_END,
    TAKE,
    UNSURE,
)


def _last_in_reach(pattern: re.Pattern[str], text: str, after: int) -> re.Match[str] | None:
    """The last match of ``pattern`` after ``after`` in the last :data:`PICK_REACH` characters."""
    found = deque(pattern.finditer(text, max(after, len(text) - PICK_REACH)), maxlen=1)
    return found[0] if found else None


def _sentence_start(text: str, pos: int) -> int:
    """Where the sentence holding ``text[pos]`` starts (after the last ``.``, ``!``, ``?`` or
    line break before ``pos``)."""
    return max(text.rfind(c, 0, pos) for c in ".!?\n") + 1


# A numbered list's item line ("1. (1, 1)", "2) (1, 2)"): the items before a pick are one block.
_NUMBERED_LINE = re.compile(r"[ \t]{0,3}\d{1,2}[.)][ \t]")


def _list_start(text: str, own: int, before: int) -> int:
    """Where the numbered list ending just before the sentence at ``own`` starts ("Route:\n1.
    (1, 1)\n2. (1, 2)\n\nMy next move is the first of these": the pick's places count its items;
    issue 35, eighteenth round), else ``before`` (the sentence before). Bounded by
    :data:`PICK_WINDOW`."""
    line = text.rfind("\n", 0, before)  # the break before the sentence before
    start = before
    while line >= 0 and own - line <= PICK_WINDOW:
        head = text.rfind("\n", 0, line) + 1
        if _NUMBERED_LINE.match(text, head):
            start = head
        elif text[head:line].strip():
            break
        line = head - 1
    if start == before and not _NUMBERED_LINE.match(text, before):
        return before
    return start


# An option named by its place among answers just listed: "the first one", "the second option",
# "the former", "the latter" ("the first move is (2, 0)" is a route's step, not a pick).
_ORDINAL_REF = re.compile(
    r"(?<![a-z])the[ \t]{1,3}(?:(first|second|third|fourth)(?:[ \t]{1,3}"
    r"(?:one|option|choice|candidate|alternative|of[ \t]{1,3}(?:these|them|those))"
    # or bare at the sentence's end ("I'll do the first."; issue 35, twenty-fourth round)
    r"|(?=[ \t]{0,3}(?:[.!;]|\Z)))|"
    r"(former|latter))(?![a-z])",
    re.IGNORECASE,
)
_PLACES = {"first": 1, "second": 2, "third": 3, "fourth": 4, "former": 1}


def ordinal_pick(
    text: str, named_in: Callable[[int, int], list[object]], after: int = 0
) -> tuple[str, object]:
    """The answer a reply picks by its place among the answers it just listed.

    The last place reference ("the first one", "the former", "the latter", ...) after ``after``
    and in the last :data:`PICK_REACH` characters decides, when the sentence before it and its
    own sentence up to it name two or more different answers (``named_in(start, end)``, the
    phase's answers in ``text[start:end]``). Its sentence, or the next, saying it is the pick
    ("so that is my move", "I prefer the former") gives ``(TAKE, that answer)``; a place no
    listed answer has, or no pick ("the first one is longer, the second shorter"), gives
    ``(UNSURE, None)``: a grader does not choose for the reply. No place reference, or fewer
    than two answers before it: ``(KEEP, None)``. Linear time.
    """
    by_id = _inline_id_pick(text, named_in, after)
    if by_id[0] != KEEP:
        return by_id
    by_letter = lettered_pick(text, named_in, after)
    if by_letter[0] != KEEP:
        return by_letter
    ref = _last_in_reach(_ORDINAL_REF, text, after)
    if ref is None:
        return KEEP, None
    own = _sentence_start(text, ref.start())
    before = _list_start(text, own, _sentence_start(text, max(own - 1, 0)))
    start = max(before, own - PICK_WINDOW, 0)
    values: list[object] = []
    for value in named_in(start, ref.start()):
        if value not in values:
            values.append(value)
    if len(values) < 2:
        return KEEP, None
    ends = SENTENCE_END.search(text, ref.end())
    end = ends.end() if ends else len(text)
    nxt = SENTENCE_END.search(text, end)
    reach = min(nxt.end() if nxt else len(text), end + PICK_WINDOW)
    word = (ref.group(1) or ref.group(2)).lower()
    place = len(values) if word == "latter" else _PLACES[word]
    if place > len(values) or PICK_VERB.search(text, own, reach) is None:
        return UNSURE, None
    return TAKE, values[place - 1]


# A pick naming an inline option by its bracketed id ("I'll make move (b).", "I'll go with (a)",
# "I choose option (2)"), and the ids heading the options in the sentence before it: "(a) (0, 1)
# clockwise, or (b) (1, 0) counterclockwise".
_INLINE_PICK = re.compile(
    r"(?<![a-z])(?:choose|chose|pick|take|go with|going with|select|prefer|make|do|answer is|"
    r"choice is)[ \t]{1,3}(?:the[ \t]{1,3})?(?:(?:move|option|choice|one)[ \t]{1,3})?"
    r"\(([a-d1-9])\)",
    re.IGNORECASE,
)
_INLINE_ID = re.compile(r"\(([a-d1-9])\)", re.IGNORECASE)


def _inline_id_pick(
    text: str, named_in: Callable[[int, int], list[object]], after: int
) -> tuple[str, object]:
    """:func:`ordinal_pick`'s reading of a pick by a bracketed id among inline options: the
    answer named after that id (before the next id), when two or more ids head options in the
    text just before the pick; an id no option has, or an option with no answer, is
    ``(UNSURE, None)``; no such pick is ``(KEEP, None)``."""
    pick = _last_in_reach(_INLINE_PICK, text, after)
    if pick is None:
        return KEEP, None
    own = _sentence_start(text, pick.start())
    start = max(own - PICK_WINDOW, after, 0)
    heads = list(_INLINE_ID.finditer(text, start, own))
    ids = [h.group(1).lower() for h in heads]
    if len(set(ids)) < 2:
        return KEEP, None
    wanted = pick.group(1).lower()
    if ids.count(wanted) != 1:
        return UNSURE, None
    i = ids.index(wanted)
    end = heads[i + 1].start() if i + 1 < len(heads) else own
    named = named_in(heads[i].end(), end)
    return (TAKE, named[0]) if named else (UNSURE, None)


# Options headed by a letter ("(a) square, (b) C", "A. spiral\nB. square", "A) plus, B) square",
# "（B） square" after normalising) and a pick by that letter with no pick verb a grader needs
# ("..., so (a).", "the answer is option B.", "choice B", "选 B"): issue 35, eighth round (v8's
# "(a) square, (b) C, (c) spiral ... so (a)").
_LETTER_HEAD = re.compile(
    r"(?<![^\s:：,，;；])(?:\(([a-eA-E])\)|([A-E])[.)](?=[ \t])|([a-e])\)(?=[ \t]))"
    # "Option A:" / "Choice B:" heading a line (issue 35, tenth round: "… so B.")
    r"|(?:^|(?<=\n))[ \t>*_#-]{0,8}(?:[Oo]ption|[Cc]hoice)[ \t]{1,3}([A-E])[ \t*_]{0,3}:"
)
_LETTER_PICK = re.compile(
    r"(?<![a-z])(?:so|thus|hence|therefore|option|choice|answer(?:[ \t]+is)?|"
    r"i[ \t]+(?:choose|pick|select)|选项?|选择)[ \t:：]{0,3}(?:(?:option|choice)[ \t]+)?"
    r"(?:\(([a-e])\)|([a-e])(?=[ \t]*(?:[.。!！,，;；)]|\Z)))",
    re.IGNORECASE,
)
_LETTER_REF = re.compile(r"\(([a-e])\)|(?<![A-Za-z])([A-E])(?![A-Za-z])", re.IGNORECASE)
_HEAD_END = re.compile(r"[。!?\n]|\.(?:\s|\Z)")


def lettered_pick(
    text: str, named_in: Callable[[int, int], list[object]], after: int = 0
) -> tuple[str, object]:
    """The answer a reply picks by the letter heading one of the options it just listed.

    The last pick by letter ("so (a)", "option B", "choice B", "选 B") after ``after`` and in
    the last :data:`PICK_REACH` characters decides, when the :data:`PICK_WINDOW` characters
    before it hold options headed ``a``, ``b``, ... in order (the first such run). The answer is
    the one ``named_in`` finds between the picked head and the next (or the head's sentence
    end): ``(TAKE, answer)``. A letter no option has, another letter named after the pick in
    its sentence ("so (a) or (b)"), or a head naming no answer (or two) is ``(UNSURE, None)``: a
    grader does not choose for the reply. No lettered options or no pick: ``(KEEP, None)``.
    """
    pick = _last_in_reach(_LETTER_PICK, text, after)
    if pick is None:
        return KEEP, None
    start = max(pick.start() - PICK_WINDOW, after, 0)
    heads: list[re.Match[str]] = []
    for head in _LETTER_HEAD.finditer(text, start, pick.start()):
        letter = (head.group(1) or head.group(2) or head.group(3) or head.group(4)).lower()
        if ord(letter) - ord("a") == len(heads):
            heads.append(head)
        elif heads and len(heads) >= 2:
            break  # the first run a, b, ... is the list; later letters refer back to it
        elif letter == "a":
            heads = [head]
    if len(heads) < 2:
        return KEEP, None
    wanted = (pick.group(1) or pick.group(2)).lower()
    index = ord(wanted) - ord("a")
    found = SENTENCE_END.search(text, pick.end())
    rest = text[pick.end() : found.start() if found else len(text)]
    if index >= len(heads) or any(
        (m.group(1) or m.group(2)).lower() != wanted for m in _LETTER_REF.finditer(rest)
    ):
        return UNSURE, None
    head = heads[index]
    if index + 1 < len(heads):
        end = heads[index + 1].start()
    else:
        stop = _HEAD_END.search(text, head.end(), pick.start())
        end = stop.start() if stop else pick.start()
    named = list(dict.fromkeys(named_in(head.end(), end)))
    return (TAKE, named[0]) if len(named) == 1 else (UNSURE, None)


# An option named by where it lies ("I'll commit to the right-hand one", "I'll go with the lower
# one"): issue 35, eighth round. Which listed answers lie there is the phase's geometry (``fits``).
_PLACE_REF = re.compile(
    r"(?<![a-z])the[ \t]{1,3}(?:(right[- ]hand|left[- ]hand|right|left|lower|upper|bottom|top|"
    r"higher)[ \t]{1,3}(?:one|option|choice|candidate|cell|square|move|neighbou?r|way)|"
    r"(?:one|option|choice|cell|move)[ \t]{1,3}(?:(?:on|to)[ \t]{1,3}the[ \t]{1,3}(right|left)|"
    r"(below|above)))(?![a-z])",
    re.IGNORECASE,
)
PLACES: dict[str, str] = {
    "right-hand": "right", "right hand": "right", "right": "right",
    "left-hand": "left", "left hand": "left", "left": "left",
    "lower": "down", "bottom": "down", "upper": "up", "top": "up", "higher": "up",
    "below": "down", "above": "up",
}  # fmt: skip
"""Every place word read, lowercased, and the side it names (``up``/``down``/``left``/``right``)."""


def described_pick(
    text: str,
    named_in: Callable[[int, int], list[object]],
    fits: Callable[[str, object], bool],
    after: int = 0,
) -> tuple[str, object]:
    """The answer a reply picks by where it lies among the answers it just listed.

    As :func:`ordinal_pick`, with a place ("the right-hand one", "the lower one", "the top
    option") for the ordinal: the answers named in the sentence before the place's and its own
    sentence up to it, of which ``fits(side, answer)`` (``side`` one of :data:`PLACES`' values)
    holds for exactly one, with a pick verb in the place's sentence or the next: ``(TAKE,
    answer)``. A picked place that fits two listed answers or none is ``(UNSURE, None)``; no
    place, no pick verb ("the right neighbour (1, 1) is open" describes), or fewer than two
    answers listed: ``(KEEP, None)``.
    """
    ref = _last_in_reach(_PLACE_REF, text, after)
    if ref is None:
        return KEEP, None
    own = _sentence_start(text, ref.start())
    before = _sentence_start(text, max(own - 1, 0))
    start = max(before, own - PICK_WINDOW, after, 0)
    values = list(dict.fromkeys(named_in(start, ref.start())))
    if len(values) < 2:
        return KEEP, None
    ends = SENTENCE_END.search(text, ref.end())
    end = ends.end() if ends else len(text)
    nxt = SENTENCE_END.search(text, end)
    reach = min(nxt.end() if nxt else len(text), end + PICK_WINDOW)
    word = next(g for g in ref.groups() if g is not None)
    side = PLACES[re.sub(r"[ \t]+", " ", word.lower())]
    if PICK_VERB.search(text, own, reach) is None:
        # "the right neighbour (1, 1) is open": a place that describes, not a pick.
        return KEEP, None
    matching = [value for value in values if fits(side, value)]
    return (TAKE, matching[0]) if len(matching) == 1 else (UNSURE, None)

"""Stage 3 of reading a reply: of the answers it holds, find the one it commits to.

A grader reading a reply with several candidate answers takes, in order:

1. the one the reply *chooses in words*: sections headed ``Option 1:``, ``Attempt B``,
   ``Candidate 2``, ``Maze 2``, ``Solution 1`` (at a line's start) and a sentence that picks
   one ("I'll take option 1", "my final answer is Maze 2", "Attempt 1 is the valid one"), or a
   heading marked ``(better)``, ``(final)``, ``(correct)`` or ``(best)``; or options headed by a
   bare letter or number ("1.", "A)", "(a)", the last such list before the pick) and a sentence
   that picks one by that id ("My choice is candidate 1.", "I'll go with A.", "I choose (a).")
   and ends there, whichever option it is (the first as well as the last);
2. else the text after the last *final-answer label* ("Final answer:", "**Final Answer**",
   an ``<answer>`` tag after normalising);
3. else the whole answer, where the phase's own grammar takes its last labelled answer, or its
   last answer (``agents.llm.parsing``, ``experiments.maze.scoring``).

A phase reader also asks :func:`~agents.llm.reading.picks.ordinal_pick` (in :mod:`.picks`) for a pick by place among answers it just listed
("The candidates are (1, 1) and (2, 0). The first one ..., so that is my move."; "the former",
"the latter") or by an inline option's bracketed id ("(a) ... or (b) ... I'll make move (b)."):
it takes that answer, and a place or id with no pick, or none that the reply has, is no answer.
:func:`~agents.llm.reading.picks.lettered_pick` (asked by ``ordinal_pick``) reads a pick by letter among lettered
options ("(a) square, (b) C ... so (a)", "option B", "选 B"), and :func:`~agents.llm.reading.picks.described_pick` one by
where the option lies ("I'll commit to the right-hand one"), the phase saying which answers lie
on which side.

When the phase's parser finds nothing in the committed section, it reads the whole answer, so a
label that introduces no answer ("Final answer: see above") loses nothing.
:func:`hedged` is the check for the other side: two different answers offered as alternatives
("(1, 1) or (2, 0)", "either a square or a spiral"), items of one list of alternatives (a
"Candidate moves:" list, rows of one table, "Option 1:" lines), answers in two sections
offered as alternatives with none picked (:func:`offered_sections`), and moves offered as open
(two items of a list marked open, :func:`open_items`; "you can move to A and B") are no answer: a
grader does not choose for the reply.

This module holds the hedging checks (:func:`hedged`, :func:`listed_alternatives`,
:func:`open_items`); choosing the committed section is :mod:`.choosing`'s job and reading a
correction or a later conclusion :mod:`.corrections`' (one job per file); their public names are
re-exported here.

Each pattern is literal-first and anchored, and the sections are found scanning back from the
reply's end in windows that together cover it once: linear time.
"""

from __future__ import annotations

import re

from agents.llm.reading.between_answers import (  # noqa: F401 (re-exported: the public API stays here)
    ALTERNATIVE,
    joins_moves,
    offers_alternative,
)
from agents.llm.reading.choosing import (  # noqa: F401 (re-exported: the public API stays here)
    ALTERNATIVES,
    ALTERNATIVES_LEAD,
    MAX_SECTIONS,
    PICK_REACH,
    ROUTE_HEAD,
    ROW,
    Committed,
    choose,
    in_different_sections,
    offered_sections,
    ticked_row,
    unchosen_alternatives,
)
from agents.llm.reading.corrections import (  # noqa: F401 (re-exported: the public API stays here)
    CONCLUSION_REACH,
    CORRECTION_CUE,
    KEEP,
    PREFERENCE_WORDS,
    SENTENCE_END,
    TAKE,
    UNSURE,
    correction_after,
)
from agents.llm.reading.offer_words import offered_equal
from agents.llm.reading.table_rows import steps_header

_EITHER = re.compile(
    r"(?<![a-z])(?:either|could be|might be|maybe|perhaps)(?![a-z])", re.IGNORECASE
)
# "(2, 0) clockwise, or maybe (1, 1)": an alternative offered after words about the first.
_OR_MAYBE = re.compile(
    r"(?<![a-z])or[ \t,]{1,3}(?:maybe|perhaps|possibly|alternatively|else)(?![a-z])",
    re.IGNORECASE,
)
# A list item's marker at a line's start: "- ", "* ", "• ", "1. ", "2) ".
_ITEM = re.compile(r"[ \t]{0,6}(?:[-*•+]|\d{1,2}[.)])[ \t]")
# A line headed by an alternative's name: "Option 1:", "- **Candidate B**", "Alternative 2)".
_OPTION_HEAD = re.compile(
    r"[ \t>*_-]{0,8}(?:option|candidate|alternative|choice)[ \t]{0,3}(?:#[ \t]?)?(?:\d{1,3}|[a-d])"
    r"(?![a-z0-9])",
    re.IGNORECASE,
)
# A line headed by an answer label: "MOVE: (1, 1)", "- **ROTATE:** (0, 0) clockwise".
_LABEL_HEAD = re.compile(
    r"[ \t>*_-]{0,8}(move|rotate|path|shape|answer|maze)[*_ \t]{0,3}:", re.IGNORECASE
)
# The rest of a line that holds only its answer ("MOVE: (1, 1)." and nothing said about it).
_BARE_REST = re.compile(r"[ \t.,;*_`]{0,8}(?:\n|\Z)")


def _asks(text: str, first: int, second: int) -> bool:
    """True when either of the item lines starting at ``first`` and ``second`` asks a question."""
    return any("?" in text[at : _line_end_at(text, at)] for at in (first, second))


def _line_end_at(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _table_header(text: str, row: int) -> tuple[int, int]:
    """The span of the first row of the table whose row starts at ``row`` (the header), looking
    up at most :data:`MAX_SECTIONS` rows (further up: the furthest row looked at)."""
    start = row
    for _ in range(MAX_SECTIONS):
        if start == 0:
            break
        above = text.rfind("\n", 0, start - 1) + 1
        if not ROW.match(text, above):
            break
        start = above
    end = text.find("\n", start)
    return start, end if end >= 0 else len(text)


def hedged(text: str, spans: list[tuple[int, int, object]]) -> bool:
    """True when the last two answers in ``text`` are different alternatives with no choice.

    ``spans`` are the phase's answer-shaped spans ``(start, end, value)`` in order. The last
    two are hedged when their values differ and they are items of one list of alternatives
    (:func:`listed_alternatives`), or lie in two sections offered as alternatives with none
    picked (:func:`offered_sections`), or lie in one sentence and the words between them offer
    an alternative ("or", "versus", "/"), or the sentence opens with "either", "could be",
    "maybe".
    """
    if len(spans) < 2:
        return False
    (s1, e1, v1), (s2, e2, v2) = spans[-2], spans[-1]
    if v1 == v2 or s2 < e1:
        return False
    if listed_alternatives(text, spans) or _called_equal(text, e2):
        return True
    # The same offer in a language the patterns here do not read ("两个都可以", "也可以").
    if offered_equal(text, e1, e2):
        return True
    if (
        _BOTH_BEFORE.search(text, max(0, s1 - 8), s1)
        and _BOTH_AND.fullmatch(text, e1, s2)
        and _BOTH_VERDICT.match(text, e2)
        and PICK_VERB.search(text, e2, min(len(text), e2 + _EQUAL_REACH)) is None
    ):
        return True
    # Moves offered as open with no pick (issue 35, twelfth round): a list whose items mark
    # two answers open, or "you can move to A and B".
    if open_items(text, s2) >= 2 or _offered_as_possible(text, s1, e1, s2):
        return True
    if in_different_sections(offered_sections(text), s1, s2):
        return True
    between = text[e1:s2]
    if SENTENCE_END.search(between) and "\n" in between.strip("\n"):
        return False
    if ALTERNATIVE.match(between) or _OR_MAYBE.search(between):
        return True
    start = max(text.rfind(".", 0, s1), text.rfind("\n", 0, s1), s1 - 120, 0)
    # "either A or B", and "maybe A, maybe B" / "perhaps A; perhaps B": the hedge said again
    # before the second answer offers it beside the first (issue 35, eleventh round).
    return _EITHER.search(text, start, s1) is not None and (
        " or " in between.lower() + " " or _HEDGE_AGAIN.search(between) is not None
    )


# An item's mark saying its answer is open to take: a tick, or a word ("open", "free", "yes").
_OPEN_MARK = re.compile(
    r"[\u2705\u2713\u2714\u2611]|(?<![a-z])(?:open|free|yes|valid|possible|available|"
    r"passable|empty)(?![a-z])",
    re.IGNORECASE,
)
# An item's mark saying it is not: a cross, or a word ("wall", "blocked", "off the grid", "no").
_CLOSED_MARK = re.compile(
    r"[\u2717\u2718\u274c\u274e\u2715\u2716]|(?<![a-z])(?:wall|blocked|closed|invalid|"
    r"impossible|off|outside|no|not)(?![a-z])|n't",
    re.IGNORECASE,
)


def open_items(text: str, at: int) -> int:
    """How many items of the list holding ``at`` (a list item's line: ``-``, ``*``, ``1.``,
    ``2)``) mark an answer open (:data:`_OPEN_MARK`, and no :data:`_CLOSED_MARK`): two or more
    are moves offered side by side (a survey of the neighbours, "2. Down: (2, 0) — open ✓"),
    none picked. 0 when ``at`` is on no item line, or the list is a route ("Steps:", "Path:").
    Looks at :data:`MAX_SECTIONS` items at most each way: linear time."""
    line = text.rfind("\n", 0, at) + 1
    if not _ITEM.match(text, line):
        return 0
    top, count = line, 0
    for _ in range(MAX_SECTIONS):  # up to the list's first item
        if top == 0:
            break
        above = text.rfind("\n", 0, top - 1) + 1
        if not _ITEM.match(text, above):
            if ROUTE_HEAD.search(text, above, top):
                return 0
            break
        top = above
    start = top
    for _ in range(2 * MAX_SECTIONS):  # down the items
        if start >= len(text) or not _ITEM.match(text, start):
            break
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if _OPEN_MARK.search(text, start, end) and not _CLOSED_MARK.search(text, start, end):
            count += 1
        start = end + 1
    return count


# "you can move to", "I could go", "the player may step": a move offered as possible, not taken.
_POSSIBLE = re.compile(
    r"(?<![a-z])(?:you|i|we|it|player|agent|robot|p)[ \t]{1,3}(?:can|could|may|might)[ \t]{1,3}(?:also[ \t]"
    r"{1,3})?(?:move|go|step|head|walk|rotate|turn|spin)(?![a-z])"
    # "Possible moves: A, B", "The valid moves are A and B" (issue 35, sixteenth round).
    r"|(?<![a-z])(?:possible|valid|available|legal|open)[ \t]{1,3}(?:next[ \t]{1,3})?(?:moves?|"
    r"cells?|steps?|options?|rotations?|turns?)[ \t*_]{0,3}(?::|are|include)(?![a-z])"
    # "my options are A and B", "the choices are" (issue 35, twenty-second round).
    r"|(?<![a-z])(?:my|our|the|your|its)[ \t]{1,3}(?:options|choices|possibilities)"
    r"[ \t*_]{0,3}(?::|are|include)(?![a-z])",
    re.IGNORECASE,
)
# Where an offered cell lies, said after it ("(2, 0) below", "(1, 1) on its right side",
# "(2, 0) at the bottom side" (issue 35, twenty-sixth round),
# "(2, 0) going down"): part of the offer, so two cells so placed are still two offers (issue
# 35, twenty-second round: v23's "could go to (2, 0) below, and ... could go to (1, 1) on its
# right side").
_OFFER_PLACE = re.compile(
    r"[ \t]{0,3}(?:going[ \t]{1,3}|heading[ \t]{1,3}|moving[ \t]{1,3}|(?:on|to|at)[ \t]{1,3}"
    r"(?:the|its|my|his|her|their)[ \t]{1,3})?(?:below|above|underneath|beneath|downwards?|"
    r"upwards?|down|up|left|right|north|south|east|west|bottom|top)(?:[ \t]{1,3}side)?(?![a-z])",
    re.IGNORECASE,
)
# A cell said to be possible ("(2, 0) is possible", "(1, 1) to the right is open too"): a
# move offered, not taken.
_SAID_POSSIBLE = re.compile(
    r"[ \t]{0,3}(?:is|are|would[ \t]{1,3}be|seems?)[ \t]{1,3}(?:also[ \t]{1,3})?"
    r"(?:possible|open|free|available|reachable|valid|legal|an[ \t]{1,3}option)(?![a-z])",
    re.IGNORECASE,
)
# What joins two moves offered together: a comma or "and", or another offer ("and move to the
# right cell", "and you can go right to"); not a sequence ("then", "next") or a reason.
_OFFER_JOIN = re.compile(
    r"[ \t,;]{0,4}(?:(?:and|&|as well as|plus|or)(?![a-z])[^.!?\n]{0,40})?", re.IGNORECASE
)
_NOT_AN_OFFER = re.compile(
    r"(?<![a-z])(?:then|next|after|afterwards|later|before|from|via|through|but|because|since|"
    r"so|which|avoid\w*|not|wall|blocked)(?![a-z])|n't|->|\u2192",
    re.IGNORECASE,
)
# A bare join of two offers, the second's offer verb left out: "and", "and to", "and to the
# cell" ("You can go to the cell (1, 1) on the right side and to the cell (2, 0) at the bottom",
# issue 35, twenty-sixth round: the noun before each pair names the kind, not a new clause).
_BARE_OFFER_JOIN = re.compile(
    r"(?:(?:and|plus|as[ \t]{1,3}well[ \t]{1,3}as|or)(?![a-z]))?(?:[ \t]{0,3}to(?![a-z]))?"
    r"(?:[ \t]{0,3}(?:the[ \t]{1,3})?(?:cell|square|position|tile|spot)(?![a-z]))?",
    re.IGNORECASE,
)
_OFFER_VERB = re.compile(
    r"(?<![a-z])(?:move|go|step|head|walk|rotate|turn|spin)(?![a-z])", re.IGNORECASE
)
# The turn said after a puzzle square ("square 0 clockwise and you can rotate square 3"): part
# of the first offer, so the same rule reads two squares offered as two cells (issue 35,
# thirteenth round: the rule is the same in every phase).
_OFFER_TURN = re.compile(
    r"[ \t]{0,3}(?:counter-?clockwise|anti-?clockwise|clockwise|ccw|cw)(?![a-z])", re.IGNORECASE
)


def _offered_as_possible(text: str, s1: int, e1: int, s2: int) -> bool:
    """The two answers at ``s1`` and ``s2`` are offered in one sentence as possible moves with
    no pick ("You can move to the bottom cell (2, 0) and move to the right cell (1, 1).", "The
    player could step to (1, 1), (2, 0)."): the sentence opens with an offer (:data:`_POSSIBLE`)
    and only "and", a comma or a second offer joins them. "I can move to A and then to B" is a
    route (read elsewhere)."""
    turn = _OFFER_TURN.match(text, e1, s2) or _OFFER_PLACE.match(text, e1, s2)
    between = text[turn.end() if turn else e1 : s2]
    if _both_said_possible(text, s1, e1, s2, between):
        return True
    if len(between) > 48 or _NOT_AN_OFFER.search(between):
        return False
    if _OFFER_JOIN.fullmatch(between) is None:
        return False
    if _BARE_OFFER_JOIN.fullmatch(between.strip(" \t,;&")) is None and not (
        _OFFER_VERB.search(between)
    ):
        return False
    start = max(text.rfind(".", 0, s1), text.rfind("\n", 0, s1), s1 - 120, 0)
    return (
        _POSSIBLE.search(text, start, s1) is not None and PICK_VERB.search(text, start, s2) is None
    )


def _both_said_possible(text: str, s1: int, e1: int, s2: int, between: str) -> bool:
    """Both answers are said possible in one sentence with no pick ("Moving to (2, 0) is
    possible, and moving to (1, 1) is possible as well.", "(2, 0) below is open, and (1, 1) is
    open too."): two moves offered (issue 35, twenty-second round). "A is possible but B is
    better" is a preference (read elsewhere): the second is not said possible."""
    first = _SAID_POSSIBLE.match(between)
    if first is None:
        return False
    rest = between[first.end() :]
    if len(rest) > 48 or _NOT_AN_OFFER.search(rest) or _OFFER_JOIN.fullmatch(rest) is None:
        return False
    stop = SENTENCE_END.search(text, s2)
    end = stop.start() if stop else len(text)
    after = text[s2:end]
    cell = re.match(r"\([^()]{0,12}\)|\S+", after)
    tail = after[cell.end() if cell else 0 :]
    place = _OFFER_PLACE.match(tail)
    if _SAID_POSSIBLE.match(tail, place.end() if place else 0) is None:
        return False
    start = max(text.rfind(".", 0, s1), text.rfind("\n", 0, s1), s1 - 120, 0)
    return PICK_VERB.search(text, start, end) is None


# A hedge word said again between two answers hedged the same way ("maybe A, maybe B").
_HEDGE_AGAIN = re.compile(r"(?<![a-z])(?:maybe|perhaps|possibly)(?![a-z])", re.IGNORECASE)


# Words after the last two answers that call them equally good ("Both are fine.", "Either one
# works.", "and so does (1, 1)", "(2, 0) would also work") or say the reply cannot choose
# ("not sure which", "can't decide"): two answers offered, none chosen.
# "both" and "either" count only as the subject of such a verb ("both neighbours are open" is
# no verdict on the answers).
_OPEN_WORDS = r"(?:open|free|valid|empty|passable|available|possible|reachable|legal|fine)"
# "Both (2, 0) and (1, 1) are open": "both" just before the first, "and" between, the verdict
# right after the second.
_BOTH_BEFORE = re.compile(r"(?<![a-z])both[ \t]{1,3}\Z", re.IGNORECASE)
_BOTH_AND = re.compile(r"[ \t]{1,3}and[ \t]{1,3}", re.IGNORECASE)
_BOTH_VERDICT = re.compile(r"[ \t]{1,3}are[ \t]{1,3}" + _OPEN_WORDS + r"(?![a-z])", re.IGNORECASE)
_EQUAL = re.compile(
    r"(?<![a-z])(?:(?:both|either|each)(?:[ \t]{1,3}(?:one|of them|options?|moves?|cells?|"
    r"routes?|paths?|ways?|choices?|mazes?))?[ \t]{1,3}(?:is|are|works?|would|could|can|will|"
    r"leads?|gets?|seems?|looks?|fine|valid|ok|okay|good|takes?|reach(?:es)?|has|have|keeps?|"
    r"needs?|costs?|does|do)|equally|just as well|so does|so would|would also|also works?|"
    r"as good|whichever|your call|up to you|your choice"
    # "(2, 0) and (1, 1) are both open": both called open (issue 35, thirteenth round).
    r"|(?:are|is)[ \t]{1,3}both[ \t]{1,3}(?:open|free|valid|empty|passable|available|possible|"
    r"reachable|legal|fine)"
    # Unsure between them: "I'm not sure which is better", "I can't decide", "hard to say".
    r"|(?:not|un)[ \t]?sure[ \t]{1,3}which|(?:can(?:'|no|\u2019)?t|cannot)[ \t]{1,3}decide|"
    r"hard to (?:say|tell|decide)|(?:don(?:'|\u2019)?t|do not) know which|no idea which|"
    # Wondering between them and picking none: "I keep wondering which is shorter" (39th round).
    r"wonder(?:s|ed|ing)?[ \t]{1,3}which)(?![a-z])",
    re.IGNORECASE,
)
_EQUAL_REACH = 160
"""How far after the last answer (and within two sentences) such words are looked for."""


def _called_equal(text: str, end: int) -> bool:
    """The two sentences after the answer ending at ``end`` call the answers equal and pick
    none (no pick word there: "Both work, but I'll take the first" is read elsewhere)."""
    stop = min(len(text), end + _EQUAL_REACH)
    first = SENTENCE_END.search(text, end, stop)
    nxt = first.end() if first else stop
    while nxt < stop and text[nxt] in " \t\r\n":  # blank lines are no sentence
        nxt += 1
    second = SENTENCE_END.search(text, nxt, stop) if first else None
    reach = second.end() if second else stop
    return (
        _EQUAL.search(text, end, reach) is not None and PICK_VERB.search(text, end, reach) is None
    )


def listed_alternatives(text: str, spans: list[tuple[int, int, object]]) -> bool:
    """True when the last two answers are items of one list of alternatives with no choice.

    The list is the grader's "Candidate moves:\n- (1, 1)\n- (2, 0)": each of the two answers
    on its own item line (``-``, ``*``, ``•``, ``1.``), the two lines next to each other, and the
    line heading the list names alternatives (candidates, options, possible ..., choices).
    A choice after the list is a later answer, so it is not the last two. A list headed by
    anything else (steps, a path) is not alternatives.
    """
    if len(spans) < 2:
        return False
    (s1, e1, v1), (s2, e2, v2) = spans[-2], spans[-1]
    if v1 == v2 or s2 < e1:
        return False
    first = text.rfind("\n", 0, s1) + 1
    second = text.rfind("\n", 0, s2) + 1
    if first == second:
        return False
    # The second item's line follows the first's (its own line ends where the second begins);
    # two lines headed by one answer label may have blank lines between them (read below).
    first_end = text.find("\n", s1, second)
    adjacent = first_end == second - 1
    if not adjacent and (first_end < 0 or text[first_end:second].strip()):
        return False
    # Lines headed "Option 1:" / "Candidate B" are parallel entries whatever comes before them,
    # and so are the rows of one table unless its header row names a route (as a "Steps:" list):
    # the last row is no more the answer than the first.
    if adjacent and _OPTION_HEAD.match(text, first) and _OPTION_HEAD.match(text, second):
        return True
    # Two lines each headed by the same answer label ("MOVE: (1, 1)\nMOVE: (2, 0)"): two
    # answers side by side, neither taking the other back (a correction cue is read elsewhere).
    # Items of a list (or lines under a "Steps:" lead-in) are a sequence: read below.
    one, two = _LABEL_HEAD.match(text, first), _LABEL_HEAD.match(text, second)
    if (
        one
        and two
        and one.group(1).lower() == two.group(1).lower()
        and not _ITEM.match(text, first)
        and _BARE_REST.match(text, e1)
        and _BARE_REST.match(text, e2)
        and not ROUTE_HEAD.search(text, text.rfind("\n", 0, max(first - 1, 0)) + 1, first)
        # Apart (blank lines between), a pick after them ("the second is my answer") decides.
        and (adjacent or PICK_VERB.search(text, e2, e2 + _EQUAL_REACH) is None)
    ):
        return True
    if not adjacent:
        return False
    if ROW.match(text, first) and ROW.match(text, second):
        return not steps_header(text, *_table_header(text, first))
    if not (_ITEM.match(text, first) and _ITEM.match(text, second)):
        return False
    # Up the list to its lead-in: the nearest line above the first item that is not an item.
    end = first - 1
    for _ in range(MAX_SECTIONS):
        if end <= 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        if not _ITEM.match(text, start):
            lead = ALTERNATIVES_LEAD.search(text, start, end)
            # "Final answers:" over items that each answer a question ("2. Where is the goal?
            # (4, 3)") are answers to different sub-questions, not alternatives (38th round).
            return lead is not None and not (
                lead.group().lower() == "answers" and _asks(text, first, second)
            )
        end = start - 1
    return False


# Words that make the sentence naming the place a pick ("so that is my move", "I prefer the
# former", "I'll take the second one", "I'll do that"); a comparison ("the first one is longer")
# picks nothing.
PICK_VERB = re.compile(
    r"(?<![a-z])(?:my[ \t]{1,3}(?:move|choice|answer|pick|next move)|i['’]?ll[ \t]{1,3}"
    r"(?:take|go with|do|choose|pick|make|use|move)|i[ \t]{1,3}(?:choose|pick|prefer|take|"
    r"select|will take|will go with)|prefer|go with|going with|commit to|committing to|"
    r"that['’]?s[ \t]{1,3}(?:my|the one)|is[ \t]{1,3}my)(?![a-z])",
    re.IGNORECASE,
)
PICK_WINDOW = 600
"""How far before the place's sentence the listed answers are looked for (the sentence before
it, at most this many characters): a place refers to answers just named."""

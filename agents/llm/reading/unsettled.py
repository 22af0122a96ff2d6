"""Answers the reply itself leaves unsettled: offered, put off, conditioned, or hung on a choice
not yet made (issue 35, thirty-first round).

v32 found five unclear replies read definite; each is a class a linguist would name, read here
by what the text does, whatever its words, in every phase:

* an **offer** of possibilities: two or more different cells after a modal of possibility
  ("You can move to the right cell (1, 1) or to the bottom cell (2, 0)", "I could turn (0, 0)
  ... or (1, 1) ...") and no answer line or pick after it (:func:`offers_without_pick`);
* a **deferred decision**: after the answer, a doubt or retraction-like hedge about it ("or
  maybe not", "this might be wrong") together with a deferral ("next turn", "later", "to be
  revisited") and no new answer; a deferral of a LATER move's check ("let me double-check next
  turn whether the route is open") puts nothing in doubt (:func:`deferred_doubt`);
* a **counterfactual with a doubt about one's reading**: after the answer, "if (2, 3) were a
  wall it would be a C" naming another answer of the answer's kind, and "I might have misread
  that cell" (:func:`counterfactual_doubt`);
* **conditions as headings**: two answer lines of one label with different values, each under a
  line stating a condition ("If diagonal moves count:"), no pick after them
  (:func:`condition_headings`; the strict reading abstains on them too, as on headed sections);
* an answer for the board **after an action not yet decided** ("Once (0, 0) has been turned,
  ... (1, 1) clockwise. But ... I'm not sure in which direction yet.") (:func:`after_unmade`).

The pipeline reads each on the reply with its reasoning set apart; any makes it conflicting.
Every scan is bounded or linear; nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels, answer_tokens, value_end
from agents.llm.reading.start_guard import compile_guarded

_REACH = 1500
"""How much of the reply's close the rules read (replies may run to megabytes)."""
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")

# -- an offer of possibilities ------------------------------------------------------------------
_POSSIBLE = re.compile(
    r"(?<![a-z])(?:can|could|may|might|possible|options?|either)(?![a-z])", re.IGNORECASE
)
# "and" joins offers as "or" does ("You can move to (1, 1) and (2, 0)", v34): both list
# possibilities, neither picks one (thirty-third round). "and then/next/after" orders steps
# of one route (t13), no offer.
_OR = re.compile(
    r"(?<![a-z])(?:or|and(?![ \t]+(?:then|next|after|afterwards|from)(?![a-z])))(?![a-z])",
    re.IGNORECASE,
)
_PICKED = re.compile(
    r"(?<![a-z])(?:i'll|i’ll|i[ \t]+will|i[ \t]+choose|i[ \t]+pick|let's|go(?:ing)?[ \t]+with|"
    r"i(?:'d|’d|[ \t]+would)?[ \t]+(?:move|go|turn|rotate|take|step|head)|my[ \t]+(?:move|choice)|"
    r"so|therefore|best|better|answer|pick|choose|prefer\w*)(?![a-z])",
    re.IGNORECASE,
)


def offers_without_pick(text: str) -> bool:
    """A sentence offering two or more different cells as possibilities ("can/could/may ...
    or/and ..."), with or without a place word or direction before each, and no answer line and no
    pick anywhere after its modal: offers, none chosen."""
    tail = text[-_REACH:]
    if answer_labels(tail):
        return False  # an answer line: the choosing stage reads which one stands
    for m in _SENTENCE.finditer(tail):
        sentence = m.group()
        modal = _POSSIBLE.search(sentence)
        if modal is None or not _OR.search(sentence, modal.end()):
            continue
        cells = answer_tokens(sentence[modal.end() :]).get("cell", set())
        if len(cells) >= 2 and not _PICKED.search(tail, m.start() + modal.end()):
            return True
    return False


# -- a decision put off -------------------------------------------------------------------------
_HEDGE = compile_guarded(
    r"(?<![a-z])(?:or[ \t]+(?:maybe|perhaps)[ \t]+not|(?:maybe|perhaps|probably)[ \t]+not|"
    r"(?:this|that|it)[ \t]+(?:might|may|could)[ \t]+(?:be[ \t]+wrong|not[ \t]+be[ \t]+right)|"
    r"not[ \t]+(?:the[ \t]+)?best)(?![a-z])",
    re.IGNORECASE,
)
_DEFERRAL = re.compile(
    r"(?<![a-z])(?:next[ \t]+(?:turn|time|round)|later|to[ \t]+be[ \t]+revisited|revisit|"
    r"come[ \t]+back[ \t]+to|more[ \t]+carefully)(?![a-z])",
    re.IGNORECASE,
)


def _after_answer(text: str) -> tuple[str, dict[str, set[str]]] | None:
    """The text after the last answer line (bounded) and that answer's tokens."""
    tail = text[-2 * _REACH :]
    labels = answer_labels(tail)
    if not labels:
        return None
    end = value_end(tail, labels[-1].end())
    return tail[end : end + _REACH], answer_tokens(tail[labels[-1].end() : end])


def deferred_doubt(text: str) -> bool:
    """After the answer, a hedge putting it in doubt ("or maybe not", "this might be wrong",
    "perhaps not the best") and a deferral ("next turn", "later", "to be revisited"), with no
    answer line or answer token of its kind after: the decision is put off."""
    found = _after_answer(text)
    if found is None:
        return False
    after, answer = found
    hedge = _HEDGE.search(after)
    if hedge is None or not _DEFERRAL.search(after, hedge.start()):
        return False
    later = answer_tokens(after[hedge.end() :])
    return not any(kind in answer for kind in later)


# -- a counterfactual with a doubt about the reading --------------------------------------------
_COUNTERFACTUAL = re.compile(
    r"(?<![a-z])(?:if[ \t][^.!?\n]{0,60}?(?:were|had[ \t]+been)|were[ \t]|had[ \t]+i)(?![a-z])",
    re.IGNORECASE,
)
_READING_DOUBT = re.compile(
    r"(?<![a-z])(?:mis-?read|mis-?counted|mis-?judged|can't[ \t]+tell|cannot[ \t]+tell|"
    r"(?:not|n't)[ \t]+(?:certain|sure)[ \t]+(?:that[ \t]+)?i[ \t]+(?:read|counted|saw))",
    re.IGNORECASE,
)


def counterfactual_doubt(text: str) -> bool:
    """After the answer, a counterfactual ("if (2, 3) were a wall", "had I misread ...") naming
    another answer of the answer's kind, and a doubt about the reply's own reading of the maze
    or board ("I might have misread that cell", "I can't tell for sure") in that sentence or
    the next one, with no answer line after: another answer left open."""
    found = _after_answer(text)
    if found is None:
        return False
    after, answer = found
    sentences = [m.group() for m in _SENTENCE.finditer(after[:_REACH])]
    for i, sentence in enumerate(sentences):
        if not _COUNTERFACTUAL.search(sentence):
            continue
        named = answer_tokens(sentence)
        other = any(kind in answer and named[kind] - answer[kind] for kind in named)
        span = sentence + " " + (sentences[i + 1] if i + 1 < len(sentences) else "")
        if other and _READING_DOUBT.search(span):
            return True
    return False


# -- conditions as headings ---------------------------------------------------------------------
_HEADING_CONDITION = re.compile(
    r"[ \t#*_]*(?:if|assuming|when|with|without|unless|suppose|supposing)[^\n]{0,120}:[ \t*_]*",
    re.IGNORECASE,
)
_SETTLED = re.compile(r"\((?:they|it|which)[ \t]+(?:do|does|is|are)\)|which[ \t]+it[ \t]+is", re.I)


def condition_headings(text: str) -> bool:
    """Two or more answer lines of one label opening their lines, each under a line stating a
    condition ("If diagonal moves count:", "Assuming it is a wall:"), with different values
    and no pick after the last: answers under unsettled conditions. Read before normalising."""
    tail = text[-2 * _REACH :]
    labels = answer_labels(tail)
    if len(labels) < 2:
        return False
    values: dict[str, set[str]] = {}
    last = None
    for label in labels:
        line = tail.rfind("\n", 0, label.start())
        if line < 0 or tail[line + 1 : label.start()].strip():
            continue
        above = tail.rfind("\n", 0, line)
        heading = tail[above + 1 : line]
        if not _HEADING_CONDITION.fullmatch(heading):
            continue
        if _SETTLED.search(heading):
            continue
        value = " ".join(tail[label.end() : value_end(tail, label.end())].split())
        values.setdefault(label.group().split(":")[0].strip().upper(), set()).add(value)
        last = label
    if last is None or not any(len(v) >= 2 for v in values.values()):
        return False
    if last is not labels[-1]:
        return False  # an answer line after the conditioned ones: the pick
    rest = tail[value_end(tail, last.end()) :]
    return not _PICKED.search(rest)


# -- after an action not yet decided ------------------------------------------------------------
_PRECONDITION = re.compile(
    r"(?<![a-z])(?:after|once|when)[ \t]+(?:i(?:'ve|’ve|[ \t]+have)?[ \t]+"
    r"(?:turn|turned|rotate|rotated|decided|move|moved|take|taken)|"
    r"(?:square[ \t]+\d{1,2}|\([ \t]*\d{1,2}[ \t]*,[ \t]*\d{1,2}[ \t]*\))[ \t]+"
    r"(?:has|have|is)[ \t]+(?:been[ \t]+)?(?:turned|rotated))(?![a-z])",
    re.IGNORECASE,
)
_UNDECIDED = re.compile(
    r"(?<![a-z])(?:(?:not[ \t]+sure|unsure)[^.!?\n]{0,40}?yet|"
    r"(?:haven't|haven’t|have[ \t]+not|not[ \t]+yet|not)[ \t]+(?:decided|settled|chosen|picked)|"
    r"undecided)(?![a-z])",
    re.IGNORECASE,
)


def after_unmade(text: str) -> bool:
    """An answer given for the board after an action ("after I turn square 2", "once (0, 0) has
    been turned") that the reply says it has not decided ("not sure in which direction yet",
    "I haven't settled that first turn"): the answer hangs on a choice not made."""
    tail = text[-_REACH:]
    pre = _PRECONDITION.search(tail)
    return pre is not None and _UNDECIDED.search(tail) is not None


def unsettled(text: str) -> bool:
    """Whether any rule of this module leaves the reply's answer unsettled (module docs)."""
    return (
        offers_without_pick(text)
        or deferred_doubt(text)
        or counterfactual_doubt(text)
        or after_unmade(text)
    )

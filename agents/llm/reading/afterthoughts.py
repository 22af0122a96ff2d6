"""What the text after (or around) a committed answer does: keeps it, or leaves it undecided.

Issue 35, twenty-seventh round. Every fresh set since v11 found one to four doubts after an
answer in a phrasing no rule had seen; each round added the phrasing. These rules read what the
text *does*, whatever its words, and are phase-agnostic: an answer's content is read as tokens
of four kinds (cells, directions, turns, shape names), compared by kind.

* withdrawn: after the last answer line, a retraction ("that's not right", "scratch that",
  "should instead", "Correction:") with no answer token after it (the replacement never given);
* leaning elsewhere: after it, a sentence with a modal or comparative judgement ("would probably
  serve better", "may be the safer", "less risk") that points to another candidate, with no
  dismissal ("not", "but", "anyway", "stands") and without the answer's own value;
* conditions: two answer lines with different values, each governed by "if / otherwise";
* another conclusion: a summary or "is really" sentence whose tokens of a kind the answer has
  include none of the answer's;
* a question back offering readings (two of a kind named), or a request to change the answer
  before using it.

Any of these makes the reply conflicting (:func:`afterthought`). A retraction followed by a
complete answer is left to :func:`agents.llm.reading.corrections.correction_after`.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.vocabulary import (
    CLOCKWISE,
    COUNTERCLOCKWISE,
    DOWN,
    LEFT,
    RIGHT,
    UP,
    VOCABULARY,
    alternation,
    word_key,
)
from envs.maze_nav.constants import SHAPE_NAMES
from envs.maze_nav.shape_registry import EXTENDED_SHAPE_NAMES

_LABEL = re.compile(r"(?<![A-Za-z])(?:MOVE|PATH|SHAPE|MAZE|ROTATE)[ \t]{0,3}:", re.IGNORECASE)
_REACH = 1500
"""How much text after the last answer line is read (replies may run to megabytes)."""
_SENTENCES = 6
_CONDITION_REACH = 300
"""How far before an answer line its condition ("If you prefer the top route, ...") is read."""

# -- tokens ---------------------------------------------------------------------------------------
_CELL = re.compile(r"\([ \t]*(-?\d{1,3})[ \t]*,[ \t]*(-?\d{1,3})[ \t]*\)")
_MEANINGS = (UP, DOWN, LEFT, RIGHT, CLOCKWISE, COUNTERCLOCKWISE)
_WORD_MEANING = {
    word_key(w): m for lang in VOCABULARY.values() for m in _MEANINGS for w in lang.get(m, ())
}
_WORD = re.compile(alternation(_WORD_MEANING), re.IGNORECASE)
_LONG_NAMES = [n for n in (*SHAPE_NAMES, *EXTENDED_SHAPE_NAMES) if len(n) > 1]
_LETTERS = "".join(n for n in (*SHAPE_NAMES, *EXTENDED_SHAPE_NAMES) if len(n) == 1)
_SHAPE = re.compile(
    rf"(?<![A-Za-z])(?:(?i:{'|'.join(map(re.escape, _LONG_NAMES))})|[{_LETTERS}])(?![A-Za-z])"
)
_TURNS = {CLOCKWISE, COUNTERCLOCKWISE}


def _tokens(text: str) -> dict[str, set[str]]:
    """The answer content in ``text`` by kind: ``cell``, ``dir``, ``turn``, ``shape``."""
    found: dict[str, set[str]] = {}
    for m in _CELL.finditer(text):
        found.setdefault("cell", set()).add(f"{int(m.group(1))},{int(m.group(2))}")
    for m in _WORD.finditer(text):
        meaning = _WORD_MEANING.get(word_key(m.group()))
        if meaning:
            found.setdefault("turn" if meaning in _TURNS else "dir", set()).add(meaning)
    for m in _SHAPE.finditer(text):
        found.setdefault("shape", set()).add(m.group().lower())
    return found


# -- the rules ------------------------------------------------------------------------------------
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")
_GRID_LINE = re.compile(r"[ \t]*[01PG#.X][ \t01PG#.X]*\n?")
_WITHDRAWN = re.compile(
    r"(?<![a-z])(?:(?:that|this|it)(?:'s|’s|[ \t]is|[ \t]was)[ \t](?:not[ \t](?:right|correct)|"
    r"wrong|incorrect)|scratch[ \t]that|wait,?[ \t]no(?![a-z])|correction[ \t]*:|"
    r"should[ \t]instead|on[ \t]second[ \t]thought|i[ \t]was[ \t]wrong)",
    re.IGNORECASE,
)
_MODAL = re.compile(
    r"(?<![a-z])(?:would|could|might|may|probably|likely|perhaps|maybe)(?![a-z])", re.IGNORECASE
)
_FAVOUR = re.compile(
    r"(?<![a-z])(?:better|safer|wiser|stronger|sounder|smarter|cleaner|simpler|easier|nicer|"
    r"preferable|preferred|more[ \t][a-z]{3,20}|less[ \t](?:risk|risky|error-prone))(?![a-z])",
    re.IGNORECASE,
)
_POINTER = re.compile(
    r"(?<![a-z])(?:other|another|instead|alternative|route|path|side|column|row|corridor|"
    r"turn|turning|heading|going|described|read|top|bottom|upper|lower)(?![a-z])",
    re.IGNORECASE,
)
_DISMISSAL = re.compile(
    r"(?<![a-z])(?:not|no|never|wall|walls|blocked|but|anyway|stands|keep|stick|than|"
    r"dead[ \t]end|off[ \t]the[ \t](?:board|grid))(?![a-z])|n't",
    re.IGNORECASE,
)
_CONDITION = re.compile(
    r"(?<![a-z])(?:if|otherwise|else|unless|alternatively)(?![a-z])", re.IGNORECASE
)
_CONCLUSION = re.compile(
    r"(?<![a-z])(?:(?:summary|conclusion|in[ \t]short|to[ \t]sum[ \t]up|overall)[ \t]*[:,]|"
    r"(?:is|are)[ \t]really)",
    re.IGNORECASE,
)
_QUESTION_BACK = re.compile(
    r"(?<![a-z])(?:which|or)(?![a-z])[^?]*(?<![a-z])(?:you|i)(?![a-z])|"
    r"(?<![a-z])(?:you|i)(?![a-z])[^?]*(?<![a-z])(?:which|or)(?![a-z])",
    re.IGNORECASE,
)
_CHANGE_ASKED = re.compile(
    r"(?<![a-z])you[ \t](?:may|might|could|should)[ \t](?:want|wish|need)[ \t]to[ \t]"
    r"(?:move|change|fix|adjust|edit|alter|shift|swap|tweak)(?![a-z])",
    re.IGNORECASE,
)


def _value_end(text: str, start: int) -> int:
    """Where the answer line starting at ``start`` ends (a maze's grid lines included)."""
    line = text.find("\n", start)
    if line < 0:
        return len(text)
    at = line + 1
    if not text[start:line].strip():  # "MAZE:" alone on its line: the grid follows
        while at < len(text) and (m := _GRID_LINE.match(text, at)) and m.end() > at:
            if not text[at : m.end()].strip():
                break
            at = m.end()
    return at


def _conditioned(text: str, labels: list[re.Match[str]]) -> bool:
    """Two answer lines with different values, each under an unsettled condition."""
    values: set[str] = set()
    conditioned = 0
    for i, label in enumerate(labels):
        # A bounded look back: a reply of many labels stays linear.
        floor = max(labels[i - 1].end() if i else 0, label.start() - _CONDITION_REACH)
        before = max(floor, *(text.rfind(c, floor, label.start()) + 1 for c in ".!?\n"))
        if not _CONDITION.search(text, before, label.start()):
            continue
        stop = _SENTENCE.match(text, label.end())
        conditioned += 1
        values.add(" ".join((stop.group() if stop else "").split()).strip(" .").lower())
    return conditioned >= 2 and len(values) >= 2


def _withdrawn(after: str) -> bool:
    """A retraction of the answer with no answer token after it."""
    # The last retraction: "Wait, no, that's not right. I should instead move to".
    m = deque(_WITHDRAWN.finditer(after), maxlen=1).pop() if _WITHDRAWN.search(after) else None
    if m is None:
        return False
    sentence = max(after.rfind(c, 0, m.start()) + 1 for c in ".!?\n")
    if _tokens(_WITHDRAWN.sub(" ", after[sentence : m.start()])):
        return False  # it retracts an alternative named just before it
    return not _tokens(after[m.end() :]) and not _LABEL.search(after, m.end())


def _leans(sentence: str, answer: dict[str, set[str]], value: str) -> bool:
    """A judgement in favour of another candidate, not dismissed, not naming the answer."""
    if not (_MODAL.search(sentence) and _FAVOUR.search(sentence)):
        return False
    if _DISMISSAL.search(sentence) or (value and value in " ".join(sentence.split())):
        return False
    named = _tokens(sentence)
    if any(kind in answer and named[kind] & answer[kind] for kind in named):
        return False
    return bool(named) or bool(_POINTER.search(sentence))


def _concludes_other(sentence: str, answer: dict[str, set[str]]) -> bool:
    """A summary or "is really" sentence naming, for some kind the answer has, none of its own
    (the square to turn differs, the turn the same: another answer)."""
    m = _CONCLUSION.search(sentence)
    if m is None:
        return False
    named = _tokens(sentence[m.end() :] if m.group().lower().endswith("really") else sentence)
    shared = [kind for kind in named if kind in answer]
    return any(not named[k] & answer[k] for k in shared)


def _question_back(text: str) -> bool:
    """The reply ends on a question offering two readings of one kind."""
    tail = text.rstrip()[-_REACH:]
    if not tail.endswith("?"):
        return False
    start = max(tail.rfind(c, 0, len(tail) - 1) + 1 for c in ".!\n")
    if not _QUESTION_BACK.search(tail, start):
        return False
    return any(len(v) >= 2 for v in _tokens(tail).values())


def afterthought(text: str) -> bool:
    """Whether what follows (or surrounds) the committed answer leaves it undecided (module
    docs). Linear time; never raises."""
    if _question_back(text):
        return True
    labels = list(_LABEL.finditer(text))
    if not labels:
        return False
    if len(labels) >= 2 and _conditioned(text, labels):
        return True
    last = labels[-1]
    end = _value_end(text, last.end())
    value_text = text[last.end() : end]
    after = text[end : end + _REACH]
    if not after.strip():
        return False
    if _CHANGE_ASKED.search(after) or _withdrawn(after):
        return True
    answer = _tokens(value_text)
    value = " ".join(value_text.split()).strip(" .*_`")
    for i, m in enumerate(_SENTENCE.finditer(after)):
        if i >= _SENTENCES * 4:
            break
        sentence = m.group()
        if _leans(sentence, answer, value) or (answer and _concludes_other(sentence, answer)):
            return True
    return False

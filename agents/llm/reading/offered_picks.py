"""Answer lines offered as alternatives: none picked, or one picked by number (fiftieth round).

v68 held two ``PATH:`` lines with "Either that or:" between them and nothing after: two
answers offered, none chosen (:func:`.between_answers.offers_alternative` reads the offer).
The path, move, turn and maze readers abstained on such lines; the shape reader took the last.
t51's controls close the same offer with a pick by number ("I'd go with the first.", "我选第二
条。", "My answer is the first one."): the reply then commits, as a pick by number commits a
list (:mod:`.list_picks`). One rule for every phase:

* the **offered lines** are the last answer line and the ones before it, each joined to the
  next by text offering an alternative ("Either that or:", "Alternatively:", "或者也可以：",
  "This one works too:"), or each headed by an option label naming another place ("方案一："
  / "方案二：", "Option 1:" / "Option 2:"; :mod:`.option_labels`, fifty-second round; with a
  closing the pick tables do not read, the older readers decide labelled lines, as before),
  each naming answer tokens (:func:`.answer_content.answer_tokens`: cells, turns, shape
  names), not all the same ones;
* the text after the last of them **picks one by number** (:func:`.list_picks.picked_number`:
  a word of choosing and an ordinal, in every language of its tables): that line is the
  answer; with no such pick the reply offers alternatives and commits to none, even when
  both would score the same.

Bounded: at most :data:`MAX_LINES` lines back and :data:`.marked_options.AFTER_REACH`
characters after; never raises.
"""

from __future__ import annotations

from typing import NamedTuple

from agents.llm.reading.answer_content import answer_tokens
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.between_answers import offers_alternative
from agents.llm.reading.list_picks import LAST, picked_number
from agents.llm.reading.marked_options import AFTER_REACH
from agents.llm.reading.option_labels import head_before, is_option_head

MAX_LINES = 8
"""How many offered lines are read back from the last answer line."""


class OfferedPick(NamedTuple):
    """``line``: the offered line picked by number ("" for none); ``alternatives``: lines
    offered as alternatives and none picked."""

    line: str
    alternatives: bool


NONE = OfferedPick("", False)
OFFERED = "offered_alternatives"
"""``Answer.how`` of a reply whose answer lines are offered as alternatives, none picked: the
path reader keeps its strict reason for them (:func:`experiments.maze.scoring.check_solution`)."""


_BY_WORDS, _BY_LABELS = "words", "labels"


def _link(text: str, start: int, end: int, later: int) -> str | None:
    """How the answer line ``text[start:end]`` and the one at ``later`` are offered side by
    side: the text between offers the second (:data:`_BY_WORDS`,
    :func:`.between_answers.offers_alternative`), or both lines are headed by option labels
    naming different places (:data:`_BY_LABELS`, "方案一：" ... "方案二：",
    :mod:`.option_labels`; fifty-second round); None when they are not."""
    between = text[end:later]
    if offers_alternative(between):
        return _BY_WORDS
    second = is_option_head(between)
    if second is None:
        return None
    first = head_before(text, start)
    return _BY_LABELS if first is not None and first != second else None


def offered_pick(text: str) -> OfferedPick:
    """The answer line a closing pick names by number among lines offered as alternatives,
    or whether such lines are left unpicked (module docs)."""
    labels = answer_labels(text)
    if len(labels) < 2:
        return NONE
    offered = [labels[-1]]
    by_labels = False
    for earlier in reversed(labels[-MAX_LINES:-1]):
        link = _link(text, earlier.start(), value_end(text, earlier.end()), offered[0].start())
        if link is None:
            break
        by_labels = by_labels or link == _BY_LABELS
        offered.insert(0, earlier)
    if len(offered) < 2:
        return NONE  # the typical reply: no line offered before the last
    lines = [text[m.start() : value_end(text, m.end())] for m in offered]
    named = [frozenset((k, frozenset(v)) for k, v in answer_tokens(line).items()) for line in lines]
    if len(set(named)) < 2 or frozenset() in named:
        # One line, the same answer twice, or a line naming no answer token ("SHAPE:
        # rectangle", a maze's rows): the phase reader decides.
        return NONE
    closing = text[value_end(text, labels[-1].end()) :][:AFTER_REACH]
    number = picked_number(closing)
    if number is None and by_labels and closing.strip():
        # Options under labels and a closing the pick tables do not read ("方案一不是环形，所以
        # 选方案二。", "选 B。"): the older readers decide, as before the fifty-second round.
        return NONE
    if number is None:
        return OfferedPick("", True)
    index = len(lines) - 1 if number == LAST else number - 1
    return OfferedPick(lines[index], False) if 0 <= index < len(lines) else OfferedPick("", True)

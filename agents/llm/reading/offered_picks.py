"""Answer lines offered as alternatives: none picked, or one picked by number (fiftieth round).

v68 held two ``PATH:`` lines with "Either that or:" between them and nothing after: two
answers offered, none chosen (:func:`.between_answers.offers_alternative` reads the offer).
The path, move, turn and maze readers abstained on such lines; the shape reader took the last.
t51's controls close the same offer with a pick by number ("I'd go with the first.", "我选第二
条。", "My answer is the first one."): the reply then commits, as a pick by number commits a
list (:mod:`.list_picks`). One rule for every phase:

* the **offered lines** are the last answer line and the ones before it, each joined to the
  next by text offering an alternative ("Either that or:", "Alternatively:", "或者也可以："),
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


def offered_pick(text: str) -> OfferedPick:
    """The answer line a closing pick names by number among lines offered as alternatives,
    or whether such lines are left unpicked (module docs)."""
    labels = answer_labels(text)
    if len(labels) < 2:
        return NONE
    offered = [labels[-1]]
    for earlier in reversed(labels[-MAX_LINES:-1]):
        if not offers_alternative(text[value_end(text, earlier.end()) : offered[0].start()]):
            break
        offered.insert(0, earlier)
    if len(offered) < 2:
        return NONE  # the typical reply: no line offered before the last
    lines = [text[m.start() : value_end(text, m.end())] for m in offered]
    named = [frozenset((k, frozenset(v)) for k, v in answer_tokens(line).items()) for line in lines]
    if len(set(named)) < 2 or frozenset() in named:
        # One line, the same answer twice, or a line naming no answer token ("SHAPE:
        # rectangle", a maze's rows): the phase reader decides.
        return NONE
    number = picked_number(text[value_end(text, labels[-1].end()) :][:AFTER_REACH])
    if number is None:
        return OfferedPick("", True)
    index = len(lines) - 1 if number == LAST else number - 1
    return OfferedPick(lines[index], False) if 0 <= index < len(lines) else OfferedPick("", True)

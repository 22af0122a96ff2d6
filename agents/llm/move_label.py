"""Reading the ``MOVE:`` label of a MazeNav reply: the cell after the last label, and whether it
commits. Model output is untrusted: nothing here raises on it.

One job: the label scan (:data:`MOVE_LABEL`) and the checks that a labelled cell is offered
with no choice (two labels, a hedged line, a plan of several moves, a later correction or
another stated cell, a check saying the move walks into a wall). :mod:`agents.llm.parsing`
reads the whole reply with them.
"""

from __future__ import annotations

import re
from itertools import islice

from agents.llm.reading import (
    KEEP,
    UNSURE,
    correction_after,
    hedged,
    joins_moves,
    offers_alternative,
)
from agents.llm.reading.corrections import BAD, check_outcomes, states_another_after
from envs.maze_nav.logic import Cell
from envs.maze_nav.text import COORDINATE_RE, coordinate_of, find_coordinates

__all__ = ["MOVE_LABEL", "labelled_cell"]

# "MOVE" then a colon (markdown emphasis allowed around it); literal first, so the scan is fast.
MOVE_LABEL = re.compile(r"move(?<![a-z0-9]move)[*_ \t]*:", re.IGNORECASE)


def labelled_cell(text: str) -> tuple[Cell | None, bool]:
    """The first cell after the last ``MOVE:`` label, or None; and whether the last two labelled
    cells are alternatives with no choice (:func:`hedged`: "MOVE: (1, 1) or MOVE: (2, 0)", or
    items of one list of alternatives): a label does not commit when another label is offered
    beside it."""
    labels = list(MOVE_LABEL.finditer(text))
    if labels:
        after = find_coordinates(text[labels[-1].end() :])
        if after:
            spans = []
            for label in labels[-2:]:
                m = COORDINATE_RE.search(text, label.end())
                if m is not None:
                    spans.append((label.start(), m.end(), coordinate_of(m)))
            if hedged(text, spans) or _line_hedged(text, labels[-1].end()):
                return None, True
            if _several_moves(text, labels[-1].end()):
                return None, True
            # A later sentence taking the labelled cell back ("Actually no, I meant (2, 0).").
            m = COORDINATE_RE.search(text, labels[-1].end())
            verdict, cell = correction_after(
                text,
                m.end() if m is not None else labels[-1].end(),
                after[0],
                lambda a, b: find_coordinates(text[a:b]),
            )
            if verdict == UNSURE:
                return None, True
            if verdict == KEEP and states_another_after(
                text,
                m.end() if m is not None else labels[-1].end(),
                cell,
                lambda a, b: find_coordinates(text[a:b]),
            ):
                # A later sentence stating another cell ("so (2, 0) is the next move"): two
                # answers, none marked as standing (issue 35, twentieth round).
                return None, True
            if _check_walls(text, m.end() if m is not None else labels[-1].end(), cell):
                return None, True
            return cell, False
        # "MOVE: 2, 0": the label's line holds only a pair without the asked brackets.
        end = text.find("\n", labels[-1].end())
        bare = _LABELLED_PAIR.fullmatch(text, labels[-1].end(), len(text) if end < 0 else end)
        if bare is None and (end < 0 or not text[end:].strip()):
            # "MOVE: (2, 0" closing the reply, its bracket never closed: the reply ended by
            # itself (a cut-off one is unreadable before this), so the pair is the cell (issue
            # 35, sixteenth round; strictly a format miss).
            bare = _UNCLOSED_PAIR.fullmatch(text, labels[-1].end(), len(text) if end < 0 else end)
        if bare is not None:
            return (int(bare.group(1)), int(bare.group(2))), False
    return None, False


# A check's clause saying the move walks into a wall, and what ties it to the answer.
_WALL_OUTCOME = re.compile(
    r"(?<![a-z])(?:into|hits?|bumps?[ \t]{1,3}into)[ \t]{1,3}(?:a|the)[ \t]{1,3}wall(?![a-z])",
    re.IGNORECASE,
)
_MOVE_RESULT = re.compile(
    r"(?<![a-z])(?:that|this|the)[ \t]{1,3}(?:move|step)|moving[ \t]{1,3}there(?![a-z])",
    re.IGNORECASE,
)


def _check_walls(text: str, answer_end: int, cell: object) -> bool:
    """A check after the answer says the answer walks into a wall ("Check: moving to (1, 1)
    walks into a wall", "that step hits a wall"): the answer doubted, conflicting (issue 35,
    twenty-fourth round). The clause must name the answer's cell or "that move", and no
    other cell."""
    for start, at, outcome in check_outcomes(text, answer_end):
        if outcome != BAD or not _WALL_OUTCOME.match(text, at):
            continue
        named = find_coordinates(text[start:at])
        if any(c != cell for c in named):
            continue
        if named or _MOVE_RESULT.search(text, start, at):
            return True
    return False


def _line_hedged(text: str, at: int) -> bool:
    """The line from ``at`` (an answer label's end) offers its first two cells as alternatives
    ("MOVE: (2, 0) or (1, 1), whichever you prefer", "(2, 0) / (1, 1)"), or the next cell after
    the labelled one, shortly below it, is offered beside it ("MOVE: (2, 0)\n\n(Or (1, 1),
    both are fine.)"): no cell committed."""
    two = list(islice(COORDINATE_RE.finditer(text, at, min(len(text), at + _OFFER_REACH)), 2))
    if len(two) < 2:
        return False
    between = text[two[0].end() : two[1].start()]
    if "\n" in between and not offers_alternative(between):
        return False  # below the line, only a cell offered as an alternative counts
    return hedged(text, [(m.start(), m.end(), coordinate_of(m)) for m in two])


def _several_moves(text: str, at: int) -> bool:
    """The line from ``at`` (an answer label's end) writes a plan of moves where one was asked:
    its first two cells differ and only a comma, "and", "then", an arrow or a space joins them
    ("MOVE: (1, 1), (1, 2), (1, 3)", "MOVE: (2, 0) and (1, 1)"): no cell committed."""
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    two = list(islice(COORDINATE_RE.finditer(text, at, end), 2))
    return (
        len(two) == 2
        and coordinate_of(two[0]) != coordinate_of(two[1])
        and joins_moves(text[two[0].end() : two[1].start()], text[two[1].end() : end])
    )


_OFFER_REACH = 200
"""How far after an answer label a second cell offered as an alternative is looked for."""


_LABELLED_PAIR = re.compile(r"[ \t*_`]{0,8}(\d{1,3})[ \t]{0,3},[ \t]{0,3}(\d{1,3})[ \t*_`.]{0,8}")
_UNCLOSED_PAIR = re.compile(
    r"[ \t*_`]{0,8}\([ \t]{0,3}(\d{1,3})[ \t]{0,3},[ \t]{0,3}(\d{1,3})[ \t]{0,8}"
)

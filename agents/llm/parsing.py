"""Reading a model's reply as a move. Model output is untrusted: nothing here raises on it.

Every reply goes through the reading pipeline (:mod:`agents.llm.reading`) before the rules
below: thinking set apart, wrapped answers (LaTeX, JSON, XML-style tags, full-width forms)
normalised, a choice in words followed. A reply cut off by ``max_tokens``
(``finish_reason="length"``), still thinking, or offering two cells as alternatives ("(1, 1) or
(2, 0)") with no label names no cell, and the parse's ``unreadable`` says why.

MazeNav replies name the cell the player moves to. The prompt asks for a final ``MOVE: (row, col)``
line: the first ``(row, col)`` pair after the *last* ``MOVE:`` label is the answer, so an
explanation written after it ("... because (1, 1) is a wall") cannot change it; a reply with no
``MOVE:`` label followed by a pair is read as its *last* pair
(``envs.maze_nav.text.find_coordinates`` finds pairs written as ``(2, 3)``, ``[2,3]``,
``row 2, column 3``...). A reply whose answer is a direction word alone ("MOVE: down", "答案：
向下", "Down.") names the neighbouring cell that way (:mod:`agents.llm.reading.directions`); two
cells or two directions offered on the answer line ("(2, 0) or (1, 1)") name none. Reading the
text is all this module does: whether the move is legal is
decided by the env's own rule, :func:`envs.maze_nav.logic.move_problem`, so the parser and the
env give the same reason for the same move. The result says what was wrong, checked in this
order (the vocabulary of ``envs/maze_nav/constants.py``):

=================  ==============================================================
reason             meaning
=================  ==============================================================
``no_coordinate``  no ``(row, col)`` pair in the reply
``not_allowed``    a diagonal step in a 4-directional maze
``out_of_bounds``  the cell is off the grid (negative or >= size)
``not_adjacent``   the cell is not one step away (the same cell, or two cells away)
``wall``           the cell is a wall
=================  ==============================================================

RotationPuzzle replies name a square, by ``(row, col)`` or as ``square N`` / ``position N``
(0-based, row by row from the top left, as the env's text numbers them; "square two" in words
too), and a direction
(``clockwise`` / ``counterclockwise`` and their common spellings); the last of each counts.

The strict readings (:func:`strict_move`, :func:`strict_rotation`; the phases' own in
``experiments.maze.scoring``) take only the reply's own last line in the prompt's exact form:
the label as printed (``MOVE:``, ``ROTATE:``), not inside a code fence, in the prompt's words
(``clockwise`` / ``counterclockwise``); ``experiments/maze/scoring/__init__.py`` has the policy.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, fields
from itertools import islice
from typing import Any

import numpy as np

from agents.llm.reading import (
    CONFLICTING,
    TAKE,
    UNREADABLE,
    UNSURE,
    correction_after,
    hedged,
    ordinal_pick,
    read_answer,
)
from agents.llm.reading.directions import TWO_ANSWERS, direction_answer
from envs.maze_nav.constants import (
    INTO_WALL,
    NO_COORDINATE,
    NOT_ADJACENT,
    NOT_ALLOWED,
    OUT_OF_BOUNDS,
)
from envs.maze_nav.logic import DELTAS, Cell, action_for_target, move_problem
from envs.maze_nav.text import (  # one coordinate syntax for both tasks
    COORDINATE_RE,
    MAX_REPLY_CHARS,
    coordinate_number,
    coordinate_of,
    find_coordinates,
)

__all__ = [
    "MOVE_FAILURES",
    "UNREADABLE",
    "MoveParse",
    "RotationParse",
    "answer_coordinate",
    "final_line",
    "last_coordinate",
    "parse_move",
    "parse_rotation",
    "plain_emphasis",
    "strict_move",
    "strict_rotation",
]

MOVE_FAILURES = (NO_COORDINATE, NOT_ALLOWED, OUT_OF_BOUNDS, NOT_ADJACENT, INTO_WALL)


class _Reading:
    """What a parse of one reply found: ``reason`` is None when it is a valid move."""

    reason: str | None

    @property
    def ok(self) -> bool:
        return self.reason is None

    def as_dict(self) -> dict[str, Any]:
        """``ok`` and every field, JSON-ready (cells as lists)."""
        out: dict[str, Any] = {"ok": self.ok}
        for field in fields(self):  # type: ignore[arg-type]
            value = getattr(self, field.name)
            if field.name == "unreadable" and value is None:
                continue  # written only when the reading abstained
            out[field.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True)
class MoveParse(_Reading):
    """A reply read as a MazeNav move.

    Attributes:
        target: The cell the reply names (``None`` if it names none).
        action: The env action reaching ``target`` (``None`` unless the move is valid).
        reason: ``None`` for a valid move, else one of :data:`MOVE_FAILURES` (an unreadable
            reply names no cell: ``no_coordinate``, the env's word).
        unreadable: why the reply is unreadable (``agents.llm.reading.UNREADABLE_REASONS``:
            cut off, reasoning never closed, alternatives with no choice), else None.
    """

    target: Cell | None
    action: int | None
    reason: str | None
    unreadable: str | None = None


def last_coordinate(text: object) -> Cell | None:
    """The last ``(row, col)`` pair in ``text``, or None. Never raises."""
    if not isinstance(text, str):
        return None
    found = find_coordinates(text[-MAX_REPLY_CHARS:])
    return found[-1] if found else None


# "MOVE" then a colon (markdown emphasis allowed around it); literal first, so the scan is fast.
_MOVE_LABEL = re.compile(r"move(?<![a-z0-9]move)[*_ \t]*:", re.IGNORECASE)


def _labelled_cell(text: str) -> tuple[Cell | None, bool]:
    """The first cell after the last ``MOVE:`` label, or None; and whether the last two labelled
    cells are alternatives with no choice (:func:`hedged`: "MOVE: (1, 1) or MOVE: (2, 0)", or
    items of one list of alternatives): a label does not commit when another label is offered
    beside it."""
    labels = list(_MOVE_LABEL.finditer(text))
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
            return cell, False
        # "MOVE: 2, 0": the label's line holds only a pair without the asked brackets.
        end = text.find("\n", labels[-1].end())
        bare = _LABELLED_PAIR.fullmatch(text, labels[-1].end(), len(text) if end < 0 else end)
        if bare is not None:
            return (int(bare.group(1)), int(bare.group(2))), False
    return None, False


def _line_hedged(text: str, at: int) -> bool:
    """The line from ``at`` (an answer label's end) offers its first two cells as alternatives
    ("MOVE: (2, 0) or (1, 1), whichever you prefer", "(2, 0) / (1, 1)"): no cell committed."""
    end = text.find("\n", at)
    two = list(islice(COORDINATE_RE.finditer(text, at, len(text) if end < 0 else end), 2))
    return len(two) == 2 and hedged(text, [(m.start(), m.end(), coordinate_of(m)) for m in two])


_LABELLED_PAIR = re.compile(r"[ \t*_`]{0,8}(\d{1,3})[ \t]{0,3},[ \t]{0,3}(\d{1,3})[ \t*_`.]{0,8}")


def _last_cell(text: str) -> tuple[Cell | None, bool]:
    """The last cell (of the last :data:`MAX_REPLY_CHARS`), and whether the last two cells are
    alternatives with no choice (:func:`hedged`): one scan keeping the last two matches."""
    last = deque(COORDINATE_RE.finditer(text), maxlen=2)
    if not last:
        return None, False
    # A longer text (normalising can lengthen one) reads its last cell as last_coordinate does.
    cell = coordinate_of(last[-1]) if len(text) <= MAX_REPLY_CHARS else last_coordinate(text)
    return cell, hedged(text, [(m.start(), m.end(), coordinate_of(m)) for m in last])


# Words that move on from the next move to the moves planned after it ("Down: (2, 0). After that
# I'll keep going to (3, 0)", "My next move is (2, 0); later moves will be ..."). Not "then"
# alone: "I thought of (1, 1), then chose (2, 0)" replaces the first cell.
_PLAN_CUE = re.compile(
    r"(?<![a-z])(?:after that|after this|afterwards|from there|later moves?|"
    r"future moves?|following moves?|the moves after)(?![a-z])",
    re.IGNORECASE,
)


_WHERE_I_AM = re.compile(
    r"(?<![a-z])(?:at|from|currently|position|start|starting|standing)[ \t:*_]{0,4}\Z",
    re.IGNORECASE,
)


def _before_plan(text: str) -> Cell | None:
    """The move a reply commits to before it plans the moves after it: the cell named before
    the first plan cue (:data:`_PLAN_CUE`) when every cell before the cue is that one cell and
    cells follow the cue; else None (read as before)."""
    cue = _PLAN_CUE.search(text)
    if cue is None:
        return None
    cells = list(COORDINATE_RE.finditer(text, 0, cue.start()))
    before = {coordinate_of(m) for m in cells}
    if len(before) != 1 or COORDINATE_RE.search(text, cue.end()) is None:
        return None
    # "I'm at (1, 0); from there I go to (2, 0)": the cell before the cue is where the player
    # stands, not a move.
    if _WHERE_I_AM.search(text, max(0, cells[-1].start() - 40), cells[-1].start()):
        return None
    return before.pop()


def _read_move(text: object, finish_reason: object = None) -> tuple[Cell | None, str | None]:
    """The committed cell through the reading pipeline, or ``(None, why unreadable)``: the
    first cell after the last ``MOVE:`` label, else the last cell unless it is hedged."""
    answer = read_answer(text, finish_reason=finish_reason)
    if answer.reason is not None:
        return None, answer.reason
    # A pick by place among cells just listed ("the first one ... is my move"), unless a MOVE:
    # label follows it.
    labels = deque(_MOVE_LABEL.finditer(answer.whole), maxlen=1)
    verdict, cell = ordinal_pick(
        answer.whole,
        lambda a, b: find_coordinates(answer.whole[a:b]),
        labels[0].end() if labels else 0,
    )
    if verdict == TAKE:
        return cell, None  # type: ignore[return-value]
    if verdict == UNSURE:
        return None, CONFLICTING
    if not labels:
        planned = _before_plan(answer.whole)
        if planned is not None:
            return planned, None
    for part in (answer.text, answer.whole):
        cell, alternatives = _labelled_cell(part)
        if alternatives:
            return None, CONFLICTING
        if cell is not None:
            return cell, None
        cell, alternatives = _last_cell(part)
        if cell is not None:
            return (None, CONFLICTING) if alternatives else (cell, None)
    return None, None


def answer_coordinate(text: object, finish_reason: object = None) -> Cell | None:
    """The cell a reply commits to (see the module docs), or None. Never raises.

    The reply goes through the reading pipeline (:mod:`agents.llm.reading`) first: thinking set
    apart, wrapped answers normalised, a choice in words followed; ``finish_reason="length"``
    (cut off) and alternatives with no choice read as no cell.
    """
    return _read_move(text, finish_reason)[0]


def final_line(text: str) -> str | None:
    """The reply's own last non-blank line, as the strict readings take it (None when there is
    none, or when that line closes a code fence: a fence is a wrapper, and taking wrappers off
    is the normalising stage's job, which the strict reading leaves out)."""
    text = text[-MAX_REPLY_CHARS:].rstrip()
    line = text[text.rfind("\n") + 1 :].rstrip()
    if not line.strip() or line.lstrip().startswith(("```", "~~~")):
        return None
    return plain_emphasis(line)


# Inline markdown emphasis on an answer line, which renders as the same line (issue 35's lead's
# ruling: tolerated by the strict reading, unlike fences, LaTeX, JSON or tags): around the whole
# line ("**SHAPE: square**"), around the label ("**MOVE:** (2, 0)", "**MOVE**: (2, 0)"), around
# the value ("MOVE: **(2, 0)**"). String ends and bounded patterns only: linear time.
_MARKS = ("***", "**", "*", "___", "__", "_")
_LABEL_EMPHASIS = re.compile(r"(\*{1,3}|_{1,3})([A-Z]{1,12})(:?)\1")
_PLAIN_LABEL = re.compile(r"[A-Z]{1,12}:[ \t]*")
MAX_EMPHASIS_LINE = 20_000
"""The longest answer line whose emphasis is taken off (a path across the largest maze is a
few thousand characters): a megabyte-long last line is read as it is."""


def _unwrap(text: str) -> str:
    """``text`` without one pair of emphasis marks around it (the marks hugging the text)."""
    for mark in _MARKS:
        n = len(mark)
        if (
            len(text) > 2 * n
            and text.startswith(mark)
            and text.endswith(mark)
            and text[n] not in "*_ \t"
            and text[-n - 1] not in "*_ \t"
        ):
            return text[n:-n]
    return text


def plain_emphasis(line: str) -> str:
    """``line`` with the inline emphasis around it, its label or its value taken off; any other
    line unchanged. Never raises."""
    if len(line) > MAX_EMPHASIS_LINE or ("*" not in line[:80] and "_" not in line[:80]):
        return line
    line = line.strip()
    m = _LABEL_EMPHASIS.match(line)
    if m is not None and (m.group(3) or line[m.end() : m.end() + 1] == ":"):
        line = m.group(2) + m.group(3) + line[m.end() :]
    else:
        line = _unwrap(line)
    m = _PLAIN_LABEL.match(line)
    if m is not None:
        value = line[m.end() :]
        core = value.rstrip(" \t.")
        line = line[: m.end()] + _unwrap(core) + value[len(core) :]
    return line


# The strict format: the reply ends with "MOVE: (row, col)" (emphasis around the cell allowed),
# the label as the prompt prints it (uppercase: "move:" is a format miss), the cell in ASCII digits
# (full-width ones are a wrapper the normalising stage takes off, so a format miss).
_STRICT_MOVE = re.compile(
    r"\A[ \t]*MOVE:[ \t]*[*_`]{0,3}\(\s*(-?[0-9]{1,8})\s*,\s*(-?[0-9]{1,8})\s*\)[*_`]{0,3}[ \t.]*\Z"
)


def strict_move(text: object, finish_reason: object = None) -> Cell | None:
    """The cell of a reply that ends with a line ``MOVE: (row, col)`` exactly, else None.

    The strict reading of a solve step (``experiments.maze.scoring``'s strict verdict): the prompt
    asks to "End your reply with a line of the form MOVE: (row, col)": the label in uppercase,
    the line the reply's own last (not inside a code fence). Never raises.
    """
    answer = read_answer(text, strict=True, finish_reason=finish_reason)
    if answer.reason is not None:
        return None
    line = final_line(answer.text)
    m = _STRICT_MOVE.match(line) if line is not None else None
    if m is None or _labelled_cell(answer.text)[1]:
        # The last line is one of two answers offered with no choice ("MOVE: (2, 0)\nor\n
        # MOVE: (1, 1)"): abstaining is no choosing, so the strict reading abstains too.
        return None
    return (coordinate_number(m.group(1)), coordinate_number(m.group(2)))


def _direction_target(text: object, position: Cell) -> tuple[Cell | None, str | None]:
    """The cell next to ``position`` that an answer given as a direction word names ("MOVE:
    down", "答案：向下"; :mod:`agents.llm.reading.directions`), or ``(None, why unreadable)``
    when it offers two directions; ``(None, None)`` when the answer is no direction word."""
    answer = read_answer(text)
    for part in (answer.text, answer.whole) if answer.text is not answer.whole else (answer.text,):
        action, found = direction_answer(part)
        if found == TWO_ANSWERS:
            return None, CONFLICTING
        if action is not None:
            dr, dc = DELTAS[action]
            return (position[0] + dr, position[1] + dc), None
    return None, None


def parse_move(
    text: object,
    corridors: np.ndarray,
    position: Cell,
    connectivity: int,
    finish_reason: object = None,
) -> MoveParse:
    """Read ``text`` as a move from ``position`` in a maze (``corridors`` True on open cells).

    Never raises on ``text``; see the module docstring for the failure reasons and their order.
    ``finish_reason="length"`` (the reply was cut off) reads as no cell.
    """
    target, unreadable = _read_move(text, finish_reason)
    if unreadable is None:
        # A direction word as the answer ("MOVE: down") decides over a cell read elsewhere in
        # the reply only when they agree, or when that cell is where the player stands ("I am
        # at (1, 0) ... MOVE: down"): "MOVE: down" then "(1, 1) is a wall" is no answer.
        direction, why = _direction_target(text, position)
        if why is not None or (
            direction is not None and target not in (None, direction, tuple(position))
        ):
            target, unreadable = None, CONFLICTING
        elif direction is not None:
            target = direction
    if target is None:
        return MoveParse(None, None, NO_COORDINATE, unreadable)
    reason = move_problem(corridors, position, target, connectivity)
    if reason is not None:
        return MoveParse(target, None, reason)
    return MoveParse(target, action_for_target(position, target, connectivity), None)


# -- RotationPuzzle -------------------------------------------------------------------------------

CLOCKWISE = "clockwise"
COUNTERCLOCKWISE = "counterclockwise"
NO_SQUARE = "no_square"
NO_DIRECTION = "no_direction"
ROTATION_FAILURES = (NO_SQUARE, NO_DIRECTION, OUT_OF_BOUNDS)

# Chinese too: Qwen, the specification's model family, often answers in it (逆时针 counter-
# clockwise, 顺时针 clockwise); other languages name no direction.
_DIRECTION_RE = re.compile(
    r"(?<![a-z])(?:(counter[\s-]?clockwise|anti[\s-]?clockwise|ccw)|(clockwise|cw))(?![a-z])"
    r"|(逆时针)|(顺时针)",
    re.IGNORECASE,
)
# "\s*(?:#\s*)?" (not "\s*#?\s*") so a long run of spaces has one parse: linear time on any reply.
# A square's number spelled out ("square two", "square number three", "position zero") is the
# same index (0-based, as the prompt numbers them); "the piece one step right" names none.
_NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
)  # fmt: skip
_INDEX_RE = re.compile(
    r"\b(?:square|position|piece|tile|number|no\.?)\s*(?:#\s*)?(?<![\d.])(\d+)(?![\d.])|#(\d+)\b"
    r"|\b(?:square|position|piece|tile)[ \t]{1,3}(?:(?:number|no\.?)[ \t]{0,3})?"
    rf"({'|'.join(_NUMBER_WORDS)})(?![a-z])(?![ \t]+(?:steps?|more|of|by|way|time|row|col))",
    re.IGNORECASE,
)


def _index_number(m: re.Match[str]) -> int:
    """The square number an :data:`_INDEX_RE` match names."""
    if m.group(3) is not None:
        return _NUMBER_WORDS.index(m.group(3).lower())
    return coordinate_number(m.group(1) or m.group(2))


# A corner named in words, as a grader reads it on any board: "the top-left square",
# "bottom right tile", "左上角的方块". A noun must follow (English), so an arrow "pointing
# up-left" names no square.
_CORNER_RE = re.compile(
    r"(?<![a-z])(top|upper|bottom|lower)[ \t-]?(left|right)(?:[ \t-]?(?:hand|most))?[ \t]+"
    r"(?:corner[ \t]+)?(?:square|tile|piece|cell|one|corner)(?![a-z])"
    r"|(左上|右上|左下|右下)角?的?(?:方块|方格|格子|方塊)?",
    re.IGNORECASE,
)
_CORNER_ZH = {"左上": ("top", "left"), "右上": ("top", "right"), "左下": ("bottom", "left"),
              "右下": ("bottom", "right")}  # fmt: skip


def _corner_index(m: re.Match[str], rows: int, cols: int) -> int:
    """The 0-based index of the corner ``m`` names on a ``rows x cols`` board."""
    vertical, side = (
        (m.group(1).lower(), m.group(2).lower()) if m.group(1) else _CORNER_ZH[m.group(3)]
    )
    row = 0 if vertical in ("top", "upper") else rows - 1
    return row * cols + (0 if side == "left" else cols - 1)


@dataclass(frozen=True)
class RotationParse(_Reading):
    """A reply read as a RotationPuzzle move.

    Attributes:
        square: Index of the square in reading order (0-based), or None.
        direction: ``"clockwise"`` or ``"counterclockwise"``, or None.
        action: The env action (``2 * square`` clockwise, ``2 * square + 1`` counterclockwise),
            ``None`` unless both parts were read.
        reason: ``None`` when valid, else ``"no_square"``, ``"no_direction"`` or
            ``"out_of_bounds"``.
    """

    square: int | None
    direction: str | None
    action: int | None
    reason: str | None
    unreadable: str | None = None


_ROTATE_LABEL = re.compile(r"rotate(?<![a-z0-9]rotate)[*_ \t]*:", re.IGNORECASE)


def parse_rotation(
    text: object, rows: int, cols: int, finish_reason: object = None
) -> RotationParse:
    """Read ``text`` as "rotate this square this way" on a ``rows × cols`` board. Never raises.

    The reply goes through the reading pipeline (:mod:`agents.llm.reading`) first. The prompt
    asks for a final ``ROTATE: (row, col) clockwise`` line: when the text after the last
    ``ROTATE:`` label names a square, the first square and the first direction there count (a
    direction it leaves out is the reply's last). Otherwise whichever square and direction the
    reply names last count, unless the last two squares are offered as alternatives ("square 0
    or square 3"). A reply cut off (``finish_reason="length"``) or hedged is ``no_square`` with
    ``unreadable`` saying why.
    """
    answer = read_answer(text, finish_reason=finish_reason)
    if answer.reason is not None:
        return RotationParse(None, None, None, NO_SQUARE, answer.reason)
    # A pick by place among moves just listed ("the first one ... I'll do that"), unless a
    # ROTATE: label follows it.
    whole = answer.whole
    labels = deque(_ROTATE_LABEL.finditer(whole), maxlen=1)
    verdict, move = ordinal_pick(
        whole,
        lambda a, b: _rotation_moves(whole[a:b], rows, cols),
        labels[0].end() if labels else 0,
    )
    if verdict == TAKE:
        return _rotation(*move)  # type: ignore[misc]
    if verdict == UNSURE:
        return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
    found = _read_rotation(answer.text, rows, cols)
    if found.reason == NO_SQUARE and answer.text is not answer.whole:
        found = _read_rotation(answer.whole, rows, cols)
    elif found.reason == NO_DIRECTION and answer.text is not answer.whole:
        # "Answer: (0, 1)" and the turn said below it: the whole reply's reading, when it names
        # the same square.
        whole = _read_rotation(answer.whole, rows, cols)
        if whole.square == found.square:
            found = whole
    return found


# The strict format: the reply ends with "ROTATE: (row, col) clockwise" or "... counterclockwise"
# (the square may be "square N", which the prompt allows), the label and the direction in the
# prompt's own words: "anticlockwise", "CCW" and "rotate:" are format misses the flexible reading
# still reads.
_STRICT_ROTATE = re.compile(
    r"\A[ \t]*ROTATE:[ \t]*[*_`]{0,3}(?:\(\s*([0-9]{1,8})\s*,\s*([0-9]{1,8})\s*\)|square[ \t]+([0-9]{1,8}))"
    r"[*_`]{0,3}[ \t]+[*_`]{0,3}(clockwise|counterclockwise)[*_`]{0,3}[ \t.]*\Z"
)


def strict_rotation(
    text: object, rows: int, cols: int, finish_reason: object = None
) -> RotationParse | None:
    """The move of a reply ending with ``ROTATE: (row, col) clockwise`` (or ``counterclockwise``)
    exactly, read there only (the puzzle study's strict reading), else None. Never raises.

    The same pipeline as :func:`parse_rotation` with the normalising and choosing stages off:
    the prompt's label in uppercase, its two direction words, the reply's own last line (not
    inside a code fence). A square off the board is a move in format that is ``out_of_bounds``.
    """
    answer = read_answer(text, strict=True, finish_reason=finish_reason)
    if answer.reason is not None:
        return None
    line = final_line(answer.text)
    m = _STRICT_ROTATE.match(line) if line is not None else None
    if m is None:
        return None
    if m.group(3) is not None:
        number = coordinate_number(m.group(3))
        square = number if 0 <= number < rows * cols else -1
    else:
        r, c = coordinate_number(m.group(1)), coordinate_number(m.group(2))
        square = r * cols + c if 0 <= r < rows and 0 <= c < cols else -1
    return _rotation(square, m.group(4))


_DIRECTION_TAIL = re.compile(
    r"[ \t*_`]{0,4}(?:counter-?clockwise|anti-?clockwise|clockwise|ccw|cw)(?![a-z])",
    re.IGNORECASE,
)


def _read_rotation(text: str, rows: int, cols: int) -> RotationParse:
    labels = list(_ROTATE_LABEL.finditer(text))
    if labels:
        after = text[labels[-1].end() :]
        squares, directions = _rotation_parts(after, rows, cols, first=True)
        if squares and len(labels) > 1:
            # "Either ROTATE: (0, 0) ... or ROTATE: (1, 1) ...": labels offered as alternatives
            # commit to neither (the same rule as MOVE: labels).
            between = text[labels[-2].end() : labels[-1].start()]
            before = _rotation_parts(between, rows, cols, first=True)[0]
            if before:
                # The first answer runs through its direction word, so "or" follows it.
                tail = _DIRECTION_TAIL.match(between, before[0][1])
                end = labels[-2].end() + (tail.end() if tail else before[0][1])
                at = labels[-1].end() + squares[0][1]
                tail = _DIRECTION_TAIL.match(text, at)
                spans = [
                    (labels[-2].start(), end, before[0][2]),
                    (labels[-1].start(), tail.end() if tail else at, squares[0][2]),
                ]
                if hedged(text, spans):
                    return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
        if squares and _squares_hedged(text, labels[-1].end(), rows, cols):
            # "ROTATE: (0, 1) or (1, 1), clockwise": two squares offered on the answer line.
            return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
        if squares:
            # A later sentence taking the labelled square back ("Actually, (1, 1) is better.").
            at = labels[-1].end() + squares[0][1]
            tail = _DIRECTION_TAIL.match(text, at)
            verdict, square = correction_after(
                text,
                tail.end() if tail else at,
                squares[0][2],
                lambda a, b: [c[2] for c in _rotation_parts(text[a:b], rows, cols)[0]],
            )
            if verdict == UNSURE:
                return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
            if verdict == TAKE:
                rest = _rotation_parts(text[at:], rows, cols)[1]
                return _rotation(square, rest[-1][1] if rest else None)
            if _directions_hedged(after, first=True):
                return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
            # A direction missing from the committed line is taken from the rest of the reply.
            direction = directions[0][1] if directions else None
            if direction is None:
                rest = _rotation_parts(text, rows, cols)[1]
                direction = rest[-1][1] if rest else None
            return _rotation(squares[0][2], direction)
    candidates, directions = _rotation_parts(text, rows, cols)
    if not candidates:
        return RotationParse(None, directions[-1][1] if directions else None, None, NO_SQUARE)
    if hedged(text, candidates[-2:]) or _directions_hedged(text, first=False):
        return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
    return _rotation(candidates[-1][2], directions[-1][1] if directions else None)


def _squares_hedged(text: str, at: int, rows: int, cols: int) -> bool:
    """The line from ``at`` (a ``ROTATE:`` label's end) offers two squares as alternatives."""
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    two = _rotation_parts(text[at:end], rows, cols)[0]
    return hedged(text, [(a + at, b + at, square) for a, b, square in two])


def _directions_hedged(text: str, first: bool) -> bool:
    """The first (``first``) or last two directions named are offered as alternatives with no
    choice (:func:`hedged`): "either clockwise or counterclockwise", "clockwise / ccw"."""
    found = _DIRECTION_RE.finditer(text)
    two = list(islice(found, 2)) if first else list(deque(found, maxlen=2))
    spans = [
        (m.start(), m.end(), COUNTERCLOCKWISE if m.group(1) or m.group(3) else CLOCKWISE)
        for m in two
    ]
    # "clockwise counterclockwise": both directions side by side, nothing said between.
    if (
        len(spans) == 2
        and spans[0][2] != spans[1][2]
        and _SIDE_BY_SIDE.fullmatch(text, spans[0][1], spans[1][0])
    ):
        return True
    return hedged(text, spans)


_SIDE_BY_SIDE = re.compile(r"[\s,;|*_`]{0,8}")


def _rotation_parts(
    text: str, rows: int, cols: int, first: bool = False
) -> tuple[list[tuple[int, int, int]], list[tuple[int, str]]]:
    """The squares (start, end, 0-based index or -1 off board) and directions named, in order:
    only the first ones (``first``) or the last two squares and the last direction, so a reply
    naming a hundred thousand squares converts four of them."""
    keep = 1 if first else 2

    def pick(found: Iterable[re.Match[str]]) -> list[re.Match[str]]:
        if first:
            return [m for m, _ in zip(found, range(keep), strict=False)]
        return list(deque(found, maxlen=keep))

    candidates: list[tuple[int, int, int]] = []
    for m in pick(_INDEX_RE.finditer(text)):
        number = _index_number(m)
        index = number if 0 <= number < rows * cols else -1
        candidates.append((m.start(), m.end(), index))
    for m in pick(COORDINATE_RE.finditer(text)):
        r, c = coordinate_of(m)
        index = r * cols + c if 0 <= r < rows and 0 <= c < cols else -1
        candidates.append((m.start(), m.end(), index))
    for m in pick(_CORNER_RE.finditer(text)):
        candidates.append((m.start(), m.end(), _corner_index(m, rows, cols)))
    candidates.sort()
    candidates = candidates[:keep] if first else candidates[-keep:]
    directions = [
        (m.start(), COUNTERCLOCKWISE if m.group(1) or m.group(3) else CLOCKWISE)
        for m in (pick(_DIRECTION_RE.finditer(text)))
    ]
    return candidates, directions[:1] if first else directions[-1:]


def _rotation_moves(text: str, rows: int, cols: int) -> list[tuple[int, str | None]]:
    """Every move named in ``text`` (a short window), in order: each square with the first
    direction named after it and before the next square (None when there is none)."""
    squares: list[tuple[int, int, int]] = []
    for m in _INDEX_RE.finditer(text):
        number = _index_number(m)
        squares.append((m.start(), m.end(), number if 0 <= number < rows * cols else -1))
    for m in COORDINATE_RE.finditer(text):
        r, c = coordinate_of(m)
        index = r * cols + c if 0 <= r < rows and 0 <= c < cols else -1
        squares.append((m.start(), m.end(), index))
    squares.sort()
    moves: list[tuple[int, str | None]] = []
    for i, (_, end, index) in enumerate(squares):
        stop = squares[i + 1][0] if i + 1 < len(squares) else len(text)
        d = _DIRECTION_RE.search(text, end, stop)
        direction = (
            None if d is None else COUNTERCLOCKWISE if d.group(1) or d.group(3) else CLOCKWISE
        )
        moves.append((index, direction))
    return moves


def _rotation(square: int, direction: str | None) -> RotationParse:
    if square < 0:
        return RotationParse(None, direction, None, OUT_OF_BOUNDS)
    if direction is None:
        return RotationParse(square, None, None, NO_DIRECTION)
    action = 2 * square + (0 if direction == CLOCKWISE else 1)
    return RotationParse(square, direction, action, None)

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

RotationPuzzle replies are read by :mod:`agents.llm.rotation_parsing` (one job per file; its
readers are re-exported here), and the answer line both strict readings take, with the result
type both parses share, is :mod:`agents.llm.answer_line`; the ``MOVE:`` label's scan and its
checks that a labelled cell commits are :mod:`agents.llm.move_label`.

The strict readings (:func:`strict_move`, :func:`strict_rotation`; the phases' own in
``experiments.maze.scoring``) take only the reply's own last line in the prompt's exact form:
the label as printed (``MOVE:``, ``ROTATE:``), not inside a code fence, in the prompt's words
(``clockwise`` / ``counterclockwise``); ``experiments/maze/scoring/__init__.py`` has the policy.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from agents.llm.answer_line import Reading, final_line, plain_emphasis
from agents.llm.move_label import (  # the MOVE: label's reading (one job per file)
    MOVE_LABEL,
    labelled_cell,
)
from agents.llm.reading import (
    CONFLICTING,
    KEEP,
    TAKE,
    UNREADABLE,
    UNSURE,
    Answer,
    described_pick,
    hedged,
    ordinal_pick,
    read_answer,
    without_purpose,
)
from agents.llm.reading.directions import (
    TWO_ANSWERS,
    closing_direction,
    direction_answer,
    line_directions,
)
from agents.llm.reading.move_verbs import committed_direction
from agents.llm.reading.neighbour import first_step
from agents.llm.reading.restatements import restatements_after
from agents.llm.reading.routes import CONTRADICTED, NOT_FROM_START, route_step
from agents.llm.rotation_parsing import RotationParse, parse_rotation, strict_rotation
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


@dataclass(frozen=True)
class MoveParse(Reading):
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
# alone: "I thought of (1, 1), then chose (2, 0)" replaces the first cell; "then to" is a plan.
_PLAN_CUE = re.compile(
    r"(?<![a-z])(?:after that|after this|afterwards|from there|later moves?|"
    r"future moves?|following moves?|the moves after)(?![a-z])",
    re.IGNORECASE,
)
# "I can move to (1, 1) and then to (1, 2)": "then" with the next place's "to" is a plan cue too
# (issue 35, twelfth round); "then chose (2, 0)" stays a replacement. Led by its literal (fast);
# the letter before it is checked where it is found.
_THEN_TO = re.compile(r"then[ \t]{1,3}(?:on[ \t]{1,3})?(?:to|onto)(?![a-z])", re.IGNORECASE)


def _plan_cue(text: str) -> re.Match[str] | None:
    """The first plan cue in ``text`` (:data:`_PLAN_CUE`, or "then to")."""
    cue = _PLAN_CUE.search(text)
    for then in _THEN_TO.finditer(text, 0, cue.start() if cue else len(text)):
        if then.start() == 0 or not text[then.start() - 1].isalpha():
            return then
    return cue


_WHERE_I_AM = re.compile(
    r"(?<![a-z])(?:at|from|currently|position|start|starting|standing)[ \t:*_]{0,4}\Z",
    re.IGNORECASE,
)


def _before_plan(text: str) -> Cell | None:
    """The move a reply commits to before it plans the moves after it: the cell named before
    the first plan cue (:data:`_PLAN_CUE`) when every cell before the cue is that one cell and
    cells follow the cue; else None (read as before)."""
    cue = _plan_cue(text)
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
    return _committed_cell(
        without_purpose(read_answer(text, finish_reason=finish_reason, cells=True))
    )


def _committed_cell(answer: Answer, position: Cell | None = None) -> tuple[Cell | None, str | None]:
    """:func:`_read_move` on what the reading pipeline left; with the player's ``position``,
    a pick by where the cell lies ("I'll take the lower one") is read too."""
    if answer.reason is not None:
        return None, answer.reason
    # Steps labelled by ordinals: the first is the move asked (issue 35, thirty-second round).
    first = first_step(answer.whole, position)
    if first is not None:
        return first, None
    # A pick by place among cells just listed ("the first one ... is my move"), unless a MOVE:
    # label follows it.
    labels = deque(MOVE_LABEL.finditer(answer.whole), maxlen=1)
    verdict, cell = ordinal_pick(
        answer.whole,
        lambda a, b: find_coordinates(answer.whole[a:b]),
        labels[0].end() if labels else 0,
    )
    if verdict == TAKE:
        return cell, None  # type: ignore[return-value]
    if verdict == KEEP and position is not None:
        verdict, cell = described_pick(
            answer.whole,
            lambda a, b: find_coordinates(answer.whole[a:b]),
            lambda side, cell: _lies(side, cell, position),  # type: ignore[arg-type]
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
        if position is not None:
            # A whole route where one move was asked: its first step from the player's cell,
            # or no move when it starts elsewhere (issue 35, eleventh round).
            step = route_step(answer.text, position)
            if step in (NOT_FROM_START, CONTRADICTED):
                return None, CONFLICTING
            if step is not None:
                return step, None  # type: ignore[return-value]
    for part in (answer.text, answer.whole):
        cell, alternatives = labelled_cell(part)
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


# The strict format: the reply ends with "MOVE: (row, col)" (emphasis around the cell allowed),
# the label as the prompt prints it (uppercase: "move:" is a format miss), the cell in ASCII digits
# (full-width ones are a wrapper the normalising stage takes off, so a format miss), and the
# prompt's spacing: a space after the label and after the comma ("MOVE:(2,0)" and "MOVE: (2,0)"
# are format misses; the lead's ruling of 28 Nov 2026, literal as the MAZE block already was), and
# one space only after the label ("MOVE:  (1, 1)" is a miss; the lead's ruling, 45th round).
_STRICT_MOVE = re.compile(
    r"\A[ \t]*MOVE: [*_`]{0,3}\(\s*(-?[0-9]{1,8})\s*,[ \t]+(-?[0-9]{1,8})\s*\)[*_`]{0,3}[ \t.]*\Z"
)


def strict_move(text: object, finish_reason: object = None) -> Cell | None:
    """The cell of a reply that ends with a line ``MOVE: (row, col)`` exactly, else None.

    The strict reading of a solve step (``experiments.maze.scoring``'s strict verdict): the prompt
    asks to "End your reply with a line of the form MOVE: (row, col)": the label in uppercase,
    the line the reply's own last (not inside a code fence). Never raises.
    """
    answer = read_answer(text, strict=True, finish_reason=finish_reason, cells=True)
    if answer.reason is not None:
        return None
    line = final_line(answer.text)
    m = _STRICT_MOVE.match(line) if line is not None else None
    if m is None or labelled_cell(answer.text)[1]:
        # The last line is one of two answers offered with no choice ("MOVE: (2, 0)\nor\n
        # MOVE: (1, 1)"): abstaining is no choosing, so the strict reading abstains too.
        return None
    return (coordinate_number(m.group(1)), coordinate_number(m.group(2)))


def _direction_target(answer: Answer, position: Cell) -> tuple[Cell | None, str | None]:
    """The cell next to ``position`` that an answer given as a direction word names ("MOVE:
    down", "答案：向下"; :mod:`agents.llm.reading.directions`), or ``(None, why unreadable)``
    when it offers two directions; ``(None, None)`` when the answer is no direction word."""
    for part in (answer.text, answer.whole) if answer.text is not answer.whole else (answer.text,):
        action, found = direction_answer(part)
        if found == TWO_ANSWERS:
            return None, CONFLICTING
        if action is not None:
            dr, dc = DELTAS[action]
            return (position[0] + dr, position[1] + dc), None
    return None, None


# A refusal just before a cell ("I won't step into (1, 1)", "never enter (1, 1)", "avoid
# (2, 0)", "not (1, 1)"): a verb and a preposition may sit between.
_REFUSED_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:not|never|avoid|avoiding)|n['\u2019]t)"
    r"(?:[ \t]{1,3}(?:be[ \t]{1,3})?(?:step|go|move|enter|head|turn|going|moving|stepping|"
    r"entering|heading)[a-z]*)?"
    r"(?:[ \t]{1,3}(?:to|into|onto|toward|towards|at))?[ \t]{1,3}\Z",
    re.IGNORECASE,
)


def _only_refused(text: str, cell: Cell) -> bool:
    """Every mention of ``cell`` in ``text`` is refused just before it (:data:`_REFUSED_BEFORE`);
    False when ``cell`` is not mentioned. Bounded windows: linear time."""
    mentions = [m for m in COORDINATE_RE.finditer(text) if coordinate_of(m) == cell]
    return bool(mentions) and all(
        _REFUSED_BEFORE.search(text[max(0, m.start() - 40) : m.start()]) for m in mentions
    )


def _line_disagrees(answer: Answer, target: Cell, position: Cell) -> bool:
    """The answer line (after the last ``MOVE:`` label) names ``target``, a neighbour of ``position``,
    and calls it a step in one direction that leads to another neighbour ("MOVE: (2, 0) — one
    step to the right", with (2, 0) below the player): a grader cannot tell which of the two is
    meant (issue 35, fourteenth round); so does a sentence restating it after the line ("In
    words: one step down.", thirty-sixth round) or a move verb and a direction before the label
    on its line (forty-third round). A direction named elsewhere is reasoning."""
    if max(abs(target[0] - position[0]), abs(target[1] - position[1])) != 1:
        return False
    labels = deque(MOVE_LABEL.finditer(answer.whole), maxlen=1)
    if not labels:
        return False
    # The line after the label only: before it, "所以下一步：MOVE: (1, 1)" ("next step") is no
    # direction.
    stop = answer.whole.find("\n", labels[0].end())
    line = answer.whole[labels[0].end() : len(answer.whole) if stop < 0 else stop]
    if find_coordinates(line) != [target]:
        return False
    # A move said with a move verb on the label's own line, before it ("Je vais à droite :
    # MOVE: (2, 0)", "向下走：MOVE: (1, 1)"; forty-third round), is the same claim.
    start = answer.whole.rfind("\n", 0, labels[0].start()) + 1
    # A verb carrying its direction counts here ("Je monte : MOVE: (1, 1)"; 44th round).
    before, _ = committed_direction(answer.whole[start : labels[0].start()], directed=True)
    if before is not None:
        dr, dc = DELTAS[before]
        if (position[0] + dr, position[1] + dc) != target:
            return True
    # The move restated after its line in words ("In words: one step down."; thirty-sixth
    # round) makes the same claim.
    for claim in (line, *restatements_after(answer.whole)):
        named = line_directions(claim)
        if len(named) != 1:
            continue  # none, or several ("down, away from the right wall"): no one claim
        dr, dc = DELTAS[named.pop()]
        if (position[0] + dr, position[1] + dc) != target:
            return True
    return False


def _labelled_as(answer: Answer, cell: Cell) -> bool:
    """Whether the line after the answer's last ``MOVE:`` label names ``cell``."""
    labels = deque(MOVE_LABEL.finditer(answer.whole), maxlen=1)
    if not labels:
        return False
    stop = answer.whole.find("\n", labels[0].end())
    line = answer.whole[labels[0].end() : len(answer.whole) if stop < 0 else stop]
    return cell in find_coordinates(line)


def _closing_target(answer: Answer, position: Cell) -> Cell | None:
    """The cell next to ``position`` that the answer's closing pick by direction names ("I'll
    go right."; :func:`~agents.llm.reading.directions.closing_direction`), or None."""
    action, _ = closing_direction(answer.whole)
    if action is None:
        # The committing sentence's move verb and one direction, in any language read
        # (issue 35, forty-first round: :mod:`agents.llm.reading.move_verbs`).
        action, _ = committed_direction(answer.whole, position)
    if action is None:
        return None
    dr, dc = DELTAS[action]
    return (position[0] + dr, position[1] + dc)


_SIDES: dict[str, Callable[[int, int], bool]] = {
    "up": lambda dr, dc: dr < 0,
    "down": lambda dr, dc: dr > 0,
    "left": lambda dr, dc: dc < 0,
    "right": lambda dr, dc: dc > 0,
}
"""Whether a cell ``(dr, dc)`` away from the player lies on a side a reply names."""


def _lies(side: str, cell: Cell, position: Cell) -> bool:
    """``cell`` lies on ``side`` of ``position`` (a diagonal neighbour lies on two sides)."""
    return _SIDES[side](cell[0] - position[0], cell[1] - position[1])


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
    # A cell named only as the move's purpose ("so I can reach (3, 0) next") is not the move.
    answer = without_purpose(read_answer(text, finish_reason=finish_reason, cells=True))
    target, unreadable = _committed_cell(answer, tuple(position))  # type: ignore[arg-type]
    if unreadable is None:
        # A direction word as the answer ("MOVE: down") decides over a cell read elsewhere in
        # the reply only when they agree, or when that cell is where the player stands ("I am
        # at (1, 0) ... MOVE: down"): "MOVE: down" then "(1, 1) is a wall" is no answer.
        direction, why = _direction_target(answer, position)
        if direction is not None and target is not None and _only_refused(answer.whole, target):
            # A cell the prose only refuses ("I won't step into (1, 1).") is no offer: the
            # direction on the answer line is the move (issue 35, twenty-first round).
            target = None
        if why is not None or (
            direction is not None and target not in (None, direction, tuple(position))
        ):
            target, unreadable = None, CONFLICTING
        elif direction is not None:
            target = direction
        elif target is not None and _line_disagrees(answer, target, tuple(position)):  # type: ignore[arg-type]
            target, unreadable = None, CONFLICTING
    if (unreadable is None and target in (None, tuple(position))) or unreadable == CONFLICTING:
        # A closing sentence picking one move by its direction ("I'll go right." after a table
        # of the open moves, "You can move down." after where the player stands) is the move,
        # after a list of options only when it is one of the cells offered (issue 35, twelfth
        # round).
        closing = _closing_target(answer, tuple(position))  # type: ignore[arg-type]
        if closing is not None and (
            unreadable is None or closing in find_coordinates(answer.whole)
        ):
            target, unreadable = closing, None
    if target == tuple(position) and not _labelled_as(answer, target):
        # The player's own cell named in the prose ("I am at (1, 0). ...") restates where it
        # stands: never the move, unless the answer line itself gives it (issue 35, eighteenth
        # round).
        target = None
    if target is None:
        return MoveParse(None, None, NO_COORDINATE, unreadable)
    reason = move_problem(corridors, position, target, connectivity)
    if reason is not None:
        return MoveParse(target, None, reason)
    return MoveParse(target, action_for_target(position, target, connectivity), None)

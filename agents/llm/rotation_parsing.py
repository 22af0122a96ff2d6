"""Reading a model's reply as a RotationPuzzle move. Model output is untrusted: nothing here
raises on it.

RotationPuzzle replies name a square, by ``(row, col)`` or as ``square N`` / ``position N``
(0-based, row by row from the top left, as the env's text numbers them; "square two" in words
too), and a direction (``clockwise`` / ``counterclockwise`` and their common spellings); the
last of each counts. Every reply goes through the reading pipeline (:mod:`agents.llm.reading`)
first, as the maze moves of :mod:`agents.llm.parsing` do (which re-exports this module's
readers). The strict reading (:func:`strict_rotation`) takes only the reply's own last line in
the prompt's exact form; ``experiments/maze/scoring/__init__.py`` has the policy.
The squares and turns a reply names are found by :mod:`agents.llm.rotation_squares`, and
whether they are offered as alternatives or a plan is asked of :mod:`agents.llm.rotation_hedges`;
this module decides which of them is the move.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, replace

from agents.llm.answer_line import Reading, final_line
from agents.llm.reading import (
    CONFLICTING,
    TAKE,
    UNSURE,
    correction_after,
    hedged,
    ordinal_pick,
    read_answer,
    without_purpose,
)
from agents.llm.reading.corrections import GOOD, check_outcomes, states_another_after
from agents.llm.reading.directions import CLOCKWISE, COUNTERCLOCKWISE
from agents.llm.reading.facing import facing_turn
from agents.llm.reading.numbering import one_indexed, zero_indexed
from agents.llm.rotation_hedges import (
    DIRECTION_TAIL,
    directions_hedged,
    other_ruled_out,
    several_rotations,
    squares_hedged,
    through_turns,
)
from agents.llm.rotation_places import context_mention, one_move_in_words
from agents.llm.rotation_restatements import rotation_restated_otherwise
from agents.llm.rotation_squares import (
    CORNER_RE,
    CORNER_START,
    DIRECTION_RE,
    INDEX_OR_ORDINAL_START,
    INDEX_RE,
    INDEX_START,
    NUMBER_WORDS,
    corner_index,
    glossed_square,
    index_number,
    index_start,
    matches,
    rotation_moves,
    rotation_parts,
    turns,
)
from envs.maze_nav.constants import OUT_OF_BOUNDS
from envs.maze_nav.text import coordinate_number

__all__ = [
    "CLOCKWISE",
    "COUNTERCLOCKWISE",
    "NO_DIRECTION",
    "NO_SQUARE",
    "ROTATION_FAILURES",
    "RotationParse",
    "parse_rotation",
    "strict_rotation",
]

NO_SQUARE = "no_square"
NO_DIRECTION = "no_direction"
ROTATION_FAILURES = (NO_SQUARE, NO_DIRECTION, OUT_OF_BOUNDS)

# The square and turn scans live in their own module (one job per file): under their old
# private names here, so this module's code and the tests that check the patterns read on.
_CORNER_RE = CORNER_RE
_CORNER_START = CORNER_START
_DIRECTION_RE = DIRECTION_RE
_INDEX_OR_ORDINAL_START = INDEX_OR_ORDINAL_START
_INDEX_RE = INDEX_RE
_INDEX_START = INDEX_START
_NUMBER_WORDS = NUMBER_WORDS
_corner_index = corner_index
_index_number = index_number
_index_start = index_start
_matches = matches
_rotation_moves = rotation_moves
_rotation_parts = rotation_parts
_turns = turns


@dataclass(frozen=True)
class RotationParse(Reading):
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


# Squares the reply says it numbers 1 to N ("Numbering the squares 1 to 4", "squares numbered
# 1-4"): its square numbers are converted as cells said to be 1-indexed are (issue 35, fifteenth
# round; "from 1" is the numbering stage's). A numbering verb must be said: "squares 1-3 are
# fine" lists squares.
_SQUARES_ONE_TO_N = re.compile(
    r"(?<![a-z])(?:(?:number(?:s|ed|ing)?|count(?:s|ed|ing)?|label(?:s|ed|led|ing|ling)?)"
    r"[ \t]{1,3}(?:the[ \t]{1,3})?squares|squares[ \t]{1,3}(?:are[ \t]{1,3})?"
    r"(?:numbered|counted|labell?ed))[ \t]{1,3}(?:from[ \t]{1,3})?(?:1|one)[ \t]{0,2}"
    r"(?:to|-|\u2013|through)[ \t]{0,2}(?:[2-9]|1[0-6]|four|nine|sixteen)(?!\w|\.\d)",
    re.IGNORECASE,
)


def _squares_said_from_one(text: str) -> bool:
    """``text`` says its squares are numbered 1 to N, and the numbering stage has not read a
    declaration already (which would convert them once more)."""
    return (
        "quares" in text
        and any(cue in text for cue in _RANGE_CUES)
        and _SQUARES_ONE_TO_N.search(text) is not None
        and not one_indexed(text)
    )


_RANGE_CUES = ("1 to", "1-", "1 -", "1\u2013", "1 through", "one to", "ONE TO", "One to")
"""What every "1 to N" of :data:`_SQUARES_ONE_TO_N` holds (literal scans before the pattern)."""


_ROTATE_LABEL = re.compile(r"rotate(?<![a-z0-9]rotate)[*_ \t]*:", re.IGNORECASE)


# A turn by an angle other than an unsigned quarter: "270°", "by 180 degrees", "-90°" (no sign
# convention is stated in the prompt). The angle must be a turn's: after "by"/"through"/"turn
# of", or right before or after a turn word, so "the pipe at 180° from the goal" is not one.
_ANGLE = (
    r"(?:[-+\u2212][ \t]?(?:90|ninety)|(?<![\d.])(?:[1-9]\d{1,3}|[1-9])(?<!\b90)"
    r"|one[ \t]hundred[ \t]and[ \t]eighty|two[ \t]hundred[ \t]and[ \t]seventy)"
    r"[ \t]{0,2}(?:degrees?|deg|\u00b0)(?![a-z])"
)
# Every angle of :data:`_NOT_A_QUARTER` says its unit: a literal scan first, so a long reply
# without one is not tried at every character.
_DEGREE_WORD = re.compile(r"deg|DEG|Deg|\u00b0")
_SIGNED_QUARTER = re.compile(r"[-+\u2212][ \t]?(?:90|ninety)")
# "+90° (positive meaning clockwise)": the reply states what its sign means.
_SIGN_CONVENTION = re.compile(
    r"(?<![a-z])(?:positive|negative|plus|minus)[ \t]{1,3}(?:means?|meaning|is|being|=)"
    r"[ \t]{1,3}(?:counter[ \t-]?|anti[ \t-]?)?clockwise",
    re.IGNORECASE,
)
_TURN_WORD = r"(?:counter[ \t-]?clockwise|anti[ \t-]?clockwise|clockwise|ccw|cw)(?![a-z])"
_NOT_A_QUARTER = re.compile(
    rf"(?<![a-z])(?:by|through|turn[ \t]of|rotate[ \t]it)[ \t]{{1,3}}{_ANGLE}"
    rf"|{_ANGLE}[ \t]{{0,3}}(?:turn[ \t]{{1,3}})?{_TURN_WORD}"
    rf"|{_TURN_WORD}[ \t,]{{1,3}}(?:by[ \t]{{1,3}})?{_ANGLE}"
    rf"|ROTATE:[ \t]*\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\)[ \t]*{_ANGLE}",
    re.IGNORECASE,
)


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
    # A square named only as the turn's purpose ("so its end meets (1, 1)") is not the move.
    read = read_answer(text, finish_reason=finish_reason, cells=True)
    answer = without_purpose(read)
    if answer.reason is not None:
        return RotationParse(None, None, None, NO_SQUARE, answer.reason)
    if _squares_said_from_one(answer.whole):
        converted = zero_indexed(answer.text)
        whole = converted if answer.text is answer.whole else zero_indexed(answer.whole)
        answer = replace(answer, text=converted, whole=whole)
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
    angle = _NOT_A_QUARTER.search(answer.text) if _DEGREE_WORD.search(answer.text) else None
    if angle is not None and not (
        _SIGNED_QUARTER.search(angle.group()) and _SIGN_CONVENTION.search(answer.whole)
    ):
        # "by 270° clockwise", "180 degrees": three turns, two, or one the other way; one move
        # of a quarter is not sure (issue 35, twenty-fourth round).
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
    if found.reason == NO_DIRECTION and found.square is not None:
        # No turn word, but where one of the piece's openings should face ("so that its top
        # opening faces east", a purpose clause the reading set apart): that quarter turn
        # (issue 35, twenty-first round).
        turn = facing_turn(read.whole)
        if turn is not None:
            found = _rotation(found.square, turn)
    if found.square is not None and (
        glossed_square(answer.text, rows, cols)
        or rotation_restated_otherwise(answer.whole, rows, cols)
    ):
        # The square glossed on its line as another square (issue 35, thirty-sixth round), or
        # the answer said again ("i.e.", "也就是") as another turn or square (forty-third).
        return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
    return found


# The strict format: the reply ends with "ROTATE: (row, col) clockwise" or "... counterclockwise"
# (the square may be "square N", which the prompt allows), the label and the direction in the
# prompt's own words: "anticlockwise", "CCW" and "rotate:" are format misses the flexible reading
# still reads. The prompt's spacing too, as for MOVE and PATH (the lead's ruling of 28 Nov 2026):
# a space after the label and after the comma ("ROTATE:(1, 0)", "ROTATE: (1,0)" are misses),
# one space only after the label, as for MOVE (the lead's ruling of the forty-fifth round).
_STRICT_ROTATE = re.compile(
    r"\A[ \t]*ROTATE: [*_`]{0,3}(?:\(\s*([0-9]{1,8})\s*,[ \t]+([0-9]{1,8})\s*\)|square[ \t]+([0-9]{1,8}))"
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
    answer = read_answer(text, strict=True, finish_reason=finish_reason, cells=True)
    if answer.reason is not None or _squares_said_from_one(answer.text):
        # Squares said to be numbered from 1: no answer in the prompt's 0-indexed format.
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
                tail = DIRECTION_TAIL.match(between, before[0][1])
                end = labels[-2].end() + (tail.end() if tail else before[0][1])
                at = labels[-1].end() + squares[0][1]
                tail = DIRECTION_TAIL.match(text, at)
                spans = [
                    (labels[-2].start(), end, before[0][2]),
                    (labels[-1].start(), tail.end() if tail else at, squares[0][2]),
                ]
                if hedged(text, spans):
                    return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
        if squares and squares_hedged(text, labels[-1].end(), rows, cols):
            # "ROTATE: (0, 1) or (1, 1), clockwise": two squares offered on the answer line.
            return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
        if squares and several_rotations(text, labels[-1].end(), rows, cols):
            # "ROTATE: (1, 0) clockwise, then (0, 1) counterclockwise": a plan of moves on the
            # answer line where one was asked (issue 35, tenth round).
            return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
        if squares:
            # A later sentence taking the labelled square back ("Actually, (1, 1) is better.").
            at = labels[-1].end() + squares[0][1]
            tail = DIRECTION_TAIL.match(text, at)
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
            if directions_hedged(after, first=True) and not other_ruled_out(after, directions):
                return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
            # A direction missing from the committed line is taken from the rest of the reply.
            direction = directions[0][1] if directions else None
            if direction is None:
                if directions_hedged(text[: labels[-1].start()], first=False):
                    # "clockwise or counterclockwise both connect it.\n\nROTATE: (0, 1)": the
                    # line picks no turn, the prose offered both (issue 35, twentieth round).
                    return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
                rest = _rotation_parts(text, rows, cols)[1]
                direction = rest[-1][1] if rest else None
            committed = (squares[0][2], direction)
            if states_another_after(
                text,
                tail.end() if tail else at,
                committed,
                lambda a, b: _moves_named(text[a:b], rows, cols, committed),
                _same_rotation,
            ):
                # A later sentence stating another turn of the square, or another square
                # with a turn ("Turning (0, 1) counterclockwise ... is what it needs").
                return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
            if _check_doubts(text, tail.end() if tail else at, direction):
                # "Checking: after a clockwise turn it faces off the board" (issue 35,
                # twenty-fourth round).
                return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
            return _rotation(squares[0][2], direction)
    candidates, directions = _rotation_parts(text, rows, cols)
    if not candidates:
        words = one_move_in_words(text, rows, cols)  # "canto superior esquerdo" (44th round)
        if words is not None:
            return _rotation(*words)
        return RotationParse(None, directions[-1][1] if directions else None, None, NO_SQUARE)
    commanded = _commanded(text, candidates, directions)
    if commanded is not None:
        return commanded
    if hedged(text, through_turns(text, candidates[-2:])) or directions_hedged(text, first=False):
        return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
    if len(candidates) == 2 and several_rotations(text, candidates[0][0], rows, cols):
        # "Turn the top-left square clockwise and the bottom-right square counterclockwise":
        # the last two squares are a plan of moves where one was asked (seventeenth round).
        return RotationParse(None, None, None, NO_SQUARE, CONFLICTING)
    return _rotation(candidates[-1][2], directions[-1][1] if directions else None)


# A reply opening on a command whose own clause names one square and its turn, the squares after
# a colon or "so that" being the explanation ("Turn the second square clockwise: its open end
# then meets the first square."): the command's square (issue 35, twenty-ninth round); after a
# full stop or semicolon too when the later squares are context (forty-fourth round).
_COMMAND_START = re.compile(r"[ \t\n]*(?:turn|rotate|spin)(?![a-z])", re.IGNORECASE)
_COMMAND_LATER = re.compile(r"(?<![a-z])(?:turn|rotate|spin)(?![a-z])", re.IGNORECASE)
_CLAUSE_END = re.compile(r":|(?<![a-z])so[ \t]+(?:that|it)(?![a-z])|[.;!?\n]", re.IGNORECASE)


def _commanded(
    text: str, candidates: list[tuple[int, int, int]], directions: list[tuple[int, str]]
) -> RotationParse | None:
    """The command's own square and turn when the opening clause names exactly one of each and
    only an explanation (after a colon or "so that") names other squares."""
    start = _COMMAND_START.match(text)
    if start is None:
        return None
    end = _CLAUSE_END.search(text, start.end())
    if end is None or end.group() in "!?\n":
        return None
    mine = [c for c in candidates if c[0] < end.start()]
    turns = {d for at, d in directions if at < end.start()}
    if len(mine) != 1 or len(turns) != 1 or len(mine) == len(candidates):
        return None
    if end.group() in ".;" and not all(
        context_mention(text, c[0], c[1]) for c in candidates if c[0] >= end.start()
    ):
        # After a full stop the squares named must be context (forty-fourth round: "Turn the
        # second square counterclockwise once; that joins its pipe to the first square's.").
        return None
    if any(at >= end.start() for at, _ in directions) or _COMMAND_LATER.search(text, end.end()):
        return None  # a turn or a command after the clause: not only an explanation
    return _rotation(mine[0][2], turns.pop())


# "the other way", "the opposite direction": the turn that is not the committed one.
_OTHER_TURN = re.compile(
    r"(?<![a-z])(?:the|turn(?:ing|ed)?(?:[ \t]{1,3}it)?)[ \t]{1,3}(?:other|opposite)[ \t]{1,3}"
    r"(?:way|direction|turn)(?![a-z])",
    re.IGNORECASE,
)


def _moves_named(
    window: str, rows: int, cols: int, committed: tuple[int, str | None]
) -> list[tuple[int, str | None]]:
    """The moves a sentence after a one-square answer names: each square with a turn (or the
    committed square alone); with no square, the one turn it names ("Counterclockwise is the
    turn that connects it", "it should go anticlockwise", "the other way works") is a turn of
    the committed square (issue 35, twenty-third round)."""
    moves = [
        move
        for move in _rotation_moves(window, rows, cols)
        if move[1] is not None or move[0] == committed[0]
    ]
    if moves or _rotation_parts(window, rows, cols, first=True)[0]:
        return moves  # a square is named: its own turn, read above
    turns = {COUNTERCLOCKWISE if m.group(1) else CLOCKWISE for m in _turns(window)}
    if len(turns) == 1:
        return [(committed[0], turns.pop())]
    if not turns and committed[1] is not None and _OTHER_TURN.search(window):
        other = CLOCKWISE if committed[1] == COUNTERCLOCKWISE else COUNTERCLOCKWISE
        return [(committed[0], other)]
    return []


# A clause naming no turn speaks of the answer's result only so: "after that turn", "it would".
_RESULT_CUE = re.compile(
    r"(?<![a-z])(?:after|would|will|turning|that[ \t]turn|this[ \t]turn|the[ \t]turn)(?![a-z])",
    re.IGNORECASE,
)


def _check_doubts(text: str, answer_end: int, direction: str | None) -> bool:
    """A check after the answer doubts it: its last clause stating an outcome says the
    answer's turn fails (a clause naming that turn before the outcome, or no turn but the
    move's result: "after that turn") or the other turn succeeds
    (:func:`~agents.llm.reading.corrections.check_outcomes`). A later clause saying the answer
    works settles the doubt again. Clauses naming both turns, or any
    turn when the answer's is unsaid, speak of no one move and are passed over."""
    doubted = False
    for start, end, outcome in check_outcomes(text, answer_end):
        turns = {COUNTERCLOCKWISE if m.group(1) else CLOCKWISE for m in _turns(text[start:end])}
        if len(turns) > 1 or (turns and direction is None):
            continue
        if not turns and not _RESULT_CUE.search(text, start, end):
            continue  # "that is off the board too": of no move it names (the board as it is)
        about_answer = not turns or direction in turns
        if about_answer and outcome == GOOD:
            doubted = False
        elif about_answer or outcome == GOOD:
            doubted = True
        # The other turn failing leaves the answer as it was: it says nothing of the answer.
    return doubted


def _same_rotation(named: object, value: object) -> bool:
    """A named move ``(square, direction or None)`` is the committed one: the same square,
    its turn unsaid or the same (an unsaid committed turn agrees with any)."""
    assert isinstance(named, tuple) and isinstance(value, tuple)
    return named[0] == value[0] and (value[1] is None or named[1] in (None, value[1]))


def _rotation(square: int, direction: str | None) -> RotationParse:
    if square < 0:
        return RotationParse(None, direction, None, OUT_OF_BOUNDS)
    if direction is None:
        return RotationParse(square, None, None, NO_DIRECTION)
    action = 2 * square + (0 if direction == CLOCKWISE else 1)
    return RotationParse(square, direction, action, None)

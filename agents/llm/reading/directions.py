"""A solve answer given as a direction word: "MOVE: down", "答案：向下", "**Final answer:** Right".

A careful grader reads a direction named alone on the answer line as the neighbouring cell in
that direction, as plainly as a coordinate (issue 35, seventh round: v7's ``MOVE: down`` and
``答案：向下``). The words are read in the languages a model answers in (English and compass
words, Chinese, Spanish, French, German); each names one of MazeNav's actions
(:class:`envs.maze_nav.logic.Action`), whose step is the env's own (``DELTAS``).

Only the answer is read: the value after the last answer label (``MOVE:``, ``Answer:``,
``Final answer:``, ``Direction:``, ``答案:``, ...; at a line's start or after a sentence on its
line, "右边是空的。答案：向右") or on the line after a label that ends its line, or a whole reply that is the direction word alone ("Down."). The value must be the direction and nothing else
besides filler ("go", "move to the", "向", "走", "hacia", "nach"); two different directions
there ("down or right", "向下/向右"), or another direction named after it ("MOVE: right" then
"wait, down"), are alternatives a grader would weigh, and anything else ("down the column to
(4, 0)") is no direction answer (the cell parser has read it already). A one-shot path in
direction words stays unread: the prompt asks for cells. A step count of one ("Go right one
step.", "向右走一步", "Move 1 down.") makes the direction the answer, as a whole reply too; a larger
count is no answer (issue 35, eighth round). A closing sentence picking one move by its direction
("I'll go right.", "我选择往右移动一格，……") is read by :func:`closing_direction`.
"""

from __future__ import annotations

import re
from collections import deque

from envs.maze_nav.logic import Action

__all__ = [
    "DIRECTION_WORDS",
    "ONE_ANSWER",
    "TWO_ANSWERS",
    "closing_direction",
    "direction_answer",
    "line_directions",
]

DIRECTION_WORDS: dict[str, Action] = {
    # English, compass words and diagonals (8-directional mazes)
    "up": Action.UP, "down": Action.DOWN, "left": Action.LEFT, "right": Action.RIGHT,
    "north": Action.UP, "south": Action.DOWN, "west": Action.LEFT, "east": Action.RIGHT,
    "upward": Action.UP, "upwards": Action.UP, "downward": Action.DOWN,
    "downwards": Action.DOWN, "leftward": Action.LEFT, "rightward": Action.RIGHT,
    "up-right": Action.UP_RIGHT, "up right": Action.UP_RIGHT, "northeast": Action.UP_RIGHT,
    "down-right": Action.DOWN_RIGHT, "down right": Action.DOWN_RIGHT,
    "southeast": Action.DOWN_RIGHT, "down-left": Action.DOWN_LEFT,
    "down left": Action.DOWN_LEFT, "southwest": Action.DOWN_LEFT, "up-left": Action.UP_LEFT,
    "up left": Action.UP_LEFT, "northwest": Action.UP_LEFT,
    # Chinese (Qwen, the specification's model family, answers in it)
    "上": Action.UP, "下": Action.DOWN, "左": Action.LEFT, "右": Action.RIGHT,
    "北": Action.UP, "南": Action.DOWN, "西": Action.LEFT, "东": Action.RIGHT,
    "右上": Action.UP_RIGHT, "右下": Action.DOWN_RIGHT, "左下": Action.DOWN_LEFT,
    "左上": Action.UP_LEFT,
    # Arrows written as the answer ("MOVE: ↓")
    "↑": Action.UP, "↓": Action.DOWN, "←": Action.LEFT, "→": Action.RIGHT,
    # Spanish, French, German
    "arriba": Action.UP, "abajo": Action.DOWN, "izquierda": Action.LEFT,
    "derecha": Action.RIGHT, "haut": Action.UP, "bas": Action.DOWN, "gauche": Action.LEFT,
    "droite": Action.RIGHT, "oben": Action.UP, "hoch": Action.UP, "unten": Action.DOWN,
    "runter": Action.DOWN, "links": Action.LEFT, "rechts": Action.RIGHT,
}  # fmt: skip
"""Every direction word read, lowercased, and the action it names."""

ONE_ANSWER = "one"
TWO_ANSWERS = "two"

_WORD = "|".join(
    re.escape(w).replace(r"\ ", "[ \t]") for w in sorted(DIRECTION_WORDS, key=len, reverse=True)
)
# Words around a direction that add nothing: verbs, articles, prepositions, "一步" (one step).
_FILLER = (
    r"go|move|moving|step|head|walk|going|to|the|one|a|la|le|el|hacia|al|à|vers|en|"
    r"nach|zu|aller|ir|cell|square|side|向|往|朝|走|移动|移|边|面|方|去"
)
# A step count of one ("one step", "1 cell", "a single step", "一步", "un paso", "einen
# Schritt", a bare "1" as in "move 1 down"): the move is one cell, so the direction is the answer
# (issue 35, eighth round: v8's "向右走一步"). A larger count ("two steps", "两步", "2") matches
# no token, so the value is no answer: it is not one move.
_STEP = (
    r"(?:one|1|a|single|a[ \t]+single|un|une|uno|einen|ein|一|１)[ \t]*"
    r"(?:steps?|cells?|squares?|spaces?|moves?|paso|pas|case|schritt|feld|步|格)"
    # A bare 1 only before a direction word ("move 1 down"), never a cell's digit ("(1, 1) ←").
    rf"|(?<![0-9(,])[1１](?=[ \t]+(?:{_WORD})(?![a-z]))"
)
_CONNECTOR = r"or|/|oder|o|ou|或者?|还是|,|;"
_TOKEN = re.compile(
    rf"(?P<dir>(?<![a-z]){_WORD}(?![a-z]))|(?P<step>(?<![a-z])(?:{_STEP})(?![a-z]))|(?P<fill>(?<![a-z])(?:{_FILLER})(?![a-z]))"
    rf"|(?P<join>(?<![a-z])(?:{_CONNECTOR})(?![a-z]))|(?P<space>[\s*_`'\".!。:()\[\]-]+)",
    re.IGNORECASE,
)
# An answer label: "MOVE:", "Final answer:", "My move:", "Direction:", "答案:", "最终答案:"
# (the normalising stage made "：" a colon and took markdown emphasis off).
_LABEL_WORDS = (
    r"(?:my[ \t]+)?(?:final[ \t]+)?(?:next[ \t]+)?"
    r"(?:move|answer|direction|最终答案|答案|回答|方向|移动)[*_ \t]{0,3}(?::|$)"
)
_LABEL = re.compile(r"^[ \t>*_#-]{0,8}" + _LABEL_WORDS, re.IGNORECASE | re.MULTILINE)
# The same label after a sentence on its line ("右边是空的。答案：向右", "... is open. Answer:
# right"; issue 35, thirteenth round). The normalising stage writes "。" as "." with no space
# after it. A pattern of its own that opens with the sentence's end, so the engine skips to
# those characters (an alternation with "^" was tried at every position: ten times slower).
_LABEL_IN_LINE = re.compile(
    r"[.!?\u3002\uff01\uff1f](?:[ \t]{1,3}|(?=最终答案|答案|回答|方向|移动))" + _LABEL_WORDS,
    re.IGNORECASE | re.MULTILINE,
)
MAX_VALUE = 60
"""The longest value read as a direction answer (a sentence is not one)."""


def _value(text: str, filler: bool = True) -> tuple[Action | None, str | None]:
    """The action ``text`` names when it holds one direction and filler only
    (``ONE_ANSWER``), or ``TWO_ANSWERS`` when it holds two different ones and connectors;
    ``(None, None)`` for anything else. Without ``filler`` the text must be the direction
    alone (punctuation aside) or counted as one step: a whole reply "Down." or "Go right one
    step." is an answer, "I move right." a remark."""
    text = text.strip()
    if not text or len(text) > MAX_VALUE:
        return None, None
    found: set[Action] = set()
    at = 0
    fill = step = False
    for m in _TOKEN.finditer(text):
        if m.start() != at:
            return None, None  # a word that is neither a direction nor filler
        at = m.end()
        fill = fill or m.group("fill") is not None
        step = step or m.group("step") is not None
        if m.group("dir") is not None:
            found.add(DIRECTION_WORDS[re.sub(r"[ \t]+", " ", m.group("dir").lower())])
    if at != len(text) or not found or (fill and not filler and not step):
        # Without a label, filler makes a remark ("I move right.") unless the reply counts
        # the step, which only an instruction does ("Go right one step.", "一步向下").
        return None, None
    if len(found) > 1:
        return None, TWO_ANSWERS
    return found.pop(), ONE_ANSWER


def direction_answer(answer: str) -> tuple[Action | None, str | None]:
    """The direction the answer ``answer`` (the reading pipeline's output, reasoning set apart
    and normalised) commits to: ``(action, ONE_ANSWER)``; ``(None, TWO_ANSWERS)`` when it
    offers two directions there; ``(None, None)`` when its answer is no direction word.
    Never raises; linear in ``len(answer)``."""
    # The last label, at a line's start or after a sentence on its line.
    labels = [
        *deque(_LABEL.finditer(answer), maxlen=1),
        *deque(_LABEL_IN_LINE.finditer(answer), maxlen=1),
    ]
    if labels:
        end = max(label.end() for label in labels)
        line_end = answer.find("\n", end)
        value_end = len(answer) if line_end < 0 else line_end
        if not answer[end:value_end].strip(" \t*_") and line_end >= 0:
            # "**Final Answer**" on its own line, the value on the next line with text.
            end = line_end
            while end < len(answer) and answer[end] in " \t\r\n":
                end += 1
            stop = answer.find("\n", end)
            value_end = len(answer) if stop < 0 else stop
        action, found = _value(answer[end:value_end])
        if action is not None and _other_direction_after(answer, value_end, action):
            # "MOVE: right\nWait, no: down." A direction named after the answer may take it
            # back: a grader would have to weigh the two, so the reading abstains.
            return None, TWO_ANSWERS
        return action, found
    action, found = _value(answer, filler=False)
    if found is None:
        # Prose, then a direction alone on the last line ("从 (1, 0) 出发……\n向下", "I'm at
        # (1, 0) ...\nDown", "...\nGo down"): a line of its own holding one direction and
        # filler only is the answer, as after a label (issue 35, tenth round).
        head, _, last = answer.rstrip().rpartition("\n")
        if head.strip() and last.strip():
            return _value(last)
    return action, found


_DIRECTION = re.compile(rf"(?<![a-z])(?:{_WORD})(?![a-z])", re.IGNORECASE)


def _other_direction_after(text: str, at: int, action: Action) -> bool:
    """A direction other than ``action`` is named in ``text`` after ``at``."""
    return any(
        DIRECTION_WORDS[re.sub(r"[ \t]+", " ", m.group(0).lower())] != action
        for m in _DIRECTION.finditer(text, at)
    )


# A closing sentence that picks (or, from a small model, offers) one move as a direction: "I'll
# go right.", "I'm going right.", "I choose down, toward the bottom row.", "You can move down."
# (issue 35, twelfth round). "I move right." stays a remark (the eighth round's ruling). What follows a comma or a reason ("toward ...", "because ...") is
# said about the move, not another move.
_CLOSING_LEAD = re.compile(
    r"[ \t*_>-]{0,4}(?:(?:so|then|therefore|thus|hence|ok|okay|alright)[ \t]{0,2},?[ \t]{1,3})?"
    r"(?:i['\u2019]?ll|i[ \t]{1,3}will|i['\u2019]?m[ \t]{1,3}going(?:[ \t]{1,3}to)?|"
    r"i[ \t]{1,3}am[ \t]{1,3}going(?:[ \t]{1,3}to)?|i[ \t]{1,3}(?:choose|pick|take|select)|"
    r"let['\u2019]?s|you[ \t]{1,3}can|"
    # "I choose", "I decide", "I will", "I want to" in Chinese (issue 35, fourteenth round)
    r"我(?:选择|决定|会|要|将|打算))(?![a-z])",
    re.IGNORECASE,
)
_SAID_ABOUT = re.compile(
    r"[,;:(\u2013\u2014\uff0c\uff1b]|[ \t]-[ \t]|(?<![a-z])(?:toward|towards|because|since|so|as|along|"
    r"which|where|into|onto|for|from|but)(?![a-z])",
    re.IGNORECASE,
)
_CJK_STOP = re.compile(r"[.!?\u3002\uff01\uff1f](?=[\u4e00-\u9fff])")
MAX_CLOSING = 200
"""The longest closing sentence read for a pick by direction."""


def closing_direction(answer: str) -> tuple[Action | None, str | None]:
    """The direction the answer's closing sentence picks ("I'll go right."), as
    :func:`direction_answer` returns it; ``(None, None)`` when the reply closes any other way
    (a cell, a question, a direction in a remark). Never raises; looks at the last
    :data:`MAX_CLOSING` characters of the last line only."""
    text = answer.rstrip()
    line = text[text.rfind("\n") + 1 :][-MAX_CLOSING:].rstrip(" \t.!*_")
    # A sentence ends at ". " or, in Chinese, at a full stop with no space after it (the
    # normalising stage writes "。" as ".").
    cjk = deque((m.start() for m in _CJK_STOP.finditer(line)), maxlen=1)
    start = max(line.rfind(". "), line.rfind("! "), line.rfind("? "), *cjk)
    sentence = line[start + 1 :] if start >= 0 else line
    lead = _CLOSING_LEAD.match(sentence)
    if lead is None:
        return None, None
    rest = sentence[lead.end() :]
    said = _SAID_ABOUT.search(rest)
    return _value(rest[: said.start()] if said else rest)


def line_directions(line: str) -> set[Action]:
    """Every action a direction word on ``line`` names (``set()`` when none is named)."""
    return {
        DIRECTION_WORDS[re.sub(r"[ \t]+", " ", m.group(0).lower())]
        for m in _DIRECTION.finditer(line)
    }

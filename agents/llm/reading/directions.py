"""A solve answer given as a direction word: "MOVE: down", "答案：向下", "**Final answer:** Right".

A careful grader reads a direction named alone on the answer line as the neighbouring cell in
that direction, as plainly as a coordinate (issue 35, seventh round: v7's ``MOVE: down`` and
``答案：向下``). The words are read in ten languages, from one table (:data:`VOCABULARY`,
per language and per meaning; issue 35, fifteenth round): English (compass words too), Chinese,
Spanish, French, German, Japanese, Portuguese, Italian, Russian and Korean; words in any other
language stay unread. Each move word names one of MazeNav's actions
(:class:`envs.maze_nav.logic.Action`), whose step is the env's own (``DELTAS``); the same table's
rotation words are the puzzle reader's (:func:`rotation_pattern`).

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
("I'll go right.", "我选择往右移动一格，……"), or naming the best move or the one to make ("The best
move is down.", "应该向下走一格。"; fortieth round), is read by :func:`closing_direction`.

The word table and its spelling as patterns are :mod:`.vocabulary`'s job, the puzzle reader's
rotation words :mod:`.rotation_words`' (one job per file); their public names are re-exported
here.
"""

from __future__ import annotations

import re
from collections import deque

from agents.llm.reading.rotation_words import ROTATION_WORDS, rotation_pattern
from agents.llm.reading.vocabulary import (
    CLOCKWISE,
    CLOSING,
    CLOSING_AFTER,
    COUNTERCLOCKWISE,
    DOWN,
    LEFT,
    RIGHT,
    STEP,
    UP,
    VOCABULARY,
    word_key,
)
from agents.llm.reading.vocabulary import alternation as _alternation
from agents.llm.reading.vocabulary import table_words as _words
from envs.maze_nav.logic import Action

__all__ = [
    "ANSWER_LABELS",
    "CLOCKWISE",
    "CLOSING",
    "CLOSING_AFTER",
    "COUNTERCLOCKWISE",
    "DIRECTION_WORDS",
    "DOWN",
    "LEFT",
    "ONE_ANSWER",
    "RIGHT",
    "ROTATION_WORDS",
    "TWO_ANSWERS",
    "UP",
    "VOCABULARY",
    "closing_direction",
    "direction_answer",
    "line_directions",
    "negated",
    "rotation_pattern",
    "word_key",
]


_MOVES = {UP: Action.UP, DOWN: Action.DOWN, LEFT: Action.LEFT, RIGHT: Action.RIGHT}

DIRECTION_WORDS: dict[str, Action] = {
    word: _MOVES[meaning]
    for words in VOCABULARY.values()
    for meaning, spelled in words.items()
    if meaning in _MOVES
    for word in spelled
} | {
    # Diagonals (8-directional mazes), in English and Chinese
    "up-right": Action.UP_RIGHT, "up right": Action.UP_RIGHT, "northeast": Action.UP_RIGHT,
    "down-right": Action.DOWN_RIGHT, "down right": Action.DOWN_RIGHT,
    "southeast": Action.DOWN_RIGHT, "down-left": Action.DOWN_LEFT,
    "down left": Action.DOWN_LEFT, "southwest": Action.DOWN_LEFT, "up-left": Action.UP_LEFT,
    "up left": Action.UP_LEFT, "northwest": Action.UP_LEFT,
    "右上": Action.UP_RIGHT, "右下": Action.DOWN_RIGHT, "左下": Action.DOWN_LEFT,
    "左上": Action.UP_LEFT,
    # Arrows written as the answer ("MOVE: ↓")
    "↑": Action.UP, "↓": Action.DOWN, "←": Action.LEFT, "→": Action.RIGHT,
}  # fmt: skip
"""Every direction word read, lowercased, and the action it names."""

ONE_ANSWER = "one"
TWO_ANSWERS = "two"


_WORD = _alternation(DIRECTION_WORDS)
# Words around a direction that add nothing: verbs, articles, prepositions, "一步" (one step).
_FILLER = (
    r"go|move|moving|step|head|walk|going|to|the|one|a|la|le|el|hacia|al|à|vers|en|"
    r"nach|zu|aller|ir|cell|square|side|向|往|朝|走|移动|移|边|面|方|去|"
    # Portuguese, Italian, Russian, Japanese (issue 35, fifteenth round)
    r"para|por|verso|на|に|へ"
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
    # The table's step counts in every language (issue 35, sixteenth round).
    rf"|{_alternation(_words([STEP]))}"
)
_CONNECTOR = r"or|/|oder|o|ou|或者?|还是|,|;"
# A direction under a negation ("down, not right", "right instead of down", "向右，不是向下"): ruled
# out, so it is neither the answer nor a second one (issue 35, seventeenth round).
_NEGATED = (
    r"(?:not|rather[ \t]+than|instead[ \t]+of|nicht|pas|no|而?不是|不要)"
    rf"(?:[ \t]*(?:{_FILLER})(?![a-z]))*[ \t]*(?:{_WORD})"
)
_TOKEN = re.compile(
    rf"(?P<neg>(?:[,;\uff0c][ \t]*)?(?<![a-z]){_NEGATED}(?![a-z]))|(?P<dir>(?<![a-z]){_WORD}(?![a-z]))|(?P<step>(?<![a-z])(?:{_STEP})(?![a-z]))|(?P<fill>(?<![a-z])(?:{_FILLER})(?![a-z]))"
    rf"|(?P<join>[,;]|(?<![a-z])(?:{_CONNECTOR})(?![a-z]))|(?P<space>[\s*_`'\".!。:()\[\]-]+)",
    re.IGNORECASE,
)
ANSWER_LABELS: dict[str, tuple[str, ...]] = {
    "spanish": ("movimiento", "respuesta", "dirección", "direccion"),
    "french": ("mouvement", "réponse", "reponse", "coup"),
    "german": ("zug", "antwort", "richtung"),
    "portuguese": ("movimento", "resposta", "direção", "direcao"),
    "italian": ("mossa", "risposta", "direzione"),
    "russian": ("ход", "ответ", "направление"),
    "japanese": ("移動", "答え"),
    "korean": ("이동", "정답", "방향"),
}  # fmt: skip
"""The answer label's words in the languages other than English and Chinese (those are in
:data:`_LABEL_WORDS` itself): "Ход: вправо", "MOVIMIENTO: abajo", "Mouvement : à droite" name the
direction answered (issue 35, eighteenth round)."""
# An answer label: "MOVE:", "Final answer:", "My move:", "Direction:", "答案:", "最终答案:"
# (the normalising stage made "：" a colon and took markdown emphasis off), or one of
# :data:`ANSWER_LABELS`.
_LABEL_WORDS = (
    r"(?:my[ \t]+)?(?:final[ \t]+)?(?:next[ \t]+)?"
    r"(?:move|answer|direction|最终答案|答案|回答|方向|移动|"
    + "|".join(w for words in ANSWER_LABELS.values() for w in words)
    + r")[*_ \t]{0,3}(?::|$)"
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
    step." is an answer, "I move right." a remark here (a reply of nothing else is read by
    :func:`only_direction`)."""
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
            found.add(DIRECTION_WORDS[word_key(m.group("dir"))])
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
        action, found = only_direction(answer)
    if found is None:
        # Prose, then a direction alone on the last line ("从 (1, 0) 出发……\n向下", "I'm at
        # (1, 0) ...\nDown", "...\nGo down"): a line of its own holding one direction and
        # filler only is the answer, as after a label (issue 35, tenth round).
        head, _, last = answer.rstrip().rpartition("\n")
        if head.strip() and last.strip():
            return _value(last)
    return action, found


# The subject and verb a sentence stating or ordering a move opens with ("The player can",
# "I will", "The agent moves", "I'm going to", "Let's"): what follows is the move said.
# "could", "may", "might" offer a move without taking it, and "cannot" refuses one: no lead.
_MOVE_LEAD = re.compile(
    r"[ \t*_>-]{0,4}(?:(?:(?:the[ \t]{1,3})?(?:player|agent|robot|p)|i|we|you|it)"
    r"(?:['\u2019](?:ll|m|s|re)|[ \t]{1,3}(?:can|will|should|must|shall|am|is|are)"
    r"(?:[ \t]{1,3}going[ \t]{1,3}to)?)?"
    r"(?:[ \t]{1,3}(?:moves?|goes|steps?|heads?|walks?))?|let['\u2019]?s)(?![a-z])",
    re.IGNORECASE,
)
# A verdict closing the sentence on its move ("Moving one step to the right seems best."): the
# move is recommended, so taken (the direction ruling).
_VERDICT_TAIL = re.compile(
    r"[ \t]{1,3}(?:seems|is|looks|would[ \t]{1,3}be)[ \t]{1,3}(?:best|safest|"
    r"the[ \t]{1,3}(?:best|safest)(?:[ \t]{1,3}(?:move|choice|option|step))?)[ \t]*\Z",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"[0-9\uff10-\uff19]")
_SENTENCE = re.compile(r"[^.!?\n\u3002]+")
MAX_ONLY = 300
"""The longest reply read for :func:`only_direction` (a short reply: a small model's)."""


def only_direction(answer: str) -> tuple[Action | None, str | None]:
    """The direction a reply whose only content is one move said as a direction names ("Go
    down.", "The player can move down." said three times, "Moving right. Moving right."), as
    :func:`direction_answer` returns it: every sentence states or orders a move (an optional
    subject and verb, :data:`_MOVE_LEAD`, then one direction and filler) and all name the same
    direction (the ruling: a single direction is the neighbouring cell; issue 35,
    twenty-second round). A sentence of anything else (a remark about the maze, "The corridor
    goes down to G.", the past, "I moved down last turn.", a refusal, "cannot move down", a
    wall) leaves the reply unread, as the eighth round's remark rule had it; two directions
    are ``TWO_ANSWERS``. Never raises."""
    if len(answer) > MAX_ONLY or _DIGIT.search(answer):
        # A number is a cell or a count: the reply has move content besides the direction.
        return None, None
    found: set[Action] = set()
    for m in _SENTENCE.finditer(answer):
        sentence = m.group(0).strip()
        if not sentence.strip(" \t*_>-"):
            continue
        lead = _MOVE_LEAD.match(sentence)
        move = sentence[lead.end() :] if lead else sentence
        verdict = _VERDICT_TAIL.search(move)
        action, said = _value(move[: verdict.start()] if verdict else move)
        if said == TWO_ANSWERS:
            return None, TWO_ANSWERS
        if action is None:
            return None, None
        found.add(action)
    if len(found) != 1:
        return (None, TWO_ANSWERS) if found else (None, None)
    return found.pop(), ONE_ANSWER


_DIRECTION = re.compile(rf"(?<![a-z])(?:{_WORD})(?![a-z])", re.IGNORECASE)


def _other_direction_after(text: str, at: int, action: Action) -> bool:
    """A direction other than ``action`` is named in ``text`` after ``at``."""
    return any(
        DIRECTION_WORDS[word_key(m.group(0))] != action for m in _DIRECTION.finditer(text, at)
    )


# A closing sentence that picks (or, from a small model, offers) one move as a direction: "I'll
# go right.", "I'm going right.", "I choose down, toward the bottom row.", "You can move down."
# (issue 35, twelfth round). "I move right." stays a remark (the eighth round's ruling). What follows a comma or a reason ("toward ...", "because ...") is
# said about the move, not another move.
_CLOSING_LEAD = re.compile(
    r"[ \t*_>-]{0,4}(?:(?:so|then|therefore|thus|hence|ok|okay|alright|"
    # "so" in the other languages read (issue 35, sixteenth round: "..., quindi mi sposto")
    r"quindi|então|entao|entonces|donc|also|deshalb|поэтому|так что|所以|"
    # and their other "so" words (issue 35, twentieth round: "así que voy a la derecha")
    r"así[ \t]{1,3}que|asi[ \t]{1,3}que|por[ \t]{1,3}eso|por[ \t]{1,3}lo[ \t]{1,3}tanto|alors|"
    r"daher|darum|dann|por[ \t]{1,3}isso|portanto|allora|perciò|percio|значит)"
    r"[ \t]{0,2},?[ \t]{1,3})?"
    r"(?:i['\u2019]?ll|i[ \t]{1,3}will|i['\u2019]?m[ \t]{1,3}going(?:[ \t]{1,3}to)?|"
    r"i[ \t]{1,3}am[ \t]{1,3}going(?:[ \t]{1,3}to)?|i[ \t]{1,3}(?:choose|pick|take|select)|"
    r"let['\u2019]?s|you[ \t]{1,3}can|"
    # The move named as the best one, or the one to make ("The best move is down", "we should
    # go down", "应该向右走一步", "最好的一步是向下"; issue 35, fortieth round): one direction
    # in the answer's own closing sentence is the neighbouring cell, two are no answer.
    r"the[ \t]{1,3}(?:best|right|correct|next)[ \t]{1,3}move[ \t]{1,3}(?:is|would[ \t]{1,3}be)|"
    r"(?:we|you|i)[ \t]{1,3}should|"
    r"应该|最好的一步是|最好的走法是|最佳走法是|最好是|下一步是|"
    # "I choose", "I decide", "I will", "I want to" in Chinese (issue 35, fourteenth round)
    r"我(?:选择|决定|会|要|将|打算)|"
    # "I'm going" in the other languages read ("Ich gehe", "Voy", "Je vais", "Я иду"; issue
    # 35, fifteenth round): the present of "go" is their "I'm going", as "I move" is not.
    rf"{_alternation(_words([CLOSING]))})(?![a-z])",
    re.IGNORECASE,
)
_SAID_ABOUT = re.compile(
    r"[,;:(\u2013\u2014\uff0c\uff1b]|[ \t]-[ \t]|(?<![a-z])(?:toward|towards|because|since|so|as|along|"
    r"which|where|into|onto|for|from|but)(?![a-z])",
    re.IGNORECASE,
)
# A second offer in the closing sentence ("... and you can move to ...", "or I could go ...").
_OFFERED_AGAIN = re.compile(
    r"(?<![a-z])(?:and|or)[ \t]{1,3}(?:you|i|we)[ \t]{1,3}(?:can|could|may|might)(?![a-z])",
    re.IGNORECASE,
)
_CLAUSE_COMMA = re.compile(r"[,;\uff0c][ \t]*")
_CLAUSES_TRIED = 3
"""How many of a closing sentence's last clauses are tried for the lead."""
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
        # The pick after a reason and a comma ("Up is a wall, so I'll go down, not right."):
        # a clause after one of the last commas opening with the lead (sixteenth round).
        for comma in list(deque(_CLAUSE_COMMA.finditer(sentence), maxlen=_CLAUSES_TRIED))[::-1]:
            lead = _CLOSING_LEAD.match(sentence, comma.end())
            if lead is not None:
                break
    if lead is None:
        return _closing_after(sentence)
    rest = sentence[lead.end() :]
    if _OFFERED_AGAIN.search(rest):
        # "You can move right (1, 1) and you can move down": two moves offered, none picked
        # (issue 35, sixteenth round).
        return None, None
    said = _SAID_ABOUT.search(rest)
    return _value(rest[: said.start()] if said else rest)


# The verb that closes a Japanese or Korean pick after its direction, at the sentence's end.
_CLOSING_TAIL = re.compile(rf"(?:{_alternation(_words([CLOSING_AFTER]))})[ \t]*\Z")
# Where the clause holding the pick starts: after a reason ("...이므로", "...ので", a comma).
_CLAUSE_BREAK = re.compile(r"[,;]|므로|니까|어서|아서|ので|から|だから")


def _closing_after(sentence: str) -> tuple[Action | None, str | None]:
    """A closing pick with its verb last ("下に移動します", "오른쪽으로 한 칸 이동합니다"): the
    direction in the clause before the verb, as :func:`closing_direction` returns it."""
    tail = _CLOSING_TAIL.search(sentence)
    if tail is None:
        return None, None
    breaks = deque(_CLAUSE_BREAK.finditer(sentence, 0, tail.start()), maxlen=1)
    return _value(sentence[breaks[0].end() if breaks else 0 : tail.start()])


# A negation just before a direction word rules that direction out ("clockwise, not
# counterclockwise", "rather than down", "nicht im Uhrzeigersinn", "pas dans le sens antihoraire",
# "no abajo", "不是逆时针"): it is never the committed one (issue 35, seventeenth round). A turn
# verb may sit between ("should not be turned clockwise"), and the little words a language
# puts before a direction ("im", "dans le", "a la", "向").
_NEGATION_BEFORE = re.compile(
    r"(?:(?<![a-z])(?:not|never|rather[ \t]+than|instead[ \t]+of|nicht|pas|no|nunca|não|nao|"
    r"не|non)(?:[ \t]+(?:be[ \t]+)?(?:turn|rotat|go|move|going|moving)[a-z]*)?"
    r"(?:[ \t]+(?:to|the|im|in|in[ \t]+the|dans[ \t]+le|dans[ \t]+la|vers[ \t]+le|vers[ \t]+la|"
    r"a[ \t]+la|al|para[ \t]+a|para[ \t]+o|nach|en|el|la|le))?[ \t]*|"
    r"(?:而?不是|不要|不|别)[ \t]*(?:向|往|朝)?[ \t]*)\Z",
    re.IGNORECASE,
)
_NEGATION_REACH = 40
"""How far before a direction word a negation is looked for."""


def negated(text: str, at: int) -> bool:
    """The direction word starting at ``at`` in ``text`` is under a negation ("not right",
    "rather than clockwise"): ruled out, never the committed direction."""
    m = _NEGATION_BEFORE.search(text[max(0, at - _NEGATION_REACH) : at])
    if m is None:
        return False
    # Portuguese "no sentido horário" is "in the", not Spanish "no" (not).
    return not (m.group(0).strip().lower() == "no" and text[at : at + 7].lower() == "sentido")


def line_directions(line: str) -> set[Action]:
    """Every action a direction word on ``line`` names (``set()`` when none is named)."""
    return {DIRECTION_WORDS[word_key(m.group(0))] for m in _DIRECTION.finditer(line)}

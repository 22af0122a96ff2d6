"""Whether the text after the committed answer names its value again otherwise (issue 35,
thirty-sixth round).

v37's misses in two of its three classes share one structure: after (or beside) the answer
line, the reply names a value of the answer's own kind a second time, and the two values differ
with nothing saying which stands. A careful grader abstains on both forms:

* a **restatement that disagrees**: the answer said again in another form the reading can
  compare: a route's cells then its directions or a summary of them ("In directions: down,
  down, ...", "Summary: go down the left column ..."), a cell glossed by another cell or by
  "row R, column C" on its line ("MOVE: (2, 0), i.e. row 2, column 1"), a shape glossed by
  another shape's name in any language of the registry ("SHAPE: square (正三角形)"), a maze
  whose rows put P or G elsewhere than a later sentence says ("with P at (4, 0)");
* **another value offered as an alternative** after the answer, with no pick: a sentence
  marked as offering ("also", "equally", "instead", "would you rather", "another ... that")
  naming a cell, a route, a shape or a maze (its rows written after the sentence) that is not
  the answer's.

Thirty-seventh round: **two labels of one kind on one answer line** naming different values
("MOVE: (2, 0) MOVE: (1, 1)") are the same structure on one line; an answer **translated**
into another language is compared through :mod:`.translations`.

What keeps the answer: a restatement that agrees (the route's directions in order, a gloss of
the same cell or shape, a summary placing P where the rows do), another value named only as
rejected (a negation in its sentence, "not a C") or set aside by a kept pick ("but I stay with
(2, 0)"), and values of another kind (the goal's or P's cell, a later move: "the goal is at
(4, 3), and this move also ..."). Direction words naming a place ("the left column", "the
bottom-left") are not directions. A square's number or corner against its (row, col) needs the
board's width and is the puzzle reader's check (:func:`agents.llm.rotation_squares.glossed_square`).

A route's restatement in directions is compared by :mod:`.route_restatements` (moved there in
the forty-ninth round). One job: comparing values the reply names after its answer. It reads a bounded tail of the
reply with patterns of bounded repetition (linear in the reply's length); nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.afterthoughts import answer_labels, value_end
from agents.llm.reading.condition_remarks import without_settled_conditions
from agents.llm.reading.kept_picks import kept_at_end
from agents.llm.reading.offer_words import says_equal
from agents.llm.reading.restate_markers import SUMMARY_HEAD, opens_restatement
from agents.llm.reading.route_restatements import (
    MOVE_LIST,
    RESTATE_HEAD,
    route_restated_otherwise,
)
from agents.llm.reading.translations import (
    cell_translated_otherwise,
    translation_lines,
    turn_translated_otherwise,
)
from envs.maze_nav.shape_registry import SHAPE_REGISTRY, registry_version

_REACH = 1500
"""How much of the reply after its last answer line is read (replies may run to megabytes)."""
_CELL = re.compile(r"\([ \t]{0,3}(-?\d{1,3})[ \t]{0,3},[ \t]{0,3}(-?\d{1,3})[ \t]{0,3}\)")
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_W = r"[ \t]{1,3}"

# -- alternatives ------------------------------------------------------------------------------
_OFFER = re.compile(
    rf"(?<![a-z])(?:also|equally|as{_W}well|instead|alternatively|just{_W}as|"
    rf"would{_W}you{_W}(?:rather|prefer)|or{_W}(?:you|we|i){_W}could|"
    rf"another{_W}(?:maze|option|route|path|one|move|answer|way|shape|square|choice))(?![a-z])",
    re.IGNORECASE,
)
_REJECTS = re.compile(
    r"(?<![a-z])(?:not|no|never|n't|nor|cannot|can't|won't|wouldn't|doesn't|isn't)(?![a-z])",
    re.IGNORECASE,
)
# What leaves the offer to other stages or keeps the answer: a pick kept ("but I stay with
# (2, 0)", "I'm sticking with right", "I've committed"), a pick of the other or a replacement
# ("so my move is (1, 1)", "I meant", "Use this one instead:": the correction stages read it),
# a decision of the writer's ("I should instead move to (2, 0)"), a wish of the user's ("if
# you'd prefer"), a counterfactual ("had the goal been ...") or a later move ("next time"), and
# a contrast after the offer ("(1, 1) is open too, but down is shorter"), which demotes it.
_KEEPS = re.compile(
    rf"(?<![a-z])(?:(?:i|we)(?:'ll|’ll|'m|’m|'ve|’ve|{_W}will|{_W}am|{_W}have)?{_W}"
    rf"(?:stay(?:ing)?|stick(?:ing)?|keep(?:ing)?|chose|choose|committed|take|go{_W}with|meant)|"
    rf"(?:i|we){_W}prefer{_W}(?:this|mine|the{_W}(?:first|above))|stay{_W}with|stick{_W}with|"
    rf"my{_W}(?:move|answer|pick|choice|route|path|turn)(?:{_W}is|'s)|correction|"
    rf"(?:i|we)(?:{_W}should|{_W}must|'ll|’ll|{_W}will|{_W}need{_W}to)|"
    rf"on{_W}second{_W}thought|actually|(?:i|we)(?:'d|’d|{_W}would){_W}rather|use{_W}(?:this|that|"
    rf"the)|if{_W}you|you'd{_W}prefer|had|would{_W}have|next{_W}(?:time|move|turn|step)|"
    rf"but|yet|though|although|whereas)"
    r"(?![a-z])",
    re.IGNORECASE,
)
# An aside ("(Note: ... would also work ...)", "Note: the top route is equally short.") or the
# other value called "an alternative" (which presupposes the answer as the main one) remarks on
# the maze; it offers no choice (the rulings of v4 and v5: ``v4s_claude_caveat_after``,
# ``v4o_claude_alternative_after``, ``v5o_claude_note_after``).
_ASIDE = re.compile(
    rf"[ \t]{{0,3}}(?:\((?![ \t]{{0,3}}-?\d)[ \t]{{0,3}}(?:note|n\.b\.|aside|fyi|p\.s\.)?|(?:note|n\.b\.|aside|fyi|p\.s\.)"
    rf"[ \t]{{0,3}}[:,\-])|.{{0,40}}(?<![a-z])(?:an?|the){_W}(?:[a-z]{{1,12}}{_W}){{0,2}}"
    rf"alternative(?![a-z])",
    re.IGNORECASE,
)
# Both answers called fine, none picked: "both are fine", "either works", "哪个都行", "都可以".
_BOTH_FINE = re.compile(
    rf"(?<![a-z])(?:both{_W}(?:are{_W})?(?:fine|work|valid|good|ok)|either{_W}(?:one{_W})?"
    rf"(?:works|is{_W}fine))(?![a-z])|哪个都|都行|都可以",
    re.IGNORECASE,
)
# A cell named as another thing than a candidate answer: the goal's, P's, a wall's, a later move.
_OTHER_KIND = re.compile(
    rf"(?<![a-z])(?:goal|g|p|player|start|target|exit|wall|next|then|after|from|towards?|"
    rf"faces?|meets?|reach(?:es)?|with|near|beside)(?:{_W}(?:is|sits|lies|cell))?"
    rf"(?:{_W}(?:at|in|on))?(?:{_W}the)?(?:{_W}cell)?[ \t]{{0,3}}\Z",
    re.IGNORECASE,
)
_GRID_ROW = re.compile(r"[ \t]{0,8}[01PG#.X](?:[ \t]{1,3}[01PG#.X]){2,40}[ \t]{0,8}")

# -- glosses on the answer line -----------------------------------------------------------------
_GLOSS = re.compile(
    rf"[ \t]{{0,3}}(?:[,;]?[ \t]{{0,3}}(?:i\.e\.?|that{_W}is|in{_W}other{_W}words|aka|a\.k\.a\.|"
    rf"meaning|namely)[ \t,:]{{0,3}}|=[ \t]{{0,3}}|\([ \t]{{0,3}})",
    re.IGNORECASE,
)
_ROW_COLUMN = re.compile(
    rf"row{_W}(\d{{1,3}})[ \t]{{0,3}},?[ \t]{{0,3}}(?:and{_W})?col(?:umn)?{_W}(\d{{1,3}})",
    re.IGNORECASE,
)
_PLACED = re.compile(
    rf"(?<![A-Za-z])(P|G|player|start|goal)(?:{_W}(?:is|sits|stands|starts|begins|lies|"
    rf"(?:is{_W})?placed))?{_W}(?:at|on|in){_W}"
    rf"(?:cell{_W})?\([ \t]{{0,3}}(\d{{1,3}})[ \t]{{0,3}},[ \t]{{0,3}}(\d{{1,3}})[ \t]{{0,3}}\)",
    re.IGNORECASE,
)
_SHAPE_GLOSS = re.compile(
    rf"[ \t]{{0,3}}(?:[(\[\uff08=:\-\u2013\u2014]|,?[ \t]{{0,3}}(?:i\.e\.?|that{_W}is|aka))",
    re.IGNORECASE,
)
"""A gloss's opening; a slash or comma lists shapes instead (the phase reads the list as
ambiguous)."""
_SHAPE_NEGATION = re.compile(
    r"(?:not|no|isn't|rather[ \t]than|instead[ \t]of|不是|非)[ \t]{0,3}(?:an?[ \t]{1,3})?"
    r"(?:the[ \t]{1,3})?(?:letter[ \t]{1,3})?\Z",
    re.IGNORECASE,
)


def _cell_glossed_otherwise(line: str, cell: re.Match[str]) -> bool:
    """On a one-cell answer line, a gloss right after the cell naming another cell."""
    gloss = _GLOSS.match(line, cell.end())
    if gloss is None:
        return False
    value = (int(cell.group(1)), int(cell.group(2)))
    other = _ROW_COLUMN.match(line, gloss.end()) or _CELL.match(line, gloss.end())
    return other is not None and (int(other.group(1)), int(other.group(2))) != value


# -- shapes, from the registry (every language it holds) ------------------------------------------
_SHAPES: dict[int, tuple[re.Pattern[str], dict[str, str]]] = {}


def _shape_words() -> tuple[re.Pattern[str], dict[str, str]]:
    """Every registered shape name and letter, and the shape each names (rebuilt on change)."""
    version = registry_version()
    if version not in _SHAPES:
        names: dict[str, str] = {}
        for entry in SHAPE_REGISTRY.values():
            for words in entry.names.values():
                for word in words:
                    names.setdefault(word.lower(), entry.name)
            for letter in entry.letters:
                names.setdefault(letter.lower(), entry.name)
        long_ = sorted((w for w in names if len(w) > 1), key=len, reverse=True)
        letters = "".join(re.escape(w.upper()) for w in names if len(w) == 1)
        pattern = re.compile(
            rf"(?<![A-Za-z])(?:(?i:{'|'.join(map(re.escape, long_))})|[{letters}])(?![A-Za-z])"
        )
        _SHAPES.clear()
        _SHAPES[version] = (pattern, names)
    return _SHAPES[version]


def shapes_named(text: str) -> list[tuple[int, str]]:
    """The shapes ``text`` names, in order, each with where it starts (ruled-out ones left out)."""
    pattern, names = _shape_words()
    found = []
    for m in pattern.finditer(text):
        if _SHAPE_NEGATION.search(text[max(0, m.start() - 24) : m.start()]):
            continue
        found.append((m.start(), names[m.group().lower()]))
    return found


def _shape_glossed_otherwise(line: str) -> bool:
    """On a shape line, a gloss opened right after the first name ("(", a dash, "i.e.") names
    shapes and not that one ("square pyramid" is one name, no gloss)."""
    shapes = shapes_named(line)
    if len(shapes) < 2:
        return False
    at, answer = shapes[0]
    name = _shape_words()[0].match(line, at)
    gloss = _SHAPE_GLOSS.match(line, name.end()) if name is not None else None
    if gloss is None:
        return False
    others = {name for start, name in shapes[1:] if start >= gloss.end()}
    return bool(others) and answer not in others


def _shape_restated_after(answer: str, after: str) -> bool:
    """The line after a shape answer, opened by a restatement marker in any language ("也就是
    说，", "i.e.", "c'est-à-dire") or a summary heading ("总结：", 44th round; both
    :func:`.restate_markers.opens_restatement`), names shapes and not the answer's
    (forty-third round: "SHAPE: square\\n也就是说，空格组成一个三角形。")."""
    shapes = shapes_named(answer)
    following = _NEXT_LINE.match(after)
    if not shapes or following is None or not opens_restatement(following.group(1)):
        return False
    named = {name for _, name in shapes_named(following.group(1))}
    return bool(named) and shapes[0][1] not in named


_NEXT_LINE = re.compile(r"[ \t]*\n?(?:[ \t]*\n)?([^\n]{1,300})")


def _cell_summarised_otherwise(cell: tuple[int, int], after: str) -> bool:
    """A line after a one-cell answer headed as a summary in any language ("**总结：**",
    "Summary:"; :data:`.restate_markers.SUMMARY_HEAD`) naming cells as the move, none of them
    the answer's (forty-third round). The goal's, P's or a start cell is no move."""
    for m in _LINES.finditer(after):
        head = SUMMARY_HEAD.match(m.group())
        if head is None:
            continue
        offered = _offered_cells(m.group()[head.end() :])
        if offered and cell not in offered:
            return True
    return False


_LINES = re.compile(r"[^\n]{1,600}")


# -- mazes --------------------------------------------------------------------------------------
def _grid(block: str) -> list[list[str]]:
    return [row.split() for row in block.splitlines() if _GRID_ROW.fullmatch(row)]


def _placed(grid: list[list[str]], token: str) -> tuple[int, int] | None:
    for r, row in enumerate(grid):
        if token in row:
            return r, row.index(token)
    return None


def _maze_restated_otherwise(grid: list[list[str]], after: str) -> bool:
    for m in _PLACED.finditer(after):
        token = "G" if m.group(1).lower() in ("g", "goal") else "P"
        at = _placed(grid, token)
        if at is not None and at != (int(m.group(2)), int(m.group(3))):
            return True
    return False


def _grid_after(after: str, sentence_end: int) -> list[list[str]]:
    """The maze rows written right after the sentence ending at ``sentence_end``."""
    rows = []
    for line in after[sentence_end:].lstrip("\n").split("\n", 12)[:12]:
        if _GRID_ROW.fullmatch(line):
            rows.append(line.split())
        elif rows or line.strip():
            break
    return rows


# -- alternatives --------------------------------------------------------------------------------
def _offered_cells(sentence: str) -> list[tuple[int, int]]:
    """The cells ``sentence`` offers: not named as the goal's, P's, a wall's or a later one."""
    cells = []
    for m in _CELL.finditer(sentence):
        if _OTHER_KIND.search(sentence[max(0, m.start() - 30) : m.start()].rstrip()):
            continue
        cells.append((int(m.group(1)), int(m.group(2))))
    return cells


def _offers_other(
    kind: str, value: str, answer_cells: set[tuple[int, int]], after: str, grid: list[list[str]]
) -> bool:
    kept = kept_at_end(after) if kind in _CELL_KINDS else None
    if kept is not None and set(_offered_cells(after[kept[0] : kept[1]])) <= answer_cells:
        # A pick closing the caveat and keeping the answer ("I picked the top edge", "(1, 1)
        # it is"; forty-first round): the offer before it is weighed and set aside.
        return False
    at = 0
    for m in _SENTENCE.finditer(after):
        sentence = m.group()
        at = m.end()
        if (
            not (_OFFER.search(sentence) or says_equal(sentence))
            or _REJECTS.search(sentence)
            or _KEEPS.search(sentence)
            or _ASIDE.match(sentence)
        ):
            continue
        if kind in ("path", "maze") and _BOTH_FINE.search(sentence):
            # Another whole answer named in words and called as good ("The top route is
            # equally short; both are fine.", "放在右下角也一样，哪个都行。"): no pick (41st round).
            return True
        if kind == "maze":
            other = _grid_after(after, at)
            if len(other) >= 3 and other != grid:
                return True
        elif kind == "shape":
            answer = shapes_named(value)
            named = {name for _, name in shapes_named(sentence)}
            if answer and named and answer[0][1] not in named:
                return True
        else:
            offered = _offered_cells(sentence)
            if kind == "path":
                if len(offered) >= 2 and set(offered) - answer_cells:
                    return True
            elif any(cell not in answer_cells for cell in offered):
                return True
    return False


def _sentences(text: str) -> list[str]:
    return [m.group() for m in _SENTENCE.finditer(text) if m.group().strip(" \t.!?")]


def restated_otherwise(text: str) -> bool:
    """Whether the answer is named again after (or beside) its line as another value, or
    another value of its kind is offered after it, with no pick (module docs). Never raises."""
    tail = text[-2 * _REACH :]
    labels = answer_labels(tail)
    if not labels:
        return False
    label = labels[-1]
    kind = label.group().rstrip(": \t").lower()
    end = value_end(tail, label.end())
    value = tail[label.end() : end]
    # A condition with its other case settled by a later sentence offers no other value
    # ("...; if it is open, call it a C instead. But it is closed: ..."; fifty-first round).
    after = without_settled_conditions(tail[end:][:_REACH])
    line = value.split("\n", 1)[0]
    stop = _PATH_SENTENCE_END.search(line) if kind == "path" else None
    if stop is not None and len(_CELL.findall(line, 0, stop.start() + 1)) >= 2:
        # A route stated mid-sentence: what follows its sentence is text after the answer.
        value = line = line[: stop.start() + 1]
        after = tail[label.end() + stop.end() :][:_REACH]
    cells = [(int(m.group(1)), int(m.group(2))) for m in _CELL.finditer(value)]
    grid = _grid(value) if kind == "maze" else []
    first = _CELL.search(line)
    if _two_on_line(tail, labels):
        return True
    restated = {
        "path": lambda: len(cells) >= 2 and route_restated_otherwise(cells, _sentences(after)),
        "move": lambda: (
            first is not None
            and (
                _cell_glossed_otherwise(line, first)
                or cell_translated_otherwise(line, after)
                or _cell_summarised_otherwise((int(first.group(1)), int(first.group(2))), after)
            )
        ),
        "rotate": lambda: turn_translated_otherwise(line, after),
        "shape": lambda: _shape_glossed_otherwise(line) or _shape_restated_after(line, after),
        "maze": lambda: bool(grid) and _maze_restated_otherwise(grid, after),
    }
    if kind in restated and restated[kind]():
        return True
    # "Answer:" lines name no kind; a cell answer's alternatives are cells.
    if kind not in _KINDS or not after.strip() or (kind in _CELL_KINDS and not cells):
        return False
    return _offers_other(kind, value, set(cells), after, grid)


_KINDS = ("move", "path", "shape", "maze", "rotate")
_PATH_SENTENCE_END = re.compile(r"\)[ \t]{0,3}[.!?][ \t]{1,3}(?=[A-Z])")
"""A sentence ending after a route's cell, the next opening with a capital: the route ends
there (thirty-seventh round, as the one-shot reader cuts it)."""
_CELL_KINDS = ("move", "path", "rotate")


def restatements_after(text: str) -> list[str]:
    """The sentences after the last answer line headed as a restatement ("In words:", "In
    short:", "That is, ...") or written as a bare list of moves: where a solve move's direction,
    which needs P's cell, is compared by the solve phase. Never raises; bounded."""
    tail = text[-2 * _REACH :]
    labels = answer_labels(tail)
    if not labels:
        return []
    after = tail[value_end(tail, labels[-1].end()) :][:_REACH]
    headed = [s for s in _sentences(after) if RESTATE_HEAD.match(s) or MOVE_LIST.fullmatch(s)]
    # The answer translated ("（中文：向下移动一格）"; thirty-seventh round): the same claim.
    return headed + translation_lines(after)


_ORDERED = re.compile(
    r"[\n.!?:]|(?<![a-z])(?:then|next|second|after|later|if|from|when|turn|step)(?![a-z])",
    re.IGNORECASE,
)


def _kind(label: re.Match[str]) -> str:
    return label.group().rstrip(": \t").lower()


def _plain(value: str) -> str:
    return " ".join(re.sub(r"[^\w()]+", " ", value).lower().split())


def _two_on_line(tail: str, labels: list[re.Match[str]]) -> bool:
    """Two labels of one kind on one answer line, naming different values ("MOVE: (2, 0)
    MOVE: (1, 1)", "MOVE: (1, 1); MOVE: (2, 0)"): alternatives with no pick (thirty-seventh
    round). The same value twice is one answer; a sentence break or a word ordering the two
    ("then", "second", "if from 1") makes them a sequence or conditions, read elsewhere."""
    if len(labels) < 2:
        return False
    first, last = labels[-2], labels[-1]
    between = tail[first.end() : last.start()]
    if _kind(first) != _kind(last) or _ORDERED.search(between):
        return False
    stop = tail.find("\n", last.end())
    second = tail[last.end() : stop if stop >= 0 else len(tail)]
    one = _plain(tail[first.end() : last.start()])
    return bool(one) and one != _plain(second)

"""A route's summary naming another route (issue 35, forty-fifth round).

v52 and v53 gave a ``PATH:`` line along the top row and down the right column, then a summary
of another route: "总结：先沿左边一列向下，再沿底行向右到终点。" (down the left column first), "In
short, the player walks (1, 0) (2, 0) ..." (the left route's cells). The path says one route,
the summary another, and nothing picks: a grader does not decide. The summary is read as every
kind's restatement is (a heading or marker of saying it again,
:func:`.restate_markers.opens_restatement`) and compared with the path:

* a summary's first sentence naming **cells**: conflicting when it names a cell the path does
  not pass (in any order: "from (1, 0) to (4, 3) by way of (4, 0)" names the path's own);
* a summary naming the route in **direction words**: conflicting when its first move (the
  first direction word that is not a place: "向下" yes, "左边一列" no, "down the left column"
  yes, "the left column" no, "down column 0" yes; :data:`PLACE_WORDS`, :data:`LINES_ALONG`) is
  not the path's first step.

* a summary naming the route by the **sides** it goes along ("across the top and down the
  right side", "沿上边 ... 右侧"; forty-ninth round, :mod:`.route_sides`): conflicting when the
  path does not go along one of them; read before the first move, which such a summary
  often lacks ("across").

A line summarising the route by its direction of travel with no heading ("So the route goes
east along the top first, then down.", "It heads south down the left column", "路线先向右沿上边
走"; fifty-first round, v71) is a summary too: it opens with a subject and a verb of travel of
:data:`TRAVEL_OPENERS`, and is compared the same way.

A summary naming the path's own cells, sides or first step keeps it. One job: that comparison, on the
few lines after the last ``PATH:`` line. Bounded patterns on a bounded tail; linear; never
raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_content import ANSWER_WORD, CELL, WORD_MEANING
from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.restate_markers import opens_restatement
from agents.llm.reading.route_sides import goes_along, sides_named
from agents.llm.reading.vocabulary import DOWN, LEFT, RIGHT, UP, alternation, word_key

PLACE_WORDS: dict[str, tuple[str, ...]] = {
    "english": ("column", "row", "wall", "side", "edge", "corner", "corridor", "border"),
    "chinese": ("列", "行", "边", "墙", "角", "通道", "走廊"),
    "french": ("colonne", "ligne", "mur", "bord", "coin", "couloir"),
    "spanish": ("columna", "fila", "pared", "borde", "esquina", "pasillo"),
}  # fmt: skip
"""Nouns that make a direction word before them a place ("the left column", "左边一列")."""

LINES_ALONG: dict[str, tuple[str, ...]] = {
    "vertical": ("column", "列", "colonne", "columna"),
    "horizontal": ("row", "行", "ligne", "fila"),
}
"""The lines a move goes along: a direction word before a line of its own axis is a move
("down column 0", "right along row 4"), before one of the other axis a place ("the left
column"; forty-seventh round)."""
TRAVEL_OPENERS: dict[str, tuple[str, ...]] = {
    "english": ("the route", "the path", "this route", "this path", "my route", "my path", "it",
                "the player", "we"),
    "chinese": ("路线", "这条路线", "路径", "这条路径", "这条路", "也就是"),
    "french": ("le chemin", "le trajet", "la route", "il"),
    "spanish": ("la ruta", "el camino", "el recorrido"),
}  # fmt: skip
"""Subjects a summary of the route by its travel opens with ("So the route goes ..."), per
language; a verb of travel (:data:`TRAVEL_VERBS`) follows."""
TRAVEL_VERBS: dict[str, tuple[str, ...]] = {
    "english": ("goes", "heads", "runs", "travels", "moves", "walks", "first goes",
                "first heads", "first runs"),
    "chinese": ("先", "是先", "就是先"),
    "french": ("va", "part", "descend", "monte"),
    "spanish": ("va", "sigue", "baja", "sube"),
}  # fmt: skip
"""Verbs of travel after a subject of :data:`TRAVEL_OPENERS`, per language."""
_TRAVEL = re.compile(
    r"(?:(?:so|then|thus|所以|alors|así que)[ \t]{0,3}[,，]?[ \t]{0,3})?"
    rf"(?:{alternation(w for r in TRAVEL_OPENERS.values() for w in r)})[ \t]{{0,3}}"
    rf"(?:{alternation(w for r in TRAVEL_VERBS.values() for w in r)})(?![a-z])",
    re.IGNORECASE,
)

_ALONG = {UP: LINES_ALONG["vertical"], DOWN: LINES_ALONG["vertical"],
          LEFT: LINES_ALONG["horizontal"], RIGHT: LINES_ALONG["horizontal"]}  # fmt: skip
_PLACE_AFTER = re.compile(
    r"[ \t-]{0,2}(?:hand[ \t-]{1,2})?[边侧面]?[一的]?"
    rf"(?:{alternation(w for r in PLACE_WORDS.values() for w in r)})",
    re.IGNORECASE,
)
_MOVE_MARK = ("向", "往", "朝")
"""A Chinese direction word opening with these is a move ("向下"), whatever follows it."""
_ARTICLE_BEFORE = re.compile(r"(?:the|le|la|el|its)[ \t]{1,2}\Z", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=[ \t]|$)|[\u3002\uff01\uff1f]")
_STEP = {(-1, 0): UP, (1, 0): DOWN, (0, -1): LEFT, (0, 1): RIGHT}
_SUMMARY_LINES = 4
"""How many lines after the path are read for a summary."""
_REACH = 4000


def _cells(text: str) -> list[tuple[int, int]]:
    return [(int(m.group(1)), int(m.group(2))) for m in CELL.finditer(text)]


def _first_move(line: str) -> str | None:
    """The first direction word of ``line`` that is no place (module docs), by meaning."""
    for m in ANSWER_WORD.finditer(line):
        meaning = WORD_MEANING.get(word_key(m.group()))
        if meaning not in _STEP.values():
            continue
        if m.group().startswith(_MOVE_MARK):
            return meaning
        if _ARTICLE_BEFORE.search(line, 0, m.start()):
            continue
        place = _PLACE_AFTER.match(line, m.end())
        if place is not None and not place.group().lower().strip(" \t-").endswith(_ALONG[meaning]):
            continue
        return meaning
    return None


def _disagrees(line: str, path: list[tuple[int, int]]) -> bool:
    said = _cells(line)
    if said:
        # Any order: "from (1, 0) to (3, 2) by way of (3, 0)" names the path's own cells.
        return any(c not in path for c in said)
    sides = sides_named(line)
    if sides and len(path) >= 2:
        # The route by the sides it goes along (forty-ninth round): "across the top and down
        # the right side" has no first move of its own ("across"), its "down" a later leg.
        return not all(goes_along(path, side) for side in sides)
    first = _first_move(line)
    if first is None or len(path) < 2:
        return False
    step = (path[1][0] - path[0][0], path[1][1] - path[0][1])
    return _STEP.get(step) not in (None, first)


def path_summary_disagrees(text: str) -> bool:
    """After the last ``PATH:`` line, a summary naming another route (module docs)."""
    # The whole reply's labels: the other stages asked for them, so they are kept
    # (:func:`.answer_lines.answer_labels`); a slice of the reply would be read again.
    labels = answer_labels(text)
    if not labels or labels[-1].group()[:4].upper() != "PATH":
        return False
    end = value_end(text, labels[-1].end())
    after = text[end : end + _REACH]
    if not after.strip():
        return False  # the usual reply: nothing after the path
    summaries = [
        line
        for line in after.splitlines()[:_SUMMARY_LINES]
        if opens_restatement(stripped := line.lstrip(" \t>*_#-")) is not None
        or _TRAVEL.match(stripped) is not None
    ]
    if not summaries:
        return False  # no summary heading: the path's cells are not read
    path = _cells(text[labels[-1].end() : end][:_REACH])
    if len(path) < 2:
        return False
    for line in summaries:
        # The summary's first sentence: a later one may weigh another route ("The top route
        # was possible too, but I used the left one.").
        first = _SENTENCE_END.search(line, 0, 600)
        if _disagrees(line[: first.start() if first else 600], path):
            return True
    return False

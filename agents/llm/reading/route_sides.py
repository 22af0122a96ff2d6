"""The sides a route's summary says it goes along (issue 35, forty-ninth round).

v63 gave the left route (down column 0, along row 4) and then "So: across the top and down the
right side.": the summary names the other route by the sides it runs along, no cell and no
first move of its own ("across" has no direction; "down" is the other route's second leg).
A grader reads a side as an edge of the ground the route covers: the route goes along the
top when it runs along its topmost row, along the right side when it runs down its rightmost
column. This module says which sides a summary line names (:data:`SIDE_WORDS`, one row per
language and side) and whether a path goes along a side (two or more of its cells on that
edge of its bounding box: touching a corner is not going along).

A corner word is no side ("the bottom-right corner", "右下角": the place of the goal, not a
leg of the route), nor is a direction word opening a move ("向右边走"). Pure, bounded patterns
on one summary line; linear; never raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.vocabulary import alternation

SIDE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "english": {
        "top": ("the top", "top row", "top side", "top edge", "upper row", "upper edge",
                "upper side"),
        "bottom": ("the bottom", "bottom row", "bottom side", "bottom edge", "lower row",
                   "lower edge", "lower side"),
        "left": ("left side", "left column", "left edge", "left-hand side", "left hand side",
                 "left wall", "leftmost column"),
        "right": ("right side", "right column", "right edge", "right-hand side",
                  "right hand side", "right wall", "rightmost column"),
    },
    "chinese": {
        "top": ("上边", "上侧", "顶部", "顶行", "最上面一行", "最上一行"),
        "bottom": ("下边", "下侧", "底部", "底行", "最下面一行", "最下一行"),
        "left": ("左边", "左侧", "最左边一列", "最左一列"),
        "right": ("右边", "右侧", "最右边一列", "最右一列"),
    },
    "spanish": {
        "top": ("por arriba", "borde de arriba", "borde superior", "fila superior",
                "fila de arriba", "parte de arriba"),
        "bottom": ("por abajo", "borde de abajo", "borde inferior", "fila inferior",
                   "fila de abajo", "parte de abajo"),
        "left": ("lado izquierdo", "borde izquierdo", "columna izquierda",
                 "columna de la izquierda"),
        "right": ("lado derecho", "borde derecho", "columna derecha", "columna de la derecha"),
    },
    "french": {
        "top": ("par le haut", "le long du haut", "bord du haut", "bord supérieur",
                "ligne du haut", "rangée du haut"),
        "bottom": ("par le bas", "le long du bas", "bord du bas", "bord inférieur",
                   "ligne du bas", "rangée du bas"),
        "left": ("côté gauche", "bord gauche", "colonne de gauche"),
        "right": ("côté droit", "bord droit", "colonne de droite"),
    },
}  # fmt: skip
"""The words naming a side of the route's ground, per language and side."""

_SIDE_OF = {
    word.lower(): side
    for sides in SIDE_WORDS.values()
    for side, words in sides.items()
    for word in words
}
_SIDE = re.compile(alternation(_SIDE_OF), re.IGNORECASE)
_CORNER_AFTER = re.compile(r"[ \t-]{0,2}(?:left|right)(?![a-z])|[ \t]{0,2}[左右]?角", re.IGNORECASE)
"""After a side word, the rest of a corner's name ("the bottom-right", "上边的角")."""
_MOVE_BEFORE = re.compile(r"[向往朝][ \t]{0,2}\Z")


def sides_named(line: str) -> set[str]:
    """The sides ``line`` names (``"top"``, ``"bottom"``, ``"left"``, ``"right"``), corners
    and moves left out (module docs)."""
    named: set[str] = set()
    for m in _SIDE.finditer(line):
        if _CORNER_AFTER.match(line, m.end()) or _MOVE_BEFORE.search(line, 0, m.start()):
            continue
        named.add(_SIDE_OF[m.group().lower()])
    return named


def goes_along(path: list[tuple[int, int]], side: str) -> bool:
    """Whether ``path`` has two or more cells on the ``side`` edge of its bounding box."""
    if side in ("top", "bottom"):
        rows = [r for r, _ in path]
        edge = min(rows) if side == "top" else max(rows)
        return len({c for c in path if c[0] == edge}) >= 2
    cols = [c for _, c in path]
    edge = min(cols) if side == "left" else max(cols)
    return len({c for c in path if c[1] == edge}) >= 2

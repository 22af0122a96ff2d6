"""A maze's summary naming another ring size (issue 35, forty-fourth round).

v48 gave a 3x3 ring in the bottom-left corner of the grid and then "**Summary:** the final maze
is the 5x5 outer ring, ...": the rows say one maze, the summary another, and nothing picks. The
summary is read as the restatements of every kind are (a heading or a marker of saying it again,
:func:`.restate_markers.opens_restatement`): a size written before the ring's word ("the 5x5
outer ring", "a 3×3 square", "3x3 的环") is compared with the size of the open cells the rows
draw (their bounding box). A summary naming only other sizes makes the reply conflicting; one
naming the drawn size, or the grid's size for the grid ("a 5x5 maze"), keeps it.

Forty-fifth round (v52: "总结：我给出的是一个 3x3 的方形环，位于左下角。" after a 4x4 ring): the
Chinese ring words with their shape ("方形环", "正方形环"), and the corner the summary places
the ring in (:data:`CORNER_WORDS`, read when it names a size) against the corner the rows draw
it in (the open cells touching one vertical and one horizontal edge of the grid, not the
opposite ones): another corner makes the reply conflicting too.

Forty-seventh round (v59: "A 4x4 ring in the bottom-right, the player at its bottom-left
corner." right after a 3x3 ring): the first line after the rows read as a summary too when it
opens as a caption of the maze just given (:data:`.restate_markers.CAPTION_OPENERS`: "A ...",
"This is a ...", "一个 ...", one row per language).

Forty-eighth round (v60: "The ring is 4x4 in the top-left, with P at its bottom-right corner."
after a 3x3 ring): the caption is read by what it states, not by its first words: the first
line after the rows naming a ring's size, before the ring's word or after it ("the ring is 4x4",
"le carré fait 4x4", "这个环是 4x4 的"), is a caption, unless it speaks of the prompt's maze
or one supposed (:data:`.restate_markers.OTHER_MAZE_WORDS`: "The original ring was 5x5", "The
4x4 ring would not fit here.") or asks ("Would you like a version with a 3x3 ring instead?").

One job: that comparison. The grid is the answer line's rows; the summary lines are the few
after them. Bounded patterns on a few lines; linear; nothing here raises.
"""

from __future__ import annotations

import re

from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.restate_markers import (
    about_other_maze,
    opens_caption,
    opens_restatement,
)

_SIZED_RING = re.compile(
    r"(?<![\d])(\d{1,2})[ \t]{0,2}[xX×*][ \t]{0,2}(\d{1,2})(?![\d])[ \t]{0,3}"
    r"(?:(?:[a-z-]{1,12}[ \t]{1,3}){0,2}(?:ring|square|loop|outline|border|frame)s?(?![a-z])|"
    r"的?[ \t]{0,2}(?:(?:正?方形?|矩形)?(?:环|圈)|正方形))",
    re.IGNORECASE,
)
_RING_THEN_SIZE = re.compile(
    r"(?:(?<![a-z])(?:ring|square|loop|outline|border|frame|carré|anneau|boucle|cuadrado|"
    r"anillo|quadrat)s?(?![a-z])[ \t]{1,3}(?:is|was|measures|spans|fait|mesure|est|es|mide|"
    r"ist|misst)(?:[ \t]{1,3}(?:a|an|about|roughly|exactly|un|une|ein|eine))?[ \t]{1,3}|"
    r"(?:环|圈|正方形)"
    r"[ \t]{0,2}(?:的大小)?[ \t]{0,2}(?:是|为|有)?[ \t]{0,2})"
    r"(\d{1,2})[ \t]{0,2}[xX×*][ \t]{0,2}(\d{1,2})(?![\d])",
    re.IGNORECASE,
)
"""A ring's size written after its word and a verb of being or measuring ("the ring is 4x4",
"le carré fait 4x4", "这个环是 4x4 的"); "the ring runs around the 2x2 wall block" sizes
another thing."""
CORNER_WORDS: dict[tuple[str, str], tuple[str, ...]] = {
    ("top", "left"): ("左上角", "左上方", "top-left", "top left", "upper-left", "upper left",
                      "en haut à gauche", "superior izquierda", "arriba a la izquierda"),
    ("top", "right"): ("右上角", "右上方", "top-right", "top right", "upper-right", "upper right",
                       "en haut à droite", "superior derecha", "arriba a la derecha"),
    ("bottom", "left"): ("左下角", "左下方", "bottom-left", "bottom left", "lower-left",
                         "lower left", "en bas à gauche", "inferior izquierda",
                         "abajo a la izquierda"),
    ("bottom", "right"): ("右下角", "右下方", "bottom-right", "bottom right", "lower-right",
                          "lower right", "en bas à droite", "inferior derecha",
                          "abajo a la derecha"),
}  # fmt: skip
"""The grid's corners in words, per corner (every language in one row)."""
_CORNER_OF = {w.lower(): corner for corner, words in CORNER_WORDS.items() for w in words}
_CORNER = re.compile(
    "|".join(re.escape(w) for w in sorted(_CORNER_OF, key=len, reverse=True)), re.IGNORECASE
)
_SIZE = re.compile(r"\d[ \t]{0,2}[xX×*][ \t]{0,2}\d")
_OPEN_CELL = frozenset("0PGSE")
_SUMMARY_LINES = 6
"""How many lines after the rows are read for a summary."""


def _drawn_size(rows: list[list[str]]) -> tuple[int, int] | None:
    """The height and width of the open cells' bounding box, or None when none is open."""
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in _OPEN_CELL]
    if not cells:
        return None
    rs, cs = [r for r, _ in cells], [c for _, c in cells]
    return max(rs) - min(rs) + 1, max(cs) - min(cs) + 1


def _drawn_corner(rows: list[list[str]]) -> tuple[str, str] | None:
    """The corner of the grid the open cells sit in, or None when they touch no single one."""
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in _OPEN_CELL]
    if not cells or not rows:
        return None
    last_row, last_col = len(rows) - 1, max(len(row) for row in rows) - 1
    rs, cs = [r for r, _ in cells], [c for _, c in cells]
    top, bottom = min(rs) == 0, max(rs) == last_row
    left, right = min(cs) == 0, max(cs) == last_col
    if top == bottom or left == right:
        return None
    return ("top" if top else "bottom", "left" if left else "right")


def maze_summary_disagrees(text: str) -> bool:
    """After the last ``MAZE:`` answer's rows, a summary naming ring sizes, none of them the
    size the rows draw (module docs). Never raises."""
    tail = text[-8000:]
    labels = answer_labels(tail)
    if not labels or labels[-1].group()[:1] not in "Mm" or labels[-1].group()[:4].upper() != "MAZE":
        return False
    rest = tail[labels[-1].end() :]
    if not ("x" in rest or "×" in rest or "X" in rest or "*" in rest) or not _SIZE.search(rest):
        return False  # the cheap precondition: no "NxN" after the label (a literal scan first)
    end = value_end(tail, labels[-1].end())
    after = tail[end : end + 3000]
    named: list[set[tuple[int, int]]] = []
    corners: set[tuple[str, str]] = set()
    lines = after.splitlines()[:_SUMMARY_LINES]
    caption = next((line for line in lines if line.strip()), "")
    for line in lines:
        said = line[:600]
        if not _SIZE.search(said):
            continue  # no "NxN" on the line: nothing to compare
        sizes = {
            (int(m.group(1)), int(m.group(2)))
            for pattern in (_SIZED_RING, _RING_THEN_SIZE)
            for m in pattern.finditer(said)
        }
        # A caption is read by what it states (forty-eighth round), not only by its opener.
        captioned = line is caption and (opens_caption(line) or not about_other_maze(said))
        if sizes and (captioned or opens_restatement(line.lstrip(" \t>*_#-"))):
            named.append(sizes)
            corners |= {_CORNER_OF[m.group().lower()] for m in _CORNER.finditer(said)}
    if not named:
        return False  # the usual reply: no summary naming a size, the rows are not read
    rows = [line.split() for line in tail[labels[-1].end() : end].splitlines() if line.strip()]
    drawn = _drawn_size(rows)
    if drawn is not None and any(drawn not in sizes for sizes in named):
        return True
    corner = _drawn_corner(rows) if corners else None
    return corner is not None and corner not in corners

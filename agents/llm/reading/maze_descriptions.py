"""Words about a maze naming another shape than its rows draw (issue 35, forty-ninth round).

v63 introduced its maze with "Here's a maze whose open cells form a cross:" and drew a ring:
the words say one maze, the rows another, and nothing picks; a grader does not decide. Earlier
rounds compared what a summary or caption *after* the rows says of the ring's size and corner
(:mod:`.maze_summaries`); this stage compares the **shape** a line about the maze names, read
by the registry's names in every language (:func:`.restatements.shapes_named`: "cross",
"plus sign", "十字形", "螺旋形"), with the shape the rows draw
(:func:`envs.maze_nav.shape_classify.classify_shape`), on both sides of the maze:

* the line introducing it, right before the ``MAZE:`` label: one ending in a colon, or one
  speaking of a maze ("Below is a maze shaped like a spiral.", "下面这个迷宫 ...");
* the line right after the rows when it opens as a summary or a caption (the openers of
  :mod:`.restate_markers`).

A line about the prompt's maze or one supposed ("The original was a square",
:func:`.restate_markers.about_other_maze`), a shape ruled out ("not a cross"), a single letter
(a "5X5" is no X) and rows that draw no registered shape decide nothing here. One job: that
comparison. A few bounded lines; linear; never raises.
"""

from __future__ import annotations

import re

import numpy as np

from agents.llm.reading.answer_lines import answer_labels, value_end
from agents.llm.reading.restate_markers import about_other_maze, opens_caption, opens_restatement
from agents.llm.reading.restatements import shapes_named
from envs.maze_nav.shape_classify import classify_shape

MAZE_WORDS = ("maze", "迷宫", "迷宮", "laberinto", "labyrinthe", "labirinto", "labyrinth")
"""The word for a maze, per language: a line before the label speaking of one introduces it."""
_MAZE_WORD = re.compile("|".join(MAZE_WORDS), re.IGNORECASE)
_ROW = re.compile(r"[ \t]{0,8}[01PG](?:[ \t]{1,3}[01PG]){2,40}[ \t]{0,8}")
_SENTENCE_END = re.compile(r"[.!?](?=[ \t])|[\u3002\uff01\uff1f]")
_LINE = 600
"""How much of a line is read."""


def _drawn_shape(block: str) -> str | None:
    rows = [row.split() for row in block.splitlines() if _ROW.fullmatch(row)]
    if not rows or any(len(row) != len(rows) for row in rows):
        return None
    return classify_shape(np.array([[cell != "1" for cell in row] for row in rows]))


def _named(line: str) -> set[str]:
    """The shapes ``line`` names by a word (not a lone letter), unless it speaks of another
    maze."""
    line = line[:_LINE]
    if about_other_maze(line):
        return set()
    return {name for at, name in shapes_named(line) if not _lone_letter(line, at)}


def _lone_letter(line: str, at: int) -> bool:
    """A single character standing alone ("5X5", "3×3"), not a word's start or "C shape"."""
    return not line[at + 1 : at + 2].isalpha() and _SHAPE_AFTER.match(line, at + 1) is None


_SHAPE_AFTER = re.compile(r"[ \t-]{0,2}(?:shaped?|形|字|型)", re.IGNORECASE)


def maze_described_otherwise(text: str) -> bool:
    """The line introducing the last ``MAZE:`` answer, or the summary right after its rows,
    names a shape and not the one the rows draw (module docs). Never raises."""
    tail = text[-8000:]
    labels = answer_labels(tail)
    if not labels or labels[-1].group()[:4].upper() != "MAZE":
        return False
    label = labels[-1]
    before = tail[: label.start()].rstrip().rsplit("\n", 1)[-1].strip(" \t*_#>")
    # Its last sentence: "That is a plus sign, not a square. Corrected:" introduces with
    # "Corrected:", the sentence before it speaking of the maze before.
    before = _SENTENCE_END.split(before[-_LINE:])[-1]
    end = value_end(tail, label.end())
    after = next((line for line in tail[end : end + 3000].splitlines() if line.strip()), "")
    named: set[str] = set()
    if before.endswith((":", "\uff1a")) or _MAZE_WORD.search(before[:_LINE]):
        named |= _named(before)
    opener = after.lstrip(" \t>*_#-")
    if opens_restatement(opener) or opens_caption(opener):
        named |= _named(after)
    if not named:
        return False  # the usual reply: no shape named about the maze, its rows not read
    drawn = _drawn_shape(tail[label.end() : end])
    return drawn is not None and drawn not in named

"""The maze specification's reference checks, re-implemented from its description.

Our own code doing the reference's work, so the benchmarks can time it (``bench_scoring.py``)
and measure its verdicts (``bench_agreement.py``) on this machine, in the same run as ours:

* generation: the reply passes when the text of any other placement of the shape (every start
  and goal) occurs in it; the reference rebuilds that set on every call;
* recognition: one case-insensitive word-boundary regex of the shape's keywords, built per call;
* one-shot: ``(r, c)`` pairs, then a walk back from the goal's last mention, each step to an
  adjacent corridor cell, until the start.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import permutations

import numpy as np

from envs.maze_nav.logic import CORRIDOR, GOAL, PLAYER, WALL, Maze
from envs.maze_nav.shapes import placements
from envs.maze_nav.text import encode


def reference_encodings(original: np.ndarray, encoding: str, shape: str) -> set[str]:
    """The text of every placement of ``shape`` with every start and goal, the original left out."""
    size = int(original.shape[0])
    found = set()
    for corridors in placements(shape, size):
        cells = [tuple(int(v) for v in c) for c in np.argwhere(corridors)]
        base = np.where(corridors, CORRIDOR, WALL).astype(np.int8)
        for start, goal in permutations(cells, 2):
            codes = base.copy()
            codes[start], codes[goal] = PLAYER, GOAL
            found.add(encode(codes, encoding))
    found.discard(encode(original, encoding))
    return found


def reference_generation(reply: str, original: np.ndarray, encoding: str, shape: str) -> bool:
    """Is the text of any other placement a substring of the reply (the set rebuilt per call)?"""
    return any(e in reply for e in reference_encodings(original, encoding, shape))


def reference_recognition(reply: str, words: Sequence[str]) -> bool:
    """Any of ``words`` on word boundaries, case-insensitive, with one regex built per call."""
    pattern = r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b"
    return re.search(pattern, reply, re.IGNORECASE) is not None


def reference_solution(reply: str, maze: Maze) -> bool:
    """``(r, c)`` pairs, then a walk back from the last goal to the start over adjacent corridors."""
    coords = [(int(a), int(b)) for a, b in re.findall(r"\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)", reply)]
    if maze.goal not in coords:
        return False
    i = len(coords) - 1 - coords[::-1].index(maze.goal)
    n = maze.size
    while i > 0:
        if coords[i] == maze.start:
            return True
        r, c = coords[i]
        nr, nc = coords[i - 1]
        ok = max(abs(nr - r), abs(nc - c)) == 1 and 0 <= nr < n and 0 <= nc < n
        if not (ok and maze.corridors[nr, nc]):
            return False
        i -= 1
    return coords[0] == maze.start

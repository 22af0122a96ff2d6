"""Program scorers for the three phases: recognition, generation, and a one-shot solution.

Every verdict reuses MazeNav's own rules (``envs.maze_nav``): the text parsers, the shape
classifier, BFS under the shape's connectivity. Model output is untrusted: no scorer raises on
it; each returns a result saying what was found and, when it failed, why.

Recognition: which rule decides
===============================

The seed marks a recognition correct when the reply contains a keyword of the right shape
(:data:`SHAPE_SYNONYMS`, matched case-insensitively on word boundaries; plurals and
``-shaped``/``-like`` endings count, and hyphens/spaces inside a phrase are interchangeable:
"semi-circle" = "semicircle" = "semi circle"). Three refinements make it dependable:

1. **The committed answer.** The prompt asks for a final ``SHAPE: <name>`` line. When the reply
   has such a line, only the text after the *last* ``SHAPE:`` label is scored; otherwise the
   whole reply is. So "it is not a square ... SHAPE: spiral" is a spiral, not a square.
2. **Single letters** (``C``, ``X``, ``Z``) count only when written as a capital letter standing
   alone (not touching another letter or digit), or in either case when followed by ``shape``
   / ``-shaped`` ("c-shape", "Z shaped"). Coordinates ("cell (2, 3)", "(r, c)", "r2 c3"),
   dimensions ("5 x 5", "5x5") and quoted code such as ``x = 3`` never count: coordinate tuples
   and ``N x M`` products are blanked out before matching.
3. **"times"** (the seed's cross synonym) counts only as "times sign"/"times symbol" or the
   character ``×``/``✕``; plain "times" is too common in prose ("I tried three times").

Negations are not understood ("not a square" still names a square unless a ``SHAPE:`` line
follows). The *predicted* label is the one shape named in the scored text, ``"none"`` when it
names no shape and ``"ambiguous"`` when it names several; ``success`` is the seed's binary rule
(the right shape is named), so an ambiguous answer that includes the right shape is a success
for the seed's rate but not on the confusion matrix's diagonal.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from envs.maze_nav.logic import (
    CORRIDOR,
    GOAL,
    PLAYER,
    WALL,
    Cell,
    Maze,
    action_for_target,
    bfs_distances,
    maze_problem,
    step_position,
)
from envs.maze_nav.shapes import DEFAULT_CONNECTIVITY, SHAPES, classify_shape
from envs.maze_nav.text import COORDINATE_RE, ENCODERS, find_coordinates, parse

NONE = "none"
AMBIGUOUS = "ambiguous"

SHAPE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "square": (
        "square",
        "box",
        "cube",
        "quadrilateral",
        "symmetrical rectangle",
        "rectangle",
        "rectangular",
        "hollow square",
        "square ring",
    ),
    "cross": (
        "cross",
        "X",
        "X shape",
        "crossed lines",
        "times sign",
        "times symbol",
        "multiplication sign",
        "multiplication symbol",
        "saltire",
        "×",
        "✕",
    ),
    "spiral": ("spiral", "spiraling", "spiralling", "helix", "helical", "coil", "whorl", "swirl"),
    "triangle": ("triangle", "triangular", "pyramid", "trilateral", "isosceles"),
    "C": ("C", "C shape", "crescent", "half circle", "semicircle", "semi circle", "horseshoe"),
    "Z": ("Z", "Z shape", "zigzag", "zig zag", "lightning bolt", "lightning"),
}
"""The seed's keyword lists per shape (registry order = ``SHAPES`` order)."""

if tuple(SHAPE_SYNONYMS) != tuple(SHAPES):  # pragma: no cover - a new shape needs its keywords
    raise RuntimeError(f"SHAPE_SYNONYMS must list exactly the shapes {list(SHAPES)}")

_EDGE_L = r"(?<![A-Za-z0-9])"
_EDGE_R = r"(?![A-Za-z0-9])"
_SUFFIX = r"(?:e?s|[\s-]?shaped?|[\s-]?like)?"
_SHAPE_WORD = r"[\s-]?shaped?\b"


def _phrase_pattern(phrase: str) -> str:
    words = [re.escape(w) for w in re.split(r"[\s-]+", phrase) if w]
    return r"[\s-]?".join(words)


def _compile(shape: str) -> re.Pattern[str]:
    parts = []
    for synonym in SHAPE_SYNONYMS[shape]:
        if len(synonym) == 1 and synonym.isalpha():
            letter = synonym.upper()
            # A capital letter alone, or either case when "shape(d)" follows.
            parts.append(rf"{_EDGE_L}(?-i:{letter}){_EDGE_R}")
            parts.append(rf"{_EDGE_L}[{letter}{letter.lower()}]{_SHAPE_WORD}")
        elif len(synonym) == 1:
            parts.append(re.escape(synonym))
        elif len(synonym.split()[0]) == 1 and synonym.split()[0].isalpha():
            continue  # "X shape" etc. are covered by the letter rule above
        else:
            parts.append(rf"{_EDGE_L}{_phrase_pattern(synonym)}{_SUFFIX}{_EDGE_R}")
    return re.compile("|".join(parts), re.IGNORECASE)


_PATTERNS: dict[str, re.Pattern[str]] = {shape: _compile(shape) for shape in SHAPE_SYNONYMS}
_ANSWER_LABEL = re.compile(r"\bshape\s*[:=]", re.IGNORECASE)
# Dimensions "5 x 5", "5x5", "5×5"; generic parenthesised pairs "(r, c)", "(x, y)".
_PRODUCT = re.compile(r"\d\s*[xX×]\s*\d")
_PAIR = re.compile(r"[(\[]\s*[A-Za-z0-9]{1,3}\s*[,;]\s*[A-Za-z0-9]{1,3}\s*[)\]]")
_ASSIGN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]\s*(?:==?|<|>)\s*\d")
_MAX_TEXT = 200_000


def _blank(match: re.Match[str]) -> str:
    return " " * (match.end() - match.start())


def _clean(text: str) -> str:
    """Blank out coordinates, dimensions and assignments so their letters never match."""
    text = text[-_MAX_TEXT:]
    for pattern in (COORDINATE_RE, _PAIR, _PRODUCT, _ASSIGN):
        text = pattern.sub(_blank, text)
    return text


def shapes_named(text: object) -> list[str]:
    """The shapes whose keywords occur in ``text`` (after cleaning), in ``SHAPES`` order.

    This is the seed's keyword rule without the ``SHAPE:`` refinement. Never raises.
    """
    if not isinstance(text, str):
        return []
    cleaned = _clean(text)
    return [shape for shape, pattern in _PATTERNS.items() if pattern.search(cleaned)]


def answer_text(text: str) -> str:
    """The text after the last ``SHAPE:`` label if the reply has one, else the whole reply."""
    labels = list(_ANSWER_LABEL.finditer(text))
    if labels:
        tail = text[labels[-1].end() :]
        if shapes_named(tail):
            return tail
    return text


@dataclass(frozen=True)
class RecognitionScore:
    """A recognition answer scored.

    Attributes:
        success: the right shape is named (the seed's binary verdict).
        predicted: the one shape named, ``"none"`` or ``"ambiguous"``.
        named: every shape named in the scored text.
    """

    success: bool
    predicted: str
    named: tuple[str, ...]

    def as_record(self) -> dict[str, Any]:
        return {"success": self.success, "predicted": self.predicted}


def score_recognition(text: object, shape: str) -> RecognitionScore:
    """Score a recognition reply against the maze's true ``shape`` (see the module docs)."""
    if shape not in SHAPE_SYNONYMS:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPE_SYNONYMS)}")
    if not isinstance(text, str):
        return RecognitionScore(False, NONE, ())
    named = tuple(shapes_named(answer_text(text)))
    if not named:
        predicted = NONE
    elif len(named) == 1:
        predicted = named[0]
    else:
        predicted = AMBIGUOUS
    return RecognitionScore(shape in named, predicted, named)


# -- generation -----------------------------------------------------------------------------------

_MAZE_LABEL = re.compile(r"\bmaze\s*:", re.IGNORECASE)


@dataclass(frozen=True)
class GenerationScore:
    """The seed's four generation verdicts; ``success`` is all four.

    Attributes:
        valid_format: a grid of the right size parsed, with only the four codes, exactly one
            player and one goal.
        shape_preserved: its corridor cells (player and goal included) are a placement of the
            original's shape at that size.
        novel: it differs from the original maze (start and goal included).
        path_valid: the goal is reachable from the player under the shape's connectivity.
        reason: why it failed (the first failing verdict), or None.
        codes: the parsed code grid, or None.
    """

    valid_format: bool
    shape_preserved: bool
    novel: bool
    path_valid: bool
    reason: str | None
    codes: np.ndarray | None = None

    @property
    def success(self) -> bool:
        return self.valid_format and self.shape_preserved and self.novel and self.path_valid

    def as_record(self) -> dict[str, Any]:
        return {
            "success": self.success,
            "valid_format": self.valid_format,
            "shape_preserved": self.shape_preserved,
            "novel": self.novel,
            "path_valid": self.path_valid,
            "reason": self.reason,
        }


def _parse_generated(text: str, encoding: str, size: int) -> tuple[np.ndarray | None, str | None]:
    labels = list(_MAZE_LABEL.finditer(text))
    if labels:
        parsed = parse(text[labels[-1].end() :], encoding, size)
        if parsed.ok:
            return parsed.codes, None
    parsed = parse(text, encoding, size)
    return parsed.codes, parsed.error


def score_generation(
    text: object, original: Maze | np.ndarray, encoding: str, shape: str
) -> GenerationScore:
    """Score a generated maze against the ``original`` (a Maze or its code grid).

    Args:
        text: the model's reply.
        original: the maze the model was shown.
        encoding: ``"matrix"`` or ``"coord_list"``, the encoding asked for.
        shape: the original's shape; its connectivity (``DEFAULT_CONNECTIVITY``) judges the path.
    """
    if encoding not in ENCODERS:
        raise ValueError(f"encoding={encoding!r} is not a text encoding; allowed: {list(ENCODERS)}")
    if shape not in SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPES)}")
    orig = original.codes() if isinstance(original, Maze) else np.asarray(original)
    size = int(orig.shape[0])
    if not isinstance(text, str):
        return GenerationScore(False, False, False, False, "no reply")
    codes, error = _parse_generated(text, encoding, size)
    if codes is None:
        return GenerationScore(
            False, False, False, False, f"no {size}x{size} {encoding} maze found ({error})"
        )
    # Format is every rule of maze_problem except reachability: open every wall and ask again.
    problem = maze_problem(np.where(codes == WALL, CORRIDOR, codes), 8)
    valid_format = problem is None
    corridors = codes != WALL
    shape_preserved = classify_shape(corridors) == shape
    novel = not np.array_equal(codes, orig)
    path_valid = False
    if valid_format:
        start = tuple(int(v) for v in np.argwhere(codes == PLAYER)[0])
        goal = tuple(int(v) for v in np.argwhere(codes == GOAL)[0])
        path_valid = bool(bfs_distances(corridors, start, DEFAULT_CONNECTIVITY[shape])[goal] > 0)
    reason = None
    if not valid_format:
        reason = f"malformed maze: {problem}"
    elif not shape_preserved:
        found = classify_shape(corridors)
        reason = f"corridors match no {shape} template" + (
            f" (they form a {found})" if found else ""
        )
    elif not novel:
        reason = "identical to the original maze"
    elif not path_valid:
        reason = (
            f"goal unreachable from the player with {DEFAULT_CONNECTIVITY[shape]}-directional moves"
        )
    return GenerationScore(valid_format, shape_preserved, novel, path_valid, reason, codes)


# -- one-shot solution ----------------------------------------------------------------------------


@dataclass(frozen=True)
class SolutionCheck:
    """A whole path written at once, traced back from the goal.

    Attributes:
        success: the trace reached the start through legal moves.
        path: the traced cells from start to goal (empty when the goal is never mentioned).
        reason: ``"no_goal"``, ``"illegal_move"`` or ``"start_not_reached"``, or None.
    """

    success: bool
    path: tuple[Cell, ...]
    reason: str | None

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["path"] = [list(c) for c in self.path]
        return d


def check_solution(text: object, maze: Maze) -> SolutionCheck:
    """The seed's one-shot check: from the last mention of the goal, walk the coordinates back.

    Consecutive repeats of a cell are ignored; every other step back must be one legal move
    (adjacent under the maze's connectivity, onto a corridor cell). Success when the walk
    reaches the start. Never raises on ``text``.
    """
    coords = find_coordinates(text) if isinstance(text, str) else []
    goal_at = [i for i, c in enumerate(coords) if c == maze.goal]
    if not goal_at:
        return SolutionCheck(False, (), "no_goal")
    trace = [maze.goal]
    for cell in reversed(coords[: goal_at[-1]]):
        if cell == trace[-1]:
            continue
        if not _legal(maze, cell, trace[-1]):
            return SolutionCheck(False, tuple(reversed(trace)), "illegal_move")
        trace.append(cell)
        if cell == maze.start:
            return SolutionCheck(True, tuple(reversed(trace)), None)
    if maze.goal == maze.start:
        return SolutionCheck(True, (maze.goal,), None)
    return SolutionCheck(False, tuple(reversed(trace)), "start_not_reached")


def _legal(maze: Maze, frm: Cell, to: Cell) -> bool:
    n = maze.size
    if not (0 <= frm[0] < n and 0 <= frm[1] < n and maze.corridors[frm]):
        return False
    action = action_for_target(frm, to, maze.connectivity)
    return (
        action is not None
        and step_position(maze.corridors, frm, action, maze.connectivity)[1] is None
    )

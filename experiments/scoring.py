"""Program scorers for the three phases: recognition, generation, and a one-shot solution.

Every verdict reuses MazeNav's own rules (``envs.maze_nav``): the text parsers, the shape
classifier, reachability under the shape's connectivity. Model output is untrusted: no scorer
raises on it, and every pattern that reads it runs in linear time (a megabyte of whitespace,
digits or brackets is read in milliseconds; ``benchmarks/bench_scoring.py`` prints the slowest
case). Each scorer returns a result saying what was found and, when it failed, why.

Recognition: which rule decides
===============================

The specification marks a recognition correct when the reply contains a keyword of the right
shape, case-insensitively. Our lists (:data:`SHAPE_SYNONYMS`) are the specification's, the
reference implementation's where unambiguous, and their plain variants; they match on word
boundaries, plurals and ``-shaped``/``-like`` endings count, and hyphens and spaces inside a
phrase are interchangeable ("semi-circle" = "semicircle" = "semi circle").

**The committed answer.** The prompt asks for a final ``SHAPE: <name>`` line. When the reply has
one, only the text after the *last* ``SHAPE:`` label is scored (if it names a shape at all);
otherwise the whole reply is. So "it is not a square ... SHAPE: spiral" is a spiral. The *answer
line* is the first non-blank line after that label.

==========================================  ==========  ===========================================
what the reply writes                       counts?     why
==========================================  ==========  ===========================================
a keyword of :data:`SHAPE_SYNONYMS`         yes         the specification's keyword rule
``C``, ``X``, ``Z`` as a lone capital       yes         "a Z", "like an X." (never inside words)
``c-shape``, ``z shaped``, ``x-like``       yes         a letter with "shape"/"shaped"/"like"
``SHAPE: c``, ``SHAPE: **z**``              yes         lowercase letter as the answer line's word
``SHAPE: times``, ``SHAPE: multiplication``  yes         :data:`ANSWER_LINE_SYNONYMS`: they name a
``SHAPE: crossing``, ``SHAPE: curved line``             shape only as the committed answer
"times sign", "multiplication sign", ×, ✕   yes         unambiguous anywhere
"tried three times", "multiplication"       no          everyday words outside the answer line
"crossing the wall", "a curved line"        no          likewise (they describe paths, not shapes)
lowercase ``c``/``x``/``z`` in prose        no          "cell c", "x = 3" are not answers
coordinates ``(2, c)``, ``r2 c3``, ``5x5``  no          blanked out before matching
``x = 3``, ``z < 4``                        no          code, blanked out before matching
==========================================  ==========  ===========================================

Reference keywords left out: ``right-angled quadrilateral`` and ``symmetric quadrilateral``
(already covered by ``quadrilateral``). Negations are not understood ("not a square" still names
a square unless a ``SHAPE:`` line follows). The *predicted* label is the one shape named in the
scored text, ``"none"`` when it names no shape and ``"ambiguous"`` when it names several;
``success`` is the specification's binary rule (the right shape is named), so an ambiguous answer
that includes the right shape is a success for the rate but off the confusion matrix's diagonal.

Generation: which maze is scored
================================

The specification scores *one* generated maze. The prompt asks for a line ``MAZE:`` and then the
maze. The scored maze is found in this order, in the encoding the prompt asked for:

1. the reply's answer cues are ``MAZE:`` (as the prompt writes it), "new/generated/final maze:"
   and "final answer:"; take the *last* cue that is followed by a complete maze, and score the
   *first complete maze block after it* (up to the next cue);
2. with no such cue, the first complete maze block in the reply.

A block is bounded by the lines that belong to it (:func:`envs.maze_nav.text.matrix_blocks`,
:func:`envs.maze_nav.text.coord_list_blocks`): whatever follows it (a path "from P to G", notes,
"Start: top row.", a second maze) cannot change it. Writing several mazes gains nothing: exactly
one is scored, and a restated original scored instead of the new one fails as "identical". Only
the last :data:`MAX_CUES` cues are considered.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, SHAPE_NAMES
from envs.maze_nav.logic import (
    GOAL,
    PLAYER,
    WALL,
    Cell,
    Maze,
    bfs_distances,
    move_problem,
)
from envs.maze_nav.shapes import shape_of_key
from envs.maze_nav.text import (
    COORDINATE_RE,
    ENCODERS,
    MAX_REPLY_CHARS,
    find_coordinates,
    parse,
)

NONE = "none"
AMBIGUOUS = "ambiguous"

SHAPE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "square": (
        "square",
        "box",
        "cube",
        "quadrilateral",
        "four-sided polygon",
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
    "spiral": (
        "spiral",
        "spiraling",
        "spiralling",
        "helix",
        "helical",
        "coil",
        "whorl",
        "swirl",
        "vortex",
    ),
    "triangle": (
        "triangle",
        "triangular",
        "pyramid",
        "trilateral",
        "three-sided polygon",
        "isosceles",
    ),
    "C": (
        "C",
        "C shape",
        "crescent",
        "half circle",
        "semicircle",
        "semi circle",
        "horseshoe",
        "open curve",
    ),
    "Z": ("Z", "Z shape", "zigzag", "zig zag", "lightning bolt", "lightning"),
}
"""Keywords that name each shape anywhere in the scored text (registry order = ``SHAPE_NAMES``)."""

ANSWER_LINE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "cross": ("x", "times", "multiplication", "crossing"),
    "C": ("c", "curved line"),
    "Z": ("z",),
}
"""Words that name a shape only as the first word of the committed answer line (``SHAPE: c``):
the specification lists them, but in prose they are everyday words or letters."""

if tuple(SHAPE_SYNONYMS) != tuple(SHAPE_NAMES):  # pragma: no cover - a new shape needs its keywords
    raise RuntimeError(f"SHAPE_SYNONYMS must list exactly the shapes {list(SHAPE_NAMES)}")

_SUFFIX = r"(?:e?s|[\s-]?shaped?|[\s-]?like)?(?![a-z0-9])"
_LETTER_SHAPE = r"[\s-]?(?:shaped?|like)\b"


def _phrase_pattern(phrase: str) -> str:
    words = [re.escape(w) for w in re.split(r"[\s-]+", phrase.lower()) if w]
    return r"[\s-]?".join(words)


def _keyword(synonym: str) -> re.Pattern[str]:
    """A pattern for one keyword, run on lowercased text.

    Each pattern starts with a literal (the word boundary is checked by a lookbehind placed after
    it), so the regex engine scans for that literal instead of trying the pattern at every
    position: a few milliseconds per 200 kB whatever the text.
    """
    if len(synonym) == 1 and synonym.isalpha():
        letter = synonym.lower()
        return re.compile(rf"{letter}(?<![a-z0-9]{letter}){_LETTER_SHAPE}")
    if len(synonym) == 1:
        return re.compile(re.escape(synonym))
    words = [w for w in re.split(r"[\s-]+", synonym.lower()) if w]
    first = re.escape(words[0])
    rest = "".join(r"[\s-]?" + re.escape(w) for w in words[1:])
    return re.compile(rf"{first}(?<![a-z0-9]{first}){rest}{_SUFFIX}")


# "X shape" and the like are covered by the letter's own pattern ("x" + "shape"/"like").
_KEYWORDS: dict[str, tuple[re.Pattern[str], ...]] = {
    shape: tuple(_keyword(s) for s in synonyms if not (len(s) > 1 and len(s.split()[0]) == 1))
    for shape, synonyms in SHAPE_SYNONYMS.items()
}
# A capital C, X or Z standing alone counts in any text (case matters, so run on the original).
_CAPITALS: dict[str, re.Pattern[str]] = {
    shape: re.compile(rf"{letter}(?<![A-Za-z0-9]{letter})(?![A-Za-z0-9])")
    for shape, synonyms in SHAPE_SYNONYMS.items()
    for letter in synonyms
    if len(letter) == 1 and letter.isalpha()
}
_ANSWER_WORDS: dict[str, str] = {
    word: shape for shape, words in ANSWER_LINE_SYNONYMS.items() for word in words
}
# The answer line's first word (after markdown and an article), matched against the words above.
_ANSWER_LINE = re.compile(
    r"\A[\s*_`'\"(\[-]*(?:(?:an?|the)\s+)?(?P<word>"
    + "|".join(_phrase_pattern(w) for w in sorted(_ANSWER_WORDS, key=len, reverse=True))
    + r")(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_ANSWER_LABEL = re.compile(r"\bshape\s*[:=]", re.IGNORECASE)
# Dimensions "5 x 5", "5x5", "5×5"; generic parenthesised pairs "(r, c)", "(x, y)"; comparisons.
# Written so that no run of whitespace can be split two ways (linear time on any input).
_PRODUCT = re.compile(r"\d\s*[xX×]\s*\d")
_PAIR = re.compile(r"[(\[]\s*[A-Za-z0-9]{1,3}\s*[,;]\s*[A-Za-z0-9]{1,3}\s*[)\]]")
_ASSIGN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]\s*(?:==?|<|>)\s*\d")


def _blank(match: re.Match[str]) -> str:
    return " " * (match.end() - match.start())


def _clean(text: str) -> str:
    """Blank out coordinates, dimensions and assignments so their letters never match."""
    for pattern in (COORDINATE_RE, _PAIR, _PRODUCT, _ASSIGN):
        text = pattern.sub(_blank, text)
    return text


def shapes_named(text: object) -> list[str]:
    """The shapes whose keywords occur in ``text`` (after cleaning), in ``SHAPE_NAMES`` order.

    This is the specification's keyword rule without the ``SHAPE:`` refinement. Never raises.
    """
    if not isinstance(text, str):
        return []
    cleaned = _clean(text[-MAX_REPLY_CHARS:])
    lowered = cleaned.lower()
    return [
        shape
        for shape, patterns in _KEYWORDS.items()
        if any(p.search(lowered) for p in patterns)
        or (shape in _CAPITALS and _CAPITALS[shape].search(cleaned))
    ]


def _answer_line_shape(tail: str) -> str | None:
    """The shape the answer line's first word names by :data:`ANSWER_LINE_SYNONYMS`, or None."""
    m = _ANSWER_LINE.match(tail)
    if m is None:
        return None
    word = re.sub(r"[\s-]+", " ", m.group("word").lower())
    return _ANSWER_WORDS.get(word)


def _named(text: str) -> tuple[str, ...]:
    """Shapes named by the committed answer if the reply has one, else by the whole reply."""
    text = text[-MAX_REPLY_CHARS:]
    labels = list(_ANSWER_LABEL.finditer(text))
    if labels:
        tail = text[labels[-1].end() :]
        named = set(shapes_named(tail))
        answer = _answer_line_shape(tail)
        if answer is not None:
            named.add(answer)
        if named:
            return tuple(shape for shape in SHAPE_NAMES if shape in named)
    return tuple(shapes_named(text))


def answer_text(text: str) -> str:
    """The text after the last ``SHAPE:`` label if it names a shape, else the whole reply."""
    labels = list(_ANSWER_LABEL.finditer(text))
    if labels:
        tail = text[labels[-1].end() :]
        if shapes_named(tail) or _answer_line_shape(tail) is not None:
            return tail
    return text


@dataclass(frozen=True)
class RecognitionScore:
    """A recognition answer scored.

    Attributes:
        success: the right shape is named (the specification's binary verdict).
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
    named = _named(text)
    if not named:
        predicted = NONE
    elif len(named) == 1:
        predicted = named[0]
    else:
        predicted = AMBIGUOUS
    return RecognitionScore(shape in named, predicted, named)


# -- generation -----------------------------------------------------------------------------------

# The answer cues (see the module docs). "MAZE" is case-sensitive: it is the prompt's own word.
# Each pattern starts with a literal so the engine scans for it instead of trying every position.
_CUE_MAZE = re.compile(r"MAZE(?<![A-Za-z0-9]MAZE)(?![A-Za-z0-9])[*_ \t]*:")
_CUE_NAMED_MAZE = re.compile(r"maze(?![a-z0-9])[*_ \t]*:")
_CUE_MAZE_ADJECTIVE = re.compile(r"(?<![a-z0-9])(?:new|generated|final|created|proposed)[*_\s]+$")
_CUE_FINAL_ANSWER = re.compile(r"final(?<![a-z0-9]final)\s+answer(?![a-z0-9])[*_ \t]*:")
MAX_CUES = 16


def _cues(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every answer cue in ``text``, in order."""
    lowered = text.lower()
    found = [m.span() for m in _CUE_MAZE.finditer(text)] if "MAZE" in text else []
    if "answer" in lowered:
        found += [m.span() for m in _CUE_FINAL_ANSWER.finditer(lowered)]
    if "maze" in lowered:
        for m in _CUE_NAMED_MAZE.finditer(lowered):
            if _CUE_MAZE_ADJECTIVE.search(lowered, max(0, m.start() - 24), m.start()):
                found.append(m.span())
    return sorted(set(found))


@dataclass(frozen=True)
class GenerationScore:
    """The specification's four generation verdicts; ``success`` is all four.

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


def generated_maze(text: str, encoding: str, size: int) -> tuple[np.ndarray | None, str | None]:
    """The one maze a generation reply is scored on, and why none was found (module docs)."""
    text = text[:MAX_REPLY_CHARS]
    stop = len(text)
    for start, end in reversed(_cues(text)[-MAX_CUES:]):  # the last cue first
        parsed = parse(text[end:stop], encoding, size)
        if parsed.ok:
            return parsed.codes, None
        stop = start
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
    if shape not in SHAPE_NAMES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPE_NAMES)}")
    orig = original.codes() if isinstance(original, Maze) else np.asarray(original)
    size = int(orig.shape[0])
    if not isinstance(text, str):
        return GenerationScore(False, False, False, False, "no reply")
    codes, error = generated_maze(text, encoding, size)
    if codes is None:
        return GenerationScore(
            False, False, False, False, f"no {size}x{size} {encoding} maze found ({error})"
        )
    return _verdict(codes, orig, shape)


def _verdict(codes: np.ndarray, orig: np.ndarray, shape: str) -> GenerationScore:
    size = codes.shape[0]
    flat = codes.ravel().tolist()
    n_players, n_goals = flat.count(PLAYER), flat.count(GOAL)
    valid_format = n_players == 1 and n_goals == 1
    key = np.packbits(codes != WALL).tobytes()
    found = shape_of_key(key, size)
    shape_preserved = found == shape
    novel = codes.shape != orig.shape or codes.tobytes() != orig.astype(codes.dtype).tobytes()
    connectivity = DEFAULT_CONNECTIVITY[shape]
    path_valid = False
    if valid_format:
        start, goal = divmod(flat.index(PLAYER), size), divmod(flat.index(GOAL), size)
        path_valid = _component(key, size, start, connectivity) == _component(
            key, size, goal, connectivity
        )
    reason = None
    if not valid_format:
        reason = (
            f"malformed maze: expected exactly one player (code {PLAYER}), found {n_players}"
            if n_players != 1
            else f"malformed maze: expected exactly one goal (code {GOAL}), found {n_goals}"
        )
    elif not shape_preserved:
        reason = f"corridors match no {shape} template" + (
            f" (they form a {found})" if found else ""
        )
    elif not novel:
        reason = "identical to the original maze"
    elif not path_valid:
        reason = f"goal unreachable from the player with {connectivity}-directional moves"
    return GenerationScore(valid_format, shape_preserved, novel, path_valid, reason, codes)


@lru_cache(maxsize=65536)
def _components(key: bytes, size: int, connectivity: int) -> tuple[int, ...]:
    """A connected-component label per cell (row-major; -1 on walls) for a packed corridor grid.

    Cached: generated mazes that match a template share one entry, so most verdicts cost a lookup.
    """
    corridors = (
        np.unpackbits(np.frombuffer(key, dtype=np.uint8), count=size * size)
        .reshape(size, size)
        .astype(bool)
    )
    labels = np.full(size * size, -1, dtype=np.int64)
    for cell in zip(*np.nonzero(corridors), strict=True):
        r, c = int(cell[0]), int(cell[1])
        if labels[r * size + c] >= 0:
            continue
        reached = bfs_distances(corridors, (r, c), connectivity) >= 0
        labels[reached.ravel()] = r * size + c
    return tuple(int(v) for v in labels)


def _component(key: bytes, size: int, cell: tuple[int, int], connectivity: int) -> int:
    return _components(key, size, connectivity)[cell[0] * size + cell[1]]


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
    """The specification's one-shot check: from the last mention of the goal, walk the coordinates back.

    Consecutive repeats of a cell are ignored; every other step back must be one legal move
    (adjacent under the maze's connectivity, onto a corridor cell). Success when the walk
    reaches the start. Never raises on ``text``.
    """
    coords = find_coordinates(text[-MAX_REPLY_CHARS:]) if isinstance(text, str) else []
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
    """``frm`` -> ``to`` is one legal move from a corridor cell (the env's own rule)."""
    n = maze.size
    if not (0 <= frm[0] < n and 0 <= frm[1] < n and maze.corridors[frm]):
        return False
    return move_problem(maze.corridors, frm, to, maze.connectivity) is None

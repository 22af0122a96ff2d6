"""Generation: which maze a reply is scored on, and the four verdicts.

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
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import numpy as np

from agents.llm.prompts import MAZE_ANSWER
from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, SHAPE_NAMES
from envs.maze_nav.logic import GOAL, PLAYER, WALL, Maze, bfs_distances
from envs.maze_nav.shapes import shape_of_key
from envs.maze_nav.text import ENCODERS, MAX_REPLY_CHARS, parse
from experiments.scoring.common import FORMAT

# The answer cues (see the module docs). "MAZE" is case-sensitive: it is the prompt's own word.
# Each pattern starts with a literal so the engine scans for it instead of trying every position.
_CUE_MAZE = re.compile(r"MAZE(?<![A-Za-z0-9]MAZE)(?![A-Za-z0-9])[*_ \t]*:")
_CUE_NAMED_MAZE = re.compile(r"maze(?![a-z0-9])[*_ \t]*:")
_CUE_MAZE_ADJECTIVE = re.compile(r"(?<![a-z0-9])(?:new|generated|final|created|proposed)[*_\s]+$")
_CUE_FINAL_ANSWER = re.compile(r"final(?<![a-z0-9]final)\s+answer(?![a-z0-9])[*_ \t]*:")
MAX_CUES = 16
ANSWER_LINE = MAZE_ANSWER
"""The line the generation prompt asks the maze to follow (the prompts' own constant)."""


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
        strict: the strict reading passed: the reply ends with the ``MAZE:`` line and the maze
            in the asked encoding right after it (see the module docs), and that maze passes
            all four verdicts.
        strict_reason: why the strict reading failed: :data:`~experiments.scoring.common.FORMAT`
            when the asked format was not followed, else the failing verdict's reason (None
            when ``strict`` holds).
    """

    valid_format: bool
    shape_preserved: bool
    novel: bool
    path_valid: bool
    reason: str | None
    codes: np.ndarray | None = None
    strict: bool = False
    strict_reason: str | None = FORMAT

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
            "strict": self.strict,
            "strict_reason": self.strict_reason,
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
    flexible = (
        _verdict(codes, orig, shape)
        if codes is not None
        else GenerationScore(False, False, False, False, _not_found(size, encoding, error))
    )
    strict_codes, strict_error = strict_maze(text, encoding, size)
    if strict_codes is None:
        strict_reason = strict_error
    elif codes is not None and np.array_equal(strict_codes, codes):
        strict_reason = flexible.reason
    else:
        strict_reason = _verdict(strict_codes, orig, shape).reason
    return replace(flexible, strict=strict_reason is None, strict_reason=strict_reason)


def _not_found(size: int, encoding: str, error: str | None) -> str:
    return f"no {size}x{size} {encoding} maze found ({error})"


# -- the strict reading ---------------------------------------------------------------------------
# The lines the encoders write, matched on stripped lines (no leading or trailing whitespace
# pattern, which would make findall quadratic on a run of spaces).
_STRICT_FENCE = re.compile(r"(?:```|~~~)[A-Za-z0-9_+\-]*")
_STRICT_MATRIX_ROW = re.compile(r"[01PG](?:[ \t]+[01PG])*")
_STRICT_CELLS = (
    r"(?:\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\)(?:[ \t]*,[ \t]*\([ \t]*\d+[ \t]*,[ \t]*\d+[ \t]*\))*)?"
)
_STRICT_COORD_LINES = (
    re.compile(rf"Walls:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Empty:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Player position:[ \t]*{_STRICT_CELLS}"),
    re.compile(rf"Goal:[ \t]*{_STRICT_CELLS}"),
)


def _strict_answer_lines(text: str) -> list[str] | None:
    """The stripped lines after the reply's last ``MAZE:`` line, or None when it has none."""
    end = len(text)
    for _ in range(MAX_CUES):
        at = text.rfind(ANSWER_LINE, 0, end)
        if at < 0:
            return None
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        if text[line_start:line_end].strip() == ANSWER_LINE:
            return [line.strip() for line in text[line_end:].splitlines()]
        end = at
    return None


def strict_maze(text: str, encoding: str, size: int) -> tuple[np.ndarray | None, str | None]:
    """The maze the strict reading scores, or None and why (module docs, "strict").

    The reply's last line reading ``MAZE:``, then the maze exactly as the encoder writes it
    (whitespace aside), optionally in one code fence, and nothing after it. Returns
    ``(None, FORMAT)`` when the format was not followed, ``(None, reason)`` when it was but the
    block is not a ``size`` x ``size`` maze.
    """
    if not isinstance(text, str) or encoding not in ENCODERS:
        return None, FORMAT
    lines = _strict_answer_lines(text[-MAX_REPLY_CHARS:])
    if lines is None:
        return None, FORMAT
    i, n = 0, len(lines)
    while i < n and not lines[i]:
        i += 1
    fenced = i < n and _STRICT_FENCE.fullmatch(lines[i]) is not None
    i += fenced
    block: list[str] = []
    if encoding == "matrix":
        while i < n and _STRICT_MATRIX_ROW.fullmatch(lines[i]):
            block.append(lines[i])
            i += 1
    else:
        for pattern in _STRICT_COORD_LINES:
            if i < n and pattern.fullmatch(lines[i]):
                block.append(lines[i])
                i += 1
        if len(block) != len(_STRICT_COORD_LINES):
            return None, FORMAT
    if not block:
        return None, FORMAT
    if fenced or (i < n and lines[i].startswith(("```", "~~~"))):
        if not (i < n and lines[i] in ("```", "~~~")):
            return None, FORMAT
        i += 1
    if any(lines[i:]):
        return None, FORMAT  # the prompt asks for nothing after the maze
    if encoding == "matrix" and (
        len(block) != size or any(len(row.split()) != size for row in block)
    ):
        return None, _not_found(size, encoding, "wrong_size")
    parsed = parse("\n".join(block), encoding, size)
    if not parsed.ok:
        return None, _not_found(size, encoding, parsed.error)
    return parsed.codes, None


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

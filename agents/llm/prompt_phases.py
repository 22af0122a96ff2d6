"""Read a prompt built by :mod:`agents.llm.prompts` back: its phase, its maze, its connectivity.

The offline oracle and the conversation readers need to know what a prompt asked. They look for
the marker sentences :mod:`agents.llm.prompts` defines next to its templates, so the wording and
its detection cannot drift apart. Every function returns None for text it does not recognise and
never raises.
"""

from __future__ import annotations

import re

from agents.llm.prompts import (
    MARKER_GENERATE,
    MARKER_PUZZLE,
    MARKER_PUZZLE_INVALID,
    MARKER_PUZZLE_UPDATE,
    MARKER_RECOGNIZE,
    MARKER_SOLVE_INTRO,
    MARKER_SOLVE_INVALID,
    MARKER_SOLVE_ONE_SHOT,
    MARKER_SOLVE_UPDATE,
    MAZE_LEADIN,
    MAZE_UNCHANGED,
    MOVE_RULES,
)

PHASE_MARKERS: tuple[tuple[str, str], ...] = (
    ("one_shot", MARKER_SOLVE_ONE_SHOT),
    ("generate", MARKER_GENERATE),
    ("recognize", MARKER_RECOGNIZE),
    ("solve", MARKER_SOLVE_INVALID),
    ("solve", MARKER_SOLVE_UPDATE),
    ("solve", MARKER_SOLVE_INTRO),
    ("puzzle", MARKER_PUZZLE),
    ("puzzle", MARKER_PUZZLE_UPDATE),
    ("puzzle", MARKER_PUZZLE_INVALID),
)


def detect_phase(prompt: str) -> str | None:
    """``"solve"``, ``"one_shot"``, ``"recognize"``, ``"generate"`` or ``"puzzle"`` for a prompt
    built here (None for any other text)."""
    if not isinstance(prompt, str):
        return None
    for phase, marker in PHASE_MARKERS:
        if marker in prompt:
            return phase
    return None


_MAZE_BLOCK_RE = re.compile(
    "(?:"
    + "|".join(re.escape(m) for m in (MAZE_LEADIN, MARKER_SOLVE_UPDATE, MAZE_UNCHANGED))
    + r")[ \t]*\n(.*?)(?:\n[ \t]*\n|\Z)",
    re.DOTALL,
)


def extract_maze_text(prompt: str) -> str | None:
    """The maze block of the last maze a prompt built here shows, or None. Never raises."""
    if not isinstance(prompt, str):
        return None
    blocks = _MAZE_BLOCK_RE.findall(prompt)
    return blocks[-1] if blocks else None


def detect_connectivity(prompt: str) -> int | None:
    """The connectivity a solve-intro prompt states (4 or 8), or None."""
    if not isinstance(prompt, str):
        return None
    for connectivity, rule in MOVE_RULES.items():
        if rule in prompt:
            return connectivity
    return None

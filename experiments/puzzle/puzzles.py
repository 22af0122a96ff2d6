"""The rotation-puzzle study's puzzle set, drawn once and shared by every model and observation.

Files: ``experiment_puzzles/<R>x<C>/<difficulty>/<R>x<C>_<difficulty>_<i>.json``; each holds one
puzzle (its grid, pipe patterns at 0°, starting angles, optimal turns and id). Puzzle ``i`` of a
grid and difficulty is the ``i``-th distinct puzzle drawn from a generator seeded with
``(seed, rows, cols, crc32(difficulty))``, so the same seed gives the same puzzles, and asking
for more puzzles keeps the first ones. A file that is damaged or holds another puzzle than the
seed draws is refused, naming it.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from envs.io import atomic_write_text
from envs.records import PUZZLE_TASK
from envs.rotation_puzzle.logic import PuzzleState, min_turns
from experiments.puzzle.config import grid_name

PUZZLES_DIR = "experiment_puzzles"
_DRAW_ATTEMPTS = 2000


@dataclass(frozen=True)
class PuzzleEntry:
    """One puzzle of the set.

    Attributes:
        grid: ``(rows, cols)``.
        difficulty: ``"easy"``, ``"medium"`` or ``"hard"``.
        index: the ``i`` of the file name.
        state: the puzzle.
        relpath: ``experiment_puzzles/2x2/easy/2x2_easy_<i>.json`` (POSIX separators).
    """

    grid: tuple[int, int]
    difficulty: str
    index: int
    state: PuzzleState
    relpath: str

    @property
    def name(self) -> str:
        """``2x2_easy_<i>`` (the file's stem; also the transcript folder's name)."""
        return self.relpath.rsplit("/", 1)[-1].removesuffix(".json")

    @property
    def puzzle_id(self) -> str:
        return puzzle_id(self.state)

    @property
    def optimal_turns(self) -> int:
        return min_turns(self.state)


def puzzle_id(state: PuzzleState) -> str:
    """12 hex digits identifying a puzzle (its grid, patterns and starting angles)."""
    text = json.dumps([list(state.grid), [list(p) for p in state.patterns], list(state.angles)])
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def puzzle_relpath(grid: tuple[int, int], difficulty: str, index: int) -> str:
    name = grid_name(grid)
    return f"{PUZZLES_DIR}/{name}/{difficulty}/{name}_{difficulty}_{index}.json"


def draw_puzzles(
    seed: int, grid: tuple[int, int], difficulty: str, count: int
) -> list[PuzzleState]:
    """The first ``count`` distinct puzzles of ``grid`` and ``difficulty`` for ``seed``.

    Raises:
        ValueError: the grid and difficulty have fewer than ``count`` distinct puzzles.
    """
    from envs.rotation_puzzle.generator import generate_puzzle

    sequence = np.random.SeedSequence([seed, grid[0], grid[1], zlib.crc32(difficulty.encode())])
    rng = np.random.default_rng(sequence)
    found: list[PuzzleState] = []
    seen: set[str] = set()
    misses = 0
    while len(found) < count:
        state = generate_puzzle(rng, grid, difficulty)
        key = puzzle_id(state)
        if key in seen:
            misses += 1
            if misses > _DRAW_ATTEMPTS:
                raise ValueError(
                    f"puzzles={count} is not allowed for grid {grid_name(grid)} at difficulty "
                    f"{difficulty!r}: only {len(found)} distinct puzzles were found; allowed: "
                    f"at most {len(found)}"
                )
            continue
        seen.add(key)
        found.append(state)
    return found


def puzzle_json(entry: PuzzleEntry) -> str:
    """The file's text: the puzzle in the words of the specification's metadata."""
    state = entry.state
    return (
        json.dumps(
            {
                "task": PUZZLE_TASK,
                "grid": list(state.grid),
                "difficulty": entry.difficulty,
                "index": entry.index,
                "puzzle_id": entry.puzzle_id,
                "patterns": [list(p) for p in state.patterns],
                "initial_angles": list(state.angles),
                "target_angles": [0] * state.num_squares,
                "optimal_turns": entry.optimal_turns,
            },
            indent=1,
        )
        + "\n"
    )


def build_puzzle_set(
    out: Path,
    *,
    grids: Sequence[tuple[int, int]],
    difficulties: Sequence[str],
    count: int,
    seed: int,
    write: bool,
) -> list[PuzzleEntry]:
    """Draw the set, check the files already in ``out`` and (with ``write``) add missing ones.

    Raises:
        ValueError: a puzzle file is damaged or holds another puzzle than ``seed`` draws, or a
            grid and difficulty have fewer than ``count`` distinct puzzles.
    """
    entries = []
    for grid in grids:
        for difficulty in difficulties:
            for i, state in enumerate(draw_puzzles(seed, grid, difficulty, count)):
                entry = PuzzleEntry(grid, difficulty, i, state, puzzle_relpath(grid, difficulty, i))
                path = out / entry.relpath
                expected = puzzle_json(entry)
                if path.exists():
                    try:
                        same = path.read_text(encoding="utf-8") == expected
                    except (OSError, ValueError):
                        same = False
                    if not same:
                        raise ValueError(
                            f"puzzle file {str(path)!r} is damaged or holds another puzzle than "
                            f"seed {seed} draws; allowed: the file the folder's seed draws "
                            "(delete it to have it written again) or another --out"
                        )
                elif write:
                    atomic_write_text(path, expected)
                entries.append(entry)
    return entries

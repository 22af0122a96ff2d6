"""What each participant plays: the study's mazes and a counterbalanced, seeded schedule.

The mazes are a folder in the model study's layout (``<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy``,
or a folder holding ``experiment_mazes/``). :func:`assign` gives participant ``number`` (0, 1,
2, ... in order of arrival) ``trials`` distinct mazes:

* one seeded permutation of all mazes is fixed for the study; participant ``n`` takes the
  ``trials`` mazes that follow position ``n * trials`` (wrapping), so consecutive participants
  cover the set evenly;
* the maze at position ``q`` of the permutation is shown in condition
  ``CONDITIONS[(q + n) % 3]``: a Latin square, so over three consecutive participants every maze
  is seen once in every condition, and with ``trials`` a multiple of 3 every participant sees each
  condition equally often;
* the order of the participant's trials is shuffled with a seed made of the study seed and ``n``.

The same seed, mazes and number always give the same schedule.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from envs.maze_nav.constants import ALL_SHAPE_NAMES, MAX_MOVES
from envs.maze_nav.logic import Maze, bfs_distances
from experiments.human import CONDITIONS
from experiments.maze.mazes import MAZES_DIR, MazeEntry, draw_mazes, load_maze_file, maze_relpath

_NAME = re.compile(r"(\d+)x(\d+)_(.+)_(\d+)\.npy")
PRACTICE_SHAPE = "square"
PRACTICE_SIZE = 5


@dataclass(frozen=True)
class Assignment:
    """One trial of a participant's schedule: the maze (by its entry) and the condition."""

    entry: MazeEntry
    condition: str


def _entries(folder: str) -> list[os.DirEntry[str]]:
    """``folder``'s visible entries; none when it vanished or cannot be read meanwhile."""
    try:
        with os.scandir(folder) as found:
            return [e for e in found if not e.name.startswith(".")]
    except OSError:
        return []


def _is(entry: os.DirEntry[str], kind: str) -> bool:
    try:
        return entry.is_dir() if kind == "dir" else entry.is_file()
    except OSError:  # gone since it was listed
        return False


def maze_files(root: Path) -> list[Path]:
    """``root/*/*/*.npy`` as ``glob`` finds them, sorted, in a folder that may change while it
    is scanned (``/proc``): an entry that vanishes or cannot be read is passed over instead of
    ending the scan with a FileNotFoundError."""
    level = [str(root)]
    for _ in range(2):
        level = [e.path for folder in level for e in _entries(folder) if _is(e, "dir")]
    files = [e.path for folder in level for e in _entries(folder) if e.name.endswith(".npy")]
    return sorted(Path(f) for f in files)


def load_study_mazes(folder: str | Path, max_moves: int = MAX_MOVES) -> list[MazeEntry]:
    """Every maze file under ``folder``, sorted by size, shape and index.

    Raises:
        ValueError: naming ``--mazes`` when the folder is missing or holds no maze file, or
            naming the file that is damaged, misnamed or needs more than ``max_moves`` moves.
    """
    root = Path(folder)
    allowed = "allowed: a folder of <n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy maze files"
    if not root.is_dir():
        raise ValueError(f"--mazes={str(folder)!r} is not a folder; {allowed}")
    if (root / MAZES_DIR).is_dir():
        root = root / MAZES_DIR
    entries = []
    for path in maze_files(root):
        m = _NAME.fullmatch(path.name)
        shape = path.parent.name
        if m is None or m.group(3) != shape or shape not in ALL_SHAPE_NAMES:
            raise ValueError(
                f"maze file {str(path)!r} is not named <n>x<n>_<shape>_<i>.npy inside its "
                f"shape's folder; {allowed}"
            )
        size, index = int(m.group(1)), int(m.group(4))
        maze = load_maze_file(path, shape)
        if maze.size != size or path.parent.parent.name != f"{size}x{size}":
            raise ValueError(f"maze file {str(path)!r} is not {size}x{size}; {allowed}")
        moves = int(bfs_distances(maze.corridors, maze.start, maze.connectivity)[maze.goal])
        if moves > max_moves:
            raise ValueError(
                f"maze file {str(path)!r} needs {moves} moves; allowed: at most "
                f"max_moves={max_moves}"
            )
        entries.append(MazeEntry(shape, size, index, maze_relpath(size, shape, index), maze))
    if not entries:
        raise ValueError(f"--mazes={str(folder)!r} holds no maze file; {allowed}")
    entries.sort(key=lambda e: (e.size, ALL_SHAPE_NAMES.index(e.shape), e.index))
    return entries


def practice_maze(seed: int, max_moves: int = MAX_MOVES) -> Maze:
    """The practice maze (a 5x5 square maze drawn with the study seed); never exported."""
    return draw_mazes(seed + 1, PRACTICE_SHAPE, PRACTICE_SIZE, 1, max_moves)[0]


def assign(number: int, mazes: Sequence[MazeEntry], seed: int, trials: int) -> list[Assignment]:
    """Participant ``number``'s trials, in the order they are played (module docs)."""
    n = len(mazes)
    if not 1 <= trials <= n:
        raise ValueError(f"--trials={trials!r} is not allowed; allowed: 1 to {n} (the mazes)")
    order = np.random.default_rng(np.random.SeedSequence([int(seed), 0x5352])).permutation(n)
    start = number * trials
    picked = [
        Assignment(mazes[int(order[(start + j) % n])], CONDITIONS[((start + j) % n + number) % 3])
        for j in range(trials)
    ]
    shuffle = np.random.default_rng(np.random.SeedSequence([int(seed), int(number)]))
    return [picked[int(i)] for i in shuffle.permutation(trials)]

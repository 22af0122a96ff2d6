"""The experiment's maze set: ``experiment_mazes/<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy``.

Each file holds one maze as the seed's integer code grid (0 wall, 1 corridor, 2 player,
3 goal). The set is drawn once per seed and saved inside the run's output folder; every model
and encoding then plays the very same files, so their results pair up maze by maze. A folder of
such files made elsewhere (by the seed's original code, say) can be used instead.

The draw is deterministic: maze ``i`` of a shape and size depends only on ``(seed, size, shape)``
and ``i``, and mazes within one shape and size are distinct.
"""

from __future__ import annotations

import io
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from envs.io import atomic_write_bytes
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import Maze, maze_from_codes
from envs.maze_nav.shapes import DEFAULT_CONNECTIVITY, SHAPES

MAZES_DIR = "experiment_mazes"
MAX_STEPS = 16
_DRAW_ATTEMPTS = 1000


@dataclass(frozen=True)
class MazeEntry:
    """One maze of the set.

    Attributes:
        shape: the shape family (a key of ``SHAPES``).
        size: grid side.
        index: position within its shape and size (the ``i`` of the file name).
        relpath: ``experiment_mazes/5x5/<shape>/5x5_<shape>_<i>.npy`` (POSIX separators).
        maze: the maze itself (connectivity: the seed's rule for the shape).
    """

    shape: str
    size: int
    index: int
    relpath: str
    maze: Maze

    @property
    def maze_id(self) -> str:
        return self.maze.maze_id

    @property
    def codes(self) -> np.ndarray:
        return self.maze.codes()

    @property
    def name(self) -> str:
        """The file name, ``5x5_<shape>_<i>.npy`` (also the transcript folder's name)."""
        return self.relpath.rsplit("/", 1)[-1]


def maze_relpath(size: int, shape: str, index: int) -> str:
    """``experiment_mazes/<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy``."""
    dims = f"{size}x{size}"
    return f"{MAZES_DIR}/{dims}/{shape}/{dims}_{shape}_{index}.npy"


def npy_bytes(codes: np.ndarray) -> bytes:
    """The ``.npy`` bytes of a code grid (int8); the same grid always gives the same bytes."""
    buffer = io.BytesIO()
    np.save(buffer, np.ascontiguousarray(codes, dtype=np.int8), allow_pickle=False)
    return buffer.getvalue()


def _rng(seed: int, size: int, shape: str) -> np.random.Generator:
    return np.random.default_rng(
        np.random.SeedSequence([int(seed), int(size), zlib.crc32(shape.encode())])
    )


def draw_mazes(seed: int, shape: str, size: int, count: int) -> list[Maze]:
    """``count`` distinct mazes of ``shape``, the same list for the same arguments.

    Raises:
        ValueError: ``shape`` is unknown, or fewer than ``count`` distinct mazes exist.
    """
    if shape not in SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPES)}")
    rng = _rng(seed, size, shape)
    out: list[Maze] = []
    seen: set[str] = set()
    attempts = 0
    while len(out) < count:
        maze = generate_maze(rng, shape, size, "auto", MAX_STEPS)
        attempts += 1
        if maze.maze_id not in seen:
            seen.add(maze.maze_id)
            out.append(maze)
            attempts = 0
        elif attempts >= _DRAW_ATTEMPTS:
            raise ValueError(
                f"mazes_per_shape={count!r} is more than the distinct {shape} mazes of size "
                f"{size} found ({len(out)}); allowed: at most {len(out)}"
            )
    return out


def load_maze_file(path: str | Path, shape: str) -> Maze:
    """Read one ``.npy`` code grid as a maze of ``shape`` (ValueError if it is not a maze)."""
    codes = np.load(Path(path), allow_pickle=False)
    return maze_from_codes(codes, DEFAULT_CONNECTIVITY[shape])


def build_maze_set(
    out_dir: str | Path,
    *,
    shapes: Sequence[str],
    sizes: Sequence[int],
    mazes_per_shape: int,
    seed: int = 0,
    source: str | Path | None = None,
) -> list[MazeEntry]:
    """Make sure ``out_dir/experiment_mazes`` holds the set, and return it in run order.

    Files already present are reused as they are (a rerun plays the same mazes). Missing ones
    are drawn from ``seed``, or copied from ``source`` when it is given (a folder holding
    ``<n>x<n>/<shape>/...npy`` files, or a folder with an ``experiment_mazes`` inside).

    Returns:
        Entries ordered by size, then shape (as given), then index.
    """
    if mazes_per_shape < 1:
        raise ValueError(
            f"mazes_per_shape={mazes_per_shape!r} is not allowed; allowed: an integer >= 1"
        )
    for shape in shapes:
        if shape not in SHAPES:
            raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPES)}")
    root = Path(out_dir)
    src_root = _source_root(source) if source is not None else None
    entries: list[MazeEntry] = []
    for size in sizes:
        for shape in shapes:
            drawn: list[Maze] | None = None
            for i in range(mazes_per_shape):
                rel = maze_relpath(size, shape, i)
                target = root / rel
                if not target.exists():
                    if src_root is not None:
                        src = src_root / Path(rel).relative_to(MAZES_DIR)
                        if not src.exists():
                            raise ValueError(
                                f"mazes={str(source)!r} has no file {src.name} "
                                f"for shape {shape!r}; "
                                f"allowed: a folder with {mazes_per_shape} mazes per shape"
                            )
                        maze = load_maze_file(src, shape)
                    else:
                        if drawn is None:
                            drawn = draw_mazes(seed, shape, size, mazes_per_shape)
                        maze = drawn[i]
                    atomic_write_bytes(target, npy_bytes(maze.codes()))
                maze = load_maze_file(target, shape)
                if maze.size != size:
                    raise ValueError(
                        f"maze file {target} is {maze.size}x{maze.size}, expected {size}x{size}"
                    )
                entries.append(MazeEntry(shape, size, i, rel, maze))
    return entries


def _source_root(source: str | Path) -> Path:
    path = Path(source)
    if not path.is_dir():
        raise ValueError(f"mazes={str(source)!r} is not a folder; allowed: a folder of .npy mazes")
    if (path / MAZES_DIR).is_dir():
        return path / MAZES_DIR
    return path

"""The experiment's maze set: ``experiment_mazes/<n>x<n>/<shape>/<n>x<n>_<shape>_<i>.npy``.

Each file holds one maze as the specification's integer code grid (0 wall, 1 corridor, 2 player,
3 goal). The set is drawn once per seed and saved inside the run's output folder; every model
and encoding then plays the very same files, so their results pair up maze by maze. A folder of
such files made elsewhere (by the specification's original code, say) can be used instead.

The draw is deterministic: maze ``i`` of a shape and size depends only on
``(seed, size, shape, max_moves)`` and ``i``, and mazes within one shape and size are distinct.
Every maze's shortest path fits the run's move limit ``max_moves`` (16 by default, the
specification's; the default draw is the one this module has always made).

``experiment_mazes/maze_set.json`` records the move limit the set was drawn for. A run that asks
for another limit refuses to reuse the set (its mazes were drawn for a different limit) and asks
for a new output folder; a set without that file predates it and was drawn for 16 moves.
"""

from __future__ import annotations

import contextlib
import io
import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from envs.io import atomic_write_bytes, atomic_write_text
from envs.maze_nav.constants import ALL_SHAPE_NAMES, MAX_MOVES, SHAPE_CONNECTIVITY
from envs.maze_nav.generator import generate_maze
from envs.maze_nav.logic import Maze, bfs_distances, maze_from_codes

MAZES_DIR = "experiment_mazes"
SET_FILE = "maze_set.json"
_DRAW_ATTEMPTS = 1000


@dataclass(frozen=True)
class MazeEntry:
    """One maze of the set.

    Attributes:
        shape: the shape family (a key of ``SHAPES``).
        size: grid side.
        index: position within its shape and size (the ``i`` of the file name).
        relpath: ``experiment_mazes/5x5/<shape>/5x5_<shape>_<i>.npy`` (POSIX separators).
        maze: the maze itself (connectivity: the specification's rule for the shape).
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


def draw_mazes(
    seed: int, shape: str, size: int, count: int, max_moves: int = MAX_MOVES
) -> list[Maze]:
    """``count`` distinct mazes of ``shape``, the same list for the same arguments.

    Args:
        seed: the random seed of the set.
        shape: a shape name.
        size: grid side.
        count: how many mazes.
        max_moves: every maze's shortest path takes at most this many moves.

    Raises:
        ValueError: ``shape`` is unknown, ``max_moves`` leaves no maze of ``shape``, or fewer
            than ``count`` distinct mazes exist.
    """
    if shape not in ALL_SHAPE_NAMES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPE_NAMES)}")
    rng = _rng(seed, size, shape)
    out: list[Maze] = []
    seen: set[str] = set()
    attempts = 0
    while len(out) < count:
        maze = generate_maze(rng, shape, size, "auto", max_moves)
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
    """Read one ``.npy`` code grid as a maze of ``shape``.

    Raises:
        ValueError: naming the file when it cannot be read as an ``.npy`` array (damaged,
            truncated, a pickled or ragged object array, an ``.npz``), is not a playable code
            grid, or its corridors are not a ``shape`` maze.
    """
    path = Path(path)
    allowed = "allowed: an .npy square grid of the codes 0 wall, 1 corridor, 2 player, 3 goal"
    try:
        codes = np.load(path, allow_pickle=False)
    except (OSError, ValueError, EOFError, TypeError) as exc:
        # numpy's own words (a pickled or ragged array, a truncated file) follow the path.
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ValueError(f"maze file {str(path)!r} cannot be read ({reason}); {allowed}") from None
    if not isinstance(codes, np.ndarray):
        with contextlib.suppress(Exception):
            codes.close()
        raise ValueError(f"maze file {str(path)!r} is not a single array; {allowed}")
    try:
        maze = maze_from_codes(codes, SHAPE_CONNECTIVITY[shape])
    except (ValueError, TypeError, IndexError) as exc:
        raise ValueError(f"maze file {str(path)!r} is not a maze ({exc}); {allowed}") from None
    if maze.shape != shape:
        found = f"a {maze.shape} maze" if maze.shape else "corridors of no known shape"
        raise ValueError(
            f"maze file {str(path)!r} holds {found}, not a {shape} maze; allowed: a {shape} "
            "maze in a folder named for its shape"
        )
    return maze


def check_drawable(shapes: Sequence[str], sizes: Sequence[int], max_moves: int) -> None:
    """Raise one ValueError naming every shape and size of the plan with no maze to draw.

    Run before any work, so a plan such as ``--sizes 5x5 7x7 9x9 11x11`` with a shape that has
    no placement (or no start/goal pair within ``max_moves``) at some size is refused up front,
    with every such pair listed, rather than after the other sizes were drawn.
    """
    from envs.maze_nav.generator import check_playable, is_playable

    problems = []
    for size in sizes:
        for shape in shapes:
            connectivity = int(SHAPE_CONNECTIVITY[shape])
            if is_playable(shape, size, connectivity, max_moves):
                continue
            try:
                check_playable(shape, size, connectivity, max_moves)
                why = "no placement of the shape fits"
            except ValueError as exc:
                why = str(exc)
            problems.append(f"{shape} at {size}x{size} ({why})")
    if problems:
        raise ValueError(
            f"shapes={list(shapes)!r} and sizes={[f'{n}x{n}' for n in sizes]!r} include "
            f"{len(problems)} shape/size pair{'s' if len(problems) > 1 else ''} with no maze "
            f"to draw: {'; '.join(problems)}; allowed: shapes and sizes that have mazes (drop "
            "those pairs, or change --max-moves)"
        )


def build_maze_set(
    out_dir: str | Path,
    *,
    shapes: Sequence[str],
    sizes: Sequence[int],
    mazes_per_shape: int,
    seed: int = 0,
    source: str | Path | None = None,
    max_moves: int = MAX_MOVES,
    write: bool = True,
) -> list[MazeEntry] | None:
    """Make sure ``out_dir/experiment_mazes`` holds the set, and return it in run order.

    Files already present are reused as they are (a rerun plays the same mazes), provided the
    set was drawn for the same ``max_moves`` (``experiment_mazes/maze_set.json``). Missing ones
    are drawn from ``seed``, or copied from ``source`` when it is given (a folder holding
    ``<n>x<n>/<shape>/...npy`` files, or a folder with an ``experiment_mazes`` inside).

    Args:
        out_dir: the run's output folder.
        shapes: shape names, in run order.
        sizes: grid sides, in run order.
        mazes_per_shape: mazes per shape and size.
        seed: the random seed of the draw.
        source: a folder of ready-made mazes to copy instead of drawing.
        max_moves: the run's move limit; every maze's shortest path must fit it.
        write: False only reads: nothing is drawn, copied or recorded, and ``None`` is
            returned when a file of the set is missing (a run would have to make it). Either
            way every file already in the set or to be copied is read and checked before
            anything is written.

    Returns:
        Entries ordered by size, then shape (as given), then index (``None``: see ``write``).

    Raises:
        ValueError: a bad argument; a set in ``out_dir`` drawn for another ``max_moves``; a
            maze file (copied or reused) that cannot be read, is not a maze of its folder's
            shape and size, or whose shortest path is longer than ``max_moves`` (the message
            names the file).
    """
    if mazes_per_shape < 1:
        raise ValueError(
            f"mazes_per_shape={mazes_per_shape!r} is not allowed; allowed: an integer >= 1"
        )
    if isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1:
        raise ValueError(f"max_moves={max_moves!r} is not allowed; allowed: an integer >= 1")
    for shape in shapes:
        if shape not in ALL_SHAPE_NAMES:
            raise ValueError(
                f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPE_NAMES)}"
            )
    if source is None:
        check_drawable(shapes, sizes, max_moves)
    root = Path(out_dir)
    _claim_set(root / MAZES_DIR, max_moves, write=False)
    src_root = _source_root(source) if source is not None else None
    # Every maze is read and checked before anything is written: a damaged or missing source
    # file is reported while the output folder is still untouched.
    entries: list[MazeEntry] = []
    missing: list[tuple[Path, Maze | None]] = []
    for size in sizes:
        for shape in shapes:
            drawn: list[Maze] | None = None
            for i in range(mazes_per_shape):
                rel = maze_relpath(size, shape, i)
                target = root / rel
                if target.exists():
                    maze = load_maze_file(target, shape)
                elif src_root is not None:
                    src = src_root / Path(rel).relative_to(MAZES_DIR)
                    if not src.exists():
                        raise ValueError(
                            f"mazes={str(source)!r} has no file {src.name} for shape {shape!r}; "
                            f"allowed: a folder with {mazes_per_shape} mazes per shape"
                        )
                    maze = load_maze_file(src, shape)
                    missing.append((target, maze))
                elif not write:
                    missing.append((target, None))  # to be drawn: the run's work, not a check
                    continue
                else:
                    if drawn is None:
                        drawn = draw_mazes(seed, shape, size, mazes_per_shape, max_moves)
                    maze = drawn[i]
                    missing.append((target, maze))
                _check_fits(maze, target, size, max_moves)
                entries.append(MazeEntry(shape, size, i, rel, maze))
    if not write:
        return None if missing else entries
    _claim_set(root / MAZES_DIR, max_moves)
    written = set()
    for target, maze in missing:
        assert maze is not None
        atomic_write_bytes(target, npy_bytes(maze.codes()))
        written.add(target)
    # Every run plays the mazes as read back from the files, whether it wrote them or not.
    return [
        MazeEntry(e.shape, e.size, e.index, e.relpath, load_maze_file(root / e.relpath, e.shape))
        if root / e.relpath in written
        else e
        for e in entries
    ]


def _check_fits(maze: Maze, path: Path, size: int, max_moves: int) -> None:
    if maze.size != size:
        raise ValueError(
            f"maze file {str(path)!r} is {maze.size}x{maze.size}, expected {size}x{size}; "
            f"allowed: a {size}x{size} maze in the {size}x{size} folder"
        )
    moves = int(bfs_distances(maze.corridors, maze.start, maze.connectivity)[maze.goal])
    if moves > max_moves:
        raise ValueError(
            f"max_moves={max_moves!r} is too few for maze file {path}, whose shortest path "
            f"takes {moves} moves; allowed: max_moves >= {moves}, or mazes that fit the limit"
        )


def _claim_set(mazes_dir: Path, max_moves: int, write: bool = True) -> None:
    """Record the set's move limit, or refuse a set drawn for another limit.

    Mazes are drawn so their shortest path fits the limit, so the same seed draws different
    mazes for different limits: reusing a set across limits would mix the two draws. With
    ``write=False`` the limit is only checked.
    """
    path = mazes_dir / SET_FILE
    drawn = mazes_dir.is_dir() and any(mazes_dir.rglob("*.npy"))
    if not drawn:
        # Nothing drawn yet: the set is this run's.
        if write:
            atomic_write_text(path, json.dumps({"max_moves": max_moves}, sort_keys=True) + "\n")
        return
    if path.exists():
        try:
            recorded = json.loads(path.read_text(encoding="utf-8")).get("max_moves")
        except (OSError, ValueError, AttributeError):
            recorded = None
    else:
        recorded = MAX_MOVES  # a set from before maze_set.json: always drawn for 16 moves
    if recorded != max_moves:
        raise ValueError(
            f"max_moves={max_moves!r} differs from the max_moves={recorded!r} the mazes in "
            f"{mazes_dir} were drawn for; allowed: max_moves={recorded!r}, or a new output folder"
        )
    if not path.exists() and write:
        atomic_write_text(path, json.dumps({"max_moves": max_moves}, sort_keys=True) + "\n")


def _source_root(source: str | Path) -> Path:
    path = Path(source)
    if not path.is_dir():
        raise ValueError(f"mazes={str(source)!r} is not a folder; allowed: a folder of .npy mazes")
    if (path / MAZES_DIR).is_dir():
        return path / MAZES_DIR
    return path

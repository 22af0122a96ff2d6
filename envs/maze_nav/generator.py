"""Draw MazeNav mazes: a shape's placement, then a start and a goal on its corridors.

Start and goal are two distinct corridor cells at Euclidean distance >=
:data:`~envs.maze_nav.constants.MIN_START_GOAL_DISTANCE` (never neighbours) whose shortest path,
under the maze's connectivity, takes between 1 and ``max_moves`` moves. All randomness comes from
the ``rng`` passed in.

Everything about start/goal pairs is the same for every placement of a template (moves only
walk corridor cells, which all lie inside the template's box), so pairs are computed once per
template, on its first draw, and translated. Nothing here enumerates placements: a draw is a
placement number, mapped to its template and offset by :class:`~envs.maze_nav.shape_placements.PlacementTable`.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import (
    DEFAULT_SIZE,
    MAX_MOVES,
    MIN_START_GOAL_DISTANCE,
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
)
from envs.maze_nav.logic import DELTAS, Maze
from envs.maze_nav.shape_classify import classify_shape, crop_mask, mask_picture
from envs.maze_nav.shape_placements import (
    ALL_SHAPES,
    fitting_templates,
    place_templates,
    placement_table,
)
from envs.maze_nav.shape_registry import on_registry_change

MIN_DISTANCE_SQ = MIN_START_GOAL_DISTANCE**2  # compare squared distances: integers, no sqrt


def resolve_connectivity(shape: str, connectivity: int | str) -> int:
    """``"auto"`` becomes the rule for ``shape`` (``SHAPE_CONNECTIVITY``); 4 and 8 stay as they are."""
    return SHAPE_CONNECTIVITY[shape] if connectivity == "auto" else int(connectivity)


def fewest_moves_possible(connectivity: int) -> int:
    """A lower bound on ``max_moves`` for any maze: one move covers at most 1 cell (√2 with
    diagonals) and start and goal are :data:`MIN_START_GOAL_DISTANCE` apart."""
    step = math.sqrt(2) if connectivity == 8 else 1.0
    return max(1, math.ceil(MIN_START_GOAL_DISTANCE / step - 1e-9))


_STEPS = {
    4: np.array(DELTAS[:4], dtype=np.int64),
    8: np.array(DELTAS, dtype=np.int64),
}


def start_goal_pairs(corridors: np.ndarray, connectivity: int, max_moves: int) -> np.ndarray:
    """Every allowed start/goal pair of a corridor picture, in a fixed order.

    Args:
        corridors: boolean array, True on corridor cells (a template or a whole grid).
        connectivity: 4 or 8.
        max_moves: the longest allowed shortest path.

    Returns:
        Read-only int16 rows ``(start_r, start_c, goal_r, goal_c, moves)``: start cells
        row-major, then goal cells row-major; ``moves`` is the shortest path's length.

    A breadth-first search from every corridor cell at once, level by level up to
    ``max_moves``, over ``(start, cell)`` pairs: the work grows with the pairs reached, not with
    the cube of the cell count (a dense boolean matrix product per level takes 0.3 s on the
    543-cell spiral of a 32×32 grid).
    """
    corridors = np.asarray(corridors, dtype=bool)
    cells = np.argwhere(corridors)
    n = len(cells)
    h, w = corridors.shape
    index = np.full((h + 2, w + 2), -1, dtype=np.int64)  # a border of -1: no neighbour
    index[cells[:, 0] + 1, cells[:, 1] + 1] = np.arange(n)
    steps = _STEPS[connectivity]
    neighbours = index[cells[:, 0, None] + 1 + steps[:, 0], cells[:, 1, None] + 1 + steps[:, 1]]
    dist = np.full(n * n, -1, dtype=np.int16)  # dist[start * n + goal]
    source = np.arange(n)
    dist[source * n + source] = 0
    last = np.empty(n * n, dtype=np.int64)  # read only where written in the same level
    here = source
    for level in range(1, max_moves + 1):
        reach = neighbours[here]
        pairs = (source[:, None] * n + reach)[reach >= 0]
        pairs = pairs[dist[pairs] < 0]
        if not len(pairs):
            break
        dist[pairs] = level
        # Each new pair once (it may be reached from several cells of the level before).
        last[pairs] = np.arange(len(pairs))
        pairs = pairs[last[pairs] == np.arange(len(pairs))]
        source, here = np.divmod(pairs, n)
    start, goal = np.divmod(np.flatnonzero(dist >= 1), n)
    apart = cells[start] - cells[goal]
    keep = (apart * apart).sum(axis=1) >= MIN_DISTANCE_SQ
    start, goal = start[keep], goal[keep]
    out = np.empty((len(start), 5), dtype=np.int16)
    out[:, 0:2] = cells[start]
    out[:, 2:4] = cells[goal]
    out[:, 4] = dist[start * n + goal]
    out.setflags(write=False)
    return out


def integers_below(rng: np.random.Generator) -> Callable[[int], int]:
    """``below(n)`` = ``int(rng.integers(n))``, bit for bit, for ``1 <= n <= 2**32``, 3× faster.

    numpy's ``Generator.integers(n)`` (int64, ``n <= 2**32``) draws nothing when ``n == 1`` and
    otherwise applies Lemire's multiply-and-reject to the bit generator's ``next_uint32``. This
    calls that same ``next_uint32`` through the bit generator's public ``ctypes`` interface,
    so it consumes the stream exactly as ``rng.integers`` does (and shares its buffered half
    word with every other draw on ``rng``); it skips the method's argument handling, which
    costs more than the draw itself, and three draws are most of a MazeNav reset. Larger ``n``
    go to ``rng.integers``. ``below.rng`` is ``rng``. A test compares it with numpy, draw for
    draw; the vector env makes the same draws from blocks of the generator's 32-bit words
    (``envs.maze_nav.streams.Streams``).
    """
    interface = rng.bit_generator.ctypes
    next_uint32, state = interface.next_uint32, interface.state

    def below(n: int) -> int:
        if n == 1:
            return 0
        if n > 0x100000000:
            return int(rng.integers(n))
        x = next_uint32(state) * n
        if (x & 0xFFFFFFFF) < n:
            threshold = (0x100000000 - n) % n
            while (x & 0xFFFFFFFF) < threshold:
                x = next_uint32(state) * n
        return x >> 32

    below.rng = rng  # type: ignore[attr-defined]
    return below


class MazeDraws:
    """Uniform draws of one shape's mazes at one size under one rule, by number.

    A draw is a placement number (uniform over the placements that have a start/goal pair)
    and a pair number (uniform over that placement's pairs); :meth:`maze` builds the maze.
    Under the specification's rules every placement has a pair, and ``draw`` makes the same
    two ``rng.integers`` calls as the enumerating generator it replaced (same seed, same maze).
    With another connectivity or a shorter ``max_moves`` a placement may have none; it is then
    redrawn (rejection sampling: still uniform over the playable placements).

    Use :func:`maze_draws`, which caches one per rule and checks it is playable.
    """

    def __init__(self, shape: str, size: int, connectivity: int, max_moves: int) -> None:
        self.shape = shape
        self.size = size
        self.connectivity = connectivity
        self.max_moves = max_moves
        self.table = placement_table(shape, size)
        self.total = self.table.total
        self._pairs: list[np.ndarray | None] = [None] * len(self.table.templates)
        self._pair_rows: list[list[list[int]] | None] = [None] * len(self.table.templates)
        self._playable: bool | None = None

    def pairs(self, template: int) -> np.ndarray:
        """:func:`start_goal_pairs` of template number ``template`` (computed on first use)."""
        found = self._pairs[template]
        if found is None:
            found = start_goal_pairs(
                self.table.templates[template], self.connectivity, self.max_moves
            )
            self._pairs[template] = found
        return found

    @property
    def playable(self) -> bool:
        """Whether any template has a pair (scanned in order, stopping at the first)."""
        if self._playable is None:
            self._playable = any(len(self.pairs(j)) for j in range(len(self._pairs)))
        return self._playable

    def draw(self, rng: np.random.Generator | Callable[[int], int]) -> tuple[int, int]:
        """``(placement, pair)`` numbers, uniformly (see the class docstring).

        Args:
            rng: the generator, or :func:`integers_below` of it (the same draws, faster).
        """
        below = integers_below(rng) if isinstance(rng, np.random.Generator) else rng
        ends, known, total = self.table.ends, self._pairs, self.total
        while True:
            i = below(total)
            j = bisect_right(ends, i)  # the template of placement i (PlacementTable.locate)
            pairs = known[j]
            if pairs is None:
                pairs = self.pairs(j)
            if len(pairs):
                return i, below(len(pairs))

    def pair(self, placement: int, pair: int) -> tuple[tuple[int, int], tuple[int, int], int]:
        """``(start, goal, moves)`` of pair ``pair`` of placement ``placement``, in grid cells."""
        j, r0, c0 = self.table.locate(placement)
        rows = self._pair_rows[j]
        if rows is None:  # the template's pairs as Python ints, read once
            rows = self._pair_rows[j] = self.pairs(j).tolist()
        sr, sc, gr, gc, moves = rows[pair]
        return (sr + r0, sc + c0), (gr + r0, gc + c0), moves

    def maze(self, placement: int, pair: int) -> Maze:
        """The maze of a draw."""
        start, goal, _ = self.pair(placement, pair)
        return Maze(self.table.mask(placement), start, goal, self.connectivity, self.shape)


@lru_cache(maxsize=128)
def _draws(shape: str, size: int, connectivity: int, max_moves: int) -> MazeDraws:
    return MazeDraws(shape, size, connectivity, max_moves)


on_registry_change(_draws.cache_clear)  # a shape's draws are built from its templates


def maze_draws(shape: str, size: int, connectivity: int, max_moves: int) -> MazeDraws:
    """The cached :class:`MazeDraws` of a rule; :func:`check_playable`'s ValueError if none."""
    check_playable(shape, size, connectivity, max_moves)
    return _draws(shape, size, connectivity, max_moves)


def is_playable(shape: str, size: int, connectivity: int, max_moves: int) -> bool:
    """Whether some maze of ``shape`` can be drawn under these rules (no exception)."""
    if max_moves < fewest_moves_possible(connectivity):
        return False
    return _draws(shape, size, connectivity, max_moves).playable


def check_playable(
    shape: str, size: int, connectivity: int, max_moves: int, *, name: str = "max_moves"
) -> None:
    """Raise ValueError when no maze of ``shape`` can be played under these rules.

    The message names the argument to change: ``max_moves`` (under ``name``, e.g. its
    deprecated alias) when it is below :func:`fewest_moves_possible` or too few for every
    template, and the smallest value that works; ``connectivity`` when no start/goal pair is
    connected at all (a cross without diagonals). Scans templates only until one is playable.
    """
    fewest = fewest_moves_possible(connectivity)
    if max_moves < fewest:
        raise ValueError(
            f"{name}={max_moves!r} is too few: start and goal are at least "
            f"{MIN_START_GOAL_DISTANCE} cells apart and one move covers at most "
            f"{'1.41 cells (a diagonal)' if connectivity == 8 else '1 cell'}; "
            f"allowed: an integer >= {fewest}"
        )
    if _draws(shape, size, connectivity, max_moves).playable:
        return
    longest = size * size  # no shortest path on the grid is longer
    table = placement_table(shape, size)
    moves = [
        int(pairs[:, 4].min())
        for pairs in (start_goal_pairs(t, connectivity, longest) for t in table.templates)
        if len(pairs)
    ]
    if not moves:
        raise ValueError(
            f"connectivity={connectivity!r} leaves shape={shape!r} (size {size}) with no start/goal "
            f"pair reachable within {max_moves} moves; allowed: 'auto' "
            f"(= {SHAPE_CONNECTIVITY[shape]} for {shape}) or 8"
        )
    raise ValueError(
        f"{name}={max_moves!r} is too few for shape={shape!r} (size {size}): start and goal are "
        f"at least {MIN_START_GOAL_DISTANCE} cells apart; allowed: an integer >= {min(moves)}"
    )


def generate_maze(
    rng: np.random.Generator,
    shape: str,
    size: int = DEFAULT_SIZE,
    connectivity: int | str = "auto",
    max_moves: int = MAX_MOVES,
) -> Maze:
    """Draw one maze of ``shape``: a placement uniformly, then a start/goal pair uniformly.

    Args:
        rng: the only source of randomness.
        shape: a key of :data:`envs.maze_nav.shapes.ALL_SHAPES` (the six or an extended one).
        size: grid side (>= 5).
        connectivity: ``"auto"``, 4 or 8.
        max_moves: the shortest path from start to goal is at most this many moves.
    """
    if shape not in ALL_SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPES)}")
    draws = maze_draws(shape, size, resolve_connectivity(shape, connectivity), max_moves)
    return draws.maze(*draws.draw(rng))


def shape_problems(
    templates: Callable[[int], list[np.ndarray]],
    connectivity: int,
    *,
    name: str | None = None,
    against: Sequence[str] = SHAPE_NAMES,
    sizes: Sequence[int] = (5, 7, 9, 11),
    max_moves: int = MAX_MOVES,
) -> list[str]:
    """What keeps a family of templates from being a MazeNav shape (empty when nothing does).

    The rules every registered shape meets at each size: it has at least one placement; each
    template fills its own box (no empty border row or column: a placement is then its
    template translated, which the generator and :func:`classify_shape` rely on); every
    placement has a start and goal the generator may draw (:data:`MIN_START_GOAL_DISTANCE` apart,
    the goal within ``max_moves`` moves under ``connectivity``); and no placement is a picture of
    another shape, so :func:`classify_shape` can name any maze's shape from its corridors.

    Args:
        templates: ``templates(size)`` gives the boolean templates fitting a ``size × size`` box.
        connectivity: 4 or 8, the moves the shape is played with.
        name: the shape's own name when it is registered already (its pictures are its own).
        against: the shapes it must share no picture with: the set it joins (the six by
            default; ``ALL_SHAPE_NAMES`` for an extended shape).
        sizes: the grid sides to check.
        max_moves: the move limit.
    """
    problems = []
    for size in sizes:
        masks = place_templates(templates, size)
        if not masks:
            problems.append(f"size {size}: no template fits")
        for j, t in enumerate(fitting_templates(templates, size)):
            if not (t[0].any() and t[-1].any() and t[:, 0].any() and t[:, -1].any()):
                problems.append(
                    f"size {size}, template {j}: an empty border row or column (crop it)"
                )
        playable: dict[tuple[tuple[int, ...], bytes], bool] = {}  # per picture: pairs translate
        for i, mask in enumerate(masks):
            owner = classify_shape(mask)
            crop = crop_mask(mask)
            key = mask_picture(crop) if crop is not None else ((0,), b"")
            if key not in playable:
                pairs = start_goal_pairs(mask if crop is None else crop, connectivity, max_moves)
                playable[key] = len(pairs) > 0
            if owner is not None and owner != name and owner in against:
                problems.append(f"size {size}, placement {i}: the same picture is a {owner}")
            elif name is not None and name in ALL_SHAPES and owner is None:
                problems.append(f"size {size}, placement {i}: not recognised as a {name}")
            elif not playable[key]:
                problems.append(
                    f"size {size}, placement {i}: no start and goal within {max_moves} moves"
                )
    return problems

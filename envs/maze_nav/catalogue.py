"""The mazes the vector env draws from: its shapes' templates as numbered rows, and the episodes
drawn so far (:class:`Catalogue`), shared by every vector env with the same rules
(:func:`catalogue`)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from envs.maze_nav import logic
from envs.maze_nav.generator import MazeDraws, maze_draws
from envs.maze_nav.shape_registry import on_registry_change


class Catalogue:
    """The templates of an env's shapes as numbered rows, and the episodes drawn so far.

    Template ``g`` (global over the env's shapes, shape by shape in ``MazeDraws`` order) has
    its placements numbered from ``first_placement[g]`` within its shape, ``positions_per_row[g]``
    to a row. The first time it is drawn, its start/goal pairs (template coordinates, the rows of
    ``start_goal_pairs``) go to ``pairs`` from ``pair_offset[g]``, and its corridor cells
    (offsets ``row * (size + 2) + col`` from the template's corner in a :func:`logic.padded`
    grid) to ``cells`` from ``cell_offset[g]``. The first time a draw (shape, placement, pair)
    comes up, its episode (padded grid, start, goal, shortest path, maze id) gets a row of
    ``grids``, ``start``, ``goal``, ``optimal`` and ``maze_id``; a reset gathers rows. The episode rows are
    dropped when they reach :attr:`episode_limit` (fewer on larger grids), which bounds memory.
    Shared by every vector env with the same rules.
    """

    def __init__(
        self, size: int, shapes: tuple[str, ...], conns: tuple[int, ...], max_moves: int
    ) -> None:
        self.size = size
        self.width = width = size + 2
        self.draws: tuple[MazeDraws, ...] = tuple(
            maze_draws(s, size, c, max_moves) for s, c in zip(shapes, conns, strict=True)
        )
        self.names = np.array(shapes, dtype=object)
        self.conns = np.array(conns, dtype=np.int64)
        self.totals = np.array([d.total for d in self.draws], dtype=np.uint64)
        # Every shape's placement ends in one array, each shape's shifted past the last's, so
        # one searchsorted finds the global template of any (shape, placement).
        self.placement_base = np.concatenate([[0], np.cumsum(self.totals)[:-1]]).astype(np.int64)
        self.ends = np.concatenate(
            [
                np.array(d.table.ends, dtype=np.int64) + base
                for d, base in zip(self.draws, self.placement_base, strict=True)
            ]
        )
        counts = [len(d.table.templates) for d in self.draws]
        self.first_template = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64)
        self.owner = [(s, j) for s, c in enumerate(counts) for j in range(c)]
        first, per_row = [], []
        for d in self.draws:
            first.extend([0, *d.table.ends[:-1]])
            per_row.extend(size - t.shape[1] + 1 for t in d.table.templates)
        self.first_placement = np.array(first, dtype=np.int64)
        self.positions_per_row = np.array(per_row, dtype=np.int64)
        total = len(self.owner)
        self.n_pairs = np.full(total, -1, dtype=np.int64)
        self.pair_offset = np.zeros(total, dtype=np.int64)
        self.n_cells = np.zeros(total, dtype=np.int64)
        self.cell_offset = np.zeros(total, dtype=np.int64)
        self.pairs = np.zeros((64, 5), dtype=np.int16)
        self.cells = np.zeros(64, dtype=np.int64)
        self._pairs_used = self._cells_used = 0
        self.episode_limit = max(4096, (1 << 22) // (size * size))
        self._episode_of: dict[int, int] = {}
        self.grids = np.zeros((64, width * width), dtype=np.int8)
        self.start = np.zeros(64, dtype=np.int64)
        self.goal = np.zeros(64, dtype=np.int64)
        self.optimal = np.zeros(64, dtype=np.int64)
        self.maze_id = np.full(64, None, dtype=object)
        self._episodes_used = 0

    def template_of(self, shape_i: np.ndarray, placement: np.ndarray) -> np.ndarray:
        """Global template numbers of placements ``placement`` of shapes ``shape_i``."""
        return np.searchsorted(self.ends, self.placement_base[shape_i] + placement, side="right")

    def pair_counts(self, template: np.ndarray) -> np.ndarray:
        """How many start/goal pairs each template has (computing new templates' tables)."""
        counts = self.n_pairs[template]
        unknown = counts < 0
        if not unknown.any():
            return counts
        for g in np.unique(template[unknown]).tolist():
            self._fill(g)
        return self.n_pairs[template]

    def _fill(self, g: int) -> None:
        s, j = self.owner[g]
        draws = self.draws[s]
        pairs = draws.pairs(j)
        template = draws.table.templates[j]
        rows, cols = np.nonzero(template)
        cells = rows * self.width + cols
        self.pairs = _append(self.pairs, self._pairs_used, pairs)
        self.pair_offset[g], self._pairs_used = self._pairs_used, self._pairs_used + len(pairs)
        self.cells = _append(self.cells, self._cells_used, cells)
        self.cell_offset[g], self._cells_used = self._cells_used, self._cells_used + len(cells)
        self.n_cells[g] = len(cells)
        self.n_pairs[g] = len(pairs)

    def episodes(
        self, shape_i: np.ndarray, placement: np.ndarray, template: np.ndarray, k: np.ndarray
    ) -> np.ndarray:
        """The episode row of each draw, building the rows of draws not seen before."""
        # placement < 2**20 (864,900 C placements at size 32), k < 2**20 (pairs < cells**2).
        keys = ((shape_i << 40) | (placement << 20) | k).tolist()
        found = list(map(self._episode_of.get, keys))
        if None not in found:
            return np.array(found, dtype=np.int64)
        new: dict[int, int] = {}  # key -> the first draw that needs it
        for i, (key, row) in enumerate(zip(keys, found, strict=True)):
            if row is None:
                new.setdefault(key, i)
        if self._episodes_used and self._episodes_used + len(new) > self.episode_limit:
            self._episode_of.clear()
            self._episodes_used = 0
            return self.episodes(shape_i, placement, template, k)
        at = np.array(list(new.values()), dtype=np.int64)
        self._add_episodes(placement[at], template[at], k[at])
        first = self._episodes_used - len(new)
        for row, key in enumerate(new, start=first):
            self._episode_of[key] = row
        return np.array(list(map(self._episode_of.__getitem__, keys)), dtype=np.int64)

    def _add_episodes(self, placement: np.ndarray, template: np.ndarray, k: np.ndarray) -> None:
        size, width, n = self.size, self.width, len(placement)
        r0, c0 = np.divmod(
            placement - self.first_placement[template], self.positions_per_row[template]
        )
        sr, sc, gr, gc, moves = self.pairs[self.pair_offset[template] + k].T.astype(np.int64)
        start = (sr + r0 + 1) * width + sc + c0 + 1
        goal = (gr + r0 + 1) * width + gc + c0 + 1
        grids = np.zeros((n, width, width), dtype=np.int8)
        grids[:, 0, :] = grids[:, -1, :] = grids[:, :, 0] = grids[:, :, -1] = logic.OFF_GRID
        grids = grids.reshape(n, -1)
        counts = self.n_cells[template]
        owner = np.repeat(np.arange(n), counts)
        within = np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
        cells = self.cells[np.repeat(self.cell_offset[template], counts) + within]
        grids[owner, cells + np.repeat((r0 + 1) * width + c0 + 1, counts)] = 1
        inside = grids.reshape(n, width, width)[:, 1:-1, 1:-1] == 1
        packed = np.packbits(inside.reshape(n, -1), axis=1)
        maze_id = logic.maze_id_of.__wrapped__  # the ids are kept here, not in its cache
        ids = [
            maze_id(
                packed[i].tobytes(),
                size,
                (s // width - 1, s % width - 1),
                (g // width - 1, g % width - 1),
            )
            for i, (s, g) in enumerate(zip(start.tolist(), goal.tolist(), strict=True))
        ]
        used = self._episodes_used
        self.grids = _append(self.grids, used, grids)
        self.start = _append(self.start, used, start)
        self.goal = _append(self.goal, used, goal)
        self.optimal = _append(self.optimal, used, moves)
        self.maze_id = _append(self.maze_id, used, np.array(ids, dtype=object))
        self._episodes_used = used + n


def _append(store: np.ndarray, used: int, rows: np.ndarray) -> np.ndarray:
    """``store`` with ``rows`` written at ``used``, grown by doubling when full."""
    need = used + len(rows)
    if need > len(store):
        grown = np.zeros((max(need, 2 * len(store)), *store.shape[1:]), dtype=store.dtype)
        grown[:used] = store[:used]
        store = grown
    store[used:need] = rows
    return store


@lru_cache(maxsize=32)
def catalogue(
    size: int, shapes: tuple[str, ...], conns: tuple[int, ...], max_moves: int
) -> Catalogue:
    return Catalogue(size, shapes, conns, max_moves)


on_registry_change(catalogue.cache_clear)  # a catalogue holds the shapes' draws

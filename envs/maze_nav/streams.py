"""The vector env's random draws: one numpy ``Generator`` per sub-env, read in blocks so that
every sub-env draws at once, each making the single env's numbers."""

from __future__ import annotations

import numpy as np

_U32 = np.uint64(0xFFFFFFFF)
_TWO_32 = np.uint64(1 << 32)


class Streams:
    """One numpy ``Generator`` per sub-env, read in blocks so that all sub-envs draw at once.

    Sub-env ``i``'s generator fills row ``i`` of :attr:`block` with ``BLOCK`` 32-bit words
    through its own ``Generator.integers`` (one call per ``BLOCK`` draws, the only per-sub-env
    Python call); :meth:`integers` reads the next word of every asked row with one fancy index
    and maps it into ``[0, n)`` as :func:`~envs.maze_nav.generator.integers_below` does
    (Lemire's multiply-and-reject: a word in the biased low range is replaced by the row's
    next one; ``n == 1`` reads no word). A test compares the draws with numpy's
    ``Generator.integers(n)``, generator by generator.
    """

    BLOCK = 128

    def __init__(self, n: int) -> None:
        self.generators: list[np.random.Generator | None] = [None] * n
        self.block = np.zeros((n, self.BLOCK), dtype=np.uint32)
        self.used = np.full(n, self.BLOCK, dtype=np.int64)
        self.seeded = np.zeros(n, dtype=bool)

    def seed(self, i: int, generator: np.random.Generator) -> None:
        """Sub-env ``i`` draws from ``generator`` from now on (its unread block is dropped)."""
        self.generators[i] = generator
        self.used[i] = self.BLOCK
        self.seeded[i] = True

    def integers(self, idx: np.ndarray, n: np.ndarray) -> np.ndarray:
        """A uniform integer in ``[0, n[j])`` for each sub-env ``idx[j]`` (``idx`` distinct,
        ``1 <= n <= 2**32``), as int64."""
        n = np.asarray(n, dtype=np.uint64)
        out = np.zeros(len(idx), dtype=np.int64)
        draw = np.flatnonzero(n > 1)
        if not len(draw):
            return out
        who, bound = idx[draw], n[draw]
        m = self._next(who) * bound
        threshold = (_TWO_32 - bound) % bound
        bad = np.flatnonzero((m & _U32) < threshold)
        while len(bad):
            m[bad] = self._next(who[bad]) * bound[bad]
            bad = bad[(m[bad] & _U32) < threshold[bad]]
        out[draw] = (m >> np.uint64(32)).astype(np.int64)
        return out

    def _next(self, idx: np.ndarray) -> np.ndarray:
        used = self.used[idx]
        for i in idx[used >= self.BLOCK].tolist():
            generator = self.generators[i]
            assert generator is not None, "seed() every sub-env before drawing"
            self.block[i] = generator.integers(0, 1 << 32, size=self.BLOCK, dtype=np.uint32)
            self.used[i] = 0
        used = self.used[idx]
        self.used[idx] = used + 1
        return self.block[idx, used].astype(np.uint64)

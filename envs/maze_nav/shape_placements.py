"""The shapes' templates and placements: which pictures of a shape fit a grid, and where.

A *template* is a small boolean picture (True = corridor) of one shape at one size and
orientation; a *placement* is a template implanted at one position of a ``size × size`` wall
grid (:mod:`envs.maze_nav.shapes` has the families and the rules). The tables here
(:data:`SHAPES`, :data:`EXTENDED_SHAPES`, :data:`ALL_SHAPES`) and every cache follow the shape
registry (:mod:`envs.maze_nav.shape_registry`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import (
    MIN_SIZE,
)
from envs.maze_nav.shape_registry import (
    SHAPE_REGISTRY,
    on_registry_change,
)

SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {}
"""The six's template functions by name (``SHAPE_NAMES`` order), kept in step with the registry."""

EXTENDED_SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {}
"""The extended shapes' template functions (drawn only when named; module docs)."""

ALL_SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {}
"""Every registered shape: what ``shape=``, :func:`templates` and :func:`classify_shape` know."""


def _dedupe(masks: list[np.ndarray]) -> tuple[np.ndarray, ...]:
    seen: dict[tuple[tuple[int, ...], bytes], np.ndarray] = {}
    for m in masks:
        seen.setdefault((m.shape, m.tobytes()), m)
    return tuple(seen.values())


def _check_shape_and_size(shape: str, size: int) -> None:
    if shape not in ALL_SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(ALL_SHAPES)}")
    if size < MIN_SIZE:
        raise ValueError(f"size={size!r} is too small; allowed: an integer >= {MIN_SIZE}")


@lru_cache(maxsize=64)
def templates(shape: str, size: int) -> tuple[np.ndarray, ...]:
    """The distinct templates of ``shape`` that fit a ``size × size`` grid, in registry order.

    Returns:
        Read-only boolean arrays (True = corridor), each as large as its own box.
    """
    _check_shape_and_size(shape, size)
    return fitting_templates(ALL_SHAPES[shape], size)


def fitting_templates(
    family: Callable[[int], list[np.ndarray]], size: int
) -> tuple[np.ndarray, ...]:
    out = []
    for t in _dedupe([np.asarray(t, dtype=bool) for t in family(size)]):
        if t.ndim == 2 and t.shape[0] <= size and t.shape[1] <= size:
            t = t.view()
            t.setflags(write=False)
            out.append(t)
    return tuple(out)


@dataclass(frozen=True)
class PlacementTable:
    """Every placement of one shape at one size, by number, without building the masks.

    Placement ``i`` is template ``j`` with its top-left corner at ``(r0, c0)``; numbers run
    through the templates in order, then ``r0``, then ``c0``: the order of :func:`placements`.

    Attributes:
        size: the grid side.
        templates: :func:`templates` of the shape.
        ends: ``ends[j]`` is the number of placements of templates ``0..j``.
    """

    size: int
    templates: tuple[np.ndarray, ...]
    ends: tuple[int, ...]

    @property
    def total(self) -> int:
        """How many placements there are."""
        return self.ends[-1] if self.ends else 0

    def locate(self, index: int) -> tuple[int, int, int]:
        """``(j, r0, c0)``: placement ``index`` is template ``j`` at row ``r0``, column ``c0``."""
        if not 0 <= index < self.total:
            raise IndexError(f"placement {index} out of range(0, {self.total})")
        j = bisect_right(self.ends, index)
        first = self.ends[j - 1] if j else 0
        r0, c0 = divmod(index - first, self.size - self.templates[j].shape[1] + 1)
        return j, r0, c0

    def mask(self, index: int) -> np.ndarray:
        """The read-only ``size × size`` corridor mask of placement ``index``."""
        j, r0, c0 = self.locate(index)
        return place(self.templates[j], self.size, r0, c0)


def place(template: np.ndarray, size: int, r0: int, c0: int) -> np.ndarray:
    """``template`` implanted at ``(r0, c0)`` of a ``size × size`` wall grid (read-only)."""
    m = np.zeros((size, size), dtype=bool)
    h, w = template.shape
    m[r0 : r0 + h, c0 : c0 + w] = template
    m.setflags(write=False)
    return m


@lru_cache(maxsize=64)
def placement_table(shape: str, size: int) -> PlacementTable:
    """The :class:`PlacementTable` of ``shape`` at ``size`` (cached; builds no placement mask)."""
    ts = templates(shape, size)
    ends, total = [], 0
    for t in ts:
        total += (size - t.shape[0] + 1) * (size - t.shape[1] + 1)
        ends.append(total)
    return PlacementTable(size, ts, tuple(ends))


@lru_cache(maxsize=64)
def placements(shape: str, size: int) -> tuple[np.ndarray, ...]:
    """Every distinct ``size × size`` corridor mask of ``shape``, in a fixed order.

    Builds every mask (864,900 C masks at size 32): for tests and tools. The envs draw by
    number through :func:`placement_table` instead, which gives the same masks in the same
    order.

    Args:
        shape: a key of :data:`ALL_SHAPES`.
        size: the grid side, at least :data:`MIN_SIZE`.

    Returns:
        Read-only boolean arrays of shape ``(size, size)``, True on corridor cells.
    """
    _check_shape_and_size(shape, size)
    return place_templates(ALL_SHAPES[shape], size)


def place_templates(
    templates: Callable[[int], list[np.ndarray]], size: int
) -> tuple[np.ndarray, ...]:
    """Every distinct placement of ``templates(size)`` in a ``size × size`` grid (read-only)."""
    if size < MIN_SIZE:
        raise ValueError(f"size={size!r} is too small; allowed: an integer >= {MIN_SIZE}")
    out = []
    for t in fitting_templates(templates, size):
        th, tw = t.shape
        for r0 in range(size - th + 1):
            for c0 in range(size - tw + 1):
                out.append(place(t, size, r0, c0))
    return _dedupe(out)


# -- the registry ---------------------------------------------------------------------------------
# The dicts above and every cache built from the templates follow the registry.


def _sync() -> None:
    for table, keep in (
        (SHAPES, lambda e: not e.extended),
        (EXTENDED_SHAPES, lambda e: e.extended),
        (ALL_SHAPES, lambda e: True),
    ):
        table.clear()  # in place: other modules hold these dicts by reference
        table.update({n: e.templates for n, e in SHAPE_REGISTRY.items() if keep(e)})
    for cached in (templates, placement_table, placements):
        cached.cache_clear()


on_registry_change(_sync)
_sync()  # the entries registered before this module was imported

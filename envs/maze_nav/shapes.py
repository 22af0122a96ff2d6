"""The corridor shapes: the specification's six and the extended ones, as families of templates.

A *template* is a small boolean picture (True = corridor) of one shape at one size and
orientation. A *placement* is a template implanted at one position of a ``size × size`` wall grid.
Every maze MazeNav-v0 generates is one placement of one template; nothing else is drawn.

The families (``k`` is the side of the template's bounding box):

=========  ==========================================================================  ==========
shape      templates                                                                   moves
=========  ==========================================================================  ==========
square     hollow square rings, ``k >= 3``                                             4
cross      both diagonals of an odd-sided square (an X), ``k >= 3`` odd                8
spiral     square spirals with one-cell walls between turns, ``k >= 5``; 4 rotations   4
           × 2 chiralities
triangle   isosceles outline with a horizontal base and the apex up (height ``h >= 3``,  8
           base ``2h - 1``); right triangles with both legs on the box edges and a
           diagonal hypotenuse, ``k >= 3``, 4 rotations
C          three sides of a rectangle (``h, w >= 3``), open to the right, left, top or    4
           bottom
Z          top row, anti-diagonal, bottom row of a square, ``k >= 4`` (at ``k = 3`` the   8
           three strokes collapse into an hourglass that is not recognisably a Z)
=========  ==========================================================================  ==========

The extended shapes (:data:`EXTENDED_SHAPES`; the specification's future work names "U, N,
and complex composite shapes"), drawn only when named:

=========  ==========================================================================  ==========
shape      templates                                                                   moves
=========  ==========================================================================  ==========
N          both side columns and the diagonal from top-left to bottom-right, ``k >= 4``  8
           (the Z turned 90°; at ``k = 3`` it is the 3×3 H)
L          two sides of a rectangle meeting at a corner (``h, w >= 3``), 4 rotations     4
T          a bar of odd width ``w >= 3`` and a stem from its middle (``h >= 3`` rows in   4
           all), 4 rotations
plus       the middle row and column of an odd-sided square, ``k >= 3``                  4
H          both side columns and the middle row (odd ``h >= 3``, ``w >= 3``), upright     4
           only (turned 90° it is a serif I)
envelope   a square ring and both its diagonals, odd ``k >= 5`` (composite: square +     8
           cross)
house      an isosceles roof (odd base ``w >= 5``) standing on a ``w``-wide ring of       8
           ``3`` or more rows, the roof's base its top (composite: triangle + square)
=========  ==========================================================================  ==========

U is left out: a U is a C opening upward, one of the C's four orientations, and a picture has
one name. Splitting it off would change the C of the default six (its mazes and the
specification's meaning of "C"); a C that differed by active set would give one picture two
names.

The "moves" column is each shape's connectivity (``envs.maze_nav.constants.SHAPE_CONNECTIVITY``;
``DEFAULT_CONNECTIVITY``, the specification's, for the six).
No corridor picture belongs to two registered shapes (the six and the extended ones, tested for
sizes 5 to 11), so :func:`classify_shape` recovers the shape of any maze from its corridors
alone, and adding the extended shapes named no picture of the six differently.

Placements are numbered (templates in order, then the top row, then the left column of the
template's box), and :func:`placement_table` maps a number to its template and offset without
building the mask: the generator draws by number, so constructing and resetting an env costs
the same at every size (a 32×32 grid has 864,900 C placements). :func:`placements` still
enumerates every mask, for tests and tools. Every registered template fills its own bounding
box (no empty border row or column; tested), so a placement is its template, translated, and
:func:`classify_shape` looks up the corridors cropped to their bounding box.

To add a shape: write a ``_<name>_templates(size)`` function returning the templates that fit a
``size × size`` box, add it to ``EXTENDED_SHAPES`` here and to ``EXTENDED_SHAPE_NAMES`` and
``EXTENDED_CONNECTIVITY`` in ``envs/maze_nav/constants.py`` (``SHAPES``, ``SHAPE_NAMES`` and
``DEFAULT_CONNECTIVITY`` are the specification's six and stay so), give it recognition keywords
(``experiments.maze.scoring.recognition.EXTENDED_SYNONYMS``), and run the tests.
``envs.maze_nav.generator.shape_problems(family, moves, against=ALL_SHAPE_NAMES)`` checks a
family against the rules first (every placement playable within the move limit, no picture
shared with another shape).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import (
    DEFAULT_CONNECTIVITY,
    EXTENDED_CONNECTIVITY,
    EXTENDED_SHAPE_NAMES,
    MIN_SIZE,
    SHAPE_NAMES,
)


def _rotations(t: np.ndarray) -> tuple[np.ndarray, ...]:
    """``np.rot90(t, q)`` for q = 0..3, as views (rot90's own checks cost more than the views)."""
    return t, t.T[::-1], t[::-1, ::-1], t[::-1].T


def _ring(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[-1, :] = t[:, 0] = t[:, -1] = True
    return t


def _square_templates(size: int) -> list[np.ndarray]:
    return [_ring(k) for k in range(3, size + 1)]


def _cross_templates(size: int) -> list[np.ndarray]:
    out = []
    for k in range(3, size + 1, 2):
        t = np.eye(k, dtype=bool) | np.fliplr(np.eye(k, dtype=bool))
        out.append(t)
    return out


def _spiral(k: int) -> np.ndarray:
    """Inward square spiral from the top-left corner, clockwise, one-cell walls between turns.

    Drawn arm by arm: right, down and left along the border (``k - 1`` moves each), then arms
    of ``k - 3``, ``k - 3``, ``k - 5``, ``k - 5``, ... moves, and a last single move when ``k``
    is even. That is the path that grows a cell at a time while each new cell touches only the
    cell it grows from (a test compares the two for k = 5..60).
    """
    t = np.zeros((k, k), dtype=bool)
    lengths = [k - 1] * 3
    arm = k - 3
    while arm >= 2:
        lengths += [arm, arm]
        arm -= 2
    if arm == 1:
        lengths.append(1)
    r = c = 0
    t[0, 0] = True
    for i, n in enumerate(lengths):
        dr, dc = ((0, 1), (1, 0), (0, -1), (-1, 0))[i % 4]
        nr, nc = r + dr * n, c + dc * n
        t[min(r, nr) : max(r, nr) + 1, min(c, nc) : max(c, nc) + 1] = True
        r, c = nr, nc
    return t


def _spiral_templates(size: int) -> list[np.ndarray]:
    out = []
    for k in range(5, size + 1):
        base = _spiral(k)
        for chiral in (base, base.T):
            out.extend(_rotations(chiral))
    return out


def _isosceles(h: int) -> np.ndarray:
    t = np.zeros((h, 2 * h - 1), dtype=bool)
    for i in range(h):
        t[i, h - 1 - i] = t[i, h - 1 + i] = True
    t[-1, :] = True
    return t


def _right_triangle(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[:, 0] = True
    t[np.arange(k), k - 1 - np.arange(k)] = True
    return t


def _triangle_templates(size: int) -> list[np.ndarray]:
    out = [_isosceles(h) for h in range(3, (size + 1) // 2 + 1)]
    for k in range(3, size + 1):
        out.extend(_rotations(_right_triangle(k)))
    return out


def _c_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[0, :] = t[-1, :] = t[:, 0] = True
    return t


def _c_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1):
            out.extend(_rotations(_c_shape(h, w)))
    return out


def _z_shape(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[-1, :] = True
    t[np.arange(k), k - 1 - np.arange(k)] = True
    return t


def _z_templates(size: int) -> list[np.ndarray]:
    return [_z_shape(k) for k in range(4, size + 1)]


# -- the extended shapes --------------------------------------------------------------------------


def _n_shape(k: int) -> np.ndarray:
    """Both side columns and the diagonal from top-left to bottom-right: the Z turned 90°."""
    t = np.zeros((k, k), dtype=bool)
    t[:, 0] = t[:, -1] = True
    t[np.arange(k), np.arange(k)] = True
    return t


def _n_templates(size: int) -> list[np.ndarray]:
    # At k = 3 the diagonal is one middle cell: the picture is the 3×3 H.
    return [_n_shape(k) for k in range(4, size + 1)]


def _l_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[:, 0] = t[-1, :] = True
    return t


def _l_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1):
            out.extend(_rotations(_l_shape(h, w)))
    return out


def _t_shape(h: int, w: int) -> np.ndarray:
    """A bar ``w`` wide (odd) and a stem down its middle, ``h`` rows in all."""
    t = np.zeros((h, w), dtype=bool)
    t[0, :] = t[:, w // 2] = True
    return t


def _t_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1, 2):
            out.extend(_rotations(_t_shape(h, w)))
    return out


def _plus_shape(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[k // 2, :] = t[:, k // 2] = True
    return t


def _plus_templates(size: int) -> list[np.ndarray]:
    return [_plus_shape(k) for k in range(3, size + 1, 2)]


def _h_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[:, 0] = t[:, -1] = t[h // 2, :] = True
    return t


def _h_templates(size: int) -> list[np.ndarray]:
    # Upright only: turned 90° it is a serif I, a letter of its own.
    return [_h_shape(h, w) for h in range(3, size + 1, 2) for w in range(3, size + 1)]


def _envelope_templates(size: int) -> list[np.ndarray]:
    # A square ring and the X of the same box; at k = 3 the two fill the whole box.
    return [_ring(k) | _cross_templates(k)[-1] for k in range(5, size + 1, 2)]


def _house(w: int, body: int) -> np.ndarray:
    """The isosceles triangle of base ``w`` (odd) standing on a ``w``-wide ring ``body`` rows tall."""
    roof = (w + 1) // 2
    t = np.zeros((roof + body - 1, w), dtype=bool)
    t[:roof] = _isosceles(roof)
    walls = t[roof - 1 :]  # the body's ring; its top row is the roof's base
    walls[0, :] = walls[-1, :] = walls[:, 0] = walls[:, -1] = True
    return t


def _house_templates(size: int) -> list[np.ndarray]:
    out = []
    for w in range(5, size + 1, 2):
        for body in range(3, size - (w + 1) // 2 + 2):
            out.append(_house(w, body))
    return out


SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {
    "square": _square_templates,
    "cross": _cross_templates,
    "spiral": _spiral_templates,
    "triangle": _triangle_templates,
    "C": _c_templates,
    "Z": _z_templates,
}
"""Registry: shape name -> function giving that shape's templates for a ``size × size`` grid."""

EXTENDED_SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {
    "N": _n_templates,
    "L": _l_templates,
    "T": _t_templates,
    "plus": _plus_templates,
    "H": _h_templates,
    "envelope": _envelope_templates,
    "house": _house_templates,
}
"""Registry of the extended shapes (drawn only when named; module docs)."""

ALL_SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {**SHAPES, **EXTENDED_SHAPES}
"""Every registered shape: what ``shape=``, :func:`templates` and :func:`classify_shape` know."""

# The rules (names, order, moves) live in constants.py; the registry must list the same shapes.
assert tuple(SHAPES) == SHAPE_NAMES == tuple(DEFAULT_CONNECTIVITY), "shapes.py vs constants.py"
assert tuple(EXTENDED_SHAPES) == EXTENDED_SHAPE_NAMES == tuple(EXTENDED_CONNECTIVITY), (
    "shapes.py vs constants.py"
)


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


def crop_mask(mask: np.ndarray) -> np.ndarray | None:
    """``mask`` cut to the bounding box of its True cells (None when it has none)."""
    rows = np.flatnonzero(mask.any(axis=1))
    if rows.size == 0:
        return None
    cols = np.flatnonzero(mask.any(axis=0))
    return mask[rows[0] : rows[-1] + 1, cols[0] : cols[-1] + 1]


def mask_picture(mask: np.ndarray) -> tuple[tuple[int, ...], bytes]:
    return mask.shape, np.packbits(mask).tobytes()


@lru_cache(maxsize=16)
def _pictures(size: int) -> dict[tuple[tuple[int, ...], bytes], str]:
    """Every shape's templates at ``size``, cropped to their own box -> the shape's name."""
    index: dict[tuple[tuple[int, ...], bytes], str] = {}
    for name in ALL_SHAPES:
        for t in templates(name, size):
            crop = crop_mask(t)
            if crop is not None:
                index[mask_picture(crop)] = name
    return index


@lru_cache(maxsize=4096)
def shape_of_key(key: bytes, size: int) -> str | None:
    """:func:`classify_shape` for corridors already packed (``np.packbits(corridors).tobytes()``)."""
    if size < MIN_SIZE or len(key) != (size * size + 7) // 8:
        return None
    bits = np.unpackbits(np.frombuffer(key, dtype=np.uint8))[: size * size]
    return classify_shape(bits.reshape(size, size).astype(bool))


def classify_shape(corridors: np.ndarray) -> str | None:
    """The shape one of whose placements equals ``corridors`` exactly, or None.

    Args:
        corridors: a square boolean array (True = corridor). Player and goal cells count as
            corridors; pass ``codes != 0`` for a code grid.
    """
    corridors = np.asarray(corridors, dtype=bool)
    if corridors.ndim != 2 or corridors.shape[0] != corridors.shape[1]:
        return None
    if corridors.shape[0] < MIN_SIZE:
        return None
    crop = crop_mask(corridors)
    if crop is None:
        return None
    return _pictures(corridors.shape[0]).get(mask_picture(crop))

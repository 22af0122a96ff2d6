"""The six corridor shapes of the specification, as families of templates.

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

The "moves" column is the specification's connectivity per shape
(``envs.maze_nav.constants.DEFAULT_CONNECTIVITY``).
No corridor picture belongs to two shapes (tested for sizes 5 to 11), so :func:`classify_shape`
recovers the shape of any maze from its corridors alone.

To add a shape: write a ``_<name>_templates(size)`` function returning the templates that fit a
``size × size`` box, add it to ``SHAPES`` here and to ``SHAPE_NAMES`` and ``DEFAULT_CONNECTIVITY``
in ``envs/maze_nav/constants.py``, and run the tests. ``envs.maze_nav.generator.shape_problems``
checks a family against the rules first (every placement playable within the move limit, no
picture shared with another shape).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import numpy as np

from envs.maze_nav.constants import DEFAULT_CONNECTIVITY, MIN_SIZE, SHAPE_NAMES


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
    """Inward square spiral from the top-left corner, clockwise, one-cell walls between turns."""
    t = np.zeros((k, k), dtype=bool)
    r, c = 0, 0
    t[r, c] = True
    directions = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    heading = 0
    turns_without_progress = 0
    while turns_without_progress < 2:
        dr, dc = directions[heading]
        nr, nc = r + dr, c + dc
        if _can_extend(t, r, c, nr, nc):
            t[nr, nc] = True
            r, c = nr, nc
            turns_without_progress = 0
        else:
            heading = (heading + 1) % 4
            turns_without_progress += 1
    return t


def _can_extend(t: np.ndarray, r: int, c: int, nr: int, nc: int) -> bool:
    """A spiral cell may be added only if its sole corridor neighbour is the cell it grows from."""
    k = t.shape[0]
    if not (0 <= nr < k and 0 <= nc < k) or t[nr, nc]:
        return False
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        ar, ac = nr + dr, nc + dc
        if (ar, ac) != (r, c) and 0 <= ar < k and 0 <= ac < k and t[ar, ac]:
            return False
    return True


def _spiral_templates(size: int) -> list[np.ndarray]:
    out = []
    for k in range(5, size + 1):
        base = _spiral(k)
        for chiral in (base, base.T):
            out.extend(np.rot90(chiral, q) for q in range(4))
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
        out.extend(np.rot90(_right_triangle(k), q) for q in range(4))
    return out


def _c_shape(h: int, w: int) -> np.ndarray:
    t = np.zeros((h, w), dtype=bool)
    t[0, :] = t[-1, :] = t[:, 0] = True
    return t


def _c_templates(size: int) -> list[np.ndarray]:
    out = []
    for h in range(3, size + 1):
        for w in range(3, size + 1):
            c = _c_shape(h, w)
            out.extend(np.rot90(c, q) for q in range(4))
    return out


def _z_shape(k: int) -> np.ndarray:
    t = np.zeros((k, k), dtype=bool)
    t[0, :] = t[-1, :] = True
    t[np.arange(k), k - 1 - np.arange(k)] = True
    return t


def _z_templates(size: int) -> list[np.ndarray]:
    return [_z_shape(k) for k in range(4, size + 1)]


SHAPES: dict[str, Callable[[int], list[np.ndarray]]] = {
    "square": _square_templates,
    "cross": _cross_templates,
    "spiral": _spiral_templates,
    "triangle": _triangle_templates,
    "C": _c_templates,
    "Z": _z_templates,
}
"""Registry: shape name -> function giving that shape's templates for a ``size × size`` grid."""

# The rules (names, order, moves) live in constants.py; the registry must list the same shapes.
assert tuple(SHAPES) == SHAPE_NAMES == tuple(DEFAULT_CONNECTIVITY), "shapes.py vs constants.py"


def _dedupe(masks: list[np.ndarray]) -> tuple[np.ndarray, ...]:
    seen: dict[bytes, np.ndarray] = {}
    for m in masks:
        seen.setdefault(np.packbits(m).tobytes() + bytes(m.shape), m)
    return tuple(seen.values())


@lru_cache(maxsize=64)
def placements(shape: str, size: int) -> tuple[np.ndarray, ...]:
    """Every distinct ``size × size`` corridor mask of ``shape``, in a fixed order.

    Args:
        shape: a key of :data:`SHAPES`.
        size: the grid side, at least :data:`MIN_SIZE`.

    Returns:
        Read-only boolean arrays of shape ``(size, size)``, True on corridor cells.
    """
    if shape not in SHAPES:
        raise ValueError(f"shape={shape!r} is not a known shape; allowed: {list(SHAPES)}")
    return place_templates(SHAPES[shape], size)


def place_templates(
    templates: Callable[[int], list[np.ndarray]], size: int
) -> tuple[np.ndarray, ...]:
    """Every distinct placement of ``templates(size)`` in a ``size × size`` grid (read-only)."""
    if size < MIN_SIZE:
        raise ValueError(f"size={size!r} is too small; allowed: an integer >= {MIN_SIZE}")
    out = []
    for t in _dedupe([np.asarray(t, dtype=bool) for t in templates(size)]):
        th, tw = t.shape
        for r0 in range(size - th + 1):
            for c0 in range(size - tw + 1):
                m = np.zeros((size, size), dtype=bool)
                m[r0 : r0 + th, c0 : c0 + tw] = t
                out.append(m)
    result = _dedupe(out)
    for m in result:
        m.setflags(write=False)
    return result


@lru_cache(maxsize=16)
def _index(size: int) -> dict[bytes, str]:
    index: dict[bytes, str] = {}
    for name in SHAPES:
        for m in placements(name, size):
            index[np.packbits(m).tobytes()] = name
    return index


def shape_of_key(key: bytes, size: int) -> str | None:
    """:func:`classify_shape` for corridors already packed (``np.packbits(corridors).tobytes()``)."""
    return _index(size).get(key) if size >= MIN_SIZE else None


def classify_shape(corridors: np.ndarray) -> str | None:
    """The shape whose placement equals ``corridors`` exactly, or None.

    Args:
        corridors: a square boolean array (True = corridor). Player and goal cells count as
            corridors; pass ``codes != 0`` for a code grid.
    """
    corridors = np.asarray(corridors, dtype=bool)
    if corridors.ndim != 2 or corridors.shape[0] != corridors.shape[1]:
        return None
    if corridors.shape[0] < MIN_SIZE:
        return None
    return _index(corridors.shape[0]).get(np.packbits(corridors).tobytes())

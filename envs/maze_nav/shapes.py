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

Every shape is one :class:`~envs.maze_nav.shape_registry.ShapeEntry` (registered at the bottom
of this file): its templates, its moves, the orientations that count as it, and its names. The
dicts here (:data:`SHAPES`, :data:`EXTENDED_SHAPES`, :data:`ALL_SHAPES`) and every cache follow
the registry. :func:`classify_shape` knows each shape's templates in every orientation its entry
counts (a triangle in any: the isosceles turned or flipped is a triangle, though the envs draw it
apex up only); :func:`orientation_of` says how a maze lies relative to the drawn templates.

To add a shape: write a ``templates(size)`` function returning the templates that fit a
``size × size`` box and register a ``ShapeEntry`` for it (``docs/environments.md``, "How to add
a shape"); ``SHAPE_NAMES`` and ``DEFAULT_CONNECTIVITY`` are the specification's six and stay so.
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
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
)
from envs.maze_nav.shape_registry import (
    ANY_ORIENTATION,
    ORIENTATIONS,
    POINT_SYMMETRIC,
    SHAPE_REGISTRY,
    ShapeEntry,
    on_registry_change,
    orient,
    register_shape,
)
from envs.maze_nav.shape_templates import (
    c_templates,
    cross_templates,
    envelope_templates,
    h_templates,
    house_templates,
    l_templates,
    n_templates,
    plus_templates,
    spiral_templates,
    square_templates,
    t_templates,
    triangle_templates,
    z_templates,
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
    """Every shape's templates at ``size``, in every orientation that counts as the shape
    (``ShapeEntry.orientations``), cropped to their own box -> the shape's name."""
    index: dict[tuple[tuple[int, ...], bytes], str] = {}
    for name in ALL_SHAPES:
        for orientation in SHAPE_REGISTRY[name].orientations:
            for t in templates(name, size):
                crop = crop_mask(orient(t, orientation))
                if crop is not None:
                    index[mask_picture(crop)] = name
    return index


@lru_cache(maxsize=64)
def _orientations(shape: str, size: int) -> dict[tuple[tuple[int, ...], bytes], str]:
    """Every template of ``shape`` at ``size`` in each of the eight orientations -> the first
    orientation (in :data:`ORIENTATIONS` order) that gives the picture."""
    index: dict[tuple[tuple[int, ...], bytes], str] = {}
    for orientation in ORIENTATIONS:
        for t in templates(shape, size):
            index.setdefault(
                mask_picture(np.ascontiguousarray(orient(t, orientation))), orientation
            )
    return index


@lru_cache(maxsize=4096)
def orientation_of_key(key: bytes, size: int, shape: str) -> str | None:
    """:func:`orientation_of` for corridors already packed (``np.packbits(corridors).tobytes()``;
    cached: the generation scorer asks for the same mazes again and again)."""
    if size < MIN_SIZE or len(key) != (size * size + 7) // 8:
        return None
    bits = np.unpackbits(np.frombuffer(key, dtype=np.uint8))[: size * size]
    return orientation_of(bits.reshape(size, size).astype(bool), shape)


def orientation_of(corridors: np.ndarray, shape: str) -> str | None:
    """How ``corridors`` lie relative to the templates of ``shape`` the envs draw, or None.

    ``"as drawn"`` when they are a placement of one of its templates; otherwise the first of
    :data:`~envs.maze_nav.shape_registry.ORIENTATIONS` in which a template, laid down that
    way, is their picture (``"rotated 90"``: turned a quarter clockwise; ``"mirrored"``:
    flipped left to right). None when no orientation of any template gives them. Whether that
    orientation still counts as ``shape`` is ``ShapeEntry.orientations`` (what
    :func:`classify_shape` follows).
    """
    corridors = np.asarray(corridors, dtype=bool)
    if shape not in ALL_SHAPES or corridors.ndim != 2 or corridors.shape[0] < MIN_SIZE:
        return None
    if corridors.shape[0] != corridors.shape[1]:
        return None
    crop = crop_mask(corridors)
    if crop is None:
        return None
    return _orientations(shape, corridors.shape[0]).get(mask_picture(crop))


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
    for cached in (
        templates,
        placement_table,
        placements,
        _pictures,
        _orientations,
        shape_of_key,
        orientation_of_key,
    ):
        cached.cache_clear()


on_registry_change(_sync)

# The built-in shapes. Names: English keywords are the specification's, the reference
# implementation's where unambiguous, and their plain variants; Chinese ones are the words a
# Chinese reply uses for the same picture, simplified and traditional characters both where
# they differ (docs/environments.md, "Shape names", gives the reasoning for each choice).

register_shape(
    ShapeEntry(
        "square",
        square_templates,
        4,
        names={
            "en": (
                "square",
                "box",
                "cube",
                "quadrilateral",
                "four-sided polygon",
                "symmetrical rectangle",
                "rectangle",
                "rectangular",
                "hollow square",
                "square ring",
            ),
            "zh": (
                "正方形",
                "方形",
                "方框",
                "回字形",
                "口字形",
                "四边形",
                "四邊形",
                "矩形",
                "长方形",
                "長方形",
            ),
        },
        orientations=ANY_ORIENTATION,
        summary="hollow square rings, side 3 and up",
        why="a ring looks the same turned or mirrored",
    )
)
register_shape(
    ShapeEntry(
        "cross",
        cross_templates,
        8,
        names={
            "en": (
                "cross",
                "X",
                "X shape",
                "crossed lines",
                "times sign",
                "times symbol",
                "multiplication sign",
                "multiplication symbol",
                "saltire",
                "×",
                "✕",
            ),
            "zh": (
                "十字",
                "十字形",
                "十字架",
                "斜十字",
                "交叉形",
                "X形",
                "X字形",
                "X型",
                "叉形",
                "叉号",
                "叉號",
                "乘号",
                "乘號",
            ),
        },
        letters=("X",),
        answer_words=("x", "times", "multiplication", "crossing"),
        orientations=ANY_ORIENTATION,
        summary="both diagonals of an odd-sided square (an X), side 3 and up",
        why="the X looks the same turned or mirrored",
    )
)
register_shape(
    ShapeEntry(
        "spiral",
        spiral_templates,
        4,
        names={
            "en": (
                "spiral",
                "spiraling",
                "spiralling",
                "helix",
                "helical",
                "coil",
                "whorl",
                "swirl",
                "vortex",
            ),
            "zh": (
                "螺旋",
                "螺旋形",
                "螺旋状",
                "螺旋狀",
                "螺线",
                "螺線",
                "漩涡",
                "漩渦",
                "旋涡",
                "旋渦",
                "涡旋",
                "渦旋",
            ),
        },
        verb_forms=("spirals", "spiraled", "spiralled", "coils", "coiled", "coiling", "swirls"),
        orientations=ANY_ORIENTATION,
        summary="square spirals with one-cell walls between turns, side 5 and up; 4 rotations "
        "× 2 chiralities",
        why="a spiral turned or wound the other way is still a spiral (the envs draw all 8)",
    )
)
register_shape(
    ShapeEntry(
        "triangle",
        triangle_templates,
        8,
        names={
            "en": (
                "triangle",
                "triangular",
                "pyramid",
                "trilateral",
                "three-sided polygon",
                "isosceles",
            ),
            "zh": ("三角形", "三角", "金字塔", "三边形", "三邊形"),
        },
        orientations=ANY_ORIENTATION,
        summary="an isosceles outline with a horizontal base and the apex up (height 3 and up); "
        "right triangles with both legs on the box edges, side 3 and up, 4 rotations",
        why='the specification\'s triangles come in "various orientations": an isosceles '
        "turned or flipped is a triangle too (the envs still draw it apex up only, so their "
        "draws stay as they were; a mirrored right triangle is one of its rotations)",
    )
)
register_shape(
    ShapeEntry(
        "C",
        c_templates,
        4,
        names={
            "en": (
                "C",
                "C shape",
                "crescent",
                "half circle",
                "semicircle",
                "semi circle",
                "horseshoe",
                "open curve",
            ),
            "zh": (
                "C形",
                "C字形",
                "C型",
                "半圆",
                "半圓",
                "马蹄形",
                "馬蹄形",
                "新月形",
                "月牙形",
            ),
        },
        letters=("C",),
        answer_words=("c", "curved line"),
        orientations=ANY_ORIENTATION,
        summary="three sides of a rectangle from 3×3, open to the right, left, top or bottom",
        why="the specification's C comes in 4 orientations; a mirrored C is one of them",
    )
)
register_shape(
    ShapeEntry(
        "Z",
        z_templates,
        8,
        names={
            "en": ("Z", "Z shape", "zigzag", "zig zag", "lightning bolt", "lightning"),
            "zh": (
                "Z形",
                "Z字形",
                "Z型",
                "之字形",
                "锯齿形",
                "鋸齒形",
                "闪电",
                "閃電",
            ),
        },
        letters=("Z",),
        answer_words=("z",),
        verb_forms=("zigzags", "zig zags", "zigzagging", "zigzagged"),
        orientations=POINT_SYMMETRIC,
        summary="top row, anti-diagonal, bottom row of a square, side 4 and up (at 3 it is an "
        "hourglass)",
        why="turned 180° a Z is itself; turned 90° it is an N (a letter of its own); mirrored "
        "it is a Z written backwards, which no reader of letters calls a Z",
    )
)

# -- the extended shapes (drawn only when named) --------------------------------------------------

register_shape(
    ShapeEntry(
        "N",
        n_templates,
        8,
        names={"en": ("N", "N shape"), "zh": ("N形", "N字形", "N型")},
        letters=("N",),
        answer_words=("n",),
        orientations=POINT_SYMMETRIC,
        summary="both side columns and the top-left to bottom-right diagonal, side 4 and up",
        why="as for the Z: turned 180° it is itself, turned 90° a Z, mirrored a backwards N "
        "(at side 3 it would be the 3×3 H)",
    )
)
register_shape(
    ShapeEntry(
        "L",
        l_templates,
        4,
        names={"en": ("L", "L shape", "elbow"), "zh": ("L形", "L字形", "L型")},
        letters=("L",),
        answer_words=("l",),
        orientations=ANY_ORIENTATION,
        summary="two sides of a rectangle from 3×3 meeting at a corner, 4 rotations",
        why="a turned or mirrored L is another of its rotations (the envs draw all)",
    )
)
register_shape(
    ShapeEntry(
        "T",
        t_templates,
        4,
        names={"en": ("T", "T shape", "tee"), "zh": ("T形", "T字形", "T型", "丁字形")},
        letters=("T",),
        answer_words=("t",),
        orientations=ANY_ORIENTATION,
        summary="a bar of odd width ≥ 3 and a stem from its middle (3 or more rows in all), "
        "4 rotations",
        why="a turned or mirrored T is another of its rotations (the envs draw all)",
    )
)
register_shape(
    ShapeEntry(
        "plus",
        plus_templates,
        4,
        names={
            "en": (
                "plus sign",
                "plus symbol",
                "plus shape",
                "plus shaped",
                "plus like",
                "greek cross",
            ),
            "zh": ("加号", "加號", "希腊十字", "希臘十字"),
        },
        answer_words=("plus", "+"),
        orientations=ANY_ORIENTATION,
        summary="the middle row and column of an odd side ≥ 3",
        why="a plus looks the same turned or mirrored",
    )
)
register_shape(
    ShapeEntry(
        "H",
        h_templates,
        4,
        names={"en": ("H", "H shape"), "zh": ("H形", "H字形", "H型")},
        letters=("H",),
        answer_words=("h",),
        orientations=("as drawn", "rotated 180", "mirrored", "mirrored, rotated 180"),
        summary="both side columns and the middle row (odd height ≥ 3, width ≥ 3), upright only",
        why="upright only: turned 90° it is a serif I; its half turn and mirror are itself",
    )
)
register_shape(
    ShapeEntry(
        "envelope",
        envelope_templates,
        8,
        names={"en": ("envelope", "boxed cross", "boxed X"), "zh": ("信封", "信封形")},
        orientations=ANY_ORIENTATION,
        summary="composite: a square ring and both its diagonals, odd side ≥ 5 (at 3 the two "
        "fill the box)",
        why="it looks the same turned or mirrored",
    )
)
register_shape(
    ShapeEntry(
        "house",
        house_templates,
        8,
        names={
            "en": ("house", "pentagon", "hut", "home plate"),
            "zh": ("房子", "房屋", "小房子", "五边形", "五邊形"),
        },
        orientations=("as drawn", "mirrored"),
        summary="composite: an isosceles roof (odd base ≥ 5) standing on a ring as wide, 3 or "
        "more rows tall, the roof's base its top",
        why="upright only: a roof below its walls is no house; its mirror is itself",
    )
)
# The views constants.py re-exports follow the entries (older code imports them from here too).
assert tuple(SHAPES) == SHAPE_NAMES == tuple(DEFAULT_CONNECTIVITY), "the six, in order"
assert tuple(EXTENDED_SHAPES) == EXTENDED_SHAPE_NAMES == tuple(EXTENDED_CONNECTIVITY)
assert tuple(ALL_SHAPES) == tuple(SHAPE_CONNECTIVITY)

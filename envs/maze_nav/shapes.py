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

Every shape is one :class:`~envs.maze_nav.shape_registry.ShapeEntry` (the built-in entries
are :data:`envs.maze_nav.builtin_shapes.BUILTIN_SHAPES`, registered here): its templates, its
moves, the orientations that count as it, and its names. The dicts (:data:`SHAPES`,
:data:`EXTENDED_SHAPES`, :data:`ALL_SHAPES`) and every cache follow the registry. :func:`classify_shape` knows each shape's templates in every orientation its entry
counts (a triangle in any: the isosceles turned or flipped is a triangle, though the envs draw it
apex up only); :func:`orientation_of` says how a maze lies relative to the drawn templates.

To add a shape: write a ``templates(size)`` function returning the templates that fit a
``size × size`` box and register a ``ShapeEntry`` for it (``docs/environments.md``, "How to add
a shape"); ``SHAPE_NAMES`` and ``DEFAULT_CONNECTIVITY`` are the specification's six and stay so.
``envs.maze_nav.generator.shape_problems(family, moves, against=ALL_SHAPE_NAMES)`` checks a
family against the rules first (every placement playable within the move limit, no picture
shared with another shape).

Where each part lives: the templates, placements and the tables in
:mod:`envs.maze_nav.shape_placements`; the shape and orientation of a maze's corridors in
:mod:`envs.maze_nav.shape_classify`; the built-in entries in :mod:`envs.maze_nav.builtin_shapes`
(each family's drawing in :mod:`envs.maze_nav.shape_templates`). This module registers the
entries and re-exports the names tests and tools import from it.
"""

from __future__ import annotations

from envs.maze_nav.builtin_shapes import BUILTIN_SHAPES
from envs.maze_nav.constants import (
    DEFAULT_CONNECTIVITY,
    EXTENDED_CONNECTIVITY,
    EXTENDED_SHAPE_NAMES,
    SHAPE_CONNECTIVITY,
    SHAPE_NAMES,
)
from envs.maze_nav.shape_classify import (
    classify_shape,
    crop_mask,
    mask_picture,
    orientation_of,
    shape_of_key,
)
from envs.maze_nav.shape_placements import (
    ALL_SHAPES,
    EXTENDED_SHAPES,
    SHAPES,
    place,
    placement_table,
    placements,
    templates,
)
from envs.maze_nav.shape_registry import register_shape

__all__ = [
    "ALL_SHAPES",
    "DEFAULT_CONNECTIVITY",
    "EXTENDED_SHAPES",
    "SHAPES",
    "classify_shape",
    "crop_mask",
    "mask_picture",
    "orientation_of",
    "place",
    "placement_table",
    "placements",
    "shape_of_key",
    "templates",
]

# The built-in entries are registered here, once, after the tables and caches that follow the
# registry are listening (``shape_placements``, ``shape_classify``).
for _entry in BUILTIN_SHAPES:
    register_shape(_entry)

# The views constants.py re-exports follow the entries (older code imports them from here too).
assert tuple(SHAPES) == SHAPE_NAMES == tuple(DEFAULT_CONNECTIVITY), "the six, in order"
assert tuple(EXTENDED_SHAPES) == EXTENDED_SHAPE_NAMES == tuple(EXTENDED_CONNECTIVITY)
assert tuple(ALL_SHAPES) == tuple(SHAPE_CONNECTIVITY)

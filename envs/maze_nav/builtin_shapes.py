"""The built-in shapes: the specification's six and the extended ones, as registry entries.

One :class:`~envs.maze_nav.shape_registry.ShapeEntry` per shape: its templates (drawn in
:mod:`envs.maze_nav.shape_templates`), its moves, the orientations that count as it, and its
names. :mod:`envs.maze_nav.shapes` registers them, in this order (the six first).
"""

from __future__ import annotations

from envs.maze_nav.shape_registry import (
    ANY_ORIENTATION,
    POINT_SYMMETRIC,
    ShapeEntry,
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

BUILTIN_SHAPES: tuple[ShapeEntry, ...] = (
    # The built-in shapes. Names: English keywords are the specification's, the reference
    # implementation's where unambiguous, and their plain variants; Chinese ones are the words a
    # Chinese reply uses for the same picture, simplified and traditional characters both where
    # they differ (docs/environments.md, "Shape names", gives the reasoning for each choice).
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
    ),
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
    ),
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
    ),
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
    ),
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
    ),
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
    ),
    # -- the extended shapes (drawn only when named) --------------------------------------------------
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
    ),
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
    ),
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
    ),
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
    ),
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
    ),
    ShapeEntry(
        "envelope",
        envelope_templates,
        8,
        names={"en": ("envelope", "boxed cross", "boxed X"), "zh": ("信封", "信封形")},
        orientations=ANY_ORIENTATION,
        summary="composite: a square ring and both its diagonals, odd side ≥ 5 (at 3 the two "
        "fill the box)",
        why="it looks the same turned or mirrored",
    ),
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
    ),
)
"""Every built-in entry, the six (``SHAPE_NAMES`` order) then the extended shapes."""

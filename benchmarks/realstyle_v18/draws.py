"""The draws of set v18: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

Each draw starts as set v17's (:func:`benchmarks.realstyle_v17.draws._draw`: v16's looks,
cameras and limit pushes, v17's web looks and the eight rare scenarios four times each in
``rare_scenario``), from the same Generator, then set v18 adds, from that Generator too:

- its new looks (``new``, drawn by :mod:`benchmarks.realstyle_v18.new_looks`: over-sharpening,
  rounded corners, a line along the picture's edge, colour fringes), always on their own
  category and now and then on an everyday draw;
- a ``boomerang`` clip (played forwards, then backwards), on its own category and now and then;
- set v17's looks at a natural rate on everyday draws (v17 drew a subtitle, a second site's
  frame and 8-12 fps only on their own categories): a subtitle inside the watermark limit, a
  wide clip re-posted in a square or portrait frame, a low frame rate.

The hard minority (``near_limit``, ``beyond_*``, ``outside_*``) gets none of the additions, so
each of those videos sits near one limit only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan
from benchmarks.realstyle_v16.draws import BARS, EVERYDAY
from benchmarks.realstyle_v17.draws import _draw as v17_draw
from benchmarks.realstyle_v18.new_looks import FRAME_LINE_COLOURS, NO_NEW

# (region, category, count, shape); shape "mixed" cycles through set v16's SHAPE_CYCLE.
PLAN = [
    ("inside", "landscape_web", 2, "landscape"),
    ("inside", "portrait_web", 2, "portrait"),
    ("inside", "square_web", 1, "square"),
    ("inside", "four_three_web", 1, "four_three"),
    ("inside", "cinema_web", 1, "cinema"),
    ("inside", "pulldown", 1, "landscape"),
    ("inside", "blend_rate", 1, "landscape"),
    ("inside", "low_fps", 1, "mixed"),
    ("inside", "h265", 1, "mixed"),
    ("inside", "nested_bars", 1, "landscape"),
    ("inside", "vignette", 1, "mixed"),
    ("inside", "subtitle", 1, "mixed"),
    ("inside", "pip", 1, "mixed"),
    ("inside", "ken_burns", 1, "landscape"),
    ("inside", "loop", 1, "mixed"),
    ("inside", "long_first_hold", 1, "landscape"),
    ("inside", "sharpen", 1, "mixed"),
    ("inside", "rounded", 2, "mixed"),
    ("inside", "frame_line", 1, "mixed"),
    ("inside", "chroma", 1, "mixed"),
    ("inside", "boomerang", 2, "mixed"),
    ("inside", "rare_scenario", 32, "mixed"),
    ("inside", "near_limit", 6, "landscape"),
    ("beyond", "beyond_camera", 10, "landscape"),
    ("beyond", "beyond_wobble", 3, "landscape"),
    ("beyond", "beyond_watermark", 4, "portrait"),
    ("beyond", "beyond_subtitle", 3, "mixed"),
    ("outside", "outside_cut", 4, "landscape"),
    ("outside", "outside_camera", 4, "landscape"),
    ("outside", "outside_blank", 3, "landscape"),
    ("outside", "outside_other", 3, "landscape"),
]
HARD = ("near_limit", "beyond_camera", "beyond_wobble", "beyond_watermark", "beyond_subtitle",
        "outside_cut", "outside_camera", "outside_blank", "outside_other")  # fmt: skip
# Frames a wide clip is re-posted in now and then: the picture stays 1080 px wide.
NATURAL_NEST = [(1080, 1920), (1080, 1080)]
# A loop or a boomerang repeats what the model drew; only everyday clips are repeated, so the
# labels of the repeated clip are those of its frames in a row.
REPEATABLE = set(EVERYDAY)


def _new(rng: np.random.Generator, category: str, everyday: bool) -> dict[str, Any]:
    """The new looks: now and then on an everyday draw, always on their own category."""
    new = dict(NO_NEW)
    if (everyday and rng.random() < 0.12) or category == "sharpen":
        new["sharpen"] = round(float(rng.uniform(0.3, 0.6)), 3)
    if (everyday and rng.random() < 0.08) or category == "rounded":
        new["rounded"] = round(float(rng.uniform(0.04, 0.08)), 4)
    if (everyday and rng.random() < 0.05) or category == "frame_line":
        colour = FRAME_LINE_COLOURS[int(rng.integers(len(FRAME_LINE_COLOURS)))]
        new["frame_line"] = {"width": int(rng.integers(2, 5)), "colour": list(colour)}
    if (everyday and rng.random() < 0.05) or category == "chroma":
        new["chroma"] = 1
    return new


def _natural_v17(draw: dict[str, Any], rng: np.random.Generator) -> None:
    """Set v17's subtitle, second frame and low frame rate, now and then on an everyday draw."""
    web, look = draw["web"], draw["look"]
    if rng.random() < 0.06 and not web["subtitle"]:
        web["subtitle"] = round(float(rng.uniform(0.02, 0.038)), 4)
    w, h = look["size"]
    if rng.random() < 0.06 and w > h and not web["nest"] and not web["pip"]:
        size = NATURAL_NEST[int(rng.integers(len(NATURAL_NEST)))]
        fill = BARS[int(rng.integers(len(BARS)))]
        web["nest"] = {"size": list(size), "fill": [int(c) for c in fill]}
    if rng.random() < 0.04 and draw["timing"]["kind"] == "none":
        draw["fps"] = int(rng.integers(8, 13))
        draw["timing"] = {"kind": "repeat", "rate": round(draw["fps"] / 24, 4)}


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    draw = v17_draw(i, region, category, shape, k, rng)
    everyday = category not in HARD and category != "pip"  # pip: nothing else over the frame
    draw["new"] = _new(rng, category, everyday)
    boomerang = category == "boomerang" or (everyday and rng.random() < 0.04)
    draw["boomerang"] = bool(boomerang and draw["loop"] == 1 and category != "rare_scenario")
    if everyday and category not in ("rare_scenario", "long_first_hold"):
        _natural_v17(draw, rng)
    if (draw["boomerang"] or draw["loop"] > 1) and draw["scenario"] not in REPEATABLE:
        draw["scenario"] = "solved"
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)

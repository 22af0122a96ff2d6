"""The draws of set v16: set v15's drawing code (:mod:`benchmarks.realstyle_v15.draws`) with
set v16's own numbers. Unlike v15, a ``rare_scenario`` category draws each rare scenario
(``RARE_ALL``) four times over every shape; the bars, the rare scenarios and their weight, a
small ``stamp`` mark and the end cards are v16's own (``RECIPE``).

A draw's fields and regions are v15's; the names below are those sets v17 and v18 import.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.realstyle_v15 import draws as v15
from benchmarks.realstyle_v15.draws import (
    EVERYDAY,
    NEAR,
    SIZES,
    Recipe,
    _fit_camera,
    _outside,
    _push,
)

BARS = [(0, 0, 0), (0, 0, 0), (0, 0, 0), (255, 255, 255), (12, 12, 14), (128, 128, 128),
        (60, 60, 64), (20, 30, 90), (190, 40, 40), (30, 110, 60), (240, 230, 210), (230, 200, 40),
        (70, 30, 110)]  # fmt: skip
RARE = ["reverse", "jump", "dissolve", "dissolve", "slide_or_walls", "replaced"]
# The rare scenarios, each drawn at least four times in ``rare_scenario``: a square that slides,
# a maze wall that opens, a board replaced by another, a one-jump answer, moves drawn as
# cross-fades, an answer turned back, and a maze that reaches G and steps off (``step_off``).
RARE_ALL = ["slide", "walls", "replaced", "jump", "dissolve", "reverse", "step_off"]
SHAPE_CYCLE = ["landscape", "portrait", "square", "four_three", "cinema", "landscape", "portrait"]
TAILS = ["none"] * 4 + ["black", "white", "fade_card", "fade_card", "card", "dissolve_card"]

# (region, category, count, shape); shape "mixed" cycles through SHAPE_CYCLE.
PLAN = [
    ("inside", "landscape_web", 6, "landscape"),
    ("inside", "portrait_web", 5, "portrait"),
    ("inside", "portrait_white", 2, "portrait"),
    ("inside", "square_web", 3, "square"),
    ("inside", "four_three_web", 2, "four_three"),
    ("inside", "cinema_web", 2, "cinema"),
    ("inside", "pulldown", 2, "landscape"),
    ("inside", "blend_rate", 2, "landscape"),
    ("inside", "rare_scenario", 28, "mixed"),
    ("inside", "near_limit", 8, "landscape"),
    ("beyond", "beyond_camera", 12, "landscape"),
    ("beyond", "beyond_wobble", 4, "landscape"),
    ("beyond", "beyond_watermark", 4, "portrait"),
    ("outside", "outside_cut", 4, "landscape"),
    ("outside", "outside_camera", 4, "landscape"),
    ("outside", "outside_blank", 3, "landscape"),
    ("outside", "outside_other", 3, "landscape"),
]

__all__ = ["BARS", "EVERYDAY", "NEAR", "PLAN", "RARE", "RARE_ALL", "RECIPE", "SHAPE_CYCLE",
           "SIZES", "TAILS", "_fit_camera", "_look", "_outside", "_push", "make_draws"]  # fmt: skip


def rare_scenario(category: str, shape: str, k: int, task: str, scenario: str):
    """``rare_scenario``'s ``k``-th draw: ``RARE_ALL`` in turn, over every shape and both tasks."""
    if category == "rare_scenario":
        scenario = RARE_ALL[k % len(RARE_ALL)]
        shape = SHAPE_CYCLE[(k // len(RARE_ALL) + k) % len(SHAPE_CYCLE)]
        task = "rotation_puzzle" if (k // len(RARE_ALL)) % 2 == 0 else "maze_nav"
    return task, scenario, shape


RECIPE = Recipe(PLAN, BARS, RARE, 0.8, TAILS, True, rare_scenario)


def _look(rng: np.random.Generator, shape: str) -> dict[str, Any]:
    """A web look drawn with set v16's bars and stamp (set v17 draws its looks so)."""
    return v15._look(rng, shape, RECIPE)


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category, 17 videos)."""
    return v15.make_draws(seed, quick, RECIPE)

"""The draws of set v19: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

Each draw starts as set v18's (:func:`benchmarks.realstyle_v18.draws._draw`: v16's looks,
cameras and limit pushes, v17's web looks and the eight rare scenarios four times each, v18's
new looks and boomerangs, v17's looks at a natural rate), from the same Generator, then set v19
adds, from that Generator too, its fresh looks (``fresh``, drawn by
:mod:`benchmarks.realstyle_v19.fresh_looks`): strong chroma subsampling, a short-video
platform's interface, a screen recording of a player, a GIF's palette and frame rate, a phone's
keystone and a motion blur along each move; always on their own category and now and then on
an everyday draw. ``beyond_keystone`` bends the board past the ``wobble`` limit with a stronger
keystone and nothing else moving.

The hard minority (``near_limit``, ``beyond_*``, ``outside_*``) gets none of v18's or v19's
additions, so each of those videos sits near one limit only.
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan
from benchmarks.realstyle_v17.web_looks import NO_WEB
from benchmarks.realstyle_v18.draws import HARD as V18_HARD
from benchmarks.realstyle_v18.draws import _draw as v18_draw
from benchmarks.realstyle_v18.new_looks import NO_NEW
from benchmarks.realstyle_v19.fresh_looks import (
    DESKTOPS,
    NO_FRESH,
    keystone_bend,
    right_gap,
    ui_need,
)

# (region, category, count, shape); shape "mixed" cycles through set v16's SHAPE_CYCLE.
PLAN = [
    ("inside", "landscape_web", 2, "landscape"),
    ("inside", "portrait_web", 2, "portrait"),
    ("inside", "square_web", 1, "square"),
    ("inside", "pulldown", 1, "landscape"),
    ("inside", "blend_rate", 1, "landscape"),
    ("inside", "low_fps", 1, "mixed"),
    ("inside", "subtitle", 1, "mixed"),
    ("inside", "long_first_hold", 1, "landscape"),
    ("inside", "boomerang", 1, "mixed"),
    ("inside", "chroma_sub", 1, "landscape"),
    ("inside", "ui_overlay", 2, "portrait"),
    ("inside", "screen_record", 2, "landscape"),
    ("inside", "gif", 2, "mixed"),
    ("inside", "keystone", 2, "mixed"),
    ("inside", "motion_blur", 2, "mixed"),
    ("inside", "rare_scenario", 32, "mixed"),
    ("inside", "near_limit", 6, "landscape"),
    ("beyond", "beyond_camera", 8, "landscape"),
    ("beyond", "beyond_wobble", 3, "landscape"),
    ("beyond", "beyond_watermark", 3, "portrait"),
    ("beyond", "beyond_subtitle", 3, "mixed"),
    ("beyond", "beyond_keystone", 3, "landscape"),
    ("outside", "outside_cut", 4, "landscape"),
    ("outside", "outside_camera", 4, "landscape"),
    ("outside", "outside_blank", 3, "landscape"),
    ("outside", "outside_other", 3, "landscape"),
    ("outside", "outside_split", 3, "landscape"),
]
HARD = (*V18_HARD, "beyond_keystone", "outside_split")
INSIDE_BEND = 1.2
"""The most bend (canvas px) a keystone ``inside`` may leave: under the 2 px ``wobble`` limit."""
BEYOND_BEND = (2.6, 5.0)
"""The bend of ``beyond_keystone``: past the ``wobble`` limit by 30-150%."""


def _hd(draw: dict[str, Any], rng: np.random.Generator) -> None:
    """A landscape frame 720 px high or more, at a web bitrate for it."""
    look = draw["look"]
    w, h = look["size"]
    if h < 720 or w < h:
        look["size"] = [1280, 720]
        draw["kbps"] = int(round(2500 * float(rng.uniform(0.35, 1.0)), -1))


def _keystone(look: dict[str, Any], rng: np.random.Generator, beyond: bool) -> float:
    """A keystone whose bend over the largest board is ``INSIDE_BEND`` or under, or within
    ``BEYOND_BEND``."""
    if not beyond:
        k = float(rng.uniform(0.004, 0.012))
        while keystone_bend(look, k) > INSIDE_BEND:
            k *= 0.8
        return round(k, 5)
    k = float(rng.uniform(0.03, 0.06))
    lo, hi = BEYOND_BEND
    for _ in range(60):
        bend = keystone_bend(look, k)
        if bend < lo:
            k *= 1.1
        elif bend > hi:
            k *= 0.93
        else:
            return round(k, 5)
    raise RuntimeError(f"look={look!r}: no keystone bends the board {lo}-{hi} px")


def _clear_right(look: dict[str, Any]) -> None:
    """Shrink the camera until the board keeps 8 canvas px (and its wobble and shake) left of
    the interface's icons; a still camera always does."""
    cam = look["camera"]
    need = ui_need(look) + 8 + look["wobble"] + 2 * cam["shake"]
    for _ in range(80):
        if right_gap(cam) >= need:
            return
        cam["pan"] = (cam["pan"][0] * 0.8, cam["pan"][1] * 0.8)
        cam["roll"] *= 0.8
        cam["zoom"] = 1 + (cam["zoom"] - 1) * 0.8
    cam.update(pan=(0.0, 0.0), roll=0.0, zoom=1.0)


def _fresh(draw: dict[str, Any], rng: np.random.Generator, category: str) -> dict[str, Any]:
    """The fresh looks: now and then on an everyday draw, always on their own category."""
    fresh = dict(NO_FRESH)
    look, web = draw["look"], draw["web"]
    if category in ("chroma_sub", "screen_record"):
        _hd(draw, rng)
    if category in ("ui_overlay", "screen_record", "keystone"):
        web.update(nest=None, pip=None)
    w, h = look["size"]
    plain = not web["nest"] and not web["pip"]
    if (rng.random() < 0.05 and min(w, h) >= 720) or category == "chroma_sub":
        fresh["chroma_sub"] = 4
    if ((rng.random() < 0.08 and h >= w) or category == "ui_overlay") and plain:
        fresh["ui"] = True
        _clear_right(look)
    if ((rng.random() < 0.04 and w > h >= 720) or category == "screen_record") and plain:
        desktop = DESKTOPS[int(rng.integers(len(DESKTOPS)))]
        fresh["screen"] = {"scale": round(float(rng.uniform(0.78, 0.85)), 3),
                           "desktop": list(desktop)}  # fmt: skip
    if rng.random() < 0.04 or category == "gif":
        fresh["gif"] = True
        if draw["timing"]["kind"] == "none":  # a GIF's own frame rate, frames dropped
            draw["fps"] = int(rng.integers(10, 16))
            draw["timing"] = {"kind": "repeat", "rate": round(draw["fps"] / 24, 4)}
    if ((rng.random() < 0.03) or category == "keystone") and plain:
        fresh["keystone"] = _keystone(look, rng, beyond=False)
    if rng.random() < 0.12 or category == "motion_blur":
        fresh["motion_blur"] = round(float(rng.uniform(0.4, 0.7)), 3)
    return fresh


def _plain(draw: dict[str, Any], region: str) -> None:
    """None of the later sets' looks or replays: the draw sits by one change alone."""
    draw.update(region=region, new=dict(NO_NEW), web=copy.deepcopy(NO_WEB), boomerang=False,
                loop=1, fresh=dict(NO_FRESH))  # fmt: skip


def _beyond_keystone(draw: dict[str, Any], rng: np.random.Generator) -> None:
    """Past the ``wobble`` limit by a keystone's bend alone: the camera still, no wobble, no
    mark on the picture, none of the later sets' looks."""
    look = draw["look"]
    look["camera"].update(pan=(0.0, 0.0), roll=0.0, zoom=1.0, shake=0.0)
    look["wobble"] = 0.0
    look["marks"] = [m for m in look["marks"] if not m.startswith(("band", "logo", "stamp"))]
    _plain(draw, "beyond")
    draw["near"] = "wobble"
    draw["fresh"]["keystone"] = _keystone(look, rng, beyond=True)


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    if category == "beyond_keystone":  # drawn as an inside draw, then bent past the limit
        draw = v18_draw(i, "inside", category, shape, k, rng)
        _beyond_keystone(draw, rng)
        return draw
    if category == "outside_split":  # drawn as an inside draw, then shown beside its start
        draw = v18_draw(i, "inside", category, shape, k, rng)
        _plain(draw, "outside")
        draw["fresh"]["split"] = True
        return draw
    draw = v18_draw(i, region, category, shape, k, rng)
    everyday = category not in HARD and category != "pip"
    draw["fresh"] = _fresh(draw, rng, category) if everyday else dict(NO_FRESH)
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)

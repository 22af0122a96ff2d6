"""The draws of set v21: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

Each draw starts as set v20's (:func:`benchmarks.realstyle_v20.draws._draw`: v16's looks,
cameras and limit pushes, v17's web looks and the eight rare scenarios four times each, v18's
new looks and boomerangs, v19's fresh looks, v20's repost looks, all at their natural rates),
from the same Generator, then set v21 adds, from that Generator too, its clip looks (``clip``,
drawn by :mod:`benchmarks.realstyle_v21.clip_looks`): an app's watermark that hops between
spots, an editor's zoom to fill the bars at a cut, cinematic bars slid in part-way, a recorded
player's pause overlay, and a variable-frame-rate re-encode; always on their own category and
now and then on an everyday draw. ``beyond_fill`` zooms a 4:3 frame to fill, past
``zoom_high``; ``beyond_hop`` makes the hopping mark past the ``watermark`` share, over the
board; ``outside_bars`` slides the bars in over every board's outer rows.

The hard minority (``near_limit``, ``beyond_*``, ``outside_*``) gets none of v18's to v21's
additions, so each of those videos sits near one limit only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan
from benchmarks.realstyle_v15.look import board_margin
from benchmarks.realstyle_v20.draws import HARD as V20_HARD
from benchmarks.realstyle_v20.draws import _draw as v20_draw
from benchmarks.realstyle_v20.draws import _hard, still_camera
from benchmarks.realstyle_v20.repost_looks import NO_OWN
from benchmarks.realstyle_v21.clip_looks import NO_CLIP, fill_zoom

# (region, category, count, shape); shape "mixed" cycles through set v16's SHAPE_CYCLE.
PLAN = [
    ("inside", "landscape_web", 3, "landscape"),
    ("inside", "portrait_web", 3, "portrait"),
    ("inside", "square_web", 1, "square"),
    ("inside", "four_three_web", 1, "four_three"),
    ("inside", "cinema_web", 1, "cinema"),
    ("inside", "pulldown", 1, "landscape"),
    ("inside", "blend_rate", 1, "landscape"),
    ("inside", "long_first_hold", 1, "landscape"),
    ("inside", "hop_mark", 2, "mixed"),
    ("inside", "pause_overlay", 2, "mixed"),
    ("inside", "fill_crop", 2, "mixed"),
    ("inside", "cinema_bars", 2, "landscape"),
    ("inside", "vfr", 2, "mixed"),
    ("inside", "rare_scenario", 32, "mixed"),
    ("inside", "near_limit", 5, "landscape"),
    ("beyond", "beyond_camera", 6, "landscape"),
    ("beyond", "beyond_wobble", 2, "landscape"),
    ("beyond", "beyond_watermark", 2, "portrait"),
    ("beyond", "beyond_subtitle", 1, "mixed"),
    ("beyond", "beyond_keystone", 1, "landscape"),
    ("beyond", "beyond_barrel", 2, "landscape"),
    ("beyond", "beyond_punch", 1, "landscape"),
    ("beyond", "beyond_fill", 3, "four_three"),
    ("beyond", "beyond_hop", 3, "mixed"),
    ("outside", "outside_cut", 2, "landscape"),
    ("outside", "outside_camera", 3, "landscape"),
    ("outside", "outside_blank", 2, "landscape"),
    ("outside", "outside_other", 2, "landscape"),
    ("outside", "outside_split", 1, "landscape"),
    ("outside", "outside_circle", 1, "mixed"),
    ("outside", "outside_bars", 3, "landscape"),
]
HARD = (*V20_HARD, "beyond_fill", "beyond_hop", "outside_bars")
OWN_CATEGORIES = ("hop_mark", "pause_overlay", "fill_crop", "cinema_bars", "vfr")
INSIDE_HOP = (0.006, 0.02)
"""The hopping mark's share of the frame ``inside``: under the 0.04 ``watermark`` limit."""
BEYOND_HOP = (0.05, 0.07)
"""Its share ``beyond`` the limit, by 25-75%."""
INSIDE_FILL = (1.03, 1.08)
"""A partial zoom to fill ``inside``: under the 1.1 ``zoom_high`` limit."""
BOARD_TOP = 33
"""The largest board's distance (canvas px) from the picture's top and bottom edges."""
SMALLEST_REACH = 106
"""The smallest board's distance (canvas px) from the picture's top and bottom edges."""
OUTSIDE_BARS = (115, 130)
"""Cinematic bars that reach 9-24 canvas px past the smallest board's outer rows."""
MARK_ROOM = 0.038
"""The most the frame's marks along or over it may add up to (bands, subtitles, the hopping
mark, the pause overlay): under the 0.04 ``watermark`` limit."""
VFR_CODES = 64
"""The length of a variable frame rate's pattern of per-frame codes."""
PAUSE_SHARE = 0.014
"""The pause overlay's disc and progress bar, as a share of the frame, at most (a square
frame's: a disc of 0.95% and a bar of 0.37%)."""


def _bare(draw: dict[str, Any]) -> bool:
    """No earlier set's layout or geometry look: nothing the editor's zoom or bars would move."""
    web, fresh, own, new = draw["web"], draw["fresh"], draw["own"], draw["new"]
    return not (
        web["nest"] or web["pip"] or fresh["ui"] or fresh["screen"] or fresh["keystone"]
        or fresh["split"] or own["punch"] or own["meme"] or own["reaction"] or own["circle"]
        or own["barrel"] or new["rounded"] or new["frame_line"]
    )  # fmt: skip


def _clear(draw: dict[str, Any]) -> None:
    """Take every earlier set's layout and geometry look off the draw."""
    draw["web"].update(nest=None, pip=None)
    draw["fresh"].update(ui=False, screen=None, keystone=0.0, split=False)
    draw["own"].update(punch=None, meme=None, reaction=None, circle=None, barrel=0.0)
    draw["new"].update(rounded=0.0, frame_line=None)


def _marks_share(draw: dict[str, Any]) -> float:
    """The share of the frame already under bands and a subtitle."""
    bands = [float(m.split(":")[1]) for m in draw["look"]["marks"] if m.startswith("band")]
    return sum(bands) + float(draw["web"]["subtitle"])


def _still(draw: dict[str, Any]) -> None:
    """The camera still (its shake kept), the picture centred at full fit, a flat bar colour."""
    look = draw["look"]
    look["camera"] = {**still_camera(), "shake": look["camera"]["shake"]}
    look.update(fit=1.0, align=[0.5, 0.5])
    if not isinstance(look["fill"], list):
        look["fill"] = [0, 0, 0]


def _fill(draw: dict[str, Any], rng: np.random.Generator) -> dict[str, Any] | None:
    """A partial zoom to fill within ``INSIDE_FILL``, the largest board kept 6 canvas px (and
    the wobble and shake) inside; None when the frame has no bars to crop."""
    _still(draw)
    look = draw["look"]
    most = fill_zoom(look)
    if most < INSIDE_FILL[0]:
        return None
    zoom = min(float(rng.uniform(*INSIDE_FILL)), most)
    need = 6 + look["wobble"] + 2 * look["camera"]["shake"]
    while board_margin(still_camera(zoom)) < need and zoom > INSIDE_FILL[0]:
        zoom = max(INSIDE_FILL[0], 1 + (zoom - 1) * 0.8)
    # Bands zoomed with the frame would pass the watermark limit.
    look["marks"] = [m for m in look["marks"] if not m.startswith("band")]
    return {"at": round(float(rng.uniform(0.3, 0.6)), 3), "zoom": round(zoom, 4)}


def _bars(draw: dict[str, Any], rng: np.random.Generator, outside: bool) -> dict[str, Any]:
    """Cinematic bars stopping short of the largest board, or over every board's outer rows."""
    look = draw["look"]
    if outside:
        depth = float(rng.uniform(*OUTSIDE_BARS))
    else:
        _still(draw)
        most = BOARD_TOP - 6 - look["wobble"] - 2 * look["camera"]["shake"]
        depth = float(rng.uniform(0.4, 1.0)) * most
    return {"at": round(float(rng.uniform(0.2, 0.55)), 3), "depth": round(depth, 2),
            "slide": round(float(rng.uniform(0.06, 0.12)), 3)}  # fmt: skip


def _hop(rng: np.random.Generator, share: float, over_board: bool) -> dict[str, Any]:
    """A mark hopping between 3-5 spots (shares of the room left around it)."""
    n = int(rng.integers(3, 6))
    lo, hi = (0.35, 0.65) if over_board else (0.0, 1.0)
    spots = [[round(float(v), 3) for v in rng.uniform(lo, hi, 2)] for _ in range(n)]
    return {
        "share": round(share, 4),
        "spots": spots,
        "alpha": round(float(rng.uniform(0.45, 0.6)), 3),
    }


def _pause(rng: np.random.Generator) -> dict[str, Any]:
    """One or two pauses, each shown for 6-14% of the clip."""
    events = []
    for at in sorted(rng.uniform(0.15, 0.85, int(rng.integers(1, 3)))):
        events.append({"at": round(float(at), 3), "span": round(float(rng.uniform(0.06, 0.14)), 3),
                       "glyph": str(rng.choice(["pause", "play"]))})  # fmt: skip
    return {"events": events}


def _vfr(rng: np.random.Generator) -> dict[str, Any]:
    """A variable-frame-rate re-encode: ``VFR_CODES`` per-frame codes (``build.vfr_timed``),
    repeated over the clip; 10-30% of frames held longer (a quarter of those a third time) and
    3-10% marked to drop (done only where the frame is part of a hold)."""
    dup, drop = float(rng.uniform(0.1, 0.3)), float(rng.uniform(0.03, 0.1))
    codes = []
    for u in rng.random(VFR_CODES):
        if u < drop:
            codes.append("0")
        elif u < drop + 0.75 * dup:
            codes.append("2")
        elif u < drop + dup:
            codes.append("3")
        else:
            codes.append("1")
    return {"pattern": "".join(codes)}


def _clip(draw: dict[str, Any], rng: np.random.Generator, category: str) -> dict[str, Any]:
    """The clip looks: now and then on an everyday draw, always on their own category."""
    clip = dict(NO_CLIP)
    if category in ("fill_crop", "cinema_bars"):
        _clear(draw)
    if category == "hop_mark":  # the only mark over the frame
        draw["look"]["marks"] = [m for m in draw["look"]["marks"] if not m.startswith("band")]
        draw["web"]["subtitle"] = 0.0
    cam = draw["look"]["camera"]
    still = cam["pan"] == (0.0, 0.0) and cam["roll"] == 0.0 and cam["zoom"] == 1.0
    room = MARK_ROOM - _marks_share(draw)
    share = float(rng.uniform(*INSIDE_HOP))
    if (rng.random() < 0.06 and share <= room) or category == "hop_mark":
        clip["hop"] = _hop(rng, share, over_board=False)
        room -= share
    edit = rng.random()
    if (edit < 0.03 and still and _bare(draw)) or category == "fill_crop":
        clip["fill"] = _fill(draw, rng)
    elif (edit > 0.97 and still and _bare(draw)) or category == "cinema_bars":
        clip["bars"] = _bars(draw, rng, outside=False)
    if (rng.random() < 0.05 and room >= PAUSE_SHARE) or category == "pause_overlay":
        clip["pause"] = _pause(rng)
    if rng.random() < 0.05 or category == "vfr":
        clip["vfr"] = _vfr(rng)
    return clip


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    if category in ("beyond_fill", "beyond_hop", "outside_bars"):
        draw = v20_draw(i, "inside", category, shape, k, rng)  # then moved past its limit
        _hard(draw, region)
        draw["clip"] = dict(NO_CLIP)
        if category == "beyond_fill":
            _still(draw)
            draw["near"] = "zoom_high"
            zoom = fill_zoom(draw["look"])
            if not 1.1 < zoom < 1.14 or board_margin(still_camera(zoom)) < 3:
                raise RuntimeError(f"look={draw['look']!r}: zoom to fill {zoom:.4f} not beyond")
            draw["clip"]["fill"] = {"at": round(float(rng.uniform(0.3, 0.6)), 3),
                                    "zoom": round(zoom, 4)}  # fmt: skip
        elif category == "beyond_hop":
            draw["near"] = "watermark"
            share = float(rng.uniform(*BEYOND_HOP))
            draw["clip"]["hop"] = _hop(rng, share, over_board=True)
        else:
            draw["clip"]["bars"] = _bars(draw, rng, outside=True)
            draw["scenario"] = str(rng.choice(["solved", "early", "wrong_end"]))
        return draw
    draw = v20_draw(i, region, category, shape, k, rng)
    everyday = category not in HARD and category != "pip"
    draw["clip"] = _clip(draw, rng, category) if everyday else dict(NO_CLIP)
    draw.setdefault("own", dict(NO_OWN))
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)


__all__ = ["HARD", "OWN_CATEGORIES", "PLAN", "make_draws"]

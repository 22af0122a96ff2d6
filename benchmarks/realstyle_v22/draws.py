"""The draws of set v22: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

Each draw starts as set v21's (:func:`benchmarks.realstyle_v21.draws._draw`: v16's looks,
cameras and limit pushes, the eight rare scenarios four times each, v17's to v21's looks and
replays at their natural rates), from the same Generator; then set v22 adds, from that
Generator too, its relay looks (``relay``, drawn by :mod:`benchmarks.realstyle_v22.relay_looks`):
an editor's light leak, an adaptive stream's switch up from a lower rung, a live stream's
floating reactions and a filmed monitor's rolling band, always on their own category and now
and then on an everyday draw. ``beyond_hearts`` makes the reactions cover 5-7% of the frame
over the picture's middle, past the ``watermark`` share; ``outside_sideways`` stores the frame
turned a quarter (its rotation tag lost).

The hard minority (``near_limit``, ``beyond_*``, ``outside_*``) gets none of v18's to v22's
additions, so each of those videos sits near one limit only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan
from benchmarks.realstyle_v15.look import picture_box
from benchmarks.realstyle_v20.draws import _hard
from benchmarks.realstyle_v21.clip_looks import NO_CLIP
from benchmarks.realstyle_v21.draws import HARD as V21_HARD
from benchmarks.realstyle_v21.draws import MARK_ROOM, PAUSE_SHARE, _bare, _clear
from benchmarks.realstyle_v21.draws import _draw as v21_draw
from benchmarks.realstyle_v22.relay_looks import NO_RELAY

# (region, category, count, shape); shape "mixed" cycles through set v16's SHAPE_CYCLE.
PLAN = [
    ("inside", "landscape_web", 2, "landscape"),
    ("inside", "portrait_web", 2, "portrait"),
    ("inside", "square_web", 1, "square"),
    ("inside", "four_three_web", 1, "four_three"),
    ("inside", "cinema_web", 1, "cinema"),
    ("inside", "pulldown", 1, "landscape"),
    ("inside", "blend_rate", 1, "landscape"),
    ("inside", "long_first_hold", 1, "landscape"),
    ("inside", "hop_mark", 1, "mixed"),
    ("inside", "pause_overlay", 1, "mixed"),
    ("inside", "fill_crop", 1, "mixed"),
    ("inside", "cinema_bars", 1, "landscape"),
    ("inside", "vfr", 1, "mixed"),
    ("inside", "light_leak", 2, "mixed"),
    ("inside", "abr_switch", 2, "landscape"),
    ("inside", "hearts", 2, "mixed"),
    ("inside", "scan_band", 2, "mixed"),
    ("inside", "rare_scenario", 32, "mixed"),
    ("inside", "near_limit", 5, "landscape"),
    ("beyond", "beyond_camera", 5, "landscape"),
    ("beyond", "beyond_wobble", 2, "landscape"),
    ("beyond", "beyond_watermark", 2, "portrait"),
    ("beyond", "beyond_subtitle", 1, "mixed"),
    ("beyond", "beyond_keystone", 1, "landscape"),
    ("beyond", "beyond_barrel", 2, "landscape"),
    ("beyond", "beyond_punch", 1, "landscape"),
    ("beyond", "beyond_fill", 2, "four_three"),
    ("beyond", "beyond_hop", 2, "mixed"),
    ("beyond", "beyond_hearts", 3, "mixed"),
    ("outside", "outside_cut", 2, "landscape"),
    ("outside", "outside_camera", 3, "landscape"),
    ("outside", "outside_blank", 2, "landscape"),
    ("outside", "outside_other", 2, "landscape"),
    ("outside", "outside_split", 1, "landscape"),
    ("outside", "outside_circle", 1, "mixed"),
    ("outside", "outside_bars", 2, "landscape"),
    ("outside", "outside_sideways", 2, "mixed"),
]
HARD = (*V21_HARD, "beyond_hearts", "outside_sideways")
OWN_CATEGORIES = ("light_leak", "abr_switch", "hearts", "scan_band")
LEAK_STRENGTH = (0.06, 0.12)
"""The light leak's strength at its centre: a mid grey lifted by 12% or less."""
ABR_RUNGS = (480, 540)
"""The lower rungs a stream starts on (px high), drawn on frames 720 px high or more."""
ABR_LINES = 479.5
"""The fewest lines the picture keeps on the lower rung: the envelope's smallest (854x480)."""
INSIDE_HEARTS = (0.006, 0.03)
"""The reactions' share of the frame ``inside``: under the 0.04 ``watermark`` limit."""
BEYOND_HEARTS = (0.05, 0.07)
"""Their share ``beyond`` the limit, by 25-75%, over the picture's middle."""
BURST = 0.08
"""How close together a burst of reactions starts (a share of the clip)."""
SCAN_DEPTH = (0.04, 0.09)
"""The rolling band's darkening at its middle: under the envelope's -15% brightness."""


def _leak(rng: np.random.Generator) -> dict[str, Any]:
    """A warm light leak sweeping across 25-50% of the clip."""
    warm = [255, int(rng.integers(150, 211)), int(rng.integers(60, 131))]
    return {"at": round(float(rng.uniform(0.05, 0.6)), 3),
            "span": round(float(rng.uniform(0.25, 0.5)), 3),
            "strength": round(float(rng.uniform(*LEAK_STRENGTH)), 3),
            "y": round(float(rng.uniform(0.2, 0.8)), 3),
            "radius": round(float(rng.uniform(0.2, 0.4)), 3), "colour": warm}  # fmt: skip


def abr_lines(look: dict[str, Any], rung: int) -> float:
    """The picture's lines when the frame is scaled down to ``rung`` px high."""
    return picture_box(look)[3] * rung / look["size"][1]


def _abr(draw: dict[str, Any], rng: np.random.Generator) -> dict[str, Any] | None:
    """The stream's first 10-40% on a lower rung that leaves the picture ``ABR_LINES`` lines or
    more; None when no rung does (or the frame is under 720 px high or laid out anew)."""
    look = draw["look"]
    rung = int(ABR_RUNGS[int(rng.integers(len(ABR_RUNGS)))])
    until = round(float(rng.uniform(0.1, 0.4)), 3)
    fits = [r for r in (rung, *ABR_RUNGS) if abr_lines(look, r) >= ABR_LINES]
    if look["size"][1] < 720 or not _bare(draw) or draw["clip"]["fill"] or not fits:
        return None
    return {"until": until, "rung": fits[0]}


def _hearts(rng: np.random.Generator, share: float, over_middle: bool) -> dict[str, Any]:
    """4-8 reactions, each a lane (a share of the room across the frame), a start and a sway
    (in heart widths); in the right quarter or anywhere, at any time; or, over the picture's
    middle, a burst: every start within ``BURST`` of the clip, so all of them are on screen at
    once for ``relay_looks.HEART_LIFE - BURST`` of it and cover ``share`` together."""
    count = int(rng.integers(4, 9))
    if over_middle:
        lo, hi = 0.35, 0.65
        first = float(rng.uniform(0.1, 0.5))
        starts = first + rng.uniform(0.0, BURST, count)
    else:
        lo, hi = (0.75, 1.0) if rng.random() < 0.6 else (0.0, 1.0)
        starts = rng.uniform(0.0, 0.75, count)
    sprites = [[round(float(rng.uniform(lo, hi)), 3), round(float(start), 3),
                round(float(rng.uniform(0.2, 0.8)), 3)] for start in starts]  # fmt: skip
    return {"share": round(share, 4), "count": count, "sprites": sprites}


def _scan(rng: np.random.Generator) -> dict[str, Any]:
    """A darker band rolling down the frame 1.5-4 times over the clip."""
    return {"depth": round(float(rng.uniform(*SCAN_DEPTH)), 3),
            "height": round(float(rng.uniform(0.12, 0.25)), 3),
            "speed": round(float(rng.uniform(1.5, 4.0)), 3),
            "phase": round(float(rng.uniform(0.0, 1.0)), 3)}  # fmt: skip


def _marks_room(draw: dict[str, Any]) -> float:
    """What is left of ``MARK_ROOM`` once the bands, a subtitle, set v21's hopping mark and
    pause overlay are counted."""
    bands = [float(m.split(":")[1]) for m in draw["look"]["marks"] if m.startswith("band")]
    used = sum(bands) + float(draw["web"]["subtitle"])
    clip = draw["clip"]
    used += float(clip["hop"]["share"]) if clip["hop"] else 0.0
    used += PAUSE_SHARE if clip["pause"] else 0.0
    return MARK_ROOM - used


def _relay(draw: dict[str, Any], rng: np.random.Generator, category: str) -> dict[str, Any]:
    """The relay looks: now and then on an everyday draw, always on their own category."""
    relay = dict(NO_RELAY)
    if category == "hearts":  # the only marks over the frame
        draw["look"]["marks"] = [m for m in draw["look"]["marks"] if not m.startswith("band")]
        draw["web"]["subtitle"] = 0.0
        draw["clip"].update(hop=None, pause=None)
    if rng.random() < 0.05 or category == "light_leak":
        relay["leak"] = _leak(rng)
    if category == "abr_switch":  # a plain 16:9 picture of 720 or 1080 lines, full height
        _clear(draw)
        draw["clip"]["fill"] = None
        look = draw["look"]
        look["fit"] = 1.0
        if look["size"][1] < 720 or look["size"][0] < look["size"][1]:
            look["size"] = [1280, 720]
    if rng.random() < 0.05 or category == "abr_switch":
        relay["abr"] = _abr(draw, rng)
    share = float(rng.uniform(*INSIDE_HEARTS))
    share = min(share, _marks_room(draw)) if category == "hearts" else share
    if (rng.random() < 0.04 and share <= _marks_room(draw)) or category == "hearts":
        relay["hearts"] = _hearts(rng, share, over_middle=False)
    if rng.random() < 0.04 or category == "scan_band":
        relay["scan"] = _scan(rng)
    return relay


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    if category in ("beyond_hearts", "outside_sideways"):
        draw = v21_draw(i, "inside", category, shape, k, rng)  # then moved past its limit
        _hard(draw, region)
        draw["clip"] = dict(NO_CLIP)
        draw["relay"] = dict(NO_RELAY)
        if category == "beyond_hearts":
            draw["near"] = "watermark"
            share = float(rng.uniform(*BEYOND_HEARTS))
            draw["relay"]["hearts"] = _hearts(rng, share, over_middle=True)
        else:
            draw["relay"]["sideways"] = int(rng.choice([1, 3]))
            draw["scenario"] = str(rng.choice(["solved", "early", "wrong_end"]))
        return draw
    draw = v21_draw(i, region, category, shape, k, rng)
    everyday = category not in HARD and category != "pip"
    draw["relay"] = _relay(draw, rng, category) if everyday else dict(NO_RELAY)
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)


__all__ = ["HARD", "OWN_CATEGORIES", "PLAN", "make_draws"]

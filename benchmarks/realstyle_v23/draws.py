"""The draws of set v23: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

Each draw starts as set v22's (:func:`benchmarks.realstyle_v22.draws._draw`: v16's looks,
cameras and limit pushes, the eight rare scenarios four times each, v17's to v22's looks and
replays at their natural rates), from the same Generator; then set v23 adds, from that
Generator too, its feed looks (``feed``, drawn by :mod:`benchmarks.realstyle_v23.feed_looks`):
a phone's rolling-shutter jello, a lens's colour fringe, a burned-in timecode and a video
site's scrolling comments, always on their own category and now and then on an everyday draw.
``beyond_jello`` shears a still picture by 2.6-3.6 canvas px, past the ``wobble`` limit;
``beyond_comments`` makes the comments cover 5-7% of the frame over the picture's middle, past
the ``watermark`` share; ``outside_swapped`` stores every frame with its red and blue swapped.

The hard minority (``near_limit``, ``beyond_*``, ``outside_*``) gets none of v18's to v23's
additions, so each of those videos sits near one limit only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan
from benchmarks.realstyle_v20.draws import _hard
from benchmarks.realstyle_v21.clip_looks import NO_CLIP
from benchmarks.realstyle_v21.draws import MARK_ROOM, PAUSE_SHARE
from benchmarks.realstyle_v22.draws import HARD as V22_HARD
from benchmarks.realstyle_v22.draws import _draw as v22_draw
from benchmarks.realstyle_v22.relay_looks import NO_RELAY
from benchmarks.realstyle_v23.feed_looks import NO_FEED
from datagen.envelope_style import REAL_STYLE_LIMITS

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
    ("inside", "vfr", 1, "mixed"),
    ("inside", "light_leak", 1, "mixed"),
    ("inside", "abr_switch", 1, "landscape"),
    ("inside", "hearts", 1, "mixed"),
    ("inside", "scan_band", 1, "mixed"),
    ("inside", "jello", 2, "mixed"),
    ("inside", "fringe", 1, "mixed"),
    ("inside", "timecode", 1, "mixed"),
    ("inside", "comments", 2, "mixed"),
    ("inside", "rare_scenario", 32, "mixed"),
    ("inside", "near_limit", 5, "landscape"),
    ("beyond", "beyond_camera", 5, "landscape"),
    ("beyond", "beyond_wobble", 1, "landscape"),
    ("beyond", "beyond_watermark", 2, "portrait"),
    ("beyond", "beyond_subtitle", 1, "mixed"),
    ("beyond", "beyond_keystone", 1, "landscape"),
    ("beyond", "beyond_barrel", 1, "landscape"),
    ("beyond", "beyond_punch", 1, "landscape"),
    ("beyond", "beyond_fill", 1, "four_three"),
    ("beyond", "beyond_hop", 1, "mixed"),
    ("beyond", "beyond_hearts", 1, "mixed"),
    ("beyond", "beyond_jello", 3, "mixed"),
    ("beyond", "beyond_comments", 3, "mixed"),
    ("outside", "outside_cut", 2, "landscape"),
    ("outside", "outside_camera", 2, "landscape"),
    ("outside", "outside_blank", 1, "landscape"),
    ("outside", "outside_other", 2, "landscape"),
    ("outside", "outside_split", 1, "landscape"),
    ("outside", "outside_circle", 1, "mixed"),
    ("outside", "outside_bars", 1, "landscape"),
    ("outside", "outside_sideways", 1, "mixed"),
    ("outside", "outside_swapped", 3, "mixed"),
]
HARD = (*V22_HARD, "beyond_jello", "beyond_comments", "outside_swapped")
OWN_CATEGORIES = ("jello", "fringe", "timecode", "comments")
INSIDE_JELLO = (0.5, 1.2)
"""The jello's reach (canvas px either way of the board's middle row) ``inside``."""
BEYOND_JELLO = (2.6, 3.6)
"""Its reach ``beyond`` the 2 px ``wobble`` limit, by 30-80%, on an unwobbled picture."""
FRINGE_PX = (0.5, 1.5)
"""The colour fringe at the frame's corners (output px)."""
TIMECODE_SHARE = (0.004, 0.012)
"""The timecode box's share of the frame."""
INSIDE_COMMENTS = (0.008, 0.03)
"""The comments' share of the frame ``inside``: under the 0.04 ``watermark`` limit."""
BEYOND_COMMENTS = (0.05, 0.07)
"""Their share ``beyond`` the limit, by 25-75%, over the picture's middle."""
BURST = 0.08
"""How close together a burst of comments starts (a share of the clip)."""


def marks_share(draw: dict[str, Any]) -> float:
    """The share of the frame already under marks: bands, a subtitle, set v21's hopping mark and
    pause overlay, set v22's reactions and set v23's timecode and comments."""
    bands = [float(m.split(":")[1]) for m in draw["look"]["marks"] if m.startswith("band")]
    used = sum(bands) + float(draw["web"]["subtitle"])
    clip, relay, feed = draw["clip"], draw["relay"], draw.get("feed", NO_FEED)
    used += float(clip["hop"]["share"]) if clip["hop"] else 0.0
    used += PAUSE_SHARE if clip["pause"] else 0.0
    used += float(relay["hearts"]["share"]) if relay["hearts"] else 0.0
    used += float(feed["timecode"]["share"]) if feed["timecode"] else 0.0
    used += float(feed["comments"]["share"]) if feed["comments"] else 0.0
    return used


def _jello(rng: np.random.Generator, reach: tuple[float, float]) -> dict[str, Any]:
    """A shear that swings 2-6 times over the clip, reaching ``reach`` canvas px."""
    return {"px": round(float(rng.uniform(*reach)), 3),
            "speed": round(float(rng.uniform(2.0, 6.0)), 3),
            "phase": round(float(rng.uniform(0.0, 1.0)), 3)}  # fmt: skip


def _comments(rng: np.random.Generator, share: float, over_middle: bool) -> dict[str, Any]:
    """3-7 comment lines, each a lane (a share of the height) and a start; in the top quarter
    or anywhere, at any time; or, over the picture's middle rows (30-70% of the height, evenly
    apart), a burst: every start within ``BURST`` of the clip, so all are on screen at once and
    their boxes cover ``share`` together."""
    count = int(rng.integers(3, 8))
    if over_middle:  # one line a row, the rows spread evenly so no two boxes overlap
        lanes = np.linspace(0.3, 0.7, count)
        starts = float(rng.uniform(0.1, 0.5)) + rng.uniform(0.0, BURST, count)
    else:
        top = 0.25 if rng.random() < 0.6 else 1.0
        lanes = rng.uniform(0.0, top, count)
        starts = rng.uniform(0.0, 0.7, count)
    pairs = zip(lanes, starts, strict=True)
    lines = [[round(float(lane), 3), round(float(start), 3)] for lane, start in pairs]
    return {"share": round(share, 4), "count": count, "lines": lines}


def _feed(draw: dict[str, Any], rng: np.random.Generator, category: str) -> dict[str, Any]:
    """The feed looks: now and then on an everyday draw, always on their own category."""
    feed = dict(NO_FEED)
    draw["feed"] = feed
    look = draw["look"]
    jello = _jello(rng, INSIDE_JELLO)
    if (rng.random() < 0.05 and not draw["own"]["barrel"]) or category == "jello":
        draw["own"]["barrel"] = 0.0  # a lens bend is a wobble too: one at a time
        feed["jello"] = jello
        # The jello and the drawn wobble together stay within the wobble limit.
        most = REAL_STYLE_LIMITS["wobble"] - jello["px"]
        look["wobble"] = round(min(look["wobble"], most), 3)
    if rng.random() < 0.05 or category == "fringe":
        feed["fringe"] = round(float(rng.uniform(*FRINGE_PX)), 3)
    room = MARK_ROOM - marks_share(draw)
    code = {"share": round(float(rng.uniform(*TIMECODE_SHARE)), 4), "corner": int(rng.integers(4))}
    if (rng.random() < 0.04 and code["share"] <= room) or category == "timecode":
        if code["share"] > room:  # its own category: the other marks make way
            _drop_marks(draw)
        feed["timecode"] = code
    share = float(rng.uniform(*INSIDE_COMMENTS))
    room = MARK_ROOM - marks_share(draw)
    if category == "comments":
        _drop_marks(draw)
        share = min(share, MARK_ROOM - marks_share(draw))
    if (rng.random() < 0.04 and share <= room) or category == "comments":
        feed["comments"] = _comments(rng, share, over_middle=False)
    return feed


def _drop_marks(draw: dict[str, Any]) -> None:
    """Take the bands, the subtitle, the hopping mark, the pause overlay and the reactions off."""
    draw["look"]["marks"] = [m for m in draw["look"]["marks"] if not m.startswith("band")]
    draw["web"]["subtitle"] = 0.0
    draw["clip"].update(hop=None, pause=None)
    draw["relay"]["hearts"] = None


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    if category in ("beyond_jello", "beyond_comments", "outside_swapped"):
        draw = v22_draw(i, "inside", category, shape, k, rng)  # then moved past its limit
        _hard(draw, region)
        draw["clip"] = dict(NO_CLIP)
        draw["relay"] = dict(NO_RELAY)
        draw["feed"] = dict(NO_FEED)
        if category == "beyond_jello":
            draw["near"] = "wobble"
            draw["feed"]["jello"] = _jello(rng, BEYOND_JELLO)
        elif category == "beyond_comments":
            draw["near"] = "watermark"
            share = float(rng.uniform(*BEYOND_COMMENTS))
            draw["feed"]["comments"] = _comments(rng, share, over_middle=True)
        else:
            draw["feed"]["swap"] = True
            draw["scenario"] = str(rng.choice(["solved", "early", "wrong_end"]))
        return draw
    draw = v22_draw(i, region, category, shape, k, rng)
    everyday = category not in HARD and category != "pip"
    draw["feed"] = _feed(draw, rng, category) if everyday else dict(NO_FEED)
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)


__all__ = ["HARD", "OWN_CATEGORIES", "PLAN", "make_draws", "marks_share"]

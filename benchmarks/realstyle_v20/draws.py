"""The draws of set v20: a natural mix of web deliveries and a hard minority on both sides of
each limit of ``REAL_STYLE_LIMITS``, all from one seed.

Each draw starts as set v19's (:func:`benchmarks.realstyle_v19.draws._draw`: v16's looks,
cameras and limit pushes, v17's web looks and the eight rare scenarios four times each, v18's
new looks and boomerangs, v19's fresh looks, all at their natural rates), from the same
Generator, then set v20 adds, from that Generator too, its repost looks (``own``, drawn by
:mod:`benchmarks.realstyle_v20.repost_looks`): an HDR-to-SDR washout, a zoom punch-in, a meme
caption bar, a reaction-video layout, a phone lens's barrel distortion, JPEG blocking, and a
slow dissolve between two plays of the clip; always on their own category and now and then on
an everyday draw. ``beyond_barrel`` bends the board past the ``wobble`` limit with a stronger
lens, ``beyond_punch`` zooms past ``zoom_high`` with a punch-in, each with nothing else moving;
``outside_circle`` crops the picture to a circle that cuts every board.

The hard minority (``near_limit``, ``beyond_*``, ``outside_*``) gets none of v18's, v19's or
v20's additions, so each of those videos sits near one limit only.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from benchmarks.realstyle_v15.draws import draw_plan
from benchmarks.realstyle_v15.look import board_margin
from benchmarks.realstyle_v18.draws import REPEATABLE
from benchmarks.realstyle_v19.draws import HARD as V19_HARD
from benchmarks.realstyle_v19.draws import _draw as v19_draw
from benchmarks.realstyle_v19.draws import _plain
from benchmarks.realstyle_v19.fresh_looks import NO_FRESH
from benchmarks.realstyle_v20.repost_looks import NO_OWN, PAGES, barrel_bend

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
    ("inside", "washout", 1, "mixed"),
    ("inside", "punch_in", 2, "landscape"),
    ("inside", "meme_bar", 2, "mixed"),
    ("inside", "reaction", 2, "landscape"),
    ("inside", "barrel", 2, "mixed"),
    ("inside", "jpeg_blocks", 2, "mixed"),
    ("inside", "dissolve_loop", 2, "mixed"),
    ("inside", "rare_scenario", 32, "mixed"),
    ("inside", "near_limit", 5, "landscape"),
    ("beyond", "beyond_camera", 7, "landscape"),
    ("beyond", "beyond_wobble", 2, "landscape"),
    ("beyond", "beyond_watermark", 2, "portrait"),
    ("beyond", "beyond_subtitle", 2, "mixed"),
    ("beyond", "beyond_keystone", 1, "landscape"),
    ("beyond", "beyond_barrel", 3, "landscape"),
    ("beyond", "beyond_punch", 3, "landscape"),
    ("outside", "outside_cut", 3, "landscape"),
    ("outside", "outside_camera", 3, "landscape"),
    ("outside", "outside_blank", 3, "landscape"),
    ("outside", "outside_other", 2, "landscape"),
    ("outside", "outside_split", 1, "landscape"),
    ("outside", "outside_circle", 3, "mixed"),
]
HARD = (*V19_HARD, "beyond_barrel", "beyond_punch", "outside_circle")
INSIDE_BEND = 1.2
"""The most bend (canvas px) a lens ``inside`` may leave: under the 2 px ``wobble`` limit."""
BEYOND_BEND = (2.6, 5.0)
"""The bend of ``beyond_barrel``: past the ``wobble`` limit by 30-150%."""
INSIDE_PUNCH = (1.04, 1.08)
"""A punch-in's zoom ``inside``: under the 1.1 ``zoom_high`` limit."""
BEYOND_PUNCH = (1.115, 1.13)
"""A punch-in's zoom ``beyond`` ``zoom_high``, the largest board still 3 canvas px inside."""
LAYOUTS = ("meme_bar", "reaction", "punch_in", "barrel")


def still_camera(zoom: float = 1.0) -> dict[str, Any]:
    """A camera that does not move (the punch-in's zoom as a camera's, to measure its margin)."""
    return {"pan": (0.0, 0.0), "roll": 0.0, "zoom": zoom, "shake": 0.0, "ease": "linear"}


def _at_least_720(draw: dict[str, Any], rng: np.random.Generator) -> None:
    """A frame 720 px high (or wide, upright) or more, at a web bitrate for it."""
    look = draw["look"]
    w, h = look["size"]
    if min(w, h) < 720:
        look["size"] = [1280, 720] if w >= h else [720, 1280]
        draw["kbps"] = int(round(2500 * float(rng.uniform(0.35, 1.0)), -1))


def _barrel(look: dict[str, Any], rng: np.random.Generator, beyond: bool) -> float:
    """A lens whose bend over the largest board is ``INSIDE_BEND`` or under, or within
    ``BEYOND_BEND``."""
    if not beyond:
        k = float(rng.uniform(0.01, 0.03))
        while barrel_bend(look, k) > INSIDE_BEND:
            k *= 0.8
        return round(k, 5)
    lo, hi = BEYOND_BEND
    target = float(rng.uniform(lo + 0.2, hi - 0.3))
    k = 0.05
    for _ in range(8):  # the bend grows about in proportion to k
        k *= target / barrel_bend(look, k)
    if not lo <= barrel_bend(look, k) <= hi:
        raise RuntimeError(f"look={look!r}: no lens bends the board {lo}-{hi} px")
    return round(k, 5)


def _quiet(draw: dict[str, Any]) -> None:
    """No second site's frame, inset or fresh layout: the repost layout is the only one."""
    draw["web"].update(nest=None, pip=None)
    draw["fresh"].update(ui=False, screen=None, keystone=0.0, split=False)


def _punch(draw: dict[str, Any], rng: np.random.Generator, span: tuple[float, float]) -> dict:
    """A punch-in within ``span`` on a still camera (its shake and the wobble kept)."""
    look = draw["look"]
    shake = look["camera"]["shake"]
    look["camera"] = {**still_camera(), "shake": shake}
    zoom = float(rng.uniform(*span))
    need = 3 if span == BEYOND_PUNCH else 6 + look["wobble"] + 2 * shake
    while board_margin(still_camera(zoom)) < need:
        zoom = span[0] + (zoom - span[0]) * 0.8
        if zoom - span[0] < 1e-4:
            break
    return {"at": round(float(rng.uniform(0.3, 0.6)), 3), "zoom": round(zoom, 4)}


def _own(draw: dict[str, Any], rng: np.random.Generator, category: str) -> dict[str, Any]:
    """The repost looks: now and then on an everyday draw, always on their own category."""
    own = dict(NO_OWN)
    look, web, fresh = draw["look"], draw["web"], draw["fresh"]
    if category in LAYOUTS:
        _quiet(draw)
    if category in ("meme_bar", "jpeg_blocks", "reaction"):
        _at_least_720(draw, rng)
    w, h = look["size"]
    plain = (
        not web["nest"]
        and not web["pip"]
        and not (fresh["ui"] or fresh["screen"] or fresh["keystone"] or fresh["split"])
    )
    if rng.random() < 0.06 or category == "washout":
        own["washout"] = round(float(rng.uniform(0.4, 0.6)), 3)
    cam = look["camera"]
    still = cam["pan"] == (0.0, 0.0) and cam["roll"] == 0.0 and cam["zoom"] == 1.0
    if (rng.random() < 0.04 and plain and still) or category == "punch_in":
        own["punch"] = _punch(draw, rng, INSIDE_PUNCH)
    layout = rng.random()
    if (layout < 0.04 and plain and min(w, h) >= 720) or category == "meme_bar":
        own["meme"] = {"bar": round(float(rng.uniform(0.14, 0.22)), 3),
                       "line": int(rng.integers(4))}  # fmt: skip
    elif (layout > 0.97 and plain and w > h >= 720) or category == "reaction":
        page = PAGES[int(rng.integers(2))]
        own["reaction"] = {"page": list(page), "backdrop": [70, 80, 95]}
    if (rng.random() < 0.03 and plain) or category == "barrel":
        own["barrel"] = _barrel(look, rng, beyond=False)
    if (rng.random() < 0.05 and min(w, h) >= 720) or category == "jpeg_blocks":
        own["jpeg"] = int(rng.integers(18, 31))
    replay = rng.random() < 0.04 or category == "dissolve_loop"
    if replay and draw["loop"] == 1 and not draw["boomerang"] and category != "rare_scenario":
        own["dissolve_loop"] = int(rng.integers(8, 15))
        if draw["scenario"] not in REPEATABLE:
            draw["scenario"] = "solved"
    return own


def _hard(draw: dict[str, Any], region: str) -> None:
    """A hard draw: none of the later sets' looks, the camera still, no wobble or marks on
    the picture, so it sits by its own change alone."""
    look = draw["look"]
    look["camera"] = still_camera()
    look["wobble"] = 0.0
    look["marks"] = [m for m in look["marks"] if not m.startswith(("band", "logo", "stamp"))]
    _plain(draw, region)
    draw["own"] = dict(NO_OWN)


def _draw(i: int, region: str, category: str, shape: str, k: int, rng) -> dict[str, Any]:
    if category in ("beyond_barrel", "beyond_punch", "outside_circle"):
        draw = v19_draw(i, "inside", category, shape, k, rng)  # then moved past its limit
        _hard(draw, region)
        if category == "beyond_barrel":
            draw["near"] = "wobble"
            draw["own"]["barrel"] = _barrel(draw["look"], rng, beyond=True)
        elif category == "beyond_punch":
            draw["near"] = "zoom_high"
            draw["own"]["punch"] = _punch(draw, rng, BEYOND_PUNCH)
        else:
            draw["own"]["circle"] = {"page": list(PAGES[int(rng.integers(len(PAGES)))])}
            draw["scenario"] = str(rng.choice(["solved", "early", "wrong_end"]))
        return draw
    draw = v19_draw(i, region, category, shape, k, rng)
    everyday = category not in HARD and category != "pip"
    draw["own"] = _own(draw, rng, category) if everyday else dict(NO_OWN)
    if not everyday:
        draw.setdefault("fresh", dict(NO_FRESH))
    return draw


def make_draws(seed: int, quick: bool) -> list[dict[str, Any]]:
    """The set's draws in order (quick: the first draw of each category)."""
    return draw_plan(seed, quick, PLAN, _draw)
